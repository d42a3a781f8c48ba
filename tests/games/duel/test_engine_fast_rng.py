"""Chance's shuffle inlines random.Random.shuffle: the same permutation for every seed and length."""
import random

from solo_desk.core.rng import _STREAM_STRIDE, Chance, _shuffle


def test_shuffled_matches_random_shuffle():
    for seed in range(40):
        for counter in range(3):
            for n in (0, 1, 2, 3, 7, 8, 16, 17, 23, 64, 100):
                items = list(range(n))
                expected = list(items)
                random.Random(seed * _STREAM_STRIDE + counter).shuffle(expected)
                assert Chance(seed, counter).shuffled(items) == expected
                in_place = list(items)
                Chance(seed, counter).shuffle(in_place)
                assert in_place == expected


def test_shuffle_leaves_the_stream_where_random_shuffle_does():
    # the generator's state after the shuffle: the same number of bits drawn (rejections included)
    for seed in range(20):
        rng_a, rng_b = random.Random(seed), random.Random(seed)
        rng_a.shuffle(list(range(37)))
        _shuffle(rng_b, list(range(37)))
        assert rng_a.getstate() == rng_b.getstate()
