"""The explanation says what the Automa did: the genre priority actually used (AOC-AMB-02 = board),
the idea tokens actually removed, AOC-IDEAS-FEW only with 1 or 2 comics, the round-end fan minimum."""
import pytest

from solo_desk.core.messages import render
from solo_desk.games.age_of_comics import GAME
from solo_desk.games.age_of_comics import bot as B
from solo_desk.games.age_of_comics.deck import AutomaCard, AutomaDeck
from solo_desk.games.age_of_comics.state import EndRound

from .helpers import GENRES, printed, started

K = "age_of_comics.trace"


def steps(proposal, rule):
    return [s for s in proposal.trace if s.rule == rule]


def genres_of(param):
    return [g["key"].rsplit(".", 1)[-1] for g in param]


@pytest.mark.rule("AOC-AMB-02", "AOC-FLOW-REVEAL")
@pytest.mark.parametrize("actions", [("sales", "hire", "ideas"), ("hire", "develop", "print")])
def test_board_priority_the_trace_shows_the_one_used_and_cites_amb02(actions):
    state = started()
    card = AutomaCard(name="t", actions=actions, priority=GENRES)
    state = state.model_copy(update={"deck": AutomaDeck(cards=(card,) * 12, board_priority=GENRES[::-1]),
                                     "options": {**state.options, "genre_priority_source": "board"}}, deep=True)
    proposal = B.propose(state)
    reveal = steps(proposal, "AOC-FLOW-REVEAL")
    assert len(reveal) == 1 and "priority" not in reveal[0].params  # the card's own priority is not used
    note = steps(proposal, "AOC-AMB-02")
    assert len(note) == 1 and genres_of(note[0].params["priority"]) == list(GENRES[::-1])
    assert not [s for s in proposal.trace if s.key == f"{K}.board_priority" and s.rule != "AOC-AMB-02"]
    assert "western, superheroes" in render(note[0].key, note[0].params, "en")
    assert "western, supereroi" in render(note[0].key, note[0].params, "it")


@pytest.mark.rule("AOC-AMB-02", "AOC-FLOW-REVEAL")
def test_card_priority_the_reveal_still_lists_the_cards_priority():
    state = started()
    card = AutomaCard(name="t", actions=("sales", "hire", "ideas"), priority=GENRES)
    state = state.model_copy(update={"deck": AutomaDeck(cards=(card,) * 12, board_priority=GENRES[::-1])}, deep=True)
    proposal = B.propose(state)
    assert genres_of(steps(proposal, "AOC-FLOW-REVEAL")[0].params["priority"]) == list(GENRES)
    assert not steps(proposal, "AOC-AMB-02")


def ideas_turn(comics, board=None):
    state = started()
    card = AutomaCard(name="t", actions=("ideas", "develop", "hire"), priority=GENRES)
    state = state.model_copy(update={"deck": AutomaDeck(cards=(card,) * 12)}, deep=True)
    state.automa.printed += comics
    if board is not None:
        state.ideas_board = {g: board.get(g, 0) for g in state.ideas_board}
    return B.propose(state)


@pytest.mark.rule("AOC-IDEAS-REMOVE")
def test_ideas_the_trace_counts_the_tokens_actually_removed_and_says_why_fewer():
    proposal = ideas_turn([printed("crime-1", 5)], board={"horror": 1})  # the first IDEAS! space shows 2
    assert proposal.actions[-1].board == ["horror"]
    (remove,) = steps(proposal, "AOC-IDEAS-REMOVE")
    assert remove.key == f"{K}.ideas_remove_short" and remove.params["count"] == 1 and remove.params["wanted"] == 2
    assert render(remove.key, remove.params, "en").startswith("Remove 1 idea from the board")
    assert render(remove.key, remove.params, "it").startswith("Rimuovi 1 idea dal tabellone")
    full = steps(ideas_turn([printed("crime-1", 5)]), "AOC-IDEAS-REMOVE")[0]
    assert full.key == f"{K}.ideas_remove" and full.params["count"] == 2


@pytest.mark.rule("AOC-IDEAS-FEW", "AOC-IDEAS-FANS")
@pytest.mark.parametrize("count, few", [(1, True), (2, True), (3, False), (4, False)])
def test_ideas_few_is_cited_only_with_one_or_two_comics(count, few):
    comics = [printed(c, 6 - i) for i, c in enumerate(("crime-1", "horror-1", "western-1", "scifi-1")[:count])]
    proposal = ideas_turn(comics)
    assert len(steps(proposal, "AOC-IDEAS-FANS")[0].params["comics"]) == min(count, 3)
    assert bool(steps(proposal, "AOC-IDEAS-FEW")) is few


@pytest.mark.rule("AOC-ROUND-END", "AOC-DATA-CHART")
def test_round_end_explanation_says_a_comic_keeps_its_last_fan():
    state = started()
    state.phase, state.round, state.turn = "round_end", 2, 8
    state.automa.printed += [printed("crime-1", 1), printed("horror-1", 5)]
    (step,) = steps(GAME.propose(state), "AOC-ROUND-END")
    after, _ = GAME.apply(state, EndRound(by="automa"))
    assert [c.fans for c in after.automa.printed][-2:] == [1, 4]
    assert "none goes below 1 fan" in render(step.key, step.params, "en")
    assert "nessuno scende sotto 1 fan" in render(step.key, step.params, "it")
