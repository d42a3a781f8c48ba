"""The state of a two-player game of 7 Wonders Architects, and its actions.

Cards of one kind are identical, so every collection holds card-kind ids.
A deck lists its cards top first; in companion mode a card nobody has seen is
UNKNOWN and the deck's ``unknown`` pool counts the kinds those cards can be.
Turn structure is a small work queue of ``Task``s: the state always rests on a
decision (the head task), which the next action resolves.
"""
from __future__ import annotations

from typing import Annotated, ClassVar, Literal

from pydantic import BaseModel, ConfigDict, Field

from solo_desk.core.actions import Action, Family, Side
from solo_desk.core.game import GameState

UNKNOWN = "?"
DeckId = Literal["player", "automa", "central"]
DECKS: tuple[DeckId, ...] = ("player", "automa", "central")
SIDES: tuple[Side, ...] = ("player", "automa")
STACK = "stack"  # ChooseToken.token for the top face-down token


# Bounds of a hand-edited save's numbers (a corrupt value is refused when the save is read).
Count = Annotated[int, Field(ge=0)]
StageNumber = Annotated[int, Field(ge=1, le=5)]  # a Wonder has five stages
DieFace = Annotated[int, Field(ge=1, le=6)]


OLD_EXTRA_CARD_TIMING = "before_consequences"  # the order of saves written before extra_card_timing


def _timing() -> str:
    from .content import extra_card_timing  # content reads the resources: imported when first needed

    return extra_card_timing()


def migrate_state(data: object) -> object:
    """A saved state written before ``extra_card_timing`` existed replays in the order of its time."""
    if isinstance(data, dict) and "extra_card_timing" not in data:
        return {**data, "extra_card_timing": OLD_EXTRA_CARD_TIMING}
    return data


def other(side: Side) -> Side:
    return "automa" if side == "player" else "player"


class Frozen(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class Deck(Frozen):
    cards: tuple[str, ...] = ()  # top first
    unknown: dict[str, Count] = {}  # companion: what the UNKNOWN cards can be

    @property
    def top(self) -> str | None:
        return self.cards[0] if self.cards else None


class Tableau(Frozen):
    wonder: str
    cards: tuple[str, ...] = ()  # in catalogue order
    built: tuple[StageNumber, ...] = Field((), max_length=5)  # stage numbers, in building order
    tokens: tuple[str, ...] = ()  # Progress tokens
    victories: Count = 0  # Military Victory tokens


class Task(Frozen):
    """One item of the turn's work queue.

    kinds: decisions ``pick`` (reason main | alexandria | token:<id>),
    ``cat_flip``, ``discard_central``, ``build``, ``token`` (reason science |
    babylon), ``hali_deck``, ``hali_keep``, ``ask`` (a companion question:
    reason card | token | start_die); automatic ``turn_start``, ``take``,
    ``take_both``, ``placed``, ``check``, ``refill``, ``draw_token``,
    ``hali_reveal``, ``end_turn``.
    """

    kind: str
    reason: str = ""
    deck: str = ""
    index: int = Field(0, ge=0, le=4)  # a position among Halicarnassus' five cards
    card: str = ""


class ArchitectsState(GameState):
    rng_counter: int = Field(0, ge=0)
    options: dict[str, str | bool] = {}
    turn: Side = "player"
    turn_number: int = Field(1, ge=1, le=10_000)
    player: Tableau
    automa: Tableau
    decks: dict[str, Deck]
    central_face_up: bool = False
    discard: tuple[str, ...] = ()
    tokens_face_up: tuple[str, ...] = ()
    token_stack: tuple[str, ...] = ()  # top first; UNKNOWN in companion mode
    conflict: int = Field(0, ge=0, le=3)  # Conflict tokens on their Battle side (3 in the box)
    battle_pending: bool = False
    cat: Side | None = None
    tokens_used: tuple[str, ...] = ()  # Progress tokens used this turn
    hali_deck: str = ""
    hali_cards: tuple[str, ...] = ()
    start_dice: tuple[DieFace, ...] = Field((), max_length=1)  # the set-up die roll of ARCH-LEVEL-*
    queue: tuple[Task, ...] = ()
    ended: str | None = None  # "wonder" | "decks_empty"
    # decisions.json extra_card_timing, fixed when the game starts: a save replays in its own
    # order (a save written before the field existed chose extra cards first: ``migrate_state``)
    extra_card_timing: Literal["after_consequences", "before_consequences"] = Field(default_factory=lambda: _timing())

    def side(self, who: Side) -> Tableau:
        return self.player if who == "player" else self.automa

    @property
    def head(self) -> Task | None:
        return self.queue[0] if self.queue else None


# -- actions -------------------------------------------------------------------


class Take(Action):
    """Take the top card of a deck (main pick, extra card, Alexandria)."""

    kind: Literal["take"] = "take"
    deck: DeckId


class Skip(Action):
    """Decline an optional extra card (Progress token)."""

    kind: Literal["skip"] = "skip"


class FlipCentral(Action):
    """ARCH-TURN-1: the Opponent holding the Cat flips the central top face up."""

    kind: Literal["flip_central"] = "flip_central"


class DiscardCentral(Action):
    """ARCH-TURN-3: the face-up central card is discarded at the end of the Opponent's turn."""

    kind: Literal["discard_central"] = "discard_central"


class Build(Action):
    kind: Literal["build"] = "build"
    stage: int
    payment: tuple[str, ...]  # card kinds spent, catalogue order
    economy: bool = False  # one Yellow card counted as 2 coins


class ChooseToken(Action):
    kind: Literal["choose_token"] = "choose_token"
    token: str  # a face-up token id, or STACK


class ChooseHaliDeck(Action):
    kind: Literal["hali_deck"] = "hali_deck"
    deck: Literal["player", "automa"]


class KeepCard(Action):
    kind: Literal["hali_keep"] = "hali_keep"
    card: str


class Answer(Action):
    """Companion mode: what the table shows (a revealed card, a token, a die)."""

    family: ClassVar[Family] = "answer"
    kind: Literal["answer"] = "answer"
    value: str


# -- edits: corrections mirroring the physical table (edits.py applies them) ---------------

CardPlace = Literal["player", "automa", "deck", "discard", "hali"]
TokenPlace = Literal["offer", "player", "automa"]


class CorrectCard(Action):
    """Edit, companion mode: a card the table told (a card in a city or on the discard pile, a
    known card of a deck, a card Halicarnassus revealed) is really ``value``, a card of ``deck``
    still unseen. It is replaced where it lies; ``card`` goes back to that deck's unseen cards.
    ``index``: the position in the deck (top = 0) or among Halicarnassus' cards."""

    family: ClassVar[Family] = "edit"
    kind: Literal["correct_card"] = "correct_card"
    place: CardPlace
    deck: DeckId  # the deck the card came from (place "deck": the deck itself)
    card: str
    value: str
    index: int = 0


class CorrectToken(Action):
    """Edit, companion mode: a Progress token the table told (on offer, or taken by a side) is
    really ``value``, a token still unseen; ``token`` becomes unseen again."""

    family: ClassVar[Family] = "edit"
    kind: Literal["correct_token"] = "correct_token"
    place: TokenPlace
    token: str
    value: str


# The pieces below carry no hidden information: they are corrected in both modes (docs/architects.md).


class CorrectConflict(Action):
    """Edit: ``war`` Conflict tokens really show their war (horn) side, the others peace. All of
    them on war means a battle is due at the end of the turn, as on the table."""

    family: ClassVar[Family] = "edit"
    kind: Literal["correct_conflict"] = "correct_conflict"
    war: int


class CorrectCat(Action):
    """Edit: the Cat pawn really lies with ``holder`` (None: nobody has taken it yet)."""

    family: ClassVar[Family] = "edit"
    kind: Literal["correct_cat"] = "correct_cat"
    holder: Side | None = None


class CorrectStage(Action):
    """Edit: ``side``'s Wonder stage ``stage`` is really built (``built``) or not. Nothing is paid
    or given back and its effect does not run: the cards are corrected separately."""

    family: ClassVar[Family] = "edit"
    kind: Literal["correct_stage"] = "correct_stage"
    side: Side
    stage: int
    built: bool


class CorrectVictories(Action):
    """Edit: ``side`` really holds ``count`` Military Victory tokens."""

    family: ClassVar[Family] = "edit"
    kind: Literal["correct_victories"] = "correct_victories"
    side: Side
    count: int


# Where a card or a Progress token can be moved to by hand (docs/architects.md, "Edits").
CardSpot = Literal["player", "automa", "discard", "deck"]
TokenSpot = Literal["offer", "player", "automa", "stack"]


class MoveCard(Action):
    """Edit: a card really lies elsewhere. It leaves ``source`` (a city, the discard pile, or
    ``deck`` at position ``index``, top = 0) and goes to ``to``: a city, the discard pile, or
    ``to_deck`` — on top (known) or, with ``unseen``, among its unseen cards (companion only).
    Nothing is paid, gained or triggered: the Cat, the Conflict tokens and the Progress tokens
    are corrected by their own edits."""

    family: ClassVar[Family] = "edit"
    kind: Literal["move_card"] = "move_card"
    card: str
    source: CardSpot
    to: CardSpot
    deck: DeckId | None = None  # source "deck": the deck holding the card
    index: int = 0  # source "deck": the card's position, top = 0
    to_deck: DeckId | None = None  # to "deck": the deck it goes into
    unseen: bool = False  # to "deck": shuffled among its unseen cards instead of on top


class MoveToken(Action):
    """Edit: a Progress token really lies elsewhere: on offer, in a city or in the face-down stack
    (``stack``: companion, a token nobody has seen; to the stack, it is unseen again). ``refill``:
    the offer is then topped up from the stack, as after a take (a gap on the table stays without)."""

    family: ClassVar[Family] = "edit"
    kind: Literal["move_token"] = "move_token"
    token: str
    source: TokenSpot
    to: TokenSpot
    refill: bool = False


ACTION_TYPES: tuple[type[Action], ...] = (
    Take, Skip, FlipCentral, DiscardCentral, Build, ChooseToken, ChooseHaliDeck, KeepCard, Answer,
    CorrectCard, CorrectToken, CorrectConflict, CorrectCat, CorrectStage, CorrectVictories, MoveCard, MoveToken,
)
