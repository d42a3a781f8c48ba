"""The board once the game is over: no click suggests a move any more."""
from __future__ import annotations

import pytest

from solo_desk.core.session import Session
from solo_desk.games.concordia import GAME
from tests.gui import status_messages

from .test_scene import start


@pytest.mark.gui
def test_after_the_end_the_colonist_no_longer_offers_an_architect_and_the_dice_box_says_the_roll(window, qtbot):
    """The colonist still said "drag it onto a route to move it with an Architect" once the game was
    over, and a click on the AI's dice box said nothing at all."""
    controller = start(window, qtbot)
    over = controller.state.model_copy(update={"finished": True})
    assert GAME.result(over) is not None
    window.set_session(Session(GAME, over, controller.session.options))
    qtbot.waitUntil(lambda: bool(window.scene.pieces()))
    scene = window.scene
    colonist = next(p for p in scene.pieces() if p.key[:1] == ("colonist",))
    assert "Architect" not in colonist.toolTip() and "the game is over" in colonist.toolTip()
    dice = next(p for p in scene.pieces() if p.key == ("dice",))
    with status_messages(window) as heard:
        scene.piece_clicked(colonist)
        scene.piece_clicked(dice)
    assert len(heard) == 2 and "Architect" not in heard[0]
    assert heard[1].startswith("The game is over: the AI rolls no more.")


@pytest.mark.gui
def test_after_the_end_the_keys_no_longer_offer_to_play(window, qtbot):
    """Enter on a card in hand, a city or the display said "Enter: play" once the game was over."""
    controller = start(window, qtbot)
    over = controller.state.model_copy(update={"finished": True})
    window.set_session(Session(GAME, over, controller.session.options))
    qtbot.waitUntil(lambda: bool(window.scene.pieces()))
    scene = window.scene
    hints = {p.key: scene.key_hints(p) for p in scene.pieces() if p.key[:1] in (("hand",), ("city",), ("display",))}
    assert hints and not [key for key, hint in hints.items() if "Enter: play" in hint]
    assert any("Enter: correct" in hint for key, hint in hints.items() if key[0] == "city")
