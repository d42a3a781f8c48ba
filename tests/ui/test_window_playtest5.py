"""Playtest 5 of the window: what a keyboard user meets in the menus."""

import re

import pytest
from PySide6.QtWidgets import QApplication

from solo_desk.ui.i18n import set_language

pytestmark = pytest.mark.gui


def mnemonic(text: str) -> str | None:
    found = re.search(r"&(.)", text.replace("&&", ""))
    return found.group(1).casefold() if found else None


@pytest.mark.parametrize("lang", ["en", "it"])
def test_each_window_menu_item_has_its_own_alt_letter(window, qtbot, lang):
    """File ▸ "Open a game set &aside…" and "Save &as…" shared the letter A (Alt+F, A opened the
    first only); View ▸ Next / Previous panel had none."""
    assert window.start_game("pebbles", {"pile": 9}, 3, "digital")
    window.set_language(lang)
    try:
        QApplication.processEvents()
        bar = [action.text() for action in window.menuBar().actions()]
        assert len({mnemonic(t) for t in bar}) == len(bar) and None not in {mnemonic(t) for t in bar}
        for top in window.menuBar().actions():
            menu = top.menu()
            menu.aboutToShow.emit()
            texts = [a.text() for a in menu.actions() if not a.isSeparator()]
            if menu is window.game_menu:  # the board's own commands come after the window's Apply
                texts = texts[:1]
            letters = [mnemonic(t) for t in texts]
            assert None not in letters, (top.text(), texts)
            assert len(set(letters)) == len(letters), (top.text(), texts)
    finally:
        set_language("en")


@pytest.mark.parametrize("lang", ["en", "it"])
@pytest.mark.parametrize("game", ["duel", "terra_mystica", "architects", "age_of_comics", "concordia"])
def test_each_game_menu_item_has_its_own_alt_letter(window, qtbot, game, lang):
    """The boards' own commands (Terra Mystica's hex names, Age of Comics' Automa deck) had no
    Alt letter: the Game menu could not be used from the keyboard's Alt letters."""
    set_language(lang)
    try:
        assert window.start_game(game, {"deck": "demo"} if game == "age_of_comics" else {}, 1, "digital")
        QApplication.processEvents()
        texts = [a.text() for a in window.game_menu.actions() if not a.isSeparator()]
        letters = [mnemonic(t) for t in texts]
        assert None not in letters, texts
        assert len(set(letters)) == len(letters), texts
    finally:
        set_language("en")


def test_successive_steps_that_start_alike_are_told_apart_in_the_edit_menu(window, qtbot):
    """Duel's companion set-up: "the table shows the Progress token on the board (space 1 of 5,
    counted from the top): Economy", then space 2...: the Edit menu cut them all to the same "Undo:
    the table shows the Progress token on the board…". The end (the token) stays now."""
    from solo_desk.core.playout import answer_questions
    import random

    assert window.start_game("duel", {}, 5, "companion")
    controller = window.controller
    rng = random.Random(1)
    named = []
    for _ in range(4):
        proposal = answer_questions(controller.game, controller.state, controller.proposal, rng)
        assert proposal.applicable()
        controller.apply(list(proposal.actions))
        QApplication.processEvents()
        step = controller.session.steps[-1]
        described = controller.game.describe(step.actions[-1])
        from solo_desk.ui.i18n import message

        whole = message(described.key, described.params)
        assert len(whole) > 56  # longer than the menu's room
        text = window.act_undo.text()
        assert text.startswith("&Undo: ") and len(text) <= len("&Undo: ") + 60
        assert text.endswith(whole.rsplit(" ", 1)[-1])  # the token the table showed
        assert whole in window.act_undo.toolTip()  # whole in the tooltip
        named.append(text)
    assert len(set(named)) == len(named)


def test_a_few_questions_leave_the_room_under_them_to_the_explanation(window, qtbot):
    """Terra Mystica's companion set-up at 1280x800, three answers given: the four questions took
    the lower half of the Automa panel (an empty space under them) while the explanation above
    scrolled in a strip; the questions now take the height they need, the explanation the rest."""
    window.resize(1280, 800)
    assert window.start_game("terra_mystica", {}, 5, "companion")
    qtbot.waitExposed(window)
    panel = window.docks["automa"].widget()
    qtbot.waitUntil(lambda: bool(panel.open_questions()))
    controller = window.controller
    for _ in range(3):
        request = controller.proposal.inputs[-1]
        controller.answer(request.name, request.choices[0].value)
    for _ in range(5):
        QApplication.processEvents()
    qtbot.wait(20)
    assert panel.steps.count() >= 4 and len(window.controller.inputs) == 3
    area = panel.inputs_area
    content = panel.inputs_form.heightForWidth(area.viewport().width()) + 2 * area.frameWidth()
    assert area.verticalScrollBar().maximum() == 0  # every question in sight
    assert area.height() <= content + 2  # no empty space under them
    assert panel.steps.verticalScrollBar().maximum() == 0  # the whole explanation in sight


@pytest.mark.parametrize("lang, head", [("en", "Options: "), ("it", "Opzioni: ")])
def test_the_wizard_s_options_page_names_the_game_chosen(window, qtbot, lang, head):
    """The options page said only "Options": which game's, with five to choose from?"""
    from solo_desk.core import registry

    from tests.gui import open_options

    window.set_language(lang)
    try:
        for game_id in ("concordia", "architects"):
            wizard = open_options(window, qtbot, game_id)
            assert wizard.options_page.title() == head + registry.get(game_id).title.get(lang)
            wizard.reject()
    finally:
        set_language("en")


@pytest.mark.parametrize("lang, asked_text, result_head", [
    ("en", "Open the last game again (Pebbles (test game))? It is over.", "Game over: "),
    ("it", "Riaprire l'ultima partita (Pebbles (test game))? È finita.", "Partita finita: ")])
def test_on_start_a_finished_game_is_offered_as_finished(window, qtbot, monkeypatch, lang, asked_text, result_head):
    """"Resume the last game (…, 5 steps played)?" for a game already over: the question now says it
    is over and how it ended (the History panel's closing line)."""
    from PySide6.QtWidgets import QMessageBox

    from solo_desk.ui.main_window import MainWindow
    from solo_desk.ui.panels import closing_text
    from solo_desk.ui.settings import Settings

    assert window.start_game("pebbles", {"pile": 3}, 3, "digital")
    controller = window.controller
    while controller.game.result(controller.state) is None:
        controller.apply(controller.game.legal_actions(controller.state)[0])
    asked: list[str] = []
    monkeypatch.setattr(QMessageBox, "question",
                        lambda parent, title, text, *rest: asked.append(text) or QMessageBox.StandardButton.Yes)
    set_language(lang)
    try:
        again = MainWindow(Settings())
        qtbot.addWidget(again)
        assert again.offer_resume()
        lines = asked[0].splitlines()
        assert lines[0] == asked_text.replace("Pebbles (test game)", controller.game.title.get(lang))
        assert lines[1] == closing_text(controller.game.result(controller.state)) and lines[1].startswith(result_head)
        assert "played" not in asked[0] and "giocat" not in asked[0]
    finally:
        set_language("en")


def test_the_finished_game_offered_on_start_names_its_sides_as_its_game_does(window, qtbot, monkeypatch):
    """Concordia's automa is "the AI" in the question too, not the window's "the automa"."""
    from PySide6.QtWidgets import QMessageBox

    from solo_desk.core import saves
    from solo_desk.ui.i18n import active_game
    from solo_desk.ui.main_window import MainWindow
    from solo_desk.ui.settings import Settings
    from tests.ui.test_history_closing import finished_session

    session = finished_session("concordia")
    saves.autosave(session)
    asked: list[str] = []
    monkeypatch.setattr(QMessageBox, "question",
                        lambda parent, title, text, *rest: asked.append(text) or QMessageBox.StandardButton.No)
    again = MainWindow(Settings())
    qtbot.addWidget(again)
    before = active_game()
    assert not again.offer_resume()
    assert "Game over: the AI wins" in asked[0] and "automa" not in asked[0]
    assert active_game() == before  # declined: the window's names stay its own


@pytest.mark.parametrize("lang, undo, ai", [("en", "&Undo (the AI): ", "the AI: "), ("it", "&Annulla (l'IA): ", "l'IA: ")])
def test_the_edit_menu_says_whose_move_undo_takes_back(window, qtbot, lang, undo, ai):
    """Concordia: "Annulla: costruisce a Luceria, pagando 1 stoffa" had lost its subject, where the
    history says "l'IA: costruisce…". The menu names the side, the tooltip reads as the history."""
    assert window.start_game("concordia", {}, 4, "digital")
    window.set_language(lang)
    try:
        import random

        controller, rng = window.controller, random.Random(4)
        while controller.game.to_move(controller.state) != "automa":
            controller.apply([controller.game.player_policy(controller.state, rng)])
        assert controller.apply_proposal()
        QApplication.processEvents()
        window._name_undo_redo()
        assert window.act_undo.text().startswith(undo), window.act_undo.text()
        assert ai in window.act_undo.toolTip()
        row = window.docks["history"].widget().list.item(len(controller.session.steps)).text()
        assert row.split(". ", 1)[1].startswith(ai)  # the history's own line for the same step
    finally:
        set_language("en")


def test_a_question_without_an_explanation_stays_under_the_panel_s_header(window, qtbot, tmp_path):
    """Concordia companion, the AI's die asked before any explanation: the header and the question
    floated in the middle of the Automa panel, an empty band above them. They stay at the top now,
    Apply at the bottom."""
    import random

    from solo_desk.core.playout import apply_step, next_step

    window.resize(1280, 800)
    assert window.start_game("concordia", {}, 7, "companion")
    qtbot.waitExposed(window)
    controller, rng = window.controller, random.Random(7)
    while not (controller.game.to_move(controller.state) == "automa" and controller.proposal.status == "needs_input"
               and not controller.proposal.trace):
        _, step = apply_step(controller.game, controller.state, next_step(controller.game, controller.state, rng))
        controller.apply(list(step.actions))
    panel = window.docks["automa"].widget()
    qtbot.waitUntil(lambda: bool(panel.open_questions()))
    for _ in range(5):
        QApplication.processEvents()
    assert not panel.steps.isVisible()
    header = panel.status.heightForWidth(panel.status.width())  # its text's own height
    assert panel.status.y() <= 20 and panel.status.height() <= header + 12  # the header at the top, not stretched
    assert panel.inputs_area.y() <= panel.status.y() + header + 20  # the question right under it
    assert panel.apply_button.y() > panel.height() // 2  # Apply at the bottom
