"""Board layout: stacked fan-chart markers stay in their box and off its caption; long Italian
captions stay inside their action areas and the header."""
from __future__ import annotations

import pytest
from PySide6.QtWidgets import QGraphicsRectItem, QGraphicsSimpleTextItem

from solo_desk.core.session import Session
from solo_desk.games.age_of_comics import GAME
from solo_desk.games.age_of_comics.content import content
from solo_desk.games.age_of_comics.scene import AREA_W, AgeOfComicsScene
from solo_desk.ui.i18n import set_language

from .helpers import printed, started

pytestmark = pytest.mark.gui


def open_state(window, qtbot, state) -> AgeOfComicsScene:
    window.set_session(Session(GAME, state, dict(state.options)))
    qtbot.waitUntil(lambda: window.scene is not None and bool(window.scene.pieces()))
    assert isinstance(window.scene, AgeOfComicsScene)
    return window.scene


def texts(scene):
    return [i for i in scene.items() if isinstance(i, QGraphicsSimpleTextItem)]


@pytest.mark.parametrize("stack", [1, 3, 5])
def test_stacked_fan_markers_stay_inside_the_chart_and_off_its_caption(window, qtbot, stack):
    state = started(3)
    comics = [c.id for c in content().comics]
    state.player.printed = [printed(c, 2) for c in comics[:stack]]
    state.automa.printed = [printed(c, 4) for c in comics[stack:2 * stack]]
    scene = open_state(window, qtbot, state)
    caption = next(t for t in texts(scene) if t.text().startswith("Y = your comics"))
    chart = next(r for r in scene.items() if isinstance(r, QGraphicsRectItem) and r.rect().width() == 1690
                 and r.sceneBoundingRect().contains(caption.sceneBoundingRect()))
    markers = [p for p in scene.pieces() if p.key[0] == "marker"]
    assert len(markers) == 2 * stack
    for marker in markers:
        box = marker.mapRectToScene(marker.boundingRect().adjusted(2, 2, -2, -2))
        assert chart.sceneBoundingRect().contains(box), marker.key
        assert not box.intersects(caption.sceneBoundingRect()), marker.key


def test_italian_captions_fit_their_action_areas_and_the_header(window, qtbot):
    set_language("it")
    scene = open_state(window, qtbot, GAME.new_state({"deck": "demo"}, 3, "companion"))
    sales = next(t for t in texts(scene) if t.text().startswith("agente: 1°"))
    assert sales.sceneBoundingRect().width() <= AREA_W - 16
    status = next(t for t in texts(scene) if t.text().startswith("Preparazione"))
    calendar = next(t for t in texts(scene) if t.text().startswith("Calendario"))
    assert status.sceneBoundingRect().right() < calendar.sceneBoundingRect().left()


@pytest.mark.parametrize("lang, size", [("en", (64, 78)), ("it", (64, 78)), ("en", (74, 100))])
def test_the_genre_band_of_a_creative_card_stays_readable(window, lang, size):
    from PySide6.QtGui import QFontMetrics

    from solo_desk.games.age_of_comics.scene import BAND_MIN_PX, CardItem

    set_language(lang)
    card = CardItem(("card", "x"), size, "superhero", "Writer", "2")
    font, narrowing = card.band_font()
    assert font.pixelSize() >= BAND_MIN_PX >= 11
    assert 0.6 <= narrowing <= 1  # narrowed a little at most, never a smudge
    assert QFontMetrics(font).horizontalAdvance(card.band) * narrowing <= size[0] - 8 + 0.5


@pytest.mark.parametrize("lang", ["en", "it"])
def test_your_developed_comics_keep_a_readable_title_and_bonus(window, qtbot, lang):
    """QA: "Star-Spangled Duo", its genre and "+1 fan" shrank to a smudge on your mat."""
    from PySide6.QtCore import QRect, Qt
    from PySide6.QtGui import QFontMetrics

    from solo_desk.games.age_of_comics.scene import _fitting_font

    set_language(lang)
    state = started(3)
    comics = [c.id for c in content().comics]
    scene = None
    for first in range(0, len(comics), 4):
        state.player.developed = comics[first:first + 4]
        scene = open_state(window, qtbot, state)
        cards = [p for p in scene.pieces() if p.key[0] == "dev" and p.key[1] == "player"]
        assert len(cards) == len(state.player.developed)
        for card in cards:
            font = _fitting_font(card.body, card.w - 8, max(9, min(12, card.h / 7)))
            assert font.pixelSize() >= 10, card.body
            wrapped = QFontMetrics(font).boundingRect(QRect(0, 0, int(card.w - 8), 400),
                                                      int(Qt.AlignmentFlag.AlignHCenter | Qt.TextFlag.TextWordWrap),
                                                      card.body)
            assert wrapped.width() <= card.w - 8, card.body


def test_the_board_keeps_its_frame_when_fan_markers_stack(window, qtbot):
    """QA: two markers stacked on one step grew the fan chart and shifted the whole board."""
    from solo_desk.games.age_of_comics.scene import STACK_ROOM

    comics = [c.id for c in content().comics]
    frames = set()
    for stack in range(STACK_ROOM + 1):
        state = started(3)
        state.player.printed = [printed(c, 2) for c in comics[:stack]]
        state.automa.printed = [printed(c, 4) for c in comics[stack:2 * stack]]
        scene = open_state(window, qtbot, state)
        frames.add((scene.sceneRect().getRect(), scene.itemsBoundingRect().getRect()))
    assert len(frames) == 1, frames
