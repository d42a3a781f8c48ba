"""Edits (companion mode): a card or a Progress token the table told wrong is corrected in place,
the old one becomes unseen again; refusals carry their message key; corrections are undoable,
saved and replayed like any action, and a corrected game plays on legally to its end."""
from __future__ import annotations

import random
from collections import Counter

import pytest

from solo_desk.core import saves
from solo_desk.core.errors import IllegalAction
from solo_desk.core.messages import render
from solo_desk.core.playout import answer_questions, apply_step, next_step
from solo_desk.core.session import Session
from solo_desk.games.architects import GAME
from solo_desk.games.architects.edits import card_corrections, card_values, token_corrections, token_values
from solo_desk.games.architects.rules import check
from solo_desk.games.architects.state import UNKNOWN, CorrectCard, CorrectToken, Take, Task

from .helpers import table

pytestmark = pytest.mark.rule("ARCH-SETUP-2P")

OPTIONS = {"player_wonder": "rhodes", "automa_wonder": "giza", "difficulty": "normal"}


def settle(state, rng: random.Random):
    """Answer the table's pending questions (random values among those offered)."""
    while state.head is not None and state.head.kind == "ask":
        proposal = answer_questions(GAME, state, GAME.propose(state), rng)
        for action in proposal.actions:
            state, _ = GAME.apply(state, action)
    return state


@pytest.fixture
def started():
    """A companion game after its set-up questions: your turn, both Wonder tops told."""
    state = settle(GAME.new_state(OPTIONS, 3, "companion"), random.Random(1))
    assert state.turn == "player" and state.head.kind == "pick"
    return state


@pytest.fixture
def took(started):
    """You took the told top card of your deck; the new top is told too."""
    card = started.decks["player"].top
    state, _ = GAME.apply(started, Take(deck="player", by="player"))
    return settle(state, random.Random(2)), card


def refused(state, edit) -> str:
    with pytest.raises(IllegalAction) as caught:
        GAME.apply(state, edit)
    return caught.value.key


def test_a_card_in_your_city_is_really_another_unseen_card_of_its_deck(took):
    state, card = took
    value = next(v for v in card_values(state, "player") if v != card and v not in state.player.cards)
    before = state.decks["player"].unknown
    new, recorded = GAME.apply(state, CorrectCard(place="player", deck="player", card=card, value=value))
    assert Counter(new.player.cards) == Counter(state.player.cards) - Counter([card]) + Counter([value])
    after = new.decks["player"].unknown
    assert after.get(value, 0) == before[value] - 1 and after[card] == before.get(card, 0) + 1  # the old one is unseen again
    assert new.decks["player"].cards == state.decks["player"].cards and recorded.kind == "correct_card"
    check(new)


def test_the_told_top_of_a_wonder_deck_is_corrected_in_place(started):
    deck = started.decks["automa"]
    value = next(v for v in card_values(started, "automa") if v != deck.top)
    new, _ = GAME.apply(started, CorrectCard(place="deck", deck="automa", card=deck.top, value=value))
    assert new.decks["automa"].cards == (value,) + deck.cards[1:]
    assert new.decks["automa"].unknown[deck.top] == deck.unknown.get(deck.top, 0) + 1
    assert new.head == started.head  # the game waits on the same decision


def test_a_central_card_drawn_face_down_is_corrected_against_the_central_deck(started):
    state, _ = GAME.apply(started, Take(deck="central", by="player"))
    assert state.head.kind == "ask" and state.head.deck == "central"
    drawn = GAME.propose(state).inputs[0].choices[0].value
    state, _ = GAME.apply(state, GAME.propose(state, {"card_1": drawn}).actions[0])
    state = settle(state, random.Random(3))
    options = card_corrections(state, "player", drawn)
    assert options and {o.deck for o in options} == {"central"}  # your deck's tops are still in it
    assert {o.value for o in options} == set(card_values(state, "central")) - {drawn}
    new, _ = GAME.apply(state, options[0])
    assert options[0].value in new.player.cards and new.decks["central"].unknown[drawn] >= 1


def test_a_card_halicarnassus_revealed_is_corrected_before_one_is_kept(started):
    deck = started.decks["player"]
    state = started.model_copy(update={
        "decks": {**started.decks, "player": deck.model_copy(update={"cards": deck.cards[1:]})},
        "hali_deck": "player", "hali_cards": (deck.top,), "queue": (Task(kind="hali_keep"), Task(kind="end_turn")),
    })
    check(state)
    value = next(v for v in card_values(state, "player") if v != deck.top)
    new, _ = GAME.apply(state, CorrectCard(place="hali", deck="player", card=deck.top, value=value, index=0))
    assert new.hali_cards == (value,) and new.decks["player"].unknown[deck.top] == deck.unknown.get(deck.top, 0) + 1
    assert [a.card for a in GAME.legal_actions(new)] == [value]  # the card kept is the corrected one


def test_a_progress_token_on_offer_is_really_an_unseen_one(started):
    told = started.tokens_face_up[0]
    value = token_values(started)[0]
    new, _ = GAME.apply(started, CorrectToken(place="offer", token=told, value=value))
    assert new.tokens_face_up == (value,) + started.tokens_face_up[1:]
    assert told in token_values(new) and value not in token_values(new)


def test_a_taken_progress_token_is_corrected_in_the_city(started):
    told = started.tokens_face_up[0]
    state = table("wood", "stone", mode="companion", turn="player", face_up=(), stack=(UNKNOWN,) * 13,
                  player_tokens=(told,), automa_tokens=("tactics",))
    state = state.model_copy(update={"decks": started.decks, "player": state.player.model_copy(update={"wonder": "rhodes"})})
    value = next(v for v in token_values(state) if v != told)
    new, _ = GAME.apply(state, CorrectToken(place="player", token=told, value=value))
    assert new.player.tokens == (value,)


@pytest.mark.parametrize("edit, key", [
    (CorrectCard(place="player", deck="player", card="wood", value="wood"), "architects.error.edit_same_card"),
    (CorrectCard(place="player", deck="player", card="wood", value="dragon"), "architects.error.edit_card_unknown"),
    (CorrectCard(place="automa", deck="player", card="CARD", value="gold"), "architects.error.edit_card_unknown"),
])
def test_malformed_card_corrections_are_refused(took, edit, key):
    state, _ = took
    assert refused(state, edit) == key


def test_card_corrections_are_refused_with_clear_keys(took):
    state, card = took
    unseen = card_values(state, "player")
    other = next(v for v in unseen if v != card)
    automa_top = state.decks["automa"].top
    assert "shield_horn2" not in card_values(state, "automa")  # Giza's deck has none
    assert refused(state, CorrectCard(place="deck", deck="automa", card=automa_top, value="shield_horn2")) == \
        "architects.error.edit_value_not_unseen"
    assert refused(state, CorrectCard(place="automa", deck="player", card=card, value=other)) == \
        "architects.error.edit_card_not_there"
    # every card of the Opponent's deck is still in it: none in your city came from there
    automa_other = next(v for v in card_values(state, "automa") if v != card)
    assert refused(state, CorrectCard(place="player", deck="automa", card=card, value=automa_other)) == \
        "architects.error.edit_card_not_from_deck"
    top = state.decks["player"].top
    assert refused(state, CorrectCard(place="deck", deck="player", card=top, value=next(v for v in unseen if v != top), index=1)) == \
        "architects.error.edit_card_not_there"  # position 1 is unseen
    assert refused(state, CorrectCard(place="hali", deck="player", card=top, value=other)) == "architects.error.edit_card_not_there"


def test_a_digital_game_has_nothing_to_correct():
    state = GAME.new_state(OPTIONS, 3, "digital")
    top = state.decks["player"].top
    other = next(k for k in GAME.content_json()["central_deck"] if k["kind"] != top)["kind"]
    assert refused(state, CorrectCard(place="deck", deck="player", card=top, value=other)) == "architects.error.edit_digital"
    assert card_corrections(state, "deck", top, deck="player") == []


def test_token_corrections_are_refused_with_clear_keys(started):
    offer = started.tokens_face_up
    unseen = token_values(started)[0]
    assert refused(started, CorrectToken(place="offer", token=offer[0], value=offer[1])) == "architects.error.edit_token_not_unseen"
    assert refused(started, CorrectToken(place="offer", token=offer[0], value=offer[0])) == "architects.error.edit_same_token"
    assert refused(started, CorrectToken(place="player", token=offer[0], value=unseen)) == "architects.error.edit_token_not_there"
    assert refused(started, CorrectToken(place="offer", token="magic", value=unseen)) == "architects.error.edit_token_unknown"


def test_a_token_granting_its_extra_card_now_is_not_corrected():
    state = table("wood", "stone", mode="companion", turn="player", player_tokens=("urbanism",),
                  queue=(Task(kind="pick", reason="token:urbanism"), Task(kind="end_turn")),
                  face_up=("tactics", "engineering", "economy"), stack=(UNKNOWN,) * 11)
    assert refused(state, CorrectToken(place="player", token="urbanism", value="decor")) == "architects.error.edit_token_in_use"
    assert token_corrections(state, "player", "urbanism") == []


def test_the_history_tells_the_correction_in_both_languages():
    edit = CorrectCard(place="player", deck="central", card="gold", value="wood")
    message = GAME.describe(edit)
    assert render(message.key, message.params, "en") == \
        "Correction: the card Gold coin in your city is really Wood; Gold coin goes back among the unseen cards of the central deck"
    assert "Legno" in render(message.key, message.params, "it") and "nella tua città" in render(message.key, message.params, "it")
    token_message = GAME.describe(CorrectToken(place="offer", token="decor", value="economy"))
    assert "among the tokens on offer" in render(token_message.key, token_message.params, "en")
    assert "{" not in render(token_message.key, token_message.params, "it")


def test_a_correction_is_undone_redone_saved_and_replayed(started, tmp_path):
    session = Session(GAME, started, dict(started.options))
    top = started.decks["automa"].top
    value = next(v for v in card_values(started, "automa") if v != top)
    session.apply(CorrectCard(place="deck", deck="automa", card=top, value=value))
    corrected = session.state
    assert corrected.decks["automa"].top == value
    session.undo()
    assert session.state == started
    session.redo()
    assert session.state == corrected
    session.apply(Take(deck="automa", by="player"))  # play goes on with the corrected card
    session.apply(answer_questions(GAME, session.state, GAME.propose(session.state), random.Random(4)).actions)
    assert value in session.state.player.cards
    path = tmp_path / "game.json"
    saves.save(session, path)
    loaded = saves.load(path)
    assert loaded.state == session.state and loaded.replay_all() == session.state
    assert [a.kind for s in loaded.steps for a in s.actions][:3] == ["correct_card", "take", "answer"]


def _random_correction(state, rng: random.Random):
    options: list = []
    for who in ("player", "automa"):
        for card in dict.fromkeys(state.side(who).cards):  # in order: a set would vary with the hash seed
            options += card_corrections(state, who, card)
        for t in state.side(who).tokens:
            options += token_corrections(state, who, t)
    for d, deck in state.decks.items():
        if deck.cards and deck.cards[0] != UNKNOWN:
            options += card_corrections(state, "deck", deck.cards[0], deck=d)
    for t in state.tokens_face_up:
        options += token_corrections(state, "offer", t)
    for i, card in enumerate(state.hali_cards):
        options += card_corrections(state, "hali", card, index=i)
    for card in dict.fromkeys(state.discard):
        options += card_corrections(state, "discard", card)
    return rng.choice(options) if options else None


@pytest.mark.parametrize("seed, wonder", [(1, "halicarnassus"), (2, "halicarnassus"), (3, "random")])
def test_a_companion_game_corrected_at_random_plays_on_legally_to_its_end(seed, wonder):
    # Games follow one another (the same stream) until at least 10 corrections were made:
    # how many a game holds depends on its length, which any change to the Opponent moves.
    rng = random.Random(seed)
    corrections, places, games = 0, set(), 0
    while corrections < 10 and games < 4:
        state = GAME.new_state({"player_wonder": wonder}, seed + 100 * games, "companion")
        games += 1
        for _ in range(600):
            if GAME.result(state) is not None:
                break
            if rng.random() < 0.25 and (edit := _random_correction(state, rng)) is not None:
                state, _ = GAME.apply(state, edit)
                check(state)
                corrections += 1
                places.add(getattr(edit, "place"))
                continue
            state, _ = apply_step(GAME, state, next_step(GAME, state, rng), check=True)
        assert GAME.result(state) is not None
    assert corrections >= 10
    assert len(places) >= 3


def test_the_opponent_reads_the_corrected_card(started):
    top = started.decks["automa"].top
    value = next(v for v in card_values(started, "automa") if v != top)
    new, _ = GAME.apply(started, CorrectCard(place="deck", deck="automa", card=top, value=value))
    assert GAME.public_view(new) != GAME.public_view(started)  # what the Opponent decides on
