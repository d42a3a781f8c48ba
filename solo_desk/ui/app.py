"""Starting the window: QApplication, translations, settings, first paint hooks."""
from __future__ import annotations

import logging
import os
import sys
import traceback
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from solo_desk import APP_ID, APP_NAME, __version__

if TYPE_CHECKING:
    from solo_desk.core.errors import SoloDeskError
    from solo_desk.core.session import Session


class FirstPaint(QObject):
    """Takes the screenshot, if asked, and quits once the board has painted."""

    def __init__(self, window, screenshot: str | None):
        super().__init__(window)
        self.window = window
        self.screenshot = screenshot
        self.done = False

    def eventFilter(self, obj, event) -> bool:  # noqa: N802
        if not self.done and event.type() == QEvent.Type.Paint:
            self.done = True
            QTimer.singleShot(0, self.finish)
        return False

    def finish(self) -> None:
        if self.screenshot:
            # the side panels are filled right after the first paint; their layouts settle over
            # a few rounds of posted events
            for _ in range(3):
                QApplication.processEvents()
            if not self.window.grab().save(self.screenshot):  # a full disk, a folder gone meanwhile
                from solo_desk.core.messages import render
                from solo_desk.ui.i18n import language

                sys.stderr.write("solo-desk: " + render("screenshot_write_failed", {"path": self.screenshot}, language()) + "\n")
                sys.stderr.flush()
                os._exit(2)
        # Nothing to save in this mode: leave at once instead of tearing down every
        # object (a quarter of a second), so the process time is the time to first paint.
        logging.shutdown()
        sys.stdout.flush()
        sys.stderr.flush()
        os._exit(0)


def setup_logging() -> Path | None:
    from solo_desk.core.paths import user_log_dir

    try:
        folder = user_log_dir()
        folder.mkdir(parents=True, exist_ok=True)
        path = folder / "solo-desk.log"
        logging.basicConfig(filename=path, level=logging.INFO, format="%(asctime)s %(levelname)s %(message)s")
        return path
    except OSError:
        return None


INTERNAL_ERROR_EXIT = 1  # the command line's code for a bug


def install_excepthook(log_path: Path | None, headless: bool = False) -> None:
    """An unexpected error is logged and shown in a dialog, never a silent crash. ``headless``
    (a picture, a start-up check: nobody to close a dialog): one line on stderr, and the window
    quits with INTERNAL_ERROR_EXIT instead of waiting for ever behind a modal dialog."""

    def hook(kind, value, tb) -> None:
        logging.error("unexpected error\n%s", "".join(traceback.format_exception(kind, value, tb)))
        app = QApplication.instance()
        if headless or app is None:
            from solo_desk.core.messages import render
            from solo_desk.ui.i18n import language

            where = f" ({log_path})" if log_path else ""
            print("solo-desk: " + render("internal_error", {"detail": f"{kind.__name__}: {value}"}, language()) + where,
                  file=sys.stderr)
            if app is not None:
                app.exit(INTERNAL_ERROR_EXIT)
            return
        where = f"\n\n{log_path}" if log_path else ""
        QMessageBox.critical(None, APP_NAME, f"{kind.__name__}: {value}{where}")

    sys.excepthook = hook


# -- packaging (issue 9): the window icon and the frozen bundle ------------------
ICON_SIZES = (16, 32, 48, 64, 128, 256, 512)


def app_icon():
    """The app icon (resources/icons/solo-desk-<size>.png) as a QIcon.

    Files on disk are added lazily (Qt reads a size only when it is drawn);
    a resource inside an archive is read into a pixmap."""
    from PySide6.QtCore import QSize
    from PySide6.QtGui import QIcon, QPixmap

    from solo_desk.core.errors import SoloDeskError
    from solo_desk.core.resources import resource

    icon = QIcon()
    for size in ICON_SIZES:
        try:
            node = resource("icons", f"solo-desk-{size}.png")
            if isinstance(node, Path):
                if node.is_file():
                    icon.addFile(str(node), QSize(size, size))  # the size given: no file is read now
                continue
            pixmap = QPixmap()
            if pixmap.loadFromData(node.read_bytes(), "PNG"):
                icon.addPixmap(pixmap)
        except (OSError, SoloDeskError):
            continue
    return icon


def is_frozen() -> bool:
    """True inside the PyInstaller bundle (packaging/solo-desk.spec)."""
    return bool(getattr(sys, "frozen", False))


def log_qt_messages() -> None:
    """The bundle has no console: Qt's warnings go to the log file instead."""
    from PySide6.QtCore import QtMsgType, qInstallMessageHandler

    levels = {
        QtMsgType.QtDebugMsg: logging.DEBUG,
        QtMsgType.QtInfoMsg: logging.INFO,
        QtMsgType.QtWarningMsg: logging.WARNING,
        QtMsgType.QtCriticalMsg: logging.ERROR,
        QtMsgType.QtFatalMsg: logging.CRITICAL,
    }

    def handler(kind, context, message) -> None:
        logging.log(levels.get(kind, logging.WARNING), "qt: %s", message)

    qInstallMessageHandler(handler)
# -- end of packaging ---------------------------------------------------------------


def skip_pyside_source_reads() -> None:
    """Stop PySide6 reading the source of every module imported after it.

    PySide6's import hook (shibokensupport's feature_imported) looks for "PySide6" in the
    source of each module named in an import statement, through inspect.getsource, to
    decide whether that module may use ``from __feature__ import ...``; linecache then keeps
    every line of every such file for good: over a megabyte of text for the window, the
    board and the parts of typing, pydantic and the standard library they name. Solo Desk
    uses no __feature__, so each module is entered as one that uses none (what the hook
    records for a module without "PySide6" in it) without reading its file: about 1 MiB
    less at the peak than reading them and forgetting them after (benchmarks/startup.py).
    A PySide6 without that helper is left as it is."""
    feature = sys.modules.get("shibokensupport.feature")
    if feature is not None and callable(getattr(feature, "_mod_uses_pyside", None)):
        feature._mod_uses_pyside = uses_no_pyside_feature


def uses_no_pyside_feature(*module: object) -> bool:
    return False  # whatever the helper is given: no module of ours uses a __feature__


def forget_module_sources() -> None:
    """Drop the source lines PySide6 read before skip_pyside_source_reads() (PySide6's own
    modules and enum.py, while it was imported). It is a cache: a traceback reads a file again."""
    import linecache

    linecache.clearcache()


def session_language(saved: str, asked: str | None) -> str:
    """The window's language: the one asked on the command line (``--lang``), else the saved setting."""
    return asked if asked in ("en", "it") else saved


def run(
    open_file: str | None = None,
    exit_after_first_paint: bool = False,
    screenshot: str | None = None,
    preloaded: Session | SoloDeskError | None = None,
    language: str | None = None,
) -> int:
    """The window; ``preloaded`` is ``open_file`` already loaded (or the error it gave) by the
    launcher, so that the board is built before the first paint. ``language`` ("en", "it",
    from ``--lang``) is the window's language for this session, the saved setting unchanged."""
    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setApplicationName(APP_NAME)
    app.setApplicationVersion(__version__)
    app.setOrganizationName(APP_NAME)
    app.setDesktopFileName(APP_ID)

    skip_pyside_source_reads()
    forget_module_sources()
    from solo_desk.ui.i18n import language as current_language
    from solo_desk.ui.i18n import set_language
    from solo_desk.ui.main_window import MainWindow
    from solo_desk.ui.settings import load_settings

    settings = load_settings()
    set_language(session_language(settings.language, language))
    log_path = setup_logging()
    headless_check = exit_after_first_paint or screenshot is not None
    install_excepthook(log_path, headless=headless_check)
    app.setWindowIcon(app_icon())
    if is_frozen():
        log_qt_messages()
        logging.info("%s %s started from the bundle %s", APP_NAME, __version__, sys.executable)
    window = MainWindow(settings)
    window.keep_settings = not headless_check  # a benchmark or a picture must not change the user's window
    if open_file:
        from solo_desk.core.errors import SoloDeskError

        if preloaded is None:
            from solo_desk.core import saves

            try:
                preloaded = saves.load(Path(open_file))
            except SoloDeskError as exc:
                preloaded = exc
        if not isinstance(preloaded, SoloDeskError):
            window.set_session(preloaded, Path(open_file))
            window.remember_file(Path(open_file))
        elif headless_check:  # a bad file is one line on stderr, never a dialog nobody sees
            print(f"solo-desk: {preloaded.message(current_language())}", file=sys.stderr)
            return preloaded.exit_code
        else:
            error = preloaded
            QTimer.singleShot(0, lambda: window.show_error(error.message(current_language())))
    elif not headless_check:
        QTimer.singleShot(0, window.offer_resume)
    if headless_check:
        window.view.viewport().installEventFilter(FirstPaint(window, screenshot))
    window.show()
    return app.exec()
