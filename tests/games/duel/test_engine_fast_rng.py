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


def test_below_picker_draws_what_randrange_draws():
    # the same values and the same stream afterwards, for bounds around powers of two (rejections)
    from solo_desk.core.rng import below_picker

    for seed in range(30):
        rng_a, rng_b = random.Random(seed), random.Random(seed)
        pick = below_picker(rng_b)
        for n in (1, 2, 3, 4, 5, 7, 8, 9, 15, 16, 17, 31, 33, 100, 1000) * 3:
            assert pick(n) == rng_a.randrange(n)
        assert rng_a.getstate() == rng_b.getstate()
    for bad in (0, -3):
        try:
            below_picker(random.Random(1))(bad)
        except ValueError:
            continue
        raise AssertionError("an empty range must be refused, as randrange does")


def test_below_picker_of_a_generator_without_getrandbits_is_its_randrange():
    from solo_desk.core.rng import below_picker

    class OnlyRandom(random.Random):  # draws with random() only: _randbelow_with_only_random
        def random(self):
            return super().random()

    rng = OnlyRandom(5)
    assert below_picker(rng) == rng.randrange


def test_the_player_policy_draws_as_with_randrange():
    # the game's picker: the same moves as random_legal_action with the generator's own randrange
    from solo_desk.core.playout import apply_step
    from solo_desk.games.duel import GAME, rules

    for seed in (1, 2):
        state = GAME.new_state({}, seed, "digital")
        rng_a, rng_b = random.Random(seed), random.Random(seed)
        for _ in range(60):
            if GAME.result(state) is not None:
                break
            if GAME.to_move(state) != "player":
                actions = list(GAME.propose(state).actions)
            else:
                expected = rules.random_legal_action(state, rng_a.randrange)
                got = GAME.player_policy(state, rng_b)
                assert got == expected
                actions = [got]
            state, _ = apply_step(GAME, state, actions)
        assert rng_a.getstate() == rng_b.getstate()
