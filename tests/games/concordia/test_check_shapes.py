"""check() refuses the hand-edited states that would crash the game later (an unknown id, a
mapping without one of its keys, a list of the wrong length), with a message naming the field and
the bad value, in both languages (the fuzzing audit of tools/fuzz_saves.py)."""
from __future__ import annotations

import pytest

from solo_desk.core import registry
from tests.games.edited_saves import EditedSaves

GAME_ID = "concordia"
SAVES = EditedSaves(GAME_ID)
_save, _refusal = SAVES.save, SAVES.refusal


def test_the_unedited_saves_load(tmp_path):
    SAVES.check_unedited(tmp_path)


@pytest.mark.parametrize(("mode", "edit", "shown"), [
    ("digital", lambda s: s["automa"]["goods"].pop("cloth"), ("automa.goods", "cloth")),
    ("companion", lambda s: s["automa"]["goods"].pop("wine"), ("automa.goods", "wine")),
    ("digital", lambda s: s["player"]["goods"].pop("tools"), ("player.goods", "tools")),
    ("companion", lambda s: s["player"].__setitem__("goods", {}), ("player.goods", "brick")),
    ("digital", lambda s: s["player"]["store_colonists"].pop("sea"), ("player.store_colonists", "sea")),
    ("digital", lambda s: s["player"].__setitem__("store_colonists", {}), ("player.store_colonists", "land")),
    ("companion", lambda s: s["automa"]["store_colonists"].pop("land"), ("automa.store_colonists", "land")),
])
def test_a_hand_edited_state_is_refused_by_name(tmp_path, mode, edit, shown):
    en, it = _refusal(tmp_path, mode, edit)
    for text in shown:
        assert text in en and text in it, (en, it)
    assert en != it


def test_the_check_itself_names_a_missing_storehouse_kind():
    from solo_desk.core.errors import InconsistentState

    game = registry.get(GAME_ID)
    state = game.new_state({}, 3, "digital")
    game.check(state)
    side = state.player.model_copy(update={"store_colonists": {"land": state.player.store_colonists["land"]}})
    with pytest.raises(InconsistentState) as refused:  # was a KeyError out of check()
        game.check(state.model_copy(update={"player": side}))
    assert refused.value.params["problems"] == [{"key": "concordia.problem.missing_key",
                                                 "params": {"field": "player.store_colonists", "key": "sea"}}]
