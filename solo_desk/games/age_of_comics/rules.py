"""Setup, legal moves, effects, round end and scoring of the solo game (pure Python)."""
from __future__ import annotations

import itertools
from typing import Any

from solo_desk.core import registry
from solo_desk.core.actions import Action, Side
from solo_desk.core.errors import IllegalAction, MalformedAction
from solo_desk.core.game import GameResult
from solo_desk.core.proposal import InputChoice, InputRequest
from solo_desk.core.rng import Chance

from .content import GAME_ID, content
from .deck import AutomaCard, AutomaDeck
from .state import (
    AREA_OF_KIND, ROWS, AocState, AutomaPass, AutomaSales, BeginRound, Develop, Discard, EditBoardIdeas, EditChartVp,
    EditFans, EditIdeas, EditMastery, EditMoney, EditTickets, EndRound, Flip, HeldOrder, Hire, Ideas, PlayerSetup, Print,
    PrintedComic, PrintJob,
    RULES_VERSION, EndSales, Royalties, Sales, SalesMore, SalesOp, SalesTurn, SideState, Tile, TopTold, clone,
)

K = GAME_ID


def illegal(key: str, /, **params: Any) -> IllegalAction:
    """A refusal; genres, areas, cards, decks and piles are named in both languages, not by id."""
    return IllegalAction(f"{K}.error.{key}", {k: _named(k, v) for k, v in params.items()})


def _named(param: str, value: Any) -> Any:
    """A refusal's parameter by name ("scifi" -> sci-fi / fantascienza); an unknown id stays as told."""
    from solo_desk.core.messages import lookup

    from . import names

    if not isinstance(value, str):
        return value
    if param == "where":
        return pile_name(value)
    if param == "card" and (value in content().comic_by_id or value in content().creative_by_id):
        return names.card(value)
    if param == "comic" and value in content().comic_by_id:
        return names.comic(value)
    if param in ("genre", "area", "row", "what") and lookup(f"{K}.{param}.{value}"):
        return {"key": f"{K}.{param}.{value}"}
    return value


def pile_name(name: str) -> Any:
    """What a told card was asked for ("display:writers:0", "comic_deck_top"), as a refusal names it."""
    from solo_desk.core.messages import lookup

    head, _, rest = name.partition(":")
    if head == "display" and rest.count(":") == 1:
        row, slot = rest.split(":")
        return {"key": f"{K}.pile.display", "params": {"row": {"key": f"{K}.row.{row}"}, "slot": int(slot) + 1}}
    return {"key": f"{K}.pile.{head}"} if lookup(f"{K}.pile.{head}") else name


def _order_place(space: str, short: bool = False) -> Any:
    """An order space as the map names it ('between B1 and C1'; short: 'B1–C1'), for messages."""
    from .names import order_place

    return order_place(space, short) if space in content().sales.order_spaces else space


def _place(space: str) -> Any:
    from .names import place

    return place(space) if space in content().sales.agent_adjacency else space


def _genre_name(genre: Any) -> Any:
    from .names import genre as named

    return named(genre) if genre in content().genre_names else genre


class NeedInput(Exception):
    """Raised while resolving a companion event the player has not told yet."""

    def __init__(self, requests: list[InputRequest]):
        super().__init__(", ".join(r.name for r in requests))
        self.requests = requests


# -- small queries ---------------------------------------------------------------
def level(state: AocState):
    return content().level_by_name[state.options.get("difficulty", "intermediate")]


def to_move(state: AocState) -> Side | None:
    if state.phase == "over":
        return None
    if state.discard_due:  # the hand limit: the player discards before anything else
        return "player"
    if state.phase == "setup":
        return "player"
    if state.phase == "turns":
        return "automa" if state.turn % 2 == 0 else "player"
    return "automa"  # round start / end are carried out with the Automa's turn


def first_free(state: AocState, area: str) -> int | None:
    for index, occupant in enumerate(state.spaces[area]):
        if occupant is None:
            return index
    return None


def done_this_round(state: AocState, area: str) -> bool:
    """AOC-FLOW-DONE: the Automa has an editor on one of the area's spaces."""
    return "automa" in state.spaces[area]


def current_card(state: AocState) -> AutomaCard | None:
    if state.flipped == 0:
        return None
    return card_at(state, state.flipped - 1)


def card_at(state: AocState, slot: int) -> AutomaCard | None:
    ref = state.automa_slots[slot] if slot < len(state.automa_slots) else None
    if ref is None:
        return None
    if state.deck is None:
        return state.asked_cards[ref]
    return state.deck.cards[ref]


def priority(state: AocState, card: AutomaCard | None = None) -> tuple[str, ...]:
    """AOC-AMB-02: the revealed card's genre priority (or the board's, by option)."""
    if board_priority_used(state):
        return tuple(state.deck.board_priority)  # type: ignore[union-attr]
    card = card or current_card(state)
    return card.priority if card else content().genre_names


def board_priority_used(state: AocState) -> bool:
    """AOC-AMB-02 = board: the Automa board's one priority replaces the revealed card's."""
    return state.options.get("genre_priority_source") == "board" and bool(state.deck and state.deck.board_priority)


def genre_of(card_id: str) -> str:
    return content().card_genre(card_id)


def creative(card_id: str):
    return content().creative_by_id[card_id]


def kind_of(card_id: str) -> str:
    return creative(card_id).kind


def comic_value(comic: PrintedComic) -> int:
    return creative(comic.writer).value + creative(comic.artist).value


def printed_genres_newest_first(side: SideState) -> list[str]:
    """AOC-AMB-33: the player's printed comics newest first, skipping repeated genres."""
    seen: list[str] = []
    for comic in reversed(side.printed):
        genre = genre_of(comic.comic)
        if genre not in seen:
            seen.append(genre)
    return seen


def top_comics(side: SideState, prio: tuple[str, ...], count: int) -> list[int]:
    """Indices of the side's `count` comics with most fans; ties by genre priority, then left."""
    order = sorted(range(len(side.printed)),
                   key=lambda i: (-side.printed[i].fans, prio.index(genre_of(side.printed[i].comic)), i))
    return order[:count]


def teams(side: SideState) -> list[tuple[str, str]]:
    """AOC-AMB-12: teams in hire order: earliest writer with earliest artist, and so on."""
    writers = [c for c in side.hand if kind_of(c) == "writer"]
    artists = [c for c in side.hand if kind_of(c) == "artist"]
    return list(zip(writers, artists))


def add_fans(comic: PrintedComic, fans: int) -> None:
    comic.fans = max(0, min(content().decisions.max_fans, comic.fans + fans))


def has_original(side: SideState, genre: str) -> bool:
    return any(not c.ripoff and genre_of(c.comic) == genre for c in side.printed)


def genre_count(side: SideState, genre: str) -> int:
    return sum(1 for c in side.printed if genre_of(c.comic) == genre)


def would_gain_mastery(state: AocState, who: Side, genre: str, ripoff: bool) -> bool:
    """Base mastery (AOC-DATA-MASTERY): first original of a genre, or more comics of it
    than the holder while owning an original of it."""
    holder = state.mastery.get(genre)
    if holder == who:
        return False
    side = state.side(who)
    owns_original = has_original(side, genre) or not ripoff
    if not owns_original:
        return False
    if holder is None:
        return True
    return genre_count(side, genre) + 1 > genre_count(state.side(holder), genre)


def ripoff_targets(state: AocState, of: Side) -> list[int]:
    """Printed originals of `of` whose rip-off card is still free, newest first (AOC-RIPOFF, AOC-AMB-13)."""
    side = state.side(of)
    return [i for i in reversed(range(len(side.printed)))
            if not side.printed[i].ripoff and side.printed[i].comic not in state.ripped]


# -- companion answers --------------------------------------------------------------
class Reveal:
    """What a hidden event decided: the recorded outcome, the state's own (digital), or a question."""

    def __init__(self, state: AocState, given: dict[str, Any]):
        self.state = state
        self.given = dict(given)
        self.outcomes: dict[str, Any] = {}  # what was used, recorded in the action
        self.missing: list[InputRequest] = []
        self.digital = state.mode == "digital"

    def ask(self, name: str, key: str, choices: list[str], kind: str = "card", **params: Any) -> None:
        from . import names as N

        labelled, order = N.choices([str(c) for c in choices])
        if isinstance(params.get("row"), str):  # a display or deck by its name, never its id
            params["row"] = {"key": f"{K}.row.{params['row']}"}
        self.missing.append(InputRequest(name=name, kind=kind, key=f"{K}.ask.{key}", params=params,
                                         choices=labelled, order=order))

    def told(self, name: str) -> Any:
        value = self.given.get(name)
        if value is not None:
            self.outcomes[name] = value
        return value

    def flush(self) -> None:
        if self.missing:
            raise NeedInput(self.missing)

    def check(self, name: str, told: Any, drawn: Any) -> None:
        """Digital: what the action records (the replay of a save) must be what the game's
        own decks and stream reveal; the physical table (companion) tells any possible value."""
        if self.digital and told is not None and told != drawn:
            raise mismatch(name, told, drawn)

    def card_from(self, pile: list[str], name: str, key: str, **params: Any) -> str | None:
        """Take a card off a deck: the named one, or the top (digital), or ask (companion)."""
        told = self.told(name)
        if told is not None:
            told = str(told)
            self.outcomes[name] = told
            if pile:
                self.check(name, told, pile[0])
            if told not in pile:
                raise illegal("card_not_there", card=told, where=name)
            pile.remove(told)
            return told
        if self.digital and pile:
            self.outcomes[name] = pile[0]
            return pile.pop(0)
        if not pile:
            return None
        self.ask(name, key, sorted(pile), **params)
        return None

    def tile_value(self, space: str) -> int | None:
        tile = self.state.orders[space]
        name = f"order_value:{space}"
        told = self.told(name)
        possible = possible_tile_values(self.state, tile.genre, exclude=space)
        if told is not None:
            try:
                value = int(told)
            except (TypeError, ValueError):
                raise illegal("tile_value_impossible", space=_order_place(space), value=told) from None
            if tile.value is not None:
                self.check(name, value, tile.value)
            if tile.value is not None and tile.value != value:  # typed in: swap to keep the set
                other = next((s for s, t in self.state.orders.items() if s != space and not t.face_up
                              and t.genre == tile.genre and t.value == value), None)
                if other is None:
                    raise illegal("tile_value_impossible", space=_order_place(space), value=value)
                self.state.orders[other].value = tile.value
            elif tile.value is None and value not in possible:
                raise illegal("tile_value_impossible", space=_order_place(space), value=value)
            tile.value = value
            self.outcomes[name] = value
            return value
        if tile.value is not None:
            self.outcomes[name] = tile.value
            return tile.value
        self.ask(name, "tile_value", sorted(set(possible)), kind="number", space=space, genre=tile.genre,
                 place=_order_place(space), pair=_order_place(space, short=True), genre_name=_genre_name(tile.genre))
        return None


def mismatch(name: str, told: Any, drawn: Any) -> IllegalAction:
    def shown(value: Any) -> Any:  # an Automa card by its number on the table (1-12), not its index
        if name == "automa_card" and isinstance(value, int):
            return value + 1
        if name == "automa_pile" and isinstance(value, list):
            return [v + 1 if isinstance(v, int) else v for v in value]
        return value

    return illegal("outcome_mismatch", name=name, value=shown(told), expected=shown(drawn))


def possible_tile_values(state: AocState, genre: str, exclude: str | None = None) -> list[int]:
    """Values of `genre` tiles not yet known anywhere (the map or a side's held orders)."""
    left = list(content().sales.tile_values)
    known = [t.value for s, t in state.orders.items() if t.genre == genre and t.value is not None and s != exclude]
    known += [o.value for side in (state.player, state.automa) for o in side.orders if o.genre == genre]
    for value in known:
        if value in left:
            left.remove(value)
    return left


def flip_tile(state: AocState, space: str, reveal: Reveal) -> bool:
    value = reveal.tile_value(space)
    if value is None:
        return False
    state.orders[space].face_up = True
    note_tile(reveal, space, state.orders[space])
    return True


def note_tile(reveal: Reveal, space: str, tile: Tile) -> None:
    """Record what a flipped or collected order shows (genre, value): the history names the
    tile as the table does, not by its map space. Never asked, never read back by the rules."""
    reveal.outcomes[f"{TILE_SHOWN}{space}"] = [tile.genre, tile.value]


TILE_SHOWN = "order_tile:"


# -- setup ---------------------------------------------------------------------------
def new_state(options: dict[str, Any], seed: int, mode: str, deck: AutomaDeck | None) -> AocState:
    c = content()
    chance = Chance(seed, 0)
    genres = c.genre_names
    digital = mode == "digital"
    writers = [x.id for x in c.creatives if x.kind == "writer"]
    artists = [x.id for x in c.creatives if x.kind == "artist"]
    comics = [x.id for x in c.comics]
    state = AocState(
        mode=mode, seed=seed, options=dict(options), deck=deck, rules_version=RULES_VERSION,
        spaces={a.name: [None] * len(a.spaces) for a in c.areas},
        displays={row: [] for row in ROWS},
        discards={"creatives": [], "comics": []},
        ideas_board={g: 0 for g in genres},
        mastery={g: None for g in genres},
        player=SideState(money=c.player_start["money"], ideas={g: 0 for g in genres}, agent=c.sales.agent_start),
        automa=SideState(ideas={g: 0 for g in genres}),  # AOC-SETUP-NOIDEAS, AOC-SETUP-NOAGENT
    )
    if digital:
        state.decks = {"writers": chance.shuffled(writers), "artists": chance.shuffled(artists),
                       "comics": chance.shuffled(comics)}
        state.calendar = chance.shuffled(genres)  # type: ignore[arg-type]
        state.automa_pile = chance.shuffled(range(c.automa_cards)) if deck else []  # AOC-SETUP-DECK
        # AOC-SETUP-AUTOMA-START, AOC-AMB-19: top comic, random value-2 writer and artist
        state.automa.developed.append(state.decks["comics"].pop(0))
        writer = chance.choice([w for w in state.decks["writers"] if creative(w).value == 2])
        pool = [a for a in state.decks["artists"] if creative(a).value == 2
                and not (options.get("automa_start_distinct") and genre_of(a) == genre_of(writer))]
        artist = chance.choice(pool)
        for row, card in (("writers", writer), ("artists", artist)):
            state.decks[row].remove(card)
        state.automa.hand += [writer, artist]
        state.orders = deal_orders(chance)
    else:
        state.decks = {"writers": sorted(writers), "artists": sorted(artists), "comics": sorted(comics)}
        state.calendar = [None] * 6
        state.automa_pile = list(range(c.automa_cards)) if deck else []
        state.setup_known = False
    state.rng_counter = chance.counter
    return state


def deal_orders(chance: Chance) -> dict[str, Tile]:
    """Tiles shuffled onto the order spaces, dealt again until no agent space touches 3+ of a genre."""
    c = content()
    tiles = [(g, v) for g in c.genre_names for v in c.sales.tile_values]
    spaces = list(c.sales.order_spaces)
    while True:
        dealt = dict(zip(spaces, chance.shuffled(tiles)))
        if map_valid({s: g for s, (g, _) in dealt.items()}):
            return {s: Tile(genre=g, value=v) for s, (g, v) in dealt.items()}


def map_valid(genres_by_space: dict[str, str]) -> bool:
    c = content()
    limit = c.sales.max_same_genre_per_agent_space
    for orders in c.sales.agent_to_orders.values():
        counts: dict[str, int] = {}
        for space in orders:
            genre = genres_by_space.get(space)
            if genre:
                counts[genre] = counts.get(genre, 0) + 1
                if counts[genre] > limit:
                    return False
    return True


MAP_SEARCH_BUDGET = 5000  # nodes; past it a genre is offered (never miss what the table shows)


MAP_CACHE_SIZE = 4096
_map_cache: dict[tuple, dict[str, str] | None] = {}
_map_cache_content: list[Any] = [None]  # the content the cached maps were searched with


def complete_map(dealt: dict[str, str], budget: int = MAP_SEARCH_BUDGET) -> dict[str, str] | None:
    """A whole map the box can deal that agrees with the genres told so far (``dealt``): every
    genre's tiles, no agent space seeing more than the limit of a genre. None: there is none;
    ``dealt`` itself when the search gives up (the caller then assumes it can be completed).
    Remembered: each answer re-checks every answer before it, and the window proposes the same
    round start several times (the proposal, the board's view of it, the Undo menu)."""
    c = content()
    if _map_cache_content[0] is not c or len(_map_cache) >= MAP_CACHE_SIZE:
        _map_cache.clear()
        _map_cache_content[0] = c
    key = (tuple(dealt.items()), budget)
    if key not in _map_cache:
        _map_cache[key] = search_map(dealt, budget)
    found = _map_cache[key]
    return None if found is None else dict(found)


def search_map(dealt: dict[str, str], budget: int) -> dict[str, str] | None:
    """``complete_map`` without its memory: the search itself."""
    c = content()
    limit = c.sales.max_same_genre_per_agent_space
    left = {g: len(c.sales.tile_values) for g in c.genre_names}
    for genre in dealt.values():
        left[genre] = left.get(genre, 0) - 1
    if any(n < 0 for n in left.values()) or not map_valid(dealt):
        return None
    watched = [orders for orders in c.sales.agent_to_orders.values() if len(orders) > limit]
    watchers = {space: [i for i, orders in enumerate(watched) if space in orders] for space in c.sales.order_spaces}
    counts = [{g: 0 for g in c.genre_names} for _ in watched]
    for space, genre in dealt.items():
        for i in watchers.get(space, ()):
            counts[i][genre] += 1
    assign = dict(dealt)
    open_spaces = [space for space in c.sales.order_spaces if space not in assign]
    nodes = 0

    def fits(space: str, genre: str) -> bool:
        return left[genre] > 0 and all(counts[i][genre] < limit for i in watchers[space])

    def search() -> bool | None:
        nonlocal nodes
        nodes += 1
        if nodes > budget:
            return None
        best: tuple[str, list[str]] | None = None
        for space in open_spaces:
            if space in assign:
                continue
            genres = [g for g in c.genre_names if fits(space, g)]
            if not genres:
                return False
            if best is None or len(genres) < len(best[1]):
                best = (space, genres)
        if best is None:
            return True
        space, genres = best
        for genre in sorted(genres, key=lambda g: -left[g]):
            assign[space] = genre
            left[genre] -= 1
            for i in watchers[space]:
                counts[i][genre] += 1
            found = search()
            if found is not False:
                return found
            del assign[space]
            left[genre] += 1
            for i in watchers[space]:
                counts[i][genre] -= 1
        return False

    found = search()
    if found is None:
        return dict(dealt)
    return assign if found else None


def order_genre_choices(dealt: dict[str, str]) -> dict[str, list[str]]:
    """For each order space not told yet, the genres its tile can still show: the map the box
    dealt (``deal_orders``) can be completed with it. Asked one at a time, answers from a real
    table never leave a space with no genre to offer."""
    c = content()
    base = complete_map(dealt)
    if base is None:
        return {space: [] for space in c.sales.order_spaces if space not in dealt}
    out: dict[str, list[str]] = {}
    for space in c.sales.order_spaces:
        if space in dealt:
            continue
        genres = []
        for genre in c.genre_names:
            if base.get(space) == genre or space not in base:  # the search gave up: offered
                genres.append(genre)
                continue
            swapped = False
            for other, shown in base.items():  # the same completion with two open tiles swapped
                if shown == genre and other not in dealt and other != space:
                    trial = {**base, space: genre, other: base[space]}
                    if map_valid(trial):
                        swapped = True
                        break
            if swapped or complete_map({**dealt, space: genre}) is not None:
                genres.append(genre)
        out[space] = genres
    return out

def apply_setup(state: AocState, action: PlayerSetup) -> None:
    c = content()
    start = c.player_start
    for row, card in (("writers", action.writer), ("artists", action.artist)):
        if card not in state.decks[row] or creative(card).value != start["writer_value"]:
            raise illegal("setup_card", card=card)
    if genre_of(action.writer) == genre_of(action.artist):
        raise illegal("setup_same_genre")
    if action.comic not in state.decks["comics"]:
        raise illegal("setup_card", card=action.comic)
    if len(action.ideas) != start["ideas"] or not set(action.ideas) <= set(c.genre_names):
        raise illegal("setup_ideas", count=start["ideas"])
    state.decks["writers"].remove(action.writer)
    state.decks["artists"].remove(action.artist)
    state.decks["comics"].remove(action.comic)
    state.player.hand += [action.writer, action.artist]
    state.player.developed.append(action.comic)
    for genre in action.ideas:
        state.player.ideas[genre] += 1
    state.phase = "round_start"


# -- round start / end -------------------------------------------------------------------
def roman(round_number: int) -> str:
    """A round as the board numbers it: I-V."""
    return ["I", "II", "III", "IV", "V"][round_number - 1] if 1 <= round_number <= 5 else str(round_number)


def calendar_slots(round_number: int) -> range:
    per_round = content().calendar_tiles_per_round
    start = sum(per_round[: round_number - 1])
    return range(start, start + per_round[round_number - 1])


def begin_round(state: AocState, reveal: Reveal) -> None:
    c = content()
    state.round += 1
    reveal.outcomes["round"] = state.round  # the history names the round that begins
    if not state.setup_known:  # companion, round I: what the table shows
        for name, row, key in (("automa_writer", "writers", "automa_writer"), ("automa_artist", "artists", "automa_artist")):
            pool = [x for x in state.decks[row] if creative(x).value == 2]
            if row == "artists" and state.options.get("automa_start_distinct"):  # AOC-AMB-19: another genre
                if not state.automa.hand:  # the writer first: it decides which artists remain possible
                    continue
                pool = [x for x in pool if genre_of(x) != genre_of(state.automa.hand[0])]
            told = reveal.told(name)
            if told is not None:
                if told not in pool:
                    raise illegal("card_not_there", card=told, where=name)
                state.decks[row].remove(told)
                state.automa.hand.append(told)
            else:
                reveal.ask(name, key, pool)
        comic = reveal.card_from(state.decks["comics"], "automa_comic", "automa_comic")
        if comic:
            state.automa.developed.append(comic)
        # the map as dealt: every genre's tiles, and no agent space seeing 3+ of a genre (deal_orders)
        left = {g: len(c.sales.tile_values) for g in c.genre_names}
        dealt: dict[str, str] = {}
        for space in c.sales.order_spaces:
            told = reveal.told(f"order_genre:{space}")
            if told is None:
                continue
            if left.get(told, 0) <= 0:
                raise illegal("order_genre_impossible", space=_order_place(space), genre=_genre_name(told))
            if complete_map({**dealt, space: told}) is None:
                raise illegal("order_genre_map", space=_order_place(space), genre=_genre_name(told))
            left[told] -= 1
            dealt[space] = told
            state.orders[space] = Tile(genre=told)
        if len(dealt) < len(c.sales.order_spaces):
            for space, genres in order_genre_choices(dealt).items():
                reveal.ask(f"order_genre:{space}", "order_genre", genres, space=space, place=_order_place(space))
        state.setup_known = True
    for index in calendar_slots(state.round):  # calendar tiles of this round
        name = f"calendar:{index}"
        told = reveal.told(name)
        hidden = state.calendar[index:]
        reveal.check(name, told, state.calendar[index])
        if told is not None:
            if told not in hidden:
                if state.calendar[index] is None and told in set(c.genre_names) - set(state.calendar):
                    state.calendar[index] = told
                else:
                    raise illegal("calendar_impossible", genre=told)
            elif state.calendar[index] != told:
                other = state.calendar.index(told, index)
                state.calendar[other], state.calendar[index] = state.calendar[index], told
        elif state.calendar[index] is not None:
            reveal.outcomes[name] = state.calendar[index]
        else:
            tiles = calendar_slots(state.round)  # the board numbers its rounds I-V; two tiles: which one
            extra: dict[str, Any] = {} if len(tiles) == 1 else {
                "which": {"key": f"{K}.calendar_tile.{'left' if index == tiles[0] else 'right'}"}}
            reveal.ask(name, "calendar_tile" if extra else "calendar", sorted(set(c.genre_names) - set(state.calendar)),
                       kind="choice", round=state.round, roman=roman(state.round), **extra)
    for row in ROWS:  # displays refilled (AOC-GEN-BASE)
        size = c.decisions.display_size[row]
        pile = state.decks[row]
        for slot in range(len(state.displays[row]), size):
            if not pile and c.decisions.empty_deck_reshuffles_discards:
                refill_deck(state, row, reveal)
            card = reveal.card_from(pile, f"display:{row}:{slot}", "display_card", row=row, slot=slot + 1)
            if card:
                state.displays[row].append(card)
    reveal.flush()
    state.calendar_flipped = calendar_slots(state.round)[-1] + 1
    for index in calendar_slots(state.round):
        genre = state.calendar[index]
        for space, tile in state.orders.items():
            if tile.genre == genre and not tile.face_up:
                flip_tile(state, space, reveal)
    reveal.flush()
    state.ideas_board = {g: 1 for g in c.genre_names}
    # AOC-FLOW-DRAW: four cards face down in the slots
    if state.deck is not None and state.mode == "digital":
        state.automa_slots = [state.automa_pile.pop(0) for _ in range(c.cards_per_round)]
    else:
        state.automa_slots = [None] * c.cards_per_round
    state.flipped = 0
    state.automa_chosen = []
    state.turn = 0
    state.phase = "turns"


def refill_deck(state: AocState, row: str, reveal: Reveal) -> None:
    pile = "comics" if row == "comics" else "creatives"
    kind = {"writers": "writer", "artists": "artist"}.get(row)
    cards = [x for x in state.discards[pile] if kind is None or kind_of(x) == kind]
    if row == "comics":
        state.comic_top_told = None  # the discards shuffled into a new deck: its top is unknown
    for x in cards:
        state.discards[pile].remove(x)
    if reveal.digital:
        name = f"reshuffle:{row}"
        order = stream_shuffle(state, cards, reveal.told(name), name)
        reveal.outcomes[name] = list(order)
        state.decks[row][:] = order  # in place: the caller holds this list
    else:
        state.decks[row][:] = sorted(cards)


def stream_shuffle(state: AocState, cards: list[Any], told: Any, name: str) -> list[Any]:
    """A digital shuffle from the game's own stream; counter +1, a replay too. A recorded order (the
    replay of a save) must be that shuffle. Saves of earlier versions, whose stream did
    not advance on a recorded shuffle, hold one the stream drew at an earlier position: still the
    game's own draw, kept so they load; any other order is refused."""
    drawn = Chance(state.seed, state.rng_counter).shuffled(cards)
    state.rng_counter += 1
    if told is None or (isinstance(told, (list, tuple)) and list(told) == drawn):
        return drawn
    if not isinstance(told, (list, tuple)):
        raise mismatch(name, told, drawn)
    if any(Chance(state.seed, k).shuffled(cards) == list(told) for k in range(state.rng_counter - 1)):
        return list(told)
    raise mismatch(name, list(told), drawn)


def end_round(state: AocState, outcomes: dict[str, Any]) -> dict[str, Any]:
    c = content()
    before = {"player": state.player.chart_vp, "automa": state.automa.chart_vp, "money": state.player.money}
    # AOC-ROUND-END: ranking by best comic, both sides
    best = {who: max((x.fans for x in state.side(who).printed), default=None) for who in ("player", "automa")}
    d = c.decisions  # ranking_needs_fans (BGA): only a side whose best comic has fans is ranked
    ranked = [w for w in best if not (best[w] is None and d.ranking_needs_a_printed_comic)
              and not (not best[w] and d.ranking_needs_fans)]
    for who in ranked:
        better = len({best[o] or 0 for o in ranked if (best[o] or 0) > (best[who] or 0)})
        state.side(who).chart_vp += c.ranking_vp[better] if better < len(c.ranking_vp) else 0
    # income for the player only (AOC-ROUND-END-AUTOMA-NOMONEY)
    state.player.money += sum(c.income(x.fans) for x in state.player.printed)
    # fan loss after rounds I-IV only: round V goes from the income to final scoring
    # (reference round_structure.game_end; BGA's round-end states)
    if state.round < c.rounds:
        for side in (state.player, state.automa):
            for comic in side.printed:
                if comic.fans > c.min_fans_after_loss:
                    comic.fans = max(c.min_fans_after_loss, comic.fans - c.fan_loss_per_round)
    state.spaces = {a: [None] * len(s) for a, s in state.spaces.items()}
    state.discards["creatives"] += state.displays["writers"] + state.displays["artists"]
    state.discards["comics"] += state.displays["comics"]
    state.displays = {row: [] for row in ROWS}
    # AOC-FLOW-DISCARD, AOC-FLOW-RESHUFFLE
    state.automa_discard += [s for s in state.automa_slots if s is not None]
    state.automa_slots = []
    state.automa_chosen = []
    state.flipped = 0
    outcomes = {**outcomes, "round": state.round}  # the history names the round that ends
    # for the history, never read back: what the chart ranking and the income gave this round
    outcomes[ROUND_GAINS] = {"player": state.player.chart_vp - before["player"],
                             "automa": state.automa.chart_vp - before["automa"], "income": state.player.money - before["money"]}
    if state.round >= c.rounds:
        state.phase = "over"
        # recorded for the history's last line: the final score (AOC-SCORE-WIN)
        outcomes["final"] = {"player": player_score(state)["total"], "automa": automa_score(state)["total"]}
        return outcomes
    if state.round in c.reshuffle_after_rounds and state.deck is not None:
        everything = sorted(state.automa_pile + state.automa_discard)
        state.automa_discard = []
        if state.mode == "digital":  # the game's own stream shuffles; a recorded pile must be that shuffle
            told = outcomes.get("automa_pile")
            if told is not None and (not isinstance(told, (list, tuple)) or sorted(told) != everything):
                raise illegal("bad_reshuffle")
            pile = stream_shuffle(state, everything, told, "automa_pile")
            outcomes = {**outcomes, "automa_pile": pile}
            state.automa_pile = list(pile)
        else:
            state.automa_pile = everything
    elif state.round in c.reshuffle_after_rounds:  # no deck entered: the cards told go back into your deck
        state.automa_discard = []
    state.phase = "round_start"
    return outcomes


def flip(state: AocState, outcomes: dict[str, Any]) -> dict[str, Any]:
    """AOC-FLOW-REVEAL: turn the next slot; companion asks which card it is."""
    slot = state.flipped
    if state.deck is None:
        told = outcomes.get("automa_card")
        if told is None:
            raise NeedInput(ask_card_requests())
        card = ask_mode_card(told)
        state.asked_cards.append(card)
        state.automa_slots[slot] = len(state.asked_cards) - 1
        state.flipped += 1
        # the answers too, under the questions' names: an Undo after reopening the save asks the
        # card again with these answers given (the window reads a step's answers from its outcomes)
        answers = {f"card:action{i + 1}": a for i, a in enumerate(card.actions)}
        answers.update({f"card:priority{i + 1}": g for i, g in enumerate(card.priority)})
        return {"automa_card": card.model_dump(mode="json"), **answers}
    told = outcomes.get("automa_card")
    if told is None:
        if state.automa_slots[slot] is None:
            raise NeedInput([possible_cards_request(state)])
        outcomes = {"automa_card": state.automa_slots[slot]}
    else:
        try:
            told = int(told)
        except (TypeError, ValueError):
            raise illegal("automa_card_impossible", card=told) from None
        if state.mode == "digital" and state.automa_slots[slot] is not None and told != state.automa_slots[slot]:
            raise mismatch("automa_card", told, state.automa_slots[slot])  # the game dealt this slot
        if state.automa_slots[slot] != told:
            if told in state.automa_pile:
                if state.automa_slots[slot] is not None:
                    state.automa_pile[state.automa_pile.index(told)] = state.automa_slots[slot]
                else:
                    state.automa_pile.remove(told)
            elif told in state.automa_slots[slot + 1:]:
                later = state.automa_slots.index(told, slot + 1)
                state.automa_slots[later] = state.automa_slots[slot]
            else:
                raise illegal("automa_card_impossible", card=told + 1)
            state.automa_slots[slot] = told
        elif state.mode == "companion" and told in state.automa_pile:
            state.automa_pile.remove(told)
        outcomes = {"automa_card": told}
    outcomes[CARD_SHOWN] = card_name(state, outcomes["automa_card"])
    state.flipped += 1
    return outcomes


CARD_SHOWN = "automa_card_name"  # the revealed card's name in your deck: for the history, never read back


def card_name(state: AocState, index: int) -> str:
    """An Automa card of the deck by the name the deck gives it ('card-3' if unnamed)."""
    assert state.deck is not None
    return state.deck.cards[index].name or f"card-{index + 1}"


def possible_cards_request(state: AocState) -> InputRequest:
    """Which card a slot reveals; answered by the card's number in your deck (1-12, as the deck
    editor and the demo deck's names count them), never its index."""
    from . import names as N

    assert state.deck is not None
    return InputRequest(
        name="automa_card", kind="card", key=f"{K}.ask.automa_card", params={"slot": state.flipped + 1},
        choices=[InputChoice(value=str(i + 1), label=N.automa_card(i + 1, state.deck.cards[i]))
                 for i in sorted(state.automa_pile)])


def card_index_told(told: Any) -> int:
    """The deck index of the card an `automa_card` answer names by its number (1-12)."""
    try:
        return int(told) - 1
    except (TypeError, ValueError):  # a typed-in answer that is no card number: refuse it with a reason
        raise illegal("automa_card_impossible", card=told) from None


def card_number_named(state: AocState, told: str) -> int | None:
    """The number of the one card of your deck named ``told`` ("demo-4" is 4), if any."""
    if state.deck is None:
        return None
    found = [i + 1 for i in range(len(state.deck.cards)) if card_name(state, i).casefold() == told.strip().casefold()]
    return found[0] if len(found) == 1 else None


def ask_card_requests(given: dict[str, Any] | None = None) -> list[InputRequest]:
    """The revealed card's three actions and six genres (no deck entered); answers already
    given (cumulative) remove their value from the other positions' choices."""
    from . import names as N
    from .content import AUTOMA_ACTIONS

    given = given or {}

    def left(prefix: str, count: int, position: int, values: tuple[str, ...]) -> list[InputChoice]:
        used = {given.get(f"{prefix}{n + 1}") for n in range(count) if n != position}
        return [InputChoice(value=v, label=N.area(v) if v in AUTOMA_ACTIONS else N.genre(v))
                for v in values if v not in used]

    # short questions, one line in the Automa panel: "Card: action 1 of 3?" (counted from the top)
    return [InputRequest(name=f"card:action{i + 1}", kind="choice", key=f"{K}.ask.card_action",
                         params={"position": i + 1, "count": 3}, choices=left("card:action", 3, i, AUTOMA_ACTIONS))
            for i in range(3)] + [
        InputRequest(name=f"card:priority{i + 1}", kind="choice", key=f"{K}.ask.card_priority",
                     params={"position": i + 1, "count": 6}, choices=left("card:priority", 6, i, content().genre_names))
        for i in range(6)]


def ask_mode_card(told: Any) -> AutomaCard:
    from .deck import validate_card

    if isinstance(told, AutomaCard):
        return told
    if isinstance(told, dict):
        return validate_card(told)
    raise MalformedAction("action_malformed", {"game": registry.title_of(K), "detail": "flip.outcomes.card"})


def card_from_inputs(inputs: dict[str, str]) -> dict[str, Any] | None:
    actions = [inputs.get(f"card:action{i + 1}") for i in range(3)]
    prio = [inputs.get(f"card:priority{i + 1}") for i in range(6)]
    if None in actions or None in prio:
        return None
    return {"actions": actions, "priority": prio}


# -- placements ---------------------------------------------------------------------------
def place(state: AocState, who: Side, area: str) -> int:
    index = first_free(state, area)
    if index is None:
        raise illegal("area_full", area=area)
    state.spaces[area][index] = who
    return index


def take_from_display(state: AocState, row: str, card: str) -> None:
    if card not in state.displays[row]:
        raise illegal("not_in_display", card=card)
    state.displays[row].remove(card)


def do_hire(state: AocState, who: Side, action: Hire, reveal: Reveal) -> None:
    side = state.side(who)
    for row, card, kind in (("writers", action.writer, "writer"), ("artists", action.artist, "artist")):
        if card is None:
            if who == "automa":
                raise illegal("automa_never_blind")  # AOC-AMB-09
            card = reveal.card_from(state.decks[row], kind, "blind_card", row=row)
            reveal.flush()
            if card is None:
                raise illegal("deck_empty", row=row)
        else:
            if kind_of(card) != kind:
                raise illegal("wrong_kind", card=card)
            take_from_display(state, row, card)
        side.hand.append(card)
        if who == "player" and content().value_one_grants_idea and creative(card).value == 1:
            side.ideas[genre_of(card)] += 1


def do_develop(state: AocState, who: Side, action: Develop, reveal: Reveal) -> None:
    side = state.side(who)
    if action.search is not None:
        cost = content().area_by_name["develop"].search_cost
        if who != "player" or side.money < cost:
            raise illegal("cannot_pay", cost=cost, money=side.money)
        side.money -= cost
        discarded = reveal.told("discarded")
        if reveal.digital:  # the deck decides; a recorded search must be what it turns over
            told = discarded
            discarded = []
            while state.decks["comics"] and genre_of(state.decks["comics"][0]) != action.search:
                discarded.append(state.decks["comics"].pop(0))
            reveal.check("discarded", list(told) if isinstance(told, (list, tuple)) else told, discarded)
            reveal.outcomes["discarded"] = discarded
        else:  # companion: the table tells the cards turned over and discarded, one by one
            if discarded is None:
                discarded = told_search_discards(state, reveal, action.search)
                reveal.flush()
                reveal.outcomes["discarded"] = list(discarded or [])
            for card in discarded or []:
                if card not in state.decks["comics"]:
                    raise illegal("card_not_there", card=card, where="discarded")
                state.decks["comics"].remove(card)
        state.discards["comics"] += discarded or []
        if not reveal.digital and reveal.told("comic_deck_top") is None:  # only a comic of the genre searched
            found = sorted(x for x in state.decks["comics"] if genre_of(x) == action.search)
            if not found:
                raise illegal("search_failed", genre=action.search)
            reveal.ask("comic_deck_top", "search_found", found, genre={"key": f"{K}.genre.{action.search}"})
            reveal.flush()
        card = reveal.card_from(state.decks["comics"], "comic_deck_top", "deck_comic")
        reveal.flush()
        if card is None or genre_of(card) != action.search:
            raise illegal("search_failed", genre=action.search)
    elif action.comic is None:
        card = reveal.card_from(state.decks["comics"], "comic_deck_top", "deck_comic")
        reveal.flush()
        if card is None:
            raise illegal("deck_empty", row="comics")
    else:
        take_from_display(state, "comics", action.comic)
        card = action.comic
    side.developed.append(card)
    note_top_genre(state, who, reveal, card_from_deck=action.comic is None)


TOP_GENRE = "comic_deck_top_genre"  # AOC-AMB-10 = genre_visible: the back of the deck's top, as told


def note_top_genre(state: AocState, who: Side, reveal: Reveal, card_from_deck: bool) -> None:
    """Companion: the genre the table told for the Comic deck's top on an Automa DEVELOP is kept
    while that card stays on top (the Automa took a comic from the display): not asked again
    (see bot.deck_top_genre). Taken from the deck, the top is a new card: nothing kept."""
    told = reveal.told(TOP_GENRE) if who == "automa" and not reveal.digital else None
    if told is None or card_from_deck:
        return
    if told not in {genre_of(x) for x in state.decks["comics"]}:
        raise illegal("unknown_genre", genre=told, field=TOP_GENRE)
    state.comic_top_told = TopTold(genre=told, deck=list(state.decks["comics"]))


def known_top_genre(state: AocState) -> str | None:
    """The Comic deck top's genre told earlier, if no card has left or joined the deck since."""
    told = state.comic_top_told
    if told is None or not state.decks.get("comics") or told.deck != state.decks["comics"]:
        return None
    return told.genre


SEARCH_END = "end"  # companion search: no more cards discarded, the next one is the genre searched


def search_discard_choices(state: AocState, genre: str, named: list[str]) -> list[str]:
    return sorted(x for x in state.decks["comics"] if genre_of(x) != genre and x not in named) + [SEARCH_END]


def told_search_discards(state: AocState, reveal: Reveal, genre: str) -> list[str] | None:
    """Companion Develop search: the comics turned over (not of `genre`) and discarded, asked one
    by one (`search_discard:N`, then SEARCH_END); None while a question is open."""
    named: list[str] = []
    for n in range(1, len(state.decks["comics"]) + 2):
        name = f"search_discard:{n}"
        told = reveal.told(name)
        if told is None:
            reveal.ask(name, "search_discard", search_discard_choices(state, genre, named), number=n,
                       genre={"key": f"{K}.genre.{genre}"})
            return None
        if told == SEARCH_END:
            return named
        if told in state.decks["comics"] and genre_of(told) == genre:  # the search stops at it
            raise illegal("search_stops_at", card=told, genre=genre, name=name)
        if told not in search_discard_choices(state, genre, named):
            raise illegal("card_not_there", card=told, where=name)
        named.append(str(told))
    return named


def do_ideas(state: AocState, who: Side, action: Ideas, space: int, reveal: Reveal) -> None:
    spec = content().space("ideas", space)
    side = state.side(who)
    available = sum(state.ideas_board.values())
    if len(action.board) != min(spec.board_ideas, available):
        raise illegal("ideas_board_count", count=min(spec.board_ideas, available))
    for genre in action.board:
        if state.ideas_board.get(genre, 0) <= 0:
            raise illegal("no_idea_there", genre=genre)
        state.ideas_board[genre] -= 1
        if who == "player":
            side.ideas[genre] += 1
    if who == "automa":
        if action.supply:  # AOC-IDEAS-NOSUPPLY
            raise illegal("automa_no_supply")
        top = top_comics(side, priority(state), 3)
        per = len(action.board) if state.options.get("ideas_fans") == "per_token" else 1
        for index in top:
            add_fans(side.printed[index], per)
        note_fans(reveal, side, top, per)
        return
    if len(action.supply) != spec.supply_ideas or not set(action.supply) <= set(content().genre_names):
        raise illegal("ideas_supply_count", count=spec.supply_ideas)
    for genre in action.supply:
        side.ideas[genre] += 1


def do_print(state: AocState, who: Side, action: Print, space: int) -> None:
    c = content()
    side = state.side(who)
    if not 1 <= len(action.prints) <= c.space("print", space).prints:
        raise illegal("print_count", count=c.space("print", space).prints)
    for job in action.prints:
        print_one(state, who, side, job)


def not_in_hand(side: SideState, card: str) -> IllegalAction:
    """A card not among the side's free creatives; one identical to a card held (the other value-2
    creative of its genre) is told apart by the ids the legal moves use."""
    told = content().creative_by_id.get(card)
    same = (told.kind, told.genre, told.value) if told is not None else None
    twin = next((x for x in side.hand if x != card and (creative(x).kind, creative(x).genre, creative(x).value) == same),
                None)
    if twin is not None:
        return illegal("not_in_hand_twin", card=card, card_id=card, twin=twin)
    return illegal("not_in_hand", card=card)


def print_one(state: AocState, who: Side, side: SideState, job: PrintJob) -> None:
    c = content()
    if job.writer not in side.hand or kind_of(job.writer) != "writer":
        raise not_in_hand(side, job.writer)
    if job.artist not in side.hand or kind_of(job.artist) != "artist":
        raise not_in_hand(side, job.artist)
    genre = genre_of(job.comic)
    if job.ripoff:
        other = "automa" if who == "player" else "player"
        if job.comic in state.ripped or not any(x.comic == job.comic and not x.ripoff for x in state.side(other).printed):
            raise illegal("cannot_rip_off", comic=job.comic)
    elif job.comic not in side.developed:
        raise illegal("not_developed", comic=job.comic)
    matching = sum(1 for x in (job.writer, job.artist) if genre_of(x) == genre)
    if who == "player":
        cost = creative(job.writer).value + creative(job.artist).value
        if side.money < cost:
            raise illegal("cannot_pay", cost=cost, money=side.money)
        if not job.ripoff and side.ideas.get(genre, 0) < 2:
            raise illegal("needs_ideas", genre=genre)
        side.money -= cost
        if not job.ripoff:
            side.ideas[genre] -= 2
        fans = (c.ripoff_base_fans if job.ripoff else c.original_base_fans) + matching * c.matching_genre_fans
        if state.mastery.get(genre) == "player":
            fans += c.mastery_print_fans
    else:  # AOC-PRINT-FANS / AOC-RIPOFF-FANS
        lv = level(state)
        fans = lv.print_fans if job.ripoff else lv.print_fans + state.round
    side.hand.remove(job.writer)
    side.hand.remove(job.artist)
    if job.ripoff:
        state.ripped.append(job.comic)
    else:
        side.developed.remove(job.comic)
    comic = PrintedComic(comic=job.comic, ripoff=job.ripoff, writer=job.writer, artist=job.artist, fans=0, round=state.round)
    add_fans(comic, fans)
    gains = would_gain_mastery(state, who, genre, job.ripoff)
    side.printed.append(comic)
    if gains:
        state.mastery[genre] = who
        if who == "player" or c.decisions.automa_gets_mastery_fans:
            for other in side.printed:
                if genre_of(other.comic) == genre:
                    add_fans(other, c.mastery_gain_fans)
    if who == "player" and not job.ripoff:
        bonus = c.comic_by_id[job.comic].bonus
        if bonus == "plus_one_fan":
            add_fans(comic, 1)
        elif bonus == "plus_four_money":
            side.money += 4
        elif bonus == "super_transport_ticket":
            side.tickets += 1
        elif bonus == "two_ideas":
            picks = job.bonus_ideas or [genre, genre]
            if len(picks) != 2 or not set(picks) <= set(c.genre_names):
                raise illegal("bonus_ideas")
            for g in picks:
                side.ideas[g] += 1
    if who == "player":
        fulfil_orders(side)


def fulfil_orders(side: SideState) -> None:
    """A held order is fulfilled by a printed comic of its genre with value >= the order's
    (decision: the comic with most fans); the comic gains the order's fans."""
    offset = content().sales.order_fans_offset
    for order in side.orders:
        if order.fulfilled_by is not None:
            continue
        fits = [i for i, x in enumerate(side.printed) if genre_of(x.comic) == order.genre and comic_value(x) >= order.value]
        if fits:
            best = min(fits, key=lambda i: (-side.printed[i].fans, i))
            order.fulfilled_by = best
            add_fans(side.printed[best], order.value - offset)


def sales_walk_cost(path_len: int, walked: bool) -> int:
    """A walk of `path_len` steps: the Sales action's first step is free, each other step $2
    (BGA AOCPerformSalesState::moveSalesAgent: HAS_WALKED, then "pays 2 money")."""
    return content().sales_step_cost * max(0, path_len - (0 if walked else 1))


WALK_COST = "walk_cost"  # what a walk of the player's agent cost: for the history, never read back
ROYALTIES_MONEY = "royalties_money"  # what a ROYALTIES! space paid: for the history, never read back
ROUND_GAINS = "round_gains"  # a round end's chart VP of each side and your income: for the history, never read back
FANS_GAINED = "fans_gained"  # the Automa's comics its IDEAS! or SALES! gave fans: for the history, never read back


def do_sales(state: AocState, action: Sales | SalesMore, turn: SalesTurn, reveal: Reveal) -> None:
    """One stretch of the player's Sales: a move (a walk or a ticket), then flips/collects in reach,
    counted against the action's two counters (BGA setNumberOfActions: N flips and N collects)."""
    c = content()
    side = state.player
    position = side.agent or c.sales.agent_start
    if action.ticket:
        if side.tickets <= 0 or len(action.path) != 1 or action.path[0] not in c.sales.agent_to_orders:
            raise illegal("bad_ticket")
        side.tickets -= 1
        position = action.path[0]
    else:
        for step in action.path:
            if step not in c.sales.agent_adjacency.get(position, ()):
                raise illegal("not_adjacent", space=_place(step))
            position = step
        cost = sales_walk_cost(len(action.path), turn.walked)
        if side.money < cost:
            raise illegal("cannot_pay", cost=cost, money=side.money)
        side.money -= cost
        if action.path:
            turn.walked = True
            reveal.outcomes[WALK_COST] = cost  # for the history: "($2)", "(free)"; never read back
    side.agent = position
    # flips and collects are two counters, each as large as the space's number (BGA
    # AOCPerformSalesState::setNumberOfActions: SALES_ORDER_FLIPS_REMAINING / _COLLECTS_REMAINING)
    for kind, left in (("flip", turn.flips), ("collect", turn.collects)):
        if sum(1 for op in action.ops if op.op == kind) > left:
            if left == c.space("sales", turn.space).operations:
                raise illegal("too_many_operations", count=left)
            raise illegal("sales_flips_left" if kind == "flip" else "sales_collects_left", count=left)
    reachable = c.sales.agent_to_orders.get(position, ())
    for op in action.ops:
        tile = state.orders.get(op.space)
        if op.space not in reachable or tile is None:
            raise illegal("no_order_there", space=_order_place(op.space))
        if op.op == "flip":
            if tile.face_up:
                raise illegal("already_face_up", space=_order_place(op.space))
            flip_tile(state, op.space, reveal)
            reveal.flush()
            turn.flips -= 1
        else:
            if not tile.face_up:  # BGA collects a face-down order directly, revealing it
                if c.decisions.sales_collect_needs_face_up:
                    raise illegal("collect_face_down", space=_order_place(op.space))
                flip_tile(state, op.space, reveal)
                reveal.flush()
            note_tile(reveal, op.space, tile)
            del state.orders[op.space]
            side.orders.append(HeldOrder(genre=tile.genre, value=tile.value or 0))
            turn.collects -= 1
    fulfil_orders(side)


def sales_goes_on(state: AocState, turn: SalesTurn) -> bool:
    """After a stretch of Sales (rules_version 2): the action stays open while a flip or a collect
    is left, an order is on the map and the agent can still move or act; else it ends by itself
    (where BGA would wait for its End action, the only thing left)."""
    return (state.rules_version >= 2 and (turn.flips > 0 or turn.collects > 0) and bool(state.orders)
            and bool(sales_stretches(state, turn, first=False)))


def do_automa_sales(state: AocState, action: AutomaSales, reveal: Reveal) -> int:
    """AOC-SALES-FLIP, AOC-SALES-COLLECT, AOC-SALES-FANS; tiles leave the map (AOC-SALES-DISCARD)."""
    for space in action.flip:
        tile = state.orders.get(space)
        if tile is None or tile.face_up:
            raise illegal("no_order_there", space=_order_place(space))
        flip_tile(state, space, reveal)
    reveal.flush()
    if not action.collect:
        raise illegal("automa_sales_empty")
    for space in action.collect:
        tile = state.orders.get(space)
        if tile is None:
            raise illegal("no_order_there", space=_order_place(space))
        if tile.value is None or not tile.face_up:
            flip_tile(state, space, reveal)
            reveal.flush()
        note_tile(reveal, space, tile)
        del state.orders[space]
        state.automa.orders.append(HeldOrder(genre=tile.genre, value=tile.value or 0))  # out of play
    side = state.automa
    if side.printed:
        best = top_comics(side, priority(state), 1)[0]
        add_fans(side.printed[best], len(action.collect))
        note_fans(reveal, side, [best], len(action.collect))
    return len(action.collect)


def note_fans(reveal: Reveal, side: SideState, indices: list[int], fans: int) -> None:
    """For the history: which comics gained how many fans ("+1 fan to Gang Wars, It Lives")."""
    reveal.outcomes[FANS_GAINED] = {"fans": fans, "comics": [[side.printed[i].comic, side.printed[i].ripoff]
                                                             for i in indices]}


# -- apply ---------------------------------------------------------------------------------
def _known_ids(action: Action) -> None:
    """Refuse an id that names no card, genre or area of the game (a typo, a hand-edited save)
    before the rules look it up."""
    c = content()

    def card(value: str | None, field: str, kind: str | None = None) -> None:
        if value is None:
            return
        if kind == "comic":
            known = value in c.comic_by_id
        elif kind is not None:  # a writer or an artist: a creative of the wrong kind is refused by the rules
            known = value in c.creative_by_id
        else:
            known = value in c.comic_by_id or value in c.creative_by_id
        if not known:
            raise illegal("unknown_card", card=value, field=field)

    def genres(values: list[str | None], field: str) -> None:
        for value in values:
            if value is not None and value not in c.genre_names:
                raise illegal("unknown_genre", genre=value, field=field)

    if isinstance(action, (PlayerSetup, Hire)):
        card(action.writer, "writer", "writer")
        card(action.artist, "artist", "artist")
    if isinstance(action, PlayerSetup):
        card(action.comic, "comic", "comic")
        genres(list(action.ideas), "ideas")
    elif isinstance(action, Develop):
        card(action.comic, "comic", "comic")
        genres([action.search], "search")
    elif isinstance(action, Ideas):
        genres(list(action.board) + list(action.supply), "ideas")
    elif isinstance(action, Print):
        for job in action.prints:
            card(job.comic, "comic", "comic")
            card(job.writer, "writer", "writer")
            card(job.artist, "artist", "artist")
            genres(list(job.bonus_ideas), "bonus_ideas")
    elif isinstance(action, Discard):
        card(action.card, "card")
    elif isinstance(action, AutomaPass):
        if action.area is not None and action.area not in c.area_by_name:
            raise illegal("unknown_area", area=action.area)
    elif isinstance(action, (EditIdeas, EditMastery, EditBoardIdeas)):
        genres([action.genre], "genre")


def apply(state: AocState, action: Action) -> tuple[AocState, Action]:
    _known_ids(action)
    if action.family == "edit":
        return apply_edit(state, action)
    new = clone(state)
    reveal = Reveal(new, action.outcomes)
    try:
        recorded_outcomes = _apply_move(new, action, reveal)
    except NeedInput as need:  # named by the question's own label, as the window asks it
        asked = need.requests[0]
        raise illegal("missing_answer", name=asked.name,
                      question={"key": asked.key, "params": dict(asked.params)}) from None
    if recorded_outcomes != action.outcomes:
        action = action.model_copy(update={"outcomes": recorded_outcomes})
    return new, action


def _apply_move(state: AocState, action: Action, reveal: Reveal) -> dict[str, Any]:
    mover = to_move(state)
    if mover is None:
        raise illegal("game_over")
    if action.by is not None and action.by != mover:  # every move, the set-up and the round's steps too
        raise illegal("not_your_turn", side=action.by)
    if isinstance(action, PlayerSetup):
        if state.phase != "setup":
            raise illegal("not_now", kind=action.kind)
        apply_setup(state, action)
        return reveal.outcomes
    if isinstance(action, BeginRound):
        if state.phase != "round_start":
            raise illegal("not_now", kind=action.kind)
        begin_round(state, reveal)
        return reveal.outcomes
    if isinstance(action, EndRound):
        if state.phase != "round_end":
            raise illegal("not_now", kind=action.kind)
        return end_round(state, reveal.given)
    if state.discard_due or isinstance(action, Discard):
        if not isinstance(action, Discard):
            raise illegal("discard_first", count=state.discard_due)
        if not state.discard_due:
            raise illegal("no_discard_due", limit=content().decisions.hand_limit)
        do_discard(state, action)
        return reveal.outcomes
    if state.phase == "setup":  # the only move then: the player's set-up
        raise illegal("setup_first", kind=action.kind)
    if state.phase != "turns":
        raise illegal("not_now", kind=action.kind)
    if state.sales_open is not None or isinstance(action, (SalesMore, EndSales)):
        return go_on_sales(state, action, reveal)
    if isinstance(action, Flip):
        if mover != "automa" or state.flipped != state.turn // 2:
            raise illegal("not_now", kind=action.kind)
        return flip(state, reveal.given)
    who: Side = action.by or mover
    if who != mover:
        raise illegal("not_your_turn", side=who)
    if who == "automa" and state.flipped != state.turn // 2 + 1:
        raise illegal("flip_first")
    if isinstance(action, AutomaPass):
        if who != "automa":
            raise illegal("player_cannot_pass")
        if action.area is not None:
            place(state, who, action.area)
        state.automa_chosen.append(action.area)
    else:
        area = AREA_OF_KIND.get(action.kind)
        if area is None:
            raise MalformedAction("action_malformed", {"game": registry.title_of(K), "detail": action.kind})
        if who == "automa" and action.kind in ("royalties", "sales"):
            raise illegal("automa_not_this", kind=action.kind)  # AOC-ROYALTIES; Sales via automa_sales
        if who == "player" and action.kind == "automa_sales":
            raise illegal("automa_not_this", kind=action.kind)
        space = place(state, who, area)
        if who == "automa":
            state.automa_chosen.append(area)
        if isinstance(action, Hire):
            do_hire(state, who, action, reveal)
        elif isinstance(action, Develop):
            do_develop(state, who, action, reveal)
        if who == "player" and isinstance(action, (Hire, Develop)):
            state.discard_due = max(0, hand_size(state.player) - content().decisions.hand_limit)
        elif isinstance(action, Ideas):
            do_ideas(state, who, action, space, reveal)
        elif isinstance(action, Print):
            do_print(state, who, action, space)
        elif isinstance(action, Royalties):
            money = content().space("royalties", space).money
            state.player.money += money
            reveal.outcomes[ROYALTIES_MONEY] = money  # for the history: "take $4 in royalties"; never read back
        elif isinstance(action, Sales):
            ops = content().space("sales", space).operations
            turn = SalesTurn(space=space, flips=ops, collects=ops)
            do_sales(state, action, turn, reveal)
            if (action.path or action.ops) and sales_goes_on(state, turn):
                state.sales_open = turn  # the turn passes with EndSales (neither move nor act: ended at once)
                return reveal.outcomes
        elif isinstance(action, AutomaSales):
            do_automa_sales(state, action, reveal)
    state.turn += 1
    if state.turn >= 2 * content().editors_per_side:
        state.phase = "round_end"
    return reveal.outcomes


def go_on_sales(state: AocState, action: Action, reveal: Reveal) -> dict[str, Any]:
    """The player's Sales under way: move and act again (SalesMore) or end it (EndSales)."""
    turn = state.sales_open
    if turn is None:
        raise illegal("not_now", kind=action.kind)
    if isinstance(action, EndSales):
        state.sales_open = None
    elif isinstance(action, SalesMore):
        if not action.path and not action.ops:
            raise illegal("sales_nothing")
        do_sales(state, action, turn, reveal)
        if sales_goes_on(state, turn):
            return reveal.outcomes
        state.sales_open = None
    else:
        raise illegal("sales_end_first")
    end_turn(state)
    return reveal.outcomes


def end_turn(state: AocState) -> None:
    state.turn += 1
    if state.turn >= 2 * content().editors_per_side:
        state.phase = "round_end"


def hand_size(side: SideState) -> int:
    """Cards in hand: free creatives and developed comics (decisions.json `hand_limit`)."""
    return len(side.hand) + len(side.developed)


def do_discard(state: AocState, action: Discard) -> None:
    side = state.player
    if action.card in side.hand:
        side.hand.remove(action.card)
        state.discards["creatives"].append(action.card)
    elif action.card in side.developed:
        side.developed.remove(action.card)
        state.discards["comics"].append(action.card)
    else:
        raise not_in_hand(side, action.card)
    state.discard_due -= 1


def apply_edit(state: AocState, action: Action) -> tuple[AocState, Action]:
    new = clone(state)
    side = new.side(getattr(action, "side", "player"))  # a mastery token belongs to no side
    if getattr(action, "side", "player") == "automa" and (  # type: ignore[attr-defined]
            (isinstance(action, EditMoney) and action.money) or (isinstance(action, EditIdeas) and action.count)):
        raise illegal("automa_no_money_ideas")  # AOC-FLOW-NOMONEY, AOC-SETUP-NOIDEAS: the invariant check
    if isinstance(action, EditMoney):
        if action.money < 0:
            raise illegal("negative", what="money")
        side.money = action.money
    elif isinstance(action, EditFans):
        if not 0 <= action.index < len(side.printed) or not 0 <= action.fans <= content().decisions.max_fans:
            raise illegal("bad_edit")
        side.printed[action.index].fans = action.fans
        printed = side.printed[action.index]  # recorded: the history names the comic corrected
        action = action.with_outcomes(comic=printed.comic, ripoff=printed.ripoff)
    elif isinstance(action, EditIdeas):
        if action.genre not in side.ideas or action.count < 0:
            raise illegal("bad_edit")
        side.ideas[action.genre] = action.count
    elif isinstance(action, EditTickets):
        if action.tickets < 0:
            raise illegal("negative", what="tickets")
        if action.side == "automa" and action.tickets:
            raise illegal("automa_no_tickets")  # AOC-SETUP-NOAGENT: no agent, no ticket
        side.tickets = action.tickets
    elif isinstance(action, EditChartVp):
        if action.vp < 0:
            raise illegal("negative", what="chart_vp")
        side.chart_vp = action.vp
    elif isinstance(action, EditMastery):
        holder = action.holder
        if holder is not None and not any(genre_of(p.comic) == action.genre for p in new.side(holder).printed):
            raise illegal(f"mastery_needs_comic_{holder}", genre=action.genre)
        new.mastery[action.genre] = holder
    elif isinstance(action, EditBoardIdeas):
        if not 0 <= action.count <= 1:  # one token of each genre is put there at a round's start
            raise illegal("board_ideas_0_1", genre=action.genre)
        new.ideas_board[action.genre] = action.count
    return new, action


# -- the player's legal moves ------------------------------------------------------------------
def legal_actions(state: AocState) -> list[Action]:
    if to_move(state) != "player":
        return []
    if state.discard_due:
        return discard_actions(state)
    if state.phase == "setup":
        return setup_actions(state)
    if state.sales_open is not None:
        return sales_more_actions(state)
    result: list[Action] = []
    for area in content().decisions.board_reading_order:
        result += area_actions(state, area)
    return result


def discard_actions(state: AocState) -> list[Action]:
    return [Discard(by="player", card=c) for c in state.player.hand + state.player.developed]


def setup_actions(state: AocState) -> list[Action]:
    writers = [w for w in state.decks["writers"] if creative(w).value == 2]
    artists = [a for a in state.decks["artists"] if creative(a).value == 2]
    comics = sorted(state.decks["comics"])
    genres = content().genre_names
    out: list[Action] = []
    for w in writers[::2]:
        for a in artists[::2]:
            if genre_of(w) != genre_of(a):
                for comic in comics[::4]:
                    out.append(PlayerSetup(by="player", writer=w, artist=a, comic=comic, ideas=[genres[0]] * 3))
    return out


def area_actions(state: AocState, area: str) -> list[Action]:
    space = first_free(state, area)
    if space is None:
        return []
    side = state.player
    c = content()
    if area == "hire":
        writers = sorted(set(state.displays["writers"])) + ([None] if state.decks["writers"] else [])
        artists = sorted(set(state.displays["artists"])) + ([None] if state.decks["artists"] else [])
        return [Hire(by="player", writer=w, artist=a) for w in writers for a in artists]
    if area == "develop":
        out: list[Action] = [Develop(by="player", comic=x) for x in state.displays["comics"]]
        if state.decks["comics"]:
            out.append(Develop(by="player"))
            if side.money >= c.area_by_name["develop"].search_cost:  # companion: the table tells what it turned over
                out += [Develop(by="player", search=g) for g in sorted({genre_of(x) for x in state.decks["comics"]})]
        return out
    if area == "ideas":
        spec = c.space("ideas", space)
        on_board = [g for g, n in state.ideas_board.items() for _ in range(n)]
        take = min(spec.board_ideas, len(on_board))
        boards = sorted({tuple(sorted(x)) for x in itertools.combinations(on_board, take)})
        supplies = list(itertools.combinations_with_replacement(c.genre_names, spec.supply_ideas))
        return [Ideas(by="player", board=list(b), supply=list(s)) for b in boards for s in supplies]
    if area == "print":
        jobs = print_jobs(state)
        out = [Print(by="player", prints=[v]) for j in jobs for v in bonus_variants(j)]
        if c.space("print", space).prints >= 2:
            # the second print may be paid with the first one's bonus (+$4, 2 ideas): BGA awards the
            # bonus before its doublePrint (AOCPerformPrintContinueState), so either order is tried
            loose = print_jobs(state, after_bonus=True)
            for a, b in itertools.combinations(loose, 2):
                if {a.writer, a.artist}.isdisjoint({b.writer, b.artist}) and (a.comic, a.ripoff) != (b.comic, b.ripoff):
                    for first, second in ((a, b), (b, a)):
                        pairs = [Print(by="player", prints=[va, vb]) for va in bonus_variants(first)
                                 for vb in bonus_variants(second) if affordable_pair(state, va, vb)]
                        if pairs:
                            out += pairs
                            break
        return out
    if area == "royalties":
        return [Royalties(by="player")]
    return sales_actions(state, space)


def print_jobs(state: AocState, after_bonus: bool = False) -> list[PrintJob]:
    """The prints the player can pay now; `after_bonus`: also those a first print's bonus
    (+$4 or 2 ideas) could pay for (a double print's second comic; affordable_pair decides)."""
    side = state.player
    writers = sorted({w for w in side.hand if kind_of(w) == "writer"})
    artists = sorted({a for a in side.hand if kind_of(a) == "artist"})
    comics = [(x, False) for x in sorted(set(side.developed))
              if after_bonus or side.ideas.get(genre_of(x), 0) >= 2]
    comics += [(state.automa.printed[i].comic, True) for i in ripoff_targets(state, "automa")]
    money = side.money + (4 if after_bonus else 0)
    return [PrintJob(comic=x, ripoff=r, writer=w, artist=a)
            for x, r in comics for w in writers for a in artists
            if creative(w).value + creative(a).value <= money]


def bonus_variants(job: PrintJob) -> list[PrintJob]:
    """An original with the "two ideas" bonus: one job per pair of genres the player may take from
    the supply (reference comic_cards: "2 ideas of any genres"), the comic's own genre first."""
    c = content()
    if job.ripoff or c.comic_by_id[job.comic].bonus != "two_ideas":
        return [job]
    own = genre_of(job.comic)
    pairs = sorted(itertools.combinations_with_replacement(c.genre_names, 2), key=lambda p: p != (own, own))
    return [job.model_copy(update={"bonus_ideas": list(p)}) for p in pairs]


def affordable_pair(state: AocState, a: PrintJob, b: PrintJob) -> bool:
    """`a` then `b` as apply() prints them: `b` is paid with what is left after `a`, its cost,
    its 2 ideas and its bonus (+$4, or the 2 ideas chosen)."""
    if a.comic == b.comic:
        return False
    side = state.player
    money = side.money
    ideas = dict(side.ideas)
    for job in (a, b):
        money -= creative(job.writer).value + creative(job.artist).value
        if money < 0:
            return False
        if job.ripoff:
            continue
        genre = genre_of(job.comic)
        if ideas.get(genre, 0) < 2:
            return False
        ideas[genre] -= 2
        bonus = content().comic_by_id[job.comic].bonus
        if bonus == "plus_four_money":
            money += 4
        elif bonus == "two_ideas":
            for g in job.bonus_ideas or [genre, genre]:
                ideas[g] = ideas.get(g, 0) + 1
    return True


def sales_actions(state: AocState, space: int) -> list[Action]:
    ops = content().space("sales", space).operations
    return sales_stretches(state, SalesTurn(space=space, flips=ops, collects=ops), first=True)


def sales_more_actions(state: AocState) -> list[Action]:
    """The Sales under way: end it, or move again and act (BGA: move, act, move, act)."""
    assert state.sales_open is not None
    return [EndSales(by="player"), *sales_stretches(state, state.sales_open, first=False)]


def sales_stretches(state: AocState, turn: SalesTurn, first: bool) -> list[Action]:
    """Each move the agent can make (a walk the player can pay for, or a ticket), then what it
    can do there: `Sales` for the action's first stretch, `SalesMore` after it (never nothing at all)."""
    c = content()
    side = state.player
    start = side.agent or c.sales.agent_start
    paths: dict[str, list[str]] = {start: []}
    frontier = [start]
    while frontier:  # shortest paths the player can pay for
        nxt = []
        for here in frontier:
            for there in c.sales.agent_adjacency.get(here, ()):
                if there not in paths and sales_walk_cost(len(paths[here]) + 1, turn.walked) <= side.money:
                    paths[there] = paths[here] + [there]
                    nxt.append(there)
        frontier = nxt
    moves = [(dest, path, False) for dest, path in paths.items()]
    if side.tickets:  # a Super-transport ticket moves anywhere for free, where money would do too
        moves += [(dest, [dest], True) for dest in c.sales.agent_to_orders if dest != start]
    # each order in reach: left alone, flipped (face down), or collected (BGA collects a face-down
    # order directly, revealing it); flips and collects are two counters for the whole action
    # (AOCPerformSalesState::setNumberOfActions), and ending without any is allowed (endSales)
    direct = not c.decisions.sales_collect_needs_face_up
    make = Sales if first else SalesMore
    out: list[Action] = []
    for dest, path, ticket in moves:
        tiles = [s for s in c.sales.agent_to_orders.get(dest, ()) if s in state.orders]
        choices = [((None, "collect") if state.orders[s].face_up else (None, "flip", "collect")) for s in tiles]
        for picks in itertools.product(*choices):
            flips = [s for s, p in zip(tiles, picks) if p == "flip" or (p == "collect" and not direct
                                                                         and not state.orders[s].face_up)]
            collects = [s for s, p in zip(tiles, picks) if p == "collect"]
            if len(flips) > turn.flips or len(collects) > turn.collects:
                continue
            if not first and not path and not flips and not collects:
                continue
            ops = [SalesOp(space=s, op="flip") for s in flips if s not in collects]
            for s in collects:
                if s in flips:
                    ops.append(SalesOp(space=s, op="flip"))
                ops.append(SalesOp(space=s, op="collect"))
            out.append(make(by="player", path=path, ticket=ticket, ops=ops))
    return out


def values_left(state: AocState, space: str, given: dict[str, Any]) -> list[int]:
    """Values the face-down tile at `space` may still show, given the answers so far."""
    genre = state.orders[space].genre
    left = possible_tile_values(state, genre, exclude=space)
    for name, value in given.items():
        other = name.split(":", 1)[1] if name.startswith("order_value:") else None
        if other and other != space and other in state.orders and state.orders[other].genre == genre \
                and state.orders[other].value is None and int(value) in left:
            left.remove(int(value))
    return left


def move_answers(state: AocState, name: str, given: dict[str, Any] | None = None,
                 action: Action | None = None) -> list[Any]:
    """Companion: the values the table may show for a hidden draw or flip of the player's move."""
    given = given or {}
    search = action.search if isinstance(action, Develop) else None
    if name in ("writer", "artist"):
        return sorted(state.decks[name + "s"])
    if name == "comic_deck_top":
        named = set(given.get("discarded") or []) | {v for k, v in given.items() if k.startswith("search_discard:")}
        return sorted(x for x in state.decks["comics"] if x not in named and (search is None or genre_of(x) == search))
    if name.startswith("search_discard:") and search is not None:
        named = [v for k, v in given.items() if k.startswith("search_discard:") and v != SEARCH_END]
        return search_discard_choices(state, search, named)
    if name.startswith("order_value:"):
        return sorted(set(values_left(state, name.split(":", 1)[1], given or {})))
    return []


def complete_move(state: AocState, action: Action, pick) -> Action | None:
    """Fill in what the table showed (companion) with `pick(name, values)` until `apply` accepts it;
    None if `pick` gives up."""
    for _ in range(12 + len(state.decks.get("comics", ()))):  # a search asks once per card turned over
        try:
            apply(state, action)
        except IllegalAction as exc:
            name = exc.params.get("name") if exc.key == f"{K}.error.missing_answer" else None
            values = move_answers(state, name, action.outcomes, action) if name else []
            if not values:
                return action
            value = pick(name, values)
            if value is None:
                return None
            action = action.model_copy(update={"outcomes": {**action.outcomes, name: value}})
            continue
        return action
    return action


# -- scoring --------------------------------------------------------------------------------
def automa_score(state: AocState) -> dict[str, int]:
    """AOC-SCORE-AUTOMA: fans + chart VP + 2 x mastery + difficulty bonus."""
    c = content()
    fans = sum(x.fans for x in state.automa.printed)
    mastery = sum(1 for h in state.mastery.values() if h == "automa") * c.mastery_vp
    return {"fans": fans, "chart": state.automa.chart_vp, "mastery": mastery, "bonus": level(state).bonus_vp,
            "total": fans + state.automa.chart_vp + mastery + level(state).bonus_vp}


def challenge_unmet(state: AocState, name: str) -> int:
    """Unmet requirements of one chosen challenge (AOC-AMB-24: 1 per challenge by default)."""
    ch = content().challenge_by_name[name]
    side = state.player
    tokens = {g for g, h in state.mastery.items() if h == "player"}
    if ch.kind == "mastery":
        missing = sum(1 for g in ch.genres if g not in tokens)
        extra = max(0, ch.tokens - len(ch.genres) - len(tokens - set(ch.genres)))
        parts = missing + extra
    elif ch.kind == "money":
        parts = int(side.money < ch.at_least)
    elif ch.kind == "comic_fans":
        parts = int(not any(x.fans >= ch.at_least for x in side.printed))
    elif ch.kind == "total_fans":
        parts = int(sum(x.fans for x in side.printed) < ch.at_least)
    elif ch.kind == "orders":
        parts = int(sum(1 for o in side.orders if o.fulfilled_by is not None) < ch.at_least)
    elif ch.kind == "all_genres":
        parts = sum(1 for g in content().genre_names if not any(genre_of(x.comic) == g for x in side.printed))
    elif ch.kind == "no_ripoffs":
        parts = int(any(x.ripoff for x in side.printed))
    else:  # only_ripoffs: at least one printed, all rip-offs
        parts = int(not side.printed or any(not x.ripoff for x in side.printed))
    if state.options.get("challenge_penalty") == "per_requirement":
        return parts
    return int(parts > 0)


def chosen_challenges(state: AocState) -> list[str]:
    return [ch.name for ch in content().challenges if state.options.get(f"challenge_{ch.name}")]


def incompatible_chosen(state: AocState) -> list[tuple[tuple[str, str], str]]:
    """AOC-CHALLENGE-COMPAT: pairs of chosen challenges that cannot both be met, with the reason."""
    chosen = set(chosen_challenges(state))
    return [(x.pair, x.reason) for x in content().incompatible_challenges if set(x.pair) <= chosen]


def player_score(state: AocState) -> dict[str, int]:
    """AOC-SCORE-PLAYER: multiplayer scoring, then challenge penalties."""
    c = content()
    side = state.player
    final = c.player_final
    fans = sum(x.fans for x in side.printed)
    mastery = sum(1 for h in state.mastery.values() if h == "player") * c.mastery_vp
    money = side.money // final["money_per_vp"]
    ideas = sum(side.ideas.values()) // final["ideas_per_vp"]
    originals = sum(final["original_vp_by_matching_creatives"][
        sum(1 for x in (p.writer, p.artist) if genre_of(x) == genre_of(p.comic))] for p in side.printed if not p.ripoff)
    penalty = c.challenge_penalty * sum(challenge_unmet(state, n) for n in chosen_challenges(state))
    total = fans + side.chart_vp + mastery + money + ideas + originals - penalty
    return {"fans": fans, "chart": side.chart_vp, "mastery": mastery, "money": money, "ideas": ideas,
            "originals": originals, "penalty": -penalty, "total": total}


def title(vp: int):
    """AOC-TITLE (AOC-AMB-23: none below 50)."""
    return next((t for t in content().titles if vp >= t.min_vp), None)


def outcome(player: int, automa: int) -> str:
    """AOC-SCORE-WIN: the player wins only with more VP than the Automa ("tie": the Automa wins it)."""
    return "player" if player > automa else ("tie" if player == automa else "automa")


def result(state: AocState) -> GameResult | None:
    if state.phase != "over":
        return None
    mine, theirs = player_score(state)["total"], automa_score(state)["total"]
    return GameResult(winner="player" if mine > theirs else "automa", reason="score",
                      scores={"player": mine, "automa": theirs}, rule="AOC-SCORE-WIN")
