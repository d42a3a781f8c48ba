"""The read-only view SOLO decides on (Pantheon Solo Mode v1.1), and its fixed tables.

The decision layer (bot_scales, bot_decide) reads only these dataclasses, so it
is tested without the engine; bot_adapter builds them from the game state.
Coordinates follow the rendering: ``d`` is the Conflict pawn, positive on
SOLO's half (SOLO losing), +9 SOLO's capital, -9 the Player's capital.
"""
from __future__ import annotations

import functools
from dataclasses import dataclass, field
from typing import Any

RESOURCES = ("wood", "clay", "stone", "glass", "papyrus")
DIRECTIONS = ("MS", "MC", "SM", "SC", "CM", "CS")
# a direction as players read it ("Military, then Science"): the message of each, one dict per
# direction (traces share steps by the identity of their parameters)
DIRECTION_NAMES = {d: {"key": f"duel.direction.{d}"} for d in DIRECTIONS}
# Priority types (SOLO-GEN-4): brown and grey are one type.
TYPES = ("GT", "BG", "Y", "G", "R", "B")
TYPE_OF_COLOUR = {"brown": "BG", "grey": "BG", "yellow": "Y", "green": "G", "red": "R", "blue": "B",
                  "grand_temple": "GT", "purple": "GT"}
LETTER_TYPE = {"M": "R", "S": "G", "C": "B"}
LETTER_MYTHOLOGY = {"M": "roman", "S": "mesopotamian", "C": "greek"}
MYTHOLOGIES = ("mesopotamian", "phoenician", "greek", "egyptian", "roman")

M_BLOCK = ("colossus", "circus_maximus", "statue_of_zeus", "appian_way")
S_BLOCK = ("great_library", "mausoleum", "sphinx", "pyramids")
C_BLOCK = ("temple_of_artemis", "hanging_gardens", "piraeus", "great_lighthouse")
EXPANSION_BLOCK = ("divine_theater", "sanctuary", "statue_of_liberty", "messe")
BLOCKS = {"M": M_BLOCK, "S": S_BLOCK, "C": C_BLOCK}

# SOLO-SETUP-3: the first Wonder fixes the direction; the four others let the Player choose.
DIRECTION_OF_WONDER = {
    "colossus": "MS", "appian_way": "MS", "circus_maximus": "MC", "statue_of_zeus": "MC",
    "great_library": "SM", "sphinx": "SM", "mausoleum": "SC", "pyramids": "SC",
    "temple_of_artemis": "CM", "great_lighthouse": "CM", "hanging_gardens": "CS", "piraeus": "CS",
}
PLAYER_CHOOSES_DIRECTION = frozenset(EXPANSION_BLOCK)
OWN_TOKEN_WONDERS = frozenset({"sanctuary", "divine_theater"})  # CHOICE-1 / DISCARD-1 / ZEUS-3


@functools.lru_cache(maxsize=64)  # pure, called for every ranking
def remaining_letter(direction: str) -> str:
    return next(letter for letter in "MSC" if letter not in direction)


@functools.lru_cache(maxsize=64)  # pure, called for every ranking
def strategic_scale(direction: str) -> tuple[str, ...]:
    """SOLO-STRAT-<dir>-1..16: the direction's letters' blocks, the missing letter's, then the expansions."""
    letters = direction + remaining_letter(direction)
    return tuple(w for letter in letters for w in BLOCKS[letter]) + EXPANSION_BLOCK


@functools.lru_cache(maxsize=64)  # pure, called for every ranking
def colour_order(direction: str) -> tuple[str, str, str]:
    """SOLO-OP-4.1/4.2/4.3: red / green / blue in the direction's order."""
    return tuple(LETTER_TYPE[letter] for letter in direction + remaining_letter(direction))  # type: ignore[return-value]


@functools.lru_cache(maxsize=64)  # pure, called for every ranking
def mythology_order(direction: str) -> tuple[str, ...]:
    """SOLO-PANTH-TABLE ranks 2..6 (the Gate is rank 1)."""
    return ("egyptian", "phoenician") + tuple(
        LETTER_MYTHOLOGY[letter] for letter in direction + remaining_letter(direction)
    )


@functools.lru_cache(maxsize=64)  # pure, called for every ranking
def godplace_order(direction: str, mythology: str) -> tuple[int, ...]:
    """SOLO-GODPLACE-2: 1st letter's Mythology nearest, 2nd from space 3, the remaining one farthest."""
    letters = direction + remaining_letter(direction)
    if mythology == LETTER_MYTHOLOGY[letters[1]]:
        return (3, 4, 5, 6, 1, 2)
    if mythology == LETTER_MYTHOLOGY[letters[2]]:
        return (6, 5, 4, 3, 2, 1)
    return (1, 2, 3, 4, 5, 6)


PROGRESS_PAIRS = {"M": ("strategy", "poliorcetics"), "S": ("mathematics", "law"), "C": ("masonry", "engineering")}


@functools.lru_cache(maxsize=64)  # pure, called for every ranking
def progress_direction_list(direction: str) -> tuple[str, ...]:
    """SOLO-PROG-4-<dir>: the 1st letter's pair, then the 2nd letter's."""
    return PROGRESS_PAIRS[direction[0]] + PROGRESS_PAIRS[direction[1]]


class _LabelOrId:
    """The ``name`` of a card, Wonder or divinity view: its label, else its id, kept in the instance
    once read (a non-data descriptor: the traces read the names of the same views many times)."""

    def __get__(self, item: Any, owner: type | None = None) -> Any:
        if item is None:
            return self
        name = item.__dict__["name"] = item.label if item.label is not None else item.id
        return name


@dataclass(frozen=True, eq=False)
class Card:
    """An Age card as SOLO sees it: printed data plus where it lies now.

    Structure fields (x, row, uncovers...) matter only for cards in the structure;
    x grows away from SOLO's end (SOLO-GEN-5), row 0 is the front row.
    """

    id: str
    type: str  # GT BG Y G R B
    label: Any = None  # shown in traces: a name or a nested message {"key", "params"}
    colour: str = ""
    age: int = 1
    coins: int = 0  # printed coin cost
    cost: dict[str, int] = field(default_factory=dict)  # printed resources
    produces: dict[str, int] = field(default_factory=dict)  # fixed production (brown / grey)
    choice: tuple[str, ...] = ()  # one of these each turn (Forum, Caravansery)
    discount: tuple[str, ...] = ()  # trade at 1 coin (Reserves, Customs House)
    vp: int = 0  # VP if built now (SOLO-AMB-35)
    gain_coins: int = 0  # coins gained if built now
    shields: int = 0
    symbol: str | None = None  # scientific symbol
    chain_gives: str | None = None
    chain_needs: str | None = None
    chain_open: bool = False  # chain_gives is still required by an obtainable card (SOLO-GEN-8)
    free_by_chain_solo: bool = False  # chain_mode=completes readings
    free_by_chain_player: bool = False
    buildable: bool = False  # SOLO may legally build it now (all coins, SOLO-OP-N1)
    solo_price: int | None = None  # coins SOLO really pays now (cost_mode=actual)
    player_price: int | None = None
    x: int = 0
    row: int = 0
    uncovers: tuple[str, ...] = ()  # U(c): cards accessible once c leaves (SOLO-GEN-6)
    uncovers_face_down: int = 0
    uncovers_token: bool = False  # a face-down card of U(c) carries a Mythology / Offering token
    mythology: str | None = None  # Grand Temple

    name = _LabelOrId()  # shown in traces: the label, else the id


@dataclass(frozen=True, eq=False)
class FaceDown:
    """A face-down structure card: only its place and token are public."""

    id: str
    token: str | None = None  # "mythology" / "offering"
    offering: int = 0  # the Offering token's discount
    x: int = 0
    row: int = 0

    @property
    def name(self) -> Any:
        return self.id


@dataclass(frozen=True, eq=False)
class Wonder:
    id: str  # canonical: colossus, appian_way, ... (see DIRECTION_OF_WONDER)
    cost: dict[str, int] = field(default_factory=dict)
    vp: int = 0
    gain_coins: int = 0
    shields: int = 0
    choice: tuple[str, ...] = ()  # Piraeus, Great Lighthouse
    built: bool = False
    label: Any = None
    solo_price: int | None = None  # coins SOLO must spend buying resources now; None = cannot
    player_price: int | None = None

    name = _LabelOrId()  # shown in traces: the label, else the id


@dataclass(frozen=True, eq=False)
class City:
    cards: tuple[Card, ...] = ()  # in build order
    wonders: tuple[Wonder, ...] = ()  # built and unbuilt still allowed (SOLO-AMB-25)
    coins: int = 0  # treasury only; Astarte coins excluded (SOLO-GEN-11)
    science: dict[str, int] = field(default_factory=dict)  # every symbol source (SOLO-AMB-39)
    chain_symbols: frozenset[str] = frozenset()
    progress: frozenset[str] = frozenset()
    offerings: tuple[int, ...] = ()  # Offering-token discounts held

    def built_wonders(self) -> list[Wonder]:
        return [w for w in self.wonders if w.built]

    def unbuilt_wonders(self) -> list[Wonder]:
        return [w for w in self.wonders if not w.built]

    def owns_wonder(self, ids: frozenset[str]) -> bool:
        return any(w.id in ids for w in self.wonders)

    def symbols(self) -> int:
        return len([n for n in self.science.values() if n > 0])


@dataclass(frozen=True, eq=False)
class God:
    id: str  # "isis", ..., "gate"
    mythology: str  # or "gate"
    space: int = 0  # 1..6 from SOLO's capital
    face_up: bool = True
    label: Any = None
    shields: int = 0  # Mars
    symbol: str | None = None  # Ishtar
    cost: int | None = None  # SOLO's activation price, when the engine computed it
    free_by_token: bool = False  # that price is 0 for SOLO's Mythology token (the explanation says so)

    name = _LabelOrId()  # shown in traces: the label, else the id


@dataclass(frozen=True, eq=False)
class MilitaryToken:
    id: str
    half: str  # "solo" (threat to SOLO) or "player"
    value: int  # 2 or 5

    @property
    def name(self) -> str:
        return f"{self.half}-{self.value}"


@dataclass(frozen=True)
class Level:
    id: str
    rule: str | None
    start_coins: int
    free_card_ages: tuple[int, ...]
    conflict_nudge: bool
    god_discount_from_age: int | None
    wonder_cap: tuple[int, int, int]


@dataclass(frozen=True)
class Readings:
    """The interpretation switches (the rendering's flags); defaults = proposed readings."""

    cost_mode: str = "nominal"  # SOLO-AMB-12 / 13 / 42
    need_mode: str = "ranking"  # SOLO-AMB-24
    chain_mode: str = "obtainable"  # SOLO-AMB-23
    uncover_count: str = "accessible"  # SOLO-AMB-22
    hades_scale: str = "v1.1"  # SOLO-AMB-15
    nisaba_fallback: str = "first_built"  # SOLO-AMB-17
    liberty_gift: str = "literal"  # SOLO-AMB-09
    instant_win_includes_wonders: bool = True  # SOLO-AMB-37
    adaptive_scope: str = "all"  # SOLO-AMB-38
    anubis_player_scale: str = "solo"  # SOLO-AMB-16


@dataclass(frozen=True, eq=False)
class View:
    """Everything SOLO may know on its turn (public information only)."""

    direction: str
    level: Level
    age: int = 1
    readings: Readings = Readings()
    conflict: int = 0  # d
    minerva: int | None = None  # Minerva pawn space (d coordinate), if on the track
    solo: City = City()
    player: City = City()
    accessible: tuple[Card, ...] = ()
    structure_face_up: tuple[Card, ...] = ()  # every face-up card still in the structure (Zeus)
    face_down: tuple[FaceDown, ...] = ()
    discard: tuple[Card, ...] = ()
    pantheon: tuple[God, ...] = ()
    decks: dict[str, int] = field(default_factory=dict)  # Mythology -> cards left
    military_tokens: tuple[MilitaryToken, ...] = ()
    wonders_built: int = 0  # both cities (7-Wonder limit)
    enki_tokens: tuple[str, ...] = ()
    progress_box: int = 0  # Progress tokens in the box: Enki, activated with none on him, draws them then
    solo_strategy: bool = False  # Strategy token: +1 shield on red cards
    player_strategy: bool = False
    player_direction: str | None = None  # anubis_player_scale=derived
    structure_cards: int = 0  # cards left in the structure (Zeus applicability)
    # the most shields one card, Wonder or divinity of the content gives: no single move can bring a
    # pawn farther than that to the Player's capital (instant_win's shortcut; the default skips none)
    most_shields: int = 99

    @property
    def opts(self) -> Readings:
        return self.readings
