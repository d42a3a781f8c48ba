"""The board once the game is over: every click and right-click says so (nothing was said)."""
from __future__ import annotations

import pytest

from tests.games.duel.helpers import play_state
from tests.games.duel.test_scene import open_state
from tests.gui import status_messages


@pytest.mark.gui
def test_every_click_on_a_finished_board_says_the_game_is_over(window, qtbot):
    over = play_state().model_copy(update={"phase": "over", "winner": "automa", "end_reason": "civilian"})
    scene = open_state(window, qtbot, over)
    for piece in scene.pieces()[:40]:
        with status_messages(window) as heard:
            scene.piece_clicked(piece)
            assert scene.context_actions(piece) is None
        assert heard == [scene.over_text()] * 2, piece.key
    assert "Undo" in scene.over_text()
