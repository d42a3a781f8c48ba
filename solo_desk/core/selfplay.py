"""``solo-desk selfplay``: many seeded games, the automa against the player policy."""
from __future__ import annotations

import contextlib
import gc
import statistics
import time
from collections import Counter
from typing import Any

from solo_desk.core.game import Game
from solo_desk.core.playout import play_game, replay
from solo_desk.core.schemas import GameOutcome, ScoreDistribution, SelfplayOutput


def percentile(values: list[float], share: float) -> float:
    if not values:
        return 0.0
    ordered = sorted(values)
    index = min(len(ordered) - 1, max(0, round(share * (len(ordered) - 1))))
    return ordered[index]


def warm_up(game: Game, options: dict[str, Any], seed: int) -> None:
    """Pay the one-off costs before timing: pydantic builds a model's validator and serializer on
    its first use, and a whole game uses most of the game's models."""
    state = game.new_state(options, seed, "digital")
    game.propose(state)
    game.legal_actions(state)
    play_game(game, options, seed)


@contextlib.contextmanager
def fewer_collections(threshold: int = 50_000):
    """Self-play makes millions of short-lived objects that reference counting frees, and almost no
    cycles: the warmed-up objects are frozen out of the collector's scans and the youngest
    generation is collected every ``threshold`` allocations instead of 700 (about 8% more games
    per second, the same peak memory: docs/PERFORMANCE.md)."""
    young, middle, old = gc.get_threshold()
    gc.collect()
    gc.freeze()
    gc.set_threshold(threshold, middle, old)
    try:
        yield
    finally:
        gc.set_threshold(young, middle, old)
        gc.unfreeze()


def play_outcome(game: Game, options: dict[str, Any], game_seed: int, check: bool, bot_times: list[float],
                 bot_cpu_times: list[float] | None) -> GameOutcome:
    """One seeded game; its proposal times are added to ``bot_times``, and its CPU times to
    ``bot_cpu_times`` when given."""
    record = play_game(game, options, game_seed, check=check, cpu_times=bot_cpu_times is not None)
    error = record.error
    if check and error is None:
        # the recorded actions must replay to the very same state
        if replay(game, record.initial, record.steps) != record.final:
            error = "ReplayMismatch: replaying the recorded steps gave another state"
    bot_times.extend(record.bot_seconds)
    if bot_cpu_times is not None:
        bot_cpu_times.extend(record.bot_cpu_seconds)
    result = record.result
    return GameOutcome(
        seed=game_seed,
        completed=result is not None and error is None,
        turns=len(record.steps),
        winner=result.winner if result else None,
        reason=result.reason if result else None,
        scores=result.scores if result else {},
        error=error,
    )


def run_selfplay(game: Game, options: dict[str, Any], games: int, seed: int, check: bool = False,
                 cpu_times: bool = False) -> SelfplayOutput:
    """``games`` seeded games from ``seed`` on. Each proposal's CPU time (``bot_cpu_ms_p50``/``p99``)
    is measured only when ``cpu_times`` asks for it (benchmarks/proposals.py does), else they are None:
    the CPU clock is a system call, two a proposal cost ~1% of a Duel game's CPU."""
    warm_up(game, options, seed)
    bot_times: list[float] = []
    bot_cpu_times: list[float] | None = [] if cpu_times else None
    with fewer_collections():
        started, started_cpu = time.perf_counter(), time.process_time()
        outcomes = [play_outcome(game, options, seed + number, check, bot_times, bot_cpu_times)
                    for number in range(games)]
        elapsed = time.perf_counter() - started
        elapsed_cpu = time.process_time() - started_cpu
    done = [o for o in outcomes if o.completed]
    sides = sorted({side for o in done for side in o.scores})
    distributions = {
        side: ScoreDistribution.of([o.scores[side] for o in done if side in o.scores]) for side in sides
    }
    return SelfplayOutput(
        game=game.id,
        options=options,
        games=games,
        completed=len(done),
        errors=sum(1 for o in outcomes if o.error),
        end_reasons=dict(Counter(o.reason for o in done if o.reason)),
        winners=dict(Counter(o.winner for o in done if o.winner)),
        scores=distributions,
        turns_mean=statistics.fmean(o.turns for o in outcomes) if outcomes else 0.0,
        bot_ms_p50=percentile(bot_times, 0.50) * 1000,
        bot_ms_p99=percentile(bot_times, 0.99) * 1000,
        games_per_s=games / elapsed if elapsed > 0 else 0.0,
        bot_cpu_ms_p50=None if bot_cpu_times is None else percentile(bot_cpu_times, 0.50) * 1000,
        bot_cpu_ms_p99=None if bot_cpu_times is None else percentile(bot_cpu_times, 0.99) * 1000,
        games_per_cpu_s=games / elapsed_cpu if elapsed_cpu > 0 else 0.0,
        checked=check,
        results=outcomes,
    )
