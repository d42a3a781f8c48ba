"""Every registered game honours the Game contract (docs/GAME_PACKAGE.md)."""
import json
import random

import pytest

from solo_desk.core import registry
from solo_desk.core.game import Game
from solo_desk.core.options import resolve_options
from solo_desk.core.playout import next_step, play_game, replay

GAMES = sorted(registry.games())


@pytest.fixture(params=GAMES)
def game(request) -> Game:
    return registry.get(request.param)


def test_content_and_options_are_plain_json(game):
    json.dumps(game.content_json())
    assert game.content_hash() == game.content_hash()
    names = [spec.name for spec in game.option_specs()]
    assert len(names) == len(set(names))
    for spec in game.option_specs():
        assert spec.parse(spec.default) == spec.default
        if spec.type == "choice":
            assert spec.default in {c.value for c in spec.choices}


@pytest.mark.parametrize("mode", ["digital", "companion"])
def test_new_state_is_valid_and_round_trips(game, mode):
    state = game.new_state(resolve_options(game.option_specs(), {}), 12, mode)
    game.check(state)
    assert game.load_state(json.loads(state.model_dump_json())) == state
    json.dumps(game.public_view(state))


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_random_playouts_end_by_the_rules_and_replay(game, seed):
    options = resolve_options(game.option_specs(), {})
    record = play_game(game, options, seed, check=True)
    assert record.error is None
    assert record.result is not None and game.to_move(record.final) is None
    assert replay(game, record.initial, record.steps) == record.final
    assert game.load_state(json.loads(record.final.model_dump_json())) == record.final


def test_propose_and_legal_actions_change_nothing_and_are_legal(game):
    options = resolve_options(game.option_specs(), {})
    state = game.new_state(options, 5, "digital")
    rng = random.Random(5)
    for _ in range(30):
        if game.result(state) is not None:
            break
        before = state.model_dump_json()
        proposal = game.propose(state)
        legal = game.legal_actions(state)
        assert state.model_dump_json() == before
        if game.to_move(state) == "automa":
            assert proposal.status in ("automa_turn", "needs_input")
            assert proposal.trace, "the automa explains every turn"
        else:
            assert proposal.status == "not_automa_turn" and proposal.rule
            for action in legal[:20]:
                game.apply(state, action)  # each generated action is accepted
        assert state.model_dump_json() == before  # apply never mutates its input
        for action in next_step(game, state, rng):
            state, _ = game.apply(state, action)


def test_explanations_and_history_lines_keep_no_placeholder(game):
    """Every explanation step (and dropped candidate) and every history line of a seeded game
    renders fully in both languages: a message key reused with other parameters once left
    "{gain}" in Concordia's explanation."""
    from solo_desk.core.messages import render

    record = play_game(game, resolve_options(game.option_specs(), {}), 1)
    state, rendered = record.initial, 0

    def check(key, params):
        nonlocal rendered
        for lang in ("en", "it"):
            text = render(key, params, lang)
            assert "{" not in text, (key, lang, text)
            rendered += 1

    for step in record.steps:
        if game.to_move(state) == "automa":
            for traced in game.propose(state).trace:
                check(traced.key, traced.params)
                for dropped in traced.dropped:
                    check(dropped.key, dropped.params)
        for action in step.actions:
            described = game.describe(action)
            check(described.key, described.params)
            state, _ = game.apply(state, action)
    assert rendered >= 10  # the tiny fixture game plays a few turns; the real games hundreds
