"""Side panels: the automa's proposal with its explanation, the history, the dice."""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from solo_desk.ui.controller import SessionController
from solo_desk.ui.i18n import language, message, tr

DIE_FACES = "⚀⚁⚂⚃⚄⚅"


def status_text(status: str) -> str:
    return {
        "automa_turn": tr("The automa's turn"),
        "not_automa_turn": tr("Your turn"),
        "needs_input": tr("The automa needs your answer"),
        "game_over": tr("Game over"),
    }[status]


def hint_text(status: str) -> str | None:
    """What the explanation list says when there is nothing to explain."""
    return {
        "not_automa_turn": tr("Your move: play it on the board (click or drag a piece). "
                              "The automa's next turn will be explained here, step by step."),
        "game_over": tr("The game is over: the final score is on the board and in the status bar."),
    }.get(status)


class BotPanel(QWidget):
    """The proposal: status, the explanation step by step, Apply, Auto-apply, answers."""

    def __init__(self, controller: SessionController, parent: QWidget | None = None):
        super().__init__(parent)
        self.controller = controller
        self.status = QLabel()
        self.status.setObjectName("botStatus")
        font = self.status.font()
        font.setBold(True)
        self.status.setFont(font)
        self.steps = QListWidget()
        self.steps.setWordWrap(True)
        self.steps.setObjectName("botTrace")
        self.inputs_box = QWidget()
        self.inputs_form = QFormLayout(self.inputs_box)
        self.apply_button = QPushButton(tr("Apply"))
        self.apply_button.setObjectName("applyButton")
        self.apply_button.clicked.connect(controller.apply_proposal)
        self.apply_button.setEnabled(False)  # until the first proposal is shown
        self.inputs_box.setVisible(False)
        self.auto = QCheckBox(tr("Auto-apply"))
        self.auto.setObjectName("autoApply")
        self.auto.setToolTip(tr("Play the automa's turns by itself; each one can still be undone"))
        self.auto.toggled.connect(controller.set_auto_apply)
        buttons = QHBoxLayout()
        buttons.addWidget(self.apply_button)
        buttons.addWidget(self.auto)
        layout = QVBoxLayout(self)
        layout.addWidget(self.status)
        layout.addWidget(self.steps, 1)
        layout.addWidget(self.inputs_box)
        layout.addLayout(buttons)
        controller.proposal_changed.connect(self.refresh)

    def refresh(self) -> None:
        proposal = self.controller.proposal
        self.auto.blockSignals(True)
        self.auto.setChecked(self.controller.auto_apply)
        self.auto.blockSignals(False)
        text = status_text(proposal.status)
        if proposal.rule:
            text += f"  ({proposal.rule})"
        self.status.setText(text)
        self.steps.clear()
        for step in proposal.trace:
            line = f"{step.rule}: {message(step.key, step.params)}"
            if step.dropped:
                line += "\n  " + tr("dropped:") + " " + "; ".join(
                    f"{candidate_label(d)} ({message(d.key, d.params)})" for d in step.dropped
                )
            if step.ambiguity:
                line += "\n  " + tr("interpretation %s decided this step") % step.ambiguity
            item = QListWidgetItem(line)
            item.setToolTip(line)
            self.steps.addItem(item)
        for action in proposal.actions:
            described = self.controller.game.describe(action)
            self.steps.addItem(QListWidgetItem("→ " + message(described.key, described.params)))
        if self.steps.count() == 0 and hint_text(proposal.status):
            hint = QListWidgetItem(hint_text(proposal.status))
            hint.setFlags(Qt.ItemFlag.ItemIsEnabled)  # a hint, not a step to select (but not greyed out)
            self.steps.addItem(hint)
        while self.inputs_form.rowCount():
            self.inputs_form.removeRow(0)
        for request in proposal.inputs:
            combo = QComboBox()
            combo.setObjectName(f"input_{request.name}")
            combo.addItem(tr("(choose)"), None)
            for option in request.choices:
                combo.addItem(option.label or option.value, option.value)
            combo.currentIndexChanged.connect(lambda _i, c=combo, n=request.name: self._answer(n, c.currentData()))
            self.inputs_form.addRow(message(request.key, request.params), combo)
        self.inputs_box.setVisible(bool(proposal.inputs))
        self.apply_button.setEnabled(proposal.applicable())


    def _answer(self, name: str, value: str | None) -> None:
        # the answer rebuilds this panel, combo box included: not while the box is still emitting
        if value is not None:
            QTimer.singleShot(0, lambda: self.controller.answer(name, value))


def candidate_label(dropped) -> str:
    label = getattr(dropped, "label", None)  # bots may build steps without defaults
    if label is None:
        return dropped.candidate
    from solo_desk.core.messages import render_value

    return render_value(label, language())


class HistoryPanel(QWidget):
    """Every step; click to go there. Kept branches can be restored."""

    def __init__(self, controller: SessionController, parent: QWidget | None = None):
        super().__init__(parent)
        self.controller = controller
        self.list = QListWidget()
        self.list.setObjectName("history")
        self.list.itemClicked.connect(self._jump)
        self.branches = QComboBox()
        self.branches.setObjectName("branches")
        self.restore = QPushButton(tr("Restore branch"))
        self.restore.clicked.connect(self._restore)
        row = QHBoxLayout()
        row.addWidget(self.branches, 1)
        row.addWidget(self.restore)
        layout = QVBoxLayout(self)
        layout.addWidget(self.list, 1)
        layout.addLayout(row)
        controller.changed.connect(self.refresh)

    def refresh(self) -> None:
        session = self.controller.session
        self.list.blockSignals(True)
        self.list.clear()
        start = QListWidgetItem(tr("Start of the game"))
        start.setData(Qt.ItemDataRole.UserRole, 0)
        self.list.addItem(start)
        for number, step in enumerate(session.steps, start=1):
            labels = [message(self.controller.game.describe(a).key, self.controller.game.describe(a).params)
                      for a in step.actions]
            who = step.actions[0].by if step.actions else None
            prefix = f"{number}. " + (message(f"side.{who}") + ": " if who else "")
            item = QListWidgetItem(prefix + "; ".join(labels))
            item.setData(Qt.ItemDataRole.UserRole, number)
            if number > session.cursor:
                item.setForeground(Qt.GlobalColor.gray)  # undone, redo brings it back
            self.list.addItem(item)
        self.list.setCurrentRow(session.cursor)
        self.list.blockSignals(False)
        self.branches.clear()
        for number, branch in enumerate(session.branches):
            self.branches.addItem(tr("Branch %d: %d steps after step %d") % (number + 1, len(branch.steps), branch.fork),
                                  number)
        self.branches.setEnabled(bool(session.branches))
        self.restore.setEnabled(bool(session.branches))

    def _jump(self, item: QListWidgetItem) -> None:
        # the jump rebuilds this list: not while the clicked item is still in use
        index = int(item.data(Qt.ItemDataRole.UserRole))
        QTimer.singleShot(0, lambda: self.controller.jump(index))

    def _restore(self) -> None:
        number = self.branches.currentData()
        if number is not None:
            self.controller.restore_branch(int(number))


class DicePanel(QWidget):
    """The dice and draws of the last step, and a die the player can ask for."""

    def __init__(self, controller: SessionController, parent: QWidget | None = None):
        super().__init__(parent)
        self.controller = controller
        self.faces = QLabel()
        self.faces.setObjectName("diceFaces")
        font = self.faces.font()
        font.setPointSize(28)
        self.faces.setFont(font)
        self.detail = QLabel()
        self.detail.setWordWrap(True)
        self.setMinimumWidth(170)  # room for the texts in both languages
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel(tr("Last dice rolls")))
        layout.addWidget(self.faces)
        layout.addWidget(self.detail)
        layout.addStretch(1)
        controller.changed.connect(self.refresh)

    def refresh(self) -> None:
        outcomes = last_outcomes(self.controller)
        rolls = [(k, value) for k, value in outcomes if any(w in k for w in DICE_WORDS)]
        dice = [v for _, value in rolls for v in numbers(value)]
        self.faces.setText(" ".join(DIE_FACES[v - 1] if 1 <= v <= 6 else f"({v})" for v in dice) if dice else "–")
        # other draws (cards, tokens) are named in the history; here only the dice
        self.detail.setText("\n".join(self.roll_text(k, v) for k, v in rolls) or tr("No roll yet"))

    def roll_text(self, outcome: str, value: Any) -> str:
        """A roll named by its game's catalogue (``<game>.outcome.<name>``), else as a roll."""
        from solo_desk.core.messages import lookup

        key = f"{self.controller.game.id}.outcome.{outcome}"
        shown = ", ".join(str(v) for v in numbers(value))
        return message(key if lookup(key) else "outcome_roll", {"value": shown})


DICE_WORDS = ("die", "dice", "roll")


def numbers(value: Any) -> list[int]:
    """The whole numbers inside an outcome (a roll, a list of rolls, rolls by round)."""
    if isinstance(value, bool):
        return []
    if isinstance(value, int):
        return [value]
    if isinstance(value, (list, tuple)):
        return [n for v in value for n in numbers(v)]
    if isinstance(value, dict):
        return [n for v in value.values() for n in numbers(v)]
    return []


def last_outcomes(controller: SessionController) -> list[tuple[str, Any]]:
    session = controller.session
    for step in reversed(session.steps[: session.cursor]):
        found = [(k, v) for a in step.actions for k, v in a.outcomes.items()]
        if found:
            return found
    return controller.game.setup_rolls(controller.state)
