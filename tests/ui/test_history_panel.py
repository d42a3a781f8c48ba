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
