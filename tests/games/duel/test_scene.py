"""The 7 Wonders Duel board (pytest-qt): it builds at the draft, in each Age and at game over; a
click on an accessible card offers exactly its legal actions with their prices and plays the one
picked; a drag to the discard pile or to your city is the discard / build; pending choices are
clicks on the right pieces; SOLO's proposal is highlighted before it is applied; Italian."""
from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtWidgets import QGraphicsSimpleTextItem

from solo_desk.core.session import Session
from solo_desk.games.duel import GAME
from solo_desk.games.duel import rules as R
from solo_desk.games.duel.content import catalogue
from solo_desk.games.duel.scene import DuelScene
from solo_desk.games.duel.scene_draw import CardItem, DivinityItem, WonderItem
from solo_desk.games.duel.state import (
    BuildCard, BuildWonder, Choose, ChooseStart, DiscardCard, Pending, PickWonder, fast_copy,
)
from solo_desk.ui.i18n import set_language

from tests.gui import status_messages

pytestmark = pytest.mark.gui


def advance(state, until, seed=3):
    rng = random.Random(seed)
    while GAME.result(state) is None and not until(state):
        if GAME.to_move(state) == "automa":
            for action in GAME.propose(state).actions:
                state, _ = GAME.apply(state, action)
        else:
            state, _ = GAME.apply(state, GAME.player_policy(state, rng))
    return state


def your_turn(s) -> bool:
    return s.phase == "play" and R.to_move(s) == "player" and not s.pending and not s.asks


def open_state(window, qtbot, state) -> DuelScene:
    window.set_session(Session(GAME, state, dict(state.options)))
    qtbot.waitUntil(lambda: isinstance(window.scene, DuelScene) and bool(window.scene.pieces()))
    return window.scene


def pieces(scene, kind):
    return {p.key: p for p in scene.pieces() if p.key[0] == kind}


def piece(scene, key):
    found = [p for p in scene.pieces() if p.key == key]
    assert found, key
    return found[0]


def fit(view):
    view.fitInView(view.scene().itemsBoundingRect(), Qt.AspectRatioMode.KeepAspectRatio)


def click(qtbot, view, item):
    fit(view)
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=view.mapFromScene(item.center()))


def drag(qtbot, view, item, target: QPointF):
    fit(view)
    grab, drop = view.mapFromScene(item.center()), view.mapFromScene(target)
    qtbot.mousePress(view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, grab)
    qtbot.mouseMove(view.viewport(), drop)
    qtbot.mouseRelease(view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, drop)


def applied(window):
    session = window.controller.session
    return session.steps[session.cursor - 1].actions


def texts(scene) -> set[str]:
    return {i.text() for i in scene.items() if isinstance(i, QGraphicsSimpleTextItem)}


@pytest.fixture(scope="module")
def states():
    """One game played by the policies, caught at the draft, in each Age and at its end."""
    s0 = GAME.new_state({}, 3, "digital")
    age1 = advance(s0, lambda s: s.phase == "play")
    age1_turn = advance(age1, your_turn)
    age2 = advance(age1_turn, lambda s: s.age == 2 and sum(1 for c in s.slots if not c) >= 6)
    age3 = advance(GAME.new_state({}, 7, "digital"), lambda s: s.age == 3 and sum(1 for c in s.slots if not c) >= 3, 7)
    over = advance(age2, lambda s: False)
    return {"draft": s0, "age1": age1, "age1_turn": age1_turn, "age2": age2, "age3": age3, "over": over}


def test_the_draft_shows_the_wonders_on_offer_and_solos_pick_is_highlighted(window, qtbot, states):
    s = states["draft"]
    scene = open_state(window, qtbot, s)
    assert set(pieces(scene, "draft")) == {("draft", w) for w in s.draft_offer}
    assert all(isinstance(p, WonderItem) for p in pieces(scene, "draft").values())
    assert set(pieces(scene, "pantheon")) == {("pantheon", k) for k in range(1, 7)}
    assert set(pieces(scene, "deck")) == {("deck", m) for m in ("mesopotamian", "phoenician", "greek", "egyptian", "roman")}
    assert len(pieces(scene, "progress")) == 5 and len(pieces(scene, "track")) == 19
    assert {p.key for p in scene.pieces() if p.key[0] == "loot"} == {("loot", t) for t in s.military_tokens}
    proposed = GAME.propose(s).actions[0]
    assert isinstance(proposed, PickWonder) and proposed.by == "automa"
    qtbot.waitUntil(lambda: piece(window.scene, ("draft", proposed.wonder)).highlighted)
    assert [p.key for p in window.scene.pieces() if p.highlighted] == [("draft", proposed.wonder)]
    assert not any(p.legal for p in window.scene.pieces())  # SOLO picks: nothing for you to click
    assert window.controller.session.cursor == 0
    window.apply_proposal()
    qtbot.waitUntil(lambda: window.controller.session.cursor == 1)
    assert proposed.wonder in window.controller.state.automa.wonders


@pytest.mark.parametrize("when", ["age1", "age2", "age3"])
def test_each_age_is_drawn_as_its_pyramid_with_backs_and_tokens(window, qtbot, states, when):
    s = states[when]
    scene = open_state(window, qtbot, s)
    slots = pieces(scene, "slot")
    assert set(slots) == {("slot", i) for i, c in enumerate(s.slots) if c}
    layout = catalogue().board.age_layouts[s.age]
    for (_, i), item in slots.items():
        assert isinstance(item, CardItem) and item.face_up == s.face_up[i] and item.token == s.slot_tokens[i]
        below = [slots[("slot", j)] for j in catalogue().slot_geometry(s.age).covered_by[i] if ("slot", j) in slots]
        assert all(b.pos().y() > item.pos().y() and b.zValue() > item.zValue() for b in below)  # the real pyramid
        assert layout[i].row == round((item.pos().y() - min(p.pos().y() for p in slots.values())) / 56) + min(
            layout[j].row for _, j in slots)
    if s.age == 1:
        assert any(t.startswith("myth:") for t in s.slot_tokens)
    accessible = {("slot", i) for i in R.accessible_slots(s)}
    if R.to_move(s) == "player" and not s.pending:
        assert {k for k, p in slots.items() if p.legal} == accessible
    for side in ("player", "automa"):
        c = s.city(side)
        assert {k[2] for k in pieces(scene, "card") if k[1] == side} == set(c.buildings)
        drawn = {k[2]: p for k, p in pieces(scene, "wonder").items() if k[1] == side}
        assert set(drawn) == set(c.wonders)
        assert {w for w, p in drawn.items() if p.built} == set(c.built_wonders())
        assert all(drawn[w].tucked == card for w, card in c.built)
    shown = {k[1]: p for k, p in pieces(scene, "pantheon").items()}
    for k, god in enumerate(s.pantheon_spaces, start=1):
        assert isinstance(shown[k], DivinityItem)
        assert shown[k].face_up == (bool(god) and s.age >= 2)
    assert any(f"VP so far: {sum(R.score_breakdown(s, 'player').values())}" in t for t in texts(scene))


def test_game_over_shows_the_scores(window, qtbot, states):
    s = states["over"]
    scene = open_state(window, qtbot, s)
    assert "Game over" in texts(scene)
    totals = GAME.result(s).scores
    assert str(totals["player"]) in texts(scene) and str(totals["automa"]) in texts(scene)
    assert not any(p.legal for p in scene.pieces())


def test_a_click_offers_exactly_the_legal_actions_of_the_card_with_their_prices(window, qtbot, states, monkeypatch):
    s = states["age1_turn"]
    scene = open_state(window, qtbot, s)
    card = next(c for c in R.accessible_cards(s) if R.building_price(s, "player", c).coins <= s.player.coins)
    slot = s.slots.index(card)
    offered, notes_seen = [], []

    def choose(entries, notes=()):
        offered.extend(entries)
        notes_seen.extend(notes)
        return next(a for _, a in entries if isinstance(a, BuildCard))

    monkeypatch.setattr(scene, "choose", choose)
    click(qtbot, window.view, piece(scene, ("slot", slot)))
    qtbot.waitUntil(lambda: window.controller.session.cursor == 1)
    legal = [a for a in GAME.legal_actions(s) if getattr(a, "card", None) == card]
    assert sorted(a.model_dump_json() for _, a in offered) == sorted(a.model_dump_json() for a in legal)
    labels = [label for label, _ in offered]
    price = R.building_price(s, "player", card).coins
    assert labels[0].startswith(f"Build {catalogue().buildings[card].name} — ")
    assert ("free" in labels[0]) if price == 0 else (f"{price} coin" in labels[0])
    assert f"Discard for {R.discard_value(s, 'player')} coins" in labels
    wonder_labels = [label for label, a in offered if isinstance(a, BuildWonder)]
    assert len(wonder_labels) == len([a for a in legal if isinstance(a, BuildWonder)])
    unaffordable = [w for w in s.player.unbuilt_wonders() if R.wonder_price(s, "player", w).coins > R.coins_available(s, "player")]
    assert len(notes_seen) == len(unaffordable)  # shown greyed, not offered
    assert applied(window)[0] == BuildCard(by="player", card=card, price=price)
    assert card in window.controller.state.player.buildings


def test_dragging_a_card_to_the_discard_pile_discards_it(window, qtbot, states):
    s = states["age1_turn"]
    scene = open_state(window, qtbot, s)
    card = R.accessible_cards(s)[0]
    pile = next(z for z in scene.zones() if z.key == ("discard",))
    drag(qtbot, window.view, piece(scene, ("slot", s.slots.index(card))), pile.sceneBoundingRect().center())
    qtbot.waitUntil(lambda: window.controller.session.cursor == 1)
    assert applied(window)[0] == DiscardCard(by="player", card=card, gain=R.discard_value(s, "player"))
    assert window.controller.state.discard[-1] == card


def test_dragging_a_card_to_your_city_builds_it(window, qtbot, states):
    s = states["age1_turn"]
    scene = open_state(window, qtbot, s)
    card = next(c for c in R.accessible_cards(s) if R.building_price(s, "player", c).coins <= s.player.coins)
    city = next(z for z in scene.zones() if z.key == ("city", "player"))
    drag(qtbot, window.view, piece(scene, ("slot", s.slots.index(card))), city.sceneBoundingRect().center())
    qtbot.waitUntil(lambda: window.controller.session.cursor == 1)
    assert applied(window)[0].kind == "build" and applied(window)[0].card == card


def test_a_card_you_cannot_afford_snaps_back_with_the_reason(window, qtbot, states):
    s = states["age1_turn"]
    s = fast_copy(s, player=fast_copy(s.player, coins=0))
    scene = open_state(window, qtbot, s)
    card = next(c for c in R.accessible_cards(s) if R.building_price(s, "player", c).coins > 0)
    item = piece(scene, ("slot", s.slots.index(card)))
    home = QPointF(item.pos())
    city = next(z for z in scene.zones() if z.key == ("city", "player"))
    with status_messages(window) as messages:
        drag(qtbot, window.view, item, city.sceneBoundingRect().center())
    assert window.controller.session.cursor == 0 and item.pos() == home and messages


def test_a_pair_of_science_symbols_offers_the_progress_tokens_on_the_board(window, qtbot, states):
    s = states["age1_turn"]
    tokens = tuple(t for t in s.progress_board if t)
    s = fast_copy(s, pending=(Pending(kind="progress", side="player", options=tokens),))
    scene = open_state(window, qtbot, s)
    board = {k[2]: p for k, p in pieces(scene, "progress").items() if k[1] == "board"}
    assert all(p.legal for p in board.values()) and set(board) == set(tokens)
    assert not any(p.legal for k, p in pieces(scene, "slot").items())  # the choice comes first
    click(qtbot, window.view, board[tokens[1]])
    qtbot.waitUntil(lambda: window.controller.session.cursor == 1)
    assert applied(window)[0] == Choose(by="player", pick=tokens[1])
    assert tokens[1] in window.controller.state.player.progress


def test_the_start_of_an_age_is_chosen_with_a_button(window, qtbot, states):
    s = states["age2"]
    s = fast_copy(s, pending=(Pending(kind="start", side="player", options=("player", "automa")),))
    scene = open_state(window, qtbot, s)
    assert set(pieces(scene, "start")) == {("start", "player"), ("start", "automa")}
    click(qtbot, window.view, piece(scene, ("start", "automa")))
    qtbot.waitUntil(lambda: window.controller.session.cursor == 1)
    assert applied(window)[0] == ChooseStart(by="player", starter="automa", age=2)  # the Age, for the history


def test_mausoleum_offers_only_the_discarded_cards(window, qtbot, states):
    s = states["age2"]
    assert s.discard
    options = tuple(dict.fromkeys(s.discard))
    s = fast_copy(s, pending=(Pending(kind="free_from_discard", side="player", options=options),))
    scene = open_state(window, qtbot, s)
    choices = {k[1]: p for k, p in pieces(scene, "choice").items()}
    assert set(choices) == set(options) and all(p.legal for p in choices.values())
    click(qtbot, window.view, choices[options[0]])
    qtbot.waitUntil(lambda: window.controller.session.cursor == 1)
    # recorded with the card built filled in, for the history ("build X from the discard pile")
    assert applied(window)[0] == Choose(by="player", pick=options[0], built=options[0])
    assert options[0] in window.controller.state.player.buildings


def test_the_board_speaks_italian(window, qtbot, states):
    set_language("it")
    s = states["age2"]
    scene = open_state(window, qtbot, s)
    shown = texts(scene)
    assert "Pila degli scarti" in shown and "Mazzi Mitologia" in shown and "Tu" in shown
    card = next(c for c in s.slots if c and c in catalogue().buildings and s.face_up[s.slots.index(c)])
    tip = piece(scene, ("slot", s.slots.index(card))).toolTip()
    assert tip.startswith(catalogue().name_it(card)) and "Costo" in tip
