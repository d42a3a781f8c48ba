"""Fixes of the fourteenth session's Architects playtest: a Red card's tooltip counts its Shield and
horns in words ("1 shield, 2 horns", not "1 shield(s), 2 horn(s)"); a click on a piece no click plays
(a city's card or Progress token, a Military Victory, the die) says what to do now instead of nothing;
in digital mode the history names the Progress token drawn from the face-down stack."""
from __future__ import annotations

import pytest

from solo_desk.games.architects import GAME
from solo_desk.games.architects.state import UNKNOWN, ChooseToken, Task

from .helpers import history_line, table
from .test_playtest10_fixes import _clicked
from .test_scene import open_state, piece

pytestmark = [pytest.mark.gui, pytest.mark.rule("ARCH-DATA-CARDS")]


# -- 1. a Red card's Shield and horns, in the singular or the plural ---------------------------------
@pytest.mark.parametrize("lang, card, said", [
    ("en", "shield", "1 shield, no horns"),
    ("en", "shield_horn1", "1 shield, 1 horn"),
    ("en", "shield_horn2", "1 shield, 2 horns"),
    ("it", "shield", "1 Scudo, nessun corno"),
    ("it", "shield_horn1", "1 Scudo, 1 corno"),
    ("it", "shield_horn2", "1 Scudo, 2 corni"),
])
def test_a_red_cards_tooltip_counts_its_shield_and_horns_in_words(window, qtbot, lang, card, said):
    from solo_desk.ui.i18n import set_language

    set_language(lang)
    scene = open_state(window, qtbot, table("wood", "stone", turn="player", player_cards=(card,)))
    lines = piece(scene, ("card", "player", card)).toolTip().split("\n")
    assert lines[1] == said


# -- 2. a click on a piece no click plays: what to do now ---------------------------------------------
@pytest.mark.rule("ARCH-DATA-2P")
@pytest.mark.parametrize("key", [("card", "player", "wood"), ("token", "player", "culture"),
                                 ("victory", "player", 0), ("die",)])
@pytest.mark.parametrize("lang, said", [
    ("en", "A click on it plays nothing. Your turn: click a deck to take its top card, or drag the card to your city"),
    ("it", "Un clic qui non gioca nulla. Tocca a te: clicca un mazzo per prenderne la prima carta, o trascina la "
           "carta nella tua città"),
])
def test_a_click_on_a_piece_no_click_plays_says_what_to_do_now(window, qtbot, key, lang, said):
    state = table("wood", "stone", turn="player", player_cards=("wood",), player_tokens=("culture",))
    state = state.model_copy(update={"player": state.player.model_copy(update={"victories": 1})})
    assert _clicked(window, qtbot, state, key, lang)[-1] == said


@pytest.mark.rule("ARCH-TURN-2")
def test_in_the_opponents_turn_a_click_on_its_card_says_to_apply_its_turn(window, qtbot):
    state = table("wood", "stone", automa_cards=("gold",))
    assert _clicked(window, qtbot, state, ("card", "automa", "gold"))[-1] == (
        "A click on it plays nothing. The Opponent's turn: its pick is highlighted; Apply it (Ctrl+Return)")


# -- 3. the Progress token drawn face down, named in the history (digital mode) -----------------------
def _token_choice(turn, mode="digital"):
    stack = ("strategy", "decor") if mode == "digital" else (UNKNOWN, UNKNOWN)
    return table("wood", "stone", turn=turn, mode=mode, stack=stack,
                 queue=(Task(kind="token", reason="science"), Task(kind="end_turn")))


@pytest.mark.rule("ARCH-DATA-2P")
@pytest.mark.parametrize("turn, lang, said", [
    ("player", "en", "take the top face-down Progress token (Strategy)"),
    ("player", "it", "prendi il primo segnalino Progresso coperto (Strategia)"),
])
def test_your_token_drawn_face_down_is_named_in_the_history(turn, lang, said):
    state = _token_choice(turn)
    after, done = GAME.apply(state, ChooseToken(token="stack", by=turn))
    assert after.player.tokens == ("strategy",)
    assert done.outcomes == {"drawn": "strategy"}
    assert history_line(done, lang) == said


@pytest.mark.rule("ARCH-PROGRESS-FACEDOWN")
@pytest.mark.parametrize("lang, said", [
    ("en", "takes the top face-down Progress token (Strategy)"),
    ("it", "prende il primo segnalino Progresso coperto (Strategia)"),
])
def test_the_opponents_token_drawn_face_down_is_named_in_its_turns_line(lang, said):
    state = table("wood", "stone", face_up=("tactics", "engineering", "economy"), stack=("strategy", "decor"),
                  queue=(Task(kind="token", reason="science"), Task(kind="end_turn")))
    proposal = GAME.propose(state)
    assert [a.token for a in proposal.actions] == ["stack"]  # no face-up token has a printed value
    after, done = GAME.apply(state, proposal.actions[0])
    assert after.automa.tokens == ("strategy",) and done.outcomes.get("drawn") == "strategy"
    assert history_line(done, lang) == said


@pytest.mark.rule("ARCH-DATA-2P")
def test_the_drawn_token_is_told_not_decided_and_companion_mode_leaves_it_to_the_answer():
    state = _token_choice("player")
    # a value given with the action is ignored: apply works it out again from the stack
    _, done = GAME.apply(state, ChooseToken(token="stack", by="player", outcomes={"drawn": "culture"}))
    assert done.outcomes == {"drawn": "strategy"}
    # companion: the table is asked which token it is; the line names none, the answer that follows does
    state = _token_choice("player", mode="companion")
    _, done = GAME.apply(state, ChooseToken(token="stack", by="player"))
    assert "drawn" not in done.outcomes
    assert history_line(done, "en") == "take the top face-down Progress token"
