"""Companion mode: the table's questions come back as needs_input; answered, they hold the
answer actions (Apply / `solo-desk apply --input` play them); the Opponent's turn is never
half-applied."""
from __future__ import annotations

import json

import pytest

from solo_desk.cli import main
from solo_desk.core.schemas import ApplyOutput, ProposeOutput
from solo_desk.games.architects import GAME
from solo_desk.games.architects.state import UNKNOWN, Take

from .helpers import table

pytestmark = pytest.mark.rule("ARCH-SETUP-2P")


def _with_unknown(state, counts):
    decks = dict(state.decks)
    for deck_id, pool in counts.items():
        decks[deck_id] = decks[deck_id].model_copy(update={"unknown": pool})
    return state.model_copy(update={"decks": decks})


@pytest.fixture
def drawn():
    state = table("wood", "stone", mode="companion", turn="player", central=(UNKNOWN,) * 3)
    state = _with_unknown(state, {"central": {"gold": 2, "blue_cat": 1}})
    state, _ = GAME.apply(state, Take(deck="central", by="player"))
    assert state.head.kind == "ask" and state.turn == "player"
    return state


def test_the_card_you_drew_face_down_is_a_question_of_the_table(drawn):
    asked = GAME.propose(drawn)
    assert asked.status == "needs_input" and not asked.actions and not asked.applicable()
    request = asked.inputs[0]
    assert request.kind == "card" and request.key == "architects.input.card_central_top"
    assert {c.value for c in request.choices} == {"gold", "blue_cat"}  # only the cards still possible

    answered = GAME.propose(drawn, {request.name: "blue_cat"})
    assert answered.status == "needs_input" and answered.to_move == "player"
    assert answered.applicable() and not answered.inputs
    assert [(a.kind, a.value) for a in answered.actions] == [("answer", "blue_cat")]
    state = drawn
    for action in answered.actions:
        state, _ = GAME.apply(state, action)
    assert "blue_cat" in state.player.cards and state.cat == "player"


def test_the_opponents_turn_after_the_answer_is_its_own_proposal(drawn):
    answered = GAME.propose(drawn, {"card_1": "gold"})
    state = drawn
    for action in answered.actions:
        state, _ = GAME.apply(state, action)
    assert all(a.kind == "answer" for a in answered.actions)  # the Opponent's turn is not bundled in
    assert state.turn == "automa"
    asked = GAME.propose(state)  # both tops are Greys that help Giza: the die decides (ARCH-DIE-SEVERAL)
    assert asked.status == "needs_input" and asked.inputs[0].kind == "die" and not asked.actions
    turn = GAME.propose(state, {asked.inputs[0].name: "5"})
    assert turn.status == "automa_turn" and turn.actions[0].by == "automa" and turn.actions[0].deck == "automa"


@pytest.mark.rule("ARCH-TURN-1", "ARCH-PRIO-7")
def test_a_question_inside_the_opponents_turn_leaves_nothing_to_apply():
    # The Opponent holds the Cat: it flips the unknown central top; the table must say what it is.
    state = table("blue_3vp", "blue_3vp", mode="companion", cat="automa", central=(UNKNOWN,) * 2)
    state = _with_unknown(state, {"central": {"blue_cat": 1, "blue_3vp": 1}})
    asked = GAME.propose(state)
    assert asked.status == "needs_input" and not asked.actions and not asked.applicable()
    assert asked.inputs[0].key == "architects.input.card_central_flipped"  # not "taken" (playtest 4)
    assert asked.trace[0].rule == "ARCH-TURN-1"
    turn = GAME.propose(state, {asked.inputs[0].name: "blue_cat"})
    assert turn.status == "automa_turn"
    assert [a.kind for a in turn.actions[:3]] == ["flip_central", "answer", "take"]
    assert turn.actions[2].deck == "central"  # ARCH-PRIO-7: the face-up Cat card


def test_cli_apply_with_input_plays_the_answer(tmp_path, capsys):
    path = str(tmp_path / "c.json")
    assert main(["new", "architects", "--mode", "companion", "--seed", "2", "--option", "difficulty=easy", "-o", path]) == 0
    capsys.readouterr()
    answers: dict[str, str] = {}
    while True:  # the set-up questions: the three face-up tokens, the two Wonder deck tops
        main(["propose", path, "--json", *[f"--input={k}={v}" for k, v in answers.items()]])
        proposal = ProposeOutput.model_validate_json(capsys.readouterr().out).proposal
        assert proposal.status == "needs_input"
        if proposal.actions:
            break
        answers[proposal.inputs[0].name] = proposal.inputs[0].choices[-1].value
    assert len(answers) == 5 and all(a.kind == "answer" for a in proposal.actions)
    code = main(["apply", path, "--json", *[f"--input={k}={v}" for k, v in answers.items()]])
    applied = ApplyOutput.model_validate_json(capsys.readouterr().out)
    assert code == 0 and applied.steps == 1 and len(applied.applied) == 5
    saved = json.loads(open(path).read())
    assert saved["cursor"] == 1
