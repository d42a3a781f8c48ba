import json
import random
from collections import Counter

import pytest

from solo_desk.core.errors import BadInput
from solo_desk.core.rng import Chance
from solo_desk.games.age_of_comics import GAME
from solo_desk.games.age_of_comics import deck as D
from solo_desk.games.age_of_comics import rules as R

from .helpers import started


TABLE_MAP = {space: tile.genre for space, tile in R.deal_orders(Chance(7, 0)).items()}


def answer(request, answers):
    """The script: the first value the table can still show."""
    if request.name.startswith("order_value"):
        used = Counter(v for k, v in answers.items() if k.startswith("order_value") and answers.get("_" + k) == request.params["genre"])
        value = next(c.value for c in request.choices if used[c.value] < [3, 3, 4, 5, 6].count(int(c.value)))
        answers["_" + request.name] = request.params["genre"]
        return value
    if request.name.startswith("order_genre"):  # a map the box can deal (no agent space sees 3 of a genre)
        return TABLE_MAP[request.params["space"]]
    group = request.name[:11] if request.name.startswith("card:") else None  # "card:action" / "card:priori"
    taken = {v for k, v in answers.items() if not k.startswith(("_", "order_", "calendar"))
             and (k[:11] == group if group else not k.startswith("card:"))}
    if request.name.startswith("calendar"):
        taken = {v for k, v in answers.items() if k.startswith("calendar")}
    return next(c.value for c in request.choices if c.value not in taken)


def play_companion_game(state, pick_move):
    """Play a companion game to its end: the Automa's questions answered by ``answer`` (the same
    question never asked 80 times), the player's moves (no blind draw, no flip: the table would
    have to tell them) chosen by ``pick_move(state, moves)``; invariants after every action.
    The final state and how often each kind of question was asked."""
    asked = Counter()
    while GAME.result(state) is None:
        if GAME.to_move(state) == "automa":
            answers = {}
            proposal = GAME.propose(state, {})
            for _ in range(80):
                if proposal.status != "needs_input":
                    break
                for request in proposal.inputs:
                    assert request.choices, request.name
                    answers[request.name] = answer(request, answers)
                    asked[request.name.split(":")[0]] += 1
                proposal = GAME.propose(state, {k: v for k, v in answers.items() if not k.startswith("_")})
            assert proposal.status == "automa_turn"
            for action in proposal.actions:
                state, _ = GAME.apply(state, action)
                GAME.check(state)
        else:
            moves = [a for a in GAME.legal_actions(state)
                     if not (a.kind == "hire" and None in (a.writer, a.artist)) and not (a.kind == "develop" and a.comic is None)
                     and not (a.kind in ("sales", "sales_more") and any(o.op == "flip" or not state.orders[o.space].face_up for o in a.ops))]
            state, _ = GAME.apply(state, pick_move(state, moves))
            GAME.check(state)
    return state, asked


@pytest.mark.rule("AOC-GEN-OPERATE", "AOC-GEN-BASE")
@pytest.mark.parametrize("deck", ["demo", "ask"])
def test_whole_companion_game_from_a_script_of_answers(deck):
    rng = random.Random(7)
    state, asked = play_companion_game(GAME.new_state({"deck": deck}, 7, "companion"), lambda s, moves: rng.choice(moves))
    assert asked["calendar"] == 6 and asked["order_genre"] == 30 and asked["display"] >= 9
    if deck == "ask":
        assert asked["card"] == 20 * 9  # three actions + six genres for each revealed card
    else:
        assert asked["automa_card"] == 20
    assert GAME.result(state).scores["automa"] > 0


def test_companion_offers_only_cards_still_possible():
    state = GAME.new_state({"deck": "demo"}, 1, "companion")
    state, _ = GAME.apply(state, R.setup_actions(state)[0])
    requests = {r.name: r for r in GAME.propose(state).inputs}
    writer_choices = {c.value for c in requests["automa_writer"].choices}
    assert state.player.hand[0] not in writer_choices and all(R.creative(w).value == 2 for w in writer_choices)


def demo_cards():
    return json.loads(json.dumps(D.demo_deck().model_dump(mode="json")))["cards"]


@pytest.mark.rule("AOC-COMP-CARDS")
@pytest.mark.parametrize("change,key", [
    (lambda cards: cards[:11], "age_of_comics.deck.card_count"),
    (lambda cards: [{**cards[0], "actions": ["hire", "royalties", "print"]}] + cards[1:], "age_of_comics.deck.card_bad_action"),
    (lambda cards: [{**cards[0], "actions": ["hire", "hire", "print"]}] + cards[1:], "age_of_comics.deck.card_repeated_action"),
    (lambda cards: [{**cards[0], "priority": ["crime"] * 6}] + cards[1:], "age_of_comics.deck.card_bad_priority"),
    (lambda cards: [{**cards[0], "actions": ["hire"]}] + cards[1:], "age_of_comics.deck.card_three_actions"),
    # lists that are no lists (a hand-edited deck or a told card in a save)
    (lambda cards: [{**cards[0], "actions": None}] + cards[1:], "age_of_comics.deck.card_three_actions"),
    (lambda cards: [{**cards[0], "actions": 3}] + cards[1:], "age_of_comics.deck.card_three_actions"),
    (lambda cards: [{**cards[0], "priority": None}] + cards[1:], "age_of_comics.deck.card_bad_priority"),
])
def test_bad_decks_are_refused_with_a_clear_message(change, key):
    with pytest.raises(BadInput) as err:
        D.validate_deck({"cards": change(demo_cards())})
    assert err.value.key == key and "card" in str(err.value).lower()


def test_deck_saved_in_the_user_folder_and_embedded_in_the_game(tmp_path):
    assert D.load_saved_deck() is None
    cards = demo_cards()
    cards[0]["name"] = "mine"
    path = D.save_deck({"cards": cards})
    assert path.parent.name == "age_of_comics" and D.load_saved_deck().cards[0].name == "mine"
    state = GAME.new_state({}, 0, "digital")
    assert state.deck.cards[0].name == "mine" and not state.deck.demo
    assert GAME.load_state(json.loads(state.model_dump_json())).deck == state.deck
    assert GAME.new_state({"deck": "demo"}, 0, "digital").deck.demo
    bad = tmp_path / "bad.json"
    bad.write_text("{not json")
    with pytest.raises(BadInput):
        GAME.new_state({"deck": str(bad)}, 0, "digital")


def test_public_view_hides_what_is_hidden_and_the_proposal_ignores_it():
    state = started(3)
    view = GAME.public_view(state)
    assert isinstance(view["decks"]["comics"], int) and view["automa_pile"] == 8
    assert all(t["value"] is None for t in view["orders"].values() if not t["face_up"])
    assert view["automa_slots"] == [None] * 4 and len(view["calendar"]) == 1
    before = GAME.propose(state)
    shuffled = state.model_copy(deep=True)
    rng = random.Random(1)
    for row in ("writers", "artists"):
        rng.shuffle(shuffled.decks[row])
    rest = shuffled.decks["comics"][1:]
    rng.shuffle(rest)
    shuffled.decks["comics"][1:] = rest
    rng.shuffle(shuffled.automa_pile)
    later = shuffled.calendar[1:]
    rng.shuffle(later)
    shuffled.calendar[1:] = later
    slots = shuffled.automa_slots[1:]
    rng.shuffle(slots)
    shuffled.automa_slots[1:] = slots
    after = GAME.propose(shuffled)
    assert [a.brief() for a in after.actions] == [a.brief() for a in before.actions]


@pytest.mark.rule("AOC-FLOW-REVEAL", "AOC-FLOW-DRAW")
def test_answers_are_cumulative_and_a_fully_answered_table_question_is_applicable():
    """docs/GAME_PACKAGE.md: the session passes back every answer so far; each call asks only
    what is still unknown, and once all is told the proposal carries its actions (here the
    table's questions are part of the Automa's turn, so the status becomes automa_turn)."""
    state = GAME.new_state({"deck": "demo"}, 2, "companion")
    state, _ = GAME.apply(state, R.setup_actions(state)[0])
    answers, seen = {}, set()
    proposal = GAME.propose(state, {})
    while proposal.status == "needs_input":
        assert not proposal.actions and proposal.inputs
        names = {r.name for r in proposal.inputs}
        assert not names & set(k for k in answers if not k.startswith("_"))  # never asked twice
        seen |= names
        for request in proposal.inputs:
            answers[request.name] = answer(request, answers)
        proposal = GAME.propose(state, {k: v for k, v in answers.items() if not k.startswith("_")})
    assert proposal.status == "automa_turn" and proposal.applicable()
    assert {"automa_writer", "automa_artist", "calendar:0", "automa_card"} <= seen
    for action in proposal.actions:
        state, _ = GAME.apply(state, action)
    assert GAME.to_move(state) == "player" and state.round == 1
