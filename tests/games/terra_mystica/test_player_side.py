"""The player's side of the base game: rules the final score depends on (TM-GEN-BASE, TM-ACT-NORMAL)."""
from __future__ import annotations

import pytest

from solo_desk.core.errors import IllegalAction
from solo_desk.games.terra_mystica import GAME, rules
from solo_desk.games.terra_mystica.state import (
    Burn, DoubleAction, EditBuilding, EditResources, Pass, PowerAction, RiverTown, StartBonus, StartDwelling, TakeTown,
    TMState, TransformBuild,
)

from .helpers import run_automa, witches_in_round_one


def in_round_one(faction: str, seed: int = 5) -> TMState:
    """Any faction in round 1, its starting dwellings on the first free home hexes."""
    state = run_automa(GAME.new_state({"faction": faction, "third_colour": "random"}, seed, "digital"))
    while state.phase == "dwellings":
        home = rules.faction_of(state).home
        state, _ = GAME.apply(state, StartDwelling(hex=next(h for h, c in state.terrain.items()
                                                            if c == home and h not in state.buildings)))
    state = run_automa(state)
    state, _ = GAME.apply(state, StartBonus(tile=state.bonus_pool[0]))
    return run_automa(state)


def with_buildings(state: TMState, placed: dict[str, str]) -> TMState:
    """Clear the map of every building, then put the player's ``placed`` (hex -> D/TP/TE/SH/SA)."""
    for h in list(state.buildings):
        state, _ = GAME.apply(state, EditBuilding(hex=h))
    for h, kind in placed.items():
        state, _ = GAME.apply(state, EditBuilding(hex=h, owner="player", building=kind))
    return state


def river_pair(board) -> tuple[str, tuple[str, str], tuple[str, str]]:
    """A river cell with two land pairs on opposite banks: (cell, (x, x2), (y, y2)), no land path between them short."""
    for r, land in ((r, [h for h in board.terrain if r in board.river_neighbours[h]]) for r in board.river_neighbours if r not in board.terrain):
        for x in land:
            for y in land:
                if x >= y or y in board.land_neighbours[x] or frozenset((x, y)) in board.bridgeable:
                    continue
                near_y = set(board.land_neighbours[y]) | {y}
                x2 = next((n for n in board.land_neighbours[x] if n not in near_y and not set(board.land_neighbours[n]) & near_y), None)
                near_x = set(board.land_neighbours[x]) | {x, x2}
                y2 = next((n for n in board.land_neighbours[y] if n not in near_x and not set(board.land_neighbours[n]) & near_x), None)
                if x2 and y2 and board.island[x] != board.island[y]:
                    return r, (x, x2), (y, y2)
    raise AssertionError("no river with two banks")


@pytest.mark.rule("TM-ACT-NORMAL")
def test_the_mermaids_found_a_town_across_one_river_cell():
    state = in_round_one("mermaids")
    r, (x, x2), (y, y2) = river_pair(rules.board_of(state))
    state = with_buildings(state, {x: "SH", x2: "D", y: "TP", y2: "D"})  # power 3+1+2+1 = 7, four buildings
    assert not state.pending and not state.town_hexes  # two groups: no town by direct adjacency
    assert RiverTown(river=r) in rules.legal_moves(state)
    after, _ = GAME.apply(state, RiverTown(river=r))
    assert set(after.town_hexes) == {x, x2, y, y2} and after.pending[0].kind == "town"
    after, _ = GAME.apply(after, TakeTown(tile="TW1"))
    tile = rules.round_tile(state)
    assert after.towns == ["TW1"] and after.keys == 1
    assert after.vp == state.vp + 5 + (tile.vp if tile.vp_for == "town" else 0)  # TW1, and the round tile's town VP
    with pytest.raises(IllegalAction):  # the same buildings cannot found a second town
        GAME.apply(after, RiverTown(river=r))


@pytest.mark.rule("TM-ACT-NORMAL")
def test_a_river_town_needs_the_mermaids_and_a_town_worth_of_buildings():
    state = in_round_one("mermaids")
    r, (x, x2), (y, y2) = river_pair(rules.board_of(state))
    weak = with_buildings(state, {x: "TP", x2: "D", y: "TP", y2: "D"})  # power 6
    assert RiverTown(river=r) not in rules.legal_moves(weak)
    with pytest.raises(IllegalAction):
        GAME.apply(weak, RiverTown(river=r))
    witches = with_buildings(in_round_one("witches"), {x: "SH", x2: "D", y: "TP", y2: "D"})
    with pytest.raises(IllegalAction):
        GAME.apply(witches, RiverTown(river=r))


def test_towns_need_power_seven_and_four_buildings_the_sanctuary_counting_two():
    state = in_round_one("witches")
    board = rules.board_of(state)
    a = next(h for h in board.terrain if len(board.land_neighbours[h]) >= 5)
    b, c, d = board.land_neighbours[a][:3]
    four_small = with_buildings(state, {a: "TP", b: "D", c: "D", d: "D"})  # 4 buildings, power 5
    assert not four_small.town_hexes
    assert rules.town_qualifies(four_small, {a, b, c, d}) is False
    three_with_sanctuary = with_buildings(state, {a: "SA", b: "SH", c: "D"})  # counts as 4, power 7
    assert rules.town_qualifies(three_with_sanctuary, {a, b, c})
    three_plain = with_buildings(state, {a: "SH", b: "TE", c: "TP"})  # power 7 but 3 buildings
    assert not rules.town_qualifies(three_plain, {a, b, c})
    fav5 = four_small.model_copy(update={"favours": ["FAV5"]})  # FAV5 lowers the power to 6
    assert not rules.town_qualifies(fav5, {a, b, c, d})
    assert rules.town_qualifies(with_buildings(fav5, {a: "TP", b: "TP", c: "D", d: "D"}), {a, b, c, d})
    sold_out = fav5.model_copy(update={"towns": ["TW1", "TW1", "TW2", "TW2", "TW3", "TW3", "TW4", "TW4", "TW5", "TW5"]})
    assert not rules.town_qualifies(with_buildings(sold_out, {a: "TP", b: "TP", c: "D", d: "D"}), {a, b, c, d})


def one_spade_hexes(state: TMState) -> list[str]:
    home = rules.faction_of(state).home
    return [h for h in state.terrain if h not in state.buildings and rules.reach(state, h)
            and rules.spades_needed(state, state.terrain[h], home) == 1]


@pytest.mark.rule("TM-ACT-NORMAL")
def test_power_action_6_second_spade_goes_to_another_hex_without_a_second_dwelling():
    state = with_buildings(witches_in_round_one(), {"A10": "D", "G3": "D"})  # the opponents' dwellings lifted
    state, _ = GAME.apply(state, EditResources(power=[0, 0, 12]))
    first, second = one_spade_hexes(state)[:2]
    state, _ = GAME.apply(state, TransformBuild(hex=first, via="ACT6"))
    assert state.buildings[first] == ("player", "D")
    assert [(p.kind, p.amount, p.build) for p in state.pending] == [("spades", 1, False)]
    with pytest.raises(IllegalAction):  # one of the two hexes only gets a dwelling
        GAME.apply(state, TransformBuild(hex=second, via="pending"))
    state, _ = GAME.apply(state, TransformBuild(hex=second, via="pending", build=False))
    assert state.terrain[second] == "green" and not state.pending and second not in state.buildings


@pytest.mark.rule("TM-ACT-NORMAL")
def test_power_action_6_transform_only_leaves_a_spade_that_may_still_build():
    state = with_buildings(witches_in_round_one(), {"A10": "D", "G3": "D"})  # the opponents' dwellings lifted
    state, _ = GAME.apply(state, EditResources(power=[0, 0, 12]))
    first, second = one_spade_hexes(state)[:2]
    state, _ = GAME.apply(state, TransformBuild(hex=first, via="ACT6", build=False))
    assert state.terrain[first] == "green" and state.pending[0].build
    workers = state.workers
    state, _ = GAME.apply(state, TransformBuild(hex=second, via="pending"))
    assert state.buildings[second] == ("player", "D") and state.workers == workers - 1  # the dwelling's price only


def test_spades_from_the_round_bonus_are_used_after_passing_without_the_shipping_bonus():
    state = witches_in_round_one()
    state = state.model_copy(update={"bonus": "BON4"})
    assert rules.shipping_level(state) == 1
    passed = state.model_copy(update={"used": ["passed"]})
    assert rules.shipping_level(passed) == 0  # the tile taken when passing is for the next round


@pytest.mark.parametrize("faction", ["dwarves", "fakirs"])
def test_the_shipping_bonus_gives_nothing_to_the_dwarves_and_fakirs(faction):
    state = in_round_one(faction)
    with_tile = state.model_copy(update={"bonus": "BON4"})
    assert rules.shipping_level(with_tile) == 0
    free = [h for h in state.terrain if h not in state.buildings]
    assert [rules.reach(with_tile, h) for h in free] == [rules.reach(state, h) for h in free]


@pytest.mark.rule("TM-ACT-NORMAL")
def test_the_chaos_magicians_double_action_once_a_round_with_their_stronghold():
    state = in_round_one("chaosmagicians")
    assert DoubleAction() not in rules.legal_moves(state)
    with pytest.raises(IllegalAction):
        GAME.apply(state, DoubleAction())
    state, _ = GAME.apply(state, EditBuilding(hex=state.start_dwellings[0], owner="player", building="SH"))
    assert DoubleAction() in rules.legal_moves(state)
    after, _ = GAME.apply(state, DoubleAction())
    assert "SH" in after.used and DoubleAction() not in rules.legal_moves(after)
    assert (after.coins, after.workers, after.power, after.vp) == (state.coins, state.workers, state.power, state.vp)
    with pytest.raises(IllegalAction):
        GAME.apply(after, DoubleAction())
    with pytest.raises(IllegalAction):  # nobody else has it
        GAME.apply(in_round_one("giants"), DoubleAction())


def test_the_mermaids_stronghold_advances_shipping_with_its_vp():
    state = in_round_one("mermaids")
    state, _ = GAME.apply(state, EditResources(coins=20, workers=20))
    trading = next(h for h in state.start_dwellings)
    state, _ = GAME.apply(state, EditBuilding(hex=trading, owner="player", building="TP"))
    vp, shipping = state.vp, state.shipping
    from solo_desk.games.terra_mystica.state import Upgrade

    state, _ = GAME.apply(state, Upgrade(hex=trading, to="SH"))
    assert state.shipping == shipping + 1
    gained = rules.faction_of(state).shipping.vp[state.shipping - 1]
    assert gained == 2 and state.vp - vp >= gained


def test_sacrificing_power_removes_tokens_and_the_state_stays_consistent():
    state = witches_in_round_one()
    state, _ = GAME.apply(state, EditResources(power=[0, 12, 0]))
    state, _ = GAME.apply(state, Burn(count=3))
    assert state.power == [0, 6, 3] and state.burned == 3
    GAME.check(state)
    state, _ = GAME.apply(state, EditResources(power=[2, 2, 2]))  # mirroring the table: the missing tokens were burned
    assert state.burned == 6
    GAME.check(state)


def test_power_action_spades_need_a_power_action_that_is_open():
    state = witches_in_round_one(power_mode="dice")
    state, _ = GAME.apply(state, EditResources(power=[0, 0, 12]))
    blocked = state.blocked[0]
    if blocked in (2, 3, 4):
        with pytest.raises(IllegalAction):
            GAME.apply(state, PowerAction(number=blocked))
    open_ = next(n for n in (2, 3, 4) if n not in state.blocked)
    after, _ = GAME.apply(state, PowerAction(number=open_))
    with pytest.raises(IllegalAction):
        GAME.apply(after, PowerAction(number=open_))
    assert Pass(tile=after.bonus_pool[0]) in rules.legal_moves(after)
