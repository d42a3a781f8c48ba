"""Whole games: random playouts with the invariants, replays, JSON, hidden information, companion mode."""
from __future__ import annotations

import random

import pytest

from solo_desk.core.playout import play_game, replay
from solo_desk.games.architects import GAME
from solo_desk.games.architects.bot import simulate
from solo_desk.games.architects.rules import apply, result
from solo_desk.games.architects.state import UNKNOWN, Answer

pytestmark = pytest.mark.rule("ARCH-SETUP-2P")

OPTION_SETS = [
    {},
    {"difficulty": "hard", "automa_wonder": "halicarnassus", "first_player": "automa"},
    {"difficulty": "easy", "automa_wonder": "alexandria", "player_wonder": "ephesus"},
    {"automa_wonder": "babylon", "player_wonder": "olympia", "stage_pref_grey_tiebreak": True, "several_decks": "literal"},
    {"automa_wonder": "rhodes", "grey_helps": "any", "shield_count": "red_cards"},
]


@pytest.mark.rule("ARCH-TURN-2", "ARCH-TURN-1", "ARCH-TURN-3", "ARCH-PRIO-SCOPE")
@pytest.mark.parametrize("seed", range(40))
def test_random_playout_is_legal_consistent_and_replays(seed):
    options = OPTION_SETS[seed % len(OPTION_SETS)]
    record = play_game(GAME, options, seed, check=True)
    assert record.error is None and record.result is not None
    final = record.final
    assert final.ended in {"wonder", "decks_empty"}
    assert replay(GAME, record.initial, record.steps) == final
    assert GAME.load_state(final.model_dump(mode="json")) == final
    state = record.initial
    for step in record.steps[:30]:
        for action in step.actions:
            parsed = GAME.parse_action(action.model_dump(mode="json"))
            legal = GAME.legal_actions(state)
            assert any(parsed.model_copy(update={"outcomes": {}}) == a.model_copy(update={"outcomes": {}}) for a in legal)
            state, _ = GAME.apply(state, parsed)
        assert GAME.load_state(state.model_dump(mode="json")) == state


def test_public_view_hides_hidden_cards_and_proposal_ignores_them():
    rng = random.Random(4)
    for seed in range(8):
        state = GAME.new_state({"first_player": "automa", "difficulty": "easy"}, seed)
        view = GAME.public_view(state)
        assert view["decks"]["central"]["top"] is None and "cards" not in view["decks"]["central"]
        assert view["token_stack"] == {"size": len(state.token_stack)}
        assert "seed" not in view and "rng_counter" not in view
        shuffled = {}
        for deck_id, deck in state.decks.items():
            keep = 0 if deck_id == "central" else 1
            rest = list(deck.cards[keep:])
            rng.shuffle(rest)
            shuffled[deck_id] = deck.model_copy(update={"cards": deck.cards[:keep] + tuple(rest)})
        stack = list(state.token_stack)
        rng.shuffle(stack)
        other = state.model_copy(update={"decks": shuffled, "token_stack": tuple(stack)})
        assert GAME.public_view(other) == view
        mine, theirs = GAME.propose(state), GAME.propose(other)
        # The first choice is made before anything hidden is revealed.
        assert mine.actions[0].model_copy(update={"outcomes": {}}) == theirs.actions[0].model_copy(update={"outcomes": {}})
        assert mine.trace[:2] == theirs.trace[:2]


def physical_answer(state, request, truth):
    """What the real table shows: the digital game's deck orders and token order (no reshuffles)."""
    head = state.head
    if head.reason == "card":
        deck = head.deck
        consumed = len(truth["decks"][deck]) - len(state.decks[deck].cards)
        return truth["decks"][deck][consumed + head.index]
    if head.reason == "token":
        return truth["tokens"][len(truth["tokens"]) - len(state.token_stack)]
    return str(truth["start_die"])


def run_companion(options, seed, answer):
    """Play a companion game: the automa through propose with inputs, the player from `player_move`."""
    state = GAME.new_state(options, seed, "companion")
    initial = state
    steps = []
    for _ in range(600):
        if result(state) is not None:
            break
        inputs: dict[str, str] = {}
        while True:
            proposal = GAME.propose(state, inputs)
            if proposal.status != "needs_input" or proposal.actions:
                break
            request = proposal.inputs[0]
            sim = simulate(state, inputs).sim  # the table as it is when the question is asked
            value = answer(sim, request)
            assert value in {c.value for c in request.choices}
            inputs[request.name] = value
        if proposal.applicable():
            if proposal.status == "needs_input":  # the table's question, answered: only answers
                assert not proposal.inputs and all(a.kind == "answer" for a in proposal.actions)
            actions = proposal.actions
        else:
            actions = [answer(state, None)]
        step = []
        for action in actions:
            state, done = GAME.apply(state, action)
            GAME.check(state)
            step.append(done)
        steps.append(step)
    return initial, state, steps


@pytest.mark.rule("ARCH-SETUP-DIE", "ARCH-DIE-NONE", "ARCH-DIE-SEVERAL", "ARCH-SETUP-TOKEN")
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_companion_game_from_the_digital_table_gives_the_same_game(seed):
    options = {"player_wonder": "babylon", "automa_wonder": "olympia", "difficulty": "normal"}
    digital = play_game(GAME, options, seed, check=True)
    assert digital.error is None
    truth = {
        "decks": {d: digital.initial.decks[d].cards for d in digital.initial.decks},
        "tokens": digital.initial.tokens_face_up + digital.initial.token_stack,
        "start_die": digital.initial.start_dice[0],
    }
    dice = iter(d for step in digital.steps for a in step.actions if a.by == "automa" for d in a.outcomes.get("dice", []))
    moves = iter(a for step in digital.steps for a in step.actions if a.by == "player")

    def answer(state, request):
        if request is None:
            return next(moves).model_copy(update={"outcomes": {}})
        if request.key == "architects.input.die":
            return str(next(dice))
        return physical_answer(state, request, truth)

    _, final, _ = run_companion(options, seed, answer)
    assert result(final) == digital.result
    assert final.player == digital.final.player and final.automa == digital.final.automa
    assert final.discard == digital.final.discard


@pytest.mark.rule("ARCH-HALI", "ARCH-SETUP-DIE")
@pytest.mark.parametrize("seed", [5, 6])
def test_whole_companion_game_from_a_script_of_answers(seed):
    script = random.Random(seed)
    options = {"automa_wonder": "halicarnassus", "player_wonder": "alexandria", "difficulty": "hard"}

    def answer(state, request):
        if request is None:
            return script.choice(GAME.legal_actions(state))
        return script.choice(request.choices).value

    initial, final, steps = run_companion(options, seed, answer)
    outcome = result(final)
    assert outcome is not None and final.ended in {"wonder", "decks_empty"}
    assert any(isinstance(a, Answer) for step in steps for a in step)
    state = initial
    for step in steps:
        for action in step:
            state, _ = GAME.apply(state, GAME.parse_action(action.model_dump(mode="json")))
    assert state == final
    # Every card that left a deck was named by the table.
    assert all(c != UNKNOWN for who in ("player", "automa") for c in final.side(who).cards)
