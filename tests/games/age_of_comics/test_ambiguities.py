"""Every ambiguity switch: flipping it changes what the Automa does or scores."""
import pytest

from solo_desk.games.age_of_comics import GAME, bot
from solo_desk.games.age_of_comics import rules as R
from solo_desk.games.age_of_comics.deck import AutomaCard, AutomaDeck

from .helpers import GENRES, move_cards, printed, started, trace, with_card


def choice(state):
    return bot.choose(state, R.current_card(state), trace(), {})


@pytest.mark.rule("AOC-FAILED", "AOC-NOACTION")
@pytest.mark.parametrize("reading,expected", [("noaction", "hire"), ("second_editor", "print")])
def test_amb06_failed_actions(reading, expected):
    state = with_card(started(failed_fallback=reading), ["print", "develop", "ideas"])
    state.spaces["print"][0] = "automa"
    state.automa.developed.append(state.decks["comics"].pop())  # two developed: DEVELOP fails; no chart: IDEAS fails
    assert choice(state).kind == expected


@pytest.mark.rule("AOC-NOACTION", "AOC-FAILED-NOSPACE")
@pytest.mark.parametrize("reading,area", [("skip", None), ("place_anyway", "hire")])
def test_amb07_nothing_possible(reading, area):
    state = with_card(started(nothing_possible=reading), ["hire", "develop", "ideas"])
    state.automa.hand += ["w-scifi-1", "a-scifi-1"]
    for c in ("w-scifi-1", "a-scifi-1"):
        state.decks["writers" if c[0] == "w" else "artists"].remove(c)
    state.automa.developed.append(state.decks["comics"].pop())
    state.spaces["print"] = ["player"] * 3
    state.spaces["sales"] = ["player"] * 3
    action = choice(state)
    assert action.kind == "pass" and action.area == area
    new, _ = GAME.apply(state, action)
    assert ("automa" in new.spaces["hire"]) == (area == "hire")


@pytest.mark.rule("AOC-DEVELOP-FALLBACK")
@pytest.mark.parametrize("reading", ["fallback_only", "genre_visible"])
def test_amb10_deck_top(reading):
    state = with_card(started(develop_deck_top=reading), ["develop", "hire", "print"])
    top_genre = R.genre_of(state.decks["comics"][0])
    other = next(c for c in state.decks["comics"] if R.genre_of(c) != top_genre)
    move_cards(state, "comics", [other])
    prio = (top_genre,) + tuple(g for g in GENRES if g != top_genre)
    action = bot.plan_develop(state, prio, 0, trace(), {})
    assert action.comic == (other if reading == "fallback_only" else None)


@pytest.mark.rule("AOC-IDEAS-FANS")
@pytest.mark.parametrize("reading,fans", [("per_action", 5), ("per_token", 6)])
def test_amb11_ideas_fans(reading, fans):
    state = with_card(started(ideas_fans=reading), ["ideas", "hire", "print"])
    state.automa.printed = [printed("crime-1", 4)]
    new, _ = GAME.apply(state, bot.plan_ideas(state, GENRES, 0, trace(), {}))
    assert new.automa.printed[0].fans == fans


def test_amb19_automa_start_genres():
    def same(distinct):
        states = [GAME.new_state({"deck": "demo", "automa_start_distinct": distinct}, s, "digital") for s in range(40)]
        return sum(R.genre_of(st.automa.hand[0]) == R.genre_of(st.automa.hand[1]) for st in states)
    assert same(False) > 0 and same(True) == 0


@pytest.mark.rule("AOC-CHALLENGE-ACTION", "AOC-CHALLENGE-FICTION", "AOC-CHALLENGE-GUNS")
@pytest.mark.parametrize("reading,penalty", [("per_challenge", -15), ("per_requirement", -30)])
def test_amb24_penalty(reading, penalty):
    state = started(challenge_action=True, challenge_penalty=reading)
    state.player.printed = [printed("superhero-1", 3)]
    state.mastery["superhero"] = "player"
    assert R.player_score(state)["penalty"] == penalty  # western and a third token missing


def test_amb02_board_priority():
    state = started()
    cards = tuple(AutomaCard(actions=("hire", "develop", "print"), priority=GENRES) for _ in range(12))
    move_cards(state, "writers", ["w-crime-2", "w-western-2"])
    move_cards(state, "artists", ["a-crime-2", "a-western-2"])
    picks = {}
    for source in ("card", "board"):
        s = state.model_copy(deep=True)
        s.options["genre_priority_source"] = source
        s.deck = AutomaDeck(cards=cards, board_priority=tuple(reversed(GENRES)))
        s, _ = GAME.apply(s, __import__("solo_desk.games.age_of_comics.state", fromlist=["Flip"]).Flip(by="automa"))
        picks[source] = choice(s).writer
    assert picks == {"card": "w-crime-2", "board": "w-western-2"}
