"""Edits: corrections that mirror the physical table (DESIGN.md: a wrong past answer is corrected
as an edit). ``rules.apply`` hands every action of the "edit" family to :func:`apply_edit`.

An edit is checked by where the piece lies and by the state's invariants (``rules.check``), never
by the rules of play: nothing is paid or gained and no effect is applied again (a card corrected
in a city does not move the Cat or the Conflict tokens). docs/architects.md ("Edits") lists each
edit, what it accepts and what it refuses.

The Conflict tokens, the Cat, the Wonder stages and the Military Victory tokens are pieces moved
by hand that hide nothing: their edits are accepted in digital games too.

Helpers the board uses too (pure, none changes the state): ``card_corrections`` and
``token_corrections`` list every correction accepted now, from ``source_decks`` (where a card
outside the decks may have come from), ``card_values`` and ``token_values`` (what is still unseen).
"""
from __future__ import annotations

from collections import Counter
from typing import Any

from solo_desk.core.actions import Action
from solo_desk.core.errors import IllegalAction, InconsistentState, MalformedAction
from solo_desk.core.proposal import Message

from . import rules as R
from .content import content, wonder
from .state import (
    DECKS, SIDES, UNKNOWN, ArchitectsState, CorrectCard, CorrectCat, CorrectConflict, CorrectStage, CorrectToken,
    CorrectVictories,
)

# Pieces moved by hand, with no hidden information: corrected in digital games too.
TABLE_PIECE_EDITS = (CorrectConflict, CorrectCat, CorrectStage, CorrectVictories)


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
        raise IllegalAction("architects.error.edit_same_card", {"card": card_ref(a.card)})
    deck = state.decks[a.deck]
    if deck.unknown.get(a.value, 0) <= 0:
        raise IllegalAction("architects.error.edit_value_not_unseen", {"card": card_ref(a.value), "deck": deck_ref(a.deck)})
    if a.place in ("player", "automa", "discard"):
        held = state.discard if a.place == "discard" else state.side(a.place).cards  # type: ignore[arg-type]
        if a.card not in held:
            raise IllegalAction("architects.error.edit_card_not_there", {"card": card_ref(a.card), "place": place_ref(a.place)})
        if a.deck not in source_decks(state, a.card):
            raise IllegalAction("architects.error.edit_card_not_from_deck", {"card": card_ref(a.card), "deck": deck_ref(a.deck)})
        replaced = list(held)
        replaced[replaced.index(a.card)] = a.value
        if a.place == "discard":
            state = R._set(state, discard=tuple(replaced))
        else:
            state = R._with_side(state, a.place, cards=R._sorted(replaced))  # type: ignore[arg-type]
    elif a.place == "deck":
        if not 0 <= a.index < len(deck.cards) or deck.cards[a.index] != a.card:
            raise IllegalAction("architects.error.edit_card_not_there", {"card": card_ref(a.card), "place": place_ref(f"deck_{a.deck}")})
        cards = list(deck.cards)
        cards[a.index] = a.value
        deck = R.copy_with(deck, cards=tuple(cards))
    else:  # Halicarnassus' revealed cards, set aside from their deck until one is kept
        if a.deck != state.hali_deck or not 0 <= a.index < len(state.hali_cards) or state.hali_cards[a.index] != a.card:
            raise IllegalAction("architects.error.edit_card_not_there", {"card": card_ref(a.card), "place": place_ref("hali")})
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


def card_ref(card: str) -> dict[str, Any]:
    return {"key": f"architects.card.{card}"}


def token_ref(token_id: str) -> dict[str, Any]:
    return {"key": f"architects.token.{token_id}"}


def deck_ref(deck_id: str) -> dict[str, Any]:
    return {"key": f"architects.deck.{deck_id}"}


def place_ref(place: str) -> dict[str, Any]:
    return {"key": f"architects.place.{place}"}


def cat_ref(holder: str | None) -> dict[str, Any]:
    return {"key": f"architects.cat.{holder or 'nobody'}"}


def describe_edit(action: Action) -> Message:
    if isinstance(action, CorrectCard):
        where = place_ref(f"deck_{action.deck}" if action.place == "deck" else action.place)
        return Message(key="architects.action.correct_card", params={
            "card": card_ref(action.card), "value": card_ref(action.value), "place": where, "deck": deck_ref(action.deck),
        })
    if isinstance(action, CorrectToken):
        return Message(key="architects.action.correct_token", params={
            "token": token_ref(action.token), "value": token_ref(action.value), "place": place_ref(action.place),
        })
    if isinstance(action, CorrectConflict):
        return Message(key="architects.action.correct_conflict",
                       params={"war": action.war, "total": content().conflict_tokens})
    if isinstance(action, CorrectCat):
        return Message(key="architects.action.correct_cat", params={"holder": cat_ref(action.holder)})
    if isinstance(action, CorrectStage):
        key = "architects.action.correct_stage_built" if action.built else "architects.action.correct_stage_not_built"
        return Message(key=key, params={"stage": action.stage, "wonder": {"key": f"architects.stage_of.{action.side}"}})
    if isinstance(action, CorrectVictories):
        return Message(key="architects.action.correct_victories",
                       params={"count": action.count, "place": place_ref(action.side)})
    return Message(key="architects.error.unknown_action", params={"kind": action.kind})
