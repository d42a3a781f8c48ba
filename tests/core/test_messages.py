"""Every message key the model layer uses exists in English and Italian, with
the same placeholders, and every window string has its Italian translation."""
import ast
import json
import subprocess
import sys
from pathlib import Path

import solo_desk
from solo_desk.core import errors
from solo_desk.core.messages import LANGUAGES, placeholders, render
from solo_desk.core.resources import resources_root

ROOT = Path(solo_desk.__file__).parent
ERROR_CLASSES = {name for name, obj in vars(errors).items() if isinstance(obj, type) and issubclass(obj, errors.SoloDeskError)}


def catalogues() -> dict[str, dict]:
    found = {}
    for path in Path(str(resources_root())).glob("*/messages*.json"):
        found[str(path)] = json.loads(path.read_text(encoding="utf-8"))
    return found


def test_every_catalogue_entry_has_both_languages_with_the_same_placeholders():
    problems = []
    for path, table in catalogues().items():
        for key, entry in table.items():
            if key.startswith("_"):
                continue
            if not isinstance(entry, dict) or set(LANGUAGES) - set(entry) or not all(entry.get(l) for l in LANGUAGES):
                problems.append(f"{path}: {key}: missing a language")
                continue
            if placeholders(entry["en"]) != placeholders(entry["it"]):
                problems.append(f"{path}: {key}: placeholders differ")
    assert problems == []


def error_keys_in_source() -> set[str]:
    keys = set()
    for path in ROOT.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call):
                name = node.func.attr if isinstance(node.func, ast.Attribute) else getattr(node.func, "id", "")
                if name in ERROR_CLASSES and node.args and isinstance(node.args[0], ast.Constant):
                    keys.add(node.args[0].value)
    return keys


def test_every_error_key_raised_anywhere_is_in_a_catalogue():
    known = set()
    for table in catalogues().values():
        known |= set(table)
    missing = sorted(k for k in error_keys_in_source() if isinstance(k, str) and k not in known)
    assert missing == []


def test_rendering_in_italian():
    assert render("save_empty", {"path": "x.json"}, "it") == "x.json è vuoto"
    assert render("save_empty", {"path": "x.json"}, "en") == "x.json is empty"
    assert render("no.such.key", {"a": 1}) == "no.such.key(a=1)"


def test_every_window_string_has_italian():
    done = subprocess.run([sys.executable, str(ROOT.parent / "tools" / "update_translations.py"), "--check"],
                          capture_output=True, text=True)
    assert done.returncode == 0, done.stdout


def test_names_in_both_languages_render_in_the_chosen_one():
    params = {"path": {"en": "Quarry", "it": "Cava"}}
    assert render("save_empty", params, "it") == "Cava è vuoto"
    assert render("save_empty", params, "en") == "Quarry is empty"
