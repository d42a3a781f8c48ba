"""Actions: everything that changes a game goes through one.

Two families: *moves* are what the rules allow (checked by the game's rules),
*edits* mirror the physical table (a drag to where a piece really lies;
checked only by the state's invariants). A game defines its own subclasses,
each with a literal ``kind``, and parses them with a discriminated union.
"""
from __future__ import annotations

from typing import Any, ClassVar, Literal

from pydantic import BaseModel, ConfigDict, JsonValue, SerializeAsAny

Side = Literal["player", "automa"]
Family = Literal["move", "edit", "answer"]


class Action(BaseModel):
    model_config = ConfigDict(defer_build=True, frozen=True, extra="forbid")

    family: ClassVar[Family] = "move"
    kind: str
    by: Side | None = None
    # What any random or hidden event decided (a die, a revealed card),
    # filled in when the action is first applied or given by the player.
    outcomes: dict[str, JsonValue] = {}
    # fields the rules fill in when the action is applied, only for the history ("price paid"): a
    # game's parse_action drops them from what it reads, so the history says what the rules did
    told_fields: ClassVar[frozenset[str]] = frozenset()

    def with_outcomes(self, **outcomes: Any) -> "Action":
        return self.model_copy(update={"outcomes": {**self.outcomes, **outcomes}})

    def brief(self) -> dict[str, Any]:
        """The action's JSON without empty fields, for logs and the history."""
        return self.model_dump(mode="json", exclude_defaults=True) | {"kind": self.kind}


class Step(BaseModel):
    """One undo step: a single action, an automa's whole turn or a multi-piece drag."""

    model_config = ConfigDict(defer_build=True, frozen=True)
    actions: list[SerializeAsAny[Action]]


class Branch(BaseModel):
    """A tail of steps set aside by a new action after an undo; never lost."""

    model_config = ConfigDict(defer_build=True, frozen=True)
    fork: int  # number of steps before the fork
    steps: list[Step]
