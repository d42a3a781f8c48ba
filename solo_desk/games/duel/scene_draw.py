"""Drawing for the 7 Wonders Duel board: vector card faces, backs, Wonders, tokens, Divinities.

Cards are read at a glance: a colour band carrying the effect icons (production squares,
shields, science symbol, VP laurel, coins), the cost below it (a coin circle and small
coloured resource squares with their initial), then the name; the chain symbol a card gives
sits at its bottom right, the one it needs beside the cost. No publisher artwork.
"""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen

from PySide6.QtWidgets import QStyleOptionGraphicsItem, QWidget

from solo_desk.ui.board import HIGHLIGHT, PieceItem, fitted_font
from solo_desk.ui.board import point_font as font
from solo_desk.ui.i18n import language, tr

from .content import catalogue

INK = QColor("#231f1a")
MUTED = QColor("#6d6457")
PAPER = QColor("#fffaf0")
LEGAL = QColor("#1e9e4a")
SIDE_COLOR = {"automa": QColor("#a33b2b"), "player": QColor("#2b5d9b")}
BAND = {"automa": QColor("#f3dfd6"), "player": QColor("#dbe6f3")}

CARD_FILL = {
    "brown": "#8a5a32", "grey": "#9a9a96", "yellow": "#e8b923", "red": "#c8392b",
    "blue": "#2f6fc0", "green": "#3f9442", "purple": "#7a4fa0",
}
COLORS = ("brown", "grey", "yellow", "red", "blue", "green", "purple")
RESOURCE_FILL = {"wood": "#7a4a1e", "clay": "#c9622b", "stone": "#8e8e8e", "glass": "#39b3df", "papyrus": "#ecdca0"}
AGE_BACK = {1: "#b5793d", 2: "#4f7fb8", 3: "#a8434f"}
GUILD_BACK = "#5d3b7c"
MYTH_FILL = {"mesopotamian": "#2f8f8a", "phoenician": "#7b3f99", "greek": "#3465a4", "egyptian": "#d4a017",
             "roman": "#b23a3a", "gate": "#555555"}
SCIENCE_GLYPH = {"armillary": "⊕", "mortar": "⚗", "quill": "✒", "set_square": "△", "sundial": "☼", "wheel": "☸",
                 "law": "⚖"}
CHAIN_GLYPH = {"amphora": "⚱", "barrel": "⛀", "book": "▥", "gear": "⚙", "greek_building": "⌂", "helmet": "☗",
               "horseshoe": "Ω", "lamp": "♨", "lyre": "♫", "mask": "☺", "moon": "☾", "pillar": "‖", "sun": "☀",
               "sword": "⚔", "target": "◎", "tower": "♜", "water_drop": "♦"}


def fitted_lines(text: str, width: float, height: float, largest: float, smallest: float, bold: bool = True,
                 wrap: bool = True) -> tuple[QFont, list[str]]:
    """The largest font (from largest down to smallest) at which text fits in width x height, wrapped
    at word boundaries when wrap, and its lines. When even the smallest size does not fit, the text is
    elided at its END only (its beginning always shows; the tooltip has all of it)."""
    size = largest
    while True:
        f = font(size, bold)
        fm = QFontMetricsF(f)
        max_lines = max(1, int((height + 0.5) // fm.lineSpacing())) if wrap else 1
        lines = _wrap(text, fm, width) if wrap else [text]
        if len(lines) <= max_lines and all(fm.horizontalAdvance(line) <= width for line in lines):
            return f, lines
        if size <= smallest:
            break
        size = max(smallest, size - 0.5)
    kept = lines[:max_lines]
    if len(lines) > max_lines:  # the rest goes on the last line, elided at its end
        kept[-1] = " ".join(lines[max_lines - 1:])
    kept = [fm.elidedText(line, Qt.TextElideMode.ElideRight, width - 1) if fm.horizontalAdvance(line) > width else line
            for line in kept]  # (width - 1: Qt's elided text may round a little over the width)
    return f, kept


def _wrap(text: str, fm: QFontMetricsF, width: float) -> list[str]:
    lines: list[str] = []
    current = ""
    for word in text.split():
        trial = f"{current} {word}" if current else word
        if current and fm.horizontalAdvance(trial) > width:
            lines.append(current)
            current = word
        else:
            current = trial
    if current:
        lines.append(current)
    return lines or [""]


def draw_fitted(p: QPainter, r: QRectF, text: str, largest: float, smallest: float, bold: bool = True,
                wrap: bool = True, align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignHCenter) -> None:
    """text in r, shrunk then wrapped then elided at the end (see fitted_lines), one line per drawText,
    the block centred vertically."""
    f, lines = fitted_lines(text, r.width(), r.height(), largest, smallest, bold, wrap)
    if bold and " ".join(lines) != " ".join(text.split()):  # cut: the narrower regular weight first
        f, lines = fitted_lines(text, r.width(), r.height(), largest, smallest, False, wrap)
    p.setFont(f)
    step = QFontMetricsF(f).lineSpacing()
    y = r.center().y() - step * len(lines) / 2
    for line in lines:
        p.drawText(QRectF(r.left(), y, r.width(), step), align | Qt.AlignmentFlag.AlignVCenter, line)
        y += step


# -- names in the window's language ------------------------------------------------------------

def name(item_id: str) -> str:
    """A card, Wonder, Progress token or Divinity name in the window's language."""
    cat = catalogue()
    if language() == "it":
        return cat.name_it(item_id)
    for section in (cat.buildings, cat.wonders, cat.progress_tokens, cat.divinities):
        if item_id in section:
            return section[item_id].name
    return item_id


def mythology_name(m: str) -> str:
    if m == "gate":
        return name("gate")
    names = {"mesopotamian": tr("Mesopotamian"), "phoenician": tr("Phoenician"), "greek": tr("Greek"),
             "egyptian": tr("Egyptian"), "roman": tr("Roman")}
    return names.get(m, m)


def resource_name(r: str) -> str:
    return {"wood": tr("Wood"), "clay": tr("Clay"), "stone": tr("Stone"), "glass": tr("Glass"),
            "papyrus": tr("Papyrus")}.get(r, r)


def resource_initial(r: str) -> str:
    return {"wood": tr("W"), "clay": tr("C"), "stone": tr("S"), "glass": tr("G"), "papyrus": tr("P")}.get(r, "?")


def colour_name(c: str) -> str:
    return {"brown": tr("brown"), "grey": tr("grey"), "yellow": tr("yellow"), "red": tr("red"), "blue": tr("blue"),
            "green": tr("green"), "purple": tr("purple"), "wonder": tr("Wonders")}.get(c, c)


def science_name(sym: str) -> str:
    return {"armillary": tr("armillary sphere"), "mortar": tr("mortar"), "quill": tr("quill"),
            "set_square": tr("set square"), "sundial": tr("sundial"), "wheel": tr("wheel"), "law": tr("law")}.get(sym, sym)


def chain_name(sym: str) -> str:
    if sym.startswith("mythology_"):
        return tr("%s Mythology token") % mythology_name(sym[len("mythology_"):])
    return {"amphora": tr("amphora"), "barrel": tr("barrel"), "book": tr("book"), "gear": tr("gear"),
            "greek_building": tr("temple"), "helmet": tr("helmet"), "horseshoe": tr("horseshoe"), "lamp": tr("lamp"),
            "lyre": tr("lyre"), "mask": tr("mask"), "moon": tr("moon"), "pillar": tr("pillar"), "sun": tr("sun"),
            "sword": tr("sword"), "target": tr("target"), "tower": tr("tower"), "water_drop": tr("water drop")}.get(sym, sym)


# -- icons ---------------------------------------------------------------------------------------

def draw_coin(p: QPainter, c: QPointF, r: float, text: str) -> None:
    p.save()
    p.setPen(QPen(QColor("#6b5200"), max(0.8, r / 7)))
    p.setBrush(QColor("#ffd54a"))
    p.drawEllipse(c, r, r)
    p.setPen(INK)
    p.setFont(fitted_font(text, r * 1.8, max(5.0, r * 1.05), True))
    p.drawText(QRectF(c.x() - r, c.y() - r, 2 * r, 2 * r), Qt.AlignmentFlag.AlignCenter, text)
    p.restore()


def draw_laurel(p: QPainter, c: QPointF, r: float, text: str) -> None:
    p.save()
    p.setPen(QPen(QColor("#3c6b1e"), max(0.8, r / 6)))
    p.setBrush(QColor("#d7ecb0"))
    p.drawEllipse(c, r, r)
    p.setPen(INK)
    p.setFont(fitted_font(text, r * 1.8, max(5.0, r * 1.05), True))
    p.drawText(QRectF(c.x() - r, c.y() - r, 2 * r, 2 * r), Qt.AlignmentFlag.AlignCenter, text)
    p.restore()


def draw_resource(p: QPainter, r: QRectF, res: str) -> None:
    p.save()
    fill = QColor(RESOURCE_FILL[res])
    p.setPen(QPen(QColor(30, 30, 30), 0.8))
    p.setBrush(fill)
    p.drawRoundedRect(r, 2, 2)
    p.setPen(INK if fill.lightness() > 140 else QColor("#ffffff"))
    initial = resource_initial(res)  # one letter, or two (Italian "Pa"): shrunk to stay in its square
    p.setFont(fitted_font(initial, r.width() * 0.96, max(4.5, r.height() * 0.62), True, 4.0))
    p.drawText(r, Qt.AlignmentFlag.AlignCenter, initial)
    p.restore()


def draw_shield(p: QPainter, c: QPointF, s: float) -> None:
    path = QPainterPath()
    path.moveTo(c.x() - s * 0.45, c.y() - s * 0.5)
    path.lineTo(c.x() + s * 0.45, c.y() - s * 0.5)
    path.lineTo(c.x() + s * 0.42, c.y() + s * 0.05)
    path.quadTo(c.x() + s * 0.3, c.y() + s * 0.4, c.x(), c.y() + s * 0.55)
    path.quadTo(c.x() - s * 0.3, c.y() + s * 0.4, c.x() - s * 0.42, c.y() + s * 0.05)
    path.closeSubpath()
    p.save()
    p.setPen(QPen(QColor("#3a0d08"), max(0.8, s / 12)))
    p.setBrush(QColor("#e8483a"))
    p.drawPath(path)
    p.restore()


def draw_glyph_disc(p: QPainter, c: QPointF, r: float, glyph: str, fill: str = "#fdfaf2", ink: QColor = INK) -> None:
    p.save()
    p.setPen(QPen(QColor(40, 40, 40), max(0.7, r / 8)))
    p.setBrush(QColor(fill))
    p.drawEllipse(c, r, r)
    p.setPen(ink)
    p.setFont(fitted_font(glyph, 2 * r * 0.96, max(5.0, r * 1.2), True, 4.0))
    p.drawText(QRectF(c.x() - r, c.y() - r * 1.05, 2 * r, 2 * r), Qt.AlignmentFlag.AlignCenter, glyph)
    p.restore()


def draw_science(p: QPainter, c: QPointF, r: float, sym: str) -> None:
    draw_glyph_disc(p, c, r, SCIENCE_GLYPH.get(sym, "?"), "#f4f0dc", QColor("#1d5a1f"))


def draw_mini_card(p: QPainter, r: QRectF, colour: str) -> None:
    p.save()
    p.setPen(QPen(QColor(20, 20, 20), 0.7))
    p.setBrush(QColor(CARD_FILL.get(colour, "#cccccc")) if colour != "wonder" else QColor("#d9c089"))
    p.drawRoundedRect(r, 1.5, 1.5)
    if colour == "wonder":
        p.setPen(INK)
        p.setFont(font(max(4.5, r.height() * 0.6), True))
        p.drawText(r, Qt.AlignmentFlag.AlignCenter, "▲")
    p.restore()


def draw_chain(p: QPainter, c: QPointF, r: float, sym: str) -> None:
    if sym.startswith("mythology_"):
        m = sym[len("mythology_"):]
        draw_glyph_disc(p, c, r, mythology_name(m)[:1], MYTH_FILL.get(m, "#888888"), QColor("#ffffff"))
        return
    p.save()
    p.setPen(QPen(QColor(40, 40, 40), max(0.7, r / 8)))
    p.setBrush(QColor("#ffffff"))
    p.drawRoundedRect(QRectF(c.x() - r, c.y() - r, 2 * r, 2 * r), r * 0.4, r * 0.4)
    p.setPen(INK)
    p.setFont(font(max(5.0, r * 1.2), True))
    p.drawText(QRectF(c.x() - r, c.y() - r * 1.05, 2 * r, 2 * r), Qt.AlignmentFlag.AlignCenter, CHAIN_GLYPH.get(sym, "?"))
    p.restore()


def draw_mythology_token(p: QPainter, c: QPointF, r: float, m: str) -> None:
    draw_glyph_disc(p, c, r, mythology_name(m)[:1], MYTH_FILL.get(m, "#888888"), QColor("#ffffff"))


def draw_offering_token(p: QPainter, c: QPointF, r: float, discount: str) -> None:
    p.save()
    p.setPen(QPen(QColor("#4a3a10"), max(0.8, r / 7)))
    p.setBrush(QColor("#f1e2b0"))
    p.drawEllipse(c, r, r)
    p.setPen(INK)
    p.setFont(font(max(5.0, r * 0.95), True))
    p.drawText(QRectF(c.x() - r, c.y() - r, 2 * r, 2 * r), Qt.AlignmentFlag.AlignCenter, f"−{discount}")
    p.restore()


# -- effect glyphs -------------------------------------------------------------------------------

Glyph = tuple[str, Any]


def building_effects(card_id: str) -> list[Glyph]:
    b = catalogue().buildings[card_id]
    out: list[Glyph] = []
    for r, n in b.produces.items():
        out += [("res", r)] * n
    if b.produces_one_of:
        out.append(("one_of", b.produces_one_of))
    for r in b.trade_at_one:
        out.append(("trade1", r))
    if b.shields:
        out += [("shield", None)] * b.shields
    if b.science:
        out.append(("sci", b.science))
    if b.coins:
        out.append(("coin", str(b.coins)))
    if b.coins_per:
        out.append(("per", (b.coins_per.what, str(b.coins_per.each))))
    if b.guild:
        out.append(("guild", b.guild))
    if b.mythology:
        out.append(("myth", b.mythology))
    if b.vp:
        out.append(("vp", str(b.vp)))
    return out


def wonder_effects(wonder_id: str) -> list[Glyph]:
    w = catalogue().wonders[wonder_id]
    out: list[Glyph] = []
    if w.produces_one_of:
        out.append(("one_of", w.produces_one_of))
    if w.shields:
        out += [("shield", None)] * w.shields
    if w.coins:
        out.append(("coin", str(w.coins)))
    if w.opponent_loses:
        out.append(("loses", str(w.opponent_loses)))
    if w.effect:
        out.append(("special", w.effect))
    if w.play_again:
        out.append(("again", None))
    if w.vp:
        out.append(("vp", str(w.vp)))
    return out


def progress_glyphs(token_id: str) -> list[Glyph]:
    """A Progress token's icons: its science symbol, coins and VP as in the content (Agriculture: 6 coins
    and 4 VP), else an icon for its effect."""
    t = catalogue().progress_tokens[token_id]
    out: list[Glyph] = []
    if t.science:
        out.append(("sci", t.science))
    if t.coins:
        out.append(("coin", str(t.coins)))
    if t.vp:
        out.append(("vp", str(t.vp)))
    if not out and t.effect:
        out.append(("shield", None) if t.effect == "strategy" else ("special", "progress:" + t.effect))
    return out


PROGRESS_GLYPH = {"wonder_discount": "▲", "blue_discount": "⌂", "economy": "⇄", "mathematics": "∑", "theology": "↻",
                  "urbanism": "⛓", "mysticism": "✦", "poliorcetics": "⚔", "engineering": "⚙"}

SPECIAL_GLYPH = {"discard_opponent_brown": ("✕", "brown"), "discard_opponent_grey": ("✕", "grey"),
                 "progress_from_box": ("◉", ""), "build_from_discard": ("↺", ""), "pantheon_discount": ("−2", ""),
                 "divine_theater": ("☥", ""), "messe": ("▲", ""), "statue_of_liberty": ("★", "")}


def glyph_width(g: Glyph, s: float) -> float:
    kind, value = g
    if kind == "one_of":
        return len(value) * s * 0.8 + (len(value) - 1) * s * 0.25
    if kind in ("per", "trade1"):
        return s * 1.7
    if kind == "guild":
        return s * (0.8 * len(value.counts) + 0.2 + (1.0 if value.coins_each else 0) + (1.0 if value.vp_each else 0))
    if kind == "res":
        return s * 0.8
    if kind == "shield":
        return s * 0.85
    return s


def draw_glyph(p: QPainter, g: Glyph, x: float, cy: float, s: float) -> float:
    """Draws one effect icon with its left edge at x, centred on cy; returns its width."""
    kind, value = g
    w = glyph_width(g, s)
    sq = s * 0.72
    if kind == "res":
        draw_resource(p, QRectF(x, cy - sq / 2, sq, sq), value)
    elif kind == "one_of":
        xx = x
        for i, r in enumerate(value):
            draw_resource(p, QRectF(xx, cy - sq / 2, sq, sq), r)
            xx += s * 0.8
            if i < len(value) - 1:
                p.save()
                p.setPen(QColor("#ffffff"))
                p.setFont(font(max(4.5, s * 0.45), True))
                p.drawText(QRectF(xx - s * 0.1, cy - s / 2, s * 0.35, s), Qt.AlignmentFlag.AlignCenter, "/")
                p.restore()
                xx += s * 0.25
    elif kind == "trade1":
        draw_resource(p, QRectF(x, cy - sq / 2, sq, sq), value)
        draw_coin(p, QPointF(x + s * 1.2, cy), s * 0.36, "1")
    elif kind == "shield":
        draw_shield(p, QPointF(x + s * 0.42, cy), s * 0.78)
    elif kind == "sci":
        draw_science(p, QPointF(x + s / 2, cy), s * 0.46, value)
    elif kind == "coin":
        draw_coin(p, QPointF(x + s / 2, cy), s * 0.44, value)
    elif kind == "vp":
        draw_laurel(p, QPointF(x + s / 2, cy), s * 0.46, value)
    elif kind == "myth":
        draw_mythology_token(p, QPointF(x + s / 2, cy), s * 0.44, value)
    elif kind == "per":
        what, each = value
        draw_coin(p, QPointF(x + s * 0.45, cy), s * 0.42, each)
        draw_mini_card(p, QRectF(x + s * 0.95, cy - s * 0.38, s * 0.6, s * 0.76), what[0])
    elif kind == "guild":
        xx = x
        for c in value.counts:
            if c == "coin_set_of_3":
                draw_coin(p, QPointF(xx + s * 0.35, cy), s * 0.33, "3")
            else:
                draw_mini_card(p, QRectF(xx, cy - s * 0.38, s * 0.6, s * 0.76), c)
            xx += s * 0.8
        xx += s * 0.2
        if value.coins_each:
            draw_coin(p, QPointF(xx + s * 0.45, cy), s * 0.4, str(value.coins_each))
            xx += s
        if value.vp_each:
            draw_laurel(p, QPointF(xx + s * 0.45, cy), s * 0.4, str(value.vp_each))
    elif kind == "loses":
        draw_coin(p, QPointF(x + s / 2, cy), s * 0.44, "−" + value)
    elif kind == "again":
        draw_glyph_disc(p, QPointF(x + s / 2, cy), s * 0.44, "↻", "#fff3c4")
    elif kind == "special":
        glyph, colour = SPECIAL_GLYPH.get(value, ("★", ""))
        if colour:
            draw_mini_card(p, QRectF(x + s * 0.2, cy - s * 0.4, s * 0.6, s * 0.8), colour)
            p.save()
            p.setPen(QPen(QColor("#ffffff"), max(1.0, s / 9)))
            p.drawLine(QPointF(x + s * 0.2, cy - s * 0.4), QPointF(x + s * 0.8, cy + s * 0.4))
            p.restore()
        else:
            draw_glyph_disc(p, QPointF(x + s / 2, cy), s * 0.44, glyph, "#fff3c4")
    return w


def draw_glyphs(p: QPainter, glyphs: list[Glyph], r: QRectF, s: float, align_center: bool = True) -> None:
    """Effect icons in a row inside r, shrunk to fit."""
    if not glyphs:
        return
    gap = s * 0.12
    total = sum(glyph_width(g, s) for g in glyphs) + gap * (len(glyphs) - 1)
    if total > r.width():
        factor = r.width() / total
        s *= factor
        gap *= factor
        total = r.width()
    x = r.center().x() - total / 2 if align_center else r.left()
    for g in glyphs:
        x += draw_glyph(p, g, x, r.center().y(), s) + gap


def draw_cost(p: QPainter, cost_coins: int, cost: dict[str, int], x: float, cy: float, s: float, right: float) -> float:
    """The cost in a row from x: a coin circle then resource squares; returns the x after it."""
    items: list[tuple[str, str]] = ([("coin", str(cost_coins))] if cost_coins else [])
    for r, n in cost.items():
        items += [("res", r)] * n
    if not items:
        return x
    step = s * 0.95
    if x + step * len(items) > right:
        step = max(s * 0.5, (right - x) / len(items))
        s = min(s, step / 0.95)
    for kind, value in items:
        if kind == "coin":
            draw_coin(p, QPointF(x + s * 0.42, cy), s * 0.42, value)
        else:
            draw_resource(p, QRectF(x, cy - s * 0.4, s * 0.8, s * 0.8), value)
        x += step
    return x


# -- pieces ----------------------------------------------------------------------------------------

class TableItem(PieceItem):
    """A piece with its own drawing; ``legal`` marks what a click (or a drag) can play now."""

    def __init__(self, key: Any, size: tuple[float, float], details: str = "", movable: bool = False,
                 legal: bool = False, dim: bool = False):
        super().__init__(key, size, "#ffffff", "", details, movable)
        self.legal = legal
        self.dim = dim
        if not movable:
            self.setCursor(Qt.CursorShape.PointingHandCursor if legal else Qt.CursorShape.ArrowCursor)

    def radius(self) -> float:
        return min(self.w, self.h) * 0.08

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = QRectF(0, 0, self.w, self.h)
        self.draw(painter, r)
        if self.dim:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(244, 239, 230, 150))
            painter.drawRoundedRect(r, self.radius(), self.radius())
        frame = None
        if self.isSelected():
            frame = QPen(QColor(30, 110, 230), 3)
        elif self.highlighted:
            frame = QPen(HIGHLIGHT, 5)
        elif self.legal:
            frame = QPen(LEGAL, 3, Qt.PenStyle.DashLine)
        if frame is not None:
            painter.setPen(frame)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(r.adjusted(-1, -1, 1, 1), self.radius() + 1, self.radius() + 1)

    def draw(self, p: QPainter, r: QRectF) -> None:  # pragma: no cover - subclasses draw
        raise NotImplementedError


class CardItem(TableItem):
    """A building card: its face, or its back (Age, Guild / Grand Temple) with the token lying on it."""

    def __init__(self, key: Any, card: str, size: tuple[float, float], face_up: bool = True, back: str = "",
                 token: str = "", compact: bool = False, draw_token: bool = True, **kw: Any):
        super().__init__(key, size, **kw)
        self.card, self.face_up, self.back, self.token, self.compact = card, face_up, back, token, compact
        self.draw_token = draw_token  # False: the token is a piece of its own lying on the card

    def draw(self, p: QPainter, r: QRectF) -> None:
        if self.face_up and self.card and not self.card.startswith("?"):
            draw_card_face(p, r, self.card, self.compact)
        elif self.face_up and self.card:  # face up at the table, not named yet (companion)
            draw_unnamed_face(p, r, self.back)
        else:
            draw_card_back(p, r, self.back, self.token if self.draw_token else "")


class EmptyPileItem(CardItem):
    """Where a pile of cards lies when none is left (the cards set aside, all taken): a dashed
    outline, not a card back that would say one is still there."""

    def draw(self, p: QPainter, r: QRectF) -> None:
        rad = r.width() * 0.07
        p.setPen(QPen(MUTED, 1.2, Qt.PenStyle.DashLine))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRoundedRect(r.adjusted(1, 1, -1, -1), rad, rad)


def draw_card_face(p: QPainter, r: QRectF, card_id: str, compact: bool = False) -> None:
    b = catalogue().buildings[card_id]
    fill = QColor(CARD_FILL[b.color])
    rad = r.width() * 0.07
    p.setPen(QPen(QColor(30, 30, 30), 1.2))
    p.setBrush(PAPER)
    p.drawRoundedRect(r, rad, rad)
    # a full-size card in the structure is half covered by the next row: its band, name and cost
    # all sit in its upper half, like the cost in the top corner of the real card
    band_h = r.height() * (0.46 if compact else 0.2)
    band = QRectF(r.left(), r.top(), r.width(), band_h)
    path = QPainterPath()
    path.addRoundedRect(r, rad, rad)
    p.save()
    p.setClipPath(path)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(fill)
    p.drawRect(band)
    if b.group == "grand_temple":  # a Grand Temple: the Mythology colour along the left edge
        p.setBrush(QColor(MYTH_FILL[b.mythology or "gate"]))
        p.drawRect(QRectF(r.left(), r.top() + band_h, r.width() * 0.06, r.height()))
    p.restore()
    s = band_h * 0.9
    draw_glyphs(p, building_effects(card_id), band.adjusted(3, 1, -3, -1), s)
    text = name(card_id)
    inset = r.width() * 0.06 + 2 if b.group == "grand_temple" else 3.0  # clear of a Grand Temple's stripe
    if compact:
        name_r = QRectF(r.left() + inset, r.top() + band_h, r.right() - 3 - r.left() - inset, r.height() - band_h)
        p.setPen(INK)  # a long name (a Grand Temple) wraps, elided at its end only if ever needed
        draw_fitted(p, name_r, text, 7.5, 6.0, True)
        return
    cs = r.height() * 0.14
    # the name right under the band, then the cost: both within the upper half that stays visible
    # when the card is covered by the next row of the structure
    name_r = QRectF(r.left() + inset, r.top() + band_h + 1, r.right() - 3 - r.left() - inset, r.height() * 0.12)
    one_line = any(fitted_lines(text, name_r.width(), name_r.height(), 8.0, 6.5, bold, False)[1] == [text]
                   for bold in (True, False))
    p.setPen(INK)
    if one_line:
        draw_fitted(p, name_r, text, 8.0, 6.5, True, wrap=False)
    else:  # a long name (a Grand Temple): two lines, the cost row a little smaller below them
        cs = r.height() * 0.115
        name_r.setHeight(r.height() * 0.17)
        draw_fitted(p, name_r, text, 6.5, 5.5, True)
    cy = name_r.bottom() + cs * 0.55
    draw_cost(p, b.cost_coins, b.cost, r.left() + inset + 1, cy, cs, r.right() - (cs * 1.3 if b.chain_needs else 4))
    if not b.cost_coins and not b.cost:
        p.setPen(MUTED)
        p.setFont(font(6.5))
        p.drawText(QRectF(r.left() + inset + 1, cy - cs / 2, r.width() * 0.6, cs), Qt.AlignmentFlag.AlignVCenter, tr("free"))
    if b.chain_needs:
        draw_chain(p, QPointF(r.right() - cs * 0.7, cy), cs * 0.55, b.chain_needs)
    if b.chain_gives:
        draw_chain(p, QPointF(r.right() - cs * 0.7, r.bottom() - cs * 0.7), cs * 0.55, b.chain_gives)
    age_text = {1: "I", 2: "II", 3: "III"}[b.age]
    p.setPen(MUTED)
    p.setFont(font(6.0, True))
    p.drawText(QRectF(r.left() + 4, r.bottom() - cs * 1.3, cs * 2, cs * 1.2), Qt.AlignmentFlag.AlignVCenter, age_text)


def draw_unnamed_face(p: QPainter, r: QRectF, back: str) -> None:
    """A face-up card the table has not named yet: the card's paper, a dashed frame and a question
    mark, with what it can be (an Age card, a Guild or a Grand Temple) in its upper half."""
    rad = r.width() * 0.07
    p.setPen(QPen(QColor(30, 30, 30), 1.2))
    p.setBrush(PAPER)
    p.drawRoundedRect(r, rad, rad)
    p.setPen(QPen(MUTED, 1.2, Qt.PenStyle.DashLine))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawRoundedRect(r.adjusted(4, 4, -4, -4), rad, rad)
    upper = QRectF(r.left(), r.top() + 3, r.width(), r.height() * 0.47)  # the half the next row leaves free
    p.setPen(MUTED)
    p.setFont(font(15.0, True))
    p.drawText(upper.adjusted(0, 0, 0, -upper.height() * 0.4), Qt.AlignmentFlag.AlignCenter, "?")
    label = {"guild": tr("Guild?"), "temple": tr("Grand Temple?")}.get(back, tr("to name"))
    p.setFont(fitted_font(label, r.width() - 10, 7.0, True))
    p.drawText(upper.adjusted(4, upper.height() * 0.55, -4, 0), Qt.AlignmentFlag.AlignCenter, label)


def draw_card_back(p: QPainter, r: QRectF, back: str, token: str) -> None:
    """back: "1", "2", "3" (an Age), "guild" or "temple"; token: "myth:<m>", "offer:<n>" or ""."""
    rad = r.width() * 0.07
    fill = QColor(GUILD_BACK if back in ("guild", "temple", "guild_or_temple") else AGE_BACK.get(int(back) if back.isdigit() else 0, "#8a8a8a"))
    p.setPen(QPen(QColor(30, 30, 30), 1.2))
    p.setBrush(fill)
    p.drawRoundedRect(r, rad, rad)
    p.setPen(QPen(QColor(255, 255, 255, 90), 1))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawRoundedRect(r.adjusted(4, 4, -4, -4), rad, rad)
    label = {"1": "I", "2": "II", "3": "III", "guild": tr("Guild"), "temple": tr("Grand Temple"),
             "guild_or_temple": tr("Guild")}.get(back, "?")
    p.setPen(QColor(255, 255, 255, 220))
    p.setFont(fitted_font(label, r.width() - 10, 13.0 if len(label) <= 3 else 8.0, True))
    label_r = QRectF(r.left(), r.top() + 4, r.width(), r.height() * 0.45)
    p.drawText(label_r, Qt.AlignmentFlag.AlignCenter, label)
    if token:
        kind, _, value = token.partition(":")
        c = QPointF(r.center().x(), r.top() + r.height() * 0.36 if r.height() > 80 else r.center().y())
        rad_t = min(r.width(), r.height()) * 0.22
        c = QPointF(r.center().x(), r.top() + r.height() * 0.25)
        if kind == "myth":
            draw_mythology_token(p, c, rad_t, value)
        elif kind == "offer":
            draw_offering_token(p, c, rad_t, value)
        elif kind == "?":
            draw_glyph_disc(p, c, rad_t, "?", "#dddddd")


class WonderItem(TableItem):
    """A Wonder tile (landscape): cost at the left, effects on the band, name; a built one shows
    its tucked Age card as a strip below it."""

    def __init__(self, key: Any, wonder: str, size: tuple[float, float], built: bool = False, tucked: str = "",
                 effect_text: str = "", **kw: Any):
        super().__init__(key, size, **kw)
        self.wonder, self.built, self.tucked, self.effect_text = wonder, built, tucked, effect_text

    def radius(self) -> float:
        return 6.0

    def draw(self, p: QPainter, r: QRectF) -> None:
        w = catalogue().wonders[self.wonder]
        tile = QRectF(r)
        if self.built:
            strip = QRectF(r.left() + 10, r.bottom() - 12, r.width() - 20, 12)
            age = catalogue().buildings[self.tucked].age if self.tucked in catalogue().buildings else 1
            p.setPen(QPen(QColor(30, 30, 30), 1))
            p.setBrush(QColor(AGE_BACK[age]))
            p.drawRoundedRect(strip.adjusted(0, -6, 0, 0), 3, 3)
            p.setPen(QColor("#ffffff"))
            p.setFont(font(6.0, True))
            p.drawText(strip.adjusted(0, -1, 0, 0), Qt.AlignmentFlag.AlignCenter, {1: "I", 2: "II", 3: "III"}[age])
            tile = QRectF(r.left(), r.top(), r.width(), r.height() - 12)
        p.setPen(QPen(QColor(30, 30, 30), 1.3))
        p.setBrush(QColor("#efe0bb") if self.built else QColor("#f7f0de"))
        p.drawRoundedRect(tile, 6, 6)
        big = tile.height() >= 100
        effect = big and bool(self.effect_text)  # the draft's large tiles also say what the Wonder does
        band = QRectF(tile.left(), tile.top(), tile.width(), min(tile.height() * 0.42, 50.0) if effect else tile.height() * 0.42)
        path = QPainterPath()
        path.addRoundedRect(tile, 6, 6)
        p.save()
        p.setClipPath(path)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor("#c9a44c") if self.built else QColor("#b9b0a0"))
        p.drawRect(band)
        p.restore()
        s = band.height() * 0.88
        cost_w = tile.width() * 0.34
        draw_glyphs(p, wonder_effects(self.wonder), QRectF(band.left() + 4, band.top(), band.width() - 8, band.height()), s)
        narrow = tile.width() < 120  # a row of three (a fifth Wonder): smaller cost, the name on two lines
        cs = min(tile.height() * 0.22, 20.0 if big else 14.0 if narrow else 18.0)
        tick_w = 16.0 if self.built else 0.0  # the built tick, inside the tile right of the cost
        draw_cost(p, 0, dict(w.cost), tile.left() + 5, band.bottom() + cs * 0.7, cs,
                  min(tile.left() + cost_w + 60, tile.right() - 4 - tick_w))
        text = name(self.wonder)
        name_top = band.bottom() + cs * (1.2 if narrow else 1.3)
        name_r = QRectF(tile.left() + 4, name_top, tile.width() - 8, tile.bottom() - name_top - 1)
        if effect:  # the name, then the effect wrapped below it (shrunk, elided at the end only if ever needed)
            name_r.setHeight(QFontMetricsF(font(11.0, True)).lineSpacing() + 2)
            p.setPen(MUTED)
            draw_fitted(p, QRectF(tile.left() + 6, name_r.bottom(), tile.width() - 12, tile.bottom() - name_r.bottom() - 3),
                        self.effect_text, 8.5, 6.5, False)
        p.setPen(INK)
        if narrow and not effect:
            draw_fitted(p, name_r, text, 8.5, 7.0, True, wrap=True)
        else:
            draw_fitted(p, name_r, text, 11.0 if big else 9.5, 6.0, True, wrap=False)
        if self.built:
            p.setPen(QColor("#1e6b2a"))
            p.setFont(font(9, True))
            p.drawText(QRectF(tile.right() - 4 - tick_w, band.bottom() + 1, tick_w, 14), Qt.AlignmentFlag.AlignCenter, "✓")


class TokenItem(TableItem):
    """A round token: a Progress token (name + icon), a Mythology or Offering token, a looting token,
    the Minerva pawn, the Conflict pawn, Nisaba's Snake token."""

    def __init__(self, key: Any, kind: str, value: str, size: tuple[float, float], caption: str = "", **kw: Any):
        super().__init__(key, size, **kw)
        self.kind, self.value, self.caption = kind, value, caption

    def radius(self) -> float:
        return min(self.w, self.h) / 2

    def draw(self, p: QPainter, r: QRectF) -> None:
        c = r.center()
        rad = min(r.width(), r.height()) / 2 - 1
        if self.kind == "progress":
            p.setPen(QPen(QColor("#1d4d1f"), 1.4))
            p.setBrush(QColor("#5aa85a") if self.value not in ("?", "") else QColor("#9bb59b"))
            p.drawEllipse(c, rad, rad)
            if self.value in ("?", ""):
                p.setPen(QColor("#ffffff"))
                p.setFont(font(rad * 0.8, True))
                p.drawText(r, Qt.AlignmentFlag.AlignCenter, "?")
                return
            glyphs = progress_glyphs(self.value)
            if rad >= 27:  # a large token (the board's): its icons, then its name
                draw_glyphs(p, glyphs, QRectF(c.x() - rad * 0.8, c.y() - rad * 0.72, rad * 1.6, rad * 0.8), rad * 0.62)
                p.setPen(QColor("#ffffff"))
                text, name_r = name(self.value), QRectF(c.x() - rad * 0.92, c.y() + rad * 0.12, rad * 1.84, rad * 0.5)
                draw_fitted(p, name_r, text, 7.0, 6.0, True, wrap=False)
            else:  # a small one (a city's, the box's, Enki's): only its icons, large; the tooltip names it
                draw_glyphs(p, glyphs, QRectF(c.x() - rad * 0.85, c.y() - rad * 0.6, rad * 1.7, rad * 1.2), rad * 1.05)
        elif self.kind == "myth":
            draw_mythology_token(p, c, rad, self.value)
        elif self.kind == "offer":
            draw_offering_token(p, c, rad, self.value)
        elif self.kind == "loot":
            p.setPen(QPen(QColor("#3a0d08"), 1.2))
            p.setBrush(QColor("#d9a58a"))
            p.drawRoundedRect(r.adjusted(1, 1, -1, -1), 5, 5)
            draw_coin(p, c, rad * 0.7, "−" + self.value)
        elif self.kind == "minerva":
            draw_glyph_disc(p, c, rad, "⚑", "#f0e6ff")
        elif self.kind == "snake":  # Nisaba's Snake token: her wave glyph on a bronze disc
            draw_glyph_disc(p, c, rad, GOD_GLYPH["nisaba"], "#d8b25a", QColor("#2f3d12"))
        elif self.kind == "pawn":
            p.setPen(QPen(QColor("#3a0d08"), 1.5))
            p.setBrush(QColor("#e23b2e"))
            path = QPainterPath()
            path.moveTo(c.x() - rad, c.y())
            path.lineTo(c.x(), c.y() - rad)
            path.lineTo(c.x() + rad, c.y())
            path.lineTo(c.x(), c.y() + rad)
            path.closeSubpath()
            p.drawPath(path)


class DivinityItem(TableItem):
    """A Divinity card (face up: name, Mythology colour, effect icon) or its Mythology back."""

    def __init__(self, key: Any, god: str, size: tuple[float, float], face_up: bool = True, count: int | None = None,
                 **kw: Any):
        super().__init__(key, size, **kw)
        self.god, self.face_up, self.count = god, face_up, count

    def radius(self) -> float:
        return 5.0

    def draw(self, p: QPainter, r: QRectF) -> None:
        cat = catalogue()
        if not self.god:
            p.setPen(QPen(MUTED, 1.2, Qt.PenStyle.DashLine))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRoundedRect(r, 5, 5)
            return
        if self.god in cat.divinities:
            mythology = cat.divinities[self.god].mythology
        else:
            mythology = self.god.lstrip("?")
        fill = QColor(MYTH_FILL.get(mythology, "#888888"))
        p.setPen(QPen(QColor(30, 30, 30), 1.2))
        p.setBrush(fill if not self.face_up else fill.lighter(150))
        p.drawRoundedRect(r, 5, 5)
        if not self.face_up or self.god not in cat.divinities:
            p.setPen(QColor("#ffffff"))
            text = mythology_name(mythology) if mythology in MYTH_FILL else "?"
            if self.count is not None:  # a deck: the Mythology's initial and how many cards
                p.setFont(font(14.0, True))
                p.drawText(QRectF(r.left(), r.top() + 2, r.width(), r.height() * 0.6), Qt.AlignmentFlag.AlignCenter, text[:1])
                p.setFont(font(8.0, True))
                p.drawText(QRectF(r.left(), r.top() + r.height() * 0.6, r.width(), r.height() * 0.36),
                           Qt.AlignmentFlag.AlignCenter, f"×{self.count}")
                return
            p.setFont(fitted_font(text, r.width() - 8, 9.0, True))
            p.drawText(r.adjusted(2, 2, -2, -2), Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, text)
            return
        d = cat.divinities[self.god]
        band = QRectF(r.left(), r.top(), r.width(), r.height() * 0.45)
        path = QPainterPath()
        path.addRoundedRect(r, 5, 5)
        p.save()
        p.setClipPath(path)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(fill)
        p.drawRect(band)
        p.restore()
        glyphs: list[Glyph] = []
        if d.coins:
            glyphs.append(("coin", str(d.coins)))
        if d.shields:
            glyphs += [("shield", None)] * d.shields
        if d.science:
            glyphs.append(("sci", d.science))
        if d.vp:
            glyphs.append(("vp", str(d.vp)))
        if d.effect:
            glyphs.append(("special", "god:" + d.effect))
        draw_glyphs(p, glyphs, band.adjusted(3, 1, -3, -1), band.height() * 0.86)
        p.setPen(INK)
        text = name(self.god)
        p.setFont(fitted_font(text, r.width() - 6, 8.0, True))
        p.drawText(QRectF(r.left() + 3, band.bottom(), r.width() - 6, r.height() - band.height()), Qt.AlignmentFlag.AlignCenter, text)


GOD_GLYPH = {"enki": "◉", "nisaba": "∿", "astarte": "7", "baal": "⇄", "hades": "↺", "zeus": "✕", "anubis": "☥",
             "isis": "▲", "ra": "☀", "minerva": "⚑", "neptune": "♆", "gate": "Π"}
for _god, _glyph in GOD_GLYPH.items():
    SPECIAL_GLYPH["god:" + _god] = (_glyph, "")
for _effect, _glyph in PROGRESS_GLYPH.items():
    SPECIAL_GLYPH["progress:" + _effect] = (_glyph, "")


class ButtonItem(TableItem):
    def __init__(self, key: Any, size: tuple[float, float], label: str, legal: bool = True, points: float = 10.0, **kw: Any):
        super().__init__(key, size, legal=legal, **kw)
        self.label = label
        self.points = points  # the largest size: a column of buttons shares the size of its longest label

    def draw(self, p: QPainter, r: QRectF) -> None:
        # lit only when a click plays it now (SOLO choosing, or a question of the table first: grey)
        p.setPen(QPen(QColor("#1e5e2e") if self.legal else QColor("#9a9a9a"), 1.4))
        p.setBrush(QColor("#e3f3e5") if self.legal else QColor("#ececec"))
        p.drawRoundedRect(r, 8, 8)
        p.setPen(INK if self.legal else QColor("#8a8a8a"))
        p.setFont(fitted_font(self.label, r.width() - 12, self.points, True))
        p.drawText(r, Qt.AlignmentFlag.AlignCenter, self.label)


class SpaceItem(TableItem):
    """A space of the Military track (a click places Minerva there when she is being placed)."""

    def __init__(self, key: Any, size: tuple[float, float], fill: QColor, label: str = "", minerva: bool = False, **kw: Any):
        super().__init__(key, size, **kw)
        self.fill_colour, self.label, self.minerva = fill, label, minerva

    def radius(self) -> float:
        return 2.0

    def draw(self, p: QPainter, r: QRectF) -> None:
        p.setPen(QPen(QColor(60, 50, 40), 0.8))
        p.setBrush(self.fill_colour)
        p.drawRect(r)
        if self.label:
            p.setPen(INK)
            p.setFont(font(7.0, True))
            p.drawText(r, Qt.AlignmentFlag.AlignCenter, self.label)
        if self.minerva:
            draw_glyph_disc(p, QPointF(r.right() - r.height() / 2, r.center().y()), r.height() * 0.4, "⚑", "#f0e6ff")


class CoinsItem(TableItem):
    """A city's coins as a clickable plate (a click corrects them: an edit); the text is drawn on it."""

    def __init__(self, key: Any, text: str, size: tuple[float, float], **kw: Any):
        super().__init__(key, size, **kw)
        self.label = text
        self.setCursor(Qt.CursorShape.PointingHandCursor)

    def radius(self) -> float:
        return 6.0

    def draw(self, p: QPainter, r: QRectF) -> None:
        p.setPen(QPen(QColor(0, 0, 0, 60), 1, Qt.PenStyle.DotLine))
        p.setBrush(QColor(255, 255, 255, 90))
        p.drawRoundedRect(r, 6, 6)
        draw_coin(p, QPointF(r.left() + r.height() / 2 + 1, r.center().y()), r.height() / 2 - 3, "")
        p.setPen(INK)
        p.setFont(font(10.5, True))
        p.drawText(r.adjusted(r.height() + 2, 0, -18, 0), Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft,
                   self.label)
        p.setPen(MUTED)
        p.setFont(font(9.0, False))
        p.drawText(QRectF(r.right() - 17, r.top(), 15, r.height()), Qt.AlignmentFlag.AlignCenter, "✎")
