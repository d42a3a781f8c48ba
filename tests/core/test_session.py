from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from solo_desk.core import saves
from solo_desk.core.errors import BadInput, IllegalAction
from solo_desk.core.playout import replay
from solo_desk.core.session import Branch, Session
from tests.fixtures.tiny import SetPile, Take


def new_session(pebbles, pile=10, mode="digital"):
    return Session.new(pebbles, {"pile": pile}, seed=7, mode=mode)


def test_undo_redo_move_the_cursor_and_keep_the_states(pebbles):
    session = new_session(pebbles)
    start = session.state
    session.apply(Take(count=2))
    after_player = session.state
    session.apply(pebbles.propose(session.state).actions)
    assert session.cursor == 2
    assert session.undo() and session.state == after_player
    assert session.undo() and session.state == start
    assert not session.undo()
    assert session.redo() and session.redo() and not session.redo()
    assert session.state.pile < after_player.pile


def test_new_action_after_undo_keeps_the_old_tail_as_a_branch(pebbles):
    session = new_session(pebbles)
    session.apply(Take(count=1))
    session.apply(pebbles.propose(session.state).actions)
    old_tail_state = session.state
    session.undo()
    session.undo()
    session.apply(Take(count=3))
    assert len(session.branches) == 1 and session.branches[0].fork == 0
    assert len(session.branches[0].steps) == 2
    session.restore_branch(0)
    assert session.state == old_tail_state
    # the line it replaced is kept in turn: nothing is ever lost
    assert len(session.branches) == 1 and session.branches[0].steps[0].actions[0].count == 3


def test_the_step_just_undone_played_again_is_a_redo_not_a_branch(pebbles):
    session = new_session(pebbles)
    session.apply(Take(count=1))
    session.apply(pebbles.propose(session.state).actions)
    steps, end = list(session.steps), session.state
    session.undo()
    session.undo()
    session.apply(Take(count=1))  # the same move again
    assert session.branches == [] and session.cursor == 1 and session.steps == steps
    session.apply(pebbles.propose(session.state).actions)  # the automa's deterministic turn again
    assert session.branches == [] and session.state == end and session.steps == steps


def test_refused_action_changes_nothing(pebbles):
    session = new_session(pebbles, pile=2)
    before = (session.state, session.cursor, list(session.steps))
    with pytest.raises(IllegalAction):
        session.apply([Take(count=1), Take(count=2)])  # the second takes more than is left
    assert (session.state, session.cursor, list(session.steps)) == before


def test_undo_never_rerolls(pebbles):
    session = Session.new(pebbles, {"pile": 8, "first": "automa"}, seed=11)
    first = pebbles.propose(session.state)
    session.apply(first.actions)
    session.undo()
    again = pebbles.propose(session.state)
    assert again.actions == first.actions  # same die: undo does not re-roll


def test_companion_mode_asks_for_the_physical_die(pebbles):
    session = Session.new(pebbles, {"pile": 8, "first": "automa"}, seed=1, mode="companion")
    proposal = pebbles.propose(session.state)
    assert proposal.status == "needs_input" and proposal.inputs[0].name == "die"
    answered = pebbles.propose(session.state, {"die": "6"})
    assert answered.status == "automa_turn" and answered.actions[0].count == 3
    assert answered.actions[0].outcomes == {"die": 6}


operations = st.lists(
    st.one_of(
        st.tuples(st.just("move"), st.integers(0, 2)),
        st.tuples(st.just("automa"), st.just(0)),
        st.tuples(st.just("edit"), st.integers(1, 12)),
        st.tuples(st.just("undo"), st.just(0)),
        st.tuples(st.just("redo"), st.just(0)),
        st.tuples(st.just("save_load"), st.just(0)),
        st.tuples(st.just("restore"), st.integers(0, 3)),
    ),
    max_size=30,
)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(ops=operations)
def test_any_sequence_keeps_state_equal_to_its_replay(pebbles, tmp_path: Path, ops):
    session = new_session(pebbles, pile=9)
    for op, arg in ops:
        state = session.state
        if op == "move" and pebbles.to_move(state) == "player":
            legal = pebbles.legal_actions(state)
            session.apply(legal[arg % len(legal)])
        elif op == "automa" and pebbles.to_move(state) == "automa":
            session.apply(pebbles.propose(state).actions)
        elif op == "edit":
            session.apply(SetPile(pile=arg))
        elif op == "undo":
            session.undo()
        elif op == "redo":
            session.redo()
        elif op == "restore" and session.branches:
            session.restore_branch(arg % len(session.branches))
        elif op == "save_load":
            path = tmp_path / "game.json"
            saves.save(session, path)
            loaded = saves.load(path)
            assert loaded.state == session.state and loaded.cursor == session.cursor
            assert loaded.branches == session.branches
            session = loaded
        assert session.state == replay(pebbles, session.initial, session.steps[: session.cursor])
        for branch in session.branches:  # every kept branch still replays on the main line
            assert branch.fork <= len(session.steps)
            replay(pebbles, session.initial, session.steps[: branch.fork] + branch.steps)


def test_a_branch_of_a_displaced_line_is_restored_with_the_steps_it_hangs_on(pebbles):
    """Branch B forks at step 3 of a line that restoring branch A (fork 1) displaces: B takes
    steps 2-3 of that line along, so it can still be restored (it used to raise IndexError)."""
    session = new_session(pebbles, pile=9)
    session.apply(pebbles.legal_actions(session.state)[0])    # 1: the player takes
    session.apply(pebbles.propose(session.state).actions)     # 2: the automa takes
    session.undo()
    session.apply(SetPile(pile=7))                             # branch A = [2], fork 1
    session.apply(pebbles.propose(session.state).actions)     # 3: the automa takes
    session.apply(SetPile(pile=5))                             # 4
    session.undo()
    session.apply(SetPile(pile=4))                             # branch B = [4: pile 5], fork 3
    line_of_b = session.steps[:3] + session.branches[1].steps
    session.restore_branch(0)                                  # A; the line with B's steps is displaced
    assert all(b.fork <= len(session.steps) for b in session.branches)
    b = next(i for i, br in enumerate(session.branches) if br.steps[-1].actions[-1] == SetPile(pile=5))
    session.restore_branch(b)
    assert session.steps == line_of_b
    assert session.state == replay(pebbles, session.initial, line_of_b) and session.state.pile == 5


def test_a_stale_branch_is_refused_with_a_message_and_kept(pebbles):
    session = new_session(pebbles, pile=9)
    session.apply(pebbles.legal_actions(session.state)[0])
    session.branches.append(Branch(fork=5, steps=[]))  # as an older save may hold
    with pytest.raises(BadInput) as err:
        session.restore_branch(0)
    assert err.value.key == "session_branch_stale" and "{" not in err.value.message("it")
    assert len(session.branches) == 1 and len(session.steps) == 1


def test_a_correction_that_leaves_an_impossible_table_is_refused_and_changes_nothing():
    """The CLI's edit command and the boards apply corrections through the session: one that breaks
    the game's checks (here Terra Mystica's power tokens no longer adding up) would make a save that
    cannot be opened again: refused with the reason, the game untouched."""
    from solo_desk.core.errors import IllegalAction
    from solo_desk.games.terra_mystica import GAME as TM

    session = Session.new(TM, {}, 3, "digital")
    session.apply(list(TM.propose(session.state).actions))  # the set-up: the player's bowls filled
    bowls = list(session.state.power)
    assert sum(bowls) == 12
    with pytest.raises(IllegalAction) as refused:
        session.apply(TM.parse_action({"kind": "edit_resources", "by": "player", "power": [30, 0, 0]}))
    assert refused.value.key == "edit_breaks_state" and "Power tokens" in refused.value.message("en")
    assert session.cursor == 1 and list(session.state.power) == bowls
    session.apply(TM.parse_action({"kind": "edit_resources", "by": "player", "coins": 17}))  # a sound one
    assert session.state.coins == 17
