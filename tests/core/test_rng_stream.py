"""Chance reseeds one generator per draw (core.rng._GENERATOR): every draw must be what a new
``random.Random(seed * _STREAM_STRIDE + counter)`` gives, whatever was drawn before and from
which Chance (interleaved games, seeds of any size or sign)."""
import random

from solo_desk.core.rng import _STREAM_STRIDE, Chance


def _fresh(seed: int, counter: int) -> random.Random:
    return random.Random(seed * _STREAM_STRIDE + counter)


SEEDS = (0, 1, 7, 123456789, 2**40 + 3, -5)


def test_each_draw_is_a_fresh_generators_first_draw():
    items = list(range(23))
    for seed in SEEDS:
        chance = Chance(seed, 0)
        expected = []
        for counter in range(0, 10, 5):
            expected += [_fresh(seed, counter).randint(1, 6), items[_fresh(seed, counter + 1).randrange(23)],
                         _fresh(seed, counter + 2).sample(items, 4)]
            shuffled = list(items)
            _fresh(seed, counter + 3).shuffle(shuffled)
            expected += [shuffled, _fresh(seed, counter + 4).randint(0, 99)]
        drawn = []
        for _ in range(2):
            drawn += [chance.die(), chance.choice(items), chance.sample(items, 4), chance.shuffled(items),
                      chance.randint(0, 99)]
        assert drawn == expected
        assert chance.counter == 10


def test_interleaved_chances_and_other_generators_do_not_disturb_a_stream():
    a, b = Chance(3, 0), Chance(4, 100)
    drawn = []
    for _ in range(5):
        drawn.append(a.randint(1, 1000))
        random.random()  # the module's generator draws in between: another object
        drawn.append(b.randint(1, 1000))
    expected = []
    for k in range(5):
        expected += [_fresh(3, k).randint(1, 1000), _fresh(4, 100 + k).randint(1, 1000)]
    assert drawn == expected
