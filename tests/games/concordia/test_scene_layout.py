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
