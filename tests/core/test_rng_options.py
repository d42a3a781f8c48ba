import pytest

from solo_desk.core.errors import BadInput
from solo_desk.core.options import parse_key_values, resolve_options
from solo_desk.core.rng import Chance


def test_the_stream_depends_only_on_seed_and_counter():
    a, b = Chance(5, 10), Chance(5, 10)
    assert [a.die() for _ in range(20)] == [b.die() for _ in range(20)]
    assert a.counter == 30
    rolls = {Chance(9, n).die() for n in range(200)}
    assert rolls == {1, 2, 3, 4, 5, 6}


def test_shuffle_is_a_permutation_and_reproducible():
    items = list(range(30))
    assert sorted(Chance(1, 0).shuffled(items)) == items
    assert Chance(1, 0).shuffled(items) == Chance(1, 0).shuffled(items)
    assert Chance(1, 0).shuffled(items) != Chance(1, 1).shuffled(items)


def test_options_are_parsed_with_clear_errors(pebbles):
    specs = pebbles.option_specs()
    assert resolve_options(specs, {}) == {"pile": 10, "first": "player"}
    assert resolve_options(specs, {"pile": "12", "first": "automa"}) == {"pile": 12, "first": "automa"}
    with pytest.raises(BadInput, match="option pile: '99' is not allowed"):
        resolve_options(specs, {"pile": "99"})
    with pytest.raises(BadInput, match="unknown option 'colour'"):
        resolve_options(specs, {"colour": "red"})
    with pytest.raises(BadInput, match="KEY=VALUE"):
        parse_key_values(["pile"])
