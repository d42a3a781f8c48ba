"""Recorded random outcomes are checked (QA review): in a digital game the Automa card flipped, the
cards drawn from the decks, the calendar and order tiles turned up and the reshuffles must be
exactly what the game's own decks and stream reveal (a hand-edited save is refused, naming the
outcome, the value given and the value expected); the physical table (companion) tells any
possible value. Every shuffle advances the stream, a replayed one too."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from solo_desk.cli import main
from solo_desk.core import saves
from solo_desk.core.errors import BadSaveFile, IllegalAction
from solo_desk.core.options import resolve_options
from solo_desk.core.playout import play_game, replay
from solo_desk.core.session import Session
from solo_desk.games.age_of_comics import GAME
from tests.recorded import first_recorded

OPTIONS = {"deck": "demo"}
SEEDS = (13, 4)  # between them every kind of outcome: a display deck reshuffled, searches, blind hires
OLD_SAVE = Path(__file__).parent / "data" / "digital_save_before_stream_fix.json"


def options() -> dict:
    return resolve_options(GAME.option_specs(), OPTIONS)


def first(records, test):
    return first_recorded(GAME, records, test)


def with_outcome(action, name, value):
    return action.model_copy(update={"outcomes": {**action.outcomes, name: value}})


@pytest.fixture(scope="module")
def games():
    return [play_game(GAME, OPTIONS, seed) for seed in SEEDS]


@pytest.fixture(scope="module")
def digital(games):
    return games[0]


def other_value(state, action, name):
    """A value the table could show (companion would take it) but the game did not reveal."""
    real = action.outcomes[name]
    head = name.split(":")[0]
    if head == "automa_card":
        return next(c for c in state.automa_pile + state.automa_slots[state.flipped + 1:] if c is not None and c != real)
    if head == "display":
        return next(c for c in state.decks[name.split(":")[1]] if c != real)
    if head in ("writer", "artist"):
        return next(c for c in state.decks[head + "s"] if c != real)
    if head == "comic_deck_top":
        return next(c for c in state.decks["comics"] if c != real)
    if head == "calendar":
        return next(g for g in state.calendar[int(name.split(":")[1]):] if g != real)
    if head == "order_value":
        return next(v for v in (1, 2, 3, 4, 5) if v != real)
    if head in ("reshuffle", "automa_pile"):
        return list(reversed(real))
    if head == "discarded":
        return list(real[1:]) if real else [state.decks["comics"][-1]]
    raise AssertionError(name)


KINDS = ["automa_card", "display", "writer", "artist", "comic_deck_top", "calendar", "order_value", "reshuffle",
         "automa_pile", "discarded"]


@pytest.mark.parametrize("kind", KINDS)
def test_a_digital_outcome_other_than_the_games_is_refused(games, kind):
    state, action = first(games, lambda a: any(k.split(":")[0] == kind for k in a.outcomes))
    name = next(k for k in action.outcomes if k.split(":")[0] == kind)
    GAME.apply(state, action)  # as recorded
    given = other_value(state, action, name)
    with pytest.raises(IllegalAction) as err:
        GAME.apply(state, with_outcome(action, name, given))
    assert err.value.key == "age_of_comics.error.outcome_mismatch"
    assert err.value.params["name"] == name
    en, it = err.value.message("en"), err.value.message("it")
    assert en != it and name in en and name in it


def test_a_flipped_automa_card_is_named_by_its_number_on_the_table(digital):
    state, action = first(digital, lambda a: a.kind == "flip")
    given = other_value(state, action, "automa_card")
    with pytest.raises(IllegalAction) as err:
        GAME.apply(state, with_outcome(action, "automa_card", given))
    assert err.value.params == {"name": "automa_card", "value": given + 1, "expected": action.outcomes["automa_card"] + 1}


def test_a_reshuffle_that_is_not_even_the_cards_is_refused(digital):
    state, action = first(digital, lambda a: "automa_pile" in a.outcomes)
    with pytest.raises(IllegalAction) as err:
        GAME.apply(state, with_outcome(action, "automa_pile", [0] * 12))
    assert err.value.key == "age_of_comics.error.bad_reshuffle"
    state, action = first(digital, lambda a: any(k.startswith("reshuffle:") for k in a.outcomes))
    name = next(k for k in action.outcomes if k.startswith("reshuffle:"))
    for given in (["nonexistent"], "writers", 3):
        with pytest.raises(IllegalAction):
            GAME.apply(state, with_outcome(action, name, given))


def test_a_seeded_digital_game_replays_to_the_same_state_and_every_shuffle_advances_the_stream(digital):
    """Each reshuffle draws once, live and in a replay alike: the Automa deck reshuffled after
    round 4 is not the very order of the one after round 2 (round 5 repeating round 3's cards)."""
    assert replay(GAME, digital.initial, digital.steps) == digital.final
    shuffles = [a for s in digital.steps for a in s.actions for k in a.outcomes if k.split(":")[0] in ("reshuffle", "automa_pile")]
    assert digital.final.rng_counter == digital.initial.rng_counter + len(shuffles) == digital.initial.rng_counter + 3
    for seed in range(3):
        record = play_game(GAME, OPTIONS, seed)
        piles = [a.outcomes["automa_pile"] for s in record.steps for a in s.actions if "automa_pile" in a.outcomes]
        assert len(piles) == 2 and piles[0] != piles[1]
        assert replay(GAME, record.initial, record.steps) == record.final


def test_a_save_of_an_earlier_version_still_loads(tmp_path):
    """Earlier versions did not advance the stream on a recorded shuffle: their saves hold the
    game's own shuffles drawn at an earlier position, kept as recorded; any other order is refused."""
    session = saves.load(OLD_SAVE)
    piles = [a.outcomes["automa_pile"] for s in session.steps for a in s.actions if "automa_pile" in a.outcomes]
    assert len(piles) == 2 and piles[0] == piles[1]  # what those versions drew
    assert GAME.result(session.state) is not None
    data = json.loads(OLD_SAVE.read_text(encoding="utf-8"))
    for step in data["steps"]:
        for action in step["actions"]:
            if "automa_pile" in action.get("outcomes", {}):
                action["outcomes"]["automa_pile"] = sorted(action["outcomes"]["automa_pile"])
    path = tmp_path / "old.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(BadSaveFile) as err:
        saves.load(path)
    assert "automa_pile" in err.value.message("en")


def test_the_table_tells_any_possible_value_in_companion_mode():
    record = play_game(GAME, OPTIONS, SEEDS[0], mode="companion")
    state, action = first(record, lambda a: a.kind == "flip")
    other = next(c for c in state.automa_pile if c != action.outcomes["automa_card"])
    new, done = GAME.apply(state, with_outcome(action, "automa_card", other))
    assert done.outcomes["automa_card"] == other and new.automa_slots[state.flipped] == other
    state, action = first(record, lambda a: "display:writers:0" in a.outcomes)
    other = next(c for c in state.decks["writers"] if c not in action.outcomes.values())  # not told elsewhere
    new, _ = GAME.apply(state, with_outcome(action, "display:writers:0", other))
    assert new.displays["writers"][0] == other
    # round III turns two calendar tiles: the table may tell them the other way round
    state, action = first(record, lambda a: "calendar:3" in a.outcomes)
    two, three = action.outcomes["calendar:2"], action.outcomes["calendar:3"]
    new, _ = GAME.apply(state, with_outcome(with_outcome(action, "calendar:2", three), "calendar:3", two))
    assert new.calendar[2:4] == [three, two]


def tampered_save(tmp_path, record, name_head):
    session = Session(GAME, record.initial, options(), record.steps)
    path = tmp_path / "aoc.json"
    saves.save(session, path)
    saves.load(path)  # the untouched save is valid
    data = json.loads(path.read_text(encoding="utf-8"))
    state = record.initial
    for step, recorded in zip(data["steps"], record.steps):
        for raw, action in zip(step["actions"], recorded.actions):
            name = next((k for k in action.outcomes if k.split(":")[0] == name_head), None)
            if name is not None:
                raw["outcomes"][name] = other_value(state, action, name)
                path.write_text(json.dumps(data), encoding="utf-8")
                return path, name
            state, _ = GAME.apply(state, action)
    raise AssertionError("nothing tampered")


def test_a_save_with_a_tampered_automa_card_is_not_valid(tmp_path, digital):
    path, name = tampered_save(tmp_path, digital, "automa_card")
    with pytest.raises(BadSaveFile) as err:
        saves.load(path)
    assert name in err.value.message("en") and name in err.value.message("it")


@pytest.mark.parametrize("kind", ["display", "calendar", "automa_pile"])
def test_the_cli_refuses_a_save_with_a_tampered_outcome_in_one_line(tmp_path, capsys, digital, kind):
    path, name = tampered_save(tmp_path, digital, kind)
    before = path.read_bytes()
    for argv in (["legal", str(path)], ["--lang", "it", "apply", str(path)]):
        code = main(argv)
        out, err = capsys.readouterr()
        assert code == 2 and out == "" and err.count("\n") == 1 and "Traceback" not in err
        assert name in err
    assert path.read_bytes() == before
