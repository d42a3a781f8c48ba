"""Pantheon: activation costs, every divinity's effect, the Gate, tokens on the Age structure, Grand Temples."""
import pytest

from solo_desk.core.errors import IllegalAction
from solo_desk.games.duel import rules
from solo_desk.games.duel.state import ActivateDivinity, Answer, BuildCard, BuildWonder, ChooseStart, DiscardCard

from .helpers import choose, do, pending_kinds, play_state, with_gods

pytestmark = pytest.mark.rule("SOLO-GEN-1")


def pantheon(gods, age=2, **kw):
    kw.setdefault("slots", {19: "walls", 18: "baths", 17: "glass_blower"} if age == 2 else {19: "walls"})
    kw.setdefault("player", {"coins": 20})
    return with_gods(play_state(age=age, **kw), gods)


def activate(s, space, offerings=()):
    return do(s, ActivateDivinity(space=space, offerings=offerings))


def test_cost_depends_on_the_space_and_the_side():
    s = pantheon({1: "tanit", 6: "mars"})
    # space 1 is next to the first player's capital (the automa's): 3 for it, 8 for the player
    assert [rules.divinity_price(s, "automa", k).coins for k in (1, 6)] == [3, 8]
    assert [rules.divinity_price(s, "player", k).coins for k in (1, 6)] == [8, 3]


def test_gate_costs_double_sanctuary_two_less_offering_tokens_discount():
    s = pantheon({2: "gate"}, player={"coins": 20, "wonders": ("sanctuary",), "built": (("sanctuary", "altar"),),
                                      "offering_tokens": (3, 4)})
    assert rules.divinity_price(s, "player", 2).coins == 14 - 2
    assert rules.divinity_price(s, "player", 2, (3, 4)).coins == 5
    s = activate(s, 2, (3,))
    assert s.player.coins == 20 - 9 and s.player.offering_tokens == (4,)


def test_a_matching_mythology_token_makes_the_divinity_free():
    s = pantheon({1: "tanit"}, player={"coins": 0, "mythology_tokens": ("phoenician",)})
    assert rules.divinity_price(s, "player", 1).mythology_token
    s = activate(s, 1)
    assert s.player.coins == 12 and s.pantheon_spaces[0] == ""


def test_divinities_only_from_age_two():
    s = pantheon({1: "tanit"}, age=1)
    assert all(a.kind != "activate" for a in rules.legal_actions(s))
    with pytest.raises(IllegalAction) as err:
        activate(s, 1)
    assert err.value.key == "duel.illegal.pantheon_closed"


def test_activation_does_not_take_a_card_and_ends_the_turn():
    s = pantheon({6: "aphrodite"})
    s = activate(s, 6)
    assert s.current == "automa" and s.slots.count("") == 17
    assert rules.score_breakdown(s, "player")["divinities"] == 9


def test_tanit_twelve_coins_and_mars_two_shields():
    s = activate(pantheon({6: "tanit"}), 6)
    assert s.player.coins == 20 - 3 + 12
    s = activate(pantheon({6: "mars"}, player={"coins": 20, "progress": ("strategy",)}), 6)
    assert s.conflict == 2  # Strategy helps red cards only


def test_astarte_coins_are_spendable_safe_and_score():
    s = activate(pantheon({6: "astarte"}, player={"coins": 3}, slots={19: "walls", 18: "stone_pit"}), 6)
    assert (s.player.coins, s.player.astarte_coins) == (0, 7)
    assert rules.coins_available(s, "player") == 7
    assert rules.score_breakdown(s, "player")["divinities"] == 7
    s = s.model_copy(update={"current": "player"})
    s = do(s, BuildCard(card="stone_pit"))  # 1 coin from Astarte's card
    assert s.player.astarte_coins == 6


def test_ishtar_gives_the_law_symbol_and_can_complete_a_pair():
    s = pantheon({6: "ishtar"}, player={"coins": 20, "progress": ("law",)}, progress_board=("agriculture", "", "", "", ""))
    s = activate(s, 6)
    assert pending_kinds(s) == ["progress"]


def test_nisaba_copies_an_opponent_green_symbol():
    s = pantheon({6: "nisaba"}, player={"coins": 20, "buildings": ("school",)}, automa={"buildings": ("apothecary", "workshop")},
                 progress_board=("agriculture", "", "", "", ""))
    s = activate(s, 6)
    assert s.pending[0].options == ("apothecary", "workshop")
    s = choose(s, pick="apothecary")
    assert s.player.snake_on == "apothecary" and rules.science_symbols(s, "player")["wheel"] == 2
    assert pending_kinds(s) == ["progress"]  # the copied wheel completes a pair


def test_baal_steals_a_brown_or_grey_card():
    s = activate(pantheon({6: "baal"}, automa={"buildings": ("quarry", "press", "altar")}), 6)
    assert s.pending[0].options == ("quarry", "press")
    s = choose(s, pick="press")
    assert "press" in s.player.buildings and "press" not in s.automa.buildings


def test_hades_builds_a_discarded_card_for_free():
    s = activate(pantheon({6: "hades"}), 6)
    assert "arsenal" in s.pending[0].options
    s = choose(s, pick="arsenal")
    assert s.conflict == 3 and "arsenal" not in s.discard and s.player.coins == 17


def test_zeus_discards_any_structure_card_with_its_token():
    s = pantheon({6: "zeus"}, slots={19: "walls", 15: "baths", 10: "glass_blower"})
    s = s.model_copy(update={"face_up": tuple(i != 10 for i in range(20)),
                             "slot_tokens": tuple("offer:4" if i == 10 else "" for i in range(20))})
    s = activate(s, 6)
    s = choose(s, slot=10)  # a face-down card, covered: its Offering token is discarded too
    assert s.slots[10] == "" and s.discard[-1] == "glass_blower" and s.slot_tokens[10] == ""
    assert s.player.offering_tokens == ()


def test_anubis_unbuilds_a_wonder_which_can_be_built_again():
    s = pantheon({6: "anubis"}, automa={"wonders": ("colossus",), "built": (("colossus", "altar"),)})
    s = activate(s, 6)
    s = choose(s, pick="colossus")
    assert s.automa.built == () and "colossus" in s.automa.wonders and s.discard[-1] == "altar"
    assert s.conflict == 0  # the Colossus's shields already moved the pawn: nothing is undone


def test_isis_builds_an_own_wonder_with_a_discarded_card():
    s = pantheon({6: "isis"}, player={"coins": 3, "wonders": ("pyramids",)})
    s = activate(s, 6)
    s = choose(s, pick="pyramids", card="arsenal")
    assert s.player.built == (("pyramids", "arsenal"),) and s.player.coins == 0


def test_ra_steals_an_unbuilt_wonder():
    s = pantheon({6: "ra"}, automa={"wonders": ("colossus", "sphinx"), "built": (("colossus", "altar"),)})
    s = activate(s, 6)
    assert s.pending[0].options == ("sphinx",)
    s = choose(s, pick="sphinx")
    assert s.player.wonders == ("sphinx",) and s.automa.wonders == ("colossus",)


def test_minerva_stops_the_conflict_pawn():
    s = activate(pantheon({6: "minerva"}), 6)
    s = choose(s, space=-2)
    assert s.minerva == -2
    s = s.model_copy(update={"current": "automa", "automa": s.automa.model_copy(update={"coins": 20})})
    s = do(s, BuildCard(card="walls"))  # 2 shields towards the player: stops before -2
    assert s.conflict == -1 and s.minerva is None


def test_neptune_discards_one_military_token_and_applies_another():
    s = activate(pantheon({6: "neptune"}, automa={"coins": 9}), 6)
    assert pending_kinds(s) == ["neptune_discard"]
    s = choose(s, pick="player_5")
    s = choose(s, pick="automa_5")
    assert s.military_tokens == ("player_2", "automa_2") and s.automa.coins == 4


def test_neptune_with_one_military_token_left_discards_it_without_effect_for_the_player():
    s = pantheon({6: "neptune"}, automa={"coins": 9})
    s = s.model_copy(update={"military_tokens": ("automa_5",)})
    s = activate(s, 6)
    assert pending_kinds(s) == ["neptune_discard"]  # the card's first step: discard, no effect
    s = choose(s, pick="automa_5")
    assert s.military_tokens == () and s.automa.coins == 9 and not s.pending


@pytest.mark.rule("SOLO-GOD-NEPTUNE")
def test_solo_with_one_military_token_left_applies_it():
    s = pantheon({1: "neptune"}, player={"coins": 9}, automa={"coins": 20})
    s = s.model_copy(update={"military_tokens": ("player_5",), "current": "automa"})
    s = activate(s, 1)
    assert pending_kinds(s) == ["neptune_apply"]  # SOLO-AMB-32: with one token, B only
    s = choose(s, pick="player_5")
    assert s.military_tokens == () and s.player.coins == 4


def test_enki_offers_two_tokens_drawn_when_revealed():
    s = pantheon({6: "enki"}, progress_board=("agriculture", "", "", "", ""))
    s = s.model_copy(update={"enki_tokens": ("mysticism", "law"),
                             "progress_box": tuple(t for t in s.progress_box if t not in ("mysticism", "law"))})
    s = activate(s, 6)
    s = choose(s, pick="law")
    assert "law" in s.player.progress and "mysticism" in s.progress_box and s.enki_tokens == ()


def test_gate_reveals_the_top_of_each_deck_and_activates_one_free():
    s = pantheon({3: "gate"})
    tops = tuple(d[0] for d in s.divinity_decks if d)
    s = activate(s, 3)
    assert s.player.coins == 20 - 12 and s.pending[0].options == tops
    god = next(g for g in tops if g == "tanit") if "tanit" in tops else tops[0]
    s = choose(s, pick=god)
    assert god in s.player.divinities and "gate" in s.player.divinities
    assert all(god not in d for d in s.divinity_decks)


def test_divine_theater_activates_one_of_a_whole_deck():
    s = pantheon({}, player={"coins": 30, "wonders": ("divine_theater",)})
    s = do(s, BuildWonder(wonder="divine_theater", card="walls"))
    assert set(s.pending[0].options) == {"mesopotamian", "phoenician", "greek", "egyptian", "roman"}
    s = choose(s, pick="phoenician")
    assert set(s.pending[0].options) == {"astarte", "baal", "tanit"}
    coins = s.player.coins
    s = choose(s, pick="tanit")
    assert s.player.coins == coins + 12


def test_divine_theater_returns_the_unused_divinities_in_the_order_the_player_chooses():
    s = pantheon({}, player={"coins": 30, "wonders": ("divine_theater",)})
    s = do(s, BuildWonder(wonder="divine_theater", card="walls"))
    s = choose(s, pick="phoenician")
    deck = s.divinity_decks[1]
    s = choose(s, pick=deck[0])
    left = deck[1:]
    assert pending_kinds(s) == ["theater_top"] and s.pending[0].options == left
    s, recorded = rules.apply(s, rules.legal_actions(s)[-1])  # the last one offered: the other order
    assert s.divinity_decks[1] == (left[-1],) + left[:-1] and not s.pending
    from solo_desk.games.duel.describe import describe

    assert describe(recorded).key == "duel.action.choose_on_top_you"  # the Player's: "you: put … back"


def test_solo_s_divine_theater_keeps_its_deck_order():
    s = pantheon({}, automa={"coins": 30, "wonders": ("divine_theater",)})
    s = s.model_copy(update={"current": "automa"})
    s = do(s, BuildWonder(wonder="divine_theater", card="walls"))
    s = choose(s, pick="phoenician")
    deck = s.divinity_decks[1]
    s = choose(s, pick=deck[0])
    assert "theater_top" not in pending_kinds(s) and s.divinity_decks[1] == deck[1:]


def test_revealing_a_mythology_token_places_a_divinity():
    s = play_state(age=1, slots={0: "altar", 2: "theater", 3: "baths"}, player={"coins": 10})
    s = s.model_copy(update={"face_up": (False,) + (True,) * 19, "slot_tokens": ("myth:greek",) + ("",) * 19})
    s = do(s, DiscardCard(card="theater"))
    s = do(s, DiscardCard(card="baths"))  # the automa's turn uncovers the Altar: it takes the token
    taker = "automa"
    assert s.face_up[0] and s.automa.mythology_tokens == ("greek",) and s.player.mythology_tokens == ()
    assert pending_kinds(s) == ["place_divinity"] and s.pending[0].side == taker
    greek = s.divinity_decks[2]
    assert s.pending[0].options == greek[:2]
    s = choose(s, pick=greek[1], space=4)
    assert s.pantheon_spaces[3] == greek[1] and s.divinity_decks[2] == (greek[0], greek[2])


def test_age_two_reveals_the_pantheon_and_the_gate_fills_the_empty_space():
    s = with_gods(play_state(age=1, slots={19: "altar"}), {1: "enki", 2: "tanit", 3: "zeus", 5: "isis", 6: "mars"})
    s = do(s, DiscardCard(card="altar"))
    assert s.age == 2 and s.pantheon_spaces == ("enki", "tanit", "zeus", "gate", "isis", "mars")
    assert len(s.enki_tokens) == 2 and not set(s.enki_tokens) & set(s.progress_box)
    assert sum(t.startswith("offer:") for t in s.slot_tokens) == 3


def test_offering_token_taken_when_revealed():
    s = play_state(age=2, slots={6: "walls", 11: "baths"}, player={"coins": 10})
    s = s.model_copy(update={"face_up": tuple(i != 6 for i in range(20)),
                             "slot_tokens": tuple("offer:3" if i == 6 else "" for i in range(20))})
    s = do(s, DiscardCard(card="baths"))
    assert s.player.offering_tokens == (3,) and s.face_up[6]


def test_grand_temples_free_with_the_token_and_scored_by_count():
    s = play_state(age=3, slots={19: "greek_grand_temple"}, player={"coins": 0, "mythology_tokens": ("greek",)})
    assert rules.building_price(s, "player", "greek_grand_temple").chain
    s = do(s, BuildCard(card="greek_grand_temple"))
    assert rules.score_breakdown(s, "player")["grand_temples"] == 5
    s = play_state(age=3, player={"buildings": ("greek_grand_temple", "roman_grand_temple", "egyptian_grand_temple")})
    assert rules.score_breakdown(s, "player")["grand_temples"] == 21


def test_age_three_uses_grand_temples_instead_of_guilds():
    from .helpers import after_draft

    s = after_draft(seed=5)
    third = set(s.decks[2])
    temples = {b for b in third if b.endswith("grand_temple")}
    assert len(third) == 20 and len(temples) == 3 and not any(b.endswith("_guild") for b in third)
    s = after_draft(seed=5, pantheon=False)
    assert sum(b.endswith("_guild") for b in s.decks[2]) == 3


def test_enki_activated_from_a_deck_draws_its_tokens_then():
    s = pantheon({3: "gate"})
    decks = list(s.divinity_decks)
    decks[0] = ("enki",) + tuple(d for d in decks[0] if d != "enki")
    s = activate(s.model_copy(update={"divinity_decks": tuple(decks)}), 3)
    box = set(s.progress_box)
    s = choose(s, pick="enki")
    assert pending_kinds(s) == ["enki"] and len(s.enki_tokens) == 2 and set(s.enki_tokens) <= box
    token = s.enki_tokens[0]
    s = choose(s, pick=token)
    assert token in s.player.progress and s.enki_tokens == ()


def _two_tokens_of_one_mythology(mode: str = "digital"):
    """Seed 1, Age I: slots 9 and 10 (face down) both carry a Mesopotamian token (moved there from
    slots 2 and 4) and only Stone Reserve (15) still covers them: taking it uncovers both."""
    from .helpers import after_draft

    s = after_draft(1)
    assert s.slot_tokens[2] == s.slot_tokens[4] == "myth:mesopotamian" and s.slot_tokens[10] == ""
    tokens = list(s.slot_tokens)
    tokens[2], tokens[4], tokens[9], tokens[10] = "myth:greek", "", "myth:mesopotamian", "myth:mesopotamian"
    slots = list(s.slots)
    gone = (slots[14], slots[16])
    slots[14] = slots[16] = ""
    s = s.model_copy(update=dict(slots=tuple(slots), slot_tokens=tuple(tokens), discard=s.discard + gone,
                                 current="player", mode=mode))
    rules.check(s)
    return s


@pytest.mark.rule("SOLO-GODPLACE-1")
def test_two_tokens_of_one_mythology_in_a_turn_draw_one_after_the_other():
    """Each token draws the top two of its deck; the kept card is placed, the other goes back on
    top: the second draw is made from the deck as the first decision left it."""
    s = _two_tokens_of_one_mythology()
    deck = s.divinity_decks[0]  # nisaba, ishtar, enki
    s1 = do(s, DiscardCard(card="stone_reserve"))
    assert s1.player.mythology_tokens == ("mesopotamian", "mesopotamian")
    assert [(p.kind, p.options) for p in s1.pending] == [("place_divinity", deck[:2])] * 2
    s2 = choose(s1, pick=deck[1], space=1)  # keeps Ishtar; Nisaba goes back on top
    assert s2.divinity_decks[0] == (deck[0], deck[2])
    assert [(p.kind, p.options) for p in s2.pending] == [("place_divinity", (deck[0], deck[2]))]
    s3 = choose(s2, pick=deck[2], space=2)
    assert s3.pantheon_spaces[:2] == (deck[1], deck[2]) and s3.divinity_decks[0] == (deck[0],) and not s3.pending


@pytest.mark.rule("SOLO-GODPLACE-1")
def test_companion_two_tokens_of_one_mythology_place_two_face_down_cards_told_apart_later():
    """Companion: nothing is drawn by the app: each token places one face-down card of its
    Mythology; at the start of Age II the second one can only be a divinity the first is not."""
    s = _two_tokens_of_one_mythology()
    hidden = s.slots[9], s.slots[10]
    s = s.model_copy(update=dict(mode="companion", slots=tuple("?" if i in (9, 10) else c for i, c in enumerate(s.slots))))
    s1 = do(s, DiscardCard(card="stone_reserve"))
    assert [q.question for q in s1.asks] == ["card:9", "card:10"]
    assert [(p.kind, p.options) for p in s1.pending] == [("place_divinity", ("?mesopotamian",))] * 2
    for q, card in zip(("card:9", "card:10"), hidden):
        s1 = do(s1, Answer(question=q, value=card))
    s2 = choose(choose(s1, pick="?mesopotamian", space=1), pick="?mesopotamian", space=2)
    assert s2.pantheon_spaces[:2] == ("?mesopotamian", "?mesopotamian") and not s2.pending
    told = s2.model_copy(update=dict(pantheon_spaces=("ishtar",) + s2.pantheon_spaces[1:]))
    assert "ishtar" not in rules.ask_choices(told, "pantheon:2")
    assert len(rules.ask_choices(told, "pantheon:2")) == 2


def test_enki_revealed_gets_only_the_tokens_the_box_holds():
    """Enki takes two Progress tokens from the box; a box holding fewer gives what it holds."""
    box = play_state(age=1).progress_box
    s = with_gods(play_state(age=1, slots={19: "altar"}, player={"progress": box[1:]}), {1: "enki", 2: "tanit"})
    assert s.progress_box == box[:1]
    s = do(s, DiscardCard(card="altar"))
    assert s.age == 2 and s.enki_tokens == box[:1] and s.progress_box == ()
    s = do(s, ChooseStart(starter="player"))
    s = s.model_copy(update={"player": s.player.model_copy(update={"coins": 20})})
    s = activate(s, 1)
    assert [(p.kind, p.options) for p in s.pending] == [("enki", box[:1])]
    assert box[0] in choose(s, pick=box[0]).player.progress


def _companion_age2_with_enki_face_down(left_in_box: int):
    from solo_desk.games.duel.state import Ask

    box = play_state(age=2).progress_box
    s = play_state(age=2, slots={19: "walls", 18: "baths"}, player={"coins": 20, "progress": box[left_in_box:]})
    return s.model_copy(update=dict(
        mode="companion", progress_box=(), decks=((), (), ()), box=(), divinity_decks=((), (), (), (), ()),
        mythology_box=(), layout_tokens=((), ()), pantheon_spaces=("?mesopotamian", "", "", "", "", "gate"),
        asks=(Ask(question="pantheon:1"),))), box[:left_in_box]


@pytest.mark.parametrize("left_in_box", [0, 1, 2])
def test_companion_enki_revealed_asks_for_as_many_tokens_as_the_box_holds(left_in_box):
    s, in_box = _companion_age2_with_enki_face_down(left_in_box)
    rules.check(s)
    s = do(s, Answer(question="pantheon:1", value="enki"))
    assert [q.question for q in s.asks] == [f"enki:{i}" for i in range(left_in_box)]
    for i, token in enumerate(in_box):
        s = do(s, Answer(question=f"enki:{i}", value=token))
    assert s.enki_tokens == in_box
    s = activate(s, 1)
    # nothing to choose from an empty box: no decision left waiting for options that never come
    assert [(p.kind, p.options) for p in s.pending] == ([("enki", in_box)] if in_box else [])
