"""Static content of Concordia: maps, cards, goods and base-rule numbers.

Read from resources/concordia/*.json, validated here, cached. Distances from the
capital are computed from the routes (CONC-AMB-05: fewest routes, land or sea).
"""
from __future__ import annotations

import functools
from collections import deque
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, model_validator

from solo_desk.core import resources

GAME_ID = "concordia"
Good = Literal["brick", "food", "tools", "wine", "cloth"]
GOODS_HIGH_TO_LOW: tuple[Good, ...] = ("cloth", "wine", "tools", "food", "brick")  # CONC-GOODS-ORDER
RouteKind = Literal["land", "sea"]
Letter = Literal["A", "B", "C", "D"]
God = Literal["vesta", "jupiter", "saturnus", "mercurius", "mars", "minerva"]
GODS: tuple[God, ...] = ("vesta", "jupiter", "saturnus", "mercurius", "mars", "minerva")
MAP_IDS = ("italia", "hispania", "imperium")


class _Frozen(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class Province(_Frozen):
    id: str
    name: str
    numeral: str | None


class City(_Frozen):
    id: str
    name: str
    letter: Letter | None  # None: the capital
    province: str
    pos: tuple[float, float]


class Route(_Frozen):
    a: str
    b: str
    kind: RouteKind

    @property
    def id(self) -> str:
        return f"{self.kind}:{self.a}-{self.b}"

    def other_end(self, city: str) -> str:
        return self.b if city == self.a else self.a


class GameMap(_Frozen):
    id: str
    name: str
    capital: str
    provinces: tuple[Province, ...]
    cities: tuple[City, ...]
    routes: tuple[Route, ...]

    @model_validator(mode="after")
    def _index(self) -> "GameMap":
        _INDEXES[self.id] = _MapIndex(self)
        return self

    def city(self, city_id: str) -> City:
        return _INDEXES[self.id].city[city_id]

    def has_city(self, city_id: str) -> bool:
        return city_id in _INDEXES[self.id].city

    def route(self, route_id: str) -> Route:
        return _INDEXES[self.id].route[route_id]

    def has_route(self, route_id: str) -> bool:
        return route_id in _INDEXES[self.id].route

    def route_id(self, written: str) -> str:
        """The id of a route written "kind:a-b" with its two cities in either order (ids put them in
        alphabetical order: "land:roma-cosa" is "land:cosa-roma"); anything else as it is."""
        kind, _, ends = written.partition(":")
        first, _, second = ends.partition("-")
        flipped = f"{kind}:{second}-{first}"
        return flipped if not self.has_route(written) and self.has_route(flipped) else written

    def routes_at(self, city_id: str) -> tuple[Route, ...]:
        return _INDEXES[self.id].routes_at[city_id]

    def route_ends(self, route_id: str) -> tuple[str, str]:
        route = _INDEXES[self.id].route[route_id]
        return route.a, route.b

    def distance(self, city_id: str) -> int:
        """Fewest routes (land or sea) from the capital (CONC-AMB-05)."""
        return _INDEXES[self.id].distance[city_id]

    def one_colonist_distance(self, city_id: str) -> int | None:
        """Steps one colonist needs from the capital, by land only or by sea only (None: neither)."""
        return _INDEXES[self.id].one_colonist[city_id]

    def lettered_cities(self) -> tuple[City, ...]:
        return _INDEXES[self.id].lettered

    def province_cities(self, province: str) -> tuple[City, ...]:
        return _INDEXES[self.id].by_province.get(province, ())


class _MapIndex:
    """Look-ups over one map, built (and the map checked) once when it is loaded."""

    def __init__(self, game_map: GameMap):
        self.capital = game_map.capital
        self.city = {c.id: c for c in game_map.cities}
        provinces = {p.id for p in game_map.provinces}
        if len(self.city) != len(game_map.cities):
            raise ValueError("duplicate city id")
        for city in game_map.cities:
            if city.province not in provinces:
                raise ValueError(f"{city.id}: unknown province {city.province}")
            if (city.letter is None) != (city.id == game_map.capital):
                raise ValueError(f"{city.id}: only the capital has no letter")
        self.route = {r.id: r for r in game_map.routes}
        at: dict[str, list[Route]] = {c: [] for c in self.city}
        for route in game_map.routes:
            if route.a not in self.city or route.b not in self.city:
                raise ValueError(f"route {route.id}: unknown city")
            at[route.a].append(route)
            at[route.b].append(route)
        self.routes_at = {c: tuple(rs) for c, rs in at.items()}
        self.lettered = tuple(c for c in game_map.cities if c.letter is not None)
        self.by_province: dict[str, tuple[City, ...]] = {}
        for city in self.lettered:
            self.by_province[city.province] = self.by_province.get(city.province, ()) + (city,)
        self.distance = self._bfs(("land", "sea"))
        if len(self.distance) != len(self.city):
            raise ValueError("a city cannot be reached from the capital")
        land, sea = self._bfs(("land",)), self._bfs(("sea",))
        self.one_colonist = {
            c: min((d for d in (land.get(c), sea.get(c)) if d is not None), default=None) for c in self.city
        }

    def _bfs(self, kinds: tuple[str, ...]) -> dict[str, int]:
        distance = {self.capital: 0}
        queue = deque([self.capital])
        while queue:
            here = queue.popleft()
            for route in self.routes_at[here]:
                if route.kind not in kinds:
                    continue
                there = route.other_end(here)
                if there not in distance:
                    distance[there] = distance[here] + 1
                    queue.append(there)
        return distance


_INDEXES: dict[str, _MapIndex] = {}


class CardType(_Frozen):
    action: Literal[
        "tribune", "architect", "prefect", "mercator", "diplomat", "senator", "colonist", "consul", "specialist"
    ]
    god: God
    cost: tuple[Good, ...]
    money: int | None = None  # Mercator
    good: Good | None = None  # specialists


Surcharge = Literal["brick", "food", "tools", "wine", "cloth", "any"]


class Cards(_Frozen):
    card_types: dict[str, CardType]
    starting_hand: tuple[str, ...]
    market: dict[str, tuple[str, ...]]
    decks_by_player_count: dict[str, tuple[str, ...]]
    display_surcharge: tuple[tuple[Surcharge, ...], ...]

    @model_validator(mode="after")
    def _known_types(self) -> "Cards":
        for name in self.starting_hand + tuple(t for deck in self.market.values() for t in deck):
            if name not in self.card_types:
                raise ValueError(f"unknown card type {name}")
        return self


class HouseCost(_Frozen):
    goods: tuple[Good, ...]
    money: int


class Scoring(_Frozen):
    vesta_divisor: int
    mars_per_colonist: int
    mercurius_per_good_type: int
    minerva_per_house: dict[Good, int]
    concordia_card: int


class Rules(_Frozen):
    goods_high_to_low: tuple[Good, ...]
    good_value: dict[Good, int]
    storehouse_capacity: int
    houses_per_side: int
    colonists: dict[RouteKind, int]
    player_colonists_on_board_at_start: dict[RouteKind, int]
    automa_colonists_on_board_at_start: int
    starting_goods: dict[Good, int]
    player_starting_money: int
    house_cost: dict[Good, HouseCost]
    colonist_cost: tuple[Good, ...]
    tribune_free_cards: int
    colonist_card_money: int
    scoring: Scoring


class Unverified(_Frozen):
    model_config = ConfigDict(frozen=True, extra="ignore")
    city_tokens: dict[str, dict[Letter, dict[Good, int]]]
    token_mix_by_map: dict[str, str]
    bonus_marker_coins: dict[Good, int]


class Content(_Frozen):
    maps: dict[str, GameMap]
    cards: Cards
    rules: Rules
    unverified: Unverified
    market_card_type: dict[str, str]  # market card id -> card type
    market_card_deck: dict[str, str]

    def token_mix(self, map_id: str) -> dict[Letter, dict[Good, int]]:
        return self.unverified.city_tokens[self.unverified.token_mix_by_map[map_id]]

    def card_type_of(self, card_id: str) -> CardType:
        return self.cards.card_types[card_type_name(card_id)]


def card_type_name(card_id: str) -> str:
    """Market cards are '<deck>-<type>'; starting cards '<side>-<type>[-n]'."""
    head, _, rest = card_id.partition("-")
    if head in ("player", "automa"):
        name, _, suffix = rest.rpartition("-")
        return name if suffix.isdigit() else rest
    return rest


def place_name(place_id: str) -> str:
    """The name of a city or a province, by its id (ids name the same place on every map)."""
    for game_map in content().maps.values():
        if game_map.has_city(place_id):
            return game_map.city(place_id).name
        for province in game_map.provinces:
            if province.id == place_id:
                return province.name
    return place_id


def italian_a(name: str) -> str:
    """Italian "a" before a city's name, with the euphonic d before an "a" only, as the Accademia
    della Crusca recommends ("ad Aleria", "a Ostia", "a Roma")."""
    return ("ad " if name[:1].lower() == "a" else "a ") + name


def in_places(place_ids: Any) -> dict[str, str]:
    """ "in Aleria, Roma" / "ad Aleria, Roma": one or more cities (ids) after the preposition, in
    both languages (the Italian "a" agrees with the first name)."""
    ids = [place_ids] if isinstance(place_ids, str) else list(place_ids)
    names = ", ".join(place_name(p) for p in ids)
    return {"en": f"in {names}", "it": italian_a(names)}


def good_word(good: str, count: int = 1) -> dict[str, str]:
    """A good's name agreeing with ``count`` (en "1 brick / 2 bricks", it "1 mattone / 2 mattoni")."""
    return {"key": f"concordia.good_{'one' if abs(count) == 1 else 'many'}.{good}"}


def counted_goods(goods: Any) -> list[dict[str, Any]]:
    """Goods as "2 bricks, 1 food", each good once with its count (in the order first met)."""
    counts: dict[str, int] = {}
    for good in goods:
        counts[good] = counts.get(good, 0) + 1
    return [{"key": "concordia.word.n_goods", "params": {"n": n, "good": good_word(g, n)}} for g, n in counts.items()]


def starting_card_ids(side: str) -> tuple[str, ...]:
    hand = content().cards.starting_hand
    ids = []
    for i, name in enumerate(hand):
        n = hand[: i + 1].count(name)
        ids.append(f"{side}-{name}-{n}" if hand.count(name) > 1 else f"{side}-{name}")
    return tuple(ids)


def market_card_ids(decks: tuple[str, ...]) -> tuple[str, ...]:
    market = content().cards.market
    return tuple(f"{deck}-{name}" for deck in decks for name in market[deck])


RESOURCE_FILES = ("cards.json", "rules.json", "unverified.json") + tuple(f"maps/{m}.json" for m in MAP_IDS)


@functools.cache
def content() -> Content:
    cards = Cards.model_validate(resources.read_json(GAME_ID, "cards.json"))
    market_type = {f"{deck}-{name}": name for deck, names in cards.market.items() for name in names}
    if len(market_type) != sum(len(n) for n in cards.market.values()):
        raise ValueError("a deck holds the same card type twice: card ids would collide")
    return Content(
        maps={m: GameMap.model_validate(resources.read_json(GAME_ID, "maps", f"{m}.json")) for m in MAP_IDS},
        cards=cards,
        rules=Rules.model_validate(resources.read_json(GAME_ID, "rules.json")),
        unverified=Unverified.model_validate(resources.read_json(GAME_ID, "unverified.json")),
        market_card_type=market_type,
        market_card_deck={cid: cid.split("-", 1)[0] for cid in market_type},
    )


@functools.cache
def content_hash() -> str:
    return resources.content_hash(*(resources.read_text(GAME_ID, *f.split("/")) for f in RESOURCE_FILES))


def content_json() -> dict[str, Any]:
    """The whole catalogue as plain JSON (`solo-desk content concordia --json`)."""
    data = content()
    maps = {}
    for map_id, game_map in data.maps.items():
        maps[map_id] = {
            "name": game_map.name,
            "capital": game_map.capital,
            "provinces": [p.model_dump() for p in game_map.provinces],
            "cities": [
                {
                    "id": c.id,
                    "name": c.name,
                    "letter": c.letter,
                    "province": c.province,
                    "capital": c.id == game_map.capital,
                    "distance_from_capital": game_map.distance(c.id),
                    "land_routes": sorted(r.other_end(c.id) for r in game_map.routes_at(c.id) if r.kind == "land"),
                    "sea_routes": sorted(r.other_end(c.id) for r in game_map.routes_at(c.id) if r.kind == "sea"),
                    "pos": list(c.pos),
                }
                for c in game_map.cities
            ],
            "routes": [{"id": r.id, "a": r.a, "b": r.b, "kind": r.kind} for r in game_map.routes],
            "city_tokens": data.token_mix(map_id),
        }
    cards = data.cards
    return {
        "maps": maps,
        "goods": [{"id": g, "value": data.rules.good_value[g]} for g in reversed(GOODS_HIGH_TO_LOW)],
        "rules": data.rules.model_dump(mode="json"),
        "province_bonus_marker_coins": data.unverified.bonus_marker_coins,
        "card_types": [{"id": k, **v.model_dump(mode="json")} for k, v in cards.card_types.items()],
        "starting_hand": list(cards.starting_hand),
        "market_cards": [
            {"id": cid, "deck": data.market_card_deck[cid], "type": t, **cards.card_types[t].model_dump(mode="json")}
            for cid, t in data.market_card_type.items()
        ],
        "decks_by_player_count": {k: list(v) for k, v in cards.decks_by_player_count.items()},
        "decks_used": list(cards.decks_by_player_count["2"]),
        "display_surcharge": [{"slot": i + 1, "goods": list(s)} for i, s in enumerate(cards.display_surcharge)],
        "scoring": data.rules.scoring.model_dump(mode="json"),
    }
