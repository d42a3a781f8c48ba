"""SOLO's challenge levels (SOLO-LEVEL-*), read from resources/duel/solo_levels.json and validated."""
from __future__ import annotations

import functools

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from solo_desk.core.errors import ContentError
from solo_desk.core.options import Label
from solo_desk.core.resources import read_json

from solo_desk.games.duel.bot_view import Level


class LevelSpec(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    id: str
    rule: str | None
    label: Label
    start_coins: int = Field(ge=0)  # SOLO-SETUP-7 / SOLO-LEVEL-C4
    free_card_ages: tuple[int, ...]  # SOLO-LEVEL-C2
    conflict_nudge: bool  # SOLO-LEVEL-C1
    god_discount_from_age: int | None = Field(None, ge=1, le=3)  # SOLO-LEVEL-C3
    wonder_cap: tuple[int, int, int]  # SOLO-WONDER-1 / SOLO-LEVEL-C5

    @field_validator("free_card_ages")
    @classmethod
    def _ages(cls, ages: tuple[int, ...]) -> tuple[int, ...]:
        if any(a not in (1, 2, 3) for a in ages) or len(set(ages)) != len(ages):
            raise ValueError("free_card_ages must be distinct Ages 1..3")
        return ages

    def level(self) -> Level:
        return Level(self.id, self.rule, self.start_coins, self.free_card_ages, self.conflict_nudge,
                     self.god_discount_from_age, self.wonder_cap)


class LevelTable(BaseModel):
    model_config = ConfigDict(extra="forbid")
    about: str = Field("", alias="_about")
    levels: list[LevelSpec]


@functools.cache
def level_specs() -> dict[str, LevelSpec]:
    try:
        table = LevelTable.model_validate(read_json("duel", "solo_levels.json"))
    except ValidationError as exc:
        raise ContentError("content_corrupt", {"path": "duel/solo_levels.json", "detail": str(exc.errors()[0])}) from None
    specs = {spec.id: spec for spec in table.levels}
    if len(specs) != len(table.levels) or "base" not in specs:
        raise ContentError("content_corrupt", {"path": "duel/solo_levels.json", "detail": "ids must be unique, with base"})
    return specs


def level(level_id: str) -> Level:
    return level_specs()[level_id].level()
