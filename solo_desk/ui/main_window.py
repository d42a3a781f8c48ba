"""The main window: menus and shortcuts, the board, the automa/history/dice panels."""
from __future__ import annotations

import importlib
from pathlib import Path
from typing import Any

from PySide6.QtCore import QByteArray, QRect, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QCloseEvent, QGuiApplication, QKeySequence
from PySide6.QtWidgets import (
    QDockWidget,
    QFileDialog,
    QLabel,
    QMainWindow,
    QMessageBox,
    QWidget,
)

from solo_desk import APP_NAME, __version__
from solo_desk.core import registry, saves
from solo_desk.core.errors import SoloDeskError
from solo_desk.core.session import Session
from solo_desk.ui.board import BoardScene, BoardView
from solo_desk.ui.controller import SessionController, write_failure
from solo_desk.ui.i18n import language, message, set_game, set_language, tr
from solo_desk.ui.panels import BotPanel, DicePanel, HistoryPanel, result_text
from solo_desk.ui.settings import Settings, save_settings

SAVE_FILTER = "Solo Desk saves (*.json);;All files (*)"


def scene_class(game: Any) -> type[BoardScene]:
    path = getattr(game, "scene_path", None)
    if path:
        module_name, _, class_name = path.partition(":")
        try:
            return getattr(importlib.import_module(module_name), class_name)
        except (ImportError, AttributeError):
            pass  # a game without a working board still plays on the generic one
    from solo_desk.ui.generic_scene import GenericScene

    return GenericScene


DEFAULT_SIZE = QSize(1280, 860)
# What a window manager adds around the window (title bar, borders), before the window is shown.
FRAME_MARGIN = QSize(16, 40)


def screen_area(widget: QWidget | None = None) -> QRect | None:
    """The screen's available geometry (without task bars), or None on a virtual screen
    (the offscreen platform of the tests and screenshots: its size means nothing)."""
    if QGuiApplication.platformName() == "offscreen":
        return None
    screen = (widget.screen() if widget is not None else None) or QGuiApplication.primaryScreen()
    return screen.availableGeometry() if screen is not None else None


def fitted_size(wanted: QSize, area: QRect | None) -> QSize:
    """``wanted``, made smaller if it (with its frame) does not fit ``area``."""
    if area is None:
        return QSize(wanted)
    return QSize(min(wanted.width(), area.width() - FRAME_MARGIN.width()),
                 min(wanted.height(), area.height() - FRAME_MARGIN.height()))


def same_record(a: Session, b: Session) -> bool:
    """Two sessions that a save file would record alike (its time apart)."""
    return saves.to_save(a).model_dump(exclude={"saved_at"}) == saves.to_save(b).model_dump(exclude={"saved_at"})


class MainWindow(QMainWindow):
    language_changed = Signal(str)

    def __init__(self, settings: Settings, parent: QWidget | None = None):
        super().__init__(parent)
        self.settings = settings
        self.controller: SessionController | None = None
        self.scene: BoardScene | None = None
        self._unfilled: list = []
        self.keep_settings = True
        self.setWindowTitle(APP_NAME)
        self.resize(fitted_size(DEFAULT_SIZE, screen_area(self)))
        self.view = BoardView()
        self.view.setObjectName("boardView")
        self.setCentralWidget(self.view)
        self.status_label = QLabel()
        self.statusBar().addPermanentWidget(self.status_label)
        self.docks: dict[str, QDockWidget] = {}
        self._build_actions()
        self._build_menus()
        self._restore_geometry()
        self.update_actions()

    # -- menus ----------------------------------------------------------------
    def _action(self, text: str, slot: Any, shortcut: QKeySequence | str | None = None, name: str = "") -> QAction:
        action = QAction(text, self)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        action.triggered.connect(slot)
        action.setObjectName(name)
        self.addAction(action)
        return action

    def _build_actions(self) -> None:
        K = QKeySequence.StandardKey
        self.act_new = self._action(tr("&New game…"), self.new_game, K.New, "actNew")
        self.act_open = self._action(tr("&Open…"), self.open_dialog, K.Open, "actOpen")
        self.act_open_set_aside = self._action(tr("Open a game set &aside…"), self.open_set_aside, None,
                                               "actOpenSetAside")
        self.act_save = self._action(tr("&Save"), self.save, K.Save, "actSave")
        self.act_save_as = self._action(tr("Save &as…"), self.save_as, "Ctrl+Shift+S", "actSaveAs")
        self.act_quit = self._action(tr("&Quit"), self.close, "Ctrl+Q", "actQuit")
        self.act_undo = self._action(tr("&Undo"), self.undo, "Ctrl+Z", "actUndo")
        self.act_redo = self._action(tr("&Redo"), self.redo, "Ctrl+Shift+Z", "actRedo")
        self.act_apply = self._action(tr("&Apply the automa's turn"), self.apply_proposal, "Ctrl+Return", "actApply")
        self.act_fit = self._action(tr("&Fit to window"), self.view.fit, "Ctrl+0", "actFit")
        self.act_zoom_in = self._action(tr("Zoom &in"), lambda: self.view.zoom(1.2), K.ZoomIn, "actZoomIn")
        self.act_zoom_out = self._action(tr("Zoom &out"), lambda: self.view.zoom(1 / 1.2), K.ZoomOut, "actZoomOut")
        self.act_english = self._action("English", lambda: self.set_language("en"), None, "actEnglish")
        self.act_italian = self._action("Italiano", lambda: self.set_language("it"), None, "actItalian")
        for act in (self.act_english, self.act_italian):
            act.setCheckable(True)
        self.act_english.setChecked(language() == "en")
        self.act_italian.setChecked(language() == "it")
        self.act_about = self._action(tr("&About Solo Desk"), self.about, None, "actAbout")

    def _build_menus(self) -> None:
        bar = self.menuBar()
        file_menu = bar.addMenu(tr("&File"))
        file_menu.addActions([self.act_new, self.act_open])
        self.recent_menu = file_menu.addMenu(tr("Open &recent"))
        file_menu.addAction(self.act_open_set_aside)
        file_menu.addSeparator()
        file_menu.addActions([self.act_save, self.act_save_as])
        file_menu.addSeparator()
        file_menu.addAction(self.act_quit)
        edit_menu = bar.addMenu(tr("&Edit"))
        edit_menu.addActions([self.act_undo, self.act_redo])
        self.game_menu = bar.addMenu(tr("&Game"))
        self._fill_game_menu()
        view_menu = bar.addMenu(tr("&View"))
        view_menu.addActions([self.act_fit, self.act_zoom_in, self.act_zoom_out])
        self.panels_menu = view_menu.addMenu(tr("&Panels"))
        settings_menu = bar.addMenu(tr("&Settings"))
        language_menu = settings_menu.addMenu(tr("&Language"))
        language_menu.addActions([self.act_english, self.act_italian])
        help_menu = bar.addMenu(tr("&Help"))
        help_menu.addAction(self.act_about)
        # the menu bar owns them (and they their submenus): a language switch deletes them
        self._menus = [file_menu, edit_menu, self.game_menu, view_menu, settings_menu, help_menu]
        self._fill_recent()

    def _fill_game_menu(self) -> None:
        self.game_menu.clear()
        self.game_menu.addAction(self.act_apply)
        commands = self.scene.menu_actions() if self.scene is not None else []
        if commands:
            self.game_menu.addSeparator()
        for label, callback in commands:
            self.game_menu.addAction(label).triggered.connect(lambda _checked=False, c=callback: c())

    def _fill_recent(self) -> None:
        self.recent_menu.clear()
        for path in self.settings.recent_files:
            act = self.recent_menu.addAction(path)
            act.triggered.connect(lambda _checked=False, p=path: self.open_other(Path(p)))
        self.recent_menu.setEnabled(bool(self.settings.recent_files))

    # -- the game -----------------------------------------------------------------
    def set_session(self, session: Session, path: Path | None = None) -> None:
        old_controller, old_scene = self.controller, self.scene
        if old_controller is not None:
            old_controller.close()
        for dock in self.docks.values():
            self.removeDockWidget(dock)
            dock.deleteLater()
        self.docks.clear()
        self.panels_menu.clear()
        if self.controller is not None and session is not self.controller.session and self.unsaved_work():
            self.set_aside_autosave()  # the autosave is about to hold the new game: nothing lost
        set_game(session.game.id)
        self.remember_game_file(path)
        self.controller = SessionController(session, path, self)
        self.controller.set_auto_apply(self.settings.auto_apply)
        self.controller.error.connect(self.show_status_error)
        self.controller.changed.connect(self.update_actions)
        self.scene = scene_class(session.game)(self.controller, self)
        self.scene.refresh()
        self.view.setScene(self.scene)
        # the replaced board and controller are the window's children: delete them, or every new
        # game, opened file and language switch keeps the old board, session and history alive
        for replaced in (old_scene, old_controller):
            if replaced is not None:
                replaced.deleteLater()
        self._fill_game_menu()
        self.view._fit_pending = True
        self.view.fit()
        # the panels are filled once the board has painted: the board comes first
        self._unfilled = [BotPanel(self.controller), HistoryPanel(self.controller)]
        self._add_dock("automa", tr("Automa"), self._unfilled[0], Qt.DockWidgetArea.RightDockWidgetArea)
        self._add_dock("history", tr("History"), self._unfilled[1], Qt.DockWidgetArea.RightDockWidgetArea)
        if session.game.rolls_dice(session.options):
            self._unfilled.append(DicePanel(self.controller))
            self._add_dock("dice", tr("Dice"), self._unfilled[-1], Qt.DockWidgetArea.LeftDockWidgetArea)
        self.view.painted.connect(self._schedule_fill, Qt.ConnectionType.UniqueConnection)
        self.view.viewport().update()
        if self.settings.window_state:
            self.restoreState(QByteArray.fromBase64(self.settings.window_state.encode()))
        self.update_actions()

    def _schedule_fill(self) -> None:
        if self._unfilled:
            QTimer.singleShot(0, self._fill_panels)

    def _fill_panels(self) -> None:
        panels, self._unfilled = self._unfilled, []
        for panel in panels:
            panel.refresh()

    def _add_dock(self, name: str, title: str, widget: QWidget, area: Qt.DockWidgetArea) -> None:
        dock = QDockWidget(title, self)
        dock.setObjectName(f"dock_{name}")
        dock.setWidget(widget)
        self.addDockWidget(area, dock)
        self.docks[name] = dock
        self.panels_menu.addAction(dock.toggleViewAction())

    def update_actions(self) -> None:
        controller = self.controller
        has = controller is not None
        self.act_save.setEnabled(has)
        self.act_save_as.setEnabled(has)
        self.act_undo.setEnabled(has and controller.session.can_undo())
        self.act_redo.setEnabled(has and controller.session.can_redo())
        self.act_apply.setEnabled(has)
        if not has:
            self.status_label.setText(tr("No game open: File ▸ New game… or Open…"))
            self.setWindowTitle(APP_NAME)
            return
        game, state = controller.game, controller.state
        result = game.result(state)
        mode = tr("digital table") if controller.session.mode == "digital" else tr("companion")
        if result is not None:
            turn = result_text(result)
        else:
            side = game.to_move(state)
            turn = tr("to move: %s") % message(f"side.{side}") if side else ""
        title = game.title_for(controller.session.options).get(language())
        self.status_label.setText(f"{title} · {mode} · {turn}")
        name = controller.path.name if controller.path else tr("unsaved")
        self.setWindowTitle(f"{name} — {APP_NAME}")

    # -- commands --------------------------------------------------------------------
    def unsaved_work(self) -> bool:
        """The game has moves that no save file holds: changed since it was saved or opened, or
        never saved (a resumed autosave included)."""
        c = self.controller
        return c is not None and (c.dirty or (c.path is None and bool(c.session.steps or c.session.branches)))

    def ask_unsaved(self) -> QMessageBox.StandardButton:
        buttons = QMessageBox.StandardButton
        return QMessageBox.question(
            self, APP_NAME, tr("The current game has moves that are not saved in a file. Save it first?"),
            buttons.Save | buttons.Discard | buttons.Cancel, buttons.Save)

    def may_replace_game(self) -> bool:
        """Before another game replaces this one from the menus: its unsaved moves are saved, or
        dropped by the player's choice; Cancel keeps the game."""
        if not self.unsaved_work():
            return True
        answer = self.ask_unsaved()
        if answer == QMessageBox.StandardButton.Save:
            return self.save()
        return answer == QMessageBox.StandardButton.Discard

    def new_game(self) -> None:
        from solo_desk.ui.wizard import NewGameWizard

        if not self.may_replace_game():
            return
        wizard = NewGameWizard(self)
        if wizard.exec():
            self.start_game(*wizard.choice())

    def start_game(self, game_id: str, options: dict[str, Any], seed: int, mode: str) -> bool:
        try:
            session = Session.new(registry.get(game_id), options, seed, mode)  # type: ignore[arg-type]
        except SoloDeskError as exc:
            self.show_error(exc.message(language()))
            return False
        self.set_session(session)
        self.controller.autosave()
        return True

    def open_dialog(self, folder: str | None = None) -> None:
        if not self.may_replace_game():
            return
        path, _ = QFileDialog.getOpenFileName(self, tr("Open a saved game"), folder or self.settings.last_folder or "",
                                              SAVE_FILTER)
        if path:
            self.open_file(Path(path))

    def open_set_aside(self) -> None:
        """The autosaved games another game replaced before they were saved in a file."""
        self.open_dialog(str(saves.set_aside_dir()))

    def open_file(self, path: Path) -> bool:
        """Load a save; a bad file gets a dialog and changes nothing."""
        try:
            session = saves.load(path)
        except SoloDeskError as exc:
            self.show_error(exc.message(language()))
            return False
        self.set_session(session, path)
        self.remember_file(path)
        for warning in session.load_warnings:  # e.g. the game's content changed since the save
            self.show_status_error(message(warning.key, warning.params))
        return True

    def open_other(self, path: Path) -> bool:
        """A recent file chosen from the menu (the current game's unsaved moves asked about first)."""
        return self.may_replace_game() and self.open_file(path)

    def remember_game_file(self, path: Path | None) -> None:
        """The save file of the game the autosave now holds (None: never saved), written at once:
        after a crash the resumed game still knows its file."""
        self.settings.game_file = str(path) if path else None
        if self.keep_settings:
            try:
                save_settings(self.settings)
            except OSError:
                pass  # the window still works; the next resume just will not know the file

    def remember_file(self, path: Path) -> None:
        """An opened save becomes the last folder and the first recent file."""
        self.settings.last_folder = str(path.parent)
        self.settings.add_recent(str(path))
        self._fill_recent()

    def save(self) -> bool:
        if self.controller is None:
            return False
        if self.controller.path is None:
            return self.save_as()
        return self.controller.save()

    def save_as(self) -> bool:
        if self.controller is None:
            return False
        path, _ = QFileDialog.getSaveFileName(self, tr("Save the game"), self.settings.last_folder or "", SAVE_FILTER)
        if not path:
            return False
        if self.controller.save(Path(path)):
            self.remember_game_file(Path(path))
            self.settings.last_folder = str(Path(path).parent)
            self.settings.add_recent(path)
            self._fill_recent()
            self.update_actions()
            return True
        return False

    def undo(self) -> None:
        if self.controller is not None:
            self.controller.undo()

    def redo(self) -> None:
        if self.controller is not None:
            self.controller.redo()

    def apply_proposal(self) -> None:
        if self.controller is not None and not self.controller.apply_proposal():
            self.statusBar().showMessage(tr("The automa has no turn to apply now"), 4000)

    def set_language(self, lang: str) -> None:
        self.settings.language = lang  # type: ignore[assignment]
        save_settings(self.settings)
        set_language(lang)
        self.retranslate()
        self.language_changed.emit(lang)

    def retranslate(self) -> None:
        """Rebuild every text in the new language; the game itself is untouched."""
        for action in self.actions():
            self.removeAction(action)
            action.deleteLater()
        self.menuBar().clear()  # removes the menus from the bar, but does not delete them
        for menu in self._menus:
            menu.deleteLater()
        self._build_actions()
        self._build_menus()
        if self.controller is not None:
            auto = self.controller.auto_apply
            self.settings.auto_apply = auto
            self.set_session(self.controller.session, self.controller.path)
        self.update_actions()

    def about(self) -> None:
        QMessageBox.about(self, tr("About Solo Desk"),
                          tr("Solo Desk %s — play board games solo against an automa.") % __version__)

    def show_error(self, text: str) -> None:
        QMessageBox.warning(self, APP_NAME, text)

    def show_status_error(self, text: str) -> None:
        self.statusBar().showMessage(text, 8000)

    def offer_resume(self) -> bool:
        """On start: offer to resume the last (autosaved) game."""
        found = saves.resumable()
        if found is None:
            return False
        _path, session = found
        question = tr("Resume the last game (%s, %d steps played)?") % (
            session.game.title_for(session.options).get(language()), session.cursor)
        answer = QMessageBox.question(self, APP_NAME, question + "\n" + tr(
            "If not, it is set aside: File ▸ Open a game set aside… finds it again."),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No)
        if answer != QMessageBox.StandardButton.Yes:
            self.set_aside_autosave()
            return False
        file, saved = self.resumed_file(session)
        self.set_session(session, file)
        if saved is not None:  # moves made since the file was last saved are unsaved work
            self.controller.dirty = not same_record(session, saved)
        return True

    def set_aside_autosave(self) -> None:
        try:
            saves.archive_autosave()
        except OSError as exc:
            self.show_status_error(write_failure("autosave_failed", exc))

    def resumed_file(self, session: Session) -> tuple[Path | None, Session | None]:
        """The save file the autosaved game came from or was saved to, and what it holds, if it is
        still there and holds the same game (otherwise the resumed game is unsaved)."""
        if not self.settings.game_file:
            return None, None
        file = Path(self.settings.game_file)
        try:
            saved = saves.load(file)
        except SoloDeskError:
            return None, None
        if saved.game.id != session.game.id or saved.initial != session.initial:
            return None, None
        return file, saved

    # -- window state -----------------------------------------------------------------
    def _restore_geometry(self) -> None:
        """The saved size and place, if they still fit the screen (a smaller screen, a laptop
        after a monitor: the window is made to fit, never left with its bottom off-screen)."""
        if self.settings.geometry:
            self.restoreGeometry(QByteArray.fromBase64(self.settings.geometry.encode()))
        self.fit_to_screen()

    def fit_to_screen(self) -> None:
        area = screen_area(self)
        if area is None or self.isMaximized() or self.isFullScreen():
            return
        size = fitted_size(self.size(), area)
        if size != self.size():
            self.resize(size)
        frame = self.frameGeometry()
        if not area.contains(frame):  # move it back inside
            left = max(area.left(), min(frame.left(), area.right() - frame.width()))
            top = max(area.top(), min(frame.top(), area.bottom() - frame.height()))
            self.move(left, top)

    def remember_geometry(self) -> None:
        self.settings.geometry = bytes(self.saveGeometry().toBase64().data()).decode()
        self.settings.window_state = bytes(self.saveState().toBase64().data()).decode()
        if self.controller is not None:
            self.settings.auto_apply = self.controller.auto_apply

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802
        if self.keep_settings:
            self.remember_geometry()
            try:
                save_settings(self.settings)
            except OSError:
                pass
        if self.controller is not None:
            self.controller.autosave()
            self.controller.close()
        super().closeEvent(event)
