"""Corrections of the Pantheon (``move_divinity``): a divinity moved between spaces (swapping), back
into its Mythology deck, from a deck onto a space (face down in Age I), activated by a side and
back; the Gate, Enki's tokens and Astarte's coins follow; companion mode asks what it must."""
import pytest

from solo_desk.core.errors import MalformedAction
from solo_desk.games.duel import GAME, edits, rules
from solo_desk.games.duel.content import catalogue
from solo_desk.games.duel.state import Answer, MoveDivinity, Pending, fast_copy

from .helpers import after_draft, do, play_state, refused, with_gods



@pytest.fixture
def age2():
    """Digital, Age II: Zeus on space 1, the Gate on 2, Tanit on 3; the rest in the decks."""
    return with_gods(play_state(age=2, slots={0: "walls", 1: "library"}, player={"coins": 5}),
                     {1: "zeus", 2: "gate", 3: "tanit"})


def test_a_divinity_moved_onto_an_occupied_space_swaps_places(age2):
    s = do(age2, MoveDivinity(god="zeus", to="pantheon", space=3))
    assert s.pantheon_spaces[:3] == ("tanit", "gate", "zeus")
    s = do(s, MoveDivinity(god="gate", to="pantheon", space=5))  # the Gate too, onto an empty space
    assert s.pantheon_spaces == ("tanit", "", "zeus", "", "gate", "")


def test_back_into_the_deck_on_top_and_out_of_it_onto_a_space(age2):
    s = do(age2, MoveDivinity(god="zeus", to="deck"))
    assert s.pantheon_spaces[0] == "" and s.divinity_decks[2][0] == "zeus"
    s = do(s, MoveDivinity(god="hades", to="pantheon", space=6))  # a named card from its deck
    assert s.pantheon_spaces[5] == "hades" and "hades" not in s.divinity_decks[2]
    s = do(s, MoveDivinity(god="?greek", to="pantheon", space=1))  # the top card of the Greek deck
    assert s.pantheon_spaces[0] == "zeus" and "zeus" not in s.divinity_decks[2]


def test_a_card_of_a_deck_dropped_on_an_occupied_space_sends_the_other_back_to_its_deck(age2):
    s = do(age2, MoveDivinity(god="baal", to="pantheon", space=3))
    assert s.pantheon_spaces[2] == "baal" and s.divinity_decks[1][0] == "tanit" and "baal" not in s.divinity_decks[1]


def test_activated_by_a_side_and_back_without_any_effect(age2):
    before = age2.player
    s = do(age2, MoveDivinity(god="tanit", to="player"))  # Tanit gives 12 coins when activated: not by a correction
    assert s.player.divinities == ("tanit",) and s.player.coins == before.coins and s.pantheon_spaces[2] == ""
    s = do(s, MoveDivinity(god="tanit", to="automa"))
    assert s.automa.divinities == ("tanit",) and s.player.divinities == ()
    s = do(s, MoveDivinity(god="tanit", to="pantheon", space=4))
    assert s.automa.divinities == () and s.pantheon_spaces[3] == "tanit"
    s = do(s, MoveDivinity(god="gate", to="player"))
    assert s.player.divinities == ("gate",) and "gate" not in s.pantheon_spaces
    s = do(s, MoveDivinity(god="gate", to="pantheon", space=2))
    assert s.pantheon_spaces[1] == "gate" and s.player.divinities == ()


def test_astarte_keeps_her_coins_between_cities_and_nisabas_snake_leaves_with_her():
    s = with_gods(play_state(age=2, slots={0: "walls", 1: "library"},
                             automa={"buildings": ("scriptorium",)}), {4: "astarte"})
    s = do(s, MoveDivinity(god="astarte", to="player"))
    assert s.player.astarte_coins == 7  # her coins lie on her card: put there as she is activated
    s = do(fast_copy(s, player=s.player.model_copy(update={"astarte_coins": 3})), MoveDivinity(god="astarte", to="automa"))
    assert (s.automa.astarte_coins, s.player.astarte_coins) == (3, 0)
    s = do(s, MoveDivinity(god="astarte", to="deck"))
    assert s.automa.astarte_coins == 0 and s.divinity_decks[1][0] == "astarte"
    nisaba = fast_copy(s, player=s.player.model_copy(update={"divinities": ("nisaba",), "snake_on": "scriptorium"}),
                       divinity_decks=rules._replace(s.divinity_decks, 0, tuple(d for d in s.divinity_decks[0] if d != "nisaba")))
    GAME.check(nisaba)
    copied = catalogue().buildings["scriptorium"].science
    assert rules.science_symbols(nisaba, "player") == {copied: 1}  # the Snake copies SOLO's Scriptorium
    after = do(nisaba, MoveDivinity(god="nisaba", to="automa"))
    assert after.player.snake_on == "" and after.automa.divinities == ("nisaba",)
    assert rules.science_symbols(after, "player") == {}


def test_enkis_tokens_go_to_the_box_when_he_leaves_and_are_drawn_when_he_comes_back(age2):
    s = do(age2, MoveDivinity(god="enki", to="pantheon", space=5))
    assert len(s.enki_tokens) == 2 and not set(s.enki_tokens) & set(s.progress_box)
    s2, recorded = rules.apply(age2, MoveDivinity(god="enki", to="pantheon", space=5))
    assert recorded.outcomes["enki"] == list(s2.enki_tokens)  # drawn: recorded for a replay
    assert rules.apply(age2, recorded)[0].enki_tokens == s2.enki_tokens
    moved = do(s, MoveDivinity(god="enki", to="pantheon", space=6))  # between spaces: his tokens stay
    assert moved.enki_tokens == s.enki_tokens
    gone = do(s, MoveDivinity(god="enki", to="automa"))
    assert gone.enki_tokens == () and set(s.enki_tokens) <= set(gone.progress_box)


def test_face_down_divinities_in_age_one():
    s = after_draft(1)
    # Zeus was placed for the Greek token of slot 9, taken by SOLO
    s = fast_copy(s, pantheon_spaces=("", "zeus", "", "", "", ""), slot_tokens=rules._replace(s.slot_tokens, 9, ""),
                  automa=s.automa.model_copy(update={"mythology_tokens": ("greek",)}),
                  divinity_decks=rules._replace(s.divinity_decks, 2, tuple(d for d in s.divinity_decks[2] if d != "zeus")))
    GAME.check(s)
    # the board shows only its Mythology: the correction names the face-down card by it and its space
    s1 = do(s, MoveDivinity(god="?greek", to="pantheon", space=5, from_space=2))
    assert s1.pantheon_spaces == ("", "", "", "", "zeus", "")
    top = s1.divinity_decks[3][0]
    s2 = do(s1, MoveDivinity(god="?egyptian", to="pantheon", space=1))  # face down from the top of a deck
    assert s2.pantheon_spaces[0] == top and top not in s2.divinity_decks[3]
    s3 = do(s2, MoveDivinity(god="?greek", to="deck", from_space=5))
    assert s3.pantheon_spaces[4] == "" and s3.divinity_decks[2][0] == "zeus"
    assert refused(s2, MoveDivinity(god="?greek", to="player", from_space=5)) == "duel.illegal.edit_divinity_face_down"
    assert refused(s2, MoveDivinity(god="?roman", to="deck", from_space=5)) == "duel.illegal.edit_divinity_not_there"


def companion_age1():
    s = after_draft(1)
    hidden = tuple("?" if not up else c for c, up in zip(s.slots, s.face_up))
    return fast_copy(s, mode="companion", slots=hidden, decks=((), (), ()), set_aside=((), (), ()), box=(),
                     progress_box=(), divinity_decks=((), (), (), (), ()), mythology_box=(), layout_tokens=((), ()),
                     slot_tokens=tuple(t for t in s.slot_tokens), wonders_out=s.wonders_out)


def test_companion_face_down_placements_and_the_question_of_age_two():
    from solo_desk.games.duel.state import MoveToken

    s = companion_age1()
    GAME.check(s)
    assert edits.deck_count(s, "greek") == 3
    # the Greek token of slot 9 was taken (SOLO placed a divinity for it); one Mesopotamian token is in the box
    s = do(s, MoveToken(token="myth:greek", source="structure", from_slot=9, to="automa"))
    s = do(s, MoveToken(token="myth:mesopotamian", source="structure", from_slot=2, to="box"))
    s = do(s, MoveDivinity(god="?greek", to="pantheon", space=3))
    assert s.pantheon_spaces[2] == "?greek" and edits.deck_count(s, "greek") == 2 and not s.asks
    s = do(s, MoveDivinity(god="zeus", to="pantheon", space=4))  # named: it still lies face down, unknown
    assert s.pantheon_spaces[3] == "?greek" and edits.deck_count(s, "greek") == 1
    s = do(s, MoveDivinity(god="?greek", to="pantheon", space=6, from_space=4))
    assert s.pantheon_spaces[3:] == ("", "", "?greek")
    s = do(s, MoveDivinity(god="?greek", to="deck", from_space=6))
    assert s.pantheon_spaces[5] == "" and edits.deck_count(s, "greek") == 2
    # Age II, companion: a card of a deck placed on a space is asked, and the question follows it
    s2 = fast_copy(s, age=2, pantheon_spaces=("hades", "gate", "", "", "", ""), asks=())
    s2 = do(s2, MoveDivinity(god="?roman", to="pantheon", space=4))
    assert [a.question for a in s2.asks] == ["pantheon:4"]
    s2 = do(s2, MoveDivinity(god="?roman", to="pantheon", space=6, from_space=4))
    assert [a.question for a in s2.asks] == ["pantheon:6"]
    assert set(rules.ask_choices(s2, "pantheon:6")) == {"mars", "minerva", "neptune"}
    s2 = do(s2, Answer(question="pantheon:6", value="minerva"))
    assert s2.pantheon_spaces[5] == "minerva" and not s2.asks


@pytest.mark.parametrize("action, key", [
    (MoveDivinity(god="gate", to="deck"), "duel.illegal.edit_gate_no_deck"),
    (MoveDivinity(god="hades", to="pantheon", space=2), "duel.illegal.edit_space_gate"),
    (MoveDivinity(god="zeus", to="pantheon", space=1), "duel.illegal.edit_divinity_there"),
    (MoveDivinity(god="hades", to="deck"), "duel.illegal.edit_divinity_in_deck"),
    (MoveDivinity(god="odin", to="deck"), "duel.illegal.edit_divinity_unknown"),
    (MoveDivinity(god="tanit", to="deck", from_space=1), "duel.illegal.edit_divinity_not_there"),
    (MoveDivinity(god="zeus", to="player", from_space=1), None),
])
def test_refusals(age2, action, key):
    if key is None:
        assert do(age2, action).player.divinities == ("zeus",)
    else:
        assert refused(age2, action) == key


def test_more_refusals(age2):
    taken = do(age2, MoveDivinity(god="tanit", to="automa"))
    assert refused(taken, MoveDivinity(god="tanit", to="pantheon", space=1)) == "duel.illegal.edit_space_taken"
    assert refused(taken, MoveDivinity(god="tanit", to="automa")) == "duel.illegal.edit_divinity_there"
    empty = with_gods(age2, {4: "mars", 5: "minerva", 6: "neptune"})
    assert empty.divinity_decks[4] == ()
    assert refused(empty, MoveDivinity(god="?roman", to="pantheon", space=4)) == "duel.illegal.edit_deck_empty"
    placing = fast_copy(age2, pending=(Pending(kind="place_divinity", side="player", options=age2.divinity_decks[2][:2]),))
    GAME.check(placing)
    assert refused(placing, MoveDivinity(god="zeus", to="deck")) == "duel.illegal.edit_deck_in_use"
    assert do(placing, MoveDivinity(god="tanit", to="deck")).divinity_decks[1][0] == "tanit"  # another deck
    enki = fast_copy(age2, player=age2.player.model_copy(update={"divinities": ("enki",)}),
                     divinity_decks=rules._replace(age2.divinity_decks, 0, tuple(d for d in age2.divinity_decks[0] if d != "enki")),
                     pending=(Pending(kind="enki", side="player", options=()),))
    GAME.check(enki)
    assert refused(enki, MoveDivinity(god="enki", to="deck")) == "duel.illegal.edit_piece_offered"
    with pytest.raises(MalformedAction):
        rules.apply(age2, MoveDivinity(god="zeus", to="pantheon"))
    with pytest.raises(MalformedAction):
        rules.apply(age2, MoveDivinity(god="zeus", to="pantheon", space=7))
    assert refused(GAME.new_state({}, 1, "digital"), MoveDivinity(god="zeus", to="player")) == \
        "duel.illegal.edit_pantheon_not_yet"
    assert refused(play_state(pantheon=False), MoveDivinity(god="zeus", to="player")) == "duel.illegal.edit_no_pantheon"


def test_history_lines_name_what_the_table_shows():
    def text(action, lang="en"):
        return GAME.describe(action).render(lang)

    assert text(MoveDivinity(god="zeus", to="pantheon", space=3)) == "Correction: the divinity Zeus lies on Pantheon space 3"
    assert text(MoveDivinity(god="?greek", to="pantheon", space=3)) == \
        "Correction: a divinity of the Greek Mythology lies on Pantheon space 3"
    assert "Greca" in text(MoveDivinity(god="?greek", to="pantheon", space=3), "it")
    assert text(MoveDivinity(god="?greek", to="deck", from_space=2)) == \
        "Correction: the Greek divinity of Pantheon space 2 is back in its deck"
    assert text(MoveDivinity(god="hades", to="deck")) == "Correction: the divinity Hades is back in the Greek deck"
    assert text(MoveDivinity(god="isis", to="automa")) == \
        "Correction: the divinity Isis has been activated and lies in SOLO's city"
    assert "Iside" in text(MoveDivinity(god="isis", to="player"), "it")


def test_age_one_keeps_room_for_the_divinities_still_to_be_placed():
    """At the table there is always a free space and a card for each Mythology token still on the
    structure (6 spaces, 5 tokens; 3 divinities, 2 tokens per Mythology): a correction keeps it so."""
    s = after_draft(1)  # digital: 5 Mythology tokens on the structure, 6 free spaces
    s1 = do(s, MoveDivinity(god="?roman", to="pantheon", space=1))
    assert refused(s1, MoveDivinity(god="?roman", to="pantheon", space=2)) == "duel.illegal.edit_pantheon_room"
    assert do(s1, MoveDivinity(god="?roman", to="pantheon", space=2, from_space=1)).pantheon_spaces[1]  # a move is no new one
    c = companion_age1()  # two Mesopotamian tokens on the structure, one Greek
    assert [t for t in c.slot_tokens if t].count("myth:mesopotamian") == 2
    assert refused(c, MoveDivinity(god="?mesopotamian", to="pantheon", space=1)) == "duel.illegal.edit_deck_needed"
    assert refused(c, MoveDivinity(god="enki", to="player")) == "duel.illegal.edit_deck_needed"
    c1 = do(c, MoveDivinity(god="?greek", to="pantheon", space=1))
    assert refused(c1, MoveDivinity(god="?roman", to="pantheon", space=2)) == "duel.illegal.edit_pantheon_room"
    # the token of a card moved away (a correction) frees its divinity's place
    slot = next(i for i, t in enumerate(c.slot_tokens) if t == "myth:mesopotamian")
    from solo_desk.games.duel.state import MoveToken

    c2 = do(c, MoveToken(token="myth:mesopotamian", source="structure", from_slot=slot, to="box"))
    assert do(c2, MoveDivinity(god="?mesopotamian", to="pantheon", space=1)).pantheon_spaces[0] == "?mesopotamian"


def test_companion_a_deck_card_is_not_placed_face_up_while_the_great_library_is_told():
    s = companion_age1()
    s = fast_copy(s, age=2, pantheon_spaces=("", "gate", "", "", "", ""), slot_tokens=("",) * 20,
                  pending=(Pending(kind="library", side="player", options=("law",), source="great_library"),))
    GAME.check(s)
    assert refused(s, MoveDivinity(god="?mesopotamian", to="pantheon", space=1)) == "duel.illegal.edit_library_pending"
    assert do(s, MoveDivinity(god="enki", to="pantheon", space=1)).enki_tokens == ()  # asked when activated
