"""The Sales menu as a player reads it: places named as the Newsstand map's edges show them
(column letters, row numbers), orders by genre, value and direction from the agent; paid moves
first, the Super-transport tickets in one submenu, under a move the simplest choices first; a
ticket where walking is free is left out. And the Print price's word order in Italian."""
import re

import pytest
from PySide6.QtWidgets import QGraphicsEllipseItem, QGraphicsSimpleTextItem

from solo_desk.games.age_of_comics import GAME
from solo_desk.games.age_of_comics import rules as R
from solo_desk.games.age_of_comics.content import content
from solo_desk.games.age_of_comics.scene import genre_name, place_name, sales_intents, walking_steps
from solo_desk.ui.i18n import set_language

from .test_audit_print_bonus import holding
from .test_scene import redrawn, start, to_player_turn

pytestmark = pytest.mark.gui

RAW = re.compile(r"\b\d+_\d+\b|START")
TICKET = {"en": "Use a Super-transport ticket", "it": "Usa un biglietto Super-trasporto"}
STAY = {"en": "stay at ", "it": "resta a "}
DIRECTIONS = {"en": {(-1, 0): "above", (0, 1): "right", (1, 0): "below", (0, -1): "left"},
              "it": {(-1, 0): "sopra", (0, 1): "a destra", (1, 0): "sotto", (0, -1): "a sinistra"}}


def sales_menu(window, qtbot, agent="3_2", tickets=1, money=12):
    controller = start(window, qtbot, seed=3)
    to_player_turn(window, qtbot)
    state = controller.state.model_copy(deep=True)
    state.player.agent, state.player.tickets, state.player.money = agent, tickets, money
    state.rules_version = 1  # the one-move Sales menu of a game begun before Sales went on by steps
    legal = R.area_actions(state, "sales")
    return state, legal, window.scene.menu_options(state, "sales", legal)


@pytest.mark.parametrize("lang", ["en", "it"])
def test_the_top_level_lists_the_paid_moves_then_one_ticket_submenu(window, qtbot, lang):
    set_language(lang)
    state, legal, options = sales_menu(window, qtbot)
    tops = list(dict.fromkeys(path[0] for path, _ in options))
    for path, _ in options:
        assert not any(RAW.search(label) for label in path), path  # no map codes the board never shows
    walks = {a.path[-1] for a in legal if not a.ticket and a.path}
    assert tops[0].startswith(STAY[lang] + "B3")
    assert tops[-1] == TICKET[lang] and len(tops) == 1 + len(walks) + 1  # 21 tickets: one entry
    costs = [int(re.search(r"(\d+)", t.split("(")[-1]).group(1)) for t in tops[1:-1]]
    assert costs == sorted(costs) and max(costs) > 0
    tickets = [path for path, _ in options if path[0] == TICKET[lang]]
    places = list(dict.fromkeys(p[2] for p in tickets))  # p[1]: the map column (test_playtest_aoc3)
    assert tickets and all(len(p) in (4, 5) for p in tickets)  # 5: grouped by the orders collected
    assert places == sorted(places, key=lambda p: (p.split()[-1][0], int(p.split()[-1][1:])))


def test_under_a_move_nothing_first_then_one_order_then_combinations(window, qtbot):
    state, _, options = sales_menu(window, qtbot)
    menus: dict[tuple, list] = {}
    for path, action in options:
        menus.setdefault(path[:-1], []).append((path[-1], action))
    assert len(menus) > 10
    for prefix, entries in menus.items():
        sizes = [len(sales_intents(a)) for _, a in entries]
        assert sizes == sorted(sizes), (prefix, [label for label, _ in entries])
        assert len({label for label, _ in entries}) == len(entries)  # every entry tells its move apart
    start_menu = sales_menu(window, qtbot, agent=None)[2]  # at the start: no order there
    assert [p for p, _ in start_menu if p[0].startswith("stay at")] == [("stay at Start (free)", "no operation")]


def test_a_ticket_where_walking_is_free_is_left_out_but_every_move_stays_reachable(window, qtbot):
    state, legal, options = sales_menu(window, qtbot)
    offered = [a for _, a in options]
    hidden = [a for a in legal if a not in offered]
    assert hidden and all(a.ticket and walking_steps("3_2", a.path[0]) == 1 for a in hidden)
    assert not any(a.ticket and walking_steps("3_2", a.path[0]) <= 1 for a in offered)
    for a in hidden:  # the same place and orders on foot, for $0; the ticket is still a legal move
        assert any(not b.ticket and b.path == a.path and b.ops == a.ops for b in offered)
        after, _ = GAME.apply(state, a)
        assert after.player.tickets == 0 and after.player.agent == a.path[0]


@pytest.mark.parametrize("lang", ["en", "it"])
def test_the_map_edges_name_the_spaces_as_the_menu_does(window, qtbot, lang):
    set_language(lang)
    state, _, options = sales_menu(window, qtbot)
    window.scene.refresh()
    redrawn(qtbot, window)
    nodes = {i.toolTip().split()[-1]: i.sceneBoundingRect().center() for i in window.scene.items()
             if isinstance(i, QGraphicsEllipseItem) and i.toolTip()}
    left, right = min(p.x() for p in nodes.values()) - 60, max(p.x() for p in nodes.values()) + 60
    top, bottom = min(p.y() for p in nodes.values()) - 60, max(p.y() for p in nodes.values()) + 60
    items = [i for i in window.scene.items() if left < i.sceneBoundingRect().center().x() < right
             and top < i.sceneBoundingRect().center().y() < bottom]  # the Newsstand map
    texts = {}
    for item in items:
        if isinstance(item, QGraphicsSimpleTextItem) and re.fullmatch(r"[A-D]|[1-6]", item.text()):
            texts.setdefault(item.text(), []).append(item.sceneBoundingRect().center())
    assert set(texts) == set("ABCD123456") and all(len(v) == 2 for v in texts.values())  # on both edges
    for space in content().sales.agent_adjacency:
        name = place_name(space)
        if space == content().sales.agent_start:
            continue
        node = nodes[name]
        assert any(abs(p.x() - node.x()) < 2 for p in texts[name[0]])  # under its column letter
        assert any(abs(p.y() - node.y()) < 2 for p in texts[name[1:]])  # beside its row number
    # the menu names the same places, and every order by the side of the agent it is drawn on
    tiles = {p.key[1]: p.sceneBoundingRect().center() for p in window.scene.pieces() if p.key[0] == "tile"}
    for space, center in tiles.items():  # each order lies between the agent spaces that reach it, on none of them
        assert all((center - n).manhattanLength() > 20 for n in nodes.values()), space
        near = [nodes[place_name(a)] for a, spaces in content().sales.agent_to_orders.items() if space in spaces]
        assert near and all((center - n).manhattanLength() < 40 for n in near), space
    checked = 0
    for path, action in options:
        dest = action.path[-1] if action.path else "3_2"
        assert place_name(dest) in " ".join(path[:-1])
        for space, _ in sales_intents(action):
            d = tiles[space] - nodes[place_name(dest)]
            step = (0 if abs(d.y()) < 12 else (1 if d.y() > 0 else -1), 0 if abs(d.x()) < 12 else (1 if d.x() > 0 else -1))
            tile = state.orders[space]
            shown = str(tile.value) if tile.face_up else "?"
            assert f"{genre_name(tile.genre)} {shown} ({DIRECTIONS[lang][step]})" in path[-1]
            checked += 1
    assert checked > 100


def test_the_print_price_reads_ideas_then_genre_in_italian(window, qtbot):
    start(window, qtbot, seed=3)
    to_player_turn(window, qtbot)
    state = holding(window.controller.state.model_copy(deep=True))
    set_language("it")
    paths = [window.scene.option_path(state, a) for a in R.area_actions(state, "print")]
    originals = [p[1] for p in paths if "plagio" not in p[1]]
    assert originals and all(re.search(r" — \$\d+, 2 idee di genere poliziesco$", p) for p in originals), originals
    assert not any("poliziesco idee" in p[1] for p in paths)
    set_language("en")
    paths = [window.scene.option_path(state, a) for a in R.area_actions(state, "print")]
    assert any("2 crime ideas" in p[1] for p in paths)
