"""Generic board parts: the scene base class, draggable pieces, drop zones, the view.

A game's ``scene.py`` subclasses :class:`BoardScene` and implements
:meth:`BoardScene.rebuild` (draw everything from the state: the scene holds
no game truth) and, for drag and drop, :meth:`BoardScene.drop_actions` (turn a
drop into actions, or None to refuse). Pieces are moved inside the scene and
snap on release — no QDrag, so tests can drive them. A drop of several
selected pieces becomes one session step (one undo).
"""
from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPainter, QPen, QWheelEvent
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsRectItem,
    QGraphicsScene,
    QGraphicsSceneContextMenuEvent,
    QGraphicsSceneMouseEvent,
    QGraphicsView,
    QStyleOptionGraphicsItem,
    QWidget,
)

from solo_desk.core.actions import Action
from solo_desk.core.proposal import Proposal
from solo_desk.ui.i18n import tr

HIGHLIGHT = QColor("#ffb300")
ZONE_ACTIVE = QColor(80, 160, 255, 70)
TARGET = QColor(30, 110, 230)  # the frame of a place that would take the dragged piece


def point_font(size: float, bold: bool = False) -> QFont:
    """A font of ``size`` points."""
    font = QFont()
    font.setPointSizeF(size)
    font.setBold(bold)
    return font


def fitted_font(text: str, width: float, largest: float, bold: bool = True, smallest: float = 5.0) -> QFont:
    """The largest font from ``largest`` down to ``smallest`` points (half a point at a time) in
    which ``text`` fits on one line of ``width``."""
    size = largest
    font = point_font(size, bold)
    while size > smallest and QFontMetricsF(font).horizontalAdvance(text) > width:
        size -= 0.5
        font = point_font(size, bold)
    return font


class DropZone(QGraphicsRectItem):
    """A place a piece can be dropped on; ``key`` tells the scene what it is."""

    def __init__(self, key: Any, rect: QRectF, label: str = "", parent: QGraphicsItem | None = None):
        super().__init__(rect, parent)
        self.key = key
        self.label = label
        self.setPen(QPen(QColor(120, 120, 120, 140), 1.5, Qt.PenStyle.DashLine))
        self.setBrush(Qt.BrushStyle.NoBrush)
        self.setZValue(-1)
        if label:
            self.setToolTip(label)

    def set_active(self, on: bool) -> None:
        self.setBrush(QBrush(ZONE_ACTIVE) if on else Qt.BrushStyle.NoBrush)


class PieceItem(QGraphicsObject):
    """A piece the player can click, hover and drag; drawn as a rounded card or token."""

    clicked = Signal(object)

    def __init__(
        self,
        key: Any,
        size: tuple[float, float],
        fill: QColor | str = "#dddddd",
        text: str = "",
        details: str = "",
        movable: bool = True,
        parent: QGraphicsItem | None = None,
    ):
        super().__init__(parent)
        self.key = key
        self.w, self.h = size
        self.fill = QColor(fill)
        self.text = text
        self.highlighted = False
        self.home = QPointF()
        self._pressed_at: QPointF | None = None
        self.setAcceptHoverEvents(True)
        flags = QGraphicsItem.GraphicsItemFlag.ItemIsSelectable
        if movable:
            flags |= QGraphicsItem.GraphicsItemFlag.ItemIsMovable
        self.setFlags(flags)
        self.setCursor(Qt.CursorShape.OpenHandCursor if movable else Qt.CursorShape.PointingHandCursor)
        if details:
            self.setToolTip(details)

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt name)
        return QRectF(-2, -2, self.w + 4, self.h + 4)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        pen = QPen(HIGHLIGHT, 4) if self.highlighted else QPen(QColor(40, 40, 40), 1.2)
        if self.isSelected():
            pen = QPen(QColor(30, 110, 230), 3)
        painter.setPen(pen)
        painter.setBrush(self.fill)
        painter.drawRoundedRect(QRectF(0, 0, self.w, self.h), 6, 6)
        if self.text:
            painter.setPen(QColor(20, 20, 20) if self.fill.lightness() > 110 else QColor(250, 250, 250))
            font = QFont()
            font.setPointSizeF(max(6.0, min(11.0, self.h / 5)))
            painter.setFont(font)
            painter.drawText(QRectF(4, 4, self.w - 8, self.h - 8),
                             Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, self.text)

    def set_highlighted(self, on: bool) -> None:
        if on != self.highlighted:  # a repaint only for a real change: every proposal sets every piece
            self.highlighted = on
            self.update()

    def place(self, pos: QPointF) -> None:
        self.home = QPointF(pos)
        self.setPos(pos)

    def snap_home(self) -> None:
        self.setPos(self.home)

    def center(self) -> QPointF:
        return self.mapToScene(QPointF(self.w / 2, self.h / 2))

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        if event.button() != Qt.MouseButton.LeftButton:
            event.ignore()  # a right-click is the scene's context menu, never a click or a drag
            return
        self._pressed_at = event.scenePos()
        self.setZValue(10)
        super().mousePressEvent(event)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        super().mouseReleaseEvent(event)
        self.setZValue(0)
        start, self._pressed_at = self._pressed_at, None
        scene = self.scene()
        moved = start is not None and (event.scenePos() - start).manhattanLength() > 4
        if not isinstance(scene, BoardScene):
            return
        if moved:
            scene.finish_drag(self)
        else:
            self.snap_home()
            self.clicked.emit(self.key)
            scene.piece_clicked(self)


class BoardScene(QGraphicsScene):
    """Base of every game's board. Subclasses draw from the controller's state."""

    def __init__(self, controller: Any, parent: Any = None):
        super().__init__(parent)
        self.controller = controller
        self.setBackgroundBrush(QColor("#f4efe6"))
        self._refresh_pending = False
        # rebuild after the event that changed the state has finished: a drop
        # must not delete the piece that is still handling its own release
        controller.changed.connect(self.schedule_refresh)
        controller.proposal_changed.connect(self.show_proposal)
        self._dragged: PieceItem | None = None
        self._targets: list[DropZone] = []  # the zones that would take the dragged piece
        self._lit: list[tuple[DropZone, QPen, QBrush, float]] = []  # those lit, with their idle look and depth

    # -- what a game implements -------------------------------------------------
    def rebuild(self, state: Any) -> None:
        raise NotImplementedError

    def drop_actions(self, pieces: Sequence[PieceItem], zone: DropZone) -> list[Action] | None:
        """The actions a drop means, or None if the drop makes no sense here."""
        return None

    def click_actions(self, piece: PieceItem) -> list[Action] | None:
        """The actions a click on a piece means (None: nothing, or a menu the scene shows)."""
        return None

    def context_actions(self, piece: PieceItem) -> list[Action] | None:
        """The actions a right-click on a piece means (a correction picked in a menu the scene
        shows; None: nothing, and the event goes on to the piece)."""
        return None

    def drop_targets(self, piece: PieceItem) -> list[DropZone]:
        """The zones where a drop of ``piece`` would be taken (a legal move, an accepted edit):
        lit while it is dragged, and preferred where zones overlap. None by default."""
        return []

    def light_target(self, zone: DropZone, piece: PieceItem) -> bool:
        """Light one zone that would take the dragged piece; False leaves it dark (still a target)."""
        zone.set_active(True)
        zone.setPen(QPen(TARGET, 2, Qt.PenStyle.DashLine))
        return True

    def proposal_keys(self, proposal: Proposal) -> set[Any]:
        """Keys of the pieces the automa's proposed move concerns (highlighted)."""
        return set()

    def menu_actions(self) -> list[tuple[str, Any]]:
        """Game-specific commands for the Game menu: (translated label, callback)."""
        return []

    # -- shared behaviour ---------------------------------------------------------
    def schedule_refresh(self) -> None:
        if not self._refresh_pending:
            self._refresh_pending = True
            QTimer.singleShot(0, self, self.refresh)  # with the scene as context: dropped if it is deleted first

    def refresh(self) -> None:
        self._refresh_pending = False
        self._dragged, self._targets, self._lit = None, [], []  # their zones go with the old board
        self.clear()
        self.rebuild(self.controller.state)
        # the automa's proposal may take a moment: the board shows first
        QTimer.singleShot(0, self, self.show_proposal)

    def pieces(self) -> list[PieceItem]:
        return [i for i in self.items() if isinstance(i, PieceItem)]

    def zones(self) -> list[DropZone]:
        return [i for i in self.items() if isinstance(i, DropZone)]

    def show_proposal(self) -> None:
        keys = self.proposal_keys(self.controller.proposal) if self.controller.proposal.actions else set()
        for piece in self.pieces():
            piece.set_highlighted(piece.key in keys)

    def zone_at(self, point: QPointF) -> DropZone | None:
        """The drop zone under ``point``; while dragging, one that would take the piece comes first."""
        first = None
        for item in self.items(point):
            if isinstance(item, DropZone):
                if not self._targets or item in self._targets:
                    return item
                first = first or item
        return first

    def lit_zones(self) -> list[Any]:
        """The keys of the places lit for the piece being dragged (none when nothing is dragged)."""
        return [zone.key for zone, *_ in self._lit]

    def _show_targets(self, piece: PieceItem) -> None:
        self._dragged = piece
        self._targets = self.drop_targets(piece)
        for zone in self._targets:
            idle = (zone, QPen(zone.pen()), QBrush(zone.brush()), zone.zValue())
            if self.light_target(zone, piece):
                self._lit.append(idle)

    def _hover_target(self, piece: PieceItem) -> None:
        under = self.zone_at(piece.center())
        for zone, *_ in self._lit:
            zone.setPen(QPen(TARGET, 4 if zone is under else 2,
                             Qt.PenStyle.SolidLine if zone is under else Qt.PenStyle.DashLine))

    def _hide_targets(self) -> None:
        lit, self._lit, self._targets, self._dragged = self._lit, [], [], None
        for zone, pen, brush, depth in lit:
            try:
                zone.setPen(pen)
                zone.setBrush(brush)
                zone.setZValue(depth)
            except RuntimeError:  # the board was rebuilt meanwhile
                pass

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802 (Qt name)
        super().mouseMoveEvent(event)
        piece = self.mouseGrabberItem()
        if not isinstance(piece, PieceItem) or not piece.flags() & QGraphicsItem.GraphicsItemFlag.ItemIsMovable:
            return
        if self._dragged is not piece:
            if (piece.pos() - piece.home).manhattanLength() <= 4:
                return  # a click, not yet a drag
            self._show_targets(piece)
        self._hover_target(piece)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802 (Qt name)
        try:
            super().mouseReleaseEvent(event)
        finally:
            self._hide_targets()

    def finish_drag(self, piece: PieceItem) -> None:
        zone = self.zone_at(piece.center())
        moving = [p for p in self.pieces() if p.isSelected() and p is not piece] + [piece]
        said: list[str] = []  # a board (or the rules) that says why it refused the drop

        def heard(text: str) -> None:
            said.append(text)

        self.controller.error.connect(heard)
        try:
            actions = self.drop_actions(moving, zone) if zone is not None else None
            applied = bool(actions) and self.controller.apply(actions)
        finally:
            self.controller.error.disconnect(heard)
        if applied:
            return
        for p in moving:
            p.snap_home()
        if actions is None and not said and zone not in self._targets:  # a place that never takes it
            self.controller.error.emit(tr("That cannot go there: it is back in its place"))

    def piece_clicked(self, piece: PieceItem) -> None:
        actions = self.click_actions(piece)
        if actions:
            self.controller.apply(actions)

    def contextMenuEvent(self, event: QGraphicsSceneContextMenuEvent) -> None:  # noqa: N802 (Qt name)
        piece = next((i for i in self.items(event.scenePos()) if isinstance(i, PieceItem)), None)
        actions = self.context_actions(piece) if piece is not None else None
        if actions:
            self.controller.apply(actions)
            event.accept()
            return
        super().contextMenuEvent(event)


class BoardView(QGraphicsView):
    """Wheel zoom, drag to pan on empty table, fit to window."""

    MIN_SCALE, MAX_SCALE = 0.2, 5.0
    painted = Signal()  # after each paint of the board

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
        self.setDragMode(QGraphicsView.DragMode.ScrollHandDrag)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorUnderMouse)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        # True while the board follows the window's size (after a new board or View > Fit); a zoom
        # of the player's ends it, until they fit again: scroll bars appearing must not undo it
        self.fitting = True
        self._size = self.size()

    def wheelEvent(self, event: QWheelEvent) -> None:  # noqa: N802
        self.zoom(1.0015 ** event.angleDelta().y())

    def fit(self) -> None:
        """Fit the board to the window, and keep it fitted as the window changes size."""
        self.fitting = True
        if self.scene() is not None:
            rect = self.scene().itemsBoundingRect().adjusted(-20, -20, 20, 20)
            if rect.isValid():
                self.fitInView(rect, Qt.AspectRatioMode.KeepAspectRatio)
                largest = getattr(self.scene(), "largest_fit", None)  # a page of text: never blown up
                if largest is not None and self.transform().m11() > largest:
                    self.resetTransform()
                    self.scale(largest, largest)
                    self.centerOn(rect.center())

    def zoom(self, factor: float) -> None:
        """The player's zoom (menu, keys, wheel), within MIN_SCALE..MAX_SCALE: it stays."""
        self.fitting = False
        current = self.transform().m11()
        factor = max(self.MIN_SCALE / current, min(self.MAX_SCALE / current, factor))
        self.scale(factor, factor)

    def mousePressEvent(self, event) -> None:  # noqa: N802
        # pan only on the empty table; pieces get their own drag
        item = self.itemAt(event.position().toPoint())
        while item is not None and not isinstance(item, PieceItem):
            item = item.parentItem()
        self.setDragMode(QGraphicsView.DragMode.NoDrag if item else QGraphicsView.DragMode.ScrollHandDrag)
        super().mousePressEvent(event)

    def paintEvent(self, event) -> None:  # noqa: N802
        super().paintEvent(event)
        self.painted.emit()

    def resizeEvent(self, event) -> None:  # noqa: N802
        super().resizeEvent(event)
        # the viewport's resize when scroll bars come or go is sent here too: only a change of the
        # view's own size (the window, a panel closed) fits a zoomed board again
        resized, self._size = self.size() != self._size, self.size()
        if self.fitting or resized:
            self.fit()


class WelcomeLink(QGraphicsObject):
    """A command on the welcome page, drawn as a button: a click runs it."""

    def __init__(self, text: str, keys: str, callback: Any, width: float, tooltip: str = ""):
        super().__init__()
        self.text, self.keys, self.callback = text, keys, callback
        self.w, self.h = width, 44.0
        self._hover = False
        self.setAcceptHoverEvents(True)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        if tooltip:
            self.setToolTip(tooltip)

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt name)
        return QRectF(0, 0, self.w, self.h)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor(150, 130, 100), 1.2))
        painter.setBrush(QColor("#fffaf0") if self._hover else QColor("#fbf6ec"))
        painter.drawRoundedRect(self.boundingRect().adjusted(1, 1, -1, -1), 8, 8)
        painter.setPen(QColor(30, 60, 120))
        painter.setFont(point_font(12, bold=True))
        inner = self.boundingRect().adjusted(16, 0, -16, 0)
        painter.drawText(inner, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, self.text)
        if self.keys:
            painter.setPen(QColor(110, 110, 110))
            font = point_font(10)
            painter.setFont(font)
            room = inner.width() - QFontMetricsF(point_font(12, bold=True)).horizontalAdvance(self.text) - 24
            shown = QFontMetricsF(font).elidedText(self.keys, Qt.TextElideMode.ElideMiddle, max(room, 0))
            painter.drawText(inner, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight, shown)

    def hoverEnterEvent(self, event) -> None:  # noqa: N802
        self._hover = True
        self.update()

    def hoverLeaveEvent(self, event) -> None:  # noqa: N802
        self._hover = False
        self.update()

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        event.accept()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        if event.button() == Qt.MouseButton.LeftButton and self.boundingRect().contains(event.pos()):
            self.activate()

    def activate(self) -> None:
        # the command may replace this page (a new game): after this event, not inside it
        QTimer.singleShot(0, self.callback)


class WelcomeScene(QGraphicsScene):
    """The empty table before any game: a title, New game and Open, the recent files."""

    largest_fit = 1.0  # fitted to a small window, never blown up on a large one
    WIDTH = 520.0

    def __init__(self, parent: Any = None):
        super().__init__(parent)
        self.setBackgroundBrush(QColor("#f4efe6"))
        self.links: list[WelcomeLink] = []

    def build(self, title: str, subtitle: str, commands: Sequence[tuple[str, Any, Any]],
              recent_title: str, recent: Sequence[tuple[str, str, Any]]) -> None:
        self.clear()
        self.links = []
        y = 0.0
        heading = self.addSimpleText(title, point_font(26, bold=True))
        heading.setBrush(QColor(60, 45, 30))
        heading.setPos(0, y)
        y += heading.boundingRect().height() + 4
        line = self.addSimpleText(subtitle, point_font(12))
        line.setBrush(QColor(90, 80, 70))
        line.setPos(0, y)
        y += line.boundingRect().height() + 24
        for text, keys, callback in commands:
            shown = keys.toString(keys.SequenceFormat.NativeText) if hasattr(keys, "toString") else str(keys or "")
            y = self._link(WelcomeLink(text, shown, callback, self.WIDTH), y)
        if recent:
            y += 16
            label = self.addSimpleText(recent_title, point_font(12, bold=True))
            label.setBrush(QColor(60, 45, 30))
            label.setPos(0, y)
            y += label.boundingRect().height() + 8
            for name, folder, callback in recent:  # the folder in grey: two files of one name differ
                link = WelcomeLink(name, folder, callback, self.WIDTH, tooltip=folder)
                y = self._link(link, y)
        self.setSceneRect(QRectF(-40, -40, self.WIDTH + 80, y + 80))

    def _link(self, link: WelcomeLink, y: float) -> float:
        self.addItem(link)
        link.setPos(0, y)
        self.links.append(link)
        return y + link.h + 10
