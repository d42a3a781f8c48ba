"""Whole games: random playouts, replay, JSON, hidden information, companion mode."""
import random

import pytest

from solo_desk.core.playout import play_game, replay
from solo_desk.core.rng import Chance
from solo_desk.games.concordia import GAME, rules
from solo_desk.games.concordia.content import content
from solo_desk.games.concordia.state import AutomaTurn

SETUPS = [(m, d) for m in ("italia", "hispania", "imperium") for d in ("d12", "2d6")]


@pytest.mark.parametrize("map_id,dice", SETUPS)
def test_random_playouts_end_by_the_rules_and_replay(map_id, dice):
    for seed in range(5):
        record = play_game(GAME, {"map": map_id, "dice": dice}, seed, check=True)
        assert record.error is None and record.result is not None
        assert record.final.concordia is not None  # ended by 15 houses or the last card
        assert replay(GAME, record.initial, record.steps) == record.final
        assert GAME.load_state(record.final.model_dump(mode="json")) == record.final


@pytest.mark.rule("CONC-BUILD-ONE", "CONC-BUILD-PAY", "CONC-GOODS-CAPACITY")
def test_ai_turns_respect_its_storehouse_and_houses():
    """In every AI turn of many games: one house at most, never twice in a city,
    never a good it lacks, never over capacity, never any money."""
    for seed in range(12):
        record = play_game(GAME, {"map": ("italia", "hispania", "imperium")[seed % 3]}, 100 + seed)
        state = record.initial
        for step in record.steps:
            for action in step.actions:
                before = state
                state, done = GAME.apply(state, action)
                if isinstance(done, AutomaTurn):
                    ai = before.automa
                    assert rules.minus(ai.goods, done.pay) is not None
                    assert len(state.automa.houses) - len(ai.houses) == (done.deed == "build")
                    assert done.city not in ai.houses
                    assert state.automa.store_used() <= content().rules.storehouse_capacity
                    assert state.automa.money == 0


def test_public_view_hides_the_stack_order_and_the_proposal_ignores_it():
    record = play_game(GAME, {}, 7)
    state = next(
        s for s in _states(record) if GAME.to_move(s) == "automa" and len(s.stack) > 1 and s.concordia is None
    )
    shuffled = state.model_copy(update={"stack": tuple(Chance(99, 0).shuffled(state.stack))})
    assert shuffled.stack != state.stack
    assert GAME.public_view(shuffled) == GAME.public_view(state)
    assert "seed" not in GAME.public_view(state) and "rng_counter" not in GAME.public_view(state)
    assert GAME.propose(shuffled) == GAME.propose(state)


def _states(record):
    state = record.initial
    yield state
    for step in record.steps:
        for action in step.actions:
            state, _ = GAME.apply(state, action)
            yield state


@pytest.mark.rule("CONC-AI-TURN", "CONC-ROLL")
@pytest.mark.parametrize("map_id,dice", SETUPS)
def test_propose_cites_the_rules_for_every_map_and_die(map_id, dice):
    state = GAME.new_state({"map": map_id, "dice": dice}, 5, "digital")
    state, _ = GAME.apply(state, GAME.legal_actions(state)[0])
    proposal = GAME.propose(state)
    assert proposal.status == "automa_turn"
    assert proposal.trace and all(step.rule.startswith("CONC-") for step in proposal.trace)
    assert proposal.trace[1].rule == "CONC-ROLL"
    assert proposal.summary.render("it") != proposal.summary.render("en")


def test_a_whole_companion_game_from_a_script_of_answers():
    """The table: tokens dealt by hand, cards turned over, dice rolled; the app asks."""
    table = random.Random(2024)
    state = GAME.new_state({"map": "hispania", "dice": "2d6"}, 11, "companion")
    tokens = rules.deal_city_tokens(rules.game_map(state), content().token_mix("hispania"), Chance(5, 0))
    assert GAME.to_move(state) == "player" and GAME.legal_actions(state)[0].kind == "reveal_city"
    asked = set()
    for _ in range(3000):
        if GAME.result(state) is not None:
            break
        proposal = GAME.propose(state)
        if proposal.status == "needs_input":
            answers = {}
            while proposal.status == "needs_input" and not proposal.actions:
                for request in proposal.inputs[:1]:  # one answer at a time: each narrows the others' choices
                    asked.add(request.kind)
                    answers[request.name] = tokens[request.name] if request.name in tokens else table.choice(
                        [c.value for c in request.choices]
                    )
                proposal = GAME.propose(state, answers)
            actions = proposal.actions
        elif proposal.status == "automa_turn":
            actions = proposal.actions
        else:
            actions = [GAME.player_policy(state, table)]
        for action in actions:
            state, _ = GAME.apply(state, action)
            GAME.check(state)
    assert GAME.result(state) is not None
    assert {"choice", "card", "die"} <= asked
    assert all(g is not None for g in state.city_goods.values()) and None not in state.display


def test_companion_offers_only_what_is_still_possible():
    state = GAME.new_state({"map": "italia"}, 1, "companion")
    proposal = GAME.propose(state)
    first = proposal.inputs[0]
    letter = rules.game_map(state).city(first.name).letter
    cloth_cities = [c.id for c in rules.game_map(state).lettered_cities() if c.letter == letter][:1]
    state, _ = GAME.apply(state, GAME.parse_action({"kind": "reveal_city", "city": cloth_cities[0], "good": "cloth"}))
    second = next(c.id for c in rules.game_map(state).lettered_cities() if c.letter == letter and c.id != cloth_cities[0])
    assert "cloth" not in rules.possible_city_goods(state, second)  # one cloth token per letter


@pytest.mark.rule("CONC-SETUP-2P", "CONC-DATA-CARDS")
def test_a_fully_answered_table_question_stays_needs_input_with_the_answers():
    """City tokens and new display cards are the table's questions, not the AI's turn:
    once every answer is in, the proposal is still needs_input, for the player, with the
    answer actions to apply (inputs are cumulative)."""
    state = GAME.new_state({"map": "italia"}, 3, "companion")
    tokens = rules.deal_city_tokens(rules.game_map(state), content().token_mix("italia"), Chance(9, 0))
    answers = {}
    proposal = GAME.propose(state)
    while not proposal.actions:
        assert proposal.status == "needs_input" and proposal.to_move == "player"
        answers.update({r.name: tokens[r.name] for r in proposal.inputs[:5]})  # a few at a time
        proposal = GAME.propose(state, dict(answers))
    assert (proposal.status, proposal.to_move, proposal.rule) == ("needs_input", "player", "CONC-SETUP-2P")
    assert proposal.applicable() and {a.city: a.good for a in proposal.actions} == tokens
    for action in proposal.actions:
        state, _ = GAME.apply(state, action)
    card = GAME.propose(state)  # the seven display slots: one question set
    assert card.status == "needs_input" and not card.actions
    assert [r.name for r in card.inputs] == [f"slot_{n}" for n in range(1, 8)]
    first = card.inputs[0].choices[0].value
    answered = GAME.propose(state, {"slot_1": first})
    assert (answered.status, answered.to_move, answered.actions) == ("needs_input", "player", [])
    assert [r.name for r in answered.inputs] == [f"slot_{n}" for n in range(2, 8)]
    assert all(first not in [c.value for c in r.choices] for r in answered.inputs)  # told once only
    cards = {"slot_1": first}
    while not answered.actions:
        request = answered.inputs[0]
        cards[request.name] = request.choices[0].value
        answered = GAME.propose(state, cards)
    assert (answered.status, answered.to_move) == ("needs_input", "player")
    assert [a.model_dump(exclude={"outcomes"}) for a in answered.actions] == [
        {"kind": "reveal_card", "by": None, "slot": n, "card": cards[f"slot_{n}"]} for n in range(1, 8)
    ]
    with pytest.raises(Exception) as bad:
        GAME.propose(state, {"slot_1": "V-consul"})  # not in the top deck
    assert getattr(bad.value, "key", "") == "concordia.err.card_impossible"
