"""QA review: a hand-edited save with impossible numbers is refused with a clear validation
message, never loaded and played (bounds on the state model)."""
from __future__ import annotations

import json

import pytest

from solo_desk.core import saves
from solo_desk.core.errors import BadInput, BadSaveFile
from solo_desk.core.options import resolve_options
from solo_desk.core.session import Session
from solo_desk.games.terra_mystica import GAME


def fresh():
    return GAME.new_state(resolve_options(GAME.option_specs(), {}), 7, "digital")


@pytest.mark.parametrize("path, value", [(("round",), -999), (("round",), 7), (("coins",), -1), (("power",), [1, 2]), (("rng_counter",), -1)])
def test_an_impossible_value_is_refused(path, value):
    data = fresh().model_dump(mode="json")
    GAME.load_state(data)  # as made: valid
    target = data
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = value
    with pytest.raises(BadInput) as err:
        GAME.load_state(data)
    assert str(path[-1]) in err.value.message("en")


def test_a_save_with_an_impossible_value_is_not_valid(tmp_path):
    session = Session.new(GAME, {}, 7)
    path = tmp_path / "g.json"
    saves.save(session, path)
    data = json.loads(path.read_text(encoding="utf-8"))
    data["initial_state"]['round'] = -999
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(BadSaveFile) as err:
        saves.load(path)
    assert 'round' in err.value.message("en")
