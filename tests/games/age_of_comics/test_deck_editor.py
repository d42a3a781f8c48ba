"""The Automa deck editor (pytest-qt): fill the 12 cards, a bad card is refused with the
model's message, save, and the saved deck is reloaded by the editor and used by a new game."""
import pytest

from solo_desk.games.age_of_comics import GAME
from solo_desk.games.age_of_comics import deck as D
from solo_desk.games.age_of_comics.scene_deck_editor import DeckEditor
from solo_desk.ui.i18n import set_language

pytestmark = pytest.mark.gui

GENRES = ["crime", "horror", "romance", "scifi", "superhero", "western"]
ACTIONS = ["hire", "develop", "ideas", "print", "sales"]


def my_cards():
    return [{"name": f"mine-{n + 1}", "actions": [ACTIONS[(n + k) % 5] for k in range(3)],
             "priority": GENRES[n % 6:] + GENRES[: n % 6]} for n in range(12)]


@pytest.mark.rule("AOC-COMP-CARDS", "AOC-DATA-CARDS")
def test_fill_a_deck_save_and_reload(qtbot):
    set_language("en")
    editor = DeckEditor()
    qtbot.addWidget(editor)
    assert editor.table.rowCount() == 12 and editor.table.columnCount() == 1 + 3 + 6
    for row, card in enumerate(my_cards()):
        editor.set_card(row, card)
    # a card with a repeated action is refused with the model's message, nothing is saved
    editor.table.cellWidget(4, 2).setCurrentIndex(editor.table.cellWidget(4, 2).findData("print"))
    editor.table.cellWidget(4, 3).setCurrentIndex(editor.table.cellWidget(4, 3).findData("print"))
    assert not editor.save()
    assert "5" in editor.error.text() and D.load_saved_deck() is None
    editor.set_card(4, my_cards()[4])
    assert editor.save() and editor.result() == DeckEditor.DialogCode.Accepted
    saved = D.load_saved_deck()
    assert [c.model_dump(mode="json") for c in saved.cards] == [
        {**c, "actions": c["actions"], "priority": c["priority"]} for c in my_cards()]
    again = DeckEditor()  # the editor opens on the saved deck
    qtbot.addWidget(again)
    assert again.cards() == my_cards()
    state = GAME.new_state({}, 1, "digital")  # and every new game uses it
    assert state.deck.cards[0].name == "mine-1" and not state.deck.demo


def test_the_board_offers_the_editor_in_the_game_menu(qtbot, monkeypatch):
    from solo_desk.ui.main_window import MainWindow
    from solo_desk.ui.settings import Settings

    set_language("en")
    window = MainWindow(Settings())
    qtbot.addWidget(window)
    assert window.start_game("age_of_comics", {"deck": "demo"}, 1, "digital")
    opened = []
    monkeypatch.setattr(DeckEditor, "exec", lambda self: opened.append(self) or 0)
    labels = {a.text().replace("&", ""): a for a in window.game_menu.actions()}  # without its Alt letter
    assert "Automa deck (your 12 cards)…" in labels
    labels["Automa deck (your 12 cards)…"].trigger()
    assert len(opened) == 1


def test_cancel_asks_before_dropping_the_cards_typed_in(qtbot, monkeypatch):
    """Twelve cards of ten fields typed in, then Esc (or Cancel, or the window's close): the
    editor closed and every card typed was gone, unasked. Now it asks; its Cancel keeps the
    editor open with the cards, Discard closes it; with nothing changed it closes at once."""
    from PySide6.QtWidgets import QMessageBox

    set_language("en")
    asked = []
    answer = [QMessageBox.StandardButton.Cancel]
    monkeypatch.setattr(QMessageBox, "question", staticmethod(lambda *a, **k: asked.append(a[2]) or answer[0]))
    editor = DeckEditor()
    qtbot.addWidget(editor)
    editor.show()
    editor.reject()  # nothing typed: closed, nothing asked
    assert not asked and editor.result() == DeckEditor.DialogCode.Rejected and not editor.isVisible()
    editor = DeckEditor()
    qtbot.addWidget(editor)
    editor.show()
    for row, card in enumerate(my_cards()):
        editor.set_card(row, card)
    editor.reject()
    assert len(asked) == 1 and editor.isVisible() and editor.cards() == my_cards()
    answer[0] = QMessageBox.StandardButton.Discard
    editor.reject()
    assert len(asked) == 2 and not editor.isVisible() and D.load_saved_deck() is None
