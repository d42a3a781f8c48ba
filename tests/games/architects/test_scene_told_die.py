"""The Opponent's die box on the board shows a die told in the Automa panel and not applied yet,
marked "told, to apply" (as the Dice panel shows it), read from the controller's answers: taken
back, the box shows the last roll again."""

import pytest
from PySide6.QtWidgets import QApplication, QGraphicsSimpleTextItem

pytestmark = pytest.mark.gui


def settle(rounds: int = 8) -> None:
    for _ in range(rounds):
        QApplication.processEvents()


def die_box(scene):
    die = next(p for p in scene.pieces() if p.key == ("die",))
    texts = {i.text() for i in scene.items() if isinstance(i, QGraphicsSimpleTextItem)}
    return die, texts


@pytest.mark.parametrize("lang, label", [("en", "told, to apply"), ("it", "da applicare")])
def test_a_die_told_in_the_panel_shows_in_the_board_s_die_box_as_to_apply(window, lang, label):
    if lang != "en":
        window.set_language(lang)
    assert window.start_game("architects", {}, 7, "companion")
    controller = window.controller
    settle()
    die, texts = die_box(window.scene)
    assert die.value == 0 and label not in texts  # nothing rolled yet
    request = next(r for r in controller.proposal.inputs if r.kind == "die")
    value = request.choices[-1].value
    controller.answer(request.name, value)
    settle()
    assert controller.session.steps == [] and controller.inputs  # told, waiting for Apply
    die, texts = die_box(window.scene)
    assert die.value == int(value) and die.told
    assert label in texts
    assert value in die.toolTip() and ("Apply" in die.toolTip() or "Applica" in die.toolTip())
    controller.clear_answers()  # "Answer again": nothing told any more
    settle()
    die, texts = die_box(window.scene)
    assert die.value == 0 and not die.told and label not in texts


def test_a_rebuild_simulates_the_opponent_once_for_its_told_pieces(window, monkeypatch):
    """The pieces shown "told" or "proposed" read one simulation of the table with its answers, not
    one each (a rebuild follows every answer)."""
    from solo_desk.games.architects import scene as scene_module

    assert window.start_game("architects", {}, 7, "companion")
    controller = window.controller
    settle()
    calls = []
    real = scene_module.simulate
    monkeypatch.setattr(scene_module, "simulate", lambda *args: calls.append(args) or real(*args))
    request = next(r for r in controller.proposal.inputs if r.kind == "die")
    controller.answer(request.name, request.choices[-1].value)
    settle()
    window.scene.refresh()  # the same table and answers: nothing simulated again
    settle()
    assert len(calls) == 1, len(calls)
    assert die_box(window.scene)[0].told
