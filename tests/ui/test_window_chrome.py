"""The window's chrome: the title says whether the game has moves no save file holds
("game.json*"); the shortcuts list names the keys one types."""
from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication, QFileDialog, QMessageBox

from solo_desk.ui.main_window import MainWindow
from solo_desk.ui.settings import Settings

pytestmark = pytest.mark.gui


def play(window, moves: int = 1) -> None:
    for _ in range(moves):
        window.controller.apply(window.controller.game.legal_actions(window.controller.state)[0])


def shown_title(window) -> str:
    """The title as the system shows it (Qt's "[*]" replaced by "*" or nothing)."""
    QApplication.processEvents()
    return window.windowHandle().title()


def test_the_title_marks_unsaved_moves_until_save(window, tmp_path, monkeypatch):
    assert window.start_game("pebbles", {"pile": 9}, 3, "digital")
    assert shown_title(window) == "unsaved — Solo Desk"  # a fresh game: nothing to lose yet
    play(window)
    assert shown_title(window) == "unsaved* — Solo Desk"
    path = tmp_path / "g.json"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(path), ""))
    assert window.save()  # Save of a game never saved: Save as
    assert shown_title(window) == "g.json — Solo Desk"
    play(window)
    assert shown_title(window) == "g.json* — Solo Desk"
    assert window.save()  # Save to its file
    assert shown_title(window) == "g.json — Solo Desk"
    window.controller.undo()
    assert shown_title(window) == "g.json* — Solo Desk"


def test_an_opened_save_is_unmarked_until_a_move(window, qtbot, tmp_path):
    assert window.start_game("pebbles", {"pile": 9}, 3, "digital")
    play(window, 2)
    assert window.controller.save(tmp_path / "g.json")
    again = MainWindow(Settings())
    qtbot.addWidget(again)
    again.show()
    assert again.open_file(tmp_path / "g.json")
    assert shown_title(again) == "g.json — Solo Desk"
    again.controller.undo()  # undo is a change the file does not hold
    assert shown_title(again) == "g.json* — Solo Desk"
    again.set_language("it")  # unsaved still, in the other language
    try:
        assert shown_title(again) == "g.json* — Solo Desk"
    finally:
        again.set_language("en")


@pytest.mark.parametrize("lang, command", [("en", "Zoom in"), ("it", "Ingrandisci")])
def test_the_shortcuts_list_names_only_keys_one_types(window, lang, command):
    window.set_language(lang)
    try:
        rows = dict(window.shortcuts())
        assert rows[command] == "Ctrl++, Ctrl+="  # not "Ctrl++, Zoom In, Ctrl+=" (a keyboard's media key)
        assert all(command.casefold() not in keys.casefold() for command, keys in rows.items())
    finally:
        window.set_language("en")


def test_a_recent_file_whose_folder_has_an_ampersand_is_named_whole(window, tmp_path, monkeypatch):
    folder = tmp_path / "R&D"
    folder.mkdir()
    assert window.start_game("pebbles", {"pile": 9}, 3, "digital")
    play(window)
    assert window.controller.save(folder / "g.json")
    assert window.open_file(folder / "g.json")
    action = window.recent_menu.actions()[0]
    assert action.iconText() == str(folder / "g.json")  # shown with its "&" (not "RD", D underlined)
    opened = []
    monkeypatch.setattr(window, "open_file", lambda path: opened.append(path) or True)
    action.trigger()
    assert opened == [folder / "g.json"]


def test_save_as_without_an_extension_writes_a_json_file_open_finds(window, tmp_path, monkeypatch):
    assert window.start_game("pebbles", {"pile": 9}, 3, "digital")
    play(window)
    shown_filters = []

    def save_name(parent, caption, folder, filters, *rest):
        shown_filters.append(filters)
        return str(tmp_path / "my game"), filters.split(";;")[0]

    monkeypatch.setattr(QFileDialog, "getSaveFileName", save_name)
    assert window.save_as()
    assert (tmp_path / "my game.json").is_file() and not (tmp_path / "my game").exists()
    assert window.controller.path == tmp_path / "my game.json"
    assert shown_filters == ["Solo Desk saves (*.json);;All files (*)"]
    # "All files" chosen: the name as typed
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a: (str(tmp_path / "plain"), "All files (*)"))
    assert window.save_as() and (tmp_path / "plain").is_file()
    # "my game" again: the dialog asked about "my game", not "my game.json": asked here, No keeps it
    monkeypatch.setattr(QFileDialog, "getSaveFileName", save_name)
    before = (tmp_path / "my game.json").read_bytes()
    play(window)
    asked = []
    monkeypatch.setattr(QMessageBox, "question", lambda parent, title, text, *rest: asked.append(text) or QMessageBox.StandardButton.No)
    assert not window.save_as()
    assert asked == [f"{tmp_path / 'my game.json'} already exists. Replace it?"]
    assert (tmp_path / "my game.json").read_bytes() == before
    monkeypatch.setattr(QMessageBox, "question", lambda *a: QMessageBox.StandardButton.Yes)
    assert window.save_as() and (tmp_path / "my game.json").read_bytes() != before


def test_the_file_dialogs_filters_are_in_the_window_s_language(window, monkeypatch):
    asked = []
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda parent, caption, folder, filters, *r: asked.append(filters) or ("", ""))
    window.set_language("it")
    try:
        window.open_dialog()
    finally:
        window.set_language("en")
    assert asked == ["Salvataggi di Solo Desk (*.json);;Tutti i file (*)"]


def test_the_italian_hints_name_shift_enter_as_the_shortcuts_list_does(window):
    """Qt's own Italian name of the key (QKeySequence's NativeText: "Shift+Invio") is the one the
    shortcuts list shows: the hints under it and on the board name it the same way."""
    from PySide6.QtGui import QKeySequence

    from solo_desk.ui.i18n import tr

    window.set_language("it")
    try:
        listed = dict(window.shortcuts())["Tavolo: sposta il pezzo con il focus (trascinamento)"]
        assert listed == QKeySequence("Shift+Return").toString(QKeySequence.SequenceFormat.NativeText)
        for source in ("Shift+Enter: move", "Nothing to do with this piece now: Shift+Enter moves it",
                       "From the keyboard: Tab or the arrow keys give a piece the focus (a dashed black and white "
                       "frame; its details in the status bar), Enter plays it, Shift+Enter moves it, the Menu key "
                       "corrects it."):
            assert listed in tr(source) and "Maiusc" not in tr(source), source
    finally:
        window.set_language("en")
