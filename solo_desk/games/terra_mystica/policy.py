"""A random legal player that plays somewhat like a player, for self-play and the playout tests.

Still seeded and random, but it builds and upgrades while it can, takes the useful actions next
(tracks, priests, power actions, bridges, the opponents' new actions), converts resources now and
then, and passes only now and again while something better is open: games reach the late game
(strongholds, sanctuaries, towns) instead of passing every round after a few moves.
"""
from __future__ import annotations

import random

from solo_desk.core.actions import Action

from . import rules
from .state import (
    Burn, Convert, DropSpades, Leech, OpponentPlace, OpponentUpgrade, Pass, TMState, TransformBuild, Upgrade, WorkersToPriests,
)

PASS_WHILE_BUILDING = 0.03  # chance to pass although a build or upgrade is possible
PASS_OTHERWISE = 0.1  # chance to pass when only other actions are left
CONVERT = 0.25  # chance to convert resources or burn power instead of another action
TRANSFORM_ONLY = 0.1  # chance to keep a transform-only move (they mostly spend workers for nothing)
ACCEPT_POWER = 0.85
OPPONENT = 0.05  # chance to play one of the variant's opponent actions (they take the player's land)
CHEAPEST = 0.7  # among the dwellings, one needing the fewest spades
DWELLING = 0.6  # a new dwelling rather than an upgrade, when both are possible


def random_move(s: TMState, rng: random.Random) -> Action:
    moves = rules.legal_moves(s)
    if not moves:
        raise AssertionError("no legal move")  # the rules always allow passing
    if s.phase != "actions":
        return rng.choice(moves)
    if s.pending:
        return pending_choice(s, moves, rng)
    dwellings = [m for m in moves if isinstance(m, TransformBuild) and m.build]
    upgrades = [m for m in moves if isinstance(m, Upgrade)]
    passes = [m for m in moves if isinstance(m, Pass)]
    converts = [m for m in moves if isinstance(m, (Convert, Burn))]
    opponents = [m for m in moves if isinstance(m, (OpponentPlace, OpponentUpgrade))]
    others = [
        m for m in moves
        if not isinstance(m, (Upgrade, Pass, Convert, Burn, TransformBuild, OpponentPlace, OpponentUpgrade))
        or isinstance(m, TransformBuild) and not m.build and rng.random() < TRANSFORM_ONLY
    ]
    if converts and rng.random() < CONVERT:
        return rng.choice(converts)
    if opponents and rng.random() < OPPONENT:
        return rng.choice(opponents)
    if dwellings or upgrades:
        if rng.random() < PASS_WHILE_BUILDING:
            return rng.choice(passes)
        if dwellings and (not upgrades or rng.random() < DWELLING):
            if rng.random() < CHEAPEST:
                home = rules.faction_of(s).home
                cost = [rules.spades_needed(s, s.terrain[m.hex], home) for m in dwellings]
                dwellings = [m for m, c in zip(dwellings, cost) if c == min(cost)]
            return rng.choice(dwellings)
        return rng.choice(upgrades)
    if others and rng.random() >= PASS_OTHERWISE:
        return rng.choice(others)
    return rng.choice(passes)


def pending_choice(s: TMState, moves: list[Action], rng: random.Random) -> Action:
    """Power offers mostly accepted; held spades used (a dwelling when possible) rather than dropped."""
    kind = s.pending[0].kind
    if kind == "leech":
        return Leech(accept=rng.random() < ACCEPT_POWER)
    if kind == "workers_to_priests":
        return max(moves, key=lambda m: m.count if isinstance(m, WorkersToPriests) else -1)
    if kind == "spades":
        used = [m for m in moves if not isinstance(m, DropSpades)]
        building = [m for m in used if isinstance(m, TransformBuild) and m.build]
        home = [m for m in used if isinstance(m, TransformBuild) and m.target is None]
        for group in (building, home, used):
            if group:
                return rng.choice(group)
    return rng.choice(moves)
