"""Mouse gestures the board tests share."""
from PySide6.QtCore import Qt
from PySide6.QtGui import QContextMenuEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication


def right_click(view, piece):
    """A real right-click on a piece: the press and release, then the context-menu event Qt sends."""
    view.centerOn(piece)
    pos = view.mapFromScene(piece.center())
    QTest.mouseClick(view.viewport(), Qt.MouseButton.RightButton, pos=pos)
    QApplication.sendEvent(view.viewport(), QContextMenuEvent(QContextMenuEvent.Reason.Mouse, pos,
                                                              view.viewport().mapToGlobal(pos)))
    return pos
