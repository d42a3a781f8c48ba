"""The Automa panel's questions: answering is one gesture (choosing the answer in its drop-down);
a table's answer that completes what is asked is applied at once (one undoable step); an answer
waiting for the automa's turn to be applied stays shown; a long list of choices can be typed into."""

import random

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QComboBox

pytestmark = pytest.mark.gui


def settle(rounds: int = 5) -> None:
    for _ in range(rounds):
        QApplication.processEvents()


def open_combos(panel) -> list[QComboBox]:
    return [c for c in panel.findChildren(QComboBox)
            if c.objectName().startswith("input_") and c.isVisibleTo(panel) and c.isEnabled()]


def choose(qtbot, panel, combo: QComboBox, value: str) -> None:
    """A choice in the drop-down as the player makes it: the popup opened, the item clicked."""
    index = combo.findData(value)
    assert index >= 0
    combo.showPopup()
    view = combo.view()
    view.setCurrentIndex(view.model().index(index, 0))
    rect = view.visualRect(view.currentIndex())
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    settle()


def test_a_duel_table_answer_is_one_gesture_and_undoable(window, qtbot):
    assert window.start_game("duel", {}, 11, "companion")
    controller, panel = window.controller, window.docks["automa"].widget()
    qtbot.waitUntil(lambda: len(open_combos(panel)) == 1)
    for count in range(1, 4):  # three questions of the set-up, each one choice
        combo = open_combos(panel)[0]
        value = combo.itemData(2)
        name = combo.objectName().removeprefix("input_")
        choose(qtbot, panel, combo, value)
        qtbot.waitUntil(lambda count=count: len(controller.session.steps) == count)
        action = controller.session.steps[-1].actions[0]
        assert (action.kind, action.question, action.value) == ("answer", name, value)
        assert controller.inputs == {}  # applied: nothing left pending
    controller.undo()  # one step per answer, undone as any other
    settle()
    assert controller.session.cursor == 2
    assert len(open_combos(panel)) == 1 and open_combos(panel)[0].currentData() is None


def test_a_long_list_of_choices_is_searched_by_typing(window, qtbot):
    assert window.start_game("duel", {}, 11, "companion")
    controller, panel = window.controller, window.docks["automa"].widget()
    qtbot.waitUntil(lambda: len(open_combos(panel)) == 1)
    combo = open_combos(panel)[0]
    labels = [combo.itemText(i) for i in range(combo.count())]
    assert len(labels) > 8 and "(choose)" not in labels and combo.isEditable()
    assert combo.currentIndex() == -1 and combo.lineEdit().placeholderText() == "(type or choose)"
    target = next(label for label in labels if "ono" in label.lower())  # Economy: a part of the name
    expected = combo.itemData(labels.index(target))
    combo.lineEdit().setFocus()
    QTest.keyClicks(combo.lineEdit(), "ONO")
    popup = combo.completer().popup()
    qtbot.waitUntil(popup.isVisible)
    shown = [popup.model().index(i, 0).data() for i in range(popup.model().rowCount())]
    assert shown == [label for label in labels if "ono" in label.lower()]
    QTest.keyClick(popup, Qt.Key.Key_Down)
    QTest.keyClick(popup, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: len(controller.session.steps) == 1)
    assert controller.session.steps[0].actions[0].value == expected
    # a text that names no choice is not an answer
    qtbot.waitUntil(lambda: len(open_combos(panel)) == 1)  # the next question's row, once the panel is rebuilt
    combo = open_combos(panel)[0]
    QTest.keyClicks(combo.lineEdit(), "zzz")
    QTest.keyClick(combo.lineEdit(), Qt.Key.Key_Return)
    settle()
    assert len(controller.session.steps) == 1 and controller.inputs == {}


def test_concordia_city_tokens_apply_once_the_last_one_is_told(window, qtbot):
    assert window.start_game("concordia", {}, 5, "companion")
    controller, panel = window.controller, window.docks["automa"].widget()
    asked = len(controller.proposal.inputs)
    assert asked >= 20
    for told in range(1, asked + 1):
        qtbot.waitUntil(lambda: len(open_combos(panel)) == asked - told + 1)
        combo = open_combos(panel)[0]
        name, value = combo.objectName().removeprefix("input_"), combo.itemData(1)
        choose(qtbot, panel, combo, value)
        if told < asked:
            qtbot.waitUntil(lambda: controller.inputs.get(name) == value)
            assert controller.session.steps == []  # not all told yet: nothing applied
            given = panel.findChild(QComboBox, f"input_{name}")
            assert given is not None and not given.isEnabled() and given.currentData() == value  # still shown
    qtbot.waitUntil(lambda: len(controller.session.steps) == 1)
    assert {a.kind for a in controller.session.steps[0].actions} == {"reveal_city"}
    assert len(controller.session.steps[0].actions) == asked and controller.inputs == {}


def die_told(window, qtbot, value: str):
    """The tiny game's companion automa rolls a die: told in its drop-down, the turn ready to apply."""
    assert window.start_game("pebbles", {"pile": 8, "first": "automa"}, 3, "companion")
    controller, panel = window.controller, window.docks["automa"].widget()
    qtbot.waitUntil(lambda: len(open_combos(panel)) == 1)
    choose(qtbot, panel, open_combos(panel)[0], value)
    qtbot.waitUntil(lambda: panel.apply_button.isEnabled())
    return controller, panel


def test_an_answer_to_the_automa_s_die_waits_for_apply_and_stays_shown(window, qtbot):
    controller, panel = die_told(window, qtbot, "5")
    assert controller.session.steps == [] and controller.proposal.status == "automa_turn"  # a move to review
    combo = panel.findChild(QComboBox, "input_die")
    assert combo is not None and combo.isVisibleTo(panel) and combo.currentData() == "5"
    qtbot.mouseClick(panel.apply_button, Qt.MouseButton.LeftButton)
    assert controller.session.steps[-1].actions[0].outcomes == {"die": 5}


def test_a_duel_answer_once_chosen_is_shown_not_reset_to_choose(window, qtbot, monkeypatch):
    """An answer that does not apply at once (the proposal still needs Apply) keeps its box showing it."""
    from solo_desk.ui import panels

    monkeypatch.setattr(panels, "table_answers_only", lambda proposal, given: False)  # the old two-click way
    assert window.start_game("duel", {}, 11, "companion")
    panel = window.docks["automa"].widget()
    qtbot.waitUntil(lambda: len(open_combos(panel)) == 1)
    combo = open_combos(panel)[0]
    value = combo.itemData(3)
    choose(qtbot, panel, combo, value)
    qtbot.waitUntil(lambda: panel.apply_button.isEnabled())
    combo = open_combos(panel)[0]
    assert combo.currentData() == value and combo.currentText() == combo.itemText(3)


def test_once_answered_the_panel_says_apply_is_left_not_that_an_answer_is_needed(window, qtbot, monkeypatch):
    from solo_desk.ui import panels

    monkeypatch.setattr(panels, "table_answers_only", lambda proposal, given: False)  # an answer left to apply
    assert window.start_game("duel", {}, 11, "companion")
    panel = window.docks["automa"].widget()
    qtbot.waitUntil(lambda: len(open_combos(panel)) == 1)
    assert panel.status.text().startswith("The table needs your answer")  # a question of the table, not of SOLO
    choose(qtbot, panel, open_combos(panel)[0], open_combos(panel)[0].itemData(3))
    qtbot.waitUntil(lambda: panel.apply_button.isEnabled())
    assert panel.status.text() == "Answered: Apply plays SOLO's turn"  # the Duel names its automa


def test_the_automa_s_turn_stays_explained_once_applied(window, qtbot):
    """After Apply (or Auto-apply) the panel keeps the reasons of the turn just played, under its
    own heading, until the next table; an undo back before it forgets them."""
    assert window.start_game("concordia", {}, 7, "digital")
    controller, panel = window.controller, window.docks["automa"].widget()
    while controller.proposal.status != "automa_turn":
        controller.apply(controller.game.legal_actions(controller.state)[0])
    settle()
    before = [panel.steps.item(i).text() for i in range(panel.steps.count())]
    assert before and any(line.startswith("CONC-") for line in before)
    assert controller.apply_proposal()
    settle()
    assert controller.proposal.status == "not_automa_turn"  # this seed: the player's turn follows
    lines = [panel.steps.item(i).text() for i in range(panel.steps.count())]
    heading = lines.index("Its last turn, as applied:")
    assert lines[heading + 1:] == before
    controller.undo()
    settle()
    assert "Its last turn, as applied:" not in [panel.steps.item(i).text() for i in range(panel.steps.count())]


def test_the_open_list_shows_long_choices_whole(qtbot):
    """The box stays narrow (the panel does not widen), its open list fits its longest choice."""
    from solo_desk.core.proposal import InputChoice, InputRequest
    from solo_desk.ui.panels import answer_combo

    long = "My card 1: HIRE!, DEVELOP!, IDEAS! (the card the Automa reveals next)"
    request = InputRequest(name="automa_card", kind="choice", key="k",
                           choices=[InputChoice(value="1", label=long), InputChoice(value="2", label="short")])
    combo = answer_combo(request, None)
    qtbot.addWidget(combo)
    combo.show()
    widest = combo.view().fontMetrics().horizontalAdvance(long)
    assert combo.width() < widest < combo.view().minimumWidth()


def last_turn_lines(panel, heading="Its last turn, as applied:"):
    lines = [panel.steps.item(i).text() for i in range(panel.steps.count())]
    return lines[lines.index(heading) + 1:] if heading in lines else None


def play_to_the_automa(controller):
    while controller.proposal.status != "automa_turn":
        controller.apply(controller.game.legal_actions(controller.state)[0])


def test_the_last_turn_stays_explained_over_a_language_switch_a_correction_and_a_reopening(window, qtbot, tmp_path):
    assert window.start_game("duel", {}, 5, "digital")
    controller = window.controller
    play_to_the_automa(controller)
    assert controller.apply_proposal()
    assert controller.proposal.status == "not_automa_turn"  # this seed: the Player's turn follows
    settle()
    explained = last_turn_lines(window.docks["automa"].widget())
    assert explained
    window.set_language("it")  # the window rebuilds its controller and panels
    settle()
    assert last_turn_lines(window.docks["automa"].widget(), "Il suo ultimo turno, come applicato:")
    window.set_language("en")
    controller = window.controller
    coins = controller.state.player.coins
    assert controller.apply(controller.game.parse_action({"kind": "set_coins", "by": "player", "side": "player",
                                                          "coins": coins + 1}))  # a correction of the table
    settle()
    assert last_turn_lines(window.docks["automa"].widget()) == explained
    path = tmp_path / "game.json"
    assert controller.save(path) and window.open_file(path)  # a new controller: SOLO proposes it again
    settle()
    assert last_turn_lines(window.docks["automa"].widget()) == explained


def test_the_automa_s_last_turn_stays_explained_when_the_player_s_move_ends_the_game(window, qtbot):
    """The player's own move ended the game: the panel shows the final scores and still the
    automa's last turn (it was lost as soon as the last step was not the automa's)."""
    assert window.start_game("pebbles", {"pile": 4, "first": "automa"}, 3, "digital")
    controller, panel = window.controller, window.docks["automa"].widget()
    settle()
    explained = [panel.steps.item(i).text() for i in range(panel.steps.count())]
    assert explained and any(line.startswith("TINY-2") for line in explained)
    assert controller.apply_proposal()
    controller.apply(controller.game.legal_actions(controller.state)[-1])  # the player takes the rest
    settle()
    assert controller.proposal.status == "game_over"
    assert last_turn_lines(panel) == explained


def test_undoing_the_automa_s_turn_gives_its_answers_again(window, qtbot):
    """The roll told, the automa's turn applied and undone: the roll is still told."""
    controller, panel = die_told(window, qtbot, "5")
    qtbot.mouseClick(panel.apply_button, Qt.MouseButton.LeftButton)
    assert controller.session.cursor == 1 and controller.inputs == {}
    controller.undo()
    settle()
    assert controller.session.cursor == 0 and controller.inputs == {"die": "5"}
    assert controller.proposal.applicable() and panel.apply_button.isEnabled()


def test_undo_takes_back_the_last_answer_told_before_any_step(window, qtbot):
    """A roll half told (Terra Mystica's three power-action dice): Undo takes back the last die told,
    not the player's move before it (which it threw away, with the answer)."""
    assert window.start_game("concordia", {}, 1, "companion")  # 25 city tokens told one by one
    controller = window.controller
    request = controller.proposal.inputs[0]
    controller.answer(request.name, request.choices[0].value)
    assert controller.inputs and controller.session.cursor == 0
    assert window.act_undo.isEnabled()
    window.act_undo.trigger()
    assert controller.inputs == {} and controller.session.cursor == 0
    assert not window.act_undo.isEnabled()


def test_undoing_a_reopened_game_s_automa_turn_reads_its_answers_from_the_recorded_step(window, qtbot, tmp_path):
    """No answer was given in this window: the undone step's recorded outcomes are the answers."""
    assert window.start_game("pebbles", {"pile": 8, "first": "automa"}, 3, "companion")
    controller = window.controller
    controller.answer("die", "5")
    assert controller.apply_proposal()
    path = tmp_path / "game.json"
    assert controller.save(path) and window.open_file(path)
    controller = window.controller
    controller.undo()
    assert controller.session.cursor == 0 and controller.inputs == {"die": "5"}
    assert controller.proposal.applicable()


def _companion_duel_before_a_random_choice(path):
    """A companion Duel saved just before SOLO's first turn that asks the table for a random
    choice among several options; the table's answers are the last offered, the Player's moves
    the built-in policy's."""
    from solo_desk.core import registry, saves
    from solo_desk.core.session import Session

    for seed in range(1, 30):  # the first seeded game in which SOLO draws among several options
        session = Session.new(registry.get("duel"), {}, seed, "companion")
        game = session.game
        moves = random.Random(seed)  # the Player's moves: the built-in policy's
        for _ in range(600):
            proposal = game.propose(session.state)
            if proposal.status == "game_over":
                break
            if proposal.status == "needs_input" and proposal.inputs[0].name.startswith("solo_random"):
                saves.save(session, path)
                return proposal.inputs[0]
            inputs = {}
            while proposal.status == "needs_input" and not proposal.actions:
                inputs[proposal.inputs[0].name] = proposal.inputs[0].choices[-1].value
                proposal = game.propose(session.state, inputs)
            session.apply(list(proposal.actions) or [game.player_policy(session.state, moves)])
    raise AssertionError("no random choice of SOLO's")


def test_a_companion_automa_turn_stays_explained_with_its_answer_after_a_reopening(window, qtbot, tmp_path):
    """Its last turn, answered at the table (SOLO's random choice), is explained again when the
    game is reopened: proposed again with the answer its action recorded."""
    path = tmp_path / "game.json"
    request = _companion_duel_before_a_random_choice(path)
    assert window.open_file(path)
    controller = window.controller
    controller.answer(request.name, request.choices[-1].value)
    assert controller.apply_proposal()
    settle()
    explained = last_turn_lines(window.docks["automa"].widget())
    assert any(line.startswith(request.params["rule"] + ": drawn at random") for line in explained)
    assert controller.save(path) and window.open_file(path)  # a new controller
    settle()
    assert last_turn_lines(window.docks["automa"].widget()) == explained
    assert window.controller.undo() is None and window.controller.inputs == {request.name: request.choices[-1].value}
