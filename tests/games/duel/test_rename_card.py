"""Companion: a face-up card of the structure named wrong is renamed (``rename_card``)."""
import random

import pytest

from solo_desk.core import saves
from solo_desk.core.errors import MalformedAction
from solo_desk.core.session import Session
from solo_desk.games.duel import GAME, rules
from solo_desk.games.duel.state import DiscardCard, Pending, RenameCard, SetBack, fast_copy

from .helpers import after_draft, do, dump, refused



def companion_age1():
    """Seed 1 after the draft, told as in companion mode: the face-down cards are unknown."""
    s = after_draft(1)
    hidden = tuple("?" if not up else c for c, up in zip(s.slots, s.face_up))
    s = fast_copy(s, mode="companion", slots=hidden, decks=((), (), ()), set_aside=((), (), ()), box=(),
                  progress_box=(), mythology_box=(), layout_tokens=((), ()), divinity_decks=((), (), (), (), ()))
    GAME.check(s)
    return s


def unseen(s, age: int = 1):
    return [c for c in rules.game_cards(s.pantheon)[age - 1] if c not in rules.known_cards(s)]


def test_a_misnamed_face_up_card_is_renamed_and_the_old_name_is_unseen_again():
    s = companion_age1()
    assert s.slots[14] == "baths"
    other = unseen(s)[0]
    s1 = do(s, RenameCard(slot=14, card=other))
    assert s1.slots[14] == other and s1.face_up[14] and s1.slots[:14] == s.slots[:14]
    assert "baths" not in rules.known_cards(s1) and "baths" in unseen(s1)
    # the renamed card is what the structure holds now: it is built under its new name
    s2 = do(s1.model_copy(update={"current": "player"}), DiscardCard(card=other))
    assert s2.discard[-1] == other and s2.slots[14] == ""
    # and renamed back
    assert do(s1, RenameCard(slot=14, card="baths")).slots == s.slots


def test_renaming_is_refused_with_a_reason():
    s = companion_age1()
    age2 = rules.game_cards(True)[1][0]
    assert refused(s, RenameCard(slot=14, card=s.slots[15])) == "duel.illegal.edit_card_seen"
    assert refused(s, RenameCard(slot=14, card=age2)) == "duel.illegal.edit_card_wrong_age"
    assert refused(s, RenameCard(slot=14, card="baths")) == "duel.illegal.edit_card_same"
    assert refused(s, RenameCard(slot=9, card=unseen(s)[0])) == "duel.illegal.edit_slot_face_down"
    assert refused(s, RenameCard(slot=14, card="no_such_card")) == "duel.illegal.edit_card_unknown"
    taken = s.model_copy(update={"slots": s.slots[:14] + ("",) + s.slots[15:], "discard": s.discard + ("baths",)})
    assert refused(taken, RenameCard(slot=14, card=unseen(s)[0])) == "duel.illegal.edit_slot_empty"
    with pytest.raises(MalformedAction):
        rules.apply(s, RenameCard(slot=40, card=unseen(s)[0]))
    # a card a pending decision offers (the Statue of Liberty's) is seen: not another name
    liberty = s.model_copy(update={"pending": (Pending(kind="liberty_pick", side="player", options=(unseen(s)[0],)),)})
    assert refused(liberty, RenameCard(slot=14, card=unseen(s)[0])) == "duel.illegal.edit_card_seen"
    # digital: the app dealt the cards, nothing to misname
    assert refused(after_draft(1), RenameCard(slot=14, card="scriptorium")) == "duel.illegal.edit_rename_digital"


def test_age_three_a_guild_back_keeps_a_guild_back():
    s = companion_age1()
    age3, extras = rules.game_cards(True)[2], rules.game_cards(True)[3]
    slots = ("",) * 18 + (age3[0], extras[0])
    s = s.model_copy(update=dict(age=3, slots=slots, face_up=(True,) * 20, slot_tokens=("",) * 20, discard=(), asks=()))
    assert refused(s, RenameCard(slot=19, card=age3[1])) == "duel.illegal.edit_card_wrong_back"
    assert refused(s, RenameCard(slot=18, card=extras[1])) == "duel.illegal.edit_card_wrong_back"
    assert rules.apply(s, RenameCard(slot=19, card=extras[1]))[0].slots[19] == extras[1]


def test_the_history_line_in_both_languages():
    """The place as the questions and the rename dialog say it (row, card from the left) and the
    Age, never a slot number."""
    assert GAME.describe(RenameCard(slot=14, card="baths")).render("en") == \
        "Correction: the card of the Age I structure (row 5 from the top, card 1 from the left) is really Baths"
    assert GAME.describe(RenameCard(slot=14, card="baths")).render("it") == \
        "Correzione: la carta della struttura dell'Epoca I (fila 5 dall'alto, carta 1 da sinistra) è in realtà Bagni"
    # Age II, row 4, card 3: slot 18 (the playtest's Customs House); a back, Age III
    assert GAME.describe(RenameCard(slot=17, card="customs_house")).render("en") == \
        "Correction: the card of the Age II structure (row 4 from the top, card 3 from the left) is really Customs House"
    assert GAME.describe(SetBack(slot=3, back="temple")).render("en") == \
        "Correction: the card of the Age III structure (row 2 from the top, card 2 from the left) has a Grand Temple back"
    assert GAME.describe(SetBack(slot=3, back="age")).render("it") == \
        "Correzione: la carta della struttura dell'Epoca III (fila 2 dall'alto, carta 2 da sinistra) ha un dorso dell'Epoca III"



def test_through_the_session_one_undo_step_replayed_and_saved(tmp_path):
    rng = random.Random(2)
    session = Session.new(GAME, {}, 1, "companion")
    while session.state.phase != "play" or session.state.asks or session.state.pending:
        session.apply(rules.random_legal_action(session.state, rng.randrange))
    s = session.state
    slot = next(i for i, (c, up) in enumerate(zip(s.slots, s.face_up)) if c and up and not c.startswith("?"))
    new = unseen(s)[0]
    before = dump(s)
    session.apply(RenameCard(slot=slot, card=new))
    after = dump(session.state)
    assert session.state.slots[slot] == new
    session.undo()
    assert dump(session.state) == before
    session.redo()
    assert dump(session.state) == after
    for _ in range(4):
        session.apply(rules.random_legal_action(session.state, rng.randrange))
    path = tmp_path / "renamed.json"
    saves.save(session, path)
    loaded = saves.load(path)
    assert dump(loaded.replay_all()) == dump(session.state)
    assert any(a.kind == "rename_card" for st in loaded.steps for a in st.actions)
