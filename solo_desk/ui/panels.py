"""Side panels: the automa's proposal with its explanation, the history, the dice."""
from __future__ import annotations

from typing import Any, NamedTuple

import math
import re

from PySide6.QtCore import QEvent, QObject, QPointF, QRectF, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QFont, QFontMetrics, QKeyEvent, QPainter, QPen, QPixmap, QPolygonF
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QCheckBox,
    QComboBox,
    QCompleter,
    QGridLayout,
    QFrame,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QScrollArea,
    QStyle,
    QStyleOptionComboBox,
    QStylePainter,
    QVBoxLayout,
    QWidget,
)

from solo_desk.core.messages import number, render_value
from solo_desk.core.proposal import choice_items  # noqa: F401  (the window and the command line list them alike)
from solo_desk.ui.controller import SessionController
from solo_desk.ui.i18n import has_message, language, message, tr

DIE_FACES = "⚀⚁⚂⚃⚄⚅"
# The side panels keep one width whatever they show (a long question or rule id wraps),
# so the board does not change scale from one turn to the next. Their minimum is small (their
# texts wrap, their buttons take two rows): the window may give the board the room.
PANEL_WIDTH = 340
PANEL_MIN_WIDTH = 150
DICE_WIDTH = 170  # the dice panel's usual width (its minimum is smaller: its texts wrap)
# The keyboard focus on a panel's controls, clearly seen (a thick outline; unfocused, the
# controls look as the style draws them: only :focus rules)
FOCUS_COLOR = "#1a5fb4"
FOCUS_STYLE = f"""
QPushButton:focus {{ border: 2px solid {FOCUS_COLOR}; border-radius: 4px; padding: 3px 10px;
                     background-color: palette(button); }}
QCheckBox:focus {{ border: 2px solid {FOCUS_COLOR}; border-radius: 4px; padding: 1px 3px; }}
QComboBox:focus {{ border: 2px solid {FOCUS_COLOR}; border-radius: 3px; padding: 1px 4px;
                   background-color: palette(base); }}
QListWidget:focus {{ border: 2px solid {FOCUS_COLOR}; }}
"""
# a question with more choices than this (a Duel Age card: up to 23) is a drop-down one can type
# into: the choices whose label contains the typed text are offered
MANY_CHOICES = 8


def wrapping_list(name: str) -> QListWidget:
    """A list whose long entries wrap at the panel's width instead of needing a scroll bar."""
    view = QListWidget()
    view.setObjectName(name)
    view.setWordWrap(True)
    view.setTextElideMode(Qt.TextElideMode.ElideNone)
    view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    view.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
    view.setResizeMode(QListWidget.ResizeMode.Adjust)  # lay the items out again (re-wrap) on a resize
    view.setUniformItemSizes(False)
    return view


def wrapping_label(text: str = "") -> QLabel:
    label = QLabel(text)
    label.setWordWrap(True)
    label.setMinimumWidth(60)  # wrapped: its text never widens the panel
    return label


def compact_combo(name: str, combo: QComboBox | None = None) -> QComboBox:
    combo = combo if combo is not None else QComboBox()
    combo.setObjectName(name)
    combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
    combo.setMinimumContentsLength(8)  # a long choice does not widen the panel (fit_popup shows it whole)
    return combo


POPUP_MAX_WIDTH = 640


def fit_popup(combo: QComboBox) -> None:
    """The open list as wide as its longest entry (the box itself stays narrow: a long choice
    must not widen the panel), within reason."""
    combo.view().setMinimumWidth(popup_width(combo))


def paint_elided(combo: QComboBox) -> None:
    """Paint a closed, not editable drop-down with its current text ending in "…" when too long
    for the box, rather than cut off (the popup shows every entry whole)."""
    painter = QStylePainter(combo)
    option = QStyleOptionComboBox()
    combo.initStyleOption(option)
    painter.drawComplexControl(QStyle.ComplexControl.CC_ComboBox, option)
    option.currentText = elided_text(combo)
    painter.drawControl(QStyle.ControlElement.CE_ComboBoxLabel, option)


def elided_text(combo: QComboBox) -> str:
    """What a drop-down painted by ``paint_elided`` shows: its text, elided to its box."""
    option = QStyleOptionComboBox()
    combo.initStyleOption(option)
    field = combo.style().subControlRect(QStyle.ComplexControl.CC_ComboBox, option,
                                         QStyle.SubControl.SC_ComboBoxEditField, combo)
    return combo.fontMetrics().elidedText(combo.currentText(), Qt.TextElideMode.ElideRight, max(0, field.width()))


class ElidedCombo(QComboBox):
    """A drop-down whose current text, when too long for the box, ends with "…" rather than
    being cut off, the whole text in its tooltip (the popup shows every entry whole)."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.currentIndexChanged.connect(lambda _i: self.setToolTip(self.currentText()))

    def paintEvent(self, _event) -> None:  # noqa: N802
        paint_elided(self)

    def shown_text(self) -> str:
        """What the box shows (its text, elided to its width): for tests."""
        return elided_text(self)


class PopupFitter(QObject):
    """Keeps the offered choices of a drop-down one types into (its completer's popup, as wide as
    the box by default) as wide as their longest entry, within POPUP_MAX_WIDTH and on the screen:
    a long card name shows whole while one types."""

    def __init__(self, popup: QWidget, width: int):
        super().__init__(popup)
        self.popup, self.width = popup, width
        popup.setMinimumWidth(width)  # Qt places it at the box's width: widened, from its left
        popup.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        if watched is self.popup and event.type() in (QEvent.Type.Show, QEvent.Type.Move, QEvent.Type.Resize):
            self.keep_on_screen()
        return False

    def keep_on_screen(self) -> None:
        screen = self.popup.screen()
        if screen is None:
            return
        area, frame = screen.availableGeometry(), self.popup.geometry()
        x = max(area.left(), min(frame.x(), area.right() + 1 - frame.width()))
        if x != frame.x():
            self.popup.move(x, frame.y())


class AnswerCombo(QComboBox):
    """The drop-down of a question: a key on the closed box never answers by itself. The arrows
    (and Page Up/Down, Home/End) open its list, as Alt+Down does, a letter opens it at the first
    choice that starts with it; in the open list the arrows browse and Enter (or a click) answers.
    An editable box (a long list) is typed into as before: its offered choices are browsed with the
    arrows, Enter answers."""

    BROWSE = (Qt.Key.Key_Up, Qt.Key.Key_Down, Qt.Key.Key_PageUp, Qt.Key.Key_PageDown)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        key = event.key()
        mods = event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
        completer = self.completer()
        offered = completer is not None and completer.popup() is not None and completer.popup().isVisible()
        if not self.view().isVisible() and not offered and not mods & ~Qt.KeyboardModifier.AltModifier:
            if key in self.BROWSE or (not self.isEditable() and key in (Qt.Key.Key_Home, Qt.Key.Key_End)):
                self.showPopup()
                event.accept()
                return
            text = event.text()
            if not self.isEditable() and text and text.isprintable() and not text.isspace():
                self.showPopup()  # the letter picks in the open list, never in the closed box
                self.view().keyboardSearch(text)
                event.accept()
                return
        super().keyPressEvent(event)

    def paintEvent(self, event) -> None:  # noqa: N802
        if self.isEditable():  # its line edit shows the text (from its start, whole in the tooltip)
            super().paintEvent(event)
        else:  # a long card name ends with "…", whole in the tooltip and the open list
            paint_elided(self)

    def shown_text(self) -> str:
        """What the closed box shows: for tests."""
        return self.currentText() if self.isEditable() else elided_text(self)


def popup_width(combo: QComboBox) -> int:
    """How wide a drop-down's list must be to show its longest entry whole, within reason."""
    return min(POPUP_MAX_WIDTH, widest_choice(combo, combo.view().fontMetrics()) + 40)  # the scroll bar and margins


def widest_choice(combo: QComboBox, metrics: QFontMetrics) -> int:
    """The width of a drop-down's longest entry in ``metrics``."""
    return max((metrics.horizontalAdvance(combo.itemText(i)) for i in range(combo.count())), default=0)


def answer_combo(request: Any, chosen: str | None, searchable: bool = True) -> QComboBox:
    """The drop-down of one question, showing ``chosen`` (an answer given, not yet applied).

    A long list of names (more than MANY_CHOICES) can be typed into: the choices whose label
    contains the typed text (any case) are offered, and picking one answers (not ``searchable``: an
    answer only shown, never typed into). Names in the window's language, in the order the game
    asks (choice_items); a long name ends with "…" in the box, whole in its tooltip and lists."""
    combo = compact_combo(f"input_{request.name}", AnswerCombo())
    many = searchable and len(request.choices) > MANY_CHOICES and request.kind != "die"  # a die's faces: short
    if not many:
        combo.addItem(tr("(choose)"), None)
    for text, value in choice_items(request, language()):
        combo.addItem(text, value)
    fit_popup(combo)
    if many:
        combo.setEditable(True)
        combo.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)  # a typed text is a search, never a choice
        completer = QCompleter(combo.model(), combo)
        completer.setFilterMode(Qt.MatchFlag.MatchContains)
        completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        completer.setCompletionMode(QCompleter.CompletionMode.PopupCompletion)
        combo.setCompleter(completer)
        PopupFitter(completer.popup(), popup_width(combo))  # the offered names whole, as in the list
        combo.setMinimumContentsLength(13)  # room for the hint and a name's first words
        combo.lineEdit().setPlaceholderText(tr("(type or choose)"))
        combo.setToolTip(tr("Type part of a name to see the choices that contain it"))
    index = combo.findData(chosen) if chosen is not None else -1
    combo.setCurrentIndex(index if index >= 0 else (-1 if many else 0))
    if index >= 0:
        show_answer(combo)
    return combo


def show_answer(combo: QComboBox) -> None:
    """A drop-down showing an answer: one longer than the box whole in its tooltip (a box typed
    into reads from its start)."""
    if combo.isEditable():
        combo.lineEdit().setCursorPosition(0)
    combo.setToolTip(combo.currentText())


ANSWER_SHARE = 0.5  # of the questions' width, at most, for their answers


def answer_width(combo: QComboBox) -> int:
    """How wide a closed drop-down must be to show its longest choice whole."""
    option = QStyleOptionComboBox()
    combo.initStyleOption(option)
    return combo.style().sizeFromContents(QStyle.ContentsType.CT_ComboBox, option, QSize(
        widest_choice(combo, combo.fontMetrics()), combo.fontMetrics().height()), combo).width()


def table_answers_only(proposal: Any, given: dict[str, str]) -> bool:
    """Whether the proposal, answered, is only the table's answers (nothing of the automa to
    review): every question it asks has its answer and every action is an answer."""
    return (proposal.status == "needs_input" and proposal.applicable()
            and all(getattr(a, "family", None) == "answer" for a in proposal.actions)
            and all(r.name in given for r in proposal.inputs))


class SidePanel(QWidget):
    """A panel of the right-hand side: a stable width, whatever its texts."""

    preferred_height = 300  # how the docks of one side share its height

    def sizeHint(self) -> QSize:  # noqa: N802
        return QSize(PANEL_WIDTH, self.preferred_height)

    def minimumSizeHint(self) -> QSize:  # noqa: N802
        # the texts wrap and the buttons take two rows: what the widest button needs, no more
        hint = super().minimumSizeHint()
        return QSize(max(PANEL_MIN_WIDTH, hint.width()), hint.height())


def status_text(status: str) -> str:
    return {
        "automa_turn": message("panel.automa_turn"),  # the game's own name of its automa
        "not_automa_turn": tr("Your turn"),
        "needs_input": message("panel.needs_input"),
        "game_over": tr("Game over"),
    }[status]


def rule_suffix(rule: str | None) -> str:
    """The header's rule ID after its status, named as a rule: "  ·  rule TM‑GEN‑OPP" ("" for none).
    It never breaks inside: no-break space and hyphens (U+2011)."""
    if not rule:
        return ""
    return "  ·  " + (tr("rule %s") % rule.replace("-", "\u2011")).replace(" ", "\u00a0")


def rule_tooltip(rule: str | None) -> str:
    """What the header's rule ID is: the solo rules' ID of the rule that says whose turn it is."""
    if not rule:
        return ""
    return tr("Rule %s of the solo rules says whose turn it is; "
              "the explanations below cite the rules by these IDs.") % rule


def hint_text(status: str, result: Any = None, rule: str | None = None) -> str | None:
    """What the explanation list says when there is nothing to explain: at the game's end, its
    final scores (from the game's result); on the player's turn, the game's own words for the
    rule that gives it, if it has them (Concordia's last turn: no automa turn follows)."""
    if status == "game_over":
        return game_over_text(result)
    if status == "not_automa_turn":
        return message(f"panel.your_move.{rule}") if rule and has_message(f"panel.your_move.{rule}") \
            else message("panel.your_move")
    return None


def game_over_text(result: Any) -> str:
    """The game's end in the panel: each side's final score, one a line, the winner's first."""
    scores = [(side, n) for side, n in ((result.scores or {}) if result is not None else {}).items()
              if side in SIDES]  # not the tie-breaks
    if not scores:
        return tr("The game is over.")
    order = sorted(scores, key=lambda item: (item[0] != result.winner, item[0]))
    return "\n".join([tr("The game is over. Final scores:")]
                     + [f"  {capitalised(message(f'side.{side}'))}: {number(n)}" for side, n in order])


def capitalised(text: str) -> str:
    return text[:1].upper() + text[1:]


def result_text(result: Any) -> str:
    if result.winner == "draw":
        return tr("game over: a draw")
    if result.winner == "none":  # a variant that only scores the player
        return tr("game over: you scored %s VP") % number(result.scores.get("player", 0))
    if result.winner == "player":  # "you win", "hai vinto": not "the winner: you"
        return tr("game over: you win")
    return tr("game over: %s wins") % message(f"side.{result.winner}")


SIDES = ("player", "automa")


def scores_text(result: Any) -> str:
    """The final scores the game gives, the winner's first: "the automa 41 · you 17"."""
    scores = {side: n for side, n in (result.scores or {}).items() if side in SIDES}  # not the tie-breaks
    if not scores or result.winner == "none":
        return ""
    order = sorted(scores, key=lambda side: (side != result.winner, side))
    return " · ".join(f"{message(f'side.{side}')} {number(scores[side])}" for side in order)


def step_text(game: Any, step: Any, state: Any = None) -> tuple[str, str]:
    """A step as the history says it: the side that played it ("the AI"; "" for a correction, by no
    side whatever its ``by``) and what it did ("builds in Luceria, paying 1 cloth; …"); ``state``:
    the game's table, for what the step does not record (Concordia's capital)."""
    clauses = game.describe_step(list(step.actions), state) or [game.describe(a, state) for a in step.actions]
    described = "; ".join(message(c.key, c.params) for c in clauses)
    who = step.actions[0].by if step.actions and step.actions[0].family != "edit" else None
    return (message(f"side.{who}") if who else ""), described


def step_details(game: Any, step: Any, state: Any = None) -> str:
    """What a step's shortened history line leaves out (see ``describe_step``): each action's
    line, one a line, as a sentence (capitalised); "" when the history line already says it all."""
    if game.describe_step(list(step.actions), state) is None:
        return ""
    lines = (game.describe(a, state) for a in step.actions)
    return "\n".join(capitalised(message(line.key, line.params)) for line in lines)


def reason_text(result: Any) -> str:
    """Why the game ended, in words ("civilian victory", "on points"), from the core's catalogue
    (``result_reason.<reason>``); "" for a reason it does not name, or for a variant that only
    scores the player (its "final score" adds nothing to "you scored 37")."""
    from solo_desk.core.messages import lookup

    if result is None or result.winner == "none" or not lookup(f"result_reason.{result.reason}"):
        return ""
    return message(f"result_reason.{result.reason}")


def result_lines(result: Any) -> list[str]:
    """How the game ended, as the window says it: "Game over: SOLO wins (civilian victory)",
    then "Final score: SOLO 71 · you 42" when the game scores both sides. The Automa panel's
    header shows them one a line, the History panel's closing line one after the other."""
    if result is None:
        return [tr("Game over")]
    text = capitalised(result_text(result))
    why = reason_text(result)
    if why:
        text += f" ({why})"
    scores = scores_text(result)
    return [text, tr("Final score: %s") % scores] if scores else [text]


def game_over_header(result: Any) -> str:
    """The panel's header once the game is over: the result, never the last turn's rule."""
    return "\n".join(result_lines(result))


def closing_text(result: Any) -> str:
    """The History panel's last line once the game is over: who won, why, the final score."""
    return ". ".join(result_lines(result))


class BotPanel(SidePanel):
    """The proposal: status, the explanation step by step, Apply, Auto-apply, answers.

    The questions scroll in their own area and Apply stays below them: however many the
    automa asks (Concordia's set-up asks 25), the panel's minimum height stays the same."""

    preferred_height = 520
    # the keyboard focus has nowhere to go in the panel (all answered, nothing to apply): the
    # window gives it back to the board
    leave_focus = Signal()

    def __init__(self, controller: SessionController, parent: QWidget | None = None):
        super().__init__(parent)
        self.controller = controller
        self.setStyleSheet(FOCUS_STYLE)
        self.status = wrapping_label()
        self.status.setObjectName("botStatus")
        font = self.status.font()
        font.setBold(True)
        self.status.setFont(font)
        self.steps = wrapping_list("botTrace")
        self.steps.setMinimumHeight(60)
        self.inputs_box = QWidget()
        self.inputs_box.setObjectName("botInputs")
        self.inputs_form = QGridLayout(self.inputs_box)  # a question (wrapped) and its answer, row by row
        self.inputs_form.setContentsMargins(0, 0, 4, 0)
        self.inputs_form.setColumnStretch(0, 1)
        self.inputs_area = QScrollArea()
        self.inputs_area.setObjectName("botInputsArea")
        self.inputs_area.setWidgetResizable(True)
        self.inputs_area.setFrameShape(QFrame.Shape.NoFrame)
        self.inputs_area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.inputs_area.setWidget(self.inputs_box)
        self.inputs_area.setMinimumHeight(60)
        self.inputs_area.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # its questions take the focus, not it
        self.apply_button = QPushButton(tr("Apply"))
        self.apply_button.setObjectName("applyButton")
        self.apply_button.clicked.connect(controller.apply_proposal)
        self.apply_button.setEnabled(False)  # until the first proposal is shown
        self.inputs_area.setVisible(False)
        self.again_button = QPushButton(tr("Answer again"))
        self.again_button.setObjectName("answerAgain")
        self.again_button.setToolTip(tr("Forget the answers given for this turn and ask the questions again"))
        self.again_button.clicked.connect(controller.clear_answers)
        self.again_button.setVisible(False)
        self.auto = QCheckBox(tr("Auto-apply"))
        self.auto.setObjectName("autoApply")
        self.auto.setToolTip(message("panel.auto_apply_tip"))
        self.auto.toggled.connect(controller.set_auto_apply)
        self._asked: dict[str, Any] = {}  # name -> the question asked, for the answers given to it
        self._open_shown: tuple[str, ...] = ()  # the open questions last brought into view
        # the question rows shown: ((the question, whether still open), its label, its drop-down)
        self._rows: list[tuple[tuple[Any, bool], QLabel, QComboBox]] = []
        self._new_table = False  # True: the rows shown belong to another table, none is kept
        buttons = QGridLayout()  # two rows: a narrow panel still shows every button whole
        buttons.addWidget(self.apply_button, 0, 0)
        buttons.addWidget(self.again_button, 0, 1)
        buttons.addWidget(self.auto, 1, 0, 1, 2)
        layout = QVBoxLayout(self)
        layout.addWidget(self.status)
        layout.addWidget(self.steps, 1)
        layout.addWidget(self.inputs_area, 2)
        # what the explanation and the questions leave (no explanation yet, a few questions): under
        # them, so that the header stays at the top and Apply at the bottom
        layout.addStretch(0)
        layout.addLayout(buttons)
        controller.changed.connect(self._forget_asked)
        controller.proposal_changed.connect(self.refresh)

    def question_combos(self) -> list[QComboBox]:
        """The drop-downs of the questions shown, in order."""
        return [combo for _key, _label, combo in self._rows]

    def open_questions(self) -> list[QComboBox]:
        """The drop-downs of the questions still to answer, in order."""
        return [c for c in self.question_combos() if c.isEnabled() and c.property("open_question")]

    def focus_target(self, after_apply: bool = False) -> QWidget | None:
        """Where the keyboard goes in this panel: the first question still to answer, else Apply
        (not right after Apply: the next Space must not apply the automa's next turn unseen);
        None when there is neither."""
        questions = [c for c in self.open_questions() if c.currentData() is None] or []
        if questions:
            return questions[0]
        if not after_apply and self.apply_button.isEnabled() and self.apply_button.isVisible():
            return self.apply_button
        return None

    def _focus_origin(self) -> str | None:
        """What of this panel has the keyboard focus now: "answer" (a question or Answer again),
        "apply" (Apply), else None (the focus is elsewhere: a refresh never takes it)."""
        focused = QApplication.focusWidget()
        if focused is None:
            return None
        if focused is self.apply_button:
            return "apply"
        if focused is self.again_button or self.inputs_box.isAncestorOf(focused):
            return "answer"
        return None

    def _refocus(self, origin: str | None) -> None:
        """After an answer or Apply given from the panel, the focus goes on: to the next open
        question, else to Apply (after an answer), else back to the board."""
        if origin is None:
            return
        target = self.focus_target(after_apply=origin == "apply")
        if target is not None:
            target.setFocus(Qt.FocusReason.OtherFocusReason)
        else:
            self.leave_focus.emit()

    def _chain(self) -> None:
        """The panel's Tab order, top to bottom: the explanation, the questions, Apply, Answer
        again, Auto-apply (the questions, made last, would otherwise come after the other panels)."""
        chain = [self.steps, *self.question_combos(), self.apply_button, self.again_button, self.auto]
        for first, second in zip(chain, chain[1:]):
            QWidget.setTabOrder(first, second)

    def refresh(self) -> None:
        origin = self._focus_origin()  # before the questions (and the focus with them) are rebuilt
        proposal = self.controller.proposal
        self.auto.blockSignals(True)
        self.auto.setChecked(self.controller.auto_apply)
        self.auto.blockSignals(False)
        rule = None  # the rule that says whose turn it is, when the header names it
        if proposal.status == "game_over":  # the result, not the rule of the last turn
            text = game_over_header(self.controller.game.result(self.controller.state))
        elif proposal.status == "needs_input" and proposal.applicable():  # answered: only Apply is left
            text = message("panel.answered")
        elif proposal.status == "needs_input" and proposal.to_move == "player":  # the player's own move asks
            text = message("panel.table_asks")
        else:
            rule = proposal.rule
            text = status_text(proposal.status) + rule_suffix(rule)
        self.status.setText(text)
        self.status.setToolTip(rule_tooltip(rule))
        self.steps.clear()
        self._explain(proposal)
        result = self.controller.game.result(self.controller.state) if proposal.status == "game_over" else None
        hint_line = hint_text(proposal.status, result, proposal.rule)
        if self.steps.count() == 0 and hint_line:
            hint = QListWidgetItem(hint_line)
            hint.setFlags(Qt.ItemFlag.ItemIsEnabled)  # a hint, not a step to select (but not greyed out)
            self.steps.addItem(hint)
            # once the game is over, the automa's last turn even if the player's move ended the game
            last = self.controller.last_explained(past_player_moves=proposal.status == "game_over") \
                if proposal.status != "automa_turn" else None
            if last is not None:  # the automa's turn just applied stays explained
                heading = QListWidgetItem(message("panel.last_turn"))
                font = heading.font()
                font.setBold(True)
                heading.setFont(font)
                heading.setFlags(Qt.ItemFlag.ItemIsEnabled)
                self.steps.addItem(heading)
                self._explain(last, done=True)
        given = dict(self.controller.inputs)
        for request in proposal.inputs:
            self._asked[request.name] = request
        asked = {r.name for r in proposal.inputs}
        # the answers given that the proposal no longer asks (the next question is asked, or the
        # automa's turn is ready): shown, not changeable here ("Answer again" forgets them)
        told = [name for name in given if name not in asked]
        if any(name not in self._asked for name in told):  # a reopened save: its questions asked again
            for name, request in self.controller.answered_questions().items():
                self._asked.setdefault(name, request)
        earlier = [self._asked[name] for name in told if name in self._asked]
        rows = [(r, False) for r in earlier] + [(r, True) for r in proposal.inputs]
        self._show_rows([(request, open_, given.get(request.name)) for request, open_ in rows])
        first_open = next((combo for (request, open_), (_key, _label, combo) in zip(rows, self._rows)
                           if open_ and request.name not in given), None)
        self.inputs_area.setVisible(bool(rows))
        self.inputs_area.setMaximumHeight(16777215)  # (QWIDGETSIZE_MAX) never capped to the rows before
        QTimer.singleShot(0, self, self._fit_questions)  # once the new rows are shown (laid out)
        # the question to answer now in sight, below the answered ones, each time the open questions
        # change (the player's own scrolling is left alone otherwise)
        open_names = tuple(r.name for r in proposal.inputs if r.name not in given)
        if first_open is not None and open_names != self._open_shown:
            QTimer.singleShot(0, first_open, lambda c=first_open: self.bring_into_view(c))
        self._open_shown = open_names
        self.steps.setVisible(self.steps.count() > 0 or not rows)  # room for the questions
        self.apply_button.setEnabled(proposal.applicable())
        self.again_button.setVisible(bool(self.controller.inputs))  # a wrong answer is not locked in
        self._chain()
        self._refocus(origin)

    def _show_rows(self, rows: list[tuple[Any, bool, str | None]]) -> None:
        """The question rows (the question, whether it is still open, the answer given): a row whose
        question, choices, openness and shown answer did not change keeps its widgets (an answer
        redraws only what it changed, and the other drop-downs keep their state); the others are
        made anew, the rows gone are deleted, and only the rows that change are placed again."""
        reusable = {} if self._new_table else {key[0].name: (key, label, combo) for key, label, combo in self._rows}
        self._new_table = False
        wanted = []
        for request, open_, chosen in rows:
            old = reusable.get(request.name)
            if old is not None and old[0] == (request, open_) and old[2].currentData() == chosen:
                _key, label, combo = old
                if open_ and chosen is not None:  # chosen in this very box: shown as answer_combo shows it
                    show_answer(combo)
            else:
                label, combo = self._question_row(request, open_, chosen)
            wanted.append(((request, open_), label, combo))
        shown, kept = [combo for _key, _label, combo in self._rows], [combo for _key, _label, combo in wanted]
        for row, (_key, label, combo) in enumerate(self._rows):  # out of the rows that change
            if row >= len(kept) or kept[row] is not combo:
                self.inputs_form.removeWidget(label)
                self.inputs_form.removeWidget(combo)
        staying = {id(combo) for combo in kept}
        for _key, label, combo in self._rows:
            if id(combo) not in staying:
                for widget in (label, combo):  # gone at once, as findChild sees it
                    widget.hide()
                    widget.setParent(None)
                    widget.deleteLater()
        for row, (_key, label, combo) in enumerate(wanted):  # into the rows that change
            if row >= len(shown) or shown[row] is not combo:
                self.inputs_form.addWidget(label, row, 0)
                self.inputs_form.addWidget(combo, row, 1, Qt.AlignmentFlag.AlignTop)
        # the box's children in the rows' order too, as if made anew (a new row's widgets come last)
        children = [c for c in self.inputs_box.children() if isinstance(c, QComboBox)]
        first = next((row for row, (a, b) in enumerate(zip(children, kept)) if a is not b), len(kept))
        for _key, label, combo in wanted[first:]:
            label.raise_()
            combo.raise_()
        for row in range(self.inputs_form.rowCount()):
            self.inputs_form.setRowStretch(row, 0)
        self.inputs_form.setRowStretch(len(wanted), 1)  # the questions at the top, not spread out
        self._rows = wanted

    def _question_row(self, request: Any, open_: bool, chosen: str | None) -> tuple[QLabel, QComboBox]:
        """A question's label and drop-down: an open one answers as it is chosen, an answered one
        only shows its answer."""
        combo = answer_combo(request, chosen, searchable=open_)
        combo.setProperty("open_question", open_)
        if open_:
            combo.currentIndexChanged.connect(
                lambda _i, c=combo, n=request.name: self._answer(n, c.currentData()))
        else:
            combo.setEnabled(False)
            combo.setToolTip(combo.currentText() + "\n" + tr("Answered: \"Answer again\" asks it again"))
        question = wrapping_label(message(request.key, request.params))
        question.setBuddy(combo)
        return question, combo

    def _fit_questions(self) -> None:
        """The questions take the height they need, no more (a few questions leave the rest to
        the explanation above them, not an empty space under them); many of them scroll, in their
        share of the panel. The answers show whole ("PRINT! (Stampa)") within their share of the
        width, the questions wrapping in the rest."""
        layout = self.inputs_form
        width = self.inputs_area.viewport().width()
        self._fit_answers(width)
        needed = layout.heightForWidth(width) if layout.hasHeightForWidth() else layout.sizeHint().height()
        needed += 2 * self.inputs_area.frameWidth()
        self.inputs_area.setMaximumHeight(max(self.inputs_area.minimumHeight(), needed))

    def resizeEvent(self, event) -> None:  # noqa: N802
        super().resizeEvent(event)
        self._fit_questions()  # a narrower panel wraps the questions on more lines

    def _fit_answers(self, width: int) -> None:
        """The drop-downs as wide as their longest choice needs, up to ANSWER_SHARE of ``width``
        (all alike: the column does not jump as answers are given); a longer one ends with "…",
        whole in its tooltip and its open list. A long list typed into keeps its own width."""
        combos = [c for c in self.question_combos() if not c.isEditable()]
        if not combos:
            return
        column = min(max(answer_width(c) for c in combos), int(width * ANSWER_SHARE))
        for combo in combos:
            combo.setMinimumWidth(column)

    def bring_into_view(self, combo: QComboBox) -> None:
        """Scroll the questions so that ``combo`` and its question show: once the rebuilt rows are
        laid out (their places are not known before), however many answered ones come first."""
        if combo.parent() is not self.inputs_box or not self.inputs_area.isVisible():
            return
        self.inputs_form.activate()
        QApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)  # the scroll area's range too
        label = self.inputs_form.itemAtPosition(self.inputs_form.getItemPosition(self.inputs_form.indexOf(combo))[0], 0)
        top = min(combo.y(), label.widget().y()) if label is not None and label.widget() is not None else combo.y()
        bar = self.inputs_area.verticalScrollBar()
        if top < bar.value() or top + combo.height() > bar.value() + self.inputs_area.viewport().height():
            # out of sight: at the top, the questions after it below it, the answered ones above
            bar.setValue(min(bar.maximum(), max(0, top - 6)))
        self.inputs_area.ensureWidgetVisible(combo, 0, 4)

    def _explain(self, proposal: Any, done: bool = False) -> None:
        """The proposal's trace, a line per step citing its rule, then its actions (``done``: as
        applied, in grey)."""
        items = []
        for step in proposal.trace:
            line = f"{step.rule}: {message(step.key, step.params)}"
            if step.dropped:
                line += "\n  " + tr("dropped:") + " " + "; ".join(
                    dropped_text(candidate_label(d), message(d.key, d.params), d.key) for d in step.dropped
                )
            if step.ambiguity:
                line += "\n  " + tr("interpretation %s decided this step") % step.ambiguity
            items.append(QListWidgetItem(line))
        for action in proposal.actions:
            described = self.controller.game.describe(action, self.controller.state)
            items.append(QListWidgetItem("→ " + message(described.key, described.params)))
        for item in items:
            if done:
                item.setForeground(QColor("#666666"))
            self.steps.addItem(item)

    def _answer(self, name: str, value: str | None) -> None:
        # the answer rebuilds this panel, combo box included: not while the box is still emitting
        if value is not None:
            QTimer.singleShot(0, self, lambda: self._give(name, value))

    def _give(self, name: str, value: str) -> None:
        """One gesture: the answer is recorded and, when it completes what the table is asked
        and the result is only the table's answers (no automa move to review), applied at
        once (one undoable step, as Apply would)."""
        if self.controller.inputs.get(name) == value:
            return  # already given (the box shows it)
        self.controller.answer(name, value)
        if table_answers_only(self.controller.proposal, self.controller.inputs):
            self.controller.apply_proposal()

    def _forget_asked(self) -> None:
        """A new table (a step applied, undone, a correction): the questions asked before are
        kept only while their answers stay given."""
        self._asked = {name: r for name, r in self._asked.items() if name in self.controller.inputs}
        self._open_shown = ()  # the questions of a new table are new ones, whatever their names
        self._new_table = True


SENTENCES = re.compile(r"[.!?;:]\s")  # a stop inside: more than one sentence (or clause)
ORDINARY_WORD = re.compile(r"^[^\W\d_][^\W\d_A-Z]*(?=[\s,']|$)")  # "Not", "Non": a capital, then lower case


def dropped_text(label: str, reason: str, key: str | None = None) -> str:
    """A dropped candidate and why, as the explanation shows it: "black (not drawn)". A reason
    written as a sentence ("Not drawn.", "Non estratto.") reads as the rest of the line in the
    parentheses: its final full stop goes, and its first letter is lower-cased when the catalogue's
    own text (not a name put in it: "{province} ...") starts with an ordinary capitalised word (not
    "AI", "IA", "VP"). A reason of several sentences is shown whole after a colon; one that starts
    with the label itself is shown alone ("B1 is farther: distance 6", not "B1: B1 is farther …")."""
    text = reason.strip()
    if not text:
        return label
    if label and text.startswith(label + " "):  # the reason names the candidate itself: "B1 is farther: …"
        return text[:-1] if text.endswith(".") and not text.endswith("..") else text
    sentence = text.endswith(".") and not text.endswith("..")
    body = text[:-1].rstrip() if sentence else text
    if SENTENCES.search(body):
        return f"{label}: {text}"
    if sentence and ORDINARY_WORD.match(body) and body[:1].isupper():
        template = (lookup(key, language()) or "") if key else ""
        if template and not template.lstrip().startswith("{"):
            body = body[:1].lower() + body[1:]
    return f"{label} ({body})"


def lookup(key: str, lang: str) -> str | None:
    from solo_desk.core.messages import lookup as find

    return find(key, lang)


def candidate_label(dropped) -> str:
    label = getattr(dropped, "label", None)  # bots may build steps without defaults
    if label is None:
        return dropped.candidate
    return render_value(label, language())


class HistoryRow(NamedTuple):
    """A History row as shown: its step, whether it is undone (grey), its line and tooltip."""

    step: Any
    undone: bool
    text: str
    details: str


class HistoryPanel(SidePanel):
    """Every step; click to go there. Kept branches can be restored."""

    preferred_height = 260

    def __init__(self, controller: SessionController, parent: QWidget | None = None):
        super().__init__(parent)
        self.controller = controller
        self.setStyleSheet(FOCUS_STYLE)
        self.list = wrapping_list("history")
        self.list.itemClicked.connect(self._jump)
        self.list.installEventFilter(self)  # Return, Enter or Space: the selected step, as a click
        self.closing: QListWidgetItem | None = None  # the game's result, after its last move
        self._rows: list[HistoryRow | None] = []  # what rows 1, 2, ... show: reused while their step stays
        self._described_on: tuple[Any, str] | None = None  # the set-up and language they were said in
        # its own row, the panel's width: "Ramo 1: 1 passo dopo il passo 7" shows whole (a
        # narrower panel ends it with "…", the whole text in the tooltip)
        self.branches = compact_combo("branches", ElidedCombo())
        self.restore = QPushButton(tr("Restore branch"))
        self.restore.setToolTip(tr("Play the chosen branch's steps again in place of the steps after the step it "
                                   "starts from (those are kept as a branch)"))
        self.restore.clicked.connect(self._restore)
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(self.restore)
        layout = QVBoxLayout(self)
        layout.addWidget(self.list, 1)
        layout.addWidget(self.branches)
        layout.addLayout(row)
        controller.changed.connect(self.refresh)

    def refresh(self) -> None:
        session = self.controller.session
        self.list.blockSignals(True)
        if self.closing is not None:  # said again below, after the move that is the last now
            self.list.takeItem(self.list.row(self.closing))
            self.closing = None
        if self._described_on != (session.initial, language()):  # another set-up or language: all anew
            self._described_on = (session.initial, language())
            self._rows.clear()
            self.list.clear()
        if not self.list.count():
            start = QListWidgetItem(tr("Start of the game"))
            start.setData(Qt.ItemDataRole.UserRole, 0)
            self.list.addItem(start)
        # a long game's rows are kept: only the rows whose step changed (a new move, a restored
        # branch) are described again, and those whose undone grey changed are repainted
        for number, step in enumerate(session.steps, start=1):
            undone = number > session.cursor
            if number > len(self._rows):  # a new step: a new row
                item = QListWidgetItem()
                item.setData(Qt.ItemDataRole.UserRole, number)
                self.list.addItem(item)
                self._rows.append(None)
            shown = self._rows[number - 1]
            if shown is not None and shown.step is step:
                if shown.undone == undone:
                    continue
                text, details = shown.text, shown.details
            else:
                text, details = self._described(number, step)
            self._rows[number - 1] = HistoryRow(step, undone, text, details)
            self._show_row(self.list.item(number), self._rows[number - 1])
        for _ in range(len(self._rows) - len(session.steps)):  # the steps cut off (a branch kept)
            self._rows.pop()
            self.list.takeItem(self.list.count() - 1)
        self.list.setCurrentRow(session.cursor)
        result = self.controller.game.result(self.controller.state)
        if result is not None:  # the game is over: said after its last move (not a step: no undo)
            self.closing = QListWidgetItem(closing_text(result))
            font = self.closing.font()
            font.setBold(True)
            self.closing.setFont(font)
            self.closing.setFlags(Qt.ItemFlag.ItemIsEnabled)  # not a step to go back to
            self.closing.setToolTip(tr("The game is over: undo its last move to play on"))
            self.list.insertItem(session.cursor + 1, self.closing)
        self.list.blockSignals(False)
        self.branches.clear()
        for number, branch in enumerate(session.branches):
            label = tr("Branch %d: %d step after step %d") if len(branch.steps) == 1 else \
                tr("Branch %d: %d steps after step %d")
            self.branches.addItem(label % (number + 1, len(branch.steps), branch.fork),
                                  number)
        # no branch kept (moves played over undone ones): no empty box, the list gets the room
        self.branches.setEnabled(bool(session.branches))
        self.restore.setEnabled(bool(session.branches))
        self.branches.setVisible(bool(session.branches))
        self.restore.setVisible(bool(session.branches))
        # the current step in sight once the list has its height (the branch row may have taken some)
        QTimer.singleShot(0, self, self._show_current)

    def _described(self, number: int, step: Any) -> tuple[str, str]:
        """Step ``number``'s line and tooltip (a set-up's draws, one a line), said once per step:
        the table's state a line may read is what stays the same through a game (Concordia's
        capital)."""
        who, described = step_text(self.controller.game, step, self.controller.state)
        details = step_details(self.controller.game, step, self.controller.state)
        return f"{number}. " + (f"{who}: " if who else "") + described, details

    def _show_row(self, item: QListWidgetItem, row: HistoryRow) -> None:
        item.setText(row.text)
        details = row.details
        if row.undone:
            item.setForeground(Qt.GlobalColor.gray)  # undone, redo brings it back
            tip = tr("Undone (in grey): Redo plays it again, a click goes back to it; "
                     "another move keeps the undone steps as a branch")
            details = f"{details}\n\n{tip}" if details else tip
        else:
            item.setData(Qt.ItemDataRole.ForegroundRole, None)
        item.setData(Qt.ItemDataRole.ToolTipRole, details or None)

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt name)
        super().resizeEvent(event)
        # a shorter list (a smaller window) keeps its top line: the current step would fall out of sight
        QTimer.singleShot(0, self, self._show_current)

    def _show_current(self) -> None:
        item = self.list.currentItem()
        if item is not None:
            self.list.scrollToItem(item)
        if self.closing is not None:  # the result in sight under the last move
            self.list.scrollToItem(self.closing)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        if watched is self.list and event.type() == QEvent.Type.KeyPress:
            mods = event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
            if mods == Qt.KeyboardModifier.NoModifier and event.key() in (
                    Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
                item = self.list.currentItem()
                if item is not None and item.data(Qt.ItemDataRole.UserRole) is not None:
                    self._jump(item)
                return True
        return super().eventFilter(watched, event)

    def _jump(self, item: QListWidgetItem) -> None:
        # the jump rebuilds this list: not while the clicked item is still in use
        if item.data(Qt.ItemDataRole.UserRole) is None:
            return  # the closing line (the game's result): no step to go to
        index = int(item.data(Qt.ItemDataRole.UserRole))
        QTimer.singleShot(0, self, lambda: self.controller.jump(index))

    def _restore(self) -> None:
        number = self.branches.currentData()
        if number is not None:
            self.controller.restore_branch(int(number))


class DicePanel(QWidget):
    """The dice and draws of the last step, and a die the player can ask for."""

    class Faces(QLabel):
        """The dice, each a face of a fixed size, wrapped in rows at the panel's width: however
        many dice (a whole game's blocked power actions rolled at set-up), the panel never widens.
        ``text()`` holds the six-sided faces, ``pixmap()`` the numbered ones (as a plain label)."""

        GAP = 6
        NUMBERED = 44  # a numbered face's size (``numbered_faces``)

        def __init__(self) -> None:
            from PySide6.QtWidgets import QSizePolicy  # (imported here: the class is all this change touches)

            super().__init__()
            self.dice: list[int] = []
            self.pips = True
            self.strip: QPixmap | None = None
            policy = QSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
            policy.setHeightForWidth(True)
            self.setSizePolicy(policy)

        def show_dice(self, dice: list[int], kind: str | None, pips: bool) -> None:
            self.dice, self.pips = list(dice), pips
            if not dice:
                self.strip = None
                self.setText("–")
            elif pips:
                self.strip = None
                self.setText(" ".join(DIE_FACES[v - 1] for v in dice))
            else:
                self.strip = numbered_faces(dice, kind, self.devicePixelRatioF())
                self.setPixmap(self.strip)
            self._fit_rows()
            self.updateGeometry()
            self.update()

        def cell(self) -> QSize:
            if self.dice and not self.pips:
                return QSize(self.NUMBERED, self.NUMBERED)
            metrics = QFontMetrics(self.font())
            return QSize(max(metrics.horizontalAdvance(face) for face in DIE_FACES), metrics.height())

        def per_row(self, width: int) -> int:
            return max(1, (width + self.GAP) // (self.cell().width() + self.GAP))

        def hasHeightForWidth(self) -> bool:  # noqa: N802
            return True

        def heightForWidth(self, width: int) -> int:  # noqa: N802
            cell = self.cell()
            rows = max(1, math.ceil(len(self.dice) / self.per_row(width)))
            return rows * cell.height() + (rows - 1) * self.GAP

        def sizeHint(self) -> QSize:  # noqa: N802
            cell = self.cell()
            across = max(1, min(len(self.dice), 3))
            width = across * (cell.width() + self.GAP) - self.GAP
            return QSize(width, self.heightForWidth(width))

        def minimumSizeHint(self) -> QSize:  # noqa: N802
            return QSize(self.cell().width(), self.cell().height())

        def resizeEvent(self, event) -> None:  # noqa: N802
            super().resizeEvent(event)
            self._fit_rows()

        def _fit_rows(self) -> None:
            # every row of dice gets its height (a dock does not ask heightForWidth): none is cut
            height = self.heightForWidth(max(1, self.width()))
            if self.minimumHeight() != height:
                self.setMinimumHeight(height)

        def paintEvent(self, event) -> None:  # noqa: N802
            if not self.dice:
                super().paintEvent(event)
                return
            cell, per_row = self.cell(), self.per_row(self.width())
            painter = QPainter(self)
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            painter.setFont(self.font())
            painter.setPen(self.palette().windowText().color())
            ratio = self.strip.devicePixelRatio() if self.strip is not None else 1.0
            for index, value in enumerate(self.dice):
                row, col = divmod(index, per_row)
                box = QRectF(col * (cell.width() + self.GAP), row * (cell.height() + self.GAP), cell.width(), cell.height())
                if self.strip is None:
                    painter.drawText(box, Qt.AlignmentFlag.AlignCenter, DIE_FACES[value - 1])
                else:  # the face drawn by ``numbered_faces``, cut out of its strip
                    source = QRectF(index * (self.NUMBERED + self.GAP) * ratio, 0, self.NUMBERED * ratio, self.NUMBERED * ratio)
                    painter.drawPixmap(box, self.strip, source)
            painter.end()

    def __init__(self, controller: SessionController, parent: QWidget | None = None):
        super().__init__(parent)
        self.controller = controller
        self.faces = self.Faces()
        self.faces.setObjectName("diceFaces")
        font = self.faces.font()
        font.setPointSize(28)
        self.faces.setFont(font)
        self.detail = wrapping_label()
        self.shown: list[str] = []  # what the faces show, for tests and screen readers
        self.heading = wrapping_label(tr("Last dice rolls"))
        self.heading.setObjectName("diceHeading")
        inner = QWidget()
        layout = QVBoxLayout(inner)
        layout.addWidget(self.heading)
        layout.addWidget(self.faces)
        layout.addWidget(self.detail)
        layout.addStretch(1)
        # a whole game's dice (rolled at set-up) can be taller than the dock: they scroll, never cut
        area = QScrollArea()
        area.setObjectName("diceArea")
        area.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # nothing in it takes the keys: no Tab stop
        area.setWidgetResizable(True)
        area.setFrameShape(QFrame.Shape.NoFrame)
        area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        area.setWidget(inner)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.addWidget(area)
        controller.changed.connect(self.refresh)
        controller.proposal_changed.connect(self.refresh)

    def sizeHint(self) -> QSize:  # noqa: N802
        # one width whatever it shows: the texts wrap, the dice take rows (a small minimum)
        return QSize(DICE_WIDTH, super().sizeHint().height())

    def minimumSizeHint(self) -> QSize:  # noqa: N802
        return QSize(min(super().minimumSizeHint().width(), PANEL_MIN_WIDTH), super().minimumSizeHint().height())

    def refresh(self) -> None:
        # the automa's proposed turn has rolled already (digital): its dice, not the last step's
        proposed = proposed_rolls(self.controller)
        # else the dice the table has told (a companion's set-up die), answered but not applied yet
        told = [] if proposed else told_rolls(self.controller)
        self.heading.setText(message("panel.roll_to_apply") if proposed or told else tr("Last dice rolls"))
        rolls = proposed or told or last_rolls(self.controller)
        dice = [v for _, value in rolls for v in numbers(value)]
        kind = die_kind(self.controller.session.options)
        pips = kind is None and all(1 <= v <= 6 for v in dice)  # six-sided dice: their faces
        # else a d12, a sum of two dice...: the number, never the pips of a d6
        self.shown = [DIE_FACES[v - 1] if pips else str(v) for v in dice]
        self.faces.show_dice(dice, kind, pips)
        self.faces.setAccessibleName(", ".join(self.shown))
        self.faces.setToolTip(", ".join(self.shown) + (f" ({kind})" if kind and dice else ""))
        # other draws (cards, tokens) are named in the history; here only the dice
        self.detail.setText("\n".join(self.roll_text(k, v) for k, v in rolls) or tr("No roll yet"))

    def roll_text(self, outcome: str, value: Any) -> str:
        """A roll named by its game's catalogue (``<game>.outcome.<name>``), else as a roll."""
        from solo_desk.core.messages import lookup

        key = f"{self.controller.game.id}.outcome.{outcome}"
        shown = ", ".join(str(v) for v in numbers(value))
        return message(key if lookup(key) else "outcome_roll", {"value": shown})


DIE_SPEC = re.compile(r"^(\d*)d(\d+)$", re.IGNORECASE)


def die_kind(options: dict[str, Any]) -> str | None:
    """The dice an option names when they are not one six-sided die ("d12", "2d6"), else None."""
    for value in options.values():
        if isinstance(value, str):
            found = DIE_SPEC.match(value)
            if found and not (found.group(1) in ("", "1") and found.group(2) == "6"):
                return value.lower()
    return None


def numbered_faces(dice: list[int], kind: str | None, ratio: float = 1.0) -> QPixmap:
    """Each value as a number on a die-shaped polygon: a pentagon (a d12's face), else a circle."""
    size, gap = 44, 6
    found = DIE_SPEC.match(kind or "")
    sides = 5 if found and found.group(1) in ("", "1") and found.group(2) == "12" else 0
    pixmap = QPixmap(int((len(dice) * (size + gap) - gap) * ratio), int(size * ratio))
    pixmap.setDevicePixelRatio(ratio)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    font = QFont(painter.font())
    font.setPixelSize(18)
    font.setBold(True)
    painter.setFont(font)
    for index, value in enumerate(dice):
        box = QRectF(index * (size + gap) + 1, 1, size - 2, size - 2)
        painter.setPen(QPen(QColor("#333333"), 1.5))
        painter.setBrush(QColor("#fbfbf6"))
        if sides:
            centre, radius = box.center(), box.width() / 2
            points = [QPointF(centre.x() + radius * math.sin(2 * math.pi * k / sides),
                              centre.y() + 2 - radius * math.cos(2 * math.pi * k / sides)) for k in range(sides)]
            painter.drawPolygon(QPolygonF(points))
        else:
            painter.drawEllipse(box)
        painter.setPen(QColor("#1a3c8c"))
        painter.drawText(box.adjusted(0, 3 if sides else 0, 0, 0), Qt.AlignmentFlag.AlignCenter, str(value))
    painter.end()
    return pixmap


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


def is_roll(outcome: str) -> bool:
    return any(w in outcome for w in DICE_WORDS)


def proposed_rolls(controller: SessionController) -> list[tuple[str, Any]]:
    """The dice the automa's proposed turn rolled (shown before it is applied), if any."""
    proposal = controller.proposal
    if proposal.status != "automa_turn":
        return []
    return [(k, v) for a in proposal.actions for k, v in a.outcomes.items() if is_roll(k) and numbers(v)]


def told_rolls(controller: SessionController) -> list[tuple[str, Any]]:
    """The dice the table has told in answer to the automa's questions, not applied yet: a die
    whose question the game names as a roll ("Action roll: 9"), the others as one roll
    ("Roll: 3, 5"); none when no answer is a die's."""
    from solo_desk.core.messages import lookup

    if not controller.inputs:
        return []
    asked = {r.name: r for r in controller.proposal.inputs}
    if any(name not in asked for name in controller.inputs):
        asked = {**controller.answered_questions(), **asked}
    dice = [(name, int(value)) for name, value in controller.inputs.items()
            if name in asked and asked[name].kind == "die" and str(value).isdigit()]
    named = [(name, value) for name, value in dice if lookup(f"{controller.game.id}.outcome.{name}")]
    others = [value for name, value in dice if (name, value) not in named]
    return named + ([("told_roll", others)] if others else [])


def last_rolls(controller: SessionController) -> list[tuple[str, Any]]:
    """The dice of the last step that rolled any (a step that only drew cards is skipped),
    else the rolls the set-up keeps in the state."""
    session = controller.session
    for step in reversed(session.steps[: session.cursor]):
        found = [(k, v) for a in step.actions for k, v in a.outcomes.items() if is_roll(k) and numbers(v)]
        if found:
            return found
    return [(k, v) for k, v in controller.game.setup_rolls(controller.state) if is_roll(k)]

