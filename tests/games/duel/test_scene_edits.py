"""Edit drags on the 7 Wonders Duel board (pytest-qt): a piece dragged to where it really lies
becomes the engine's edit (the Conflict pawn along the track, a built card between the cities
or to the discard pile, a Wonder between the cities, a Progress token between the board and a
city), a click on a city's coins corrects them; each drop is one undoable step; a refused edit
snaps back with the engine's reason and changes nothing; the play drags stay moves, and in
companion mode a drop that could be both asks which one is meant."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF

from solo_desk.games.duel import edits as E
from solo_desk.games.duel import rules as R
from solo_desk.games.duel.state import (
    BuildCard, MoveCard, MoveProgress, MoveWonder, SetCoins, SetConflict, fast_copy,
)

from tests.gui import status_messages

from .helpers import dump, play_state
from .test_scene import applied, click, drag, open_state, piece, states  # noqa: F401 (fixtures)

pytestmark = pytest.mark.gui


def zone(scene, key):
    found = [z for z in scene.zones() if z.key == key]
    assert found, key
    return found[0]



def test_dragging_the_conflict_pawn_along_the_track_sets_it(window, qtbot, states):
    s = states["age1_turn"]
    assert s.conflict != -3
    scene = open_state(window, qtbot, s)
    drag(qtbot, window.view, piece(scene, ("pawn",)), zone(scene, ("track", -3)).sceneBoundingRect().center())
    qtbot.waitUntil(lambda: window.controller.session.cursor == 1)
    assert applied(window) == [SetConflict(position=-3)]
    assert window.controller.state.conflict == -3
    window.controller.undo()  # one step: undo puts the pawn back
    assert window.controller.session.cursor == 0 and window.controller.state.conflict == s.conflict


def test_a_click_on_a_citys_coins_corrects_them(window, qtbot, states, monkeypatch):
    s = states["age1_turn"]
    scene = open_state(window, qtbot, s)
    asked = []

    def ask(side, coins):
        asked.append((side, coins))
        return 12

    monkeypatch.setattr(scene, "ask_coins", ask)
    click(qtbot, window.view, piece(scene, ("coins", "automa")))
    qtbot.waitUntil(lambda: window.controller.session.cursor == 1)
    assert asked == [("automa", s.automa.coins)]
    assert applied(window) == [SetCoins(side="automa", coins=12)]
    assert window.controller.state.automa.coins == 12 and window.controller.state.player.coins == s.player.coins


def test_cancelling_the_coins_dialog_changes_nothing(window, qtbot, states, monkeypatch):
    s = states["age1_turn"]
    scene = open_state(window, qtbot, s)
    monkeypatch.setattr(scene, "ask_coins", lambda side, coins: None)
    click(qtbot, window.view, piece(scene, ("coins", "player")))
    qtbot.wait(20)
    assert window.controller.session.cursor == 0


@pytest.fixture
def built():
    """Your turn in Age I: you hold a built Quarry, a Wonder (built with Walls) and the Law token."""
    return play_state(slots={19: "lumber_yard"}, player={"buildings": ("quarry",), "wonders": ("pyramids",),
                                                        "built": (("pyramids", "walls"),), "progress": ("law",)})


def test_a_built_card_dragged_to_the_other_city_moves_there(window, qtbot, built):
    scene = open_state(window, qtbot, built)
    drag(qtbot, window.view, piece(scene, ("card", "player", "quarry")),
         zone(scene, ("band", "automa")).sceneBoundingRect().center())
    qtbot.waitUntil(lambda: window.controller.session.cursor == 1)
    assert applied(window) == [MoveCard(card="quarry", to="automa")]
    state = window.controller.state
    assert state.automa.buildings == ("quarry",) and state.player.buildings == ()
    # and back, then to the discard pile: one step each
    scene = window.scene
    qtbot.waitUntil(lambda: any(p.key == ("card", "automa", "quarry") for p in window.scene.pieces()))
    drag(qtbot, window.view, piece(window.scene, ("card", "automa", "quarry")),
         zone(window.scene, ("discard",)).sceneBoundingRect().center())
    qtbot.waitUntil(lambda: window.controller.session.cursor == 2)
    assert applied(window) == [MoveCard(card="quarry", to="discard")]
    assert window.controller.state.discard[-1] == "quarry" and scene is window.scene


def test_the_top_of_the_discard_pile_dragged_to_a_city_moves_there(window, qtbot, built):
    scene = open_state(window, qtbot, built)
    top = built.discard[-1]
    drag(qtbot, window.view, piece(scene, ("discard",)), zone(scene, ("city", "player")).sceneBoundingRect().center())
    qtbot.waitUntil(lambda: window.controller.session.cursor == 1)
    assert applied(window) == [MoveCard(card=top, to="player")]
    assert top in window.controller.state.player.buildings and top not in window.controller.state.discard


def test_a_wonder_dragged_to_the_other_city_changes_hands_with_its_tucked_card(window, qtbot, built):
    scene = open_state(window, qtbot, built)
    drag(qtbot, window.view, piece(scene, ("wonder", "player", "pyramids")),
         zone(scene, ("band", "automa")).sceneBoundingRect().center())
    qtbot.waitUntil(lambda: window.controller.session.cursor == 1)
    assert applied(window) == [MoveWonder(wonder="pyramids", to="automa")]
    state = window.controller.state
    assert state.automa.built == (("pyramids", "walls"),) and state.player.wonders == ()


def test_a_progress_token_moves_between_the_board_and_a_city(window, qtbot, built):
    token = next(t for t in built.progress_board if t and t != "?")
    scene = open_state(window, qtbot, built)
    drag(qtbot, window.view, piece(scene, ("progress", "board", token)),
         zone(scene, ("band", "automa")).sceneBoundingRect().center())
    qtbot.waitUntil(lambda: window.controller.session.cursor == 1)
    assert applied(window) == [MoveProgress(token=token, to="automa")]
    assert token in window.controller.state.automa.progress and token not in window.controller.state.progress_board
    qtbot.waitUntil(lambda: any(p.key == ("progress", "automa", token) for p in window.scene.pieces()))
    drag(qtbot, window.view, piece(window.scene, ("progress", "automa", token)),
         zone(window.scene, ("progress_board",)).sceneBoundingRect().center())
    qtbot.waitUntil(lambda: window.controller.session.cursor == 2)
    assert applied(window) == [MoveProgress(token=token, to="board")]
    assert token in window.controller.state.progress_board and window.controller.state.automa.progress == ()


def test_a_refused_edit_snaps_back_with_the_engines_reason_and_changes_nothing(window, qtbot, built):
    # the board is full: the Law token cannot go back onto it
    s = fast_copy(built, progress_board=tuple(t for t in built.progress_board if t) + tuple(
        t for t in built.progress_box if t != "law")[:5 - sum(1 for t in built.progress_board if t)])
    s = fast_copy(s, progress_box=tuple(t for t in built.progress_box if t not in s.progress_board))
    assert "" not in s.progress_board
    R.check(s)
    scene = open_state(window, qtbot, s)
    item = piece(scene, ("progress", "player", "law"))
    home = QPointF(item.pos())
    with status_messages(window) as messages:
        drag(qtbot, window.view, item, zone(scene, ("progress_board",)).sceneBoundingRect().center())
    assert window.controller.session.cursor == 0 and item.pos() == home
    assert messages and "board" in messages[-1].lower()
    assert dump(window.controller.state) == dump(s)


def test_a_drop_where_the_piece_already_lies_is_no_edit(window, qtbot, built):
    scene = open_state(window, qtbot, built)
    item = piece(scene, ("card", "player", "quarry"))
    home = QPointF(item.pos())
    drag(qtbot, window.view, item, zone(scene, ("city", "player")).sceneBoundingRect().center())
    assert window.controller.session.cursor == 0 and item.pos() == home


def test_an_accessible_card_dropped_on_your_city_stays_a_build_in_digital_mode(window, qtbot, built, monkeypatch):
    scene = open_state(window, qtbot, built)
    monkeypatch.setattr(scene, "choose", lambda entries, notes=(): pytest.fail("no menu in digital mode"))
    drag(qtbot, window.view, piece(scene, ("slot", 19)), zone(scene, ("city", "player")).sceneBoundingRect().center())
    qtbot.waitUntil(lambda: window.controller.session.cursor == 1)
    assert applied(window)[0].kind == "build" and applied(window)[0].card == "lumber_yard"


def test_an_accessible_card_dropped_on_solos_city_snaps_back_in_digital_mode(window, qtbot, built):
    scene = open_state(window, qtbot, built)
    item = piece(scene, ("slot", 19))
    home = QPointF(item.pos())
    drag(qtbot, window.view, item, zone(scene, ("band", "automa")).sceneBoundingRect().center())
    assert window.controller.session.cursor == 0 and item.pos() == home


def test_in_companion_mode_a_drop_that_is_both_asks_move_or_correction(window, qtbot, built, monkeypatch):
    s = fast_copy(built, mode="companion")
    scene = open_state(window, qtbot, s)
    # the last card of the Age is no correction (its move ends the Age): the drop is the build, no menu
    assert not scene.edit_accepted(MoveCard(card="lumber_yard", to="player"))
    monkeypatch.setattr(scene, "choose", lambda entries, notes=(): pytest.fail("a menu without a correction"))
    assert scene.drop_actions([piece(scene, ("slot", 19))], zone(scene, ("city", "player")))[0].kind == "build"


@pytest.fixture
def two_cards():
    """Companion mode, your turn, two accessible cards in the structure (Walls, Lumber Yard)."""
    s = play_state(slots={18: "walls", 19: "lumber_yard"}, player={"buildings": ("quarry",), "progress": ("law",)})
    return fast_copy(s, mode="companion", progress_box=())  # companion mode does not follow the box


def test_in_companion_mode_a_structure_card_dropped_on_a_city_may_be_a_correction(window, qtbot, two_cards, monkeypatch):
    scene = open_state(window, qtbot, two_cards)
    assert scene.edit_accepted(MoveCard(card="lumber_yard", to="player"))  # the engine takes it from the structure
    offered = []

    def choose(entries, notes=()):
        offered.extend(entries)
        return entries[1][1]

    monkeypatch.setattr(scene, "choose", choose)
    drag(qtbot, window.view, piece(scene, ("slot", 19)), zone(scene, ("city", "player")).sceneBoundingRect().center())
    qtbot.waitUntil(lambda: window.controller.session.cursor == 1)
    assert [label for label, _ in offered] == ["Build (a move)", "Put it there (a correction)"]
    assert isinstance(offered[0][1], BuildCard)
    assert applied(window) == [MoveCard(card="lumber_yard", to="player")]
    state = window.controller.state
    assert state.slots[19] == "" and state.player.buildings == ("quarry", "lumber_yard")
    assert state.player.coins == two_cards.player.coins  # a correction: nothing paid
    window.controller.undo()
    assert dump(window.controller.state) == dump(two_cards)


def test_in_companion_mode_a_structure_card_dropped_on_solos_city_is_a_correction(window, qtbot, two_cards, monkeypatch):
    scene = open_state(window, qtbot, two_cards)
    monkeypatch.setattr(scene, "choose", lambda entries, notes=(): pytest.fail("only a correction: no menu"))
    drag(qtbot, window.view, piece(scene, ("slot", 18)), zone(scene, ("band", "automa")).sceneBoundingRect().center())
    qtbot.waitUntil(lambda: window.controller.session.cursor == 1)
    assert applied(window) == [MoveCard(card="walls", to="automa")]
    assert window.controller.state.automa.buildings == ("walls",)


def test_a_progress_token_dragged_to_the_box_goes_there_and_back(window, qtbot, two_cards):
    scene = open_state(window, qtbot, two_cards)
    drag(qtbot, window.view, piece(scene, ("progress", "player", "law")),
         zone(scene, ("box",)).sceneBoundingRect().center())
    qtbot.waitUntil(lambda: window.controller.session.cursor == 1)
    assert applied(window) == [MoveProgress(token="law", to="box")]
    state = window.controller.state
    assert state.player.progress == () and E.in_box(state, "law")


def test_a_great_library_token_dragged_to_the_box_is_asked_again(window, qtbot, two_cards):
    from solo_desk.games.duel.state import Pending

    offer = tuple(R._unseen_tokens(two_cards)[:3])
    s = fast_copy(two_cards, pending=(Pending(kind="library", side="player", options=offer, source="great_library"),))
    R.check(s)
    scene = open_state(window, qtbot, s)
    item = piece(scene, ("choice", offer[0]))
    assert item.flags() & item.GraphicsItemFlag.ItemIsMovable
    drag(qtbot, window.view, item, zone(scene, ("box",)).sceneBoundingRect().center())
    qtbot.waitUntil(lambda: window.controller.session.cursor == 1)
    assert applied(window) == [MoveProgress(token=offer[0], to="box")]
    state = window.controller.state
    assert state.pending[0].options == offer[1:] and [a.question for a in state.asks] == ["offer"]


def test_nothing_is_dragged_or_corrected_once_the_game_is_over(window, qtbot, states, monkeypatch):
    scene = open_state(window, qtbot, states["over"])
    assert not any(p.flags() & p.GraphicsItemFlag.ItemIsMovable for p in scene.pieces())
    monkeypatch.setattr(scene, "ask_coins", lambda side, coins: pytest.fail("no correction after the end"))
    click(qtbot, window.view, piece(scene, ("coins", "player")))
    qtbot.wait(20)
    assert window.controller.session.cursor == 0
