"""The Architects table, companion mode (pytest-qt): a card or token the table told wrong is
corrected from its right-click menu, "This card is really…" listing only what is still unseen."""
from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QContextMenuEvent
from PySide6.QtWidgets import QApplication

from solo_desk.core.session import Session
from solo_desk.games.architects import GAME
from solo_desk.games.architects.edits import card_values, token_values
from solo_desk.games.architects.scene import ArchitectsScene, card_name
from solo_desk.games.architects.state import CorrectCard, CorrectConflict, CorrectToken

from .test_edits import OPTIONS, settle

pytestmark = [pytest.mark.gui, pytest.mark.rule("ARCH-SETUP-2P")]


def open_companion(window, qtbot) -> ArchitectsScene:
    state = settle(GAME.new_state(OPTIONS, 3, "companion"), random.Random(1))
    window.set_session(Session(GAME, state, dict(state.options)))
    qtbot.waitUntil(lambda: bool(window.scene.pieces()))
    return window.scene


def piece(scene, key):
    found = [p for p in scene.pieces() if p.key == key]
    assert found, key
    return found[0]


def picking(log: list, title: str, index: int | None):
    """A stand-in for the right-click menu: records its submenus, picks entry ``index`` of ``title``
    (None: the menu is dismissed)."""
    def choose(menus):
        log.append(menus)
        return None if index is None else dict(menus)[title][index][1]
    return choose


def right_click(window, item) -> None:
    window.view.fitInView(window.scene.itemsBoundingRect())
    at = window.view.mapFromScene(item.center())
    viewport = window.view.viewport()
    QApplication.sendEvent(viewport, QContextMenuEvent(QContextMenuEvent.Reason.Mouse, at, viewport.mapToGlobal(at)))


def test_the_told_top_of_the_opponents_deck_is_corrected_from_its_right_click_menu(window, qtbot, monkeypatch):
    scene = open_companion(window, qtbot)
    state = window.controller.state
    top = state.decks["automa"].top
    menus = []
    monkeypatch.setattr(scene, "choose_corrections", picking(menus, "This card is really…", -1))
    right_click(window, piece(scene, ("deck", "automa")))
    qtbot.waitUntil(lambda: window.controller.session.cursor == 1)
    title, entries = menus[0][0]
    assert title == "This card is really…" and menus[0][1][0] == "This card really lies…"
    assert [a.value for _, a in entries] == [v for v in card_values(state, "automa") if v != top]  # only the unseen
    picked = entries[-1][1]
    assert window.controller.session.steps[0].actions == [picked]
    assert window.controller.state.decks["automa"].top == picked.value
    window.controller.undo()
    assert window.controller.state.decks["automa"].top == top


def test_a_token_on_offer_is_corrected_and_a_central_face_down_deck_offers_nothing(window, qtbot, monkeypatch):
    scene = open_companion(window, qtbot)
    state = window.controller.state
    told = state.tokens_face_up[1]
    menus = []
    monkeypatch.setattr(scene, "choose_corrections", picking(menus, "This token is really…", 0))
    assert scene.context_actions(piece(scene, ("deck", "central"))) is None  # face down: nothing told yet
    right_click(window, piece(scene, ("token", "offer", told)))
    qtbot.waitUntil(lambda: window.controller.session.cursor == 1)
    title, entries = menus[-1][0]
    assert title == "This token is really…" and [a.value for _, a in entries] == token_values(state)
    assert window.controller.session.steps[0].actions == [CorrectToken(place="offer", token=told, value=entries[0][1].value)]


def test_a_city_card_offers_the_unseen_cards_of_the_deck_it_came_from(window, qtbot, monkeypatch):
    scene = open_companion(window, qtbot)
    state = window.controller.state
    card = state.decks["player"].top
    window.controller.apply([GAME.legal_actions(state)[0]])  # take your deck's told top
    window.controller.apply(GAME.propose(window.controller.state, {"card_1": card_values(window.controller.state, "player")[0]}).actions)
    qtbot.waitUntil(lambda: window.scene.state is window.controller.state)
    scene = window.scene
    menus = []
    monkeypatch.setattr(scene, "choose_corrections", picking(menus, "", None))
    assert scene.context_actions(piece(scene, ("card", "player", card))) is None  # menu dismissed: nothing applied
    assert card in window.controller.state.player.cards
    values = dict(menus[0])["This card is really…"]
    assert values and all(isinstance(a, CorrectCard) and a.deck == "player" for _, a in values)
    assert all(label == card_name(a.value) for label, a in values)  # one possible deck: no deck named


def test_a_conflict_token_click_flips_it_and_the_cat_and_a_stage_are_moved_from_their_menus(window, qtbot, monkeypatch):
    scene = open_companion(window, qtbot)
    window.view.fitInView(scene.itemsBoundingRect())
    token = piece(scene, ("conflict", 1))
    qtbot.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton, pos=window.view.mapFromScene(token.center()))
    qtbot.waitUntil(lambda: window.controller.session.cursor == 1)
    assert window.controller.state.conflict == 1  # a peace token flipped to war, as a correction
    assert window.controller.session.steps[0].actions == [CorrectConflict(war=1)]
    menus = []
    monkeypatch.setattr(window.scene, "choose_correction",
                        lambda title, entries: menus.append((title, entries)) or entries[1][1])
    right_click(window, piece(window.scene, ("cat",)))
    qtbot.waitUntil(lambda: window.controller.session.cursor == 2)
    title, entries = menus[-1]
    assert title == "The Cat pawn is really…" and [label for label, _ in entries] == ["with you", "with the Opponent"]
    assert window.controller.state.cat == "automa"
    qtbot.waitUntil(lambda: window.scene.state is window.controller.state)
    monkeypatch.setattr(window.scene, "choose_correction",
                        lambda title, entries: menus.append((title, entries)) or entries[0][1])
    right_click(window, piece(window.scene, ("stage", "player", 1)))
    qtbot.waitUntil(lambda: window.controller.session.cursor == 3)
    assert menus[-1][0] == "This stage is really…" and [label for label, _ in menus[-1][1]] == ["built"]
    assert window.controller.state.player.built == (1,)
    window.controller.undo()
    assert window.controller.state.player.built == ()
