"""check() refuses the hand-edited states that would crash the game later (an unknown id, a
mapping without one of its keys, a list of the wrong length), with a message naming the field and
the bad value, in both languages (the fuzzing audit of tools/fuzz_saves.py)."""
from __future__ import annotations

import pytest

from solo_desk.core import registry
from tests.games.edited_saves import EditedSaves

GAME_ID = "age_of_comics"
SAVES = EditedSaves(GAME_ID)
_save, _refusal = SAVES.save, SAVES.refusal


def test_the_unedited_saves_load(tmp_path):
    SAVES.check_unedited(tmp_path)


@pytest.mark.parametrize(("mode", "edit", "shown"), [
    ("digital", lambda s: s["discards"].pop("creatives"), ("discards", "creatives")),
    ("digital", lambda s: s["discards"].pop("comics"), ("discards", "comics")),
    ("companion", lambda s: s["decks"].pop("writers"), ("decks", "writers")),
    ("digital", lambda s: s["displays"].pop("artists"), ("displays", "artists")),
    ("digital", lambda s: s["spaces"].pop("develop"), ("spaces", "develop")),
    ("companion", lambda s: s["spaces"]["sales"].pop(), ("spaces[sales]", "2", "3")),
    ("digital", lambda s: s["player"]["ideas"].pop("crime"), ("player.ideas", "crime")),
    ("companion", lambda s: s["player"]["ideas"].pop("horror"), ("player.ideas", "horror")),
    ("digital", lambda s: s["ideas_board"].pop("western"), ("ideas_board", "western")),
    ("companion", lambda s: s.__setitem__("calendar", []), ("calendar", "0", "6")),
    ("digital", lambda s: s["calendar"].__setitem__(2, "zz_unknown"), ("calendar", "zz_unknown")),
    ("digital", lambda s: s["automa"].__setitem__("hand", ["zz_unknown"]), ("automa.hand", "zz_unknown")),
    ("digital", lambda s: s["player"].__setitem__("hand", ["superhero-2"]), ("player.hand", "superhero-2")),
    ("digital", lambda s: s["deck"]["cards"][10]["priority"].__setitem__(5, "zz_unknown"),
     ("deck.cards[10].priority", "zz_unknown")),
    ("digital", lambda s: s["deck"]["cards"][0]["priority"].__setitem__(0, s["deck"]["cards"][0]["priority"][1]),
     ("deck.cards[0].priority",)),
    ("digital", lambda s: s["deck"]["cards"][3]["actions"].__setitem__(1, "zz_unknown"),
     ("deck.cards[3].actions", "zz_unknown")),
])
def test_a_hand_edited_state_is_refused_by_name(tmp_path, mode, edit, shown):
    en, it = _refusal(tmp_path, mode, edit)
    for text in shown:
        assert text in en and text in it, (en, it)
    assert en != it


def test_the_check_itself_names_a_missing_discard_pile():
    from solo_desk.core.errors import InconsistentState

    game = registry.get(GAME_ID)
    state = game.new_state({}, 3, "digital")
    game.check(state)
    bad = state.model_copy(update={"discards": {"comics": []}})
    with pytest.raises(InconsistentState) as refused:  # was a KeyError out of check()
        game.check(bad)
    assert refused.value.params["detail"] == {"key": "age_of_comics.invariant.missing_key",
                                              "params": {"field": "discards", "key": "creatives"}}
