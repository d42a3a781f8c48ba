"""Mouse gestures the board tests share, and what the status bar is told."""
import contextlib

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


def open_options(window, qtbot, game_id: str):
    """The New game wizard opened on ``game_id``'s options page."""
    from solo_desk.ui.wizard import NewGameWizard

    wizard = NewGameWizard(window)
    qtbot.addWidget(wizard)
    games = wizard.game_page.list
    games.setCurrentRow(next(i for i in range(games.count())
                             if games.item(i).data(Qt.ItemDataRole.UserRole) == game_id))
    wizard.show()
    wizard.next()
    return wizard


@contextlib.contextmanager
def status_messages(window, *, info: bool = False):
    """The messages the window's controller sends to the status bar while the block runs: its refusals
    and reasons (``error``), with ``info`` also its news (an answer given, a branch restored), in order."""
    heard: list[str] = []
    signals = [window.controller.error] + ([window.controller.info] if info else [])
    for signal in signals:
        signal.connect(heard.append)
    try:
        yield heard
    finally:
        for signal in signals:
            signal.disconnect(heard.append)
