"""Invariants of the table (every card in one place, ...) and what the Automa may see."""
from __future__ import annotations

from collections import Counter
from typing import Any

from .content import content
from .rules import genre_of, kind_of
from .state import AocState


def check(state: AocState) -> str | None:
    """The first broken invariant, described; None when the state is consistent."""
    c = content()
    sides = (state.player, state.automa)
    for kind, row in (("writer", "writers"), ("artist", "artists")):
        places = state.decks[row] + state.displays[row] + [x for x in state.discards["creatives"] if kind_of(x) == kind]
        for side in sides:
            places += [x for x in side.hand if kind_of(x) == kind]
            places += [getattr(p, kind) for p in side.printed]
        expected = sorted(x.id for x in c.creatives if x.kind == kind)
        if sorted(places) != expected:
            return f"{row}: every card must be in exactly one place"
    comics = state.decks["comics"] + state.displays["comics"] + state.discards["comics"]
    for side in sides:
        comics += side.developed + [p.comic for p in side.printed if not p.ripoff]
    if sorted(comics) != sorted(c.comic_by_id):
        return "comics: every card must be in exactly one place"
    ripoffs = [p.comic for side in sides for p in side.printed if p.ripoff]
    if sorted(ripoffs) != sorted(state.ripped) or len(set(ripoffs)) != len(ripoffs):
        return "rip-offs: each original ripped off at most once"
    for side in sides:
        if side.money < 0 or any(v < 0 for v in side.ideas.values()) or side.tickets < 0:
            return "no negative money, ideas or tickets"
        if any(not 0 <= p.fans <= c.decisions.max_fans for p in side.printed):
            return "fans stay on the chart"
    if state.automa.money or any(state.automa.ideas.values()):
        return "the Automa never holds money or ideas (AOC-FLOW-NOMONEY, AOC-SETUP-NOIDEAS)"
    if len(state.automa.hand) > 4 or len(state.automa.developed) > 2:
        return "the Automa holds at most 4 creatives and 2 developed comics"
    if len(state.player.hand) + len(state.player.developed) > c.decisions.hand_limit + state.discard_due:
        return f"the player holds at most {c.decisions.hand_limit} cards (hand limit)"
    if state.automa.agent is not None:
        return "the Automa has no sales agent (AOC-SETUP-NOAGENT)"
    for who in ("player", "automa"):
        placed = sum(s.count(who) for s in state.spaces.values())
        if placed > c.editors_per_side:
            return f"{who}: at most {c.editors_per_side} editors"
    if "automa" in state.spaces.get("royalties", []):
        return "the Automa never takes Royalties (AOC-ROYALTIES)"
    tiles = Counter(t.genre for t in state.orders.values())
    for side in sides:
        tiles.update(o.genre for o in side.orders)
    if state.setup_known and any(tiles[g] != len(c.sales.tile_values) for g in c.genre_names):
        return "sales orders: five tiles of each genre"
    for genre in c.genre_names:
        values = [t.value for t in state.orders.values() if t.genre == genre and t.value is not None]
        values += [o.value for side in sides for o in side.orders if o.genre == genre]
        left = Counter(c.sales.tile_values)
        left.subtract(values)
        if any(n < 0 for n in left.values()):
            return f"sales orders of {genre}: impossible values"
    if any(t.face_up and t.value is None for t in state.orders.values()):
        return "a face-up tile shows its value"
    if state.deck is not None:
        cards = state.automa_pile + [s for s in state.automa_slots if s is not None] + state.automa_discard
        if len(set(cards)) != len(cards) or not set(cards) <= set(range(len(state.deck.cards))):
            return "Automa cards: each in one place"
        if state.mode == "digital" and sorted(cards) != list(range(len(state.deck.cards))):
            return "Automa cards: all twelve accounted for"
    for genre, holder in state.mastery.items():
        if holder is not None and not any(genre_of(p.comic) == genre for p in state.side(holder).printed):
            return f"mastery of {genre} without a comic of it"
    return None


def public_view(state: AocState) -> dict[str, Any]:
    """What the Automa may read: no deck orders, no face-down values or cards, no future calendar."""
    data = state.model_dump(mode="json", exclude={"seed", "rng_counter", "automa_pile", "decks", "calendar"})
    data["decks"] = {row: len(cards) for row, cards in state.decks.items()}
    if state.options.get("develop_deck_top") == "genre_visible" and state.decks["comics"]:
        data["comic_deck_top_genre"] = genre_of(state.decks["comics"][0])
    data["automa_pile"] = len(state.automa_pile)
    data["calendar"] = state.calendar[: state.calendar_flipped]
    data["automa_slots"] = [s if i < state.flipped else None for i, s in enumerate(state.automa_slots)]
    for space, tile in data["orders"].items():
        if not tile["face_up"]:
            tile["value"] = None
    return data
