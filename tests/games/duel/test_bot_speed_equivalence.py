"""SOLO's fast paths equal the plain computations on many reachable states of seeded playouts: the
structure cards' facts computed when first read, the cities' parts computed when first read and
their kept method answers, the shared Wonder views, the cached scales and rankings, and the
decisions that skip work (by_type, instant_win, decide_pantheon)."""
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


def test_the_printed_facts_of_structure_cards_leave_out_only_the_facts_computed_later():
    for building in content.catalogue().buildings:
        printed = bot_adapter.printed_card(building).__dict__
        facts = bot_adapter._printed_facts(building)
        assert set(printed) - set(facts) == bot_adapter._LATER_FACTS
        assert all(facts[k] == printed[k] for k in facts)
