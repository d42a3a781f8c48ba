"""QA review: the side of a move, and ids that name nothing, are refused cleanly (exit 3)."""
from __future__ import annotations

import pytest

from solo_desk.core.errors import IllegalAction, MalformedAction
from solo_desk.games.terra_mystica import GAME
from solo_desk.games.terra_mystica.state import EditCult, OpponentPlace, TransformBuild

from .helpers import witches_in_round_one


def test_an_explicit_side_that_is_not_to_move_is_refused():
    state = witches_in_round_one()
    assert GAME.to_move(state) == "player"
    action = GAME.parse_action({"kind": "opponent_place", "colour": "brown", "hex": "A1", "by": "automa"})
    with pytest.raises(IllegalAction) as err:
        GAME.apply(state, action)
    assert err.value.key == "terra_mystica.error.not_your_turn"
    assert "the automa" in err.value.message("en") and "l'automa" in err.value.message("it")


def test_a_missing_side_is_still_filled_in():
    state = witches_in_round_one()
    action = GAME.parse_action({"kind": "opponent_place", "colour": "brown", "hex": "A1"})
    assert action.by == "player"
    try:
        GAME.apply(state, action)
    except IllegalAction as err:  # the placement itself may be refused, never for its side
        assert err.key != "terra_mystica.error.not_your_turn"


def test_an_action_before_the_faction_is_chosen_is_refused_not_a_crash():
    from solo_desk.core.options import resolve_options

    state = GAME.new_state(resolve_options(GAME.option_specs(), {"faction": "random"}), 3, "digital")
    assert state.faction is None
    with pytest.raises(IllegalAction) as err:
        GAME.apply(state, TransformBuild(hex="nonexistent_thing"))
    assert err.value.key == "terra_mystica.error.no_faction_yet"


def test_editing_the_cult_of_a_colour_that_is_no_opponent_is_refused():
    state = witches_in_round_one()
    stranger = next(c for c in ("brown", "yellow", "black", "green", "blue", "grey", "red") if c not in state.opp_cults)
    with pytest.raises((IllegalAction, MalformedAction)) as err:
        GAME.apply(state, EditCult(cult="fire", value=3, colour=stranger))
    assert stranger in err.value.message("en")


@pytest.mark.parametrize("times", [0, -2])
def test_a_conversion_of_no_times_says_the_count_is_wrong_not_that_it_is_not_now(times):
    """`apply --action '{"kind": "convert", ..., "times": 0}'` in the middle of the actions answered "Not
    possible at this point of the game: a conversion.", though a conversion was possible then."""
    state = witches_in_round_one()
    action = GAME.parse_action({"kind": "convert", "source": "workers", "target": "coins", "times": times})
    with pytest.raises(IllegalAction) as err:
        GAME.apply(state, action)
    assert err.value.key == "terra_mystica.error.convert_times"
    assert err.value.message("en") == f"A conversion is made once or more, not {times} times."
    assert err.value.message("it") == f"Una conversione si fa una o più volte, non {times}."
