"""Power actions 5 and 6 are a two-step gesture (the action, then a lit hex: a menu of that hex's
terrains, never one of the whole map), and a click that does nothing says why in the status bar."""
from __future__ import annotations

import pytest

from solo_desk.games.terra_mystica import GAME, rules
from solo_desk.games.terra_mystica.state import TransformBuild

from .test_purpose import witches_next_to_free_red
from .test_scene import click, open_state, piece

pytestmark = pytest.mark.gui


def with_power(state, bowl3: int, **update):
    total = sum(state.power)
    return state.model_copy(update={"power": [0, total - bowl3, bowl3]} | update)


def status(window) -> str:
    return window.statusBar().currentMessage()


@pytest.mark.parametrize("n", [5, 6])
def test_a_spade_power_action_lights_its_hexes_then_a_hex_offers_its_terrains(window, qtbot, monkeypatch, n):
    state = with_power(witches_next_to_free_red(), 8)
    scene = open_state(window, qtbot, state)
    menus = []
    monkeypatch.setattr(type(scene), "choose", lambda self, entries: menus.append(entries) or entries[0][1])
    every = [a for a in scene.power_options(state, n)]
    assert len(every) > 12  # the whole map's transforms: once offered in one menu
    click(qtbot, window.view, piece(scene, ("power", n)))
    qtbot.waitUntil(lambda: any(h.lit for h in window.scene.hexes.values()))
    scene = window.scene
    assert menus == []  # no menu yet: the board lights the hexes
    lit = {name for name, h in scene.hexes.items() if h.lit}
    assert lit == {a.hex for a in every}
    assert f"Power action {n}: click one of the lit hexes" in status(window)
    assert piece(scene, ("power", n)).mark == "current"
    target = sorted(lit)[0]
    click(qtbot, window.view, piece(scene, ("hex", target)))
    qtbot.waitUntil(lambda: window.controller.session.cursor == 1)
    offered = [actions[0] for _, actions in menus[0]]
    assert offered and all(isinstance(a, TransformBuild) and a.hex == target and a.via == f"ACT{n}" for a in offered)
    assert len(offered) <= 7
    assert f"ACT{n}" in window.controller.state.used
    qtbot.waitUntil(lambda: window.scene.state is window.controller.state)
    assert not any(h.lit for h in window.scene.hexes.values()) and window.scene.power_pick is None


def test_a_click_elsewhere_cancels_the_chosen_power_action(window, qtbot, monkeypatch):
    state = with_power(witches_next_to_free_red(), 8)
    scene = open_state(window, qtbot, state)
    monkeypatch.setattr(type(scene), "choose", lambda self, entries: None)
    click(qtbot, window.view, piece(scene, ("power", 5)))
    qtbot.waitUntil(lambda: any(h.lit for h in window.scene.hexes.values()))
    click(qtbot, window.view, piece(window.scene, ("power", 5)))  # the same action again: chosen no more
    qtbot.waitUntil(lambda: not any(h.lit for h in window.scene.hexes.values()))
    assert window.scene.power_pick is None and window.controller.session.cursor == 0


@pytest.mark.rule("TM-POWER-BLOCK")
def test_a_blocked_or_unaffordable_power_action_says_why(window, qtbot, monkeypatch):
    state = with_power(witches_next_to_free_red(), 2, blocked=[3])
    scene = open_state(window, qtbot, state)
    monkeypatch.setattr(type(scene), "choose", lambda self, entries: pytest.fail("no menu"))
    click(qtbot, window.view, piece(scene, ("power", 3)))
    assert status(window) == "Power action 3 is blocked this round."
    click(qtbot, window.view, piece(scene, ("power", 5)))
    assert status(window) == "Not enough power in bowl III: 4 needed, 2 held."
    assert window.controller.session.cursor == 0


def test_a_cult_track_with_no_priest_says_why_and_a_later_click_clears_it(window, qtbot, monkeypatch):
    s0 = witches_next_to_free_red()
    state = s0.model_copy(update={"priests": 0, "used": s0.used + ["BON2"]})
    assert not [a for a in rules.legal_moves(state) if getattr(a, "cult", None) == "fire"]
    scene = open_state(window, qtbot, state)
    menus = []
    monkeypatch.setattr(type(scene), "choose", lambda self, entries: menus.append(entries) or None)
    click(qtbot, window.view, piece(scene, ("cult", "fire")))
    said = status(window)
    assert said and "priest" in said.lower()
    click(qtbot, window.view, piece(scene, ("bowls",)))  # a click that opens a menu: the stale reason goes
    assert menus and status(window) == ""


@pytest.mark.rule("TM-POWER-BLOCK")
@pytest.mark.parametrize("mode", ["dice", "preset"])
def test_between_rounds_the_board_shows_only_the_new_round_s_proposed_blocks(window, qtbot, mode):
    from solo_desk.games.terra_mystica.state import BlockPower, Pass

    from .helpers import witches_in_round_one

    state = witches_in_round_one(power_mode=mode)
    old = set(state.blocked)
    assert old and state.round == 1
    state, _ = GAME.apply(state, Pass(tile=state.bonus_pool[0]))
    assert state.phase == "income" and set(state.blocked) == old  # the last round's blocks, still in the state
    scene = open_state(window, qtbot, state)
    proposal = window.controller.proposal
    block = next(a for a in proposal.actions if isinstance(a, BlockPower))
    new = set(state.blocked_plan[1]) if mode == "preset" else set(block.outcomes["rolls"])
    qtbot.waitUntil(lambda: "(proposed)" in window.scene.power_title.text())
    scene = window.scene
    assert scene.power_title.text() == "Power actions, round 2 (proposed)"
    marks = {n: piece(scene, ("power", n)).mark for n in range(1, 7)}
    assert {n for n, m in marks.items() if m == "blocked"} == new
    assert all(m in ("", "blocked") for m in marks.values())
    assert piece(scene, ("power", min(new))).lines[-1] == "blocked (proposed)"


@pytest.mark.parametrize("n", [5, 6])
def test_a_click_on_an_unlit_hex_only_cancels_the_chosen_power_action(window, qtbot, monkeypatch, n):
    """The click that cancels power action 5/6 opens no menu of the hex clicked (audit 2)."""
    state = with_power(witches_next_to_free_red(), 8)
    scene = open_state(window, qtbot, state)
    menus = []
    monkeypatch.setattr(type(scene), "choose", lambda self, entries: menus.append(entries) or None)
    click(qtbot, window.view, piece(scene, ("power", n)))
    qtbot.waitUntil(lambda: any(h.lit for h in window.scene.hexes.values()))
    scene = window.scene
    unlit = next(h for h in sorted(scene.hexes) if not scene.hexes[h].lit and scene.hex_actions(state, h))
    click(qtbot, window.view, piece(scene, ("hex", unlit)))
    qtbot.waitUntil(lambda: not any(h.lit for h in window.scene.hexes.values()))
    assert menus == []  # the hex's own moves (its dwelling) were not offered
    assert window.scene.power_pick is None and window.controller.session.cursor == 0
    assert status(window) == f"Power action {n} cancelled"
