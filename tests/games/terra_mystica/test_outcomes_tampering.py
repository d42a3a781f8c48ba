"""Recorded random outcomes are checked (QA review): in a digital game the faction and tile draws,
the random tie between hexes and the power-action dice must be exactly what the game's own
stream draws (a hand-edited save is refused, naming the outcome, the value given and the value
expected); the physical table (companion) tells any possible value."""
from __future__ import annotations

import json

import pytest

from solo_desk.cli import main
from solo_desk.core import saves
from solo_desk.core.errors import BadSaveFile, IllegalAction
from solo_desk.core.options import resolve_options
from solo_desk.core.playout import play_game, replay
from solo_desk.core.session import Session
from solo_desk.games.terra_mystica import GAME
from solo_desk.games.terra_mystica import rules
from solo_desk.games.terra_mystica.rules import placement, setup_need
from tests.recorded import first_recorded

DICE = {"power_mode": "dice", "difficulty": "hard"}


def options(extra: dict) -> dict:
    return resolve_options(GAME.option_specs(), extra)


def first(records, test):
    return first_recorded(GAME, records, test)


def changed(action, fields=None, **outcomes):
    update = dict(fields or {})
    update["outcomes"] = {**action.outcomes, **outcomes}
    return action.model_copy(update=update)


def other_dice(rolls: list[int]) -> list[int]:
    """The same number of dice, the first one a face not rolled (the roll blocks only some of
    the six actions): still a possible roll."""
    return [next(v for v in range(1, 7) if v not in rolls)] + rolls[1:]


@pytest.fixture(scope="module")
def digital():
    return play_game(GAME, options(DICE), 2)


def test_the_recorded_outcomes_of_a_digital_game_apply_unchanged_and_draw_once(digital):
    """Each draw checked against the stream advances the counter once, as the first draw did."""
    kinds = set()
    state = digital.initial
    for step in digital.steps:
        for action in step.actions:
            new, recorded = GAME.apply(state, action)
            assert recorded.outcomes == action.outcomes
            drawn = set(action.outcomes) - rules.TOLD_OUTCOMES  # the others only tell the history what passing brought
            draws = len(action.outcomes.get("rolls", [])) + len(drawn - {"rolls"})
            assert new.rng_counter == state.rng_counter + draws
            kinds |= drawn
            state = new
    assert state == digital.final and kinds == {"value", "tie", "rolls"}


@pytest.mark.parametrize("seed", range(3))
@pytest.mark.parametrize("extra", [DICE, {"power_mode": "preset", "dwelling_tie": "random"}])
def test_whole_seeded_digital_games_replay_to_the_same_state(seed, extra):
    record = play_game(GAME, options(extra), seed, check=True)
    assert record.error is None and record.result is not None
    assert replay(GAME, record.initial, record.steps) == record.final


@pytest.mark.parametrize("dice", ["other", "extra", "fewer", "nine", "not_a_list"])
def test_digital_dice_other_than_the_streams_are_refused(digital, dice):
    state, action = first(digital, lambda a: a.kind == "block_power" and a.outcomes.get("rolls"))
    real = list(action.outcomes["rolls"])
    given = {"other": other_dice(real), "extra": real + [1], "fewer": real[:-1], "nine": [9] * len(real),
             "not_a_list": "4, 4, 1"}[dice]
    with pytest.raises(IllegalAction) as err:
        GAME.apply(state, changed(action, rolls=given))
    assert err.value.key == "terra_mystica.error.outcome_mismatch"
    en, it = err.value.message("en"), err.value.message("it")
    assert en != it and "power actions of round 1" in en
    assert ", ".join(map(str, real)) in en and ", ".join(map(str, real)) in it  # the dice the game rolls


def test_digital_preset_dice_other_than_the_streams_are_refused():
    record = play_game(GAME, options({"power_mode": "preset"}), 1)
    state, action = first(record, lambda a: a.kind == "setup_pick" and a.item == "preset_round_3")
    GAME.apply(state, action)
    with pytest.raises(IllegalAction) as err:
        GAME.apply(state, changed(action, rolls=other_dice(list(action.outcomes["rolls"]))))
    assert err.value.key == "terra_mystica.error.outcome_mismatch"
    assert "round 3" in err.value.message("en")


@pytest.mark.parametrize("where", ["both", "outcome", "field"])
def test_a_digital_faction_draw_other_than_the_streams_is_refused(digital, where):
    state, action = first(digital, lambda a: a.kind == "setup_pick" and a.item == "faction")
    other = next(c for c in setup_need(state).choices if c != action.value)
    outcomes = {"value": other} if where != "field" else {}
    fields = {"value": other} if where != "outcome" else {}
    with pytest.raises(IllegalAction) as err:
        GAME.apply(state, changed(action, fields, **outcomes))
    assert err.value.key == "terra_mystica.error.outcome_mismatch"
    assert set(err.value.params) == {"item", "value", "expected"}
    en = err.value.message("en")
    assert "your faction" in en and "la tua fazione" in err.value.message("it")


def test_a_digital_round_tile_draw_other_than_the_streams_is_refused(digital):
    state, action = first(digital, lambda a: a.kind == "setup_pick" and a.item == "round_tile_2")
    other = next(c for c in setup_need(state).choices if c != action.value)
    with pytest.raises(IllegalAction) as err:
        GAME.apply(state, changed(action, {"value": other}, value=other))
    assert err.value.key == "terra_mystica.error.outcome_mismatch"
    assert "scoring tile of round 2" in err.value.message("en")


def test_a_digital_random_tie_other_than_the_streams_is_refused(digital):
    state, action = first(digital, lambda a: "tie" in a.outcomes)
    best = placement(state, action.ref, action.colour).best
    other = next(h for h in best if h != action.hex)
    with pytest.raises(IllegalAction) as err:
        GAME.apply(state, changed(action, {"hex": other}, tie=other))
    assert err.value.key == "terra_mystica.error.outcome_mismatch"
    assert other in err.value.message("en") and action.hex in err.value.message("en")
    GAME.apply(state, action)  # as recorded


def test_the_table_tells_any_possible_dice_in_companion_mode():
    record = play_game(GAME, options(DICE), 2, mode="companion")
    state, action = first(record, lambda a: a.kind == "block_power" and a.outcomes.get("rolls"))
    real = list(action.outcomes["rolls"])
    for given in (other_dice(real), [6, 5, 4, 3], [1, 1, 2, 2, 3, 3, 4]):
        new, recorded = GAME.apply(state, changed(action, rolls=given))
        assert set(new.blocked) == set(recorded.outcomes["rolls"]) and len(new.blocked) == 4
        assert recorded.outcomes["rolls"] == given[: len(recorded.outcomes["rolls"])]
    for impossible in ([7, 1, 2, 3], [0, 1, 2, 3], ["x"], [], [1, 1, 2]):  # a face no die has; too few dice
        with pytest.raises(IllegalAction) as err:
            GAME.apply(state, changed(action, rolls=impossible))
        assert err.value.key == "terra_mystica.error.rolls_impossible"
        assert err.value.message("en") != err.value.message("it")


def test_the_table_tells_any_possible_tie_in_companion_mode():
    for seed in range(20):
        record = play_game(GAME, options(DICE), seed, mode="companion")
        try:
            state, action = first(record, lambda a: a.kind == "opponent_start" and "tie" in a.outcomes)
            break
        except AssertionError:
            continue
    else:
        pytest.fail("no companion game had a tie: the test exercises nothing")
    for hex_ in placement(state, action.ref, action.colour).best:
        new, _ = GAME.apply(state, changed(action, {"hex": hex_}, tie=hex_))
        assert new.buildings[hex_] == (action.colour, "D")


def tampered_save(tmp_path, record, edit) -> tuple:
    session = Session(GAME, record.initial, options(DICE), record.steps)
    path = tmp_path / "tm.json"
    saves.save(session, path)
    saves.load(path)  # the untouched save is valid
    data = json.loads(path.read_text(encoding="utf-8"))
    for step in data["steps"]:
        for recorded in step["actions"]:
            if edit(recorded):
                path.write_text(json.dumps(data), encoding="utf-8")
                return path
    raise AssertionError("nothing tampered")


def tamper_dice(recorded: dict) -> bool:
    if recorded["kind"] == "block_power" and recorded.get("outcomes", {}).get("rolls"):
        recorded["outcomes"]["rolls"] = other_dice(recorded["outcomes"]["rolls"])
        return True
    return False


def test_a_save_with_tampered_dice_is_not_valid(tmp_path, digital):
    path = tampered_save(tmp_path, digital, tamper_dice)
    with pytest.raises(BadSaveFile) as err:
        saves.load(path)
    assert "power actions of round 1" in err.value.message("en")


def test_the_cli_refuses_a_save_with_a_tampered_faction_in_one_line(tmp_path, capsys, digital):
    def tamper_faction(recorded: dict) -> bool:
        if recorded["kind"] == "setup_pick" and recorded.get("item") == "faction":
            recorded["value"] = recorded["outcomes"]["value"] = "nomads" if recorded["value"] != "nomads" else "giants"
            return True
        return False

    path = tampered_save(tmp_path, digital, tamper_faction)
    for lang, words in (("en", "your faction"), ("it", "la tua fazione")):
        code = main(["--lang", lang, "legal", str(path)])
        out, err = capsys.readouterr()
        assert code == 2 and out == "" and err.count("\n") == 1 and "Traceback" not in err
        assert words in err


def test_the_cli_refuses_a_save_with_tampered_dice_in_one_line(tmp_path, capsys, digital):
    path = tampered_save(tmp_path, digital, tamper_dice)
    before = path.read_bytes()
    code = main(["apply", str(path)])  # the automa's proposed turn: the save must load first
    out, err = capsys.readouterr()
    assert code == 2 and err.count("\n") == 1 and "Traceback" not in err
    assert "power actions of round 1" in err and path.read_bytes() == before
