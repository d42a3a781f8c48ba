"""Typed game options: each has a name, a type, a default, its choices and
English/Italian labels. They drive the CLI (``--option KEY=VALUE``), the
new-game wizard and ``solo-desk games --json``."""
from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from solo_desk.core.errors import BadInput


class Label(BaseModel):
    model_config = ConfigDict(defer_build=True, frozen=True)
    en: str
    it: str

    def get(self, lang: str) -> str:
        return self.it if lang == "it" else self.en


class Choice(BaseModel):
    model_config = ConfigDict(defer_build=True, frozen=True)
    value: str
    label: Label


class OptionSpec(BaseModel):
    model_config = ConfigDict(defer_build=True, frozen=True)
    name: str
    type: Literal["choice", "int", "bool", "str"]
    default: Any
    label: Label
    help: Label | None = None
    choices: tuple[Choice, ...] = ()
    minimum: int | None = None
    maximum: int | None = None
    ambiguity: str | None = Field(None, description="the rendering's *-AMB-nn entry this switch decides")

    def parse(self, raw: Any) -> Any:
        """Turn a CLI string (or an already typed value) into the option's value."""
        try:
            if self.type == "choice":
                value = str(raw)
                if value not in {c.value for c in self.choices}:
                    raise ValueError
                return value
            if self.type == "int":
                value = int(raw)
                if (self.minimum is not None and value < self.minimum) or (
                    self.maximum is not None and value > self.maximum
                ):
                    raise ValueError
                return value
            if self.type == "bool":
                if isinstance(raw, bool):
                    return raw
                text = str(raw).strip().lower()
                if text in {"1", "true", "yes", "on"}:
                    return True
                if text in {"0", "false", "no", "off"}:
                    return False
                raise ValueError
            return str(raw)
        except (TypeError, ValueError):
            raise BadInput(
                "option_bad_value",
                {"name": self.name, "value": raw, "expected": self.expected()},
            ) from None

    def expected(self) -> str:
        if self.type == "choice":
            return " | ".join(c.value for c in self.choices)
        if self.type == "int":
            low = "" if self.minimum is None else str(self.minimum)
            high = "" if self.maximum is None else str(self.maximum)
            return f"integer {low}..{high}" if (low or high) else "integer"
        return {"bool": "true | false", "str": "text"}[self.type]


def choice(value: str, en: str, it: str) -> Choice:
    return Choice(value=value, label=Label(en=en, it=it))


def choice_option(
    name: str, default: str, en: str, it: str, values: list[tuple[str, str, str]], ambiguity: str | None = None
) -> OptionSpec:
    """A choice option from (value, English label, Italian label) triples."""
    return OptionSpec(
        name=name, type="choice", default=default, label=Label(en=en, it=it),
        choices=tuple(choice(*v) for v in values), ambiguity=ambiguity,
    )


def ambiguity_switch(name: str, ambiguity: str, en: str, it: str, values: list[tuple[str, str, str]]) -> OptionSpec:
    """A rendering's *-AMB-nn interpretation as an option; the first value is its proposed reading."""
    return choice_option(name, values[0][0], en, it, values, ambiguity)


def resolve_options(specs: list[OptionSpec], given: dict[str, Any]) -> dict[str, Any]:
    """Defaults filled in, every given value parsed; unknown names refused."""
    by_name = {spec.name: spec for spec in specs}
    unknown = sorted(set(given) - set(by_name))
    if unknown:
        raise BadInput("option_unknown", {"name": unknown[0], "known": ", ".join(by_name) or "-"})
    resolved = {spec.name: spec.default for spec in specs}
    for name, raw in given.items():
        resolved[name] = by_name[name].parse(raw)
    return resolved


def parse_key_values(pairs: list[str] | None, what: str = "--option") -> dict[str, str]:
    """``KEY=VALUE`` pairs given with ``what`` (the command line's own word, the same in every language)."""
    result: dict[str, str] = {}
    for pair in pairs or []:
        key, sep, value = pair.partition("=")
        if not sep or not key.strip():
            raise BadInput("key_value_malformed", {"what": what, "text": pair})
        if key.strip() in result:  # never one value silently over another
            raise BadInput("key_value_repeated", {"what": what, "key": key.strip(), "first": result[key.strip()],
                                                  "second": value.strip()})
        result[key.strip()] = value.strip()
    return result
