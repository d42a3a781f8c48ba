"""Playtest fixes: texts a player reads at the end of the game."""
import pytest

from solo_desk.core.messages import render


@pytest.mark.parametrize("lang,zero,minus", [("en", "0 for originals, 0 for challenges = ", "-15 for challenges"),
                                             ("it", "0 per gli originali, 0 per le sfide = ", "-15 per le sfide")])
def test_the_final_score_line_names_the_challenges_part_with_its_sign(lang, zero, minus):
    params = {"fans": 3, "chart": 0, "mastery": 0, "money": 1, "ideas": 2, "originals": 0, "total": 6}
    assert zero in render("age_of_comics.trace.final_player", {**params, "penalty": 0}, lang)
    assert minus in render("age_of_comics.trace.final_player", {**params, "penalty": -15}, lang)
