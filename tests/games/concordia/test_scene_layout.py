"""Board layout in Italian: longer texts stay inside their frames."""
from __future__ import annotations

import pytest
from PySide6.QtWidgets import QGraphicsSimpleTextItem

from solo_desk.ui.i18n import set_language

from .test_scene import start

pytestmark = pytest.mark.gui


def test_the_houses_left_stay_in_their_frame_before_the_goods(window, qtbot):
    set_language("it")
    start(window, qtbot)
    window.scene.refresh()
    texts = [i for i in window.scene.items() if isinstance(i, QGraphicsSimpleTextItem) and "abitazioni rimaste" in i.text()]
    assert len(texts) == 2  # yours and the AI's
    zones = {z.key: z for z in window.scene.items() if getattr(z, "key", None) in (("supply", "player"), ("supply", "automa"))}
    for text in texts:
        box = text.sceneBoundingRect()
        frame = next(z.sceneBoundingRect() for z in zones.values() if z.sceneBoundingRect().intersects(box))
        assert frame.left() <= box.left() and box.right() <= frame.right(), (text.text(), box, frame)


def test_the_hand_stays_on_one_row_and_the_board_never_moves(window, qtbot):
    """QA: at 9 cards the hand wrapped to a second row and the whole board moved up."""
    from tests.games.concordia.helpers import with_side
    from tests.games.concordia.test_scene import redraw

    controller = start(window, qtbot)
    state = controller.state
    frames = []
    all_cards = list(state.player.hand) + list(state.automa.hand) + list(state.stack) + [c for c in state.display if c]
    for size in (7, 9, 12, len(all_cards)):
        hand = tuple(all_cards[:size])
        played = tuple(all_cards[size:])
        controller.session.replace_initial(with_side(state, "player", hand=hand, discard=played))
        scene = redraw(window)
        frames.append((scene.sceneRect(), scene.itemsBoundingRect()))
        out = [(type(i).__name__, getattr(i, "key", None), getattr(i, "text", lambda: "")(), i.sceneBoundingRect()) for i in scene.items() if not scene.sceneRect().contains(i.sceneBoundingRect())]
        assert not out, out
        cards = [p for p in scene.pieces() if p.key[0] == "hand"]
        assert len(cards) == size
        tops = {round(p.sceneBoundingRect().top()) for p in cards}
        assert len(tops) == 1, (size, tops)  # one row
        boxes = sorted((p.sceneBoundingRect() for p in cards), key=lambda r: r.left())
        assert all(a.right() <= b.left() for a, b in zip(boxes, boxes[1:]))  # side by side, not stacked
        assert boxes[-1].right() <= scene.map_w
        for p in scene.pieces():
            if p.key[0] in ("hand", "played"):
                assert frames[-1][0].contains(p.sceneBoundingRect()), p.key
    for f in frames:
        assert f == frames[0], (f, frames[0])


@pytest.mark.parametrize("lang, live, final", [("en", "Score by god (if the game ended now)", "Final score by god"),
                                               ("it", "Punteggio per divinità (se la partita finisse ora)",
                                                "Punteggio finale per divinità")])
def test_the_score_panel_says_final_once_the_game_is_over(window, qtbot, lang, live, final):
    from solo_desk.core.playout import play_game
    from solo_desk.core.session import Session
    from solo_desk.games.concordia import GAME

    set_language(lang)
    record = play_game(GAME, {}, 0)
    state = record.final
    assert GAME.result(state) is not None
    for shown, title in ((record.initial, live), (state, final)):
        window.set_session(Session(GAME, shown, {}))
        qtbot.waitUntil(lambda: bool(window.scene.pieces()))
        titles = {i.text() for i in window.scene.items() if isinstance(i, QGraphicsSimpleTextItem)}
        assert title in titles, sorted(t for t in titles if "god" in t or "divinit" in t)
