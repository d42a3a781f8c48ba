#!/usr/bin/env python3
"""The automa's proposal time and the self-play throughput of every registered game.

usage: python benchmarks/proposals.py [--games 50] [--seed 1] [--only GAME] [--json]

Runs the same self-play as `solo-desk selfplay GAME` (default options) and prints, per game,
games/s (wall and CPU) and the automa proposal's CPU time, p50 / p99 (DESIGN.md budgets: a
proposal's p99 under 5 ms; 7 Wonders Duel self-play at least 200 games/s on one core).
"""
from __future__ import annotations

import argparse
import json
import sys

from solo_desk.core import registry
from solo_desk.core.options import resolve_options
from solo_desk.core.selfplay import run_selfplay


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=50)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--only", choices=sorted(registry.games()), metavar="GAME")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    if args.games < 1:
        parser.error("--games must be at least 1")
    rows = []
    for game_id in sorted(registry.games()):
        if args.only and game_id != args.only:
            continue
        game = registry.get(game_id)
        options = resolve_options(game.option_specs(), {})
        out = run_selfplay(game, options, args.games, args.seed, cpu_times=True)  # the proposals' CPU p50/p99
        rows.append({"game": game_id, "games": out.games, "errors": out.errors, "games_per_s": out.games_per_s,
                     "games_per_cpu_s": out.games_per_cpu_s, "bot_cpu_ms_p50": out.bot_cpu_ms_p50,
                     "bot_cpu_ms_p99": out.bot_cpu_ms_p99})
    if args.json:
        print(json.dumps(rows, indent=2))
        return 0
    print(f"{'game':15s} {'games':>5s} {'errors':>6s} {'games/s':>8s} {'games/CPU-s':>11s} {'bot p50 ms':>10s} {'bot p99 ms':>10s}")
    for r in rows:
        print(f"{r['game']:15s} {r['games']:5d} {r['errors']:6d} {r['games_per_s']:8.1f} {r['games_per_cpu_s']:11.1f}"
              f" {r['bot_cpu_ms_p50']:10.2f} {r['bot_cpu_ms_p99']:10.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
