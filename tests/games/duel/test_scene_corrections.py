"""Correction drags on the 7 Wonders Duel board (pytest-qt), one per new kind of correction: a
divinity between Pantheon spaces, a deck, a city; a Mythology / Offering token between a card of
the structure, a city and the box; a looting token off the track and back; a card put back into
the structure; the cards set aside; a Progress token out of the box onto the board. While a piece
is dragged the places that would take it are lit; a drop anywhere else snaps back."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, Qt

from solo_desk.games.duel import rules as R
from solo_desk.games.duel.state import (
    MoveDivinity, MoveLooting, MoveProgress, MoveSetAside, MoveToken, ReturnCard, fast_copy,
)

from tests.gui import status_messages

from .helpers import after_draft, play_state, with_gods
from .test_scene import applied, drag, fit, open_state, piece  # noqa: F401 (fixtures)
from .test_scene_edits import zone

pytestmark = pytest.mark.gui


def target(scene, key) -> QPointF:
    return zone(scene, key).sceneBoundingRect().center()


def lit(z) -> bool:
    return z.brush().style() != Qt.BrushStyle.NoBrush


def next_scene(window, qtbot, cursor):
    qtbot.waitUntil(lambda: window.controller.session.cursor == cursor)
    qtbot.waitUntil(lambda: window.scene.state is window.controller.state)
    return window.scene


@pytest.fixture
def age2():
    """Digital, Age II, your turn: Zeus on Pantheon space 1, the Gate on 2, Tanit on 3; you hold
    Mars and a Sawmill; face-down cards in slots 6 (Offering token −3) and 10 (none)."""
    s = play_state(age=2, slots={0: "walls", 1: "library", 6: "brewery", 10: "caravansery"},
                   player={"buildings": ("sawmill",), "divinities": ("mars",)},
                   face_up=tuple(i not in (6, 10) for i in range(20)),
                   slot_tokens=tuple("offer:3" if i == 6 else "" for i in range(20)))
    s = with_gods(s, {1: "zeus", 2: "gate", 3: "tanit"})
    s = fast_copy(s, divinity_decks=R._replace(s.divinity_decks, 4, tuple(d for d in s.divinity_decks[4] if d != "mars")))
    R.check(s)
    return s


def test_a_divinity_dragged_between_spaces_a_deck_and_a_city(window, qtbot, age2):
    scene = open_state(window, qtbot, age2)
    drag(qtbot, window.view, piece(scene, ("pantheon", 1)), target(scene, ("god_space", 3)))
    scene = next_scene(window, qtbot, 1)
    assert applied(window) == [MoveDivinity(god="zeus", to="pantheon", space=3, from_space=1)]
    assert window.controller.state.pantheon_spaces[:3] == ("tanit", "gate", "zeus")
    drag(qtbot, window.view, piece(scene, ("god", "player", "mars")), target(scene, ("god_decks",)))
    scene = next_scene(window, qtbot, 2)
    assert applied(window) == [MoveDivinity(god="mars", to="deck")]
    assert window.controller.state.divinity_decks[4][0] == "mars" and window.controller.state.player.divinities == ()
    drag(qtbot, window.view, piece(scene, ("deck", "roman")), target(scene, ("god_space", 5)))
    scene = next_scene(window, qtbot, 3)
    assert applied(window) == [MoveDivinity(god="?roman", to="pantheon", space=5)]
    assert window.controller.state.pantheon_spaces[4] == "mars"  # the top card of the Roman deck
    drag(qtbot, window.view, piece(scene, ("pantheon", 5)), target(scene, ("band", "automa")))
    next_scene(window, qtbot, 4)
    assert applied(window) == [MoveDivinity(god="mars", to="automa", from_space=5)]
    window.controller.undo()
    assert window.controller.state.pantheon_spaces[4] == "mars" and window.controller.state.automa.divinities == ()


def test_a_face_down_divinity_of_age_one_is_dragged_by_its_mythology(window, qtbot):
    s = after_draft(1)
    s = fast_copy(s, pantheon_spaces=("", "zeus", "", "", "", ""),
                  divinity_decks=R._replace(s.divinity_decks, 2, tuple(d for d in s.divinity_decks[2] if d != "zeus")))
    scene = open_state(window, qtbot, s)
    drag(qtbot, window.view, piece(scene, ("pantheon", 2)), target(scene, ("god_space", 6)))
    next_scene(window, qtbot, 1)
    assert applied(window) == [MoveDivinity(god="?greek", to="pantheon", space=6, from_space=2)]  # never its name
    assert window.controller.state.pantheon_spaces[5] == "zeus"


def test_tokens_between_a_card_a_city_and_the_box(window, qtbot, age2):
    scene = open_state(window, qtbot, age2)
    drag(qtbot, window.view, piece(scene, ("slot_token", 6, "offer:3")), target(scene, ("band", "player")))
    scene = next_scene(window, qtbot, 1)
    assert applied(window) == [MoveToken(token="offer:3", source="structure", from_slot=6, to="player")]
    assert window.controller.state.player.offering_tokens == (3,) and window.controller.state.slot_tokens[6] == ""
    drag(qtbot, window.view, piece(scene, ("box_token", "offer:2")), target(scene, ("structure", 10)))
    scene = next_scene(window, qtbot, 2)
    assert applied(window) == [MoveToken(token="offer:2", source="box", to="structure", to_slot=10)]
    assert window.controller.state.slot_tokens[10] == "offer:2"
    drag(qtbot, window.view, piece(scene, ("offering", "player", 0)), target(scene, ("box",)))
    next_scene(window, qtbot, 3)
    assert applied(window) == [MoveToken(token="offer:3", source="player", to="box")]


def test_a_looting_token_leaves_the_track_and_comes_back(window, qtbot, age2):
    scene = open_state(window, qtbot, age2)
    drag(qtbot, window.view, piece(scene, ("loot", "automa_5")), target(scene, ("box",)))
    scene = next_scene(window, qtbot, 1)
    assert applied(window) == [MoveLooting(token="automa_5", to="box")]
    assert "automa_5" not in window.controller.state.military_tokens
    drag(qtbot, window.view, piece(scene, ("box_loot", "automa_5")), target(scene, ("track", 2)))
    next_scene(window, qtbot, 2)
    assert applied(window) == [MoveLooting(token="automa_5", to="track")]
    assert window.controller.state.military_tokens == age2.military_tokens


def test_a_card_is_put_back_into_the_structure(window, qtbot, age2, monkeypatch):
    scene = open_state(window, qtbot, age2)
    drag(qtbot, window.view, piece(scene, ("card", "player", "sawmill")), target(scene, ("structure", 19)))
    scene = next_scene(window, qtbot, 1)
    assert applied(window) == [ReturnCard(card="sawmill", slot=19)]
    assert window.controller.state.slots[19] == "sawmill" and window.controller.state.face_up[19]
    # from the discard pile: which of its cards of this Age, the player says
    offered = []

    def choose(entries, notes=()):
        offered.extend(label for label, _ in entries)
        return next(action for label, action in entries if action.card == "forum")

    monkeypatch.setattr(scene, "choose", choose)
    drag(qtbot, window.view, piece(scene, ("discard",)), target(scene, ("structure", 18)))
    next_scene(window, qtbot, 2)
    assert applied(window) == [ReturnCard(card="forum", slot=18)]
    assert "Forum" in offered and "Quarry" not in offered  # an Age I card cannot lie in Age II's structure


def test_the_cards_set_aside(window, qtbot, monkeypatch):
    s = after_draft(1)
    aside = s.set_aside[0]
    scene = open_state(window, qtbot, s)
    offered = []

    def choose(entries, notes=()):
        offered.extend(action.card for _, action in entries)
        return entries[1][1]

    monkeypatch.setattr(scene, "choose", choose)
    drag(qtbot, window.view, piece(scene, ("set_aside",)), target(scene, ("band", "automa")))
    scene = next_scene(window, qtbot, 1)
    assert tuple(offered) == aside
    assert applied(window) == [MoveSetAside(card=aside[1], to="automa")]
    drag(qtbot, window.view, piece(scene, ("card", "automa", aside[1])), target(scene, ("box",)))
    next_scene(window, qtbot, 2)
    assert applied(window) == [MoveSetAside(card=aside[1], to="set_aside")]
    assert set(window.controller.state.set_aside[0]) == set(aside)


def test_a_progress_token_of_the_box_is_dragged_onto_the_board(window, qtbot):
    s = after_draft(1)
    s = fast_copy(s, progress_board=("",) + s.progress_board[1:], progress_box=s.progress_box + s.progress_board[:1])
    token = s.progress_box[0]
    scene = open_state(window, qtbot, s)
    drag(qtbot, window.view, piece(scene, ("box_progress", token)), target(scene, ("progress_board",)))
    next_scene(window, qtbot, 1)
    assert applied(window) == [MoveProgress(token=token, to="board")]
    assert window.controller.state.progress_board[0] == token and token not in window.controller.state.progress_box


def test_the_places_that_take_a_dragged_piece_are_lit_and_a_bad_drop_snaps_back(window, qtbot, age2):
    scene = open_state(window, qtbot, age2)
    item = piece(scene, ("loot", "automa_5"))
    home = QPointF(item.pos())
    fit(window.view)
    grab = window.view.mapFromScene(item.center())
    elsewhere = window.view.mapFromScene(target(scene, ("progress_board",)))
    qtbot.mousePress(window.view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, grab)
    qtbot.mouseMove(window.view.viewport(), elsewhere)
    assert lit(zone(scene, ("box",))) and not lit(zone(scene, ("progress_board",)))
    assert not lit(zone(scene, ("god_space", 4))) and not lit(zone(scene, ("band", "player")))
    with status_messages(window) as said:
        qtbot.mouseRelease(window.view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, elsewhere)
    assert window.controller.session.cursor == 0 and item.pos() == home
    assert not lit(zone(scene, ("box",)))  # the places go dark again
    assert said == ["That cannot go there: it is back in its place"]  # and the player is told
    # a Mythology deck's card: only the Pantheon's spaces take it
    deck = piece(scene, ("deck", "greek"))
    qtbot.mousePress(window.view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     window.view.mapFromScene(deck.center()))
    qtbot.mouseMove(window.view.viewport(), window.view.mapFromScene(target(scene, ("god_space", 5))))
    spaces = {z.key[1] for z in scene.zones() if z.key[0] == "god_space" and lit(z)}
    assert spaces == {4, 5, 6, 1, 3}  # not the Gate's space
    assert not lit(zone(scene, ("box",)))
    qtbot.mouseRelease(window.view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                       window.view.mapFromScene(target(scene, ("god_space", 5))))
    next_scene(window, qtbot, 1)
    assert applied(window)[0].kind == "move_divinity"


def test_the_minerva_pawn_is_dragged_along_the_track_and_off_it(window, qtbot, age2):
    from solo_desk.games.duel.state import SetMinerva

    scene = open_state(window, qtbot, fast_copy(age2, minerva=3))
    drag(qtbot, window.view, piece(scene, ("minerva",)), target(scene, ("track", -2)))
    scene = next_scene(window, qtbot, 1)
    assert applied(window) == [SetMinerva(position=-2)] and window.controller.state.minerva == -2
    drag(qtbot, window.view, piece(scene, ("minerva",)), target(scene, ("box",)))
    scene = next_scene(window, qtbot, 2)
    assert applied(window) == [SetMinerva(position=None)]
    drag(qtbot, window.view, piece(scene, ("box_minerva",)), target(scene, ("track", 4)))
    next_scene(window, qtbot, 3)
    assert window.controller.state.minerva == 4


def test_a_click_on_astarte_corrects_the_coins_on_her(window, qtbot, age2, monkeypatch):
    from solo_desk.games.duel.state import SetAstarteCoins
    from .test_scene import click

    s = fast_copy(age2, player=age2.player.model_copy(update={"divinities": ("mars", "astarte"), "astarte_coins": 7}),
                  divinity_decks=R._replace(age2.divinity_decks, 1, tuple(d for d in age2.divinity_decks[1] if d != "astarte")))
    scene = open_state(window, qtbot, s)
    monkeypatch.setattr(scene, "ask_astarte_coins", lambda side, coins: 5 if (side, coins) == ("player", 7) else None)
    click(qtbot, window.view, piece(scene, ("god", "player", "astarte")))
    next_scene(window, qtbot, 1)
    assert applied(window) == [SetAstarteCoins(side="player", coins=5)]
    assert window.controller.state.player.astarte_coins == 5


def test_a_token_of_enki_is_dragged_off_his_card_and_back(window, qtbot, age2):
    s = with_gods(age2, {4: "enki"})
    s = fast_copy(s, enki_tokens=s.progress_box[:2], progress_box=s.progress_box[2:])
    R.check(s)
    token = s.enki_tokens[0]
    scene = open_state(window, qtbot, s)
    drag(qtbot, window.view, piece(scene, ("enki_token", token)), target(scene, ("band", "player")))
    scene = next_scene(window, qtbot, 1)
    assert applied(window) == [MoveProgress(token=token, to="player")]
    assert window.controller.state.player.progress == (token,)
    drag(qtbot, window.view, piece(scene, ("progress", "player", token)), target(scene, ("god_space", 4)))
    next_scene(window, qtbot, 2)
    assert applied(window) == [MoveProgress(token=token, to="enki")]
    assert set(window.controller.state.enki_tokens) == set(s.enki_tokens)


def test_companion_a_face_up_card_named_wrong_is_renamed_from_its_right_click_menu(window, qtbot, monkeypatch):
    """Companion: right-click on a face-up card of the structure, "This card is really…", then the
    picker (its cards: same Age, seen nowhere); the slot holds the new name, undo restores it."""
    from PySide6.QtGui import QContextMenuEvent
    from PySide6.QtWidgets import QApplication

    from solo_desk.games.duel.state import RenameCard

    s = after_draft(1)
    hidden = tuple("?" if not up else c for c, up in zip(s.slots, s.face_up))
    s = fast_copy(s, mode="companion", slots=hidden, decks=((), (), ()), set_aside=((), (), ()), box=(),
                  progress_box=(), mythology_box=(), layout_tokens=((), ()), divinity_decks=((), (), (), (), ()))
    R.check(s)
    scene = open_state(window, qtbot, s)
    unseen = [c for c in R.game_cards(True)[0] if c not in R.known_cards(s)]
    menus, pickers = [], []
    monkeypatch.setattr(scene, "choose", lambda entries, notes=(): menus.append(entries) or entries[0][1])
    monkeypatch.setattr(scene, "pick_card", lambda title, cards: pickers.append(list(cards)) or unseen[0])
    assert scene.context_actions(piece(scene, ("slot", 9))) is None  # face down: its question names it
    fit(window.view)
    at = window.view.mapFromScene(piece(scene, ("slot", 14)).center())
    QApplication.sendEvent(window.view.viewport(), QContextMenuEvent(QContextMenuEvent.Reason.Mouse, at,
                                                                     window.view.viewport().mapToGlobal(at)))
    qtbot.waitUntil(lambda: window.controller.session.cursor == 1)
    assert [label for label, _ in menus[0]] == ["This card is really…"]
    assert sorted(pickers[0]) == sorted(unseen) and "baths" not in pickers[0]
    assert applied(window) == [RenameCard(slot=14, card=unseen[0])]
    assert window.controller.state.slots[14] == unseen[0]
    window.controller.undo()
    assert window.controller.state.slots[14] == "baths"


def test_nisabas_snake_is_dragged_onto_a_green_card_of_the_other_city_and_to_the_box(window, qtbot):
    from solo_desk.games.duel.state import MoveSnake

    s = play_state(age=2, slots={0: "walls", 1: "library"},
                   player={"buildings": ("workshop",), "divinities": ("nisaba",)},
                   automa={"buildings": ("scriptorium", "school", "quarry")})
    s = fast_copy(s, divinity_decks=R._replace(s.divinity_decks, 0, tuple(d for d in s.divinity_decks[0] if d != "nisaba")))
    R.check(s)
    scene = open_state(window, qtbot, s)
    snake = piece(scene, ("box_snake", "player"))  # in the box: Nisaba activated, her Snake on no card
    fit(window.view)
    drop = window.view.mapFromScene(target(scene, ("snake_card", "automa", "school")))
    qtbot.mousePress(window.view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     window.view.mapFromScene(snake.center()))
    qtbot.mouseMove(window.view.viewport(), drop)
    assert {z.key for z in scene.zones() if lit(z)} == {("snake_card", "automa", "scriptorium"), ("snake_card", "automa", "school")}
    qtbot.mouseRelease(window.view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, drop)
    scene = next_scene(window, qtbot, 1)
    assert applied(window) == [MoveSnake(side="player", card="school")]
    assert R.science_symbols(window.controller.state, "player") == {"set_square": 1, "wheel": 1}
    # onto your own green card: nothing takes it, it snaps back
    snake = piece(scene, ("snake", "player"))
    home = QPointF(snake.pos())
    drag(qtbot, window.view, snake, piece(scene, ("card", "player", "workshop")).center())
    assert window.controller.session.cursor == 1 and snake.pos() == home
    drag(qtbot, window.view, snake, target(scene, ("box",)))
    next_scene(window, qtbot, 2)
    assert applied(window) == [MoveSnake(side="player", card=None)] and window.controller.state.player.snake_on == ""
    window.controller.undo()
    assert window.controller.state.player.snake_on == "school"
