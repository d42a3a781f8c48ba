"""The board and its messages name everything in the window's language (no raw ids such as
"witches", "SCORE7" or "round_tile_2"), the favour and town tiles of the supply are on the board
and taken with a click, the final scoring is shown category by category, a building with none
left keeps its shape, and the player panel's pieces stay inside it."""
import random
import re

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QImage, QPainter
from PySide6.QtWidgets import QGraphicsPathItem

from solo_desk.core.messages import render, render_value
from solo_desk.games.terra_mystica import GAME, rules
from solo_desk.games.terra_mystica.rules import illegal
from solo_desk.games.terra_mystica.scene import BuildingToken, SupplyTile, TileItem, font
from solo_desk.games.terra_mystica.state import Convert, Pending, SetupPick, TakeFavour, TakeTown
from solo_desk.ui.i18n import set_language

from .helpers import witches_in_round_one
from .test_scene import click, open_state, piece

RAW = re.compile(r"\b(?:SCORE\d|BON\d|FAV\d|TW\d|chaosmagicians|witches|round_tile|third_colour|bonus_tile)\b|"
                 r"\b(?:yellow|brown|black|blue|green|grey|red|coins|workers|priests|power)\b|terra_mystica\.")


def described(action, lang):
    m = GAME.describe(action)
    return render(m.key, m.params, lang)


def test_history_lines_name_factions_colours_tiles_and_resources_in_the_language():
    assert described(SetupPick(by="automa", item="faction", value="witches"), "en") == "draws the faction: Witches"
    assert described(SetupPick(by="automa", item="faction", value="chaosmagicians"), "it") == "estrae la fazione: Maghi del Caos"
    assert described(SetupPick(by="automa", item="third_colour", value="brown"), "it") == "estrae il terzo colore avversario: marrone"
    assert described(SetupPick(by="automa", item="round_tile_2", value="SCORE7"), "it") == (
        "estrae per il turno 2: tessera turno «fortezza/santuario +5 PV; ogni 2 passi sul culto dell'Aria → 1 lavoratore»")
    assert described(SetupPick(item="bonus_tile_1", value="BON8"), "en") == "put into play: bonus tile “income 1 priest”"
    assert described(Convert(source="power", target="coins"), "it") == "converti 1 potere in 1 moneta"
    assert described(Convert(source="priests", target="workers"), "it") == "converti 1 sacerdote in 1 lavoratore"
    assert described(TakeFavour(tile="FAV5"), "it") == "prendi la tessera favore «culto del Fuoco +2; le città richiedono 6 di potere»"


@pytest.mark.parametrize("mode", ["digital", "companion"])
def test_the_automa_explanation_has_no_raw_ids_in_italian(mode):
    # mode 1: the faction is drawn too (in mode 2 the player chooses it)
    state = GAME.new_state({"selection": "random", "third_colour": "random"}, 7, mode)
    inputs: dict = {}
    texts = []
    for _ in range(30):  # answer every question of the table with its first choice
        proposal = GAME.propose(state, inputs)
        for step in proposal.trace:
            texts.append(render(step.key, step.params, "it"))
            texts += [render_value(d.label, "it") if d.label else d.candidate for d in step.dropped]
        texts += [render(r.key, r.params, "it") for r in proposal.inputs]
        if not proposal.inputs:
            break
        inputs[proposal.inputs[0].name] = proposal.inputs[0].choices[0].value
    assert texts
    assert not [t for t in texts if RAW.search(t)], [t for t in texts if RAW.search(t)]
    assert any("Terzo colore avversario: " in t for t in texts)


def test_the_automa_answer_box_names_the_choices():
    """In the window's language, as the Automa panel lists them."""
    from solo_desk.ui.panels import choice_items

    state = GAME.new_state({}, 7, "companion")
    request = GAME.propose(state).inputs[0]
    english = {value: text for text, value in choice_items(request, "en")}
    italian = {value: text for text, value in choice_items(request, "it")}
    assert (english["chaosmagicians"], italian["chaosmagicians"]) == ("Chaos Magicians", "Maghi del Caos")
    assert english["auren"] == italian["auren"] == "Auren"


def test_a_refusal_names_the_colour_in_the_language():
    error = illegal("not_home_terrain", hex="A1", colour="brown")
    assert render(error.key, error.params, "it") == "A1 è marrone, non il tuo terreno ideale."
    error = illegal("not_enough", resource="priests", need=1, have=0)
    assert render(error.key, error.params, "en") == "Not enough priests: 1 needed, 0 held."


def test_the_set_up_decision_is_in_italian(window, qtbot):
    set_language("it")
    state = GAME.new_state({"selection": "chosen", "faction": "chaosmagicians", "third_colour": "random"}, 7, "digital")
    while rules.to_move(state) == "automa":
        for action in GAME.propose(state).actions:
            state, _ = GAME.apply(state, action)
    state, _ = GAME.apply(state, SetupPick(item="round_tile_1", value=rules.setup_need(state).choices[0]))
    scene = open_state(window, qtbot, state)
    decision = piece(scene, ("decide",))
    assert decision.lines == ["Preparazione: scegli la tessera del turno 2"]


def favour_pending():
    state = witches_in_round_one()
    return state.model_copy(update={"pending": [Pending(kind="favour", amount=1)], "favours": ["FAV2"]})


def test_the_favour_and_town_tiles_of_the_supply_are_on_the_board_with_their_counts(window, qtbot):
    state = witches_in_round_one().model_copy(update={"favours": ["FAV2"], "towns": ["TW1"]})
    scene = open_state(window, qtbot, state)
    tiles = {p.key: p for p in scene.pieces() if isinstance(p, SupplyTile)}
    assert {("favour", f"FAV{n}") for n in range(1, 13)} | {("town", f"TW{n}") for n in range(1, 6)} == set(tiles)
    assert tiles[("favour", "FAV2")].left == 0 and tiles[("favour", "FAV2")].held
    assert tiles[("favour", "FAV5")].left == 3 and tiles[("town", "TW1")].left == 1 and tiles[("town", "TW2")].left == 2
    assert tiles[("favour", "FAV5")].toolTip().startswith("Favour tile: Fire cult +2; towns need 6 power")
    assert not any(t.takeable for t in tiles.values())  # nothing to take now


def test_a_favour_tile_owed_is_outlined_and_taken_with_a_click(window, qtbot, monkeypatch):
    state = favour_pending()
    scene = open_state(window, qtbot, state)
    tiles = {p.key: p for p in scene.pieces() if isinstance(p, SupplyTile)}
    takeable = {k[1] for k, t in tiles.items() if t.takeable}
    assert takeable == {a.tile for a in rules.legal_moves(state) if isinstance(a, TakeFavour)}
    assert "FAV2" not in takeable and "FAV5" in takeable
    seen = []
    monkeypatch.setattr(scene, "choose", lambda entries: seen.append(entries) or entries[0][1])
    click(qtbot, window.view, tiles[("favour", "FAV5")])
    qtbot.waitUntil(lambda: window.controller.session.cursor == 1)
    assert [a for _, actions in seen[0] for a in actions] == [TakeFavour(tile="FAV5")]
    assert seen[0][0][0].startswith("Take favour tile “Fire cult +2; towns need 6 power”")
    assert "FAV5" in window.controller.state.favours


def test_a_town_tile_owed_is_outlined(window, qtbot):
    state = witches_in_round_one().model_copy(update={"pending": [Pending(kind="town", amount=1)]})
    scene = open_state(window, qtbot, state)
    takeable = {p.key[1] for p in scene.pieces() if isinstance(p, SupplyTile) and p.takeable}
    assert takeable == {a.tile for a in rules.legal_moves(state) if isinstance(a, TakeTown)} and takeable


def finished_game():
    state = witches_in_round_one()
    rng = random.Random(4)
    while state.phase != "over":
        if GAME.to_move(state) == "automa":
            for action in GAME.propose(state).actions:
                state, _ = GAME.apply(state, action)
        else:
            state, _ = GAME.apply(state, GAME.player_policy(state, rng))
    return state


def test_game_over_shows_the_rules_final_scoring_category_by_category(window, qtbot):
    state = finished_game()
    scene = open_state(window, qtbot, state)
    boxes = {p.key[1]: p for p in scene.pieces() if isinstance(p, TileItem) and p.key[0] == "final"}
    assert set(boxes) == set(state.final) | {"before", "total"}
    for key, vp in state.final.items():
        assert boxes[key].headline == (f"+{vp} VP" if vp else "0 VP"), key
    assert boxes["cult_fire"].title == "Fire cult"
    assert boxes["total"].headline == f"{state.vp} VP"
    assert boxes["before"].headline == f"{state.vp - sum(state.final.values())} VP"
    assert not [p for p in scene.pieces() if p.key[0] == "bonus"]  # the bonus row gives way to the scoring


def paint(item) -> QImage:
    image = QImage(int(item.w), int(item.h), QImage.Format.Format_ARGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    item.paint(painter, None)
    painter.end()
    return image


def test_a_building_with_none_left_keeps_its_shape_greyed():
    empty = paint(BuildingToken("player", "green", "SH", 0, ""))
    blank = QImage(empty.size(), QImage.Format.Format_ARGB32)
    blank.fill(QColor("white"))
    painter = QPainter(blank)  # the same token's box and count, without any building
    token = BuildingToken("player", "green", "SH", 0, "")
    painter.setPen(QColor(90, 90, 90))
    painter.setBrush(QColor("#dcd6cb"))
    painter.drawRoundedRect(QRectF(0, 0, token.w, token.h), 6, 6)
    painter.end()
    centre = [(x, y) for x in range(14, 30) for y in range(10, 26)]
    differ = sum(1 for x, y in centre if empty.pixelColor(x, y) != blank.pixelColor(x, y))
    assert differ > len(centre) // 3  # the castle is drawn, faded
    full = paint(BuildingToken("player", "green", "SH", 1, ""))
    assert sum(1 for x, y in centre if empty.pixelColor(x, y) != full.pixelColor(x, y)) > len(centre) // 3  # greyed


def panel_around(scene, rect: QRectF) -> QRectF:
    panels = [i.sceneBoundingRect() for i in scene.items() if isinstance(i, QGraphicsPathItem) and i.zValue() == -5]
    return next(p for p in panels if p.contains(rect.topLeft()))


def test_the_pass_tile_and_the_tracks_fit_inside_the_faction_panel(window, qtbot):
    set_language("it")  # the longer texts
    scene = open_state(window, qtbot, witches_in_round_one())
    passing = piece(scene, ("pass",)).sceneBoundingRect()
    assert panel_around(scene, passing).contains(passing)
    for key in (("track", "shipping"), ("track", "digging")):
        tile = piece(scene, key)
        needed = QFontMetricsF(font(7.2)).boundingRect(QRectF(0, 0, tile.w - 10, 1000), int(Qt.TextFlag.TextWordWrap.value), "\n".join(tile.lines))
        assert 18 + needed.height() <= tile.h, key  # title band + every line of text
