"""The board once the game is over: a click on a card of a city, a token or the die said nothing."""
from __future__ import annotations

import pytest

from tests.gui import status_messages

from .helpers import table
from .test_scene import open_state


@pytest.mark.gui
def test_every_click_on_a_finished_board_says_something(window, qtbot):
    state = table("wood", "stone", turn="player", automa_built=(1,), player_built=(1, 2, 3, 4, 5),
                  queue=(), ended="wonder")
    scene = open_state(window, qtbot, state)
    silent = []
    for piece in scene.pieces():
        with status_messages(window) as heard:
            scene.piece_clicked(piece)
        if not heard:
            silent.append(piece.key)
    assert not silent
    city_card = next(p for p in scene.pieces() if p.key[:2] == ("card", "player"))
    with status_messages(window) as heard:
        scene.piece_clicked(city_card)
    assert heard == ["The game is over: nothing more can be played (Undo goes back)"]
