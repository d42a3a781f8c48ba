"""Static content of Age of Comics (resources/age_of_comics/*.json), validated and cached."""
from __future__ import annotations

import functools
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, model_validator

from solo_desk.core.errors import ContentError
from solo_desk.core.resources import content_hash as hash_texts
from solo_desk.core.resources import read_json, read_text

GAME_ID = "age_of_comics"
FILES = (
    "genres.json", "comics.json", "creatives.json", "board.json", "chart.json", "sales_map.json",
    "calendar.json", "scoring.json", "solo.json", "decisions.json", "demo_automa_deck.json",
)
AUTOMA_ACTIONS = ("hire", "develop", "ideas", "print", "sales")
Bonus = Literal["plus_one_fan", "two_ideas", "super_transport_ticket", "plus_four_money"]


class _Model(BaseModel):
    model_config = ConfigDict(frozen=True, extra="ignore")


class Genre(_Model):
    name: str
    en: str
    it: str
    color: str


class Comic(_Model):
    id: str
    genre: str
    bonus: Bonus
    title: str
    ripoff_title: str


class Creative(_Model):
    id: str
    kind: Literal["writer", "artist"]
    genre: str
    value: int


class Space(_Model):
    board_ideas: int = 0
    supply_ideas: int = 0
    prints: int = 0
    money: int = 0
    operations: int = 0


class Area(_Model):
    name: str
    spaces: tuple[Space, ...]
    search_cost: int = 0


class Level(_Model):
    name: str
    number: int
    print_fans: int
    sales_min_value: int
    bonus_vp: int
    en: str
    it: str


class Title(_Model):
    min_vp: int
    en: str
    it: str


class Challenge(_Model):
    name: str
    rule: str
    kind: str
    genres: tuple[str, ...] = ()
    tokens: int = 0
    at_least: int = 0
    en: str
    it: str


class Incompatible(_Model):
    pair: tuple[str, str]
    reason: str


class Decisions(_Model):
    solo_player_count: int
    action_spaces_per_area: int
    display_size: dict[str, int]
    board_reading_order: tuple[str, ...]
    max_fans: int
    hand_limit: int
    ranking_needs_a_printed_comic: bool
    ranking_needs_fans: bool = True
    automa_gets_mastery_fans: bool
    sales_collect_needs_face_up: bool = False  # BGA: a collect takes a face-down order directly
    empty_deck_reshuffles_discards: bool
    v27_only_scoring: dict[str, bool]
    not_modelled: tuple[str, ...]


class SalesMap(_Model):
    tile_values: tuple[int, ...]
    order_fans_offset: int
    agent_start: str
    agent_adjacency: dict[str, tuple[str, ...]]
    order_spaces: tuple[str, ...]
    agent_to_orders: dict[str, tuple[str, ...]]
    max_same_genre_per_agent_space: int
    ticket_supply: int


class Content(_Model):
    genres: tuple[Genre, ...]
    comics: tuple[Comic, ...]
    creatives: tuple[Creative, ...]
    value_one_grants_idea: bool
    matching_genre_fans: int
    areas: tuple[Area, ...]
    sales_step_cost: int
    editors_per_side: int
    income_by_fans: tuple[int, ...]
    ranking_vp: tuple[int, ...]
    fan_loss_per_round: int
    min_fans_after_loss: int
    original_base_fans: int
    ripoff_base_fans: int
    mastery_print_fans: int
    mastery_gain_fans: int
    mastery_vp: int
    player_final: dict[str, Any]
    sales: SalesMap
    rounds: int
    calendar_tiles_per_round: tuple[int, ...]
    levels: tuple[Level, ...]
    titles: tuple[Title, ...]
    challenges: tuple[Challenge, ...]
    challenge_penalty: int
    incompatible_challenges: tuple[Incompatible, ...]
    cards_per_round: int
    reshuffle_after_rounds: tuple[int, ...]
    automa_cards: int
    player_start: dict[str, int]
    decisions: Decisions
    demo_deck: dict[str, Any] = Field(repr=False)

    @model_validator(mode="after")
    def _consistent(self) -> "Content":
        names = [g.name for g in self.genres]
        if len(set(names)) != 6:
            raise ValueError("six distinct genres expected")
        for comic in self.comics:
            if comic.genre not in names:
                raise ValueError(f"comic {comic.id}: unknown genre {comic.genre}")
        if [a.name for a in self.areas] != list(self.decisions.board_reading_order):
            raise ValueError("board.json areas must follow decisions.board_reading_order")
        if sum(self.calendar_tiles_per_round) != 6 or len(self.calendar_tiles_per_round) != self.rounds:
            raise ValueError("calendar: six tiles over the rounds expected")
        for space, orders in self.sales.agent_to_orders.items():
            if space not in self.sales.agent_adjacency or not set(orders) <= set(self.sales.order_spaces):
                raise ValueError(f"sales map: bad agent space {space}")
        return self

    # -- lookups -----------------------------------------------------------
    @functools.cached_property
    def genre_names(self) -> tuple[str, ...]:
        return tuple(g.name for g in self.genres)

    @functools.cached_property
    def comic_by_id(self) -> dict[str, Comic]:
        return {c.id: c for c in self.comics}

    @functools.cached_property
    def creative_by_id(self) -> dict[str, Creative]:
        return {c.id: c for c in self.creatives}

    @functools.cached_property
    def area_by_name(self) -> dict[str, Area]:
        return {a.name: a for a in self.areas}

    @functools.cached_property
    def level_by_name(self) -> dict[str, Level]:
        return {lv.name: lv for lv in self.levels}

    @functools.cached_property
    def challenge_by_name(self) -> dict[str, Challenge]:
        return {c.name: c for c in self.challenges}

    def space(self, area: str, index: int) -> Space:
        return self.area_by_name[area].spaces[index]

    def card_genre(self, card_id: str) -> str:
        if card_id in self.comic_by_id:
            return self.comic_by_id[card_id].genre
        return self.creative_by_id[card_id].genre

    def income(self, fans: int) -> int:
        return self.income_by_fans[max(0, min(fans, len(self.income_by_fans) - 1))]


def _creatives(data: dict, genres: list[str]) -> list[dict]:
    cards = []
    for kind in data["kinds"]:
        for genre in genres:
            for index, value in enumerate(data["values_per_genre"]):
                cards.append({"id": f"{kind[0]}-{genre}-{index + 1}", "kind": kind, "genre": genre, "value": value})
    return cards


@functools.cache
def content() -> Content:
    files = {name: read_json(GAME_ID, name) for name in FILES}
    genres = files["genres.json"]["genres"]
    decisions = files["decisions.json"]
    players = str(decisions["solo_player_count"])
    sales = files["sales_map.json"]
    scoring = files["scoring.json"]
    solo = files["solo.json"]
    chart = files["chart.json"]
    board = files["board.json"]
    spaces = decisions["action_spaces_per_area"]
    raw = {
        "genres": genres,
        "comics": files["comics.json"]["comics"],
        "creatives": _creatives(files["creatives.json"], [g["name"] for g in genres]),
        "value_one_grants_idea": files["creatives.json"]["value_one_grants_idea"],
        "matching_genre_fans": files["creatives.json"]["matching_genre_fans"],
        "areas": [{**a, "spaces": a["spaces"][:spaces]} for a in board["areas"]],
        "sales_step_cost": board["sales_step_cost"],
        "editors_per_side": board["editors_per_side"],
        "income_by_fans": chart["income_by_fans"][: decisions["max_fans"] + 1],
        "ranking_vp": chart["ranking_vp"],
        "fan_loss_per_round": chart["fan_loss_per_round"],
        "min_fans_after_loss": chart["min_fans_after_loss"],
        "original_base_fans": chart["original_base_fans"],
        "ripoff_base_fans": chart["ripoff_base_fans"],
        "mastery_print_fans": scoring["mastery"]["fans_per_later_print"],
        "mastery_gain_fans": scoring["mastery"]["fans_to_genre_on_gain"],
        "mastery_vp": scoring["mastery"]["end_vp"],
        "player_final": scoring["player_final"],
        "sales": {
            "tile_values": sales["tile_values_by_player_count"][players],
            "order_fans_offset": sales["order_fans_offset"],
            "agent_start": sales["agent_start"],
            "agent_adjacency": sales["agent_adjacency"],
            "order_spaces": sales["order_spaces_by_player_count"][players],
            "agent_to_orders": sales["agent_to_order_spaces_by_player_count"][players],
            "max_same_genre_per_agent_space": sales["max_same_genre_per_agent_space"],
            "ticket_supply": sales["ticket_supply"],
        },
        "rounds": files["calendar.json"]["rounds"],
        "calendar_tiles_per_round": files["calendar.json"]["tiles_per_round"],
        "levels": solo["levels"],
        "titles": solo["titles"],
        "challenges": solo["challenges"],
        "challenge_penalty": solo["challenge_penalty"],
        "incompatible_challenges": solo["incompatible_challenges"],
        "cards_per_round": solo["cards_per_round"],
        "reshuffle_after_rounds": solo["reshuffle_after_rounds"],
        "automa_cards": solo["automa_cards"],
        "player_start": solo["player_start"],
        "decisions": decisions,
        "demo_deck": files["demo_automa_deck.json"],
    }
    try:
        return Content.model_validate(raw)
    except ValidationError as exc:
        raise ContentError("content_corrupt", {"path": GAME_ID, "detail": str(exc.errors()[0])}) from None


@functools.cache
def content_hash() -> str:
    return hash_texts(*(read_text(GAME_ID, name) for name in FILES))


def content_json() -> dict[str, Any]:
    """The whole catalogue as plain JSON (lists of objects), for `solo-desk content`."""
    c = content()
    dump = lambda items: [i.model_dump(mode="json") for i in items]  # noqa: E731
    return {
        "game": GAME_ID,
        "genres": dump(c.genres),
        "comics": dump(c.comics),
        "ripoffs": [{"of": x.id, "genre": x.genre, "title": x.ripoff_title} for x in c.comics],
        "creatives": dump(c.creatives),
        "action_areas": [
            {"name": a.name, "spaces": [s.model_dump(exclude_defaults=True) for s in a.spaces], "search_cost": a.search_cost}
            for a in c.areas
        ],
        "fan_chart": [{"fans": f, "income": m} for f, m in enumerate(c.income_by_fans)],
        "ranking_vp": list(c.ranking_vp),
        "sales_tiles": [{"genre": g, "value": v, "fans": v - c.sales.order_fans_offset}
                        for g in c.genre_names for v in c.sales.tile_values],
        "map": {
            "start": c.sales.agent_start,
            "agent_spaces": [{"name": k, "neighbours": list(v), "orders": list(c.sales.agent_to_orders.get(k, ()))}
                             for k, v in c.sales.agent_adjacency.items()],
            "order_spaces": list(c.sales.order_spaces),
        },
        "calendar": [{"round": r + 1, "tiles": n} for r, n in enumerate(c.calendar_tiles_per_round)],
        "mastery": {"tokens": len(c.genres), "end_vp": c.mastery_vp},
        "levels": dump(c.levels),
        "titles": dump(c.titles),
        "challenges": dump(c.challenges),
        "decisions": c.decisions.model_dump(mode="json"),
    }
