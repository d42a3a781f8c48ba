"""The final scoring shows the opponents' fixed area values and your place on each cult; during the
game the score's tooltip says where the final scoring stands now ("if the game ended now")."""
from __future__ import annotations

import random
import re

import pytest

from solo_desk.games.terra_mystica import GAME, rules

from .helpers import ORDINAL
from .test_scene import mid_game, open_state, piece

pytestmark = pytest.mark.gui


def finished(seed=3):
    from .helpers import witches_in_round_one

    state = witches_in_round_one(difficulty="intermediate")
    rng = random.Random(seed)
    while state.phase != "over":
        if GAME.to_move(state) == "automa":
            for action in GAME.propose(state).actions:
                state, _ = GAME.apply(state, action)
        else:
            state, _ = GAME.apply(state, GAME.player_policy(state, rng))
    return state


@pytest.mark.rule("TM-SCORE-AREA", "TM-SCORE-AREA-INTERMEDIATE", "TM-SCORE-CULT")
def test_the_final_scoring_shows_the_opponents_values_and_your_place(window, qtbot):
    state = finished()
    scene = open_state(window, qtbot, state)
    area = piece(scene, ("final", "area"))
    assert area.lines[0].split("\n")[1] == "opponents: 12/10/8"  # TM-SCORE-AREA-INTERMEDIATE
    mine = rules.largest_area(state)
    place = 1 + sum(1 for v in (8, 10, 12) if v > mine)
    assert area.lines[0].startswith(f"you: {mine}, {ORDINAL[place]} place")
    fire = piece(scene, ("final", "cult_fire"))
    theirs = sorted((state.opp_cults[c]["fire"] for c in state.colours), reverse=True)
    assert fire.lines[0].split("\n")[1] == "opponents: " + "/".join(map(str, theirs))
    assert fire.lines[0].startswith(f"you: {state.cults['fire']}, {ORDINAL[1 + sum(v > state.cults['fire'] for v in theirs)]} place")


@pytest.mark.rule("TM-SCORE-AREA", "TM-SCORE-CULT")
def test_during_the_game_the_score_tooltip_says_if_the_game_ended_now(window, qtbot):
    state = mid_game(seed=5, moves=30)
    scene = open_state(window, qtbot, state)
    tip = piece(scene, ("score",)).toolTip()
    final = rules.final_scoring(state)
    assert "If the game ended now:" in tip
    assert re.search(rf"Largest area: \+{final['area']} VP — you: {rules.largest_area(state)}, [1-4](st|nd|rd|th) place", tip)
    assert "opponents: 11, 9, 7" in tip  # easy scenario's fixed values
    assert f"Water cult: +{final['cult_water']} VP — you: {state.cults['water']}" in tip
    assert f"Final score: {state.vp + sum(final.values())} VP" in tip
