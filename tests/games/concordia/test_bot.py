"""The AI's turn: every EXAMPLE of the rendering, every fallback, every switch."""
import pytest

from solo_desk.games.concordia import GAME, rules
from solo_desk.games.concordia.content import content

from .helpers import (
    BUILD, BUY, GOOD_ROLL, TAKE, ai_turn, all_cities, fresh, full_ai_goods, goods, propose_turn, rolling,
    set_city_goods, set_display, with_side,
)


def nearest(state, cities):
    the_map = rules.game_map(state)
    best = min(the_map.distance(c) for c in cities)
    return {c for c in cities if the_map.distance(c) == best}


def apply(state, action):
    new, recorded = GAME.apply(state, action)
    GAME.check(new)
    return new, recorded


@pytest.mark.rule("CONC-BUILD-PAY", "CONC-BUILD-ONE", "CONC-BUILD-ANYWHERE", "CONC-BUILD-CHOOSE")
def test_example_1_build_with_cloth():
    state = rolling(ai_turn(fresh(3)), action_roll=BUILD)
    cloth = all_cities(state, "cloth")
    action, proposal = propose_turn(state, action_roll=BUILD)
    assert (action.deed, action.pay) == ("build", ("cloth",))
    assert action.city in nearest(state, cloth)
    after, _ = apply(state, action)
    assert after.automa.houses == (action.city,)  # one house, far from any AI colonist
    assert after.automa.money == 0 and after.automa.goods["cloth"] == 0
    assert {"CONC-ROLL", "CONC-BUILD-PAY", "CONC-BUILD-CHOOSE"} <= {s.rule for s in proposal.trace}
    choose = next(s for s in proposal.trace if s.rule == "CONC-BUILD-CHOOSE")
    assert set(choose.kept) | {d.candidate for d in choose.dropped} == set(cloth)
    assert all(d.key == "concordia.drop.farther" for d in choose.dropped)


@pytest.mark.rule("CONC-BUILD-CHOOSE")
def test_choose_prefers_provinces_without_ai_presence():
    state = ai_turn(fresh(3))
    the_map = rules.game_map(state)
    cloth = sorted(all_cities(state, "cloth"), key=the_map.distance)
    # an AI house in the nearest cloth city's province sends it elsewhere
    neighbour = next(c.id for c in the_map.lettered_cities()
                     if c.province == the_map.city(cloth[0]).province and c.id != cloth[0])
    state = with_side(state, "automa", houses=(neighbour,), goods=goods(cloth=1))
    # the fixed seed's layout has a cloth city in another province to go to
    assert the_map.city(neighbour).province not in {the_map.city(c).province for c in cloth[1:]}
    action, proposal = propose_turn(state, action_roll=BUILD)
    assert action.city != cloth[0]
    step = next(s for s in proposal.trace if s.rule == "CONC-BUILD-CHOOSE")
    assert any(d.candidate == cloth[0] and d.key == "concordia.drop.ai_present" for d in step.dropped)


@pytest.mark.rule("CONC-BUILD-CHOOSE")
def test_tie_is_drawn_in_digital_and_asked_in_companion():
    state = ai_turn(fresh(3))
    the_map = rules.game_map(state)
    # two cities at the same distance in different provinces, both cloth
    pair = next((a.id, b.id) for a in the_map.lettered_cities() for b in the_map.lettered_cities()
                if a.id < b.id and a.province != b.province and the_map.distance(a.id) == the_map.distance(b.id) == 1)
    layout = {c: ("brick" if c not in pair else "cloth") for c in state.city_goods}
    state = state.model_copy(update={"city_goods": layout})
    action, _ = propose_turn(state, action_roll=BUILD)
    assert action.city in pair and action.outcomes["tie"] == action.city
    companion = state.model_copy(update={"mode": "companion"})
    asked = GAME.propose(companion, {"action_roll": BUILD})
    assert asked.status == "needs_input" and {c.value for c in asked.inputs[0].choices} == set(pair)
    chosen, _ = propose_turn(companion, action_roll=BUILD, tie=pair[1])
    assert chosen.city == pair[1]


@pytest.mark.rule("CONC-BUILD-OCCUPIED")
def test_example_4_build_into_an_occupied_city():
    state = fresh(3)
    cloth = all_cities(state, "cloth")
    state = with_side(state, "player", houses=tuple(cloth))
    state = rolling(ai_turn(state, goods=goods(cloth=1, food=2, brick=1)), action_roll=BUILD)
    action, proposal = propose_turn(state, action_roll=BUILD)
    assert action.deed == "build" and action.pay == ("cloth", "brick")
    assert action.city in nearest(state, cloth)
    after, _ = apply(state, action)
    assert after.automa.goods == goods(food=2)


@pytest.mark.rule("CONC-BUILD-NEXT-TYPE")
def test_example_5_next_type():
    state = fresh(3)
    cloth, wine = all_cities(state, "cloth"), all_cities(state, "wine")
    state = ai_turn(state, houses=tuple(cloth), goods=goods(cloth=1, tools=1))
    action, proposal = propose_turn(state, action_roll=BUILD)
    assert action.city in wine and action.pay == ("cloth",)
    assert "CONC-BUILD-NEXT-TYPE" in {s.rule for s in proposal.trace}
    dropped = [d for s in proposal.trace for d in s.dropped if d.key == "concordia.drop.ai_house"]
    assert {d.candidate for d in dropped} == set(cloth)


@pytest.mark.rule("CONC-BUILD-NOGOODS", "CONC-GOODS-PAIR")
def test_example_6_no_goods():
    state = ai_turn(fresh(3), goods=goods())
    action, proposal = propose_turn(state, action_roll=BUILD, goods_roll="9")
    assert (action.deed, action.gain) == ("take", ("wine", "tools"))
    assert [s.rule for s in proposal.trace][-3:] == ["CONC-BUILD-NOGOODS", "CONC-ROLL-GOODS", "CONC-GOODS-PAIR"]


@pytest.mark.rule("CONC-BUILD-STUCK")
def test_stuck_takes_the_goods_pair():
    state = fresh(3)
    state = with_side(state, "player", houses=tuple(all_cities(state, "brick")))
    state = ai_turn(state, goods=goods(brick=1))  # one brick: no extra good, nothing lower than brick
    action, proposal = propose_turn(state, action_roll=BUILD, goods_roll=GOOD_ROLL["food"])
    assert (action.deed, action.gain) == ("take", ("food", "brick"))
    assert "CONC-BUILD-STUCK" in {s.rule for s in proposal.trace}


@pytest.mark.rule("CONC-GOODS-TAKE", "CONC-ROLL-GOODS")
def test_take_a_good():
    state = rolling(ai_turn(fresh(3)), action_roll=TAKE, goods_roll="11")
    action, _ = propose_turn(state, action_roll=TAKE, goods_roll="11")
    assert (action.deed, action.gain) == ("take", ("cloth",))
    after, _ = apply(state, action)
    assert after.automa.goods["cloth"] == 2


@pytest.mark.rule("CONC-GOODS-FULL", "CONC-GOODS-FULL-ALL", "CONC-BUY-POOR-FULL")
def test_example_7_full_storehouse():
    state = ai_turn(fresh(3))
    land, sea = state.automa.colonists
    one_left = with_side(state, "automa", store_colonists={"land": 1, "sea": 0}, goods=goods(brick=11),
                         colonists=(land, land, sea, sea, sea))
    one_left = rolling(one_left, action_roll=TAKE)
    action, _ = propose_turn(one_left, action_roll=TAKE)
    assert action.deed == "colonist" and "goods_roll" not in action.outcomes
    after, _ = apply(one_left, action)
    assert sum(after.automa.store_colonists.values()) == 0 and len(after.automa.colonists) == 6
    assert all(c.at == rules.game_map(after).capital for c in after.automa.colonists)

    all_out = with_side(after.model_copy(update={"turn": "automa"}), "automa", goods=goods(wine=6, cloth=6))
    action, proposal = propose_turn(all_out, action_roll=TAKE)
    assert action.deed == "buy" and len(action.cards) == 1
    affordable = [i for i in range(7) if rules.payment(all_out.automa.goods, rules.card_price(all_out, i)) is not None]
    assert action.cards == (all_out.display[max(affordable)],)

    poor = with_side(all_out, "automa", goods=goods(brick=12))
    action, proposal = propose_turn(poor, action_roll=TAKE)
    assert action.deed == "build" and action.pay == ("brick",)
    assert {"CONC-GOODS-FULL-ALL", "CONC-BUY-POOR-FULL"} <= {s.rule for s in proposal.trace}


@pytest.mark.rule("CONC-BUY-PREFER-TWO", "CONC-BUY-ORDER", "CONC-BUY-TWO")
def test_example_8_two_cards_beat_one_expensive_card():
    state = set_display(fresh(3), ["II-weaver", "I-smith", "I-mercator_5", "II-vintner", "I-farmer", "I-architect", "I-prefect"])
    state = rolling(ai_turn(state, goods=goods(cloth=2, wine=1, tools=1, food=1)), action_roll=BUY)
    assert rules.payment(state.automa.goods, rules.card_price(state, 6)) is not None  # card 7 alone
    action, proposal = propose_turn(state, action_roll=BUY)
    assert action.cards == ("I-architect", "I-mercator_5")  # slots 6 and 3
    assert sorted(action.pay) == sorted(("tools", "cloth", "wine", "food", "cloth"))
    after, _ = apply(state, action)
    assert set(action.cards) <= set(after.automa.hand) and len(after.display) == 7


@pytest.mark.rule("CONC-BUY-ORDER")
def test_single_card_is_the_rightmost_affordable():
    state = set_display(fresh(3), ["I-prefect", "I-mason", "I-mercator_5", "II-vintner", "I-farmer", "I-architect", "II-consul"])
    state = ai_turn(state, goods=goods(wine=1))
    action, _ = propose_turn(state, action_roll=BUY)
    assert action.cards == ("I-prefect",) and action.pay == ("wine",)


@pytest.mark.rule("CONC-BUY-POOR", "CONC-GOODS-CAPACITY")
def test_cannot_afford_takes_the_pair_and_keeps_the_rolled_good_when_short_of_room():
    state = ai_turn(fresh(3))
    poor = with_side(state, "automa", goods=goods(brick=3))
    action, _ = propose_turn(poor, action_roll=BUY, goods_roll=GOOD_ROLL["wine"])
    assert (action.deed, action.gain) == ("take", ("wine", "tools"))
    cramped = with_side(state, "automa", goods=goods(brick=7))  # 7 + 4 colonists: one space
    cramped = rolling(cramped, action_roll=BUY, goods_roll=GOOD_ROLL["wine"])
    action, proposal = propose_turn(cramped, action_roll=BUY, goods_roll=GOOD_ROLL["wine"])
    assert action.gain == ("wine",)
    assert any(s.rule == "CONC-GOODS-CAPACITY" for s in proposal.trace)
    after, _ = apply(cramped, action)
    assert after.automa.store_used() == 12


@pytest.mark.rule("CONC-END-AI-FINAL", "CONC-END-CONCORDIA")
def test_example_10_player_ends_the_game():
    state = fresh(3)
    the_map = rules.game_map(state)
    target = next(c for c in all_cities(state, "brick"))
    route = next(r for r in the_map.routes_at(target) if r.kind == "land")
    others = [c for c in state.city_goods if c != target][:14]
    state = with_side(state, "player", houses=tuple(others), goods=goods(food=1),
                      money=10, colonists=(state.player.colonists[0].model_copy(update={"at": route.id}),
                                           state.player.colonists[1]))
    state = with_side(state, "automa", goods=goods(brick=1))
    move = next(a for a in GAME.legal_actions(state) if a.kind == "architect" and a.build == (target,) and not a.moves)
    ended, _ = apply(state, move)
    assert ended.concordia == "player" and GAME.to_move(ended) == "automa"
    action, proposal = propose_turn(ended)
    assert action.deed == "build" and "action_roll" not in action.outcomes
    assert "CONC-ROLL" not in {s.rule for s in proposal.trace}
    final, _ = apply(ended, action)
    assert final.finished and GAME.result(final) is not None
    assert rules.score(final, "player")["concordia"] == 7 and rules.score(final, "automa")["concordia"] == 0


@pytest.mark.rule("CONC-END-AI-FINAL")
def test_final_action_takes_a_cloth_or_nothing():
    state = ai_turn(fresh(3), goods=goods()).model_copy(update={"concordia": "player"})
    action, _ = propose_turn(state)
    assert (action.deed, action.gain) == ("take", ("cloth",))  # no build without goods, no pair
    # storehouse full of bricks: no card affordable, a house in every brick city already
    full = with_side(state, "automa", goods=goods(brick=8), houses=tuple(all_cities(state, "brick")))
    action, proposal = propose_turn(full)
    assert action.deed == "nothing"
    assert [s.key for s in proposal.trace].count("concordia.trace.final_impossible") == 3


# -- every ambiguity switch changes the AI's choice -------------------------------
def _with(state, **variant):
    return state.model_copy(update={"variant": state.variant.model_copy(update=variant)})


def test_amb_05_distance_measure_changes_the_city():
    state = ai_turn(fresh(3, map="imperium"))
    the_map = rules.game_map(state)
    cities = the_map.lettered_cities()
    a, b = next((a.id, b.id) for a in cities for b in cities if a.province != b.province
                and the_map.distance(a.id) < the_map.distance(b.id)
                and (the_map.one_colonist_distance(a.id) or 99) > (the_map.one_colonist_distance(b.id) or 99))
    state = state.model_copy(update={"city_goods": {c: ("cloth" if c in (a, b) else "brick") for c in state.city_goods}})
    assert propose_turn(state, action_roll=BUILD)[0].city == a
    assert propose_turn(_with(state, distance="one_colonist"), action_roll=BUILD)[0].city == b


def test_amb_07_missing_extra_good():
    state = fresh(3)
    state = with_side(state, "player", houses=tuple(all_cities(state, "cloth")))
    state = ai_turn(state, goods=goods(cloth=1))
    action, _ = propose_turn(state, action_roll=BUILD, goods_roll=GOOD_ROLL["food"])
    assert action.deed == "build" and action.city in all_cities(state, "wine")
    action, proposal = propose_turn(_with(state, extra_good_missing="goods_pair"), action_roll=BUILD, goods_roll=GOOD_ROLL["food"])
    assert (action.deed, action.gain) == ("take", ("food", "brick"))
    assert any(s.ambiguity == "CONC-AMB-07" for s in proposal.trace)


def test_amb_08_next_type_payment():
    state = fresh(3)
    state = ai_turn(state, houses=tuple(all_cities(state, "cloth")), goods=goods(cloth=1, wine=1))
    assert propose_turn(state, action_roll=BUILD)[0].pay == ("cloth",)
    assert propose_turn(_with(state, next_type_payment="matching_good"), action_roll=BUILD)[0].pay == ("wine",)


def test_amb_16_poor_and_full():
    state = ai_turn(fresh(3))
    state = with_side(state, "automa", goods=full_ai_goods(state, "brick"))
    default, _ = propose_turn(state, action_roll=BUY)
    assert default.city in all_cities(state, "brick")
    other, proposal = propose_turn(_with(state, poor_full_build="cloth_city"), action_roll=BUY)
    assert other.city in all_cities(state, "cloth") and other.pay == ("brick",)


def test_amb_21_final_action_by_roll():
    state = ai_turn(fresh(3), goods=goods(wine=2, cloth=3)).model_copy(update={"concordia": "player"})
    assert propose_turn(state)[0].deed == "buy"
    rolled, proposal = propose_turn(_with(state, final_action="roll"), action_roll=BUILD)
    assert rolled.deed == "build" and rolled.outcomes["action_roll"] == 1
    assert any(s.ambiguity == "CONC-AMB-21" for s in proposal.trace)


@pytest.mark.rule("CONC-PREFECT")
def test_amb_17_prefect_production_for_ai_houses():
    state = fresh(3)
    the_map = rules.game_map(state)
    province = next(p.id for p in the_map.provinces if len(the_map.province_cities(p.id)) >= 2)
    ai_city = the_map.province_cities(province)[0].id
    state = with_side(state, "automa", houses=(ai_city,))
    prefect = next(a for a in GAME.legal_actions(state) if a.kind == "prefect" and a.province == province)
    made = state.city_goods[ai_city]
    default, _ = apply(state, prefect)
    assert default.automa.goods[made] == state.automa.goods[made] + 1
    alone, _ = apply(_with(state, prefect_production="player_only"), prefect)
    assert alone.automa.goods == state.automa.goods
    assert default.player.goods[rules.bonus_good(state, province)] == state.player.goods[rules.bonus_good(state, province)] + 1
