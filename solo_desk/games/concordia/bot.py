"""The dice AI (CONC-*): roll, look up the action, follow its fallbacks.

``resolve`` decides a whole AI turn from the state and its dice; ``propose``
explains it without changing anything, ``apply_automa_turn`` carries it out.
Both run the same ``resolve``, so the turn applied is the turn explained.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from solo_desk.core.errors import IllegalAction
from solo_desk.core.proposal import Dropped as _Dropped
from solo_desk.core.proposal import InputChoice, InputRequest, Message, Proposal, Trace
from solo_desk.core.rng import Chance
from solo_desk.games.concordia import rules
from solo_desk.games.concordia.content import (
    GOODS_HIGH_TO_LOW, Good, card_type_name, content, counted_goods, in_places, place_name,
)
from solo_desk.games.concordia.state import AutomaTurn, Colonist, ConcordiaState, RevealCard, RevealCity


def candidate_label(candidate: str) -> Any:
    """How the Automa panel names a dropped candidate in the UI language: a city, a good or a
    market card (never its id)."""
    from solo_desk.core.messages import lookup

    if lookup(f"concordia.good.{candidate}"):
        return {"key": f"concordia.good.{candidate}"}
    if "-" in candidate and card_type_name(candidate) in content().cards.card_types:
        return rules.card_word(candidate)
    return place_name(candidate)


def named_choice(value: str) -> InputChoice:
    """A choice of the table (a good, a market card, a city) with its name."""
    return InputChoice(value=value, label=candidate_label(value))


def Dropped(candidate: str, key: str, params: dict[str, Any] | None = None) -> _Dropped:  # noqa: N802 (the model's name)
    """A dropped candidate with its name for the panel (``label``)."""
    return _Dropped(candidate=candidate, key=key, params=params or {}, label=candidate_label(candidate))


# CONC-ROLL (CONC-AMB-01: first range red = 2d6, second blue = d12)
ACTION_TABLE = {
    "2d6": {"build": range(2, 6), "take": range(6, 9), "buy": range(9, 13)},
    "d12": {"build": range(1, 5), "buy": range(5, 8), "take": range(8, 13)},
}
# CONC-ROLL-GOODS
GOODS_TABLE: dict[str, dict[Good, range]] = {
    "2d6": {"brick": range(2, 5), "food": range(5, 7), "tools": range(7, 9), "wine": range(9, 11), "cloth": range(11, 13)},
    "d12": {"brick": range(1, 5), "food": range(5, 7), "tools": range(7, 9), "wine": range(9, 11), "cloth": range(11, 13)},
}
DIE_FACES = {"2d6": tuple(range(2, 13)), "d12": tuple(range(1, 13))}
TWO_DICE_SUMS = tuple(a + b for a in range(1, 7) for b in range(1, 7))  # one draw, the 2d6 distribution


def action_for(dice: str, roll: int) -> str:
    return next(action for action, faces in ACTION_TABLE[dice].items() if roll in faces)


def good_for(dice: str, roll: int) -> Good:
    return next(good for good, faces in GOODS_TABLE[dice].items() if roll in faces)


def next_lower(good: Good) -> Good:
    """CONC-GOODS-PAIR: the good one step lower in value; brick gives brick."""
    i = GOODS_HIGH_TO_LOW.index(good)
    return GOODS_HIGH_TO_LOW[min(i + 1, len(GOODS_HIGH_TO_LOW) - 1)]


class NeedInput(Exception):
    def __init__(self, request: InputRequest):
        super().__init__(request.name)
        self.request = request


def die_word(kind: str) -> dict[str, str]:
    """ "die" / "dice" (it "il dado" / "i dadi"): one d12, or two d6 (CONC-ROLL-DIE)."""
    return {"key": f"concordia.word.die.{kind}"}


OUTCOMES = ("action_roll", "goods_roll", "tie")  # the names of the AI's chance events


def outcome_word(name: str) -> Any:
    """An outcome's name in messages: the die's name, or the name as recorded if unknown."""
    return {"key": f"concordia.outcome_name.{name}"} if name in OUTCOMES else name


class Dice:
    """The AI's chance events: given (a physical roll, a replay), asked (companion)
    or drawn from the game's stream. Each event uses one step of the stream.

    ``exact`` (a digital game's recorded turn): a given outcome must be what the
    stream draws at its step, else it is refused (a hand-edited save); otherwise
    a given outcome need only be possible."""

    def __init__(self, state: ConcordiaState, given: dict[str, Any] | None, ask: bool, exact: bool = False):
        self.state = state
        self.given = dict(given or {})
        self.ask = ask
        self.exact = exact
        self.used: dict[str, Any] = {}

    def roll(self, name: str) -> int:
        kind = self.state.variant.dice
        faces = DIE_FACES[kind]
        if name in self.given:
            try:
                value = int(self.given[name])
            except (TypeError, ValueError):
                value = -1
            if value not in faces:
                raise IllegalAction("concordia.err.bad_roll", {"name": outcome_word(name), "value": self.given[name], "dice": kind})
            if self.exact:
                drawn = self._draw_roll(kind)
                self._check(name, value, drawn, value, drawn)
        elif self.ask:
            raise NeedInput(InputRequest(
                name=name, kind="die", key=f"concordia.ask.{name}", params={"dice": kind, "die": die_word(kind)},
                choices=[InputChoice(value=str(f)) for f in faces],
            ))
        else:
            value = self._draw_roll(kind)
        self.used[name] = value
        return value

    def pick(self, name: str, options: list[str]) -> str:
        """A tie the rules leave to the player or to chance (CONC-AMB-05)."""
        if name in self.given:
            if self.given[name] not in options:
                raise IllegalAction("concordia.err.bad_choice", {"name": outcome_word(name), "value": self.given[name]})
            value = self.given[name]
            if self.exact:
                drawn = self._chance().choice(options)
                self._check(name, value, drawn, place_name(value), place_name(drawn))
        elif self.ask:
            raise NeedInput(InputRequest(
                name=name, kind="choice", key="concordia.ask.tie", params={"cities": [place_name(o) for o in options]},
                choices=[named_choice(o) for o in options],
            ))
        else:
            value = self._chance().choice(options)
        self.used[name] = value
        return value

    def _draw_roll(self, kind: str) -> int:
        chance = self._chance()
        return chance.choice(TWO_DICE_SUMS) if kind == "2d6" else chance.die(12)

    @staticmethod
    def _check(name: str, value: Any, drawn: Any, shown: Any, expected: Any) -> None:
        if value != drawn:
            raise IllegalAction("concordia.err.outcome_mismatch", {
                "name": outcome_word(name), "value": shown, "expected": expected})

    def _chance(self) -> Chance:
        return Chance(self.state.seed, self.state.rng_counter + len(self.used))


@dataclass
class Deed:
    deed: str
    city: str | None = None
    pay: tuple[Good, ...] = ()
    gain: tuple[Good, ...] = ()
    cards: tuple[str, ...] = ()
    notes: list[str] = field(default_factory=list)


class Resolver:
    def __init__(self, state: ConcordiaState, dice: Dice, trace: Trace):
        self.state = state
        self.dice = dice
        self.trace = trace
        self.ai = state.automa
        self.map = rules.game_map(state)
        self.variant = state.variant

    # -- the turn ------------------------------------------------------------
    def turn(self) -> Deed:
        if self.state.concordia == "player":
            return self.final_action()
        roll = self.dice.roll("action_roll")
        action = action_for(self.variant.dice, roll)
        self.trace.step("CONC-AI-TURN", "concordia.trace.ai_turn", dice=self.variant.dice,
                        die=die_word(self.variant.dice))
        self.trace.step(
            "CONC-ROLL", "concordia.trace.roll", roll=roll, dice=self.variant.dice,
            action={"key": f"concordia.deed.{action}"},
        )
        if action == "build":
            return self.build()
        if action == "take":
            return self.take()
        return self.buy(2)

    # -- Build Houses ------------------------------------------------------------
    def build(self, allow_fallback: bool = True) -> Deed | None:
        goods = self.ai.goods
        if not any(goods.values()):
            if not allow_fallback:
                return None
            self.trace.step("CONC-BUILD-NOGOODS", "concordia.trace.build_no_goods")
            return self.goods_pair("CONC-BUILD-NOGOODS")
        highest = next(g for g in GOODS_HIGH_TO_LOW if goods[g])
        self.trace.step("CONC-BUILD-PAY", "concordia.trace.build_highest", good=self.good(highest))
        start = GOODS_HIGH_TO_LOW.index(highest)
        for city_type in GOODS_HIGH_TO_LOW[start:]:
            cities = rules.cities_of(self.state, city_type)
            free = [c for c in cities if c not in self.ai.houses]
            if city_type != highest:
                self.trace.step("CONC-BUILD-NEXT-TYPE", "concordia.trace.next_type", good=self.good(city_type))
            if not free:
                self.trace.step(
                    "CONC-BUILD-NEXT-TYPE", "concordia.trace.type_all_ai", good=self.good(city_type),
                    dropped=[Dropped(candidate=c, key="concordia.drop.ai_house") for c in cities],
                )
                continue
            first = highest
            if city_type != highest:
                matching = self.variant.next_type_payment == "matching_good" and goods[city_type] > 0
                first = city_type if matching else highest
                self.trace.step(
                    "CONC-BUILD-NEXT-TYPE", "concordia.trace.next_type_pay", good=self.good(first),
                    ambiguity="CONC-AMB-08",
                )
            empty = [c for c in free if rules.houses_in(self.state, c) == 0]
            if empty:
                city = self.pick_city(empty, "CONC-BUILD-CHOOSE", dropped_before=[
                    Dropped(candidate=c, key="concordia.drop.occupied") for c in free if c not in empty
                ] + [Dropped(candidate=c, key="concordia.drop.ai_house") for c in cities if c in self.ai.houses])
                self.trace.step("CONC-BUILD-ONE", "concordia.trace.build", city=place_name(city), in_city=in_places(city),
                                goods=counted_goods([first]))
                return Deed("build", city=city, pay=(first,))
            left = rules.minus(goods, [first])
            assert left is not None
            rest = [g for g in reversed(GOODS_HIGH_TO_LOW) if left[g]]
            if rest:
                cheapest = rest[0]  # CONC-AMB-10
                self.trace.step(
                    "CONC-BUILD-OCCUPIED", "concordia.trace.occupied", good=self.good(city_type),
                    extra=self.good(cheapest), ambiguity="CONC-AMB-06",
                )
                city = self.pick_city(free, "CONC-BUILD-OCCUPIED", dropped_before=[
                    Dropped(candidate=c, key="concordia.drop.ai_house") for c in cities if c in self.ai.houses
                ])
                self.trace.step("CONC-BUILD-ONE", "concordia.trace.build", city=place_name(city), in_city=in_places(city),
                                goods=counted_goods([first, cheapest]))
                return Deed("build", city=city, pay=(first, cheapest))
            self.trace.step(
                "CONC-BUILD-OCCUPIED", "concordia.trace.no_extra_good", good=self.good(city_type),
                ambiguity="CONC-AMB-07",
            )
            if self.variant.extra_good_missing == "goods_pair":
                if not allow_fallback:
                    return None
                self.trace.step("CONC-BUILD-STUCK", "concordia.trace.stuck_no_extra", ambiguity="CONC-AMB-07")
                return self.goods_pair("CONC-BUILD-STUCK")
        if not allow_fallback:
            return None
        if start == 0:  # its best good is cloth: every type was tried
            self.trace.step("CONC-BUILD-STUCK", "concordia.trace.stuck", ambiguity="CONC-AMB-09")
        else:  # CONC-AMB-09: the seed orders the types downward; it never goes up past its best good's type
            self.trace.step(
                "CONC-BUILD-STUCK", "concordia.trace.stuck_lower", ambiguity="CONC-AMB-09",
                types=[self.good(g) for g in GOODS_HIGH_TO_LOW[start:]],
                higher=[self.good(g) for g in GOODS_HIGH_TO_LOW[:start]],
            )
        return self.goods_pair("CONC-BUILD-STUCK")

    def pick_city(self, candidates: list[str], rule: str, dropped_before: list[Dropped]) -> str:
        """CONC-BUILD-CHOOSE as read by CONC-AMB-05."""
        present = {self.map.city(c).province for c in self.ai.houses}
        free_provinces = [c for c in candidates if self.map.city(c).province not in present]
        dropped = list(dropped_before)
        if free_provinces:
            dropped += [
                Dropped(candidate=c, key="concordia.drop.ai_present", params={"province": self.province(c)})
                for c in candidates if c not in free_provinces
            ]
            pool = free_provinces
        else:
            self.trace.step(rule, "concordia.trace.all_present", ambiguity="CONC-AMB-05")
            pool = candidates
        if self.variant.distance == "one_colonist":
            far = 10**6
            distance = {c: self.map.one_colonist_distance(c) or far for c in pool}
        else:
            distance = {c: self.map.distance(c) for c in pool}
        nearest = min(distance.values())
        tied = [c for c in pool if distance[c] == nearest]
        dropped += [
            Dropped(candidate=c, key="concordia.drop.farther", params={"distance": distance[c], "nearest": nearest})
            for c in pool if c not in tied
        ]
        names = [place_name(c) for c in tied]  # the tied cities by name: the player can check the draw
        measure = {"key": f"concordia.distance.{self.variant.distance}"}
        if len(tied) == 1:
            self.trace.step("CONC-BUILD-CHOOSE", "concordia.trace.nearest_one", kept=tied, dropped=dropped,
                            distance=nearest, measure=measure, city=names[0], ambiguity="CONC-AMB-05")
            return tied[0]
        self.trace.step("CONC-BUILD-CHOOSE", "concordia.trace.nearest", kept=tied, dropped=dropped, distance=nearest,
                        measure=measure, cities=names, ambiguity="CONC-AMB-05")
        city = self.dice.pick("tie", tied)
        key = "concordia.trace.tie_chosen" if self.dice.ask else "concordia.trace.tie"  # companion: the player chose
        self.trace.step("CONC-BUILD-CHOOSE", key, city=place_name(city), cities=names, ambiguity="CONC-AMB-05")
        return city

    # -- goods ----------------------------------------------------------------
    def goods_pair(self, rule: str) -> Deed:
        roll = self.dice.roll("goods_roll")
        good = good_for(self.variant.dice, roll)
        pair = (good, next_lower(good))
        self.trace.step("CONC-ROLL-GOODS", "concordia.trace.goods_roll", roll=roll, good=self.good(good))
        self.trace.step("CONC-GOODS-PAIR", "concordia.trace.pair", goods=counted_goods(pair))
        return self.gain(pair)

    def gain(self, goods: tuple[Good, ...]) -> Deed:
        space = content().rules.storehouse_capacity - self.ai.store_used()
        kept, lost = goods[:space], goods[space:]
        if lost:
            self.trace.step(
                "CONC-GOODS-CAPACITY", "concordia.trace.capacity", kept=list(kept),
                dropped=[Dropped(candidate=g, key="concordia.drop.no_space") for g in lost], ambiguity="CONC-AMB-11",
            )
        return Deed("take", gain=tuple(kept))

    def take(self) -> Deed:
        if self.ai.store_used() >= content().rules.storehouse_capacity:
            if sum(self.ai.store_colonists.values()):
                capital = rules.game_map(self.state).capital
                self.trace.step("CONC-GOODS-FULL", "concordia.trace.full_colonist", ambiguity="CONC-AMB-12",
                                city=place_name(capital))
                return Deed("colonist", city=capital)  # named in the history
            self.trace.step("CONC-GOODS-FULL-ALL", "concordia.trace.full_all")
            return self.buy(1)
        roll = self.dice.roll("goods_roll")
        good = good_for(self.variant.dice, roll)
        self.trace.step("CONC-ROLL-GOODS", "concordia.trace.goods_roll", roll=roll, good=self.good(good))
        self.trace.step("CONC-GOODS-TAKE", "concordia.trace.take", good=self.good(good))
        return Deed("take", gain=(good,))

    # -- Buy Role Cards ---------------------------------------------------------
    def best_purchase(self, max_cards: int) -> tuple[tuple[int, ...], tuple[Good, ...]] | None:
        """CONC-BUY-ORDER / CONC-BUY-PREFER-TWO as read by CONC-AMB-14; both cards
        priced at their slots before either leaves, paid with the cheapest goods
        (CONC-AMB-13)."""
        goods = self.ai.goods
        prices = [rules.card_price(self.state, s) for s in range(len(self.state.display))]
        alone = [rules.payment(goods, price) for price in prices]
        n = len(prices)
        if max_cards == 2:
            for i in reversed(range(n)):
                if alone[i] is None:  # a pair costs at least as much as each of its cards
                    continue
                for j in reversed(range(i)):
                    if alone[j] is None:
                        continue
                    paid = rules.payment(goods, prices[i] + prices[j])
                    if paid is not None:
                        return (i, j), paid
        for i in reversed(range(n)):
            if alone[i] is not None:
                return (i,), alone[i]  # type: ignore[return-value]
        return None

    def buy(self, max_cards: int, allow_fallback: bool = True) -> Deed | None:
        self.trace.step("CONC-BUY-TWO" if max_cards == 2 else "CONC-GOODS-FULL-ALL", "concordia.trace.buy", count=max_cards)
        found = self.best_purchase(max_cards)
        if found is not None:
            slots, paid = found
            cards = tuple(self.state.display[s] for s in slots)
            rule = "CONC-BUY-PREFER-TWO" if len(slots) == 2 else "CONC-BUY-ORDER"
            self.trace.step(
                rule, "concordia.trace.bought", kept=list(cards), ambiguity="CONC-AMB-14" if len(slots) == 2 else None,
                cards=[self.card(c) for c in cards], slots=[s + 1 for s in slots], count=len(slots), goods=counted_goods(paid),
                dropped=[
                    Dropped(candidate=c, key="concordia.drop.unaffordable_now") for s, c in enumerate(self.state.display)
                    if s > max(slots) and c is not None
                ],
            )
            return Deed("buy", pay=paid, cards=cards)  # type: ignore[arg-type]
        if not allow_fallback:
            return None
        if self.ai.store_used() >= content().rules.storehouse_capacity:
            self.trace.step("CONC-BUY-POOR-FULL", "concordia.trace.poor_full", ambiguity="CONC-AMB-16")
            if self.variant.poor_full_build == "cloth_city":
                deed = self.cloth_city()
                if deed is not None:
                    return deed
            return self.build()
        self.trace.step("CONC-BUY-POOR", "concordia.trace.poor")
        return self.goods_pair("CONC-BUY-POOR")

    def cloth_city(self) -> Deed | None:
        """CONC-AMB-16 alternative: a cloth city, paying the highest good held, plus
        the cheapest other good when every free cloth city is occupied (it is the
        Build action: CONC-BUILD-OCCUPIED, CONC-AMB-10). None (the normal Build
        runs) when no cloth city is free or the extra good cannot be paid."""
        goods = self.ai.goods
        highest = next(g for g in GOODS_HIGH_TO_LOW if goods[g])
        free = [c for c in rules.cities_of(self.state, "cloth") if c not in self.ai.houses]
        if not free:
            return None
        empty = [c for c in free if rules.houses_in(self.state, c) == 0]
        pay: tuple[Good, ...] = (highest,)
        if not empty:
            left = rules.minus(goods, [highest])
            assert left is not None
            rest = [g for g in reversed(GOODS_HIGH_TO_LOW) if left[g]]
            if not rest:
                self.trace.step("CONC-BUY-POOR-FULL", "concordia.trace.no_extra_good", good=self.good("cloth"),
                                ambiguity="CONC-AMB-16")
                return None
            pay = (highest, rest[0])  # CONC-AMB-10: the cheapest
            self.trace.step("CONC-BUILD-OCCUPIED", "concordia.trace.occupied", good=self.good("cloth"),
                            extra=self.good(rest[0]), ambiguity="CONC-AMB-06")
        city = self.pick_city(empty or free, "CONC-BUY-POOR-FULL", [])
        self.trace.step("CONC-BUY-POOR-FULL", "concordia.trace.build", city=place_name(city), in_city=in_places(city),
                        goods=counted_goods(pay), ambiguity="CONC-AMB-16")
        return Deed("build", city=city, pay=pay)

    # -- the end ----------------------------------------------------------------
    def final_action(self) -> Deed:
        """CONC-END-AI-FINAL: the player ended the game; one last AI action."""
        order = ["buy", "build", "take"]
        if self.variant.final_action == "roll":
            roll = self.dice.roll("action_roll")
            rolled = action_for(self.variant.dice, roll)
            self.trace.step(
                "CONC-END-AI-FINAL", "concordia.trace.final_roll", roll=roll, dice=self.variant.dice,
                die=die_word(self.variant.dice),
                action={"key": f"concordia.deed.{rolled}"}, ambiguity="CONC-AMB-21",
            )
            order = [rolled] + [a for a in order if a != rolled]
        else:
            self.trace.step("CONC-END-AI-FINAL", "concordia.trace.final_order", ambiguity="CONC-AMB-21")
        for action in order:
            if action == "buy":
                deed = self.buy(2, allow_fallback=False)
            elif action == "build":
                deed = self.build(allow_fallback=False)
            else:
                deed = self.take_cloth()
            if deed is not None:
                return deed
            self.trace.step("CONC-END-AI-FINAL", "concordia.trace.final_impossible",
                            action={"key": f"concordia.deed.{action}"}, reason={"key": self.final_refusal(action)})
        self.trace.step("CONC-END-AI-FINAL", "concordia.trace.final_nothing", ambiguity="CONC-AMB-21")
        return Deed("nothing")

    def final_refusal(self, action: str) -> str:
        """Why a last action cannot be done by itself (CONC-AMB-21), for the explanation."""
        if action == "buy":
            return "concordia.why.no_card_left" if not any(self.state.display) else "concordia.why.cannot_afford"
        if action == "build":
            return "concordia.why.no_goods" if not any(self.ai.goods.values()) else "concordia.why.no_city"
        return "concordia.why.storehouse_full"

    def take_cloth(self) -> Deed | None:
        if self.ai.store_used() >= content().rules.storehouse_capacity:
            return None
        self.trace.step("CONC-END-AI-FINAL", "concordia.trace.take", good=self.good("cloth"))
        return Deed("take", gain=("cloth",))

    # -- message parameters -------------------------------------------------------
    @staticmethod
    def good(good: str) -> dict[str, str]:
        return {"key": f"concordia.good.{good}"}

    @staticmethod
    def card(card: str | None) -> dict[str, str]:
        return {"key": f"concordia.card.{card_type_name(card or '')}"}

    def province(self, city: str) -> str:
        return next(p.name for p in self.map.provinces if p.id == self.map.city(city).province)


def resolve(state: ConcordiaState, given: dict[str, Any] | None, ask: bool, trace: Trace | None = None,
            exact: bool = False) -> tuple[Deed, Dice]:
    dice = Dice(state, given, ask, exact)
    deed = Resolver(state, dice, trace if trace is not None else Trace()).turn()
    return deed, dice


# -- proposals ------------------------------------------------------------------
def propose(state: ConcordiaState, inputs: dict[str, str] | None = None) -> Proposal:
    inputs = inputs or {}
    if state.finished:
        return Proposal(status="game_over", rule="CONC-END-SCORE")
    reveal = propose_reveals(state, inputs)
    if reveal is not None:
        return reveal
    if state.turn == "player":
        rule = "CONC-END-PLAYER-FINAL" if state.concordia == "automa" else "CONC-TURN-ORDER"
        return Proposal(status="not_automa_turn", to_move="player", rule=rule)
    trace = Trace()
    rule = "CONC-END-AI-FINAL" if state.concordia == "player" else "CONC-AI-TURN"  # its last action, or a turn
    try:
        deed, dice = resolve(state, inputs, ask=state.mode == "companion", trace=trace)
    except NeedInput as need:  # the reasoning so far stays beside the question
        return Proposal(status="needs_input", to_move="automa", rule=rule, inputs=[need.request], trace=trace.steps)
    action = AutomaTurn(
        deed=deed.deed, city=deed.city, pay=deed.pay, gain=deed.gain, cards=deed.cards, outcomes=dict(dice.used),  # type: ignore[arg-type]
    )
    explain_game_end(state, deed, trace)
    return Proposal(
        status="automa_turn", to_move="automa", rule=rule, actions=[action], trace=trace.steps,
        summary=summary(deed),
    )


def explain_game_end(state: ConcordiaState, deed: Deed, trace: Trace) -> None:
    """The AI's turn that ends the game says so (CONC-END-TRIGGER, as ``rules.end_turn`` sees it):
    the Concordia card is the AI's, and the player has one last turn (CONC-END-PLAYER-FINAL)."""
    if state.concordia is not None:
        return
    data = content()
    params = {"points": data.rules.scoring.concordia_card}
    if deed.deed == "build" and len(state.automa.houses) + 1 >= data.rules.houses_per_side:
        trace.step("CONC-END-CONCORDIA", "concordia.trace.ends_houses", houses=data.rules.houses_per_side, **params)
    elif deed.cards and rules.cards_left(state) == len(deed.cards):
        trace.step("CONC-END-CONCORDIA", "concordia.trace.ends_cards", **params)


def summary(deed: Deed) -> Message:
    params: dict[str, Any] = {
        "city": place_name(deed.city) if deed.city else "-", "in_city": in_places(deed.city) if deed.city else "-",
        "pay": counted_goods(deed.pay) or "-",
        "gain": counted_goods(deed.gain) or "-", "cards": [Resolver.card(c) for c in deed.cards] or "-",
    }
    return Message(key=f"concordia.summary.{deed.deed}", params=params)


def propose_reveals(state: ConcordiaState, inputs: dict[str, str]) -> Proposal | None:
    """Companion: what only the table knows (city tokens, new display cards)."""
    cities = rules.pending_city_reveals(state)
    if cities:
        told = state
        for city in cities:  # answers so far narrow the tokens left for the others
            if city in inputs:
                if inputs[city] not in rules.possible_city_goods(told, city):
                    raise IllegalAction("concordia.err.token_impossible", {
                        "city": place_name(city), "good": {"key": f"concordia.good.{inputs[city]}"}})
                told = rules.apply_answer(told, RevealCity(city=city, good=inputs[city]))  # type: ignore[arg-type]
        if all(c in inputs for c in cities):
            # a question of the table, fully answered: still needs_input, with the answers to apply
            actions = [RevealCity(city=c, good=inputs[c]) for c in cities]  # type: ignore[arg-type]
            return Proposal(status="needs_input", to_move="player", rule="CONC-SETUP-2P", actions=actions,
                            summary=Message(key="concordia.summary.reveal_cities"))
        the_map = rules.game_map(state)
        requests = [
            InputRequest(
                name=c, kind="choice", key="concordia.ask.city_token",
                params={"city": the_map.city(c).name, "letter": the_map.city(c).letter},
                choices=[named_choice(g) for g in rules.possible_city_goods(told, c)],
            )
            for c in cities if c not in inputs
        ]
        return Proposal(status="needs_input", to_move="player", rule="CONC-SETUP-2P", inputs=requests)
    slots = [i for i, c in enumerate(state.display) if c is None]
    if not slots:
        return None
    # every untold slot at once (one question set, applied together); each answer narrows the others
    told = {i: inputs[f"slot_{i + 1}"] for i in slots if f"slot_{i + 1}" in inputs}
    for slot, card in told.items():
        if card not in rules.possible_cards_in(state, slot, told):
            rules.refuse_unknown_card(card)
            raise IllegalAction("concordia.err.card_impossible", {"card": rules.card_word(card)})
    if len(told) == len(slots):
        return Proposal(status="needs_input", to_move="player", rule="CONC-DATA-CARDS",
                        actions=[RevealCard(slot=i + 1, card=told[i]) for i in slots],
                        summary=Message(key="concordia.summary.reveal_card" if len(slots) == 1
                                        else "concordia.summary.reveal_cards"))
    return Proposal(status="needs_input", to_move="player", rule="CONC-DATA-CARDS", inputs=[InputRequest(
        name=f"slot_{i + 1}", kind="card", key="concordia.ask.display_card", params={"slot": i + 1},
        choices=[named_choice(c) for c in rules.possible_cards_in(state, i, told)],
    ) for i in slots if i not in told])


# -- applying the AI's turn ---------------------------------------------------------
def apply_automa_turn(state: ConcordiaState, action: AutomaTurn) -> tuple[ConcordiaState, AutomaTurn]:
    if rules.to_move(state) != "automa":
        raise IllegalAction("concordia.err.not_ai_turn", {"rule": "CONC-TURN-ORDER"})
    digital = state.mode == "digital"
    try:  # digital: the outcomes recorded must be the stream's own draws (a replayed save)
        deed, dice = resolve(state, action.outcomes, ask=not digital, exact=digital)
    except NeedInput as need:
        raise IllegalAction("concordia.err.needs_input", {
            "name": {"key": need.request.key, "params": dict(need.request.params)}}) from None
    unused = [name for name in action.outcomes if name not in dice.used]
    if digital and unused:  # an outcome this turn never drew
        raise IllegalAction("concordia.err.outcome_unexpected", {
            "name": outcome_word(unused[0]), "value": action.outcomes[unused[0]]})
    recorded = AutomaTurn(
        deed=deed.deed, city=deed.city, pay=deed.pay, gain=deed.gain, cards=deed.cards,  # type: ignore[arg-type]
        outcomes={**action.outcomes, **dice.used},
    )
    # a colonist turn recorded before it named its city (always the capital) still matches
    city = recorded.city if action.deed == "colonist" and action.city is None else action.city
    if action.deed is not None and (action.deed, city, action.pay, action.gain, action.cards) != (
        recorded.deed, recorded.city, recorded.pay, recorded.gain, recorded.cards
    ):
        raise IllegalAction("concordia.err.automa_mismatch", {"deed": action.deed})
    ai = state.automa
    if deed.deed == "build":
        ai = ai.model_copy(update={"goods": rules.minus(ai.goods, deed.pay), "houses": ai.houses + (deed.city,)})
    elif deed.deed == "take":
        ai = ai.model_copy(update={"goods": rules.plus(ai.goods, deed.gain)})
    elif deed.deed == "colonist":
        store = ai.store_colonists
        kind = max(store, key=lambda k: store[k])
        ai = ai.model_copy(update={
            "store_colonists": {**store, kind: store[kind] - 1},
            "colonists": ai.colonists + (Colonist(kind=kind, at=rules.game_map(state).capital),),
        })
    elif deed.deed == "buy":
        state = state.model_copy(update={
            "display": tuple(c for c in state.display if c not in deed.cards),
        })
        ai = ai.model_copy(update={"goods": rules.minus(ai.goods, deed.pay), "hand": ai.hand + deed.cards})
    state = state.model_copy(update={"automa": ai, "rng_counter": state.rng_counter + len(dice.used)})
    return rules.end_turn(state, "automa"), recorded


