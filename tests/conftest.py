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


@pytest.fixture
def window(qtbot):
    """The main window, shown, in English (the boards' and the window's GUI tests)."""
    from solo_desk.ui.i18n import set_language
    from solo_desk.ui.main_window import MainWindow
    from solo_desk.ui.settings import Settings

    set_language("en")
    w = MainWindow(Settings())
    qtbot.addWidget(w)
    w.show()
    yield w
    set_language("en")
