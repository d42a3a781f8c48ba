"""Prices, trading, chains, discarding, Wonders, the military track, science and civilian scoring."""
import pytest

from solo_desk.core.errors import IllegalAction
from solo_desk.games.duel import rules
from solo_desk.games.duel.content import catalogue
from solo_desk.games.duel.state import BuildCard, BuildWonder, Choose, DiscardCard

from .helpers import choose, do, pending_kinds, play_state

pytestmark = pytest.mark.rule("SOLO-GEN-1")


def test_trading_costs_two_plus_the_opponents_brown_production():
    # The Walls cost 2 stone; the opponent produces 3 stone (Quarry + Shelf Quarry): 5 coins each.
    s = play_state(slots={19: "walls"}, player={"coins": 20}, automa={"buildings": ("quarry", "shelf_quarry")})
    price = rules.building_price(s, "player", "walls")
    assert price.coins == 10 and price.trade == (("stone", 2, 5),)
    assert rules.trade_prices(s, "player")["stone"] == 5 and rules.trade_prices(s, "player")["wood"] == 2
    s = do(s, BuildCard(card="walls"))
    assert s.player.coins == 10 and s.automa.coins == 7  # trading pays the bank, not the opponent
    assert s.conflict == 2


def test_own_production_and_a_reserve_card_fix_the_price():
    s = play_state(slots={19: "walls"}, player={"coins": 5, "buildings": ("stone_reserve",)},
                   automa={"buildings": ("quarry", "shelf_quarry")})
    assert rules.building_price(s, "player", "walls").coins == 2  # 1 coin per stone with Stone Reserve
    s = play_state(slots={19: "walls"}, player={"buildings": ("quarry",)}, automa={"buildings": ("shelf_quarry",)})
    assert rules.building_price(s, "player", "walls").trade == (("stone", 1, 4),)


def test_yellow_and_wonder_choice_producers_pick_the_best_resource():
    # Forum: glass or papyrus; Caravansery: wood, clay or stone; Piraeus: glass or papyrus.
    s = play_state(slots={19: "university"}, player={"buildings": ("forum", "caravansery"), "wonders": ("piraeus",),
                                                     "built": (("piraeus", "tavern"),)})
    assert rules.building_price(s, "player", "university").coins == 0  # clay, glass, papyrus all produced
    s = play_state(slots={19: "university"}, player={"buildings": ("forum",)})
    assert rules.building_price(s, "player", "university").coins == 4  # one of glass/papyrus bought, clay bought


def test_cannot_afford_names_price_and_what_is_missing():
    s = play_state(slots={19: "walls"}, player={"coins": 3})
    with pytest.raises(IllegalAction) as err:
        do(s, BuildCard(card="walls"))
    assert err.value.key == "duel.illegal.cannot_afford"
    assert err.value.params == {"what": {"en": "Walls", "it": catalogue().name_it("walls")}, "price": 4, "coins": 3, "missing": 1}
    assert err.value.message("en") == "Walls costs 4 coins; you have 3: 1 missing."  # the card by name, "1 missing"
    assert err.value.message("it") == "Mura: costo 4 monete; ne hai 3: ne manca 1."
    assert all(a.kind != "build" for a in rules.legal_actions(s))


def test_a_covered_card_cannot_be_taken():
    s = play_state(slots={0: "lumber_yard", 2: "quarry"})  # slot 0 is covered by slot 2
    assert rules.accessible_cards(s) == ("quarry",)
    with pytest.raises(IllegalAction) as err:
        do(s, BuildCard(card="lumber_yard"))
    assert err.value.key == "duel.illegal.not_accessible"


@pytest.mark.rule("SOLO-GEN-6")
def test_taking_a_card_uncovers_what_it_covered():
    s = play_state(slots={0: "lumber_yard", 2: "quarry", 3: "clay_pool"})
    assert rules.uncovered_by(s, 2) == ()  # slot 0 still covered by slot 3
    s = s.model_copy(update={"slots": tuple("" if i == 3 else c for i, c in enumerate(s.slots))})
    assert rules.uncovered_by(s, 2) == (0,)


def test_chain_is_free_and_urbanism_pays_four():
    s = play_state(slots={19: "library"}, player={"coins": 0, "buildings": ("scriptorium",), "progress": ("urbanism",)})
    price = rules.building_price(s, "player", "library")
    assert price.chain and price.coins == 0
    s = do(s, BuildCard(card="library"))
    assert s.player.coins == 4


def test_discard_gives_two_plus_one_per_yellow_card():
    s = play_state(slots={19: "walls", 18: "baths"}, player={"coins": 0, "buildings": ("tavern", "forum")})
    assert rules.discard_value(s, "player") == 4
    s = do(s, DiscardCard(card="walls"))
    assert s.player.coins == 4 and s.discard[-1] == "walls"


def test_wonder_build_tucks_the_card_and_applies_its_effects():
    s = play_state(slots={19: "walls", 18: "baths"}, current="player",
                   player={"coins": 30, "wonders": ("appian_way", "pyramids")}, automa={"coins": 2})
    s = do(s, BuildWonder(wonder="appian_way", card="walls"))
    assert s.player.built == (("appian_way", "walls"),)
    assert s.automa.coins == 0 and s.current == "player"  # loses 3 (only 2 held); play again
    assert s.player.coins == 30 - rules.wonder_price(play_state(player={"wonders": ("appian_way",)}), "player", "appian_way").coins + 3


def test_the_eighth_wonder_leaves_the_game():
    built = (("pyramids", "x"),)
    s = play_state(slots={19: "walls", 18: "baths"},
                   player={"coins": 50, "wonders": ("pyramids", "colossus", "sphinx", "great_library"),
                           "built": (("colossus", "lumber_yard"), ("sphinx", "stone_pit"), ("great_library", "clay_pool"))},
                   automa={"wonders": ("temple_of_artemis", "hanging_gardens", "piraeus", "mausoleum"),
                           "built": (("temple_of_artemis", "logging_camp"), ("hanging_gardens", "quarry"), ("piraeus", "clay_pit"))})
    assert built
    s = do(s, BuildWonder(wonder="pyramids", card="walls"))
    assert rules.wonders_built_total(s) == 7
    assert "mausoleum" not in s.automa.wonders and "mausoleum" in s.wonders_out
    assert all(a.kind != "build_wonder" for a in rules.legal_actions(s))


def test_architecture_waives_the_two_most_expensive_resources():
    s = play_state(player={"wonders": ("pyramids",), "progress": ("architecture",)}, automa={"buildings": ("press",)})
    price = rules.wonder_price(s, "player", "pyramids")  # 3 stone + papyrus: papyrus (3) and a stone waived
    assert price.coins == 4 and sorted(price.discounted) == ["papyrus", "stone"]


def test_military_looting_and_supremacy():
    s = play_state(slots={19: "walls"}, player={"coins": 20}, automa={"coins": 10}, conflict=1)
    s = do(s, BuildCard(card="walls"))  # pawn 1 -> 3: enters the 3-5 zone on the automa's half
    assert s.conflict == 3 and s.automa.coins == 8 and "automa_2" not in s.military_tokens
    s = play_state(slots={19: "arsenal"}, player={"coins": 20}, automa={"coins": 10}, conflict=7, age=3)
    s = do(s, BuildCard(card="arsenal"))
    assert s.winner == "player" and s.end_reason == "military" and s.conflict == 9


def test_the_automa_pushes_the_pawn_towards_the_player():
    s = play_state(slots={19: "walls"}, automa={"coins": 20}, player={"coins": 9}, current="automa", conflict=-4,
                   military_tokens=("player_5", "automa_2", "automa_5"))
    s = do(s, BuildCard(card="walls"))
    assert s.conflict == -6 and s.player.coins == 4 and "player_5" not in s.military_tokens
    assert rules.military_position(s, "automa") == 6


def test_science_pair_gives_a_progress_token_and_six_symbols_win():
    s = play_state(slots={19: "school"}, player={"coins": 20, "buildings": ("apothecary",)},
                   progress_board=("law", "agriculture", "", "", ""), progress_box=())
    s = do(s, BuildCard(card="school"))
    assert pending_kinds(s) == ["progress"] and s.pending[0].options == ("law", "agriculture")
    s = choose(s, pick="agriculture")
    assert "agriculture" in s.player.progress and s.player.coins == 20 - 6 + 6  # School: wood + 2 papyrus bought at 2
    assert s.progress_board == ("law", "", "", "", "")
    greens = ("scriptorium", "workshop", "pharmacist", "apothecary", "academy")
    s = play_state(age=3, slots={19: "university"}, player={"coins": 20, "buildings": greens})
    s = do(s, BuildCard(card="university"))
    assert s.winner == "player" and s.end_reason == "science"


def test_law_token_counts_as_a_symbol():
    s = play_state(player={"buildings": ("workshop",), "progress": ("law",)})
    assert rules.science_symbols(s, "player") == {"set_square": 1, "law": 1}


def test_civilian_scoring_by_category_and_the_blue_tie_break():
    player = {"coins": 10, "buildings": ("palace", "academy", "port", "magistrates_guild", "temple"),
              "wonders": ("pyramids",), "built": (("pyramids", "walls"),), "progress": ("philosophy", "mathematics")}
    s = play_state(age=3, player=player, automa={"buildings": ("altar",)}, conflict=4, pantheon=False)
    score = rules.score_breakdown(s, "player")
    assert score == {"blue": 11, "green": 3, "yellow": 3, "purple": 2, "grand_temples": 0, "wonders": 9,
                     "progress": 7 + 6, "divinities": 0, "coins": 3, "military": 5}
    # the last card of Age III ends the game; a tie is won on blue cards
    s = play_state(age=3, slots={19: "baths"}, player={"coins": 0, "buildings": ("altar",)},
                   automa={"coins": 0, "buildings": ("theater",), "progress": ("philosophy",)}, current="player")
    s = do(s, DiscardCard(card="baths"))  # player: 3 blue + 0 coins ... automa 3 blue + 7
    assert s.phase == "over" and s.winner == "automa" and s.end_reason == "civilian"
    s = play_state(age=3, slots={19: "baths"}, player={"coins": 0, "buildings": ("altar", "workshop")},
                   automa={"coins": 3, "buildings": ("theater",)})
    s = do(s, DiscardCard(card="baths"))  # the player ends with 2 coins: 3 blue + 1 green = automa's 3 blue + 1 coin
    assert [sum(rules.score_breakdown(s, x).values()) for x in ("player", "automa")] == [4, 4]
    assert s.winner == "draw"  # equal blue points too: a shared victory


def test_guild_coins_and_points_count_the_city_with_most():
    s = play_state(age=3, slots={19: "merchants_guild"}, player={"coins": 20, "buildings": ("tavern",)},
                   automa={"buildings": ("forum", "brewery", "clay_reserve")}, pantheon=False)
    s = do(s, BuildCard(card="merchants_guild"))
    price = 8  # clay, wood, glass, papyrus at 2 each
    assert s.player.coins == 20 - price + 3
    assert rules.score_breakdown(s, "player")["purple"] == 3
    s = play_state(age=3, player={"buildings": ("moneylenders_guild",), "coins": 4}, automa={"coins": 13}, pantheon=False)
    assert rules.score_breakdown(s, "player")["purple"] == 4


def test_lighthouse_counts_itself_and_arena_counts_wonders():
    s = play_state(age=3, slots={19: "lighthouse"}, player={"coins": 0, "buildings": ("tavern",)})
    s = do(s, BuildCard(card="lighthouse"))  # chain from the Tavern: free, 2 yellow cards
    assert s.player.coins == 2
    s = play_state(age=3, slots={19: "arena"}, player={"coins": 0, "buildings": ("brewery",), "wonders": ("pyramids", "sphinx"),
                                                     "built": (("pyramids", "walls"), ("sphinx", "baths"))})
    s = do(s, BuildCard(card="arena"))
    assert s.player.coins == 4


@pytest.mark.rule("SOLO-AGE-END-2")
def test_end_of_age_the_weaker_side_chooses_who_starts():
    s = play_state(slots={19: "walls"}, player={"coins": 20}, conflict=0, current="player")
    s = do(s, BuildCard(card="walls"))  # pawn to +2: the automa is weaker
    assert s.age == 2 and pending_kinds(s) == ["start"] and s.pending[0].side == "automa"
    s = play_state(slots={19: "altar"}, conflict=0, current="player")
    s = do(s, DiscardCard(card="altar"))  # tie: the side that took the last card chooses
    assert s.pending[0].side == "player"
    s = choose_start(s, "automa")
    assert s.current == "automa" and rules.to_move(s) == "automa"


def choose_start(s, starter):
    from solo_desk.games.duel.state import ChooseStart

    return do(s, ChooseStart(starter=starter))


def test_a_decision_must_be_resolved_before_anything_else():
    s = play_state(slots={19: "school", 18: "walls"}, player={"coins": 20, "buildings": ("apothecary",)},
                   progress_board=("law", "", "", "", ""))
    s = do(s, BuildCard(card="school"))
    with pytest.raises(IllegalAction) as err:
        do(s, DiscardCard(card="walls"))
    assert err.value.key == "duel.illegal.decision_pending"
    with pytest.raises(IllegalAction):
        do(s, Choose(pick="strategy"))


def test_card_gains_tells_what_a_card_would_give():
    s = play_state(slots={19: "school"}, player={"buildings": ("apothecary", "scriptorium", "pharmacist", "workshop"),
                                                 "progress": ("urbanism",)})
    gains = rules.card_gains(s, "player", "school")
    assert gains.science == "wheel" and gains.science_pair and not gains.science_supremacy and gains.vp == 1
    s = play_state(slots={19: "barracks"}, player={"buildings": ("garrison",), "progress": ("strategy", "urbanism")})
    gains = rules.card_gains(s, "player", "barracks", via_chain=rules.building_price(s, "player", "barracks").chain)
    assert (gains.shields, gains.urbanism) == (2, 4)
