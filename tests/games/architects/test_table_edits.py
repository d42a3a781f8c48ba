"""Edits of the pieces moved by hand (both modes): the Conflict tokens, the Cat pawn, a Wonder
stage built or not, the Military Victory tokens. Each is set as the table shows, checked only by
the invariants (and refused with its message key), and is undone, redone, saved and replayed."""
from __future__ import annotations

import random

import pytest

from solo_desk.core import saves
from solo_desk.core.messages import render
from solo_desk.core.playout import apply_step, next_step
from solo_desk.core.session import Session
from solo_desk.games.architects import GAME
from solo_desk.games.architects.edits import table_corrections
from solo_desk.games.architects.rules import check
from solo_desk.games.architects.state import (
    CorrectCard, CorrectCat, CorrectConflict, CorrectStage, CorrectVictories, Task,
)

from .helpers import table
from .test_edits import OPTIONS, refused, started  # noqa: F401 (pytest fixture)

pytestmark = pytest.mark.rule("ARCH-SETUP-2P")


@pytest.fixture(params=["companion", "digital"])
def fresh(request, started):
    """Your first turn, in either mode: the physical pieces are corrected in both."""
    return started if request.param == "companion" else GAME.new_state(OPTIONS, 3, "digital")


def test_the_conflict_tokens_are_set_as_the_table_shows(fresh):
    assert fresh.conflict == 0
    two, recorded = GAME.apply(fresh, CorrectConflict(war=2))
    assert two.conflict == 2 and not two.battle_pending and recorded.kind == "correct_conflict"
    assert two.head == fresh.head and two.player == fresh.player  # nothing else moves
    three, _ = GAME.apply(two, CorrectConflict(war=3))
    assert three.battle_pending  # all on war: the battle is due at the end of the turn
    back, _ = GAME.apply(three, CorrectConflict(war=1))
    assert back.conflict == 1 and not back.battle_pending
    check(back)


def test_conflict_tokens_all_on_war_bring_the_battle_at_the_end_of_the_turn(started):
    state, _ = GAME.apply(started, CorrectConflict(war=3))
    rng = random.Random(5)
    while state.turn == "player":
        state, _ = apply_step(GAME, state, next_step(GAME, state, rng), check=True)
    assert state.conflict == 0 and not state.battle_pending  # the battle was fought, the tokens reset


def test_conflict_corrections_are_refused_with_clear_keys(fresh):
    assert refused(fresh, CorrectConflict(war=0)) == "architects.error.edit_unchanged"
    assert refused(fresh, CorrectConflict(war=4)) == "architects.error.edit_breaks_state"  # only 3 tokens
    assert refused(fresh, CorrectConflict(war=-1)) == "architects.error.edit_breaks_state"


def test_the_cat_pawn_is_moved_to_whoever_really_holds_it(fresh):
    yours, _ = GAME.apply(fresh, CorrectCat(holder="player"))
    assert yours.cat == "player" and fresh.cat is None
    theirs, _ = GAME.apply(yours, CorrectCat(holder="automa"))
    nobody, _ = GAME.apply(theirs, CorrectCat())
    assert theirs.cat == "automa" and nobody.cat is None
    assert refused(nobody, CorrectCat()) == "architects.error.edit_unchanged"


def test_the_cat_is_not_moved_while_the_opponent_flips_with_it():
    state = table("wood", "stone", cat="automa", queue=(Task(kind="cat_flip"), Task(kind="pick", reason="main")))
    assert state.head.kind == "cat_flip"
    assert refused(state, CorrectCat(holder="player")) == "architects.error.edit_cat_in_use"
    assert table_corrections(state, ("cat",)) == []


def test_a_wonder_stage_is_set_built_or_not(fresh):
    built, _ = GAME.apply(fresh, CorrectStage(side="automa", stage=1, built=True))
    assert built.automa.built == (1,) and built.automa.cards == fresh.automa.cards  # nothing paid
    second, _ = GAME.apply(built, CorrectStage(side="automa", stage=2, built=True))
    assert second.automa.built == (1, 2)
    assert refused(second, CorrectStage(side="automa", stage=1, built=False)) == "architects.error.edit_breaks_state"  # level 2 stands on it
    unbuilt, _ = GAME.apply(second, CorrectStage(side="automa", stage=2, built=False))
    assert unbuilt.automa.built == (1,)


def test_stage_corrections_are_refused_with_clear_keys(fresh):
    assert refused(fresh, CorrectStage(side="player", stage=6, built=True)) == "architects.error.edit_stage_unknown"
    assert refused(fresh, CorrectStage(side="player", stage=0, built=True)) == "architects.error.edit_stage_unknown"
    assert refused(fresh, CorrectStage(side="player", stage=1, built=False)) == "architects.error.edit_unchanged"
    # Giza: stage 3 is on level 3, above the unbuilt levels 1 and 2
    assert refused(fresh, CorrectStage(side="automa", stage=3, built=True)) == "architects.error.edit_breaks_state"


def test_a_stage_is_not_set_built_under_a_pending_build_with_no_other_stage():
    rng = random.Random(1)
    state = GAME.new_state({}, 1, "digital")
    while not (state.head.kind == "build" and len({a.stage for a in GAME.legal_actions(state)}) == 1):
        state, _ = apply_step(GAME, state, next_step(GAME, state, rng))
    stage = GAME.legal_actions(state)[0].stage
    edit = CorrectStage(side=state.turn, stage=stage, built=True)
    assert refused(state, edit) == "architects.error.edit_no_move_left"


def test_a_completed_wonder_that_ended_the_game_keeps_its_stages():
    rng = random.Random(2)
    state = GAME.new_state({}, 2, "digital")
    while GAME.result(state) is None:
        state, _ = apply_step(GAME, state, next_step(GAME, state, rng))
    assert state.ended == "wonder"  # seed 2 ends with a completed Wonder
    winner = next(w for w in ("player", "automa") if len(state.side(w).built) == 5)
    top = state.side(winner).built[-1]
    assert refused(state, CorrectStage(side=winner, stage=top, built=False)) == "architects.error.edit_stage_ends_game"
    fixed, _ = GAME.apply(state, CorrectVictories(side=winner, count=state.side(winner).victories + 1))
    assert GAME.result(fixed).scores[winner] == GAME.result(state).scores[winner] + 3  # the score follows the table


def test_military_victory_tokens_are_counted_as_on_the_table(fresh):
    two, _ = GAME.apply(fresh, CorrectVictories(side="player", count=2))
    assert two.player.victories == 2 and two.automa.victories == 0
    assert refused(two, CorrectVictories(side="player", count=2)) == "architects.error.edit_unchanged"
    assert refused(two, CorrectVictories(side="automa", count=-1)) == "architects.error.edit_breaks_state"


def test_the_board_lists_only_the_corrections_accepted_now(fresh):
    assert table_corrections(fresh, ("conflict", 0)) == [CorrectConflict(war=1)]
    assert table_corrections(fresh, ("cat",)) == [CorrectCat(holder="player"), CorrectCat(holder="automa")]
    assert table_corrections(fresh, ("stage", "automa", 1)) == [CorrectStage(side="automa", stage=1, built=True)]
    assert table_corrections(fresh, ("stage", "automa", 2)) == []  # level 1 is not built
    assert [a.count for a in table_corrections(fresh, ("victories", "automa"))] == [1, 2, 3, 4, 5, 6]
    war, _ = GAME.apply(fresh, CorrectConflict(war=2))
    assert table_corrections(war, ("conflict", 1)) == [CorrectConflict(war=1)]  # a war token flips to peace
    assert table_corrections(war, ("conflict", 2)) == [CorrectConflict(war=3)]


def test_the_history_tells_each_correction_in_both_languages():
    texts = [
        (CorrectConflict(war=2), ("2 of the 3 Conflict tokens really show war", "2 dei 3 segnalini Conflitto")),
        (CorrectCat(holder="automa"), ("the Cat pawn is really with the Opponent", "con l'Avversario")),
        (CorrectStage(side="player", stage=3, built=True), ("stage 3 of your Wonder is really built", "della tua Meraviglia")),
        (CorrectStage(side="automa", stage=1, built=False), ("of the Opponent's Wonder is really not built", "non è costruito")),
        (CorrectVictories(side="automa", count=4), ("4 Military Victory tokens really lie in the Opponent's city",
                                                    "nella città dell'Avversario")),
    ]
    for edit, (en, it) in texts:
        message = GAME.describe(edit)
        assert en in render(message.key, message.params, "en")
        italian = render(message.key, message.params, "it")
        assert it in italian and "{" not in italian


def test_table_corrections_are_undone_redone_saved_and_replayed(fresh, tmp_path):
    session = Session(GAME, fresh, dict(fresh.options))
    edits = [CorrectConflict(war=2), CorrectCat(holder="player"), CorrectStage(side="automa", stage=1, built=True),
             CorrectVictories(side="automa", count=1)]
    for edit in edits:
        session.apply(edit)
    corrected = session.state
    assert (corrected.conflict, corrected.cat, corrected.automa.built, corrected.automa.victories) == (2, "player", (1,), 1)
    session.undo()
    session.undo()
    assert session.state.automa.built == () and session.state.cat == "player"
    session.redo()
    session.redo()
    assert session.state == corrected
    session.apply(GAME.legal_actions(session.state)[0])  # play goes on from the corrected table
    path = tmp_path / "game.json"
    saves.save(session, path)
    loaded = saves.load(path)
    assert loaded.state == session.state and loaded.replay_all() == session.state
    assert [a.kind for s in loaded.steps for a in s.actions][:4] == [
        "correct_conflict", "correct_cat", "correct_stage", "correct_victories"]


def test_a_digital_game_still_refuses_card_corrections_but_not_table_pieces():
    state = GAME.new_state(OPTIONS, 3, "digital")
    top = state.decks["player"].top
    other = next(k for k in ("wood", "stone") if k != top)
    assert refused(state, CorrectCard(place="deck", deck="player", card=top, value=other)) == "architects.error.edit_digital"
    new, _ = GAME.apply(state, CorrectCat(holder="automa"))
    assert new.cat == "automa" and GAME.legal_actions(new) == GAME.legal_actions(state)
