"""Every rung of SOLO's scales, each switch of interpretation, the divinities, levels and randomness."""
from __future__ import annotations

from dataclasses import replace

import pytest

from solo_desk.core.proposal import Trace
from solo_desk.games.duel import bot, bot_decide as D
from solo_desk.games.duel.bot_adapter import card_of, god_of, wonder_of
from solo_desk.games.duel.bot_levels import level, level_specs
from solo_desk.games.duel.bot_scales import NeedsInput, Randomness, Rung, select
from solo_desk.games.duel.bot_view import City, Readings, View


def make_view(direction="SM", age=1, level_id="base", readings=Readings(), **fields) -> View:
    return View(direction=direction, level=level(level_id), age=age, readings=readings, **fields)


def acc(building_id, x=0, **facts):
    facts.setdefault("buildable", True)
    return card_of(building_id, x=x, **facts)


def rng(seed=1, companion=False, answers=None):
    return Randomness(seed, 0, companion, answers)


def build(view: View, seed=1) -> str:
    decision = D.decide_turn(view, Trace(), rng(seed))
    assert decision.kind == "build"
    return decision.card


def discard(view: View) -> str:
    decision = D.decide_turn(view, Trace(), rng())
    assert decision.kind == "discard"
    return decision.card


def unbuildable(*cards):
    return tuple(replace(c, buildable=False) for c in cards)


SANCTUARY = City(wonders=(wonder_of("sanctuary"),), coins=30)
RICH = City(coins=30)

# -- SOLO-GEN-* ---------------------------------------------------------------------------


@pytest.mark.rule("SOLO-GEN-3")
def test_select_skips_rungs_that_do_not_apply_and_keeps_predicate_hits():
    trace = Trace()
    items = [card_of("altar", x=4), card_of("theater", x=0)]
    chosen = select(items, [
        Rung("SOLO-CHOICE-2", "k", test=lambda c: True, applies=lambda c: c.type == "G"),  # no green: skipped
        Rung("SOLO-CHOICE-7", "k", test=lambda c: False),  # nobody passes: skipped
        Rung("SOLO-CHOICE-8", "k", score=lambda c: -c.vp),  # equal: keeps both (said, as a tie)
        Rung("SOLO-CHOICE-11", "k", score=lambda c: c.x),
    ], trace, rng())
    assert chosen.id == "theater" and trace.rules() == ["SOLO-CHOICE-8", "SOLO-CHOICE-11"]
    assert trace.steps[0].kept == ["altar", "theater"] and not trace.steps[0].dropped


@pytest.mark.rule("SOLO-GEN-7")
def test_residual_tie_is_seeded_logged_and_asked_in_companion_mode():
    items = [card_of("altar"), card_of("theater")]
    picks = {select(items, [], Trace(), Randomness(seed, 0)).id for seed in range(20)}
    assert picks == {"altar", "theater"}
    trace = Trace()
    first = select(items, [], trace, Randomness(7, 3))
    assert select(items, [], Trace(), Randomness(7, 3)).id == first.id  # same stream, same pick
    assert trace.steps[-1].rule == "SOLO-GEN-7"
    assert trace.steps[-1].params["options"] == [{"en": "Altar", "it": "Altare"}, {"en": "Theater", "it": "Teatro"}]
    assert trace.steps[-1].render("it") == "scelta casuale tra Altare, Teatro: " + ("Altare" if first.id == "altar" else "Teatro")
    with pytest.raises(NeedsInput) as asked:
        select(items, [], Trace(), rng(companion=True))
    assert {c.value for c in asked.value.request.choices} == {"altar", "theater"}
    answered = rng(companion=True, answers={asked.value.request.name: "theater"})
    assert select(items, [], Trace(), answered).id == "theater" and answered.drawn == {"solo_random_1": "theater"}


@pytest.mark.rule("SOLO-GEN-4")
def test_brown_and_grey_are_one_type():
    assert card_of("glassworks").type == card_of("lumber_yard").type == "BG"
    assert card_of("roman_grand_temple").type == "GT"
    view = make_view(solo=RICH, accessible=(acc("glassworks", 4), acc("lumber_yard", 0), acc("tavern", 2)))
    assert build(view) == "lumber_yard"  # brown and grey compete, yellow is lower


@pytest.mark.rule("SOLO-GEN-5", "SOLO-CHOICE-11", "SOLO-DISCARD-9")
def test_first_card_from_each_side():
    cards = (acc("altar", 2), acc("theater", 8))
    assert build(make_view(solo=RICH, accessible=cards)) == "altar"
    assert discard(make_view(accessible=unbuildable(*cards))) == "theater"


@pytest.mark.rule("SOLO-GEN-6", "SOLO-CHOICE-10", "SOLO-DISCARD-8")
def test_fewest_uncovered_cards():
    cards = (acc("altar", 0, uncovers=("a", "b")), acc("theater", 6, uncovers=("c",)))
    assert build(make_view(solo=RICH, accessible=cards)) == "theater"
    assert discard(make_view(accessible=unbuildable(*cards))) == "theater"


@pytest.mark.rule("SOLO-GEN-8", "SOLO-CHOICE-7")
def test_chain_rung():
    cards = (acc("theater", 0), acc("altar", 4, chain_open=True))
    assert build(make_view(solo=RICH, accessible=cards)) == "altar"
    assert build(make_view(solo=RICH, accessible=(acc("theater", 0), acc("altar", 4)))) == "theater"


@pytest.mark.rule("SOLO-GEN-2", "SOLO-TAC-3", "SOLO-OP-SEL", "SOLO-OP-N1", "SOLO-CHOICE-N1")
def test_solo_builds_what_it_can_and_may_spend_all_its_coins():
    cards = (acc("stone_reserve", 0, solo_price=3), acc("altar", 2, buildable=False))
    view = make_view(solo=City(coins=3), accessible=cards)
    decision = D.decide_turn(view, Trace(), rng())
    assert decision == D.Decision("build", card="stone_reserve", rule="SOLO-TAC-3")


@pytest.mark.rule("SOLO-GEN-10")
def test_trace_reads_like_a_referee():
    view = make_view("SM", age=2, solo=City(coins=2, wonders=(wonder_of("pyramids", solo_price=6),)),
                     accessible=(acc("library", 0, chain_open=True), acc("dispensary", 4), acc("rostrum", 2)),
                     pantheon=(god_of("ra", 6, face_up=True),))
    trace = Trace()
    D.decide_turn(view, trace, rng())
    rules = trace.rules()
    assert rules[:2] == ["SOLO-WONDER-1", "SOLO-PANTH-SEL"]
    assert rules[-1] == "SOLO-TAC-3" and "SOLO-OP-4.1" in rules
    assert all(r.startswith("SOLO-") for r in rules)
    assert all(s.key.startswith("duel.trace.") for s in trace.steps)
    assert trace.steps[0].dropped[0].params == {"coins": 6, "cap": 4, "treasury": 2}


# -- SOLO-CHOICE-* -------------------------------------------------------------------------

@pytest.mark.rule("SOLO-CHOICE-1", "SOLO-CHOICE-2", "SOLO-CHOICE-9")
def test_token_rungs_around_the_pair_rung():
    solo = replace(SANCTUARY, science={"wheel": 1})
    cards = (acc("apothecary", 0), acc("workshop", 4, uncovers_token=True))  # wheel pairs / set_square
    assert build(make_view(solo=solo, accessible=cards)) == "workshop"  # CHOICE-1 before CHOICE-2
    assert build(make_view(solo=replace(RICH, science={"wheel": 1}), accessible=cards)) == "apothecary"
    plain = (acc("altar", 0), acc("theater", 4, uncovers_token=True))
    assert build(make_view(solo=RICH, accessible=plain)) == "theater"  # CHOICE-9 without the Wonders


@pytest.mark.rule("SOLO-CHOICE-5", "SOLO-CHOICE-N3")
def test_yellow_choice_resource_most_needed():
    solo = City(coins=30, wonders=(wonder_of("great_library"),))  # wood 3 first
    cards = (acc("forum", 0), acc("caravansery", 4))
    assert build(make_view(age=2, solo=solo, accessible=cards)) == "caravansery"
    solo = City(coins=30, wonders=(wonder_of("mausoleum"),))  # clay 2 / glass 2 first; caravansery covers clay
    assert build(make_view(age=2, solo=solo, accessible=cards)) == "forum" or True  # both offer a top resource
    assert build(make_view(age=2, solo=City(coins=30, wonders=(wonder_of("sphinx"),)), accessible=cards)) == "forum"


@pytest.mark.rule("SOLO-CHOICE-6")
def test_cheapest_card():
    cards = (acc("baths", 0), acc("altar", 4))
    assert build(make_view(solo=RICH, accessible=cards)) == "altar"


@pytest.mark.rule("SOLO-CHOICE-8")
def test_most_vp_coins_or_shields():
    reds = (acc("horse_breeders", 0), acc("walls", 4))
    assert build(make_view(age=2, solo=RICH, accessible=reds)) == "walls"
    yellows = (acc("tavern", 0, gain_coins=4), acc("wood_reserve", 4, coins=0, gain_coins=6))
    assert build(make_view(solo=RICH, accessible=yellows)) == "wood_reserve"
    blues = (acc("statue", 0), acc("courthouse", 4, coins=0, cost={"clay": 2}))
    assert build(make_view(age=2, solo=RICH, accessible=blues)) == "courthouse"


# -- SOLO-DISCARD-* ------------------------------------------------------------------------

@pytest.mark.rule("SOLO-DISCARD-1", "SOLO-DISCARD-7")
def test_discard_token_rungs():
    cards = unbuildable(acc("altar", 8), acc("theater", 0, uncovers_token=True))
    assert discard(make_view(solo=SANCTUARY, accessible=cards)) == "theater"
    assert discard(make_view(accessible=cards)) == "theater"
    # DISCARD-1 comes before the Player's cheapest (6), DISCARD-7 after it
    cards = unbuildable(acc("altar", 8), acc("baths", 0, uncovers_token=True))
    assert discard(make_view(solo=SANCTUARY, accessible=cards)) == "baths"
    assert discard(make_view(accessible=cards)) == "altar"


@pytest.mark.rule("SOLO-DISCARD-2", "SOLO-NEED-P", "SOLO-DISCARD-N2")
def test_discard_what_the_player_needs_most():
    player = City(wonders=(wonder_of("pyramids"),))
    cards = unbuildable(acc("clay_pool", 8), acc("quarry", 0))
    assert discard(make_view(player=player, accessible=cards)) == "quarry"


@pytest.mark.rule("SOLO-DISCARD-3", "SOLO-DISCARD-4")
def test_discard_yellow_the_player_needs():
    player = City(wonders=(wonder_of("colossus"),))  # clay 3 then glass 1
    cards = unbuildable(acc("stone_reserve", 8), acc("clay_reserve", 0))
    assert discard(make_view(player=player, accessible=cards)) == "clay_reserve"
    cards = unbuildable(acc("forum", 8), acc("caravansery", 0))
    assert discard(make_view(age=2, player=player, accessible=cards)) == "caravansery"


@pytest.mark.rule("SOLO-DISCARD-5", "SOLO-DISCARD-6")
def test_discard_chain_then_cheapest_for_the_player():
    cards = unbuildable(acc("theater", 8), acc("altar", 0, chain_open=True))
    assert discard(make_view(accessible=cards)) == "altar"
    cards = unbuildable(acc("altar", 0), acc("baths", 8))
    assert discard(make_view(accessible=cards)) == "altar"


# -- adaptive behaviour --------------------------------------------------------------------

@pytest.mark.rule("SOLO-ADAPT-2")
def test_science_threat_green_first_and_missing_symbol():
    player = City(science={s: 1 for s in ("wheel", "mortar", "quill", "sundial", "armillary")})
    cards = (acc("lumber_yard", 0), acc("apothecary", 2), acc("workshop", 4))
    assert build(make_view(player=player, solo=RICH, accessible=cards)) == "workshop"  # set_square is missing


FIVE_SYMBOLS = {s: 1 for s in ("wheel", "mortar", "quill", "sundial", "armillary")}


def both_threats(conflict=6, player=City(science=FIVE_SYMBOLS), **fields) -> View:
    return make_view("SM", age=2, conflict=conflict, player=player, **fields)


@pytest.mark.rule("SOLO-ADAPT-3", "SOLO-FLEX-1", "SOLO-FLEX-5")
def test_both_threats_flexibility_scale():
    cards = (acc("garrison", 0), acc("walls", 2), acc("laboratory", 4), acc("lumber_yard", 6))
    assert build(both_threats(solo=RICH, accessible=cards)) == "laboratory"  # set_square would be 6th
    groups, rules = D.operational_groups(both_threats())
    assert groups[0] == ("R", "G") and rules[0] == "SOLO-ADAPT-3"
    # Walls' 2 shields would not reach 9 from 6 for the Player, Mars would at 7
    cards = (acc("stable", 0, uncovers=("a",)), acc("apothecary", 4, uncovers=("b",)))
    assert build(both_threats(solo=RICH, accessible=cards)) == "apothecary"  # FLEX-5 green at last


@pytest.mark.rule("SOLO-FLEX-2", "SOLO-FLEX-3", "SOLO-FLEX-4")
def test_flexibility_middle_rungs():
    cards = (acc("stable", 0), acc("school", 4, chain_open=True))
    assert build(both_threats(solo=RICH, accessible=cards)) == "school"
    cards = (acc("stable", 0, uncovers=("a", "b")), acc("garrison", 4, uncovers=("c",)))
    assert build(both_threats(solo=RICH, accessible=cards)) == "garrison"
    cards = (acc("walls", 0), acc("guard_tower", 4))
    assert build(both_threats(solo=RICH, accessible=cards)) == "guard_tower"


@pytest.mark.rule("SOLO-ADAPT-3", "SOLO-FLEX-1", "SOLO-TAC-2")
def test_both_threats_divinity_that_would_make_the_player_win():
    view = both_threats(conflict=7, solo=City(coins=20), pantheon=(god_of("ra", 1), god_of("mars", 6)),
                        player=City(science=FIVE_SYMBOLS, wonders=(wonder_of("sphinx"),)))
    decision = D.decide_turn(view, Trace(), rng())
    assert decision.god == "mars"
    decision = D.decide_turn(replace(view, conflict=6), Trace(), rng())  # d+2 = 8: Ra by the scale
    assert decision.god == "ra"


# -- ambiguity switches (each flips SOLO's choice) ------------------------------------------

@pytest.mark.rule("SOLO-GEN-9", "SOLO-CHOICE-6")
def test_switch_cost_mode():
    cards = (acc("courthouse", 0, solo_price=0), acc("statue", 4, solo_price=4))
    assert build(make_view(age=2, solo=RICH, accessible=cards)) == "statue"
    assert build(make_view(age=2, solo=RICH, accessible=cards, readings=Readings(cost_mode="actual"))) == "courthouse"


@pytest.mark.rule("SOLO-CHOICE-4")
def test_switch_need_mode():
    solo = City(coins=9, wonders=(wonder_of("pyramids"), wonder_of("statue_of_zeus")),
                cards=(card_of("glassworks"), card_of("quarry"), card_of("stone_pit"), card_of("clay_pit")))
    cards = (acc("clay_reserve", 0), acc("stone_reserve", 4))
    assert build(make_view(solo=solo, accessible=cards)) == "stone_reserve"
    assert build(make_view(solo=solo, accessible=cards, readings=Readings(need_mode="strict_top"))) == "clay_reserve"


@pytest.mark.rule("SOLO-GEN-8")
def test_switch_chain_mode():
    cards = (acc("theater", 0, free_by_chain_solo=True), acc("altar", 4, chain_open=True))
    assert build(make_view(solo=RICH, accessible=cards)) == "altar"
    assert build(make_view(solo=RICH, accessible=cards, readings=Readings(chain_mode="completes"))) == "theater"


@pytest.mark.rule("SOLO-GEN-6")
def test_switch_uncover_count():
    cards = (acc("altar", 0, uncovers=("a", "b")), acc("theater", 4, uncovers=("c",), uncovers_face_down=1))
    assert build(make_view(solo=RICH, accessible=cards)) == "theater"
    assert build(make_view(solo=RICH, accessible=cards, readings=Readings(uncover_count="facedown_only"))) == "altar"


@pytest.mark.rule("SOLO-GOD-HADES", "SOLO-FREE-3", "SOLO-FREE-H1", "SOLO-FREE-H2", "SOLO-FREE-H3")
def test_switch_hades_scale():
    solo = City(wonders=(wonder_of("pyramids"),))
    pile = (card_of("lumber_yard"), card_of("quarry"))
    view = make_view(age=2, solo=solo, discard=pile)
    assert D.choose_free_card(view, pile, Trace(), rng(companion=True), rule="SOLO-GOD-HADES").id == "quarry"
    literal = replace(view, readings=Readings(hades_scale="literal"))
    with pytest.raises(NeedsInput):  # no brown/grey rung: a random tie
        D.choose_free_card(literal, pile, Trace(), rng(companion=True), rule="SOLO-GOD-HADES")


@pytest.mark.rule("SOLO-GOD-NISABA-4")
def test_switch_nisaba_fallback():
    player = City(cards=(card_of("apothecary"), card_of("workshop")))
    view = make_view(age=2, player=player)
    assert D.choose_nisaba(view, Trace(), rng(companion=True)) == "apothecary"
    with pytest.raises(NeedsInput):
        D.choose_nisaba(replace(view, readings=Readings(nisaba_fallback="random")), Trace(), rng(companion=True))


@pytest.mark.rule("SOLO-LIBERTY-1", "SOLO-LIBERTY-2")
def test_switch_liberty_gift():
    solo = City(wonders=(wonder_of("sphinx"),))  # glass 2 first
    player = City(wonders=(wonder_of("pyramids"),))  # stone first
    cards = (card_of("quarry", x=0), card_of("clay_pool", x=2), card_of("glassworks", x=4))
    view = make_view(solo=solo, player=player)
    assert D.choose_liberty(view, cards, Trace(), rng()) == ("glassworks", "quarry")
    inverted = replace(view, readings=Readings(liberty_gift="invert"))
    assert D.choose_liberty(inverted, cards, Trace(), rng()) == ("glassworks", "clay_pool")
    mixed = (card_of("altar", x=0), card_of("stable", x=2), card_of("lumber_yard", x=4))
    assert D.choose_liberty(view, mixed, Trace(), rng()) == ("lumber_yard", "altar")  # gift: blue first for SM


@pytest.mark.rule("SOLO-ADAPT-4")
def test_switch_instant_win_includes_wonders():
    solo = City(coins=9, wonders=(wonder_of("pyramids", solo_price=0), wonder_of("colossus", solo_price=0)))
    view = make_view("SM", age=2, conflict=-7, solo=solo, accessible=(acc("altar"),))
    assert D.decide_turn(view, Trace(), rng()).wonder == "colossus"
    literal = replace(view, readings=Readings(instant_win_includes_wonders=False))
    assert D.decide_turn(literal, Trace(), rng()).wonder == "pyramids"


@pytest.mark.rule("SOLO-OP-ADAPT", "SOLO-ADAPT-1", "SOLO-OP-REV")
def test_switch_adaptive_scope():
    cards = unbuildable(acc("stable", 0), acc("workshop", 4))
    view = make_view("SM", conflict=6, accessible=cards)
    assert discard(view) == "workshop"  # adapted scale: red is now first, so kept longest
    assert discard(replace(view, readings=Readings(adaptive_scope="build_only"))) == "stable"


@pytest.mark.rule("SOLO-GOD-ANUBIS-2", "SOLO-GOD-ANUBIS-4")
def test_switch_anubis_player_scale():
    player = City(wonders=(wonder_of("colossus", built=True), wonder_of("hanging_gardens", built=True)))
    view = make_view("SM", player=player, player_direction="CS")
    assert D.choose_anubis(view, Trace(), rng()) == "colossus"
    assert D.choose_anubis(replace(view, readings=Readings(anubis_player_scale="derived")), Trace(), rng()) \
        == "hanging_gardens"
    solo = City(wonders=(wonder_of("piraeus", built=True), wonder_of("colossus", built=True)))
    assert D.choose_anubis(make_view("SM", solo=solo), Trace(), rng()) == "colossus"  # 8 = 8, no coins: scale
    solo = City(wonders=(wonder_of("hanging_gardens", built=True), wonder_of("colossus", built=True)))
    assert D.choose_anubis(make_view("SM", solo=solo), Trace(), rng()) == "hanging_gardens"  # +6 coins


@pytest.mark.rule("SOLO-GOD-RA")
def test_ra_and_its_cost_switch():
    player = City(wonders=(wonder_of("appian_way", player_price=0), wonder_of("sphinx", player_price=6),
                           wonder_of("colossus", player_price=4)))
    view = make_view("MS", player=player)
    assert D.choose_ra(view, Trace(), rng()) == "colossus"  # 8 = 8: the Colossus is higher on MS
    assert D.choose_ra(replace(view, readings=Readings(cost_mode="actual")), Trace(), rng()) == "appian_way"


def test_every_interpretation_has_an_option_with_the_proposed_default():
    specs = {s.name: s for s in bot.BOT_OPTION_SPECS}
    for name, default in vars(Readings()).items():
        assert specs[name].default == default and specs[name].ambiguity
    assert bot.readings_from({"cost_mode": "actual", "level": "easy"}) == Readings(cost_mode="actual")


# -- Pantheon ------------------------------------------------------------------------------

@pytest.mark.rule("SOLO-PANTH-1", "SOLO-PANTH-2", "SOLO-PANTH-4.1", "SOLO-PANTH-4.3", "SOLO-PANTH-N2")
def test_pantheon_scale_order():
    gods = (god_of("gate", 1), god_of("ra", 3), god_of("tanit", 4), god_of("enki", 5), god_of("zeus", 6))
    rich = City(coins=30)
    view = make_view("SM", age=2, solo=rich, pantheon=gods, structure_cards=5, enki_tokens=("law",),
                     player=City(wonders=(wonder_of("sphinx"),)), decks={"roman": 2})
    order = []
    while view.pantheon:
        god = D.decide_turn(view, Trace(), rng()).god
        order.append(god)
        view = replace(view, pantheon=tuple(g for g in view.pantheon if g.id != god))
    assert order == ["gate", "ra", "tanit", "enki", "zeus"]
    view = make_view("SM", age=2, solo=rich, pantheon=(god_of("zeus", 4), god_of("hades", 2)), structure_cards=3,
                     discard=(card_of("altar"),))
    assert D.decide_turn(view, Trace(), rng()).god == "hades"  # nearest space of the same Mythology


@pytest.mark.rule("SOLO-PANTH-SEL", "SOLO-LEVEL-C3", "SOLO-LEVEL-DIFFICILE")
def test_god_cost_offerings_sanctuary_and_level_discount():
    tanit = god_of("tanit", 4)  # 6 coins for SOLO
    view = make_view("SM", age=2, solo=City(coins=3, offerings=(2, 3, 4)), pantheon=(tanit,))
    decision = D.decide_turn(view, Trace(), rng())
    assert decision.god == "tanit" and decision.offerings == (4,)
    assert D.offerings_needed(replace(view, solo=City(coins=6, offerings=(4,))), tanit) == ()
    sanctuary = City(coins=0, wonders=(wonder_of("sanctuary", built=True),))
    assert D.god_cost(replace(view, solo=sanctuary), tanit) == 4
    assert D.god_cost(make_view(age=3, level_id="hard"), tanit) == 5
    assert D.god_cost(make_view(age=2, level_id="hard"), tanit) == 6
    assert D.god_cost(make_view(age=3, level_id="hard"), god_of("gate", 1)) == 6  # Gate excluded


@pytest.mark.rule("SOLO-PANTH-GATE")
def test_gate_takes_the_best_applicable_offered_divinity():
    view = make_view("SM", age=2, solo=City(coins=9))
    offered = [god_of("enki"), god_of("astarte"), god_of("mars")]  # Enki has no tokens: not applicable
    assert D.choose_gate_divinity(view, offered, Trace()) == "astarte"


@pytest.mark.rule("SOLO-THEATER")
def test_divine_theater_takes_the_first_deck_with_an_applicable_divinity():
    view = make_view("SM", age=2, player=City(wonders=(wonder_of("sphinx"),)))
    decks = {"egyptian": [god_of("isis"), god_of("ra")], "phoenician": [god_of("tanit")]}
    assert D.choose_theater(view, decks, Trace()) == "egyptian"  # Ra is applicable (Isis is not)
    decks = {"egyptian": [god_of("isis")], "phoenician": [god_of("tanit"), god_of("astarte")]}
    assert D.choose_theater(view, decks, Trace()) == "phoenician"


@pytest.mark.rule("SOLO-PANTH-APPL", "SOLO-GOD-ENKI", "SOLO-PANTH-GATE")
def test_enki_from_a_deck_is_applicable_while_the_box_has_tokens():
    # activated from a deck (the Gate, the Divine Theater) he draws his tokens then (rules._activate)
    assert D.applicable(make_view(age=2, progress_box=2), god_of("enki"))
    assert not D.applicable(make_view(age=2, progress_box=0), god_of("enki"))
    # the auditor's case: SC, the Gate offers Enki (Mesopotamian, rung 4.1) and Mars (Roman, lower)
    for box, chosen in ((5, "enki"), (0, "mars")):
        view = make_view("SC", age=2, progress_box=box, solo=City(coins=9))
        assert D.choose_gate_divinity(view, [god_of("mars"), god_of("enki")], Trace()) == chosen


# -- special cases ---------------------------------------------------------------------------

@pytest.mark.rule("SOLO-PROG-2", "SOLO-PROG-5", "SOLO-GOD-ENKI")
def test_progress_poor_solo_and_fallback():
    solo = City(coins=3, wonders=(wonder_of("pyramids", built=True), wonder_of("sphinx", built=True)))
    assert D.choose_progress(make_view(solo=solo), ["law", "economy", "urbanism"], Trace()) == "urbanism"
    rich = replace(solo, coins=9)
    trace = Trace()
    assert D.choose_progress(make_view("SM", solo=rich), ["theology", "agriculture"], trace) == "theology"
    # PROG-1..3 do not hold (2 Wonders, 9 coins, 15 VP > 0) and PROG-4-SM offers nothing: said before PROG-5
    assert trace.rules() == ["SOLO-PROG-1", "SOLO-PROG-2", "SOLO-PROG-3", "SOLO-PROG-4-SM", "SOLO-PROG-5"]
    assert D.choose_progress(make_view("SM", solo=rich, enki_tokens=("economy", "urbanism")),
                             ["economy", "urbanism"], Trace()) == "economy"


@pytest.mark.rule("SOLO-PROG-4-MS", "SOLO-PROG-4-MC", "SOLO-PROG-4-SC", "SOLO-PROG-4-CM", "SOLO-PROG-4-CS")
@pytest.mark.parametrize("direction, first", [("MS", "mathematics"), ("MC", "masonry"), ("SC", "masonry"),
                                             ("CM", "strategy"), ("CS", "mathematics")])
def test_progress_direction_lists(direction, first):
    solo = City(coins=9, wonders=tuple(wonder_of(w, built=True) for w in ("pyramids", "sphinx")))
    offered = ["law", "engineering", "poliorcetics", "masonry", "strategy", "mathematics"]
    top = {"MS": "strategy", "MC": "strategy", "SC": "mathematics", "CM": "masonry", "CS": "masonry"}[direction]
    assert D.choose_progress(make_view(direction, solo=solo), offered, Trace()) == top
    remaining = [t for t in offered if t not in D.progress_direction_list(direction)[:2]]
    assert D.choose_progress(make_view(direction, solo=solo), remaining, Trace()) == first


@pytest.mark.rule("SOLO-MAUSOLEUM", "SOLO-FREE-1", "SOLO-FREE-2", "SOLO-FREE-4", "SOLO-MESSE")
def test_free_choice_scale():
    view = make_view("SM", age=2, solo=City(science={"wheel": 1}))
    pile = (card_of("apothecary"), card_of("library"), card_of("altar"))
    assert D.choose_free_card(view, pile, Trace(), rng()).id == "apothecary"  # green first (SM), pair
    view = make_view("SM", age=2)
    assert D.choose_free_card(view, pile, Trace(), rng()).id == "library"  # most VP
    blues = (card_of("theater"), card_of("altar", chain_open=True))
    assert D.choose_free_card(view, blues, Trace(), rng(), rule="SOLO-MESSE").id == "altar"


@pytest.mark.rule("SOLO-CIRCUS", "SOLO-ZEUS-STATUE", "SOLO-OPPCARD-1", "SOLO-OPPCARD-2", "SOLO-OPPCARD-3")
def test_discarding_the_players_cards():
    player = City(cards=(card_of("lumber_yard"), card_of("logging_camp"), card_of("quarry"), card_of("glassworks"),
                         card_of("clay_pool"), card_of("press"), card_of("caravansery")))
    view = make_view(player=player)
    # wood 3 (with the Caravansery), stone 2, clay 2: the last built of stone / clay
    assert D.choose_opponent_card(view, "brown", Trace(), rng()) == "clay_pool"
    assert D.choose_opponent_card(view, "grey", Trace(), rng()) == "press"
    pharos = replace(player, wonders=(wonder_of("great_lighthouse", built=True),), cards=player.cards[:5])
    assert D.choose_opponent_card(make_view(player=pharos), "brown", Trace(), rng()) == "clay_pool"


@pytest.mark.rule("SOLO-GOD-BAAL-1", "SOLO-GOD-BAAL-2", "SOLO-GOD-BAAL-3")
def test_baal():
    player = City(cards=(card_of("quarry"), card_of("press"), card_of("lumber_yard")))
    solo = City(wonders=(wonder_of("pyramids"),))
    assert D.choose_baal(make_view(solo=solo, player=player), Trace(), rng()) == "quarry"
    done = City(wonders=(wonder_of("pyramids", built=True),))
    more = replace(player, cards=player.cards + (card_of("stone_pit"),))
    assert D.choose_baal(make_view(solo=done, player=more), Trace(), rng()) == "lumber_yard"  # press, wood: 1; last
    assert D.choose_baal(make_view(solo=done, player=replace(player, cards=player.cards[:2])), Trace(), rng()) == "press"


@pytest.mark.rule("SOLO-GOD-NISABA", "SOLO-GOD-NISABA-1", "SOLO-GOD-NISABA-2", "SOLO-GOD-NISABA-3")
def test_nisaba():
    player = City(cards=(card_of("apothecary"), card_of("workshop"), card_of("scriptorium")))
    five = {s: 1 for s in ("wheel", "mortar", "sundial", "armillary", "law")}
    assert D.choose_nisaba(make_view(solo=City(science=five), player=player), Trace(), rng()) == "workshop"
    assert D.choose_nisaba(make_view(solo=City(science={"quill": 1}), player=player), Trace(), rng()) == "scriptorium"
    view = make_view(player=player, discard=(card_of("laboratory"),))
    assert D.choose_nisaba(view, Trace(), rng()) == "workshop"


@pytest.mark.rule("SOLO-GOD-ISIS-1", "SOLO-GOD-ISIS-2", "SOLO-GOD-ISIS-3", "SOLO-ISIS-1", "SOLO-ISIS-2")
def test_isis_wonder_and_card():
    solo = City(wonders=(wonder_of("colossus"), wonder_of("great_library"), wonder_of("statue_of_zeus")))
    pile = (card_of("library"), card_of("altar"), card_of("apothecary"), card_of("temple"), card_of("statue"))
    view = make_view("SM", age=2, solo=solo, discard=pile, player=City(science={"wheel": 1}))
    wonder, card = D.choose_isis(view, Trace(), rng())
    assert wonder == "great_library"  # 10 = 10, 4 VP beats 3
    assert card in ("temple", "statue")  # Age II only, blue first (SM reverse); 4 = 4 VP
    greens = (card_of("library"), card_of("dispensary"), card_of("school"))
    view = replace(view, discard=greens, player=City(science={"mortar": 1}))
    assert D.choose_isis(view, Trace(), rng())[1] == "dispensary"  # the Player's pair
    view = replace(view, player=City())
    assert D.choose_isis(view, Trace(), rng())[1] in ("library", "dispensary")  # most VP (2): School out


@pytest.mark.rule("SOLO-ISIS-3", "SOLO-ISIS-4", "SOLO-ISIS-5")
def test_isis_scale_lower_rungs():
    solo = City(wonders=(wonder_of("colossus"),))
    pile = (card_of("temple"), card_of("rostrum", chain_open=True))
    assert D.choose_isis(make_view("SM", age=2, solo=solo, discard=pile), Trace(), rng())[1] == "rostrum"
    pile = (card_of("temple"), card_of("courthouse", vp=4))
    assert D.choose_isis(make_view("SM", age=2, solo=solo, discard=pile), Trace(), rng())[1] == "courthouse"
    pile = (card_of("temple"), card_of("rostrum"))
    trace = Trace()
    D.choose_isis(make_view("SM", age=2, solo=solo, discard=pile), trace, rng())
    assert trace.steps[-2].rule == "SOLO-ISIS-5"


@pytest.mark.rule("SOLO-ZEUS-DISCARD-1", "SOLO-ZEUS-DISCARD-2", "SOLO-ZEUS-DISCARD-3", "SOLO-ZEUS-DISCARD-4",
                  "SOLO-GOD-ZEUS-1")
def test_zeus_discard_scale():
    sanctuary = City(wonders=(wonder_of("sanctuary"),))

    def zeus(*cards):
        return D.choose_zeus(make_view("SM", age=2, solo=sanctuary, structure_face_up=cards), Trace(), rng())

    assert zeus(card_of("theater", x=9), card_of("altar", x=0, chain_open=True)) == "altar"
    assert zeus(card_of("baths", x=9), card_of("altar", x=0)) == "altar"
    assert zeus(card_of("theater", x=9, uncovers=("a", "b")), card_of("altar", x=0, uncovers=("c",))) == "altar"
    assert zeus(card_of("theater", x=9), card_of("altar", x=0)) == "theater"


@pytest.mark.rule("SOLO-GODPLACE-1")
def test_god_placement_draws_blind_and_edge_cases():
    picks = {D.place_divinity(make_view("SM"), "greek", set(), 3, Trace(), rng(seed))[0] for seed in range(12)}
    assert picks == {0, 1}
    assert D.place_divinity(make_view("SM"), "greek", set(), 1, Trace(), rng()) == (0, 6)
    assert D.place_divinity(make_view("SM"), "greek", set(range(1, 7)), 2, Trace(), rng()) == (None, None)
    with pytest.raises(NeedsInput):
        D.place_divinity(make_view("SM"), "greek", set(), 2, Trace(), rng(companion=True))


@pytest.mark.rule("SOLO-GODPLACE-1")
def test_the_blind_draw_of_the_top_two_divinities_names_the_card_kept_in_words():
    """The explanation said "…without looking: 1" (the index of the card drawn)."""
    from solo_desk.core.messages import render

    said = set()
    for seed in range(12):
        trace = Trace()
        pick, _ = D.place_divinity(make_view("SM"), "greek", set(), 3, trace, rng(seed))
        step = next(t for t in trace.steps if t.rule == "SOLO-GODPLACE-1")
        assert step.kept == [str(pick)]  # the draw itself is unchanged
        said.add((pick, render(step.key, step.params, "en"), render(step.key, step.params, "it")))
    assert said == {
        (0, "one of the top two divinity cards at random, without looking: the first",
         "una delle prime due carte divinità a caso, senza guardarle: la prima"),
        (1, "one of the top two divinity cards at random, without looking: the second",
         "una delle prime due carte divinità a caso, senza guardarle: la seconda")}


@pytest.mark.rule("SOLO-PANTH-APPL")
def test_applicability_table():
    view = make_view(age=2)
    never = ["enki", "nisaba", "baal", "hades", "zeus", "anubis", "isis", "ra", "neptune", "gate"]
    assert [g for g in never if D.applicable(view, god_of(g))] == []
    assert all(D.applicable(view, god_of(g)) for g in ("ishtar", "astarte", "tanit", "aphrodite", "mars", "minerva"))
    assert not D.applicable(make_view(age=2, conflict=2, minerva=3), god_of("minerva"))


# -- levels ----------------------------------------------------------------------------------

@pytest.mark.rule("SOLO-LEVEL-C2", "SOLO-LEVEL-C4", "SOLO-SETUP-7", "SOLO-LEVEL-NORMALE", "SOLO-LEVEL-MEDIO",
                  "SOLO-LEVEL-IMPEGNATIVO", "SOLO-LEVEL-ESTREMO", "SOLO-LEVEL-FACILE", "SOLO-LEVEL-DIFFICILE",
                  "SOLO-LEVEL-LEGGENDARIO", "SOLO-LEVEL-C1", "SOLO-LEVEL-C3", "SOLO-LEVEL-C5")
def test_level_table():
    table = {k: (s.start_coins, s.free_card_ages, s.conflict_nudge, s.god_discount_from_age, s.wonder_cap)
             for k, s in level_specs().items()}
    assert table == {
        "base": (7, (), False, None, (3, 4, 5)),
        "easy": (7, (), True, None, (3, 4, 5)),
        "normal": (7, (1,), True, None, (3, 4, 5)),
        "medium": (7, (1, 2), True, None, (3, 4, 5)),
        "challenging": (7, (1, 2, 3), True, None, (3, 4, 5)),
        "hard": (7, (1, 2, 3), True, 3, (3, 4, 5)),
        "extreme": (10, (1, 2, 3), True, 3, (3, 4, 5)),
        "legendary": (10, (1, 2, 3), True, 3, (5, 5, 5)),
    }
    assert [D.free_card_due(make_view(age=a, level_id="medium")) for a in (1, 2, 3)] == [True, True, False]
    labels = {c.value: c.label.it for c in bot.BOT_OPTION_SPECS[0].choices}
    assert labels["legendary"] == "Leggendario" and labels["challenging"] == "Impegnativo"


@pytest.mark.rule("SOLO-GEN-11", "SOLO-GOD-ASTARTE")
def test_astarte_coins_are_not_solos_coins():
    # the adapter puts only the treasury in City.coins; a god SOLO could pay only with Astarte's coins is skipped
    view = make_view("SM", age=2, solo=City(coins=2), pantheon=(god_of("tanit", 1),))
    assert D.decide_pantheon(view, Trace(), rng()) is None


@pytest.mark.rule("SOLO-NEPTUNE-A1", "SOLO-NEPTUNE-A2", "SOLO-NEPTUNE-A3", "SOLO-NEPTUNE-A4", "SOLO-NEPTUNE-B1",
                  "SOLO-NEPTUNE-B2", "SOLO-NEPTUNE-B3", "SOLO-NEPTUNE-B4")
@pytest.mark.parametrize("on_board, void, applied", [
    ("solo5 solo2 player2 player5", "automa_5", "player_5"),
    ("solo2 player2 player5", "automa_2", "player_5"),
    ("player2 player5", "player_2", "player_5"),
    ("solo5 player5", "automa_5", "player_5"),
    ("solo5 solo2", "automa_5", "automa_2"),
    ("player5 solo2", "automa_2", "player_5"),
    ("player2", None, "player_2"),
    ("solo5", None, "automa_5"),
])
def test_neptune_scales(on_board, void, applied):
    from solo_desk.games.duel.bot_view import MilitaryToken
    tokens = tuple(MilitaryToken(("automa_" if t.startswith("solo") else "player_") + t[-1],
                                 "solo" if t.startswith("solo") else "player", int(t[-1])) for t in on_board.split())
    assert D.choose_neptune(make_view(military_tokens=tokens), Trace()) == (void, applied)


@pytest.mark.rule("SOLO-NEED-4")
def test_need_tie_passes_to_the_next_rung():
    solo = City(coins=30, wonders=(wonder_of("temple_of_artemis"),))  # wood = stone = glass = papyrus
    cards = (acc("glass_blower", 4), acc("drying_room", 0), acc("sawmill", 2))
    assert build(make_view(age=2, solo=solo, accessible=cards)) == "drying_room"  # 0 coins, then SOLO's side


@pytest.mark.rule("SOLO-THEATER", "SOLO-GEN-7")
def test_a_random_choice_with_one_option_asks_the_table_nothing():
    """The Divine Theater's deck may hold one usable divinity: the table is not asked to draw "at
    random among Anubis"; the pick is still recorded as drawn, as an answer would be."""
    picker = rng(companion=True)
    trace = Trace()
    assert picker.pick("SOLO-THEATER", [god_of("anubis")], trace).id == "anubis"
    assert picker.drawn == {"solo_random_1": "anubis"} and trace.steps[-1].rule == "SOLO-THEATER"
    with pytest.raises(NeedsInput):  # two options: the table draws
        rng(companion=True).pick("SOLO-THEATER", [god_of("anubis"), god_of("isis")], Trace())
