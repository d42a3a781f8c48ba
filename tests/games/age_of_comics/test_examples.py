"""The rendering's worked examples (section 10) and each action's fallback."""
import pytest

from solo_desk.games.age_of_comics import GAME, bot
from solo_desk.games.age_of_comics import rules as R
from solo_desk.games.age_of_comics.state import Hire, Ideas

from .helpers import GENRES, move_cards, printed, started, trace, with_card


def occupy(state, area, who="automa"):
    state.spaces[area][R.first_free(state, area)] = who


@pytest.mark.rule("AOC-FLOW-REVEAL", "AOC-FLOW-DONE", "AOC-FLOW-SECOND", "AOC-FLOW-PLACE")
def test_example_1_action_choice_on_a_card():
    base = with_card(started(), ["hire", "develop", "ideas"])
    state = base.model_copy(deep=True)
    assert bot.choose(state, R.current_card(state), trace(), {}).kind == "hire"  # (a)
    occupy(state, "hire")
    assert bot.choose(state, R.current_card(state), trace(), {}).kind == "develop"  # (b)
    occupy(state, "develop")
    state.automa.printed.append(printed("crime-1", 3))
    assert bot.choose(state, R.current_card(state), trace(), {}).kind == "ideas"  # (c)
    occupy(state, "ideas")
    t = trace()
    action = bot.choose(state, R.current_card(state), t, {})  # (d): second editor on Hire
    assert action.kind == "hire" and "AOC-FLOW-SECOND" in t.rules()
    new, _ = GAME.apply(state, action)
    assert new.spaces["hire"][:2] == ["automa", "automa"]  # the first free space


@pytest.mark.rule("AOC-PRINT-FANS", "AOC-RIPOFF-FANS", "AOC-PRINT-NOMATCH", "AOC-FLOW-NOMONEY")
@pytest.mark.parametrize("difficulty,round_number,original,ripoff", [
    ("intermediate", 3, 6, 3), ("beginner", 1, 3, 2), ("expert", 5, 10, 5)])
def test_example_2_print_fans(difficulty, round_number, original, ripoff):
    state = with_card(started(difficulty=difficulty), ["print", "hire", "develop"])
    state.round = round_number
    state.player.printed.append(printed("horror-1", 2))
    state.automa.hand += ["w-western-3", "a-western-3"]
    for c in ("w-western-3", "a-western-3"):
        state.decks["writers" if c[0] == "w" else "artists"].remove(c)
    action = bot.plan_print(state, GENRES, 0, trace(), {})
    new, _ = GAME.apply(state, action)
    fans = [(p.ripoff, p.fans) for p in new.automa.printed]
    assert fans == [(False, original), (True, ripoff)]
    assert new.automa.money == 0


@pytest.mark.rule("AOC-PRINT-X2", "AOC-PRINT-ORIGINAL", "AOC-RIPOFF", "AOC-PRINT")
def test_example_3_print_x2():
    state = with_card(started(difficulty="beginner"), ["print", "hire", "develop"])
    state.round = 2
    state.player.printed += [printed("crime-2", 3), printed("horror-2", 3)]
    extra = ["w-romance-3", "a-romance-3"]
    for c in extra:
        state.decks["writers" if c[0] == "w" else "artists"].remove(c)
    state.automa.hand += extra
    t = trace()
    action = bot.plan_print(state, GENRES, 0, t, {})
    new, _ = GAME.apply(state, action)
    assert [(p.ripoff, p.fans) for p in new.automa.printed] == [(False, 4), (True, 2)]
    assert new.automa.printed[1].comic == "horror-2" and new.ripped == ["horror-2"]
    assert {"AOC-PRINT-X2", "AOC-PRINT-ORIGINAL", "AOC-RIPOFF"} <= set(t.rules())


@pytest.mark.rule("AOC-DEVELOP-MATCH", "AOC-DEVELOP")
def test_example_4_develop_matching():
    state = with_card(started(), ["develop", "hire", "print"])
    state.player.printed += [printed("western-1", 3), printed("horror-1", 3)]
    move_cards(state, "comics", ["crime-3", "western-3", "romance-3"])  # right to left: romance, western, crime
    state.automa.developed = state.automa.developed[:1]
    action = bot.plan_develop(state, GENRES, 0, trace(), {})
    assert action.comic == "western-3"


@pytest.mark.rule("AOC-DEVELOP-FALLBACK", "AOC-DEVELOP-FAIL-FULL", "AOC-DEVELOP-FAIL-EMPTY")
def test_develop_fallback_and_failures():
    state = with_card(started(), ["develop", "hire", "print"])
    move_cards(state, "comics", ["horror-3", "crime-3", "horror-4"])
    prio = ("scifi", "horror", "crime", "romance", "superhero", "western")
    assert bot.plan_develop(state, prio, 0, trace(), {}).comic == "horror-4"  # rightmost of the first genre
    state.automa.developed.append(state.decks["comics"].pop())
    assert bot.plan_develop(state, prio, 0, trace(), {}) is None
    state.automa.developed.pop()
    state.decks["comics"], state.displays["comics"] = [], []
    t = trace()
    assert bot.plan_develop(state, prio, 0, t, {}) is None and "AOC-DEVELOP-FAIL-EMPTY" in t.rules()


@pytest.mark.rule("AOC-HIRE-PAIR", "AOC-HIRE-MIXED", "AOC-HIRE-TIE", "AOC-HIRE", "AOC-HIRE-PLACE")
def test_example_5_hire():
    state = with_card(started(), ["hire", "develop", "print"])
    prio = ("superhero", "crime", "western", "horror", "romance", "scifi")
    move_cards(state, "writers", ["w-superhero-2", "w-crime-2", "w-horror-1", "w-superhero-4"])
    move_cards(state, "artists", ["a-crime-4", "a-western-2"])
    action = bot.plan_hire(state, prio, 0, trace(), {})
    assert (action.writer, action.artist) == ("w-crime-2", "a-crime-4")
    move_cards(state, "writers", ["w-superhero-2", "w-horror-1", "w-superhero-4"])  # no crime writer
    t = trace()
    action = bot.plan_hire(state, prio, 0, t, {})
    assert (action.writer, action.artist) == ("w-superhero-4", "a-crime-4") and "AOC-HIRE-MIXED" in t.rules()
    new, _ = GAME.apply(state, action)
    assert new.automa.hand[-2:] == ["w-superhero-4", "a-crime-4"]


@pytest.mark.rule("AOC-HIRE-FAIL-FULL", "AOC-HIRE-FAIL-EMPTY", "AOC-FAILED")
def test_hire_failures_fall_through_to_the_next_action():
    state = with_card(started(), ["hire", "develop", "print"])
    state.automa.hand += ["w-scifi-1", "a-scifi-1"]
    for c in ("w-scifi-1", "a-scifi-1"):
        state.decks["writers" if c[0] == "w" else "artists"].remove(c)
    t = trace()
    assert bot.choose(state, R.current_card(state), t, {}).kind == "develop"
    assert "AOC-HIRE-FAIL-FULL" in t.rules() and "AOC-FAILED" in t.rules()
    state.automa.hand = state.automa.hand[:2]
    state.decks["artists"] += state.displays["artists"]
    state.displays["artists"] = []
    t = trace()
    assert bot.plan_hire(state, GENRES, 0, t, {}) is None and "AOC-HIRE-FAIL-EMPTY" in t.rules()


@pytest.mark.rule("AOC-IDEAS-REMOVE", "AOC-IDEAS-FANS", "AOC-IDEAS-TIE", "AOC-IDEAS", "AOC-IDEAS-NOSUPPLY")
def test_example_6_ideas():
    state = with_card(started(), ["ideas", "hire", "print"])
    state.automa.printed = [printed("scifi-1", 7), printed("horror-1", 5), printed("crime-1", 5), printed("western-1", 5)]
    prio = ("horror", "crime", "western", "romance", "scifi", "superhero")
    action = bot.plan_ideas(state, prio, 0, trace(), {})
    assert action.board == ["horror", "crime"] and action.supply == []
    state = state.model_copy(update={"options": {**state.options, "genre_priority_source": "card"}})
    from solo_desk.games.age_of_comics.deck import AutomaCard, AutomaDeck
    state.deck = AutomaDeck(cards=(AutomaCard(actions=("ideas", "hire", "print"), priority=prio),) * 12)
    new, _ = GAME.apply(state, action)
    assert [p.fans for p in new.automa.printed] == [8, 6, 6, 5]
    assert sum(new.ideas_board.values()) == 4


@pytest.mark.rule("AOC-IDEAS-FEW", "AOC-IDEAS-FAIL")
def test_ideas_few_comics_and_failure():
    state = with_card(started(), ["ideas", "hire", "print"])
    t = trace()
    assert bot.plan_ideas(state, GENRES, 1, t, {}) is None and "AOC-IDEAS-FAIL" in t.rules()
    state.automa.printed = [printed("crime-1", 4)]
    new, _ = GAME.apply(state, bot.plan_ideas(state, GENRES, 0, trace(), {}))
    assert [p.fans for p in new.automa.printed] == [5]


def sales_table(reading="C"):
    state = with_card(started(difficulty="beginner", sales_collect=reading), ["sales", "hire", "print"])
    state.player.printed += [printed("crime-1", 3), printed("horror-1", 3)]
    state.automa.printed = [printed("romance-1", 4)]
    spaces = sorted(state.orders)
    state.orders = {}
    from solo_desk.games.age_of_comics.state import Tile
    layout = [("horror", 2, False), ("horror", 3, False), ("crime", 4, True), ("crime", 1, True)]
    for space, (genre, value, up) in zip(spaces, layout):
        state.orders[space] = Tile(genre=genre, value=value, face_up=up)
    return state, spaces


@pytest.mark.rule("AOC-SALES", "AOC-SALES-FLIP", "AOC-SALES-COLLECT", "AOC-SALES-MIN", "AOC-SALES-FANS",
                  "AOC-SALES-DISCARD")
def test_example_7_sales_primary_reading():
    state, spaces = sales_table("C")
    t = trace()
    action = bot.plan_sales(state, GENRES, 1, t, {})  # a "2" space
    assert sorted(action.flip) == sorted(spaces[:2])
    assert action.collect == [spaces[1], spaces[0], spaces[2]]  # horror 3, horror 2, crime 4
    assert any(s.rule == "AOC-SALES-MIN" and s.ambiguity == "AOC-AMB-15" for s in t.steps)
    new, _ = GAME.apply(state, action)
    assert new.automa.printed[0].fans == 7 and len(new.orders) == 1 and new.automa.money == 0


@pytest.mark.rule("AOC-SALES-MIN")
@pytest.mark.parametrize("reading,fans", [("A", 2), ("B", 2)])
def test_example_7_sales_alternatives(reading, fans):
    state, spaces = sales_table(reading)
    action = bot.plan_sales(state, GENRES, 1, trace(), {})
    expected = {"A": [spaces[1], spaces[2]], "B": [spaces[1], spaces[0]]}[reading]
    assert action.collect == expected
    new, _ = GAME.apply(state, action)
    assert new.automa.printed[0].fans == 4 + fans


@pytest.mark.rule("AOC-SALES-FAIL")
def test_sales_fails_on_an_empty_map():
    state, _ = sales_table()
    state.orders = {}
    t = trace()
    assert bot.plan_sales(state, GENRES, 1, t, {}) is None and "AOC-SALES-FAIL" in t.rules()


@pytest.mark.rule("AOC-SCORE-AUTOMA", "AOC-SCORE-FANS", "AOC-SCORE-CHART", "AOC-SCORE-MASTERY", "AOC-SCORE-WIN",
                  "AOC-TITLE", "AOC-SCORE-TWO")
def test_example_8_final_score():
    state = started(difficulty="intermediate")
    state.automa.printed = [printed("crime-1", 9), printed("horror-1", 6), printed("romance-1", 4)]
    state.automa.chart_vp = 12
    state.mastery["crime"] = state.mastery["horror"] = "automa"
    assert R.automa_score(state)["total"] == 59
    assert R.title(60).en == "Assistant Editor" and R.title(49) is None and R.title(110).it.startswith("Editore")
    state.phase = "over"
    state.player.money, state.player.ideas = 0, {g: 0 for g in GENRES}
    state.player.chart_vp = 59
    assert R.result(state).winner == "automa"  # a tie is not a win
    state.player.chart_vp = 60
    assert R.result(state).winner == "player"


@pytest.mark.rule("AOC-CHALLENGE-PENALTY", "AOC-CHALLENGE-SELECT", "AOC-CHALLENGE-BUSINESS", "AOC-CHALLENGE-ETHICAL",
                  "AOC-SCORE-PLAYER")
def test_example_9_challenge_penalty():
    state = started(challenge_business=True, challenge_ethical=True)
    state.player.money = 18
    assert R.player_score(state)["penalty"] == -15
    state.player.money = 20
    assert R.player_score(state)["penalty"] == 0
