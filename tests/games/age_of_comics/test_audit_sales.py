"""The player's Sales: a Super-transport ticket moves anywhere for free, also where a paid walk would do."""
import pytest

from solo_desk.games.age_of_comics import GAME
from solo_desk.games.age_of_comics import rules as R
from solo_desk.games.age_of_comics.content import content
from solo_desk.games.age_of_comics.scene import AgeOfComicsScene, place_name, walking_steps

from .helpers import started
from .test_scene import Chooser, click, piece, redrawn, start, to_player_turn


def player_turn(tickets=1, money=20):
    state = started(seed=11)
    while R.to_move(state) != "player":
        for action in GAME.propose(state).actions:
            state, _ = GAME.apply(state, action)
    state.player.tickets, state.player.money = tickets, money
    return state


def test_a_ticket_is_offered_for_every_destination_even_where_money_would_do():
    state = player_turn()
    space = R.first_free(state, "sales")
    acts = R.sales_actions(state, space)
    ticket = {a.path[0] for a in acts if a.ticket}
    paid = {a.path[-1] for a in acts if not a.ticket and a.path}
    near = set(content().sales.agent_adjacency["START"])
    assert ticket == set(content().sales.agent_to_orders)  # every space with orders (the agent is at START)
    assert near <= ticket and near <= paid  # the free first step and the ticket are two different moves
    far = next(a for a in acts if a.ticket and a.path[0] in paid and a.path[0] not in near)
    after, _ = GAME.apply(state, far)
    assert after.player.tickets == 0 and after.player.money == state.player.money and after.player.agent == far.path[0]
    state.player.tickets = 0
    assert not any(a.ticket for a in R.sales_actions(state, space))


@pytest.mark.gui
def test_the_sales_menu_offers_the_ticket_next_to_the_paid_walk(window, qtbot, monkeypatch):
    controller = start(window, qtbot, seed=3)
    to_player_turn(window, qtbot)
    controller.state.player.tickets, controller.state.player.money = 1, 20
    window.scene.refresh()
    redrawn(qtbot, window)
    agent = controller.state.player.agent or "START"
    dest = next(d for d in sorted(content().sales.agent_to_orders) if walking_steps(agent, d) == 2)  # $2 on foot
    chooser = Chooser(lambda options: next((v for _, v in options if v.ticket and v.path == [dest]), None))
    monkeypatch.setattr(AgeOfComicsScene, "chooser", staticmethod(chooser))
    cursor = controller.session.cursor
    click(qtbot, window.view, piece(window.scene, ("space", "sales", R.first_free(controller.state, "sales"))))
    qtbot.waitUntil(lambda: bool(chooser.offered))
    paths = [path for path, _ in chooser.offered[0][1]]
    where = next(p[1] for p in paths if p[0] == "walk ($2)" and p[1].startswith(f"to {place_name(dest)} ("))
    assert ("Use a Super-transport ticket", where) in {(p[0], p[2]) for p in paths if len(p) > 2}  # the same place
    # by ticket, under its map column (test_playtest_aoc3)
    qtbot.waitUntil(lambda: controller.session.cursor == cursor + 1)
    assert controller.state.player.tickets == 0 and controller.state.player.money == 20
    assert controller.state.player.agent == dest


def test_the_player_may_decline_to_flip_the_other_orders_in_reach():
    state = player_turn(tickets=0)
    space = R.first_free(state, "sales")
    assert content().space("sales", space).operations >= 2
    dest, down = next((d, fd) for d in content().sales.agent_adjacency["START"]
                      if len(fd := [s for s in content().sales.agent_to_orders[d]
                                    if s in state.orders and not state.orders[s].face_up]) >= 2)
    legal = [[(op.space, op.op) for op in a.ops] for a in R.sales_actions(state, space) if a.path == [dest]]
    assert [(down[0], "flip")] in legal  # one flip, the other order left face down
    assert [(down[0], "collect")] in legal  # collect it face down, without flipping the rest (BGA)
    assert [(down[0], "flip"), (down[1], "flip")] in legal  # flipping more is still possible
    assert [] in legal  # BGA's "End action": the agent may move without flipping or collecting
    one = next(a for a in R.sales_actions(state, space) if a.path == [dest] and len(a.ops) == 1 and a.ops[0].space == down[0])
    after, _ = GAME.apply(state, one)
    assert after.orders[down[0]].face_up and not after.orders[down[1]].face_up
