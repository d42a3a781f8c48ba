"""The two-player game of 7 Wonders Architects (ARCH-SETUP-2P, ARCH-DATA-2P): set-up,
legal actions, apply, scoring. Pure Python; never mutates the state it is given.

The rulebook lets a player take a turn's actions in any order; the engine fixes one
(decisions.json): a card is placed (Cat, horns), then science sets, then the mandatory
constructions (each followed by its effect), then the extra cards the card (or the
construction, Architecture) grants (extra_card_timing; the other reading, kept for the
saves written with it, takes them before the science set), and the Battle at the end of
the turn.
"""
from __future__ import annotations

import functools
import itertools
from collections import Counter
from typing import Any

from solo_desk.core.actions import Action, Side
from solo_desk.core.errors import BadInput, IllegalAction, InconsistentState, MalformedAction
from solo_desk.core.game import GameResult
from solo_desk.core.rng import Chance

from .content import RESOURCES, SYMBOLS, Stage, card_name, card_names, content, kind, token, token_name, wonder
from .state import (
    DECKS, SIDES, STACK, UNKNOWN, Answer, ArchitectsState, Build, ChooseHaliDeck, ChooseToken, Deck,
    DiscardCentral, FlipCentral, KeepCard, Skip, Tableau, Take, Task, other,
)

DECISIONS = frozenset({"pick", "cat_flip", "discard_central", "build", "token", "hali_deck", "hali_keep", "ask"})
PLAYER_DECKS = ("player", "automa")


# -- small helpers ---------------------------------------------------------------


def copy_with(model: Any, **changes: Any) -> Any:
    """model_copy(update=...) without its overhead: apply() copies the state many times."""
    new = object.__new__(type(model))
    data = dict(model.__dict__)
    data.update(changes)
    object.__setattr__(new, "__dict__", data)
    object.__setattr__(new, "__pydantic_fields_set__", model.__pydantic_fields_set__ | changes.keys())
    object.__setattr__(new, "__pydantic_extra__", None)
    object.__setattr__(new, "__pydantic_private__", None)
    return new


@functools.cache
def make_task(kind: str, reason: str = "", deck: str = "", index: int = 0, card: str = "") -> Task:
    """Tasks are frozen values: the same one is shared wherever it is queued."""
    return Task(kind=kind, reason=reason, deck=deck, index=index, card=card)


def _set(state: ArchitectsState, **changes: Any) -> ArchitectsState:
    return copy_with(state, **changes)


def _push(state: ArchitectsState, *tasks: Task, pop: bool = True) -> ArchitectsState:
    rest = state.queue[1:] if pop else state.queue
    return _set(state, queue=tuple(tasks) + rest)


@functools.cache
def _order(card: str) -> int:
    return content().kind_order.index(card)


def _sorted(cards: list[str] | tuple[str, ...]) -> tuple[str, ...]:
    return tuple(sorted(cards, key=_order))


def _remove(cards: tuple[str, ...], taken: list[str] | tuple[str, ...]) -> tuple[str, ...]:
    rest = list(cards)
    for card in taken:
        rest.remove(card)
    return tuple(rest)


def _with_side(state: ArchitectsState, who: Side, **changes: Any) -> ArchitectsState:
    tableau = copy_with(state.side(who), **changes)
    return _set(state, **{who: tableau})


def _with_deck(state: ArchitectsState, deck_id: str, deck: Deck) -> ArchitectsState:
    return _set(state, decks={**state.decks, deck_id: deck})


def _chance(state: ArchitectsState) -> Chance:
    return Chance(state.seed, state.rng_counter)


def expand(counts: dict[str, int]) -> list[str]:
    return [k for k in content().kind_order for _ in range(counts.get(k, 0))]


def die_pick(dice: list[int], count: int) -> int | None:
    """Index among `count` equally likely options chosen by d6 rolls (ARCH-SETUP-DIE):
    the faces are split evenly, leftover faces are rolled again. None: roll again."""
    usable = 6 - 6 % count
    roll = dice[-1]
    return None if roll > usable else (roll - 1) * count // usable


# -- set-up ------------------------------------------------------------------------


def new_state(options: dict[str, Any], seed: int, mode: str) -> ArchitectsState:
    c = content()
    chance = Chance(seed, 0)
    player_wonder, automa_wonder = _choose_wonders(options, chance)
    n_start = c.start_tokens_by_difficulty[options["difficulty"]]
    state = ArchitectsState(
        mode=mode, seed=seed, options=dict(options), turn=options["first_player"],
        player=Tableau(wonder=player_wonder), automa=Tableau(wonder=automa_wonder), decks={},
    )
    compositions = {"player": wonder(player_wonder).deck, "automa": wonder(automa_wonder).deck, "central": c.central_deck}
    if mode == "companion":
        decks = {d: Deck(cards=(UNKNOWN,) * sum(comp.values()), unknown={k: n for k, n in comp.items() if n}) for d, comp in compositions.items()}
        queue = [make_task(kind="ask", reason="start_die")] if n_start else []
        queue += [make_task(kind="refill")] * c.face_up_tokens
        queue += [make_task(kind="ask", reason="card", deck=d) for d in PLAYER_DECKS] + [make_task(kind="turn_start")]
        state = _set(state, decks=decks, token_stack=(UNKNOWN,) * len(c.token_pool()), queue=tuple(queue))
        return advance(state)
    decks = {d: Deck(cards=tuple(chance.shuffled(expand(comp)))) for d, comp in compositions.items()}
    start: list[str] = []
    dice: list[int] = []
    if n_start:
        dice.append(chance.die())
        start = start_tokens(automa_wonder, n_start, dice[0])
    pool = c.token_pool()
    for t in start:
        pool.remove(t)
    stack = chance.shuffled(pool)
    state = _set(
        state, decks=decks, automa=state.automa.model_copy(update={"tokens": tuple(start)}),
        tokens_face_up=tuple(stack[: c.face_up_tokens]), token_stack=tuple(stack[c.face_up_tokens :]),
        start_dice=tuple(dice), rng_counter=chance.counter, queue=(make_task(kind="turn_start"),),
    )
    return advance(state)


def _choose_wonders(options: dict[str, Any], chance: Chance) -> tuple[str, str]:
    ids = list(content().wonders)
    chosen = {"player": options["player_wonder"], "automa": options["automa_wonder"]}
    if chosen["player"] != "random" and chosen["player"] == chosen["automa"]:
        spec = content().wonders.get(chosen["player"])
        name = {"en": spec.name, "it": spec.name_it} if spec is not None else chosen["player"]
        raise BadInput("architects.error.same_wonder", {"wonder": name})
    for who in SIDES:
        if chosen[who] == "random":
            free = [w for w in ids if w not in chosen.values()]
            chosen[who] = chance.choice(free)
    return chosen["player"], chosen["automa"]


def start_tokens(automa_wonder: str, count: int, die: int) -> list[str]:
    """ARCH-LEVEL-NORMAL: die 1-2/3-4/5-6 gives option 1/2/3; ARCH-LEVEL-HARD: the same
    die excludes that option and the Opponent takes the other two."""
    options = list(content().start_token_options[automa_wonder])
    index = (die - 1) // 2
    return [options[index]] if count == 1 else [t for i, t in enumerate(options) if i != index]


# -- queries --------------------------------------------------------------------------


def available_stages(tableau: Tableau) -> list[Stage]:
    """Stages not built whose lower levels are all built (build_order in decisions.json)."""
    stages = wonder(tableau.wonder).stages
    return [
        s for s in stages
        if s.number not in tableau.built and all(o.number in tableau.built for o in stages if o.level < s.level)
    ]


def economy_ready(state: ArchitectsState, who: Side) -> bool:
    return "economy" in state.side(who).tokens and "economy" not in state.tokens_used


def payments(held: Counter, stage: Stage, engineering: bool, economy: bool) -> list[tuple[tuple[str, ...], bool]]:
    """Every set of Grey/Yellow cards that pays the stage exactly, with the Economy flag."""
    greys = [r for r in RESOURCES for _ in range(min(held[r], stage.cost))]
    if engineering:
        grey_sets = {combo for n in range(stage.cost + 1) for combo in itertools.combinations(greys, n)}
    elif stage.requirement == "identical":
        grey_sets = {()} | {(r,) * n for r in RESOURCES for n in range(1, min(held[r], stage.cost) + 1)}
    else:
        distinct = [r for r in RESOURCES if held[r]]
        grey_sets = {combo for n in range(min(len(distinct), stage.cost) + 1) for combo in itertools.combinations(distinct, n)}
    gold = held["gold"]
    found = []
    for combo in sorted(grey_sets):
        need = stage.cost - len(combo)
        ways = []
        if need == 0:
            ways.append((0, False))
        else:
            if gold >= need:
                ways.append((need, False))
            if economy and need >= 2 and gold >= need - 1:
                ways.append((need - 1, True))
        found += [(tuple(combo) + ("gold",) * coins, econ) for coins, econ in ways]
    return found


def coin_value(held: Counter, economy: bool) -> int:
    """Coins the Yellow cards are worth for one construction (Economy: one of them counts 2)."""
    return held["gold"] + (1 if economy and held["gold"] else 0)


def progress(held: Counter, stage: Stage, engineering: bool, economy: bool) -> int:
    """How much of the stage's requirement the held Grey/Yellow cards already meet
    (== stage.cost exactly when `payments` finds at least one way to pay it)."""
    if engineering:
        base = sum(held[r] for r in RESOURCES)
    elif stage.requirement == "identical":
        base = max(held[r] for r in RESOURCES)
    else:
        base = sum(1 for r in RESOURCES if held[r])
    return min(stage.cost, base + coin_value(held, economy))


def can_build(state: ArchitectsState, who: Side, extra: str | None = None) -> bool:
    """Whether some available stage is payable (with `extra` added to the cards): the same
    answer as ``bool(build_options(...))`` without listing every payment."""
    tableau = state.side(who)
    if len(tableau.built) >= 5:
        return False
    held = Counter(tableau.cards)
    if extra is not None:
        held[extra] += 1
    engineering = "engineering" in tableau.tokens
    economy = economy_ready(state, who)
    return any(progress(held, s, engineering, economy) >= s.cost for s in available_stages(tableau))


def build_options(state: ArchitectsState, who: Side) -> list[Build]:
    tableau = state.side(who)
    held = Counter(tableau.cards)
    engineering = "engineering" in tableau.tokens
    economy = economy_ready(state, who)
    return [
        Build(stage=s.number, payment=pay, economy=econ, by=who)
        for s in available_stages(tableau)
        for pay, econ in payments(held, s, engineering, economy)
    ]


def shields(state: ArchitectsState, who: Side) -> int:
    """Red-card Shields + Rhodes' shield stages + Tactics (ARCH-AMB-09: the total by normal rules)."""
    tableau = state.side(who)
    total = sum(kind(c).shields for c in tableau.cards)
    w = wonder(tableau.wonder)
    if w.effect == "shield":
        total += sum(1 for n in tableau.built if w.stage(n).effect)
    return total + sum(token(t).shields for t in tableau.tokens)


def red_shields(state: ArchitectsState, who: Side) -> int:
    return sum(kind(c).shields for c in state.side(who).cards)


def science_set(cards: tuple[str, ...]) -> tuple[str, ...] | None:
    held = Counter(c for c in cards if c in SYMBOLS)
    for symbol in SYMBOLS:
        if held[symbol] >= 2:
            return (symbol, symbol)
    return SYMBOLS if all(held[s] for s in SYMBOLS) else None


def tokens_left(state: ArchitectsState) -> bool:
    return bool(state.tokens_face_up or state.token_stack)


def spent_tokens(state: ArchitectsState) -> frozenset[str]:
    """The Progress tokens that grant nothing more this turn (decisions.json
    extra_card_once_per_turn): those used, and those whose extra card is already granted
    but not yet placed (its pick queued or being chosen, its take or placement pending).
    The one place for the fact: the engine's grants and the Opponent's ARCH-PRIO-1 read it."""
    pending = {t.reason[6:] for t in state.queue if t.reason.startswith("token:")}
    return frozenset(state.tokens_used).union(pending)


def triggered_tokens(state: ArchitectsState, who: Side, card: str | None, build: bool = False) -> list[str]:
    """The held extra-card Progress tokens, not spent this turn (`spent_tokens`), that
    taking `card` (or a build) triggers: each grants one extra card."""
    found: list[str] = []
    k = kind(card) if card else None
    spent = spent_tokens(state)
    for t in state.side(who).tokens:
        spec = token(t)
        if spec.kind != "extra_card" or t in spent or t in found or spec.trigger is None:
            continue
        trig = spec.trigger
        if build:
            hit = trig.build
        else:
            hit = k is not None and (
                (k.resource is not None and k.resource in trig.resources)
                or k.color in trig.colors
                or (trig.horns and k.horns > 0)
            )
        if hit:
            found.append(t)
    return found


def unknown_tokens(state: ArchitectsState) -> Counter:
    pool = Counter(content().token_pool())
    pool.subtract(state.tokens_face_up)
    pool.subtract(state.player.tokens)
    pool.subtract(state.automa.tokens)
    pool.subtract(t for t in state.token_stack if t != UNKNOWN)
    return +pool


def token_drawer(state: ArchitectsState) -> Side | None:
    """Who draws, from the face-down stack, the Progress token the table is asked about (a science
    pair, Babylon, a face-down pick); None when it is revealed on offer (set-up, a refill)."""
    following = state.queue[1] if len(state.queue) > 1 else None
    return state.turn if following is not None and following.kind == "draw_token" else None


def question_choices(state: ArchitectsState, task: Task) -> list[str]:
    if task.reason == "card":
        return [k for k in content().kind_order if state.decks[task.deck].unknown.get(k, 0) > 0]
    if task.reason == "token":
        return list(unknown_tokens(state))
    return [str(v) for v in range(1, 7)]


# -- the work queue -----------------------------------------------------------------


def advance(state: ArchitectsState, battles: list[dict[str, Any]] | None = None,
            effect_cards: list[str] | None = None) -> ArchitectsState:
    """Run automatic tasks until a decision (with at least one option) or the end; each battle
    fought on the way is added to ``battles`` (as ``battle_outcome`` tells it), each card a Wonder's
    effect places by itself (Ephesus, Olympia) to ``effect_cards``."""
    while state.ended is None and state.queue:
        task = state.queue[0]
        if task.kind in DECISIONS:
            if _has_options(state, task):
                return state
            state = _push(state)
            continue
        if effect_cards is not None and task.kind == "placed" and task.reason in SELF_TAKING_EFFECTS.values():
            effect_cards.append(task.card)
        before = state
        state = AUTOMATIC[task.kind](state, task)
        if battles is not None and before.battle_pending and not state.battle_pending:
            battles.append(battle_outcome(before))
    return state


def _has_options(state: ArchitectsState, task: Task) -> bool:
    if task.kind == "pick":
        return any(state.decks[d].cards for d in DECKS)
    if task.kind == "token":
        return tokens_left(state)
    if task.kind == "hali_deck":
        return any(state.decks[d].cards for d in PLAYER_DECKS)
    if task.kind == "cat_flip":
        return bool(state.decks["central"].cards) and not state.central_face_up
    if task.kind == "discard_central":
        return bool(state.decks["central"].cards) and state.central_face_up
    if task.kind == "build":
        return can_build(state, state.turn)
    return True


def _turn_start(state: ArchitectsState, task: Task) -> ArchitectsState:
    state = _set(state, tokens_used=())
    if not any(state.decks[d].cards for d in DECKS):
        return _set(state, ended="decks_empty", queue=())
    tasks = [make_task(kind="pick", reason="main"), make_task(kind="end_turn")]
    if state.turn == "automa" and state.cat == "automa":
        tasks.insert(0, make_task(kind="cat_flip"))
    return _push(state, *tasks)


def _take(state: ArchitectsState, task: Task) -> ArchitectsState:
    deck = state.decks[task.deck]
    if not deck.cards:
        return _push(state)
    if deck.cards[0] == UNKNOWN:
        return _push(state, make_task(kind="ask", reason="card", deck=task.deck), task)
    card = deck.cards[0]
    state = _with_deck(state, task.deck, copy_with(deck, cards=deck.cards[1:]))
    if task.deck == "central":
        state = _set(state, central_face_up=False)
    return _push(state, *_reveal_top(state, task.deck), make_task(kind="placed", card=card, reason=task.reason))


def _reveal_top(state: ArchitectsState, deck_id: str) -> list[Task]:
    """A Wonder deck's new top card is face up: in companion mode the table must say which."""
    cards = state.decks[deck_id].cards
    if deck_id != "central" and cards and cards[0] == UNKNOWN:
        return [make_task(kind="ask", reason="card", deck=deck_id)]
    return []


def _take_both(state: ArchitectsState, task: Task) -> ArchitectsState:
    """Olympia: the top cards of both Wonder decks, taken together, then placed."""
    mover = state.turn
    placed, asks = [], []
    for deck_id in (mover, other(mover)):
        deck = state.decks[deck_id]
        if deck.cards:
            placed.append(make_task(kind="placed", card=deck.cards[0], reason="olympia"))
            state = _with_deck(state, deck_id, copy_with(deck, cards=deck.cards[1:]))
            asks += _reveal_top(state, deck_id)
    return _push(state, *asks, *placed)


def _placed(state: ArchitectsState, task: Task) -> ArchitectsState:
    who, card = state.turn, task.card
    spec = kind(card)
    state = _with_side(state, who, cards=_sorted(state.side(who).cards + (card,)))
    if task.reason.startswith("token:"):
        state = _set(state, tokens_used=state.tokens_used + (task.reason[6:],))
    if spec.cat:
        state = _set(state, cat=who)
    if spec.horns:
        flipped = min(spec.horns, content().conflict_tokens - state.conflict)
        if flipped:
            conflict = state.conflict + flipped
            state = _set(state, conflict=conflict, battle_pending=state.battle_pending or conflict == content().conflict_tokens)
    extras = [make_task(kind="pick", reason=f"token:{t}") for t in triggered_tokens(state, who, card)]
    return _push(state, *_then_extras(state, [make_task(kind="check")], extras))


def _then_extras(state: ArchitectsState, consequences: list[Task], extras: list[Task]) -> list[Task]:
    """decisions.json extra_card_timing: the extra cards a token grants are chosen after the
    card's science set and construction (``check``), or before them in the other reading."""
    if state.extra_card_timing == "before_consequences":
        return extras + consequences
    return consequences + extras


def _check(state: ArchitectsState, task: Task) -> ArchitectsState:
    who = state.turn
    tableau = state.side(who)
    used = science_set(tableau.cards)
    if used and tokens_left(state):
        state = _with_side(state, who, cards=_remove(tableau.cards, used))
        state = _set(state, discard=state.discard + used)
        return _push(state, make_task(kind="token", reason="science"), make_task(kind="check"))
    if can_build(state, who):
        return _push(state, make_task(kind="build"))
    return _push(state)


def _refill(state: ArchitectsState, task: Task) -> ArchitectsState:
    if not state.token_stack or len(state.tokens_face_up) >= content().face_up_tokens:
        return _push(state)
    if state.token_stack[0] == UNKNOWN:
        return _push(state, make_task(kind="ask", reason="token"), task)
    return _push(
        _set(state, tokens_face_up=state.tokens_face_up + state.token_stack[:1], token_stack=state.token_stack[1:])
    )


def _draw_token(state: ArchitectsState, task: Task) -> ArchitectsState:
    if not state.token_stack:
        return _push(state)
    if state.token_stack[0] == UNKNOWN:
        return _push(state, make_task(kind="ask", reason="token"), task)
    who = state.turn
    state = _with_side(state, who, tokens=state.side(who).tokens + state.token_stack[:1])
    return _push(_set(state, token_stack=state.token_stack[1:]))


def _hali_reveal(state: ArchitectsState, task: Task) -> ArchitectsState:
    deck = state.decks[task.deck]
    count = min(content().halicarnassus_cards, len(deck.cards))
    for index in range(count):
        if deck.cards[index] == UNKNOWN:
            return _push(state, make_task(kind="ask", reason="card", deck=task.deck, index=index), task)
    state = _with_deck(state, task.deck, copy_with(deck, cards=deck.cards[count:]))
    state = _set(state, hali_deck=task.deck, hali_cards=deck.cards[:count])
    return _push(state, make_task(kind="hali_keep"))


def _flip(state: ArchitectsState, task: Task) -> ArchitectsState:
    return _push(_set(state, central_face_up=True))


def _end_turn(state: ArchitectsState, task: Task) -> ArchitectsState:
    mover = state.turn
    if mover == "automa" and state.central_face_up and state.decks["central"].cards:
        return _push(state, make_task(kind="discard_central"), task)
    if state.battle_pending:
        state = battle(state)
    if len(state.side(mover).built) == 5:
        return _set(state, ended="wonder", queue=())
    return _set(state, turn=other(mover), turn_number=state.turn_number + 1, queue=(make_task(kind="turn_start"),))


def victory_tokens(mine: int, theirs: int) -> int:
    """2-player Battle (decisions.json battle_2p)."""
    rule = content().battle
    if mine < theirs + rule["one_token_if_more"]:
        return 0
    double = mine >= rule["two_tokens_if_at_least_double"] * theirs and mine >= rule["two_tokens_minimum_shields"]
    return 2 if double else 1


def battle_outcome(state: ArchitectsState) -> dict[str, Any]:
    """What the battle due now does, side by side: the Shields compared, the Military Victory
    tokens won, the horned cards discarded (ARCH-DATA-2P; the history tells it)."""
    totals = {who: shields(state, who) for who in SIDES}
    return {who: {"shields": totals[who], "won": victory_tokens(totals[who], totals[other(who)]),
                  "discarded": [c for c in state.side(who).cards if kind(c).horns]} for who in SIDES}


def battle(state: ArchitectsState) -> ArchitectsState:
    outcome = battle_outcome(state)
    horned: list[str] = []
    for who in SIDES:
        tableau, fought = state.side(who), outcome[who]
        horned += fought["discarded"]
        state = _with_side(state, who, cards=_remove(tableau.cards, fought["discarded"]),
                           victories=tableau.victories + fought["won"])
    return _set(state, discard=state.discard + tuple(horned), conflict=0, battle_pending=False)


AUTOMATIC = {
    "turn_start": _turn_start, "take": _take, "take_both": _take_both, "placed": _placed, "check": _check,
    "refill": _refill, "draw_token": _draw_token, "hali_reveal": _hali_reveal, "flip": _flip, "end_turn": _end_turn,
}


# -- legal actions and apply ------------------------------------------------------------


def legal_actions(state: ArchitectsState) -> list[Action]:
    task = state.head
    if state.ended is not None or task is None:
        return []
    who = state.turn
    if task.kind == "ask":
        return [Answer(value=v) for v in question_choices(state, task)]
    if task.kind == "pick":
        moves: list[Action] = [Take(deck=d, by=who) for d in DECKS if state.decks[d].cards]
        return moves + ([Skip(by=who)] if task.reason.startswith("token:") else [])
    if task.kind == "cat_flip":
        return [FlipCentral(by=who)]
    if task.kind == "discard_central":
        return [DiscardCentral(by=who)]
    if task.kind == "build":
        return list(build_options(state, who))
    if task.kind == "token":
        choices = list(dict.fromkeys(state.tokens_face_up)) + ([STACK] if state.token_stack else [])
        return [ChooseToken(token=t, by=who) for t in choices]
    if task.kind == "hali_deck":
        return [ChooseHaliDeck(deck=d, by=who) for d in PLAYER_DECKS if state.decks[d].cards]
    if task.kind == "hali_keep":
        return [KeepCard(card=c, by=who) for c in dict.fromkeys(state.hali_cards)]
    raise InconsistentState("architects.error.bad_task", {"task": task.kind})


EXPECTED = {
    "take": "pick", "skip": "pick", "flip_central": "cat_flip", "discard_central": "discard_central",
    "build": "build", "choose_token": "token", "hali_deck": "hali_deck", "hali_keep": "hali_keep", "answer": "ask",
}


def expected_move(state: ArchitectsState) -> Any:
    """What the game waits for, in words with the action's kind (a refused action says what to send)."""
    task = state.head
    if task is None:
        return "-"
    if task.kind != "ask" and state.turn == "automa":
        return {"key": "architects.expects.automa"}
    if task.kind == "pick" and task.reason.startswith("token:"):  # a token's extra card may be declined
        return {"key": "architects.expects.pick_extra"}
    return {"key": f"architects.expects.{task.kind}"}


def refused_move(action: Action) -> Any:
    """An action sent at the wrong time, in words with its kind ("Constructing a stage (build)")."""
    return {"key": f"architects.refused.{action.kind}"}


def apply(state: ArchitectsState, action: Action) -> tuple[ArchitectsState, Action]:
    if action.family == "edit":  # corrections of the table, allowed at any time (edits.py)
        from .edits import apply_edit  # edits.py imports this module

        return apply_edit(state, action)
    if state.ended is not None:
        raise IllegalAction("architects.error.game_over", {})
    task = state.head
    expected = EXPECTED.get(action.kind)
    if expected is None:
        raise MalformedAction("architects.error.unknown_action", {"kind": action.kind})
    if task is None or task.kind != expected:
        raise IllegalAction("architects.error.not_now", {"action": refused_move(action), "expected": expected_move(state)})
    if action.family != "answer":
        if action.by is not None and action.by != state.turn:
            raise IllegalAction("architects.error.not_your_turn", {"side": action.by, "turn": state.turn})
        action = action.model_copy(update={"by": state.turn})
    # what a battle did, the starting tokens the set-up die gave, which card a question asked, the token drawn
    # face down: worked out again below
    told = {"battle", "tokens", "asked", "effect", "drawn"}
    if told & set(action.outcomes):
        action = action.model_copy(update={"outcomes": {k: v for k, v in action.outcomes.items() if k not in told}})
    check_outcomes(state, task, action)
    dice = action.outcomes.get("dice")
    if state.mode == "digital" and dice:
        state = _set(state, rng_counter=state.rng_counter + len(dice))  # type: ignore[arg-type]
    before = state
    state, action = HANDLERS[action.kind](state, task, action)
    battles: list[dict[str, Any]] = []
    effect_cards: list[str] = []
    state = advance(state, battles, effect_cards)
    effect = built_effect(before, action, state, effect_cards)
    if effect:  # a stage whose effect took cards by itself: the history tells it
        action = action.with_outcomes(effect=effect)
    drawn = drawn_token(before, action, state)
    if drawn:  # the token drawn face down, known at once in digital mode: the history names it
        action = action.with_outcomes(drawn=drawn)
    if battles:  # the action ended a turn whose horns made the battle: the history tells it
        action = action.with_outcomes(battle=battles[-1])
    return state, action


def drawn_token(before: ArchitectsState, action: Action, after: ArchitectsState) -> str | None:
    """The Progress token a choice of the face-down stack put in the mover's city (None while the
    table is still asked which one it is, in companion mode: its answer names it)."""
    if not (isinstance(action, ChooseToken) and action.token == STACK):
        return None
    mover = before.turn
    gained = Counter(after.side(mover).tokens) - Counter(before.side(mover).tokens)
    return next(iter(gained), None)


CARD_OUTCOME = {"take", "flip_central", "discard_central"}  # the card the action reveals


def check_outcomes(state: ArchitectsState, task: Task, action: Action) -> None:
    """What a recorded (or given) action says chance decided must be what it can be: in digital
    mode exactly what the game's own stream draws and the deck holds; in companion mode a die
    1-6 and a card still possible. The Opponent's dice are only those its decision rolls."""
    def refuse(key: str, **params: Any) -> None:
        raise IllegalAction(f"architects.error.{key}", params)

    for name, value in action.outcomes.items():
        if name == "card" and action.kind in CARD_OUTCOME:
            deck_id = action.deck if isinstance(action, Take) else "central"
            cards = state.decks[deck_id].cards
            top = cards[0] if cards else None
            if not isinstance(value, str) or top is None:
                refuse("outcome_impossible", name=name, value=value)
            elif top != UNKNOWN and value != top:
                refuse("outcome_mismatch", name=name, value=value, expected=top)
            elif top == UNKNOWN and state.decks[deck_id].unknown.get(value, 0) <= 0:  # type: ignore[arg-type]
                refuse("outcome_impossible", name=name, value=value)
        elif name == "dice" and action.family == "move" and state.turn == "automa":
            if not isinstance(value, list) or any(type(d) is not int for d in value):
                refuse("outcome_impossible", name=name, value=value)
            elif value:
                _check_dice(state, task, action, value, refuse)  # type: ignore[arg-type]
        elif name == "dice" and value == []:
            continue
        else:
            refuse("outcome_unexpected", name=name, value=value)


def _check_dice(state: ArchitectsState, task: Task, action: Action, dice: list[int], refuse: Any) -> None:
    from solo_desk.core.errors import SoloDeskError
    from solo_desk.core.proposal import Trace

    from . import bot  # bot.py imports this module

    if any(not 1 <= d <= 6 for d in dice):
        refuse("die_impossible", value=next(d for d in dice if not 1 <= d <= 6))
    if state.mode == "digital":
        asker = bot.Asker(None)
    else:
        asker = bot.Asker({f"die_{i + 1}": str(d) for i, d in enumerate(dice)})
    try:
        rolled = bot.decide(state, task, Trace(), asker).outcomes.get("dice", [])
    except bot.NeedInput:  # companion: the recorded dice stop before the decision would: a choice of the table
        return
    except SoloDeskError:
        return
    if state.mode == "digital" and list(dice) != list(rolled):  # type: ignore[arg-type]
        refuse("dice_mismatch", value=", ".join(map(str, dice)), expected=", ".join(map(str, rolled)) or "-")
    if len(dice) > len(rolled):  # type: ignore[arg-type]
        refuse("dice_extra", given=len(dice), needed=len(rolled))  # type: ignore[arg-type]


def _do_take(state: ArchitectsState, task: Task, action: Take) -> tuple[ArchitectsState, Action]:
    deck = state.decks[action.deck]
    if not deck.cards:
        raise IllegalAction("architects.error.deck_empty", {"deck": {"key": f"architects.deck.{action.deck}"}})
    reason = task.reason
    state = _push(state, make_task(kind="take", deck=action.deck, reason=reason))
    if deck.cards[0] != UNKNOWN:
        action = action.with_outcomes(card=deck.cards[0])
    return state, action


def _do_skip(state: ArchitectsState, task: Task, action: Skip) -> tuple[ArchitectsState, Action]:
    if not task.reason.startswith("token:"):
        raise IllegalAction("architects.error.cannot_skip", {})
    return _push(state), action


def _do_flip(state: ArchitectsState, task: Task, action: FlipCentral) -> tuple[ArchitectsState, Action]:
    top = state.decks["central"].cards[0]
    if top == UNKNOWN:
        return _push(state, make_task(kind="ask", reason="card", deck="central"), make_task(kind="flip")), action
    return _push(_set(state, central_face_up=True)), action.with_outcomes(card=top)


def _do_discard(state: ArchitectsState, task: Task, action: DiscardCentral) -> tuple[ArchitectsState, Action]:
    deck = state.decks["central"]
    state = _with_deck(state, "central", copy_with(deck, cards=deck.cards[1:]))
    state = _set(state, central_face_up=False, discard=state.discard + deck.cards[:1])
    return _push(state), action.with_outcomes(card=deck.cards[0])


def _do_build(state: ArchitectsState, task: Task, action: Build) -> tuple[ArchitectsState, Action]:
    who = state.turn
    options = build_options(state, who)
    chosen = next((o for o in options if (o.stage, o.payment, o.economy) == (action.stage, tuple(action.payment), action.economy)), None)
    if chosen is None:
        raise IllegalAction("architects.error.build_invalid", {"stage": action.stage, "payment": card_names(action.payment)})
    tableau = state.side(who)
    state = _with_side(state, who, cards=_remove(tableau.cards, action.payment), built=tableau.built + (action.stage,))
    state = _set(state, discard=state.discard + tuple(action.payment))
    if action.economy:
        state = _set(state, tokens_used=state.tokens_used + ("economy",))
    w = wonder(tableau.wonder)
    effect = _stage_effect(w.effect) if w.stage(action.stage).effect else []
    extras = [make_task(kind="pick", reason=f"token:{t}") for t in triggered_tokens(state, who, None, build=True)]
    return _push(state, *effect, *_then_extras(state, [make_task(kind="check")], extras)), action


# the Wonders' effects that take cards by themselves, no choice made (the history tells them): the task's reason
SELF_TAKING_EFFECTS = {"take_central": "ephesus", "take_left_and_right": "olympia"}


def built_effect(before: ArchitectsState, action: Action, after: ArchitectsState, cards: list[str]) -> dict[str, Any] | None:
    """What a stage's effect that takes cards by itself did, as the history tells it: the Wonder and
    the cards it placed (none yet when the table is asked which card it drew)."""
    tableau = before.side(before.turn)
    w = wonder(tableau.wonder)
    if action.kind != "build" or not w.stage(action.stage).effect or w.effect not in SELF_TAKING_EFFECTS:
        return None
    # companion: the cards still to be placed once the table tells the decks' new tops (Olympia), or the
    # central card still to be told (Ephesus)
    pending = [t for t in after.queue if t.reason == SELF_TAKING_EFFECTS[w.effect]]
    cards = cards + [t.card for t in pending if t.kind == "placed" and t.card]
    asked = any(t.kind == "take" for t in pending)
    beside, stocked = effect_decks(before, w.id)
    if not stocked:  # the decks it takes from are empty: the history says it took nothing
        return {"wonder": w.id, "cards": [], "empty": True}
    if len(stocked) < len(beside):  # Olympia beside one empty deck: which one it took from
        return {"wonder": w.id, "cards": cards, "deck": stocked[0]}
    return {"wonder": w.id, "cards": cards} if cards or asked else None


def effect_decks(state: ArchitectsState, wonder_id: str) -> tuple[tuple[str, ...], list[str]]:
    """The decks Olympia's or Ephesus' effect takes from (the mover's own and the other's; the central
    one) and those of them still holding cards, for the mover of ``state``."""
    beside = (state.turn, other(state.turn)) if wonder_id == "olympia" else ("central",)
    return beside, [d for d in beside if state.decks[d].cards]


def _stage_effect(effect: str | None) -> list[Task]:
    return {
        "take_any_deck": [make_task(kind="pick", reason="alexandria")],
        "take_progress_token": [make_task(kind="token", reason="babylon")],
        "take_central": [make_task(kind="take", deck="central", reason="ephesus")],
        "look_top_five": [make_task(kind="hali_deck")],
        "take_left_and_right": [make_task(kind="take_both")],
    }.get(effect or "", [])


def _do_token(state: ArchitectsState, task: Task, action: ChooseToken) -> tuple[ArchitectsState, Action]:
    who = state.turn
    if action.token == STACK:
        if not state.token_stack:
            raise IllegalAction("architects.error.token_stack_empty")
        return _push(state, make_task(kind="draw_token")), action
    if action.token not in state.tokens_face_up:
        raise IllegalAction("architects.error.token_unavailable", {"token": token_name(action.token)})
    state = _set(state, tokens_face_up=_remove(state.tokens_face_up, [action.token]))
    state = _with_side(state, who, tokens=state.side(who).tokens + (action.token,))
    return _push(state, make_task(kind="refill")), action


def _do_hali_deck(state: ArchitectsState, task: Task, action: ChooseHaliDeck) -> tuple[ArchitectsState, Action]:
    if not state.decks[action.deck].cards:
        raise IllegalAction("architects.error.deck_empty", {"deck": {"key": f"architects.deck.{action.deck}"}})
    return _push(state, make_task(kind="hali_reveal", deck=action.deck)), action


def _do_keep(state: ArchitectsState, task: Task, action: KeepCard) -> tuple[ArchitectsState, Action]:
    if action.card not in state.hali_cards:
        raise IllegalAction("architects.error.card_not_revealed", {"card": card_name(action.card)})
    rest = _remove(state.hali_cards, [action.card])
    deck_id = state.hali_deck
    deck = state.decks[deck_id]
    if state.mode == "companion":
        pool = Counter(deck.unknown)
        pool.update(c for c in deck.cards + rest if c != UNKNOWN)
        new_deck = Deck(cards=(UNKNOWN,) * (len(deck.cards) + len(rest)), unknown=dict(+pool))
    else:
        chance = _chance(state)
        new_deck = Deck(cards=tuple(chance.shuffled(list(rest) + list(deck.cards))))
        state = _set(state, rng_counter=chance.counter)
    state = _with_deck(_set(state, hali_cards=(), hali_deck=""), deck_id, new_deck)
    return _push(state, *_reveal_top(state, deck_id), make_task(kind="placed", card=action.card, reason="hali")), action


def _do_answer(state: ArchitectsState, task: Task, action: Answer) -> tuple[ArchitectsState, Action]:
    if action.value not in question_choices(state, task):
        raise IllegalAction("architects.error.answer_impossible", {"value": _told_name(task.reason, action.value)})
    if task.reason == "card":
        deck = state.decks[task.deck]
        pool = dict(deck.unknown)
        pool[action.value] -= 1
        cards = list(deck.cards)
        cards[task.index] = action.value
        state = _with_deck(state, task.deck, Deck(cards=tuple(cards), unknown={k: n for k, n in pool.items() if n}))
        # the history says which card it was: a deck's top, the central card, Halicarnassus' n-th
        return _push(state), action.with_outcomes(asked={"deck": task.deck, "index": task.index})
    elif task.reason == "token":
        drawer = token_drawer(state)
        state = _set(state, token_stack=(action.value,) + state.token_stack[1:])
        if drawer is not None:  # the history says whose city it joins, not only that the table shows it
            return _push(state), action.with_outcomes(asked={"drawn_by": drawer})
    else:
        chosen = start_tokens(state.automa.wonder, content().start_tokens_by_difficulty[str(state.options["difficulty"])], int(action.value))
        state = _with_side(state, "automa", tokens=tuple(chosen))
        state = _set(state, token_stack=state.token_stack[len(chosen):], start_dice=(int(action.value),))
        return _push(state), action.with_outcomes(tokens=list(chosen))  # the history names them
    return _push(state), action


def _told_name(question: str, value: str) -> Any:
    """An answer named in words: a card or a token by its name, a die by its number."""
    if question == "card":
        return card_name(value)
    return token_name(value) if question == "token" else value


HANDLERS = {
    "take": _do_take, "skip": _do_skip, "flip_central": _do_flip, "discard_central": _do_discard,
    "build": _do_build, "choose_token": _do_token, "hali_deck": _do_hali_deck, "hali_keep": _do_keep,
    "answer": _do_answer,
}


# -- scoring and the end ---------------------------------------------------------------


def token_vp(state: ArchitectsState, who: Side) -> dict[str, int]:
    """What each kind of Progress token the side holds is worth to its city now (the end-of-game
    scoring; the kinds that score nothing are left out). Two Culture tokens are worth 12 together."""
    tableau = state.side(who)
    held = Counter(tableau.tokens)
    cat_icons = sum(1 for card in tableau.cards if kind(card).cat)
    worth: dict[str, int] = {}
    for t in held:
        rule = token(t).scoring
        if t == "decor":
            worth[t] = rule["complete"] if len(tableau.built) == 5 else rule["incomplete"]
        elif t == "politics":
            worth[t] = rule["per_cat_icon"] * cat_icons
        elif t == "strategy":
            worth[t] = rule["per_military_token"] * tableau.victories
        elif t == "education":
            worth[t] = rule["per_progress_token"] * len(tableau.tokens)
        elif t == "culture":
            worth[t] = rule["both"] if held[t] >= 2 else rule["one"]
    return worth


def score(state: ArchitectsState, who: Side) -> dict[str, int]:
    c = content()
    tableau = state.side(who)
    w = wonder(tableau.wonder)
    parts = {
        "wonder": sum(w.stage(n).vp for n in tableau.built),
        "blue": sum(kind(card).vp for card in tableau.cards),
        "cat": c.cat_vp if state.cat == who else 0,
        "military": c.military_token_vp * tableau.victories,
        "progress": sum(token_vp(state, who).values()),
    }
    return parts | {"total": sum(parts.values())}


def result(state: ArchitectsState) -> GameResult | None:
    """The game's end and its scoring: normal 2-player rules (ARCH-DATA-2P)."""
    if state.ended is None:
        return None
    totals = {who: score(state, who)["total"] for who in SIDES}
    stages = {who: len(state.side(who).built) for who in SIDES}
    scores = totals | {f"{who}_stages": stages[who] for who in SIDES}
    if totals["player"] != totals["automa"]:
        winner = max(SIDES, key=lambda w: totals[w])
        return GameResult(winner=winner, reason="score", scores=scores, rule="ARCH-DATA-2P")
    if stages["player"] != stages["automa"]:
        winner = max(SIDES, key=lambda w: stages[w])
        return GameResult(winner=winner, reason="stages", scores=scores, rule="ARCH-DATA-2P")
    return GameResult(winner="draw", reason="shared", scores=scores, rule="ARCH-DATA-2P")


# -- invariants --------------------------------------------------------------------------


def _deck_composition(state: ArchitectsState, deck_id: str) -> Counter:
    if deck_id == "central":
        return Counter(content().central_deck)
    return Counter(wonder(state.side(deck_id).wonder).deck)  # type: ignore[arg-type]


def check_shapes(state: ArchitectsState) -> None:
    """What every id and mapping of the state must be before the rules read it: each Wonder one the
    catalogue has, the three decks all there, each task of the queue of a kind the rules run and on a
    deck there is. A hand-edited save that breaks one is refused here, by a message naming the field
    and the value, rather than crashing later (or the checks below raising a KeyError)."""
    c = content()

    def unknown(field: str, value: Any) -> None:
        text = str(value)
        raise InconsistentState("architects.error.unknown_value",
                                {"field": field, "value": text[:40] + "…" * (len(text) > 40)})

    for who in SIDES:
        if state.side(who).wonder not in c.wonders:
            unknown(f"{who}.wonder", state.side(who).wonder)
    for deck_id in DECKS:
        if deck_id not in state.decks:
            raise InconsistentState("architects.error.missing_key", {"field": "decks", "key": deck_id})
    for deck_id in state.decks:
        if deck_id not in DECKS:
            unknown("decks", deck_id)
    for i, task in enumerate(state.queue):
        if task.kind not in DECISIONS and task.kind not in AUTOMATIC:
            unknown(f"queue[{i}].kind", task.kind)
        needs_deck = task.kind in ("take", "hali_reveal") or (task.kind == "ask" and task.reason == "card")
        if (task.deck or needs_deck) and task.deck not in DECKS:
            unknown(f"queue[{i}].deck", task.deck)
        if task.kind == "ask" and task.reason not in ("card", "token", "start_die"):
            unknown(f"queue[{i}].reason", task.reason)
    start_die = any(t.kind == "ask" and t.reason == "start_die" for t in state.queue)
    if start_die and str(state.options.get("difficulty")) not in c.start_tokens_by_difficulty:
        # the set-up die's question reads the level's number of starting tokens
        if "difficulty" not in state.options:
            raise InconsistentState("architects.error.missing_key", {"field": "options", "key": "difficulty"})
        unknown("options.difficulty", state.options["difficulty"])
    if state.hali_deck and state.hali_deck not in DECKS:
        unknown("hali_deck", state.hali_deck)


def check(state: ArchitectsState) -> None:
    def fail(reason: str, **params: Any) -> None:  # the reason a message in both languages (a refused correction shows it)
        shown = dict(params)
        if "deck" in shown:
            shown["deck"] = {"key": f"architects.deck_of.{shown['deck']}"}
        if "stage" in shown:
            shown["wonder"] = {"key": f"architects.stage_of.{shown['side']}"}
        raise InconsistentState("architects.error.inconsistent",
                                {"what": {"key": f"architects.check.{reason}", "params": shown}, **params})

    check_shapes(state)
    c = content()
    expected = Counter(wonder(state.player.wonder).deck) + Counter(wonder(state.automa.wonder).deck) + Counter(c.central_deck)
    found: Counter = Counter()
    for deck_id in DECKS:
        deck = state.decks[deck_id]
        if any(n < 0 for n in deck.unknown.values()):
            fail("negative_unknown", deck=deck_id)
        if deck.cards.count(UNKNOWN) != sum(deck.unknown.values()):
            fail("unknown_pool", deck=deck_id)
        found.update(card for card in deck.cards if card != UNKNOWN)
        found.update(deck.unknown)
        inside = Counter(card for card in deck.cards if card != UNKNOWN) + Counter(deck.unknown)
        if state.hali_deck == deck_id:
            inside.update(state.hali_cards)
        if inside - _deck_composition(state, deck_id):
            fail("foreign_cards", deck=deck_id)
    for who in SIDES:
        tableau = state.side(who)
        found.update(tableau.cards)
        if tableau.victories < 0:
            fail("negative_victories", side=who)
        stages = wonder(tableau.wonder).stages
        for i, number in enumerate(tableau.built):
            lower = [s.number for s in stages if s.level < stages[number - 1].level]
            if not set(lower) <= set(tableau.built[:i]):
                fail("stage_order", side=who, stage=number)
        if len(set(tableau.built)) != len(tableau.built):
            fail("stage_twice", side=who)
    found.update(state.discard)
    found.update(state.hali_cards)
    found.update(t.card for t in state.queue if t.kind == "placed")
    if +found != +expected:
        fail("cards_not_conserved", diff=str(dict((found - expected) + (expected - found))))
    tokens = Counter(state.tokens_face_up) + Counter(state.player.tokens) + Counter(state.automa.tokens)
    tokens.update(t for t in state.token_stack if t != UNKNOWN)
    if tokens - Counter(c.token_pool()):
        fail("tokens_not_conserved")
    if sum(tokens.values()) + state.token_stack.count(UNKNOWN) != len(c.token_pool()):
        fail("token_count")
    if len(state.tokens_face_up) > c.face_up_tokens:
        fail("too_many_face_up")
    if not 0 <= state.conflict <= c.conflict_tokens:
        fail("conflict_range")
    if state.battle_pending and state.conflict != c.conflict_tokens:
        fail("battle_pending")
    if state.ended is None:
        if state.head is None or state.head.kind not in DECISIONS:
            fail("no_decision")
        for deck_id in PLAYER_DECKS:
            cards = state.decks[deck_id].cards
            set_aside = state.head.kind == "hali_keep" and deck_id == state.hali_deck  # reshuffled next
            if cards and cards[0] == UNKNOWN and state.head.kind != "ask" and not set_aside:
                fail("top_unknown", deck=deck_id)
