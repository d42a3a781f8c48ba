"""How fast the dice AI proposes: ``python benchmarks/concordia_bot.py [GAMES]``.

1. The first proposal of a fresh process (a subprocess per map), wall clock and
   CPU time: what a user waits for the first time the AI is asked.
2. Every state where the AI is to move in GAMES seeded self-play games (every
   map and dice option), each proposed once with the garbage collector on and
   once with it off, timed by the wall clock and by ``time.process_time``
   (CPU time of this process only: a proposal descheduled by another busy
   process shows a long wall time but a short CPU time).

Prints the median and p99 of each series and the slowest proposals.
"""
from __future__ import annotations

import gc
import random
import statistics
import subprocess
import sys
import time

from solo_desk.core.options import resolve_options
from solo_desk.games.concordia import GAME

OPTIONS = tuple({"map": m, "dice": d} for m in ("italia", "hispania", "imperium") for d in ("d12", "2d6"))

FIRST = """
import random, time
from solo_desk.core.options import resolve_options
from solo_desk.games.concordia import GAME
state = GAME.new_state(resolve_options(GAME.option_specs(), {"map": "%s"}), 1, "digital")
state, _ = GAME.apply(state, GAME.player_policy(state, random.Random(1)))
wall, cpu = time.perf_counter(), time.process_time()
GAME.propose(state)
print((time.perf_counter() - wall) * 1000, (time.process_time() - cpu) * 1000)
"""


def automa_states(games: int) -> list:
    found = []
    for seed in range(games):
        options = resolve_options(GAME.option_specs(), OPTIONS[seed % len(OPTIONS)])
        state = GAME.new_state(options, seed, "digital")
        rng = random.Random(seed)
        while GAME.result(state) is None:
            if GAME.to_move(state) == "automa":
                found.append(state)
                for action in GAME.propose(state).actions:
                    state, _ = GAME.apply(state, action)
            else:
                state, _ = GAME.apply(state, GAME.player_policy(state, rng))
    return found


def p99(values: list[float]) -> float:
    values = sorted(values)
    return values[round(0.99 * (len(values) - 1))]


def first_proposals() -> None:
    for map_id in ("italia", "hispania", "imperium"):
        out = subprocess.run([sys.executable, "-c", FIRST % map_id], capture_output=True, text=True, check=True)
        wall, cpu = (float(x) for x in out.stdout.split())
        print(f"first proposal of a fresh process ({map_id}): wall {wall:.2f} ms, cpu {cpu:.2f} ms")


def main(games: int = 12) -> None:
    first_proposals()
    states = automa_states(games)
    print(f"{len(states)} AI states from {games} games")
    for collector in ("on", "off"):
        gc.collect()
        if collector == "off":
            gc.disable()
        wall, cpu = [], []
        try:
            for state in states:
                started, cpu_started = time.perf_counter(), time.process_time()
                GAME.propose(state)
                wall.append((time.perf_counter() - started) * 1000)
                cpu.append((time.process_time() - cpu_started) * 1000)
        finally:
            gc.enable()
        print(
            f"gc {collector:3}: wall median {statistics.median(wall):.3f} ms, p99 {p99(wall):.3f} ms, max {max(wall):.3f} ms"
            f" | cpu median {statistics.median(cpu):.3f} ms, p99 {p99(cpu):.3f} ms, max {max(cpu):.3f} ms"
        )
        waited = sum(1 for w, c in zip(wall, cpu) if w - c > 1.0)
        print(f"        {waited} proposals waited more than 1 ms for the processor (wall - cpu): other processes' load")


if __name__ == "__main__":
    import argparse

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("games", nargs="?", type=int, default=12, help="self-play games to collect states from")
    main(parser.parse_args().games)
