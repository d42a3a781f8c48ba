"""The game state and the actions of the Terra Mystica solo variant.

The player is the only faction that acts; the three opponent colours exist only
as pieces (TM-GEN-OPP). ``by="automa"`` marks the steps the variant automates
(setup draws, opponent starting dwellings, income, blocked power actions).
"""
from __future__ import annotations

from typing import Annotated, Any, ClassVar, Literal

from pydantic import BaseModel, ConfigDict, Field

from solo_desk.core.actions import Action, Family
from solo_desk.core.game import GameState

# Bounds of a hand-edited save's numbers (a corrupt value is refused when the save is read).
Count = Annotated[int, Field(ge=0)]
CultStep = Annotated[int, Field(ge=0, le=10)]
PowerActionNumber = Annotated[int, Field(ge=1, le=6)]

Phase = Literal["setup", "dwellings", "opponents", "start_bonus", "income", "actions", "over"]


class Pending(BaseModel):
    """A decision the player owes before anything else (power offer, tile to take, spades to use)."""

    model_config = ConfigDict(frozen=True, extra="forbid")
    kind: Literal["leech", "favour", "town", "spades", "workers_to_priests"]
    amount: int = 1
    source: str = ""
    build: bool = True  # spades: may one of them still build a dwelling (power action 6's second spade may not)


RULES_VERSION = 2  # see TMState.rules_version


class TMState(GameState):
    options: dict[str, Any]
    map_id: str = "base"
    phase: Phase = "setup"
    faction: str | None = None
    colours: list[str] = []  # opponent colours
    rng_counter: int = Field(0, ge=0)
    round: int = Field(0, ge=0, le=6)
    round_tiles: list[str] = []
    bonus_pool: list[str] = []  # bonus tiles in play that the player does not hold
    bonus_coins: dict[str, int] = {}
    bonus: str | None = None
    blocked_plan: list[list[PowerActionNumber]] = []  # TM-POWER-PRESET: blocked actions per round
    blocked: list[PowerActionNumber] = []  # power actions blocked this round (TM-POWER-BLOCK)
    used: list[str] = []  # power actions ("ACT3") and specials ("BON1", "FAV6", "SH") taken this round
    opp_cults: dict[str, dict[str, CultStep]] = {}
    opp_supply: dict[str, dict[str, int]] = {}
    opp_used: dict[str, list[str]] = {}  # colour -> new actions taken (TM-ACT-ONCE)
    terrain: dict[str, str] = {}
    buildings: dict[str, tuple[str, str]] = {}  # hex -> (owner: "player" or a colour, D/TP/TE/SH/SA)
    bridges: list[tuple[str, str]] = []
    start_dwellings: list[str] = []  # the player's, in placement order (TM-DWELL-ORDER)
    opp_start: list[tuple[str, str, str]] = []  # (reference hex, colour, hex placed)
    coins: Count = 0
    workers: Count = 0
    priests: Count = 0
    power: list[Count] = Field([0, 0, 0], min_length=3, max_length=3)  # tokens in bowls I, II, III
    burned: Count = 0  # power tokens removed from the game by sacrificing power
    vp: Count = 0
    keys: Count = 0
    cults: dict[str, CultStep] = {}
    priest_spaces: dict[str, int] = {}  # cult -> action spaces filled by the player's priests
    priest_on_three: list[str] = []  # cults whose 3-step space holds a priest (the others filled are 2-step spaces)
    shipping: Count = 0
    digging: Count = 0
    favours: list[str] = []
    towns: list[str] = []
    town_hexes: list[str] = []
    pending: list[Pending] = []
    final: dict[str, int] | None = None
    # the rules a game began with: 1 (the default, games saved before it existed) still lets the Giants
    # transform into any terrain and the Nomads' Sandstorm cross a bridge, and pays the Alchemists' stronghold
    # power for the spades used, so those saves replay; 2: not
    rules_version: int = Field(1, ge=1)


# --- actions ---------------------------------------------------------------


class TMAction(Action):
    by: Literal["player", "automa"] | None = "player"


class SetupPick(TMAction):
    """A setup draw or choice: faction, third colour, a round tile, a bonus tile, the preset blocks."""

    kind: Literal["setup_pick"] = "setup_pick"
    item: str
    value: str | None = None


class StartDwelling(TMAction):
    kind: Literal["start_dwelling"] = "start_dwelling"
    hex: str


class OpponentStart(TMAction):
    kind: Literal["opponent_start"] = "opponent_start"
    colour: str
    ref: str
    hex: str | None = None
    # set by the rules when applied: the player's dwelling(s) the placed hex is nearest to, when that is not
    # ``ref`` alone (dwelling_reference=any, TM-AMB-04), so the history line names the dwelling that counted
    near: str | None = None
    # set by the rules when applied: the tied hexes, when the player settled the tie (dwelling_tie=player, or
    # the table's answer in companion mode, TM-DWELL-TIE-RANDOM), so the history marks the hex as their choice
    tie: list[str] | None = None
    # set by the rules when applied: the tied hexes, when the app drew the hex among them at random (digital
    # mode, dwelling_tie=random, TM-DWELL-TIE-RANDOM), so the history says the hex was drawn
    tie_drawn: list[str] | None = None


class StartBonus(TMAction):
    kind: Literal["start_bonus"] = "start_bonus"
    tile: str


class Income(TMAction):
    kind: Literal["income"] = "income"


class BlockPower(TMAction):
    kind: Literal["block_power"] = "block_power"
    # set by the rules when applied with power_mode=preset (no dice this round: they were rolled before the
    # game), so the history line names the blocked actions
    blocked: list[PowerActionNumber] | None = None


class TransformBuild(TMAction):
    """Transform a hex (with workers, power-action or bonus spades) and build a dwelling on it."""

    kind: Literal["transform_build"] = "transform_build"
    hex: str
    via: Literal["dig", "ACT5", "ACT6", "BON1", "giants", "sandstorm", "ride", "pending"] = "dig"
    build: bool = True
    target: str | None = None  # terrain to transform to (default: the home terrain)
    # set by the rules when applied, only when they have something to say, so the history says what happened
    # (unset in older saves): no spade needed (a dwelling on a hex already of the home terrain), what the spades
    # bought were paid with when not workers ("priests": the Darklings), the special range used ("carpet", "tunnel")
    built_only: bool = False
    paid_with: str | None = None
    range_kind: str | None = None


class Upgrade(TMAction):
    kind: Literal["upgrade"] = "upgrade"
    hex: str
    to: Literal["TP", "TE", "SH", "SA"]
    free: bool = False  # the Swarmlings' stronghold action
    # set by the rules when applied (unset in older saves): what a stronghold gives at once (the Halflings'
    # 3 spades, the Mermaids' shipping level, the Darklings' workers into priests...), for the history
    gain: dict[str, int] | None = None


class AdvanceShipping(TMAction):
    kind: Literal["advance_shipping"] = "advance_shipping"


class AdvanceDigging(TMAction):
    kind: Literal["advance_digging"] = "advance_digging"


class SendPriest(TMAction):
    kind: Literal["send_priest"] = "send_priest"
    cult: str
    steps: Literal[1, 2, 3] = 3


class PowerAction(TMAction):
    """Power actions 2-4 (priest, two workers, seven coins); 1 is Bridge, 5-6 TransformBuild."""

    kind: Literal["power_action"] = "power_action"
    number: Literal[2, 3, 4]


class Bridge(TMAction):
    kind: Literal["bridge"] = "bridge"
    a: str
    b: str
    via: Literal["ACT1", "engineers"] = "ACT1"


class CultAction(TMAction):
    kind: Literal["cult_action"] = "cult_action"
    cult: str
    via: Literal["BON2", "FAV6", "auren"] = "BON2"


class Convert(TMAction):
    kind: Literal["convert"] = "convert"
    source: Literal["power", "priests", "workers", "vp", "coins"]
    target: Literal["coins", "workers", "priests", "vp"]
    times: int = 1


class Burn(TMAction):
    kind: Literal["burn"] = "burn"
    count: int = 1


class OpponentPlace(TMAction):
    kind: Literal["opponent_place"] = "opponent_place"
    colour: str
    hex: str


class OpponentUpgrade(TMAction):
    kind: Literal["opponent_upgrade"] = "opponent_upgrade"
    colour: str
    hex: str


class Pass(TMAction):
    kind: Literal["pass"] = "pass"
    tile: str | None = None


class Leech(TMAction):
    kind: Literal["leech"] = "leech"
    accept: bool
    # set by the rules when the power is taken (unset in older saves): how much, and the VP it cost
    power: int | None = None
    vp: int | None = None


class TakeFavour(TMAction):
    kind: Literal["take_favour"] = "take_favour"
    tile: str


class TakeTown(TMAction):
    kind: Literal["take_town"] = "take_town"
    tile: str
    # set by the rules when applied (unset in older saves): the faction's own gain for a town besides VP
    # (the Swarmlings' 3 workers), for the history
    bonus: dict[str, int] | None = None


class DropSpades(TMAction):
    kind: Literal["drop_spades"] = "drop_spades"


class RiverTown(TMAction):
    """The Mermaids found a town across one river cell (the cell skipped, e.g. "r12")."""

    kind: Literal["river_town"] = "river_town"
    river: str
    # set by the rules when applied (None in older saves), so the history names it on the map: the player's
    # buildings on the river cell's banks and the buildings of the new town
    banks: list[str] | None = None
    town: list[str] | None = None


class DoubleAction(TMAction):
    """The Chaos Magicians' stronghold action: two actions in one turn (once per round)."""

    kind: Literal["double_action"] = "double_action"


class WorkersToPriests(TMAction):
    kind: Literal["workers_to_priests"] = "workers_to_priests"
    count: int


class EditResources(TMAction):
    """Mirror the table: set any of the player's counters."""

    family: ClassVar[Family] = "edit"
    kind: Literal["edit_resources"] = "edit_resources"
    coins: int | None = None
    workers: int | None = None
    priests: int | None = None
    power: list[int] | None = None
    vp: int | None = None
    keys: int | None = None
    shipping: int | None = None
    digging: int | None = None


class EditCult(TMAction):
    family: ClassVar[Family] = "edit"
    kind: Literal["edit_cult"] = "edit_cult"
    cult: str
    value: int
    colour: str | None = None  # an opponent pawn; None = the player's
    swap: str | None = None  # another opponent pawn trading places with ``colour``'s: it takes the old space


class EditBuilding(TMAction):
    family: ClassVar[Family] = "edit"
    kind: Literal["edit_building"] = "edit_building"
    hex: str
    owner: str | None = None  # None removes the building
    building: Literal["D", "TP", "TE", "SH", "SA"] = "D"


class EditTerrain(TMAction):
    family: ClassVar[Family] = "edit"
    kind: Literal["edit_terrain"] = "edit_terrain"
    hex: str
    colour: str


class EditTiles(TMAction):
    """Mirror the table: the favour and town tiles the player really holds (only the tiles: their cult
    steps, keys and VP are corrected on their own)."""

    family: ClassVar[Family] = "edit"
    kind: Literal["edit_tiles"] = "edit_tiles"
    favours: list[str] | None = None
    towns: list[str] | None = None


class EditBlocked(TMAction):
    """Mirror the table: the power actions really blocked this round (a die entered wrong)."""

    family: ClassVar[Family] = "edit"
    kind: Literal["edit_blocked"] = "edit_blocked"
    blocked: list[PowerActionNumber]


class EditRoundTile(TMAction):
    """Mirror the table: the round tile really in a round's slot (one placed elsewhere trades places)."""

    family: ClassVar[Family] = "edit"
    kind: Literal["edit_round_tile"] = "edit_round_tile"
    round: int
    tile: str


class EditBonusTile(TMAction):
    """Mirror the table: a bonus tile in play (or the one the player holds) is really another one."""

    family: ClassVar[Family] = "edit"
    kind: Literal["edit_bonus_tile"] = "edit_bonus_tile"
    old: str
    tile: str


ACTION_TYPES: tuple[type[Action], ...] = (
    SetupPick, StartDwelling, OpponentStart, StartBonus, Income, BlockPower, TransformBuild, Upgrade,
    AdvanceShipping, AdvanceDigging, SendPriest, PowerAction, Bridge, CultAction, Convert, Burn,
    OpponentPlace, OpponentUpgrade, Pass, Leech, TakeFavour, TakeTown, DropSpades, WorkersToPriests,
    RiverTown, DoubleAction, EditResources, EditCult, EditBuilding, EditTerrain, EditTiles, EditBlocked,
    EditRoundTile, EditBonusTile,
)
