"""A click on a piece that only shows the table (the calendar, the Automa's deck, discard and cards,
its mat) says in the status bar what the piece is and what can be done about it, never nothing."""
import pytest

from solo_desk.games.age_of_comics import rules as R
from tests.gui import status_messages

from .test_scene import click, piece, start, to_player_turn

pytestmark = pytest.mark.gui


def said(qtbot, window, key):
    """The status bar's messages after one click on the piece ``key``."""
    with status_messages(window) as messages:
        click(qtbot, window.view, piece(window.scene, key))
    return messages


@pytest.mark.rule("AOC-FLOW-DRAW", "AOC-FLOW-RESHUFFLE")
def test_a_click_on_the_automa_deck_and_the_calendar_says_what_they_are(window, qtbot):
    start(window, qtbot)
    controller = to_player_turn(window, qtbot)
    state = controller.state
    assert said(qtbot, window, ("automa_deck",)) == [
        f"The Automa deck: {len(state.automa_pile)} cards; 4 are dealt face down each round, all reshuffled after "
        "rounds II and IV. The Automa panel applies its turns."]
    first = said(qtbot, window, ("calendar", 0))
    assert len(first) == 1 and first[0].startswith("Calendar tile of round I: ") and "sales orders on the map face up" in first[0]
    assert said(qtbot, window, ("calendar", 5)) == [
        "Calendar tile of round V, face down: at that round's start it turns the sales orders of its genre face up. "
        "Nothing to play on it."]


def test_every_piece_a_click_does_nothing_on_says_why(window, qtbot, monkeypatch):
    """Mid-game, on your turn and on the Automa's: each piece whose click is no move, no menu and no
    correction says something (the pieces a click corrects open a dialog: left out)."""
    start(window, qtbot)
    controller = to_player_turn(window, qtbot)
    scene = window.scene
    monkeypatch.setattr(scene, "chooser", lambda title, options: None)  # a menu shown: closed at once
    for turn in ("player", "automa"):
        assert R.to_move(controller.state) == turn
        silent = []
        for item in list(scene.pieces()):
            if scene.can_correct(item) or item.key[0] in ("space", "tile", "setup"):
                continue
            if scene.can_click(item):  # a move offered: its menu (closed above)
                continue
            if not said(qtbot, window, item.key):
                silent.append(item.key)
        assert not silent, silent
        controller.apply([R.area_actions(controller.state, "royalties")[0]])  # the Automa's turn next
        qtbot.waitUntil(lambda: not window.scene._refresh_pending)
        scene = window.scene


@pytest.mark.rule("AOC-FLOW-DISCARD")
def test_the_automa_s_discard_says_what_it_is_in_italian(window, qtbot):
    start(window, qtbot)
    to_player_turn(window, qtbot)
    window.set_language("it")
    qtbot.waitUntil(lambda: window.scene is not None and bool(window.scene.pieces()))
    qtbot.waitUntil(lambda: not window.scene._refresh_pending)
    assert said(qtbot, window, ("automa_discard",)) == [
        "Gli scarti dell'Automa: 0 carte; a fine round vi vanno le sue 4 carte, rimescolate nel suo mazzo dopo i "
        "round II e IV. Il pannello Automa applica i suoi turni."]


def test_without_a_deck_the_automa_deck_says_where_to_enter_it(window, qtbot):
    assert window.start_game("age_of_comics", {"deck": "ask"}, 3, "companion")
    qtbot.waitUntil(lambda: window.scene is not None and bool(window.scene.pieces()))
    assert window.controller.state.deck is None
    assert said(qtbot, window, ("automa_deck",)) == [
        "The Automa deck is on your table: each card it reveals is asked in the Automa panel (Game ▸ Automa deck "
        "(your 12 cards)… enters them)."]


@pytest.mark.rule("AOC-SETUP-PLAYER")
def test_a_space_clicked_before_the_set_up_says_to_choose_the_start(window, qtbot):
    start(window, qtbot)
    assert window.controller.state.phase == "setup"
    assert said(qtbot, window, ("space", "royalties", 0)) == ["First choose your start: the button on your mat"]
