"""The player's Sales as Board Game Arena plays it (AOCPerformSalesState, PerformSales.ts): move, act,
move again, act again within one Sales action; the flips and collects are two counters for the
whole action; the first walking step of the action is free, every other one $2 (a ticket does not
use the free step); the action ends with "End action" (or by itself when nothing is left). A game
begun before (rules_version 1) keeps one move then its flips/collects, so its saves replay."""
import json

import pytest

from solo_desk.core.saves import dumps, load
from solo_desk.games.age_of_comics import GAME
from solo_desk.games.age_of_comics import rules as R
from solo_desk.games.age_of_comics.content import content
from solo_desk.games.age_of_comics.scene import AgeOfComicsScene
from solo_desk.games.age_of_comics.state import AocState, EndSales, Sales, SalesMore, SalesOp
from solo_desk.ui.i18n import set_language

from tests.gui import status_messages

from .test_audit_sales import player_turn
from .test_scene import Chooser, click, piece, redrawn, start, to_player_turn

ADJ = content().sales.agent_adjacency
REACH = content().sales.agent_to_orders


def face_down_near(state, agent):
    return [s for s in REACH.get(agent, ()) if s in state.orders and not state.orders[s].face_up]


def first_stretch(state):
    """A one-step walk from the start that flips one face-down order."""
    dest = next(d for d in ADJ[state.player.agent] if face_down_near(state, d))
    return Sales(by="player", path=[dest], ops=[SalesOp(space=face_down_near(state, dest)[0], op="flip")])


@pytest.mark.rule("AOC-GEN-BASE", "AOC-FLOW-PLAYER")
def test_after_acting_the_agent_moves_and_acts_again_with_shared_counters():
    state = player_turn(tickets=0, money=10)
    ops = content().space("sales", R.first_free(state, "sales")).operations
    assert ops >= 2
    turn = state.turn
    state, _ = GAME.apply(state, first_stretch(state))
    assert state.sales_open is not None and state.turn == turn  # still your Sales
    assert (state.sales_open.flips, state.sales_open.collects, state.sales_open.walked) == (ops - 1, ops, True)
    assert R.to_move(state) == "player"
    assert "player_sales_open" in str(GAME.propose(state).trace)  # the Automa panel says your Sales goes on
    legal = R.legal_actions(state)
    assert isinstance(legal[0], EndSales) and all(isinstance(a, (EndSales, SalesMore)) for a in legal)
    assert not any(isinstance(a, SalesMore) and not a.path and not a.ops for a in legal)  # never nothing at all
    # the free step is used: the next walk pays $2 for each step (BGA moveSalesAgent: HAS_WALKED)
    here = state.player.agent
    dest = next(d for d in ADJ[here] if d in REACH and face_down_near(state, d))
    money = state.player.money
    walk = next(a for a in legal if isinstance(a, SalesMore) and a.path == [dest] and len(a.ops) == 1
                and a.ops[0].op == "collect")
    state, _ = GAME.apply(state, walk)
    assert state.player.money == money - 2 and state.player.agent == dest
    assert state.sales_open is not None and state.sales_open.collects == ops - 1
    # the counters are the action's: no more flips than are left
    more = face_down_near(state, dest) + [s for s in REACH[dest] if s in state.orders]
    if state.sales_open.flips < len(face_down_near(state, dest)):
        with pytest.raises(Exception, match="left in this Sales action"):
            GAME.apply(state, SalesMore(by="player", ops=[SalesOp(space=s, op="flip") for s in face_down_near(state, dest)]))
    assert more
    # a move that neither moves nor acts is refused, with the reason
    with pytest.raises(Exception, match="Move your agent or flip/collect an order"):
        GAME.apply(state, SalesMore(by="player"))
    # anything but the Sales is refused while it goes on
    with pytest.raises(Exception, match="still going on"):
        GAME.apply(state, R.area_actions(state, "royalties")[0])
    state, done = GAME.apply(state, EndSales(by="player"))
    assert state.sales_open is None and state.turn == turn + 1 and R.to_move(state) == "automa"


@pytest.mark.rule("AOC-GEN-BASE", "AOC-FLOW-PLAYER")
def test_taking_the_space_without_moving_or_acting_ends_the_action_at_once():
    state = player_turn(tickets=0, money=10)
    turn = state.turn
    nothing = next(a for a in R.area_actions(state, "sales") if not a.path and not a.ops)
    state, _ = GAME.apply(state, nothing)
    assert state.sales_open is None and state.turn == turn + 1  # BGA: End action straight away


@pytest.mark.rule("AOC-GEN-BASE", "AOC-FLOW-PLAYER")
def test_a_ticket_keeps_the_free_step_and_the_action_ends_by_itself_when_the_counters_are_spent():
    state = player_turn(tickets=1, money=0)
    space = R.first_free(state, "sales")
    far = next(d for d in sorted(REACH) if d not in ADJ[state.player.agent] and len(face_down_near(state, d)) >= 1)
    state, _ = GAME.apply(state, Sales(by="player", path=[far], ticket=True))
    assert state.sales_open is not None and not state.sales_open.walked and state.player.tickets == 0
    step = next(d for d in ADJ[far] if d in REACH and face_down_near(state, d))
    legal = R.legal_actions(state)
    assert any(isinstance(a, SalesMore) and a.path == [step] for a in legal)  # free with $0: the action's 1st step
    two = [a for a in legal if isinstance(a, SalesMore) and len(a.path) == 2]
    assert not two  # $2 for the second step: not with $0
    state, _ = GAME.apply(state, SalesMore(by="player", path=[step]))
    assert state.player.money == 0 and state.sales_open.walked
    # spend every flip and collect: the action ends by itself
    ops = content().space("sales", space).operations
    state.sales_open.flips, state.sales_open.collects = 0, 1
    target = next(s for s in REACH[step] if s in state.orders)
    turn = state.turn
    state, _ = GAME.apply(state, SalesMore(by="player", ops=[SalesOp(space=target, op="collect")]))
    assert state.sales_open is None and state.turn == turn + 1 and ops


@pytest.mark.rule("AOC-GEN-BASE")
def test_a_game_begun_before_keeps_one_move_then_acts_and_its_save_replays(tmp_path):
    state = player_turn(tickets=0, money=10)
    old = AocState.model_validate({k: v for k, v in state.model_dump(mode="json").items() if k != "rules_version"})
    assert old.rules_version == 1 and GAME.new_state({"deck": "demo"}, 1, "digital").rules_version == 2
    turn = old.turn
    after, _ = GAME.apply(old, first_stretch(old))
    assert after.sales_open is None and after.turn == turn + 1 and R.to_move(after) == "automa"
    # a save whose initial state has no rules_version (saved before) replays: its Sales ended the
    # turn, the Automa's turn came next
    from solo_desk.core.session import Session

    session = Session.new(GAME, {"deck": "demo"}, 11)
    session.apply(R.setup_actions(session.state)[0])
    while GAME.to_move(session.state) == "automa":
        session.apply(GAME.propose(session.state).actions)
    raw = json.loads(dumps(session))
    raw["initial_state"].pop("rules_version")
    path = tmp_path / "old.json"
    path.write_text(json.dumps(raw))
    session = load(path)
    assert session.initial.rules_version == 1
    session.apply(first_stretch(session.state))
    assert GAME.to_move(session.state) == "automa"
    session.apply(GAME.propose(session.state).actions)
    path.write_text(dumps(session))
    replayed = load(path)
    assert replayed.state.model_dump() == session.state.model_dump() and replayed.state.sales_open is None


@pytest.mark.parametrize("lang", ["en", "it"])
def test_the_history_says_each_stretch_and_the_end(lang):
    state = player_turn(tickets=0, money=10)
    state, done = GAME.apply(state, first_stretch(state))
    here = state.player.agent
    target = next(s for s in REACH[here] if s in state.orders)
    state, more = GAME.apply(state, SalesMore(by="player", ops=[SalesOp(space=target, op="collect")]))
    state, end = GAME.apply(state, EndSales(by="player"))
    from solo_desk.core.messages import render

    lines = [render(GAME.describe(a).key, GAME.describe(a).params, lang) for a in (done, more, end)]
    from solo_desk.games.age_of_comics.names import place

    here_name = place(here)
    if lang == "en":
        assert lines[0].startswith(f"move your agent 1 space to {here_name} (free), flip the "), lines
        assert lines[1].startswith("then collect the ") and lines[1].endswith("(SALES!)"), lines
        assert lines[2] == "end your Sales action (SALES!)", lines
    else:
        assert lines[1].startswith("poi raccogli l'ordine "), lines
        assert lines[2] == "termini la tua azione Vendite (SALES!)", lines
    assert not any("{" in line for line in lines)


@pytest.mark.gui
@pytest.mark.parametrize("lang", ["en", "it"])
def test_the_board_shows_the_sales_under_way_and_offers_end_first(window, qtbot, monkeypatch, lang):
    set_language(lang)
    controller = start(window, qtbot, seed=3)
    to_player_turn(window, qtbot)
    controller.state.player.money = 10
    window.scene.refresh()
    redrawn(qtbot, window)

    def first(options):  # the first menu: a walk that flips one order
        return next(a for _, a in options if isinstance(a, Sales) and a.path and len(a.ops) == 1 and a.ops[0].op == "flip")

    chooser = Chooser(first)
    monkeypatch.setattr(AgeOfComicsScene, "chooser", staticmethod(chooser))
    cursor = controller.session.cursor
    space = R.first_free(controller.state, "sales")
    click(qtbot, window.view, piece(window.scene, ("space", "sales", space)))
    qtbot.waitUntil(lambda: controller.session.cursor == cursor + 1)
    redrawn(qtbot, window)
    tops = [p for p, _ in chooser.offered[0][1]]
    assert len({p[0] for p in tops}) <= 16  # a short first level: orders here, walks by price, tickets
    assert controller.state.sales_open is not None
    texts = [i.text() for i in window.scene.items() if hasattr(i, "text") and callable(i.text)]
    left = {"en": "2 flips and 3 collects left", "it": "ancora 2 girate e 3 raccolte"}[lang]
    assert left in texts, texts  # the Sales area tells what is left
    # another area is refused with the reason
    with status_messages(window) as errors:
        royalties = R.first_free(controller.state, "royalties")
        click(qtbot, window.view, piece(window.scene, ("space", "royalties", royalties)))
        qtbot.waitUntil(lambda: bool(errors))
    assert {"en": "still going on", "it": "ancora in corso"}[lang] in errors[0]
    # the Sales area again: End first, the counters in the title; End passes the turn
    chooser2 = Chooser(lambda options: options[0][1])
    monkeypatch.setattr(AgeOfComicsScene, "chooser", staticmethod(chooser2))
    cursor = controller.session.cursor
    click(qtbot, window.view, piece(window.scene, ("space", "sales", space)))
    qtbot.waitUntil(lambda: controller.session.cursor == cursor + 1)
    title, options = chooser2.offered[0]
    assert options[0][0] == ({"en": "End the Sales action", "it": "Termina l'azione Vendite"}[lang],)
    assert left in title
    assert controller.state.sales_open is None and R.to_move(controller.state) == "automa"


@pytest.mark.gui
def test_a_click_on_an_order_in_reach_acts_on_it_while_the_sales_goes_on(window, qtbot, monkeypatch):
    controller = start(window, qtbot, seed=3)
    to_player_turn(window, qtbot)
    state = controller.state
    state.player.money = 10
    controller.apply(first_stretch(state))
    redrawn(qtbot, window)
    state = controller.state
    target = next(s for s in REACH[state.player.agent] if s in state.orders)
    chooser = Chooser(lambda options: next(a for _, a in options if a.ops[0].op == "collect"))
    monkeypatch.setattr(AgeOfComicsScene, "chooser", staticmethod(chooser))
    cursor = controller.session.cursor
    tile = piece(window.scene, ("tile", target))
    assert window.scene.can_click(tile)
    click(qtbot, window.view, tile)
    qtbot.waitUntil(lambda: controller.session.cursor == cursor + 1)
    offered = [a for _, a in chooser.offered[0][1]]
    assert offered and all(len(a.ops) == 1 and a.ops[0].space == target for a in offered)
    assert target not in controller.state.orders and isinstance(controller.session.steps[-1].actions[0], SalesMore)


@pytest.mark.rule("AOC-GEN-BASE")
def test_a_save_made_while_the_sales_goes_on_reopens_in_it_and_undo_steps_back(tmp_path):
    from solo_desk.core.session import Session

    session = Session.new(GAME, {"deck": "demo"}, 11)
    session.apply(R.setup_actions(session.state)[0])
    while GAME.to_move(session.state) == "automa":
        session.apply(GAME.propose(session.state).actions)
    session.apply(first_stretch(session.state))
    assert session.state.sales_open is not None
    path = tmp_path / "mid.json"
    path.write_text(dumps(session))
    reopened = load(path)
    assert reopened.state.sales_open == session.state.sales_open and reopened.state.rules_version == 2
    assert isinstance(R.legal_actions(reopened.state)[0], EndSales)
    before = session.state_at(session.cursor - 1)
    assert before.sales_open is None and before.player.agent != session.state.player.agent  # undo: back before the move
