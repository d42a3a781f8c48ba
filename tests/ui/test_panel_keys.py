"""The side panels and the window by keys (real key events): an answer given in the Automa panel
keeps the keyboard there (the next question, else Apply, else the board); F6 / Shift+F6 move it
between the board and the panels; an arrow on a closed answer drop-down opens it and never answers;
History jumps on Return / Space; Apply by Space does not leave the focus on Auto-apply; the panels'
Tab stops; the focus clearly drawn on the panels' controls; the status bar's piece details elided."""
from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QColor, QCursor
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QComboBox, QScrollArea

from solo_desk.ui import panels

FOCUS_COLOR = getattr(panels, "FOCUS_COLOR", "#1a5fb4")  # the focus's colour (the old panels had none)

pytestmark = pytest.mark.gui


def settle(rounds: int = 8) -> None:
    for _ in range(rounds):
        QApplication.processEvents()


def open_combos(panel) -> list[QComboBox]:
    return [c for c in panel.findChildren(QComboBox)
            if c.objectName().startswith("input_") and c.isVisibleTo(panel) and c.isEnabled()]


def give_keys(window, qtbot) -> None:
    QCursor.setPos(QPoint(790, 5))
    window.activateWindow()
    window.view.setFocus(Qt.FocusReason.MouseFocusReason)  # a click on the board
    qtbot.waitUntil(window.view.hasFocus)


def focused():
    return QApplication.focusWidget()


def press(k, mods=Qt.KeyboardModifier.NoModifier) -> None:
    """A key as the player presses it: to the widget with the keyboard focus."""
    QTest.keyClick(focused(), k, mods)
    settle()


def start(window, qtbot, game, options, seed, mode):
    assert window.start_game(game, options, seed, mode)
    panel = window.docks["automa"].widget()
    qtbot.waitUntil(lambda: panel.apply_button.isEnabled() or bool(open_combos(panel)))
    give_keys(window, qtbot)
    return window.controller, panel


def test_an_answer_by_keys_keeps_the_focus_on_the_next_question(window, qtbot):
    controller, panel = start(window, qtbot, "duel", {}, 11, "companion")
    press(Qt.Key.Key_F6)  # from the board: the question to answer
    first = open_combos(panel)[0]
    assert first.isAncestorOf(focused()) or focused() is first
    for count in range(1, 4):  # three set-up questions, each applied once answered
        combo = open_combos(panel)[0]
        press(Qt.Key.Key_Down)  # opens the list
        assert combo.view().isVisible()
        QTest.keyClick(combo.view(), Qt.Key.Key_Down)
        QTest.keyClick(combo.view(), Qt.Key.Key_Return)
        qtbot.waitUntil(lambda count=count: len(controller.session.steps) == count)
        settle()
        after = open_combos(panel)[0]
        assert after is not combo and (after is focused() or after.isAncestorOf(focused()))


def test_an_answer_that_leaves_only_apply_gives_apply_the_focus_and_apply_gives_it_back(window, qtbot):
    controller, panel = start(window, qtbot, "pebbles", {"pile": 8, "first": "automa"}, 3, "companion")
    press(Qt.Key.Key_F6)
    assert focused() is open_combos(panel)[0]
    press(Qt.Key.Key_Down)
    view = open_combos(panel)[0].view()
    for _ in range(5):
        QTest.keyClick(view, Qt.Key.Key_Down)
    QTest.keyClick(view, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: panel.apply_button.isEnabled())
    settle()
    assert controller.inputs == {"die": "5"} and focused() is panel.apply_button
    press(Qt.Key.Key_Space)  # Apply
    assert controller.session.steps and controller.session.steps[-1].actions[0].outcomes == {"die": 5}
    assert focused() is not panel.auto
    press(Qt.Key.Key_Space)  # as for the next turn: never ticks Auto-apply
    assert not controller.auto_apply and not panel.auto.isChecked()


def test_apply_by_space_then_space_again_leaves_auto_apply_alone(window, qtbot):
    controller, panel = start(window, qtbot, "duel", {}, 3, "digital")
    qtbot.waitUntil(lambda: panel.apply_button.isEnabled())
    panel.apply_button.setFocus(Qt.FocusReason.TabFocusReason)
    press(Qt.Key.Key_Space)
    assert controller.session.cursor == 1
    # the player's turn now: the keys back on the board (Space there plays a piece), never on Auto-apply
    assert focused() is window.view
    assert not controller.auto_apply and not panel.auto.isChecked()


def test_f6_goes_board_automa_history_board_and_shift_f6_back(window, qtbot):
    controller, panel = start(window, qtbot, "duel", {}, 3, "digital")
    history = window.docks["history"].widget().list
    qtbot.waitUntil(lambda: panel.apply_button.isEnabled())
    press(Qt.Key.Key_F6)
    assert focused() is panel.apply_button  # no question: Apply
    press(Qt.Key.Key_F6)
    assert focused() is history
    press(Qt.Key.Key_F6)
    assert focused() is window.view
    press(Qt.Key.Key_F6, Qt.KeyboardModifier.ShiftModifier)
    assert focused() is history
    press(Qt.Key.Key_F6, Qt.KeyboardModifier.ShiftModifier)
    assert focused() is panel.apply_button
    keys = dict(window.shortcuts())
    assert any("F6" in k for k in keys.values()) and any("Shift+F6" in k for k in keys.values())


@pytest.mark.parametrize("key", [Qt.Key.Key_Down, Qt.Key.Key_Up, Qt.Key.Key_PageDown, Qt.Key.Key_End, Qt.Key.Key_3])
def test_a_key_on_a_closed_answer_box_opens_it_and_never_answers(window, qtbot, key):
    controller, panel = start(window, qtbot, "pebbles", {"pile": 8, "first": "automa"}, 3, "companion")
    combo = open_combos(panel)[0]
    combo.setFocus(Qt.FocusReason.TabFocusReason)
    press(key)
    assert combo.view().isVisible()  # browsing: the list open
    assert controller.inputs == {} and combo.currentData() is None
    QTest.keyClick(combo.view(), Qt.Key.Key_Escape)
    settle()
    assert controller.inputs == {} and not panel.apply_button.isEnabled()


def test_the_long_list_opens_on_down_and_typing_still_offers_and_answers(window, qtbot):
    controller, panel = start(window, qtbot, "duel", {}, 11, "companion")
    combo = open_combos(panel)[0]
    assert combo.isEditable()
    combo.setFocus(Qt.FocusReason.TabFocusReason)
    press(Qt.Key.Key_Down)
    assert combo.view().isVisible() and controller.session.steps == [] and controller.inputs == {}
    QTest.keyClick(combo.view(), Qt.Key.Key_Escape)
    settle()
    wanted, value = combo.itemText(3), combo.itemData(3)
    QTest.keyClicks(focused(), wanted)
    settle()
    popup = combo.completer().popup()
    qtbot.waitUntil(popup.isVisible)
    QTest.keyClick(popup, Qt.Key.Key_Down)
    QTest.keyClick(popup, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: len(controller.session.steps) == 1)
    assert controller.session.steps[0].actions[0].value == value


@pytest.mark.parametrize("key", [Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space])
def test_history_jumps_to_the_selected_step_by_keys(window, qtbot, key):
    controller, panel = start(window, qtbot, "duel", {}, 3, "digital")
    rng = random.Random(1)
    for _ in range(3):  # the automa's turns applied, the player's played by the game's policy
        if not controller.apply_proposal():
            assert controller.apply(controller.game.player_policy(controller.state, rng))
        settle()
    assert controller.session.cursor == 3
    history = window.docks["history"].widget().list
    history.setFocus(Qt.FocusReason.TabFocusReason)
    press(Qt.Key.Key_Up)
    press(Qt.Key.Key_Up)
    assert controller.session.cursor == 3  # moving the selection only
    press(key)
    qtbot.waitUntil(lambda: controller.session.cursor == 1)
    assert focused() is history and history.currentRow() == 1


def test_the_panels_tab_stops(window, qtbot):
    controller, panel = start(window, qtbot, "concordia", {}, 5, "companion")
    for area in window.findChildren(QScrollArea):
        if area.objectName() in ("botInputsArea", "diceArea"):
            assert area.focusPolicy() == Qt.FocusPolicy.NoFocus
    # from the explanation, Tab reaches the questions before History, and Apply after them
    panel.steps.setVisible(True)
    panel.steps.setFocus(Qt.FocusReason.TabFocusReason)
    history = window.docks["history"].widget().list
    first = open_combos(panel)[0]
    seen = []
    for _ in range(len(open_combos(panel)) + 4):
        press(Qt.Key.Key_Tab)
        seen.append(focused())
    combos = open_combos(panel)
    assert seen[0] is first and seen[: len(combos)] == combos  # every question, in order
    assert not panel.apply_button.isEnabled()  # (not all answered: no Apply yet)
    assert seen[len(combos)] is panel.auto and seen[len(combos) + 1] is history  # then History


def blue_pixels(widget) -> int:
    image = widget.grab().toImage()
    want = QColor(FOCUS_COLOR)
    return sum(1 for x in range(image.width()) for y in range(image.height())
               if image.pixelColor(x, y) == want)


def test_the_focus_on_the_panel_controls_is_clearly_drawn(window, qtbot):
    controller, panel = start(window, qtbot, "duel", {}, 3, "digital")
    qtbot.waitUntil(lambda: panel.apply_button.isEnabled())
    for widget in (panel.apply_button, panel.auto, window.docks["history"].widget().list):
        widget.setFocus(Qt.FocusReason.TabFocusReason)
        settle()
        ring = blue_pixels(widget)
        assert ring >= 1.8 * (widget.width() + widget.height())  # a frame two pixels thick, nearly all round
        window.view.setFocus(Qt.FocusReason.TabFocusReason)
        settle()
        assert blue_pixels(widget) == 0


def test_the_status_bar_details_are_elided_whole_in_the_tooltip(window, qtbot):
    controller, panel = start(window, qtbot, "duel", {}, 3, "digital")
    window.resize(900, 700)
    settle()
    label = window.focus_label
    long_one = None
    for _ in range(120):
        QTest.keyClick(window.view.viewport(), Qt.Key.Key_Tab)
        settle(2)
        whole = " · ".join(line.strip() for line in label.toolTip().splitlines() if line.strip())
        if label.fontMetrics().horizontalAdvance(whole) > label.width():
            long_one = whole
            break
    assert long_one, "no piece's details wider than the bar"
    assert label.text().endswith("…") and label.text() != long_one
    assert label.fontMetrics().horizontalAdvance(label.text()) <= label.width()
    tip = " ".join(label.toolTip().split())
    assert all(word in tip for word in long_one.replace("·", " ").split())


def test_a_refusal_does_not_stay_over_the_next_piece_s_details(window, qtbot):
    start(window, qtbot, "duel", {}, 3, "digital")
    label = window.focus_label
    QTest.keyClick(window.view.viewport(), Qt.Key.Key_Tab)
    settle()
    window.show_status_error("That cannot go there")  # a refusal about this piece
    assert window.statusBar().currentMessage() and not label.isVisible()
    assert window.statusBar().currentMessage()
    QTest.keyClick(window.view.viewport(), Qt.Key.Key_Tab)  # the next piece: its details, not the old refusal
    settle()
    assert window.statusBar().currentMessage() == "" and label.isVisible()
