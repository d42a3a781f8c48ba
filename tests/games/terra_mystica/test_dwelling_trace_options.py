"""The opponents' starting dwellings under the non-default options (TM-AMB-04 dwelling_reference=any,
TM-AMB-05 distance=land): the trace and the history name the distance and the dwelling that decided."""
import pytest

from solo_desk.core.messages import render
from solo_desk.games.terra_mystica import GAME, rules
from solo_desk.games.terra_mystica.state import OpponentStart, SetupPick, StartDwelling

from .helpers import witches_setup


def proposal(**options):
    state = witches_setup("easy", **options)
    for hex_ in ("A10", "G3"):
        state, _ = GAME.apply(state, StartDwelling(hex=hex_))
    return state, GAME.propose(state)


def text(step_or_dropped, lang="en"):
    return render(step_or_dropped.key, step_or_dropped.params, lang)


@pytest.mark.rule("TM-DWELL-DIST", "TM-AMB-05")
def test_land_distance_trace_prints_the_distance_that_ranked_the_hexes():
    state, p = proposal(distance="land")
    board = rules.board_of(state)
    steps = [t for t in p.trace if t.rule == "TM-DWELL-DIST"]
    assert steps
    for step in steps:
        ref = step.params["ref"]
        land = rules.land_distance(board, state, ref)
        assert all(land[h] == step.params["distance"] for h in step.kept)
        for d in step.dropped:
            if d.key.endswith("not_by_land"):  # passed over: no land path, whatever its hex distance
                assert d.candidate not in land and d.params["distance"] == board.distance(ref, d.candidate)
            else:
                assert d.candidate in land, f"{d.candidate} has no land path but reads {text(d)!r}"
                assert d.params["distance"] == land[d.candidate] > step.params["distance"]
    grey = next(t for t in steps if t.kept == ["C2"])
    assert "by land: distance 6" in text(grey)
    c5 = next(d for d in grey.dropped if d.candidate == "C5")
    assert text(c5) == "C5 cannot be reached by land from A10 (hex distance 2)"
    assert text(c5, "it") == "C5 non è raggiungibile via terra da A10 (distanza in esagoni 2)"


@pytest.mark.rule("TM-DWELL-DIST", "TM-AMB-04")
def test_any_reference_trace_measures_each_hex_from_its_nearest_dwelling():
    state, p = proposal(dwelling_reference="any")
    board = rules.board_of(state)
    for step in (t for t in p.trace if t.rule == "TM-DWELL-DIST"):
        for d in step.dropped:
            best = min(board.distance(r, d.candidate) for r in ("A10", "G3"))
            assert d.params["distance"] == best > step.params["distance"]
            assert d.params.get("ref") == ", ".join(r for r in ("A10", "G3") if board.distance(r, d.candidate) == best)


@pytest.mark.rule("TM-DWELL-TIE-ISLAND", "TM-AMB-04", "TM-AMB-06")
def test_any_reference_island_tie_names_the_island_actually_compared():
    state, p = proposal(dwelling_reference="any")
    board = rules.board_of(state)
    ties = [t for t in p.trace if t.rule == "TM-DWELL-TIE-ISLAND"]
    assert ties
    # blue's A11 and H4 come first, each on its own dwelling's island: the islands do not decide
    assert ties[0].kept == ["A11", "H4"] and text(ties[0]) == (
        "Tie: each hex lies on the island of the dwelling it is nearest to, so the islands do not decide "
        "(A11 on island 1, as A10; H4 on island 4, as G3).")
    assert text(ties[0], "it") == (
        "Pareggio: ogni esagono è sull'isola dell'abitazione a cui è più vicino, quindi le isole non decidono "
        "(A11 sull'isola 1, come A10; H4 sull'isola 4, come G3).")
    grey = ties[1]  # grey, the second placement: C5, E7 and I9 all at 2; only I9 shares its dwelling's island
    assert grey.kept == ["I9"] and board.island["I9"] == board.island["G3"] != board.island["A10"]
    assert text(grey) == "Tie: the hex on the island of the dwelling it is nearest to is preferred: I9 on island 4, as G3."
    assert text(grey, "it") == ("Pareggio: si preferisce l'esagono sull'isola dell'abitazione a cui è più vicino: "
                                "I9 sull'isola 4, come G3.")
    assert {text(d) for d in grey.dropped} == {"C5 is on island 3, not on that of A10.", "E7 is on island 2, not on that of G3."}


@pytest.mark.rule("TM-DWELL-PLACE", "TM-AMB-04")
def test_any_reference_placed_dwelling_and_history_name_the_nearest_dwelling():
    state, p = proposal(dwelling_reference="any")
    board = rules.board_of(state)
    placed = [t for t in p.trace if t.rule == "TM-DWELL-PLACE" and (t.key.endswith(".placed") or t.key.endswith(".placed_drawn"))]
    assert len(placed) == 6
    for step in placed:
        h = step.params["hex"]
        best = min(board.distance(r, h) for r in ("A10", "G3"))
        assert step.params["ref"] == ", ".join(r for r in ("A10", "G3") if board.distance(r, h) == best)
    i9 = next(a for a in p.actions if isinstance(a, OpponentStart) and a.hex == "I9")
    assert i9.ref == "A10"  # placed while handling A10's dwellings, but nearest to G3
    line = GAME.describe(i9)
    assert render(line.key, line.params) == "places a grey starting dwelling on I9 (near your dwelling at G3)"
    assert "(vicino alla tua abitazione in G3)" in render(line.key, line.params, "it")
    count = next(t for t in p.trace if t.rule == "TM-DWELL-COUNT")
    assert "one near each" not in text(count) and "nearest to any of your dwellings" in text(count)


@pytest.mark.rule("TM-DWELL-PLACE", "TM-AMB-04")
def test_default_reference_keeps_its_wording():
    state, p = proposal()
    count = next(t for t in p.trace if t.rule == "TM-DWELL-COUNT")
    assert "one near each of yours" in text(count)
    lines = [render(GAME.describe(a).key, GAME.describe(a).params) for a in p.actions if isinstance(a, OpponentStart)]
    assert sum("(near your dwelling at A10)" in x for x in lines) == 3 and sum("(near your dwelling at G3)" in x for x in lines) == 3


@pytest.mark.rule("TM-DWELL-DIST", "TM-AMB-04")
def test_several_dwellings_tied_as_the_nearest_read_plural_in_both_languages():
    state = witches_setup("easy", dwelling_reference="any")
    for hex_ in ("A3", "A10"):
        state, _ = GAME.apply(state, StartDwelling(hex=hex_))
    nearest = [t for t in GAME.propose(state).trace if t.rule == "TM-DWELL-DIST"]
    tied = next(t for t in nearest if t.params["ref"] == "A3, A10")
    assert text(tied) == "Nearest blue hexes to your dwellings at A3, A10: distance 1."
    assert text(tied, "it") == "Esagoni di colore blu più vicini alle tue abitazioni in A3, A10: distanza 1."
    one = next(t for t in nearest if "," not in t.params["ref"])
    assert f"to your dwelling at {one.params['ref']}:" in text(one)
    assert f"più vicini alla tua abitazione in {one.params['ref']}:" in text(one, "it")


def test_the_history_of_a_dwelling_placed_between_two_of_yours_reads_plural():
    placed = OpponentStart(by="automa", colour="blue", ref="A10", hex="D5", near="A10, G3")
    line = GAME.describe(placed)
    assert render(line.key, line.params) == "places a blue starting dwelling on D5 (near your dwellings at A10, G3)"
    assert render(line.key, line.params, "it") == \
        "piazza un'abitazione iniziale blu in D5 (vicino alle tue abitazioni in A10, G3)"
    line = GAME.describe(placed.model_copy(update={"near": None}))
    assert render(line.key, line.params, "it") == \
        "piazza un'abitazione iniziale blu in D5 (vicino alla tua abitazione in A10)"


@pytest.mark.rule("TM-DWELL-TIE-ISLAND", "TM-AMB-04", "TM-AMB-06")
def test_any_reference_undecided_island_tie_says_why_with_each_hexs_dwelling():
    """The explanation said only "Tie: the islands do not decide (A12 on island 1, D6 on island 1)." — not
    that the dwelling each hex is nearest to, C5, lies on island 3, so neither hex is on its island."""
    from .helpers import run_automa

    state = GAME.new_state({"faction": "engineers", "third_colour": "player", "dwelling_reference": "any"}, 2, "digital")
    state, _ = GAME.apply(state, SetupPick(item="third_colour", value="blue"))
    state = run_automa(state)
    for hex_ in ("A2", "C5"):
        state, _ = GAME.apply(state, StartDwelling(hex=hex_))
    tie = next(t for t in GAME.propose(state).trace if t.rule == "TM-DWELL-TIE-ISLAND" and t.kept == ["A12", "D6"])
    board = rules.board_of(state)
    assert board.island["A12"] == board.island["D6"] != board.island["C5"]
    assert text(tie) == ("Tie: no hex lies on the island of the dwelling it is nearest to, so the islands do not decide "
                         "(A12 on island 1, not that of C5; D6 on island 1, not that of C5).")
    assert text(tie, "it") == ("Pareggio: nessun esagono è sull'isola dell'abitazione a cui è più vicino, quindi le isole "
                               "non decidono (A12 sull'isola 1, non quella di C5; D6 sull'isola 1, non quella di C5).")
