import json

import pytest

from solo_desk.core.messages import catalogue, placeholders
from solo_desk.games.age_of_comics import GAME
from solo_desk.games.age_of_comics.content import content


def test_counts_and_known_facts():
    c = content()
    assert [g.name for g in c.genres] == ["crime", "horror", "romance", "scifi", "superhero", "western"]
    assert len(c.comics) == 24 and len({x.ripoff_title for x in c.comics}) == 24
    assert all(sum(1 for x in c.comics if x.genre == g) == 4 for g in c.genre_names)
    assert c.comic_by_id["horror-4"].title == "Carmilla" and c.comic_by_id["horror-4"].ripoff_title == "Vampyria"
    assert len(c.creatives) == 48
    assert sorted(x.value for x in c.creatives if x.kind == "writer" and x.genre == "crime") == [1, 2, 2, 3]
    assert [s.prints for s in c.area_by_name["print"].spaces] == [2, 1, 1]  # Print x2 on the first space
    assert [s.operations for s in c.area_by_name["sales"].spaces] == [3, 2, 2]
    assert [s.board_ideas for s in c.area_by_name["ideas"].spaces] == [2, 1, 1]
    assert [s.money for s in c.area_by_name["royalties"].spaces] == [4, 3, 3]
    assert c.income(10) == 6 and c.income(40) == 24
    assert len(c.sales.order_spaces) == 30 and sorted(c.sales.tile_values) == [3, 3, 4, 5, 6]
    assert "1_2" not in c.sales.agent_adjacency["1_2"] and "1_3" in c.sales.agent_adjacency["1_2"]


@pytest.mark.rule("AOC-LEVEL", "AOC-LEVEL-1", "AOC-LEVEL-2", "AOC-LEVEL-3", "AOC-SALES-MIN", "AOC-SCORE-BONUS")
def test_difficulty_table():
    table = {lv.name: (lv.number, lv.print_fans, lv.sales_min_value, lv.bonus_vp) for lv in content().levels}
    assert table == {"beginner": (1, 2, 6, 18), "intermediate": (2, 3, 7, 24), "expert": (3, 5, 9, 32)}


def test_content_json_lists_genres_by_name():
    data = json.loads(json.dumps(GAME.content_json()))
    assert [g["name"] for g in data["genres"]][0] == "crime"
    assert len(data["comics"]) == 24 and len(data["ripoffs"]) == 24 and len(data["sales_tiles"]) == 30
    assert len(GAME.content_hash()) == 16


# history lines that are only their details and the action's name as printed on the board: the
# Italian edition keeps the English names (HIRE! ... ROYALTIES!, rules/age-of-comics-solo.md, glossary)
PRINTED_ACTION_NAMES = {f"age_of_comics.action.{a}" for a in ("sales", "sales_you", "automa_sales")}
PRINTED_ACTION_NAMES |= {"age_of_comics.sales_ops.both", "age_of_comics.order_pair"}  # "{flip}; {collect}", "{first}–{second}": only punctuation


def test_every_message_has_italian_with_the_same_placeholders():
    messages = catalogue("age_of_comics")
    assert len(messages) > 100
    for key, entry in messages.items():
        assert key.startswith("age_of_comics.")
        assert entry["it"].strip() and entry["it"] != entry["en"] or key.startswith("age_of_comics.genre.") \
            or key in PRINTED_ACTION_NAMES, key
        assert placeholders(entry["en"]) == placeholders(entry["it"]), key


def test_option_labels_are_bilingual_and_ambiguities_named():
    specs = GAME.option_specs()
    amb = {s.ambiguity for s in specs if s.ambiguity}
    assert amb == {"AOC-AMB-02", "AOC-AMB-06", "AOC-AMB-07", "AOC-AMB-10", "AOC-AMB-11", "AOC-AMB-15",
                   "AOC-AMB-19", "AOC-AMB-24"}
    assert all(s.label.it for s in specs)
