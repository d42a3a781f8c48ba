"""Refusals about the table's questions name the question as the table asks it, never its raw id."""
from __future__ import annotations

import pytest

from solo_desk.core.errors import IllegalAction
from solo_desk.games.duel import GAME
from solo_desk.games.duel.state import Answer, BuildCard


@pytest.mark.parametrize("lang", ["en", "it"])
def test_refusals_name_the_question_in_words(lang):
    s = GAME.new_state({}, 3, "companion")
    asked = s.asks[0].question  # a Progress token on the board at set-up
    wrong = [Answer(by="player", question="card:4", value="x"),  # not the question asked now
             Answer(by="player", question=asked, value="zzz"),  # not a possible answer
             BuildCard(card="theater")]  # a move while the table still has to answer
    for action in wrong:
        with pytest.raises(IllegalAction) as refused:
            GAME.apply(s, action)
        text = refused.value.message(lang)
        assert "card:" not in text and "progress:" not in text and "?" in text, text
