"""Set-up facts the issue names, checked against the reference once more: city
tokens dealt at random (digital) or told by the player (companion), province bonus
markers, the decks for two players, and the decisions recorded in unverified.json."""
from collections import Counter

import pytest

from solo_desk.core import resources
from solo_desk.games.concordia import GAME, rules
from solo_desk.games.concordia.content import content, market_card_ids

from .helpers import fresh, set_city_goods

MAPS = ("italia", "hispania", "imperium")


@pytest.mark.rule("CONC-SETUP-2P", "CONC-DATA-MAP")
@pytest.mark.parametrize("map_id", MAPS)
def test_digital_deals_every_token_of_each_letter_once_and_at_random(map_id):
    deals = []
    for seed in (1, 2, 3):
        state = fresh(seed, map=map_id)
        the_map = rules.game_map(state)
        letters = {c.letter for c in the_map.lettered_cities()}
        for letter, mix in content().token_mix(map_id).items():
            if letter not in letters:  # Italia has no D cities: its D tokens stay in the box
                continue
            told = Counter(state.city_goods[c.id] for c in the_map.lettered_cities() if c.letter == letter)
            assert told == Counter({g: n for g, n in mix.items() if n})  # every token used, none twice
        deals.append(state.city_goods)
    assert deals[0] != deals[1] or deals[1] != deals[2]  # shuffled per seed


@pytest.mark.parametrize("map_id", MAPS)
def test_companion_tokens_are_told_and_markers_wait_for_them(map_id):
    state = fresh(1, mode="companion", map=map_id)
    assert set(rules.pending_city_reveals(state)) == set(state.city_goods)
    the_map = rules.game_map(state)
    assert all(rules.bonus_good(state, p.id) is None for p in the_map.provinces)
    assert GAME.to_move(state) == "player" and GAME.propose(state).status == "needs_input"


def test_the_bonus_marker_shows_the_provinces_most_valuable_good():
    state = fresh(1)
    the_map = rules.game_map(state)
    province = next(p.id for p in the_map.provinces if len(the_map.province_cities(p.id)) >= 2)
    cities = [c.id for c in the_map.province_cities(province)]
    low = set_city_goods(state, {c: "brick" for c in cities})
    assert rules.bonus_good(low, province) == "brick"
    mixed = set_city_goods(low, {cities[-1]: "wine"})
    assert rules.bonus_good(mixed, province) == "wine"
    told = fresh(1, mode="companion")
    half = set_city_goods(told, {cities[0]: "cloth"})
    assert rules.bonus_good(half, province) is None  # a token of the province still untold


@pytest.mark.rule("CONC-SETUP-2P", "CONC-DATA-CARDS")
def test_two_players_use_decks_one_and_two_with_deck_one_on_top():
    decks = content().market_card_deck
    for seed in (1, 2):
        state = fresh(seed)
        assert [decks[c] for c in state.display] == ["I"] * 7
        assert [decks[c] for c in state.stack] == ["I"] + ["II"] * 7  # the 8th card of deck I waits on top
        market = set(state.display) | set(state.stack)
        assert market == set(market_card_ids(("I", "II")))  # no card of decks III-V


def test_the_decisions_on_unverified_facts_are_recorded_with_their_reasons():
    data = resources.read_json("concordia", "unverified.json")
    decisions = data["decisions"]
    for fact in ("city_tokens.base.B", "bonus_marker_coins", "italian_card_names"):
        assert decisions[fact]["chosen"] and len(decisions[fact]["reason"]) > 40
    # the data in force is the one the decision names
    assert data["city_tokens"]["base"]["B"] == {"brick": 2, "food": 2, "tools": 2, "wine": 1, "cloth": 1}
    assert content().unverified.bonus_marker_coins == {"brick": 2, "food": 2, "tools": 2, "wine": 2, "cloth": 1}
