"""The side panels on a small screen: their minimum widths are small (their texts wrap), the
branch box shows its whole text (or ends it with "…" and a tooltip), the game's end gives the
final scores in the panel itself."""

import pytest
from PySide6.QtWidgets import QApplication, QComboBox, QStyle, QStyleOptionComboBox

from solo_desk.core.game import GameResult
from solo_desk.core.proposal import Proposal
from solo_desk.ui.i18n import set_language

pytestmark = pytest.mark.gui


def settle(rounds: int = 5) -> None:
    for _ in range(rounds):
        QApplication.processEvents()


def field_width(combo) -> int:
    option = QStyleOptionComboBox()
    combo.initStyleOption(option)
    return combo.style().subControlRect(QStyle.ComplexControl.CC_ComboBox, option,
                                        QStyle.SubControl.SC_ComboBoxEditField, combo).width()


def make_branch(window) -> None:
    controller = window.controller
    for _ in range(7):
        controller.apply(controller.game.legal_actions(controller.state)[0])
    controller.undo()
    controller.apply(controller.game.legal_actions(controller.state)[-1])  # another move: a branch
    assert controller.session.branches


@pytest.fixture
def italian():
    set_language("it")
    yield
    set_language("en")


def test_the_branch_box_shows_its_whole_text_in_italian(window, qtbot, italian):
    assert window.start_game("pebbles", {"pile": 20}, 3, "digital")
    make_branch(window)
    history = window.docks["history"].widget()
    history.resize(340, 300)  # the panel's usual width
    settle()
    box = history.branches
    text = box.currentText()
    assert text.startswith("Ramo 1: 1 passo dopo il passo ")
    assert box.fontMetrics().horizontalAdvance(text) <= field_width(box)  # whole, not cut off
    assert box.toolTip() == text
    history.resize(170, 300)  # narrower: ends with "…", the whole text in the tooltip
    settle()
    assert box.shown_text().endswith("…") and box.toolTip() == text


def test_the_game_over_panel_gives_the_final_scores_not_the_status_bar(window, qtbot, monkeypatch, italian):
    assert window.start_game("pebbles", {"pile": 9}, 3, "digital")
    controller = window.controller
    result = GameResult(winner="automa", reason="score", scores={"automa": 36, "player": 21, "automa_stages": 5})
    monkeypatch.setattr(controller.game, "result", lambda state: result)
    controller._proposal = Proposal(status="game_over", rule="TINY-END")
    panel = window.docks["automa"].widget()
    panel.refresh()
    shown = panel.steps.item(0).text()
    assert "barra di stato" not in shown and "status bar" not in shown
    assert shown.splitlines() == ["La partita è finita. Punteggi finali:", "  L'automa: 36", "  Tu: 21"]


def test_the_panels_minimum_widths_are_small(window, qtbot, italian):
    for game, mode in (("concordia", "companion"), ("architects", "digital")):
        assert window.start_game(game, {}, 3, mode)
        settle()
        for name, dock in window.docks.items():
            assert dock.widget().minimumSizeHint().width() <= 200, name
        dice = window.docks.get("dice")
        if dice is not None:
            dice.widget().refresh()
            assert dice.widget().sizeHint().width() >= 170  # its usual width: the texts on few lines
            assert dice.minimumSizeHint().width() <= 120


def test_the_age_of_comics_answers_show_their_italian_names_whole(window, qtbot, italian, tmp_path):
    """At 1280×800 the Automa card's actions answered read "PRINT! (Stampa)", not "PRINT! (Sta…":
    the answers' column is as wide as their longest choice, within half the questions' width."""
    window.resize(1280, 800)
    assert window.start_game("age_of_comics", {"deck": "ask"}, 1, "companion")
    controller = window.controller
    controller.apply(controller.game.legal_actions(controller.state)[0])  # the player's set-up
    answers: dict[str, str] = {}
    while "card:action2" not in answers:  # the table's answers up to the Automa card's actions
        request = next(r for r in controller.game.propose(controller.state, answers).inputs if r.name not in answers)
        values = [c.value for c in request.choices]
        answers[request.name] = "print" if request.name == "card:action1" else values[0]
    controller.session.answers = answers
    assert controller.save(tmp_path / "aoc.json") and window.open_file(tmp_path / "aoc.json")
    settle()
    panel = window.docks["automa"].widget()
    boxes = {box.objectName(): box for box in panel.inputs_box.findChildren(QComboBox)}
    assert boxes["input_card:action1"].currentText() == "PRINT! (Stampa)"
    for name in ("input_card:action1", "input_card:action2", "input_card:priority1"):
        box = boxes[name]
        assert box.fontMetrics().horizontalAdvance(box.currentText()) <= field_width(box), name
    area = panel.inputs_area
    assert max(box.width() for box in boxes.values()) <= area.viewport().width() // 2  # the questions keep the rest
    assert area.horizontalScrollBar().maximum() == 0
