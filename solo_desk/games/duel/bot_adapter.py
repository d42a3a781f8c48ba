"""From the engine's content and state to SOLO's view, and from SOLO's decisions to actions."""
from __future__ import annotations

import functools
from itertools import filterfalse, repeat
from operator import attrgetter, countOf
from typing import Any

from solo_desk.games.duel import content
from solo_desk.games.duel.bot_view import TYPE_OF_COLOUR, Card, God, Wonder


@functools.cache
def name_of(item_id: str) -> Any:
    """A card, Wonder, Progress token or divinity name in both languages ({"en", "it"}) for trace
    parameters (the core's message renderer picks the language); other values unchanged."""
    cat = content.catalogue()
    for section in (cat.buildings, cat.wonders, cat.progress_tokens, cat.divinities):
        item = section.get(item_id)
        if item is not None:
            return {"en": item.name, "it": cat.name_it(item_id)}
    return item_id


def card_of(building_id: str, **facts: Any) -> Card:
    """The printed facts of an Age card; ``facts`` adds where it lies and what it does now."""
    b = content.catalogue().buildings[building_id]
    kind = "GT" if b.group == "grand_temple" else TYPE_OF_COLOUR[b.color]
    printed = dict(
        id=b.id, type=kind, label=name_of(b.id), colour=b.color, age=b.age, coins=b.cost_coins, cost=dict(b.cost),
        produces=dict(b.produces), choice=tuple(b.produces_one_of), discount=tuple(b.trade_at_one), vp=b.vp,
        gain_coins=b.coins, shields=b.shields, symbol=b.science, chain_gives=b.chain_gives,
        chain_needs=b.chain_needs, mythology=b.mythology,
    )
    return Card(**(printed | facts))


def wonder_of(wonder_id: str, built: bool = False, **facts: Any) -> Wonder:
    printed = _printed_wonder(wonder_id)
    return Wonder(**(printed | {"cost": dict(printed["cost"]), "built": built} | facts))  # a cost of its own


@functools.cache
def _printed_wonder(wonder_id: str) -> dict[str, Any]:
    """A Wonder's printed facts, read from the content once (until a reload): never change them
    (``cost`` is the content's dict)."""
    w = content.catalogue().wonders[wonder_id]
    return dict(id=w.id, cost=w.cost, vp=w.vp, gain_coins=w.coins, shields=w.shields,
                choice=tuple(w.produces_one_of), label=name_of(w.id))


def god_of(divinity_id: str, space: int = 0, face_up: bool = True) -> God:
    d = content.catalogue().divinities[divinity_id]
    return God(id=d.id, mythology=d.mythology, space=space, face_up=face_up, label=name_of(d.id),
               shields=d.shields, symbol=d.science)


# -- the view of a DuelState ---------------------------------------------------------------

from dataclasses import replace  # noqa: E402

from solo_desk.games.duel import rules  # noqa: E402
from solo_desk.games.duel.bot_levels import level as level_of  # noqa: E402
from solo_desk.games.duel.bot_decide import _NO_WONDER_STEPS  # noqa: E402
from solo_desk.games.duel.bot_scales import _SHARED_DROPS, _SHARED_STEPS  # noqa: E402
from solo_desk.games.duel.bot_view import (  # noqa: E402
    DIRECTION_OF_WONDER, DIRECTIONS, City, FaceDown, MilitaryToken, Readings, View,
)
from solo_desk.games.duel.engine_tables import board_facts  # noqa: E402
from solo_desk.games.duel.state import DuelState  # noqa: E402

SOLO, PLAYER = "automa", "player"


@functools.cache
def printed_card(building_id: str) -> Card:
    return card_of(building_id)


@functools.cache
def printed_god(divinity_id: str) -> God:
    return god_of(divinity_id)


@functools.cache
def most_shields() -> int:
    """The most shields one Age card, Wonder or divinity gives (View.most_shields)."""
    cat = content.catalogue()
    return max(item.shields or 0 for items in (cat.buildings, cat.wonders, cat.divinities) for item in items.values())


@functools.cache
def chain_targets() -> tuple[tuple[str, str], ...]:
    """(card, chain symbol it needs) for every Age card with a chain requirement."""
    cat = content.catalogue()
    return tuple((b.id, b.chain_needs) for b in cat.buildings.values()
                 if b.chain_needs and not b.chain_needs.startswith("mythology_"))


def solo_direction(s: DuelState) -> tuple[str, str]:
    """SOLO's direction and the rule that fixed it. Once decided it is in the state
    (``s.solo_direction``: SOLO-SETUP-3 from SOLO's first Wonder, SOLO-SETUP-4 the Player's choice).
    A state where it is not decided yet (during the draft, or built by hand) falls back on SOLO's
    first Wonder, the option, SOLO's first classic Wonder, then MS."""
    wonders = s.automa.wonders
    first = wonders[0] if wonders else ""
    if s.solo_direction:
        return s.solo_direction, "SOLO-SETUP-3" if DIRECTION_OF_WONDER.get(first) == s.solo_direction else "SOLO-SETUP-4"
    if first in DIRECTION_OF_WONDER:
        return DIRECTION_OF_WONDER[first], "SOLO-SETUP-3"
    chosen = s.options.get("solo_direction", "auto")
    if chosen in DIRECTIONS:
        return chosen, "SOLO-SETUP-4"
    for w in wonders:
        if w in DIRECTION_OF_WONDER:
            return DIRECTION_OF_WONDER[w], "SOLO-SETUP-4"
    return "MS", "SOLO-SETUP-4"


@functools.cache
def layout_positions(age: int, solo_side: str) -> tuple[tuple[int, int], ...]:
    """(x from SOLO's end, row from the front) of every slot of an Age layout (SOLO-GEN-5)."""
    layout = content.catalogue().board.age_layouts[age]
    front = max(x.row for x in layout)
    right = max(x.column for x in layout)
    return tuple((x.column if solo_side == "left" else right - x.column, front - x.row) for x in layout)


def position(s: DuelState, slot: int) -> tuple[int, int]:
    return layout_positions(s.age, s.options.get("solo_side", "left"))[slot]


def with_facts(base: Card, **facts) -> Card:
    """A copy of a printed card with the facts of now (dataclasses.replace is too slow here)."""
    card = object.__new__(Card)
    card.__dict__.update(base.__dict__)
    card.__dict__.update(facts)
    return card


def build_view_reference(s: DuelState, whole_structure: bool = False) -> View:
    """The straightforward construction of SOLO's view (kept as the reference ``build_view`` is
    tested against: same decisions on every reachable state); ``whole_structure`` adds every
    face-up card (Zeus) besides the accessible ones."""
    from solo_desk.games.duel.bot import readings_from

    direction, _ = solo_direction(s)
    readings: Readings = readings_from(s.options)
    located = set(s.discard) | set(s.player.buildings) | set(s.automa.buildings)
    located |= {card for side in (s.player, s.automa) for _, card in side.built}
    open_symbols = {need for card, need in chain_targets() if card not in located}
    player_chains = rules.chain_symbols(s, PLAYER)
    have = s.automa.coins  # treasury only: never Astarte's coins (SOLO-GEN-11)

    def structure_card(slot: int) -> Card:
        card = s.slots[slot]
        base = printed_card(card)
        x, row = position(s, slot)
        uncovers = rules.uncovered_by(s, slot)
        hidden = [j for j in uncovers if not s.face_up[j]]
        price = rules.building_price(s, SOLO, card)
        return with_facts(
            base, x=x, row=row, uncovers=tuple(s.slots[j] or str(j) for j in uncovers), uncovers_face_down=len(hidden),
            uncovers_token=any(s.slot_tokens[j] for j in hidden), buildable=price.coins <= have,
            solo_price=price.coins,
            player_price=rules.building_price(s, PLAYER, card).coins if readings.cost_mode == "actual" else None,
            chain_open=base.chain_gives in open_symbols, free_by_chain_solo=price.chain,
            free_by_chain_player=base.chain_needs in player_chains,
            gain_coins=rules.card_gains(s, SOLO, card).coins if base.type == "Y" else 0,
        )

    accessible_slots = set(rules.accessible_slots(s))
    face_up_cards, accessible, face_down = [], [], []
    if s.phase == "play" and s.slots:
        for i, card in enumerate(s.slots):
            if not card:
                continue
            if s.face_up[i] and not card.startswith("?"):
                if i in accessible_slots or whole_structure:
                    c = structure_card(i)
                    face_up_cards.append(c)
                    if i in accessible_slots:
                        accessible.append(c)
            elif not s.face_up[i]:
                token = s.slot_tokens[i]
                x, row = position(s, i)
                face_down.append(FaceDown(f"slot:{i}", token.partition(":")[0] or None,
                                          int(token.partition(":")[2]) if token.startswith("offer") else 0, x, row))
    wonders_open = rules.wonders_built_total(s) < content.catalogue().board.wonders_built_max

    def city(side: str) -> City:
        c = s.city(side)
        built = set(c.built_wonders())
        wonders = []
        for w in c.wonders:
            price = None if w in built or not wonders_open else rules.wonder_price(s, side, w).coins
            wonders.append(wonder_of(w, built=w in built, solo_price=price if side == SOLO else None,
                                     player_price=price if side == PLAYER else None))
        return City(cards=tuple(printed_card(b) for b in c.buildings), wonders=tuple(wonders), coins=c.coins,
                    science=rules.science_symbols(s, side), chain_symbols=rules.chain_symbols(s, side),
                    progress=frozenset(c.progress), offerings=c.offering_tokens)

    pantheon = []
    for k, god in enumerate(s.pantheon_spaces, start=1):
        if god and not god.startswith("?") and s.age >= 2:  # Age I: face down, unknown (only its Mythology shows)
            price = rules.divinity_price(s, SOLO, k)
            pantheon.append(replace(printed_god(god), space=k, cost=price.coins, free_by_token=price.mythology_token))
    player_first = s.player.wonders[0] if s.player.wonders else None
    return View(
        direction=direction, level=level_of(s.options.get("level", "base")), age=max(1, s.age), readings=readings,
        conflict=s.conflict, minerva=s.minerva, solo=city(SOLO), player=city(PLAYER),
        accessible=tuple(accessible), structure_face_up=tuple(face_up_cards), face_down=tuple(face_down),
        discard=tuple(printed_card(c) for c in s.discard if c != "?"), pantheon=tuple(pantheon),
        decks=_divinity_deck_sizes(s),
        military_tokens=tuple(MilitaryToken(t, "solo" if t.startswith(SOLO) else "player", int(t.rsplit("_", 1)[1]))
                              for t in s.military_tokens),
        wonders_built=rules.wonders_built_total(s), enki_tokens=s.enki_tokens,
        progress_box=rules.progress_box_count(s),
        solo_strategy="strategy" in s.automa.progress, player_strategy="strategy" in s.player.progress,
        player_direction=DIRECTION_OF_WONDER.get(player_first or ""),
        structure_cards=sum(1 for c in s.slots if c), most_shields=most_shields(),
    )


# -- the fast view (what the automa really uses) ---------------------------------------------------

_READINGS: dict[tuple, Readings] = {}
_WONDER_VIEWS: dict[tuple, Wonder] = {}
_NEW = object.__new__


# (options dict, its Readings, SOLO's level): states of one game share the dict
_LAST_READINGS: list[Any] = [None, None, None]


def readings_of(options: dict[str, Any]) -> Readings:
    last = _LAST_READINGS
    if last[0] is options:
        return last[1]
    from solo_desk.games.duel.bot import _READING_NAMES, readings_from

    key = tuple(options.get(name) for name in _READING_NAMES)
    found = _READINGS.get(key)
    if found is None:
        found = _READINGS[key] = readings_from(options)
    last[0], last[1], last[2] = options, found, None
    return found


def _level_of(s: DuelState) -> Any:
    """rules.solo_level(s), kept with the readings of the same options dict."""
    last = _LAST_READINGS
    if last[0] is not s.options:
        readings_of(s.options)
    if last[2] is None:
        last[2] = rules.solo_level(s)
    return last[2]


def wonder_view(wonder_id: str, built: bool, solo_price: int | None, player_price: int | None) -> Wonder:
    key = (wonder_id, built, solo_price, player_price)
    found = _WONDER_VIEWS.get(key)
    if found is None:
        found = _WONDER_VIEWS[key] = wonder_of(wonder_id, built=built, solo_price=solo_price, player_price=player_price)
    return found


_SET_ATTR = object.__setattr__


def _frozen(cls: type, fields: dict[str, Any]) -> Any:
    """A frozen dataclass instance from fields already checked (its __init__ is slow here):
    ``fields``, a dict made for this instance alone, becomes its __dict__ (a dict display, not
    keyword arguments: a view has many fields, and keyword arguments cost a dict and a copy)."""
    obj = _NEW(cls)
    _SET_ATTR(obj, "__dict__", fields)
    return obj


class _ByIdentity:
    """Values derived from one immutable object (a state's tuple, a city), found by the object's
    identity: consecutive states share every tuple they did not change, so each value is computed
    once per object instead of once per view. An entry keeps its object alive, so its id cannot be
    reused while the entry exists."""

    __slots__ = ("compute", "entries")
    LIMIT = 8  # only recent objects come back: a small cache, cleared when full

    def __init__(self, compute: Any):
        self.compute = compute
        self.entries: dict[int, tuple[Any, Any]] = {}
        _IDENTITY_CACHES.append(self)

    def __call__(self, obj: Any) -> Any:
        entry = self.entries.get(id(obj))
        if entry is not None and entry[0] is obj:
            return entry[1]
        if len(self.entries) >= self.LIMIT:
            self.entries.clear()
        value = self.compute(obj)
        self.entries[id(obj)] = (obj, value)
        return value


_IDENTITY_CACHES: list[_ByIdentity] = []


def _forget_views() -> None:
    """The content was reloaded: forget every view built from the old one."""
    for cache in _IDENTITY_CACHES:
        cache.entries.clear()
    _CITY_VIEWS.clear()
    _WONDER_VIEWS.clear()
    _CITY_WONDERS.clear()
    _PANTHEONS.clear()
    _SHARED_DROPS.clear()  # their labels are the old names
    _SHARED_STEPS.clear()
    _NO_WONDER_STEPS.clear()
    _LAST_READINGS[:] = [None, None, None]  # the level comes from the content
    for cached in (name_of, printed_card, printed_god, _printed_wonder, chain_targets, most_shields,
                   layout_positions, _chain_targets_by_symbol, _god_view, _face_down_view, _printed_facts,
                   _structure_facts):
        cached.cache_clear()


content.on_reload(_forget_views)


@functools.cache
def _chain_targets_by_symbol() -> dict[str, tuple[str, ...]]:
    out: dict[str, list[str]] = {}
    for card, need in chain_targets():
        out.setdefault(need, []).append(card)
    return {k: tuple(v) for k, v in out.items()}


@functools.cache
def _god_view(god: str, space: int, price: "rules.Price") -> God:
    return _frozen(God, {**printed_god(god).__dict__, "space": space, "cost": price.coins,
                         "free_by_token": price.mythology_token})


@functools.cache
def _token_view(token: str) -> MilitaryToken:
    return MilitaryToken(token, "solo" if token.startswith(SOLO) else "player", int(token.rsplit("_", 1)[1]))


@functools.cache
def _face_down_view(slot: int, token: str, x: int, row: int) -> FaceDown:
    kind = token.partition(":")[0] or None
    return FaceDown(f"slot:{slot}", kind, int(token.partition(":")[2]) if token.startswith("offer") else 0, x, row)


_printed_cards = _ByIdentity(lambda cards: tuple(map(printed_card, cards)))  # a city's buildings
_discard_view = _ByIdentity(lambda discard: tuple(printed_card(c) for c in discard if c != "?"))
_progress_set = _ByIdentity(frozenset)
_tokens_view = _ByIdentity(lambda tokens: tuple(map(_token_view, tokens)))
# shared by the views of states with the same decks: never change it
_deck_sizes = _ByIdentity(lambda decks: {m: len(d) for m, d in zip(content.MYTHOLOGIES, decks)})


def _divinity_deck_sizes(s: DuelState) -> dict[str, int]:
    """How many divinities each Mythology deck holds. Companion: the decks are not followed card by
    card (``divinity_decks`` stays as dealt): the counts the board shows, deduced from the table."""
    if s.mode == "digital":
        return _deck_sizes(s.divinity_decks)
    from solo_desk.games.duel.edits import deck_count

    return {m: deck_count(s, m) for m in content.MYTHOLOGIES}


# (city, the opponent's buildings, wonders still open, priced) -> the City view, by the city's identity
_CITY_VIEWS: dict[int, tuple[Any, tuple[str, ...] | None, bool, bool, City]] = {}


def _city_view(s: DuelState, side: str, c: Any, opponent: tuple[str, ...] | None, wonders_open: bool,
               priced: bool, table: Any = None) -> City:
    """SOLO's view of one city. It depends on the city and, through the Wonders' prices, on the
    opponent's production (``opponent``: its buildings; None when the Wonders are not priced):
    found again while neither changed. ``table``: the side's rules.price_table(s, side) when the
    caller has it already."""
    entry = _CITY_VIEWS.get(id(c))
    if entry is not None and entry[0] is c and entry[1] is opponent and entry[2] == wonders_open \
            and entry[3] == priced:
        return entry[4]
    view = _new_city_view(s, side, c, priced and wonders_open, table)
    if len(_CITY_VIEWS) >= _ByIdentity.LIMIT:
        _CITY_VIEWS.clear()
    _CITY_VIEWS[id(c)] = (c, opponent, wonders_open, priced, view)
    return view


def _new_city_view(s: DuelState, side: str, c: Any, priced: bool, table: Any) -> City:
    """_city_view's view, made anew: the coins, science (and its number of symbols) and Offering
    tokens every turn reads; the rest when first read (_LazyCity). (A turn's view makes its cities
    anew: both changed since SOLO's previous turn, nearly always.)"""
    science = rules.science_counts(c)  # counts are never 0 or less: the symbols are the keys
    view = _NEW(_LazyCity)
    _SET_ATTR(view, "__dict__", {"coins": c.coins, "science": science, "offerings": c.offering_tokens,
                                 "_symbols": len(science) - countOf(science.values(), 0), "_state": s,
                                 "_side": side, "_city": c, "_priced": priced, "_table": table})
    return view


def _located(s: DuelState) -> set[str]:
    """Every Age card out of the structure and the set-aside piles: discarded, built or under a Wonder."""
    player, automa = s.player, s.automa
    located = set(s.discard)
    located.update(player.buildings, automa.buildings)
    located.update(c for _, c in player.built)
    located.update(c for _, c in automa.built)
    return located


def build_view(s: DuelState, whole_structure: bool = False, structure: bool = True, turn: bool = False) -> View:
    """SOLO's view of ``s`` (the same as :func:`build_view_reference`, built faster: prices from the
    engine's shared :class:`rules.PriceTable`, printed facts and unchanged parts cached, the Player's
    Wonder prices only when a reading compares them); ``whole_structure`` adds every face-up card
    (Zeus); ``structure=False`` leaves out the structure's cards (``accessible``,
    ``structure_face_up``, ``face_down``; ``structure_cards`` still counts them): for the decisions
    that never look at them (every pending decision but Zeus's and the Messe's). ``turn``: the view
    of a turn, whose decisions read both cities and, from Age II, the Pantheon: computed at once."""
    sd = s.__dict__  # the state's fields read from its __dict__: a pydantic model's attribute read is slow
    options = sd["options"]
    known = _LAST_READINGS
    if known[0] is not options or known[2] is None:
        _level_of(s)
    automa, player = sd["automa"], sd["player"]
    have = automa.coins  # treasury only: never Astarte's coins (SOLO-GEN-11)
    face_up_cards: list[Card] = []
    accessible: list[Card] = []
    solo_table = None
    slots = sd["slots"]
    age = sd["age"]
    with_structure = structure and sd["phase"] == "play" and bool(slots)
    if with_structure:
        acc = rules.accessible_slots(s)
        face_up = sd["face_up"]
        solo_table = rules.price_table(s, SOLO)
        priced = solo_table.cards
        # the facts few rungs read (what it uncovers, chains, the Player's price, its coins) are
        # computed when first read: _StructureCard (_frozen inlined: a card per slot)
        if whole_structure:
            positions = layout_positions(age, options.get("solo_side", "left"))
            for i in range(len(slots)):
                card = slots[i]
                if not card or not face_up[i] or card[0] == "?":
                    continue
                x, row = positions[i]
                price = priced.get(card) or solo_table.card(card)  # the table's dict first: priced once
                coins = price.coins
                c = _NEW(_StructureCard)
                _SET_ATTR(c, "__dict__", {**_printed_facts(card), "x": x, "row": row, "buildable": coins <= have,
                                          "solo_price": coins, "free_by_chain_solo": price.chain, "_state": s,
                                          "_slot": i})
                face_up_cards.append(c)
                if i in acc:
                    accessible.append(c)
        else:  # the accessible slots (in slot order, as the face-up cards are listed) hold cards
            for i in acc:  # the place (x, row) too when first read: only the last rungs read it
                card = slots[i]
                if not face_up[i] or card[0] == "?":
                    continue
                price = priced.get(card) or solo_table.card(card)
                coins = price.coins
                c = _NEW(_StructureCard)
                facts = _structure_facts(card).copy()  # then the facts of this view, in place (see there)
                facts["buildable"] = coins <= have
                facts["solo_price"] = coins
                facts["free_by_chain_solo"] = price.chain
                facts["_state"] = s
                facts["_slot"] = i
                _SET_ATTR(c, "__dict__", facts)
                accessible.append(c)
            face_up_cards = accessible
    wonders_built = len(player.built) + len(automa.built)
    accessible_cards = tuple(accessible)
    # the cities, the Pantheon, the piles, the face-down cards and the facts few rungs read are
    # computed when a decision first reads them (_LazyView)
    fields = {
        "direction": sd["solo_direction"] or solo_direction(s)[0], "level": known[2], "age": max(1, age),
        "readings": known[1], "conflict": sd["conflict"], "minerva": sd["minerva"],
        "accessible": accessible_cards,
        "structure_face_up": accessible_cards if face_up_cards is accessible else tuple(face_up_cards),
        "wonders_built": wonders_built, "enki_tokens": sd["enki_tokens"],
        "_state": s, "_structure": with_structure, "_solo_table": solo_table, "most_shields": most_shields(),
    }
    if turn:  # what the lazy fields would compute on first read, without the descriptor's detour
        fields["_wonders_open"] = wonders_open = wonders_built < _wonders_max()
        fields["solo"] = _new_city_view(s, SOLO, automa, wonders_open, solo_table)
        fields["player"] = _new_city_view(s, PLAYER, player, wonders_open and known[1].cost_mode == "actual", None)
        view = _NEW(_LazyView)
        _SET_ATTR(view, "__dict__", fields)
        if age >= 2:
            fields["pantheon"] = _pantheon_view(s, view)
        return view
    view = _NEW(_LazyView)
    _SET_ATTR(view, "__dict__", fields)
    return view


class _Lazy:
    """A field of a view (View, City) computed from the view's state (``_state``) the first time it
    is read, then kept in the instance (a non-data descriptor: the stored value hides it from then
    on)."""

    def __init__(self, compute: Any):
        self.compute = compute

    def __set_name__(self, owner: type, name: str) -> None:
        self.name = name

    def __get__(self, view: Any, owner: type | None = None) -> Any:
        if view is None:
            return self
        value = view.__dict__[self.name] = self.compute(view.__dict__["_state"], view)
        return value


def _solo_city(s: DuelState, view: View) -> City:
    # the turn's view priced SOLO's cards with the same table (None without the structure)
    return _city_view(s, SOLO, s.automa, s.player.buildings, view._wonders_open, True, view.__dict__["_solo_table"])


def _player_city(s: DuelState, view: View) -> City:
    actual = view.readings.cost_mode == "actual"
    return _city_view(s, PLAYER, s.player, s.automa.buildings if actual else None, view._wonders_open, actual)


def _wonders_max() -> int:
    return board_facts().wonders_built_max


def _face_down_cards(s: DuelState, view: View) -> tuple[FaceDown, ...]:
    """The structure's face-down cards (only their place and token are public), when the view
    has the structure."""
    if not view.__dict__["_structure"]:
        return ()
    positions = layout_positions(s.age, s.options.get("solo_side", "left"))
    slots, tokens = s.slots, s.slot_tokens
    return tuple(_face_down_view(i, tokens[i], *positions[i]) for i, up in enumerate(s.face_up) if not up and slots[i])


def _pantheon_view(s: DuelState, view: View) -> tuple[God, ...]:
    spaces = s.pantheon_spaces
    if not any(spaces) or s.age < 2:  # Age I: the divinities lie face down, unknown to SOLO
        return ()
    prices = rules.pantheon_prices(s, SOLO)  # every space priced at once (the same tuple for the same prices)
    found = _PANTHEONS.get(id(prices))
    if found is not None and found[0] is prices and found[1] == spaces:
        return found[2]
    gods = tuple([_god_view(god, k, prices[k - 1])
                  for k, god in enumerate(spaces, start=1) if god and god[0] != "?"])
    if len(_PANTHEONS) >= _ByIdentity.LIMIT:
        _PANTHEONS.clear()
    _PANTHEONS[id(prices)] = (prices, spaces, gods)  # the entry keeps the prices alive: the id is not reused
    return gods


# id of rules.pantheon_prices' tuple -> (that tuple, the spaces it priced, the God views)
_PANTHEONS: dict[int, tuple[tuple, tuple[str, ...], tuple[God, ...]]] = {}


class _LazyView(View):
    """The View build_view makes: the same fields, but the cities, the Pantheon (with SOLO's
    prices), the discard pile, the decks, the military tokens and the face-down cards are computed
    only when a decision reads them (most of SOLO's follow-up decisions read a few fields, the turn
    never reads the face-down cards). Made by build_view only, from a state that never changes."""

    solo = _Lazy(_solo_city)
    player = _Lazy(_player_city)
    pantheon = _Lazy(_pantheon_view)
    discard = _Lazy(lambda s, view: _discard_view(s.discard))
    decks = _Lazy(lambda s, view: _divinity_deck_sizes(s))
    military_tokens = _Lazy(lambda s, view: _tokens_view(s.military_tokens))
    progress_box = _Lazy(lambda s, view: rules.progress_box_count(s))  # only Enki's applicability reads it
    face_down = _Lazy(_face_down_cards)
    _wonders_open = _Lazy(lambda s, view: view.wonders_built < _wonders_max())  # both cities ask
    # read by few rungs: the Strategy tokens (instant wins), anubis_player_scale=derived, Zeus
    solo_strategy = _Lazy(lambda s, view: "strategy" in s.automa.progress)
    player_strategy = _Lazy(lambda s, view: "strategy" in s.player.progress)
    player_direction = _Lazy(lambda s, view: DIRECTION_OF_WONDER.get(s.player.wonders[0]) if s.player.wonders else None)
    structure_cards = _Lazy(lambda s, view: len(s.slots) - s.slots.count(""))


# -- structure cards: the facts few rungs read, computed when first read ----------------------------

class _CardFacts:
    """Some facts of a structure card, computed together from the card's state and slot the first
    time one of them is read, then kept in the instance (a non-data descriptor, as :class:`_Lazy`)."""

    def __init__(self, compute: Any):
        self.compute = compute

    def __set_name__(self, owner: type, name: str) -> None:
        self.name = name

    def __get__(self, card: Any, owner: type | None = None) -> Any:
        if card is None:
            return self
        d = card.__dict__
        d.update(self.compute(card, d["_state"], d["_slot"]))
        return d[self.name]


def _uncover_facts(card: Card, s: DuelState, slot: int) -> dict[str, Any]:
    """U(c) (SOLO-GEN-6): the slots the card uncovers, how many are face down, whether one of
    those carries a token."""
    sd = s.__dict__  # fields read from __dict__: a pydantic model's attribute read is slow
    slots, face_up, tokens = sd["slots"], sd["face_up"], sd["slot_tokens"]
    uncovers = rules._uncovered(content.catalogue().slot_geometry(sd["age"]), slots, slot)
    hidden = [j for j in uncovers if not face_up[j]]
    return {"uncovers": tuple(slots[j] or str(j) for j in uncovers), "uncovers_face_down": len(hidden),
            "uncovers_token": any(tokens[j] for j in hidden)}


def _place(card: Card, s: DuelState, slot: int) -> dict[str, Any]:
    """The card's place: x from SOLO's end, row from the front (SOLO-GEN-5)."""
    x, row = position(s, slot)
    return {"x": x, "row": row}


def _chain_open(card: Card, s: DuelState, slot: int) -> dict[str, Any]:
    """SOLO-GEN-8: a card still out of every city and pile needs the card's chain symbol."""
    gives = card.chain_gives
    if gives is None:
        return {"chain_open": False}
    located = _located(s)
    return {"chain_open": any(t not in located for t in _chain_targets_by_symbol().get(gives, ()))}


def _free_by_chain_player(card: Card, s: DuelState, slot: int) -> dict[str, Any]:
    player = s.player
    return {"free_by_chain_player": card.chain_needs in rules._chain_symbols(player.buildings, player.mythology_tokens)}


def _player_price(card: Card, s: DuelState, slot: int) -> dict[str, Any]:
    """What the Player would pay: only the cost_mode=actual reading compares it."""
    actual = readings_of(s.options).cost_mode == "actual"
    return {"player_price": rules.price_table(s, PLAYER).card(card.id).coins if actual else None}


def _gain_coins(card: Card, s: DuelState, slot: int) -> dict[str, Any]:
    """What building it would give (card_gains' coins, without its other gains): yellow cards only."""
    return {"gain_coins": rules._coins_for_card(s, SOLO, card.id, s.automa.buildings + (card.id,))
            if card.type == "Y" else 0}


class _StructureCard(Card):
    """A face-up structure card of build_view: its printed facts (and name), SOLO's price and
    buildability at once; the other facts, its place among them (but with the whole structure),
    when a rung first reads them. Holds its state and slot (``_state``, ``_slot``; states never
    change)."""

    x = _CardFacts(_place)
    row = _CardFacts(_place)
    uncovers = _CardFacts(_uncover_facts)
    uncovers_face_down = _CardFacts(_uncover_facts)
    uncovers_token = _CardFacts(_uncover_facts)
    chain_open = _CardFacts(_chain_open)
    free_by_chain_player = _CardFacts(_free_by_chain_player)
    player_price = _CardFacts(_player_price)
    gain_coins = _CardFacts(_gain_coins)


_LATER_FACTS = frozenset(name for name, value in vars(_StructureCard).items() if isinstance(value, _CardFacts))


@functools.cache
def _printed_facts(building_id: str) -> dict[str, Any]:
    """A card's printed facts without those _StructureCard computes when read (an instance value
    would hide the descriptor), with its name (kept in the printed card once read)."""
    printed = printed_card(building_id)
    printed.name  # noqa: B018  (kept in printed.__dict__: the structure cards then never compute it)
    return {k: v for k, v in printed.__dict__.items() if k not in _LATER_FACTS}


@functools.cache
def _structure_facts(building_id: str) -> dict[str, Any]:
    """_printed_facts with the keys of a view's structure card already there (placeholders): a turn's
    view copies it and sets them. (A copy is made at its final size at once; a dict display merging
    the printed facts with these keys grew step by step: a few thousand machine instructions more
    per card.)"""
    return {**_printed_facts(building_id), "buildable": False, "solo_price": 0, "free_by_chain_solo": False,
            "_state": None, "_slot": -1}


# -- cities: the parts few decisions read, computed when first read ----------------------------------

def _city_wonders(s: DuelState, view: City) -> dict[str, tuple[Wonder, ...]]:
    """The city's Wonders (``wonders``), built or not, and those built and unbuilt (``_built``,
    ``_unbuilt``); unbuilt ones priced for their owner when the view prices them (the Player's only
    with cost_mode=actual) and the 7-Wonder limit is not reached. Shared by the cities with the
    same Wonders, built ones and prices."""
    d = view.__dict__
    side, c = d["_side"], d["_city"]
    built, wonders = c.built, c.wonders
    prices = None
    if d["_priced"]:
        table = d["_table"] or rules.price_table(s, side)
        priced = table.wonders  # the table's dict first: each Wonder priced once
        if built:
            done = dict(built)  # the built Wonders (the keys)
            prices = tuple([None if w in done else (priced.get(w) or table.wonder(w)).coins for w in wonders])
        else:
            known = list(map(priced.get, wonders))
            if not all(known):  # some not priced yet
                known = [price or table.wonder(w) for w, price in zip(wonders, known)]
            prices = tuple(map(_COINS, known))
    key = (side, wonders, built, prices)
    found = _CITY_WONDERS.get(key)
    if found is None:
        if len(_CITY_WONDERS) >= 4096:
            _CITY_WONDERS.clear()
        built_flags = map(dict(built).__contains__, wonders)
        none = repeat(None)  # the other side's prices, or every price when not priced
        views = tuple(map(wonder_view, wonders, built_flags, *((prices or none, none) if side == SOLO
                                                               else (none, prices or none))))
        found = _CITY_WONDERS[key] = {"wonders": views, "_built": tuple(filter(_BUILT, views)),
                                      "_unbuilt": tuple(filterfalse(_BUILT, views))}
    return found


_BUILT, _COINS = attrgetter("built"), attrgetter("coins")
# (side, its Wonders, those built, their prices or None) -> the Wonder facts (never change them)
_CITY_WONDERS: dict[tuple, dict[str, tuple[Wonder, ...]]] = {}


class _CityFacts(_CardFacts):
    """Some fields of a city view computed together the first time one is read (as _CardFacts)."""

    def __get__(self, city: Any, owner: type | None = None) -> Any:
        if city is None:
            return self
        d = city.__dict__
        d.update(self.compute(d["_state"], city))
        return d[self.name]


class _LazyCity(City):
    """The City view _city_view makes: the coins, science, its number of symbols and the Offering
    tokens at once; the cards, Wonders (with their prices), chain symbols and Progress tokens when
    first read; the answers of City's methods kept once computed. Holds the state, side and engine
    city it shows (``_state``, ``_side``, ``_city``, ``_priced``)."""

    cards = _Lazy(lambda s, view: _printed_cards(view.__dict__["_city"].buildings))
    wonders = _CityFacts(_city_wonders)
    chain_symbols = _Lazy(lambda s, view: rules._chain_symbols(view.__dict__["_city"].buildings,
                                                               view.__dict__["_city"].mythology_tokens))
    progress = _Lazy(lambda s, view: _progress_set(view.__dict__["_city"].progress))
    _built = _CityFacts(_city_wonders)
    _unbuilt = _CityFacts(_city_wonders)

    def built_wonders(self) -> list[Wonder]:
        return list(self._built)

    def unbuilt_wonders(self) -> list[Wonder]:
        return list(self._unbuilt)

    def symbols(self) -> int:
        return self._symbols
