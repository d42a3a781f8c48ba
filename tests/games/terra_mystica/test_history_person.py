"""The history's lines agree with their side, in both languages: "you: upgrade B5 to a trading
house" / "tu: migliori B5 in emporio", "the automa: upgrades the red dwelling ..." (the window
writes the side before each line)."""
from solo_desk.games.terra_mystica import GAME
from solo_desk.games.terra_mystica.state import (
    EditBlocked, EditBonusTile, EditBuilding, EditCult, EditResources, EditRoundTile, EditTerrain, EditTiles,
    OpponentUpgrade, Pass, TransformBuild, Upgrade,
)
from tests.history_person import keys_in, kinds_without_you, line, person_problems, played, you_key_problems


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
    assert line(GAME, EditResources(coins=15), "en") == "Correction: your coins now 15"  # by no side
    theirs = OpponentUpgrade(colour="red", hex="D4", by="automa")
    assert line(GAME, theirs, "en") == "upgrades the red dwelling on D4 to a trading house"
    assert line(GAME, theirs, "it") == "migliora in emporio l'abitazione rossa in D4"


def test_a_correction_is_in_no_sides_person_whatever_its_by():
    """A correction carries ``by="player"`` (the saves' default) but reads "Correction: …" in both
    languages, with no second-person key anywhere in it."""
    for action in (EditResources(coins=15), EditResources(power=[1, 10, 1], vp=40), EditCult(cult="water", value=4),
                   EditCult(cult="water", value=4, colour="blue"), EditBuilding(hex="A2", owner="player", building="SH"),
                   EditBuilding(hex="B6"), EditTerrain(hex="D4", colour="red"), EditTiles(favours=[]),
                   EditTiles(favours=["FAV11"]).with_outcomes(added=["FAV11"], removed=["TW1"]),
                   EditBlocked(blocked=[2, 5]), EditBlocked(blocked=[]), EditRoundTile(round=2, tile="SCORE3"),
                   EditRoundTile(round=2, tile="SCORE3").with_outcomes(swapped=4), EditBonusTile(old="BON1", tile="BON2")):
        assert action.by == "player"
        described = GAME.describe(action)
        assert not [k for k in keys_in(described.key, described.params) if k.endswith("_you")], action
        assert line(GAME, action, "en").startswith("Correction: "), action
        assert line(GAME, action, "it").startswith("Correzione: "), action


def test_every_second_person_key_has_its_base_keys_placeholders():
    assert you_key_problems("terra_mystica") == []


def test_every_action_the_player_can_take_has_a_second_person_line():
    # the automa's and the rounds', corrections (by no side: "Correction: …")
    not_the_players = {"income", "block_power", "opponent_start",
                       "edit_building", "edit_cult", "edit_resources", "edit_terrain", "edit_tiles", "edit_blocked",
                       "edit_round_tile", "edit_bonus_tile"}
    assert kinds_without_you(GAME, not_the_players) == []
