"""Edit ▸ Undo with the table's answers told and not applied: it takes back what was done last
(a correction made after the answers before the answers), says what it will take back (its text,
tooltip and the status bar), and Redo gives back what it took (no answer is lost)."""

import pytest
from PySide6.QtWidgets import QApplication

from tests.fixtures.tiny import SetPile, Take

pytestmark = pytest.mark.gui


def settle(rounds: int = 5) -> None:
    for _ in range(rounds):
        QApplication.processEvents()


def die_told_then_corrected(window):
    assert window.start_game("pebbles", {"pile": 8, "first": "automa"}, 3, "companion")
    controller = window.controller
    controller.answer("die", "5")  # the table's die, told in the Automa panel, waiting for Apply
    assert controller.apply(SetPile(pile=12))  # then the player corrects the pile (the die is asked again)
    settle()
    assert controller.session.cursor == 1 and controller.inputs == {"die": "5"}
    return controller


def test_undo_takes_back_the_correction_made_after_the_answer_and_redo_gives_all_back(window):
    controller = die_told_then_corrected(window)
    assert window.act_undo.text().startswith("&Undo: ")  # the step, not the answer
    window.act_undo.trigger()
    settle()
    assert controller.state.pile == 8 and controller.session.cursor == 0
    assert controller.inputs == {"die": "5"}  # the answer stays told
    assert "undone" in window.statusBar().currentMessage()
    assert window.act_undo.text() == "&Undo answer: 5"
    assert "Take back your answer \"5\"" in window.act_undo.toolTip()
    assert window.act_undo.statusTip() == window.act_undo.toolTip()
    window.act_undo.trigger()
    settle()
    assert controller.inputs == {} and "taken back: 5" in window.statusBar().currentMessage()
    assert not window.act_undo.isEnabled()
    # Redo: the answer told again, then the correction, the answer kept over it
    assert window.act_redo.isEnabled() and window.act_redo.text() == "&Redo answer: 5"
    window.act_redo.trigger()
    settle()
    assert controller.inputs == {"die": "5"} and controller.session.cursor == 0
    assert window.act_redo.text().startswith("&Redo: ")
    window.act_redo.trigger()
    settle()
    assert controller.session.cursor == 1 and controller.state.pile == 12 and controller.inputs == {"die": "5"}


def test_an_answer_told_after_the_last_step_is_taken_back_first(window):
    controller = die_told_then_corrected(window)
    window.act_undo.trigger()  # the correction
    settle()
    controller.answer("die", "2")  # told again, differently, after it
    settle()
    assert window.act_undo.text() == "&Undo answer: 2"
    window.act_undo.trigger()
    settle()
    assert controller.inputs == {} and controller.session.cursor == 0
    window.act_redo.trigger()  # Redo tells it again
    settle()
    assert controller.inputs == {"die": "2"}


def test_undo_says_what_it_takes_back_in_italian(window):
    window.set_language("it")
    controller = die_told_then_corrected(window)
    assert window.act_undo.text().startswith("&Annulla: ")
    window.act_undo.trigger()
    settle()
    assert window.act_undo.text() == "&Annulla risposta: 5"
    assert "risposta \"5\"" in window.act_undo.toolTip()
    assert controller.inputs == {"die": "5"}


def test_the_shortcuts_list_names_undo_plainly(window):
    die_told_then_corrected(window)
    names = [name for name, _ in window.shortcuts()]
    assert "Undo" in names and "Redo" in names


def test_a_language_switch_keeps_what_undo_takes_back(window):
    die_told_then_corrected(window)
    window.set_language("it")  # the window builds a new controller of the same game
    controller = window.controller
    assert controller.inputs == {"die": "5"}
    assert window.act_undo.text().startswith("&Annulla: ")  # still the correction first
    window.act_undo.trigger()
    settle()
    assert controller.state.pile == 8 and controller.inputs == {"die": "5"}


def test_answers_taken_back_stay_redoable_over_undoing_the_step_before_them(window):
    assert window.start_game("pebbles", {"pile": 9, "first": "player"}, 3, "companion")
    controller = window.controller
    assert controller.apply(Take(count=1))  # the player's move: 8 left, the automa's die is asked
    controller.answer("die", "4")
    window.act_undo.trigger()  # the answer
    window.act_undo.trigger()  # the move
    settle()
    assert controller.session.cursor == 0 and controller.inputs == {}
    window.act_redo.trigger()  # the move again
    settle()
    assert controller.session.cursor == 1
    assert window.act_redo.isEnabled() and window.act_redo.text() == "&Redo answer: 4"
    window.act_redo.trigger()
    settle()
    assert controller.inputs == {"die": "4"}
