"""Building Concordia positions for tests."""
from __future__ import annotations

import itertools
from typing import Any

from solo_desk.core.errors import IllegalAction
from solo_desk.games.concordia import GAME, bot, rules
from solo_desk.games.concordia.state import GOODS, ConcordiaState, SideState


def goods(**counts: int) -> dict[str, int]:
    return {g: counts.get(g, 0) for g in GOODS}


def fresh(seed: int = 1, mode: str = "digital", **options: Any) -> ConcordiaState:
    return GAME.new_state(options, seed, mode)  # type: ignore[return-value]


def with_side(state: ConcordiaState, side: str, **changes: Any) -> ConcordiaState:
    who: SideState = state.side(side)  # type: ignore[arg-type]
    return state.model_copy(update={side: who.model_copy(update=changes)})


def ai_turn(state: ConcordiaState, **changes: Any) -> ConcordiaState:
    """The same position, with the AI to move and the AI's side changed."""
    return with_side(state.model_copy(update={"turn": "automa"}), "automa", **changes)


def all_cities(state: ConcordiaState, good: str) -> list[str]:
    return rules.cities_of(state, good)  # type: ignore[arg-type]


def set_city_goods(state: ConcordiaState, mapping: dict[str, str]) -> ConcordiaState:
    return state.model_copy(update={"city_goods": {**state.city_goods, **mapping}})


BUILD, TAKE, BUY = "1", "8", "5"  # d12 action rolls
GOOD_ROLL = {"brick": "1", "food": "5", "tools": "7", "wine": "9", "cloth": "11"}  # d12 goods rolls


def set_display(state: ConcordiaState, cards: list[str]) -> ConcordiaState:
    """The display as given (left to right); every other unowned card in the stack."""
    owned = set(state.player.cards()) | set(state.automa.cards())
    rest = [c for c in state.stack + tuple(c for c in state.display if c) if c not in cards and c not in owned]
    return state.model_copy(update={"display": tuple(cards), "stack": tuple(rest)})


def rolling(state: ConcordiaState, **outcomes: str) -> ConcordiaState:
    """The same position, with the game's own stream set to draw these AI outcomes
    (``action_roll``, ``goods_roll``, ``tie``) on the AI's next turn: a digital game
    refuses recorded dice that are not its stream's, so a test choosing the dice
    chooses where the stream stands."""
    for counter in itertools.count(state.rng_counter):
        probe = state.model_copy(update={"rng_counter": counter})
        try:
            bot.resolve(probe, outcomes, ask=False, exact=True)
        except IllegalAction:
            continue
        return probe
    raise AssertionError("unreachable")


def propose_turn(state: ConcordiaState, **rolls: str):
    proposal = GAME.propose(state, rolls or None)
    assert proposal.status == "automa_turn", proposal
    return proposal.actions[0], proposal


def full_ai_goods(state: ConcordiaState, good: str) -> dict[str, int]:
    """Goods filling the AI storehouse beside its stored colonists."""
    room = 12 - sum(state.automa.store_colonists.values())
    return goods(**{good: room})
