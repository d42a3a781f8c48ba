"""Every board is played from the keyboard (the shared board code): Tab / the arrows move a framed
focus between the pieces; Enter is the click, Shift+Enter the drag (a menu of the places lit) and
the Menu key the right-click, their menus pop up at the piece and are picked with keys; the focus
survives the board drawn anew after a move; Escape clears it; the window's shortcuts still work;
Help ▸ Keyboard shortcuts lists the keys."""
from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QPoint, QPointF, QRect, Qt, QTimer
from PySide6.QtGui import QCursor, QGuiApplication
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMenu

from solo_desk.core.session import Session
from solo_desk.games.duel import GAME as DUEL
from solo_desk.games.duel import rules as R
from solo_desk.games.duel.content import catalogue
from solo_desk.games.duel.state import BuildCard
from solo_desk.ui import board as board_module
from solo_desk.ui.i18n import set_language
from tests.gui import status_messages

pytestmark = pytest.mark.gui


def your_duel_turn(seed: int = 3):
    """A Duel in Age I, the player to move (the draft and SOLO's turns played by the policies)."""
    rng = random.Random(seed)
    state = DUEL.new_state({}, seed, "digital")
    while not (state.phase == "play" and R.to_move(state) == "player" and not state.pending and not state.asks):
        if DUEL.to_move(state) == "automa":
            for action in DUEL.propose(state).actions:
                state, _ = DUEL.apply(state, action)
        else:
            state, _ = DUEL.apply(state, DUEL.player_policy(state, rng))
    return state


def open_duel(window, qtbot):
    state = your_duel_turn()
    window.set_session(Session(DUEL, state, dict(state.options)))
    qtbot.waitUntil(lambda: bool(window.scene.pieces()))
    give_keys(window, qtbot)
    return state


def give_keys(window, qtbot):
    QCursor.setPos(QPoint(790, 5))  # the mouse pointer far from every piece
    window.activateWindow()
    window.view.setFocus(Qt.FocusReason.MouseFocusReason)  # a click on the board
    qtbot.waitUntil(window.view.hasFocus)


def key(window, k, mods=Qt.KeyboardModifier.NoModifier):
    QTest.keyClick(window.view.viewport(), k, mods)


def tab_to(window, wanted) -> None:
    """Tab until the piece of key ``wanted`` has the focus."""
    scene = window.scene
    for _ in range(len(scene.focusable_pieces()) + 1):
        key(window, Qt.Key.Key_Tab)
        focused = scene.focused_piece()
        if focused is not None and focused.key == wanted:
            return
    raise AssertionError(f"Tab never reached {wanted}")


def pick_with_keys(wanted, seen: dict, look=None) -> None:
    """Once the menu is up: ``look()``, then Down until its entry containing ``wanted`` is active,
    then Return (its place on the screen and its entries go to ``seen``)."""
    tries = [500]  # a menu that never comes: the poll stops (the test then fails on its move)

    def poll() -> None:
        menu = QApplication.activePopupWidget()
        if menu is None:
            tries[0] -= 1
            if tries[0] > 0:
                QTimer.singleShot(10, poll)
            return
        seen["rect"] = menu.geometry()
        seen["entries"] = [a.text() for a in menu.actions()]
        if look is not None:
            look()
        for _ in range(len(menu.actions()) + 1):
            QTest.keyClick(menu, Qt.Key.Key_Down)
            if menu.activeAction() is not None and wanted in menu.activeAction().text():
                QTest.keyClick(menu, Qt.Key.Key_Return)
                return
        QTest.keyClick(menu, Qt.Key.Key_Escape)

    QTimer.singleShot(0, poll)


def history_lines(window) -> list[str]:
    history = window.docks["history"].widget().list
    return [history.item(i).text() for i in range(history.count())]


def at(menu: QRect, piece: QRect) -> bool:
    """The menu pops up at the piece without covering it: its top at the piece's bottom, or its
    bottom at the piece's top when it would not fit below; its left at the piece's left, or moved
    left as little as the screen's edge needs."""
    below, above = abs(menu.top() - piece.bottom()) <= 2, abs(menu.bottom() - piece.top()) <= 2
    screen_right = QGuiApplication.primaryScreen().availableGeometry().right()
    left = abs(menu.left() - piece.left()) <= 2 or (menu.left() < piece.left() and menu.right() >= screen_right - 2)
    return (below or above) and left and not menu.adjusted(1, 1, -1, -1).intersects(piece)


def test_a_duel_card_is_built_with_keys_only_its_menu_at_the_card(window, qtbot):
    state = open_duel(window, qtbot)
    scene, view = window.scene, window.view
    card = next(c for c in R.accessible_cards(state) if R.building_price(state, "player", c).coins <= state.player.coins)
    slot = state.slots.index(card)
    tab_to(window, ("slot", slot))
    focused = scene.focused_piece()
    assert scene._frame.scene() is scene and scene._frame.isVisible()  # the focus frame is drawn
    assert scene._frame.sceneBoundingRect().contains(focused.sceneBoundingRect())  # around the card, not on it
    assert str(catalogue().buildings[card].name) in window.focus_label.text()  # its details are said
    assert window.focus_label.isVisible() and window.status_label.isVisible()  # next to the game's line
    place = scene.piece_place(focused, view)
    seen: dict = {}
    pick_with_keys("Build", seen)
    key(window, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: window.controller.session.cursor == 1)
    assert window.controller.session.steps[0].actions[0] == BuildCard(
        by="player", card=card, price=R.building_price(state, "player", card).coins)
    assert any(e.startswith("Discard") for e in seen["entries"])  # the card's own menu
    assert at(seen["rect"], place)  # at the card on the screen, not at the mouse pointer
    qtbot.waitUntil(lambda: len(history_lines(window)) == 2)
    assert str(catalogue().buildings[card].name) in history_lines(window)[-1]


def test_the_focus_survives_the_board_drawn_anew(window, qtbot):
    state = open_duel(window, qtbot)
    scene = window.scene
    tab_to(window, ("coins", "player"))
    scene.refresh()  # what every change does: the board drawn anew from the state
    assert scene.focused_piece() is not None and scene.focused_piece().key == ("coins", "player")
    assert scene._frame.scene() is scene
    # a card taken: its place is gone, the nearest piece gets the focus (not the first of the board)
    card = next(c for c in R.accessible_cards(state) if R.building_price(state, "player", c).coins <= state.player.coins)
    slot = state.slots.index(card)
    tab_to(window, ("slot", slot))
    where = scene.focused_piece().sceneBoundingRect().center()
    first = scene.focusable_pieces()[0]
    window.controller.apply([BuildCard(by="player", card=card, price=R.building_price(state, "player", card).coins)])
    qtbot.waitUntil(lambda: window.controller.session.cursor == 1 and scene.focused_piece() is not None
                    and scene.focused_piece().key != ("slot", slot))
    after = scene.focused_piece()
    assert after.key != first.key
    assert (after.sceneBoundingRect().center() - where).manhattanLength() < 200


def test_arrows_move_to_the_nearest_piece_that_way_and_escape_clears(window, qtbot):
    open_duel(window, qtbot)
    scene = window.scene
    tab_to(window, ("coins", "player"))
    start = scene.focused_piece().sceneBoundingRect().center()
    key(window, Qt.Key.Key_Up)
    up = scene.focused_piece().sceneBoundingRect().center()
    assert up.y() < start.y()
    key(window, Qt.Key.Key_Right)
    right = scene.focused_piece().sceneBoundingRect().center()
    assert right.x() > up.x()
    key(window, Qt.Key.Key_Left)
    assert scene.focused_piece().sceneBoundingRect().center().x() < right.x()
    key(window, Qt.Key.Key_Escape)
    assert scene.focused_piece() is None and scene._frame.scene() is None


def test_shift_tab_goes_back_and_tab_past_the_last_piece_leaves_the_board(window, qtbot):
    open_duel(window, qtbot)
    scene = window.scene
    pieces = scene.focusable_pieces()
    key(window, Qt.Key.Key_Tab)
    key(window, Qt.Key.Key_Tab)
    assert scene.focused_piece() is pieces[1]
    key(window, Qt.Key.Key_Backtab, Qt.KeyboardModifier.ShiftModifier)
    assert scene.focused_piece() is pieces[0]
    scene.set_focus(pieces[-1])
    key(window, Qt.Key.Key_Tab)
    assert scene.focused_piece() is None and not window.view.hasFocus()  # on to the panels: no trap
    window.view.setFocus(Qt.FocusReason.BacktabFocusReason)  # Shift+Tab back into the board
    assert scene.focused_piece() is pieces[-1]


@pytest.mark.parametrize("keys", [(Qt.Key.Key_Menu, Qt.KeyboardModifier.NoModifier),
                                  (Qt.Key.Key_F10, Qt.KeyboardModifier.ShiftModifier)])
def test_the_menu_key_is_the_right_click_of_the_focused_piece_at_the_piece(window, qtbot, monkeypatch, keys):
    open_duel(window, qtbot)
    scene, view = window.scene, window.view
    asked = []
    monkeypatch.setattr(scene, "context_actions", lambda piece: asked.append((piece.key, scene.menu_position())))
    monkeypatch.setattr(scene, "click_actions", lambda piece: pytest.fail("a correction is never a click"))
    tab_to(window, ("coins", "player"))
    place = scene.piece_place(scene.focused_piece(), view).bottomLeft()
    key(window, *keys)
    assert asked == [(("coins", "player"), place)]
    assert board_module.menu_position() == QCursor.pos()  # a mouse gesture again: at the pointer


def test_the_board_s_keys_leave_the_window_s_shortcuts_working(window, qtbot):
    open_duel(window, qtbot)
    controller = window.controller
    key(window, Qt.Key.Key_Tab)
    controller.apply(DUEL.legal_actions(controller.state)[0])
    qtbot.keyClick(window.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)  # Undo from the board
    assert controller.session.cursor == 0
    assert window.scene.focused_piece() is not None  # and the board kept its focus


def test_a_concordia_card_is_played_with_keys_only(window, qtbot):
    assert window.start_game("concordia", {}, 3, "digital")
    qtbot.waitUntil(lambda: bool(window.scene.pieces()))
    give_keys(window, qtbot)
    scene = window.scene
    tab_to(window, ("hand", "player-prefect-1"))
    place = scene.piece_place(scene.focused_piece(), window.view)
    seen: dict = {}
    pick_with_keys("→", seen)  # the first province with a bonus marker
    key(window, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: window.controller.session.cursor == 1)
    done = window.controller.session.steps[0].actions[0]
    assert (done.kind, done.card) == ("prefect", "player-prefect-1")
    assert at(seen["rect"], place)
    qtbot.waitUntil(lambda: len(history_lines(window)) == 2)
    assert "Prefect" in history_lines(window)[-1]
    # the played card left the hand: the focus is on a piece near it, on the new board
    assert window.scene.focused_piece() is not None


@pytest.mark.parametrize("game", ["duel", "terra_mystica", "architects", "concordia", "age_of_comics"])
def test_every_board_takes_the_keys(window, qtbot, game):
    assert window.start_game(game, {}, 7, "digital")
    qtbot.waitUntil(lambda: bool(window.scene.pieces()))
    give_keys(window, qtbot)
    clicked = []
    window.scene.piece_clicked = lambda piece: clicked.append(piece.key)
    key(window, Qt.Key.Key_Tab)
    key(window, Qt.Key.Key_Right)
    focused = window.scene.focused_piece()
    assert focused is not None and window.scene._frame.isVisible()
    key(window, Qt.Key.Key_Space)
    assert clicked == [focused.key]


def test_the_shortcut_list_names_the_board_s_keys_in_both_languages(window, qtbot):
    rows = dict(window.shortcuts())
    assert rows["Board: next / previous piece"] == "Tab, Shift+Tab"
    assert "Return" in rows["Board: play the focused piece (click)"]
    assert "Menu" in rows["Board: correct the focused piece (right-click)"]
    assert rows["Board: move the focused piece (drag)"] == "Shift+Return"
    window.set_language("it")
    try:
        italian = dict(window.shortcuts())
        assert any(command.startswith("Tavolo: ") and "Tab" in keys for command, keys in italian.items())
        assert "Board: next / previous piece" not in italian
    finally:
        set_language("en")


def test_shift_enter_is_the_drag_a_menu_of_the_places_lit_for_the_piece(window, qtbot):
    assert window.start_game("architects", {}, 7, "digital")
    qtbot.waitUntil(lambda: bool(window.scene.pieces()))
    give_keys(window, qtbot)
    scene = window.scene
    deck = next(p for p in scene.focusable_pieces() if p.key[0] == "deck" and scene.drop_targets(p))
    tab_to(window, deck.key)
    place = scene.piece_place(deck, window.view)
    lit: list = []
    seen: dict = {}
    # while the menu is up: the places that take the card are lit, as for a drag
    pick_with_keys("Your city", seen, look=lambda: lit.extend(scene.lit_zones()))
    key(window, Qt.Key.Key_Return, Qt.KeyboardModifier.ShiftModifier)
    qtbot.waitUntil(lambda: window.controller.session.cursor == 1)
    done = window.controller.session.steps[0].actions[0]
    assert done.kind == "take" and done.by == "player"
    assert ("city", "player") in lit and scene.lit_zones() == []  # lit while asked, dark again after
    assert seen["entries"][0] == "Move it to…" and at(seen["rect"], place)


def test_shift_enter_on_a_piece_that_goes_nowhere_says_so(window, qtbot):
    open_duel(window, qtbot)
    tab_to(window, ("coins", "player"))
    with status_messages(window) as said:
        key(window, Qt.Key.Key_Return, Qt.KeyboardModifier.ShiftModifier)
    assert said and "goes nowhere" in said[-1] and window.controller.session.cursor == 0


def test_a_click_with_the_mouse_takes_the_keyboard_focus_along(window, qtbot):
    open_duel(window, qtbot)
    scene, view = window.scene, window.view
    clicked = []
    scene.piece_clicked = lambda piece: clicked.append(piece.key)
    tab_to(window, ("coins", "player"))
    other = next(p for p in scene.focusable_pieces() if p.key[0] == "track")
    view.centerOn(other)
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=view.mapFromScene(other.center()))
    assert scene.focused_piece() is other
    # the frame over the focused piece never takes the mouse: its edge too clicks the piece
    edge = other.mapToScene(other.boundingRect().topLeft()) + QPointF(3, 3)
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=view.mapFromScene(edge))
    assert clicked == [other.key, other.key]


def test_a_keyboard_menu_that_does_not_fit_below_its_piece_opens_above_it(qtbot, monkeypatch):
    """Qt moves a menu that would leave the screen up over the piece it is about: it opens above."""
    screen = QGuiApplication.primaryScreen().availableGeometry()
    menu = QMenu()
    for number in range(12):
        menu.addAction(f"entry {number}")
    height = menu.sizeHint().height()
    near_the_top = QRect(100, screen.top() + 20, 60, 80)
    monkeypatch.setattr(board_module, "_keyboard_anchor", near_the_top)
    assert board_module.menu_position(menu) == near_the_top.bottomLeft()  # room below: below
    near_the_bottom = QRect(100, screen.bottom() - 60, 60, 50)
    monkeypatch.setattr(board_module, "_keyboard_anchor", near_the_bottom)
    place = board_module.menu_position(menu)
    assert place == QPoint(100, near_the_bottom.top() - height)  # above the piece, its bottom at the piece's top
    assert not QRect(place, menu.sizeHint()).intersects(near_the_bottom)
    assert board_module.menu_position() == near_the_bottom.bottomLeft()  # no menu to measure: below, as before
