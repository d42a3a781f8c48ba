"""The right-click "This card is really…" dialog of a companion game: its title says the card's
place as the questions do (row and card), its filter finds a card by its English name, its Italian
name or an Italian alternative (names_it.json), whatever the window's language."""
from __future__ import annotations

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QDialog, QLineEdit, QListWidget

from solo_desk.games.duel.scene import matching_cards
from solo_desk.ui.i18n import set_language

from .test_rename_card import companion_age1
from .test_scene import open_state

pytestmark = pytest.mark.gui


def test_the_filter_matches_either_language_and_the_italian_alternatives():
    cards = ["logging_camp", "quarry", "garrison", "baths", "stable"]
    assert matching_cards(cards, "") == cards
    assert matching_cards(cards, "logging") == ["logging_camp"]  # English
    assert matching_cards(cards, "legname") == ["logging_camp"]  # Italian
    assert matching_cards(cards, "taglialegna") == ["logging_camp"]  # an Italian alternative
    assert matching_cards(cards, "CASERMA") == ["garrison"]
    assert matching_cards(cards, "scuderi") == ["stable"]


@pytest.mark.parametrize("lang", ["en", "it"])
def test_the_dialog_is_titled_by_the_card_s_place_and_filters_in_both_languages(window, qtbot, lang):
    set_language(lang)
    try:
        s = companion_age1()
        scene = open_state(window, qtbot, s)
        candidates = scene.rename_candidates(14)
        assert "logging_camp" in candidates and "clay_reserve" in candidates
        title = scene.rename_title(14)
        assert "19" not in title and "15" not in title
        assert ("row 5 from the top, card 1 from the left" in title) if lang == "en" else ("fila 5 dall'alto, carta 1 da sinistra" in title)
        seen = {}

        def use_dialog():
            dialog = next(w for w in QApplication.topLevelWidgets() if isinstance(w, QDialog) and w.isVisible())
            seen["title"] = dialog.windowTitle()
            search, listing = dialog.findChild(QLineEdit), dialog.findChild(QListWidget)
            shown = lambda: [listing.item(r).data(Qt.ItemDataRole.UserRole) for r in range(listing.count())
                             if not listing.item(r).isHidden()]
            search.setText("taglialegna")  # the Italian alternative, in either window
            seen["alt"] = shown()
            search.setText("Clay Reserve" if lang == "it" else "Deposito d'Argilla")  # the other language
            seen["other"] = shown()
            dialog.accept()

        QTimer.singleShot(0, use_dialog)
        picked = scene.pick_card(title, candidates)
        assert seen["title"] == title
        assert seen["alt"] == ["logging_camp"] and seen["other"] == ["clay_reserve"] and picked == "clay_reserve"
    finally:
        set_language("en")
