"""Rules of the solo variant and of the player's side of the base game (pure Python).

``apply`` works on a copy of the containers (``fork``) and never touches its input. Random events draw
from ``Chance(seed, rng_counter)``; every draw advances the counter by one and
its outcome is recorded in the returned action, so a replay never re-draws.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Sequence

from solo_desk.core.actions import Action
from solo_desk.core.errors import IllegalAction, InconsistentState, MalformedAction
from solo_desk.core.rng import Chance

from . import labels
from .content import BUILDINGS, CULTS, Board, Faction, catalogue, colours_at, spade_distance
from .state import (
    AdvanceDigging, AdvanceShipping, BlockPower, Bridge, Burn, Convert, CultAction, DropSpades, EditBuilding,
    DoubleAction, EditBlocked, EditBonusTile, EditCult, EditResources, EditRoundTile, EditTerrain, EditTiles, Income, Leech, OpponentPlace, OpponentStart, OpponentUpgrade, Pass,
    Pending, PowerAction, RiverTown, SendPriest, SetupPick, StartBonus, StartDwelling, TakeFavour, TakeTown, TMState,
    TransformBuild, Upgrade, WorkersToPriests,
)

UPGRADES = {"TP": "D", "TE": "TP", "SH": "TP", "SA": "TE"}
RESOURCE_FIELDS = ("coins", "workers", "priests", "vp", "keys")


def illegal(key: str, **params: Any) -> IllegalAction:
    """A refusal; colours, resources, buildings, tiles... are named in both languages (``labels``)."""
    return IllegalAction(f"terra_mystica.error.{key}", labels.named(params))


def not_an_opponent(s: TMState, colour: str | None) -> IllegalAction:
    """A refusal naming a colour that is no opponent, and the colours that are."""
    return illegal("not_an_opponent", colour=colour, opponents=[labels.colour(c) for c in s.colours])


# --- accessors ---------------------------------------------------------------


def faction_of(s: TMState) -> Faction:
    if s.faction is None:  # an action of the game before the setup chose the player's faction
        raise illegal("no_faction_yet")
    return catalogue().factions[s.faction]


def board_of(s: TMState) -> Board:
    return catalogue().board(s.map_id)


def difficulty(s: TMState):
    return catalogue().variant.difficulties[s.options["difficulty"]]


def player_hexes(s: TMState) -> list[str]:
    return [h for h, (owner, _) in s.buildings.items() if owner == "player"]


def built(s: TMState, kind: str) -> int:
    return sum(1 for owner, b in s.buildings.values() if owner == "player" and b == kind)


def has_stronghold(s: TMState) -> bool:
    return built(s, "SH") > 0


def opponent_dwellings_needed(s: TMState) -> int:
    """TM-DWELL-COUNT: one per player starting dwelling (2; Chaos Magicians 1; Nomads 3)."""
    return faction_of(s).start_dwellings


# --- setup sequence ------------------------------------------------------------


@dataclass(frozen=True)
class Need:
    item: str
    choices: tuple[str, ...]
    by: str  # "player" or "automa"
    rule: str
    ambiguity: str | None = None


def round_tile_choices(s: TMState) -> tuple[str, ...]:
    slot = len(s.round_tiles) + 1
    return tuple(
        t.id for t in catalogue().tables.round_tiles if t.id not in s.round_tiles and slot not in t.not_in_rounds
    )


def setup_need(s: TMState) -> Need | None:
    """The next setup step still open, and who decides it (TM-GEN-MODE, TM-SETUP-*)."""
    cat = catalogue()
    chosen = s.options["selection"] == "chosen"
    if s.faction is None:  # the faction option left open: drawn in mode 1, the player's choice in mode 2
        return Need("faction", tuple(cat.factions), "player" if chosen else "automa", "TM-FACTION-PLAYER")
    if len(s.colours) < 3:
        mode = s.options["third_colour"]
        by = "player" if mode == "player" or (mode == "by_mode" and chosen) else "automa"
        return Need("third_colour", tuple(colours_at(faction_of(s).home, 2)), by, "TM-SETUP-COLOURS-2SPADE", "TM-AMB-03")
    if len(s.round_tiles) < cat.tables.rounds:
        return Need(f"round_tile_{len(s.round_tiles) + 1}", round_tile_choices(s), "player" if chosen else "automa", "TM-GEN-MODE")
    if len(s.bonus_pool) < cat.variant.bonus_tiles_in_play:
        by = "player" if chosen and s.options["weighted_bonus_choice"] else "automa"
        left = tuple(b for b in cat.bonus if b not in s.bonus_pool)
        return Need(f"bonus_tile_{len(s.bonus_pool) + 1}", left, by, "TM-SETUP-BONUS", "TM-AMB-01")
    if s.options["power_mode"] == "preset" and len(s.blocked_plan) < cat.tables.rounds:
        return Need(f"preset_round_{len(s.blocked_plan) + 1}", (), "automa", "TM-POWER-PRESET")
    if not s.opp_cults:
        return Need("cults", (), "automa", "TM-CULT-PLACE")
    return None


def opponent_colours_forced(home: str) -> list[str]:
    """TM-SETUP-COLOURS-1SPADE: both colours one spade away from the home terrain."""
    return colours_at(home, 1)


def cult_setup(s: TMState) -> dict[str, dict[str, int]]:
    """TM-CULT-PLACE: LOW/MID/HIGH per cult, one per colour; the order is irrelevant (TM-CULT-ORDER)."""
    values = difficulty(s).cult_values
    return {
        colour: {cult: values[(i + k) % 3] for k, cult in enumerate(CULTS)} for i, colour in enumerate(s.colours)
    }


def roll_distinct(count: int, duplicates: str, roll: Callable[[set[int]], int]) -> tuple[list[int], list[int]]:
    """TM-POWER-BLOCK/D6: roll until ``count`` distinct actions are blocked (TM-AMB-14), or
    ``count`` rolls with duplicates kept when the option says so."""
    rolls: list[int] = []
    blocked: list[int] = []
    while (len(blocked) if duplicates == "reroll" else len(rolls)) < count:
        value = roll(set(blocked))
        rolls.append(value)
        if value not in blocked:
            blocked.append(value)
    return rolls, blocked


# --- opponent starting dwellings (TM-DWELL-*) ----------------------------------------


def land_distance(board: Board, s: TMState, a: str) -> dict[str, int]:
    dist = {a: 0}
    todo = [a]
    for h in todo:
        for n in board.land_neighbours[h]:
            if n not in dist:
                dist[n] = dist[h] + 1
                todo.append(n)
    return dist


def distance_fn(s: TMState, ref: str) -> Callable[[str], tuple[int, int]]:
    """TM-DWELL-DIST: hex distance across all cells, rivers included (TM-AMB-05 alternative: land paths first)."""
    board = board_of(s)
    row = board.land_distance[ref]
    if s.options["distance"] == "land":
        land = land_distance(board, s, ref)
        return lambda h: (0, land[h]) if h in land else (1, row[h])
    return lambda h: (0, row[h])


@dataclass
class Placement:
    ref: str
    colour: str
    candidates: list[str]  # every empty hex of the colour
    nearest: list[str]  # at the minimum distance
    best: list[str]  # after the island tie-break
    distance: int
    island_used: bool
    # per candidate: the ranking key actually used, (0 reached by land / 1 not, distance) -- always 0 for
    # plain hex distance -- and the dwelling(s) it is measured from (the reference, or with
    # dwelling_reference=any the player's dwellings nearest to it), so the trace says what decided
    keys: dict[str, tuple[int, int]] = field(default_factory=dict)
    near: dict[str, list[str]] = field(default_factory=dict)


def next_opponent_start(s: TMState) -> tuple[str, str] | None:
    """(reference dwelling, colour) of the next opponent starting dwelling (TM-DWELL-ORDER)."""
    done = len(s.opp_start)
    per_ref = len(s.colours)
    if done >= per_ref * len(s.start_dwellings):
        return None
    return s.start_dwellings[done // per_ref], s.colours[done % per_ref]


def nearest_dwellings(s: TMState, ref: str, h: str) -> list[str]:
    """The player's dwelling(s) hex ``h`` is measured from: ``ref`` itself, or with dwelling_reference=any
    every starting dwelling at the smallest distance (TM-AMB-04), in the order they were placed."""
    if s.options["dwelling_reference"] != "any":
        return [ref]
    keys = {r: distance_fn(s, r)(h) for r in s.start_dwellings}
    best = min(keys.values())
    return [r for r in s.start_dwellings if keys[r] == best]


def placement(s: TMState, ref: str, colour: str) -> Placement:
    board = board_of(s)
    candidates = [h for h, c in s.terrain.items() if c == colour and h not in s.buildings]
    if s.options["dwelling_reference"] == "any":
        refs = s.start_dwellings
        fns = {r: distance_fn(s, r) for r in refs}

        def key(h: str) -> tuple[int, int]:
            return min(fns[r](h) for r in refs)

        def near_of(h: str) -> list[str]:
            best = key(h)
            return [r for r in refs if fns[r](h) == best]
    else:
        key = distance_fn(s, ref)

        def near_of(h: str) -> list[str]:
            return [ref]

    if not candidates:
        return Placement(ref, colour, [], [], [], -1, False)
    keys = {h: key(h) for h in candidates}
    near = {h: near_of(h) for h in candidates}
    low = min(keys.values())
    nearest = [h for h in candidates if keys[h] == low]
    best = nearest
    island_used = False
    if len(nearest) > 1:
        same = [h for h in nearest if board.island[h] in {board.island[r] for r in near[h]}]
        if same and len(same) < len(nearest):
            best, island_used = same, True
    return Placement(ref, colour, candidates, nearest, best, low[1], island_used, keys, near)


# --- resources --------------------------------------------------------------------


def gain_power(s: TMState, amount: int) -> int:
    """Power cycles bowl I -> II, then II -> III; returns how much was gained."""
    b1, b2, b3 = s.power
    first = min(amount, b1)
    b1, b2 = b1 - first, b2 + first
    second = min(amount - first, b2)
    b2, b3 = b2 - second, b3 + second
    s.power = [b1, b2, b3]
    return first + second


def power_capacity(s: TMState) -> int:
    return 2 * s.power[0] + s.power[1]


def spend_power(s: TMState, amount: int) -> None:
    if s.power[2] < amount:
        raise illegal("not_enough_power_one" if amount == 1 else "not_enough_power", need=amount, have=s.power[2])
    s.power = [s.power[0] + amount, s.power[1], s.power[2] - amount]


def pay(s: TMState, cost: dict[str, int]) -> None:
    for res, amount in cost.items():
        if res == "power":
            spend_power(s, amount)
            continue
        have = getattr(s, res)
        if have < amount:
            raise illegal("not_enough_one" if amount == 1 else "not_enough", resource=res, need=amount, have=have)
        setattr(s, res, have - amount)


def can_pay(s: TMState, cost: dict[str, int]) -> bool:
    return all((s.power[2] if r == "power" else getattr(s, r)) >= n for r, n in cost.items())


def gain(s: TMState, what: dict[str, int], source: str = "") -> None:
    """Everything gained at once; a key first, so it already opens space 10 for the same gain's cult steps
    (town tile TW5: a key and one step on each cult)."""
    for res, amount in sorted(what.items(), key=lambda item: item[0] != "keys"):
        if res == "power":
            gain_power(s, amount)
        elif res in RESOURCE_FIELDS:
            if res == "priests":
                amount = min(amount, priests_room(s))
            setattr(s, res, getattr(s, res) + amount)
        elif res in CULTS:
            cult_step(s, res, amount)
        elif res == "spades":
            s.pending.append(Pending(kind="spades", amount=amount, source=source))
            spades_gained(s, amount)
        elif res == "shipping":
            advance_shipping_free(s, amount)
        elif res == "bridges":
            pass  # handled by the Bridge action itself
        elif res == "favour":
            if favours_available(s):
                s.pending.append(Pending(kind="favour", amount=min(amount, len(favours_available(s)))))
        elif res == "workers_to_priests":
            s.pending.append(Pending(kind="workers_to_priests", amount=amount))
        else:
            raise InconsistentState("terra_mystica.error.unknown_resource", {"resource": res})


def advance_shipping_free(s: TMState, steps: int) -> None:
    """A free step on the shipping track (the Mermaids' stronghold) scores the track's VP like a paid one."""
    ship = faction_of(s).shipping
    for _ in range(steps):
        if s.shipping < ship.max:
            s.shipping += 1
            s.vp += ship.vp[s.shipping - 1]


def priests_room(s: TMState) -> int:
    """Priests in hand plus priests sacrificed on the cult board never exceed 7."""
    return catalogue().tables.priests_total - s.priests - sum(s.priest_spaces.values())


def cult_step(s: TMState, cult: str, steps: int) -> int:
    """Advance on a cult track, gaining power on reaching 3, 5, 7 and 10; 10 needs a key."""
    tables = catalogue().tables
    start = s.cults[cult]
    at_ten = sum(1 for c in CULTS if s.cults[c] >= 10)
    cap = 10 if s.keys > at_ten else 9
    end = min(start + steps, max(cap, start))
    for threshold, power in tables.cult_power.items():
        if start < threshold <= end:
            gain_power(s, power)
    s.cults[cult] = end
    return end - start


# --- the map ---------------------------------------------------------------------------


def direct_neighbours(s: TMState, h: str) -> set[str]:
    near = set(board_of(s).land_neighbours[h])
    for a, b in s.bridges:
        if a == h:
            near.add(b)
        elif b == h:
            near.add(a)
    return near


def shipping_level(s: TMState) -> int:
    """The shipping value now: the track plus the bonus tile's +1 (BON4).

    The Dwarves and Fakirs have no shipping, so the bonus tile gives them nothing (their tunnelling and
    carpet range stay as they are), and the bonus does not count once the player has passed: the tile
    taken when passing is for the next round, and the cult-bonus spades of the round end are used
    without it (as in the reference's source, jsnell check_reachable).
    """
    if not faction_of(s).shipping.max:
        return 0
    bonus = catalogue().bonus[s.bonus].shipping if s.bonus and "passed" not in s.used else 0
    return s.shipping + bonus


def range_reach(s: TMState) -> int:
    rng = faction_of(s).range
    if rng is None:
        return 0
    return (rng.reach_sh or rng.reach) if has_stronghold(s) else rng.reach


def reach(s: TMState, h: str) -> str | None:
    """How the player reaches a hex: "direct", "shipping", "range" (tunnel/carpet) or not at all."""
    own = player_hexes(s)
    if not own:
        return None
    if direct_neighbours(s, h) & set(own):
        return "direct"
    board = board_of(s)
    level = shipping_level(s)
    if level and any(board.shipping[o].get(h, 99) <= level for o in own):
        return "shipping"
    extra = range_reach(s)
    if extra and any(board.distance(o, h) <= extra + 1 for o in own):
        return "range"
    return None


def sandstorm_adjacent(s: TMState, h: str) -> bool:
    """The Nomads' Sandstorm "is not applicable past a River space or Bridge": land adjacency only (games
    begun before this rule was fixed, ``rules_version`` 1, still count a bridge, so their saves replay)."""
    own = set(player_hexes(s))
    if s.rules_version < 2:
        return bool(direct_neighbours(s, h) & own)
    return not own.isdisjoint(board_of(s).land_neighbours[h])


def spades_needed(s: TMState, current: str, target: str) -> int:
    """Spades to turn ``current`` into ``target``; the Giants' fixed 2 (they transform only into their home)."""
    if current == target:
        return 0
    fixed = faction_of(s).fixed_spades
    if fixed and target == faction_of(s).home:
        return fixed
    return spade_distance(current, target)


def networks(s: TMState, indirect: bool) -> list[set[str]]:
    """Groups of the player's buildings: directly adjacent (towns) or also via shipping/range (area)."""
    own = player_hexes(s)
    board = board_of(s)
    level = shipping_level(s) if indirect else 0
    extra = range_reach(s) if indirect else 0
    seen: set[str] = set()
    groups = []
    for start in own:
        if start in seen:
            continue
        group, todo = set(), [start]
        seen.add(start)
        while todo:
            h = todo.pop()
            group.add(h)
            near = direct_neighbours(s, h)
            for o in own:
                if o in seen:
                    continue
                if (
                    o in near
                    or (level and board.shipping[h].get(o, 99) <= level)
                    or (extra and board.distance(h, o) <= extra + 1)
                ):
                    seen.add(o)
                    todo.append(o)
        groups.append(group)
    return groups


def largest_area(s: TMState) -> int:
    return max((len(g) for g in networks(s, indirect=True)), default=0)


# --- events of building -------------------------------------------------------------


def round_tile(s: TMState):
    if 1 <= s.round <= len(s.round_tiles):
        return catalogue().round_tiles[s.round_tiles[s.round - 1]]
    return None


def score_event(s: TMState, event: str, times: int = 1) -> None:
    """Round-tile VP (left half of the tile) and favour-tile VP for a build, spade or town."""
    tile = round_tile(s)
    if tile and s.phase == "actions" and "passed" not in s.used and (tile.vp_for == event or (tile.vp_for == "SH_SA" and event in ("SH", "SA"))):
        s.vp += tile.vp * times
    for fav in s.favours:
        s.vp += catalogue().favours[fav].build_vp.get(event, 0) * times


def spades_used(s: TMState, count: int) -> None:
    fac = faction_of(s)
    s.vp += count * fac.spade_vp
    if s.rules_version < 2 and fac.sh_spade_power and has_stronghold(s):
        gain_power(s, count * fac.sh_spade_power)  # a game begun before the fix below: its saves replay
    score_event(s, "spade", count)


def spades_gained(s: TMState, count: int) -> None:
    """The Alchemists after their stronghold: "gain 2 Power for each Spade you get ... regardless of the way
    you get the Spade" (bought, from a power action or a bonus tile, or a cult bonus), used or not."""
    fac = faction_of(s)
    if count and s.rules_version >= 2 and fac.sh_spade_power and has_stronghold(s):
        gain_power(s, count * fac.sh_spade_power)


def player_built_near_opponents(s: TMState, h: str) -> None:
    """Opponents never take power (TM-AMB-13), so a Cultist build next to them gains 1 power."""
    if faction_of(s).leech_cult and any(
        s.buildings.get(n, ("player",))[0] != "player" for n in direct_neighbours(s, h)
    ):
        gain_power(s, 1)


def town_qualifies(s: TMState, group: set[str]) -> bool:
    """Power value 7 (6 with FAV5) and 4 buildings, the Sanctuary counting as 2; a town tile must be left."""
    tables = catalogue().tables
    need_power = tables.town["min_power"]
    if any(catalogue().favours[f].town_power for f in s.favours):
        need_power = min(catalogue().favours[f].town_power or need_power for f in s.favours)
    kinds = [s.buildings[h][1] for h in group]
    power = sum(tables.building_strength[k] for k in kinds)
    count = len(kinds) + sum(tables.town["sanctuary_counts"] - 1 for k in kinds if k == "SA")
    return power >= need_power and count >= tables.town["min_buildings"] and bool(towns_available(s))


def check_towns(s: TMState) -> None:
    """A new town: directly connected buildings with enough power and count, not yet in a town."""
    for group in networks(s, indirect=False):
        if group & set(s.town_hexes):
            s.town_hexes = sorted(set(s.town_hexes) | group)
            continue
        if town_qualifies(s, group):
            s.town_hexes = sorted(set(s.town_hexes) | group)
            s.pending.append(Pending(kind="town"))


def river_town_group(s: TMState, river: str) -> set[str] | None:
    """The buildings a Mermaids' town skipping the river cell ``river`` would join, or None.

    The directly connected groups of the player's buildings not yet in a town that touch the river cell
    are joined across it; at least two groups, and together they must qualify as a town.
    """
    board = board_of(s)
    if river in board.terrain or river not in board.river_neighbours:
        return None
    town = set(s.town_hexes)
    touching = [
        g for g in networks(s, indirect=False)
        if not g & town and any(river in board.river_neighbours[h] for h in g)
    ]
    if len(touching) < 2:
        return None
    merged = set().union(*touching)
    return merged if town_qualifies(s, merged) else None


def river_town_candidates(s: TMState) -> list[str]:
    """River cells next to two or more of the player's groups (where the Mermaids might found a town)."""
    if not faction_of(s).river_town:
        return []
    board = board_of(s)
    near: dict[str, int] = {}
    town = set(s.town_hexes)
    for g in networks(s, indirect=False):
        if g & town:
            continue
        for r in {r for h in g for r in board.river_neighbours[h]}:
            near[r] = near.get(r, 0) + 1
    return sorted((r for r, n in near.items() if n >= 2), key=lambda r: int(r[1:]))


def opponent_built(s: TMState, h: str) -> None:
    """TM-ACT-LEECH: the player may take power from an opponent build next to their structures."""
    strength = catalogue().tables.building_strength
    amount = sum(
        strength[s.buildings[n][1]]
        for n in direct_neighbours(s, h)
        if n in s.buildings and s.buildings[n][0] == "player"
    )
    amount = min(amount, power_capacity(s), s.vp + 1)
    if amount > 0:
        s.pending.append(Pending(kind="leech", amount=amount, source=s.buildings[h][0]))


# --- handlers ----------------------------------------------------------------------------

Handler = Callable[[TMState, Any], Action]
HANDLERS: dict[str, Handler] = {}


def handles(kind: str):
    def register(fn: Handler) -> Handler:
        HANDLERS[kind] = fn
        return fn

    return register


def draw(
    s: TMState, action: Action, name: str, make: Callable[[Chance], Any], given: Any = None,
    item: str | None = None, label: Callable[[Any], Any] = lambda v: v,
) -> tuple[Any, Action]:
    """One random event; counter +1. Digital: the game's own stream decides, and an outcome the
    action already records (the replay of a save) must be that very draw. Companion: the
    given outcome (the physical table) or a question."""
    told = [v for v in (action.outcomes.get(name), given) if v is not None]
    if s.mode == "digital":
        value = make(Chance(s.seed, s.rng_counter))
        for v in told:
            if v != value:
                raise illegal("outcome_mismatch", item=item or name, value=label(v), expected=label(value))
    elif told:
        value = told[0]
    else:
        raise illegal("answer_needed", item=name)
    s.rng_counter += 1
    return value, action.with_outcomes(**{name: value})


def roll_power(s: TMState, action: Action, item: str, asked: str) -> tuple[list[int], list[int]]:
    """TM-POWER-D6: the d6 rolls blocking power actions; counter + one per die. Digital: the
    game's own stream rolls, and recorded rolls must be those dice. Companion: the table's dice,
    each 1 to 6 and enough to finish the roll (``asked`` names the missing answer)."""
    count = difficulty(s).blocked_power_actions
    duplicates = s.options["power_duplicates"]
    told = action.outcomes.get("rolls")
    if s.mode == "digital":
        chance = Chance(s.seed, s.rng_counter)
        rolls, blocked = roll_distinct(count, duplicates, lambda _b: chance.die())
        if told is not None and (not isinstance(told, (list, tuple)) or list(told) != rolls):
            raise illegal("outcome_mismatch", item=item, value=told, expected=rolls)
    elif told is None:
        raise illegal("answer_needed", item=asked)
    else:
        dice = list(told) if isinstance(told, (list, tuple)) else []
        if not dice or any(type(d) is not int or not 1 <= d <= 6 for d in dice):
            raise illegal("rolls_impossible", value=told)
        given = iter(dice)
        try:
            rolls, blocked = roll_distinct(count, duplicates, lambda _b: next(given))
        except StopIteration:  # the table's dice stop before the roll is finished
            raise illegal("rolls_impossible", value=told) from None
        if len(dice) > len(rolls):  # dice after the roll was finished: never silently dropped
            raise illegal("rolls_extra", value=dice, used=rolls, extra=dice[len(rolls):])
    s.rng_counter += len(rolls)
    return rolls, blocked


def legacy_faction_draw(s: TMState, a: Action) -> bool:
    """A faction drawn by the automa in mode 2, recorded by a save made before the player chose it there:
    it still replays (the same draw of the game's stream), though a new game asks the player."""
    return (isinstance(a, SetupPick) and a.item == "faction" and a.by == "automa" and "value" in a.outcomes
            and s.phase == "setup" and s.faction is None)


@handles("setup_pick")
def _setup_pick(s: TMState, a: SetupPick) -> Action:
    need = setup_need(s)
    if s.phase != "setup" or need is None or need.item != a.item:
        raise illegal("not_now", action=a.kind)
    legacy_draw = legacy_faction_draw(s, a)
    if (a.by or "player") != need.by and not legacy_draw:
        raise illegal("wrong_side_player" if need.by == "player" else "wrong_side_automa", item=a.item)
    value, recorded = a.value, a
    if (need.by == "automa" or legacy_draw) and need.choices:
        value, recorded = draw(s, a, "value", lambda ch: ch.choice(list(need.choices)), given=a.value,
                               item=need.item, label=lambda v: labels.setup_value(need.item, str(v)))
    if need.item.startswith("preset_round_"):
        rolls, blocked = roll_power(s, a, need.item, a.item)
        s.blocked_plan.append(sorted(blocked))
        return a.with_outcomes(rolls=rolls)  # the cults come after: setup goes on
    if need.item == "cults":
        s.opp_cults = cult_setup(s)
        s.phase = "dwellings"  # the last setup step
        return recorded
    if value not in need.choices:
        raise illegal("bad_choice", item=a.item, value=value, choices=", ".join(need.choices))
    if need.item == "faction":
        s.faction = value
        init_player(s)
    elif need.item == "third_colour":
        s.colours = opponent_colours_forced(faction_of(s).home) + [value]
        supply = catalogue().variant.opponent_supply
        s.opp_supply = {c: dict(supply) for c in s.colours}
        s.opp_used = {c: [] for c in s.colours}
    elif need.item.startswith("round_tile_"):
        s.round_tiles.append(value)
    elif need.item.startswith("bonus_tile_"):
        s.bonus_pool.append(value)
        s.bonus_coins[value] = 0
    return recorded.model_copy(update={"value": value}) if isinstance(recorded, SetupPick) else recorded


def init_player(s: TMState) -> None:
    fac = faction_of(s)
    start = fac.start
    s.coins, s.workers, s.priests = start["coins"], start["workers"], start["priests"]
    s.power = list(start["power"])
    s.vp = catalogue().tables.starting_vp
    s.cults = dict(fac.cults)  # TM-CULT-PLAYER
    s.priest_spaces = {c: 0 for c in CULTS}
    s.shipping = fac.shipping.start


@handles("start_dwelling")
def _start_dwelling(s: TMState, a: StartDwelling) -> Action:
    fac = faction_of(s) if s.faction else None
    if s.phase != "dwellings" or fac is None:
        raise illegal("not_now", action=a.kind)
    if a.hex not in s.terrain:
        raise illegal("no_such_hex", hex=a.hex)
    if a.hex in s.buildings:
        raise illegal("occupied", hex=a.hex)
    if s.terrain[a.hex] != fac.home:
        raise illegal("not_home_terrain", hex=a.hex, colour=s.terrain[a.hex])
    s.buildings[a.hex] = ("player", "D")
    s.start_dwellings.append(a.hex)
    if len(s.start_dwellings) == fac.start_dwellings:
        s.phase = "opponents"
    return a


@handles("opponent_start")
def _opponent_start(s: TMState, a: OpponentStart) -> Action:
    nxt = next_opponent_start(s)
    if s.phase != "opponents" or nxt != (a.ref, a.colour):
        raise illegal("not_now", action=a.kind)
    place = placement(s, a.ref, a.colour)
    recorded: Action = a
    chosen = a.hex
    if not place.best:
        chosen = None  # no free hex of that colour is left: nothing to place
    elif len(place.best) == 1:
        chosen = place.best[0]
    elif s.options["dwelling_tie"] == "random":
        chosen, recorded = draw(s, a, "tie", lambda ch: ch.choice(place.best), given=a.hex, item="tie")
    elif chosen is None:
        raise illegal("answer_needed", item="tie")
    if chosen is not None and chosen not in place.best:
        raise illegal("not_nearest", hex=chosen, best=", ".join(place.best))
    if chosen is not None:
        s.buildings[chosen] = (a.colour, "D")
        s.opp_supply[a.colour]["D"] -= 1
    s.opp_start.append((a.ref, a.colour, chosen or ""))
    if next_opponent_start(s) is None:
        s.phase = "start_bonus"
    near = ", ".join(nearest_dwellings(s, a.ref, chosen)) if chosen is not None else a.ref
    tied = len(place.best) > 1
    answered = tied and (s.options["dwelling_tie"] == "player" or s.mode == "companion")
    return recorded.model_copy(update={"hex": chosen, "near": near if near != a.ref else None,
                                       "tie": list(place.best) if answered else None,
                                       "tie_drawn": list(place.best) if tied and not answered else None})


@handles("start_bonus")
def _start_bonus(s: TMState, a: StartBonus) -> Action:
    if s.phase != "start_bonus":
        raise illegal("not_now", action=a.kind)
    take_bonus(s, a.tile)
    # setup: "place 1 Coin from the general supply on each of the leftover Bonus cards" (before round 1;
    # then one more at the end of each round, in end_round)
    for t in s.bonus_pool:
        s.bonus_coins[t] = s.bonus_coins.get(t, 0) + 1
    s.phase, s.round = "income", 1
    return a


def take_bonus(s: TMState, tile: str) -> None:
    if tile not in catalogue().bonus:  # an id that names no bonus tile: say which ids do
        raise illegal("not_a_bonus_tile", given=tile, tiles=", ".join(catalogue().bonus),
                      available=", ".join(sorted(s.bonus_pool, key=lambda t: list(catalogue().bonus).index(t))))
    if tile not in s.bonus_pool:
        raise illegal("bonus_not_available", tile=tile)
    s.bonus_pool.remove(tile)
    s.coins += s.bonus_coins.pop(tile, 0)
    s.bonus = tile


def income_of(s: TMState) -> dict[str, int]:
    """Faction board (buildings built), bonus tile and favour tiles."""
    fac = faction_of(s)
    total: dict[str, int] = {}

    def add(what: dict[str, int]) -> None:
        for res, n in what.items():
            total[res] = total.get(res, 0) + n

    for kind, data in fac.buildings.items():
        n = built(s, kind)
        add({res: row[min(n, len(row) - 1)] for res, row in data.income.items()})
    if s.bonus:
        add(catalogue().bonus[s.bonus].income)
    for fav in s.favours:
        add(catalogue().favours[fav].income)
    return total


@handles("income")
def _income(s: TMState, a: Income) -> Action:
    if s.phase != "income" or "income" in s.used or a.by != "automa":
        raise illegal("not_now", action=a.kind)
    income = income_of(s)
    gain(s, income)
    s.blocked = []
    s.used = [] if s.options["power_mode"] == "all" else ["income"]  # the blocking roll comes next
    if s.options["opponent_actions"] == "per_round":
        s.opp_used = {c: [] for c in s.colours}
    if s.options["power_mode"] == "all":
        s.phase = "actions"
    told = {res: n for res, n in income.items() if n}  # the history says how much (told, not drawn)
    return a.with_outcomes(income=told) if told else a


@handles("block_power")
def _block_power(s: TMState, a: BlockPower) -> Action:
    if s.phase != "income" or "income" not in s.used or s.options["power_mode"] == "all" or a.by != "automa":
        raise illegal("not_now", action=a.kind)
    recorded: Action = a
    if s.options["power_mode"] == "preset":
        s.blocked = list(s.blocked_plan[s.round - 1])
        recorded = a.model_copy(update={"blocked": list(s.blocked)})  # the history line names them
    else:
        rolls, blocked = roll_power(s, a, f"preset_round_{s.round}", "rolls")
        s.blocked = sorted(blocked)
        recorded = a.model_copy(update={"blocked": None}).with_outcomes(rolls=rolls)
    s.phase, s.used = "actions", []
    return recorded


def require_action_phase(s: TMState, a: Action, pending_ok: str | None = None) -> None:
    if s.phase == "over":
        raise illegal("game_over")
    if s.phase != "actions":
        raise illegal("not_now", action=a.kind)
    if s.pending and s.pending[0].kind != pending_ok:
        raise illegal("pending_first", pending=s.pending[0].kind)
    if pending_ok and (not s.pending or s.pending[0].kind != pending_ok):
        raise illegal("not_now", action=a.kind)


def use_special(s: TMState, key: str) -> None:
    if key in s.used:
        raise illegal("special_used", special=key)
    s.used.append(key)


def use_power_action(s: TMState, number: int) -> None:
    """TM-POWER-BLOCK: a blocked action cannot be chosen; each is taken once per round."""
    key = f"ACT{number}"
    if number in s.blocked:
        raise illegal("power_action_blocked", number=number)
    if key in s.used:
        raise illegal("power_action_used", number=number)
    spend_power(s, catalogue().power_actions[number].cost)
    s.used.append(key)


def may_top_up(first: Pending) -> bool:
    """Power action 6's second spade, used on another hex, may be topped up with spades bought (the
    reference lets the action dig once: jsnell ACT6 subaction dig); cult-bonus spades and the Halflings'
    stronghold spades may not."""
    return first.source == "ACT6"


@handles("transform_build")
def _transform_build(s: TMState, a: TransformBuild) -> Action:
    fac = faction_of(s)
    pending = a.via == "pending"
    require_action_phase(s, a, "spades" if pending else None)
    if a.hex not in s.terrain:
        raise illegal("no_such_hex", hex=a.hex)
    if a.hex in s.buildings:
        raise illegal("occupied", hex=a.hex)
    target = a.target or fac.home
    if target not in catalogue().tables.wheel:
        raise MalformedAction("terra_mystica.error.no_such_colour", {"colour": target})
    how = "ride" if a.via == "ride" else reach(s, a.hex)
    if a.via == "sandstorm" and not sandstorm_adjacent(s, a.hex):
        # "not applicable past a River space or Bridge": land adjacency only
        raise illegal("sandstorm_not_adjacent", hex=a.hex)
    if how is None:
        raise illegal("unreachable", hex=a.hex)
    if a.via in ("giants", "sandstorm", "ride"):
        if fac.sh_action != {"giants": "two_spades", "sandstorm": "sandstorm", "ride": "witches_ride"}[a.via] or not has_stronghold(s):
            raise illegal("no_such_ability", action=a.via)
        use_special(s, "SH")
    if a.via == "ride" and (s.terrain[a.hex] != fac.home or not a.build):
        raise illegal("not_home_terrain", hex=a.hex, colour=s.terrain[a.hex])
    free = {"ACT5": 1, "ACT6": 2, "BON1": 1, "giants": 2}.get(a.via, 0)
    if a.via in ("ACT5", "ACT6"):
        use_power_action(s, int(a.via[3]))
    elif a.via == "BON1":
        if s.bonus != "BON1":
            raise illegal("no_such_ability", action=a.via)
        use_special(s, "BON1")
    if pending:
        free = s.pending[0].amount
        if a.build and s.pending[0].source == "round":
            raise illegal("no_build_with_round_spades")
        if a.build and not s.pending[0].build:
            raise illegal("spades_built_already")
    if fac.fixed_spades and target != fac.home and s.rules_version >= 2:
        # the Giants "always pay exactly 2 Spades to transform a Terrain space into their Home terrain":
        # they transform into nothing else (a single spade of theirs is lost)
        raise illegal("giants_home_only", colour=fac.home)
    need = 0 if a.via in ("sandstorm", "ride") else spades_needed(s, s.terrain[a.hex], target)
    if a.via == "sandstorm" and target != "yellow":
        raise illegal("not_home_terrain", hex=a.hex, colour=target)
    bought = max(0, need - free)
    if bought and (pending and not may_top_up(s.pending[0]) or a.via == "giants"):
        raise illegal("not_enough_spades", need=need, have=free)
    if need == 0 and a.via not in ("sandstorm", "ride") and not a.build:
        raise illegal("nothing_to_do")
    if how == "range":
        rng = fac.range
        pay(s, rng.cost_sh if has_stronghold(s) else rng.cost)  # type: ignore[union-attr]
        s.vp += rng.vp  # type: ignore[union-attr]
    if bought:
        per_spade = fac.digging.spade_cost[min(s.digging, len(fac.digging.spade_cost) - 1)]
        pay(s, {r: n * bought for r, n in per_spade.items()})
    used_free = min(free, need)
    spades_gained(s, bought if pending else free + bought)  # the spades held (pending) were counted when they came
    if need:
        spades_used(s, need)
        s.vp += bought * fac.dig_spade_vp
    s.terrain[a.hex] = "yellow" if a.via == "sandstorm" else target
    if pending:
        left = free - used_free
        first = s.pending[0]
        # the spades of one action build one dwelling at most: power action 6's second spade, the rest of the
        # Halflings' stronghold spades ("a dwelling on exactly one of these spaces") only transform
        keep = [first.model_copy(update={"amount": left, "build": first.build and not a.build})]
        s.pending = (keep if left else []) + s.pending[1:]
    elif a.via == "ACT6" and free > used_free:
        # the second spade of power action 6 may go to another hex; only one of the two hexes gets a dwelling
        s.pending.insert(0, Pending(kind="spades", amount=free - used_free, source="ACT6", build=not a.build))
    if a.build:
        if s.terrain[a.hex] != fac.home:
            raise illegal("not_home_terrain", hex=a.hex, colour=s.terrain[a.hex])
        # Witches' Ride: "Neither pay 1 Worker, nor 2 Coins for this Dwelling" (faction board)
        build(s, a.hex, "D", free=a.via == "ride")
    # what the history says: the spades used, what the bought ones were paid with, the special range
    told: dict[str, Any] = {"built_only": True} if a.build and need == 0 and a.via == "dig" else {}
    if bought:
        paid = fac.digging.spade_cost[min(s.digging, len(fac.digging.spade_cost) - 1)]
        if "workers" not in paid:
            told["paid_with"] = ",".join(sorted(paid))
    if how == "range" and fac.range is not None:
        told["range_kind"] = fac.range.kind
    return a.model_copy(update=told) if told else a


def build(s: TMState, h: str, kind: str, free: bool = False) -> None:
    fac = faction_of(s)
    if built(s, kind) >= catalogue().tables.building_limits[kind]:
        raise illegal("no_building_left", building=kind)
    cost = dict(fac.buildings[kind].cost)
    if kind == "TP" and not any(s.buildings.get(n, ("player",))[0] != "player" for n in direct_neighbours(s, h)):
        cost["coins"] *= catalogue().tables.trading_house_isolated_factor  # the board's price assumes a neighbour
    if not free:
        pay(s, cost)
    s.buildings[h] = ("player", kind)
    score_event(s, kind)
    if kind in ("TE", "SA") and favours_available(s):
        s.pending.append(Pending(kind="favour", amount=min(fac.favours_per_temple, len(favours_available(s)))))
    if kind == "SH":
        gain(s, fac.sh_gain, source="SH")
    player_built_near_opponents(s, h)
    check_towns(s)


@handles("upgrade")
def _upgrade(s: TMState, a: Upgrade) -> Action:
    require_action_phase(s, a)
    if a.hex not in s.buildings:
        raise illegal("no_building", hex=a.hex)
    if s.buildings[a.hex][0] != "player":  # an opponent colour's building: never the player's to upgrade
        raise illegal("upgrade_not_yours", hex=a.hex, colour=s.buildings[a.hex][0])
    if s.buildings.get(a.hex) != ("player", UPGRADES[a.to]):  # "a temple replaces a trading house"
        raise illegal("cannot_upgrade", hex=a.hex, to=a.to, to_a=labels.msg(f"building_a.{a.to}"),
                      from_a=labels.msg(f"building_a.{UPGRADES[a.to]}"))
    if a.free:
        if a.to != "TP" or faction_of(s).sh_action != "free_trading_house" or not has_stronghold(s):
            raise illegal("no_such_ability", action="free_trading_house")
        use_special(s, "SH")
    build(s, a.hex, a.to, free=a.free)
    gained = faction_of(s).sh_gain if a.to == "SH" else None
    return a.model_copy(update={"gain": dict(gained)}) if gained else a


@handles("advance_shipping")
def _advance_shipping(s: TMState, a: AdvanceShipping) -> Action:
    require_action_phase(s, a)
    fac = faction_of(s)
    ship = fac.shipping
    if not ship.max and fac.range is not None:  # the Fakirs, the Dwarves: no track; their range is not bought
        sh = fac.range.reach_sh is not None and fac.range.reach_sh != fac.range.reach
        raise illegal("no_shipping_track" + ("_sh" if sh else ""), faction=fac.id, range={"key": f"terra_mystica.range.{fac.range.kind}"},
                      reach=fac.range.reach, reach_sh=fac.range.reach_sh)
    if s.shipping >= ship.max:
        raise illegal("track_at_top", track="shipping")
    pay(s, ship.cost)
    s.shipping += 1
    s.vp += ship.vp[s.shipping - 1]
    return a


@handles("advance_digging")
def _advance_digging(s: TMState, a: AdvanceDigging) -> Action:
    require_action_phase(s, a)
    dig = faction_of(s).digging
    if s.digging >= dig.max:
        raise illegal("track_at_top", track="digging")
    pay(s, dig.cost)
    s.digging += 1
    s.vp += dig.vp[s.digging - 1]
    return a


@handles("send_priest")
def _send_priest(s: TMState, a: SendPriest) -> Action:
    require_action_phase(s, a)
    if a.cult not in CULTS:
        raise MalformedAction("terra_mystica.error.no_such_cult", {"cult": a.cult})
    if a.steps != 1 and free_priest_spaces(s, a.cult).get(a.steps, 0) <= 0:
        raise illegal("no_priest_space", cult=a.cult, steps=a.steps)
    pay(s, {"priests": 1})
    if a.steps != 1:
        s.priest_spaces[a.cult] += 1
        if a.steps == max(catalogue().tables.priest_spaces):
            s.priest_on_three.append(a.cult)
    cult_step(s, a.cult, a.steps)
    return a


def free_priest_spaces(s: TMState, cult: str) -> dict[int, int]:
    """Free action spaces of a cult track by steps ({3: 0 or 1, 2: 0-3}).

    A priest goes on ANY free space (base game): the 3-step space or one of the 2-step spaces, in no
    fixed order; ``priest_on_three`` says whether the 3-step one is taken, the rest of ``priest_spaces``
    are 2-step spaces."""
    spaces = catalogue().tables.priest_spaces
    top, low = max(spaces), min(spaces)
    on_top = 1 if cult in s.priest_on_three else 0
    return {top: spaces.count(top) - on_top, low: spaces.count(low) - (s.priest_spaces.get(cult, 0) - on_top)}


@handles("power_action")
def _power_action(s: TMState, a: PowerAction) -> Action:
    require_action_phase(s, a)
    if "priests" in catalogue().power_actions[a.number].gain and priests_room(s) < 1:
        raise illegal("no_priest_left")  # nothing to take: all 7 priests are in play
    use_power_action(s, a.number)
    gain(s, catalogue().power_actions[a.number].gain)
    return a


@handles("bridge")
def _bridge(s: TMState, a: Bridge) -> Action:
    require_action_phase(s, a)
    pair = frozenset((a.a, a.b))
    if pair not in board_of(s).bridgeable:
        raise illegal("not_bridgeable", a=a.a, b=a.b)
    if any(frozenset(p) == pair for p in s.bridges):
        raise illegal("bridge_exists", a=a.a, b=a.b)
    if len(s.bridges) >= catalogue().tables.bridges:
        raise illegal("no_bridge_left")
    own = set(player_hexes(s))
    if not ({a.a, a.b} & own):
        raise illegal("bridge_not_connected", a=a.a, b=a.b)
    if a.via == "engineers":
        cost = faction_of(s).bridge_action
        if cost is None:
            raise illegal("no_such_ability", action="engineers")
        pay(s, cost)
    else:
        use_power_action(s, 1)
    s.bridges.append((a.a, a.b))
    check_towns(s)
    return a


@handles("cult_action")
def _cult_action(s: TMState, a: CultAction) -> Action:
    require_action_phase(s, a)
    if a.cult not in CULTS:
        raise MalformedAction("terra_mystica.error.no_such_cult", {"cult": a.cult})
    if a.via == "BON2" and s.bonus != "BON2" or a.via == "FAV6" and "FAV6" not in s.favours:
        raise illegal("no_such_ability", action=a.via)
    if a.via == "auren" and (faction_of(s).sh_action != "cult_two" or not has_stronghold(s)):
        raise illegal("no_such_ability", action=a.via)
    use_special(s, "SH" if a.via == "auren" else a.via)
    cult_step(s, a.cult, 2 if a.via == "auren" else 1)
    return a


CONVERSIONS = {
    ("power", "coins"): ({"power": 1}, {"coins": 1}),
    ("power", "workers"): ({"power": 3}, {"workers": 1}),
    ("power", "priests"): ({"power": 5}, {"priests": 1}),
    ("priests", "workers"): ({"priests": 1}, {"workers": 1}),
    ("workers", "coins"): ({"workers": 1}, {"coins": 1}),
}


def conversion(s: TMState, source: str, target: str):
    exchange = faction_of(s).exchange
    if exchange and (source, target) == ("vp", "coins"):
        return {"vp": 1}, {"coins": exchange["vp_to_coins"]}
    if exchange and (source, target) == ("coins", "vp"):
        return {"coins": exchange["coins_per_vp"]}, {"vp": 1}
    return CONVERSIONS.get((source, target))


@handles("convert")
def _convert(s: TMState, a: Convert) -> Action:
    if s.phase not in ("actions",):
        raise illegal("not_now", action=a.kind)
    if a.times < 1:  # not "not now": the count itself is wrong
        raise illegal("convert_times", times=a.times)
    rate = conversion(s, a.source, a.target)
    if rate is None:
        raise illegal("no_such_conversion", source=a.source, target=a.target)
    cost, got = rate
    pay(s, {r: n * a.times for r, n in cost.items()})
    if "priests" in got and priests_room(s) < a.times:
        raise illegal("no_priest_left")
    gain(s, {r: n * a.times for r, n in got.items()})
    return a


@handles("burn")
def _burn(s: TMState, a: Burn) -> Action:
    if s.phase != "actions":
        raise illegal("cannot_burn", count=a.count)
    if a.count < 1:  # not "not now": the count itself is wrong
        raise illegal("burn_count", count=a.count)
    if s.power[1] < 2 * a.count:  # each power sacrificed takes 2 tokens of bowl II
        raise illegal("burn_short", count=a.count, need=2 * a.count, have=s.power[1])
    s.power = [s.power[0], s.power[1] - 2 * a.count, s.power[2] + a.count]
    s.burned += a.count  # one token per power moved to bowl III leaves the game
    return a


def opponent_action_open(s: TMState, colour: str, which: str) -> bool:
    """TM-ACT-ONCE: each new action once per colour (per round, TM-AMB-10)."""
    return which not in s.opp_used.get(colour, [])


def opponent_action_used(s: TMState, a: Action) -> IllegalAction:
    """TM-ACT-ONCE's refusal: the limit is per round (TM-AMB-10), or per game with that option."""
    key = "opponent_action_used_game" if s.options["opponent_actions"] == "per_game" else "opponent_action_used"
    return illegal(key, colour=a.colour, action=a.kind)  # type: ignore[attr-defined]


@handles("opponent_place")
def _opponent_place(s: TMState, a: OpponentPlace) -> Action:
    require_action_phase(s, a)
    if a.colour not in s.colours:
        raise not_an_opponent(s, a.colour)
    if not opponent_action_open(s, a.colour, "place"):
        raise opponent_action_used(s, a)
    if s.opp_supply[a.colour]["D"] <= 0:
        raise illegal("opponent_supply_empty", colour=a.colour, building="D")
    if a.hex not in s.terrain or a.hex in s.buildings:
        raise illegal("occupied", hex=a.hex)
    if s.terrain[a.hex] != a.colour:
        raise illegal("wrong_terrain", hex=a.hex, colour=a.colour)
    s.opp_supply[a.colour]["D"] -= 1
    s.opp_used[a.colour].append("place")
    s.buildings[a.hex] = (a.colour, "D")
    opponent_built(s, a.hex)
    return a


@handles("opponent_upgrade")
def _opponent_upgrade(s: TMState, a: OpponentUpgrade) -> Action:
    require_action_phase(s, a)
    if a.colour not in s.colours:
        raise not_an_opponent(s, a.colour)
    if not opponent_action_open(s, a.colour, "upgrade"):
        raise opponent_action_used(s, a)
    if a.hex not in s.buildings:
        raise illegal("no_building", hex=a.hex)
    if s.buildings.get(a.hex) != (a.colour, "D"):
        raise illegal("cannot_upgrade", hex=a.hex, to="TP")
    if s.opp_supply[a.colour]["TP"] <= 0:
        raise illegal("opponent_supply_empty", colour=a.colour, building="TP")
    s.opp_supply[a.colour]["TP"] -= 1
    if s.options["upgrade_returns_dwelling"]:
        s.opp_supply[a.colour]["D"] += 1  # TM-AMB-12
    s.opp_used[a.colour].append("upgrade")
    s.buildings[a.hex] = (a.colour, "TP")
    opponent_built(s, a.hex)
    return a


@handles("leech")
def _leech(s: TMState, a: Leech) -> Action:
    require_action_phase(s, a, "leech")
    offer = s.pending.pop(0)
    if a.accept:
        got = gain_power(s, offer.amount)
        s.vp -= max(0, got - 1)
        return a.model_copy(update={"power": got, "vp": max(0, got - 1)})
    return a


@handles("take_favour")
def _take_favour(s: TMState, a: TakeFavour) -> Action:
    require_action_phase(s, a, "favour")
    if a.tile not in favours_available(s):
        raise illegal("favour_not_available", tile=a.tile)
    offer = s.pending.pop(0)
    s.favours.append(a.tile)
    if offer.amount > 1 and favours_available(s):
        s.pending.insert(0, Pending(kind="favour", amount=offer.amount - 1))
    for cult, steps in catalogue().favours[a.tile].cults.items():
        cult_step(s, cult, steps)
    check_towns(s)  # FAV5 lowers the town requirement
    return a


def favours_available(s: TMState) -> list[str]:
    return [f.id for f in catalogue().tables.favour_tiles if f.id not in s.favours]


def towns_available(s: TMState) -> list[str]:
    return [t.id for t in catalogue().tables.town_tiles if s.towns.count(t.id) < t.copies]


@handles("take_town")
def _take_town(s: TMState, a: TakeTown) -> Action:
    require_action_phase(s, a, "town")
    if a.tile not in towns_available(s):
        raise illegal("town_not_available", tile=a.tile)
    s.pending.pop(0)
    s.towns.append(a.tile)
    gain(s, catalogue().towns[a.tile].gain)
    gain(s, faction_of(s).town_bonus)
    score_event(s, "town")
    told = {r: n for r, n in faction_of(s).town_bonus.items() if r != "vp" and n}  # the VP are in the score
    return a.model_copy(update={"bonus": told}) if told else a


@handles("river_town")
def _river_town(s: TMState, a: RiverTown) -> Action:
    require_action_phase(s, a)
    if not faction_of(s).river_town:
        raise illegal("no_such_ability", action="river_town")
    group = river_town_group(s, a.river)
    if group is None:
        raise illegal("no_river_town", river=a.river)
    s.town_hexes = sorted(set(s.town_hexes) | group)
    s.pending.append(Pending(kind="town"))
    return a.model_copy(update={"banks": river_banks(s, a.river), "town": sorted(group)})


def river_banks(s: TMState, river: str) -> list[str]:
    """The player's buildings next to the river cell ``river`` (how a Mermaids' town across it is named)."""
    board = board_of(s)
    return sorted(h for h in player_hexes(s) if river in board.river_neighbours.get(h, ()))


@handles("double_action")
def _double_action(s: TMState, a: DoubleAction) -> Action:
    """The Chaos Magicians' stronghold action. Alone at the table, two actions in one turn change nothing
    (TM-GEN-OPP: the opponents never take turns), but the player may take it and it is used for the round."""
    require_action_phase(s, a)
    if faction_of(s).sh_action != "double_turn" or not has_stronghold(s):
        raise illegal("no_such_ability", action="double_action")
    use_special(s, "SH")
    return a


@handles("drop_spades")
def _drop_spades(s: TMState, a: DropSpades) -> Action:
    require_action_phase(s, a, "spades")
    s.pending.pop(0)
    return a


@handles("workers_to_priests")
def _workers_to_priests(s: TMState, a: WorkersToPriests) -> Action:
    require_action_phase(s, a, "workers_to_priests")
    limit = s.pending[0].amount
    if not 0 <= a.count <= min(limit, s.workers, priests_room(s)):
        raise illegal("bad_choice", item={"key": "terra_mystica.item.workers_to_priests"}, value=a.count, choices=f"0..{limit}")
    s.pending.pop(0)
    s.workers -= a.count
    s.priests += a.count
    return a


# outcomes that only tell the history what an action brought (no draw behind them; applying the action
# again recomputes them): the income handed out, the Pass's VP for passing, the round's cult bonus, the final scoring
TOLD_OUTCOMES = frozenset({"pass_vp", "bridge_vp", "round_bonus", "final_vp", "final", "final_score", "income", "rescored"})


@handles("pass")
def _pass(s: TMState, a: Pass) -> Action:
    require_action_phase(s, a)
    cat = catalogue()
    last = s.round == cat.tables.rounds
    if last and a.tile is not None or not last and a.tile is None:
        raise illegal("pass_tile", round=s.round)
    if a.tile is not None and a.tile == s.bonus:
        raise illegal("pass_same_bonus", tile=a.tile)
    passing, bridges = pass_vp(s), pass_bridges(s)
    bridge_vp = faction_of(s).sh_pass_vp_per_bridge * bridges
    s.vp += passing + bridge_vp
    if s.bonus:
        s.bonus_pool.append(s.bonus)
        s.bonus_coins[s.bonus] = 0
        s.bonus = None
    if a.tile is not None:
        take_bonus(s, a.tile)
    tile = round_tile(s)
    times = s.cults[tile.cult] // tile.per if tile is not None and not last else 0
    end_round(s)
    # what passing brought, for the history line only (applying it again recomputes them): the VP for
    # passing (the bonus and favour tiles), the Engineers' bridges apart, the round tile's cult bonus, the
    # final scoring after the last round
    scored: dict[str, Any] = {}
    if passing:
        scored["pass_vp"] = passing
    if bridge_vp:
        scored["bridge_vp"] = {"bridges": bridges, "vp": bridge_vp}
    if times and tile is not None:
        scored["round_bonus"] = {r: n * times for r, n in tile.gain.items()}
    if s.final is not None:  # and the table, category by category, and the final score
        scored["final_vp"] = sum(s.final.values())
        scored["final"] = dict(s.final)
        scored["final_score"] = s.vp
    return a.with_outcomes(**scored) if scored else a


def pass_vp(s: TMState) -> int:
    """The VP for passing of the bonus tile and the favour tiles (the Engineers' bridges: ``pass_bridges``)."""
    cat = catalogue()
    vp = 0
    if s.bonus:
        for kind, each in cat.bonus[s.bonus].pass_vp.items():
            vp += each * built(s, kind)
    for fav in s.favours:
        table = cat.favours[fav].pass_vp_by_trading_houses
        if table:
            vp += table[min(built(s, "TP"), len(table) - 1)]
    return vp


def pass_bridges(s: TMState) -> int:
    """The bridges that score when passing: the Engineers' stronghold, each bridge joining two of their structures."""
    if not faction_of(s).sh_pass_vp_per_bridge or not has_stronghold(s):
        return 0
    own = set(player_hexes(s))
    return sum(1 for a, b in s.bridges if a in own and b in own)


def end_round(s: TMState) -> None:
    """Cult bonus of the round tile (rounds 1-5), a coin on each unclaimed bonus tile."""
    tile = round_tile(s)
    if s.round < catalogue().tables.rounds and tile is not None:
        times = s.cults[tile.cult] // tile.per
        if times:
            gain(s, {r: n * times for r, n in tile.gain.items()}, source="round")
        for t in s.bonus_pool:
            s.bonus_coins[t] = s.bonus_coins.get(t, 0) + 1
        s.round += 1
        s.phase = "income" if not s.pending else "actions"
        s.used = ["passed"] if s.pending else []
    else:
        finish(s)


def finish(s: TMState) -> None:
    s.final = final_scoring(s)
    s.vp += sum(s.final.values())
    s.phase = "over"


def rank_share(value: int, others: list[int], rewards: list[int]) -> int:
    """TM-SCORE-AREA-TIE: the tied places' rewards added and split, rounded down."""
    if value <= 0:
        return 0
    above = sum(1 for v in others if v > value)
    tied = sum(1 for v in others if v == value)
    total = sum(rewards[i] for i in range(above, above + tied + 1) if i < len(rewards))
    return total // (tied + 1)


def final_scoring(s: TMState) -> dict[str, int]:
    cat = catalogue()
    rewards = cat.tables.final_scoring
    result = {"area": rank_share(largest_area(s), difficulty(s).area_values, rewards["network"])}
    for cult in CULTS:
        opponents = [s.opp_cults[c][cult] for c in s.colours]
        result[f"cult_{cult}"] = rank_share(s.cults[cult], opponents, rewards["cults"])
    result["resources"] = sum(final_coins(s).values()) // coins_per_vp(s)
    return result


def rescore(s: TMState, a: Action) -> bool:
    """A correction after the game's end (coins, a cult pawn, a building...): the final scoring follows the
    corrected table, as it would have had the table been right at the last pass; the VP before it stay.
    A correction of the VP themselves sets the final score as given. True if the score was redone."""
    if isinstance(a, EditResources) and a.vp is not None:
        return False
    new = final_scoring(s)
    if new == s.final:
        return False
    s.vp += sum(new.values()) - sum(s.final.values())
    s.final = new
    return True


def final_standings(s: TMState) -> dict[str, tuple[int, int, bool, list[int]]]:
    """Where the player stands for the final scoring: the largest area against the scenario's fixed
    values (TM-SCORE-AREA-*), each cult against the opponent pawns (TM-SCORE-CULT): key ->
    (your value, your place 1-4, tied, the opponents' values, highest first)."""
    if not s.faction or not s.colours or not s.opp_cults:
        return {}
    rows = {"area": (largest_area(s), list(difficulty(s).area_values))}
    for cult in CULTS:
        rows[f"cult_{cult}"] = (s.cults.get(cult, 0), [s.opp_cults[c].get(cult, 0) for c in s.colours if c in s.opp_cults])
    out = {}
    for key, (mine, theirs) in rows.items():
        place = 1 + sum(1 for v in theirs if v > mine)
        out[key] = (mine, place, mine in theirs, sorted(theirs, reverse=True))
    return out


def final_coins(s: TMState) -> dict[str, int]:
    """What is left, in coins, for the final scoring: coins, workers and priests one each, the power of
    bowl III and that of bowl II sacrificed into it (half of it)."""
    return {"coins": s.coins, "workers": s.workers, "priests": s.priests, "power": s.power[2] + s.power[1] // 2}


def coins_per_vp(s: TMState) -> int:
    exchange = faction_of(s).exchange
    return exchange["coins_per_vp"] if exchange else catalogue().tables.final_scoring["coins_per_vp"]


# --- edits (checked only by the invariants) -------------------------------------


def keys_possible(s: TMState) -> int:
    """The keys the player can hold: those of the town tiles they hold (one on each, base rules)."""
    towns = catalogue().towns
    return sum(towns[t].gain.get("keys", 0) for t in s.towns if t in towns)


def pawns_at_ten(s: TMState, but: str | None = None) -> int:
    return sum(1 for c in CULTS if c != but and s.cults.get(c, 0) >= 10)


@handles("edit_resources")
def _edit_resources(s: TMState, a: EditResources) -> Action:
    """The counters the table can hold: a track within the faction's levels, the keys of the town tiles,
    a key for each pawn on space 10 (the other values are checked by the invariants)."""
    if s.faction is not None:
        fac = faction_of(s)
        for track, top in (("shipping", fac.shipping.max), ("digging", fac.digging.max)):
            value = getattr(a, track)
            if value is not None and not 0 <= value <= top:
                raise illegal("edit_track_range", track=track, value=value, max=top, faction=fac.id)
    if a.keys is not None:
        if not 0 <= a.keys <= keys_possible(s):  # correct the town tiles first, then their keys
            raise illegal("edit_keys_range", value=a.keys, max=keys_possible(s), towns=len(s.towns))
        if a.keys < pawns_at_ten(s):
            raise illegal("edit_keys_below_ten", value=a.keys, count=pawns_at_ten(s))
    for name in ("coins", "workers", "priests", "power", "vp", "keys", "shipping", "digging"):
        value = getattr(a, name)
        if value is not None:
            setattr(s, name, list(value) if name == "power" else value)
    if a.power is not None and s.faction is not None:
        s.burned = max(0, sum(faction_of(s).start["power"]) - sum(a.power))  # the tokens missing were sacrificed
    return a


@handles("edit_cult")
def _edit_cult(s: TMState, a: EditCult) -> Action:
    if a.cult not in CULTS:
        raise MalformedAction("terra_mystica.error.no_such_cult", {"cult": a.cult})
    if a.colour is None:
        if not 0 <= a.value <= 10:
            raise illegal("edit_cult_range", cult=a.cult, value=a.value)
        if a.value >= 10 and s.cults.get(a.cult, 0) < 10 and pawns_at_ten(s, but=a.cult) >= s.keys:
            # space 10 needs a key (base rules), one for each track the player's pawn tops
            count = pawns_at_ten(s, but=a.cult)
            raise (illegal("edit_cult_ten_key", cult=a.cult, keys=s.keys, count=count) if s.keys
                   else illegal("edit_cult_ten_no_key", cult=a.cult))
        s.cults[a.cult] = a.value
    elif a.colour not in s.opp_cults:
        raise not_an_opponent(s, a.colour)
    elif a.swap is not None:  # two opponent pawns trade places (TM-CULT-STATIC: their values stay a set)
        if a.swap == a.colour:
            raise illegal("swap_with_itself", colour_f=a.colour)
        if a.swap not in s.opp_cults:
            raise not_an_opponent(s, a.swap)
        old = s.opp_cults[a.colour][a.cult]
        s.opp_cults[a.colour][a.cult] = a.value
        s.opp_cults[a.swap][a.cult] = old
        return a.with_outcomes(swap_value=old)
    else:
        s.opp_cults[a.colour][a.cult] = a.value
    return a


@handles("edit_building")
def _edit_building(s: TMState, a: EditBuilding) -> Action:
    if a.hex not in s.terrain:
        raise MalformedAction("terra_mystica.error.no_such_hex", {"hex": a.hex})
    if a.owner is not None and a.owner != "player":
        if a.owner not in s.opp_supply:
            raise not_an_opponent(s, a.owner)
        if a.building not in s.opp_supply[a.owner]:  # the variant's opponents build D and TP only (TM-SETUP-SUPPLY)
            raise illegal("edit_opponent_building", colour=a.owner, building=a.building)
    old = s.buildings.pop(a.hex, None)
    if old and old[0] in s.opp_supply:
        s.opp_supply[old[0]][old[1]] += 1
    if a.owner is not None:
        s.buildings[a.hex] = (a.owner, a.building)
        if a.owner in s.opp_supply:
            s.opp_supply[a.owner][a.building] -= 1
    return a


@handles("edit_terrain")
def _edit_terrain(s: TMState, a: EditTerrain) -> Action:
    if a.hex not in s.terrain:
        raise MalformedAction("terra_mystica.error.no_such_hex", {"hex": a.hex})
    s.terrain[a.hex] = a.colour
    return a


@handles("edit_blocked")
def _edit_blocked(s: TMState, a: EditBlocked) -> Action:
    """The round's blocked power actions as on the table (TM-POWER-BLOCK); not one already taken this round."""
    if s.phase != "actions" or s.faction is None:
        raise illegal("not_now", action=a.kind)
    if len(set(a.blocked)) != len(a.blocked):
        raise illegal("edit_blocked_twice", number=next(n for n in a.blocked if a.blocked.count(n) > 1))
    for n in a.blocked:
        if n not in s.blocked and f"ACT{n}" in s.used:
            raise illegal("edit_blocked_used", number=n)
    s.blocked = sorted(a.blocked)
    return a


@handles("edit_round_tile")
def _edit_round_tile(s: TMState, a: EditRoundTile) -> Action:
    """A round's scoring tile as on the table; a tile already in another slot trades places with it
    (the spade tile never in rounds 5-6, TM-AMB-02). The recorded action names the other round, if any."""
    tiles = {t.id: t for t in catalogue().tables.round_tiles}
    if s.faction is None or len(s.round_tiles) < catalogue().tables.rounds:
        raise illegal("not_now", action=a.kind)
    if a.tile not in tiles or not 1 <= a.round <= len(s.round_tiles):
        raise illegal("edit_round_tile_unknown", tile=a.tile, round=a.round)
    old = s.round_tiles[a.round - 1]
    other = s.round_tiles.index(a.tile) + 1 if a.tile in s.round_tiles else None
    for tile, slot in ((a.tile, a.round), (old, other)):
        if slot is not None and slot in tiles[tile].not_in_rounds:
            raise illegal("edit_round_tile_not_in_round", tile=tile, round=slot)
    if other is not None:
        s.round_tiles[other - 1] = old
    s.round_tiles[a.round - 1] = a.tile
    return a.with_outcomes(swapped=other) if other is not None and other != a.round else a


@handles("edit_bonus_tile")
def _edit_bonus_tile(s: TMState, a: EditBonusTile) -> Action:
    """A bonus tile in play, or the one held, is really another (not in play): it keeps the coins on it."""
    if s.faction is None or len(s.bonus_pool) < catalogue().variant.bonus_tiles_in_play - (1 if s.bonus else 0):
        raise illegal("not_now", action=a.kind)
    if a.old not in s.bonus_pool and a.old != s.bonus:
        raise illegal("edit_bonus_not_in_play", tile=a.old)
    if a.tile not in catalogue().bonus or a.tile in s.bonus_pool or a.tile == s.bonus:
        raise illegal("edit_bonus_in_play", tile=a.tile)
    if a.old == s.bonus:
        s.bonus = a.tile
        return a.with_outcomes(held=True)  # the history says it is the player's own tile
    s.bonus_pool[s.bonus_pool.index(a.old)] = a.tile
    s.bonus_coins[a.tile] = s.bonus_coins.pop(a.old, 0)
    return a.with_outcomes(held=False)


@handles("edit_tiles")
def _edit_tiles(s: TMState, a: EditTiles) -> Action:
    """The tiles set; the action recorded names the tiles taken and put back (the history says
    which: the action alone holds only the new lists)."""
    cat = catalogue()
    before = list(s.favours) + list(s.towns)
    if a.favours is not None:
        for f in a.favours:
            if f not in cat.favours or a.favours.count(f) > 1:
                raise illegal("favour_not_available", tile=f)
        s.favours = list(a.favours)
    if a.towns is not None:
        for t in a.towns:
            if t not in cat.towns or a.towns.count(t) > cat.towns[t].copies:
                raise illegal("town_not_available", tile=t)
        s.towns = list(a.towns)
    after = list(s.favours) + list(s.towns)
    added, removed = list(after), []
    for t in before:
        if t in added:
            added.remove(t)
        else:
            removed.append(t)
    return a.with_outcomes(added=added, removed=removed)


# containers of the state and how deep they nest (everything inside is immutable: str, int, tuple, frozen models)
_FLAT = ("colours", "round_tiles", "bonus_pool", "blocked", "used", "bridges", "start_dwellings", "opp_start",
         "power", "favours", "towns", "town_hexes", "pending",
         "priest_on_three")
_FLAT_DICTS = ("options", "bonus_coins", "terrain", "buildings", "cults", "priest_spaces", "final")
_NESTED = ("blocked_plan", "opp_cults", "opp_supply", "opp_used")


def fork(state: TMState) -> TMState:
    """A copy the handlers may mutate: every container copied, nothing else (no deep copy).

    The handlers only ever mutate the state's own lists and dicts (and the dicts/lists one level inside
    ``opp_cults``, ``opp_supply``, ``opp_used`` and ``blocked_plan``); their items are immutable.
    """
    s = state.model_copy()
    d = s.__dict__
    for name in _FLAT:
        d[name] = list(d[name])
    for name in _FLAT_DICTS:
        value = d[name]
        if value is not None:
            d[name] = dict(value)
    d["blocked_plan"] = [list(r) for r in d["blocked_plan"]]
    for name in ("opp_cults", "opp_supply"):
        d[name] = {k: dict(v) for k, v in d[name].items()}
    d["opp_used"] = {k: list(v) for k, v in d["opp_used"].items()}
    return s


SIDE_NAMES = {"player": {"en": "you", "it": "tu"}, "automa": {"en": "the automa", "it": "l'automa"}}


def apply(state: TMState, action: Action) -> tuple[TMState, Action]:
    handler = HANDLERS.get(action.kind)
    if handler is None:
        raise MalformedAction("terra_mystica.error.unknown_action", {"kind": action.kind})
    if state.phase == "over" and action.family == "move":
        raise illegal("game_over")
    if action.family == "move" and "by" in action.model_fields_set and action.by is not None:
        side = to_move(state)
        if side is not None and action.by != side and not legacy_faction_draw(state, action):  # not the side to move
            raise IllegalAction("terra_mystica.error.not_your_turn", {"side": SIDE_NAMES[action.by], "turn": SIDE_NAMES[side]})
    if TOLD_OUTCOMES.intersection(action.outcomes):  # told by the rules below, never taken from the action
        action = action.model_copy(update={"outcomes": {k: v for k, v in action.outcomes.items() if k not in TOLD_OUTCOMES}})
    s = fork(state)
    recorded = handler(s, action)
    if action.family == "edit" and s.phase == "over" and s.final is not None and rescore(s, action):
        recorded = recorded.with_outcomes(rescored=s.vp)  # for the history: the final score now
    if action.family == "move" and s.phase == "actions" and not s.pending and "passed" in s.used:
        s.used = []
        s.phase = "income"
    return s, recorded


# the options the rules read as ``s.options[name]``: a state without one cannot be played
REQUIRED_OPTIONS = ("difficulty", "distance", "dwelling_reference", "dwelling_tie", "opponent_actions",
                    "power_duplicates", "power_mode", "selection", "third_colour", "upgrade_returns_dwelling",
                    "weighted_bonus_choice")


def check_shapes(s: TMState) -> None:
    """What every id and mapping of the state must be before the rules read it: the map one the game
    has, each hex of it with a terrain of the wheel, each tile, faction and colour one the catalogue
    knows, each option the rules read present. A hand-edited save that breaks one is refused here,
    by a message naming the field and the value, rather than crashing later."""
    cat = catalogue()

    def unknown(field: str, value: Any) -> None:
        text = str(value)
        raise InconsistentState("terra_mystica.invariant.unknown_value",
                                {"field": field, "value": text[:40] + "…" * (len(text) > 40)})

    def missing(field: str, key: str) -> None:
        raise InconsistentState("terra_mystica.invariant.missing_key", {"field": field, "key": key})

    for name in REQUIRED_OPTIONS:
        if name not in s.options:
            missing("options", name)
    if s.map_id not in cat.layouts:
        unknown("map_id", s.map_id)
    wheel = cat.tables.wheel
    hexes = cat.board(s.map_id).terrain
    for h, colour in s.terrain.items():
        if h not in hexes:
            unknown("terrain", h)
        if colour not in wheel:
            unknown(f"terrain[{h}]", colour)
    for h in hexes:
        if h not in s.terrain:
            missing("terrain", h)
    if s.faction is not None and s.faction not in cat.factions:
        unknown("faction", s.faction)
    for colour in s.colours:
        if colour not in wheel:
            unknown("colours", colour)
        if colour not in s.opp_supply:
            missing("opp_supply", colour)
        for kind in ("D", "TP"):
            if kind not in s.opp_supply[colour]:
                missing(f"opp_supply[{colour}]", kind)
        if s.opp_cults and colour not in s.opp_cults:
            missing("opp_cults", colour)
    for field, known in (("favours", cat.favours), ("towns", cat.towns), ("round_tiles", cat.round_tiles),
                         ("bonus_pool", cat.bonus)):
        for tile in getattr(s, field):
            if tile not in known:
                unknown(field, tile)
    if s.bonus is not None and s.bonus not in cat.bonus:
        unknown("bonus", s.bonus)
    for tile in s.bonus_coins:
        if tile not in cat.bonus:
            unknown("bonus_coins", tile)
    for cult in s.cults:
        if cult not in CULTS:
            unknown("cults", cult)
    for h, (owner, kind) in s.buildings.items():
        if kind not in BUILDINGS:
            unknown(f"buildings[{h}]", kind)


def check(s: TMState) -> None:
    """Invariants of every reachable (or edited) state."""

    def bad(what: str, **params: Any) -> None:
        raise InconsistentState(f"terra_mystica.invariant.{what}", labels.named(params))

    check_shapes(s)
    if s.faction is None:
        return
    if min(s.coins, s.workers, s.priests, s.vp, s.keys, *s.power) < 0:
        bad("negative")
    if sum(s.power) + s.burned != sum(faction_of(s).start["power"]):
        bad("power_tokens", total=sum(s.power))
    if priests_room(s) < 0:
        bad("priests")
    limits = catalogue().tables.building_limits
    for kind in BUILDINGS:
        if built(s, kind) > limits[kind]:
            bad("building_limit", building=kind)
    for h, (owner, kind) in s.buildings.items():
        if h not in s.terrain:
            bad("no_such_hex", hex=h)
        if owner != "player" and (owner not in s.colours or kind not in ("D", "TP") or s.terrain[h] != owner):
            bad("opponent_building", hex=h)
    supply = catalogue().variant.opponent_supply
    for colour in s.colours:
        on_board = {k: sum(1 for o, b in s.buildings.values() if o == colour and b == k) for k in ("D", "TP")}
        if s.opp_supply[colour]["TP"] + on_board["TP"] != supply["TP"]:
            bad("opponent_supply", colour=colour)
        if s.opp_supply[colour]["D"] < 0 or s.opp_supply[colour]["D"] + on_board["D"] > supply["D"]:
            bad("opponent_supply", colour=colour)
    for cult in CULTS:
        if not 0 <= s.cults.get(cult, 0) <= 10:
            bad("cult_range", cult=cult)
        spaces = catalogue().tables.priest_spaces
        if any(not 0 <= free <= spaces.count(steps) for steps, free in free_priest_spaces(s, cult).items()):
            bad("priest_spaces", cult=cult)
    if s.opp_cults:
        values = sorted(difficulty(s).cult_values)
        for cult in CULTS:
            if sorted(s.opp_cults[c][cult] for c in s.colours) != values:
                bad("opponent_cults", cult=cult)  # TM-CULT-STATIC
    if len(s.bridges) > catalogue().tables.bridges:
        bad("bridges")


# --- whose move, and what the player may do -------------------------------------------


def to_move(s: TMState) -> str | None:
    if s.phase == "over":
        return None
    if s.phase == "setup":
        need = setup_need(s)
        return need.by if need else "automa"
    return "automa" if s.phase in ("opponents", "income") else "player"


VIAS = ("dig", "ACT5", "ACT6", "BON1", "giants", "sandstorm")


def transforms_at(s: TMState, h: str, vias: Sequence[str]) -> list[Action]:
    """Transform-and-build on a free hex, and transform-only to any other terrain of the wheel."""
    fac = faction_of(s)
    current = s.terrain[h]
    moves: list[Action] = []
    for via in vias:
        moves.append(TransformBuild(hex=h, via=via))
        if via == "sandstorm":  # always to desert
            if current != "yellow":
                moves.append(TransformBuild(hex=h, via=via, build=False, target="yellow"))
            continue
        moves += [TransformBuild(hex=h, via=via, build=False, target=None if c == fac.home else c)
                  for c in catalogue().tables.wheel if c != current]
    return moves


def candidates_at(s: TMState, h: str) -> list[Action]:
    """A superset of the player's legal actions on one hex (the board's menu, and ``candidate_moves``)."""
    building = s.buildings.get(h)
    moves: list[Action] = []
    if s.pending and s.pending[0].kind == "spades":
        return transforms_at(s, h, ("pending",)) if building is None else []
    if building is None:
        if reach(s, h):
            moves += transforms_at(s, h, VIAS)
        if faction_of(s).sh_action == "witches_ride" and s.terrain[h] == faction_of(s).home:
            moves.append(TransformBuild(hex=h, via="ride"))
        if s.terrain[h] in s.colours:
            moves.append(OpponentPlace(colour=s.terrain[h], hex=h))
    else:
        owner, kind = building
        if owner == "player":
            moves += [Upgrade(hex=h, to=to) for to, frm in UPGRADES.items() if frm == kind]
            if kind == "D":
                moves.append(Upgrade(hex=h, to="TP", free=True))
        elif owner in s.colours and kind == "D":
            moves.append(OpponentUpgrade(colour=owner, hex=h))
    from .legal import bridges_at

    for a, b in bridges_at(s.map_id)[h]:
        moves += [Bridge(a=a, b=b), Bridge(a=a, b=b, via="engineers")]
    return moves


def candidate_moves(s: TMState) -> list[Action]:
    """A superset of the player's legal moves now; ``legal_moves`` keeps those the rules accept."""
    if s.phase == "setup":
        need = setup_need(s)
        return [SetupPick(item=need.item, value=v) for v in need.choices] if need and need.by == "player" else []
    if s.phase == "dwellings":
        return [StartDwelling(hex=h) for h, c in s.terrain.items() if c == faction_of(s).home and h not in s.buildings]
    if s.phase == "start_bonus":
        return [StartBonus(tile=t) for t in s.bonus_pool]
    if s.phase != "actions":
        return []
    if s.pending:
        first = s.pending[0]
        if first.kind == "leech":
            return [Leech(accept=True), Leech(accept=False)]
        if first.kind == "favour":
            return [TakeFavour(tile=t) for t in favours_available(s)]
        if first.kind == "town":
            return [TakeTown(tile=t) for t in towns_available(s)]
        if first.kind == "workers_to_priests":
            return [WorkersToPriests(count=n) for n in range(first.amount + 1)]
        return [DropSpades()] + [m for h in s.terrain if h not in s.buildings and reach(s, h) for m in candidates_at(s, h)]
    moves: list[Action] = []
    seen_bridges: set[tuple[str, str, str]] = set()
    for h in s.terrain:
        for m in candidates_at(s, h):
            if isinstance(m, Bridge):
                if (m.a, m.b, m.via) in seen_bridges or not ({m.a, m.b} & set(player_hexes(s))):
                    continue
                seen_bridges.add((m.a, m.b, m.via))
            moves.append(m)
    moves += [AdvanceShipping(), AdvanceDigging()]
    moves += [SendPriest(cult=c, steps=n) for c in CULTS for n in (3, 2, 1)]
    moves += [PowerAction(number=n) for n in (2, 3, 4)]
    moves += [RiverTown(river=r) for r in river_town_candidates(s)] + [DoubleAction()]
    moves += [CultAction(cult=c, via=v) for c in CULTS for v in ("BON2", "FAV6", "auren")]
    moves += [Convert(source=src, target=dst) for src, dst in CONVERSIONS] + [
        Convert(source="vp", target="coins"), Convert(source="coins", target="vp"), Burn(count=1)
    ]
    last = s.round == catalogue().tables.rounds
    moves += [Pass()] if last else [Pass(tile=t) for t in s.bonus_pool]
    return moves


def is_legal(s: TMState, action: Action) -> bool:
    try:
        apply(s, action)
    except IllegalAction:
        return False
    return True


def legal_moves_exhaustive(s: TMState) -> list[Action]:
    """Every candidate tried on a copy of the state: the reference ``legal_moves`` is tested against."""
    return [m for m in candidate_moves(s) if is_legal(s, m)]


def legal_moves(s: TMState) -> list[Action]:
    """The player's legal moves, generated directly (``legal.py``); the same list as ``legal_moves_exhaustive``."""
    from .legal import legal_moves as direct

    return direct(s)
