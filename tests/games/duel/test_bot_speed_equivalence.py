"""SOLO's fast paths equal the plain computations on many reachable states of seeded playouts: the
structure cards' facts computed when first read, the cities' parts computed when first read and
their kept method answers, the shared Wonder views, the cached scales and rankings, and the
decisions that skip work (by_type, instant_win, decide_pantheon); SOLO's actions built without
validation, the turn's end tested cheap tests first, the level kept with the readings, and turn views
computing at once what lazy views compute on first read."""
from __future__ import annotations

import functools

import pytest

from solo_desk.core.proposal import Trace
from solo_desk.games.duel import GAME, bot_adapter, content
from solo_desk.games.duel import bot_decide as D
from solo_desk.games.duel import bot_view as V
from solo_desk.games.duel.bot_scales import Randomness, label_of, narrow
from solo_desk.games.duel.bot_view import City

from .test_solo_engine import reachable_states

OPTION_SETS = [{}, {"level": "legendary", "cost_mode": "actual", "promo_wonders": True},
               {"chain_mode": "completes", "uncover_count": "facedown_only", "solo_side": "right",
                "adaptive_scope": "build_only", "instant_win_includes_wonders": False}]


@functools.lru_cache(maxsize=None)
def _states(options_index: int) -> tuple:
    return tuple(s for s in reachable_states(range(2), OPTION_SETS[options_index]) if s.phase == "play")


def all_states():
    for k in range(len(OPTION_SETS)):
        yield from _states(k)


def _fields(x) -> dict:
    import dataclasses

    return {f.name: getattr(x, f.name) for f in dataclasses.fields(x)}


def test_structure_card_facts_read_in_any_order_equal_the_reference_cards():
    """Each fact of a structure card, computed when first read (alone or with the others of its
    group), equals the reference construction's, whichever fact is read first."""
    checked = 0
    for s in all_states():
        reference = {c.id: c for c in bot_adapter.build_view_reference(s, whole_structure=True).structure_face_up}
        names = list(_fields(next(iter(reference.values()))) if reference else [])
        for order in (names, names[::-1]):
            view = bot_adapter.build_view(s, whole_structure=True)
            assert [c.id for c in view.structure_face_up] == list(reference)
            for card in view.structure_face_up:
                for name in order:
                    assert getattr(card, name) == getattr(reference[card.id], name), (card.id, name)
                checked += 1
    assert checked > 500


def _plain(x, actual: bool):
    """A view part as plain data; the Player's Wonder prices only matter with cost_mode=actual
    (the fast view prices them only then)."""
    if isinstance(x, (list, tuple)):
        return [_plain(v, actual) for v in x]
    if isinstance(x, V.Wonder):
        return _fields(x) | ({} if actual else {"player_price": None})
    if isinstance(x, V.Card):
        return _fields(x)
    return x


def test_lazy_cities_equal_the_reference_cities_and_keep_the_plain_method_answers():
    checked = 0
    for s in all_states():
        reference = bot_adapter.build_view_reference(s)
        view = bot_adapter.build_view(s)
        actual = reference.readings.cost_mode == "actual"
        for side in ("solo", "player"):
            fast, ref = getattr(view, side), getattr(reference, side)
            for name in ("symbols", "built_wonders", "unbuilt_wonders"):
                plain = getattr(City, name)(fast)
                assert _plain(plain, actual) == _plain(getattr(City, name)(ref), actual)
                for _ in range(2):  # computed once, then kept: the same answer, a list of its own
                    got = getattr(fast, name)()
                    assert got == plain
                    assert name == "symbols" or got is not plain
            for name in ("cards", "wonders", "chain_symbols", "progress", "coins", "science", "offerings"):
                assert _plain(getattr(fast, name), actual) == _plain(getattr(ref, name), actual), name
            checked += 1
    assert checked > 300


def test_shared_wonder_views_equal_fresh_ones():
    """The Wonder views shared by cities with the same Wonders, built ones and prices equal the
    views computed with that cache empty."""
    checked = 0
    for s in all_states():
        view = bot_adapter.build_view(s)
        warm = [[_fields(w) for w in city.wonders] for city in (view.solo, view.player)]
        bot_adapter._CITY_WONDERS.clear()
        bot_adapter._CITY_VIEWS.clear()
        fresh_view = bot_adapter.build_view(s)
        assert [[_fields(w) for w in city.wonders] for city in (fresh_view.solo, fresh_view.player)] == warm
        checked += 1
    assert checked > 100


@pytest.mark.parametrize("direction", V.DIRECTIONS)
def test_cached_scales_equal_the_plain_ones(direction):
    for cached in (V.remaining_letter, V.strategic_scale, V.colour_order, V.mythology_order,
                   V.progress_direction_list):
        assert cached(direction) == cached.__wrapped__(direction)
    for mythology in V.MYTHOLOGIES:
        assert V.godplace_order(direction, mythology) == V.godplace_order.__wrapped__(direction, mythology)
    scale = V.strategic_scale(direction)
    for wonder in (*scale, "not_a_wonder"):
        assert D.strategic_rank(direction, wonder) == (scale.index(wonder) if wonder in scale else len(scale))


def _by_type_plain(cards, view, trace, reverse=False, building=True, rule=None):
    """by_type as first written: every group's cards listed until one has some."""
    if not building and view.readings.adaptive_scope == "build_only":
        red = green = False
    else:
        red, green = D.military_threat(view), D.science_threat(view)
    groups, rules_ = D.operational_groups(view, building)
    order = list(zip(groups, rules_))
    for group, group_rule in (order[::-1] if reverse else order):
        kept = [c for c in cards if c.type in group]
        if kept:
            adapted = group_rule.startswith("SOLO-ADAPT")
            narrow(trace, rule or ("SOLO-OP-REV" if reverse else group_rule),
                   "duel.trace.type_reverse" if reverse else "duel.trace.type_first", cards, kept,
                   "duel.bot.drop.other_type", ambiguity="SOLO-AMB-38" if adapted and not building else None,
                   type=D.type_message(group), scale=D.scale_message(groups))
            return group, kept
    raise ValueError("no card to rank")


def _instant_win_plain(view, trace, rng):
    """instant_win as first written: every legal Wonder and buildable card asked whether it wins."""
    wonders = [w for w in D.legal_wonders(view) if D.solo_wins_with(view, w.shields)] \
        if view.readings.instant_win_includes_wonders else []
    gods = [g for g in D.activatable_gods(view) if D.god_wins(view, g, for_solo=True)]
    cards = [c for c in view.accessible if c.buildable and D.solo_wins_with(view, c.shields, c.symbol, c.type == "R")]
    if not (wonders or gods or cards):
        return None
    trace.step("SOLO-ADAPT-4", "duel.trace.instant_win", kept=[w.id for w in wonders] + [g.id for g in gods]
               + [c.id for c in cards], ambiguity="SOLO-AMB-37",
               kept_names=[label_of(x) for x in (*wonders, *gods, *cards)])
    return wonders, gods, cards


def _steps(trace):
    return [step.model_dump() for step in trace.steps]


def test_turn_decisions_that_skip_work_equal_the_plain_ones():
    """by_type, instant_win's science shortcut and decide_pantheon's single pass decide and
    record as the plain computations, on every SOLO turn of the playouts (and on near-wins:
    the Conflict pawn moved next to the Player's capital, to reach the winning branches)."""
    from dataclasses import replace

    checked = 0
    for s in all_states():
        if GAME.to_move(s) != "automa" or s.pending or s.asks:
            continue
        base = bot_adapter.build_view(s)
        for view in (base, replace(base, conflict=-8), replace(base, conflict=7)):
            for reverse in (False, True):
                for building in (True, False):
                    if view.accessible:
                        fast, plain = Trace(), Trace()
                        assert D.by_type(view.accessible, view, fast, reverse, building) == \
                            _by_type_plain(view.accessible, view, plain, reverse, building)
                        assert _steps(fast) == _steps(plain)
            fast, plain = Trace(), Trace()
            decision = D.instant_win(view, fast, Randomness(s.seed, s.rng_counter))
            found = _instant_win_plain(view, plain, Randomness(s.seed, s.rng_counter))
            assert (decision is None) == (found is None)
            if found is not None:
                assert _steps(fast)[:1] == _steps(plain)
            trace = Trace()
            god = D.decide_pantheon(view, trace, Randomness(s.seed, s.rng_counter))
            gods = D.activatable_gods(view)
            assert (god is None) == (not gods)
            if gods:
                step = next(t for t in trace.steps if t.key == "duel.trace.gods_available")
                assert step.kept == [g.id for g in gods]
            checked += 1
    assert checked > 100


def test_by_type_records_the_step_narrow_records():
    """by_type splits the cards and makes narrow's step in one pass: the same JSON (keys in the
    same order), fields set and shared Dropped entries as narrow given the kept cards, in every
    direction of the operational scale, on SOLO's turns of the playouts."""
    from dataclasses import replace

    from solo_desk.games.duel.bot_scales import FastTrace

    checked = 0
    for s in all_states():
        if GAME.to_move(s) != "automa" or s.pending or s.asks:
            continue
        base = bot_adapter.build_view(s)
        for view in (base, replace(base, conflict=7)):
            if not view.accessible:
                continue
            for reverse, building, rule in ((False, True, None), (True, False, "SOLO-DISCARD-0"), (False, False, None)):
                fast, plain = FastTrace(), FastTrace()
                group, kept = D.by_type(view.accessible, view, fast, reverse, building, rule)
                assert (group, kept) == _by_type_plain(view.accessible, view, plain, reverse, building, rule)
                assert [t.model_dump_json() for t in fast.steps] == [t.model_dump_json() for t in plain.steps]
                assert [t.model_fields_set for t in fast.steps] == [t.model_fields_set for t in plain.steps]
                assert all(a is b for a, b in zip(fast.steps[0].dropped, plain.steps[0].dropped, strict=True))
                checked += 1
    assert checked > 100


def test_the_printed_facts_of_structure_cards_leave_out_only_the_facts_computed_later():
    for building in content.catalogue().buildings:
        printed = bot_adapter.printed_card(building).__dict__
        facts = bot_adapter._printed_facts(building)
        assert set(printed) - set(facts) == bot_adapter._LATER_FACTS
        assert all(facts[k] == printed[k] for k in facts)


# -- this round: SOLO's pending-decision actions, the turn's end, the level, the Pantheon's win check --

def _same_action(fast, plain) -> None:
    assert type(fast) is type(plain)
    assert fast.model_dump_json() == plain.model_dump_json()
    assert fast.model_fields_set == plain.model_fields_set
    assert list(fast.__dict__) == list(plain.__dict__)
    assert fast == plain


@pytest.mark.parametrize("fields", [
    {"pick": "mars"}, {"pick": "mars", "space": 3}, {"pick": "?greek", "space": None}, {"slot": 4}, {"space": -2},
    {"pick": "great_library", "card": "lumber_yard"}, {"pick": ""},
])
def test_fast_choose_equals_the_validated_choose(fields):
    from solo_desk.games.duel import bot_propose as P
    from solo_desk.games.duel.state import Choose

    _same_action(P._choose(**fields), Choose(by="automa", **fields))


@pytest.mark.parametrize("fields", [{"pick": None}, {"slot": "3"}, {"space": True}, {"pick": 3}])
def test_choose_with_a_field_of_another_type_is_validated_as_before(fields):
    """A decision that found nothing (None) or a value of another type still meets the validation
    (an error or pydantic's conversion), never a silently built action."""
    from pydantic import ValidationError

    from solo_desk.games.duel import bot_propose as P
    from solo_desk.games.duel.state import Choose

    try:
        plain = Choose(by="automa", **fields)
    except ValidationError:
        with pytest.raises(ValidationError):
            P._choose(**fields)
    else:
        _same_action(P._choose(**fields), plain)


def test_fast_pick_wonder_and_choose_start_equal_the_validated_ones():
    from solo_desk.games.duel import bot_propose as P
    from solo_desk.games.duel.state import ChooseStart, PickWonder

    _same_action(P._act(PickWonder, wonder="colossus"), PickWonder(by="automa", wonder="colossus"))
    _same_action(P._act(ChooseStart, starter="automa"), ChooseStart(by="automa", starter="automa"))


def test_turn_end_level_and_pantheon_shortcuts_equal_the_plain_computations():
    """continues_turn's cheap tests first, the level kept with the readings and instant_win's
    divinities (only those with shields, or all with 5 symbols, are priced) on reachable states."""
    from dataclasses import replace

    from solo_desk.games.duel import bot_propose as P
    from solo_desk.games.duel import rules

    checked = 0
    for s in all_states():
        plain_continues = rules.to_move(s) == "automa" and bool(s.pending) and not s.asks \
            and s.pending[0].side == "automa"
        assert P.continues_turn(s) == plain_continues
        assert bot_adapter._level_of(s) is rules.solo_level(s)
        if GAME.to_move(s) != "automa" or s.pending or s.asks:
            continue
        base = bot_adapter.build_view(s)
        assert base.level is rules.solo_level(s)
        assert base._wonders_open == (rules.wonders_built_total(s) < content.catalogue().board.wonders_built_max)
        symbols = dict.fromkeys(("a", "b", "c", "d", "e"), 1)
        rich = City(**{**_fields(base.solo), "science": symbols})  # 5 symbols held: every divinity asked
        for view in (base, replace(base, conflict=-8), replace(base, solo=rich)):
            gods = [g for g in D.activatable_gods(view) if D.god_wins(view, g, for_solo=True)]
            fast, plain = Trace(), Trace()
            decision = D.instant_win(view, fast, Randomness(s.seed, s.rng_counter))
            found = _instant_win_plain(view, plain, Randomness(s.seed, s.rng_counter))
            assert (decision is None) == (found is None)
            if found is not None:
                assert found[1] == gods
                assert _steps(fast)[:1] == _steps(plain)
        checked += 1
    assert checked > 100


def test_turn_views_compute_at_once_what_lazy_views_compute_on_first_read():
    """build_view(turn=True) fills the cities, the 7-Wonder test and (from Age II) the Pantheon at
    once, with the same values the lazy fields give."""
    checked = 0
    for s in all_states():
        if GAME.to_move(s) != "automa" or s.pending or s.asks:
            continue
        eager, lazy = bot_adapter.build_view(s, turn=True), bot_adapter.build_view(s)
        assert "solo" in eager.__dict__ and "solo" not in lazy.__dict__
        assert _fields(eager.solo) == _fields(lazy.solo) and _fields(eager.player) == _fields(lazy.player)
        assert eager._wonders_open == lazy._wonders_open
        assert ("pantheon" in eager.__dict__) == (s.age >= 2)
        assert [_fields(g) for g in eager.pantheon] == [_fields(g) for g in lazy.pantheon]
        # made anew per view (a full city cache is cleared): compared field by field
        cards = ("accessible", "structure_face_up", "solo", "player")
        assert {k: v for k, v in _fields(eager).items() if k not in cards} == \
            {k: v for k, v in _fields(lazy).items() if k not in cards}
        for name in cards[:2]:
            assert [_fields(c) for c in getattr(eager, name)] == [_fields(c) for c in getattr(lazy, name)]
        checked += 1
    assert checked > 100


def test_choice_rungs_made_as_select_reaches_them_select_as_the_whole_scale():
    """choice_rungs makes each rung when select reaches it: select keeps the same card and records
    the same steps (random tie-breaks included) as with the whole scale made first; the scale has
    its eleven rungs, in order."""
    from solo_desk.games.duel.bot_scales import Rung, select

    checked = 0
    for s in all_states():
        if GAME.to_move(s) != "automa" or s.pending or s.asks:
            continue
        view = bot_adapter.build_view(s)
        rungs = list(D.choice_rungs(view))
        assert all(type(r) is Rung for r in rungs)
        assert [r.rule for r in rungs] == [f"SOLO-CHOICE-{k}" for k in range(1, 12)]
        cards = list(view.accessible)
        if len(cards) < 2:
            continue
        lazy, whole = Trace(), Trace()
        chosen = select(cards, D.choice_rungs(view), lazy, Randomness(s.seed, s.rng_counter))
        assert chosen is select(cards, rungs, whole, Randomness(s.seed, s.rng_counter))
        assert _steps(lazy) == _steps(whole)
        checked += 1
    assert checked > 50


def test_the_game_proposes_with_the_side_it_knows_as_the_bot_alone():
    """DuelGame.propose hands SOLO the side to move it found (bot_propose.propose_for): the same
    proposal as bot_propose.propose, which looks the side up itself, on SOLO's turns and others."""
    from solo_desk.games.duel import bot_propose, rules

    sides = set()
    for s in list(all_states())[::3]:
        if s.asks:
            continue
        side = rules.to_move(s)
        sides.add(side)
        assert bot_propose.propose_for(s, side).model_dump() == bot_propose.propose(s).model_dump()
        assert GAME.propose(s).model_dump() == bot_propose.propose(s).model_dump()
    assert sides == {"player", "automa"}


def test_accessible_cards_of_a_turn_view_equal_the_reference_cards():
    """A turn's view makes its accessible cards from a copy of the card's printed facts with the
    view's own facts set in place (bot_adapter._structure_facts): each fact equals the reference
    construction's, the lazily computed ones included, and the copy never changes the kept one."""
    checked = 0
    for s in all_states():
        reference = {c.id: c for c in bot_adapter.build_view_reference(s).accessible}
        view = bot_adapter.build_view(s, turn=GAME.to_move(s) == "automa" and not s.pending)
        assert [c.id for c in view.accessible] == list(reference)
        for card in view.accessible:
            assert card.__dict__["_state"] is s and s.slots[card.__dict__["_slot"]] == card.id
            for name in _fields(reference[card.id]):
                assert getattr(card, name) == getattr(reference[card.id], name), (card.id, name)
            kept = bot_adapter._structure_facts(card.id)
            assert kept["_state"] is None and kept["_slot"] == -1
            checked += 1
    assert checked > 500


@pytest.mark.parametrize("options_index", range(len(OPTION_SETS)))
def test_solos_turn_action_applies_as_when_checked_again(options_index):
    """SOLO's build, Wonder or discard with a card its turn view found accessible is applied without
    checking and pricing it again (rules.remember_solo_turn): the state and the recorded action (its
    price or gain filled in) equal those of the checked path; an activation goes the checked path."""
    from solo_desk.games.duel import bot_propose, rules
    from solo_desk.games.duel.bot_scales import FastTrace

    kinds = set()
    for s in _states(options_index):
        if rules.to_move(s) != "automa" or s.pending or s.asks:
            continue
        rules._PICKED.state = None
        action = bot_propose.next_action(s, FastTrace(), Randomness(s.seed, s.rng_counter))
        remembered = rules._PICKED.state is s and rules._PICKED.action is action
        assert remembered == (action.kind != "activate" and not action.outcomes)
        fast, fast_recorded = rules.apply(s, action)
        assert rules._PICKED.state is None  # used once
        checked, checked_recorded = rules.apply(s, action)  # nothing remembered: the checked path
        assert fast == checked and fast_recorded == checked_recorded
        assert fast_recorded.__pydantic_fields_set__ == checked_recorded.__pydantic_fields_set__
        if remembered:
            kinds.add(action.kind)
    assert kinds == {"build", "build_wonder", "discard"}


def test_views_bound_the_shields_of_every_card_wonder_and_divinity():
    """instant_win looks at no item when the pawn is farther from the Player's capital than
    View.most_shields: the bound the views carry is the content's largest (a lower one would miss
    a winning push, a higher one only costs time)."""
    cat = content.catalogue()
    largest = max(item.shields or 0 for items in (cat.buildings, cat.wonders, cat.divinities)
                  for item in items.values())
    assert bot_adapter.most_shields() == largest == 3
    s = _states(0)[40]
    assert bot_adapter.build_view(s, turn=True).most_shields == bot_adapter.build_view_reference(s).most_shields \
        == largest


@pytest.mark.rule("SOLO-ADAPT-4")
@pytest.mark.parametrize("conflict, wins", [(-4, False), (-5, True)])
def test_instant_win_at_the_edge_of_the_shields_bound(conflict, wins):
    """The farthest pawn one build can win from: the largest red card (3 shields) and the Strategy
    token's 1 bring it from -5 to the Player's capital; from -4 nothing can, and instant_win
    returns before looking at the cards."""
    from solo_desk.games.duel.bot_levels import level

    card = bot_adapter.card_of("arsenal", buildable=True, solo_price=0)
    view = V.View(direction="MS", level=level("base"), age=3, conflict=conflict, solo_strategy=True,
                  accessible=(card,), solo=City(coins=10), most_shields=bot_adapter.most_shields())
    decision = D.instant_win(view, Trace(), Randomness(1, 0))
    assert (decision is not None and decision.card == "arsenal") is wins


# -- SOLO's decisions with fewer objects made per turn (perf-solo) --------------------------------------

def _select_plain(candidates, rungs, trace, rng=None, random_rule="SOLO-GEN-7"):
    """select as first written: each rung's fields read by name, its steps through narrow's keywords."""
    from itertools import compress, repeat
    from operator import eq

    from solo_desk.games.duel.bot_scales import tied

    kept = list(candidates)
    for rung in rungs:
        if len(kept) <= 1:
            break
        if not rung.when:
            continue
        eligible = kept if rung.applies is None else list(filter(rung.applies, kept))
        if not eligible:
            continue
        if rung.test is not None:
            survivors, why = list(filter(rung.test, eligible)), "duel.bot.drop.fails"
            if not survivors:
                continue
        else:
            scores = list(map(rung.score, eligible))
            survivors, why = list(compress(eligible, map(eq, scores, repeat(min(scores))))), "duel.bot.drop.worse"
        says = rung.says
        if len(survivors) < len(kept):
            narrow(trace, rung.rule, rung.key, kept, survivors, why, ambiguity=rung.ambiguity,
                   **(says(survivors) if says is not None else {}))
            kept = survivors
        else:
            tied(trace, rung, kept, "duel.trace.all_meet" if rung.test is not None else "duel.trace.all_tied",
                 says(kept) if says is not None else {})
    if len(kept) > 1:
        return rng.pick(random_rule, kept, trace)
    return kept[0]


def test_select_records_what_the_plain_select_records():
    """select reads each rung's fields at once and records its steps without keywords: the same card and
    the same steps (JSON, keys in order) as the plain select, for the choice, discard, inverted discard and
    flexibility scales on SOLO's turns of the playouts."""
    from solo_desk.games.duel.bot_scales import FastTrace, select

    checked = 0
    for s in all_states():
        if GAME.to_move(s) != "automa" or s.pending or s.asks:
            continue
        view = bot_adapter.build_view(s)
        cards = list(view.accessible)
        if len(cards) < 2:
            continue
        for make in (lambda: D.choice_rungs(view), lambda: D.discard_rungs(view),
                     lambda: D.discard_rungs(view, invert=True), lambda: D.flexibility_rungs(view)):
            fast, plain = FastTrace(), FastTrace()
            chosen = select(cards, make(), fast, Randomness(s.seed, s.rng_counter))
            assert chosen is _select_plain(cards, make(), plain, Randomness(s.seed, s.rng_counter))
            assert [t.model_dump_json() for t in fast.steps] == [t.model_dump_json() for t in plain.steps]
            checked += 1
    assert checked > 200


def test_by_type_shares_its_scale_and_type_messages_unchanged():
    """by_type's steps share the type's and the scale's messages (made once per set of types): each step
    holds the messages operational_groups gives, and recording more steps leaves the shared ones as made."""
    from solo_desk.games.duel.bot_scales import FastTrace

    seen = []
    for s in all_states():
        if GAME.to_move(s) != "automa" or s.pending or s.asks:
            continue
        view = bot_adapter.build_view(s)
        if not view.accessible:
            continue
        for reverse, building in ((False, True), (True, False)):
            trace = FastTrace()
            group, _ = D.by_type(view.accessible, view, trace, reverse, building)
            groups, _rules = D.operational_groups(view, building)
            params = trace.steps[0].params
            assert params["type"] == D.type_message(group) and params["scale"] == D.scale_message(groups)
            assert list(params) == ["kept_names", "type", "scale"]
            seen.append((params, D.type_message(group), D.scale_message(groups)))
    assert len(seen) > 100
    assert all(p["type"] == t and p["scale"] == sc for p, t, sc in seen)


def test_decide_build_makes_the_decision_its_fields_name():
    """decide_build makes its Decision without the named tuple's __new__: the same type and fields as
    Decision("build", card=..., rule="SOLO-TAC-3")."""
    from solo_desk.games.duel.bot_scales import FastTrace

    checked = 0
    for s in all_states():
        if GAME.to_move(s) != "automa" or s.pending or s.asks:
            continue
        view = bot_adapter.build_view(s)
        decision = D.decide_build(view, FastTrace(), Randomness(s.seed, s.rng_counter))
        if decision is None:
            continue
        assert type(decision) is D.Decision
        assert decision == D.Decision("build", card=decision.card, rule="SOLO-TAC-3")
        assert decision._asdict() == {"kind": "build", "card": decision.card, "wonder": None, "god": None,
                                      "offerings": (), "rule": "SOLO-TAC-3"}
        checked += 1
    assert checked > 50


def test_wonder_views_copy_the_content_and_a_reload_forgets_it():
    """wonder_of's printed facts, read from the content once, equal the content's Wonder; each view
    has a cost dict of its own; a content reload forgets the facts read."""
    cat = content.catalogue()
    for w in cat.wonders.values():
        view = bot_adapter.wonder_of(w.id, built=True, solo_price=3)
        assert _fields(view) == {"id": w.id, "cost": w.cost, "vp": w.vp, "gain_coins": w.coins,
                                 "shields": w.shields, "choice": tuple(w.produces_one_of), "built": True,
                                 "label": {"en": w.name, "it": cat.name_it(w.id)}, "solo_price": 3,
                                 "player_price": None}
        assert view.cost is not w.cost and view.cost is not bot_adapter.wonder_of(w.id).cost
    printed = bot_adapter._printed_wonder("pyramids")
    bot_adapter._forget_views()
    assert bot_adapter._printed_wonder("pyramids") is not printed
