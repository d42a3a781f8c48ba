"""Defects of the fifth playtest (companion mode, corrections, the AI's turns, English and Italian):
a right-click corrects every piece a correction concerns (goods, sestertii, bonus markers, the AI's
cards, houses, colonists) or says how; a Diplomat's history line says what it copied; a moved card
goes to "your hand"; the goods the AI's proposed turn pays are lit before Apply."""
import pytest

from solo_desk.core.messages import render
from solo_desk.games.concordia import GAME, rules
from solo_desk.games.concordia.state import (
    Architect, AutomaTurn, EditBonus, EditCard, EditColonist, EditGoods, EditHouse, EditMoney, Mercator,
)
from solo_desk.ui.i18n import set_language

from tests.gui import right_click, status_messages

from .helpers import rolling, with_side
from .test_scene import redraw, start

pytestmark = pytest.mark.gui


def piece(scene, key):
    return next(p for p in scene.pieces() if p.key == key)


def first_entry(scene, monkeypatch):
    """Replace the menus: record each (title, labels) and pick the first entry."""
    menus = []

    def choose(title, entries):
        menus.append((title, [label for label, _ in entries]))
        return entries[0][1] if entries else None

    monkeypatch.setattr(scene, "choose", choose)
    return menus


@pytest.mark.parametrize("key, edit", [
    (("good", "player", "food"), EditGoods),
    (("ai-good", "cloth"), EditGoods),
    (("money", "player"), EditMoney),
    (("bonus", "venetia"), EditBonus),
    (("ai-card", "automa-senator"), EditCard),
])
def test_a_real_right_click_on_a_count_a_marker_or_an_ai_card_corrects_it(window, qtbot, monkeypatch, key, edit):
    controller = start(window, qtbot)
    scene = window.scene
    menus = first_entry(scene, monkeypatch)
    right_click(scene.views()[0], piece(scene, key))
    assert len(menus) == 1 and menus[0][1]  # the correction's menu, as a click opens it
    assert controller.session.cursor == 1 and isinstance(controller.session.steps[0].actions[0], edit)
    assert scene.can_correct(piece(window.scene, key))  # the Menu key too ("Menu: correct")


def test_a_right_click_takes_a_house_or_a_colonist_off_the_map(window, qtbot, monkeypatch):
    controller = start(window, qtbot)
    state = controller.state
    the_map = rules.game_map(state)
    city = next(c.id for c in the_map.lettered_cities())
    state = with_side(state, "player", houses=(city,))
    controller.session.replace_initial(with_side(state, "automa", houses=(city,)))
    scene = redraw(window)
    menus = first_entry(scene, monkeypatch)
    view = scene.views()[0]
    right_click(view, piece(scene, ("house", "player", city)))
    assert controller.state.player.houses == () and controller.state.automa.houses == (city,)
    assert controller.session.steps[-1].actions == [EditHouse(side="player", city=city, present=False)]
    assert "drag it" in menus[-1][0]  # the menu says how to move it elsewhere
    right_click(view, piece(redraw(window), ("house", "automa", city)))
    assert controller.state.automa.houses == ()
    right_click(view, piece(redraw(window), ("colonist", 0)))
    capital = the_map.capital
    assert controller.session.steps[-1].actions == [
        EditColonist(side="player", colonist=state.player.colonists[0].kind, at=capital, to=None)]
    right_click(view, piece(redraw(window), ("ai-colonist", "land")))
    assert controller.session.steps[-1].actions == [EditColonist(side="automa", colonist="land", at=capital, to=None)]
    assert controller.state.automa.store_colonists["land"] == state.automa.store_colonists["land"] + 1
    assert controller.session.undo() and controller.state.automa.store_colonists == state.automa.store_colonists


@pytest.mark.parametrize("lang, said", [("en", "Drag a house from here onto a city"),
                                        ("it", "Trascina un'abitazione da qui su una città")])
def test_a_right_click_on_a_supply_says_a_drag_corrects_it(window, qtbot, lang, said):
    set_language(lang)
    controller = start(window, qtbot)
    with status_messages(window) as errors:
        right_click(window.scene.views()[0], piece(window.scene, ("supply-house", "player")))
    assert len(errors) == 1 and errors[0].startswith(said)
    assert controller.session.cursor == 0


@pytest.mark.parametrize("lang, line", [
    ("en", "play the Diplomat, copying the Mercator: buy 1 food"),
    ("it", "giochi la carta Diplomatico, copiando il Mercante: compri 1 cibo"),
])
def test_the_history_of_a_diplomat_says_what_it_copied(lang, line):
    described = GAME.describe(Mercator(card="player-diplomat_start", trade={"food": 1}))
    assert render(described.key, described.params, lang) == line
    plain = GAME.describe(Architect(card="player-architect"))  # the card itself: no "copying"
    assert "copying" not in render(plain.key, plain.params, "en")


@pytest.mark.parametrize("lang, place", [("en", "your hand"), ("it", "la tua mano")])
def test_a_card_moved_to_the_hand_is_said_to_go_to_your_hand(lang, place):
    described = GAME.describe(EditCard(card="player-senator", to="hand", side="player"))
    assert render(described.key, described.params, lang).endswith(place)


@pytest.mark.rule("CONC-BUILD-PAY")
def test_the_goods_the_ai_pays_are_lit_before_apply(window, qtbot):
    controller = start(window, qtbot, seed=8)
    poor = with_side(controller.state, "automa", goods={"brick": 0, "food": 0, "tools": 0, "wine": 0, "cloth": 1})
    controller.session.replace_initial(rolling(poor, action_roll="1"))  # d12: 1 = Build Houses
    controller.apply(controller.game.legal_actions(controller.state)[0])
    qtbot.waitUntil(lambda: controller.proposal.status == "automa_turn")
    turn = controller.proposal.actions[0]
    assert isinstance(turn, AutomaTurn) and turn.deed == "build" and turn.pay == ("cloth",)
    lit = {p.key for p in redraw(window).pieces() if p.highlighted}
    assert ("ai-good", "cloth") in lit and ("ai-good", "wine") not in lit


def test_the_count_menu_offers_each_value_once_and_any_other_number(window, qtbot, monkeypatch):
    """At 1 the menu said "set to 0" twice; a count far from the board's needed many steps."""
    controller = start(window, qtbot)
    scene = window.scene
    menus = []

    def choose(title, entries):
        menus.append([label for label, _ in entries])
        return entries[-1][1]  # "Another number…"

    monkeypatch.setattr(scene, "choose", choose)
    monkeypatch.setattr(scene, "ask_count", lambda title, current: 11)
    controller.session.replace_initial(with_side(controller.state, "player", money=1))
    scene = redraw(window)
    scene.piece_clicked(piece(scene, ("money", "player")))
    labels = menus[0]
    assert labels == ["set to 0", "set to 2", "set to 6", "Another number…"]
    assert controller.state.player.money == 11
    assert controller.session.steps[-1].actions == [EditMoney(count=11)]


def test_the_italian_houses_left_are_written_at_full_size_inside_their_supply(window, qtbot):
    """At 1280x800 "15 abitazioni rimaste" was squeezed to a third of the size of the texts beside it."""
    from PySide6.QtWidgets import QGraphicsSimpleTextItem

    set_language("it")
    start(window, qtbot)
    scene = window.scene
    for side, words in (("player", "15 abitazioni rimaste"), ("automa", "15 abitazioni rimaste · niente denaro")):
        item = next(i for i in scene.items() if isinstance(i, QGraphicsSimpleTextItem) and i.text() == words)
        zone = next(z for z in scene.zones() if z.key == ("supply", side))
        assert item.font().pixelSize() == 24
        assert zone.sceneBoundingRect().contains(item.sceneBoundingRect())
    supply = next(z for z in scene.zones() if z.key == ("goods-supply",))
    assert not supply.sceneBoundingRect().intersects(next(z for z in scene.zones() if z.key == ("supply", "player")).sceneBoundingRect())


@pytest.mark.parametrize("lang, title", [("en", "Diplomat copying Mercator: +3 sestertii"),
                                         ("it", "Diplomatico che copia Mercante: +3 sesterzi")])
def test_a_dialog_opened_by_a_diplomat_says_so_in_its_title(qtbot, lang, title):
    from solo_desk.games.concordia.scene_dialogs import ArchitectDialog, MercatorDialog

    from .helpers import fresh

    set_language(lang)
    try:
        state = fresh()
        dialog = MercatorDialog(state, "player-diplomat_start", 3)
        qtbot.addWidget(dialog)
        assert dialog.windowTitle().startswith(title)
        own = MercatorDialog(state, "player-mercator_3", 3)
        qtbot.addWidget(own)
        assert not own.windowTitle().startswith(title[:8])
        assert ArchitectDialog(state, "player-architect").windowTitle().startswith(("Architect", "Architetto"))
    finally:
        set_language("en")


def test_a_long_senator_menu_groups_its_purchases_by_their_first_card(window, qtbot, monkeypatch):
    """At the start the Senator's menu had 31 rows (47 purchases): now one row per first card."""
    from solo_desk.games.concordia.scene import MENU_ROWS, ConcordiaScene
    from solo_desk.games.concordia.state import Senator

    controller = start(window, qtbot, seed=7)
    scene = window.scene
    entries = scene.card_choices(controller.state, "player-senator")
    assert len(entries) > 30
    asked = []

    class Shown:
        def __init__(self, title, entries, group_of=None):
            self.menu, self.chosen = ConcordiaScene.build_menu(title, entries, group_of)
            asked.append(self)

        def __iter__(self):
            return iter((self, self.chosen))

        def exec(self, _where):
            return None

    monkeypatch.setattr(scene, "build_menu", Shown)
    scene.piece_clicked(piece(scene, ("hand", "player-senator")))  # the real path: choose()
    menu, chosen = asked[0].menu, asked[0].chosen
    top = [a for a in menu.actions() if not a.isSeparator()][1:]
    assert len(top) <= MENU_ROWS
    assert sorted(map(repr, chosen.values())) == sorted(repr(a) for _, a in entries)  # each purchase, once
    groups = [a for a in top if a.menu() is not None and not a.text().startswith(" ")]
    assert groups and all(a.text().startswith("Buy ") and "second card" in a.text() for a in groups)
    first = groups[0].menu().actions()
    firsts = {chosen[a].buy[0] for a in first if a in chosen}
    assert len(firsts) == 1 and any(isinstance(chosen[a], Senator) and len(chosen[a].buy) == 2
                                    for a in first if a in chosen)
    small = scene.card_choices(controller.state, "player-prefect-1")  # a short menu: no grouping
    assert scene.purchase_group(small[0][1]) is None


def test_a_right_click_on_a_grey_display_slot_asks_its_card_and_on_the_capital_says_why_not(window, qtbot, monkeypatch):
    controller = start(window, qtbot, mode="companion")
    for _ in range(40):  # the city tokens told and applied: the display's cards are asked
        open_ = [r for r in controller.proposal.inputs if r.name not in controller.inputs]
        if not open_ or open_[0].key != "concordia.ask.city_token":
            break
        controller.answer(open_[0].name, open_[0].choices[0].value)
    window.apply_proposal()
    qtbot.waitUntil(lambda: not rules.pending_city_reveals(controller.state))
    scene = redraw(window)
    menus = first_entry(scene, monkeypatch)
    view = scene.views()[0]
    right_click(view, piece(scene, ("display", 0)))
    assert menus and menus[0][0] == "Which card was revealed in slot 1?"
    assert controller.state.display[0] is not None  # the leftmost: told at once
    capital = rules.game_map(controller.state).capital
    with status_messages(window) as errors:
        right_click(view, piece(redraw(window), ("city", capital)))
    assert errors == ["Roma is the capital: it has no token to correct"]


@pytest.mark.parametrize("mode, said", [
    ("digital", "It is the AI's turn: press Apply in the Automa panel, then play your card"),
    ("companion", "It is the AI's turn: answer its question in the Automa panel, then play your card"),
])
def test_a_card_clicked_on_the_ai_s_turn_says_what_to_do_first(window, qtbot, mode, said):
    controller = start(window, qtbot, mode=mode)
    if mode == "companion":  # the table told (tokens, then cards): the player's turn
        for _ in range(60):
            open_ = [r for r in controller.proposal.inputs if r.name not in controller.inputs]
            if controller.state.turn == "player" and not rules.table_untold(controller.state):
                break
            if open_:
                controller.answer(open_[0].name, open_[0].choices[0].value)
            else:
                window.apply_proposal()
    controller.apply(controller.game.legal_actions(controller.state)[0])
    qtbot.waitUntil(lambda: controller.state.turn == "automa")
    scene = redraw(window)
    card = next(p for p in scene.pieces() if p.key[0] == "hand")
    with status_messages(window) as errors:
        scene.piece_clicked(card)
    assert errors == [said]


@pytest.mark.parametrize("lang, cost, refusal", [
    ("en", "cost: 3 food + 3 tools", "3 new colonists cost 3 food + 3 tools: you have 2 food, 2 tools"),
    ("it", "costo: 3 unità di cibo + 3 utensili", "3 nuovi coloni costano 3 unità di cibo + 3 utensili: hai 2 unità di cibo, 2 utensili"),
])
def test_the_colonist_dialog_counts_the_cost_and_says_why_too_many_are_refused(qtbot, lang, cost, refusal):
    """It said "cost: food + tools + food + tools + food + tools" and refused with "A new colonist
    costs 1 food and 1 tools"."""
    from solo_desk.games.concordia.scene_dialogs import ColonistDialog

    from .helpers import fresh, goods

    set_language(lang)
    try:
        state = fresh(7)
        city = rules.game_map(state).lettered_cities()[0].id
        state = with_side(state, "player", hand=state.player.hand + ("I-colonist",), houses=(city,),
                          goods=goods(food=2, tools=2))
        dialog = ColonistDialog(state, "I-colonist")
        qtbot.addWidget(dialog)
        dialog.set_count(rules.game_map(state).capital, "land", 1)
        dialog.set_count(city, "sea", 2)
        assert dialog.summary.text().endswith(cost)
        assert dialog.error.text() == refusal and not dialog.buttons.button(dialog.buttons.StandardButton.Ok).isEnabled()
        dialog.set_count(city, "sea", 1)
        assert dialog.error.text() == ""  # two: affordable
    finally:
        set_language("en")
    # the rules' own refusal of one colonist too many: "1 tool"
    assert render("concordia.err.cannot_pay_colonist", {}, "en") == "A new colonist costs 1 food and 1 tool."
