"""The "two ideas" print bonus: 2 ideas of any genres from the supply, chosen by the player."""
import pytest

from solo_desk.core.messages import render
from solo_desk.games.age_of_comics import GAME
from solo_desk.games.age_of_comics import rules as R
from solo_desk.games.age_of_comics.names import action_detail
from solo_desk.games.age_of_comics.state import Print, PrintJob

from .test_audit_sales import player_turn
from .test_scene import start, to_player_turn

TEAM = ("w-horror-2", "a-western-2")


def holding(state, comic="crime-2"):
    """The player holds `comic` developed and one writer + artist, with $9 and 2 ideas of each genre."""
    for card in (comic, *TEAM):
        for place in (*state.decks.values(), *state.displays.values(), state.automa.hand, state.automa.developed):
            if card in place:
                place.remove(card)
    state.player.hand, state.player.developed = list(TEAM), [comic]
    state.player.money, state.player.ideas = 9, {g: 2 for g in state.player.ideas}
    return state


def test_the_player_chooses_the_genres_of_the_two_bonus_ideas():
    state = holding(player_turn())
    prints = R.area_actions(state, "print")
    picks = [tuple(a.prints[0].bonus_ideas) for a in prints if a.prints[0].comic == "crime-2"]
    assert len(picks) == 21 and picks[0] == ("crime", "crime")  # every pair of genres, the comic's own first
    assert ("horror", "western") in picks and ("scifi", "scifi") in picks
    chosen = next(a for a in prints if a.prints[0].bonus_ideas == ["horror", "western"])
    after, _ = GAME.apply(state, chosen)
    ideas = after.player.ideas
    assert ideas["crime"] == 0 and ideas["horror"] == 3 and ideas["western"] == 3 and ideas["scifi"] == 2
    line = render("age_of_comics.action.print", {"detail": action_detail(chosen)}, "en")
    assert "2 ideas" in line and "horror" in line and "western" in line


def test_without_a_choice_the_bonus_stays_two_ideas_of_the_comics_genre():
    state = holding(player_turn())
    old_save = Print(by="player", prints=[PrintJob(comic="crime-2", writer=TEAM[0], artist=TEAM[1])])
    after, _ = GAME.apply(state, old_save)
    assert after.player.ideas["crime"] == 2 and after.player.ideas["horror"] == 2


def test_other_bonuses_and_rip_offs_have_no_idea_choice():
    state = holding(player_turn(), comic="crime-1")
    assert all(not a.prints[0].bonus_ideas for a in R.area_actions(state, "print"))


@pytest.mark.gui
def test_the_print_menu_asks_for_the_two_genres(window, qtbot):
    controller = start(window, qtbot, seed=3)
    to_player_turn(window, qtbot)
    state = holding(controller.state.model_copy(deep=True))
    scene = window.scene
    paths = [scene.option_path(state, a) for a in R.area_actions(state, "print")]
    bonus = [p for p in paths if len(p) == 3]
    assert len(bonus) == 21 and len({p[:2] for p in bonus}) == 1  # one submenu of 21 choices
    assert "bonus of It's a Felony: 2 ideas, horror + western" in {p[2] for p in bonus}
