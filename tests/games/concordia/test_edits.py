"""Corrections of the table (family "edit"): colonists, cards, the display and the
bonus markers. Each is checked only by the invariants; one that would break one
(or names something not on the table) is refused with concordia.err.edit_refused,
whose problems are message keys in English and Italian."""
import pytest

from solo_desk.core.errors import IllegalAction
from solo_desk.core.messages import lookup, render
from solo_desk.games.concordia import GAME, rules
from solo_desk.games.concordia.state import (
    EditBonus, EditCard, EditColonist, EditDisplay, EditGoods,
)

from tests.games.concordia.helpers import fresh, with_side


def play(state, action):
    after, recorded = GAME.apply(state, action)
    GAME.check(after)
    assert recorded == action
    return after


def refused(state, action) -> list[str]:
    """The problem keys of a refused correction."""
    with pytest.raises(IllegalAction) as err:
        GAME.apply(state, action)
    assert err.value.key == "concordia.err.edit_refused"
    problems = err.value.params["problems"]
    assert problems and all(lookup(p["key"], "it") for p in problems)
    english, italian = err.value.message("en"), err.value.message("it")
    assert "concordia." not in english + italian and english != italian
    return [p["key"] for p in problems]


def land_route(state, city=None):
    the_map = rules.game_map(state)
    return next(r for r in the_map.routes_at(city or the_map.capital) if r.kind == "land")


# -- colonists ---------------------------------------------------------------------------------
def test_a_colonist_moves_between_the_capital_a_route_a_city_and_the_storehouse():
    state = fresh(2)
    the_map = rules.game_map(state)
    capital = the_map.capital
    route = land_route(state)
    index = next(i for i, c in enumerate(state.player.colonists) if c.kind == "land")
    on_route = play(state, EditColonist(side="player", colonist="land", at=capital, to=route.id))
    assert on_route.player.colonists[index].at == route.id  # the same colonist, in its place in the list
    city = route.other_end(capital)
    in_city = play(on_route, EditColonist(side="player", colonist="land", at=route.id, to=city))
    assert in_city.player.colonists[index].at == city
    stored = play(in_city, EditColonist(side="player", colonist="land", at=city, to=None))
    assert len(stored.player.colonists) == 1 and stored.player.store_colonists["land"] == state.player.store_colonists["land"] + 1
    back = play(stored, EditColonist(side="player", colonist="land", at=None, to=route.id))
    assert back.player.colonists[-1].at == route.id and back.player.store_colonists == state.player.store_colonists


def test_the_ai_colonists_go_between_its_storehouse_and_the_capital_only():
    state = fresh(2)
    capital = rules.game_map(state).capital
    more = play(state, EditColonist(side="automa", colonist="sea", at=None, to=capital))
    assert [c.kind for c in more.automa.colonists] == ["land", "sea", "sea"]
    assert more.automa.store_colonists["sea"] == state.automa.store_colonists["sea"] - 1
    fewer = play(state, EditColonist(side="automa", colonist="land", at=capital, to=None))
    assert [c.kind for c in fewer.automa.colonists] == ["sea"]
    assert "concordia.problem.ai_colonists" in refused(
        state, EditColonist(side="automa", colonist="land", at=capital, to=land_route(state).id))


def test_colonist_corrections_that_break_the_table_are_refused():
    state = fresh(2)
    the_map = rules.game_map(state)
    capital = the_map.capital
    route = land_route(state)
    sea = next(r for r in the_map.routes_at(capital) if r.kind == "sea")
    assert "concordia.problem.colonist_place" in refused(
        state, EditColonist(side="player", colonist="land", at=capital, to=sea.id))  # a land colonist at sea
    assert "concordia.problem.no_colonist_there" in refused(
        state, EditColonist(side="player", colonist="land", at=route.id, to=capital))
    empty = with_side(state, "player", store_colonists={"land": 0, "sea": 2},
                      colonists=state.player.colonists + (state.player.colonists[0].model_copy(update={"at": route.id}),
                                                          state.player.colonists[0]))
    GAME.check(empty)
    assert "concordia.problem.negative" in refused(
        empty, EditColonist(side="player", colonist="land", at=None, to=capital))  # none left in the storehouse
    assert "concordia.problem.route_shared" in refused(
        empty, EditColonist(side="player", colonist="land", at=capital, to=route.id))
    full = with_side(state, "player", goods={"brick": 8, "food": 0, "tools": 0, "wine": 0, "cloth": 0})
    GAME.check(full)
    assert "concordia.problem.storehouse" in refused(
        full, EditColonist(side="player", colonist="land", at=capital, to=None))


# -- cards --------------------------------------------------------------------------------------
def test_a_card_moves_between_the_hand_the_played_cards_and_the_display():
    state = fresh(2)
    bought = state.display[2]
    took = play(state, EditCard(card=bought, to="hand"))
    assert took.player.hand[-1] == bought and took.display == state.display[:2] + state.display[3:]  # the rest slide left
    played = play(took, EditCard(card=bought, to="discard"))
    assert played.player.discard == (bought,) and bought not in played.player.hand
    back = play(played, EditCard(card=bought, to="display"))
    assert back.display[-1] == bought and not back.player.discard
    to_ai = play(state, EditCard(card=bought, side="automa", to="hand"))
    assert bought in to_ai.automa.hand
    unplayed = play(play(state, EditCard(card="player-tribune", to="discard")), EditCard(card="player-tribune", to="hand"))
    assert "player-tribune" in unplayed.player.hand and not unplayed.player.discard


def test_card_corrections_that_break_the_table_are_refused():
    state = fresh(2)
    assert refused(state, EditCard(card="nonsense", to="hand")) == ["concordia.problem.no_card"]
    assert refused(state, EditCard(card=state.stack[0], to="hand")) == ["concordia.problem.card_not_out"]
    assert "concordia.problem.display" in refused(state, EditCard(card=state.player.hand[0], to="display"))  # an 8th card
    short = play(state, EditCard(card=state.display[0], to="hand"))
    assert refused(short, EditCard(card="player-tribune", to="display")) == ["concordia.problem.display_market"]
    assert refused(state, EditCard(card="automa-senator", side="automa", to="discard")) == ["concordia.problem.ai_discard"]


# -- the display ---------------------------------------------------------------------------------
def test_the_card_of_a_display_slot_is_corrected_from_the_stack_or_another_slot():
    state = fresh(2)
    real = state.stack[4]
    shown = state.display[1]
    fixed = play(state, EditDisplay(slot=2, card=real))
    assert fixed.display[1] == real and fixed.stack[4] == shown  # the shown card takes its place in the stack
    swapped = play(state, EditDisplay(slot=1, card=state.display[5]))
    assert swapped.display[0] == state.display[5] and swapped.display[5] == state.display[0]
    assert play(state, EditDisplay(slot=3, card=state.display[2])) == state
    assert refused(state, EditDisplay(slot=8, card=real)) == ["concordia.problem.no_slot"]
    assert refused(state, EditDisplay(slot=1, card="player-tribune")) == ["concordia.problem.card_not_for_sale"]


def test_companion_an_untold_slot_told_by_correction():
    state = fresh(2, mode="companion")
    state = state.model_copy(update={"city_goods": fresh(2).city_goods})
    card = rules.possible_cards(state)[0]
    told = play(state, EditDisplay(slot=3, card=card))
    assert told.display[2] == card and card not in told.stack and told.display.count(None) == 6


# -- bonus markers ----------------------------------------------------------------------------------
def test_a_bonus_marker_is_flipped_and_back():
    state = fresh(2)
    province = next(p.id for p in rules.game_map(state).provinces if rules.bonus_good(state, p.id))
    flipped = play(state, EditBonus(province=province, flipped=True))
    assert flipped.prefected == (province,)
    assert play(flipped, EditBonus(province=province, flipped=True)).prefected == (province,)  # no double
    assert play(flipped, EditBonus(province=province, flipped=False)).prefected == ()
    assert refused(state, EditBonus(province="atlantis", flipped=True)) == ["concordia.problem.no_province"]
    companion = fresh(2, mode="companion")  # no token told: the marker is not known yet
    assert refused(companion, EditBonus(province=province, flipped=True)) == ["concordia.problem.bonus"]


# -- the messages -------------------------------------------------------------------------------------
def test_the_invariant_problems_and_the_history_lines_are_in_both_languages():
    state = fresh(2)
    for keys in (refused(state, EditGoods(side="player", good="wine", count=-1)),
                 refused(state, EditGoods(side="automa", good="brick", count=12))):
        assert keys
    capital = rules.game_map(state).capital
    for action in (EditColonist(side="player", colonist="sea", at=capital, to=None),
                   EditCard(card=state.display[0], to="discard"), EditDisplay(slot=1, card=state.stack[0]),
                   EditBonus(province=rules.game_map(state).provinces[0].id, flipped=True),
                   EditGoods(side="automa", good="wine", count=2)):
        line = GAME.describe(action)
        english, italian = render(line.key, line.params, "en"), render(line.key, line.params, "it")
        assert "concordia." not in english + italian and "{" not in english + italian and english != italian
        assert GAME.parse_action(action.model_dump(mode="json")) == action  # saved and loaded as it is
