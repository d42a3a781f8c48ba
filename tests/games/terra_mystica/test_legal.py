"""``legal_moves`` (generated directly) equals trying every candidate on a copy of the state."""
from __future__ import annotations

import random

import pytest

from solo_desk.core.options import resolve_options
from solo_desk.games.terra_mystica import GAME, rules
from solo_desk.games.terra_mystica.content import catalogue
from solo_desk.games.terra_mystica.state import Pending, TransformBuild


def reachable_states(faction: str, seed: int, uniform: bool):
    """Every state of one game where the player decides: the built-in policy, or any legal move at random."""
    options = resolve_options(GAME.option_specs(), {"faction": faction, "power_mode": ("all", "dice")[seed % 2]})
    state = GAME.new_state(options, seed, "digital")
    rng = random.Random(seed)
    while GAME.result(state) is None:
        if GAME.to_move(state) == "automa":
            for action in GAME.propose(state).actions:
                state, _ = GAME.apply(state, action)
            continue
        yield state
        move = rng.choice(rules.legal_moves(state)) if uniform else GAME.player_policy(state, rng)
        state, _ = GAME.apply(state, move)


@pytest.mark.parametrize("faction", sorted(catalogue().factions))
def test_direct_legal_moves_equal_the_exhaustive_check(faction):
    checked = 0
    for uniform, seed in ((False, 1), (True, 2)):
        for i, state in enumerate(reachable_states(faction, seed, uniform)):
            if state.phase == "actions" and (state.pending or i % 3 == 0):
                assert rules.legal_moves(state) == rules.legal_moves_exhaustive(state), (faction, i)
                checked += 1
    assert checked >= 15


def test_leftover_spades_and_rich_states_agree_too():
    """States the playouts rarely reach: plenty of everything, held spades that may or may not build."""
    for state in reachable_states("giants", 3, False):
        if state.phase == "actions" and not state.pending and state.round >= 2:
            break
    rich = state.model_copy(update={"coins": 40, "workers": 30, "priests": 5, "power": [0, 0, 12]})
    assert rules.legal_moves(rich) == rules.legal_moves_exhaustive(rich)
    for build in (True, False):
        for source in ("ACT6", "round", "SH"):
            held = rich.model_copy(update={"pending": [Pending(kind="spades", amount=2, source=source, build=build)]})
            moves = rules.legal_moves(held)
            assert moves == rules.legal_moves_exhaustive(held)
            builds = [m for m in moves if isinstance(m, TransformBuild) and m.build]
            if not build or source == "round":
                assert not builds  # a spent build, or the round's cult-bonus spades: transform only
