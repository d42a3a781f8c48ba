"""The AI's dice box on the board shows the action roll told in the Automa panel while the goods
roll is still asked (the roll waits for Apply), marked as to apply, as the Dice panel shows it."""

import random

import pytest
from PySide6.QtWidgets import QApplication

pytestmark = pytest.mark.gui


def settle(rounds: int = 8) -> None:
    for _ in range(rounds):
        QApplication.processEvents()


def until_the_action_roll_is_asked(controller) -> None:
    rng = random.Random(3)
    for _ in range(200):
        proposal = controller.proposal
        if any(r.name == "action_roll" for r in proposal.inputs):
            return
        request = next((r for r in proposal.inputs if r.name not in controller.inputs), None)
        if request is not None:  # the set-up's city tokens
            controller.answer(request.name, request.choices[0].value)
        elif proposal.applicable():
            assert controller.apply_proposal()
        else:
            assert controller.apply(controller.game.player_policy(controller.state, rng))
    raise AssertionError("the AI's action roll was never asked")


@pytest.mark.parametrize("lang, label", [("en", "Told, to apply: action"), ("it", "Indicato, da applicare: azione")])
def test_an_action_roll_told_in_the_panel_shows_in_the_board_s_dice_box(window, lang, label):
    if lang != "en":
        window.set_language(lang)
    assert window.start_game("concordia", {}, 7, "companion")
    controller = window.controller
    until_the_action_roll_is_asked(controller)
    request = next(r for r in controller.proposal.inputs if r.name == "action_roll")
    # a roll whose deed asks the goods roll next: the turn is not proposed yet
    value = next(c.value for c in request.choices
                 if any(r.name == "goods_roll" for r in controller.game.propose(controller.state, {"action_roll": c.value}).inputs))
    settle()
    assert label not in window.scene.dice_piece.text
    controller.answer("action_roll", value)
    settle()
    assert controller.proposal.status == "needs_input"
    text = window.scene.dice_piece.text
    assert text.startswith(f"{label} {value}")
    controller.clear_answers()
    settle()
    assert label not in window.scene.dice_piece.text
