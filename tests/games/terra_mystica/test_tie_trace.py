"""A tie between the nearest hexes that the island does not settle (TM-DWELL-TIE-ISLAND) says so
before it is drawn or asked (TM-DWELL-TIE-RANDOM): the explanation never jumps from the distance
to a draw."""
import pytest

from solo_desk.core.messages import render
from solo_desk.games.terra_mystica import GAME
from solo_desk.games.terra_mystica.state import SetupPick, StartDwelling

from .helpers import run_automa


def set_up(faction: str, third_colour: str, dwellings: tuple[str, str], **options):
    """A seeded game of ``faction`` with ``third_colour`` chosen and the player's two dwellings placed."""
    state = GAME.new_state({"faction": faction, "third_colour": "player"} | options, 3, "digital")
    state, _ = GAME.apply(state, SetupPick(item="third_colour", value=third_colour))
    state = run_automa(state)
    for hex_ in dwellings:
        state, _ = GAME.apply(state, StartDwelling(hex=hex_))
    return state


def cultists_near_a7(**options):
    """The Cultists with dwellings on A7 and E6: the yellow hexes nearest to A7, A5 and B4, are both
    at distance 2 and both on island 1, A7's island."""
    return set_up("cultists", "blue", ("A7", "E6"), **options)


@pytest.mark.rule("TM-DWELL-TIE-ISLAND", "TM-DWELL-TIE-RANDOM")
def test_a_tie_on_the_references_island_says_the_island_does_not_decide():
    proposal = GAME.propose(cultists_near_a7(dwelling_tie="player"))
    assert proposal.status == "needs_input" and proposal.inputs[0].name == "tie_A7_yellow"
    last = proposal.trace[-1]
    assert last.rule == "TM-DWELL-TIE-ISLAND" and last.kept == ["A5", "B4"]
    assert render(last.key, last.params, "en") == "Tie: A5, B4 lie on island 1, as A7 does: the island does not decide."
    assert render(last.key, last.params, "it") == "Pareggio: A5, B4 sono sull'isola 1, come A7: l'isola non decide."


@pytest.mark.rule("TM-DWELL-TIE-ISLAND", "TM-DWELL-TIE-RANDOM")
def test_a_drawn_tie_is_explained_island_first_then_the_draw():
    proposal = GAME.propose(cultists_near_a7())
    rules_told = [t.rule for t in proposal.trace]
    at = rules_told.index("TM-DWELL-TIE-RANDOM")
    assert rules_told[at - 1] == "TM-DWELL-TIE-ISLAND"
    assert proposal.trace[at - 1].key == "terra_mystica.trace.island_undecided_all"


@pytest.mark.rule("TM-DWELL-PLACE")
def test_the_placement_lines_read_as_sentences():
    """Each line of the explanation starts with a capital, never with a bare colour ("yellow near …")."""
    proposal = GAME.propose(cultists_near_a7())
    lines = [(t.key, render(t.key, t.params, "en"), render(t.key, t.params, "it")) for t in proposal.trace]
    assert next(line[1:] for line in lines if line[0] == "terra_mystica.trace.candidates") == (
        "Candidates for yellow near your dwelling at A7: the free yellow hexes.",
        "Candidati per il giallo vicino alla tua abitazione in A7: gli esagoni liberi di colore giallo.")
    for _, en, it in lines:
        assert en[:1].isupper() and it[:1].isupper(), (en, it)


def witches_near_c3(**options):
    """The Witches (green) with black as the third colour and dwellings on C3 and A10: the black
    hexes nearest to C3, A8 and B3, are both at distance 2 and both on island 1, not on C3's island 2
    (TM-DATA-ISLANDS: C3 is on island 2, A1–A13 and B1–B6 on island 1)."""
    return set_up("witches", "black", ("C3", "A10"), **options)


@pytest.mark.rule("TM-DWELL-TIE-ISLAND", "TM-DWELL-TIE-RANDOM")
def test_a_tie_off_the_references_island_says_the_island_does_not_decide():
    """TM-AMB-07: none of the tied hexes is on the reference dwelling's island: both stay, and the
    tie is drawn or asked."""
    proposal = GAME.propose(witches_near_c3(dwelling_tie="player"))
    assert proposal.status == "needs_input" and proposal.inputs[0].name == "tie_C3_black"
    assert [i.value for i in proposal.inputs[0].choices] == ["A8", "B3"]
    last = proposal.trace[-1]
    assert last.rule == "TM-DWELL-TIE-ISLAND" and last.kept == ["A8", "B3"]
    assert last.key == "terra_mystica.trace.island_undecided_none"
    assert render(last.key, last.params, "en") == (
        "Tie: none of A8, B3 lies on island 2, the island of C3: the island does not decide.")
    assert render(last.key, last.params, "it") == (
        "Pareggio: nessuno tra A8, B3 è sull'isola 2, quella di C3: l'isola non decide.")
    drawn = GAME.propose(witches_near_c3())  # dwelling_tie=random: drawn between both
    rules_told = [t.rule for t in drawn.trace]
    at = [i for i, t in enumerate(drawn.trace) if t.key == "terra_mystica.trace.island_undecided_none"][0]
    assert rules_told[at + 1] == "TM-DWELL-TIE-RANDOM" and drawn.trace[at + 1].kept == ["A8", "B3"]
    black_c3 = [a for a in drawn.actions if a.colour == "black" and a.ref == "C3"]
    assert len(black_c3) == 1 and black_c3[0].hex in ("A8", "B3")
