"""Measure SOLO: `python benchmarks/duel_bot.py [GAMES] [LEVEL]` plays seeded self-play
games (invariants checked after every action) and prints errors, end reasons, games/s and the
proposal's p50 / p99 (DESIGN.md budget: p99 under 5 ms)."""
from __future__ import annotations

import sys
import time

from solo_desk.core.playout import play_game


def main(argv: list[str]) -> int:
    from solo_desk.games.duel import GAME

    games = int(argv[0]) if argv else 100
    level = argv[1] if len(argv) > 1 else "base"
    errors, reasons, timings = 0, {}, []
    started, cpu = time.perf_counter(), time.process_time()
    for seed in range(games):
        record = play_game(GAME, {"level": level}, seed, check=True)
        timings += record.bot_seconds
        if record.error:
            errors += 1
            print(f"seed {seed}: {record.error}")
        else:
            reasons[record.result.reason] = reasons.get(record.result.reason, 0) + 1
    elapsed, cpu = time.perf_counter() - started, time.process_time() - cpu
    timings.sort()
    p50, p99 = timings[len(timings) // 2] * 1e3, timings[int(len(timings) * 0.99)] * 1e3
    print(f"level {level}: {games} games, {errors} errors, end reasons {reasons}, "
          f"{games / elapsed:.1f} games/s wall, {games / cpu:.1f} games/s CPU (with check), proposal p50 {p50:.2f} ms, p99 {p99:.2f} ms")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
