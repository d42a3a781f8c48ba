"""Second QA pass of the 7 Wonders Duel board: companion questions say where in words (never a raw
``progress:0``), a game without Pantheon has no Pantheon title / labels / score rows, history
descriptions join as "…; …" (no final period, lower-case start), SOLO's fifth-Wonder row keeps whole
names and its tick inside, and a city's science counts ("×2") are never overlapped."""
from __future__ import annotations

import random
import re

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QFontMetricsF, QImage, QPainter

from solo_desk.core.messages import catalogue as messages_catalogue
from solo_desk.core.messages import render
from solo_desk.core.playout import answer_questions
from solo_desk.games.duel import GAME
from solo_desk.games.duel import rules as R
from solo_desk.games.duel.content import catalogue
from solo_desk.games.duel.scene import WONDER_H, WONDER_W
from solo_desk.games.duel.scene_draw import WonderItem, name
from solo_desk.ui.i18n import set_language
from tests.games.duel.helpers import play_state
from tests.games.duel.test_scene import open_state, texts

RAW_ID = re.compile(r"\b(card|back|token|progress|pantheon|enki|gate|offer|discarded|solo_free):")


def companion_questions(seed: int, options: dict) -> dict[str, tuple[str, str]]:
    """Every kind of table question met in one companion game, rendered in English and Italian."""
    s = GAME.new_state(options, seed, "companion")
    rng = random.Random(seed)
    seen: dict[str, tuple[str, str]] = {}
    for _ in range(800):
        if GAME.result(s) is not None:
            break
        proposal = GAME.propose(s)
        for request in proposal.inputs:
            seen.setdefault(request.name, (render(request.key, request.params, "en"),
                                           render(request.key, request.params, "it")))
        proposal = answer_questions(GAME, s, proposal, rng)
        actions = list(proposal.actions) if proposal.applicable() else [GAME.player_policy(s, rng)]
        for action in actions:
            s, _ = GAME.apply(s, action)
    return seen


def test_companion_questions_say_where_in_words_never_a_raw_id():
    """QA: "Which Progress token lies on the board (progress:0)?"; the slot, Pantheon space and
    Mythology deck questions had the same raw ids."""
    seen = {**companion_questions(3, {"promo_wonders": True, "level": "legendary"}),
            **companion_questions(5, {"promo_wonders": True, "level": "legendary"})}
    kinds = {q.split(":")[0] for q in seen}
    assert {"progress", "card", "token", "back", "pantheon", "gate"} <= kinds, kinds
    for question, (en, it) in seen.items():
        for text in (en, it):
            assert not RAW_ID.search(text) and question not in text and "{" not in text, (question, text)
    assert seen["progress:0"] == ("Which Progress token lies on the board (space 1 of 5, counted from the top)?",
                                  "Quale segnalino Progresso si trova sul tabellone (casella 1 di 5, contando dall'alto)?")
    card = next(q for q in seen if q.startswith("card:"))
    assert "row " in seen[card][0] and "fila " in seen[card][1], seen[card]
    gate = next(q for q in seen if q.startswith("gate:"))
    mythology = gate.split(":")[1]
    assert name(mythology) in seen[gate][0] or mythology.capitalize() in seen[gate][0], seen[gate]


def test_the_title_says_pantheon_only_when_it_is_played():
    assert GAME.title_for({"pantheon": False}).en == "7 Wonders Duel"
    assert GAME.title_for({"pantheon": False}).it == "7 Wonders Duel"
    assert GAME.title_for({"pantheon": True}).en == "7 Wonders Duel + Pantheon"
    assert GAME.title_for({}).en == GAME.title.en


@pytest.mark.gui
def test_without_pantheon_no_divinities_label_nor_pantheon_score_rows(window, qtbot):
    """QA (pantheon=false): both cities showed an empty "Divinities" label and the end score table
    "Grand Temples" and "Divinities" rows at 0 / 0."""
    s = play_state(pantheon=False)
    scene = open_state(window, qtbot, s)
    assert "Divinities" not in texts(scene)
    over = s.model_copy(update={"phase": "over", "winner": "automa", "end_reason": "civilian"})
    assert GAME.result(over) is not None
    scene = open_state(window, qtbot, over)
    shown = texts(scene)
    assert "Game over" in shown and "Wonders" in shown and "Coins" in shown
    assert "Grand Temples" not in shown and "Divinities" not in shown
    with_pantheon = play_state().model_copy(update={"phase": "over", "winner": "automa", "end_reason": "civilian"})
    shown = texts(open_state(window, qtbot, with_pantheon))
    assert "Grand Temples" in shown and "Divinities" in shown


def test_action_descriptions_join_without_a_period_and_start_lower_case():
    """The window joins a step's actions with "; ": "…coins.; chooses…" and "you: The table shows…"
    came from the descriptions' final periods and capitals."""
    for key, entry in messages_catalogue("duel").items():
        if not key.startswith("duel.action."):
            continue
        for lang in ("en", "it"):
            text = entry[lang]
            assert not text.endswith("."), (key, lang, text)
            # a correction has no side before it: it starts its history line, "Correction: …" as in every game
            correction = text.startswith({"en": "Correction: ", "it": "Correzione: "}[lang])
            assert not text[:1].isupper() or correction, (key, lang, text)


class Recorder:
    """A QPainter stand-in recording every text drawn (its rectangle, font and string)."""

    def __init__(self, painter: QPainter):
        self._p = painter
        self.texts: list = []

    def __getattr__(self, attr):
        return getattr(self._p, attr)

    def drawText(self, rect, flags, text):  # noqa: N802 (Qt name)
        from PySide6.QtGui import QFont

        self.texts.append((QRectF(rect), QFont(self._p.font()), text))
        self._p.drawText(rect, flags, text)


@pytest.mark.parametrize("lang", ["en", "it"])
def test_a_row_of_three_wonders_keeps_whole_readable_names_and_the_tick_inside(qapp, lang):
    """QA: SOLO with 5 Wonders: "The Temple of Arte…", "The Hanging Garde…", the ✓ on the tile's edge,
    "Tempio di Artemide" in a tiny font."""
    tile_w = (2 * WONDER_W + 10 - 2 * 6) / 3  # the scene's tiles when a city has a fifth Wonder
    h = WONDER_H + 12  # built: the tucked card's strip below
    set_language(lang)
    try:
        for wonder in catalogue().wonders:
            img = QImage(int(tile_w) + 2, int(h) + 2, QImage.Format.Format_ARGB32)
            p = QPainter(img)
            rec = Recorder(p)
            WonderItem(("wonder", "automa", wonder), wonder, (tile_w, h), built=True, tucked="lumber_yard").draw(
                rec, QRectF(0, 0, tile_w, h))
            p.end()
            words = [(r, f, t) for r, f, t in rec.texts if len(t) >= 3 and t != "III" and not t.isdigit()]
            shown = " ".join(t for _, _, t in words)
            assert shown == name(wonder), (wonder, shown)
            assert all(f.pointSizeF() >= 7.0 for _, f, _ in words), (wonder, [f.pointSizeF() for _, f, _ in words])
            assert all(QFontMetricsF(f).horizontalAdvance(t) <= r.width() + 0.5 for r, f, t in words), wonder
            tick = [r for r, _, t in rec.texts if t == "✓"]
            assert tick and tick[0].right() <= tile_w - 3, (wonder, tick)
    finally:
        set_language("en")


@pytest.mark.gui
def test_science_counts_are_not_overlapped_by_the_next_symbol(window, qtbot):
    """QA: "Scienza: 5/6" with a "×2" read "×:": the next symbol sat on it (a fixed 34 px step)."""
    cat = catalogue()
    greens: dict[str, list[str]] = {}
    for b in cat.buildings.values():
        if b.science and b.group == "age":
            greens.setdefault(b.science, []).append(b.id)
    pair_symbol = next(sym for sym, cards in sorted(greens.items()) if len(cards) >= 2)
    others = [cards[0] for sym, cards in sorted(greens.items()) if sym != pair_symbol][:3]
    city = tuple(greens[pair_symbol][:2]) + tuple(others)
    s = play_state(automa={"buildings": city})
    assert R.science_symbols(s, "automa")[pair_symbol] == 2
    scene = open_state(window, qtbot, s)
    symbols = sorted((i for i in scene.items() if type(i).__name__ == "Symbol"), key=lambda i: i.scenePos().y())
    top = min(i.scenePos().y() for i in symbols)
    row = sorted((i for i in symbols if abs(i.scenePos().y() - top) < 1), key=lambda i: i.scenePos().x())
    assert len(row) == 4, len(row)
    for a, b in zip(row, row[1:]):
        assert a.sceneBoundingRect().right() < b.sceneBoundingRect().left(), (a.toolTip(), b.toolTip())
    doubled = next(i for i in row if "×2" in i.toolTip())
    count_w = QFontMetricsF(doubled.scene().font()).horizontalAdvance("×2")
    assert doubled.boundingRect().width() >= 22 + count_w * 0.5


def untold_structure(seed: int = 7):
    """A companion game at its first Age: the draft done, the face-up cards not named yet."""
    s = GAME.new_state({}, seed, "companion")
    rng = random.Random(seed)
    for _ in range(400):
        if s.phase == "play" and any(up and c.startswith("?") for c, up in zip(s.slots, s.face_up)):
            return s
        proposal = GAME.propose(s)
        if proposal.status == "needs_input":
            proposal = answer_questions(GAME, s, proposal, rng)
        for action in proposal.actions if proposal.applicable() else [GAME.player_policy(s, rng)]:
            s, _ = GAME.apply(s, action)
    raise AssertionError("no untold structure reached")


@pytest.mark.gui
@pytest.mark.rule("SOLO-GEN-1")
def test_a_face_up_card_not_yet_named_is_drawn_face_up_to_name_not_as_a_back(window, qtbot):
    from solo_desk.games.duel.scene_draw import CardItem

    s = untold_structure()
    scene = open_state(window, qtbot, s)
    slots = {p.key[1]: p for p in scene.pieces() if isinstance(p, CardItem) and p.key[0] == "slot"}
    untold = [i for i, (c, up) in enumerate(zip(s.slots, s.face_up)) if c and up and c.startswith("?")]
    hidden = [i for i, (c, up) in enumerate(zip(s.slots, s.face_up)) if c and not up]
    assert untold and hidden
    for i in untold:
        assert slots[i].face_up and "not named yet" in slots[i].toolTip() and "Face down" not in slots[i].toolTip()
    for i in hidden:
        assert not slots[i].face_up and "Face down" in slots[i].toolTip()
    # drawn: the paper of a face, not an Age back's colour, at the card's centre top
    image = QImage(int(slots[untold[0]].w), int(slots[untold[0]].h), QImage.Format.Format_ARGB32)
    image.fill(0)
    painter = QPainter(image)
    slots[untold[0]].draw(painter, QRectF(0, 0, slots[untold[0]].w, slots[untold[0]].h))
    painter.end()
    assert image.pixelColor(12, int(slots[untold[0]].h) - 14).lightness() > 200
    set_language("it")
    try:
        scene.refresh()
        slot = next(p for p in scene.pieces() if p.key == ("slot", untold[0]))
        assert "non ancora indicata" in slot.toolTip()
    finally:
        set_language("en")
