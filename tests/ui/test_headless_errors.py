"""A bug met while taking a picture or checking the start-up: one line and an exit code, never a
modal dialog that nobody can close (the command would wait for ever)."""
import sys

from PySide6.QtWidgets import QApplication, QMessageBox

from solo_desk.ui import app as app_module


def test_an_unexpected_error_without_a_screen_is_one_line_and_quits(qapp, monkeypatch, capsys):
    exits, dialogs = [], []
    monkeypatch.setattr(QApplication, "exit", staticmethod(lambda code=0: exits.append(code)))
    monkeypatch.setattr(QMessageBox, "critical", staticmethod(lambda *args: dialogs.append(args)))
    monkeypatch.setattr(sys, "excepthook", sys.excepthook)  # put back after the test
    app_module.install_excepthook(None, headless=True)
    sys.excepthook(KeyError, KeyError("develop"), None)
    err = capsys.readouterr().err
    assert err.startswith("solo-desk: internal error (KeyError: 'develop')") and err.count("\n") == 1
    assert exits == [app_module.INTERNAL_ERROR_EXIT] and dialogs == []


def test_with_a_screen_the_error_is_a_dialog(qapp, monkeypatch):
    exits, dialogs = [], []
    monkeypatch.setattr(QApplication, "exit", staticmethod(lambda code=0: exits.append(code)))
    monkeypatch.setattr(QMessageBox, "critical", staticmethod(lambda *args: dialogs.append(args)))
    monkeypatch.setattr(sys, "excepthook", sys.excepthook)
    app_module.install_excepthook(None)
    sys.excepthook(KeyError, KeyError("develop"), None)
    assert len(dialogs) == 1 and "KeyError" in dialogs[0][2] and exits == []
