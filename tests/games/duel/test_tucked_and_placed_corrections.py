"""Corrections at the table: a Wonder built with the wrong card (``tuck_card``) and, in companion
mode, a card named wrong that has already left the structure (``rename_placed``)."""
import random

from solo_desk.core import saves
from solo_desk.core.session import Session
from solo_desk.games.duel import GAME, rules
from solo_desk.games.duel.state import BuildWonder, RenamePlaced, TuckCard, UnbuildWonder, fast_copy

from .helpers import after_draft, do, dump, play_with_corrections, refused


def built_wonder(mode: str = "digital"):
    """Seed 1 after the draft: the automa builds its first Wonder with an accessible card."""
    s = after_draft(1)
    s = fast_copy(s, automa=s.automa.model_copy(update={"coins": 30}))
    if mode == "companion":
        hidden = tuple("?" if not up else c for c, up in zip(s.slots, s.face_up))
        s = fast_copy(s, mode="companion", slots=hidden, decks=((), (), ()), set_aside=((), (), ()), box=(),
                      progress_box=(), mythology_box=(), layout_tokens=((), ()), divinity_decks=((), (), (), (), ()))
    build = next(a for a in rules.legal_actions(s) if isinstance(a, BuildWonder))
    s = do(s, build)
    return s, build.wonder, build.card


def face_up_accessible(s):
    return [s.slots[i] for i in rules.accessible_slots(s) if s.face_up[i] and s.slots[i] and not s.slots[i].startswith("?")]


def test_a_wonder_built_with_the_wrong_card_swaps_it_with_the_real_one_of_the_structure():
    s, wonder, tucked = built_wonder()
    real = face_up_accessible(s)[0]
    slot = s.slots.index(real)
    s1 = do(s, TuckCard(wonder=wonder, card=real))
    assert dict(s1.automa.built)[wonder] == real
    assert s1.slots[slot] == tucked and s1.face_up[slot]  # the recorded card lies where the real one was
    assert rules.accessible_slots(s1) == rules.accessible_slots(s)
    # back again: the same table
    assert dump(do(s1, TuckCard(wonder=wonder, card=tucked))) == dump(s)


def test_the_real_card_from_a_city_or_the_discard_pile_swaps_there():
    s, wonder, tucked = built_wonder()
    real = face_up_accessible(s)[0]
    in_city = fast_copy(s, slots=tuple("" if c == real else c for c in s.slots), player=s.player.model_copy(update={"buildings": (real,)}))
    s1 = do(in_city, TuckCard(wonder=wonder, card=real))
    assert s1.player.buildings == (tucked,) and dict(s1.automa.built)[wonder] == real
    on_pile = fast_copy(s, slots=tuple("" if c == real else c for c in s.slots), discard=s.discard + (real,))
    s2 = do(on_pile, TuckCard(wonder=wonder, card=real))
    assert s2.discard[-1] == tucked and real not in s2.discard


def test_a_tuck_correction_is_refused_with_a_reason():
    s, wonder, tucked = built_wonder()
    unbuilt = next(w for w in s.automa.wonders if w != wonder)
    covered = next(c for i, c in enumerate(s.slots) if c and i not in rules.accessible_slots(s))
    assert refused(s, UnbuildWonder(wonder=unbuilt, to="discard")) == "duel.illegal.edit_wonder_not_built"
    assert refused(s, TuckCard(wonder=s.wonders_out[0], card=tucked)) == "duel.illegal.edit_wonder_not_owned"
    assert refused(s, TuckCard(wonder=wonder, card=tucked)) == "duel.illegal.edit_tucked_same"
    assert refused(s, TuckCard(wonder=wonder, card=covered)) == "duel.illegal.edit_card_covered"
    assert refused(s, TuckCard(wonder=wonder, card="nope")) == "duel.illegal.edit_card_unknown"
    aside = s.set_aside[0][0]  # seen nowhere on the table: nothing to swap with
    assert refused(s, TuckCard(wonder=wonder, card=aside)) == "duel.illegal.edit_tuck_not_found"


def test_a_card_named_wrong_and_built_is_renamed_in_its_city_and_solo_sees_the_new_name():
    s, wonder, tucked = built_wonder("companion")
    unseen = [c for c in rules.game_cards(True)[0] if c not in rules.known_cards(s)]
    # the card under the Wonder: named wrong
    s1 = do(s, RenamePlaced(old=tucked, card=unseen[0]))
    assert dict(s1.automa.built)[wonder] == unseen[0] and tucked not in rules.known_cards(s1)
    # a card of a city: renamed where it lies; SOLO's view reads the new name
    city = fast_copy(s1, player=s1.player.model_copy(update={"buildings": (unseen[1],)}))
    s2 = do(city, RenamePlaced(old=unseen[1], card=unseen[2]))
    assert s2.player.buildings == (unseen[2],)
    assert GAME.public_view(s2)["player"]["buildings"] == [unseen[2]]


def test_a_rename_of_a_placed_card_is_refused_with_a_reason():
    s, wonder, tucked = built_wonder("companion")
    unseen = [c for c in rules.game_cards(True)[0] if c not in rules.known_cards(s)]
    age2 = rules.game_cards(True)[1][0]
    accessible = face_up_accessible(s)[0]
    assert refused(s, RenamePlaced(old=tucked, card=accessible)) == "duel.illegal.edit_card_seen"
    assert refused(s, RenamePlaced(old=tucked, card=age2)) == "duel.illegal.edit_rename_other_back"
    assert refused(s, RenamePlaced(old=tucked, card=tucked)) == "duel.illegal.edit_rename_same"
    assert refused(s, RenamePlaced(old=accessible, card=unseen[0])) == "duel.illegal.edit_rename_not_placed"
    digital, wonder, tucked = built_wonder()
    assert refused(digital, RenamePlaced(old=tucked, card=digital.set_aside[0][0])) == "duel.illegal.edit_rename_digital"


def test_the_history_lines_in_both_languages():
    tuck = GAME.describe(TuckCard(wonder="pyramids", card="baths"))
    assert tuck.render("en") == "Correction: The Pyramids was built with Baths (tucked under it)"
    assert tuck.render("it") == "Correzione: la Meraviglia Piramidi è stata costruita con la carta Bagni (infilata sotto)"
    rename = GAME.describe(RenamePlaced(old="baths", card="quarry"))
    assert rename.render("en") == "Correction: the card named Baths is really Quarry"
    assert rename.render("it") == "Correzione: la carta chiamata Bagni è in realtà Cava"


def test_undo_redo_and_a_reopened_save_keep_both_corrections(tmp_path):
    rng = random.Random(5)
    session = Session.new(GAME, {}, 1, "companion")
    while not any(c.built for c in (session.state.player, session.state.automa)):
        session.apply(rules.random_legal_action(session.state, rng.randrange))
    while session.state.asks:
        session.apply(rules.random_legal_action(session.state, rng.randrange))
    s = session.state
    side = "player" if s.player.built else "automa"
    wonder, tucked = s.city(side).built[0]
    unseen = [c for c in rules.game_cards(True)[s.age - 1] if c not in rules.known_cards(s)]
    real = next(iter(face_up_accessible(s)), None)
    before = dump(s)
    session.apply(RenamePlaced(old=tucked, card=unseen[0]) if real is None else TuckCard(wonder=wonder, card=real))
    after = dump(session.state)
    session.undo()
    assert dump(session.state) == before
    session.redo()
    assert dump(session.state) == after
    path = tmp_path / "tucked.json"
    saves.save(session, path)
    assert dump(saves.load(path).replay_all()) == after


def test_random_tuck_and_rename_corrections_keep_the_game_playable_and_replay():
    """Random games with these corrections dropped in (those the engine accepts): every state passes
    the invariants, the game ends, and the recorded actions replay to the same state."""
    from solo_desk.games.duel import edits

    def corrections(s, rng):
        placed = list(edits.placed_cards(s))
        if not placed:
            return []
        wonders = [w for side in ("player", "automa") for w, _ in s.city(side).built]
        slots = [c for c in s.slots if c and not c.startswith("?")]
        old = rng.choice(placed)
        tries = [RenamePlaced(old=old, card=rng.choice(list(edits.rename_placed_candidates(s, old)) or ["baths"]))]
        if wonders:
            tries.append(TuckCard(wonder=rng.choice(wonders), card=rng.choice(placed + slots)))
            tries.append(UnbuildWonder(wonder=rng.choice(wonders), to=rng.choice(["player", "automa", "discard"])))
        owned = s.player.wonders + s.automa.wonders
        if owned:
            tries.append(TuckCard(wonder=rng.choice(owned), card=rng.choice(placed + slots)))
        rng.shuffle(tries)
        return tries

    done = set()
    for seed, mode in ((1, "companion"), (2, "digital")):
        done |= play_with_corrections(seed, mode, random.Random(seed), corrections, share=0.3, limit=1500)
    assert done == {"tuck_card", "rename_placed", "unbuild_wonder"}


def test_a_wonder_built_instead_of_another_of_its_city_takes_its_card():
    s, wonder, tucked = built_wonder()
    other = next(w for w in s.automa.wonders if w != wonder)
    s1 = do(s, TuckCard(wonder=other, card=tucked))
    assert s1.automa.built == ((other, tucked),) and set(s1.automa.wonders) == set(s.automa.wonders)
    assert dump(do(s1, TuckCard(wonder=wonder, card=tucked))) == dump(s)
    # the card lies under a Wonder of the other city: swapped there first
    player_wonder = s.player.wonders[0]
    assert refused(s, TuckCard(wonder=player_wonder, card=tucked)) == "duel.illegal.edit_tuck_not_found"


def test_a_wonder_really_built_or_not_built_at_all():
    s, wonder, tucked = built_wonder()
    # not built: its card lies on the discard pile (or in a city); the Wonder stays SOLO's
    s1 = do(s, UnbuildWonder(wonder=wonder, to="discard"))
    assert s1.automa.built == () and wonder in s1.automa.wonders and s1.discard[-1] == tucked
    assert do(s, UnbuildWonder(wonder=wonder, to="player")).player.buildings[-1] == tucked
    # and built again with that card, from the discard pile
    assert dump(do(s1, TuckCard(wonder=wonder, card=tucked))) == dump(s)
    # built with a card of the structure: it leaves the structure, what it covered is revealed
    real = face_up_accessible(s1)[0]
    s2 = do(s1, TuckCard(wonder=wonder, card=real))
    assert dict(s2.automa.built)[wonder] == real and real not in s2.slots
    assert GAME.describe(UnbuildWonder(wonder="pyramids", to="discard")).render("en") == \
        "Correction: The Pyramids is not built; the card that was under it lies on the discard pile"
    assert GAME.describe(UnbuildWonder(wonder="pyramids", to="automa")).render("it") == \
        "Correzione: la Meraviglia Piramidi non è costruita; la carta che era sotto si trova nella città di SOLO"


def test_a_refused_structure_correction_names_the_card_s_place_not_a_slot_number():
    """The command line's refusals said "Slot 4 of the structure is not empty" for ``"slot": 3``: a
    number the player never sees (and one off from the one typed). They name the place as the
    questions do."""
    import pytest

    from solo_desk.core.errors import IllegalAction
    from solo_desk.games.duel.state import RenameCard, ReturnCard

    from .test_rename_card import companion_age1

    s = companion_age1()
    with pytest.raises(IllegalAction) as taken:
        rules.apply(s, ReturnCard(card=s.discard[0] if s.discard else "baths", slot=3))
    assert taken.value.message("en") == ("A card already lies there in the structure (row 2 from the top, card 2 from the "
                                         "left): a card is put back only where the structure is empty.")
    with pytest.raises(IllegalAction) as same:
        rules.apply(s, RenameCard(slot=14, card="baths"))
    assert same.value.message("it") == "La carta della struttura (fila 5 dall'alto, carta 1 da sinistra) si chiama già Bagni."
    with pytest.raises(IllegalAction) as face_down:
        rules.apply(s, RenameCard(slot=9, card="baths"))
    assert "slot" not in face_down.value.message("en") and "(row " in face_down.value.message("en")


def test_the_history_line_of_a_wonder_built_instead_says_the_other_is_not_built():
    """"Correction: X was built with card (tucked under it)" left out that the Wonder the card was
    under is not built any more."""
    s, wonder, tucked = built_wonder()
    other = next(w for w in s.automa.wonders if w != wonder)
    s1, recorded = GAME.apply(s, TuckCard(wonder=other, card=tucked))
    assert recorded.unbuilt == wonder
    from solo_desk.games.duel.describe import name

    names = {lang: tuple(name(x)[lang] for x in (other, wonder, tucked)) for lang in ("en", "it")}
    built, unbuilt, card = names["en"]
    assert GAME.describe(recorded).render("en") == \
        f"Correction: {built} was built with {card} (tucked under it) instead of {unbuilt}, which is not built"
    built, unbuilt, card = names["it"]
    assert GAME.describe(recorded).render("it") == (f"Correzione: la Meraviglia {built} è stata costruita con la carta "
                                                    f"{card} (infilata sotto) al posto della Meraviglia {unbuilt}, che non è costruita")
    # recorded as applied, never as given: a replay (or a typed action) says what the table did
    replayed, again = GAME.apply(s, GAME.parse_action(recorded.model_dump(mode="json")))
    assert dump(replayed) == dump(s1) and again == recorded
    assert GAME.apply(s, TuckCard(wonder=other, card=tucked, unbuilt="pyramids"))[1].unbuilt == wonder
    # a swap between two built Wonders' cards or a card from elsewhere unbuilds nothing: the line as before
    real = face_up_accessible(s)[0]
    _, swapped = GAME.apply(s, TuckCard(wonder=wonder, card=real))
    assert swapped.unbuilt == "" and "instead of" not in GAME.describe(swapped).render("en")
