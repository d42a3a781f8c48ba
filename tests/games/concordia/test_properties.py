"""Properties of the AI's turn over random positions (hypothesis)."""
from hypothesis import given, settings
from hypothesis import strategies as st

from solo_desk.games.concordia import GAME, rules
from solo_desk.games.concordia.content import content
from solo_desk.games.concordia.state import GOODS

from .helpers import ai_turn, fresh, rolling, with_side

CITIES = sorted(fresh(1).city_goods)


@st.composite
def positions(draw):
    state = fresh(draw(st.integers(0, 50)), dice=draw(st.sampled_from(["d12", "2d6"])))
    stored = draw(st.integers(0, 4))
    room = 12 - stored
    counts = draw(st.lists(st.integers(0, 4), min_size=5, max_size=5).filter(lambda c: sum(c) <= room))
    ai_houses = draw(st.lists(st.sampled_from(CITIES), unique=True, max_size=12))
    player_houses = draw(st.lists(st.sampled_from(CITIES), unique=True, max_size=12))
    land = min(stored, 2)
    capital = rules.game_map(state).capital
    colonists = tuple(state.automa.colonists[0].model_copy(update={"kind": k})
                      for k in ["land"] * (3 - land) + ["sea"] * (3 - (stored - land)))
    state = with_side(state, "player", houses=tuple(player_houses))
    state = ai_turn(state, goods=dict(zip(GOODS, counts)), houses=tuple(ai_houses), colonists=colonists,
                    store_colonists={"land": land, "sea": stored - land})
    assert all(c.at == capital for c in state.automa.colonists)
    GAME.check(state)
    return state, draw(st.sampled_from(["1", "5", "8", "12"])), draw(st.sampled_from([str(n) for n in range(1, 13)]))


@settings(max_examples=150, deadline=None)
@given(positions())
def test_ai_never_builds_twice_in_a_city_pays_what_it_lacks_or_overfills(position):
    state, action_roll, goods_roll = position
    if state.variant.dice == "2d6":
        action_roll, goods_roll = str(max(2, int(action_roll))), str(max(2, int(goods_roll)))
    state = rolling(state, action_roll=action_roll, goods_roll=goods_roll)  # digital: the game's own dice
    proposal = GAME.propose(state, {"action_roll": action_roll, "goods_roll": goods_roll})
    action = proposal.actions[0]
    assert rules.minus(state.automa.goods, action.pay) is not None
    if action.deed == "build":
        assert action.city not in state.automa.houses
    after, _ = GAME.apply(state, action)
    GAME.check(after)
    assert after.automa.store_used() <= content().rules.storehouse_capacity
    assert len(after.automa.houses) <= len(state.automa.houses) + 1
