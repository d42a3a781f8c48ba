"""The player chooses what a full storehouse throws away and which goods pay the
"any good" spaces of a purchase (base rules): the legal moves list each distinct
choice (the cheapest first, the default), and only when there is one."""
from solo_desk.games.concordia import GAME, moves, rules
from solo_desk.games.concordia.state import Prefect, Specialist

from .helpers import all_cities, fresh, goods, with_side
from .test_rules import take_from_market

FULL = goods(brick=2, food=2, tools=2, wine=1, cloth=1)  # + 4 colonists: 12, the storehouse is full


def play(state, move):
    new, _ = GAME.apply(state, move)
    GAME.check(new)
    return new


def full(seed=5, **goods_):
    state = fresh(seed)
    return with_side(state, "player", goods=goods(**goods_) if goods_ else FULL)


def test_a_prefect_overflowing_the_storehouse_lets_the_player_keep_the_brick_and_drop_a_food():
    state = full()
    assert rules.bonus_good(state, "venetia") == "cloth"
    listed = [a for a in GAME.legal_actions(state) if isinstance(a, Prefect) and a.province == "venetia"
              and a.card == "player-prefect-1"]
    assert listed[0].drop == ()  # the default first: the cheapest good (a brick) is lost
    assert sorted(a.drop for a in listed[1:]) == [("cloth",), ("food",), ("tools",), ("wine",)]
    assert play(state, listed[0]).player.goods == goods(brick=1, food=2, tools=2, wine=1, cloth=2)
    keep_brick = next(a for a in listed if a.drop == ("food",))
    assert play(state, keep_brick).player.goods == goods(brick=2, food=1, tools=2, wine=1, cloth=2)


def test_no_drop_choice_when_the_storehouse_has_room_or_holds_one_kind_of_good():
    roomy = with_side(fresh(5), "player", goods=goods(brick=2, food=1))
    assert [a.drop for a in moves.player_moves(roomy, ("player-prefect-1",)) if a.province == "venetia"] == [()]
    bricks = full(brick=8)  # 8 bricks + 4 colonists, a cloth comes: a brick or the cloth to lose
    assert sorted(a.drop for a in moves.player_moves(bricks, ("player-prefect-1",)) if a.province == "venetia") \
        == [(), ("cloth",)]
    one_kind = full(cloth=8)  # only cloth can go: one move
    assert [a.drop for a in moves.player_moves(one_kind, ("player-prefect-1",)) if a.province == "venetia"] == [()]


def test_a_specialist_overflowing_the_storehouse_lists_what_can_be_thrown_away():
    state = take_from_market(full(2), "I-mason")
    state = with_side(state, "player", houses=tuple(all_cities(state, "brick")[:2]))
    listed = moves.player_moves(state, ("I-mason",))
    assert all(isinstance(a, Specialist) for a in listed) and listed[0].drop == ()
    drops = {a.drop for a in listed}
    assert {("brick", "food"), ("food", "food"), ("wine", "cloth")} <= drops  # 2 bricks (the default) in ()
    assert ("brick", "brick") not in drops
    assert len(drops) == len(listed)  # distinct choices only
    kept = play(state, Specialist(card="I-mason", drop=("food", "food")))
    assert kept.player.goods == goods(brick=4, food=0, tools=2, wine=1, cloth=1)
    default = play(state, listed[0])
    assert default.player.goods == goods(brick=2, food=2, tools=2, wine=1, cloth=1)  # the two new bricks lost


def test_a_senator_purchase_with_an_any_good_space_lists_the_payments():
    state = full(2)
    second = state.display[1]  # slot 2: its card's cost + "any good"
    price = rules.card_price(state, 1)
    assert "any" in price
    listed = [a for a in moves.player_moves(state, ("player-senator",)) if a.buy == (second,)]
    assert listed[0].pay is None  # the default first: the cheapest good
    pays = [a.pay for a in listed[1:]]
    assert len(pays) == len(set(pays)) >= 2 and all(len(p) == 1 for p in pays)
    dearest = max(pays, key=lambda p: rules.value(p[0]))
    paid = play(state, next(a for a in listed if a.pay == dearest))
    specific = [c for c in price if c != "any"]
    expected = rules.minus(FULL, [*specific, dearest[0]])
    assert paid.player.goods == expected and second in paid.player.hand
    cheapest = play(state, listed[0])
    assert cheapest.player.goods == rules.minus(FULL, rules.payment(FULL, price))
    assert cheapest.player.goods != paid.player.goods


def test_no_payment_choice_without_an_any_good_space_or_with_one_kind_of_good_left():
    state = full(2)
    first = state.display[0]  # slot 1: no surcharge
    assert [a.pay for a in moves.player_moves(state, ("player-senator",)) if a.buy == (first,)] == [None]
    second = state.display[1]
    specific = [c for c in rules.card_price(state, 1) if c != "any"]
    only = with_side(state, "player", goods=rules.plus(goods(brick=3), specific))
    assert [a.pay for a in moves.player_moves(only, ("player-senator",)) if a.buy == (second,)] == [None]


def test_every_listed_choice_is_accepted_and_gives_a_different_storehouse():
    for state, card in ((full(), "player-prefect-1"), (full(2), "player-senator")):
        outcomes = {}
        for move in moves.player_moves(state, (card,)):
            after = play(state, move)
            key = (getattr(move, "province", None), getattr(move, "buy", None))
            outcomes.setdefault(key, []).append(tuple(after.player.goods.values()))
        assert any(len(v) > 1 for v in outcomes.values())
        assert all(len(v) == len(set(v)) for v in outcomes.values())


def test_a_diplomat_copying_a_specialist_offers_the_same_choices():
    state = take_from_market(full(2), "I-mason")
    state = with_side(state, "player", hand=state.player.hand[:-1], discard=("I-mason",),
                      houses=tuple(all_cities(state, "brick")[:2]))
    listed = moves.player_moves(state, ("player-diplomat_start",))
    assert [a.kind for a in listed] == ["specialist"] * len(listed) and len(listed) > 1
    kept = play(state, next(a for a in listed if a.drop == ("food", "food")))
    assert kept.player.goods == goods(brick=4, food=0, tools=2, wine=1, cloth=1)
