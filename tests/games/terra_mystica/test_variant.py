import pytest

from solo_desk.core.errors import IllegalAction
from solo_desk.games.terra_mystica import GAME, rules
from solo_desk.games.terra_mystica.content import catalogue
from solo_desk.games.terra_mystica.state import (
    BlockPower, Income, Leech, OpponentPlace, OpponentUpgrade, Pass, PowerAction, SetupPick, StartDwelling,
)

from .helpers import run_automa, witches_in_round_one, witches_opponents_placed, witches_setup

EXAMPLE_3 = [("blue", "A11"), ("grey", "C5"), ("red", "A9"), ("blue", "H4"), ("grey", "I9"), ("red", "G2")]


@pytest.mark.rule("TM-DWELL-COUNT", "TM-DWELL-ORDER", "TM-DWELL-PLACE", "TM-DWELL-DIST", "TM-DWELL-TIE-ISLAND", "TM-SETUP-SUPPLY")
@pytest.mark.parametrize("difficulty", ["easy", "intermediate", "hard"])
def test_example_3_opponent_dwellings_for_the_witches(difficulty):
    state = witches_setup(difficulty)
    assert GAME.propose(state).rule == "TM-DWELL-ORDER"  # the player places first
    for hex_ in ("A10", "G3"):
        state, _ = GAME.apply(state, StartDwelling(hex=hex_))
    proposal = GAME.propose(state)
    assert [(a.colour, a.hex) for a in proposal.actions] == EXAMPLE_3
    assert all(step.rule.startswith("TM-") for step in proposal.trace)
    island = [s for s in proposal.trace if s.rule == "TM-DWELL-TIE-ISLAND"]
    assert len(island) == 1 and island[0].kept == ["I9"] and [d.candidate for d in island[0].dropped] == ["E7"]
    after = run_automa(state)
    assert after.opp_supply == {c: {"D": 6, "TP": 4} for c in ("blue", "grey", "red")}


@pytest.mark.rule("TM-CULT-PLACE", "TM-CULT-EASY", "TM-CULT-INTERMEDIATE", "TM-CULT-HARD", "TM-CULT-ORDER", "TM-CULT-PLAYER", "TM-SCENARIO")
@pytest.mark.parametrize("difficulty,values", [("easy", [3, 5, 7]), ("intermediate", [4, 6, 8]), ("hard", [5, 7, 9])])
def test_example_2_cult_pawns(difficulty, values):
    state = witches_setup(difficulty)
    for cult in ("fire", "water", "earth", "air"):
        assert sorted(state.opp_cults[c][cult] for c in state.colours) == values
    assert state.cults == {"fire": 0, "water": 0, "earth": 0, "air": 2}  # the Witches' board


@pytest.mark.rule("TM-DWELL-COUNT")
@pytest.mark.parametrize("faction,count", [("chaosmagicians", 1), ("nomads", 3), ("giants", 2)])
def test_opponents_get_one_dwelling_per_player_starting_dwelling(faction, count):
    state = GAME.new_state({"faction": faction}, 5, "digital")
    state = run_automa(state)
    homes = [h for h, c in state.terrain.items() if c == catalogue().factions[faction].home]
    for h in homes[:count]:
        state, _ = GAME.apply(state, StartDwelling(hex=h))
    state = run_automa(state)
    for colour in state.colours:
        assert sum(1 for o, _ in state.buildings.values() if o == colour) == count


@pytest.mark.rule("TM-SETUP-BONUS", "TM-GEN-MODE", "TM-GEN-MODE-RANDOM", "TM-FACTION-PLAYER", "TM-SETUP-BOARD")
def test_random_mode_draws_faction_colour_round_and_four_bonus_tiles():
    state = GAME.new_state({}, 11, "digital")
    proposal = GAME.propose(state)
    items = [a.item for a in proposal.actions]
    assert items[:2] == ["faction", "third_colour"] and items.count("cults") == 1
    state = run_automa(state)
    assert state.faction in catalogue().factions and len(state.colours) == 3
    assert len(state.round_tiles) == 6 and "SCORE1" not in state.round_tiles[4:]
    assert len(state.bonus_pool) == 4 and len(set(state.bonus_pool)) == 4


@pytest.mark.rule("TM-GEN-MODE-WEIGHTED")
def test_chosen_mode_lets_the_player_pick_colour_and_round_tiles_but_not_bonus_tiles():
    state = GAME.new_state({"faction": "witches", "selection": "chosen"}, 1, "digital")
    assert GAME.to_move(state) == "player"
    state, _ = GAME.apply(state, SetupPick(item="third_colour", value="black"))
    for n, tile in enumerate(["SCORE1", "SCORE2", "SCORE3", "SCORE4", "SCORE5", "SCORE6"], 1):
        assert GAME.to_move(state) == "player"
        state, _ = GAME.apply(state, SetupPick(item=f"round_tile_{n}", value=tile))
    assert GAME.to_move(state) == "automa"  # TM-SETUP-BONUS: random in both modes
    state = run_automa(state)
    assert len(state.bonus_pool) == 4


def test_spade_round_tile_is_refused_in_rounds_five_and_six():
    state = GAME.new_state({"faction": "witches", "selection": "chosen"}, 1, "digital")
    state, _ = GAME.apply(state, SetupPick(item="third_colour", value="black"))
    for n, tile in enumerate(["SCORE2", "SCORE3", "SCORE4", "SCORE5"], 1):
        state, _ = GAME.apply(state, SetupPick(item=f"round_tile_{n}", value=tile))
    with pytest.raises(IllegalAction):
        GAME.apply(state, SetupPick(item="round_tile_5", value="SCORE1"))


@pytest.mark.rule("TM-POWER-MODE", "TM-POWER-BLOCK", "TM-POWER-COUNT", "TM-POWER-D6")
def test_derived_example_8_rolls_4_4_1_6_block_coins_bridge_two_spades():
    state = witches_opponents_placed("intermediate", power_mode="dice")
    state, _ = GAME.apply(state, GAME.legal_actions(state)[0])
    state, _ = GAME.apply(state, Income(by="automa"))
    state = state.model_copy(update={"mode": "companion"})  # the example's dice, rolled at the table
    state, done = GAME.apply(state, BlockPower(by="automa").with_outcomes(rolls=[4, 4, 1, 6]))
    assert state.blocked == [1, 4, 6]
    with pytest.raises(IllegalAction):
        GAME.apply(state, PowerAction(number=4))
    state = state.model_copy(update={"power": [0, 0, 12]})
    state, _ = GAME.apply(state, PowerAction(number=2))  # gain a priest is available
    with pytest.raises(IllegalAction):
        GAME.apply(state, PowerAction(number=2))  # once per round


@pytest.mark.rule("TM-POWER-BLOCK", "TM-POWER-COUNT")
@pytest.mark.parametrize("difficulty,count", [("easy", 2), ("intermediate", 3), ("hard", 4)])
def test_dice_mode_blocks_n_distinct_actions_each_round(difficulty, count):
    state = witches_in_round_one(difficulty, power_mode="dice")
    assert len(state.blocked) == count and len(set(state.blocked)) == count


@pytest.mark.rule("TM-POWER-PRESET")
def test_preset_mode_rolls_all_six_rounds_before_the_game():
    state = witches_setup("hard", power_mode="preset")
    assert len(state.blocked_plan) == 6 and all(len(set(r)) == 4 for r in state.blocked_plan)
    state = witches_in_round_one("hard", power_mode="preset")
    assert state.blocked == state.blocked_plan[0]


@pytest.mark.rule("TM-POWER-ALL")
def test_all_mode_blocks_nothing():
    state = witches_in_round_one("hard")
    assert state.blocked == [] and state.phase == "actions"


@pytest.mark.rule("TM-ACT-PLACE", "TM-ACT-TERRAIN", "TM-ACT-NOADJ", "TM-ACT-COST", "TM-ACT-ONCE")
def test_placing_an_opponent_dwelling():
    state = witches_in_round_one()
    before = (state.coins, state.workers, state.priests)
    with pytest.raises(IllegalAction):
        GAME.apply(state, OpponentPlace(colour="blue", hex="C5"))  # grey, occupied
    with pytest.raises(IllegalAction):
        GAME.apply(state, OpponentPlace(colour="blue", hex="A12"))  # red hex
    far, _ = GAME.apply(state, OpponentPlace(colour="blue", hex="D2"))  # nowhere near anything
    assert far.buildings["D2"] == ("blue", "D") and (far.coins, far.workers, far.priests) == before
    assert far.pending == []
    with pytest.raises(IllegalAction):
        GAME.apply(far, OpponentPlace(colour="blue", hex="E4"))  # once per colour per round
    near, _ = GAME.apply(state, OpponentPlace(colour="grey", hex="H6"))  # H6 is not next to G3
    assert near.pending == []


@pytest.mark.rule("TM-ACT-UPGRADE", "TM-ACT-LEECH")
def test_upgrading_an_opponent_dwelling_returns_it_and_feeds_power():
    state = witches_in_round_one()
    state, _ = GAME.apply(state, OpponentUpgrade(colour="blue", hex="A11"))
    assert state.buildings["A11"] == ("blue", "TP")
    assert state.opp_supply["blue"] == {"D": 7, "TP": 3}
    assert state.pending[0].kind == "leech" and state.pending[0].amount == 1  # next to the Witches' A10
    with pytest.raises(IllegalAction):
        GAME.apply(state, OpponentUpgrade(colour="blue", hex="H4"))  # pending power offer first
    state, _ = GAME.apply(state, Leech(accept=False))
    with pytest.raises(IllegalAction):
        GAME.apply(state, OpponentUpgrade(colour="blue", hex="H4"))  # once per round


@pytest.mark.rule("TM-ACT-ONCE")
def test_opponent_actions_come_back_next_round():
    state = witches_in_round_one()
    state, _ = GAME.apply(state, OpponentPlace(colour="blue", hex="D2"))
    state, _ = GAME.apply(state, Pass(tile=state.bonus_pool[0]))
    state = run_automa(state)
    state, _ = GAME.apply(state, OpponentPlace(colour="blue", hex="E4"))
    assert state.opp_supply["blue"]["D"] == 4


@pytest.mark.rule("TM-ACT-PLACE")
def test_empty_dwelling_supply_forbids_placing():
    state = witches_in_round_one()
    state = state.model_copy(update={"opp_supply": {**state.opp_supply, "red": {"D": 0, "TP": 4}}})
    with pytest.raises(IllegalAction):
        GAME.apply(state, OpponentPlace(colour="red", hex="A12"))


@pytest.mark.rule("TM-SCORE-AREA", "TM-SCORE-AREA-EASY", "TM-SCORE-AREA-INTERMEDIATE", "TM-SCORE-AREA-HARD", "TM-SCORE-AREA-TIE")
def test_derived_example_6_area_bonus_table():
    table = {
        "easy": [0, 0, 0, 0, 0, 0, 0, 3, 6, 9, 12, 15, 18, 18, 18],
        "intermediate": [0, 0, 0, 0, 0, 0, 0, 0, 3, 6, 9, 12, 15, 18, 18],
        "hard": [0, 0, 0, 0, 0, 0, 0, 0, 0, 3, 6, 9, 12, 15, 18],
    }
    for level, row in table.items():
        values = catalogue().variant.difficulties[level].area_values
        assert [rules.rank_share(n, values, [18, 12, 6]) for n in range(15)] == row
    assert rules.rank_share(12, [8, 10, 12], [18, 12, 6]) == 15  # EXAMPLE 4


@pytest.mark.rule("TM-SCORE-CULT", "TM-CULT-STATIC")
def test_derived_example_7_cult_majorities():
    table = {
        "easy": [0, 0, 0, 1, 2, 3, 4, 6, 8, 8, 8],
        "intermediate": [0, 0, 0, 0, 1, 2, 3, 4, 6, 8, 8],
        "hard": [0, 0, 0, 0, 0, 1, 2, 3, 4, 6, 8],
    }
    for level, row in table.items():
        values = catalogue().variant.difficulties[level].cult_values
        assert [rules.rank_share(n, values, [8, 4, 2]) for n in range(11)] == row
