"""Challenges (AOC-CHALLENGE-*), the choice and failure of PRINT!, the level, and names in traces."""
import pytest

from solo_desk.core.messages import render
from solo_desk.games.age_of_comics import GAME, bot
from solo_desk.games.age_of_comics import rules as R
from solo_desk.games.age_of_comics.state import HeldOrder

from .helpers import GENRES, printed, started, trace, with_card


def penalty(state):
    return R.player_score(state)["penalty"]


def texts(steps, lang="en"):
    return [render(s.key, s.params, lang) for s in steps]


# -- challenges -----------------------------------------------------------------------------
@pytest.mark.rule("AOC-CHALLENGE-ALLGENRES", "AOC-CHALLENGE-PENALTY")
def test_all_genres_needs_a_printed_comic_of_each_genre():
    state = started(challenge_all_genres=True)
    state.player.printed = [printed(f"{g}-1", 2) for g in GENRES[:5]]
    assert penalty(state) == -15
    state.player.printed.append(printed("western-2", 2, ripoff=True))  # a rip-off has its genre (AOC-AMB-33)
    assert penalty(state) == 0
    per_part = started(challenge_all_genres=True, challenge_penalty="per_requirement")
    per_part.player.printed = [printed("crime-1", 2), printed("crime-2", 2)]
    assert penalty(per_part) == -75  # five genres missing


@pytest.mark.rule("AOC-CHALLENGE-BEYOND")
def test_beyond_needs_one_comic_with_more_than_eleven_fans():
    state = started(challenge_beyond=True)
    state.player.printed = [printed("crime-1", 11), printed("horror-1", 11)]  # 22 fans, none above 11
    assert penalty(state) == -15
    state.player.printed[1].fans = 12
    assert penalty(state) == 0


@pytest.mark.rule("AOC-CHALLENGE-FANS35")
def test_fans35_counts_the_fans_of_every_printed_comic():
    state = started(challenge_fans35=True)
    state.player.printed = [printed("crime-1", 20), printed("horror-1", 10), printed("romance-1", 4)]
    assert penalty(state) == -15  # 34
    state.player.printed[2].fans = 5
    assert penalty(state) == 0  # 35
    state.automa.printed = [printed("scifi-1", 30)]  # the Automa's fans are not yours
    state.player.printed[2].fans = 4
    assert penalty(state) == -15


@pytest.mark.rule("AOC-CHALLENGE-ORDERS12")
def test_orders12_counts_fulfilled_orders_only():
    state = started(challenge_orders12=True)
    state.player.printed = [printed("crime-1", 3)]
    state.player.orders = [HeldOrder(genre="crime", value=3, fulfilled_by=0) for _ in range(11)]
    state.player.orders.append(HeldOrder(genre="crime", value=6))  # collected, not fulfilled
    assert penalty(state) == -15
    state.player.orders[-1].fulfilled_by = 0
    assert penalty(state) == 0


@pytest.mark.rule("AOC-CHALLENGE-HUSTLER", "AOC-CHALLENGE-ETHICAL")
def test_hustler_only_rip_offs_and_at_least_one():
    state = started(challenge_hustler=True)
    assert penalty(state) == -15  # nothing printed: not met (AOC-AMB-25)
    state.player.printed = [printed("crime-1", 2, ripoff=True), printed("horror-1", 2, ripoff=True)]
    assert penalty(state) == 0
    state.player.printed.append(printed("romance-1", 4))
    assert penalty(state) == -15
    both = started(challenge_hustler=True, challenge_ethical=True)
    both.player.printed = [printed("crime-1", 2, ripoff=True)]
    assert penalty(both) == -15  # one of the two always fails
    both.player.printed = [printed("crime-1", 2)]
    assert penalty(both) == -15


@pytest.mark.rule("AOC-CHALLENGE-COMPAT")
def test_ethical_and_hustler_together_are_warned_in_the_explanation():
    fresh = GAME.new_state({"deck": "demo", "challenge_ethical": True, "challenge_hustler": True}, 1, "digital")
    setup = GAME.propose(fresh)
    compat = [s for s in setup.trace if s.rule == "AOC-CHALLENGE-COMPAT"]
    assert len(compat) == 1 and compat[0].ambiguity == "AOC-AMB-25"
    en, it = texts(compat)[0], texts(compat, "it")[0]
    assert "Ethical Publisher" in en and "Wheeler-Dealer" in en and "15" in en
    assert "Editore etico" in it and "Affarista" in it
    state, _ = GAME.apply(fresh, R.setup_actions(fresh)[0])
    first_turn = GAME.propose(state)  # round I: the warning again with the level
    assert first_turn.status == "automa_turn" and "AOC-CHALLENGE-COMPAT" in [s.rule for s in first_turn.trace]
    # a compatible choice: no warning; Hustler with a Mastery challenge: warned for another reason
    quiet = GAME.propose(GAME.new_state({"deck": "demo", "challenge_ethical": True, "challenge_action": True}, 1, "digital"))
    assert "AOC-CHALLENGE-COMPAT" not in [s.rule for s in quiet.trace]
    mastery = GAME.propose(GAME.new_state({"deck": "demo", "challenge_hustler": True, "challenge_guns": True}, 1, "digital"))
    assert [s.key for s in mastery.trace if s.rule == "AOC-CHALLENGE-COMPAT"] == ["age_of_comics.trace.compat.hustler_mastery"]


def test_a_hustler_never_wins_mastery():
    """Why HUSTLER and a Mastery challenge clash: a rip-off alone never wins a Mastery token."""
    state = started()
    state.automa.printed = [printed("crime-1", 4)]
    state.mastery["crime"] = "automa"
    assert not R.would_gain_mastery(state, "player", "crime", ripoff=True)
    state.mastery["horror"] = None
    assert not R.would_gain_mastery(state, "player", "horror", ripoff=True)


@pytest.mark.rule("AOC-CHALLENGE-PENALTY", "AOC-CHALLENGE-BUSINESS")
def test_final_proposal_explains_each_challenge():
    state = started(challenge_business=True, challenge_fans35=True)
    state.phase, state.round, state.turn = "round_end", 5, 8
    state.player.money = 30
    proposal = GAME.propose(state)
    steps = {s.rule: s for s in proposal.trace}
    assert steps["AOC-CHALLENGE-BUSINESS"].key.endswith("challenge_met")
    assert steps["AOC-CHALLENGE-FANS35"].key.endswith("challenge_unmet") and steps["AOC-CHALLENGE-FANS35"].params["penalty"] == 15
    assert "AOC-SCORE-PLAYER" in steps


# -- PRINT! ----------------------------------------------------------------------------------
def automa_with(state, hand, developed):
    """The Automa's free creatives and developed comics are exactly these (the old ones back to the decks)."""
    for card in state.automa.hand:
        state.decks["writers" if card[0] == "w" else "artists"].append(card)
    state.decks["comics"] += state.automa.developed
    for card in list(hand) + list(developed):
        for place in (*state.decks.values(), *state.displays.values(), state.player.hand, state.player.developed):
            if card in place:
                place.remove(card)
    state.automa.hand, state.automa.developed = list(hand), list(developed)


TEAM = ["w-romance-1", "a-romance-1"]


@pytest.mark.rule("AOC-PRINT-CHOOSE")
def test_print_choose_prefers_the_mastery_gain():
    state = with_card(started(), ["print", "hire", "develop"])
    automa_with(state, TEAM, ["crime-1", "horror-1"])
    state.mastery["crime"] = "automa"  # crime would win nothing; horror wins the token
    state.automa.printed = [printed("crime-2", 3)]
    prio = ("crime", "horror", "romance", "scifi", "superhero", "western")
    t = trace()
    action = bot.plan_print(state, prio, 1, t, {})
    assert [j.comic for j in action.prints] == ["horror-1"]
    new, _ = GAME.apply(state, action)
    assert new.mastery["horror"] == "automa"
    choose = next(s for s in t.steps if s.rule == "AOC-PRINT-CHOOSE")
    assert choose.params["gain"] == 1 and choose.kept == ["horror-1"] and choose.dropped[0].candidate == "crime-1"
    title = R.content().comic_by_id["horror-1"].title
    assert title in render(choose.key, choose.params, "en") and title in render(choose.key, choose.params, "it")


@pytest.mark.rule("AOC-PRINT-CHOOSE")
def test_print_choose_then_takes_mastery_from_the_player():
    state = with_card(started(), ["print", "hire", "develop"])
    automa_with(state, TEAM, ["crime-1", "horror-1"])
    # both would win a token: crime's is free, horror's is the player's (1 comic; the Automa has a horror rip-off)
    state.player.printed = [printed("horror-2", 3)]
    state.mastery["horror"] = "player"
    state.automa.printed = [printed("horror-3", 3, ripoff=True)]
    prio = ("crime", "horror", "romance", "scifi", "superhero", "western")
    assert R.would_gain_mastery(state, "automa", "crime", False) and R.would_gain_mastery(state, "automa", "horror", False)
    t = trace()
    action = bot.plan_print(state, prio, 1, t, {})
    assert [j.comic for j in action.prints] == ["horror-1"]
    step = next(s for s in t.steps if s.rule == "AOC-PRINT-CHOOSE")
    assert step.params["gain"] == 2 and step.params["steal"] == 1 and step.ambiguity is None
    new, _ = GAME.apply(state, action)
    assert new.mastery["horror"] == "automa"


@pytest.mark.rule("AOC-PRINT-CHOOSE")
def test_print_choose_falls_back_to_genre_priority():
    state = with_card(started(), ["print", "hire", "develop"])
    automa_with(state, TEAM, ["crime-1", "horror-1"])
    state.mastery["crime"] = state.mastery["horror"] = "automa"  # neither wins anything
    t = trace()
    action = bot.plan_print(state, ("horror", "crime", "romance", "scifi", "superhero", "western"), 1, t, {})
    assert [j.comic for j in action.prints] == ["horror-1"]
    assert next(s for s in t.steps if s.rule == "AOC-PRINT-CHOOSE").ambiguity == "AOC-AMB-12"
    # both win (two free tokens), none taken from the player: the genre priority decides
    state.mastery["crime"] = state.mastery["horror"] = None
    action = bot.plan_print(state, ("crime", "horror", "romance", "scifi", "superhero", "western"), 1, trace(), {})
    assert [j.comic for j in action.prints] == ["crime-1"]


@pytest.mark.rule("AOC-PRINT-FAIL", "AOC-FAILED")
def test_print_fails_without_a_team_or_anything_to_print():
    state = with_card(started(), ["print", "develop", "hire"])
    automa_with(state, ["w-romance-1", "w-crime-1"], ["crime-1"])  # two writers, no artist: no team
    t = trace()
    assert bot.plan_print(state, GENRES, 1, t, {}) is None
    assert [s.key for s in t.steps if s.rule == "AOC-PRINT-FAIL"] == ["age_of_comics.trace.print_no_team"]
    automa_with(state, TEAM, [])  # a team, nothing developed, and nothing of the player's to rip off
    t = trace()
    assert bot.plan_print(state, GENRES, 1, t, {}) is None
    assert "age_of_comics.trace.print_nothing" in [s.key for s in t.steps if s.rule == "AOC-PRINT-FAIL"]
    state.player.printed = [printed("scifi-1", 3)]
    state.ripped = ["scifi-1"]  # its only comic is ripped off already
    assert bot.plan_print(state, GENRES, 1, trace(), {}) is None
    t = trace()
    assert bot.choose(state, R.current_card(state), t, {}).kind == "develop"  # the failed PRINT! falls through
    assert "AOC-PRINT-FAIL" in t.rules()


# -- the level ----------------------------------------------------------------------------------
@pytest.mark.rule("AOC-SETUP-LEVEL", "AOC-LEVEL", "AOC-LEVEL-1", "AOC-LEVEL-2", "AOC-LEVEL-3")
@pytest.mark.parametrize("number,name,fans,minimum,bonus", [
    ("1", "beginner", 2, 6, 18), ("2", "intermediate", 3, 7, 24), ("3", "expert", 5, 9, 32)])
def test_the_level_is_chosen_as_1_2_or_3(number, name, fans, minimum, bonus):
    from solo_desk.core.options import resolve_options

    resolved = resolve_options(GAME.option_specs(), {"difficulty": number, "deck": "demo"})
    assert resolved["difficulty"] == name
    state = GAME.new_state(resolved, 3, "digital")
    lv = R.level(state)
    assert (lv.number, lv.print_fans, lv.sales_min_value, lv.bonus_vp) == (int(number), fans, minimum, bonus)
    setup = GAME.propose(state)
    step = next(s for s in setup.trace if s.rule == "AOC-SETUP-LEVEL")
    assert step.params["number"] == int(number) and step.params["bonus"] == bonus
    assert f"Level {number}" in render(step.key, step.params, "en") and f"Livello {number}" in render(step.key, step.params, "it")


# -- names, not ids ----------------------------------------------------------------------------
def test_traces_and_history_show_names_not_card_ids():
    import re

    ids = re.compile(r"\b[wa]-[a-z]+-\d\b|\b(crime|horror|romance|scifi|superhero|western)-\d\b")
    state = started(seed=5)
    seen = 0
    for _ in range(40):
        if GAME.to_move(state) is None:
            break
        proposal = GAME.propose(state)
        if proposal.status == "automa_turn":
            for lang in ("en", "it"):
                lines = texts(proposal.trace, lang) + [render(d.key, d.params, lang) for s in proposal.trace for d in s.dropped]
                lines += [render(GAME.describe(a).key, GAME.describe(a).params, lang) for a in proposal.actions]
                assert not [x for x in lines if ids.search(x)], lines
                seen += len(lines)
            for action in proposal.actions:
                state, _ = GAME.apply(state, action)
        else:
            import random

            state, _ = GAME.apply(state, GAME.player_policy(state, random.Random(1)))
    assert seen > 50
    hire = bot.plan_hire(with_card(started(), ["hire", "develop", "print"]), GENRES, 0, t := trace(), {})
    pick = next(s for s in t.steps if s.rule == "AOC-HIRE-TIE")
    w = R.creative(hire.writer)
    assert f"writer {w.value}" in render(pick.key, pick.params, "en") and "scrittore" in render(pick.key, pick.params, "it")
