"""The 7 Wonders Duel + Pantheon game state and its actions.

Compact on purpose: every field is an immutable tuple, string or number, so
``rules.apply`` copies the state shallowly (``model_copy``) and replaces only
the fields it changes. Sides are ``"player"`` and ``"automa"``.

Structure slots hold a card id, ``""`` once taken, ``"?"`` for a face-down
card not known yet (companion) and ``"?guild"`` for an unknown card showing a
Guild / Grand Temple back. Slot tokens are ``""``, ``"myth:<mythology>"`` or
``"offer:<discount>"``. Pantheon spaces hold ``""``, a divinity id, ``"gate"``
or ``"?<mythology>"`` (placed face down, not known yet).
"""
from __future__ import annotations

from typing import Any, ClassVar, Literal

from pydantic import BaseModel, ConfigDict, field_validator

from solo_desk.core.actions import Action, Side
from solo_desk.core.fast_models import copy_unchecked
from solo_desk.core.game import GameState

SIDES: tuple[Side, Side] = ("player", "automa")


# a copy is the engine's most frequent operation: no validation (the rules made the values)
fast_copy = copy_unchecked
Phase = Literal["draft", "play", "over"]


def other(side: str) -> Side:
    return "automa" if side == "player" else "player"


class _Fast(BaseModel):
    """Rules assign only declared fields of fresh copies: skip pydantic's assignment bookkeeping.
    ``object.__setattr__`` puts the value in the instance ``__dict__`` (no field is a class
    attribute), as ``self.__dict__[name] = value`` would, without a Python call per assignment."""

    model_config = ConfigDict(extra="forbid")

    __setattr__ = object.__setattr__


class City(_Fast):

    coins: int = 7
    buildings: tuple[str, ...] = ()  # in build order
    wonders: tuple[str, ...] = ()  # owned, built or not, in the order received
    built: tuple[tuple[str, str], ...] = ()  # (wonder, the Age card tucked under it), in build order
    progress: tuple[str, ...] = ()
    divinities: tuple[str, ...] = ()
    mythology_tokens: tuple[str, ...] = ()
    offering_tokens: tuple[int, ...] = ()
    astarte_coins: int = 0
    snake_on: str = ""  # the opponent's green card holding this side's Snake token (Nisaba)

    def built_wonders(self) -> tuple[str, ...]:
        return tuple(w for w, _ in self.built)

    def unbuilt_wonders(self) -> tuple[str, ...]:
        done = set(self.built_wonders())
        return tuple(w for w in self.wonders if w not in done)


class Pending(BaseModel):
    """A decision a side must take before play goes on (a Progress token, a god's target, ...)."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    kind: str
    side: Side
    options: tuple[str, ...] = ()
    # what triggered it: the Wonder or divinity id ("mausoleum" / "hades" for free_from_discard,
    # "circus_maximus" / "statue_of_zeus" for destroy, ...); "" when the kind says it all
    source: str = ""


class Ask(BaseModel):
    """A companion-mode question about the physical table (which card was revealed, ...)."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    question: str  # "card:<slot>", "back:<slot>", "token:<slot>", "progress:<i>", "wonder", "pantheon:<space>", "offer", "discarded"


class DuelState(GameState):
    __setattr__ = object.__setattr__  # see _Fast

    pantheon: bool = True
    promo_wonders: bool = False
    options: dict[str, Any] = {}
    # SOLO's strategic direction (MS, MC, SM, SC, CM, CS) once decided (SOLO-SETUP-2/3/4): set when
    # SOLO receives its first Wonder, or by the Player's choice (pending "solo_direction"); "" before
    solo_direction: str = ""

    phase: Phase = "draft"
    age: int = 0
    current: Side = "automa"
    first_player: Side = "automa"
    turn: int = 0
    play_again: bool = False
    turn_done: bool = False  # the side to move has done its main action; end-of-turn steps remain
    # ``turn`` when the current Age began: while they are equal, the Age's first turn is still to be
    # played by the side chosen to start it (a god's activation is a turn that takes no card)
    age_first_turn: int = 0

    # wonder draft
    wonder_deck: tuple[str, ...] = ()
    draft_offer: tuple[str, ...] = ()
    draft_round: int = 1
    draft_picks: int = 0
    wonders_out: tuple[str, ...] = ()

    # Age structure of the current Age and what is still to come
    slots: tuple[str, ...] = ()
    face_up: tuple[bool, ...] = ()
    slot_tokens: tuple[str, ...] = ()
    decks: tuple[tuple[str, ...], ...] = ((), (), ())  # per Age: the cards in slot order (digital)
    layout_tokens: tuple[tuple[str, ...], ...] = ((), ())  # Age I Mythology / Age II Offering tokens by slot (digital)
    set_aside: tuple[tuple[str, ...], ...] = ((), (), ())  # per Age, returned to the box unseen
    set_aside_taken: tuple[str, ...] = ()  # cards the Statue of Liberty took from the set-aside ones
    box: tuple[str, ...] = ()  # Guilds / Grand Temples not used
    discard: tuple[str, ...] = ()

    progress_board: tuple[str, ...] = ()  # 5 places, "" once taken, "?" unknown
    progress_box: tuple[str, ...] = ()

    conflict: int = 0  # > 0: the pawn is on the automa's half (the automa is losing)
    military_tokens: tuple[str, ...] = ("player_5", "player_2", "automa_2", "automa_5")
    minerva: int | None = None

    pantheon_spaces: tuple[str, ...] = ("", "", "", "", "", "")  # space 1 is next to the first player's capital
    divinity_decks: tuple[tuple[str, ...], ...] = ((), (), (), (), ())  # per Mythology, top first
    enki_tokens: tuple[str, ...] = ()
    mythology_box: tuple[str, ...] = ()

    player: City = City()
    automa: City = City()

    pending: tuple[Pending, ...] = ()
    asks: tuple[Ask, ...] = ()
    last_mover: Side = "automa"
    last_built: tuple[str, ...] = ()  # (side, card) of the last structure built, for bots
    winner: Literal["player", "automa", "draw"] | None = None
    end_reason: Literal["military", "science", "civilian"] | None = None

    def city(self, side: str) -> City:
        # read from __dict__, a little faster than attributes (the rules ask this all the time)
        return self.__dict__["player" if side == "player" else "automa"]


# -- actions -------------------------------------------------------------------------------


class _Move(Action):
    family: ClassVar[str] = "move"
    # filled in when applied, for the history: "<military|science>:<winner>" when this move ended
    # the game by a supremacy ("… — military supremacy: SOLO wins"); "" otherwise (older saves)
    supremacy: str = ""
    told_fields: ClassVar[frozenset[str]] = frozenset({"supremacy"})


class PickWonder(_Move):
    kind: Literal["pick_wonder"] = "pick_wonder"
    # filled in: the round's last Wonder, which this pick left to the other side (declared before
    # ``wonder``: the fields in the order the fast constructor sets them, defaults first)
    left_over: str = ""
    wonder: str
    told_fields: ClassVar[frozenset[str]] = frozenset({"supremacy", "left_over"})


class BuildCard(_Move):
    kind: Literal["build"] = "build"
    card: str
    price: int | None = None  # filled in: coins paid
    told_fields: ClassVar[frozenset[str]] = frozenset({"supremacy", "price"})


class DiscardCard(_Move):
    kind: Literal["discard"] = "discard"
    card: str
    gain: int | None = None  # filled in: coins received
    told_fields: ClassVar[frozenset[str]] = frozenset({"supremacy", "gain"})


class BuildWonder(_Move):
    kind: Literal["build_wonder"] = "build_wonder"
    wonder: str
    card: str
    price: int | None = None
    told_fields: ClassVar[frozenset[str]] = frozenset({"supremacy", "price"})


class ActivateDivinity(_Move):
    kind: Literal["activate"] = "activate"
    space: int
    offerings: tuple[int, ...] = ()
    price: int | None = None
    god: str | None = None  # filled in: the divinity activated (for the history); checked when given
    told_fields: ClassVar[frozenset[str]] = frozenset({"supremacy", "price"})


class ChooseStart(_Move):
    kind: Literal["choose_start"] = "choose_start"
    # filled in when applied, for the history: the Age it starts ("choose who starts Age II"); None
    # in older saves (declared before ``starter``: defaults first, as the fast constructor sets them)
    age: int | None = None
    starter: Side
    told_fields: ClassVar[frozenset[str]] = frozenset({"supremacy", "age"})


class Choose(_Move):
    """Resolves the first pending decision; its fields' meaning depends on the decision."""

    kind: Literal["choose"] = "choose"
    pick: str = ""
    card: str = ""
    slot: int | None = None
    space: int | None = None
    # filled in when applied, for the history: the card the Messe built from the structure, the
    # face-up card Zeus discarded from it (a face-down one stays unnamed)
    built: str = ""
    discarded: str = ""
    on_top: str = ""  # for the history: the Divinity the Divine Theater's owner put back on top of its deck; Nisaba's card under the Snake
    # for the history: the decision resolved, when its words depend on it ("gate", "theater",
    # "liberty_pick", "liberty_give"); the Age whose structure holds ``slot`` (a face-down card
    # Zeus discarded, named by its row and place in the row). Empty / 0 in older saves.
    decision: str = ""
    age: int = 0
    told_fields: ClassVar[frozenset[str]] = frozenset({"supremacy", "built", "discarded", "on_top", "decision", "age"})


class Answer(Action):
    """Companion mode: what the physical table shows (a revealed card, a drawn token, ...)."""

    family: ClassVar[str] = "answer"
    kind: Literal["answer"] = "answer"
    question: str
    value: str

    @field_validator("by")
    @classmethod
    def _no_side(cls, by: Any) -> None:
        """The table's answer is no side's act: an older save's ``by="player"`` is read without it
        (the history shows "the table shows X", never "you: ...")."""
        return None


class SetCoins(Action):
    family: ClassVar[str] = "edit"
    kind: Literal["set_coins"] = "set_coins"
    side: Side
    coins: int


class SetConflict(Action):
    family: ClassVar[str] = "edit"
    kind: Literal["set_conflict"] = "set_conflict"
    position: int


class MoveCard(Action):
    """Edit: a card really lies in a city or in the discard pile. It may come from a city, the
    discard pile or the Age structure (an accessible, face-up card: the cards it uncovers are
    turned face up at once; see ``edits._edit_take_from_structure``)."""

    family: ClassVar[str] = "edit"
    kind: Literal["move_card"] = "move_card"
    card: str
    to: Literal["player", "automa", "discard"]


class MoveWonder(Action):
    """Edit: a Wonder (built or not) really belongs to the other side."""

    family: ClassVar[str] = "edit"
    kind: Literal["move_wonder"] = "move_wonder"
    wonder: str
    to: Side


class MoveProgress(Action):
    """Edit: a Progress token really lies in a city, on the board, in the box (the unused tokens)
    or on Enki's card. It may come from a city, the board, the box, Enki's card or the Great
    Library's offer."""

    family: ClassVar[str] = "edit"
    kind: Literal["move_progress"] = "move_progress"
    token: str
    to: Literal["player", "automa", "board", "box", "enki"]


class MoveDivinity(Action):
    """Edit: a divinity really lies on a Pantheon space (swapping with the one there when it comes
    from another space; the one there goes back to its deck when it comes from a deck), in its
    Mythology deck (on top) or in a city (activated: no effect applied). ``god`` is a divinity id,
    ``"gate"``, or ``"?<mythology>"``: a face-down one (on ``from_space``, or the top card of that
    deck). See ``edits._edit_move_divinity``."""

    family: ClassVar[str] = "edit"
    kind: Literal["move_divinity"] = "move_divinity"
    god: str
    to: Literal["pantheon", "deck", "player", "automa"]
    space: int | None = None  # the Pantheon space (1-6) when ``to`` is "pantheon"
    from_space: int | None = None  # the space it lies on now (needed for a face-down one)


class MoveToken(Action):
    """Edit: a Mythology or Offering token (``"myth:<mythology>"``, ``"offer:<discount>"``) really
    lies in a city, on a face-down card of the structure (``to_slot``) or in the box."""

    family: ClassVar[str] = "edit"
    kind: Literal["move_token"] = "move_token"
    token: str
    source: Literal["player", "automa", "structure", "box"]
    to: Literal["player", "automa", "structure", "box"]
    from_slot: int | None = None  # the structure slot it lies on now, when ``source`` is "structure"
    to_slot: int | None = None  # the structure slot it really lies on, when ``to`` is "structure"


class MoveLooting(Action):
    """Edit: a looting token of the Military track (``"player_5"``, ...) really lies on the track (its
    own place) or has left it (``"box"``: taken or discarded)."""

    family: ClassVar[str] = "edit"
    kind: Literal["move_looting"] = "move_looting"
    token: str
    to: Literal["track", "box"]


class ReturnCard(Action):
    """Edit: a card of a city or of the discard pile really lies face up in an empty slot of the
    current Age's structure."""

    family: ClassVar[str] = "edit"
    kind: Literal["return_card"] = "return_card"
    card: str
    slot: int


class MoveSetAside(Action):
    """Edit: a card is really among those set aside at set-up (3 per Age; the unused Guilds / Grand
    Temples in the box): ``to="set_aside"`` from a city or the discard pile; or one of them really
    lies in a city or on the discard pile."""

    family: ClassVar[str] = "edit"
    kind: Literal["move_set_aside"] = "move_set_aside"
    card: str
    to: Literal["set_aside", "player", "automa", "discard"]


class SetMinerva(Action):
    """Edit: the Minerva pawn really lies on a space of the Military track, or is off it (None)."""

    family: ClassVar[str] = "edit"
    kind: Literal["set_minerva"] = "set_minerva"
    position: int | None = None


class SetAstarteCoins(Action):
    """Edit: the coins that really lie on Astarte's card, in the city that activated her."""

    family: ClassVar[str] = "edit"
    kind: Literal["set_astarte_coins"] = "set_astarte_coins"
    side: Side
    coins: int


class RenameCard(Action):
    """Edit, companion mode: the face-up card in ``slot`` of the current Age's structure was named
    wrong (when revealed or when the Age was dealt): it is really ``card``, a card of the same Age
    and back seen nowhere else; the card named before becomes unseen again."""

    family: ClassVar[str] = "edit"
    kind: Literal["rename_card"] = "rename_card"
    slot: int
    card: str


class SetBack(Action):
    """Edit, companion mode, Age III: the card in ``slot`` of the structure really shows ``back``
    (``"age"``: an Age III back; ``"guild"``: a Guild / Grand Temple back), told wrong at the Age's
    set-up. A name it had (a face-up card) is forgotten and asked again."""

    family: ClassVar[str] = "edit"
    kind: Literal["set_back"] = "set_back"
    slot: int
    back: Literal["age", "guild", "temple", "guild_or_temple"]


class MoveSnake(Action):
    """Edit: Nisaba's Snake token of ``side`` (the city that activated her) really lies on ``card``, a
    green card of the other city (it copies its science symbol), or in the box (``None``)."""

    family: ClassVar[str] = "edit"
    kind: Literal["move_snake"] = "move_snake"
    side: Side
    card: str | None = None


class TuckCard(Action):
    """Edit: the card tucked under the built Wonder ``wonder`` is really ``card``, which the app
    shows elsewhere (an accessible face-up card of the structure, a city, the discard pile, under
    another Wonder): the two cards swap places (the Wonder was built with the wrong card)."""

    family: ClassVar[str] = "edit"
    kind: Literal["tuck_card"] = "tuck_card"
    wonder: str
    card: str
    # filled in when applied, for the history line: the Wonder of the same city the card was under,
    # recorded built instead of ``wonder`` and now not built
    unbuilt: str = ""


class UnbuildWonder(Action):
    """Edit: the built Wonder ``wonder`` is not built; the card recorded under it really lies in a
    city (``player`` / ``automa``) or on the discard pile; the Wonder stays with its owner."""

    family: ClassVar[str] = "edit"
    kind: Literal["unbuild_wonder"] = "unbuild_wonder"
    wonder: str
    to: Literal["player", "automa", "discard"]


class RenamePlaced(Action):
    """Edit, companion mode: the card named ``old`` in a city, under a Wonder or on the discard pile
    was named wrong when its question was answered: it is really ``card``, a card of the same Age
    and back seen nowhere else; ``old`` becomes unseen again."""

    family: ClassVar[str] = "edit"
    kind: Literal["rename_placed"] = "rename_placed"
    old: str
    card: str


ACTION_TYPES: tuple[type[Action], ...] = (
    PickWonder, BuildCard, DiscardCard, BuildWonder, ActivateDivinity, ChooseStart, Choose, Answer,
    SetCoins, SetConflict, MoveCard, MoveWonder, MoveProgress,
    MoveDivinity, MoveToken, MoveLooting, ReturnCard, MoveSetAside, SetMinerva, SetAstarteCoins,
    RenameCard, MoveSnake, SetBack, TuckCard, RenamePlaced, UnbuildWonder,
)
