"""The history's lines agree with their side, in the present tense, in both languages: "you:
take the top card of your deck (Stone)" / "tu: prendi la prima carta del tuo mazzo (Pietra)",
"the Opponent: takes ..." / "l'Avversario: prende ..."."""
import pytest

from solo_desk.games.architects import GAME
from solo_desk.games.architects.state import Build, ChooseToken, Take
from tests.history_person import kinds_without_you, line, person_problems, played, you_key_problems

TABLE = frozenset({"architects.action.answer", "architects.action.answer_card", "architects.action.answer_token",
                   "architects.action.answer_token_drawn_player", "architects.action.answer_token_drawn_automa",
                   "architects.action.answer_die", "architects.action.answer_start_die",
                   "architects.action.with_battle"})  # the table's, not a side's; a battle wraps the line it ends


@pytest.mark.parametrize("mode", ["digital", "companion"])
def test_the_players_lines_are_in_the_second_person_and_the_opponents_in_the_third(mode):
    actions = played(GAME, {}, 1, mode) + played(GAME, {}, 2, mode)
    assert {a.by for a in actions} >= {"player", "automa"}
    assert person_problems(GAME, actions, impersonal=TABLE) == []


def test_worked_lines_in_both_languages():
    mine = Take(deck="player", by="player", outcomes={"card": "stone"})
    assert line(GAME, mine, "en") == "take the top card of your deck (Stone)"
    assert line(GAME, mine, "it") == "prendi la prima carta del tuo mazzo (Pietra)"
    theirs = Take(deck="player", by="automa", outcomes={"card": "stone"})
    assert line(GAME, theirs, "en") == "takes the top card of your deck (Stone)"
    assert line(GAME, theirs, "it") == "prende la prima carta del tuo mazzo (Pietra)"
    assert line(GAME, Build(stage=1, payment=("wood", "clay"), by="automa"), "it") == "costruisce lo Stadio 1, spendendo Legno, Argilla"
    assert line(GAME, Build(stage=1, payment=("wood", "clay"), by="player"), "en") == "build stage 1, spending Wood, Clay"
    assert line(GAME, ChooseToken(token="stack", by="player"), "it") == "prendi il primo segnalino Progresso coperto"


def test_every_second_person_key_has_its_base_keys_placeholders():
    assert you_key_problems("architects") == []


def test_every_action_the_player_can_take_has_a_second_person_line():
    # the table's answers and corrections (by no side)
    not_the_players = {"answer", "correct_card", "correct_cat", "correct_conflict", "correct_stage", "correct_token",
                    "correct_victories", "move_card", "move_token"}
    assert kinds_without_you(GAME, not_the_players) == []
