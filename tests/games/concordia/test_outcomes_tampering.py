"""Recorded chance is checked. Digital: the AI's dice and tie-breaks of a recorded turn must
be exactly what the game's own stream (seed + counter) draws at that step, and no more;
a hand-edited save with other dice is refused. Companion: any possible roll (the table's)."""
from __future__ import annotations

import json

import pytest

from solo_desk.cli import main
from solo_desk.core import saves
from solo_desk.core.errors import BadSaveFile, IllegalAction
from solo_desk.core.options import resolve_options
from solo_desk.core.playout import play_game, replay
from solo_desk.core.session import Session
from solo_desk.games.concordia import GAME
from solo_desk.games.concordia.bot import DIE_FACES

OPTIONS = resolve_options(GAME.option_specs(), {})


def first_with(name: str, mode: str = "digital", seed: int = 1):
    """(state before, recorded action, record) of the first AI turn that drew ``name``."""
    record = play_game(GAME, OPTIONS, seed, mode=mode)
    assert record.error is None
    state = record.initial
    for step in record.steps:
        for action in step.actions:
            if name in action.outcomes:
                return state, action, record
            state, _ = GAME.apply(state, action)
    raise AssertionError(f"the seeded game never drew {name}: pick another seed")


def with_outcomes(action, **outcomes):
    return action.model_copy(update={"outcomes": {**action.outcomes, **outcomes}})


def bare(action):
    """The recorded AI turn without what the rules made of its chance: only the outcomes."""
    return action.model_copy(update={"deed": None, "city": None, "pay": (), "gain": (), "cards": ()})


def test_a_whole_seeded_digital_game_replays_from_its_record():
    record = play_game(GAME, OPTIONS, 3)
    assert record.error is None and record.result is not None
    assert replay(GAME, record.initial, record.steps) == record.final


@pytest.mark.parametrize("name", ["action_roll", "goods_roll", "tie"])
def test_a_digital_turn_as_recorded_is_accepted(name):
    state, action, _ = first_with(name)
    after, recorded = GAME.apply(state, action)
    assert recorded.outcomes == action.outcomes
    assert after.rng_counter == state.rng_counter + len(action.outcomes)


@pytest.mark.parametrize("name", ["action_roll", "goods_roll"])
def test_a_digital_die_other_than_the_streams_is_refused(name):
    state, action, _ = first_with(name)
    real = action.outcomes[name]
    for given in DIE_FACES[state.variant.dice]:
        if given == real:
            continue
        with pytest.raises(IllegalAction) as err:
            GAME.apply(state, bare(with_outcomes(action, **{name: given})))
        assert err.value.key == "concordia.err.outcome_mismatch"
    text = err.value.message("en")  # the die, the value given and the value drawn
    assert err.value.message("it") != text
    words = {"action_roll": "action roll", "goods_roll": "goods roll"}[name]
    assert f"The recorded {words} ({given}) is not what this digital game draws here ({real})" in text


def test_a_digital_tie_break_other_than_the_streams_is_refused():
    state, action, _ = first_with("tie")
    real = action.outcomes["tie"]
    keys = set()
    for city in state.city_goods:
        if city != real:  # another city: not tied (impossible), or tied but not the one drawn
            with pytest.raises(IllegalAction) as err:
                GAME.apply(state, bare(with_outcomes(action, tie=city)))
            keys.add(err.value.key)
    assert keys == {"concordia.err.bad_choice", "concordia.err.outcome_mismatch"}


def test_a_digital_outcome_the_turn_never_draws_is_refused():
    state, action, _ = first_with("action_roll")
    unused = next(n for n in ("goods_roll", "tie") if n not in action.outcomes)
    drawn = 1 if unused == "goods_roll" else next(iter(state.city_goods))
    with pytest.raises(IllegalAction) as err:
        GAME.apply(state, with_outcomes(action, **{unused: drawn}))
    assert err.value.key == "concordia.err.outcome_unexpected"
    with pytest.raises(IllegalAction):
        GAME.apply(state, with_outcomes(action, whatever=3))


def test_a_digital_roll_out_of_the_dice_is_still_refused_as_impossible():
    state, action, _ = first_with("action_roll")
    with pytest.raises(IllegalAction) as err:
        GAME.apply(state, with_outcomes(action, action_roll=13))
    assert err.value.key == "concordia.err.bad_roll"


def test_companion_rolls_are_the_tables_any_possible_one_is_accepted():
    state, action, _ = first_with("action_roll", mode="companion")
    for face in DIE_FACES[state.variant.dice]:
        _, recorded = GAME.apply(state, {"kind": "automa_turn", "outcomes": {**action.outcomes, "action_roll": face}})
        assert recorded.outcomes["action_roll"] == face
    with pytest.raises(IllegalAction) as err:
        GAME.apply(state, with_outcomes(action, action_roll=13))
    assert err.value.key == "concordia.err.bad_roll"


def tampered_save(tmp_path, record):
    """A save of the seeded game with its first AI action die changed by hand."""
    session = Session(GAME, record.initial, OPTIONS, record.steps)
    path = tmp_path / "g.json"
    saves.save(session, path)
    saves.load(path)  # the untouched save is valid
    data = json.loads(path.read_text(encoding="utf-8"))
    recorded = next(a for step in data["steps"] for a in step["actions"] if "action_roll" in a.get("outcomes", {}))
    real = recorded["outcomes"]["action_roll"]
    recorded["outcomes"]["action_roll"] = real % 12 + 1
    path.write_text(json.dumps(data), encoding="utf-8")
    return path, real


def test_a_save_with_a_tampered_die_is_not_valid(tmp_path):
    _, _, record = first_with("action_roll")
    path, _ = tampered_save(tmp_path, record)
    with pytest.raises(BadSaveFile) as err:
        saves.load(path)
    assert "action roll" in err.value.message("en")


@pytest.mark.parametrize("lang, words", [("en", "The recorded action roll ({given}) is not what this digital game draws here ({real})"),
                                         ("it", "Il valore registrato per il tiro dell'azione ({given}) non è quello che")])
def test_the_cli_refuses_a_save_with_a_tampered_die_in_one_line(capsys, tmp_path, lang, words):
    _, _, record = first_with("action_roll")
    path, real = tampered_save(tmp_path, record)
    code = main(["--lang", lang, "legal", str(path)])
    out, err = capsys.readouterr()
    assert code == 2 and not out
    assert err.count("\n") == 1 and "Traceback" not in err
    assert words.format(given=real % 12 + 1, real=real) in err
