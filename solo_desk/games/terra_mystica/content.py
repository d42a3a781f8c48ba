"""Terra Mystica content: factions, tiles, the variant's tables and the maps.

The resource JSON holds only facts (terrain rows, costs, tiles); the map geometry
the variant needs (hex names, neighbours, islands, bridges, shipping distances)
is derived here from the terrain rows, so every map gets it the same way.
"""
from __future__ import annotations

import functools
from collections import deque
from dataclasses import dataclass
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict

from solo_desk.core.resources import content_hash as _hash
from solo_desk.core.resources import read_json, read_text

GAME_ID = "terra_mystica"
FILES = ("maps.json", "factions.json", "tiles.json", "variant.json", "names_it.json")
COLOURS = ("yellow", "brown", "black", "blue", "green", "grey", "red")
CULTS = ("fire", "water", "earth", "air")
BUILDINGS = ("D", "TP", "TE", "SH", "SA")
ROW_LETTERS = "ABCDEFGHIJKLMNOP"

Colour = Literal["yellow", "brown", "black", "blue", "green", "grey", "red"]


class Model(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


Resources = dict[str, int]


class BuildingData(Model):
    cost: Resources
    income: dict[str, list[int]]


class ShippingData(Model):
    start: int
    max: int
    cost: Resources
    vp: list[int]


class DiggingData(Model):
    max: int
    cost: Resources
    vp: list[int]
    spade_cost: list[Resources]


class RangeData(Model):
    kind: Literal["tunnel", "carpet"]
    reach: int
    reach_sh: int | None = None
    cost: Resources
    cost_sh: Resources
    vp: int


class Faction(Model):
    id: str
    name: str
    home: Colour
    start: dict[str, Any]
    cults: dict[str, int]
    shipping: ShippingData
    digging: DiggingData
    buildings: dict[str, BuildingData]
    start_dwellings: int = 2
    ability: dict[str, str]
    exchange: dict[str, int] | None = None
    sh_gain: Resources = {}
    sh_spade_power: int = 0
    sh_action: str | None = None
    favours_per_temple: int = 1
    leech_cult: bool = False
    dig_spade_vp: int = 0
    spade_vp: int = 0
    range: RangeData | None = None
    bridge_action: Resources | None = None
    sh_pass_vp_per_bridge: int = 0
    fixed_spades: int | None = None
    town_bonus: Resources = {}
    river_town: bool = False


class PowerAction(Model):
    id: int
    key: str
    cost: int
    gain: Resources


class BonusTile(Model):
    id: str
    income: Resources
    action: Literal["spade", "cult"] | None = None
    shipping: int = 0
    pass_vp: dict[str, int] = {}


class FavourTile(Model):
    id: str
    copies: int
    cults: dict[str, int]
    town_power: int | None = None
    action: Literal["cult"] | None = None
    income: Resources = {}
    build_vp: dict[str, int] = {}
    pass_vp_by_trading_houses: list[int] = []


class TownTile(Model):
    id: str
    copies: int
    gain: Resources


class RoundTile(Model):
    id: str
    vp_for: Literal["spade", "town", "D", "TP", "SH_SA"]
    vp: int
    cult: str
    per: int
    gain: Resources
    not_in_rounds: list[int] = []


class Conversion(Model):
    source: Resources
    target: Resources


class Tables(Model):
    wheel: list[Colour]
    terrains: dict[str, str]
    cults: list[str]
    cult_power: dict[int, int]
    priest_spaces: list[int]
    building_strength: dict[str, int]
    building_limits: dict[str, int]
    bridges: int
    priests_total: int
    trading_house_isolated_factor: int
    power_actions: list[PowerAction]
    bonus_tiles: list[BonusTile]
    favour_tiles: list[FavourTile]
    town_tiles: list[TownTile]
    town: dict[str, int]
    round_tiles: list[RoundTile]
    rounds: int
    starting_vp: int
    final_scoring: dict[str, Any]
    conversions: list[Conversion]


class Difficulty(Model):
    cult_values: list[int]
    blocked_power_actions: int
    area_values: list[int]


class Variant(Model):
    difficulties: dict[str, Difficulty]
    rules: dict[str, str]
    opponent_supply: dict[str, int]
    bonus_tiles_in_play: int
    power_die: dict[int, int]


class MapLayout(Model):
    id: str
    name: dict[str, str]
    snellman_id: str
    rows: list[str]


@dataclass(frozen=True)
class Board:
    """A map with its derived geometry; hexes are named like the variant (A1, G3)."""

    id: str
    terrain: dict[str, str]  # land hex -> colour at the start
    position: dict[str, tuple[int, int]]  # every cell (land and river r0..) -> (row, grid column)
    land_neighbours: dict[str, tuple[str, ...]]
    river_neighbours: dict[str, tuple[str, ...]]  # cell -> adjacent river cells
    island: dict[str, int]
    islands: tuple[tuple[str, ...], ...]
    bridgeable: frozenset[frozenset[str]]
    shipping: dict[str, dict[str, int]]  # land -> land -> river cells crossed
    land_distance: dict[str, dict[str, int]]  # land -> land -> grid distance (the table of ``distance``)

    @property
    def hexes(self) -> tuple[str, ...]:
        return tuple(self.terrain)

    def distance(self, a: str, b: str) -> int:
        """Hex-grid distance counting every cell, river included (TM-DWELL-DIST)."""
        row = self.land_distance.get(a)
        if row is not None and b in row:
            return row[b]
        return grid_distance(self.position[a], self.position[b])


def grid_distance(pa: tuple[int, int], pb: tuple[int, int]) -> int:
    """Distance on the offset grid (odd rows shifted right), via cube coordinates."""
    (ra, ca), (rb, cb) = pa, pb
    qa, qb = ca - (ra - (ra & 1)) // 2, cb - (rb - (rb & 1)) // 2
    dq, dr = qa - qb, ra - rb
    return (abs(dq) + abs(dr) + abs(dq + dr)) // 2


def build_board(layout: MapLayout) -> Board:
    cells: dict[tuple[int, int], str] = {}
    terrain: dict[str, str] = {}
    river_count = 0
    for row, text in enumerate(layout.rows):
        land = 0
        for col, word in enumerate(text.split()):
            if word == "~":
                name = f"r{river_count}"
                river_count += 1
            else:
                land += 1
                name = f"{ROW_LETTERS[row]}{land}"
                terrain[name] = word
            cells[(row, col)] = name
    position = {name: rc for rc, name in cells.items()}

    def around(row: int, col: int) -> list[str]:
        shift = 0 if row % 2 else -1
        spots = [(row, col - 1), (row, col + 1)]
        for r in (row - 1, row + 1):
            spots += [(r, col + shift), (r, col + shift + 1)]
        return [cells[s] for s in spots if s in cells]

    near = {name: around(*rc) for rc, name in cells.items()}
    land_nb = {h: tuple(n for n in near[h] if n in terrain) for h in terrain}
    river_nb = {c: tuple(n for n in near[c] if n not in terrain) for c in near}

    island: dict[str, int] = {}
    islands: list[tuple[str, ...]] = []
    for start in terrain:
        if start in island:
            continue
        group, todo = [], [start]
        island[start] = len(islands)
        while todo:
            h = todo.pop()
            group.append(h)
            for n in land_nb[h]:
                if n not in island:
                    island[n] = len(islands)
                    todo.append(n)
        islands.append(tuple(sorted(group, key=lambda h: position[h])))

    # a bridge spans a river: two land hexes two apart whose two shared neighbours are both river
    bridgeable = set()
    for a in terrain:
        for r1 in river_nb[a]:
            for b in near[r1]:
                if b in terrain and b != a and b not in land_nb[a]:
                    shared = set(near[a]) & set(near[b])
                    if len(shared) == 2 and all(s not in terrain for s in shared):
                        bridgeable.add(frozenset((a, b)))

    shipping: dict[str, dict[str, int]] = {}
    for a in terrain:
        dist: dict[str, int] = {}
        queue = deque()
        for r in river_nb[a]:
            dist[r] = 1
            queue.append(r)
        while queue:
            r = queue.popleft()
            for n in river_nb[r]:
                if n not in dist:
                    dist[n] = dist[r] + 1
                    queue.append(n)
        reach: dict[str, int] = {}
        for b in terrain:
            if b != a:
                best = min((dist[r] for r in river_nb[b] if r in dist), default=None)
                if best is not None:
                    reach[b] = best
        shipping[a] = reach
    return Board(
        id=layout.id,
        terrain=terrain,
        position=position,
        land_neighbours=land_nb,
        river_neighbours=river_nb,
        island=island,
        islands=tuple(islands),
        bridgeable=frozenset(bridgeable),
        shipping=shipping,
        land_distance={a: {b: grid_distance(position[a], position[b]) for b in terrain} for a in terrain},
    )


class Catalogue:
    def __init__(self) -> None:
        raw_maps = read_json(GAME_ID, "maps.json")["maps"]
        self.layouts = {m["id"]: MapLayout.model_validate(m) for m in raw_maps}
        self.factions = {
            f["id"]: Faction.model_validate(f) for f in read_json(GAME_ID, "factions.json")["factions"]
        }
        tables = {k: v for k, v in read_json(GAME_ID, "tiles.json").items() if k != "_doc"}
        tables["conversions"] = [{"source": c["from"], "target": c["to"]} for c in tables["conversions"]]
        self.tables = Tables.model_validate(tables)
        self.variant = Variant.model_validate({k: v for k, v in read_json(GAME_ID, "variant.json").items() if k != "_doc"})
        self.names_it = read_json(GAME_ID, "names_it.json")
        self.power_actions = {p.id: p for p in self.tables.power_actions}
        self.bonus = {b.id: b for b in self.tables.bonus_tiles}
        self.favours = {f.id: f for f in self.tables.favour_tiles}
        self.towns = {t.id: t for t in self.tables.town_tiles}
        self.round_tiles = {r.id: r for r in self.tables.round_tiles}

    @functools.cache
    def board(self, map_id: str) -> Board:
        return build_board(self.layouts[map_id])


@functools.cache
def catalogue() -> Catalogue:
    return Catalogue()


def spade_distance(a: str, b: str) -> int:
    """Steps between two colours on the terraform wheel, the shorter way round."""
    wheel = catalogue().tables.wheel
    d = abs(wheel.index(a) - wheel.index(b))
    return min(d, len(wheel) - d)


def colours_at(home: str, spades: int) -> list[str]:
    return [c for c in catalogue().tables.wheel if spade_distance(home, c) == spades]


def content_json() -> dict[str, Any]:
    cat = catalogue()
    maps = {}
    for map_id, layout in cat.layouts.items():
        board = cat.board(map_id)
        maps[map_id] = {
            "name": layout.name,
            "snellman_id": layout.snellman_id,
            "hexes": [
                {
                    "id": h,
                    "terrain": cat.tables.terrains[colour],
                    "colour": colour,
                    "island": board.island[h] + 1,
                    "neighbours": list(board.land_neighbours[h]),
                }
                for h, colour in board.terrain.items()
            ],
            "islands": [list(group) for group in board.islands],
            "bridgeable_pairs": sorted(sorted(pair) for pair in board.bridgeable),
        }
    names = cat.names_it
    return {
        "maps": maps,
        "factions": [
            f.model_dump(mode="json") | {"name_it": names["factions"][f.id]} for f in cat.factions.values()
        ],
        "terraform_wheel": [
            {"colour": c, "terrain": cat.tables.terrains[c], "terrain_it": names["terrains"][cat.tables.terrains[c]]}
            for c in cat.tables.wheel
        ],
        "power_actions": [p.model_dump(mode="json") | {"name_it": names["power_actions"][str(p.id)]} for p in cat.tables.power_actions],
        "bonus_tiles": [b.model_dump(mode="json") for b in cat.tables.bonus_tiles],
        "favour_tiles": [f.model_dump(mode="json") for f in cat.tables.favour_tiles],
        "town_tiles": [t.model_dump(mode="json") for t in cat.tables.town_tiles],
        "round_tiles": [r.model_dump(mode="json") for r in cat.tables.round_tiles],
        "final_scoring": cat.tables.final_scoring,
        "difficulties": [{"id": k} | d.model_dump(mode="json") for k, d in cat.variant.difficulties.items()],
        "names_it": {k: v for k, v in names.items() if k != "_doc"},
    }


def content_hash() -> str:
    return _hash(*(read_text(GAME_ID, name) for name in FILES))
