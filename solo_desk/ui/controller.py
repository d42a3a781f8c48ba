"""The window's link to the session: every change goes through here.

It owns the :class:`~solo_desk.core.session.Session` (the only undo model),
autosaves after every change, keeps the current proposal, and runs Auto-apply
(each automa turn still one undoable step; undo pauses it).
"""
from __future__ import annotations

from collections.abc import Sequence
from typing import Any
from pathlib import Path

from PySide6.QtCore import QObject, QTimer, Signal

from solo_desk.core import saves
from solo_desk.core.actions import Action
from solo_desk.core.errors import SoloDeskError
from solo_desk.core.proposal import Proposal
from solo_desk.core.session import Session
from solo_desk.ui.i18n import message, tr

AUTO_APPLY_DELAY_MS = 400
EXPLAINED_KEPT = 500  # the applied proposals kept for their explanation
MAX_ANSWER_ROUNDS = 50  # proposals asked while the answers of an undone turn are given back


class SessionController(QObject):
    changed = Signal()  # state, cursor or history changed
    proposal_changed = Signal()
    error = Signal(str)  # a message for the player, already translated
    info = Signal(str)  # news for the status bar (a branch restored), already translated
    auto_apply_changed = Signal(bool)

    def __init__(self, session: Session, path: Path | None = None, parent: QObject | None = None):
        super().__init__(parent)
        self.session = session
        self.path = path  # where Save writes; None until saved
        self.dirty = False
        self.auto_apply = False
        self.save_error: str | None = None  # why the last save failed (None: it did not)
        self.inputs: dict[str, str] = {}
        # the question each answer was given to: a change of the table keeps the answers to
        # questions it asks again unchanged (a board correction while answering)
        self._answered: dict[str, tuple[str, str]] = {}
        self._proposal: Proposal | None = None
        # the proposals applied in this window, by the step they made: the automa's last turn stays
        # explained once applied (id(step) -> (step, proposal); the step held so its id stays its own)
        self._explained: dict[int, tuple[Any, Proposal, dict[str, tuple[str | None, str]]]] = {}
        self._applying: tuple[Proposal, dict[str, tuple[str | None, str]]] | None = None
        self._answers_back: dict[str, tuple[str | None, str]] | None = None  # an undone turn's answers
        self._questions: tuple[Any, tuple, dict[str, Any]] | None = None  # answered_questions' last answer
        # Undo and Redo follow the order things were done in: each answer told and not applied
        # knows how many steps were played when it was told (in the order told): the answers told
        # since the last step are taken back first, newest first; an answer kept over a step (a
        # correction made while answering) was told before it: Undo takes back the step first
        self._told_at: dict[str, int] = {}
        self._taken: list[tuple[str, str, tuple[str, str] | None]] = []  # answers taken back: Redo tells them again
        # a step Undo took back while answers told before it were pending: Redo gives them again
        self._redo_answers: tuple[Any, dict[str, tuple[str | None, str]], dict[str, int], list] | None = None
        self._answers_redo: tuple[dict[str, tuple[str | None, str]], dict[str, int]] | None = None
        if session.answers:  # given before the game was saved or the app closed: given again
            self._give_again({name: (None, value) for name, value in session.answers.items()})
            self._told_at = {name: session.cursor for name in self.inputs}  # told after the last step
        self._auto_timer = QTimer(self)
        self._auto_timer.setSingleShot(True)
        self._auto_timer.timeout.connect(self._auto_step)
        session.subscribe(self._on_session_changed)

    # -- reading -----------------------------------------------------------
    @property
    def game(self):
        return self.session.game

    @property
    def state(self):
        return self.session.state

    @property
    def proposal(self) -> Proposal:
        if self._proposal is None:
            try:
                self._proposal = self.game.propose(self.state, self.inputs or None)
            except SoloDeskError as exc:
                self.error.emit(exc.message(_lang()))
                self._proposal = Proposal(status="not_automa_turn", to_move=self.game.to_move(self.state))
        return self._proposal

    def answered_questions(self) -> dict[str, Any]:
        """The question (InputRequest) each answer given and not yet applied was given to, by name,
        in the order the answers were given: the proposal made with the answers given before it
        asks it. A reopened save (or a rebuilt window) knows only the answers: their questions are
        asked again this way, so they are shown again with their answers."""
        key = tuple(self.inputs.items())
        if self._questions is not None and self._questions[0] is self.state and self._questions[1] == key:
            return self._questions[2]
        found: dict[str, Any] = {}
        names = list(self.inputs)
        for index, name in enumerate(names):
            if name in found:
                continue
            before = {n: self.inputs[n] for n in names[:index]}
            try:
                proposal = self.game.propose(self.state, before or None)
            except SoloDeskError:
                continue
            for request in proposal.inputs:  # a proposal asks several at a time: one call for them all
                if request.name in self.inputs and request.name not in found and request.name not in names[:index]:
                    found[request.name] = request
        ordered = {name: found[name] for name in names if name in found}
        self._questions = (self.state, key, ordered)
        return ordered

    def last_explained(self, past_player_moves: bool = False) -> Proposal | None:
        """The applied proposal that made the last step before the cursor that is not a correction
        (the automa's turn the player now answers), if it was applied in this window or if proposing
        on the state before it (in companion mode with the answers the step recorded) gives that
        very step again.
        ``past_player_moves`` (the game is over): the automa's last turn even when the player's own
        moves came after it (the move that ended the game)."""
        index = self.session.cursor
        while index and all(a.family != "move" or (past_player_moves and a.by == "player")
                            for a in self.session.steps[index - 1].actions):
            index -= 1  # corrections and the table's answers since: the turn is still the last one played
        if not index:
            return None
        step = self.session.steps[index - 1]
        found = self._explained.get(id(step))
        if found is not None and found[0] is step:
            return found[1]
        if not all(a.by == "automa" or a.family == "answer" for a in step.actions):  # the table's answers within
            return None
        # a game opened from a file: the automa proposes the same turn again; in companion mode
        # given the table's answers its actions recorded, each when its question is asked
        recorded = recorded_answers(self.game, step) if self.session.mode != "digital" else {}
        inputs: dict[str, str] = {}
        answered: dict[str, tuple[str | None, str]] = {}
        try:
            state = self.session.state_at(index - 1)
            proposal = self.game.propose(state)
            while proposal.status == "needs_input":
                asked = [r for r in proposal.inputs if r.name in recorded and r.name not in inputs]
                if not asked:
                    return None
                for request in asked:
                    inputs[request.name] = recorded[request.name][1]
                    answered[request.name] = (_question(request), inputs[request.name])
                proposal = self.game.propose(state, inputs)
            for action in proposal.actions:
                state, _ = self.game.apply(state, action)
        except SoloDeskError:
            return None
        if not proposal.trace or not proposal.actions or state != self.session.state_at(index):
            return None
        self._keep_explained(step, proposal, answered)
        return proposal

    def _keep_explained(self, step: Any, proposal: Proposal, answered: dict[str, tuple[str | None, str]]) -> None:
        if len(self._explained) >= EXPLAINED_KEPT:
            self._explained.pop(next(iter(self._explained)))
        self._explained[id(step)] = (step, proposal, answered)

    def inherit(self, old: "SessionController") -> None:
        """Carry over what a controller of the same session knew (a language switch rebuilds it):
        unsaved moves stay unsaved, applied turns stay explained."""
        self.dirty = old.dirty
        self._explained = dict(old._explained)
        if self.inputs == old.inputs:  # Undo and Redo still follow the order things were done in
            self._told_at = dict(old._told_at)
            self._taken = list(old._taken)
            self._redo_answers = old._redo_answers

    # -- changing ----------------------------------------------------------
    def apply(self, actions: Action | Sequence[Action]) -> bool:
        """Apply actions as one undo step; a refused action changes nothing."""
        try:
            self.session.apply(actions)
        except SoloDeskError as exc:
            self.error.emit(exc.message(_lang()))
            return False
        return True

    def apply_proposal(self) -> bool:
        proposal = self.proposal
        if not proposal.applicable():
            return False
        given = self.inputs, self._answered
        self.inputs, self._answered = {}, {}  # applied: the next turn's questions start afresh
        self._applying = (proposal, dict(given[1]))  # kept by _on_session_changed
        try:
            if self.apply(list(proposal.actions)):
                return True
        finally:
            self._applying = None
        self.inputs, self._answered = given  # refused: nothing changed, the answers stay
        return False

    def answer(self, name: str, value: str) -> None:
        """The player's answer to what the proposal asks (a physical die, a card)."""
        request = next((r for r in self.proposal.inputs if r.name == name), None)
        if request is not None:
            self._answered[name] = (_question(request), value)
        self.inputs[name] = value
        self._told_at.pop(name, None)
        self._told_at[name] = self.session.cursor
        self._taken = []  # a new answer: the ones taken back are not told again by Redo
        self._proposal = None
        self._save_answers()
        self.proposal_changed.emit()

    def clear_answers(self) -> None:
        """Forget the answers given for the proposal (a wrong one is asked again)."""
        if self.inputs:
            self.inputs, self._answered = {}, {}
            self._told_at, self._taken = {}, []
            self._proposal = None
            self._save_answers()
            self.proposal_changed.emit()

    def can_undo(self) -> bool:
        return bool(self.inputs) or self.session.can_undo()

    def can_redo(self) -> bool:
        return bool(self._taken) or self.session.can_redo()

    def next_undo(self) -> tuple[str, Any] | None:
        """What Undo takes back: ("answer", its name) for an answer told since the last step (or
        with no step left to undo), ("step", the step) for the last step, None for nothing."""
        cursor = self.session.cursor
        fresh = [name for name, at in self._told_at.items() if name in self.inputs and at >= cursor]
        if fresh:
            return "answer", fresh[-1]
        if self.session.can_undo():
            return "step", self.session.steps[self.session.cursor - 1]
        if self.inputs:
            return "answer", next(reversed(self.inputs))
        return None

    def next_redo(self) -> tuple[str, Any] | None:
        """What Redo does again: ("answer", (name, value)) for an answer Undo took back, ("step", the
        step) for an undone step, None for nothing."""
        if self._taken:
            name, value, _ = self._taken[-1]
            return "answer", (name, value)
        if self.session.can_redo():
            return "step", self.session.steps[self.session.cursor]
        return None

    def undo(self) -> None:
        """Take back what was done last (``next_undo``): an answer told since the last step, newest
        first, else the last step (the answers told before it and kept over it stay told, the
        answers of an undone automa's turn are told again); Redo gives back each in turn."""
        self.set_auto_apply(False)  # undo pauses Auto-apply
        undoing = self.next_undo()
        if undoing is not None and undoing[0] == "answer":  # an answer told and not applied
            name = undoing[1]
            self._taken.append((name, self.inputs.pop(name), self._answered.pop(name, None)))
            self._told_at.pop(name, None)
            self._proposal = None
            self._save_answers()
            self.proposal_changed.emit()
            return
        if (self.inputs or self._taken) and self.session.cursor:
            # answers told before the step (kept over it), and those Undo took back since: Redo gives
            # them again (the step first, then the answers one by one)
            step = self.session.steps[self.session.cursor - 1]
            self._redo_answers = (step, {name: self._answered.get(name, (None, value)) for name, value in self.inputs.items()},
                                  {name: at for name, at in self._told_at.items() if name in self.inputs},
                                  list(self._taken))
        if self.session.cursor:  # an automa's turn undone: the answers it was given are given again
            step = self.session.steps[self.session.cursor - 1]
            found = self._explained.get(id(step))
            if found is not None and found[0] is step and found[2]:
                self._answers_back = found[2]
            elif self.session.mode == "companion":  # not answered in this window: as the step recorded them
                self._answers_back = recorded_answers(self.game, step)
        try:
            self.session.undo()
        finally:
            self._answers_back = None

    def redo(self) -> None:
        if self._taken:  # the answer Undo took back, told again
            name, value, answered = self._taken.pop()
            self.inputs[name] = value
            if answered is not None:
                self._answered[name] = answered
            self._told_at.pop(name, None)
            self._told_at[name] = self.session.cursor
            self._proposal = None
            self._save_answers()
            self.proposal_changed.emit()
            return
        if not self.session.can_redo():
            return
        step = self.session.steps[self.session.cursor]
        kept = self._redo_answers
        if kept is not None and kept[0] is step:  # the answers told before Undo took it back
            self._answers_redo = kept[1], kept[2]
        try:
            self.session.redo()
        finally:
            self._answers_redo = None
        if kept is not None and kept[0] is step and kept[3] and self.session.cursor \
                and self.session.steps[self.session.cursor - 1] is step:
            self._taken = list(kept[3])  # the answers taken back after the step: Redo tells them next
            self.proposal_changed.emit()

    def jump(self, index: int) -> None:
        self.set_auto_apply(False)
        self.session.jump(index)

    def restore_branch(self, number: int) -> None:
        """Make kept branch ``number`` the main line; the status bar says where the game is now and
        where the line it replaced went."""
        self.set_auto_apply(False)
        count = len(self.session.branches)
        try:
            self.session.restore_branch(number)
        except SoloDeskError as exc:
            self.error.emit(exc.message(_lang()))
            return
        if len(self.session.branches) == count:  # the replaced line is kept, as the last branch
            self.info.emit(tr("Branch %d restored: you are at step %d; the line it replaced is kept as branch %d")
                           % (number + 1, self.session.cursor, count))
        else:
            self.info.emit(tr("Branch %d restored: you are at step %d") % (number + 1, self.session.cursor))

    def set_auto_apply(self, on: bool) -> None:
        changed = on != self.auto_apply
        self.auto_apply = on
        if changed:
            self.auto_apply_changed.emit(on)
        if on:
            self._schedule_auto()
        else:
            self._auto_timer.stop()

    # -- saving --------------------------------------------------------------
    def save(self, path: Path | None = None) -> bool:
        target = path or self.path
        if target is None:
            return False
        try:
            saves.save(self.session, target)
        except OSError as exc:
            self.save_error = write_failure("save_failed", exc, path=str(target))
            self.error.emit(self.save_error)
            return False
        self.save_error = None
        self.path = Path(target)
        self.dirty = False
        return True

    def autosave(self) -> None:
        try:
            saves.autosave(self.session)
        except OSError as exc:
            self.error.emit(write_failure("autosave_failed", exc))

    # -- internals -------------------------------------------------------------
    def _on_session_changed(self, _session: Session) -> None:
        if self._applying is not None and self._applying[0].trace and self.session.cursor:
            # before the panels hear of it (a proposal without a trace: the table's answers alone)
            self._keep_explained(self.session.steps[self.session.cursor - 1], *self._applying)
        self._applying = None
        self._proposal = None
        self.inputs = {}
        if self._answers_redo:  # a step redone over answers told before it: those answers again
            self._answered = {**self._answers_redo[0], **self._answered}
            self._told_at.update(self._answers_redo[1])
        self._keep_answers()
        self._taken = []  # a step done: the answers taken back before it are not told again by Redo
        if self._answers_back:  # the very answers its turn was proposed with, on this very state
            self._take_answers_back(self._answers_back)
            self._answers_back = None
            for name in self.inputs:  # told before its turn was applied: Undo takes them back first
                self._told_at.pop(name, None)
                self._told_at[name] = self.session.cursor
        # an answer kept over the step keeps when it was told (before the step); the others are forgotten
        self._told_at = {name: self._told_at.get(name, self.session.cursor) for name in
                         [*[n for n in self._told_at if n in self.inputs], *[n for n in self.inputs if n not in self._told_at]]}
        self.dirty = True
        self.autosave()
        self.changed.emit()
        self.proposal_changed.emit()
        self._schedule_auto()

    def _save_answers(self) -> None:
        """The answers go in the autosave at once: a crash while answering loses none."""
        self.session.answers = dict(self.inputs)
        self.autosave()

    def _keep_answers(self) -> None:
        """Give again, question by question, each answer whose question the new table asks
        unchanged, with that answer still among its choices; forget the others (they answered
        another question)."""
        self._give_again(self._answered)
        self.session.answers = dict(self.inputs)

    def _take_answers_back(self, back: dict[str, tuple[str | None, str]]) -> None:
        """The answers of an undone turn, given at once to the questions that ask for them: the
        questions each proposal asks (a proposal asks several at a time), as long as new ones are."""
        given: dict[str, str] = {}
        for _ in range(MAX_ANSWER_ROUNDS):
            try:
                proposal = self.game.propose(self.state, given or None)
            except SoloDeskError:
                given = {}
                break
            new = {r.name: back[r.name][1] for r in proposal.inputs
                   if r.name in back and r.name not in given and back[r.name][1] in {c.value for c in r.choices}}
            if not new:
                break
            given.update(new)
        self.inputs = given
        self._answered = {name: back[name] for name in given}
        self.session.answers = dict(given)  # saved with the game, as answers told are
        self._proposal = None

    def _give_again(self, given: dict[str, tuple[str | None, str]]) -> None:
        """Answer the proposal's questions one by one from ``given`` (name -> (the question, or
        None when any question of that name will do, and the answer)), as long as they match."""
        answered, self._answered = dict(given), {}
        while answered:
            try:
                proposal = self.game.propose(self.state, self.inputs or None)
            except SoloDeskError:
                break
            request = next((r for r in proposal.inputs if r.name not in self.inputs), None)
            if request is None or proposal.status != "needs_input":
                break
            given = answered.pop(request.name, None)
            if given is None or given[0] not in (None, _question(request)) \
                    or given[1] not in {c.value for c in request.choices}:
                break
            self.inputs[request.name] = given[1]
            self._answered[request.name] = (_question(request), given[1])
        self._proposal = None

    def _schedule_auto(self) -> None:
        if self.auto_apply and self.game.to_move(self.state) == "automa":
            self._auto_timer.start(AUTO_APPLY_DELAY_MS)

    def _auto_step(self) -> None:
        if self.auto_apply and self.proposal.status == "automa_turn" and self.proposal.applicable():
            self.apply_proposal()

    def close(self) -> None:
        self._auto_timer.stop()
        self.session.unsubscribe(self._on_session_changed)


def _question(request) -> str:
    """What identifies a question: its name, message and parameters (its choices may change)."""
    return repr((request.name, request.kind, request.key, request.params))


def recorded_answers(game: Any, step: Any) -> dict[str, tuple[str | None, str]]:
    """The answers a recorded step of the automa was given (the game reads them from its actions),
    for any question of that name."""
    return {name: (None, value) for name, value in game.recorded_answers(list(step.actions)).items()}


def write_failure(key: str, exc: OSError, **params: str) -> str:
    """Why a save or the autosave failed, in the window's language (a WriteFailed of core.saves
    says it already: "cannot write X: permission denied")."""
    if isinstance(exc, SoloDeskError) and "path" in params:
        if exc.key == "save_write_failed":  # "cannot write X: the reason": the path is said once
            return message(key, {**params, "detail": exc.params.get("detail", "")})
        if exc.params.get("path") == params["path"]:  # "X is a folder...": the reason names it already
            return tr("The game could not be saved: %s") % exc.message(_lang())
    detail = exc.message(_lang()) if isinstance(exc, SoloDeskError) else exc.strerror or str(exc)
    return message(key, {**params, "detail": detail})


def _lang() -> str:
    from solo_desk.ui.i18n import language

    return language()
