import json
import string

import pytest

from solo_desk.core.resources import read_json
from solo_desk.games.terra_mystica import GAME
from solo_desk.games.terra_mystica.content import catalogue, colours_at, content_json, spade_distance


@pytest.mark.rule("TM-DATA-MAP")
def test_base_map_has_77_land_hexes_11_of_each_terrain_and_the_variant_names():
    board = catalogue().board("base")
    assert len(board.hexes) == 77
    counts = {}
    for colour in board.terrain.values():
        counts[colour] = counts.get(colour, 0) + 1
    assert counts == {c: 11 for c in ("yellow", "brown", "black", "blue", "green", "grey", "red")}
    # the hexes named by the variant's example (EXAMPLE 3) have the terrain the example needs
    named = {"A10": "green", "G3": "green", "C5": "grey", "I9": "grey", "E7": "grey",
             "A11": "blue", "H4": "blue", "A9": "red", "G2": "red"}
    assert {h: board.terrain[h] for h in named} == named
    rows = {h[0] for h in board.hexes}
    assert rows == set("ABCDEFGHI")
    assert max(int(h[1:]) for h in board.hexes if h[0] == "A") == 13  # row A has no river
    assert "C6" not in board.terrain  # row C has only 5 land hexes


@pytest.mark.rule("TM-DWELL-DIST")
def test_distances_of_the_example_count_river_cells():
    board = catalogue().board("base")
    assert board.distance("E7", "G3") == 2  # one of the two steps is a river cell
    assert board.distance("I9", "G3") == 2
    assert board.distance("C5", "A10") == 2
    assert board.distance("A11", "A10") == 1


@pytest.mark.rule("TM-DATA-ISLANDS")
def test_base_map_islands_match_the_rendering():
    board = catalogue().board("base")
    assert sorted(len(i) for i in board.islands) == [16, 19, 20, 22]
    island = lambda *hs: {board.island[h] for h in hs}
    assert len(island("A1", "A13", "B6", "C2", "C4", "D6")) == 1
    assert len(island("C1", "C3", "D1", "E8", "F4", "G2")) == 1
    assert len(island("C5", "D7", "E9", "H8", "I10", "I12")) == 1
    assert len(island("G1", "G3", "H1", "H5", "I1", "I9")) == 1
    assert len(island("A10", "G2", "C5", "G3")) == 4


def test_bridges_and_shipping_derived_from_the_layout():
    board = catalogue().board("base")
    assert len(board.bridgeable) == 29
    assert frozenset(("A11", "C5")) in board.bridgeable and frozenset(("H6", "I9")) in board.bridgeable
    assert frozenset(("A10", "A11")) not in board.bridgeable
    assert board.shipping["A10"]["C5"] == 1 and board.shipping["A10"]["A12"] == 2
    assert board.shipping["A10"]["D1"] == 16 and "A1" not in board.shipping["A10"]


def test_alternative_maps_have_verified_sizes():
    cat = catalogue()
    sizes = {m: len(cat.board(m).hexes) for m in cat.layouts}
    assert sizes == {"base": 77, "fire_ice_1": 77, "fire_ice_2": 77, "loon_lakes": 77, "fjords": 80}
    assert sorted(len(i) for i in cat.board("fire_ice_2").islands) == [16, 19, 20, 22]
    assert cat.board("fire_ice_1").hexes[0] == "B1"  # row A is empty on that map


@pytest.mark.rule("TM-DATA-OTHER")
def test_fourteen_factions_with_their_boards():
    factions = catalogue().factions
    assert len(factions) == 14
    homes = {}
    for f in factions.values():
        homes.setdefault(f.home, []).append(f.id)
    assert all(len(v) == 2 for v in homes.values()) and len(homes) == 7
    w = factions["witches"]
    assert (w.home, w.start["coins"], w.start["workers"], w.start["power"], w.cults["air"]) == ("green", 15, 3, [5, 7, 0], 2)
    assert factions["chaosmagicians"].start_dwellings == 1 and factions["nomads"].start_dwellings == 3
    assert factions["mermaids"].shipping.start == 1 and factions["mermaids"].shipping.max == 5
    assert factions["swarmlings"].start["coins"] == 20 and factions["engineers"].buildings["D"].cost == {"coins": 1, "workers": 1}
    assert factions["darklings"].digging.spade_cost == [{"priests": 1}]


def test_tiles_and_power_actions_in_the_variant_numbering():
    t = catalogue().tables
    assert [(p.id, p.cost) for p in t.power_actions] == [(1, 3), (2, 3), (3, 4), (4, 4), (5, 4), (6, 6)]
    assert [p.gain for p in t.power_actions][1:5] == [{"priests": 1}, {"workers": 2}, {"coins": 7}, {"spades": 1}]
    assert len(t.bonus_tiles) == 9 and len(t.round_tiles) == 8
    assert sum(f.copies for f in t.favour_tiles) == 28 and sum(x.copies for x in t.town_tiles) == 10


@pytest.mark.rule("TM-SETUP-COLOURS", "TM-SETUP-COLOURS-1SPADE", "TM-SETUP-COLOURS-2SPADE")
@pytest.mark.parametrize("home,one,two", [
    ("yellow", {"red", "brown"}, {"grey", "black"}), ("brown", {"yellow", "black"}, {"red", "blue"}),
    ("black", {"brown", "blue"}, {"yellow", "green"}), ("blue", {"black", "green"}, {"brown", "grey"}),
    ("green", {"blue", "grey"}, {"black", "red"}), ("grey", {"green", "red"}, {"blue", "yellow"}),
    ("red", {"grey", "yellow"}, {"green", "brown"}),
])
def test_wheel_colours_for_every_home_colour(home, one, two):
    """EXAMPLE 1 (green) and DERIVED EXAMPLE 5 (every row of §3.1)."""
    assert set(colours_at(home, 1)) == one and set(colours_at(home, 2)) == two
    assert spade_distance(home, home) == 0


def test_content_json_shape_for_the_cli():
    data = content_json()
    json.dumps(data)
    hexes = data["maps"]["base"]["hexes"]
    assert isinstance(hexes, list) and {"id": "A1", "terrain": "plains"}.items() <= hexes[0].items()
    assert isinstance(data["factions"], list) and len(data["factions"]) == 14
    assert {f["name_it"] for f in data["factions"]} >= {"Streghe", "Maghi del Caos", "Nomadi"}
    assert GAME.content_hash() == GAME.content_hash() and len(GAME.content_hash()) == 16


def test_every_message_has_italian_with_the_same_placeholders():
    names = lambda t: {n for _, n, _, _ in string.Formatter().parse(t) if n}
    for key, entry in read_json("terra_mystica", "messages.json").items():
        assert key.startswith("terra_mystica.")
        assert entry["it"] and entry["it"] != entry["en"] or key.endswith(("game_over", "final_part.cult")), key
        assert names(entry["en"]) == names(entry["it"]), key
