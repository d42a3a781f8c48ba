"""The window with the fixture game: wizard, undo/redo, bot panel, auto-apply,
a drag that becomes an action, a corrupt file's dialog, the language switch."""

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtWidgets import QComboBox, QMessageBox

from solo_desk.core import saves
from solo_desk.ui.board import DropZone
from solo_desk.ui.i18n import set_language, tr
from solo_desk.ui.main_window import MainWindow
from solo_desk.ui.settings import Settings, load_settings
from tests.gui import right_click

pytestmark = pytest.mark.gui


def start(window, qtbot, **options):
    assert window.start_game("pebbles", {"pile": 9, **options}, 3, "digital")
    qtbot.waitUntil(lambda: window.scene is not None and bool(window.scene.pieces()))


def test_new_game_wizard_builds_the_options_from_the_game(window, qtbot, monkeypatch):
    from solo_desk.ui.wizard import NewGameWizard

    wizard = NewGameWizard(window)
    qtbot.addWidget(wizard)
    games = wizard.game_page.list
    row = next(i for i in range(games.count()) if games.item(i).data(Qt.ItemDataRole.UserRole) == "pebbles")
    games.setCurrentRow(row)
    wizard.show()
    wizard.next()
    page = wizard.options_page
    assert set(page.widgets) == {"pile", "first"}
    page.widgets["pile"].setValue(13)
    page.widgets["first"].setCurrentIndex(page.widgets["first"].findData("automa"))
    page.seed.setValue(42)
    page.companion.setChecked(True)
    assert wizard.choice() == ("pebbles", {"pile": 13, "first": "automa"}, 42, "companion")
    window.start_game(*wizard.choice())
    assert window.controller.session.mode == "companion" and window.controller.state.pile == 13


def test_undo_redo_shortcuts_and_history(window, qtbot):
    start(window, qtbot)
    controller = window.controller
    controller.apply(controller.game.legal_actions(controller.state)[1])  # take 2
    assert window.act_undo.isEnabled()
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert controller.session.cursor == 0 and controller.state.pile == 9
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert controller.session.cursor == 1 and controller.state.pile == 7
    history = window.docks["history"].widget().list
    assert history.count() == 2 and history.currentRow() == 1
    first = history.visualItemRect(history.item(0)).center()
    qtbot.mouseClick(history.viewport(), Qt.MouseButton.LeftButton, pos=first)  # click the start: jump there
    qtbot.waitUntil(lambda: controller.session.cursor == 0)


def test_bot_panel_shows_the_explanation_and_apply_plays_the_turn(window, qtbot):
    start(window, qtbot)
    controller = window.controller
    controller.apply(controller.game.legal_actions(controller.state)[0])  # 9 -> 8: the automa rolls
    panel = window.docks["automa"].widget()
    qtbot.waitUntil(lambda: panel.apply_button.isEnabled())
    lines = [panel.steps.item(i).text() for i in range(panel.steps.count())]
    assert lines[0].startswith("TINY-1") and lines[1].startswith("TINY-2")
    assert panel.status.text() == "The automa's turn"
    # the proposed pebbles are highlighted on the board before anything is applied
    qtbot.waitUntil(lambda: any(p.highlighted for p in window.scene.pieces()))
    qtbot.mouseClick(panel.apply_button, Qt.MouseButton.LeftButton)
    assert controller.session.cursor == 2 and controller.game.to_move(controller.state) == "player"
    assert controller.session.steps[1].actions[0].by == "automa"


def test_auto_apply_plays_the_automa_and_undo_pauses_it(window, qtbot):
    start(window, qtbot)
    controller = window.controller
    window.docks["automa"].widget().auto.setChecked(True)
    controller.apply(controller.game.legal_actions(controller.state)[0])
    qtbot.waitUntil(lambda: controller.session.cursor == 2, timeout=3000)
    window.undo()
    assert not controller.auto_apply and controller.session.cursor == 1


def drag(qtbot, view, pieces, target: QPointF):
    """Drag with the mouse on the view: select, press, move, release."""
    for piece in pieces:
        piece.setSelected(True)
    grab = view.mapFromScene(pieces[0].center())
    drop = view.mapFromScene(target)
    qtbot.mousePress(view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.ControlModifier, grab)
    for piece in pieces:  # the press may have changed the selection: keep the group
        piece.setSelected(True)
    qtbot.mouseMove(view.viewport(), drop)
    qtbot.mouseRelease(view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.ControlModifier, drop)


def test_dragging_two_pebbles_to_the_tray_is_one_undoable_action(window, qtbot):
    start(window, qtbot)
    scene = window.scene
    pebbles = sorted(scene.pieces(), key=lambda p: p.pos().x())[:2]
    tray = next(z for z in scene.zones() if isinstance(z, DropZone) and z.key == "take")
    drag(qtbot, window.view, pebbles, tray.sceneBoundingRect().center())
    controller = window.controller
    qtbot.waitUntil(lambda: controller.session.cursor == 1)
    assert controller.state.pile == 7
    assert controller.session.steps[0].actions[0].count == 2
    qtbot.waitUntil(lambda: len(window.scene.pieces()) == 7)  # the board redraws from the state


def test_a_drop_outside_any_zone_snaps_back_and_changes_nothing(window, qtbot):
    start(window, qtbot)
    piece = window.scene.pieces()[0]
    home = QPointF(piece.pos())
    drag(qtbot, window.view, [piece], QPointF(900, -300))
    assert window.controller.session.cursor == 0 and piece.pos() == home


def test_a_corrupt_file_gets_a_dialog_and_the_open_game_stays(window, qtbot, tmp_path, monkeypatch):
    start(window, qtbot)
    controller = window.controller
    shown = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text: shown.append(text))
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": "solo-desk-save", "schema_version": 1, "ga')
    assert not window.open_file(bad)
    assert len(shown) == 1 and "damaged or truncated" in shown[0]
    assert window.controller is controller  # nothing lost


def test_open_and_save_round_trip(window, qtbot, tmp_path):
    start(window, qtbot)
    window.controller.apply(window.controller.game.legal_actions(window.controller.state)[2])
    path = tmp_path / "g.json"
    assert window.controller.save(path)
    assert window.open_file(path) and window.controller.state.pile == 6
    assert str(path) in window.settings.recent_files


def test_every_change_is_autosaved(window, qtbot):
    start(window, qtbot)
    window.controller.apply(window.controller.game.legal_actions(window.controller.state)[0])
    assert saves.load(saves.autosave_path()).state == window.controller.state


def test_switching_to_italian_retranslates_and_keeps_the_game(window, qtbot):
    start(window, qtbot)
    session = window.controller.session
    window.set_language("it")
    titles = [a.text() for a in window.menuBar().actions()]
    assert "&Modifica" in titles and "&Partita" in titles
    assert window.controller.session is session
    assert window.docks["automa"].windowTitle() == "Automa"
    assert window.docks["history"].windowTitle() == "Cronologia"
    assert load_settings().language == "it"  # persisted


def test_settings_keep_geometry(window, qtbot):
    window.resize(640, 480)
    window.close()
    saved = load_settings()
    assert saved.geometry
    again = MainWindow(saved)
    qtbot.addWidget(again)
    assert (again.size().width(), again.size().height()) == (640, 480)


def test_the_dice_panel_shows_the_automa_s_roll(window, qtbot):
    start(window, qtbot)
    controller = window.controller
    controller.apply(controller.game.legal_actions(controller.state)[0])  # 9 -> 8: the automa rolls
    controller.apply_proposal()
    roll = controller.session.steps[-1].actions[0].outcomes["die"]
    panel = window.docks["dice"].widget()
    qtbot.waitUntil(lambda: panel.faces.text() == "⚀⚁⚂⚃⚄⚅"[roll - 1])
    assert panel.detail.text() == f"Roll: {roll}"  # no catalogue entry for Pebbles' die: a plain roll


def test_the_dice_panel_names_each_roll_in_the_window_s_language(window, qtbot):
    assert window.start_game("concordia", {}, 5, "digital")
    controller = window.controller
    panel = window.docks["dice"].widget()
    for _ in range(8):  # until the AI has rolled
        if controller.game.to_move(controller.state) == "automa":
            controller.apply_proposal()
        else:
            controller.apply(controller.game.legal_actions(controller.state)[0])
        if "action_roll" in panel.detail.text() or "action roll" in panel.detail.text():
            break
    qtbot.waitUntil(lambda: panel.detail.text().startswith("Action roll: "))
    set_language("it")
    try:
        panel.refresh()
        assert panel.detail.text().startswith("Tiro dell'azione: ")
    finally:
        set_language("en")


def test_companion_die_is_asked_in_the_bot_panel_and_applied(window, qtbot):
    assert window.start_game("pebbles", {"pile": 8, "first": "automa"}, 3, "companion")
    panel = window.docks["automa"].widget()
    qtbot.waitUntil(lambda: panel.inputs_box.isVisibleTo(panel))
    assert not panel.apply_button.isEnabled()
    combo = panel.findChild(QComboBox, "input_die")
    combo.setCurrentIndex(combo.findData("5"))
    qtbot.waitUntil(lambda: panel.apply_button.isEnabled())
    qtbot.mouseClick(panel.apply_button, Qt.MouseButton.LeftButton)
    step = window.controller.session.steps[-1]
    assert step.actions[0].outcomes == {"die": 5} and step.actions[0].count == 3


def test_on_start_the_last_game_is_offered_and_resumed(window, qtbot, monkeypatch):
    start(window, qtbot)
    window.controller.apply(window.controller.game.legal_actions(window.controller.state)[1])
    expected = window.controller.state
    again = MainWindow(Settings())
    qtbot.addWidget(again)
    monkeypatch.setattr(QMessageBox, "question", lambda *args: QMessageBox.StandardButton.Yes)
    assert again.offer_resume()
    assert again.controller.state == expected


def test_the_dice_panel_is_only_there_for_a_game_that_rolls(window, qtbot):
    start(window, qtbot)
    assert "dice" in window.docks
    assert window.start_game("age_of_comics", {}, 3, "digital")
    assert set(window.docks) == {"automa", "history"}
    assert [a.text() for a in window.panels_menu.actions()] == [tr("Automa"), tr("History")]


@pytest.mark.parametrize("power_mode, has_dice", [("all", False), ("dice", True), ("preset", True)])
def test_terra_mystica_shows_the_dice_panel_only_when_its_power_actions_are_rolled(window, qtbot, power_mode, has_dice):
    assert window.start_game("terra_mystica", {"power_mode": power_mode}, 3, "digital")
    assert ("dice" in window.docks) is has_dice


def test_the_automa_panel_says_what_to_do_when_there_is_nothing_to_explain(window, qtbot):
    start(window, qtbot)  # Pebbles: the player moves first
    panel = window.docks["automa"].widget()
    qtbot.waitUntil(lambda: panel.steps.count() == 1)
    assert window.controller.proposal.status == "not_automa_turn"
    assert panel.steps.item(0).text().startswith("Your move: play it on the board")
    window.controller.apply(window.controller.game.legal_actions(window.controller.state)[0])
    qtbot.waitUntil(lambda: window.controller.proposal.status == "automa_turn")
    panel.refresh()
    assert not panel.steps.item(0).text().startswith("Your move")  # the automa's turn is explained instead


def test_a_right_click_on_a_piece_is_its_correction_menu_never_a_click(window, qtbot, monkeypatch):
    start(window, qtbot)
    scene, view = window.scene, window.view
    clicked, corrected = [], []
    monkeypatch.setattr(scene, "click_actions", lambda piece: clicked.append(piece.key))
    monkeypatch.setattr(scene, "context_actions", lambda piece: corrected.append(piece.key))
    piece = scene.pieces()[0]
    pos = right_click(view, piece)
    assert corrected == [piece.key] and clicked == []
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=pos)
    assert clicked == [piece.key]


@pytest.mark.rule("ARCH-SETUP-TOKEN")
def test_the_dice_panel_shows_the_architects_starting_die_until_a_turn_rolls(window, qtbot):
    assert window.start_game("architects", {"difficulty": "normal"}, 4, "digital")
    die = window.controller.state.start_dice[0]
    panel = window.docks["dice"].widget()
    panel.refresh()
    assert panel.detail.text() == f"Opponent's starting die: {die}"
    set_language("it")
    try:
        panel.refresh()
        assert panel.detail.text() == f"Dado iniziale dell'Avversario: {die}"
    finally:
        set_language("en")
    assert window.start_game("architects", {"difficulty": "easy"}, 4, "digital")  # no starting tokens: no die
    window.docks["dice"].widget().refresh()
    assert window.docks["dice"].widget().detail.text() == tr("No roll yet")


def test_a_wrong_answer_is_asked_again_before_it_is_applied(window, qtbot):
    assert window.start_game("pebbles", {"pile": 8, "first": "automa"}, 3, "companion")
    panel = window.docks["automa"].widget()
    qtbot.waitUntil(lambda: panel.inputs_box.isVisibleTo(panel))
    assert not panel.again_button.isVisibleTo(panel)
    combo = panel.findChild(QComboBox, "input_die")
    combo.setCurrentIndex(combo.findData("5"))
    qtbot.waitUntil(lambda: panel.apply_button.isEnabled())
    assert panel.again_button.isVisibleTo(panel)
    qtbot.mouseClick(panel.again_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not panel.apply_button.isEnabled())
    assert window.controller.inputs == {} and window.controller.session.steps == []
    combo = panel.findChild(QComboBox, "input_die")
    assert combo is not None and combo.currentData() is None  # asked again, nothing chosen
    combo.setCurrentIndex(combo.findData("2"))
    qtbot.waitUntil(lambda: panel.apply_button.isEnabled())
    qtbot.mouseClick(panel.apply_button, Qt.MouseButton.LeftButton)
    assert window.controller.session.steps[-1].actions[0].outcomes == {"die": 2}


def test_the_status_bar_names_the_duel_without_pantheon_as_such(window, qtbot):
    assert window.start_game("duel", {"pantheon": False}, 3, "digital")
    assert window.status_label.text().startswith("7 Wonders Duel · ")
    assert window.start_game("duel", {}, 3, "digital")
    assert window.status_label.text().startswith("7 Wonders Duel + Pantheon · ")


def test_a_board_correction_keeps_the_answers_to_the_questions_it_asks_again(window, qtbot):
    from tests.fixtures.tiny import SetPile

    assert window.start_game("pebbles", {"pile": 8, "first": "automa"}, 3, "companion")
    controller = window.controller
    controller.answer("die", "5")
    assert controller.proposal.applicable()
    controller.apply(SetPile(pile=12))  # a correction: still a multiple of four, the die is asked again
    assert controller.inputs == {"die": "5"}
    assert controller.proposal.applicable() and controller.proposal.actions[0].outcomes == {"die": 5}
    controller.apply(SetPile(pile=9))  # now TINY-1 decides: no question, the answer is forgotten
    assert controller.inputs == {} and controller.proposal.status == "automa_turn"
    controller.undo()  # back to the pile of 12: the die is asked again, and was not kept this time
    assert controller.inputs == {} and controller.proposal.status == "needs_input"
    controller.answer("die", "2")
    controller.clear_answers()
    controller.apply(SetPile(pile=16))
    assert controller.inputs == {}  # answers taken back stay taken back


def _deferred_deletes_done() -> None:
    from PySide6.QtCore import QCoreApplication, QEvent

    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


def test_a_new_game_an_opened_file_or_a_language_switch_frees_the_old_board(window, qtbot, tmp_path):
    from PySide6.QtWidgets import QGraphicsScene

    from solo_desk.ui.controller import SessionController

    for seed in (1, 2, 3):
        assert window.start_game("duel", {}, seed, "digital")
    assert window.controller.save(tmp_path / "game.json")
    window.open_file(tmp_path / "game.json")
    window.set_language("it")
    window.set_language("en")
    _deferred_deletes_done()
    assert len(window.findChildren(QGraphicsScene)) == 1  # each was kept, with its session and history
    assert len(window.findChildren(SessionController)) == 1
    assert window.scene.items() and window.controller.session.game.id == "duel"


def test_a_language_switch_keeps_one_set_of_menus(window, qtbot):
    from PySide6.QtWidgets import QMenu

    before = len(window.findChildren(QMenu))
    for lang in ("it", "en", "it", "en"):
        window.set_language(lang)
    _deferred_deletes_done()
    assert len(window.findChildren(QMenu)) == before  # each switch left 9 menus behind
    assert [a.text() for a in window.menuBar().actions()][:2] == ["&File", "&Edit"]


def test_answers_given_to_the_automa_are_autosaved_and_given_again_on_resume(window, qtbot):
    from solo_desk.core import saves
    from solo_desk.ui.controller import SessionController

    assert window.start_game("pebbles", {"pile": 8, "first": "automa"}, 3, "companion")
    window.controller.answer("die", "5")
    resumed = saves.load(saves.autosave_path())  # what a restart after a crash finds
    assert resumed.answers == {"die": "5"}
    controller = SessionController(resumed)
    assert controller.inputs == {"die": "5"}
    assert controller.proposal.applicable() and controller.proposal.actions[0].outcomes == {"die": 5}
    controller.close()
    window.controller.clear_answers()
    assert saves.load(saves.autosave_path()).answers == {}
    window.controller.answer("die", "3")
    assert window.controller.apply_proposal()
    assert saves.load(saves.autosave_path()).answers == {}  # applied: nothing left to give again
