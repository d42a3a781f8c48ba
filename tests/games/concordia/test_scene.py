"""The Concordia board in the window: it draws the whole table on every map, at
set-up and mid-game; a click on a card in hand (or a drag of a colonist) becomes
the right action; the AI's proposed city, goods, cards and dice are highlighted."""
import random

import pytest

from solo_desk.core.playout import next_step
from solo_desk.games.concordia import rules
from solo_desk.games.concordia.scene import GOOD_COLOURS
from solo_desk.games.concordia.scene_dialogs import ArchitectDialog, ColonistDialog, MercatorDialog
from solo_desk.games.concordia.state import (
    Architect, AutomaTurn, ColonistCard, EditBonus, EditCard, EditCityToken, EditColonist, EditDisplay, EditGoods,
    Placement,
    Prefect, RevealCity, Senator,
)
from solo_desk.ui.i18n import set_language

from tests.games.concordia.helpers import goods, rolling, with_side
from tests.gui import status_messages

pytestmark = pytest.mark.gui

MAPS = ("italia", "hispania", "imperium")


def start(window, qtbot, mode="digital", seed=3, **options):
    assert window.start_game("concordia", options, seed, mode)
    assert type(window.scene).__name__ == "ConcordiaScene"
    qtbot.waitUntil(lambda: bool(window.scene.pieces()))
    return window.controller


def keys(scene, kind):
    return {p.key for p in scene.pieces() if isinstance(p.key, tuple) and p.key[0] == kind}


def redraw(window):
    """Rebuild the board now, with the proposal lit (the board defers that to after its paint)."""
    window.scene.refresh()
    window.scene.show_proposal()
    return window.scene


def choose_where(scene, monkeypatch, predicate):
    """Replace the menu: pick the first entry whose action satisfies ``predicate``."""
    offered = []

    def choose(title, entries):
        offered.extend(entries)
        return next((a for _, a in entries if predicate(a)), None)

    monkeypatch.setattr(scene, "choose", choose)
    return offered


def play(controller, turns, seed=1):
    rng = random.Random(seed)
    for _ in range(turns):
        if controller.game.result(controller.state) is not None:
            break
        controller.apply(next_step(controller.game, controller.state, rng))


@pytest.mark.parametrize("map_id", MAPS)
def test_the_board_draws_every_city_route_and_piece_at_setup_and_mid_game(window, qtbot, map_id):
    controller = start(window, qtbot, map=map_id)
    state = controller.state
    the_map = rules.game_map(state)
    scene = window.scene
    assert keys(scene, "city") == {("city", c.id) for c in the_map.cities}
    assert {z.key for z in scene.zones() if z.key[0] == "route"} == {("route", r.id) for r in the_map.routes}
    assert {k for k in keys(scene, "bonus")} == {("bonus", p.id) for p in the_map.provinces if the_map.province_cities(p.id)}
    assert len(keys(scene, "display")) == 7 and len(keys(scene, "hand")) == 7
    assert len(keys(scene, "colonist")) == 2 and len(keys(scene, "ai-colonist")) == 2  # both sides in the capital
    city_piece = next(p for p in scene.pieces() if p.key == ("city", the_map.lettered_cities()[0].id))
    assert city_piece.text == the_map.lettered_cities()[0].letter
    play(controller, 30)
    scene = redraw(window)
    state = controller.state
    for side in ("player", "automa"):
        assert keys(scene, "house") >= {("house", side, c) for c in state.side(side).houses}
    assert len(keys(scene, "colonist")) == len(state.player.colonists)
    assert len(keys(scene, "played")) == len(state.player.discard)
    assert scene.itemsBoundingRect().width() < 2600  # nothing flung off the table


def test_clicking_a_prefect_in_hand_offers_the_provinces_and_plays_the_chosen_one(window, qtbot, monkeypatch):
    controller = start(window, qtbot)
    scene = window.scene
    state = controller.state
    province = next(p.id for p in rules.game_map(state).provinces if rules.bonus_good(state, p.id))
    offered = choose_where(scene, monkeypatch, lambda a: isinstance(a, Prefect) and a.province == province)
    piece = next(p for p in scene.pieces() if p.key == ("hand", "player-prefect-1"))
    scene.piece_clicked(piece)
    assert controller.session.cursor == 1
    done = controller.session.steps[0].actions[0]
    assert (done.kind, done.card, done.province) == ("prefect", "player-prefect-1", province)
    assert province in controller.state.prefected
    # only legal choices, each with what it gives: every province with a marker, and the money
    provinces = {a.province for _, a in offered}
    assert None in provinces and province in provinces
    bonus = rules.bonus_good(state, province)
    label = next(lbl for lbl, a in offered if a.province == province)
    assert "→" in label and bonus in label


def test_a_colonist_dragged_onto_a_route_is_an_architect_move_with_a_house(window, qtbot, monkeypatch):
    controller = start(window, qtbot)
    state = controller.state
    the_map = rules.game_map(state)
    route = next(r for r in the_map.routes_at(the_map.capital) if r.kind == "land")
    target = route.other_end(the_map.capital)
    offered = choose_where(window.scene, monkeypatch, lambda a: isinstance(a, Architect) and a.build == (target,))
    scene = window.scene
    colonist = next(p for p in scene.pieces() if p.key[0] == "colonist"
                    and state.player.colonists[p.key[1]].kind == "land")
    zone = next(z for z in scene.zones() if z.key == ("route", route.id))
    actions = scene.drop_actions([colonist], zone)
    assert actions and isinstance(actions[0], Architect)
    assert actions[0].moves[0].path == (route.id,) and actions[0].build == (target,)
    assert any(getattr(a, "build", None) == () for _, a in offered)  # "move only" is offered too
    assert any(isinstance(a, EditColonist) for _, a in offered)  # and a mere correction
    assert controller.apply(actions)
    assert target in controller.state.player.houses


def test_the_architect_dialog_moves_two_colonists_and_builds_two_houses(qtbot):
    from tests.games.concordia.helpers import fresh, goods

    state = with_side(fresh(4), "player", goods=goods(brick=4, food=4, tools=2, wine=2, cloth=2), money=30)
    the_map = rules.game_map(state)
    dialog = ArchitectDialog(state, "player-architect")
    qtbot.addWidget(dialog)
    assert dialog.steps_left() == 2
    land = next(i for i, c in enumerate(state.player.colonists) if c.kind == "land")
    sea = next(i for i, c in enumerate(state.player.colonists) if c.kind == "sea")
    land_route = next(r for r in the_map.routes_at(the_map.capital) if r.kind == "land")
    sea_route = next(r for r in the_map.routes_at(the_map.capital) if r.kind == "sea")
    dialog.set_move(land, land_route.id)
    dialog.set_move(sea, sea_route.id)
    assert dialog.steps_left() == 0
    assert not any(r.kind == "land" for r in map(the_map.route, dialog.destinations(land))
                   if len(dialog.destinations(land)[r.id]) > 1)  # no steps left for a longer walk
    a, b = land_route.other_end(the_map.capital), sea_route.other_end(the_map.capital)
    assert {a, b} <= set(dialog.buildable())
    dialog.set_build(a, True)
    if b != a:
        dialog.set_build(b, True)
    assert dialog.problem() is None and dialog.buttons.button(dialog.buttons.StandardButton.Ok).isEnabled()
    after = rules.apply_player_move(state, dialog.action())
    assert {a, b} <= set(after.player.houses)
    dialog.set_build(a, False)
    assert a not in after.player.houses or dialog.action().build != (a,)


def test_the_architect_dialog_moves_a_colonist_off_a_route_before_another_stops_there(qtbot):
    """A colonist may stop where another stood if that one moves on in the same action: the
    dialog offers it, and sends the moves in an order the rules accept (base game audit)."""
    from solo_desk.games.concordia.state import Colonist
    from tests.games.concordia.helpers import fresh

    state = fresh(1)
    state = with_side(state, "player", colonists=state.player.colonists + (Colonist(kind="land", at="land:cosa-roma"),),
                      store_colonists={"land": 1, "sea": 2})
    capital = next(i for i, c in enumerate(state.player.colonists) if c.kind == "land" and c.at == "roma")
    on_route = len(state.player.colonists) - 1
    dialog = ArchitectDialog(state, "player-architect")
    qtbot.addWidget(dialog)
    dialog.set_move(on_route, "land:cosa-florentia")
    assert "land:cosa-roma" in dialog.destinations(capital)  # free once the other one has moved on
    dialog.set_move(capital, "land:cosa-roma")
    assert [m.colonist for m in dialog.action().moves] == [on_route, capital]  # the one leaving first
    assert dialog.problem() is None
    after = rules.apply_player_move(state, dialog.action())
    assert after.player.colonists[capital].at == "land:cosa-roma"
    assert after.player.colonists[on_route].at == "land:cosa-florentia"
    # the first one stays after all: the second one's move onto its route is dropped, as its box shows
    dialog.set_move(on_route, None)
    assert dialog.paths == {} and dialog.combos[capital].currentData() is None
    assert dialog.steps_left() == dialog.steps and dialog.problem() is None


def test_the_mercator_dialog_refuses_three_kinds_and_accepts_two(qtbot):
    from tests.games.concordia.helpers import fresh

    state = fresh(2)
    dialog = MercatorDialog(state, "player-mercator_3", 3)
    qtbot.addWidget(dialog)
    dialog.set_trade("wine", -1)
    dialog.set_trade("brick", 2)
    assert dialog.error.text() == "" and dialog.buttons.button(dialog.buttons.StandardButton.Ok).isEnabled()
    assert rules.apply_player_move(state, dialog.action()).player.money == 5 + 3 + 6 - 6
    dialog.set_trade("cloth", -1)
    assert dialog.error.text() and not dialog.buttons.button(dialog.buttons.StandardButton.Ok).isEnabled()


def test_the_colonist_dialog_places_several_colonists_or_takes_the_money(qtbot):
    from tests.games.concordia.helpers import all_cities, fresh, goods

    state = fresh(2)
    city = all_cities(state, "wine")[0]
    state = with_side(state, "player", hand=state.player.hand + ("I-colonist",), houses=(city,),
                      goods=goods(food=3, tools=2))
    capital = rules.game_map(state).capital
    dialog = ColonistDialog(state, "I-colonist")
    qtbot.addWidget(dialog)
    ok = dialog.buttons.button(dialog.buttons.StandardButton.Ok)
    assert set(dialog.cities) == {capital, city} and not ok.isEnabled()  # nothing chosen yet
    dialog.set_count(capital, "land", 1)
    dialog.set_count(city, "sea", 1)
    assert ok.isEnabled()
    after = rules.apply_player_move(state, dialog.action())
    assert [(c.kind, c.at) for c in after.player.colonists[2:]] == [("land", capital), ("sea", city)]
    assert after.player.goods == goods(food=1)
    dialog.set_count(city, "sea", 2)  # a third colonist: only two tools
    assert not ok.isEnabled() and dialog.error.text()
    dialog.set_take_money(True)
    assert ok.isEnabled() and dialog.action() == ColonistCard(card="I-colonist", take_money=True)


def test_clicking_the_colonist_card_opens_its_dialog(window, qtbot, monkeypatch):
    controller = start(window, qtbot)
    state = controller.state
    capital = rules.game_map(state).capital
    controller.session.replace_initial(with_side(state, "player", hand=state.player.hand + ("I-colonist",),
                                                 goods={"brick": 0, "food": 2, "tools": 2, "wine": 0, "cloth": 0}))
    scene = redraw(window)
    asked = []

    def ask(state, card):
        asked.append(card)
        return ColonistCard(card=card, place=tuple(Placement(kind=k, city=capital) for k in ("land", "sea")))

    monkeypatch.setattr(scene, "ask_colonist", ask)
    piece = next(p for p in scene.pieces() if p.key == ("hand", "I-colonist"))
    scene.piece_clicked(piece)
    assert asked == ["I-colonist"] and len(controller.state.player.colonists) == 4


def drag(scene, key, zone_key):
    """Drag the piece ``key`` onto the drop zone ``zone_key`` as the mouse would."""
    piece = next(p for p in scene.pieces() if p.key == key)
    zone = next(z for z in scene.zones() if z.key == zone_key)
    piece.setPos(piece.pos() + zone.sceneBoundingRect().center() - piece.center())
    scene.finish_drag(piece)


def test_goods_are_corrected_by_dragging_between_the_supply_and_the_storehouses(window, qtbot):
    controller = start(window, qtbot)
    before = controller.state
    # a full storehouse refuses one more good: the piece snaps back, nothing changes
    controller.session.replace_initial(with_side(before, "automa", goods={"brick": 8, "food": 0, "tools": 0, "wine": 0, "cloth": 0}))
    drag(redraw(window), ("supply-good", "cloth"), ("storehouse", "automa"))
    assert not controller.session.steps and controller.state.automa.goods["cloth"] == 0
    controller.session.replace_initial(before)
    drag(redraw(window), ("supply-good", "wine"), ("storehouse", "player"))
    assert controller.state.player.goods["wine"] == before.player.goods["wine"] + 1
    assert controller.session.steps[-1].actions == [EditGoods(side="player", good="wine", count=2)]
    drag(redraw(window), ("ai-good", "food"), ("goods-supply",))
    assert controller.state.automa.goods["food"] == before.automa.goods["food"] - 1
    drag(redraw(window), ("good", "player", "cloth"), ("storehouse", "automa"))  # one step, two edits
    assert controller.state.player.goods["cloth"] == 0 and controller.state.automa.goods["cloth"] == 2
    assert len(controller.session.steps) == 3
    drag(redraw(window), ("good", "player", "brick"), ("storehouse", "player"))  # its own storehouse: nothing
    assert len(controller.session.steps) == 3
    assert controller.session.undo() and controller.state.player.goods["cloth"] == 1  # undoable as one step


def test_colonists_are_corrected_by_dragging_between_the_map_and_the_storehouses(window, qtbot):
    controller = start(window, qtbot)
    before = controller.state
    the_map = rules.game_map(before)
    capital = the_map.capital
    route = next(r for r in the_map.routes_at(capital) if r.kind == "sea")
    # the AI's turn: a player's colonist dropped on a route is only a correction, no menu
    controller.session.replace_initial(before.model_copy(update={"turn": "automa"}))
    scene = redraw(window)
    sea = next(p.key for p in scene.pieces() if p.key[0] == "colonist" and before.player.colonists[p.key[1]].kind == "sea")
    drag(scene, sea, ("route", route.id))
    assert controller.session.steps[-1].actions == [EditColonist(side="player", colonist="sea", at=capital, to=route.id)]
    assert controller.state.player.colonists[sea[1]].at == route.id
    drag(redraw(window), sea, ("storehouse", "player"))  # back to the storehouse
    assert controller.state.player.store_colonists["sea"] == before.player.store_colonists["sea"] + 1
    drag(redraw(window), ("store-colonists", "automa", "land"), ("city", capital))  # a new AI colonist in the capital
    assert [c.kind for c in controller.state.automa.colonists].count("land") == 2
    drag(redraw(window), ("ai-colonist", "sea"), ("storehouse", "automa"))
    assert [c.kind for c in controller.state.automa.colonists] == ["land", "land"]
    assert len(controller.session.steps) == 4
    # an AI colonist never leaves the capital: refused, it snaps back, the reason in the status bar
    scene = redraw(window)
    piece = next(p for p in scene.pieces() if p.key == ("ai-colonist", "land"))
    home = piece.pos()
    with status_messages(window) as errors:
        drag(scene, ("ai-colonist", "land"), ("route", route.id))
    assert len(controller.session.steps) == 4 and piece.pos() == home
    assert errors and the_map.city(capital).name in errors[-1]  # "the AI's colonists stay in Roma"
    assert controller.session.undo() and sorted(c.kind for c in controller.state.automa.colonists) == ["land", "land", "sea"]


def test_a_card_is_moved_by_its_menu_and_a_display_slot_corrected(window, qtbot, monkeypatch):
    controller = start(window, qtbot)
    before = controller.state
    scene = window.scene
    bought = before.display[3]
    offered = choose_where(scene, monkeypatch, lambda a: isinstance(a, EditCard) and a.to == "discard")
    scene.piece_clicked(next(p for p in scene.pieces() if p.key == ("display", 3)))
    assert {(a.to, a.side) for _, a in offered if isinstance(a, EditCard)} == {
        ("hand", "player"), ("discard", "player"), ("hand", "automa")}
    assert any(isinstance(a, EditDisplay) for _, a in offered)  # "slot 4 really shows …"
    assert controller.state.player.discard == (bought,) and bought not in controller.state.display
    # the played card back to the display (one step each, undoable)
    scene = redraw(window)
    choose_where(scene, monkeypatch, lambda a: isinstance(a, EditCard) and a.to == "display")
    scene.piece_clicked(next(p for p in scene.pieces() if p.key == ("played", bought)))
    assert controller.state.display[-1] == bought and not controller.state.player.discard
    # a right-click on a card in hand: the same menu, but a starting card never lies in the display
    # (a market card moved to a full display is refused: test_playtest6_fixes)
    scene = redraw(window)
    offered = choose_where(scene, monkeypatch, lambda a: isinstance(a, EditCard) and a.to == "display")
    assert scene.context_actions(next(p for p in scene.pieces() if p.key == ("hand", "player-senator"))) is None
    assert offered and not any(getattr(a, "to", None) == "display" for _, a in offered)
    assert len(controller.session.steps) == 2
    # a slot's card corrected from the cards still to come
    real = before.stack[0]
    choose_where(scene, monkeypatch, lambda a: isinstance(a, EditDisplay) and a.card == real)
    scene.piece_clicked(next(p for p in scene.pieces() if p.key == ("display", 0)))
    assert controller.state.display[0] == real
    assert controller.session.undo() and controller.state.display[0] != real


def test_a_real_right_click_on_a_card_in_hand_opens_its_move_menu_not_its_play(window, qtbot, monkeypatch):
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    from tests.gui import right_click

    start(window, qtbot)
    scene = window.scene
    menus, played = [], []
    monkeypatch.setattr(scene, "card_corrections", lambda piece: menus.append(piece.key))
    monkeypatch.setattr(scene, "play_card", lambda state, card: played.append(card))
    piece = next(p for p in scene.pieces() if p.key == ("hand", "player-senator"))
    view = scene.views()[0]
    pos = right_click(view, piece)
    assert menus == [("hand", "player-senator")] and played == []
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=pos)
    assert played == ["player-senator"]


def test_clicking_a_bonus_marker_turns_it_over(window, qtbot, monkeypatch):
    controller = start(window, qtbot)
    scene = window.scene
    province = next(p.id for p in rules.game_map(controller.state).provinces if rules.bonus_good(controller.state, p.id))
    choose_where(scene, monkeypatch, lambda a: True)
    scene.piece_clicked(next(p for p in scene.pieces() if p.key == ("bonus", province)))
    assert controller.session.steps[-1].actions == [EditBonus(province=province, flipped=True)]
    scene = redraw(window)
    marker = next(p for p in scene.pieces() if p.key == ("bonus", province))
    assert marker.text  # the coin side shows its coins
    choose_where(scene, monkeypatch, lambda a: True)
    scene.piece_clicked(marker)
    assert controller.state.prefected == ()


def test_a_right_click_on_a_city_corrects_its_token(window, qtbot, monkeypatch):
    from PySide6.QtGui import QContextMenuEvent
    from PySide6.QtWidgets import QApplication

    controller = start(window, qtbot)
    before = controller.state
    the_map = rules.game_map(before)
    city = the_map.lettered_cities()[0]
    shown = before.city_goods[city.id]
    offered = choose_where(window.scene, monkeypatch, lambda a: isinstance(a, EditCityToken) and a.swap_with)
    piece = next(p for p in window.scene.pieces() if p.key == ("city", city.id))
    view = window.scene.views()[0]
    view.centerOn(piece)
    pos = view.mapFromScene(piece.center())
    QApplication.sendEvent(view.viewport(), QContextMenuEvent(QContextMenuEvent.Reason.Mouse, pos,
                                                              view.viewport().mapToGlobal(pos)))
    # every other good, once per city of the letter it would change tokens with
    partners = [(c.id, before.city_goods[c.id]) for c in the_map.lettered_cities()
                if c.letter == city.letter and before.city_goods[c.id] != shown]
    assert sorted((a.swap_with, a.good) for _, a in offered) == sorted(partners)
    assert all(label.startswith("This city's token is really") for label, _ in offered)
    edit = controller.session.steps[-1].actions[0]
    assert isinstance(edit, EditCityToken) and edit.city == city.id
    assert controller.state.city_goods[city.id] == edit.good and controller.state.city_goods[edit.swap_with] == shown
    scene = redraw(window)
    piece = next(p for p in scene.pieces() if p.key == ("city", city.id))
    assert piece.fill.name() == GOOD_COLOURS[edit.good]  # the board shows the corrected token
    # a left click on the city offers the same corrections after what can be played there
    offered = choose_where(scene, monkeypatch, lambda a: False)
    scene.piece_clicked(piece)
    assert any(isinstance(a, EditCityToken) for _, a in offered)
    set_language("it")
    assert scene.token_entries(controller.state, city.id)[0][0].startswith("La tessera di questa città è in realtà")


def test_the_ai_proposal_is_highlighted_before_it_is_applied(window, qtbot, monkeypatch):
    controller = start(window, qtbot, seed=8)
    state = controller.state
    # give the AI only cloth: a Build roll targets an empty cloth city
    cloth = [c for c, g in state.city_goods.items() if g == "cloth"]
    poor = with_side(state, "automa", goods={"brick": 0, "food": 0, "tools": 0, "wine": 0, "cloth": 1})
    controller.session.replace_initial(rolling(poor, action_roll="1"))  # the game's d12 rolls 1 = Build Houses
    controller.apply(controller.game.legal_actions(controller.state)[0])  # the player's turn: any card
    qtbot.waitUntil(lambda: controller.proposal.status == "automa_turn")
    proposal = controller.proposal
    turn = proposal.actions[0]
    assert isinstance(turn, AutomaTurn) and turn.deed == "build" and turn.city in cloth
    scene = redraw(window)
    lit = {p.key for p in scene.pieces() if p.highlighted}
    assert ("city", turn.city) in lit and ("dice",) in lit
    dice = next(p for p in scene.pieces() if p.key == ("dice",))
    assert "1" in dice.text and turn.city not in controller.state.automa.houses
    assert controller.apply_proposal()
    assert turn.city in controller.state.automa.houses


def test_the_ai_buying_cards_lights_the_cards_and_taking_lights_the_good(window, qtbot):
    controller = start(window, qtbot, seed=5)
    controller.apply(controller.game.legal_actions(controller.state)[0])
    controller.answer("action_roll", "5")  # d12: 5 = Buy Role Cards
    qtbot.waitUntil(lambda: controller.proposal.status == "automa_turn")
    turn = controller.proposal.actions[0]
    scene = redraw(window)
    lit = {p.key for p in scene.pieces() if p.highlighted}
    slots = {("display", controller.state.display.index(c)) for c in turn.cards}
    assert turn.deed == "buy" and slots and slots <= lit
    controller.answer("action_roll", "8")  # Take a Good
    controller.answer("goods_roll", "9")  # wine
    qtbot.waitUntil(lambda: controller.proposal.actions and controller.proposal.actions[0].deed == "take")
    scene.show_proposal()
    lit = {p.key for p in scene.pieces() if p.highlighted}
    assert ("ai-good", "wine") in lit


def test_companion_a_grey_city_asks_its_token_and_records_the_answer(window, qtbot, monkeypatch):
    controller = start(window, qtbot, mode="companion")
    scene = window.scene
    city = rules.pending_city_reveals(controller.state)[0]
    offered = choose_where(scene, monkeypatch, lambda a: a.good == "cloth")
    piece = next(p for p in scene.pieces() if p.key == ("city", city))
    qtbot.waitUntil(lambda: piece.highlighted)  # the table's question is lit (after the first paint)
    scene.piece_clicked(piece)
    assert {a.good for _, a in offered} == set(rules.possible_city_goods(window.controller.session.initial, city))
    assert isinstance(controller.session.steps[0].actions[0], RevealCity)
    assert controller.state.city_goods[city] == "cloth"


def test_a_real_mouse_click_on_a_city_reaches_the_board(window, qtbot, monkeypatch):
    """Qt's own hit test (QGraphicsItem.shape) on the drawn pieces: it once crashed the process."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    controller = start(window, qtbot, mode="companion")
    scene = window.scene
    city = rules.pending_city_reveals(controller.state)[0]
    choose_where(scene, monkeypatch, lambda a: True)
    piece = next(p for p in scene.pieces() if p.key == ("city", city))
    view = scene.views()[0]
    view.centerOn(piece)
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=view.mapFromScene(piece.center()))
    assert controller.state.city_goods[city] is not None


def test_italian_board_texts(window, qtbot):
    set_language("it")
    controller = start(window, qtbot)
    texts = [i.text() for i in window.scene.items() if hasattr(i, "text") and callable(i.text)]
    assert any("sesterzi" in t for t in texts) and any("Magazzino" in t for t in texts)
    assert controller.state is not None


def test_the_places_that_take_a_dragged_piece_are_the_places_whose_correction_is_accepted(window, qtbot):
    from solo_desk.core.errors import SoloDeskError

    controller = start(window, qtbot)
    scene = window.scene
    good = next(p for p in scene.pieces() if p.key[0] == "good")
    assert {z.key for z in scene.drop_targets(good)} == {("goods-supply",), ("storehouse", "automa")}
    colonist = next(p for p in scene.pieces() if p.key[0] == "colonist")
    lit = {z.key for z in scene.drop_targets(colonist)}
    state = controller.state
    for zone in scene.zones():  # lit exactly where the correction of the table would be taken
        fix = scene.colonist_fix(state, colonist.key, zone.key)
        try:
            accepted = fix is not None and controller.game.apply(state, fix) is not None
        except SoloDeskError:
            accepted = False
        assert (zone.key in lit) is accepted, zone.key
    assert any(k[0] == "route" for k in lit) and ("storehouse", "player") in lit


def test_a_full_storehouse_menu_offers_what_to_throw_away_and_the_any_good_payments(window, qtbot, monkeypatch):
    controller = start(window, qtbot, seed=5)
    full = with_side(controller.state, "player", goods=goods(brick=2, food=2, tools=2, wine=1, cloth=1))
    controller.session.replace_initial(full)
    scene = window.scene
    # the card's menu: producing in Venetia (a cloth comes) loses a brick by default, or another good
    offered = choose_where(scene, monkeypatch, lambda a: isinstance(a, Prefect) and a.drop == ("food",))
    scene.piece_clicked(next(p for p in scene.pieces() if p.key == ("hand", "player-prefect-1")))
    venetia = [(label, a) for label, a in offered if a.province == "venetia"]
    assert [a.drop for _, a in venetia] == [(), ("food",), ("tools",), ("wine",), ("cloth",)]
    assert "1 brick thrown away" in venetia[0][0] and "1 food thrown away" in venetia[1][0]
    assert controller.session.steps[-1].actions[0].drop == ("food",)
    assert controller.state.player.goods == goods(brick=2, food=1, tools=2, wine=1, cloth=2)
    # the real menu: the cheapest way one click away, the other ways in a submenu right after it
    menu, chosen = scene.build_menu("Prefect", venetia)
    top = [a for a in menu.actions() if not a.isSeparator()][1:]
    assert chosen[top[0]] == venetia[0][1] and top[1].menu() is not None
    others = top[1].menu().actions()
    assert [chosen[a].drop for a in others] == [("food",), ("tools",), ("wine",), ("cloth",)]
    assert others[0].text().startswith("storehouse full: 1 food thrown away")
    # a Senator buying the card of slot 2 ("any good" surcharge): the payment is offered
    assert controller.session.undo() and controller.state == full
    second = full.display[1]
    offered = choose_where(scene, monkeypatch, lambda a: isinstance(a, Senator) and a.buy == (second,)
                           and a.pay == ("cloth",))
    scene.piece_clicked(next(p for p in scene.pieces() if p.key == ("hand", "player-senator")))
    pays = [(label, a.pay) for label, a in offered if a.buy == (second,)]
    assert pays[0][1] is None and "any good: 1 brick" in pays[0][0]
    assert [p for _, p in pays[1:]] == [("food",), ("tools",), ("wine",), ("cloth",)]
    done = controller.session.steps[-1].actions[0]
    assert done.pay == ("cloth",) and controller.state.player.goods["cloth"] == 0


def test_menu_goods_counts_agree_with_their_number(window, qtbot):
    """QA: "scarti 1 utensili", "scarti 2 mattone", "-2 mattone", "Take back 1 cards" in the card menus."""
    from tests.games.concordia.helpers import all_cities
    from tests.games.concordia.test_rules import take_from_market

    controller = start(window, qtbot, seed=5)
    full = with_side(controller.state, "player", goods=goods(brick=2, food=2, tools=2, wine=1, cloth=1))
    mason = take_from_market(full, "I-mason")
    mason = with_side(mason, "player", houses=tuple(all_cities(mason, "brick")[:2]))
    scene = window.scene
    plays = ((full, "player-prefect-1"), (full, "player-senator"), (mason, "I-mason"), (full, "player-tribune"))

    def labels(lang):
        set_language(lang)
        return "\n".join(label for state, card in plays for label, _ in scene.card_choices(state, card))

    it = labels("it")
    for wrong in ("1 utensili", "2 mattone ", "-2 mattone", "-2 cibo", "-2 utensile", "1 carte"):
        assert wrong not in it, wrong
    for right in ("scarti 1 utensile →", "-1 utensile", "-2 mattoni", "-2 unità di cibo", "-2 utensili", "+1 carta in mano",
                  "Riprendi in mano 1 carta", "merce a scelta: 1 mattone →", "scarti 2 mattoni →", "+2 mattoni"):
        assert right in it, right
    en = labels("en")
    for wrong in ("1 tools", "2 brick ", "-2 brick,", "1 cards"):
        assert wrong not in en, wrong
    for right in ("1 tool thrown away", "-2 bricks", "-2 tools", "+1 card in hand", "Take back 1 card ",
                  "2 bricks thrown away", "any good: 1 brick →"):
        assert right in en, right


def test_the_senator_menu_fits_a_typical_screen(window, qtbot):
    """QA: the Italian Senator entries ("Acquista … pagata con 1 mattone → …") were over 900 px wide."""
    controller = start(window, qtbot, seed=5)
    full = with_side(controller.state, "player", goods=goods(brick=2, food=2, tools=2, wine=1, cloth=1))
    scene = window.scene
    for lang in ("en", "it"):
        set_language(lang)
        entries = scene.card_choices(full, "player-senator")
        assert len(entries) > 20
        menu, _ = scene.build_menu("Senator", entries)
        widest = max(menu.fontMetrics().horizontalAdvance(label) for label, _ in entries)
        assert widest <= 710, (lang, widest)  # was 898 (it), 777 (en)
        assert menu.sizeHint().width() <= 740, (lang, menu.sizeHint().width())


def test_one_house_left_is_said_in_the_singular(window, qtbot):
    from solo_desk.games.concordia.content import content

    controller = start(window, qtbot)
    cities = [c.id for c in rules.game_map(controller.state).cities][: content().rules.houses_per_side - 1]
    controller.session.replace_initial(with_side(controller.state, "player", houses=tuple(cities)))
    redraw(window)
    texts = [i.text() for i in window.scene.items() if hasattr(i, "text") and callable(i.text)]
    assert "1 house left" in texts and "1 houses left" not in texts
