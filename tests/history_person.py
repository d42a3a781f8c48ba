"""Shared checks: every game's history lines agree with their side (the history writes "you: " /
"the automa: " before each line): the Player's in the second person singular (a key's ``_you``
variant, nested messages too), the automa's in the third (never a ``_you`` key)."""
from __future__ import annotations

import json
from pathlib import Path
from typing import Any, Iterable

from solo_desk.core.messages import lookup, placeholders, render
from solo_desk.core.playout import play_game

RESOURCES = Path(__file__).resolve().parents[1] / "resources"


def keys_in(key: str, params: dict[str, Any]) -> list[str]:
    """The key and every nested message's key in its parameters."""
    found = [key]

    def walk(value: Any) -> None:
        if isinstance(value, dict) and isinstance(value.get("key"), str):
            found.extend(keys_in(value["key"], value.get("params") or {}))
        elif isinstance(value, (list, tuple)):
            for v in value:
                walk(v)
        elif isinstance(value, dict):
            for v in value.values():
                walk(v)

    for v in params.values():
        walk(v)
    return found


def person_problems(game, actions: Iterable[Any], impersonal: frozenset[str] = frozenset()) -> list[str]:
    """Lines whose person disagrees with their side: a Player's line (or a message nested in it)
    left in the third person although its ``_you`` variant exists, a Player's line with no
    second-person key at all (unless listed as ``impersonal``), an automa's line in the second
    person."""
    problems = []
    for action in actions:
        described = game.describe(action)
        keys = keys_in(described.key, described.params)
        line = render(described.key, described.params, "en")
        if action.by == "player":
            problems += [f"{action.kind}: {k} has a _you variant ({line})" for k in keys if lookup(k + "_you")]
            if not described.key.endswith("_you") and described.key not in impersonal:
                problems.append(f"{action.kind}: {described.key} is not the Player's ({line})")
        elif action.by == "automa":
            problems += [f"{action.kind}: {k} is the Player's ({line})" for k in keys if k.endswith("_you")]
    return problems


def played(game, options: dict[str, Any], seed: int, mode: str = "digital") -> list[Any]:
    record = play_game(game, options, seed, mode=mode)
    assert record.error is None, record.error
    return [a for step in record.steps for a in step.actions]


def you_key_problems(game_id: str) -> list[str]:
    """Every ``_you`` key of the game's catalogue has its base key, the same placeholders as it in
    both languages, and both languages."""
    cat = json.loads((RESOURCES / game_id / "messages.json").read_text(encoding="utf-8"))
    problems = []
    for key, entry in cat.items():
        if not key.endswith("_you"):
            continue
        base = cat.get(key[: -len("_you")])
        if base is None:
            problems.append(f"{key}: no base key")
            continue
        for lang in ("en", "it"):
            if lang not in entry:
                problems.append(f"{key}: no {lang}")
            elif placeholders(entry[lang]) != placeholders(base[lang]):
                problems.append(f"{key} ({lang}): {sorted(placeholders(entry[lang]))} != {sorted(placeholders(base[lang]))}")
    if not any(key.endswith("_you") for key in cat):
        problems.append("no _you key: every line in the third person")
    return problems


def line(game, action, lang: str) -> str:
    described = game.describe(action)
    return render(described.key, described.params, lang)


def kinds_without_you(game, not_the_players: set[str]) -> list[str]:
    """The action kinds (from the game's action models) the Player can take whose history line
    has no second-person variant (``<game>.action.<kind>_you``)."""
    kinds = {t.model_fields["kind"].default for t in game.action_types}
    return sorted(k for k in kinds - set(not_the_players) if not lookup(f"{game.id}.action.{k}_you"))
