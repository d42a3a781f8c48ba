"""The JSON that the headless commands print, one pydantic model each.

Tests validate every command's output against these; the README documents them.
"""
from __future__ import annotations

from typing import Any

from pydantic import BaseModel, ConfigDict, JsonValue

from solo_desk.core.actions import Action, Side
from solo_desk.core.game import GameResult, Mode
from solo_desk.core.options import Label, OptionSpec
from solo_desk.core.proposal import Proposal


class ActionJson(BaseModel):
    """Any game's action as printed: its kind, who, recorded outcomes, and its own fields."""

    model_config = ConfigDict(defer_build=True, extra="allow")
    kind: str
    by: Side | None = None
    outcomes: dict[str, JsonValue] = {}

    @classmethod
    def of(cls, action: Action) -> "ActionJson":
        return cls.model_validate(action.model_dump(mode="json"))


def actions_json(actions: list[Action]) -> list[ActionJson]:
    return [ActionJson.of(a) for a in actions]


class ProposalJson(Proposal):
    actions: list[ActionJson] = []  # type: ignore[assignment]

    @classmethod
    def of(cls, proposal: Proposal) -> "ProposalJson":
        return cls.model_validate(proposal.model_dump(mode="json"))


class GameInfo(BaseModel):
    id: str
    title: Label
    modes: list[Mode]
    options: list[OptionSpec]


class GamesOutput(BaseModel):
    games: list[GameInfo]


class NewOutput(BaseModel):
    file: str
    game: str
    seed: int
    mode: Mode
    options: dict[str, Any]
    to_move: Side | None


class LegalOutput(BaseModel):
    game: str
    to_move: Side | None
    actions: list[ActionJson]


class ProposeOutput(BaseModel):
    game: str
    proposal: ProposalJson
    explanation: list[str]  # the trace rendered in the chosen language, one line per step


class ApplyOutput(BaseModel):
    file: str
    applied: list[ActionJson]
    steps: int
    to_move: Side | None
    result: GameResult | None


class AutoplayOutput(BaseModel):
    file: str
    played: int
    steps: int
    to_move: Side | None
    result: GameResult | None


class GameOutcome(BaseModel):
    seed: int
    completed: bool
    turns: int
    winner: str | None = None
    reason: str | None = None
    scores: dict[str, int] = {}
    error: str | None = None


class ScoreDistribution(BaseModel):
    games: int
    mean: float
    p10: float
    p50: float
    p90: float

    @classmethod
    def of(cls, values: list[int]) -> "ScoreDistribution":
        from solo_desk.core.selfplay import percentile

        return cls(
            games=len(values),
            mean=sum(values) / len(values) if values else 0.0,
            p10=percentile(values, 0.10),
            p50=percentile(values, 0.50),
            p90=percentile(values, 0.90),
        )


class SelfplayOutput(BaseModel):
    game: str
    options: dict[str, Any]
    games: int
    completed: int
    errors: int
    end_reasons: dict[str, int]
    winners: dict[str, int]
    scores: dict[str, ScoreDistribution] = {}  # final scores of the completed games, per side
    turns_mean: float
    bot_ms_p50: float
    bot_ms_p99: float
    games_per_s: float
    # the same measured in this process's CPU time: steadier on a busy machine (the proposals' CPU
    # times only when asked for, else null: benchmarks/proposals.py asks)
    bot_cpu_ms_p50: float | None = None
    bot_cpu_ms_p99: float | None = None
    games_per_cpu_s: float
    checked: bool
    results: list[GameOutcome]
