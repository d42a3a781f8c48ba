"""Concordia's base rules for two sides, with the dice-AI variant's exceptions.

Pure Python: setup, the player's cards, companion answers, edits, end of turn,
end of game and scoring. The AI's turn is resolved by bot.py.
"""
from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from typing import Any

from solo_desk.core.actions import Action, Side
from solo_desk.core.errors import IllegalAction, InconsistentState, MalformedAction
from solo_desk.core.rng import Chance
from solo_desk.games.concordia.content import (
    GOODS_HIGH_TO_LOW, GODS, CardType, GameMap, Good, card_type_name, content, counted_goods, good_word, market_card_ids,
    in_places, place_name, starting_card_ids,
)
from solo_desk.games.concordia.state import (
    GOODS, Architect, Colonist, ColonistCard, ConcordiaState, Consul, Diplomat, EditBonus, EditCard,
    EditCityToken, EditColonist, EditDisplay, EditGoods, EditHouse, EditMoney, Mercator, PlayerMove, Prefect, RevealCard, RevealCity, SideState, Senator, Specialist,
    Tribune, Variant,
)

DISPLAY_SLOTS = 7


def other(side: Side) -> Side:
    return "automa" if side == "player" else "player"


def game_map(state: ConcordiaState) -> GameMap:
    return content().maps[state.variant.map]


def value(good: Good) -> int:
    return content().rules.good_value[good]


# -- goods ------------------------------------------------------------------
def empty_goods() -> dict[Good, int]:
    return {g: 0 for g in GOODS}


def plus(goods: dict[Good, int], gained: Iterable[Good]) -> dict[Good, int]:
    result = dict(goods)
    for good in gained:
        result[good] += 1
    return result


def minus(goods: dict[Good, int], paid: Iterable[Good]) -> dict[Good, int] | None:
    """The goods left after paying, or None when they do not suffice."""
    result = dict(goods)
    for good in paid:
        result[good] -= 1
        if result[good] < 0:
            return None
    return result


def cheapest_first(goods: dict[Good, int]) -> list[Good]:
    return [g for g in reversed(GOODS_HIGH_TO_LOW) for _ in range(goods[g])]


def payment(goods: dict[Good, int], cost: Iterable[str], chosen: Iterable[Good] | None = None) -> tuple[Good, ...] | None:
    """Goods paying ``cost`` (goods, and "any" for any good): the cheapest goods for
    the "any" spaces unless ``chosen`` names them (CONC-AMB-13). None: unaffordable."""
    cost = list(cost)
    specific = [c for c in cost if c != "any"]
    left = minus(goods, specific)  # type: ignore[arg-type]
    if left is None:
        return None
    wanted = len(cost) - len(specific)
    if chosen is None:
        pool = cheapest_first(left)
        if len(pool) < wanted:
            return None
        extra = pool[:wanted]
    else:
        extra = list(chosen)
        if len(extra) != wanted or minus(left, extra) is None:
            return None
    return tuple(specific) + tuple(extra)  # type: ignore[return-value]


def choices_of(goods: dict[Good, int], count: int) -> list[tuple[Good, ...]]:
    """The distinct sets of ``count`` goods taken from ``goods`` (cheapest first in
    each), the cheapest set first, then by the value they are worth."""
    if count <= 0:
        return [()]
    kinds = [g for g in reversed(GOODS_HIGH_TO_LOW) if goods[g]]
    found: list[tuple[Good, ...]] = []

    def pick(start: int, left: int, taken: tuple[Good, ...]) -> None:
        if not left:
            found.append(taken)
            return
        for i in range(start, len(kinds)):
            good = kinds[i]
            for n in range(min(goods[good], left), 0, -1):
                pick(i + 1, left - n, taken + (good,) * n)

    pick(0, count, ())
    default = tuple(cheapest_first(goods)[:count])
    found.sort(key=lambda t: (t != default, sum(value(g) for g in t)))
    return found


def pay_choices(goods: dict[Good, int], cost: Iterable[str]) -> list[tuple[Good, ...]]:
    """The distinct goods that can pay the "any good" spaces of ``cost``, the
    cheapest first (the default); [] when unaffordable."""
    cost = list(cost)
    left = minus(goods, [c for c in cost if c != "any"])  # type: ignore[misc]
    wanted = cost.count("any")
    if left is None or sum(left.values()) < wanted:
        return []
    return choices_of(left, wanted)


def drop_choices(side: SideState, gained: Iterable[Good]) -> list[tuple[Good, ...]]:
    """The distinct goods that can be thrown away when ``gained`` overflows the
    storehouse, the cheapest first (the default); [()] when all fit."""
    goods = plus(side.goods, gained)
    excess = sum(goods.values()) + sum(side.store_colonists.values()) - content().rules.storehouse_capacity
    return choices_of(goods, excess)


def fit_storehouse(side: SideState, gained: Iterable[Good], drop: Iterable[Good] = ()) -> tuple[dict[Good, int], tuple[Good, ...]]:
    """Goods after gaining, and the goods thrown away for lack of space: those named
    in ``drop``, else the cheapest (base rules: the owner chooses)."""
    goods = plus(side.goods, gained)
    excess = sum(goods.values()) + sum(side.store_colonists.values()) - content().rules.storehouse_capacity
    if excess <= 0:
        return goods, ()
    drop = tuple(drop) or tuple(cheapest_first(goods)[:excess])
    if len(drop) != excess:
        raise IllegalAction("concordia.err.drop_count", {"count": excess})
    left = minus(goods, drop)
    if left is None:
        raise IllegalAction("concordia.err.drop_missing", {"goods": counted_goods(drop)})
    return left, drop


# -- setup ------------------------------------------------------------------
def new_state(variant: Variant, seed: int, mode: str) -> ConcordiaState:
    data = content()
    chance = Chance(seed, 0)
    the_map = data.maps[variant.map]
    decks = data.cards.decks_by_player_count["2"]  # CONC-SETUP-2P
    if mode == "digital":
        city_goods = deal_city_tokens(the_map, data.token_mix(variant.map), chance)
        stack = tuple(card for deck in decks for card in chance.shuffled(market_card_ids((deck,))))
        display, stack = stack[:DISPLAY_SLOTS], stack[DISPLAY_SLOTS:]
    else:  # companion: the table's tokens and cards are told by the player
        city_goods = {c.id: None for c in the_map.lettered_cities()}
        stack = market_card_ids(decks)
        display = (None,) * DISPLAY_SLOTS
    rules = data.rules
    capital = the_map.capital
    player_board = tuple(
        Colonist(kind=kind, at=capital)  # type: ignore[arg-type]
        for kind, n in rules.player_colonists_on_board_at_start.items() for _ in range(n)
    )
    player = SideState(  # CONC-SETUP-PLAYER
        goods=dict(rules.starting_goods), money=rules.player_starting_money, colonists=player_board,
        store_colonists={k: rules.colonists[k] - rules.player_colonists_on_board_at_start[k] for k in rules.colonists},
        hand=starting_card_ids("player"),
    )
    # CONC-SETUP-AI-*: two colonists in the capital (they never move), the rest stored
    ai_board = (Colonist(kind="land", at=capital), Colonist(kind="sea", at=capital))
    automa = SideState(
        goods=dict(rules.starting_goods), money=0,
        colonists=ai_board[: rules.automa_colonists_on_board_at_start],
        store_colonists={"land": rules.colonists["land"] - 1, "sea": rules.colonists["sea"] - 1},
        hand=starting_card_ids("automa"),
    )
    return ConcordiaState(
        mode=mode, seed=seed, rng_counter=chance.counter, variant=variant, city_goods=city_goods,
        display=display, stack=stack, player=player, automa=automa,
    )


def deal_city_tokens(the_map: GameMap, mix: dict, chance: Chance) -> dict[str, Good | None]:
    goods: dict[str, Good | None] = {}
    for letter in sorted({c.letter for c in the_map.lettered_cities()}):  # type: ignore[type-var]
        tokens = chance.shuffled([g for g in GOODS for _ in range(mix[letter].get(g, 0))])
        for city, token in zip((c for c in the_map.lettered_cities() if c.letter == letter), tokens):
            goods[city.id] = token
    return {c.id: goods[c.id] for c in the_map.lettered_cities()}


# -- derived facts ----------------------------------------------------------
def bonus_good(state: ConcordiaState, province: str) -> Good | None:
    """The province's bonus marker: its most valuable good (None until all are known)."""
    goods = [state.city_goods[c.id] for c in game_map(state).province_cities(province)]
    if not goods or None in goods:
        return None
    return max(goods, key=value)  # type: ignore[arg-type]


def houses_in(state: ConcordiaState, city: str) -> int:
    return (city in state.player.houses) + (city in state.automa.houses)


def cities_of(state: ConcordiaState, good: Good) -> list[str]:
    return [c for c, g in state.city_goods.items() if g == good]


def cards_left(state: ConcordiaState) -> int:
    """Market cards still to buy: in the display (told or not) and in the stack."""
    unknown = state.display.count(None)
    return len(state.display) - unknown + len(state.stack)


def pending_city_reveals(state: ConcordiaState) -> list[str]:
    return [c for c, g in state.city_goods.items() if g is None]


def pending_card_reveal(state: ConcordiaState) -> int | None:
    """The leftmost display slot (0-based) whose card is not yet told."""
    return state.display.index(None) if None in state.display else None


def possible_city_goods(state: ConcordiaState, city: str) -> list[Good]:
    letter = game_map(state).city(city).letter
    mix = content().token_mix(state.variant.map)[letter]  # type: ignore[index]
    used = Counter(state.city_goods[c.id] for c in game_map(state).lettered_cities() if c.letter == letter)
    return [g for g in GOODS if mix.get(g, 0) > used[g]]


def possible_cards(state: ConcordiaState) -> list[str]:
    """Cards that can lie in the leftmost untold slot: the top deck's cards still unseen."""
    decks = content().market_card_deck
    order = content().cards.decks_by_player_count["2"]
    top = min((order.index(decks[c]) for c in state.stack), default=None)
    return sorted(c for c in state.stack if top is not None and order.index(decks[c]) == top)


def possible_cards_in(state: ConcordiaState, slot: int, told: dict[int, str]) -> list[str]:
    """Cards the untold display slot ``slot`` (0-based) can show when the cards of other untold
    slots are told (``told``: slot -> card, not yet applied): the unseen cards of the deck this
    slot's card can come from. Deck I lies on deck II, and the untold slots were filled from the
    stack left to right: the untold slots on its left took the cards of the decks above it, so a
    card of a lower deck is possible only when those can all lie there, and a card of its deck
    only while that deck is not used up by them."""
    decks = content().market_card_deck
    order = content().cards.decks_by_player_count["2"]
    pending = [i for i, c in enumerate(state.display) if c is None]
    others = {i: c for i, c in told.items() if i != slot and i in pending}
    unseen = [c for c in state.stack if c not in others.values()]
    before = sum(1 for i in pending if i < slot and i not in others)  # untold, unanswered slots on its left
    rank = {c: order.index(decks[c]) for c in state.stack}
    left_ranks = [rank[c] for i, c in others.items() if i < slot and c in rank]
    right_ranks = [rank[c] for i, c in others.items() if i > slot and c in rank]

    def possible(deck: int) -> bool:
        # the untold slots on its left take the cards of the decks above first, then of its own
        above = sum(1 for c in unseen if rank[c] < deck)
        same = sum(1 for c in unseen if rank[c] == deck)
        return (above <= before < above + same and all(r <= deck for r in left_ranks)
                and all(r >= deck for r in right_ranks))

    return sorted(c for c in unseen if possible(rank[c]))


def card_price(state: ConcordiaState, slot: int, surcharge: bool = True) -> tuple[str, ...]:
    card = state.display[slot]
    assert card is not None
    extra = content().cards.display_surcharge[slot] if surcharge else ()
    return content().card_type_of(card).cost + tuple(extra)


def house_price(state: ConcordiaState, city: str) -> tuple[tuple[Good, ...], int]:
    good = state.city_goods[city]
    assert good is not None
    cost = content().rules.house_cost[good]
    return cost.goods, cost.money * (houses_in(state, city) + 1)  # CONC-AMB-26


def table_untold(state: ConcordiaState) -> bool:
    """Companion: city tokens or display cards still to be told by the player."""
    return bool(pending_city_reveals(state)) or pending_card_reveal(state) is not None


def to_move(state: ConcordiaState) -> Side | None:
    if state.finished:
        return None
    if table_untold(state):
        return "player"  # only the table knows: the player tells
    return state.turn


def may_play(state: ConcordiaState) -> bool:
    """The player may play a card: their turn, and nothing of the table left to tell."""
    return not state.finished and not table_untold(state) and state.turn == "player"


def untold_refusal(state: ConcordiaState) -> IllegalAction:
    """Why no card can be played while the table is being told (companion): the answers first."""
    cities = pending_city_reveals(state)
    if cities:
        return IllegalAction("concordia.err.tokens_untold", {"count": len(cities), "rule": "CONC-SETUP-2P"})
    return IllegalAction("concordia.err.cards_untold", {
        "count": state.display.count(None), "rule": "CONC-DATA-CARDS"})


# -- the player's cards -----------------------------------------------------
def executed_card(state: ConcordiaState, move: PlayerMove) -> CardType:
    """The card whose action the move performs (CONC-DIPLOMAT, CONC-AMB-18)."""
    player = state.player
    if move.card not in player.hand:
        refuse_unknown_card(move.card)
        if move.card in player.discard:  # says how to get it back
            raise IllegalAction("concordia.err.card_played", {"card": card_word(move.card)})
        raise IllegalAction("concordia.err.card_not_in_hand", {"card": card_word(move.card)})
    played = content().card_type_of(move.card)
    if played.action == move.kind:
        return played
    if played.action != "diplomat":
        raise IllegalAction("concordia.err.card_action", {"card": card_word(move.card), "action": action_word(move.kind)})
    top = content().card_type_of(player.discard[-1]) if player.discard else None
    if top is None or top.action == "diplomat":
        if move.kind == "diplomat":
            return played
        raise IllegalAction("concordia.err.diplomat_nothing", {"action": action_word(move.kind)})
    if top.action != move.kind:
        raise IllegalAction("concordia.err.diplomat_copies", {
            "card": card_word(player.discard[-1]), "action": action_word(move.kind)})
    return top


def apply_player_move(state: ConcordiaState, move: PlayerMove) -> ConcordiaState:
    if not state.finished and table_untold(state):  # companion: the table's answers come first
        raise untold_refusal(state)
    if to_move(state) != "player" or state.turn != "player":
        raise IllegalAction("concordia.err.not_your_turn", {"rule": "CONC-TURN-ORDER"})
    card = executed_card(state, move)
    player = state.player
    player = player.model_copy(update={"hand": tuple(c for c in player.hand if c != move.card)})
    state = state.model_copy(update={"player": player})
    handler = _HANDLERS[move.kind]
    state = handler(state, move, card)
    if move.kind != "tribune":
        player = state.player
        state = state.model_copy(update={"player": player.model_copy(update={"discard": player.discard + (move.card,)})})
    return end_turn(state, "player")


def _architect(state: ConcordiaState, move: Architect, card: CardType) -> ConcordiaState:
    the_map = game_map(state)
    player = state.player
    colonists = list(player.colonists)
    steps_left = len(colonists)
    for step in move.moves:
        if not 0 <= step.colonist < len(colonists):
            raise IllegalAction("concordia.err.no_colonist", {"colonist": step.colonist})
        here = colonists[step.colonist].at
        kind = colonists[step.colonist].kind
        for route_id in step.path:
            if not the_map.has_route(route_id):  # named as the legal moves do, from where it stands
                ends = [here] if the_map.has_city(here) else list(the_map.route_ends(here))
                near = sorted(r.id for c in ends for r in the_map.routes_at(c) if r.kind == kind and r.id != here)
                raise IllegalAction("concordia.err.no_route", {"route": route_id, "example": near[0] if near else "land:a-b"})
            route = the_map.route(route_id)
            if route.kind != kind:
                raise IllegalAction("concordia.err.route_kind", {"route": place_word(state, route_id), "kind": kind_word(kind)})
            ends = {route.a, route.b}
            linked = here in ends if the_map.has_city(here) else (
                here != route_id and bool(ends & {the_map.route(here).a, the_map.route(here).b})
            )
            if not linked:
                raise IllegalAction("concordia.err.route_not_adjacent", {
                    "route": place_word(state, route_id), "from": place_word(state, here)})
            here = route_id
        steps_left -= len(step.path)
        if steps_left < 0:
            raise IllegalAction("concordia.err.too_many_steps", {"steps": len(colonists)})
        if any(i != step.colonist and c.at == here for i, c in enumerate(colonists)) and not the_map.has_city(here):
            raise IllegalAction("concordia.err.route_occupied", {"route": place_word(state, here)})
        colonists[step.colonist] = Colonist(kind=kind, at=here)
    reachable = {end for c in colonists if the_map.has_route(c.at) for end in (the_map.route(c.at).a, the_map.route(c.at).b)}
    state = state.model_copy(update={"player": player.model_copy(update={"colonists": tuple(colonists)})})
    for city in move.build:
        state = build_player_house(state, city, reachable)
    return state


def build_player_house(state: ConcordiaState, city: str, reachable: set[str]) -> ConcordiaState:
    player = state.player
    if not game_map(state).has_city(city):
        raise IllegalAction("concordia.err.no_such_city", {"city": city})
    if city not in state.city_goods:
        raise IllegalAction("concordia.err.not_a_city", {"city": place_name(city)})
    if city not in reachable:
        raise IllegalAction("concordia.err.city_not_reached", {"city": place_name(city)})
    if city in player.houses:
        raise IllegalAction("concordia.err.house_already", {"city": place_name(city), "in_city": in_places(city)})
    if len(player.houses) >= content().rules.houses_per_side:
        raise IllegalAction("concordia.err.no_houses_left", {})
    goods_cost, money = house_price(state, city)
    left = minus(player.goods, goods_cost)
    if left is None or player.money < money:
        have = [{"key": "concordia.word.n_goods", "params": {"n": player.goods[g], "good": good_word(g, player.goods[g])}}
                for g in dict.fromkeys(goods_cost)]  # what the player holds of the goods the house costs
        raise IllegalAction("concordia.err.cannot_pay_house",
                            {"city": place_name(city), "in_city": in_places(city), "goods": counted_goods(goods_cost),
                             "money": money, "have_goods": have, "have": player.money})
    player = player.model_copy(update={"goods": left, "money": player.money - money, "houses": player.houses + (city,)})
    return state.model_copy(update={"player": player})


def _prefect(state: ConcordiaState, move: Prefect, card: CardType) -> ConcordiaState:
    if move.province is None:
        return prefect_money(state)
    return prefect_production(state, move.province, move.drop)


def prefect_money(state: ConcordiaState) -> ConcordiaState:
    coins = content().unverified.bonus_marker_coins
    earned = sum(coins[bonus_good(state, p)] for p in state.prefected)  # type: ignore[index]
    player = state.player.model_copy(update={"money": state.player.money + earned})
    automa = state.automa
    store = automa.store_colonists
    kind = max(store, key=lambda k: store[k])
    if store[kind] > 0:  # CONC-PREFECT: an AI colonist joins the board, in the capital
        automa = automa.model_copy(update={
            "store_colonists": {**store, kind: store[kind] - 1},
            "colonists": automa.colonists + (Colonist(kind=kind, at=game_map(state).capital),),
        })
    return state.model_copy(update={"player": player, "automa": automa, "prefected": ()})


PREFECT_MONEY = "prefect_money"  # what a Prefect's money paid: for the history, never read back
AI_COLONIST = "ai_colonist"  # the AI colonist it put on the board (CONC-PREFECT), kind and city, or None
COLONIST_MONEY = "colonist_money"  # what the Colonist's money paid: for the history, never read back
PRODUCED = "produced"  # the goods a Prefect's production added to each storehouse: for the history, never read back
TOOK_CONCORDIA = "took_concordia"  # the move ended the game (CONC-END-TRIGGER): "houses" or "cards"; for the history


def with_history_outcomes(before: ConcordiaState, after: ConcordiaState, move: PlayerMove) -> PlayerMove:
    """``move`` as recorded: a Prefect or Colonist taking money records what it paid, and the
    Prefect the AI colonist that joined the board; a Prefect's production the goods each side
    gained; a move that takes the Concordia card, why. For its history line: the rules never read them back, and a save without them reads
    the plain line."""
    if before.concordia is None and after.concordia == "player":  # CONC-END-TRIGGER: the Concordia card taken
        ended = "houses" if len(after.player.houses) >= content().rules.houses_per_side else "cards"
        move = move.with_outcomes(**{TOOK_CONCORDIA: ended})  # type: ignore[assignment]
    earned = after.player.money - before.player.money
    if isinstance(move, Prefect) and move.province is None:
        store, now = before.automa.store_colonists, after.automa.store_colonists
        joined = next((k for k in store if now[k] < store[k]), None)
        colonist = {"kind": joined, "city": game_map(before).capital} if joined else None
        return move.with_outcomes(**{PREFECT_MONEY: earned, AI_COLONIST: colonist})  # type: ignore[return-value]
    if isinstance(move, ColonistCard) and move.take_money:
        return move.with_outcomes(**{COLONIST_MONEY: earned})  # type: ignore[return-value]
    if isinstance(move, Prefect):  # production: what each side's storehouse gained (the AI's too, CONC-AMB-17)
        gained = {side: {g: n - before.side(side).goods[g] for g, n in after.side(side).goods.items()
                         if n > before.side(side).goods[g]} for side in ("player", "automa")}
        return move.with_outcomes(**{PRODUCED: gained})  # type: ignore[return-value]
    return move


def prefect_production(state: ConcordiaState, province: str, drop: tuple[Good, ...] = ()) -> ConcordiaState:
    if province not in {p.id for p in game_map(state).provinces}:
        raise IllegalAction("concordia.err.no_such_province", {"province": province})
    bonus = bonus_good(state, province)
    if bonus is None or province in state.prefected:
        raise IllegalAction("concordia.err.province_not_ready", {"province": place_name(province)})
    cities = game_map(state).province_cities(province)
    goods, _ = fit_storehouse(state.player, production_gain(state, province), drop)
    update: dict[str, Any] = {"player": state.player.model_copy(update={"goods": goods}), "prefected": state.prefected + (province,)}
    if state.variant.prefect_production == "all_houses":  # CONC-AMB-17
        ai_goods = sorted((state.city_goods[c.id] for c in cities if c.id in state.automa.houses), key=value, reverse=True)
        update["automa"] = state.automa.model_copy(update={"goods": fit_storehouse(state.automa, ai_goods)[0]})
    return state.model_copy(update=update)


def production_gain(state: ConcordiaState, province: str) -> list[Good]:
    """The player's goods of a Prefect producing in ``province``: its bonus marker's good
    and one good per player's house there."""
    produced = [state.city_goods[c.id] for c in game_map(state).province_cities(province) if c.id in state.player.houses]
    return [bonus_good(state, province), *produced]  # type: ignore[list-item]


def specialist_gain(state: ConcordiaState, card: CardType) -> list[Good]:
    """The goods a Specialist (``card``: the card type whose action is performed) makes."""
    return [card.good for city in state.player.houses if state.city_goods[city] == card.good]  # type: ignore[misc]


def _mercator(state: ConcordiaState, move: Mercator, card: CardType) -> ConcordiaState:
    trade = {g: n for g, n in move.trade.items() if n}
    if len(trade) > 2:
        raise IllegalAction("concordia.err.trade_types", {})
    player = state.player
    money = player.money + (card.money or 0)
    goods = dict(player.goods)
    for good, n in trade.items():
        goods[good] += n
        money -= n * value(good)
        if goods[good] < 0:
            held = player.goods[good]  # "you hold 1 cloth: you cannot sell 3"
            raise IllegalAction("concordia.err.sell_missing", {"have": held, "good": good_word(good, held), "sell": -n})
    if money < 0:
        raise IllegalAction("concordia.err.no_money", {"missing": -money})
    if sum(goods.values()) + sum(player.store_colonists.values()) > content().rules.storehouse_capacity:
        raise IllegalAction("concordia.err.storehouse_full", {})
    return state.model_copy(update={"player": player.model_copy(update={"goods": goods, "money": money})})


def _colonist(state: ConcordiaState, move: ColonistCard, card: CardType) -> ConcordiaState:
    player = state.player
    if move.take_money:
        if move.place:
            raise MalformedAction("concordia.err.colonist_either", {})
        money = content().rules.colonist_card_money + len(player.colonists)
        return state.model_copy(update={"player": player.model_copy(update={"money": player.money + money})})
    capital = game_map(state).capital
    for placement in move.place:
        if placement.city != capital and placement.city not in player.houses:
            raise IllegalAction("concordia.err.colonist_city", {"city": place_name(placement.city)})
        player = new_colonist(player, placement.kind, placement.city)
    return state.model_copy(update={"player": player})


def new_colonist(player: SideState, kind: str, city: str) -> SideState:
    if player.store_colonists[kind] <= 0:  # type: ignore[index]
        raise IllegalAction("concordia.err.no_colonist_left", {"kind": kind_word(kind)})
    left = minus(player.goods, content().rules.colonist_cost)
    if left is None:
        raise IllegalAction("concordia.err.cannot_pay_colonist", {})
    return player.model_copy(update={
        "goods": left,
        "store_colonists": {**player.store_colonists, kind: player.store_colonists[kind] - 1},  # type: ignore[index]
        "colonists": player.colonists + (Colonist(kind=kind, at=city),),  # type: ignore[arg-type]
    })


def _tribune(state: ConcordiaState, move: Tribune, card: CardType) -> ConcordiaState:
    player = state.player
    back = player.discard + (move.card,)  # the Tribune itself returns too
    money = player.money + max(0, len(back) - content().rules.tribune_free_cards)
    player = player.model_copy(update={"hand": player.hand + back, "discard": (), "money": money})
    if move.new_colonist is not None:
        player = new_colonist(player, move.new_colonist, game_map(state).capital)
    return state.model_copy(update={"player": player})


def buy_cards(state: ConcordiaState, side: Side, cards: tuple[str, ...], surcharge: bool,
              chosen: tuple[Good, ...] | None = None) -> tuple[ConcordiaState, tuple[Good, ...]]:
    """Buy display cards priced at their slots before any of them leaves (CONC-AMB-13)."""
    if len(set(cards)) != len(cards):
        raise IllegalAction("concordia.err.card_twice", {})
    cost: list[str] = []
    for card in cards:
        if card not in state.display:
            refuse_unknown_card(card)
            raise IllegalAction("concordia.err.card_not_in_display", {"card": card_word(card)})
        cost += card_price(state, state.display.index(card), surcharge)
    who = state.side(side)
    paid = payment(who.goods, cost, chosen)
    if paid is None:
        raise IllegalAction("concordia.err.cannot_pay_cards", {"cards": [card_word(c) for c in cards], "cost": cost})
    who = who.model_copy(update={"goods": minus(who.goods, paid), "hand": who.hand + cards})
    display = tuple(c for c in state.display if c not in cards)  # the rest slide left
    return state.model_copy(update={side: who, "display": display}), paid


def _consul(state: ConcordiaState, move: Consul, card: CardType) -> ConcordiaState:
    if move.buy is None:
        return state
    return buy_cards(state, "player", (move.buy,), surcharge=False, chosen=move.pay)[0]


def _senator(state: ConcordiaState, move: Senator, card: CardType) -> ConcordiaState:
    if len(move.buy) > 2:
        raise IllegalAction("concordia.err.senator_two", {})
    if not move.buy:
        return state
    return buy_cards(state, "player", move.buy, surcharge=True, chosen=move.pay)[0]


def _specialist(state: ConcordiaState, move: Specialist, card: CardType) -> ConcordiaState:
    assert card.good is not None
    goods, _ = fit_storehouse(state.player, specialist_gain(state, card), move.drop)
    return state.model_copy(update={"player": state.player.model_copy(update={"goods": goods})})


def _diplomat(state: ConcordiaState, move: Diplomat, card: CardType) -> ConcordiaState:
    return state  # CONC-AMB-18: nothing to copy, no effect


_HANDLERS = {
    "architect": _architect, "prefect": _prefect, "mercator": _mercator, "colonist": _colonist,
    "tribune": _tribune, "consul": _consul, "senator": _senator, "specialist": _specialist, "diplomat": _diplomat,
}


# -- end of a turn, end of the game ----------------------------------------
def refill_display(state: ConcordiaState) -> ConcordiaState:
    display, stack = list(state.display), list(state.stack)
    if state.mode == "digital":
        while len(display) < DISPLAY_SLOTS and stack:
            display.append(stack.pop(0))
    else:  # companion: the new cards are told by the player (RevealCard)
        while len(display) < DISPLAY_SLOTS and len(stack) > display.count(None):
            display.append(None)
    return state.model_copy(update={"display": tuple(display), "stack": tuple(stack)})


def end_turn(state: ConcordiaState, side: Side) -> ConcordiaState:
    if state.concordia is None:  # after the last turn no card comes: a companion table is asked none
        state = refill_display(state)
    update: dict[str, Any] = {"turn": other(side)}
    if side == "automa":
        update["turn_number"] = state.turn_number + 1
    if state.concordia is None:
        if len(state.side(side).houses) >= content().rules.houses_per_side or cards_left(state) == 0:
            update["concordia"] = side  # CONC-END-TRIGGER, CONC-END-CONCORDIA
    else:
        update["finished"] = True  # the other side's last turn is over (CONC-END-AI-FINAL / -PLAYER-FINAL)
    return state.model_copy(update=update)


def score(state: ConcordiaState, side: Side) -> dict[str, int]:
    """Points by god (CONC-END-SCORE), the Concordia card, and the total."""
    data = content()
    sc = data.rules.scoring
    who = state.side(side)
    types = [data.card_type_of(c) for c in who.cards()]
    count = Counter(t.god for t in types)
    own_goods = [state.city_goods[c] for c in who.houses]
    wealth = who.money + sum(value(g) * n for g, n in who.goods.items())  # CONC-AMB-25
    per_card = {
        "vesta": wealth // sc.vesta_divisor,
        "jupiter": sum(1 for g in own_goods if g not in (None, "brick")),
        "saturnus": len({game_map(state).city(c).province for c in who.houses}),
        "mercurius": sc.mercurius_per_good_type * len({g for g in own_goods if g is not None}),
        "mars": sc.mars_per_colonist * len(who.colonists),  # CONC-AMB-20
    }
    points = {god: count[god] * per_card[god] for god in GODS if god != "minerva"}
    points["minerva"] = sum(
        sc.minerva_per_house[t.good] * own_goods.count(t.good) for t in types if t.god == "minerva" and t.good
    )
    points["concordia"] = sc.concordia_card if state.concordia == side else 0
    points["total"] = sum(points.values())
    return points


# -- answers and edits -------------------------------------------------------
def apply_answer(state: ConcordiaState, action: Action) -> ConcordiaState:
    if isinstance(action, RevealCity):
        if not game_map(state).has_city(action.city):
            raise IllegalAction("concordia.err.no_such_city", {"city": action.city})
        if action.city not in state.city_goods:  # the capital
            raise IllegalAction("concordia.err.no_city_token", {"city": place_name(action.city)})
        if state.city_goods[action.city] is not None:
            raise IllegalAction("concordia.err.city_known", {"city": place_name(action.city)})
        if action.good not in possible_city_goods(state, action.city):
            raise IllegalAction("concordia.err.token_impossible", {
                "city": place_name(action.city), "good": {"key": f"concordia.good.{action.good}"}})
        return state.model_copy(update={"city_goods": {**state.city_goods, action.city: action.good}})
    assert isinstance(action, RevealCard)
    slot = pending_card_reveal(state)
    if slot is None or action.slot != slot + 1:
        raise IllegalAction("concordia.err.slot_not_pending", {"slot": action.slot})
    if action.card not in possible_cards(state):
        refuse_unknown_card(action.card)
        raise IllegalAction("concordia.err.card_impossible", {"card": card_word(action.card)})
    display = state.display[:slot] + (action.card,) + state.display[slot + 1:]
    stack = tuple(c for c in state.stack if c != action.card)
    return state.model_copy(update={"display": display, "stack": stack})


def apply_edit(state: ConcordiaState, action: Action) -> tuple[ConcordiaState, Action]:
    """A correction of the table, refused only when it breaks an invariant (a
    negative count, an overfull storehouse, a 16th house, a house in the capital,
    an AI colonist off the capital, two colonists on one route, an eighth card in
    the display, …) or names something that is not there: such a state could not
    be saved and loaded again. Returns the state and the action as recorded."""
    if isinstance(action, EditCityToken):
        edited, action = _edited_city_token(state, action)
    else:
        edited = _edited(state, action)
    try:
        check(edited)
    except InconsistentState as exc:
        raise IllegalAction("concordia.err.edit_refused", exc.params) from None
    return edited, action


def _refused(key: str, **params: Any) -> IllegalAction:
    return IllegalAction("concordia.err.edit_refused", {"problems": [problem(key, **params)]})


def _edited(state: ConcordiaState, action: Action) -> ConcordiaState:
    if isinstance(action, EditGoods):
        who = state.side(action.side)
        who = who.model_copy(update={"goods": {**who.goods, action.good: action.count}})
        return state.model_copy(update={action.side: who})
    if isinstance(action, EditMoney):
        return state.model_copy(update={"player": state.player.model_copy(update={"money": action.count})})
    if isinstance(action, EditHouse):
        who = state.side(action.side)
        houses = tuple(c for c in who.houses if c != action.city) + ((action.city,) if action.present else ())
        return state.model_copy(update={action.side: who.model_copy(update={"houses": houses})})
    if isinstance(action, EditColonist):
        return _edited_colonist(state, action)
    if isinstance(action, EditCard):
        return _edited_card(state, action)
    if isinstance(action, EditDisplay):
        return _edited_display(state, action)
    assert isinstance(action, EditBonus)
    if not any(p.id == action.province for p in game_map(state).provinces):
        raise _refused("concordia.problem.no_province", province=action.province)
    prefected = tuple(p for p in state.prefected if p != action.province) + ((action.province,) if action.flipped else ())
    return state.model_copy(update={"prefected": prefected})


def _edited_colonist(state: ConcordiaState, action: EditColonist) -> ConcordiaState:
    """Board to board keeps the colonist's place in the list (Architect moves name it by index)."""
    who = state.side(action.side)
    colonists = list(who.colonists)
    store = dict(who.store_colonists)
    kind = action.colonist
    if action.at is None:
        store[kind] -= 1  # a negative count is refused by the invariants
        index = None
    else:
        index = next((i for i, c in enumerate(colonists) if c.kind == kind and c.at == action.at), None)
        if index is None:
            raise _refused("concordia.problem.no_colonist_there", side=side_word(action.side),
                           colonist=kind_word(kind), place=place_word(state, action.at))
    if action.to is None:
        store[kind] += 1
        if index is not None:
            del colonists[index]
    elif index is None:
        colonists.append(Colonist(kind=kind, at=action.to))
    else:
        colonists[index] = Colonist(kind=kind, at=action.to)
    who = who.model_copy(update={"colonists": tuple(colonists), "store_colonists": store})
    return state.model_copy(update={action.side: who})


def _edited_card(state: ConcordiaState, action: EditCard) -> ConcordiaState:
    """The card leaves where it lies (the display's cards slide left) and joins its new place."""
    card = action.card
    sides = {side: state.side(side) for side in ("player", "automa")}
    display = state.display
    if card in display:
        display = tuple(c for c in display if c != card)
    else:
        owner = next((side for side, who in sides.items() if card in who.cards()), None)
        if owner is None:
            if card in state.stack:
                raise _refused("concordia.problem.card_not_out", card=card_word(card))
            raise _refused("concordia.problem.no_card", card=card_word(card))
        who = sides[owner]
        sides[owner] = who.model_copy(update={"hand": tuple(c for c in who.hand if c != card),
                                              "discard": tuple(c for c in who.discard if c != card)})
    if action.to == "display":
        display = display + (card,)
    else:
        who = sides[action.side]
        field = "hand" if action.to == "hand" else "discard"
        sides[action.side] = who.model_copy(update={field: getattr(who, field) + (card,)})
    return state.model_copy(update={"display": display, **sides})


def _edited_display(state: ConcordiaState, action: EditDisplay) -> ConcordiaState:
    slot = action.slot - 1
    if not 0 <= slot < len(state.display):
        raise _refused("concordia.problem.no_slot", slot=action.slot)
    display, stack = list(state.display), list(state.stack)
    there = display[slot]
    if action.card == there:
        return state
    if action.card in display:  # two slots change places
        display[display.index(action.card)] = there
    elif action.card in stack:  # the card shown goes back where the real one was in the stack
        if there is None:
            stack.remove(action.card)  # companion: an untold slot told by correction
        else:
            stack[stack.index(action.card)] = there
    else:
        raise _refused("concordia.problem.card_not_for_sale", card=card_word(action.card))
    display[slot] = action.card
    return state.model_copy(update={"display": tuple(display), "stack": tuple(stack)})


def _edited_city_token(state: ConcordiaState, action: EditCityToken) -> tuple[ConcordiaState, EditCityToken]:
    """The city shows ``good``: a token of the letter still unused (companion set-up)
    replaces its own, else it changes tokens with the city of its letter showing
    that good, so every letter keeps its tokens. The partner is recorded, so a
    replay swaps with the same city. The bonus markers, prices and production read
    ``city_goods``: they follow."""
    if action.city not in state.city_goods:
        raise _refused("concordia.problem.no_token_city", city=place_word(state, action.city))
    shown = state.city_goods[action.city]
    if action.good == shown:
        return state, action.model_copy(update={"swap_with": None})
    if action.swap_with is None and action.good in possible_city_goods(state, action.city):
        return state.model_copy(update={"city_goods": {**state.city_goods, action.city: action.good}}), action
    the_map = game_map(state)
    letter = the_map.city(action.city).letter
    good = {"key": f"concordia.good.{action.good}"}
    partners = [c.id for c in the_map.lettered_cities()
                if c.letter == letter and c.id != action.city and state.city_goods[c.id] == action.good]
    if action.swap_with is not None:
        if action.swap_with not in partners:
            raise _refused("concordia.problem.token_swap_city", city=place_word(state, action.swap_with),
                           letter=letter, good=good)
        partner = action.swap_with
    elif len(partners) == 1:
        partner = partners[0]
    elif partners:  # which of them really shows the other good only the table knows
        raise _refused("concordia.problem.token_swap_which", letter=letter, good=good,
                       cities=[place_word(state, c) for c in partners])
    else:
        raise _refused("concordia.problem.token_not_in_letter", letter=letter, good=good)
    # an untold city's partner becomes untold: its token is asked again
    city_goods = {**state.city_goods, action.city: action.good, partner: shown}
    return state.model_copy(update={"city_goods": city_goods}), action.model_copy(update={"swap_with": partner})


# -- words in messages ---------------------------------------------------------
def problem(key: str, **params: Any) -> dict[str, Any]:
    return {"key": key, "params": params}


def side_word(side: str) -> dict[str, Any]:
    return {"key": f"concordia.side.{side}"}


def with_route_ids(state: ConcordiaState, action: Action) -> Action:
    """``action`` with each route it names by its id, however its two cities were ordered (typed
    on the command line): the action as it is checked and recorded."""
    the_map = game_map(state)
    if isinstance(action, Architect):
        moves = tuple(m.model_copy(update={"path": tuple(map(the_map.route_id, m.path))}) for m in action.moves)
        return action if moves == action.moves else action.model_copy(update={"moves": moves})
    if isinstance(action, EditColonist):
        at, to = (the_map.route_id(p) if p else p for p in (action.at, action.to))
        return action if (at, to) == (action.at, action.to) else action.model_copy(update={"at": at, "to": to})
    return action


def place_word(state: ConcordiaState, where: str | None) -> Any:
    """A city's name, a route's two ends, or the storehouse (None)."""
    if where is None:
        return {"key": "concordia.word.storehouse"}
    the_map = game_map(state)
    if the_map.has_route(where):
        return " – ".join(the_map.city(c).name for c in the_map.route_ends(where))
    return the_map.city(where).name if the_map.has_city(where) else where


def action_word(action: str) -> Any:
    """A card action by its card's name (the Architect's action: "Architect"), else as given."""
    names = {"mercator": "mercator_3", "diplomat": "diplomat_start"}
    return {"key": f"concordia.card.{names.get(action, action)}"} if action in (
        "architect", "prefect", "mercator", "colonist", "tribune", "consul", "senator", "diplomat") else action


def kind_word(kind: str) -> dict[str, Any]:
    return {"key": f"concordia.colonist.{kind}"}


def refuse_unknown_card(card: str) -> None:
    """An id that names no Concordia card (a typo on the command line) is refused as such, rather
    than as a card that is merely elsewhere ("card I-zzz is not in the display")."""
    if card_type_name(card) not in content().cards.card_types:
        raise IllegalAction("concordia.err.no_such_card", {"card": card})


def card_word(card: str) -> dict[str, Any]:
    if card_type_name(card) in content().cards.card_types:
        return {"key": f"concordia.card.{card_type_name(card)}"}
    return {"key": "concordia.word.unknown_card", "params": {"card": card}}


# -- invariants ---------------------------------------------------------------
def check_shapes(state: ConcordiaState) -> None:
    """What every mapping of the state must hold before the rules (and ``check``) read it: each
    side's goods every good, its storehouse every kind of colonist. A hand-edited save without one
    is refused here, by a message naming the field and the key, rather than crashing later."""
    data = content()
    problems: list[dict[str, Any]] = []
    for side in ("player", "automa"):
        who = state.side(side)  # type: ignore[arg-type]
        # (the message's parameters given as they are: ``problem`` takes its own ``key`` argument)
        problems += [{"key": "concordia.problem.missing_key", "params": {"field": f"{side}.goods", "key": g}}
                     for g in GOODS if g not in who.goods]
        problems += [{"key": "concordia.problem.missing_key", "params": {"field": f"{side}.store_colonists", "key": k}}
                     for k in data.rules.colonists if k not in who.store_colonists]
    if problems:
        raise InconsistentState("concordia.err.inconsistent", {"problems": problems})


def check(state: ConcordiaState) -> None:
    """Raise InconsistentState naming every broken invariant (as message keys)."""
    check_shapes(state)
    data = content()
    the_map = game_map(state)
    problems: list[dict[str, Any]] = []
    cards = list(state.stack) + [c for c in state.display if c is not None]
    cards += list(state.player.cards()) + list(state.automa.cards())
    market = market_card_ids(data.cards.decks_by_player_count["2"])
    expected = starting_card_ids("player") + starting_card_ids("automa") + market
    if sorted(cards) != sorted(expected):
        problems.append(problem("concordia.problem.cards"))
    if len(state.display) > DISPLAY_SLOTS or state.display.count(None) > len(state.stack):
        problems.append(problem("concordia.problem.display", slots=DISPLAY_SLOTS))
    if any(c is not None and c not in market for c in state.display + state.stack):
        problems.append(problem("concordia.problem.display_market"))
    if set(state.city_goods) != {c.id for c in the_map.lettered_cities()}:
        problems.append(problem("concordia.problem.city_tokens"))
    else:
        mix = data.token_mix(state.variant.map)
        for letter in mix:
            told = Counter(state.city_goods[c.id] for c in the_map.lettered_cities() if c.letter == letter)
            if any(told[g] > mix[letter].get(g, 0) for g in GOODS):
                problems.append(problem("concordia.problem.city_tokens_letter", letter=letter))
    provinces = {p.id for p in the_map.provinces}
    if len(set(state.prefected)) != len(state.prefected) or any(
            p not in provinces or bonus_good(state, p) is None for p in state.prefected):
        problems.append(problem("concordia.problem.bonus"))
    for side in ("player", "automa"):
        who = state.side(side)  # type: ignore[arg-type]
        name = side_word(side)
        if who.money < 0 or any(n < 0 for n in who.goods.values()) or any(n < 0 for n in who.store_colonists.values()):
            problems.append(problem("concordia.problem.negative", side=name))
        if who.store_used() > data.rules.storehouse_capacity:
            problems.append(problem("concordia.problem.storehouse", side=name, capacity=data.rules.storehouse_capacity))
        if len(set(who.houses)) != len(who.houses) or len(who.houses) > data.rules.houses_per_side:
            problems.append(problem("concordia.problem.houses", side=name, houses=data.rules.houses_per_side))
        if the_map.capital in who.houses:  # CONC-SETUP-2P, base rules: no house in the capital
            problems.append(problem("concordia.problem.house_capital", side=name,
                                    capital=the_map.city(the_map.capital).name))
        elif any(c not in state.city_goods for c in who.houses):
            problems.append(problem("concordia.problem.house_outside", side=name))
        for kind, total in data.rules.colonists.items():
            if who.store_colonists[kind] + sum(1 for c in who.colonists if c.kind == kind) != total:
                problems.append(problem("concordia.problem.colonists", side=name,
                                        colonists={"key": f"concordia.colonists.{kind}"}, total=total))
        if any(not (the_map.has_city(c.at) or (the_map.has_route(c.at) and the_map.route(c.at).kind == c.kind))
               for c in who.colonists):
            problems.append(problem("concordia.problem.colonist_place", side=name))
    if state.automa.money != 0:
        problems.append(problem("concordia.problem.ai_money", rule="CONC-SETUP-AI-NOMONEY"))
    if any(c.at != the_map.capital for c in state.automa.colonists):
        problems.append(problem("concordia.problem.ai_colonists", capital=the_map.city(the_map.capital).name,
                                in_capital=in_places(the_map.capital)))
    if state.automa.discard:
        problems.append(problem("concordia.problem.ai_discard"))
    on_routes = [c.at for c in state.player.colonists if the_map.has_route(c.at)]
    if len(on_routes) != len(set(on_routes)):
        problems.append(problem("concordia.problem.route_shared"))
    if problems:
        raise InconsistentState("concordia.err.inconsistent", {"problems": problems})
