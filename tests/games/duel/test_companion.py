"""Companion mode: a whole game played from a script of answers about the physical table.

The script is a digital game with the same moves: whenever the companion asks what the
table shows, the answer is read from the digital game (the "real table"). Both games
must then agree on everything public, and end the same way.
"""
import random

import pytest

from solo_desk.games.duel import GAME, rules
from solo_desk.games.duel.content import catalogue
from solo_desk.games.duel.state import Answer, Choose

from .helpers import table_answer

pytestmark = pytest.mark.rule("SOLO-GEN-1")


def companion_move(action):
    if isinstance(action, Choose) and action.space is not None and action.pick in catalogue().divinities:
        mythology = catalogue().divinities[action.pick].mythology
        return action.model_copy(update={"pick": "?" + mythology})  # the table does not tell which god
    return action


def play_mirrored(seed: int, options: dict):
    table = GAME.new_state(options, seed, "digital")
    comp = GAME.new_state(options, seed, "companion")
    rng = random.Random(seed)
    answers = 0
    while GAME.result(table) is None:
        while comp.asks:
            question = comp.asks[0].question
            assert rules.to_move(comp) == "player"
            proposal = GAME.propose(comp)
            assert proposal.status == "needs_input" and proposal.inputs[0].name == question
            value = table_answer(table, comp, question)
            assert value in [c.value for c in proposal.inputs[0].choices], (question, value)
            comp, _ = GAME.apply(comp, Answer(question=question, value=value))
            GAME.check(comp)
            answers += 1
        assert rules.to_move(comp) == rules.to_move(table)
        action = rules.random_legal_action(table, rng.randrange)
        table, recorded = GAME.apply(table, action)
        comp, _ = GAME.apply(comp, companion_move(recorded))
        GAME.check(comp)
    return table, comp, answers


@pytest.mark.parametrize("seed", [11, 12, 13])
def test_a_whole_companion_game_from_a_script_of_answers(seed):
    table, comp, answers = play_mirrored(seed, {})
    assert answers > 40  # progress tokens, wonders, every Age's face-up cards and reveals, tokens, gods
    assert GAME.result(comp) == GAME.result(table)
    for side in ("player", "automa"):
        a, b = table.city(side), comp.city(side)
        assert (a.coins, a.buildings, a.built, a.progress, a.divinities) == (b.coins, b.buildings, b.built, b.progress, b.divinities)


def test_companion_without_pantheon_and_with_promos():
    table, comp, _ = play_mirrored(21, {"pantheon": False, "promo_wonders": True})
    assert GAME.result(comp) == GAME.result(table)


def test_only_cards_still_possible_are_offered():
    s = GAME.new_state({}, 2, "companion")
    first = s.asks[0].question
    choices = rules.ask_choices(s, first)
    assert len(choices) == 13  # 10 base + 3 Pantheon Progress tokens
    s, _ = GAME.apply(s, Answer(question=first, value=choices[0]))
    assert choices[0] not in rules.ask_choices(s, s.asks[0].question)
    with pytest.raises(Exception) as err:
        GAME.apply(s, Answer(question=s.asks[0].question, value=choices[0]))
    assert err.value.key == "duel.illegal.answer_impossible"


def test_propose_turns_an_answer_into_the_action_to_apply():
    s = GAME.new_state({}, 2, "companion")
    question = s.asks[0].question
    asked = GAME.propose(s)
    assert asked.status == "needs_input" and not asked.actions and asked.inputs[0].key == "duel.ask.progress"
    value = asked.inputs[0].choices[3].value
    answered = GAME.propose(s, {question: value})
    # the table's answer, no side's act: the history shows it without "you:"
    assert answered.applicable() and answered.actions == [Answer(question=question, value=value)]
    assert not GAME.propose(s, {question: "not_a_token"}).actions
