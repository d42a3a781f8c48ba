"""SOLO's newer fast paths equal the plain computations they replace: trace entries shared between
proposals (Dropped entries, the direction and build steps, one-move summaries, the models' field-name
sets), narrow's two paths, the turn's decisions written inline or cut short (instant_win's shield
bound, decide_pantheon's affordability, decide_wonder's entries), the view's fields computed when
first read, the cached Pantheon views, the names kept in the views, and the proposal built without
construct_unchecked."""
from __future__ import annotations

import dataclasses
import functools
from dataclasses import replace

import pytest

from solo_desk.core.fast_models import construct_unchecked
from solo_desk.core.proposal import Dropped, Message, Proposal, Trace
from solo_desk.games.duel import GAME, bot_adapter, bot_propose
from solo_desk.games.duel import bot_decide as D
from solo_desk.games.duel import bot_scales as S
from solo_desk.games.duel.bot_scales import Randomness, drop, label_of
from solo_desk.games.duel.bot_view import City, Card, God, Wonder

from .helpers import play_state
from .test_solo_engine import reachable_states

OPTION_SETS = [{}, {"level": "legendary", "cost_mode": "actual", "promo_wonders": True},
               {"chain_mode": "completes", "uncover_count": "facedown_only", "solo_side": "right",
                "adaptive_scope": "build_only", "instant_win_includes_wonders": False, "level": "hard"}]


@functools.lru_cache(maxsize=None)
def _states(options_index: int) -> tuple:
    return tuple(reachable_states(range(3), OPTION_SETS[options_index]))


def all_states():
    for k in range(len(OPTION_SETS)):
        yield from _states(k)


def solo_turns():
    for s in all_states():
        if s.phase == "play" and GAME.to_move(s) == "automa" and not s.pending and not s.asks:
            yield s


def _steps(trace) -> list[dict]:
    return [step.model_dump() for step in trace.steps]


def _fields(x) -> dict:
    return {f.name: getattr(x, f.name) for f in dataclasses.fields(x)}


def _forget_shared_entries() -> None:
    S._SHARED_DROPS.clear()
    S._SHARED_STEPS.clear()
    bot_propose._ONE_MOVE_SUMMARIES.clear()


# -- trace entries shared between proposals ---------------------------------------------------------

def test_proposals_with_shared_trace_entries_equal_proposals_made_afresh():
    """Every proposal (turns and follow-up decisions) is the same, entry by entry, whether its
    Dropped entries, repeated steps and one-move summaries come from the shared caches or are made anew."""
    checked = 0
    for s in all_states():
        if GAME.to_move(s) != "automa" or s.asks:
            continue
        warm = bot_propose.propose(s)  # the caches are warm from the proposals before
        _forget_shared_entries()
        fresh = bot_propose.propose(s)
        assert warm.model_dump_json() == fresh.model_dump_json()
        assert [type(t) for t in warm.trace] == [type(t) for t in fresh.trace]
        checked += 1
    assert checked > 80


def test_a_shared_dropped_entry_is_never_served_for_another_label():
    """drop_item and narrow find a shared entry by candidate and reason, and check its label: a view
    of the same id with another label gets an entry of its own, equal to drop(...)'s."""
    _forget_shared_entries()
    plain = Card(id="lumber_yard", type="BG", label={"en": "Lumber Yard", "it": "Deposito di legname"})
    renamed = replace(plain, label={"en": "Timber Yard", "it": "Legnaia"})
    unnamed = replace(plain, label=None)
    text = replace(plain, label="just a string")
    for item in (plain, renamed, unnamed, text, plain):
        got = S.drop_item(item, "duel.bot.drop.other_type")
        assert got.model_dump() == drop(item.id, "duel.bot.drop.other_type", label=item.name).model_dump()
        trace = Trace()
        S.narrow(trace, "R", "k", [item, Card(id="x", type="G")], [Card(id="x", type="G")], "duel.bot.drop.fails")
        assert trace.steps[0].dropped[0].model_dump() == \
            drop(item.id, "duel.bot.drop.fails", label=item.name).model_dump()
    # with parameters: an entry of its own every time
    first = S.drop_item(plain, "duel.bot.drop.over_cap", {"coins": 5})
    assert first.params == {"coins": 5} and S.drop_item(plain, "duel.bot.drop.over_cap", {"coins": 5}) is not first


def test_a_shared_step_equals_the_step_trace_step_records():
    _forget_shared_entries()
    name = {"en": "Lumber Yard", "it": "Deposito di legname"}
    for value in ("MS", "MS", "SC", name, dict(name)):  # equal names, other objects: their own entries
        shared, plain = Trace(), Trace()
        S.record_shared(shared, "SOLO-TAC-3", "duel.trace.build", "lumber_yard", "card", value)
        plain.step("SOLO-TAC-3", "duel.trace.build", kept=["lumber_yard"], card=value)
        assert _steps(shared) == _steps(plain)
        assert shared.steps[0].params["card"] is value
        assert shared.steps[0].model_fields_set == plain.steps[0].model_fields_set


def _narrow_plain(trace, rule, key, before, after, why, ambiguity=None, **params):
    """narrow as first written: one loop for ids and views alike, every entry made anew."""
    kept = [c if isinstance(c, str) else c.id for c in after]
    kept_ids = set(kept)
    dropped = []
    for c in before:
        cid = c if isinstance(c, str) else c.id
        if cid not in kept_ids:
            dropped.append(drop(cid, why, label=label_of(c) if not isinstance(c, str) else None))
    trace.step(rule, key, kept=kept, dropped=dropped, ambiguity=ambiguity,
               kept_names=[label_of(c) for c in after], **params)


@pytest.mark.parametrize("make", [
    lambda i: f"id{i}",
    lambda i: Card(id=f"c{i}", type="G", label={"en": f"C{i}", "it": f"C{i}"} if i % 2 else None),
    lambda i: Wonder(id=f"w{i}", label=f"W{i}"),
    lambda i: God(id=f"g{i}", mythology="greek"),
])
def test_narrow_records_as_the_plain_narrow(make):
    before = [make(i) for i in range(5)]
    for after in (before, before[1:3], before[4:], []):
        fast, plain = Trace(), Trace()
        S.narrow(fast, "R", "k", before, after, "duel.bot.drop.worse", ambiguity="SOLO-AMB-1", extra=[1])
        _narrow_plain(plain, "R", "k", before, after, "duel.bot.drop.worse", ambiguity="SOLO-AMB-1", extra=[1])
        assert _steps(fast) == _steps(plain)


# -- the turn's decisions -----------------------------------------------------------------------------

def _instant_win_plain(view, trace, rng):
    """instant_win without the shield bound: every item asked whether it wins."""
    science = view.solo.symbols() >= 5
    wonders = [w for w in D.legal_wonders(view) if w.shields and D.solo_wins_with(view, w.shields)] \
        if view.readings.instant_win_includes_wonders else []
    gods = [g for g in D.activatable_gods(view) if D.god_wins(view, g, for_solo=True)]
    cards = [c for c in view.accessible if c.buildable and D.solo_wins_with(view, c.shields, c.symbol, c.type == "R")]
    if not (wonders or gods or cards):
        return None
    trace.step("SOLO-ADAPT-4", "duel.trace.instant_win", kept=[x.id for x in (*wonders, *gods, *cards)],
               ambiguity="SOLO-AMB-37", kept_names=[label_of(x) for x in (*wonders, *gods, *cards)])
    return science


def test_instant_win_with_its_shield_bound_equals_asking_every_item():
    """On every SOLO turn, with the Conflict pawn anywhere on the track (and Minerva next to it):
    instant_win finds a win exactly when some item wins, and records the same first step."""
    checked = wins = 0
    for s in solo_turns():
        base = bot_adapter.build_view(s, turn=True)
        for d in range(-9, 10, 2 if s.age == 1 else 1):
            for minerva in (None, d - 1):
                view = replace(base, conflict=d, minerva=minerva)
                fast, plain = Trace(), Trace()
                decision = D.instant_win(view, fast, Randomness(s.seed, s.rng_counter))
                found = _instant_win_plain(view, plain, Randomness(s.seed, s.rng_counter))
                assert (decision is None) == (found is None)
                if found is not None:
                    assert _steps(fast)[:1] == _steps(plain)
                    wins += 1
                checked += 1
    assert checked > 1000 and wins > 50


def _decide_pantheon_plain(view, trace):
    """decide_pantheon's affordability as first written (offerings_needed for every divinity)."""
    dropped, gods = [], []
    for g in [g for g in view.pantheon if g.face_up]:
        if D.offerings_needed(view, g) is None:
            dropped.append(drop(g.id, "duel.bot.drop.unaffordable", {"cost": D.god_cost(view, g),
                                                                      "coins": view.solo.coins}, label=g.name))
        elif not D.applicable(view, g):
            dropped.append(drop(g.id, "duel.bot.drop.not_applicable", label=g.name))
        else:
            gods.append(g)
    return [g.id for g in gods], [d.model_dump() for d in dropped]


def test_decide_pantheon_finds_the_affordable_divinities_as_offerings_needed_does():
    """With and without Offering tokens, with the engine's prices and without them (god_cost)."""
    checked = 0
    for s in solo_turns():
        if s.age < 2:
            continue
        base = bot_adapter.build_view(s, turn=True)
        solo = _fields(base.solo)
        unpriced = tuple(replace(g, cost=None) for g in base.pantheon)
        for coins in (0, 3, 8):
            for offerings in ((), (2,), (3, 4)):
                for pantheon in (base.pantheon, unpriced):
                    view = replace(base, solo=City(**{**solo, "coins": coins, "offerings": offerings}),
                                   pantheon=pantheon)
                    trace = Trace()
                    D.decide_pantheon(view, trace, Randomness(s.seed, s.rng_counter))
                    gods, dropped = _decide_pantheon_plain(view, Trace())
                    step = trace.steps[0] if trace.steps else None
                    if step is None:
                        assert not view.pantheon
                        continue
                    assert step.kept == gods
                    assert [d.model_dump() for d in step.dropped] == dropped
                    checked += 1
    assert checked > 300


# -- the view -------------------------------------------------------------------------------------------

LATER_VIEW_FIELDS = ("solo_strategy", "player_strategy", "player_direction", "structure_cards", "age",
                     "wonders_built", "direction", "conflict", "minerva", "enki_tokens")


def test_view_fields_computed_when_first_read_equal_the_reference():
    checked = 0
    for s in all_states():
        reference = bot_adapter.build_view_reference(s)
        for turn in (False, True):
            view = bot_adapter.build_view(s, turn=turn)
            for name in LATER_VIEW_FIELDS:
                assert getattr(view, name) == getattr(reference, name), name
            assert view.structure_face_up == view.accessible  # one tuple for both
        checked += 1
    assert checked > 300


def test_the_place_of_a_structure_card_computed_when_read_equals_the_reference():
    checked = 0
    for s in all_states():
        reference = {c.id: c for c in bot_adapter.build_view_reference(s).accessible}
        for card in bot_adapter.build_view(s).accessible:
            assert "x" not in card.__dict__
            assert (card.row, card.x) == (reference[card.id].row, reference[card.id].x)
            checked += 1
    assert checked > 300


def test_cached_pantheon_views_equal_fresh_ones():
    checked = 0
    for s in all_states():
        if s.phase != "play" or not any(s.pantheon_spaces):
            continue
        warm = [_fields(g) for g in bot_adapter.build_view(s).pantheon]
        bot_adapter._PANTHEONS.clear()
        assert [_fields(g) for g in bot_adapter.build_view(s).pantheon] == warm
        assert warm == [_fields(g) for g in bot_adapter.build_view_reference(s).pantheon]
        checked += 1
    assert checked > 100


@pytest.mark.parametrize("item", [
    Card(id="c", type="G"), Card(id="c", type="G", label={"en": "C"}), Card(id="c", type="G", label="text"),
    Wonder(id="w"), Wonder(id="w", label={"en": "W"}), God(id="g", mythology="greek"),
    God(id="g", mythology="greek", label={"en": "G"}),
])
def test_a_name_is_the_label_else_the_id_and_is_kept_once_read(item):
    expected = item.label if item.label is not None else item.id
    assert "name" not in item.__dict__
    assert item.name is expected
    assert item.__dict__["name"] is expected and item.name is expected
    assert "name" not in {f.name for f in dataclasses.fields(item)}
    assert replace(item, label="other").name == "other"


def test_structure_cards_hold_their_printed_name():
    for s in list(all_states())[::10]:
        for card in bot_adapter.build_view(s, whole_structure=True).structure_face_up:
            assert card.__dict__["name"] == bot_adapter.printed_card(card.id).label


# -- the proposal ---------------------------------------------------------------------------------------

def test_the_proposal_built_inline_equals_construct_unchecked():
    for s in list(solo_turns())[:20]:
        proposal = bot_propose.propose(s)
        summary = construct_unchecked(Message, dict(proposal.summary.__dict__))
        plain = construct_unchecked(Proposal, {**proposal.__dict__, "summary": summary})
        assert proposal.model_dump_json() == plain.model_dump_json()
        assert proposal.model_fields_set == plain.model_fields_set
        assert proposal.summary.model_fields_set == plain.summary.model_fields_set
        assert list(proposal.__dict__) == list(plain.__dict__)
        assert proposal == plain
        assert all(isinstance(d, Dropped) for t in proposal.trace for d in t.dropped)


def test_a_shared_one_move_summary_is_the_summary_made_anew_and_never_served_for_a_winning_move():
    """A turn that only builds or discards a card shares its summary with the turns that did the same
    (by kind and card); a build that wins the game by a supremacy says so, in a summary of its own."""
    from solo_desk.games.duel import rules
    from solo_desk.games.duel.state import BuildCard, DiscardCard

    _forget_shared_entries()
    made = {}
    for conflict in (-2, -8, -2):  # the winning build between two that do not win
        s = play_state(age=2, slots={19: "walls", 18: "baths"}, automa={"coins": 20}, current="automa",
                       conflict=conflict)
        for action in (BuildCard(by="automa", card="walls"), DiscardCard(by="automa", card="walls")):
            new, recorded = rules.apply(s, action)
            chain = [(s, action, new, recorded)]
            summary = bot_propose.summary_message(chain)
            assert summary.model_dump() == bot_propose._summary(chain).model_dump()
            assert summary.model_fields_set == {"key", "params"}
            winning = bool(recorded.supremacy)
            assert winning == (conflict == -8 and action.kind == "build")
            assert (summary.params["what"][0]["key"] == "duel.action.game_won") == winning
            if not winning:  # shared by kind and card
                assert made.setdefault(action.kind, summary) is summary
    assert made["build"] is not made["discard"]


def test_the_shared_field_name_sets_stay_as_they_are_when_a_model_is_copied():
    """The models of a proposal share one set of field names per class: copying one with a change
    (pydantic copies the set first) leaves the set of every other model as it was."""
    s = next(iter(solo_turns()))
    proposal = bot_propose.propose(s)
    models = [proposal, proposal.summary, *proposal.trace, *(d for t in proposal.trace for d in t.dropped)]
    before = [set(m.model_fields_set) for m in models]
    for m in models:
        assert m.model_fields_set == set(type(m).model_fields)  # every field given, as construct_unchecked does
        field = next(iter(type(m).model_fields))
        copied = m.model_copy(update={field: getattr(m, field)})
        assert copied.model_fields_set == m.model_fields_set
    assert [set(m.model_fields_set) for m in models] == before
    assert S._STEP_FIELDS == set(S.TraceStep.model_fields) and S._DROPPED_FIELDS == set(Dropped.model_fields)


def test_randomness_without_answers_never_writes_into_the_shared_empty_answers():
    rng = Randomness(3, 0)
    for _ in range(3):
        rng.pick("R", ["a", "b", "c"], Trace())
    assert rng.answers == {} and S._NO_ANSWERS == {} and len(rng.drawn) == 3
    answered = Randomness(3, 0, answers={"solo_random_1": "b"})
    assert answered.pick("R", ["a", "b", "c"], Trace()) == "b" and S._NO_ANSWERS == {}


def _decide_wonder_plain(view, trace):
    """decide_wonder's entries for a turn without a Wonder, made anew (None when a Wonder fits)."""
    cap, coins = view.level.wonder_cap[view.age - 1], view.solo.coins
    dropped = []
    for w in view.solo.unbuilt_wonders():
        price = w.solo_price
        if view.wonders_built >= 7:
            dropped.append(drop(w.id, "duel.bot.drop.seven_built", label=w.name))
        elif not view.accessible or price is None:
            dropped.append(drop(w.id, "duel.bot.drop.cannot_build", label=w.name))
        elif price > min(cap, coins):
            dropped.append(drop(w.id, "duel.bot.drop.over_cap", {"coins": price, "cap": cap, "treasury": coins},
                                label=w.name))
        else:
            return None
    if not view.solo.unbuilt_wonders():  # all built: no cap decided it
        key, rule = "duel.trace.no_wonder_left", "SOLO-WONDER-1"
    elif view.wonders_built >= 7:
        key, rule = "duel.trace.no_wonder_seven", "SOLO-WONDER-1"
    else:
        key, rule = "duel.trace.no_wonder", "SOLO-LEVEL-C5" if view.level.wonder_cap[0] != 3 else "SOLO-WONDER-1"
    trace.step(rule, key, dropped=dropped, cap=cap, age=view.age, coins=coins,
               ambiguity="SOLO-AMB-14" if key == "duel.trace.no_wonder" else None)
    return trace


def test_the_shared_no_wonder_step_equals_the_step_made_anew():
    """On every SOLO turn, with the treasury and the Wonders' names varied: decide_wonder's shared
    step (found by the Wonder views' identity, the cap, the treasury...) equals the plain one."""
    checked = 0
    for s in solo_turns():
        base = bot_adapter.build_view(s, turn=True)
        solo = _fields(base.solo)
        renamed = tuple(replace(w, label={"en": w.id.upper()}) for w in base.solo.wonders)
        for coins in (0, 2, base.solo.coins, 30):
            for wonders in (base.solo.wonders, renamed):
                view = replace(base, solo=City(**{**solo, "coins": coins, "wonders": wonders}))
                for _ in range(2):  # made, then found again
                    fast, plain = Trace(), Trace()
                    decision = D.decide_wonder(view, fast, Randomness(s.seed, s.rng_counter))
                    if _decide_wonder_plain(view, plain) is None:
                        assert decision is not None
                        break
                    assert decision is None and _steps(fast) == _steps(plain)
                    checked += 1
    assert checked > 300


def test_randomness_draws_from_its_stream_made_on_the_first_draw_and_after_a_restart():
    """The Chance made on the first draw (and anew after restart) draws what a Chance made at once
    at that stream's position draws."""
    from solo_desk.core.rng import Chance

    options = [f"o{i}" for i in range(7)]
    for seed, counter in ((1, 0), (7, 3), (12345, 99)):
        rng = Randomness(seed, counter)
        assert rng.chance is None  # nothing drawn yet
        plain = Chance(seed, counter)
        for _ in range(3):
            assert rng.pick("R", options, Trace()) == plain.choice(sorted(options))
        rng.restart(seed + 1, counter + 5)
        plain = Chance(seed + 1, counter + 5)
        for _ in range(2):
            assert rng.pick("R", options, Trace()) == plain.choice(sorted(options))


@pytest.mark.rule("SOLO-WONDER-1")
@pytest.mark.parametrize("level", ["base", "legendary"])
def test_solo_with_every_wonder_built_says_so_not_that_its_coins_fall_short(level):
    """SOLO's four Wonders built: its explanation said "no Wonder can be built (Age III: at most 5
    coins, SOLO has 5)", as if the coins were the reason, citing the Legendary cap (SOLO-LEVEL-C5)."""
    from solo_desk.core.messages import render

    s = play_state(age=3, slots={19: "walls"}, current="automa",
                   automa={"coins": 5, "wonders": ("pyramids", "colossus", "appian_way", "piraeus"),
                           "built": (("pyramids", "baths"), ("colossus", "quarry"), ("appian_way", "stable"),
                                     ("piraeus", "garrison"))})
    s = s.model_copy(update={"options": {**s.options, "level": level}})
    step = next(t for t in bot_propose.propose(s).trace if t.key.startswith("duel.trace.no_wonder"))
    assert (step.rule, step.key, step.ambiguity) == ("SOLO-WONDER-1", "duel.trace.no_wonder_left", None)
    assert render(step.key, step.params) == "no Wonder to build: SOLO has built all of its Wonders"
