"""The new-game wizard: the game, its options (built from its OptionSpecs), the
seed and the mode (digital table or companion)."""
from __future__ import annotations

import random
from typing import Any

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QRadioButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
    QWizard,
    QWizardPage,
)
from PySide6.QtCore import Qt

from solo_desk.core import registry
from solo_desk.core.game import Game
from solo_desk.core.options import OptionSpec
from solo_desk.ui.i18n import language, tr


class GamePage(QWizardPage):
    def __init__(self, games: list[Game]):
        super().__init__()
        self.setTitle(tr("Choose the game"))
        self.list = QListWidget()
        self.list.setObjectName("gameList")
        for game in games:
            item = QListWidgetItem(game.title.get(language()))
            item.setData(Qt.ItemDataRole.UserRole, game.id)
            self.list.addItem(item)
        if games:
            self.list.setCurrentRow(0)
        self.list.currentRowChanged.connect(lambda _row: self.completeChanged.emit())
        layout = QVBoxLayout(self)
        layout.addWidget(self.list)

    def game_id(self) -> str | None:
        item = self.list.currentItem()
        return item.data(Qt.ItemDataRole.UserRole) if item else None

    def isComplete(self) -> bool:  # noqa: N802
        return self.game_id() is not None


def option_widget(spec: OptionSpec) -> QWidget:
    lang = language()
    if spec.type == "choice":
        combo = QComboBox()
        for choice in spec.choices:
            combo.addItem(choice.label.get(lang), choice.value)
        combo.setCurrentIndex(max(0, combo.findData(spec.default)))
        return combo
    if spec.type == "bool":
        box = QCheckBox()
        box.setChecked(bool(spec.default))
        return box
    if spec.type == "int":
        spin = QSpinBox()
        spin.setRange(spec.minimum if spec.minimum is not None else -10**6,
                      spec.maximum if spec.maximum is not None else 10**6)
        spin.setValue(int(spec.default))
        return spin
    from PySide6.QtWidgets import QLineEdit

    return QLineEdit(str(spec.default))


def widget_value(widget: QWidget) -> Any:
    if isinstance(widget, QComboBox):
        return widget.currentData()
    if isinstance(widget, QCheckBox):
        return widget.isChecked()
    if isinstance(widget, QSpinBox):
        return widget.value()
    return widget.text()  # type: ignore[attr-defined]


class OptionsPage(QWizardPage):
    def __init__(self, game_page: GamePage):
        super().__init__()
        self.game_page = game_page
        self.setTitle(tr("Options"))
        self.form = QFormLayout(self)
        self.widgets: dict[str, QWidget] = {}
        self.seed = QSpinBox()
        self.seed.setObjectName("seed")
        self.seed.setRange(0, 2**31 - 1)
        self.digital = QRadioButton(tr("Digital table: the app deals, rolls and referees"))
        self.companion = QRadioButton(tr("Companion: the game is on my table, the app mirrors it"))
        self.digital.setChecked(True)

    def initializePage(self) -> None:  # noqa: N802
        while self.form.rowCount():
            self.form.removeRow(0)
        self.widgets.clear()
        game = registry.get(self.game_page.game_id() or "")
        lang = language()
        for spec in game.option_specs():
            widget = option_widget(spec)
            widget.setObjectName(f"option_{spec.name}")
            if spec.help:
                widget.setToolTip(spec.help.get(lang))
            self.widgets[spec.name] = widget
            self.form.addRow(spec.label.get(lang), widget)
        self.seed = QSpinBox()
        self.seed.setObjectName("seed")
        self.seed.setRange(0, 2**31 - 1)
        self.seed.setValue(random.SystemRandom().randrange(1, 100000))
        self.form.addRow(tr("Seed"), self.seed)
        self.digital = QRadioButton(tr("Digital table: the app deals, rolls and referees"))
        self.digital.setObjectName("modeDigital")
        self.companion = QRadioButton(tr("Companion: the game is on my table, the app mirrors it"))
        self.companion.setObjectName("modeCompanion")
        self.digital.setChecked(True)
        self.form.addRow(QLabel(tr("Mode")))
        self.form.addRow(self.digital)
        self.form.addRow(self.companion)

    def options(self) -> dict[str, Any]:
        return {name: widget_value(w) for name, w in self.widgets.items()}

    def mode(self) -> str:
        return "companion" if self.companion.isChecked() else "digital"


class NewGameWizard(QWizard):
    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle(tr("New game"))
        self.game_page = GamePage(list(registry.games().values()))
        self.options_page = OptionsPage(self.game_page)
        self.addPage(self.game_page)
        self.addPage(self.options_page)

    def choice(self) -> tuple[str, dict[str, Any], int, str]:
        page = self.options_page
        return self.game_page.game_id() or "", page.options(), page.seed.value(), page.mode()
