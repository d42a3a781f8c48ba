#!/usr/bin/env python3
"""Start-to-first-paint time and peak memory of Solo Desk resuming a saved game,
against the bare PySide6 window of ../shared/bench/bare_qt.py, alternating runs.

usage: python benchmarks/startup.py [--runs 5] [--game duel] [--turns 30] [--save FILE] [--floor] [--json]

Without --save it makes a mid-game save of GAME (new + autoplay TURNS turns).
Prints the medians of wall time, CPU time (user + system: steadier on a busy
machine) and peak RSS of each program and the ratios (DESIGN.md budgets:
time <= 1.6x, memory <= 1.5x). --floor also runs benchmarks/pydantic_floor_qt.py
(the bare window after importing pydantic and validating one model) in the
same alternation: the least any start-up that validates its save can cost.
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


def measure(argv: list[str], env: dict[str, str]) -> tuple[float, float, float]:
    """Wall seconds, CPU seconds and peak RSS (MiB) of one run of a program."""
    started = time.perf_counter()
    process = subprocess.Popen(argv, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    _, status, usage = os.wait4(process.pid, 0)
    elapsed = time.perf_counter() - started
    process.returncode = os.waitstatus_to_exitcode(status)
    if process.returncode != 0:
        raise SystemExit(f"{argv} failed: {process.stderr.read().decode()[-500:]}")
    return elapsed, usage.ru_utime + usage.ru_stime, usage.ru_maxrss / 1024


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
    parser.add_argument("--floor", action="store_true", help="also measure the pydantic floor program")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    folder = Path(tempfile.mkdtemp(prefix="solo-desk-bench-"))
    env = {**os.environ, "QT_QPA_PLATFORM": os.environ.get("QT_QPA_PLATFORM", "offscreen"),
           "SOLO_DESK_HOME": str(folder / "home")}
    # an installed program runs from compiled bytecode (pip compiles it at install time)
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    save = Path(args.save) if args.save else make_save(args.game, args.turns, folder, env)
    programs = {
        "bare": [sys.executable, args.bare],
        "solo": [sys.executable, "-m", "solo_desk", "--open", str(save), "--exit-after-first-paint"],
    }
    if args.floor:
        programs["floor"] = [sys.executable, str(ROOT / "benchmarks" / "pydantic_floor_qt.py")]
    for argv in programs.values():  # warm the file cache, and write the bytecode
        measure(argv, env)
    runs: dict[str, list[tuple[float, float, float]]] = {name: [] for name in programs}
    for _ in range(args.runs):
        for name, argv in programs.items():
            runs[name].append(measure(argv, env))
    result: dict[str, object] = {"runs": args.runs, "save": str(save)}
    for name, samples in runs.items():
        result[f"{name}_s"] = statistics.median(t for t, _, _ in samples)
        result[f"{name}_cpu_s"] = statistics.median(c for _, c, _ in samples)
        result[f"{name}_mib"] = statistics.median(m for _, _, m in samples)
    for name in programs:
        if name != "bare":
            prefix = "" if name == "solo" else f"{name}_"
            result[f"{prefix}time_ratio"] = result[f"{name}_s"] / result["bare_s"]
            result[f"{prefix}cpu_ratio"] = result[f"{name}_cpu_s"] / result["bare_cpu_s"]
            result[f"{prefix}memory_ratio"] = result[f"{name}_mib"] / result["bare_mib"]
    if args.json:
        print(json.dumps(result, indent=2))
        return 0
    labels = {"bare": "bare Qt", "solo": "Solo Desk", "floor": "Qt+pydantic"}
    for name in programs:
        line = (f"{labels[name]:11s}: {result[f'{name}_s'] * 1000:7.1f} ms wall  {result[f'{name}_cpu_s'] * 1000:7.1f} ms CPU"
                f"  {result[f'{name}_mib']:6.1f} MiB")
        if name != "bare":
            prefix = "" if name == "solo" else f"{name}_"
            line += (f"   = {result[f'{prefix}time_ratio']:.2f}x wall, {result[f'{prefix}cpu_ratio']:.2f}x CPU,"
                     f" {result[f'{prefix}memory_ratio']:.2f}x memory")
        print(line)
    print(f"(median of {args.runs} alternating runs; budgets: time 1.6x, memory 1.5x; save {save.name})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
