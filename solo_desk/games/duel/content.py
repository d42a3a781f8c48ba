"""Static content of 7 Wonders Duel + Pantheon: pydantic models and a cached loader.

The JSON under ``resources/duel/`` is our own transcription (see SOURCES.md).
A user may correct any entry with ``overrides.json`` in
``solo_desk.core.paths.overrides_dir('duel')``: ``{"buildings": {"<id>": {field: value}}, ...}``;
the corrected entries are validated like the shipped ones.
"""
from __future__ import annotations

import functools
import json
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, ValidationError

from solo_desk.core.errors import ContentError
from solo_desk.core.resources import content_hash as hash_texts
from solo_desk.core.resources import read_text

Resource = Literal["wood", "clay", "stone", "glass", "papyrus"]
RESOURCES: tuple[str, ...] = ("wood", "clay", "stone", "glass", "papyrus")
RAW = ("wood", "clay", "stone")
Color = Literal["brown", "grey", "yellow", "red", "blue", "green", "purple"]
Mythology = Literal["mesopotamian", "phoenician", "greek", "egyptian", "roman"]
MYTHOLOGIES: tuple[str, ...] = ("mesopotamian", "phoenician", "greek", "egyptian", "roman")
CONTENT_FILES = ("buildings.json", "wonders.json", "progress_tokens.json", "divinities.json", "board.json",
                 "names_it.json", "decisions.json")
OVERRIDE_FILE = "overrides.json"


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class Text(_Model):
    """A short effect text in both languages, for the board (hover, Progress tokens, gods)."""

    en: str
    it: str


class CoinsPer(_Model):
    what: tuple[str, ...]  # colours, or "wonder"
    each: int


class GuildEffect(_Model):
    counts: tuple[str, ...]  # colours, "wonder" or "coin_set_of_3"
    coins_each: int = 0
    vp_each: int = 0


class Building(_Model):
    id: str
    name: str
    age: Literal[1, 2, 3]
    color: Color
    group: Literal["age", "guild", "grand_temple"] = "age"
    cost_coins: int = 0
    cost: dict[Resource, int] = {}
    produces: dict[Resource, int] = {}
    produces_one_of: tuple[Resource, ...] = ()
    trade_at_one: tuple[Resource, ...] = ()
    vp: int = 0
    shields: int = 0
    science: str | None = None
    chain_gives: str | None = None
    chain_needs: str | None = None
    coins: int = 0
    coins_per: CoinsPer | None = None
    guild: GuildEffect | None = None
    mythology: Mythology | None = None


class Wonder(_Model):
    id: str
    name: str
    expansion: Literal["base", "pantheon", "promo"]
    cost: dict[Resource, int]
    vp: int = 0
    shields: int = 0
    coins: int = 0
    opponent_loses: int = 0
    play_again: bool = False
    produces_one_of: tuple[Resource, ...] = ()
    effect: Literal[
        "discard_opponent_brown", "discard_opponent_grey", "progress_from_box", "build_from_discard",
        "pantheon_discount", "divine_theater", "messe", "statue_of_liberty",
    ] | None = None
    text: Text | None = None  # the effect in short, English and Italian


class ProgressToken(_Model):
    id: str
    name: str
    expansion: Literal["base", "pantheon"]
    vp: int = 0
    coins: int = 0
    science: str | None = None
    effect: str | None = None
    text: Text | None = None  # the effect in short, English and Italian


class Divinity(_Model):
    id: str
    name: str
    mythology: Mythology | Literal["gate"]
    coins: int = 0
    vp: int = 0
    shields: int = 0
    science: str | None = None
    effect: str | None = None
    text: Text | None = None  # the effect in short, English and Italian


class Slot(_Model):
    row: int
    column: int
    face_up: bool
    token: Literal["mythology", "offering"] | None = None


class MilitaryZone(_Model):
    start: int  # distance from the centre
    end: int
    vp: int
    looting: int = 0


class PantheonBoard(_Model):
    spaces: int
    cost_first_player: tuple[int, ...]
    cost_second_player: tuple[int, ...]
    gate_multiplier: int
    sanctuary_discount: int


class Board(_Model):
    start_coins: int
    progress_tokens_on_board: int
    cards_set_aside_per_age: int
    guilds_per_game: int
    discard_base_coins: int
    trade_base_price: int
    wonders_built_max: int
    age_layouts: dict[int, tuple[Slot, ...]]
    military_capital: int
    military_zones: tuple[MilitaryZone, ...]
    science_supremacy_symbols: int
    pantheon: PantheonBoard
    mythologies: tuple[Mythology, ...]
    mythology_tokens_per_mythology: int
    offering_tokens: tuple[int, ...]
    grand_temple_vp: tuple[int, ...]
    astarte_coins: int


class Decisions(_Model):
    divinity_free_with_mythology_token: bool
    lighthouse_counts_itself: bool
    age3_grand_temples_replace_guilds: bool
    cards_revealed_at_end_of_turn: bool
    neptune_applied_token_hits_opponent: bool
    first_player: Literal["player", "automa"]
    promo_wonders_from_single_source: bool


class ItalianName(_Model):
    it: str
    confidence: Literal["official", "likely", "guess"]
    alt: tuple[str, ...] = ()


class Catalogue(_Model):
    buildings: dict[str, Building]
    wonders: dict[str, Wonder]
    progress_tokens: dict[str, ProgressToken]
    divinities: dict[str, Divinity]
    board: Board
    decisions: Decisions
    names_it: dict[str, ItalianName]  # every id of every section

    def name_it(self, item_id: str) -> str:
        entry = self.names_it.get(item_id)
        return entry.it if entry else item_id

    def slot_geometry(self, age: int) -> "Geometry":
        return _geometry(self, age)


class Geometry:
    """Cover relations of one Age layout: a slot is covered by the slots below-left/below-right."""

    def __init__(self, slots: tuple[Slot, ...]):
        where = {(s.row, s.column): i for i, s in enumerate(slots)}
        self.covered_by: tuple[tuple[int, ...], ...] = tuple(
            tuple(where[k] for k in ((s.row + 1, s.column - 1), (s.row + 1, s.column + 1)) if k in where) for s in slots
        )
        covers: list[list[int]] = [[] for _ in slots]
        for i, below in enumerate(self.covered_by):
            for j in below:
                covers[j].append(i)
        self.covers: tuple[tuple[int, ...], ...] = tuple(tuple(c) for c in covers)
        self.top_row: tuple[int, ...] = tuple(i for i, s in enumerate(slots) if s.row == 1)
        self.face_up: tuple[bool, ...] = tuple(s.face_up for s in slots)
        self.tokens: tuple[str | None, ...] = tuple(s.token for s in slots)


_GEOMETRY: dict[int, Geometry] = {}


def _geometry(cat: Catalogue, age: int) -> Geometry:
    if age not in _GEOMETRY:
        _GEOMETRY[age] = Geometry(cat.board.age_layouts[age])
    return _GEOMETRY[age]


def _raw_texts() -> list[str]:
    return [read_text("duel", name) for name in CONTENT_FILES]


def override_path() -> Path:
    from solo_desk.core.paths import overrides_dir

    return overrides_dir("duel") / OVERRIDE_FILE


def _apply_overrides(data: dict[str, Any], overrides: dict[str, Any], path: str) -> None:
    for section, entries in overrides.items():
        if section.startswith("_"):
            continue
        target = data.get(section)
        if target is None or not isinstance(entries, dict):
            raise ContentError("duel.content.override_bad", {"path": path, "detail": section})
        if section in ("board", "decisions"):
            target.update(entries)
            continue
        for item_id, fields in entries.items():
            if item_id not in target or not isinstance(fields, dict):
                raise ContentError("duel.content.override_bad", {"path": path, "detail": f"{section}.{item_id}"})
            target[item_id] = {**target[item_id], **fields, "id": item_id}


def build_catalogue(texts: list[str], overrides: dict[str, Any] | None = None, source: str = "") -> Catalogue:
    raw = [json.loads(t) for t in texts]
    buildings, wonders, tokens, divinities, board, names, decisions = raw
    data: dict[str, Any] = {
        "buildings": {b["id"]: b for b in buildings["buildings"]},
        "wonders": {w["id"]: w for w in wonders["wonders"]},
        "progress_tokens": {t["id"]: t for t in tokens["progress_tokens"]},
        "divinities": {d["id"]: d for d in divinities["divinities"]},
        "board": dict(board),
        "decisions": {k: v for k, v in decisions.items() if not k.startswith("_")},
    }
    if overrides:
        _apply_overrides(data, overrides, source)
    b = data["board"]
    military = b.pop("military")
    b["military_capital"] = military["capital"]
    b["military_zones"] = [{"start": z["from"], "end": z["to"], "vp": z["vp"], "looting": z.get("looting", 0)} for z in military["zones"]]
    b["age_layouts"] = {int(k): v for k, v in b["age_layouts"].items()}
    names_it: dict[str, Any] = {}
    for section, entries in names.items():
        if not section.startswith("_"):
            names_it.update(entries)
    data["names_it"] = names_it
    try:
        return Catalogue.model_validate(data)
    except ValidationError as exc:
        err = exc.errors()[0]
        detail = ".".join(str(p) for p in err["loc"]) + ": " + err["msg"]
        raise ContentError("duel.content.invalid", {"path": source or "resources/duel", "detail": detail}) from None


def _read_overrides() -> tuple[dict[str, Any] | None, str]:
    path = override_path()
    if not path.is_file():
        return None, ""
    try:
        return json.loads(path.read_text(encoding="utf-8")), str(path)
    except (OSError, json.JSONDecodeError) as exc:
        raise ContentError("duel.content.override_bad", {"path": str(path), "detail": str(exc)}) from None


@functools.cache
def catalogue() -> Catalogue:
    overrides, source = _read_overrides()
    cat = build_catalogue(_raw_texts(), overrides, source)
    _GEOMETRY.clear()
    return cat


_ON_RELOAD: list[Any] = []  # callables forgetting what was computed from the old content (rules' caches)


def on_reload(forget: Any) -> Any:
    """Register a callable run when the content is reloaded (to clear a cache built from it)."""
    _ON_RELOAD.append(forget)
    return forget


def reload() -> Catalogue:
    """Forget the cached content (after the user edited the override file) and what was computed from it."""
    catalogue.cache_clear()
    _GEOMETRY.clear()
    for forget in _ON_RELOAD:
        forget()
    return catalogue()


def content_hash() -> str:
    overrides, _ = _read_overrides()
    extra = [json.dumps(overrides, sort_keys=True)] if overrides else []
    return hash_texts(*_raw_texts(), *extra)


def content_json() -> dict[str, Any]:
    """The whole catalogue as plain JSON, each entry with its Italian name."""
    cat = catalogue()

    def with_it(item: BaseModel) -> dict[str, Any]:
        entry = item.model_dump(mode="json", exclude_defaults=True)
        name = cat.names_it.get(entry["id"])
        if name:
            entry["name_it"] = name.it
            entry["name_it_confidence"] = name.confidence
            if name.alt:
                entry["name_it_alt"] = list(name.alt)
        return entry

    buildings = []
    for b in cat.buildings.values():
        entry = with_it(b)
        entry.setdefault("age", b.age)
        entry.setdefault("color", b.color)
        buildings.append(entry)
    board = cat.board.model_dump(mode="json")
    return {
        "game": "duel",
        "buildings": buildings,
        "wonders": [with_it(w) for w in cat.wonders.values()],
        "progress_tokens": [with_it(t) for t in cat.progress_tokens.values()],
        "divinities": [with_it(d) for d in cat.divinities.values() if d.mythology != "gate"],
        "gate": with_it(cat.divinities["gate"]),
        "mythologies": [{"id": m, "name_it": cat.name_it(m)} for m in cat.board.mythologies],
        "mythology_tokens": [
            {"mythology": m, "count": cat.board.mythology_tokens_per_mythology} for m in cat.board.mythologies
        ],
        "offering_tokens": [{"discount": d} for d in cat.board.offering_tokens],
        "age_layouts": {str(a): [s.model_dump(mode="json") for s in slots] for a, slots in cat.board.age_layouts.items()},
        "military_track": {"capital": board["military_capital"], "zones": board["military_zones"]},
        "pantheon_board": board["pantheon"],
        "grand_temple_vp": board["grand_temple_vp"],
        "rules": {k: v for k, v in board.items() if k not in ("age_layouts", "military_zones", "pantheon", "military_capital")},
        "decisions": cat.decisions.model_dump(mode="json"),
    }


def effect_text(item_id: str, lang: str = "en") -> str:
    """The short effect text of a Wonder, Progress token or divinity in ``lang`` ("" when none)."""
    cat = catalogue()
    for section in (cat.wonders, cat.progress_tokens, cat.divinities):
        item = section.get(item_id)
        if item is not None and item.text is not None:
            return item.text.it if lang == "it" else item.text.en
    return ""


def search_names(text: str) -> list[str]:
    """Ids whose English name, Italian name or Italian alternative contains ``text`` (case-insensitive)."""
    cat = catalogue()
    needle = text.strip().lower()
    found = []
    for section in (cat.buildings, cat.wonders, cat.progress_tokens, cat.divinities):
        for item_id, item in section.items():
            names = [item.name, item_id]
            it = cat.names_it.get(item_id)
            if it:
                names += [it.it, *it.alt]
            if any(needle in n.lower() for n in names):
                found.append(item_id)
    return found
