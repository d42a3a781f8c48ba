"""Shared set-ups: the rendering's Witches game (blue, grey, red; dwellings on A10 and G3)."""
from __future__ import annotations

from solo_desk.games.terra_mystica import GAME
from solo_desk.games.terra_mystica.state import SetupPick, StartBonus, StartDwelling, TMState

ORDINAL = {1: "1st", 2: "2nd", 3: "3rd", 4: "4th"}  # the places of the final scoring, as English writes them


def run_automa(state: TMState, inputs: dict | None = None) -> TMState:
    proposal = GAME.propose(state, inputs)
    assert proposal.status == "automa_turn", proposal
    for action in proposal.actions:
        state, _ = GAME.apply(state, action)
    return state


def witches_setup(difficulty: str = "easy", seed: int = 3, **options) -> TMState:
    """Up to the player's starting dwellings, with the source's colours."""
    opts = {"faction": "witches", "difficulty": difficulty, "third_colour": "player"} | options
    state = GAME.new_state(opts, seed, "digital")
    state, _ = GAME.apply(state, SetupPick(item="third_colour", value="red"))
    return run_automa(state)


def witches_opponents_placed(difficulty: str = "easy", **options) -> TMState:
    state = witches_setup(difficulty, **options)
    for hex_ in ("A10", "G3"):
        state, _ = GAME.apply(state, StartDwelling(hex=hex_))
    return run_automa(state)


def witches_in_round_one(difficulty: str = "easy", **options) -> TMState:
    state = witches_opponents_placed(difficulty, **options)
    state, _ = GAME.apply(state, StartBonus(tile=state.bonus_pool[0]))
    return run_automa(state)
