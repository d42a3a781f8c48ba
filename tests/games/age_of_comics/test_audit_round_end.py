"""Round end (AOC-ROUND-END): no fan loss after round V; a side whose best comic has 0 fans is not ranked."""
import pytest

from solo_desk.games.age_of_comics import GAME
from solo_desk.games.age_of_comics.state import EndRound

from .helpers import printed, started


def at_round_end(round_number):
    state = started()
    state.phase, state.round, state.turn = "round_end", round_number, 8
    state.player.printed = [printed("crime-1", 5), printed("horror-1", 1)]
    state.automa.printed = [printed("scifi-1", 9), printed("western-1", 3)]
    return state


@pytest.mark.rule("AOC-ROUND-END", "AOC-DATA-CHART")
def test_fans_are_lost_after_rounds_one_to_four_only():
    after_four, _ = GAME.apply(at_round_end(4), EndRound(by="automa"))
    assert [c.fans for c in after_four.player.printed] == [4, 1]  # minimum 1
    assert [c.fans for c in after_four.automa.printed] == [8, 2]
    after_five, _ = GAME.apply(at_round_end(5), EndRound(by="automa"))
    assert after_five.phase == "over"
    assert [c.fans for c in after_five.player.printed] == [5, 1]  # final scoring counts them all
    assert [c.fans for c in after_five.automa.printed] == [9, 3]
    assert after_five.player.money == at_round_end(5).player.money + 3 + 1  # income still paid
    assert GAME.result(after_five).scores["automa"] == 12 + after_five.automa.chart_vp + 24


@pytest.mark.rule("AOC-ROUND-END")
def test_round_five_explanation_says_no_fan_is_lost():
    last = [s.key for s in GAME.propose(at_round_end(5)).trace if s.rule == "AOC-ROUND-END"]
    earlier = [s.key for s in GAME.propose(at_round_end(3)).trace if s.rule == "AOC-ROUND-END"]
    assert last == ["age_of_comics.trace.round_end_last"] and earlier == ["age_of_comics.trace.round_end"]


@pytest.mark.rule("AOC-ROUND-END", "AOC-AMB-26")
def test_a_side_whose_best_comic_has_no_fans_scores_no_ranking_vp():
    state = at_round_end(2)
    state.player.printed = [printed("crime-1", 0, ripoff=True)]
    new, _ = GAME.apply(state, EndRound(by="automa"))
    assert new.player.chart_vp == 0 and new.automa.chart_vp == 3
    state.player.printed[0].fans = 1  # one fan: ranked second
    new, _ = GAME.apply(state, EndRound(by="automa"))
    assert new.player.chart_vp == 2 and new.automa.chart_vp == 3
    state.automa.printed = [printed("scifi-1", 0)]  # the Automa has no fans, the player is first
    new, _ = GAME.apply(state, EndRound(by="automa"))
    assert new.player.chart_vp == 3 and new.automa.chart_vp == 0
