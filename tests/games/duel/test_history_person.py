"""The history's lines agree with their side through the core's shared rule (``for_side``): "you:
build ..." / "tu: costruisci ...", "SOLO: builds ..."."""
from solo_desk.games.duel import GAME
from tests.history_person import person_problems, played, you_key_problems


def test_the_players_lines_are_in_the_second_person_and_solos_in_the_third():
    actions = played(GAME, {}, 1)
    assert {a.by for a in actions} >= {"player", "automa"}
    mine = [GAME.describe(a).key for a in actions if a.by == "player"]
    assert any(k.endswith("_you") for k in mine)
    assert [p for p in person_problems(GAME, actions) if "has a _you variant" in p or "is the Player's" in p] == []


def test_every_second_person_key_has_its_base_keys_placeholders():
    assert you_key_problems("duel") == []
