"""Median and p99 of the Automa's proposal over the Automa-turn states of 8 self-played games
(best of 5 runs per state, to damp machine noise). DEEP=1 measures the old whole-state deep copies.

usage: python benchmarks/age_of_comics_bot.py
"""
import os, statistics, time, sys
from solo_desk.core.playout import play_game
from solo_desk.games.age_of_comics import GAME, bot, rules
if os.environ.get("DEEP"):
    deep = lambda s: s.model_copy(deep=True)
    bot.clone = deep; rules.clone = deep
states = []
for seed in range(8):
    rec = play_game(GAME, {"deck": "demo", "difficulty": ("beginner", "intermediate", "expert")[seed % 3]}, seed)
    s = rec.initial
    for step in rec.steps:
        for a in step.actions:
            s, _ = GAME.apply(s, a)
            if GAME.to_move(s) == "automa" and (s.phase != "turns" or s.flipped == s.turn // 2):
                states.append(s)
def best(f):
    r = []
    for _ in range(5):
        t = time.perf_counter(); f(); r.append((time.perf_counter() - t) * 1000)
    return min(r)
times = sorted(best(lambda: GAME.propose(s)) for s in states)
q = lambda xs, p: xs[min(len(xs) - 1, int(len(xs) * p))]
print(f"{'deep copies' if os.environ.get('DEEP') else 'clone'}: {len(times)} proposals: median {statistics.median(times):.2f} ms, p99 {q(times, .99):.2f} ms, max {times[-1]:.2f} ms")
