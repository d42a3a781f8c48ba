"""The Automa panel's dropped candidates: a reason written as a sentence ("Not drawn.") reads as
the rest of the line in its parentheses ("green (not drawn)"), never "(Not drawn.)"; names and
acronyms keep their capitals; several sentences follow a colon."""

import pytest
from PySide6.QtWidgets import QApplication

from solo_desk.ui.i18n import set_language
from solo_desk.ui.panels import dropped_text

pytestmark = pytest.mark.gui


def settle(rounds: int = 5) -> None:
    for _ in range(rounds):
        QApplication.processEvents()


def test_a_sentence_reason_loses_its_capital_and_full_stop():
    set_language("it")
    try:
        assert dropped_text("nero", "Non estratto.", "terra_mystica.trace.not_drawn") == "nero (non estratto)"
    finally:
        set_language("en")
    assert dropped_text("black", "Not drawn.", "terra_mystica.trace.not_drawn") == "black (not drawn)"


def test_phrases_names_and_acronyms_are_kept_as_written():
    assert dropped_text("Wood", "meets only ARCH-PRIO-3", "architects.trace.drop_rung") == "Wood (meets only ARCH-PRIO-3)"
    assert dropped_text("Aleria", "AI has a house there.") == "Aleria (AI has a house there)"
    # without the catalogue to tell an ordinary word from a name, the capital is kept
    assert dropped_text("x", "Roma is far.", None) == "x (Roma is far)"  # no template to tell: kept
    assert dropped_text("x", "Too far. Try again.") == "x: Too far. Try again."
    assert dropped_text("x", "") == "x"


def test_terra_mystica_set_up_explains_the_colour_not_drawn_in_the_line(window):
    assert window.start_game("terra_mystica", {}, 7, "digital")
    settle()
    panel = window.docks["automa"].widget()
    lines = [panel.steps.item(k).text() for k in range(panel.steps.count())]
    dropped = [line for line in lines if "\n  dropped:" in line]
    assert dropped, lines
    assert any("(not drawn)" in line for line in dropped)
    assert not any("Not drawn." in line for line in lines)


def test_a_reason_that_names_the_candidate_is_shown_alone():
    """Terra Mystica's hexes: "B1 is farther: distance 6", not "B1: B1 is farther: distance 6"."""
    assert dropped_text("B1", "B1 is farther: distance 6", "terra_mystica.trace.farther") == "B1 is farther: distance 6"
    assert dropped_text("C5", "C5 is on island 3, not on that of A10.",
                        "terra_mystica.trace.other_island_any") == "C5 is on island 3, not on that of A10"
    assert dropped_text("B1", "B12 is farther: distance 6") == "B1: B12 is farther: distance 6"  # another name
