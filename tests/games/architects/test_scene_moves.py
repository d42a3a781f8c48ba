"""The Architects table (pytest-qt): a card or a Progress token lying elsewhere on the real table is
dragged where it lies — the places that take it are lit while it is dragged — or moved from its
right-click menu, and becomes one edit; clicking and dragging a deck to your city still take it."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, Qt

from solo_desk.games.architects import GAME
from solo_desk.games.architects.state import MoveCard, MoveToken, Take

from .test_moves import played
from .test_scene import applied, click, open_state, piece

pytestmark = [pytest.mark.gui, pytest.mark.rule("ARCH-SETUP-2P")]


def zone(scene, key):
    return next(z for z in scene.zones() if z.key == key)


def drag(qtbot, window, item, target: QPointF, during=None):
    """Press on ``item``, move it in steps to ``target`` (scene coordinates), call ``during`` while it
    is still held, release."""
    view = window.view
    view.fitInView(window.scene.itemsBoundingRect())
    start = view.mapFromScene(item.center())
    end = view.mapFromScene(target)
    qtbot.mousePress(view.viewport(), Qt.MouseButton.LeftButton, pos=start)
    for i in range(1, 6):
        qtbot.mouseMove(view.viewport(), start + (end - start) * i / 5)
    seen = during() if during is not None else None
    qtbot.mouseRelease(view.viewport(), Qt.MouseButton.LeftButton, pos=end)
    return seen


def your_turn_with_opponent_cards():
    return played(4, "digital", lambda s: s.turn == "player" and s.head.kind == "pick" and len(s.automa.cards) >= 2
                  and s.discard)


def test_an_opponents_card_dragged_to_the_discard_pile_becomes_the_edit(window, qtbot):
    state = your_turn_with_opponent_cards()
    scene = open_state(window, qtbot, state)
    card = state.automa.cards[0]
    lit = drag(qtbot, window, piece(scene, ("card", "automa", card)), zone(scene, ("discard",)).sceneBoundingRect().center(),
               during=lambda: list(window.scene.lit_zones()))
    assert ("discard",) in lit and ("city", "player") in lit and ("city", "automa") not in lit  # where it may go
    qtbot.waitUntil(lambda: window.controller.session.cursor == 1)
    assert applied(window) == [MoveCard(card=card, source="automa", to="discard")]
    assert window.controller.state.discard[-1] == card
    assert window.scene.lit_zones() == []  # released: nothing lit any more
    window.controller.undo()
    assert window.controller.state == state


def test_a_deck_card_dragged_to_your_city_is_still_a_take_and_a_click_too(window, qtbot):
    state = your_turn_with_opponent_cards()
    scene = open_state(window, qtbot, state)
    drag(qtbot, window, piece(scene, ("deck", "automa")), zone(scene, ("city", "player")).sceneBoundingRect().center())
    qtbot.waitUntil(lambda: window.controller.session.cursor == 1)
    assert isinstance(applied(window)[0], Take) and applied(window)[0].deck == "automa"
    window.controller.undo()
    qtbot.waitUntil(lambda: window.scene.state is window.controller.state)
    click(qtbot, window.view, piece(window.scene, ("deck", "player")))
    qtbot.waitUntil(lambda: window.controller.session.cursor == 1)
    assert isinstance(applied(window)[0], Take) and applied(window)[0].deck == "player"


def test_a_deck_card_dragged_to_the_opponents_city_is_a_move(window, qtbot):
    state = your_turn_with_opponent_cards()
    scene = open_state(window, qtbot, state)
    top = state.decks["player"].top
    drag(qtbot, window, piece(scene, ("deck", "player")), zone(scene, ("city", "automa")).sceneBoundingRect().center())
    qtbot.waitUntil(lambda: window.controller.session.cursor == 1)
    assert applied(window) == [MoveCard(card=top, source="deck", deck="player", to="automa")]


def test_a_token_on_offer_dragged_to_the_opponent_asks_whether_the_offer_was_refilled(window, qtbot, monkeypatch):
    state = your_turn_with_opponent_cards()
    scene = open_state(window, qtbot, state)
    told = state.tokens_face_up[0]
    offered = []
    monkeypatch.setattr(scene, "choose", lambda entries: offered.extend(entries) or entries[-1][1])
    drag(qtbot, window, piece(scene, ("token", "offer", told)), zone(scene, ("tokens", "automa")).sceneBoundingRect().center())
    qtbot.waitUntil(lambda: window.controller.session.cursor == 1)
    assert [a for _, a in offered] == [MoveToken(token=told, source="offer", to="automa", refill=r) for r in (False, True)]
    assert "a new token was revealed on offer" in offered[1][0]
    assert applied(window) == [MoveToken(token=told, source="offer", to="automa", refill=True)]
    assert told in window.controller.state.automa.tokens and len(window.controller.state.tokens_face_up) == 3


def test_a_discarded_card_is_moved_from_the_discard_piles_menu(window, qtbot, monkeypatch):
    state = your_turn_with_opponent_cards()
    scene = open_state(window, qtbot, state)
    first = state.discard[0]
    menus = []

    def pick(found):
        menus.extend(found)
        entries = dict(found)[f"Discarded {scene_card_name(first)} really lies…"]
        return next(a for label, a in entries if label == "in the Opponent's city")

    monkeypatch.setattr(scene, "choose_corrections", pick)
    actions = scene.context_actions(piece(scene, ("discard",)))
    assert actions == [MoveCard(card=first, source="discard", to="automa")]
    assert len(menus) == len(set(state.discard))  # one submenu per kind of card on the pile
    window.controller.apply(actions)
    assert first in window.controller.state.automa.cards


def test_a_city_cards_menu_lists_where_it_may_lie(window, qtbot, monkeypatch):
    state = your_turn_with_opponent_cards()
    scene = open_state(window, qtbot, state)
    card = state.automa.cards[0]
    shown = []
    monkeypatch.setattr(scene, "choose_correction", lambda title, entries: shown.append((title, entries)))
    assert scene.context_actions(piece(scene, ("card", "automa", card))) is None  # dismissed: nothing applied
    title, entries = shown[0]  # digital: nothing to rename, only where it lies
    assert title == "This card really lies…"
    labels = [label for label, _ in entries]
    assert labels[:2] == ["in your city", "on the discard pile"] and window.controller.session.cursor == 0


def scene_card_name(card: str) -> str:
    from solo_desk.games.architects.scene import card_name

    return card_name(card)


def test_the_board_still_builds_after_every_kind_of_move(window, qtbot):
    state = your_turn_with_opponent_cards()
    open_state(window, qtbot, state)
    moves = [MoveCard(card=state.automa.cards[0], source="automa", to="player"),
             MoveToken(token=state.tokens_face_up[0], source="offer", to="stack")]
    assert window.controller.apply(moves[:1]) and window.controller.apply(moves[1:])
    qtbot.waitUntil(lambda: window.scene.state is window.controller.state)
    assert GAME.result(window.controller.state) is None and piece(window.scene, ("card", "player", moves[0].card))
