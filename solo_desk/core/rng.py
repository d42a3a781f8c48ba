"""Randomness that undo can never re-roll and the bot can never peek at.

Dice and draws come from a stream keyed on the game's seed and a counter kept
in the state: the same state always gives the same next outcome, so undo and
redo replay identically and trying another move after an undo does not re-roll.
Whatever a draw decided is recorded in the action that used it
(``Action.outcomes``), so a replay never depends on the stream, and in
companion mode the outcome is what the player reports instead.
"""
from __future__ import annotations

import _random
import functools
import random
from collections.abc import Callable, MutableSequence, Sequence
from typing import TypeVar

T = TypeVar("T")

_STREAM_STRIDE = 1_000_003
# Chance's generator, reseeded per draw by the C seeding itself: ``random.Random(n)`` allocates a
# generator and goes through ``Random.seed``'s argument checks first (~18 draws a Duel game).
# Chance draws only ints, floats and choices (never ``gauss``, whose cached value seed() resets).
_GENERATOR = random.Random(0)
_SEED = _random.Random.seed


class Chance:
    """Draws from the stream at (seed, counter); ``counter`` advances per draw."""

    def __init__(self, seed: int, counter: int):
        self.seed = seed
        self.counter = counter

    def _next(self) -> random.Random:
        """The generator seeded for this draw: one generator reseeded per draw (as a new
        ``random.Random(n)`` would be seeded: the same stream), used at once by the caller
        (nothing draws from two places at a time: no threads draw)."""
        rng = _GENERATOR
        _SEED(rng, self.seed * _STREAM_STRIDE + self.counter)
        self.counter += 1
        return rng

    def randint(self, low: int, high: int) -> int:
        return self._next().randint(low, high)

    def die(self, sides: int = 6) -> int:
        return self.randint(1, sides)

    def choice(self, items: Sequence[T]) -> T:
        if not items:
            raise ValueError("choice from an empty sequence")
        return items[self._next().randrange(len(items))]

    def shuffled(self, items: Sequence[T]) -> list[T]:
        result = list(items)
        _shuffle(self._next(), result)
        return result

    def shuffle(self, items: MutableSequence[T]) -> None:
        _shuffle(self._next(), items)

    def sample(self, items: Sequence[T], k: int) -> list[T]:
        return self._next().sample(list(items), k)


def below_picker(rng: random.Random) -> Callable[[int], int]:
    """``rng.randrange`` for one positive argument (a draw in ``range(n)``), with the same draws
    from the same stream: ``random.Random._randbelow_with_getrandbits`` without randrange's
    argument checks and its extra call (the random player draws on every move). A generator
    drawing otherwise (a subclass without ``getrandbits``) gets its own ``randrange``.
    Checked against ``randrange``: tests/games/duel/test_engine_fast_rng.py."""
    if type(rng)._randbelow is not _RANDBELOW_WITH_GETRANDBITS:
        return rng.randrange
    getrandbits = rng.getrandbits

    def pick(n: int) -> int:
        if n <= 0:
            raise ValueError("empty range for randrange()")
        k = n.bit_length()
        r = getrandbits(k)
        while r >= n:  # rejection sampling, as _randbelow_with_getrandbits does
            r = getrandbits(k)
        return r

    return pick


_RANDBELOW_WITH_GETRANDBITS = random.Random._randbelow_with_getrandbits


def _shuffle(rng: random.Random, items: MutableSequence[T]) -> None:
    """``rng.shuffle(items)`` with the same draws: ``random.Random.shuffle`` with its
    ``_randbelow_with_getrandbits`` inlined (a new game shuffles every deck: no call per card).
    Checked against ``random.Random.shuffle``: tests/games/duel/test_engine_fast_rng.py."""
    getrandbits = rng.getrandbits
    for i, bits in _shuffle_steps(len(items)):
        j = getrandbits(bits)
        while j > i:  # rejection sampling of a draw below i + 1, as _randbelow does
            j = getrandbits(bits)
        items[i], items[j] = items[j], items[i]


@functools.lru_cache(maxsize=256)
def _shuffle_steps(n: int) -> tuple[tuple[int, int], ...]:
    """Per step of a shuffle of ``n`` items: the index swapped, the bits drawn for its partner."""
    return tuple((i, (i + 1).bit_length()) for i in range(n - 1, 0, -1))
