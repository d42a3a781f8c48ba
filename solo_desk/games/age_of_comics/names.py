"""Names of cards, genres and areas in both languages, as message parameters.

A parameter `{"en": ..., "it": ...}` is rendered by the core in the window's language
(`solo_desk.core.messages.render_value`); a `{"key": ...}` parameter is a nested message.
Traces and history lines use these instead of raw card ids (`w-superhero-2`).
"""
from __future__ import annotations

from typing import Any

from solo_desk.core.messages import number  # noqa: F401  (a negative score with the minus sign; re-exported)

from .content import GAME_ID, content

KIND_NAMES = {"writer": ("writer", "scrittore"), "artist": ("artist", "artista")}


def numbers(values: dict[str, Any]) -> dict[str, str]:
    """Each value of a score breakdown as :func:`number` shows it (message parameters)."""
    return {k: number(v) for k, v in values.items()}


def genre(name: str) -> dict[str, Any]:
    return {"key": f"{GAME_ID}.genre.{name}"}


def area(name: str) -> dict[str, Any]:
    return {"key": f"{GAME_ID}.area.{name}"}


def creative(card: str) -> dict[str, str]:
    """'superheroes writer 2' / 'scrittore supereroi 2'."""
    c = content().creative_by_id[card]
    g = next(x for x in content().genres if x.name == c.genre)
    en, it = KIND_NAMES[c.kind]
    return {"en": f"{g.en} {en} {c.value}", "it": f"{it} {g.it} {c.value}"}


def comic(card: str | None, ripoff: bool = False) -> dict[str, str]:
    """A comic's title (its rip-off card's title for a rip-off); None: the Comic deck's top."""
    if card is None:
        return {"en": "the top of the Comic deck", "it": "la prima carta del mazzo Fumetti"}
    data = content().comic_by_id[card]
    if ripoff:
        return {"en": f"{data.ripoff_title} (rip-off)", "it": f"{data.ripoff_title} (plagio)"}
    return {"en": data.title, "it": data.title}


def card(card_id: str) -> dict[str, str]:
    """Any card by id: a comic or a creative."""
    if card_id in content().comic_by_id:
        return comic(card_id)
    return creative(card_id)


def challenge(name: str) -> dict[str, str]:
    ch = content().challenge_by_name[name]
    return {"en": ch.en, "it": ch.it}


def action_detail(action: Any) -> list[Any]:
    """What an action did, as names (for the history panel)."""
    kind = action.kind
    if kind == "setup":
        return [creative(action.writer), creative(action.artist), comic(action.comic)] + [genre(g) for g in action.ideas]
    if kind == "hire":
        return [creative(action.writer) if action.writer else blind_draw(action, "writer"),
                creative(action.artist) if action.artist else blind_draw(action, "artist")]
    if kind == "develop":
        if action.search:
            return [develop_search(action)]
        if action.comic is None:  # the deck's top: the comic drawn (by the app, or told by you)
            drawn = action.outcomes.get("comic_deck_top")
            if isinstance(drawn, str) and drawn in content().comic_by_id:
                return [{"key": f"{GAME_ID}.deck_top_drawn", "params": {"comic": comic(drawn)}}]
        return [comic(action.comic)]
    if kind == "ideas":
        return [genre(g) for g in list(action.board) + list(action.supply)]
    if kind == "print":
        done = []
        for j in action.prints:
            done.append(comic(j.comic, j.ripoff))
            if len(j.bonus_ideas) == 2:  # the "two ideas" bonus, as chosen
                done.append({"key": f"{GAME_ID}.print_bonus_ideas",
                             "params": {"first": genre(j.bonus_ideas[0]), "second": genre(j.bonus_ideas[1])}})
        return done
    if kind == "automa_sales":
        return [automa_sales_ops(action)]
    if kind in ("sales", "sales_more"):
        ops = [(op.op, op.space) for op in action.ops]
        done: list[Any] = []
        if kind != "automa_sales" and (action.path or action.ticket):
            done.append(sales_move(action))
        if kind == "sales_more" and done and not ops:  # a move alone
            return done
        return done + (sales_runs(action, ops) or [{"key": f"{GAME_ID}.sales_op.none"}])
    if kind == "pass":
        return [area(action.area)] if action.area else [{"key": f"{GAME_ID}.word.nothing_possible"}]
    if kind == "discard":
        return [card(action.card)]
    if kind == "increase":
        return [creative(c) for c in action.cards]
    if kind in ("edit_money", "edit_fans", "edit_ideas", "edit_tickets", "edit_chart_vp", "edit_mastery",
                "edit_board_ideas"):
        return [edit_detail(action)]
    return [f"{k}={v}" for k, v in action.brief().items() if k not in ("kind", "outcomes", "by")] or ["-"]


def sales_move(action: Any) -> dict[str, Any]:
    """'move your agent 2 spaces to B3 ($2)', '… 1 space to A2 (free)', '… to C4 with a ticket': the
    walk's price as the move recorded it (older saves, without it: the steps alone)."""
    steps = len(action.path)
    cost = action.outcomes.get("walk_cost")
    if action.ticket:
        if not action.path:
            return {"key": f"{GAME_ID}.sales_move.ticket"}
        return {"key": f"{GAME_ID}.sales_move.ticket_to", "params": {"place": place(action.path[-1])}}
    move = ({"key": f"{GAME_ID}.sales_move.one"} if steps == 1 else
            {"key": f"{GAME_ID}.sales_move.steps", "params": {"steps": steps}})
    if not isinstance(cost, int) or isinstance(cost, bool) or not action.path:
        return move
    params = {"move": move, "place": place(action.path[-1]), "cost": cost}
    return {"key": f"{GAME_ID}.sales_move.{'paid' if cost else 'free'}", "params": params}


def develop_search(action: Any) -> dict[str, Any]:
    """'search for horror: Wild Annie, Teen Drama turned over and discarded, found Night Terror',
    as the move recorded them (older saves, without them: only the genre searched)."""
    found = action.outcomes.get("comic_deck_top")
    discarded = action.outcomes.get("discarded")
    if not isinstance(found, str) or found not in content().comic_by_id:
        return {"key": f"{GAME_ID}.develop_search.genre", "params": {"genre": genre(action.search)}}
    named = [comic(c) for c in discarded or [] if isinstance(c, str) and c in content().comic_by_id]
    if not named:
        return {"key": f"{GAME_ID}.develop_search.first", "params": {"genre": genre(action.search), "comic": comic(found)}}
    return {"key": f"{GAME_ID}.develop_search.discarded",
            "params": {"genre": genre(action.search), "comic": comic(found), "discarded": named}}


def automa_sales_ops(action: Any) -> dict[str, Any]:
    """The Automa's Sales at a glance, its repeats grouped: "flips 5 superheroes orders (4, 5, 3, 6,
    3); collects 2 romance orders (3, 3) and the superheroes order 3". Every tile is still named
    (its genre and value, in the order the Automa took them); none: "flips or collects no order"."""
    runs = sales_runs(action, [("flip", s) for s in action.flip] + [("collect", s) for s in action.collect])
    if not runs:
        return {"key": f"{GAME_ID}.sales_op.none"}
    if len(runs) == 1:
        return runs[0]
    return {"key": f"{GAME_ID}.sales_ops.both", "params": {"flip": runs[0], "collect": runs[1]}}


def sales_runs(action: Any, ops: list[tuple[str, str]]) -> list[dict[str, Any]]:
    """Flips or collects in a row as one phrase, their tiles grouped by genre: "collects 2 crime
    orders (3, 5) and the horror order 4" (the Player's own: "collect …", see ``for_side``)."""
    runs: list[tuple[str, list[str]]] = []
    for op, space in ops:
        if runs and runs[-1][0] == op:
            runs[-1][1].append(space)
        else:
            runs.append((op, [space]))
    said = []
    for op, spaces in runs:
        groups: dict[Any, list[Any]] = {}
        for space in spaces:
            groups.setdefault(_tile_genre(action, space), []).append(sales_op(action, op, space)["params"]["value"])
        orders = and_list([_order_group(g, values) for g, values in groups.items()])
        said.append({"key": f"{GAME_ID}.sales_ops.{op}", "params": {"orders": orders}})
    return said


def and_list(items: list[Any]) -> Any:
    """'a, b and c' ('a, b e c'); one item: itself."""
    if len(items) <= 1:
        return items[0] if items else []
    return {"key": f"{GAME_ID}.sales_ops.and", "params": {"first": items[:-1], "last": items[-1]}}


def order_at(genre_name: str, value: int, space: str) -> dict[str, Any]:
    """'the romance order 3 between B1 and C1': a tile by its genre, value and place on the map."""
    return {"key": f"{GAME_ID}.order_at", "params": {"genre": genre(genre_name), "value": value, "place": order_place(space)}}


def _tile_genre(action: Any, space: str) -> str | None:
    shown = action.outcomes.get(f"order_tile:{space}")
    return shown[0] if isinstance(shown, (list, tuple)) and len(shown) == 2 else None


def _order_group(genre_name: str | None, values: list[Any]) -> dict[str, Any]:
    """'the horror order 3' (one tile), '2 horror orders (3, 5)' (several); an older save, without
    the tiles' genres: 'the order 3', '2 orders (3, 5)'."""
    suffix = "" if genre_name else "_unknown"
    params: dict[str, Any] = {"genre": genre(genre_name)} if genre_name else {}
    if len(values) == 1:
        return {"key": f"{GAME_ID}.sales_ops.one{suffix}", "params": {**params, "value": values[0]}}
    return {"key": f"{GAME_ID}.sales_ops.many{suffix}",
            "params": {**params, "count": len(values), "values": [str(v) for v in values]}}


def sales_op(action: Any, op: str, space: str) -> dict[str, Any]:
    """'collects the horror order 4': a flipped or collected order as its tile shows it (genre on
    the back, value on the front), from what the action recorded; older saves: by its space."""
    shown = action.outcomes.get(f"order_tile:{space}")
    if isinstance(shown, (list, tuple)) and len(shown) == 2:
        genre_name, value = shown
    else:
        genre_name, value = None, action.outcomes.get(f"order_value:{space}")
    params: dict[str, Any] = {"genre": genre(genre_name) if genre_name else "", "value": value if value is not None else "?",
                              "space": space}
    return {"key": f"{GAME_ID}.sales_op.{op}", "params": params}


# -- places on the Newsstand map, as its edges name them --------------------------------------
COLUMN_LETTERS = "ABCDEFGHIJ"


def place(agent_space: str) -> Any:
    """An agent space as the map's edges name it: column letter + row number ('B3'), or Start."""
    if agent_space == content().sales.agent_start:
        return {"en": "Start", "it": "Partenza"}
    row, col = (int(v) for v in agent_space.split("_"))
    return f"{COLUMN_LETTERS[col - 1]}{row}"


def place_sort_key(agent_space: str) -> tuple[int, int]:
    if agent_space == content().sales.agent_start:
        return (0, 0)
    row, col = (int(v) for v in agent_space.split("_"))
    return (col, row)


def order_place(space: str, short: bool = False) -> dict[str, Any]:
    """An order space as the map shows it: 'between B1 and C1' (the two agent spaces it lies
    between; ``short``: 'B1–C1', for a question that must fit the Automa panel); never its code ('2_5')."""
    near = sorted((a for a, spaces in content().sales.agent_to_orders.items() if space in spaces), key=place_sort_key)
    if len(near) != 2:  # not an order space of the map (a damaged save): its code
        return {"en": space, "it": space}
    key = f"{GAME_ID}.order_pair" if short else f"{GAME_ID}.order_place"
    return {"key": key, "params": {"first": place(near[0]), "second": place(near[1])}}


# -- the choices of a question, as the table shows them ----------------------------------------
def choice_label(value: str) -> Any:
    """A question's choice as its card or tile reads at the table: a creative ('crime writer 2'),
    a comic (its title), a genre (its name); anything else (a value, a number): None."""
    c = content()
    if value in c.creative_by_id:
        return creative(value)
    if value in c.comic_by_id:
        data = c.comic_by_id[value]
        return {"key": f"{GAME_ID}.choice.comic", "params": {"title": data.title, "genre": genre(data.genre)}}
    if value in c.genre_names:
        return genre(value)
    if value == "end":  # a Develop search: no more cards discarded
        return {"key": f"{GAME_ID}.choice.search_end"}
    return None


def choices(values: list[str]) -> tuple[list[Any], str]:
    """The InputChoices of ``values`` with their labels, and how to order them: cards and genres
    alphabetically in the window's language, numbers as given."""
    from solo_desk.core.proposal import InputChoice

    made, shown = [], []
    for v in values:
        label = choice_label(str(v))
        if label is not None and label in shown:  # identical cards (two horror writers 2): one choice
            continue
        shown.append(label)
        made.append(InputChoice(value=str(v), label=label))
    named = any(ch.label is not None for ch in made)
    return made, ("label" if named else "given")


def automa_action(action: str) -> dict[str, Any]:
    """An Automa card's action as printed (HIRE!, DEVELOP!, ...), in both languages."""
    return area(action)


def automa_card(number: int, card: Any) -> dict[str, Any]:
    """An Automa card of the player's deck: its name and its actions top to bottom."""
    return {"key": f"{GAME_ID}.choice.automa_card",
            "params": {"name": card.name or str(number), "number": number,
                       "actions": [area(a) for a in card.actions]}}


def blind_draw(action: Any, kind: str) -> Any:
    """A card hired blind from the deck: named once drawn ('crime artist 3 drawn blind')."""
    drawn = action.outcomes.get(kind)
    if isinstance(drawn, str) and drawn in content().creative_by_id:
        return {"key": f"{GAME_ID}.blind_drawn", "params": {"card": creative(drawn)}}
    return {"en": "blind draw", "it": "pescata coperta"}


def edit_detail(action: Any) -> dict[str, Any]:
    """A correction as a sentence: 'your money set to 17', 'your crime ideas set to 2',
    'the fans of your comic #2 Night Terror set to 5'."""
    side = "automa" if getattr(action, "side", "player") == "automa" else "player"
    if action.kind == "edit_money":
        return {"key": f"{GAME_ID}.edit.money.{side}", "params": {"money": number(action.money)}}
    if action.kind == "edit_ideas":
        return {"key": f"{GAME_ID}.edit.ideas.{side}", "params": {"genre": genre(action.genre), "count": action.count}}
    if action.kind == "edit_tickets":
        return {"key": f"{GAME_ID}.edit.tickets.{side}", "params": {"tickets": action.tickets}}
    if action.kind == "edit_chart_vp":
        return {"key": f"{GAME_ID}.edit.chart_vp.{side}", "params": {"vp": number(action.vp)}}
    if action.kind == "edit_board_ideas":
        return {"key": f"{GAME_ID}.edit.board_ideas.{min(1, max(0, action.count))}", "params": {"genre": genre(action.genre)}}
    if action.kind == "edit_mastery":
        return {"key": f"{GAME_ID}.edit.mastery.{action.holder or 'none'}", "params": {"genre": genre(action.genre)}}
    shown = action.outcomes.get("comic")
    title: Any = ""
    if isinstance(shown, str) and shown in content().comic_by_id:
        title = comic(shown, bool(action.outcomes.get("ripoff")))
    return {"key": f"{GAME_ID}.edit.fans.{side}", "params": {"number": action.index + 1, "title": title,
                                                             "fans": action.fans}}
