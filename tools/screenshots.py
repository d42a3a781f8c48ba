#!/usr/bin/env python3
"""Regenerate the README's pictures: docs/screenshots/<game>-setup.png and -midgame.png for every
registered game, and docs/screenshot.png (the 7 Wonders Duel mid-game).

usage: python tools/screenshots.py [--only GAME] [--turns 30] [--seed 7] [--lang en]

Each picture is `solo-desk --open SAVE --screenshot PNG` of a digital game: the new game, then the
same game after TURNS steps of autoplay. Open the pictures and look at them before committing.
"""
from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SHOTS = ROOT / "docs" / "screenshots"


def solo(*args: str, env: dict[str, str]) -> str:
    done = subprocess.run([sys.executable, "-m", "solo_desk", *args], env=env, cwd=ROOT,
                          capture_output=True, text=True)
    if done.returncode != 0:
        raise SystemExit(f"solo-desk {' '.join(args)} failed: {done.stderr.strip()}")
    return done.stdout


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--only", help="one game id")
    parser.add_argument("--turns", type=int, default=30)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--lang", choices=("en", "it"), default="en")
    args = parser.parse_args()
    work = Path(tempfile.mkdtemp(prefix="solo-desk-shots-"))
    env = {**os.environ, "QT_QPA_PLATFORM": os.environ.get("QT_QPA_PLATFORM", "offscreen"),
           "SOLO_DESK_HOME": str(work / "home")}
    if args.lang == "it":  # the window's language comes from the settings
        config = work / "home" / "config"
        config.mkdir(parents=True)
        (config / "settings.json").write_text(json.dumps({"language": "it"}), encoding="utf-8")
    games = [g["id"] for g in json.loads(solo("games", "--json", env=env))["games"]]
    suffix = "" if args.lang == "en" else f"-{args.lang}"
    SHOTS.mkdir(parents=True, exist_ok=True)
    for game in games:
        if args.only and game != args.only:
            continue
        save = work / f"{game}.json"
        solo("new", game, "--seed", str(args.seed), "-o", str(save), env=env)
        solo("--open", str(save), "--screenshot", str(SHOTS / f"{game}-setup{suffix}.png"), env=env)
        solo("autoplay", str(save), "--turns", str(args.turns), env=env)
        solo("--open", str(save), "--screenshot", str(SHOTS / f"{game}-midgame{suffix}.png"), env=env)
        print(f"{game}: {game}-setup{suffix}.png, {game}-midgame{suffix}.png")
    if not args.only or args.only == "duel":
        if args.lang == "en":
            shutil.copyfile(SHOTS / "duel-midgame.png", ROOT / "docs" / "screenshot.png")
    shutil.rmtree(work, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
