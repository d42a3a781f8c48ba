"""The Age of Comics table: action board with both sides' editors, the displays, the map,
the Automa board with its four card slots, both mats, the fan chart, the calendar and scores.

The player's turn is entered here: drag an editor onto an action area (or click one of its
spaces) and pick the outcome in a small menu that lists only the legal choices, with their
costs. In companion mode a draw from a deck or a flipped order asks what the table shows.
"""
from __future__ import annotations

import itertools
import re

from collections import Counter
from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetrics, QPainter, QPen
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGraphicsRectItem,
    QGraphicsSimpleTextItem,
    QGraphicsTextItem,
    QInputDialog,
    QMenu,
    QStyleOptionGraphicsItem,
    QWidget,
)

from solo_desk.core.actions import Action
from solo_desk.core.errors import SoloDeskError
from solo_desk.core.proposal import Proposal
from solo_desk.ui.board import BoardScene, DropZone, PieceItem, menu_position
from solo_desk.ui.i18n import language, message, tr

from . import names as names_mod
from . import rules as R
from .content import GAME_ID, content
from .deck import AutomaCard
from .state import (
    AREA_OF_KIND, AocState, AutomaPass, AutomaSales, BeginRound, Develop, Discard, EditBoardIdeas, EditChartVp,
    EditFans, EditIdeas, EditMastery, EditMoney, EditTickets, EndRound, EndSales, Flip, Hire, Ideas, PlayerSetup, Print, PrintedComic, Royalties, Sales, SalesMore,
)

PLAYER_COLOR = QColor("#2f6fb3")
AUTOMA_COLOR = QColor("#b8392b")
PAPER = QColor("#fffaf0")
INK = QColor("#222222")
MUTED = QColor("#6b6257")
BOX = QColor("#efe5d3")
ASKED_COLOR = QColor("#e08a00")  # the place an open question is about

CARD_W, CARD_H = 74, 100
DEV_W = 88  # a developed comic on your mat
BAND_MIN_PX = 11  # the smallest genre band text on a card (a longer word is narrowed instead)
SPACE = 52
AREA_W, AREA_H = 212, 150
MAP_CELL = 33
CHART_CELL = 40

Option = tuple[tuple[str, ...], Any]  # (menu path, value)


FAN_Y = 968  # the fan chart's top
STACK_ROOM = 3  # comics on one step of the fan chart (each side) the board's frame keeps room for


def fan_chart_height(above: int, below: int) -> float:
    """The fan chart's box with ``above`` of your markers stacked on one step and ``below`` of the Automa's."""
    return max(150.0, 48 + max(1, above) * 20 + 6 + 46 + max(1, below) * 20 + 4)


# -- small drawing helpers ------------------------------------------------------------
def _font(size: float, bold: bool = False) -> QFont:
    font = QFont()
    font.setPixelSize(int(size))
    font.setBold(bold)
    return font


def text_bottom(item: Any) -> float:
    """Where a wrapped text's last line ends (its item's bottom less the document's margin)."""
    return item.y() + item.boundingRect().height() - item.document().documentMargin()


def _fitting_font(text: str, width: float, size: float, bold: bool = False, minimum: float = 8) -> QFont:
    """The largest font up to `size` in which every word of `text` fits in `width` (a hyphenated
    word counts by its parts: the word wrap breaks "Star-Spangled" after its hyphen)."""
    words = [w for w in re.split(r"\s+|(?<=-)", text) if w] or [""]
    font = _font(size, bold)
    while size > minimum and max(QFontMetrics(font).horizontalAdvance(w) for w in words) > width:
        size -= 1
        font = _font(size, bold)
    return font


def _ink_for(fill: QColor) -> QColor:
    return INK if fill.lightness() > 140 else QColor("#fafafa")


def genre_color(genre: str) -> QColor:
    return QColor(next(g.color for g in content().genres if g.name == genre))


def genre_name(genre: str) -> str:
    g = next(x for x in content().genres if x.name == genre)
    return g.it if language() == "it" else g.en


def area_name(area: str) -> str:
    return {"hire": tr("HIRE!"), "develop": tr("DEVELOP!"), "ideas": tr("IDEAS!"), "print": tr("PRINT!"),
            "royalties": tr("ROYALTIES!"), "sales": tr("SALES!")}[area]


def creative_label(card: str) -> str:
    c = R.creative(card)
    kind = tr("writer") if c.kind == "writer" else tr("artist")
    return f"{kind} {genre_name(c.genre)} {c.value}"


def printed_fans(state: AocState, action: Print) -> list[int] | None:
    """The fans each comic of a print will have on the chart (the rules' own count: a rip-off starts
    at 0, +1 per creative of its genre, mastery and bonuses), or None when the rules refuse it."""
    try:
        after, _ = R.apply(state, action)
    except SoloDeskError:
        return None
    return [comic.fans for comic in after.player.printed[len(state.player.printed):]]


def comic_title(comic: str, ripoff: bool = False) -> str:
    data = content().comic_by_id[comic]
    return data.ripoff_title if ripoff else data.title


def bonus_label(bonus: str) -> str:
    return {"plus_one_fan": tr("+1 fan"), "two_ideas": tr("+2 ideas"),
            "super_transport_ticket": tr("ticket"), "plus_four_money": tr("+$4")}[bonus]


def tile_label(state: AocState, space: str) -> str:
    """'crime 4', 'crime face down': as the tile shows it (never its map code)."""
    tile = state.orders[space]
    value = str(tile.value) if tile.face_up and tile.value is not None else tr("face down")
    return f"{genre_name(tile.genre)} {value}"


COLUMN_LETTERS = "ABCDEFGHIJ"


def place_name(space: str) -> str:
    """An agent space as the Newsstand map's edges name it: column letter + row number ('B3')."""
    if space == content().sales.agent_start:
        return tr("Start")
    row, col = (int(v) for v in space.split("_"))
    return f"{COLUMN_LETTERS[col - 1]}{row}"


def place_key(space: str) -> tuple[int, int]:
    """Sorts places as their names do: column letter, then row number (the start first)."""
    if space == content().sales.agent_start:
        return (0, 0)
    row, col = (int(v) for v in space.split("_"))
    return (col, row)


# an order next to an agent space, clockwise from the top (map rows grow downwards)
DIRECTION_ORDER = ((-1, 0), (-1, 1), (0, 1), (1, 1), (1, 0), (1, -1), (0, -1), (-1, -1))


def order_direction(agent: str, space: str) -> tuple[int, int]:
    row, col = (int(v) for v in agent.split("_"))
    a, b = (int(v) for v in space.split("_"))
    return (max(-1, min(1, a - 2 * row)), max(-1, min(1, b - 2 * col)))


def direction_name(step: tuple[int, int]) -> str:
    return {(-1, 0): tr("above"), (-1, 1): tr("above right"), (0, 1): tr("right"), (1, 1): tr("below right"),
            (1, 0): tr("below"), (1, -1): tr("below left"), (0, -1): tr("left"), (-1, -1): tr("above left")}[step]


def order_near(state: AocState, agent: str, space: str) -> str:
    """An order as seen from the agent's space: 'crime ? (above)', 'horror 4 (right)'."""
    tile = state.orders[space]
    value = str(tile.value) if tile.face_up and tile.value is not None else "?"
    return f"{genre_name(tile.genre)} {value} ({direction_name(order_direction(agent, space))})"


COMICS_GROUPING = 12  # more comics than this in a question: one submenu per genre


def comics_by_genre(comics: Sequence[str]) -> list[Option]:
    """The comics the table may show, by genre then title; a long list (the whole Comic deck) in
    one submenu per genre ("horror (3)" > "Carmilla"), a short one flat ("Carmilla — horror")."""
    ordered = sorted(comics, key=lambda x: (R.genre_of(x), comic_title(x)))
    if len(ordered) <= COMICS_GROUPING:
        return [((f"{comic_title(x)} — {genre_name(R.genre_of(x))}",), x) for x in ordered]
    count: dict[str, int] = {}
    for x in ordered:
        count[R.genre_of(x)] = count.get(R.genre_of(x), 0) + 1
    return [((f"{genre_name(R.genre_of(x))} ({count[R.genre_of(x)]})", comic_title(x)), x) for x in ordered]


TICKET_GROUPING = 8  # more Super-transport destinations than this: one submenu per map column


def group_tickets(options: list[Option]) -> list[Option]:
    """The Super-transport ticket's destinations (up to ~20) in one submenu per column of the
    Newsstand map, named with the places it holds ("column B: B1, B3, B5"), so a place on the
    map is found at once; a few destinations stay in one list."""
    head = tr("Use a Super-transport ticket")
    tickets = [(path, action) for path, action in options
               if len(path) >= 2 and path[0] == head and getattr(action, "ticket", False) and action.path]
    dests = list(dict.fromkeys(action.path[-1] for _, action in tickets))
    if len(dests) <= TICKET_GROUPING:
        return options
    columns: dict[int, list[str]] = {}
    for dest in sorted(dests, key=place_key):
        columns.setdefault(place_key(dest)[0], []).append(dest)
    label = {dest: tr("column %s: %s") % (COLUMN_LETTERS[col - 1], ", ".join(place_name(d) for d in group))
             for col, group in columns.items() for dest in group}
    return [((path[0], label[action.path[-1]], *path[1:]), action)
            if len(path) >= 2 and path[0] == head and getattr(action, "ticket", False) and action.path
            else (path, action) for path, action in options]


def walking_steps(start: str, dest: str) -> int:
    """Steps on the map from `start` to `dest` (whatever the money)."""
    seen, frontier, steps = {start}, [start], 0
    while frontier and dest not in seen:
        steps += 1
        frontier = [n for here in frontier for n in content().sales.agent_adjacency.get(here, ()) if n not in seen]
        seen |= set(frontier)
    return steps if dest in seen else 10**6


def collected(action: Sales) -> int:
    """Orders a Sales collects."""
    return sum(1 for op in action.ops if op.op == "collect")


def sales_intents(action: Sales) -> list[tuple[str, str]]:
    """What a Sales does to each order, in the order it does it: (space, 'flip' | 'collect' | 'both')."""
    done: dict[str, str] = {}
    for op in action.ops:
        done[op.space] = "both" if op.space in done else op.op
    return list(done.items())


class TextPiece(PieceItem):
    """A piece whose text has a fixed, readable pixel size (the base class scales it by height)."""

    def __init__(self, key: Any, size: tuple[float, float], fill: QColor | str, text: str, details: str = "",
                 movable: bool = False, font_px: float = 12, bold: bool = False):
        super().__init__(key, size, fill, "", details, movable)
        self.label = text
        self.font_px = font_px
        self.bold = bold

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        super().paint(painter, option, widget)
        if self.label:
            painter.setPen(_ink_for(self.fill))
            painter.setFont(_fitting_font(self.label, self.w - 4, self.font_px, self.bold, 7))
            painter.drawText(QRectF(2, 1, self.w - 4, self.h - 2),
                             Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, self.label)


class CardItem(PieceItem):
    """A card: a coloured band with its genre, a body text and a big corner number."""

    def __init__(self, key: Any, size: tuple[float, float], genre: str | None, text: str, corner: str = "",
                 details: str = "", movable: bool = False, band: str | None = None, face_down: bool = False,
                 badge: str = ""):
        tint = QColor("#d9d2c5") if face_down else (genre_color(genre).lighter(175) if genre else PAPER)
        super().__init__(key, size, tint, "", details, movable)
        self.genre = genre
        self.body = text
        self.corner = corner
        self.badge = badge  # a small marker bottom left ("rip-off"): the title keeps its size
        self.band = band if band is not None else (genre_name(genre) if genre else "")
        self.face_down = face_down

    def band_font(self) -> tuple[QFont, float]:
        """The genre band's font and its horizontal narrowing (1: none). Readable on small cards
        too: never below BAND_MIN_PX; a word still too long ("superheroes" on a hand card) is
        narrowed to the band's width rather than shrunk to a smudge."""
        band_h = min(18.0, self.h / 4)
        font = _fitting_font(self.band, self.w - 8, min(12, band_h - 5), True, BAND_MIN_PX)
        needed = QFontMetrics(font).horizontalAdvance(self.band)
        return font, min(1.0, (self.w - 8) / needed) if needed else 1.0

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        super().paint(painter, option, widget)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        band_h = min(18.0, self.h / 4)
        if self.genre:
            color = genre_color(self.genre)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(color)
            painter.drawRoundedRect(QRectF(2, 2, self.w - 4, band_h), 4, 4)
            painter.setPen(_ink_for(color))
            band_font, narrowing = self.band_font()
            painter.setFont(band_font)
            room = self.w - 8
            if narrowing < 1:
                needed = QFontMetrics(band_font).horizontalAdvance(self.band)
                painter.save()
                painter.translate(4 + room / 2, 0)
                painter.scale(narrowing, 1)
                painter.drawText(QRectF(-needed / 2, 2, needed, band_h), Qt.AlignmentFlag.AlignCenter, self.band)
                painter.restore()
            else:
                painter.drawText(QRectF(4, 2, room, band_h), Qt.AlignmentFlag.AlignCenter, self.band)
        painter.setPen(INK)
        corner_h = 0.0
        if self.corner:
            corner_h = min(26.0, self.h / 3)
            painter.setFont(self.corner_font())
            painter.drawText(QRectF(4, self.h - corner_h - 2, self.w - 8, corner_h),
                             Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, self.corner)
        if self.badge:
            rect, font = self.badge_rect()
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(MUTED)
            painter.drawRoundedRect(rect, 3, 3)
            painter.setPen(QColor("#fafafa"))
            painter.setFont(font)
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, self.badge)
            painter.setPen(INK)
        if self.body:
            top = band_h + 3 if self.genre else 3
            rect = QRectF(4, top, self.w - 8, self.h - top - corner_h - 2)
            painter.setFont(self.body_font(rect))
            painter.drawText(rect, Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap,
                             self.body)

    BADGE_PX = 9  # the badge's smallest readable size: the corner number gives way to it

    def corner_font(self) -> QFont:
        """The corner number's font; beside a badge a little smaller if both would not fit."""
        size = int(min(26.0, self.h / 3) - 4)
        font = _font(size, True)
        if self.badge:
            room = self.w - 12 - QFontMetrics(_font(self.BADGE_PX, True)).horizontalAdvance(self.badge) - 6
            while size > 12 and QFontMetrics(font).horizontalAdvance(self.corner) > room:
                size -= 1
                font = _font(size, True)
        return font

    def badge_rect(self) -> tuple[QRectF, QFont]:
        """The badge's box (bottom left, beside the corner number) and its font."""
        corner_h = min(26.0, self.h / 3) if self.corner else 18.0
        corner_w = QFontMetrics(self.corner_font()).horizontalAdvance(self.corner) if self.corner else 0
        room = self.w - 8 - corner_w - 4
        size = 10
        font = _font(size, True)
        while size > 7 and QFontMetrics(font).horizontalAdvance(self.badge) + 6 > room:  # 7: a very narrow card
            size -= 1
            font = _font(size, True)
        width = min(room, QFontMetrics(font).horizontalAdvance(self.badge) + 6)
        height = size + 5
        return QRectF(4, self.h - 2 - corner_h / 2 - height / 2, width, height), font

    BODY_FLAGS = Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap

    def body_font(self, rect: QRectF) -> QFont:
        """The body's font: every word fits the width and every line the height (a two-line
        title stays whole: smaller, never cut; a rip-off says so in its badge)."""
        font = _fitting_font(self.body, rect.width(), max(9, min(12, self.h / 7)))
        size = font.pixelSize()
        while size > 6 and QFontMetrics(font).boundingRect(rect.toRect(), int(self.BODY_FLAGS.value), self.body
                                                           ).height() > rect.height():
            size -= 1
            font = _fitting_font(self.body, rect.width(), size, minimum=6)
        return font

    def body_fits(self) -> bool:
        """Whether the body text is drawn whole (tests)."""
        band_h = min(18.0, self.h / 4)
        corner_h = min(26.0, self.h / 3) if self.corner else 0.0
        top = band_h + 3 if self.genre else 3
        rect = QRectF(4, top, self.w - 8, self.h - top - corner_h - 2)
        font = self.body_font(rect)
        used = QFontMetrics(font).boundingRect(rect.toRect(), int(self.BODY_FLAGS.value), self.body)
        return used.height() <= rect.height() + 0.5 and used.width() <= rect.width() + 0.5


class SetupDialog(QDialog):
    """AOC-SETUP-PLAYER: a value-2 writer and artist of different genres, a comic, three ideas."""

    def __init__(self, state: AocState, parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle(tr("Your set-up"))
        form = QFormLayout(self)
        start = content().player_start
        self.writer = QComboBox()
        self.artist = QComboBox()
        for combo, row in ((self.writer, "writers"), (self.artist, "artists")):
            for card in sorted(c for c in state.decks[row] if R.creative(c).value == start["writer_value"]):
                combo.addItem(creative_label(card), card)
        self.comic = QComboBox()
        for comic in sorted(state.decks["comics"], key=lambda x: (R.genre_of(x), comic_title(x))):
            data = content().comic_by_id[comic]
            self.comic.addItem(f"{data.title} — {genre_name(data.genre)}, {bonus_label(data.bonus)}", comic)
        self.ideas = []
        form.addRow(tr("Writer (value 2)"), self.writer)
        form.addRow(tr("Artist (value 2, another genre)"), self.artist)
        form.addRow(tr("Developed comic (face down)"), self.comic)
        for n in range(start["ideas"]):
            combo = QComboBox()
            for g in content().genre_names:
                combo.addItem(genre_name(g), g)
            self.ideas.append(combo)
            form.addRow(tr("Idea %d") % (n + 1), combo)
        self.pick_another_genre()  # the default pair is a legal one
        self.writer.currentIndexChanged.connect(self.pick_another_genre)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)

    def pick_another_genre(self) -> None:
        """When the artist shares the writer's genre, the first artist of another genre."""
        genre = R.genre_of(self.writer.currentData()) if self.writer.count() else None
        if self.artist.count() and R.genre_of(self.artist.currentData()) == genre:
            other = next((i for i in range(self.artist.count()) if R.genre_of(self.artist.itemData(i)) != genre), None)
            if other is not None:
                self.artist.setCurrentIndex(other)

    def action(self) -> PlayerSetup:
        return PlayerSetup(by="player", writer=self.writer.currentData(), artist=self.artist.currentData(),
                           comic=self.comic.currentData(), ideas=[c.currentData() for c in self.ideas])


def menu_chooser(title: str, options: Sequence[Option]) -> Any:
    """A small menu at the mouse: submenus follow each option's path; only legal choices."""
    if not options:
        return None
    menu = QMenu()
    menu.setToolTipsVisible(True)
    header = menu.addAction(title)
    header.setEnabled(False)
    menu.addSeparator()
    submenus: dict[tuple[str, ...], QMenu] = {(): menu}
    chosen: dict[Any, Any] = {}
    for path, value in options:
        parent = menu
        for depth in range(1, len(path)):
            prefix = tuple(path[:depth])
            if prefix not in submenus:
                submenus[prefix] = submenus[tuple(path[: depth - 1])].addMenu(path[depth - 1])
            parent = submenus[prefix]
        act = parent.addAction(path[-1])
        chosen[act] = value
    picked = menu.exec(menu_position(menu))
    return chosen.get(picked)


# -- the scene ---------------------------------------------------------------------------
BEGIN_KEYS = ("automa_writer", "automa_artist", "automa_comic", "order_genre:", "calendar:", "display:",
              "order_value:", "reshuffle:")


def partial_round_start(state: AocState, given: dict[str, str]) -> AocState:
    """The round's start with only some of the table's answers: the rules place each answer
    told (its question still open for the rest); the calendar tiles told are shown flipped."""
    from .state import clone

    view = clone(state)
    reveal = R.Reveal(view, dict(given))
    try:
        R.begin_round(view, reveal)
    except R.NeedInput:
        pass
    told = [int(k.split(":")[1]) for k in given if k.startswith("calendar:")]
    if told and view.phase != "turns":
        view.calendar_flipped = max(view.calendar_flipped, max(told) + 1)
    return view


def provisional_keys(before: AocState, after: AocState) -> set[Any]:
    """The pieces ``after`` shows that ``before`` does not: cards put on offer, the Automa's
    start, calendar tiles flipped, orders placed or flipped, the Automa deck and discard changed."""
    keys: set[Any] = set()
    for row in R.ROWS:
        keys |= {("card", c) for c in after.displays[row] if c not in before.displays[row]}
    keys |= {("hand", "automa", c) for c in after.automa.hand if c not in before.automa.hand}
    keys |= {("dev", "automa", c) for c in after.automa.developed if c not in before.automa.developed}
    keys |= {("calendar", i) for i in range(before.calendar_flipped, after.calendar_flipped)}
    if len(after.automa_pile) != len(before.automa_pile):  # the Automa's discard and reshuffle
        keys.add(("automa_deck",))
    if len(after.automa_discard) != len(before.automa_discard):
        keys.add(("automa_discard",))
    for who in ("player", "automa"):  # round V's end: the panel shows the final scores, the ranking's VP in
        if after.phase == "over" and after.side(who).chart_vp != before.side(who).chart_vp:  # type: ignore[arg-type]
            keys.add(("chart_vp", who))
    for space, tile in after.orders.items():
        old = before.orders.get(space)
        if old is None or old.face_up != tile.face_up or (tile.face_up and old.value != tile.value):
            keys.add(("tile", space))
    return keys


def asked_places(proposal: Proposal) -> set[Any]:
    """The place on the board the first open question is about (lit while it is asked; the
    panel lists it first): an order of the map, a display's slot, a calendar tile, an Automa
    card slot, the Automa's starting cards, the Comic deck."""
    places: set[Any] = set()
    for request in proposal.inputs[:1]:
        kind, _, rest = request.name.partition(":")
        if kind in ("order_genre", "order_value"):
            places.add(("tile", rest))
        elif kind == "display":
            row, _, slot = rest.partition(":")
            places.add(("display_slot", row, int(slot)))
        elif kind == "calendar":
            places.add(("calendar", int(rest)))
        elif kind == "automa_card" or kind == "card":
            places.add(("slot", "asked"))
        elif kind in ("automa_writer", "automa_artist"):
            places.add(("automa_hand",))
        elif kind == "automa_comic":
            places.add(("automa_dev",))
        elif kind in ("comic_deck_top_genre", "comic_deck_top"):  # the Automa's DEVELOP! from the deck
            places.add(("deck", "comics"))
    return places


def hand_limit_text(due: int) -> str:
    """What the hand limit asks of you, said on the board and in the status bar."""
    return tr("Hand limit: click 1 card of your hand to discard") if due == 1 else \
        tr("Hand limit: click %d cards of your hand to discard") % due


class AgeOfComicsScene(BoardScene):
    # replaced in tests: (title, options) -> the chosen value or None
    chooser: Callable[[str, Sequence[Option]], Any] = staticmethod(menu_chooser)

    def __init__(self, controller: Any, parent: Any = None):
        super().__init__(controller, parent)
        # the Automa board previews the card its proposal reveals: redraw when the proposal changes
        controller.proposal_changed.connect(self.schedule_refresh)

    def menu_actions(self) -> list[tuple[str, Any]]:
        return [(tr("Automa &deck (your 12 cards)…"), self.open_deck_editor)]

    def open_deck_editor(self) -> bool:
        from .scene_deck_editor import DeckEditor

        return bool(DeckEditor().exec())

    # -- drawing -------------------------------------------------------------------
    def rebuild(self, state: AocState) -> None:
        self.state = state
        self.setBackgroundBrush(QColor("#f4efe6"))
        proposal = self.controller.proposal
        self.preview = self._preview(state, proposal)
        # the round's start as proposed or as the table has told it so far, drawn before it is
        # applied (dashed: not yet applied); the real state stays the one clicks act on
        self.view, self.provisional = self._round_start_view(state, proposal)
        if self.preview is None and proposal.status == "needs_input" and proposal.to_move == "automa":
            told = self._card_told(self.view)[1]  # named while other questions are open: shown, dashed
            if told is not None:
                self.preview = (self.view.flipped, told, None, False)
                self.provisional = self.provisional | {("slot", self.view.flipped)}
        self.asked = asked_places(proposal)
        view = self.view
        self._header(state, 0, 0)
        self._action_board(view, 0, 64)  # a round's end proposed or told: the editors back
        self._displays(view, 676, 64)
        self._map(view, 1060, 64)
        self._scores(view if view.phase == "over" else state, 1400, 64)  # round V's end proposed: the final scores
        self._automa_board(state, 0, 552, view)
        self._mat(view, "automa", 900, 552)
        self._mat(state, "player", 0, 762)
        self._fan_chart(state, 0, FAN_Y)
        # one frame for every state: the fan chart grows inside room kept for STACK_ROOM comics on
        # one step (each side), so the view never moves the board (an invisible item: the view fits
        # itemsBoundingRect)
        frame = QRectF(-8, -8, 1690 + 16, FAN_Y + fan_chart_height(STACK_ROOM, STACK_ROOM) + 16)
        edge = QGraphicsRectItem(frame)
        edge.setPen(Qt.PenStyle.NoPen)
        edge.setZValue(-100)
        self.addItem(edge)
        self._mark_provisional()
        self.setSceneRect(self.itemsBoundingRect())

    # -- the round's start before it is applied ---------------------------------------------------
    def _round_start_view(self, state: AocState, proposal: Proposal) -> tuple[AocState, set[Any]]:
        """The state the board draws and the keys of what it shows provisionally: a proposed
        round start (its refill of the displays, the calendar, the map) or, while the table is
        asked, what it has told so far; otherwise the state itself."""
        if state.phase not in ("round_start", "round_end") or R.to_move(state) != "automa":
            return state, set()
        view = state
        try:
            if proposal.actions:  # proposed: up to the round's start, with what it revealed
                for action in proposal.actions:
                    view, _ = R.apply(view, action)
                    if isinstance(action, BeginRound):
                        break
                else:
                    if view.phase != "over":
                        return state, set()
                    # round V's end: the game's end as proposed (editors back, the Automa's
                    # cards discarded, the final scores in the panel)
            else:  # asked: the table's answers so far (the rules place each one as they would)
                given = {k: v for k, v in self.controller.inputs.items() if k.startswith(BEGIN_KEYS)}
                if not given and view.phase != "round_end":
                    return state, set()
                if view.phase == "round_end":  # AOC-FLOW-DISCARD / AOC-FLOW-RESHUFFLE: the round's
                    view, _ = R.apply(view, EndRound(by="automa"))  # four cards go, before a new one is asked
                if given:
                    view = partial_round_start(view, given)
        except Exception:  # noqa: BLE001 - a preview only: an answer the rules refuse shows nothing
            return state, set()
        return view, provisional_keys(state, view)

    def _mark_provisional(self) -> None:
        """A dashed frame and a tooltip on each piece shown before it is applied."""
        if not self.provisional and not self.asked:
            return
        told = bool(self.controller.inputs)  # the table's answers (companion), else the app's draw
        note = tr("told by you, not yet applied") if told else tr("proposed, not yet applied")
        for piece in self.pieces():
            if piece.key in self.provisional:
                frame = QGraphicsRectItem(piece.mapRectToScene(QRectF(-3, -3, piece.w + 6, piece.h + 6)))
                frame.setPen(QPen(AUTOMA_COLOR, 2, Qt.PenStyle.DashLine))
                frame.setZValue(piece.zValue() + 1)
                frame.setData(0, ("provisional", piece.key))
                self.addItem(frame)
                piece.setToolTip((piece.toolTip() + "\n" if piece.toolTip() else "") + "(" + note + ")")

    def _box(self, x: float, y: float, w: float, h: float, title: str = "", fill: QColor = BOX,
             border: QColor | None = None) -> QGraphicsRectItem:
        rect = QGraphicsRectItem(QRectF(x, y, w, h))
        rect.setBrush(fill)
        rect.setPen(QPen(border or QColor("#b9ab94"), 1.5))
        rect.setZValue(-5)
        self.addItem(rect)
        if title:
            self._text(title, x + 8, y + 4, 15, True)
        return rect

    def _text(self, text: str, x: float, y: float, size: float = 13, bold: bool = False,
              color: QColor = INK, width: float | None = None, fit: float | None = None
              ) -> QGraphicsSimpleTextItem | QGraphicsTextItem:
        """``width``: wrap at that width; ``fit``: one line, its font made smaller until it fits
        (a longer translation stays inside its box)."""
        if width is None:
            item: Any = QGraphicsSimpleTextItem(text)
            item.setBrush(color)
        else:
            item = QGraphicsTextItem(text)
            item.setTextWidth(width)
            item.setDefaultTextColor(color)
        item.setFont(_font(size, bold))
        while fit is not None and size > 7 and item.boundingRect().width() > fit:
            size -= 1
            item.setFont(_font(size, bold))
        item.setPos(x, y)
        self.addItem(item)
        return item

    def _piece(self, piece: PieceItem, x: float, y: float) -> PieceItem:
        piece.place(QPointF(x, y))
        self.addItem(piece)
        return piece

    def _header(self, state: AocState, x: float, y: float) -> None:
        c = content()
        roman = ["I", "II", "III", "IV", "V"]
        if state.phase == "setup":
            status = tr("Set-up: choose your start (click the button on your mat)")
        elif state.phase == "over":
            result = R.result(state)
            winner = tr("you win") if result and result.winner == "player" else tr("the Automa wins")
            status = tr("Game over: %s") % winner
        else:
            # at a round's start the round about to start (before round I: round I, not "—")
            number = state.round + 1 if state.phase == "round_start" else state.round
            rnd = roman[min(len(roman), max(1, number)) - 1]
            side = R.to_move(state)
            who = tr("your turn") if side == "player" else tr("the Automa's turn")
            phase = {"round_start": tr("round start"), "round_end": tr("round end")}.get(state.phase)
            turn = phase or (tr("turn %d of %d") % (state.turn + 1, 2 * c.editors_per_side))
            status = tr("Round %s of V · %s · %s") % (rnd, turn, who)
        self._text(status, x, y + 8, 20, True, fit=780 - 16 - x)  # left of the calendar
        if getattr(self, "provisional", None):
            told = bool(self.controller.inputs)  # the table's answers (companion), else the app's draw
            self._text(tr("Dashed red frame: told by you, not yet applied (Apply puts it on the table)") if told else
                       tr("Dashed red frame: proposed, not yet applied (Apply puts it on the table)"),
                       x, y + 38, 12, True, AUTOMA_COLOR, fit=780 - 16 - x)
        self._text(tr("Calendar (genre tiles flip the orders of their genre)"), 780, y + 0, 12, True, MUTED)
        slot = 0
        for rnd, count in enumerate(c.calendar_tiles_per_round):
            self._text(roman[rnd], 780 + slot * 88 + count * 44 - 8, y + 16, 12, True, MUTED)
            for _ in range(count):
                view = getattr(self, "view", state)  # a round's start told or proposed: its tiles
                genre = view.calendar[slot] if slot < view.calendar_flipped else None
                tile = TextPiece(("calendar", slot), (80, 30), genre_color(genre) if genre else QColor("#d9d2c5"),
                                 genre_name(genre) if genre else "?", tr("Calendar tile of round %s") % roman[rnd],
                                 font_px=12, bold=True)
                self._piece(tile, 780 + slot * 88, y + 32)
                if ("calendar", slot) in getattr(self, "asked", ()):
                    self._ring(780 + slot * 88, y + 32, 80, 30)
                slot += 1

    # -- action board ---------------------------------------------------------------
    def _action_board(self, state: AocState, x: float, y: float) -> None:
        c = content()
        self._box(x, y, 660, 2 * AREA_H + 3 * 10 + 36 + 110, tr("Action board"))
        mover = R.to_move(state)
        # a hand over the limit is discarded first (the rules refuse any other move until then)
        free_area = state.phase == "turns" and mover == "player" and state.sales_open is None and not state.discard_due
        for n, area in enumerate(c.decisions.board_reading_order):
            ax, ay = x + 10 + (n % 3) * (AREA_W + 4), y + 30 + (n // 3) * (AREA_H + 10)
            zone = DropZone(("area", area), QRectF(ax, ay, AREA_W, AREA_H), area_name(area))
            zone.setBrush(QColor("#fbf6ec"))
            zone.setPen(QPen(QColor("#9b8b70"), 1.2))
            zone.setZValue(-4)
            self.addItem(zone)
            self._text(area_name(area), ax + 8, ay + 4, 16, True, fit=AREA_W - 16)
            self._text(self._area_hint(area), ax + 8, ay + 24, 11, False, MUTED, fit=AREA_W - 16)
            first = R.first_free(state, area)
            for i, occupant in enumerate(state.spaces[area]):
                fill = {"player": PLAYER_COLOR, "automa": AUTOMA_COLOR}.get(occupant or "", QColor("#fffdf7"))
                label = self._space_label(area, i)
                if occupant:
                    label = (tr("you") if occupant == "player" else tr("Automa")) + ("\n" + label if label else "")
                tip = self._space_tip(area, i)
                if free_area and i == first:
                    tip += "\n" + tr("Click, or drop an editor here, to take this action")
                piece = TextPiece(("space", area, i), (SPACE + 10, SPACE), fill, label, tip, font_px=13, bold=True)
                self._piece(piece, ax + 8 + i * (SPACE + 16), ay + 46)
            if area == "ideas":
                self._idea_supply(state, ax + 8, ay + 106)
            elif area == "develop":
                self._text(tr("search the deck: $%d") % c.area_by_name["develop"].search_cost, ax + 8, ay + 110, 11, False, MUTED, fit=AREA_W - 16)
            elif area == "sales" and state.sales_open is not None:  # your Sales under way: its counters
                left, step = self.sales_left_lines(state)
                self._text(left, ax + 8, ay + 102, 12, True, PLAYER_COLOR, fit=AREA_W - 16)
                self._text(step, ax + 8, ay + 120, 11, False, PLAYER_COLOR, fit=AREA_W - 16)
            elif area == "sales":
                self._text(tr("agent: 1st step free, then $%d a step") % c.sales_step_cost, ax + 8, ay + 110, 11, False, MUTED, fit=AREA_W - 16)
            elif area == "hire":
                self._text(tr("a writer and an artist"), ax + 8, ay + 110, 11, False, MUTED, fit=AREA_W - 16)
            elif area == "print":
                self._text(tr("writer + artist value in $, 2 ideas"), ax + 8, ay + 110, 11, False, MUTED, fit=AREA_W - 16)
        # editors not yet placed
        py = y + 30 + 2 * (AREA_H + 10) + 4
        self._text(tr("Your editors"), x + 12, py, 13, True, PLAYER_COLOR)
        self._text(tr("Automa's editors"), x + 340, py, 13, True, AUTOMA_COLOR)
        placed = {who: sum(s.count(who) for s in state.spaces.values()) for who in ("player", "automa")}
        for who, ox in (("player", x + 12), ("automa", x + 340)):
            for n in range(c.editors_per_side - placed[who]):
                movable = who == "player" and free_area
                tip = tr("Drag onto an action area") if movable else ""
                token = PieceItem(("editor", who, n), (40, 40), PLAYER_COLOR if who == "player" else AUTOMA_COLOR,
                                  "", tip, movable=movable)
                self._piece(token, ox + n * 50, py + 22)
        if free_area:
            self._text(tr("Drag an editor onto an action, or click its first free space"), x + 12, py + 70, 12, False, MUTED)
        elif state.discard_due and mover == "player":
            self._text(hand_limit_text(state.discard_due),
                       x + 12, py + 70, 12, True, AUTOMA_COLOR, fit=640)
        elif state.sales_open is not None and mover == "player":
            self._text(tr("Your Sales goes on: click an order in reach, or the Sales area to move on or to end it"),
                       x + 12, py + 70, 12, True, PLAYER_COLOR, fit=640)

    @staticmethod
    def sales_left_lines(state: AocState) -> tuple[str, str]:
        """Your Sales under way: what is left of its two counters; whether a step is still free."""
        turn = state.sales_open
        assert turn is not None
        flips = tr("1 flip") if turn.flips == 1 else tr("%d flips") % turn.flips
        collects = tr("1 collect") if turn.collects == 1 else tr("%d collects") % turn.collects
        step = tr("next step $%d") % content().sales_step_cost if turn.walked else tr("next step free")
        return tr("%s and %s left") % (flips, collects), step

    @classmethod
    def sales_left_text(cls, state: AocState) -> str:
        left, step = cls.sales_left_lines(state)
        return tr("Your Sales: %s; %s") % (left, step)

    def _area_hint(self, area: str) -> str:
        return {"hire": tr("take a writer and an artist"), "develop": tr("take a comic"),
                "ideas": tr("ideas from the board + supply"), "print": tr("print a comic"),
                "royalties": tr("take money"), "sales": tr("move the agent, flip / collect orders")}[area]

    def _space_label(self, area: str, i: int) -> str:
        s = content().space(area, i)
        if area == "ideas":
            return f"{s.board_ideas}+{s.supply_ideas}"
        if area == "print":
            return f"×{s.prints}"
        if area == "royalties":
            return f"${s.money}"
        if area == "sales":
            return f"{s.operations} op"
        return ""

    def _space_tip(self, area: str, i: int) -> str:
        s = content().space(area, i)
        if area == "ideas":
            board = tr("1 idea from the board") if s.board_ideas == 1 else tr("%d ideas from the board") % s.board_ideas
            return tr("%s and %d from the supply") % (board, s.supply_ideas)
        if area == "print":
            return tr("prints 1 comic") if s.prints == 1 else tr("prints up to %d comics") % s.prints
        if area == "royalties":
            return tr("gain $%d") % s.money
        if area == "sales":
            return tr("up to %d flips and %d collects (a face-down order is collected directly)") % (s.operations, s.operations)
        return area_name(area)

    def _idea_supply(self, state: AocState, x: float, y: float) -> None:
        self._text(tr("board:"), x, y + 4, 11, False, MUTED)
        for n, genre in enumerate(content().genre_names):
            count = state.ideas_board.get(genre, 0)
            color = genre_color(genre) if count else QColor("#e3ddd2")
            token = TextPiece(("idea", genre), (22, 22), color, str(count) if count else "",
                              tr("%s idea tokens on the board: %d") % (genre_name(genre), count) + "\n"
                              + tr("click: IDEAS! taking it; right-click to correct"), font_px=13, bold=True)
            self._piece(token, x + 62 + n * 23, y - 1)

    # -- displays ------------------------------------------------------------------------
    def _displays(self, state: AocState, x: float, y: float) -> None:
        self._box(x, y, 372, 476, tr("Cards on offer"))
        rows = (("writers", tr("Writers")), ("artists", tr("Artists")), ("comics", tr("Comics")))
        for n, (row, title) in enumerate(rows):
            ry = y + 30 + n * 148
            self._text(title, x + 10, ry, 13, True)
            back = CardItem(("deck", row), (CARD_W, CARD_H), None, tr("deck") + f"\n{len(state.decks[row])}",
                            details=tr("%d cards left in the deck") % len(state.decks[row]), face_down=True)
            self._piece(back, x + 10, ry + 20)
            if ("deck", row) in self.asked:
                self._ring(x + 10, ry + 20, CARD_W, CARD_H)
            for i, card in enumerate(state.displays[row]):
                self._piece(self._card(card), x + 10 + (i + 1) * (CARD_W + 10), ry + 20)
            for i in range(content().decisions.display_size[row]):
                if ("display_slot", row, i) in self.asked:
                    self._ring(x + 10 + (i + 1) * (CARD_W + 10), ry + 20, CARD_W, CARD_H)

    def _ring(self, x: float, y: float, w: float, h: float) -> QGraphicsRectItem:
        """The place an open question is about, lit on the board while it is asked."""
        ring = QGraphicsRectItem(QRectF(x - 5, y - 5, w + 10, h + 10))
        ring.setPen(QPen(ASKED_COLOR, 4))
        ring.setBrush(Qt.BrushStyle.NoBrush)
        ring.setZValue(5)
        ring.setData(0, "asked")
        ring.setToolTip(tr("The open question is about this place"))
        self.addItem(ring)
        return ring

    def _card(self, card: str, key: Any = None, size: tuple[float, float] = (CARD_W, CARD_H)) -> CardItem:
        key = key or ("card", card)
        if card in content().comic_by_id:
            data = content().comic_by_id[card]
            return CardItem(key, size, data.genre, f"{data.title}\n\n{bonus_label(data.bonus)}", "",
                            details=f"{data.title} — {genre_name(data.genre)}\n{tr('bonus')}: {bonus_label(data.bonus)}\n"
                                    f"{tr('rip-off')}: {data.ripoff_title}")
        c = R.creative(card)
        kind = tr("Writer") if c.kind == "writer" else tr("Artist")
        extra = "\n" + tr("+1 idea") if c.value == 1 and content().value_one_grants_idea else ""
        return CardItem(key, size, c.genre, kind + extra, str(c.value), details=creative_label(card))

    # -- the map -------------------------------------------------------------------------
    def _map_pos(self, x: float, y: float, name: str, order: bool = False) -> QPointF:
        """Agent space 'r_c' at map row 2r, column 2c; an order space 'a_b' at row a, column b
        (between the agent spaces: '5_4' is an order between B2 and B3 as well as agent space D5)."""
        if name == content().sales.agent_start and not order:
            r, col = 7.0, 5.0
        else:
            a, b = (int(v) for v in name.split("_"))
            r, col = float(a), float(b)
            if not order:
                r, col = 2 * r, 2 * col
        return QPointF(x + 10 + (col - 1) * MAP_CELL, y + 30 + (r - 1) * MAP_CELL)

    def _map(self, state: AocState, x: float, y: float) -> None:
        c = content()
        self._box(x, y, 330, 476, tr("Newsstand map"))
        pen = QPen(QColor("#b9ab94"), 2)
        for a, neighbours in c.sales.agent_adjacency.items():
            for b in neighbours:
                if a < b:
                    p, q = self._map_pos(x, y, a), self._map_pos(x, y, b)
                    line = self.addLine(p.x() + 8, p.y() + 8, q.x() + 8, q.y() + 8, pen)
                    line.setZValue(-3)
        for name in c.sales.agent_adjacency:
            p = self._map_pos(x, y, name)
            start = name == c.sales.agent_start
            node = self.addEllipse(QRectF(p.x() - (4 if start else 0), p.y() - (4 if start else 0),
                                          24 if start else 16, 24 if start else 16),
                                   QPen(QColor("#7d6f59"), 1.2), QBrush(QColor("#fffdf7")))
            node.setZValue(-2)
            node.setToolTip(tr("Agent space %s") % place_name(name))
        # the edges name the agent spaces as the Sales menu does: column letters, row numbers
        rows = sorted({int(n.split("_")[0]) for n in c.sales.agent_adjacency if n != c.sales.agent_start})
        cols = sorted({int(n.split("_")[1]) for n in c.sales.agent_adjacency if n != c.sales.agent_start})
        for col in cols:
            for r in (2 * rows[0] - 1, 2 * rows[-1] + 1):  # the empty map rows above and below the spaces
                p = self._map_pos(x, y, f"{rows[0]}_{col}")
                label = self._text(COLUMN_LETTERS[col - 1], 0, 0, 12, True, MUTED)
                label.setPos(p.x() + 8 - label.boundingRect().width() / 2,
                             y + 30 + (r - 1) * MAP_CELL + 8 - label.boundingRect().height() / 2)
        for row in rows:
            for k in (2 * cols[0] - 1, 2 * cols[-1] + 1):
                p = self._map_pos(x, y, f"{row}_{cols[0]}")
                label = self._text(str(row), 0, 0, 12, True, MUTED)
                label.setPos(x + 10 + (k - 1) * MAP_CELL + 8 - label.boundingRect().width() / 2,
                             p.y() + 8 - label.boundingRect().height() / 2)
        reach: dict[str, list[str]] = {}
        for agent_space, spaces in c.sales.agent_to_orders.items():
            for space in spaces:
                reach.setdefault(space, []).append(agent_space)
        for space in c.sales.order_spaces:
            p = self._map_pos(x, y, space, order=True)
            tile = state.orders.get(space)
            if ("tile", space) in self.asked:
                self._ring(p.x() - 6, p.y() - 6, 28, 28)
            if tile is None:
                gone = self.addRect(QRectF(p.x() - 6, p.y() - 6, 28, 28), QPen(QColor("#cfc4b2"), 1, Qt.PenStyle.DotLine))
                gone.setZValue(-2)
                continue
            color = genre_color(tile.genre)
            text = str(tile.value) if tile.face_up and tile.value is not None else "?"
            piece = TextPiece(("tile", space), (28, 28), color if tile.face_up else color.lighter(150), text,
                              tr("Sales order: %s (next to %s)") % (tile_label(state, space), ", ".join(
                                  place_name(a) for a in sorted(reach.get(space, ()), key=place_key))),
                              font_px=14, bold=True)
            self._piece(piece, p.x() - 6, p.y() - 6)
        agent = state.player.agent or c.sales.agent_start
        p = self._map_pos(x, y, agent)
        token = TextPiece(("agent",), (26, 26), PLAYER_COLOR, "★", tr("Your sales agent (%s)") % place_name(agent), font_px=16)
        self._piece(token, p.x() - 5, p.y() - 5)
        self._text(tr("★ your agent · ? face down (the back shows the genre)"), x + 10, y + 452, 11, False, MUTED)

    # -- scores -----------------------------------------------------------------------------
    def _scores(self, state: AocState, x: float, y: float) -> None:
        self._box(x, y, 290, 476, tr("Both sides"))
        p, a = state.player, state.automa
        ps, as_ = R.player_score(state), R.automa_score(state)
        shown = names_mod.number  # a negative score with the minus sign: "−8"
        rows = [
            (tr("money"), f"${p.money}", "—"),
            (tr("ideas"), str(sum(p.ideas.values())), "—"),
            (tr("tickets"), str(p.tickets), "—"),
            (tr("fans"), str(ps["fans"]), str(as_["fans"])),
            (tr("chart VP"), shown(p.chart_vp), shown(a.chart_vp)),
            (tr("mastery VP"), str(ps["mastery"]), str(as_["mastery"])),
            (tr("money/ideas VP"), str(ps["money"] + ps["ideas"]), "—"),
            (tr("originals VP"), str(ps["originals"]), "—"),
            (tr("difficulty bonus"), "—", f"+{as_['bonus']}"),
            (tr("challenges"), shown(ps["penalty"]), "—"),
            (tr("final VP") if state.phase == "over" else tr("VP now"), shown(ps["total"]), shown(as_["total"])),
        ]
        self._text(tr("you"), x + 170, y + 30, 13, True, PLAYER_COLOR)
        self._text(tr("Automa"), x + 220, y + 30, 13, True, AUTOMA_COLOR)
        if state.phase == "over" and self.state is not None and self.state.phase != "over":  # round V's end proposed
            self._text(tr("Final scores proposed, not yet applied (Apply ends the game)"), x + 10, y + 418, 12, True,
                       AUTOMA_COLOR, width=270)
        for n, (label, mine, theirs) in enumerate(rows):
            ry = y + 52 + n * 22
            bold = n == len(rows) - 1
            self._text(label, x + 10, ry, 13, bold)
            if n == 4:  # the chart VP: a count of each side's to correct (a click)
                for who, value, vx in (("player", mine, x + 166), ("automa", theirs, x + 216)):
                    tip = tr("Your chart VP (click to correct)") if who == "player" else \
                        tr("The Automa's chart VP (click to correct)")
                    self._piece(TextPiece(("chart_vp", who), (40, 20), "#f1eadf", value, tip, font_px=13), vx, ry - 1)
                continue
            self._text(mine, x + 170, ry, 13, bold)
            self._text(theirs, x + 220, ry, 13, bold)
        self._text(tr("Mastery"), x + 10, y + 302, 13, True)
        for n, genre in enumerate(content().genre_names):
            holder = state.mastery.get(genre)
            who = {"player": tr("you"), "automa": tr("Automa")}.get(holder or "", "—")
            color = genre_color(genre) if holder else genre_color(genre).lighter(160)
            token = TextPiece(("mastery", genre), (42, 34), color, who, tr("Mastery of %s: %s") % (genre_name(genre), who)
                              + "\n" + tr("click to correct who holds it"), font_px=11, bold=True)
            self._piece(token, x + 10 + n * 46, y + 322)
        lv = R.level(state)
        lvl = next(v for v in content().levels if v.name == lv.name)
        difficulty = self._text(tr("Difficulty: %s — Automa prints with %d + round fans, sales minimum %d")
                                % (lvl.it if language() == "it" else lvl.en, lv.print_fans, lv.sales_min_value),
                                x + 10, y + 364, 12, False, MUTED, width=270)
        challenges = R.chosen_challenges(state)
        if challenges:
            names = ", ".join(ch.it if language() == "it" else ch.en for ch in content().challenges if ch.name in challenges)
            # under the difficulty however many lines it takes (three in Italian)
            chosen = self._text(tr("Challenges: %s") % names, x + 10, max(y + 396, text_bottom(difficulty)), 12, False,
                                MUTED, width=270)
            clash = R.incompatible_chosen(state)
            if clash and state.phase != "over":  # at the end the title takes its place  # AOC-CHALLENGE-COMPAT: the same warning as the explanation's
                (first, second), reason = clash[0]
                text = message(f"{GAME_ID}.trace.compat.{reason}", {
                    "first": names_mod.challenge(first), "second": names_mod.challenge(second),
                    "penalty": content().challenge_penalty})
                self._text(text, x + 10, max(y + 428, text_bottom(chosen) + 14), 10.5, True, AUTOMA_COLOR, width=270)
        if state.phase == "over":
            title = R.title(ps["total"])
            text = (title.it if language() == "it" else title.en) if title else tr("no title")
            self._text(tr("Your title: %s") % text, x + 10, y + 446, 13, True, PLAYER_COLOR, width=270)

    # -- the Automa board --------------------------------------------------------------------
    def _automa_board(self, state: AocState, x: float, y: float, view: AocState | None = None) -> None:
        """``view``: the round's end and start as proposed or told so far (its deck, discard and
        empty slots: the last round's cards discarded, reshuffled after rounds II and IV)."""
        c = content()
        table = view if view is not None else state
        demo = state.deck is not None and state.deck.demo
        board_title = tr("Automa board") + (" — " + tr("demo deck (made up)") if demo else "")
        self._box(x, y, 890, 200, board_title, border=AUTOMA_COLOR)
        banner_x = x + 8 + QFontMetrics(_font(15, True)).horizontalAdvance(board_title) + 24  # right of the title
        if state.deck is not None:
            deck_n = len(table.automa_pile)
        else:  # no deck entered: your cards at the table, as many as neither drawn nor discarded
            deck_n = max(0, c.automa_cards - len(table.automa_discard) - len(table.automa_slots))
        text = tr("deck") + f"\n{deck_n}"
        tip = tr("The Automa deck; reshuffled after rounds II and IV") if state.deck is not None else \
            tr("No deck entered: each revealed card is asked")
        if state.deck is not None and state.deck.demo:
            tip += "\n" + tr("Demo deck, made up: NOT the official cards")
        self._piece(CardItem(("automa_deck",), (80, 120), None, text, details=tip, face_down=True), x + 10, y + 40)
        for slot in range(c.cards_per_round):
            self._slot(table, slot, x + 100 + slot * 180, y + 30)
        discard = len(table.automa_discard)
        self._piece(CardItem(("automa_discard",), (80, 120), None, tr("discard") + f"\n{discard}",
                             details=tr("Discarded Automa cards"), face_down=True), x + 100 + 4 * 180, y + 40)
        roman = ["I", "II", "III", "IV", "V"]
        banner = ""
        if state.phase == "round_end" and table.phase == "over":  # round V's end proposed: the game's end
            ps, as_ = R.player_score(table)["total"], R.automa_score(table)["total"]
            banner = tr("Proposed: the end of round %s and of the game: you %s VP, the Automa %s VP") % (
                roman[state.round - 1], names_mod.number(ps), names_mod.number(as_))
        elif self.preview and self.preview[3]:
            if state.phase == "round_end":
                banner = tr("Proposed: the end of round %s, the start of round %s, then the Automa's first card") % (
                    roman[state.round - 1], roman[min(state.round, len(roman) - 1)])
            else:
                banner = tr("Proposed: the start of round %s, then the Automa's first card") % roman[
                    min(state.round, len(roman) - 1)]
        elif self.controller.proposal.status == "needs_input" and state.phase in ("round_start", "round_end"):
            banner = tr("Asked: what the table shows at the start of round %s, then the Automa's first card") % roman[
                min(state.round, len(roman) - 1)]
        if banner:
            room = x + 890 - 8 - banner_x
            if QFontMetrics(_font(12, True)).horizontalAdvance(banner) <= room:
                self._text(banner, banner_x, y + 7, 12, True, AUTOMA_COLOR)
            else:  # a longer translation: two lines above the slots
                self._text(banner, banner_x - 4, y - 1, 10, True, AUTOMA_COLOR, width=room + 8)

    def _slot(self, state: AocState, slot: int, x: float, y: float) -> None:
        new_round = bool(self.preview and self.preview[3])
        card = R.card_at(state, slot) if slot < state.flipped and not new_round else None
        chosen = state.automa_chosen[slot] if slot < len(state.automa_chosen) and not new_round else None
        preview = False
        if card is None and self.preview and self.preview[0] == slot:
            _, card, chosen, _ = self.preview
            preview = True
        w, h = 170, 160
        if ("slot", "asked") in self.asked and slot == (0 if state.phase != "turns" else state.flipped):
            self._ring(x, y, w, h)
        if slot >= len(state.automa_slots) and state.phase != "turns" and not new_round:
            face = CardItem(("slot", slot), (w, h), None, tr("empty slot"), movable=False, face_down=True)
            self._piece(face, x, y)
            return
        if card is None:
            face = CardItem(("slot", slot), (w, h), None, tr("card %d\nface down") % (slot + 1), movable=False,
                            face_down=True)
            self._piece(face, x, y)
            return
        title = (tr("card %d — about to be revealed") if preview else tr("card %d")) % (slot + 1)
        name = self._slot_name(state, slot, preview)  # as your deck names it (no deck entered: none)
        face = CardItem(("slot", slot), (w, h), None, "", details=name or card.name, movable=False)
        face.fill = QColor("#fff3d6") if preview else PAPER
        self._piece(face, x, y)
        self._text(title, x + 6, y + 3, 11, True, AUTOMA_COLOR if preview else MUTED, fit=w - 12)  # whole, never cut
        top, step, row_h = 22, 30, 26
        if name:  # the card's name under the slot's title; the three actions a little closer
            self._text(name, x + 6, y + 16, 12, True, INK, fit=w - 12).setData(0, ("slot_name", slot))
            top, step, row_h = 33, 26, 23
        for n, area in enumerate(card.actions):
            mark = area == chosen
            fill = AUTOMA_COLOR if mark else QColor("#f1eadf")
            text = ("▶ " if mark else "") + area_name(area)
            tip = tr("chosen this turn") if mark else ""
            row = TextPiece(("slot_action", slot, area), (w - 12, row_h), fill, text, tip, font_px=13, bold=mark)
            self._piece(row, x + 6, y + top + n * step)
        if slot < state.flipped and chosen is None and slot < len(state.automa_chosen):
            self._text(tr("no action possible"), x + 8, y + 112, 11, True, AUTOMA_COLOR)
        for n, genre in enumerate(R.priority(state, card)):
            chip = TextPiece(("slot_prio", slot, genre), (24, 20), genre_color(genre), str(n + 1),
                             tr("genre priority %d: %s") % (n + 1, genre_name(genre)), font_px=11, bold=True)
            self._piece(chip, x + 6 + n * 27, y + 134)

    def _slot_name(self, state: AocState, slot: int, preview: bool) -> str:
        """The name your Automa deck gives the card in ``slot`` (revealed, or about to be)."""
        if state.deck is None:
            return ""
        index: Any = None
        if preview:
            flip = next((a for a in self.controller.proposal.actions if isinstance(a, Flip)), None)
            index = flip.outcomes.get("automa_card") if flip is not None else self._card_told(state)[0]
        elif slot < len(state.automa_slots):
            index = state.automa_slots[slot]
        try:
            return R.card_name(state, int(index))
        except (TypeError, ValueError, IndexError):
            return ""

    def _card_told(self, state: AocState) -> tuple[int | None, AutomaCard | None]:
        """The Automa card the table's answers name so far (its index in your deck, if entered)."""
        inputs = self.controller.inputs
        try:
            if state.deck is None:  # no deck entered: its actions and genres, once all are told
                told = R.card_from_inputs(inputs)
                return (None, R.ask_mode_card(told)) if told is not None else (None, None)
            if "automa_card" not in inputs:
                return None, None
            index = R.card_index_told(inputs["automa_card"])
            return (index, state.deck.cards[index]) if 0 <= index < len(state.deck.cards) else (None, None)
        except Exception:  # noqa: BLE001 - a preview only: an answer the rules refuse shows nothing
            return None, None

    def _preview(self, state: AocState, proposal: Proposal) -> tuple[int, Any, str | None, bool] | None:
        """The slot, card and chosen area of the Automa turn proposed (not yet applied)."""
        if not proposal.actions or proposal.status != "automa_turn":
            return None
        slot = state.flipped
        card = None
        chosen: str | None = None
        new_round = False
        for action in proposal.actions:
            if isinstance(action, BeginRound):
                slot = 0
                new_round = True
            elif isinstance(action, Flip):
                told = action.outcomes.get("automa_card")
                if isinstance(told, dict):
                    card = R.ask_mode_card(told)
                elif told is not None and state.deck is not None:
                    card = state.deck.cards[int(told)]
            elif isinstance(action, AutomaPass):
                chosen = action.area
            else:
                chosen = AREA_OF_KIND.get(action.kind, chosen)
        return (slot, card, chosen, new_round) if card is not None else None

    # -- mats ------------------------------------------------------------------------------------
    def _mat(self, state: AocState, who: str, x: float, y: float) -> None:
        side = state.side(who)  # type: ignore[arg-type]
        mine = who == "player"
        width = 1690 if mine else 790
        height = 196 if mine else 200
        color = PLAYER_COLOR if mine else AUTOMA_COLOR
        self._box(x, y, width, height, tr("Your mat") if mine else tr("Automa's mat"), border=color)
        cx = x + 10
        self._text(tr("creatives"), cx, y + 26, 12, True, MUTED)
        small = (64, 78)
        for n, card in enumerate(side.hand):
            self._piece(self._card(card, ("hand", who, card), small), cx + n * 68, y + 44)
        if not mine and ("automa_hand",) in self.asked:
            self._ring(cx, y + 44, max(2, len(side.hand)) * 68 - 4, small[1])
        cx += max(2, len(side.hand)) * 68 + 12
        self._text(tr("developed"), cx, y + 26, 12, True, MUTED)
        dev_w = DEV_W if mine else 70  # yours: room for a long title at a readable size
        if not mine and ("automa_dev",) in self.asked:
            self._ring(cx, y + 44, max(1, len(side.developed)) * (dev_w + 4) - 4, 78)
        for n, comic in enumerate(side.developed):
            self._piece(self._card(comic, ("dev", who, comic), (dev_w, 78)), cx + n * (dev_w + 4), y + 44)
        cx += max(1, len(side.developed)) * (dev_w + 4) + 12
        self._text(tr("printed (left to right)"), cx, y + 26, 12, True, MUTED)
        # as many as printed inside the mat: narrower cards when the row would pass its edge
        step = min(92.0, (x + width - 8 - cx) / max(1, len(side.printed)))
        tall = 78 if step >= 92 or mine else 112  # narrower: taller (the Automa's mat has room below)
        for n, comic in enumerate(side.printed):
            self._piece(self._printed(who, n, comic, (step - 4, tall)), cx + n * step, y + 44)
        if mine and state.discard_due:
            self._text(hand_limit_text(state.discard_due),
                       x + 300, y + 4, 13, True, AUTOMA_COLOR)
        if state.phase == "setup" and mine:
            button = PieceItem(("setup",), (200, 60), "#ffe2a8", tr("Choose your start…"),
                               tr("A value-2 writer and artist of different genres, a comic, three ideas"),
                               movable=False)
            self._piece(button, x + 20, y + 60)
        if not mine:
            self._text(tr("orders taken: %d") % len(side.orders), x + 10, y + 172, 12, False, MUTED)
            return
        # ideas, money, tickets, orders
        iy = y + 130
        self._text(tr("ideas"), x + 10, iy + 4, 12, True, MUTED)
        for n, genre in enumerate(content().genre_names):
            count = side.ideas.get(genre, 0)
            token = TextPiece(("my_idea", genre), (30, 26), genre_color(genre) if count else genre_color(genre).lighter(170),
                              str(count), tr("%s ideas: %d (click to correct)") % (genre_name(genre), count), font_px=13,
                              bold=True)
            self._piece(token, x + 60 + n * 34, iy)
        money = TextPiece(("money",), (70, 26), "#f6d66b", f"${side.money}", tr("Your money (click to correct)"),
                          font_px=14, bold=True)
        self._piece(money, x + 280, iy)
        tickets = TextPiece(("tickets",), (96, 26), "#e8e1d3", tr("tickets: %d") % side.tickets,
                            tr("Your Super-transport tickets (click to correct)"), font_px=12)
        self._piece(tickets, x + 360, iy)
        orders = ", ".join(f"{genre_name(o.genre)} {o.value}{' ✓' if o.fulfilled_by is not None else ''}"
                           for o in side.orders) or "—"
        self._text(tr("sales orders (✓ fulfilled): %s") % orders, x + 10, iy + 36, 12, False, INK, width=width - 20)

    def _printed(self, who: str, n: int, comic: PrintedComic, size: tuple[float, float] = (88, 78)) -> CardItem:
        title = comic_title(comic.comic, comic.ripoff)
        body = f"#{n + 1} {title}"  # a rip-off: a badge, not a third line that shrinks the title
        tip = (f"{title} — {genre_name(R.genre_of(comic.comic))}" + (f" ({tr('rip-off')})" if comic.ripoff else "")
               + f"\n{creative_label(comic.writer)} + {creative_label(comic.artist)}"
               + f"\n{tr('fans')}: {comic.fans} · {tr('printed in round')} {comic.round}")
        if who == "player":
            tip += "\n" + tr("click to correct its fans")
        else:  # a click prints its rip-off
            tip += "\n" + tr("right-click to correct its fans")
        return CardItem(("printed", who, n), size, R.genre_of(comic.comic), body, f"{comic.fans}♥", details=tip,
                        badge=tr("rip-off") if comic.ripoff else "")

    # -- fan chart --------------------------------------------------------------------------------
    def _fan_chart(self, state: AocState, x: float, y: float) -> None:
        c = content()
        top = c.decisions.max_fans
        # comics on the same step stack up (yours above the track, the Automa's below): the box
        # grows with the highest stack, so no marker covers the caption or leaves the box
        heights = {who: max(Counter(comic.fans for comic in state.side(who).printed).values(), default=0)  # type: ignore[arg-type]
                   for who in ("player", "automa")}
        base_y = y + 48 + max(1, heights["player"]) * 20 + 6
        self._box(x, y, 1690, fan_chart_height(heights["player"], heights["automa"]),
                  tr("Fan chart (income $ under each step)"))
        cell = 1670 / (top + 1)
        for f in range(top + 1):
            rect = self.addRect(QRectF(x + 10 + f * cell, base_y, cell - 1, 24), QPen(QColor("#b9ab94"), 1),
                                QBrush(QColor("#fffdf7") if f % 10 else QColor("#f1e4c8")))
            rect.setZValue(-3)
            num = self._text(str(f), x + 12 + f * cell, base_y + 4, 11, f % 5 == 0)
            num.setZValue(-2)
            money = self._text(f"${c.income(f)}", x + 12 + f * cell, base_y + 28, 10, False, MUTED)
            money.setZValue(-2)
        stacks: dict[tuple[str, int], int] = {}
        for who in ("player", "automa"):
            side = state.side(who)  # type: ignore[arg-type]
            for n, comic in enumerate(side.printed):
                k = stacks.get((who, comic.fans), 0)
                stacks[(who, comic.fans)] = k + 1
                color = genre_color(R.genre_of(comic.comic))
                label = (tr("Y") if who == "player" else tr("A")) + str(n + 1)
                marker = TextPiece(("marker", who, n), (cell - 3, 18), color, label,
                                   f"{tr('you') if who == 'player' else tr('Automa')}: #{n + 1} "
                                   f"{comic_title(comic.comic, comic.ripoff)} — {comic.fans} {tr('fans')}"
                                   + "\n" + tr("click to correct its fans"), font_px=11,
                                   bold=True)
                my = base_y - 22 - k * 20 if who == "player" else base_y + 46 + k * 20
                self._piece(marker, x + 11 + comic.fans * cell, my)
        self._text(tr("Y = your comics (above), A = the Automa's (below); the number is the comic's place on its mat"),
                   x + 10, y + 26, 12, False, MUTED)

    # -- the player's input ------------------------------------------------------------------------
    def click_actions(self, piece: PieceItem) -> list[Action] | None:
        key = piece.key
        kind = key[0]
        if kind == "space":
            return self.area_actions(key[1])
        if kind == "tile":
            return self.tile_actions(key[1])
        if kind == "setup":
            return self.setup_actions()
        if kind in ("hand", "dev") and key[1] == "player" and self.state.discard_due:
            return [Discard(by="player", card=key[2])]
        if kind == "idea" and not self.state.ideas_board.get(key[1], 0):
            self.controller.error.emit(tr("No %s idea token on the action board: nothing to take (right-click to "
                                          "correct)") % genre_name(key[1]))
            return None
        by_card = self.card_filter(key)
        if by_card is not None:
            return self.card_actions(*by_card, card=self.card_name(key))
        if kind == "money":
            value, ok = QInputDialog.getInt(None, tr("Correct your money"), tr("Money ($)"), self.state.player.money, 0, 999)
            return [EditMoney(side="player", money=value)] if ok else None
        if kind == "my_idea":
            genre = key[1]
            value, ok = QInputDialog.getInt(None, tr("Correct your ideas"), genre_name(genre),
                                            self.state.player.ideas.get(genre, 0), 0, 99)
            return [EditIdeas(side="player", genre=genre, count=value)] if ok else None
        if kind == "printed" and key[1] == "player" or kind == "marker":
            return self.correct_fans(key[1], key[2])
        if kind == "tickets":
            value, ok = QInputDialog.getInt(None, tr("Correct your tickets"), tr("Super-transport tickets"),
                                            self.state.player.tickets, 0, 99)
            return [EditTickets(side="player", tickets=value)] if ok else None
        if kind == "chart_vp":
            who = key[1]
            title = tr("Correct your chart VP") if who == "player" else tr("Correct the Automa's chart VP")
            value, ok = QInputDialog.getInt(None, title, tr("VP from the chart ranking"),
                                            self.state.side(who).chart_vp, 0, 999)
            return [EditChartVp(side=who, vp=value)] if ok else None
        if kind == "mastery":
            return self.correct_mastery(key[1])
        reason = self.no_click_reason(key)
        if reason:
            self.controller.error.emit(reason)
        return None

    def no_click_reason(self, key: tuple) -> str:
        """A click on an editor or on your agent that is no move: why, in the status bar."""
        state = self.state
        mine = state.phase == "turns" and R.to_move(state) == "player"
        if key[:2] == ("editor", "player"):
            if not mine:
                return self.not_your_turn()
            if state.sales_open is not None:
                return tr("Your Sales action is still going on: click the Sales area to move on "
                          "or to end it, or click an order in reach")
            if state.discard_due:
                return hand_limit_text(state.discard_due)
            return tr("Drag an editor onto an action, or click its first free space")
        if key[:2] == ("editor", "automa"):
            return tr("The Automa's editors are placed on its turns: see its proposal in the Automa panel")
        if key[:1] == ("agent",):
            return tr("Your agent moves with the Sales action: click the Sales area, or an order in reach")
        return self.piece_info(key)

    def not_your_turn(self) -> str:
        """Why no editor of yours can be placed now, and what to do instead (the table as it is now,
        even before the board is drawn again)."""
        state = self.controller.state or self.state
        if state.phase == "over":
            return tr("The game is over: nothing more can be played (Undo goes back)")
        if state.phase == "setup":
            return tr("First choose your start: the button on your mat")
        if R.to_move(state) == "automa":
            if self.controller.proposal.status == "needs_input":  # companion: the table is asked first
                return tr("It is the Automa's turn: answer the questions in the Automa panel")
            return tr("It is the Automa's turn: Apply it in the Automa panel (Ctrl+Return)")
        if state.discard_due:
            return hand_limit_text(state.discard_due)
        return tr("It is not your turn to place an editor")

    def piece_info(self, key: tuple) -> str:
        """A click on a piece that only shows the table (the calendar, the Automa's deck, discard and
        cards, its mat): what it is and what you can do about it, in the status bar (one line at
        1280 pixels)."""
        state = self.view or self.state  # the board draws a proposed round's start: what it shows
        roman = ["I", "II", "III", "IV", "V"]
        kind = key[0]
        automa_turns = (tr("The game is over.") if state.phase == "over"
                        else tr("The Automa panel applies its turns."))
        if kind == "calendar":
            slot = key[1]
            rnd = next(n for n, last in enumerate(itertools.accumulate(content().calendar_tiles_per_round))
                       if slot < last)
            if slot < state.calendar_flipped:
                genre = genre_name(state.calendar[slot])
                text = tr("Calendar tile of round %s: %s; at that round's start it turned the %s sales orders on "
                          "the map face up.") % (roman[rnd], genre, genre)
            else:
                text = tr("Calendar tile of round %s, face down: at that round's start it turns the sales orders "
                          "of its genre face up.") % roman[rnd]
            return text + " " + tr("Nothing to play on it.")
        if kind == "automa_deck":
            if state.deck is None:
                return tr("The Automa deck is on your table: each card it reveals is asked in the Automa panel "
                          "(Game ▸ Automa deck (your 12 cards)… enters them).")
            return tr("The Automa deck: %d cards; 4 are dealt face down each round, all reshuffled after rounds II "
                      "and IV.") % len(state.automa_pile) + " " + automa_turns
        if kind == "automa_discard":
            return tr("The Automa's discard: %d cards; its 4 cards go here at each round's end, back into its deck "
                      "after rounds II and IV.") % len(state.automa_discard) + " " + automa_turns
        if kind in ("slot", "slot_action", "slot_prio"):
            slot = key[1]
            if kind == "slot_prio":
                text = tr("Genre priority of Automa card %d (here %s): the Automa takes cards, ideas and orders "
                          "by this order, 1 first.") % (slot + 1, genre_name(key[2]))
            elif kind == "slot_action":
                text = tr("%s, an action of Automa card %d: the Automa does the first one, from the top, not done "
                          "this round (▶ the one done).") % (area_name(key[2]), slot + 1)
            elif self.preview and self.preview[0] == slot:
                text = tr("Automa card %d, about to be revealed: the Automa's proposed turn.") % (slot + 1)
            elif slot < state.flipped:
                text = tr("Automa card %d: the Automa did its first action, from the top, not done this round; "
                          "the numbers give its genre priority.") % (slot + 1)
            elif slot < len(state.automa_slots):
                text = tr("Automa card %d, face down: revealed on a later Automa turn, left to right.") % (slot + 1)
            else:
                text = tr("An empty slot of the Automa board: 4 cards are dealt here face down at the round's "
                          "start.")
            return text + " " + automa_turns
        if kind == "hand" and key[1] == "automa":
            return tr("A creative of the Automa's: it prints comics with it.") + " " + automa_turns
        if kind == "dev" and key[1] == "automa":
            return tr("A comic the Automa developed: it may print it later; you can rip off only a comic it has "
                      "printed (click that one).")
        return ""

    def correct_fans(self, who: str, index: int) -> list[Action] | None:
        comic = self.state.side(who).printed[index]  # type: ignore[arg-type]
        title = tr("Correct the fans") if who == "player" else tr("Correct the fans of the Automa's comic")
        value, ok = QInputDialog.getInt(None, title, f"#{index + 1} " + comic_title(comic.comic, comic.ripoff),
                                        comic.fans, 0, content().decisions.max_fans)
        return [EditFans(side=who, index=index, fans=value)] if ok else None

    def correct_board_ideas(self, genre: str) -> list[Action] | None:
        """The right-click on an idea token of the action board (its click takes IDEAS!)."""
        value, ok = QInputDialog.getInt(None, tr("Correct the idea tokens on the action board"), genre_name(genre),
                                        self.state.ideas_board.get(genre, 0), 0, 1)
        return [EditBoardIdeas(genre=genre, count=value)] if ok else None

    def correct_mastery(self, genre: str) -> list[Action] | None:
        """Who holds the genre's mastery token: a menu of the other holders the table may show (a
        side needs a printed comic of the genre)."""
        state = self.state
        holder = state.mastery.get(genre)
        options: list[Option] = []
        for who, label in (("player", tr("yours")), ("automa", tr("the Automa's")), ("nobody", tr("nobody's"))):
            if who == (holder or "nobody"):
                continue
            if who != "nobody" and not any(R.genre_of(p.comic) == genre for p in state.side(who).printed):  # type: ignore[arg-type]
                continue
            options.append(((label,), who))
        if not options:  # nobody holds it and no side has printed a comic of the genre
            self.controller.error.emit(tr("Nobody can hold the %s mastery yet: no side has printed a comic of it")
                                       % genre_name(genre))
            return None
        picked = self.chooser(tr("The %s mastery token is really…") % genre_name(genre), options)
        if picked is None:  # the menu closed
            return None
        return [EditMastery(genre=genre, holder=None if picked == "nobody" else picked)]

    CORRECTABLE = ("money", "my_idea", "printed", "tickets", "chart_vp", "mastery", "marker", "idea")

    def card_filter(self, key: Any) -> tuple[str, Callable[[Action], bool]] | None:
        """A card clicked: the area whose moves use it, and which of them do (a writer or an artist
        on offer: HIRE!; a comic on offer: DEVELOP!; a deck: its blind draw, the Comic deck's top or
        search; a comic you developed or a creative of your hand: PRINT! with it; a comic the Automa
        printed: PRINT! its rip-off)."""
        if not isinstance(key, tuple) or len(key) < 2:
            return None
        kind = key[0]
        if kind == "idea" and len(key) == 2:  # an idea token on the action board: IDEAS! taking it
            return "ideas", lambda a: isinstance(a, Ideas) and key[1] in a.board
        if kind == "card" and key[1] in content().comic_by_id:
            return "develop", lambda a: isinstance(a, Develop) and a.comic == key[1]
        if kind == "card":
            return "hire", lambda a: isinstance(a, Hire) and key[1] in (a.writer, a.artist)
        if kind == "deck" and key[1] == "comics":
            return "develop", lambda a: isinstance(a, Develop) and a.comic is None
        if kind == "deck" and key[1] in ("writers", "artists"):
            row = key[1]
            return "hire", lambda a: isinstance(a, Hire) and (a.writer if row == "writers" else a.artist) is None
        if kind == "dev" and key[1] == "player" and len(key) > 2:
            return "print", lambda a: isinstance(a, Print) and any(j.comic == key[2] and not j.ripoff for j in a.prints)
        if kind == "hand" and key[1] == "player" and len(key) > 2:
            return "print", lambda a: isinstance(a, Print) and any(key[2] in (j.writer, j.artist) for j in a.prints)
        if kind == "printed" and key[1] == "automa" and len(key) > 2 and isinstance(key[2], int):
            printed = self.state.automa.printed
            comic = printed[key[2]].comic if key[2] < len(printed) else None
            return "print", lambda a: isinstance(a, Print) and any(j.comic == comic and j.ripoff for j in a.prints)
        return None

    def card_name(self, key: Any) -> str | None:
        """The name a card click puts in its menu's title: a creative on offer or in your hand, a
        comic you developed, the rip-off of a comic the Automa printed (a comic on offer, a deck: none,
        their one entry or the blind draw says it)."""
        kind = key[0]
        if kind == "card" and key[1] in content().creative_by_id or kind == "hand" and len(key) > 2:
            return creative_label(key[-1])
        if kind == "dev" and len(key) > 2:
            return comic_title(key[2])
        if kind == "printed" and key[1] == "automa" and isinstance(key[2], int) and key[2] < len(self.state.automa.printed):
            return tr("rip-off of %s") % comic_title(self.state.automa.printed[key[2]].comic)
        return None

    def card_moves(self, state: AocState, key: Any) -> list[Action]:
        """The moves a click on the card ``key`` offers now (none: not your turn, or nothing)."""
        found = self.card_filter(key)
        if found is None or state.phase != "turns" or R.to_move(state) != "player" or state.sales_open is not None:
            return []
        area, keep = found
        return [a for a in R.area_actions(state, area) if keep(a)]

    def card_actions(self, area: str, keep: Callable[[Action], bool], card: str | None = None) -> list[Action] | None:
        """A click on a card: the menu of its area with only the moves that use that card, the card's
        name ``card`` in its title ("PRINT! — Gang Wars"); else why not, in the status bar."""
        state = self.state
        if state.phase != "turns" or R.to_move(state) != "player":
            self.controller.error.emit(self.not_your_turn())
            return None
        if state.sales_open is not None:
            self.controller.error.emit(tr("Your Sales action is still going on: click the Sales area to move on "
                                          "or to end it, or click an order in reach"))
            return None
        legal = [a for a in R.area_actions(state, area) if keep(a)]
        if not legal:
            self.controller.error.emit(tr("%s: no free space, or nothing you can do with this card now") % area_name(area))
            return None
        title, options = self.menu_title(state, area), self.menu_options(state, area, legal)
        if card and all(path.count(card) == 1 and len(path) > 1 for path, _ in options):  # its own level: the title's
            options = [(tuple(p for p in path if p != card), a) for path, a in options]
        heads = {path[0] for path, _ in options}
        if len(heads) == 1 and all(len(path) > 1 for path, _ in options):  # one choice at the top: the title's
            card = card or heads.pop()  # the card's name says more than "print one comic"
            options = [(path[1:], a) for path, a in options]
        if card:
            title += " — " + card
        action = self.chooser(title, options)
        if action is None:
            return None
        action = self.complete(state, action)
        return [action] if action is not None else None

    def focus_area(self, piece: PieceItem) -> tuple[Any, QRectF] | None:
        """A card on the Automa board is one area with the actions and genres printed on it (Tab:
        the card, its actions, its genres, before the next card); the rest by the panels."""
        key = piece.key
        if isinstance(key, tuple) and len(key) > 1 and key[0] in ("slot", "slot_action", "slot_prio"):
            return ("automa_slot", key[1]), QRectF()  # the rectangle around the card
        return super().focus_area(piece)

    def can_click(self, piece: PieceItem) -> bool:
        """Enter does something: an action space you may use now, the set-up, a discard due, a count
        to correct (what :meth:`click_actions` does, without asking)."""
        key = piece.key if isinstance(piece.key, tuple) else (piece.key,)
        state = self.state
        if state is None or not key:
            return False
        kind = key[0]
        if kind == "space":
            if state.sales_open is not None:
                return key[1] == "sales" and R.to_move(state) == "player"
            return state.phase == "turns" and R.to_move(state) == "player" and bool(R.area_actions(state, key[1]))
        if kind == "tile":
            return state.phase == "turns" and R.to_move(state) == "player" and bool(self.tile_moves(state, key[1]))
        if kind == "setup":
            return state.phase == "setup"
        if kind in ("hand", "dev") and key[1] == "player" and state.discard_due:
            return True
        if self.card_filter(key) is not None:
            return bool(self.card_moves(state, key))
        return self.can_correct(piece)

    def click_corrects(self, piece: PieceItem) -> bool:
        """Your money, ideas, tickets, a comic's fans (on your mat or the fan chart), a side's chart
        VP, a mastery token: a click corrects them too (an Automa comic's click prints its rip-off,
        an idea token's of the action board takes IDEAS!)."""
        key = piece.key if isinstance(piece.key, tuple) else (piece.key,)
        return self.can_correct(piece) and key[:2] != ("printed", "automa") and key[0] != "idea"

    def can_correct(self, piece: PieceItem) -> bool:
        key = piece.key if isinstance(piece.key, tuple) else (piece.key,)
        return bool(key) and key[0] in self.CORRECTABLE

    def context_actions(self, piece: PieceItem) -> list[Action] | None:
        """A right-click: the piece's correction (your money, ideas, tickets, either side's comic
        fans and chart VP, a mastery token), as a click offers it; any other piece says in the status
        bar why it has none."""
        key = piece.key if isinstance(piece.key, tuple) else (piece.key,)
        if self.can_correct(piece):
            if key[0] == "printed":
                return self.correct_fans(key[1], key[2])
            if key[0] == "idea":
                return self.correct_board_ideas(key[1])
            return self.click_actions(piece)
        listed = tr("Corrections: your money, ideas and tickets; either side's comic fans, chart VP and "
                    "mastery tokens; the idea tokens on the action board.")
        if key[:1] == ("tile",):
            why = tr("A sales order has no correction: the moves that flip or collect it change it "
                     "(undo a wrong one).")
        elif key[:1] == ("editor",) or (key[:1] == ("space",) and self.state is not None
                                        and self.state.spaces[key[1]][key[2]] is not None):
            why = tr("Editors have no correction: each one on the board is a move of this round (undo a "
                     "wrong one), and all come back at the round's end.")
        else:
            why = tr("No correction for this piece: the moves change it (undo a wrong one).")
        self.controller.error.emit(why + " " + listed)
        return None

    def drop_actions(self, pieces: Sequence[PieceItem], zone: DropZone) -> list[Action] | None:
        if not isinstance(zone.key, tuple) or zone.key[0] != "area":
            return None
        if len(pieces) != 1 or pieces[0].key[:2] != ("editor", "player"):
            return None
        return self.area_actions(zone.key[1])

    def drop_targets(self, piece: PieceItem) -> list[DropZone]:
        state = self.state
        if piece.key[:2] != ("editor", "player") or state.phase != "turns" or R.to_move(state) != "player" \
                or state.sales_open is not None:
            return []
        return [z for z in self.zones() if isinstance(z.key, tuple) and z.key[0] == "area" and R.area_actions(state, z.key[1])]

    def setup_actions(self) -> list[Action] | None:
        if self.state.phase != "setup":
            return None
        dialog = SetupDialog(self.state)
        if not dialog.exec():
            return None
        return [dialog.action()]

    def menu_title(self, state: AocState, area: str) -> str:
        """An area's menu title; your Sales under way: what is left of it."""
        if area == "sales" and state.sales_open is not None:
            return area_name(area) + " — " + self.sales_left_text(state)
        return area_name(area)

    def sales_moves(self, state: AocState) -> list[Action]:
        """The Sales you may take now: the first move of the action, or (under way) what goes on."""
        if state.sales_open is not None:
            return R.legal_actions(state)
        return R.area_actions(state, "sales")

    def area_actions(self, area: str) -> list[Action] | None:
        state = self.state
        if state.phase != "turns" or R.to_move(state) != "player":
            self.controller.error.emit(self.not_your_turn())
            return None
        if state.sales_open is not None and area != "sales":
            self.controller.error.emit(tr("Your Sales action is still going on: click the Sales area to move on "
                                          "or to end it, or click an order in reach"))
            return None
        legal = self.sales_moves(state) if area == "sales" else R.area_actions(state, area)
        if not legal:
            self.controller.error.emit(tr("%s: no free space, or nothing you can do there") % area_name(area))
            return None
        action = self.chooser(self.menu_title(state, area), self.menu_options(state, area, legal))
        if action is None:
            return None
        action = self.complete(state, action)
        return [action] if action is not None else None

    def tile_moves(self, state: AocState, space: str) -> list[Action]:
        """The Sales that flip or collect the order at `space` (a click on the order); when the
        Sales goes on by steps (rules_version 2), only the moves that act on that order alone."""
        one = state.rules_version >= 2
        return [a for a in self.sales_moves(state) if isinstance(a, (Sales, SalesMore)) and any(op.space == space for op in a.ops)
                and not (one and len(sales_intents(a)) > 1)]

    def tile_actions(self, space: str) -> list[Action] | None:
        """A click on a sales order: the Sales menu of the moves that flip or collect it (a face-down
        order is collected directly, as BGA does); else why not, in the status bar."""
        state = self.state
        if state.phase != "turns" or R.to_move(state) != "player":
            self.controller.error.emit(self.not_your_turn())
            return None
        if state.sales_open is None and R.first_free(state, "sales") is None:
            self.controller.error.emit(tr("%s: no free space, or nothing you can do there") % area_name("sales"))
            return None
        legal = self.tile_moves(state, space)
        if not legal:
            turn = state.sales_open
            if turn is not None and turn.flips == 0 and turn.collects == 0:
                self.controller.error.emit(tr("Your Sales action has no flip or collect left"))
            elif turn is not None and turn.collects == 0 and state.orders.get(space) and state.orders[space].face_up:
                self.controller.error.emit(tr("Your Sales action has no collect left, and this order is face up"))
            else:
                self.controller.error.emit(tr("This sales order is out of your agent's reach this turn "
                                              "(a walk you can pay for, or a ticket)"))
            return None
        action = self.chooser(self.menu_title(state, "sales"), self.menu_options(state, "sales", legal))
        if action is None:
            return None
        action = self.complete(state, action)
        return [action] if action is not None else None

    def menu_options(self, state: AocState, area: str, legal: Sequence[Action]) -> list[Option]:
        """The menu of an area's legal moves. Sales: where the agent stays, then the paid moves
        (cheapest first), then the Super-transport tickets in one submenu; under each move doing
        nothing, then one order, then two or more. A ticket to a space the agent walks to for $0
        is legal but never worth the ticket: left out of the menu."""
        if area != "sales":
            return [(self.option_path(state, action), action) for action in legal]
        if state.rules_version >= 2:
            return group_tickets(self.sales_menu(state, legal))
        start = state.player.agent or content().sales.agent_start
        kept = [a for a in legal if not (isinstance(a, Sales) and a.ticket and a.path
                                         and content().sales_step_cost * max(0, walking_steps(start, a.path[0]) - 1) == 0)]
        kept.sort(key=lambda a: self.sales_sort_key(state, a))
        return group_tickets([(self.option_path(state, action), action) for action in kept])

    def sales_menu(self, state: AocState, legal: Sequence[Action]) -> list[Option]:
        """The Sales menu when the action goes on by steps (BGA: move, act, move, act): End first
        (under way), then one order here, then the walks grouped by their price and the tickets,
        each destination with "only move there" and one order at a time (several orders: again,
        from the menu or by a click on the order)."""
        c = content()
        start = state.player.agent or c.sales.agent_start
        walked = state.sales_open.walked if state.sales_open is not None else False
        verbs = {"flip": tr("flip %s"), "collect": tr("collect %s"), "both": tr("flip and collect %s")}
        kinds = {"flip": 0, "both": 1, "collect": 2}
        rows: list[tuple[tuple[Any, ...], tuple[str, ...], Action]] = []
        one_order = len({op.space for a in legal if isinstance(a, (Sales, SalesMore)) for op in a.ops}) == 1 \
            and all(isinstance(a, (Sales, SalesMore)) and a.ops for a in legal)
        for action in legal:
            if isinstance(action, EndSales):
                rows.append(((0,), (tr("End the Sales action"),), action))
                continue
            if not isinstance(action, (Sales, SalesMore)) or len(sales_intents(action)) > 1:
                continue
            dest = action.path[-1] if action.path else start
            walk = R.sales_walk_cost(walking_steps(start, dest), walked)
            if action.ticket and walk == 0:
                continue  # a ticket where walking is free: legal, never worth it
            intents = sales_intents(action)
            op = ((DIRECTION_ORDER.index(order_direction(dest, intents[0][0])), kinds[intents[0][1]]) if intents else (-1, -1))
            what = verbs[intents[0][1]] % order_near(state, dest, intents[0][0]) if intents else tr("only move there")
            if not action.path:
                label = (tr("here (%s): %s") % (place_name(dest), what) if intents
                         else tr("End at once at %s: flip or collect no order") % place_name(dest))
                rows.append(((1 if intents else 4, op), (label,), action))
                continue
            in_reach = [sp for sp in c.sales.agent_to_orders.get(dest, ()) if sp in state.orders]
            if not in_reach:
                where = tr("to %s (no order in reach)") % place_name(dest)
            elif len(in_reach) == 1:
                where = tr("to %s (1 order in reach)") % place_name(dest)
            else:
                where = tr("to %s (%d orders in reach)") % (place_name(dest), len(in_reach))
            if action.ticket:
                head, order = tr("Use a Super-transport ticket"), (3, 0)
            else:
                cost = R.sales_walk_cost(len(action.path), walked)
                head, order = (tr("walk (free)") if cost == 0 else tr("walk ($%d)") % cost), (2, cost)
            if one_order:  # a click on an order: the ways to reach it, one level
                path = (f"{head}: {where}", what)
            else:
                path = (head, where) if not in_reach else (head, where, what)
            rows.append((order + (place_key(dest), op), path, action))
        rows.sort(key=lambda r: r[0])
        return [(path, action) for _, path, action in rows]

    def sales_sort_key(self, state: AocState, action: Action) -> tuple[Any, ...]:
        if not isinstance(action, Sales):
            return (9,)
        start = state.player.agent or content().sales.agent_start
        dest = action.path[-1] if action.path else start
        cost = 0 if action.ticket else content().sales_step_cost * max(0, len(action.path) - 1)
        move = (2 if action.ticket else 1 if action.path else 0, cost, place_key(dest))
        intents = sales_intents(action)
        kinds = {"flip": 0, "both": 1, "collect": 2}
        ops = sorted((DIRECTION_ORDER.index(order_direction(dest, space)), kinds[kind]) for space, kind in intents)
        return move + (collected(action), len(intents), ops)

    def complete(self, state: AocState, action: Action) -> Action | None:
        """Companion mode: ask what a draw or a flip showed until the move is complete."""
        search = action.search if isinstance(action, Develop) else None

        def pick(name: str, values: list[Any]) -> Any:
            rings = self._ring_asked(name)  # the order asked about, framed on the map while asked
            try:
                return self.chooser(self.question(name, search), self.answer_options(state, name, values, search))
            finally:
                for ring in rings:
                    if ring.scene() is self:
                        self.removeItem(ring)

        return R.complete_move(state, action, pick)

    def _ring_asked(self, name: str) -> list[QGraphicsRectItem]:
        """A flipped order's value asked: its tile framed on the map, as the Automa's questions are."""
        if not name.startswith("order_value:"):
            return []
        key = ("tile", name.split(":", 1)[1])
        rings = []
        for piece in self.pieces():
            if piece.key == key:
                rect = piece.mapRectToScene(QRectF(0, 0, piece.w, piece.h))
                rings.append(self._ring(rect.x(), rect.y(), rect.width(), rect.height()))
        return rings

    def question(self, name: str, search: str | None = None) -> str:
        if name in ("writer", "artist"):
            return tr("Which writer did you draw?") if name == "writer" else tr("Which artist did you draw?")
        if name.startswith("search_discard:") and search:
            return tr("Searching the Comic deck for %s: card %s turned over and discarded?") % (
                genre_name(search), name.split(":", 1)[1])
        if name == "comic_deck_top" and search:
            return tr("Which comic did you draw?") + " " + tr("(%s: the search found it)") % genre_name(search)
        if name == "comic_deck_top":
            return tr("Which comic did you draw?")
        if name.startswith("order_value:"):  # which order: its genre and its place, as the map labels it
            space = name.split(":", 1)[1]
            tile = self.state.orders.get(space)
            if tile is None:
                return tr("Which value does the flipped order show?")
            return message(f"{GAME_ID}.ask.tile_value", {"genre_name": names_mod.genre(tile.genre),
                                                         "place": names_mod.order_place(space),
                                                         "pair": names_mod.order_place(space, short=True)})
        return name

    def answer_options(self, state: AocState, name: str, values: list[Any], search: str | None = None) -> list[Option]:
        if name in ("writer", "artist"):  # identical cards (two horror writers 2): one choice
            labelled = {creative_label(card): card for card in reversed(values)}
            return [((label,), labelled[label]) for label in dict.fromkeys(creative_label(c) for c in values)]
        if name.startswith("search_discard:"):
            end = [((tr("none: the next card was %s") % genre_name(search) if search else "",), R.SEARCH_END)]
            return end + comics_by_genre([v for v in values if v != R.SEARCH_END])
        if name == "comic_deck_top":
            return comics_by_genre(values)
        return [((str(v),), v) for v in values]

    def option_path(self, state: AocState, action: Action) -> tuple[str, ...]:
        """The menu path of one legal move, with its exact price."""
        if isinstance(action, Hire):
            w = creative_label(action.writer) if action.writer else tr("writer from the deck (blind)")
            a = creative_label(action.artist) if action.artist else tr("artist from the deck (blind)")
            return (w, a)
        if isinstance(action, Develop):
            if action.search:
                return (tr("search the deck for %s ($%d)") % (genre_name(action.search),
                                                              content().area_by_name["develop"].search_cost),)
            if action.comic is None:
                return (tr("top of the comic deck"),)
            data = content().comic_by_id[action.comic]
            return (f"{data.title} — {genre_name(data.genre)}, {bonus_label(data.bonus)}",)
        if isinstance(action, Ideas):
            board = ", ".join(genre_name(g) for g in action.board) or tr("none")
            supply = ", ".join(genre_name(g) for g in action.supply) or tr("none")
            if len(action.supply) == 2:  # 21 pairs: the first idea, then the pair (6 entries at most each)
                return (tr("from the board: %s") % board, tr("from the supply: %s, …") % genre_name(action.supply[0]),
                        supply)
            return (tr("from the board: %s") % board, tr("from the supply: %s") % supply)
        if isinstance(action, Print):
            parts = []
            cost = 0
            ideas: dict[str, int] = {}
            fans = printed_fans(state, action)
            for job, comic_fans in zip(action.prints, fans or [None] * len(action.prints)):
                title = comic_title(job.comic, job.ripoff)
                kind = tr("rip-off of %s") % comic_title(job.comic) if job.ripoff else title
                parts.append(f"{kind} ({genre_name(R.genre_of(job.comic))}) — {creative_label(job.writer)} + "
                             f"{creative_label(job.artist)}" + ("" if comic_fans is None else f" → {comic_fans}♥"))
                cost += R.creative(job.writer).value + R.creative(job.artist).value
                if not job.ripoff:
                    ideas[R.genre_of(job.comic)] = ideas.get(R.genre_of(job.comic), 0) + 2
            price = tr("$%d") % cost + "".join(", " + tr("%d %s ideas") % (n, genre_name(g)) for g, n in ideas.items())
            head = tr("print two comics") if len(action.prints) > 1 else tr("print one comic")
            # the "two ideas" bonus: the two genres taken from the supply, one menu level per comic
            bonus = tuple(tr("bonus of %s: 2 ideas, %s") % (comic_title(job.comic), " + ".join(
                genre_name(g) for g in job.bonus_ideas)) for job in action.prints if job.bonus_ideas)
            # two comics: the first one a submenu, so that no line is wider than a 1280-pixel screen
            return (head, *parts[:-1], ("+ " if len(parts) > 1 else "") + parts[-1] + f" — {price}", *bonus)
        if isinstance(action, Royalties):
            space = R.first_free(state, "royalties") or 0
            return (tr("gain $%d") % content().space("royalties", space).money,)
        if isinstance(action, Sales):
            dest = action.path[-1] if action.path else (state.player.agent or content().sales.agent_start)
            verbs = {"flip": tr("flip %s"), "collect": tr("collect %s"), "both": tr("flip and collect %s")}
            directions = {space: DIRECTION_ORDER.index(order_direction(dest, space)) for space, _ in sales_intents(action)}
            ops = [verbs[kind] % order_near(state, dest, space)
                   for space, kind in sorted(sales_intents(action), key=lambda x: directions[x[0]])]
            what = "; ".join(ops) or tr("no operation")
            # orders in reach: the moves grouped by the orders collected (up to the space's number)
            group: tuple[str, ...] = ()
            if any(s in state.orders for s in content().sales.agent_to_orders.get(dest, ())):
                n = collected(action)
                group = (tr("collect no order") if n == 0 else tr("collect 1 order") if n == 1
                         else tr("collect %d orders") % n,)
            if action.ticket:
                return (tr("Use a Super-transport ticket"), tr("to %s") % place_name(dest), *group, what)
            if not action.path:
                return (tr("stay at %s (free)") % place_name(dest), *group, what)
            cost = content().sales_step_cost * max(0, len(action.path) - 1)
            return (tr("move to %s ($%d)") % (place_name(dest), cost), *group, what)
        described = self.controller.game.describe(action)  # any other move: its history line, every name said
        text = message(described.key, described.params)
        return (text[:1].upper() + text[1:],)

    # -- the Automa's proposal --------------------------------------------------------------------
    def proposal_keys(self, proposal: Proposal) -> set[Any]:
        state = self.controller.state
        keys: set[Any] = set()
        slot = state.flipped
        for action in proposal.actions:
            if isinstance(action, BeginRound):
                slot = 0
                start = sum(content().calendar_tiles_per_round[: state.round])
                keys |= {("calendar", i) for i in range(start, start + content().calendar_tiles_per_round[
                    min(state.round, len(content().calendar_tiles_per_round) - 1)])}
            elif isinstance(action, Flip):
                keys.add(("slot", slot))
            elif isinstance(action, Hire):
                keys |= {("card", action.writer), ("card", action.artist)}
            elif isinstance(action, Develop):
                keys.add(("card", action.comic) if action.comic else ("deck", "comics"))
            elif isinstance(action, Ideas):
                keys |= {("idea", g) for g in action.board}
            elif isinstance(action, Print):
                for job in action.prints:
                    keys |= {("hand", "automa", job.writer), ("hand", "automa", job.artist)}
                    if job.ripoff:
                        keys |= {("printed", "player", i) for i, x in enumerate(state.player.printed)
                                 if x.comic == job.comic and not x.ripoff}
                    else:
                        keys.add(("dev", "automa", job.comic))
            elif isinstance(action, AutomaSales):
                keys |= {("tile", s) for s in action.flip + action.collect}
            area = action.area if isinstance(action, AutomaPass) else AREA_OF_KIND.get(action.kind)
            if area and action.by == "automa":
                free = R.first_free(state, area)
                if free is not None:
                    keys.add(("space", area, free))
                keys.add(("slot_action", slot, area))
        return keys
