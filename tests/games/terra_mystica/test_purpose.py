"""Why the variant's opponents exist: a power engine and space denial (TM-ACT-PURPOSE), hence neighbouring
colours on the terraform wheel (TM-SETUP-COLOURS-RATIONALE).

Seed 001: "L'unica ragione per queste azioni è quella di provvedere un motore di potere, limitando inoltre lo
spazio disponibile per l'espansione della propria razza (per questo gli altri colori da scegliere in gioco sono
quelli limitrofi nei colori al terreno ideale della fazione scelta)."
"""
from __future__ import annotations

import pytest

from solo_desk.core.errors import IllegalAction
from solo_desk.games.terra_mystica import GAME, rules
from solo_desk.games.terra_mystica.content import catalogue
from solo_desk.games.terra_mystica.state import (
    Leech, OpponentPlace, OpponentUpgrade, Pass, SetupPick, TMState, TransformBuild, Upgrade,
)

from .helpers import run_automa, witches_in_round_one

FACTIONS = sorted(catalogue().factions)


# --- TM-SETUP-COLOURS-RATIONALE -------------------------------------------------------------------


def wheel_steps(a: str, b: str) -> int:
    """Spade distance walked on the game's own wheel (content), independently of ``content.spade_distance``."""
    wheel = catalogue().tables.wheel
    i, steps = wheel.index(a), 0
    left = right = i
    while wheel[left] != b and wheel[right] != b:
        left, right, steps = (left - 1) % len(wheel), (right + 1) % len(wheel), steps + 1
    return steps


def assert_opponents_take_the_cheapest_colours(state: TMState) -> None:
    wheel = catalogue().tables.wheel
    home = rules.faction_of(state).home
    assert home in wheel  # TM-AMB-21: only factions on the 7-colour wheel
    opponents = state.colours
    assert len(opponents) == 3 and len(set(opponents)) == 3 and set(opponents) <= set(wheel) - {home}
    left_out = set(wheel) - {home} - set(opponents)
    # the seed's exact rule (TM-SETUP-COLOURS): both 1-spade neighbours, plus one 2-spade colour
    assert sorted(wheel_steps(home, c) for c in opponents) == [1, 1, 2], (home, opponents)
    # ...so no colour cheaper than any opponent's is left for the player alone
    assert max(wheel_steps(home, c) for c in opponents) <= min(wheel_steps(home, c) for c in left_out)
    assert {c for c in wheel if wheel_steps(home, c) == 1} <= set(opponents)
    # the same with the price the game actually charges to terraform into the home terrain
    # (spades_needed also covers fixed-cost factions, e.g. the Giants' 2 spades for every terrain)
    cost = {c: rules.spades_needed(state, c, home) for c in set(wheel) - {home}}
    assert max(cost[c] for c in opponents) <= min(cost[c] for c in left_out), (home, opponents, cost)
    # and on the board: the opponents' pieces can only ever stand on those cheapest terrains
    assert all(state.terrain[h] == owner for h, (owner, _) in state.buildings.items() if owner != "player")


@pytest.mark.rule("TM-SETUP-COLOURS-RATIONALE", "TM-SETUP-COLOURS", "TM-SETUP-COLOURS-1SPADE", "TM-SETUP-COLOURS-2SPADE")
@pytest.mark.parametrize("faction", FACTIONS)
def test_chosen_mode_every_offered_third_colour_keeps_the_opponents_on_the_cheapest_colours(faction):
    state = GAME.new_state({"faction": faction, "selection": "chosen"}, 1, "digital")
    offered = [a for a in GAME.legal_actions(state) if isinstance(a, SetupPick)]
    assert offered and all(a.item == "third_colour" for a in offered)
    home = rules.faction_of(state).home
    assert {a.value for a in offered} == {c for c in catalogue().tables.wheel if wheel_steps(home, c) == 2}
    for pick in offered:
        chosen, _ = GAME.apply(state, pick)
        assert_opponents_take_the_cheapest_colours(chosen)


@pytest.mark.rule("TM-SETUP-COLOURS-RATIONALE")
@pytest.mark.parametrize("difficulty", ["easy", "intermediate", "hard"])
def test_random_mode_colours_are_the_cheapest_for_every_faction_and_scenario(difficulty):
    for faction in FACTIONS:
        thirds = set()
        for seed in range(8):
            state = run_automa(GAME.new_state({"faction": faction, "difficulty": difficulty}, seed, "digital"))
            assert state.phase == "dwellings"
            assert_opponents_take_the_cheapest_colours(state)
            thirds.add(state.colours[2])
        assert len(thirds) == 2, (faction, thirds)  # both 2-spade options were drawn and checked


@pytest.mark.rule("TM-SETUP-COLOURS-RATIONALE")
def test_random_faction_draws_also_get_the_cheapest_colours():
    seen = set()
    for seed in range(40):
        state = run_automa(GAME.new_state({"faction": "random"}, seed, "digital"))
        assert_opponents_take_the_cheapest_colours(state)
        seen.add(state.faction)
    assert len(seen) >= 8


def test_the_helper_rejects_colours_that_are_not_the_neighbours():
    """The property can fail: swap a 1-spade colour for the far side of the wheel."""
    state = run_automa(GAME.new_state({"faction": "witches"}, 1, "digital"))
    home = rules.faction_of(state).home
    far = next(c for c in catalogue().tables.wheel if wheel_steps(home, c) == 3)
    wrong = state.model_copy(update={"colours": [far] + state.colours[1:]})
    with pytest.raises(AssertionError):
        assert_opponents_take_the_cheapest_colours(wrong)


# --- TM-ACT-PURPOSE ------------------------------------------------------------------------------


def witches_next_to_free_red() -> TMState:
    """The Witches' game (blue, grey, red; A10, G3) expanded to B5 and C4 in round 1, now in round 2.

    C4 borders D6, a free red hex: the opponents' starting dwellings took every opponent-coloured hex next to
    A10 and G3, so the player has to expand before a new opponent dwelling can stand beside them.
    """
    state = witches_in_round_one()
    state, _ = GAME.apply(state, TransformBuild(hex="B5"))  # black: two spades
    state, _ = GAME.apply(state, TransformBuild(hex="C4"))  # forest already
    state, _ = GAME.apply(state, Pass(tile=state.bonus_pool[0]))
    state = run_automa(state)  # income
    assert state.round == 2 and state.phase == "actions" and not state.pending
    assert state.terrain["D6"] == "red" and "D6" not in state.buildings
    return state


def transform_hexes(state: TMState) -> set[str]:
    """Hexes on which the player's legal actions would terraform or build."""
    return {m.hex for m in GAME.legal_actions(state) if isinstance(m, TransformBuild)}


def leech_offer(state: TMState, hex_: str) -> int:
    """Power offered under normal rules: the player's buildings next to ``hex_``, by strength."""
    strength = catalogue().tables.building_strength
    board = rules.board_of(state)
    return sum(strength[state.buildings[n][1]] for n in board.land_neighbours[hex_]
               if state.buildings.get(n, ("", ""))[0] == "player")


@pytest.mark.rule("TM-ACT-PURPOSE", "TM-ACT-LEECH", "TM-ACT-PLACE", "TM-ACT-UPGRADE")
def test_opponent_buildings_beside_the_player_are_a_power_engine():
    state = witches_next_to_free_red()
    start = (state.coins, state.workers, state.priests)
    power, vp = list(state.power), state.vp

    # an opponent dwelling far from the player's structures feeds nothing
    far = next(h for h, c in sorted(state.terrain.items()) if c == "grey" and h not in state.buildings
               and leech_offer(state, h) == 0)
    lonely, _ = GAME.apply(state, OpponentPlace(colour="grey", hex=far))
    assert lonely.pending == [] and lonely.power == power

    # placed beside C4: the player is offered 1 power, accepts, one token moves bowl I -> II for free
    assert OpponentPlace(colour="red", hex="D6") in GAME.legal_actions(state)
    assert leech_offer(state, "D6") == 1
    state, _ = GAME.apply(state, OpponentPlace(colour="red", hex="D6"))
    assert GAME.legal_actions(state) == [Leech(accept=True), Leech(accept=False)]
    state, _ = GAME.apply(state, Leech(accept=True))
    assert state.power == [power[0] - 1, power[1] + 1, power[2]] and state.vp == vp

    # the player grows C4 into a trading house (now next to an opponent), then upgrades the red dwelling:
    # the engine pays more, 2 power under the normal leech price of (2 - 1) VP
    state, _ = GAME.apply(state, Upgrade(hex="C4", to="TP"))
    after_tp = (list(state.power), state.vp)
    assert leech_offer(state, "D6") == 2
    state, _ = GAME.apply(state, OpponentUpgrade(colour="red", hex="D6"))
    assert [(p.kind, p.amount) for p in state.pending] == [("leech", 2)]
    state, _ = GAME.apply(state, Leech(accept=True))
    p = after_tp[0]
    assert state.power == [p[0] - 2, p[1] + 2, p[2]] and state.vp == after_tp[1] - 1
    assert sum(state.power) == sum(power)  # tokens moved, none created
    # the two opponent actions themselves cost the player nothing (only the trading house was paid)
    tp_cost = rules.faction_of(state).buildings["TP"].cost
    assert (state.coins, state.workers, state.priests) == (
        start[0] - tp_cost.get("coins", 0), start[1] - tp_cost.get("workers", 0), start[2] - tp_cost.get("priests", 0))


@pytest.mark.rule("TM-ACT-PURPOSE", "TM-SETUP-COLOURS-RATIONALE")
def test_an_opponent_dwelling_takes_the_hex_from_the_players_expansion():
    state = witches_next_to_free_red()
    before = transform_hexes(state)
    # D6 is the player's to terraform now: one spade away from grey/yellow, two from the Witches' forest
    assert "D6" in before
    assert TransformBuild(hex="D6", build=False, target="grey") in GAME.legal_actions(state)

    state, _ = GAME.apply(state, OpponentPlace(colour="red", hex="D6"))
    state, _ = GAME.apply(state, Leech(accept=True))
    after = transform_hexes(state)
    assert after == before - {"D6"}  # only that hex is lost
    assert not any(getattr(m, "hex", None) == "D6" and isinstance(m, (TransformBuild, OpponentPlace))
                   for m in GAME.legal_actions(state))
    for move in (TransformBuild(hex="D6", build=False, target="grey"), TransformBuild(hex="D6")):
        with pytest.raises(IllegalAction):
            GAME.apply(state, move)
    assert state.terrain["D6"] == "red" and state.buildings["D6"] == ("red", "D")

    # the hex stays lost for good: an upgrade keeps it an opponent's, and a new round does not free it
    state, _ = GAME.apply(state, OpponentUpgrade(colour="red", hex="D6"))
    state, _ = GAME.apply(state, Leech(accept=False))
    state, _ = GAME.apply(state, Pass(tile=state.bonus_pool[0]))
    state = run_automa(state)
    assert state.round == 3 and "D6" not in transform_hexes(state)
