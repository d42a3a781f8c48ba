"""An answer in the Automa panel redraws only the rows it changed: the other questions keep their
drop-downs (the same widgets, showing the same values), a question whose choices changed is asked
in a new drop-down, and the keyboard goes on to the very drop-down of the next open question.
Concordia's companion set-up asks a city token for every city at once, and each token told takes
one out of the choices of the others once its kind runs out."""

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QComboBox

from tests.ui.test_panel_keys import focused, give_keys, press
from tests.ui.test_panels_answers import choose, settle

pytestmark = pytest.mark.gui


def rows(panel) -> dict[str, tuple[QComboBox, object, str]]:
    """The question rows shown: name -> (the drop-down, its value, its question's text)."""
    shown = {}
    for combo in panel.inputs_box.findChildren(QComboBox):
        if combo.parent() is panel.inputs_box and combo.isVisibleTo(panel):
            layout = panel.inputs_form
            label = layout.itemAtPosition(layout.getItemPosition(layout.indexOf(combo))[0], 0).widget()
            shown[combo.objectName().removeprefix("input_")] = (combo, combo.currentData(), label.text())
    return shown


def concordia_set_up(window, qtbot):
    assert window.start_game("concordia", {}, 5, "companion")
    controller, panel = window.controller, window.docks["automa"].widget()
    qtbot.waitUntil(lambda: len(rows(panel)) >= 20)
    settle()
    return controller, panel


def test_an_answer_keeps_the_other_rows_drop_downs_and_their_values(window, qtbot):
    controller, panel = concordia_set_up(window, qtbot)
    for told in range(3):
        before = rows(panel)
        asked = {r.name: r for r in controller.proposal.inputs}
        name = next(n for n in asked if n not in controller.inputs)
        choose(qtbot, panel, before[name][0], before[name][0].itemData(1))
        qtbot.waitUntil(lambda name=name: name in controller.inputs)
        settle()
        after = rows(panel)
        still = {r.name: r for r in controller.proposal.inputs}
        unchanged = [n for n in before if n != name and (n not in asked or asked[n] == still.get(n))]
        assert len(unchanged) >= 15
        for other in unchanged:  # the very same drop-down, showing the same value under the same question
            assert after[other][0] is before[other][0], other
            assert after[other][1:] == before[other][1:], other
        assert after[name][1] == controller.inputs[name] and not after[name][0].isEnabled()  # told: shown
    assert controller.session.steps == []  # not all told: nothing applied yet


def test_only_a_question_whose_choices_changed_is_asked_in_a_new_drop_down(window, qtbot):
    controller, panel = concordia_set_up(window, qtbot)
    changed_seen = 0
    while changed_seen == 0:  # the same kind of token told until it runs out for the other cities
        before = rows(panel)
        asked = {r.name: r for r in controller.proposal.inputs}
        name = next(n for n in asked if n not in controller.inputs)
        value = asked[name].choices[0].value
        choose(qtbot, panel, before[name][0], value)
        qtbot.waitUntil(lambda name=name: name in controller.inputs)
        settle()
        assert controller.session.steps == [], "all told before any city's choices changed"
        after = rows(panel)
        for request in controller.proposal.inputs:
            combo = after[request.name][0]
            if asked[request.name] != request:
                changed_seen += 1
                assert combo is not before[request.name][0]  # made anew, with the choices asked now
                shown = [combo.itemData(i) for i in range(combo.count()) if combo.itemData(i) is not None]
                assert shown == [c.value for c in request.choices]
                assert combo.isEnabled() and combo.currentData() is None
            else:  # only those: the others are kept
                assert combo is before[request.name][0]


def keeping_the_next_question(controller, name: str, following: str) -> str | None:
    """An answer to ``name`` after which the question ``following`` is asked unchanged, if any."""
    game, state, given = controller.game, controller.state, dict(controller.inputs)
    asked = next(r for r in controller.proposal.inputs if r.name == following)
    request = next(r for r in controller.proposal.inputs if r.name == name)
    for choice in request.choices:
        then = game.propose(state, {**given, name: choice.value})
        if next(r for r in then.inputs if r.name == following) == asked:
            return choice.value
    return None


def test_after_an_answer_the_keyboard_is_on_the_next_question_s_own_drop_down(window, qtbot):
    controller, panel = concordia_set_up(window, qtbot)
    give_keys(window, qtbot)
    press(Qt.Key.Key_F6)  # from the board: the first question to answer
    kept = 0
    for _ in range(6):
        waiting = [c for c in panel.open_questions() if c.currentData() is None]
        combo, following = waiting[0], waiting[1]
        name = combo.objectName().removeprefix("input_")
        value = keeping_the_next_question(controller, name, following.objectName().removeprefix("input_"))
        assert focused() is combo or combo.isAncestorOf(focused())
        press(Qt.Key.Key_Down)  # opens the list on "(choose)"
        for _ in range(combo.findData(value) if value is not None else 1):
            QTest.keyClick(combo.view(), Qt.Key.Key_Down)
        QTest.keyClick(combo.view(), Qt.Key.Key_Return)
        qtbot.waitUntil(lambda name=name: name in controller.inputs)
        settle()
        if value is not None:  # the next question keeps its drop-down (its choices did not change)
            kept += 1
            assert following.parent() is panel.inputs_box and following.currentData() is None
            assert panel.open_questions()[0] is following
        first = panel.open_questions()[0]  # kept or made anew, it has the keyboard
        assert first.currentData() is None and (focused() is first or first.isAncestorOf(focused()))
    assert kept >= 2
