"""check() refuses the hand-edited states that would crash the game later (an unknown id, a
mapping without one of its keys, a list of the wrong length), with a message naming the field and
the bad value, in both languages (the fuzzing audit of tools/fuzz_saves.py)."""
from __future__ import annotations

from typing import Any, Callable

import pytest

from solo_desk.core import registry
from tests.games.edited_saves import EditedSaves

GAME_ID = "duel"
SAVES = EditedSaves(GAME_ID)
_save, _refusal = SAVES.save, SAVES.refusal


def test_the_unedited_saves_load(tmp_path):
    SAVES.check_unedited(tmp_path)


def _set(field: str, value: Any) -> Callable[[dict[str, Any]], None]:
    return lambda state: state.__setitem__(field, value)


def _first_token(state: dict[str, Any]) -> int:
    return next(i for i, t in enumerate(state["layout_tokens"][0]) if t)


@pytest.mark.parametrize(("mode", "edit", "shown"), [
    ("digital", _set("solo_direction", "zz_unknown"), ("solo_direction", "zz_unknown")),
    ("companion", _set("solo_direction", "sphinx"), ("solo_direction", "sphinx")),
    ("digital", lambda s: s["pantheon_spaces"].append(""), ("pantheon_spaces", "7", "6")),
    ("companion", lambda s: s["pantheon_spaces"].__setitem__(5, "zz_unknown"), ("pantheon_spaces", "zz_unknown")),
    ("digital", _set("pantheon_spaces", ["anubis", "anubis", "", "", "", ""]), ("pantheon_spaces", "anubis")),
    ("digital", lambda s: s["layout_tokens"].__setitem__(1, []), ("layout_tokens[1]", "0")),
    ("digital", _set("layout_tokens", []), ("layout_tokens", "0", "2")),
    ("digital", lambda s: s["layout_tokens"][0].pop(), ("layout_tokens[0]",)),
    ("digital", lambda s: s["layout_tokens"][0].__setitem__(_first_token(s), "zz_unknown"), ("layout_tokens[0]", "zz_unknown")),
    ("digital", lambda s: s["layout_tokens"][1].__setitem__(0, "offer:99"), ("layout_tokens[1]", "offer:99")),
    ("digital", lambda s: s["player"].__setitem__("progress", ["port"]), ("player.progress", "port")),
    ("digital", lambda s: s["automa"].__setitem__("progress", ["zz_unknown"]), ("automa.progress", "zz_unknown")),
    ("digital", lambda s: s["progress_box"].append("quarry"), ("progress_box", "quarry")),
    ("digital", _set("draft_picks", -1000000), ("draft_picks", "-1000000")),
    ("companion", _set("draft_picks", -1), ("draft_picks", "-1")),
])
def test_a_hand_edited_state_is_refused_by_name(tmp_path, mode, edit, shown):
    en, it = _refusal(tmp_path, mode, edit)
    for text in shown:
        assert text in en and text in it, (en, it)
    assert en != it


def test_the_check_of_a_state_in_play_names_a_bad_layout_token():
    from solo_desk.core.errors import InconsistentState
    from tests.games.duel.helpers import after_draft

    s = after_draft()
    registry.get(GAME_ID).check(s)
    bad = s.model_copy(update={"layout_tokens": (s.layout_tokens[0], s.layout_tokens[1][:-1])})
    with pytest.raises(InconsistentState) as refused:
        registry.get(GAME_ID).check(bad)
    assert refused.value.key == "duel.state.bad_length"
    assert refused.value.params["field"] == "layout_tokens[1]"
