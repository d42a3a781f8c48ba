"""What the automa would do, and why: ``Game.propose`` never changes the game."""
from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, SerializeAsAny

from solo_desk.core.actions import Action, Side

ProposalStatus = Literal["automa_turn", "not_automa_turn", "needs_input", "game_over"]


class Message(BaseModel):
    """A message key and its parameters; rendered in English or Italian by the UI/CLI."""

    model_config = ConfigDict(defer_build=True, frozen=True)
    key: str
    params: dict[str, Any] = {}

    def render(self, lang: str = "en") -> str:
        from solo_desk.core.messages import render

        return render(self.key, self.params, lang)


class Dropped(BaseModel):
    model_config = ConfigDict(defer_build=True, frozen=True)
    candidate: str  # a stable id (card id, city id, ...)
    key: str
    params: dict[str, Any] = {}
    label: Any = None  # how to show the candidate: a name {"en": ..., "it": ...} or a message


class TraceStep(BaseModel):
    """One step of the automa's reasoning, citing the rule that decided it."""

    model_config = ConfigDict(defer_build=True, frozen=True)
    rule: str
    key: str
    params: dict[str, Any] = {}
    kept: list[str] = []
    dropped: list[Dropped] = []
    ambiguity: str | None = Field(None, description="the *-AMB-nn entry whose reading decided this step")

    def render(self, lang: str = "en") -> str:
        from solo_desk.core.messages import render

        return render(self.key, self.params, lang)


class InputChoice(BaseModel):
    model_config = ConfigDict(defer_build=True, frozen=True)
    value: str
    # how to show the choice: a name {"en": ..., "it": ...}, a message, or plain text; None: the value
    label: Any = None


class InputRequest(BaseModel):
    """Something only the table knows: a physical die, a revealed card."""

    model_config = ConfigDict(defer_build=True, frozen=True)
    name: str
    kind: Literal["die", "card", "choice", "number"]
    key: str
    params: dict[str, Any] = {}
    choices: list[InputChoice] = []
    # "label": names whose order means nothing, listed alphabetically in the window's language
    order: Literal["given", "label"] = "given"


def choice_items(request: InputRequest, lang: str) -> list[tuple[str, str]]:
    """A question's choices as (text, value) in ``lang``: a choice's label is a name in both
    languages, a message or plain text (its value when it has none)."""
    from solo_desk.core.messages import render_value

    items = [(render_value(c.label, lang) if c.label is not None else c.value, c.value) for c in request.choices]
    if request.order == "label":
        items.sort(key=lambda item: item[0].casefold())
    return items


class Trace:
    """Builder for a proposal's trace, so bots read like a referee's notes."""

    def __init__(self) -> None:
        self.steps: list[TraceStep] = []

    def step(
        self,
        rule: str,
        key: str,
        kept: list[str] | None = None,
        dropped: list[Dropped] | None = None,
        ambiguity: str | None = None,
        **params: Any,
    ) -> TraceStep:
        # built by the bot's own code, many times per turn: no validation needed
        entry = TraceStep.model_construct(
            rule=rule, key=key, params=params, kept=kept or [], dropped=dropped or [], ambiguity=ambiguity
        )
        self.steps.append(entry)
        return entry

    def record(self, rule: str, key: str, kept: list[str], dropped: list[Dropped], ambiguity: str | None,
               params: dict[str, Any]) -> TraceStep:
        """``step`` for a caller that made ``kept``, ``dropped`` and ``params`` for this step alone
        (the step keeps them as given): no keyword arguments, no copies."""
        entry = TraceStep.model_construct(
            rule=rule, key=key, params=params, kept=kept, dropped=dropped, ambiguity=ambiguity
        )
        self.steps.append(entry)
        return entry

    def rules(self) -> list[str]:
        return [s.rule for s in self.steps]


class Proposal(BaseModel):
    model_config = ConfigDict(defer_build=True)

    status: ProposalStatus
    to_move: Side | None = None
    rule: str | None = Field(None, description="the rule that says whose turn it is")
    actions: list[SerializeAsAny[Action]] = []
    inputs: list[InputRequest] = []
    trace: list[TraceStep] = []
    summary: Message | None = None

    def applicable(self) -> bool:
        """Whether Apply can play it: the automa's turn, or a question fully answered."""
        return bool(self.actions) and self.status in ("automa_turn", "needs_input")
