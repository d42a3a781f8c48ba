"""Set-up, turn order and the player's cards under the base rules and the variant."""
import pytest

from solo_desk.core.errors import IllegalAction
from solo_desk.games.concordia import GAME, rules
from solo_desk.games.concordia.content import content
from solo_desk.games.concordia.state import (
    Architect, ColonistCard, ColonistMove, Consul, Diplomat, Mercator, Placement, Prefect, Senator, Specialist, Tribune,
)

from .helpers import ai_turn, all_cities, fresh, goods, rolling, set_display, with_side


def play(state, move):
    new, _ = GAME.apply(state, move)
    GAME.check(new)
    return new


@pytest.mark.rule("CONC-SETUP-AI-COLONISTS", "CONC-SETUP-AI-GOODS", "CONC-SETUP-AI-NOMONEY", "CONC-SETUP-AI-CARDS",
                  "CONC-SETUP-AI-STORE")
@pytest.mark.parametrize("map_id", ["italia", "hispania", "imperium"])
def test_ai_setup(map_id):
    state = fresh(2, map=map_id)
    ai = state.automa
    capital = content().maps[map_id].capital
    assert [c.at for c in ai.colonists] == [capital, capital]
    assert sum(ai.store_colonists.values()) == 4 and ai.store_used() == 10
    assert ai.goods == goods(food=2, brick=1, tools=1, wine=1, cloth=1)
    assert ai.money == 0
    assert len(ai.hand) == 7 and ai.discard == ()


@pytest.mark.rule("CONC-SETUP-PLAYER", "CONC-SETUP-NOPM", "CONC-SETUP-2P")
def test_player_and_two_player_setup():
    state = fresh(2)
    assert state.player.goods == goods(food=2, brick=1, tools=1, wine=1, cloth=1) and state.player.money == 5
    assert len(state.player.colonists) == 2 and {c.kind for c in state.player.colonists} == {"land", "sea"}
    every_card = state.player.cards() + state.automa.cards() + state.display + state.stack
    assert not any("magnus" in c for c in every_card)
    assert len(state.display) == 7 and all(c.startswith("I-") for c in state.display)
    assert state.stack[0].startswith("I-") and sum(c.startswith("II-") for c in state.stack) == 7
    assert len(state.stack) == 8 and all(g is not None for g in state.city_goods.values())


@pytest.mark.rule("CONC-SETUP-AI-COLOUR")
def test_ai_colour_is_an_option():
    spec = next(s for s in GAME.option_specs() if s.name == "ai_colour")
    assert fresh(2, ai_colour="red").variant.ai_colour == "red" and spec.default == "black"


@pytest.mark.rule("CONC-TURN-ORDER")
def test_player_first_then_alternate():
    state = fresh(2)
    assert GAME.to_move(state) == "player"
    proposal = GAME.propose(state)
    assert (proposal.status, proposal.rule) == ("not_automa_turn", "CONC-TURN-ORDER")
    state = play(state, Mercator(card="player-mercator_3"))
    assert GAME.to_move(state) == "automa" and state.player.money == 8
    state = play(state, GAME.propose(state).actions[0])
    assert GAME.to_move(state) == "player" and state.turn_number == 2
    with pytest.raises(IllegalAction):
        GAME.apply(state, GAME.propose(ai_turn(state)).actions[0])


@pytest.mark.rule("CONC-DIPLOMAT")
def test_diplomat_copies_the_players_own_last_card():
    state = play(fresh(2), Mercator(card="player-mercator_3"))
    state = play(state, GAME.propose(state).actions[0]).model_copy(update={"turn": "player"})
    with pytest.raises(IllegalAction):  # the last card was a Mercator, not an Architect
        GAME.apply(state, Architect(card="player-diplomat_start"))
    money = state.player.money
    state = play(state, Mercator(card="player-diplomat_start"))
    assert state.player.money == money + 3 and state.player.discard[-1] == "player-diplomat_start"
    # a Diplomat on top of the discard pile: the next Diplomat has nothing to copy (CONC-AMB-18)
    with pytest.raises(IllegalAction):
        GAME.apply(state.model_copy(update={"turn": "player"}), Mercator(card="player-diplomat_start"))
    assert Diplomat(card="player-diplomat_start") in GAME.legal_actions(fresh(2))  # empty discard pile


@pytest.mark.rule("CONC-PREFECT")
def test_example_9_prefect_money_places_an_ai_colonist():
    state = fresh(2)
    the_map = rules.game_map(state)
    province = the_map.provinces[0].id
    state = state.model_copy(update={"prefected": (province,)})
    state = with_side(state, "automa", store_colonists={"land": 1, "sea": 0},
                      colonists=state.automa.colonists + (state.automa.colonists[0],) + (state.automa.colonists[1],) * 2)
    coins = content().unverified.bonus_marker_coins[rules.bonus_good(state, province)]
    after = play(state, Prefect(card="player-prefect-1"))
    assert after.player.money == 5 + coins and after.prefected == ()
    assert sum(after.automa.store_colonists.values()) == 0 and len(after.automa.colonists) == 6
    again = play(after.model_copy(update={"turn": "player"}), Prefect(card="player-prefect-2"))
    assert again.automa.colonists == after.automa.colonists  # all out: no benefit


def test_prefect_production_flips_the_marker():
    state = fresh(2)
    province = rules.game_map(state).provinces[0].id
    after = play(state, Prefect(card="player-prefect-1", province=province))
    assert after.prefected == (province,)
    bonus = rules.bonus_good(state, province)
    assert after.player.goods[bonus] == state.player.goods[bonus] + 1
    with pytest.raises(IllegalAction):
        GAME.apply(after.model_copy(update={"turn": "player"}), Prefect(card="player-prefect-2", province=province))


def test_architect_moves_and_builds_at_city_cost_with_ai_houses_counting():
    state = fresh(2)
    the_map = rules.game_map(state)
    capital = the_map.capital
    route = next(r for r in the_map.routes_at(capital) if r.kind == "land")
    city = route.other_end(capital)
    state = with_side(state, "automa", houses=(city,))
    state = with_side(state, "player", money=30, goods=goods(brick=2, food=2, tools=2, wine=2, cloth=2))
    move = Architect(card="player-architect", moves=(ColonistMove(colonist=0, path=(route.id,)),), build=(city,))
    after = play(state, move)
    good = state.city_goods[city]
    cost = content().rules.house_cost[good]
    assert after.player.money == 30 - 2 * cost.money  # one house already there: x2 (CONC-AMB-26)
    assert city in after.player.houses and after.player.colonists[0].at == route.id
    too_far = Architect(card="player-architect", moves=(ColonistMove(colonist=0, path=(route.id,) * 3),))
    with pytest.raises(IllegalAction):
        GAME.apply(state, too_far)
    with pytest.raises(IllegalAction):  # no colonist next to a far city
        far = max(all_cities(state, "brick"), key=the_map.distance)
        GAME.apply(state, Architect(card="player-architect", build=(far,)))


def take_from_market(state, card):
    """The player already owns ``card`` (bought earlier); the market no longer has it."""
    state = set_display(state, [c for c in state.display if c != card] + [c for c in state.stack if c != card][:1])
    state = state.model_copy(update={"stack": tuple(c for c in state.stack if c not in state.display and c != card)})
    return with_side(state, "player", hand=state.player.hand + (card,))


def test_mercator_trades_two_types_at_storehouse_prices():
    state = fresh(2)
    traded = play(state, Mercator(card="player-mercator_3", trade={"cloth": -1, "brick": 2}))
    assert traded.player.goods["cloth"] == 0 and traded.player.goods["brick"] == 3
    assert traded.player.money == 5 + 3 + 7 - 6
    with pytest.raises(IllegalAction):
        GAME.apply(state, Mercator(card="player-mercator_3", trade={"cloth": 1, "wine": 1, "food": 1}))


def test_colonist_card_places_or_pays():
    state = take_from_market(fresh(2), "I-colonist")
    capital = rules.game_map(state).capital
    after = play(state, ColonistCard(card="I-colonist", place=(Placement(kind="land", city=capital),)))
    assert len(after.player.colonists) == 3 and after.player.goods["tools"] == 0
    money = play(state, ColonistCard(card="I-colonist", take_money=True))
    assert money.player.money == 5 + 5 + 2


def test_tribune_takes_every_card_back():
    state = fresh(2)
    worn = with_side(state, "player", hand=("player-tribune",),
                     discard=tuple(c for c in state.player.hand if c != "player-tribune"))
    back = play(worn, Tribune(card="player-tribune"))
    assert sorted(back.player.hand) == sorted(state.player.hand) and back.player.discard == ()
    assert back.player.money == 5 + (7 - 3)


def test_senator_and_consul_buy_at_their_prices():
    rich = with_side(fresh(2), "player", goods=goods(brick=2, food=2, tools=2, wine=1, cloth=1))
    first, second = rich.display[0], rich.display[1]
    cost = rules.card_price(rich, 0) + rules.card_price(rich, 1)
    senate = play(rich, Senator(card="player-senator", buy=(first, second)))
    assert {first, second} <= set(senate.player.hand)
    assert sum(senate.player.goods.values()) == 8 - len(cost)
    assert len(senate.display) == 7 and senate.stack == rich.stack[2:]  # refilled from the stack
    consul = take_from_market(rich, "II-consul")
    seventh = consul.display[6]
    bought = play(consul, Consul(card="II-consul", buy=seventh))
    paid = sum(consul.player.goods.values()) - sum(bought.player.goods.values())
    assert paid == len(content().card_type_of(seventh).cost)  # no slot surcharge


def test_specialist_produces_in_the_players_cities_of_its_good():
    state = take_from_market(fresh(2), "I-mason")
    bricks = all_cities(state, "brick")[:2]
    state = with_side(state, "player", houses=tuple(bricks))
    made = play(state, Specialist(card="I-mason"))
    assert made.player.goods["brick"] == 1 + 2


@pytest.mark.rule("CONC-END-TRIGGER", "CONC-END-PLAYER-FINAL", "CONC-END-CONCORDIA")
def test_ai_fifteenth_house_gives_the_player_one_last_turn():
    state = fresh(2)
    cities = [c for c in state.city_goods if state.city_goods[c] != "cloth"][:14]
    state = rolling(ai_turn(state, houses=tuple(cities), goods=goods(cloth=1)), action_roll="1")
    action = GAME.propose(state, {"action_roll": "1"}).actions[0]
    ended, _ = GAME.apply(state, action)
    assert ended.concordia == "automa" and not ended.finished and GAME.to_move(ended) == "player"
    proposal = GAME.propose(ended)
    assert proposal.rule == "CONC-END-PLAYER-FINAL"
    done = play(ended, Mercator(card="player-mercator_3"))
    assert done.finished and GAME.to_move(done) is None and GAME.propose(done).status == "game_over"


@pytest.mark.rule("CONC-END-TRIGGER")
def test_last_card_bought_ends_the_game():
    state = fresh(2)
    state = state.model_copy(update={"display": state.display[:1], "stack": ()})
    state = with_side(state, "automa", hand=state.automa.hand + fresh(2).display[1:] + fresh(2).stack)
    state = with_side(state, "player", goods=goods(brick=2, food=2, tools=2, wine=1, cloth=1))
    ended = play(state, Senator(card="player-senator", buy=(state.display[0],)))
    assert ended.concordia == "player" and GAME.to_move(ended) == "automa"


@pytest.mark.rule("CONC-END-SCORE")
def test_scoring_by_god():
    state = fresh(2)
    the_map = rules.game_map(state)
    cloth, bricks = all_cities(state, "cloth")[:2], all_cities(state, "brick")[:1]
    houses = tuple(cloth + bricks)
    state = with_side(state, "player", houses=houses, goods=goods(cloth=2), money=6,
                      hand=state.player.hand + ("II-weaver",))
    state = state.model_copy(update={"concordia": "player", "stack": tuple(c for c in state.stack if c != "II-weaver")})
    score = rules.score(state, "player")
    provinces = len({the_map.city(c).province for c in houses})
    # starting hand: Vesta 1, Jupiter 2, Saturnus 2, Mercurius 1, Mars 1; + Weaver (Minerva)
    assert score["vesta"] == (6 + 14) // 10
    assert score["jupiter"] == 2 * 2
    assert score["saturnus"] == 2 * provinces
    assert score["mercurius"] == 1 * 2 * 2
    assert score["mars"] == 1 * 2 * 2
    assert score["minerva"] == 5 * 2
    assert score["concordia"] == 7
    assert score["total"] == sum(v for k, v in score.items() if k != "total")
    ai = rules.score(state, "automa")
    assert ai["vesta"] == (3 + 8 + 5 + 6 + 7) // 10 and ai["mars"] == 2 * 2  # goods only, colonists in the capital
