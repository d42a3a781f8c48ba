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
from solo_desk.core.fast_models import construct_unchecked
from solo_desk.core.game import Game, GameResult, GameState, Mode
from solo_desk.core.messages import side_message
from solo_desk.core.proposal import Proposal


@dataclass
class PlayRecord:
    initial: GameState
    final: GameState
    steps: list[Step] = field(default_factory=list)
    result: GameResult | None = None
    bot_seconds: list[float] = field(default_factory=list)
    bot_cpu_seconds: list[float] = field(default_factory=list)
    error: str | None = None


MAX_QUESTIONS = 200


def answer_questions(game: Game, state: GameState, proposal: Proposal, rng: random.Random) -> Proposal:
    """Companion mode: answer what the table asks with random values among those offered."""
    answers: dict[str, str] = {}
    for _ in range(MAX_QUESTIONS):
        if proposal.status != "needs_input" or proposal.actions:
            return proposal
        # one answer at a time: the next question's choices may depend on it
        request = next((r for r in proposal.inputs if r.name not in answers), None)
        if request is None:
            raise InconsistentState("playout_too_many_questions", {"count": len(answers)})
        if not request.choices:
            raise InconsistentState("playout_question_without_choices", {"name": request.name})
        answers[request.name] = rng.choice(request.choices).value
        proposal = game.propose(state, dict(answers))
    raise InconsistentState("playout_too_many_questions", {"count": MAX_QUESTIONS})


def next_step(
    game: Game,
    state: GameState,
    rng: random.Random,
    timings: list[float] | None = None,
    cpu_timings: list[float] | None = None,
) -> list[Action]:
    """The actions of the next undo step: an answer to the table's question (companion
    mode), the automa's proposed turn, or one move of the player policy. The automa's proposal
    time is added to ``timings`` (wall clock) and ``cpu_timings`` (CPU), each when given."""
    side = game.to_move(state)
    if side == "automa" or state.mode == "companion":
        # the automa's proposal timed, each clock only when asked: the CPU clock is a system call
        # (~1 µs; two a proposal are ~1% of a Duel self-play game)
        wall, cpu = (timings, cpu_timings) if side == "automa" else (None, None)
        started = time.perf_counter() if wall is not None else 0.0
        started_cpu = time.process_time() if cpu is not None else 0.0
        proposal = game.propose(state)
        if wall is not None:
            wall.append(time.perf_counter() - started)
        if cpu is not None:
            cpu.append(time.process_time() - started_cpu)
        if proposal.status == "needs_input":  # the table asks (companion mode): answered at random
            proposal = answer_questions(game, state, proposal, rng)
        if proposal.applicable():
            return list(proposal.actions)
        if side == "automa":
            raise InconsistentState("playout_bot_stuck", {"status": proposal.status,
                                                          "automa": side_message("automa", game.id)})
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
    return state, construct_unchecked(Step, {"actions": recorded})  # the actions are already validated


def play_game(
    game: Game,
    options: dict[str, Any],
    seed: int,
    mode: Mode = "digital",
    check: bool = False,
    max_steps: int = 2000,
    cpu_times: bool = False,
) -> PlayRecord:
    """One seeded game; the automa's proposal times in ``record.bot_seconds``, and its CPU times in
    ``record.bot_cpu_seconds`` when ``cpu_times`` asks for them."""
    state = game.new_state(options, seed, mode)
    record = PlayRecord(initial=state, final=state)
    rng = random.Random(seed ^ 0x5EED)
    steps, cpu_timings = record.steps, record.bot_cpu_seconds if cpu_times else None
    bot_seconds, append = record.bot_seconds, steps.append
    try:
        # the result asked once per state: the final one is the game's (its scores are computed once);
        # the step limit is the loop's range and the final state is kept once, after it (less work per step)
        for _ in range(max_steps):
            if (result := game.result(state)) is not None:
                break
            state, step = apply_step(game, state, next_step(game, state, rng, bot_seconds, cpu_timings), check)
            append(step)
        else:
            if (result := game.result(state)) is None:
                raise InconsistentState("playout_too_long", {"steps": max_steps})
        record.result = result
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
