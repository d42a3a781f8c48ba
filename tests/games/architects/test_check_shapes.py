"""check() refuses the hand-edited states that would crash the game later (an unknown id, a
mapping without one of its keys, a list of the wrong length), with a message naming the field and
the bad value, in both languages (the fuzzing audit of tools/fuzz_saves.py)."""
from __future__ import annotations

from typing import Any, Callable

import pytest

from solo_desk.core import registry
from tests.games.edited_saves import EditedSaves

GAME_ID = "architects"
SAVES = EditedSaves(GAME_ID)
_save, _refusal = SAVES.save, SAVES.refusal


def test_the_unedited_saves_load(tmp_path):
    SAVES.check_unedited(tmp_path)


def _task(index: int, field: str, value: Any) -> Callable[[dict[str, Any]], None]:
    return lambda state: state["queue"][index].__setitem__(field, value)


@pytest.mark.parametrize(("mode", "edit", "shown"), [
    ("digital", lambda s: s["automa"].__setitem__("wonder", "zz_unknown"), ("automa.wonder", "zz_unknown")),
    ("companion", lambda s: s["player"].__setitem__("wonder", "glass"), ("player.wonder", "glass")),
    ("digital", _task(1, "kind", "zz_unknown"), ("queue[1].kind", "zz_unknown")),
    ("digital", _task(0, "kind", "crafts"), ("queue[0].kind", "crafts")),
    ("companion", _task(5, "deck", "zz_unknown"), ("queue[5].deck", "zz_unknown")),
    ("companion", lambda s: s["queue"][4].pop("deck"), ("queue[4].deck",)),
    ("companion", _task(0, "reason", "zz_unknown"), ("queue[0].reason", "zz_unknown")),
    ("companion", lambda s: s["options"].pop("difficulty"), ("options", "difficulty")),
    ("digital", lambda s: s["decks"].pop("central"), ("decks", "central")),
    ("digital", lambda s: s["decks"].pop("player"), ("decks", "player")),
    ("companion", lambda s: s["decks"].pop("automa"), ("decks", "automa")),
])
def test_a_hand_edited_state_is_refused_by_name(tmp_path, mode, edit, shown):
    en, it = _refusal(tmp_path, mode, edit)
    for text in shown:
        assert text in en and text in it, (en, it)
    assert en != it


def test_the_check_itself_names_a_missing_deck():
    from solo_desk.core.errors import InconsistentState

    game = registry.get(GAME_ID)
    state = game.new_state({}, 3, "digital")
    game.check(state)
    bad = state.model_copy(update={"decks": {k: v for k, v in state.decks.items() if k != "automa"}})
    with pytest.raises(InconsistentState) as refused:  # was a KeyError out of check()
        game.check(bad)
    assert refused.value.key == "architects.error.missing_key"
    assert refused.value.params == {"field": "decks", "key": "automa"}
