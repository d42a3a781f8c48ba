"""Measure SOLO and the engine.

`python benchmarks/duel_bot.py [GAMES] [LEVEL]` plays seeded self-play games, SOLO against the
player policy (invariants checked after every action), and prints errors, end reasons, games/s
(wall and CPU) and the proposal's p50 / p99 (wall and CPU; DESIGN.md budget: p99 under 5 ms).

`python benchmarks/duel_bot.py [GAMES] --engine` plays the engine alone: the random player
policy for both sides (no SOLO, no invariant checks), the figure compared with the 400 games/s
target of the engine alone.

`python benchmarks/duel_bot.py [GAMES] --bytecodes` counts the Python bytecodes executed per
self-play game and per proposal (p50 / p99): slow (a tracer runs on every bytecode) but the same
on every run, so two versions compare on a busy machine where timings drift by 10% or more.
"""
from __future__ import annotations

import random
import sys
import time

from solo_desk.core.playout import apply_step, next_step, play_game


def bytecodes(games: int) -> int:
    from solo_desk.core.selfplay import percentile, warm_up
    from solo_desk.games.duel import GAME

    executed = [0]

    def tracer(frame, event, arg):
        frame.f_trace_opcodes = True
        if event == "opcode":
            executed[0] += 1
        return tracer

    warm_up(GAME, {}, 1)
    per_proposal: list[int] = []
    propose = GAME.propose

    def counted(state, inputs=None):
        before = executed[0]
        proposal = propose(state, inputs)
        per_proposal.append(executed[0] - before)
        return proposal

    GAME.propose = counted  # type: ignore[method-assign]
    sys.settrace(tracer)
    try:
        for seed in range(1, games + 1):  # the games of `selfplay duel --seed 1`
            s = GAME.new_state({}, seed, "digital")
            rng = random.Random(seed ^ 0x5EED)
            while GAME.result(s) is None:
                s, _ = apply_step(GAME, s, next_step(GAME, s, rng))
    finally:
        sys.settrace(None)
        del GAME.propose
    print(f"{games} games: {executed[0] / games / 1e3:.1f}k bytecodes per game; proposal p50 "
          f"{percentile(per_proposal, 0.5):.0f}, p99 {percentile(per_proposal, 0.99):.0f} bytecodes "
          f"({sum(per_proposal) / max(executed[0], 1):.0%} of all)")
    return 0


def engine_only(games: int) -> int:
    from solo_desk.games.duel import GAME, rules

    actions = 0
    started, cpu = time.perf_counter(), time.process_time()
    for seed in range(games):
        s = GAME.new_state({}, seed, "digital")
        rng = random.Random(seed)
        while rules.to_move(s) is not None:
            s, _ = GAME.apply(s, GAME.player_policy(s, rng))
            actions += 1
    elapsed, cpu = time.perf_counter() - started, time.process_time() - cpu
    print(f"engine alone (random vs random): {games} games, {actions / games:.0f} actions/game, "
          f"{games / elapsed:.1f} games/s wall, {games / cpu:.1f} games/s CPU")
    return 0


def main(argv: list[str]) -> int:
    from solo_desk.games.duel import GAME

    args = [a for a in argv if not a.startswith("--")]
    games = int(args[0]) if args else 100
    if "--engine" in argv:
        return engine_only(games)
    if "--bytecodes" in argv:
        return bytecodes(games)
    level = args[1] if len(args) > 1 else "base"
    errors, reasons, timings, cpu_timings = 0, {}, [], []
    started, cpu = time.perf_counter(), time.process_time()
    for seed in range(games):
        record = play_game(GAME, {"level": level}, seed, check=True, cpu_times=True)
        timings += record.bot_seconds
        cpu_timings += record.bot_cpu_seconds
        if record.error:
            errors += 1
            print(f"seed {seed}: {record.error}")
        else:
            reasons[record.result.reason] = reasons.get(record.result.reason, 0) + 1
    elapsed, cpu = time.perf_counter() - started, time.process_time() - cpu
    timings.sort()
    cpu_timings.sort()

    def pct(values: list[float], share: float) -> float:
        return values[min(len(values) - 1, int(len(values) * share))] * 1e3

    print(f"level {level}: {games} games, {errors} errors, end reasons {reasons}, "
          f"{games / elapsed:.1f} games/s wall, {games / cpu:.1f} games/s CPU (with check), "
          f"proposal p50 {pct(timings, 0.5):.2f} ms, p99 {pct(timings, 0.99):.2f} ms wall; "
          f"p50 {pct(cpu_timings, 0.5):.2f} ms, p99 {pct(cpu_timings, 0.99):.2f} ms CPU")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
