"""The player's legal moves, generated directly (pure Python, no Qt).

``rules.candidate_moves`` lists a superset of the moves and ``rules.is_legal`` tries each one on a copy
of the state: exact but slow (~200 candidates mid-game). ``legal_moves`` here gives the same list, in
the same order, by checking each rule directly on the state as it is (reachability computed once for
the whole map, costs summed and compared with what the player holds) and building only the actions
that pass. ``tests/games/terra_mystica/test_legal.py`` compares the two on many reachable states.
"""
from __future__ import annotations

import functools
from typing import Iterator

from solo_desk.core.actions import Action

from . import rules
from .content import BUILDINGS, CULTS, catalogue, spade_distance
from .state import (
    AdvanceDigging, AdvanceShipping, Bridge, Burn, Convert, CultAction, DoubleAction, DropSpades, Leech,
    OpponentPlace, OpponentUpgrade, Pass, PowerAction, RiverTown, SendPriest, TakeFavour, TakeTown, TMState,
    TransformBuild, Upgrade, WorkersToPriests,
)

RESOURCES = ("coins", "workers", "priests", "power")
ZERO = (0, 0, 0, 0)
BIG = 1 << 30
SH_ABILITY = {"giants": "two_spades", "sandstorm": "sandstorm", "ride": "witches_ride"}
FREE_SPADES = {"ACT5": 1, "ACT6": 2, "BON1": 1, "giants": 2}


def vector(cost: dict[str, int]) -> tuple[int, ...]:
    """A cost as (coins, workers, priests, power in bowl III); it never holds anything else."""
    assert set(cost) <= set(RESOURCES), cost
    return tuple(cost.get(r, 0) for r in RESOURCES)


def add(a: tuple[int, ...], b: tuple[int, ...]) -> tuple[int, ...]:
    return tuple(x + y for x, y in zip(a, b))


@functools.cache
def spade_table(faction: str) -> dict[str, dict[str, int]]:
    """Spades from each colour to each colour for a faction (the Giants' fixed 2 to their home; into another
    terrain they do not transform, except in a game begun before that rule was fixed: ``rules_version`` 1)."""
    fac = catalogue().factions[faction]
    wheel = catalogue().tables.wheel
    out: dict[str, dict[str, int]] = {}
    for a in wheel:
        row = {}
        for b in wheel:
            if a == b:
                row[b] = 0
            elif fac.fixed_spades and b == fac.home:
                row[b] = fac.fixed_spades
            else:
                row[b] = spade_distance(a, b)
        out[a] = row
    return out


@functools.cache
def transform(h: str, via: str, build: bool, target: str | None) -> TransformBuild:
    """Actions are frozen: one instance per distinct move is shared (building them is most of the cost)."""
    if build:
        return TransformBuild(hex=h, via=via)  # type: ignore[arg-type]
    return TransformBuild(hex=h, via=via, build=False, target=target)  # type: ignore[arg-type]


@functools.cache
def bridges_at(map_id: str) -> dict[str, tuple[tuple[str, str], ...]]:
    """Per land hex, its bridgeable pairs (sorted ends), sorted: the order ``rules.candidates_at`` lists them."""
    board = catalogue().board(map_id)
    out: dict[str, list[tuple[str, str]]] = {h: [] for h in board.terrain}
    for pair in sorted(sorted(p) for p in board.bridgeable):  # a fixed order, whatever the hash seed
        a, b = pair
        out[a].append((a, b))
        out[b].append((a, b))
    return {h: tuple(v) for h, v in out.items()}


def reach_map(s: TMState, own: set[str]) -> dict[str, str]:
    """``rules.reach`` for every free land hex at once: "direct", "shipping" or "range"."""
    if not own:
        return {}
    board = rules.board_of(s)
    out: dict[str, str] = {}
    for o in own:
        for n in board.land_neighbours[o]:
            out[n] = "direct"
    for a, b in s.bridges:
        if a in own:
            out[b] = "direct"
        if b in own:
            out[a] = "direct"
    level = rules.shipping_level(s)
    if level:
        for o in own:
            for h, d in board.shipping[o].items():
                if d <= level and h not in out:
                    out[h] = "shipping"
    extra = rules.range_reach(s)
    if extra:
        for o in own:
            for h, d in board.land_distance[o].items():
                if d <= extra + 1 and h not in out:
                    out[h] = "range"
    return {h: how for h, how in out.items() if h not in s.buildings}


class Checker:
    """What the rules need to know about one state, computed once."""

    def __init__(self, s: TMState) -> None:
        self.s = s
        self.fac = rules.faction_of(s)
        self.cat = catalogue()
        self.own = {h for h, (owner, _) in s.buildings.items() if owner == "player"}
        self.count = {k: 0 for k in BUILDINGS}
        for owner, kind in s.buildings.values():
            if owner == "player":
                self.count[kind] += 1
        self.sh = self.count["SH"] > 0
        self.limits = self.cat.tables.building_limits
        self.reach = reach_map(s, self.own)
        self.wheel = self.cat.tables.wheel
        self.have = (s.coins, s.workers, s.priests, s.power[2])
        dig = self.fac.digging
        self.spade_vec = vector(dig.spade_cost[min(s.digging, len(dig.spade_cost) - 1)])
        self.d_vec = vector(self.fac.buildings["D"].cost)
        self.d_ok = self.count["D"] < self.limits["D"]
        rng = self.fac.range
        self.range_vec = vector((rng.cost_sh if self.sh else rng.cost) if rng else {})
        self._vias: dict[str, tuple[int, tuple[int, ...], bool] | None] = {}

    # --- resources -----------------------------------------------------------------

    def affordable(self, cost: dict[str, int]) -> bool:
        s = self.s
        return all((s.power[2] if r == "power" else getattr(s, r)) >= n for r, n in cost.items())

    def power_action_open(self, number: int) -> bool:
        s = self.s
        return (number not in s.blocked and f"ACT{number}" not in s.used
                and s.power[2] >= self.cat.power_actions[number].cost)

    def land_adjacent(self, h: str) -> bool:
        """Where the Nomads' Sandstorm reaches (by land, a bridge does not count)."""
        return rules.sandstorm_adjacent(self.s, h)

    def special_open(self, key: str) -> bool:
        return key not in self.s.used

    # --- building ------------------------------------------------------------------

    def transform_ok(self, h: str, via: str, build: bool, target: str | None) -> bool:
        """Mirrors ``rules._transform_build`` without changing anything."""
        s, fac = self.s, self.fac
        target = target or fac.home
        how = "ride" if via == "ride" else self.reach.get(h)
        if via == "sandstorm" and not self.land_adjacent(h):
            return False
        if how is None:
            return False
        if via in SH_ABILITY and (fac.sh_action != SH_ABILITY[via] or not self.sh or "SH" in s.used):
            return False
        if via == "ride" and (s.terrain[h] != fac.home or not build):
            return False
        free = FREE_SPADES.get(via, 0)
        cost: dict[str, int] = {}
        if via in ("ACT5", "ACT6"):
            number = int(via[3])
            if not self.power_action_open(number):
                return False
            cost["power"] = self.cat.power_actions[number].cost
        elif via == "BON1" and (s.bonus != "BON1" or "BON1" in s.used):
            return False
        if via == "pending":
            first = s.pending[0]
            free = first.amount
            if build and (first.source == "round" or not first.build):
                return False
        if fac.fixed_spades and target != fac.home and s.rules_version >= 2:
            return False
        need = 0 if via in ("sandstorm", "ride") else rules.spades_needed(s, s.terrain[h], target)
        if via == "sandstorm" and target != "yellow":
            return False
        bought = max(0, need - free)
        if bought and (via == "pending" and not rules.may_top_up(s.pending[0]) or via == "giants"):
            return False
        if need == 0 and via not in ("sandstorm", "ride") and not build:
            return False

        def add(what: dict[str, int], times: int = 1) -> None:
            for r, n in what.items():
                cost[r] = cost.get(r, 0) + n * times

        if how == "range":
            rng = fac.range
            add(rng.cost_sh if self.sh else rng.cost)  # type: ignore[union-attr]
        if bought:
            add(fac.digging.spade_cost[min(s.digging, len(fac.digging.spade_cost) - 1)], bought)
        if build:
            final = "yellow" if via == "sandstorm" else target
            if final != fac.home or self.count["D"] >= self.limits["D"]:
                return False
            if via != "ride":  # the Witches' Ride dwelling is free
                add(fac.buildings["D"].cost)
        return self.affordable(cost)

    def upgrade_ok(self, h: str, to: str, free: bool) -> bool:
        s, fac = self.s, self.fac
        if free and (to != "TP" or fac.sh_action != "free_trading_house" or not self.sh or "SH" in s.used):
            return False
        if self.count[to] >= self.limits[to]:
            return False
        if free:
            return True
        cost = dict(fac.buildings[to].cost)
        if to == "TP" and not any(s.buildings.get(n, ("player",))[0] != "player" for n in rules.direct_neighbours(s, h)):
            cost["coins"] *= self.cat.tables.trading_house_isolated_factor
        return self.affordable(cost)

    def bridge_ok(self, a: str, b: str, via: str) -> bool:
        s = self.s
        if len(s.bridges) >= self.cat.tables.bridges or not ({a, b} & self.own):
            return False
        if any({a, b} == {x, y} for x, y in s.bridges):
            return False
        if via == "engineers":
            return self.fac.bridge_action is not None and self.affordable(self.fac.bridge_action)
        return self.power_action_open(1)

    # --- the moves -------------------------------------------------------------------

    def via_info(self, via: str) -> tuple[int, tuple[int, ...], bool] | None:
        """Free spades, fixed cost (as a vector) and whether a dwelling may be built, or None if unusable now."""
        cached = self._vias.get(via, False)
        if cached is not False:
            return cached  # type: ignore[return-value]
        s, fac = self.s, self.fac
        info: tuple[int, tuple[int, ...], bool] | None = None
        if via == "dig":
            info = (0, ZERO, True)
        elif via in ("ACT5", "ACT6"):
            number = int(via[3])
            if self.power_action_open(number):
                info = (FREE_SPADES[via], vector({"power": self.cat.power_actions[number].cost}), True)
        elif via == "BON1":
            if s.bonus == "BON1" and "BON1" not in s.used:
                info = (1, ZERO, True)
        elif via in SH_ABILITY:
            if fac.sh_action == SH_ABILITY[via] and self.sh and "SH" not in s.used:
                info = (FREE_SPADES.get(via, 0), ZERO, True)
        elif via == "pending":
            first = s.pending[0]
            info = (first.amount, ZERO, first.build and first.source != "round")
        self._vias[via] = info
        return info

    def spades_affordable(self, base: tuple[int, ...]) -> int:
        """How many spades can be bought on top of ``base`` (-1: not even ``base``)."""
        have = self.have
        if any(b > h for b, h in zip(base, have)):
            return -1
        per = self.spade_vec
        return min(((h - b) // p for h, b, p in zip(have, base, per) if p), default=BIG)

    def transforms(self, h: str, vias: tuple[str, ...]) -> Iterator[Action]:
        """``rules.transforms_at``, keeping the legal ones (the checks of ``rules._transform_build``)."""
        s, fac = self.s, self.fac
        current = s.terrain[h]
        home = fac.home
        how = self.reach.get(h)
        if how is None:
            return
        extra = self.range_vec if how == "range" else ZERO
        need_to = spade_table(s.faction)[current]  # type: ignore[index]
        giants_home_only = bool(fac.fixed_spades) and s.rules_version >= 2  # they transform only into their home
        for via in vias:
            info = self.via_info(via)
            if info is None:
                continue
            free, base, can_build = info
            base = add(base, extra)
            if via == "sandstorm":
                if not self.land_adjacent(h):
                    continue
                if home == "yellow" and can_build and self.d_ok and self.spades_affordable(add(base, self.d_vec)) >= 0:
                    yield transform(h, via, True, None)
                if current != "yellow" and self.spades_affordable(base) >= 0:
                    yield transform(h, via, False, "yellow")
                continue
            no_buying = via == "giants" or via == "pending" and not rules.may_top_up(s.pending[0])
            if can_build and self.d_ok:
                bought = max(0, need_to[home] - free)
                if not (bought and no_buying) and bought <= self.spades_affordable(add(base, self.d_vec)):
                    yield transform(h, via, True, None)
            room = self.spades_affordable(base)
            if room < 0:
                continue
            for c in self.wheel:
                if c == current or giants_home_only and c != home:
                    continue
                bought = max(0, need_to[c] - free)
                if bought > (0 if no_buying else room):
                    continue
                yield transform(h, via, False, None if c == home else c)

    def hex_moves(self, h: str, seen: set[tuple[str, str, str]]) -> Iterator[Action]:
        """``rules.candidates_at`` (no pending decision), keeping the legal ones."""
        s = self.s
        building = s.buildings.get(h)
        if building is None:
            if h in self.reach:
                yield from self.transforms(h, rules.VIAS)
            if self.fac.sh_action == "witches_ride" and s.terrain[h] == self.fac.home and self.transform_ok(h, "ride", True, None):
                yield TransformBuild(hex=h, via="ride")
            colour = s.terrain[h]
            if (colour in s.colours and rules.opponent_action_open(s, colour, "place")
                    and s.opp_supply[colour]["D"] > 0):
                yield OpponentPlace(colour=colour, hex=h)
        else:
            owner, kind = building
            if owner == "player":
                for to, frm in rules.UPGRADES.items():
                    if frm == kind and self.upgrade_ok(h, to, False):
                        yield Upgrade(hex=h, to=to)  # type: ignore[arg-type]
                if kind == "D" and self.upgrade_ok(h, "TP", True):
                    yield Upgrade(hex=h, to="TP", free=True)
            elif (owner in s.colours and kind == "D" and rules.opponent_action_open(s, owner, "upgrade")
                  and s.opp_supply[owner]["TP"] > 0):
                yield OpponentUpgrade(colour=owner, hex=h)
        for a, b in bridges_at(s.map_id)[h]:
            for via in ("ACT1", "engineers"):
                if (a, b, via) in seen or not ({a, b} & self.own):
                    continue
                seen.add((a, b, via))
                if self.bridge_ok(a, b, via):
                    yield Bridge(a=a, b=b, via=via)  # type: ignore[arg-type]

    def turn_moves(self) -> list[Action]:
        s, fac = self.s, self.fac
        moves: list[Action] = []
        seen: set[tuple[str, str, str]] = set()
        for h in s.terrain:
            moves.extend(self.hex_moves(h, seen))
        if s.shipping < fac.shipping.max and self.affordable(fac.shipping.cost):
            moves.append(AdvanceShipping())
        if s.digging < fac.digging.max and self.affordable(fac.digging.cost):
            moves.append(AdvanceDigging())
        if s.priests >= 1:
            for c in CULTS:
                free = rules.free_priest_spaces(s, c)
                for n in (3, 2, 1):
                    if n == 1 or free.get(n, 0) > 0:
                        moves.append(SendPriest(cult=c, steps=n))  # type: ignore[arg-type]
        moves += [PowerAction(number=n) for n in (2, 3, 4) if self.power_action_open(n)  # type: ignore[arg-type]
                  and ("priests" not in self.cat.power_actions[n].gain or rules.priests_room(s) >= 1)]
        moves += [RiverTown(river=r) for r in rules.river_town_candidates(s) if rules.river_town_group(s, r) is not None]
        if fac.sh_action == "double_turn" and self.sh and self.special_open("SH"):
            moves.append(DoubleAction())
        auren = fac.sh_action == "cult_two" and self.sh
        for c in CULTS:
            if s.bonus == "BON2" and self.special_open("BON2"):
                moves.append(CultAction(cult=c, via="BON2"))
            if "FAV6" in s.favours and self.special_open("FAV6"):
                moves.append(CultAction(cult=c, via="FAV6"))
            if auren and self.special_open("SH"):
                moves.append(CultAction(cult=c, via="auren"))
        pairs = list(rules.CONVERSIONS) + [("vp", "coins"), ("coins", "vp")]
        for src, dst in pairs:
            rate = rules.conversion(s, src, dst)
            if rate is None or not self.affordable(rate[0]):
                continue
            if "priests" in rate[1] and rules.priests_room(s) < 1:
                continue
            moves.append(Convert(source=src, target=dst))  # type: ignore[arg-type]
        if s.power[1] >= 2:
            moves.append(Burn(count=1))
        last = s.round == self.cat.tables.rounds
        moves += [Pass()] if last else [Pass(tile=t) for t in s.bonus_pool]
        return moves

    def pending_moves(self) -> list[Action]:
        s = self.s
        first = s.pending[0]
        if first.kind == "leech":
            return [Leech(accept=True), Leech(accept=False)]
        if first.kind == "favour":
            return [TakeFavour(tile=t) for t in rules.favours_available(s)]
        if first.kind == "town":
            return [TakeTown(tile=t) for t in rules.towns_available(s)]
        if first.kind == "workers_to_priests":
            top = min(first.amount, s.workers, rules.priests_room(s))
            return [WorkersToPriests(count=n) for n in range(first.amount + 1) if n <= top]
        moves: list[Action] = [DropSpades()]
        for h in s.terrain:
            if h in self.reach:
                moves.extend(self.transforms(h, ("pending",)))
        return moves


def legal_moves(s: TMState) -> list[Action]:
    """Every legal move of the player now, as ``[m for m in candidate_moves(s) if is_legal(s, m)]``."""
    if s.phase != "actions" or s.faction is None:
        return [m for m in rules.candidate_moves(s) if rules.is_legal(s, m)]
    checker = Checker(s)
    return checker.pending_moves() if s.pending else checker.turn_moves()
