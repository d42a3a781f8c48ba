"""The player's Sales and double Print as Board Game Arena plays them (the player follows the base
game: AOC-GEN-BASE, AOC-FLOW-PLAYER; BGA EvanPulgino/ageofcomics is the standard for the base rules):
flips and collects are two counters (AOCPerformSalesState::setNumberOfActions), a face-down order is
collected directly (PerformSales.ts enables Collect on any tile in reach), and a double print's second
comic may be paid with the first one's bonus (the bonus is awarded before the doublePrint state)."""
import pytest

from solo_desk.core.errors import IllegalAction
from solo_desk.games.age_of_comics import GAME
from solo_desk.games.age_of_comics import rules as R
from solo_desk.games.age_of_comics.content import content
from solo_desk.games.age_of_comics.state import Print, PrintJob, Sales, SalesOp, clone

from tests.gui import status_messages

from .test_audit_sales import player_turn


def at_crowded_space(face_down=True, space=0):
    """The player to move, Sales space `space` free, the agent on a space with 4 orders in reach."""
    state = player_turn(tickets=0)
    state.spaces["sales"] = [None] * len(state.spaces["sales"])
    c = content()
    agent = next(a for a, tiles in sorted(c.sales.agent_to_orders.items())
                 if sum(t in state.orders for t in tiles) >= 4)
    state.player.agent = agent
    tiles = [t for t in c.sales.agent_to_orders[agent] if t in state.orders]
    for t in tiles:
        state.orders[t].face_up = not face_down
    return state, tiles


@pytest.mark.rule("AOC-GEN-BASE", "AOC-FLOW-PLAYER")
def test_flips_and_collects_are_two_counters_of_the_spaces_number():
    state, tiles = at_crowded_space()
    assert content().space("sales", 0).operations == 3
    three = tiles[:3]
    # 3 flips then 3 collects on the first space: 6 operations, 3 of each kind (the old engine: 3 in all)
    action = Sales(by="player", path=[], ops=[SalesOp(space=t, op="flip") for t in three]
                   + [SalesOp(space=t, op="collect") for t in three])
    after, _ = GAME.apply(state, action)
    assert len(after.player.orders) == 3 and not any(t in after.orders for t in three)
    # a 4th collect (or a 4th flip) is over the counter
    for op in ("collect", "flip"):
        with pytest.raises(IllegalAction) as err:
            GAME.apply(state, Sales(by="player", path=[], ops=[SalesOp(space=t, op=op) for t in tiles]))
        assert err.value.key == "age_of_comics.error.too_many_operations"
    legal = R.sales_actions(state, 0)
    staying = [a for a in legal if not a.path]
    assert max(sum(o.op == "collect" for o in a.ops) for a in staying) == 3
    # flip one order and collect three others: 1 flip + 3 collects, offered
    assert any(sum(o.op == "flip" for o in a.ops) == 1 and sum(o.op == "collect" for o in a.ops) == 3
               for a in staying)
    # the 2nd space: 2 flips and 2 collects
    assert content().space("sales", 1).operations == 2
    state.spaces["sales"][0] = "automa"
    second = [a for a in R.sales_actions(state, 1) if not a.path]
    assert max(sum(o.op == "collect" for o in a.ops) for a in second) == 2
    assert any(sum(o.op == "flip" for o in a.ops) == 2 and sum(o.op == "collect" for o in a.ops) == 2
               for a in second)


@pytest.mark.rule("AOC-GEN-BASE", "AOC-FLOW-PLAYER")
def test_a_face_down_order_is_collected_directly():
    state, tiles = at_crowded_space()
    target = tiles[0]
    tile = state.orders[target]
    legal = [[(o.space, o.op) for o in a.ops] for a in R.sales_actions(state, 0) if not a.path]
    assert [(target, "collect")] in legal
    after, recorded = GAME.apply(state, Sales(by="player", path=[], ops=[SalesOp(space=target, op="collect")]))
    held = after.player.orders[-1]
    assert target not in after.orders and (held.genre, held.value) == (tile.genre, tile.value)
    assert recorded.outcomes[f"order_value:{target}"] == tile.value
    # an older save's flip then collect of the same order still replays
    old, _ = GAME.apply(state, Sales(by="player", path=[], ops=[SalesOp(space=target, op="flip"),
                                                                 SalesOp(space=target, op="collect")]))
    assert old.player.orders == after.player.orders


@pytest.mark.rule("AOC-GEN-BASE", "AOC-GEN-OPERATE")
def test_companion_collecting_a_face_down_order_asks_its_value():
    state, tiles = at_crowded_space()
    state = clone(state)
    state.mode = "companion"
    target = tiles[0]
    genre = state.orders[target].genre
    for t in state.orders.values():
        if not t.face_up:
            t.value = None
    action = Sales(by="player", path=[], ops=[SalesOp(space=target, op="collect")])
    with pytest.raises(IllegalAction) as err:
        GAME.apply(state, action)
    assert err.value.params["name"] == f"order_value:{target}"
    done = R.complete_move(state, action, lambda name, values: values[-1])
    after, _ = GAME.apply(state, done)
    assert (after.player.orders[-1].genre, after.player.orders[-1].value) == (genre, done.outcomes[f"order_value:{target}"])


def print_ready(money, bonus_first="plus_four_money", ideas=None):
    state = player_turn(tickets=0)
    state.spaces["print"] = [None] * len(state.spaces["print"])
    c = content()

    def find(kind, genre, value):
        return next(x.id for x in c.creatives if x.kind == kind and R.genre_of(x.id) == genre and x.value == value)

    def comic(genre, bonus):
        return next(x.id for x in c.comics if R.genre_of(x.id) == genre and x.bonus == bonus)

    state.player.hand = [find("writer", "crime", 2), find("artist", "crime", 2),
                         find("writer", "horror", 2), find("artist", "horror", 2)]
    first, second = comic("crime", bonus_first), comic("horror", "plus_one_fan")
    state.player.developed = [first, second]
    state.player.ideas = {g: 0 for g in state.player.ideas} | (ideas or {"crime": 2, "horror": 2})
    state.player.money = money
    jobs = (PrintJob(comic=first, writer=state.player.hand[0], artist=state.player.hand[1]),
            PrintJob(comic=second, writer=state.player.hand[2], artist=state.player.hand[3]))
    return state, jobs


@pytest.mark.rule("AOC-GEN-BASE", "AOC-FLOW-PLAYER")
def test_a_double_print_paid_with_the_first_prints_money_bonus_is_offered():
    state, (crime, horror) = print_ready(money=5)  # each print costs $4; the crime comic gives +$4
    doubles = [a for a in R.legal_actions(state) if a.kind == "print" and len(a.prints) == 2]
    assert doubles and all([j.comic for j in a.prints] == [crime.comic, horror.comic] for a in doubles)
    assert any(a.prints == [crime, horror] for a in doubles)  # the crime comic's bonus first
    after, _ = GAME.apply(state, doubles[0])
    assert after.player.money == 1 and len(after.player.printed) == 2
    # horror first cannot pay for the crime print: refused
    with pytest.raises(IllegalAction):
        GAME.apply(state, Print(by="player", prints=[horror, crime]))
    poorer, _ = print_ready(money=3)  # not even the first print
    assert not [a for a in R.legal_actions(poorer) if a.kind == "print" and len(a.prints) == 2]


@pytest.mark.rule("AOC-GEN-BASE", "AOC-FLOW-PLAYER")
def test_a_double_print_paid_with_the_first_prints_two_ideas_is_offered():
    state, (crime, horror) = print_ready(money=20, bonus_first="two_ideas", ideas={"crime": 2, "horror": 0})
    doubles = [a for a in R.legal_actions(state) if a.kind == "print" and len(a.prints) == 2]
    picks = {tuple(a.prints[0].bonus_ideas) for a in doubles}
    assert picks == {("horror", "horror")}  # only the bonus ideas that pay the horror original
    assert all([j.comic for j in a.prints] == [crime.comic, horror.comic] for a in doubles)
    after, _ = GAME.apply(state, doubles[0])
    assert len(after.player.printed) == 2 and after.player.ideas["horror"] == 0


@pytest.mark.gui
@pytest.mark.rule("AOC-GEN-BASE", "AOC-FLOW-PLAYER")
def test_a_click_on_a_face_down_order_in_reach_collects_it(window, qtbot, monkeypatch):
    from solo_desk.games.age_of_comics.scene import AgeOfComicsScene, place_name

    from .test_scene import Chooser, click, piece, redrawn, start, to_player_turn

    controller = start(window, qtbot, seed=11)
    to_player_turn(window, qtbot)
    state = controller.state
    agent = next(a for a, tiles in sorted(content().sales.agent_to_orders.items())
                 if sum(t in state.orders for t in tiles) >= 2)
    state.player.agent, state.player.money, state.player.tickets = agent, 0, 0
    target = next(t for t in content().sales.agent_to_orders[agent] if t in state.orders)
    state.orders[target].face_up = False
    genre, value = state.orders[target].genre, state.orders[target].value
    window.scene.refresh()
    redrawn(qtbot, window)
    # an order no walk (no money) and no ticket reaches: refused with the reason
    far = next(t for t in state.orders if not any(
        t in content().sales.agent_to_orders.get(a, ()) for a in (agent, *content().sales.agent_adjacency[agent])))
    far_tile = piece(window.scene, ("tile", far))
    assert not window.scene.can_click(far_tile)
    with status_messages(window) as errors:
        click(qtbot, window.view, far_tile)
        qtbot.waitUntil(lambda: bool(errors))
    assert "out of your agent's reach" in errors[0]
    want = [(target, "collect")]
    chooser = Chooser(lambda options: next(a for _, a in options if not a.path and [(o.space, o.op) for o in a.ops] == want))
    monkeypatch.setattr(AgeOfComicsScene, "chooser", staticmethod(chooser))
    cursor = controller.session.cursor
    tile = piece(window.scene, ("tile", target))
    assert window.scene.can_click(tile)
    click(qtbot, window.view, tile)
    qtbot.waitUntil(lambda: controller.session.cursor == cursor + 1)
    offered = chooser.offered[0][1]
    assert all(any(o.space == target for o in a.ops) for _, a in offered)  # only the moves on that order
    path = next(p for p, a in offered if [(o.space, o.op) for o in a.ops] == want)
    assert path == (f"here ({place_name(agent)}): collect {path[0].split('collect ', 1)[1]}",) and "?" in path[0]
    assert (controller.state.player.orders[-1].genre, controller.state.player.orders[-1].value) == (genre, value)
