"""Edits: corrections that mirror the physical table (DESIGN.md: a wrong past answer is corrected
as an edit). ``rules.apply`` hands every action of the "edit" family to :func:`apply_edit`.

An edit is checked by where the piece lies and by the state's invariants (``rules.check``), never
by the rules of play: nothing is paid or gained and no effect is applied again (a card corrected
in a city does not move the Cat or the Conflict tokens). docs/architects.md ("Edits") lists each
edit, what it accepts and what it refuses.

The Conflict tokens, the Cat, the Wonder stages and the Military Victory tokens are pieces moved
by hand that hide nothing: their edits are accepted in digital games too. So are the moves of a
card or a Progress token (``move_card``, ``move_token``), which refuse themselves only what would
need hidden information (a face-down card the player cannot name, a card shuffled in unseen).

Helpers the board uses too (pure, none changes the state): ``card_corrections`` and
``token_corrections`` list every correction accepted now, from ``source_decks`` (where a card
outside the decks may have come from), ``card_values`` and ``token_values`` (what is still unseen);
``card_moves`` and ``token_moves`` every move of a piece accepted now.
"""
from __future__ import annotations

from collections import Counter
from typing import Any

from solo_desk.core.actions import Action
from solo_desk.core.errors import IllegalAction, InconsistentState, MalformedAction
from solo_desk.core.proposal import Message

from . import rules as R
from .content import card_name, content, wonder
from .state import (
    DECKS, SIDES, UNKNOWN, ArchitectsState, CorrectCard, CorrectCat, CorrectConflict, CorrectStage, CorrectToken,
    CorrectVictories, Deck, MoveCard, MoveToken,
)

# Pieces moved by hand, with no hidden information: corrected in digital games too (the moves
# refuse by themselves the parts that would need hidden information).
TABLE_PIECE_EDITS = (CorrectConflict, CorrectCat, CorrectStage, CorrectVictories, MoveCard, MoveToken)


def apply_edit(state: ArchitectsState, action: Action) -> tuple[ArchitectsState, Action]:
    """The new state and the action as recorded; the input state is never changed."""
    if state.mode != "companion" and not isinstance(action, TABLE_PIECE_EDITS):
        raise IllegalAction("architects.error.edit_digital", {})  # the app dealt every card and token
    if isinstance(action, CorrectCard):
        new = _correct_card(state, action)
    elif isinstance(action, CorrectToken):
        new = _correct_token(state, action)
    elif isinstance(action, CorrectConflict):
        new = _correct_conflict(state, action)
    elif isinstance(action, CorrectCat):
        new = _correct_cat(state, action)
    elif isinstance(action, CorrectStage):
        new = _correct_stage(state, action)
    elif isinstance(action, CorrectVictories):
        new = _correct_victories(state, action)
    elif isinstance(action, MoveCard):
        new = _move_card(state, action)
    elif isinstance(action, MoveToken):
        new = _move_token(state, action)
    else:
        raise MalformedAction("architects.error.unknown_action", {"kind": action.kind})
    try:
        R.check(new)
    except InconsistentState as error:  # a refused edit, not a broken game: nothing is kept
        raise IllegalAction("architects.error.edit_breaks_state", {"what": error.params.get("what", "")}) from error
    if new.ended is None and not R.legal_actions(new):  # e.g. a stage un-built under a pending build
        raise IllegalAction("architects.error.edit_no_move_left", {})
    return new, action


# -- what a correction may name ---------------------------------------------------------------


def left_deck(state: ArchitectsState, deck_id: str) -> Counter:
    """The cards of a deck's set-up no longer in it (seen or unseen): those drawn from it."""
    deck = state.decks[deck_id]
    inside = Counter(c for c in deck.cards if c != UNKNOWN) + Counter(deck.unknown)
    if state.hali_deck == deck_id:
        inside.update(state.hali_cards)
    return +(R._deck_composition(state, deck_id) - inside)


def source_decks(state: ArchitectsState, card: str) -> list[str]:
    """The decks a card seen outside every deck (a city, the discard pile) may have come from."""
    return [d for d in DECKS if left_deck(state, d)[card] > 0]


def card_values(state: ArchitectsState, deck_id: str) -> list[str]:
    """What a card drawn from ``deck_id`` may really be: that deck's cards still unseen."""
    unseen = state.decks[deck_id].unknown
    return [k for k in content().kind_order if unseen.get(k, 0) > 0]


def token_values(state: ArchitectsState) -> list[str]:
    """What a told Progress token may really be: the tokens still unseen."""
    return list(R.unknown_tokens(state))


def card_corrections(state: ArchitectsState, place: str, card: str, index: int = 0, deck: str = "") -> list[CorrectCard]:
    """Every correction of ``card`` at ``place`` the edit accepts now (the board's picker).
    ``deck``: for place "deck", the deck; elsewhere the decks it may have come from are tried."""
    if state.mode != "companion" or card == UNKNOWN:
        return []
    if place == "deck":
        decks = [deck]
    elif place == "hali":
        decks = [state.hali_deck]
    else:
        decks = source_decks(state, card)
    return [
        CorrectCard(place=place, deck=d, card=card, value=v, index=index)  # type: ignore[arg-type]
        for d in decks for v in card_values(state, d) if v != card
    ]


def token_corrections(state: ArchitectsState, place: str, token_id: str) -> list[CorrectToken]:
    """Every correction of the Progress token at ``place`` the edit accepts now."""
    if state.mode != "companion" or any(t.reason == f"token:{token_id}" for t in state.queue):
        return []
    return [CorrectToken(place=place, token=token_id, value=v) for v in token_values(state) if v != token_id]  # type: ignore[arg-type]


def table_corrections(state: ArchitectsState, key: tuple[Any, ...]) -> list[Action]:
    """The corrections of a table piece the edits accept now, keyed like the board's pieces:
    ("conflict", i) flips that token; ("cat",); ("stage", side, number); ("victories", side)."""
    candidates: list[Action] = []
    if key[0] == "conflict":
        candidates = [CorrectConflict(war=state.conflict - 1 if key[1] < state.conflict else state.conflict + 1)]
    elif key[0] == "cat":
        candidates = [CorrectCat(holder=h) for h in (*SIDES, None) if h != state.cat]
    elif key[0] == "stage":
        candidates = [CorrectStage(side=key[1], stage=key[2], built=key[2] not in state.side(key[1]).built)]
    elif key[0] == "victories":
        held = state.side(key[1]).victories
        candidates = [CorrectVictories(side=key[1], count=n) for n in range(max(7, held + 3)) if n != held]
    return [a for a in candidates if _accepted(state, a)]


CARD_SPOTS = ("player", "automa", "discard", "deck")
TOKEN_SPOTS = ("offer", "player", "automa", "stack")


def card_moves(state: ArchitectsState, source: str, card: str, deck: str | None = None, index: int = 0) -> list[MoveCard]:
    """Every move of ``card`` from ``source`` (for "deck": ``deck`` at ``index``) the edit accepts
    now, in the board's order: the cities, the discard pile, then each deck on top and unseen."""
    if card == UNKNOWN:
        return []
    targets: list[dict[str, Any]] = [{"to": spot} for spot in ("player", "automa", "discard")]
    targets += [{"to": "deck", "to_deck": d, "unseen": unseen} for d in DECKS for unseen in (False, True)]
    candidates = [MoveCard(card=card, source=source, deck=deck, index=index, **t) for t in targets]  # type: ignore[arg-type]
    return [m for m in candidates if _accepted(state, m)]


def token_moves(state: ArchitectsState, source: str, token_id: str) -> list[MoveToken]:
    """Every move of the Progress token from ``source`` the edit accepts now; a token leaving the
    offer is listed twice, with and without the refill, when a refill would reveal a token."""
    found: list[MoveToken] = []
    for to in TOKEN_SPOTS:
        for refill in (False, True):
            move = MoveToken(token=token_id, source=source, to=to, refill=refill)  # type: ignore[arg-type]
            if _accepted(state, move) and (not refill or _refills(state, move)):
                found.append(move)
    return found


def _refills(state: ArchitectsState, move: MoveToken) -> bool:
    """Whether ``move`` with its refill reveals a token the move without it does not."""
    without = _move_token(state, move.model_copy(update={"refill": False}))
    return R.tokens_left(without) and len(without.tokens_face_up) < content().face_up_tokens


def _accepted(state: ArchitectsState, edit: Action) -> bool:
    try:
        apply_edit(state, edit)
    except IllegalAction:
        return False
    return True


# -- the edits ----------------------------------------------------------------------------------


def _correct_card(state: ArchitectsState, a: CorrectCard) -> ArchitectsState:
    kinds = content().kind_order
    if a.card not in kinds or a.value not in kinds:
        raise IllegalAction("architects.error.edit_card_unknown", {"card": a.card if a.card not in kinds else a.value})
    if a.card == a.value:
        raise IllegalAction("architects.error.edit_same_card", {"card": card_name(a.card)})
    deck = state.decks[a.deck]
    if deck.unknown.get(a.value, 0) <= 0:
        raise IllegalAction("architects.error.edit_value_not_unseen", {"card": card_name(a.value), "deck": deck_of_ref(a.deck)})
    if a.place in ("player", "automa", "discard"):
        held = state.discard if a.place == "discard" else state.side(a.place).cards  # type: ignore[arg-type]
        if a.card not in held:
            raise IllegalAction("architects.error.edit_card_not_there", {"card": card_name(a.card), "place": place_ref(a.place)})
        if a.deck not in source_decks(state, a.card):
            raise IllegalAction("architects.error.edit_card_not_from_deck", {"card": card_name(a.card), "deck": deck_from_ref(a.deck)})
        replaced = list(held)
        replaced[replaced.index(a.card)] = a.value
        if a.place == "discard":
            state = R._set(state, discard=tuple(replaced))
        else:
            state = R._with_side(state, a.place, cards=R._sorted(replaced))  # type: ignore[arg-type]
    elif a.place == "deck":
        if not 0 <= a.index < len(deck.cards) or deck.cards[a.index] != a.card:
            raise IllegalAction("architects.error.edit_card_not_there", {"card": card_name(a.card), "place": place_ref(f"deck_{a.deck}")})
        cards = list(deck.cards)
        cards[a.index] = a.value
        deck = R.copy_with(deck, cards=tuple(cards))
    else:  # Halicarnassus' revealed cards, set aside from their deck until one is kept
        if a.deck != state.hali_deck or not 0 <= a.index < len(state.hali_cards) or state.hali_cards[a.index] != a.card:
            raise IllegalAction("architects.error.edit_card_not_there", {"card": card_name(a.card), "place": place_ref("hali")})
        revealed = list(state.hali_cards)
        revealed[a.index] = a.value
        state = R._set(state, hali_cards=tuple(revealed))
    unseen = Counter(deck.unknown)
    unseen[a.value] -= 1
    unseen[a.card] += 1
    return R._with_deck(state, a.deck, R.copy_with(deck, unknown=dict(+unseen)))


def _correct_token(state: ArchitectsState, a: CorrectToken) -> ArchitectsState:
    pool = set(content().token_pool())
    if a.token not in pool or a.value not in pool:
        raise IllegalAction("architects.error.edit_token_unknown", {"token": a.token if a.token not in pool else a.value})
    if a.token == a.value:
        raise IllegalAction("architects.error.edit_same_token", {"token": token_ref(a.token)})
    held = state.tokens_face_up if a.place == "offer" else state.side(a.place).tokens  # type: ignore[arg-type]
    if a.token not in held:
        raise IllegalAction("architects.error.edit_token_not_there", {"token": token_ref(a.token), "place": place_ref(a.place)})
    if any(t.reason == f"token:{a.token}" for t in state.queue):  # the extra card it grants is pending
        raise IllegalAction("architects.error.edit_token_in_use", {"token": token_ref(a.token)})
    if a.value not in token_values(state):
        raise IllegalAction("architects.error.edit_token_not_unseen", {"token": token_ref(a.value)})
    replaced = list(held)
    replaced[replaced.index(a.token)] = a.value
    if a.place == "offer":
        return R._set(state, tokens_face_up=tuple(replaced))
    return R._with_side(state, a.place, tokens=tuple(replaced))  # type: ignore[arg-type]


def _deck_busy(state: ArchitectsState, deck_id: str) -> bool:
    """A deck the turn is handling right now: a question about its cards, a take waiting on one,
    Halicarnassus' cards set aside from it, the Opponent flipping or discarding the central card."""
    if state.hali_deck == deck_id or any(t.deck == deck_id and t.kind in ("ask", "take", "hali_reveal") for t in state.queue):
        return True
    if deck_id != "central" and any(t.kind == "take_both" for t in state.queue):  # Olympia: both Wonder decks
        return True
    head = state.head
    return deck_id == "central" and head is not None and head.kind in ("cat_flip", "discard_central")


def _move_card(state: ArchitectsState, a: MoveCard) -> ArchitectsState:
    if a.card not in content().kind_order:
        raise IllegalAction("architects.error.edit_card_unknown", {"card": a.card})
    if (a.source == "deck" and a.deck is None) or (a.to == "deck" and a.to_deck is None):
        raise IllegalAction("architects.error.move_deck_missing", {})
    same_deck = a.source == a.to == "deck" and a.deck == a.to_deck and a.index == 0 and not a.unseen
    if (a.source == a.to and a.source != "deck") or same_deck:
        raise _unchanged()
    touched = [d for d in (a.deck if a.source == "deck" else None, a.to_deck if a.to == "deck" else None) if d]
    for deck_id in touched:  # in order: the source deck is named first
        if _deck_busy(state, deck_id):
            raise IllegalAction("architects.error.move_deck_busy", {"deck": deck_ref(deck_id)})
    state = _take_card_out(state, a)
    return _put_card(state, a)


def _take_card_out(state: ArchitectsState, a: MoveCard) -> ArchitectsState:
    if a.source in ("player", "automa", "discard"):
        held = state.discard if a.source == "discard" else state.side(a.source).cards  # type: ignore[arg-type]
        if a.card not in held:
            raise IllegalAction("architects.error.edit_card_not_there", {"card": card_name(a.card), "place": place_ref(a.source)})
        if a.source == "discard":  # the pile's order means nothing: the last copy leaves
            rest = list(held)
            del rest[len(rest) - 1 - rest[::-1].index(a.card)]
            return R._set(state, discard=tuple(rest))
        return R._with_side(state, a.source, cards=R._remove(held, [a.card]))  # type: ignore[arg-type]
    deck_id = a.deck or ""
    deck = state.decks[deck_id]
    where = place_ref(f"deck_{deck_id}")
    if not 0 <= a.index < len(deck.cards) or deck.cards[a.index] != a.card:
        raise IllegalAction("architects.error.edit_card_not_there", {"card": card_name(a.card), "place": where})
    face_down = a.index > 0 or (deck_id == "central" and not state.central_face_up)
    if state.mode != "companion" and face_down:  # the app knows it, the player does not
        raise IllegalAction("architects.error.move_card_face_down", {"deck": deck_of_ref(deck_id)})
    cards = deck.cards[: a.index] + deck.cards[a.index + 1 :]
    state = R._with_deck(state, deck_id, R.copy_with(deck, cards=cards))
    if deck_id == "central" and a.index == 0:
        state = R._set(state, central_face_up=False)  # the next central card lies face down
    return _ask_new_top(state, deck_id)


def _put_card(state: ArchitectsState, a: MoveCard) -> ArchitectsState:
    if a.to == "discard":
        return R._set(state, discard=state.discard + (a.card,))
    if a.to in ("player", "automa"):
        return R._with_side(state, a.to, cards=R._sorted(state.side(a.to).cards + (a.card,)))  # type: ignore[arg-type]
    deck_id = a.to_deck or ""
    deck = state.decks[deck_id]
    if deck_id == "central" and state.central_face_up and not a.unseen:
        raise IllegalAction("architects.error.move_onto_face_up_central", {})
    if left_deck(state, deck_id)[a.card] <= 0:  # every copy of that deck is in it already
        raise IllegalAction("architects.error.edit_card_not_from_deck", {"card": card_name(a.card), "deck": deck_from_ref(deck_id)})
    if not a.unseen:
        return R._with_deck(state, deck_id, R.copy_with(deck, cards=(a.card,) + deck.cards))
    if state.mode != "companion":  # unseen means shuffled in: the app would have to deal it again
        raise IllegalAction("architects.error.move_unseen_digital", {})
    if deck_id != "central" and not deck.cards:
        raise IllegalAction("architects.error.move_unseen_face_up", {"deck": deck_ref(deck_id)})
    unseen = Counter(deck.unknown)
    unseen[a.card] += 1
    return R._with_deck(state, deck_id, Deck(cards=deck.cards + (UNKNOWN,), unknown=dict(unseen)))


def _ask_new_top(state: ArchitectsState, deck_id: str) -> ArchitectsState:
    """A Wonder deck's top is face up: the table is asked which card now lies there (companion)."""
    asks = R._reveal_top(state, deck_id) if state.ended is None else []
    return R._push(state, *asks, pop=False)


def _stack_busy(state: ArchitectsState) -> bool:
    """The table is being asked which token lies on the stack (a refill, a face-down draw, the
    Opponent's starting tokens): the stack must stay as the question found it."""
    return any(t.kind == "ask" and t.reason in ("token", "start_die") or t.kind in ("refill", "draw_token") for t in state.queue)


def _move_token(state: ArchitectsState, a: MoveToken) -> ArchitectsState:
    if a.token not in set(content().token_pool()):
        raise IllegalAction("architects.error.edit_token_unknown", {"token": a.token})
    if a.source == a.to:
        raise _unchanged()
    if (a.refill or "stack" in (a.source, a.to)) and _stack_busy(state):
        raise IllegalAction("architects.error.move_stack_busy", {})
    if a.source == "stack":
        if a.token not in R.unknown_tokens(state) and a.token not in state.token_stack:
            raise IllegalAction("architects.error.edit_token_not_there", {"token": token_ref(a.token), "place": place_ref("stack")})
        # companion: one of the unseen tokens was this one; digital: the app knows where it lies
        stack = list(state.token_stack)
        stack.remove(a.token if a.token in stack else UNKNOWN)
        state = R._set(state, token_stack=tuple(stack))
    else:
        held = state.tokens_face_up if a.source == "offer" else state.side(a.source).tokens  # type: ignore[arg-type]
        if a.token not in held:
            raise IllegalAction("architects.error.edit_token_not_there", {"token": token_ref(a.token), "place": place_ref(a.source)})
        if any(t.reason == f"token:{a.token}" for t in state.queue):  # the extra card it grants is pending
            raise IllegalAction("architects.error.edit_token_in_use", {"token": token_ref(a.token)})
        rest = R._remove(held, [a.token])
        state = R._set(state, tokens_face_up=rest) if a.source == "offer" else R._with_side(state, a.source, tokens=rest)  # type: ignore[arg-type]
    if a.to == "offer":
        if len(state.tokens_face_up) >= content().face_up_tokens:
            raise IllegalAction("architects.error.move_offer_full", {})
        state = R._set(state, tokens_face_up=state.tokens_face_up + (a.token,))
    elif a.to == "stack" and state.mode == "companion":  # unseen again, like every token in the stack
        state = R._set(state, token_stack=state.token_stack + (UNKNOWN,))
    elif a.to == "stack":  # digital: on top, the next one revealed or drawn
        state = R._set(state, token_stack=(a.token,) + state.token_stack)
    else:
        state = R._with_side(state, a.to, tokens=state.side(a.to).tokens + (a.token,))
    if a.refill:
        refill = R.make_task(kind="refill")
        state = R._refill(R._push(state, refill, pop=False), refill)  # asks the table which token (companion)
        if state.ended is not None and state.queue:
            raise IllegalAction("architects.error.move_refill_after_end", {})
    return state


def _unchanged() -> IllegalAction:
    return IllegalAction("architects.error.edit_unchanged", {})


def _correct_conflict(state: ArchitectsState, a: CorrectConflict) -> ArchitectsState:
    if a.war == state.conflict:
        raise _unchanged()
    # All tokens on war: the battle is due at the end of this turn, as on the table; the range
    # itself is the invariants' business ("conflict tokens out of range").
    return R._set(state, conflict=a.war, battle_pending=a.war == content().conflict_tokens)


def _correct_cat(state: ArchitectsState, a: CorrectCat) -> ArchitectsState:
    if a.holder == state.cat:
        raise _unchanged()
    if state.head is not None and state.head.kind == "cat_flip":  # the Opponent is using it now
        raise IllegalAction("architects.error.edit_cat_in_use", {})
    return R._set(state, cat=a.holder)


def _correct_stage(state: ArchitectsState, a: CorrectStage) -> ArchitectsState:
    tableau = state.side(a.side)
    numbers = [s.number for s in wonder(tableau.wonder).stages]
    if a.stage not in numbers:
        raise IllegalAction("architects.error.edit_stage_unknown", {"stage": a.stage})
    if (a.stage in tableau.built) == a.built:
        raise _unchanged()
    built = tableau.built + (a.stage,) if a.built else tuple(n for n in tableau.built if n != a.stage)
    new = R._with_side(state, a.side, built=built)
    if state.ended == "wonder" and all(len(new.side(w).built) < len(numbers) for w in SIDES):
        raise IllegalAction("architects.error.edit_stage_ends_game", {})  # the end it caused is kept
    return new


def _correct_victories(state: ArchitectsState, a: CorrectVictories) -> ArchitectsState:
    if a.count == state.side(a.side).victories:
        raise _unchanged()
    return R._with_side(state, a.side, victories=a.count)  # a negative count: the invariants refuse it


# -- history texts ------------------------------------------------------------------------------


def token_ref(token_id: str) -> dict[str, Any]:
    return {"key": f"architects.token.{token_id}"}


def deck_ref(deck_id: str) -> dict[str, Any]:
    return {"key": f"architects.deck.{deck_id}"}


def deck_of_ref(deck_id: str) -> dict[str, Any]:
    """"of your deck" / "del tuo mazzo": the Italian preposition joined to its article."""
    return {"key": f"architects.deck_of.{deck_id}"}


def deck_from_ref(deck_id: str) -> dict[str, Any]:
    """"from your deck" / "dal tuo mazzo"."""
    return {"key": f"architects.deck_from.{deck_id}"}


def place_ref(place: str) -> dict[str, Any]:
    return {"key": f"architects.place.{place}"}


def cat_ref(holder: str | None) -> dict[str, Any]:
    return {"key": f"architects.cat.{holder or 'nobody'}"}


def describe_edit(action: Action) -> Message:
    if isinstance(action, CorrectCard):
        where = place_ref(f"deck_{action.deck}" if action.place == "deck" else action.place)
        return Message(key="architects.action.correct_card", params={
            "card": card_name(action.card), "value": card_name(action.value), "place": where,
            "unseen": place_ref(f"deck_{action.deck}_unseen"),  # "del tuo mazzo": the preposition with its article
        })
    if isinstance(action, CorrectToken):
        return Message(key="architects.action.correct_token", params={
            "token": token_ref(action.token), "value": token_ref(action.value), "place": place_ref(action.place),
        })
    if isinstance(action, CorrectConflict):
        return Message(key="architects.action.correct_conflict_one" if action.war == 1 else "architects.action.correct_conflict",
                       params={"war": action.war, "total": content().conflict_tokens})
    if isinstance(action, CorrectCat):
        return Message(key="architects.action.correct_cat", params={"holder": cat_ref(action.holder)})
    if isinstance(action, CorrectStage):
        key = "architects.action.correct_stage_built" if action.built else "architects.action.correct_stage_not_built"
        return Message(key=key, params={"stage": action.stage, "wonder": {"key": f"architects.stage_of.{action.side}"}})
    if isinstance(action, CorrectVictories):
        return Message(key="architects.action.correct_victories",
                       params={"count": action.count, "place": place_ref(action.side)})
    if isinstance(action, MoveCard):
        return Message(key="architects.action.move_card", params={
            "card": card_name(action.card), "source": _card_spot_ref(action.source, action.deck),
            "to": _card_spot_ref(action.to, action.to_deck, action.unseen),
        })
    if isinstance(action, MoveToken):
        key = "architects.action.move_token_refill" if action.refill else "architects.action.move_token"
        return Message(key=key, params={
            "token": token_ref(action.token), "source": place_ref(action.source), "to": place_ref(action.to),
        })
    return Message(key="architects.error.unknown_action", params={"kind": action.kind})


def _card_spot_ref(spot: str, deck: str | None, unseen: bool = False) -> dict[str, Any]:
    if spot != "deck":
        return place_ref(spot)
    return place_ref(f"deck_{deck}_unseen" if unseen else f"deck_{deck}")
