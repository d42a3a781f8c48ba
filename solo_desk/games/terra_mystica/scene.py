"""The Terra Mystica board: the map, the cult board, the power actions, the tiles and the player's side.

Everything is drawn from the state (vector shapes only). A hex is a clickable piece: a click
offers the legal actions there in a menu, each with what it costs (spades, workers, coins,
power). A building dragged from a supply onto a hex becomes the build/upgrade action, or the
variant's opponent action for an opponent colour's supply. The automa's proposed dwellings
are highlighted (and shown as ghosts) before they are applied.
"""
from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsItem, QGraphicsPathItem, QGraphicsSimpleTextItem, QGraphicsTextItem, QMenu

from solo_desk.core.actions import Action
from solo_desk.core.errors import ActionError
from solo_desk.core.proposal import Proposal
from solo_desk.ui.board import HIGHLIGHT, BoardScene, DropZone, PieceItem
from solo_desk.ui.i18n import language, message, tr

from solo_desk.core.messages import render_value

from . import labels, rules
from .content import BUILDINGS, CULTS, catalogue
from .state import (
    AdvanceDigging, AdvanceShipping, BlockPower, Bridge, Burn, Convert, CultAction, EditBlocked, EditBonusTile, EditBuilding, EditCult, EditRoundTile,
    EditResources, EditTerrain, EditTiles, OpponentPlace, OpponentStart,
    OpponentUpgrade, Pass, PowerAction, SendPriest, SetupPick, StartBonus, StartDwelling, TakeFavour, TakeTown, TMState,
    TransformBuild, Upgrade, DoubleAction, RiverTown, Leech, WorkersToPriests,
)




# --- look ------------------------------------------------------------------------------------

TERRAIN_FILL = {
    "yellow": "#e8c64f", "brown": "#9b6a3c", "black": "#45403a", "blue": "#3d7fd0",
    "green": "#3e8f45", "grey": "#a3a3a3", "red": "#c4432f",
}
PIECE_FILL = {  # buildings stand on their own colour: a shade apart, with a contrasting outline
    "yellow": "#fbe27a", "brown": "#c08a55", "black": "#1e1b18", "blue": "#7fb2f0",
    "green": "#78c57c", "grey": "#d8d8d8", "red": "#ee7a62",
}
RIVER = "#b9def0"
CULT_FILL = {"fire": "#e2574c", "water": "#4f8fd8", "earth": "#9a7448", "air": "#cfd6dc"}
PLAYER_RING = QColor("#ffd21f")
LIT = QColor("#1e6ee6")  # the hexes a chosen power action can transform
R = 30.0  # hex radius (centre to corner)
HEX_W = math.sqrt(3) * R
ROW_H = 1.5 * R
MAX_REPEATS = 20  # a conversion or a sacrifice offered ×1 … ×20 at most (a submenu of its counts)


def light(colour: str) -> bool:
    return QColor(colour).lightness() > 140


def hex_polygon(cx: float, cy: float, r: float = R) -> QPolygonF:
    return QPolygonF([QPointF(cx + r * math.cos(math.radians(60 * k - 30)), cy + r * math.sin(math.radians(60 * k - 30)))
                      for k in range(6)])


def building_path(kind: str, s: float = 1.0) -> QPainterPath:
    """Distinct silhouettes centred on (0, 0): dwelling, trading house, temple, stronghold, sanctuary."""
    p = QPainterPath()
    if kind == "D":  # a small house
        p.moveTo(-9 * s, 9 * s)
        p.lineTo(-9 * s, -2 * s)
        p.lineTo(0, -11 * s)
        p.lineTo(9 * s, -2 * s)
        p.lineTo(9 * s, 9 * s)
    elif kind == "TP":  # a wider house with two gables
        p.moveTo(-14 * s, 10 * s)
        p.lineTo(-14 * s, -2 * s)
        p.lineTo(-7 * s, -11 * s)
        p.lineTo(0, -2 * s)
        p.lineTo(7 * s, -11 * s)
        p.lineTo(14 * s, -2 * s)
        p.lineTo(14 * s, 10 * s)
    elif kind == "TE":  # a domed temple on a base
        p.moveTo(-12 * s, 11 * s)
        p.lineTo(-12 * s, 5 * s)
        p.lineTo(-9 * s, 5 * s)
        p.lineTo(-9 * s, 0)
        p.arcTo(QRectF(-9 * s, -10 * s, 18 * s, 20 * s), 180, -180)
        p.lineTo(9 * s, 5 * s)
        p.lineTo(12 * s, 5 * s)
        p.lineTo(12 * s, 11 * s)
    elif kind == "SH":  # a castle with battlements
        pts = [(-14, 12), (-14, -12), (-9, -12), (-9, -7), (-3, -7), (-3, -12), (3, -12), (3, -7), (9, -7),
               (9, -12), (14, -12), (14, 12)]
        p.moveTo(pts[0][0] * s, pts[0][1] * s)
        for x, y in pts[1:]:
            p.lineTo(x * s, y * s)
    else:  # SA: a long hall with a round roof and a spire
        p.moveTo(-15 * s, 10 * s)
        p.lineTo(-15 * s, -1 * s)
        p.arcTo(QRectF(-15 * s, -11 * s, 30 * s, 20 * s), 180, -180)
        p.lineTo(15 * s, 10 * s)
        p.closeSubpath()
        p.addRect(QRectF(-1.5 * s, -16 * s, 3 * s, 6 * s))
        return p.simplified()
    p.closeSubpath()
    return p


def draw_building(painter: QPainter, kind: str, colour: str, at: QPointF, scale: float, player: bool) -> None:
    painter.save()
    painter.translate(at)
    path = building_path(kind, scale)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(0, 0, 0, 90))
    painter.drawPath(path.translated(1.8, 2.2))  # shadow
    outline = QColor("#222222") if light(PIECE_FILL[colour]) else QColor("#f4f4f4")
    if player:
        painter.setPen(QPen(PLAYER_RING, 3.2 * max(scale, 0.7)))
        painter.drawPath(path)
    painter.setPen(QPen(outline, 1.4))
    painter.setBrush(QColor(PIECE_FILL[colour]))
    painter.drawPath(path)
    painter.restore()


def font(size: float, bold: bool = False) -> QFont:
    f = QFont()
    f.setPointSizeF(size)
    f.setBold(bold)
    return f


# --- names in the window's language ------------------------------------------------------


def names(section: str) -> dict[str, str]:
    return catalogue().names_it[section]


def colour_name(c: str, feminine: bool = False) -> str:
    """The colour's name; ``feminine`` when it qualifies a feminine noun (Italian "abitazione rossa")."""
    if language() == "it":
        return names("colours_f" if feminine else "colours")[c]
    return c


def terrain_name(c: str) -> str:
    terrain = catalogue().tables.terrains[c]
    return names("terrains")[terrain] if language() == "it" else terrain.capitalize()


def cult_name(c: str) -> str:
    """A cult inside a sentence, as the history and the explanations name it: "Fire cult" / "culto del Fuoco"."""
    return named(labels.cult(c))


def cult_title(c: str) -> str:
    """A cult as a heading or at the start of a line: "Fire cult" / "Culto del Fuoco"."""
    return named(labels.cult_title(c))


def faction_name(f: str) -> str:
    return names("factions")[f] if language() == "it" else catalogue().factions[f].name


def building_name(kind: str) -> str:
    return {"D": tr("Dwelling"), "TP": tr("Trading house"), "TE": tr("Temple"), "SH": tr("Stronghold"),
            "SA": tr("Sanctuary")}[kind]


def named(label: Any) -> str:
    """A name of ``labels`` (a nested message or {"en", "it"}) in the window's language."""
    return render_value(label, language())


def tile_name(tid: str) -> str:
    """A tile's heading, what kind of tile it is: BON9 -> "Bonus tile" / "Tessera bonus" (the
    physical tiles carry no number; the lines under the heading say what it shows)."""
    m = labels.TILE.match(tid or "")
    text = named(labels.msg(f"tile_kind.{m.group(1)}")) if m else tid
    return text[:1].upper() + text[1:]


def tile_ref(tid: str) -> str:
    """A tile's name inside a sentence, by what it shows, as the history names it ("Take favour
    tile “Fire +1; income 3 coins”")."""
    return named(labels.tile_shown(tid))


def tile_short(tid: str) -> str:
    """A favour or town tile in a few words ("Earth +1", "5 VP")."""
    return named(labels.tile_short(tid))


def power_action_name(n: int) -> str:
    return message(f"terra_mystica.power_action.{n}")


def amount(res: str, n: int) -> str:
    one, many = {
        "coins": (tr("coin"), tr("coins")), "workers": (tr("worker"), tr("workers")),
        "priests": (tr("priest"), tr("priests")), "power": (tr("power"), tr("power")),
        "vp": (tr("VP"), tr("VP")), "spades": (tr("spade"), tr("spades")), "keys": (tr("key"), tr("keys")),
        "bridges": (tr("bridge"), tr("bridges")), "favour": (tr("favour tile"), tr("favour tiles")),
        "workers_to_priests": (tr("worker to priest"), tr("workers to priests")),
    }.get(res, (None, None))
    if one is None:  # a cult: "Fire cult +1", as the favour tiles and the rest of the board say it
        return named(labels.cult_steps(res, n))
    return f"{n} {one if n == 1 else many}"


def amounts(what: dict[str, int]) -> str:
    return ", ".join(amount(r, n) for r, n in what.items() if n)


def via_name(via: str) -> str:
    return {
        "dig": tr("spades paid with workers"), "ACT5": tr("power action 5"), "ACT6": tr("power action 6"),
        "BON1": tr("bonus tile spade"), "giants": tr("stronghold: 2 free spades"), "sandstorm": tr("Sandstorm"),
        "ride": tr("Witches' Ride"), "pending": tr("spades you hold"),
    }[via]


# --- items -------------------------------------------------------------------------------------


class Clickable(PieceItem):
    """A fixed piece that is clicked, never dragged nor selected (a selected hex would join a drag)."""

    def __init__(self, *args: Any, **kwargs: Any):
        super().__init__(*args, **kwargs)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIsSelectable, False)

    def mousePressEvent(self, event) -> None:  # noqa: N802
        super().mousePressEvent(event)
        if event.button() == Qt.MouseButton.LeftButton:  # a right-click is the correction menu, never a move
            event.accept()  # neither movable nor selectable: accept the press, or the release never comes


class HexItem(Clickable):
    """A land hex: terrain, its building, its name; clicked for the actions possible there."""

    def __init__(self, name: str, colour: str, details: str):
        super().__init__(("hex", name), (HEX_W, 2 * R), TERRAIN_FILL[colour], "", details, movable=False)
        self.name = name
        self.colour = colour
        self.building: tuple[str, str] | None = None
        self.player_colour = ""
        self.show_name = True
        self.town = False
        self.ghost: tuple[str, str] | None = None
        self.lit = False  # a hex the chosen power action (5 or 6) can transform: a click offers its terrains
        self.poly = hex_polygon(HEX_W / 2, R, R - 0.6)

    def boundingRect(self) -> QRectF:  # noqa: N802
        return QRectF(-3, -3, HEX_W + 6, 2 * R + 6)

    def name_rect(self) -> QRectF:
        return QRectF(0, 5 if self.marked() else 3, HEX_W, 12)

    def marked(self) -> bool:
        """Lit (power action 5 or 6) or highlighted (the automa's move, a tie asked): an outline
        runs where the name is, so the name goes on a light backing over it."""
        return self.lit or self.highlighted

    def name_backing(self) -> QRectF:
        """Behind a marked hex's name: the name's width and a little more, inside the hexagon."""
        width = QFontMetricsF(font(6.5, bold=True)).horizontalAdvance(self.name) + 6
        return QRectF((HEX_W - width) / 2, 5, width, 11)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addPolygon(self.poly)
        return path

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor(0, 0, 0, 110), 1.0))
        painter.setBrush(QColor(TERRAIN_FILL[self.colour]))
        painter.drawPolygon(self.poly)
        centre = QPointF(HEX_W / 2, R + 4)
        if self.town:
            painter.setPen(QPen(QColor("#fff3b0"), 2.0, Qt.PenStyle.DotLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPolygon(hex_polygon(HEX_W / 2, R, R - 4))
        if self.building:
            owner, kind = self.building
            colour = self.player_colour if owner == "player" else owner
            draw_building(painter, kind, colour, centre, 0.95, owner == "player")
        elif self.ghost:
            painter.setOpacity(0.75)
            draw_building(painter, self.ghost[1], self.ghost[0], centre, 0.95, False)
            painter.setOpacity(1.0)
        if self.lit:
            painter.setPen(QPen(QColor(255, 255, 255, 235), 5.0))
            painter.setBrush(QColor(255, 255, 255, 60))
            painter.drawPolygon(hex_polygon(HEX_W / 2, R, R - 2.8))
            painter.setPen(QPen(LIT, 3.0, Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPolygon(hex_polygon(HEX_W / 2, R, R - 2.8))
        if self.highlighted:
            painter.setPen(QPen(HIGHLIGHT, 4.5))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPolygon(hex_polygon(HEX_W / 2, R, R - 2.5))
        if self.show_name:  # over the outline: a marked hex's name on a light backing, dark, readable
            painter.setFont(font(6.5, bold=True))
            if self.marked():
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(QColor(255, 255, 255, 215))
                painter.drawRoundedRect(self.name_backing(), 3, 3)
                painter.setPen(QColor("#1a1a1a"))
            else:
                painter.setPen(QColor("#1a1a1a") if light(TERRAIN_FILL[self.colour]) else QColor("#f2f2f2"))
            painter.drawText(self.name_rect(), Qt.AlignmentFlag.AlignHCenter, self.name)


class HexZone(DropZone):
    """Where a building is dropped: exactly the hexagon, so neighbours never overlap."""

    def __init__(self, name: str, cx: float, cy: float):
        poly = hex_polygon(cx, cy, R - 1)
        super().__init__(("hex", name), poly.boundingRect())
        self.setPen(Qt.PenStyle.NoPen)
        self._shape = QPainterPath()
        self._shape.addPolygon(poly)

    def shape(self) -> QPainterPath:
        return self._shape

    def paint(self, painter, option, widget=None) -> None:
        if self.brush().style() != Qt.BrushStyle.NoBrush:
            painter.fillPath(self._shape, self.brush())
        if self.pen().style() != Qt.PenStyle.NoPen:  # lit for a dragged building
            painter.strokePath(self._shape, self.pen())


class BuildingToken(PieceItem):
    """A building in a supply: dragged onto the map. ``key`` = ("supply", owner, kind)."""

    def __init__(self, owner: str, colour: str, kind: str, left: int, details: str):
        super().__init__(("supply", owner, kind), (44, 44), PIECE_FILL[colour], "", details, movable=left > 0)
        self.colour, self.kind, self.left, self.owner = colour, kind, left, owner

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        border = QPen(HIGHLIGHT, 4) if self.highlighted else QPen(QColor(90, 90, 90), 1)
        painter.setPen(border)
        painter.setBrush(QColor("#fbf8f1") if self.left else QColor("#dcd6cb"))
        painter.drawRoundedRect(QRectF(0, 0, self.w, self.h), 6, 6)
        if not self.left:  # none left: the same building, faded, so it stays recognisable
            painter.setOpacity(0.38)
        draw_building(painter, self.kind, self.colour, QPointF(self.w / 2, self.h / 2 - 3), 1.0, self.owner == "player")
        painter.setOpacity(1.0)
        painter.setFont(font(7.5, bold=True))
        painter.setPen(QColor("#202020"))
        painter.drawText(QRectF(0, self.h - 13, self.w - 3, 12), Qt.AlignmentFlag.AlignRight, f"×{self.left}")


class TileItem(Clickable):
    """A tile or a board space: a title, lines of text, optional marks (blocked, used, current)."""

    def __init__(self, key: Any, size: tuple[float, float], title: str, lines: Sequence[str], fill: str = "#f6f1e6",
                 details: str = "", mark: str = "", title_fill: str | None = None, headline: str = ""):
        super().__init__(key, size, fill, "", details, movable=False)
        self.title, self.lines, self.mark, self.title_fill = title, list(lines), mark, title_fill
        self.headline = headline  # a big first line (a score)

    def used_marker_rect(self) -> QRectF:
        return QRectF(self.w - 19, 2.5, 13, 13)

    def text_rects(self) -> list[QRectF]:
        """Where the title and the lines are drawn (their bounding boxes), for the layout checks."""
        title = QFontMetricsF(font(8, bold=True)).boundingRect(self.title).translated(5, 0)
        title = QRectF(5, 1 + (16 - title.height()) / 2, title.width(), title.height())
        top = 37 if self.headline else 18
        body = QFontMetricsF(font(7.2)).boundingRect(QRectF(5, top, self.w - 10, self.h - top - 2),
                                                     int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop
                                                         | Qt.TextFlag.TextWordWrap), "\n".join(self.lines))
        return [title, body]

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(0, 0, self.w, self.h)
        painter.setPen(QPen(HIGHLIGHT, 4) if self.highlighted else QPen(QColor(60, 60, 60), 1.1))
        painter.setBrush(self.fill)
        painter.drawRoundedRect(rect, 6, 6)
        if self.title_fill:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(self.title_fill))
            painter.drawRoundedRect(QRectF(1, 1, self.w - 2, 16), 5, 5)
        if self.mark == "blocked":  # the cross under the text: "blocked" seen at a glance, the action still read
            painter.setPen(QPen(QColor(200, 30, 30, 150), 4))
            painter.drawLine(QPointF(8, 8), QPointF(self.w - 8, self.h - 8))
            painter.drawLine(QPointF(self.w - 8, 8), QPointF(8, self.h - 8))
        dark = self.fill.lightness() < 110
        painter.setPen(QColor("#f5f5f5") if dark else QColor("#1d1d1d"))
        painter.setFont(font(8, bold=True))
        painter.drawText(QRectF(5, 1, self.w - 10, 16), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                         self.title)
        top = 18
        if self.headline:
            painter.setFont(font(11, bold=True))
            painter.drawText(QRectF(5, 17, self.w - 10, 20), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                             self.headline)
            top = 37
        painter.setFont(font(7.2))
        painter.drawText(QRectF(5, top, self.w - 10, self.h - top - 2),
                         Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap,
                         "\n".join(self.lines))
        if self.mark == "used":  # the round's marker sits in the title band's free right corner, over no text
            painter.setPen(QPen(QColor("#222"), 1.2))
            painter.setBrush(QColor(40, 40, 40, 220))
            painter.drawEllipse(self.used_marker_rect())
        elif self.mark == "current":
            painter.setPen(QPen(QColor("#2a6fdb"), 3))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(2, 2, -2, -2), 5, 5)


def priest_marks(s: TMState, cult: str, spaces: list[int]) -> list[bool]:
    """Which of the track's action spaces hold a priest: the 3-step one if taken, then the 2-step ones in order."""
    if not s.priest_spaces:
        return [False] * len(spaces)
    free = rules.free_priest_spaces(s, cult)
    taken = {v: spaces.count(v) - free.get(v, 0) for v in set(spaces)}
    marks = []
    for steps in spaces:
        marks.append(taken[steps] > 0)
        taken[steps] -= 1
    return marks


class CultTrack(Clickable):
    """One cult track 0-10 with every pawn on it and the four priest spaces below."""

    CELL = 31.0
    HEAD = 28.0  # the cult's name, on up to two lines ("Culto" / "dell'Acqua")

    def __init__(self, cult: str, pawns: list[tuple[str, int, bool]], spaces: list[int], filled: list[bool],
                 player_colour: str, details: str):
        super().__init__(("cult", cult), (54, 11 * self.CELL + self.HEAD + 44), CULT_FILL[cult], "", details, movable=False)
        self.cult, self.pawns, self.spaces, self.filled, self.player_colour = cult, pawns, spaces, filled, player_colour

    TITLE_FLAGS = Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap
    PAWN, RING, RING_PEN = 6.0, 7.0, 3.0  # a pawn's radius; your pawn's gold ring around it

    def pawn_x(self, index: int, count: int) -> float:
        """Where the ``index``-th of ``count`` pawns on one space sits: spaced so that your ringed pawn
        does not cover the opponent's next to it (at most one opponent shares a space, TM-CULT-PLACE)."""
        if count <= 3:
            return 12 + index * 15
        return 10 + index * (34 / (count - 1))

    def title_font(self) -> QFont:
        """The largest of a few sizes at which the cult's name fits its place ("Culto della Terra" is long)."""
        for size in (7.0, 6.5, 6.0, 5.5):
            f = font(size, bold=True)
            if self.title_rect().contains(QFontMetricsF(f).boundingRect(self.title_rect(), int(self.TITLE_FLAGS), cult_title(self.cult))):
                return f
        return font(5.5, bold=True)

    def title_rect(self) -> QRectF:
        """Where the cult's name goes: above space 10, on one or two lines."""
        return QRectF(1, 1, self.w - 2, self.HEAD - 3)

    def title_bounds(self) -> QRectF:
        """The box the cult's name really takes (wider or taller than its place if it does not fit)."""
        return QFontMetricsF(self.title_font()).boundingRect(self.title_rect(), int(self.TITLE_FLAGS), cult_title(self.cult))

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(HIGHLIGHT, 4) if self.highlighted else QPen(QColor(60, 60, 60), 1.1))
        painter.setBrush(QColor(CULT_FILL[self.cult]).lighter(125))
        painter.drawRoundedRect(QRectF(0, 0, self.w, self.h), 6, 6)
        painter.setFont(self.title_font())
        painter.setPen(QColor("#1d1d1d"))
        painter.drawText(self.title_rect(), self.TITLE_FLAGS, cult_title(self.cult))
        power = catalogue().tables.cult_power
        for level in range(11):
            y = self.HEAD + (10 - level) * self.CELL
            cell = QRectF(3, y, self.w - 6, self.CELL - 2)
            painter.setPen(QPen(QColor(0, 0, 0, 60), 0.8))
            painter.setBrush(QColor(255, 255, 255, 90 if level not in power else 170))
            painter.drawRect(cell)
            painter.setPen(QColor("#333"))
            painter.setFont(font(6.5, bold=level in power))
            painter.drawText(cell.adjusted(2, 0, 0, 0), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop, str(level))
            if level in power:
                painter.setFont(font(5.5))
                painter.drawText(cell.adjusted(0, 0, -2, 0), Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignTop,
                                 f"+{power[level]}")
            here = [p for p in self.pawns if p[1] == level]
            for i, (colour, _, is_player) in enumerate(here):
                centre = QPointF(self.pawn_x(i, len(here)), y + self.CELL / 2 + 3)
                if is_player:
                    painter.setPen(QPen(PLAYER_RING, self.RING_PEN))
                    painter.setBrush(QColor(PIECE_FILL[colour]))
                    painter.drawEllipse(centre, self.RING, self.RING)
                painter.setPen(QPen(QColor("#222") if light(PIECE_FILL[colour]) else QColor("#eee"), 1))
                painter.setBrush(QColor(PIECE_FILL[colour]))
                painter.drawEllipse(centre, self.PAWN, self.PAWN)
        y = self.HEAD + 11 * self.CELL + 4
        for i, steps in enumerate(self.spaces):
            box = QRectF(3 + i * 12.2, y, 11, 16)
            painter.setPen(QPen(QColor("#333"), 0.8))
            painter.setBrush(QColor(PIECE_FILL[self.player_colour]) if self.filled[i] and self.player_colour else QColor("#fbf8f1"))
            painter.drawRect(box)
            painter.setFont(font(6))
            painter.setPen(QColor("#111"))
            painter.drawText(box, Qt.AlignmentFlag.AlignCenter, str(steps))
        painter.setFont(font(5.5))
        painter.drawText(QRectF(0, y + 18, self.w, 12), Qt.AlignmentFlag.AlignHCenter, tr("priests"))


class CounterItem(Clickable):
    """One of the player's counters (coins, workers, priests, keys): a big number over its name."""

    def __init__(self, resource: str, n: int, label: str, details: str):
        super().__init__(("counter", resource), (60, 48), "#fbf8f1", "", details, movable=False)
        self.n, self.label = n, label

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(HIGHLIGHT, 4) if self.highlighted else QPen(QColor("#9d927c"), 1))
        painter.setBrush(self.fill)
        painter.drawRoundedRect(QRectF(0, 0, self.w, self.h), 6, 6)
        painter.setPen(QColor("#2a2a2a"))
        painter.setFont(font(15, bold=True))
        painter.drawText(QRectF(0, 2, self.w, 28), Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignVCenter, str(self.n))
        painter.setFont(font(7))
        painter.drawText(QRectF(0, 30, self.w, 16), Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignVCenter, self.label)


class ScoreItem(Clickable):
    """The player's VP, big and red; its tooltip tells where the final scoring stands now."""

    def __init__(self, vp: int, details: str):
        self.vp_text = tr("%d VP") % vp
        width = QFontMetricsF(font(15, bold=True)).horizontalAdvance(self.vp_text) + 6
        super().__init__(("score",), (width, 26), "#00000000", "", details, movable=False)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setPen(QColor("#7a1d12"))
        painter.setFont(font(15, bold=True))
        painter.drawText(QRectF(0, 0, self.w, self.h), Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, self.vp_text)


class Bowls(Clickable):
    """The three power bowls."""

    def __init__(self, power: list[int], details: str):
        super().__init__(("bowls",), (150, 52), "#f6f1e6", "", details, movable=False)
        self.power = power

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(HIGHLIGHT, 4) if self.highlighted else Qt.PenStyle.NoPen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(QRectF(0, 0, self.w, self.h), 6, 6)
        for i, (label, n) in enumerate(zip(("I", "II", "III"), self.power)):
            centre = QPointF(25 + i * 50, 26)
            painter.setPen(QPen(QColor("#5b3f8c"), 2))
            painter.setBrush(QColor("#e7dcf6") if i < 2 else QColor("#c7b0ee"))
            painter.drawEllipse(centre, 22, 22)
            painter.setPen(QColor("#2b1a47"))
            painter.setFont(font(11, bold=True))
            painter.drawText(QRectF(centre.x() - 20, centre.y() - 12, 40, 20), Qt.AlignmentFlag.AlignCenter, str(n))
            painter.setFont(font(6))
            painter.drawText(QRectF(centre.x() - 20, centre.y() + 6, 40, 12), Qt.AlignmentFlag.AlignCenter, label)


ROUND_EXTRA = 11  # a round tile has room for 4 lines: its scoring and "end: each 4 steps on the Water cult → 1 priest"
LONG_MENU = 10  # a menu longer than this puts each way of transforming a hex in its own submenu
SUPPLY_EXTRA = 28  # the favour and town tiles are this much taller than they once were: room for 6-7 lines
# (a favour tile names its cult in full, "Culto della Terra +2", on two lines)


class SupplyTile(Clickable):
    """A favour or town tile of the general supply: its number, what it gives, how many are left.

    ``takeable``: the player may take it now (outlined in green, a click takes it); ``held``: the
    player already has one (a favour tile is taken once); none left: greyed.
    """

    def __init__(self, key: Any, size: tuple[float, float], number: str, lines: Sequence[str], band: str, left: int,
                 details: str, takeable: bool = False, held: bool = False):
        super().__init__(key, size, "#f6f1e6", "", details, movable=False)
        self.number, self.lines, self.band, self.left = number, list(lines), band, left
        self.takeable, self.held = takeable, held

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(0, 0, self.w, self.h)
        if self.highlighted:
            pen = QPen(HIGHLIGHT, 4)
        elif self.takeable:
            pen = QPen(QColor("#2e9d3a"), 3)
        else:
            pen = QPen(QColor(60, 60, 60), 1.0)
        painter.setPen(pen)
        painter.setBrush(QColor("#f6f1e6") if self.left else QColor("#d6d0c4"))
        painter.drawRoundedRect(rect, 5, 5)
        painter.setPen(Qt.PenStyle.NoPen)
        band = QColor(self.band)
        if not self.left:
            band = band.lighter(140)
        painter.setBrush(band)
        painter.drawRoundedRect(QRectF(1.5, 1.5, self.w - 3, 14), 4, 4)
        band_pen = QColor("#1d1d1d") if light(self.band) else QColor("#f8f8f8")
        painter.setPen(band_pen)
        painter.setFont(font(7.5, bold=True))
        painter.drawText(QRectF(4, 1, self.w - 8, 15), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, self.number)
        painter.setFont(font(self.COUNT_FONT, bold=True))  # how many are left: in the band's right corner, clear of the text
        painter.drawText(self.count_rect(), Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, f"×{self.left}")
        painter.setPen(QColor("#202020") if self.left else QColor("#777"))
        painter.setFont(font(self.TEXT_FONT))
        painter.drawText(self.text_area(), self.TEXT_FLAGS, "\n".join(self.lines))
        if self.held:  # one of them is the player's: a tick in the band, after the number
            painter.setPen(band_pen)
            painter.setFont(font(8, bold=True))
            painter.drawText(QRectF(22, 1, 16, 15), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, "✓")

    TEXT_FONT, COUNT_FONT = 7.0, 7.0
    TEXT_FLAGS = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap

    def count_rect(self) -> QRectF:
        return QRectF(self.w - 26, 1, 23, 15)

    def text_area(self) -> QRectF:
        """Where the lines go: under the band, down to the bottom edge."""
        return QRectF(2.5, 17, self.w - 5, self.h - 17 - 3)

    def text_bounds(self) -> QRectF:
        """The box the wrapped lines really take (wider than the area if a word does not fit)."""
        return QFontMetricsF(font(self.TEXT_FONT)).boundingRect(self.text_area(), int(self.TEXT_FLAGS), "\n".join(self.lines))


# --- the scene -------------------------------------------------------------------------------------


class TerraMysticaScene(BoardScene):
    show_names = True  # hex names printed on the map (Game menu toggles)

    # -- drawing ---------------------------------------------------------------------------
    power_pick: int | None = None  # power action 5 or 6 chosen: its hexes are lit, a click on one offers its terrains

    def rebuild(self, state: TMState) -> None:
        self.state = state
        if self.power_pick is not None and not self.power_options(state, self.power_pick):
            self.power_pick = None  # taken, undone, or no longer possible
        self.hexes: dict[str, HexItem] = {}
        self.centres: dict[str, QPointF] = {}
        board = rules.board_of(state)
        self.player_colour = rules.faction_of(state).home if state.faction else ""
        self._draw_map(state, board)
        map_w = 13.5 * HEX_W
        map_h = (max(r for r, _ in board.position.values()) * ROW_H) + 2 * R
        right = map_w + 24
        self._draw_cults(state, right, 0)
        middle = max(map_h, 11 * CultTrack.CELL + CultTrack.HEAD + 44) + 26
        self._draw_player(state, 0, middle)
        self._draw_opponents(state, 488, middle, map_w + 2 - 488)
        self._draw_power_actions(state, right, middle)
        self._draw_held(state, right, middle + 210)
        self._draw_tiles(state, 0, middle + 272)
        self._draw_supply(state, 0, middle + 272 + 182 + ROUND_EXTRA)

    def _label(self, text: str, x: float, y: float, size: float = 9, bold: bool = True, colour: str = "#2a2a2a"):
        item = QGraphicsSimpleTextItem(text)
        item.setFont(font(size, bold))
        item.setBrush(QColor(colour))
        item.setPos(x, y)
        self.addItem(item)
        return item

    def _panel(self, x: float, y: float, w: float, h: float, fill: str = "#ece4d3") -> None:
        path = QPainterPath()
        path.addRoundedRect(QRectF(x, y, w, h), 8, 8)
        item = QGraphicsPathItem(path)
        item.setBrush(QColor(fill))
        item.setPen(QPen(QColor("#b9ad95"), 1))
        item.setZValue(-5)
        self.addItem(item)

    def _draw_map(self, s: TMState, board) -> None:
        rows = max(r for r, _ in board.position.values()) + 1
        backdrop = QPainterPath()
        backdrop.addRoundedRect(QRectF(-8, -8, 13.5 * HEX_W + 16, (rows - 1) * ROW_H + 2 * R + 16), 10, 10)
        back = QGraphicsPathItem(backdrop)
        back.setBrush(QColor("#d9e6d0"))
        back.setPen(QPen(QColor("#9fb393"), 1.2))
        back.setZValue(-6)
        self.addItem(back)
        for name, (row, col) in board.position.items():
            cx = col * HEX_W + (HEX_W / 2 if row % 2 else 0) + HEX_W / 2
            cy = row * ROW_H + R
            self.centres[name] = QPointF(cx, cy)
            if name not in board.terrain:
                river = QGraphicsPathItem()
                path = QPainterPath()
                path.addPolygon(hex_polygon(cx, cy, R + 0.8))
                river.setPath(path)
                river.setBrush(QColor(RIVER))
                river.setPen(Qt.PenStyle.NoPen)
                river.setZValue(-3)
                self.addItem(river)
        spade_home = self.player_colour
        for name in board.terrain:
            colour = s.terrain[name]
            item = HexItem(name, colour, self._hex_details(s, board, name, spade_home))
            item.building = s.buildings.get(name)
            item.player_colour = spade_home
            item.show_name = self.show_names
            item.town = name in s.town_hexes
            c = self.centres[name]
            item.place(QPointF(c.x() - HEX_W / 2, c.y() - R))
            self.addItem(item)
            self.hexes[name] = item
            self.addItem(HexZone(name, c.x(), c.y()))
        if self.power_pick is not None:
            for h in {a.hex for a in self.power_options(s, self.power_pick) if isinstance(a, TransformBuild)}:
                self.hexes[h].lit = True
        for a, b in s.bridges:
            pa, pb = self.centres[a], self.centres[b]
            path = QPainterPath(pa)
            path.lineTo(pb)
            for width, colour in ((13, "#3b2a18"), (9, PIECE_FILL.get(spade_home, "#c8a26b"))):
                bridge = QGraphicsPathItem(path)
                bridge.setPen(QPen(QColor(colour), width, Qt.PenStyle.SolidLine, Qt.PenCapStyle.FlatCap))
                bridge.setZValue(-2)
                bridge.setToolTip(tr("Bridge %s–%s") % (a, b))
                self.addItem(bridge)

    @staticmethod
    def _range_reach_text(s: TMState) -> str:
        """The Fakirs' carpet or the Dwarves' tunnel by name, with its price and VP."""
        rng = rules.faction_of(s).range
        if rng is None:
            return tr("Reachable by your special range")
        cost = amounts(dict(rng.cost_sh if rules.has_stronghold(s) else rng.cost))
        if rng.kind == "carpet":
            return tr("Reachable by carpet flight (%s, +%d VP)") % (cost, rng.vp)
        return tr("Reachable by tunnelling (%s more, +%d VP)") % (cost, rng.vp)

    def _hex_details(self, s: TMState, board, name: str, home: str) -> str:
        colour = s.terrain[name]
        lines = [f"{name} — {terrain_name(colour)} ({colour_name(colour)})", tr("Island %d") % (board.island[name] + 1)]
        owner_kind = s.buildings.get(name)
        if owner_kind:
            owner, kind = owner_kind
            who = tr("yours") if owner == "player" else colour_name(owner)
            lines.append(f"{building_name(kind)} ({who})")
            if name in s.town_hexes:
                lines.append(tr("Part of a town"))
        elif home and s.faction and s.phase not in ("setup",):
            spades = rules.spades_needed(s, colour, home)
            lines.append(tr("Spades to your home terrain: %d") % spades)
            how = rules.reach(s, name) if s.phase == "actions" else None
            lines.append({None: tr("Not reachable now"), "direct": tr("Reachable: next to your buildings"),
                          "shipping": tr("Reachable by shipping"), "range": self._range_reach_text(s)}
                         [how] if rules.player_hexes(s) else "")
        lines.append(tr("Right-click to correct it"))
        return "\n".join(line for line in lines if line)

    def _draw_cults(self, s: TMState, x: float, y: float) -> None:
        self._panel(x - 6, y - 8, 4 * 58 + 8, 11 * CultTrack.CELL + CultTrack.HEAD + 60)
        spaces = catalogue().tables.priest_spaces
        for i, cult in enumerate(CULTS):
            pawns = [(c, s.opp_cults[c][cult], False) for c in s.colours if s.opp_cults]
            if s.faction:
                pawns.append((self.player_colour, s.cults.get(cult, 0), True))
            lines = [tr("You: %d") % s.cults.get(cult, 0)] if s.faction else []
            lines += [f"{colour_name(c)}: {v}" for c, v, p in pawns if not p]
            track = CultTrack(cult, pawns, spaces, priest_marks(s, cult, spaces), self.player_colour,
                              f"{cult_title(cult)}\n" + "\n".join(lines + [tr("Right-click to correct it")]))
            track.place(QPointF(x + i * 58, y))
            self.addItem(track)

    def _draw_power_actions(self, s: TMState, x: float, y: float) -> None:
        self._panel(x - 6, y - 4, 4 * 58 + 8, 206)
        # a new round's income and dice still to come: the last round's crosses are over, the new
        # ones are shown once proposed (``show_proposal``): one round's blocks at a time
        fresh = s.phase == "income"
        self.power_title = self._label(tr("Power actions, round %d") % shown_round(s) if s.round else tr("Power actions"),
                                       x, y, 8.5)
        for n in range(1, 7):
            action = catalogue().power_actions[n]
            mark = "" if fresh else "blocked" if n in s.blocked else ("used" if f"ACT{n}" in s.used else "")
            status = {"blocked": tr("blocked this round"), "used": tr("taken this round"),
                      "": tr("not taken") if s.phase == "over" else tr("available")}[mark]  # over: nothing is available
            if n == self.power_pick:
                status, mark = tr("now click a lit hex"), "current"
            tile = TileItem(("power", n), (113, 56), f"{n} · {action.cost} {tr('power')}",
                            [power_action_name(n), status], fill="#e6dcf3" if mark in ("", "current") else "#cfc8d8",
                            details=f"{n}: {power_action_name(n)} — {status}", mark=mark, title_fill="#b79be0")
            tile.place(QPointF(x + ((n - 1) % 2) * 118, y + 18 + ((n - 1) // 2) * 61))
            self.addItem(tile)

    def _draw_tiles(self, s: TMState, x: float, y: float) -> None:
        cat = catalogue()
        width = 13.5 * HEX_W + 24 + 4 * 58 + 2
        self._panel(x - 8, y - 4, width, 178 + ROUND_EXTRA)
        self._label(tr("Round tiles"), x, y, 8.5)
        tile_w = (width - 16 - 5 * 6) / 6
        for i in range(cat.tables.rounds):
            tid = s.round_tiles[i] if i < len(s.round_tiles) else None
            title = tr("Round %d") % (i + 1)
            choosing = tid is None and bool(self._round_choice(s, i + 1))  # mode 2: the player chooses it now
            if tid is None:
                lines = [tr("your choice now: click to choose its tile") if choosing else tr("not drawn yet")]
            else:
                lines = self._round_tile_lines(tid, last=i + 1 == cat.tables.rounds)
            shown = shown_round(s)
            mark = "current" if (shown == i + 1 and s.phase in ("income", "actions")) or choosing else ""
            fill = "#d8d2c4" if shown > i + 1 or s.phase == "over" else "#f6f1e6"
            tile = TileItem(("round", i + 1), (tile_w, 58 + ROUND_EXTRA), title, lines, fill=fill, mark=mark, title_fill="#e7c98c",
                            details=f"{title}: {tile_name(tid) if tid else '-'}\n" + "\n".join(lines))
            tile.place(QPointF(x + i * (tile_w + 6), y + 16))
            self.addItem(tile)
        by = y + 82 + ROUND_EXTRA
        if s.phase == "over" and s.final:  # the bonus tiles are done with: the final scoring instead
            self._draw_final(s, x, by, width - 16)
            return
        last = shown_round(s) == cat.tables.rounds  # passing in the last round takes no tile: it ends the game
        # (not while the round before it ends: its cult bonus spades are still used)
        if s.phase == "start_bonus":  # the set-up: the first bonus tile is taken, not passed for
            heading = tr("Bonus tiles in play (click one to take it as your first)")
        elif s.phase in ("setup", "dwellings", "opponents"):
            heading = tr("Bonus tiles in play")
        else:
            heading = (tr("Bonus tiles in play (the last round: passing takes none)") if last
                       else tr("Bonus tiles in play (click one to pass and take it)"))
        self._label(heading, x, by, 8.5)
        # at most 4 tiles in play, the one held among them: 5 columns (the held one last) leave each tile
        # room for its income, action, passing VP and coins
        bonus_w = (width - 16 - 4 * 6) / 5
        for i, tid in enumerate(s.bonus_pool):
            tile = self._bonus_tile(("bonus", tid), tid, s.bonus_coins.get(tid, 0), bonus_w)
            tile.place(QPointF(x + i * (bonus_w + 6), by + 16))
            self.addItem(tile)
        if s.bonus:
            tile = self._bonus_tile(("bonus", s.bonus), s.bonus, 0, bonus_w, held=True)
            tile.place(QPointF(x + 4 * (bonus_w + 6), by + 16))
            self.addItem(tile)

    @staticmethod
    def _round_tile_lines(tid: str, last: bool = False) -> list[str]:
        t = catalogue().round_tiles[tid]
        scoring = {"spade": tr("each spade"), "town": tr("each town"), "D": building_name("D"),
                   "TP": building_name("TP"), "SH_SA": f"{building_name('SH')}/{building_name('SA')}"}[t.vp_for]
        # "Stronghold/Sanctuary", spelt as on the bonus tiles (their passing VP)
        lines = [f"{scoring[:1].upper()}{scoring[1:]}: +{t.vp} {tr('VP')}"]  # "Each spade", as "Dwelling"
        if not last:
            lines.append(tr("end: each step on the %s → %s") % (cult_name(t.cult), amounts(t.gain)) if t.per == 1
                         else tr("end: each %d steps on the %s → %s") % (t.per, cult_name(t.cult), amounts(t.gain)))
        return lines

    def _draw_supply(self, s: TMState, x: float, y: float) -> None:
        """The favour and town tiles of the general supply, with how many are left; the ones the
        player may take now are outlined and taken with a click."""
        cat = catalogue()
        width = 13.5 * HEX_W + 24 + 4 * 58 + 2
        self._panel(x - 8, y - 4, width, 92 + SUPPLY_EXTRA)
        pending = s.pending[0].kind if s.pending and rules.to_move(s) == "player" else ""
        takeable = {a.tile for a in rules.legal_moves(s) if isinstance(a, (TakeFavour, TakeTown))} if pending else set()
        favours = cat.tables.favour_tiles
        self._label(tr("Favour tiles: click a green one to take it") if pending == "favour"
                    else tr("Favour tiles (a favour tile is taken once)"), x, y, 8.5)
        fav_w = 53.0
        for i, f in enumerate(favours):
            held = f.id in s.favours
            left = f.copies - (1 if held else 0)
            effect = self._favour_text(f.id).split(": ", 1)[1]
            cult, steps = next(iter(f.cults.items()))
            tile = SupplyTile(("favour", f.id), (fav_w, 66 + SUPPLY_EXTRA), str(f.id[3:]),
                              [f"{cult_title(cult)} +{steps}"] + [part for e in self._favour_effects(f.id) for part in e.split(", ")],
                              CULT_FILL[cult], left, f"{tile_name(f.id)}: {effect}\n" + tr("%d left") % left
                              + ("\n" + tr("You hold it") if held else "")
                              + ("\n" + tr("Click to take it") if f.id in takeable else ""),
                              takeable=f.id in takeable, held=held)
            tile.place(QPointF(x + i * (fav_w + 3), y + 16))
            self.addItem(tile)
        tx = x + len(favours) * (fav_w + 3) + 8
        self._label(tr("Town tiles: click one") if pending == "town" else tr("Town tiles"), tx, y, 8.5)
        towns = cat.tables.town_tiles
        town_w = (x + width - 16 - tx - 3 * (len(towns) - 1)) / len(towns)
        for i, t in enumerate(towns):
            left = t.copies - s.towns.count(t.id)
            vp = t.gain.get("vp", 0)
            rest = {r: n for r, n in t.gain.items() if r not in ("vp", "keys")}
            short = amounts(rest) if len(rest) == 1 else tr("+1 each cult")
            tile = SupplyTile(("town", t.id), (town_w, 66 + SUPPLY_EXTRA), str(t.id[2:]), [f"{vp} {tr('VP')}", short], "#e0b84a", left,
                              self._town_text(t.id) + "\n" + tr("%d left") % left
                              + ("\n" + tr("Click to take it") if t.id in takeable else ""),
                              takeable=t.id in takeable, held=t.id in s.towns)
            tile.place(QPointF(tx + i * (town_w + 3), y + 16))
            self.addItem(tile)

    HELD_H = 60  # the panel of the favour and town tiles held (the round tiles' panel starts just below it)

    def _draw_held(self, s: TMState, x: float, y: float) -> None:
        self._panel(x - 6, y - 4, 4 * 58 + 8, self.HELD_H)
        self._label(tr("Your favour and town tiles"), x, y, 8.5)
        held = [self._favour_text(f) for f in s.favours] + [self._town_text(t) for t in s.towns]
        # a few words each, no two tiles share them ("Earth +1", a town's "5 VP"), kept on one line each
        # (the heading already says favour and town tiles); the supply below marks the same tiles with a tick
        short = []
        if s.favours:
            short.append(", ".join(tile_short(f).replace(" ", "\u00a0") for f in s.favours))
        if s.towns:
            short.append(tr("towns: %s") % ", ".join(tile_short(t).replace(" ", "\u00a0") for t in s.towns))
        item = self._wrapped("; ".join(short) if held else (tr("none") if s.phase == "over" else tr("none yet")), x, y + 15, 4 * 58 - 4, 7.5)
        room = self.HELD_H - 4 - 11  # from the text's top (its margin included) to the panel's bottom
        size = 7.5
        while item.boundingRect().height() > room and size > 5.5:  # many tiles ("culto della Terra +1, …"): smaller
            size -= 0.5
            item.setFont(font(size))
        item.setData(0, "held")
        item.setToolTip("\n".join(held))

    def _wrapped(self, text: str, x: float, y: float, width: float, size: float = 7.5) -> QGraphicsTextItem:
        item = QGraphicsTextItem()
        item.setFont(font(size))
        item.setDefaultTextColor(QColor("#2a2a2a"))
        item.setPlainText(text)
        item.setTextWidth(width)
        item.setPos(x - 4, y - 4)
        self.addItem(item)
        return item

    def _bonus_tile(self, key: Any, tid: str, coins: int, width: float, held: bool = False) -> TileItem:
        b = catalogue().bonus[tid]
        lines = [tr("Income: %s") % amounts(b.income)]
        if b.action == "spade":
            lines.append(tr("Action: 1 free spade"))
        elif b.action == "cult":
            lines.append(tr("Action: 1 step on a cult"))
        if b.shipping:
            lines.append(tr("Shipping +%d") % b.shipping)
        if b.pass_vp:
            by_vp: dict[int, list[str]] = {}  # "Stronghold/Sanctuary 4 VP": the same VP said once
            for k, v in b.pass_vp.items():
                by_vp.setdefault(v, []).append(building_name(k))
            lines.append(tr("Passing: %s") % ", ".join(f"{'/'.join(names)} {v} {tr('VP')}" for v, names in by_vp.items()))
        if coins:
            lines.append(tr("1 coin on it") if coins == 1 else tr("%d coins on it") % coins)
        title = tr("%s (yours)") % tile_name(tid) if held else tile_name(tid)
        return TileItem(key, (width, 70), title, lines, fill="#e3efd9" if held else "#f3ead2", title_fill="#d9b86c",
                        details=f"{tile_name(tid)}\n" + "\n".join(lines))

    def _favour_text(self, fid: str) -> str:
        return f"{tile_name(fid)}: " + "; ".join(p for p in [amounts(catalogue().favours[fid].cults)]
                                                 + self._favour_effects(fid) if p)

    def _favour_effects(self, fid: str) -> list[str]:
        """What a favour tile gives besides its cult steps."""
        f = catalogue().favours[fid]
        parts = []
        if f.income:
            parts.append(tr("income %s") % amounts(f.income))
        if f.build_vp:
            parts.append(", ".join(f"{building_name(k)} +{v} {tr('VP')}" for k, v in f.build_vp.items()))
        if f.town_power:
            parts.append(tr("towns need %d power") % f.town_power)
        if f.action:
            parts.append(tr("action: 1 cult step"))
        if f.pass_vp_by_trading_houses:
            parts.append(tr("passing: VP by trading houses"))
        return parts

    def _town_text(self, tid: str) -> str:
        return f"{tile_name(tid)}: " + amounts(catalogue().towns[tid].gain)

    def _draw_player(self, s: TMState, x: float, y: float) -> None:
        self._panel(x - 8, y - 4, 480, 262)
        if not s.faction:  # mode 2: the player chooses it (the decision below); mode 1: the automa draws it
            choosing = rules.to_move(s) == "player"
            self._label(tr("Choose your faction") if choosing else tr("Your faction is not drawn yet"), x, y + 4, 10)
            if choosing:
                self._wrapped(tr("Mode 2 (chosen): click the decision to pick your faction from the list."), x, y + 30, 240, 8)
                self._draw_decision(s, x, y)
            return
        fac = rules.faction_of(s)
        home = fac.home
        title = self._label(f"{faction_name(fac.id)} — {terrain_name(home)} ({colour_name(home)})", x, y + 2, 11)
        title.setToolTip(f"{faction_name(fac.id)}: {named(fac.ability)}")  # what the faction can do, on the board
        vp = ScoreItem(s.vp, self._score_details(s))
        vp.place(QPointF(x + 466 - vp.w, y))
        self.addItem(vp)
        phase = {
            "setup": tr("Set-up"), "dwellings": tr("Place your starting dwellings"),
            "opponents": tr("The opponents place their dwellings"), "start_bonus": tr("Take your first bonus tile"),
            "income": tr("Round %d: income") % s.round,
            "actions": tr("End of round %d: use the cult bonus") % shown_round(s) if between_rounds(s)
            else tr("Round %d: actions") % s.round,
            "over": tr("Game over"),
        }[s.phase]
        self._label(phase, x, y + 24, 9, colour="#1f4f99")
        res = [("coins", s.coins), ("workers", s.workers), ("priests", s.priests), ("keys", s.keys)]
        for i, (name, n) in enumerate(res):
            counter = CounterItem(name, n, amount(name, n).split(" ", 1)[1], self._edit_hint())
            counter.place(QPointF(x + i * 66, y + 44))
            self.addItem(counter)
        bowls = Bowls(list(s.power), tr("Power bowls I / II / III: %d / %d / %d\nClick to sacrifice or convert power\nRight-click to correct it")
                      % tuple(s.power))
        bowls.place(QPointF(x + 268, y + 42))
        self.addItem(bowls)
        ship_max, dig_max = fac.shipping.max, fac.digging.max
        over = s.phase == "over"  # no next level to buy, no spade to pay for: the tracks show their levels only
        ship_lines = ([tr("at the top")] if s.shipping >= ship_max else [] if over
                      else [tr("next: %s") % amounts(fac.shipping.cost)]) if ship_max else [tr("no shipping")]
        extra = rules.shipping_level(s) - s.shipping  # the bonus tile held (BON4) adds to the track this round
        ship_title = tr("Shipping %d+%d / %d") % (s.shipping, extra, ship_max) if extra > 0 else tr("Shipping %d / %d") % (s.shipping, ship_max)
        ship_details = tr("Shipping level (bonus tile adds to it).") if over else tr("Shipping level (bonus tile adds to it). Click to advance.")
        if not ship_max and fac.range is not None:  # the Fakirs' carpet, the Dwarves' tunnel: their range instead
            cost = amounts(dict(fac.range.cost_sh if rules.has_stronghold(s) else fac.range.cost))
            if over:
                ship_lines = [tr("reach %d") % rules.range_reach(s)]
            elif fac.range.kind == "carpet":
                ship_lines = [tr("reach %d; %s; +%d VP") % (rules.range_reach(s), cost, fac.range.vp)]
            else:
                ship_lines = [tr("reach %d; %s more; +%d VP") % (rules.range_reach(s), cost, fac.range.vp)]
            ship_title = tr("Carpet flight") if fac.range.kind == "carpet" else tr("Tunnelling")
            ship_details = f"{faction_name(fac.id)}: {named(fac.ability)}"
        ship = TileItem(("track", "shipping"), (132, 46), ship_title, ship_lines,
                        fill="#dbe9f5", title_fill="#9cc4e6", details=ship_details)
        ship.place(QPointF(x, y + 100))
        self.addItem(ship)
        spade = amounts(fac.digging.spade_cost[min(s.digging, len(fac.digging.spade_cost) - 1)])
        spade_vp = fac.dig_spade_vp + fac.spade_vp  # the Darklings' 2 VP, the Halflings' 1 VP for each spade
        dig = TileItem(("track", "digging"), (110, 46), tr("Digging %d / %d") % (s.digging, dig_max),
                       [] if over else [tr("spade: %s; +%d VP") % (spade, spade_vp) if spade_vp else tr("spade: %s") % spade],
                       fill="#efe3d0", title_fill="#cfb08a",
                       details=tr("Digging level") if over else tr("Digging level: the price of a spade. Click to advance."))
        dig.place(QPointF(x + 138, y + 100))
        self.addItem(dig)
        own = set(rules.player_hexes(s))
        bridges = sum(1 for a, b in s.bridges if a in own or b in own)
        info = [
            tr("Bridges left: %d") % (catalogue().tables.bridges - len(s.bridges)) + "   " + tr("on the map: %d") % bridges,
            tr("Largest area: %d") % rules.largest_area(s),
            tr("Next income: none, the game is over") if s.phase == "over"
            else tr("Next income: none, the last round") if shown_round(s) == catalogue().tables.rounds and s.phase == "actions"
            else tr("Next income: %s") % (amounts(rules.income_of(s)) or "-"),
        ]
        # the bonus tile held is drawn among the bonus tiles, "(yours)": its long name is not repeated here
        self._wrapped("\n".join(info), x + 252, y + 98, 216, 7.5)
        # the faction board's supply: drag onto the map
        self._label(tr("Your buildings (drag onto the map)"), x, y + 150, 8.5)
        limits = catalogue().tables.building_limits
        for i, kind in enumerate(BUILDINGS):
            left = limits[kind] - rules.built(s, kind)
            cost = amounts(fac.buildings[kind].cost)
            token = BuildingToken("player", home, kind, left, f"{building_name(kind)}: {cost}\n" + tr("%d left") % left)
            token.place(QPointF(x + i * 50, y + 166))
            self.addItem(token)
        # what the player owes first, or the set-up choice, or passing
        self._draw_decision(s, x, y)
        if s.phase == "actions" and not s.pending:
            last = s.round == catalogue().tables.rounds
            passing = TileItem(("pass",), (120, 44), tr("Pass"), [tr("end the game: final scoring") if last else tr("end your round")],
                               fill="#f0d9d4", title_fill="#d99a8c",
                               details=tr("Pass: the last round, no bonus tile; the game ends with the final scoring") if last
                               else tr("Pass: take one of the bonus tiles (none in round 6)"))
            passing.place(QPointF(x + 256, y + 166))  # the decision banner's place: never both
            self.addItem(passing)
        if s.final:
            self._wrapped(tr("Game over: the final scoring is below the round tiles"), x + 256, y + 170, 212, 8)
        else:
            held = self._held_specials(s)
            if held:
                self._wrapped(held, x, y + 222, 250, 7.5)

    def _draw_decision(self, s: TMState, x: float, y: float) -> None:
        decision = self._decision_text(s)
        if decision:
            banner = TileItem(("decide",), (212, 46), tr("Your decision"), [decision], fill="#fff0c2",
                              title_fill="#f0c24a", details=tr("Click to choose"))
            banner.place(QPointF(x + 256, y + 166))
            self.addItem(banner)

    def _final_name(self, key: str) -> str:
        if key.startswith("cult_"):
            return cult_title(key[5:])
        return {"area": tr("Largest area"), "resources": tr("Resources")}.get(key, key)

    def _draw_final(self, s: TMState, x: float, y: float, width: float) -> None:
        """The final scoring, category by category, as the rules computed it (``s.final``), and the total."""
        self._label(tr("Final scoring"), x, y, 9)
        before = s.vp - sum(s.final.values())
        boxes: list[tuple[str, str, str, str]] = [("before", tr("Before"), tr("%d VP") % before, tr("VP before the final scoring"))]
        standings = self.standings(s)
        for key, vp in s.final.items():
            if key in standings:  # yours, your place and the opponents' values (TM-SCORE-AREA-*, TM-SCORE-CULT)
                mine, place, tied, theirs = standings[key]
                detail = self._place_text(mine, place, tied) + "\n" + tr("opponents: %s") % "/".join(map(str, theirs))
            elif key == "resources":  # what was left, as coins, and the rate
                detail = self._resources_text(s)
            else:
                detail = ""
            boxes.append((key, self._final_name(key), f"+{vp} {tr('VP')}" if vp else f"0 {tr('VP')}", detail))
        boxes.append(("total", tr("Final score"), tr("%d VP") % s.vp, ""))
        box_w = (width - 6 * (len(boxes) - 1)) / len(boxes)
        for i, (key, title, score, detail) in enumerate(boxes):
            total = key == "total"
            more = f"\n{self._resources_details(s)}" if key == "resources" else f"\n{detail}" if detail else ""
            tile = TileItem(("final", key), (box_w, 74), title, [detail] if detail else [],
                            fill="#fff0c2" if total else "#f6f1e6", title_fill="#e0a35a" if total else "#d9c7a0",
                            details=f"{title}: {score}" + more, headline=score)
            tile.place(QPointF(x + i * (box_w + 6), y + 16))
            self.addItem(tile)

    @staticmethod
    def _resources_text(s: TMState) -> str:
        """"9 coins in all, 3 a VP": what was left for the final scoring, as coins."""
        return tr("%d coins in all, %d a VP") % (sum(rules.final_coins(s).values()), rules.coins_per_vp(s))

    @staticmethod
    def _resources_details(s: TMState) -> str:
        """The resources box's tooltip: each resource left, counted as coins."""
        left = rules.final_coins(s)
        return (tr("Coins %d + workers %d + priests %d + power %d (bowl III, and half of bowl II sacrificed)")
                % (left["coins"], left["workers"], left["priests"], left["power"])
                + "\n" + tr("= %d coins; %d coins a VP") % (sum(left.values()), rules.coins_per_vp(s)))

    def _held_specials(self, s: TMState) -> str:
        return tr("Special actions: click your bonus tile, a cult track or a hex") if (
            s.bonus in ("BON1", "BON2") or "FAV6" in s.favours) else ""

    @staticmethod
    def _edit_hint() -> str:
        return tr("Right-click to correct it")

    @staticmethod
    def standings(s: TMState) -> dict[str, tuple[int, int, bool, list[int]]]:
        """Where the player stands for the final scoring: the largest area against the scenario's fixed
        values (TM-SCORE-AREA-*), each cult against the opponent pawns (TM-SCORE-CULT): key ->
        (your value, your place 1-4, tied, the opponents' values, highest first)."""
        return rules.final_standings(s)

    @staticmethod
    def _place_text(mine: int, place: int, tied: bool) -> str:
        if tied:
            return tr("you: %d, %s (tied)") % (mine, named(labels.place(place)))
        return tr("you: %d, %s") % (mine, named(labels.place(place)))

    def _score_details(self, s: TMState) -> str:
        """The score's tooltip: if the game ended now, what the final scoring would add."""
        lines = [tr("Your score. Right-click to correct it")]
        standings = self.standings(s)
        if standings and s.phase != "over":
            try:
                final = rules.final_scoring(s)
            except (KeyError, IndexError, ActionError):
                return lines[0]
            lines += ["", tr("If the game ended now:")]
            for key, vp in final.items():
                name = self._final_name(key)
                if key in standings:
                    mine, place, tied, theirs = standings[key]
                    lines.append(f"{name}: +{vp} {tr('VP')} — " + self._place_text(mine, place, tied)
                                 + "; " + tr("opponents: %s") % ", ".join(map(str, theirs)))
                elif key == "resources":  # the coins they would make, and the rate
                    lines.append(f"{name}: +{vp} {tr('VP')} — " + self._resources_text(s))
                else:
                    lines.append(f"{name}: +{vp} {tr('VP')}")
            lines.append(tr("Final score: %d VP") % (s.vp + sum(final.values())))
        return "\n".join(lines)

    def _decision_text(self, s: TMState) -> str:
        if rules.to_move(s) != "player":
            return ""
        if s.phase == "setup":
            need = rules.setup_need(s)
            return tr("Set-up: choose %s") % named(labels.setup_item(need.item, catalogue().variant.bonus_tiles_in_play)) \
                if need else ""
        if s.phase == "dwellings":
            return tr("Place your starting dwellings: %d of %d") % (len(s.start_dwellings) + 1,
                                                                    rules.faction_of(s).start_dwellings)
        if s.phase == "start_bonus":
            return tr("Take a bonus tile to start")
        if s.pending:
            first = s.pending[0]
            return {
                "leech": tr("Take %d power from a neighbour (costs %d VP)?") % (first.amount, max(0, first.amount - 1)),
                "favour": tr("Take a favour tile"), "town": tr("Found a town: take a town tile"),
                "spades": tr("Use 1 spade") if first.amount == 1 else tr("Use %d spades") % first.amount,
                "workers_to_priests": tr("Turn up to %d workers into priests") % first.amount,
            }[first.kind]
        return ""

    def _draw_opponents(self, s: TMState, x: float, y: float, w: float) -> None:
        self._panel(x - 8, y - 4, w, 262)
        self._label(tr("Opponents"), x, y + 2, 10)
        if not s.colours:
            self._label(tr("not chosen yet"), x, y + 24, 8, bold=False)
            return
        for i, colour in enumerate(s.colours):
            top = y + 24 + i * 78
            self._label(colour_name(colour).capitalize(), x, top, 8.5)
            used = s.opp_used.get(colour, [])
            marks = []
            per_game = s.options.get("opponent_actions") == "per_game"  # TM-AMB-10's option: the mark lasts the game
            if "place" in used:
                marks.append(tr("placed in this game") if per_game else tr("placed this round"))
            if "upgrade" in used:
                marks.append(tr("upgraded in this game") if per_game else tr("upgraded this round"))
            if marks:
                self._wrapped("\n".join(marks), x + 104, top + 18, w - 112, 7)
            supply = s.opp_supply.get(colour, {"D": 0, "TP": 0})
            for j, kind in enumerate(("D", "TP")):
                tip = (tr("Drag onto a free %s hex: place a dwelling there") % colour_name(colour) if kind == "D"
                       else tr("Drag onto a %s dwelling: upgrade it to a trading house") % colour_name(colour, True))
                token = BuildingToken(colour, colour, kind, supply[kind], tip + "\n" + tr("%d left") % supply[kind])
                token.place(QPointF(x + j * 50, top + 16))
                self.addItem(token)

    # -- proposal ----------------------------------------------------------------------------
    def proposal_keys(self, proposal: Proposal) -> set[Any]:
        keys: set[Any] = set()
        for action in proposal.actions:
            if isinstance(action, (OpponentStart, OpponentPlace, OpponentUpgrade)) and action.hex:
                keys.add(("hex", action.hex))
            elif isinstance(action, BlockPower):
                rolls = action.outcomes.get("rolls") or []
                keys |= {("power", int(r)) for r in rolls}  # type: ignore[union-attr]
            elif isinstance(action, SetupPick) and action.item.startswith("round_tile_"):
                keys.add(("round", int(action.item.rsplit("_", 1)[1])))
            elif isinstance(action, SetupPick) and action.item.startswith("bonus_tile_") and action.value:
                keys.add(("bonus", action.value))
        return keys

    def show_proposal(self) -> None:
        super().show_proposal()
        proposal = self.controller.proposal
        self._show_proposed_blocks(proposal)
        # a tie between hexes asked ("Tie for the blue dwelling near your dwelling at H3: which hex does
        # it go on?"): its candidates are lit on the map, as a proposed placement would be
        asked = {("hex", c.value) for r in proposal.inputs if r.name.startswith("tie_") for c in r.choices}
        if asked:
            for piece in self.pieces():
                if piece.key in asked:
                    piece.set_highlighted(True)
        ghosts = {a.hex: (a.colour, "D") for a in proposal.actions if isinstance(a, OpponentStart) and a.hex}
        for name, item in getattr(self, "hexes", {}).items():
            ghost = ghosts.get(name)
            if item.ghost != ghost:
                item.ghost = ghost
                item.update()

    def _show_proposed_blocks(self, proposal: Proposal) -> None:
        """The new round's blocked power actions, proposed: crossed on the board, under a title that says so."""
        s = getattr(self, "state", None)
        if s is None or s.phase != "income" or not hasattr(self, "power_title"):
            return
        blocks = [a for a in proposal.actions if isinstance(a, BlockPower)]
        if blocks and s.options.get("power_mode") == "preset" and len(s.blocked_plan) >= s.round:
            rolls = set(s.blocked_plan[s.round - 1])  # rolled before the game
        else:
            rolls = {int(r) for a in blocks for r in (a.outcomes.get("rolls") or [])}
        if not blocks and any("_die_" in r.name for r in proposal.inputs):  # the dice still asked: those told so far
            told = getattr(self.controller, "inputs", {}) or {}
            rolls = {int(v) for name, v in told.items()
                     if name.startswith(f"round_{s.round}_die_") and str(v).isdigit() and 1 <= int(v) <= 6}
        try:
            self.power_title.setText(tr("Power actions, round %d (proposed)") % s.round if rolls
                                     else tr("Power actions, round %d") % s.round)
        except RuntimeError:  # the board was rebuilt meanwhile
            return
        for piece in self.pieces():
            if isinstance(piece, TileItem) and isinstance(piece.key, tuple) and piece.key[0] == "power":
                blocked = piece.key[1] in rolls
                piece.mark = "blocked" if blocked else ""
                piece.lines[1:] = [tr("blocked (proposed)") if blocked else tr("available")]
                piece.update()

    # -- menus ---------------------------------------------------------------------------------
    def menu_actions(self) -> list[tuple[str, Any]]:
        return [(tr("Show or hide the hex &names"), self.toggle_names)]

    def toggle_names(self) -> None:
        type(self).show_names = not type(self).show_names
        self.refresh()

    def choose(self, entries: list[tuple[str, list[Action]]]) -> list[Action] | None:
        """A menu of the choices, each labelled with its price; returns the picked actions."""
        if not entries:
            return None
        menu, picked = self.build_menu(entries)
        chosen = menu.exec(self.menu_position(menu))
        return picked.get(chosen)

    @staticmethod
    def menu_title(entries: list[tuple[str, list[Action]]]) -> str:
        """A greyed title over a menu of set-up choices (what is chosen); "" for the other menus."""
        picks = [actions[0] for _, actions in entries if actions and isinstance(actions[0], SetupPick)]
        if not picks or len(picks) != len(entries):
            return ""
        item = picks[0].item
        if item == "faction":
            return tr("Choose your faction")
        return tr("Set-up: choose %s") % named(labels.setup_item(item, catalogue().variant.bonus_tiles_in_play))

    def build_menu(self, entries: list[tuple[str, list[Action]]]) -> tuple[QMenu, dict[Any, list[Action]]]:
        menu = QMenu()
        title = self.menu_title(entries)
        if title:
            head = menu.addAction(title)
            head.setEnabled(False)
            menu.addSeparator()
        picked: dict[Any, list[Action]] = {}
        groups: dict[tuple[str, ...], list[tuple[str, list[Action]]]] = {}
        long = len(entries) > LONG_MENU  # a hex's menu of every terrain by every way of paying: a submenu for each way
        for label, actions in entries:  # a conversion (or sacrifice) ×1, ×2, …: one submenu of its counts
            group = self.repeat_group(actions, long)
            if group:
                groups.setdefault(group, []).append((label, actions))
        done: set[tuple[str, ...]] = set()
        for label, actions in entries:
            group = self.repeat_group(actions, long)
            if group and len(groups[group]) > 1:
                if group not in done:
                    done.add(group)
                    sub = menu.addMenu(self.repeat_title(actions[0]))
                    for sub_label, sub_actions in groups[group]:
                        picked[sub.addAction(sub_label)] = sub_actions
                continue
            picked[menu.addAction(label)] = actions
        return menu, picked

    @staticmethod
    def repeat_group(actions: list[Action], long: bool = False) -> tuple[str, ...]:
        """What the counts of one conversion (or of sacrificing) share, or in a ``long`` menu the
        transforms of a hex paid one way (its terrains); () for any other entry."""
        if long and len(actions) == 1 and isinstance(actions[0], TransformBuild) and not actions[0].build:
            return ("transform", actions[0].hex, actions[0].via)
        if len(actions) == 1 and isinstance(actions[0], Convert):
            return ("convert", actions[0].source, actions[0].target)
        if len(actions) == 1 and isinstance(actions[0], Burn):
            return ("burn",)
        return ()

    def repeat_title(self, a: Action) -> str:
        """The submenu of a conversion's counts: "Convert workers into coins"; of a hex's terrains
        paid one way: "Transform H5 (power action 5)"."""
        if isinstance(a, TransformBuild):
            return tr("Transform %s (%s)") % (a.hex, self.transform_how(self.controller.state, a))
        if isinstance(a, Convert):
            return tr("Convert %s into %s") % (amount(a.source, 2).split(" ", 1)[1], amount(a.target, 2).split(" ", 1)[1])
        return tr("Sacrifice power (bowl II → III)")

    # -- what an action costs --------------------------------------------------------------------
    def price(self, s: TMState, action: Action) -> str | None:
        """What the action costs and brings, from the rules themselves; None if they refuse it."""
        try:
            after, _ = rules.apply(s, action)
        except ActionError:
            return None
        parts = []
        for res in ("workers", "priests", "power", "coins"):
            spent = s.power[2] - after.power[2] if res == "power" else getattr(s, res) - getattr(after, res)
            if spent > 0:
                parts.append(amount(res, spent))
        if isinstance(action, TransformBuild) and action.via not in ("sandstorm", "ride"):
            spades = rules.spades_needed(s, s.terrain[action.hex], action.target or rules.faction_of(s).home)
            if spades:
                parts.insert(0, amount("spades", spades))
        cost = ", ".join(parts) if parts else tr("free")
        vp = after.vp - s.vp
        return cost + (f"; +{vp} {tr('VP')}" if vp > 0 else (f"; {vp} {tr('VP')}" if vp < 0 else ""))

    def entries(self, s: TMState, actions: Sequence[Action]) -> list[tuple[str, list[Action]]]:
        out = []
        for action in actions:
            if isinstance(action, (Convert, Burn)):  # as many at once as affordable: one action, one history line
                out += self.repeat_entries(s, action)
                continue
            price = self.price(s, action)
            if price is None:
                continue
            if isinstance(action, (SetupPick, Leech)):  # a set-up choice costs nothing; a power offer says its price
                out.append((self.label(s, action), [action]))
            else:
                out.append((f"{self.label(s, action)} — {price}", [action]))
        return out

    def repeat_entries(self, s: TMState, action: Convert | Burn) -> list[tuple[str, list[Action]]]:
        """A conversion or a sacrifice ×1, ×2, … up to the most the rules accept now (at most
        MAX_REPEATS): each entry says what it pays and gets, and the VP it changes."""
        field = "times" if isinstance(action, Convert) else "count"
        out: list[tuple[str, list[Action]]] = []
        for n in range(1, MAX_REPEATS + 1):
            each = action.model_copy(update={field: n})
            try:
                after, _ = rules.apply(s, each)
            except ActionError:
                break
            vp = after.vp - s.vp
            text = self.label(s, each)
            if isinstance(each, Convert) and vp and "vp" not in (each.source, each.target):
                text += f"; {vp:+d} {tr('VP')}"
            out.append((text, [each]))
        return out

    @staticmethod
    def transform_label(s: TMState, a: TransformBuild) -> str:
        """"Build a dwelling on B4 (carpet flight)", "Transform D5 to Forest (spades paid with priests)":
        how the spades are paid (the Darklings' priests), the special range used (Fakirs' carpet, Dwarves'
        tunnel), and no spades named for a dwelling on a hex already of the home terrain."""
        how = TerraMysticaScene.transform_how(s, a)
        if a.build:
            return tr("Build a dwelling on %s (%s)") % (a.hex, how) if how else tr("Build a dwelling on %s") % a.hex
        return tr("Transform %s to %s (%s)") % (a.hex, terrain_name(a.target or rules.faction_of(s).home), how)

    @staticmethod
    def transform_how(s: TMState, a: TransformBuild) -> str:
        """How a transform is done, as its label says it in brackets: "spades paid with workers",
        "power action 5", "spades paid with priests, tunnelling"; "" for a dwelling that needs no spade."""
        fac = rules.faction_of(s)
        target = a.target or fac.home
        how = via_name(a.via)
        if a.via == "dig" and "workers" not in fac.digging.spade_cost[min(s.digging, len(fac.digging.spade_cost) - 1)]:
            how = tr("spades paid with priests")
        spades = rules.spades_needed(s, s.terrain[a.hex], target) if a.hex in s.terrain else 1
        if a.build and a.via == "dig" and spades == 0:
            how = ""  # nothing transformed
        if fac.range is not None and a.via != "ride" and rules.reach(s, a.hex) == "range":
            carpet = fac.range.kind == "carpet"
            how = ", ".join(part for part in (how, tr("carpet flight") if carpet else tr("tunnelling")) if part)
        return how

    def label(self, s: TMState, a: Action) -> str:
        if isinstance(a, TransformBuild):
            return self.transform_label(s, a)
        if isinstance(a, StartDwelling):
            return tr("Place your starting dwelling on %s") % a.hex
        if isinstance(a, Upgrade):
            text = tr("Upgrade %s to %s") % (a.hex, building_name(a.to))
            return text + (" " + tr("(stronghold action)") if a.free else "")  # the price says "free"
        if isinstance(a, OpponentPlace):
            return tr("Place a %s dwelling on %s") % (colour_name(a.colour, True), a.hex)
        if isinstance(a, OpponentUpgrade):
            return tr("Upgrade the %s dwelling on %s to a trading house") % (colour_name(a.colour, True), a.hex)
        if isinstance(a, Bridge):
            return tr("Bridge %s–%s") % (a.a, a.b) + (" " + tr("(Engineers)") if a.via == "engineers" else "")
        if isinstance(a, SendPriest):
            if a.steps == 1:
                return tr("Send a priest %s: 1 step") % named(labels.cult_to(a.cult))  # "to the Water cult" / "al culto dell'Acqua"
            return tr("Send a priest %s: %d steps") % (named(labels.cult_to(a.cult)), a.steps)
        if isinstance(a, CultAction):
            return tr("1 step on the %s (%s)") % (cult_name(a.cult), message(f"terra_mystica.via.{a.via}")) if a.via != "auren" else \
                tr("2 steps on the %s (stronghold)") % cult_name(a.cult)
        if isinstance(a, PowerAction):
            return f"{a.number}: {power_action_name(a.number)}"
        if isinstance(a, Pass):
            return tr("Pass, taking %s") % tile_ref(a.tile) if a.tile else tr("Pass (last round: the game ends)")
        if isinstance(a, StartBonus):
            return tr("Start with %s") % tile_ref(a.tile)
        if isinstance(a, Convert):  # "Convert 3 workers into 3 coins", at the faction's rate
            rate = rules.conversion(s, a.source, a.target) if s.faction else None
            paid, got = rate if rate is not None else ({a.source: 1}, {a.target: 1})
            return tr("Convert %s into %s") % (amounts({r: n * a.times for r, n in paid.items()}),
                                               amounts({r: n * a.times for r, n in got.items()}))
        if isinstance(a, Burn):
            return tr("Sacrifice %d power (bowl II −%d, bowl III +%d)") % (a.count, 2 * a.count, a.count)
        if isinstance(a, AdvanceShipping):
            return tr("Advance shipping")
        if isinstance(a, AdvanceDigging):
            return tr("Advance digging")
        if isinstance(a, RiverTown):
            # the river cell by the player's buildings on its banks (its id, "r10", is drawn nowhere)
            return tr("Found a town across the river next to %s") % ", ".join(rules.river_banks(s, a.river))
        if isinstance(a, TakeTown) and s.faction:  # the faction's own gain for a town (the Swarmlings' workers)
            extra = {r: n for r, n in rules.faction_of(s).town_bonus.items() if r != "vp" and n}
            if extra:
                return tr("Take %s, with %s (%s)") % (tile_ref(a.tile), amounts(extra), faction_name(s.faction))
        if isinstance(a, (TakeFavour, TakeTown)):
            return tr("Take %s") % tile_ref(a.tile)
        if isinstance(a, DoubleAction):
            return tr("Stronghold: two actions this turn")
        if isinstance(a, Leech):
            return self.leech_label(s, a)
        from solo_desk.core.messages import YOU, lookup
        from solo_desk.games.terra_mystica import GAME  # the history's own text, every id named

        described = GAME.describe(a)
        params = dict(described.params)
        # a command, as the other entries: the menu's key for the history line's action (the Player's
        # line is in the second person, "<key>_you": the command is the same for either side)
        key = described.key.removesuffix(YOU).replace("terra_mystica.action.", "terra_mystica.menu.", 1)
        if isinstance(a, WorkersToPriests) and a.count == 1:
            key = "terra_mystica.menu.workers_to_priests_one"
        if isinstance(a, SetupPick) and a.value and a.item.startswith(("round_tile", "bonus_tile")):
            params["value"] = labels.setup_choice(a.item, a.value)  # the tile by what it shows
        text = message(key if lookup(key) else described.key, params)
        text = text[:1].upper() + text[1:]
        if isinstance(a, SetupPick) and a.item == "faction" and a.value in catalogue().factions:  # its home terrain
            home = catalogue().factions[a.value].home
            text += f" ({terrain_name(home)}, {colour_name(home)})"
        return text

    def leech_label(self, s: TMState, a: Leech) -> str:
        """"Take 2 power (−1 VP)" / "Decline the power": the offer's two answers, told apart."""
        if not a.accept:
            return message("terra_mystica.menu.leech_decline")
        offer = s.pending[0].amount if s.pending and s.pending[0].kind == "leech" else 0
        got = rules.gain_power(rules.fork(s), offer)  # what the bowls can take
        cost = max(0, got - 1)
        return message("terra_mystica.menu.leech_cost" if cost else "terra_mystica.menu.leech", {"power": got, "vp": cost})

    # -- the actions of a hex, a drop, a click -------------------------------------------------------
    def hex_actions(self, s: TMState, h: str) -> list[Action]:
        """Every legal action on hex ``h`` now (build, transform, upgrade, opponent actions, bridges)."""
        if s.phase == "dwellings":
            return [StartDwelling(hex=h)] if rules.is_legal(s, StartDwelling(hex=h)) else []
        if s.phase != "actions":
            return []
        board = rules.board_of(s)
        rivers = [RiverTown(river=r) for r in rules.river_town_candidates(s)
                  if h in s.buildings and r in board.river_neighbours[h]]
        return [a for a in rules.candidates_at(s, h) + rivers if rules.is_legal(s, a)]

    def drop_actions(self, pieces: Sequence[PieceItem], zone: DropZone) -> list[Action] | None:
        tokens = [p for p in pieces if isinstance(p, BuildingToken)]
        if not tokens or not isinstance(zone.key, tuple) or zone.key[0] != "hex":
            return None
        token, h, s = tokens[-1], zone.key[1], self.controller.state
        if s.phase == "dwellings" and token.owner == "player" and token.kind != "D":
            return None
        options = self.token_drops(s, token, h)
        if not options:
            return [self.token_drop_tried(s, token, h)]  # refused by the rules: the status bar says why
        if len(options) == 1:
            return options
        return self.choose(self.entries(s, options))

    def token_drops(self, s: TMState, token: BuildingToken, h: str) -> list[Action]:
        """The legal actions a drop of the building ``token`` on hex ``h`` may mean now."""
        if token.owner != "player" or s.phase == "dwellings":
            tried = self.token_drop_tried(s, token, h)
            return [tried] if (token.owner != "player" or token.kind == "D") and rules.is_legal(s, tried) else []
        if token.kind == "D":
            return [a for a in self.hex_actions(s, h) if isinstance(a, TransformBuild) and a.build]
        return [a for a in self.hex_actions(s, h) if isinstance(a, Upgrade) and a.to == token.kind]

    @staticmethod
    def token_drop_tried(s: TMState, token: BuildingToken, h: str) -> Action:
        """The action a drop of ``token`` on ``h`` asks for, legal or not (a refusal says why)."""
        if token.owner != "player":
            return OpponentPlace(colour=token.owner, hex=h) if token.kind == "D" else OpponentUpgrade(colour=token.owner, hex=h)
        if s.phase == "dwellings":
            return StartDwelling(hex=h)
        return TransformBuild(hex=h) if token.kind == "D" else Upgrade(hex=h, to=token.kind)

    def light_target(self, zone: DropZone, piece: PieceItem) -> bool:
        super().light_target(zone, piece)
        zone.setBrush(QColor(255, 255, 255, 120))  # paled: a blue tint would not show on a blue hex
        zone.setZValue(5)  # over the hexagon drawn at its place, under the dragged building
        return True

    def drop_targets(self, piece: PieceItem) -> list[DropZone]:
        if not isinstance(piece, BuildingToken):
            return []
        s = self.controller.state
        return [z for z in self.zones() if isinstance(z.key, tuple) and z.key[0] == "hex" and self.token_drops(s, piece, z.key[1])]

    def can_click(self, piece: PieceItem) -> bool:
        """Enter does something: a legal move of the piece's now (what :meth:`click_actions` offers),
        or a choice of power action 5 or 6 pending (any piece then ends it)."""
        try:
            return self._can_click(piece)
        except ActionError:  # not possible yet (no faction before the setup ends): nothing to do
            return False

    def _can_click(self, piece: PieceItem) -> bool:
        s = self.controller.state
        key = piece.key
        if self.power_pick is not None:
            return True
        if not isinstance(key, tuple) or not key or s.phase == "over":
            return False
        kind = key[0]
        if kind == "hex":
            return bool(self.hex_actions(s, key[1])) or self.tie_asked(key[1]) is not None
        if kind == "power":
            return bool(self.power_options(s, key[1]))
        kinds = {"cult": (SendPriest, CultAction), "bonus": (Pass, StartBonus, CultAction), "pass": (Pass, DoubleAction),
                 "bowls": (Burn, Convert), "favour": (TakeFavour, TakeTown), "town": (TakeFavour, TakeTown)}
        if kind == "track":
            wanted: tuple[type, ...] = (AdvanceShipping,) if key[1] == "shipping" else (AdvanceDigging,)
        elif kind == "decide":
            return bool(rules.legal_moves(s))
        elif kind == "round":
            return bool(self._round_choice(s, key[1]))
        elif kind in kinds:
            wanted = kinds[kind]
        else:
            return False
        moves = [a for a in rules.legal_moves(s) if isinstance(a, wanted)]
        if kind == "cult":
            return any(a.cult == key[1] for a in moves)
        if kind in ("bonus", "favour", "town"):
            return any(getattr(a, "tile", None) == key[1] or getattr(a, "via", None) == key[1] for a in moves)
        return bool(moves)

    def can_correct(self, piece: PieceItem) -> bool:
        return bool(self.corrections(self.controller.state, piece.key))

    def piece_clicked(self, piece: PieceItem) -> None:
        self.clear_status()  # a refusal said before is stale now
        super().piece_clicked(piece)

    def finish_drag(self, piece: PieceItem) -> None:
        self.set_power_pick(None)  # a building dragged instead: the chosen power action is dropped
        super().finish_drag(piece)

    def clear_status(self) -> None:
        for view in self.views():
            bar = getattr(view.window(), "statusBar", None)
            if bar is not None:
                bar().clearMessage()

    def refuse(self, s: TMState, probe: Action | None, fallback: str) -> None:
        """Say in the status bar why a click does nothing: the rules' reason for ``probe``, else ``fallback``."""
        text = fallback
        if probe is not None:
            try:
                rules.apply(s, probe)
            except ActionError as exc:
                text = exc.message(language())
        self.controller.error.emit(text)

    def power_refusal(self, s: TMState, n: int) -> str:
        """Why power action ``n`` cannot be taken now (blocked, taken, not enough power, nothing to use it on)."""
        try:
            probe = rules.fork(s)
            rules.require_action_phase(probe, PowerAction(number=n) if n in (2, 3, 4) else TransformBuild(hex="", via=f"ACT{n}")
                                       if n != 1 else Bridge(a="", b=""))
            rules.use_power_action(probe, n)
        except ActionError as exc:
            return exc.message(language())
        if n == 1:
            return tr("Power action 1: no bridge can be built now (a river crossing next to your buildings, a bridge left)")
        if n in (5, 6):
            return tr("Power action %d: no hex within your reach can be transformed now") % n
        try:
            rules.apply(s, PowerAction(number=n))
        except ActionError as exc:
            return exc.message(language())
        return tr("Power action %d is not possible now") % n

    def set_power_pick(self, n: int | None, redraw: bool = True) -> None:
        """Choose power action 5 or 6 (its hexes lit) or drop the choice (None); the board is drawn
        again once the click is over (``redraw``), never under the piece still handling it."""
        if n != self.power_pick:
            self.power_pick = n
            if redraw:
                self.schedule_refresh()

    def tie_asked(self, hex_: str) -> str | None:
        """The open question of a dwelling tie (TM-DWELL-TIE-RANDOM) ``hex_`` is a candidate of, if any."""
        return next((r.name for r in self.controller.proposal.inputs if r.name.startswith("tie_")
                     and r.name not in self.controller.inputs and any(c.value == hex_ for c in r.choices)), None)

    def click_actions(self, piece: PieceItem) -> list[Action] | None:
        s = self.controller.state
        key = piece.key
        kind = key[0]
        pick, lit = self.power_pick, kind == "hex" and self.hexes.get(key[1]) is not None and self.hexes[key[1]].lit
        if pick is not None:
            self.set_power_pick(None, redraw=not lit)  # one click after the choice: a lit hex, or anything else cancels it
            if lit:
                for item in self.hexes.values():
                    if item.lit:
                        item.lit = False
                        item.update()
                via = f"ACT{pick}"
                options = [a for a in self.hex_actions(s, key[1]) if isinstance(a, TransformBuild) and a.via == via]
                picked = self.choose(self.entries(s, options)) if options else None
                self.schedule_refresh()  # after the menu: the power action's tile shows it chosen no more
                return picked
            # anything else (an unlit hex, the action again, another piece) only cancels the choice:
            # never that piece's own move as well
            self.controller.error.emit(tr("Power action %d cancelled") % pick)
            return None
        if kind == "hex":
            tie = self.tie_asked(key[1])
            if tie is not None:  # a lit candidate of the tie asked: the click answers it, as the Automa panel would
                self.controller.answer(tie, key[1])
                self.controller.info.emit(tr("The %s dwelling goes on %s: your answer to the tie (the Automa panel "
                                             "shows it)") % (colour_name(tie.rsplit("_", 1)[1], True), key[1]))
                return None
            options = self.hex_actions(s, key[1])
            if not options and rules.to_move(s) == "player" and s.phase in ("actions", "dwellings"):
                self.controller.error.emit(tr("Nothing can be done on %s now") % key[1])
                return None
        elif kind == "power":
            n = key[1]
            options = self.power_options(s, n)
            if not options:
                self.controller.error.emit(self.power_refusal(s, n))
                return None
            if n in (5, 6):  # two steps: the action now, then a lit hex (never a menu of the whole map)
                self.set_power_pick(n)
                self.controller.error.emit(
                    tr("Power action %d: click one of the lit hexes to transform it (a click elsewhere cancels)") % n)
                return None
        elif kind == "cult":
            options = [a for a in rules.legal_moves(s) if isinstance(a, (SendPriest, CultAction)) and a.cult == key[1]]
            if not options and s.faction:
                self.refuse(s, SendPriest(cult=key[1], steps=1), tr("No step on the %s is possible now") % cult_name(key[1]))
                return None
        elif kind == "bonus":
            options = [a for a in rules.legal_moves(s) if isinstance(a, (Pass, StartBonus)) and a.tile == key[1]]
            if key[1] == s.bonus:  # the tile the player holds: its cult step (bonus tile 2), never a pass
                options = [a for a in rules.legal_moves(s) if isinstance(a, CultAction) and a.via == key[1]]
                if not options and rules.to_move(s) == "player":
                    return [Pass(tile=key[1])]  # refused by the rules: the status bar says why
            elif not options and rules.to_move(s) == "player" and s.phase == "actions":
                # a tile in play that cannot be taken (the last round, a question first): the rules say why
                self.refuse(s, Pass(tile=key[1]), tr("This bonus tile cannot be taken now"))
                return None
        elif kind == "pass":
            options = [a for a in rules.legal_moves(s) if isinstance(a, (Pass, DoubleAction))]
        elif kind == "bowls":
            options = [a for a in rules.legal_moves(s) if isinstance(a, (Burn, Convert))]
            if not options and s.faction:
                self.refuse(s, Burn(count=1), tr("No power can be sacrificed or converted now"))
                return None
        elif kind == "track":
            cls = AdvanceShipping if key[1] == "shipping" else AdvanceDigging
            options = [a for a in rules.legal_moves(s) if isinstance(a, cls)]
            if not options and s.faction:
                self.refuse(s, cls(), tr("This track cannot advance now"))
                return None
        elif kind in ("favour", "town"):
            options = [a for a in rules.legal_moves(s) if isinstance(a, (TakeFavour, TakeTown)) and a.tile == key[1]]
            if not options:
                self.say_not_a_move(s, key)
                return None
        elif kind == "decide":
            options = rules.legal_moves(s)
        elif kind == "round" and self._round_choice(s, key[1]):  # mode 2: the tile of this round is chosen now
            options = self._round_choice(s, key[1])
        else:
            self.say_not_a_move(s, key)
            return None
        if not options:
            if s.phase == "over":  # a hex, say: nothing is played any more, never a silent click
                self.controller.error.emit(tr("The game is over: nothing more is played (Edit ▸ Undo takes back the last pass)"))
            return None
        return self.choose(self.entries(s, options))

    @staticmethod
    def _round_choice(s: TMState, n: int) -> list[Action]:
        """The choices of round ``n``'s tile when the player chooses it now (mode 2's set-up), else []."""
        if s.phase != "setup" or rules.to_move(s) != "player":
            return []
        return [a for a in rules.legal_moves(s) if isinstance(a, SetupPick) and a.item == f"round_tile_{n}"]

    def say_not_a_move(self, s: TMState, key: tuple) -> None:
        """A click on a piece that is never a move (a round tile, a counter, the score): the status
        bar says what it is and what to click instead, never nothing."""
        kind = key[0]
        if kind == "round":
            n = key[1]
            tid = s.round_tiles[n - 1] if n - 1 < len(s.round_tiles) else None
            what = "; ".join(self._round_tile_lines(tid, last=n == catalogue().tables.rounds)) if tid else tr("not drawn yet")
            text = tr("Round %d: %s. A round tile is not a move: it scores what you do in its round.") % (n, what)
        elif kind == "counter":
            res = key[1]
            have = {"coins": s.coins, "workers": s.workers, "priests": s.priests, "keys": s.keys}.get(res, 0)
            text = tr("You have %s. A counter is not a move: to convert, click the power bowls; "
                      "to correct it, right-click it.") % amount(res, have)
        elif kind == "score" and s.phase == "over":
            text = tr("You scored %d VP. The score is not a move: the final scoring is below the round tiles.") % s.vp
        elif kind == "score":
            text = tr("You have %d VP. The score is not a move: its tooltip tells the final scoring so far.") % s.vp
        elif kind == "supply" and s.phase == "over":
            text = tr("The game is over: nothing more is played (Edit ▸ Undo takes back the last pass)")
        elif kind == "supply":  # a click is no drag: never a silent one
            owner, building = key[1], key[2]
            left = (catalogue().tables.building_limits[building] - rules.built(s, building) if owner == "player"
                    else s.opp_supply.get(owner, {}).get(building, 0))
            text = tr("A building is dragged, not clicked: drag it onto a hex (the hexes that take it light up; "
                      "Shift+Enter from the keyboard).") if left > 0 else tr("None of these buildings is left in the supply.")
        elif kind == "favour":
            text = tr("%s: a favour tile is taken when you earn one (a temple, a sanctuary…), not now.") % tile_ref(key[1])
        elif kind == "town":
            text = tr("%s: a town tile is taken when you found a town, not now.") % tile_ref(key[1])
        elif kind == "final":
            text = tr("The game is over: the final scoring is not a move. Each box's tooltip tells how it was scored.")
        else:
            return
        self.controller.error.emit(text[:1].upper() + text[1:])

    # -- corrections (right-click): the table as it really is ----------------------------------
    def context_actions(self, piece: PieceItem) -> list[Action] | None:
        """A right-click on a piece: its corrections in a menu (never a move); a count is asked in a
        small dialog. None (nothing to correct there): nothing happens."""
        s = self.controller.state
        menus = self.corrections(s, piece.key)
        if not menus:  # the status bar says why (the mouse's right-click as the Menu key would)
            self.controller.error.emit(self.no_correction_reason(s, piece.key))
            return None
        picked = self.choose_correction(menus)
        if callable(picked):  # "Set the coins…": the number is asked
            picked = picked()
        actions = [picked] if isinstance(picked, Action) else list(picked or [])
        if not actions:
            return None
        # an edit that would leave the table inconsistent is refused, with why, by the session
        return actions

    def no_correction_reason(self, s: TMState, key: Any) -> str:
        """Why a right-click on ``key`` offers no correction (a tile not drawn yet, a power action
        outside the actions of a round…), for the status bar."""
        kind = key[0] if isinstance(key, tuple) and key else ""
        if s.phase == "over" and kind in ("round", "bonus", "power"):
            return tr("The game is over: the round tiles, bonus tiles and power actions are done with.")
        if kind == "round" and len(s.round_tiles) < key[1]:
            return tr("The tile of round %d is not drawn yet: the set-up asks which one it is.") % key[1]
        if kind in ("round", "bonus") and not s.faction:
            return tr("Your faction is not chosen yet: the tiles are corrected once it is.")
        if kind == "power" and s.phase == "actions" and f"ACT{key[1]}" in s.used:
            return tr("Power action %d is taken this round: it was not blocked.") % key[1]
        if kind == "power":
            return tr("The blocked power actions can be corrected once the round's actions begin.")
        fac = rules.faction_of(s) if s.faction else None
        if key == ("track", "shipping") and fac is not None and fac.range is not None and not fac.shipping.max:
            # the Fakirs' carpet, the Dwarves' tunnel: no level on a track, the stronghold sets the reach
            what = tr("Carpet flight") if fac.range.kind == "carpet" else tr("Tunnelling")
            return tr("%s has no level to correct: its reach (%d) comes from your stronghold, "
                      "which a right-click on its hex corrects.") % (what, rules.range_reach(s))
        if s.phase == "over":
            return tr("Nothing to correct on this piece: the game is over. The map, the cults and your resources "
                      "can still be corrected (a right-click on them), and the final scoring is counted again.")
        return tr("Nothing to correct on this piece")

    def corrections(self, s: TMState, key: Any) -> list[tuple[str, list[tuple[str, Any]]]]:
        """The correction menus of the piece ``key``: (what is corrected, [(entry, edit action or a
        callable asking a number)])."""
        if not isinstance(key, tuple) or not key:
            return []
        kind = key[0]
        if s.phase == "over" and kind in ("round", "bonus", "power"):
            return []  # done with; the table that scores stays correctable (the final scoring is redone)
        menus: list[tuple[str, list[tuple[str, Any]]]] = []
        if kind == "hex":
            h = key[1]
            here = s.buildings.get(h)
            owners = (["player"] if s.faction else []) + list(s.colours)
            buildings: list[tuple[str, Any]] = []
            for owner in owners:
                if owner != "player" and owner != s.terrain.get(h):
                    continue  # an opponent building stands on its own colour only
                for b in (BUILDINGS if owner == "player" else ("D", "TP")):
                    if (owner, b) == here:
                        continue
                    if owner != "player" and s.opp_supply.get(owner, {}).get(b, 0) <= 0 and (here or ("", ""))[0] != owner:
                        continue  # none of that colour left in its supply
                    who = tr("yours") if owner == "player" else colour_name(owner, feminine=b == "D")  # abitazione grigia
                    buildings.append((f"{building_name(b)} ({who})", EditBuilding(hex=h, owner=owner, building=b)))
            if here:
                buildings.insert(0, (tr("No building (remove it)"), EditBuilding(hex=h, owner=None)))
            if buildings:
                menus.append((tr("The building on %s is really…") % h, buildings))
            if not here or here[0] == "player":  # an opponent building's colour is its terrain's
                terrains = [(f"{terrain_name(c)} ({colour_name(c)})", EditTerrain(hex=h, colour=c))
                            for c in TERRAIN_FILL if c != s.terrain.get(h)]
                menus.append((tr("The terrain of %s is really…") % h, terrains))
        elif kind == "cult":
            cult = key[1]
            pawns = ([("", s.cults.get(cult, 0))] if s.faction else []) + [(c, s.opp_cults[c].get(cult, 0))
                                                                          for c in s.colours if c in s.opp_cults]
            for colour, now in pawns:
                if not colour:
                    menus.append((tr("Your pawn on the %s is really on…") % cult_name(cult),
                                  [(tr("space %d") % v, EditCult(cult=cult, value=v)) for v in range(11)
                                   if v != now and (v < 10 or s.keys > rules.pawns_at_ten(s, but=cult))]))  # 10: a key
                    continue
                # the opponents' pawns hold the scenario's values in some order (TM-CULT-STATIC): two swap places
                swaps = [(tr("space %d (in place of the %s pawn)") % (v, colour_name(other, True)),
                          EditCult(cult=cult, value=v, colour=colour, swap=other))
                         for other, v in pawns if other and other != colour and v != now]
                if swaps:
                    menus.append((tr("The %s pawn on the %s is really on…") % (colour_name(colour, True), cult_name(cult)), swaps))
        elif kind == "bowls" and s.faction:
            entries = []
            for i, bowl in enumerate(("I", "II", "III")):
                entries.append((tr("Bowl %s holds %d: correct it…") % (bowl, s.power[i]), self._bowl_asker(s, i)))
            menus.append((tr("The power bowls really hold…"), entries))
        elif kind in ("counter", "score") and s.faction:
            res = key[1] if kind == "counter" else "vp"
            now = getattr(s, res)
            title = tr("Correct your %s") % (amount(res, 2).split(" ", 1)[1])
            menus.append((title, [(tr("You have %d: set the number…") % now, self._count_asker(s, res))]))
        elif kind == "favour" and s.faction:
            fid = key[1]
            if fid in s.favours:
                entries = [(tr("You do not hold it: put it back"), EditTiles(favours=[f for f in s.favours if f != fid]))]
            else:
                entries = [(tr("You hold it: take it"), EditTiles(favours=s.favours + [fid]))]
            menus.append((tr("Correction: %s") % tile_ref(fid), entries))
        elif kind == "town" and s.faction:
            tid = key[1]
            entries = []
            if s.towns.count(tid) < catalogue().towns[tid].copies:
                entries.append((tr("You hold one more: take it"), EditTiles(towns=s.towns + [tid])))
            if tid in s.towns:
                rest = list(s.towns)
                rest.remove(tid)
                entries.append((tr("You hold one less: put it back"), EditTiles(towns=rest)))
            menus.append((tr("Correction: %s") % tile_ref(tid), entries))
        elif kind == "track" and s.faction:
            track = key[1]
            fac = rules.faction_of(s)
            top = fac.shipping.max if track == "shipping" else fac.digging.max
            now = getattr(s, track)
            title = tr("The shipping level is really…") if track == "shipping" else tr("The digging level is really…")
            entries = [(str(v), EditResources(**{track: v})) for v in range(top + 1) if v != now]
            if entries:
                menus.append((title, entries))
        elif kind == "round" and s.faction and len(s.round_tiles) >= key[1]:  # a tile drawn or entered wrong
            slot = key[1]
            tiles = catalogue().tables.round_tiles
            entries = [(tile_ref(t.id) if t.id not in s.round_tiles else
                        tr("%s (now in round %d: the two trade places)") % (tile_ref(t.id), s.round_tiles.index(t.id) + 1),
                        EditRoundTile(round=slot, tile=t.id)) for t in tiles
                       if t.id != s.round_tiles[slot - 1] and rules.is_legal(s, EditRoundTile(round=slot, tile=t.id))]
            if entries:
                menus.append((tr("The tile of round %d is really…") % slot, entries))
        elif kind == "bonus" and s.faction and (key[1] in s.bonus_pool or key[1] == s.bonus):
            entries = [(tile_ref(b), EditBonusTile(old=key[1], tile=b)) for b in catalogue().bonus
                       if b not in s.bonus_pool and b != s.bonus]
            if entries:
                menus.append((tr("Your bonus tile is really…") if key[1] == s.bonus else tr("This bonus tile in play is really…"), entries))
        elif kind == "power" and s.faction and s.phase == "actions":  # a die entered wrong: the round's blocks
            n = key[1]
            if n in s.blocked:
                entries = [(tr("Not blocked this round"), EditBlocked(blocked=[b for b in s.blocked if b != n]))]
            elif f"ACT{n}" not in s.used:
                entries = [(tr("Blocked this round"), EditBlocked(blocked=sorted(s.blocked + [n])))]
            else:
                entries = []
            if entries:
                menus.append((tr("Power action %d is really…") % n, entries))
        return menus

    def _count_asker(self, s: TMState, res: str):
        def ask() -> Action | None:
            name = amount(res, 2).split(" ", 1)[1]
            top = max(rules.keys_possible(s), s.keys) if res == "keys" else 999  # a key on each town tile held
            value = self.ask_count(tr("Correct your %s") % name, name[:1].upper() + name[1:], getattr(s, res), top)  # "VP", not "Vp"
            return None if value is None else EditResources(**{res: value})
        return ask

    def _bowl_asker(self, s: TMState, bowl: int):
        def ask() -> Action | None:
            names = ("I", "II", "III")
            value = self.ask_count(tr("Correct the power bowls"), tr("Tokens in bowl %s") % names[bowl], s.power[bowl], 30)
            if value is None:
                return None
            power = list(s.power)
            power[bowl] = value
            return EditResources(power=power)
        return ask

    def ask_count(self, title: str, label: str, value: int, maximum: int) -> int | None:
        """A number asked in a small dialog (None: cancelled); tests replace this method."""
        from PySide6.QtWidgets import QInputDialog

        views = self.views()
        number, ok = QInputDialog.getInt(views[0] if views else None, title, label, value, 0, maximum, 1)
        return number if ok else None

    def choose_correction(self, menus: list[tuple[str, list[tuple[str, Any]]]]) -> Any:
        """The correction menu: one greyed title and its entries, or one submenu per thing corrected;
        returns the picked entry's action (or asker), None if dismissed. Tests replace this method."""
        menu = QMenu()
        picked: dict[Any, Any] = {}
        for title, entries in menus:
            if len(menus) == 1:
                head = menu.addAction(title)
                head.setEnabled(False)
                menu.addSeparator()
                target = menu
            else:
                target = menu.addMenu(title)
            for label, value in entries:
                picked[target.addAction(label)] = value
        chosen = menu.exec(self.menu_position(menu))
        return picked.get(chosen)

    def power_options(self, s: TMState, n: int) -> list[Action]:
        if not s.faction:  # the setup: no power action yet (and no faction to ask the rules about)
            return []
        if n in (2, 3, 4):
            candidates: list[Action] = [PowerAction(number=n)]
        elif n == 1:
            candidates = [Bridge(a=min(p), b=max(p)) for p in rules.board_of(s).bridgeable]
        else:
            via = f"ACT{n}"
            candidates = [a for h in s.terrain if h not in s.buildings for a in rules.candidates_at(s, h)
                          if isinstance(a, TransformBuild) and a.via == via]
        return [a for a in candidates if rules.is_legal(s, a)]


def between_rounds(s) -> bool:
    """The round has ended (its number already advanced) but its cult bonus is still to be used:
    the player's held spades come before the next round's income."""
    return s.phase == "actions" and "passed" in s.used and bool(s.pending)


def shown_round(s) -> int:
    """The round the board shows as current: the one just ended while its cult bonus is used."""
    return s.round - 1 if between_rounds(s) else s.round

