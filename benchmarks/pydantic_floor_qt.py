"""The floor of any start-up that validates with pydantic: ../shared/bench/bare_qt.py's window,
after importing pydantic and validating one model (what every save load needs first)."""
import sys

from pydantic import BaseModel


class Header(BaseModel):
    game: str
    cursor: int


Header.model_validate({"game": "duel", "cursor": 1})

from PySide6.QtCore import QEvent, QObject, QTimer  # noqa: E402
from PySide6.QtWidgets import QApplication, QGraphicsScene, QGraphicsView, QMainWindow  # noqa: E402

app = QApplication(sys.argv)
scene = QGraphicsScene()
scene.addRect(0, 0, 100, 100)
view = QGraphicsView(scene)


class FirstPaint(QObject):
    def eventFilter(self, obj, event):  # noqa: N802
        if event.type() == QEvent.Type.Paint:
            QTimer.singleShot(0, app.quit)
        return False


first_paint = FirstPaint()
view.viewport().installEventFilter(first_paint)
window = QMainWindow()
window.setCentralWidget(view)
window.resize(1200, 800)
window.show()
sys.exit(app.exec())
