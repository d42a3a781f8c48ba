"""Plain per-card facts the rules engine reads on every action and price, built once per content load.

The engine's hot paths (pricing, building a card) read these ``__slots__`` copies rather than the
content's pydantic models: a slot reads faster than a model's field, and the facts derived from
several fields (a Grand Temple's Mythology, whether a card's coins are fixed) are worked out once.
``card_facts()`` is rebuilt when the content is reloaded (``rules._forget_content_caches``).
"""
from __future__ import annotations

import functools

from solo_desk.games.duel.content import catalogue


class CardFacts:
    """What pricing and building a card need, copied from its :class:`content.Building`."""

    __slots__ = ("id", "color", "cost_coins", "cost", "chain_needs", "chain_myth", "chain_gives", "science",
                 "shields", "coins", "fixed_coins", "blue", "red")

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


@functools.lru_cache(maxsize=1)
def card_facts() -> dict[str, CardFacts]:
    """Every building's :class:`CardFacts`, by id (cached until the content is reloaded)."""
    return {card_id: CardFacts(b) for card_id, b in catalogue().buildings.items()}
