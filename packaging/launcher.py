"""Entry point of the frozen (PyInstaller) bundle: the window, or a headless
command when one is given, exactly like the installed ``solo-desk``.

The bundle has no console, so an error that escapes before the window's own
error hook is installed (app.py) is logged to the user log folder and shown
in a dialog here instead of vanishing.
"""
from __future__ import annotations

import sys
import traceback


def _report_fatal(exc: BaseException) -> None:
    text = "".join(traceback.format_exception(type(exc), exc, exc.__traceback__))
    where = ""
    try:
        from solo_desk.core.paths import user_log_dir

        folder = user_log_dir()
        folder.mkdir(parents=True, exist_ok=True)
        log = folder / "solo-desk.log"
        with log.open("a", encoding="utf-8") as out:
            out.write(f"fatal error at start-up\n{text}\n")
        where = f"\n\n{log}"
    except Exception:  # noqa: BLE001 - the dialog below still tells the user
        pass
    if sys.stderr is not None:
        sys.stderr.write(text)
    try:
        from PySide6.QtWidgets import QApplication, QMessageBox

        app = QApplication.instance() or QApplication(sys.argv[:1])  # noqa: F841
        QMessageBox.critical(None, "Solo Desk", f"Solo Desk could not start.\n\n{type(exc).__name__}: {exc}{where}")
    except Exception:  # noqa: BLE001
        pass


def main() -> int:
    try:
        from solo_desk.cli import gui_main

        return gui_main()
    except (SystemExit, KeyboardInterrupt):
        raise
    except BaseException as exc:  # noqa: BLE001
        _report_fatal(exc)
        return 1


if __name__ == "__main__":
    raise SystemExit(main())
