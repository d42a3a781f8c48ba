"""The Automa panel brings the first question still to answer into view whenever the open
questions change: Age of Comics' companion set-up asks 48 questions before the Automa's first
card, and at 1280x800 the card's question lay below the scroll area's bottom."""

import random

import pytest
from PySide6.QtWidgets import QApplication

from solo_desk.ui.panels import table_answers_only

pytestmark = pytest.mark.gui


def settle(rounds: int = 10) -> None:
    for _ in range(rounds):
        QApplication.processEvents()


def shown_in_area(panel, widget) -> bool:
    viewport = panel.inputs_area.viewport()
    top = widget.mapTo(viewport, widget.rect().topLeft())
    bottom = widget.mapTo(viewport, widget.rect().bottomRight())
    return viewport.rect().contains(top) and viewport.rect().contains(bottom)


def test_age_of_comics_first_open_question_is_in_view_after_the_set_up_answers(window):
    window.resize(1280, 800)
    assert window.start_game("age_of_comics", {}, 7, "companion")
    controller, panel = window.controller, window.docks["automa"].widget()
    rng = random.Random(1)
    while controller.game.to_move(controller.state) == "player" and not controller.proposal.inputs:
        assert controller.apply(controller.game.player_policy(controller.state, rng))
    settle()
    told = 0
    while told < 48:  # the set-up's questions, answered one by one as in the panel
        request = next(r for r in controller.proposal.inputs if r.name not in controller.inputs)
        controller.answer(request.name, request.choices[0].value)
        if table_answers_only(controller.proposal, controller.inputs):
            controller.apply_proposal()
        told += 1
        settle(2)
    settle()
    waiting = [c for c in panel.open_questions() if c.currentData() is None]
    assert waiting and len(controller.inputs) >= 40  # many answered questions above it
    assert panel.inputs_area.verticalScrollBar().maximum() > 0
    assert shown_in_area(panel, waiting[0])
    # the player's own scrolling stays while the open questions are the same ones
    panel.inputs_area.verticalScrollBar().setValue(0)
    controller.proposal_changed.emit()
    settle()
    assert panel.inputs_area.verticalScrollBar().value() == 0
    # an answer: the next open question is brought into view
    request = next(r for r in controller.proposal.inputs if r.name not in controller.inputs)
    controller.answer(request.name, request.choices[0].value)
    settle()
    waiting = [c for c in panel.open_questions() if c.currentData() is None]
    if waiting:
        assert shown_in_area(panel, waiting[0])
