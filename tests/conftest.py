import os

# Qt must never look for a display in the tests.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("QT_LOGGING_RULES", "qt.qpa.*=false")

import pytest


@pytest.fixture(autouse=True)
def _isolated_user_dirs(tmp_path_factory, monkeypatch):
    """No test reads or writes the real user's saves and settings."""
    home = tmp_path_factory.mktemp("solo-desk-home")
    monkeypatch.setenv("SOLO_DESK_HOME", str(home))
    yield home


# The tiny fixture game is known to the registry in every test.
from solo_desk.core import registry  # noqa: E402
from tests.fixtures.tiny import GAME as PEBBLES  # noqa: E402

registry.register(PEBBLES)


@pytest.fixture
def pebbles():
    return PEBBLES


def _no_modal_box(name: str):
    def refuse(*args, **kwargs):
        text = args[2] if len(args) > 2 else args
        raise AssertionError(f"QMessageBox.{name} opened in a test (nobody would close it): {text}")
    return staticmethod(refuse)


@pytest.fixture
def window(qtbot, monkeypatch):
    """The main window, shown, in English (the boards' and the window's GUI tests). A message box
    fails the test at once (offscreen, a modal box would wait for ever): a test that expects one
    replaces it with its own stand-in."""
    from PySide6.QtWidgets import QMessageBox

    from solo_desk.ui.i18n import set_language
    from solo_desk.ui.main_window import MainWindow
    from solo_desk.ui.settings import Settings

    for name in ("warning", "critical", "question", "information"):
        monkeypatch.setattr(QMessageBox, name, _no_modal_box(name))

    set_language("en")
    w = MainWindow(Settings())
    qtbot.addWidget(w)
    w.show()
    yield w
    set_language("en")
