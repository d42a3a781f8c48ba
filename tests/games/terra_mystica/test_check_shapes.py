"""check() refuses the hand-edited states that would crash the game later (an unknown id, a
mapping without one of its keys, a list of the wrong length), with a message naming the field and
the bad value, in both languages (the fuzzing audit of tools/fuzz_saves.py)."""
from __future__ import annotations

from typing import Any, Callable

import pytest

from solo_desk.core import registry, saves
from tests.games.edited_saves import EditedSaves

GAME_ID = "terra_mystica"
SAVES = EditedSaves(GAME_ID)
_save, _refusal = SAVES.save, SAVES.refusal


def test_the_unedited_saves_load(tmp_path):
    SAVES.check_unedited(tmp_path)


def _terrain(hex_id: str, value: str) -> Callable[[dict[str, Any]], None]:
    return lambda state: state["terrain"].__setitem__(hex_id, value)


@pytest.mark.parametrize(("mode", "edit", "shown"), [
    ("digital", _terrain("D3", "zz_unknown"), ("terrain[D3]", "zz_unknown")),
    ("digital", _terrain("D2", ""), ("terrain[D2]",)),
    ("companion", _terrain("B4", "hex"), ("terrain[B4]", "hex")),
    ("digital", lambda s: s["terrain"].pop("D2"), ("terrain", "D2")),
    ("digital", lambda s: s["terrain"].__setitem__("Z99", "red"), ("terrain", "Z99")),
    ("digital", lambda s: s.__setitem__("map_id", "zz_unknown"), ("map_id", "zz_unknown")),
    ("companion", lambda s: s.__setitem__("map_id", "by_mode"), ("map_id", "by_mode")),
    ("digital", lambda s: s.__setitem__("favours", ["zz_unknown"]), ("favours", "zz_unknown")),
    ("digital", lambda s: s["favours"].append("red"), ("favours", "red")),
    ("digital", lambda s: s["options"].pop("difficulty"), ("options", "difficulty")),
    ("companion", lambda s: s["options"].pop("dwelling_tie"), ("options", "dwelling_tie")),
    ("digital", lambda s: s["options"].pop("opponent_actions"), ("options", "opponent_actions")),
])
def test_a_hand_edited_state_is_refused_by_name(tmp_path, mode, edit, shown):
    en, it = _refusal(tmp_path, mode, edit)
    for text in shown:
        assert text in en and text in it, (en, it)
    assert en != it


def test_a_game_in_play_with_an_unknown_terrain_or_favour_is_refused(tmp_path):
    from solo_desk.core.errors import InconsistentState

    game = registry.get(GAME_ID)
    path = tmp_path / "game.json"
    path.write_text(_save("digital"))
    state = saves.load(path).state
    game.check(state)
    hex_id = next(iter(state.terrain))
    for bad, field in ((state.model_copy(update={"terrain": {**state.terrain, hex_id: "zz"}}), f"terrain[{hex_id}]"),
                       (state.model_copy(update={"favours": state.favours + ["FAV99"]}), "favours")):
        with pytest.raises(InconsistentState) as refused:
            game.check(bad)
        assert refused.value.key == "terra_mystica.invariant.unknown_value"
        assert refused.value.params["field"] == field
