"""play_game's step limit: a game that ends on its last allowed step is complete; one step fewer
and the playout stops there with playout_too_long (the final state is where it stopped)."""
from solo_desk.core import registry
from solo_desk.core.options import resolve_options
from solo_desk.core.playout import play_game


def test_a_game_ending_on_its_last_allowed_step_completes_and_one_step_less_stops():
    game = registry.get("duel")
    options = resolve_options(game.option_specs(), {})
    whole = play_game(game, options, 3)
    assert whole.error is None and whole.result is not None
    n = len(whole.steps)
    exact = play_game(game, options, 3, max_steps=n)
    assert exact.error is None and exact.result == whole.result and exact.final == whole.final
    short = play_game(game, options, 3, max_steps=n - 1)
    assert short.result is None and short.error == f"InconsistentState: the game did not end within {n - 1} steps"
    assert len(short.steps) == n - 1 and short.steps == whole.steps[:-1]
    assert game.result(short.final) is None  # where it stopped: the state after the last step played
    state = short.final
    for action in whole.steps[-1].actions:
        state, _ = game.apply(state, action)
    assert state == whole.final
