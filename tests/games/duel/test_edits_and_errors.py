"""Edits mirror the physical table; illegal moves are refused with a key a player understands."""
import pytest

from solo_desk.core.errors import IllegalAction, InconsistentState
from solo_desk.core.messages import render
from solo_desk.games.duel import GAME, rules
from solo_desk.games.duel.state import BuildCard, MoveCard, SetCoins, SetConflict

from .helpers import do, play_state


def test_edits_move_pieces_where_they_really_are():
    s = play_state(slots={19: "walls"}, player={"buildings": ("quarry",)})
    s = do(s, MoveCard(card="quarry", to="automa"))
    assert s.automa.buildings == ("quarry",) and s.player.buildings == ()
    s = do(s, SetCoins(side="player", coins=12))
    s = do(s, SetConflict(position=-3))
    assert s.player.coins == 12 and s.conflict == -3
    with pytest.raises(InconsistentState):
        do(s, SetCoins(side="player", coins=-1))


def test_errors_render_in_both_languages():
    s = play_state(slots={19: "walls"}, player={"coins": 1})
    with pytest.raises(IllegalAction) as err:
        do(s, BuildCard(card="walls"))
    assert "4" in err.value.message("en") and "mancano 3" in err.value.message("it")
    assert render("duel.action.build", {"by": "player", "card": "walls", "price": 4}, "it").startswith("player costruisce")


def test_not_your_turn():
    s = play_state(slots={19: "walls"}, current="player")
    with pytest.raises(IllegalAction) as err:
        do(s, BuildCard(card="walls", by="automa"))
    assert err.value.key == "duel.illegal.not_your_turn"


def test_every_message_key_used_by_the_rules_exists():
    from solo_desk.core.messages import catalogue

    keys = catalogue("duel")
    for action_type in GAME.action_types:
        kind = action_type.model_fields["kind"].default
        assert f"duel.action.{kind}" in keys
    for question in ("card", "back", "token", "progress", "wonder", "pantheon", "enki", "offer", "gate", "discarded"):
        assert f"duel.ask.{question}" in keys
    assert rules.SCORE_CATEGORIES


def test_describe_renders_every_recorded_action():
    from .helpers import random_game

    _, history = random_game(2)
    for action in history:
        text = GAME.describe(action).render("it")
        assert "{" not in text, text


def test_wonder_and_progress_token_edits():
    from solo_desk.games.duel.state import MoveProgress, MoveWonder

    s = play_state(player={"wonders": ("pyramids",), "built": (("pyramids", "walls"),)},
                   progress_board=("law", "", "", "", ""))
    s = do(s, MoveWonder(wonder="pyramids", to="automa"))
    assert s.automa.built == (("pyramids", "walls"),) and s.player.wonders == ()
    s = do(s, MoveProgress(token="law", to="player"))
    assert s.player.progress == ("law",) and s.progress_board == ("", "", "", "", "")
    s = do(s, MoveProgress(token="law", to="board"))
    assert s.progress_board[0] == "law"


@pytest.mark.parametrize("breakage, key", [
    (lambda s: {"player": s.player.model_copy(update={"buildings": (s.discard[0],)})}, "duel.state.card_twice"),
    (lambda s: {"discard": s.discard[1:]}, "duel.state.card_missing"),
    (lambda s: {"automa": s.automa.model_copy(update={"coins": -2})}, "duel.state.negative_coins"),
    (lambda s: {"conflict": 10}, "duel.state.conflict"),
    (lambda s: {"wonders_out": s.wonders_out[1:]}, "duel.state.wonder_missing"),
    (lambda s: {"progress_box": s.progress_box + (s.progress_board[0],)}, "duel.state.progress_twice"),
])
def test_check_finds_every_broken_invariant(breakage, key):
    s = play_state(slots={19: "walls"})
    GAME.check(s)
    with pytest.raises(InconsistentState) as err:
        GAME.check(s.model_copy(update=breakage(s)))
    assert err.value.key == key


def test_check_refuses_an_eighth_built_wonder():
    built = tuple(zip(("pyramids", "colossus", "sphinx", "great_library"), ("lumber_yard", "stone_pit", "clay_pool", "quarry")))
    built2 = tuple(zip(("piraeus", "mausoleum", "appian_way", "sanctuary"), ("clay_pit", "glassworks", "press", "altar")))
    s = play_state(player={"wonders": tuple(w for w, _ in built), "built": built},
                   automa={"wonders": tuple(w for w, _ in built2), "built": built2})
    with pytest.raises(InconsistentState) as err:
        GAME.check(s)
    assert err.value.key == "duel.state.too_many_wonders"
