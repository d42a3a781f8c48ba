"""Defects of the sixth playtest of 7 Wonders Architects (whole games in the window and the CLI,
English and Italian, digital and companion)."""
from __future__ import annotations

import pytest

from solo_desk.games.architects import GAME
from solo_desk.games.architects.rules import apply
from solo_desk.games.architects.state import STACK, UNKNOWN, ChooseToken, Take
from solo_desk.core.messages import render
from tests.history_person import line

from .helpers import table

NO_VP = ("tactics", "engineering", "economy")  # no printed VP: ARCH-PROGRESS-FACEDOWN


def companion(**kw):
    return table(mode="companion", face_up=NO_VP, stack=(UNKNOWN, UNKNOWN), **kw)


def token_taken(token: str):
    """Your science pair, exchanged for ``token``: the table is asked which token follows."""
    state = companion(player_top="compass", automa_top="wood", player_cards=("compass",), turn="player")
    state, _ = apply(state, Take(deck="player", by="player"))
    return apply(state, ChooseToken(token=token, by="player"))[0]


# -- 1. a Progress token drawn face down: the history says whose city it joined ------------------
def test_the_token_you_draw_face_down_is_named_as_yours_in_the_question_and_the_history():
    """Playtest 6: after "take the top face-down Progress token" the answer read "the table shows
    the Progress token Economy", as for a token revealed on offer: nothing said it was yours."""
    state = token_taken(STACK)
    proposal = GAME.propose(state)
    asked = proposal.inputs[0]
    assert asked.key == "architects.input.token_drawn_player"
    full = GAME.propose(state, {asked.name: "decor"})
    after, done = apply(state, full.actions[0])
    assert "decor" in after.player.tokens
    assert line(GAME, done, "en") == "the Progress token you drew face down is Decor"
    assert line(GAME, done, "it") == "il segnalino Progresso che hai pescato coperto è Decorazioni"


@pytest.mark.rule("ARCH-PROGRESS-FACEDOWN")
def test_the_token_the_opponent_draws_face_down_is_named_as_its_own():
    state = companion(player_top="blue_3vp", automa_top="compass", automa_cards=("compass",))
    proposal = GAME.propose(state)
    asked = proposal.inputs[0]
    assert asked.key == "architects.input.token_drawn_automa"
    full = GAME.propose(state, {asked.name: "politics"})
    assert any(s.key == "architects.trace.told_token_drawn" for s in full.trace)
    for action in full.actions:
        state, done = apply(state, action)
    assert "politics" in state.automa.tokens
    assert line(GAME, done, "en") == "the Progress token the Opponent drew face down is Politics"
    assert line(GAME, done, "it") == "il segnalino Progresso pescato coperto dall'Avversario è Politica"


def test_a_token_revealed_on_offer_is_still_what_the_table_shows():
    state = token_taken("tactics")  # the offer is refilled
    asked = GAME.propose(state).inputs[0]
    assert asked.key == "architects.input.token"
    done = GAME.propose(state, {asked.name: "decor"}).actions[0]
    assert line(GAME, apply(state, done)[1], "en") == "the table shows the Progress token Decor"


# -- 2. the Automa panel's passed-over candidates are not "discarded" in Italian ------------------
@pytest.mark.gui
@pytest.mark.rule("ARCH-PRIO-2")
def test_the_italian_panel_never_calls_the_cards_it_passes_over_discarded(window, qtbot):
    """Playtest 6: the candidates the Opponent does not pick were listed as "scartati:", the word
    the game uses for discarding a card (ARCH-TURN-3), though they stay on their decks."""
    from solo_desk.ui.i18n import set_language

    from .test_scene import open_state

    set_language("it")
    open_state(window, qtbot, table("blue_3vp", "gold"))  # Yellow (ARCH-PRIO-2) beats a Blue without the Cat
    panel = window.docks["automa"].widget()
    qtbot.waitUntil(lambda: panel.steps.count() > 0)
    lines = [panel.steps.item(k).text() for k in range(panel.steps.count())]
    passed_over = [text for text in lines if "Blu da 3 punti" in text and "ARCH-PRIO-2" in text]
    assert passed_over and all("\n  esclusi: " in text for text in passed_over), lines
    assert not any("scartat" in text for text in lines), lines


# -- 3. an action sent at the wrong time says what the game waits for, in words -----------------
@pytest.mark.parametrize("lang, mine, theirs", [
    ("en", "Constructing a stage is not possible now: the game expects you to take a card from a deck",
     "Constructing a stage is not possible now: the game expects the Opponent's turn to be applied"),
    ("it", "Costruire uno Stadio non è possibile ora: il gioco attende che tu prenda una carta da un mazzo",
     "Costruire uno Stadio non è possibile ora: il gioco attende che si applichi il turno dell'Avversario"),
])
def test_an_action_out_of_turn_says_what_the_game_waits_for(lang, mine, theirs):
    """Playtest 6: `solo-desk apply` refused with the engine's task ids ("the game expects pick",
    "… cat_flip"), which name no action a player can send."""
    from solo_desk.core.errors import IllegalAction
    from solo_desk.games.architects.state import Build

    build = Build(stage=1, payment=("wood", "stone"))
    for state, wanted in ((table("wood", "stone", turn="player"), mine), (table("wood", "stone", cat="automa"), theirs)):
        with pytest.raises(IllegalAction) as refused:
            apply(state, build)
        assert refused.value.message(lang) == wanted


def test_every_decision_the_game_can_wait_for_is_told_in_words():
    from solo_desk.core.messages import lookup
    from solo_desk.games.architects.rules import EXPECTED

    for kind in {*EXPECTED.values(), "automa", "pick_extra"} - {"cat_flip", "discard_central"}:  # those two: the Opponent's
        assert lookup(f"architects.expects.{kind}", "en") and lookup(f"architects.expects.{kind}", "it"), kind


# -- 4. a token without a printed value is not said to be worth "0" -------------------------------
@pytest.mark.rule("ARCH-PROGRESS-FACEDOWN")
def test_tokens_without_a_printed_value_are_said_to_have_none():
    """Playtest 6: the explanation dropped the face-up tokens as "Tactics (printed value 0)"; the
    seed's words are "none of the face up tokens has a point value"."""
    from solo_desk.ui.panels import dropped_text

    state = table("blue_3vp", "compass", automa_cards=("compass",))
    step = next(s for s in GAME.propose(state).trace if s.rule == "ARCH-PROGRESS-FACEDOWN")
    assert {d.candidate for d in step.dropped} == set(NO_VP)
    assert {d.key for d in step.dropped} == {"architects.trace.drop_token_no_vp"}
    assert dropped_text("Tactics", render(step.dropped[0].key, step.dropped[0].params), step.dropped[0].key) == "Tactics (no printed value)"
    assert render(step.dropped[0].key, step.dropped[0].params, "it") == "nessun valore stampato"


@pytest.mark.rule("ARCH-PROGRESS")
def test_a_token_passed_over_for_a_higher_one_still_names_its_printed_value():
    state = table("blue_3vp", "compass", automa_cards=("compass",), face_up=("politics", "decor", "tactics"))
    step = next(s for s in GAME.propose(state).trace if s.rule == "ARCH-PROGRESS")
    said = {d.candidate: render(d.key, d.params) for d in step.dropped}
    assert said == {"politics": "printed value 1", "tactics": "no printed value"}


@pytest.mark.parametrize("reason, wanted", [
    ("token:urbanism", "the game expects you to take the extra card from a deck or decline it"),
    ("alexandria", "the game expects you to take a card from a deck"),  # Alexandria's card: no decline
])
def test_an_extra_card_says_whether_it_may_be_declined(reason, wanted):
    from solo_desk.core.errors import IllegalAction
    from solo_desk.games.architects.state import Build, Task

    state = table("wood", "stone", turn="player", queue=(Task(kind="pick", reason=reason), Task(kind="end_turn")))
    with pytest.raises(IllegalAction) as refused:
        apply(state, Build(stage=1, payment=("wood", "stone")))
    assert refused.value.message("en") == "Constructing a stage is not possible now: " + wanted
