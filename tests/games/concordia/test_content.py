import json
import string
from collections import Counter
from pathlib import Path

import pytest

from solo_desk.games.concordia import GAME
from solo_desk.games.concordia.content import card_type_name, content, content_json, market_card_ids, starting_card_ids

REFERENCE = Path("/work/shared/reference/concordia")
PACKAGE = Path(__file__).resolve().parents[3] / "solo_desk" / "games" / "concordia"
MESSAGES = Path(__file__).resolve().parents[3] / "resources" / "concordia" / "messages.json"

# name: (capital, provinces, cities per letter, land routes, sea routes)
MAP_FACTS = {
    "italia": ("roma", 11, {"A": 7, "B": 8, "C": 10}, 40, 23),
    "hispania": ("saguntum", 9, {"A": 8, "B": 9, "D": 6}, 34, 24),
    "imperium": ("roma", 12, {"A": 7, "B": 8, "C": 10, "D": 5}, 44, 35),
}


@pytest.mark.parametrize("map_id", MAP_FACTS)
def test_map_counts_and_capital(map_id):
    capital, provinces, letters, land, sea = MAP_FACTS[map_id]
    game_map = content().maps[map_id]
    assert game_map.capital == capital
    assert len(game_map.provinces) == provinces
    assert Counter(c.letter for c in game_map.lettered_cities()) == letters
    assert Counter(r.kind for r in game_map.routes) == {"land": land, "sea": sea}


@pytest.mark.parametrize("map_id", MAP_FACTS)
def test_city_tokens_fill_every_city_of_their_letter(map_id):
    mix = content().token_mix(map_id)
    letters = Counter(c.letter for c in content().maps[map_id].lettered_cities())
    assert {letter: sum(mix[letter].values()) for letter in letters} == dict(letters)


def test_base_token_mix_totals():
    base = content().unverified.city_tokens["base"]
    totals = Counter()
    for letter in base.values():
        totals.update(letter)
    assert dict(totals) == {"brick": 8, "food": 7, "tools": 6, "wine": 5, "cloth": 4}


@pytest.mark.parametrize("map_id", MAP_FACTS)
def test_distances_and_routes_match_the_reference(map_id):
    reference = json.loads((REFERENCE / f"{map_id}.json").read_text())
    game_map = content().maps[map_id]
    for city in reference["cities"]:
        assert game_map.distance(city["id"]) == city["dist_from_capital"]["mixed_graph"], city["id"]
        assert game_map.one_colonist_distance(city["id"]) == city["dist_from_capital"]["min_single_colonist"]
        ours = game_map.city(city["id"])
        assert (ours.name, ours.letter, ours.province) == (city["name"], city["letter"], city["province"])
        land = sorted(r.other_end(city["id"]) for r in game_map.routes_at(city["id"]) if r.kind == "land")
        assert land == sorted(city["land_neighbors"])


def test_goods_storehouse_and_setup_facts():
    rules = content().rules
    assert rules.good_value == {"brick": 3, "food": 4, "tools": 5, "wine": 6, "cloth": 7}
    assert rules.storehouse_capacity == 12
    assert rules.starting_goods == {"brick": 1, "food": 2, "tools": 1, "wine": 1, "cloth": 1}
    assert rules.player_starting_money == 5
    assert rules.house_cost["brick"].goods == ("food",) and rules.house_cost["cloth"].money == 5


def test_cards_decks_and_surcharges():
    cards = content().cards
    assert len(cards.starting_hand) == 7
    assert {d: len(c) for d, c in cards.market.items()} == {"I": 8, "II": 7, "III": 6, "IV": 5, "V": 4}
    assert cards.decks_by_player_count["2"] == ("I", "II")
    assert cards.display_surcharge[0] == () and cards.display_surcharge[6] == ("cloth", "cloth")
    assert content().card_type_of("II-weaver").cost == ("brick", "cloth")
    # the Pantheon table printed on the board, two-player column
    gods = Counter(content().card_type_of(c).god for c in market_card_ids(("I", "II")))
    assert gods == {"jupiter": 3, "saturnus": 3, "mercurius": 2, "mars": 2, "minerva": 5}


def test_card_ids_name_their_type():
    assert starting_card_ids("player")[2:4] == ("player-prefect-1", "player-prefect-2")
    assert card_type_name("automa-diplomat_start") == "diplomat_start"
    assert card_type_name("II-mercator_5") == "mercator_5"


def test_content_json_lists_cities_as_objects():
    data = content_json()
    assert set(data["maps"]) == {"italia", "hispania", "imperium"}
    for game_map in data["maps"].values():
        for city in game_map["cities"]:
            assert {"name", "letter", "province"} <= set(city)
    assert json.loads(json.dumps(GAME.content_json())) == data
    assert len(GAME.content_hash()) == 16


def _placeholders(text):
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


def test_every_message_has_italian_with_the_same_placeholders():
    messages = json.loads(MESSAGES.read_text())
    for key, entry in messages.items():
        assert key.startswith("concordia."), key
        assert entry["en"].strip() and entry["it"].strip(), key
        assert _placeholders(entry["en"]) == _placeholders(entry["it"]), key


def test_every_key_used_by_the_package_exists():
    import re

    messages = json.loads(MESSAGES.read_text())
    used = set()
    for path in PACKAGE.glob("*.py"):
        used |= set(re.findall(r'"(concordia\.[a-z_]+\.[a-z_]+)"', path.read_text()))
    assert used and used <= set(messages), sorted(used - set(messages))
    dynamic = [f"concordia.card.{t}" for t in content().cards.card_types] + [f"concordia.good.{g}" for g in content().rules.good_value]
    dynamic += [f"concordia.action.{a.model_fields['kind'].default}" for a in GAME.action_types]
    assert set(dynamic) <= set(messages)
