"""Companion-mode audit fixes: a Progress token never in two places at once (Enki's questions
queued behind the Great Library's), SOLO's free card at an Age's start within the 3 set-aside
cards, and SOLO's view of a face-down Pantheon."""
from __future__ import annotations

import pytest

from solo_desk.core.errors import IllegalAction
from solo_desk.games.duel import GAME, bot_adapter, edits, rules
from solo_desk.games.duel.state import Answer, Ask, MoveProgress, MoveSetAside, Pending, fast_copy

from .helpers import after_draft, do, play_state, refused, with_gods


def library_with_enki():
    """Companion, Age II: Enki (active) holds two tokens; the Player built the Great Library and
    the table is telling the 3 tokens it drew."""
    s = with_gods(play_state(age=2, slots={0: "walls", 1: "library"}), {1: "enki", 2: "gate"})
    s = fast_copy(s, mode="companion", progress_box=(), decks=((), (), ()), box=(), divinity_decks=((), (), (), (), ()),
                  mythology_box=(), layout_tokens=((), ()))
    unseen = rules._unseen_tokens(s)
    s = fast_copy(s, enki_tokens=tuple(unseen[:2]),
                  pending=(Pending(kind="library", side="player", source="great_library"),),
                  asks=(Ask(question="offer"), Ask(question="offer"), Ask(question="offer")))
    GAME.check(s)
    return s, unseen


@pytest.mark.rule("SOLO-GOD-ENKI")
def test_enki_refill_behind_the_great_library_never_names_a_token_it_drew():
    s, unseen = library_with_enki()
    # a correction: one of Enki's tokens is in SOLO's city; Enki's refill is asked behind the Library's draw
    s = do(s, MoveProgress(token=unseen[0], to="automa"))
    assert [a.question for a in s.asks][-1].startswith("enki:")
    drawn = [t for t in rules.ask_choices(s, "offer") if t != unseen[1]][:3]
    for t in drawn:
        s = do(s, Answer(question="offer", value=t))
    assert s.pending[0].kind == "library" and set(s.pending[0].options) == set(drawn)
    enki_q = s.asks[0].question
    assert enki_q.startswith("enki:")
    choices = rules.ask_choices(s, enki_q)
    assert choices and not set(choices) & set(drawn) and unseen[1] not in choices
    for t in drawn:  # the answer that would put a token on Enki and in the Library's offer is refused
        with pytest.raises(IllegalAction):
            GAME.apply(s, Answer(question=enki_q, value=t))
    s = do(s, Answer(question=enki_q, value=choices[0]))  # checked: one place per token
    assert choices[0] in s.enki_tokens



def companion_play(age: int, level: str = "hard", player: dict | None = None, **fields):
    s = play_state(age=age, slots={0: "walls", 1: "library"}, promo=True, player=player)
    return fast_copy(s, mode="companion", progress_box=(), decks=((), (), ()), box=(), divinity_decks=((), (), (), (), ()),
                     mythology_box=(), layout_tokens=((), ()), discard=(), options={**s.options, "level": level}, **fields)


@pytest.mark.rule("SOLO-LEVEL-C2")
def test_solo_free_card_is_not_asked_once_the_ages_three_set_aside_cards_are_all_taken():
    age2 = [c for c in rules.game_cards(True)[1] if c not in rules.known_cards(companion_play(2))]
    for taken, asked in ((2, True), (3, False)):
        s = companion_play(2, set_aside_taken=tuple(age2[:taken]))
        rules._level_start(s, 2)
        assert ("solo_free" in [q.question for q in s.asks]) is asked
        if asked:
            assert rules.ask_choices(s, "solo_free")


@pytest.mark.rule("SOLO-LEVEL-C2")
def test_a_correction_leaves_in_the_set_aside_pile_the_card_solo_free_is_asking():
    age2 = [c for c in rules.game_cards(True)[1] if c not in rules.known_cards(companion_play(2))]
    # a correction taking the last of them while SOLO's free card is asked would leave no answer: refused
    s = companion_play(2, set_aside_taken=tuple(age2[:2]), asks=(Ask(question="solo_free"),))
    assert refused(s, MoveSetAside(card=age2[3], to="player")) == "duel.illegal.edit_set_aside_asked"
    assert edits.set_aside_cards(s) == ()


@pytest.mark.rule("SOLO-LIBERTY-1")
@pytest.mark.parametrize("taken", [3, 4])
def test_statue_of_liberty_with_no_set_aside_card_left_queues_no_empty_pick(taken):
    s = companion_play(1, player={"coins": 20, "wonders": ("statue_of_liberty",)})
    age1 = [c for c in rules.game_cards(True)[0] if c not in rules.known_cards(s)]
    s = fast_copy(s, set_aside_taken=tuple(age1[:taken]))
    rules._build_wonder(s, "player", "statue_of_liberty", "walls")
    assert not any(p.kind == "liberty_pick" for p in s.pending) and "offer" not in [q.question for q in s.asks]


@pytest.mark.rule("SOLO-THEATER")
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_divine_theater_deck_choice_does_not_read_face_down_divinities(seed):
    """Digital, Age I: the divinities on the Pantheon lie face down (only their Mythology shows).
    Which of a Mythology's divinities lies there, and which in its deck, cannot change SOLO's choice."""
    import itertools

    from solo_desk.games.duel.content import MYTHOLOGIES, catalogue

    by_myth = {m: [d.id for d in catalogue().divinities.values() if d.mythology == m] for m in MYTHOLOGIES}
    base = after_draft(seed)
    assert base.age == 1
    theater = Pending(kind="theater_deck", side="automa", options=tuple(MYTHOLOGIES), source="divine_theater")
    chosen = set()
    for picks in itertools.product(*(range(3) for _ in MYTHOLOGIES[:4])):
        placed = {k + 1: by_myth[m][i] for k, (m, i) in enumerate(zip(MYTHOLOGIES, picks))}
        s = fast_copy(with_gods(base, placed), pending=(theater,), current="automa", automa=base.automa.model_copy(
            update={"coins": 9}))
        GAME.check(s)
        proposal = GAME.propose(s)
        # the Mythology chosen (what follows is the deck's real draw, the engine's)
        chosen.add(proposal.actions[0].model_dump_json())
        view = bot_adapter.build_view(s)
        assert view.pantheon == ()  # nothing face up
    assert len(chosen) == 1, chosen


def test_companion_view_counts_the_divinity_decks_as_the_board_does():
    """Companion: the decks are not followed card by card; SOLO's view counts them as the board does
    (divinities seen nowhere, less those face down on the Pantheon)."""
    s = companion_play(2)
    s = fast_copy(s, pantheon_spaces=("zeus", "gate", "?roman", "", "", ""),
                  automa=s.automa.model_copy(update={"divinities": ("hades",)}))
    GAME.check(s)
    for view in (bot_adapter.build_view(s), bot_adapter.build_view_reference(s)):
        assert view.decks == {m: edits.deck_count(s, m) for m in view.decks}
        assert view.decks["greek"] == 1 and view.decks["roman"] == 2 and view.decks["egyptian"] == 3
