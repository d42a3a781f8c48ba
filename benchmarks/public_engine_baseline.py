#!/usr/bin/env python3
"""Self-play throughput against DESIGN.md's reference, measured in the same run.

DESIGN.md's budget for 7 Wonders Duel self-play (200 games/s on one core) is set against "a public
Python engine of the base game alone [that] plays about 190 random games/s on these machines":
github.com/dfomin/7wd-engine (MIT). This script runs, alternately and on one core, that engine's
random games (both sides its ``RandomAgent``, the loop of its ``swd/play.py``), Solo Desk's
``selfplay duel`` (SOLO against the player policy), and Solo Desk's engine alone (random against
random), and prints the medians of games per CPU-second and the ratios to the public engine. The
budget, as a ratio: 200 / 190 = 1.05x the public engine.

usage: python benchmarks/public_engine_baseline.py --engine PATH [--rounds 5] [--games 300] [--json]
       python benchmarks/public_engine_baseline.py --engine PATH --instructions [--games 40]

``--instructions`` counts instead the machine instructions of one game under valgrind's callgrind
(each program run with K and K + N games, the difference over N, as
``benchmarks/selfplay_instructions.py`` does): the same on every run, whatever else the machine does.

PATH: a checkout of dfomin/7wd-engine (its ``swd`` package: ``swd/game.py`` with ``Game()``,
``swd/agents.py`` with ``RandomAgent``; it needs numpy and PyYAML). None of its code is part of
Solo Desk: clone it beside the project (``git clone https://github.com/dfomin/7wd-engine``).
"""
from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import statistics
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

# The public engine's random games, run in a child process: its API as its own swd/play.py uses it.
PUBLIC_GAMES = r"""
import json, random, sys, time
sys.path.insert(0, sys.argv[1])
import numpy as np
from swd.game import Game
from swd.agents import RandomAgent

def play(agents):
    game, actions = Game(), 0
    while not game.is_finished:
        possible = game.get_available_actions()
        game.apply_action(agents[game.current_player_index].choose_action(game, possible))
        actions += 1
    return actions

games, seed = int(sys.argv[2]), int(sys.argv[3])
agents = [RandomAgent(), RandomAgent()]
for warm in range(5):
    random.seed(seed - 1 - warm); np.random.seed(seed - 1 - warm); play(agents)
errors = actions = 0
started = time.process_time()
for number in range(games):
    random.seed(seed + number); np.random.seed(seed + number)
    try:
        actions += play(agents)
    except Exception:
        errors += 1
cpu = time.process_time() - started
print(json.dumps({"games": games, "errors": errors, "games_per_cpu_s": games / cpu,
                  "actions_per_game": actions / max(1, games - errors)}))
"""


def one_core() -> None:
    """Run the children on one core (the budget's "on one core"), where the system allows it."""
    if hasattr(os, "sched_setaffinity"):
        os.sched_setaffinity(0, {min(os.sched_getaffinity(0))})


def run_json(argv: list[str]) -> dict:
    done = subprocess.run(argv, capture_output=True, text=True, preexec_fn=one_core)
    if done.returncode != 0:
        raise SystemExit(f"{argv[:4]} failed: {done.stderr[-800:]}")
    return json.loads(done.stdout)


def public_engine(path: str, games: int) -> dict:
    return run_json([sys.executable, "-c", PUBLIC_GAMES, path, str(games), "12345"])


def selfplay(games: int) -> dict:
    return run_json([sys.executable, "-m", "solo_desk", "selfplay", "duel", "--games", str(games), "--seed", "1",
                     "--json"])


ENGINE_ALONE = r"""
import json, random, sys, time
from solo_desk.core.playout import apply_step
from solo_desk.core.selfplay import fewer_collections, warm_up
from solo_desk.games.duel import GAME

def play(seed):
    state, rng, actions = GAME.new_state({}, seed, "digital"), random.Random(seed ^ 0x5EED), 0
    while GAME.result(state) is None:
        state, _ = apply_step(GAME, state, [GAME.player_policy(state, rng)])
        actions += 1
    return actions

games = int(sys.argv[1])
warm_up(GAME, {}, 1)
with fewer_collections():
    started = time.process_time()
    actions = sum(play(seed) for seed in range(1, games + 1))
    cpu = time.process_time() - started
print(json.dumps({"games": games, "errors": 0, "games_per_cpu_s": games / cpu, "actions_per_game": actions / games}))
"""


def engine_alone(games: int) -> dict:
    return run_json([sys.executable, "-c", ENGINE_ALONE, str(games)])


def public_instructions(path: str, games: int, base: int = 5) -> float:
    def count(n: int) -> int:
        done = subprocess.run(["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", sys.executable, "-c",
                               PUBLIC_GAMES, path, str(n), "12345"], capture_output=True, text=True, check=True)
        return int(re.search(r"Collected\s*:\s*(\d+)", done.stderr).group(1))

    return (count(base + games) - count(base)) / games


def instructions_per_game(path: str, games: int) -> int:
    sys.path.insert(0, str(ROOT / "benchmarks"))
    from selfplay_instructions import instructions  # Solo Desk's self-play under callgrind

    public = public_instructions(path, games)
    ours = (instructions("duel", 5 + games) - instructions("duel", 5)) / games
    print(f"public engine : {public / 1e6:6.1f}M instructions per game")
    print(f"selfplay duel : {ours / 1e6:6.1f}M instructions per game = {public / ours:.2f}x the public engine's games "
          f"per instruction (the budget: {200 / 190:.2f}x)")
    return 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--engine", required=True, help="a checkout of github.com/dfomin/7wd-engine")
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--instructions", action="store_true", help="count instructions under callgrind instead")
    args = parser.parse_args()
    if not (Path(args.engine) / "swd" / "game.py").is_file():
        parser.error(f"{args.engine}: no swd/game.py there (a checkout of dfomin/7wd-engine is expected)")
    if args.instructions:
        if shutil.which("valgrind") is None:
            parser.error("--instructions needs valgrind (Debian: apt install valgrind)")
        return instructions_per_game(args.engine, args.games)
    programs = {
        "public_engine": lambda: public_engine(args.engine, args.games),
        "selfplay": lambda: selfplay(args.games),
        "engine_alone": lambda: engine_alone(args.games),
    }
    samples: dict[str, list[dict]] = {name: [] for name in programs}
    for _ in range(args.rounds):  # alternating: the machine's drift falls on all three alike
        for name, run in programs.items():
            samples[name].append(run())
    result: dict[str, object] = {"rounds": args.rounds, "games": args.games}
    for name, runs in samples.items():
        result[name] = {
            "games_per_cpu_s": statistics.median(r["games_per_cpu_s"] for r in runs),
            "runs": [round(r["games_per_cpu_s"], 1) for r in runs],
            "errors": sum(r.get("errors", 0) for r in runs),
        }
    public = result["public_engine"]["games_per_cpu_s"]  # type: ignore[index]
    for name in ("selfplay", "engine_alone"):
        result[name]["ratio_to_public"] = result[name]["games_per_cpu_s"] / public  # type: ignore[index]
    result["budget_ratio"] = 200 / 190
    if args.json:
        print(json.dumps(result, indent=2))
        return 0
    for name in programs:
        entry = result[name]
        ratio = f"  = {entry['ratio_to_public']:.2f}x the public engine" if "ratio_to_public" in entry else ""
        print(f"{name:14s}: {entry['games_per_cpu_s']:6.1f} games per CPU-second (runs {entry['runs']}, "
              f"errors {entry['errors']}){ratio}")
    print(f"(median of {args.rounds} alternating rounds of {args.games} games on one core; "
          f"the budget: {200 / 190:.2f}x the public engine)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
