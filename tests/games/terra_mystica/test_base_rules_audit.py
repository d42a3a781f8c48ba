"""Base-game rules from an audit against the official rules (faction boards, rulebook setup): the Witches'
Ride is free, the leftover bonus tiles get a coin before round 1, the Nomads' Sandstorm needs land
adjacency, the Giants transform only into wasteland with exactly 2 spades, the Alchemists' stronghold pays
2 power for every spade they get."""
import json
import shutil
from pathlib import Path

import pytest

from solo_desk.core import saves
from solo_desk.core.errors import BadInput, IllegalAction
from solo_desk.games.terra_mystica import GAME, rules
from solo_desk.games.terra_mystica.content import catalogue, colours_at, spade_distance
from solo_desk.games.terra_mystica.state import (
    RULES_VERSION, DropSpades, Pass, Pending, SetupPick, StartBonus, StartDwelling, TMState, TransformBuild,
)

from .helpers import run_automa


def start(faction: str, seed: int = 3) -> TMState:
    """Round 1 of a game with ``faction``, its starting dwellings on its first home hexes."""
    state = GAME.new_state({"faction": faction, "difficulty": "easy", "third_colour": "player"}, seed, "digital")
    home = catalogue().factions[faction].home
    state, _ = GAME.apply(state, SetupPick(item="third_colour", value=colours_at(home, 2)[0]))
    state = run_automa(state)
    count = catalogue().factions[faction].start_dwellings
    for h in [h for h, c in state.terrain.items() if c == home][:count]:
        state, _ = GAME.apply(state, StartDwelling(hex=h))
    state = run_automa(state)
    state, _ = GAME.apply(state, StartBonus(tile=state.bonus_pool[0]))
    return run_automa(state)


def only(state: TMState, buildings: dict) -> TMState:
    """The same state with only these buildings on the map."""
    state = rules.fork(state)
    state.buildings = dict(buildings)
    return state


def apply(state: TMState, action) -> TMState:
    state, _ = GAME.apply(state, action)
    GAME.check(state)
    return state


def refused(state: TMState, action) -> IllegalAction:
    with pytest.raises(IllegalAction) as info:
        GAME.apply(state, action)
    return info.value


def same_legal_lists(state: TMState) -> None:
    assert sorted(m.model_dump_json() for m in rules.legal_moves(state)) == sorted(
        m.model_dump_json() for m in rules.legal_moves_exhaustive(state))


def transforms(state: TMState, h: str) -> list[TransformBuild]:
    return [m for m in rules.legal_moves(state) if isinstance(m, TransformBuild) and m.hex == h]


# --- 1. the Witches' Ride: "Neither pay 1 Worker, nor 2 Coins for this Dwelling" -----------------------

@pytest.mark.rule("TM-GEN-BASE", "TM-ACT-NORMAL")
def test_the_witches_ride_dwelling_is_free():
    state = only(start("witches"), {"A1": ("player", "SH")})
    board = rules.board_of(state)
    far = next(h for h, c in state.terrain.items() if c == "green" and board.distance("A1", h) > 5)
    state.coins, state.workers = 10, 5
    after = apply(state, TransformBuild(hex=far, via="ride"))
    assert (after.coins, after.workers) == (10, 5)
    assert after.buildings[far] == ("player", "D")
    broke = rules.fork(state)
    broke.coins, broke.workers = 0, 0
    assert TransformBuild(hex=far, via="ride") in rules.legal_moves(broke)  # offered with nothing in hand
    assert apply(broke, TransformBuild(hex=far, via="ride")).buildings[far] == ("player", "D")
    same_legal_lists(broke)


# --- 2. setup: a coin on each leftover bonus tile before round 1 --------------------------------------

@pytest.mark.rule("TM-SETUP-BONUS", "TM-GEN-BASE")
def test_the_leftover_bonus_tiles_get_a_coin_before_round_one():
    state = start("witches")
    assert state.round == 1 and state.bonus_pool
    assert state.bonus_coins == {t: 1 for t in state.bonus_pool}
    tile = state.bonus_pool[0]
    after = apply(state, Pass(tile=tile))
    assert after.coins == state.coins + 1  # the tile's coin (round 1's cult bonus gives no coins here)
    assert all(after.bonus_coins[t] == 2 for t in state.bonus_pool if t != tile)  # and one more at the round end
    assert after.bonus_coins[state.bonus] == 1  # the tile returned when passing gets its first coin


# --- 3. the Nomads' Sandstorm: not across a river or a bridge -----------------------------------------

@pytest.mark.rule("TM-GEN-BASE", "TM-ACT-TERRAIN")
def test_the_sandstorm_does_not_reach_across_a_bridge():
    state = only(start("nomads"), {"B2": ("player", "SH")})
    board = rules.board_of(state)
    assert "C1" not in board.land_neighbours["B2"]
    state.bridges = [("B2", "C1")]
    state.terrain["C1"] = "green"
    assert rules.reach(state, "C1") == "direct"  # the bridge still counts for building normally
    assert not [m for m in transforms(state, "C1") if m.via == "sandstorm"]
    assert refused(state, TransformBuild(hex="C1", via="sandstorm")).key == "terra_mystica.error.sandstorm_not_adjacent"
    same_legal_lists(state)
    land = sorted(board.land_neighbours["B2"])[0]
    state.terrain[land] = "green"
    assert TransformBuild(hex=land, via="sandstorm") in transforms(state, land)
    assert apply(state, TransformBuild(hex=land, via="sandstorm")).buildings[land] == ("player", "D")


# --- 4. the Giants: only into wasteland, always exactly 2 spades ---------------------------------------

def giants_next_to(colour: str) -> tuple[TMState, str]:
    state = only(start("giants"), {"A1": ("player", "D")})
    near = sorted(rules.board_of(state).land_neighbours["A1"])[0]
    state.terrain[near] = colour
    return state, near


@pytest.mark.rule("TM-GEN-BASE", "TM-ACT-TERRAIN")
def test_a_single_cult_bonus_spade_of_the_giants_is_lost():
    state, near = giants_next_to("brown")
    state.pending = [Pending(kind="spades", amount=1, source="round")]
    state.used = ["passed"]
    for target in ("yellow", "black", "red"):
        assert refused(state, TransformBuild(hex=near, via="pending", build=False, target=target)).key in (
            "terra_mystica.error.giants_home_only", "terra_mystica.error.not_enough_spades")
    assert rules.legal_moves(state) == [DropSpades()]
    same_legal_lists(state)


@pytest.mark.rule("TM-GEN-BASE", "TM-ACT-TERRAIN")
def test_the_giants_transform_only_into_wasteland():
    state, near = giants_next_to("brown")
    state.power = [0, 0, 12]
    state.workers = 10
    state.buildings["A2" if near != "A2" else "B1"] = ("player", "SH")
    targets = {m.target or "red" for m in transforms(state, near)}
    assert targets == {"red"}
    error = refused(state, TransformBuild(hex=near, via="ACT5", build=False, target="yellow"))
    assert error.key == "terra_mystica.error.giants_home_only"
    assert refused(state, TransformBuild(hex=near, via="giants", build=False, target="yellow")).key == (
        "terra_mystica.error.giants_home_only")
    after = apply(state, TransformBuild(hex=near, via="ACT5", build=False, target=None))
    assert after.terrain[near] == "red" and after.workers == state.workers - 3  # 1 spade bought on top
    after = apply(state, TransformBuild(hex=near, via="giants", build=False))
    assert after.terrain[near] == "red" and after.workers == state.workers
    same_legal_lists(state)


# --- 5. the Alchemists' stronghold: 2 power per spade got, however -------------------------------------

def alchemists_with_stronghold() -> TMState:
    state = only(start("alchemists"), {"A1": ("player", "SH")})
    state.power = [12, 0, 0]
    return state


@pytest.mark.rule("TM-GEN-BASE", "TM-ACT-TERRAIN")
def test_the_alchemists_gain_power_for_round_end_spades_even_dropped():
    state = alchemists_with_stronghold()
    state.round_tiles = ["SCORE2"] + state.round_tiles[1:]  # 1 spade per 4 earth
    state.cults["earth"] = 8
    state.cults["water"] = state.cults["fire"] = state.cults["air"] = 0  # no other threshold on the way
    after = apply(state, Pass(tile=state.bonus_pool[0]))
    assert after.pending == [Pending(kind="spades", amount=2, source="round")]
    assert after.power == [8, 4, 0]  # 2 spades got: 4 power
    assert apply(after, DropSpades()).power == [8, 4, 0]


@pytest.mark.rule("TM-GEN-BASE", "TM-ACT-TERRAIN")
def test_the_alchemists_gain_power_for_both_spades_of_power_action_6_once():
    state = alchemists_with_stronghold()
    board = rules.board_of(state)
    near = sorted(board.land_neighbours["A1"])
    home = catalogue().factions["alchemists"].home
    wheel = catalogue().tables.wheel
    colour = next(c for c in wheel if spade_distance(c, home) == 1)
    state.terrain[near[0]] = state.terrain[near[1]] = colour
    state.power = [0, 0, 12]
    after = apply(state, TransformBuild(hex=near[0], via="ACT6"))
    assert after.power == [2, 4, 6]  # 6 spent (to bowl I), then 2 spades got: 4 power (bowl I to II)
    assert after.pending[0].kind == "spades" and after.pending[0].amount == 1
    again = apply(after, TransformBuild(hex=near[1], via="pending", build=False))
    assert again.power == after.power  # the second spade was already paid for


# --- 6. power action 6's second spade may be topped up (the action digs once, as in the reference) ------

@pytest.mark.rule("TM-GEN-BASE", "TM-ACT-TERRAIN")
def test_the_second_spade_of_power_action_6_may_be_topped_up_with_workers():
    state = only(start("witches"), {"A1": ("player", "D")})
    first, second = sorted(rules.board_of(state).land_neighbours["A1"])[:2]
    state.terrain[first], state.terrain[second] = "grey", "black"  # 1 and 2 spades from forest
    state.power, state.workers, state.coins = [0, 0, 12], 20, 20
    state = apply(state, TransformBuild(hex=first, via="ACT6"))
    assert state.pending == [Pending(kind="spades", amount=1, source="ACT6", build=False)]
    move = TransformBuild(hex=second, via="pending", build=False)
    assert move in rules.legal_moves(state)
    same_legal_lists(state)
    after = apply(state, move)
    assert after.terrain[second] == "green" and after.workers == state.workers - 3 and not after.pending
    # the cult-bonus spades are not topped up
    state.pending = [Pending(kind="spades", amount=1, source="round")]
    assert move not in rules.legal_moves(state)
    assert refused(state, move).key == "terra_mystica.error.not_enough_spades"


# --- old saves: the moves the fixed rules refuse still replay in the games that made them ---------------

SAVES = Path(__file__).parent / "saves"


@pytest.mark.rule("TM-GEN-BASE")
@pytest.mark.parametrize("name, hexes", [
    ("giants_any_terrain_before_fix.json", {"A10": "blue", "A8": "brown"}),
    ("nomads_sandstorm_bridge_before_fix.json", {"C1": "yellow"}),
])
def test_a_save_made_before_the_fixes_opens_and_replays(tmp_path, name, hexes):
    path = tmp_path / name
    shutil.copy(SAVES / name, path)
    raw = json.loads(path.read_text())
    assert "rules_version" not in raw["initial_state"]
    session = saves.load(path)
    assert session.state.rules_version == 1 and session.cursor == len(session.steps)
    assert {h: session.state.terrain[h] for h in hexes} == hexes
    same_legal_lists(session.state)  # the board offers what these rules accept
    saves.save(session, path)  # written again, it keeps its rules
    assert saves.load(path).state == session.state
    # the same moves in a game under the fixed rules are refused: the version is what lets them replay
    raw["initial_state"]["rules_version"] = RULES_VERSION
    path.write_text(json.dumps(raw))
    with pytest.raises(BadInput) as info:
        saves.load(path)
    assert info.value.key == "save_invalid" and info.value.params["detail"]["key"] == "save_replay_failed"


def test_a_new_game_has_the_fixed_rules():
    assert GAME.new_state({"faction": "giants"}, 1, "digital").rules_version == RULES_VERSION == 2


@pytest.mark.gui
@pytest.mark.rule("TM-SETUP-BONUS")
def test_the_board_shows_the_coin_on_each_leftover_bonus_tile_in_round_one(window, qtbot):
    from .test_scene import open_state, piece

    state = start("witches")
    scene = open_state(window, qtbot, state)
    for tile in state.bonus_pool:
        assert "1 coin on it" in piece(scene, ("bonus", tile)).lines  # one coin, said in the singular
