"""The new-game wizard: the games by title; Finish refused on the options page while the game
cannot start (the reason on the page, every choice kept); a file picker for a text option;
the last choices offered again."""

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog

from solo_desk.ui import wizard as wizard_module
from solo_desk.ui.i18n import language
from solo_desk.ui.wizard import NewGameWizard

from tests.gui import open_options

pytestmark = pytest.mark.gui


@pytest.fixture(autouse=True)
def _forget_the_last_game(monkeypatch):
    monkeypatch.setattr(wizard_module, "_last", {}, raising=False)




def test_the_games_are_listed_by_title(window, qtbot):
    wizard = NewGameWizard(window)
    qtbot.addWidget(wizard)
    games = wizard.game_page.list
    titles = [games.item(i).text() for i in range(games.count())]
    assert titles == sorted(titles, key=str.casefold)
    assert "7 Wonders Duel + Pantheon" in titles and "duel" not in titles


def test_an_unreadable_deck_is_refused_on_its_page_and_the_choices_stay(window, qtbot, tmp_path):
    wizard = open_options(window, qtbot, "age_of_comics")
    page = wizard.options_page
    deck = page.widgets["deck"]
    challenge = next(name for name in page.widgets if name.startswith("challenge_"))
    page.widgets[challenge].setChecked(True)
    page.companion.setChecked(True)
    deck.setText("")
    assert not wizard.validateCurrentPage()  # what Finish asks
    assert page.error.isVisibleTo(page) and '"Automa deck" is empty' in page.error.text()
    missing = tmp_path / "nowhere.json"
    deck.setText(str(missing))
    assert not wizard.validateCurrentPage()
    assert str(missing) in page.error.text() and page.error.text().startswith("The game cannot start")
    assert wizard.currentPage() is page and page.widgets[challenge].isChecked() and page.mode() == "companion"
    deck.setText("demo")
    assert wizard.validateCurrentPage() and not page.error.isVisibleTo(page)


def test_the_deck_file_is_picked_with_a_file_dialog(window, qtbot, monkeypatch, tmp_path):
    wizard = open_options(window, qtbot, "age_of_comics")
    chosen = str(tmp_path / "my deck.json")
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *args, **kwargs: (chosen, "JSON"))
    deck = wizard.options_page.widgets["deck"]
    qtbot.mouseClick(deck.browse, Qt.MouseButton.LeftButton)
    assert deck.text() == chosen and wizard.options_page.options()["deck"] == chosen


def test_the_last_game_mode_and_options_are_offered_again(window, qtbot):
    wizard = open_options(window, qtbot, "pebbles")
    page = wizard.options_page
    page.widgets["pile"].setValue(13)
    page.widgets["first"].setCurrentIndex(page.widgets["first"].findData("automa"))
    page.companion.setChecked(True)
    assert wizard.validateCurrentPage()
    again = NewGameWizard(window)
    qtbot.addWidget(again)
    assert again.game_page.game_id() == "pebbles"
    again.show()
    again.next()
    assert again.options_page.options() == {"pile": 13, "first": "automa"}
    assert again.options_page.mode() == "companion"
    assert language() == "en"


def test_the_last_choices_are_kept_in_the_settings_for_the_next_run(window, qtbot, monkeypatch):
    """New game ▸ the wizard's choices go in the settings; a new window (the next run) offers them."""
    from solo_desk.ui import wizard as wizards
    from solo_desk.ui.main_window import MainWindow
    from solo_desk.ui.settings import load_settings

    def finish(self):
        games = self.game_page.list
        games.setCurrentRow(next(r for r in range(games.count()) if games.item(r).data(Qt.ItemDataRole.UserRole) == "pebbles"))
        self.show()
        self.next()
        page = self.options_page
        page.widgets["pile"].setValue(11)
        page.companion.setChecked(True)
        assert self.validateCurrentPage()
        return True

    monkeypatch.setattr(wizards.NewGameWizard, "exec", finish)
    window.new_game()
    assert window.controller.game.id == "pebbles" and window.controller.session.mode == "companion"
    wizards.remember({})  # a new run: nothing in memory
    settings = load_settings()
    assert settings.last_new_game["game"] == "pebbles" and settings.last_new_game["options"]["pile"] == 11
    other = MainWindow(settings)
    qtbot.addWidget(other)
    monkeypatch.setattr(wizards.NewGameWizard, "exec", lambda self: False)
    other.new_game()  # the wizard is told the kept choices
    again = wizards.NewGameWizard(other)
    qtbot.addWidget(again)
    again.show()
    assert again.game_page.game_id() == "pebbles"
    again.next()
    assert again.options_page.options()["pile"] == 11 and again.options_page.mode() == "companion"


def test_a_game_with_fewer_options_gets_a_smaller_page_not_an_empty_half(window, qtbot):
    wizard = open_options(window, qtbot, "age_of_comics")  # the longest list of options
    qtbot.wait(20)
    tall = wizard.height()
    wizard.back()
    games = wizard.game_page.list
    games.setCurrentRow(next(i for i in range(games.count())
                             if games.item(i).data(Qt.ItemDataRole.UserRole) == "concordia"))
    wizard.next()
    qtbot.waitUntil(lambda: wizard.height() < tall)
    assert wizard.size() == wizard.sizeHint().expandedTo(wizard.minimumSizeHint())
    page = wizard.options_page
    last = page.error if page.error.isVisible() else page.companion
    assert last.geometry().bottom() > page.height() - 80  # its last row near the page's end


SMALL_SCREEN_WIDTH, SMALL_SCREEN_HEIGHT = 1024, 700
TITLE_BAR = 40  # the window manager's frame above the wizard


@pytest.mark.parametrize("lang", ["en", "it"])
@pytest.mark.parametrize("game_id", ["age_of_comics", "architects", "concordia", "duel", "terra_mystica"])
def test_every_game_s_options_page_fits_a_1024_by_700_screen(window, qtbot, game_id, lang):
    """The options scroll when they are many (Age of Comics has 20): the page, its mode and the
    wizard's buttons fit a small screen, and every option is still there to reach."""
    window.set_language(lang)
    try:
        wizard = open_options(window, qtbot, game_id)
        page = wizard.options_page
        size = wizard.sizeHint()
        assert size.width() <= SMALL_SCREEN_WIDTH and size.height() + TITLE_BAR <= SMALL_SCREEN_HEIGHT, size
        assert all(page.area.widget().isAncestorOf(widget) for widget in [*page.widgets.values(), page.seed])
        assert page.digital.isVisibleTo(wizard) and page.companion.isVisibleTo(wizard)
        assert not page.area.widget().isAncestorOf(page.companion)  # the mode never scrolls away
    finally:
        window.set_language("en")


def test_back_and_next_again_keep_what_was_chosen_for_each_game(window, qtbot):
    """Back to the list of games (to read the other titles) and Next again: the options page was
    built anew, the Pantheon box ticked again, a new random seed, the digital table again; now
    each game shown keeps what was chosen on its page while the wizard is open."""
    wizard = open_options(window, qtbot, "duel")
    page = wizard.options_page
    page.widgets["pantheon"].setChecked(False)
    page.seed.setValue(0)
    page.companion.setChecked(True)
    wizard.back()
    games = wizard.game_page.list
    games.setCurrentRow(next(i for i in range(games.count())
                             if games.item(i).data(Qt.ItemDataRole.UserRole) == "concordia"))
    wizard.next()
    assert wizard.options_page.mode() == "digital"  # another game: its own page
    wizard.back()
    games.setCurrentRow(next(i for i in range(games.count())
                             if games.item(i).data(Qt.ItemDataRole.UserRole) == "duel"))
    wizard.next()
    page = wizard.options_page
    assert page.options()["pantheon"] is False
    assert page.seed.value() == 0
    assert page.mode() == "companion"
