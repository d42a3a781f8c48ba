"""Edits that cover the table: a card of the Age structure corrected into a city or onto the
discard pile (the cards it uncovers turn face up; companion mode asks which card), a Progress
token to and from the box (the unused tokens) and out of the Great Library's offer."""
import random

import pytest

from solo_desk.core.errors import IllegalAction
from solo_desk.games.duel import GAME, edits, rules
from solo_desk.games.duel.state import Answer, Choose, DuelState, MoveCard, MoveProgress, Pending, fast_copy

from .helpers import after_draft, do, dump, play_state



def _age1() -> DuelState:
    """Seed 1 after the draft: slot 9 (Scriptorium, face down, Greek Mythology token) is covered
    by slots 14 (Baths) and 15 (Stone Reserve), both accessible."""
    s = after_draft(1)
    assert (s.slots[9], s.slots[14], s.slots[15]) == ("scriptorium", "baths", "stone_reserve")
    assert s.slot_tokens[9] == "myth:greek" and not s.face_up[9]
    return s


def test_a_structure_card_corrected_into_a_city_uncovers_and_reveals():
    s = _age1()
    s1 = do(s, MoveCard(card="baths", to="player"))
    assert s1.player.buildings == ("baths",) and s1.slots[14] == "" and 9 not in rules.accessible_slots(s1)
    assert s1.player.coins == s.player.coins  # an edit mirrors the table: no price, no effect
    s2 = do(s1, MoveCard(card="stone_reserve", to="automa"))
    assert s2.automa.buildings == ("stone_reserve",) and 9 in rules.accessible_slots(s2)
    # the uncovered card lies face up; its token goes to the side who took the card (who revealed it)
    assert s2.face_up[9] and s2.slot_tokens[9] == ""
    assert s2.automa.mythology_tokens == ("greek",) and s2.player.mythology_tokens == ()
    assert [(p.kind, p.side) for p in s2.pending] == [("place_divinity", "automa")]
    assert rules.accessible_slots(s2) == rules._accessible_plain(s2.age, s2.slots)


def test_a_structure_card_corrected_onto_the_discard_pile():
    s = _age1()
    s1 = do(do(s, MoveCard(card="baths", to="discard")), MoveCard(card="stone_reserve", to="discard"))
    assert s1.discard[-2:] == ("baths", "stone_reserve") and s1.face_up[9]
    # who discarded it the edit does not say: the token goes to the side whose turn it is, as in play
    assert s1.current == "automa" and s1.automa.mythology_tokens == ("greek",)


def test_companion_mode_asks_which_card_an_edit_uncovered():
    s = _age1()
    hidden = tuple("?" if not up else c for c, up in zip(s.slots, s.face_up))
    s = fast_copy(s, mode="companion", slots=hidden, decks=((), (), ()), set_aside=((), (), ()), box=())
    GAME.check(s)
    s = do(do(s, MoveCard(card="baths", to="player")), MoveCard(card="stone_reserve", to="player"))
    assert [a.question for a in s.asks] == ["card:9"] and s.face_up[9]
    assert s.player.mythology_tokens == ("greek",)
    assert [(p.kind, p.options) for p in s.pending] == [("place_divinity", ("?greek",))]
    proposal = GAME.propose(s)
    assert proposal.status == "needs_input"
    assert "scriptorium" in rules.ask_choices(s, "card:9") and "baths" not in rules.ask_choices(s, "card:9")
    s = do(s, Answer(question="card:9", value="scriptorium"))
    assert s.slots[9] == "scriptorium" and not s.asks


@pytest.mark.parametrize("card, key", [
    ("scriptorium", "duel.illegal.edit_card_covered"),  # covered by Baths and Stone Reserve
    ("no_such_card", "duel.illegal.unknown_id"),
])
def test_a_structure_card_the_table_cannot_hold_elsewhere_is_refused(card, key):
    s = _age1()
    with pytest.raises(IllegalAction) as err:
        rules.apply(s, MoveCard(card=card, to="player"))
    assert err.value.key == key
    assert err.value.message("en") and err.value.message("it")


def test_a_face_down_accessible_card_and_the_last_card_of_the_age_are_refused():
    s = _age1()
    s = fast_copy(s, face_up=rules._replace(s.face_up, 14, False))  # mid-turn: not revealed yet
    with pytest.raises(IllegalAction) as err:
        rules.apply(s, MoveCard(card="baths", to="player"))
    assert err.value.key == "duel.illegal.edit_card_face_down"
    last = play_state(slots={19: "lumber_yard"})
    with pytest.raises(IllegalAction) as err:
        rules.apply(last, MoveCard(card="lumber_yard", to="player"))
    assert err.value.key == "duel.illegal.edit_last_card" and "Epoca" in err.value.message("it")


def test_progress_tokens_to_and_from_the_box():
    s = play_state(slots={18: "walls", 19: "lumber_yard"})
    on_board = next(t for t in s.progress_board if t)
    in_box = s.progress_box[0]
    s1 = do(s, MoveProgress(token=on_board, to="box"))
    assert on_board in s1.progress_box and on_board not in s1.progress_board
    s2 = do(s1, MoveProgress(token=in_box, to="player"))
    assert s2.player.progress == (in_box,) and in_box not in s2.progress_box
    s3 = do(s2, MoveProgress(token=in_box, to="box"))
    assert in_box in s3.progress_box and s3.player.progress == ()
    s4 = do(s3, MoveProgress(token=on_board, to="board"))
    assert on_board in s4.progress_board and on_board not in s4.progress_box
    with pytest.raises(IllegalAction) as err:
        rules.apply(s4, MoveProgress(token=in_box, to="box"))
    assert err.value.key == "duel.illegal.edit_token_in_box"
    with pytest.raises(IllegalAction) as err:
        rules.apply(s4, MoveProgress(token="nonsense", to="box"))
    assert err.value.key == "duel.illegal.unknown_id"


def test_a_wrongly_drawn_great_library_token_goes_back_to_the_box():
    s = play_state(slots={18: "walls", 19: "lumber_yard"})
    drawn = s.progress_box[:3]
    library = Pending(kind="library", side="player", options=drawn, source="great_library")
    s = fast_copy(s, pending=(library,), progress_box=s.progress_box[3:])
    GAME.check(s)
    s1 = do(s, MoveProgress(token=drawn[0], to="box"))
    assert s1.pending[0].options == drawn[1:] and drawn[0] in s1.progress_box
    s2 = do(s1, MoveProgress(token=drawn[1], to="automa"))  # or a token that really lies in a city
    assert s2.pending[0].options == drawn[2:] and drawn[1] in s2.automa.progress
    with pytest.raises(IllegalAction) as err:  # digital: the offer keeps at least one token
        rules.apply(s2, MoveProgress(token=drawn[2], to="box"))
    assert err.value.key == "duel.illegal.edit_last_offered"


def test_companion_a_misnamed_great_library_token_is_asked_again():
    s = play_state(slots={18: "walls", 19: "lumber_yard"})
    s = fast_copy(s, mode="companion", progress_box=(), decks=((), (), ()), box=())
    unseen = rules._unseen_tokens(s)
    s = fast_copy(s, pending=(Pending(kind="library", side="player", options=tuple(unseen[:3]), source="great_library"),))
    GAME.check(s)
    assert edits.in_box(s, unseen[3]) and not edits.in_box(s, unseen[0])
    s1 = do(s, MoveProgress(token=unseen[0], to="box"))
    assert s1.pending[0].options == tuple(unseen[1:3]) and [a.question for a in s1.asks] == ["offer"]
    assert unseen[0] in rules.ask_choices(s1, "offer") and unseen[1] not in rules.ask_choices(s1, "offer")
    s2 = do(s1, Answer(question="offer", value=unseen[3]))
    assert s2.pending[0].options == (unseen[1], unseen[2], unseen[3]) and not s2.asks
    s3 = do(s2, MoveProgress(token=unseen[4], to="player"))  # from the (unfollowed) box to a city
    assert unseen[4] in s3.player.progress and not edits.in_box(s3, unseen[4])
    with pytest.raises(IllegalAction) as err:
        rules.apply(s3, MoveProgress(token=unseen[5], to="box"))
    assert err.value.key == "duel.illegal.edit_token_in_box"


def test_a_game_with_the_new_edits_replays_and_round_trips():
    """From a fresh game: play, correct a structure card and a Progress token (box both ways), play
    on; the recorded actions, replayed from their JSON, give the same state; save/load too."""
    s0 = GAME.new_state({}, 1, "digital")
    s, log = s0, []

    def step(action):
        nonlocal s
        s, recorded = GAME.apply(s, action)
        GAME.check(s)
        log.append(recorded.model_dump(mode="json"))

    while s.phase == "draft":
        step(rules.legal_actions(s)[0])
    step(MoveCard(card="baths", to="player"))
    step(MoveCard(card="stone_reserve", to="automa"))
    step(MoveProgress(token=s.progress_box[0], to="player"))
    step(MoveProgress(token=next(t for t in s.progress_board if t), to="box"))
    rng = random.Random(7)
    for _ in range(12):
        if GAME.result(s) is not None:
            break
        step(rules.random_legal_action(s, rng.randrange))
    replayed = s0
    for data in log:
        replayed, _ = GAME.apply(replayed, GAME.parse_action(data))
    assert dump(replayed) == dump(s)
    assert dump(GAME.load_state(dump(s))) == dump(s)
    assert "baths" in s.player.buildings and "stone_reserve" in s.automa.buildings and s.face_up[9]


def test_history_lines_for_the_new_edits():
    assert GAME.describe(MoveProgress(token="law", to="box", by="player")).render("en") == \
        "Correction: the Progress token Law lies in the box"
    assert "nella scatola" in GAME.describe(MoveProgress(token="law", to="box")).render("it")
    assert GAME.describe(MoveCard(card="baths", to="discard")).render("en") == "Correction: Baths lies on the discard pile"
    assert "nella città di SOLO" in GAME.describe(MoveCard(card="baths", to="automa")).render("it")


def test_a_piece_a_pending_decision_offers_is_not_corrected_before_it_is_taken():
    """A decision offers pieces where they lie (the Progress tokens of the board after a pair of
    science symbols, SOLO's cards for the Circus Maximus, the Wonders for Anubis): moving one first
    would let the decision take it from where it no longer is."""
    from solo_desk.games.duel.state import MoveWonder

    s = play_state(slots={18: "walls", 19: "lumber_yard"}, automa={"buildings": ("quarry",)},
                   player={"wonders": ("pyramids",), "built": (("pyramids", "stone_pit"),)})
    on_board = tuple(t for t in s.progress_board if t)
    cases = [
        (Pending(kind="progress", side="player", options=on_board), MoveProgress(token=on_board[0], to="box")),
        (Pending(kind="destroy", side="player", options=("quarry",), source="circus_maximus"), MoveCard(card="quarry", to="player")),
        (Pending(kind="anubis", side="automa", options=("pyramids",)), MoveWonder(wonder="pyramids", to="automa")),
    ]
    for pending, action in cases:
        with pytest.raises(IllegalAction) as err:
            rules.apply(fast_copy(s, pending=(pending,)), action)
        assert err.value.key == "duel.illegal.edit_piece_offered"
        do(s, action)  # without the decision: accepted


def test_a_card_that_uncovers_a_second_token_of_a_mythology_being_placed_draws_after_it():
    """Digital: a divinity drawn for a Greek token waits to be placed; a card corrected out of the
    structure uncovers another Greek token: its draw is made again from the deck as it is once
    the first one is placed (the kept card leaves, the other is back on top)."""
    s = _age1()  # slot 9: Greek token, covered by Baths (14) and Stone Reserve (15)
    greek = s.divinity_decks[2][:2]
    s = fast_copy(s, pending=(Pending(kind="place_divinity", side="automa", options=greek),))
    s1 = do(do(s, MoveCard(card="baths", to="player")), MoveCard(card="stone_reserve", to="player"))
    assert [p.kind for p in s1.pending] == ["place_divinity", "place_divinity"]
    placed = do(s1, Choose(pick=greek[0], space=1))
    assert placed.pending[0].options == placed.divinity_decks[2][:2] == (greek[1], s.divinity_decks[2][2])
