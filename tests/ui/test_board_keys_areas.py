"""The boards by keyboard, second round: Tab goes area by area (a city, the Military track, the
structure, the map, a panel...) in the reading order of the areas, then in reading order inside an
area; Enter and the Menu key always answer (a move, a menu, a dialog or a line in the status bar
saying why nothing happened); the focused piece's details name the keys that do something there."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QTimer, Qt
from PySide6.QtWidgets import QApplication

from solo_desk.games.duel import rules as R
from solo_desk.games.duel.content import catalogue
from solo_desk.ui.i18n import set_language
from tests.gui import status_messages
from tests.ui.test_board_keys import give_keys, key, open_duel, tab_to

pytestmark = pytest.mark.gui


def tab_order(window) -> list:
    """The keys of the pieces as Tab reaches them, from the first until the focus leaves the board."""
    scene = window.scene
    scene.set_focus(None)
    order = []
    for _ in range(len(scene.pieces()) + 2):
        key(window, Qt.Key.Key_Tab)
        focused = scene.focused_piece()
        if focused is None or not window.view.hasFocus():
            break
        order.append(focused.key)
    return order


def contiguous(order: list, inside) -> bool:
    """The pieces ``inside`` an area follow each other in ``order`` (none of another area between)."""
    places = [i for i, k in enumerate(order) if inside(k)]
    return bool(places) and places == list(range(places[0], places[-1] + 1))


def kind(k, *kinds) -> bool:
    return isinstance(k, tuple) and bool(k) and k[0] in kinds


def start(window, qtbot, game: str, mode: str = "digital") -> None:
    assert window.start_game(game, {}, 7, mode)
    qtbot.waitUntil(lambda: bool(window.scene.pieces()))
    give_keys(window, qtbot)


# -- 1. Tab: area by area ---------------------------------------------------------------------------
def test_duel_tab_goes_area_by_area_the_structure_row_by_row(window, qtbot):
    state = open_duel(window, qtbot)  # Age I, the structure's pyramid on the table
    order = tab_order(window)
    assert len(order) == len(window.scene.focusable_pieces())
    track = lambda k: kind(k, "track", "loot", "pawn")  # noqa: E731
    structure = lambda k: kind(k, "slot", "slot_token")  # noqa: E731
    for area in (track, structure, lambda k: kind(k, "pantheon") or kind(k, "deck"),
                 lambda k: kind(k, "progress") and k[1] == "board", lambda k: kind(k, "box_progress", "box_token")):
        assert contiguous(order, area), order
    # the areas in reading order: SOLO's city, the track, the Progress tokens, the structure, the
    # Pantheon, the discard pile, the box, then your city (your coins first of it, not last of all)
    firsts = [next(i for i, k in enumerate(order) if area(k)) for area in (
        lambda k: k == ("coins", "automa"), track, lambda k: kind(k, "progress"), structure,
        lambda k: kind(k, "pantheon"), lambda k: k == ("discard",), lambda k: kind(k, "box_progress"),
        lambda k: k == ("coins", "player"))]
    assert firsts == sorted(firsts)
    assert order.index(("coins", "player")) < order.index(next(k for k in order if kind(k, "wonder") and k[1] == "player"))
    # the staggered pyramid in its visible order: row after row, left to right in a row
    layout = catalogue().board.age_layouts[state.age]
    slots = [k[1] for k in order if kind(k, "slot")]
    assert [(layout[i].row, layout[i].column) for i in slots] == sorted((layout[i].row, layout[i].column) for i in slots)


def test_duel_draft_wonders_come_right_after_the_track_and_progress_tokens(window, qtbot):
    start(window, qtbot, "duel")
    order = tab_order(window)
    drafted = [i for i, k in enumerate(order) if kind(k, "draft")]
    assert drafted and contiguous(order, lambda k: kind(k, "draft"))
    assert all(i < drafted[0] for i, k in enumerate(order) if kind(k, "track", "loot", "pawn"))
    assert all(i > drafted[-1] for i, k in enumerate(order) if kind(k, "pantheon", "discard"))


def test_concordia_tab_reads_the_map_then_the_ai_s_panel(window, qtbot):
    start(window, qtbot, "concordia")
    order = tab_order(window)
    assert contiguous(order, lambda k: kind(k, "city", "bonus", "colonist", "ai-colonist"))  # the map: one area
    assert contiguous(order, lambda k: kind(k, "ai-good", "ai-card") or k in (("supply-house", "automa"), ("dice",))
                      or kind(k, "store-colonists") and k[1] == "automa")
    assert order.index(("city", "roma")) < order.index(("ai-good", "brick")) < order.index(("display", 0))
    assert contiguous(order, lambda k: kind(k, "hand"))


def test_age_of_comics_tab_reads_the_action_board_before_the_newsstand(window, qtbot):
    start(window, qtbot, "age_of_comics")
    order = tab_order(window)
    for area in ("hire", "develop", "ideas", "print", "royalties", "sales"):
        assert contiguous(order, lambda k: kind(k, "space") and k[1] == area)
    assert contiguous(order, lambda k: kind(k, "tile"))
    assert max(i for i, k in enumerate(order) if kind(k, "space", "idea")) < min(
        i for i, k in enumerate(order) if kind(k, "tile"))


def test_architects_tab_reads_each_city_s_stages_in_their_visible_order(window, qtbot):
    start(window, qtbot, "architects")
    scene = window.scene
    order = tab_order(window)
    for side in ("automa", "player"):
        stages = [k for k in order if kind(k, "stage") and k[1] == side]
        assert contiguous(order, lambda k: kind(k, "stage") and k[1] == side)  # noqa: B023
        place = {p.key: p.sceneBoundingRect() for p in scene.pieces() if p.key in stages}
        rows = sorted(stages, key=lambda k: (round(place[k].top() / 10), place[k].left()))
        assert stages == rows, stages  # top row first, left to right: never 5, 3, 4, 2, 1
        assert contiguous(order, lambda k: kind(k, "card", "token") and k[1] == side)  # noqa: B023


def test_terra_mystica_tab_reads_every_hex_row_before_the_cult_tracks(window, qtbot):
    start(window, qtbot, "terra_mystica")
    order = tab_order(window)
    assert contiguous(order, lambda k: kind(k, "hex"))
    rows = [k[1][0] for k in order if kind(k, "hex")]
    assert rows == sorted(rows)  # row A, then B, ...: the cult tracks never between them
    assert max(i for i, k in enumerate(order) if kind(k, "hex")) < min(i for i, k in enumerate(order) if kind(k, "cult"))


# -- 2. the Menu key and Shift+Enter say what is true -------------------------------------------------
@pytest.mark.parametrize("keys", [(Qt.Key.Key_Menu, Qt.KeyboardModifier.NoModifier),
                                  (Qt.Key.Key_F10, Qt.KeyboardModifier.ShiftModifier)])
def test_the_menu_key_on_a_piece_without_correction_says_so(window, qtbot, keys):
    open_duel(window, qtbot)
    tab_to(window, ("coins", "player"))
    key(window, *keys)
    assert window.statusBar().currentMessage() == "Nothing to correct on this piece"
    assert window.controller.session.cursor == 0


def test_shift_enter_s_refusal_names_only_the_keys_that_work_there(window, qtbot):
    open_duel(window, qtbot)
    with status_messages(window) as said:
        tab_to(window, ("coins", "player"))  # Enter corrects the coins; the Menu key does nothing there
        key(window, Qt.Key.Key_Return, Qt.KeyboardModifier.ShiftModifier)
        assert said[-1] == "This piece goes nowhere now: Enter corrects it"
        track = ("track", 9)  # the track: nothing there, neither Enter nor the Menu key
        tab_to(window, track)
        key(window, Qt.Key.Key_Return, Qt.KeyboardModifier.ShiftModifier)
        assert said[-1] == "This piece goes nowhere now"


# -- 3. Enter always answers ------------------------------------------------------------------------
def test_enter_on_a_covered_card_says_it_is_covered(window, qtbot):
    state = open_duel(window, qtbot)
    covered = next(i for i, c in enumerate(state.slots) if c and i not in R.accessible_slots(state))
    tab_to(window, ("slot", covered))
    key(window, Qt.Key.Key_Return)
    assert window.statusBar().currentMessage() == "This card is still covered: take the cards lying on it first"
    tab_to(window, ("track", 9))
    key(window, Qt.Key.Key_Return)
    assert window.statusBar().currentMessage() == "Nothing to do with this piece now"
    wonder = next(k for k in (p.key for p in window.scene.pieces()) if kind(k, "wonder") and k[1] == "player")
    tab_to(window, wonder)  # dragged where it really lies (a correction): Shift+Enter does something
    key(window, Qt.Key.Key_Return)
    assert window.statusBar().currentMessage() == "Nothing to do with this piece now: Shift+Enter moves it"
    assert window.controller.session.cursor == 0


def test_enter_that_shows_a_menu_says_nothing_more(window, qtbot):
    state = open_duel(window, qtbot)
    card = R.accessible_slots(state)[0]
    tab_to(window, ("slot", card))
    shown = []

    def close_menu() -> None:
        menu = QApplication.activePopupWidget()
        if menu is None:
            QTimer.singleShot(10, close_menu)
            return
        shown.append(menu)
        menu.close()  # the player changed their mind: no move

    QTimer.singleShot(0, close_menu)
    key(window, Qt.Key.Key_Return)
    assert shown and window.controller.session.cursor == 0
    assert window.statusBar().currentMessage() == ""  # the menu was the answer: no "nothing to do"


# -- 4. the keys named where a piece speaks of the mouse ----------------------------------------------
def test_a_focused_piece_names_its_keys_in_both_languages(window, qtbot):
    state = open_duel(window, qtbot)
    card = R.accessible_slots(state)[0]
    tab_to(window, ("slot", card))
    text = window.focus_label.text()
    assert text.startswith("Enter: play · Shift+Enter: move · ")  # before details cut at the bar's end
    whole = window.focus_label.full_text()  # the bar elides long details with "…"
    assert whole.startswith("Enter: play · Shift+Enter: move · ")
    assert "Menu: correct" not in whole and "Click" in whole  # the details (for the mouse) stay
    tab_to(window, ("coins", "player"))
    assert window.focus_label.text().startswith("Enter: correct · ")
    assert "Shift+Enter" not in window.focus_label.text() and "Menu:" not in window.focus_label.text()
    window.set_language("it")
    try:
        window.scene.set_focus(next(p for p in window.scene.pieces() if p.key == ("slot", card)))
        assert window.focus_label.text().startswith("Invio: gioca · Shift+Invio: sposta · ")
    finally:
        set_language("en")


def test_the_menu_key_hint_shows_where_a_correction_exists(window, qtbot):
    start(window, qtbot, "architects")
    tab_to(window, ("victories", "automa"))  # "Right-click if the table shows another number"
    assert "Menu: correct" in window.focus_label.text()
    tab_to(window, ("stage", "automa", 5))  # no correction possible there now: no Menu hint
    assert "Menu:" not in window.focus_label.text()


def test_a_click_that_does_nothing_says_why_as_enter_does(window, qtbot):
    """Duel, your turn: a click on the Military track, a looting token or a Wonder said nothing at
    all (Enter on them said why; the other boards' clicks say so too)."""
    from PySide6.QtTest import QTest

    open_duel(window, qtbot)
    view = window.view

    def click(wanted):
        piece = next(p for p in window.scene.pieces() if p.key == wanted)
        view.centerOn(piece)
        with status_messages(window) as said:
            QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=view.mapFromScene(piece.center()))
        return said

    assert click(("track", 9)) == ["Nothing to do with this piece now"]
    wonder = next(p.key for p in window.scene.pieces() if kind(p.key, "wonder"))
    assert click(wonder) == ["Nothing to do with this piece now: drag it to move it"]  # a correction, by a drag
    assert window.controller.session.cursor == 0
