"""No game draws twice from one place of its random stream for two different events.

A digital game's dice and shuffles come from the stream at (seed, counter); a draw that does not
advance the counter makes the next event repeat it (Age of Comics once dealt round 3's Automa cards
again in round 5). Proposing and then applying a step may draw the same event twice, at the same
place: that is one event. Every place of the stream must be used within one step of the game only.
"""
from __future__ import annotations

import pytest

from solo_desk.core import playout, registry, rng
from solo_desk.core.options import resolve_options

# the options that make a game draw more (dice where a default looks a value up, the promo pool)
MORE_DRAWS = {"terra_mystica": {"power_mode": "dice"}, "concordia": {"dice": "2d6"}, "duel": {"promo_wonders": True}}
CASES = [(g, {}) for g in sorted(registry.games())] + sorted(MORE_DRAWS.items())


@pytest.mark.parametrize(("game_id", "options"), CASES, ids=[f"{g}-{'-'.join(o) or 'default'}" for g, o in CASES])
def test_every_place_of_the_stream_serves_one_step_only(game_id, options, monkeypatch):
    game = registry.get(game_id)
    step = [0]
    used: dict[tuple[int, int], set[int]] = {}
    original_next, original_step = rng.Chance._next, playout.next_step

    def recording_next(chance):
        used.setdefault((chance.seed, chance.counter), set()).add(step[0])
        return original_next(chance)

    def counted_step(*args, **kwargs):
        step[0] += 1  # the draws of a step: its proposal and its application
        return original_step(*args, **kwargs)

    monkeypatch.setattr(rng.Chance, "_next", recording_next)
    monkeypatch.setattr(playout, "next_step", counted_step)
    draws = 0
    for seed in range(1, 4):
        record = playout.play_game(game, resolve_options(game.option_specs(), options), seed)
        assert record.error is None and record.result is not None
        draws += len(used)
        reused = {place: steps for place, steps in used.items() if len(steps) > 1}
        assert not reused, f"{game_id} seed {seed}: stream places used by several steps: {sorted(reused.items())[:5]}"
        used.clear()
    if game_id != "pebbles":
        assert draws > 0  # the game does draw from its stream
