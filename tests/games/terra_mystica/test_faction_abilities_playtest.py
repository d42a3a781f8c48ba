"""Playtest of the factions' special abilities in the window: the Darklings' spades paid with priests,
the Fakirs' carpet flight and the Dwarves' tunnelling named in the menus, the hex tooltips and the
history, a dwelling on a hex already of the home terrain says no spades, and the Mermaids' town across
a river is named by the buildings on its banks (never by the river cell's id, "r10")."""
from __future__ import annotations

import random

import pytest

from solo_desk.core.messages import render
from solo_desk.games.terra_mystica import GAME, rules
from solo_desk.games.terra_mystica.state import RiverTown, TransformBuild
from solo_desk.ui.i18n import set_language


def in_round_one(faction: str, seed: int = 7, **resources):
    """``faction``'s game at its first action of round 1, rich enough to do anything."""
    state = GAME.new_state({"faction": faction, "difficulty": "easy"}, seed, "digital")
    rng = random.Random(3)
    while not (state.phase == "actions" and GAME.to_move(state) == "player"):
        actions = GAME.propose(state).actions if GAME.to_move(state) == "automa" else [GAME.player_policy(state, rng)]
        for action in actions:
            state, _ = GAME.apply(state, action)
    rich = {"coins": 30, "workers": 20, "priests": 5} | resources
    return state.model_copy(update=rich)


def history(recorded, lang="en"):
    from solo_desk.core.messages import for_side

    message = for_side(GAME.describe(recorded), recorded.by)
    return render(message.key, message.params, lang)


def scene_label(window, qtbot, state, action, lang="en"):
    """The board's menu entry for ``action`` (its label and price), in ``lang``."""
    from .test_scene import open_state

    scene = open_state(window, qtbot, state)
    set_language(lang)
    try:
        return next(label for label, actions in scene.entries(state, [action]) if actions == [action])
    finally:
        set_language("en")


def digs(state, how=None):
    return [a for a in GAME.legal_actions(state) if isinstance(a, TransformBuild) and a.via == "dig"
            and (how is None or rules.reach(state, a.hex) == how)]


@pytest.mark.gui
def test_darklings_spades_are_said_to_be_paid_with_priests(window, qtbot):
    state = in_round_one("darklings")
    action = next(a for a in digs(state) if not a.build
                  and rules.spades_needed(state, state.terrain[a.hex], a.target or "black") == 1)
    after, recorded = GAME.apply(state, action)
    assert after.priests == state.priests - 1 and after.workers == state.workers
    label = scene_label(window, qtbot, state, action)
    assert label.endswith("(spades paid with priests) — 1 spade, 1 priest; +2 VP") and "worker" not in label
    assert "(vanghe pagate con sacerdoti) — 1 vanga, 1 sacerdote; +2 PV" in scene_label(window, qtbot, state, action, "it")
    assert "(spades paid with priests)" in history(recorded)
    assert "(vanghe pagate con sacerdoti)" in history(recorded, "it")


@pytest.mark.gui
@pytest.mark.parametrize("faction,en,it,tip", [
    ("fakirs", "carpet flight", "tappeto volante", "Reachable by carpet flight (1 priest, +4 VP)"),
    ("dwarves", "tunnelling", "tunnel", "Reachable by tunnelling (2 workers more, +4 VP)"),
])
def test_the_special_range_is_named_in_the_menu_the_tooltip_and_the_history(window, qtbot, monkeypatch, faction, en, it, tip):
    from .test_scene import click, open_state, piece

    state = in_round_one(faction)
    far = [a for a in digs(state, "range") if a.build]
    assert far, "the special range offers no hex"
    action = far[0]
    fac = rules.faction_of(state)
    label = scene_label(window, qtbot, state, action)
    assert f"{en})" in label
    assert f"{it})" in scene_label(window, qtbot, state, action, "it")
    scene = open_state(window, qtbot, state)
    assert tip in piece(scene, ("hex", action.hex)).toolTip()
    menus = []

    def pick(self, entries):  # the menu of a click on the hex: take the entry of the range
        menus.append([label for label, _ in entries])
        return next(actions for label, actions in entries if label.startswith(f"Build a dwelling on {action.hex}"))

    monkeypatch.setattr(type(scene), "choose", pick)
    click(qtbot, window.view, piece(scene, ("hex", action.hex)))
    qtbot.waitUntil(lambda: window.controller.session.cursor == 1)
    recorded = window.controller.session.steps[-1].actions[0]
    assert window.controller.state.vp >= state.vp + fac.range.vp
    assert f"{en})" in history(recorded) and f"{it})" in history(recorded, "it")
    near = next(a for a in digs(state, "direct"))
    assert en not in scene_label(window, qtbot, state, near)  # a hex next to the player's buildings: no range
    _, recorded = GAME.apply(state, near)
    assert en not in history(recorded)


@pytest.mark.gui
def test_a_dwelling_on_the_home_terrain_names_no_spades(window, qtbot):
    state = in_round_one("mermaids")
    home = next(a.hex for a in digs(state, "direct") if a.build)
    state = state.model_copy(update={"terrain": state.terrain | {home: "blue"}})
    action = TransformBuild(hex=home)
    assert scene_label(window, qtbot, state, action).startswith(f"Build a dwelling on {home} — 1 worker, 2 coins")
    assert scene_label(window, qtbot, state, action, "it").startswith(f"Costruisci un'abitazione in {home} — 1 lavoratore, 2 monete")
    _, recorded = GAME.apply(state, action)
    assert history(recorded) == f"build a dwelling on {home}"
    assert history(recorded, "it") == f"costruisci un'abitazione in {home}"


def test_an_old_saves_transform_still_reads_as_before():
    old = TransformBuild(hex="D5", via="dig")
    assert history(old) == "transform D5 to your home terrain (spades paid with workers) and build a dwelling"


@pytest.mark.gui
def test_the_mermaids_town_across_a_river_is_named_by_its_banks(window, qtbot):
    state = in_round_one("mermaids")
    board = rules.board_of(state)
    others = {h: v for h, v in state.buildings.items() if v[0] != "player"}

    def across(river):
        """A sanctuary and a stronghold with a trading house on two banks of ``river``, not next to each other."""
        banks = [h for h in board.terrain if river in board.river_neighbours[h] and h not in others]
        for a in banks:
            for b in banks:
                third = [n for n in board.land_neighbours[b] if n not in others and n != a and n not in banks]
                if a < b and b not in board.land_neighbours[a] and third:
                    return a, b, {a: ("player", "SA"), b: ("player", "SH"), third[0]: ("player", "TP")}
        return None

    rivers = sorted({r for h in board.terrain for r in board.river_neighbours[h] if r not in board.terrain})
    for river in rivers:
        found = across(river)
        if found is None:
            continue
        a, b, mine = found
        tried = state.model_copy(update={"buildings": others | mine})
        if RiverTown(river=river) in GAME.legal_actions(tried) and rules.river_banks(tried, river) == [a, b]:
            state = tried
            break
    else:
        pytest.fail("no river town found")
    label = scene_label(window, qtbot, state, RiverTown(river=river))
    assert label == f"Found a town across the river next to {', '.join(sorted([a, b]))} — free"
    assert scene_label(window, qtbot, state, RiverTown(river=river), "it") == \
        f"Fonda una città attraverso il fiume accanto a {', '.join(sorted([a, b]))} — gratis"
    _, recorded = GAME.apply(state, RiverTown(river=river))
    line = history(recorded)
    assert river not in line and f"next to {', '.join(sorted([a, b]))}" in line
    assert f"(town: {', '.join(sorted(mine))})" in line
    assert river not in history(recorded, "it") and "accanto a" in history(recorded, "it")
    assert river not in history(RiverTown(river=river))  # an older save: no cell id either


def with_trading_house(state):
    h = next(h for h, (owner, _) in state.buildings.items() if owner == "player")
    return h, state.model_copy(update={"buildings": state.buildings | {h: ("player", "TP")}})


@pytest.mark.parametrize("faction,en,it", [
    ("halflings", ": 3 spades to use at once", ": 3 vanghe da usare subito"),
    ("mermaids", ": shipping +1", ": navigazione +1"),
    ("darklings", ": up to 3 workers may become priests", ": fino a 3 lavoratori possono diventare sacerdoti"),
    ("engineers", "", ""),
])
def test_the_stronghold_history_says_what_it_gave_at_once(faction, en, it):
    from solo_desk.games.terra_mystica.state import Upgrade

    h, state = with_trading_house(in_round_one(faction))
    _, recorded = GAME.apply(state, Upgrade(hex=h, to="SH"))
    assert history(recorded) == f"upgrade {h} to a stronghold{en}"
    assert history(recorded, "it") == f"migliori {h} in fortezza{it}"


def test_darklings_declining_the_priests_reads_as_none():
    from solo_desk.games.terra_mystica.state import Upgrade, WorkersToPriests

    h, state = with_trading_house(in_round_one("darklings", priests=0))
    state, _ = GAME.apply(state, Upgrade(hex=h, to="SH"))
    assert [a.count for a in GAME.legal_actions(state) if isinstance(a, WorkersToPriests)] == [0, 1, 2, 3]
    _, recorded = GAME.apply(state, WorkersToPriests(count=0))
    assert history(recorded) == "turn no workers into priests"
    assert history(recorded, "it") == "non trasformi lavoratori in sacerdoti"
    _, recorded = GAME.apply(state, WorkersToPriests(count=3))
    assert history(recorded) == "turn 3 workers into priests"


@pytest.mark.gui
def test_the_swarmlings_free_trading_house_and_town_workers_are_said(window, qtbot):
    from solo_desk.games.terra_mystica.state import Pending, TakeTown, Upgrade

    h, state = with_trading_house(in_round_one("swarmlings"))
    state, _ = GAME.apply(state, Upgrade(hex=h, to="SH"))
    dwelling = next(x for x, (owner, kind) in state.buildings.items() if owner == "player" and kind == "D")
    free = Upgrade(hex=dwelling, to="TP", free=True)
    assert free in GAME.legal_actions(state)
    assert scene_label(window, qtbot, state, free) == f"Upgrade {dwelling} to Trading house (stronghold action) — free"
    assert scene_label(window, qtbot, state, free, "it") == f"Migliora {dwelling}: Emporio (azione della fortezza) — gratis"
    after, recorded = GAME.apply(state, free)
    assert (after.coins, after.workers) == (state.coins, state.workers)
    assert history(recorded) == f"upgrade {dwelling} to a trading house for free (stronghold action)"
    assert history(recorded, "it") == f"migliori gratis {dwelling} in emporio (azione della fortezza)"
    town = state.model_copy(update={"pending": [Pending(kind="town")]})
    take = next(a for a in GAME.legal_actions(town) if isinstance(a, TakeTown))
    after, recorded = GAME.apply(town, take)
    assert after.workers >= town.workers + 3
    assert history(recorded).endswith(", with 3 workers (faction bonus)")
    assert history(recorded, "it").endswith(", con 3 lavoratori (bonus della fazione)")
    label = scene_label(window, qtbot, town, take)
    assert ", with 3 workers (Swarmlings) — free" in label
    assert ", con 3 lavoratori (Sciami) — gratis" in scene_label(window, qtbot, town, take, "it")


@pytest.mark.gui
def test_the_faction_title_says_its_abilities(window, qtbot):
    from PySide6.QtWidgets import QGraphicsSimpleTextItem

    from .test_scene import open_state

    state = in_round_one("engineers")
    scene = open_state(window, qtbot, state)
    titles = [i for i in scene.items() if isinstance(i, QGraphicsSimpleTextItem) and i.text().startswith("Engineers —")]
    assert titles and "build a bridge for 2 workers" in titles[0].toolTip()


@pytest.mark.parametrize("offer,en,it", [
    (1, "take 1 power offered by a neighbour's building", "prendi 1 potere offerto da un edificio vicino"),
    (3, "take 3 power offered by a neighbour's building (−2 VP)", "prendi 3 potere offerto da un edificio vicino (−2 PV)"),
])
def test_taking_the_offered_power_says_how_much_and_its_price(offer, en, it):
    from solo_desk.games.terra_mystica.state import Leech, Pending

    state = in_round_one("engineers", vp=20, power=[5, 7, 0])
    state = state.model_copy(update={"pending": [Pending(kind="leech", amount=offer)]})
    after, recorded = GAME.apply(state, Leech(accept=True))
    assert after.vp == 20 - (offer - 1)
    assert history(recorded) == en and history(recorded, "it") == it
    assert history(Leech(accept=True)) == "take the power offered by a neighbour's building"  # an older save


@pytest.mark.gui
@pytest.mark.parametrize("lang", ["en", "it"])
@pytest.mark.parametrize("faction,title", [("fakirs", ("Carpet flight", "Tappeto volante")), ("dwarves", ("Tunnelling", "Tunnel"))])
def test_the_range_takes_the_place_of_the_missing_shipping_track_and_fits(window, qtbot, faction, title, lang):
    from .test_scene import open_state, piece

    state = in_round_one(faction)
    set_language(lang)
    try:
        scene = open_state(window, qtbot, state)
        tile = piece(scene, ("track", "shipping"))
        assert tile.title == title[lang == "it"]
        assert ("+4 VP" if lang == "en" else "+4 PV") in tile.lines[0]
        for text in tile.text_rects():
            assert text.bottom() <= tile.h - 1 and text.right() <= tile.w - 3, (tile.lines, text)
    finally:
        set_language("en")


def test_a_game_with_the_recorded_abilities_saves_reopens_and_undoes_unchanged(tmp_path):
    from solo_desk.core import saves
    from solo_desk.core.session import Session
    from solo_desk.games.terra_mystica.state import Upgrade

    state = in_round_one("mermaids")
    session = Session(GAME, state, state.options)
    h = next(h for h, (owner, _) in state.buildings.items() if owner == "player")
    home = next(a for a in digs(state, "direct") if a.build)
    for action in (Upgrade(hex=h, to="TP"), Upgrade(hex=h, to="SH"), home):
        session.apply([action])
    recorded = [a for step in session.steps for a in step.actions]
    assert recorded[1].gain == {"shipping": 1}
    path = tmp_path / "mermaids.json"
    saves.save(session, path)
    reopened = saves.load(path)
    assert reopened.state == session.state
    assert [history(a) for step in reopened.steps for a in step.actions] == [history(a) for a in recorded]
    assert history(recorded[1]) == f"upgrade {h} to a stronghold: shipping +1"
    reopened.undo()
    reopened.undo()
    assert reopened.state.shipping == state.shipping and reopened.state.buildings[h] == ("player", "TP")


@pytest.mark.gui
@pytest.mark.parametrize("lang", ["en", "it"])
@pytest.mark.parametrize("faction,en,it", [
    ("darklings", "spade: 1 priest; +2 VP", "vanga: 1 sacerdote; +2 PV"),
    ("halflings", "spade: 3 workers; +1 VP", "vanga: 3 lavoratori; +1 PV"),
    ("witches", "spade: 3 workers", "vanga: 3 lavoratori"),
])
def test_the_digging_track_says_the_vp_a_spade_brings(window, qtbot, faction, en, it, lang):
    from .test_scene import open_state, piece

    set_language(lang)
    try:
        tile = piece(open_state(window, qtbot, in_round_one(faction)), ("track", "digging"))
        assert tile.lines == [en if lang == "en" else it]
        for text in tile.text_rects():
            assert text.bottom() <= tile.h - 1 and text.right() <= tile.w - 3, (tile.lines, text)
    finally:
        set_language("en")
