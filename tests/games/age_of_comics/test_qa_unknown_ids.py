"""QA review: an id that names no card, genre or area is an IllegalAction naming it (exit 3),
never a KeyError; so is an Automa card outcome that is not a number."""
from __future__ import annotations

import pytest

from solo_desk.core.errors import IllegalAction
from solo_desk.games.age_of_comics import GAME
from solo_desk.games.age_of_comics.state import AutomaPass, EditIdeas, EditMoney

from solo_desk.games.age_of_comics import rules as R

from .helpers import started


def player_turn():
    state = started()
    while GAME.to_move(state) == "automa":
        for action in GAME.propose(state).actions:
            state, _ = GAME.apply(state, action)
    return state


@pytest.mark.parametrize("action", [
    {"kind": "hire", "by": "player", "writer": "nonexistent_thing", "artist": "a-crime-2"},
    {"kind": "hire", "by": "player", "writer": "w-crime-2", "artist": "nonexistent_thing"},
    {"kind": "develop", "by": "player", "comic": "nonexistent_thing"},
    {"kind": "develop", "by": "player", "search": "nonexistent_thing"},
    {"kind": "ideas", "by": "player", "board": ["nonexistent_thing"]},
    {"kind": "print", "by": "player", "prints": [{"comic": "nonexistent_thing", "writer": "w-crime-1", "artist": "a-crime-1"}]},
    {"kind": "print", "by": "player", "prints": [{"comic": "crime-1", "writer": "nonexistent_thing", "artist": "a-crime-1"}]},
    {"kind": "print", "by": "player", "prints": [{"comic": "crime-1", "writer": "w-crime-1", "artist": "a-crime-1",
                                                  "bonus_ideas": ["nonexistent_thing"]}]},
])
def test_an_unknown_id_is_refused_naming_it(action):
    state = player_turn()
    assert GAME.to_move(state) == "player"
    with pytest.raises(IllegalAction) as err:
        GAME.apply(state, action)
    for lang in ("en", "it"):
        assert "nonexistent_thing" in err.value.message(lang)
    assert err.value.message("en") != err.value.message("it")


def test_the_qa_reproduction_names_the_card():
    state = player_turn()
    with pytest.raises(IllegalAction) as err:
        GAME.apply(state, {"by": "player", "writer": "nonexistent_thing", "artist": "a-crime-2", "kind": "hire"})
    assert err.value.key == "age_of_comics.error.unknown_card"


def test_edits_and_the_automa_with_unknown_ids():
    state = player_turn()
    with pytest.raises(IllegalAction):
        GAME.apply(state, EditIdeas(genre="nonexistent_thing", count=2))
    with pytest.raises(IllegalAction) as err:
        GAME.apply(state, EditMoney(money=-999))  # was a TypeError inside the error helper
    assert err.value.key == "age_of_comics.error.negative"
    with pytest.raises(IllegalAction):
        GAME.apply(state, AutomaPass(by="automa", area="nonexistent_thing"))


def test_an_automa_card_outcome_that_is_not_a_number_is_refused():
    state = started()
    assert GAME.to_move(state) == "automa"
    with pytest.raises(IllegalAction):
        GAME.apply(state, {"kind": "flip", "by": "automa", "outcomes": {"automa_card": "nonexistent_thing"}})


def test_the_setup_marked_as_the_automas_is_refused():
    state = GAME.new_state({"deck": "demo"}, 0, "digital")
    setup = R.setup_actions(state)[0]
    with pytest.raises(IllegalAction) as err:
        GAME.apply(state, setup.model_copy(update={"by": "automa"}))
    assert err.value.key == "age_of_comics.error.not_your_turn"
    GAME.apply(state, setup)


def test_a_deck_file_that_is_not_utf8_text_is_refused_clearly(tmp_path):
    from solo_desk.core.errors import SoloDeskError
    from solo_desk.games.age_of_comics.deck import load_deck_file

    path = tmp_path / "deck.json"
    path.write_bytes(b"\xff\xfe{")
    with pytest.raises(SoloDeskError) as caught:
        load_deck_file(path)
    assert caught.value.key == "age_of_comics.deck.file_not_text" and "not UTF-8 text" in caught.value.message("en")
