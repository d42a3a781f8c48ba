"""Nothing is lost when another game replaces this one, and a resumed game keeps its save file."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtWidgets import QFileDialog, QMessageBox

from solo_desk.core import saves
from solo_desk.ui.main_window import MainWindow
from solo_desk.ui.settings import Settings
from tests.gui import status_messages

pytestmark = pytest.mark.gui
Button = QMessageBox.StandardButton


def play(window, moves: int = 2) -> None:
    for _ in range(moves):
        window.controller.apply(window.controller.game.legal_actions(window.controller.state)[0])


def answering(monkeypatch, answer):
    asked: list[str] = []

    def question(parent, title, text, *rest):
        asked.append(text)
        return answer

    monkeypatch.setattr(QMessageBox, "question", question)
    return asked


def test_a_fresh_game_or_a_saved_one_is_replaced_without_a_question(window, tmp_path, monkeypatch):
    asked = answering(monkeypatch, Button.Cancel)
    assert window.start_game("pebbles", {"pile": 9}, 3, "digital")
    assert window.may_replace_game()  # no move yet
    play(window)
    assert window.controller.save(tmp_path / "g.json")
    assert window.may_replace_game() and not asked


def test_unsaved_moves_are_asked_about_and_cancel_keeps_the_game(window, monkeypatch, tmp_path):
    assert window.start_game("pebbles", {"pile": 9}, 3, "digital")
    play(window)
    other = tmp_path / "other.json"
    saves.save(window.controller.session, other)
    before = window.controller.state
    asked = answering(monkeypatch, Button.Cancel)
    assert not window.open_other(other)
    assert asked and window.controller.state == before and window.controller.path is None


def test_save_first_writes_the_game_before_it_is_replaced(window, monkeypatch, tmp_path):
    assert window.start_game("pebbles", {"pile": 9}, 3, "digital")
    play(window, 3)
    kept = window.controller.session
    target = tmp_path / "kept.json"
    answering(monkeypatch, Button.Save)
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *args: (str(target), ""))
    assert window.may_replace_game()
    assert saves.load(target).steps == kept.steps


def test_discard_replaces_the_game(window, monkeypatch):
    assert window.start_game("pebbles", {"pile": 9}, 3, "digital")
    play(window)
    answering(monkeypatch, Button.Discard)
    assert window.may_replace_game()


def test_a_resumed_game_keeps_its_file_and_knows_its_moves_since(window, qtbot, monkeypatch, tmp_path):
    settings = Settings()
    window.settings = settings
    assert window.start_game("pebbles", {"pile": 9}, 3, "digital")
    play(window)
    mine = tmp_path / "mine.json"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *args: (str(mine), ""))
    assert window.save_as()
    assert settings.game_file == str(mine)
    play(window, 2)  # then the window goes away (a crash: nothing else is written)
    expected = window.controller.state

    again = MainWindow(settings)
    qtbot.addWidget(again)
    answering(monkeypatch, Button.Yes)
    assert again.offer_resume()
    assert again.controller.state == expected
    assert again.controller.path == mine  # Ctrl+S writes there again
    assert again.unsaved_work()  # the two moves after the save are not in mine.json
    assert again.save() and len(saves.load(mine).steps) == len(again.controller.session.steps)


def test_a_resumed_game_whose_file_holds_another_game_is_unsaved(window, qtbot, monkeypatch, tmp_path):
    settings = Settings()
    window.settings = settings
    assert window.start_game("pebbles", {"pile": 9}, 3, "digital")
    play(window)
    other = tmp_path / "other.json"
    assert window.start_game("pebbles", {"pile": 7}, 5, "digital")  # a different game in that file
    saves.save(window.controller.session, other)
    assert window.start_game("pebbles", {"pile": 9}, 3, "digital")
    play(window)
    settings.game_file = str(other)

    again = MainWindow(settings)
    qtbot.addWidget(again)
    answering(monkeypatch, Button.Yes)
    assert again.offer_resume()
    assert again.controller.path is None and again.unsaved_work()


def test_settings_without_the_new_field_still_load(tmp_path):
    assert Settings.model_validate({"language": "it"}).game_file is None
    assert isinstance(Path(Settings(game_file="x.json").game_file), Path)


def test_one_bad_setting_falls_back_alone(tmp_path):
    from solo_desk.ui.settings import load_settings, save_settings, settings_path

    save_settings(Settings(language="it", recent_files=["a.json"], auto_apply=True))
    raw = settings_path().read_text(encoding="utf-8").replace('"auto_apply": true', '"auto_apply": "yes please"')
    settings_path().write_text(raw, encoding="utf-8")
    loaded = load_settings()
    assert (loaded.language, loaded.recent_files, loaded.auto_apply) == ("it", ["a.json"], False)


def test_the_settings_before_the_last_write_are_kept_aside(tmp_path):
    from solo_desk.ui.settings import load_settings, save_settings, settings_path

    save_settings(Settings(language="it"))
    save_settings(Settings(language="en"))
    assert load_settings().language == "en"
    backup = settings_path().with_name(settings_path().name + ".1")
    assert Settings.model_validate_json(backup.read_text(encoding="utf-8")).language == "it"


def test_a_game_replaced_unsaved_is_set_aside_and_opens_again(window, monkeypatch):
    assert window.start_game("pebbles", {"pile": 9}, 3, "digital")
    play(window, 3)
    first = window.controller.state
    assert window.start_game("pebbles", {"pile": 7}, 5, "digital")  # discarded (the tests' direct path)
    kept = list(saves.set_aside_dir().glob("*.json"))
    assert len(kept) == 1 and saves.load(kept[0]).state == first
    assert saves.resumable()[1].state == window.controller.state  # the autosave holds the new game


def test_a_declined_resume_sets_the_game_aside(window, qtbot, monkeypatch):
    assert window.start_game("pebbles", {"pile": 9}, 3, "digital")
    play(window, 2)
    expected = window.controller.state
    again = MainWindow(Settings())
    qtbot.addWidget(again)
    asked = answering(monkeypatch, Button.No)
    assert not again.offer_resume()
    assert "2 steps played" in asked[0]
    assert saves.resumable() is None
    assert saves.load(next(saves.set_aside_dir().glob("*.json"))).state == expected


def test_a_failed_save_is_said_in_words_not_as_a_key(window, tmp_path):
    assert window.start_game("pebbles", {"pile": 9}, 3, "digital")
    blocker = tmp_path / "blocker"
    blocker.write_text("a file, not a folder")
    with status_messages(window) as shown:
        assert not window.controller.save(blocker / "g.json")
    assert shown and "save_failed" not in shown[0] and str(blocker / "g.json") in shown[0]


@pytest.mark.parametrize("undone, label", [(1, "Branch 1: 1 step after step 1"), (2, "Branch 1: 2 steps after step 0")])
def test_a_branch_counts_its_steps_in_words(window, undone, label):
    assert window.start_game("pebbles", {"pile": 9}, 3, "digital")
    play(window, 2)
    for _ in range(undone):
        window.controller.undo()
    window.controller.apply(window.controller.game.legal_actions(window.controller.state)[-1])  # another move
    panel = window.docks["history"].widget()
    panel.refresh()
    assert [panel.branches.itemText(i) for i in range(panel.branches.count())][-1] == label


def test_a_picture_of_a_save_leaves_the_user_settings_alone(tmp_path):
    home = tmp_path / "home"
    env = {**os.environ, "SOLO_DESK_HOME": str(home), "QT_QPA_PLATFORM": "offscreen"}

    def solo_desk(*args: str) -> subprocess.CompletedProcess:
        return subprocess.run([sys.executable, "-m", "solo_desk", *args], env=env, capture_output=True, text=True,
                              timeout=120)

    save = tmp_path / "g.json"
    assert solo_desk("new", "duel", "--seed", "3", "-o", str(save)).returncode == 0
    done = solo_desk("--open", str(save), "--screenshot", str(tmp_path / "shot.png"))
    assert done.returncode == 0, done.stderr
    assert (tmp_path / "shot.png").stat().st_size > 5_000
    assert not (home / "config" / "settings.json").exists()


def test_the_unsaved_question_says_discard_sets_the_game_aside_and_it_does(window, monkeypatch, tmp_path):
    assert window.start_game("pebbles", {"pile": 9}, 3, "digital")
    play(window, 3)
    other = tmp_path / "other.json"
    saves.save(window.controller.session, other)
    asked = answering(monkeypatch, Button.Discard)
    window.controller.undo()  # the open game differs from the file about to replace it
    first = window.controller.state
    assert window.open_other(other)
    assert "Discard sets it aside: File ▸ Open a game set aside… finds it again." in asked[0]
    kept = list(saves.set_aside_dir().glob("*.json"))
    assert len(kept) == 1 and saves.load(kept[0]).state == first  # what the question promised


def test_restoring_a_branch_says_so_in_the_status_bar(window):
    assert window.start_game("pebbles", {"pile": 9}, 3, "digital")
    play(window, 2)
    window.controller.undo()
    window.controller.apply(window.controller.game.legal_actions(window.controller.state)[-1])  # branch 1 kept
    panel = window.docks["history"].widget()
    panel.refresh()
    panel.branches.setCurrentIndex(0)
    panel._restore()
    assert window.statusBar().currentMessage() == \
        "Branch 1 restored: you are at step 2; the line it replaced is kept as branch 1"
