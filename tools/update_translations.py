#!/usr/bin/env python3
"""Collect every tr("...") string of the window and the boards into the Qt
Linguist file solo_desk/ui/translations/solo_desk_it.ts, keeping the
translations already there; new strings are marked unfinished.

usage: python tools/update_translations.py [--check]
  --check  exit 1 (listing them) if any string lacks an Italian translation
"""
from __future__ import annotations

import ast
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
TS = ROOT / "solo_desk" / "ui" / "translations" / "solo_desk_it.ts"
CONTEXT = "SoloDesk"


def ui_sources() -> list[Path]:
    files = sorted((ROOT / "solo_desk" / "ui").rglob("*.py"))
    files += sorted((ROOT / "solo_desk" / "games").glob("*/scene*.py"))
    files += sorted((ROOT / "solo_desk" / "games").glob("*/scene/*.py"))
    return files


def strings_in(path: Path) -> list[str]:
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Call):
            name = node.func.attr if isinstance(node.func, ast.Attribute) else getattr(node.func, "id", "")
            if name == "tr" and node.args and isinstance(node.args[0], ast.Constant) and isinstance(node.args[0].value, str):
                found.append(node.args[0].value)
    return found


def all_strings() -> list[str]:
    seen: dict[str, None] = {}
    for path in ui_sources():
        for text in strings_in(path):
            seen.setdefault(text, None)
    return list(seen)


def read_existing() -> dict[str, str]:
    if not TS.exists():
        return {}
    table = {}
    for message in ET.parse(TS).getroot().iter("message"):
        source = message.findtext("source")
        node = message.find("translation")
        if source and node is not None and node.text and node.get("type") != "unfinished":
            table[source] = node.text
    return table


def write(strings: list[str], existing: dict[str, str]) -> None:
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
    TS.parent.mkdir(parents=True, exist_ok=True)
    TS.write_text('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + ET.tostring(root, encoding="unicode") + "\n",
                  encoding="utf-8")


def main(argv: list[str]) -> int:
    strings, existing = all_strings(), read_existing()
    missing = [s for s in strings if s not in existing]
    if "--check" in argv:
        for text in missing:
            print(f"missing Italian: {text!r}")
        return 1 if missing else 0
    write(strings, existing)
    print(f"{len(strings)} strings, {len(missing)} without Italian")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
