"""Self-play's clocks and end: the CPU clock (a system call, ~1 µs, ~1% of a 7 Wonders Duel game at
two a proposal) is read only when the caller asks for the proposals' CPU times, and a game's result
(its final scores) is computed once."""
from __future__ import annotations

import time

from solo_desk.core import playout, selfplay
from solo_desk.core.options import resolve_options


def counted_cpu_clock(monkeypatch) -> list[int]:
    reads = [0]
    real = time.process_time

    def process_time() -> float:
        reads[0] += 1
        return real()

    monkeypatch.setattr(time, "process_time", process_time)  # the clock playout and selfplay read
    return reads


def test_the_proposals_cpu_times_are_measured_only_when_asked(monkeypatch, pebbles):
    reads = counted_cpu_clock(monkeypatch)
    options = resolve_options(pebbles.option_specs(), {})
    record = playout.play_game(pebbles, options, 3)
    assert record.error is None and record.bot_seconds  # the wall clock times every proposal
    assert record.bot_cpu_seconds == [] and reads[0] == 0

    asked = playout.play_game(pebbles, options, 3, cpu_times=True)
    assert len(asked.bot_cpu_seconds) == len(asked.bot_seconds) == len(record.bot_seconds)
    assert reads[0] == 2 * len(asked.bot_cpu_seconds)  # before and after each proposal
    assert asked.steps == record.steps  # the clocks change nothing of the game


def test_selfplay_reports_cpu_percentiles_when_asked_and_zero_otherwise(monkeypatch, pebbles):
    reads = counted_cpu_clock(monkeypatch)
    options = resolve_options(pebbles.option_specs(), {})
    plain = selfplay.run_selfplay(pebbles, options, 5, 1)
    assert reads[0] == 2  # the run's start and end (games per CPU-second), no proposal's
    assert plain.bot_cpu_ms_p50 is None and plain.bot_cpu_ms_p99 is None
    assert plain.games_per_cpu_s > 0 and plain.bot_ms_p99 >= plain.bot_ms_p50 >= 0
    asked = selfplay.run_selfplay(pebbles, options, 5, 1, cpu_times=True)
    assert reads[0] > 4 and asked.bot_cpu_ms_p99 >= asked.bot_cpu_ms_p50 >= 0
    assert asked.results == plain.results


def test_a_game_asks_its_result_once_per_state(monkeypatch, pebbles):
    asked: list[object] = []
    real = type(pebbles).result

    def result(self, state):
        asked.append(state)
        return real(self, state)

    monkeypatch.setattr(type(pebbles), "result", result)
    record = playout.play_game(pebbles, resolve_options(pebbles.option_specs(), {}), 2)
    assert record.result is not None and record.result == real(pebbles, record.final)
    assert len(asked) == len(record.steps) + 1  # each state once, the final one included
