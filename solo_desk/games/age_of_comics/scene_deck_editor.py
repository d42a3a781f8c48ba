"""The Automa deck editor: the player types in their own 12 Automa cards once (three actions
top to bottom and the genre priority of each card); validated by the model's rules and saved
in the user data folder with the package's deck functions, then used by every new game."""
from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QLabel,
    QLineEdit,
    QMessageBox,
    QTableWidget,
    QVBoxLayout,
    QWidget,
)

from solo_desk.core.errors import BadInput
from solo_desk.ui.i18n import language, tr

from . import deck as D
from .content import AUTOMA_ACTIONS, content

ACTIONS = 3


def _action_name(area: str) -> str:
    return {"hire": tr("HIRE!"), "develop": tr("DEVELOP!"), "ideas": tr("IDEAS!"), "print": tr("PRINT!"),
            "sales": tr("SALES!")}[area]


def _genre_name(genre: str) -> str:
    g = next(x for x in content().genres if x.name == genre)
    return g.it if language() == "it" else g.en


class DeckEditor(QDialog):
    """One row per card: its name, its three actions in order, its six genres in priority order."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle(tr("Your Automa deck"))
        self.resize(1180, 520)
        genres = content().genre_names
        layout = QVBoxLayout(self)
        intro = QLabel(tr("Enter your 12 Automa cards once: the three actions from top to bottom and the genre "
                          "priority printed on each card. Every new game uses this deck; a game already started "
                          "keeps the deck it began with."))
        intro.setWordWrap(True)
        layout.addWidget(intro)
        headers = [tr("Card")] + [tr("Action %d") % (n + 1) for n in range(ACTIONS)] + \
                  [tr("Genre %d") % (n + 1) for n in range(len(genres))]
        self.table = QTableWidget(content().automa_cards, len(headers))
        self.table.setHorizontalHeaderLabels(headers)
        layout.addWidget(self.table)
        self.error = QLabel()
        self.error.setObjectName("deckError")
        self.error.setStyleSheet("color: #b8392b; font-weight: bold")
        self.error.setWordWrap(True)
        layout.addWidget(self.error)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Save | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.save)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        try:
            saved = D.load_saved_deck()
        except BadInput as exc:  # a damaged file: say so, start from a blank deck
            saved = None
            self.error.setText(exc.message(language()))
        cards = [c.model_dump(mode="json") for c in saved.cards] if saved else [
            {"name": tr("card %d") % (n + 1), "actions": list(AUTOMA_ACTIONS[:ACTIONS]), "priority": list(genres)}
            for n in range(content().automa_cards)]
        for row, card in enumerate(cards):
            self.set_card(row, card)
        self.table.resizeColumnsToContents()
        self.shown = self.cards()  # what Cancel would throw away is what was typed since

    def reject(self) -> None:
        """Cancel, Esc or the window's close: the cards typed in are not dropped without asking."""
        buttons = QMessageBox.StandardButton
        if self.cards() != self.shown and QMessageBox.question(
                self, tr("Your Automa deck"), tr("Close without saving the cards you changed?"),
                buttons.Discard | buttons.Cancel, buttons.Cancel) != buttons.Discard:
            return
        super().reject()

    def set_card(self, row: int, card: dict[str, Any]) -> None:
        name = QLineEdit(card.get("name", ""))
        self.table.setCellWidget(row, 0, name)
        for n in range(ACTIONS):
            combo = QComboBox()
            for area in AUTOMA_ACTIONS:
                combo.addItem(_action_name(area), area)
            combo.setCurrentIndex(max(0, combo.findData(card["actions"][n])))
            self.table.setCellWidget(row, 1 + n, combo)
        for n, genre in enumerate(card["priority"]):
            combo = QComboBox()
            for g in content().genre_names:
                combo.addItem(_genre_name(g), g)
            combo.setCurrentIndex(max(0, combo.findData(genre)))
            self.table.setCellWidget(row, 1 + ACTIONS + n, combo)

    def cards(self) -> list[dict[str, Any]]:
        out = []
        for row in range(self.table.rowCount()):
            cells = [self.table.cellWidget(row, col) for col in range(self.table.columnCount())]
            out.append({"name": cells[0].text().strip() or f"card-{row + 1}",
                        "actions": [cells[1 + n].currentData() for n in range(ACTIONS)],
                        "priority": [c.currentData() for c in cells[1 + ACTIONS:]]})
        return out

    def save(self) -> bool:
        """Validate with the model's rules; a bad card keeps the dialog open with its message."""
        try:
            D.save_deck({"cards": self.cards()})
        except BadInput as exc:
            self.error.setText(exc.message(language()))
            return False
        self.error.clear()
        self.accept()
        return True
