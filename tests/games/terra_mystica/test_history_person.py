"""The history's lines agree with their side, in both languages: "you: upgrade B5 to a trading
house" / "tu: migliori B5 in emporio", "the automa: upgrades the red dwelling ..." (the window
writes the side before each line)."""
from solo_desk.games.terra_mystica import GAME
from solo_desk.games.terra_mystica.state import EditResources, OpponentUpgrade, Pass, TransformBuild, Upgrade
from tests.history_person import kinds_without_you, line, person_problems, played, you_key_problems


def test_the_players_lines_are_in_the_second_person_and_the_automas_in_the_third():
    actions = played(GAME, {}, 1)
    assert {a.by for a in actions} >= {"player", "automa"}
    assert person_problems(GAME, actions) == []


def test_worked_lines_in_both_languages():
    assert line(GAME, Upgrade(hex="B5", to="TP"), "en") == "upgrade B5 to a trading house"
    assert line(GAME, Upgrade(hex="B5", to="TP"), "it") == "migliori B5 in emporio"
    build = TransformBuild(hex="G6", build=True, via="dig")
    assert line(GAME, build, "it") == "trasformi G6 nel tuo terreno ideale (vanghe pagate con lavoratori) e costruisci un'abitazione"
    assert line(GAME, Pass(tile=None), "it") == "passi (nessuna tessera nell'ultimo turno)"
    assert line(GAME, EditResources(coins=15), "en") == "set your coins to 15"
    theirs = OpponentUpgrade(colour="red", hex="D4", by="automa")
    assert line(GAME, theirs, "en") == "upgrades the red dwelling on D4 to a trading house"
    assert line(GAME, theirs, "it") == "migliora in emporio l'abitazione rossa in D4"


def test_every_second_person_key_has_its_base_keys_placeholders():
    assert you_key_problems("terra_mystica") == []


def test_every_action_the_player_can_take_has_a_second_person_line():
    # the automa's and the rounds' only
    not_the_players = {"income", "block_power", "opponent_place", "opponent_start", "opponent_upgrade"}
    assert kinds_without_you(GAME, not_the_players) == []
