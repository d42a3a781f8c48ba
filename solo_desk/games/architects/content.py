"""Static content of 7 Wonders Architects, read from resources/architects/ and validated."""
from __future__ import annotations

import functools
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from solo_desk.core.errors import ContentError
from solo_desk.core.resources import content_hash as hash_texts
from solo_desk.core.resources import read_json, read_text

GAME_ID = "architects"
FILES = ("cards.json", "wonders.json", "progress_tokens.json", "game.json", "decisions.json", "names_it.json")
Color = Literal["grey", "yellow", "green", "red", "blue"]
RESOURCES = ("wood", "stone", "clay", "papyrus", "glass")
SYMBOLS = ("compass", "gear", "tablet")


class Frozen(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class Text(Frozen):
    en: str
    it: str


class CardKind(Frozen):
    id: str
    color: Color
    name: Text
    resource: Literal["wood", "stone", "clay", "papyrus", "glass"] | None = None
    coins: int = 0
    science: Literal["compass", "gear", "tablet"] | None = None
    shields: int = 0
    horns: int = 0
    vp: int = 0
    cat: bool = False


class Stage(Frozen):
    number: int = Field(ge=1, le=5)
    cost: int = Field(ge=2, le=4)
    requirement: Literal["identical", "different"]
    vp: int = Field(ge=0)
    effect: bool
    level: int = Field(ge=1, le=5)


class Wonder(Frozen):
    id: str
    name: str
    name_it: str
    effect: str | None
    effect_text: Text
    stages: tuple[Stage, ...]
    deck: dict[str, int]

    def stage(self, number: int) -> Stage:
        return self.stages[number - 1]


class Trigger(Frozen):
    resources: tuple[str, ...] = ()
    colors: tuple[Color, ...] = ()
    horns: bool = False
    build: bool = False


class ProgressToken(Frozen):
    id: str
    name: Text
    copies: int
    kind: Literal["extra_card", "economy", "engineering", "shields", "end_vp"]
    trigger: Trigger | None = None
    shields: int = 0
    scoring: dict[str, int] = {}
    text: Text
    printed_vp: int | None = None  # from decisions.json (ARCH-PROGRESS)


class Content(Frozen):
    kinds: dict[str, CardKind]
    colors: dict[str, Text]
    wonders: dict[str, Wonder]
    central_deck: dict[str, int]
    tokens: dict[str, ProgressToken]
    face_up_tokens: int
    military_token_vp: int
    cat_vp: int
    halicarnassus_cards: int
    conflict_tokens: int
    battle: dict[str, int]
    start_token_options: dict[str, tuple[str, ...]]
    start_tokens_by_difficulty: dict[str, int]
    decisions: tuple[dict[str, str], ...]

    @property
    def kind_order(self) -> tuple[str, ...]:
        return tuple(self.kinds)

    def token_pool(self) -> list[str]:
        """The 15 Progress tokens, one entry per physical token."""
        return [t.id for t in self.tokens.values() for _ in range(t.copies)]


def _validate(model: type[BaseModel], data: Any, where: str) -> Any:
    try:
        return model.model_validate(data)
    except ValidationError as exc:
        err = exc.errors()[0]
        loc = ".".join(str(p) for p in err.get("loc", ()))
        raise ContentError("content_corrupt", {"path": f"{GAME_ID}/{where}", "detail": f"{loc}: {err['msg']}"}) from None


@functools.cache
def content() -> Content:
    cards = read_json(GAME_ID, "cards.json")
    wonders = read_json(GAME_ID, "wonders.json")
    tokens = read_json(GAME_ID, "progress_tokens.json")
    game = read_json(GAME_ID, "game.json")
    decided = read_json(GAME_ID, "decisions.json")
    kinds = {k["id"]: _validate(CardKind, k, "cards.json") for k in cards["kinds"]}
    overrides = decided["deck_counts"]["value"]
    wonder_map = {}
    for raw in wonders["wonders"]:
        deck = {kind: 0 for kind in kinds} | raw["deck"] | overrides.get(raw["id"], {})
        wonder_map[raw["id"]] = _validate(Wonder, raw | {"deck": deck}, "wonders.json")
    printed = decided["printed_vp"]["value"]
    token_map = {
        t["id"]: _validate(ProgressToken, t | {"printed_vp": printed.get(t["id"])}, "progress_tokens.json")
        for t in tokens["tokens"]
    }
    data = {
        "kinds": kinds,
        "colors": cards["colors"],
        "wonders": wonder_map,
        "central_deck": {kind: 0 for kind in kinds} | wonders["central_deck"],
        "tokens": token_map,
        "face_up_tokens": game["face_up_progress_tokens"],
        "military_token_vp": game["military_token_vp"],
        "cat_vp": game["cat_vp"],
        "halicarnassus_cards": game["halicarnassus_cards"],
        "conflict_tokens": decided["conflict_tokens_2p"]["value"],
        "battle": decided["battle_2p"]["value"],
        "start_token_options": game["solo"]["start_token_options"],
        "start_tokens_by_difficulty": game["solo"]["start_tokens_by_difficulty"],
        "decisions": tuple(decided["rules"]),
    }
    result = _validate(Content, data, "*.json")
    _check_consistency(result)
    return result


def _check_consistency(c: Content) -> None:
    def fail(detail: str) -> None:
        raise ContentError("content_corrupt", {"path": GAME_ID, "detail": detail})

    for wonder in c.wonders.values():
        if set(wonder.deck) != set(c.kinds):
            fail(f"{wonder.id}: unknown card kind in deck")
        if [s.number for s in wonder.stages] != [1, 2, 3, 4, 5]:
            fail(f"{wonder.id}: stages must be numbered 1-5")
        if wonder.effect is None and any(s.effect for s in wonder.stages):
            fail(f"{wonder.id}: effect stage without an effect")
    for wonder_id, options in c.start_token_options.items():
        if wonder_id not in c.wonders or any(t not in c.tokens for t in options):
            fail(f"start tokens of {wonder_id}")


EXTRA_CARD_TIMINGS = ("after_consequences", "before_consequences")


def decided(rule_id: str) -> dict[str, str]:
    """The entry of decisions.json's rules with this id."""
    return next(d for d in content().decisions if d["id"] == rule_id)


def extra_card_timing() -> str:
    """decisions.json extra_card_timing: whether a Progress token's extra card is chosen after
    the triggering card's science set and construction (after_consequences) or before them."""
    value = decided("extra_card_timing")["value"]
    if value not in EXTRA_CARD_TIMINGS:
        raise ContentError("content_corrupt", {"path": f"{GAME_ID}/decisions.json", "detail": f"extra_card_timing: {value}"})
    return value


def wonder(wonder_id: str) -> Wonder:
    return content().wonders[wonder_id]


def kind(kind_id: str) -> CardKind:
    return content().kinds[kind_id]


def card_name(kind_id: str | None) -> Any:
    """A card kind's name for a message, in both languages from cards.json (the one place the names
    live); a card not told is "a face-down card", an id this game does not know stays as it is."""
    if not kind_id:
        return {"key": "architects.card.hidden"}
    spec = content().kinds.get(kind_id)
    return spec.name.model_dump() if spec is not None else kind_id


def card_names(kind_ids: list[str] | tuple[str, ...]) -> list[Any]:
    """Cards named for a list, a kind held several times counted once ("3 × Gold coin, Wood"),
    in the order each kind first comes."""
    counts: dict[str, int] = {}
    for kind_id in kind_ids:
        counts[kind_id] = counts.get(kind_id, 0) + 1
    return [card_name(k) if n == 1 else {"key": "architects.card.count", "params": {"count": n, "card": card_name(k)}}
            for k, n in counts.items()]


def token(token_id: str) -> ProgressToken:
    return content().tokens[token_id]


def token_name(token_id: str) -> Any:
    """A Progress token's name for a message; an id this game does not know stays as it is."""
    return {"key": f"architects.token.{token_id}"} if token_id in content().tokens else token_id


@functools.cache
def content_hash() -> str:
    return hash_texts(*(read_text(GAME_ID, name) for name in FILES))


def content_json() -> dict[str, Any]:
    """The whole catalogue as plain JSON: lists of objects (`solo-desk content architects --json`)."""
    c = content()
    names_it = read_json(GAME_ID, "names_it.json")
    return {
        "game": GAME_ID,
        "card_kinds": [k.model_dump(mode="json") for k in c.kinds.values()],
        "colors": [{"id": key, **text.model_dump()} for key, text in c.colors.items()],
        "wonders": [w.model_dump(mode="json") for w in c.wonders.values()],
        "central_deck": [{"kind": k, "count": n} for k, n in c.central_deck.items()],
        "progress_tokens": [t.model_dump(mode="json") for t in c.tokens.values()],
        "two_players": {
            "conflict_tokens": c.conflict_tokens,
            "battle": c.battle,
            "face_up_progress_tokens": c.face_up_tokens,
            "military_token_vp": c.military_token_vp,
            "cat_vp": c.cat_vp,
            "halicarnassus_cards": c.halicarnassus_cards,
            "end_trigger": read_json(GAME_ID, "game.json")["end_trigger"],
            "tie_break": read_json(GAME_ID, "game.json")["tie_break"],
        },
        "solo": {
            "start_token_options": [
                {"wonder": w, "tokens": list(opts)} for w, opts in c.start_token_options.items()
            ],
            "start_tokens_by_difficulty": c.start_tokens_by_difficulty,
        },
        "decisions": list(c.decisions),
        "names_it": names_it,
    }
