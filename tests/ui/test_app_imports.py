"""The window's start-up imports: what PySide6's import hook is spared (benchmarks/startup.py)."""
import linecache
import sys

from solo_desk.ui import app as app_module


def test_a_module_imported_after_the_window_starts_is_not_read_by_pyside(qapp, tmp_path, monkeypatch):
    """PySide6's hook reads the source of each module imported after it (to look for __feature__)
    and linecache keeps it; once the window starts it records such a module as using no feature,
    unread, and the module works as before."""
    import shibokensupport.feature as feature

    monkeypatch.setattr(feature, "_mod_uses_pyside", feature._mod_uses_pyside)  # undone after the test
    probe = tmp_path / "probe_imported_after_qt.py"
    probe.write_text("from PySide6.QtCore import QObject\n\nPARENTLESS = QObject().parent() is None\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    monkeypatch.delitem(sys.modules, "probe_imported_after_qt", raising=False)
    app_module.skip_pyside_source_reads()
    linecache.clearcache()
    try:
        module = __import__("probe_imported_after_qt")  # through the hook, as an import statement is
        assert module.PARENTLESS
        assert str(probe) not in linecache.cache
        assert feature.pyside_feature_dict.get("probe_imported_after_qt") == -1  # no __feature__ in use
    finally:
        sys.modules.pop("probe_imported_after_qt", None)
        feature.pyside_feature_dict.pop("probe_imported_after_qt", None)
