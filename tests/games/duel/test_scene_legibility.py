"""What the 7 Wonders Duel board draws stays legible: a structure card half covered by the next row
still shows its whole cost; Wonder effect lines and city card names are elided at the end only (never
losing the value); Progress tokens show their coins and VP; plural wordings."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QImage, QPainter

from solo_desk.games.duel.content import catalogue
from solo_desk.games.duel.scene import CITY_H, CITY_W, DRAFT_TILE, ROW_STEP, SLOT_H, SLOT_W
from solo_desk.games.duel.scene_draw import RESOURCE_FILL, CardItem, TokenItem, WonderItem, draw_card_face, name
from solo_desk.games.duel.scene_text import wonder_lines
from solo_desk.ui.i18n import set_language, tr

pytestmark = pytest.mark.gui


def render(draw, w: float, h: float) -> QImage:
    img = QImage(int(w), int(h), QImage.Format.Format_ARGB32)
    img.fill(QColor("#ffffff"))
    p = QPainter(img)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    draw(p, QRectF(0, 0, w, h))
    p.end()
    return img


def rows_of_colour(img: QImage, colour: str, x_to: int | None = None) -> list[int]:
    """The rows holding a pixel of exactly this colour (the inside of a resource square)."""
    target = QColor(colour).rgb() & 0xFFFFFF
    found = []
    for y in range(img.height()):
        if any(img.pixel(x, y) & 0xFFFFFF == target for x in range(x_to or img.width())):
            found.append(y)
    return found


@pytest.mark.parametrize("card", ["forum", "dispensary", "laboratory", "aqueduct", "school", "customs_house"])
def test_structure_card_cost_stays_in_the_uncovered_half(qapp, card):
    """Age II/III face-up cards are covered below ROW_STEP by the next row: the cost row (and the
    name) lie above it, like the cost in the top corner of the real cards (QA: Dispensary, Forum...
    lost their cost row)."""
    set_language("en")
    b = catalogue().buildings[card]
    colours = [RESOURCE_FILL[r] for r in b.cost] + (["#ffd54a"] if b.cost_coins else [])  # the coin's fill
    img = render(lambda p, r: draw_card_face(p, r, card), SLOT_W, SLOT_H)
    band = int(SLOT_H * 0.2) + 2  # below the colour band (which may carry resource squares of its own)
    for colour in colours:
        rows = [y for y in rows_of_colour(img, colour, x_to=SLOT_W // 2 + 10) if y > band]
        assert rows, (card, colour)
        assert max(rows) < ROW_STEP - 1, (card, colour, max(rows), ROW_STEP)


class Recorder:
    """A QPainter stand-in that records every text drawn (its rectangle, font and string)."""

    def __init__(self, painter: QPainter):
        self._p = painter
        self.texts: list[tuple[QRectF, QFont, str]] = []

    def __getattr__(self, attr):
        return getattr(self._p, attr)

    def drawText(self, rect, flags, text):  # noqa: N802 (Qt name)
        self.texts.append((QRectF(rect), QFont(self._p.font()), text))
        self._p.drawText(rect, flags, text)


def recorded(item, w: float, h: float) -> list[tuple[QRectF, QFont, str]]:
    img = QImage(int(w) + 2, int(h) + 2, QImage.Format.Format_ARGB32)
    p = QPainter(img)
    rec = Recorder(p)
    item.draw(rec, QRectF(0, 0, w, h))
    p.end()
    return rec.texts


def overflowing(texts) -> list[str]:
    """The strings wider than the rectangle they were drawn in (cut at both ends when centred)."""
    return [t for r, f, t in texts if QFontMetricsF(f).horizontalAdvance(t) > r.width() + 0.5]


@pytest.mark.parametrize("lang", ["en", "it"])
def test_draft_wonder_effect_fits_with_its_value(qapp, lang):
    """The draft's large Wonder tiles: the name and the effect text are never cut (QA: "uces one of these
    each turn…", "rendi una Divinità… PV: :"); the VP value always shows."""
    set_language(lang)
    try:
        for wonder in catalogue().wonders:
            lines = wonder_lines(wonder)
            item = WonderItem(("draft", wonder), wonder, DRAFT_TILE, effect_text=" · ".join(lines[2:]))
            texts = recorded(item, *DRAFT_TILE)
            assert not overflowing(texts), (wonder, overflowing(texts))
            shown = " ".join(t for _, _, t in texts)
            assert "…" not in shown, (wonder, shown)
            vp = catalogue().wonders[wonder].vp
            if vp:
                assert f"{'PV' if lang == 'it' else 'VP'}: {vp}" in shown, (wonder, shown)
    finally:
        set_language("en")


@pytest.mark.parametrize("lang", ["en", "it"])
def test_city_card_names_are_whole_or_cut_at_the_end(qapp, lang):
    """A city's card (compact) shows its whole name, wrapped if needed (QA: "oman Grand Templ",
    "enician Grand Tem", "ande Tempio Roma"); the structure's full cards never overflow either."""
    set_language(lang)
    try:
        for card in catalogue().buildings:
            texts = recorded(CardItem(("card", "player", card), card, (CITY_W, CITY_H), compact=True), CITY_W, CITY_H)
            assert not overflowing(texts), (card, overflowing(texts))
            below_band = [t for r, _, t in texts if r.top() >= CITY_H * 0.4]  # the band carries the icons
            assert " ".join(below_band) == name(card), (card, below_band)
            texts = recorded(CardItem(("slot", 0), card, (SLOT_W, SLOT_H)), SLOT_W, SLOT_H)
            assert not overflowing(texts), (card, overflowing(texts))
            shown = " ".join(t for r, _, t in texts  # the name: the texts between the band and the cost row
                             if SLOT_H * 0.2 <= r.top() < SLOT_H * 0.4 and len(t) > 2 and t != tr("free"))
            assert shown == name(card) or (shown.endswith("…") and name(card).startswith(shown[:-1])), (card, shown)
    finally:
        set_language("en")


def test_every_progress_token_shows_its_coins_and_vp(qapp):
    """Agriculture: its 6 coins and its 4 VP (QA: only the VP showed); Urbanism its 6 coins, Philosophy
    its 7 VP: the coin and laurel drawn carry the content's numbers."""
    set_language("en")
    for token, t in catalogue().progress_tokens.items():
        for size in (60, 36):
            texts = [text for _, _, text in recorded(TokenItem(("progress", "board", token), "progress", token,
                                                               (size, size)), size, size)]
            if t.coins:
                assert str(t.coins) in texts, (token, size, texts)
            if t.vp:
                assert str(t.vp) in texts, (token, size, texts)


@pytest.mark.parametrize("lang", ["en", "it"])
def test_no_unreadable_token_names(qapp, lang):
    """Progress tokens in the box, a city or on Enki show icons (the tooltip names them) and the board's
    large ones a whole name of at least 6 pt (QA: names of about 5 px)."""
    set_language(lang)
    try:
        for token in catalogue().progress_tokens:
            for size in (60, 46, 38, 36, 24):
                texts = recorded(TokenItem(("progress", "box", token), "progress", token, (size, size)), size, size)
                words = [(f, t) for _, f, t in texts if len(t) > 2]
                assert all(f.pointSizeF() >= 6.0 for f, _ in words), (token, size, words)
                if size == 60:
                    assert [t for _, t in words] == [name(token)], (token, words)
                assert not overflowing(texts), (token, size, overflowing(texts))
    finally:
        set_language("en")


def test_counts_are_singular_or_plural():
    """History lines say "1 coin" / "1 moneta" and "1 Offering token", never "1 coins" / "1 monete"."""
    from solo_desk.games.duel import GAME
    from solo_desk.games.duel.state import ActivateDivinity, BuildCard, DiscardCard, SetCoins

    one = GAME.describe(BuildCard(card="chamber_of_commerce", price=1, by="player"))
    assert one.render("en") == "build Chamber of Commerce for 1 coin"
    assert one.render("it") == "costruisci Camera di Commercio per 1 moneta"
    assert GAME.describe(DiscardCard(card="clay_pit", gain=3, by="player")).render("it") == \
        "scarti Fossa d'Argilla e ricevi 3 monete"
    god = GAME.describe(ActivateDivinity(space=2, price=1, offerings=(2,), by="automa"))
    assert god.render("en").endswith("for 1 coin, using 1 Offering token")
    assert god.render("it").endswith("per 1 moneta, usando 1 segnalino Offerta")
    assert GAME.describe(SetCoins(side="automa", coins=1, by="player")).render("en") == "Correction: SOLO has 1 coin"


def test_italian_board_says_epoca_like_the_rulebook(qapp):
    """The Italian edition's term is "Epoca" (names_it: Age), as in the explanations: never "Era"."""
    import re
    from pathlib import Path

    set_language("it")
    try:
        assert tr("Age %s") % "II" == "Epoca II"
    finally:
        set_language("en")
    ts = Path(__file__).resolve().parents[3] / "solo_desk" / "games" / "duel" / "translations" / "it.ts"
    translations = re.findall(r"<translation>(.*?)</translation>", ts.read_text(encoding="utf-8"))
    assert not [t for t in translations if re.search(r"\bEr[ae]\b|'Era\b", t)]
