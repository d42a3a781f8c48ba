"""Right-click corrections on the Terra Mystica board (a real right-click, tests/gui.py): every piece
of the table offers its edits in a menu, a count is asked; a right-click never plays a move."""
from __future__ import annotations

import pytest

from solo_desk.games.terra_mystica import rules
from solo_desk.games.terra_mystica.state import EditBuilding, EditCult, EditResources, EditTerrain
from tests.gui import right_click

from .test_scene import mid_game, open_state, piece

pytestmark = pytest.mark.gui


@pytest.fixture
def companion():
    s = mid_game(seed=5, moves=12)
    return s.model_copy(update={"mode": "companion"})


def menus_of(scene, monkeypatch, pick=None):
    """Replace the menus: record what the correction menu offers, pick the entry labelled ``pick``."""
    seen: dict[str, list] = {"corrections": [], "moves": []}

    def correction(menus):
        seen["corrections"].append(menus)
        for _, entries in menus:
            for label, value in entries:
                if label == pick:
                    return value
        return None

    monkeypatch.setattr(scene, "choose_correction", correction)
    monkeypatch.setattr(scene, "choose", lambda entries: seen["moves"].append(entries) or None)
    return seen


def settle(window, qtbot, cursor):
    qtbot.waitUntil(lambda: window.controller.session.cursor == cursor)
    qtbot.waitUntil(lambda: window.scene.state is window.controller.state)
    return window.scene


def last(window):
    return list(window.controller.session.steps[-1].actions)


def test_a_right_click_on_an_empty_hex_offers_corrections_never_the_moves(window, qtbot, monkeypatch, companion):
    scene = open_state(window, qtbot, companion)
    free = next(h for h in companion.terrain if h not in companion.buildings and scene.hex_actions(companion, h))
    seen = menus_of(scene, monkeypatch, pick="Desert (yellow)" if companion.terrain[free] != "yellow" else "Swamp (black)")
    right_click(window.view, piece(scene, ("hex", free)))
    scene = settle(window, qtbot, 1)
    assert seen["moves"] == []  # the move menu never opened
    titles = [t for t, _ in seen["corrections"][0]]
    assert titles == [f"The building on {free} is really…", f"The terrain of {free} is really…"]
    assert isinstance(last(window)[0], EditTerrain) and last(window)[0].hex == free


def test_your_building_is_corrected_to_another_kind(window, qtbot, monkeypatch, companion):
    scene = open_state(window, qtbot, companion)
    mine = next(h for h, (o, k) in companion.buildings.items() if o == "player" and k == "D")
    seen = menus_of(scene, monkeypatch, pick="Temple (yours)")
    right_click(window.view, piece(scene, ("hex", mine)))
    settle(window, qtbot, 1)
    entries = [label for label, _ in seen["corrections"][0][0][1]]
    assert entries[0] == "No building (remove it)" and "Dwelling (yours)" not in entries
    assert not any(colour in label for colour in companion.colours for label in entries)  # not on their colour
    assert last(window) == [EditBuilding(hex=mine, owner="player", building="TE")]
    assert window.controller.state.buildings[mine] == ("player", "TE")


def test_an_opponent_building_is_corrected_on_its_own_colour_only(window, qtbot, monkeypatch, companion):
    scene = open_state(window, qtbot, companion)
    theirs, (colour, kind) = next((h, b) for h, b in companion.buildings.items() if b[0] != "player" and b[1] == "D")
    seen = menus_of(scene, monkeypatch, pick=f"Trading house ({colour})")
    right_click(window.view, piece(scene, ("hex", theirs)))
    settle(window, qtbot, 1)
    titles = [t for t, _ in seen["corrections"][0]]
    assert titles == [f"The building on {theirs} is really…"]  # its terrain is its colour: not corrected alone
    entries = [label for label, _ in seen["corrections"][0][0][1]]
    assert f"Dwelling ({colour})" not in entries and not any(c in label for c in companion.colours if c != colour
                                                            for label in entries)
    assert window.controller.state.buildings[theirs] == (colour, "TP")
    assert window.controller.state.opp_supply[colour]["D"] == companion.opp_supply[colour]["D"] + 1


@pytest.mark.rule("TM-CULT-STATIC")
def test_an_opponent_cult_pawn_swaps_places_with_another_opponent_pawn(window, qtbot, monkeypatch, companion):
    scene = open_state(window, qtbot, companion)
    first, second = companion.colours[:2]
    a, b = companion.opp_cults[first]["water"], companion.opp_cults[second]["water"]
    seen = {}
    monkeypatch.setattr(scene, "choose_correction", lambda menus: seen.setdefault("menus", menus) and dict(menus[1][1])[
        f"space {b} (in place of the {second} pawn)"])
    right_click(window.view, piece(scene, ("cult", "water")))
    settle(window, qtbot, 1)
    titles = [t for t, _ in seen["menus"]]
    assert titles[0] == "Your pawn on the Water cult is really on…" and titles[1] == f"The {first} pawn on the Water cult is really on…"
    assert last(window) == [EditCult(cult="water", value=b, colour=first, swap=second).with_outcomes(swap_value=a)]
    state = window.controller.state
    assert (state.opp_cults[first]["water"], state.opp_cults[second]["water"]) == (b, a)
    rules.check(state)


def test_your_cult_pawn_is_set_to_any_space(window, qtbot, monkeypatch, companion):
    scene = open_state(window, qtbot, companion)
    value = (companion.cults["fire"] + 4) % 11
    menus_of(scene, monkeypatch, pick=f"space {value}")
    right_click(window.view, piece(scene, ("cult", "fire")))
    settle(window, qtbot, 1)
    assert last(window) == [EditCult(cult="fire", value=value)]


def test_an_edit_that_would_break_the_table_is_refused_with_its_reason(window, qtbot, monkeypatch, companion):
    scene = open_state(window, qtbot, companion)
    menus_of(scene, monkeypatch, pick=f"Bowl I holds {companion.power[0]}: correct it…")
    monkeypatch.setattr(scene, "ask_count", lambda title, label, now, top: 30)
    right_click(window.view, piece(scene, ("bowls",)))
    qtbot.wait(50)
    assert window.controller.session.cursor == 0
    assert window.statusBar().currentMessage().startswith("That correction would leave an impossible table (Power tokens do not add up")


@pytest.mark.parametrize("key, entry, field, value", [
    (("counter", "coins"), "You have {coins}: set the number…", "coins", 17),
    (("counter", "workers"), "You have {workers}: set the number…", "workers", 0),
    (("counter", "priests"), "You have {priests}: set the number…", "priests", 3),
    (("score",), "You have {vp}: set the number…", "vp", 42),
])
def test_a_counter_is_set_to_a_number(window, qtbot, monkeypatch, companion, key, entry, field, value):
    scene = open_state(window, qtbot, companion)
    menus_of(scene, monkeypatch, pick=entry.format(**companion.model_dump()))
    asked = []
    monkeypatch.setattr(scene, "ask_count", lambda title, label, now, top: asked.append(now) or value)
    right_click(window.view, piece(scene, key))
    settle(window, qtbot, 1)
    assert asked == [getattr(companion, field)]
    assert last(window) == [EditResources(**{field: value})]
    assert getattr(window.controller.state, field) == value


def test_the_power_bowls_are_corrected_one_bowl_at_a_time(window, qtbot, monkeypatch, companion):
    scene = open_state(window, qtbot, companion)
    menus_of(scene, monkeypatch, pick=f"Bowl II holds {companion.power[1]}: correct it…")
    monkeypatch.setattr(scene, "ask_count", lambda title, label, now, top: 1)
    right_click(window.view, piece(scene, ("bowls",)))
    settle(window, qtbot, 1)
    assert window.controller.state.power == [companion.power[0], 1, companion.power[2]]


def test_the_shipping_track_is_set(window, qtbot, monkeypatch, companion):
    scene = open_state(window, qtbot, companion)
    top = rules.faction_of(companion).shipping.max
    menus_of(scene, monkeypatch, pick=str(top))
    right_click(window.view, piece(scene, ("track", "shipping")))
    settle(window, qtbot, 1)
    assert window.controller.state.shipping == top


def test_a_dismissed_menu_and_a_piece_with_nothing_to_correct_play_nothing(window, qtbot, monkeypatch, companion):
    scene = open_state(window, qtbot, companion)
    seen = menus_of(scene, monkeypatch, pick=None)
    for key in (("pass",), ("power", 3), ("hex", next(iter(companion.terrain)))):
        right_click(window.view, piece(scene, key))
    qtbot.wait(50)
    assert window.controller.session.cursor == 0 and seen["moves"] == []


def test_a_favour_and_a_town_tile_are_corrected(window, qtbot, monkeypatch, companion):
    from solo_desk.games.terra_mystica.state import EditTiles

    scene = open_state(window, qtbot, companion)
    fid = next(f for f in ("FAV1", "FAV2", "FAV3", "FAV4") if f not in companion.favours)
    menus_of(scene, monkeypatch, pick="You hold it: take it")
    right_click(window.view, piece(scene, ("favour", fid)))
    scene = settle(window, qtbot, 1)
    assert last(window) == [EditTiles(favours=companion.favours + [fid]).with_outcomes(added=[fid], removed=[])]
    menus_of(scene, monkeypatch, pick="You hold one more: take it")
    right_click(window.view, piece(scene, ("town", "TW2")))
    scene = settle(window, qtbot, 2)
    assert window.controller.state.towns == companion.towns + ["TW2"]
    assert piece(scene, ("town", "TW2")).held and piece(scene, ("favour", fid)).held
    menus_of(scene, monkeypatch, pick="You do not hold it: put it back")
    right_click(window.view, piece(scene, ("favour", fid)))
    settle(window, qtbot, 3)
    assert window.controller.state.favours == companion.favours


def test_edit_tiles_refuses_a_tile_that_does_not_exist_or_is_held_twice(companion):
    from solo_desk.core.errors import IllegalAction
    from solo_desk.games.terra_mystica import GAME
    from solo_desk.games.terra_mystica.state import EditTiles

    for bad in (EditTiles(favours=["FAV1", "FAV1"]), EditTiles(favours=["FAV99"]), EditTiles(towns=["TW1"] * 3)):
        with pytest.raises(IllegalAction):
            GAME.apply(companion, bad)
    state, _ = GAME.apply(companion, EditTiles(towns=["TW1", "TW1"]))
    assert state.towns == ["TW1", "TW1"]
