"""SOLO's level bonuses, strategic direction and random draws applied by the engine; pending
decisions naming their source; names in both languages; the fast paths equal the plain ones."""
from __future__ import annotations

import random

import pytest

from solo_desk.core.playout import apply_step, next_step, play_game, replay
from solo_desk.core.proposal import Trace
from solo_desk.games.duel import GAME, bot_adapter, rules
from solo_desk.games.duel import bot_decide as D
from solo_desk.games.duel.bot_scales import Randomness
from solo_desk.games.duel.state import BuildWonder, Choose, DiscardCard, PickWonder

from .helpers import after_draft, do, play_state, with_gods


def draft_done(options: dict, seed: int = 4, mode: str = "digital"):
    """Play the draft (and, in companion mode, the table's answers) until Age I is set up."""
    s = GAME.new_state(options, seed, mode)
    rng = random.Random(seed)
    last = None
    while s.phase == "draft" or s.asks:
        s, last = apply_step(GAME, s, next_step(GAME, s, rng))
    return s, last


# -- SOLO-LEVEL-*: start coins, free card, Conflict nudge, divinity discount, Wonder cap ---------------

@pytest.mark.rule("SOLO-LEVEL-C4", "SOLO-SETUP-7", "SOLO-LEVEL-ESTREMO", "SOLO-LEVEL-LEGGENDARIO")
@pytest.mark.parametrize("level, coins", [("base", 7), ("easy", 7), ("hard", 7), ("extreme", 10), ("legendary", 10)])
def test_start_coins_by_level(level, coins):
    s = GAME.new_state({"level": level}, 1, "digital")
    assert (s.automa.coins, s.player.coins) == (coins, 7)


@pytest.mark.rule("SOLO-LEVEL-C2", "SOLO-LEVEL-NORMALE")
def test_free_card_at_the_start_of_age_one_is_recorded_and_replays():
    before = GAME.new_state({"level": "normal"}, 4, "digital")
    s, step = draft_done({"level": "normal"})
    aside = before.set_aside[0]
    (card,) = s.automa.buildings
    assert card in aside and s.set_aside[0] == tuple(c for c in aside if c != card)
    assert s.set_aside_taken == (card,)
    assert step.actions[-1].outcomes["solo_free_card"] == [card]
    assert s.automa.coins == 7 + rules._cat().buildings[card].coins  # built for free
    GAME.check(s)
    # the base level: nothing
    plain, _ = draft_done({})
    assert plain.automa.buildings == () and len(plain.set_aside[0]) == 3


@pytest.mark.rule("SOLO-LEVEL-C2", "SOLO-LEVEL-MEDIO", "SOLO-LEVEL-IMPEGNATIVO")
@pytest.mark.parametrize("level, ages", [("medium", {1, 2}), ("challenging", {1, 2, 3}), ("easy", set())])
def test_free_cards_in_the_listed_ages_only(level, ages):
    for seed in range(6):
        record = play_game(GAME, {"level": level}, seed, check=True)
        assert record.error is None
        assert replay(GAME, record.initial, record.steps) == record.final
        free_ages, state = set(), record.initial
        for step in record.steps:
            for action in step.actions:
                new, _ = GAME.apply(state, action)
                if new.age != state.age:  # an Age starts: the free card, if any, is SOLO's
                    for card in new.set_aside_taken[len(state.set_aside_taken):]:
                        assert card in new.automa.buildings and rules._cat().buildings[card].age == new.age
                        free_ages.add(new.age)
                state = new
        reached = set(range(1, record.final.age + 1))
        assert free_ages == ages & reached, (seed, record.final.set_aside_taken)


def end_of_age_one(level: str, conflict: int, **fields):
    """Age I with one card left, the player to take it: the next action starts Age II."""
    return play_state(age=1, slots={19: "lumber_yard"}, current="player", conflict=conflict,
                      options={"level": level}, **fields)


@pytest.mark.rule("SOLO-LEVEL-C1", "SOLO-LEVEL-FACILE")
@pytest.mark.parametrize("level, before, after", [("easy", 3, 2), ("easy", -1, -1), ("easy", 0, 0), ("base", 3, 3)])
def test_conflict_nudge_at_the_start_of_an_age(level, before, after):
    s = do(end_of_age_one(level, before), DiscardCard(card="lumber_yard"))
    assert s.age == 2 and s.conflict == after


@pytest.mark.rule("SOLO-LEVEL-C1")
def test_conflict_nudge_is_stopped_by_minerva():
    s = do(end_of_age_one("easy", 3, minerva=2), DiscardCard(card="lumber_yard"))
    assert s.conflict == 3 and s.minerva is None


@pytest.mark.rule("SOLO-LEVEL-C2", "SOLO-LEVEL-C1")
def test_free_card_first_then_the_nudge():
    # challenging: Age II free card; a red card (Horse Breeders, 1 shield) moves the pawn first, then the nudge
    s = end_of_age_one("challenging", 3)
    s = s.model_copy(update={"set_aside": ((), ("horse_breeders",), ()),
                             "discard": tuple(c for c in s.discard if c != "horse_breeders")})
    s = do(s, DiscardCard(card="lumber_yard"))
    assert "horse_breeders" in s.automa.buildings and s.conflict == 3 - 1 - 1


@pytest.mark.rule("SOLO-LEVEL-C2")
def test_companion_asks_which_card_was_drawn():
    s = GAME.new_state({"level": "normal"}, 2, "companion")
    rng = random.Random(2)
    asked = None
    while s.phase == "draft" or s.asks:
        if s.asks and s.asks[0].question == "solo_free":
            proposal = GAME.propose(s)
            asked = [c.value for c in proposal.inputs[0].choices]
            assert asked and all(rules._cat().buildings[c].age == 1 for c in asked)
            assert not set(asked) & {c for c in s.slots if c and c[0] != "?"}
            s = do(s, GAME.propose(s, {"solo_free": asked[0]}).actions[0])
            assert s.automa.buildings == (asked[0],)
            continue
        s, _ = apply_step(GAME, s, next_step(GAME, s, rng))
    assert asked


@pytest.mark.rule("SOLO-LEVEL-C3", "SOLO-LEVEL-DIFFICILE")
def test_divinity_discount_from_age_three():
    gods = {1: "tanit", 2: "gate"}
    for age, level, tanit, gate in [(3, "hard", 2, 8), (2, "hard", 3, 8), (3, "challenging", 3, 8)]:
        s = with_gods(play_state(age=age, slots={19: "walls"}, options={"level": level}), gods)
        assert rules.divinity_price(s, "automa", 1).coins == tanit
        assert rules.divinity_price(s, "automa", 2).coins == gate  # the Gate: never discounted
        assert rules.divinity_price(s, "player", 1).coins == 8  # only SOLO
        view = bot_adapter.build_view(s)
        assert [D.god_cost(view, g) for g in view.pantheon] == [tanit, gate]


@pytest.mark.rule("SOLO-LEVEL-C5", "SOLO-LEVEL-LEGGENDARIO")
def test_legendary_wonder_cap_through_the_engine():
    # Age I: the Pyramids (3 stone + 1 papyrus); SOLO makes 2 stone: 2 units to buy, 4 coins > the cap of 3
    automa = {"coins": 10, "wonders": ("pyramids",), "buildings": ("quarry", "stone_pit")}
    for level, builds in [("base", False), ("legendary", True)]:
        s = play_state(age=1, slots={19: "altar"}, current="automa", automa=automa, options={"level": level})
        price = rules.wonder_price(s, "automa", "pyramids").coins
        assert 3 < price <= 5
        proposal = GAME.propose(s)
        assert (proposal.actions[0].kind == "build_wonder") is builds
        assert any(step.rule == ("SOLO-LEVEL-C5" if builds else "SOLO-WONDER-1") for step in proposal.trace)


# -- SOLO-SETUP-*: the strategic direction in the state -------------------------------------------------

def first_pick(wonder: str, options: dict | None = None):
    s = GAME.new_state(options or {}, 3, "digital")
    offer = (wonder,) + tuple(w for w in s.draft_offer if w != wonder)[:3]
    out = tuple(w for w in s.wonders_out + s.draft_offer if w not in offer)
    s = s.model_copy(update={"draft_offer": offer, "wonder_deck": tuple(w for w in s.wonder_deck if w != wonder),
                             "wonders_out": tuple(w for w in out if w not in s.wonder_deck)})
    return do(s, PickWonder(wonder=wonder))


@pytest.mark.rule("SOLO-SETUP-3", "SOLO-SETUP-4")
def test_direction_from_the_first_wonder_or_the_players_choice():
    s = first_pick("great_lighthouse", {"solo_direction": "SC"})
    assert s.solo_direction == "CM" and not s.pending  # the Wonder decides: the option is only the choice
    s = first_pick("sanctuary")
    assert s.solo_direction == "" and s.pending[0].kind == "solo_direction" and GAME.to_move(s) == "player"
    assert {a.pick for a in GAME.legal_actions(s)} == {"MS", "MC", "SM", "SC", "CM", "CS"}
    s = do(s, Choose(pick="SC"))
    assert s.solo_direction == "SC" and not s.pending
    assert bot_adapter.solo_direction(s) == ("SC", "SOLO-SETUP-4")
    given = first_pick("divine_theater", {"solo_direction": "MC"})
    assert given.solo_direction == "MC" and not given.pending


@pytest.mark.rule("SOLO-SETUP-4", "SOLO-SETUP-5")
def test_the_chosen_direction_drives_the_bot_and_shows_in_the_trace():
    s = after_draft(seed=1)
    s = s.model_copy(update={"automa": s.automa.model_copy(update={"wonders": ("messe",) + s.automa.wonders[1:]}),
                             "solo_direction": "CS"})
    proposal = GAME.propose(s)
    step = next(t for t in proposal.trace if t.key == "duel.trace.direction")
    assert step.rule == "SOLO-SETUP-4" and step.params["direction"] == {"key": "duel.direction.CS"}  # named in words
    assert bot_adapter.build_view(s).direction == "CS"


# -- SOLO-GEN-7: SOLO's random draws advance the stream ------------------------------------------------

@pytest.mark.rule("SOLO-GEN-7")
def test_solo_random_draws_advance_the_counter_and_replay():
    found = 0
    for seed in range(30):
        record = play_game(GAME, {}, seed)
        state = record.initial
        for step in record.steps:
            for action in step.actions:
                new, _ = GAME.apply(state, action)
                draws = rules.solo_draws(action)
                if draws and action.kind != "pick_wonder":
                    # the counter moved past SOLO's draws (and any draw of the engine)
                    assert new.rng_counter >= state.rng_counter + draws
                    found += 1
                state = new
        assert state == record.final
        if found > 5:
            break
    assert found > 5


@pytest.mark.rule("SOLO-GEN-7")
def test_the_next_turn_draws_from_a_new_place_in_the_stream():
    s = after_draft(seed=2)
    action = DiscardCard(card=rules.accessible_cards(s)[0]).with_outcomes(solo_random_1="x", solo_random_2="y")
    new, recorded = rules.apply(s, action)
    assert new.rng_counter == s.rng_counter + 2
    again, _ = rules.apply(s, recorded)
    assert again == new


# -- pending decisions name their source; the public view hides drawn divinities ------------------------

@pytest.mark.rule("SOLO-MAUSOLEUM", "SOLO-GOD-HADES")
def test_free_build_decisions_name_their_source():
    s = play_state(age=2, slots={19: "walls", 18: "baths"}, current="automa",
                   automa={"coins": 30, "wonders": ("mausoleum",)})
    s = do(s, BuildWonder(wonder="mausoleum", card="walls"))
    assert s.pending[0].kind == "free_from_discard" and s.pending[0].source == "mausoleum"
    proposal = GAME.propose(s)
    assert any(t.rule == "SOLO-MAUSOLEUM" for t in proposal.trace)
    h = with_gods(play_state(age=2, slots={19: "walls"}, current="automa", automa={"coins": 30}), {1: "hades"})
    from solo_desk.games.duel.state import ActivateDivinity
    h = do(h, ActivateDivinity(space=1))
    assert h.pending[0].kind == "free_from_discard" and h.pending[0].source == "hades"
    assert any(t.rule == "SOLO-GOD-HADES" for t in GAME.propose(h).trace)


def test_destroy_names_the_wonder_and_place_divinity_is_masked():
    s = play_state(age=2, slots={19: "walls", 18: "baths"}, current="automa",
                   automa={"coins": 30, "wonders": ("circus_maximus",)}, player={"buildings": ("glassworks",)})
    s = do(s, BuildWonder(wonder="circus_maximus", card="walls"))
    assert s.pending[0].kind == "destroy" and s.pending[0].source == "circus_maximus"
    assert any(t.rule == "SOLO-CIRCUS" for t in GAME.propose(s).trace)
    for seed in range(20):
        s = GAME.new_state({}, seed, "digital")
        rng = random.Random(seed)
        while GAME.result(s) is None and not (s.pending and s.pending[0].kind == "place_divinity"):
            s, _ = apply_step(GAME, s, next_step(GAME, s, rng))
        if s.pending and s.pending[0].kind == "place_divinity":
            shown = GAME.public_view(s)["pending"][0]["options"]
            mythology = rules._cat().divinities[s.pending[0].options[0]].mythology
            assert shown == ["?" + mythology] * len(s.pending[0].options)
            return
    pytest.fail("no Mythology token taken in 20 games")


@pytest.mark.rule("SOLO-GEN-11")
def test_solo_never_counts_astartes_coins_on_the_engine():
    s = play_state(age=1, slots={19: "stone_pit"}, current="automa",
                   automa={"coins": 0, "astarte_coins": 7, "wonders": ("sphinx",)})
    assert rules.coins_available(s, "automa") == 7 and rules.building_price(s, "automa", "stone_pit").coins == 1
    view = bot_adapter.build_view(s)
    assert view.solo.coins == 0 and not view.accessible[0].buildable
    assert GAME.propose(s).actions[0].kind == "discard"


# -- names in both languages -------------------------------------------------------------------------

def test_trace_and_summary_names_in_both_languages():
    s = play_state(age=1, slots={19: "quarry", 18: "baths"}, current="automa", automa={"coins": 5})
    proposal = GAME.propose(s)
    assert proposal.actions[0].kind == "build"
    assert proposal.summary.render("it") == "SOLO: costruisce Cava"
    assert proposal.summary.render("en") == "SOLO: builds Quarry"
    rendered = [t.render("it") for t in proposal.trace]
    assert any("Cava" in r for r in rendered) and not any("Quarry" in r for r in rendered)
    for lang in ("en", "it"):
        for step in proposal.trace:
            text = step.render(lang)
            assert "{" not in text and "'en'" not in text


# -- the fast paths give the same results as the straightforward ones ----------------------------------

def reachable_states(seeds, options=None):
    for seed in seeds:
        s = GAME.new_state(options or {}, seed, "digital")
        rng = random.Random(seed)
        while GAME.result(s) is None:
            yield s
            s, _ = apply_step(GAME, s, next_step(GAME, s, rng))


def comparable(view):
    """A view as plain data; the Player's Wonder prices only matter with cost_mode=actual."""
    import dataclasses

    def plain(x):
        if dataclasses.is_dataclass(x):
            # by field: build_view's View computes some fields when first read
            d = {f.name: plain(getattr(x, f.name)) for f in dataclasses.fields(x)}
            if type(x).__name__ == "Wonder" and view.readings.cost_mode != "actual":
                d["player_price"] = None
            return d
        if isinstance(x, (tuple, list)):
            return [plain(v) for v in x]
        if isinstance(x, dict):
            return {k: plain(v) for k, v in x.items()}
        return x
    return plain(view)


@pytest.mark.parametrize("options", [{}, {"level": "legendary", "cost_mode": "actual", "promo_wonders": True}])
def test_fast_view_and_prices_equal_the_reference(options):
    checked = 0
    for s in reachable_states(range(3), options):
        if s.phase != "play":
            continue
        for whole in (False, True):
            fast, ref = bot_adapter.build_view(s, whole), bot_adapter.build_view_reference(s, whole)
            assert comparable(fast) == comparable(ref)
        if GAME.to_move(s) == "automa" and not s.pending:
            a = D.decide_turn(bot_adapter.build_view(s), ta := Trace(), Randomness(s.seed, s.rng_counter))
            b = D.decide_turn(bot_adapter.build_view_reference(s), tb := Trace(), Randomness(s.seed, s.rng_counter))
            assert a == b and ta.steps == tb.steps
        for side in ("player", "automa"):
            c, o = s.city(side), s.city("automa" if side == "player" else "player")
            fresh = rules.PriceTable(c.buildings, c.built, c.progress, c.mythology_tokens, o.buildings)
            for card in rules.accessible_cards(s):
                assert rules.building_price(s, side, card) == fresh.card(card)
            for w in c.unbuilt_wonders():
                assert rules.wonder_price(s, side, w) == fresh.wonder(w)
        checked += 1
    assert checked > 100


def test_applying_a_proposal_reuses_its_results_and_equals_a_fresh_apply():
    for s in list(reachable_states(range(3)))[::7]:
        if GAME.to_move(s) != "automa":
            continue
        proposal = GAME.propose(s)
        reused, state = [], s
        for action in proposal.actions:
            state, recorded = GAME.apply(state, action)
            reused.append((state, recorded))
        rules._APPLIED.clear()
        state = s
        for action, (expected, expected_recorded) in zip(proposal.actions, reused):
            state, recorded = GAME.apply(state, action)
            assert state == expected and recorded == expected_recorded
