"""From the engine's content and state to SOLO's view, and from SOLO's decisions to actions."""
from __future__ import annotations

from typing import Any

from solo_desk.games.duel import content
from solo_desk.games.duel.bot_view import TYPE_OF_COLOUR, Card, God, Wonder


def card_of(building_id: str, **facts: Any) -> Card:
    """The printed facts of an Age card; ``facts`` adds where it lies and what it does now."""
    b = content.catalogue().buildings[building_id]
    kind = "GT" if b.group == "grand_temple" else TYPE_OF_COLOUR[b.color]
    printed = dict(
        id=b.id, type=kind, label=b.name, colour=b.color, age=b.age, coins=b.cost_coins, cost=dict(b.cost),
        produces=dict(b.produces), choice=tuple(b.produces_one_of), discount=tuple(b.trade_at_one), vp=b.vp,
        gain_coins=b.coins, shields=b.shields, symbol=b.science, chain_gives=b.chain_gives,
        chain_needs=b.chain_needs, mythology=b.mythology,
    )
    return Card(**(printed | facts))


def wonder_of(wonder_id: str, built: bool = False, **facts: Any) -> Wonder:
    w = content.catalogue().wonders[wonder_id]
    printed = dict(id=w.id, cost=dict(w.cost), vp=w.vp, gain_coins=w.coins, shields=w.shields,
                   choice=tuple(w.produces_one_of), built=built, label=w.name)
    return Wonder(**(printed | facts))


def god_of(divinity_id: str, space: int = 0, face_up: bool = True) -> God:
    d = content.catalogue().divinities[divinity_id]
    return God(id=d.id, mythology=d.mythology, space=space, face_up=face_up, label=d.name,
               shields=d.shields, symbol=d.science)


# -- the view of a DuelState ---------------------------------------------------------------

import functools  # noqa: E402
from dataclasses import replace  # noqa: E402

from solo_desk.games.duel import rules  # noqa: E402
from solo_desk.games.duel.bot_levels import level as level_of  # noqa: E402
from solo_desk.games.duel.bot_view import (  # noqa: E402
    DIRECTION_OF_WONDER, DIRECTIONS, City, FaceDown, MilitaryToken, Readings, View,
)
from solo_desk.games.duel.state import DuelState  # noqa: E402

SOLO, PLAYER = "automa", "player"


@functools.cache
def printed_card(building_id: str) -> Card:
    return card_of(building_id)


@functools.cache
def printed_god(divinity_id: str) -> God:
    return god_of(divinity_id)


@functools.cache
def chain_targets() -> tuple[tuple[str, str], ...]:
    """(card, chain symbol it needs) for every Age card with a chain requirement."""
    cat = content.catalogue()
    return tuple((b.id, b.chain_needs) for b in cat.buildings.values()
                 if b.chain_needs and not b.chain_needs.startswith("mythology_"))


def solo_direction(s: DuelState) -> tuple[str, str]:
    """SOLO's direction and the rule that fixed it: the option, SOLO's first Wonder (SOLO-SETUP-2/3),
    or, when that Wonder lets the Player choose and no choice is recorded, SOLO's first classic Wonder."""
    chosen = s.options.get("solo_direction", "auto")
    if chosen in DIRECTIONS:
        return chosen, "SOLO-SETUP-4"
    wonders = s.automa.wonders
    if wonders and wonders[0] in DIRECTION_OF_WONDER:
        return DIRECTION_OF_WONDER[wonders[0]], "SOLO-SETUP-3"
    for w in wonders:
        if w in DIRECTION_OF_WONDER:
            return DIRECTION_OF_WONDER[w], "SOLO-SETUP-4"
    return "MS", "SOLO-SETUP-4"


@functools.cache
def layout_positions(age: int, solo_side: str) -> tuple[tuple[int, int], ...]:
    """(x from SOLO's end, row from the front) of every slot of an Age layout (SOLO-GEN-5)."""
    layout = content.catalogue().board.age_layouts[age]
    front = max(x.row for x in layout)
    right = max(x.column for x in layout)
    return tuple((x.column if solo_side == "left" else right - x.column, front - x.row) for x in layout)


def position(s: DuelState, slot: int) -> tuple[int, int]:
    return layout_positions(s.age, s.options.get("solo_side", "left"))[slot]


def with_facts(base: Card, **facts) -> Card:
    """A copy of a printed card with the facts of now (dataclasses.replace is too slow here)."""
    card = object.__new__(Card)
    card.__dict__.update(base.__dict__)
    card.__dict__.update(facts)
    return card


def build_view(s: DuelState, whole_structure: bool = False) -> View:
    """SOLO's view of ``s``; ``whole_structure`` adds every face-up card (Zeus) besides the accessible ones."""
    from solo_desk.games.duel.bot import readings_from

    direction, _ = solo_direction(s)
    readings: Readings = readings_from(s.options)
    located = set(s.discard) | set(s.player.buildings) | set(s.automa.buildings)
    located |= {card for side in (s.player, s.automa) for _, card in side.built}
    open_symbols = {need for card, need in chain_targets() if card not in located}
    player_chains = rules.chain_symbols(s, PLAYER)
    have = s.automa.coins  # treasury only: never Astarte's coins (SOLO-GEN-11)

    def structure_card(slot: int) -> Card:
        card = s.slots[slot]
        base = printed_card(card)
        x, row = position(s, slot)
        uncovers = rules.uncovered_by(s, slot)
        hidden = [j for j in uncovers if not s.face_up[j]]
        price = rules.building_price(s, SOLO, card)
        return with_facts(
            base, x=x, row=row, uncovers=tuple(s.slots[j] or str(j) for j in uncovers), uncovers_face_down=len(hidden),
            uncovers_token=any(s.slot_tokens[j] for j in hidden), buildable=price.coins <= have,
            solo_price=price.coins,
            player_price=rules.building_price(s, PLAYER, card).coins if readings.cost_mode == "actual" else None,
            chain_open=base.chain_gives in open_symbols, free_by_chain_solo=price.chain,
            free_by_chain_player=base.chain_needs in player_chains,
            gain_coins=rules.card_gains(s, SOLO, card).coins if base.type == "Y" else 0,
        )

    accessible_slots = set(rules.accessible_slots(s))
    face_up_cards, accessible, face_down = [], [], []
    if s.phase == "play" and s.slots:
        for i, card in enumerate(s.slots):
            if not card:
                continue
            if s.face_up[i] and not card.startswith("?"):
                if i in accessible_slots or whole_structure:
                    c = structure_card(i)
                    face_up_cards.append(c)
                    if i in accessible_slots:
                        accessible.append(c)
            elif not s.face_up[i]:
                token = s.slot_tokens[i]
                x, row = position(s, i)
                face_down.append(FaceDown(f"slot:{i}", token.partition(":")[0] or None,
                                          int(token.partition(":")[2]) if token.startswith("offer") else 0, x, row))
    wonders_open = rules.wonders_built_total(s) < content.catalogue().board.wonders_built_max

    def city(side: str) -> City:
        c = s.city(side)
        built = set(c.built_wonders())
        wonders = []
        for w in c.wonders:
            price = None if w in built or not wonders_open else rules.wonder_price(s, side, w).coins
            wonders.append(wonder_of(w, built=w in built, solo_price=price if side == SOLO else None,
                                     player_price=price if side == PLAYER else None))
        return City(cards=tuple(printed_card(b) for b in c.buildings), wonders=tuple(wonders), coins=c.coins,
                    science=rules.science_symbols(s, side), chain_symbols=rules.chain_symbols(s, side),
                    progress=frozenset(c.progress), offerings=c.offering_tokens)

    pantheon = []
    for k, god in enumerate(s.pantheon_spaces, start=1):
        if god and not god.startswith("?"):
            price = rules.divinity_price(s, SOLO, k).coins
            pantheon.append(replace(printed_god(god), space=k, cost=price))
    player_first = s.player.wonders[0] if s.player.wonders else None
    return View(
        direction=direction, level=level_of(s.options.get("level", "base")), age=max(1, s.age), readings=readings,
        conflict=s.conflict, minerva=s.minerva, solo=city(SOLO), player=city(PLAYER),
        accessible=tuple(accessible), structure_face_up=tuple(face_up_cards), face_down=tuple(face_down),
        discard=tuple(printed_card(c) for c in s.discard if c != "?"), pantheon=tuple(pantheon),
        decks={m: len(d) for m, d in zip(content.MYTHOLOGIES, s.divinity_decks)},
        military_tokens=tuple(MilitaryToken(t, "solo" if t.startswith(SOLO) else "player", int(t.rsplit("_", 1)[1]))
                              for t in s.military_tokens),
        wonders_built=rules.wonders_built_total(s), enki_tokens=s.enki_tokens,
        solo_strategy="strategy" in s.automa.progress, player_strategy="strategy" in s.player.progress,
        player_direction=DIRECTION_OF_WONDER.get(player_first or ""),
        structure_cards=sum(1 for c in s.slots if c),
    )
