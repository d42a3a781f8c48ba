"""Every Progress token effect (base game and Pantheon)."""
import pytest

from solo_desk.games.duel import rules
from solo_desk.games.duel.state import BuildCard, BuildWonder

from .helpers import choose, do, play_state

pytestmark = pytest.mark.rule("SOLO-GEN-1")


def take(token, **player):
    """The player builds the School next to an Apothecary and takes ``token`` from the board."""
    player = {"coins": 20, "buildings": ("apothecary",), **player}
    s = play_state(slots={19: "school", 18: "walls", 17: "baths"}, player=player,
                   progress_board=(token, "", "", "", ""))
    s = do(s, BuildCard(card="school"))
    return choose(s, pick=token)


def test_agriculture_six_coins_and_four_points():
    s = take("agriculture")
    assert s.player.coins == 20 - 6 + 6 and rules.score_breakdown(s, "player")["progress"] == 4


def test_architecture_wonders_cost_two_resources_less():
    s = play_state(player={"wonders": ("colossus",)})
    assert rules.wonder_price(s, "player", "colossus").coins == 8
    s = play_state(player={"wonders": ("colossus",), "progress": ("architecture",)})
    assert rules.wonder_price(s, "player", "colossus").coins == 4


def test_economy_gets_the_coins_the_opponent_spends_trading():
    s = play_state(slots={19: "walls"}, player={"coins": 10}, automa={"coins": 0, "progress": ("economy",)})
    s = do(s, BuildCard(card="walls"))
    assert s.player.coins == 6 and s.automa.coins == 4
    s = play_state(slots={19: "stone_pit"}, player={"coins": 10}, automa={"coins": 0, "progress": ("economy",)})
    s = do(s, BuildCard(card="stone_pit"))  # a printed coin cost goes to the bank
    assert s.automa.coins == 0


def test_law_is_a_science_symbol():
    s = take("law")
    assert rules.science_symbols(s, "player")["law"] == 1


def test_masonry_blue_cards_cost_two_resources_less():
    s = play_state(age=3, slots={19: "palace"}, player={"coins": 20, "progress": ("masonry",)})
    assert rules.building_price(s, "player", "palace").coins == 6  # 5 resources at 2, two waived
    s = play_state(age=3, slots={19: "arsenal"}, player={"coins": 20, "progress": ("masonry",)})
    assert rules.building_price(s, "player", "arsenal").coins == 10  # not blue


def test_mathematics_three_points_per_token():
    s = play_state(player={"progress": ("mathematics", "law", "urbanism")})
    assert rules.score_breakdown(s, "player")["progress"] == 9


def test_philosophy_seven_points():
    assert rules.score_breakdown(take("philosophy"), "player")["progress"] == 7


def test_strategy_red_cards_get_one_more_shield():
    s = play_state(slots={19: "guard_tower"}, player={"progress": ("strategy",)})
    s = do(s, BuildCard(card="guard_tower"))
    assert s.conflict == 2
    s = play_state(slots={19: "walls"}, player={"progress": ("strategy",), "wonders": ("colossus",), "coins": 30})
    s = do(s, BuildWonder(wonder="colossus", card="walls"))
    assert s.conflict == 2  # a Wonder's shields are not a red card


def test_theology_every_wonder_plays_again():
    s = play_state(slots={19: "walls", 18: "baths"}, player={"coins": 30, "wonders": ("pyramids",), "progress": ("theology",)})
    s = do(s, BuildWonder(wonder="pyramids", card="walls"))
    assert s.current == "player"


def test_urbanism_six_coins_then_four_per_chain():
    s = take("urbanism")
    assert s.player.coins == 20 - 6 + 6


def test_mysticism_two_points_per_mythology_and_offering_token():
    s = play_state(player={"progress": ("mysticism",), "mythology_tokens": ("greek", "roman"), "offering_tokens": (3,)})
    assert rules.score_breakdown(s, "player")["progress"] == 6


def test_poliorcetics_opponent_loses_a_coin_per_space():
    s = play_state(slots={19: "walls"}, player={"coins": 10, "progress": ("poliorcetics",)}, automa={"coins": 5})
    s = do(s, BuildCard(card="walls"))
    assert s.conflict == 2 and s.automa.coins == 3


def test_engineering_one_coin_for_a_card_with_a_chain_symbol_under_its_cost():
    s = play_state(age=3, slots={19: "fortifications", 18: "arsenal"}, player={"coins": 20, "progress": ("engineering",)})
    price = rules.building_price(s, "player", "fortifications")
    assert price.coins == 1 and price.engineering
    assert rules.building_price(s, "player", "arsenal").coins == 10
