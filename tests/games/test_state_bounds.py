"""A hand-edited save with impossible numbers is refused with a clear validation message, never
loaded and played: the state models bound their counters, rounds and indices (QA review)."""
from __future__ import annotations

import json

import pytest

from solo_desk.core import registry, saves
from solo_desk.core.errors import BadInput, BadSaveFile
from solo_desk.core.options import resolve_options
from solo_desk.core.session import Session

IMPOSSIBLE = {
    "age_of_comics": [(("round",), -999), (("round",), 6), (("turn",), 9), (("flipped",), 5),
                      (("calendar_flipped",), 7), (("discard_due",), -1), (("player", "money"), -4),
                      (("automa_pile", 0), -1)],
    "architects": [(("turn_number",), -999), (("turn_number",), 0), (("conflict",), 4), (("conflict",), -1),
                   (("rng_counter",), -1), (("player", "victories"), -2), (("automa", "built"), [6]),
                   (("start_dice",), [9])],
    "concordia": [(("turn_number",), -999), (("rng_counter",), -5), (("player", "money"), -1),
                  (("automa", "goods", "wine"), -3), (("player", "store_colonists", "land"), -1)],
    "terra_mystica": [(("round",), -999), (("round",), 7), (("coins",), -1), (("power",), [1, 2]),
                      (("rng_counter",), -1)],
}
# the field a hand-edited save gets wrong in the save-level test
SAVE_FIELD = {"age_of_comics": "round", "architects": "turn_number", "concordia": "turn_number",
              "terra_mystica": "round"}


def fresh(game):
    return game.new_state(resolve_options(game.option_specs(), {}), 7, "digital")


@pytest.mark.parametrize("game_id, path, value",
                         [(g, path, value) for g, cases in IMPOSSIBLE.items() for path, value in cases])
def test_an_impossible_value_is_refused(game_id, path, value):
    game = registry.get(game_id)
    data = fresh(game).model_dump(mode="json")
    game.load_state(data)  # as made: valid
    target = data
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = value
    with pytest.raises(BadInput) as err:
        game.load_state(data)
    assert str(path[-1]) in err.value.message("en")


@pytest.mark.parametrize("game_id", sorted(SAVE_FIELD))
def test_a_save_with_an_impossible_value_is_not_valid(game_id, tmp_path):
    session = Session.new(registry.get(game_id), {}, 7)
    path = tmp_path / "g.json"
    saves.save(session, path)
    data = json.loads(path.read_text(encoding="utf-8"))
    data["initial_state"][SAVE_FIELD[game_id]] = -999
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(BadSaveFile) as err:
        saves.load(path)
    assert SAVE_FIELD[game_id] in err.value.message("en")
