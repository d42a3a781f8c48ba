"""Defects of the fourth playtest (the end of a game, English and Italian): the last status line
says what ended the game; the hand no longer invites a click, and a click says why nothing happens."""
import pytest
from PySide6.QtWidgets import QGraphicsSimpleTextItem

from solo_desk.core.session import Session
from solo_desk.games.concordia import GAME, rules
from solo_desk.games.concordia.state import Mercator
from solo_desk.ui.i18n import set_language

from tests.gui import status_messages

from .helpers import fresh, goods, rolling, with_side
from .test_base_rules import play

pytestmark = pytest.mark.gui


def the_ai_bought_the_last_card():
    """CONC-END-TRIGGER: the AI buys the display's last card (the Concordia card), the player plays
    once more, the game is over."""
    state = fresh(2)
    last = state.display[0]
    state = state.model_copy(update={"display": (last,), "stack": (), "turn": "automa"})
    owned = tuple(c for c in fresh(2).display[1:] + fresh(2).stack)
    state = with_side(state, "player", hand=state.player.hand + owned)
    state = with_side(state, "automa", goods=goods(brick=2, food=2, tools=2, wine=1, cloth=1))
    state = rolling(state, action_roll="5")
    ended = play(state, GAME.propose(state, {"action_roll": "5"}).actions[0])
    done = play(ended, Mercator(card="player-mercator_3"))
    assert done.finished and GAME.result(done).reason == "cards" and done.concordia == "automa"
    return done


def open_state(window, qtbot, state):
    window.set_session(Session(GAME, state, {}))
    qtbot.waitUntil(lambda: bool(window.scene.pieces()))
    return window.scene


def texts(scene) -> list[str]:
    return [i.text() for i in scene.items() if isinstance(i, QGraphicsSimpleTextItem)]


@pytest.mark.rule("CONC-END-TRIGGER", "CONC-END-SCORE")
@pytest.mark.parametrize("lang, over, why", [
    ("en", "Game over: ", " · the AI bought the last card and took the Concordia card"),
    ("it", "Partita finita: ", " · l'IA ha comprato l'ultima carta e preso la carta Concordia"),
])
def test_the_last_status_line_says_what_ended_the_game(window, qtbot, lang, over, why):
    set_language(lang)
    state = the_ai_bought_the_last_card()
    scene = open_state(window, qtbot, state)
    line = next(t for t in texts(scene) if t.startswith(over))
    assert line.endswith(why)
    item = next(i for i in scene.items() if isinstance(i, QGraphicsSimpleTextItem) and i.text() == line)
    assert item.sceneBoundingRect().right() <= scene.map_w  # on the map, whatever the language


@pytest.mark.rule("CONC-END-CONCORDIA")
def test_the_fifteenth_house_is_named_as_the_end(window, qtbot):
    set_language("en")
    state = the_ai_bought_the_last_card().model_copy(update={"concordia": "player"})
    assert scene_reason(window, qtbot, state, "houses") == "you built your 15th house and took the Concordia card"


def scene_reason(window, qtbot, state, reason):
    scene = open_state(window, qtbot, state)
    return scene.end_reason(state, reason)


@pytest.mark.parametrize("lang, label, refusal", [
    ("en", "Hand (the game is over: these cards score too)", "The game is over: no card can be played"),
    ("it", "Mano (partita finita: anche queste carte danno punti)",
     "La partita è finita: non si può giocare nessuna carta"),
])
def test_at_the_end_the_hand_invites_no_click_and_a_click_says_why(window, qtbot, lang, label, refusal):
    set_language(lang)
    state = the_ai_bought_the_last_card()
    scene = open_state(window, qtbot, state)
    assert label in texts(scene)
    assert not any(t.startswith(("Hand (click", "Mano (clicca")) for t in texts(scene))
    card = next(c for c in state.player.hand)
    with status_messages(window) as said:
        assert scene.play_card(state, card) is None
    assert said == [refusal]
    assert rules.score(state, "automa")["concordia"] > 0
