"""Content: published counts, known cards, Italian names, cross-checks and the user override file."""
import json
from collections import Counter
from pathlib import Path

import pytest

from solo_desk.core.errors import ContentError
from solo_desk.games.duel import GAME, content

REFERENCE = Path("/work/shared/reference/duel")


@pytest.fixture
def cat():
    return content.catalogue()


def test_published_counts(cat):
    by_group = Counter((b.age, b.group) for b in cat.buildings.values())
    assert by_group[(1, "age")] == 23
    assert by_group[(2, "age")] == 23
    assert by_group[(3, "age")] == 20
    assert by_group[(3, "guild")] == 7
    assert by_group[(3, "grand_temple")] == 5
    assert Counter(w.expansion for w in cat.wonders.values()) == {"base": 12, "pantheon": 2, "promo": 2}
    assert Counter(t.expansion for t in cat.progress_tokens.values()) == {"base": 10, "pantheon": 3}
    gods = Counter(d.mythology for d in cat.divinities.values())
    assert gods == {"mesopotamian": 3, "phoenician": 3, "greek": 3, "egyptian": 3, "roman": 3, "gate": 1}
    assert cat.board.offering_tokens == (2, 3, 4)
    assert len(cat.board.mythologies) * cat.board.mythology_tokens_per_mythology == 10
    for age in (1, 2, 3):
        layout = cat.board.age_layouts[age]
        assert len(layout) == 20
    assert sum(1 for s in cat.board.age_layouts[1] if s.token == "mythology") == 5
    assert sum(1 for s in cat.board.age_layouts[2] if s.token == "offering") == 3
    assert [sum(1 for s in cat.board.age_layouts[a] if s.face_up) for a in (1, 2, 3)] == [12, 12, 12]


def test_known_cards(cat):
    caravansery = cat.buildings["caravansery"]
    assert (caravansery.cost_coins, caravansery.cost, caravansery.produces_one_of) == (2, {"glass": 1, "papyrus": 1}, ("wood", "clay", "stone"))
    assert cat.buildings["shelf_quarry"].produces == {"stone": 2}
    assert cat.buildings["clay_reserve"].trade_at_one == ("clay",)
    assert cat.buildings["customs_house"].trade_at_one == ("papyrus", "glass")
    assert cat.buildings["arsenal"].shields == 3 and cat.buildings["pretorium"].cost_coins == 8
    assert (cat.buildings["library"].chain_needs, cat.buildings["scriptorium"].chain_gives) == ("book", "book")
    assert cat.buildings["lighthouse"].coins_per.what == ("yellow",)
    assert cat.buildings["moneylenders_guild"].guild.counts == ("coin_set_of_3",)
    assert cat.buildings["greek_grand_temple"].chain_needs == "mythology_greek"
    colossus = cat.wonders["colossus"]
    assert (colossus.cost, colossus.vp, colossus.shields) == ({"clay": 3, "glass": 1}, 3, 2)
    appian = cat.wonders["appian_way"]
    assert (appian.coins, appian.opponent_loses, appian.play_again, appian.vp) == (3, 3, True, 3)
    assert cat.wonders["piraeus"].produces_one_of == ("papyrus", "glass") and cat.wonders["piraeus"].play_again
    assert cat.wonders["statue_of_liberty"].vp == 5 and cat.wonders["messe"].vp == 2
    assert cat.progress_tokens["agriculture"].coins == 6 and cat.progress_tokens["agriculture"].vp == 4
    assert cat.progress_tokens["law"].science == "law" and cat.divinities["ishtar"].science == "law"
    assert cat.divinities["tanit"].coins == 12 and cat.divinities["aphrodite"].vp == 9 and cat.divinities["mars"].shields == 2
    assert cat.board.pantheon.cost_first_player == (3, 4, 5, 6, 7, 8)
    assert cat.board.grand_temple_vp == (0, 5, 12, 21)


def test_every_science_symbol_appears_on_exactly_two_green_cards(cat):
    symbols = Counter(b.science for b in cat.buildings.values() if b.color == "green")
    assert set(symbols.values()) == {2} and len(symbols) == 6


def test_every_chain_requirement_is_given_by_an_earlier_age(cat):
    gives = {b.chain_gives: b.age for b in cat.buildings.values() if b.chain_gives}
    for b in cat.buildings.values():
        if b.chain_needs and not b.chain_needs.startswith("mythology_"):
            assert gives[b.chain_needs] < b.age, b.id


def test_every_item_has_an_italian_name(cat):
    ids = [*cat.buildings, *cat.wonders, *cat.progress_tokens, *cat.divinities, *cat.board.mythologies]
    assert [i for i in ids if i not in cat.names_it] == []
    assert cat.name_it("shelf_quarry") == "Tagliapietre" and cat.name_it("hades") == "Ade"


def test_search_matches_english_italian_and_alternatives():
    assert content.search_names("tagliapietre") == ["shelf_quarry"]
    assert "statue_of_zeus" in content.search_names("Statua Zeus")
    assert "stone_reserve" in content.search_names("Riserva di Pietra")
    assert "caravansery" in content.search_names("caravan")


def test_content_json_lists_everything():
    data = GAME.content_json()
    assert {"buildings", "wonders", "progress_tokens", "divinities", "gate", "age_layouts", "military_track",
            "pantheon_board", "mythology_tokens", "offering_tokens"} <= set(data)
    assert all({"id", "name", "age", "color"} <= set(b) for b in data["buildings"])
    assert len(data["buildings"]) == 78 and len(data["divinities"]) == 15
    json.dumps(data)


@pytest.mark.skipif(not (REFERENCE / "crosscheck_dfomin_7wd-engine").is_dir(), reason="reference files absent")
def test_agrees_with_the_dfomin_cross_check(cat):
    yaml = pytest.importorskip("yaml")
    cards = yaml.safe_load((REFERENCE / "crosscheck_dfomin_7wd-engine" / "cards.yaml").read_text())
    by_name = {b.name.lower().replace("-", " "): b for b in cat.buildings.values()}
    aliases = {"glassblower": "glass blower", "caravansery": "caravansery"}
    checked = 0
    for card in cards:
        name = aliases.get(card["name"].lower(), card["name"].lower().replace("-", " "))
        ours = by_name[name]
        price = dict(card.get("price") or {})
        price.pop("chain_symbol", None)
        coins = price.pop("coins", 0)
        price = {("papyrus" if k == "paper" else k): v for k, v in price.items()}
        assert (coins, price) == (ours.cost_coins, ours.cost), ours.id
        effect = card.get("effect") or {}
        assert effect.get("points", 0) == ours.vp, ours.id
        assert effect.get("shield", 0) == ours.shields, ours.id
        checked += 1
    assert checked == 73


@pytest.mark.skipif(not (REFERENCE / "crosscheck_delcaran_data.json").is_file(), reason="reference files absent")
def test_agrees_with_the_delcaran_cross_check_except_its_known_vp_errors(cat):
    data = json.loads((REFERENCE / "crosscheck_delcaran_data.json").read_text())
    known_errors = {"scriptorium", "pharmacist", "brewery"}  # that file gives them 1 VP (SOURCES.md)
    compared = 0
    for deck in data["decks"]:
        for b in deck["buildings"]:
            ours = cat.buildings.get(b["id"].replace("caravanseray", "caravansery").replace("acqueduct", "aqueduct"))
            if ours is None or ours.id in known_errors:
                continue
            assert b.get("points", 0) == ours.vp, ours.id
            compared += 1
    assert compared >= 60


def test_user_override_corrects_an_entry(tmp_path):
    shipped_hash = content.content_hash()
    path = content.override_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"wonders": {"messe": {"vp": 3}}, "decisions": {"lighthouse_counts_itself": False}}))
    try:
        cat = content.reload()
        assert cat.wonders["messe"].vp == 3 and not cat.decisions.lighthouse_counts_itself
        assert content.content_hash() != shipped_hash  # saves record that corrected content was used
    finally:
        path.unlink()
        content.reload()
    assert content.catalogue().wonders["messe"].vp == 2


def test_bad_override_is_refused_with_a_clear_key(tmp_path):
    path = content.override_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"wonders": {"messe": {"vp": "many"}}}))
    try:
        with pytest.raises(ContentError) as err:
            content.reload()
        assert err.value.key == "duel.content.invalid"
        path.write_text(json.dumps({"wonders": {"no_such_wonder": {"vp": 1}}}))
        with pytest.raises(ContentError) as err:
            content.reload()
        assert err.value.key == "duel.content.override_bad"
    finally:
        path.unlink()
        content.reload()


def test_every_wonder_progress_token_and_divinity_has_an_effect_text_in_both_languages():
    from solo_desk.games.duel import content

    cat = content.catalogue()
    for section in (cat.wonders, cat.progress_tokens, cat.divinities):
        for item_id, item in section.items():
            assert item.text is not None and item.text.en and item.text.it, item_id
            assert item.text.en != item.text.it or item_id in ("mars",), item_id
            assert content.effect_text(item_id, "it") == item.text.it
    assert "12" in content.effect_text("tanit") and "Iside" not in content.effect_text("isis", "en")
    assert content.effect_text("walls") == ""


def test_possible_divinities_is_public_and_follows_the_decks():
    from solo_desk.games.duel import rules
    from tests.games.duel.helpers import after_draft

    s = after_draft(2)
    for i, m in enumerate(content_mythologies()):
        assert sorted(rules.possible_divinities(s, m)) == sorted(s.divinity_decks[i])


def content_mythologies():
    from solo_desk.games.duel import content

    return content.MYTHOLOGIES
