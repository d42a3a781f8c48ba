"""The 7 Wonders Duel + Pantheon table: SOLO's city on top, yours at the bottom, and between
them the Military track with the Conflict pawn and the looting tokens, the Progress tokens on
the board, the Age structure as the real pyramid (face-down backs show their Mythology or
Offering token; Age III shows the Guild / Grand Temple backs), the Pantheon with its six spaces
(each with its cost for SOLO and for you) and the Mythology decks, the discard pile.

A city shows its coins, VP so far, science symbols, tokens, its Wonders (built ones with the
Age card tucked under them; during the draft the Wonders on offer are in the middle) and its
cards grouped by colour. A click on an accessible card offers Build / Discard / Build a Wonder
(one entry per Wonder that can be built) with the exact price from the rules' price helpers;
dragging the card to your city, the discard pile or one of your Wonders does the same. Pending
choices (a Progress token, a draft pick, Mausoleum / Hades, Zeus, Circus Maximus, a god's
placement, who starts an Age, ...) are offered on click with only the legal options.
SOLO's proposal is highlighted before it is applied.

Corrections (edits, ``edits.py``): any piece dragged to where it really lies — a built card, a
Wonder, a Progress / Mythology / Offering / looting token, a divinity, a Mythology deck's card,
the Conflict pawn, the Minerva pawn, Nisaba's Snake (onto a green card of the other city or the
box), a card back into the structure, a card set aside, a card onto the built Wonder it really lies
under (``tuck_card``: the two cards swap), a built Wonder onto the one of its city built instead —
and a click on a city's coins (a spin box); a built Wonder onto the discard pile is not built
(``unbuild_wonder``). In companion mode a right-click on a city's card, a built Wonder or the
discard pile renames a card named wrong (``rename_placed``). While a piece is dragged, the places
that would take it are highlighted; a drop anywhere else snaps back. The piece's place and the
target decide between a move and an edit; in companion mode a structure card dropped where both
make sense asks which one is meant (see docs/duel.md, "The board").
"""
from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainterPath, QPen
from PySide6.QtWidgets import (
    QDialog, QDialogButtonBox, QGraphicsItem, QGraphicsPathItem, QGraphicsRectItem,
    QGraphicsSimpleTextItem, QInputDialog, QLabel, QLineEdit, QListWidget, QListWidgetItem,
    QMenu, QVBoxLayout,
)

from solo_desk.core.actions import Action
from solo_desk.core.errors import SoloDeskError
from solo_desk.core.messages import roman
from solo_desk.core.proposal import Proposal
from solo_desk.ui.board import BoardScene, DropZone, PieceItem, fitted_font
from solo_desk.ui.i18n import message, tr

from . import edits as E
from . import rules as R
from .content import MYTHOLOGIES, catalogue, search_names
from .describe import question_place, track_place
from .scene_draw import (
    BAND, CARD_FILL, COLORS, INK, MUTED, SIDE_COLOR, ButtonItem, CardItem, CoinsItem, DivinityItem, EmptyPileItem, SpaceItem,
    TokenItem, WonderItem, draw_science, font, mythology_name, name, science_name,
)
from .scene_text import (
    action_label, building_lines, cards_text, coins_text, divinity_lines, price_text, progress_lines, wonder_lines,
)
from .state import (
    ActivateDivinity, BuildCard, BuildWonder, Choose, ChooseStart, DiscardCard, DuelState, MoveCard, MoveDivinity,
    MoveLooting, MoveProgress, MoveSetAside, MoveSnake, MoveToken, MoveWonder, PickWonder, RenameCard, RenamePlaced, ReturnCard,
    SetAstarteCoins, TuckCard, UnbuildWonder,
    SetBack, SetCoins, SetConflict, SetMinerva, fast_copy,
)

WIDTH = 1240
BAND_H = 236
MID_Y = BAND_H + 10
MID_H = 590
BOX_H = 62  # the box strip at the bottom of the middle: the pieces out of play
PLAYER_Y = MID_Y + MID_H + 10

SLOT_W, SLOT_H = 94, 112  # a card in the structure
COL_STEP, ROW_STEP = 50, 56
CITY_W, CITY_H, CITY_STEP = 80, 46, 19  # a card in a city
WONDER_W, WONDER_H = 146, 76
DRAFT_TILE = (250, 150)  # a Wonder on offer in the draft: room for its effect text under the name
TRACK_X, TRACK_W, SPACE_H = 34, 46, 23
STRUCT_X, STRUCT_W = 210, 600
PANTHEON_X = 818
RIGHT_X = 1044




def matching_cards(cards: Sequence[str], text: str) -> list[str]:
    """The ``cards`` whose name contains ``text`` in either language, an Italian alternative name
    included (names_it.json), whatever the window's language."""
    if not text.strip():
        return list(cards)
    found = set(search_names(text))
    return [c for c in cards if c in found]



def track_words(position: int) -> str:
    """A space of the Military track as the history says it ("space 3 toward SOLO's capital")."""
    place = track_place(position)
    return message(place["key"], place["params"])

class DuelScene(BoardScene):
    state: DuelState | None = None

    # -- drawing ------------------------------------------------------------------------------------
    def rebuild(self, state: DuelState) -> None:
        self.state = state
        self.to_move = R.to_move(state)
        self.legal: list[Action] = list(R.legal_actions(state)) if self.to_move == "player" and not state.asks else []
        self.pending = state.pending[0] if state.pending and self.to_move == "player" else None
        # edits (drag a piece to where it really lies, click the coins) until the game is over
        self.editable = state.phase != "over"
        self._city("automa", state, 0)
        self._middle(state, MID_Y)
        self._city("player", state, PLAYER_Y)

    # -- the keyboard ------------------------------------------------------------------------------
    TRACK_KINDS = ("track", "loot", "pawn", "minerva")

    def focus_area(self, piece: PieceItem) -> tuple[Any, QRectF] | None:
        """Tab goes area by area: SOLO's city, then the middle of the table column by column (the
        Military track, the Progress tokens, the draft or the structure, the Pantheon with its
        Mythology decks, the discard pile and the choices under it), the box, your city."""
        box = piece.sceneBoundingRect()
        if not MID_Y <= box.center().y() < MID_Y + MID_H:
            return super().focus_area(piece)
        kind = piece.key[0] if isinstance(piece.key, tuple) and piece.key else piece.key
        if isinstance(kind, str) and (kind.startswith("box") or kind == "set_aside"):
            return super().focus_area(piece)
        if kind in self.TRACK_KINDS:
            area = "track"
        elif kind == "progress" and piece.key[1:2] == ("board",) or kind == "progress_board":
            area = "progress"
        elif kind in ("pantheon", "deck", "god_decks"):
            area = "pantheon"
        elif box.center().x() >= RIGHT_X:
            area = "right"
        else:
            area = "structure"
        return ("middle", area), QRectF()  # the rectangle around the area's pieces

    def area_order(self, area: Any, pieces: list[PieceItem]) -> list[PieceItem]:
        """The structure row by row as it shows (a card's row: its ``slot`` in the structure's
        layout), the Pantheon's spaces then its decks; else in reading order."""
        if area == ("middle", "structure") and self.state is not None and self.state.phase != "draft":
            rows = {}
            for piece in pieces:
                key = piece.key
                slot = key[1] if isinstance(key, tuple) and key[0] in ("slot", "slot_token") else None
                layout = catalogue().board.age_layouts[self.state.age]
                rows[id(piece)] = layout[slot].row if isinstance(slot, int) and slot < len(layout) else 99
            return sorted(pieces, key=lambda p: (rows[id(p)], p.sceneBoundingRect().left(), p.key[0] == "slot_token"))
        return super().area_order(area, pieces)

    @staticmethod
    def _card_key(piece: PieceItem) -> Any:
        key = piece.key
        return ("slot", key[1]) if isinstance(key, tuple) and key[:1] == ("slot_token",) else key

    def can_click(self, piece: PieceItem) -> bool:
        """Enter does something: a legal move of the piece's, or a count to correct (the coins)."""
        s, key = self.state, self._card_key(piece)
        if s is None or not isinstance(key, tuple) or not key:
            return False
        if key[0] == "coins" or key[:1] == ("god",) and key[2:3] == ("astarte",):
            return self.editable
        return bool(self._options(key))

    def click_corrects(self, piece: PieceItem) -> bool:
        key = piece.key
        return isinstance(key, tuple) and (key[:1] == ("coins",) or key[:1] == ("god",) and key[2:3] == ("astarte",))

    def can_correct(self, piece: PieceItem) -> bool:
        """The Menu key corrects a card of the structure (its name, its back) when it can be wrong."""
        key = self._card_key(piece)
        if self.state is None or not isinstance(key, tuple):
            return False
        if key[:1] != ("slot",):
            return bool(self.placed_rename_candidates(key))
        return bool(self.rename_candidates(key[1]) or self.back_correction(key[1]))

    def idle_reason(self, piece: PieceItem, context: bool = False, mouse: bool = False) -> str:
        """Why Enter (or a click) did nothing: a covered card, a card or place not open now, not your turn."""
        s, key = self.state, self._card_key(piece)
        if context or s is None or not isinstance(key, tuple) or not key:
            return super().idle_reason(piece, context, mouse)
        if key[0] == "slot" and s.phase == "play" and key[1] not in R.accessible_slots(s):
            return tr("This card is still covered: take the cards lying on it first")  # as a click says
        if (self.to_move != "player" or s.asks) and not self.can_move(piece):
            return tr("Nothing to do with this piece now: it is not your move")
        return super().idle_reason(piece, context, mouse)

    @staticmethod
    def over_text() -> str:
        """What a click or a right-click says once the game is over (the edits end with it)."""
        return tr("The game is over: nothing more can be played or corrected (Edit ▸ Undo goes back)")

    def _has(self, cls: type, **fields: Any) -> list[Action]:
        return [a for a in self.legal if isinstance(a, cls) and all(getattr(a, k) == v for k, v in fields.items())]

    def _text(self, text: str, x: float, y: float, size: float = 9, bold: bool = False, colour: QColor = INK,
              width: float | None = None) -> QGraphicsSimpleTextItem:
        item = QGraphicsSimpleTextItem(text)
        item.setFont(font(size, bold))
        item.setBrush(colour)
        if width is not None:  # centred in [x, x + width]
            x += (width - item.boundingRect().width()) / 2
        item.setPos(x, y)
        self.addItem(item)
        return item

    def _panel(self, rect: QRectF, colour: QColor, radius: float = 10) -> None:
        path = QPainterPath()
        path.addRoundedRect(rect, radius, radius)
        item = QGraphicsPathItem(path)
        item.setBrush(colour)
        item.setPen(QPen(QColor(0, 0, 0, 40), 1))
        item.setZValue(-5)
        self.addItem(item)

    def _piece(self, item: PieceItem, x: float, y: float) -> PieceItem:
        item.place(QPointF(x, y))
        self.addItem(item)
        return item

    def _zone(self, key: Any, rect: QRectF, label: str) -> DropZone:
        """An unframed drop zone (where an edit drag may land), under the more precise zones."""
        zone = DropZone(key, rect, label)
        zone.setPen(Qt.PenStyle.NoPen)
        zone.setToolTip("")  # the pieces on it say what they are
        zone.setZValue(-3 if key[0] == "band" else -1.5)
        self.addItem(zone)
        return zone

    def _turn_side(self, s: DuelState) -> str | None:
        """Whose turn it is in the game: while the table reports what it shows (companion), the side
        whose turn or decision waits on the answer, not the person who answers."""
        if not s.asks:
            return self.to_move
        return R.to_move(fast_copy(s, asks=()))

    def _token_hint(self) -> list[str]:
        return [tr("Drag it to a city, the board or the box if it really lies there (a correction)")] if self.editable else []

    # -- a city ---------------------------------------------------------------------------------------
    def _city(self, side: str, s: DuelState, top: float) -> None:
        c = s.city(side)
        self._panel(QRectF(0, top, WIDTH, BAND_H), BAND[side])
        if self.editable:  # anywhere in a city: a piece dragged there really lies in that city (an edit)
            self._zone(("band", side), QRectF(0, top, WIDTH, BAND_H), tr("Your city") if side == "player" else tr("SOLO's city"))
        title = tr("SOLO (the automa)") if side == "automa" else tr("You")
        if s.phase != "over" and self._turn_side(s) == side:
            title += "  ◀ " + tr("to move")
        head = self._text(title, 12, top + 6, 13, True, SIDE_COLOR[side])
        # coins, VP, science
        score = R.score_breakdown(s, side)
        vp = sum(score.values())
        coins = str(c.coins) + (" + " + tr("%d on Astarte") % c.astarte_coins if c.astarte_coins else "")
        x = max(250, 12 + head.boundingRect().width() + 24)
        label = tr("Coins: %s") % coins
        width = QFontMetricsF(font(10.5, True)).horizontalAdvance(label) + 44
        details = tr("Click to correct the coins (a correction: they are what lies on the table)")
        self._piece(CoinsItem(("coins", side), label, (width, 24), details=details), x - 4, top + 6)
        x += width + 14
        vp_item = self._text(tr("VP so far: %d") % vp, x, top + 9, 10.5, True)
        vp_item.setToolTip(self._score_tip(score))
        x += vp_item.boundingRect().width() + 18
        symbols = R.science_symbols(s, side)
        sci = self._text(tr("Science: %d/6") % len(symbols), x, top + 9, 10.5, True)
        sci.setToolTip(", ".join(f"{science_name(k)} ×{n}" for k, n in symbols.items()) or tr("no science symbol yet"))
        x += sci.boundingRect().width() + 6
        for sym, n in sorted(symbols.items()):
            x += self._symbol(sym, n, x, top + 6) + 4  # spaced by its real width (a "×2" included)
        # Wonders (2 × 2), built ones with their tucked card
        self._wonders(side, s, 10, top + 36)
        # the city's cards by colour
        self._cards(side, s, 322, top + 34)
        # Progress tokens, Divinities, Mythology and Offering tokens
        self._owned(side, s, 966, top + 34)

    def _score_tip(self, score: dict[str, int]) -> str:
        labels = {"blue": tr("blue cards"), "green": tr("green cards"), "yellow": tr("yellow cards"),
                  "purple": tr("Guilds"), "grand_temples": tr("Grand Temples"), "wonders": tr("Wonders"),
                  "progress": tr("Progress tokens"), "divinities": tr("Divinities"), "coins": tr("coins (1 per 3)"),
                  "military": tr("military")}
        return "\n".join(f"{labels[k]}: {v}" for k, v in score.items() if v) or tr("no VP yet")

    def _symbol(self, sym: str, n: int, x: float, y: float) -> float:
        """A science symbol of a city's header, with its count when it has several: returns its width."""
        count = f"×{n}" if n > 1 else ""
        count_w = QFontMetricsF(font(8, True)).horizontalAdvance(count) + 2 if count else 0.0
        width = 23 + count_w

        class Symbol(QGraphicsItem):
            def boundingRect(self_inner):  # noqa: N802, N805
                return QRectF(0, 0, width, 24)

            def paint(self_inner, p, option, widget=None):  # noqa: N805
                p.setRenderHint(p.RenderHint.Antialiasing)
                draw_science(p, QPointF(11, 12), 10, sym)
                if count:
                    p.setPen(INK)
                    p.setFont(font(8, True))
                    p.drawText(QRectF(23, 2, count_w, 20), Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, count)

        item = Symbol()
        item.setPos(x, y)
        item.setToolTip(science_name(sym) + (f" {count}" if count else ""))
        self.addItem(item)
        return width

    def _wonders(self, side: str, s: DuelState, x: float, y: float) -> None:
        c = s.city(side)
        tucked = dict(c.built)
        wonders = list(c.wonders)
        per_row = 2 if len(wonders) <= 4 else 3  # Ra may bring a fifth Wonder
        tile_w = WONDER_W if per_row == 2 else (2 * WONDER_W + 10 - 2 * 6) / 3
        gap = 10 if per_row == 2 else 6
        for i, w in enumerate(wonders):
            col, row = i % per_row, i // per_row
            built = w in tucked
            options = self._wonder_options(side, w)
            details = "\n".join(wonder_lines(w))
            if built:
                details += "\n" + tr("Built with: %s (tucked under it)") % name(tucked[w])
            elif side == "player" and not self.pending and s.phase == "play":
                details += "\n" + tr("Your price now: %s") % price_text(R.wonder_price(s, "player", w))
                details += "\n" + tr("Drag an accessible card here to build it")
            if self.editable:
                details += "\n" + tr("Drag it to the other city if it really belongs there (a correction)")
                if built:
                    details += "\n" + tr("Built with another card? Drag the real one onto it (a correction)")
                    details += "\n" + tr("Not built? Drag it to the discard pile: its card goes there (a correction)")
                    if any(x not in tucked for x in wonders):  # dragged onto the one really built
                        details += "\n" + (tr("Another of your Wonders was built instead? Drag this one onto it (a correction)")
                                           if side == "player" else
                                           tr("Another of its Wonders was built instead? Drag this one onto it (a correction)"))
                else:
                    details += "\n" + tr("Really built? Drag its card onto it (a correction)")
                if built and s.mode == "companion":
                    details += "\n" + tr("Right-click if the card under it was named wrong (a correction)")
            item = WonderItem(("wonder", side, w), w, (tile_w, WONDER_H + (12 if built else 0)), built=built,
                              tucked=tucked.get(w, ""), details=details, legal=bool(options), movable=self.editable)
            wx, wy = x + col * (tile_w + gap), y + row * (WONDER_H + 20)
            self._piece(item, wx, wy)
            if self.editable:  # a card dropped here really lies under this Wonder; a built Wonder, built instead (edits)
                self._zone(("tuck", side, w), QRectF(wx - 3, wy - 3, tile_w + 6, WONDER_H + (18 if built else 6)),
                           tr("Built with this card (a correction)") if built else tr("Built instead (a correction)"))
            if side == "player" and not built and self._turn_open():
                zone = DropZone(("wonder", "player", w), QRectF(wx - 3, wy - 3, tile_w + 6, WONDER_H + 6), tr("Build this Wonder"))
                zone.setZValue(-0.5)
                self.addItem(zone)
        if not wonders:
            self._text(tr("No Wonder yet"), x, y + 4, 9, False, MUTED)

    def _turn_open(self) -> bool:
        return any(isinstance(a, (BuildCard, DiscardCard)) for a in self.legal)

    def _cards(self, side: str, s: DuelState, x: float, y: float) -> None:
        c = s.city(side)
        snake_owner = s.city("automa" if side == "player" else "player")  # a Snake lies on the opponent's card
        by_colour: dict[str, list[str]] = {k: [] for k in COLORS}
        cat = catalogue()
        for b in c.buildings:
            by_colour[cat.buildings[b].color].append(b)
        height = BAND_H - 44
        for i, colour in enumerate(COLORS):
            cx = x + i * (CITY_W + 8)
            cards = by_colour[colour]
            ghost = QGraphicsRectItem(QRectF(cx, y, CITY_W, CITY_H))
            tint = QColor(CARD_FILL[colour])
            tint.setAlpha(45)
            ghost.setBrush(tint)
            ghost.setPen(QPen(QColor(CARD_FILL[colour]), 1, Qt.PenStyle.DashLine))
            ghost.setZValue(-2)
            self.addItem(ghost)
            if not cards:
                continue
            step = min(CITY_STEP, (height - CITY_H) / max(1, len(cards) - 1))
            for j, b in enumerate(cards):
                options = self._options(("card", side, b))
                details = "\n".join(building_lines(b))
                if snake_owner.snake_on == b:  # the other city's Snake lies on this card
                    details += "\n" + tr("Nisaba's snake copies this symbol")
                if self.editable:
                    details += "\n" + tr("Drag it to the other city or the discard pile if it really lies there (a correction)")
                    if s.mode == "companion":
                        details += "\n" + tr("Right-click if it was named wrong (a correction)")
                item = CardItem(("card", side, b), b, (CITY_W, CITY_H), compact=True, details=details, legal=bool(options),
                                movable=self.editable)
                self._piece(item, cx, y + j * step)
                item.setZValue(j * 0.01)
                if colour == "green":
                    self._snake_place(side, s, b, QRectF(cx, y + j * step, CITY_W, step if j < len(cards) - 1 else CITY_H))
        if side == "player":
            zone = DropZone(("city", "player"), QRectF(x - 6, y - 6, 7 * (CITY_W + 8) + 4, height + 10), tr("Your city: build here"))
            self.addItem(zone)

    def _snake_place(self, side: str, s: DuelState, card: str, strip: QRectF) -> None:
        """A green card of ``side``'s city (``strip``: the part of it that shows): Nisaba's Snake of the
        other city drawn on it when it lies there, and, while she is in the other city, a drop zone
        (kept under the city's zones, lit over the cards while the Snake is dragged)."""
        owner = "automa" if side == "player" else "player"
        oc = s.city(owner)
        if "nisaba" not in oc.divinities:
            return
        if self.editable:
            zone = DropZone(("snake_card", side, card), strip, "")
            zone.setPen(Qt.PenStyle.NoPen)
            zone.setZValue(-4)
            self.addItem(zone)
        if oc.snake_on == card:
            self._snake(("snake", owner), strip.left() + 2, strip.top() + 1)  # left: the icons are centred, VP on the right

    def _snake(self, key: Any, x: float, y: float) -> None:
        """Nisaba's Snake token: on the green card it copies, or in the box."""
        details = tr("Nisaba's Snake token: it copies the science symbol of the green card it lies on")
        if self.editable:
            details += "\n" + tr("Drag it to a green card of the other city or to the box, where it really lies "
                                  "(a correction)")
        item = self._piece(TokenItem(key, "snake", "", (18, 18), details=details, movable=self.editable), x, y)
        item.setZValue(1)

    def _owned(self, side: str, s: DuelState, x: float, y: float) -> None:
        c = s.city(side)
        self._text(tr("Progress tokens"), x, y - 2, 8.5, True, MUTED)
        for i, t in enumerate(c.progress):
            details = "\n".join(progress_lines(t) + self._token_hint())
            self._piece(TokenItem(("progress", side, t), "progress", t, (38, 38), details=details, movable=self.editable),
                        x + (i % 6) * 42, y + 14 + (i // 6) * 40)
        gy = y + 14 + 40 * (1 + (len(c.progress) - 1) // 6 if c.progress else 1) + 2
        if s.pantheon or c.divinities:  # without Pantheon no Divinity label
            self._text(tr("Divinities"), x, gy, 8.5, True, MUTED)
        for i, g in enumerate(c.divinities):
            lines = divinity_lines(g)
            if g == "astarte":
                lines.append(tr("1 coin lies on her") if c.astarte_coins == 1 else tr("%d coins lie on her") % c.astarte_coins)
                if self.editable:
                    lines.append(tr("Click to correct the coins on her (a correction)"))
            if self.editable:
                lines.append(tr("Drag it to a Pantheon space, its Mythology deck or the other city if it really lies there "
                                "(a correction)"))
            self._piece(DivinityItem(("god", side, g), g, (60, 40), details="\n".join(lines), movable=self.editable),
                        x + (i % 4) * 64, gy + 16 + (i // 4) * 44)
        ty = gy + 16 + 44 * (1 + (len(c.divinities) - 1) // 4 if c.divinities else 1) if s.pantheon or c.divinities else gy
        if c.mythology_tokens or c.offering_tokens:
            label = self._text(tr("Tokens"), x, ty, 8.5, True, MUTED)
            tx = x + max(48, label.boundingRect().width() + 8)
            hint = ["", tr("Drag it to the other city, the box or a face-down card of the structure if it really "
                           "lies there (a correction)")] if self.editable else []
            for i, m in enumerate(c.mythology_tokens):
                details = tr("%s Mythology token: the Grand Temple of that Mythology is free for you") % mythology_name(m)
                self._piece(TokenItem(("myth", side, i), "myth", m, (24, 24), details="\n".join([details] + hint),
                                      movable=self.editable), tx, ty - 4)
                tx += 27
            for i, d in enumerate(c.offering_tokens):
                details = tr("Offering token: a Divinity costs you %d coins less (once)") % d
                self._piece(TokenItem(("offering", side, i), "offer", str(d), (24, 24), details="\n".join([details] + hint),
                                      movable=self.editable), tx, ty - 4)
                tx += 27

    # -- the middle of the table ------------------------------------------------------------------------
    def _middle(self, s: DuelState, top: float) -> None:
        self._panel(QRectF(0, top, WIDTH, MID_H), QColor("#e6dcc6"))
        self._track(s, top)
        self._progress_board(s, top)
        if s.phase == "draft":
            self._draft(s, top)
        else:
            self._structure(s, top)
        if s.pantheon:
            self._pantheon(s, top)
        self._right(s, top)
        self._box(s, top)
        self._prompt(s, top)

    def _track(self, s: DuelState, top: float) -> None:
        cat = catalogue()
        cap = cat.board.military_capital
        self._text(tr("SOLO's capital"), 0, top + 6, 8, True, SIDE_COLOR["automa"], 124)
        y0 = top + 24
        minerva_pending = self.pending is not None and self.pending.kind == "minerva"
        for k in range(cap, -cap - 1, -1):
            y = y0 + (cap - k) * SPACE_H
            dist = abs(k)
            zone = next((z for z in cat.board.military_zones if z.start <= dist <= z.end), None)
            fill = QColor("#f2ead8") if k == 0 else QColor("#e9c9b3" if k > 0 else "#c9d7ea")
            if dist == cap:
                fill = QColor("#b04a3a" if k > 0 else "#3d6ea8")
            label = "" if k == 0 else str(zone.vp) if zone else ""
            opts = self._options(("track", k)) if minerva_pending else []
            details = tr("Military track: %s") % track_words(k)
            if zone:
                details += "\n" + tr("The side leading here scores %d VP at the end") % zone.vp
            item = SpaceItem(("track", k), (TRACK_W, SPACE_H), fill, label, details=details, legal=bool(opts))
            self._piece(item, TRACK_X, y)
            if s.minerva == k:  # her pawn: a piece of its own, dragged where it really lies
                self._minerva(("minerva",), TRACK_X + TRACK_W - SPACE_H + 2, y + 1.5)
            if self.editable:  # the Conflict pawn dragged here really lies here (an edit)
                self._zone(("track", k), QRectF(TRACK_X - 10, y, TRACK_W + 16, SPACE_H), details.split("\n")[0])
        # the Conflict pawn
        py = y0 + (cap - s.conflict) * SPACE_H
        lead = tr("SOLO leads") if s.conflict > 0 else tr("you lead") if s.conflict < 0 else tr("even")
        details = tr("The Conflict pawn: %s (%d)") % (lead, abs(s.conflict))
        if self.editable:
            details += "\n" + tr("Drag it along the track to where it really lies (a correction)")
        self._piece(TokenItem(("pawn",), "pawn", "", (26, 26), details=details, movable=self.editable),
                    TRACK_X + (TRACK_W - 26) / 2, py - 1.5)
        self._text(tr("Your capital"), 0, y0 + (2 * cap + 1) * SPACE_H + 4, 8, True, SIDE_COLOR["player"], 120)
        # looting tokens beside their zones
        for t in s.military_tokens:
            owner, _, amount = t.rpartition("_")
            zone = next(z for z in cat.board.military_zones if z.looting == int(amount))
            mid = (zone.start + zone.end) / 2
            k = mid if owner == "automa" else -mid
            y = y0 + (cap - k) * SPACE_H + SPACE_H / 2 - 15
            opts = self._options(("loot", t))
            if owner == "player":
                details = tr("Looting token: when the pawn enters this zone, you lose %d coins") % int(amount)
            else:
                details = tr("Looting token: when the pawn enters this zone, SOLO loses %d coins") % int(amount)
            if self.editable:
                details += "\n" + tr("Drag it to the box if it has really left the track (a correction)")
            self._piece(TokenItem(("loot", t), "loot", amount, (30, 30), details=details, legal=bool(opts),
                                  movable=self.editable), TRACK_X + TRACK_W + 6, y)

    def _minerva(self, key: Any, x: float, y: float) -> None:
        details = tr("The Minerva pawn: the Conflict pawn stops when it would enter her space (then she leaves)")
        if self.editable:
            details += "\n" + tr("Drag it along the track or to the box to where it really lies (a correction)")
        self._piece(TokenItem(key, "minerva", "", (SPACE_H - 3, SPACE_H - 3), details=details, movable=self.editable), x, y)

    def _progress_board(self, s: DuelState, top: float) -> None:
        x = 128
        self._text(tr("Progress"), x - 8, top + 6, 8.5, True, MUTED, 80)
        if self.editable:  # a Progress token dragged here really lies on the board (an edit)
            self._zone(("progress_board",), QRectF(x - 8, top + 22, 76, len(s.progress_board) * 70),
                       tr("Progress tokens on the board"))
        for i, t in enumerate(s.progress_board):
            if not t:
                continue
            opts = self._options(("progress", "board", t))
            details = "\n".join(progress_lines(t) + self._token_hint()) if t != "?" else tr("Not yet told which token lies here")
            if self.pending is not None and self.pending.kind == "progress" and opts:
                details += "\n" + tr("Click to take it")
            token = self._piece(TokenItem(("progress", "board", t), "progress", t, (60, 60), details=details,
                                          legal=bool(opts), movable=self.editable and t != "?"),
                                x, top + 26 + i * 70)
            token.board_index = i  # the place the companion question "progress:i" asks about

    def _draft(self, s: DuelState, top: float) -> None:
        who = R.to_move(s)
        title = tr("Wonder draft — round %d of 2") % s.draft_round
        self._text(title, STRUCT_X, top + 8, 13, True, INK, STRUCT_W)
        if s.asks:  # companion: the Wonders drawn are told first (none lies on the board yet)
            sub = tr("Answer the table's question in the Automa panel")
        elif self.pending is not None and self.pending.kind == "solo_direction":
            sub = tr("First choose SOLO's strategic direction (on the right)")
        else:
            sub = tr("Click a Wonder to take it") if who == "player" else tr("SOLO picks now")
        self._text(sub, STRUCT_X, top + 30, 10, False, MUTED, STRUCT_W)
        w, h = DRAFT_TILE
        for i, wonder in enumerate(s.draft_offer):
            col, row = i % 2, i // 2
            opts = self._options(("draft", wonder))
            lines = wonder_lines(wonder)
            item = WonderItem(("draft", wonder), wonder, (w, h), details="\n".join(lines), legal=bool(opts),
                              effect_text=" · ".join(lines[2:]))
            self._piece(item, STRUCT_X + (STRUCT_W - 2 * w - 24) / 2 + col * (w + 24), top + 70 + row * (h + 30))
        if s.mode == "companion" and not s.draft_offer:
            # the Progress tokens on the board are asked first: the Wonders drawn come next
            wonders_asked = bool(s.asks) and s.asks[0].question.startswith("wonder")
            hint = tr("Tell which Wonders were drawn in the Automa panel") if wonders_asked or not s.asks else \
                tr("The Wonders drawn are asked next, after the Progress tokens")
            self._text(hint, STRUCT_X, top + 120, 10, False, MUTED, STRUCT_W)

    def _structure(self, s: DuelState, top: float) -> None:
        if s.phase == "over":
            self._game_over(s, top)
            return
        cat = catalogue()
        slots = cat.board.age_layouts[s.age]
        self._text(tr("Age %s") % {1: "I", 2: "II", 3: "III"}[s.age], STRUCT_X, top + 4, 13, True, INK, STRUCT_W)
        cols = [sl.column for sl in slots]
        rows = [sl.row for sl in slots]
        width = (max(cols) - min(cols)) * COL_STEP + SLOT_W
        height = (max(rows) - min(rows)) * ROW_STEP + SLOT_H
        x0 = STRUCT_X + (STRUCT_W - width) / 2 - min(cols) * COL_STEP
        y0 = top + 28 + max(0, (MID_H - 70 - BOX_H - 6 - height) / 2) - min(rows) * ROW_STEP
        accessible = set(R.accessible_slots(s))
        zeus_messe = self.pending is not None and self.pending.kind in ("zeus", "messe")
        for i, slot in enumerate(slots):
            card = s.slots[i] if i < len(s.slots) else ""
            face_up = s.face_up[i] if i < len(s.face_up) else slot.face_up
            sx, sy = x0 + slot.column * COL_STEP, y0 + slot.row * ROW_STEP
            if self.editable and (not card or not face_up):
                # where a card is put back (an empty slot) or a token really lies (a face-down card): an edit
                # a face-down card: its upper half, where its token lies (the lower half is under the next row)
                zone = self._zone(("structure", i), QRectF(sx, sy, SLOT_W, ROW_STEP if card else SLOT_H),
                                  tr("Slot %d of the structure") % (i + 1))
                zone.setZValue(-1.4 + slot.row * 0.001)
            if not card:
                continue
            token = s.slot_tokens[i] if i < len(s.slot_tokens) else ""
            back = self._back(s, card)
            opts = self._options(("slot", i))
            movable = i in accessible and self._turn_open()
            known = face_up and not card.startswith("?")
            details = self._slot_details(s, i, card, known, back, token, i in accessible) if known or not face_up \
                else self._unnamed_details(back)
            # a face-up card the table has not named yet is drawn face up, as a card to name (not a back)
            item = CardItem(("slot", i), card, (SLOT_W, SLOT_H), face_up=face_up, back=back, token=token,
                            details=details, legal=bool(opts) and (i in accessible or zeus_messe), movable=movable,
                            draw_token=False)
            self._piece(item, sx, sy)
            item.setZValue(slot.row * 0.01)
            if token and not known:  # the token lying on the card: its own piece, dragged if it lies elsewhere
                self._slot_token(s, i, token, details, sx, sy, slot.row)

    def _slot_token(self, s: DuelState, slot: int, token: str, details: str, x: float, y: float, row: int) -> None:
        size = min(SLOT_W, SLOT_H) * 0.44
        if self.editable:
            details += "\n" + tr("Drag the token to a city, the box or another face-down card if it really lies there "
                                 "(a correction)")
        kind, _, value = token.partition(":")
        item = TokenItem(("slot_token", slot, token), kind, value, (size, size), details=details, movable=self.editable)
        self._piece(item, x + (SLOT_W - size) / 2, y + SLOT_H * 0.25 - size / 2)
        item.setZValue(row * 0.01 + 0.005)

    def _back(self, s: DuelState, card: str) -> str:
        cat = catalogue()
        if card == "?guild":
            return "temple" if s.pantheon and cat.decisions.age3_grand_temples_replace_guilds else "guild"
        if card in cat.buildings:
            b = cat.buildings[card]
            if b.group == "guild":
                return "guild"
            if b.group == "grand_temple":
                return "temple"
        return str(s.age)

    @staticmethod
    def _unnamed_details(back: str) -> str:
        what = {"guild": tr("a Guild"), "temple": tr("a Grand Temple")}.get(back, tr("an Age card"))
        return "\n".join([tr("Face up on the table: %s not named yet") % what,
                          tr("Name it in the Automa panel's question")])

    def _slot_details(self, s: DuelState, i: int, card: str, known: bool, back: str, token: str, accessible: bool) -> str:
        if not known:
            what = {"guild": tr("a Guild"), "temple": tr("a Grand Temple")}.get(back, tr("an Age card"))
            lines = [tr("Face down: %s") % what]
            kind, _, value = token.partition(":")
            if kind == "myth":
                lines.append(tr("%s Mythology token: whoever reveals this card takes it") % mythology_name(value))
            elif kind == "offer":
                lines.append(tr("Offering token −%s: whoever reveals this card takes it") % value)
            if card == "?":
                lines.append(tr("Revealed when it becomes accessible"))
            return "\n".join(lines)
        lines = building_lines(card)
        if accessible and s.phase == "play":
            lines.append("")
            lines.append(tr("Your price now: %s") % price_text(R.building_price(s, "player", card), card))
            lines.append(tr("Discard for %s") % coins_text(R.discard_value(s, "player")))
            if self._turn_open():
                lines.append(tr("Click for the choices, or drag it to your city, the discard pile or a Wonder"))
        elif s.phase == "play":
            lines.append(tr("Covered: not accessible yet"))
        if s.mode == "companion" and self.editable and s.phase == "play":
            lines.append(tr("Right-click if it was named wrong (a correction)"))
        return "\n".join(lines)

    def _game_over(self, s: DuelState, top: float) -> None:
        self._text(tr("Game over"), STRUCT_X, top + 20, 16, True, INK, STRUCT_W)
        reason = {"military": tr("military supremacy"), "science": tr("scientific supremacy"),
                  "civilian": tr("civilian victory")}.get(s.end_reason or "", "")
        winner = {"player": tr("You win"), "automa": tr("SOLO wins"), "draw": tr("A draw")}.get(s.winner or "", "")
        self._text(f"{winner} — {reason}", STRUCT_X, top + 50, 13, True, INK, STRUCT_W)
        scores = {side: R.score_breakdown(s, side) for side in ("player", "automa")}
        # without Pantheon, no Grand Temples / Divinities rows (unless a correction made them score)
        # with Pantheon no Guilds row: the Grand Temples take their place in Age III
        hidden = ("purple",) if s.pantheon and catalogue().decisions.age3_grand_temples_replace_guilds else (
            ("grand_temples", "divinities") if not s.pantheon else ())
        cats = [k for k in R.SCORE_CATEGORIES if k not in hidden or any(scores[side][k] for side in scores)]
        labels = {"blue": tr("Blue"), "green": tr("Green"), "yellow": tr("Yellow"), "purple": tr("Guilds"),
                  "grand_temples": tr("Grand Temples"), "wonders": tr("Wonders"), "progress": tr("Progress"),
                  "divinities": tr("Divinities"), "coins": tr("Coins"), "military": tr("Military")}
        x0, y = STRUCT_X + 110, top + 90
        self._text(tr("You"), x0 + 180, y, 10, True, SIDE_COLOR["player"], 80)
        self._text(tr("SOLO"), x0 + 270, y, 10, True, SIDE_COLOR["automa"], 80)
        for i, k in enumerate(cats):
            yy = y + 24 + i * 22
            self._text(labels[k], x0, yy, 10)
            self._text(str(scores["player"][k]), x0 + 180, yy, 10, False, INK, 80)
            self._text(str(scores["automa"][k]), x0 + 270, yy, 10, False, INK, 80)
        yy = y + 24 + len(cats) * 22 + 6
        self._text(tr("Total"), x0, yy, 11, True)
        self._text(str(sum(scores["player"].values())), x0 + 180, yy, 11, True, INK, 80)
        self._text(str(sum(scores["automa"].values())), x0 + 270, yy, 11, True, INK, 80)
        if s.end_reason in ("military", "science"):  # the points were not what decided the game
            self._text(tr("A supremacy ends the game at once: the points do not decide it"), STRUCT_X, yy + 28, 9.5,
                       False, MUTED, STRUCT_W)

    def _pantheon(self, s: DuelState, top: float) -> None:
        cat = catalogue()
        x = PANTHEON_X
        self._text(tr("Pantheon"), x, top + 4, 12, True, INK, 216)
        self._text(tr("cost: SOLO · you"), x, top + 22, 7.5, False, MUTED, 216)
        first_on_top = s.first_player == "automa"
        place = self.pending is not None and self.pending.kind == "place_divinity"
        for space in range(1, 7):
            row = space - 1 if first_on_top else 6 - space
            y = top + 38 + row * 58
            god = s.pantheon_spaces[space - 1]
            costs = {side: R.divinity_cost_base(s, side, space) for side in ("automa", "player")}
            if god == "gate":
                costs = {k: v * cat.board.pantheon.gate_multiplier for k, v in costs.items()}
            self._cost_badge(costs["automa"], x, y + 12, SIDE_COLOR["automa"])
            self._cost_badge(costs["player"], x + 186, y + 12, SIDE_COLOR["player"])
            opts = self._options(("pantheon", space))
            face_up = bool(god) and not god.startswith("?") and (s.age >= 2 or god == "gate")
            hidden_to_you = bool(god) and s.age < 2 and not god.startswith("?")
            shown = god
            if hidden_to_you:  # placed face down in Age I: only its Mythology shows
                shown = "?" + cat.divinities[god].mythology
            details = tr("Pantheon space %d: costs SOLO %d, you %d") % (space, costs["automa"], costs["player"])
            if god and face_up:
                details = "\n".join(divinity_lines(god)) + "\n" + details
                if god == "gate":
                    details += "\n" + tr("The Gate costs double")
            elif god:
                details = tr("Face down (%s Mythology): turned face up at the start of Age II") % mythology_name(shown[1:]) + "\n" + details
            else:
                details = tr("Empty space") + "\n" + details
            if opts and s.age >= 2 and not place:
                details += "\n" + tr("Your price now: %s") % price_text(R.divinity_price(s, "player", space))
            editable = self.editable and s.phase != "draft"
            if editable and god:
                details += "\n" + tr("Drag it to another space, its Mythology deck or a city (activated) if it really "
                                     "lies there (a correction)")
            item = DivinityItem(("pantheon", space), shown, (150, 50), face_up=face_up, details=details, legal=bool(opts),
                                movable=editable and bool(god))
            self._piece(item, x + 33, y)
            if god == "enki" and face_up:
                self._enki_tokens(s, x + 33 + 150, y, item.zValue())
            if place and not god:
                self.addItem(DropZone(("space", space), QRectF(x + 30, y - 3, 156, 56), tr("Place the Divinity here")))
            if editable:  # a divinity dragged here really lies on this space (an edit)
                self._zone(("god_space", space), QRectF(x + 30, y - 3, 156, 56), tr("Pantheon space %d") % space)
        # the Mythology decks
        dy = top + 38 + 6 * 58 + 6
        self._text(tr("Mythology decks"), x, dy, 8.5, True, MUTED, 216)
        editable = self.editable and s.phase != "draft"
        if editable:  # a divinity dragged here is really back in its deck (an edit)
            self._zone(("god_decks",), QRectF(x, dy + 14, 216, 64), tr("The Mythology decks"))
        for i, m in enumerate(MYTHOLOGIES):
            count = E.deck_count(s, m)
            opts = self._options(("deck", m))
            details = (tr("%s Mythology deck: 1 Divinity") % mythology_name(m) if count == 1
                       else tr("%s Mythology deck: %d Divinities") % (mythology_name(m), count))
            if editable and count:
                details += "\n" + tr("Drag it onto a Pantheon space if one of its cards really lies there (a correction)")
            item = DivinityItem(("deck", m), "?" + m if count else "", (40, 56), face_up=False, count=count,
                                details=details, legal=bool(opts), movable=editable and bool(count))
            self._piece(item, x + 2 + i * 43, dy + 18)

    def _box(self, s: DuelState, top: float) -> None:
        """The box: the pieces out of play (Progress, Mythology, Offering and looting tokens, the cards
        set aside), each dragged onto the table if it really lies there, and a drop zone for all of them."""
        rect = QRectF(120, top + MID_H - 46 - BOX_H, RIGHT_X - 12 - 120, BOX_H)
        self._panel(rect, QColor("#efe5cf"), 8)
        if self.editable:  # a piece dragged here really lies in the box (an edit)
            self.addItem(DropZone(("box",), rect, tr("The box: the pieces out of play")))
        label = self._text(tr("Box"), rect.left() + 8, rect.top() + 20, 11, True, MUTED)
        x = rect.left() + 8 + label.boundingRect().width() + 14
        cy = rect.top() + 18  # the pieces' top, under their group's caption
        hint = tr("Drag it where it really lies (a correction)")

        def caption(text: str) -> float:
            """The group's caption; returns where the next group may start at the earliest."""
            return x + self._text(text, x, rect.top() + 3, 7.5, True, MUTED).boundingRect().width() + 14

        progress = E.box_progress_tokens(s)
        if progress:
            after = caption(tr("Progress tokens"))
            for t in progress:
                details = "\n".join(progress_lines(t) + [tr("In the box"), hint] if self.editable else progress_lines(t))
                self._piece(TokenItem(("box_progress", t), "progress", t, (36, 36), details=details,
                                      movable=self.editable), x, cy + 2)
                x += 40
            x = max(x + 14, after)
        myths = Counter(E.box_mythology_tokens(s) if s.age >= 1 else ())  # dealt with the Age I structure
        if myths:
            after = caption(tr("Mythology tokens"))
            for m in MYTHOLOGIES:
                if not myths[m]:
                    continue
                title = tr("%s Mythology token") % mythology_name(m)  # "segnalino …" inside a sentence: a capital here
                details = "\n".join([title[:1].upper() + title[1:], tr("In the box: %d") % myths[m]]
                                    + ([hint] if self.editable else []))
                self._piece(TokenItem(("box_token", "myth:" + m), "myth", m, (28, 28), details=details,
                                      movable=self.editable), x, cy + 6)
                if myths[m] > 1:
                    self._text(f"×{myths[m]}", x + 29, cy + 14, 8, True, MUTED)
                x += 48 if myths[m] > 1 else 34
            x = max(x + 14, after)
        offerings = E.box_offering_tokens(s) if s.age >= 2 else ()
        if offerings:
            after = caption(tr("Offering tokens"))
            for d in offerings:
                details = "\n".join([tr("Offering token −%d") % d, tr("In the box")] + ([hint] if self.editable else []))
                self._piece(TokenItem(("box_token", f"offer:{d}"), "offer", str(d), (28, 28), details=details,
                                      movable=self.editable), x, cy + 6)
                x += 34
            x = max(x + 14, after)
        looted = [t for t in E.LOOTING_TOKENS if t not in s.military_tokens]
        if looted:
            after = caption(tr("Looting tokens"))
            for t in looted:
                owner, _, amount = t.rpartition("_")
                whose = tr("your half of the track") if owner == "player" else tr("SOLO's half of the track")
                details = "\n".join([tr("Looting token −%s (%s): no longer on the track") % (amount, whose)]
                                    + ([tr("Drag it back onto the track if it really lies there (a correction)")]
                                       if self.editable else []))
                self._piece(TokenItem(("box_loot", t), "loot", amount, (30, 30), details=details, movable=self.editable),
                            x, cy + 5)
                x += 36
            x = max(x + 14, after)
        snake_box = [side for side in ("player", "automa") if "nisaba" in s.city(side).divinities and not s.city(side).snake_on]
        if snake_box:  # Nisaba activated, her Snake on no card
            after = caption(tr("Snake"))
            self._snake(("box_snake", snake_box[0]), x + 4, cy + 10)
            x = max(x + 36, after)
        if s.pantheon and s.minerva is None:
            after = caption(tr("Minerva"))
            self._minerva(("box_minerva",), x + 4, cy + 8)
            x = max(x + 40, after)
        if s.phase == "play":
            self._set_aside_pile(s, x, cy, rect)

    def _set_aside_pile(self, s: DuelState, x: float, y: float, rect: QRectF) -> None:
        cat = catalogue()
        per_age = cat.board.cards_set_aside_per_age
        if s.mode == "digital":
            count = len(s.set_aside[s.age - 1])
        else:
            count = per_age - sum(1 for c in s.set_aside_taken if cat.buildings[c].age == s.age and cat.buildings[c].group == "age")
        self._text(tr("Set aside (%d)") % count, x, rect.top() + 3, 7.5, True, MUTED)
        lines = [tr("The cards set aside for Age %s: %d") % ({1: "I", 2: "II", 3: "III"}[s.age], count)]
        if s.age == 3:
            lines.append(tr("and the unused Guilds / Grand Temples"))
        candidates = E.set_aside_cards(s) if self.editable else ()
        if candidates:
            lines.append(tr("Drag it to a city or the discard pile if one of them really lies there (a correction)"))
        if self.editable:
            lines.append(tr("A card dragged into the box is set aside (a correction)"))
        pile = CardItem if count else EmptyPileItem  # none left (taken by the level, the Statue of Liberty)
        item = pile(("set_aside",), "", (32, 40), face_up=False, back=str(s.age), details="\n".join(lines),
                    movable=bool(candidates))
        self._piece(item, x + 6, y)

    def _enki_tokens(self, s: DuelState, right: float, y: float, z: float) -> None:
        """The two Progress tokens lying on Enki's card (left of its right edge)."""
        for i, token in enumerate(s.enki_tokens):
            lines = progress_lines(token) + [tr("On Enki's card: whoever activates him keeps one")]
            if self.editable:
                lines.append(tr("Drag it where it really lies (a correction)"))
            item = TokenItem(("enki_token", token), "progress", token, (24, 24), details="\n".join(lines),
                             movable=self.editable)
            self._piece(item, right - 28 * (i + 1), y + 23)
            item.setZValue(z + 0.01)

    def _cost_badge(self, cost: int, x: float, y: float, colour: QColor) -> None:
        ring = QGraphicsPathItem()
        path = QPainterPath()
        path.addEllipse(QRectF(x, y, 26, 26))
        ring.setPath(path)
        ring.setBrush(QColor("#ffd54a"))
        ring.setPen(QPen(colour, 2.5))
        self.addItem(ring)
        self._text(str(cost), x, y + 5, 9, True, INK, 26)

    def _right(self, s: DuelState, top: float) -> None:
        x = RIGHT_X
        self._text(tr("Discard pile"), x, top + 6, 10, True, INK, 186)
        last = s.discard[-1] if s.discard else ""
        opts = self._options(("discard",))
        details = tr("Discard pile: %s") % cards_text(len(s.discard))
        if s.discard:
            details += "\n" + ", ".join(name(c) if c != "?" else "?" for c in s.discard)
        details += "\n" + tr("Drag an accessible card here to discard it")
        movable = self.editable and last in catalogue().buildings
        if movable:
            details += "\n" + tr("Drag the top card to a city if it really lies there (a correction)")
            if s.mode == "companion":
                details += "\n" + tr("Right-click if the top card was named wrong (a correction)")
        if last:
            item = CardItem(("discard",), last, (SLOT_W, SLOT_H), face_up=last != "?", back=str(max(1, s.age)),
                            details=details, legal=bool(opts), movable=movable)
        else:
            item = DivinityItem(("discard",), "", (SLOT_W, SLOT_H), details=details)
        self._piece(item, x + 51, top + 26)
        self._text(cards_text(len(s.discard)), x, top + 26 + SLOT_H + 2, 8.5, False, MUTED, 186)
        self.addItem(DropZone(("discard",), QRectF(x + 8, top + 22, 170, SLOT_H + 26), tr("Discard pile")))
        # the options of a pending choice that lie nowhere else on the table
        entries = self._choice_entries(s)
        y = top + 26 + SLOT_H + 24
        if entries:
            title = self._text(self._choice_title(), x, y, 9.5, True, INK)
            title.setFont(fitted_font(title.text(), 186, 9.5, smallest=7.0))  # never over the Pantheon's prices
            title.setX(x + (186 - title.boundingRect().width()) / 2)
            wide = [value for _, kind, value, _ in entries if kind == "wide"]
            points = min((fitted_font(v, 162, 10.0, True).pointSizeF() for v in wide), default=10.0)
            # Progress tokens as large as the board's, their names written on them (not icons alone)
            row_h = 66 if any(kind == "progress" for _, kind, _, _ in entries) else 52
            for i, (key, kind, value, details) in enumerate(entries[:12]):
                cx, cy = x + 6 + (i % 2) * 90, y + 20 + (i // 2) * row_h
                opts = self._options(key)
                if kind == "wide":  # a long label: one button a row, the column's width, one size
                    self._piece(ButtonItem(key, (174, 30), value, details=details, legal=bool(opts), points=points),
                                x + 6, y + 20 + i * 36)
                    continue
                if kind == "card":
                    item = CardItem(key, value, (84, 46), compact=True, details=details, legal=bool(opts))
                elif kind == "god":
                    item = DivinityItem(key, value, (84, 46), details=details, legal=bool(opts))
                elif kind == "progress":
                    library = self.editable and self.pending is not None and self.pending.kind == "library"
                    if library:
                        details += "\n" + tr("Drag it to the box if it was not really drawn (a correction)")
                    item = TokenItem(key, "progress", value, (60, 60), details=details, legal=bool(opts), movable=library)
                    cx += 12
                else:
                    item = ButtonItem(key, (84, 40), value, details=details, legal=bool(opts))
                self._piece(item, cx, cy)

    def _choice_title(self) -> str:
        p = self.pending
        return {"library": tr("Great Library: keep one"), "enki": tr("Enki: keep one"),
                "free_from_discard": tr("Build one for free"), "place_divinity": tr("Keep one, place it"),
                "gate": tr("The Gate: take one"), "theater": tr("Divine Theater: take one"),
                "theater_top": tr("Divine Theater: which goes on top?"),
                "liberty_pick": tr("Statue of Liberty: build one"), "liberty_give": tr("Give one to SOLO"),
                "isis": tr("Isis: build a Wonder with one"), "start": tr("Who starts the Age?"),
                "solo_direction": tr("SOLO's strategic direction")}.get(
            p.kind if p else "", tr("Choose"))

    def _choice_entries(self, s: DuelState) -> list[tuple[Any, str, str, str]]:
        p = self.pending
        if p is None:
            return []
        cat = catalogue()
        out: list[tuple[Any, str, str, str]] = []
        if p.kind == "start":
            age = roman(s.age)  # the Age already dealt, its first turn still to be given
            return [(("start", "player"), "button", tr("I start"), tr("You start Age %s") % age),
                    (("start", "automa"), "button", tr("SOLO starts"), tr("SOLO starts Age %s") % age)]
        if p.kind == "solo_direction":  # SOLO-SETUP-4: named in words, never by its code alone
            return [(("choice", d), "wide", message(f"duel.direction.{d}"),
                     tr("SOLO's strategic direction: %s (%s)") % (message(f"duel.direction.{d}"), d)) for d in p.options]
        values: list[str] = []
        if p.kind in ("library", "enki", "free_from_discard", "place_divinity", "gate", "theater", "theater_top",
                      "liberty_pick", "liberty_give"):
            values = list(dict.fromkeys(p.options))
        elif p.kind == "isis":
            values = list(dict.fromkeys(s.discard))
        for v in values:
            if v in cat.buildings:
                out.append((("choice", v), "card", v, "\n".join(building_lines(v))))
            elif v in cat.divinities:
                out.append((("choice", v), "god", v, "\n".join(divinity_lines(v))))
            elif v in cat.progress_tokens:
                out.append((("choice", v), "progress", v, "\n".join(progress_lines(v))))
        return out

    def _prompt(self, s: DuelState, top: float) -> None:
        box = QRectF(STRUCT_X, top + MID_H - 40, RIGHT_X - STRUCT_X - 12, 32)
        self._panel(box, QColor("#fff8e8"), 8)
        text = self._prompt_text(s)
        item = self._text(text, box.left() + 10, box.top() + 7, 10.5, True, INK)
        self._prompt_line = (item, box)
        self._fit_prompt(item, box)

    PROMPT_ONE_LINE_MIN = 9.0  # below this size a long prompt goes on two lines (at 1280x800 7 pt was unreadable)

    @classmethod
    def _fit_prompt(cls, item: QGraphicsSimpleTextItem, box: QRectF) -> None:
        """The prompt in its box: on one line, made smaller as needed down to PROMPT_ONE_LINE_MIN;
        a longer one on two lines (broken at a space near its middle, after a colon or a comma when
        one is near), as large as both fit; centred in the box's height."""
        text = item.text().replace("\n", " ")
        item.setText(text)
        item.setFont(font(10.5, True))
        room_w, room_h = box.width() - 16, box.height() - 2
        while item.boundingRect().width() > room_w and item.font().pointSizeF() > cls.PROMPT_ONE_LINE_MIN:
            item.setFont(font(item.font().pointSizeF() - 0.5, True))
        if item.boundingRect().width() > room_w:
            item.setText(cls._two_lines(text))
            while (item.boundingRect().width() > room_w or item.boundingRect().height() > room_h) \
                    and item.font().pointSizeF() > 6:
                item.setFont(font(item.font().pointSizeF() - 0.5, True))
        item.setY(box.top() + (box.height() - item.boundingRect().height()) / 2)

    @staticmethod
    def _two_lines(text: str) -> str:
        """``text`` broken at the space nearest its middle; a space after ":", "," or "—" within a
        sixth of the length from the middle is preferred (the line breaks between clauses)."""
        middle = len(text) / 2
        spaces = [i for i, ch in enumerate(text) if ch == " "]
        if not spaces:
            return text
        clauses = [i for i in spaces if i > 0 and text[i - 1] in ":,—;" and abs(i - middle) <= len(text) / 6]
        at = min(clauses or spaces, key=lambda i: abs(i - middle))
        return text[:at] + "\n" + text[at + 1:]

    def _refresh_prompt(self) -> None:
        """The prompt again when only the proposal changed (an answer given to SOLO's question)."""
        line = getattr(self, "_prompt_line", None)
        if line is None or self.state is None:
            return
        item, box = line
        try:
            text = self._prompt_text(self.state)
            if item.text().replace("\n", " ") != text:
                item.setText(text)
                self._fit_prompt(item, box)
        except RuntimeError:  # the board was rebuilt meanwhile
            self._prompt_line = None

    def _prompt_text(self, s: DuelState) -> str:
        if s.phase == "over":
            return tr("Game over — %s") % {"player": tr("you win"), "automa": tr("SOLO wins"), "draw": tr("a draw")}.get(s.winner or "", "")
        if s.asks:
            if self.controller.proposal.applicable():  # answered: Apply records it (nothing to tell now)
                return tr("Answered: Apply records the answer (Ctrl+Return)")
            return tr("The table must tell what it shows: answer in the Automa panel")
        if self.to_move == "automa":
            text = tr("SOLO's turn: its move is highlighted; Apply it (Ctrl+Return)")
            proposal = self.controller.proposal
            if proposal.status == "needs_input" and not proposal.applicable():
                # SOLO draws at the table (the Divine Theater, ...): nothing to apply before the answer
                return tr("SOLO's turn: answer its question in the Automa panel, then Apply it (Ctrl+Return)")
            first = proposal.actions[0] if proposal.actions else None
            if first is not None and first.by == "automa":
                text = tr("SOLO proposes: %s — Apply it (Ctrl+Return)") % self._describe(s, first)
                won = next((a.supremacy for a in proposal.actions if getattr(a, "supremacy", "")), "")
                if won:  # the move ends the game: said before it is applied, as the explanation says it
                    reason = tr("military supremacy") if won.startswith("military") else tr("scientific supremacy")
                    text = tr("SOLO proposes: %s — %s: SOLO wins — Apply it (Ctrl+Return)") % (
                        self._describe(s, first), reason)
            return text
        p = self.pending
        if p is not None:
            prompts = {
                "progress": tr("Take a Progress token from the board (you have a pair of science symbols)"),
                "library": tr("The Great Library: keep one of the Progress tokens drawn"),
                "enki": tr("Enki: keep one of his Progress tokens"),
                "destroy": tr("Click one of SOLO's cards to discard it"),
                "free_from_discard": tr("Build a card of the discard pile for free: click it"),
                "place_divinity": tr("Keep one of the Divinities drawn: click it (or drag it) to place it on an empty space"),
                "nisaba": tr("Nisaba: click one of SOLO's green cards to copy its symbol"),
                "baal": tr("Baal: click one of SOLO's brown or grey cards to take it"),
                "zeus": tr("Zeus: click a card of the structure to discard it"),
                "anubis": tr("Anubis: click a built Wonder to undo it"),
                "isis": tr("Isis: click one of your Wonders, or a card of the discard pile"),
                "ra": tr("Ra: click one of SOLO's unbuilt Wonders to take it"),
                "minerva": tr("Minerva: click a space of the Military track"),
                "neptune_discard": tr("Neptune: click a looting token to discard it"),
                "neptune_apply": tr("Neptune: click a looting token to apply it to SOLO"),
                "gate": tr("The Gate: take one of the top Divinities"),
                "theater_deck": tr("The Divine Theater: click a Mythology deck"),
                "theater": tr("The Divine Theater: take one of the Divinities"),
                "theater_top": tr("The Divine Theater: click the Divinity that goes back on top of its deck"),
                "messe": tr("Messe: click a card of the top row to build it for free"),
                "liberty_pick": tr("Statue of Liberty: build one of the cards set aside"),
                "liberty_give": tr("Statue of Liberty: give one of the cards to SOLO"),
                "start": tr("Choose who starts Age %s") % roman(s.age),
                "solo_direction": tr("SOLO's first Wonder gives no strategic direction: choose one on the right"),
            }
            if p.kind == "place_divinity" and p.options and p.options[0].startswith("?"):
                # companion: the table draws; the board shows no card, only the empty spaces lit
                return tr("%s Mythology token: draw the top 2 Divinities of its deck, keep one (the other goes back on "
                          "top), place it face down and click that empty space") % mythology_name(p.options[0][1:])
            if p.kind == "start" and 2 <= s.age <= 3:  # which Age, and why the choice is yours (SOLO-AGE-END-2)
                told = (p.source or "").removeprefix("conflict:")
                ended = int(told) if told.lstrip("-").isdigit() else s.conflict  # the pawn when the Age ended
                age = roman(s.age)
                if ended < 0:
                    return tr("Choose who starts Age %s: your army is the weaker") % age
                if ended == 0:
                    return tr("Choose who starts Age %s: the armies are level and you took the last card") % age
                return tr("Choose who starts Age %s") % age
            return prompts.get(p.kind, tr("Choose"))
        if s.phase == "draft":
            return tr("Take one of the Wonders on offer")
        if self.to_move == "player":
            return tr("Your turn: click an accessible card (green frame) or drag it; or activate a Divinity")
        return ""

    def _describe(self, s: DuelState, a: Action) -> str:
        if isinstance(a, BuildCard):
            return tr("build %s") % name(a.card)
        if isinstance(a, DiscardCard):
            return tr("discard %s") % name(a.card)
        if isinstance(a, BuildWonder):
            return tr("build %s with %s") % (name(a.wonder), name(a.card))
        if isinstance(a, ActivateDivinity):
            return tr("activate %s") % name(s.pantheon_spaces[a.space - 1])
        if isinstance(a, PickWonder):
            return tr("take %s") % name(a.wonder)
        if isinstance(a, ChooseStart):
            return (tr("you start Age %s") if a.starter == "player" else tr("SOLO starts Age %s")) % roman(s.age)
        if isinstance(a, Choose):
            value = a.pick or a.card
            p = s.pending[0] if s.pending else None
            kind = p.kind if p is not None else ""
            if kind == "isis" and a.pick and a.card:
                return tr("build %s with %s from the discard pile") % (name(a.pick), name(a.card))
            if kind == "minerva" and a.space is not None:
                return tr("put the Minerva pawn on the Military track, %s") % track_words(a.space)
            if kind == "place_divinity" and a.space is not None and value in catalogue().divinities:
                # placed face down: named by its Mythology only, as the history and the board show it
                return tr("place a %s Divinity face down on Pantheon space %d") % (
                    mythology_name(catalogue().divinities[value].mythology), a.space)
            if kind in ("progress", "library", "enki") and value:
                return tr("take the Progress token %s") % name(value)
            if value and not value.startswith("?") and p is not None and not a.card:
                # what the choice does, as the history will say it ("discard Clay Pool from your city")
                verbs = {
                    "destroy": tr("discard %s from your city"),
                    "baal": tr("take %s from your city"),
                    "nisaba": tr("put the Snake on %s in your city"),
                    "ra": tr("take %s from your city"),
                    "anubis": tr("discard the card under %s"),
                    "free_from_discard": tr("build %s from the discard pile for free"),
                    "liberty_pick": tr("build %s for free from the cards set aside (Statue of Liberty)"),
                    "liberty_give": tr("give you %s, which you build for free (Statue of Liberty)"),
                }
                if p.kind in verbs:
                    return verbs[p.kind] % name(value)
                divinities = catalogue().divinities
                if p.kind in ("gate", "theater") and value in divinities:  # activated for free, as the history says
                    myth = mythology_name(divinities[value].mythology)
                    if p.kind == "gate":
                        return tr("activate %s for free from the top of the %s Mythology deck (the Gate)") % (name(value), myth)
                    return tr("activate %s for free from the %s Mythology deck (the Divine Theater)") % (name(value), myth)
                if p.kind in ("neptune_discard", "neptune_apply"):  # a Military token, never its raw id
                    half, _, coins = value.rpartition("_")
                    words = {
                        ("neptune_discard", "player"): tr("discard the %d-coin Military token on your half without effect (Neptune)"),
                        ("neptune_discard", "automa"): tr("discard the %d-coin Military token on SOLO's half without effect (Neptune)"),
                        ("neptune_apply", "player"): tr("apply the %d-coin Military token on your half against you (Neptune)"),
                        ("neptune_apply", "automa"): tr("apply the %d-coin Military token on SOLO's half against you (Neptune)"),
                    }
                    if (p.kind, half) in words and coins.isdigit():
                        return words[(p.kind, half)] % int(coins)
                if p.kind == "theater_deck" and value in MYTHOLOGIES:
                    return tr("look at the %s Mythology deck and activate one of its Divinities for free (the Divine "
                              "Theater)") % mythology_name(value)
            if value and not value.startswith("?"):
                return name(value)
            if a.slot is not None:  # the card's place as the questions say it, never a raw index
                place = question_place(f"card:{a.slot}", s)
                where = message(place["key"], place["params"]) if place else tr("slot %d") % (a.slot + 1)
                if kind == "zeus":
                    if a.discarded and a.discarded != "?":  # a face-up card, named (filled in when SOLO's move was worked out)
                        return tr("discard %s from the card structure") % name(a.discarded)
                    return tr("discard the card of the structure (%s)") % where
                if kind == "messe":
                    if a.built:
                        return tr("build %s from the card structure") % name(a.built)
                    return tr("build the card of the structure (%s)") % where
                return tr("the card of the structure (%s)") % where
            if a.space is not None:
                if value and value.startswith("?"):  # SOLO-GODPLACE-1: drawn blind at the table
                    return tr("draw the top 2 %s Divinities unseen: one at random face down on space %d, the other "
                              "back on top") % (mythology_name(value[1:]), a.space)
                return tr("space %d") % a.space
        return a.kind

    # -- what a piece can do now ------------------------------------------------------------------------
    def _wonder_options(self, side: str, wonder: str) -> list[Action]:
        return self._options(("wonder", side, wonder))

    def _options(self, key: Any) -> list[Action]:
        """The legal actions a click on the piece ``key`` stands for."""
        if not self.legal or self.state is None:
            return []
        s = self.state
        p = self.pending
        kind = key[0]
        if kind == "slot":
            card = s.slots[key[1]]
            if p is not None:
                return [a for a in self._has(Choose, slot=key[1])] if p.kind in ("zeus", "messe") else []
            return [a for a in self.legal if isinstance(a, (BuildCard, DiscardCard, BuildWonder)) and a.card == card]
        if kind == "draft":
            return self._has(PickWonder, wonder=key[1])
        if p is None:
            if kind == "pantheon":
                return self._has(ActivateDivinity, space=key[1])
            return []
        if kind == "start":
            return self._has(ChooseStart, starter=key[1])
        if kind == "progress" and key[1] == "board":
            return self._has(Choose, pick=key[2]) if p.kind == "progress" else []
        if kind == "choice":
            if p.kind == "isis":
                return self._has(Choose, card=key[1])
            return self._has(Choose, pick=key[1])
        if kind == "card":
            return self._has(Choose, pick=key[2]) if p.kind in ("destroy", "baal", "nisaba") else []
        if kind == "wonder":
            return self._has(Choose, pick=key[2]) if p.kind in ("anubis", "ra", "isis") else []
        if kind == "pantheon":
            return self._has(Choose, space=key[1]) if p.kind == "place_divinity" else []
        if kind == "deck":
            return self._has(Choose, pick=key[1]) if p.kind == "theater_deck" else []
        if kind == "loot":
            return self._has(Choose, pick=key[1]) if p.kind.startswith("neptune") else []
        if kind == "track":
            return self._has(Choose, space=key[1]) if p.kind == "minerva" else []
        if kind == "discard":
            return self._has(Choose) if p.kind == "free_from_discard" else []
        return []

    def _unaffordable_notes(self, s: DuelState, card: str) -> list[str]:
        """What the player cannot pay for with this card now (shown, greyed, under the choices)."""
        notes = []
        have = R.coins_available(s, "player")
        if not self._has(BuildCard, card=card):
            price = R.building_price(s, "player", card)
            notes.append(tr("Build %s — %s: you have %s") % (name(card), price_text(price, card), coins_text(have)))
        if R.wonders_built_total(s) < catalogue().board.wonders_built_max:
            for w in s.player.unbuilt_wonders():
                if not self._has(BuildWonder, card=card, wonder=w):
                    price = R.wonder_price(s, "player", w)
                    notes.append(tr("Build %s with it — %s: you have %s") % (name(w), price_text(price), coins_text(have)))
        return notes

    # -- clicks and drops --------------------------------------------------------------------------------
    def choose(self, entries: list[tuple[str, Action]], notes: Sequence[str] = ()) -> Action | None:
        """A small menu of the legal options (notes: greyed lines); tests replace this method."""
        menu = QMenu()
        for label, action in entries:
            menu.addAction(label).setData(action)
        if notes:
            menu.addSeparator()
            for note in notes:
                menu.addAction(note).setEnabled(False)
        picked = menu.exec(self.menu_position(menu))
        return picked.data() if picked is not None else None

    def ask_coins(self, side: str, coins: int) -> int | None:
        """A small dialog with a spin box: the coins that really lie in a city (tests replace this method)."""
        views = self.views()
        title = tr("Correct the coins")
        label = tr("Your coins on the table:") if side == "player" else tr("SOLO's coins on the table:")
        value, ok = QInputDialog.getInt(views[0] if views else None, title, label, coins, 0, 999, 1)
        return value if ok else None

    def ask_astarte_coins(self, side: str, coins: int) -> int | None:
        """The coins that really lie on Astarte's card (tests replace this method)."""
        views = self.views()
        label = tr("Coins on your Astarte:") if side == "player" else tr("Coins on SOLO's Astarte:")
        value, ok = QInputDialog.getInt(views[0] if views else None, tr("Correct the coins on Astarte"), label, coins, 0, 99, 1)
        return value if ok else None

    def click_actions(self, piece: PieceItem) -> list[Action] | None:
        s = self.state
        if s is None:
            return None
        if s.phase == "over":  # a click said nothing at all: no move and no correction once it is over
            self.controller.error.emit(self.over_text())
            return None
        key = piece.key
        if key[0] == "slot_token":  # a click on the token lying on a card is a click on the card (Zeus)
            key = ("slot", key[1])
        if key[0] == "coins":
            if not self.editable:
                return None
            coins = self.ask_coins(key[1], s.city(key[1]).coins)
            return [SetCoins(side=key[1], coins=coins)] if coins is not None and coins != s.city(key[1]).coins else None
        if key[:1] == ("god",) and key[2] == "astarte" and self.editable:
            have = s.city(key[1]).astarte_coins
            coins = self.ask_astarte_coins(key[1], have)
            return [SetAstarteCoins(side=key[1], coins=coins)] if coins is not None and coins != have else None
        options = self._options(key)
        if key[0] == "slot" and self.pending is None and s.phase == "play" and options:
            card = s.slots[key[1]]
            order = sorted(options, key=lambda a: {"build": 0, "discard": 1, "build_wonder": 2}[a.kind])
            picked = self.choose([(action_label(s, a), a) for a in order], self._unaffordable_notes(s, card))
            return [picked] if picked is not None else None
        if not options:
            if isinstance(piece, ButtonItem):  # a grey button: say why it does nothing now
                self.controller.error.emit(self._button_refusal(s))
            elif key[0] in ("slot", "pantheon"):  # a card or a divinity that cannot be played now: why
                why = self._click_refusal(s, key)
                if why:
                    self.controller.error.emit(why)
            return None
        if len(options) == 1 and key[0] not in ("pantheon", "discard") or (key[0] == "pantheon" and len(options) == 1
                                                                              and self.pending is not None):
            return options[:1]
        if key[0] == "pantheon":  # without Offering tokens first, then one token, two, ... by discount
            options = sorted(options, key=lambda a: (len(getattr(a, "offerings", ())), sum(getattr(a, "offerings", ()))))
        picked = self.choose([(action_label(s, a), a) for a in options])
        return [picked] if picked is not None else None

    def _click_refusal(self, s: DuelState, key: Any) -> str | None:
        """Why a click on a card of the structure or on a Pantheon space does nothing now."""
        if s.phase != "play" or s.winner is not None:
            return None
        if s.asks:
            return tr("First answer the table's question in the Automa panel")
        if self.to_move == "automa":
            return tr("It is SOLO's turn: Apply its move first (Ctrl+Return)")
        if self.pending is not None:
            return self._prompt_text(s)  # the decision to make first, as the board's prompt says it
        if key[0] == "slot":
            card = s.slots[key[1]] if key[1] < len(s.slots) else ""
            if card and not R.is_accessible(s, key[1]):
                return tr("This card is still covered: take the cards lying on it first")
            return None
        god = s.pantheon_spaces[key[1] - 1] if 0 < key[1] <= len(s.pantheon_spaces) else ""
        if not god:
            return None
        if god.startswith("?") or s.age < 2:  # digital Age I: the app knows the face-down card
            return tr("The Divinities are revealed at the start of Age II: none can be activated before")
        cheapest = min(R.divinity_price(s, "player", key[1], tuple(combo)).coins
                       for combo in R._offering_sets(s.player.offering_tokens, 99))
        have = R.coins_available(s, "player")
        if cheapest > have:
            return tr("Activate %s — %s: you have %s") % (name(god), coins_text(cheapest), coins_text(have))
        return None

    def _button_refusal(self, s: DuelState) -> str:
        """Why a button of a decision is not yours to click now."""
        if s.asks:
            return tr("First answer the table's question in the Automa panel")
        if s.pending and s.pending[0].side == "automa":
            if s.pending[0].kind == "start":
                return tr("SOLO chooses who starts Age %s: Apply its choice (Automa panel)") % roman(s.age)
            return tr("This is SOLO's decision: Apply its choice (Automa panel)")
        return tr("That choice is not open now")

    def drop_actions(self, pieces: Sequence[PieceItem], zone: DropZone) -> list[Action] | None:
        s = self.state
        if s is None or len(pieces) != 1:
            return None
        piece = pieces[0]
        key = piece.key
        if key[0] == "choice" and zone.key[0] == "space" and self.pending is not None:
            return self._has(Choose, pick=key[1], space=zone.key[1])[:1] or None
        if key[0] == "slot":
            return self._slot_drop(s, key[1], zone)
        edits = self._edit_candidates(s, piece, zone)
        if len(edits) <= 1:
            return edits or None
        # several cards could be meant (the discard pile, the cards set aside): the player picks one
        accepted = [a for a in edits if self.edit_accepted(a)]
        if len(accepted) <= 1:
            return (accepted or edits)[:1]  # none: the engine says why
        picked = self.choose([(name(a.card), a) for a in accepted])  # type: ignore[attr-defined]
        return [picked] if picked is not None else None

    def _slot_options(self, s: DuelState, slot: int, zone: DropZone) -> tuple[Action | None, Action | None]:
        """What a card of the structure dropped on ``zone`` may mean: the move (build, discard,
        Wonder; sent even when unaffordable, so that the engine says why) and, in companion mode,
        the correction the engine accepts."""
        card = s.slots[slot]
        move: Action | None = None
        if self.pending is None and s.phase == "play":
            if zone.key == ("city", "player"):
                move = (self._has(BuildCard, card=card)[:1] or [BuildCard(by="player", card=card)])[0]
            elif zone.key == ("discard",):
                move = (self._has(DiscardCard, card=card)[:1] or [DiscardCard(by="player", card=card)])[0]
            elif zone.key[:2] == ("wonder", "player"):
                w = zone.key[2]
                move = (self._has(BuildWonder, card=card, wonder=w)[:1] or [BuildWonder(by="player", wonder=w, card=card)])[0]
        edit = None
        if s.mode == "companion" and card in catalogue().buildings and zone.key[0] in ("tuck", "wonder"):
            edit = TuckCard(wonder=zone.key[2], card=card)
            return move, edit if self.edit_accepted(edit) else None
        if s.mode == "companion" and card in catalogue().buildings:
            target = "discard" if zone.key == ("discard",) else self._zone_side(zone.key)
            if target is not None:
                edit = MoveCard(card=card, to=target)
                if not self.edit_accepted(edit):
                    edit = None
        return move, edit

    def _slot_drop(self, s: DuelState, slot: int, zone: DropZone) -> list[Action] | None:
        """A card of the structure dropped: the move it means (build, discard, Wonder) as always; in
        companion mode, when the engine also accepts it as a correction (the card really lies
        there), a small menu asks which one is meant."""
        move, edit = self._slot_options(s, slot, zone)
        if move is not None and edit is not None:
            label = {"build": tr("Build (a move)"), "discard": tr("Discard (a move)"),
                     "build_wonder": tr("Build the Wonder (a move)")}[move.kind]
            picked = self.choose([(label, move), (tr("Put it there (a correction)"), edit)])
            return [picked] if picked is not None else None
        if move is not None:
            return [move]
        return [edit] if edit is not None else None

    @staticmethod
    def _zone_side(zone_key: Any) -> str | None:
        """The city a drop zone lies in, if any."""
        if zone_key[0] in ("band", "city", "wonder") and zone_key[1] in ("player", "automa"):
            return zone_key[1]
        return None

    def _edit_candidates(self, s: DuelState, piece: PieceItem, zone: DropZone) -> list[Action]:
        """The edits a piece dropped where it really lies may stand for: none (not an edit, snap
        back), one, or several (the discard pile or the cards set aside: which card is meant). The
        engine decides whether it accepts one: a refusal comes back with its reason."""
        if not self.editable:
            return []
        key, at = piece.key, zone.key
        kind = key[0]
        side = self._zone_side(at)
        space = at[1] if at[0] in ("god_space", "space") else None
        slot = at[1] if at[0] == "structure" else None
        to_box = at == ("box",)
        # onto a Wonder (its correction zone, or the build zone of yours): a city's card or the top of the
        # discard pile really lies under it; a built Wonder of its city: that one was built instead
        if at[0] in ("tuck", "wonder") and (kind in ("card", "discard") or kind == "wonder" and at[1] == key[1]):
            if kind == "wonder":
                tucked = dict(s.city(key[1]).built)
                built_instead = key[2] in tucked and at[2] not in tucked
                return [TuckCard(wonder=at[2], card=tucked[key[2]])] if built_instead else []
            card = key[2] if kind == "card" else s.discard[-1] if kind == "discard" and s.discard else ""
            return [TuckCard(wonder=at[2], card=card)] if card in catalogue().buildings else []
        if kind == "card":  # a built card: to the other city, the discard pile, the structure or the box
            card, owner = key[2], key[1]
            if at == ("discard",) or (side is not None and side != owner):
                return [MoveCard(card=card, to="discard" if side is None else side)]
            if slot is not None:
                return [ReturnCard(card=card, slot=slot)]
            return [MoveSetAside(card=card, to="set_aside")] if to_box else []
        if kind == "discard":  # the top of the discard pile to a city or the box; any card of it back into the structure
            last = s.discard[-1] if s.discard else ""
            if slot is not None:
                cards = [c for c in dict.fromkeys(reversed(s.discard)) if c in catalogue().buildings]
                return [ReturnCard(card=c, slot=slot) for c in cards]
            if last not in catalogue().buildings:
                return []
            if side is not None:
                return [MoveCard(card=last, to=side)]
            return [MoveSetAside(card=last, to="set_aside")] if to_box else []
        if kind == "set_aside":  # one of the cards set aside: which one, the player says
            to = "discard" if at == ("discard",) else side
            return [MoveSetAside(card=c, to=to) for c in E.set_aside_cards(s)] if to is not None else []
        if kind == "wonder":
            if at == ("discard",):  # a built Wonder is not built: its card lies on the discard pile
                return [UnbuildWonder(wonder=key[2], to="discard")] if key[2] in dict(s.city(key[1]).built) else []
            return [MoveWonder(wonder=key[2], to=side)] if side is not None and side != key[1] else []
        on_enki = space is not None and s.pantheon_spaces[space - 1] == "enki"
        to_token = "board" if at == ("progress_board",) else "box" if to_box else "enki" if on_enki else side
        if kind == "progress" and key[2] != "?":
            return [MoveProgress(token=key[2], to=to_token)] if to_token is not None and to_token != key[1] else []
        if kind in ("box_progress", "enki_token"):
            here = "box" if kind == "box_progress" else "enki"
            return [MoveProgress(token=key[1], to=to_token)] if to_token not in (None, here) else []  # type: ignore[arg-type]
        if kind == "choice" and self.pending is not None and self.pending.kind == "library" and to_token is not None:
            return [MoveProgress(token=key[1], to=to_token)]  # a token of the Great Library's offer
        if kind == "pawn" and at[0] == "track":
            return [SetConflict(position=at[1])] if at[1] != s.conflict else []
        if kind in ("pantheon", "god", "deck"):
            return self._divinity_edit(s, key, at, side, space)
        if kind in ("myth", "offering", "slot_token", "box_token"):
            return self._token_edit(piece, side, slot, to_box)
        if kind == "loot":
            return [MoveLooting(token=key[1], to="box")] if to_box else []
        if kind == "box_loot":
            return [MoveLooting(token=key[1], to="track")] if at[0] == "track" else []
        if kind in ("snake", "box_snake"):  # Nisaba's Snake of the city key[1]
            if at[0] == "snake_card":
                return [MoveSnake(side=key[1], card=at[2])]
            return [MoveSnake(side=key[1], card=None)] if to_box and kind == "snake" else []
        if kind in ("minerva", "box_minerva"):
            if at[0] == "track":
                return [SetMinerva(position=at[1])]
            return [SetMinerva(position=None)] if to_box and kind == "minerva" else []
        return []

    def _divinity_edit(self, s: DuelState, key: Any, at: Any, side: str | None, space: int | None) -> list[Action]:
        """A divinity of the Pantheon, of a city or a Mythology deck's top card dropped on a space,
        the decks or a city."""
        to_deck = at == ("god_decks",)
        if key[0] == "deck":
            return [MoveDivinity(god="?" + key[1], to="pantheon", space=space)] if space is not None else []
        if key[0] == "god":
            god, owner = key[2], key[1]
            if space is not None:
                return [MoveDivinity(god=god, to="pantheon", space=space)]
            if to_deck:
                return [MoveDivinity(god=god, to="deck")]
            return [MoveDivinity(god=god, to=side)] if side is not None and side != owner else []  # type: ignore[arg-type]
        k = key[1]
        god = s.pantheon_spaces[k - 1]
        cat = catalogue()
        if s.age < 2 and god in cat.divinities and god != "gate":
            god = "?" + cat.divinities[god].mythology  # face down: only its Mythology shows
        if space is not None:
            return [MoveDivinity(god=god, to="pantheon", space=space, from_space=k)] if space != k else []
        if to_deck:
            return [MoveDivinity(god=god, to="deck", from_space=k)]
        return [MoveDivinity(god=god, to=side, from_space=k)] if side is not None else []  # type: ignore[arg-type]

    def _token_edit(self, piece: PieceItem, side: str | None, slot: int | None, to_box: bool) -> list[Action]:
        """A Mythology or Offering token (of a city, of a card of the structure, of the box) dropped on
        a city, a face-down card of the structure or the box."""
        key = piece.key
        kind = key[0]
        if kind == "slot_token":
            token, source, from_slot = key[2], "structure", key[1]
        elif kind == "box_token":
            token, source, from_slot = key[1], "box", None
        else:
            value = getattr(piece, "value", "")
            token, source, from_slot = ("myth:" if kind == "myth" else "offer:") + value, key[1], None
        to = side if side is not None else "structure" if slot is not None else "box" if to_box else None
        if to is None or (to == source and (to != "structure" or slot == from_slot)):
            return []
        return [MoveToken(token=token, source=source, to=to, from_slot=from_slot, to_slot=slot)]  # type: ignore[arg-type]

    # -- while a piece is dragged: the places that would take it ----------------------------------------------
    def _accepts(self, piece: PieceItem, zone: DropZone) -> bool:
        """Whether a drop of ``piece`` on ``zone`` would be taken (a legal move, an accepted edit)."""
        s = self.state
        if s is None:
            return False
        key = piece.key
        if key[0] == "slot":
            move, edit = self._slot_options(s, key[1], zone)
            return edit is not None or (move is not None and move in self.legal)
        if key[0] == "choice" and zone.key[0] == "space" and self.pending is not None:
            return bool(self._has(Choose, pick=key[1], space=zone.key[1]))
        return any(self.edit_accepted(a) for a in self._edit_candidates(s, piece, zone))

    def drop_targets(self, piece: PieceItem) -> list[DropZone]:
        return [z for z in self.zones() if self._accepts(piece, z)]

    def light_target(self, zone: DropZone, piece: PieceItem) -> bool:
        # a correction goes to a city wherever it is dropped in it: the whole city is lit, not its parts
        # (a card of the structure keeps them: your city builds it, a Wonder builds that Wonder)
        if piece.key[0] != "slot" and zone.key[0] in ("city", "wonder") and \
                any(t.key == ("band", zone.key[1]) for t in self._targets):
            return False
        super().light_target(zone, piece)
        if zone.key[0] == "band":
            zone.setBrush(QColor(80, 160, 255, 38))  # a whole city: a lighter tint
        if zone.key[0] == "structure" and self.state is not None and self.state.slots[zone.key[1]]:
            zone.setZValue(5)  # a face-down card taking a token: lit over the card, under the dragged piece
        if zone.key[0] == "snake_card":
            zone.setZValue(5)  # a green card taking the Snake: lit over the card
        return True

    # -- right click: a face-up card of the structure named wrong (companion) ------------------------
    def rename_candidates(self, slot: int) -> list[str]:
        """Companion: the names the face-up card in ``slot`` may really have (same Age, same back,
        seen nowhere else); none when there is nothing to rename."""
        s = self.state
        if s is None or s.mode != "companion" or not self.editable or s.phase != "play":
            return []
        card = s.slots[slot] if slot < len(s.slots) else ""
        if not card or card.startswith("?") or not s.face_up[slot]:
            return []
        back = "?" if catalogue().buildings[card].group == "age" else "?guild"
        return sorted(R._possible_cards(s, back), key=lambda c: str(name(c)))

    def context_actions(self, piece: PieceItem) -> list[Action] | None:
        """The right-click menu of a piece: on a face-up card of the structure in companion mode,
        "This card is really…" then a searchable list of the names it may have; in Age III, on any
        card of the structure, "Its back is really …" (the other back: ``set_back``)."""
        key = piece.key
        if self.state is not None and self.state.phase == "over":
            self.controller.error.emit(self.over_text())
            return None
        placed = self.placed_card(key)
        if placed:
            return self._rename_placed(piece, placed)
        if key[0] == "slot_token" and not self.back_correction(key[1]):
            key = ("token",)  # a token on a face-down card: dragged to be corrected (the card has no menu)
        elif key[0] == "slot_token":
            key = ("slot", key[1])
        if key[0] != "slot":
            # the other pieces are corrected by a click (the coins) or a drag: a right-click (the
            # Menu key) said "Nothing to correct on this piece" on the Conflict pawn: say how instead
            hint = self.correction_hint(piece)
            if hint:
                self.controller.error.emit(hint)
            return None
        slot = key[1]
        candidates = self.rename_candidates(slot)
        back = self.back_correction(slot)
        entries = [(tr("This card is really…"), "rename")] if candidates else []
        notes: list[str] = []
        if back is not None:
            label = {"guild": tr("Its back is really a Guild back"),
                     "temple": tr("Its back is really a Grand Temple back"),
                     "guild_or_temple": tr("Its back is really a Guild / Grand Temple back"),
                     "age": tr("Its back is really an Age III back")}[back]
            refused = self.edit_refusal(SetBack(slot=slot, back=back))
            if refused is None:
                entries.append((label, "back"))
            elif entries:  # greyed, with the reason (the structure already shows all the Guild backs)
                head, colon, rest = refused.partition(": ")  # a long reason on two lines: a narrower menu
                notes += [tr("%s (not possible now):") % label] + ([head + ":", rest] if colon else [refused])
            else:  # nothing else to offer: the status bar says why instead of an empty menu
                self.controller.error.emit(refused)
                return None
        if not entries:
            hint = self.correction_hint(piece)
            if hint:
                self.controller.error.emit(hint)
            return None
        picked = self.choose(entries, notes) if notes else self.choose(entries)
        if picked == "back":
            return [SetBack(slot=slot, back=back)]
        if picked != "rename":
            return None
        card = self.pick_card(self.rename_title(slot), candidates)
        return [RenameCard(slot=slot, card=card)] if card else None

    def placed_card(self, key: Any) -> str:
        """The named card a piece shows outside the structure: a city's card, the card under a built
        Wonder, the top of the discard pile ("" for any other piece)."""
        s = self.state
        if s is None or not isinstance(key, tuple) or not key:
            return ""
        card = ""
        if key[0] == "card":
            card = key[2]
        elif key[0] == "wonder":
            card = dict(s.city(key[1]).built).get(key[2], "")
        elif key[0] == "discard" and s.discard:
            card = s.discard[-1]
        return card if card in catalogue().buildings else ""

    def placed_rename_candidates(self, key: Any) -> list[str]:
        """Companion: the names the card a piece shows (a city's card, a Wonder's tucked card, the top
        of the discard pile) may really have; none in digital mode or once the game is over."""
        s = self.state
        card = self.placed_card(key)
        if s is None or not card or not self.editable:
            return []
        return sorted(E.rename_placed_candidates(s, card), key=lambda c: str(name(c)))

    def _rename_placed(self, piece: PieceItem, card: str) -> list[Action] | None:
        """The right-click menu of a city's card, a built Wonder or the discard pile (companion): its
        card was named wrong when its question was answered: "This card is really…"."""
        candidates = self.placed_rename_candidates(piece.key)
        if not candidates:
            hint = self.correction_hint(piece)
            if hint:
                self.controller.error.emit(hint)
            return None
        under = piece.key[0] == "wonder"
        label = tr("The card under it is really…") if under else tr("This card is really…")
        if self.choose([(label, "rename")]) != "rename":
            return None
        title = (tr("The card under %s is really…") if under else tr("%s is really…")) % name(piece.key[2] if under else card)
        real = self.pick_card(title, candidates)
        return [RenamePlaced(old=card, card=real)] if real else None

    def correction_hint(self, piece: PieceItem) -> str:
        """How a piece without a correction menu is corrected ("" when it cannot be now)."""
        if not self.editable or self.state is None or self.click_corrects(piece):
            return ""  # the coins: their focus hint says "Enter: correct"
        if self.can_move(piece):
            return tr("This piece has no correction menu: drag it (Shift+Enter) to where it really lies to correct it")
        return ""

    def back_correction(self, slot: int) -> str | None:
        """Companion, Age III: the back a card of the structure may really have when its back was told
        wrong (``set_back``): the other one; None when there is nothing to correct."""
        s = self.state
        if s is None or s.mode != "companion" or not self.editable or s.phase != "play" or s.age != 3:
            return None
        card = s.slots[slot] if slot < len(s.slots) else ""
        if not card or any(q.question.startswith("back:") for q in s.asks):
            return None
        guild = card == "?guild" or (not card.startswith("?") and catalogue().buildings[card].group != "age")
        return "age" if guild else R.extras_back(s.pantheon)

    def rename_title(self, slot: int) -> str:
        """The rename dialog's title: the card's place as the questions say it (row and card)."""
        place = question_place(f"card:{slot}", self.state) if self.state is not None else None
        where = message(place["key"], place["params"]) if place else tr("slot %d") % (slot + 1)
        return tr("The card (%s) is really…") % where

    def pick_card(self, title: str, cards: Sequence[str]) -> str | None:
        """A dialog listing ``cards`` by name with a filter box (type part of a name); tests replace
        this method."""
        views = self.views()
        dialog = QDialog(views[0] if views else None)
        dialog.setWindowTitle(title)
        search = QLineEdit()
        search.setPlaceholderText(tr("Type part of the name"))
        listing = QListWidget()
        for card in cards:
            item = QListWidgetItem(str(name(card)))
            item.setData(Qt.ItemDataRole.UserRole, card)
            listing.addItem(item)
        listing.setCurrentRow(0)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        none_found = QLabel(tr("No possible card has that name (only the cards of this Age seen nowhere else are listed)"))
        none_found.setWordWrap(True)
        none_found.hide()

        def filter_list(text: str) -> None:
            kept = set(matching_cards(cards, text))
            for row in range(listing.count()):
                item = listing.item(row)
                item.setHidden(item.data(Qt.ItemDataRole.UserRole) not in kept)
            shown = [r for r in range(listing.count()) if not listing.item(r).isHidden()]
            if shown:
                listing.setCurrentRow(shown[0])
            # nothing matches: OK would do nothing, so it is off and the dialog says why
            buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(bool(shown))
            none_found.setVisible(not shown)

        search.textChanged.connect(filter_list)
        buttons.accepted.connect(dialog.accept)
        buttons.rejected.connect(dialog.reject)
        listing.itemDoubleClicked.connect(lambda _item: dialog.accept())
        layout = QVBoxLayout(dialog)
        layout.addWidget(search)
        layout.addWidget(listing)
        layout.addWidget(none_found)
        layout.addWidget(buttons)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return None
        current = listing.currentItem()
        return current.data(Qt.ItemDataRole.UserRole) if current is not None and not current.isHidden() else None

    def edit_accepted(self, edit: Action) -> bool:
        """Whether the engine accepts this edit now (tried on a copy: nothing changes)."""
        if self.state is None:
            return False
        try:
            R.apply(self.state, edit)
        except SoloDeskError:
            return False
        return True

    def edit_refusal(self, edit: Action) -> str | None:
        """Why the engine refuses this edit now, in the window's language (tried on a copy); None
        when it accepts it."""
        if self.state is None:
            return ""
        try:
            R.apply(self.state, edit)
        except SoloDeskError as error:
            return message(error.key, error.params)
        return None

    # -- SOLO's proposal ---------------------------------------------------------------------------------
    def proposal_keys(self, proposal: Proposal) -> set[Any]:
        s = self.state
        keys: set[Any] = set()
        if s is None:
            return keys
        pending = list(s.pending)
        for a in proposal.actions:
            if a.by != "automa":
                continue
            if isinstance(a, (BuildCard, DiscardCard, BuildWonder)) and a.card in s.slots:
                keys.add(("slot", s.slots.index(a.card)))
                if isinstance(a, BuildWonder):
                    keys.add(("wonder", "automa", a.wonder))
            elif isinstance(a, PickWonder):
                keys.add(("draft", a.wonder))
            elif isinstance(a, ActivateDivinity):
                keys.add(("pantheon", a.space))
            elif isinstance(a, ChooseStart):
                keys.add(("start", a.starter))
            elif isinstance(a, Choose):
                kind = pending.pop(0).kind if pending else ""
                if a.slot is not None:
                    keys.add(("slot", a.slot))
                if a.space is not None:
                    keys.add(("pantheon", a.space) if kind == "place_divinity" else ("track", a.space))
                if a.pick:
                    keys.update({("progress", "board", a.pick), ("choice", a.pick), ("card", "player", a.pick),
                                 ("wonder", "player", a.pick), ("wonder", "automa", a.pick), ("loot", a.pick),
                                 ("deck", a.pick)})
                if a.card:
                    keys.add(("choice", a.card))
        return keys

    def show_proposal(self) -> None:
        """SOLO's move, or the place the table's open question asks about (framed as SOLO's moves
        are: the player need not count rows)."""
        super().show_proposal()
        self._refresh_prompt()
        keys = self.question_keys(self.controller.proposal)
        asked = {int(r.name.partition(":")[2]) for r in self.controller.proposal.inputs or ()
                 if r.name.startswith("progress:") and r.name.partition(":")[2].isdigit()}
        for piece in self.pieces():
            if piece.key in keys or (piece.key[:2] == ("progress", "board") and getattr(piece, "board_index", None) in asked):
                piece.set_highlighted(True)

    @staticmethod
    def question_keys(proposal: Proposal) -> set[Any]:
        """The pieces a companion question is about: the structure's slot (a card, its back, its
        token), the Pantheon space, the Mythology deck whose top card the Gate shows."""
        keys: set[Any] = set()
        for request in proposal.inputs or ():
            kind, _, arg = request.name.partition(":")
            if kind == "gate" and arg:  # the Gate: the top card of this Mythology deck
                keys.add(("deck", arg))
            if not arg.isdigit():
                continue
            if kind in ("card", "back", "token"):
                keys.add(("slot", int(arg)))
            elif kind == "pantheon":
                keys.add(("pantheon", int(arg)))
        return keys

    def menu_actions(self) -> list[tuple[str, Any]]:
        return []

