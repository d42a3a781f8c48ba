"""How SOLO applies a priority scale (SOLO-GEN-3), breaks residual ties (SOLO-GEN-7),
and the measures its rungs use: SOLO-COST, SOLO-NEED, chains, uncovering, position."""
from __future__ import annotations

from collections.abc import Callable, Container, Sequence
from dataclasses import dataclass
from itertools import compress, repeat
from operator import attrgetter, eq, methodcaller
from typing import Any, NamedTuple, TypeVar

from solo_desk.core.fast_models import _NEW, _SET_DICT, _SET_EXTRA, _SET_FIELDS_SET, _SET_PRIVATE
from solo_desk.core.proposal import Dropped, InputChoice, InputRequest, Trace, TraceStep
from solo_desk.core.rng import Chance

from solo_desk.games.duel.bot_view import RESOURCES, Card, City, Readings, Wonder

C = TypeVar("C")

_SET = object.__setattr__


def drop(candidate: str, key: str, params: dict[str, Any] | None = None, label: Any = None) -> Dropped:
    """A :class:`Dropped` without validation; ``label`` is how to show the candidate (a name in both
    languages), None when its id is all there is."""
    return _dropped(candidate, key, params if params is not None else {},
                    label if label is not None and not isinstance(label, str) else None)


# The trace's models are made many times per proposal: built inline, field by field, as
# core.fast_models.construct_unchecked does, all of a class sharing one set of field names (the
# models are frozen; pydantic copies the set before changing it, as in model_copy)
_DROPPED_FIELDS = {"candidate", "key", "params", "label"}
_STEP_FIELDS = {"rule", "key", "params", "kept", "dropped", "ambiguity"}


def _dropped(candidate: str, key: str, params: dict[str, Any], label: Any) -> Dropped:
    obj = _NEW(Dropped)
    _SET_DICT(obj, {"candidate": candidate, "key": key, "params": params, "label": label})
    _SET_FIELDS_SET(obj, _DROPPED_FIELDS)
    _SET_EXTRA(obj, None)
    _SET_PRIVATE(obj, None)
    return obj


# Dropped entries without parameters, shared by the traces that drop the same candidate for the
# same reason with the same label: (candidate, reason) -> (its label, the entry; the label kept
# beside it: reading the model's field is slow). The trace's models are frozen, never changed once
# made (as the shared names they hold); bounded, and cleared on a content reload
# (bot_adapter._forget_views: the labels change).
_SHARED_DROPS: dict[tuple[str, str], tuple[Any, Dropped]] = {}
_SHARED_LIMIT = 4096
_ID, _NAME = attrgetter("id"), attrgetter("name")


def drop_item(item: Any, key: str, params: dict[str, Any] | None = None) -> Dropped:
    """``drop(item.id, key, params, label=item.name)`` for a Card, Wonder or God view (whose name is
    its label, else its id), in one call: the decisions drop many of them on every turn. Without
    ``params`` the entry is shared (_SHARED_DROPS); ``params``: a dict made for this entry alone."""
    label = item.label
    if label is not None and isinstance(label, str):
        label = None
    if params is None:
        return _shared_entry(item.id, key, label)
    return _dropped(item.id, key, params, label)


def _shared_entry(candidate: str, why: str, label: Any) -> Dropped:
    """The shared entry (_SHARED_DROPS) dropping ``candidate`` for ``why`` with ``label``."""
    found = _SHARED_DROPS.get((candidate, why))
    if found is not None and found[0] is label:
        return found[1]
    if len(_SHARED_DROPS) >= _SHARED_LIMIT:
        _SHARED_DROPS.clear()
    entry = _dropped(candidate, why, {}, label)
    _SHARED_DROPS[(candidate, why)] = (label, entry)
    return entry


# Trace entries repeated on many turns, shared: the trace's models are never changed once made
# (as the shared Dropped entries). (rule, key, the kept id, the parameter's name) -> (its value, the entry)
_SHARED_STEPS: dict[tuple[str, str, str, str], tuple[Any, TraceStep]] = {}


def record_shared(trace: Trace, rule: str, key: str, kept: str, param: str, value: Any) -> None:
    """Record the step ``trace.step(rule, key, kept=[kept], **{param: value})``, shared with the
    traces that recorded the same (``value`` compared by identity: a name, or a string)."""
    found = _SHARED_STEPS.get((rule, key, kept, param))
    if found is None or found[0] is not value:
        if len(_SHARED_STEPS) >= _SHARED_LIMIT:
            _SHARED_STEPS.clear()
        entry = _NEW(TraceStep)  # as FastTrace.record
        _SET_DICT(entry, {"rule": rule, "key": key, "params": {param: value}, "kept": [kept], "dropped": [],
                          "ambiguity": None})
        _SET_FIELDS_SET(entry, _STEP_FIELDS)
        _SET_EXTRA(entry, None)
        _SET_PRIVATE(entry, None)
        found = _SHARED_STEPS[(rule, key, kept, param)] = (value, entry)
    trace.steps.append(found[1])


class FastTrace(Trace):
    """The core's Trace whose steps are built without validation (same TraceStep objects)."""

    def step(self, rule: str, key: str, kept: list[str] | None = None, dropped: list[Dropped] | None = None,
             ambiguity: str | None = None, **params: Any) -> TraceStep:
        # record's body, not a call to it: every step of every proposal comes here
        entry = _NEW(TraceStep)
        _SET_DICT(entry, {"rule": rule, "key": key, "params": params, "kept": list(kept) if kept else [],
                          "dropped": list(dropped) if dropped else [], "ambiguity": ambiguity})
        _SET_FIELDS_SET(entry, _STEP_FIELDS)
        _SET_EXTRA(entry, None)
        _SET_PRIVATE(entry, None)
        self.steps.append(entry)
        return entry

    def record(self, rule: str, key: str, kept: list[str], dropped: list[Dropped], ambiguity: str | None,
               params: dict[str, Any]) -> TraceStep:
        """``step`` for a caller that made ``kept``, ``dropped`` and ``params`` for this step alone
        (the step keeps them, as ``step`` keeps its copies): no keyword arguments, no copies."""
        entry = _NEW(TraceStep)
        _SET_DICT(entry, {"rule": rule, "key": key, "params": params, "kept": kept, "dropped": dropped,
                          "ambiguity": ambiguity})
        _SET_FIELDS_SET(entry, _STEP_FIELDS)
        _SET_EXTRA(entry, None)
        _SET_PRIVATE(entry, None)
        self.steps.append(entry)
        return entry


class NeedsInput(Exception):
    """Companion mode: a random choice only the table can make."""

    def __init__(self, request: InputRequest):
        super().__init__(request.name)
        self.request = request


_NO_ANSWERS: dict[str, str] = {}


class Randomness:
    """SOLO's random choices: answers given by the player, else the seeded stream.

    Every pick gets the next name (solo_random_1, ...), so a re-proposal with
    the answers walks the same sequence; the values end in the action's outcomes.
    """

    __slots__ = ("stream", "chance", "companion", "answers", "drawn")  # one per proposal: no __dict__

    def __init__(self, seed: int, counter: int, companion: bool = False, answers: dict[str, str] | None = None):
        self.stream = (seed, counter)  # the stream of the next draws: its Chance is made on the first
        self.chance: Chance | None = None
        self.companion = companion
        self.answers = dict(answers) if answers else _NO_ANSWERS  # only read
        self.drawn: dict[str, str] = {}

    def restart(self, seed: int, counter: int) -> None:
        """The next draws come from the stream at (seed, counter)."""
        self.stream, self.chance = (seed, counter), None

    def pick(self, rule: str, options: Sequence[C], trace: Trace, key: str = "duel.trace.random") -> C:
        by_id = {option_id(o): o for o in options}
        ids = sorted(by_id)
        name = f"solo_random_{len(self.drawn) + 1}"
        if name in self.answers and self.answers[name] in by_id:
            value = self.answers[name]
        elif self.companion:
            if len(ids) == 1:  # nothing to draw at the table: the one option (still recorded as drawn)
                value = ids[0]
            else:
                raise NeedsInput(
                    InputRequest(
                        name=name, kind="choice", key="duel.bot.ask_random",
                        params={"rule": rule, "options": [label_of(by_id[i]) for i in ids]},
                        choices=[InputChoice(value=i, label=label_of(by_id[i])) for i in ids],
                    )
                )
        else:
            if self.chance is None:  # most proposals draw nothing
                self.chance = Chance(*self.stream)
            value = self.chance.choice(ids)
        self.drawn[name] = value
        if len(ids) == 1 and key == "duel.trace.random":  # not "drawn at random among Anubis": no choice was left
            key = "duel.trace.random_single"
        trace.step(rule, key, kept=[value], dropped=[drop(i, "duel.bot.drop.random", label=label_of(by_id[i])) for i in ids if i != value],
                   choice=label_of(by_id[value]), options=[label_of(by_id[i]) for i in ids])
        return by_id[value]


def option_id(item: Any) -> str:
    return item if isinstance(item, str) else item.id


def label_of(item: Any) -> Any:
    return item if isinstance(item, str) else item.name



class Rung(NamedTuple):
    """One rung of a scale. ``test`` makes it a predicate rung; else ``score`` (lower is
    better) makes it a best rung. ``applies`` is its card restriction; ``when`` its precondition.
    (A named tuple: scales are built on every decision, and a frozen dataclass is slow to make.)"""

    rule: str
    key: str
    test: Callable[[Any], bool] | None = None
    score: Callable[[Any], Any] | None = None
    applies: Callable[[Any], bool] | None = None
    when: bool = True
    ambiguity: str | None = None
    # what the step says besides the candidates kept (the resource a "most needed" rung names,
    # the measure of CHOICE-8), from the candidates it kept: parameters of its message
    says: Callable[[Sequence[Any]], dict[str, Any]] | None = None


def select(
    candidates: Sequence[C],
    rungs: Sequence[Rung],
    trace: Trace,
    rng: Randomness | None = None,
    random_rule: str = "SOLO-GEN-7",
) -> C:
    """SOLO-GEN-3: filter by each rung in turn; a residual tie goes to SOLO-GEN-7."""
    kept = list(candidates)
    for rung in rungs:
        if len(kept) <= 1:
            break
        # the rung's fields at once: a named tuple's attributes are read through descriptors
        rule, key, test, score, applies, when, ambiguity, says = rung
        if not when:
            continue
        eligible = kept if applies is None else list(filter(applies, kept))
        if not eligible:
            continue
        if test is not None:
            hits = list(filter(test, eligible))
            if not hits:
                continue
            survivors, why = hits, "duel.bot.drop.fails"
        else:
            assert score is not None
            scores = list(map(score, eligible))  # each score once: scores are pure
            # the candidates scoring the best (filters and maps in C: this runs for every rung)
            survivors = list(compress(eligible, map(eq, scores, repeat(min(scores)))))
            why = "duel.bot.drop.worse"
        if len(survivors) < len(kept):
            _narrowed(trace, rule, key, kept, survivors, why, ambiguity, _NO_PARAMS if says is None else says(survivors))
            kept = survivors
        else:  # every candidate ties on this rung: said all the same, so the ladder reads as the rule lists it
            tied(trace, rung, kept, "duel.trace.all_meet" if test is not None else "duel.trace.all_tied",
                 says(kept) if says is not None else _NO_PARAMS)
    if len(kept) > 1:
        if rng is None:
            raise ValueError("a residual tie needs randomness")
        return rng.pick(random_rule, kept, trace)
    return kept[0]


def tied(trace: Trace, rung: Rung, kept: Sequence[Any], how: str, says: dict[str, Any]) -> None:
    """Record that ``rung`` kept every candidate (``how``: all tied, or all meet it): its own words,
    the candidates' names inside ``how``."""
    names = [label_of(c) for c in kept]
    # no interpretation note: a rung that keeps every candidate decided nothing
    trace.record(rung.rule, rung.key, [option_id(c) for c in kept], [], None,
                 {**says, "kept_names": {"key": how, "params": {"names": names}}})


def narrow(trace: Trace, rule: str, key: str, before: Sequence[Any], after: Sequence[Any], why: str,
           ambiguity: str | None = None, **params: Any) -> None:
    """Record a trace step that kept ``after`` out of ``before`` (all ids, or all views)."""
    _narrowed(trace, rule, key, before, after, why, ambiguity, params)


_NO_PARAMS: dict[str, Any] = {}  # only read


def _narrowed(trace: Trace, rule: str, key: str, before: Sequence[Any], after: Sequence[Any], why: str,
              ambiguity: str | None, params: dict[str, Any]) -> None:
    """``narrow`` with its parameters as a dict (only read), without keywords: select calls it for most
    rungs of every decision. (option_id, label_of and drop written inline for the same reason.)"""
    if before and isinstance(before[0], str):  # ids (candidates are all ids or all views)
        kept = [c if isinstance(c, str) else c.id for c in after]
        kept_ids = set(kept)
        dropped = []
        for c in before:
            if isinstance(c, str):
                if c not in kept_ids:
                    dropped.append(_dropped(c, why, {}, None))
            elif c.id not in kept_ids:
                label = c.name
                dropped.append(_dropped(c.id, why, {}, None if label is None or isinstance(label, str) else label))
        names = [c if isinstance(c, str) else c.name for c in after]
    else:  # views: drop_item's shared entries inline
        kept = list(map(_ID, after))  # in after's order (narrow_by keeps before's)
        kept_ids = set(kept)
        dropped = [_shared_drop(c, why) for c in before if c.id not in kept_ids]
        names = list(map(_NAME, after))
    # the lists are this step's own
    trace.record(rule, key, kept, dropped, ambiguity, {"kept_names": names, **params})


def narrow_by(trace: Trace, rule: str, key: str, before: Sequence[Any], types: Container[str], why: str,
              ambiguity: str | None, params: dict[str, Any]) -> list[Any]:
    """``narrow`` for the views of ``before`` whose ``type`` is one of ``types``, in one pass: the views
    kept, with the same step recorded as ``narrow(..., before, kept, why, ambiguity, **params)`` would
    record (``params`` only read)."""
    kept: list[Any] = []
    dropped: list[Dropped] = []
    shared = _SHARED_DROPS  # drop_item's shared entries, inline: this runs for most rungs of every decision
    for c in before:
        if c.type in types:
            kept.append(c)
            continue
        label = c.name  # not label_of: a FaceDown or MilitaryToken has only its name
        if label is not None and isinstance(label, str):
            label = None
        cid = c.id
        found = shared.get((cid, why))
        if found is not None and found[0] is label:
            entry = found[1]
        else:
            if len(shared) >= _SHARED_LIMIT:
                shared.clear()
            entry = _dropped(cid, why, {}, label)
            shared[(cid, why)] = (label, entry)
        dropped.append(entry)
    trace.record(rule, key, list(map(_ID, kept)), dropped, ambiguity, {"kept_names": list(map(_NAME, kept)), **params})
    return kept


def _shared_drop(c: Any, why: str) -> Dropped:
    """narrow_by's shared entry for the view ``c`` dropped for ``why`` (as a call: for narrow's rarer views)."""
    label = c.name
    if label is not None and isinstance(label, str):
        label = None
    return _shared_entry(c.id, why, label)



# -- SOLO-COST (and cost_mode=actual) ---------------------------------------------

def solo_cost(item: Card | Wonder) -> int:
    """SOLO-COST: coins + 2 per resource, modifiers ignored (EXAMPLE-5, EXAMPLE-6)."""
    return getattr(item, "coins", 0) + 2 * sum(item.cost.values())


def compared_cost(item: Card | Wonder, side: str, readings: Readings) -> Any:
    """SOLO-GEN-9: SOLO-COST; with cost_mode=actual the side's real payment (SOLO-AMB-12/13),
    then the number of resources; a side that cannot pay at all counts as most expensive."""
    if readings.cost_mode != "actual":
        return solo_cost(item)
    price = item.solo_price if side == "solo" else item.player_price
    return (price if price is not None else 10_000, sum(item.cost.values()))


# -- SOLO-NEED ---------------------------------------------------------------------

def owned_resources(city: City) -> dict[str, int]:
    """own_X(r) (SOLO-NEED-2 / SOLO-AMB-24): brown/grey icons, every choice of yellow
    cards and of built Wonders counts 1."""
    own = dict.fromkeys(RESOURCES, 0)
    for card in city.cards:
        for r, n in card.produces.items():
            own[r] += n
        if card.type == "Y":
            for r in card.choice:
                own[r] += 1
    for wonder in city.built_wonders():
        for r in wonder.choice:
            own[r] += 1
    return own


@dataclass(frozen=True)
class Need:
    """The most-needed-resource ranking of one side: lower key = more needed."""

    keys: dict[str, tuple[int, ...]]
    all_built: bool  # SOLO-NEED-3 fallback in force
    required: dict[str, int]
    own: dict[str, int]

    def top(self) -> tuple[int, ...]:
        return min(self.keys.values())

    def card_key(self, resources: Sequence[str]) -> tuple[int, ...]:
        return min((self.keys[r] for r in resources if r in self.keys), default=(99,))


def need_of(city: City) -> Need:
    """SOLO-NEED-1..3 for the owner of ``city`` (SOLO-NEED-P when it is the Player's). Computed
    once per City view (views are immutable and shared while their city does not change)."""
    entry = _NEEDS.get(id(city))
    if entry is not None and entry[0] is city:
        return entry[1]
    if len(_NEEDS) >= 64:  # only recent views come back
        _NEEDS.clear()
    need = _need_of(city)
    _NEEDS[id(city)] = (city, need)  # the entry keeps the city alive: its id is not reused meanwhile
    return need


_NEEDS: dict[int, tuple[City, Need]] = {}


def _need_of(city: City) -> Need:
    own = owned_resources(city)
    unbuilt = city.unbuilt_wonders()
    costs = [w.cost for w in unbuilt]
    required = {r: max(map(methodcaller("get", r, 0), costs), default=0) for r in RESOURCES}
    if unbuilt:
        keys = {r: (0 if required[r] > 0 else 1, own[r] - required[r]) for r in RESOURCES}
        return Need(keys, False, required, own)
    return Need({r: (own[r],) for r in RESOURCES}, True, required, own)


def need_rung(rule: str, key: str, need: Need | Callable[[], Need], resources: Callable[[Any], Sequence[str]],
              applies: Callable[[Any], bool], readings: Readings) -> Rung:
    """A "most needed" rung (CHOICE-3/4/5, DISCARD-2/3/4, FREE-3): best rank, or with
    need_mode=strict_top only the cards covering the top resource (SOLO-AMB-24). ``need`` may be
    given as a function: the ranking rung then computes it only if a card reaches the rung. Its
    message names the resource too (``resource``: "the resource SOLO most needs (glass): Glassworks")."""
    if readings.need_mode == "strict_top":
        need = need() if callable(need) else need
        if not need.all_built:
            top = need.top()
            return Rung(rule, key, test=lambda c: need.card_key(resources(c)) == top, applies=applies,
                        ambiguity="SOLO-AMB-24", says=needed_named(need, resources))
    if callable(need):
        lazy = need
        return Rung(rule, key, score=lambda c: lazy().card_key(resources(c)), applies=applies,
                    says=needed_named(lazy, resources))
    return Rung(rule, key, score=lambda c: need.card_key(resources(c)), applies=applies,
                says=needed_named(need, resources))


def needed_named(need: Need | Callable[[], Need], resources: Callable[[Any], Sequence[str]]
                 ) -> Callable[[Sequence[Any]], dict[str, Any]]:
    """A "most needed" rung's ``says``: the resources, most needed of those the kept cards give,
    that put them there (a card counts by its best-ranked resource)."""
    def says(kept: Sequence[Any]) -> dict[str, Any]:
        ranking = need() if callable(need) else need
        best = ranking.card_key(resources(kept[0]))  # the rung kept only cards of the best key
        given = {r for c in kept for r in resources(c) if ranking.keys.get(r) == best}
        return {"resource": [{"key": "duel.bot.resource." + r, "params": {}} for r in RESOURCES if r in given]}
    return says


def produced(card: Card) -> tuple[str, ...]:
    return tuple(card.produces)


# -- chains, uncovering, position, science ------------------------------------------

def gives_chain(card: Card, side: str, readings: Readings) -> bool:
    """SOLO-GEN-8: the card's chain symbol still leads to an obtainable card;
    chain_mode=completes: the card itself is free through the side's chain (SOLO-AMB-23)."""
    if readings.chain_mode == "completes":
        return card.free_by_chain_solo if side == "solo" else card.free_by_chain_player
    return card.chain_gives is not None and card.chain_open


def uncovered(card: Card, readings: Readings) -> int:
    """|U(c)| (SOLO-GEN-6); uncover_count=facedown_only counts face-down ones (SOLO-AMB-22)."""
    return card.uncovers_face_down if readings.uncover_count == "facedown_only" else len(card.uncovers)


def from_solo_side(card: Any) -> tuple[int, int]:
    """SOLO-GEN-5: nearest SOLO's end first, then the front row."""
    return (card.x, card.row)


def from_player_side(card: Any) -> tuple[int, int]:
    return (-card.x, card.row)


def completes_pair(science: dict[str, int], symbol: str | None) -> bool:
    """SOLO-AMB-50: the side holds exactly one copy of the symbol."""
    return symbol is not None and science.get(symbol, 0) == 1


def new_symbol(science: dict[str, int], symbol: str | None) -> bool:
    return symbol is not None and science.get(symbol, 0) == 0


TYPE_RULE = {"GT": "SOLO-OP-1", "BG": "SOLO-OP-2", "Y": "SOLO-OP-3"}
