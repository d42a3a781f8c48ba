"""Edits: the corrections that mirror the physical table (DESIGN.md: "the physical table is the
truth"). ``rules.apply`` hands every action of the "edit" family to :func:`apply_edit`.

An edit is checked only by the state's invariants (``rules.check``) and by where the piece can
physically lie, never by the rules of play: nothing is paid or gained and no effect is applied
(coins and the Conflict pawn have their own edits). docs/duel.md ("Edits") lists every edit, what
it accepts, what it refuses and why.

Helpers the board uses too (pure, none changes the state):

* ``in_box(s, token)`` — a Progress token lies in the box (the unused ones);
* ``box_progress_tokens(s)``, ``box_mythology_tokens(s)``, ``box_offering_tokens(s)`` — what lies in the box;
* ``deck_count(s, mythology)`` — how many divinities a Mythology deck holds;
* ``set_aside_cards(s)`` — the cards a correction may take from those set aside now (this Age's;
  digital, in Age III, also the unused Guilds / Grand Temples);
* ``LOOTING_TOKENS`` — the Military track's looting tokens, in their order on the board;
* ``tucked_owner(s, wonder)`` — the city where a Wonder stands built;
* ``placed_cards(s)``, ``rename_placed_candidates(s, card)`` — the named cards of the cities (under
  their Wonders too) and of the discard pile, and the names one of them may really have (companion).
"""
from __future__ import annotations

from collections import Counter
from typing import Any

from solo_desk.core.actions import Action
from solo_desk.core.errors import IllegalAction, InconsistentState, MalformedAction
from solo_desk.games.duel import rules as R
from solo_desk.games.duel.content import MYTHOLOGIES
from solo_desk.games.duel.describe import _place, name
from solo_desk.games.duel.state import (
    SIDES, fast_copy, other, DuelState, MoveCard, MoveDivinity, MoveLooting, MoveProgress, MoveSetAside, MoveSnake, MoveToken,
    MoveWonder, RenameCard, RenamePlaced, ReturnCard, SetBack, SetAstarteCoins, SetCoins, SetConflict, SetMinerva,
    TuckCard, UnbuildWonder,
)

LOOTING_TOKENS: tuple[str, ...] = DuelState.model_fields["military_tokens"].default

AGE_NUMERALS = {1: "I", 2: "II", 3: "III"}


def apply_edit(s: DuelState, action: Action) -> tuple[DuelState, Action]:
    """Apply an edit to ``s`` (a fresh copy the caller owns): the new state and the action as recorded.
    An edit that would leave an impossible table is refused (an illegal action), never applied."""
    if isinstance(action, (SetCoins, SetAstarteCoins)) and action.coins < 0:  # a typed action (the CLI)
        raise IllegalAction("duel.illegal.edit_negative_coins", {"coins": action.coins})
    if isinstance(action, SetCoins):
        R._set_city(s, action.side, coins=action.coins)
    elif isinstance(action, SetConflict):
        s.conflict = action.position
    elif isinstance(action, MoveCard):
        _edit_move_card(s, action)
    elif isinstance(action, MoveWonder):
        _edit_move_wonder(s, action)
    elif isinstance(action, MoveProgress):
        _edit_move_progress(s, action.token, action.to)
    elif isinstance(action, MoveDivinity):
        _edit_move_divinity(s, action)
    elif isinstance(action, MoveToken):
        _edit_move_token(s, action)
    elif isinstance(action, MoveLooting):
        _edit_move_looting(s, action)
    elif isinstance(action, ReturnCard):
        _edit_return_card(s, action)
    elif isinstance(action, MoveSetAside):
        _edit_move_set_aside(s, action)
    elif isinstance(action, SetMinerva):
        _edit_set_minerva(s, action)
    elif isinstance(action, RenameCard):
        _edit_rename_card(s, action)
    elif isinstance(action, MoveSnake):
        _edit_move_snake(s, action)
    elif isinstance(action, SetBack):
        _edit_set_back(s, action)
    elif isinstance(action, TuckCard):  # recorded with the Wonder it unbuilds, if any (never as given)
        action = action.model_copy(update={"unbuilt": _edit_tuck_card(s, action) or ""})
    elif isinstance(action, RenamePlaced):
        _edit_rename_placed(s, action)
    elif isinstance(action, UnbuildWonder):
        _edit_unbuild_wonder(s, action)
    elif isinstance(action, SetAstarteCoins):
        if "astarte" not in s.city(action.side).divinities:
            raise IllegalAction("duel.illegal.edit_no_astarte", {"place": token_place(action.side)})
        R._set_city(s, action.side, astarte_coins=action.coins)
    try:
        R.check(s)
    except InconsistentState as exc:  # the player's correction is refused with the reason: nothing kept
        raise IllegalAction(exc.key, exc.params) from None
    return s, action


# -- cards, Wonders, Progress tokens -----------------------------------------------------------

def _edit_move_card(s: DuelState, action: MoveCard) -> None:
    if _offered(s, action.card):  # a pending decision would pick it where it no longer lies
        raise IllegalAction("duel.illegal.edit_piece_offered", {"piece": name(action.card)})
    from_structure = False
    for side in SIDES:
        c = s.city(side)
        if action.card in c.buildings:
            R._set_city(s, side, buildings=tuple(b for b in c.buildings if b != action.card))
            _snake_off(s, action.card)  # it lay on the card in that city only
            break
    else:
        if action.card in s.discard:
            s.discard = tuple(c for c in s.discard if c != action.card)
        elif s.phase == "play" and action.card in s.slots:
            from_structure = True
            _edit_take_from_structure(s, action.card)
        else:
            raise IllegalAction("duel.illegal.edit_card_not_built", {"card": name(action.card)})
    if action.to == "discard":
        s.discard = s.discard + (action.card,)
    else:
        c = s.city(action.to)
        R._set_city(s, action.to, buildings=c.buildings + (action.card,))
    if from_structure:
        # digital: a card it uncovers with a Mythology token whose deck a divinity still waiting to be
        # placed was drawn from shows the same top two for now; placing the first one redraws it
        _edit_reveal(s, s.current if action.to == "discard" else action.to)


def _edit_move_wonder(s: DuelState, action: MoveWonder) -> None:
    if _offered(s, action.wonder):  # Anubis, Ra: the decision would pick it from the wrong city
        raise IllegalAction("duel.illegal.edit_piece_offered", {"piece": name(action.wonder)})
    owner = next((x for x in SIDES if action.wonder in s.city(x).wonders), None)
    if owner is None:
        raise IllegalAction("duel.illegal.edit_wonder_not_owned", {"wonder": name(action.wonder)})
    oc = s.city(owner)
    built = tuple(x for x in oc.built if x[0] == action.wonder)
    R._set_city(s, owner, wonders=tuple(w for w in oc.wonders if w != action.wonder),
                built=tuple(x for x in oc.built if x[0] != action.wonder))
    c = s.city(action.to)
    R._set_city(s, action.to, wonders=c.wonders + (action.wonder,), built=c.built + built)


def tucked_owner(s: DuelState, wonder: str) -> str | None:
    """The city where ``wonder`` stands built, if any."""
    return next((x for x in SIDES if any(w == wonder for w, _ in s.city(x).built)), None)


def _edit_tuck_card(s: DuelState, a: TuckCard) -> str | None:
    """A ``tuck_card`` edit: the built Wonder was built with another card than the one recorded. The
    real card (face up in the structure, in a city, on the discard pile, under another Wonder) and the
    recorded one swap places: the recorded one lies where the app showed the real one. Returns the
    Wonder of the same city now not built, if the card was under it (see ``_edit_built_instead``)."""
    if a.card not in R._cat().buildings:
        raise IllegalAction("duel.illegal.edit_card_unknown", {"card": name(a.card)})
    owner = tucked_owner(s, a.wonder)
    if owner is None:
        return _edit_built_instead(s, a)
    old = dict(s.city(owner).built)[a.wonder]
    if old == a.card:
        raise IllegalAction("duel.illegal.edit_tucked_same", {"card": name(a.card), "wonder": name(a.wonder)})
    for piece in (a.card, old, a.wonder):  # a pending decision would take it from where it no longer lies
        if _offered(s, piece):
            raise IllegalAction("duel.illegal.edit_piece_offered", {"piece": name(piece)})

    def swapped(card: str) -> str:
        return old if card == a.card else card

    placed = any(a.card in s.city(x).buildings or a.card in (c for _, c in s.city(x).built) for x in SIDES) \
        or a.card in s.discard
    if not placed:
        if s.phase != "play" or a.card not in s.slots:
            raise IllegalAction("duel.illegal.edit_tuck_not_found", {"card": name(a.card), "wonder": name(a.wonder)})
        slot = s.slots.index(a.card)
        if slot not in R.accessible_slots(s):
            raise IllegalAction("duel.illegal.edit_card_covered", {"card": name(a.card)})
        if not s.face_up[slot]:
            raise IllegalAction("duel.illegal.edit_card_face_down", {"card": name(a.card)})
        s.slots = R._replace(s.slots, slot, old)  # face up, where the real card lay: it covers the same cards
    _snake_off(s, a.card)  # under a Wonder it copies nothing
    s.discard = tuple(swapped(c) for c in s.discard)
    for side in SIDES:
        c = s.city(side)
        built = tuple((w, a.card if w == a.wonder else swapped(t)) for w, t in c.built)
        R._set_city(s, side, buildings=tuple(swapped(b) for b in c.buildings), built=built)
    return None


def _edit_built_instead(s: DuelState, a: TuckCard) -> str | None:
    """A ``tuck_card`` edit onto a Wonder not built: it really is built, with that card. A card under
    another Wonder of the same city: that one was recorded built instead of this one (it is unbuilt
    again); a card of a city, of the discard pile or of the structure (accessible, face up; what it
    uncovers is revealed, by the Wonder's owner) leaves its place."""
    holder = next((x for x in SIDES if a.wonder in s.city(x).wonders), None)
    if holder is None:
        raise IllegalAction("duel.illegal.edit_wonder_not_owned", {"wonder": name(a.wonder)})
    built = s.city(holder).built
    other = next((w for w, t in built if t == a.card), None)
    for piece in (a.wonder, other, a.card):
        if piece and _offered(s, piece):
            raise IllegalAction("duel.illegal.edit_piece_offered", {"piece": name(piece)})
    if other is not None:
        R._set_city(s, holder, built=tuple((a.wonder if w == other else w, t) for w, t in built))
        return other
    from_structure = s.phase == "play" and a.card in s.slots
    if from_structure:
        _edit_take_from_structure(s, a.card)
    elif a.card in s.discard or any(a.card in s.city(x).buildings for x in SIDES):
        _take_placed_card(s, a.card)
    else:  # under a Wonder of the other city (swap it there first), or nowhere on the table
        raise IllegalAction("duel.illegal.edit_tuck_not_found", {"card": name(a.card), "wonder": name(a.wonder)})
    R._set_city(s, holder, built=s.city(holder).built + ((a.wonder, a.card),))
    if from_structure:
        _edit_reveal(s, holder)
    return None


def _edit_unbuild_wonder(s: DuelState, a: UnbuildWonder) -> None:
    """An ``unbuild_wonder`` edit: the Wonder is not built; the card recorded under it really lies in
    a city or on the discard pile. No effect is undone (coins, shields: their own edits)."""
    owner = tucked_owner(s, a.wonder)
    if owner is None:
        raise IllegalAction("duel.illegal.edit_wonder_not_built", {"wonder": name(a.wonder)})
    card = dict(s.city(owner).built)[a.wonder]
    for piece in (a.wonder, card):
        if _offered(s, piece):
            raise IllegalAction("duel.illegal.edit_piece_offered", {"piece": name(piece)})
    R._set_city(s, owner, built=tuple(x for x in s.city(owner).built if x[0] != a.wonder))
    if a.to == "discard":
        s.discard = s.discard + (card,)
    else:
        R._set_city(s, a.to, buildings=s.city(a.to).buildings + (card,))


def _edit_take_from_structure(s: DuelState, card: str) -> None:
    """A ``move_card`` edit of a card of the Age structure: only an accessible, face-up card (the
    table can only hold such a card elsewhere), never the Age's last one (its move ends the Age).
    A face-up card carries no Mythology / Offering token (a token lies on a face-down card and goes
    to whoever reveals it), so no token moves with it."""
    slot = s.slots.index(card)
    if slot not in R.accessible_slots(s):
        raise IllegalAction("duel.illegal.edit_card_covered", {"card": name(card)})
    if not s.face_up[slot]:
        raise IllegalAction("duel.illegal.edit_card_face_down", {"card": name(card)})
    if sum(1 for c in s.slots if c) == 1:
        raise IllegalAction("duel.illegal.edit_last_card", {"card": name(card)})
    R._take_from_structure(s, card)


def _edit_reveal(s: DuelState, revealer: str) -> None:
    """The face-down cards a ``move_card`` edit uncovers lie face up on the table: turned face up at
    once (companion: "which card was revealed?"), their token to the side who revealed them by the
    rules, the side who took the card (for a card corrected onto the discard pile, whose discarder
    the edit does not say: the side whose turn it is, as in play)."""
    current = s.current
    s.current = revealer  # type: ignore[assignment]
    try:
        R._reveal(s)
    finally:
        s.current = current


def in_box(s: DuelState, token: str) -> bool:
    """Whether a Progress token lies in the box (the unused ones): digital, ``progress_box``;
    companion (the box is not followed token by token), a token of the game seen nowhere."""
    if s.mode == "digital":
        return token in s.progress_box
    offered = {t for p in s.pending if p.kind == "library" for t in p.options}
    return token in R._unseen_tokens(s) and token not in offered


def box_progress_tokens(s: DuelState) -> tuple[str, ...]:
    """The Progress tokens in the box; none while the board's tokens are still to be told (companion)."""
    if s.mode == "digital":
        return s.progress_box
    if "?" in s.progress_board:
        return ()
    return tuple(t for t in R.progress_pool(s.pantheon) if in_box(s, t))


def _edit_move_progress(s: DuelState, token: str, to: str) -> None:
    """A ``move_progress`` edit: from a city, the board, the box, Enki's card or the Great Library's
    offer (in companion mode the table is asked again which token was drawn, or lies on Enki) to a
    city, the board, the box or Enki's card (face up on the Pantheon, at most 2 tokens)."""
    if token not in R.progress_pool(s.pantheon):
        raise IllegalAction("duel.illegal.edit_token_not_in_play", {"token": name(token)})
    before = fast_copy(s)
    reask_enki = False
    owner = next((x for x in SIDES if token in s.city(x).progress), None)
    library = next((p for p in s.pending if p.kind == "library" and token in p.options), None)
    if to == "box" and in_box(s, token):
        raise IllegalAction("duel.illegal.edit_token_in_box", {"token": name(token)})
    if (token in s.enki_tokens or to == "enki") and any(p.kind == "enki" for p in s.pending) \
            or any(p.kind == "progress" and token in p.options for p in s.pending):
        raise IllegalAction("duel.illegal.edit_piece_offered", {"piece": name(token)})
    if to == "enki":
        if token in s.enki_tokens:
            raise IllegalAction("duel.illegal.edit_token_there", {"token": name(token)})
        if "enki" not in s.pantheon_spaces or s.age < 2:
            raise IllegalAction("duel.illegal.edit_enki_absent", {})
        if len(s.enki_tokens) + sum(1 for q in s.asks if q.question.startswith("enki:")) >= 2:
            raise IllegalAction("duel.illegal.edit_enki_full", {})
    if token in s.enki_tokens:
        s.enki_tokens = tuple(t for t in s.enki_tokens if t != token)
        reask_enki = s.mode == "companion"  # his card still shows two tokens: which is the other one?
    elif owner is not None:
        R._set_city(s, owner, progress=tuple(t for t in s.city(owner).progress if t != token))
    elif token in s.progress_board:
        s.progress_board = tuple("" if t == token else t for t in s.progress_board)
    elif library is not None:
        if len(library.options) == 1 and s.mode == "digital":
            raise IllegalAction("duel.illegal.edit_last_offered", {"token": name(token)})
        i = s.pending.index(library)
        s.pending = R._replace(s.pending, i, library.model_copy(update={"options": tuple(t for t in library.options if t != token)}))
        if s.mode == "companion":
            R._ask(s, "offer")
    elif in_box(s, token):
        if s.mode == "digital":
            s.progress_box = tuple(t for t in s.progress_box if t != token)
    else:
        raise IllegalAction("duel.illegal.edit_token_not_in_play", {"token": name(token)})
    if to == "board":
        if "" not in s.progress_board:
            raise IllegalAction("duel.illegal.edit_board_full", {"token": name(token)})
        s.progress_board = R._replace(s.progress_board, s.progress_board.index(""), token)
        R._refresh_progress_choices(s)  # a Progress decision waiting offers what the board holds now
    elif to == "box":
        if s.mode == "digital":
            s.progress_box = s.progress_box + (token,)
    elif to == "enki":
        s.enki_tokens = s.enki_tokens + (token,)
    else:
        R._set_city(s, to, progress=s.city(to).progress + (token,))
    if reask_enki and _box_free(s) > 0:
        R._ask(s, f"enki:{len(s.enki_tokens)}")
    if s.mode == "companion" and _box_spare(s) < min(0, _box_spare(before)):
        raise IllegalAction("duel.illegal.edit_box_needed", {})


def _box_free(s: DuelState) -> int:
    """Companion: the Progress tokens in the box beyond those the table is still to tell as drawn
    from it (the board at set-up, the Great Library, Enki); below zero, a question without an answer."""
    if s.mode == "companion":
        return R.progress_box_free(s)
    target = R._offer_target(s)
    library = target is not None and target.kind == "library"
    told = sum(1 for q in s.asks if q.question.startswith(("enki:", "progress:")) or (library and q.question == "offer"))
    return sum(1 for t in R.progress_pool(s.pantheon) if in_box(s, t)) - told


def _box_spare(s: DuelState) -> int:
    """``_box_free`` less Enki's two tokens while he has not had them (kept in reserve so that a
    correction never leaves him short: the table's box always holds them), and the one the Great
    Library would keep before him."""
    enki_done = "enki" in s.player.divinities or "enki" in s.automa.divinities
    asked = sum(1 for q in s.asks if q.question.startswith("enki:"))
    reserve = 0 if enki_done or not s.pantheon else max(0, 2 - len(s.enki_tokens) - asked)
    library_to_come = any("great_library" in c.unbuilt_wonders() for c in (s.player, s.automa)) \
        or "great_library" in s.draft_offer or "great_library" in s.wonder_deck
    if reserve and library_to_come:
        reserve += 1  # the Great Library keeps one of the tokens it draws
    return _box_free(s) - reserve


# -- divinities ------------------------------------------------------------------------------------

def deck_count(s: DuelState, mythology: str) -> int:
    """How many divinities the Mythology deck holds. Companion (the decks are not followed card by
    card): the divinities seen nowhere, less those lying face down on the Pantheon untold."""
    if s.mode == "digital":
        return len(s.divinity_decks[MYTHOLOGIES.index(mythology)])
    face_down = sum(1 for g in s.pantheon_spaces if g == "?" + mythology)
    return max(0, len(R.possible_divinities(s, mythology)) - face_down)


def _mythology_of(god: str) -> str:
    if god.startswith("?"):
        return god[1:]
    return R._cat().divinities[god].mythology


def _god_name(god: str) -> Any:
    """A divinity's name, or for a face-down one its Mythology's."""
    return name(_mythology_of(god)) if god.startswith("?") else name(god)


def _decks_in_use(s: DuelState) -> set[str]:
    """The Mythologies whose deck a pending decision is drawing from (the cards drawn for a Mythology
    token, the Gate's top cards, the Divine Theater's deck, the order it puts back): a correction must not change them."""
    used: set[str] = set()
    for p in s.pending:
        if p.kind in ("place_divinity", "theater", "theater_top"):
            used.update(_mythology_of(o) for o in p.options)
        elif p.kind == "gate":
            used.update(MYTHOLOGIES)
        elif p.kind == "theater_deck":
            used.update(p.options)
    return used


def _space(s: DuelState, space: int | None, field: str) -> int:
    if space is None:
        raise MalformedAction("duel.malformed.edit_missing", {"field": field})
    if not 1 <= space <= len(s.pantheon_spaces):
        raise MalformedAction("duel.malformed.space", {"space": space})
    return space


def _divinity_source(s: DuelState, a: MoveDivinity) -> tuple[str, int | None, str]:
    """Where the divinity lies now and what exactly lies there: ("pantheon", space, content),
    ("deck", None, god or "?<mythology>") or (side, None, god)."""
    cat = R._cat()
    god = a.god
    if a.from_space is not None:
        k = _space(s, a.from_space, "from_space")
        there = s.pantheon_spaces[k - 1]
        hidden_here = god.startswith("?") and s.age < 2 and there in cat.divinities and there != "gate" \
            and _mythology_of(there) == god[1:]
        if there != god and not hidden_here:
            raise IllegalAction("duel.illegal.edit_divinity_not_there", {"god": _god_name(god), "space": k})
        return "pantheon", k, there
    if god.startswith("?"):  # a face-down card from the top of its deck
        mythology = god[1:]
        if not deck_count(s, mythology):
            raise IllegalAction("duel.illegal.edit_deck_empty", {"mythology": name(mythology)})
        top = s.divinity_decks[MYTHOLOGIES.index(mythology)][0] if s.mode == "digital" else god
        return "deck", None, top
    if god in s.pantheon_spaces:
        return "pantheon", s.pantheon_spaces.index(god) + 1, god
    for side in SIDES:
        if god in s.city(side).divinities:
            return side, None, god
    if god != "gate":
        mythology = _mythology_of(god)
        if s.mode == "digital":
            in_deck = god in s.divinity_decks[MYTHOLOGIES.index(mythology)]
        else:  # seen nowhere, and not the only candidate for a face-down card still untold
            in_deck = god in R.possible_divinities(s, mythology)
            if in_deck and not deck_count(s, mythology):
                raise IllegalAction("duel.illegal.edit_deck_empty", {"mythology": name(mythology)})
        if in_deck:
            return "deck", None, god
    raise IllegalAction("duel.illegal.edit_divinity_not_found", {"god": name(god)})


def _to_deck(s: DuelState, god: str) -> None:
    """A divinity back into its Mythology deck, on top (digital; companion decks are deduced)."""
    if s.mode == "digital" and not god.startswith("?"):
        m = MYTHOLOGIES.index(_mythology_of(god))
        s.divinity_decks = R._replace(s.divinity_decks, m, (god,) + s.divinity_decks[m])


def _from_deck(s: DuelState, god: str) -> None:
    if s.mode == "digital" and not god.startswith("?"):
        m = MYTHOLOGIES.index(_mythology_of(god))
        s.divinity_decks = R._replace(s.divinity_decks, m, tuple(d for d in s.divinity_decks[m] if d != god))


def _leave_city(s: DuelState, side: str, god: str) -> int:
    """The divinity leaves a city: Nisaba's Snake and Astarte's coins go with it (back to the box /
    the bank); returns the coins that lay on Astarte."""
    c = s.city(side)
    update: dict[str, Any] = {"divinities": tuple(g for g in c.divinities if g != god)}
    coins = 0
    if god == "astarte":
        coins, update["astarte_coins"] = c.astarte_coins, 0
    if god == "nisaba":
        update["snake_on"] = ""
    R._set_city(s, side, **update)
    return coins


def _edit_move_divinity(s: DuelState, a: MoveDivinity) -> None:
    """A ``move_divinity`` edit: a divinity really lies on a Pantheon space (swapping with the one
    there if it came from another space; the one there goes back to its deck if it came from a
    deck), in its Mythology deck (on top), or in a city (activated; no effect applied)."""
    cat = R._cat()
    if not s.pantheon:
        raise IllegalAction("duel.illegal.edit_no_pantheon", {})
    if s.phase == "draft":
        raise IllegalAction("duel.illegal.edit_pantheon_not_yet", {})
    god = a.god
    known = god == "gate" or god in cat.divinities
    if not known and not (god.startswith("?") and god[1:] in MYTHOLOGIES):
        raise IllegalAction("duel.illegal.edit_divinity_unknown", {"god": name(god)})
    before = fast_copy(s)
    source, from_k, real = _divinity_source(s, a)
    decks_used = _decks_in_use(s)

    def touch_deck(item: str) -> None:
        if item != "gate" and _mythology_of(item) in decks_used:
            raise IllegalAction("duel.illegal.edit_deck_in_use", {"mythology": name(_mythology_of(item))})

    if real == "enki" and any(p.kind == "enki" for p in s.pending):
        raise IllegalAction("duel.illegal.edit_piece_offered", {"piece": name("enki")})
    if source == "deck":
        touch_deck(real)
    spaces = list(s.pantheon_spaces)
    astarte_coins = None
    occupant = ""
    if a.to == "pantheon":
        k = _space(s, a.space, "space")
        if source == "pantheon" and k == from_k:
            raise IllegalAction("duel.illegal.edit_divinity_there", {"god": _god_name(god)})
        occupant = spaces[k - 1]
        if source == "pantheon":
            assert from_k is not None
            spaces[from_k - 1] = occupant  # the two swap places
        else:
            if occupant == "gate":
                raise IllegalAction("duel.illegal.edit_space_gate", {"space": k})
            if occupant and source in SIDES:
                raise IllegalAction("duel.illegal.edit_space_taken", {"space": k, "god": _god_name(occupant)})
            if occupant:  # replaced by a card of a deck: it goes back into its own deck
                touch_deck(occupant)
                _to_deck(s, occupant)
            if source == "deck":
                _from_deck(s, real)
            else:
                _leave_city(s, source, real)
        placed = real
        if s.mode == "companion" and s.age < 2 and real != "gate":
            placed = "?" + _mythology_of(real)  # it lies face down: named at the start of Age II, as any
        # companion: a deck's card face up is asked; the answer could be Enki, whose tokens would then be
        # asked among those the Great Library's draw is telling
        if s.mode == "companion" and s.age >= 2 and placed.startswith("?") and source != "pantheon":
            if any(p.kind == "library" for p in s.pending):
                raise IllegalAction("duel.illegal.edit_library_pending", {})

        spaces[k - 1] = placed
    elif a.to == "deck":
        if real == "gate":
            raise IllegalAction("duel.illegal.edit_gate_no_deck", {})
        if source == "deck":
            raise IllegalAction("duel.illegal.edit_divinity_in_deck", {"god": _god_name(god)})
        touch_deck(real)
        if source == "pantheon":
            assert from_k is not None
            spaces[from_k - 1] = ""
        else:
            _leave_city(s, source, real)
        _to_deck(s, real)
    else:
        if god.startswith("?"):
            raise IllegalAction("duel.illegal.edit_divinity_face_down", {"mythology": name(god[1:])})
        if source == a.to:
            raise IllegalAction("duel.illegal.edit_divinity_there", {"god": name(god)})
        if source == "pantheon":
            assert from_k is not None
            spaces[from_k - 1] = ""
        elif source == "deck":
            _from_deck(s, real)
        else:
            astarte_coins = _leave_city(s, source, real)
        c = s.city(a.to)
        update: dict[str, Any] = {"divinities": c.divinities + (real,)}
        if real == "astarte":  # her coins lie on her card: they come with her, or are put on her as she is activated
            update["astarte_coins"] = astarte_coins if astarte_coins is not None else cat.board.astarte_coins
        R._set_city(s, a.to, **update)
    s.pantheon_spaces = tuple(spaces)
    if "enki" in (real, occupant):
        _enki_tokens_follow(s)
        if s.mode == "companion" and _box_spare(s) < min(0, _box_spare(before)):
            raise IllegalAction("duel.illegal.edit_box_needed", {})
    _pantheon_questions(s)
    _room_for_placements(s, before)


def _room_for_placements(s: DuelState, before: DuelState) -> None:
    """Age I: each Mythology token still on the structure (or still to be told), and each divinity
    drawn and waiting, will be placed on a free Pantheon space, a card of its deck; companion, its
    deck must also keep one more card while any of its divinities lies face down untold (a Divine
    Theater draws from the cards seen nowhere). At the table there is always room (6 spaces, 5
    tokens; 3 divinities, 2 tokens per Mythology); a correction may not take it away, or the game
    could not go on — but it is not refused for a shortage it does not worsen."""
    if s.age != 1 or not s.pantheon:
        return
    spaces_after, decks_after = _placement_shortage(s)
    spaces_before, decks_before = _placement_shortage(before)
    if spaces_after > max(0, spaces_before):
        raise IllegalAction("duel.illegal.edit_pantheon_room", {"count": s.pantheon_spaces.count("") + spaces_after})
    for m in MYTHOLOGIES:
        if decks_after[m] > max(0, decks_before[m]):
            raise IllegalAction("duel.illegal.edit_deck_needed", {"mythology": name(m)})


def _placement_shortage(s: DuelState) -> tuple[int, dict[str, int]]:
    """(free Pantheon spaces missing, {mythology: deck cards missing}) for the placements still to
    come in Age I; zero or less: enough."""
    on_structure = [t[5:] for t in s.slot_tokens if t.startswith("myth:")]
    coming = on_structure + [_mythology_of(p.options[0]) for p in s.pending if p.kind == "place_divinity" and p.options]
    # companion, set-up: the tokens still to be told may be of any Mythology with tokens left
    untold = sum(1 for q in s.asks if q.question.startswith("token:")) if s.mode == "companion" else 0
    spaces = len(coming) + untold - s.pantheon_spaces.count("")
    decks = dict.fromkeys(MYTHOLOGIES, 0)
    if s.mode == "companion":
        seen = Counter(on_structure) + Counter(m for side in SIDES for m in s.city(side).mythology_tokens)
        per = R._cat().board.mythology_tokens_per_mythology
        for m in MYTHOLOGIES:
            needed = coming.count(m) + min(untold, max(0, per - seen[m]))
            if needed or "?" + m in s.pantheon_spaces:
                needed += 1
            decks[m] = needed - deck_count(s, m)
    return spaces, decks


def _enki_tokens_follow(s: DuelState) -> None:
    """Enki's two Progress tokens lie on his card while he is on the Pantheon face up: he leaves it
    (activated by a correction, or back in his deck): they go back to the box; he arrives face up
    (Age II on) without them: they are drawn as at his reveal (digital: recorded in the outcomes;
    companion: the table is asked)."""
    asked = any(q.question.startswith("enki:") for q in s.asks)
    on_board = "enki" in s.pantheon_spaces
    if not on_board and (s.enki_tokens or asked):
        if s.mode == "digital":
            s.progress_box = s.progress_box + s.enki_tokens
        s.enki_tokens = ()
        s.asks = tuple(q for q in s.asks if not q.question.startswith("enki:"))
    elif on_board and s.age >= 2 and not s.enki_tokens and not asked:
        if s.mode == "digital":
            R._draw_enki(s)
        elif not any(p.kind == "library" for p in s.pending):  # else: asked when he is activated
            R._draw_enki(s)  # as many as the box holds


def _pantheon_questions(s: DuelState) -> None:
    """Companion, Age II on: a space holding a face-down divinity asks which one it is ("pantheon:k");
    the question follows the card when it moves and goes when it leaves."""
    if s.mode != "companion":
        return
    wanted = {f"pantheon:{k}" for k, g in enumerate(s.pantheon_spaces, start=1) if g.startswith("?")} if s.age >= 2 else set()
    kept = tuple(q for q in s.asks if not q.question.startswith("pantheon:") or q.question in wanted)
    asked = {q.question for q in kept}
    s.asks = kept
    R._ask(s, *sorted(wanted - asked))


# -- Mythology and Offering tokens -------------------------------------------------------------------

def _token_kind(s: DuelState, token: str) -> tuple[str, str, int]:
    """("myth" | "offer", value, the Age whose structure brings such tokens) of a valid token."""
    kind, _, value = token.partition(":")
    board = R._cat().board
    if s.pantheon and kind == "myth" and value in MYTHOLOGIES:
        return kind, value, 1
    if s.pantheon and kind == "offer" and value in {str(d) for d in board.offering_tokens}:
        return kind, value, 2
    raise IllegalAction("duel.illegal.edit_token_unknown", {"token": name(token)})


def token_name(token: str) -> dict[str, str]:
    """A Mythology or Offering token as a player reads it, in both languages."""
    kind, _, value = token.partition(":")
    if kind == "myth":
        m = name(value)
        article = "an" if m["en"][:1].upper() in "AEIOU" else "a"  # "an Egyptian Mythology token"
        return {"en": f"{article} {m['en']} Mythology token", "it": f"un segnalino Mitologia {m['it']}"}
    return {"en": f"the −{value} Offering token", "it": f"il segnalino Offerta −{value}"}


def token_place(where: str, slot: int | None = None, token: str = "") -> dict[str, Any]:
    """Where a token lies, with its preposition ("lies {place}"). On a face-down card of the
    structure: its row and place as the questions say them, in the Age whose cards carry such
    tokens (Mythology tokens: Age I; Offering tokens: Age II), never "slot 10"."""
    from solo_desk.games.duel.describe import PLACE_NAMES, _place

    if where == "structure":
        age = 1 if token.startswith("myth:") else 2 if token.startswith("offer:") else 0
        if age:
            return {"key": "duel.where.on_face_down", "params": {"place": _place(age, slot or 0)}}
        n = (slot or 0) + 1
        return {"en": f"on the face-down card of slot {n}", "it": f"sulla carta coperta della posizione {n}"}
    return PLACE_NAMES[where]


def box_mythology_tokens(s: DuelState) -> tuple[str, ...]:
    """The Mythology tokens in the box, one entry per token (companion: those seen nowhere)."""
    if not s.pantheon:
        return ()
    if s.mode == "digital":
        return s.mythology_box
    seen = Counter(m for side in SIDES for m in s.city(side).mythology_tokens)
    if s.age == 1:
        seen.update(t[5:] for t in s.slot_tokens if t.startswith("myth:"))
    per = R._cat().board.mythology_tokens_per_mythology
    return tuple(m for m in MYTHOLOGIES for _ in range(max(0, per - seen[m])))


def box_offering_tokens(s: DuelState) -> tuple[int, ...]:
    """The Offering tokens in the box (not yet on the structure, or used): those seen nowhere."""
    if not s.pantheon:
        return ()
    seen = {d for side in SIDES for d in s.city(side).offering_tokens}
    on_structure = s.slot_tokens if s.age == 2 else s.layout_tokens[1] if s.age < 2 and s.mode == "digital" else ()
    seen.update(int(t[6:]) for t in on_structure if t.startswith("offer:"))
    return tuple(d for d in R._cat().board.offering_tokens if d not in seen)


def _edit_move_token(s: DuelState, a: MoveToken) -> None:
    """A ``move_token`` edit: a Mythology or Offering token really lies in a city, on a face-down card
    of the structure (one per card, Age I for Mythology, Age II for Offering tokens) or in the box.
    A token so corrected into a city asks no divinity placement (a correction gains nothing)."""
    kind, value, first_age = _token_kind(s, a.token)
    token = a.token
    before = fast_copy(s)
    if s.age < first_age:
        raise IllegalAction("duel.illegal.edit_token_not_yet", {"token": token_name(token), "age": AGE_NUMERALS[first_age]})
    if a.source == a.to and (a.source != "structure" or a.from_slot == a.to_slot):
        raise IllegalAction("duel.illegal.edit_token_there", {"token": token_name(token)})
    not_there = IllegalAction("duel.illegal.edit_token_not_there",
                              {"token": token_name(token), "place": token_place(a.source, a.from_slot, token)})
    # take it from where it lies
    if a.source in SIDES:
        c = s.city(a.source)
        held = list(c.mythology_tokens) if kind == "myth" else list(c.offering_tokens)
        item: Any = value if kind == "myth" else int(value)
        if item not in held:
            raise not_there
        held.remove(item)
        R._set_city(s, a.source, **{"mythology_tokens" if kind == "myth" else "offering_tokens": tuple(held)})
    elif a.source == "structure":
        slot = _slot(s, a.from_slot, "from_slot")
        if s.slot_tokens[slot] != token:
            raise not_there
        s.slot_tokens = R._replace(s.slot_tokens, slot, "")
    else:
        if s.mode == "companion" and any(q.question.startswith("token:") for q in s.asks):
            # the box is what is seen nowhere: the tokens of the structure still untold are not in it
            raise IllegalAction("duel.illegal.edit_tokens_untold", {})
        if (value if kind == "myth" else int(value)) not in (box_mythology_tokens(s) if kind == "myth" else box_offering_tokens(s)):
            raise not_there
        if kind == "myth" and s.mode == "digital":
            box = list(s.mythology_box)
            box.remove(value)
            s.mythology_box = tuple(box)
    # put it where it really lies
    if a.to in SIDES:
        c = s.city(a.to)
        if kind == "myth":
            R._set_city(s, a.to, mythology_tokens=c.mythology_tokens + (value,))
        else:
            R._set_city(s, a.to, offering_tokens=c.offering_tokens + (int(value),))
    elif a.to == "structure":
        slot = _slot(s, a.to_slot, "to_slot")
        if s.age != first_age:
            raise IllegalAction("duel.illegal.edit_token_wrong_age", {"token": token_name(token), "age": AGE_NUMERALS[first_age]})
        asked = any(q.question == f"token:{slot}" for q in s.asks)
        laid_here = R._geometry(s).tokens[slot] == ("mythology" if kind == "myth" else "offering")
        place = token_place("structure", slot, token)  # its row and card, as the questions say it
        if laid_here and s.slots[slot] and not s.face_up[slot] and asked:
            raise IllegalAction("duel.illegal.edit_token_slot_asked", {"slot": slot + 1, "place": place})
        if laid_here and s.slots[slot] and not s.face_up[slot] and s.slot_tokens[slot]:
            raise IllegalAction("duel.illegal.edit_token_slot_taken", {"slot": slot + 1, "place": place})
        if not laid_here or not s.slots[slot] or s.face_up[slot] or s.slot_tokens[slot] or asked:
            raise IllegalAction("duel.illegal.edit_token_slot", {"slot": slot + 1, "place": _place(first_age, slot)})
        s.slot_tokens = R._replace(s.slot_tokens, slot, token)
    elif kind == "myth" and s.mode == "digital":
        s.mythology_box = s.mythology_box + (value,)
    _room_for_placements(s, before)


def _slot(s: DuelState, slot: int | None, field: str) -> int:
    if slot is None:
        raise MalformedAction("duel.malformed.edit_missing", {"field": field})
    if s.phase != "play" or not 0 <= slot < len(s.slots):
        raise MalformedAction("duel.malformed.slot", {"slot": slot + 1})
    return slot


# -- the Minerva pawn -----------------------------------------------------------------------------

def _edit_set_minerva(s: DuelState, a: SetMinerva) -> None:
    """A ``set_minerva`` edit: the Minerva pawn lies on a space of the track other than the Conflict
    pawn's (where she is placed, she stops it), or off the track (in the box)."""
    if not s.pantheon:
        raise IllegalAction("duel.illegal.edit_no_pantheon", {})
    if a.position == s.minerva:
        raise IllegalAction("duel.illegal.edit_minerva_there", {})
    cap = R._cat().board.military_capital
    if a.position is not None and (not -cap <= a.position <= cap or a.position == s.conflict):
        raise IllegalAction("duel.illegal.edit_minerva_space", {"position": a.position})
    s.minerva = a.position


# -- Nisaba's Snake ----------------------------------------------------------------------------------

SNAKE_NAME = {"en": "Nisaba's Snake token", "it": "il segnalino Serpente di Nisaba"}


def _edit_move_snake(s: DuelState, a: MoveSnake) -> None:
    """A ``move_snake`` edit: the Snake of the city that activated Nisaba really lies on a green card of
    the other city (the only place where it copies a symbol, as the rules lay it) or in the box.
    Nothing is gained: its symbol simply counts where it lies (a pair or six symbols so reached take
    no effect, as any correction)."""
    c = s.city(a.side)
    if "nisaba" not in c.divinities:  # the Snake comes with her card
        raise IllegalAction("duel.illegal.edit_no_nisaba", {"place": token_place(a.side)})
    if any(p.kind == "nisaba" for p in s.pending):  # her decision is placing it: it would land twice
        raise IllegalAction("duel.illegal.edit_piece_offered", {"piece": SNAKE_NAME})
    if (a.card or "") == c.snake_on:
        raise IllegalAction("duel.illegal.edit_snake_there", {})
    if a.card is not None:
        cat = R._cat()
        if a.card not in cat.buildings:
            raise IllegalAction("duel.illegal.edit_card_unknown", {"card": name(a.card)})
        opp = other(a.side)
        if a.card not in s.city(opp).buildings or cat.buildings[a.card].color != "green":
            raise IllegalAction("duel.illegal.edit_snake_card", {"card": name(a.card), "place": token_place(opp)})
    R._set_city(s, a.side, snake_on=a.card or "")


# -- looting tokens ----------------------------------------------------------------------------------

def looting_name(token: str) -> dict[str, str]:
    """A looting token as a player reads it: its coins and the half of the track it lies on."""
    side, _, coins = token.rpartition("_")
    half = {"player": ("the Player's half", "metà del giocatore"), "automa": ("SOLO's half", "metà di SOLO")}[side]
    return {"en": f"the {coins}-coin looting token on {half[0]}", "it": f"il segnalino Esercito da {coins} monete nella {half[1]}"}


def _edit_move_looting(s: DuelState, a: MoveLooting) -> None:
    """A ``move_looting`` edit: a looting token lies on the Military track (its own place) or has
    left it (taken or discarded: in the box). Coins are not touched."""
    if a.token not in LOOTING_TOKENS:
        raise IllegalAction("duel.illegal.edit_looting_unknown", {"token": name(a.token)})
    on_track = a.token in s.military_tokens
    if on_track == (a.to == "track"):
        raise IllegalAction("duel.illegal.edit_looting_there", {"token": looting_name(a.token)})
    if any(p.kind.startswith("neptune") and a.token in p.options for p in s.pending):
        raise IllegalAction("duel.illegal.edit_piece_offered", {"piece": looting_name(a.token)})
    now = set(s.military_tokens) ^ {a.token}
    s.military_tokens = tuple(t for t in LOOTING_TOKENS if t in now)


# -- cards back into the structure, cards set aside --------------------------------------------------

def _structure_age_ok(s: DuelState, card: str) -> bool:
    cat = R._cat()
    b = cat.buildings[card]
    if b.group == "age":
        return b.age == s.age
    return s.age == 3 and card in R.game_cards(s.pantheon)[3]


def _offered(s: DuelState, card: str) -> bool:
    return any(card in p.options for p in s.pending)


def _take_placed_card(s: DuelState, card: str) -> None:
    """Takes a card from a city or the discard pile (the Snake on it, Nisaba's, goes back to the box)."""
    if _offered(s, card):
        raise IllegalAction("duel.illegal.edit_piece_offered", {"piece": name(card)})
    for side in SIDES:
        c = s.city(side)
        if card in c.buildings:
            R._set_city(s, side, buildings=tuple(b for b in c.buildings if b != card))
            break
    else:
        if card not in s.discard:
            raise IllegalAction("duel.illegal.edit_card_not_placed", {"card": name(card)})
        i = len(s.discard) - 1 - s.discard[::-1].index(card)
        s.discard = s.discard[:i] + s.discard[i + 1:]
    _snake_off(s, card)


def _snake_off(s: DuelState, card: str) -> None:
    """The Snake (Nisaba) lying on ``card`` goes back to the box as the card leaves its city."""
    for side in SIDES:
        if s.city(side).snake_on == card:
            R._set_city(s, side, snake_on="")


def _edit_return_card(s: DuelState, a: ReturnCard) -> None:
    """A ``return_card`` edit: a card of a city or of the discard pile really lies face up in an
    empty slot of the current Age's structure (taken by mistake). What it covers is covered again."""
    if a.card not in R._cat().buildings:
        raise IllegalAction("duel.illegal.edit_card_unknown", {"card": name(a.card)})
    if s.phase != "play" or not s.slots:
        raise IllegalAction("duel.illegal.edit_no_structure", {})
    slot = _slot(s, a.slot, "slot")
    if s.slots[slot]:
        raise IllegalAction("duel.illegal.edit_slot_taken", {"place": _place(s.age, slot)})
    if not _structure_age_ok(s, a.card):
        raise IllegalAction("duel.illegal.edit_card_wrong_age", {"card": name(a.card), "age": AGE_NUMERALS[s.age]})
    _take_placed_card(s, a.card)
    s.slots = R._replace(s.slots, slot, a.card)
    s.face_up = R._replace(s.face_up, slot, True)


def _edit_rename_card(s: DuelState, a: RenameCard) -> None:
    """A ``rename_card`` edit (companion): the face-up card in a slot was named wrong. Only the name
    changes: the card stays where it lies, with the same back (the table shows it), so the new name
    must be a card of that Age and back seen nowhere else; the old one becomes unseen (it is in the
    box or still to come). Digital mode deals the cards itself: there is nothing to misname."""
    if s.mode != "companion":
        raise IllegalAction("duel.illegal.edit_rename_digital", {})
    cat = R._cat()
    if a.card not in cat.buildings:
        raise IllegalAction("duel.illegal.edit_card_unknown", {"card": name(a.card)})
    if s.phase != "play" or not s.slots:
        raise IllegalAction("duel.illegal.edit_no_structure", {})
    slot = _slot(s, a.slot, "slot")
    old = s.slots[slot]
    if not old:
        raise IllegalAction("duel.illegal.edit_slot_empty", {"place": _place(s.age, slot)})
    if old.startswith("?") or not s.face_up[slot]:  # nothing named yet: its question names it
        raise IllegalAction("duel.illegal.edit_slot_face_down", {"place": _place(s.age, slot)})
    if old == a.card:
        raise IllegalAction("duel.illegal.edit_card_same", {"card": name(a.card), "place": _place(s.age, slot)})
    if not _structure_age_ok(s, a.card):
        raise IllegalAction("duel.illegal.edit_card_wrong_age", {"card": name(a.card), "age": AGE_NUMERALS[s.age]})
    if (cat.buildings[a.card].group == "age") != (cat.buildings[old].group == "age"):
        raise IllegalAction("duel.illegal.edit_card_wrong_back", {"card": name(a.card), "old": name(old)})
    if a.card in R.known_cards(s) or a.card in s.set_aside_taken:
        raise IllegalAction("duel.illegal.edit_card_seen", {"card": name(a.card)})
    s.slots = R._replace(s.slots, slot, a.card)


def placed_cards(s: DuelState) -> tuple[str, ...]:
    """The named cards of the cities (under their Wonders too) and of the discard pile."""
    cards = [c for c in s.discard if c != "?"]
    for side in SIDES:
        c = s.city(side)
        cards += list(c.buildings) + [t for _, t in c.built]
    return tuple(cards)


def rename_placed_candidates(s: DuelState, old: str) -> tuple[str, ...]:
    """Companion: the names a card of a city, under a Wonder or on the discard pile may really have:
    the cards of its Age and back (an Age card, or a Guild / Grand Temple of this game) seen nowhere."""
    cat = R._cat()
    if s.mode != "companion" or old not in cat.buildings:
        return ()
    age1, age2, age3, extras = R.game_cards(s.pantheon)
    b = cat.buildings[old]
    pool = extras if b.group != "age" else (age1, age2, age3)[b.age - 1]
    seen = R.known_cards(s) | set(s.set_aside_taken)
    return tuple(c for c in pool if c not in seen)


def _edit_rename_placed(s: DuelState, a: RenamePlaced) -> None:
    """A ``rename_placed`` edit (companion): a card that left the structure was named wrong when its
    question was answered. It keeps its place (a city, under a Wonder, the discard pile); only its
    name changes, to a card of the same Age and back seen nowhere else. Nothing is paid or gained:
    its effects (coins, shields, a Progress token) are corrected with their own edits."""
    if s.mode != "companion":
        raise IllegalAction("duel.illegal.edit_rename_digital", {})
    cat = R._cat()
    for card in (a.old, a.card):
        if card not in cat.buildings:
            raise IllegalAction("duel.illegal.edit_card_unknown", {"card": name(card)})
    if a.old not in placed_cards(s):
        raise IllegalAction("duel.illegal.edit_rename_not_placed", {"card": name(a.old)})
    if a.old == a.card:
        raise IllegalAction("duel.illegal.edit_rename_same", {"card": name(a.card)})
    if _offered(s, a.old):
        raise IllegalAction("duel.illegal.edit_piece_offered", {"piece": name(a.old)})
    if a.card in R.known_cards(s) or a.card in s.set_aside_taken:
        raise IllegalAction("duel.illegal.edit_card_seen", {"card": name(a.card)})
    if a.card not in rename_placed_candidates(s, a.old):
        raise IllegalAction("duel.illegal.edit_rename_other_back", {"card": name(a.card), "old": name(a.old)})

    def renamed(card: str) -> str:
        return a.card if card == a.old else card

    s.discard = tuple(renamed(c) for c in s.discard)
    s.set_aside_taken = tuple(renamed(c) for c in s.set_aside_taken)  # a card the Statue of Liberty or SOLO's level took
    s.last_built = tuple(renamed(c) for c in s.last_built)
    green = cat.buildings[a.card].color == "green"  # the Snake stays on the card only if it still copies a symbol
    for side in SIDES:
        c = s.city(side)
        snake = c.snake_on if c.snake_on != a.old else (a.card if green else "")
        R._set_city(s, side, buildings=tuple(renamed(b) for b in c.buildings),
                    built=tuple((w, renamed(t)) for w, t in c.built), snake_on=snake)


def guild_backs(s: DuelState) -> int:
    """The Guilds / Grand Temples this game's Age III has shown so far: in the structure (named or by
    their back), in the cities (tucked under Wonders too) and on the discard pile."""
    cat = R._cat()

    def guild(card: str) -> bool:
        return card == "?guild" or (card in cat.buildings and cat.buildings[card].group != "age")

    count = sum(1 for c in s.slots if guild(c)) + sum(1 for c in s.discard if guild(c))
    for side in SIDES:
        c = s.city(side)
        count += sum(1 for b in c.buildings if guild(b)) + sum(1 for _, b in c.built if guild(b))
    return count


def _edit_set_back(s: DuelState, a: SetBack) -> None:
    """A ``set_back`` edit (companion, Age III): the back of a card of the structure was told wrong.
    A face-down card takes the other back (``?`` / ``?guild``); a face-up card is unnamed and its
    question asked again (its name was of the wrong kind). The structure holds at most as many
    Guild / Grand Temple backs as the game uses: to move one, first set the wrong one to an Age back."""
    if s.mode != "companion":
        raise IllegalAction("duel.illegal.edit_rename_digital", {})
    if s.phase != "play" or s.age != 3 or not s.slots:
        raise IllegalAction("duel.illegal.edit_back_not_age3", {})
    slot = _slot(s, a.slot, "slot")
    old = s.slots[slot]
    if not old:
        raise IllegalAction("duel.illegal.edit_slot_empty", {"place": _place(s.age, slot)})
    if any(q.question.startswith("back:") for q in s.asks):
        raise IllegalAction("duel.illegal.edit_backs_untold", {})
    cat = R._cat()
    is_guild = old == "?guild" or (not old.startswith("?") and cat.buildings[old].group != "age")
    if is_guild == (a.back in R.BACK_VALUES):
        raise IllegalAction("duel.illegal.edit_back_same", {"place": _place(s.age, slot)})
    if a.back in R.BACK_VALUES and guild_backs(s) >= cat.board.guilds_per_game:
        from solo_desk.games.duel.describe import BACK_NAMES  # the game's own back (Grand Temple with Pantheon)

        raise IllegalAction("duel.illegal.edit_back_guilds", {"count": cat.board.guilds_per_game,
                                                              "back": BACK_NAMES[R.extras_back(s.pantheon)]})
    s.slots = R._replace(s.slots, slot, "?guild" if a.back in R.BACK_VALUES else "?")
    question = f"card:{slot}"
    if s.face_up[slot] and all(q.question != question for q in s.asks):
        R._ask(s, question)


def _aside_age(card: str) -> int | None:
    """The Age whose set-aside cards ``card`` belongs to; None for a Guild / Grand Temple (the box)."""
    b = R._cat().buildings[card]
    return b.age if b.group == "age" else None


def _taken_from_aside(s: DuelState, age: int) -> int:
    cat = R._cat()
    return sum(1 for c in s.set_aside_taken if cat.buildings[c].age == age and cat.buildings[c].group == "age")


def _aside_reserved(s: DuelState, age: int) -> int:
    """Companion: the cards of the set-aside pile the table is still to tell or pick in this Age
    (SOLO's free card asked, the Statue of Liberty's cards drawn or still to be told): a correction
    leaves them there, or that question would have no answer."""
    if s.mode != "companion" or age != s.age:
        return 0
    n = sum(1 for q in s.asks if q.question == "solo_free")
    n += sum(len(p.options) for p in s.pending if p.kind == "liberty_pick")
    target = R._offer_target(s)
    if target is not None and target.kind == "liberty_pick":
        n += sum(1 for q in s.asks if q.question == "offer")
    return n


def set_aside_cards(s: DuelState) -> tuple[str, ...]:
    """The cards a correction may take from those set aside now: the current Age's (companion: the
    cards of this Age seen nowhere, while some of its 3 are unaccounted for) and, digital, in Age III
    the unused Guilds / Grand Temples."""
    if s.phase != "play":
        return ()
    age = s.age
    if s.mode == "digital":
        return s.set_aside[age - 1] + (s.box if age == 3 else ())
    if _taken_from_aside(s, age) + _aside_reserved(s, age) >= R._cat().board.cards_set_aside_per_age:
        return ()
    known = R.known_cards(s)
    return tuple(c for c in R.game_cards(s.pantheon)[age - 1] if c not in known)


def _edit_move_set_aside(s: DuelState, a: MoveSetAside) -> None:
    """A ``move_set_aside`` edit: a card really is among those set aside at set-up (3 per Age; the
    unused Guilds / Grand Temples lie in the box), or one of them really lies in a city or on the
    discard pile (a Statue of Liberty or SOLO's free card misnamed)."""
    cat = R._cat()
    card = a.card
    age1, age2, age3, extras = R.game_cards(s.pantheon)
    if card not in set(age1) | set(age2) | set(age3) | set(extras):
        raise IllegalAction("duel.illegal.edit_card_unknown", {"card": name(card)})
    age = _aside_age(card)
    per_age = cat.board.cards_set_aside_per_age
    if a.to == "set_aside":
        _take_placed_card(s, card)
        s.set_aside_taken = tuple(c for c in s.set_aside_taken if c != card)
        if s.mode == "digital":
            if age is None:
                s.box = s.box + (card,)
            else:
                if len(s.set_aside[age - 1]) + _taken_from_aside(s, age) >= per_age:
                    raise IllegalAction("duel.illegal.edit_set_aside_full", {"age": AGE_NUMERALS[age], "count": per_age})
                s.set_aside = R._replace(s.set_aside, age - 1, s.set_aside[age - 1] + (card,))
        return
    # from those set aside into a city or onto the discard pile
    if s.mode == "digital":
        if age is None and card in s.box:
            s.box = tuple(c for c in s.box if c != card)
        elif age is not None and card in s.set_aside[age - 1]:
            s.set_aside = R._replace(s.set_aside, age - 1, tuple(c for c in s.set_aside[age - 1] if c != card))
        else:
            raise IllegalAction("duel.illegal.edit_not_set_aside", {"card": name(card)})
    else:
        # companion: the unused Guilds / Grand Temples are not followed (one seen nowhere may lie face
        # down in the structure), and no rule takes them from the box
        if card in R.known_cards(s) or age is None:
            raise IllegalAction("duel.illegal.edit_not_set_aside", {"card": name(card)})
        if _taken_from_aside(s, age) >= per_age:
            raise IllegalAction("duel.illegal.edit_set_aside_empty", {"age": AGE_NUMERALS[age], "count": per_age})
        if _taken_from_aside(s, age) + _aside_reserved(s, age) >= per_age:
            raise IllegalAction("duel.illegal.edit_set_aside_asked", {"age": AGE_NUMERALS[age]})
    if age is not None:
        s.set_aside_taken = s.set_aside_taken + (card,)
    if a.to == "discard":
        s.discard = s.discard + (card,)
    else:
        R._set_city(s, a.to, buildings=s.city(a.to).buildings + (card,))
