"""Message catalogues for everything the model layer says (errors, bot traces).

The model holds keys and parameters, never sentences. Catalogues are JSON files
``resources/<domain>/messages.json`` (and ``messages_<part>.json`` beside it) mapping a key to ``{"en": ..., "it": ...}``
with ``str.format`` placeholders. A count's noun (or verb) agrees with the count through a plural
choice, ``{n:singular|plural}``: the placeholder renders as the singular form when ``n`` is 1 (or
-1) and as the plural one otherwise, so ``"{n} {n:coin|coins}"`` reads "1 coin", "2 coins" and
``"ne {n:manca|mancano} {n}"`` reads "ne manca 1", "ne mancano 2"; a form may hold the count itself,
``"{n:the only card|the {n} cards}"``. ``{age:roman}`` writes a number as the boards print it
("Age II"). The core's own keys are in
``resources/core/messages.json``; a game's keys are namespaced by its id
(``duel.trace.tactical_none``) and live in ``resources/<game>/messages.json``.
"""
from __future__ import annotations

import functools
import string
from typing import Any

LANGUAGES = ("en", "it")


@functools.cache
def catalogue(domain: str) -> dict[str, dict[str, str]]:
    """The domain's messages.json and any messages_<part>.json beside it, merged."""
    from solo_desk.core.resources import read_json, resource

    merged: dict[str, dict[str, str]] = {}
    try:
        names = sorted(n.name for n in resource(domain).iterdir() if n.name.startswith("messages") and n.name.endswith(".json"))
        for name in names:
            merged.update(read_json(domain, name))
    except Exception:  # a missing catalogue must never hide the real error
        return merged
    return {k: v for k, v in merged.items() if not k.startswith("_")}


def domain_of(key: str) -> str:
    head = key.split(".", 1)[0]
    return head if "." in key else "core"


def lookup(key: str, lang: str = "en") -> str | None:
    entry = catalogue(domain_of(key)).get(key) or catalogue("core").get(key)
    if entry is None:
        return None
    return entry.get(lang) or entry.get("en")


class _Lenient(dict):
    def __missing__(self, name: str) -> str:
        return "{" + name + "}"


def render_value(value: Any, lang: str) -> str:
    if isinstance(value, dict) and set(value) == {"names", "typed"}:  # options (see typed_options): by name
        return render_value(value["names"], lang)
    if isinstance(value, dict) and "key" in value:  # a nested message
        return render(value["key"], value.get("params", {}), lang)
    if isinstance(value, dict) and "en" in value and set(value) <= set(LANGUAGES):  # a name in both languages
        return str(value.get(lang) or value["en"])
    if isinstance(value, (list, tuple)):
        return ", ".join(render_value(v, lang) for v in value)
    return str(value)


def number(value: Any) -> str:
    """A score or an amount as the player reads it: a negative one with the minus sign ("−8",
    not the hyphen of "-8"); anything else as it is."""
    return f"\u2212{-value}" if isinstance(value, int) and not isinstance(value, bool) and value < 0 else str(value)


def listed(values: Any, separator: str = "; ") -> dict[str, str]:
    """Values (names, nested messages) as one name in both languages, set apart by ``separator``
    rather than the commas a list renders with: for items that hold commas themselves ("Military,
    then Science; Military, then Construction")."""
    values = list(values)
    return {lang: separator.join(render_value(v, lang) for v in values) for lang in LANGUAGES}


def typed_options(options: Any, separator: str = "; ") -> dict[str, Any]:
    """Options as (name, value to type) pairs, listed (see :func:`listed`): the window reads them by
    name ("Military, then Science"); the command line, where an action types the value, with the value
    after each name ("Military, then Science (MS)": see :func:`for_command_line`)."""
    options = list(options)

    def with_value(name: Any, value: str) -> Any:
        same = all(render_value(name, lang) == value for lang in LANGUAGES)
        return name if same else {"key": "typed_option", "params": {"name": name, "value": value}}

    return {"names": listed((name for name, _ in options), separator),
            "typed": listed((with_value(name, value) for name, value in options), separator)}


def for_command_line(params: Any) -> Any:
    """A message's parameters as the command line shows them: options with the values to type
    (:func:`typed_options`)."""
    if isinstance(params, dict):
        if set(params) == {"names", "typed"}:
            return params["typed"]
        return {k: for_command_line(v) for k, v in params.items()}
    if isinstance(params, list):
        return [for_command_line(v) for v in params]
    return params


# parameters that name a side: a raw "player"/"automa" in them is rendered as the side's name
SIDE_PARAMS = frozenset({"side", "to_move", "turn", "winner", "who", "by", "owner", "actor", "mover"})
SIDES = ("player", "automa")


def _param(name: str, value: Any, lang: str, game: str = "") -> str:
    if name in SIDE_PARAMS and isinstance(value, str) and value in SIDES:
        # a game names its automa its own way (SOLO, the Opponent, the AI): "<game>.side_name.automa"
        return (game and lookup(f"{game}.side_name.{value}", lang)) or lookup(f"side_name.{value}", lang) or value
    return render_value(value, lang)


def side_message(side: str, game: str) -> dict[str, Any]:
    """A side as the window names it, as a nested message: "you", and the automa as its game calls
    it ("SOLO", "the AI") or "the automa"."""
    key = f"{game}.ui.side.{side}"
    return {"key": key if game and lookup(key) else f"side.{side}"}


def plural_form(count: Any, spec: str) -> str:
    """The form of ``spec`` ("singular|plural") that agrees with ``count``: the singular for 1 or -1,
    the plural for any other number (0 too: "0 coins", "0 monete") and for a value that is no number."""
    singular, _, plural = spec.partition("|")
    try:
        one = abs(float(str(count).strip())) == 1
    except ValueError:
        one = False
    return singular if one else plural


def roman(value: Any) -> str:
    """A small positive number in Roman numerals, as the games print Ages and rounds ("II"); any
    other value as it is."""
    try:
        n = int(str(value).strip())
    except ValueError:
        return str(value)
    if not 0 < n < 40:
        return str(value)
    tens, units = divmod(n, 10)
    return "X" * tens + ("", "I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX")[units]


class _MessageFormatter(string.Formatter):
    """``str.format`` plus the plural choice ``{n:singular|plural}`` and ``{n:roman}`` (see the
    module's doc)."""

    def format_field(self, value: Any, format_spec: str) -> str:
        if "|" in format_spec:
            return plural_form(value, format_spec)
        if format_spec == "roman":
            return roman(value)
        return super().format_field(value, format_spec)


_FORMATTER = _MessageFormatter()


def render(key: str, params: dict[str, Any] | None = None, lang: str = "en") -> str:
    template = lookup(key, lang)
    params = params or {}
    game = key.partition(".")[0]  # a game's keys start with its id
    if template is None:
        shown = ", ".join(f"{k}={_param(k, v, lang, game)}" for k, v in params.items())
        return f"{key}({shown})" if shown else key
    values = _Lenient({k: _param(k, v, lang, game) for k, v in params.items()})
    return _FORMATTER.vformat(template, (), values)


def placeholders(template: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}


YOU = "_you"  # a key's variant in the second person singular, for the Player's own acts


def in_person(key: str, params: dict[str, Any] | None, by: str | None) -> tuple[str, dict[str, Any]]:
    """A history line in its side's person. The history writes the side before the line ("you: ",
    "SOLO: "): the Player's acts read in the second person singular through a key's ``<key>_you``
    variant ("you: build …", "tu: costruisci …"), the automa's and the table's in the third (the
    key itself: "SOLO: builds …"). Nested messages in the parameters (``{"key": …}``) follow the
    same rule ("Consul: buy Mercator"); a key with no ``_you`` variant stays as it is (an event, a
    name). Every game's ``describe`` goes through here (see :func:`for_side`)."""
    params = dict(params or {})
    if by != "player":
        return key, params
    return (key + YOU if lookup(key + YOU) is not None else key), {k: _nested_in_person(v) for k, v in params.items()}


def _nested_in_person(value: Any) -> Any:
    if isinstance(value, dict) and isinstance(value.get("key"), str):
        key, params = in_person(value["key"], value.get("params"), "player")
        return {**value, "key": key, "params": params}
    if isinstance(value, list):
        return [_nested_in_person(v) for v in value]
    return value


def for_side(message: Any, by: str | None) -> Any:
    """``message`` (a :class:`~solo_desk.core.proposal.Message`) in the person of the side that
    acted (``by``): see :func:`in_person`."""
    key, params = in_person(message.key, message.params, by)
    if key == message.key and params == dict(message.params):
        return message
    return type(message)(key=key, params=params)
