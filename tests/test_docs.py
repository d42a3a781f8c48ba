"""The README and docs/*.md match the program: the rule IDs, files, pictures and message keys they
name exist; the README shows every command, option and JSON field; each game's page names every
option and correction of its game. A rename or an addition that leaves the docs behind fails here."""
from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
RULES = ROOT.parent / "shared" / "rules"
DOCS = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
GAMES = ("duel", "terra_mystica", "architects", "age_of_comics", "concordia")

RULE_ID = re.compile(r"\b((?:SOLO|TM|ARCH|AOC|CONC)-[A-Z0-9.-]*[A-Z0-9])(-\*)?")
# TM-CULT-PLACE/-ORDER: TM-CULT-PLACE and TM-CULT-ORDER
SIBLINGS = re.compile(r"\b((?:SOLO|TM|ARCH|AOC|CONC)-[A-Z0-9-]*)-[A-Z0-9]+((?:/-[A-Z0-9-]*[A-Z0-9])+)")
DEFINED_ID = re.compile(r"\*\*((?:SOLO|TM|ARCH|AOC|CONC)-[A-Z0-9.-]*[A-Z0-9])\.?\*\*")  # a rendering's bold entry
CODE = re.compile(r"`([^`\n]+)`")
LINK = re.compile(r"\]\(([^)\s]+)\)")
REPO_FOLDERS = ("solo_desk/", "resources/", "tests/", "tools/", "benchmarks/", "packaging/", "docs/", ".ci/")


def _cited(pattern: re.Pattern[str]) -> list[tuple[str, str]]:
    return [(doc.name, m) for doc in DOCS for m in pattern.findall(doc.read_text(encoding="utf-8"))]


def _game_doc_code(game_id: str) -> set[str]:
    return set(CODE.findall((ROOT / "docs" / f"{game_id}.md").read_text(encoding="utf-8")))


@pytest.mark.skipif(not RULES.is_dir(), reason="the rule renderings (../shared/rules) are not beside this checkout")
def test_every_rule_id_the_docs_cite_is_defined_in_a_rendering():
    defined = {i for p in RULES.glob("*.md") for i in DEFINED_ID.findall(p.read_text(encoding="utf-8"))}
    assert len(defined) > 500
    missing = [
        f"{doc}: {rule}{family}" for doc, (rule, family) in _cited(RULE_ID)
        if not (any(d.startswith(rule + "-") for d in defined) if family else rule in defined)
    ]
    for doc, (family, siblings) in _cited(SIBLINGS):
        missing += [f"{doc}: {family}{s}" for s in siblings.split("/")[1:] if family + s not in defined]
    assert not missing


def test_every_file_the_docs_name_or_link_exists():
    missing = []
    for doc, target in _cited(LINK):
        folder = ROOT if doc == "README.md" else ROOT / "docs"
        if not target.startswith(("http:", "https:", "#")) and not (folder / target).exists():
            missing.append(f"{doc}: {target}")
    for doc, text in _cited(CODE):
        path = text.split()[0].split(":")[0].rstrip("/")
        if any(c in path for c in "<*[{"):
            continue
        if path.startswith(REPO_FOLDERS) and not (ROOT / path).exists():
            missing.append(f"{doc}: {path}")
        if path.startswith("../shared/") and RULES.is_dir() and not (ROOT / path).exists():
            missing.append(f"{doc}: {path}")
    assert not missing


def test_every_message_key_the_docs_cite_exists():
    keys = {k for p in (ROOT / "resources").rglob("messages*.json") for k in json.loads(p.read_text(encoding="utf-8"))}
    missing = []
    for doc, text in _cited(CODE):
        if not re.fullmatch(r"[a-z_]+\.[a-z_0-9]+\.[a-z_0-9.<>*]*", text) or text.split(".")[0] not in (*GAMES, "core"):
            continue
        if (ROOT / "solo_desk" / text.split(".")[0] / (text.split(".")[1] + ".py")).exists():
            continue  # a module path (core.options.ambiguity_switch), not a key
        prefix = re.split(r"[<*]", text)[0]  # `duel.nudge.<kind>`, `duel.illegal.`: a family of keys
        if not (any(k.startswith(prefix) for k in keys) if prefix != text or text.endswith(".") else text in keys):
            missing.append(f"{doc}: {text}")
    assert not missing


def _readme_rows() -> list[str]:
    lines = (ROOT / "README.md").read_text(encoding="utf-8").splitlines()
    return [line for line in lines if line.startswith("| `solo-desk")]


def test_the_readme_lists_every_field_each_command_prints_as_json():
    from solo_desk.core import schemas
    from solo_desk.core.proposal import Proposal

    documented = {}
    for row in _readme_rows():
        printed = row.rstrip(" |").split(" | ")[-1]
        named = re.match(r"`(\w+Output)`: (.*)", printed)
        if named:
            documented[named.group(1)] = {re.sub(r"\[\]$", "", t) for t in CODE.findall(named.group(2))}
    outputs = {name for name in dir(schemas) if name.endswith("Output")}
    assert set(documented) == outputs
    missing = [f"{name}.{field}" for name in outputs for field in getattr(schemas, name).model_fields
               if field not in documented[name]]
    missing += [f"ProposeOutput.proposal.{field}" for field in Proposal.model_fields
                if field not in documented["ProposeOutput"]]
    assert not missing


def test_the_readme_shows_every_command_and_option_of_the_command_line():
    import argparse

    from solo_desk.cli import build_parser

    rows = "\n".join(_readme_rows())
    parser = build_parser()
    commands = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction)).choices
    missing = [name for name in commands if f"`solo-desk {name}" not in rows]
    common = {"-h", "--help", "--lang", "--json"}  # every command's, described once under the table
    def undocumented(action: argparse.Action) -> bool:
        names = set(action.option_strings)
        return bool(names) and not common & names and not any(o in rows for o in names)

    for name, sub in commands.items():
        missing += [f"{name} {a.option_strings[-1]}" for a in sub._actions if undocumented(a)]
    missing += [a.option_strings[-1] for a in parser._actions if undocumented(a)]
    assert not missing


@pytest.mark.parametrize("game_id", GAMES)
def test_each_game_doc_names_every_option_of_its_game(game_id):
    from solo_desk.core import registry

    cited = _game_doc_code(game_id)
    families = [c[:-1] for c in cited if c.endswith("_*")]  # `challenge_*`
    missing = [o.name for o in registry.get(game_id).option_specs()
               if o.name not in cited and not any(o.name.startswith(f) for f in families)]
    assert not missing


@pytest.mark.parametrize("game_id", GAMES)
def test_each_game_doc_names_every_correction_of_its_game(game_id):
    from solo_desk.core import registry

    cited = _game_doc_code(game_id)
    edits = [t.model_fields["kind"].default for t in registry.get(game_id).action_types if t.family == "edit"]
    assert edits
    assert [kind for kind in edits if kind not in cited] == []
