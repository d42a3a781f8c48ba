"""Fixes of the eleventh Architects session: the game's end, its scoring and your turn cite the normal
2-player rules (ARCH-DATA-2P), not the set-up's; a payment counts its repeated cards ("3 × Gold coin");
the Cat at the game's end says what it scores, not what it does on a turn; the command line's
tie-break clause is not capitalised after its semicolon."""
from __future__ import annotations

import pytest

from solo_desk.core.messages import render, render_value
from solo_desk.games.architects import GAME
from solo_desk.games.architects.rules import score
from solo_desk.games.architects.state import Build, Task

from .helpers import history_line, table
from .test_playtest10_fixes import _clicked

NBSP = "\u00a0"


# -- 1. the end, the scoring and your turn cite ARCH-DATA-2P --------------------------------------------
def _ended(player_built=(1, 2, 3, 4, 5), automa_built=(1,), **extra):
    return table("wood", "stone", turn="player", player_built=player_built, automa_built=automa_built,
                 queue=(), ended="wonder", **extra)


@pytest.mark.rule("ARCH-DATA-2P")
def test_the_result_and_the_game_over_proposal_cite_the_normal_rules_game_end_and_scoring():
    state = _ended()
    assert GAME.result(state).rule == "ARCH-DATA-2P"
    assert GAME.propose(state).status == "game_over" and GAME.propose(state).rule == "ARCH-DATA-2P"


@pytest.mark.rule("ARCH-DATA-2P")
def test_your_turn_cites_the_normal_rules_not_the_set_up():
    state = table("wood", "stone", turn="player", turn_number=1,
                  queue=(Task(kind="pick", reason="main"), Task(kind="end_turn")))
    proposal = GAME.propose(state)
    assert proposal.status == "not_automa_turn" and proposal.rule == "ARCH-DATA-2P"


# -- 2. a payment counts its repeated cards -----------------------------------------------------------------
@pytest.mark.parametrize("lang, said", [
    ("en", f"builds stage 3, spending 3{NBSP}×{NBSP}Gold coin, Wood"),
    ("it", f"costruisce lo Stadio 3, spendendo 3{NBSP}×{NBSP}Oro da 1 Moneta, Legno"),
])
def test_a_payment_in_the_history_counts_its_repeated_cards_in_their_order(lang, said):
    described = GAME.describe(Build(stage=3, payment=("gold", "gold", "gold", "wood"), by="automa"))
    assert render(described.key, described.params, lang) == said


def test_a_payment_of_different_cards_names_each_once_without_a_count():
    described = GAME.describe(Build(stage=1, payment=("wood", "stone"), by="automa"))
    assert render(described.key, described.params, "en") == "builds stage 1, spending Wood, Stone"


@pytest.mark.rule("ARCH-TURN-2")
def test_the_opponents_explanation_counts_its_payment_too():
    state = table("wood", "stone", automa_cards=("wood", "wood"), automa_built=(1,))
    trace = GAME.propose(state).trace
    built = [step for step in trace if step.key == "architects.trace.build"]
    assert built, [step.key for step in trace]
    assert render_value(built[0].params["payment"], "en").startswith(f"2{NBSP}×{NBSP}")


# -- 3. the Cat at the game's end ----------------------------------------------------------------------------
@pytest.mark.gui
@pytest.mark.rule("ARCH-DATA-2P")
@pytest.mark.parametrize("lang, holder, said", [
    ("en", "player", "The game is over and you hold the Cat pawn: it scores you 2 VP."),
    ("en", "automa", "The game is over and the Opponent holds the Cat pawn: it scores the Opponent 2 VP."),
    ("en", None, "The game is over and nobody took the Cat pawn: its 2 VP go to nobody."),
    ("it", "player", "La partita è finita e la pedina Gatto è tua: ti vale 2 PV."),
    ("it", "automa", "La partita è finita e la pedina Gatto è dell'Avversario: gli vale 2 PV."),
    ("it", None, "La partita è finita e nessuno ha preso la pedina Gatto: i suoi 2 PV non vanno a nessuno."),
])
def test_at_the_end_a_click_on_the_cat_says_what_it_scores_not_what_it_does_on_a_turn(window, qtbot, lang,
                                                                                       holder, said):
    state = _ended(cat=holder)
    if holder:  # the VP the texts say
        assert score(state, holder)["cat"] == 2
    assert _clicked(window, qtbot, state, ("cat",), lang)[-1] == said


# -- 4. the command line's tie-break clause after its semicolon -----------------------------------------------
@pytest.mark.rule("ARCH-DATA-2P")
def test_the_command_line_result_line_does_not_capitalise_the_tie_break_clause():
    from solo_desk.cli import _result_message
    from solo_desk.core.game import GameResult

    won = GameResult(winner="player", reason="stages", rule="ARCH-DATA-2P",
                     scores={"player": 40, "automa": 40, "player_stages": 4, "automa_stages": 2})
    assert render_value(_result_message(won, "architects"), "en") == (
        "you win (more stages built, tied on points); final score: you 40, the Opponent 40; "
        "stages built: you 4, the Opponent 2")
    draw = GameResult(winner="draw", reason="shared", rule="ARCH-DATA-2P", scores={"player": 40, "automa": 40})
    assert "(tied on points and stages: a shared victory)" in render_value(_result_message(draw, "architects"), "en")


# -- playtest: the history tells what Ephesus and Olympia take by themselves ---------------------------------
@pytest.mark.rule("ARCH-DATA-WONDERS")
@pytest.mark.parametrize("lang, said", [
    ("en", "build stage 2, spending 2\u00a0×\u00a0Wood; Ephesus: take the top card of the central deck (Glass)"),
    ("it", "costruisci lo Stadio 2, spendendo 2\u00a0×\u00a0Legno; Éphesos: prendi la prima carta del mazzo centrale "
           "(Vetro)"),
])
def test_the_history_of_an_ephesus_stage_names_the_central_card_it_takes(lang, said):
    """The card went into the city with no line of the history saying so."""
    state = table("blue_3vp", "blue_3vp", turn="player", player_wonder="ephesus", central=("glass",) * 3,
                  player_cards=("wood", "wood"), player_built=(1,), queue=(Task(kind="build"), Task(kind="end_turn")))
    _, done = GAME.apply(state, Build(stage=2, payment=("wood", "wood")))
    assert history_line(done, lang) == said


@pytest.mark.rule("ARCH-DATA-WONDERS")
def test_the_history_of_an_olympia_stage_names_both_cards_it_takes():
    state = table("blue_3vp", "blue_cat", turn="automa", automa_wonder="olympia", player_wonder="giza",
                  automa_cards=("wood", "wood"), automa_built=(1,), queue=(Task(kind="build"), Task(kind="end_turn")))
    _, done = GAME.apply(state, Build(stage=2, payment=("wood", "wood")))
    # its own deck first, then yours
    assert history_line(done, "en").endswith("; Olympia: takes the top card of its own deck and of yours (Blue 2 VP and Cat, Blue 3 VP)")


@pytest.mark.rule("ARCH-DATA-WONDERS")
def test_a_companion_ephesus_stage_says_it_takes_the_central_card_the_table_then_names():
    from solo_desk.games.architects.state import UNKNOWN

    state = table("blue_3vp", "blue_3vp", mode="companion", turn="player", player_wonder="ephesus",
                  central=(UNKNOWN,) * 3, player_cards=("wood", "wood"), player_built=(1,),
                  queue=(Task(kind="build"), Task(kind="end_turn")))
    state, done = GAME.apply(state, Build(stage=2, payment=("wood", "wood")))
    assert history_line(done, "en") == "build stage 2, spending 2\u00a0×\u00a0Wood; Ephesus: take the top card of the central deck"
    # the table's question for that card cites the Wonder's text, not the Opponent's turn nor the normal rules
    assert GAME.propose(state).rule == "ARCH-DATA-WONDERS"


@pytest.mark.rule("ARCH-PROGRESS")
def test_the_progress_token_explanation_names_the_token_it_keeps():
    """"The face-up token with the highest printed value (12 VP)" did not say which one it was."""
    state = table("gear", "blue_3vp", automa_cards=("gear",), face_up=("science", "culture", "politics"))
    step = next(t for t in GAME.propose(state).trace if t.key == "architects.trace.token_vp")
    assert render(step.key, step.params, "en") == "The face-up token with the highest printed value (12 VP): Culture"
    assert render(step.key, step.params, "it") == (
        "Il segnalino scoperto con il valore stampato più alto (12 punti): Cultura")


@pytest.mark.rule("ARCH-DATA-WONDERS")
def test_a_companion_olympia_stage_names_both_cards_while_the_table_tells_the_new_tops():
    """Its cards were placed after the table's answers: the build's line said nothing of them."""
    from solo_desk.games.architects.state import UNKNOWN

    state = table("blue_3vp", "blue_cat", mode="companion", turn="automa", automa_wonder="olympia",
                  player_wonder="giza", player_deck=(UNKNOWN,) * 3, automa_deck=(UNKNOWN,) * 3,
                  automa_cards=("wood", "wood"), automa_built=(1,), queue=(Task(kind="build"), Task(kind="end_turn")))
    state, done = GAME.apply(state, Build(stage=2, payment=("wood", "wood")))
    assert state.head.kind == "ask"  # the new tops are asked before the cards are placed
    assert history_line(done, "it").endswith("; Olympía: prende la prima carta del proprio mazzo e del tuo "
                                      "(Blu da 2 punti con Gatto, Blu da 3 punti)")
