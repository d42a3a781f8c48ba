#!/usr/bin/env python3
"""Fill Italian translations into a .ts file from a Python dict file.

usage: python tools/translate_it.py DICT.py [TS]   (DICT.py defines IT = {english: italian};
       TS defaults to the window's solo_desk/ui/translations/solo_desk_it.ts)
"""
import runpy
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

TS = Path(sys.argv[2]) if len(sys.argv) > 2 else (
    Path(__file__).resolve().parents[1] / "solo_desk" / "ui" / "translations" / "solo_desk_it.ts")

table = runpy.run_path(sys.argv[1])["IT"]
tree = ET.parse(TS)
for message in tree.getroot().iter("message"):
    source = message.findtext("source")
    node = message.find("translation")
    if source in table:
        node.text = table[source]
        node.attrib.pop("type", None)
ET.indent(tree.getroot())
TS.write_text('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + ET.tostring(tree.getroot(), encoding="unicode") + "\n",
              encoding="utf-8")
