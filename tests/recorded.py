"""Finding a recorded action in played games (the tests of recorded outcomes)."""
from __future__ import annotations

from typing import Any, Callable


def first_recorded(game: Any, records: Any, test: Callable[[Any], bool]) -> tuple[Any, Any]:
    """(state before, recorded action) of the first action ``test`` accepts, in the first of
    ``records`` (one PlayRecord or several) that has one."""
    for record in records if isinstance(records, (list, tuple)) else [records]:
        state = record.initial
        for step in record.steps:
            for action in step.actions:
                if test(action):
                    return state, action
                state, _ = game.apply(state, action)
    raise AssertionError("the seeded games have no such action: the test exercises nothing")
