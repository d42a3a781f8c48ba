#!/usr/bin/env python3
"""Start-to-first-paint time and peak memory of Solo Desk resuming a saved game,
against the bare PySide6 window of ../shared/bench/bare_qt.py, alternating runs.

usage: python benchmarks/startup.py [--runs 5] [--game duel] [--turns 30] [--save FILE] [--json]

Without --save it makes a mid-game save of GAME (new + autoplay TURNS turns).
Prints the medians of wall time and peak RSS of each program and the ratios
(DESIGN.md budgets: time <= 1.6x, memory <= 1.5x).
"""
from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
BARE = ROOT.parent / "shared" / "bench" / "bare_qt.py"


def measure(argv: list[str], env: dict[str, str]) -> tuple[float, float]:
    """Wall seconds and peak RSS (MiB) of one run of a program."""
    started = time.perf_counter()
    process = subprocess.Popen(argv, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    _, status, usage = os.wait4(process.pid, 0)
    elapsed = time.perf_counter() - started
    process.returncode = os.waitstatus_to_exitcode(status)
    if process.returncode != 0:
        raise SystemExit(f"{argv} failed: {process.stderr.read().decode()[-500:]}")
    return elapsed, usage.ru_maxrss / 1024


def make_save(game: str, turns: int, folder: Path, env: dict[str, str]) -> Path:
    path = folder / f"{game}-midgame.json"
    solo = [sys.executable, "-m", "solo_desk"]
    subprocess.run([*solo, "new", game, "--seed", "7", "-o", str(path)], check=True, env=env, stdout=subprocess.DEVNULL)
    subprocess.run([*solo, "autoplay", str(path), "--turns", str(turns)], check=True, env=env, stdout=subprocess.DEVNULL)
    return path


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--game", default="duel")
    parser.add_argument("--turns", type=int, default=30)
    parser.add_argument("--save")
    parser.add_argument("--bare", default=str(BARE))
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    folder = Path(tempfile.mkdtemp(prefix="solo-desk-bench-"))
    env = {**os.environ, "QT_QPA_PLATFORM": os.environ.get("QT_QPA_PLATFORM", "offscreen"),
           "SOLO_DESK_HOME": str(folder / "home")}
    # an installed program runs from compiled bytecode (pip compiles it at install time)
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    save = Path(args.save) if args.save else make_save(args.game, args.turns, folder, env)
    bare_cmd = [sys.executable, args.bare]
    solo_cmd = [sys.executable, "-m", "solo_desk", "--open", str(save), "--exit-after-first-paint"]
    measure(bare_cmd, env)  # warm the file cache for both, and write the bytecode
    measure(solo_cmd, env)
    bare, solo = [], []
    for _ in range(args.runs):
        bare.append(measure(bare_cmd, env))
        solo.append(measure(solo_cmd, env))
    result = {
        "runs": args.runs,
        "save": str(save),
        "bare_s": statistics.median(t for t, _ in bare),
        "solo_s": statistics.median(t for t, _ in solo),
        "bare_mib": statistics.median(m for _, m in bare),
        "solo_mib": statistics.median(m for _, m in solo),
    }
    result["time_ratio"] = result["solo_s"] / result["bare_s"]
    result["memory_ratio"] = result["solo_mib"] / result["bare_mib"]
    if args.json:
        print(json.dumps(result, indent=2))
    else:
        print(f"bare Qt   : {result['bare_s'] * 1000:7.1f} ms  {result['bare_mib']:6.1f} MiB (median of {args.runs})")
        print(f"Solo Desk : {result['solo_s'] * 1000:7.1f} ms  {result['solo_mib']:6.1f} MiB ({save.name})")
        print(f"ratios    : time {result['time_ratio']:.2f}x (budget 1.6x), memory {result['memory_ratio']:.2f}x (budget 1.5x)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
