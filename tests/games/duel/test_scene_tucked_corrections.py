"""On the board: a card dragged onto a built Wonder is the card really tucked under it (``tuck_card``);
in companion mode a right-click on a city's card, a built Wonder or the discard pile renames a card
named wrong (``rename_placed``); each is one undoable step, and a refusal says why."""
from __future__ import annotations

import pytest

from solo_desk.games.duel import rules as R
from solo_desk.games.duel.state import RenamePlaced, TuckCard, fast_copy
from solo_desk.ui.i18n import set_language

from tests.gui import right_click, status_messages

from .helpers import dump, play_state
from .test_scene import applied, drag, open_state, piece
from .test_scene_edits import zone

pytestmark = pytest.mark.gui


@pytest.fixture
def table():
    """Companion, your turn in Age I: you built the Pyramids with Walls; Lumber Yard and Stable lie
    face up and accessible; SOLO holds Quarry."""
    s = play_state(slots={18: "stable", 19: "lumber_yard"}, player={"wonders": ("pyramids",), "built": (("pyramids", "walls"),)},
                   automa={"buildings": ("quarry",)})
    s = fast_copy(s, mode="companion", progress_box=(), discard=s.discard[:3])
    R.check(s)
    return s


def test_a_structure_card_dragged_onto_a_built_wonder_is_the_card_under_it(window, qtbot, table, monkeypatch):
    scene = open_state(window, qtbot, table)
    monkeypatch.setattr(scene, "choose", lambda entries, notes=(): pytest.fail("only a correction: no menu"))
    drag(qtbot, window.view, piece(scene, ("slot", 19)), zone(scene, ("tuck", "player", "pyramids")).sceneBoundingRect().center())
    qtbot.waitUntil(lambda: window.controller.session.cursor == 1)
    assert applied(window) == [TuckCard(wonder="pyramids", card="lumber_yard")]
    state = window.controller.state
    assert state.player.built == (("pyramids", "lumber_yard"),) and state.slots[19] == "walls"
    assert state.player.coins == table.player.coins  # a correction: nothing paid
    window.controller.undo()
    assert dump(window.controller.state) == dump(table)


def test_a_city_card_dragged_onto_a_built_wonder_swaps_with_its_tucked_card(window, qtbot, table):
    scene = open_state(window, qtbot, table)
    drag(qtbot, window.view, piece(scene, ("card", "automa", "quarry")),
         zone(scene, ("tuck", "player", "pyramids")).sceneBoundingRect().center())
    qtbot.waitUntil(lambda: window.controller.session.cursor == 1)
    assert applied(window) == [TuckCard(wonder="pyramids", card="quarry")]
    assert window.controller.state.automa.buildings == ("walls",)
    assert window.controller.state.player.built == (("pyramids", "quarry"),)


@pytest.mark.parametrize("lang", ["en", "it"])
def test_a_city_card_named_wrong_is_renamed_from_its_right_click_menu(window, qtbot, table, monkeypatch, lang):
    set_language(lang)
    try:
        scene = open_state(window, qtbot, table)
        unseen = sorted(c for c in R.game_cards(True)[0] if c not in R.known_cards(table))
        menus, pickers = [], []
        monkeypatch.setattr(scene, "choose", lambda entries, notes=(): menus.append(entries) or entries[0][1])
        monkeypatch.setattr(scene, "pick_card", lambda title, cards: pickers.append((title, list(cards))) or unseen[0])
        assert scene.can_correct(piece(scene, ("card", "automa", "quarry")))
        right_click(window.view, piece(scene, ("card", "automa", "quarry")))
        qtbot.waitUntil(lambda: window.controller.session.cursor == 1)
        assert applied(window) == [RenamePlaced(old="quarry", card=unseen[0])]
        assert [label for label, _ in menus[0]] == ["This card is really…" if lang == "en" else "Questa carta in realtà è…"]
        title, cards = pickers[0]
        assert title == ("Quarry is really…" if lang == "en" else "Cava in realtà è…")
        assert sorted(cards) == unseen
        assert window.controller.state.automa.buildings == (unseen[0],)
        # the card under a Wonder, from the Wonder's menu
        scene = window.scene
        monkeypatch.setattr(scene, "choose", lambda entries, notes=(): menus.append(entries) or entries[0][1])
        monkeypatch.setattr(scene, "pick_card", lambda title, cards: pickers.append((title, list(cards))) or cards[0])
        right_click(window.view, piece(scene, ("wonder", "player", "pyramids")))
        qtbot.waitUntil(lambda: window.controller.session.cursor == 2)
        assert applied(window) == [RenamePlaced(old="walls", card="aqueduct")]  # Walls is an Age II card: so is the real one
        assert pickers[1][0] == ("The card under The Pyramids is really…" if lang == "en" else "La carta sotto Piramidi in realtà è…")
    finally:
        set_language("en")


def test_a_refused_tuck_says_why_and_changes_nothing(window, qtbot, table):
    scene = open_state(window, qtbot, table)
    refused = TuckCard(wonder="pyramids", card="walls")
    assert not scene.edit_accepted(refused)
    with status_messages(window) as heard:
        assert not window.controller.apply([refused])
    assert heard and "already the card tucked under" in heard[-1]
    assert window.controller.session.cursor == 0


def test_digital_mode_has_no_rename_menu_on_a_city_card(window, qtbot, table):
    scene = open_state(window, qtbot, fast_copy(table, mode="digital", progress_box=tuple(
        t for t in R.progress_pool(True) if t not in table.progress_board)))
    assert not scene.can_correct(piece(scene, ("card", "automa", "quarry")))


def test_a_built_wonder_dragged_onto_another_of_its_city_was_built_instead(window, qtbot, table):
    s = fast_copy(table, player=table.player.model_copy(update={"wonders": ("pyramids", "colossus")}),
                  wonders_out=tuple(w for w in table.wonders_out if w != "colossus"))
    scene = open_state(window, qtbot, s)
    drag(qtbot, window.view, piece(scene, ("wonder", "player", "pyramids")), zone(scene, ("tuck", "player", "colossus")).sceneBoundingRect().center())
    qtbot.waitUntil(lambda: window.controller.session.cursor == 1)
    assert applied(window) == [TuckCard(wonder="colossus", card="walls", unbuilt="pyramids")]  # as recorded
    assert window.controller.state.player.built == (("colossus", "walls"),)


def test_a_built_wonder_dragged_to_the_discard_pile_is_not_built(window, qtbot, table):
    from solo_desk.games.duel.state import UnbuildWonder

    scene = open_state(window, qtbot, table)
    drag(qtbot, window.view, piece(scene, ("wonder", "player", "pyramids")), zone(scene, ("discard",)).sceneBoundingRect().center())
    qtbot.waitUntil(lambda: window.controller.session.cursor == 1)
    assert applied(window) == [UnbuildWonder(wonder="pyramids", to="discard")]
    state = window.controller.state
    assert state.player.built == () and state.player.wonders == ("pyramids",) and state.discard[-1] == "walls"
    # and built again: the top of the discard pile dragged onto it
    qtbot.waitUntil(lambda: piece(window.scene, ("discard",)).card == "walls")  # the board shows it
    drag(qtbot, window.view, piece(window.scene, ("discard",)), zone(window.scene, ("tuck", "player", "pyramids")).sceneBoundingRect().center())
    qtbot.waitUntil(lambda: window.controller.session.cursor == 2)
    assert applied(window) == [TuckCard(wonder="pyramids", card="walls")]
    assert dump(window.controller.state) == dump(table)
