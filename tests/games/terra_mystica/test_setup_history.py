"""The set-up's draws in the History panel: one short line (what was drawn, not every tile's text),
each draw on its own line in the line's tooltip; English and Italian."""
import random

import pytest
from PySide6.QtWidgets import QApplication

from solo_desk.core.messages import render
from solo_desk.core.playout import next_step
from solo_desk.games.terra_mystica import GAME
from solo_desk.ui.panels import step_details, step_text


def setup_step(**options):
    state = GAME.new_state(options, 3, "digital")  # seed 3 draws the Alchemists, green
    proposal = GAME.propose(state)
    assert proposal.status == "automa_turn"
    return proposal.actions


def line(actions, lang):
    return "; ".join(render(c.key, c.params, lang) for c in GAME.describe_step(actions))


@pytest.mark.rule("TM-SETUP-BONUS")
def test_the_setup_draws_read_as_one_short_clause_in_both_languages():
    actions = setup_step()
    assert line(actions, "en") == ("draws the faction Alchemists, the third opponent colour green, the scoring tiles "
                                   "of rounds 1–6 and 4 bonus tiles in play; places the opponent pawns on the cults")
    assert line(actions, "it") == ("estrae la fazione Alchimisti, il terzo colore avversario verde, le tessere turno "
                                   "dei turni 1–6 e 4 tessere bonus in gioco; piazza le pedine avversarie sui culti")


@pytest.mark.rule("TM-POWER-PRESET")
def test_preset_blocks_are_one_more_part_of_the_clause():
    actions = setup_step(power_mode="preset")
    assert "4 bonus tiles in play and the power actions blocked in rounds 1–6; places" in line(actions, "en")
    assert "4 tessere bonus in gioco e le azioni potere bloccate nei turni 1–6; piazza" in line(actions, "it")


def test_a_step_of_one_action_keeps_its_own_line():
    actions = setup_step()
    assert GAME.describe_step(actions[:1]) is None and GAME.describe_step(actions[-1:]) is None


@pytest.mark.gui
def test_the_history_line_is_short_and_its_tooltip_lists_every_draw(window, qtbot):
    window.resize(1280, 800)
    assert window.start_game("terra_mystica", {}, 3, "digital")
    controller, history = window.controller, window.docks["history"].widget()
    controller.apply(next_step(controller.game, controller.state, random.Random(1)))
    for _ in range(5):
        QApplication.processEvents()
    item = history.list.item(1)
    assert item.text().startswith("1. ") and "draws the faction Alchemists" in item.text()
    assert "“" not in item.text() and len(item.text()) < 200  # no tile's text in the line itself
    tip = item.toolTip().splitlines()
    assert tip[0] == "Draws the faction: Alchemists" and len(tip) == 13
    assert any(t.startswith("Draws for round 6: scoring tile “") for t in tip)
    assert sum(t.startswith("Puts into play: bonus tile “") for t in tip) == 4
    step = controller.session.steps[0]
    assert step_details(controller.game, step) == item.toolTip()
    assert "draws the faction Alchemists" in step_text(controller.game, step)[1]
    controller.undo()  # undone: the draws, then what an undone line is
    for _ in range(5):
        QApplication.processEvents()
    undone = history.list.item(1).toolTip()
    assert undone.startswith("Draws the faction: Alchemists\n") and "Undone (in grey)" in undone
    window.set_language("it")
    for _ in range(5):
        QApplication.processEvents()
    qtbot.wait(10)
    history = window.docks["history"].widget()  # the panels are made again in the new language
    try:
        assert "estrae la fazione Alchimisti" in history.list.item(1).text()
        assert history.list.item(1).toolTip().startswith("Estrae la fazione: Alchimisti\n")
    finally:
        window.set_language("en")
