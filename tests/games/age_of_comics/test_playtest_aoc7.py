"""Playtest 7: the history says what a ROYALTIES! space paid ("take $4 in royalties")."""
import pytest

from solo_desk.core.messages import render
from solo_desk.core.session import Session
from solo_desk.games.age_of_comics import GAME
from solo_desk.games.age_of_comics import rules as R
from solo_desk.games.age_of_comics.state import Royalties

from .test_audit_sales import player_turn


def lines(action):
    described = GAME.describe(action)
    return {lang: render(described.key, described.params, lang) for lang in ("en", "it")}


@pytest.mark.rule("AOC-GEN-BASE")
def test_the_royalties_line_says_the_money_of_the_space_taken():
    state = player_turn(money=5)
    assert R.first_free(state, "royalties") == 0
    after, recorded = GAME.apply(state, Royalties(by="player"))
    assert after.player.money == 9
    assert lines(recorded) == {"en": "take $4 in royalties (ROYALTIES!)",
                               "it": "incassi $4 di diritti d'autore (ROYALTIES!)"}
    # an older save, without the amount: as before
    old = recorded.model_copy(update={"outcomes": {}})
    assert lines(old)["en"] == "take the royalties (ROYALTIES!)"


def test_a_game_with_royalties_replays_from_its_save(tmp_path):
    from solo_desk.core import saves

    session = Session.new(GAME, {"deck": "demo"}, 11, "digital")
    while GAME.to_move(session.state) != "player" or session.state.phase != "turns":
        state = session.state
        session.apply(list(GAME.propose(state).actions) if GAME.to_move(state) == "automa"
                      else [R.setup_actions(state)[0]])
    session.apply([Royalties(by="player")])
    assert session.steps[-1].actions[0].outcomes["royalties_money"] == 4
    saves.save(session, tmp_path / "g.json")
    again = saves.load(tmp_path / "g.json")
    assert again.state == session.state and lines(again.steps[-1].actions[0])["en"].startswith("take $4 ")


def test_a_discard_with_none_due_says_when_one_is():
    from solo_desk.core.errors import ActionError
    from solo_desk.games.age_of_comics.state import Discard

    state = player_turn()
    assert not state.discard_due
    with pytest.raises(ActionError) as refused:
        GAME.apply(state, Discard(by="player", card=state.player.hand[0]))
    assert refused.value.message("en") == ("No discard is due: you discard only when a HIRE! or a DEVELOP! leaves "
                                           "you more than 6 cards (free creatives and developed comics).")
    assert refused.value.message("it").startswith("Non devi scartare: si scarta solo quando")


@pytest.mark.rule("AOC-SETUP-PLAYER")
def test_a_move_before_the_set_up_says_to_choose_the_start_first():
    from solo_desk.core.errors import ActionError

    state = GAME.new_state({"deck": "demo"}, 3, "digital")
    assert state.phase == "setup"
    with pytest.raises(ActionError) as refused:
        GAME.apply(state, Royalties(by="player"))
    assert refused.value.message("en") == ("'royalties' is not possible yet: first choose your start (a value-2 "
                                           "writer and artist of different genres, a comic, three ideas).")
