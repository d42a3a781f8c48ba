"""How fast the automa proposes: ``python benchmarks/terra_mystica_bot.py [GAMES]``.

Collects every state where the automa is to move in GAMES seeded self-play games (all power modes,
the Nomads' three starting dwellings), then times ``propose`` on each several times (garbage
collection paused). Prints the median and p99 of every run and of each state's best run
(the latter is what the code costs, without the machine's noise).
"""
from __future__ import annotations

import gc
import random
import statistics
import sys
import time

from solo_desk.core.options import resolve_options

from solo_desk.games.terra_mystica import GAME

OPTIONS = ({}, {"power_mode": "dice", "difficulty": "hard"}, {"power_mode": "preset"}, {"faction": "nomads"})


def automa_states(games: int) -> list:
    found = []
    for seed in range(games):
        state = GAME.new_state(resolve_options(GAME.option_specs(), OPTIONS[seed % len(OPTIONS)]), seed, "digital")
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
    return values[min(len(values) - 1, int(len(values) * 0.99))]


def main(games: int = 16, repeats: int = 5) -> None:
    states = automa_states(games)
    every, best = [], []
    gc.collect()
    gc.disable()
    try:
        for state in states:
            runs = []
            for _ in range(repeats):
                start = time.perf_counter()
                GAME.propose(state)
                runs.append((time.perf_counter() - start) * 1000)
            every += runs
            best.append(min(runs))
    finally:
        gc.enable()
    print(f"{len(states)} automa states, {len(every)} proposals")
    print(f"every run:          median {statistics.median(every):.3f} ms, p99 {p99(every):.3f} ms")
    print(f"best run per state: median {statistics.median(best):.3f} ms, p99 {p99(best):.3f} ms")


if __name__ == "__main__":
    import argparse

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("games", nargs="?", type=int, default=16, help="self-play games to collect states from")
    main(parser.parse_args().games)
