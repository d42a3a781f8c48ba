"""The window's playtest defects: work kept over a language switch, a zoom that stays, panels
proportionate to the window and kept as the player left them, Qt's own buttons in Italian,
failed saves in a dialog, the Help and Settings menus, the welcome page."""
from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QDesktopServices, QWheelEvent
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QFileDialog, QMessageBox, QTableWidget, QWizard

from solo_desk.core.game import GameResult
from solo_desk.ui.board import WelcomeScene
from solo_desk.ui.i18n import set_language
from solo_desk.ui.main_window import MainWindow
from solo_desk.ui.settings import Settings, load_settings

pytestmark = pytest.mark.gui
Button = QMessageBox.StandardButton


def play(window, moves: int = 1) -> None:
    for _ in range(moves):
        window.controller.apply(window.controller.game.legal_actions(window.controller.state)[0])


def asked_with(monkeypatch, answer=Button.Cancel) -> list[str]:
    asked: list[str] = []

    def question(parent, title, text, *rest):
        asked.append(text)
        return answer

    monkeypatch.setattr(QMessageBox, "question", question)
    return asked


def warned(monkeypatch) -> list[str]:
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text, *rest: shown.append(text))
    return shown


def settle(qtbot) -> None:
    for _ in range(5):
        QApplication.processEvents()
    qtbot.wait(20)


# -- 1. unsaved work survives a language switch --------------------------------------------
def test_moves_not_saved_before_a_language_switch_are_still_asked_about(window, tmp_path, monkeypatch):
    assert window.start_game("pebbles", {"pile": 9}, 3, "digital")
    assert window.controller.save(tmp_path / "g.json")
    play(window)
    window.set_language("it")
    assert window.controller.dirty and window.unsaved_work()
    asked = asked_with(monkeypatch, Button.Cancel)
    assert not window.may_replace_game()  # New game / Open ask first: the move is not in g.json
    assert len(asked) == 1
    window.set_language("en")
    assert window.unsaved_work()


def test_a_saved_game_stays_saved_over_a_language_switch(window, tmp_path):
    assert window.start_game("pebbles", {"pile": 9}, 3, "digital")
    play(window)
    assert window.controller.save(tmp_path / "g.json")
    window.set_language("it")
    assert not window.unsaved_work()


# -- 2. a zoom stays ---------------------------------------------------------------------
def wheel(view, steps: int) -> None:
    centre = QPointF(view.viewport().rect().center())
    event = QWheelEvent(centre, QPointF(view.viewport().mapToGlobal(centre.toPoint())), QPoint(0, 0),
                        QPoint(0, 120 * steps), Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier,
                        Qt.ScrollPhase.NoScrollPhase, False)
    QApplication.sendEvent(view.viewport(), event)


def test_a_zoom_stays_when_the_scroll_bars_come_and_until_the_board_is_fitted_again(window, qtbot):
    window.resize(1024, 700)
    assert window.start_game("concordia", {}, 4, "digital")
    settle(qtbot)
    view = window.view
    fitted = view.transform().m11()
    window.act_zoom_in.trigger()
    window.act_zoom_in.trigger()
    settle(qtbot)
    assert view.horizontalScrollBar().isVisible()  # the zoomed board is larger than the view
    assert view.transform().m11() == pytest.approx(fitted * 1.44)
    wheel(view, 2)
    settle(qtbot)
    zoomed = view.transform().m11()
    assert zoomed > fitted * 1.44 * 1.2
    window.act_fit.trigger()
    settle(qtbot)
    assert view.transform().m11() == pytest.approx(fitted, rel=0.02)
    window.resize(1280, 860)  # fitted: the board follows the window
    settle(qtbot)
    assert view.transform().m11() > fitted * 1.1


# -- 3. the panels' share of a small window -------------------------------------------------
@pytest.mark.parametrize("game", ["duel", "concordia"])
def test_on_a_small_window_the_panels_leave_most_of_the_width_to_the_board(window, qtbot, game):
    window.resize(1024, 700)
    assert window.start_game(game, {}, 3, "digital")
    settle(qtbot)
    assert window.view.width() >= 0.70 * window.width()  # the panels took 522 of 1024
    assert not window.settings.panels_arranged
    if "dice" in window.docks:  # no room for a column on each side: under the Automa
        assert window.dockWidgetArea(window.docks["dice"]) == Qt.DockWidgetArea.RightDockWidgetArea


@pytest.mark.parametrize("game", ["concordia", "terra_mystica"])  # with the Dice under the Automa, without
@pytest.mark.parametrize("size", [(1024, 700), (1280, 800), (1600, 1000)])
def test_the_history_keeps_its_share_of_the_height_as_the_window_grows(window, qtbot, game, size):
    """The Automa panel took all the height a taller window gave: at 1600x1000 the History kept
    about five lines under a mostly empty Automa panel."""
    window.resize(1024, 700)
    assert window.start_game(game, {}, 3, "digital")
    window.resize(*size)
    settle(qtbot)
    docks = [d for name, d in window.docks.items()
             if window.dockWidgetArea(d) == Qt.DockWidgetArea.RightDockWidgetArea]
    column = sum(d.height() for d in docks)
    assert window.docks["history"].height() >= 0.3 * column
    assert window.docks["automa"].height() >= 0.4 * column  # still the tallest
    assert not window.settings.panels_arranged


def test_the_current_step_stays_in_sight_when_the_window_gets_smaller(window, qtbot):
    window.resize(1600, 1000)
    assert window.start_game("concordia", {}, 3, "digital")
    controller = window.controller
    for _ in range(30):
        controller.apply(controller.game.legal_actions(controller.state)[0])
    settle(qtbot)
    history = window.docks["history"].widget().list
    history.scrollToTop()  # the list shows its first lines, the current step lower down...
    controller.jump(12)
    settle(qtbot)
    window.resize(1024, 700)  # ...and the list gets shorter
    settle(qtbot)
    current = history.visualItemRect(history.currentItem())
    assert history.currentRow() == 12 and history.viewport().rect().contains(current)


def test_on_a_large_window_the_dice_have_their_own_column(window, qtbot):
    window.resize(1920, 1080)
    assert window.start_game("concordia", {}, 3, "digital")
    settle(qtbot)
    assert window.dockWidgetArea(window.docks["dice"]) == Qt.DockWidgetArea.LeftDockWidgetArea
    assert window.docks["automa"].width() >= 300  # the panels' full width where there is room


def test_panels_the_player_sized_keep_their_size(window, qtbot):
    window.resize(1600, 900)
    assert window.start_game("duel", {}, 3, "digital")
    settle(qtbot)
    automa = window.docks["automa"]
    assert not window.settings.panels_arranged  # placed by the window, not the player
    edge = window.mapFromGlobal(automa.mapToGlobal(QPoint(0, automa.height() // 2))) - QPoint(3, 0)
    qtbot.mouseMove(window, edge)  # on the line between the board and the panel
    qtbot.mousePress(window, Qt.MouseButton.LeftButton, pos=edge)
    qtbot.mouseMove(window, edge - QPoint(150, 0))
    qtbot.mouseRelease(window, Qt.MouseButton.LeftButton, pos=edge - QPoint(150, 0))
    assert window.settings.panels_arranged
    window.resizeDocks([automa], [480], Qt.Orientation.Horizontal)  # (offscreen: the drag itself may not move it)
    settle(qtbot)
    wide = window.docks["automa"].width()
    assert window.start_game("duel", {}, 4, "digital")
    settle(qtbot)
    assert window.docks["automa"].width() == wide


# -- 4. Qt's own buttons in Italian ------------------------------------------------------------
def test_qt_s_own_buttons_are_in_the_window_s_language(window):
    B = QDialogButtonBox.StandardButton
    try:
        set_language("it")
        box = QDialogButtonBox(B.Save | B.Discard | B.Cancel | B.Yes | B.No)
        assert {b.text().replace("&", "") for b in box.buttons()} == {"Salva", "Scarta", "Annulla", "Sì", "No"}
        assert QWizard().buttonText(QWizard.WizardButton.FinishButton).replace("&", "") == "Fine"
    finally:
        set_language("en")
    box = QDialogButtonBox(B.Save | B.Cancel)
    assert {b.text().replace("&", "") for b in box.buttons()} == {"Save", "Cancel"}


# -- 5. closed panels stay closed ------------------------------------------------------------------
def test_a_closed_panel_stays_closed_over_a_language_switch_a_new_game_and_open(window, qtbot, tmp_path):
    assert window.start_game("pebbles", {"pile": 9}, 3, "digital")
    window.docks["history"].toggleViewAction().trigger()
    assert window.docks["history"].isHidden()
    window.set_language("it")
    assert window.docks["history"].isHidden() and not window.docks["automa"].isHidden()
    window.set_language("en")
    assert window.start_game("pebbles", {"pile": 7}, 4, "digital")
    assert window.docks["history"].isHidden()
    assert window.controller.save(tmp_path / "g.json")
    assert window.open_file(tmp_path / "g.json")
    assert window.docks["history"].isHidden()
    assert not window.docks["history"].toggleViewAction().isChecked()
    window.close()
    assert load_settings().hidden_panels == ["history"]
    again = MainWindow(load_settings())
    qtbot.addWidget(again)
    assert again.start_game("pebbles", {"pile": 9}, 3, "digital")
    assert again.docks["history"].isHidden() and not again.docks["dice"].isHidden()


# -- 6. a failed save is a dialog, the path said once; the content warning names the game --------------
def test_a_failed_save_is_said_in_a_dialog_naming_the_path_once(window, tmp_path, monkeypatch):
    shown = warned(monkeypatch)
    assert window.start_game("pebbles", {"pile": 9}, 3, "digital")
    (tmp_path / "a-file").write_text("a file, not a folder")
    missing = tmp_path / "a-file" / "g.json"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *args: (str(missing), ""))
    assert not window.save_as()
    assert len(shown) == 1 and shown[0].count(str(missing)) == 1
    blocker = tmp_path / "a-folder.json"
    blocker.mkdir()
    window.controller.path = blocker
    assert not window.save()
    assert len(shown) == 2 and shown[1].count(str(blocker)) == 1


def test_the_changed_content_warning_names_the_game_by_its_title(window, tmp_path):
    assert window.start_game("pebbles", {"pile": 9}, 3, "digital")
    path = tmp_path / "g.json"
    assert window.controller.save(path)
    path.write_text(path.read_text(encoding="utf-8").replace(window.controller.game.content_hash(), "0" * 16),
                    encoding="utf-8")
    assert window.open_file(path)
    text = window.statusBar().currentMessage()
    assert "Pebbles (test game) content" in text and "different pebbles content" not in text


def resumed_in(lang, qtbot, monkeypatch):
    """A new window in ``lang`` that offers to resume the autosaved game (answered Yes): the
    window and the questions it asked."""
    set_language(lang)
    again = MainWindow(Settings())
    qtbot.addWidget(again)
    asked = asked_with(monkeypatch, Button.Yes)
    assert again.offer_resume()
    return again, asked


# -- 7. one step, several steps ---------------------------------------------------------------------------
@pytest.mark.parametrize("lang, moves, said", [("en", 1, "1 step played"), ("en", 2, "2 steps played"),
                                                ("it", 1, "1 passo giocato"), ("it", 2, "2 passi giocati")])
def test_the_resume_question_counts_the_steps_in_words(window, qtbot, monkeypatch, lang, moves, said):
    assert window.start_game("pebbles", {"pile": 9}, 3, "digital")
    play(window, moves)
    _, asked = resumed_in(lang, qtbot, monkeypatch)
    assert said in asked[0]


# -- 8. Ctrl+Y -------------------------------------------------------------------------------------------------
def test_ctrl_y_redoes_too(window, qtbot):
    assert window.start_game("pebbles", {"pile": 9}, 3, "digital")
    play(window)
    window.undo()
    qtbot.keyClick(window, Qt.Key.Key_Y, Qt.KeyboardModifier.ControlModifier)
    assert window.controller.session.cursor == 1
    window.undo()
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert window.controller.session.cursor == 1


# -- 9. Help: shortcuts and the documentation; Settings: Auto-apply ------------------------------------------------
def test_the_shortcuts_are_listed_from_the_actions_themselves(window):
    rows = dict(window.shortcuts())
    assert rows["Undo"] == "Ctrl+Z" and rows["Redo"] == "Ctrl+Shift+Z, Ctrl+Y"
    assert rows["Apply the automa's turn"] == "Ctrl+Return"
    window.act_fit.setShortcut("Ctrl+9")
    assert dict(window.shortcuts())["Fit to window"] == "Ctrl+9"  # not a copied list


def test_the_shortcuts_dialog_shows_them(window, monkeypatch):
    from PySide6.QtWidgets import QDialog

    monkeypatch.setattr(QDialog, "exec", lambda self: 0)
    window.act_shortcuts.trigger()
    table = window._shortcuts_dialog.findChild(QTableWidget)
    texts = {table.item(r, 0).text(): table.item(r, 1).text() for r in range(table.rowCount())}
    assert texts["Save"] == "Ctrl+S" and "New game…" in texts


def test_the_documentation_of_the_open_game_is_opened(window, monkeypatch):
    opened: list[str] = []
    monkeypatch.setattr(QDesktopServices, "openUrl", lambda url: opened.append(url.toLocalFile()) or True)
    assert window.start_game("duel", {}, 3, "digital")
    window.act_docs.trigger()
    assert opened and Path(opened[0]).name == "duel.md" and Path(opened[0]).is_file()


def test_without_installed_documentation_the_help_says_where_it_is(window, monkeypatch):
    import solo_desk.ui.main_window as main_window

    said: list[str] = []
    monkeypatch.setattr(main_window, "docs_folder", lambda: None)
    monkeypatch.setattr(QMessageBox, "information", lambda parent, title, text, *rest: said.append(text))
    window.act_docs.trigger()
    assert said and "not installed" in said[0]


def test_auto_apply_is_one_setting_in_the_settings_menu_and_the_automa_panel(window, qtbot):
    assert window.start_game("pebbles", {"pile": 9}, 3, "digital")
    box = window.docks["automa"].widget().auto
    window.act_auto_apply.trigger()
    assert window.controller.auto_apply and box.isChecked() and window.settings.auto_apply
    box.setChecked(False)
    assert not window.controller.auto_apply and not window.act_auto_apply.isChecked()
    assert not window.settings.auto_apply
    window.act_auto_apply.trigger()
    window.undo()  # an undo pauses it: the menu says so
    assert not window.act_auto_apply.isChecked()


# -- 10. the welcome page ------------------------------------------------------------------------------------------
def test_the_empty_window_shows_a_welcome_with_new_open_and_the_recent_files(qtbot, tmp_path, monkeypatch):
    recent = tmp_path / "old.json"
    window = MainWindow(Settings(recent_files=[str(recent)]))
    qtbot.addWidget(window)
    window.show()
    welcome = window.view.scene()
    assert isinstance(welcome, WelcomeScene)
    assert [link.text for link in welcome.links] == ["New game…", "Open…", "old.json"]
    opened: list[Path] = []
    monkeypatch.setattr(window, "open_other", lambda path: opened.append(path))
    welcome.links[2].activate()
    qtbot.waitUntil(lambda: opened == [recent])
    assert window.start_game("pebbles", {"pile": 9}, 3, "digital")
    assert window.view.scene() is window.scene


# -- 11. a vanished recent file, Apply at game over, the final score in the status bar --------------------------------
def test_a_recent_file_that_vanished_leaves_the_menu(window, tmp_path, monkeypatch):
    warned(monkeypatch)
    gone = tmp_path / "gone.json"
    window.settings.recent_files = [str(gone), "x.json"]
    window._fill_recent()
    assert not window.open_other(gone)
    assert window.settings.recent_files == ["x.json"]
    assert [a.text() for a in window.recent_menu.actions()] == ["x.json"]


def test_at_game_over_apply_is_off_and_the_status_bar_gives_the_scores(window, monkeypatch):
    assert window.start_game("pebbles", {"pile": 9}, 3, "digital")
    assert window.act_apply.isEnabled()
    monkeypatch.setattr(window.controller.game, "result", lambda state: GameResult(
        winner="automa", reason="x", scores={"player": 17, "automa": 41}))
    window.update_actions()
    assert not window.act_apply.isEnabled()
    assert window.status_label.text().endswith("game over: the automa wins (the automa 41 · you 17)")


def test_a_refusal_in_the_status_bar_goes_when_the_table_changes_or_the_language_does(window):
    """"It is not your turn" said on one table stays no longer than that table (it stayed 8 s, into
    the player's own turn after Apply, and in the old language after a switch)."""
    assert window.start_game("pebbles", {"pile": 9}, 3, "digital")
    bar = window.statusBar()
    window.controller.error.emit("It is not your turn")
    assert bar.currentMessage() == "It is not your turn"
    window.controller.error.emit("It is not your turn")  # the same table: it stays
    window.update_actions()
    assert bar.currentMessage() == "It is not your turn"
    window.controller.apply(window.controller.game.legal_actions(window.controller.state)[0])
    assert bar.currentMessage() == ""
    window.controller.error.emit("Non è il tuo turno")
    window.set_language("en")
    assert bar.currentMessage() == ""


def test_a_message_in_the_status_bar_is_not_covered_by_the_game_s_label(window):
    assert window.start_game("pebbles", {"pile": 9}, 3, "digital")
    assert window.status_label.isVisible()
    window.controller.error.emit("A long reason why that piece cannot be corrected here, said whole")
    assert not window.status_label.isVisible()
    window.statusBar().clearMessage()
    assert window.status_label.isVisible()


@pytest.mark.parametrize("lang, said", [("en", "The 2 answers you gave to its questions are kept."),
                                        ("it", "Le 2 risposte che hai già dato alle sue domande restano salvate.")])
def test_the_resume_question_says_the_answers_given_are_kept(window, qtbot, monkeypatch, lang, said):
    """A companion set-up is many answers (Concordia: 30 city tiles) before its first step: the
    question said only "0 steps played", as if nothing had been done; the answers are kept."""
    assert window.start_game("concordia", {}, 3, "companion")
    controller = window.controller
    for _ in range(2):
        request = next(r for r in controller.proposal.inputs if r.name not in controller.inputs)
        controller.answer(request.name, request.choices[0].value)
    assert controller.session.cursor == 0
    controller.autosave()
    again, asked = resumed_in(lang, qtbot, monkeypatch)
    assert said in asked[0]
    assert len(again.controller.inputs) == 2


def test_documentation_that_no_program_opens_is_named_not_said_missing(window, monkeypatch):
    """In a checkout, on a system with no program for .md files, Help ▸ Documentation said the
    documentation "is not installed with this copy" while it lay there: now it names the file."""
    said: list[str] = []
    monkeypatch.setattr(QDesktopServices, "openUrl", lambda url: False)
    monkeypatch.setattr(QMessageBox, "information", lambda parent, title, text, *rest: said.append(text))
    assert window.start_game("duel", {}, 3, "digital")
    window.act_docs.trigger()
    assert said and "not installed" not in said[0]
    assert str(window.docs_file()) in said[0] and window.docs_file().name == "duel.md"


def test_with_no_game_the_panel_keys_are_greyed_as_the_board_s_are(window):
    """The welcome screen: View ▸ Next panel (F6) and Previous panel were offered and did nothing
    (no board, no panels), while Fit and Zoom beside them were greyed."""
    assert window.controller is None
    assert not window.act_next_pane.isEnabled() and not window.act_previous_pane.isEnabled()
    assert window.start_game("pebbles", {"pile": 9}, 3, "digital")
    assert window.act_next_pane.isEnabled() and window.act_previous_pane.isEnabled()
