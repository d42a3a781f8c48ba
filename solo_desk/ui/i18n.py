"""Translations through Qt's own framework.

Every user-visible string of the window and the boards is written in English
and passed through :func:`tr` (``QCoreApplication.translate``). The Italian
texts live in ``translations/solo_desk_it.ts``, Qt Linguist's XML format, which a
small QTranslator reads directly (no compiled .qm needed, so a checkout and an
installed wheel behave the same). Messages of the model layer (errors, bot
traces) are keys rendered by :mod:`solo_desk.core.messages` in the same language.
"""
from __future__ import annotations

from importlib import resources as importlib_resources
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QTranslator

CONTEXT = "SoloDesk"
_language = "en"


def tr(text: str, disambiguation: str | None = None) -> str:
    return QCoreApplication.translate(CONTEXT, text, disambiguation)


def language() -> str:
    return _language


def ts_files(lang: str) -> dict[str, object]:
    """The window's .ts file ("ui") and each game board's (solo_desk/games/<id>/translations/)."""
    files: dict[str, object] = {"ui": importlib_resources.files("solo_desk.ui") / "translations" / f"solo_desk_{lang}.ts"}
    for game in importlib_resources.files("solo_desk.games").iterdir():
        if game.is_dir():
            files[game.name] = game / "translations" / f"{lang}.ts"
    return files


def load_ts(lang: str) -> dict[str, dict[str, str]]:
    """For each catalogue ("ui" or a game id): source text -> translation."""
    import xml.etree.ElementTree as ET  # only for a language other than English: not at start-up

    tables: dict[str, dict[str, str]] = {}
    for name, node in ts_files(lang).items():
        try:
            tables[name] = _read_ts(node.read_bytes())  # type: ignore[attr-defined]
        except (FileNotFoundError, NotADirectoryError, ET.ParseError):
            continue
    return tables


def _read_ts(data: bytes) -> dict[str, str]:
    import xml.etree.ElementTree as ET

    root = ET.fromstring(data)
    table: dict[str, str] = {}
    for message in root.iter("message"):
        source = message.findtext("source")
        translation = message.find("translation")
        if source and translation is not None and translation.text and translation.get("type") not in {
            "unfinished",
            "obsolete",
            "vanished",
        }:
            table[source] = translation.text
    return table


_active_game: str | None = None


def active_game() -> str | None:
    """The game whose board translations and names ("SOLO", "the AI") the window uses now."""
    return _active_game


def set_game(game_id: str | None) -> None:
    """The open game's board translations win over another game's for the same text."""
    global _active_game
    _active_game = game_id


class TsTranslator(QTranslator):
    def __init__(self, lang: str):
        super().__init__()
        self.lang = lang
        self.tables = load_ts(lang)

    def translate(self, context, source_text, disambiguation=None, n=-1):  # noqa: N802 (Qt name)
        for name in (_active_game, "ui"):
            found = self.tables.get(name or "", {}).get(source_text)
            if found:
                return found
        for table in self.tables.values():
            if source_text in table:
                return table[source_text]
        return None

    def isEmpty(self) -> bool:  # noqa: N802
        return not any(self.tables.values())


_installed: TsTranslator | None = None
_qt_installed: QTranslator | None = None


def qt_translator(lang: str) -> QTranslator | None:
    """Qt's own texts in ``lang`` (the standard buttons Save, Discard, Cancel, Yes, No, the
    wizard's Back and Finish...): the qtbase_<lang>.qm that PySide6 ships, if it is there."""
    import PySide6

    translator = QTranslator()
    for folder in (QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath),
                   str(Path(PySide6.__file__).parent / "Qt" / "translations")):  # the installer's bundle
        if translator.load(f"qtbase_{lang}", folder):
            return translator
    return None


def set_language(lang: str) -> None:
    """Install the translators for ``lang`` ("en" or "it"): the window's and Qt's own."""
    global _installed, _qt_installed, _language
    app = QCoreApplication.instance()
    for old in (_installed, _qt_installed):
        if old is not None and app is not None:
            QCoreApplication.removeTranslator(old)
    _installed = _qt_installed = None
    _language = lang if lang in ("en", "it") else "en"
    if _language != "en" and app is not None:
        _qt_installed = qt_translator(_language)
        if _qt_installed is not None:
            QCoreApplication.installTranslator(_qt_installed)
        _installed = TsTranslator(_language)
        QCoreApplication.installTranslator(_installed)  # the last installed is asked first


def has_message(key: str) -> bool:
    """Whether :func:`message` has a text for ``key`` (the open game's own or the window's)."""
    from solo_desk.core.messages import lookup

    own = [f"{_active_game}.ui.{key}"] if _active_game else []
    return any(lookup(k, _language) is not None for k in [key, *own])


def message(key: str, params: dict | None = None) -> str:
    """A model-layer message key rendered in the window's language; the open game's own version of
    a window-wide key wins ("duel.ui.side.automa": SOLO, where the window says "the automa")."""
    from solo_desk.core.messages import lookup, render

    game = _active_game
    if game and not key.startswith(game + ".") and lookup(f"{game}.ui.{key}", _language) is not None:
        key = f"{game}.ui.{key}"
    return render(key, params or {}, _language)
