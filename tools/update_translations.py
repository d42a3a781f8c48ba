#!/usr/bin/env python3
"""Collect every tr("...") string of the window and the boards into Qt Linguist
files, keeping the translations already there (new strings are marked
unfinished): the window's in solo_desk/ui/translations/solo_desk_it.ts, each
game board's in solo_desk/games/<id>/translations/it.ts (so that work on one
game never touches another's file).

usage: python tools/update_translations.py [--check] [--prune] [--only ui|GAME_ID]
  --check  exit 1 (listing them) if any string lacks an Italian translation
  --prune  drop the translations of strings no longer in the sources (kept by
           default, marked vanished, in case a string comes back)
  --only   touch only that catalogue
"""
from __future__ import annotations

import ast
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "solo_desk"
CONTEXT = "SoloDesk"
LANG = "it"


def catalogues() -> dict[Path, list[Path]]:
    """Each .ts file and the source files whose strings it holds."""
    found = {PACKAGE / "ui" / "translations" / f"solo_desk_{LANG}.ts": sorted((PACKAGE / "ui").rglob("*.py"))}
    for game in sorted(p for p in (PACKAGE / "games").iterdir() if p.is_dir()):
        sources = sorted(game.glob("scene*.py")) + sorted(game.glob("scene/*.py"))
        if sources:
            found[game / "translations" / f"{LANG}.ts"] = sources
    return found


def strings_in(path: Path) -> list[str]:
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Call):
            name = node.func.attr if isinstance(node.func, ast.Attribute) else getattr(node.func, "id", "")
            if name == "tr" and node.args and isinstance(node.args[0], ast.Constant) and isinstance(node.args[0].value, str):
                found.append(node.args[0].value)
    return found


def read_existing(ts: Path) -> dict[str, str]:
    if not ts.exists():
        return {}
    table = {}
    for message in ET.parse(ts).getroot().iter("message"):
        source = message.findtext("source")
        node = message.find("translation")
        if source and node is not None and node.text and node.get("type") != "unfinished":
            table[source] = node.text
    return table


def write(ts: Path, strings: list[str], existing: dict[str, str]) -> None:
    root = ET.Element("TS", version="2.1", language="it_IT")
    context = ET.SubElement(root, "context")
    ET.SubElement(context, "name").text = CONTEXT
    for source in sorted(set(strings) | set(existing)):
        message = ET.SubElement(context, "message")
        ET.SubElement(message, "source").text = source
        node = ET.SubElement(message, "translation")
        if source in existing:
            node.text = existing[source]
            if source not in strings:
                node.set("type", "vanished")
        else:
            node.set("type", "unfinished")
    ET.indent(root)
    ts.parent.mkdir(parents=True, exist_ok=True)
    ts.write_text('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + ET.tostring(root, encoding="unicode") + "\n",
                  encoding="utf-8")


def main(argv: list[str]) -> int:
    missing_total = 0
    only = argv[argv.index("--only") + 1] if "--only" in argv[:-1] else None
    for ts, sources in catalogues().items():
        name = "ui" if ts.parent.parent.name == "ui" else ts.parent.parent.name
        if only and name != only:
            continue
        strings = list(dict.fromkeys(s for path in sources for s in strings_in(path)))
        existing = read_existing(ts)
        if "--prune" in argv:
            existing = {source: text for source, text in existing.items() if source in strings}
        missing = [s for s in strings if s not in existing]
        missing_total += len(missing)
        if "--check" in argv:
            for text in missing:
                print(f"{ts.relative_to(ROOT)}: missing Italian: {text!r}")
        else:
            write(ts, strings, existing)
            print(f"{ts.relative_to(ROOT)}: {len(strings)} strings, {len(missing)} without Italian")
    return 1 if ("--check" in argv and missing_total) else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
