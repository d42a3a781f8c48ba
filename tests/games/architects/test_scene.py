"""The Architects table (pytest-qt): it builds at set-up and mid-game, clicks and drags become
the right actions, pending choices offer only the legal options, the Opponent's pick is
highlighted before it is applied, the Cat lets you peek at the central card."""
from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QGraphicsSimpleTextItem

from solo_desk.core.playout import next_step
from solo_desk.core.session import Session
from solo_desk.games.architects import GAME
from solo_desk.games.architects.scene import ArchitectsScene, CardItem, StageItem
from solo_desk.games.architects.state import Build, ChooseToken, Skip, Take, Task
from solo_desk.ui.i18n import set_language

from .helpers import table

pytestmark = [pytest.mark.gui, pytest.mark.rule("ARCH-SETUP-2P")]



def open_state(window, qtbot, state) -> ArchitectsScene:
    window.set_session(Session(GAME, state, dict(state.options)))
    qtbot.waitUntil(lambda: bool(window.scene.pieces()))
    assert isinstance(window.scene, ArchitectsScene)
    return window.scene


def piece(scene, key):
    found = [p for p in scene.pieces() if p.key == key]
    assert found, key
    return found[0]


def click(qtbot, view, item):
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=view.mapFromScene(item.center()))


def applied(window):
    session = window.controller.session
    return session.steps[session.cursor - 1].actions


def test_the_table_at_set_up_shows_everything(window, qtbot):
    state = GAME.new_state({"player_wonder": "rhodes", "automa_wonder": "giza", "difficulty": "hard"}, 3)
    scene = open_state(window, qtbot, state)
    keys = {p.key for p in scene.pieces()}
    for d in ("player", "automa", "central"):
        assert ("deck", d) in keys
    assert {k for k in keys if k[0] == "stage"} == {("stage", s, n) for s in ("player", "automa") for n in range(1, 6)}
    assert {k for k in keys if k[:2] == ("token", "offer")} == {("token", "offer", t) for t in state.tokens_face_up}
    assert ("token", "stack") in keys and ("cat",) in keys and ("die",) in keys
    assert {("token", "automa", t) for t in state.automa.tokens} <= keys  # the Opponent's starting tokens (hard: 2)
    assert sum(1 for k in keys if k[0] == "conflict") == 3
    # the central deck is face down, the Wonder decks show their tops
    central = piece(scene, ("deck", "central"))
    assert central.face_down and piece(scene, ("deck", "player")).card == state.decks["player"].top
    # every card kind has its slot in both cities, empty at set-up
    assert all(piece(scene, ("card", s, k)).ghost for s in ("player", "automa") for k in ("wood", "gold", "gear", "blue_cat"))


def test_mid_game_cities_show_the_cards_grouped_with_counts(window, qtbot):
    state = GAME.new_state({}, 8)
    rng = random.Random(8)
    for _ in range(30):
        if GAME.result(state) is not None:
            break
        for action in next_step(GAME, state, rng):
            state, _ = GAME.apply(state, action)
    scene = open_state(window, qtbot, state)
    for who in ("player", "automa"):
        held = state.side(who).cards
        for kind_id in set(held):
            item = piece(scene, ("card", who, kind_id))
            assert item.count == held.count(kind_id) and not item.ghost
        built = {p.key[2] for p in scene.pieces() if p.key[:2] == ("stage", who) and p.built}
        assert built == set(state.side(who).built)


def test_clicking_a_deck_takes_its_card(window, qtbot):
    state = table("wood", "stone", turn="player")
    scene = open_state(window, qtbot, state)
    assert piece(scene, ("deck", "automa")).legal
    click(qtbot, window.view, piece(scene, ("deck", "automa")))
    qtbot.waitUntil(lambda: window.controller.session.cursor == 1)
    assert applied(window) and applied(window)[0] == Take(deck="automa", by="player").with_outcomes(card="stone")
    assert "stone" in window.controller.state.player.cards


def test_dragging_the_top_card_to_your_city_takes_it(window, qtbot):
    state = table("clay", "stone", turn="player")
    scene = open_state(window, qtbot, state)
    card = piece(scene, ("deck", "player"))
    city = next(z for z in scene.zones() if z.key == ("city", "player"))
    view = window.view
    qtbot.mousePress(view.viewport(), Qt.MouseButton.LeftButton, pos=view.mapFromScene(card.center()))
    target = view.mapFromScene(city.sceneBoundingRect().center())
    qtbot.mouseMove(view.viewport(), target)
    qtbot.mouseRelease(view.viewport(), Qt.MouseButton.LeftButton, pos=target)
    qtbot.waitUntil(lambda: window.controller.session.cursor == 1)
    assert applied(window)[0].kind == "take" and applied(window)[0].deck == "player"


def test_a_stage_to_construct_offers_only_the_legal_payments(window, qtbot, monkeypatch):
    # Alexandria, stage 1 needs 2 different resources: holding wood and gold, you take a stone.
    state = table("stone", "blue_3vp", turn="player", player_wonder="alexandria", player_cards=("wood", "gold"))
    scene = open_state(window, qtbot, state)
    click(qtbot, window.view, piece(scene, ("deck", "player")))
    qtbot.waitUntil(lambda: window.controller.state.head.kind == "build")
    scene = window.scene
    qtbot.waitUntil(lambda: piece(window.scene, ("stage", "player", 1)).legal)
    assert not piece(window.scene, ("stage", "player", 3)).legal  # locked
    offered = []

    def choose(entries):
        offered.extend(entries)
        return next(a for label, a in entries if a.payment == ("wood", "stone"))

    monkeypatch.setattr(window.scene, "choose", choose)
    click(qtbot, window.view, piece(window.scene, ("stage", "player", 1)))
    qtbot.waitUntil(lambda: window.controller.session.cursor == 2)
    legal = [a for a in GAME.legal_actions(window.controller.session.state_at(1)) if isinstance(a, Build)]
    assert [a for _, a in offered] == legal and len(legal) == 3
    labels = [label for label, _ in offered]
    assert "Wood + Stone" in labels
    assert window.controller.state.player.built == (1,)


def test_a_progress_token_choice_is_a_click_on_the_token(window, qtbot):
    state = table("compass", "blue_3vp", turn="player", player_cards=("compass",))
    scene = open_state(window, qtbot, state)
    click(qtbot, window.view, piece(scene, ("deck", "player")))
    qtbot.waitUntil(lambda: window.controller.state.head.kind == "token")
    qtbot.waitUntil(lambda: piece(window.scene, ("token", "offer", "economy")).legal)
    assert piece(window.scene, ("token", "stack")).legal
    click(qtbot, window.view, piece(window.scene, ("token", "offer", "economy")))
    qtbot.waitUntil(lambda: window.controller.session.cursor == 2)
    assert applied(window)[0] == ChooseToken(token="economy", by="player")
    assert window.controller.state.player.tokens == ("economy",)


def test_an_extra_card_can_be_declined_with_the_button(window, qtbot):
    state = table("wood", "blue_3vp", turn="player", player_tokens=("urbanism",))
    scene = open_state(window, qtbot, state)
    click(qtbot, window.view, piece(scene, ("deck", "player")))
    qtbot.waitUntil(lambda: any(p.key == ("skip",) for p in window.scene.pieces()))
    click(qtbot, window.view, piece(window.scene, ("skip",)))
    qtbot.waitUntil(lambda: window.controller.session.cursor == 2)
    assert applied(window) == [Skip(by="player")]


def test_a_token_reads_used_while_its_extra_card_is_chosen(window, qtbot):
    state = table("wood", "blue_3vp", turn="player", player_tokens=("urbanism",))
    scene = open_state(window, qtbot, state)
    assert "Used this turn" not in piece(scene, ("token", "player", "urbanism")).toolTip()
    click(qtbot, window.view, piece(scene, ("deck", "player")))
    qtbot.waitUntil(lambda: any(p.key == ("skip",) for p in window.scene.pieces()))
    assert "Used this turn" in piece(window.scene, ("token", "player", "urbanism")).toolTip()


@pytest.mark.rule("ARCH-PRIO-2", "ARCH-TURN-2")
def test_the_opponents_pick_is_highlighted_before_it_is_applied(window, qtbot):
    state = table("shield_horn2", "gold")  # DERIVED EXAMPLE 1: the Yellow on the Opponent's deck
    scene = open_state(window, qtbot, state)
    qtbot.waitUntil(lambda: piece(window.scene, ("deck", "automa")).highlighted)
    assert not piece(window.scene, ("deck", "player")).highlighted
    assert window.controller.session.cursor == 0  # nothing applied yet
    assert not any(p.legal for p in window.scene.pieces())  # not your turn: nothing to click
    window.apply_proposal()
    qtbot.waitUntil(lambda: window.controller.session.cursor == 1)
    assert "gold" in window.controller.state.automa.cards


@pytest.mark.rule("ARCH-HALI")
def test_halicarnassus_for_you_offers_the_revealed_cards(window, qtbot):
    state = table("gold", "blue_3vp", turn="player", player_wonder="halicarnassus", automa_wonder="giza",
                  player_deck=("wood", "compass", "shield", "blue_cat", "stone", "clay"),
                  queue=(Task(kind="hali_deck"), Task(kind="end_turn")))
    scene = open_state(window, qtbot, state)
    assert piece(scene, ("deck", "player")).legal and piece(scene, ("deck", "automa")).legal
    click(qtbot, window.view, piece(scene, ("deck", "player")))
    qtbot.waitUntil(lambda: window.controller.state.head.kind == "hali_keep")
    qtbot.waitUntil(lambda: any(p.key[0] == "hali" for p in window.scene.pieces()))
    revealed = sorted(p.key[2] for p in window.scene.pieces() if p.key[0] == "hali")
    assert revealed == sorted(("gold", "wood", "compass", "shield", "blue_cat"))
    click(qtbot, window.view, next(p for p in window.scene.pieces() if p.key[:1] == ("hali",) and p.key[2] == "blue_cat"))
    qtbot.waitUntil(lambda: window.controller.session.cursor == 2)
    assert applied(window)[0].card == "blue_cat" and window.controller.state.cat == "player"


def test_the_cat_lets_you_peek_at_the_central_card_in_digital_mode(window, qtbot):
    state = table("wood", "stone", turn="player", cat="player", central=("gear", "blue_3vp"))
    scene = open_state(window, qtbot, state)
    central = piece(scene, ("deck", "central"))
    assert central.face_down and central.peek == "gear"
    assert "Science" in central.toolTip() or "gear" in central.toolTip().lower()
    other = table("wood", "stone", turn="player", cat="automa", central=("gear", "blue_3vp"))
    scene = open_state(window, qtbot, other)
    assert piece(scene, ("deck", "central")).peek is None


def test_the_table_speaks_italian(window, qtbot):
    set_language("it")
    state = GAME.new_state({"player_wonder": "ephesus"}, 2)
    scene = open_state(window, qtbot, state)
    texts = {i.text() for i in scene.items() if isinstance(i, QGraphicsSimpleTextItem)}
    assert any("Il tuo mazzo" in t for t in texts)
    assert any("Éphesos" in t for t in texts)
    assert isinstance(piece(scene, ("stage", "player", 1)), StageItem)
    assert isinstance(piece(scene, ("deck", "central")), CardItem)


def test_a_card_taken_while_the_table_must_answer_shows_in_the_city_as_just_taken(window, qtbot):
    """QA: History said "you: took … (Science: compass)" but the city showed no compass while the
    app waited for the new top card of the deck: the card in flight is drawn, marked."""
    from solo_desk.games.architects.state import UNKNOWN

    state = table("wood", "compass", mode="companion", turn="player", player_cards=("tablet",),
                  automa_deck=(UNKNOWN,) * 3, central=(UNKNOWN,) * 3, queue=(Task(kind="turn_start"),))
    state, _ = GAME.apply(state, Take(deck="automa"))
    assert "compass" not in state.player.cards and state.head.kind == "ask"  # still in flight
    scene = open_state(window, qtbot, state)
    compass = piece(scene, ("card", "player", "compass"))
    assert compass.pending == 1 and not compass.ghost and compass.caption == "just taken"
    tablet = piece(scene, ("card", "player", "tablet"))
    assert tablet.pending == 0 and not tablet.caption
    assert piece(scene, ("card", "automa", "compass")).ghost
