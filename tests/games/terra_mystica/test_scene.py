"""The Terra Mystica board with pytest-qt: it builds at set-up and mid-game, a drag becomes the
right action, a click on a hex offers exactly the legal actions there, the proposal is highlighted."""
import random

import pytest
from PySide6.QtCore import QPointF, Qt

from solo_desk.core.session import Session
from solo_desk.games.terra_mystica import GAME, rules
from solo_desk.games.terra_mystica.scene import BuildingToken, CultTrack, HexItem, HexZone, TerraMysticaScene, TileItem
from solo_desk.games.terra_mystica.state import (
    OpponentPlace, OpponentStart, OpponentUpgrade, StartDwelling, TransformBuild, Upgrade,
)
from solo_desk.ui.i18n import set_language

from tests.gui import status_messages

from .helpers import witches_in_round_one, witches_setup

pytestmark = pytest.mark.gui

EXAMPLE_3 = {"A11", "C5", "A9", "H4", "I9", "G2"}


def open_state(window, qtbot, state) -> TerraMysticaScene:
    window.set_session(Session(GAME, state, state.options))
    qtbot.waitUntil(lambda: isinstance(window.scene, TerraMysticaScene) and bool(window.scene.pieces()))
    return window.scene


def piece(scene, key):
    return next(p for p in scene.pieces() if p.key == key)


def zone(scene, name):
    return next(z for z in scene.zones() if isinstance(z, HexZone) and z.key == ("hex", name))


def drag(qtbot, view, item, target: QPointF):
    view.fitInView(view.scene().itemsBoundingRect(), Qt.AspectRatioMode.KeepAspectRatio)  # all of it on screen
    grab = view.mapFromScene(item.center())
    drop = view.mapFromScene(target)
    qtbot.mousePress(view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, grab)
    qtbot.mouseMove(view.viewport(), drop)
    qtbot.mouseRelease(view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, drop)


def click(qtbot, view, item):
    view.fitInView(view.scene().itemsBoundingRect(), Qt.AspectRatioMode.KeepAspectRatio)
    at = view.mapFromScene(item.center())
    qtbot.mousePress(view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, at)
    qtbot.mouseRelease(view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, at)


def mid_game(seed=5, moves=60):
    state = witches_in_round_one()
    rng = random.Random(seed)
    for _ in range(moves):
        if GAME.to_move(state) == "automa":
            for action in GAME.propose(state).actions:
                state, _ = GAME.apply(state, action)
        elif GAME.to_move(state) == "player":
            state, _ = GAME.apply(state, GAME.player_policy(state, rng))
    return state


def test_the_board_at_set_up_shows_the_whole_map_and_every_part(window, qtbot):
    state = witches_setup()
    scene = open_state(window, qtbot, state)
    hexes = [p for p in scene.pieces() if isinstance(p, HexItem)]
    assert len(hexes) == 77 and {h.name for h in hexes} == set(state.terrain)
    assert all(h.colour == state.terrain[h.name] and h.building is None for h in hexes)
    assert len([z for z in scene.zones() if isinstance(z, HexZone)]) == 77
    assert piece(scene, ("hex", "A10")).toolTip().startswith("A10 — Forest (green)")
    tokens = {p.key: p.left for p in scene.pieces() if isinstance(p, BuildingToken)}
    assert tokens[("supply", "player", "D")] == 8 and tokens[("supply", "player", "SA")] == 1
    assert {k for k in tokens if k[1] != "player"} == {(k, c, b) for k in ["supply"] for c in state.colours for b in ("D", "TP")}
    assert len([p for p in scene.pieces() if isinstance(p, CultTrack)]) == 4
    tiles = {p.key for p in scene.pieces() if isinstance(p, TileItem)}
    assert {("power", n) for n in range(1, 7)} <= tiles and {("round", n) for n in range(1, 7)} <= tiles
    assert {("bonus", t) for t in state.bonus_pool} <= tiles and ("decide",) in tiles


def test_the_board_mid_game_draws_every_building_bridge_and_blocked_action(window, qtbot):
    state = mid_game()
    state = state.model_copy(update={"blocked": [1, 4], "used": ["ACT3"]})
    scene = open_state(window, qtbot, state)
    drawn = {p.name: p.building for p in scene.pieces() if isinstance(p, HexItem) and p.building}
    assert drawn == dict(state.buildings) and any(o == "player" for o, _ in drawn.values())
    marks = {p.key[1]: p.mark for p in scene.pieces() if isinstance(p, TileItem) and p.key[0] == "power"}
    assert marks == {1: "blocked", 2: "", 3: "used", 4: "blocked", 5: "", 6: ""}
    cult = next(p for p in scene.pieces() if isinstance(p, CultTrack) and p.cult == "air")
    assert (scene.player_colour, state.cults["air"], True) in cult.pawns
    assert sorted(v for _, v, mine in cult.pawns if not mine) == [3, 5, 7]


def test_dragging_your_dwelling_places_a_starting_dwelling(window, qtbot):
    scene = open_state(window, qtbot, witches_setup())
    drag(qtbot, window.view, piece(scene, ("supply", "player", "D")), zone(scene, "A10").sceneBoundingRect().center())
    qtbot.waitUntil(lambda: window.controller.session.cursor == 1)
    assert window.controller.session.steps[0].actions == [StartDwelling(hex="A10")]


def test_dragging_an_opponent_supply_places_or_upgrades_that_colour(window, qtbot):
    scene = open_state(window, qtbot, witches_in_round_one())
    drag(qtbot, window.view, piece(scene, ("supply", "blue", "D")), zone(scene, "D2").sceneBoundingRect().center())
    qtbot.waitUntil(lambda: window.controller.session.cursor == 1)
    assert window.controller.session.steps[0].actions == [OpponentPlace(colour="blue", hex="D2")]
    qtbot.waitUntil(lambda: piece(window.scene, ("hex", "D2")).building == ("blue", "D"))
    scene = window.scene
    drag(qtbot, window.view, piece(scene, ("supply", "grey", "TP")), zone(scene, "C5").sceneBoundingRect().center())
    qtbot.waitUntil(lambda: window.controller.session.cursor == 2)
    assert window.controller.session.steps[1].actions == [OpponentUpgrade(colour="grey", hex="C5")]


def test_a_refused_drop_snaps_back_and_says_why(window, qtbot):
    scene = open_state(window, qtbot, witches_in_round_one())
    token = piece(scene, ("supply", "blue", "D"))
    home = QPointF(token.pos())
    with status_messages(window) as messages:
        drag(qtbot, window.view, token, zone(scene, "A12").sceneBoundingRect().center())  # a red hex
    assert window.controller.session.cursor == 0 and token.pos() == home
    assert messages and "A12" in messages[0]


def test_dragging_your_dwelling_onto_a_hex_offers_the_ways_to_dig_with_their_price(window, qtbot, monkeypatch):
    state = witches_in_round_one()
    state = state.model_copy(update={"power": [0, 0, 12], "workers": 9})
    scene = open_state(window, qtbot, state)
    seen = []
    monkeypatch.setattr(scene, "choose", lambda entries: seen.append(entries) or entries[0][1])
    drag(qtbot, window.view, piece(scene, ("supply", "player", "D")), zone(scene, "B5").sceneBoundingRect().center())
    qtbot.waitUntil(lambda: window.controller.session.cursor == 1)
    labels = [label for label, _ in seen[0]]
    vias = [actions[0].via for _, actions in seen[0]]
    assert vias == ["dig", "ACT5", "ACT6"]  # B5 (swamp) is 2 spades from forest, next to A10
    assert "— 2 spades, 7 workers, 2 coins" in labels[0] and "— 2 spades, 4 workers, 4 power, 2 coins" in labels[1]
    assert "— 2 spades, 1 worker, 6 power, 2 coins" in labels[2]
    assert window.controller.session.steps[0].actions == [TransformBuild(hex="B5")]


def test_clicking_a_hex_offers_exactly_its_legal_actions(window, qtbot, monkeypatch):
    state = mid_game(seed=7, moves=40)
    state = state.model_copy(update={"power": [0, 0, 12], "workers": 9, "coins": 20, "priests": 2, "pending": []})
    scene = open_state(window, qtbot, state)
    legal = rules.legal_moves(state)
    seen = []
    monkeypatch.setattr(scene, "choose", lambda entries: seen.append(entries) or None)
    for name in ("A10", "G3", "B4", "A11", "H4"):
        seen.clear()
        click(qtbot, window.view, piece(scene, ("hex", name)))
        offered = [a for _, actions in (seen[0] if seen else []) for a in actions]
        here = [a for a in legal if getattr(a, "hex", None) == name or name in (getattr(a, "a", None), getattr(a, "b", None))]
        assert sorted(map(repr, offered)) == sorted(map(repr, here)), name
    assert window.controller.session.cursor == 0  # nothing chosen, nothing applied


def test_clicking_your_dwelling_then_picking_an_upgrade_applies_it(window, qtbot, monkeypatch):
    state = witches_in_round_one().model_copy(update={"coins": 20, "workers": 9})
    scene = open_state(window, qtbot, state)
    seen = []

    def pick(entries):
        seen.append([label for label, _ in entries])
        return next(actions for label, actions in entries if actions[0] == Upgrade(hex="A10", to="TP"))

    monkeypatch.setattr(scene, "choose", pick)
    click(qtbot, window.view, piece(scene, ("hex", "A10")))
    qtbot.waitUntil(lambda: window.controller.session.cursor == 1)
    assert any(label.startswith("Upgrade A10 to Trading house — 2 workers, 3 coins") for label in seen[0])
    assert window.controller.state.buildings["A10"] == ("player", "TP")


def test_the_automa_placement_is_highlighted_before_it_is_applied(window, qtbot):
    state = witches_setup()
    for h in ("A10", "G3"):
        state, _ = GAME.apply(state, StartDwelling(hex=h))
    open_state(window, qtbot, state)
    assert {a.hex for a in window.controller.proposal.actions if isinstance(a, OpponentStart)} == EXAMPLE_3
    qtbot.waitUntil(lambda: {p.key[1] for p in window.scene.pieces() if p.highlighted and p.key[0] == "hex"} == EXAMPLE_3)
    ghosts = {p.name: p.ghost for p in window.scene.pieces() if isinstance(p, HexItem) and p.ghost}
    assert ghosts["I9"] == ("grey", "D") and ghosts["A11"] == ("blue", "D")
    assert all(p.building is None for p in window.scene.pieces() if isinstance(p, HexItem) and p.name in EXAMPLE_3)
    window.apply_proposal()
    qtbot.waitUntil(lambda: piece(window.scene, ("hex", "I9")).building == ("grey", "D"))
    assert not any(p.highlighted for p in window.scene.pieces())


def test_blocked_power_actions_of_the_proposal_are_highlighted(window, qtbot):
    from solo_desk.games.terra_mystica.state import StartBonus

    state = witches_setup("intermediate", power_mode="dice")
    for h in ("A10", "G3"):
        state, _ = GAME.apply(state, StartDwelling(hex=h))
    for action in GAME.propose(state).actions:
        state, _ = GAME.apply(state, action)
    state, _ = GAME.apply(state, StartBonus(tile=state.bonus_pool[0]))
    open_state(window, qtbot, state)
    rolls = next(a for a in window.controller.proposal.actions if a.kind == "block_power").outcomes["rolls"]
    qtbot.waitUntil(lambda: {p.key[1] for p in window.scene.pieces() if p.highlighted} == set(rolls))


def test_the_board_speaks_italian(window, qtbot):
    set_language("it")
    scene = open_state(window, qtbot, witches_in_round_one())
    texts = {i.text() for i in scene.items() if hasattr(i, "text") and callable(i.text) and isinstance(i.text(), str)}
    assert "Azioni potere, turno 1" in texts and "Avversari" in texts
    assert piece(scene, ("hex", "A10")).toolTip().startswith("A10 — Foresta (verde)")
    assert any(p.title == "Turno 1" for p in scene.pieces() if isinstance(p, TileItem))


def test_the_hex_names_can_be_hidden_from_the_game_menu(window, qtbot):
    scene = open_state(window, qtbot, witches_setup())
    labels = [a.text().replace("&", "") for a in window.game_menu.actions()]  # without its Alt letter
    assert "Show or hide the hex names" in labels
    try:
        scene.toggle_names()
        assert not any(p.show_name for p in window.scene.pieces() if isinstance(p, HexItem))
    finally:
        TerraMysticaScene.show_names = True


def lit_hexes_while_dragging(window, qtbot, item) -> set[str]:
    view = window.view
    view.fitInView(view.scene().itemsBoundingRect(), Qt.AspectRatioMode.KeepAspectRatio)
    grab = view.mapFromScene(item.center())
    away = view.mapFromScene(item.center() + QPointF(0, -60))
    qtbot.mousePress(view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, grab)
    qtbot.mouseMove(view.viewport(), away)
    lit = {key[1] for key in window.scene.lit_zones()}
    qtbot.mouseRelease(view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, away)
    assert window.scene.lit_zones() == []  # released: dark again
    return lit


def test_the_hexes_that_take_a_dragged_building_are_lit(window, qtbot):
    state = witches_setup()
    scene = open_state(window, qtbot, state)
    homes = {m.hex for m in rules.legal_moves(state) if isinstance(m, StartDwelling)}
    assert lit_hexes_while_dragging(window, qtbot, piece(scene, ("supply", "player", "D"))) == homes
    state = witches_in_round_one()
    scene = open_state(window, qtbot, state)
    places = {h for h in rules.board_of(state).terrain if rules.is_legal(state, OpponentPlace(colour="blue", hex=h))}
    assert places and lit_hexes_while_dragging(window, qtbot, piece(scene, ("supply", "blue", "D"))) == places
    assert "A12" not in places  # a red hex: not blue's


def test_the_cult_bonus_spades_of_a_round_are_shown_as_the_end_of_that_round(window, qtbot):
    from solo_desk.games.terra_mystica.scene import between_rounds

    for seed in range(1, 40):  # a game whose round ends with cult bonus spades to use
        state, rng = witches_in_round_one(), random.Random(seed)
        while GAME.to_move(state) is not None and not between_rounds(state):
            if GAME.to_move(state) == "automa":
                for action in GAME.propose(state).actions:
                    state, _ = GAME.apply(state, action)
            else:
                state, _ = GAME.apply(state, GAME.player_policy(state, rng))
        if between_rounds(state):
            break
    assert between_rounds(state) and state.pending[0].kind == "spades"
    scene = open_state(window, qtbot, state)
    texts = {i.text() for i in scene.items() if hasattr(i, "text") and callable(i.text) and isinstance(i.text(), str)}
    ended = state.round - 1  # the round number has already advanced
    assert f"End of round {ended}: use the cult bonus" in texts and f"Round {state.round}: actions" not in texts
    current = [t.key for t in scene.items() if isinstance(t, TileItem) and t.key[0] == "round" and t.mark == "current"]
    assert current == [("round", ended)]


@pytest.mark.rule("TM-CULT-PLACE")
def test_your_ringed_pawn_hides_none_of_the_opponent_pawn_on_the_same_space(qtbot):
    """An opponent pawn and yours on one cult space both stay whole: your gold ring does not cover
    the opponent's pawn (seen on the Water cult at game end, the blue pawn a quarter hidden)."""
    from PySide6.QtGui import QColor, QImage, QPainter

    from solo_desk.games.terra_mystica.scene import PIECE_FILL

    def blue_pixels(pawns) -> int:
        track = CultTrack("air", pawns, [3, 2, 2, 2], [False] * 4, "green", "")
        image = QImage(int(track.w), int(track.h), QImage.Format.Format_ARGB32)
        image.fill(0)
        painter = QPainter(image)
        track.paint(painter, None)
        painter.end()
        blue = QColor(PIECE_FILL["blue"]).rgb()
        return sum(image.pixel(x, y) == blue for x in range(image.width()) for y in range(image.height()))

    alone = blue_pixels([("blue", 4, False)])
    assert alone > 60  # the pawn's inside
    assert blue_pixels([("blue", 4, False), ("green", 4, True)]) == alone
