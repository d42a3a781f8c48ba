"""The dice panel keeps one width whatever the number of dice: they wrap in rows."""
from __future__ import annotations

import pytest

from solo_desk.ui.panels import DICE_WIDTH, DicePanel

pytestmark = pytest.mark.gui


def dice_panel(window, monkeypatch, dice, kind=None):
    panel = window.docks["dice"].widget()
    import solo_desk.ui.panels as panels

    monkeypatch.setattr(panels, "proposed_rolls", lambda controller: [("power_roll", list(dice))])
    panel.refresh()
    return panel


@pytest.mark.parametrize("game, options", [("terra_mystica", {"power_mode": "dice"}), ("concordia", {"dice": "d12"})])
def test_forty_dice_are_no_wider_than_two(window, qtbot, monkeypatch, game, options):
    assert window.start_game(game, options, 5, "digital")
    panel = dice_panel(window, monkeypatch, [1, 2])
    assert isinstance(panel, DicePanel)
    two = panel.sizeHint().width(), panel.minimumSizeHint().width()
    panel = dice_panel(window, monkeypatch, [(i % 6) + 1 for i in range(40)])
    assert len(panel.shown) == 40
    assert panel.sizeHint().width() <= two[0] and panel.minimumSizeHint().width() <= two[1]
    assert panel.sizeHint().width() <= DICE_WIDTH
    # the 40 dice take rows within the width
    width = DICE_WIDTH - 20
    assert panel.faces.heightForWidth(width) > 3 * panel.faces.cell().height()


@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080)])
def test_the_dock_keeps_its_width_with_a_whole_game_of_dice(window, qtbot, monkeypatch, size):
    """Hard, all six rounds rolled in advance: the dock is as wide with 35 dice as with 2, the board keeps its room."""
    window.resize(*size)
    assert window.start_game("terra_mystica", {"power_mode": "preset", "difficulty": "hard"}, 21, "digital")
    window.show()
    qtbot.waitExposed(window)
    dice_panel(window, monkeypatch, [1, 2])
    qtbot.wait(50)
    before = window.docks["dice"].width(), window.view.width()
    dice_panel(window, monkeypatch, [(i % 6) + 1 for i in range(35)])
    qtbot.wait(50)
    assert (window.docks["dice"].width(), window.view.width()) == before
    assert window.view.width() > size[0] // 2
