"""The new-game wizard: the game, its options (built from its OptionSpecs), the
seed and the mode (digital table or companion).

Finish is refused while the game cannot start with the options chosen (a deck file that
cannot be read...): the reason is shown on the page and every choice stays as it was. The
last choices made are offered again the next time the wizard opens (while the app runs: the
settings have no field for them)."""
from __future__ import annotations

import random
from typing import Any

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QRadioButton,
    QScrollArea,
    QSpinBox,
    QToolButton,
    QVBoxLayout,
    QWidget,
    QWizard,
    QWizardPage,
)
from PySide6.QtCore import QSize, Qt, QTimer

from solo_desk.core import registry
from solo_desk.core.errors import SoloDeskError
from solo_desk.core.game import Game
from solo_desk.core.options import OptionSpec
from solo_desk.ui.i18n import language, tr

# the choices of the last game started from the wizard (game id, options, mode), offered again;
# kept in the settings between runs (remember / last_choices)
_last: dict[str, Any] = {}


def remember(choices: dict[str, Any]) -> None:
    """The last game's choices, as the settings kept them: offered by the next wizard."""
    _last.clear()
    _last.update({k: v for k, v in choices.items() if k in ("game", "options", "mode")})


def last_choices() -> dict[str, Any]:
    return dict(_last)


class GamePage(QWizardPage):
    def __init__(self, games: list[Game]):
        super().__init__()
        self.setTitle(tr("Choose the game"))
        self.list = QListWidget()
        self.list.setObjectName("gameList")
        lang = language()
        for game in sorted(games, key=lambda g: g.title.get(lang).casefold()):  # by title, as shown
            item = QListWidgetItem(game.title.get(language()))
            item.setData(Qt.ItemDataRole.UserRole, game.id)
            self.list.addItem(item)
        if games:
            self.list.setCurrentRow(0)
            for row in range(self.list.count()):
                if self.list.item(row).data(Qt.ItemDataRole.UserRole) == _last.get("game"):
                    self.list.setCurrentRow(row)
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
    return TextOption(str(spec.default))


class TextOption(QWidget):
    """A text option (a name, a keyword or a file): a line to type in and a button to pick a file."""

    def __init__(self, text: str):
        super().__init__()
        self.edit = QLineEdit(text)
        self.browse = QToolButton()
        self.browse.setText(tr("Choose a file…"))
        self.browse.setObjectName("browse")
        self.browse.clicked.connect(self.pick_file)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.edit, 1)
        row.addWidget(self.browse)

    def text(self) -> str:
        return self.edit.text().strip()

    def setText(self, text: str) -> None:  # noqa: N802
        self.edit.setText(text)

    def setToolTip(self, text: str) -> None:  # noqa: N802
        super().setToolTip(text)
        self.edit.setToolTip(text)

    def pick_file(self) -> None:
        path, _filter = QFileDialog.getOpenFileName(self, tr("Choose a file"), "",
                                                    tr("JSON files (*.json);;All files (*)"))
        if path:
            self.edit.setText(path)


def widget_value(widget: QWidget) -> Any:
    if isinstance(widget, QComboBox):
        return widget.currentData()
    if isinstance(widget, QCheckBox):
        return widget.isChecked()
    if isinstance(widget, QSpinBox):
        return widget.value()
    return widget.text()  # type: ignore[attr-defined]


def set_widget_value(widget: QWidget, value: Any) -> None:
    """Show a value remembered from the last game (one the widget cannot show is left out)."""
    if isinstance(widget, QComboBox):
        index = widget.findData(value)
        if index >= 0:
            widget.setCurrentIndex(index)
    elif isinstance(widget, QCheckBox):
        widget.setChecked(bool(value))
    elif isinstance(widget, QSpinBox):
        if isinstance(value, int) and widget.minimum() <= value <= widget.maximum():
            widget.setValue(value)
    elif isinstance(widget, TextOption) and isinstance(value, str):
        widget.setText(value)


class OptionsArea(QScrollArea):
    """The game's options and the seed, scrolling past ``MAX_LINES`` lines of text: with the mode
    and the wizard's buttons below, the page of the game with the most options (Age of Comics: 20)
    fits a 1024×700 screen."""

    MAX_LINES = 24

    def __init__(self) -> None:
        super().__init__()
        self.setObjectName("optionsArea")
        self.setWidgetResizable(True)
        self.setFrameShape(QScrollArea.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setWidget(QWidget())

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt name)
        """All the options when they fit, else as many as ``MAX_LINES`` lines hold; never narrower
        than they are (the scroll bar beside them, not over them)."""
        content = self.widget().sizeHint()
        most = self.fontMetrics().height() * self.MAX_LINES
        bar = self.verticalScrollBar().sizeHint().width() if content.height() > most else 0
        return QSize(content.width() + bar, min(content.height(), most))

    def minimumSizeHint(self) -> QSize:  # noqa: N802 (Qt name)
        return QSize(self.sizeHint().width(), min(self.sizeHint().height(), self.fontMetrics().height() * 6))


class OptionsPage(QWizardPage):
    def __init__(self, game_page: GamePage):
        super().__init__()
        self.game_page = game_page
        self.setTitle(tr("Options"))
        layout = QVBoxLayout(self)
        self.area = OptionsArea()
        self.form = QFormLayout(self.area.widget())  # the game's options
        self.form.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.area)
        self.setup = QFormLayout()  # the mode and why Finish is refused: always in sight
        layout.addLayout(self.setup)
        self.widgets: dict[str, QWidget] = {}
        self.seed = QSpinBox()
        self.seed.setObjectName("seed")
        self.seed.setRange(0, 2**31 - 1)
        self.digital = QRadioButton(tr("Digital table: the app deals, rolls and referees"))
        self.companion = QRadioButton(tr("Companion: the game is on my table, the app mirrors it"))
        self.digital.setChecked(True)
        self.error = QLabel()
        self.specs: dict[str, OptionSpec] = {}
        self.shown_game: str | None = None
        # what was chosen for each game shown in this wizard: Back and Next again keep it
        self.typed: dict[str, dict[str, Any]] = {}

    def initializePage(self) -> None:  # noqa: N802
        if self.shown_game is not None:
            self.typed[self.shown_game] = {"options": self.options(), "seed": self.seed.value(), "mode": self.mode()}
        for form in (self.form, self.setup):
            while form.rowCount():
                form.removeRow(0)
        self.widgets.clear()
        self.specs = {}
        game = registry.get(self.game_page.game_id() or "")
        lang = language()
        self.setTitle(tr("Options: %s") % game.title.get(lang))  # the game chosen on the page before
        typed = self.typed.get(game.id, {})
        remembered = typed.get("options") or (_last.get("options", {}) if _last.get("game") == game.id else {})
        for spec in game.option_specs():
            widget = option_widget(spec)
            widget.setObjectName(f"option_{spec.name}")
            if spec.help:
                widget.setToolTip(spec.help.get(lang))
            if spec.name in remembered:
                set_widget_value(widget, remembered[spec.name])
            self.widgets[spec.name] = widget
            self.specs[spec.name] = spec
            self.form.addRow(spec.label.get(lang), widget)
        self.seed = QSpinBox()
        self.seed.setObjectName("seed")
        self.seed.setRange(0, 2**31 - 1)
        self.seed.setValue(typed["seed"] if "seed" in typed else random.SystemRandom().randrange(1, 100000))
        self.form.addRow(tr("Seed"), self.seed)
        self.digital = QRadioButton(tr("Digital table: the app deals, rolls and referees"))
        self.digital.setObjectName("modeDigital")
        self.companion = QRadioButton(tr("Companion: the game is on my table, the app mirrors it"))
        self.companion.setObjectName("modeCompanion")
        self.digital.setChecked(True)
        if typed.get("mode", _last.get("mode") if _last.get("game") == game.id else None) == "companion":
            self.companion.setChecked(True)
        self.setup.addRow(QLabel(tr("Mode")))
        self.setup.addRow(self.digital)
        self.setup.addRow(self.companion)
        self.error = QLabel()
        self.error.setObjectName("optionsError")
        self.error.setWordWrap(True)
        self.error.setStyleSheet("color: #b00020;")
        self.error.setVisible(False)
        self.setup.addRow(self.error)
        self.shown_game = game.id
        self.area.widget().adjustSize()
        self.area.updateGeometry()  # its size hint follows this game's options (the layout caches it)
        wizard = self.wizard()
        if wizard is not None:  # a game with fewer options than the last one shown: no empty half page
            QTimer.singleShot(0, wizard, lambda: wizard.resize(wizard.sizeHint().expandedTo(wizard.minimumSizeHint())))

    def validatePage(self) -> bool:  # noqa: N802
        """Finish only if the game can start with these choices; else say why, here."""
        from solo_desk.core.session import Session

        empty = [spec for name, spec in self.specs.items() if isinstance(self.widgets[name], TextOption)
                 and not self.widgets[name].text()]  # type: ignore[attr-defined]
        if empty:
            spec = empty[0]
            return self.refuse(tr("\"%s\" is empty: write a value (by default: %s)") % (
                spec.label.get(language()), spec.default))
        try:
            Session.new(registry.get(self.game_page.game_id() or ""), self.options(), self.seed.value(),
                        self.mode())  # type: ignore[arg-type]
        except SoloDeskError as exc:
            return self.refuse(tr("The game cannot start with these options: %s") % exc.message(language()))
        self.error.setVisible(False)
        _last.update(game=self.game_page.game_id(), options=self.options(), mode=self.mode())
        return True

    def refuse(self, reason: str) -> bool:
        self.error.setText(reason)
        self.error.setVisible(True)
        return False

    def options(self) -> dict[str, Any]:
        return {name: widget_value(w) for name, w in self.widgets.items()}

    def mode(self) -> str:
        return "companion" if self.companion.isChecked() else "digital"


class NewGameWizard(QWizard):
    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle(tr("New game"))
        for button, text in ((QWizard.WizardButton.BackButton, tr("< Back")),
                             (QWizard.WizardButton.NextButton, tr("Next >")),
                             (QWizard.WizardButton.FinishButton, tr("Finish")),
                             (QWizard.WizardButton.CancelButton, tr("Cancel"))):
            self.setButtonText(button, text)  # Qt's own texts are English only
        self.game_page = GamePage(list(registry.games().values()))
        self.options_page = OptionsPage(self.game_page)
        self.addPage(self.game_page)
        self.addPage(self.options_page)

    def choice(self) -> tuple[str, dict[str, Any], int, str]:
        page = self.options_page
        return self.game_page.game_id() or "", page.options(), page.seed.value(), page.mode()
