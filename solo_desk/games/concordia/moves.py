"""The player's legal moves, listed for the CLI, the UI and the random policy.

Moves with open-ended parameters (Architect paths, Mercator trades) are listed
in a representative form: one colonist moved to any reachable route with at
most one house built there, one good bought or sold. Any other legal
combination is accepted by ``rules.apply_player_move`` too. What a full
storehouse throws away (Prefect, Specialist) and the goods paying the "any good"
spaces of a purchase are the player's choice: each distinct choice is a move,
the cheapest first as the default (``drop=()``, ``pay=None``), and only when
there is a choice.
"""
from __future__ import annotations

import random
from collections import Counter, deque

from solo_desk.core.actions import Action
from solo_desk.games.concordia import rules
from solo_desk.games.concordia.content import content
from solo_desk.games.concordia.state import (
    GOODS, Architect, AutomaTurn, ColonistCard, ColonistMove, ConcordiaState, Consul, Diplomat, Mercator,
    Placement, PlayerMove, Prefect, RevealCard, RevealCity, Senator, Specialist, Tribune,
)


def legal_actions(state: ConcordiaState) -> list[Action]:
    if state.finished:
        return []
    cities = rules.pending_city_reveals(state)
    if cities:
        return [RevealCity(city=c, good=g) for c in cities for g in rules.possible_city_goods(state, c)]
    slot = rules.pending_card_reveal(state)
    if slot is not None:
        return [RevealCard(slot=slot + 1, card=c) for c in rules.possible_cards(state)]
    if state.turn == "automa":
        return [AutomaTurn()]
    return player_moves(state)


def player_moves(state: ConcordiaState, cards: tuple[str, ...] | None = None) -> list[Action]:
    """The uses of each card in hand (or of ``cards``). Every card is listed, also
    when another card does the same (the two starting Prefects, a Diplomat copying
    the Mercator still in hand): moves name the card played by its id, the card
    that leaves the hand, so each copy is a move of its own."""
    if rules.table_untold(state):  # companion: nothing but the table's answers until it is told
        return []
    player = state.player
    moves: list[Action] = []
    top = content().card_type_of(player.discard[-1]) if player.discard else None
    for card in player.hand if cards is None else cards:
        kind = content().card_type_of(card).action
        if kind == "diplomat":
            if top is None or top.action == "diplomat":
                moves.append(Diplomat(card=card))
                continue
            kind = top.action
        moves += MAKERS[kind](state, card)
    return moves


def _architect(state: ConcordiaState, card: str) -> list[PlayerMove]:
    options: list[PlayerMove] = [Architect(card=card)]
    the_map = rules.game_map(state)
    player = state.player
    buildable = {c for c in state.city_goods if can_build(state, c)}

    def ends(where: str) -> set[str]:
        return set(the_map.route_ends(where)) if the_map.has_route(where) else set()

    ends_of = [ends(c.at) for c in player.colonists]
    for city in sorted(buildable & set().union(*ends_of)):
        options.append(Architect(card=card, build=(city,)))
    taken = {c.at for c in player.colonists if the_map.has_route(c.at)}
    for index, colonist in enumerate(player.colonists):
        others = set().union(*(e for i, e in enumerate(ends_of) if i != index))
        for route, path in reachable_routes(state, colonist.kind, colonist.at, len(player.colonists)).items():
            if route in taken:
                continue
            move = (ColonistMove(colonist=index, path=path),)
            options.append(Architect(card=card, moves=move))
            options += [Architect(card=card, moves=move, build=(city,))
                        for city in sorted(buildable & (others | ends(route)))]
    return options


def reachable_routes(state: ConcordiaState, kind: str, start: str, steps: int) -> dict[str, tuple[str, ...]]:
    """Each route of ``kind`` one colonist can reach within ``steps``, with a shortest path."""
    the_map = rules.game_map(state)

    def neighbours(where: str):
        ends = (where,) if the_map.has_city(where) else the_map.route_ends(where)
        for city in ends:
            for route in the_map.routes_at(city):
                if route.kind == kind and route.id != where:
                    yield route.id

    paths: dict[str, tuple[str, ...]] = {}
    queue = deque([(start, ())])
    while queue:
        where, path = queue.popleft()
        if len(path) >= steps:
            continue
        for route in neighbours(where):
            if route not in paths and route != start:
                paths[route] = path + (route,)
                queue.append((route, paths[route]))
    return paths


def can_build(state: ConcordiaState, city: str) -> bool:
    player = state.player
    if city not in state.city_goods or city in player.houses:
        return False
    if len(player.houses) >= content().rules.houses_per_side:
        return False
    goods, money = rules.house_price(state, city)
    return rules.minus(player.goods, goods) is not None and player.money >= money


def _prefect(state: ConcordiaState, card: str) -> list[PlayerMove]:
    provinces = [p.id for p in rules.game_map(state).provinces
                 if p.id not in state.prefected and rules.bonus_good(state, p.id) is not None]
    options: list[PlayerMove] = [Prefect(card=card)]
    for province in provinces:
        drops = rules.drop_choices(state.player, rules.production_gain(state, province))
        options.append(Prefect(card=card, province=province))  # the default: the cheapest goods are lost
        options += [Prefect(card=card, province=province, drop=d) for d in drops[1:]]
    return options


def _mercator(state: ConcordiaState, card: str) -> list[PlayerMove]:
    player = state.player
    money = player.money + (content().card_type_of(card).money or 0)
    if content().card_type_of(card).action != "mercator":  # a Diplomat copying the last Mercator
        money = player.money + (content().card_type_of(player.discard[-1]).money or 0)
    room = content().rules.storehouse_capacity - player.store_used()
    options: list[PlayerMove] = [Mercator(card=card)]
    for good in GOODS:
        if player.goods[good]:
            options.append(Mercator(card=card, trade={good: -1}))
        if room > 0 and money >= rules.value(good):
            options.append(Mercator(card=card, trade={good: 1}))
    return options


def _colonist(state: ConcordiaState, card: str) -> list[PlayerMove]:
    """The money; one new colonist of each kind in each allowed city; and, in the
    capital, every larger number of new colonists affordable at once (land first)."""
    player = state.player
    options: list[PlayerMove] = [ColonistCard(card=card, take_money=True)]
    capital = rules.game_map(state).capital
    if rules.minus(player.goods, content().rules.colonist_cost) is not None:
        for kind, left in player.store_colonists.items():
            if left:
                for city in (capital,) + player.houses:
                    options.append(ColonistCard(card=card, place=(Placement(kind=kind, city=city),)))
    affordable = min(player.goods[g] // n for g, n in Counter(content().rules.colonist_cost).items())
    stored = [kind for kind in ("land", "sea") for _ in range(player.store_colonists[kind])]  # type: ignore[index]
    for count in range(2, min(affordable, len(stored)) + 1):
        options.append(ColonistCard(card=card, place=tuple(Placement(kind=k, city=capital) for k in stored[:count])))  # type: ignore[arg-type]
    return options


def _tribune(state: ConcordiaState, card: str) -> list[PlayerMove]:
    player = state.player
    options: list[PlayerMove] = [Tribune(card=card)]
    if rules.minus(player.goods, content().rules.colonist_cost) is not None:
        options += [Tribune(card=card, new_colonist=k) for k, n in player.store_colonists.items() if n]
    return options


def _consul(state: ConcordiaState, card: str) -> list[PlayerMove]:
    options: list[PlayerMove] = [Consul(card=card)]
    for slot, bought in enumerate(state.display):
        if bought is not None:
            pays = rules.pay_choices(state.player.goods, rules.card_price(state, slot, surcharge=False))
            if pays:
                options.append(Consul(card=card, buy=bought))
                options += [Consul(card=card, buy=bought, pay=p) for p in pays[1:]]
    return options


def _senator(state: ConcordiaState, card: str) -> list[PlayerMove]:
    options: list[PlayerMove] = [Senator(card=card)]
    display = state.display
    goods = state.player.goods

    def purchase(bought: tuple[str, ...], price: tuple[str, ...]) -> list[PlayerMove]:
        """The purchase paid with the cheapest goods, then each other way to pay its "any good" spaces."""
        pays = rules.pay_choices(goods, price)
        return [Senator(card=card, buy=bought, pay=p if i else None) for i, p in enumerate(pays)]

    for i, first in enumerate(display):
        if rules.payment(goods, rules.card_price(state, i)) is None:
            continue
        options += purchase((first,), rules.card_price(state, i))  # type: ignore[arg-type]
        for j in range(i + 1, len(display)):
            options += purchase((first, display[j]), rules.card_price(state, i) + rules.card_price(state, j))  # type: ignore[arg-type]
    return options


def _specialist(state: ConcordiaState, card: str) -> list[PlayerMove]:
    executed = content().card_type_of(card)
    if executed.action != "specialist":  # a Diplomat copying the last Specialist
        executed = content().card_type_of(state.player.discard[-1])
    drops = rules.drop_choices(state.player, rules.specialist_gain(state, executed))
    return [Specialist(card=card)] + [Specialist(card=card, drop=d) for d in drops[1:]]


MAKERS = {
    "architect": _architect, "prefect": _prefect, "mercator": _mercator, "colonist": _colonist,
    "tribune": _tribune, "consul": _consul, "senator": _senator, "specialist": _specialist,
}


def random_move(state: ConcordiaState, rng: random.Random) -> Action:
    """A random legal move: a random card from hand, then one of its listed uses;
    with an Architect in hand, half of the time a build if one is possible, so games end."""
    if state.turn != "player" or rules.pending_city_reveals(state) or rules.pending_card_reveal(state) is not None:
        return rng.choice(legal_actions(state))
    hand = state.player.hand
    architects = [c for c in hand if content().card_type_of(c).action == "architect"]
    if architects and rng.random() < 0.5:
        builds = [a for a in player_moves(state, (architects[0],)) if isinstance(a, Architect) and a.build]
        if builds:
            return rng.choice(builds)
    return rng.choice(player_moves(state, (rng.choice(hand),)))
