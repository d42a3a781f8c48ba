"""Playtest 14, companion at 1280×800: the Automa panel shows the first lines of its explanation
without scrolling, so the open question's explanation comes first (round I's card question came
after the level's long text, round II's table questions after round I's end); a deck card with no
name is no example of "its number" ("4 is 4")."""
import pytest

from solo_desk.core.messages import render
from solo_desk.games.age_of_comics import GAME
from solo_desk.games.age_of_comics import rules as R
from solo_desk.games.age_of_comics.deck import AutomaCard, AutomaDeck

from .helpers import GENRES, started
from .test_audit_companion_answers import companion
from .test_audit_round_end import at_round_end
from .test_companion_and_deck import answer


def round_one_card_question():
    """A companion game with the demo deck, round I's table told: the proposal asking its first card."""
    state = GAME.new_state({"deck": "demo"}, 5, "companion")
    state, _ = GAME.apply(state, R.setup_actions(state)[0])
    answers = {}
    proposal = GAME.propose(state)
    while not any(r.name == "automa_card" for r in proposal.inputs):
        for request in proposal.inputs:
            answers[request.name] = answer(request, answers)
        proposal = GAME.propose(state, {k: v for k, v in answers.items() if not k.startswith("_")})
    return proposal


@pytest.mark.rule("AOC-FLOW-REVEAL")
def test_round_ones_card_question_is_explained_before_the_level():
    proposal = round_one_card_question()
    keys = [s.key.rsplit(".", 1)[-1] for s in proposal.trace]
    assert keys[0] == "automa_card" and proposal.trace[0].rule == "AOC-FLOW-REVEAL"
    assert keys[1:] == ["level", "draw", "automa_first"]  # then the round's start, in its order


@pytest.mark.rule("AOC-GEN-BASE", "AOC-ROUND-END")
def test_round_twos_table_questions_are_explained_before_round_ones_end():
    proposal = GAME.propose(companion(at_round_end(1)))
    assert proposal.status == "needs_input"
    first = proposal.trace[0]
    assert first.key.endswith("ask_why.round_start") and first.params["roman"] == "II"
    assert render(first.key, first.params, "it").startswith("Inizia il round II")
    assert [s.key.rsplit(".", 1)[-1] for s in proposal.trace[1:]] == ["round_end", "no_income", "discard"]


def with_deck(*names):
    card = AutomaCard(actions=("hire", "develop", "print"), priority=tuple(GENRES))
    cards = tuple(card.model_copy(update={"name": n}) for n in names)
    return companion(started(3), deck=AutomaDeck(cards=cards * (12 // len(cards))))


@pytest.mark.rule("AOC-FLOW-REVEAL")
def test_the_cards_number_is_shown_by_a_named_card_not_by_one_without_a_name():
    """The last card offered was the example: "(4 is 4)" when it had no name."""
    step = GAME.propose(with_deck("Shadow", "")).trace[0]
    assert step.key.endswith("ask_why.automa_card")
    assert "its place in your deck (Shadow is 11)" in render(step.key, step.params, "en")
    assert "il suo posto nel mazzo (Shadow è la 11)" in render(step.key, step.params, "it")


@pytest.mark.rule("AOC-FLOW-REVEAL")
def test_a_deck_without_names_gives_no_example():
    step = GAME.propose(with_deck("")).trace[0]
    assert step.key.endswith("ask_why.automa_card_unnamed") and step.params["slot"] == 1
    en, it = render(step.key, step.params, "en"), render(step.key, step.params, "it")
    assert "choose it below by its number, its place in your deck: its actions" in en and " is " not in en
    assert "sceglila qui sotto con il suo numero, il suo posto nel mazzo: le sue azioni" in it and " è la " not in it


@pytest.mark.gui
@pytest.mark.rule("AOC-FLOW-REVEAL")
@pytest.mark.parametrize("lang", ["en", "it"])
def test_the_card_questions_explanation_reads_without_scrolling_at_1280(window, qtbot, lang):
    from .test_playtest_aoc10 import rows_up_to_the_first_card

    rows_up_to_the_first_card(window, qtbot, lang, deck="demo")
    panel = window.docks["automa"].widget()
    steps = panel.steps
    first = steps.item(0)
    why = window.controller.proposal.trace[0]
    assert why.key.endswith("ask_why.automa_card")
    assert render(why.key, why.params, lang)[:40] in first.text()
    shown = steps.visualItemRect(first)
    assert shown.top() >= 0 and shown.bottom() <= steps.viewport().height()  # read without scrolling
