"""A random legal player, for self-play and the playout tests.

Trying shuffled candidates until the rules accept one is much cheaper than
listing every legal move; passing is favoured a little so rounds stay short.
"""
from __future__ import annotations

import random

from solo_desk.core.actions import Action

from . import rules
from .state import Burn, Convert, Pass, TMState

PASS_CHANCE = 0.12


def random_move(s: TMState, rng: random.Random) -> Action:
    moves = rules.candidate_moves(s)
    passes = [m for m in moves if isinstance(m, Pass)]
    others = [m for m in moves if not isinstance(m, (Pass, Convert, Burn))]
    rng.shuffle(passes)
    rng.shuffle(others)
    order = (passes + others) if rng.random() < PASS_CHANCE else (others + passes)
    for move in order:
        if rules.is_legal(s, move):
            return move
    extra = [m for m in moves if isinstance(m, (Convert, Burn))]
    rng.shuffle(extra)
    for move in extra:
        if rules.is_legal(s, move):
            return move
    raise AssertionError("no legal move")  # the rules always allow passing
