"""Correcting a city's token (edit_city_token): each letter keeps its tokens, so the
city changes tokens with the city of its letter that shows the good (or, during a
companion set-up, takes a token still unused); the bonus markers, production and
the AI follow; undo, redo, save, load and replay keep it; a companion game with a
wrong answer is corrected after some turns and goes on."""
import random
from collections import Counter

import pytest

from solo_desk.core import saves
from solo_desk.core.messages import render
from solo_desk.core.playout import next_step
from solo_desk.core.rng import Chance
from solo_desk.core.session import Session
from solo_desk.games.concordia import GAME, rules
from solo_desk.games.concordia.content import content
from solo_desk.games.concordia.state import GOODS, EditBonus, EditCityToken, Prefect, RevealCity

from tests.games.concordia.helpers import BUILD, fresh, propose_turn, with_side
from tests.games.concordia.test_edits import play, refused


def letter_tokens(state) -> dict[str, Counter]:
    the_map = rules.game_map(state)
    return {letter: Counter(state.city_goods[c.id] for c in the_map.lettered_cities() if c.letter == letter)
            for letter in {c.letter for c in the_map.lettered_cities()}}


def same_letter(state, city) -> list[str]:
    the_map = rules.game_map(state)
    letter = the_map.city(city).letter
    return [c.id for c in the_map.lettered_cities() if c.letter == letter and c.id != city]


def swap_case(state, partners: int):
    """A city, a good and the cities of its letter showing that good (``partners`` of them)."""
    for city, shown in state.city_goods.items():
        for good in GOODS:
            showing = [c for c in same_letter(state, city) if state.city_goods[c] == good]
            if good != shown and len(showing) == partners:
                return city, good, showing
    raise AssertionError("no such city on this table")


# -- the edit ----------------------------------------------------------------------------------------
def test_the_city_changes_tokens_with_the_one_city_of_its_letter_showing_the_good():
    state = fresh(2)
    city, good, (partner,) = swap_case(state, 1)
    shown = state.city_goods[city]
    after, recorded = GAME.apply(state, EditCityToken(city=city, good=good))
    GAME.check(after)
    assert after.city_goods[city] == good and after.city_goods[partner] == shown
    assert {c: g for c, g in after.city_goods.items() if c not in (city, partner)} == {
        c: g for c, g in state.city_goods.items() if c not in (city, partner)}
    assert letter_tokens(after) == letter_tokens(state)  # every letter keeps its tokens
    assert recorded == EditCityToken(city=city, good=good, swap_with=partner)  # replays with the same city
    assert play(state, EditCityToken(city=city, good=shown)) == state  # what it shows already: no change


def test_with_several_cities_showing_the_good_the_partner_is_named():
    state = fresh(2)
    city, good, showing = swap_case(state, 2)
    assert refused(state, EditCityToken(city=city, good=good)) == ["concordia.problem.token_swap_which"]
    chosen = showing[1]
    after = play(state, EditCityToken(city=city, good=good, swap_with=chosen))
    assert after.city_goods[chosen] == state.city_goods[city] and after.city_goods[showing[0]] == good


def test_corrections_naming_what_is_not_there_are_refused():
    state = fresh(2)
    the_map = rules.game_map(state)
    city, good, showing = swap_case(state, 1)
    for nowhere in (the_map.capital, "atlantis"):
        assert refused(state, EditCityToken(city=nowhere, good="wine")) == ["concordia.problem.no_token_city"]
    letter = the_map.city(city).letter
    elsewhere = next(c.id for c in the_map.lettered_cities() if c.letter != letter and state.city_goods[c.id] == good)
    not_showing = next(c for c in same_letter(state, city) if state.city_goods[c] != good)
    for wrong in (elsewhere, not_showing, city):
        assert refused(state, EditCityToken(city=city, good=good, swap_with=wrong)) == [
            "concordia.problem.token_swap_city"]


def test_a_letter_without_that_good_refuses_it(monkeypatch):
    state = fresh(2)
    city = rules.game_map(state).lettered_cities()[0].id
    letter = rules.game_map(state).city(city).letter
    real = content().token_mix
    # a map whose letter has no cloth token (none of the printed maps has one)
    monkeypatch.setattr(type(content()), "token_mix", lambda self, map_id: {
        k: ({**v, "cloth": 0} if k == letter else v) for k, v in real(map_id).items()})
    good = next(g for g in GOODS if g != state.city_goods[city] and g != "cloth")
    no_cloth = state.model_copy(update={"city_goods": {**state.city_goods, **{
        c: good for c in [city] + same_letter(state, city) if state.city_goods[c] == "cloth"}}})
    assert refused(no_cloth, EditCityToken(city=city, good="cloth")) == ["concordia.problem.token_not_in_letter"]


def test_companion_set_up_a_told_token_corrected_from_the_unused_ones_or_from_another_city():
    state = fresh(2, mode="companion")
    first, second = rules.game_map(state).lettered_cities()[:2]
    assert first.letter == second.letter
    told = play(state, RevealCity(city=first.id, good="cloth"))  # one cloth token per letter
    unused = play(told, EditCityToken(city=first.id, good="wine"))
    assert unused.city_goods[first.id] == "wine" and "cloth" in rules.possible_city_goods(unused, second.id)
    # the cloth was at the second city, untold yet: the first one's token is asked again
    moved, recorded = GAME.apply(told, EditCityToken(city=second.id, good="cloth"))
    assert moved.city_goods[second.id] == "cloth" and moved.city_goods[first.id] is None
    assert recorded.swap_with == first.id and first.id in rules.pending_city_reveals(moved)


# -- what follows from the tokens ------------------------------------------------------------------------
def province_case(state):
    """A city whose correction changes its province's bonus marker: (city, good, partner, province)."""
    the_map = rules.game_map(state)
    for city, shown in state.city_goods.items():
        province = the_map.city(city).province
        for good in GOODS:
            partners = [c for c in same_letter(state, city) if state.city_goods[c] == good]
            if good != shown and len(partners) == 1 and the_map.city(partners[0]).province != province \
                    and rules.value(good) > rules.value(rules.bonus_good(state, province)):
                return city, good, partners[0], province
    raise AssertionError("no such city on this table")


def test_the_bonus_marker_production_and_the_markers_coins_follow_the_token():
    state = fresh(2)
    city, good, partner, province = province_case(state)
    state = with_side(state, "player", houses=(city,))
    before = rules.bonus_good(state, province)
    after = play(state, EditCityToken(city=city, good=good, swap_with=partner))
    assert rules.bonus_good(after, province) == good != before
    # production: the (new) bonus good and the house's (new) good
    produced = rules.apply_player_move(after, Prefect(card="player-prefect-1", province=province))
    gained = {g: produced.player.goods[g] - after.player.goods[g] for g in GOODS}
    assert gained == {g: 2 * (g == good) for g in GOODS}
    # a marker already on its coin side pays the coins of its new good
    coins = content().unverified.bonus_marker_coins
    flipped = play(after, EditBonus(province=province, flipped=True))
    paid = rules.apply_player_move(flipped, Prefect(card="player-prefect-1"))
    assert paid.player.money - flipped.player.money == coins[good]


@pytest.mark.rule("CONC-BUILD-CHOOSE")
def test_the_ai_builds_where_the_corrected_token_says():
    state = fresh(8)
    ai_cloth = {"brick": 0, "food": 0, "tools": 0, "wine": 0, "cloth": 1}
    state = with_side(state, "automa", goods=ai_cloth)
    state, _ = GAME.apply(state, GAME.legal_actions(state)[0])
    turn, _ = propose_turn(state, action_roll=BUILD)
    assert turn.deed == "build" and state.city_goods[turn.city] == "cloth"
    # the cloth token was really at another city of that letter: the AI goes elsewhere
    other = same_letter(state, turn.city)[0]
    corrected = play(state, EditCityToken(city=other, good="cloth", swap_with=turn.city))
    moved, _ = propose_turn(corrected, action_roll=BUILD)
    assert moved.city != turn.city and corrected.city_goods[moved.city] == "cloth"


# -- the session --------------------------------------------------------------------------------------------
def test_undo_redo_save_load_and_replay_keep_the_correction(tmp_path):
    session = Session.new(GAME, {"map": "imperium"}, 4, "digital")
    rng = random.Random(4)
    for _ in range(6):
        session.apply(next_step(GAME, session.state, rng))
    before = session.state
    city, good, (partner,) = swap_case(before, 1)
    session.apply(EditCityToken(city=city, good=good))
    fixed = session.state
    assert session.steps[-1].actions == [EditCityToken(city=city, good=good, swap_with=partner)]
    assert session.undo() and session.state == before
    assert session.redo() and session.state == fixed
    path = tmp_path / "game.json"
    saves.save(session, path)
    loaded = saves.load(path)
    assert loaded.state == fixed and loaded.replay_all() == fixed
    line = GAME.describe(loaded.steps[-1].actions[0])
    english, italian = render(line.key, line.params, "en"), render(line.key, line.params, "it")
    names = {rules.game_map(fixed).city(c).name for c in (city, partner)}
    assert all(n in english and n in italian for n in names) and english != italian
    assert "{" not in english + italian and "concordia." not in english + italian
    for _ in range(4):  # play goes on from the loaded game
        loaded.apply(next_step(GAME, loaded.state, rng))
        GAME.check(loaded.state)


def test_the_history_line_without_a_swap_in_both_languages():
    line = GAME.describe(EditCityToken(city="roma", good="wine"))
    english, italian = render(line.key, line.params, "en"), render(line.key, line.params, "it")
    assert english == "Correction: the token of Roma really shows wine" and italian == "Correzione: la tessera di Roma mostra in realtà vino"


def test_a_companion_game_with_a_wrong_token_corrected_after_some_turns_goes_on():
    """The table's tokens; two cities of a letter told the wrong way round; found out
    after a few turns, corrected with one edit, and the game plays to its end."""
    session = Session.new(GAME, {"map": "italia"}, 6, "companion")
    the_map = rules.game_map(session.state)
    table = rules.deal_city_tokens(the_map, content().token_mix("italia"), Chance(21, 0))
    city, partner = next((a.id, b.id) for a in the_map.lettered_cities() for b in the_map.lettered_cities()
                         if a.letter == b.letter and table[a.id] != table[b.id])
    told = {**table, city: table[partner], partner: table[city]}  # the wrong answer
    session.apply([RevealCity(city=c, good=told[c]) for c in rules.pending_city_reveals(session.state)])
    rng = random.Random(6)
    while session.state.turn_number < 4:  # the display's cards told, three rounds played
        session.apply(next_step(GAME, session.state, rng))
    assert session.state.city_goods == told
    session.apply(EditCityToken(city=city, good=table[city], swap_with=partner))
    assert session.state.city_goods == table
    for _ in range(3000):
        if GAME.result(session.state) is not None:
            break
        session.apply(next_step(GAME, session.state, rng))
        GAME.check(session.state)
    assert GAME.result(session.state) is not None and session.replay_all() == session.state
