"""The player's cards against the base rules (reference rules.json): the Colonist
placing several colonists at once, the Tribune's colonist purchase, the Senator's
and the Consul's prices, the end of the game by the player's 15th house and the
Concordia card."""
import pytest

from solo_desk.core.errors import IllegalAction
from solo_desk.games.concordia import GAME, moves, rules
from solo_desk.games.concordia.content import content
from solo_desk.games.concordia.state import ColonistCard, Consul, Diplomat, Mercator, Placement, Senator, Tribune

from .helpers import all_cities, fresh, goods, rolling, set_display, with_side


def play(state, move):
    new, _ = GAME.apply(state, move)
    GAME.check(new)
    return new


def owning(state, card):
    """The player holds ``card`` (bought earlier): it left the market."""
    state = state.model_copy(update={
        "display": tuple(c for c in state.display if c != card),
        "stack": tuple(c for c in state.stack if c != card),
    })
    state = rules.refill_display(state)
    return with_side(state, "player", hand=state.player.hand + (card,))


# -- the Colonist card ---------------------------------------------------------------
def test_one_colonist_card_places_several_colonists_in_the_capital_and_own_cities():
    state = owning(fresh(2), "I-colonist")
    capital = rules.game_map(state).capital
    city = all_cities(state, "wine")[0]
    state = with_side(state, "player", houses=(city,), goods=goods(food=3, tools=3))
    move = ColonistCard(card="I-colonist", place=(
        Placement(kind="land", city=capital), Placement(kind="sea", city=city), Placement(kind="land", city=city),
    ))
    after = play(state, move)
    player = after.player
    assert player.goods == goods()  # 1 food + 1 tools for each of the three
    assert player.store_colonists == {"land": 0, "sea": 1}
    placed = [(c.kind, c.at) for c in player.colonists[2:]]
    assert placed == [("land", capital), ("sea", city), ("land", city)]
    # two Mars cards (the Tribune and this Colonist), 2 points per colonist, now five on the board
    assert rules.score(after, "player")["mars"] == 2 * 2 * 5


def test_several_colonists_need_every_one_paid_and_every_city_owned():
    state = owning(fresh(2), "I-colonist")
    capital = rules.game_map(state).capital
    two = (Placement(kind="land", city=capital), Placement(kind="sea", city=capital))
    poor = with_side(state, "player", goods=goods(food=2, tools=1))
    with pytest.raises(IllegalAction) as err:
        GAME.apply(poor, ColonistCard(card="I-colonist", place=two))
    assert err.value.key == "concordia.err.cannot_pay_colonist"
    stranger = all_cities(state, "cloth")[0]  # no house of the player there
    with pytest.raises(IllegalAction) as err:
        GAME.apply(state, ColonistCard(card="I-colonist", place=(Placement(kind="land", city=stranger),)))
    assert err.value.key == "concordia.err.colonist_city"
    few = with_side(state, "player", goods=goods(food=5, tools=5))
    three_land = (Placement(kind="land", city=capital),) * 3  # only two land colonists are stored
    with pytest.raises(IllegalAction) as err:
        GAME.apply(few, ColonistCard(card="I-colonist", place=three_land))
    assert err.value.key == "concordia.err.no_colonist_left"
    with pytest.raises(Exception):  # placing and taking money at once makes no sense
        GAME.apply(few, ColonistCard(card="I-colonist", place=two[:1], take_money=True))


def test_the_listed_colonist_uses_include_several_colonists_at_once():
    state = owning(fresh(2), "I-colonist")
    state = with_side(state, "player", goods=goods(food=4, tools=4))
    listed = [a for a in moves.player_moves(state, ("I-colonist",)) if isinstance(a, ColonistCard)]
    most = max(len(a.place) for a in listed)
    assert most == 4  # every stored colonist, affordable: 2 land + 2 sea
    for action in listed:
        play(state, action)  # every listed use is legal


def test_colonist_money_counts_the_colonists_on_the_board():
    state = owning(fresh(2), "I-colonist")
    more = with_side(state, "player", colonists=state.player.colonists + (state.player.colonists[0],),
                     store_colonists={"land": 1, "sea": 2})
    assert play(more, ColonistCard(card="I-colonist", take_money=True)).player.money == 5 + 5 + 3


# -- the Tribune -------------------------------------------------------------------------
def test_tribune_buys_one_colonist_for_the_capital():
    state = fresh(2)
    capital = rules.game_map(state).capital
    others = tuple(c for c in state.player.hand if c != "player-tribune")
    worn = with_side(state, "player", hand=("player-tribune",), discard=others,
                     goods=goods(food=1, tools=1, cloth=1))
    back = play(worn, Tribune(card="player-tribune", new_colonist="sea"))
    assert back.player.goods == goods(cloth=1)
    assert back.player.store_colonists == {"land": 2, "sea": 1}
    assert back.player.colonists[-1].kind == "sea" and back.player.colonists[-1].at == capital
    assert back.player.money == 5 + (7 - 3)  # seven cards back, the Tribune counted: 1 per card beyond three
    assert sorted(back.player.hand) == sorted(state.player.hand) and back.player.discard == ()
    unpaid = with_side(worn, "player", goods=goods(food=1))
    with pytest.raises(IllegalAction):
        GAME.apply(unpaid, Tribune(card="player-tribune", new_colonist="land"))
    empty = with_side(worn, "player", store_colonists={"land": 0, "sea": 2},
                      colonists=worn.player.colonists + (worn.player.colonists[0],) * 2)
    with pytest.raises(IllegalAction):
        GAME.apply(empty, Tribune(card="player-tribune", new_colonist="land"))


# -- the Senator and the Consul ------------------------------------------------------------
def test_senator_prices_both_cards_at_their_slots_before_either_leaves():
    state = fresh(2)
    display = state.display
    surcharge = content().cards.display_surcharge
    assert surcharge[1] == ("any",) and surcharge[6] == ("cloth", "cloth")
    second, seventh = display[1], display[6]
    cost = list(content().card_type_of(second).cost) + ["any"] + list(content().card_type_of(seventh).cost) + ["cloth", "cloth"]
    specific = [c for c in cost if c != "any"]
    stock = goods(brick=2, food=2, tools=2, wine=2, cloth=3)
    rich = with_side(state, "player", goods=stock)
    # the "any good" space paid with a tools chosen by the player
    bought = play(rich, Senator(card="player-senator", buy=(seventh, second), pay=("tools",)))
    paid = {g: stock[g] - bought.player.goods[g] for g in stock}
    expected = goods()
    for g in specific + ["tools"]:
        expected[g] += 1
    assert paid == expected
    assert {second, seventh} <= set(bought.player.hand)
    with pytest.raises(IllegalAction):  # three cards: the Senator buys at most two
        GAME.apply(rich, Senator(card="player-senator", buy=display[:3]))
    with pytest.raises(IllegalAction):  # the same card twice
        GAME.apply(rich, Senator(card="player-senator", buy=(second, second)))


def test_consul_buys_one_card_at_its_printed_cost_only():
    state = owning(fresh(2), "II-consul")
    state = set_display(state, list(state.display[:6]) + ["II-weaver"])
    rich = with_side(state, "player", goods=goods(brick=1, cloth=1))
    # the Weaver in slot 7: brick + cloth printed, the slot's cloth + cloth ignored
    bought = play(rich, Consul(card="II-consul", buy="II-weaver"))
    assert bought.player.goods == goods() and "II-weaver" in bought.player.hand
    poor = with_side(state, "player", goods=goods(cloth=1))
    with pytest.raises(IllegalAction):
        GAME.apply(poor, Consul(card="II-consul", buy="II-weaver"))


# -- the end of the game --------------------------------------------------------------------
@pytest.mark.rule("CONC-END-TRIGGER", "CONC-END-CONCORDIA", "CONC-END-SCORE")
def test_the_players_fifteenth_house_takes_the_concordia_card_and_ends_after_the_ais_turn():
    state = fresh(3)
    the_map = rules.game_map(state)
    target = all_cities(state, "brick")[0]
    route = next(r for r in the_map.routes_at(target) if r.kind == "land")
    others = [c for c in state.city_goods if c != target][:14]
    state = with_side(state, "player", houses=tuple(others), goods=goods(food=1), money=10,
                      colonists=(state.player.colonists[0].model_copy(update={"at": route.id}), state.player.colonists[1]))
    move = next(a for a in GAME.legal_actions(state) if a.kind == "architect" and a.build == (target,) and not a.moves)
    ended = play(state, move)
    assert len(ended.player.houses) == 15 and ended.concordia == "player" and not ended.finished
    assert moves.can_build(ended, all_cities(ended, "food")[-1]) is False  # no 16th house
    final = play(ended, GAME.propose(ended).actions[0])
    assert final.finished and GAME.to_move(final) is None
    result = GAME.result(final)
    assert result.reason == "houses"
    assert rules.score(final, "player")["concordia"] == 7 and rules.score(final, "automa")["concordia"] == 0
    assert result.scores["player"] == rules.score(final, "player")["total"]


@pytest.mark.rule("CONC-END-TRIGGER", "CONC-END-AI-FINAL")
def test_the_ai_buying_the_last_card_ends_the_game_and_the_player_plays_once_more():
    state = fresh(2)
    last = state.display[0]
    state = state.model_copy(update={"display": (last,), "stack": (), "turn": "automa"})
    owned = tuple(c for c in fresh(2).display[1:] + fresh(2).stack)
    state = with_side(state, "player", hand=state.player.hand + owned)
    state = with_side(state, "automa", goods=goods(brick=2, food=2, tools=2, wine=1, cloth=1))
    state = rolling(state, action_roll="5")  # the game's own die shows it (digital)
    action = GAME.propose(state, {"action_roll": "5"}).actions[0]  # d12 5: buy cards
    assert action.cards == (last,)
    ended = play(state, action)
    assert ended.concordia == "automa" and rules.cards_left(ended) == 0 and GAME.to_move(ended) == "player"
    done = play(ended, Mercator(card="player-mercator_3"))
    assert done.finished and GAME.result(done).reason == "cards"


def test_diplomat_with_nothing_to_copy_changes_nothing_but_the_hand():
    state = fresh(2)
    after = play(state, Diplomat(card="player-diplomat_start"))
    assert after.player.goods == state.player.goods and after.player.money == state.player.money
    assert after.player.discard == ("player-diplomat_start",)


# -- corrections ------------------------------------------------------------------------------
def test_a_correction_that_breaks_an_invariant_is_refused_so_the_save_stays_loadable():
    from solo_desk.games.concordia.state import EditGoods, EditHouse, EditMoney

    state = fresh(2)
    ok = play(state, EditGoods(side="player", good="wine", count=3))
    assert ok.player.goods["wine"] == 3
    capital = rules.game_map(state).capital
    for bad in (EditGoods(side="player", good="wine", count=-1),
                EditGoods(side="automa", good="brick", count=12),  # 4 colonists stored: over 12
                EditMoney(count=-2),
                EditHouse(side="automa", city=capital, present=True)):
        with pytest.raises(IllegalAction) as err:
            GAME.apply(state, bad)
        assert err.value.key == "concordia.err.edit_refused" and err.value.params["problems"]
