"""The state of a Concordia game against the dice AI, and its actions."""
from __future__ import annotations

from typing import Annotated, ClassVar, Literal

from pydantic import BaseModel, ConfigDict, Field

from solo_desk.core.actions import Action, Side
from solo_desk.core.game import GameState
from solo_desk.games.concordia.content import Good, RouteKind

GOODS: tuple[Good, ...] = ("brick", "food", "tools", "wine", "cloth")
Dice = Literal["2d6", "d12"]


Count = Annotated[int, Field(ge=0)]  # bounds of a hand-edited save's numbers


class _Frozen(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class Variant(_Frozen):
    """The game's options; the ambiguity switches default to the rendering's reading."""

    map: Literal["italia", "hispania", "imperium"] = "italia"
    dice: Dice = "d12"
    ai_colour: Literal["red", "green", "yellow", "blue", "black"] = "black"  # CONC-SETUP-AI-COLOUR
    distance: Literal["any_route", "one_colonist"] = "any_route"  # CONC-AMB-05
    extra_good_missing: Literal["next_type", "goods_pair"] = "next_type"  # CONC-AMB-07
    next_type_payment: Literal["highest_good", "matching_good"] = "highest_good"  # CONC-AMB-08
    poor_full_build: Literal["build_rules", "cloth_city"] = "build_rules"  # CONC-AMB-16
    prefect_production: Literal["all_houses", "player_only"] = "all_houses"  # CONC-AMB-17
    final_action: Literal["listed_order", "roll"] = "listed_order"  # CONC-AMB-21


class Colonist(_Frozen):
    kind: RouteKind
    at: str  # a city id, or a route id "land:a-b" / "sea:a-b"


class SideState(_Frozen):
    goods: dict[Good, Count]
    money: Count = 0
    houses: tuple[str, ...] = ()
    colonists: tuple[Colonist, ...] = ()  # on the board
    store_colonists: dict[RouteKind, Count]  # still in the storehouse
    hand: tuple[str, ...] = ()  # the AI's cards all stay here (it never plays them)
    discard: tuple[str, ...] = ()  # last played card last

    def goods_count(self) -> int:
        return sum(self.goods.values())

    def store_used(self) -> int:
        return self.goods_count() + sum(self.store_colonists.values())

    def cards(self) -> tuple[str, ...]:
        return self.hand + self.discard


class ConcordiaState(GameState):
    variant: Variant
    # None: a city token not yet told (companion mode)
    city_goods: dict[str, Good | None]
    prefected: tuple[str, ...] = ()  # provinces whose bonus marker shows its coin side
    display: tuple[str | None, ...]  # left (cheapest) to right; None: a card not yet told (companion)
    stack: tuple[str, ...]  # cards not yet in the display; digital: top first; companion: order unknown
    player: SideState
    automa: SideState
    rng_counter: int = Field(0, ge=0)
    turn: Side = "player"
    turn_number: int = Field(1, ge=1, le=10_000)
    concordia: Side | None = None  # who took the Concordia card (ended the game)
    finished: bool = False

    def side(self, side: Side) -> SideState:
        return self.player if side == "player" else self.automa


# -- player moves: the card played, then what its action does -------------------
class PlayerMove(Action):
    """A personality card played by the player. ``card`` is the card taken from
    hand; it is either a card of this action or a Diplomat copying the player's own
    last played card (CONC-DIPLOMAT)."""

    by: Side | None = "player"
    card: str


class ColonistMove(_Frozen):
    colonist: int  # index in the player's colonists on the board
    path: tuple[str, ...]  # route ids, one per step


class Architect(PlayerMove):
    kind: Literal["architect"] = "architect"
    moves: tuple[ColonistMove, ...] = ()
    build: tuple[str, ...] = ()  # city ids, built in this order


class Prefect(PlayerMove):
    kind: Literal["prefect"] = "prefect"
    province: str | None = None  # None: collect the coins of the flipped bonus markers
    drop: tuple[Good, ...] = ()  # goods thrown away when the storehouse overflows


class Mercator(PlayerMove):
    kind: Literal["mercator"] = "mercator"
    trade: dict[Good, int] = {}  # + bought, - sold; at most two types


class Placement(_Frozen):
    kind: RouteKind
    city: str


class ColonistCard(PlayerMove):
    kind: Literal["colonist"] = "colonist"
    place: tuple[Placement, ...] = ()
    take_money: bool = False


class Tribune(PlayerMove):
    kind: Literal["tribune"] = "tribune"
    new_colonist: RouteKind | None = None


class Consul(PlayerMove):
    kind: Literal["consul"] = "consul"
    buy: str | None = None
    pay: tuple[Good, ...] | None = None  # goods for the "any good" spaces; None: the cheapest


class Senator(PlayerMove):
    kind: Literal["senator"] = "senator"
    buy: tuple[str, ...] = ()
    pay: tuple[Good, ...] | None = None


class Specialist(PlayerMove):
    kind: Literal["specialist"] = "specialist"
    drop: tuple[Good, ...] = ()


class Diplomat(PlayerMove):
    """A Diplomat with nothing to copy (empty discard pile or a Diplomat on top)."""

    kind: Literal["diplomat"] = "diplomat"


# -- the automa ---------------------------------------------------------------
AutomaDeed = Literal["build", "take", "colonist", "buy", "nothing"]


class AutomaTurn(Action):
    """The AI's whole turn. Its dice (outcomes ``action_roll``, ``goods_roll``) and
    a tie-break (``tie``) are drawn when applied unless given; the other fields
    are what the rules made of them, filled in when applied."""

    kind: Literal["automa_turn"] = "automa_turn"
    by: Side | None = "automa"
    deed: AutomaDeed | None = None
    city: str | None = None
    pay: tuple[Good, ...] = ()
    gain: tuple[Good, ...] = ()
    cards: tuple[str, ...] = ()


# -- companion answers ---------------------------------------------------------
class RevealCity(Action):
    family: ClassVar = "answer"
    kind: Literal["reveal_city"] = "reveal_city"
    city: str
    good: Good


class RevealCard(Action):
    family: ClassVar = "answer"
    kind: Literal["reveal_card"] = "reveal_card"
    slot: int  # 1..7, left to right
    card: str


# -- edits: the physical table wins ------------------------------------------
class EditGoods(Action):
    family: ClassVar = "edit"
    kind: Literal["edit_goods"] = "edit_goods"
    side: Side
    good: Good
    count: int


class EditMoney(Action):
    family: ClassVar = "edit"
    kind: Literal["edit_money"] = "edit_money"
    count: int


class EditHouse(Action):
    family: ClassVar = "edit"
    kind: Literal["edit_house"] = "edit_house"
    side: Side
    city: str
    present: bool


class EditColonist(Action):
    """A colonist of ``kind`` moved from ``at`` to ``to``: a city id, a route id, or
    None for the side's storehouse (the colonists not yet on the board)."""

    family: ClassVar = "edit"
    kind: Literal["edit_colonist"] = "edit_colonist"
    side: Side
    colonist: RouteKind
    at: str | None
    to: str | None


CardPlace = Literal["hand", "discard", "display"]


class EditCard(Action):
    """A card moved, wherever it lies, to a side's hand, to its played cards (as the
    last played) or to the display (its rightmost slot)."""

    family: ClassVar = "edit"
    kind: Literal["edit_card"] = "edit_card"
    card: str
    to: CardPlace
    side: Side = "player"  # whose hand or played cards; unused for the display


class EditDisplay(Action):
    """The card that really lies in a display slot (1..7): it changes places with
    the card of the display or of the stack that was there instead."""

    family: ClassVar = "edit"
    kind: Literal["edit_display"] = "edit_display"
    slot: int
    card: str


class EditBonus(Action):
    """A province's bonus marker turned to its coin side (``flipped``) or its goods side."""

    family: ClassVar = "edit"
    kind: Literal["edit_bonus"] = "edit_bonus"
    province: str
    flipped: bool


class EditCityToken(Action):
    """The good a city's token really shows. Each letter's tokens are a fixed set:
    when no token of that good is left unused, the city changes tokens with the
    city of its letter that shows it (``swap_with``; it must be named when several
    do, and it is recorded once applied)."""

    family: ClassVar = "edit"
    kind: Literal["edit_city_token"] = "edit_city_token"
    city: str
    good: Good
    swap_with: str | None = None


ACTION_TYPES: tuple[type[Action], ...] = (
    Architect, Prefect, Mercator, ColonistCard, Tribune, Consul, Senator, Specialist, Diplomat,
    AutomaTurn, RevealCity, RevealCard, EditGoods, EditMoney, EditHouse,
    EditColonist, EditCard, EditDisplay, EditBonus, EditCityToken,
)
CARD_ACTIONS: dict[str, type[PlayerMove]] = {
    cls.model_fields["kind"].default: cls
    for cls in (Architect, Prefect, Mercator, ColonistCard, Tribune, Consul, Senator, Specialist, Diplomat)
}
