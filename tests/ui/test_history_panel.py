"""The History panel: its branch row shows only when a branch is kept (no empty box taking the
list's room), Restore and the undone (grey) steps say what they are, and the current step stays
in sight."""

import random

import pytest
from PySide6.QtWidgets import QApplication

from solo_desk.core import playout

pytestmark = pytest.mark.gui


def settle(qtbot) -> None:
    for _ in range(5):
        QApplication.processEvents()
    qtbot.wait(10)


def current_in_sight(history) -> bool:
    item = history.list.currentItem()
    rect = history.list.visualItemRect(item)
    return history.list.viewport().rect().contains(rect.center())


def play(controller, steps: int, seed: int = 1) -> None:
    rng = random.Random(seed)
    for _ in range(steps):
        controller.apply(playout.next_step(controller.game, controller.state, rng))


def test_the_branch_row_shows_only_with_a_branch_and_the_current_step_stays_in_sight(window, qtbot):
    window.resize(1280, 800)
    assert window.start_game("duel", {}, 7, "digital")
    qtbot.waitExposed(window)
    controller, history = window.controller, window.docks["history"].widget()
    play(controller, 30)
    settle(qtbot)
    assert not history.branches.isVisibleTo(history) and not history.restore.isVisibleTo(history)
    assert current_in_sight(history)
    for _ in range(3):
        controller.undo()
    settle(qtbot)
    tips = [history.list.item(row).toolTip() for row in range(history.list.count())]
    assert tips[28:] == [tips[-1]] * 3 and tips[-1].startswith("Undone (in grey): Redo plays it again")
    assert not any(tips[:28])  # the steps played: no such tip
    play(controller, 1, seed=99)  # another move than the undone one: the undone steps are a branch
    settle(qtbot)
    assert controller.session.branches
    assert history.branches.isVisibleTo(history) and history.restore.isVisibleTo(history)
    assert history.branches.currentText() == "Branch 1: 3 steps after step 27"
    assert "branch" in history.restore.toolTip()
    assert current_in_sight(history)  # the branch row took room from the list: still in sight
    history.restore.click()
    settle(qtbot)
    assert controller.session.cursor == 30 and current_in_sight(history)


def rows(history) -> list[tuple]:
    """Each row as the player sees it: text, tooltip, grey or not, the step it goes to, bold."""
    from PySide6.QtCore import Qt

    shown = []
    for row in range(history.list.count()):
        item = history.list.item(row)
        shown.append((item.text(), item.toolTip(), item.data(Qt.ItemDataRole.ForegroundRole) is not None,
                      item.data(Qt.ItemDataRole.UserRole), item.font().bold()))
    return shown


def test_the_rows_kept_from_one_change_to_the_next_read_as_a_history_drawn_afresh(window, qtbot):
    """The History keeps its rows in a long game (a move describes only its own step): after
    Undo, Redo, jumps, a branch, its restoring and the game's end they read exactly as a History
    panel that has just drawn every row."""
    from solo_desk.core import registry
    from solo_desk.core.session import Session
    from solo_desk.ui.panels import HistoryPanel

    game = registry.get("concordia")
    session = Session.new(game, {}, 3)
    rng = random.Random(1)
    while game.result(session.state) is None:  # a whole game, played before the window opens it
        session.apply(playout.next_step(game, session.state, rng))
    window.set_session(session)
    qtbot.waitExposed(window)
    controller, history = window.controller, window.docks["history"].widget()
    end = len(session.steps)

    def same_as_afresh() -> None:
        settle(qtbot)
        afresh = HistoryPanel(controller)
        afresh.refresh()
        assert rows(history) == rows(afresh)
        assert history.list.currentRow() == afresh.list.currentRow() == session.cursor
        controller.changed.disconnect(afresh.refresh)
        afresh.deleteLater()

    same_as_afresh()
    assert history.closing is not None and history.list.row(history.closing) == end + 1  # the result
    fork = max(k for k in range(end - 9, end - 1) if game.to_move(session.state_at(k)) == "player")
    for change in (controller.undo, controller.undo, controller.redo, lambda: controller.jump(2),
                   lambda: controller.jump(end), lambda: controller.jump(fork)):
        change()
        same_as_afresh()
    assert history.closing is None
    undone = session.steps[fork].actions
    other = next(step for seed in range(100) if (step := playout.next_step(
        game, session.state, random.Random(seed))) != undone)
    controller.apply(other)  # another move than the undone one: the undone steps are a branch, their rows go
    assert session.branches and len(session.steps) == fork + 1
    same_as_afresh()
    controller.restore_branch(0)  # the game's end again
    same_as_afresh()
    assert session.cursor == end and history.list.row(history.closing) == end + 1


def test_a_move_late_in_a_game_describes_only_its_own_step(window, qtbot, monkeypatch):
    from solo_desk.ui import panels

    assert window.start_game("terra_mystica", {}, 2, "digital")
    qtbot.waitExposed(window)
    controller = window.controller
    play(controller, 30)
    settle(qtbot)
    described = []
    real = panels.step_text
    monkeypatch.setattr(panels, "step_text", lambda game, step, state=None: described.append(step) or real(game, step, state))
    play(controller, 1, seed=5)
    controller.undo()
    controller.redo()
    settle(qtbot)
    assert described == [controller.session.steps[-1]]  # the new step's line, said once
