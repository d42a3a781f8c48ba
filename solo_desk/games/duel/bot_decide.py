"""SOLO's decisions (Pantheon Solo Mode v1.1) on a :class:`View`: every scale of the rendering.

Each function appends TraceSteps citing the rule that decided, and returns ids;
the adapter turns them into engine actions. Nothing here knows the engine.
"""
from __future__ import annotations

import functools
from collections.abc import Iterator, Sequence
from operator import attrgetter
from typing import Any, NamedTuple

from solo_desk.core.proposal import Dropped, Trace, TraceStep

from solo_desk.games.duel.bot_scales import (
    Randomness, Rung, completes_pair, drop, drop_item, compared_cost, from_player_side, from_solo_side, gives_chain,
    label_of, narrow, narrow_by, need_of, need_rung, needed_named, new_symbol, owned_resources, produced, record_shared,
    select, uncovered,
)
from solo_desk.games.duel.bot_view import (
    DIRECTION_NAMES, DIRECTION_OF_WONDER, OWN_TOKEN_WONDERS, PLAYER_CHOOSES_DIRECTION, Card, City, FaceDown, God,
    MilitaryToken, View, Wonder, colour_order, godplace_order, mythology_order, progress_direction_list,
    strategic_scale,
)

COLOURED = frozenset({"Y", "G", "R", "B"})  # rungs "yellow, green, red and blue only"
_SHIELDS, _TYPE, _BUILDABLE, _FACE_UP = map(attrgetter, ("shields", "type", "buildable", "face_up"))
WIN_CAPITAL = 9
_NEW_TUPLE = tuple.__new__


class Decision(NamedTuple):
    """SOLO's turn: build a Wonder (tucking ``card``), activate ``god``, build or discard ``card``.
    (A named tuple: one is made on every turn, and a dataclass is slower to make.)"""

    kind: str  # wonder | god | build | discard
    card: str | None = None
    wonder: str | None = None
    god: str | None = None
    offerings: tuple[int, ...] = ()
    rule: str = ""


# -- adaptive behaviour and the operational scale ---------------------------------------

def military_threat(view: View) -> bool:
    """SOLO-ADAPT-1: the pawn in the last zone before SOLO's capital (SOLO-AMB-30: d in 6..8)."""
    return 6 <= view.conflict <= 8


def science_threat(view: View) -> bool:
    """SOLO-ADAPT-2: the Player shows 5 different symbols (every source, SOLO-AMB-39)."""
    return view.player.symbols() >= 5


Group = tuple[str, ...]


def operational_groups(view: View, building: bool = True) -> tuple[list[Group], list[str]]:
    """SOLO-OP-TABLE as currently modified by SOLO-ADAPT-1/2/3 (SOLO-OP-ADAPT); with
    adaptive_scope=build_only the other uses keep the normal scale (SOLO-AMB-38).
    Returns the type groups best first and the rule ID of each."""
    if not building and view.readings.adaptive_scope == "build_only":
        red = green = False
    else:
        red, green = military_threat(view), science_threat(view)
    groups, rules = _operational_groups(view.direction, red, green)
    return list(groups), list(rules)


@functools.lru_cache(maxsize=256)
def _operational_groups(direction: str, red: bool, green: bool) -> tuple[tuple[Group, ...], tuple[str, ...]]:
    groups, rules = _groups_for(direction, red, green)
    return tuple(groups), tuple(rules)


def _groups_for(direction: str, red: bool, green: bool) -> tuple[list[Group], list[str]]:
    first, second, third = colour_order(direction)
    groups: list[Group] = [("GT",), ("BG",), ("Y",), (first,), (second,), (third,)]
    rules = ["SOLO-OP-1", "SOLO-OP-2", "SOLO-OP-3", "SOLO-OP-4.1", "SOLO-OP-4.2", "SOLO-OP-4.3"]
    if red and green:
        rest = [(g, r) for g, r in zip(groups, rules) if g not in (("R",), ("G",))]
        return [("R", "G")] + [g for g, _ in rest], ["SOLO-ADAPT-3"] + [r for _, r in rest]
    if red or green:
        lead: Group = ("R",) if red else ("G",)
        rest = [(g, r) for g, r in zip(groups, rules) if g != lead]
        return [lead] + [g for g, _ in rest], ["SOLO-ADAPT-1" if red else "SOLO-ADAPT-2"] + [r for _, r in rest]
    return groups, rules


def by_type(cards: Sequence[Card], view: View, trace: Trace, reverse: bool = False, building: bool = True,
            rule: str | None = None) -> tuple[Group, list[Card]]:
    """Keep the cards of the best (or, reversed, the worst: SOLO-OP-REV) type present."""
    if not building and view.readings.adaptive_scope == "build_only":
        red = green = False
    else:  # military_threat(view), science_threat(view)
        red, green = 6 <= view.conflict <= 8, view.player.symbols() >= 5
    first = _first_group(view.direction, red, green, reverse, frozenset(map(_TYPE, cards)))
    if first is None:
        raise ValueError("no card to rank")
    group, group_rule, params = first
    # the split and its step in one pass (by_type runs on nearly every turn; narrow would find again
    # by id which cards were kept)
    return group, narrow_by(trace, rule or ("SOLO-OP-REV" if reverse else group_rule),
                            "duel.trace.type_reverse" if reverse else "duel.trace.type_first", cards, group,
                            "duel.bot.drop.other_type",
                            "SOLO-AMB-38" if not building and group_rule.startswith("SOLO-ADAPT") else None, params)


@functools.lru_cache(maxsize=1024)
def _first_group(direction: str, red: bool, green: bool, reverse: bool, present: frozenset[str]
                 ) -> tuple[Group, str, dict[str, Any]] | None:
    """The group by_type keeps among the types ``present``: (the group, its rule, its step's
    parameters: the type's message and the scale's), None when no group has one of them. Cached:
    by_type runs for nearly every decision, and few sets of types occur. (The parameters are shared
    by the steps that record them: trace entries are never changed once made.)"""
    order, scale = _type_order(direction, red, green, reverse)
    for group, group_rule in order:
        if present.intersection(group):
            return group, group_rule, {"type": type_message(group), "scale": list(scale)}
    return None


@functools.lru_cache(maxsize=256)
def _type_order(direction: str, red: bool, green: bool, reverse: bool
                ) -> tuple[tuple[tuple[Group, str], ...], tuple[dict[str, Any], ...]]:
    """operational_groups' (group, rule) pairs in the order by_type walks them, and the scale's
    messages (always best first)."""
    groups, rules = _operational_groups(direction, red, green)
    order = tuple(zip(groups, rules))
    return (order[::-1] if reverse else order), _scale_message(groups)


def type_message(group: Group) -> dict[str, Any]:
    return {"key": "duel.bot.type." + "_".join(group).lower(), "params": {}}


def scale_message(groups: list[Group]) -> list[dict[str, Any]]:
    return [type_message(g) for g in groups]


@functools.lru_cache(maxsize=256)
def _scale_message(groups: tuple[Group, ...]) -> tuple[dict[str, Any], ...]:
    return tuple(scale_message(list(groups)))


# -- instant victories (SOLO-ADAPT-4, SOLO-FLEX-1) -----------------------------------------

def pawn_after(view: View, push: int) -> int:
    """The pawn after ``push`` spaces (positive toward SOLO's capital), stopped by Minerva."""
    target = view.conflict + push
    m = view.minerva
    if m is not None:
        if push > 0 and view.conflict < m <= target:
            return m - 1
        if push < 0 and target <= m < view.conflict:
            return m + 1
    return max(-WIN_CAPITAL, min(WIN_CAPITAL, target))


def may_reach_capital(view: View, shields: int) -> bool:
    """Whether ``shields`` (and the Strategy token's one) could bring the pawn to the Player's
    capital: pawn_after never moves it beyond the push, so a push that falls short cannot win
    (a cheap test before solo_wins_with)."""
    return view.conflict - shields - 1 <= -WIN_CAPITAL


def solo_wins_with(view: View, shields: int = 0, symbol: str | None = None, red: bool = False) -> bool:
    if shields and pawn_after(view, -(shields + (1 if red and view.solo_strategy else 0))) <= -WIN_CAPITAL:
        return True
    return view.solo.symbols() >= 5 and new_symbol(view.solo.science, symbol)


def player_wins_with(view: View, shields: int = 0, symbol: str | None = None, red: bool = False) -> bool:
    if shields and pawn_after(view, shields + (1 if red and view.player_strategy else 0)) >= WIN_CAPITAL:
        return True
    return view.player.symbols() >= 5 and new_symbol(view.player.science, symbol)


def card_wins_for_player(view: View, card: Card) -> bool:
    return player_wins_with(view, card.shields, card.symbol, card.type == "R")


def god_wins(view: View, god: God, for_solo: bool) -> bool:
    """Mars's shields, Ishtar's symbol, or Nisaba copying a symbol of the other side."""
    me, other = (view.solo, view.player) if for_solo else (view.player, view.solo)
    wins = solo_wins_with if for_solo else player_wins_with
    if god.id == "nisaba":
        return me.symbols() >= 5 and any(c.type == "G" and new_symbol(me.science, c.symbol) for c in other.cards)
    return wins(view, god.shields, god.symbol)


# -- the choice, discard and flexibility scales ----------------------------------------------

def owns_token_wonder(view: View) -> bool:
    return view.solo.owns_wonder(OWN_TOKEN_WONDERS)


def choice_rungs(view: View) -> Iterator[Rung]:
    """SOLO-CHOICE-1..11 (v1.1), each made when ``select`` reaches it (it stops at a lone card)."""
    solo, readings = view.solo, view.readings
    need = functools.partial(need_of, solo)  # computed only if a rung needs it
    owns = owns_token_wonder(view)
    yield Rung("SOLO-CHOICE-1", "duel.trace.uncovers_token", test=lambda c: c.uncovers_token, when=owns)
    yield Rung("SOLO-CHOICE-2", "duel.trace.completes_pair", test=lambda c: completes_pair(solo.science, c.symbol),
               applies=lambda c: c.type == "G", ambiguity=None)
    yield need_rung("SOLO-CHOICE-3", "duel.trace.most_needed_resource", need, produced, lambda c: c.type == "BG",
                    readings)
    yield need_rung("SOLO-CHOICE-4", "duel.trace.discount_needed_resource", need, lambda c: c.discount,
                    lambda c: c.type == "Y" and bool(c.discount), readings)
    yield need_rung("SOLO-CHOICE-5", "duel.trace.choice_needed_resource", need, lambda c: c.choice,
                    lambda c: c.type == "Y" and bool(c.choice), readings)
    yield Rung("SOLO-CHOICE-6", "duel.trace.cheapest", score=lambda c: compared_cost(c, "solo", readings),
               ambiguity="SOLO-AMB-12" if readings.cost_mode == "actual" else None)
    yield Rung("SOLO-CHOICE-7", "duel.trace.gives_chain", test=lambda c: gives_chain(c, "solo", readings),
               applies=lambda c: c.type in COLOURED, ambiguity="SOLO-AMB-23")
    yield Rung("SOLO-CHOICE-8", "duel.trace.most_of", score=lambda c: -choice_value(c),
               applies=lambda c: c.type != "BG", ambiguity="SOLO-AMB-35", says=choice_measure)
    yield Rung("SOLO-CHOICE-9", "duel.trace.uncovers_token", test=lambda c: c.uncovers_token, when=not owns)
    yield Rung("SOLO-CHOICE-10", "duel.trace.fewest_uncovered", score=lambda c: uncovered(c, readings),
               ambiguity="SOLO-AMB-22" if readings.uncover_count != "accessible" else None)
    yield Rung("SOLO-CHOICE-11", "duel.trace.first_from_solo", score=from_solo_side, ambiguity="SOLO-AMB-21")


def choice_value(card: Card) -> int:
    """SOLO-CHOICE-8: VP (blue, green, Grand Temple), coins (yellow), shields (red)."""
    return {"Y": card.gain_coins, "R": card.shields}.get(card.type, card.vp)


CHOICE_MEASURES = {"Y": "coins", "R": "shields"}  # the others: victory points


def choice_measure(kept: Sequence[Card]) -> dict[str, Any]:
    """What SOLO-CHOICE-8 compared for the kept cards' colour (choice_value's measure): one
    measure, or all three when colours with different measures were compared."""
    measures = {CHOICE_MEASURES.get(c.type, "vp") for c in kept}
    measure = measures.pop() if len(measures) == 1 else "by_colour"
    return {"measure": {"key": "duel.trace.measure." + measure, "params": {}}}


INVERTED = "_inverted"  # the message of a discard rung turned into the Player's worst card (SOLO-AMB-09)


def discard_rungs(view: View, invert: bool = False) -> list[Rung]:
    """SOLO-DISCARD-1..9: rungs 2-6 and 9 from the Player's side (SOLO-AMB-08); ``invert``
    turns rungs 2-6 into the Player's worst card (liberty_gift=invert, SOLO-AMB-09)."""
    readings = view.readings
    need = functools.partial(need_of, view.player)  # computed only if a rung needs it
    owns = owns_token_wonder(view)
    flip = -1 if invert else 1
    amb = "SOLO-AMB-09" if invert else "SOLO-AMB-08"

    def need_score(resources):
        return lambda c: tuple(flip * k for k in need().card_key(resources(c)))

    def needed(rule: str, key: str, resources, applies) -> Rung:
        if invert:  # the Player's worst card: said as such ("…the resource the Player least needs")
            return Rung(rule, key + INVERTED, score=need_score(resources), applies=applies, ambiguity=amb,
                        says=needed_named(need, resources))
        return need_rung(rule, key, need, resources, applies, readings)

    def cost_score(c: Card) -> Any:
        cost = compared_cost(c, "player", readings)
        return tuple(-v for v in cost) if isinstance(cost, tuple) and invert else (-cost if invert else cost)

    return [
        Rung("SOLO-DISCARD-1", "duel.trace.uncovers_token", test=lambda c: c.uncovers_token, when=owns),
        needed("SOLO-DISCARD-2", "duel.trace.player_most_needed_resource", produced, lambda c: c.type == "BG"),
        needed("SOLO-DISCARD-3", "duel.trace.player_discount_needed_resource", lambda c: c.discount,
               lambda c: c.type == "Y" and bool(c.discount)),
        needed("SOLO-DISCARD-4", "duel.trace.player_choice_needed_resource", lambda c: c.choice,
               lambda c: c.type == "Y" and bool(c.choice)),
        Rung("SOLO-DISCARD-5", "duel.trace.player_chain" + (INVERTED if invert else ""),
             test=lambda c: gives_chain(c, "player", readings) != invert,
             applies=lambda c: c.type in COLOURED, ambiguity=amb if invert else "SOLO-AMB-23"),
        Rung("SOLO-DISCARD-6", "duel.trace.player_cheapest" + (INVERTED if invert else ""), score=cost_score,
             ambiguity=amb if invert else None),
        Rung("SOLO-DISCARD-7", "duel.trace.uncovers_token", test=lambda c: c.uncovers_token, when=not owns),
        Rung("SOLO-DISCARD-8", "duel.trace.fewest_uncovered", score=lambda c: uncovered(c, readings)),
        Rung("SOLO-DISCARD-9", "duel.trace.first_from_player", score=from_player_side, ambiguity="SOLO-AMB-21"),
    ]


def flexibility_rungs(view: View) -> list[Rung]:
    """SOLO-FLEX-1..5, then SOLO-CHOICE-11 (SOLO-AMB-07)."""
    readings = view.readings
    return [
        Rung("SOLO-FLEX-1", "duel.trace.denies_player_win", test=lambda c: card_wins_for_player(view, c)),
        Rung("SOLO-FLEX-2", "duel.trace.gives_chain", test=lambda c: gives_chain(c, "solo", readings)),
        Rung("SOLO-FLEX-3", "duel.trace.fewest_uncovered", score=lambda c: uncovered(c, readings)),
        Rung("SOLO-FLEX-4", "duel.trace.cheapest", score=lambda c: compared_cost(c, "solo", readings)),
        Rung("SOLO-FLEX-5", "duel.trace.green", test=lambda c: c.type == "G"),
        Rung("SOLO-CHOICE-11", "duel.trace.first_from_solo", score=from_solo_side, ambiguity="SOLO-AMB-07"),
    ]


def free_rungs(view: View, hades: bool = False) -> list[Rung]:
    """SOLO-FREE-1..4 (v1.1); the Hades literal list SOLO-FREE-H1..H3 with hades_scale=literal."""
    solo, readings = view.solo, view.readings
    pair = lambda c: completes_pair(solo.science, c.symbol)  # noqa: E731
    chain = lambda c: gives_chain(c, "solo", readings)  # noqa: E731
    if hades and readings.hades_scale == "literal":
        return [
            Rung("SOLO-FREE-H1", "duel.trace.completes_pair", test=pair, applies=lambda c: c.type == "G",
                 ambiguity="SOLO-AMB-15"),
            Rung("SOLO-FREE-H2", "duel.trace.most_vp", score=lambda c: -c.vp, ambiguity="SOLO-AMB-15"),
            Rung("SOLO-FREE-H3", "duel.trace.gives_chain", test=chain, applies=lambda c: c.type in COLOURED,
                 ambiguity="SOLO-AMB-15"),
        ]
    return [
        Rung("SOLO-FREE-1", "duel.trace.completes_pair", test=pair, applies=lambda c: c.type == "G"),
        Rung("SOLO-FREE-2", "duel.trace.most_vp", score=lambda c: -c.vp),
        need_rung("SOLO-FREE-3", "duel.trace.most_needed_resource", functools.partial(need_of, solo), produced,
                  lambda c: c.type == "BG", readings),
        Rung("SOLO-FREE-4", "duel.trace.gives_chain", test=chain, applies=lambda c: c.type in COLOURED,
             ambiguity="SOLO-AMB-15" if hades else None),
    ]


# -- SOLO-TAC-*: the turn ---------------------------------------------------------------------

def decide_turn(view: View, trace: Trace, rng: Randomness) -> Decision:
    """SOLO-TAC-SEQ: instant win, Wonder, Pantheon, structure, discard."""
    win = instant_win(view, trace, rng)
    if win is not None:
        return win
    wonder = decide_wonder(view, trace, rng)
    if wonder is not None:
        return wonder
    god = decide_pantheon(view, trace, rng)
    if god is not None:
        return god
    build = decide_build(view, trace, rng)
    if build is not None:
        return build
    return decide_discard(view, trace, rng)


def instant_win(view: View, trace: Trace, rng: Randomness) -> Decision | None:
    """SOLO-ADAPT-4 (SOLO-AMB-37): any action that wins at once, checked before SOLO-TAC-1."""
    # fewer shields than this cannot bring the pawn to the Player's capital (may_reach_capital:
    # the pawn never moves beyond the push): only items with enough shields are asked whether they win;
    # without shields a build wins only by science: with 5 symbols and a new one (solo_wins_with)
    reach = max(view.conflict + 8, 1)
    if reach > view.most_shields and view.solo.symbols() < 5:
        return None  # most turns: the pawn is farther from the Player's capital than any item's shields push it
    science = view.solo.symbols() >= 5
    if not science and max(map(_SHIELDS, view.accessible), default=0) < reach \
            and max(map(_SHIELDS, view.solo.wonders), default=0) < reach \
            and (view.age < 2 or max(map(_SHIELDS, view.pantheon), default=0) < reach):
        return None  # the usual turn: no 5 symbols, no card, Wonder (built or not) or divinity with shields enough
    wonders = []
    if view.readings.instant_win_includes_wonders and \
            any([w.shields >= reach for w in view.solo.unbuilt_wonders()]):
        wonders = [w for w in legal_wonders(view) if w.shields and solo_wins_with(view, w.shields)]
    gods = []
    if view.age >= 2:
        # a divinity wins only with shields or, 5 symbols held, a symbol (god_wins): only those are priced
        candidates = [g for g in view.pantheon if science or g.shields >= reach]
        if candidates:
            gods = [g for g in _activatable(view, candidates) if god_wins(view, g, for_solo=True)]
    cards = [c for c in view.accessible if c.buildable and (science or c.shields >= reach)
             and solo_wins_with(view, c.shields, c.symbol, c.type == "R")]
    if not (wonders or gods or cards):
        return None
    trace.step("SOLO-ADAPT-4", "duel.trace.instant_win", kept=[w.id for w in wonders] + [g.id for g in gods]
               + [c.id for c in cards], ambiguity="SOLO-AMB-37",
               kept_names=[label_of(x) for x in (*wonders, *gods, *cards)])
    # the winning move is said as the rule that chose it (the operational scale only ranks several wins)
    if wonders:
        wonder = rank_wonders(view, wonders, trace, rng)
        trace.step("SOLO-ADAPT-4", "duel.trace.build_wonder", kept=[wonder.id], wonder=wonder.name)
        return Decision("wonder", card=tuck_card(view, trace, rng), wonder=wonder.id, rule="SOLO-ADAPT-4")
    if gods:
        god = rank_gods(view, gods, trace)
        return Decision("god", god=god.id, offerings=activation_step(view, god, trace, "SOLO-ADAPT-4"),
                        rule="SOLO-ADAPT-4")
    card = cards[0] if len(cards) == 1 else choose_build(view, cards, trace, rng)
    trace.step("SOLO-ADAPT-4", "duel.trace.build", kept=[card.id], card=card.name)
    return Decision("build", card=card.id, rule="SOLO-ADAPT-4")


def legal_wonders(view: View) -> list[Wonder]:
    """Wonders SOLO may build by the official rules (any coins)."""
    if view.wonders_built >= 7 or not view.accessible:
        return []
    return [w for w in view.solo.unbuilt_wonders() if w.solo_price is not None and w.solo_price <= view.solo.coins]


def wonder_cap(view: View) -> int:
    """SOLO-WONDER-1 (3/4/5 coins per Age) or SOLO-LEVEL-C5."""
    return view.level.wonder_cap[view.age - 1]


def decide_wonder(view: View, trace: Trace, rng: Randomness) -> Decision | None:
    """SOLO-TAC-1 / SOLO-WONDER-1..4."""
    age, caps = view.age, view.level.wonder_cap
    cap = caps[age - 1]  # wonder_cap(view)
    solo = view.solo
    unbuilt = solo.unbuilt_wonders()
    coins = solo.coins
    seven_built, no_card = view.wonders_built >= 7, not view.accessible
    # the step of most turns (no Wonder fits) depends on these alone: shared by the turns that record it
    # (the Wonder views by identity: each carries its price and name)
    shared = (tuple(unbuilt), cap, coins, age, seven_built, no_card, caps[0])
    step = _NO_WONDER_STEPS.get(shared)
    if step is not None:
        trace.steps.append(step)
        return None
    limit = min(cap, coins)
    dropped: list[Dropped] = []
    fits: list[Wonder] = []
    for w in unbuilt:
        price = w.solo_price
        if seven_built:
            dropped.append(drop_item(w, "duel.bot.drop.seven_built"))
        elif no_card or price is None:
            dropped.append(drop_item(w, "duel.bot.drop.cannot_build"))
        elif price > limit:
            dropped.append(drop_item(w, "duel.bot.drop.over_cap", {"coins": price, "cap": cap, "treasury": coins}))
        else:
            fits.append(w)
    rule = "SOLO-LEVEL-C5" if caps[0] != 3 else "SOLO-WONDER-1"
    if not fits:
        if len(_NO_WONDER_STEPS) >= 256:  # the turns of the recent games
            _NO_WONDER_STEPS.clear()
        # why: none left to build, seven built, or none within the cap and SOLO's coins
        key = "duel.trace.no_wonder_left" if not unbuilt else "duel.trace.no_wonder_seven" if seven_built \
            else "duel.trace.no_wonder"
        if key != "duel.trace.no_wonder":
            rule = "SOLO-WONDER-1"  # no cap of a level decided it
        _NO_WONDER_STEPS[shared] = trace.record(rule, key, [], dropped,
                                                "SOLO-AMB-14" if key == "duel.trace.no_wonder" else None,
                                                {"cap": cap, "age": age, "coins": coins})
        return None
    trace.record(rule, "duel.trace.wonders_buildable", [w.id for w in fits], dropped, "SOLO-AMB-14",
                 {"kept_names": [w.name for w in fits], "cap": cap, "age": age})
    wonder = rank_wonders(view, fits, trace, rng)
    trace.step("SOLO-TAC-1", "duel.trace.build_wonder", kept=[wonder.id], wonder=wonder.name)
    return Decision("wonder", card=tuck_card(view, trace, rng), wonder=wonder.id, rule="SOLO-TAC-1")


# (SOLO's unbuilt Wonder views, cap, treasury, Age, 7 built, no card, the level's first cap) -> the
# "no Wonder" step: trace entries are never changed once made. The entries keep the views alive.
_NO_WONDER_STEPS: dict[tuple, TraceStep] = {}


def strategic_rank(direction: str, wonder_id: str) -> int:
    ranks = _strategic_ranks(direction)
    return ranks.get(wonder_id, len(ranks))


@functools.lru_cache(maxsize=64)
def _strategic_ranks(direction: str) -> dict[str, int]:
    """Each Wonder's place on the direction's strategic scale (never change the returned dict)."""
    return {w: i for i, w in enumerate(strategic_scale(direction))}


def rank_wonders(view: View, wonders: Sequence[Wonder], trace: Trace, rng: Randomness) -> Wonder:
    """SOLO-WONDER-2 (cheapest, SOLO-GEN-9) then SOLO-WONDER-3 (strategic scale)."""
    if len(wonders) == 1:
        return wonders[0]  # select keeps a lone candidate: no scale to build
    readings = view.readings
    return select(wonders, [
        Rung("SOLO-WONDER-2", "duel.trace.cheapest_wonder", score=lambda w: compared_cost(w, "solo", readings),
             ambiguity="SOLO-AMB-13" if readings.cost_mode == "actual" else "SOLO-AMB-12"),
        Rung("SOLO-WONDER-3", "duel.trace.strategic_scale", score=lambda w: strategic_rank(view.direction, w.id)),
    ], trace, rng)


def tuck_card(view: View, trace: Trace, rng: Randomness) -> str:
    """SOLO-WONDER-4: reverse operational type, then the discard scale."""
    _, kept = by_type(view.accessible, view, trace, reverse=True, building=False, rule="SOLO-WONDER-4")
    card = kept[0] if len(kept) == 1 else select(kept, discard_rungs(view), trace, rng)  # a scale only for a tie
    trace.step("SOLO-WONDER-4", "duel.trace.tuck", kept=[card.id], card=card.name)
    return card.id


# -- SOLO-TAC-2 / SOLO-PANTH-* ------------------------------------------------------------------

def god_cost(view: View, god: God) -> int:
    """SOLO-PANTH-SEL 1: space k costs SOLO k+2; Gate x2; Sanctuary -2; SOLO-LEVEL-C3 -1.
    ``god.cost`` (the engine's price) replaces the first three when the adapter knows it."""
    if god.cost is not None:
        return god.cost
    cost = god.space + 2
    if god.id == "gate":
        cost *= 2
    if any(w.id == "sanctuary" and w.built for w in view.solo.wonders):
        cost -= 2
    start = view.level.god_discount_from_age
    if start is not None and view.age >= start and god.id != "gate":
        cost -= 1
    return max(0, cost)


def offerings_needed(view: View, god: God) -> tuple[int, ...] | None:
    """SOLO-AMB-29: Offering tokens only when needed, largest first, as few as possible."""
    missing = god_cost(view, god) - view.solo.coins
    if not view.solo.offerings:
        return () if missing <= 0 else None
    used: list[int] = []
    for discount in sorted(view.solo.offerings, reverse=True):
        if missing <= 0:
            break
        used.append(discount)
        missing -= discount
    return tuple(used) if missing <= 0 else None


def applicable(view: View, god: God) -> bool:
    """SOLO-PANTH-APPL (SOLO-AMB-31): an effect that would do nothing is not applicable."""
    check = _APPLICABLE.get(god.id)
    return check(view) if check else True


_APPLICABLE = {
    "gate": lambda view: any(n > 0 for n in view.decks.values()),
    # his tokens, or those he draws when activated with none on him (from a deck: Gate, Divine Theater)
    "enki": lambda view: bool(view.enki_tokens) or view.progress_box > 0,
    "nisaba": lambda view: any(c.type == "G" for c in view.player.cards),
    "baal": lambda view: any(c.type == "BG" for c in view.player.cards),
    "hades": lambda view: bool(view.discard),
    "zeus": lambda view: view.structure_cards > 0,
    "anubis": lambda view: bool(view.solo.built_wonders() or view.player.built_wonders()),
    "isis": lambda view: bool(view.solo.unbuilt_wonders()) and view.wonders_built < 7 and bool(view.discard),
    "ra": lambda view: bool(view.player.unbuilt_wonders()),
    "minerva": lambda view: view.conflict + 1 <= WIN_CAPITAL and view.minerva != view.conflict + 1,
    "neptune": lambda view: bool(view.military_tokens),
}


def activatable_gods(view: View) -> list[God]:
    if view.age < 2:
        return []
    return _activatable(view, view.pantheon)


def _activatable(view: View, gods: Sequence[God]) -> list[God]:
    """The divinities of ``gods`` SOLO may activate now (from Age II)."""
    return [g for g in gods if g.face_up and offerings_needed(view, g) is not None and applicable(view, g)]


def pantheon_rank(view: View, god: God) -> tuple[int, str]:
    """SOLO-PANTH-TABLE rank and the rung ID that gives it."""
    if god.id == "gate":
        return 0, "SOLO-PANTH-1"
    order = mythology_order(view.direction)
    rank = order.index(god.mythology) + 1
    return rank, ("SOLO-PANTH-2", "SOLO-PANTH-3", "SOLO-PANTH-4.1", "SOLO-PANTH-4.2", "SOLO-PANTH-4.3")[rank - 1]


def rank_gods(view: View, gods: Sequence[God], trace: Trace) -> God:
    """Highest Pantheon-scale rank; inside a Mythology the nearest space (SOLO-PANTH-N2)."""
    ranks = [pantheon_rank(view, g) for g in gods]
    best = min(rank for rank, _ in ranks)
    top = [g for g, (rank, _) in zip(gods, ranks) if rank == best]
    rule = next(rung for rank, rung in ranks if rank == best)  # top[0]'s
    # PANTH-4.3 is the last rung: its Mythology comes after the others, not "first"
    key = "duel.trace.pantheon_rank_last" if rule == "SOLO-PANTH-4.3" else "duel.trace.pantheon_rank"
    narrow(trace, rule, key, gods, top, "duel.bot.drop.lower_rank",
           ambiguity=None, mythology={"key": "duel.bot.mythology." + top[0].mythology, "params": {}})
    if len(top) > 1:
        nearest = min(g.space for g in top)
        chosen = [g for g in top if g.space == nearest]
        narrow(trace, "SOLO-PANTH-N2", "duel.trace.cheapest_god", top, chosen, "duel.bot.drop.worse",
               ambiguity="SOLO-AMB-31")
        top = chosen
    return top[0]


def decide_pantheon(view: View, trace: Trace, rng: Randomness) -> Decision | None:
    """SOLO-TAC-2 / SOLO-PANTH-SEL (and SOLO-ADAPT-3's divinity first)."""
    if view.age < 2:
        return None
    face_up = list(filter(_FACE_UP, view.pantheon))
    dropped = []
    gods = []  # activatable_gods(view), found in the same pass
    solo = view.solo
    coins, offerings = solo.coins, solo.offerings
    for g in face_up:
        # offerings_needed(view, g) is None, written inline for SOLO without Offering tokens
        cost = g.cost if g.cost is not None else god_cost(view, g)
        if cost > coins if not offerings else offerings_needed(view, g) is None:
            dropped.append(drop_item(g, "duel.bot.drop.unaffordable", {"cost": cost, "coins": coins}))
        elif not applicable(view, g):
            dropped.append(drop_item(g, "duel.bot.drop.not_applicable"))
        else:
            gods.append(g)
    if not gods:
        if face_up:
            trace.record("SOLO-PANTH-SEL", "duel.trace.no_god", [], dropped, None, {"coins": view.solo.coins})
        return None
    inapplicable = [d for d in dropped if d.key == "duel.bot.drop.not_applicable"]
    trace.step("SOLO-PANTH-N3" if inapplicable else "SOLO-PANTH-SEL", "duel.trace.gods_available",
               kept=[g.id for g in gods], dropped=dropped, kept_names=[g.name for g in gods],
               coins=view.solo.coins, ambiguity="SOLO-AMB-31" if inapplicable else None)
    if military_threat(view) and science_threat(view):
        denying = [g for g in gods if god_wins(view, g, for_solo=False)]
        if denying:
            narrow(trace, "SOLO-FLEX-1", "duel.trace.denies_player_win", gods, denying, "duel.bot.drop.fails",
                   ambiguity="SOLO-AMB-07")
            gods = denying
    god = rank_gods(view, gods, trace)
    return Decision("god", god=god.id, offerings=activation_step(view, god, trace, "SOLO-TAC-2"), rule="SOLO-TAC-2")


def activation_step(view: View, god: God, trace: Trace, rule: str) -> tuple[int, ...]:
    """The step that activates ``god`` (its price, the Offering tokens it spends); those tokens."""
    offerings = offerings_needed(view, god) or ()
    cost = god_cost(view, god)
    # "for 3 coins (Offering tokens: -2)"; without a token, no empty list: "for 3 coins", "for free"
    key = "duel.trace.activate_god" if offerings else "duel.trace.activate_god_free" if not cost \
        else "duel.trace.activate_god_coins"
    why = {}
    if key == "duel.trace.activate_god_free" and god.free_by_token:  # why it is free: "(Egyptian Mythology token)"
        key, why = key + "_token", {"mythology": {"key": "duel.bot.mythology." + god.mythology, "params": {}}}
    if offerings:  # what SOLO pays once the tokens are off: "for 3 coins: its cost 8 less its Offering tokens (3, 2)"
        why["paid"] = max(0, cost - sum(offerings))
    trace.step(rule, key, kept=[god.id], god=god.name, cost=cost,
               offerings=list(offerings) or "-", ambiguity="SOLO-AMB-29" if offerings else None, **why)
    return offerings


def choose_gate_divinity(view: View, offered: Sequence[God], trace: Trace) -> str:
    """SOLO-PANTH-GATE (SOLO-AMB-28): the best-ranked applicable Mythology among those revealed;
    when none of them is applicable the Pantheon scale alone decides among them all (SOLO-PANTH-N3:
    the Gate must activate one)."""
    usable = [g for g in offered if applicable(view, g)]
    if usable:
        narrow(trace, "SOLO-PANTH-N3", "duel.trace.gate_offer", offered, usable, "duel.bot.drop.not_applicable")
    else:
        usable = list(offered)
        trace.step("SOLO-PANTH-N3", "duel.trace.gate_none_applicable", kept=[g.id for g in usable],
                   ambiguity="SOLO-AMB-28")
    god = rank_gods(view, usable, trace)
    trace.step("SOLO-PANTH-GATE", "duel.trace.gate_choice", kept=[god.id], god=god.name, ambiguity="SOLO-AMB-28")
    return god.id


# -- SOLO-TAC-3 / SOLO-OP-* and SOLO-TAC-4 / SOLO-DISCARD-* ------------------------------------

def decide_build(view: View, trace: Trace, rng: Randomness) -> Decision | None:
    cards = list(filter(_BUILDABLE, view.accessible))
    if not cards:
        trace.record("SOLO-TAC-3", "duel.trace.no_build", [],
                     [drop_item(c, "duel.bot.drop.cannot_build") for c in view.accessible], None, {})
        return None
    card = choose_build(view, cards, trace, rng)
    record_shared(trace, "SOLO-TAC-3", "duel.trace.build", card.id, "card", card.name)
    # Decision("build", card=card.id, rule="SOLO-TAC-3") without its __new__ (a Python call with keywords)
    return _NEW_TUPLE(Decision, ("build", card.id, None, None, (), "SOLO-TAC-3"))


def choose_build(view: View, cards: Sequence[Card], trace: Trace, rng: Randomness) -> Card:
    """SOLO-OP-SEL: best type; ties by the choice scale, SOLO-ADAPT-2a, or the flexibility scale."""
    group, kept = by_type(cards, view, trace)
    if len(kept) == 1:
        return kept[0]
    if group == ("R", "G"):
        return select(kept, flexibility_rungs(view), trace, rng)
    if group == ("G",) and science_threat(view):
        missing = [c for c in kept if new_symbol(view.player.science, c.symbol)]
        if missing and len(missing) < len(kept):
            narrow(trace, "SOLO-ADAPT-2", "duel.trace.player_missing_symbol", kept, missing,
                   "duel.bot.drop.fails", ambiguity="SOLO-AMB-39")
            kept = missing
    return select(kept, choice_rungs(view), trace, rng)


def decide_discard(view: View, trace: Trace, rng: Randomness) -> Decision:
    """SOLO-TAC-4 / SOLO-DISCARD-0: reverse operational type, then the discard scale."""
    _, kept = by_type(view.accessible, view, trace, reverse=True, building=False, rule="SOLO-DISCARD-0")
    card = kept[0] if len(kept) == 1 else select(kept, discard_rungs(view), trace, rng)  # a scale only for a tie
    trace.step("SOLO-TAC-4", "duel.trace.discard", kept=[card.id], card=card.name)
    return Decision("discard", card=card.id, rule="SOLO-TAC-4")


# -- SOLO-PROG-* -------------------------------------------------------------------------------

PROG_1 = ("architecture", "theology")
PROG_2 = ("agriculture", "urbanism", "economy")
PROG_3 = ("philosophy", "mysticism")


def choose_progress(view: View, offered: Sequence[str], trace: Trace) -> str:
    """SOLO-PROG-1..5 (SOLO-AMB-26): ``offered`` in SOLO-PROG-5 order (board from SOLO's side,
    the Great Library's drawn order, the Enki card's order); a rung without its tokens falls through."""
    solo, player = view.solo, view.player
    rungs = [
        ("SOLO-PROG-1", len(solo.built_wonders()) <= 1, PROG_1),
        ("SOLO-PROG-2", solo.coins <= 3, PROG_2),
        ("SOLO-PROG-3", sum(w.vp for w in solo.built_wonders()) <= sum(w.vp for w in player.built_wonders()), PROG_3),
        ("SOLO-PROG-4-" + view.direction, True, progress_direction_list(view.direction)),
    ]
    for rule, holds, tokens in rungs:
        if holds:
            for token in tokens:
                if token in offered:
                    trace.step(rule, "duel.trace.progress", kept=[token], token=token_message(token),
                               listed=[token_message(t) for t in tokens], ambiguity="SOLO-AMB-26")
                    return token
    # none applied: why each higher rung did not, before the fallback
    unmet = progress_unmet(view)
    for rule, holds, tokens in rungs:
        if holds:
            trace.step(rule, "duel.trace.progress_not_offered", listed=[token_message(t) for t in tokens],
                       ambiguity="SOLO-AMB-26")
        else:
            trace.step(rule, unmet[rule][0], **unmet[rule][1])
    token = offered[0]
    trace.step("SOLO-PROG-5", "duel.trace.progress_first", kept=[token], token=token_message(token),
               ambiguity="SOLO-AMB-26")
    return token


def progress_unmet(view: View) -> dict[str, tuple[str, dict[str, Any]]]:
    """SOLO-PROG-1..3's situations as said when they do not hold: rule -> (message key, parameters)
    (SOLO-PROG-4 always holds)."""
    solo, player = view.solo, view.player
    return {
        "SOLO-PROG-1": ("duel.trace.progress_not_few_wonders", {"wonders": len(solo.built_wonders())}),
        "SOLO-PROG-2": ("duel.trace.progress_not_few_coins", {"coins": solo.coins}),
        "SOLO-PROG-3": ("duel.trace.progress_not_behind", {"solo_vp": sum(w.vp for w in solo.built_wonders()),
                                                           "player_vp": sum(w.vp for w in player.built_wonders())}),
    }


def token_message(token: str) -> dict[str, Any]:
    return {"key": "duel.bot.progress." + token, "params": {}}


# -- free builds: Mausoleum, Messe, Hades, Statue of Liberty ------------------------------------

def choose_free_card(view: View, cards: Sequence[Card], trace: Trace, rng: Randomness,
                     rule: str = "SOLO-MAUSOLEUM") -> Card:
    """SOLO-MAUSOLEUM / SOLO-MESSE / SOLO-GOD-HADES / SOLO-LIBERTY-1: operational type
    (affordability irrelevant), then the free-choice scale; a last tie at random (SOLO-AMB-15)."""
    _, kept = by_type(cards, view, trace, building=False, rule=rule)
    card = select(kept, free_rungs(view, hades=rule == "SOLO-GOD-HADES"), trace, rng, random_rule="SOLO-GEN-7")
    trace.step(rule, "duel.trace.free_build", kept=[card.id], card=card.name)
    return card


def choose_liberty(view: View, cards: Sequence[Card], trace: Trace, rng: Randomness) -> tuple[str, str | None]:
    """SOLO-LIBERTY-1 (own card) and SOLO-LIBERTY-2 (the gift)."""
    own = choose_free_card(view, cards, trace, rng, rule="SOLO-LIBERTY-1")
    rest = [c for c in cards if c.id != own.id]
    return own.id, (choose_liberty_gift(view, rest, trace, rng) if rest else None)


def choose_liberty_gift(view: View, cards: Sequence[Card], trace: Trace, rng: Randomness) -> str:
    """SOLO-LIBERTY-2: reverse operational type, then the discard scale (SOLO-AMB-09)."""
    _, kept = by_type(cards, view, trace, reverse=True, building=False, rule="SOLO-LIBERTY-2")
    gift = select(kept, discard_rungs(view, invert=view.readings.liberty_gift == "invert"), trace, rng)
    trace.step("SOLO-LIBERTY-2", "duel.trace.gift", kept=[gift.id], card=gift.name, ambiguity="SOLO-AMB-09")
    return gift.id


def choose_theater(view: View, decks: dict[str, Sequence[God]], trace: Trace) -> str | None:
    """SOLO-THEATER (SOLO-AMB-45): the first Mythology, in Pantheon-scale order without the Gate,
    whose deck holds an applicable divinity (the divinity itself is drawn at random from the deck
    next, once the deck is chosen: one random draw). When no deck holds an applicable divinity,
    the Pantheon scale alone decides: the first of the decks offered in its order."""
    order = mythology_order(view.direction)
    for mythology in order:
        if any(applicable(view, g) for g in decks.get(mythology, ())):
            trace.step("SOLO-THEATER", "duel.trace.theater_deck", kept=[mythology], ambiguity="SOLO-AMB-45",
                       mythology={"key": "duel.bot.mythology." + mythology, "params": {}})
            return mythology
    mythology = next((m for m in order if m in decks), None)
    if mythology is not None:
        trace.step("SOLO-THEATER", "duel.trace.theater_none_applicable", kept=[mythology], ambiguity="SOLO-AMB-45",
                   mythology={"key": "duel.bot.mythology." + mythology, "params": {}})
    return mythology


# -- discarding the Player's cards: Circus Maximus, Statue of Zeus, Baal -----------------------

def choose_opponent_card(view: View, colour: str, trace: Trace, rng: Randomness) -> str | None:
    """SOLO-CIRCUS (grey) / SOLO-ZEUS-STATUE (brown) with SOLO-OPPCARD-1..3 (SOLO-AMB-19/20)."""
    rule = "SOLO-CIRCUS" if colour == "grey" else "SOLO-ZEUS-STATUE"
    cards = [c for c in view.player.cards if c.colour == colour]
    if not cards:
        return None
    own = owned_resources(view.player)
    order = {c.id: i for i, c in enumerate(view.player.cards)}
    card = select(cards, [
        Rung("SOLO-OPPCARD-1", "duel.trace.player_least_owned",
             score=lambda c: min(own[r] for r in produced(c)), ambiguity="SOLO-AMB-20"),
        Rung("SOLO-OPPCARD-3", "duel.trace.player_last_built", score=lambda c: -order[c.id]),
    ], trace, rng)
    trace.step(rule, "duel.trace.discard_player_card", kept=[card.id], card=card.name, ambiguity="SOLO-AMB-19")
    return card.id


def choose_baal(view: View, trace: Trace, rng: Randomness) -> str | None:
    """SOLO-GOD-BAAL-1..3: the brown/grey SOLO most needs; all built: the Player's scarcest;
    then the Player's last built (SOLO-AMB-18)."""
    cards = [c for c in view.player.cards if c.type == "BG"]
    if not cards:
        return None
    need = need_of(view.solo)
    own = owned_resources(view.player)
    order = {c.id: i for i, c in enumerate(view.player.cards)}
    card = select(cards, [
        Rung("SOLO-GOD-BAAL-1", "duel.trace.most_needed_resource", score=lambda c: need.card_key(produced(c)),
             when=not need.all_built, says=needed_named(need, produced)),
        Rung("SOLO-GOD-BAAL-2", "duel.trace.player_least_owned", score=lambda c: min(own[r] for r in produced(c)),
             when=need.all_built, ambiguity="SOLO-AMB-20"),
        Rung("SOLO-GOD-BAAL-3", "duel.trace.player_last_built", score=lambda c: -order[c.id],
             ambiguity="SOLO-AMB-18"),
    ], trace, rng)
    trace.step("SOLO-GOD-BAAL-2" if need.all_built else "SOLO-GOD-BAAL-1", "duel.trace.steal", kept=[card.id],
               card=card.name)
    return card.id


# -- the other divinities -------------------------------------------------------------------

def choose_nisaba(view: View, trace: Trace, rng: Randomness) -> str | None:
    """SOLO-GOD-NISABA-1..4: win, pair, a symbol in the discard pile, else the Player's first
    green card (nisaba_fallback=random: at random, SOLO-AMB-17)."""
    cards = [c for c in view.player.cards if c.type == "G" and c.symbol]
    if not cards:
        return None
    solo = view.solo
    discarded = {c.symbol for c in view.discard if c.symbol}
    order = {c.id: i for i, c in enumerate(view.player.cards)}
    rungs = [
        Rung("SOLO-GOD-NISABA-1", "duel.trace.science_win",
             test=lambda c: solo.symbols() >= 5 and new_symbol(solo.science, c.symbol)),
        Rung("SOLO-GOD-NISABA-2", "duel.trace.completes_pair", test=lambda c: completes_pair(solo.science, c.symbol)),
        Rung("SOLO-GOD-NISABA-3", "duel.trace.symbol_discarded", test=lambda c: c.symbol in discarded,
             ambiguity="SOLO-AMB-17"),
    ]
    if view.readings.nisaba_fallback != "random":
        rungs.append(Rung("SOLO-GOD-NISABA-4", "duel.trace.player_first_green", score=lambda c: order[c.id],
                          ambiguity="SOLO-AMB-17"))
    card = select(cards, rungs, trace, rng, random_rule="SOLO-GOD-NISABA-4")
    trace.step("SOLO-GOD-NISABA", "duel.trace.copy_symbol", kept=[card.id], card=card.name)
    return card.id


def choose_zeus(view: View, trace: Trace, rng: Randomness) -> str | None:
    """SOLO-GOD-ZEUS-1..3 (SOLO-AMB-05/06)."""
    tokens = [f for f in view.face_down if f.token]
    if not owns_token_wonder(view) and tokens:
        best = max(f.offering for f in tokens)
        top = [f for f in tokens if f.offering == best]
        narrow(trace, "SOLO-GOD-ZEUS-3", "duel.trace.best_offering", tokens, top, "duel.bot.drop.worse",
               ambiguity="SOLO-AMB-05")
        chosen: FaceDown | Card = select(top, [
            Rung("SOLO-ZEUS-DISCARD-4", "duel.trace.first_from_player", score=from_player_side)], trace, rng)
        return chosen.id
    cards = list(view.structure_face_up)
    if not cards:
        return None
    _, kept = by_type(cards, view, trace, reverse=True, building=False, rule="SOLO-GOD-ZEUS-1")
    readings = view.readings
    card = select(kept, [
        Rung("SOLO-ZEUS-DISCARD-1", "duel.trace.player_chain", test=lambda c: gives_chain(c, "player", readings),
             applies=lambda c: c.type in COLOURED, ambiguity="SOLO-AMB-04"),
        Rung("SOLO-ZEUS-DISCARD-2", "duel.trace.player_cheapest",
             score=lambda c: compared_cost(c, "player", readings)),
        Rung("SOLO-ZEUS-DISCARD-3", "duel.trace.fewest_uncovered", score=lambda c: uncovered(c, readings)),
        Rung("SOLO-ZEUS-DISCARD-4", "duel.trace.first_from_player", score=from_player_side),
    ], trace, rng)
    trace.step("SOLO-GOD-ZEUS-1", "duel.trace.zeus_discard", kept=[card.id], card=card.name,
               ambiguity="SOLO-AMB-06")
    return card.id


def wonder_scale(view: View, for_player: bool) -> str:
    """The strategic scale that breaks Anubis ties (SOLO-AMB-16)."""
    if for_player and view.readings.anubis_player_scale == "derived" and view.player_direction:
        return view.player_direction
    return view.direction


def choose_anubis(view: View, trace: Trace, rng: Randomness) -> str | None:
    """SOLO-GOD-ANUBIS-1..4: the Player's costliest built Wonder, else SOLO's cheapest."""
    readings = view.readings
    theirs = view.player.built_wonders()
    if theirs:
        scale = wonder_scale(view, for_player=True)
        wonder = select(theirs, [
            Rung("SOLO-GOD-ANUBIS-1", "duel.trace.costliest_wonder", score=lambda w: neg(compared_cost(w, "player", readings))),
            Rung("SOLO-GOD-ANUBIS-2", "duel.trace.most_vp", score=lambda w: -w.vp),
            Rung("SOLO-GOD-ANUBIS-2", "duel.trace.strategic_scale", score=lambda w: strategic_rank(scale, w.id),
                 ambiguity="SOLO-AMB-16"),
        ], trace, rng)
    else:
        mine = view.solo.built_wonders()
        if not mine:
            return None
        scale = wonder_scale(view, for_player=True)
        wonder = select(mine, [
            Rung("SOLO-GOD-ANUBIS-3", "duel.trace.cheapest_wonder", score=lambda w: compared_cost(w, "solo", readings)),
            Rung("SOLO-GOD-ANUBIS-4", "duel.trace.most_coins", score=lambda w: -w.gain_coins),
            Rung("SOLO-GOD-ANUBIS-4", "duel.trace.strategic_scale", score=lambda w: strategic_rank(scale, w.id),
                 ambiguity="SOLO-AMB-16"),
        ], trace, rng)
    # whose Wonder it is, and why SOLO's own (ANUBIS-3: the Player has built none)
    trace.step("SOLO-GOD-ANUBIS-1" if theirs else "SOLO-GOD-ANUBIS-3",
               "duel.trace.unbuild_player_wonder" if theirs else "duel.trace.unbuild_own_wonder",
               kept=[wonder.id], wonder=wonder.name)
    return wonder.id


def neg(value: Any) -> Any:
    return tuple(-v for v in value) if isinstance(value, tuple) else -value


def choose_isis(view: View, trace: Trace, rng: Randomness) -> tuple[str, str] | None:
    """SOLO-GOD-ISIS-1..3 and the Isis scale SOLO-ISIS-1..5 (SOLO-AMB-41)."""
    wonders = view.solo.unbuilt_wonders()
    if not wonders or not view.discard:
        return None
    readings = view.readings
    wonder = select(wonders, [
        Rung("SOLO-GOD-ISIS-1", "duel.trace.costliest_wonder", score=lambda w: neg(compared_cost(w, "solo", readings))),
        Rung("SOLO-GOD-ISIS-2", "duel.trace.most_vp", score=lambda w: -w.vp),
        Rung("SOLO-GOD-ISIS-2", "duel.trace.strategic_scale", score=lambda w: strategic_rank(view.direction, w.id)),
    ], trace, rng)
    latest = max(c.age for c in view.discard)
    recent = [c for c in view.discard if c.age == latest]
    narrow(trace, "SOLO-GOD-ISIS-3", "duel.trace.latest_age", view.discard, recent, "duel.bot.drop.older_age",
           ambiguity="SOLO-AMB-41", age=latest)
    _, kept = by_type(recent, view, trace, reverse=True, building=False, rule="SOLO-GOD-ISIS-3")
    player = view.player
    card = select(kept, [
        Rung("SOLO-ISIS-1", "duel.trace.player_pair", test=lambda c: completes_pair(player.science, c.symbol),
             applies=lambda c: c.type == "G"),
        Rung("SOLO-ISIS-2", "duel.trace.most_vp", score=lambda c: -c.vp),
        Rung("SOLO-ISIS-3", "duel.trace.player_chain", test=lambda c: gives_chain(c, "player", readings),
             applies=lambda c: c.type in COLOURED),
        Rung("SOLO-ISIS-4", "duel.trace.costliest", score=lambda c: neg(compared_cost(c, "solo", readings))),
    ], trace, rng, random_rule="SOLO-ISIS-5")
    trace.step("SOLO-GOD-ISIS-1", "duel.trace.isis", kept=[wonder.id, card.id], wonder=wonder.name, card=card.name)
    return wonder.id, card.id


def choose_ra(view: View, trace: Trace, rng: Randomness) -> str | None:
    """SOLO-GOD-RA (SOLO-AMB-42): the Player's unbuilt Wonder cheapest for the Player."""
    wonders = view.player.unbuilt_wonders()
    if not wonders:
        return None
    readings = view.readings
    wonder = select(wonders, [
        Rung("SOLO-GOD-RA", "duel.trace.cheapest_wonder", score=lambda w: compared_cost(w, "player", readings),
             ambiguity="SOLO-AMB-42"),
        Rung("SOLO-GOD-RA", "duel.trace.strategic_scale", score=lambda w: strategic_rank(view.direction, w.id),
             ambiguity="SOLO-AMB-42"),
    ], trace, rng)
    trace.step("SOLO-GOD-RA", "duel.trace.steal_wonder", kept=[wonder.id], wonder=wonder.name)
    return wonder.id


def choose_minerva(view: View, trace: Trace) -> int:
    """SOLO-GOD-MINERVA (SOLO-AMB-33): the space next to the pawn toward SOLO's capital."""
    from solo_desk.games.duel.describe import track_place  # the track's spaces as the history names them

    space = min(view.conflict + 1, WIN_CAPITAL)
    trace.step("SOLO-GOD-MINERVA", "duel.trace.minerva", kept=[str(space)], space=track_place(space),
               ambiguity="SOLO-AMB-33")
    return space


NEPTUNE_A = (("solo", 5, "SOLO-NEPTUNE-A1"), ("solo", 2, "SOLO-NEPTUNE-A2"),
             ("player", 2, "SOLO-NEPTUNE-A3"), ("player", 5, "SOLO-NEPTUNE-A4"))
NEPTUNE_B = (("solo", 5, "SOLO-NEPTUNE-B1"), ("player", 5, "SOLO-NEPTUNE-B2"),
             ("solo", 2, "SOLO-NEPTUNE-B3"), ("player", 2, "SOLO-NEPTUNE-B4"))


def choose_neptune(view: View, trace: Trace, stage: str = "both") -> tuple[str | None, str | None]:
    """SOLO-GOD-NEPTUNE (SOLO-AMB-32): the token discarded without effect (first scale,
    skipped with a single token), then the one applied (second scale). ``stage`` "void" or
    "apply" answers only that step of the engine's decision."""
    tokens = list(view.military_tokens)

    def take(scale, key: str) -> MilitaryToken | None:
        for half, value, rule in scale:
            for token in tokens:
                if token.half == half and token.value == value:
                    trace.step(rule, key, kept=[token.id], half={"key": f"duel.bot.half.{half}", "params": {}},
                               value=value, ambiguity="SOLO-AMB-32")
                    tokens.remove(token)
                    return token
        return None

    first = take(NEPTUNE_A, "duel.trace.neptune_void") if stage != "apply" and len(tokens) >= 2 else None
    second = take(NEPTUNE_B, "duel.trace.neptune_apply") if stage != "void" else None
    return (first.id if first else None), (second.id if second else None)


# -- god placement, end of Age, set-up ------------------------------------------------------

class _TopCard(NamedTuple):
    """One of the top two cards of a Mythology deck, drawn blind: its place ("0" the first) and words."""

    id: str
    name: dict[str, Any]


TOP_TWO = (_TopCard("0", {"key": "duel.trace.top_card_first"}), _TopCard("1", {"key": "duel.trace.top_card_second"}))


def place_divinity(view: View, mythology: str, occupied: set[int], deck_size: int, trace: Trace,
                   rng: Randomness) -> tuple[int | None, int | None]:
    """SOLO-GODPLACE-1..3 (SOLO-AMB-48): which of the top two cards (0 / 1, drawn blind) and
    the first free space of the placement scale; (None, None) when nothing can be placed."""
    spaces = [k for k in godplace_order(view.direction, mythology) if k not in occupied]
    if deck_size <= 0 or not spaces:
        trace.step("SOLO-GODPLACE-1", "duel.trace.no_placement", ambiguity="SOLO-AMB-48")
        return None, None
    pick = 0
    if deck_size >= 2:
        pick = int(rng.pick("SOLO-GODPLACE-1", TOP_TWO, trace, key="duel.trace.random_divinity").id)
    order = godplace_order(view.direction, mythology)
    trace.step("SOLO-GODPLACE-3", "duel.trace.place_divinity", kept=[str(spaces[0])], space=spaces[0],
               order="-".join(map(str, order)), occupied=sorted(occupied) or "-",
               mythology={"key": "duel.bot.mythology." + mythology, "params": {}})
    return pick, spaces[0]


def choose_next_starter(view: View, solo_took_last: bool, trace: Trace, ended_at: int | None = None) -> str | None:
    """SOLO-AGE-END-1/2 (SOLO-AMB-34): "automa" when SOLO chooses (itself), None when the
    base rules leave the choice to the Player. ``ended_at``: the Conflict at the end of the Age
    (the new Age's bonuses may have moved the pawn since); the view's when not known."""
    conflict = view.conflict if ended_at is None else ended_at
    if conflict > 0:
        from solo_desk.games.duel.describe import track_place  # the track's spaces as the history names them

        trace.step("SOLO-AGE-END-1", "duel.trace.solo_starts_weaker", kept=["automa"], conflict=track_place(conflict))
        return "automa"
    if conflict == 0 and solo_took_last:
        trace.step("SOLO-AGE-END-2", "duel.trace.solo_starts_tie", kept=["automa"], ambiguity="SOLO-AMB-34")
        return "automa"
    trace.step("SOLO-AGE-END-2", "duel.trace.player_chooses_start", conflict=conflict)
    return None


def direction_for(first_wonder: str) -> str | None:
    """SOLO-SETUP-2/3/4: the direction the first Wonder sets; None when the Player chooses."""
    if first_wonder in PLAYER_CHOOSES_DIRECTION:
        return None
    return DIRECTION_OF_WONDER[first_wonder]


def draft_pick(direction: str, offered: Sequence[str], trace: Trace, name: Any = None) -> str:
    """SOLO-SETUP-5 (SOLO-AMB-40): the highest offered Wonder on SOLO's strategic scale;
    ``name`` gives the Wonder's name for the trace (default: its id)."""
    pick = min(offered, key=lambda w: strategic_rank(direction, w))
    trace.step("SOLO-SETUP-5", "duel.trace.draft_pick", kept=[pick],
               dropped=[drop(w, "duel.bot.drop.lower_rank", label=name(w) if name else None) for w in offered if w != pick],
               wonder=name(pick) if name else pick, direction=DIRECTION_NAMES.get(direction, direction), ambiguity="SOLO-AMB-40")
    return pick


def conflict_nudge(view: View, trace: Trace) -> int:
    """SOLO-LEVEL-C1: at the start of an Age, if SOLO is behind (d > 0), d - 1 (not past Minerva)."""
    d = view.conflict
    if not view.level.conflict_nudge or d <= 0 or view.minerva == d - 1:
        return d
    trace.step("SOLO-LEVEL-C1", "duel.trace.conflict_nudge", kept=[str(d - 1)], before=d, after=d - 1,
               ambiguity="SOLO-AMB-43")
    return d - 1


def free_card_due(view: View) -> bool:
    """SOLO-LEVEL-C2: does SOLO draw a set-aside card at the start of this Age?"""
    return view.age in view.level.free_card_ages


def city_of(view: View, side: str) -> City:
    return view.solo if side == "solo" else view.player
