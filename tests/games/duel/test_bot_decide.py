"""SOLO's decision layer on hand-made views: the rendering's EXAMPLEs, derived vectors, every scale."""
from __future__ import annotations

from dataclasses import replace

import pytest

from solo_desk.core.proposal import Trace
from solo_desk.games.duel import bot_decide as D
from solo_desk.games.duel.bot_adapter import card_of, god_of, wonder_of
from solo_desk.games.duel.bot_levels import level
from solo_desk.games.duel.bot_scales import NeedsInput, Randomness, need_of, owned_resources, solo_cost
from solo_desk.games.duel.bot_view import (
    City, FaceDown, MilitaryToken, Readings, View, colour_order, strategic_scale,
)


def make_view(direction: str = "SM", age: int = 1, level_id: str = "base", **fields) -> View:
    return View(direction=direction, level=level(level_id), age=age, **fields)


def acc(building_id: str, x: int = 0, **facts):
    """An accessible card SOLO can build, at column x."""
    facts.setdefault("buildable", True)
    return card_of(building_id, x=x, **facts)


def rng(seed: int = 1) -> Randomness:
    return Randomness(seed, 0)


def turn(view: View):
    trace = Trace()
    return D.decide_turn(view, trace, rng()), trace


# -- EXAMPLE entries ------------------------------------------------------------------------

@pytest.mark.rule("SOLO-OP-TABLE", "SOLO-OP-1", "SOLO-OP-2", "SOLO-OP-3", "SOLO-OP-4", "SOLO-OP-4.1",
                  "SOLO-OP-4.2", "SOLO-OP-4.3")
def test_example_1_operational_scale_of_sm():
    groups, rules = D.operational_groups(make_view("SM"))
    assert groups == [("GT",), ("BG",), ("Y",), ("G",), ("R",), ("B",)]
    assert rules == ["SOLO-OP-1", "SOLO-OP-2", "SOLO-OP-3", "SOLO-OP-4.1", "SOLO-OP-4.2", "SOLO-OP-4.3"]


@pytest.mark.rule("SOLO-OP-TABLE", "SOLO-OP-4")
@pytest.mark.parametrize("direction, colours", [
    ("MS", "RGB"), ("MC", "RBG"), ("SM", "GRB"), ("SC", "GBR"), ("CM", "BRG"), ("CS", "BGR")])
def test_operational_table_ranks_4_to_6(direction, colours):
    assert "".join(colour_order(direction)) == colours


@pytest.mark.rule("SOLO-PANTH-N3", "SOLO-PANTH-APPL", "SOLO-PANTH-2", "SOLO-TAC-2")
def test_example_2_isis_not_chosen_when_every_wonder_is_built():
    built = tuple(wonder_of(w, built=True) for w in ("sphinx", "pyramids", "colossus", "great_library"))
    view = make_view("SM", age=2, solo=City(wonders=built, coins=20), discard=(card_of("altar"),),
                     pantheon=(god_of("isis", 1), god_of("ra", 2), god_of("tanit", 5)),
                     player=City(wonders=(wonder_of("mausoleum"),)), wonders_built=4)
    decision, trace = turn(view)
    assert decision.kind == "god" and decision.god == "ra"  # Egyptian still, the next one
    assert any(d.candidate == "isis" and d.key == "duel.bot.drop.not_applicable" for s in trace.steps for d in s.dropped)
    # without Ra, SOLO takes another Mythology even though it costs more
    decision, _ = turn(replace(view, pantheon=(god_of("isis", 1), god_of("tanit", 5))))
    assert decision.god == "tanit"


@pytest.mark.rule("SOLO-NEED-1", "SOLO-NEED-2", "SOLO-CHOICE-3", "SOLO-CHOICE-N3", "SOLO-OP-N2", "SOLO-CHOICE-N2")
def test_example_3_most_needed_resource():
    solo = City(wonders=(wonder_of("pyramids"), wonder_of("statue_of_zeus")),
                cards=(card_of("glassworks"), card_of("shelf_quarry"), card_of("clay_pit")), coins=10)
    need = need_of(solo)
    assert {r: -need.keys[r][1] for r in ("papyrus", "clay", "stone", "wood")} == \
        {"papyrus": 2, "clay": 0, "stone": 1, "wood": 1}
    order = sorted(need.keys, key=need.keys.get)
    assert order[0] == "papyrus" and set(order[1:3]) == {"stone", "wood"} and order[3:] == ["clay", "glass"]
    # brown and grey compete as one type; the papyrus card wins, then stone = wood beat clay
    view = make_view("SM", age=2, solo=solo, accessible=(
        acc("brickyard", 0), acc("sawmill", 2), acc("drying_room", 4), acc("glass_blower", 6)))
    decision, trace = turn(view)
    assert decision == D.Decision("build", card="drying_room", rule="SOLO-TAC-3")
    assert "SOLO-CHOICE-3" in trace.rules()
    view = replace(view, accessible=(acc("brickyard", 0), acc("shelf_quarry", 4), acc("sawmill", 2)))
    decision, trace = turn(view)
    assert decision.card == "sawmill"  # stone = wood tie -> SOLO-CHOICE-6 cost equal ... -> first from SOLO's side


@pytest.mark.rule("SOLO-OP-REV", "SOLO-DISCARD-0", "SOLO-TAC-4")
def test_example_4_reverse_order_discards_blue_then_red_then_green():
    cards = [acc("altar", 0, buildable=False), acc("stable", 2, buildable=False),
             acc("workshop", 4, buildable=False), acc("tavern", 6, buildable=False)]
    view = make_view("SM", accessible=tuple(cards))
    for expected in ("altar", "stable", "workshop", "tavern"):
        decision, trace = turn(view)
        assert decision.kind == "discard" and decision.card == expected
        assert "SOLO-DISCARD-0" in trace.rules()
        view = replace(view, accessible=tuple(c for c in view.accessible if c.id != expected))


@pytest.mark.rule("SOLO-COST", "SOLO-DISCARD-N1", "SOLO-GOD-ZEUS-2", "SOLO-GEN-9")
def test_examples_5_and_6_cost():
    assert solo_cost(card_of("caravansery")) == 6
    assert solo_cost(wonder_of("colossus")) == 8
    assert [solo_cost(wonder_of(w)) for w in ("appian_way", "statue_of_zeus", "great_library", "mausoleum",
                                                "divine_theater")] == [10] * 5


@pytest.mark.rule("SOLO-GODPLACE-2", "SOLO-GODPLACE-3")
def test_example_7_god_placement():
    trace = Trace()
    pick, space = D.place_divinity(make_view("SM"), "roman", {1, 3, 6}, 3, trace, rng())
    assert space == 4 and pick in (0, 1)


@pytest.mark.rule("SOLO-ADAPT-4", "SOLO-TAC-SEQ")
def test_example_8_arsenal_wins_instead_of_grand_temple():
    view = make_view("SM", age=3, conflict=-7, accessible=(
        acc("greek_grand_temple", 0), acc("academy", 2), acc("arsenal", 4)))
    decision, trace = turn(view)
    assert decision.card == "arsenal" and decision.rule == "SOLO-ADAPT-4"
    assert trace.steps[0].rule == "SOLO-ADAPT-4" and trace.steps[0].ambiguity == "SOLO-AMB-37"
    # one space further away the Arsenal no longer wins: the Grand Temple comes first
    decision, _ = turn(replace(view, conflict=-5))
    assert decision.card == "greek_grand_temple"


@pytest.mark.rule("SOLO-NEED-3", "SOLO-DISCARD-N3", "SOLO-CHOICE-N4")
def test_example_9_choice_resources_count_every_option():
    city = City(cards=(card_of("forum"), card_of("caravansery")), wonders=(wonder_of("pyramids", built=True),))
    assert owned_resources(city) == {"wood": 1, "clay": 1, "stone": 1, "glass": 1, "papyrus": 1}
    need = need_of(city)
    assert need.all_built and len(set(need.keys.values())) == 1  # all tied: the next rung decides


# -- derived vectors T-01 .. T-21 -------------------------------------------------------------

@pytest.mark.rule("SOLO-SETUP-2", "SOLO-SETUP-3", "SOLO-SETUP-4")
def test_t01_direction_from_first_wonder():
    assert D.direction_for("great_lighthouse") == "CM"
    assert D.direction_for("sanctuary") is None
    assert {D.direction_for(w) for w in ("messe", "statue_of_liberty", "divine_theater")} == {None}


@pytest.mark.rule("SOLO-SETUP-5", "SOLO-SETUP-6")
def test_t02_draft_picks_by_strategic_scale():
    trace = Trace()
    offer = ["colossus", "pyramids", "temple_of_artemis"]
    first = D.draft_pick("SC", offer, trace)
    second = D.draft_pick("SC", [w for w in offer if w != first], trace)
    assert (first, second) == ("pyramids", "temple_of_artemis")


@pytest.mark.rule("SOLO-WONDER-2", "SOLO-WONDER-3", "SOLO-TAC-1")
def test_t03_t04_cheapest_wonder_then_strategic_scale():
    cards = (acc("altar", 0),)
    solo = City(coins=10, wonders=(wonder_of("pyramids", solo_price=0), wonder_of("appian_way", solo_price=0)))
    decision, trace = turn(make_view("MS", solo=solo, accessible=cards))
    assert decision.kind == "wonder" and decision.wonder == "pyramids"
    solo = City(coins=10, wonders=(wonder_of("sphinx", solo_price=0), wonder_of("colossus", solo_price=0)))
    decision, trace = turn(make_view("MS", solo=solo, accessible=cards))
    assert decision.wonder == "colossus" and "SOLO-WONDER-3" in trace.rules()


@pytest.mark.rule("SOLO-WONDER-1", "SOLO-LEVEL-C5", "SOLO-LEVEL-LEGGENDARIO")
@pytest.mark.parametrize("age, level_id, builds", [
    (1, "base", False), (2, "base", True), (3, "base", True), (1, "legendary", True)])
def test_t05_wonder_coin_cap(age, level_id, builds):
    solo = City(coins=9, wonders=(wonder_of("pyramids", solo_price=4),))
    decision, trace = turn(make_view("SC", age=age, level_id=level_id, solo=solo, accessible=(acc("altar"),)))
    assert (decision.kind == "wonder") is builds
    if not builds:
        assert trace.steps[0].dropped[0].key == "duel.bot.drop.over_cap"


@pytest.mark.rule("SOLO-WONDER-4")
def test_t06_tucked_card_reverse_type():
    solo = City(coins=9, wonders=(wonder_of("pyramids", solo_price=0),))
    cards = (acc("altar", 0), acc("stable", 2), acc("tavern", 4))
    decision, trace = turn(make_view("CS", solo=solo, accessible=cards))
    assert decision.kind == "wonder" and decision.card == "stable"


def t07_view(coins: int) -> View:
    return make_view("SC", age=2, solo=City(coins=coins), discard=(card_of("altar"),),
                     pantheon=(god_of("mars", 2), god_of("hades", 5), god_of("tanit", 6)))


@pytest.mark.rule("SOLO-PANTH-SEL", "SOLO-PANTH-3", "SOLO-PANTH-4.2", "SOLO-PANTH-4", "SOLO-PANTH-N1",
                  "SOLO-PANTH-TABLE")
def test_t07_t08_pantheon_selection():
    decision, _ = turn(t07_view(9))
    assert decision.kind == "god" and decision.god == "tanit"  # 8 coins: all of SOLO's coins may go
    decision, trace = turn(t07_view(7))
    assert decision.god == "hades" and "SOLO-PANTH-4.2" in trace.rules()


@pytest.mark.rule("SOLO-GODPLACE-2", "SOLO-GODPLACE-3")
@pytest.mark.parametrize("direction, mythology, occupied, space", [
    ("MS", "mesopotamian", {3, 4}, 5), ("CM", "greek", {1}, 2), ("MC", "mesopotamian", set(), 6),
    ("CS", "phoenician", {1, 2}, 3), ("SC", "egyptian", set(), 1)])
def test_t09_god_placement(direction, mythology, occupied, space):
    assert D.place_divinity(make_view(direction), mythology, occupied, 2, Trace(), rng())[1] == space


@pytest.mark.rule("SOLO-NEED-3", "SOLO-CHOICE-3", "SOLO-CHOICE-N4")
def test_t10_all_wonders_built_takes_least_owned():
    solo = City(coins=9, wonders=(wonder_of("pyramids", built=True),),
                cards=(card_of("clay_pit"), card_of("glassworks"), card_of("caravansery")))
    view = make_view("SM", age=2, solo=solo, accessible=(acc("sawmill", 0), acc("drying_room", 4)))
    decision, _ = turn(view)
    assert decision.card == "drying_room"


@pytest.mark.rule("SOLO-CHOICE-4")
def test_t11_yellow_discount_on_needed_resource():
    solo = City(coins=9, wonders=(wonder_of("pyramids"), wonder_of("statue_of_zeus")),
                cards=(card_of("glassworks"), card_of("quarry"), card_of("stone_pit"), card_of("clay_pit")))
    view = make_view("SM", solo=solo, accessible=(acc("clay_reserve", 0), acc("stone_reserve", 4)))
    decision, trace = turn(view)
    assert decision.card == "stone_reserve" and "SOLO-CHOICE-4" in trace.rules()


@pytest.mark.rule("SOLO-PROG-1", "SOLO-PROG-3", "SOLO-PROG-4", "SOLO-PROG-4-SM")
def test_t12_t13_progress_scale():
    view = make_view("SM", solo=City(coins=8, wonders=(wonder_of("colossus", built=True),)))
    assert D.choose_progress(view, ["law", "theology", "economy"], Trace()) == "theology"
    solo = City(coins=8, wonders=tuple(wonder_of(w, built=True) for w in ("colossus", "statue_of_zeus", "pyramids")))
    player = City(wonders=tuple(wonder_of(w, built=True) for w in ("sphinx", "great_library")))
    view = make_view("SM", solo=solo, player=player)
    trace = Trace()
    assert D.choose_progress(view, ["strategy", "masonry", "urbanism"], trace) == "strategy"
    assert trace.rules() == ["SOLO-PROG-4-SM"]
    # the Player's Wonders worth as much as SOLO's: Philosophy / Mysticism first
    richer = replace(view, player=City(wonders=player.wonders + (wonder_of("great_lighthouse", built=True),
                                                                  wonder_of("mausoleum", built=True))))
    assert D.choose_progress(richer, ["strategy", "mysticism"], Trace()) == "mysticism"


@pytest.mark.rule("SOLO-GOD-NEPTUNE", "SOLO-NEPTUNE-A1", "SOLO-NEPTUNE-B2")
def test_t14_neptune():
    tokens = (MilitaryToken("automa_5", "solo", 5), MilitaryToken("player_2", "player", 2),
              MilitaryToken("player_5", "player", 5))
    assert D.choose_neptune(make_view(military_tokens=tokens), Trace()) == ("automa_5", "player_5")


@pytest.mark.rule("SOLO-GOD-MINERVA")
@pytest.mark.parametrize("d, space", [(2, 3), (-4, -3), (8, 9)])
def test_t15_minerva(d, space):
    assert D.choose_minerva(make_view(conflict=d), Trace()) == space


@pytest.mark.rule("SOLO-ADAPT-1", "SOLO-OP-ADAPT")
def test_t16_military_threat_puts_red_first():
    groups, rules = D.operational_groups(make_view("SM", conflict=6))
    assert groups == [("R",), ("GT",), ("BG",), ("Y",), ("G",), ("B",)] and rules[0] == "SOLO-ADAPT-1"
    assert D.operational_groups(make_view("SM", conflict=5))[0][0] == ("GT",)
    view = make_view("SM", conflict=7, accessible=(acc("lumber_yard", 0), acc("stable", 2)))
    assert turn(view)[0].card == "stable"


@pytest.mark.rule("SOLO-LEVEL-C1", "SOLO-LEVEL-FACILE")
def test_t17_conflict_nudge():
    assert D.conflict_nudge(make_view(age=2, level_id="easy", conflict=3), Trace()) == 2
    assert D.conflict_nudge(make_view(age=2, level_id="easy", conflict=-1), Trace()) == -1
    assert D.conflict_nudge(make_view(age=2, level_id="base", conflict=3), Trace()) == 3
    assert D.conflict_nudge(make_view(age=2, level_id="easy", conflict=3, minerva=2), Trace()) == 3


@pytest.mark.rule("SOLO-GOD-ANUBIS-1", "SOLO-GOD-ANUBIS-2")
def test_t18_anubis_players_costliest_then_most_vp():
    player = City(wonders=(wonder_of("sphinx", built=True), wonder_of("pyramids", built=True)))
    assert D.choose_anubis(make_view(player=player), Trace(), rng()) == "pyramids"


@pytest.mark.rule("SOLO-GOD-ANUBIS-3")
def test_t19_anubis_own_cheapest():
    solo = City(wonders=(wonder_of("appian_way", built=True), wonder_of("temple_of_artemis", built=True)))
    assert D.choose_anubis(make_view(solo=solo), Trace(), rng()) == "temple_of_artemis"


@pytest.mark.rule("SOLO-GOD-ZEUS-3", "SOLO-GOD-ZEUS-1")
def test_t20_zeus():
    face_down = (FaceDown("s6", "offering", 2, x=2), FaceDown("s8", "offering", 4, x=6), FaceDown("s7"))
    face_up = (card_of("temple", x=0), card_of("forum", x=4))
    view = make_view("SM", age=2, face_down=face_down, structure_face_up=face_up)
    assert D.choose_zeus(view, Trace(), rng()) == "s8"
    view = replace(view, solo=City(wonders=(wonder_of("sanctuary"),)))
    assert D.choose_zeus(view, Trace(), rng()) == "temple"  # never face down; blue goes first for SM


@pytest.mark.rule("SOLO-AGE-END-1", "SOLO-AGE-END-2")
def test_t21_end_of_age_starter():
    assert D.choose_next_starter(make_view(conflict=1), False, Trace()) == "automa"
    assert D.choose_next_starter(make_view(conflict=0), True, Trace()) == "automa"
    assert D.choose_next_starter(make_view(conflict=0), False, Trace()) is None
    assert D.choose_next_starter(make_view(conflict=-2), True, Trace()) is None


@pytest.mark.rule("SOLO-AGE-END-1", "SOLO-LEVEL-C1")
def test_the_starter_is_explained_by_the_conflict_at_the_end_of_the_age():
    """The new Age's bonuses (a level's Conflict nudge) may move the pawn before SOLO is asked:
    the explanation cites the Conflict the choice was made on, as the engine did."""
    from solo_desk.games.duel import GAME, rules
    from solo_desk.games.duel.state import Pending

    from .helpers import play_state

    s = play_state(age=2, slots={19: "walls"}, conflict=0, last_mover="automa", current="automa",
                   pending=(Pending(kind="start", side="automa", options=("player", "automa"), source="conflict:1"),))
    proposal = GAME.propose(s)
    assert [step.rule for step in proposal.trace] == ["SOLO-AGE-END-1"]
    assert proposal.trace[0].params["conflict"] == {"key": "duel.where.track_automa", "params": {"n": 1}}
    # the engine records it so: SOLO weaker at the end of Age I, whatever the pawn does next
    ended = play_state(age=1, slots={0: "lumber_yard"}, conflict=2, current="player",
                       player={"coins": 5}, options={"level": "base"})
    after, _ = rules.apply(ended, GAME.legal_actions(ended)[0])
    start = next((p for p in after.pending if p.kind == "start"), None)
    assert start is not None and start.side == "automa" and start.source == "conflict:2"
