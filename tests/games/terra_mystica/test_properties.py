"""Properties over random map positions (hypothesis): opponent placement and map distances."""
from __future__ import annotations

import functools
import math
from collections import deque

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import pytest

from solo_desk.games.terra_mystica import GAME, rules
from solo_desk.games.terra_mystica.content import catalogue
from solo_desk.games.terra_mystica.state import EditBuilding, OpponentPlace, StartDwelling

MAPS = sorted(catalogue().layouts)
FACTIONS = sorted(catalogue().factions)


@functools.cache
def cells(map_id: str) -> dict[str, tuple[float, float]]:
    """Every cell of the layout (land and river) at its centre, built from the rows alone."""
    out = {}
    river = 0
    for row, text in enumerate(catalogue().layouts[map_id].rows):
        land = 0
        for col, word in enumerate(text.split()):
            if word == "~":
                name, river = f"r{river}", river + 1
            else:
                land += 1
                name = f"{'ABCDEFGHIJKLMNOP'[row]}{land}"
            out[name] = (col + (0.5 if row % 2 else 0.0), row * math.sqrt(3) / 2)
    return out


@functools.cache
def brute_distances(map_id: str, start: str) -> dict[str, int]:
    """Breadth-first search from ``start`` over the map's cells, neighbours = centres one apart."""
    centre = cells(map_id)
    dist = {start: 0}
    todo = deque([start])
    while todo:
        here = todo.popleft()
        x, y = centre[here]
        for other, (u, v) in centre.items():
            if other not in dist and abs(math.hypot(u - x, v - y) - 1) < 1e-6:
                dist[other] = dist[here] + 1
                todo.append(other)
    return dist


@pytest.mark.rule("TM-DWELL-DIST")
@settings(max_examples=60, deadline=None)
@given(st.sampled_from(MAPS), st.data())
def test_map_distances_agree_with_a_brute_force_search(map_id, data):
    board = catalogue().board(map_id)
    land = sorted(board.terrain)
    a = data.draw(st.sampled_from(land))
    b = data.draw(st.sampled_from(land))
    assert board.distance(a, b) == brute_distances(map_id, a)[b]
    assert board.distance(a, b) == board.distance(b, a)
    near = {n for n, d in brute_distances(map_id, a).items() if d == 1 and n in board.terrain}
    assert near == set(board.land_neighbours[a])


@pytest.mark.rule("TM-DWELL-PLACE", "TM-ACT-TERRAIN")
@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(MAPS), st.sampled_from(FACTIONS), st.integers(0, 10_000), st.data())
def test_opponent_dwellings_go_on_their_own_free_terrain_nearest_the_reference(map_id, faction, seed, data):
    state = GAME.new_state({"faction": faction, "map": map_id, "third_colour": "random"}, seed, "digital")
    proposal = GAME.propose(state)
    for action in proposal.actions:
        state, _ = GAME.apply(state, action)
    free = [h for h in state.terrain if h not in state.buildings]
    # some hexes already taken (by the opponents' colours, as edits), then the player's starting dwellings
    for h in data.draw(st.lists(st.sampled_from(free), max_size=12, unique=True)):
        if state.terrain[h] in state.colours and state.opp_supply[state.terrain[h]]["D"] > 2:
            state, _ = GAME.apply(state, EditBuilding(hex=h, owner=state.terrain[h]))
    home = rules.faction_of(state).home
    homes = [h for h, c in state.terrain.items() if c == home and h not in state.buildings]
    for h in data.draw(st.lists(st.sampled_from(homes), min_size=rules.faction_of(state).start_dwellings,
                                max_size=rules.faction_of(state).start_dwellings, unique=True)):
        state, _ = GAME.apply(state, StartDwelling(hex=h))
    before = dict(state.buildings)
    for action in GAME.propose(state).actions:
        if action.kind == "opponent_start" and action.hex:
            candidates = [h for h, c in state.terrain.items() if c == action.colour and h not in state.buildings]
            assert state.terrain[action.hex] == action.colour and action.hex not in state.buildings
            assert rules.board_of(state).distance(action.ref, action.hex) == min(
                rules.board_of(state).distance(action.ref, h) for h in candidates)
        elif action.kind == "opponent_start":
            assert not any(c == action.colour and h not in state.buildings for h, c in state.terrain.items())
        state, _ = GAME.apply(state, action)
    placed = {h: b for h, b in state.buildings.items() if h not in before}
    assert all(owner in state.colours and state.terrain[h] == owner and kind == "D" for h, (owner, kind) in placed.items())
    assert all(state.buildings[h] == b for h, b in before.items())  # nothing occupied was replaced
    GAME.check(state)


@pytest.mark.rule("TM-ACT-PLACE", "TM-ACT-TERRAIN")
@settings(max_examples=30, deadline=None)
@given(st.sampled_from(FACTIONS), st.integers(0, 10_000), st.data())
def test_the_new_action_places_only_on_free_hexes_of_that_colour(faction, seed, data):
    from .test_player_side import in_round_one

    state = in_round_one(faction, seed % 50)
    colour = data.draw(st.sampled_from(state.colours))
    hex_ = data.draw(st.sampled_from(sorted(state.terrain)))
    legal = rules.is_legal(state, OpponentPlace(colour=colour, hex=hex_))
    assert legal == (state.terrain[hex_] == colour and hex_ not in state.buildings)
