"""Every game plays a whole companion game when the table's questions are answered
with values among those it offers (one answer at a time)."""
import pytest

from solo_desk.core import registry
from solo_desk.core.options import resolve_options
from solo_desk.core.playout import play_game, replay

GAMES = sorted(registry.games())


@pytest.fixture(params=GAMES)
def game(request):
    return registry.get(request.param)


def test_a_companion_game_answered_at_random_ends_by_the_rules(game):
    options = resolve_options(game.option_specs(), {})
    record = play_game(game, options, 4, mode="companion", check=True)
    assert record.error is None
    assert record.result is not None
    assert replay(game, record.initial, record.steps) == record.final


