"""Playing whole games headlessly: the automa against the built-in player policy.

Used by ``solo-desk selfplay`` / ``autoplay``, by benchmarks and by the
conformance tests that every game must pass.
"""
from __future__ import annotations

import random
import time
from dataclasses import dataclass, field
from typing import Any

from solo_desk.core.actions import Action, Step
from solo_desk.core.errors import InconsistentState, SoloDeskError
from solo_desk.core.game import Game, GameResult, GameState, Mode


@dataclass
class PlayRecord:
    initial: GameState
    final: GameState
    steps: list[Step] = field(default_factory=list)
    result: GameResult | None = None
    bot_seconds: list[float] = field(default_factory=list)
    error: str | None = None


def next_step(game: Game, state: GameState, rng: random.Random, timings: list[float] | None = None) -> list[Action]:
    """The actions of the next undo step: the automa's proposed turn or one policy move."""
    side = game.to_move(state)
    if side == "automa":
        started = time.perf_counter()
        proposal = game.propose(state)
        if timings is not None:
            timings.append(time.perf_counter() - started)
        if proposal.status != "automa_turn" or not proposal.actions:
            raise InconsistentState("playout_bot_stuck", {"status": proposal.status})
        return list(proposal.actions)
    if side == "player":
        return [game.player_policy(state, rng)]
    raise InconsistentState("playout_nobody_to_move", {})


def apply_step(game: Game, state: GameState, actions: list[Action], check: bool = False) -> tuple[GameState, Step]:
    recorded: list[Action] = []
    for action in actions:
        state, done = game.apply(state, action)
        recorded.append(done)
        if check:
            game.check(state)
    return state, Step(actions=recorded)


def play_game(
    game: Game,
    options: dict[str, Any],
    seed: int,
    mode: Mode = "digital",
    check: bool = False,
    max_steps: int = 2000,
) -> PlayRecord:
    state = game.new_state(options, seed, mode)
    record = PlayRecord(initial=state, final=state)
    rng = random.Random(seed ^ 0x5EED)
    try:
        while game.result(state) is None:
            if len(record.steps) >= max_steps:
                raise InconsistentState("playout_too_long", {"steps": max_steps})
            actions = next_step(game, state, rng, record.bot_seconds)
            state, step = apply_step(game, state, actions, check)
            record.steps.append(step)
            record.final = state
        record.result = game.result(state)
    except SoloDeskError as exc:
        record.error = f"{type(exc).__name__}: {exc}"
    record.final = state
    return record


def replay(game: Game, initial: GameState, steps: list[Step]) -> GameState:
    state = initial
    for step in steps:
        for action in step.actions:
            state, _ = game.apply(state, action)
    return state
