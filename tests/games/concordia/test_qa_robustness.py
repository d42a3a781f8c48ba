"""QA review: a move whose explicit side is not the side to move is refused (exit 3)."""
from __future__ import annotations

import pytest

from solo_desk.core.errors import IllegalAction
from solo_desk.games.concordia import GAME

from .helpers import fresh


def test_a_player_move_marked_as_the_ais_is_refused():
    state = fresh()
    assert GAME.to_move(state) == "player"
    with pytest.raises(IllegalAction) as err:
        GAME.apply(state, {"kind": "tribune", "card": "player-tribune", "by": "automa"})
    assert err.value.key == "concordia.err.wrong_side"
    assert "AI" in err.value.message("en") and "IA" in err.value.message("it")


def test_a_player_move_without_a_side_is_the_players():
    state = fresh()
    new, recorded = GAME.apply(state, {"kind": "tribune", "card": "player-tribune"})
    assert recorded.by == "player"


def test_the_ai_turn_marked_as_the_players_is_refused():
    state = fresh().model_copy(update={"turn": "automa"})
    assert GAME.to_move(state) == "automa"
    with pytest.raises(IllegalAction) as err:
        GAME.apply(state, {"kind": "automa_turn", "by": "player"})
    assert err.value.key == "concordia.err.wrong_side"
    new, recorded = GAME.apply(state, {"kind": "automa_turn"})
    assert recorded.by == "automa"
