"""Plain card, board, divinity and Wonder facts the rules engine reads on every action, built once per content load.

The engine's hot paths (pricing, building a card) read these ``__slots__`` copies rather than the
content's pydantic models: a slot reads faster than a model's field, and the facts derived from
several fields (a Grand Temple's Mythology, whether a card's coins are fixed) are worked out once.
These tables are rebuilt when the content is reloaded (``rules._forget_content_caches``).
"""
from __future__ import annotations

import functools

from solo_desk.games.duel.content import catalogue


class CardFacts:
    """What pricing, building and scoring a card need, copied from its :class:`content.Building`."""

    __slots__ = ("id", "color", "cost_coins", "cost", "chain_needs", "chain_myth", "chain_gives", "science",
                 "shields", "coins", "fixed_coins", "blue", "red", "produces", "produces_one_of", "trade_at_one",
                 "group", "vp", "guild", "coins_per")

    def __init__(self, b) -> None:
        self.id = b.id
        self.color = b.color
        self.cost_coins = b.cost_coins
        self.cost = b.cost  # shared with the content model: read only
        need = b.chain_needs
        self.chain_needs = need  # the chain symbol, or "mythology_<m>" for a Grand Temple
        # a Grand Temple is free with the Mythology token of its Mythology: the token's name, else None
        self.chain_myth = need[len("mythology_"):] if need and need.startswith("mythology_") else None
        self.chain_gives = b.chain_gives
        self.science = b.science
        self.shields = b.shields
        self.coins = b.coins
        # the coins building it gives do not depend on the cities (no per-card or Guild coins)
        self.fixed_coins = not b.coins_per and not b.guild
        self.blue = b.color == "blue"
        self.red = b.color == "red"
        self.produces = b.produces  # shared with the content model: read only
        self.produces_one_of = b.produces_one_of
        self.trade_at_one = b.trade_at_one
        self.group = b.group
        self.vp = b.vp
        self.guild = b.guild  # shared with the content model: read only
        # coins per card of these colours (or per Wonder) in the city: (what, coins each), else None
        self.coins_per = (b.coins_per.what, b.coins_per.each) if b.coins_per else None


@functools.lru_cache(maxsize=1)
def card_facts() -> dict[str, CardFacts]:
    """Every building's :class:`CardFacts`, by id (cached until the content is reloaded)."""
    return {card_id: CardFacts(b) for card_id, b in catalogue().buildings.items()}


class BoardFacts:
    """The board's numbers the engine reads on every action, copied from :class:`content.Board`."""

    __slots__ = ("wonders_built_max", "discard_base_coins", "military_capital", "looting_zones",
                 "science_supremacy_symbols", "military_vp_zones", "grand_temple_vp", "astarte_coins",
                 "cost_first_player", "cost_second_player", "gate_multiplier", "sanctuary_discount",
                 "trade_base_price")

    def __init__(self, board) -> None:
        self.wonders_built_max = board.wonders_built_max
        self.discard_base_coins = board.discard_base_coins
        self.military_capital = board.military_capital
        # the zones with a looting token, as (start, end, coins lost), in the board's order
        self.looting_zones = tuple((z.start, z.end, z.looting) for z in board.military_zones if z.looting)
        self.science_supremacy_symbols = board.science_supremacy_symbols
        self.trade_base_price = board.trade_base_price
        # every zone as (start, end, VP), in the board's order (scoring)
        self.military_vp_zones = tuple((z.start, z.end, z.vp) for z in board.military_zones)
        self.grand_temple_vp = board.grand_temple_vp
        self.astarte_coins = board.astarte_coins
        pan = board.pantheon  # the Pantheon's prices
        self.cost_first_player = pan.cost_first_player
        self.cost_second_player = pan.cost_second_player
        self.gate_multiplier = pan.gate_multiplier
        self.sanctuary_discount = pan.sanctuary_discount


@functools.lru_cache(maxsize=1)
def board_facts() -> BoardFacts:
    """The board's :class:`BoardFacts` (cached until the content is reloaded)."""
    return BoardFacts(catalogue().board)


@functools.lru_cache(maxsize=1)
def token_science() -> dict[str, str | None]:
    """The science symbol (or None) of every Progress token, by id."""
    return {t.id: t.science for t in catalogue().progress_tokens.values()}


class _CopiedFacts:
    """Plain slots copied from a content model's fields of the same names (a model's field read costs
    more: pydantic's ``__getattr__`` keeps the interpreter off its fast attribute path)."""

    __slots__: tuple[str, ...] = ()

    def __init__(self, model) -> None:
        for name in self.__slots__:
            setattr(self, name, getattr(model, name))


class DivinityFacts(_CopiedFacts):
    """What activating, pricing and scoring a divinity read, copied from its :class:`content.Divinity`."""

    __slots__ = ("id", "mythology", "coins", "vp", "shields", "science", "effect")


@functools.lru_cache(maxsize=1)
def divinity_facts() -> dict[str, DivinityFacts]:
    """Every divinity's :class:`DivinityFacts`, by id (cached until the content is reloaded)."""
    return {d.id: DivinityFacts(d) for d in catalogue().divinities.values()}


class WonderFacts(_CopiedFacts):
    """What building and scoring a Wonder read, copied from its :class:`content.Wonder`."""

    __slots__ = ("id", "cost", "vp", "shields", "coins", "opponent_loses", "play_again", "effect")  # cost: shared, read only


@functools.lru_cache(maxsize=1)
def wonder_facts() -> dict[str, WonderFacts]:
    """Every Wonder's :class:`WonderFacts`, by id (cached until the content is reloaded)."""
    return {w.id: WonderFacts(w) for w in catalogue().wonders.values()}
