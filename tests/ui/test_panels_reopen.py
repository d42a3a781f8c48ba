"""The Automa panel and the Dice panel with answers given and not applied yet: a reopened save
shows the questions answered again with their answers; a die told is shown as a roll to apply;
long answers (Age of Comics card names) stay readable in a narrow panel."""

import random

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QComboBox

from solo_desk.core import playout
from solo_desk.ui.i18n import set_language
from solo_desk.ui.main_window import MainWindow
from solo_desk.ui.settings import Settings

pytestmark = pytest.mark.gui


def settle(rounds: int = 5) -> None:
    for _ in range(rounds):
        QApplication.processEvents()


def rows(panel) -> dict[str, QComboBox]:
    """The panel's answer boxes, by question name, in their order."""
    return {c.objectName().removeprefix("input_"): c for c in panel.inputs_box.findChildren(QComboBox)
            if c.parent() is panel.inputs_box}


def until_the_automa_asks(window, qtbot) -> None:
    """The player's moves (the built-in policy) until the automa's turn asks the table."""
    controller = window.controller
    rng = random.Random(1)
    while controller.proposal.status != "needs_input":
        controller.apply(playout.next_step(controller.game, controller.state, rng))
    settle()


def answer_in_order(window, count: int) -> dict[str, str]:
    """Answer the first ``count`` questions one after the other (each may ask the next)."""
    controller, panel = window.controller, window.docks["automa"].widget()
    for _ in range(count):
        request = next(r for r in controller.proposal.inputs if r.name not in controller.inputs)
        panel._give(request.name, request.choices[-1].value)
        settle()
    return dict(controller.inputs)


def reopened(window, qtbot, tmp_path) -> MainWindow:
    """The game saved, the window closed, the save opened in a new window."""
    path = tmp_path / "mid-question.json"
    assert window.controller.save(path)
    again = MainWindow(Settings())
    qtbot.addWidget(again)
    again.show()
    assert again.open_file(path)
    panel = again.docks["automa"].widget()
    panel.refresh()
    settle()
    return again


@pytest.mark.parametrize("game, answered", [("age_of_comics", 1), ("terra_mystica", 1), ("architects", 3)])
def test_a_reopened_save_shows_the_questions_already_answered(window, qtbot, tmp_path, game, answered):
    assert window.start_game(game, {}, 11, "companion")
    until_the_automa_asks(window, qtbot)
    given = answer_in_order(window, answered)
    panel = window.docks["automa"].widget()
    before = {name: (c.currentData(), c.isEnabled()) for name, c in rows(panel).items()}
    asked_now = {r.name for r in window.controller.proposal.inputs}
    assert any(name not in asked_now for name in given)  # the case: an answered question no longer asked
    assert all(before[name][0] == value for name, value in given.items())

    again = reopened(window, qtbot, tmp_path)
    controller, panel = again.controller, again.docks["automa"].widget()
    assert controller.inputs == given
    after = {name: (c.currentData(), c.isEnabled()) for name, c in rows(panel).items()}
    assert after == before  # the same rows, the same answers, the same open questions
    assert list(after)[: len(given)] == list(given)  # the answered ones first, as they were asked
    assert panel.again_button.isVisibleTo(panel)
    # and changeable as before: "Answer again" asks the first question again
    qtbot.mouseClick(panel.again_button, Qt.MouseButton.LeftButton)
    settle()
    assert controller.inputs == {}
    first = next(iter(given))
    assert rows(panel)[first].isEnabled() and rows(panel)[first].currentData() is None


def test_a_language_switch_while_answering_keeps_the_answered_rows(window, qtbot):
    assert window.start_game("architects", {}, 11, "companion")
    given = answer_in_order(window, 2)
    window.set_language("it")
    try:
        panel = window.docks["automa"].widget()
        panel.refresh()
        settle()
        shown = {name: c.currentData() for name, c in rows(panel).items() if c.currentData() is not None}
        assert shown == given
    finally:
        window.set_language("en")


@pytest.mark.rule("ARCH-SETUP-TOKEN")
@pytest.mark.parametrize("lang, heading, detail", [
    ("en", "The Opponent's roll, to apply", "Roll: 4"),
    ("it", "Il tiro dell'Avversario, da applicare", "Tiro: 4"),
])
def test_the_dice_panel_shows_a_told_die_not_yet_applied(window, qtbot, lang, heading, detail):
    set_language(lang)
    assert window.start_game("architects", {}, 7, "companion")
    controller, automa = window.controller, window.docks["automa"].widget()
    dice = window.docks["dice"].widget()
    dice.refresh()
    assert dice.shown == []  # nothing told yet
    request = controller.proposal.inputs[0]
    assert request.kind == "die"
    automa._give(request.name, "4")
    settle()
    assert controller.inputs == {request.name: "4"} and controller.session.steps == []  # told, not applied
    assert dice.shown == ["⚃"]
    assert dice.heading.text() == heading and dice.detail.text() == detail
    answer_in_order(window, 1)  # the next question (a token) keeps the die shown
    assert dice.shown == ["⚃"] and dice.heading.text() == heading
    controller.clear_answers()  # taken back: no roll
    settle()
    assert dice.shown == []


def test_the_dice_panel_shows_a_told_die_after_a_reopen(window, qtbot, tmp_path):
    assert window.start_game("architects", {}, 7, "companion")
    answer_in_order(window, 1)
    (name, value), = window.controller.inputs.items()
    assert name == "die_1"
    again = reopened(window, qtbot, tmp_path)
    dice = again.docks["dice"].widget()
    dice.refresh()
    assert dice.shown == ["⚀⚁⚂⚃⚄⚅"[int(value) - 1]]


def aoc_long_answers(window, qtbot, lang):
    set_language(lang)
    window.resize(1280, 800)
    assert window.start_game("age_of_comics", {}, 11, "companion")
    until_the_automa_asks(window, qtbot)
    controller, panel = window.controller, window.docks["automa"].widget()
    qtbot.waitExposed(window)
    for name in ("automa_writer", "automa_artist", "automa_comic"):
        combo = rows(panel)[name]
        longest = max((i for i in range(combo.count()) if combo.itemData(i)),
                      key=lambda i: combo.fontMetrics().horizontalAdvance(combo.itemText(i)))
        panel._give(name, combo.itemData(longest))
        settle()
    return controller, panel


@pytest.mark.parametrize("lang", ["en", "it"])
def test_a_long_card_name_answered_ends_with_an_ellipsis_and_is_whole_in_the_tooltip(window, qtbot, lang):
    controller, panel = aoc_long_answers(window, qtbot, lang)
    comic = rows(panel)["automa_comic"]
    full = comic.currentText()
    assert comic.currentData() == controller.inputs["automa_comic"] and not comic.isEnabled()
    assert comic.fontMetrics().horizontalAdvance(full) > comic.width()  # the case: longer than its box
    shown = comic.shown_text()
    assert shown != full and shown.endswith("…") and full.startswith(shown[:-1])
    assert comic.toolTip().splitlines()[0] == full


@pytest.mark.parametrize("lang", ["en", "it"])
def test_the_choices_offered_while_typing_are_as_wide_as_the_longest(window, qtbot, lang):
    controller, panel = aoc_long_answers(window, qtbot, lang)
    combo = next(c for c in rows(panel).values() if c.isEnabled() and c.isEditable())
    combo.lineEdit().setFocus()
    QTest.keyClicks(combo.lineEdit(), "o")
    popup = combo.completer().popup()
    qtbot.waitUntil(popup.isVisible)
    offered = [popup.model().index(i, 0).data() for i in range(popup.model().rowCount())]
    widest = max(popup.fontMetrics().horizontalAdvance(text) for text in offered)
    assert popup.viewport().width() >= widest  # every offered name whole (it was the box's width)
    area = popup.screen().availableGeometry()
    frame = popup.geometry()
    assert area.left() <= frame.left() and frame.right() <= area.right()  # and on the screen
    QTest.keyClick(popup, Qt.Key.Key_Escape)


@pytest.mark.rule("CONC-ROLL")
def test_a_told_concordia_roll_is_named_as_the_game_names_it(window, qtbot):
    """Concordia's AI rolls its action die, then asks the goods die: the action roll told is shown
    as such (its question is the game's "action_roll") until the turn is applied."""
    assert window.start_game("concordia", {}, 7, "companion")
    controller, automa, dice = window.controller, window.docks["automa"].widget(), window.docks["dice"].widget()
    rng = random.Random(1)
    for _ in range(80):
        proposal = controller.proposal
        if proposal.status == "needs_input" and not proposal.applicable():
            request = next(r for r in proposal.inputs if r.name not in controller.inputs)
            automa._give(request.name, request.choices[-1].value)
            settle()
            if request.kind == "die":
                break
        elif proposal.applicable():
            controller.apply_proposal()
        else:
            controller.apply(playout.next_step(controller.game, controller.state, rng))
    assert controller.inputs == {"action_roll": "12"}
    assert dice.heading.text() == "The AI's roll, to apply"
    assert dice.detail.text() == "Action roll: 12" and dice.shown == ["12"]
