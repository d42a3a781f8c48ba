"""The Concordia board: the map (provinces, cities with their goods and letters,
land and sea routes, houses, colonists, the capital, bonus markers), the
personality-card display with its surcharges, both sides' storehouses, cards and
money, the AI's dice and the score by god.

The player's turn is a click on a card in hand: a menu of its legal uses (each
with what it gains and costs), or a small dialog for the Architect and the
Mercator. A colonist dragged onto a route is an Architect move (or, when asked,
a correction); houses, colonists and goods dragged between the map and the
supplies, cards moved by their menu ("Move to …", a right-click on a card in
hand), a display slot's card, a city's token (a right-click on the city: "This
city's token is really …") and a flipped bonus marker are corrections of the
table (edits)."""
from __future__ import annotations

import math
import os
from collections import Counter
from collections.abc import Sequence
from functools import cache
from typing import Any

from PySide6.QtCore import QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPainterPathStroker, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsPathItem, QGraphicsRectItem, QGraphicsSimpleTextItem, QInputDialog, QMenu

from solo_desk.core import resources
from solo_desk.core.actions import Action
from solo_desk.core.errors import SoloDeskError
from solo_desk.core.proposal import Proposal
from solo_desk.games.concordia import moves, rules
from solo_desk.games.concordia.content import GODS, card_type_name, content
from solo_desk.games.concordia.scene_dialogs import (
    ArchitectDialog, ColonistDialog, MercatorDialog, at_place, counted_good, good_name, in_city, kind_label,
    price_text, route_label,
)
from solo_desk.games.concordia.state import (
    GOODS, Architect, AutomaTurn, ColonistCard, ColonistMove, ConcordiaState, Consul, Diplomat, EditBonus, EditCard,
    EditCityToken, EditColonist, EditDisplay, EditGoods, EditHouse, EditMoney, Mercator, Prefect, RevealCard, RevealCity, Senator,
    Specialist, Tribune,
)
from solo_desk.ui.board import HIGHLIGHT, BoardScene, DropZone, PieceItem
from solo_desk.ui.i18n import language, message, tr

BOARD_W, BOARD_H = 1540.0, 1080.0  # the frame of the positions in resources/concordia (x, y as fractions)
CITY_R = 24.0
CARD_H = 250.0
HAND_W, HAND_H = 150.0, 196.0
HAND_GAP = 14.0
PILE_STEP = 12.0  # a pile of colonists in the capital: each one this much right of the one below
PANEL_W = 820.0
PLAYER_PANEL_H = 212 + HAND_H + 16  # your panel: money, storehouse and one row of cards in hand
PLAYED_Y = 1070.0  # your played cards: as many rows as the panel holds, the cards narrower if need be

GOOD_COLOURS = {"brick": "#b4513a", "food": "#e6c84f", "tools": "#8d9ba6", "wine": "#7b2f73", "cloth": "#3d86c6"}
GOD_COLOURS = {"vesta": "#f0c9d2", "jupiter": "#b9cdef", "saturnus": "#c7e3bb", "mercurius": "#f3e3a6",
               "mars": "#efb9a8", "minerva": "#dcc8ef"}
SIDE_COLOURS = {"red": "#c62828", "green": "#2e7d32", "yellow": "#f2c230", "blue": "#1e5fb4", "black": "#262626"}
PROVINCE_COLOURS = ("#e8dcc0", "#d9e6c8", "#e6d3cf", "#d2dde8", "#ece3b8", "#dcd0e6", "#cfe3dc", "#eed8c2",
                    "#d8e0c4", "#e3cfdc", "#cddbe0", "#e9e0cf")
LAND_COLOUR, SEA_COLOUR = QColor("#8a6a46"), QColor("#3a78b8")


def font(px: float, bold: bool = False) -> QFont:
    f = QFont()
    f.setPixelSize(int(px))
    f.setBold(bold)
    return f


def fit_font(text: str, width: float, px: float, smallest: float = 10.0) -> QFont:
    """A bold font of ``px`` pixels, condensed if ``text`` does not fit on a line of ``width``, then
    smaller (down to ``smallest``) until it fits: a long name on a narrow card (a crowded hand, in
    Italian "Diplomatico") keeps its height rather than shrink to a speck."""
    chosen = font(px, bold=True)
    if QFontMetricsF(chosen).horizontalAdvance(text) <= width:
        return chosen
    chosen.setStretch(QFont.Stretch.Condensed)
    while px > smallest and QFontMetricsF(chosen).horizontalAdvance(text) > width:
        px -= 1
        chosen.setPixelSize(int(px))
    return chosen


def card_name(card: str | None) -> str:
    return message(f"concordia.card.{card_type_name(card or '')}") if card else "?"


def god_name(god: str) -> str:
    return message(f"concordia.god.{god}")


def side_colours(state: ConcordiaState) -> dict[str, str]:
    ai = state.variant.ai_colour
    player = "blue" if ai != "blue" else "red"
    return {"player": SIDE_COLOURS[player], "automa": SIDE_COLOURS[ai]}


@cache
def route_spots(map_id: str) -> dict[str, tuple[float, float]]:
    data = resources.read_json("concordia", "board", f"{map_id}.json")
    return {r: (x * BOARD_W, y * BOARD_H) for r, (x, y) in data["route_spots"].items()}


SCALE = 1.15  # board positions to scene units: room for the names
MARGIN, TOP, BOTTOM = 70.0, 110.0, 120.0


def raw_city(map_id: str, city: str) -> tuple[float, float]:
    x, y = content().maps[map_id].city(city).pos
    # the positions mark the upper left of the city's temple on the board; its centre lies a little lower right
    return x * BOARD_W + 24, y * BOARD_H + 36


def raw_route(map_id: str, route: str) -> tuple[float, float]:
    spot = route_spots(map_id).get(route)
    if spot is not None:
        return spot[0] + 12, spot[1] + 18
    a, b = (raw_city(map_id, c) for c in content().maps[map_id].route_ends(route))
    return (a[0] + b[0]) / 2, (a[1] + b[1]) / 2


@cache
def map_frame(map_id: str) -> tuple[float, float, float, float]:
    """(x offset, y offset, width, height) of the drawn map: the board's used part, scaled."""
    the_map = content().maps[map_id]
    points = [raw_city(map_id, c.id) for c in the_map.cities] + [raw_route(map_id, r.id) for r in the_map.routes]
    xs, ys = [p[0] for p in points], [p[1] for p in points]
    ox, oy = MARGIN - min(xs) * SCALE, TOP - min(ys) * SCALE
    return ox, oy, (max(xs) - min(xs)) * SCALE + 2 * MARGIN, (max(ys) - min(ys)) * SCALE + TOP + BOTTOM


# the province labels' places, by (map, label texts, map size): see ConcordiaScene.province_label_boxes
_LABEL_BOXES: dict[tuple, list[QRectF]] = {}


def city_point(state: ConcordiaState, city: str) -> QPointF:
    ox, oy, _, _ = map_frame(state.variant.map)
    x, y = raw_city(state.variant.map, city)
    return QPointF(ox + x * SCALE, oy + y * SCALE)


def route_point(state: ConcordiaState, route: str) -> QPointF:
    ox, oy, _, _ = map_frame(state.variant.map)
    x, y = raw_route(state.variant.map, route)
    return QPointF(ox + x * SCALE, oy + y * SCALE)


def colonist_rect(spot: QPointF) -> QRectF:
    """Where a colonist on a route is drawn: on its spot."""
    return QRectF(spot.x() - 14, spot.y() - 16, 28, 32)


MENU_ROWS = 14  # a longer Senator menu groups its purchases by their first card
ANOTHER_COUNT = object()  # the count menu's "Another number…": asked in a dialog
COLONIST_PIECES = ("colonist", "store-colonists", "ai-colonist")  # keys of the colonists one can drag


# -- pieces ---------------------------------------------------------------------
class Shape(PieceItem):
    """A piece drawn as a house, a pawn, a boat or a disc."""

    def __init__(self, key: Any, shape: str, size: tuple[float, float], fill: str, text: str = "",
                 details: str = "", movable: bool = False):
        super().__init__(key, size, fill, text, details, movable)
        # not ``self.shape``: that would hide QGraphicsItem.shape(), and Qt's hit
        # tests (a press, a drop) would call a string and crash the process
        self.form = shape

    def outline(self) -> QPainterPath:
        w, h = self.w, self.h
        path = QPainterPath()
        if self.form == "house":
            path.addPolygon(QPolygonF([QPointF(0, h * 0.45), QPointF(w / 2, 0), QPointF(w, h * 0.45),
                                       QPointF(w, h), QPointF(0, h), QPointF(0, h * 0.45)]))
        elif self.form == "pawn":
            path.addEllipse(QRectF(w * 0.25, 0, w * 0.5, h * 0.42))
            path.addPolygon(QPolygonF([QPointF(w * 0.3, h * 0.4), QPointF(w * 0.7, h * 0.4), QPointF(w, h),
                                       QPointF(0, h), QPointF(w * 0.3, h * 0.4)]))
        elif self.form == "boat":
            path.moveTo(0, h * 0.5)
            path.lineTo(w, h * 0.5)
            path.lineTo(w * 0.8, h)
            path.lineTo(w * 0.2, h)
            path.closeSubpath()
            path.addPolygon(QPolygonF([QPointF(w * 0.45, 0), QPointF(w * 0.45, h * 0.45), QPointF(w * 0.85, h * 0.45),
                                       QPointF(w * 0.45, 0)]))
        elif self.form == "square":
            path.addRoundedRect(QRectF(0, 0, w, h), 7, 7)
        else:
            path.addEllipse(QRectF(0, 0, w, h))
        return path.simplified()

    def paint(self, painter: QPainter, option, widget=None) -> None:  # noqa: ARG002
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        edge = QColor(215, 215, 215) if self.fill.lightness() < 70 else QColor(30, 30, 30)  # black pieces in a pile: each one seen
        pen = QPen(HIGHLIGHT, 5) if self.highlighted else QPen(edge, 1.5)
        if self.isSelected():
            pen = QPen(QColor(30, 110, 230), 4)
        painter.setPen(pen)
        painter.setBrush(self.fill)
        painter.drawPath(self.outline())
        if self.text:
            painter.setPen(QColor(20, 20, 20) if self.fill.lightness() > 120 else QColor(250, 250, 250))
            painter.setFont(font(self.h * 0.5, bold=True))
            painter.drawText(QRectF(0, 0, self.w, self.h), Qt.AlignmentFlag.AlignCenter, self.text)


class CardPiece(PieceItem):
    """A personality card: god band, name, god, cost in goods."""

    def __init__(self, key: Any, card: str | None, size: tuple[float, float], details: str = "",
                 extra: tuple[str, ...] = (), dim: bool = False):
        self.card = card
        kind = content().card_type_of(card) if card else None
        fill = GOD_COLOURS[kind.god] if kind else "#eeeeee"
        super().__init__(key, size, fill, "", details, movable=False)
        self.kind = kind
        self.extra = extra  # the slot's surcharge, drawn after the cost
        self.dim = dim

    def name_font(self) -> QFont:
        """The font of the card's name: its longest word fits on a line of the card."""
        longest = max(card_name(self.card).split(), key=len, default="")
        return fit_font(longest, self.w - 12, self.h * 0.105)

    def paint(self, painter: QPainter, option, widget=None) -> None:  # noqa: ARG002
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        pen = QPen(HIGHLIGHT, 7) if self.highlighted else QPen(QColor(60, 50, 40), 1.5)
        painter.setPen(pen)
        painter.setBrush(QColor("#fbf7ee") if self.card else QColor("#dedede"))
        painter.drawRoundedRect(QRectF(0, 0, self.w, self.h), 10, 10)
        if not self.card:
            painter.setFont(font(self.h * 0.3, bold=True))
            painter.setPen(QColor(110, 110, 110))
            painter.drawText(QRectF(0, 0, self.w, self.h), Qt.AlignmentFlag.AlignCenter, "?")
            return
        band = self.h * 0.2
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(self.fill)
        painter.drawRoundedRect(QRectF(2, 2, self.w - 4, band), 8, 8)
        painter.setPen(QColor(25, 25, 25))
        painter.setFont(fit_font(god_name(self.kind.god), self.w - 8, self.h * 0.085))
        painter.drawText(QRectF(4, 2, self.w - 8, band), Qt.AlignmentFlag.AlignCenter, god_name(self.kind.god))
        painter.setFont(self.name_font())
        painter.drawText(QRectF(6, band + 4, self.w - 12, self.h * 0.36),
                         Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, card_name(self.card))
        cost = list(self.kind.cost) + list(self.extra)
        if cost:
            r = min(self.h * 0.075, (self.w - 12) / (2.3 * len(cost)))
            y = self.h - r * 2 - 10
            x = (self.w - len(cost) * r * 2.3) / 2
            for i, good in enumerate(cost):
                rect = QRectF(x + i * r * 2.3, y, r * 2, r * 2)
                painter.setPen(QPen(QColor(40, 40, 40), 1.2 if i < len(self.kind.cost) else 2.4,
                                    Qt.PenStyle.SolidLine if i < len(self.kind.cost) else Qt.PenStyle.DashLine))
                painter.setBrush(QColor(GOOD_COLOURS.get(good, "#ffffff")))
                painter.drawEllipse(rect)
                if good == "any":
                    painter.setFont(font(r * 1.3, bold=True))
                    painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, "?")
        if self.dim:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(255, 255, 255, 120))
            painter.drawRoundedRect(QRectF(0, 0, self.w, self.h), 10, 10)



class CityPiece(Shape):
    """A city with a letter: a click offers what can be done there, a right-click
    corrects its token."""


class ChipPiece(PieceItem):
    """A line of the AI's cards (n × name) on its god's colour."""

    def paint(self, painter: QPainter, option, widget=None) -> None:  # noqa: ARG002
        painter.setPen(QPen(HIGHLIGHT, 4) if self.highlighted else QPen(QColor("#9a8c74"), 1))
        painter.setBrush(self.fill)
        painter.drawRect(QRectF(0, 0, self.w, self.h))
        painter.setPen(QColor(30, 30, 30))
        painter.setFont(font(19))
        painter.drawText(QRectF(8, 0, self.w - 12, self.h), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                         self.text)


class TextPiece(PieceItem):
    """A box of text at a readable size (the AI's dice)."""

    def paint(self, painter: QPainter, option, widget=None) -> None:  # noqa: ARG002
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(HIGHLIGHT, 6) if self.highlighted else QPen(QColor(120, 110, 90), 1.5))
        painter.setBrush(self.fill)
        painter.drawRoundedRect(QRectF(0, 0, self.w, self.h), 8, 8)
        painter.setPen(QColor(30, 30, 30))
        painter.setFont(font(22))
        painter.drawText(QRectF(12, 8, self.w - 24, self.h - 16),
                         Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter | Qt.TextFlag.TextWordWrap, self.text)


# -- the scene ----------------------------------------------------------------------
class ConcordiaScene(BoardScene):
    def rebuild(self, state: ConcordiaState) -> None:
        self.state = state
        self.colours = side_colours(state)
        _, _, self.map_w, self.map_h = map_frame(state.variant.map)
        self.panel_x = self.map_w + 40
        self.below_y = self.map_h + 30
        self.card_w = (self.map_w - 32 - 6 * 22) / 7
        self.dice_piece: PieceItem | None = None
        self._drawn_told = self.told(state)  # the table's answers not yet applied, drawn as told
        self.draw_map(state)
        self.draw_status(state)
        self.draw_display(state)
        self.draw_player(state)
        self.draw_ai(state)
        self.draw_scores(state)
        self.fix_frame()

    MAP_KINDS = ("city", "bonus", "colonist", "ai-colonist")

    def focus_area(self, piece: PieceItem) -> tuple[Any, QRectF] | None:
        """Tab goes through the map as one area (its cities, bonus markers and colonists in reading
        order), then through each panel (the AI's, the display, yours) area by area."""
        key = piece.key
        if isinstance(key, tuple) and key and key[0] in self.MAP_KINDS:
            return "map", QRectF()  # the rectangle around the map's pieces
        return super().focus_area(piece)

    def fix_frame(self) -> None:
        """The same frame for every state of a map: a longer hand or more played cards never
        move the board (the view fits and centres this rect, drawn as an invisible item so
        ``itemsBoundingRect`` matches it too)."""
        frame = QRectF(-20, -20, self.panel_x + PANEL_W + 40, self.table_bottom() + 40)
        edge = QGraphicsRectItem(frame)
        edge.setPen(Qt.PenStyle.NoPen)
        edge.setBrush(Qt.BrushStyle.NoBrush)
        edge.setZValue(-100)
        self.addItem(edge)
        self.setSceneRect(frame)

    def table_bottom(self) -> float:
        """The bottom of the lowest panel (the hand's), whatever the state."""
        return self.below_y + CARD_H + 150 + PLAYER_PANEL_H

    # -- drawing helpers ---------------------------------------------------------------
    def text(self, value: str, x: float, y: float, px: float = 22, bold: bool = False,
             colour: str = "#222222", centre: bool = False, halo: bool = False,
             width: float | None = None) -> QGraphicsSimpleTextItem:
        """``width``: the room the text has; a longer text (another language) gets a smaller font."""
        item = QGraphicsSimpleTextItem(value)
        item.setFont(font(px, bold))
        while width is not None and px > 10 and item.boundingRect().width() > width:
            px -= 1
            item.setFont(font(px, bold))
        item.setBrush(QColor(colour))
        rect = item.boundingRect()
        if centre:
            x -= rect.width() / 2
        item.setPos(x, y)
        if halo:
            back = QGraphicsRectItem(rect.adjusted(-3, -1, 3, 1))
            back.setPos(x, y)
            back.setBrush(QColor(255, 255, 250, 200))
            back.setPen(Qt.PenStyle.NoPen)
            back.setZValue(2)
            self.addItem(back)
            item.setZValue(3)
        self.addItem(item)
        return item

    def panel(self, x: float, y: float, w: float, h: float, title: str, colour: str = "#fffdf7") -> None:
        rect = QGraphicsRectItem(QRectF(x, y, w, h))
        rect.setBrush(QColor(colour))
        rect.setPen(QPen(QColor("#b9aa8f"), 2))
        rect.setZValue(-5)
        self.addItem(rect)
        self.text(title, x + 14, y + 8, 26, bold=True)

    def add(self, piece: PieceItem, x: float, y: float, z: float = 0) -> PieceItem:
        piece.place(QPointF(x, y))
        piece.setZValue(z)
        self.addItem(piece)
        return piece

    # -- the map -------------------------------------------------------------------------
    def draw_map(self, state: ConcordiaState) -> None:
        the_map = rules.game_map(state)
        sea = QGraphicsRectItem(QRectF(0, 0, self.map_w, self.map_h))
        sea.setBrush(QColor("#dbe8f1"))
        sea.setPen(QPen(QColor("#9fb6c8"), 2))
        sea.setZValue(-10)
        self.addItem(sea)
        self.text(the_map.name, 24, 16, 40, bold=True, colour="#3c5a74")
        # provinces: a soft blob around their cities, the name and the bonus marker where they fit
        blobs = [province_blob([city_point(state, c.id) for c in the_map.cities if c.province == province.id])
                 for province in the_map.provinces]
        labels = [f"{p.numeral} {p.name}" if p.numeral else p.name for p in the_map.provinces]
        self.label_rects = self.province_label_boxes(state, blobs, labels)
        for index, (province, blob, label, box) in enumerate(zip(the_map.provinces, blobs, labels, self.label_rects)):
            item = QGraphicsPathItem(blob)
            item.setBrush(QColor(PROVINCE_COLOURS[index % len(PROVINCE_COLOURS)]))
            item.setPen(QPen(QColor("#a89a80"), 2))
            item.setZValue(-8)
            self.addItem(item)
            self.text(label, box.left() + 3, box.top() + 7, 20, bold=True, colour="#5a4a30", halo=True)
            if the_map.province_cities(province.id):
                self.draw_bonus_marker(state, province.id, box.right() - 38, box.top() + 2)
        # routes: land brown, sea dashed blue, each through its spot
        for route in the_map.routes:
            a, b = city_point(state, route.a), city_point(state, route.b)
            spot = route_point(state, route.id)
            control = spot * 2 - (a + b) / 2
            path = QPainterPath(a)
            path.quadTo(control, b)
            item = QGraphicsPathItem(path)
            if route.kind == "land":
                item.setPen(QPen(LAND_COLOUR, 5, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
            else:
                item.setPen(QPen(SEA_COLOUR, 4, Qt.PenStyle.DashLine, Qt.PenCapStyle.RoundCap))
            item.setZValue(-6)
            self.addItem(item)
            zone = DropZone(("route", route.id), QRectF(spot.x() - 18, spot.y() - 18, 36, 36),
                            route_label(state, route.id))
            zone.setPen(Qt.PenStyle.NoPen)
            self.addItem(zone)
        # cities
        for city in the_map.cities:
            self.draw_city(state, city)
        # colonists on routes, and in cities other than the capital (above the city)
        in_city: Counter[str] = Counter()
        for index, colonist in enumerate(state.player.colonists):
            if the_map.has_route(colonist.at):
                spot = colonist_rect(route_point(state, colonist.at))
                self.add(self.colonist_piece(state, index), spot.x(), spot.y(), 6)
            elif colonist.at != the_map.capital:
                centre = city_point(state, colonist.at)
                self.add(self.colonist_piece(state, index), centre.x() - 14 + 30 * in_city[colonist.at],
                         centre.y() - CITY_R - 36, 6)
                in_city[colonist.at] += 1

    def province_label_boxes(self, state: ConcordiaState, blobs: Sequence[QPainterPath], labels: Sequence[str]) -> list[QRectF]:
        """Where each province's label goes (place_label, one province after the other): it depends
        on the map alone, so it is searched once per map and label texts (the search takes most of a
        rebuild, and the board is rebuilt after every move)."""
        key = (state.variant.map, tuple(labels), self.map_w, self.map_h)
        found = _LABEL_BOXES.get(key)
        if found is None:
            taken = self.city_rects(state)
            # where a colonist stands on each route: a province's label never goes under one
            spots = [colonist_rect(route_point(state, r.id)).adjusted(-3, -3, 3, 3) for r in rules.game_map(state).routes]
            found = []
            the_map = rules.game_map(state)
            for province, blob, label in zip(the_map.provinces, blobs, labels):
                width = QFontMetricsF(font(20, True)).horizontalAdvance(label) + 50
                own = [city_point(state, c.id) for c in the_map.cities if c.province == province.id]
                others = [city_point(state, c.id) for c in the_map.cities if c.province != province.id]
                box = self.place_label(blob.boundingRect(), width, 38, taken, spots, (own, others))
                taken.append(box)
                found.append(box)
            _LABEL_BOXES[key] = found
        return [QRectF(box) for box in found]

    def city_rects(self, state: ConcordiaState) -> list[QRectF]:
        rects = []
        metrics = QFontMetricsF(font(19))
        for city in rules.game_map(state).cities:
            c = city_point(state, city.id)
            w = metrics.horizontalAdvance(city.name) + 8
            rects.append(QRectF(c.x() - CITY_R - 26, c.y() - CITY_R - 4, CITY_R * 2 + 52, CITY_R * 2 + 8))
            rects.append(QRectF(c.x() - w / 2, c.y() + CITY_R, w, 26))
        return rects

    def place_label(self, area: QRectF, w: float, h: float, taken: list[QRectF],
                    spots: Sequence[QRectF] = (), cities: tuple[Sequence[QPointF], Sequence[QPointF]] = ((), ())) -> QRectF:
        """Above, below, left or right of a province, where it covers the fewest names and cities,
        and never a route's colonist spot (``spots``) if any place avoids them all; nearer its own
        cities than another province's (``cities``: its own, the others') if any such place covers
        no more ("II Transpadana" sat by Liguria's cities)."""
        own, others = cities
        cx, cy = area.center().x(), area.center().y()
        candidates = [(cx - w / 2, area.top() - h + 16), (cx - w / 2, area.bottom() - 16), (area.left() - w + 30, cy - h / 2),
                 (area.right() - 30, cy - h / 2), (cx - w / 2, area.top() + 4), (cx - w / 2, area.bottom() - h - 4),
                 (area.left() - w / 2, area.top() - h / 2), (area.right() - w / 2, area.top() - h / 2),
                 (area.left() - w / 2, area.bottom() - h / 2), (area.right() - w / 2, area.bottom() - h / 2)]
        bounds = QRectF(6, 60, self.map_w - 12, self.map_h - 120)

        def cost(rect: QRectF) -> float:
            overlap = sum((rect & other).width() * (rect & other).height() for other in taken if rect.intersects(other))
            outside = rect.width() * rect.height() - (rect & bounds).width() * (rect & bounds).height()
            return overlap + 3 * outside

        def covered(rect: QRectF) -> tuple[int, int]:
            """Colonist spots first, then names, cities and other labels under the label: none if possible."""
            return sum(1 for spot in spots if rect.intersects(spot)), sum(1 for other in taken if rect.intersects(other))

        def strays(rect: QRectF) -> bool:
            """Its middle nearer another province's city than its own."""
            def nearest(points: Sequence[QPointF]) -> float:
                return min((QLineF(rect.center(), p).length() for p in points), default=math.inf)
            return bool(own) and nearest(others) < nearest(own)

        # the ten places first; then each shifted a little, for when all ten cover something
        shifts = [(0.0, 0.0)] + [(dx * w, dy * h) for dy in (0, -0.6, 0.6, -1.2, 1.2) for dx in (0, -0.3, 0.3, -0.6, 0.6)
                                 if (dx, dy) != (0, 0)]
        places = [QRectF(x + dx, y + dy, w, h) for dx, dy in shifts for x, y in candidates]
        inside = [rect for rect in places if bounds.contains(rect)] or places

        def rank(rect: QRectF) -> tuple:
            # names under the text itself (its box's top margin may touch one above), then nearer its own
            return covered(rect)[0], covered(rect.adjusted(0, 10, 0, 0))[1], strays(rect), covered(rect), cost(rect)

        return min(inside, key=rank)

    def draw_bonus_marker(self, state: ConcordiaState, province: str, x: float, y: float) -> None:
        good = rules.bonus_good(state, province)
        flipped = province in state.prefected
        coins = content().unverified.bonus_marker_coins
        if good is None:
            fill, text = "#dddddd", "?"
            details = tr("Bonus marker: not known until every city token of the province is")
        elif flipped:
            fill, text = "#d9b44a", str(coins[good])
            details = tr("Bonus marker of %s on its coin side: %s when you take the Prefect's money") % (
                good_name(good), price_text((), coins[good]))  # "1 sestertius"
        else:
            fill, text = GOOD_COLOURS[good], ""
            details = tr("Bonus marker: %s (goods side; a Prefect here gives it to you)") % good_name(good)
        details += "\n" + tr("Click to turn it over (a correction of the table)")
        self.add(Shape(("bonus", province), "disc" if flipped else "square", (34, 34), fill, text, details), x, y)

    def told(self, state: ConcordiaState) -> tuple[dict[str, str], dict[int, str]]:
        """Companion: the answers given in the Automa panel and not yet applied — the goods of
        untold city tokens (by city) and the cards of untold display slots (by slot, from 0) —
        drawn on the board as told, so the board shows what the player said before Apply."""
        inputs = getattr(self.controller, "inputs", None) or {}
        cities = {c: g for c, g in inputs.items()
                  if state.city_goods.get(c, "") is None and g in GOODS}
        slots: dict[int, str] = {}
        for name, card in inputs.items():
            if name.startswith("slot_") and name[5:].isdigit():
                slot = int(name[5:]) - 1
                if 0 <= slot < len(state.display) and state.display[slot] is None and content().card_type_of(card):
                    slots[slot] = card
        return cities, slots

    def draw_city(self, state: ConcordiaState, city) -> None:
        centre = city_point(state, city.id)
        the_map = rules.game_map(state)
        if city.id == the_map.capital:
            capital = Shape(("city", city.id), "square", (CITY_R * 2.6, CITY_R * 2.6), "#f5e6b8", "★",
                            tr("%s: the capital, where the colonists start") % city.name)
            self.add(capital, centre.x() - CITY_R * 1.3, centre.y() - CITY_R * 1.3)
            zone = DropZone(("city", city.id), QRectF(centre.x() - CITY_R * 1.3 - 6, centre.y() - CITY_R * 1.3 - 6,
                                                        CITY_R * 2.9 + 200, CITY_R * 2.6 + 48), city.name)
            zone.setPen(Qt.PenStyle.NoPen)
            zone.setZValue(-2)  # a route's spot near the capital wins
            self.addItem(zone)
            self.text(city.name, centre.x(), centre.y() + CITY_R * 1.4, 24, bold=True, centre=True, halo=True)
            self.draw_capital_colonists(state, centre)
            return
        good = state.city_goods[city.id]
        province = next(p.name for p in the_map.provinces if p.id == city.province)
        told = getattr(self, "_drawn_told", ({}, {}))[0].get(city.id) if good is None else None
        if told is not None:
            details = tr("%s (%s), letter %s: told %s in the Automa panel; Apply confirms it, "
                         "\"Answer again\" changes it") % (city.name, province, city.letter, good_name(told))
        elif good is None:
            details = tr("%s (%s), letter %s: token not yet told") % (city.name, province, city.letter)
        else:
            goods_cost, money = rules.house_price(state, city.id)
            details = tr("%s (%s), letter %s: produces %s; a house costs %s") % (
                city.name, province, city.letter, good_name(good), price_text(goods_cost, money))  # "1 sestertius"
            details += "\n" + tr("Right-click to correct its token")
        piece = CityPiece(("city", city.id), "disc", (CITY_R * 2, CITY_R * 2),
                      GOOD_COLOURS[good or told] if good or told else "#e0e0e0", city.letter or "", details)
        self.add(piece, centre.x() - CITY_R, centre.y() - CITY_R)
        zone = DropZone(("city", city.id), QRectF(centre.x() - CITY_R - 26, centre.y() - CITY_R - 6,
                                                    CITY_R * 2 + 52, CITY_R * 2 + 12), city.name)
        zone.setPen(Qt.PenStyle.NoPen)
        self.addItem(zone)
        self.text(city.name, centre.x(), centre.y() + CITY_R + 2, 19, bold=False, centre=True, halo=True)
        for side, dx in (("player", -CITY_R - 24), ("automa", CITY_R + 2)):
            if city.id in state.side(side).houses:
                who = tr("your house") if side == "player" else tr("the AI's house")
                house = Shape(("house", side, city.id), "house", (22, 24), self.colours[side], "",
                              tr("%s %s (drag to correct the table)") % (who, in_city(city.name)), movable=True)
                self.add(house, centre.x() + dx, centre.y() - 14, 5)

    def draw_capital_colonists(self, state: ConcordiaState, centre: QPointF) -> None:
        """Each side's colonists in the capital, right of it (yours above the AI's): up to three in
        a row; more (the AI never moves its own: six late in a game) in one pile per kind, each
        colonist a little right of the one below, so that they keep clear of a near city and its
        name (Dyrrhachium on Imperium)."""
        the_map = rules.game_map(state)
        y = centre.y() - CITY_R * 1.3
        mine = {kind: [i for i, c in enumerate(state.player.colonists) if c.at == the_map.capital and c.kind == kind]
                for kind in ("land", "sea")}
        step = 30.0 if sum(len(v) for v in mine.values()) <= 3 else PILE_STEP
        x = centre.x() + CITY_R * 1.5
        for kind in ("land", "sea"):
            for j, index in enumerate(mine[kind]):
                self.add(self.colonist_piece(state, index), x + j * step, y, 1 + j * 0.01)
            if mine[kind]:
                x += (len(mine[kind]) - 1) * step + (30 if step == 30 else 28 + 4)
        ai = {kind: sum(1 for c in state.automa.colonists if c.kind == kind) for kind in ("land", "sea")}
        step = 30.0 if sum(ai.values()) <= 3 else PILE_STEP  # the AI's never leave the capital
        x = centre.x() + CITY_R * 1.5
        for kind in ("land", "sea"):
            shape = "pawn" if kind == "land" else "boat"
            for j in range(ai[kind]):
                self.add(Shape(("ai-colonist", kind), shape, (26, 30), self.colours["automa"], "",
                               tr("AI %s (never moves; drag it to the AI's storehouse to correct the table)")
                               % kind_label(kind), movable=True), x + j * step, y + 34, 1 + j * 0.01)
            if ai[kind]:
                x += (ai[kind] - 1) * step + (30 if step == 30 else 26 + 6)

    def colonist_piece(self, state: ConcordiaState, index: int) -> Shape:
        colonist = state.player.colonists[index]
        shape = "pawn" if colonist.kind == "land" else "boat"
        where = at_place(state, kind_label(colonist.kind), colonist.at)
        if self.controller.game.result(state) is not None:  # no Architect any more: corrections only
            details = tr("Your %s: the game is over; drag it onto a city, a route or your storehouse "
                         "to correct the table") % where
        else:
            details = tr("Your %s: drag it onto a route to move it with an Architect; "
                         "onto a city, a route or your storehouse to correct the table") % where
        return Shape(("colonist", index), shape, (28, 32), self.colours["player"], "", details, movable=True)

    # -- status, display -----------------------------------------------------------------
    def draw_status(self, state: ConcordiaState) -> None:
        game = self.controller.game
        result = game.result(state)
        self._status_asks: bool | None = None  # the line names the AI's question: redrawn once answered
        if result is None and game.to_move(state) != "player" and not rules.table_untold(state):
            self._status_asks = self.asks_the_table()
        if result is not None:
            winner = {"player": tr("you win"), "automa": tr("the AI wins"), "draw": tr("a draw")}[result.winner]
            first, second = ("automa", "player") if result.winner == "automa" else ("player", "automa")  # the winner's first
            line = tr("Game over: %s (%d to %d)") % (winner, result.scores[first], result.scores[second])
            ended = self.end_reason(state, result.reason)
            if ended:  # why the game ended: who took the Concordia card, and how
                line += " · " + ended
        else:
            side = game.to_move(state)
            if rules.pending_city_reveals(state):
                line = tr("Tell the city tokens: click each grey city")
            elif state.display.count(None) > 1:
                line = tr("Tell the new cards: click each grey slot of the display")
            elif rules.pending_card_reveal(state) is not None:
                line = tr("Tell the new card: click the grey slot of the display")
            elif side == "player":
                line = tr("Turn %d · your turn: click a card in your hand") % state.turn_number
            elif self._status_asks:
                line = tr("Turn %d · the AI's turn: answer its question in the Automa panel") % state.turn_number
            else:
                line = tr("Turn %d · the AI's turn: press Apply in the Automa panel") % state.turn_number
        if state.concordia is not None and result is None:  # one sentence each: "da te" / "dall'IA"
            line += " · " + (tr("you took the Concordia card: the AI's last turn") if state.concordia == "player"
                             else tr("the AI took the Concordia card: your last turn"))
        self.text(line, 24, self.map_h - 50, 26, bold=True, colour="#3c2a10", halo=True, width=self.map_w - 48)

    @staticmethod
    def end_reason(state: ConcordiaState, reason: str) -> str:
        """CONC-END-SCORE: what ended the game, for the last status line ("" if untold)."""
        return {
            ("cards", "player"): tr("you bought the last card and took the Concordia card"),
            ("cards", "automa"): tr("the AI bought the last card and took the Concordia card"),
            ("houses", "player"): tr("you built your 15th house and took the Concordia card"),
            ("houses", "automa"): tr("the AI built its 15th house and took the Concordia card"),
        }.get((reason, state.concordia or ""), "")

    def asks_the_table(self) -> bool:
        """The AI's turn waits for a die or a card only the table knows (companion)."""
        try:
            proposal = self.controller.proposal
        except SoloDeskError:
            return False
        return any(r.name not in self.controller.inputs for r in proposal.inputs)

    def draw_display(self, state: ConcordiaState) -> None:
        y = self.below_y
        self.panel(0, y, self.map_w, CARD_H + 126, tr("Personality cards for sale (cost + the slot's surcharge)"))
        surcharges = content().cards.display_surcharge
        for slot in range(rules.DISPLAY_SLOTS):
            x = 16 + slot * (self.card_w + 22)
            extra = surcharges[slot]
            surcharge = "+ " + " + ".join(tr("any good") if g == "any" else good_name(g) for g in extra) \
                if extra else tr("no surcharge")
            self.text(tr("slot %d") % (slot + 1), x + self.card_w / 2, y + 40, 17, bold=True, centre=True, colour="#5a4a30")
            self.text(surcharge, x + self.card_w / 2, y + 58, 16, centre=True, colour="#5a4a30")
            told = getattr(self, "_drawn_told", ({}, {}))[1].get(slot)
            if slot < len(state.display) and state.display[slot] is None and told is not None:
                details = self.card_details(told, extra) + "\n" + tr(
                    "Told in the Automa panel: Apply confirms it, \"Answer again\" changes it")
                self.add(CardPiece(("display", slot), told, (self.card_w, CARD_H), details, extra=tuple(extra), dim=True),
                         x, y + 80)
            elif slot < len(state.display):
                card = state.display[slot]
                details = self.card_details(card, extra) + "\n" + tr("Click to buy it, or to correct the table") \
                    if card else tr("Not yet told: click to say which card it is")
                self.add(CardPiece(("display", slot), card, (self.card_w, CARD_H), details, extra=tuple(extra)), x, y + 80)
            else:
                empty = QGraphicsRectItem(QRectF(x, y + 80, self.card_w, CARD_H))
                empty.setPen(QPen(QColor("#bbb"), 2, Qt.PenStyle.DashLine))
                self.addItem(empty)
        decks = content().market_card_deck
        left = Counter(decks[c] for c in state.stack)
        untold = state.display.count(None)  # companion: those lie in the display already, top deck first
        for deck in content().cards.decks_by_player_count["2"]:
            taken = min(untold, left[deck])
            left[deck] -= taken
            untold -= taken
        left = +left
        line = tr("Cards still to come: %d") % sum(left.values())
        if left:
            line += " (" + ", ".join(tr("deck %s: %d") % (d, n) for d, n in sorted(left.items())) + ")"
        self.text(line, 16, y + CARD_H + 90, 20, colour="#5a4a30")

    def card_details(self, card: str, extra: Sequence[str] = ()) -> str:
        kind = content().card_type_of(card)
        cost = [good_name(g) for g in kind.cost] + [tr("any good") if g == "any" else good_name(g) for g in extra]
        lines = [card_name(card), tr("God: %s") % god_name(kind.god),
                 tr("Cost: %s") % (" + ".join(cost) if cost else tr("free"))]
        return "\n".join(lines)

    # -- the player's side ----------------------------------------------------------------
    def draw_player(self, state: ConcordiaState) -> None:
        player = state.player
        y = self.below_y + CARD_H + 150
        self.panel(0, y, self.map_w, PLAYER_PANEL_H, tr("You"), "#f3f7fd")
        chip = Shape(("money", "player"), "disc", (54, 54), "#d9b44a", "",
                     tr("Your sestertii: click to correct the count"))
        self.add(chip, 120, y + 4)
        self.text(tr("1 sestertius") if player.money == 1 else tr("%d sestertii") % player.money, 184, y + 16, 26, bold=True)
        houses = content().rules.houses_per_side - len(player.houses)
        supply = Shape(("supply-house", "player"), "house", (30, 32), self.colours["player"], "",
                       tr("Your houses not yet built: drag one onto a city to correct the table"), movable=True)
        self.add(supply, 420, y + 14)
        # inside its frame (the supply's drop zone), before the goods squares at x 800: room for
        # the Italian at full size ("15 abitazioni rimaste")
        self.text((tr("1 house left") if houses == 1 else tr("%d houses left") % houses), 460, y + 16, 24, width=410 + 320 - 8 - 460)
        zone = DropZone(("supply", "player"), QRectF(410, y + 4, 320, 56), tr("your supply of houses"))
        self.addItem(zone)
        self.draw_goods_supply(800, y + 8)
        self.draw_storehouse(state, "player", 16, y + 70)
        hy = y + 190
        over = self.controller.game.result(state) is not None  # no card to play: they score
        self.text(tr("Hand (the game is over: these cards score too)") if over else tr("Hand (click a card to play it)"),
                  16, hy - 6, 20, bold=True)
        width, step = row_fit(len(player.hand), self.map_w - 32, HAND_W, HAND_GAP)
        for i, card in enumerate(player.hand):
            details = self.hand_details(state, card) + "\n" + tr("Right-click to move it (a correction of the table)")
            self.add(CardPiece(("hand", card), card, (width, HAND_H), details), 16 + i * step, hy + 22)
        self.draw_played(state)

    def draw_played(self, state: ConcordiaState) -> None:
        played = state.player.discard
        x, y = self.panel_x, PLAYED_Y
        height = self.table_bottom() - y
        self.panel(x, y, PANEL_W, height, tr("Your played cards"), "#f3f7fd")
        rows = max(1, int((height - 80 - 28 + 36) // (HAND_H + 36)))  # each row with its "last played" line below
        cols = max(5, math.ceil(len(played) / rows))
        width, step = row_fit(cols, PANEL_W - 20, HAND_W, 12)
        self.text(tr("the last played is marked; the Diplomat copies it, the Tribune takes all back"),
                  x + 16, y + 44, 19, colour="#5a4a30")
        for i, card in enumerate(played):
            last = i == len(played) - 1
            details = card_name(card) + ("\n" + tr("Last played: a Diplomat now copies it") if last else "")
            details += "\n" + tr("Click to move it (a correction of the table)")
            px, py = x + 16 + (i % cols) * step, y + 80 + (i // cols) * (HAND_H + 36)
            self.add(CardPiece(("played", card), card, (width, HAND_H), details, dim=not last), px, py)
            if last:
                mark = self.text("▲ " + tr("last played"), px + width / 2, py + HAND_H + 4, 18, bold=True, centre=True,
                                 colour="#1e5fb4")
                right = x + PANEL_W - 8  # a narrow last card near the edge: its mark stays inside the panel
                if mark.sceneBoundingRect().right() > right:
                    mark.setX(mark.x() - (mark.sceneBoundingRect().right() - right))

    def hand_details(self, state: ConcordiaState, card: str) -> str:
        kind = content().card_type_of(card)
        text = self.card_details(card)
        if kind.action == "diplomat":
            top = state.player.discard[-1] if state.player.discard else None
            if top and content().card_type_of(top).action != "diplomat":
                text += "\n" + tr("Now copies: %s") % card_name(top)
            else:
                text += "\n" + tr("Nothing to copy now")
        return text

    def draw_goods_supply(self, x: float, y: float) -> None:
        """The general supply of goods: drag a good from it into a storehouse, or back."""
        for i, good in enumerate(GOODS):
            self.add(Shape(("supply-good", good), "square", (40, 40), GOOD_COLOURS[good], "",
                           tr("%s from the general supply: drag it into a storehouse to correct its count") % good_name(good),
                           movable=True), x + i * 50, y)
        self.addItem(DropZone(("goods-supply",), QRectF(x - 8, y - 6, 5 * 50 + 6, 54), tr("the general supply of goods")))
        self.text(tr("general supply of goods"), x + 5 * 50 + 10, y + 10, 18, colour="#5a4a30")

    def draw_storehouse(self, state: ConcordiaState, side: str, x: float, y: float) -> None:
        who = state.side(side)  # type: ignore[arg-type]
        capacity = content().rules.storehouse_capacity
        self.text(tr("Storehouse %d/%d") % (who.store_used(), capacity), x, y, 20, bold=True)
        for i, good in enumerate(GOODS):
            count = who.goods[good]
            tip = tr("%s: %d (worth %d sestertii each)") % (good_name(good), count, rules.value(good))
            tip += "\n" + tr("Correct the count: click, or drag one to the general supply or the other storehouse")
            key = ("good", side, good) if side == "player" else ("ai-good", good)
            self.add(Shape(key, "square", (60, 60), GOOD_COLOURS[good], str(count), tip, movable=count > 0),
                     x + i * 112, y + 30)
            self.text(good_name(good), x + i * 112 + 30, y + 92, 16, centre=True)
        label = tr("your storehouse") if side == "player" else tr("the AI's storehouse")
        self.addItem(DropZone(("storehouse", side), QRectF(x - 8, y + 24, 5 * 112, 96), label))
        self.addItem(DropZone(("storehouse", side), QRectF(x + 5 * 112, y + 24, 200, 96), label))
        cx = x + 5 * 112 + 10
        for kind in ("land", "sea"):
            n = who.store_colonists[kind]  # type: ignore[index]
            shape = "pawn" if kind == "land" else "boat"
            tip = tr("%s in the storehouse: %d") % (kind_label(kind), n)
            if n:
                tip += "\n" + tr("Drag one onto the board to correct the table")
            self.add(Shape(("store-colonists", side, kind), shape, (34, 40), self.colours[side], "",
                           tip, movable=n > 0), cx, y + 38)
            self.text(f"×{n}", cx + 38, y + 46, 22, bold=True)
            cx += 96

    # -- the AI's side -----------------------------------------------------------------
    def draw_ai(self, state: ConcordiaState) -> None:
        ai = state.automa
        x, y = self.panel_x, 0.0
        self.panel(x, y, PANEL_W, 600, tr("AI (dice)"), "#f7f3f0")
        houses = content().rules.houses_per_side - len(ai.houses)
        self.add(Shape(("supply-house", "automa"), "house", (30, 32), self.colours["automa"], "",
                       tr("The AI's houses not yet built: drag one onto a city to correct the table"),
                       movable=True), x + 260, y + 10)
        self.text((tr("1 house left · no money") if houses == 1 else tr("%d houses left · no money") % houses), x + 300, y + 12, 24, width=250 + 550 - 8 - 300)
        self.addItem(DropZone(("supply", "automa"), QRectF(x + 250, y + 2, 550, 50), tr("the AI's supply of houses")))
        self.draw_storehouse(state, "automa", x + 16, y + 62)
        self.text(tr("Cards (never played; they score)"), x + 16, y + 190, 20, bold=True)
        counts = Counter(ai.cards())
        names = sorted(counts, key=lambda c: (content().card_type_of(c).god, card_name(c)))
        by_name: Counter[str] = Counter()
        for card in names:
            by_name[card_name(card)] += counts[card]
        first = {}
        for card in names:
            first.setdefault(card_name(card), card)
        for i, (name, n) in enumerate(by_name.items()):
            col, row = i % 3, i // 3
            card = first[name]
            chip = ChipPiece(("ai-card", card), (254, 34), GOD_COLOURS[content().card_type_of(card).god], f"{n}× {name}",
                             self.card_details(card) + "\n" + tr("Click to move one (a correction of the table)"),
                             movable=False)
            self.add(chip, x + 16 + col * 266, y + 222 + row * 40)
        self.draw_dice(state, x + 16, y + 430)

    def draw_dice(self, state: ConcordiaState, x: float, y: float) -> None:
        # one d12 or two d6 (CONC-ROLL-DIE): "die" / "dice" by count
        self.text(tr("AI dice: %s") % "2d6" if state.variant.dice == "2d6" else tr("AI die: %s") % "d12", x, y, 22, bold=True)
        self.dice_piece = TextPiece(("dice",), (PANEL_W - 32, 110), "#fffaf0",
                                    self.dice_text(), tr("The AI's last roll and what it did"))
        self.add(self.dice_piece, x, y + 34)

    def dice_text(self) -> str:
        """The AI's dice box: the proposed turn's roll, else the dice the table has told in the
        Automa panel and not applied yet (read from the controller's answers, as the Dice panel
        shows them), else the last roll."""
        proposal = self.controller.proposal
        turns = [a for a in proposal.actions if isinstance(a, AutomaTurn)]
        if turns and proposal.status == "automa_turn":
            return self.roll_text(turns[0], tr("Proposed"))
        told = self.told_roll_text()
        if told is not None:
            return told
        return self.roll_text(self.last_ai_turn(), tr("Last roll"))

    def told_roll_text(self) -> str | None:
        from solo_desk.ui.panels import numbers, told_rolls

        told = told_rolls(self.controller)
        if not told:
            return None
        names = {"action_roll": tr("action %s"), "goods_roll": tr("good %s")}
        parts = [names[name] % value if name in names else ", ".join(str(v) for v in numbers(value))
                 for name, value in told]
        return tr("Told, to apply") + ": " + ", ".join(parts) + "\n" + tr("Apply puts it on the table")

    def last_ai_turn(self) -> AutomaTurn | None:
        session = self.controller.session
        for step in reversed(session.steps[: session.cursor]):
            for action in reversed(step.actions):
                if isinstance(action, AutomaTurn):
                    return action
        return None

    def roll_text(self, turn: AutomaTurn | None, title: str) -> str:
        if turn is None:
            return title + ": " + tr("none yet")
        rolls = turn.outcomes
        parts = []
        if "action_roll" in rolls:
            parts.append(tr("action %s") % rolls["action_roll"])
        if "goods_roll" in rolls:
            parts.append(tr("good %s") % rolls["goods_roll"])
        head = title + ": " + (", ".join(parts) if parts else tr("no roll"))
        if turn.deed is None:
            return head
        from solo_desk.games.concordia.bot import Deed, summary

        told = summary(Deed(turn.deed, turn.city, turn.pay, turn.gain, turn.cards))  # with its subject: "AI takes wine"
        return head + "\n" + message(told.key, told.params)

    def show_proposal(self) -> None:
        proposal = self.controller.proposal
        if getattr(self, "_status_asks", None) is not None and self.asks_the_table() != self._status_asks:
            self.schedule_refresh()  # the status line still asks a question now answered (or the reverse)
        state = getattr(self, "state", None)
        if state is not None and getattr(self, "_drawn_told", None) is not None and self.told(state) != self._drawn_told:
            self.schedule_refresh()  # an answer given (or forgotten) in the panel: drawn as told
        lit = self.proposal_keys(proposal) if proposal.actions else set()
        lit |= self.question_keys(proposal)
        for item in self.pieces():
            item.set_highlighted(item.key in lit)
        piece = getattr(self, "dice_piece", None)
        if piece is None:
            return
        try:
            piece.text = self.dice_text()
            piece.update()
        except RuntimeError:  # the item went with a rebuild
            self.dice_piece = None

    # -- scores --------------------------------------------------------------------------
    def draw_scores(self, state: ConcordiaState) -> None:
        x, y = self.panel_x, 630.0
        rows = list(GODS) + ["concordia", "total"]
        over = self.controller.game.result(state) is not None
        title = tr("Final score by god") if over else tr("Score by god (if the game ended now)")
        self.panel(x, y, PANEL_W, 90 + 40 * len(rows), title, "#fbfaf4")
        scores = {side: rules.score(state, side) for side in ("player", "automa")}
        counts = {side: Counter(content().card_type_of(c).god for c in state.side(side).cards())
                  for side in ("player", "automa")}
        cols = (x + 16, x + 300, x + 560)
        self.text(tr("You"), cols[1], y + 50, 22, bold=True, colour=self.colours["player"])
        self.text(tr("AI"), cols[2], y + 50, 22, bold=True, colour=self.colours["automa"] if state.variant.ai_colour != "yellow" else "#7a5d00")
        for i, row in enumerate(rows):
            ry = y + 88 + i * 40
            if row == "total":
                line = QGraphicsRectItem(QRectF(x + 16, ry - 4, PANEL_W - 32, 2))
                line.setBrush(QColor("#777"))
                self.addItem(line)
            label = god_name(row) if row != "total" else tr("Total")
            self.text(label, cols[0], ry, 22, bold=row == "total")
            for side, cx in (("player", cols[1]), ("automa", cols[2])):
                points = scores[side][row]
                n = counts[side][row] if row in GODS else 0
                if row == "minerva" or (row in GODS and not n):
                    value = tr("1 card: %d") % points if n == 1 else tr("%d cards: %d") % (n, points)
                elif row in GODS:
                    value = f"{n} × {points // n} = {points}"
                else:
                    value = str(points)
                self.text(value, cx, ry, 22, bold=row == "total")

    # -- the player's turn -------------------------------------------------------------------
    def click_actions(self, piece: PieceItem) -> list[Action] | None:
        state: ConcordiaState = self.controller.state
        key = piece.key
        kind = key[0] if isinstance(key, tuple) else None
        if kind == "hand":
            action = self.play_card(state, key[1])
            return [action] if action is not None else None
        if kind == "city":
            return self.city_click(state, key[1])
        if kind == "display":
            return self.display_click(state, key[1])
        if kind == "good":
            return self.edit_count(tr("Your %s") % good_name(key[2]), state.player.goods[key[2]],
                                   lambda n: EditGoods(side="player", good=key[2], count=n))
        if kind == "ai-good":
            return self.edit_count(tr("The AI's %s") % good_name(key[1]), state.automa.goods[key[1]],
                                   lambda n: EditGoods(side="automa", good=key[1], count=n))
        if kind == "money":
            return self.edit_count(tr("Your sestertii"), state.player.money, lambda n: EditMoney(count=n))
        if kind in ("played", "ai-card"):
            return self.move_card(state, key[1])
        if kind == "bonus":
            return self.bonus_click(state, key[1])
        if kind == "dice":  # nothing to roll by hand: the box only tells the AI's roll
            roll = " · ".join(line for line in self.dice_text().split("\n") if line)
            over = self.controller.game.result(state) is not None
            self.controller.error.emit((tr("The game is over: the AI rolls no more. %s") if over
                                        else tr("The AI's dice: %s")) % roll)
            return None
        if kind in self.DRAGGED and piece.toolTip():  # a click moves nothing: the status bar says what does
            tip = ". ".join(piece.toolTip().split("\n"))
            self.controller.error.emit(tip[:1].upper() + tip[1:])
        return None

    # pieces that only a drag moves (or a right-click takes off the map)
    DRAGGED = ("house", "colonist", "ai-colonist", "supply-house", "store-colonists", "supply-good")

    # -- corrections by click ----------------------------------------------------------------
    def context_actions(self, piece: PieceItem) -> list[Action] | None:
        """A right-click corrects: a card (where it lies), a city (its token), a count of goods or
        sestertii (asked as a click asks it), a bonus marker (turned), one of the AI's cards (moved),
        a house or a colonist on the map (taken off it); on a supply a drag corrects: the status
        bar says so."""
        if isinstance(piece, CardPiece):
            return self.card_corrections(piece)
        if isinstance(piece, CityPiece):
            return self.city_corrections(piece)
        key = piece.key
        kind = key[0] if isinstance(key, tuple) and key else None
        if kind in self.COUNTED:
            return self.click_actions(piece)
        if kind in ("house", "colonist", "ai-colonist"):
            return self.off_the_map(self.controller.state, key)
        hint = {
            "supply-house": tr("Drag a house from here onto a city to add it there (a correction of the table); "
                               "from the keyboard, Shift+Enter"),
            "store-colonists": tr("Drag a colonist from the storehouse onto the map to add it there (a correction "
                                  "of the table); from the keyboard, Shift+Enter"),
            "supply-good": tr("Drag a good from the general supply into a storehouse to add it there (a correction "
                              "of the table); from the keyboard, Shift+Enter"),
        }.get(kind or "")
        if kind == "city":  # the capital: no token
            hint = tr("%s is the capital: it has no token to correct") % rules.game_map(self.controller.state).city(key[1]).name
        if hint:
            self.controller.error.emit(hint)
        return None

    # corrected by a right-click as by a click: a count asked, a marker turned, an AI card moved
    COUNTED = ("good", "ai-good", "money", "bonus", "ai-card")

    def off_the_map(self, state: ConcordiaState, key: Any) -> list[Action] | None:
        """A house back to its side's supply, a colonist back to its side's storehouse: a correction
        (a drag moves either elsewhere)."""
        the_map = rules.game_map(state)
        if key[0] == "house":
            side, city = key[1], key[2]
            title = tr("Correction: %s %s (drag it to move it to another city)") % (
                tr("your house") if side == "player" else tr("the AI's house"), in_city(the_map.city(city).name))
            label = tr("Take it off the map, back to your supply") if side == "player" \
                else tr("Take it off the map, back to the AI's supply")
            picked = self.choose(title, [(label, EditHouse(side=side, city=city, present=False))])
            return [picked] if picked else None
        side = "player" if key[0] == "colonist" else "automa"
        fix = self.colonist_fix(state, key, ("storehouse", side))
        if fix is None:
            return None
        if side == "player":
            title = tr("Correction: your %s (drag it to move it elsewhere)") % at_place(
                state, kind_label(fix.colonist), fix.at or the_map.capital)
        else:
            title = tr("Correction: the AI's %s %s (drag it to move it elsewhere)") % (
                kind_label(fix.colonist), in_city(the_map.city(the_map.capital).name))
        label = tr("Put it back in your storehouse") if side == "player" else tr("Put it back in the AI's storehouse")
        picked = self.choose(title, [(label, fix)])
        return [picked] if picked else None

    CLICKED = ("hand", "city", "display", "good", "ai-good", "money", "played", "ai-card", "bonus")

    def can_click(self, piece: PieceItem) -> bool:
        """Enter does something on the pieces :meth:`click_actions` knows (a move, a menu, a count);
        after the end, no card in hand is played."""
        key = piece.key
        if isinstance(key, tuple) and key[:1] == ("hand",) and self.controller.game.result(self.controller.state):
            return False
        return isinstance(key, tuple) and bool(key) and key[0] in self.CLICKED

    def click_corrects(self, piece: PieceItem) -> bool:
        key = piece.key  # a count asked, a card moved, a bonus marker turned: corrections (after the end, all are)
        if isinstance(key, tuple) and key[:1] in (("city",), ("display",)) and self.controller.game.result(self.controller.state):
            return True
        return isinstance(key, tuple) and bool(key) and key[0] in ("good", "ai-good", "money", "played", "ai-card",
                                                                     "bonus")

    def can_correct(self, piece: PieceItem) -> bool:
        """The Menu key corrects a card (where it lies), a city's token when there is another, a
        count, a bonus marker, an AI card, a house or a colonist on the map."""
        state: ConcordiaState = self.controller.state
        if isinstance(piece.key, tuple) and piece.key and piece.key[0] in self.COUNTED + ("house", "colonist", "ai-colonist"):
            return True
        if isinstance(piece, CardPiece):
            key = piece.key
            return key[0] != "display" or key[1] < len(state.display)  # a grey slot: which card it is
        if isinstance(piece, CityPiece):
            city = piece.key[1]
            return state.city_goods.get(city, "") is None or bool(self.token_entries(state, city))
        return False

    def card_corrections(self, piece: PieceItem) -> list[Action] | None:
        """A right-click on a card: where it can be moved (a correction), as one step."""
        state: ConcordiaState = self.controller.state
        key = piece.key
        if key[0] == "display":
            if key[1] < len(state.display) and state.display[key[1]] is None:
                return self.display_click(state, key[1])  # a grey slot: which card it is, as a click asks
            card = state.display[key[1]] if key[1] < len(state.display) else None
            if card is None:
                return None
            picked = self.choose(tr("Correction: %s") % card_name(card),
                                 self.card_move_entries(state, card) + self.slot_entries(state, key[1]))
            return [picked] if picked else None
        return self.move_card(state, key[1])

    def move_card(self, state: ConcordiaState, card: str) -> list[Action] | None:
        picked = self.choose(tr("Correction: %s") % card_name(card), self.card_move_entries(state, card))
        return [picked] if picked else None

    def card_move_entries(self, state: ConcordiaState, card: str) -> list[tuple[str, Action]]:
        """"Move to …" every other place a card can lie: your hand, your played cards, the display, the AI's cards."""
        if card in state.player.hand:
            here = ("hand", "player")
        elif card in state.player.discard:
            here = ("discard", "player")
        elif card in state.automa.cards():
            here = ("hand", "automa")
        else:
            here = ("display", "player")
        places = [
            (("hand", "player"), tr("Move to your hand")),
            (("discard", "player"), tr("Move to your played cards (as the last played)")),
            (("display", "player"), tr("Move to the display (its rightmost slot)")),
            (("hand", "automa"), tr("Move to the AI's cards")),
        ]
        for_sale = card in content().market_card_deck  # a starting card never lies in the display
        return [(label, EditCard(card=card, to=to, side=side)) for (to, side), label in places  # type: ignore[arg-type]
                if (to, side) != here and (to != "display" or for_sale)]

    def slot_entries(self, state: ConcordiaState, slot: int) -> list[tuple[str, Action]]:
        """Another card really lies in the slot: one entry per card type of the display or still to come."""
        shown = state.display[slot]
        entries: dict[str, Action] = {}
        for card in [c for c in state.display if c is not None] + list(state.stack):
            name = card_name(card)
            if card != shown and name != card_name(shown) and name not in entries:
                entries[name] = EditDisplay(slot=slot + 1, card=card)
        return [(tr("Correction: slot %d really shows %s") % (slot + 1, name), action)
                for name, action in sorted(entries.items())]

    def bonus_click(self, state: ConcordiaState, province: str) -> list[Action] | None:
        flipped = province in state.prefected
        name = place_label_province(state, province)
        label = tr("Turn it to its goods side (a correction)") if flipped else tr("Turn it to its coin side (a correction)")
        picked = self.choose(tr("Bonus marker of %s") % name, [(label, EditBonus(province=province, flipped=not flipped))])
        return [picked] if picked else None

    def choose(self, title: str, entries: list[tuple[str, Action]]) -> Action | None:
        """A small menu of legal choices; tests replace it."""
        if not entries:
            self.controller.error.emit(tr("Nothing is possible there now"))
            return None
        long = len(entries) > MENU_ROWS and all(isinstance(a, Senator) for _, a in entries)
        menu, chosen = self.build_menu(title, entries, self.purchase_group if long else None)
        picked = menu.exec(self.menu_position(menu))
        return chosen.get(picked)

    def purchase_group(self, action: Any) -> str | None:
        """A long Senator menu's submenu: the purchases that start with the same card."""
        if isinstance(action, Senator) and action.buy:
            return tr("Buy %s (and maybe a second card)") % display_card_name(self.controller.state, action.buy[0])
        return None

    @staticmethod
    def build_menu(title: str, entries: list[tuple[str, Action]],
                   group_of: Any = None) -> tuple[QMenu, dict[Any, Action]]:
        """The menu of ``entries`` under a greyed ``title``. An entry that only differs from the
        entry before it by the goods thrown away or paid for an "any good" space (``drop``,
        ``pay``) goes to a submenu after it: the cheapest way stays one click away. ``group_of``
        (an action -> a submenu's label, or None): the entries in a row with the same label, when
        some buy two cards, go to that submenu (a long Senator menu: one entry per first card)."""
        menu = QMenu()
        menu.setToolTipsVisible(True)
        head = menu.addAction(title)
        head.setEnabled(False)
        menu.addSeparator()
        chosen: dict[Any, Action] = {}

        def fill(target: QMenu, items: list[tuple[str, Action]]) -> None:
            base: Action | None = None
            base_label = ""
            sub: QMenu | None = None
            for label, action in items:
                if base is not None and action != base and cheapest_way(action) == base:
                    if sub is None:
                        sub = target.addMenu("    " + (tr("… or throw away other goods") if hasattr(action, "drop")
                                                       else tr("… or pay the “any good” with other goods")))
                        sub.setToolTipsVisible(True)
                    same = len(os.path.commonprefix([label, base_label]))
                    cut = label.rfind(", ", 0, same)  # what differs, from its clause on
                    chosen[sub.addAction(label[cut + 2:] if cut >= 0 else label)] = action
                    continue
                base, base_label, sub = action, label, None
                chosen[target.addAction(label)] = action

        runs: list[tuple[str | None, list[tuple[str, Action]]]] = []
        for label, action in entries:
            group = group_of(action) if group_of is not None else None
            if runs and runs[-1][0] == group:  # the ungrouped entries in a row: one run too
                runs[-1][1].append((label, action))
            else:
                runs.append((group, [(label, action)]))
        for group, items in runs:
            if group is not None and any(len(getattr(a, "buy", ())) > 1 for _, a in items):
                submenu = menu.addMenu(group)
                submenu.setToolTipsVisible(True)
                fill(submenu, items)
            else:
                fill(menu, items)
        return menu, chosen

    def ask_architect(self, state: ConcordiaState, card: str) -> Action | None:
        dialog = ArchitectDialog(state, card)
        return dialog.action() if dialog.exec() else None

    def ask_mercator(self, state: ConcordiaState, card: str, money: int) -> Action | None:
        dialog = MercatorDialog(state, card, money)
        return dialog.action() if dialog.exec() else None

    def ask_colonist(self, state: ConcordiaState, card: str) -> Action | None:
        dialog = ColonistDialog(state, card)
        return dialog.action() if dialog.exec() else None

    def play_card(self, state: ConcordiaState, card: str) -> Action | None:
        if not state.finished and rules.table_untold(state):  # companion: the table's answers first
            self.controller.error.emit(rules.untold_refusal(state).message(language()))
            return None
        refusal = self.no_card_now(state)
        if refusal:
            self.controller.error.emit(refusal)
            return None
        executed = executes(state, card)
        if executed.action == "architect":
            return self.ask_architect(state, card)
        if executed.action == "mercator":
            return self.ask_mercator(state, card, executed.money or 0)
        if executed.action == "colonist":  # several new colonists at once: a dialog, not a menu
            return self.ask_colonist(state, card)
        title = card_name(card)
        if executed is not content().card_type_of(card):
            title = tr("%s copying %s") % (card_name(card), card_name(state.player.discard[-1]))
        return self.choose(title, self.card_choices(state, card))

    def no_card_now(self, state: ConcordiaState) -> str | None:
        """Why no card can be played now (the game over, the AI's turn), for the status bar; None: it can."""
        if state.finished:  # no card is played any more
            return tr("The game is over: no card can be played")
        if not rules.may_play(state):  # the AI's turn: what to do for it, as the map's status line says
            return (tr("It is the AI's turn: answer its question in the Automa panel, then play your card")
                    if self.asks_the_table() else tr("It is the AI's turn: press Apply in the Automa panel, then play your card"))
        return None

    def card_choices(self, state: ConcordiaState, card: str) -> list[tuple[str, Action]]:
        """Every listed legal use of the card, with what it gains and costs."""
        entries = []
        for action in moves.player_moves(state, (card,)):
            try:
                after = rules.apply_player_move(state, action)  # type: ignore[arg-type]
            except SoloDeskError:
                continue
            # a purchase names the cards it adds to the hand: the label stays short (QA: cut at 800 px)
            bought = isinstance(action, (Consul, Senator))
            entries.append((self.describe_move(state, action) + " → " + delta_text(state, after, hand=not bought), action))
        return entries

    def describe_move(self, state: ConcordiaState, action: Action) -> str:
        the_map = rules.game_map(state)
        if isinstance(action, Prefect):
            if action.province is None:  # CONC-PREFECT: with none left in its storehouse, the AI gets nothing
                if not any(state.automa.store_colonists.values()):
                    return tr("Take the money of the flipped bonus markers (the AI has no colonist left to place)")
                return tr("Take the money of the flipped bonus markers (an AI colonist joins the board)")
            province = next(p.name for p in the_map.provinces if p.id == action.province)
            return tr("Produce in %s (bonus marker: %s)") % (
                province, good_name(rules.bonus_good(state, action.province) or "")) + loss_text(state, action)
        if isinstance(action, ColonistCard):
            if action.take_money:
                return tr("Take 5 sestertii + 1 per colonist on the board")
            return "; ".join(tr("new %s") % at_place(state, kind_label(p.kind), p.city) for p in action.place)
        if isinstance(action, Tribune):
            back = len(state.player.discard) + 1
            text = tr("Take back 1 card") if back == 1 else tr("Take back %d cards") % back
            if action.new_colonist:
                capital = at_place(state, kind_label(action.new_colonist), the_map.capital)  # "… in Roma"
                text += ", " + tr("and a new %s, the capital") % capital
            return text
        if isinstance(action, (Consul, Senator)):
            bought = (action.buy,) if isinstance(action, Consul) else action.buy
            bought = tuple(b for b in bought if b)
            if not bought:
                return tr("Buy nothing")
            text = tr("Buy %s") % " + ".join(display_card_name(state, c) for c in bought)
            paid = any_payment(state, action)
            return text + (", " + tr("any good: %s") % goods_text(paid) if paid else "")
        if isinstance(action, Specialist):
            return tr("Production of your cities") + loss_text(state, action)
        if isinstance(action, Diplomat):
            return tr("Nothing to copy: no effect")
        if isinstance(action, Architect):
            parts = [tr("%s to %s") % (kind_label(state.player.colonists[m.colonist].kind), route_label(state, m.path[-1]))
                     for m in action.moves]
            parts += [tr("build %s") % in_city(the_map.city(c).name) for c in action.build]
            return "; ".join(parts) or tr("no move, no house")
        if isinstance(action, Mercator):
            return trade_text(action.trade) or tr("no trade")
        return action.kind

    def city_click(self, state: ConcordiaState, city: str) -> list[Action] | None:
        the_map = rules.game_map(state)
        if city in state.city_goods and state.city_goods[city] is None:
            return self.ask_city_token(state, city)
        entries = []
        corrections = self.token_entries(state, city)
        if rules.may_play(state):
            for card in state.player.hand:
                for label, action in self.card_choices(state, card):
                    if concerns_city(state, action, city):
                        entries.append((f"{card_name(card)}: {label}", action))
        elif not corrections:  # the capital outside your turn: no move, no token; the status bar says why
            self.controller.error.emit(self.no_card_now(state) or "")
            return None
        seen: set[str] = set()
        unique = [(lbl, a) for lbl, a in entries if not (lbl in seen or seen.add(lbl))]
        picked = self.choose(the_map.city(city).name, unique + corrections)
        return [picked] if picked else None

    def ask_city_token(self, state: ConcordiaState, city: str) -> list[Action] | None:
        name = rules.game_map(state).city(city).name
        entries = [(good_name(g), RevealCity(city=city, good=g)) for g in rules.possible_city_goods(state, city)]
        picked = self.choose(tr("Which good does the token of %s show?") % name, entries)
        return [picked] if picked else None

    def city_corrections(self, piece: PieceItem) -> list[Action] | None:
        """A right-click on a city: its token corrected (an untold one is asked), as one step."""
        state: ConcordiaState = self.controller.state
        city = piece.key[1]
        if state.city_goods.get(city, "") is None:
            return self.ask_city_token(state, city)
        picked = self.choose(tr("Correction: %s") % rules.game_map(state).city(city).name,
                             self.token_entries(state, city))
        return [picked] if picked else None

    def token_entries(self, state: ConcordiaState, city: str) -> list[tuple[str, Action]]:
        """"This city's token is really …" each other good its letter allows: from the
        unused tokens, or one entry per city of the letter it would change tokens with."""
        shown = state.city_goods.get(city)
        if shown is None:
            return []
        the_map = rules.game_map(state)
        letter = the_map.city(city).letter
        entries: list[tuple[str, Action]] = []
        for good in GOODS:
            if good == shown:
                continue
            if good in rules.possible_city_goods(state, city):
                entries.append((tr("This city's token is really %s") % good_name(good),
                                EditCityToken(city=city, good=good)))
                continue
            for other in the_map.lettered_cities():
                if other.letter == letter and other.id != city and state.city_goods[other.id] == good:
                    entries.append((tr("This city's token is really %s (%s then shows %s)") % (
                        good_name(good), other.name, good_name(shown)), EditCityToken(city=city, good=good, swap_with=other.id)))
        return entries

    def display_click(self, state: ConcordiaState, slot: int) -> list[Action] | None:
        if slot < len(state.display) and state.display[slot] is None:
            # the untold slots are one question set: a slot's answer narrows the others
            answers = {int(k[5:]) - 1: v for k, v in self.controller.inputs.items() if k.startswith("slot_")}
            entries = [(card_name(c), RevealCard(slot=slot + 1, card=c))
                       for c in rules.possible_cards_in(state, slot, answers)]
            unique = {lbl: a for lbl, a in entries}  # cards of one type are alike
            picked = self.choose(tr("Which card was revealed in slot %d?") % (slot + 1), list(unique.items()))
            if picked is None:
                return None
            if rules.pending_card_reveal(state) == slot:
                return [picked]  # the leftmost: told at once
            self.controller.answer(f"slot_{slot + 1}", picked.card)  # another: an answer of the set
            return None
        card = state.display[slot]
        entries = []
        title = card_name(card)
        if rules.may_play(state):
            buyers = [h for h in dict.fromkeys(state.player.hand) if executes(state, h).action in ("consul", "senator")]
            for hand in buyers:
                entries += [(f"{card_name(hand)}: {label}", a) for label, a in self.card_choices(state, hand)
                            if card in ((a.buy,) if isinstance(a, Consul) else a.buy)]  # type: ignore[attr-defined]
            if buyers and not entries:  # a Consul or Senator in hand that cannot pay: the title says the price
                consul = next((h for h in buyers if executes(state, h).action == "consul"), None)
                price = rules.card_price(state, slot, surcharge=consul is None)
                title += " · " + tr("%s: you cannot pay %s") % (
                    card_name(consul or buyers[0]),
                    " + ".join(tr("any good") if g == "any" else good_name(g) for g in price))
        entries += self.card_move_entries(state, card) + self.slot_entries(state, slot)  # type: ignore[arg-type]
        picked = self.choose(title, entries)
        return [picked] if picked else None

    def edit_count(self, title: str, current: int, make) -> list[Action] | None:
        """A count's correction: the nearest values and 0 and 5 more, each once, then any other
        number (asked in a small dialog)."""
        values = sorted({n for n in (current - 1, current + 1, 0, current + 5) if n >= 0} - {current})
        entries: list[tuple[str, Any]] = [(tr("set to %d") % n, make(n)) for n in values]
        entries.append((tr("Another number…"), ANOTHER_COUNT))
        picked = self.choose(title + " " + tr("(correction: %d now)") % current, entries)
        if picked is ANOTHER_COUNT:
            count = self.ask_count(title, current)
            picked = make(count) if count is not None and count != current else None
        return [picked] if picked else None

    def ask_count(self, title: str, current: int) -> int | None:
        """The number on the table, in a small dialog (None: cancelled); tests replace it."""
        views = self.views()
        count, ok = QInputDialog.getInt(views[0] if views else None, title, tr("How many are there really?"),
                                        current, 0, 999)
        return count if ok else None

    # -- drags --------------------------------------------------------------------------------
    def drop_actions(self, pieces: Sequence[PieceItem], zone: DropZone) -> list[Action] | None:
        state: ConcordiaState = self.controller.state
        if len(pieces) != 1:
            return None
        key, target = pieces[0].key, zone.key
        if key[0] in COLONIST_PIECES:
            return self.colonist_drop(state, key, target)  # may offer Architect moves in a menu
        return self.correction_drop(state, key, target)

    def drop_targets(self, piece: PieceItem) -> list[DropZone]:
        """The places that take the dragged piece: where its correction of the table is accepted
        (a colonist's Architect moves go to routes that take its correction too)."""
        state: ConcordiaState = self.controller.state
        return [z for z in self.zones() if self._accepted(state, self.correction_drop(state, piece.key, z.key))]

    def _accepted(self, state: ConcordiaState, actions: list[Action] | None) -> bool:
        if not actions:
            return False
        try:
            for action in actions:
                state, _ = self.controller.game.apply(state, action)
        except SoloDeskError:
            return False
        return True

    def correction_drop(self, state: ConcordiaState, key: Any, target: Any) -> list[Action] | None:
        """The correction a drop of the piece ``key`` on ``target`` means, asking nothing; None: none."""
        goods = self.goods_drop(state, key, target)
        if goods is not None:
            return goods or None
        if key[0] in COLONIST_PIECES:
            fix = self.colonist_fix(state, key, target)
            return [fix] if fix is not None else None
        if key[0] == "supply-house" and target[0] == "city":  # the capital too: the rules say why not
            return [EditHouse(side=key[1], city=target[1], present=True)]
        if key[0] == "house" and target[0] == "supply" and target[1] == key[1]:
            return [EditHouse(side=key[1], city=key[2], present=False)]
        if key[0] == "house" and target[0] == "city" and target[1] != key[2]:
            return [EditHouse(side=key[1], city=key[2], present=False), EditHouse(side=key[1], city=target[1], present=True)]
        return None

    def goods_drop(self, state: ConcordiaState, key: Any, target: Any) -> list[Action] | None:
        """A good dragged between the general supply and the storehouses: corrections
        of the table (``edit_goods``). None: not a good; []: a drop that means nothing."""
        if key[0] == "supply-good":
            if target[0] != "storehouse":
                return []
            side = target[1]
            return [EditGoods(side=side, good=key[1], count=state.side(side).goods[key[1]] + 1)]
        if key[0] not in ("good", "ai-good"):
            return None
        side, good = ("player", key[2]) if key[0] == "good" else ("automa", key[1])
        taken = EditGoods(side=side, good=good, count=state.side(side).goods[good] - 1)  # type: ignore[arg-type]
        if target[0] == "goods-supply":
            return [taken]
        if target[0] == "storehouse" and target[1] != side:
            other = rules.other(side)  # type: ignore[arg-type]
            return [taken, EditGoods(side=other, good=good, count=state.side(other).goods[good] + 1)]
        return []

    def colonist_drop(self, state: ConcordiaState, key: Any, target: Any) -> list[Action] | None:
        """A colonist dragged between the map (routes, cities, the capital) and its storehouse:
        a correction (``edit_colonist``); a player's colonist dropped on a route may also be an
        Architect move, chosen in a menu."""
        fix = self.colonist_fix(state, key, target)
        if fix is None:
            return None
        if key[0] != "colonist" or target[0] != "route":
            return [fix]
        entries = self.architect_entries(state, key[1], fix.to)
        if not state.finished and rules.table_untold(state):
            # the companion set-up (CONC-SETUP-2P): no Architect yet, but never a silent move that
            # looks like one: the correction is offered in the menu, and the status bar says why
            self.controller.error.emit(rules.untold_refusal(state).message(language()))
        elif not entries:
            steps = len(state.player.colonists)
            if not (rules.may_play(state) and any(executes(state, c).action == "architect" for c in state.player.hand)):
                return [fix]
            # an Architect in hand, but not this far: never a silent correction that looks like a move
            self.controller.error.emit(
                tr("No Architect move takes it there (%d steps at most, one per colonist on the board): "
                   "only a correction can") % steps)
        entries.append((tr("Only put it there: a correction of the table, no card played"), fix))
        picked = self.choose(tr("%s to %s") % (kind_label(fix.colonist), route_label(state, fix.to)), entries)
        return [picked] if picked else None

    def colonist_fix(self, state: ConcordiaState, key: Any, target: Any) -> EditColonist | None:
        """The correction ``edit_colonist`` a drop of a colonist on ``target`` means (None: none)."""
        if key[0] == "colonist":
            colonist = state.player.colonists[key[1]]
            side, kind, at = "player", colonist.kind, colonist.at
        elif key[0] == "store-colonists":
            side, kind, at = key[1], key[2], None
        else:
            side, kind, at = "automa", key[1], rules.game_map(state).capital
        if target[0] in ("route", "city"):
            to = target[1]
        elif target[0] == "storehouse" and target[1] == side:
            to = None
        else:
            return None
        if to == at:
            return None
        return EditColonist(side=side, colonist=kind, at=at, to=to)

    def architect_entries(self, state: ConcordiaState, index: int, route: str) -> list[tuple[str, Action]]:
        """The Architect moves of a colonist to a route, optionally with a house at either end."""
        if not rules.may_play(state):
            return []
        cards = [c for c in state.player.hand if executes(state, c).action == "architect"]
        if not cards:
            return []
        colonist = state.player.colonists[index]
        path = moves.reachable_routes(state, colonist.kind, colonist.at, len(state.player.colonists)).get(route)
        if path is None:
            return []
        card = cards[0]
        base = Architect(card=card, moves=(ColonistMove(colonist=index, path=path),))
        entries = []
        for build in [()] + [(c,) for c in rules.game_map(state).route_ends(route)]:
            action = base.model_copy(update={"build": build})
            try:
                after = rules.apply_player_move(state, action)
            except SoloDeskError:
                continue
            label = card_name(card) + ": " + self.describe_move(state, action) + " → " + delta_text(state, after)
            entries.append((label, action))
        return entries

    def question_keys(self, proposal: Proposal) -> set[Any]:
        """What the table is asked about (companion): the grey cities, the grey display slot, the
        cities of a tie."""
        keys: set[Any] = set()
        for request in proposal.inputs:
            if request.key == "concordia.ask.city_token":
                keys.add(("city", request.name))
            elif request.key == "concordia.ask.display_card":
                keys.add(("display", int(request.name.split("_")[1]) - 1))
            elif request.key == "concordia.ask.tie" and request.name not in self.controller.inputs:
                # the cities the AI hesitates between, lit on the map while the table picks one
                cities = {c.id for c in rules.game_map(self.controller.state).cities}
                keys |= {("city", c.value) for c in request.choices if c.value in cities}
        return keys

    # -- the automa's proposal -------------------------------------------------------------------
    def proposal_keys(self, proposal: Proposal) -> set[Any]:
        keys: set[Any] = set()
        state = self.controller.state
        for action in proposal.actions:
            if isinstance(action, AutomaTurn):
                keys.add(("dice",))
                if action.city:
                    keys.add(("city", action.city))
                keys |= {("ai-good", g) for g in action.gain + action.pay}  # what it takes, what it pays
                keys |= {("display", state.display.index(c)) for c in action.cards if c in state.display}
                if action.deed == "colonist":
                    keys |= {("store-colonists", "automa", k) for k in ("land", "sea")}
            elif isinstance(action, RevealCity):
                keys.add(("city", action.city))
            elif isinstance(action, RevealCard):
                keys.add(("display", action.slot - 1))
        return keys


# -- helpers -----------------------------------------------------------------------------------
def row_fit(count: int, room: float, width: float, gap: float) -> tuple[float, float]:
    """(card width, step from one card to the next) so that ``count`` cards fit on one row of
    ``room``: full width while they fit, else narrower cards and smaller gaps."""
    if count <= 1 or count * width + (count - 1) * gap <= room:
        return width, width + gap
    gap = min(gap, max(4.0, gap * room / (count * (width + gap))))
    width = (room - (count - 1) * gap) / count
    return width, width + gap


def display_card_name(state: ConcordiaState, card: str) -> str:
    """The name of a card for sale, with its slot when another card of the display bears the same
    name (two Prefects for sale at different prices: the menu says which one it buys)."""
    name = card_name(card)
    if sum(1 for c in state.display if c and card_name(c) == name) < 2 or card not in state.display:
        return name
    return tr("%s (slot %d)") % (name, state.display.index(card) + 1)


def executes(state: ConcordiaState, card: str):
    """The card type whose action playing ``card`` performs (a Diplomat copies the last played)."""
    kind = content().card_type_of(card)
    if kind.action == "diplomat" and state.player.discard:
        top = content().card_type_of(state.player.discard[-1])
        if top.action != "diplomat":
            return top
    return kind


def cheapest_way(action: Action) -> Action:
    """The move with the default goods thrown away (the cheapest) or paid for the "any good" spaces."""
    if isinstance(action, (Prefect, Specialist)) and action.drop:
        return action.model_copy(update={"drop": ()})
    if isinstance(action, (Consul, Senator)) and action.pay is not None:
        return action.model_copy(update={"pay": None})
    return action


def goods_text(goods: Sequence[str]) -> str:
    """ "2 bricks + 1 food": " + ", not ", ", so that a menu cuts its entries at the clause that differs."""
    return " + ".join(f"{n} {counted_good(g, n)}" for g, n in Counter(goods).items())


def storehouse_loss(state: ConcordiaState, action: Action) -> tuple[str, ...]:
    """The goods a Prefect's production or a Specialist throws away for lack of room."""
    if isinstance(action, Prefect) and action.province:
        gained = rules.production_gain(state, action.province)
    elif isinstance(action, Specialist):
        gained = rules.specialist_gain(state, executes(state, action.card))
    else:
        return ()
    try:
        return rules.fit_storehouse(state.player, gained, action.drop)[1]
    except SoloDeskError:
        return ()


def loss_text(state: ConcordiaState, action: Action) -> str:
    lost = storehouse_loss(state, action)
    return ", " + tr("storehouse full: %s thrown away") % goods_text(lost) if lost else ""


def any_payment(state: ConcordiaState, action: Consul | Senator) -> tuple[str, ...]:
    """The goods paying the "any good" spaces of a purchase (none: no such space)."""
    bought = ((action.buy,) if action.buy else ()) if isinstance(action, Consul) else action.buy
    cost: list[str] = []
    for card in bought:
        if card in state.display:
            cost += rules.card_price(state, state.display.index(card), surcharge=isinstance(action, Senator))
    if "any" not in cost:
        return ()
    paid = rules.payment(state.player.goods, cost, action.pay)
    return paid[len(cost) - cost.count("any"):] if paid else ()


def place_label_province(state: ConcordiaState, province: str) -> str:
    return next((p.name for p in rules.game_map(state).provinces if p.id == province), province)


def concerns_city(state: ConcordiaState, action: Action, city: str) -> bool:
    if isinstance(action, Architect):
        return city in action.build
    if isinstance(action, ColonistCard):
        return any(p.city == city for p in action.place)
    if isinstance(action, Prefect):
        return action.province is not None and rules.game_map(state).city(city).province == action.province
    return False


def trade_text(trade: dict[str, int]) -> str:
    parts = []
    for good, n in trade.items():
        if n > 0:
            parts.append(tr("buy %d %s") % (n, counted_good(good, n)))
        elif n < 0:
            parts.append(tr("sell %d %s") % (-n, counted_good(good, n)))
    return ", ".join(parts)


def delta_text(before: ConcordiaState, after: ConcordiaState, hand: bool = True) -> str:
    """What a move gains and costs the player (and gives the AI), in short; ``hand=False`` leaves
    out the cards added to the hand (a purchase already names them)."""
    parts = []
    for side in ("player", "automa"):
        was, now = before.side(side), after.side(side)  # type: ignore[arg-type]
        bits = []
        for good in GOODS:
            n = now.goods[good] - was.goods[good]
            if n:
                bits.append(f"{n:+d} {counted_good(good, n)}")
        if now.money != was.money:
            change = now.money - was.money
            bits.append(tr("%+d sestertius") % change if abs(change) == 1 else tr("%+d sestertii") % change)
        new_cards = len(now.hand) - len(was.hand) + (1 if side == "player" else 0)
        if side == "player" and hand and new_cards > 0:
            bits.append(tr("+1 card in hand") if new_cards == 1 else tr("+%d cards in hand") % new_cards)
        colonists = len(now.colonists) - len(was.colonists)
        if colonists:
            bits.append(tr("+1 colonist") if colonists == 1 else tr("+%d colonists") % colonists)
        houses = [c for c in now.houses if c not in was.houses]
        moved = sum(1 for a, b in zip(was.colonists, now.colonists) if a.at != b.at) if side == "player" else 0
        if moved and not bits and not houses:  # an Architect that only moves: say so, not "no change"
            bits.append(tr("the colonist moves, nothing paid") if moved == 1 else tr("the colonists move, nothing paid"))
        if houses:
            bits.append(tr("house %s") % in_city(", ".join(rules.game_map(before).city(c).name for c in houses)))
        if bits:
            parts.append((tr("AI") + ": " if side == "automa" else "") + ", ".join(bits))
    return "; ".join(parts) or tr("no change")


def province_blob(points: list[QPointF]) -> QPainterPath:
    """A rounded area around a province's cities: their hull, widened."""
    hull = convex_hull(points)
    path = QPainterPath()
    if len(hull) == 1:
        path.addEllipse(hull[0], 60, 60)
        return path
    path.addPolygon(QPolygonF(hull + [hull[0]]))
    stroker = QPainterPathStroker()
    stroker.setWidth(120)
    stroker.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    stroker.setCapStyle(Qt.PenCapStyle.RoundCap)
    return stroker.createStroke(path).united(path).simplified()


def convex_hull(points: list[QPointF]) -> list[QPointF]:
    pts = sorted({(p.x(), p.y()) for p in points})
    if len(pts) <= 2:
        return [QPointF(*p) for p in pts]

    def cross(o, a, b):
        return (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0])

    lower: list = []
    for p in pts:
        while len(lower) >= 2 and cross(lower[-2], lower[-1], p) <= 0:
            lower.pop()
        lower.append(p)
    upper: list = []
    for p in reversed(pts):
        while len(upper) >= 2 and cross(upper[-2], upper[-1], p) <= 0:
            upper.pop()
        upper.append(p)
    return [QPointF(*p) for p in lower[:-1] + upper[:-1]]
