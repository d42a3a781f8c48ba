"""The Age of Comics solo game state and its actions (no Qt, no rules here)."""
from __future__ import annotations

from typing import Annotated, Any, ClassVar, Literal

from pydantic import BaseModel, ConfigDict, Field

from solo_desk.core.actions import Action, Side
from solo_desk.core.game import GameState

from .deck import AutomaCard, AutomaDeck

Phase = Literal["setup", "round_start", "turns", "round_end", "over"]
ROWS = ("writers", "artists", "comics")
# Bounds of a hand-edited save's numbers (the box: 5 rounds, 4 editors a side, 4 Automa cards
# a round, 6 calendar tiles, fans up to 40); a corrupt value is refused when the save is read.
Count = Annotated[int, Field(ge=0)]
Index = Annotated[int, Field(ge=0)]
Fans = Annotated[int, Field(ge=0, le=40)]


class _Part(BaseModel):
    model_config = ConfigDict(extra="forbid")


class Tile(_Part):
    """A sales-order tile on the map; its genre shows on the back (AOC-AMB-16)."""

    genre: str
    value: Count | None = None  # None: not yet known (companion, face down)
    face_up: bool = False


class PrintedComic(_Part):
    comic: str  # the original's id (a rip-off names the original it copies)
    ripoff: bool = False
    writer: str
    artist: str
    fans: Fans
    round: int = Field(ge=1, le=5)


class HeldOrder(_Part):
    genre: str
    value: Count
    fulfilled_by: Index | None = None  # index into the owner's printed comics


class SideState(_Part):
    hand: list[str] = []  # unused writers and artists, in hire order
    developed: list[str] = []  # developed (unprinted) comics
    printed: list[PrintedComic] = []  # the mat, left to right
    ideas: dict[str, Count] = {}
    money: Count = 0
    chart_vp: Count = 0  # VP from the round-end chart ranking
    tickets: Count = 0
    agent: str | None = None
    orders: list[HeldOrder] = []


class SalesTurn(_Part):
    """The player's Sales action under way (BGA AOCPerformSalesState): the space taken, the flips
    and collects left (two counters for the whole action), whether the free first step is used."""

    space: Index
    flips: Count
    collects: Count
    walked: bool = False


class TopTold(_Part):
    """Companion, AOC-AMB-10 = genre_visible: the genre the table told on the back of the Comic
    deck's top, with the deck as it was then (unknown order, sorted): while no card has left or
    joined the deck since, its top is the same card and the genre is not asked again."""

    genre: str
    deck: list[str]


RULES_VERSION = 2  # see AocState.rules_version


class AocState(GameState):
    options: dict[str, Any] = {}
    # 1: a game begun before the player's Sales moved again after acting: one Sales action is one
    # move then its flips/collects, and it ends the turn (its saves replay so); 2: BGA's Sales,
    # move/act again until the player ends it (`sales_open`, SalesMore, EndSales)
    rules_version: int = Field(1, ge=1, le=RULES_VERSION)
    sales_open: SalesTurn | None = None
    rng_counter: int = Field(0, ge=0)
    phase: Phase = "setup"
    round: int = Field(0, ge=0, le=5)
    turn: int = Field(0, ge=0, le=8)  # placements this round: even = Automa, odd = player
    spaces: dict[str, list[Side | None]] = {}
    displays: dict[str, list[str]] = {}
    decks: dict[str, list[str]] = {}  # digital: top first; companion: unknown order (sorted)
    discards: dict[str, list[str]] = {}
    ripped: list[str] = []  # originals whose rip-off card has been printed
    ideas_board: dict[str, Count] = {}
    orders: dict[str, Tile] = {}  # by order space; a collected tile is gone
    calendar: list[str | None] = []  # the six tiles in round order
    calendar_flipped: int = Field(0, ge=0, le=6)
    mastery: dict[str, Side | None] = {}
    deck: AutomaDeck | None = None  # the Automa deck in use (None: asked card by card)
    automa_pile: list[Index] = []  # digital: top first; companion: unknown order
    automa_slots: list[Index | None] = Field([], max_length=4)  # the 4 slots of this round (None: face down, unknown)
    asked_cards: list[AutomaCard] = []  # cards told by the player when no deck is entered
    automa_discard: list[Index] = []
    flipped: int = Field(0, ge=0, le=4)
    automa_chosen: list[str | None] = []  # per revealed slot, the area its editor went to (None: no placement)
    discard_due: Count = 0  # the player's hand is over the limit: cards still to discard
    setup_known: bool = True  # companion: the Automa's start cards and the map are told at round I
    comic_top_told: TopTold | None = None  # companion: the Comic deck top's genre, as told (TopTold)
    player: SideState = Field(default_factory=SideState)
    automa: SideState = Field(default_factory=SideState)

    def side(self, who: Side) -> SideState:
        return self.player if who == "player" else self.automa


def _shallow(model: Any, **update: Any) -> Any:
    """A shallow copy of a pydantic model (what `model_copy(update=...)` does, several times
    faster): the field values are shared unless replaced in `update`."""
    new = model.__class__.__new__(model.__class__)
    values = dict(model.__dict__)
    values.update(update)
    object.__setattr__(new, "__dict__", values)
    object.__setattr__(new, "__pydantic_fields_set__", set(model.__pydantic_fields_set__) | set(update))
    object.__setattr__(new, "__pydantic_extra__", model.__pydantic_extra__)
    object.__setattr__(new, "__pydantic_private__", model.__pydantic_private__)
    return new


def clone_side(side: SideState) -> SideState:
    """A copy whose mutable parts are new; strings and numbers are shared."""
    return _shallow(side, hand=list(side.hand), developed=list(side.developed),
                    printed=[_shallow(p) for p in side.printed], ideas=dict(side.ideas),
                    orders=[_shallow(o) for o in side.orders])


def clone(state: AocState) -> AocState:
    """What `model_copy(deep=True)` gives, without deep-copying what never changes in place
    (the options, the frozen Automa deck and its cards): the hot path of apply and the bot."""
    return _shallow(
        state,
        spaces={k: list(v) for k, v in state.spaces.items()},
        displays={k: list(v) for k, v in state.displays.items()},
        decks={k: list(v) for k, v in state.decks.items()},
        discards={k: list(v) for k, v in state.discards.items()},
        ripped=list(state.ripped), ideas_board=dict(state.ideas_board),
        orders={k: _shallow(t) for k, t in state.orders.items()},
        calendar=list(state.calendar), mastery=dict(state.mastery),
        automa_pile=list(state.automa_pile), automa_slots=list(state.automa_slots),
        asked_cards=list(state.asked_cards), automa_discard=list(state.automa_discard),
        automa_chosen=list(state.automa_chosen),
        sales_open=_shallow(state.sales_open) if state.sales_open is not None else None,
        player=clone_side(state.player), automa=clone_side(state.automa))


# -- actions -------------------------------------------------------------------
class PlayerSetup(Action):
    """AOC-SETUP-PLAYER: the player's value-2 writer and artist, face-down comic and 3 ideas."""

    kind: Literal["setup"] = "setup"
    writer: str
    artist: str
    comic: str
    ideas: list[str]


class BeginRound(Action):
    """Round start: calendar tiles, sales orders flipped, displays, Automa cards drawn."""

    kind: Literal["begin_round"] = "begin_round"


class EndRound(Action):
    """AOC-ROUND-END: ranking VP, income, fan loss, editors back, Automa discard/reshuffle."""

    kind: Literal["end_round"] = "end_round"


class Flip(Action):
    """AOC-FLOW-REVEAL: the Automa's next card is turned face up."""

    kind: Literal["flip"] = "flip"


class Hire(Action):
    kind: Literal["hire"] = "hire"
    writer: str | None = None  # None: blind from the deck (player only)
    artist: str | None = None


class Develop(Action):
    kind: Literal["develop"] = "develop"
    comic: str | None = None  # None: the top of the Comic deck
    search: str | None = None  # a genre: pay to search the deck (player only)


class Ideas(Action):
    kind: Literal["ideas"] = "ideas"
    board: list[str] = []
    supply: list[str] = []


class PrintJob(_Part):
    comic: str
    ripoff: bool = False
    writer: str
    artist: str
    bonus_ideas: list[str] = []  # the two ideas of a "two ideas" bonus (player)


class Print(Action):
    kind: Literal["print"] = "print"
    prints: list[PrintJob]


class Royalties(Action):
    kind: Literal["royalties"] = "royalties"


class SalesOp(_Part):
    space: str
    op: Literal["flip", "collect"]


class Sales(Action):
    """The player's Sales: move the agent along `path` (or by ticket), then flip/collect."""

    kind: Literal["sales"] = "sales"
    path: list[str] = []
    ticket: bool = False
    ops: list[SalesOp] = []


class SalesMore(Action):
    """The player's Sales going on (rules_version 2, as BGA plays it): move again (walking, each
    step $2 once the action's free step is used, or by ticket), then flip/collect there."""

    kind: Literal["sales_more"] = "sales_more"
    path: list[str] = []
    ticket: bool = False
    ops: list[SalesOp] = []


class EndSales(Action):
    """The player ends the Sales action (BGA endSales): the turn passes."""

    kind: Literal["end_sales"] = "end_sales"


class AutomaSales(Action):
    """AOC-SALES: flip then collect, anywhere on the map (no agent)."""

    kind: Literal["automa_sales"] = "automa_sales"
    flip: list[str] = []
    collect: list[str] = []


class AutomaPass(Action):
    """AOC-AMB-07: nothing at all possible; `area` only under the alternative reading."""

    kind: Literal["pass"] = "pass"
    area: str | None = None


class Discard(Action):
    """The hand limit (decisions.json `hand_limit`): one card from the hand back to its discard pile."""

    kind: Literal["discard"] = "discard"
    card: str


class EditMoney(Action):
    family: ClassVar = "edit"
    kind: Literal["edit_money"] = "edit_money"
    side: Side = "player"
    money: int


class EditFans(Action):
    family: ClassVar = "edit"
    kind: Literal["edit_fans"] = "edit_fans"
    side: Side = "player"
    index: int
    fans: int


class EditIdeas(Action):
    family: ClassVar = "edit"
    kind: Literal["edit_ideas"] = "edit_ideas"
    side: Side = "player"
    genre: str
    count: int


class EditTickets(Action):
    """Your Super-transport tickets as the table shows them (the Automa never holds one)."""

    family: ClassVar = "edit"
    kind: Literal["edit_tickets"] = "edit_tickets"
    side: Side = "player"
    tickets: int


class EditChartVp(Action):
    """A side's VP from the round-end chart ranking as the table shows them."""

    family: ClassVar = "edit"
    kind: Literal["edit_chart_vp"] = "edit_chart_vp"
    side: Side = "player"
    vp: int


class EditMastery(Action):
    """Who holds a genre's mastery token (None: nobody); the holder needs a printed comic of it."""

    family: ClassVar = "edit"
    kind: Literal["edit_mastery"] = "edit_mastery"
    genre: str
    holder: Side | None = None


class EditBoardIdeas(Action):
    """The idea tokens of a genre on the IDEAS! area of the action board (0 or 1: one of each
    genre is put there at each round's start)."""

    family: ClassVar = "edit"
    kind: Literal["edit_board_ideas"] = "edit_board_ideas"
    genre: str
    count: int


ACTION_TYPES: tuple[type[Action], ...] = (
    PlayerSetup, BeginRound, EndRound, Flip, Hire, Develop, Ideas, Print, Royalties, Sales,
    SalesMore, EndSales, AutomaSales, AutomaPass, Discard, EditMoney, EditFans, EditIdeas,
    EditTickets, EditChartVp, EditMastery, EditBoardIdeas,
)
AREA_OF_KIND = {"hire": "hire", "develop": "develop", "ideas": "ideas", "print": "print",
                "royalties": "royalties", "sales": "sales", "automa_sales": "sales"}
