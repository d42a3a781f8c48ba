"""Generic board parts: the scene base class, draggable pieces, drop zones, the view.

A game's ``scene.py`` subclasses :class:`BoardScene` and implements
:meth:`BoardScene.rebuild` (draw everything from the state: the scene holds
no game truth) and, for drag and drop, :meth:`BoardScene.drop_actions` (turn a
drop into actions, or None to refuse). Pieces are moved inside the scene and
snap on release — no QDrag, so tests can drive them. A drop of several
selected pieces becomes one session step (one undo).

Every board is played from the keyboard too, here for all games: :class:`BoardView` moves a
focus between the pieces (Tab, the arrows), Enter is a piece's click, Shift+Enter its drag (a menu
of the places lit for it), the Menu key its right-click; a game's menus pop up at
:func:`menu_position` (the focused piece for a key, the mouse pointer for a click).
"""
from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from typing import Any

from PySide6.QtCore import QEvent, QObject, QPoint, QPointF, QRect, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import (
    QBrush,
    QColor,
    QContextMenuEvent,
    QCursor,
    QFocusEvent,
    QFont,
    QFontMetricsF,
    QGuiApplication,
    QKeyEvent,
    QPainter,
    QPainterPath,
    QPen,
    QWheelEvent,
)
from PySide6.QtWidgets import (
    QAbstractGraphicsShapeItem,
    QApplication,
    QDialog,
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsRectItem,
    QGraphicsScene,
    QGraphicsSceneContextMenuEvent,
    QGraphicsSceneMouseEvent,
    QGraphicsSimpleTextItem,
    QGraphicsTextItem,
    QGraphicsView,
    QMenu,
    QStyleOptionGraphicsItem,
    QToolTip,
    QWidget,
)

from solo_desk.core.actions import Action
from solo_desk.core.proposal import Proposal
from solo_desk.ui.i18n import tr

HIGHLIGHT = QColor("#ffb300")
ZONE_ACTIVE = QColor(80, 160, 255, 70)
TARGET = QColor(30, 110, 230)  # the frame of a place that would take the dragged piece
FOCUS_MARGIN = 3.0  # the keyboard focus frame lies this far around its piece: it never covers the piece

# Where a menu opened from the keyboard (Enter, the Menu key) pops up: the focused piece's place on
# the screen while the scene handles that key (its rectangle), None for a mouse gesture (the menu at
# the pointer).
_keyboard_anchor: QRect | None = None


# How many menus popped up at menu_position() (every game menu does): a key that showed one did something.
_menus_asked = 0


def menu_position(menu: QMenu | None = None) -> QPoint:
    """Where a board's menu pops up (``menu.exec(menu_position(menu))``): for a keyboard gesture just
    below the focused piece, or just above it when ``menu`` would not fit below on the screen (Qt
    would push it up over the piece); at the mouse pointer for a mouse gesture."""
    global _menus_asked
    _menus_asked += 1
    if _keyboard_anchor is None:
        return QCursor.pos()
    piece = _keyboard_anchor
    below = piece.bottomLeft()
    if menu is None:
        return below
    screen = QGuiApplication.screenAt(piece.center()) or QGuiApplication.primaryScreen()
    height = menu.sizeHint().height()
    if screen is None or below.y() + height <= screen.availableGeometry().bottom():
        return below
    return QPoint(piece.left(), max(screen.availableGeometry().top(), piece.top() - height))


def reading_order(pieces: Sequence[Any], rect: Callable[[Any], QRectF] | None = None) -> list[Any]:
    """``pieces`` (or places, or areas with ``rect`` giving their rectangle) top to bottom, left to
    right: a piece whose top is within half the height of the first piece of a row is on that row
    (a staggered row of cards stays one row)."""
    place = rect or (lambda p: p.sceneBoundingRect())
    rows: list[list[Any]] = []
    top = tolerance = 0.0
    for piece in sorted(pieces, key=lambda p: (place(p).top(), place(p).left())):
        box = place(piece)
        if not rows or box.top() > top + tolerance:
            rows.append([])
            top, tolerance = box.top(), max(box.height() / 2, 4.0)
        rows[-1].append(piece)
    return [p for row in rows for p in sorted(row, key=lambda p: place(p).left())]


class _Outcome(QObject):
    """What a key did on the focused piece, watched while the scene handles it: a menu or a dialog
    shown, actions applied, a message said (else the board says why nothing happened)."""

    def __init__(self, controller: Any):
        super().__init__()
        self.controller = controller
        self.menus = _menus_asked
        self.seen = False
        self._signals = [getattr(controller, n, None) for n in ("changed", "proposal_changed", "error", "info")]
        self._signals = [s for s in self._signals if s is not None]

    def heard(self, *_: Any) -> None:
        self.seen = True

    def __enter__(self) -> _Outcome:
        for signal in self._signals:
            signal.connect(self.heard)
        app = QApplication.instance()
        if app is not None:
            app.installEventFilter(self)
        return self

    def __exit__(self, *_: Any) -> None:
        for signal in self._signals:
            try:
                signal.disconnect(self.heard)
            except (RuntimeError, TypeError):
                pass
        app = QApplication.instance()
        if app is not None:
            app.removeEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt name)
        if event.type() == QEvent.Type.Show and isinstance(watched, (QDialog, QMenu)):
            self.seen = True
        return False

    def something(self) -> bool:
        return self.seen or _menus_asked != self.menus


class FocusFrame(QGraphicsObject):
    """The keyboard focus: a white and black dashed frame just around the focused piece (the
    automa's proposal is amber, a selection solid blue). It takes no mouse press (an empty shape)."""

    def __init__(self) -> None:
        super().__init__()
        self.rect = QRectF()
        self.setZValue(1e6)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)

    def frame(self, piece_rect: QRectF) -> None:
        self.prepareGeometryChange()
        self.rect = piece_rect.adjusted(-FOCUS_MARGIN, -FOCUS_MARGIN, FOCUS_MARGIN, FOCUS_MARGIN)
        self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt name)
        return self.rect.adjusted(-4, -4, 4, 4)

    def shape(self) -> QPainterPath:
        return QPainterPath()  # never under the mouse: a click goes to the piece

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(QColor(255, 255, 255), 4))
        painter.drawRoundedRect(self.rect, 8, 8)
        dashes = QPen(QColor(0, 0, 0), 2.5, Qt.PenStyle.CustomDashLine)
        dashes.setDashPattern([3, 2])
        painter.setPen(dashes)
        painter.drawRoundedRect(self.rect, 8, 8)


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
        self._rest_z = 0.0  # the depth the board gave it: back to it once released
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
        self._rest_z = self.zValue()
        self.setZValue(10)  # over everything while held or dragged
        super().mousePressEvent(event)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        super().mouseReleaseEvent(event)
        self.setZValue(self._rest_z)  # a token over its card stays over it
        start, self._pressed_at = self._pressed_at, None
        scene = self.scene()
        moved = start is not None and (event.scenePos() - start).manhattanLength() > 4
        if not isinstance(scene, BoardScene):
            return
        if moved:
            scene.finish_drag(self)
        else:
            self.snap_home()
            if scene.focused_piece() not in (None, self):
                scene.set_focus(self, announce=False)  # the keyboard goes on from the piece clicked
            with _Outcome(scene.controller) as outcome:
                self.clicked.emit(self.key)
                scene.piece_clicked(self)
            if not outcome.something():  # a click on a dead piece answers, as Enter does
                try:
                    alive = self.scene() is scene
                except RuntimeError:
                    alive = False
                if alive and not scene.can_click(self):
                    scene.controller.error.emit(scene.idle_reason(self, mouse=True))


class BoardScene(QGraphicsScene):
    """Base of every game's board. Subclasses draw from the controller's state.

    The keyboard: one piece at a time has the keyboard focus (:meth:`set_focus`, drawn by a
    :class:`FocusFrame`); the view moves it (Tab, the arrows) and Enter is its click,
    the Menu key its right-click. It survives a rebuild (the same key, else the nearest piece)."""

    # the focused piece's details (its tooltip; "" when no piece has the focus), and whether the
    # player moved the focus (False: the same piece again on a board drawn anew)
    focus_changed = Signal(str, bool)

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
        self._focus: PieceItem | None = None  # the piece with the keyboard focus
        self._focus_key: Any = None
        self._focus_center = QPointF()  # where it was: the nearest piece gets the focus if it is gone
        self._frame = FocusFrame()
        self._frame_shown = True  # False while the board does not have the window's focus

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

    # -- what a game may tell the keyboard (cheap: asked when a piece gets the focus) -------------
    def can_click(self, piece: PieceItem) -> bool:
        """Whether Enter (a click) may do something on ``piece`` now: a move, a menu, a dialog. By
        default a piece whose pointer is not a plain arrow (the boards show a dead piece so)."""
        return piece.cursor().shape() != Qt.CursorShape.ArrowCursor

    def click_corrects(self, piece: PieceItem) -> bool:
        """Whether Enter (a click) on ``piece`` is a correction (a count asked) rather than a move."""
        return False

    def can_correct(self, piece: PieceItem) -> bool:
        """Whether the Menu key (a right-click) offers a correction on ``piece``. False by default:
        a game with corrections says where."""
        return False

    def can_move(self, piece: PieceItem) -> bool:
        """Whether Shift+Enter (a drag) has a place for ``piece`` now."""
        return bool(piece.flags() & QGraphicsItem.GraphicsItemFlag.ItemIsMovable) and bool(self.drop_targets(piece))

    def idle_reason(self, piece: PieceItem, context: bool = False, mouse: bool = False) -> str:
        """What the status bar says when Enter (the Menu key: ``context``; a click: ``mouse``) did
        nothing on ``piece``: no move, no menu, no dialog, no message of the game's."""
        if context:
            return tr("Nothing to correct on this piece")
        if self.can_move(piece):  # in the words of what was used: the keys or the mouse
            return tr("Nothing to do with this piece now: drag it to move it") if mouse else \
                tr("Nothing to do with this piece now: Shift+Enter moves it")
        return tr("Nothing to do with this piece now")

    def key_hints(self, piece: PieceItem) -> str:
        """The keys that do something on ``piece`` now, on one line ("" if none), said before its
        details when it gets the focus (the details may speak of the mouse)."""
        hints = []
        if self.can_click(piece):
            hints.append(tr("Enter: correct") if self.click_corrects(piece) else tr("Enter: play"))
        if self.can_move(piece):
            hints.append(tr("Shift+Enter: move"))
        if self.can_correct(piece):
            hints.append(tr("Menu: correct"))
        return " · ".join(hints)

    def focus_area(self, piece: PieceItem) -> tuple[Any, QRectF] | None:
        """The area of the board ``piece`` lies in (a city, the structure, a track, a panel): a key
        and its rectangle; Tab goes area by area in the reading order of the areas. By default the
        smallest background item (a panel, not a piece, a place or a text) that holds the piece,
        its rectangle the one around its pieces (a panel's pieces may lie around a smaller panel);
        None: the piece is an area of its own; an empty rectangle: the one around the area's pieces."""
        best = self._panel_around(piece.sceneBoundingRect(), smallest=True, inside=piece)
        return None if best is None else (id(best), QRectF())

    def _panel_around(self, rect: QRectF, smallest: bool, inside: QGraphicsItem | None = None) -> QGraphicsItem | None:
        """The smallest (else the largest) background item holding ``rect``: a panel, not a piece, a
        place, a text or an item of the piece ``inside``; larger than ``rect``."""
        least = rect.width() * rect.height() * 1.5  # a panel is larger than what it holds
        best: QGraphicsItem | None = None
        best_size = 0.0
        for item in self.items(rect.center()):
            if isinstance(item, (PieceItem, DropZone, FocusFrame, QGraphicsSimpleTextItem, QGraphicsTextItem)):
                continue
            if inside is not None and inside.isAncestorOf(item):
                continue
            if isinstance(item, QAbstractGraphicsShapeItem) and item.pen().style() == Qt.PenStyle.NoPen \
                    and item.brush().style() == Qt.BrushStyle.NoBrush:
                continue  # an invisible frame (the board's extent), no panel
            box = item.sceneBoundingRect()
            size = box.width() * box.height()
            if size > least and box.adjusted(-2, -2, 2, 2).contains(rect) and (
                    best is None or (size < best_size if smallest else size > best_size)):
                best, best_size = item, size
        return best

    # -- shared behaviour ---------------------------------------------------------
    def schedule_refresh(self) -> None:
        if not self._refresh_pending:
            self._refresh_pending = True
            QTimer.singleShot(0, self, self.refresh)  # with the scene as context: dropped if it is deleted first

    def refresh(self) -> None:
        self._refresh_pending = False
        self._dragged, self._targets, self._lit = None, [], []  # their zones go with the old board
        if self._frame.scene() is self:
            self.removeItem(self._frame)  # kept for the new board
        self._focus = None
        self.clear()
        self.rebuild(self.controller.state)
        self._restore_focus()
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

    # -- the keyboard -------------------------------------------------------------------------
    def focusable_pieces(self, ordered: bool = True) -> list[PieceItem]:
        """The pieces the keyboard reaches (every piece shown: each says what it is in its details,
        most can be clicked), ``ordered`` as Tab goes: area by area (:meth:`focus_area`) in the
        reading order of the areas, in reading order inside an area (:meth:`area_order`)."""
        pieces = [p for p in self.pieces() if p.isVisible() and p.isEnabled() and p.effectiveOpacity() > 0]
        if not ordered:
            return pieces
        areas: dict[Any, tuple[QRectF, list[PieceItem]]] = {}
        for piece in pieces:
            area = self.focus_area(piece)
            key, rect = area if area is not None else (("piece", id(piece)), piece.sceneBoundingRect())
            areas.setdefault(key, (QRectF(rect), []))[1].append(piece)
        for key, (rect, members) in list(areas.items()):
            if rect.isEmpty():  # an area told by its pieces only: the rectangle around them
                for piece in members:
                    rect = rect.united(piece.sceneBoundingRect()) if not rect.isEmpty() else piece.sceneBoundingRect()
                areas[key] = (rect, members)
        # the areas panel by panel (a city, the middle of the table...: the largest background item
        # around an area), the panels in reading order, then the areas of a panel in reading order
        panels: dict[Any, tuple[QRectF, list[Any]]] = {}
        for key, (rect, _) in areas.items():
            panel = self._panel_around(rect, smallest=False)
            outer = (id(panel), panel.sceneBoundingRect()) if panel is not None else (key, rect)
            panels.setdefault(outer[0], (outer[1], []))[1].append(key)
        order = reading_order(list(panels), rect=lambda k: panels[k][0])
        ordered_areas = [a for k in order for a in reading_order(panels[k][1], rect=lambda a: areas[a][0])]
        return [p for key in ordered_areas for p in self.area_order(key, areas[key][1])]

    def area_order(self, area: Any, pieces: list[PieceItem]) -> list[PieceItem]:
        """The pieces of one area as Tab goes through them: in reading order by default."""
        return reading_order(pieces)

    def focused_piece(self) -> PieceItem | None:
        piece = self._focus
        try:
            return piece if piece is not None and piece.scene() is self else None
        except RuntimeError:  # deleted with a board drawn anew
            return None

    def set_focus(self, piece: PieceItem | None, announce: bool = True) -> None:
        """Give ``piece`` the keyboard focus (None: no piece): framed, scrolled into view, and
        its details said (``announce``: a move of the player's, not a board drawn again)."""
        self._focus = piece
        if piece is None:
            self._focus_key = None
            if self._frame.scene() is self:
                self.removeItem(self._frame)
            self.focus_changed.emit("", announce)
            return
        self._focus_key = piece.key
        self._focus_center = piece.sceneBoundingRect().center()
        if self._frame.scene() is not self:
            self.addItem(self._frame)
        self._frame.frame(self.piece_rect(piece))
        self._frame.setVisible(self._frame_shown)
        for view in self.views():
            view.ensureVisible(piece.sceneBoundingRect(), 24, 24)
        details = piece.toolTip() or piece.text
        # the details may speak of the mouse: the keys that do something there come first (a long
        # text is cut at the end of the status bar)
        hints = self.key_hints(piece)
        self.focus_changed.emit(f"{hints}\n{details}" if details and hints else details or hints, announce)
        if announce and details and self._frame_shown:
            for view in self.views():
                place = self.piece_place(piece, view)
                QToolTip.showText(place.bottomLeft() + QPoint(0, 8), details, view.viewport())

    @staticmethod
    def piece_rect(piece: PieceItem) -> QRectF:
        """The piece itself on the board (its bounding rectangle without the room for its outline)."""
        rect = piece.boundingRect()
        own = QRectF(0, 0, piece.w, piece.h) if rect.contains(QRectF(0, 0, piece.w, piece.h)) else rect
        return piece.mapRectToScene(own)

    def show_focus_frame(self, on: bool) -> None:
        """The frame only while the board has the keyboard (a panel has it: the frame is hidden)."""
        self._frame_shown = on
        self._frame.setVisible(on)

    def piece_place(self, piece: PieceItem, view: QGraphicsView) -> QRect:
        """``piece``'s rectangle on the screen, its part inside the visible board (at least a point)."""
        rect = view.mapFromScene(piece.sceneBoundingRect()).boundingRect()
        inside = view.viewport().rect().adjusted(0, 0, -8, -8)
        left, top = max(inside.left(), min(rect.left(), inside.right())), max(inside.top(), min(rect.top(), inside.bottom()))
        right, bottom = max(left, min(rect.right(), inside.right())), max(top, min(rect.bottom(), inside.bottom()))
        return QRect(view.viewport().mapToGlobal(QPoint(left, top)), view.viewport().mapToGlobal(QPoint(right, bottom)))

    def _restore_focus(self) -> None:
        if self._focus_key is None:
            return
        pieces = self.focusable_pieces(ordered=False)
        same = next((p for p in pieces if p.key == self._focus_key), None)
        if same is None and pieces:
            center = self._focus_center
            same = min(pieces, key=lambda p: (p.sceneBoundingRect().center() - center).manhattanLength())
        self.set_focus(same, announce=False)

    def focus_next(self, backward: bool = False) -> bool:
        """Tab (Shift+Tab: ``backward``): the next piece in reading order; False past the last one
        (the focus then leaves the board for the panels)."""
        pieces = self.focusable_pieces()
        current = self.focused_piece()
        if current is None or current not in pieces:
            index = len(pieces) - 1 if backward else 0
        else:
            index = pieces.index(current) + (-1 if backward else 1)
        if not 0 <= index < len(pieces):
            return False
        self.set_focus(pieces[index])
        return True

    def focus_toward(self, dx: int, dy: int, start: QPointF | None = None) -> bool:
        """An arrow key: the nearest piece in that direction from the focused one (none focused:
        the piece nearest ``start``, the middle of the view). False: no piece that way."""
        pieces = self.focusable_pieces(ordered=False)
        current = self.focused_piece()
        if current is None:
            if not pieces:
                return False
            origin = start if start is not None else self.itemsBoundingRect().center()
            self.set_focus(min(pieces, key=lambda p: (p.sceneBoundingRect().center() - origin).manhattanLength()))
            return True
        here = current.sceneBoundingRect().center()
        best, best_score = None, 0.0
        for piece in pieces:
            delta = piece.sceneBoundingRect().center() - here
            ahead = delta.x() * dx + delta.y() * dy  # how far along the arrow
            aside = abs(delta.y()) if dx else abs(delta.x())
            if piece is current or ahead <= 0.5:
                continue
            # within the arrow's cone first; a piece only in its half of the board counts less
            score = ahead + 2 * aside + (0 if aside <= 2 * ahead else 1e6)
            if best is None or score < best_score:
                best, best_score = piece, score
        if best is None:
            return False
        self.set_focus(best)
        return True

    def activate_focus(self, context: bool = False) -> bool:
        """Enter (the click) or the Menu key (``context``: the right-click, a correction) on the
        focused piece; its menus pop up at the piece. False: no piece has the focus."""
        piece = self.focused_piece()
        if piece is None:
            return False
        with self.menus_at(piece):
            with _Outcome(self.controller) as outcome:
                if context:
                    actions = self.context_actions(piece)
                    if actions:
                        self.controller.apply(actions)
                else:
                    piece.clicked.emit(piece.key)
                    self.piece_clicked(piece)
            if not outcome.something():  # no move, menu, dialog or message: say why nothing happened
                try:
                    alive = piece.scene() is self
                except RuntimeError:
                    alive = False
                if alive:
                    self.controller.error.emit(self.idle_reason(piece, context))
        return True

    @contextmanager
    def menus_at(self, piece: PieceItem) -> Iterator[None]:
        """While a key is handled: the board's menus pop up at ``piece`` (see :func:`menu_position`)."""
        global _keyboard_anchor
        views = self.views()
        previous = _keyboard_anchor
        _keyboard_anchor = self.piece_place(piece, views[0]) if views else None
        try:
            yield
        finally:
            _keyboard_anchor = previous

    def menu_position(self, menu: QMenu | None = None) -> QPoint:
        """Where ``menu`` of this board pops up: at the focused piece for a key, else at the mouse."""
        return menu_position(menu)

    def move_focus(self) -> bool:
        """Shift+Enter: the drag of the focused piece from the keyboard. The places that would take
        it are lit as for a drag and listed in a menu at the piece; the one picked is its drop.
        False: no piece has the focus."""
        piece = self.focused_piece()
        if piece is None:
            return False
        with self.menus_at(piece):
            zones: list[DropZone] = []
            if piece.flags() & QGraphicsItem.GraphicsItemFlag.ItemIsMovable:
                self._show_targets(piece)
                zones = [zone for zone, *_ in self._lit] or list(self._targets)
            try:
                zone = self.choose_drop(piece, reading_order(zones)) if zones else None
            finally:
                self._hide_targets()
            if not zones:
                self.controller.error.emit(self.nowhere_reason(piece))
            elif zone is not None:
                actions = self.drop_actions([piece], zone)
                if actions:
                    self.controller.apply(actions)
        return True

    def nowhere_reason(self, piece: PieceItem) -> str:
        """Shift+Enter on a piece that goes nowhere: so, and only the keys that do something there."""
        click, correct = self.can_click(piece), self.can_correct(piece)
        if click and self.click_corrects(piece):
            if correct:
                return tr("This piece goes nowhere now: Enter or the Menu key corrects it")
            return tr("This piece goes nowhere now: Enter corrects it")
        if click and correct:
            return tr("This piece goes nowhere now: Enter plays it, the Menu key corrects it")
        if click:
            return tr("This piece goes nowhere now: Enter plays it")
        if correct:
            return tr("This piece goes nowhere now: the Menu key corrects it")
        return tr("This piece goes nowhere now")

    def choose_drop(self, piece: PieceItem, zones: Sequence[DropZone]) -> DropZone | None:
        """A menu of the places that take ``piece`` (their names), at the piece: the one picked."""
        menu = QMenu()
        head = menu.addAction(tr("Move it to…"))
        head.setEnabled(False)
        menu.addSeparator()
        chosen = {}
        for zone in zones:
            chosen[menu.addAction(zone.label or zone.toolTip() or str(zone.key))] = zone
        return chosen.get(menu.exec(self.menu_position(menu)))

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
    """Wheel zoom, drag to pan on empty table, fit to window; the board's keys (see board_key)."""

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
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)  # a click on the board or Tab gives it the keys
        self._context_by_key = False  # the Menu key was handled: the context-menu event it may make is not

    def wheelEvent(self, event: QWheelEvent) -> None:  # noqa: N802
        self.zoom(1.0015 ** event.angleDelta().y())

    # -- the keyboard: Tab and the arrows move the focus between the pieces, Enter clicks -----------
    def board(self) -> BoardScene | None:
        scene = self.scene()
        return scene if isinstance(scene, BoardScene) else None

    def event(self, event: QEvent) -> bool:  # noqa: N802 (Qt name)
        board = self.board()
        if board is not None and event.type() == QEvent.Type.KeyPress:
            key, mods = event.key(), event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
            if key in (Qt.Key.Key_Tab, Qt.Key.Key_Backtab) and not mods & ~Qt.KeyboardModifier.ShiftModifier:
                backward = key == Qt.Key.Key_Backtab or bool(mods & Qt.KeyboardModifier.ShiftModifier)
                self.focusNextPrevChild(not backward)
                event.accept()
                return True
        return super().event(event)

    def focusNextPrevChild(self, next: bool) -> bool:  # noqa: N802 A002 (Qt names)
        """Tab on the board: the next piece; past the last one, on to the window's next widget."""
        board = self.board()
        if board is not None and self.hasFocus():
            if board.focus_next(backward=not next):
                return True
            board.set_focus(None)
        return super().focusNextPrevChild(next)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        board = self.board()
        if board is not None and self.board_key(board, event):
            event.accept()
            return
        super().keyPressEvent(event)

    def board_key(self, board: BoardScene, event: QKeyEvent) -> bool:
        """A key of the board's: True if it was used."""
        key = event.key()
        mods = event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
        plain = mods == Qt.KeyboardModifier.NoModifier
        arrows = {Qt.Key.Key_Left: (-1, 0), Qt.Key.Key_Right: (1, 0), Qt.Key.Key_Up: (0, -1), Qt.Key.Key_Down: (0, 1)}
        if plain and key in arrows:
            board.focus_toward(*arrows[key], start=self.mapToScene(self.viewport().rect().center()))
            return True  # at the edge the focus stays: the arrows never scroll the board away from it
        if plain and key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            return board.activate_focus()
        if mods == Qt.KeyboardModifier.ShiftModifier and key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            return board.move_focus()
        if (plain and key == Qt.Key.Key_Menu) or (mods == Qt.KeyboardModifier.ShiftModifier and key == Qt.Key.Key_F10):
            self._context_by_key = True
            QTimer.singleShot(0, self, self._context_key_done)
            return board.activate_focus(context=True)
        if plain and key == Qt.Key.Key_Escape and board.focused_piece() is not None:
            board.set_focus(None)
            return True
        return False

    def _context_key_done(self) -> None:
        self._context_by_key = False

    def contextMenuEvent(self, event: QContextMenuEvent) -> None:  # noqa: N802
        board = self.board()
        if event.reason() == QContextMenuEvent.Reason.Keyboard and board is not None:
            # the system's context-menu key: the focused piece's corrections, never the piece that
            # happens to lie under the pointer
            if not self._context_by_key:
                board.activate_focus(context=True)
            event.accept()
            return
        super().contextMenuEvent(event)

    def focusInEvent(self, event: QFocusEvent) -> None:  # noqa: N802
        super().focusInEvent(event)
        board = self.board()
        if board is None:
            return
        board.show_focus_frame(True)
        if board.focused_piece() is None and event.reason() in (Qt.FocusReason.TabFocusReason,
                                                                  Qt.FocusReason.BacktabFocusReason):
            board.focus_next(backward=event.reason() == Qt.FocusReason.BacktabFocusReason)

    def focusOutEvent(self, event: QFocusEvent) -> None:  # noqa: N802
        super().focusOutEvent(event)
        board = self.board()
        # a menu of the board's keeps the frame; a panel that takes the keys hides it
        if board is not None and event.reason() not in (Qt.FocusReason.PopupFocusReason,
                                                         Qt.FocusReason.ActiveWindowFocusReason):
            board.show_focus_frame(False)

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
