"""Invariants of the table (every card in one place, ...) and what the Automa may see."""
from __future__ import annotations

from collections import Counter
from typing import Any

from .content import AUTOMA_ACTIONS, content
from .rules import genre_of, kind_of
from .state import ROWS, AocState


def _shown(value: Any) -> str:
    text = str(value)
    return text[:40] + "…" * (len(text) > 40)


def _unknown(field: str, value: Any) -> dict[str, Any]:
    return {"key": "age_of_comics.invariant.unknown_value", "params": {"field": field, "value": _shown(value)}}


def _missing(field: str, key: str) -> dict[str, Any]:
    return {"key": "age_of_comics.invariant.missing_key", "params": {"field": field, "key": key}}


def _length(field: str, count: int, expected: int) -> dict[str, Any]:
    return {"key": "age_of_comics.invariant.bad_length", "params": {"field": field, "count": count, "expected": expected}}


def check_shapes(state: AocState) -> dict[str, Any] | None:
    """What every id and mapping of the state must be before the rules (and ``check``) read it:
    each row, area and genre keyed, each card one the catalogue has, each list the length the rules
    index, each Automa card's genre priority the six genres. The first thing broken, as a message
    naming the field and the value; None when the shapes are right."""
    c = content()
    genres = tuple(c.genre_names)
    for field, keys in (("decks", ROWS), ("displays", ROWS), ("discards", ("creatives", "comics"))):
        mapping = getattr(state, field)
        for key in keys:
            if key not in mapping:
                return _missing(field, key)
        for key in mapping:
            if key not in keys:
                return _unknown(field, key)
    for area in c.areas:
        if area.name not in state.spaces:
            return _missing("spaces", area.name)
        if len(state.spaces[area.name]) != len(area.spaces):
            return _length(f"spaces[{area.name}]", len(state.spaces[area.name]), len(area.spaces))
    for area in state.spaces:
        if area not in c.area_by_name:
            return _unknown("spaces", area)
    for field, mapping in (("ideas_board", state.ideas_board), ("player.ideas", state.player.ideas),
                           ("automa.ideas", state.automa.ideas), ("mastery", state.mastery)):
        for genre in genres:
            if genre not in mapping:
                return _missing(field, genre)
        for genre in mapping:
            if genre not in genres:
                return _unknown(field, genre)
    if len(state.calendar) != len(genres):
        return _length("calendar", len(state.calendar), len(genres))
    for genre in state.calendar:
        if genre is not None and genre not in genres:
            return _unknown("calendar", genre)
    creatives, comics = c.creative_by_id, c.comic_by_id
    for row in ("writers", "artists"):
        for card in state.decks[row] + state.displays[row]:
            if card not in creatives:
                return _unknown(f"decks/displays[{row}]", card)
    for card in state.discards["creatives"]:
        if card not in creatives:
            return _unknown("discards[creatives]", card)
    for field, cards in (("decks[comics]", state.decks["comics"]), ("displays[comics]", state.displays["comics"]),
                         ("discards[comics]", state.discards["comics"]), ("ripped", state.ripped)):
        for card in cards:
            if card not in comics:
                return _unknown(field, card)
    for who in ("player", "automa"):
        side = state.side(who)
        for card in side.hand:
            if card not in creatives:
                return _unknown(f"{who}.hand", card)
        for card in side.developed:
            if card not in comics:
                return _unknown(f"{who}.developed", card)
        for i, p in enumerate(side.printed):
            if p.comic not in comics:
                return _unknown(f"{who}.printed[{i}].comic", p.comic)
            for field in ("writer", "artist"):
                if getattr(p, field) not in creatives:
                    return _unknown(f"{who}.printed[{i}].{field}", getattr(p, field))
        for i, o in enumerate(side.orders):
            if o.genre not in genres:
                return _unknown(f"{who}.orders[{i}].genre", o.genre)
    for space, tile in state.orders.items():
        if tile.genre not in genres:
            return _unknown(f"orders[{space}].genre", tile.genre)
    told = [(f"deck.cards[{i}]", card) for i, card in enumerate(state.deck.cards if state.deck else ())]
    told += [(f"asked_cards[{i}]", card) for i, card in enumerate(state.asked_cards)]
    for field, card in told:
        for action in card.actions:
            if action not in AUTOMA_ACTIONS:
                return _unknown(f"{field}.actions", action)
    priorities = [(f"deck.cards[{i}].priority", card.priority) for i, card in enumerate(state.deck.cards if state.deck else ())]
    priorities += [(f"asked_cards[{i}].priority", card.priority) for i, card in enumerate(state.asked_cards)]
    if state.deck is not None and state.deck.board_priority:
        priorities.append(("deck.board_priority", state.deck.board_priority))
    for field, order in priorities:  # each genre once (the Automa ranks by its place in the order)
        wrong = [g for g in order if g not in genres] or [g for i, g in enumerate(order) if g in order[:i]]
        if wrong:
            return _unknown(field, wrong[0]) if wrong[0] not in genres else {
                "key": "age_of_comics.invariant.duplicate", "params": {"field": field, "value": _shown(wrong[0])}}
        if len(order) != len(genres):
            return _length(field, len(order), len(genres))
    return None


def check(state: AocState) -> str | dict[str, Any] | None:
    """The first broken invariant, described; None when the state is consistent."""
    shapes = check_shapes(state)
    if shapes is not None:
        return shapes
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
