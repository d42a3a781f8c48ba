"""Machine instructions per self-play game, counted by valgrind's callgrind.

`python benchmarks/selfplay_instructions.py [GAME] [--games N] [--base K]` runs
`run_selfplay(GAME, {}, games, seed=1)` under callgrind twice, with K and K + N games, and
prints (second - first) / N: the instructions of one game, without the start-up, the imports
and the warm-up. Unlike a clock on a shared machine (this one drifts by 10-20%), the count is
the same on every run, so two versions of the code compare exactly; it is slow (~50x).
Needs `valgrind` (Debian package).
"""
from __future__ import annotations

import argparse
import re
import shutil
import subprocess
import sys

PLAY = """
import sys
from solo_desk.core import registry
from solo_desk.core.options import resolve_options
from solo_desk.core.selfplay import run_selfplay
game = registry.get(sys.argv[1])
out = run_selfplay(game, resolve_options(game.option_specs(), {}), int(sys.argv[2]), 1)
assert out.errors == 0, out.errors
"""


def instructions(game: str, games: int) -> int:
    done = subprocess.run(
        ["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", sys.executable, "-c", PLAY, game, str(games)],
        capture_output=True, text=True, check=True)
    found = re.search(r"Collected\s*:\s*(\d+)", done.stderr)
    if found is None:
        raise SystemExit(f"no instruction count in valgrind's output:\n{done.stderr[-2000:]}")
    return int(found.group(1))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game", nargs="?", default="duel")
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--base", type=int, default=5)
    args = parser.parse_args()
    if shutil.which("valgrind") is None:
        print("valgrind is not installed (Debian: apt install valgrind)", file=sys.stderr)
        return 2
    if args.games < 1 or args.base < 0:
        print("--games must be at least 1 and --base at least 0", file=sys.stderr)
        return 2
    low, high = instructions(args.game, args.base), instructions(args.game, args.base + args.games)
    print(f"{args.game}: {(high - low) / args.games / 1e6:.2f}M instructions per self-play game "
          f"({args.games} games after {args.base})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
