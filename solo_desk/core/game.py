"""The Game protocol: what every game package offers the core, the CLI and the UI.

A game package ``solo_desk/games/<id>/`` exposes ``GAME`` (an instance
satisfying :class:`Game`) from its ``__init__``; importing it must be cheap
(load content lazily). Its ``scene`` module is the only one that imports Qt and
is named by ``scene_path`` so the model layer never imports it.

Contract of ``apply``: never mutate the given state; return the new state and
the action *as recorded* (with the outcomes of any random or hidden event it
used filled in), so replaying the recorded action gives the same state.
"""
from __future__ import annotations

import ast
import json
import random
import re
from typing import Any, ClassVar, Literal, Protocol, runtime_checkable

from pydantic import BaseModel, ConfigDict, TypeAdapter, ValidationError

from solo_desk.core.actions import Action, Side
from solo_desk.core.errors import BadInput, MalformedAction
from solo_desk.core.options import Label, OptionSpec
from solo_desk.core.proposal import InputRequest, Message, Proposal

Mode = Literal["digital", "companion"]
MODES: tuple[Mode, ...] = ("digital", "companion")


class GameState(BaseModel):
    """Fields every game state carries; a game's state model extends it."""

    model_config = ConfigDict(defer_build=True, extra="forbid")

    mode: Mode = "digital"
    seed: int = 0
    rng_counter: int = 0


class GameResult(BaseModel):
    model_config = ConfigDict(defer_build=True, frozen=True)
    winner: Literal["player", "automa", "draw", "none"]  # "none": a variant that only scores the player
    reason: str  # e.g. "military", "science", "civilian", "score"
    scores: dict[str, int] = {}
    rule: str | None = None


@runtime_checkable
class Game(Protocol):
    id: str
    title: Label
    scene_path: str | None  # "package.module:Class" of the Qt scene

    def option_specs(self) -> list[OptionSpec]: ...
    def title_for(self, options: dict[str, Any]) -> Label: ...
    def rolls_dice(self, options: dict[str, Any]) -> bool: ...
    def setup_rolls(self, state: GameState) -> list[tuple[str, Any]]: ...
    def content_json(self) -> dict[str, Any]: ...
    def content_hash(self) -> str: ...
    def new_state(self, options: dict[str, Any], seed: int, mode: Mode) -> GameState: ...
    def load_state(self, data: Any) -> GameState: ...
    def parse_action(self, data: Any) -> Action: ...
    def legal_actions(self, state: GameState) -> list[Action]: ...
    def apply(self, state: GameState, action: Action) -> tuple[GameState, Action]: ...
    def propose(self, state: GameState, inputs: dict[str, str] | None = None) -> Proposal: ...
    def to_move(self, state: GameState) -> Side | None: ...
    def result(self, state: GameState) -> GameResult | None: ...
    def check(self, state: GameState) -> None: ...
    def public_view(self, state: GameState) -> dict[str, Any]: ...
    def player_policy(self, state: GameState, rng: random.Random) -> Action: ...
    def describe(self, action: Action, state: GameState | None = None) -> Message: ...
    def describe_step(self, actions: list[Action], state: GameState | None = None) -> list[Message] | None: ...
    def refuse_answer(self, state: GameState, request: InputRequest, value: str) -> Message | None: ...
    def user_content(self, state: GameState) -> dict[str, Any]: ...
    def recorded_answers(self, actions: list[Action]) -> dict[str, str]: ...


class BaseGame:
    """Shared plumbing for game definitions; subclasses fill in the rules."""

    id: ClassVar[str]
    title: ClassVar[Label]
    state_model: ClassVar[type[GameState]]
    action_types: ClassVar[tuple[type[Action], ...]]
    scene_path: ClassVar[str | None] = None

    _action_adapter: TypeAdapter | None = None

    # -- parsing -----------------------------------------------------------
    def action_adapter(self) -> TypeAdapter:
        if self._action_adapter is None:
            from typing import Annotated, Union

            from pydantic import Field

            union = Annotated[Union[tuple(self.action_types)], Field(discriminator="kind")]  # type: ignore[valid-type]
            self._action_adapter = TypeAdapter(union)
        return self._action_adapter

    def parse_action(self, data: Any) -> Action:
        if isinstance(data, Action):
            return data
        try:
            action = self.action_adapter().validate_python(data)
        except ValidationError as exc:
            raise MalformedAction("action_malformed", {"game": self.title.model_dump(), "detail": first_error(exc)}) from None
        told = action.told_fields & action.model_fields_set
        if told:  # the rules fill them in again when the action is applied
            action = type(action).model_validate(action.model_dump(include=action.model_fields_set - told))
        return action

    def load_state(self, data: Any) -> GameState:
        try:
            return self.state_model.model_validate(data)
        except ValidationError as exc:
            raise BadInput("state_invalid", {"game": self.title.model_dump(), "detail": first_error(exc)}) from None

    # -- defaults ----------------------------------------------------------
    def option_specs(self) -> list[OptionSpec]:
        return []

    def title_for(self, options: dict[str, Any]) -> Label:
        """The title of a game with these options (an expansion left out may change it)."""
        return self.title

    def rolls_dice(self, options: dict[str, Any]) -> bool:
        """Whether a game with these options rolls dice (the window shows its Dice panel only then)."""
        return False

    def setup_rolls(self, state: GameState) -> list[tuple[str, Any]]:
        """Rolls of the set-up that the state keeps rather than an action's outcomes, as
        (outcome name, value): the Dice panel shows them until a step rolls."""
        return []

    def public_view(self, state: GameState) -> dict[str, Any]:
        return state.model_dump(mode="json", exclude={"seed", "rng_counter"})

    def describe(self, action: Action, state: GameState | None = None) -> Message:
        """The history line of an action, in its side's person (``<key>_you`` for the Player's:
        see :func:`solo_desk.core.messages.for_side`). ``state``, when the caller has it, is the
        game's table (a line may name what the action does not record, e.g. Concordia's capital): only
        what stays the same through a game, as the History says each step once."""
        from solo_desk.core.messages import for_side

        return for_side(Message(key=f"{self.id}.action.{action.kind}", params=action.brief()), action.by)

    def describe_step(self, actions: list[Action], state: GameState | None = None) -> list[Message] | None:
        """A step's history line, clause by clause, when the game says it shorter than its actions'
        lines joined (a set-up of many draws: the history then shows each action's line in the
        line's tooltip); None: the actions' lines."""
        return None

    def check(self, state: GameState) -> None:
        """Raise InconsistentState if the state breaks an invariant."""

    def refuse_answer(self, state: GameState, request: InputRequest, value: str) -> Message | None:
        """Why ``value``, not one of ``request``'s choices, is refused, when the game can say more than
        "must be one of …" (a die face already blocked: re-roll it); None: the generic refusal."""
        return None

    def user_content(self, state: GameState) -> dict[str, Any]:
        """Content the user entered that this game uses (recorded in the save's header)."""
        return {}

    def recorded_answers(self, actions: list[Action]) -> dict[str, str]:
        """The table's answers a recorded step of the automa was given, by question name (a reopened
        companion game proposes the turn again with them; Undo gives them back): by default its
        actions' outcomes recorded under the questions' names."""
        found: dict[str, str] = {}
        for action in actions:
            for name, value in (getattr(action, "outcomes", None) or {}).items():
                if isinstance(value, (str, int)) and not isinstance(value, bool):
                    found[name] = str(value)
        return found


# pydantic's error types with a message of our own (in both languages), and the parameter each
# takes from the error's context; any other error is "a value that is not valid" (pydantic's own
# text is English only, and a game's validator may say anything: never shown in another language)
_KNOWN_ERRORS = {"missing": "missing", "extra_forbidden": "unknown", "literal_error": "not_allowed",
                 "enum": "not_allowed", "union_tag_invalid": "not_allowed", "union_tag_not_found": "missing_kind",
                 "int_from_float": "not_whole", "greater_than_equal": "at_least", "greater_than": "more_than",
                 "less_than_equal": "at_most", "less_than": "less_than", "too_short": "too_short",
                 "too_long": "too_long", "string_too_short": "text_too_short", "string_too_long": "text_too_long",
                 "finite_number": "wrong_type", "multiple_of": "invalid"}
_LIMITS = {"at_least": "ge", "more_than": "gt", "at_most": "le", "less_than": "lt", "too_short": "min_length",
           "too_long": "max_length", "text_too_short": "min_length", "text_too_long": "max_length"}


def first_error(exc: ValidationError) -> dict[str, Any]:
    """The first thing wrong in validated data, as a message: where (a field's path; a "kind" that says
    which action, by its name), what, and for a value that is not allowed the values that are."""
    err = exc.errors()[0]
    loc = [str(p) for p in err.get("loc", ())]
    kind = str(err.get("type", ""))
    ctx = err.get("ctx") or {}
    name = _KNOWN_ERRORS.get(kind)
    if name is None:
        name = "wrong_type" if kind.endswith(("_type", "_parsing")) else "invalid"
    value = err.get("input")
    if kind == "union_tag_invalid":  # the place is the field that says which one ("kind"), not the whole
        field = str(ctx.get("discriminator", "")).strip("'\"")
        loc.append(field)
        value = value.get(field) if isinstance(value, dict) else None
    params: dict[str, Any] = {}
    if name in _LIMITS:
        params["limit"] = ctx.get(_LIMITS[name], "?")
    problem: dict[str, Any] = {"key": f"invalid_data.{name}", "params": params}
    allowed = _allowed_values(ctx.get("expected_tags", ctx.get("expected")))
    if name == "not_allowed" and allowed:
        problem = {"key": "invalid_data.not_allowed_of",
                   "params": {"value": _shown_value(value), "allowed": ", ".join(allowed), "count": len(allowed)}}
    if not loc:  # the data as a whole (an action with no "kind"): the problem says it all
        return problem
    where: Any = ".".join(loc)
    if kind == "union_tag_invalid":
        where = {"key": "invalid_data.the_field", "params": {"field": where}}
    return {"key": "invalid_data.at", "params": {"where": where, "problem": problem}}


# a Python literal in pydantic's list of the values a field takes ("'land' or 'sea'")
_LITERAL = re.compile(r"""'(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*"|-?\d+(?:\.\d+)?|True|False|None""")


def _allowed_values(expected: Any) -> list[str] | None:
    """pydantic's list of the values a field takes ("'land' or 'sea'") as they are typed in JSON
    ('"land"', '"sea"'); None when it cannot be read."""
    if not isinstance(expected, str):
        return None
    values = []
    for token in _LITERAL.findall(expected):
        try:
            values.append(json.dumps(ast.literal_eval(token), ensure_ascii=False))
        except (ValueError, SyntaxError):
            return None
    return values or None


def _shown_value(value: Any) -> Any:
    """A refused value as it was typed ('"xyz"'), or "this value" for one too long or not a plain value."""
    if value is None or isinstance(value, (str, int, float, bool)):
        text = json.dumps(value, ensure_ascii=False)
        if len(text) <= 40:
            return text
    return {"key": "invalid_data.this_value"}
