"""Board layout in both languages: a label and the piece it names never overlap."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QGraphicsSimpleTextItem

from solo_desk.ui.i18n import set_language

from .helpers import table
from .test_scene import open_state, piece

pytestmark = pytest.mark.gui


@pytest.mark.parametrize("lang, label", [("en", "Cat pawn"), ("it", "Pedina Gatto")])
def test_the_cat_pawn_lies_right_of_its_label(window, qtbot, lang, label):
    set_language(lang)
    scene = open_state(window, qtbot, table("wood", "stone", turn="player", cat=None))
    text = next(i for i in scene.items() if isinstance(i, QGraphicsSimpleTextItem) and i.text() == label)
    cat = piece(scene, ("cat",))
    assert cat.sceneBoundingRect().left() >= text.sceneBoundingRect().right()


def test_the_built_tick_never_covers_a_stage_cost(window, qtbot):
    from solo_desk.games.architects.content import content
    from solo_desk.games.architects.scene import StageItem

    state = table("wood", "stone", turn="player", automa_built=(1, 2, 3), player_built=(1, 2))
    scene = open_state(window, qtbot, state)
    stages = [p for p in scene.pieces() if isinstance(p, StageItem)]
    built = [p for p in stages if p.built]
    assert len(built) == 5
    for item in built:
        cost, _font, cost_rect, _radius, tick = item.parts(QRectF(0, 0, item.w, item.h))  # as painted
        assert tick is not None and not tick.intersects(cost_rect), (item.key, cost)
        assert item.boundingRect().contains(tick), item.key  # drawn inside the item (no trails)
    # every Wonder's stages, at the narrowest width the board gives them
    narrow = min(p.w for p in stages)
    for wonder in content().wonders.values():
        for stage in wonder.stages:
            item = StageItem(("stage", "x", stage.number), (narrow, built[0].h), stage, True, False)
            cost, _font, cost_rect, _radius, tick = item.parts(QRectF(0, 0, item.w, item.h))
            assert not tick.intersects(cost_rect), (stage, cost)


@pytest.mark.parametrize("lang, one, two", [("en", "1 shield · stages built 0/5", "2 shields · stages built 0/5"),
                                            ("it", "1 Scudo · Stadi costruiti 0/5", "2 Scudi · Stadi costruiti 0/5")])
def test_a_single_shield_is_counted_in_the_singular(window, qtbot, lang, one, two):
    set_language(lang)
    scene = open_state(window, qtbot, table("wood", "stone", turn="player", player_cards=("shield",),
                                            automa_cards=("shield", "shield_horn1")))
    texts = {i.text() for i in scene.items() if isinstance(i, QGraphicsSimpleTextItem)}
    assert one in texts and two in texts
