"""Translations through Qt's own framework.

Every user-visible string of the window and the boards is written in English
and passed through :func:`tr` (``QCoreApplication.translate``). The Italian
texts live in ``translations/solo_desk_it.ts``, Qt Linguist's XML format, which a
small QTranslator reads directly (no compiled .qm needed, so a checkout and an
installed wheel behave the same). Messages of the model layer (errors, bot
traces) are keys rendered by :mod:`solo_desk.core.messages` in the same language.
"""
from __future__ import annotations

import xml.etree.ElementTree as ET
from importlib import resources as importlib_resources

from PySide6.QtCore import QCoreApplication, QTranslator

CONTEXT = "SoloDesk"
_language = "en"


def tr(text: str, disambiguation: str | None = None) -> str:
    return QCoreApplication.translate(CONTEXT, text, disambiguation)


def language() -> str:
    return _language


def ts_files(lang: str) -> list:
    """The window's .ts file and each game board's (solo_desk/games/<id>/translations/)."""
    files = [importlib_resources.files("solo_desk.ui") / "translations" / f"solo_desk_{lang}.ts"]
    games = importlib_resources.files("solo_desk.games")
    for game in games.iterdir():
        if game.is_dir():
            files.append(game / "translations" / f"{lang}.ts")
    return files


def load_ts(lang: str) -> dict[tuple[str, str], str]:
    """(context, source) -> translation, from every packaged .ts file."""
    table: dict[tuple[str, str], str] = {}
    for node in ts_files(lang):
        try:
            table.update(_read_ts(node.read_bytes()))
        except (FileNotFoundError, NotADirectoryError, ET.ParseError):
            continue
    return table


def _read_ts(data: bytes) -> dict[tuple[str, str], str]:
    root = ET.fromstring(data)
    table: dict[tuple[str, str], str] = {}
    for context in root.iter("context"):
        name = context.findtext("name", default="")
        for message in context.iter("message"):
            source = message.findtext("source")
            translation = message.find("translation")
            if source and translation is not None and translation.text and translation.get("type") not in {
                "unfinished",
                "obsolete",
                "vanished",
            }:
                table[(name, source)] = translation.text
    return table


class TsTranslator(QTranslator):
    def __init__(self, lang: str):
        super().__init__()
        self.lang = lang
        self.table = load_ts(lang)
        self.by_source = {source: text for (_, source), text in self.table.items()}

    def translate(self, context, source_text, disambiguation=None, n=-1):  # noqa: N802 (Qt name)
        return self.table.get((context, source_text)) or self.by_source.get(source_text)

    def isEmpty(self) -> bool:  # noqa: N802
        return not self.table


_installed: TsTranslator | None = None


def set_language(lang: str) -> None:
    """Install the translator for ``lang`` ("en" or "it")."""
    global _installed, _language
    app = QCoreApplication.instance()
    if _installed is not None and app is not None:
        QCoreApplication.removeTranslator(_installed)
        _installed = None
    _language = lang if lang in ("en", "it") else "en"
    if _language != "en" and app is not None:
        _installed = TsTranslator(_language)
        QCoreApplication.installTranslator(_installed)


def message(key: str, params: dict | None = None) -> str:
    """A model-layer message key rendered in the window's language."""
    from solo_desk.core.messages import render

    return render(key, params or {}, _language)
