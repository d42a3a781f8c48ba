"""A save's steps replay into what the rules record of them: the history's amounts and names come
from the rules, not from the file (a hand-edited save, or a set-up corrected in companion mode)."""
import json

from solo_desk.core import saves
from solo_desk.core.playout import play_game
from solo_desk.core.session import Session
from solo_desk.games.terra_mystica import GAME as TM


def _passes(session):
    return [(n, a) for n, step in enumerate(session.steps) for a in step.actions if a.kind == "pass"]


def test_forged_amounts_in_a_saved_pass_are_told_again_by_the_rules(tmp_path):
    record = play_game(TM, {}, 1)  # three of its six passes score VP
    assert record.error is None
    session = Session(TM, record.initial, record.initial.options, record.steps)
    path = tmp_path / "tm.json"
    saves.save(session, path)
    true_passes = _passes(session)
    assert any("pass_vp" in a.outcomes for _, a in true_passes)
    assert any("pass_vp" not in a.outcomes for _, a in true_passes)

    data = json.loads(path.read_text())
    for number, _ in true_passes:  # every pass claims 999 VP, those that scored nothing too
        for action in data["steps"][number]["actions"]:
            if action["kind"] == "pass":
                action["outcomes"]["pass_vp"] = 999
    path.write_text(json.dumps(data))

    loaded = saves.load(path)
    assert _passes(loaded) == true_passes
    assert all(TM.describe(a) == TM.describe(b) for (_, a), (_, b) in zip(_passes(loaded), true_passes))
    assert loaded.state == session.state
    saves.save(loaded, path)  # the file written again holds the rules' record
    assert _passes(saves.load(path)) == true_passes


def test_a_branch_restored_tells_what_its_actions_did_there():
    record = play_game(TM, {}, 4)
    steps = record.steps
    pass_at = next(n for n, step in enumerate(steps) if any(a.kind == "pass" and "pass_vp" in a.outcomes
                                                                for a in step.actions))
    session = Session(TM, record.initial, record.initial.options, steps[:pass_at])
    forged = [a.with_outcomes(pass_vp=999) if a.kind == "pass" else a for a in steps[pass_at].actions]
    session.steps.append(steps[pass_at].model_copy(update={"actions": forged}))
    session.cursor = pass_at
    session.apply(list(steps[pass_at].actions))  # the same move: the forged step goes to a branch
    assert session.branches
    true_pass = next(a for a in session.steps[pass_at].actions if a.kind == "pass")
    session.restore_branch(len(session.branches) - 1)
    restored = next(a for a in session.steps[pass_at].actions if a.kind == "pass")
    assert restored.outcomes["pass_vp"] == true_pass.outcomes["pass_vp"] != 999


def test_forged_history_fields_of_a_duel_save_are_filled_in_again_by_the_rules(tmp_path):
    from solo_desk.games.duel import GAME as DUEL

    record = play_game(DUEL, {}, 5)
    assert record.error is None
    session = Session(DUEL, record.initial, record.initial.options, record.steps)
    path = tmp_path / "duel.json"
    saves.save(session, path)
    data = json.loads(path.read_text())
    forged = 0
    for step in data["steps"]:
        for action in step["actions"]:
            if action["kind"] in ("build", "discard", "choose", "pick_wonder"):
                action["supremacy"] = "military:player"  # no move but the last ended the game
                forged += 1
            if action["kind"] == "discard":
                action["gain"] = 99
                # events the rules tell the history of: a level's Conflict nudge, a Messe with nothing to take
                action.setdefault("outcomes", {})["solo_level_nudge"] = {"age": 2, "level": "x", "before": 0, "after": 1}
                action["outcomes"]["messe_nothing"] = {"reason": "top_row_empty"}
            if action["kind"] == "choose":
                action["discarded"] = "forged"
    path.write_text(json.dumps(data))
    loaded = saves.load(path)
    assert forged and loaded.steps == session.steps
    assert [DUEL.describe(a) for step in loaded.steps for a in step.actions] == [
        DUEL.describe(a) for step in session.steps for a in step.actions]
