"""Fixes of the arch3 review: a refused command-line action is named in words in both languages;
the command line's result line names the tie-break (Stages built) after the scores; card names
read well in lists; the refill after the Opponent takes a face-up token is asked under the rule
that refills (ARCH-PROGRESS-FACEDOWN's note)."""
from __future__ import annotations

import pytest

from solo_desk.core.errors import IllegalAction
from solo_desk.core.messages import render_value
from solo_desk.games.architects.bot import die_faces
from solo_desk.games.architects.rules import EXPECTED, apply
from solo_desk.games.architects.state import ChooseToken, Take, Task

from .helpers import table

pytestmark = pytest.mark.rule("ARCH-SETUP-2P")


# -- 1. a refused action is named in words -----------------------------------------------------
@pytest.mark.parametrize("lang, wanted", [
    ("en", "Choosing a Progress token is not possible now: "
           "the game expects you to take a card from a deck"),
    ("it", "Scegliere un segnalino Progresso non è possibile ora: "
           "il gioco attende che tu prenda una carta da un mazzo"),
])
def test_a_refused_action_is_named_in_words(lang, wanted):
    """Playtest 8: the Italian refusal read "take non è possibile ora" (the action's code)."""
    with pytest.raises(IllegalAction) as refused:
        apply(table("wood", "stone", turn="player"), ChooseToken(token="tactics"))
    assert refused.value.message(lang) == wanted


def test_every_action_that_can_be_refused_is_named_in_both_languages():
    from solo_desk.core.messages import lookup

    for kind in EXPECTED:
        en, it = lookup(f"architects.refused.{kind}", "en"), lookup(f"architects.refused.{kind}", "it")
        assert en and it and "(" not in en + it and kind not in en + it, kind  # words, not the code


def test_a_refused_take_says_taking_a_card():
    state = table("wood", "stone", turn="player", queue=(Task(kind="token", reason="science"), Task(kind="end_turn")))
    with pytest.raises(IllegalAction) as refused:
        apply(state, Take(deck="player"))
    assert refused.value.message("it") == ("Prendere una carta da un mazzo non è possibile ora: "
                                           "il gioco attende che tu scelga un segnalino Progresso")


# -- 2. the command line's result line ---------------------------------------------------------
def test_the_command_line_names_the_stages_after_the_scores():
    """Playtest 8: "player (Stages) 2, Opponent (Stages) 5" among the scores."""
    from solo_desk.cli import _result_message
    from solo_desk.core.game import GameResult

    won = GameResult(winner="automa", reason="score", rule="R",
                     scores={"player": 25, "automa": 45, "player_stages": 2, "automa_stages": 5})
    assert render_value(_result_message(won, "architects"), "en") == (
        "the Opponent wins (on points); final score: the Opponent 45, you 25; stages built: the Opponent 5, you 2")
    assert render_value(_result_message(won, "architects"), "it") == (
        "vince l'Avversario (ai punti); punteggio finale: l'Avversario 45, tu 25; "
        "Stadi costruiti: l'Avversario 5, tu 2")


# -- 3. card names read well in a list ---------------------------------------------------------
def test_no_english_card_name_has_a_comma_or_a_colon():
    from solo_desk.games.architects.content import content

    for kind in content().kinds.values():
        assert "," not in kind.name.en and ":" not in kind.name.en, kind.name


@pytest.mark.rule("ARCH-DIE-SEVERAL")
def test_the_die_faces_list_card_names_that_read_as_a_list():
    options = ["shield_horn1"] * 4 + ["shield_horn2"]
    said = ", ".join(render_value(f, "en") for f in die_faces(options))
    assert said == "1–4 → Shield with 1 horn, 5 → Shield with 2 horns, 6 → roll again"


# -- 4. the refill is asked under the rule that refills: test_playtest7_fixes.py, with the face-down draw
