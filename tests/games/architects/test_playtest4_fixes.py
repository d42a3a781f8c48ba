"""Playtest (round 4) fixes: the discard pile's size reads differently from a city's "×N" copies;
the face-down Progress token stack's count agrees with the tokens told in the panel before Apply."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QImage, QPainter

from solo_desk.ui.i18n import set_language

from .helpers import table
from .test_scene import open_state, piece

pytestmark = pytest.mark.gui


class RecordingPainter:
    """A real painter on an image that also records the texts drawn."""

    def __init__(self, painter: QPainter):
        self.painter, self.texts = painter, []

    def drawText(self, *args):  # noqa: N802 (Qt name)
        self.texts.append(args[-1])
        return self.painter.drawText(*args)

    def __getattr__(self, name):
        return getattr(self.painter, name)


def drawn_texts(item) -> list[str]:
    image = QImage(200, 200, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    recorder = RecordingPainter(painter)
    try:
        item.draw(recorder, QRectF(0, 0, item.w, item.h))
    finally:
        painter.end()
    return recorder.texts


@pytest.mark.parametrize("lang, head", [("en", "The discard pile: 26 cards discarded"),
                                        ("it", "La pila degli scarti: 26 carte scartate")])
def test_the_discard_pile_shows_its_size_without_the_copies_badge(window, qtbot, lang, head):
    """"×N" in a city counts copies of one card; the pile's size is its label and tooltip, and the
    pile is drawn as a stack, not as "×26" copies of its last card."""
    set_language(lang)
    discard = ("wood",) * 20 + ("gold",) * 6
    state = table("wood", "stone", turn="player", central=("gold",) * 6, discard=discard)
    scene = open_state(window, qtbot, state)
    pile = piece(scene, ("discard",))
    assert not any("×" in t for t in drawn_texts(pile))
    assert pile.toolTip().splitlines()[0] == head
    assert pile.pile_edges() == 2 and pile.card == "gold"
    # a city's copies keep their badge
    city = table("wood", "stone", turn="player", player_cards=("wood", "wood"))
    scene = open_state(window, qtbot, city)
    assert "×2" in drawn_texts(piece(scene, ("card", "player", "wood")))


def test_a_single_discarded_card_is_a_single_card(window, qtbot):
    state = table("wood", "stone", turn="player", central=("gold",) * 6, discard=("clay",))
    scene = open_state(window, qtbot, state)
    pile = piece(scene, ("discard",))
    assert pile.pile_edges() == 0 and pile.toolTip().startswith("The discard pile: 1 card discarded")


@pytest.mark.rule("ARCH-SETUP-2P", "ARCH-SETUP-TOKEN")
def test_the_token_stack_counts_out_the_tokens_told_before_apply(window, qtbot):
    """Companion set-up: the die gives the Opponent a starting token, then the table tells the
    tokens revealed on offer; before Apply the stack's count already leaves them out, and
    "Answer again" brings it back."""
    from solo_desk.games.architects import GAME

    state = GAME.new_state({}, 7, "companion")
    open_state(window, qtbot, state)
    controller = window.controller
    full = len(state.token_stack)
    assert piece(window.scene, ("token", "stack")).stack == full
    controller.answer(controller.proposal.inputs[0].name, "3")  # the Opponent's starting token
    qtbot.waitUntil(lambda: piece(window.scene, ("token", "stack")).stack == full - 1)
    asked = controller.proposal.inputs[-1]
    controller.answer(asked.name, asked.choices[0].value)
    qtbot.waitUntil(lambda: piece(window.scene, ("token", "stack")).stack == full - 2)
    shown = [p for p in window.scene.pieces() if p.key[0] in ("told_token", "proposed_token")]
    assert len(shown) == 2  # the count and the tokens drawn agree
    stack = piece(window.scene, ("token", "stack"))
    assert stack.toolTip().startswith(f"Face-down Progress tokens: {full - 2}\n2 tokens told")
    assert len(controller.state.token_stack) == full  # nothing applied
    controller.clear_answers()
    qtbot.waitUntil(lambda: piece(window.scene, ("token", "stack")).stack == full)
    assert piece(window.scene, ("token", "stack")).toolTip().startswith(f"Face-down Progress tokens: {full}\n")


def simple_texts(scene):
    from PySide6.QtWidgets import QGraphicsSimpleTextItem

    return [i for i in scene.items() if isinstance(i, QGraphicsSimpleTextItem)]


@pytest.mark.parametrize("lang", ["en", "it"])
def test_a_citys_copies_badge_never_covers_its_groups_label(window, qtbot, lang):
    from solo_desk.games.architects.scene import CardItem

    set_language(lang)
    state = table("wood", "stone", turn="player", player_cards=("wood", "wood", "shield", "shield") + ("blue_3vp",) * 5,
                  automa_cards=("gold", "gold", "tablet", "tablet"))
    scene = open_state(window, qtbot, state)
    badged = [p for p in scene.pieces() if p.key[0] == "card" and p.count > 1]
    assert len(badged) == 5
    labels = [t.sceneBoundingRect() for t in simple_texts(scene)]
    for card in badged:
        badge = card.mapRectToScene(CardItem.badge_rect(QRectF(0, 0, card.w, card.h), card.count))
        assert not any(badge.intersects(label) for label in labels), card.key


@pytest.mark.parametrize("lang", ["en", "it"])
@pytest.mark.parametrize("wonder_id", ["halicarnassus", "alexandria", "ephesus"])
def test_a_sides_title_stays_left_of_its_citys_frame(window, qtbot, lang, wonder_id):
    set_language(lang)
    state = table("wood", "stone", turn="player", automa_wonder=wonder_id, player_wonder=wonder_id)
    scene = open_state(window, qtbot, state)
    for who, name in (("automa", ("The Opponent · ", "L'Avversario · ")), ("player", ("You · ", "Tu · "))):
        title = next(t for t in simple_texts(scene) if t.text().startswith(name))
        city = next(z for z in scene.zones() if z.key == ("city", who))
        assert title.sceneBoundingRect().right() < city.sceneBoundingRect().left(), title.text()


def ended(**kw):
    return table(None, None, turn="automa", central=(), player_deck=(), automa_deck=(), ended="wonder",
                 automa_built=(1, 2, 3, 4, 5), **kw)


@pytest.mark.rule("ARCH-SETUP-2P")
@pytest.mark.parametrize("lang", ["en", "it"])
def test_the_final_score_table_stays_readable(window, qtbot, lang):
    """At the end the score table keeps a readable font (its title above it, not in a column)."""
    set_language(lang)
    scene = open_state(window, qtbot, ended(player_cards=("blue_3vp",) * 3, player_tokens=("decor",)))
    cells = [t for t in simple_texts(scene)
             if t.text() in ("Progress", "Progresso", "Blue cards", "Carte blu", "Total", "Totale")]
    assert len(cells) == 3
    assert all(c.font().pointSizeF() >= 9 for c in cells)
    title = next(t for t in simple_texts(scene) if t.text() in ("Final score", "Punteggio finale"))
    assert title.sceneBoundingRect().bottom() <= min(c.sceneBoundingRect().top() for c in cells)  # above them


@pytest.mark.rule("ARCH-SETUP-2P")
@pytest.mark.parametrize("lang, wanted", [
    ("en", "Game over, the Opponent completed its Wonder: the Opponent wins, "),
    ("it", "Partita finita, l'Avversario ha completato la sua Meraviglia: vince l'Avversario, "),
])
def test_the_last_prompt_says_why_the_game_ended(window, qtbot, lang, wanted):
    set_language(lang)
    scene = open_state(window, qtbot, ended())
    assert scene.prompt_item.text().startswith(wanted)


@pytest.mark.rule("ARCH-SETUP-2P")
def test_a_tie_in_vp_says_the_stages_decided_and_fits_its_box(window, qtbot):
    from solo_desk.core.game import GameResult
    from solo_desk.games.architects.scene import ArchitectsScene

    set_language("it")
    state = ended().model_copy(update={"ended": "decks_empty"})
    result = GameResult(winner="automa", reason="stages", scores={"player": 30, "automa": 30, "player_stages": 3,
                                                                  "automa_stages": 5})
    text = ArchitectsScene._game_over(state, result)
    assert text == ("Partita finita, i mazzi sono esauriti: in parità a 30 PV, vince l'Avversario con più Stadi della "
                    "Meraviglia, 5 a 3")
    scene = open_state(window, qtbot, ended())
    scene._set_prompt(text)
    assert scene.prompt_item.sceneBoundingRect().width() <= scene._prompt_room


@pytest.mark.rule("ARCH-TURN-1")
def test_the_cat_flips_card_told_in_the_panel_shows_while_the_turn_waits_for_another_answer(window, qtbot):
    """Companion: the Opponent holds the Cat and flips the central card; the table tells it, then
    is asked the Opponent's new top: the central deck already shows the told card face up."""
    from solo_desk.games.architects.state import UNKNOWN

    from .test_companion import _with_unknown

    state = table("shield_horn2", "gold", mode="companion", cat="automa", central=(UNKNOWN,) * 2,
                  automa_deck=(UNKNOWN,) * 3)
    state = _with_unknown(state, {"central": {"blue_cat": 1, "blue_3vp": 1}, "automa": {"wood": 2, "stone": 1}})
    open_state(window, qtbot, state)
    controller = window.controller
    assert piece(window.scene, ("deck", "central")).face_down
    controller.answer(controller.proposal.inputs[0].name, "blue_3vp")
    qtbot.waitUntil(lambda: controller.proposal.inputs[0].key == "architects.input.card_automa_top")
    qtbot.waitUntil(lambda: not piece(window.scene, ("deck", "central")).face_down)
    central = piece(window.scene, ("deck", "central"))
    assert central.card == "blue_3vp" and central.caption == "proposed"
    controller.clear_answers()
    qtbot.waitUntil(lambda: piece(window.scene, ("deck", "central")).face_down)


@pytest.mark.rule("ARCH-TURN-1")
@pytest.mark.parametrize("lang, flipped, taken", [
    ("en", "Which card does the Opponent flip face up on the central deck (the Cat)?",
     "Which card was just taken from the central deck?"),
    ("it", "Quale carta scopre l'Avversario in cima al mazzo centrale (il Gatto)?",
     "Quale carta è stata appena presa dal mazzo centrale?"),
])
def test_the_central_cards_question_says_whether_it_was_flipped_or_taken(lang, flipped, taken):
    """The table was asked "the one drawn or flipped?": it knows which; the question says it."""
    from solo_desk.core.messages import render
    from solo_desk.games.architects import GAME
    from solo_desk.games.architects.state import UNKNOWN, Take

    from .test_companion import _with_unknown

    cat = table("blue_3vp", "blue_3vp", mode="companion", cat="automa", central=(UNKNOWN,) * 2)
    cat = _with_unknown(cat, {"central": {"blue_cat": 1, "blue_3vp": 1}})
    asked = GAME.propose(cat).inputs[0]
    assert render(asked.key, asked.params, lang) == flipped
    drew = table("wood", "stone", mode="companion", turn="player", central=(UNKNOWN,) * 3)
    drew = _with_unknown(drew, {"central": {"gold": 2, "blue_cat": 1}})
    drew, _ = GAME.apply(drew, Take(deck="central", by="player"))
    asked = GAME.propose(drew).inputs[0]
    assert render(asked.key, asked.params, lang) == taken


@pytest.mark.parametrize("lang, wanted", [
    ("en", "Which card is now on top of your deck? (the Opponent's extra card, Crafts)"),
    ("it", "Quale carta è ora in cima al tuo mazzo? (la carta in più dell'Avversario, Manufatti)"),
])
def test_the_opponents_extra_card_question_names_the_opponent(lang, wanted):
    from solo_desk.core.messages import render

    params = {"question": {"key": "architects.input.card_player_top", "params": {"position": 1}},
              "token": {"key": "architects.token.crafts"}}
    assert render("architects.input.extra_card_automa", params, lang) == wanted


def test_a_token_told_drawn_from_the_stack_shows_in_your_city_and_leaves_the_stack(window, qtbot):
    """Companion: you take the top face-down token (here Babylon's effect); the table tells which
    it is. Before Apply it is drawn in your city, framed as told, and the stack counts it out."""
    from solo_desk.games.architects.state import STACK, UNKNOWN, ChooseToken, Task

    state = table("wood", "stone", mode="companion", turn="player", stack=(UNKNOWN,) * 12,
                  queue=(Task(kind="token", reason="babylon"), Task(kind="turn_start")))
    open_state(window, qtbot, state)
    controller = window.controller
    controller.apply([ChooseToken(token=STACK, by="player")])
    qtbot.waitUntil(lambda: bool(controller.proposal.inputs))
    asked = controller.proposal.inputs[0]
    assert piece(window.scene, ("token", "stack")).stack == 12
    controller.answer(asked.name, "urbanism")
    qtbot.waitUntil(lambda: piece(window.scene, ("token", "stack")).stack == 11)
    told = piece(window.scene, ("told_drawn", "player", "urbanism"))
    assert told.told and "Apply confirms it" in told.toolTip()
    city = next(z for z in window.scene.zones() if z.key == ("tokens", "player"))
    assert city.sceneBoundingRect().contains(told.sceneBoundingRect())
    assert controller.state.player.tokens == ()  # nothing applied
    controller.clear_answers()
    qtbot.waitUntil(lambda: piece(window.scene, ("token", "stack")).stack == 12)
    assert not any(p.key[0] == "told_drawn" for p in window.scene.pieces())


@pytest.mark.rule("ARCH-SETUP-2P")
def test_halicarnassus_cards_told_in_the_panel_are_drawn_before_apply(window, qtbot):
    """Companion: Halicarnassus shows the top 5 cards of your deck; the table tells the unseen
    ones one by one. Each told card is drawn where the cards are chosen, captioned "told", the
    others "?", instead of the legend; "Answer again" brings the legend back."""
    from solo_desk.games.architects.state import UNKNOWN, ChooseHaliDeck, Task

    from .test_companion import _with_unknown

    state = table("wood", "stone", mode="companion", turn="player", player_wonder="halicarnassus",
                  player_deck=(UNKNOWN,) * 6, queue=(Task(kind="hali_deck"), Task(kind="turn_start")))
    state = _with_unknown(state, {"player": {"clay": 3, "glass": 3}})
    open_state(window, qtbot, state)
    controller = window.controller
    controller.apply([ChooseHaliDeck(deck="player", by="player")])
    qtbot.waitUntil(lambda: bool(controller.proposal.inputs))
    legend = next(t for t in simple_texts(window.scene) if t.text().startswith("Green dashed frame"))
    assert legend.isVisible() and not any(p.key[0] == "told_hali" for p in window.scene.pieces())
    controller.answer(controller.proposal.inputs[0].name, "glass")  # card 2
    qtbot.waitUntil(lambda: any(p.key[0] == "told_hali" for p in window.scene.pieces()))
    cards = {p.key[1]: p for p in window.scene.pieces() if p.key[0] == "told_hali"}
    assert [cards[i].card for i in range(5)] == ["wood", "glass", UNKNOWN, UNKNOWN, UNKNOWN]
    assert cards[1].caption == "told" and not cards[0].caption  # the top was seen already
    legend = next(t for t in simple_texts(window.scene) if t.text().startswith("Green dashed frame"))
    assert not legend.isVisible()
    assert controller.state.hali_cards == ()  # nothing applied
    for told in ("clay", "clay", "glass"):  # all told: Apply is left, the five cards are drawn
        controller.answer(controller.proposal.inputs[0].name, told)
    qtbot.waitUntil(lambda: controller.proposal.applicable())
    qtbot.waitUntil(lambda: piece(window.scene, ("told_hali", 4)).card == "glass")
    assert [piece(window.scene, ("told_hali", i)).card for i in range(5)] == ["wood", "glass", "clay", "clay", "glass"]
    title = next(t for t in simple_texts(window.scene) if t.text().startswith("Halicarnassus: the cards revealed"))
    panel_right = window.scene.sceneRect().right() - 32
    assert title.sceneBoundingRect().right() <= panel_right
    controller.clear_answers()
    qtbot.waitUntil(lambda: not any(p.key[0] == "told_hali" for p in window.scene.pieces()))
    legend = next(t for t in simple_texts(window.scene) if t.text().startswith("Green dashed frame"))
    assert legend.isVisible()


@pytest.mark.rule("ARCH-SETUP-2P")
@pytest.mark.parametrize("lang, wanted", [
    ("en", "Answered: Apply records what the table shows"),
    ("it", "Risposte date: Applica registra ciò che mostra il tavolo"),
])
def test_the_panel_says_apply_records_the_tables_answers_not_an_opponents_turn(window, qtbot, lang, wanted):
    """The set-up's questions all answered: Apply records them and it is then your turn; the panel
    said "Apply plays the Opponent's turn" (the Opponent's answered turn is a proposal of its own)."""
    from solo_desk.games.architects import GAME
    from solo_desk.ui.panels import BotPanel

    set_language(lang)
    state = GAME.new_state({"first_player": "player"}, 7, "companion")
    open_state(window, qtbot, state)
    controller = window.controller
    while not controller.proposal.applicable():
        asked = controller.proposal.inputs[0]
        controller.answer(asked.name, asked.choices[0].value)
    panel = window.findChild(BotPanel)
    qtbot.waitUntil(lambda: panel.status.text() == wanted)
    window.apply_proposal()
    qtbot.waitUntil(lambda: controller.session.cursor == 1)
    assert controller.state.turn == "player" and GAME.to_move(controller.state) == "player"
