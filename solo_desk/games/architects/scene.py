"""The 7 Wonders Architects table: the Opponent on top, you at the bottom, the decks,
the conflict tokens, the Cat and the Progress tokens between you.

Each side shows its Wonder (stages by level: built, available or locked, with their cost
and VP), its cards grouped by kind (resources, gold, science, military, blue), its Progress
tokens, Military Victory tokens, shields and VP so far. Click a deck to take its top card,
or drag the card onto your city; a pending choice (a stage and its payment, a Progress
token, Halicarnassus, an optional extra card) is offered on click with only the legal
options. The Opponent's proposed pick is highlighted before it is applied.
A card or a Progress token that lies elsewhere on the real table is dragged where it lies (the
places that take it are lit), or moved from its right-click menu: an edit (docs/architects.md).
"""
from __future__ import annotations

import math
from collections import Counter
from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import (
    QGraphicsSimpleTextItem, QGraphicsTextItem, QMenu, QStyleOptionGraphicsItem, QWidget,
)

from solo_desk.core.actions import Action
from solo_desk.core.errors import IllegalAction, SoloDeskError
from solo_desk.core.proposal import Proposal
from solo_desk.ui.board import HIGHLIGHT, BoardScene, DropZone, PieceItem, fitted_font
from solo_desk.ui.board import point_font as _font
from solo_desk.ui.i18n import language, tr

from . import rules as R
from .bot import simulate
from .content import content, kind, token, wonder
from .edits import apply_edit, card_corrections, card_moves, table_corrections, token_corrections, token_moves
from .state import (
    STACK, UNKNOWN, ArchitectsState, Build, ChooseHaliDeck, ChooseToken, CorrectCard, CorrectCat, CorrectStage,
    CorrectToken, CorrectVictories, DiscardCentral, FlipCentral, KeepCard, MoveCard, MoveToken, Skip, Take,
)

INK = QColor("#231f1a")
MUTED = QColor("#6d6457")
PAPER = QColor("#fffaf0")
BAND = {"automa": QColor("#f3dfd6"), "player": QColor("#dbe6f3")}
SIDE_COLOR = {"automa": QColor("#a33b2b"), "player": QColor("#2b5d9b")}
LEGAL = QColor("#1e9e4a")
PENDING = QColor("#e08a00")  # a card just taken, waiting for the table's answer before it joins the city

CARD_FILL = {"grey": "#a7a39c", "yellow": "#f2c230", "green": "#4f9d4a", "red": "#cf4436", "blue": "#3b78c4"}
RESOURCE_INK = {"wood": "#7a4a1e", "stone": "#59636b", "clay": "#c4622d", "papyrus": "#efe2b0", "glass": "#36b4e5"}
TOKEN_FILL = {"extra_card": "#2f8f8a", "economy": "#d9a620", "engineering": "#7d7d7d", "shields": "#b8392b",
              "end_vp": "#3b63a8"}
FACE_DOWN = QColor("#54406e")

CARD_W, CARD_H = 60, 84  # a card in a city
DECK_GAP = 34
DECK_W, DECK_H = 104, 146  # a deck on the table
TOKEN_D = 66
BADGE_RISE = 8  # how far a card's count badge rises above the card
BADGE_GAP = 6  # room between the badge and a label above the card
OFFER_DX = 150  # the Progress tokens on offer: this far right of the Conflict tokens (the die's caption ends before)
TITLE_ROOM = 242  # a side's title ("The Opponent · Halicarnassus"): from its left margin to the city's frame
PILE_STEP = 3  # how far each card under the discard pile's top one shows
WIDTH = 1090
BAND_H = 300
MIDDLE_Y = BAND_H + 18
MIDDLE_H = 250
PLAYER_Y = MIDDLE_Y + MIDDLE_H + 18

# The city's slots: a fixed place for every card kind, so a glance finds what is missing.
GROUPS = (
    (0, ("wood", "stone", "clay", "papyrus", "glass")),
    (0, ("gold",)),
    (1, ("compass", "gear", "tablet")),
    (1, ("shield", "shield_horn1", "shield_horn2")),
    (1, ("blue_3vp", "blue_cat")),
)


def _lang() -> str:
    return language()


def card_name(card: str) -> str:
    return getattr(kind(card).name, _lang())


def token_name(token_id: str) -> str:
    return getattr(token(token_id).name, _lang())


def wonder_name(wonder_id: str) -> str:
    w = wonder(wonder_id)
    return w.name_it if _lang() == "it" else w.name


def short_label(card: str) -> str:
    """The word printed on a card's face (the tooltip has the full name)."""
    spec = kind(card)
    if spec.resource:
        return card_name(card)
    labels = {
        "gold": tr("Gold"), "compass": tr("Compass"), "gear": tr("Gear"), "tablet": tr("Tablet"),
        "shield": tr("Shield"), "shield_horn1": tr("1 horn"), "shield_horn2": tr("2 horns"),
        "blue_3vp": tr("3 VP"), "blue_cat": tr("2 VP · Cat"),
    }
    return labels.get(card, card_name(card))


def card_details(card: str) -> str:
    spec = kind(card)
    lines = [card_name(card)]
    if spec.resource:
        lines.append(tr("Resource for a Wonder stage"))
    if spec.coins:
        lines.append(tr("1 coin: stands for any resource"))
    if spec.science:
        lines.append(tr("Science: 2 identical or 3 different symbols give a Progress token"))
    if spec.shields:
        lines.append(shields_and_horns(spec.shields, spec.horns))
    if spec.vp:
        lines.append(tr("%d VP") % spec.vp)
    if spec.cat:
        lines.append(tr("Cat: take the Cat pawn (2 VP at the end)"))
    return "\n".join(lines)


def shields_and_horns(shields: int, horns: int) -> str:
    """A Red card's Shields and horns, each counted in the singular or the plural: "1 shield, no horns"."""
    shield_text = tr("1 shield") if shields == 1 else tr("%d shields") % shields
    horn_text = tr("no horns") if horns == 0 else tr("1 horn") if horns == 1 else tr("%d horns") % horns
    return f"{shield_text}, {horn_text}"


def stage_requirement(stage: Any) -> str:
    """What a Wonder stage costs: "2 identical resources", "3 different resources"."""
    if stage.requirement == "identical":
        return tr("%d identical resources") % stage.cost
    return tr("%d different resources") % stage.cost


def payment_label(build: Build) -> str:
    counts = Counter(build.payment)
    parts = [f"{card_name(c)} ×{n}" if n > 1 else card_name(c) for c, n in counts.items()]
    text = " + ".join(parts)
    return text + (" " + tr("(Economy: 1 Gold counts as 2)") if build.economy else "")


# -- drawing the symbols -------------------------------------------------------------------


def draw_symbol(p: QPainter, card: str, r: QRectF) -> None:
    """A simple vector icon for the card kind, centred in r."""
    spec = kind(card)
    c = r.center()
    s = min(r.width(), r.height())
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    outline = QPen(QColor(30, 30, 30), max(1.0, s / 28))
    p.setPen(outline)
    if spec.resource:
        ink = QColor(RESOURCE_INK[spec.resource])
        p.setBrush(ink)
        if card == "wood":  # two logs
            for dy in (-s * 0.16, s * 0.14):
                p.drawRoundedRect(QRectF(c.x() - s * 0.36, c.y() + dy - s * 0.11, s * 0.72, s * 0.22), s * 0.1, s * 0.1)
                p.setBrush(QColor("#c89a62"))
                p.drawEllipse(QPointF(c.x() + s * 0.3, c.y() + dy), s * 0.08, s * 0.1)
                p.setBrush(ink)
        elif card == "stone":  # a block
            p.drawPolygon(QPolygonF([QPointF(c.x() - s * 0.34, c.y() + s * 0.26), QPointF(c.x() - s * 0.26, c.y() - s * 0.2),
                                     QPointF(c.x() + s * 0.08, c.y() - s * 0.32), QPointF(c.x() + s * 0.36, c.y() - s * 0.08),
                                     QPointF(c.x() + s * 0.3, c.y() + s * 0.28)]))
        elif card == "clay":  # bricks
            for row, dx in ((-1, 0.0), (0, 0.18), (1, 0.0)):
                for col in (-1, 0):
                    p.drawRect(QRectF(c.x() + (col * 0.36 + dx - 0.0) * s - s * 0.02, c.y() + row * s * 0.2 - s * 0.1, s * 0.34, s * 0.18))
        elif card == "papyrus":  # a scroll
            p.drawRect(QRectF(c.x() - s * 0.26, c.y() - s * 0.3, s * 0.52, s * 0.6))
            p.drawEllipse(QRectF(c.x() - s * 0.34, c.y() - s * 0.38, s * 0.68, s * 0.14))
            p.drawEllipse(QRectF(c.x() - s * 0.34, c.y() + s * 0.24, s * 0.68, s * 0.14))
            p.setPen(QPen(QColor(90, 70, 30), max(1.0, s / 40)))
            for i in range(3):
                y = c.y() - s * 0.12 + i * s * 0.12
                p.drawLine(QPointF(c.x() - s * 0.16, y), QPointF(c.x() + s * 0.16, y))
        else:  # glass: a flask
            path = QPainterPath()
            path.moveTo(c.x() - s * 0.08, c.y() - s * 0.36)
            path.lineTo(c.x() + s * 0.08, c.y() - s * 0.36)
            path.lineTo(c.x() + s * 0.08, c.y() - s * 0.1)
            path.lineTo(c.x() + s * 0.3, c.y() + s * 0.3)
            path.lineTo(c.x() - s * 0.3, c.y() + s * 0.3)
            path.lineTo(c.x() - s * 0.08, c.y() - s * 0.1)
            path.closeSubpath()
            p.drawPath(path)
    elif spec.coins:
        p.setBrush(QColor("#ffdd55"))
        p.drawEllipse(c, s * 0.34, s * 0.34)
        p.setFont(_font(max(6.0, s * 0.28), True))
        p.drawText(QRectF(c.x() - s * 0.3, c.y() - s * 0.3, s * 0.6, s * 0.6), Qt.AlignmentFlag.AlignCenter, str(spec.coins))
    elif spec.science:
        p.setPen(QPen(QColor(250, 250, 240), max(1.5, s / 14)))
        p.setBrush(Qt.BrushStyle.NoBrush)
        if card == "compass":
            top = QPointF(c.x(), c.y() - s * 0.34)
            p.drawLine(top, QPointF(c.x() - s * 0.24, c.y() + s * 0.32))
            p.drawLine(top, QPointF(c.x() + s * 0.24, c.y() + s * 0.32))
            p.drawArc(QRectF(c.x() - s * 0.3, c.y() - s * 0.1, s * 0.6, s * 0.5), 200 * 16, 140 * 16)
            p.drawEllipse(top, s * 0.05, s * 0.05)
        elif card == "gear":
            teeth = 8
            for i in range(teeth):
                a = 2 * math.pi * i / teeth
                p.drawLine(QPointF(c.x() + math.cos(a) * s * 0.24, c.y() + math.sin(a) * s * 0.24),
                           QPointF(c.x() + math.cos(a) * s * 0.36, c.y() + math.sin(a) * s * 0.36))
            p.drawEllipse(c, s * 0.24, s * 0.24)
            p.drawEllipse(c, s * 0.08, s * 0.08)
        else:  # tablet
            p.drawRoundedRect(QRectF(c.x() - s * 0.24, c.y() - s * 0.32, s * 0.48, s * 0.64), s * 0.06, s * 0.06)
            for i in range(3):
                y = c.y() - s * 0.14 + i * s * 0.14
                p.drawLine(QPointF(c.x() - s * 0.13, y), QPointF(c.x() + s * 0.13, y))
    elif spec.color == "red":
        shield = QPainterPath()
        shield.moveTo(c.x() - s * 0.24, c.y() - s * 0.26)
        shield.lineTo(c.x() + s * 0.24, c.y() - s * 0.26)
        shield.lineTo(c.x() + s * 0.22, c.y() + s * 0.04)
        shield.quadTo(c.x() + s * 0.14, c.y() + s * 0.26, c.x(), c.y() + s * 0.36)
        shield.quadTo(c.x() - s * 0.14, c.y() + s * 0.26, c.x() - s * 0.22, c.y() + s * 0.04)
        shield.closeSubpath()
        p.setBrush(QColor("#f1e3c8"))
        p.drawPath(shield)
        for i in range(spec.horns):
            draw_horn(p, QPointF(c.x() + (i - (spec.horns - 1) / 2) * s * 0.3, c.y() - s * 0.02), s * 0.2)
    elif spec.color == "blue":
        if spec.cat:
            draw_cat(p, QPointF(c.x(), c.y() + s * 0.02), s * 0.32, QColor("#f3efe6"))
        else:
            draw_laurel(p, c, s * 0.3, str(spec.vp))
    p.restore()


def draw_horn(p: QPainter, at: QPointF, size: float) -> None:
    path = QPainterPath()
    path.moveTo(at.x() - size * 0.5, at.y() + size * 0.4)
    path.quadTo(at.x() - size * 0.5, at.y() - size * 0.5, at.x() + size * 0.5, at.y() - size * 0.5)
    path.lineTo(at.x() + size * 0.35, at.y() - size * 0.1)
    path.quadTo(at.x() - size * 0.1, at.y() - size * 0.1, at.x() - size * 0.2, at.y() + size * 0.4)
    path.closeSubpath()
    p.save()
    p.setPen(QPen(QColor(40, 30, 20), max(0.8, size / 10)))
    p.setBrush(QColor("#8a5a2b"))
    p.drawPath(path)
    p.restore()


def draw_cat(p: QPainter, at: QPointF, size: float, fill: QColor) -> None:
    head = QPainterPath()
    head.addEllipse(at, size * 0.8, size * 0.65)
    for sign in (-1, 1):
        ear = QPainterPath()
        ear.moveTo(at.x() + sign * size * 0.75, at.y() - size * 0.15)
        ear.lineTo(at.x() + sign * size * 0.7, at.y() - size * 1.0)
        ear.lineTo(at.x() + sign * size * 0.2, at.y() - size * 0.55)
        ear.closeSubpath()
        head = head.united(ear)
    p.save()
    p.setPen(QPen(QColor(30, 30, 30), max(1.0, size / 8)))
    p.setBrush(fill)
    p.drawPath(head)
    p.setBrush(QColor(30, 30, 30))
    for sign in (-1, 1):
        p.drawEllipse(QPointF(at.x() + sign * size * 0.3, at.y() - size * 0.05), size * 0.1, size * 0.14)
    p.drawLine(QPointF(at.x() - size * 0.1, at.y() + size * 0.25), QPointF(at.x() + size * 0.1, at.y() + size * 0.25))
    p.restore()


def draw_laurel(p: QPainter, at: QPointF, radius: float, text: str) -> None:
    p.save()
    p.setPen(QPen(QColor(40, 40, 30), max(1.0, radius / 10)))
    p.setBrush(QColor("#f4e7b5"))
    p.drawEllipse(at, radius, radius)
    p.setPen(QPen(QColor("#4f7d2a"), max(1.0, radius / 7)))
    p.drawArc(QRectF(at.x() - radius * 0.82, at.y() - radius * 0.82, radius * 1.64, radius * 1.64), 200 * 16, 140 * 16)
    p.setPen(INK)
    p.setFont(_font(max(6.0, radius * 0.9), True))
    p.drawText(QRectF(at.x() - radius, at.y() - radius, radius * 2, radius * 2), Qt.AlignmentFlag.AlignCenter, text)
    p.restore()


def draw_die(p: QPainter, r: QRectF, value: int) -> None:
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setPen(QPen(INK, 1.5))
    p.setBrush(QColor("#fdfdfd"))
    p.drawRoundedRect(r, r.width() * 0.18, r.width() * 0.18)
    spots = {1: [(1, 1)], 2: [(0, 0), (2, 2)], 3: [(0, 0), (1, 1), (2, 2)], 4: [(0, 0), (2, 0), (0, 2), (2, 2)],
             5: [(0, 0), (2, 0), (1, 1), (0, 2), (2, 2)], 6: [(0, 0), (2, 0), (0, 1), (2, 1), (0, 2), (2, 2)]}
    p.setBrush(INK)
    step = r.width() / 4
    for col, row in spots.get(value, []):
        p.drawEllipse(QPointF(r.left() + step * (col + 1), r.top() + step * (row + 1)), step * 0.38, step * 0.38)
    p.restore()


# -- pieces --------------------------------------------------------------------------------


class TableItem(PieceItem):
    """A piece with its own drawing; ``legal`` marks a piece a click can play now."""

    def __init__(self, key: Any, size: tuple[float, float], details: str = "", movable: bool = False, legal: bool = False):
        super().__init__(key, size, "#ffffff", "", details, movable)
        self.legal = legal
        if not movable:
            self.setCursor(Qt.CursorShape.PointingHandCursor if legal else Qt.CursorShape.ArrowCursor)

    def border(self) -> QPen:
        if self.isSelected():
            return QPen(QColor(30, 110, 230), 3)
        if self.highlighted:
            return QPen(HIGHLIGHT, 5)
        if self.legal:
            return QPen(LEGAL, 3, Qt.PenStyle.DashLine)
        return QPen(QColor(40, 40, 40), 1.2)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.draw(painter, QRectF(0, 0, self.w, self.h))
        if self.highlighted:  # the Opponent's proposed pick: an unmissable frame
            painter.setPen(QPen(HIGHLIGHT, 5))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(QRectF(-1, -1, self.w + 2, self.h + 2), 8, 8)

    def draw(self, p: QPainter, r: QRectF) -> None:  # pragma: no cover - subclasses draw
        raise NotImplementedError


class CardItem(TableItem):
    """A card face (or its back); ``count`` > 1 shows a badge; ``ghost`` an empty slot."""

    def __init__(self, key: Any, card: str | None, size: tuple[float, float] = (CARD_W, CARD_H), count: int = 1,
                 face_down: bool = False, ghost: bool = False, caption: str = "", peek: str | None = None,
                 pending: int = 0, pile: int = 0, **kw: Any):
        super().__init__(key, size, **kw)
        self.card, self.count, self.face_down, self.ghost, self.caption, self.peek = card, count, face_down, ghost, caption, peek
        self.pending = pending  # copies just taken, not yet placed (the turn waits for the table's answer)
        # the discard pile: how many cards lie in it, drawn as a stack under its last card (no "×N"
        # badge: in a city "×N" counts copies of one card, the pile's size is its label above)
        self.pile = pile

    def pile_edges(self) -> int:
        """How many card edges show under the pile's top card (0: a single card)."""
        return min(2, max(0, getattr(self, "pile", 0) - 1))

    def draw(self, p: QPainter, r: QRectF) -> None:
        radius = r.width() * 0.09
        for i in range(self.pile_edges(), 0, -1):  # the cards under the discard pile's top one
            p.setPen(QPen(QColor(40, 40, 40), 1))
            p.setBrush(QColor("#d8d0c0") if i == 2 else QColor("#e8e1d2"))
            p.drawRoundedRect(r.translated(i * PILE_STEP, i * PILE_STEP), radius, radius)
        if self.card is None:  # an empty deck
            p.setPen(QPen(MUTED, 1.5, Qt.PenStyle.DashLine))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRoundedRect(r, radius, radius)
            p.setFont(_font(9))
            p.drawText(r, Qt.AlignmentFlag.AlignCenter, tr("empty"))
            return
        if self.face_down or self.card == UNKNOWN:
            p.setPen(self.border())
            p.setBrush(FACE_DOWN)
            p.drawRoundedRect(r, radius, radius)
            p.setPen(QPen(QColor(255, 255, 255, 90), 1))
            inner = r.adjusted(6, 6, -6, -6)
            p.drawRoundedRect(inner, radius * 0.6, radius * 0.6)
            p.setPen(QColor("#f5e9c8"))
            p.setFont(_font(max(8.0, r.width() * 0.26), True))
            p.drawText(r, Qt.AlignmentFlag.AlignCenter, "?" if self.card == UNKNOWN and not self.face_down else "VII")
            if self.peek:  # the Cat lets the player look at it
                mini = QRectF(r.right() - r.width() * 0.48, r.top() + 4, r.width() * 0.44, r.width() * 0.44)
                p.setPen(QPen(QColor("#fff3c4"), 1.5))
                p.setBrush(QColor(CARD_FILL[kind(self.peek).color]))
                p.drawRoundedRect(mini, 4, 4)
                draw_symbol(p, self.peek, mini.adjusted(3, 3, -3, -3))
            self._draw_caption(p, r, QColor("#f5e9c8"))
            return
        spec = kind(self.card)
        fill = QColor(CARD_FILL[spec.color])
        if self.ghost:
            fill.setAlpha(50)
        pen = QPen(QColor(0, 0, 0, 60), 1, Qt.PenStyle.DashLine) if self.ghost else self.border()
        if self.pending and not self.highlighted and not self.isSelected():
            pen = QPen(PENDING, 3, Qt.PenStyle.DashLine)
        p.setPen(pen)
        p.setBrush(fill)
        p.drawRoundedRect(r, radius, radius)
        if self.ghost:
            p.setOpacity(0.3)
        band = QRectF(r.left() + 3, r.top() + 3, r.width() - 6, r.height() * 0.62)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(255, 255, 255, 55))
        p.drawRoundedRect(band, radius * 0.7, radius * 0.7)
        draw_symbol(p, self.card, band.adjusted(4, 4, -4, -4))
        text_rect = QRectF(r.left() + 2, r.top() + r.height() * 0.66, r.width() - 4, r.height() * 0.32)
        p.setPen(INK if spec.color in ("grey", "yellow") else QColor("#fdfbf5"))
        label = short_label(self.card)
        if not (self.pending and self.caption):  # a card just taken shows its caption there instead
            p.setFont(fitted_font(label, text_rect.width() - 2, max(6.5, r.width() * 0.13)))
            p.drawText(text_rect, Qt.AlignmentFlag.AlignCenter, label)
        p.setOpacity(1.0)
        if self.count > 1:
            badge = self.badge_rect(r, self.count)
            p.setPen(QPen(QColor("#ffffff"), 1.5))
            p.setBrush(INK)
            p.drawRoundedRect(badge, 9, 9)
            p.setPen(QColor("#ffffff"))
            p.setFont(_font(10, True))
            p.drawText(badge, Qt.AlignmentFlag.AlignCenter, f"×{self.count}")
        self._draw_caption(p, r, INK)

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt name) - room for the count badge (no trails when dragged)
        base = super().boundingRect()
        edges = self.pile_edges()
        if edges:
            base = base.united(base.translated(edges * PILE_STEP, edges * PILE_STEP))
        count = getattr(self, "count", 1)  # (asked before __init__ has set it)
        if count > 1 and getattr(self, "card", None) is not None:
            return base.united(self.badge_rect(QRectF(0, 0, self.w, self.h), count).adjusted(-1, -1, 1, 1))
        return base

    def shape(self) -> QPainterPath:  # clicks and drops: the card itself, not its badge
        path = QPainterPath()
        path.addRect(super().boundingRect())
        return path

    @staticmethod
    def badge_rect(r: QRectF, count: int) -> QRectF:
        """The copies' count badge: on the card's top right corner, rising BADGE_RISE above it,
        wide enough for "×count"."""
        width = max(28.0, QFontMetricsF(_font(10, True)).horizontalAdvance(f"×{count}") + 10)
        return QRectF(r.right() + 6 - width, r.top() - BADGE_RISE, width, 20)

    def _draw_caption(self, p: QPainter, r: QRectF, colour: QColor) -> None:
        if self.caption and self.pending:  # "just taken": on a pale strip, readable on any card colour
            strip = QRectF(r.left() + 2, r.bottom() - 20, r.width() - 4, 18)
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QColor("#fff3c4"))
            p.drawRoundedRect(strip, 4, 4)
            p.setPen(INK)
            p.setFont(fitted_font(self.caption, strip.width() - 2, 9))
            p.drawText(strip, Qt.AlignmentFlag.AlignCenter, self.caption)
            return
        if self.caption:
            p.setPen(colour)
            p.setFont(_font(8, True))
            p.drawText(QRectF(r.left(), r.bottom() - 18, r.width(), 16), Qt.AlignmentFlag.AlignCenter, self.caption)


class StageItem(TableItem):
    """A Wonder stage: cost (= identical, ≠ different), VP, ★ when it has the Wonder's effect."""

    def __init__(self, key: Any, size: tuple[float, float], stage: Any, built: bool, available: bool, **kw: Any):
        super().__init__(key, size, **kw)
        self.stage, self.built, self.available = stage, built, available

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt name) - room for the built badge on the corner
        return super().boundingRect().adjusted(-6, -6, 0, 0)

    def shape(self) -> QPainterPath:  # clicks: the stage itself, not the badge's margin
        path = QPainterPath()
        path.addRect(super().boundingRect())
        return path

    def draw(self, p: QPainter, r: QRectF) -> None:
        if self.built:
            fill = QColor("#c9a86a")
        elif self.available:
            fill = QColor("#f7f0de")
        else:
            fill = QColor("#e4ddd0")
        pen = self.border()
        if not (self.legal or self.highlighted) and not self.built and not self.available:
            pen = QPen(QColor(120, 110, 100), 1, Qt.PenStyle.DotLine)
        p.setPen(pen)
        p.setBrush(fill)
        p.drawRoundedRect(r, 5, 5)
        s = self.stage
        p.setPen(INK if (self.built or self.available) else MUTED)
        cost, cost_font, cost_rect, radius, tick = self.parts(r)
        p.setFont(cost_font)
        p.drawText(cost_rect, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, cost)
        draw_laurel(p, QPointF(r.right() - radius - 5, r.center().y()), radius, str(s.vp))
        if tick is None:
            return
        if tick.width() > 14:  # in the gap between the cost and the laurel
            p.setPen(QPen(QColor("#2e6b2e"), 2.5))
            x, y = tick.left(), tick.center().y()
            p.drawLine(QPointF(x, y), QPointF(x + 5, y + 5))
            p.drawLine(QPointF(x + 5, y + 5), QPointF(x + 14, y - 6))
        else:  # a badge on the corner
            c = tick.center()
            p.setPen(QPen(QColor("white"), 1))
            p.setBrush(QColor("#2e6b2e"))
            p.drawEllipse(c, 7, 7)
            p.setPen(QPen(QColor("white"), 1.8))
            p.drawLine(QPointF(c.x() - 3.5, c.y()), QPointF(c.x() - 1, c.y() + 2.5))
            p.drawLine(QPointF(c.x() - 1, c.y() + 2.5), QPointF(c.x() + 3.5, c.y() - 3))

    def parts(self, r: QRectF) -> tuple[str, QFont, QRectF, float, QRectF | None]:
        """Where the stage's pieces go in ``r``: the cost text (fitted left of the laurel), its
        font and extent, the laurel's radius, and the built tick's box (None: not built). The tick
        sits in the gap between the cost and the laurel; a narrow stage has no gap, and there the
        tick is a small badge on the stage's top-left corner, above the cost, never over it."""
        s = self.stage
        mark = "=" if s.requirement == "identical" else "≠"
        cost = ("★ " if s.effect else "") + f"{s.cost} {mark}"
        radius = min(r.height() * 0.38, 13)
        room = r.width() - 2 * radius - 5 - 6 - 3  # left of the laurel
        cost_font = fitted_font(cost, room, 10.5) if room < 60 else _font(10.5, True)
        metrics = QFontMetricsF(cost_font)
        width = metrics.horizontalAdvance(cost)
        cost_rect = QRectF(r.left() + 6, r.center().y() - metrics.height() / 2, width, metrics.height())
        if not self.built:
            return cost, cost_font, cost_rect, radius, None
        gap = (r.right() - 2 * radius - 5) - cost_rect.right()
        if gap >= 18:
            tick = QRectF(cost_rect.right() + (gap - 14) / 2, r.center().y() - 6, 15, 12)
        else:
            tick = QRectF(r.left() - 6, r.top() - 6, 14, 14)
        return cost, cost_font, cost_rect, radius, tick


class TokenItem(TableItem):
    """A Progress token (face up, or the face-down stack with its size)."""

    def __init__(self, key: Any, token_id: str | None, diameter: float = TOKEN_D, stack: int = 0,
                 size: tuple[float, float] | None = None, told: bool = False, worth: int | None = None, **kw: Any):
        super().__init__(key, size or (diameter, diameter), **kw)
        self.token_id, self.stack = token_id, stack
        self.told = told  # told in the panel, not yet applied: a dashed frame, as a card just taken
        # in a city, what the token is worth there now (rules.token_vp) in place of its printed value
        self.worth = worth

    def border(self) -> QPen:
        if getattr(self, "told", False) and not self.isSelected() and not self.highlighted:
            return QPen(PENDING, 3, Qt.PenStyle.DashLine)
        return super().border()

    def draw(self, p: QPainter, r: QRectF) -> None:
        p.setPen(self.border())
        if self.token_id is None and self.stack <= 0:  # the stack's last tokens told, not yet applied
            p.setPen(QPen(MUTED, 1.5, Qt.PenStyle.DashLine))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawEllipse(r)
            p.setFont(_font(11, True))
            p.drawText(r, Qt.AlignmentFlag.AlignCenter, "0")
            return
        if self.token_id is None:
            p.setBrush(QColor("#5b5247"))
            for i in range(min(3, self.stack) - 1, -1, -1):
                p.drawEllipse(r.adjusted(i * 2, -i * 3, i * 2, -i * 3))
            p.setPen(QColor("#f5e9c8"))
            p.setFont(_font(11, True))
            p.drawText(r, Qt.AlignmentFlag.AlignCenter, f"{self.stack}")
            return
        spec = token(self.token_id)
        p.setBrush(QColor(TOKEN_FILL[spec.kind]))
        if r.width() > r.height() * 1.5:  # an owned token, drawn as a labelled tile
            p.drawRoundedRect(r, r.height() / 2, r.height() / 2)
            name = token_name(self.token_id)
            radius = r.height() * 0.38
            room = r.width() - r.height() * 0.5 - (2 * radius + 4 if spec.printed_vp else 0)
            p.setPen(QColor("#ffffff"))
            p.setFont(fitted_font(name, room, 9.0))
            p.drawText(QRectF(r.left() + r.height() * 0.35, r.top(), room, r.height()), Qt.AlignmentFlag.AlignCenter, name)
            if spec.printed_vp:
                vp = spec.printed_vp if self.worth is None else self.worth
                draw_laurel(p, QPointF(r.right() - radius - 3, r.center().y()), radius, str(vp))
            return
        p.drawEllipse(r)
        p.setPen(QColor("#ffffff"))
        name = token_name(self.token_id)
        p.setFont(fitted_font(name, r.width() * 0.86, max(6.5, r.width() * 0.13)))
        p.drawText(r.adjusted(2, 0, -2, -r.height() * 0.14), Qt.AlignmentFlag.AlignCenter, name)
        if spec.printed_vp:
            radius = r.width() * 0.17
            draw_laurel(p, QPointF(r.center().x(), r.bottom() - radius * 0.9), radius, str(spec.printed_vp))


class PawnItem(TableItem):
    """The Cat pawn, a conflict token or a die: small things with a fixed drawing."""

    def __init__(self, key: Any, size: tuple[float, float], what: str, value: int = 0, **kw: Any):
        super().__init__(key, size, **kw)
        self.what, self.value = what, value

    def draw(self, p: QPainter, r: QRectF) -> None:
        if self.what == "cat":
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QColor("#f6f1e4"))
            p.drawEllipse(r)
            draw_cat(p, QPointF(r.center().x(), r.center().y() + r.height() * 0.08), r.width() * 0.3, QColor("#e08a2e"))
        elif self.what in ("peace", "battle"):
            p.setPen(QPen(INK, 1.5))
            p.setBrush(QColor("#f1e6c8") if self.what == "peace" else QColor("#c0392b"))
            p.drawEllipse(r)
            if self.what == "battle":
                draw_horn(p, r.center(), r.width() * 0.5)
            else:
                p.setPen(QPen(QColor("#4f7d2a"), 2))
                p.drawArc(r.adjusted(8, 8, -8, -8), 200 * 16, 140 * 16)
        elif self.what == "victory":
            draw_laurel(p, r.center(), r.width() / 2, "3")
        elif self.what == "die":
            if self.value:
                draw_die(p, r, self.value)
                if getattr(self, "told", False):  # told in the panel, not applied: a dashed frame, as a token told
                    p.setPen(QPen(PENDING, 2.5, Qt.PenStyle.DashLine))
                    p.setBrush(Qt.BrushStyle.NoBrush)
                    p.drawRoundedRect(r.adjusted(-3, -3, 3, 3), 9, 9)
            else:
                p.setPen(QPen(MUTED, 1.5, Qt.PenStyle.DashLine))
                p.setBrush(Qt.BrushStyle.NoBrush)
                p.drawRoundedRect(r, 8, 8)
                p.drawText(r, Qt.AlignmentFlag.AlignCenter, "–")


class LabelItem(TableItem):
    """A caption that is also a piece: right-clicking it corrects what it counts."""

    def __init__(self, key: Any, text: str, size: float = 9, **kw: Any):
        font = _font(size, True)
        super().__init__(key, (QFontMetricsF(font).horizontalAdvance(text) + 4, QFontMetricsF(font).height()), **kw)
        self.label, self.font = text, font

    def draw(self, p: QPainter, r: QRectF) -> None:
        p.setFont(self.font)
        p.setPen(MUTED)
        p.drawText(r, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, self.label)


class ButtonItem(TableItem):
    def __init__(self, key: Any, size: tuple[float, float], text: str, **kw: Any):
        super().__init__(key, size, legal=True, **kw)
        self.label = text

    def draw(self, p: QPainter, r: QRectF) -> None:
        p.setPen(self.border())
        p.setBrush(QColor("#fff7e0"))
        p.drawRoundedRect(r, 8, 8)
        p.setPen(INK)
        p.setFont(_font(10.5, True))
        p.drawText(r, Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, self.label)


# -- the scene -------------------------------------------------------------------------------


class ArchitectsScene(BoardScene):
    def __init__(self, controller: Any, parent: Any = None):
        super().__init__(controller, parent)
        self.setBackgroundBrush(QColor("#efe6d4"))
        self.legal: list[Action] = []
        self.state: ArchitectsState | None = None
        self._simulation: tuple[Any, dict[str, str], Any] | None = None  # _simulated's last (table, answers, run)

    # -- the keyboard ---------------------------------------------------------------------
    def focus_area(self, piece: PieceItem) -> tuple[Any, QRectF] | None:
        """A city's Wonder stages are one area (Tab: row by row as they show, before the city's
        cards); the rest by the panels they lie in."""
        key = piece.key
        if isinstance(key, tuple) and len(key) > 1 and key[0] == "stage":
            return ("stages", key[1]), QRectF()  # the rectangle around the stages
        return super().focus_area(piece)

    def can_click(self, piece: PieceItem) -> bool:
        """Enter does something: what :meth:`click_actions` would play or correct, without asking."""
        key = piece.key
        if not isinstance(key, tuple) or not key:
            return False
        if key[0] == "deck":
            return bool(self._has(Take, deck=key[1]) or self._has(ChooseHaliDeck, deck=key[1]))
        if key[0] == "stage" and key[1] == "player":
            return bool(self._has(Build, stage=key[2]))
        if key[0] == "token" and key[1] in ("offer", "stack"):
            return bool(self._has(ChooseToken, token=STACK if key[1] == "stack" else key[2]))
        if key[0] == "hali":
            return bool(self._has(KeepCard, card=key[2]))
        if key[0] == "skip":
            return bool(self._has(Skip))
        if key[0] == "conflict" and self.state is not None:
            return bool(table_corrections(self.state, key))
        return False

    def click_corrects(self, piece: PieceItem) -> bool:
        return isinstance(piece.key, tuple) and piece.key[:1] == ("conflict",)  # flipped by a click: a correction

    def can_correct(self, piece: PieceItem) -> bool:
        """The Menu key corrects a card, a token or a table piece when a correction is possible."""
        key = piece.key
        if self.state is None or not isinstance(key, tuple) or not key:
            return False
        return bool(self.table_piece_corrections(key) or self.corrections(key) or self.move_menus(key))

    # -- building -----------------------------------------------------------------------
    def rebuild(self, state: ArchitectsState) -> None:
        self.state = state
        head = state.head
        mine = state.ended is None and state.turn == "player" and head is not None and head.kind != "ask"
        self.legal = self.controller.game.legal_actions(state) if mine else []
        self._side("automa", state, 0)
        self._middle(state, MIDDLE_Y)
        self._side("player", state, PLAYER_Y)
        self.setSceneRect(QRectF(-16, -16, WIDTH + 32, PLAYER_Y + BAND_H + 32))

    def _text(self, text: str, x: float, y: float, size: float = 10, bold: bool = False,
              colour: QColor = INK, width: float | None = None) -> QGraphicsSimpleTextItem:
        item = QGraphicsSimpleTextItem(text)
        item.setFont(_font(size, bold))
        item.setBrush(colour)
        if width is not None:  # centred in [x, x + width]
            x += max(0.0, (width - item.boundingRect().width()) / 2)
        item.setPos(x, y)
        self.addItem(item)
        return item

    def _panel(self, rect: QRectF, fill: QColor, radius: float = 12) -> None:
        path = QPainterPath()
        path.addRoundedRect(rect, radius, radius)
        item = self.addPath(path, QPen(QColor(0, 0, 0, 40), 1), QBrush(fill))
        item.setZValue(-5)

    def _piece(self, item: PieceItem, x: float, y: float) -> PieceItem:
        item.place(QPointF(x, y))
        self.addItem(item)
        return item

    def _zone(self, key: Any, rect: QRectF, label: str) -> None:
        """A place of the middle band a dragged piece can be dropped on: outlined only while lit."""
        zone = DropZone(key, rect, label)
        zone.setPen(QPen(Qt.PenStyle.NoPen))
        self.addItem(zone)

    def _has(self, action_type: type, **fields: Any) -> list[Action]:
        return [a for a in self.legal if isinstance(a, action_type) and all(getattr(a, k) == v for k, v in fields.items())]

    def _side(self, who: str, state: ArchitectsState, top: float) -> None:
        tableau = state.side(who)
        self._panel(QRectF(0, top, WIDTH, BAND_H), BAND[who])
        score = R.score(state, who)
        name = tr("You") if who == "player" else tr("The Opponent")
        title = self._text(f"{name} · {wonder_name(tableau.wonder)}", 14, top + 8, 15, True, SIDE_COLOR[who])
        title.setFont(fitted_font(title.text(), TITLE_ROOM, 15))  # left of the city's frame, whatever the name
        final = state.ended is not None
        stats_item = self._text((tr("%d VP, final score") if final else tr("%d VP so far")) % score["total"],
                                14, top + 32, 12, True, INK)
        shields = R.shields(state, who)
        line = tr("%d shield · stages built %d/5") if shields == 1 else tr("%d shields · stages built %d/5")
        self._text(line % (shields, len(tableau.built)), 14, top + 52, 10, False, INK)
        stats_item.setToolTip(tr("Wonder %d · Blue cards %d · Cat %d · Military %d · Progress tokens %d") % (
            score["wonder"], score["blue"], score["cat"], score["military"], score["progress"]))
        self._wonder(who, state, 14, top + 76)
        w = wonder(tableau.wonder)
        effect = "★ " + getattr(w.effect_text, _lang()) if w.effect else tr("No special effect")
        note = QGraphicsTextItem()
        note.setPlainText(effect)
        note.setFont(_font(8))
        note.setDefaultTextColor(MUTED)
        note.setTextWidth(250)
        note.setPos(10, top + 252)
        self.addItem(note)
        self._city(who, state, 272, top + 30)
        self._owned(who, state, 872, top + 30)

    def _wonder(self, who: str, state: ArchitectsState, x: float, y: float) -> None:
        tableau = state.side(who)
        w = wonder(tableau.wonder)
        levels = sorted({s.level for s in w.stages})
        available = {s.number for s in R.available_stages(tableau)}
        width, row_h = 240.0, 35.0
        effect = getattr(w.effect_text, _lang()) if w.effect else tr("No special effect")
        for row, level in enumerate(reversed(levels)):
            stages = [s for s in w.stages if s.level == level]
            cell = (width - 8 * (len(stages) - 1)) / len(stages)
            for i, s in enumerate(stages):
                built = s.number in tableau.built
                legal = who == "player" and bool(self._has(Build, stage=s.number))
                req = stage_requirement(s)
                details = tr("Stage %d: %s, %d VP") % (s.number, req, s.vp)
                if s.effect:
                    details += "\n★ " + effect
                if built:
                    details += "\n" + tr("Built")
                elif legal:
                    details += "\n" + tr("Can be built now: click it")
                elif s.number in available:  # open, but built only once the cards pay for it
                    details += "\n" + tr("Open (the level below is built): built as soon as the cards pay for it")
                else:
                    details += "\n" + tr("Locked: build the lower level first")
                if table_corrections(state, ("stage", who, s.number)):
                    details += "\n" + tr("Right-click if the table shows it built or not")
                else:  # no correction the invariants take: say why instead of inviting one
                    details += "\n" + self.stage_fix_refusal(state, who, s.number)
                item = StageItem(("stage", who, s.number), (cell, row_h - 6), s, built, s.number in available,
                                 details=details, legal=legal)
                self._piece(item, x + i * (cell + 8), y + row * row_h)  # level 1 at the bottom

    @staticmethod
    def stage_fix_refusal(state: ArchitectsState, who: str, number: int) -> str:
        """Why a Wonder stage accepts no correction now (the stages stand level on level)."""
        tableau = state.side(who)
        stages = wonder(tableau.wonder).stages
        level = stages[number - 1].level
        if number in tableau.built:
            if any(s.level > level and s.number in tableau.built for s in stages):
                return tr("Stage %d cannot be corrected to not built while a stage above it is built: "
                          "correct that one first") % number
        elif any(s.level < level and s.number not in tableau.built for s in stages):
            return tr("Stage %d cannot be corrected to built while the level below it is not built: "
                      "correct that one first") % number
        return tr("Stage %d cannot be corrected now") % number

    def table_fix_refusal(self, state: ArchitectsState, key: Any) -> str:
        """Why the Cat, a Wonder stage or the Military Victories accept no correction now."""
        if key[0] == "stage":
            return self.stage_fix_refusal(state, key[1], key[2])
        if key[0] == "cat":
            probe: Action = CorrectCat(holder=next(h for h in ("player", "automa", None) if h != state.cat))
        else:
            probe = CorrectVictories(side=key[1], count=state.side(key[1]).victories + 1)
        try:
            apply_edit(state, probe)
        except SoloDeskError as refused:
            return refused.message(_lang())
        return tr("This cannot be corrected now")

    @staticmethod
    def token_fix_refusal(state: ArchitectsState, token_id: str) -> str:
        """Why a Progress token takes no correction nor move now ("" if it may): the extra card it
        grants is pending (the edits refuse it, edit_token_in_use)."""
        if not any(t.reason == f"token:{token_id}" for t in state.queue):
            return ""
        refused = IllegalAction("architects.error.edit_token_in_use", {"token": {"key": f"architects.token.{token_id}"}})
        return refused.message(_lang())

    def _cat_fix_hint(self, state: ArchitectsState) -> str:
        """The Cat's tooltip: the right-click it takes, or why it takes none now."""
        if table_corrections(state, ("cat",)):
            return tr("Right-click if the Cat lies elsewhere")
        return self.table_fix_refusal(state, ("cat",))

    def _city(self, who: str, state: ArchitectsState, x: float, y: float) -> None:
        held = Counter(state.side(who).cards)
        # cards taken this turn and still in flight: the turn waits (the table's answer first), then places them
        flying = Counter(t.card for t in state.queue if t.kind == "placed" and t.card) if state.turn == who else Counter()
        labels = [tr("Resources"), tr("Gold"), tr("Science"), tr("Military"), tr("Blue")]
        cursor = {0: x, 1: x}
        drop = self.city_card_drop()
        for (row, kinds), label in zip(GROUPS, labels):
            gx = cursor[row]
            gy = y + row * (CARD_H + 40)
            total = sum(held[k] for k in kinds)
            self._text(f"{label} {total}" if total else label, gx, gy, 9, True, MUTED)
            for i, k in enumerate(kinds):
                details = card_details(k) + "\n" + tr("Held: %d") % held[k]
                if held[k] and state.mode == "companion":
                    details += "\n" + tr("Right-click if the table shows another card")
                if held[k]:
                    details += "\n" + tr("Drag the card where it really lies if it is not in this city")
                caption = ""
                if flying[k]:
                    details += "\n" + tr("Just taken: it joins the city once the table has answered")
                    caption = tr("just taken")
                item = CardItem(("card", who, k), k, count=held[k] + flying[k], ghost=not held[k] and not flying[k],
                                details=details, movable=held[k] > 0, caption=caption, pending=flying[k])
                self._piece(item, gx + i * (CARD_W + 8), gy + drop)
            cursor[row] = gx + len(kinds) * (CARD_W + 8) + 18
        label = tr("Your city") if who == "player" else tr("The Opponent's city")
        self.addItem(DropZone(("city", who), QRectF(x - 10, y - 4, 590, CARD_H + 40 + drop + CARD_H + 10), label))

    @staticmethod
    def city_card_drop() -> float:
        """How far below its group's label a city card lies: its "×N" copies badge, rising
        BADGE_RISE above the card, stays clear of the label."""
        return math.ceil(QFontMetricsF(_font(9, True)).height()) + BADGE_RISE + 3

    def _owned(self, who: str, state: ArchitectsState, x: float, y: float) -> None:
        tableau = state.side(who)
        label = tr("Your Progress tokens") if who == "player" else tr("The Opponent's Progress tokens")
        self.addItem(DropZone(("tokens", who), QRectF(x - 6, y - 4, 218, 4 * 32 + 22), label))
        self._text(tr("Progress tokens"), x, y, 9, True, MUTED)
        if who == "automa":
            self._automa_none = None
        self._none_labels = getattr(self, "_none_labels", {})
        self._none_labels[who] = None
        if not tableau.tokens:
            none = self._text(tr("none"), x, y + 22, 9, False, MUTED)
            self._none_labels[who] = none  # hidden while a token told in the panel is shown there
            if who == "automa":  # hidden while the set-up die's tokens are shown proposed (show_proposal)
                self._automa_none = none
        # two a row in 4 rows; more tokens (rare) share the same room in thinner rows, clear of the
        # Military Victories below
        rows = max(4, (len(tableau.tokens) + 1) // 2)
        pitch = 4 * 32 / rows
        self._token_spot = getattr(self, "_token_spot", {})
        self._token_spot[who] = (x, y + 20 + ((len(tableau.tokens) + 1) // 2) * pitch)
        self._owned_spot = getattr(self, "_owned_spot", {})
        self._owned_spot[who] = (x, y + 20)  # where a token told drawn from the stack joins (show_proposal)
        worth = R.token_vp(state, who)
        held = Counter(tableau.tokens)
        for i, t in enumerate(tableau.tokens):
            used = t in R.spent_tokens(state) and state.turn == who  # also while its extra card is chosen
            details = f"{token_name(t)}\n{getattr(token(t).text, _lang())}" + ("\n" + tr("Used this turn") if used else "")
            share = None
            if t in worth:  # copies of one kind share its worth, so the laurels add up to the city's VP
                share = worth[t] // held[t]
                details += "\n" + (tr("Worth %d VP now") % share if held[t] == 1 else
                                   tr("Worth %d VP now: %d for the %d tokens together") % (share, worth[t], held[t]))
            refusal = self.token_fix_refusal(state, t)
            if refusal:  # its extra card is pending: no correction, no move (say why instead of inviting one)
                details += "\n" + refusal
            else:
                if state.mode == "companion":
                    details += "\n" + tr("Right-click if the table shows another token")
                details += "\n" + tr("Drag the token where it really lies if it is not in this city")
            self._piece(TokenItem(("token", who, t), t, size=(100, pitch - 4), details=details, movable=not refusal,
                                  worth=share),
                        x + (i % 2) * 106, y + 20 + (i // 2) * pitch)
        vy = y + 20 + 4 * 32 + 4
        fix_count = tr("Right-click if the table shows another number")
        self._piece(LabelItem(("victories", who), tr("Military Victories: %d") % tableau.victories, details=fix_count),
                    x, vy)
        for i in range(tableau.victories):
            self._piece(PawnItem(("victory", who, i), (30, 30), "victory",
                                 details=tr("Military Victory: 3 VP") + "\n" + fix_count),
                        x + (i % 3) * 34, vy + 18 + (i // 3) * 34)
        if state.cat == who:
            self._text(tr("Cat pawn"), x + 122, vy + 70, 9, True, MUTED)
            details = tr("The Cat pawn: 2 VP at the end of the game") + "\n" + self._cat_fix_hint(state)
            self._piece(PawnItem(("cat",), (50, 50), "cat", details=details), x + 120, vy + 18)

    def _middle(self, state: ArchitectsState, top: float) -> None:
        self._panel(QRectF(0, top, WIDTH, MIDDLE_H), QColor("#e6dcc6"))
        # the three decks
        deck_labels = {"player": tr("Your deck"), "central": tr("Central deck"), "automa": tr("The Opponent's deck")}
        for i, d in enumerate(("player", "central", "automa")):
            deck = state.decks[d]
            x, y = 20 + i * (DECK_W + DECK_GAP), top + 44
            self._text(deck_labels[d], x - DECK_GAP / 2, top + 8, 9.5, True, INK, DECK_W + DECK_GAP)
            size = tr("1 card") if len(deck.cards) == 1 else tr("%d cards") % len(deck.cards)
            self._text(size, x, top + 24, 9, False, MUTED, DECK_W)
            takeable = bool(self._has(Take, deck=d)) or bool(self._has(ChooseHaliDeck, deck=d))
            top_card = deck.top
            face_down = d == "central" and not state.central_face_up
            peek = None
            if d == "central" and face_down and top_card not in (None, UNKNOWN) and state.cat == "player" \
                    and state.turn == "player" and state.mode == "digital" and state.ended is None:
                peek = top_card  # the Cat: you may look at the central top card
            if top_card is None:
                details = tr("Empty")
            elif face_down:
                details = tr("Face down: you take it without seeing it")
                if peek:
                    details += "\n" + tr("You hold the Cat: you peek at it: %s") % card_name(peek)
            elif top_card == UNKNOWN:
                details = tr("Not yet told: answer the question in the Automa panel")
            else:
                details = card_details(top_card)
                if state.mode == "companion":
                    details += "\n" + tr("Right-click if the table shows another card")
                details += "\n" + tr("Drag it where it really lies if it is not on this deck")
            if takeable:
                details += "\n" + tr("Click to take it, or drag it to your city")
            seen = top_card not in (None, UNKNOWN) and (not face_down or state.mode == "companion")
            item = CardItem(("deck", d), top_card, (DECK_W, DECK_H), face_down=face_down, peek=peek, details=details,
                            movable=bool(self._has(Take, deck=d)) or seen, legal=takeable)
            self._piece(item, x, y)
            self._zone(("deck_zone", d), QRectF(x - 8, y - 6, DECK_W + 16, DECK_H + 12), deck_labels[d])
        # conflict tokens and the Cat
        cx = 3 * (DECK_W + DECK_GAP) + 52
        self._text(tr("Conflict"), cx, top + 10, 9.5, True, INK)
        n = content().conflict_tokens
        for i in range(n):
            what = "battle" if i < state.conflict else "peace"
            if state.conflict == 1:
                details = tr("1 of %d Conflict tokens shows horns: when all do, a battle ends the turn") % n
            else:
                details = tr("%d of %d Conflict tokens show horns: when all do, a battle ends the turn") % (state.conflict, n)
            details += "\n" + tr("Click to flip it if the table shows its other side")
            self._piece(PawnItem(("conflict", i), (42, 42), what, details=details), cx + i * 48, top + 34)
        which, dice = self._die_box()
        self._drawn_die = which, dice  # a die told (or forgotten) in the panel: drawn again (show_proposal)
        self._text(tr("Opponent's die"), cx, top + 86, 9, True, MUTED)
        caption = self._text({"proposed": tr("this turn"), "told": tr("told, to apply")}.get(which, tr("last roll")),
                             cx + 50, top + 104, 8.5, which == "told", PENDING if which == "told" else MUTED)
        # clear of the tokens on offer and their "told" captions, whatever its length in the UI language
        caption.setFont(fitted_font(caption.text(), OFFER_DX - 50 - 8, 8.5, which == "told"))
        tip = tr("The Opponent's die: %s") % (", ".join(str(v) for v in dice) if dice else tr("not rolled yet"))
        if which == "told":
            tip += "\n" + tr("Told in the Automa panel: Apply puts it on the table")
        die = PawnItem(("die",), (40, 40), "die", value=dice[-1] if dice else 0, details=tip)
        die.told = which == "told"
        self._piece(die, cx, top + 104)
        if len(dice) > 1:
            # in line with the caption above, clear of the dashed frame a told die wears (3 px out)
            self._text(tr("rolls: %s") % ", ".join(str(v) for v in dice), cx + 50, top + 120, 8.5, False, MUTED)
        if state.cat is None:
            label = self._text(tr("Cat pawn"), cx, top + 160, 9, True, MUTED)
            nobody = tr("Nobody holds the Cat yet") if state.ended is None else \
                tr("The game is over and nobody took the Cat pawn: its %d VP go to nobody.") % content().cat_vp
            details = nobody + "\n" + self._cat_fix_hint(state)
            # the pawn right of its label, however long the label is in the UI language
            pawn_x = cx + max(64.0, label.boundingRect().width() + 8)
            self._piece(PawnItem(("cat",), (46, 46), "cat", details=details), pawn_x, top + 148)
        # Progress tokens on offer
        px = cx + OFFER_DX
        self._text(tr("Progress tokens on offer"), px, top + 10, 9.5, True, INK)
        for i, t in enumerate(state.tokens_face_up):
            legal = bool(self._has(ChooseToken, token=t))
            details = f"{token_name(t)}\n{getattr(token(t).text, _lang())}"
            if state.mode == "companion":
                details += "\n" + tr("Right-click if the table shows another token")
            details += "\n" + tr("Drag it where it really lies if it is not on offer")
            self._piece(TokenItem(("token", "offer", t), t, details=details, legal=legal, movable=True),
                        px + i * (TOKEN_D + 10), top + 34)
        self._offer_spot = (px, top + 34)  # where a token told in the panel is drawn before Apply
        self._zone(("offer",), QRectF(px - 6, top + 28, 3 * (TOKEN_D + 10) + 2, TOKEN_D + 12), tr("Progress tokens on offer"))
        sx = px + 3 * (TOKEN_D + 10)
        if state.token_stack:
            legal = bool(self._has(ChooseToken, token=STACK))
            details = tr("Face-down Progress tokens: %d") % len(state.token_stack)
            details += "\n" + tr("Drag it to a city or the offer if a token taken from the stack lies there")
            self._piece(TokenItem(("token", "stack"), None, stack=len(state.token_stack), legal=legal,
                                  details=details, movable=True), sx, top + 34)
        self._zone(("stack",), QRectF(sx - 6, top + 28, TOKEN_D + 12, TOKEN_D + 12), tr("Face-down Progress tokens"))
        dx = sx + TOKEN_D + 24
        discarded = tr("Discarded: 1 card") if len(state.discard) == 1 else tr("Discarded: %d cards") % len(state.discard)
        label = self._text(discarded, dx - 8, top + 6, 9, False, MUTED)
        # the pile starts below its label, whatever the label's font
        card_y = max(top + 30, label.sceneBoundingRect().bottom() + BADGE_GAP)
        if state.discard:
            counts = Counter(state.discard)
            n = len(state.discard)
            head = tr("The discard pile: 1 card discarded") if n == 1 else tr("The discard pile: %d cards discarded") % n
            details = head + "\n" + "\n".join(
                f"{card_name(k)} ×{counts[k]}" for k in content().kind_order if counts[k])
            details += "\n" + tr("Drag the last discarded card where it really lies, or right-click to move any of them")
            self._piece(CardItem(("discard",), state.discard[-1], (54, 76), pile=n, details=details,
                                 movable=True), dx, card_y)
        self._zone(("discard",), QRectF(dx - 8, card_y - 6, 70, 88), tr("The discard pile"))
        self._legend = []
        if state.hali_cards:  # Halicarnassus: the revealed cards, one to keep
            self._text(tr("Halicarnassus: the cards revealed"), px, top + 106, 9.5, True, INK)
            for i, c in enumerate(state.hali_cards):
                legal = bool(self._has(KeepCard, card=c))
                details = card_details(c) + ("\n" + tr("Click to keep it; the others are shuffled back") if legal else "")
                self._piece(CardItem(("hali", i, c), c, (50, 70), details=details, legal=legal),
                            px + i * 58, top + 126)
        elif state.ended is not None:  # the end: how each side's final score adds up
            self._final_scores(state, px, top + 130, WIDTH - 16 - px)
        else:
            legend = (tr("Stages: 2 = two identical resources, 3 ≠ three different ones"),
                      tr("★ the stage gives the Wonder's effect · Gold stands for any resource"),
                      tr("Green dashed frame: you can click it now"),
                      tr("Or drag a deck's top card to your city to take it"))
            self._legend = [self._text(line, px, top + 128 + i * 17, 8.5, False, MUTED) for i, line in enumerate(legend)]
        self._hali_spot = (px, top + 106)  # where Halicarnassus' cards told in the panel are drawn before Apply
        # what to do now
        if self._has(Skip):
            self._piece(ButtonItem(("skip",), (180, 34), tr("Decline the extra card")), WIDTH - 196, top + 208)
        prompt = self._prompt(state)
        box = QRectF(14, top + 208, WIDTH - 28 - (200 if self._has(Skip) else 0), 34)
        self._panel(box, QColor("#fff8e8"), 8)
        self.prompt_item = self._text(prompt, box.left() + 12, box.top() + 7, 12, True, INK)
        self._prompt_room = box.width() - 24
        self._prompt_box = box
        self._set_prompt(prompt)

    def _final_scores(self, state: ArchitectsState, x: float, y: float, room: float) -> None:
        """A small table at the end of the game: each side's VP by source, and the total."""
        parts = ("wonder", "blue", "cat", "military", "progress", "total")
        # the title above the table, not in its first column: the columns keep the room to stay readable
        self._text(tr("Final score"), x, y - 21, 10, True, INK)
        heads = ["", tr("Wonder"), tr("Blue cards"), tr("Cat"), tr("Military"), tr("Progress"), tr("Total")]
        rows = [heads] + [[tr("You") if who == "player" else tr("The Opponent")]
                          + [str(R.score(state, who)[p]) for p in parts] for who in ("automa", "player")]
        size = 10.5
        while True:  # the widest cell of each column, then the font that lets the table fit its room
            metrics = QFontMetricsF(_font(size, True))
            widths = [max(metrics.horizontalAdvance(row[c]) for row in rows) + 6 for c in range(len(heads))]
            if sum(widths) <= room or size <= 7:
                break
            size -= 0.5
        for r, row in enumerate(rows):
            cx = x
            for c, cell in enumerate(row):
                bold = r == 0 or c == 0 or c == len(row) - 1
                colour = MUTED if r == 0 and c > 0 else (SIDE_COLOR["automa" if r == 1 else "player"] if c == 0 and r else INK)
                self._text(cell, cx, y + r * 20, size, bold, colour, None if c == 0 else widths[c])
                cx += widths[c]

    def _prompt(self, state: ArchitectsState, proposal: Proposal | None = None) -> str:
        """What to do now; ``proposal`` (given once computed, after the board) tells whether the
        Opponent's turn waits for the table's answer first."""
        result = R.result(state)
        if result is not None:
            return self._game_over(state, result)
        head = state.head
        if head is None:
            return ""
        if head.kind == "ask":
            return tr("The table must tell what it shows: answer in the Automa panel, then Apply")
        if state.turn == "automa":
            if proposal is not None and proposal.status == "needs_input":  # companion: a card, a new top, a die first
                if self.waiting_turn(proposal):  # what it did so far is framed: where to look on the table
                    return tr("The Opponent's turn so far is framed: answer the table's question in the Automa panel, "
                              "then Apply")
                return tr("Answer the table's question in the Automa panel, then Apply")
            return tr("The Opponent's turn: its pick is highlighted; Apply it (Ctrl+Return)")
        if head.kind == "pick":
            if head.reason == "alexandria":
                return tr("Alexandria: click a deck to take its top card")
            if head.reason.startswith("token:"):
                return tr("Extra card (%s): click a deck, or decline it") % token_name(head.reason[6:])
            return tr("Your turn: click a deck to take its top card, or drag the card to your city")
        if head.kind == "build":
            return tr("Construct a stage: click a framed stage and choose how to pay")
        if head.kind == "token":
            return tr("Choose a Progress token: a face-up one or the top of the face-down stack")
        if head.kind == "hali_deck":
            return tr("Halicarnassus: click Your deck or the Opponent's deck to look at its top 5 cards")
        if head.kind == "hali_keep":
            return tr("Halicarnassus: click the card you keep; the others are shuffled back")
        return ""

    @staticmethod
    def _game_over(state: ArchitectsState, result: Any) -> str:
        """The last prompt: why the game ended (a completed Wonder, the empty decks), then who won
        and by how much (on a tie in VP, by the Wonder stages built)."""
        if state.ended == "wonder":
            end = tr("Game over, you completed your Wonder") if state.turn == "player" else \
                tr("Game over, the Opponent completed its Wonder")
        else:
            end = tr("Game over, the decks are empty")
        you, them = result.scores["player"], result.scores["automa"]
        if result.reason == "stages":
            stages = (result.scores["player_stages"], result.scores["automa_stages"])
            if result.winner == "player":
                outcome = tr("tied at %d VP, you win with more Wonder stages, %d to %d") % (you, *stages)
            else:
                outcome = tr("tied at %d VP, the Opponent wins with more Wonder stages, %d to %d") % (
                    them, stages[1], stages[0])
        elif result.winner == "player":
            outcome = tr("you win, %d to %d") % (you, them)
        elif result.winner == "automa":
            outcome = tr("the Opponent wins, %d to %d") % (them, you)
        else:
            outcome = tr("a shared victory, %d VP and %d stages each") % (you, result.scores["player_stages"])
        return f"{end}: {outcome}"

    def _set_prompt(self, text: str) -> None:
        """The prompt's text, in the largest font (up to 12 points) that keeps it in its box."""
        item = self.prompt_item
        item.setText(text)
        item.setFont(fitted_font(text, getattr(self, "_prompt_room", 1000.0), 12))
        box = getattr(self, "_prompt_box", None)
        if box is not None:  # centred in its box, whatever the font
            item.setY(box.center().y() - item.boundingRect().height() / 2)

    # -- the Opponent's die -----------------------------------------------------------------
    def _simulated(self, state: Any) -> Any:
        """bot.simulate of the table with the answers given so far: what several pieces show as
        "told" or "proposed" reads it, once per rebuild (kept while the table and answers stay)."""
        inputs = dict(self.controller.inputs or {})
        kept = self._simulation
        if kept is not None and kept[0] is state and kept[1] == inputs:
            run = kept[2]
        else:
            try:
                run = simulate(state, inputs or None)
            except SoloDeskError as exc:
                run = exc
            self._simulation = (state, inputs, run)
        if isinstance(run, SoloDeskError):
            raise run
        return run

    def _proposed_dice(self) -> list[int]:
        proposal = self.controller.proposal
        return [d for a in proposal.actions for d in a.outcomes.get("dice", [])]

    def _told_dice(self) -> list[int]:
        """The dice the table has told in the Automa panel, not applied yet (as the Dice panel
        shows them): read from the controller's answers, never kept."""
        from solo_desk.ui.panels import numbers, told_rolls

        return [v for _, value in told_rolls(self.controller) for v in numbers(value)]

    def _die_box(self) -> tuple[str, list[int]]:
        """What the Opponent's die box shows: the proposed turn's dice ("proposed"), else the dice
        told and waiting for Apply ("told"), else the last roll ("last")."""
        proposed = self._proposed_dice()
        if proposed:
            return "proposed", proposed
        told = self._told_dice()
        if told:
            return "told", told
        return "last", self._last_dice()

    def _last_dice(self) -> list[int]:
        session = self.controller.session
        for step in reversed(session.steps[: session.cursor]):
            dice = [d for a in step.actions if a.by == "automa" for d in a.outcomes.get("dice", [])]
            if dice:
                return dice
        return list(self.state.start_dice) if self.state is not None else []

    # -- clicks and drops -------------------------------------------------------------------
    def choose(self, entries: list[tuple[str, Action]]) -> Action | None:
        """A small menu of the legal options; tests replace this method."""
        menu = self.build_menu(entries)
        picked = menu.exec(self.menu_position(menu))
        return picked.data() if picked is not None else None

    @staticmethod
    def build_menu(entries: list[tuple[str, Action]]) -> QMenu:
        menu = QMenu()
        builds = {a.stage for _, a in entries if isinstance(a, Build)}
        if len(builds) == 1 and len(builds) == len({type(a) for _, a in entries}):
            # what the entries are: the ways to pay for one stage (a greyed head, not an entry)
            head = menu.addAction(tr("Construct stage %d, paying with:") % builds.pop())
            head.setEnabled(False)
            menu.addSeparator()
        for label, action in entries:
            menu.addAction(label).setData(action)
        return menu

    def click_actions(self, piece: PieceItem) -> list[Action] | None:
        key = piece.key
        options: list[Action] = []
        if key[0] == "deck":
            options = self._has(Take, deck=key[1]) + self._has(ChooseHaliDeck, deck=key[1])
        elif key[0] == "stage" and key[1] == "player":
            builds = self._has(Build, stage=key[2])
            if len(builds) > 1:
                picked = self.choose([(payment_label(b), b) for b in builds])
                return [picked] if picked is not None else None
            options = builds
        elif key[0] == "token" and key[1] == "offer":
            options = self._has(ChooseToken, token=key[2])
        elif key[0] == "token" and key[1] == "stack":
            options = self._has(ChooseToken, token=STACK)
        elif key[0] == "hali":
            options = self._has(KeepCard, card=key[2])
        elif key[0] == "skip":
            options = self._has(Skip)
        elif key[0] == "conflict" and self.state is not None:  # no move uses them: a click is a correction
            options = table_corrections(self.state, key)
        if not options and self.state is not None:
            # a deck, a stage of yours or a token that cannot be taken now: why; a piece a click never
            # plays: what it is; in the status bar
            why = self.click_refusal(self.state, key) or self.piece_info(self.state, key)
            if not why and self.state.ended is not None:  # a card, a token, the die said nothing after the end
                why = tr("The game is over: nothing more can be played (Undo goes back)")
            if not why:  # a city's card or token, a Military Victory, the die: never played by a click
                now = self._prompt(self.state, self.controller.proposal)
                why = tr("A click on it plays nothing. %s") % now if now else ""
            if why:
                self.controller.error.emit(why)
        return options[:1] or None

    def piece_info(self, state: ArchitectsState, key: Any) -> str:
        """A click on a piece that only shows the table (the Opponent's Wonder stages, the Cat, the
        discard pile): what it is and what it means, on one line of the status bar."""
        if key[:2] == ("stage", "automa"):
            tableau = state.automa
            s = wonder(tableau.wonder).stage(key[2])
            req = stage_requirement(s)
            if s.number in tableau.built:  # done: what it is and what it did, nothing about turns to come
                if not s.effect:
                    return tr("The Opponent's Stage %d (%s, %d VP): constructed.") % (s.number, req, s.vp)
                if wonder(tableau.wonder).effect == "shield":
                    return tr("The Opponent's Stage %d (%s, %d VP): constructed; its ★ adds 1 Shield to the "
                              "Opponent's total in every battle.") % (s.number, req, s.vp)
                return tr("The Opponent's Stage %d (%s, %d VP): constructed; its ★ gave the Opponent the "
                          "Wonder's effect once.") % (s.number, req, s.vp)
            if state.ended is not None:
                text = tr("The Opponent's Stage %d (%s, %d VP): not constructed.")
            elif s.number in {a.number for a in R.available_stages(tableau)}:
                text = tr("The Opponent's Stage %d (%s, %d VP): it constructs it on its turn as soon as its cards "
                          "pay for it.")
            else:
                text = tr("The Opponent's Stage %d (%s, %d VP): locked until it constructs the level below.")
            return text % (s.number, req, s.vp) + " " + self._automa_turns(state)
        if key == ("cat",):
            if state.ended is not None:  # no more turns: the Cat only scores (the Final score's Cat column)
                vp = content().cat_vp
                if state.cat == "player":
                    return tr("The game is over and you hold the Cat pawn: it scores you %d VP.") % vp
                if state.cat == "automa":
                    return tr("The game is over and the Opponent holds the Cat pawn: it scores the Opponent %d VP.") % vp
                return tr("The game is over and nobody took the Cat pawn: its %d VP go to nobody.") % vp
            if state.cat == "player":
                return tr("The Cat pawn is yours: 2 VP at the end, and on your turn you may look at the central "
                          "deck's top card; the Opponent wins it with a Blue card with the Cat.")
            if state.cat == "automa":
                return tr("The Cat pawn is the Opponent's: 2 VP at the end; at its turn's start it turns the central "
                          "deck's top card face up (ARCH-TURN-1). Take a Blue card with the Cat to win it.")
            return tr("The Cat pawn: nobody holds it yet; whoever takes a Blue card with the Cat takes it "
                      "(2 VP at the end of the game).")
        if key == ("discard",):
            n = len(state.discard)
            head = tr("The discard pile, 1 card") if n == 1 else tr("The discard pile, %d cards") % n
            return head + ": " + tr("spent on stages, Green sets traded for tokens, horned Red cards after battles, "
                                    "central cards the Opponent left face up; none comes back.")
        return ""

    @staticmethod
    def _automa_turns(state: ArchitectsState) -> str:
        if state.ended is not None:
            return tr("The game is over.")
        return tr("The Automa panel applies its turns.")

    def click_refusal(self, state: ArchitectsState, key: Any) -> str | None:
        """Why a click on a deck, one of your Wonder stages, a Progress token on offer or the stack,
        or a Halicarnassus card does nothing now (None: a piece a click never plays)."""
        if not (key[0] in ("deck", "hali", "skip") or key[:2] in (("stage", "player"), ("token", "offer"), ("token", "stack"))):
            return None
        if state.ended is not None:
            return tr("The game is over: nothing more can be played (Undo goes back)")
        head = state.head
        if head is None:
            return None
        if head.kind == "ask" or state.turn == "automa":
            return self._prompt(state, self.controller.proposal)  # the Opponent's turn, or the table's question
        if key[0] == "deck" and head.kind == "pick" and not state.decks[key[1]].cards:
            return tr("This deck is empty: take the top card of another deck")
        if key[0] == "stage":
            stage = key[2]
            if stage in state.player.built:
                return tr("Stage %d is already constructed") % stage
            if head.kind == "build":
                if stage not in {s.number for s in R.available_stages(state.player)}:
                    return tr("Stage %d: construct the stages of the level below it first") % stage
                return tr("Stage %d: your cards do not pay for it") % stage
            if head.kind == "pick":
                return tr("A stage is constructed as soon as your cards pay for it: take a card first")
        return self._prompt(state)  # the decision to make first, as the board's prompt says it

    def drop_actions(self, pieces: Sequence[PieceItem], zone: DropZone) -> list[Action] | None:
        """A deck's card (or a token on offer) dropped on your city when you may take it: the move;
        any other drop: the piece lies there on the real table, an edit (picked in a menu when the
        place can take it in several ways: on top of a deck or unseen, the offer refilled or not)."""
        if len(pieces) != 1:
            return None
        move = self._normal_drop(pieces[0], zone)
        if move is not None:
            return [move]
        entries = [(self._drop_label(m), m) for m in self.piece_moves(pieces[0].key) if self._lies_in(m, zone.key)]
        if self._take_gesture(pieces[0], zone) and self.state is not None:
            # the gesture of taking it, when it cannot be taken now: why, never a silent correction
            why = self.click_refusal(self.state, pieces[0].key) or tr("It cannot be taken now")
            picked = self.confirm_correction(why, entries) if entries else None
            if picked is None:
                self.controller.error.emit(why)
            return [picked] if picked is not None else None
        if len(entries) > 1:
            picked = self.choose(entries)
            return [picked] if picked is not None else None
        return [entries[0][1]] if entries else None

    @staticmethod
    def _take_gesture(piece: PieceItem, zone: DropZone) -> bool:
        """A deck's card or a Progress token on offer (or the stack's) dropped on your city: how you
        take it in your turn."""
        return zone.key in (("city", "player"), ("tokens", "player")) and (
            piece.key[0] == "deck" or piece.key[:2] in (("token", "offer"), ("token", "stack")))

    def confirm_correction(self, why: str, entries: list[tuple[str, Action]]) -> Action | None:
        """A take that is not possible now: a menu says why (greyed) and offers the correction of the
        table instead, the piece really lying there (tests replace it)."""
        menu = QMenu()
        menu.addAction(why).setEnabled(False)
        menu.addSeparator()
        menu.addAction(tr("Or correct the table, it really lies there:")).setEnabled(False)
        for label, action in entries:
            menu.addAction(label).setData(action)
        picked = menu.exec(self.menu_position(menu))
        return picked.data() if picked is not None else None

    def _normal_drop(self, piece: PieceItem, zone: DropZone) -> Action | None:
        if zone.key not in (("city", "player"), ("tokens", "player")):
            return None
        if piece.key[0] == "deck" and zone.key[0] == "city":
            return next(iter(self._has(Take, deck=piece.key[1])), None)
        if piece.key[0] == "token" and piece.key[1] in ("offer", "stack"):
            return next(iter(self._has(ChooseToken, token=STACK if piece.key[1] == "stack" else piece.key[2])), None)
        return None

    # -- moving a card or a Progress token where the table shows it (edits, both modes) --------
    def piece_moves(self, key: Any) -> list[Action]:
        """Every move of the card or token piece ``key`` the edits accept now: a city card, a deck's
        visible top, the discard pile's last card, a token on offer, in a city or from the stack."""
        state = self.state
        if state is None:
            return []
        if key[0] == "card":
            return list(card_moves(state, key[1], key[2]))
        if key[0] == "deck":
            top = state.decks[key[1]].top
            return [] if top is None else list(card_moves(state, "deck", top, deck=key[1]))
        if key[0] == "discard":
            return list(card_moves(state, "discard", state.discard[-1])) if state.discard else []
        if key[0] == "token" and key[1] == "stack":
            named = R.unknown_tokens(state) if state.mode == "companion" else state.token_stack
            return [m for t in dict.fromkeys(named) for m in token_moves(state, "stack", t)]
        if key[0] == "token":
            return list(token_moves(state, key[1], key[2]))
        return []

    @staticmethod
    def _lies_in(move: Action, zone_key: Any) -> bool:
        """Whether ``move`` puts its piece in the place ``zone_key`` (a card: a city, the discard
        pile, a deck; a token: a city or its tokens, the offer, the stack)."""
        if isinstance(move, MoveCard):
            if zone_key[0] == "deck_zone":
                return move.to == "deck" and move.to_deck == zone_key[1]
            return (zone_key[0] == "city" and move.to == zone_key[1]) or (zone_key == ("discard",) and move.to == "discard")
        if isinstance(move, MoveToken):
            if zone_key[0] in ("city", "tokens"):
                return move.to == zone_key[1]
            return zone_key[0] == move.to
        return False

    def _drop_label(self, move: Action) -> str:
        """The choice a drop still leaves open: which token, on top or unseen, refilled or not."""
        if isinstance(move, MoveCard) and move.to == "deck":
            if move.unseen:
                return tr("Among its unseen cards (shuffled in)")
            return tr("On top, face down") if move.to_deck == "central" else tr("On top, face up")
        if isinstance(move, MoveToken):
            refill = tr("a new token was revealed on offer") if move.refill else tr("the gap on offer stays")
            return f"{token_name(move.token)} ({refill})" if self._refill_matters(move) else token_name(move.token)
        return self._move_label(move)

    def _refill_matters(self, move: MoveToken) -> bool:
        state = self.state
        return state is not None and any(
            m.refill for m in token_moves(state, move.source, move.token) if m.to == move.to)

    def _move_label(self, move: Action) -> str:
        """A move's entry in the right-click menu: where the piece really lies."""
        if isinstance(move, MoveCard):
            if move.to == "deck":
                tops = {"player": tr("on top of your deck"), "automa": tr("on top of the Opponent's deck"),
                        "central": tr("on top of the central deck, face down")}
                unseen = {"player": tr("in your deck, unseen (shuffled in)"),
                          "automa": tr("in the Opponent's deck, unseen (shuffled in)"),
                          "central": tr("in the central deck, unseen (shuffled in)")}
                return (unseen if move.unseen else tops)[move.to_deck or "central"]
            return {"player": tr("in your city"), "automa": tr("in the Opponent's city"),
                    "discard": tr("on the discard pile")}[move.to]
        if isinstance(move, MoveToken):
            place = {"player": tr("in your city"), "automa": tr("in the Opponent's city"), "offer": tr("on offer"),
                     "stack": tr("back in the face-down stack")}[move.to]
            if not self._refill_matters(move):
                return place
            return tr("%s, and a new token was revealed on offer") % place if move.refill else \
                tr("%s, the gap on offer stays") % place
        return ""

    def move_menus(self, key: Any) -> list[tuple[str, list[tuple[str, Action]]]]:
        """The right-click menus moving the piece ``key``: "This card really lies…" (the discard
        pile: one menu per kind of card in it)."""
        state = self.state
        if state is None:
            return []
        if key[0] == "discard":
            menus = []
            for card in dict.fromkeys(k for k in content().kind_order if k in state.discard):
                entries = [(self._move_label(m), m) for m in card_moves(state, "discard", card)]
                if entries:
                    menus.append((tr("Discarded %s really lies…") % card_name(card), entries))
            return menus
        if key[0] in ("card", "deck") or (key[0] == "token" and key[1] != "stack"):
            entries = [(self._move_label(m), m) for m in self.piece_moves(key)]
            title = tr("This token really lies…") if key[0] == "token" else tr("This card really lies…")
            return [(title, entries)] if entries else []
        return []

    # -- while a piece is dragged: the places that would take it are lit --------------------------
    def _accepts(self, piece: PieceItem, zone: DropZone, moves: list[Action]) -> bool:
        return self._normal_drop(piece, zone) is not None or any(self._lies_in(m, zone.key) for m in moves)

    def drop_targets(self, piece: PieceItem) -> list[DropZone]:
        moves = self.piece_moves(piece.key)
        return [z for z in self.zones() if self._accepts(piece, z, moves)]

    # -- right click: a card or token the table told wrong (companion) ------------------------
    def corrections(self, key: Any) -> list[Action]:
        """The corrections the piece ``key`` accepts now: what it may really be."""
        state = self.state
        if state is None or state.mode != "companion":
            return []
        if key[0] == "card" and key[2] in state.side(key[1]).cards:
            return list(card_corrections(state, key[1], key[2]))
        if key[0] == "deck":
            top = state.decks[key[1]].top
            hidden = key[1] == "central" and not state.central_face_up
            return [] if top in (None, UNKNOWN) or hidden else list(card_corrections(state, "deck", top, deck=key[1]))
        if key[0] == "hali":
            return list(card_corrections(state, "hali", key[2], index=key[1]))
        if key[0] == "token" and key[1] in ("offer", "player", "automa"):
            return list(token_corrections(state, key[1], key[2]))
        return []

    def table_piece_corrections(self, key: Any) -> list[tuple[str, Action]] | None:
        """The Cat, a Wonder stage, the Military Victories (both modes): the menu's title and entries."""
        state = self.state
        if state is None or key[0] not in ("cat", "stage", "victories", "victory"):
            return None
        options = table_corrections(state, ("victories", key[1]) if key[0] == "victory" else key)
        holders = {"player": tr("with you"), "automa": tr("with the Opponent"), None: tr("with nobody")}
        entries: list[tuple[str, Action]] = []
        for o in options:
            if isinstance(o, CorrectCat):
                entries.append((holders[o.holder], o))
            elif isinstance(o, CorrectStage):
                entries.append((tr("built") if o.built else tr("not built"), o))
            elif isinstance(o, CorrectVictories):
                entries.append((str(o.count), o))
        return entries or None

    def context_actions(self, piece: PieceItem) -> list[Action] | None:
        """Right-click on a told card or token: "This card is really…" and the values still possible,
        and "This card really lies…" where it may be moved; on the discard pile: where each of its
        cards really lies; on the Cat, a Wonder stage or the Military Victories: where or what it is."""
        table_entries = self.table_piece_corrections(piece.key)
        if not table_entries and piece.key[0] in ("cat", "stage", "victories", "victory") and self.state is not None:
            self.controller.error.emit(self.table_fix_refusal(self.state, piece.key))  # why not, in the status bar
            return None
        if table_entries:
            titles = {"cat": tr("The Cat pawn is really…"), "stage": tr("This stage is really…"),
                      "victories": tr("Military Victory tokens really held:"), "victory": tr("Military Victory tokens really held:")}
            picked = self.choose_correction(titles[piece.key[0]], table_entries)
            return [picked] if picked is not None else None
        menus = self._rename_menus(piece.key) + self.move_menus(piece.key)
        if not menus:
            key = piece.key
            if key[0] == "token" and len(key) > 2 and self.state is not None:
                refusal = self.token_fix_refusal(self.state, key[2])
                if refusal:  # a token in use: why not, in the status bar
                    self.controller.error.emit(refusal)
            return None
        picked = self.choose_correction(*menus[0]) if len(menus) == 1 else self.choose_corrections(menus)
        return [picked] if picked is not None else None

    def _rename_menus(self, key: Any) -> list[tuple[str, list[tuple[str, Action]]]]:
        options = self.corrections(key)
        if not options:
            return []
        if isinstance(options[0], CorrectToken):
            title = tr("This token is really…")
            entries = [(token_name(o.value), o) for o in options if isinstance(o, CorrectToken)]
        else:
            title = tr("This card is really…")
            several = len({o.deck for o in options if isinstance(o, CorrectCard)}) > 1
            deck_names = {"player": tr("from your deck"), "automa": tr("from the Opponent's deck"),
                          "central": tr("from the central deck")}
            entries = [(f"{card_name(o.value)} ({deck_names[o.deck]})" if several else card_name(o.value), o)
                       for o in options if isinstance(o, CorrectCard)]
        return [(title, entries)]

    def choose_correction(self, title: str, entries: list[tuple[str, Action]]) -> Action | None:
        """The right-click menu: a submenu ``title`` listing the possible values (tests replace it)."""
        return self.choose_corrections([(title, entries)])

    def choose_corrections(self, menus: list[tuple[str, list[tuple[str, Action]]]]) -> Action | None:
        """The right-click menu with one submenu per ``(title, entries)`` (tests replace it)."""
        menu = self.correction_menu(menus)
        picked = menu.exec(self.menu_position(menu))
        return picked.data() if picked is not None else None

    @staticmethod
    def correction_menu(menus: list[tuple[str, list[tuple[str, Action]]]]) -> QMenu:
        """One list: its title heads its entries, picked in one step; several: a submenu each."""
        menu = QMenu()
        if len(menus) == 1:
            title, entries = menus[0]
            menu.addAction(title).setEnabled(False)
            menu.addSeparator()
            for label, action in entries:
                menu.addAction(label).setData(action)
            return menu
        for title, entries in menus:
            values = menu.addMenu(title)
            for label, action in entries:
                values.addAction(label).setData(action)
        return menu

    # -- the Opponent's proposal ---------------------------------------------------------------
    def proposal_keys(self, proposal: Proposal) -> set[Any]:
        return self.action_keys(proposal.actions)

    @staticmethod
    def action_keys(actions: Sequence[Action]) -> set[Any]:
        """The pieces the Opponent's actions use: the decks it takes from or flips, the stage it
        builds, the token it takes (framed in amber)."""
        keys: set[Any] = set()
        for action in actions:
            if action.by != "automa":
                continue
            if isinstance(action, Take):
                keys.add(("deck", action.deck))
            elif isinstance(action, (FlipCentral, DiscardCentral)):
                keys.add(("deck", "central"))
            elif isinstance(action, Build):
                keys.add(("stage", "automa", action.stage))
            elif isinstance(action, ChooseToken):
                keys.add(("token", "stack") if action.token == STACK else ("token", "offer", action.token))
            elif isinstance(action, ChooseHaliDeck):
                keys.add(("deck", action.deck))
        return keys

    def waiting_turn(self, proposal: Proposal) -> list[Action]:
        """Companion: the Opponent's actions already decided while its turn waits for the table
        (the card it took before "which card is now on top?", the central card it flips before
        "which card was flipped?", a build before a refill): the board frames them, so the
        player knows where to look; nothing is applied before the last answer."""
        return [a for a in self.waiting_run(proposal) if a.by == "automa" and a.kind != "answer"]

    def waiting_run(self, proposal: Proposal) -> list[Action]:
        """Companion: the actions of the Opponent's turn that waits for the table, the table's
        answers given so far among them (none outside such a turn)."""
        state = self.state
        if (state is None or state.mode != "companion" or state.turn != "automa" or proposal.actions
                or proposal.status != "needs_input" or (state.head is not None and state.head.kind == "ask")):
            return []
        try:
            run = self._simulated(state)
        except SoloDeskError:  # an answer the game refuses: nothing to frame
            return []
        return list(run.actions)

    def show_proposal(self) -> None:
        super().show_proposal()
        if self.state is not None and getattr(self, "_drawn_die", None) is not None \
                and self._die_box() != self._drawn_die:
            self.schedule_refresh()  # a die told (or taken back) in the Automa panel
        proposal = self.controller.proposal
        waiting = self.waiting_turn(proposal)
        if waiting:
            keys = self.action_keys(waiting)
            for piece in self.pieces():
                piece.set_highlighted(piece.key in keys)
        item = getattr(self, "prompt_item", None)
        if item is not None and self.state is not None:  # the proposal (a question or the pick) comes after the board
            try:
                self._set_prompt(self._prompt(self.state, self.controller.proposal))
            except RuntimeError:  # the item went with a rebuild
                self.prompt_item = None
        for item in [i for i in self.items() if getattr(i, "proposal_badge", False)]:
            self.removeItem(item)
        out = self._show_start_tokens(proposal)
        self._show_flipped(proposal)
        self._show_told_tops(proposal)
        out += self._show_told_tokens(proposal)
        out += self._show_told_drawn(proposal)
        self._show_stack_left(out)
        self._show_told_hali(proposal)
        first = next((a for a in list(proposal.actions) + waiting if isinstance(a, Take) and a.by == "automa"), None)
        if first is None:
            return
        deck = next((p for p in self.pieces() if p.key == ("deck", first.deck)), None)
        if deck is None:
            return
        badge = QGraphicsSimpleTextItem(tr("Opponent's pick"))
        badge.setFont(_font(10, True))
        badge.setBrush(QColor("#8a5a00"))
        badge.proposal_badge = True  # type: ignore[attr-defined]
        rect = badge.boundingRect()
        badge.setPos(deck.pos().x() + (DECK_W - rect.width()) / 2, deck.pos().y() + DECK_H + 4)
        badge.setZValue(20)
        self.addItem(badge)

    @staticmethod
    def proposed_flip(proposal: Proposal, actions: Sequence[Action] | None = None) -> str | None:
        """ARCH-TURN-1: the central card the Opponent's proposed Cat flip turns face up, once known
        (digital: the game knows it; companion: the table's answer right after the flip, also
        while the turn still waits for another answer: ``actions``, its actions so far)."""
        actions = list(proposal.actions) or list(actions or [])
        for i, action in enumerate(actions):
            if isinstance(action, FlipCentral) and action.by == "automa":
                card = action.outcomes.get("card")
                if card is None and i + 1 < len(actions) and actions[i + 1].kind == "answer":
                    card = getattr(actions[i + 1], "value", None)
                return card if isinstance(card, str) and card != UNKNOWN else None
        return None

    def _show_flipped(self, proposal: Proposal) -> None:
        """The proposed Cat flip's card shown face up on the central deck, framed and captioned
        "proposed" (the deck goes back to its face-down back if the proposal changes)."""
        deck = next((p for p in self.pieces() if p.key == ("deck", "central")), None)
        if not isinstance(deck, CardItem):
            return
        shown = getattr(deck, "before_flip", None)
        if shown is not None:  # what the state shows, before the last proposal's flip
            deck.card, deck.face_down, deck.caption, deck.pending, tip = shown
            deck.setToolTip(tip)
            deck.before_flip = None  # type: ignore[attr-defined]
        card = self.proposed_flip(proposal, self.waiting_run(proposal))
        if card is None or self.state is None or self.state.central_face_up:
            deck.update()
            return
        deck.before_flip = (deck.card, deck.face_down, deck.caption, deck.pending, deck.toolTip())  # type: ignore[attr-defined]
        deck.card, deck.face_down, deck.caption, deck.pending = card, False, tr("proposed"), 1
        deck.setToolTip(card_details(card) + "\n" + tr("Proposed: the Opponent flips it face up (the Cat); "
                                                       "it is turned once the turn is applied"))
        deck.update()

    def told_tops(self, proposal: Proposal) -> dict[str, str]:
        """Companion: the new top card of a Wonder deck already answered in the Automa panel for
        the table's question (your take, the set-up) but not yet applied, by deck."""
        state = self.state
        if (state is None or state.mode != "companion" or proposal.status != "needs_input" or not self.controller.inputs
                or state.head is None or state.head.kind != "ask"):
            return {}
        try:
            sim = self._simulated(state).sim
        except SoloDeskError:
            return {}
        return {d: sim.decks[d].top for d in ("player", "automa")
                if state.decks[d].top == UNKNOWN and sim.decks[d].top not in (None, UNKNOWN)}

    def told_tokens(self, proposal: Proposal) -> list[str]:
        """Companion: the Progress tokens revealed on offer (set-up, a refill) already answered in
        the Automa panel for the table's question but not yet applied."""
        state = self.state
        if (state is None or state.mode != "companion" or proposal.status != "needs_input" or not self.controller.inputs
                or state.head is None or state.head.kind != "ask"):
            return []
        try:
            sim = self._simulated(state).sim
        except SoloDeskError:
            return []
        return [t for t in sim.tokens_face_up if t not in state.tokens_face_up]

    def told_drawn(self, proposal: Proposal) -> dict[str, list[str]]:
        """Companion: the Progress tokens drawn from the face-down stack into a city (a science
        pair, Babylon, a face-down pick) the table told in the panel, not yet applied, by side."""
        state = self.state
        if (state is None or state.mode != "companion" or proposal.status != "needs_input" or not self.controller.inputs
                or any(t.kind == "ask" and t.reason == "start_die" for t in state.queue)):  # set-up: proposed tokens
            return {}
        try:
            sim = self._simulated(state).sim
        except SoloDeskError:
            return {}
        drawn: dict[str, list[str]] = {}
        for who in ("player", "automa"):
            offer = Counter(state.tokens_face_up)  # a token taken from the offer is not from the stack
            for t in sim.side(who).tokens[len(state.side(who).tokens):]:
                if offer[t]:
                    offer[t] -= 1
                else:
                    drawn.setdefault(who, []).append(t)
        return drawn

    def _show_told_drawn(self, proposal: Proposal) -> int:
        """The tokens of :meth:`told_drawn`, drawn in their city with a dashed "told" frame; how many."""
        spots = getattr(self, "_owned_spot", {})
        count = 0
        drawn = self.told_drawn(proposal)
        for who, none in getattr(self, "_none_labels", {}).items():
            try:
                if none is not None and (who == "player" or drawn.get(who)):  # the Opponent's: see _show_start_tokens
                    none.setVisible(not drawn.get(who))
            except RuntimeError:  # the item went with a rebuild
                self._none_labels[who] = None
        for who, tokens in drawn.items():
            if who not in spots or self.state is None:
                continue
            x, y = spots[who]
            held = len(self.state.side(who).tokens)
            for j, t in enumerate(tokens):
                i = held + j
                details = f"{token_name(t)}\n" + tr("Told in the Automa panel: drawn from the face-down stack; "
                                                     "Apply confirms it, \"Answer again\" changes it")
                item = TokenItem(("told_drawn", who, t), t, size=(100, 28), details=details, told=True)
                item.proposal_badge = True  # type: ignore[attr-defined]
                self._piece(item, x + (i % 2) * 106, y + (i // 2) * 32)
                count += 1
        return count

    def told_hali(self, proposal: Proposal) -> tuple[str, list[str]] | None:
        """Companion: Halicarnassus' cards while the table tells them (the deck and its top cards,
        UNKNOWN where not yet answered), once at least one answer is given, before Apply."""
        state = self.state
        if (state is None or state.mode != "companion" or proposal.status != "needs_input" or not self.controller.inputs
                or state.hali_cards):
            return None
        try:
            sim = self._simulated(state).sim
        except SoloDeskError:
            return None
        task = next((t for t in sim.queue if t.kind == "hali_reveal"), None)
        if task is not None and task.deck:  # still asking
            deck, before = sim.decks[task.deck].cards, state.decks[task.deck].cards
            deck_id = task.deck
        elif sim.hali_cards and sim.hali_deck:  # all told: revealed in the simulation
            deck, before, deck_id = sim.hali_cards, state.decks[sim.hali_deck].cards, sim.hali_deck
        else:
            return None
        count = min(content().halicarnassus_cards, len(deck), len(before))
        if not any(before[i] == UNKNOWN and deck[i] != UNKNOWN for i in range(count)):
            return None  # nothing told yet
        return deck_id, list(deck[:count])

    def _show_told_hali(self, proposal: Proposal) -> None:
        """Halicarnassus' cards told in the panel drawn where they will be chosen, captioned "told"
        ("?" for those still asked), in place of the legend; "Answer again" brings the legend back."""
        told = self.told_hali(proposal)
        for line in getattr(self, "_legend", []):
            try:
                line.setVisible(told is None)
            except RuntimeError:  # the item went with a rebuild
                self._legend = []
                break
        spot = getattr(self, "_hali_spot", None)
        if told is None or spot is None or self.state is None:
            return
        deck_id, cards = told
        px, y = spot
        before = self.state.decks[deck_id].cards
        title = QGraphicsSimpleTextItem(tr("Halicarnassus: the cards revealed (told, not yet applied)"))
        title.setFont(fitted_font(title.text(), WIDTH - 16 - px, 9.5))
        title.setBrush(INK)
        title.setPos(px, y)
        title.proposal_badge = True  # type: ignore[attr-defined]
        self.addItem(title)
        for i, card in enumerate(cards):
            was_told = before[i] == UNKNOWN and card != UNKNOWN
            details = (card_details(card) if card != UNKNOWN else tr("Not yet told: answer the question in the Automa panel"))
            if was_told:
                details += "\n" + tr("Told in the Automa panel: Apply confirms it, \"Answer again\" changes it")
            item = CardItem(("told_hali", i), card, (50, 70), details=details, caption=tr("told") if was_told else "",
                            pending=1 if was_told else 0)
            item.proposal_badge = True  # type: ignore[attr-defined]
            self._piece(item, px + i * 58, y + 20)

    def _show_stack_left(self, out: int) -> None:
        """The face-down stack's count once the tokens drawn "told" or "proposed" (out of it, not
        yet applied) are taken off: the count never contradicts the tokens shown; "Answer again"
        brings the state's count back."""
        stack = next((p for p in self.pieces() if p.key == ("token", "stack")), None)
        if not isinstance(stack, TokenItem):
            return
        shown = getattr(stack, "before_told", None)
        if shown is not None:  # what the state shows, before the last answers
            stack.stack, tip = shown
            stack.setToolTip(tip)
            stack.before_told = None  # type: ignore[attr-defined]
        if out:
            before = stack.toolTip()
            stack.before_told = (stack.stack, before)  # type: ignore[attr-defined]
            left = max(0, stack.stack - out)
            stack.stack = left
            rest = before.split("\n")[1:]  # the state's first line is its count
            stack.setToolTip("\n".join([tr("Face-down Progress tokens: %d") % left, (
                tr("1 token told in the Automa panel is out of the stack: Apply confirms it") if out == 1 else
                tr("%d tokens told in the Automa panel are out of the stack: Apply confirms them") % out)] + rest))
        stack.update()

    def _show_told_tokens(self, proposal: Proposal) -> int:
        """The tokens revealed on offer told in the panel, drawn captioned "told"; how many."""
        spot = getattr(self, "_offer_spot", None)
        if spot is None or self.state is None:
            return 0
        px, y = spot
        shown = len(self.state.tokens_face_up)
        tip = tr("Told in the Automa panel: Apply confirms it, \"Answer again\" changes it")
        told = self.told_tokens(proposal)[: 3 - shown]
        for i, t in enumerate(told):
            x = px + (shown + i) * (TOKEN_D + 10)
            item = TokenItem(("told_token", t), t, details=f"{token_name(t)}\n{tip}")
            item.proposal_badge = True  # type: ignore[attr-defined]
            self._piece(item, x, y)
            label = QGraphicsSimpleTextItem(tr("told"))
            label.setFont(_font(8.5, True))
            label.setBrush(QColor(MUTED))
            label.proposal_badge = True  # type: ignore[attr-defined]
            label.setPos(x + (TOKEN_D - label.boundingRect().width()) / 2, y + TOKEN_D + 1)
            self.addItem(label)
        return len(told)

    def _show_told_tops(self, proposal: Proposal) -> None:
        """A Wonder deck's new top told in the panel is drawn on the deck, captioned "told"; the
        deck goes back to "?" if the answer is forgotten ("Answer again")."""
        told = self.told_tops(proposal)
        for d in ("player", "automa"):
            deck = next((p for p in self.pieces() if p.key == ("deck", d)), None)
            if not isinstance(deck, CardItem):
                continue
            shown = getattr(deck, "before_told", None)
            if shown is not None:
                deck.card, deck.caption, tip = shown
                deck.setToolTip(tip)
                deck.before_told = None  # type: ignore[attr-defined]
            if d in told:
                deck.before_told = (deck.card, deck.caption, deck.toolTip())  # type: ignore[attr-defined]
                deck.card, deck.caption = told[d], tr("told")
                deck.setToolTip(card_details(told[d]) + "\n" + tr(
                    "Told in the Automa panel: Apply confirms it, \"Answer again\" changes it"))
            deck.update()

    def proposed_start_tokens(self, proposal: Proposal) -> list[str]:
        """ARCH-SETUP-TOKEN (companion): the Opponent's starting token(s) the set-up die already
        told gives, while the table still answers the reveals (nothing is applied until then)."""
        state = self.state
        if state is None or state.mode != "companion" or proposal.status != "needs_input":
            return []
        if not any(t.kind == "ask" and t.reason == "start_die" for t in state.queue):
            return []
        return list(self._simulated(state).sim.automa.tokens[len(state.automa.tokens):])

    def _show_start_tokens(self, proposal: Proposal) -> int:
        """The Opponent's starting tokens the set-up die told, drawn "proposed"; how many."""
        tokens = self.proposed_start_tokens(proposal)
        none = getattr(self, "_automa_none", None)
        if none is not None:
            try:
                none.setVisible(not tokens)
            except RuntimeError:  # the item went with a rebuild
                self._automa_none = None
        if not tokens or "automa" not in getattr(self, "_token_spot", {}):
            return 0
        x, y = self._token_spot["automa"]
        details = tr("Proposed: the set-up die gives the Opponent this starting token; take it out of the pool "
                     "before the face-up tokens are drawn. It joins its city once the table's answers are applied")
        for i, t in enumerate(tokens):
            item = TokenItem(("proposed_token", t), t, size=(100, 28), details=f"{token_name(t)}\n{details}")
            item.proposal_badge = True  # type: ignore[attr-defined]
            item.set_highlighted(True)
            self._piece(item, x + (i % 2) * 106, y + (i // 2) * 32)
        label = QGraphicsSimpleTextItem(tr("proposed: starting tokens"))
        label.setFont(_font(8.5, True))
        label.setBrush(QColor("#8a5a00"))
        label.proposal_badge = True  # type: ignore[attr-defined]
        label.setPos(x + 4, y + ((len(tokens) + 1) // 2) * 32 + 1)  # under them
        self.addItem(label)
        return len(tokens)

    def menu_actions(self) -> list[tuple[str, Any]]:
        return []

