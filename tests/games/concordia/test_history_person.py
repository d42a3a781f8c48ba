"""The history's lines agree with their side, in both languages: "you: play the Senator: buy
Smith" / "tu: giochi la carta Senatore: acquisti Fabbro", "the AI: buys Smith, paying ..."."""
from solo_desk.games.concordia import GAME
from solo_desk.games.concordia.state import Architect, AutomaTurn, ColonistMove, Mercator, Senator
from tests.history_person import kinds_without_you, line, person_problems, played, you_key_problems


def test_the_players_lines_are_in_the_second_person_and_the_ais_in_the_third():
    actions = played(GAME, {}, 1) + played(GAME, {}, 2)
    assert {a.by for a in actions} >= {"player", "automa"}
    assert person_problems(GAME, actions) == []


def test_worked_lines_in_both_languages():
    senator = Senator(card="player-senator", buy=("I-smith",))
    assert line(GAME, senator, "en") == "play the Senator: buy Smith"
    assert line(GAME, senator, "it") == "giochi la carta Senatore: acquisti Fabbro"
    trade = Mercator(card="player-mercator_3", trade={"wine": -1, "tools": 1})
    assert line(GAME, trade, "it") == "giochi la carta Mercante (3): vendi 1 vino, compri 1 utensile"
    moved = Architect(card="player-architect", moves=(ColonistMove(colonist=0, path=("r1", "r2")),))
    assert line(GAME, moved, "en") == "play the Architect: move a colonist 2 steps; build no house"
    theirs = AutomaTurn(deed="buy", cards=("I-smith",), pay=("brick",))
    assert line(GAME, theirs, "en") == "buys Smith, paying 1 brick"
    assert line(GAME, theirs, "it") == "acquista Fabbro, pagando 1 mattone"


def test_every_second_person_key_has_its_base_keys_placeholders():
    assert you_key_problems("concordia") == []


def test_every_action_the_player_can_take_has_a_second_person_line():
    # the AI's, the table's answers, corrections (by no side)
    not_the_players = {"automa_turn", "reveal_card", "reveal_city", "edit_bonus", "edit_card", "edit_city_token", "edit_colonist",
                    "edit_display", "edit_goods", "edit_house", "edit_money"}
    assert kinds_without_you(GAME, not_the_players) == []
