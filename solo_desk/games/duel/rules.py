"""7 Wonders Duel + Pantheon rules: set-up, legal actions, apply, scoring, end of game.

Helpers for the automa (all pure, none changes the state):

* ``accessible_slots(s)`` / ``accessible_cards(s)`` — slots / card ids that may be taken now;
  ``uncovered_by(s, slot)`` — the slots a removal would make accessible (face-down ones revealed).
* ``building_price(s, side, card)``, ``wonder_price(s, side, wonder)``, ``divinity_price(s, side, space)``
  — a :class:`Price` with the coins to pay and its breakdown (card coins, trading per resource,
  chain, Architecture/Masonry discount, Engineering, Sanctuary, Mythology token);
  ``can_afford(s, side, price)``, ``coins_available(s, side)`` (treasury + Astarte coins).
* ``production(s, side)`` — fixed production and the "one of" producers;
  ``trade_prices(s, side)`` — what each resource costs this side from the bank;
  ``discard_value(s, side)`` — coins for discarding a card.
* ``card_gains(s, side, card)`` — what building a card would give (coins, shields, science pair, ...).
* ``military_position(s, side)`` — the pawn seen from ``side`` (> 0: towards the opponent's capital);
  ``science_symbols(s, side)``; ``score_breakdown(s, side)`` — VP so far per category.
* ``wonders_built_total(s)``, ``chain_symbols(s, side)``, ``divinity_cost_base(s, side, space)``;
  ``pantheon_prices(s, side)`` — ``divinity_price`` of every Pantheon space at once.
* ``legal_actions(s)`` (every move of the side to move, priced), ``legal_moves(s)`` (the same as
  ``(class, fields)`` pairs, cheaper), ``random_legal_action(s, pick_index)`` (uniform, fast),
  ``to_move(s)``; companion: ``ask_choices(s, question)`` (the values still possible), ``known_cards(s)``;
  ``possible_divinities(s, mythology)`` — the divinities that may still lie in a Mythology deck.
* ``science_counts(city)`` — the shared (cached, read-only) form of ``science_symbols``.

Flow: a turn's main action (build, discard, build a Wonder, activate a Divinity) may leave
``pending`` decisions (a Progress token, a god's target, ...) for a side; in companion mode
``asks`` (questions about the physical table) come first. Once both are empty the turn ends:
newly accessible cards are revealed (their tokens go to the side whose turn it was), the Age
ends when the structure is empty, and the other side plays (or the same one after "play again").
Random draws during play (Great Library, Enki) are recorded in the action's ``outcomes`` and
taken from there on a replay.

Every forbidden action raises ``IllegalAction`` with a ``duel.illegal.*`` key.

Speed (self-play applies millions of actions): cards' facts are read from plain copies
(``engine_tables.card_facts``); what a city's buildings give (production, trading at 1, chain
symbols, science, yellow cards) is derived once per buildings tuple (``_city_cards``); price tables
are keyed on the opponent's fixed production (not its buildings) and share their prices with every
table of the same market and discounts; the whole Pantheon is priced at once (``pantheon_prices``);
caches keyed on one game's cities are small, so that their entries die young (fewer full garbage
collections); a price table is keyed on what its prices read (a card giving nothing to trading
or chains, a Wonder producing nothing keep it: ``_CityCards.trade``); accessible slots come from a
bitmask of the filled slots, shared by every game; the hottest functions read fields through
``__dict__`` (a little faster than attribute reads on a pydantic model). An
action makes one copy of the state and, when it pays, one copy of the payer's city for paying and
building together; a turn action ``random_legal_action`` has just drawn is applied without being
checked and priced again (``_Picked``). Each fast path is checked against a plain computation
(tests/games/duel/test_fast_paths.py, test_engine_speed_equivalence.py).
"""
from __future__ import annotations

import functools
import itertools
import operator
from dataclasses import dataclass
from typing import Any, NamedTuple

from solo_desk.core.actions import Action
from solo_desk.core.errors import IllegalAction, InconsistentState, MalformedAction
from solo_desk.core.fast_models import _NEW, _SET_DICT, _SET_EXTRA, _SET_FIELDS_SET, _SET_PRIVATE, ensure_built
from solo_desk.core.rng import Chance
from solo_desk.games.duel.bot_levels import level_specs
from solo_desk.games.duel.bot_view import DIRECTION_OF_WONDER, DIRECTIONS, Level
from solo_desk.games.duel.content import MYTHOLOGIES, catalogue
from solo_desk.games.duel.content import on_reload as content_on_reload
from solo_desk.games.duel.engine_tables import (
    board_facts, card_facts, divinity_facts, token_science, wonder_facts,
)
from solo_desk.games.duel.state import (
    SIDES, ActivateDivinity, fast_copy, Answer, Ask, BuildCard, BuildWonder, Choose, ChooseStart, City, DiscardCard,
    DuelState, Pending, PickWonder, other,
)

SCORE_CATEGORIES = ("blue", "green", "yellow", "purple", "grand_temples", "wonders", "progress", "divinities",
                    "coins", "military")


# -- small accessors -----------------------------------------------------------------------

_cat = catalogue  # the content, cached (functools.cache); ``content.reload`` clears it


def _set_city(s: DuelState, side: str, **update: Any) -> City:
    """Replaces ``side``'s city by a copy with ``update`` (``fast_copy`` inlined: the engine's most frequent write)."""
    sd = s.__dict__
    old = sd[side]
    c = _NEW(City)
    _SET_DICT(c, {**old.__dict__, **update})
    _SET_FIELDS_SET(c, old.__pydantic_fields_set__)
    _SET_EXTRA(c, None)
    _SET_PRIVATE(c, None)
    sd[side] = c
    return c


@functools.cache
def _level(level_id: str) -> Level:
    specs = level_specs()
    return (specs.get(level_id) or specs["base"]).level()


def solo_level(s: DuelState) -> Level:
    """SOLO's challenge level (the ``level`` option; SOLO-LEVEL-*), "base" when not given."""
    return _level(s.options.get("level", "base"))


def wonders_built_total(s: DuelState) -> int:
    sd = s.__dict__  # one model read rather than two
    return len(sd["player"].__dict__["built"]) + len(sd["automa"].__dict__["built"])


def coins_available(s: DuelState, side: str) -> int:
    c = s.__dict__["player" if side == "player" else "automa"].__dict__  # s.city(side)'s fields, read plainly
    return c["coins"] + c["astarte_coins"]


def discard_value(s: DuelState, side: str) -> int:
    return _discard_value(s.player.buildings if side == "player" else s.automa.buildings)


def _discard_value(buildings: tuple[str, ...]) -> int:
    return board_facts().discard_base_coins + _city_cards(buildings).yellow


class _CityCards:
    """What a city's buildings give, derived once per buildings tuple (cities grow one card at a time:
    built on the facts of all but the last card). Shared: never change the dicts."""

    __slots__ = ("fixed", "fixed_key", "choices", "trade_at_one", "chains", "science", "yellow", "trade")

    def __init__(self, fixed: dict[str, int], choices: tuple[tuple[str, ...], ...], trade_at_one: frozenset[str],
                 chains: frozenset[str], science: dict[str, int], yellow: int, fixed_key: tuple | None = None,
                 trade: "_CityCards | None" = None):
        self.fixed = fixed  # resource -> units produced every turn (brown and grey cards)
        self.fixed_key = tuple(sorted(fixed.items())) if fixed_key is None else fixed_key  # as sorted pairs
        self.choices = choices  # each producer gives one of these per turn, in build order
        self.trade_at_one = trade_at_one  # resources bought at 1 coin
        self.chains = chains
        self.science = science  # symbol -> copies
        self.yellow = yellow  # yellow cards (discarding a card gives 1 coin more per card)
        # what prices read of these cards (production, "one of" producers, trading at 1, chain symbols):
        # the first of the city's _CityCards with these very facts (itself, or the previous card's when
        # this card gives none of them); price tables are keyed on its identity (``_price_table``)
        self.trade = trade or self

    def plus(self, card: str) -> "_CityCards":
        """The facts once ``card`` is built too."""
        b = card_facts()[card]  # plain slots: a content model's field reads cost more
        trade = self.trade  # kept unless the card changes what prices read (None: this one is new)
        fixed, fixed_key = self.fixed, self.fixed_key
        if b.produces:
            trade = fixed_key = None
            fixed = dict(fixed)
            for r, n in b.produces.items():
                fixed[r] = fixed.get(r, 0) + n
        choices = self.choices
        if b.produces_one_of:
            trade = None
            choices = choices + (b.produces_one_of,)
        trade_at_one = self.trade_at_one
        if b.trade_at_one:
            trade = None
            trade_at_one = trade_at_one | frozenset(b.trade_at_one)
        gives, chains = b.chain_gives, self.chains
        if gives is not None and gives not in chains:
            trade = None
            chains = chains | {gives}
        science = self.science
        if b.science:
            science = dict(science)
            science[b.science] = science.get(b.science, 0) + 1
        return _CityCards(fixed, choices, trade_at_one, chains, science, self.yellow + (b.color == "yellow"),
                          fixed_key, trade)


@functools.lru_cache(maxsize=1024)  # ~30 games of cities: entries kept longer only fed the garbage collector
def _city_cards(buildings: tuple[str, ...]) -> _CityCards:
    if not buildings:
        return _CityCards({}, (), frozenset(), frozenset(), {}, 0)
    return _city_cards(buildings[:-1]).plus(buildings[-1])


def chain_symbols(s: DuelState, side: str) -> frozenset[str]:
    c = s.city(side)
    return _chain_symbols(c.buildings, c.mythology_tokens)


@functools.lru_cache(maxsize=1024)
def _chain_symbols(buildings: tuple[str, ...], myths: tuple[str, ...]) -> frozenset[str]:
    symbols = _building_chains(buildings)
    return symbols | {"mythology_" + m for m in myths} if myths else symbols


def _building_chains(buildings: tuple[str, ...]) -> frozenset[str]:
    """The chain symbols these cards give (shared)."""
    return _city_cards(buildings).chains


def military_position(s: DuelState, side: str) -> int:
    """The Conflict pawn seen from ``side``: positive when it is on the opponent's half."""
    return s.conflict if side == "player" else -s.conflict


# -- production, trading, prices -----------------------------------------------------------

@dataclass(frozen=True, slots=True)
class Production:
    fixed: dict[str, int]
    choices: tuple[tuple[str, ...], ...]  # each producer gives one of these per turn
    key: tuple = ()  # (fixed as sorted pairs, choices): equal for cities that trade alike


def _building_production(buildings: tuple[str, ...]) -> tuple[dict[str, int], tuple[tuple[str, ...], ...]]:
    """Fixed production and "one of" producers of these cards. The dicts are shared: never change them."""
    cards = _city_cards(buildings)
    return cards.fixed, cards.choices


def _production(buildings: tuple[str, ...], built: tuple[tuple[str, str], ...]) -> Production:
    """Production of these cards and Wonders (not cached: asked when a new PriceTable is made)."""
    cards = _city_cards(buildings)
    fixed, choices = cards.fixed, cards.choices
    if built:
        wonders = _built_choices(built)
        choices = choices + wonders if wonders else choices
    return Production(fixed, choices, (cards.fixed_key, choices))


@functools.lru_cache(maxsize=1024)
def _built_choices(built: tuple[tuple[str, str], ...]) -> tuple[tuple[str, ...], ...]:
    """The "one of" productions of these built Wonders, in build order."""
    producing = _wonder_choices()
    return tuple(producing[w] for w, _ in built if w in producing)


@functools.lru_cache(maxsize=1)
def _wonder_choices() -> dict[str, tuple[str, ...]]:
    """The Wonders that produce one resource of a choice each turn (Piraeus, the Great Lighthouse)."""
    return {w.id: w.produces_one_of for w in _cat().wonders.values() if w.produces_one_of}


def production(s: DuelState, side: str) -> Production:
    c = s.city(side)
    return _production(c.buildings, c.built)


def _trade_prices(own: tuple[str, ...], opponent: tuple[str, ...]) -> dict[str, int]:
    """The bank's prices for ``own`` against ``opponent`` (shared: never change the dict)."""
    return _trade_prices_of(_city_cards(own).trade_at_one, _city_cards(opponent).fixed_key)


@functools.lru_cache(maxsize=1024)
def _trade_prices_of(at_one: frozenset[str], opponent_fixed: tuple[tuple[str, int], ...]) -> dict[str, int]:
    """``_trade_prices`` from what it depends on: the resources bought at 1 and the opponent's fixed
    production (sorted pairs). Shared across cities and games: never change the dict."""
    base = board_facts().trade_base_price
    opponent = dict(opponent_fixed)
    return {r: 1 if r in at_one else base + opponent.get(r, 0) for r in ("wood", "clay", "stone", "glass", "papyrus")}


def _trade_at_one(buildings: tuple[str, ...]) -> frozenset[str]:
    """Resources these cards let their owner buy at 1 coin."""
    return _city_cards(buildings).trade_at_one


def trade_prices(s: DuelState, side: str) -> dict[str, int]:
    """Bank price of one unit of each resource: 2 + the opponent's brown/grey production, or 1 with a Reserve."""
    return dict(_trade_prices(s.city(side).buildings, s.city(other(side)).buildings))


class Price(NamedTuple):
    """A price and its breakdown. Immutable; a named tuple rather than a frozen dataclass: made often
    (every newly priced card and Wonder), and a frozen dataclass's ``__init__`` is slow."""

    coins: int  # total coins to pay
    card_coins: int = 0
    trade: tuple[tuple[str, int, int], ...] = ()  # (resource, units bought, unit price)
    trade_coins: int = 0
    chain: bool = False  # free through a chain symbol (or the Mythology token of a Grand Temple)
    discounted: tuple[str, ...] = ()  # resources waived by Architecture / Masonry
    engineering: bool = False
    base: int = 0  # Pantheon: the space's cost (doubled for the Gate)
    sanctuary: int = 0
    level_discount: int = 0  # SOLO-LEVEL-C3: SOLO pays 1 coin less per divinity from the level's Age
    mythology_token: bool = False
    offerings: int = 0

    def as_dict(self) -> dict[str, Any]:
        return {k: v for k, v in zip(self._fields, self) if v} | {"coins": self.coins}


def _buy(cost: dict[str, int], prod: Production, prices: dict[str, int], waived: int
         ) -> tuple[int, tuple[tuple[str, int, int], ...], tuple[str, ...]]:
    """The cheapest way to get ``cost``: (coins, trade per resource, resources waived). Only the
    missing units, the producers that can cover them and their prices matter: the search is cached on
    those, so cities that differ elsewhere share it."""
    fixed = prod.fixed
    if fixed:
        missing = []
        for r, n in cost.items():
            short = n - fixed.get(r, 0)
            if short > 0:
                missing.append((r, short, prices[r]))
    else:  # nothing produced: every unit is missing
        missing = [(r, n, prices[r]) for r, n in cost.items() if n > 0]
    if not missing:
        return _NOTHING_TO_BUY
    choices = prod.choices
    return _buy_missing(tuple(missing), _useful_choices(choices, missing) if choices else (), waived)


def _useful_choices(choices: tuple[tuple[str, ...], ...], missing: list[tuple[str, int, int]]
                    ) -> tuple[tuple[str, ...], ...]:
    """Of each "one of" producer, the resources among those missing; producers giving none left out."""
    keep = {r for r, _, _ in missing}.__contains__
    useful = []
    for choice in choices:
        some = tuple(filter(keep, choice))
        if some:
            useful.append(some)
    return tuple(useful)


_NOTHING_TO_BUY: tuple[int, tuple, tuple] = (0, (), ())
_UNIT_PRICE = operator.itemgetter(2)  # of a missing (resource, units, unit price)


@functools.lru_cache(maxsize=16384)
def _buy_missing(missing: tuple[tuple[str, int, int], ...], useful: tuple[tuple[str, ...], ...], waived: int
                 ) -> tuple[int, tuple[tuple[str, int, int], ...], tuple[str, ...]]:
    """``_buy`` from the units missing (resource, units, unit price), the producers' useful choices
    and the resources waived."""
    if not useful and not waived:  # nothing to choose or waive (most searches): every unit bought
        # the trade lists the dearest resources first, the cheaper ones after (as the search sorts them)
        return sum([n * p for _, n, p in missing]), tuple(sorted(missing, key=_UNIT_PRICE, reverse=True)), ()
    prices = {r: p for r, _, p in missing}
    start = {r: n for r, n, _ in missing}
    price_of = prices.__getitem__
    best: tuple[int, tuple[str, ...], tuple[str, ...]] | None = None
    for picks in itertools.product(*useful):
        left = dict(start)
        for r in picks:
            if left.get(r, 0) > 0:
                left[r] -= 1
        units: list[str] = []
        for r, n in left.items():
            units += [r] * n
        units.sort(key=price_of, reverse=True)  # dearest first; stable (reverse keeps equal keys in order)
        paid = units[waived:]
        total = sum(map(price_of, paid))
        if best is None or total < best[0]:
            best = (total, tuple(paid), tuple(units[:waived]))
            if total == 0:
                break
    assert best is not None
    total, paid, waive = best
    trade = tuple((r, paid.count(r), prices[r]) for r in dict.fromkeys(paid))
    return total, trade, waive


class _Market:
    """Trading as one side's resources stand: its fixed production, its "one of" producers and the
    bank's prices. Prices that depend only on these (no chain) are computed once per situation and
    shared by every city in it, across turns and games: cities differing only in cards that do not
    produce or discount resources trade alike."""

    __slots__ = ("prod", "prices", "wonders", "plain_cards", "cards", "chain_tables")

    def __init__(self, prod: Production, prices: dict[str, int]):
        self.prod, self.prices = prod, prices
        # the prices by item of the PriceTables in this market, by what else they depend on (see
        # PriceTable): Wonders by the resources Architecture waives (0 or 2); the cards that need no
        # chain symbol by those Masonry waives on a blue card; the cards that need one by
        # (chain symbols, Mythology tokens, Masonry's, Engineering)
        self.wonders: dict[int, dict[str, Price]] = {}
        self.plain_cards: dict[int, dict[str, Price]] = {}
        self.chain_tables: dict[tuple, dict[str, Price]] = {}
        # a chain card bought (not chained), shared by the tables whose chain symbols differ
        self.cards: dict[tuple[str, int, bool], Price] = {}

    def card(self, item: str, waived: int, engineering: bool) -> Price:
        """A card bought (no chain): card coins + trading; Engineering caps a chain card at 1 coin."""
        key = (item, waived, engineering)
        price = self.cards.get(key)
        if price is None:
            price = self.cards[key] = _card_bought(self, card_facts()[item], waived, engineering)
        return price


def _card_bought(market: _Market, b: Any, waived: int, engineering: bool) -> Price:
    """The price of the card of facts ``b`` bought in ``market`` (no chain)."""
    trade_coins, trade, discounted = _buy(b.cost, market.prod, market.prices, waived) if b.cost else _NOTHING_TO_BUY
    total = b.cost_coins + trade_coins
    if engineering and total > 1:
        return _ENGINEERING
    return _bought_price(total, b.cost_coins, trade, trade_coins, discounted)


_ENGINEERING = Price(1, engineering=True)


@functools.lru_cache(maxsize=4096)
def _bought_price(coins: int, card_coins: int, trade: tuple[tuple[str, int, int], ...], trade_coins: int,
                  discounted: tuple[str, ...]) -> Price:
    """A bought card's or Wonder's price (shared: prices are frozen; building one is slow)."""
    return Price(coins, card_coins, trade, trade_coins, discounted=discounted)


_MARKETS: dict[tuple, _Market] = {}
_MARKETS_CATALOGUE: list[Any] = [None]  # the content the markets were priced with


def _market(prod: Production, prices: dict[str, int]) -> _Market:
    cat = _cat()
    if _MARKETS_CATALOGUE[0] is not cat or len(_MARKETS) > 20000:
        _MARKETS.clear()
        _MARKETS_CATALOGUE[0] = cat
    key = (prod.key or (tuple(sorted(prod.fixed.items())), prod.choices), tuple(prices.values()))
    market = _MARKETS.get(key)
    if market is None:
        market = _MARKETS[key] = _Market(prod, prices)
    return market


def _city_market(cards: _CityCards, wonder_choices: tuple[tuple[str, ...], ...], prices: dict[str, int]) -> _Market:
    """``_market(_production(...), prices)`` for a city with these cards and built Wonders (their
    "one of" productions, ``_built_choices``): the Production is made only when the market is new
    (the key is the same: fixed pairs, choices)."""
    choices = cards.choices + wonder_choices if wonder_choices else cards.choices
    market = _MARKETS.get(((cards.fixed_key, choices), tuple(prices.values())))
    if market is None or _MARKETS_CATALOGUE[0] is not _cat():
        market = _market(Production(cards.fixed, choices, (cards.fixed_key, choices)), prices)
    return market


@functools.lru_cache(maxsize=64)
def _progress_terms(progress: tuple[str, ...]) -> tuple[int, bool, int]:
    """What prices read of a city's Progress tokens: the resources Masonry waives for a blue card,
    Engineering, the resources Architecture waives for a Wonder."""
    return 2 if "masonry" in progress else 0, "engineering" in progress, 2 if "architecture" in progress else 0


class PriceTable:
    """What one side pays for cards and Wonders as both cities stand now, each item priced once.

    Shared by every caller that prices against the same cities (the engine's legal moves and
    apply, the automa's view): ``price_table(s, side)`` returns the same table for cities equal in
    all a price reads (``_price_table``). Prices come from the side's :class:`_Market` (shared by
    every city trading alike) and are shared by every table of that market reading the same terms:
    a card needing no chain symbol reads only Masonry, one needing a symbol the chain symbols,
    Mythology tokens and Engineering too, a Wonder only Architecture."""

    __slots__ = ("prod", "prices", "myths", "chains", "cards", "chain_cards", "wonders", "market",
                 "masonry_waives", "engineering", "architecture_waives")

    def __init__(self, own: tuple[str, ...], built: tuple[tuple[str, str], ...], progress: tuple[str, ...],
                 myths: tuple[str, ...], opponent: tuple[str, ...], opponent_fixed: tuple | None = None):
        # of the opponent's city only its fixed (brown/grey) production matters, as sorted pairs
        if opponent_fixed is None:
            opponent_fixed = _city_cards(opponent).fixed_key
        self._set_up(_city_cards(own).trade, _built_choices(built), _progress_terms(progress), myths, opponent_fixed)

    def _set_up(self, trade: _CityCards, wonder_choices: tuple[tuple[str, ...], ...], terms: tuple[int, bool, int],
                myths: tuple[str, ...], opponent_fixed: tuple) -> None:
        """The table from what it reads (``_price_table`` is keyed on it): of its own cards only what
        ``_CityCards.trade`` holds, of its Wonders only their "one of" productions, of its Progress
        tokens only the discounts (``_progress_terms``), of the opponent only its fixed production."""
        self.prices = prices = _trade_prices_of(trade.trade_at_one, opponent_fixed)
        self.market = market = _city_market(trade, wonder_choices, prices)
        self.prod = market.prod  # equal to _production(own, built): the market's key is made of it
        self.chains = chains = trade.chains
        self.myths = myths
        # resources waived for a blue card (Masonry), Engineering, resources waived for a Wonder (Architecture)
        masonry, engineering, architecture = terms
        self.masonry_waives, self.engineering, self.architecture_waives = terms
        # the prices by item, shared with every table of this market reading the same terms: a card
        # needing no chain symbol reads only Masonry (``cards``: what callers look up first); one
        # needing a symbol, the chains and tokens too (``chain_cards``); a Wonder, Architecture
        self.cards: dict[str, Price] = market.plain_cards.setdefault(masonry, {})
        self.chain_cards: dict[str, Price] = market.chain_tables.setdefault((chains, myths, masonry, engineering), {})
        self.wonders: dict[str, Price] = market.wonders.setdefault(architecture, {})

    def card(self, item: str) -> Price:
        price = self.cards.get(item)
        if price is None:
            price = self.chain_cards.get(item)
            if price is None:
                price = self._card(item)
        return price

    def wonder(self, item: str) -> Price:
        price = self.wonders.get(item)
        if price is None:
            waived = self.architecture_waives
            trade_coins, trade, discounted = _buy(wonder_facts()[item].cost, self.prod, self.prices, waived)
            price = self.wonders[item] = _bought_price(trade_coins, 0, trade, trade_coins, discounted)
        return price

    def _card(self, item: str) -> Price:
        """A card's price, not yet in this table's dicts: computed and stored in the right one."""
        b = card_facts()[item]
        need = b.chain_needs
        if not need:  # _card_bought without Engineering, inlined (most cards)
            waived = self.masonry_waives if b.blue else 0
            trade_coins, trade, discounted = _buy(b.cost, self.prod, self.prices, waived) if b.cost else _NOTHING_TO_BUY
            price = self.cards[item] = _bought_price(b.cost_coins + trade_coins, b.cost_coins, trade, trade_coins,
                                                     discounted)
            return price
        if b.chain_myth is not None:
            chained = b.chain_myth in self.myths
        else:
            chained = need in self.chains
        price = _CHAINED if chained else self.market.card(item, self.masonry_waives if b.blue else 0, self.engineering)
        self.chain_cards[item] = price
        return price


_CHAINED = Price(0, chain=True)


# small caches (this one, _unbuilt_wonders, _activation_options_of, _PANTHEON_PRICES) keyed on one
# game's cities: an entry outliving a few games reaches the oldest GC generation, and many such
# made the full collections more frequent (~1/4 of the collector's work saved)
@functools.lru_cache(maxsize=128)
def _price_table(trade: _CityCards, wonder_choices: tuple[tuple[str, ...], ...], terms: tuple[int, bool, int],
                 myths: tuple[str, ...], opponent_fixed: tuple[tuple[str, int], ...]) -> PriceTable:
    """A side's table, keyed on all it reads: what its own cards give to trading and chains
    (``_CityCards.trade``: a card giving none of it keeps the table), what its Wonders produce, its
    Progress tokens' discounts, its Mythology tokens, and of the opponent only the fixed production
    (``_CityCards.fixed_key``), so an opponent's card that produces nothing fixed (most of them), a
    Wonder producing nothing, a Progress token discounting nothing keep the table."""
    table = _NEW(PriceTable)
    table._set_up(trade, wonder_choices, terms, myths, opponent_fixed)
    return table


def price_table(s: DuelState, side: str) -> PriceTable:
    """The :class:`PriceTable` of ``side`` in ``s`` (cached on what its prices depend on)."""
    sd = s.__dict__  # fields read from __dict__, a little faster than attributes (hot path)
    c = sd[side].__dict__
    o = sd["automa" if side == "player" else "player"].__dict__
    return _price_table(_city_cards(c["buildings"]).trade, _built_choices(c["built"]), _progress_terms(c["progress"]),
                        c["mythology_tokens"], _city_cards(o["buildings"]).fixed_key)


def building_price(s: DuelState, side: str, card: str) -> Price:
    """Coins ``side`` pays to build ``card`` now, with the breakdown (chain, trading, discounts)."""
    return price_table(s, side).card(card)


def wonder_price(s: DuelState, side: str, wonder: str) -> Price:
    return price_table(s, side).wonder(wonder)


def divinity_cost_base(s: DuelState, side: str, space: int) -> int:
    pan = _cat().board.pantheon
    table = pan.cost_first_player if side == s.first_player else pan.cost_second_player
    return table[space - 1]


def divinity_price(s: DuelState, side: str, space: int, offerings: tuple[int, ...] = ()) -> Price:
    sd = s.__dict__  # fields read from __dict__, a little faster than attributes: SOLO prices every space of every view
    c = sd["player" if side == "player" else "automa"].__dict__
    if type(offerings) is not tuple:
        offerings = tuple(offerings)
    # looked up first on the fields themselves (the built Wonders rather than "is the Sanctuary built")
    key = (sd["pantheon_spaces"][space - 1], space, side, side == sd["first_player"], sd["age"],
           c["mythology_tokens"], c["built"], sd["options"].get("level", "base") if side == "automa" else "", offerings)
    price = _DIVINITY_PRICES.get(key)
    if price is None:
        if len(_DIVINITY_PRICES) > 1024:
            _DIVINITY_PRICES.clear()
        god, space, side, first, age, myths, built, level_id, offerings = key
        price = _DIVINITY_PRICES[key] = _divinity_price(god, space, side, first, age, myths,
                                                        any(w == "sanctuary" for w, _ in built), level_id, offerings)
    return price


_DIVINITY_PRICES: dict[tuple, "Price"] = {}


def pantheon_prices(s: DuelState, side: str) -> tuple[Price, ...]:
    """``divinity_price(s, side, k)`` (no Offering tokens) of every space k of the Pantheon, in space
    order: the facts they share are read once per state (SOLO's view prices every space each turn)."""
    sd = s.__dict__  # fields read from __dict__, a little faster than attributes
    c = sd["player" if side == "player" else "automa"].__dict__
    spaces = sd["pantheon_spaces"]
    first = side == sd["first_player"]
    level_id = sd["options"].get("level", "base") if side == "automa" else ""
    # every input of _divinity_price but the space and its god, which the spaces tuple gives
    key = (spaces, side, first, sd["age"], c["mythology_tokens"], c["built"], level_id)
    prices = _PANTHEON_PRICES.get(key)
    if prices is None:
        if len(_PANTHEON_PRICES) >= 128:  # keyed on each game's Pantheon: few entries, so they die young
            _PANTHEON_PRICES.clear()
        sanctuary_built = any(w == "sanctuary" for w, _ in c["built"])
        myths, age = c["mythology_tokens"], sd["age"]
        prices = _PANTHEON_PRICES[key] = tuple(
            _divinity_price(god, space, side, first, age, myths, sanctuary_built, level_id, ())
            for space, god in enumerate(spaces, start=1))
    return prices


_PANTHEON_PRICES: dict[tuple, tuple[Price, ...]] = {}


@functools.lru_cache(maxsize=1024)
def _divinity_price(god: str, space: int, side: str, first: bool, age: int, myths: tuple[str, ...], sanctuary_built: bool,
                    level_id: str, offerings: tuple[int, ...]) -> Price:
    """``divinity_price`` from the few facts it depends on (cached: the Pantheon is priced often)."""
    pan = board_facts()  # plain copies of the Pantheon's numbers and the divinities' facts
    base = (pan.cost_first_player if first else pan.cost_second_player)[space - 1]
    if god == "gate":
        base *= pan.gate_multiplier
    d = divinity_facts().get(god)
    mythology = d.mythology if d is not None else god.lstrip("?")
    if god != "gate" and mythology in myths and _cat().decisions.divinity_free_with_mythology_token:
        return Price(0, base=base, mythology_token=True)
    sanctuary = pan.sanctuary_discount if sanctuary_built else 0
    cut = 0
    if side == "automa" and god != "gate":
        start = _level(level_id).god_discount_from_age
        if start is not None and age >= start:
            cut = 1
    after = max(0, base - sanctuary - cut)
    used = sum(offerings)
    return Price(max(0, after - used), base=base, sanctuary=sanctuary, level_discount=cut,
                 offerings=min(used, after))


def can_afford(s: DuelState, side: str, price: Price) -> bool:
    return price.coins <= coins_available(s, side)


def _forget_content_caches() -> None:
    """The content was reloaded (a user override): forget every price and count computed from it."""
    for cached in (card_facts, board_facts, divinity_facts, wonder_facts, token_science, _city_cards,
                   _card_colors, _progress_terms,
                   _printed_vp, _wonder_pool, _progress_pool, _token_slots, _trade_prices_of, _activation_options_of,
                   _unbuilt_wonders, _game_cards,
                   _divinities_by_mythology, _buy_missing, _bought_price, _wonder_choices, _built_choices, _chain_symbols, _price_table,
                   _divinity_price, _science_counts, _level):
        cached.cache_clear()
    _MARKETS.clear()
    _ACCESSIBLE.clear()
    _ACCESSIBLE_BY_MASK.clear()
    _layout_masks.cache_clear()
    _DIVINITY_PRICES.clear()
    _PANTHEON_PRICES.clear()


content_on_reload(_forget_content_caches)


# -- structure -------------------------------------------------------------------------------

def _geometry(s: DuelState):
    return _cat().slot_geometry(s.age)


def is_accessible(s: DuelState, slot: int) -> bool:
    slots = s.slots
    return bool(slots[slot]) and not any(slots[j] for j in _geometry(s).covered_by[slot])


def accessible_slots(s: DuelState) -> tuple[int, ...]:
    sd = s.__dict__  # one model read rather than four (SOLO's view asks every turn)
    if sd["phase"] != "play" or not sd["slots"]:
        return ()
    return _accessible(sd["age"], sd["slots"])


# id(slots) -> (slots, age, the mask of the slots holding a card: bit i for slot i, the accessible slots).
# Keyed on the tuple's identity, not its value: a state copy shares its slots tuple, and hashing a
# structure's 20 card ids cost more than the look-up itself (asked ~5 times per action). The entry keeps
# its tuple alive, so no other tuple can have that id while it is kept
_ACCESSIBLE: dict[int, tuple[tuple[str, ...], int, int, tuple[int, ...]]] = {}
# structures kept in _ACCESSIBLE: those of the states being played (one more per card taken). Few,
# so that entries die young: thousands of kept entries made the garbage collector run more often
_ACCESSIBLE_KEPT = 256
# age | mask << 2 (an Age fits two bits) -> the accessible slots: the same few masks recur in every game
_ACCESSIBLE_BY_MASK: dict[int, tuple[int, ...]] = {}


def _accessible(age: int, slots: tuple[str, ...]) -> tuple[int, ...]:
    """The accessible slots of a structure (cached; a card taken by ``_take_slot`` derives the next
    structure's mask from this one's)."""
    found = _ACCESSIBLE.get(id(slots))
    if found is not None and found[1] == age:
        return found[3]
    if len(_ACCESSIBLE) > _ACCESSIBLE_KEPT:
        _ACCESSIBLE.clear()
    mask = 0
    for i, card in enumerate(slots):
        if card:
            mask |= 1 << i
    accessible = _accessible_of_mask(age, mask)
    _ACCESSIBLE[id(slots)] = (slots, age, mask, accessible)
    return accessible


def _accessible_of_mask(age: int, mask: int) -> tuple[int, ...]:
    """The accessible slots when the slots of ``mask`` hold a card: those no card covers."""
    key = age | mask << 2
    found = _ACCESSIBLE_BY_MASK.get(key)
    if found is None:
        if len(_ACCESSIBLE_BY_MASK) > 65536:
            _ACCESSIBLE_BY_MASK.clear()
        covering = _layout_masks(age)[0]
        found = _ACCESSIBLE_BY_MASK[key] = tuple(
            i for i, covered in enumerate(covering) if mask >> i & 1 and not mask & covered)
    return found


def _accessible_after(age: int, mask: int, accessible: tuple[int, ...], slot: int) -> tuple[int, ...]:
    """The accessible slots once the card in ``slot`` leaves a structure (``mask``, ``accessible``),
    derived from these: the slot leaves, the slots it covered and nothing else covers join."""
    after_mask = mask & ~(1 << slot)
    key = age | after_mask << 2
    found = _ACCESSIBLE_BY_MASK.get(key)
    if found is None:
        if slot not in accessible:
            return _accessible_of_mask(age, after_mask)
        covering, covers = _layout_masks(age)
        after = list(accessible)
        after.remove(slot)
        for i in covers[slot]:  # the (at most two) slots it covered, now uncovered unless another covers them
            if after_mask >> i & 1 and not after_mask & covering[i]:
                after.append(i)
        after.sort()
        if len(_ACCESSIBLE_BY_MASK) > 65536:
            _ACCESSIBLE_BY_MASK.clear()
        found = _ACCESSIBLE_BY_MASK[key] = tuple(after)
    return found


@functools.lru_cache(maxsize=4)
def _layout_masks(age: int) -> tuple[tuple[int, ...], tuple[tuple[int, ...], ...]]:
    """Per slot of the Age's layout: the mask of the slots covering it; and the slots it covers."""
    geo = _cat().slot_geometry(age)
    return tuple(sum(1 << j for j in below) for below in geo.covered_by), geo.covers


def _accessible_plain(age: int, slots: tuple[str, ...]) -> tuple[int, ...]:
    out = []
    for i, below in enumerate(_cat().slot_geometry(age).covered_by):
        if slots[i]:
            for j in below:
                if slots[j]:
                    break
            else:
                out.append(i)
    return tuple(out)


def accessible_cards(s: DuelState) -> tuple[str, ...]:
    if s.phase != "play" or not s.slots:
        return ()
    return _accessible_cards(s.age, s.slots)


def _accessible_cards(age: int, slots: tuple[str, ...]) -> tuple[str, ...]:
    return tuple([slots[i] for i in _accessible(age, slots)])


def uncovered_by(s: DuelState, slot: int) -> tuple[int, ...]:
    """Slots that would become accessible if the card in ``slot`` left the structure."""
    return _uncovered(_geometry(s), s.slots, slot)


def _uncovered(geo: Any, slots: tuple[str, ...], slot: int) -> tuple[int, ...]:
    out = []
    covered_by = geo.covered_by
    for above in geo.covers[slot]:
        if slots[above]:
            for j in covered_by[above]:
                if j != slot and slots[j]:
                    break
            else:
                out.append(above)
    return tuple(out)


def _slot_of(s: DuelState, card: str) -> int:
    try:
        return s.slots.index(card)
    except ValueError:
        raise IllegalAction("duel.illegal.not_in_structure", {"card": _named(card)}) from None


# -- science and military ------------------------------------------------------------------

def science_symbols(s: DuelState, side: str) -> dict[str, int]:
    """Scientific symbols of ``side``: symbol -> copies (a fresh dict the caller may change)."""
    return dict(science_counts(s.city(side)))


def science_counts(c: City) -> dict[str, int]:
    """The city's science counts, shared: never change the returned dict."""
    d = c.__dict__  # one model read rather than four (asked on every SOLO view)
    return _science_counts(d["buildings"], d["progress"], d["divinities"], d["snake_on"])


@functools.lru_cache(maxsize=512)
def _science_counts(buildings: tuple[str, ...], progress: tuple[str, ...], divinities: tuple[str, ...],
                    snake_on: str) -> dict[str, int]:
    counts = _city_cards(buildings).science  # _building_science, inlined
    if not (progress or divinities or snake_on):
        return counts
    tokens, gods = token_science(), divinity_facts()
    counts = dict(counts)
    for t in progress:
        sym = tokens[t]
        if sym:
            counts[sym] = counts.get(sym, 0) + 1
    for d in divinities:
        sym = gods[d].science
        if sym:
            counts[sym] = counts.get(sym, 0) + 1
    if snake_on:
        sym = card_facts()[snake_on].science
        if sym:
            counts[sym] = counts.get(sym, 0) + 1
    return counts


def _building_science(buildings: tuple[str, ...]) -> dict[str, int]:
    """The scientific symbols of these cards. Shared: never change the returned dict."""
    return _city_cards(buildings).science


def _gain_symbol(s: DuelState, side: str, symbol: str | None) -> None:
    """After ``side`` gained ``symbol``: a new pair lets it take a Progress token; 6 symbols win."""
    if not symbol:
        return
    counts = science_counts(s.city(side))
    if len(counts) >= board_facts().science_supremacy_symbols:
        _win(s, side, "science")
        return
    if counts.get(symbol) == 2 and any(s.progress_board):
        _push(s, Pending(kind="progress", side=side, options=tuple(t for t in s.progress_board if t)))


def _lose_coins(s: DuelState, side: str, amount: int) -> None:
    c = s.city(side)
    _set_city(s, side, coins=max(0, c.coins - amount))


def _push_conflict(s: DuelState, side: str, shields: int) -> None:
    sd = s.__dict__  # plain reads and writes (see DuelState.__setattr__): every red card and shield
    if shields <= 0 or sd["winner"]:
        return
    board = board_facts()
    capital = board.military_capital
    step = 1 if side == "player" else -1
    loser = other(side)
    poliorcetics = "poliorcetics" in sd[side].progress
    pos = sd["conflict"]
    for _ in range(shields):
        nxt = pos + step
        minerva = sd["minerva"]
        if minerva is not None and nxt == minerva:
            sd["minerva"] = None
            break
        pos = nxt
        if poliorcetics:
            _lose_coins(s, loser, 1)
        on_loser_half = (pos > 0) == (loser == "automa") and pos != 0
        if on_loser_half:
            dist = abs(pos)
            for start, end, looting in board.looting_zones:
                if start <= dist <= end:
                    token = f"{loser}_{looting}"
                    if token in sd["military_tokens"]:
                        sd["military_tokens"] = tuple(t for t in sd["military_tokens"] if t != token)
                        _lose_coins(s, loser, looting)
        if abs(pos) >= capital:
            pos = capital * step
            sd["conflict"] = pos
            _win(s, side, "military")
            return
    sd["conflict"] = pos


def _win(s: DuelState, side: str, reason: str) -> None:
    if s.winner is None:
        s.winner = side  # type: ignore[assignment]
        s.end_reason = reason  # type: ignore[assignment]
        s.phase = "over"
        s.pending = ()
        s.asks = ()


def _push(s: DuelState, pending: Pending) -> None:
    s.pending = s.pending + (pending,)


def _ask(s: DuelState, *questions: str) -> None:
    s.asks = s.asks + tuple(Ask(question=q) for q in questions)


# -- gaining things --------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class Gains:
    coins: int = 0
    shields: int = 0
    vp: int = 0
    science: str | None = None
    science_pair: bool = False
    science_supremacy: bool = False
    chain_gives: str | None = None
    urbanism: int = 0


def _coins_for_card(s: DuelState, side: str, card: str, buildings: tuple[str, ...]) -> int:
    facts = card_facts()[card]  # plain slots: a content model's field reads cost more
    coins = facts.coins
    if facts.fixed_coins:
        return coins
    built = len(s.city(side).built)

    def count(city_buildings: tuple[str, ...], what: tuple[str, ...], wonders: int) -> int:
        return _count_colors(city_buildings, what) + (wonders if "wonder" in what else 0)

    if facts.coins_per:
        what, each = facts.coins_per
        n = count(buildings, what, built)
        if card in buildings and facts.color in what and not _cat().decisions.lighthouse_counts_itself:
            n -= 1
        coins += each * n
    guild = facts.guild
    if guild and guild.coins_each:
        opp = s.city(other(side))
        n = max(count(buildings, guild.counts, built), count(opp.buildings, guild.counts, len(opp.built)))
        coins += guild.coins_each * n
    return coins


def _count_colors(buildings: tuple[str, ...], colors: tuple[str, ...]) -> int:
    """How many of these cards have one of these colours (counted in C: no Python loop per card)."""
    of_cards = list(map(_card_colors().__getitem__, buildings))
    return sum(map(of_cards.count, dict.fromkeys(colors)))


@functools.lru_cache(maxsize=1)
def _card_colors() -> dict[str, str]:
    """Every building's colour, by id."""
    return {card_id: b.color for card_id, b in _cat().buildings.items()}


def card_gains(s: DuelState, side: str, card: str, via_chain: bool = False) -> Gains:
    """What building ``card`` now would give ``side`` (immediate effects)."""
    cat = _cat()
    b = cat.buildings[card]
    c = s.city(side)
    shields = b.shields + (1 if b.color == "red" and "strategy" in c.progress else 0)
    counts = science_counts(c)
    pair = supremacy = False
    if b.science:
        after = counts.get(b.science, 0) + 1
        pair = after == 2
        supremacy = len(counts) + (0 if b.science in counts else 1) >= cat.board.science_supremacy_symbols
    urbanism = 4 if via_chain and "urbanism" in c.progress else 0
    return Gains(_coins_for_card(s, side, card, c.buildings + (card,)), shields, b.vp, b.science, pair, supremacy,
                 b.chain_gives, urbanism)


def _build_into_city(s: DuelState, side: str, card: str, via_chain: bool = False, price: Price | None = None) -> None:
    """A card enters ``side``'s city (bought for ``price``, chained or free) and applies its immediate
    effects. Paying and building make one copy of the city (the coins the card gives do not depend
    on the coins paid)."""
    b = card_facts()[card]
    sd = s.__dict__  # field reads and writes without pydantic's hooks (hot path)
    old = sd[side]
    c = old.__dict__
    buildings = c["buildings"] + (card,)
    coins = b.coins if b.fixed_coins else _coins_for_card(s, side, card, buildings)
    if via_chain and "urbanism" in c["progress"]:
        coins += 4
    if price is None or not price.coins:  # free (a chain, no cost): nothing paid, no trading
        fields = {**c, "buildings": buildings, "coins": c["coins"] + coins}
    else:
        left, astarte = _payment(s, side, price, c)
        fields = {**c, "buildings": buildings, "coins": left + coins, "astarte_coins": astarte}
    # _set_city inlined, on the city's fields already read: each model attribute read saved is ~400
    # machine instructions (pydantic's __getattr__ keeps the interpreter off its fast attribute path)
    new = sd[side] = _NEW(City)
    _SET_DICT(new, fields)
    _SET_FIELDS_SET(new, old.__pydantic_fields_set__)
    _SET_EXTRA(new, None)
    _SET_PRIVATE(new, None)
    sd["last_built"] = (side, card)
    shields = b.shields
    if shields or b.red:
        _push_conflict(s, side, shields + (1 if b.red and "strategy" in c["progress"] else 0))
    if b.science and not sd["winner"]:
        _gain_symbol(s, side, b.science)


def _take_progress(s: DuelState, side: str, token: str) -> None:
    t = _cat().progress_tokens[token]
    c = s.city(side)
    _set_city(s, side, progress=c.progress + (token,), coins=c.coins + t.coins)
    _gain_symbol(s, side, t.science)


def _pay(s: DuelState, side: str, price: Price) -> None:
    coins, astarte = _payment(s, side, price)
    _set_city(s, side, coins=coins, astarte_coins=astarte)


def _payment(s: DuelState, side: str, price: Price, c: dict[str, Any] | None = None) -> tuple[int, int]:
    """``side``'s coins and Astarte coins once it has paid ``price`` (the treasury first); the
    opponent's Economy receives the coins paid for trading at once (the caller sets ``side``'s).
    ``c``: the fields of ``side``'s city, when the caller has them."""
    if c is None:
        c = s.__dict__[side].__dict__
    coins, to_pay = c["coins"], price.coins
    from_treasury = min(coins, to_pay)
    if price.trade_coins:
        opp = other(side)
        o = s.__dict__[opp].__dict__
        if "economy" in o["progress"]:
            _set_city(s, opp, coins=o["coins"] + price.trade_coins)
    return coins - from_treasury, c["astarte_coins"] - (to_pay - from_treasury)


def _check_wonder_limit(s: DuelState) -> None:
    """Once 7 Wonders are built, the remaining unbuilt Wonder leaves the game."""
    if wonders_built_total(s) < board_facts().wonders_built_max:
        return
    for side in SIDES:
        c = s.city(side)
        leaving = c.unbuilt_wonders()
        if leaving:
            s.wonders_out = s.wonders_out + leaving
            _set_city(s, side, wonders=tuple(w for w in c.wonders if w not in leaving))


def _build_wonder(s: DuelState, side: str, wonder: str, card: str, price: Price | None = None) -> None:
    """``side`` builds ``wonder`` (paying ``price``, with ``card`` under it) and applies its effects."""
    w = wonder_facts()[wonder]  # plain slots: a content model's field reads cost more
    sd = s.__dict__  # fields read without pydantic's attribute hook (writes stay attribute sets)
    c = sd[side].__dict__
    if price is None:
        _set_city(s, side, built=c["built"] + ((wonder, card),), coins=c["coins"] + w.coins)
    else:
        left, astarte = _payment(s, side, price, c)
        _set_city(s, side, built=c["built"] + ((wonder, card),), coins=left + w.coins, astarte_coins=astarte)
    _check_wonder_limit(s)
    if w.opponent_loses:
        _lose_coins(s, other(side), w.opponent_loses)
    if w.play_again or "theology" in sd[side].progress:
        s.play_again = True
    _push_conflict(s, side, w.shields)
    if sd["winner"]:
        return
    opp = sd[other(side)]
    effect = w.effect
    if effect in ("discard_opponent_brown", "discard_opponent_grey"):
        color = "brown" if effect.endswith("brown") else "grey"
        colors = _card_colors()  # a plain table: a content model's field reads cost more
        targets = tuple(b for b in opp.buildings if colors[b] == color)
        if targets:
            _push(s, Pending(kind="destroy", side=side, options=targets, source=wonder))
    elif effect == "progress_from_box":
        if s.mode == "companion":
            count = min(3, len(_unseen_tokens(s)))
            if count:
                _push(s, Pending(kind="library", side=side, source=wonder))
                _ask(s, *["offer"] * count)
        elif s.progress_box:
            drawn = _draw(s, "great_library", s.progress_box, 3)
            s.progress_box = tuple(t for t in s.progress_box if t not in drawn)
            _push(s, Pending(kind="library", side=side, options=drawn, source=wonder))
    elif effect == "build_from_discard":
        if s.discard:
            _push(s, Pending(kind="free_from_discard", side=side, options=tuple(dict.fromkeys(s.discard)),
                             source=wonder))
    elif effect == "divine_theater":
        decks = _theater_decks(s)
        if decks:
            _push(s, Pending(kind="theater_deck", side=side, options=decks, source=wonder))
    elif effect == "messe":
        top = tuple(i for i in _geometry(s).top_row if s.slots and s.slots[i])
        if top:
            _push(s, Pending(kind="messe", side=side, options=tuple(map(str, top)), source=wonder))
            _ask(s, *[f"card:{i}" for i in top if s.slots[i].startswith("?")])
        else:  # nothing to build: recorded with the action, for the history (describe.py), as draws are
            made = _DRAWS.made
            if made is None:
                made = _DRAWS.made = {}
            made["messe_nothing"] = {"reason": "top_row_empty"}
    elif effect == "statue_of_liberty":
        if s.mode == "companion":
            left = set_aside_left(s, s.age)
            if left > 0:  # corrections may have taken more than were set aside: nothing to pick
                _push(s, Pending(kind="liberty_pick", side=side, source=wonder))
                _ask(s, *["offer"] * left)
        elif s.set_aside[s.age - 1]:
            _push(s, Pending(kind="liberty_pick", side=side, options=s.set_aside[s.age - 1], source=wonder))


class _Draws:
    """The random draws of the action being applied: taken from its recorded outcomes when it has
    them (a replay), else drawn from the game's stream and recorded. One instance, ``_DRAWS``
    (setting an instance's attribute is cheaper than a class's: set on every action)."""

    __slots__ = ("given", "made")

    def __init__(self) -> None:
        self.given: dict[str, Any] = _NO_OUTCOMES
        self.made: dict[str, Any] | None = None  # made on the action's first draw


_NO_OUTCOMES: dict[str, Any] = {}  # shared by every action without outcomes: never changed


_DRAWS = _Draws()


def _draw(s: DuelState, key: str, population: tuple[str, ...], k: int) -> tuple[str, ...]:
    given = _DRAWS.given.get(key)
    if given is not None:
        drawn = tuple(given)
        if not set(drawn) <= set(population) or len(drawn) != min(k, len(population)):
            raise IllegalAction("duel.illegal.bad_outcome", {"draw": key, "value": ", ".join(map(str, drawn))})
    else:
        drawn = tuple(Chance(s.seed, s.rng_counter).sample(population, min(k, len(population))))
    s.rng_counter += 1
    made = _DRAWS.made
    if made is None:
        made = _DRAWS.made = {}
    made[key] = list(drawn)
    return drawn


def _theater_order(s: DuelState, side: str, taken: str) -> None:
    """The Divine Theater's owner returns the unused Divinities "in the order of your choice": with
    two left, the Player says which goes on top (the Gate reveals it; Board Game Arena asks too).
    SOLO's rules say nothing of it: its deck keeps its order. The table's own decks (companion mode)
    are not followed card by card."""
    if side != "player" or s.mode != "digital":
        return
    deck = s.divinity_decks[MYTHOLOGIES.index(_cat().divinities[taken].mythology)]
    if len(deck) > 1:
        _push(s, Pending(kind="theater_top", side=side, options=deck))


def _theater_decks(s: DuelState) -> tuple[str, ...]:
    if s.mode == "companion":
        return tuple(m for m in MYTHOLOGIES if possible_divinities(s, m))
    return tuple(m for m, deck in zip(MYTHOLOGIES, s.divinity_decks) if deck)


# -- set-up ----------------------------------------------------------------------------------

def game_cards(pantheon: bool) -> tuple[list[str], list[str], list[str], list[str]]:
    """Age I, II, III cards and the Age III extras (Guilds, or Grand Temples with Pantheon): fresh lists."""
    age1, age2, age3, extras = _game_cards(bool(pantheon))
    return list(age1), list(age2), list(age3), list(extras)


@functools.lru_cache(maxsize=2)
def _game_cards(pantheon: bool) -> tuple[tuple[str, ...], ...]:
    cat = _cat()
    ages: list[list[str]] = [[], [], []]
    extras = []
    extra_group = "grand_temple" if pantheon and cat.decisions.age3_grand_temples_replace_guilds else "guild"
    for b in cat.buildings.values():
        if b.group == "age":
            ages[b.age - 1].append(b.id)
        elif b.group == extra_group:
            extras.append(b.id)
    return tuple(ages[0]), tuple(ages[1]), tuple(ages[2]), tuple(extras)


def wonder_pool(s_pantheon: bool, promo: bool) -> list[str]:
    return list(_wonder_pool(bool(s_pantheon), bool(promo)))


@functools.lru_cache(maxsize=4)
def _wonder_pool(pantheon: bool, promo: bool) -> tuple[str, ...]:
    cat = _cat()
    allowed = {"base"} | ({"pantheon"} if pantheon else set()) | ({"promo"} if promo else set())
    return tuple(w.id for w in cat.wonders.values() if w.expansion in allowed)


def progress_pool(pantheon: bool) -> list[str]:
    return list(_progress_pool(bool(pantheon)))


@functools.lru_cache(maxsize=2)
def _progress_pool(pantheon: bool) -> tuple[str, ...]:
    return tuple(t.id for t in _cat().progress_tokens.values() if t.expansion == "base" or pantheon)


@functools.lru_cache(maxsize=4)
def _token_slots(age: int, kind: str) -> tuple[int, ...]:
    """The slots of the Age's layout holding a token of this kind ("mythology", "offering")."""
    return tuple(i for i, t in enumerate(_cat().slot_geometry(age).tokens) if t == kind)


def new_state(options: dict[str, Any], seed: int, mode: str) -> DuelState:
    cat = _cat()
    board = cat.board  # read once (a model's field read is slow)
    pantheon = bool(options.get("pantheon", True))
    promo = bool(options.get("promo_wonders", False))
    first = cat.decisions.first_player
    start = board.start_coins
    s = DuelState(mode=mode, seed=seed, pantheon=pantheon, promo_wonders=promo, options=dict(options),
                  first_player=first, current=first, last_mover=first,
                  player=City(coins=start), automa=City(coins=_level(options.get("level", "base")).start_coins))
    s.divinity_decks = _divinities_by_mythology() if pantheon else ((),) * len(MYTHOLOGIES)
    chance = Chance(seed, 0)
    if mode == "companion":
        s.wonder_deck = tuple(wonder_pool(pantheon, promo))  # unseen pool; the table says what is drawn
        s.progress_board = ("?",) * cat.board.progress_tokens_on_board
        _ask(s, *[f"progress:{i}" for i in range(cat.board.progress_tokens_on_board)], *["wonder"] * 4)
        s.rng_counter = chance.counter
        return s
    wonders = chance.shuffled(_wonder_pool(pantheon, promo))
    s.draft_offer, s.wonder_deck = tuple(wonders[:4]), tuple(wonders[4:8])
    s.wonders_out = tuple(wonders[8:])
    tokens = chance.shuffled(_progress_pool(pantheon))
    n = board.progress_tokens_on_board
    s.progress_board, s.progress_box = tuple(tokens[:n]), tuple(tokens[n:])
    age1, age2, age3, extras = game_cards(pantheon)
    aside = board.cards_set_aside_per_age
    guilds = board.guilds_per_game
    decks, set_aside = [], []
    for i, cards in enumerate((age1, age2, age3)):
        cards = chance.shuffled(cards)
        set_aside.append(tuple(cards[:aside]))
        deck = cards[aside:]
        if i == 2:
            extras = chance.shuffled(extras)
            deck = chance.shuffled(deck + extras[:guilds])
            s.box = tuple(extras[guilds:])
        decks.append(tuple(deck))
    s.decks, s.set_aside = tuple(decks), tuple(set_aside)
    if pantheon:
        s.divinity_decks = tuple(tuple(chance.shuffled(list(deck))) for deck in s.divinity_decks)
        per_mythology = board.mythology_tokens_per_mythology
        myth_tokens = chance.shuffled([m for m in MYTHOLOGIES for _ in range(per_mythology)])
        offerings = chance.shuffled(list(board.offering_tokens))
        geo1, geo2 = cat.slot_geometry(1), cat.slot_geometry(2)
        myth_slots, offer_slots = _token_slots(1, "mythology"), _token_slots(2, "offering")
        layout1 = [""] * len(geo1.tokens)
        for slot, m in zip(myth_slots, myth_tokens):
            layout1[slot] = "myth:" + m
        layout2 = [""] * len(geo2.tokens)
        for slot, d in zip(offer_slots, offerings):
            layout2[slot] = f"offer:{d}"
        s.layout_tokens = (tuple(layout1), tuple(layout2))
        s.mythology_box = tuple(myth_tokens[len(myth_slots):])
    s.rng_counter = chance.counter
    return s


@functools.lru_cache(maxsize=1)
def _divinities_by_mythology() -> tuple[tuple[str, ...], ...]:
    """Per Mythology, its divinities in catalogue order (the decks before shuffling)."""
    cat = _cat()
    return tuple(tuple(d.id for d in cat.divinities.values() if d.mythology == m) for m in MYTHOLOGIES)


def _draft_side(s: DuelState) -> str:
    sd = s.__dict__  # one model read rather than four
    first = sd["first_player"]
    second = other(first)
    order = (first, second, second) if sd["draft_round"] == 1 else (second, first, first)
    return order[min(sd["draft_picks"], 2)]


def _start_age(s: DuelState, age: int) -> None:
    cat = _cat()
    geo = cat.slot_geometry(age)
    sd = s.__dict__  # fields read plainly (writes stay attribute sets)
    pantheon = sd["pantheon"]
    s.age = age
    s.phase = "play"
    s.face_up = geo.face_up
    n = len(geo.face_up)
    if sd["mode"] == "companion":
        s.slots = ("?",) * n
        s.slot_tokens = ("",) * n
        questions = []
        # face-up cards are named (a Guild / Grand Temple among them shows what it is); then the
        # backs of the face-down Age III cards, the only ones whose back is a question
        questions += [f"card:{i}" for i in range(n) if geo.face_up[i]]
        if age == 3:
            questions += [f"back:{i}" for i in range(n) if not geo.face_up[i]]
        if pantheon and age in (1, 2):
            questions += [f"token:{i}" for i in range(n) if geo.tokens[i] == ("mythology" if age == 1 else "offering")]
        _ask(s, *questions)
    else:
        decks = sd["decks"]
        s.slots = decks[age - 1]
        s.decks = tuple(() if i == age - 1 else d for i, d in enumerate(decks))
        s.slot_tokens = sd["layout_tokens"][age - 1] if pantheon and age in (1, 2) else ("",) * n
    if pantheon and age == 2:
        _reveal_pantheon(s)
    _level_start(s, age)


def _level_start(s: DuelState, age: int) -> None:
    """SOLO's challenge level at the start of an Age (SOLO-AMB-43: the free card first, then the
    Conflict nudge). SOLO-LEVEL-C2: a random card among the Age's set-aside ones, built for free
    with all its effects (digital: drawn and recorded as ``solo_free_card``; companion: the table
    says which, question ``solo_free``, and the nudge waits for the answer). SOLO-LEVEL-C1: the nudge."""
    lvl = solo_level(s)
    if age in lvl.free_card_ages:
        if s.mode == "companion":
            # the 3 cards set aside for this Age may all be accounted for already (corrections)
            if set_aside_left(s, age) > 0 and _possible_set_aside(s):
                _ask(s, "solo_free")
                return
        elif s.set_aside[age - 1]:
            _level_free_card(s, _draw(s, "solo_free_card", s.set_aside[age - 1], 1)[0])
    _level_nudge(s)


def _level_free_card(s: DuelState, card: str) -> None:
    _remove_set_aside(s, card)
    _build_into_city(s, "automa", card)


# outcomes recorded only for the history (describe.py), when the event happens: never read from an
# action received (DuelGame.parse_action drops them from a file's actions)
TOLD_OUTCOMES = frozenset({"messe_nothing", "solo_level_nudge"})


def _level_nudge(s: DuelState) -> None:
    """SOLO-LEVEL-C1: if SOLO is behind (d > 0) the pawn moves one space toward the Player's capital
    (the position comes from the bot's ``conflict_nudge``); a Minerva pawn on that space stops it and
    is discarded, as when shields move the pawn."""
    if s.winner or not solo_level(s).conflict_nudge or s.conflict <= 0:
        return
    from solo_desk.core.proposal import Trace
    from solo_desk.games.duel import bot_adapter, bot_decide

    before = s.conflict
    after = bot_decide.conflict_nudge(bot_adapter.build_view(s), Trace())
    stopped = after == before and s.minerva == before - 1
    if stopped:
        s.minerva = None
    s.conflict = after
    if after != before or stopped:
        # for the history (describe.py) and SOLO's explanation (bot_propose.level_steps): recorded
        # with the action that started the Age, as its random draws are (a rare event: no cost per action)
        made = _DRAWS.made
        if made is None:
            made = _DRAWS.made = {}
        made["solo_level_nudge"] = {"age": s.age, "level": solo_level(s).id, "before": before, "after": after}


def _reveal_pantheon(s: DuelState) -> None:
    """Start of Age II: the Divinities are turned face up; the Gate fills the empty space; Enki gets 2 tokens."""
    spaces = list(s.pantheon_spaces)
    if "" in spaces:
        spaces[spaces.index("")] = "gate"
    s.pantheon_spaces = tuple(spaces)
    if s.mode == "companion":
        _ask(s, *[f"pantheon:{i + 1}" for i, g in enumerate(spaces) if g.startswith("?")])
    elif "enki" in spaces:
        _draw_enki(s)


def _draw_enki(s: DuelState) -> None:
    """Enki's two Progress tokens come from the box: when it holds fewer (corrections can empty
    it), he gets as many as it holds (companion: only those are asked; digital: ``_draw`` caps)."""
    if s.mode == "companion":
        _ask(s, *[f"enki:{i}" for i in range(min(2, max(0, progress_box_free(s))))])
        return
    drawn = _draw(s, "enki", s.progress_box, 2)
    s.enki_tokens = drawn
    s.progress_box = tuple(t for t in s.progress_box if t not in drawn)


# -- end of turn -----------------------------------------------------------------------------

def _finish(s: DuelState, d: dict[str, Any] | None = None) -> None:
    """Moves the game on once nothing is pending: reveals, tokens, end of Age, next side. ``d``: the
    state's ``__dict__``, when the caller has it (a model's attribute read is slow)."""
    if d is None:
        d = s.__dict__  # plain reads and writes (see DuelState.__setattr__): the end of every turn
    if d["winner"] or d["pending"] or d["asks"] or d["phase"] != "play" or not d["turn_done"]:
        return
    slots, face_up = d["slots"], d["face_up"]
    # _reveal's own early checks first (most turns turn nothing: no call)
    if slots and not all(face_up) and not all(map(face_up.__getitem__, _accessible(d["age"], slots))):
        _reveal(s)
        if d["pending"] or d["asks"]:
            return
    d["turn_done"] = False
    d["turn"] += 1
    if slots and not any(slots):
        _end_age(s)
        return
    if not d["play_again"]:
        d["current"] = "automa" if d["current"] == "player" else "player"  # other(), inlined
    d["play_again"] = False


def _reveal(s: DuelState) -> None:
    d = s.__dict__
    face_up = d["face_up"]
    if all(face_up):
        return
    slots = d["slots"]
    if d["phase"] != "play" or not slots:
        return
    accessible = _accessible(d["age"], slots)
    if all(map(face_up.__getitem__, accessible)):  # nothing to turn (most turns): no Python loop
        return
    hidden = [i for i in accessible if not face_up[i]]
    face_up = list(face_up)
    tokens = d["slot_tokens"]
    left = None  # the slot tokens once those revealed are taken: copied only when one is
    for i in hidden:
        face_up[i] = True
        if slots[i].startswith("?"):
            _ask(s, f"card:{i}")
        token = tokens[i]
        if token:
            if left is None:
                left = list(tokens)
            left[i] = ""
            _take_layout_token(s, d["current"], token)
    d["face_up"] = tuple(face_up)
    if left is not None:
        d["slot_tokens"] = tuple(left)


def _take_layout_token(s: DuelState, side: str, token: str) -> None:
    kind, _, value = token.partition(":")
    sd = s.__dict__  # fields read plainly: every token uncovered in Ages I and II
    c = sd["player" if side == "player" else "automa"].__dict__
    if kind == "offer":
        _set_city(s, side, offering_tokens=c["offering_tokens"] + (int(value),))
        return
    _set_city(s, side, mythology_tokens=c["mythology_tokens"] + (value,))
    if "" not in sd["pantheon_spaces"]:
        return
    deck = sd["divinity_decks"][MYTHOLOGIES.index(value)]
    if sd["mode"] == "companion":
        _push(s, Pending(kind="place_divinity", side=side, options=("?" + value,)))
    elif deck:
        _push(s, Pending(kind="place_divinity", side=side, options=deck[:2]))


def _end_age(s: DuelState) -> None:
    if s.age == 3:
        _civilian_end(s)
        return
    ended_at = s.conflict  # the new Age's bonuses (a level's Conflict nudge) may move the pawn
    chooser = "automa" if ended_at > 0 else "player" if ended_at < 0 else s.current
    _start_age(s, s.age + 1)
    s.age_first_turn = s.turn
    s.play_again = False
    if not s.winner:  # the source keeps the Conflict the choice was made on (SOLO's explanation)
        _push(s, Pending(kind="start", side=chooser, options=SIDES, source=f"conflict:{ended_at}"))


def _civilian_end(s: DuelState) -> None:
    s.phase = "over"
    s.end_reason = "civilian"
    totals = {side: sum(score_breakdown(s, side).values()) for side in SIDES}
    if totals["player"] != totals["automa"]:
        s.winner = max(SIDES, key=lambda x: totals[x])
        return
    blue = {side: score_breakdown(s, side)["blue"] for side in SIDES}
    s.winner = "draw" if blue["player"] == blue["automa"] else max(SIDES, key=lambda x: blue[x])


# -- scoring ---------------------------------------------------------------------------------

def score_breakdown(s: DuelState, side: str) -> dict[str, int]:
    """Victory points so far, by category (civilian scoring at the end of Age III)."""
    # the cities' fields read from __dict__, the content's facts from plain copies: SOLO's view and
    # every game's end score both cities
    sd = s.__dict__
    c, opp = sd[side].__dict__, sd[other(side)].__dict__
    board = board_facts()
    score = dict.fromkeys(SCORE_CATEGORIES, 0)
    buildings = c["buildings"]
    printed, temples, guilds = _printed_vp(buildings)
    score.update(printed)
    for g in guilds:
        if "coin_set_of_3" in g.counts:
            n = max(c["coins"], opp["coins"]) // 3
        elif "wonder" in g.counts:
            n = max(len(c["built"]), len(opp["built"]))
        else:
            n = max(_count_colors(buildings, g.counts), _count_colors(opp["buildings"], g.counts))
        score["purple"] += g.vp_each * n
    temple_vp = board.grand_temple_vp
    score["grand_temples"] = temple_vp[min(temples, len(temple_vp) - 1)]
    wonders = wonder_facts()
    score["wonders"] = sum(wonders[w].vp for w, _ in c["built"])
    progress = c["progress"]
    if progress:
        tokens = _cat().progress_tokens
        for t in progress:
            tok = tokens[t]
            score["progress"] += tok.vp
            if tok.effect == "mathematics":
                score["progress"] += 3 * len(progress)
            if tok.effect == "mysticism":
                score["progress"] += 2 * (len(c["mythology_tokens"]) + len(c["offering_tokens"]))
    divinities = divinity_facts()
    score["divinities"] = sum(divinities[d].vp for d in c["divinities"]) + c["astarte_coins"]
    score["coins"] = c["coins"] // 3
    dist = sd["conflict"] if side == "player" else -sd["conflict"]  # military_position, on the field read
    if dist > 0:
        for start, end, vp in board.military_vp_zones:
            if start <= dist <= end:
                score["military"] = vp
    return score


@functools.lru_cache(maxsize=256)
def _printed_vp(buildings: tuple[str, ...]) -> tuple[dict[str, int], int, tuple[Any, ...]]:
    """What scoring reads of these cards alone: the VP printed on the blue, green and yellow ones (by
    colour), the Grand Temples and the Guilds (in build order). Shared: never change the dict."""
    facts = card_facts()  # plain slots: a content model's field reads cost more
    printed = {"blue": 0, "green": 0, "yellow": 0}
    temples = 0
    guilds = []
    for b in buildings:
        card = facts[b]
        if card.group == "grand_temple":
            temples += 1
        elif card.group == "guild":
            assert card.guild is not None
            guilds.append(card.guild)
        elif card.color in printed:
            printed[card.color] += card.vp
    return printed, temples, tuple(guilds)


# -- legal actions ---------------------------------------------------------------------------

def to_move(s: DuelState) -> str | None:
    sd = s.__dict__  # fields read from __dict__, a little faster than attributes: asked several times per action
    if not sd["pending"] and not sd["asks"] and sd["phase"] == "play":  # a turn, the most frequent case
        return sd["current"]
    phase = sd["phase"]
    if phase == "over":
        return None
    if sd["asks"]:
        return "player"  # the human reports what the table shows
    pending = sd["pending"]
    if pending:
        return pending[0].side
    if phase == "draft":
        return _draft_side(s)
    return sd["current"]


Move = tuple[type[Action], dict[str, Any]]


def _mk(cls: type[Action], **fields: Any) -> Move:
    return cls, fields


def legal_actions(s: DuelState) -> list[Action]:
    """Every legal action of the side to move, each move with its exact price."""
    return [cls(**fields) for cls, fields in legal_moves(s)]


def random_legal_action(s: DuelState, pick_index) -> Action:
    """A legal action drawn uniformly with ``pick_index(n)``; on a turn, candidates are drawn and the
    unaffordable ones rejected, so only the drawn moves are priced (self-play speed)."""
    sd = s.__dict__  # fields read from __dict__, a little faster than attributes (every move of the policy)
    if sd["phase"] == "play" and not sd["asks"] and not sd["pending"]:  # a turn: to_move(s) is s.current
        # the candidates of _turn_candidates, in the same order, without building the list:
        # per accessible card build, discard, then one per unbuilt Wonder; then the activations
        side = sd["current"]
        c = sd[side].__dict__
        have = c["coins"] + c["astarte_coins"]
        slots, age = sd["slots"], sd["age"]
        accessible = _accessible(age, slots) if slots else ()
        built = c["built"]
        opponent_built = sd["automa" if side == "player" else "player"].built
        unbuilt = _unbuilt_wonders(c["wonders"], built) \
            if len(built) + len(opponent_built) < board_facts().wonders_built_max else ()
        per_card = 2 + len(unbuilt)
        if sd["pantheon"] and age >= 2:
            activations = [a for a in _activation_options(s, side) if a[2] <= have]
        else:
            activations = ()
        n_cards = len(accessible) * per_card
        total = n_cards + len(activations)
        table = None
        for _ in range(64):
            index = pick_index(total)
            if index >= n_cards:
                space, offerings, price = activations[index - n_cards]
                return _construct(ActivateDivinity, {"by": side, "space": space, "offerings": offerings, "price": price})
            slot, r = accessible[index // per_card], index % per_card
            card = slots[slot]
            if r == 1:
                gain = _discard_value(c["buildings"])
                action = _construct(DiscardCard, {"by": side, "card": card, "gain": gain})
                _PICKED.remember(s, action, slot, card, gain)
                return action
            if table is None:
                table = price_table(s, side)
            if r == 0:
                price = table.cards.get(card) or table.card(card)  # the table's dict first: priced once
                if price.coins <= have:
                    action = _construct(BuildCard, {"by": side, "card": card, "price": price.coins})
                    _PICKED.remember(s, action, slot, card, price)
                    return action
            else:
                wonder = unbuilt[r - 2]
                price = table.wonders.get(wonder) or table.wonder(wonder)
                if price.coins <= have:
                    action = _construct(BuildWonder, {"by": side, "wonder": wonder, "card": card, "price": price.coins})
                    _PICKED.remember(s, action, slot, card, price)
                    return action
    moves = legal_moves(s)
    cls, fields = moves[pick_index(len(moves))]
    return _construct(cls, fields)


class _Picked:
    """The last turn action ``random_legal_action`` drew (or SOLO's turn view checked,
    ``remember_solo_turn``), with what it checked: applying that very action object to that very
    state object (states and actions are never changed once made) skips checking it again: its
    card's slot is accessible (a real card id, in one slot only), its price (a :class:`Price`; a
    discard's gain) is what ``_apply_turn`` would compute and is affordable, a Wonder is the side's
    and unbuilt, and fewer than 7 are built. ``recorded``: the action as ``_apply_turn`` would
    record it (the action itself when drawn with its price or gain)."""

    __slots__ = ("state", "action", "slot", "card", "value", "recorded")

    def __init__(self) -> None:
        self.state = self.action = self.value = self.recorded = None
        self.slot = -1
        self.card = ""

    def remember(self, state: DuelState, action: Action, slot: int, card: str, value: Any,
                 recorded: Action | None = None) -> None:
        if card.startswith("?"):  # an unknown card (companion) may lie in several slots: check it as usual
            self.state = None
            return
        self.state, self.action, self.slot, self.card, self.value = state, action, slot, card, value
        self.recorded = action if recorded is None else recorded


def remember_solo_turn(s: DuelState, action: Action, slot: int, value: Price | int) -> None:
    """SOLO's build, Wonder or discard with the accessible card in ``slot``, checked by its turn view:
    a build or Wonder within its treasury at ``value`` (``price_table(s, "automa")``'s price), its
    Wonder unbuilt and fewer than 7 built; a discard for ``value`` coins (``discard_value``). Applying
    that very action to ``s`` skips checking and pricing it again (see :class:`_Picked`); it is
    recorded with its price or gain, as ``_apply_turn`` records it."""
    recorded = _filled_in(action, "gain", value) if type(action) is DiscardCard else \
        _filled_in(action, "price", value.coins)
    _PICKED.remember(s, action, slot, action.card, value, recorded)


_PICKED = _Picked()


@functools.lru_cache(maxsize=128)  # small: see _price_table
def _unbuilt_wonders(wonders: tuple[str, ...], built: tuple[tuple[str, str], ...]) -> tuple[str, ...]:
    """``City.unbuilt_wonders`` from the two fields it reads (cached: asked on every turn)."""
    done = {w for w, _ in built}
    return tuple(w for w in wonders if w not in done)


_DEFAULTS: dict[type, dict[str, Any]] = {}


def _construct(cls: type[Action], fields: dict[str, Any]) -> Action:
    """An action from fields the rules produced themselves: no validation needed (self-play speed)."""
    defaults = _DEFAULTS.get(cls)
    if defaults is None:  # the first action of this class (content reloads keep the classes)
        ensure_built(cls)
        defaults = _DEFAULTS[cls] = {n: f.default for n, f in cls.model_fields.items() if not f.is_required()}
    action = _NEW(cls)
    _SET_DICT(action, {**defaults, **fields, "outcomes": {}})
    _SET_FIELDS_SET(action, set(fields))
    _SET_EXTRA(action, None)
    _SET_PRIVATE(action, None)
    return action


def legal_moves(s: DuelState) -> list[Move]:
    side = to_move(s)
    if side is None:
        return []
    sd = s.__dict__  # fields read once, without pydantic's attribute hook (asked on most decisions)
    asks = sd["asks"]
    if asks:
        q = asks[0].question
        return [_mk(Answer, question=q, value=v) for v in ask_choices(s, q)]  # the table's, no side's
    pending = sd["pending"]
    if pending:
        return _pending_actions(s, pending[0])
    if sd["phase"] == "draft":
        return [_mk(PickWonder, by=side, wonder=w) for w in sd["draft_offer"]]  # type: ignore[arg-type]
    return _turn_actions(s, side)


def _turn_candidates(s: DuelState, side: str) -> list[tuple]:
    """The main actions of a turn before affordability is checked: (kind, card, wonder-or-move)."""
    out: list[tuple] = []
    c = s.city(side)
    unbuilt = c.unbuilt_wonders() if wonders_built_total(s) < board_facts().wonders_built_max else ()
    for card in accessible_cards(s):
        out.append(("build", card, None))
        out.append(("discard", card, None))
        out.extend(("wonder", card, w) for w in unbuilt)
    if s.pantheon and s.age >= 2:
        out.extend(("activate", None, move) for move in _activation_actions(s, side, coins_available(s, side)))
    return out


def _priced(s: DuelState, side: str, candidate: tuple, have: int) -> Move | None:
    """The candidate as a move with its price, or None when ``side`` cannot afford it."""
    kind, card, extra = candidate
    if kind == "build":
        price = building_price(s, side, card).coins
        return (BuildCard, {"by": side, "card": card, "price": price}) if price <= have else None
    if kind == "wonder":
        price = wonder_price(s, side, extra).coins
        return (BuildWonder, {"by": side, "wonder": extra, "card": card, "price": price}) if price <= have else None
    if kind == "discard":
        return DiscardCard, {"by": side, "card": card, "gain": discard_value(s, side)}
    return extra


def _turn_actions(s: DuelState, side: str) -> list[Move]:
    have = coins_available(s, side)
    return [m for m in (_priced(s, side, c, have) for c in _turn_candidates(s, side)) if m is not None]


def _offering_sets(tokens: tuple[int, ...], cost: int) -> list[tuple[int, ...]]:
    """Subsets of Offering tokens worth using: no token wasted entirely."""
    out: list[tuple[int, ...]] = [()]
    for r in range(1, len(tokens) + 1):
        for combo in set(itertools.combinations(sorted(tokens), r)):
            if sum(combo) - min(combo) < cost:
                out.append(combo)
    return out


def _activation_actions(s: DuelState, side: str, have: int) -> list[Move]:
    return [(ActivateDivinity, {"by": side, "space": space, "offerings": combo, "price": price})
            for space, combo, price in _activation_options(s, side) if price <= have]


def _activation_options(s: DuelState, side: str) -> tuple[tuple[int, tuple[int, ...], int], ...]:
    """Every activation ``side`` may choose, affordable or not: (space, offering tokens used, price)."""
    sd = s.__dict__  # two model reads rather than nine (the random player asks on every turn of Ages II-III)
    c = sd["player" if side == "player" else "automa"].__dict__
    return _activation_options_of(sd["pantheon_spaces"], side, side == sd["first_player"], sd["age"],
                                  c["mythology_tokens"], c["built"],
                                  sd["options"].get("level", "base") if side == "automa" else "", c["offering_tokens"])


@functools.lru_cache(maxsize=128)  # small: see _price_table
def _activation_options_of(spaces: tuple[str, ...], side: str, first: bool, age: int, myths: tuple[str, ...],
                           built: tuple[tuple[str, str], ...], level_id: str, tokens: tuple[int, ...]
                           ) -> tuple[tuple[int, tuple[int, ...], int], ...]:
    """``_activation_options`` from the facts the divinity prices depend on (cached: asked every turn)."""
    sanctuary_built = any(w == "sanctuary" for w, _ in built)
    out = []
    for space, god in enumerate(spaces, start=1):
        if not god or god.startswith("?"):
            continue
        cost = _divinity_price(god, space, side, first, age, myths, sanctuary_built, level_id, ()).coins
        for combo in _offering_sets(tokens, cost) if cost and tokens else [()]:
            out.append((space, combo, max(0, cost - sum(combo))))
    return tuple(out)


def _pending_actions(s: DuelState, p: Pending) -> list[Move]:
    pd = p.__dict__  # fields read plainly: every decision is listed here
    side, kind, options = pd["side"], pd["kind"], pd["options"]
    # the moves as (class, fields) pairs: _mk's result, built inline (the player policy lists them)
    if kind == "start":
        return [(ChooseStart, {"by": side, "starter": x}) for x in SIDES]
    if kind == "place_divinity":
        spaces = [i for i, g in enumerate(s.pantheon_spaces, start=1) if not g]
        return [(Choose, {"by": side, "pick": d, "space": k}) for d in options for k in spaces]
    if kind == "isis":
        c = s.city(side)
        return [(Choose, {"by": side, "pick": w, "card": card})
                for w in c.unbuilt_wonders() for card in dict.fromkeys(s.discard)]
    if kind == "zeus":
        return [(Choose, {"by": side, "slot": i}) for i, card in enumerate(s.slots) if card]
    if kind == "messe":
        return [(Choose, {"by": side, "slot": int(i)}) for i in options]
    if kind == "minerva":
        cap, conflict = board_facts().military_capital, s.conflict
        return [(Choose, {"by": side, "space": k}) for k in range(-cap, cap + 1) if k != conflict]
    return [(Choose, {"by": side, "pick": o}) for o in options]


# the decisions whose moves are not simply one per option (``_pending_choices`` lists them)
_LISTED_CHOICES = frozenset(("place_divinity", "isis", "zeus", "messe", "minerva"))


def _is_pending_choice(s: DuelState, p: Pending, given: tuple) -> bool:
    """``given in _pending_choices(s, p)``: for a decision picking one of its options, checked
    without listing the moves (most decisions)."""
    pd = p.__dict__  # fields read plainly: every decision taken is checked here
    if pd["kind"] in _LISTED_CHOICES:
        return given in _pending_choices(s, p)
    pick, card, slot, space = given
    return card == "" and slot is None and space is None and pick in pd["options"]


def _pending_choices(s: DuelState, p: Pending) -> list[tuple[str, str, int | None, int | None]]:
    """The (pick, card, slot, space) of every move ``_pending_actions`` lists for a Choose decision,
    without building the moves (checking a choice)."""
    pd = p.__dict__  # fields read plainly (see _is_pending_choice)
    kind, options = pd["kind"], pd["options"]
    if kind == "place_divinity":
        spaces = [i for i, g in enumerate(s.pantheon_spaces, start=1) if not g]
        return [(d, "", None, k) for d in options for k in spaces]
    if kind == "isis":
        return [(w, card, None, None) for w in s.city(p.side).unbuilt_wonders() for card in dict.fromkeys(s.discard)]
    if kind == "zeus":
        return [("", "", i, None) for i, card in enumerate(s.slots) if card]
    if kind == "messe":
        return [("", "", int(i), None) for i in options]
    if kind == "minerva":
        cap, conflict = board_facts().military_capital, s.conflict
        return [("", "", None, k) for k in range(-cap, cap + 1) if k != conflict]
    return [(o, "", None, None) for o in options]


# -- companion questions ---------------------------------------------------------------------

def known_cards(s: DuelState) -> set[str]:
    known = {c for c in s.slots if c and not c.startswith("?")}
    known.update(c for c in s.discard if c != "?")
    for side in SIDES:
        c = s.city(side)
        known.update(c.buildings)
        known.update(card for _, card in c.built)
    for p in s.pending:
        if p.kind.startswith("liberty"):
            known.update(p.options)
    return known


def _possible_cards(s: DuelState, back: str) -> list[str]:
    age1, age2, age3, extras = game_cards(s.pantheon)
    pool = extras if back == "?guild" else (age1, age2, age3)[s.age - 1]
    if back == "?any":  # an Age III face-up card whose back nobody told: either kind
        pool = age3 + extras
    known = known_cards(s)
    return [c for c in pool if c not in known]


def extras_back(pantheon: bool) -> str:
    """The back of this game's Age III extras, as the table sees it: ``"temple"`` (Grand Temples),
    ``"guild"`` (Guilds), ``"guild_or_temple"`` (both kinds in the game)."""
    groups = {_cat().buildings[c].group for c in _game_cards(bool(pantheon))[3]}
    if groups == {"grand_temple"}:
        return "temple"
    return "guild" if groups == {"guild"} else "guild_or_temple"


BACK_VALUES = ("guild", "temple", "guild_or_temple")  # the answers naming the extras' back


def _unknown_backs(s: DuelState) -> tuple[list[int], list[int]]:
    """Companion, Age III set-up: the face-down slots whose back is still asked and the face-up slots
    still to name while backs are asked (their name tells their back)."""
    backs = [int(q.question[5:]) for q in s.asks if q.question.startswith("back:")]
    if s.age != 3 or not backs:
        return backs, []
    faces = [int(q.question[5:]) for q in s.asks if q.question.startswith("card:")
             and s.slots[int(q.question[5:])] == "?" and s.face_up[int(q.question[5:])]]
    return backs, faces


def _extras_left(s: DuelState) -> int:
    """The Guild / Grand Temple backs the Age III structure still hides (not named nor told)."""
    from solo_desk.games.duel.edits import guild_backs

    return _cat().board.guilds_per_game - guild_backs(s)


def ask_choices(s: DuelState, question: str) -> list[str]:
    cat = _cat()
    kind, _, arg = question.partition(":")
    if kind == "card":
        slot = int(arg)
        backs, faces = _unknown_backs(s)
        if slot in faces:  # named before the backs are told: its name says its back
            left = _extras_left(s)
            if left <= 0:
                return _possible_cards(s, "?")
            if len(backs) + len(faces) <= left:
                return _possible_cards(s, "?guild")
            return _possible_cards(s, "?any")
        return _possible_cards(s, s.slots[slot])
    if kind == "discarded":
        return _possible_cards(s, "?guild" if s.age == 3 and arg == "guild" else "?")
    if kind == "back":
        slot = int(arg)
        backs, faces = _unknown_backs(s)
        left = _extras_left(s)
        remaining = [i for i in backs if i >= slot] + faces
        extra = extras_back(s.pantheon)
        if left <= 0:
            return ["age"]
        if len(remaining) <= left:
            return [extra]
        return ["age", extra]
    if kind == "token":
        if s.age == 1:
            held = [m for side in SIDES for m in s.city(side).mythology_tokens]
            placed = [t[5:] for t in s.slot_tokens if t.startswith("myth:")]
            per = cat.board.mythology_tokens_per_mythology
            return [m for m in MYTHOLOGIES if (held + placed).count(m) < per]
        used = [t for t in s.slot_tokens if t.startswith("offer:")]
        return [str(d) for d in cat.board.offering_tokens if f"offer:{d}" not in used]
    if kind == "progress":
        seen = set(s.progress_board) | {t for side in SIDES for t in s.city(side).progress}
        seen |= set(s.enki_tokens) | _library_offered(s)
        return [t for t in progress_pool(s.pantheon) if t not in seen]
    if kind == "wonder":
        return list(s.wonder_deck)
    if kind == "pantheon":
        mythology = s.pantheon_spaces[int(arg) - 1][1:]
        return possible_divinities(s, mythology)
    if kind == "enki" or kind == "offer":
        target = _offer_target(s) if kind == "offer" else None
        if target is not None and target.kind.startswith("liberty"):
            return [c for c in _possible_set_aside(s) if c not in target.options]
        # a token a Great Library offer already names lies there, whichever question asks (the
        # Library's own, or Enki's queued behind it): never in two places at once
        offered = _library_offered(s) | (set(target.options) if target is not None else set())
        return [t for t in _unseen_tokens(s) if t not in offered]
    if kind == "gate":
        return possible_divinities(s, arg)
    if kind == "solo_free":
        return _possible_set_aside(s) if set_aside_left(s, s.age) > 0 else []
    raise MalformedAction("duel.malformed.question", {"question": question})


OFFER_KINDS = ("library", "liberty_pick", "gate")


def _unseen_tokens(s: DuelState) -> list[str]:
    """Progress tokens neither on the board, nor on Enki, nor taken: those in the box."""
    seen = set(s.progress_board) | set(s.enki_tokens) | {t for side in SIDES for t in s.city(side).progress}
    return [t for t in progress_pool(s.pantheon) if t not in seen]


def _library_offered(s: DuelState) -> set[str]:
    """The Progress tokens a pending Great Library offer names (drawn from the box, not in it)."""
    return {t for p in s.pending if p.kind == "library" for t in p.options}


def progress_box_count(s: DuelState) -> int:
    """The Progress tokens in the box that a draw (Enki's) can take now, in either mode."""
    return max(0, progress_box_free(s)) if s.mode == "companion" else len(s.progress_box)


def progress_box_free(s: DuelState) -> int:
    """Companion: the Progress tokens in the box (seen nowhere, not offered by the Great Library)
    beyond those the table is still to tell as drawn from it (the board at set-up, the Great
    Library, Enki); below zero, a question without an answer."""
    target = _offer_target(s)
    library = target is not None and target.kind == "library"
    offered = _library_offered(s)
    told = sum(1 for q in s.asks if q.question.startswith(("enki:", "progress:")) or (library and q.question == "offer"))
    return sum(1 for t in _unseen_tokens(s) if t not in offered) - told


def _offer_target(s: DuelState) -> Pending | None:
    """The pending decision whose options the table is telling (drawn tokens, set-aside cards, top gods)."""
    for p in s.pending:
        if p.kind in OFFER_KINDS:
            return p
    return None


def set_aside_left(s: DuelState, age: int) -> int:
    """Companion: how many of the cards set aside for ``age`` at set-up are still there (3 less
    those taken from the pile: Statue of Liberty, SOLO's free card, corrections); below zero when
    corrections took more."""
    cat = _cat()
    taken = sum(1 for c in s.set_aside_taken if cat.buildings[c].age == age and cat.buildings[c].group == "age")
    return cat.board.cards_set_aside_per_age - taken


def _possible_set_aside(s: DuelState) -> list[str]:
    age1, age2, age3, _ = game_cards(s.pantheon)
    known = known_cards(s)
    return [c for c in (age1, age2, age3)[s.age - 1] if c not in known]


def possible_divinities(s: DuelState, mythology: str) -> list[str]:
    """The divinities of ``mythology`` that may still lie in its deck: neither on the Pantheon board
    nor activated (in companion mode the decks are not followed card by card; in digital mode this
    is the deck's content in catalogue order)."""
    cat = _cat()
    placed = set(s.pantheon_spaces) | {d for side in SIDES for d in s.city(side).divinities}
    return [d.id for d in cat.divinities.values() if d.mythology == mythology and d.id not in placed]


def _asked(s: DuelState, question: str) -> Any:
    """A question as the table asks it, for a refusal that names it (never its raw id)."""
    from solo_desk.games.duel.describe import question_text  # describe reads the content, not the rules

    return question_text(question, s)


def _apply_answer(s: DuelState, a: Answer) -> None:
    kind, _, arg = a.question.partition(":")
    if not s.asks or s.asks[0].question != a.question:
        if not _older_back_answer(s, a):
            raise IllegalAction("duel.illegal.not_asked", {"question": _asked(s, a.question)})
        # a save made when every Age III back was asked first, face-up cards' too: the same backs
        s.asks = tuple(q for q in s.asks if q.question != a.question)
        s.slots = _replace(s.slots, int(arg), "?guild" if a.value in BACK_VALUES else "?")
        _backs_determined(s)
        return
    choices = ask_choices(s, a.question)
    if kind == "back" and a.value in BACK_VALUES and set(choices) & set(BACK_VALUES):
        pass  # an older save's "guild" for a Grand Temple back: the same back
    elif a.value not in choices:
        from solo_desk.games.duel.describe import answer_name  # the value by name, as the choices show it

        raise IllegalAction("duel.illegal.answer_impossible", {"question": _asked(s, a.question),
                                                               "value": answer_name(a.question, a.value, in_sentence=True)})
    s.asks = s.asks[1:]
    if kind == "card":
        s.slots = _replace(s.slots, int(arg), a.value)
        if s.age == 3:
            _backs_determined(s)
    elif kind == "discarded":
        i = len(s.discard) - 1 - s.discard[::-1].index("?")
        s.discard = _replace(s.discard, i, a.value)
    elif kind == "back":
        s.slots = _replace(s.slots, int(arg), "?guild" if a.value in BACK_VALUES else "?")
        _backs_determined(s)
    elif kind == "token":
        s.slot_tokens = _replace(s.slot_tokens, int(arg), ("myth:" if s.age == 1 else "offer:") + a.value)
    elif kind == "progress":
        s.progress_board = _replace(s.progress_board, int(arg), a.value)
    elif kind == "wonder":
        s.draft_offer = s.draft_offer + (a.value,)
        s.wonder_deck = tuple(w for w in s.wonder_deck if w != a.value)
    elif kind == "pantheon":
        s.pantheon_spaces = _replace(s.pantheon_spaces, int(arg) - 1, a.value)
        if a.value == "enki" and not s.enki_tokens:
            _draw_enki(s)
    elif kind == "enki":
        s.enki_tokens = s.enki_tokens + (a.value,)
        s.pending = tuple(p.model_copy(update={"options": s.enki_tokens}) if p.kind == "enki" else p for p in s.pending)
    elif kind == "solo_free":
        # the free card is built as the Age starts, before the choice of who starts it (digital:
        # _start_age, then the "start" decision): what it triggers (a Progress token for a pair of
        # science symbols) comes first, as at the table and in digital mode
        waiting = len(s.pending)
        _level_free_card(s, a.value)
        s.pending = s.pending[waiting:] + s.pending[:waiting]
        _level_nudge(s)
    elif kind in ("offer", "gate"):
        target = _offer_target(s)
        assert target is not None
        i = s.pending.index(target)
        s.pending = _replace(s.pending, i, target.model_copy(update={"options": target.options + (a.value,)}))


def _older_back_answer(s: DuelState, a: Answer) -> bool:
    """An Age III back answered as older saves recorded it (every back before the face-up cards'
    names, face-up cards included): still open, or a face-up card not named yet."""
    kind, _, arg = a.question.partition(":")
    if kind != "back" or not arg.isdigit() or s.mode != "companion" or s.age != 3 or a.value not in ("age",) + BACK_VALUES:
        return False
    slot = int(arg)
    if any(q.question == a.question for q in s.asks):
        return True
    return slot < len(s.slots) and s.face_up[slot] and s.slots[slot] == "?" and any(q.question == f"card:{slot}" for q in s.asks)


def _backs_determined(s: DuelState) -> None:
    """Age III backs: once the structure's Guild / Grand Temple backs are all told, the other cards
    show an Age III back; once the slots still to tell are as many as the Guild backs left, they show
    those. Either way the remaining ``back:<i>`` questions have one possible answer: not asked."""
    pending, faces = _unknown_backs(s)
    if not pending:
        return
    left = _extras_left(s)
    if left > 0 and (faces or len(pending) > left):
        return
    back = "?guild" if left > 0 else "?"
    for slot in pending:
        s.slots = _replace(s.slots, slot, back)
    s.asks = tuple(q for q in s.asks if not q.question.startswith("back:"))


def _replace(values: tuple, index: int, value: Any) -> tuple:
    return values[:index] + (value,) + values[index + 1:]


# -- apply -----------------------------------------------------------------------------------

def solo_draws(action: Action) -> int:
    """How many of SOLO's random choices (outcomes ``solo_random_N``) the action records."""
    outcomes = action.outcomes
    return sum(1 for k in outcomes if k.startswith("solo_random_")) if outcomes else 0


_APPLIED: dict[int, tuple[DuelState, Action, tuple[DuelState, Action]]] = {}


def remember(chain: list[tuple[DuelState, Action, DuelState, Action]]) -> None:
    """Keep the results of the actions a proposal has just applied (state, action, new state,
    recorded action): applying that very action object to that very state object again returns
    them instead of recomputing (states are never changed once made). Only the last chain is kept."""
    _APPLIED.clear()
    for state, action, new, recorded in chain:
        _APPLIED[id(state)] = (state, action, (new, recorded))


def apply(state: DuelState, action: Action) -> tuple[DuelState, Action]:
    """Apply ``action``: the new state and the action as recorded. The random stream's counter
    advances by SOLO's random choices the action records (they were drawn at the state's counter,
    before the action: DESIGN.md, randomness), then by any draw the engine makes."""
    known = _APPLIED.get(id(state))
    if known is not None and known[0] is state and known[1] is action:
        return known[2]
    draws = _DRAWS
    draws.given, draws.made = action.outcomes, None
    try:
        s, recorded = _apply(state, action)
    except IllegalAction:
        _refuse_unknown_ids(action)  # "'nosuch' is not a card", rather than "nosuch is not in the structure"
        raise
    finally:
        draws.given = _NO_OUTCOMES
    made = draws.made
    return s, recorded.with_outcomes(**made) if made else recorded


# the fields of an action that name an item of the catalogue: kind -> ((field, catalogue section), ...)
# (the corrections that say so themselves, duel.illegal.edit_*_unknown, are not listed)
_ID_FIELDS: dict[str, tuple[tuple[str, str], ...]] = {
    "build": (("card", "buildings"),), "discard": (("card", "buildings"),),
    "build_wonder": (("wonder", "wonders"), ("card", "buildings")), "pick_wonder": (("wonder", "wonders"),),
    "activate": (("god", "divinities"),), "move_card": (("card", "buildings"),),
    "move_wonder": (("wonder", "wonders"),), "move_progress": (("token", "progress_tokens"),),
}
_ID_WHAT = {
    "buildings": {"en": "a card", "it": "una carta"},
    "wonders": {"en": "a Wonder", "it": "una Meraviglia"},
    "divinities": {"en": "a divinity", "it": "una divinità"},
    "progress_tokens": {"en": "a Progress token", "it": "un segnalino Progresso"},
}


def _refuse_unknown_ids(action: Action) -> None:
    """A refused action naming an id no card, Wonder, divinity or token of the game has: say so
    (only on the way out of a refusal, so a legal action costs nothing)."""
    cat = _cat()
    for field, section in _ID_FIELDS.get(action.kind, ()):
        value = getattr(action, field, None)
        if value and value not in getattr(cat, section):
            raise IllegalAction("duel.illegal.unknown_id", {"value": value, "what": _ID_WHAT[section]}) from None


def _apply(state: DuelState, action: Action) -> tuple[DuelState, Action]:
    # the one copy of the state an action makes (``fast_copy`` inlined); the rules change its fields in place
    s = _NEW(type(state))
    sd = state.__dict__.copy()
    _SET_DICT(s, sd)
    _SET_FIELDS_SET(s, state.__pydantic_fields_set__)
    _SET_EXTRA(s, None)
    _SET_PRIVATE(s, None)
    picked = _PICKED
    if picked.state is state and picked.action is action:
        # the turn move random_legal_action has just drawn from this very state: a turn of the side
        # to move, without outcomes, checked and priced when drawn (see _Picked)
        side = sd["current"]
        recorded = _apply_picked_turn(s, side, action, sd)
        sd["last_mover"] = side  # plain writes (see DuelState.__setattr__)
        sd["turn_done"] = True
        _finish(s, sd)
        if sd["phase"] == "over":
            recorded = _won_by_supremacy(s, recorded)
        return s, recorded
    ad = action.__dict__  # the action's fields read once, without pydantic's attribute hook
    if ad["outcomes"]:
        sd["rng_counter"] += solo_draws(action)
    family = type(action).family  # a class constant
    if family == "edit":
        from solo_desk.games.duel.edits import apply_edit  # the corrections (edits.py imports this module)

        return apply_edit(s, action)
    if family == "answer":
        if s.mode != "companion":
            raise IllegalAction("duel.illegal.answer_digital", {})
        _apply_answer(s, action)
        _after(s)
        # recorded as the table's: what the table shows is no side's act (the history's "you:")
        return s, action if action.by is None else action.model_copy(update={"by": None})
    # to_move(s), inlined: the game is not over and the table has nothing to tell
    phase, pending = sd["phase"], sd["pending"]
    if phase == "over":
        raise IllegalAction("duel.illegal.game_over", {})
    if sd["asks"]:
        raise IllegalAction("duel.illegal.answer_first", {"question": _asked(s, s.asks[0].question)})
    side = pending[0].side if pending else _draft_side(s) if phase == "draft" else sd["current"]
    by = ad["by"]
    if by != side:
        if by is not None:
            # named as the history names the sides: "you", "SOLO"
            raise IllegalAction("duel.illegal.not_your_turn" if by == "player" else "duel.illegal.not_solos_turn", {})
        action = action.model_copy(update={"by": side})
    if pending:
        recorded = _apply_pending(s, pending[0], action)
    elif phase == "draft":
        recorded = _apply_pick(s, side, action)
    else:
        recorded = _apply_turn(s, side, action)
        sd["last_mover"] = side  # plain writes (see DuelState.__setattr__)
        sd["turn_done"] = True
    if sd["phase"] != "draft":
        _finish(s)
    if sd["phase"] == "over":  # the game was not over before: a move is refused then
        recorded = _won_by_supremacy(s, recorded)
    return s, recorded


def _won_by_supremacy(s: DuelState, recorded: Action) -> Action:
    """The move that ended the game by a supremacy, as recorded: it says so for the history
    (``supremacy``: "military:automa"); a civilian end leaves it as it is."""
    reason = s.end_reason
    if reason == "military" or reason == "science":
        return fast_copy(recorded, supremacy=f"{reason}:{s.winner}")
    return recorded


def _after(s: DuelState) -> None:
    if s.phase != "draft":
        _finish(s)


def _apply_pick(s: DuelState, side: str, action: Action) -> Action:
    if not isinstance(action, PickWonder):
        raise IllegalAction("duel.illegal.draft_only", {})
    sd = s.__dict__  # fields read once, without pydantic's attribute hook (writes stay attribute sets)
    picked, offered = action.wonder, sd["draft_offer"]
    if picked not in offered:
        raise IllegalAction("duel.illegal.wonder_not_offered", {"wonder": _named(picked)})
    _set_city(s, side, wonders=sd[side].wonders + (picked,))
    _decide_direction(s)
    offer = tuple(w for w in offered if w != picked)
    picks = s.draft_picks = sd["draft_picks"] + 1
    if picks == 3:
        first, draft_round = sd["first_player"], sd["draft_round"]
        last = first if draft_round == 1 else other(first)
        _set_city(s, last, wonders=sd[last].wonders + offer)
        if offer:  # the Wonder left over is taken inside this step: the history says so
            action = action.model_copy(update={"left_over": offer[0]})
        offer = ()
        s.draft_picks = 0
        if draft_round == 1:
            s.draft_round = 2
            if s.mode == "companion":
                _ask(s, *["wonder"] * 4)
            else:
                offer, s.wonder_deck = s.wonder_deck[:4], s.wonder_deck[4:]
        else:
            if s.mode == "companion":
                s.wonders_out = s.wonder_deck
            s.wonder_deck = ()
            s.draft_offer = ()
            s.current = first
            _start_age(s, 1)
            return action
    s.draft_offer = offer
    return action


def _decide_direction(s: DuelState) -> None:
    """SOLO-SETUP-2/3/4: SOLO's first Wonder sets its direction; Messe, the Statue of Liberty, the
    Sanctuary and the Divine Theater let the Player choose (the ``solo_direction`` option, else a
    ``solo_direction`` decision of the Player, asked at once)."""
    sd = s.__dict__  # fields read plainly: asked on every draft pick
    automa_wonders = sd["automa"].wonders
    if sd["solo_direction"] or not automa_wonders or any(p.kind == "solo_direction" for p in sd["pending"]):
        return
    first = automa_wonders[0]
    direction = DIRECTION_OF_WONDER.get(first)
    if direction is None:
        chosen = s.options.get("solo_direction", "auto")
        if chosen not in DIRECTIONS:
            _push(s, Pending(kind="solo_direction", side="player", options=DIRECTIONS, source=first))
            return
        direction = chosen
    s.solo_direction = direction


def _take_from_structure(s: DuelState, card: str) -> None:
    _take_slot(s, _slot_of(s, card))


def _take_slot(s: DuelState, slot: int, sd: dict[str, Any] | None = None) -> None:
    """The card in ``slot`` leaves the structure. ``sd``: the state's ``__dict__``, when the caller has it."""
    if sd is None:
        sd = s.__dict__  # plain reads and writes (see DuelState.__setattr__)
    old = sd["slots"]
    new = sd["slots"] = old[:slot] + ("",) + old[slot + 1:]
    age = sd["age"]
    known = _ACCESSIBLE.get(id(old))
    if known is not None and known[1] == age:  # incremental: the next structure's mask is this one's without the slot
        _, _, mask, accessible = known
        after_mask = mask & ~(1 << slot)
        # _accessible_after's look-up first (the same few structures recur in every game)
        after = _ACCESSIBLE_BY_MASK.get(age | after_mask << 2)
        if after is None:
            after = _accessible_after(age, mask, accessible, slot)
        if len(_ACCESSIBLE) > _ACCESSIBLE_KEPT:
            _ACCESSIBLE.clear()
        _ACCESSIBLE[id(new)] = (new, age, after_mask, after)


def _apply_turn(s: DuelState, side: str, action: Action) -> Action:
    if isinstance(action, BuildCard):
        card = action.card
        slot = _accessible_slot(s, card)
        price = price_table(s, side).card(card)
        c = s.__dict__[side].__dict__
        if price.coins > c["coins"] + c["astarte_coins"]:  # coins_available, inlined: refused there
            _require_affordable(s, side, price, card)
        _take_slot(s, slot)
        _build_into_city(s, side, card, via_chain=price.chain, price=price)
        return _filled_in(action, "price", price.coins)
    if isinstance(action, DiscardCard):
        card = action.card
        slot = _accessible_slot(s, card)
        gain = discard_value(s, side)
        _take_slot(s, slot)
        s.__dict__["discard"] = s.discard + (card,)
        _set_city(s, side, coins=s.__dict__[side].coins + gain)
        return _filled_in(action, "gain", gain)
    if isinstance(action, BuildWonder):
        c = s.city(side)
        if action.wonder not in _unbuilt_wonders(c.wonders, c.built):
            raise IllegalAction("duel.illegal.not_your_wonder" + _SOLOS[side], {"wonder": _named(action.wonder)})
        if wonders_built_total(s) >= board_facts().wonders_built_max:
            raise IllegalAction("duel.illegal.seven_wonders", {"wonder": _named(action.wonder)})
        slot = _accessible_slot(s, action.card)
        price = wonder_price(s, side, action.wonder)
        if price.coins > c.coins + c.astarte_coins:  # coins_available, inlined: refused there
            _require_affordable(s, side, price, action.wonder)
        _take_slot(s, slot)
        _build_wonder(s, side, action.wonder, action.card, price)
        return _filled_in(action, "price", price.coins)
    if isinstance(action, ActivateDivinity):
        return _activate(s, side, action)
    raise IllegalAction("duel.illegal.wrong_action", {"kind": action.kind})


def _apply_picked_turn(s: DuelState, side: str, action: Action, sd: dict[str, Any]) -> Action:
    """``_apply_turn`` for the action ``random_legal_action`` has just drawn from this state: its
    checks were made when it was drawn (see :class:`_Picked`), the effects are the same. The action
    is recorded as remembered (the player's was drawn with its price or gain filled in). ``sd``: the
    new state's ``__dict__``."""
    picked = _PICKED
    slot, card, value, recorded = picked.slot, picked.card, picked.value, picked.recorded
    picked.state = picked.action = picked.value = picked.recorded = None  # used once
    _take_slot(s, slot, sd)
    kind = type(action)
    if kind is DiscardCard:
        sd["discard"] = sd["discard"] + (card,)
        # _set_city inlined, on the city's fields read once (see _build_into_city)
        old = sd[side]
        c = old.__dict__
        new = sd[side] = _NEW(City)
        _SET_DICT(new, {**c, "coins": c["coins"] + value})
        _SET_FIELDS_SET(new, old.__pydantic_fields_set__)
        _SET_EXTRA(new, None)
        _SET_PRIVATE(new, None)
    elif kind is BuildCard:
        _build_into_city(s, side, card, via_chain=value.chain, price=value)
    else:
        _build_wonder(s, side, action.wonder, card, value)
    return recorded


def _filled_in(action: Action, field: str, value: int) -> Action:
    """The action as recorded, with ``field`` filled in: the action itself when it already holds that
    very value (actions are frozen: sharing it changes nothing), else a copy."""
    given = action.__dict__[field]
    if given == value and type(given) is type(value):
        return action
    return fast_copy(action, **{field: value})


def _accessible_slot(s: DuelState, card: str) -> int:
    """The slot of ``card``, which must be accessible."""
    if s.phase != "play" or (slot := _slot_of(s, card)) not in _accessible(s.age, s.slots):
        raise IllegalAction("duel.illegal.not_accessible", {"card": _named(card)})
    return slot


def _require_accessible(s: DuelState, card: str) -> None:
    _accessible_slot(s, card)


def _named(item_id: str) -> Any:
    """A card, Wonder or divinity by name in both languages, for a refusal (an unknown id stays as is)."""
    from solo_desk.games.duel.describe import name  # describe reads the content, not the rules

    return name(item_id)


# a decision named by what triggered it when its kind is no card, Wonder or divinity of the game
_DECISION_SOURCES = {"library": "great_library", "theater": "divine_theater", "theater_deck": "divine_theater",
                     "theater_top": "divine_theater", "neptune_apply": "neptune", "neptune_discard": "neptune",
                     "liberty_pick": "statue_of_liberty", "liberty_give": "statue_of_liberty"}


def _decision_name(p: Pending) -> Any:
    """A pending decision in words: by what triggered it (a Wonder, a divinity), or what it decides."""
    if p.kind in ("progress", "place_divinity", "solo_direction"):
        return {"key": f"duel.decision.{p.kind}"}
    return _named(p.source if p.source and ":" not in p.source else _DECISION_SOURCES.get(p.kind, p.kind))


def _decision_first(p: Pending, action: Action) -> IllegalAction:
    """An action other than the pending decision's choice: the decision comes first."""
    return IllegalAction("duel.illegal.decision_pending", {"decision": _decision_name(p), "kind": action.kind})


def _bad_choice(s: DuelState, p: Pending, choice: str, space: int | None = None) -> IllegalAction:
    """A choice the pending decision does not offer, in words: the decision by what triggered it
    (a Wonder, a divinity), the choice by name, and what it does offer (never raw ids); a divinity
    placed on a space that cannot take it, by the spaces that can."""
    from solo_desk.core.messages import typed_options
    from solo_desk.games.duel.edits import looting_name

    if p.kind == "place_divinity" and choice in p.options and space is not None:
        free = [i for i, g in enumerate(s.pantheon_spaces, start=1) if not g]
        return IllegalAction("duel.illegal.bad_space", {"space": space, "spaces": ", ".join(map(str, free))})

    def named(value: str) -> Any:
        if value[:1] == "?" and value[1:] in MYTHOLOGIES:  # a divinity drawn face down (companion)
            return {"key": "duel.decision.face_down_divinity", "params": {"mythology": _named(value[1:])}}
        if p.kind == "solo_direction":
            return {"key": f"duel.direction.{value}"} if value in ("MS", "MC", "SM", "SC", "CM", "CS") else value
        if p.kind.startswith("neptune") and value.rpartition("_")[0] in ("player", "automa"):
            return looting_name(value)
        return _named(value)

    decision = _decision_name(p)
    # "; " between the options: a direction's name holds a comma ("Military, then Science"); the
    # command line adds the value to type ("MS")
    options = typed_options((named(o), o) for o in p.options)
    offered = {"key": "duel.illegal.choose_one_of",
               "params": {"options": options, "count": len(p.options)}} if p.options else ""
    if not choice:  # an action typed with no choice at all (the command line): not "cannot be ."
        return IllegalAction("duel.illegal.no_choice", {"decision": decision, "offered": offered})
    return IllegalAction("duel.illegal.bad_choice", {"decision": decision, "choice": named(choice), "offered": offered})


# a refusal of SOLO's move (an action given for it on the command line) names SOLO, not "you"
_SOLOS = {"player": "", "automa": "_solo"}


def _require_affordable(s: DuelState, side: str, price: Price, what: str) -> None:
    have = coins_available(s, side)
    if price.coins > have:
        raise IllegalAction("duel.illegal.cannot_afford" + _SOLOS[side],
                            {"what": _named(what), "price": price.coins, "coins": have, "missing": price.coins - have})


def _activate(s: DuelState, side: str, action: ActivateDivinity) -> Action:
    sd, a = s.__dict__, action.__dict__  # fields read once, without pydantic's attribute hook
    if not sd["pantheon"] or sd["age"] < 2:
        raise IllegalAction("duel.illegal.pantheon_closed", {})
    space, spaces, offerings = a["space"], sd["pantheon_spaces"], a["offerings"]
    if not 1 <= space <= len(spaces):
        raise MalformedAction("duel.malformed.space", {"space": space})
    god = spaces[space - 1]
    if not god or god.startswith("?"):
        raise IllegalAction("duel.illegal.no_divinity", {"space": space})
    held = list(sd[side].offering_tokens)
    for t in offerings:
        if t not in held:
            raise IllegalAction("duel.illegal.no_offering" + _SOLOS[side], {"discount": t})
        held.remove(t)
    price = divinity_price(s, side, space, offerings)
    _require_affordable(s, side, price, god)
    coins, astarte = _payment(s, side, price)
    _set_city(s, side, coins=coins, astarte_coins=astarte, offering_tokens=tuple(held))  # paid: one copy
    named = a["god"]
    if named is not None and named != god:
        raise IllegalAction("duel.illegal.wrong_divinity",
                            {"space": space, "god": _named(named), "held": _named(god)})
    s.pantheon_spaces = _replace(spaces, space - 1, "")
    _gain_divinity(s, side, god)
    return fast_copy(action, price=price.coins, god=god)  # the god recorded for the history


def _gain_divinity(s: DuelState, side: str, god: str) -> None:
    d = divinity_facts()[god]  # plain slots: a content model's field reads cost more
    sd = s.__dict__  # fields read plainly (writes stay attribute sets)
    c = sd[side].__dict__
    c = _set_city(s, side, divinities=c["divinities"] + (god,), coins=c["coins"] + d.coins)
    opp = sd[other(side)]
    effect = d.effect
    if d.shields:
        _push_conflict(s, side, d.shields)
    if d.science:
        _gain_symbol(s, side, d.science)
    if effect == "astarte":
        _set_city(s, side, astarte_coins=c.astarte_coins + board_facts().astarte_coins)
    elif effect == "enki":
        if not s.enki_tokens:  # activated from a deck (Gate, Divine Theater): its tokens are drawn now
            _draw_enki(s)
        # companion: the tokens may still be told; none at all (an empty box): nothing to choose
        if s.enki_tokens or any(q.question.startswith("enki:") for q in s.asks):
            _push(s, Pending(kind="enki", side=side, options=s.enki_tokens))
    elif effect == "nisaba":
        greens = tuple(b for b in opp.buildings if _card_colors()[b] == "green")
        if greens:
            _push(s, Pending(kind="nisaba", side=side, options=greens))
    elif effect == "baal":
        colors = _card_colors()
        targets = tuple(b for b in opp.buildings if colors[b] in ("brown", "grey"))
        if targets:
            _push(s, Pending(kind="baal", side=side, options=targets))
    elif effect == "hades":
        if s.discard:
            _push(s, Pending(kind="free_from_discard", side=side, options=tuple(dict.fromkeys(s.discard)),
                             source=god))
    elif effect == "zeus":
        if any(s.slots):
            _push(s, Pending(kind="zeus", side=side))
    elif effect == "anubis":
        built = tuple(w for x in SIDES for w in s.city(x).built_wonders())
        if built:
            _push(s, Pending(kind="anubis", side=side, options=built))
    elif effect == "isis":
        if c.unbuilt_wonders() and s.discard and wonders_built_total(s) < board_facts().wonders_built_max:
            _push(s, Pending(kind="isis", side=side))
    elif effect == "ra":
        if opp.unbuilt_wonders():
            _push(s, Pending(kind="ra", side=side, options=opp.unbuilt_wonders()))
    elif effect == "minerva":
        _push(s, Pending(kind="minerva", side=side))
    elif effect == "neptune":
        if s.military_tokens:
            # a lone token: the card discards it without effect, nothing is left to apply (as Board
            # Game Arena does); SOLO applies it instead (its rules: SOLO-AMB-32)
            lone_applied = len(s.military_tokens) == 1 and side == "automa"
            kind = "neptune_apply" if lone_applied else "neptune_discard"
            _push(s, Pending(kind=kind, side=side, options=s.military_tokens))
    elif effect == "gate":
        decks = [(m, deck) for m, deck in zip(MYTHOLOGIES, s.divinity_decks) if deck]
        if s.mode == "companion":
            # the decks hold exactly the gods neither on the Pantheon nor activated
            tops = [f"gate:{m}" for m in MYTHOLOGIES if possible_divinities(s, m)]
            if tops:
                _push(s, Pending(kind="gate", side=side))
                _ask(s, *tops)
        elif decks:
            _push(s, Pending(kind="gate", side=side, options=tuple(deck[0] for _, deck in decks)))


def _remove_from_deck(s: DuelState, god: str) -> None:
    if s.mode == "companion":
        return  # companion decks are not followed card by card: what is left is deduced
    m = MYTHOLOGIES.index(divinity_facts()[god].mythology)
    s.divinity_decks = _replace(s.divinity_decks, m, tuple(d for d in s.divinity_decks[m] if d != god))


def _apply_pending(s: DuelState, p: Pending, action: Action) -> Action:
    cat = _cat()
    # fields read from __dict__ (writes stay attribute sets): a model's field read is slow, and the kinds are many
    sd, pd = s.__dict__, p.__dict__
    side, kind = pd["side"], pd["kind"]
    if kind == "solo_direction":
        if not isinstance(action, Choose):
            raise _decision_first(p, action)
        if action.pick not in p.options:
            raise _bad_choice(s, p, action.pick)
        s.pending = sd["pending"][1:]
        s.solo_direction = action.pick
        return action
    if kind == "start":
        if not isinstance(action, ChooseStart):
            raise IllegalAction("duel.illegal.choose_start_first", {"kind": action.kind, "age": s.age})  # set up already
        s.pending = sd["pending"][1:]
        s.current = action.starter
        return fast_copy(action, age=s.age)  # the Age it starts, for the history
    if not isinstance(action, Choose):
        raise _decision_first(p, action)
    a = action.__dict__  # one model read for the four fields
    given = (a["pick"], a["card"], a["slot"], a["space"])
    if kind == "progress" and given[0] not in pd["options"]:
        p = _older_liberty_give(s, given[0]) or p
        kind = p.kind
    if not _is_pending_choice(s, p, given):
        raise _bad_choice(s, p, action.pick or action.card or str(action.slot if action.slot is not None else action.space),
                          action.space)
    s.pending = sd["pending"][1:]
    pick = given[0]
    opp = other(side)
    if kind in ("progress", "library", "enki"):
        if kind == "progress":
            s.progress_board = tuple("" if t == pick else t for t in s.progress_board)
            _refresh_progress_choices(s)
        else:
            offered = p.options
            if s.mode == "digital":
                s.progress_box = s.progress_box + tuple(t for t in offered if t != pick)
            if kind == "enki":
                s.enki_tokens = ()
        _take_progress(s, side, pick)
    elif kind == "destroy":
        oc = s.city(opp)
        _set_city(s, opp, buildings=tuple(b for b in oc.buildings if b != pick))
        s.discard = s.discard + (pick,)
        action = fast_copy(action, discarded=pick)  # for the history: "discards X from your city"
    elif kind == "free_from_discard":
        discard = sd["discard"]
        idx = len(discard) - 1 - discard[::-1].index(pick)
        s.discard = discard[:idx] + discard[idx + 1:]
        _build_into_city(s, side, pick)
        action = fast_copy(action, built=pick)  # for the history: "builds X from the discard pile"
    elif kind == "place_divinity":
        spaces = list(sd["pantheon_spaces"])
        spaces[given[3] - 1] = pick  # type: ignore[operator]
        s.pantheon_spaces = tuple(spaces)
        if sd["mode"] == "digital":
            # the chosen card leaves the deck; the other one goes back on top
            divinities = divinity_facts()
            m = MYTHOLOGIES.index(divinities[pick].mythology)
            decks = sd["divinity_decks"]
            deck = tuple(d for d in decks[m] if d != pick)
            s.divinity_decks = _replace(decks, m, deck)
            # a second token of this Mythology taken in the same turn (one card uncovered two) was
            # queued with the same top two: it draws from the deck as it is now
            queued = sd["pending"]
            if queued:
                queued = tuple(q.model_copy(update={"options": deck[:2]})
                               if q.kind == "place_divinity" and q.options and not q.options[0].startswith("?")
                               and divinities[q.options[0]].mythology == MYTHOLOGIES[m] else q
                               for q in queued)
                s.pending = tuple(q for q in queued if q.kind != "place_divinity" or q.options)
    elif kind == "nisaba":
        _set_city(s, side, snake_on=pick)
        _gain_symbol(s, side, cat.buildings[pick].science)
        action = fast_copy(action, on_top=pick)  # for the history: "puts the Snake on X" (a card, not a divinity)
    elif kind == "baal":
        oc = s.city(opp)
        _set_city(s, opp, buildings=tuple(b for b in oc.buildings if b != pick))
        c = s.city(side)
        _set_city(s, side, buildings=c.buildings + (pick,))
        action = fast_copy(action, built=pick, discarded=pick)  # for the history: "takes X from your city"
    elif kind == "zeus":
        slot = action.slot
        assert slot is not None
        card = s.slots[slot]
        # for the history; a face-down card stays unnamed ("?": "discards a face-down card")
        action = fast_copy(action, discarded=card if s.face_up[slot] and not card.startswith("?") else "?", age=s.age)
        s.slots = _replace(s.slots, slot, "")
        s.slot_tokens = _replace(s.slot_tokens, slot, "")
        s.discard = s.discard + ("?" if card.startswith("?") else card,)
        if card.startswith("?"):
            _ask(s, "discarded:" + ("guild" if card == "?guild" else "age"))
    elif kind == "anubis":
        owner = "player" if pick in s.player.built_wonders() else "automa"
        oc = s.city(owner)
        card = dict(oc.built)[pick]
        _set_city(s, owner, built=tuple(x for x in oc.built if x[0] != pick))
        s.discard = s.discard + (card,)
        action = fast_copy(action, discarded=pick)  # for the history: "the Wonder X is no longer built"
    elif kind == "isis":
        idx = len(s.discard) - 1 - s.discard[::-1].index(action.card)
        s.discard = s.discard[:idx] + s.discard[idx + 1:]
        _build_wonder(s, side, pick, action.card)
    elif kind == "ra":
        oc = s.city(opp)
        _set_city(s, opp, wonders=tuple(w for w in oc.wonders if w != pick))
        c = s.city(side)
        _set_city(s, side, wonders=c.wonders + (pick,))
        action = fast_copy(action, built=pick, discarded=pick)  # for the history: "takes the Wonder X"
    elif kind == "minerva":
        s.minerva = action.space
    elif kind == "neptune_discard":
        action = fast_copy(action, decision=kind)  # for the history: "discard the token without effect"
        s.military_tokens = tuple(t for t in s.military_tokens if t != pick)
        if s.military_tokens:
            s.pending = (Pending(kind="neptune_apply", side=side, options=s.military_tokens),) + s.pending
    elif kind == "neptune_apply":
        action = fast_copy(action, decision=kind)  # for the history: "apply the token against SOLO"
        s.military_tokens = tuple(t for t in s.military_tokens if t != pick)
        _lose_coins(s, opp, int(pick.rsplit("_", 1)[1]))
    elif kind in ("gate", "theater"):
        action = fast_copy(action, decision=kind)  # for the history: "activate X for free (the Gate)"
        _remove_from_deck(s, pick)
        _gain_divinity(s, side, pick)
        if kind == "theater":
            _theater_order(s, side, pick)
    elif kind == "theater_top":
        m = MYTHOLOGIES.index(divinity_facts()[pick].mythology)
        deck = s.divinity_decks[m]
        s.divinity_decks = _replace(s.divinity_decks, m, (pick,) + tuple(d for d in deck if d != pick))
        action = fast_copy(action, on_top=pick)  # for the history
    elif kind == "theater_deck":
        m = MYTHOLOGIES.index(pick)
        options = s.divinity_decks[m] if s.mode == "digital" else tuple(possible_divinities(s, pick))
        s.pending = (Pending(kind="theater", side=side, options=options),) + s.pending
    elif kind == "messe":
        slot = action.slot
        assert slot is not None
        card = s.slots[slot]  # known: the table said which card it is before the choice
        action = fast_copy(action, built=card)  # for the history
        s.slots = _replace(s.slots, slot, "")
        s.slot_tokens = _replace(s.slot_tokens, slot, "")
        _build_into_city(s, side, card)
    elif kind == "liberty_pick":
        action = fast_copy(action, decision=kind)  # for the history: "build X for free (Statue of Liberty)"
        rest = tuple(c for c in p.options if c != pick)
        _remove_set_aside(s, pick)
        waiting = len(s.pending)
        _build_into_city(s, side, pick)
        if rest and not s.winner:
            # what the card built brings (a Progress token for a pair of science symbols) is taken
            # before the other card is given: the owner's token first, as for any card built
            earned = s.pending[waiting:]
            s.pending = earned + (Pending(kind="liberty_give", side=side, options=rest),) + s.pending[:waiting]
    elif kind == "liberty_give":
        action = fast_copy(action, decision=kind)  # for the history: "give X to SOLO"
        _remove_set_aside(s, pick)
        _build_into_city(s, opp, pick)
    else:
        raise InconsistentState("duel.state.unknown_pending", {"kind": kind})
    return action


def _refresh_progress_choices(s: DuelState) -> None:
    """A token left the board: each Progress decision still queued (the Statue of Liberty's two
    cards may each complete a pair) offers the tokens on the board now; with none left, it lapses
    (as a pair completed on an empty board gives nothing)."""
    if not any(q.kind == "progress" for q in s.pending):
        return
    board = tuple(t for t in s.progress_board if t)
    s.pending = tuple(q.model_copy(update={"options": board}) if q.kind == "progress" else q
                      for q in s.pending if q.kind != "progress" or board)


def _older_liberty_give(s: DuelState, pick: str) -> Pending | None:
    """A save made when the Statue of Liberty's owner gave the other card before taking the
    Progress token its own card earned: that gift, moved to the front (the old order), or None."""
    for i, q in enumerate(s.pending):
        if q.kind == "liberty_give":
            if pick not in q.options or any(x.kind != "progress" for x in s.pending[:i]):
                return None
            s.pending = (q,) + s.pending[:i] + s.pending[i + 1:]
            return q
    return None


def _remove_set_aside(s: DuelState, card: str) -> None:
    s.set_aside_taken = s.set_aside_taken + (card,)
    if s.mode == "digital":
        i = s.age - 1
        s.set_aside = _replace(s.set_aside, i, tuple(c for c in s.set_aside[i] if c != card))


# -- invariants ------------------------------------------------------------------------------

def _shown(value: Any) -> str:
    """A hand-edited value as a message shows it: its text, cut short."""
    text = str(value)
    return text[:40] + "…" * (len(text) > 40)


def check_shapes(s: DuelState) -> None:
    """What every id and list of the state must be before the rules read it: each id one the
    catalogue knows, each list of the length the rules index. A hand-edited save that breaks one of
    these is refused here, by a message naming the field and the value, rather than crashing later."""
    cat = _cat()

    def unknown(field: str, value: Any) -> None:
        raise InconsistentState("duel.state.unknown_value", {"field": field, "value": _shown(value)})

    def length(field: str, items: tuple, expected: int) -> None:
        if len(items) != expected:
            raise InconsistentState("duel.state.bad_length", {"field": field, "count": len(items), "expected": expected})

    if s.solo_direction and s.solo_direction not in DIRECTIONS:
        unknown("solo_direction", s.solo_direction)
    for field in ("draft_picks", "draft_round", "age", "turn", "age_first_turn"):
        if getattr(s, field) < 0:
            raise InconsistentState("duel.state.negative", {"field": field, "value": getattr(s, field)})
    if s.draft_picks > 3 or s.draft_round not in (1, 2) or s.age > 3:
        field = "draft_picks" if s.draft_picks > 3 else "draft_round" if s.draft_round not in (1, 2) else "age"
        unknown(field, getattr(s, field))
    myth_tokens = {"myth:" + m for m in MYTHOLOGIES}
    offer_tokens = {f"offer:{d}" for d in cat.board.offering_tokens}
    length("layout_tokens", s.layout_tokens, 2)
    for age, (tokens, allowed) in enumerate(zip(s.layout_tokens, (myth_tokens, offer_tokens)), start=1):
        if s.mode == "digital" and s.pantheon:
            length(f"layout_tokens[{age - 1}]", tokens, len(cat.slot_geometry(age).tokens))
        for t in tokens:
            if t and t not in allowed:
                unknown(f"layout_tokens[{age - 1}]", t)
    if s.slots:  # the structure on the table: each slot with its face and its token
        if not 1 <= s.age <= 3:
            unknown("age", s.age)
        length("slots", s.slots, len(cat.slot_geometry(s.age).face_up))
        length("face_up", s.face_up, len(s.slots))
        length("slot_tokens", s.slot_tokens, len(s.slots))
    for t in s.slot_tokens:
        if t and t not in myth_tokens | offer_tokens:
            unknown("slot_tokens", t)
    length("decks", s.decks, 3)
    length("set_aside", s.set_aside, 3)
    length("pantheon_spaces", s.pantheon_spaces, cat.board.pantheon.spaces)
    length("divinity_decks", s.divinity_decks, len(MYTHOLOGIES))
    hidden = {"?" + m for m in MYTHOLOGIES}
    seen: set[str] = set()
    for g in s.pantheon_spaces:
        if g and g not in cat.divinities and g not in hidden:
            unknown("pantheon_spaces", g)
        if g in seen and g not in hidden and g not in ("", "gate"):
            raise InconsistentState("duel.state.duplicate", {"field": "pantheon_spaces", "value": _shown(g)})
        seen.add(g)
    for deck in s.divinity_decks:
        for g in deck:
            if g not in cat.divinities:
                unknown("divinity_decks", g)
    tokens = [("progress_board", t) for t in s.progress_board if t and t != "?"]
    tokens += [("progress_box", t) for t in s.progress_box] + [("enki_tokens", t) for t in s.enki_tokens]
    for side in SIDES:
        c = s.city(side)
        tokens += [(side + ".progress", t) for t in c.progress]
        for g in c.divinities:
            if g not in cat.divinities:
                unknown(side + ".divinities", g)
        for w in c.wonders:
            if w not in cat.wonders:
                unknown(side + ".wonders", w)
        for m in c.mythology_tokens:
            if m not in MYTHOLOGIES:
                unknown(side + ".mythology_tokens", m)
        for d in c.offering_tokens:
            if d not in cat.board.offering_tokens:
                unknown(side + ".offering_tokens", d)
    for field, t in tokens:
        if t not in cat.progress_tokens:
            unknown(field, t)
    for m in s.mythology_box:
        if m not in MYTHOLOGIES:
            unknown("mythology_box", m)
    for field in ("draft_offer", "wonder_deck", "wonders_out"):
        for w in getattr(s, field):
            if w not in cat.wonders:
                unknown(field, w)


# the Player's variant of a message about one city ("You have …"), the automa's names SOLO
_YOURS = {"player": "_yours", "automa": ""}


def check(s: DuelState) -> None:
    cat = _cat()

    def fail(what: str, **params: Any) -> None:
        raise InconsistentState("duel.state." + what, params)

    check_shapes(s)

    for side in SIDES:
        c = s.city(side)
        if c.coins < 0 or c.astarte_coins < 0:
            fail("negative_coins" + _YOURS[side], side=side)
        if len(set(c.wonders)) != len(c.wonders) or not set(c.built_wonders()) <= set(c.wonders):
            fail("wonders" + _YOURS[side], side=side)
        # Nisaba's Snake lies only on a green card of the other city, and only while she is this city's
        if c.snake_on and ("nisaba" not in c.divinities or c.snake_on not in s.city(other(side)).buildings
                           or cat.buildings[c.snake_on].color != "green"):
            fail("snake", card=c.snake_on)
    if wonders_built_total(s) > cat.board.wonders_built_max:
        fail("too_many_wonders", built=wonders_built_total(s))
    if not -cat.board.military_capital <= s.conflict <= cat.board.military_capital:
        fail("conflict", position=s.conflict, capital=cat.board.military_capital)
    # every card in exactly one place
    places: list[str] = [c for c in s.slots if c and not c.startswith("?")]
    places += [c for deck in s.decks for c in deck]
    places += [c for aside in s.set_aside for c in aside]
    places += list(s.box) + [c for c in s.discard if c != "?"]
    for side in SIDES:
        c = s.city(side)
        places += list(c.buildings) + [card for _, card in c.built]
    dupes = {c for c in places if places.count(c) > 1}
    if dupes:
        fail("card_twice", cards=sorted(dupes))
    age1, age2, age3, extras = game_cards(s.pantheon)
    universe = set(age1) | set(age2) | set(age3) | set(extras)
    if not set(places) <= universe:
        fail("unknown_card", cards=sorted(set(places) - universe))
    if s.mode == "digital":
        missing = universe - set(places)
        if missing:
            fail("card_missing", cards=sorted(missing))
    wonders = list(s.draft_offer) + list(s.wonder_deck) + list(s.wonders_out) + list(s.player.wonders) + list(s.automa.wonders)
    if len(set(wonders)) != len(wonders):
        fail("wonder_twice", wonders=sorted({w for w in wonders if wonders.count(w) > 1}))
    pool = set(wonder_pool(s.pantheon, s.promo_wonders))
    if s.mode == "digital" and set(wonders) != pool:
        fail("wonder_missing", wonders=sorted(pool ^ set(wonders)))
    tokens = [t for t in s.progress_board if t and t != "?"] + list(s.progress_box) + list(s.enki_tokens)
    tokens += [t for x in SIDES for t in s.city(x).progress]
    tokens += [t for p in s.pending if p.kind == "library" for t in p.options]
    if len(set(tokens)) != len(tokens):
        fail("progress_twice", tokens=sorted({t for t in tokens if tokens.count(t) > 1}))
    gods = [g for g in s.pantheon_spaces if g and not g.startswith("?") and g != "gate"]
    gods += [g for deck in s.divinity_decks for g in deck if s.mode == "digital"]
    gods += [g for x in SIDES for g in s.city(x).divinities if g != "gate"]
    if s.mode == "digital" and s.pantheon:
        pending_gods = [g for p in s.pending if p.kind == "place_divinity" for g in p.options]
        if len(set(gods)) != len(gods) or (set(gods) | set(pending_gods)) != {d for d in cat.divinities if d != "gate"}:
            fail("divinities", gods=sorted(gods))
    elif len(set(gods)) != len(gods):
        fail("divinities", gods=sorted(gods))
