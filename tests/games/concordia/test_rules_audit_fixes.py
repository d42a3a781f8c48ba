"""Fixes from the rules audit: the STUCK explanation (CONC-AMB-09) and the cloth city
of CONC-AMB-16's alternative paying the extra good of an occupied city."""
import pytest

from solo_desk.core.messages import render
from solo_desk.games.concordia import GAME

from .helpers import BUILD, BUY, GOOD_ROLL, ai_turn, all_cities, fresh, goods, propose_turn, rolling, with_side


def _with(state, **variant):
    return state.model_copy(update={"variant": state.variant.model_copy(update=variant)})


def _step(proposal, rule):
    return [s for s in proposal.trace if s.rule == rule]


def _text(step, lang):
    return render(step.key, step.params, lang)


@pytest.mark.rule("CONC-BUILD-STUCK", "CONC-BUILD-NEXT-TYPE")
def test_stuck_names_the_types_tried_and_does_not_claim_every_type():
    """Only bricks, an AI house in every brick city, empty cities of every higher type:
    the AI takes the goods pair (the seed orders the types downward), and the
    explanation says which types it tried and that it does not go up."""
    state = fresh(3)
    state = ai_turn(state, houses=tuple(all_cities(state, "brick")), goods=goods(brick=3))
    assert all(all_cities(state, t) for t in ("cloth", "wine", "tools", "food"))
    action, proposal = propose_turn(state, action_roll=BUILD, goods_roll=GOOD_ROLL["food"])
    assert (action.deed, action.gain) == ("take", ("food", "brick"))
    (stuck,) = _step(proposal, "CONC-BUILD-STUCK")
    assert stuck.key != "concordia.trace.stuck" and stuck.ambiguity == "CONC-AMB-09"
    en, it = _text(stuck, "en"), _text(stuck, "it")
    assert "any city type" not in en and "nessun tipo" not in it
    assert "(brick:" in en and "(cloth, wine, tools, food)" in en
    assert "(mattone:" in it and "(stoffa, vino, utensili, cibo)" in it


@pytest.mark.rule("CONC-BUILD-STUCK")
def test_stuck_from_a_lower_type_names_every_type_from_its_best_good_down():
    state = fresh(3)
    state = with_side(state, "player", houses=tuple(all_cities(state, "brick")))
    state = ai_turn(state, houses=tuple(all_cities(state, "food")), goods=goods(food=1))
    _, proposal = propose_turn(state, action_roll=BUILD, goods_roll=GOOD_ROLL["food"])
    (stuck,) = _step(proposal, "CONC-BUILD-STUCK")
    assert "(food, brick:" in _text(stuck, "en") and "(cloth, wine, tools)" in _text(stuck, "en")


@pytest.mark.rule("CONC-BUILD-STUCK")
def test_stuck_with_cloth_says_every_type():
    """A single cloth and every city occupied: every type was tried, "any city type" is true."""
    state = fresh(3)
    every = tuple(c for t in ("cloth", "wine", "tools", "food", "brick") for c in all_cities(state, t))
    state = ai_turn(with_side(state, "player", houses=every), goods=goods(cloth=1))
    _, proposal = propose_turn(state, action_roll=BUILD, goods_roll=GOOD_ROLL["food"])
    (stuck,) = _step(proposal, "CONC-BUILD-STUCK")
    assert stuck.key == "concordia.trace.stuck"


@pytest.mark.rule("CONC-BUILD-STUCK", "CONC-BUILD-OCCUPIED")
def test_stuck_with_goods_pair_option_does_not_claim_every_type():
    state = fresh(3)
    state = with_side(state, "player", houses=tuple(all_cities(state, "cloth")))
    state = _with(ai_turn(state, goods=goods(cloth=1)), extra_good_missing="goods_pair")
    _, proposal = propose_turn(state, action_roll=BUILD, goods_roll=GOOD_ROLL["food"])
    (stuck,) = _step(proposal, "CONC-BUILD-STUCK")
    assert stuck.key == "concordia.trace.stuck_no_extra"
    assert "any city type" not in _text(stuck, "en")


def _poor_and_full_with_cloth_cities_taken(state):
    cloth = all_cities(state, "cloth")
    state = with_side(state, "player", houses=tuple(cloth))
    room = 12 - sum(state.automa.store_colonists.values())
    state = ai_turn(state, goods=goods(cloth=1, brick=room - 1))
    return _with(state, poor_full_build="cloth_city"), cloth


@pytest.mark.rule("CONC-BUY-POOR-FULL", "CONC-BUILD-OCCUPIED")
def test_cloth_city_option_pays_the_extra_good_in_an_occupied_city():
    state, cloth = _poor_and_full_with_cloth_cities_taken(fresh(4))
    state = rolling(state, action_roll=BUY)
    action, proposal = propose_turn(state, action_roll=BUY)
    assert action.deed == "build" and action.city in cloth and action.city in state.player.houses
    assert action.pay == ("cloth", "brick")
    assert _step(proposal, "CONC-BUILD-OCCUPIED")
    after, _ = GAME.apply(state, action)
    GAME.check(after)
    assert after.automa.goods["cloth"] == 0 and after.automa.goods["brick"] == state.automa.goods["brick"] - 1


@pytest.mark.rule("CONC-BUY-POOR-FULL")
def test_cloth_city_option_still_pays_one_good_in_an_empty_cloth_city():
    state = fresh(4)
    room = 12 - sum(state.automa.store_colonists.values())
    state = _with(ai_turn(state, goods=goods(cloth=1, brick=room - 1)), poor_full_build="cloth_city")
    action, proposal = propose_turn(state, action_roll=BUY)
    assert action.city in all_cities(state, "cloth") and action.pay == ("cloth",)
    assert not _step(proposal, "CONC-BUILD-OCCUPIED")
