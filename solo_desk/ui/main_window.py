"""The main window: menus and shortcuts, the board, the automa/history/dice panels."""
from __future__ import annotations

import importlib
from pathlib import Path
from typing import Any

from PySide6.QtCore import QByteArray, QEvent, QRect, QSize, Qt, QTimer, QUrl, Signal
from PySide6.QtGui import QAction, QCloseEvent, QDesktopServices, QGuiApplication, QKeySequence
from PySide6.QtWidgets import (
    QDialog,
    QApplication,
    QDialogButtonBox,
    QDockWidget,
    QFileDialog,
    QLabel,
    QMainWindow,
    QMessageBox,
    QSizePolicy,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from solo_desk import APP_NAME, __version__
from solo_desk.core import registry, saves
from solo_desk.core.errors import SoloDeskError
from solo_desk.core.session import Session
from solo_desk.ui.board import BoardScene, BoardView, WelcomeScene
from solo_desk.ui.controller import SessionController, write_failure
from solo_desk.ui.i18n import active_game, language, message, set_game, set_language, tr
from solo_desk.ui.panels import (
    PANEL_MIN_WIDTH,
    PANEL_WIDTH,
    BotPanel,
    DicePanel,
    HistoryPanel,
    capitalised,
    choice_items,
    closing_text,
    result_text,
    scores_text,
    step_text,
)
from solo_desk.ui.settings import Settings, save_settings

def save_filter() -> str:
    """The file dialogs' filters, in the window's language."""
    return tr("Solo Desk saves (*.json)") + ";;" + tr("All files (*)")


def with_suffix(path: str, chosen_filter: str) -> Path:
    """A save named without an extension, with the saves' filter chosen, gets ".json": Open (its
    filter) finds it again."""
    found = Path(path)
    if not found.suffix and chosen_filter != tr("All files (*)"):
        found = found.with_name(found.name + ".json")
    return found


MEDIA_KEYS = (Qt.Key.Key_ZoomIn, Qt.Key.Key_ZoomOut)  # a keyboard's own keys, not listed as shortcuts


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
# The side panels take at most this share of the window's width by default (the board the rest);
# the Dice panel sits on the left only when both sides fit in it, else under the Automa.
PANELS_SHARE = 0.28
DICE_WIDTH = 170


def docs_folder() -> Path | None:
    """The project's documentation (README.md, docs/<game>.md) next to the package: there in a
    checkout or an editable install, not in a wheel or the bundle."""
    root = Path(__file__).resolve().parents[2]
    return root if (root / "README.md").is_file() and (root / "docs").is_dir() else None


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


class ElidedLabel(QLabel):
    """A one-line label that ends its text with "…" when it is wider than the label (the whole
    text is ``full_text()``; the caller puts it in the tooltip)."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self._full = ""

    def full_text(self) -> str:
        return self._full

    def set_full_text(self, text: str) -> None:
        self._full = text
        self._elide()

    def resizeEvent(self, event) -> None:  # noqa: N802
        super().resizeEvent(event)
        self._elide()

    def _elide(self) -> None:
        margins = self.contentsMargins()
        room = max(0, self.width() - margins.left() - margins.right() - 2 * self.margin())
        shown = self.fontMetrics().elidedText(self._full, Qt.TextElideMode.ElideRight, room)
        if shown != self.text():
            self.setText(shown)


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
        self.welcome: WelcomeScene | None = None
        self.status_label = QLabel()
        self.statusBar().addPermanentWidget(self.status_label)
        # a message (a refusal and its reason) gets the whole bar while it is shown
        self.statusBar().messageChanged.connect(lambda text: self.status_label.setVisible(not text))
        self.docks: dict[str, QDockWidget] = {}
        self._placing = False  # the window itself is placing the panels (not the player)
        self._status_table: Any = None  # the table a refusal in the status bar was made on
        # the details of the piece with the keyboard focus, on the left of the status bar (a message,
        # a refusal, is shown over it for its time; the game's line stays on the right)
        self.focus_label = ElidedLabel()
        self.focus_label.setObjectName("focusDetails")
        self.focus_label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.statusBar().addWidget(self.focus_label, 1)
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
        self.act_open_set_aside = self._action(tr("Open a game se&t aside…"), self.open_set_aside, None,
                                               "actOpenSetAside")
        self.act_save = self._action(tr("&Save"), self.save, K.Save, "actSave")
        self.act_save_as = self._action(tr("Save &as…"), self.save_as, "Ctrl+Shift+S", "actSaveAs")
        self.act_quit = self._action(tr("&Quit"), self.close, "Ctrl+Q", "actQuit")
        self.act_undo = self._action(tr("&Undo"), self.undo, "Ctrl+Z", "actUndo")
        self.act_redo = self._action(tr("&Redo"), self.redo, "Ctrl+Shift+Z", "actRedo")
        self.act_redo.setShortcuts([QKeySequence("Ctrl+Shift+Z"), QKeySequence("Ctrl+Y")])
        self.act_apply = self._action(tr("&Apply the automa's turn"), self.apply_proposal, "Ctrl+Return", "actApply")
        self.act_auto_apply = self._action(tr("Auto-&apply the automa's turns"), self.set_auto_apply, None,
                                           "actAutoApply")
        self.act_auto_apply.setCheckable(True)
        self.act_auto_apply.setChecked(self.settings.auto_apply)
        self.act_fit = self._action(tr("&Fit to window"), self.view.fit, "Ctrl+0", "actFit")
        self.act_zoom_in = self._action(tr("Zoom &in"), lambda: self.view.zoom(1.2), K.ZoomIn, "actZoomIn")
        self.act_zoom_in.setShortcuts([*QKeySequence.keyBindings(K.ZoomIn), QKeySequence("Ctrl+=")])  # + needs Shift
        self.act_zoom_out = self._action(tr("Zoom &out"), lambda: self.view.zoom(1 / 1.2), K.ZoomOut, "actZoomOut")
        self.act_english = self._action("English", lambda: self.set_language("en"), None, "actEnglish")
        self.act_italian = self._action("Italiano", lambda: self.set_language("it"), None, "actItalian")
        for act in (self.act_english, self.act_italian):
            act.setCheckable(True)
        self.act_english.setChecked(language() == "en")
        self.act_italian.setChecked(language() == "it")
        self.act_about = self._action(tr("&About Solo Desk"), self.about, None, "actAbout")
        self.act_shortcuts = self._action(tr("&Keyboard shortcuts"), self.show_shortcuts, None, "actShortcuts")
        self.act_docs = self._action(tr("&Documentation"), self.open_docs, K.HelpContents, "actDocs")
        # the usual "next pane" keys: the board, the Automa panel's question (or Apply), History
        self.act_next_pane = self._action(tr("Ne&xt panel (board, Automa, History)"),
                                          lambda: self.next_pane(True), "F6", "actNextPane")
        self.act_previous_pane = self._action(tr("Pre&vious panel"), lambda: self.next_pane(False),
                                              "Shift+F6", "actPreviousPane")

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
        view_menu.addSeparator()
        view_menu.addActions([self.act_next_pane, self.act_previous_pane])
        self.panels_menu = view_menu.addMenu(tr("&Panels"))
        settings_menu = bar.addMenu(tr("&Settings"))
        language_menu = settings_menu.addMenu(tr("&Language"))
        language_menu.addActions([self.act_english, self.act_italian])
        settings_menu.addAction(self.act_auto_apply)
        help_menu = bar.addMenu(tr("&Help"))
        help_menu.addActions([self.act_docs, self.act_shortcuts])
        help_menu.addSeparator()
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
            act = self.recent_menu.addAction(path.replace("&", "&&"))  # "R&D" is a folder, not a shortcut
            act.triggered.connect(lambda _checked=False, p=path: self.open_other(Path(p)))
        self.recent_menu.setEnabled(bool(self.settings.recent_files))
        if self.controller is None:
            self.show_welcome()  # its list of recent files

    # -- the game -----------------------------------------------------------------
    def set_session(self, session: Session, path: Path | None = None) -> None:
        old_controller, old_scene = self.controller, self.scene
        # the same game again (a language switch): what its controller knew is carried over
        same = old_controller if old_controller is not None and old_controller.session is session else None
        if old_controller is not None:
            old_controller.close()
        self._remember_panels()
        for dock in self.docks.values():
            self.removeDockWidget(dock)
            dock.deleteLater()
        self.docks.clear()
        self.panels_menu.clear()
        if self.controller is not None and session is not self.controller.session and self.unsaved_work():
            self.set_aside_autosave()  # the autosave is about to hold the new game: nothing lost
        set_game(session.game.id)
        self.act_apply.setText(message("menu.apply"))  # the game's own name of its automa
        self.act_auto_apply.setText(message("menu.auto_apply"))
        if self.welcome is not None:  # a game on the table now
            self.welcome.deleteLater()
            self.welcome = None
        self.remember_game_file(path)
        self.controller = SessionController(session, path, self)
        if same is not None:
            self.controller.inherit(same)  # unsaved moves stay unsaved, applied turns explained
        self.controller.set_auto_apply(self.settings.auto_apply)
        self.controller.error.connect(self.show_status_error)
        self.controller.info.connect(self.show_status_info)
        self.controller.changed.connect(self.update_actions)
        self.controller.proposal_changed.connect(self.update_actions)  # an answer can be undone
        self.controller.changed.connect(self._table_changed)
        self.controller.auto_apply_changed.connect(self._auto_apply_changed)
        self.scene = scene_class(session.game)(self.controller, self)
        self.scene.focus_changed.connect(self._focus_details)
        self._focus_details("", True)  # a new board: no piece has the focus yet
        self.scene.refresh()
        self.view.setScene(self.scene)
        # the replaced board and controller are the window's children: delete them, or every new
        # game, opened file and language switch keeps the old board, session and history alive
        for replaced in (old_scene, old_controller):
            if replaced is not None:
                replaced.deleteLater()
        self._fill_game_menu()
        self.view.fit()  # a new board: fitted, and kept fitted until the player zooms
        # the panels are filled once the board has painted: the board comes first
        self._unfilled = [BotPanel(self.controller), HistoryPanel(self.controller)]
        self._unfilled[0].leave_focus.connect(self.focus_board)
        self._add_dock("automa", tr("Automa"), self._unfilled[0], Qt.DockWidgetArea.RightDockWidgetArea)
        self._add_dock("history", tr("History"), self._unfilled[1], Qt.DockWidgetArea.RightDockWidgetArea)
        if session.game.rolls_dice(session.options):
            self._unfilled.append(DicePanel(self.controller))
            self._add_dock("dice", tr("Dice"), self._unfilled[-1], Qt.DockWidgetArea.LeftDockWidgetArea)
        self._arrange_panels()
        self.view.painted.connect(self._schedule_fill, Qt.ConnectionType.UniqueConnection)
        self.view.viewport().update()
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
        self._placing = True
        try:
            self.addDockWidget(area, dock)
        finally:
            self._placing = False
        self.docks[name] = dock
        self.panels_menu.addAction(dock.toggleViewAction())
        dock.dockLocationChanged.connect(self._panels_moved)
        dock.topLevelChanged.connect(self._panels_moved)

    # -- the side panels' layout ------------------------------------------------------
    def _remember_panels(self) -> None:
        """The panels the player closed, and their layout if they arranged it themselves."""
        if not self.docks:
            return
        self.settings.hidden_panels = sorted(name for name, dock in self.docks.items() if dock.isHidden())
        if self.settings.panels_arranged:
            self.settings.window_state = bytes(self.saveState().toBase64().data()).decode()

    def _arrange_panels(self) -> None:
        """The panels as the player left them: closed ones closed, and their own sizes and places
        if they changed them; else a share of the window's width proportionate to it."""
        self._placing = True
        try:
            if self.settings.panels_arranged and self.settings.window_state:
                self.restoreState(QByteArray.fromBase64(self.settings.window_state.encode()))
            else:
                self._default_panels()
            for name, dock in self.docks.items():
                dock.setVisible(name not in self.settings.hidden_panels)
        finally:
            self._placing = False

    def panel_widths(self, width: int) -> tuple[int, int]:
        """The default widths of the right-hand panels and of a Dice panel on the left (0: the
        window is too narrow for it, the Dice go under the Automa) for a window ``width`` wide."""
        share = int(width * PANELS_SHARE)
        if share >= DICE_WIDTH + PANEL_WIDTH:  # the right-hand panels keep their full width
            return PANEL_WIDTH, DICE_WIDTH
        return max(PANEL_MIN_WIDTH, min(PANEL_WIDTH, share)), 0

    def _default_panels(self) -> None:
        right, left = self.panel_widths(self.width())
        dice, automa = self.docks.get("dice"), self.docks.get("automa")
        if dice is not None and automa is not None:
            if left:
                self.addDockWidget(Qt.DockWidgetArea.LeftDockWidgetArea, dice)
            else:
                self.splitDockWidget(automa, dice, Qt.Orientation.Vertical)
        self._size_panels()

    def _size_panels(self) -> None:
        right, left = self.panel_widths(self.width())
        docks = [d for d in self.docks.values() if not d.isFloating()]
        # a panel already on the left keeps a width (0 when the window is too narrow for a left
        # column: it was placed there while the window was wider)
        widths = [(left or DICE_WIDTH) if self.dockWidgetArea(d) == Qt.DockWidgetArea.LeftDockWidgetArea else right
                  for d in docks]
        if docks:
            self.resizeDocks(docks, widths, Qt.Orientation.Horizontal)
        # once the dock area has its new height (a resize lays it out after this event)
        QTimer.singleShot(0, self, self._share_column_height)

    def _share_column_height(self) -> None:
        """The right-hand column's height shared out, the History's too: left to the panels' own
        sizes, the Automa panel took all a taller window gave (the History kept five lines)."""
        if self.settings.panels_arranged or not self.docks:
            return  # the player's own sizes stay
        shares = {"automa": 0.45, "dice": 0.2, "history": 0.35} if "dice" in self.docks and \
            self.dockWidgetArea(self.docks["dice"]) == Qt.DockWidgetArea.RightDockWidgetArea else \
            {"automa": 0.6, "history": 0.4}
        column = [n for n in shares if n in self.docks and not self.docks[n].isFloating()
                  and not self.docks[n].isHidden()
                  and self.dockWidgetArea(self.docks[n]) == Qt.DockWidgetArea.RightDockWidgetArea]
        if len(column) > 1:
            height = max(self.height() - 80, 400)  # the menu and status bars aside
            self.resizeDocks([self.docks[n] for n in column], [int(height * shares[n]) for n in column],
                             Qt.Orientation.Vertical)

    def _panels_moved(self, *_args: Any) -> None:
        if not self._placing and self.docks:
            self.settings.panels_arranged = True

    def event(self, event: QEvent) -> bool:  # noqa: N802 (Qt name)
        # a press on the line between the board and a panel (the window shows the resize cursor
        # there): the player sizes the panels, their sizes are kept from now on
        if event.type() == QEvent.Type.MouseButtonPress and getattr(self, "docks", None) and self.cursor().shape() in (
                Qt.CursorShape.SplitHCursor, Qt.CursorShape.SplitVCursor):
            self.settings.panels_arranged = True
        return super().event(event)

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt name)
        super().resizeEvent(event)
        if getattr(self, "docks", None) and not self.settings.panels_arranged:
            self._size_panels()  # the default share follows the window

    def update_actions(self) -> None:
        controller = self.controller
        has = controller is not None
        self.act_save.setEnabled(has)
        self.act_save_as.setEnabled(has)
        self.act_undo.setEnabled(has and controller.can_undo())
        self.act_redo.setEnabled(has and controller.can_redo())
        self._name_undo_redo()
        for act in (self.act_fit, self.act_zoom_in, self.act_zoom_out, self.act_next_pane, self.act_previous_pane):
            act.setEnabled(has)  # no game: no board and no panels to go to
        if not has:
            self.act_apply.setEnabled(False)
            self.status_label.setText(tr("No game open: File ▸ New game… or Open…"))
            self.setWindowTitle(APP_NAME)
            self.setWindowModified(False)
            return
        game, state = controller.game, controller.state
        result = game.result(state)
        self.act_apply.setEnabled(result is None)  # the game is over: no turn to apply
        mode = tr("digital table") if controller.session.mode == "digital" else tr("companion")
        if result is not None:
            turn = result_text(result)
            scores = scores_text(result)
            if scores:
                turn += f" ({scores})"
        else:
            side = game.to_move(state)
            turn = tr("to move: %s") % message(f"side.{side}") if side else ""
        title = game.title_for(controller.session.options).get(language())
        self.status_label.setText(f"{title} · {mode} · {turn}")
        name = controller.path.name if controller.path else tr("unsaved")
        # "game.json* — Solo Desk" while it has moves no save file holds (Qt's own marker)
        self.setWindowTitle(f"{name}[*] — {APP_NAME}")
        self.setWindowModified(self.unsaved_work())

    # -- commands --------------------------------------------------------------------
    def unsaved_work(self) -> bool:
        """The game has moves that no save file holds: changed since it was saved or opened, or
        never saved (a resumed autosave included)."""
        c = self.controller
        return c is not None and (c.dirty or (c.path is None and bool(c.session.steps or c.session.branches)))

    def ask_unsaved(self) -> QMessageBox.StandardButton:
        buttons = QMessageBox.StandardButton
        return QMessageBox.question(
            self, APP_NAME, tr("The current game has moves that are not saved in a file. Save it first?") + "\n"
            + tr("Discard sets it aside: File ▸ Open a game set aside… finds it again."),
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
        from solo_desk.ui import wizard as wizards

        if not self.may_replace_game():
            return
        wizards.remember(self.settings.last_new_game)  # the choices of the last game, even of another run
        wizard = wizards.NewGameWizard(self)
        if wizard.exec():
            self.settings.last_new_game = wizards.last_choices()
            save_settings(self.settings)
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
                                              save_filter())
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
            if str(path) in self.settings.recent_files and not path.exists():  # gone: not offered again
                self.settings.recent_files.remove(str(path))
                self._fill_recent()
            return False
        self.set_session(session, path)
        self.remember_file(path)
        title = session.game.title_for(session.options).get(language())
        for warning in session.load_warnings:  # e.g. the game's content changed since the save
            params = dict(warning.params)
            if "game" in params:  # the game's name, not its id
                params["game"] = title
            self.show_status_error(message(warning.key, params))
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
        done = self._saved(self.controller.save())
        self.update_actions()  # saved: the title's unsaved marker goes
        return done

    def _saved(self, done: bool) -> bool:
        """A save that failed is said in a dialog: the game is not in the file."""
        if not done and self.controller is not None and self.controller.save_error:
            text = self.controller.save_error
            self.show_error(text[:1].upper() + text[1:])  # a sentence of its own in the dialog
        return done

    def save_as(self) -> bool:
        if self.controller is None:
            return False
        path, chosen = QFileDialog.getSaveFileName(self, tr("Save the game"), self.settings.last_folder or "",
                                                   save_filter())
        if not path:
            return False
        if str(with_suffix(path, chosen)) != path:  # the dialog asked about the name as typed, not this one
            path = str(with_suffix(path, chosen))
            if Path(path).exists() and QMessageBox.question(
                    self, APP_NAME, tr("%s already exists. Replace it?") % path,
                    QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
                    QMessageBox.StandardButton.No) != QMessageBox.StandardButton.Yes:
                return False
        if self._saved(self.controller.save(Path(path))):
            self.remember_game_file(Path(path))
            self.settings.last_folder = str(Path(path).parent)
            self.settings.add_recent(path)
            self._fill_recent()
            self.update_actions()
            return True
        return False

    def undo(self) -> None:
        if self.controller is not None:
            done = self.undo_redo_text(self.controller.next_undo(), redo=False)
            self.controller.undo()
            if done is not None:  # what was taken back, said in the status bar
                self.statusBar().showMessage(done[2], 6000)

    def redo(self) -> None:
        if self.controller is not None:
            done = self.undo_redo_text(self.controller.next_redo(), redo=True)
            self.controller.redo()
            if done is not None:
                self.statusBar().showMessage(done[2], 6000)

    def _name_undo_redo(self) -> None:
        """Edit ▸ Undo and Redo say what they will take back or do again: an answer told in the
        Automa panel ("Undo answer: 5") or a step ("Undo: you take …"), whole in their tooltip and
        in the status bar while the menu shows them."""
        for action, base, redo in ((self.act_undo, tr("&Undo"), False), (self.act_redo, tr("&Redo"), True)):
            what = None
            if self.controller is not None:
                what = self.controller.next_redo() if redo else self.controller.next_undo()
            named = self.undo_redo_text(what, redo)
            action.setText(named[0] if named else base)
            action.setToolTip(named[1] if named else base.replace("&", ""))
            action.setStatusTip(named[1] if named else "")

    def undo_redo_text(self, what: tuple[str, Any] | None, redo: bool) -> tuple[str, str, str] | None:
        """The menu text, the whole description and the status bar's message after it is done, of
        what Undo (or Redo) takes back (does again); None when there is nothing."""
        controller = self.controller
        if what is None or controller is None:
            return None
        kind, subject = what
        if kind == "answer":
            name, value = subject if redo else (subject, controller.inputs.get(subject, ""))
            request = next((r for r in controller.proposal.inputs if r.name == name), None) \
                or controller.answered_questions().get(name)
            label = value
            question = ""
            if request is not None:
                label = dict((v, t) for t, v in choice_items(request, language())).get(value, value)
                question = message(request.key, request.params)
            short = elide(label)
            if redo:
                return (tr("&Redo answer: %s") % short,
                        tr("Tell again your answer \"%s\" to: %s") % (label, question) if question
                        else tr("Tell again your answer \"%s\"") % label,
                        tr("Answer told again: %s") % label)
            return (tr("&Undo answer: %s") % short,
                    tr("Take back your answer \"%s\" to: %s") % (label, question) if question
                    else tr("Take back your answer \"%s\"") % label,
                    tr("Answer taken back: %s") % label)
        steps = controller.session.steps
        number = next((i for i, s in enumerate(steps, start=1) if s is subject), 0)
        who, described = step_text(controller.game, subject, controller.state)
        # whose move, as the history says it: "Undo (the AI): builds in Luceria…", not a move with no subject
        whole = f"{who}: {described}" if who else described
        if redo:
            menu = tr("&Redo (%s): %s") % (who, elide(described)) if who else tr("&Redo: %s") % elide(described)
            return (menu, tr("Redo step %d: %s") % (number, whole), tr("Step %d done again: %s") % (number, whole))
        menu = tr("&Undo (%s): %s") % (who, elide(described)) if who else tr("&Undo: %s") % elide(described)
        return (menu, tr("Undo step %d: %s") % (number, whole), tr("Step %d undone: %s") % (number, whole))

    def set_auto_apply(self, on: bool) -> None:
        """Settings ▸ Auto-apply and the Automa panel's box: one setting."""
        self.settings.auto_apply = bool(on)
        if self.controller is not None:
            self.controller.set_auto_apply(bool(on))
        else:
            self.act_auto_apply.setChecked(bool(on))

    def _auto_apply_changed(self, on: bool) -> None:
        self.settings.auto_apply = on
        self.act_auto_apply.blockSignals(True)
        self.act_auto_apply.setChecked(on)
        self.act_auto_apply.blockSignals(False)
        panel = self.docks.get("automa")
        box = getattr(panel.widget(), "auto", None) if panel is not None else None
        if box is not None and box.isChecked() != on:
            box.blockSignals(True)
            box.setChecked(on)
            box.blockSignals(False)

    def apply_proposal(self) -> None:
        controller = self.controller
        if controller is None:
            return
        proposal = controller.proposal
        if proposal.applicable():
            controller.apply_proposal()  # a refusal says its own reason (controller.error)
        elif proposal.status == "needs_input":
            self.statusBar().showMessage(tr("First answer the questions in the Automa panel"), 6000)
        elif proposal.status == "game_over":
            self.statusBar().showMessage(tr("The game is over: undo its last move to play on"), 6000)
        else:  # named as the game names its automa ("SOLO", "the AI"), and what to do instead
            self.statusBar().showMessage(
                tr("%s has no turn to apply now: it is your move, play it on the board")
                % capitalised(message("side.automa")), 6000)

    def set_language(self, lang: str) -> None:
        self.settings.language = lang  # type: ignore[assignment]
        save_settings(self.settings)
        set_language(lang)
        self.retranslate()
        self.language_changed.emit(lang)

    def retranslate(self) -> None:
        """Rebuild every text in the new language; the game itself is untouched."""
        self.statusBar().clearMessage()  # a message of the old language
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

    def shortcuts(self) -> list[tuple[str, str]]:
        """Each command of the window that has keys, and its keys, from the actions themselves;
        then the board's keys (handled by the board itself: see BoardView.board_key)."""
        rows = []
        for action in self.actions():
            # a keyboard's own Zoom In key is named like the command ("Zoom in: Ctrl++, Zoom In"):
            # it works, but the list names only the keys one types
            keys = [k.toString(QKeySequence.SequenceFormat.NativeText) for k in action.shortcuts()
                    if k.count() != 1 or k[0].key() not in MEDIA_KEYS]
            if keys:  # Undo and Redo by their names, not what they will undo now
                text = {self.act_undo: tr("&Undo"), self.act_redo: tr("&Redo")}.get(action, action.text())
                rows.append((text.replace("&", ""), ", ".join(keys)))
        return rows + self.board_shortcuts()

    @staticmethod
    def board_shortcuts() -> list[tuple[str, str]]:
        """The keys of the board (when it has the keyboard: click it, or Tab to it)."""
        def keys(*sequences: str) -> str:
            return ", ".join(QKeySequence(k).toString(QKeySequence.SequenceFormat.NativeText) for k in sequences)

        return [
            (tr("Board: next / previous piece"), keys("Tab", "Shift+Tab")),
            (tr("Board: the nearest piece that way"), keys("Left", "Right", "Up", "Down")),
            (tr("Board: play the focused piece (click)"), keys("Return", "Space")),
            (tr("Board: move the focused piece (drag)"), keys("Shift+Return")),
            (tr("Board: correct the focused piece (right-click)"), keys("Menu", "Shift+F10")),
            (tr("Board: clear the focus"), keys("Esc")),
        ]

    def _focus_details(self, details: str, moved: bool) -> None:
        """The details of the piece with the keyboard focus (its tooltip, on one line) in the status
        bar, ended with "…" when longer than the bar, whole in its tooltip; ``moved``: the player
        moved the focus (else the same piece on a board drawn anew): a message about the piece
        before (a refusal) no longer hides the new one's details."""
        text = " · ".join(line.strip() for line in details.splitlines() if line.strip())
        self.focus_label.set_full_text(text)
        self.focus_label.setToolTip(details)
        if moved and text and self.statusBar().currentMessage():
            self.statusBar().clearMessage()
            self._status_table = None

    # -- the keyboard between the board and the panels ------------------------------------
    def focus_board(self) -> None:
        """The keys back to the board (its piece with the focus, else its first one)."""
        if self.controller is not None:
            self.view.setFocus(Qt.FocusReason.TabFocusReason)

    def pane_targets(self) -> list[tuple[str, QWidget]]:
        """The places F6 goes, in turn: the board, the Automa panel (its open question, else Apply,
        else its explanation), History (its list); a closed panel is skipped."""
        targets: list[tuple[str, QWidget]] = [("board", self.view)]
        automa, history = self.docks.get("automa"), self.docks.get("history")
        if automa is not None and automa.isVisible():
            panel = automa.widget()
            target = panel.focus_target() or (panel.steps if panel.steps.isVisible() else panel.auto)
            targets.append(("automa", target))
        if history is not None and history.isVisible():
            targets.append(("history", history.widget().list))
        return targets

    def next_pane(self, forward: bool = True) -> None:
        """F6 / Shift+F6: the keyboard to the next (previous) of the board and the panels."""
        if self.controller is None:
            return
        targets = self.pane_targets()
        focused = QApplication.focusWidget()
        here = 0
        for index, (name, _target) in enumerate(targets):
            holder = self.view if name == "board" else self.docks[name]
            if focused is not None and (focused is holder or holder.isAncestorOf(focused)):
                here = index
                break
        else:
            here = 0 if forward else 1 % len(targets)  # from elsewhere: the first panel, or the board
        name, target = targets[(here + (1 if forward else -1)) % len(targets)]
        if name == "board":
            self.focus_board()
        else:
            target.setFocus(Qt.FocusReason.ShortcutFocusReason)

    def show_shortcuts(self) -> None:
        dialog = QDialog(self)
        dialog.setObjectName("shortcutsDialog")
        dialog.setWindowTitle(tr("Keyboard shortcuts"))
        rows = self.shortcuts()
        table = QTableWidget(len(rows), 2, dialog)
        table.setHorizontalHeaderLabels([tr("Command"), tr("Keys")])
        for row, (command, keys) in enumerate(rows):
            table.setItem(row, 0, QTableWidgetItem(command))
            table.setItem(row, 1, QTableWidgetItem(keys))
        table.verticalHeader().hide()
        table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        table.setSelectionMode(QTableWidget.SelectionMode.NoSelection)
        table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        table.resizeColumnsToContents()
        table.resizeRowsToContents()
        table.horizontalHeader().setStretchLastSection(True)
        hint = QLabel(tr("On the board: the mouse wheel zooms, a drag on the empty table moves it; "
                         "click or drag a piece to play it, right-click it to correct it.") + "\n" +
                      tr("From the keyboard: Tab or the arrow keys give a piece the focus (a dashed black and "
                         "white frame; its details in the status bar), Enter plays it, Shift+Enter moves it, "
                         "the Menu key corrects it."))
        hint.setWordWrap(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(dialog.reject)
        layout = QVBoxLayout(dialog)
        layout.addWidget(table)
        layout.addWidget(hint)
        layout.addWidget(buttons)
        dialog.resize(560, 600)  # the board's commands and their keys side by side
        self._shortcuts_dialog = dialog  # for the tests
        dialog.exec()

    def docs_file(self) -> Path | None:
        """The documentation of the open game (docs/<game>.md), else the README, if installed."""
        folder = docs_folder()
        if folder is None:
            return None
        if self.controller is not None and (folder / "docs" / f"{self.controller.game.id}.md").is_file():
            return folder / "docs" / f"{self.controller.game.id}.md"
        return folder / "README.md"

    def open_docs(self) -> None:
        found = self.docs_file()
        if found is not None and QDesktopServices.openUrl(QUrl.fromLocalFile(str(found))):
            return
        if found is not None:  # there, but no program opens it: where it is, not "not installed"
            QMessageBox.information(self, tr("Documentation"), tr(
                "No program could open the documentation: it is the file %s (Markdown text).") % found)
            return
        QMessageBox.information(self, tr("Documentation"), tr(
            "The documentation (README.md and docs/, one file per game) is not installed with this copy "
            "of Solo Desk: it is in the project's source. The Automa panel names the rule of the rulebook "
            "behind each of the automa's steps; Help ▸ Keyboard shortcuts lists the keys."))

    def about(self) -> None:
        QMessageBox.about(self, tr("About Solo Desk"),
                          tr("Solo Desk %s — play board games solo against an automa.") % __version__)

    def show_error(self, text: str) -> None:
        QMessageBox.warning(self, APP_NAME, text)

    def show_status_error(self, text: str) -> None:
        self.statusBar().showMessage(text, 8000)
        # a refusal is about the table it was made on: a new table clears it (_table_changed)
        self._status_table = self.controller.state if self.controller is not None else None

    def show_status_info(self, text: str) -> None:
        """News about the table just made (a branch restored): it stays its usual time."""
        self.statusBar().showMessage(text, 6000)
        self._status_table = None

    def _table_changed(self) -> None:
        shown = self._status_table
        if shown is not None and self.controller is not None and self.controller.state is not shown:
            self.statusBar().clearMessage()
            self._status_table = None

    def show_welcome(self) -> None:
        """No game open: a welcome drawn on the table, with New game, Open and the recent files."""
        if self.controller is not None:
            return
        old, self.welcome = self.welcome, WelcomeScene(self)
        self.welcome.build(
            tr("Solo Desk"), tr("Play board games solo against an automa."),
            [(tr("New game…"), self.act_new.shortcut(), self.new_game),
             (tr("Open…"), self.act_open.shortcut(), self.open_dialog)],
            tr("Recent games"), [(Path(p).name, str(Path(p).parent), lambda p=p: self.open_other(Path(p)))
                                 for p in self.settings.recent_files])
        self.view.setScene(self.welcome)
        self.view.fit()
        if old is not None:
            old.deleteLater()

    def offer_resume(self) -> bool:
        """On start: offer to resume the last (autosaved) game."""
        found = saves.resumable()
        if found is None:
            return False
        _path, session = found
        title = session.game.title_for(session.options).get(language())
        result = session.game.result(session.state)
        if result is not None:  # a finished game: said so, with its result (as its History ends)
            shown = active_game()
            set_game(session.game.id)  # its own names of the sides ("the AI wins")
            try:
                question = tr("Open the last game again (%s)? It is over.") % title + "\n" + closing_text(result)
            finally:
                set_game(shown)
        else:
            played = tr("Resume the last game (%s, %d step played)?") if session.cursor == 1 else \
                tr("Resume the last game (%s, %d steps played)?")
            question = played % (title, session.cursor)
            if session.answers:  # a companion set-up is many answers before its first step: not lost
                question += " " + (tr("The answer you gave to its question is kept.") if len(session.answers) == 1
                                   else tr("The %d answers you gave to its questions are kept.") % len(session.answers))
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
        self.update_actions()  # the title's unsaved marker
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
        self._remember_panels()
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


MENU_TEXT_MAX = 56  # characters of what Undo/Redo will do, in the Edit menu (whole in the tooltip)


def elide(text: str, limit: int = MENU_TEXT_MAX) -> str:
    """A text for a menu item: its first line, at most about ``limit`` characters, an ampersand
    doubled (not a mnemonic). A longer line keeps its start and its end, whole words, with "…"
    between: what a step did last (the card, the token the table showed) is often at its end, and
    successive steps that start alike ("the table shows the Progress token…") stay told apart."""
    lines = text.splitlines() if text else []
    line = lines[0] if lines else ""
    if len(line) <= limit:
        return (line + ("…" if len(lines) > 1 else "")).replace("&", "&&")
    head = line[: limit // 2]
    if " " in head and not line[len(head)].isspace():
        head = head[: head.rindex(" ")]  # whole words
    tail = line[len(line) - (limit - len(head) - 3):]
    if " " in tail and not line[len(line) - len(tail) - 1].isspace():
        tail = tail[tail.index(" ") + 1:]
    return f"{head.rstrip()} … {tail.lstrip()}".replace("&", "&&")
