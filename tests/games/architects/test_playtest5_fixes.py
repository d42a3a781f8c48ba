"""Defects of the fifth window playtest of 7 Wonders Architects (whole games, English and Italian,
digital and companion, in the real window)."""
from __future__ import annotations

import pytest

from solo_desk.games.architects import GAME
from solo_desk.games.architects.state import Task
from solo_desk.ui.i18n import set_language

from .helpers import table
from .test_playtest3_fixes import finished_game
from .test_scene import click, open_state, piece

pytestmark = pytest.mark.gui


def clicked(window, qtbot, key) -> str:
    """A real click on the piece ``key``: what the status bar says, the table left unchanged."""
    window.statusBar().clearMessage()
    before = window.controller.session.cursor
    click(qtbot, window.view, piece(window.scene, key))
    assert window.controller.session.cursor == before  # the click played nothing
    return window.statusBar().currentMessage()


# -- 1. a click that does nothing says why in the status bar ----------------------------------------
@pytest.mark.parametrize("lang", ["en", "it"])
def test_a_deck_clicked_in_the_opponents_turn_says_whose_turn_it_is(window, qtbot, lang):
    """Playtest 5: in the Opponent's turn a click on your deck (or a token on offer) did nothing
    and said nothing: now the status bar says the Opponent's turn is to be applied."""
    set_language(lang)
    open_state(window, qtbot, table("wood", "stone", turn="automa"))
    expected = ("The Opponent's turn: its pick is highlighted; Apply it (Ctrl+Return)" if lang == "en" else
                "Turno dell'Avversario: la sua scelta è evidenziata; applicala (Ctrl+Invio)")
    assert clicked(window, qtbot, ("deck", "player")) == expected
    assert clicked(window, qtbot, ("token", "offer", "tactics")) == expected


@pytest.mark.parametrize("lang", ["en", "it"])
def test_a_click_after_the_end_of_the_game_says_the_game_is_over(window, qtbot, lang):
    set_language(lang)
    state = finished_game()
    open_state(window, qtbot, state)
    expected = ("The game is over: nothing more can be played (Undo goes back)" if lang == "en" else
                "La partita è finita: non si può più giocare (Annulla torna indietro)")
    deck = next(d for d in ("player", "central", "automa") if state.decks[d].cards)
    assert clicked(window, qtbot, ("deck", deck)) == expected
    assert clicked(window, qtbot, ("stage", "player", 5 if 5 not in state.player.built else 1)) == expected


def test_your_stages_clicked_say_why_they_cannot_be_constructed(window, qtbot):
    """A stage is constructed when your cards pay for it, right after a card is taken: a click on
    a stage in the middle of picking, on a built one, on one above an unbuilt level or on one
    your cards do not pay for says so."""
    open_state(window, qtbot, table("wood", "stone", turn="player", player_built=(1,)))
    assert clicked(window, qtbot, ("stage", "player", 3)) == (
        "A stage is constructed as soon as your cards pay for it: take a card first")
    assert clicked(window, qtbot, ("stage", "player", 1)) == "Stage 1 is already constructed"
    # picking: a token on offer is not the decision now, the prompt says what is
    assert clicked(window, qtbot, ("token", "offer", "tactics")) == (
        "Your turn: click a deck to take its top card, or drag the card to your city")
    state = table("wood", "stone", turn="player", player_cards=("wood", "stone"), queue=(Task(kind="build"),))
    assert state.head.kind == "build"
    open_state(window, qtbot, state)
    assert clicked(window, qtbot, ("stage", "player", 2)) == "Stage 2: your cards do not pay for it"
    assert clicked(window, qtbot, ("stage", "player", 3)) == "Stage 3: construct the stages of the level below it first"
    assert clicked(window, qtbot, ("deck", "central")) == "Construct a stage: click a framed stage and choose how to pay"
    # the stage they pay for is still constructed by a click
    click(qtbot, window.view, piece(window.scene, ("stage", "player", 1)))
    qtbot.waitUntil(lambda: 1 in window.controller.state.player.built)


def test_an_empty_deck_clicked_says_it_is_empty(window, qtbot):
    state = table(None, "stone", turn="player")
    assert not state.decks["player"].cards and state.head.kind == "pick"
    open_state(window, qtbot, state)
    assert clicked(window, qtbot, ("deck", "player")) == "This deck is empty: take the top card of another deck"


def test_a_click_in_companion_while_the_table_must_answer_says_to_answer(window, qtbot):
    state = GAME.new_state({}, 7, "companion")
    open_state(window, qtbot, state)
    said = clicked(window, qtbot, ("deck", "player"))
    assert said and "Automa panel" in said


# -- 2. a stage's tooltip says "can be built now" only when a click builds it ------------------------
@pytest.mark.parametrize("lang", ["en", "it"])
def test_a_stage_your_cards_do_not_pay_for_is_not_said_buildable(window, qtbot, lang):
    """Playtest 5: every stage whose level below was built read "Can be built now" in its tooltip,
    with no card to pay for it (and the same on the Opponent's Wonder). Now such a stage is
    "open", built once the cards pay for it; "Can be built now" only on a stage a click builds."""
    set_language(lang)
    buildable, open_ = (("Can be built now: click it", "Open (the level below is built)") if lang == "en" else
                        ("Costruibile ora: cliccalo", "Aperto (il livello sotto è costruito)"))
    scene = open_state(window, qtbot, table("wood", "stone", turn="player", player_built=(1,)))
    for key in (("stage", "player", 2), ("stage", "automa", 1)):
        tip = piece(scene, key).toolTip()
        assert open_ in tip and buildable not in tip and "Costruibile ora\n" not in tip + "\n", tip
    state = table("wood", "stone", turn="player", player_cards=("wood", "stone"), queue=(Task(kind="build"),))
    scene = open_state(window, qtbot, state)
    assert buildable in piece(scene, ("stage", "player", 1)).toolTip()
    assert open_ in piece(scene, ("stage", "player", 2)).toolTip()  # its cards do not pay for this one


def test_the_halicarnassus_cards_say_a_click_keeps_one(window, qtbot):
    """The revealed cards' tooltips said only what each card is: now how to keep one."""
    state = table("wood", "stone", turn="player", player_wonder="halicarnassus", player_built=(1,),
                  player_cards=("wood", "wood"), queue=(Task(kind="build"),))
    open_state(window, qtbot, state)
    click(qtbot, window.view, piece(window.scene, ("stage", "player", 2)))
    qtbot.waitUntil(lambda: window.controller.state.head.kind == "hali_deck"
                    and piece(window.scene, ("deck", "automa")).legal)  # the board drawn anew
    click(qtbot, window.view, piece(window.scene, ("deck", "automa")))
    qtbot.waitUntil(lambda: len([p for p in window.scene.pieces() if p.key[0] == "hali"]) == 5)
    assert window.controller.state.head.kind == "hali_keep"
    cards = [p for p in window.scene.pieces() if p.key[0] == "hali"]
    assert all(p.toolTip().endswith("Click to keep it; the others are shuffled back") for p in cards)


# -- 3. the gesture of taking a card out of turn is never a silent correction -----------------------
@pytest.mark.parametrize("mode", ["digital", "companion"])
def test_a_deck_card_dragged_to_your_city_in_the_opponents_turn_is_not_silently_moved(window, qtbot, monkeypatch, mode):
    """Playtest 5: in the Opponent's turn, dragging your deck's card to your city (how you take it
    in your turn) put the card in your city at once, as a correction, without a word. Now a menu
    says why it cannot be taken and offers the correction; dismissed, nothing changes and the
    status bar says why."""
    from solo_desk.games.architects.state import MoveCard

    from .test_moves import played
    from .test_scene_moves import drag, zone

    state = played(4, mode, lambda s: s.turn == "automa" and s.head is not None and s.head.kind != "ask")
    scene = open_state(window, qtbot, state)
    asked = []
    monkeypatch.setattr(scene, "confirm_correction", lambda why, entries: asked.append((why, entries)) or None)
    drag(qtbot, window, piece(scene, ("deck", "player")), zone(scene, ("city", "player")).sceneBoundingRect().center())
    assert window.controller.session.cursor == 0 and window.controller.state == state
    why = scene._prompt(state, window.controller.proposal)
    assert asked and asked[0][0] == why and window.statusBar().currentMessage() == why
    move = asked[0][1][0][1]
    assert isinstance(move, MoveCard) and move.to == "player" and move.deck == "player"
    # the correction is still there when picked
    scene = window.scene
    monkeypatch.setattr(scene, "confirm_correction", lambda why, entries: entries[0][1])
    drag(qtbot, window, piece(scene, ("deck", "player")), zone(scene, ("city", "player")).sceneBoundingRect().center())
    qtbot.waitUntil(lambda: window.controller.session.cursor == 1)
    assert window.controller.session.steps[0].actions == [move]


def test_a_token_on_offer_dragged_to_your_city_in_the_opponents_turn_says_why_not(window, qtbot):
    from .test_scene_moves import drag, zone

    state = table("wood", "stone", turn="automa")
    scene = open_state(window, qtbot, state)
    drag(qtbot, window, piece(scene, ("token", "offer", "tactics")), zone(scene, ("tokens", "player")).sceneBoundingRect().center())
    # no correction puts it there now either: the reason, not "That cannot go there"
    assert window.statusBar().currentMessage() == "The Opponent's turn: its pick is highlighted; Apply it (Ctrl+Return)"
    assert window.controller.session.cursor == 0


def test_in_your_turn_the_drag_to_your_city_is_still_the_take(window, qtbot, monkeypatch):
    from solo_desk.games.architects.state import Take

    from .test_scene_moves import drag, zone

    state = table("wood", "stone", turn="player")
    scene = open_state(window, qtbot, state)
    monkeypatch.setattr(scene, "confirm_correction", lambda why, entries: pytest.fail("asked"))
    drag(qtbot, window, piece(scene, ("deck", "player")), zone(scene, ("city", "player")).sceneBoundingRect().center())
    qtbot.waitUntil(lambda: window.controller.session.cursor == 1)
    taken = window.controller.session.steps[0].actions
    assert len(taken) == 1 and isinstance(taken[0], Take) and taken[0].deck == "player"


# -- 4. many Progress tokens in a city stay clear of its Military Victories ---------------------------
@pytest.mark.parametrize("count", [8, 10, 15])
def test_many_progress_tokens_never_cover_the_military_victories(window, qtbot, count):
    """Playtest 5: a ninth Progress token in a city was drawn over "Military Victories: n" (and
    its tokens). Now more than 8 share the same room in thinner rows."""
    from solo_desk.games.architects.content import content

    ids = [t for t in content().tokens for _ in range(content().tokens[t].copies)][:count]
    rest = [t for t in content().tokens for _ in range(content().tokens[t].copies)][count:]
    state = table("wood", "stone", turn="player", automa_tokens=tuple(ids), face_up=tuple(rest[:3]), stack=tuple(rest[3:]))
    scene = open_state(window, qtbot, state)
    label = piece(scene, ("victories", "automa")).sceneBoundingRect()
    rects = [p.sceneBoundingRect() for p in scene.pieces() if p.key[:2] == ("token", "automa")]
    assert len(rects) == count
    frame = next(z for z in scene.zones() if z.key == ("tokens", "automa")).sceneBoundingRect()
    for r in rects:
        assert r.bottom() <= label.top() and frame.contains(r)
        assert not any(r.intersects(o) and r != o for o in rects)
        assert r.height() >= 10
