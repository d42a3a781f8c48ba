"""Game ▸ Apply (Ctrl+Return) when there is nothing to apply says why and what to do, naming
the automa as the game does; a turn the rules refuse keeps the rules' own reason."""
from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from solo_desk.core.errors import IllegalAction
from solo_desk.ui.i18n import set_language

pytestmark = pytest.mark.gui


@pytest.mark.parametrize("game, lang, said", [
    ("duel", "en", "SOLO has no turn to apply now: it is your move, play it on the board"),
    ("concordia", "en", "The AI has no turn to apply now: it is your move, play it on the board"),
    ("concordia", "it", "L'IA non ha un turno da applicare ora: tocca a te, gioca la tua mossa sul tabellone"),
])
def test_apply_on_the_player_s_move_names_the_automa_and_says_what_to_do(window, game, lang, said):
    """It said "The automa has no turn to apply now" in every game (SOLO, the AI...), and no more."""
    set_language(lang)
    try:
        assert window.start_game(game, {}, 4, "digital")
        window.set_language(lang)
        controller = window.controller
        while controller.proposal.status == "automa_turn":  # the set-up's turns first
            assert controller.apply_proposal()
        assert controller.proposal.status == "not_automa_turn"
        cursor = controller.session.cursor
        window.act_apply.trigger()
        assert window.statusBar().currentMessage() == said
        assert controller.session.cursor == cursor
    finally:
        set_language("en")


def test_apply_before_the_questions_are_answered_says_to_answer_them(window):
    assert window.start_game("duel", {}, 4, "companion")
    proposal = window.controller.proposal
    assert proposal.status == "needs_input" and not proposal.applicable()
    window.act_apply.trigger()
    assert window.statusBar().currentMessage() == "First answer the questions in the Automa panel"
    assert window.controller.session.cursor == 0


def test_a_turn_the_rules_refuse_keeps_their_reason_in_the_status_bar(window, monkeypatch):
    """The rules' reason was replaced at once by "The automa has no turn to apply now"."""
    assert window.start_game("pebbles", {"pile": 9}, 3, "digital")
    controller = window.controller
    controller.apply(controller.game.legal_actions(controller.state)[0])  # the automa's turn next
    QApplication.processEvents()
    assert controller.proposal.applicable()

    def refuse(_actions):
        raise IllegalAction("pebbles.illegal.game_over")

    monkeypatch.setattr(controller.session, "apply", refuse)
    window.act_apply.trigger()
    shown = window.statusBar().currentMessage()
    assert shown and "no turn to apply" not in shown
    assert shown == IllegalAction("pebbles.illegal.game_over").message("en")


def test_apply_once_the_game_is_over_says_so(window):
    """Not "it is your move": a finished game has no move to play."""
    from solo_desk.core.proposal import Proposal

    assert window.start_game("duel", {}, 4, "digital")
    window.controller._proposal = Proposal(status="game_over")
    window.apply_proposal()
    assert window.statusBar().currentMessage() == "The game is over: undo its last move to play on"
