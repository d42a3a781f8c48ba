"""Edits moving a card (between a city, the discard pile and a deck) or a Progress token (between
the offer, a city and the face-down stack) where the real table shows it. Consequences that follow
from the cards (score, shields, science) follow the state; nothing is paid, gained or triggered.
Each refusal carries its message key; moves are undone, redone, saved and replayed, and a game
with moves dropped in at random keeps its invariants and plays on to its end."""
from __future__ import annotations

import random
from collections import Counter

import pytest

from solo_desk.core import saves
from solo_desk.core.messages import render
from solo_desk.core.playout import answer_questions, apply_step, next_step
from solo_desk.core.session import Session
from solo_desk.games.architects import GAME
from solo_desk.games.architects.edits import card_moves, token_moves, token_values
from solo_desk.games.architects.content import kind
from solo_desk.games.architects.rules import check, score, shields
from solo_desk.games.architects.state import (
    DECKS, UNKNOWN, ChooseToken, CorrectCat, MoveCard, MoveToken, Take, Task,
)

from .helpers import table
from .test_edits import OPTIONS, refused, settle, started, took  # noqa: F401 (pytest fixtures)

pytestmark = pytest.mark.rule("ARCH-SETUP-2P")


def answer(state, rng_seed: int = 5):
    """Answer the table's questions pending after a move (random values among those offered)."""
    return settle(state, random.Random(rng_seed))


def played(seed: int, mode: str, until, options: dict | None = None):
    """A random game (steps as the playouts take them) up to the first resting state meeting ``until``."""
    rng = random.Random(seed)
    state = GAME.new_state(options or OPTIONS, seed, mode)
    for _ in range(400):
        if state.head is not None and state.head.kind != "ask" and until(state):
            return state
        state, _ = apply_step(GAME, state, next_step(GAME, state, rng))
    raise AssertionError("the playout never reached the wanted state")


def opponent_flipped(seed: int = 3):
    """A digital game where the Opponent, holding the Cat, has flipped the central card (ARCH-TURN-1);
    returns the state after the flip and the rest of the Opponent's proposed turn."""
    state = played(seed, "digital", lambda s: s.turn == "player" and s.head.kind == "pick" and s.turn_number > 2)
    state, _ = GAME.apply(state, CorrectCat(holder="automa"))
    rng = random.Random(seed)
    while state.turn == "player":
        state, _ = apply_step(GAME, state, next_step(GAME, state, rng))
    actions = GAME.propose(state).actions
    assert actions[0].kind == "flip_central"
    state, _ = GAME.apply(state, actions[0])
    return state, actions[1:]


# -- cards ------------------------------------------------------------------------------------------


@pytest.mark.parametrize("mode", ["companion", "digital"])
def test_the_opponents_card_really_went_to_the_discard_pile(mode):
    def blue_and_red(s):
        return any(kind(c).vp for c in s.automa.cards) and any(kind(c).shields for c in s.automa.cards)

    state = played(4, mode, blue_and_red)
    blue = next(c for c in state.automa.cards if kind(c).vp)
    red = next(c for c in state.automa.cards if kind(c).shields)
    before = score(state, "automa")["blue"], shields(state, "automa")
    new, recorded = GAME.apply(state, MoveCard(card=blue, source="automa", to="discard"))
    assert Counter(new.automa.cards) == Counter(state.automa.cards) - Counter([blue]) and recorded.kind == "move_card"
    assert new.discard == state.discard + (blue,)
    assert (new.cat, new.conflict, new.battle_pending) == (state.cat, state.conflict, state.battle_pending)  # own edits
    assert score(new, "automa")["blue"] == before[0] - kind(blue).vp and shields(new, "automa") == before[1]  # derived
    assert new.head == state.head
    red_gone, _ = GAME.apply(new, MoveCard(card=red, source="automa", to="discard"))
    assert shields(red_gone, "automa") == before[1] - kind(red).shields
    check(red_gone)


def test_a_card_taken_into_the_wrong_city_moves_to_the_other_city(took):
    state, card = took
    new, _ = GAME.apply(state, MoveCard(card=card, source="player", to="automa"))
    assert Counter(new.automa.cards) == Counter(state.automa.cards) + Counter([card])
    assert Counter(new.player.cards) == Counter(state.player.cards) - Counter([card])
    assert new.decks == state.decks and new.turn == state.turn
    back, _ = GAME.apply(new, MoveCard(card=card, source="automa", to="player"))
    assert back == state


def test_a_card_the_app_thinks_was_taken_is_still_on_its_deck(took):
    state, card = took
    told_top = state.decks["player"].top
    new, _ = GAME.apply(state, MoveCard(card=card, source="player", to="deck", to_deck="player"))
    assert new.decks["player"].cards == (card, told_top) + state.decks["player"].cards[1:]  # the told top stays below
    assert new.decks["player"].unknown == state.decks["player"].unknown and card not in new.player.cards
    check(new)
    # the app now knows the top again: the Opponent can see it and taking it asks nothing
    assert GAME.public_view(new)["decks"]["player"]["top"] == card


def test_a_wonder_decks_top_moved_away_asks_which_card_is_now_on_top(started):
    top = started.decks["automa"].top
    new, _ = GAME.apply(started, MoveCard(card=top, source="deck", deck="automa", to="automa"))
    assert top in new.automa.cards and new.decks["automa"].cards[0] == UNKNOWN
    assert new.head == Task(kind="ask", reason="card", deck="automa") and new.queue[1:] == started.queue
    check(new)
    settled = answer(new)
    assert settled.decks["automa"].top != UNKNOWN and settled.head == started.head


def test_a_city_card_goes_back_unseen_into_the_central_deck(took, started):
    drawn = card_moves(took[0], "player", took[1])
    assert not any(m.to == "deck" and m.to_deck == "central" for m in drawn)  # every central card is still in it
    state, _ = GAME.apply(started, Take(deck="central", by="player"))
    state = answer(state)
    central = next(c for c in state.player.cards if any(
        m.to_deck == "central" and m.unseen for m in card_moves(state, "player", c)))
    before = state.decks["central"]
    new, _ = GAME.apply(state, MoveCard(card=central, source="player", to="deck", to_deck="central", unseen=True))
    after = new.decks["central"]
    assert after.cards == before.cards + (UNKNOWN,) and after.unknown[central] == before.unknown.get(central, 0) + 1
    check(new)


def test_a_discarded_card_moves_back_to_a_city():
    state = played(2, "digital", lambda s: len(set(s.discard)) >= 2)
    first = state.discard[0]
    new, _ = GAME.apply(state, MoveCard(card=first, source="discard", to="player"))
    assert Counter(new.discard) == Counter(state.discard) - Counter([first])
    assert Counter(new.player.cards) == Counter(state.player.cards) + Counter([first])
    check(new)


def test_a_central_card_goes_back_on_top_of_the_central_deck_face_down():
    state = GAME.new_state(OPTIONS, 3, "digital")
    state, recorded = GAME.apply(state, Take(deck="central", by="player"))
    card = recorded.outcomes["card"]
    where = "player" if card in state.player.cards else "discard"  # a science set may have been discarded at once
    onto, _ = GAME.apply(state, MoveCard(card=card, source=where, to="deck", to_deck="central"))
    assert onto.decks["central"].cards == (card,) + state.decks["central"].cards and not onto.central_face_up
    assert GAME.public_view(onto)["decks"]["central"]["top"] is None  # face down: the Opponent does not read it
    check(onto)


@pytest.mark.rule("ARCH-TURN-1")
def test_the_face_up_central_card_moved_away_leaves_the_next_one_face_down():
    state, _ = opponent_flipped()
    flipped = state.decks["central"].top
    assert state.central_face_up and state.head.kind == "pick"
    new, _ = GAME.apply(state, MoveCard(card=flipped, source="deck", deck="central", to="automa"))
    assert new.decks["central"].cards == state.decks["central"].cards[1:] and not new.central_face_up
    top = state.decks["player"].top
    assert refused(state, MoveCard(card=top, source="deck", deck="player", to="deck", to_deck="central")) == \
        "architects.error.move_onto_face_up_central"
    check(new)


def test_a_known_card_below_the_top_is_moved_in_companion(took):
    state, card = took
    on_top, _ = GAME.apply(state, MoveCard(card=card, source="player", to="deck", to_deck="player"))
    below = on_top.decks["player"].cards[1]
    unseen, _ = GAME.apply(on_top, MoveCard(card=below, source="deck", deck="player", index=1, to="deck", to_deck="player",
                                            unseen=True))
    assert unseen.decks["player"].cards[:2] == (card, UNKNOWN) and unseen.decks["player"].unknown[below] >= 1
    check(unseen)


def test_refused_card_moves_carry_clear_keys(took):
    state, card = took
    top = state.decks["player"].top
    assert refused(state, MoveCard(card="dragon", source="player", to="discard")) == "architects.error.edit_card_unknown"
    assert refused(state, MoveCard(card=top, source="deck", to="discard")) == "architects.error.move_deck_missing"
    assert refused(state, MoveCard(card=card, source="player", to="deck")) == "architects.error.move_deck_missing"
    assert refused(state, MoveCard(card=card, source="player", to="player")) == "architects.error.edit_unchanged"
    assert refused(state, MoveCard(card=top, source="deck", deck="player", to="deck", to_deck="player")) == \
        "architects.error.edit_unchanged"
    assert refused(state, MoveCard(card=card, source="automa", to="discard")) == "architects.error.edit_card_not_there"
    assert refused(state, MoveCard(card=top, source="deck", deck="player", index=1, to="discard")) == \
        "architects.error.edit_card_not_there"  # unseen there
    assert refused(state, MoveCard(card="wood", source="discard", to="player")) == "architects.error.edit_card_not_there"
    automa_top = state.decks["automa"].top
    # every copy of the Opponent's deck is in it, or in its city: none can go back into it
    assert refused(state, MoveCard(card=automa_top, source="deck", deck="automa", to="deck", to_deck="player")) in (
        "architects.error.edit_card_not_from_deck",)


def test_a_deck_the_turn_is_handling_is_not_moved_into_or_out_of(started):
    asked, _ = GAME.apply(started, Take(deck="player", by="player"))
    assert asked.head.kind == "ask" and asked.head.deck == "player"
    card = started.decks["player"].top
    other = started.decks["automa"].top
    assert refused(asked, MoveCard(card=other, source="deck", deck="automa", to="deck", to_deck="player")) == \
        "architects.error.move_deck_busy"
    moved, _ = GAME.apply(asked, MoveCard(card=other, source="deck", deck="automa", to="discard"))  # another deck: fine
    assert moved.head.deck == "automa" and moved.queue[1].deck == "player"  # two questions now, the new one first
    assert card not in asked.player.cards  # still in flight: moved once it lies in the city


@pytest.mark.rule("ARCH-TURN-3")
def test_the_central_deck_is_not_moved_while_the_opponent_discards_its_face_up_card():
    for seed in range(3, 30):  # a turn where the Opponent does not take the card it flipped
        state, rest = opponent_flipped(seed)
        for action in rest:
            if state.head.kind == "discard_central":
                break
            state, _ = GAME.apply(state, action)
        if state.head.kind == "discard_central":
            break
    assert state.head.kind == "discard_central" and state.central_face_up
    top = state.decks["central"].top
    assert refused(state, MoveCard(card=top, source="deck", deck="central", to="automa")) == "architects.error.move_deck_busy"
    assert card_moves(state, "deck", top, deck="central") == []


@pytest.mark.rule("ARCH-HALI")
def test_halicarnassus_deck_is_not_moved_while_its_cards_are_set_aside(started):
    deck = started.decks["player"]
    state = started.model_copy(update={
        "decks": {**started.decks, "player": deck.model_copy(update={"cards": deck.cards[1:]})},
        "hali_deck": "player", "hali_cards": (deck.top,), "queue": (Task(kind="hali_keep"), Task(kind="end_turn")),
    })
    automa_top = started.decks["automa"].top
    assert refused(state, MoveCard(card=automa_top, source="deck", deck="automa", to="deck", to_deck="player", unseen=True)) \
        == "architects.error.move_deck_busy"


def test_a_digital_game_moves_only_the_cards_the_player_sees():
    state = GAME.new_state(OPTIONS, 3, "digital")
    top, central = state.decks["player"].top, state.decks["central"].top
    assert refused(state, MoveCard(card=central, source="deck", deck="central", to="player")) == \
        "architects.error.move_card_face_down"
    below = state.decks["player"].cards[1]
    assert refused(state, MoveCard(card=below, source="deck", deck="player", index=1, to="player")) == \
        "architects.error.move_card_face_down"
    new, _ = GAME.apply(state, MoveCard(card=top, source="deck", deck="player", to="automa"))
    assert new.decks["player"].cards == state.decks["player"].cards[1:] and top in new.automa.cards
    assert refused(new, MoveCard(card=top, source="automa", to="deck", to_deck="player", unseen=True)) == \
        "architects.error.move_unseen_digital"
    back, _ = GAME.apply(new, MoveCard(card=top, source="automa", to="deck", to_deck="player"))
    assert back == state  # on top again, where it was


def test_an_unseen_card_does_not_go_into_an_empty_wonder_deck():
    base = table("wood", None, mode="companion", turn="player", automa_cards=("stone",), player_deck=())
    assert base.decks["automa"].cards == ()  # Giza's deck is empty: every stone of it has left it
    onto = MoveCard(card="stone", source="automa", to="deck", to_deck="automa", unseen=True)
    assert refused(base, onto) == "architects.error.move_unseen_face_up"


def test_a_move_leaving_a_pending_build_without_a_payment_is_refused():
    rng = random.Random(1)
    state = GAME.new_state({}, 1, "digital")
    while not (state.head.kind == "build" and len(GAME.legal_actions(state)) == 1):
        state, _ = apply_step(GAME, state, next_step(GAME, state, rng))
    paid = GAME.legal_actions(state)[0].payment
    assert refused(state, MoveCard(card=paid[0], source=state.turn, to="discard")) == "architects.error.edit_no_move_left"


# -- Progress tokens ----------------------------------------------------------------------------------


@pytest.mark.rule("ARCH-PROGRESS")
def test_a_token_on_offer_really_lies_in_a_city_with_or_without_the_refill(started):
    told = started.tokens_face_up[0]
    gap, recorded = GAME.apply(started, MoveToken(token=told, source="offer", to="automa"))
    assert gap.automa.tokens == started.automa.tokens + (told,) and gap.tokens_face_up == started.tokens_face_up[1:]
    assert gap.head == started.head and recorded.kind == "move_token"  # the gap stays: nothing asked
    refilled, _ = GAME.apply(started, MoveToken(token=told, source="offer", to="player", refill=True))
    assert refilled.head == Task(kind="ask", reason="token") and refilled.queue[1] == Task(kind="refill")
    settled = answer(refilled)
    assert len(settled.tokens_face_up) == 3 and settled.head == started.head
    check(settled)


@pytest.mark.rule("ARCH-PROGRESS")
def test_a_digital_refill_reveals_the_top_of_the_stack():
    state = GAME.new_state(OPTIONS, 3, "digital")
    told = state.tokens_face_up[1]
    new, _ = GAME.apply(state, MoveToken(token=told, source="offer", to="player", refill=True))
    assert new.tokens_face_up == tuple(t for t in state.tokens_face_up if t != told) + state.token_stack[:1]
    assert new.token_stack == state.token_stack[1:] and new.player.tokens == (told,)


@pytest.mark.rule("ARCH-PROGRESS-FACEDOWN")
def test_a_token_goes_back_to_the_stack_and_comes_out_of_it(started):
    told = started.tokens_face_up[0]
    taken, _ = GAME.apply(started, MoveToken(token=told, source="offer", to="player"))
    unseen, _ = GAME.apply(taken, MoveToken(token=told, source="player", to="stack"))
    assert told in token_values(unseen) and unseen.token_stack == taken.token_stack + (UNKNOWN,)  # unseen again
    drawn = token_values(unseen)[-1]
    out, _ = GAME.apply(unseen, MoveToken(token=drawn, source="stack", to="automa"))
    assert drawn in out.automa.tokens and len(out.token_stack) == len(unseen.token_stack) - 1
    check(out)
    digital = GAME.new_state(OPTIONS, 3, "digital")
    hidden = digital.token_stack[4]
    named, _ = GAME.apply(digital, MoveToken(token=hidden, source="stack", to="player"))
    assert hidden not in named.token_stack and named.player.tokens == (hidden,)
    returned, _ = GAME.apply(named, MoveToken(token=hidden, source="player", to="stack"))
    assert returned.token_stack[0] == hidden  # digital: on top, the next one revealed or drawn


def test_refused_token_moves_carry_clear_keys(started):
    offer = started.tokens_face_up
    assert refused(started, MoveToken(token="magic", source="offer", to="player")) == "architects.error.edit_token_unknown"
    assert refused(started, MoveToken(token=offer[0], source="offer", to="offer")) == "architects.error.edit_unchanged"
    assert refused(started, MoveToken(token=offer[0], source="player", to="offer")) == "architects.error.edit_token_not_there"
    assert refused(started, MoveToken(token=offer[0], source="stack", to="player")) == "architects.error.edit_token_not_there"
    unseen = token_values(started)[0]
    assert refused(started, MoveToken(token=unseen, source="stack", to="offer")) == "architects.error.move_offer_full"


def test_a_token_granting_its_extra_card_now_is_not_moved():
    state = table("wood", "stone", mode="companion", turn="player", player_tokens=("urbanism",),
                  queue=(Task(kind="pick", reason="token:urbanism"), Task(kind="end_turn")),
                  face_up=("tactics", "engineering", "economy"), stack=(UNKNOWN,) * 11)
    assert refused(state, MoveToken(token="urbanism", source="player", to="stack")) == "architects.error.edit_token_in_use"
    assert token_moves(state, "player", "urbanism") == []


@pytest.mark.rule("ARCH-SETUP-TOKEN")
def test_the_stack_is_not_moved_while_the_table_is_asked_about_it():
    state = GAME.new_state(OPTIONS, 3, "companion")
    assert state.head.reason == "start_die"
    unseen = token_values(state)[0]
    assert refused(state, MoveToken(token=unseen, source="stack", to="player")) == "architects.error.move_stack_busy"


def test_a_refill_after_the_end_is_refused_in_companion_mode():
    rng = random.Random(6)
    state = GAME.new_state(OPTIONS, 6, "companion")
    while GAME.result(state) is None:
        state, _ = apply_step(GAME, state, next_step(GAME, state, rng))
    assert state.tokens_face_up and state.token_stack
    offered = state.tokens_face_up[0]
    assert refused(state, MoveToken(token=offered, source="offer", to="player", refill=True)) == \
        "architects.error.move_refill_after_end"
    new, _ = GAME.apply(state, MoveToken(token=offered, source="offer", to="player"))
    assert offered in new.player.tokens and GAME.result(new) is not None  # the score follows after the end


def test_the_board_lists_a_refill_only_where_it_reveals_a_token(started):
    told = started.tokens_face_up[0]
    moves = token_moves(started, "offer", told)
    assert [(m.to, m.refill) for m in moves] == [
        ("player", False), ("player", True), ("automa", False), ("automa", True), ("stack", False), ("stack", True)]
    owned, _ = GAME.apply(started, MoveToken(token=told, source="offer", to="player"))
    assert [(m.to, m.refill) for m in token_moves(owned, "player", told)] == [
        ("offer", False), ("automa", False), ("automa", True), ("stack", False), ("stack", True)]


# -- history, undo, saves, random games ------------------------------------------------------------------


def test_the_history_tells_each_move_in_both_languages():
    texts = [
        (MoveCard(card="gold", source="automa", to="discard"),
         "Correction: the card Gold coin in the Opponent's city really lies on the discard pile", "Oro"),
        (MoveCard(card="wood", source="deck", deck="player", to="deck", to_deck="central", unseen=True),
         "in your deck really lies among the unseen cards of the central deck", "fra le carte non viste del mazzo centrale"),
        (MoveToken(token="decor", source="offer", to="player", refill=True),
         "Decor among the tokens on offer really lies in your city, and the offer is refilled", "Decorazioni"),
        (MoveToken(token="decor", source="stack", to="automa"), "in the face-down stack really lies in the Opponent's city",
         "nella pila coperta"),
    ]
    for edit, en, it in texts:
        message = GAME.describe(edit)
        assert en in render(message.key, message.params, "en")
        italian = render(message.key, message.params, "it")
        assert it in italian and "{" not in italian and "architects." not in italian


def test_moves_are_undone_redone_saved_and_replayed(took, tmp_path):
    state, card = took
    session = Session(GAME, state, dict(state.options))
    told = state.tokens_face_up[0]
    session.apply(MoveCard(card=card, source="player", to="deck", to_deck="player"))
    session.apply(MoveToken(token=told, source="offer", to="automa", refill=True))
    asked = session.state
    assert asked.head.kind == "ask" and asked.decks["player"].top == card
    session.apply(answer_questions(GAME, asked, GAME.propose(asked), random.Random(3)).actions)
    moved = session.state
    assert len(moved.tokens_face_up) == 3 and told in moved.automa.tokens
    session.undo()
    session.undo()
    assert session.state.decks["player"].top == card and session.state.tokens_face_up == state.tokens_face_up
    session.undo()
    assert session.state == state
    for _ in range(3):
        session.redo()
    assert session.state == moved
    session.apply(next_step(GAME, session.state, random.Random(2)))  # play goes on from the moved pieces
    path = tmp_path / "game.json"
    saves.save(session, path)
    loaded = saves.load(path)
    assert loaded.state == session.state and loaded.replay_all() == session.state
    assert [a.kind for s in loaded.steps for a in s.actions][:3] == ["move_card", "move_token", "answer"]


def _random_move(state, rng: random.Random):
    """A random move accepted now: a card or a token (half and half), from any place it lies."""
    cards: list = []
    tokens: list = []
    for who in ("player", "automa"):
        for card in dict.fromkeys(state.side(who).cards):  # in order: a set would vary with the hash seed
            cards += card_moves(state, who, card)
        for t in state.side(who).tokens:
            tokens += token_moves(state, who, t)
    for d in DECKS:
        deck = state.decks[d]
        if deck.cards and deck.cards[0] != UNKNOWN:
            cards += card_moves(state, "deck", deck.cards[0], deck=d)
    for card in dict.fromkeys(state.discard):
        cards += card_moves(state, "discard", card)
    for t in state.tokens_face_up:
        tokens += token_moves(state, "offer", t)
    for t in list(token_values(state))[:2] if state.mode == "companion" else state.token_stack[:2]:
        tokens += token_moves(state, "stack", t)
    options = tokens if tokens and (rng.random() < 0.5 or not cards) else cards
    return rng.choice(options) if options else None


@pytest.mark.parametrize("seed, mode", [(1, "companion"), (2, "companion"), (3, "digital"), (4, "digital")])
def test_a_game_with_random_moves_keeps_its_invariants_to_its_end(seed, mode):
    rng = random.Random(seed)
    state = GAME.new_state({"player_wonder": "random"}, seed, mode)
    moves, kinds, spots = 0, set(), set()
    for _ in range(700):
        if GAME.result(state) is not None:
            break
        if rng.random() < 0.35 and (edit := _random_move(state, rng)) is not None:
            state, recorded = GAME.apply(state, edit)
            check(state)
            assert recorded == edit
            moves += 1
            kinds.add(edit.kind)
            spots.add((edit.source, edit.to))
            continue
        state, _ = apply_step(GAME, state, next_step(GAME, state, rng), check=True)
    assert GAME.result(state) is not None and moves >= 8
    assert kinds == {"move_card", "move_token"} and len(spots) >= 6


def test_a_game_with_moves_replays_to_the_same_table(tmp_path):
    rng = random.Random(8)
    state = GAME.new_state({}, 8, "companion")
    session = Session(GAME, state, dict(state.options))
    for _ in range(150):
        if GAME.result(session.state) is not None:
            break
        if rng.random() < 0.3 and (edit := _random_move(session.state, rng)) is not None:
            session.apply(edit)
        else:
            session.apply(next_step(GAME, session.state, rng))
    assert any(a.kind.startswith("move_") for s in session.steps for a in s.actions)
    path = tmp_path / "moves.json"
    saves.save(session, path)
    loaded = saves.load(path)
    assert loaded.replay_all() == session.state


def test_choose_token_still_takes_from_the_offer_after_a_move(started):
    told = started.tokens_face_up[0]
    moved, _ = GAME.apply(started, MoveToken(token=told, source="offer", to="stack"))
    state = moved.model_copy(update={"queue": (Task(kind="token", reason="science"),) + moved.queue[1:]})
    assert [a.token for a in GAME.legal_actions(state) if isinstance(a, ChooseToken)] == [*moved.tokens_face_up, "stack"]
