"""Sizes of the packages and start-up time of the bundled program against the
installed one (``python -m solo_desk``), median of N alternating runs.

    packaging/build.sh && python packaging/measure.py [--runs 5] [--game duel]

Each run is ``--open SAVE --exit-after-first-paint`` offscreen, in a fresh
SOLO_DESK_HOME; the bundled program gets a clean environment (no PYTHONPATH,
no virtualenv on PATH).
"""
from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def du(path: Path) -> int:
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file() and not p.is_symlink())


def timed(cmd: list[str], env: dict[str, str], cwd: Path) -> float:
    start = time.perf_counter()
    done = subprocess.run(cmd, env=env, cwd=cwd, capture_output=True, text=True, timeout=120)
    elapsed = time.perf_counter() - start
    if done.returncode != 0:
        raise SystemExit(f"{cmd[0]} failed ({done.returncode}): {done.stderr.strip()}")
    return elapsed


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--game", default="duel")
    parser.add_argument("--dist", default=str(ROOT / "dist"))
    parser.add_argument("--bundle", default=str(ROOT / "build/packaging/pyinstaller-dist/solo-desk"))
    args = parser.parse_args()
    dist, bundle = Path(args.dist), Path(args.bundle)
    for pattern in ("*.deb", "*.tar.gz"):
        for path in sorted(dist.glob(pattern)):
            print(f"{path.name:40} {path.stat().st_size / 1e6:7.1f} MB")
    print(f"{'bundle (one folder)':40} {du(bundle) / 1e6:7.1f} MB")

    with tempfile.TemporaryDirectory() as tmp:
        tmp = Path(tmp)
        save = tmp / "game.json"
        subprocess.run([sys.executable, "-m", "solo_desk", "new", args.game, "--seed", "1", "-o", str(save)],
                       check=True, capture_output=True, env={**os.environ, "SOLO_DESK_HOME": str(tmp / "h0")})
        flags = ["--open", str(save), "--exit-after-first-paint"]
        base = {"QT_QPA_PLATFORM": "offscreen", "LANG": "C.UTF-8", "HOME": str(tmp)}
        clean = {**base, "PATH": "/usr/bin:/bin"}
        dev = {**os.environ, **base}
        times: dict[str, list[float]] = {"bundled": [], "installed": []}
        for i in range(args.runs + 1):  # the first pair warms the disk cache and is dropped
            b = timed([str(bundle / "solo-desk"), *flags], {**clean, "SOLO_DESK_HOME": str(tmp / f"b{i}")}, tmp)
            p = timed([sys.executable, "-m", "solo_desk", *flags], {**dev, "SOLO_DESK_HOME": str(tmp / f"p{i}")}, tmp)
            if i:
                times["bundled"].append(b)
                times["installed"].append(p)
    for name, values in times.items():
        print(f"{name:10} median {statistics.median(values) * 1000:6.0f} ms  "
              f"(runs: {', '.join(f'{v * 1000:.0f}' for v in values)})")
    print(f"load average: {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
