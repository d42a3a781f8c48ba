"""The session: initial state + applied steps + a cursor. The app's one undo model.

Undo/redo move the cursor. A new step after an undo keeps the old tail as a
branch (restorable, never lost). The state at any point is a replay of the
recorded steps, sped up by cached snapshots. An automa's whole turn, or a drag
of several pieces, is one step.
"""
from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from solo_desk.core.actions import Action, Branch, Step
from solo_desk.core.errors import ActionError, BadInput, IllegalAction, InconsistentState, SoloDeskError
from solo_desk.core.fast_models import construct_unchecked
from solo_desk.core.game import Game, GameState, Mode

Listener = Callable[["Session"], None]

SNAPSHOT_EVERY = 8


class Session:
    def __init__(
        self,
        game: Game,
        initial: GameState,
        options: dict[str, Any],
        steps: Sequence[Step] = (),
        cursor: int | None = None,
        branches: Sequence[Branch] = (),
    ):
        self.game = game
        self.options = dict(options)
        self.initial = initial
        self.steps: list[Step] = list(steps)
        self.cursor = len(self.steps) if cursor is None else cursor
        if not 0 <= self.cursor <= len(self.steps):
            raise BadInput("session_cursor_out_of_range", {"cursor": self.cursor, "steps": len(self.steps)})
        self.branches: list[Branch] = list(branches)
        self._snapshots: dict[int, GameState] = {0: initial}
        self._listeners: list[Listener] = []
        self.load_warnings: list[Any] = []  # Messages about the file it was loaded from (saves.load)
        # the answers given to the automa's questions at the cursor and not applied yet: not
        # history, but saved with it so that a crash or a restart does not lose them
        self.answers: dict[str, str] = {}
        # each step's form in a save file, by id(step) -> (the step, its form): kept by core.saves
        self.file_forms: dict[int, tuple[Step, Any]] = {}

    # -- construction ------------------------------------------------------
    @classmethod
    def new(cls, game: Game, options: dict[str, Any], seed: int, mode: Mode = "digital") -> "Session":
        from solo_desk.core.options import resolve_options

        resolved = resolve_options(game.option_specs(), options)
        return cls(game, game.new_state(resolved, seed, mode), resolved)

    @property
    def mode(self) -> Mode:
        return self.initial.mode

    @property
    def seed(self) -> int:
        return self.initial.seed

    # -- observers ---------------------------------------------------------
    def subscribe(self, listener: Listener) -> None:
        self._listeners.append(listener)

    def unsubscribe(self, listener: Listener) -> None:
        if listener in self._listeners:
            self._listeners.remove(listener)

    def _changed(self) -> None:
        for listener in list(self._listeners):
            listener(self)

    # -- states ------------------------------------------------------------
    def state_at(self, index: int) -> GameState:
        if not 0 <= index <= len(self.steps):
            raise IndexError(index)
        cached = self._snapshots.get(index)
        if cached is not None:
            return cached
        start = max(i for i in self._snapshots if i <= index)
        state = self._snapshots[start]
        for i in range(start, index):
            for action in self.steps[i].actions:
                state, _ = self.game.apply(state, action)
            if (i + 1) % SNAPSHOT_EVERY == 0 or i + 1 == index:
                self._snapshots[i + 1] = state
        return state

    @property
    def state(self) -> GameState:
        return self.state_at(self.cursor)

    def _forget_after(self, index: int) -> None:
        for i in [i for i in self._snapshots if i > index]:
            del self._snapshots[i]

    # -- changing the game -------------------------------------------------
    def apply(self, actions: Action | Sequence[Action]) -> Step:
        """Apply actions as one undo step. Nothing changes if any action is refused."""
        batch = [actions] if isinstance(actions, Action) else list(actions)
        if not batch:
            raise BadInput("session_empty_step", {})
        state = self.state
        recorded: list[Action] = []
        for action in batch:
            action = self.game.parse_action(action)
            state, done = self.game.apply(state, action)  # raises ActionError; nothing kept
            recorded.append(done)
        if any(a.family == "edit" for a in recorded):
            # a correction is the player's word on the table: refused if the game could not go on
            # from it (nor a save of it be opened again, which checks the same)
            try:
                self.game.check(state)
            except InconsistentState as exc:
                raise IllegalAction("edit_breaks_state", {"detail": {"key": exc.key, "params": exc.params}}) from None
        step = construct_unchecked(Step, {"actions": recorded})  # each action was parsed above
        if self.can_redo() and self.steps[self.cursor] == step:
            # the very step undone before: play it again, no branch that repeats the line
            self.cursor += 1
            self._snapshots[self.cursor] = state
            self._changed()
            return self.steps[self.cursor - 1]
        self._keep_as_branch(self.cursor)
        self.steps.append(step)
        self.cursor = len(self.steps)
        self._snapshots[self.cursor] = state
        self._changed()
        return step

    def can_undo(self) -> bool:
        return self.cursor > 0

    def can_redo(self) -> bool:
        return self.cursor < len(self.steps)

    def undo(self) -> bool:
        if not self.can_undo():
            return False
        self.cursor -= 1
        self._changed()
        return True

    def redo(self) -> bool:
        if not self.can_redo():
            return False
        self.cursor += 1
        self._changed()
        return True

    def jump(self, index: int) -> None:
        if not 0 <= index <= len(self.steps):
            raise BadInput("session_cursor_out_of_range", {"cursor": index, "steps": len(self.steps)})
        if index != self.cursor:
            self.cursor = index
            self._changed()

    def _keep_as_branch(self, fork: int) -> None:
        """Cut the main line at ``fork``, keeping its tail as a branch. A branch is a tail that
        replays on the main line's first ``fork`` steps: a kept branch forking later than ``fork``
        hung off the tail being cut, so it takes the part of that tail it needs along with it."""
        tail = self.steps[fork:]
        if not tail:
            return
        self.branches = [
            Branch(fork=fork, steps=tail[: b.fork - fork] + list(b.steps)) if b.fork > fork else b
            for b in self.branches
        ]
        self.branches.append(Branch(fork=fork, steps=tail))
        del self.steps[fork:]
        self._forget_after(fork)

    def restore_branch(self, number: int) -> None:
        """Make a kept branch the main line again; the line it replaces is kept as a branch.
        A branch that no longer replays is refused and stays where it is."""
        if not 0 <= number < len(self.branches):
            raise BadInput("session_branch_unknown", {"branch": number})
        branch = self.branches[number]
        if branch.fork > len(self.steps):  # only in a save written before branches were rebased
            raise BadInput("session_branch_stale", {"branch": number + 1, "fork": branch.fork})
        state = self.state_at(branch.fork)
        replayed: list[Step] = []
        for step in branch.steps:
            state, step = self._replay_step(state, step)
            replayed.append(step)
        del self.branches[number]
        self._keep_as_branch(branch.fork)
        self.steps.extend(replayed)
        self.cursor = len(self.steps)
        self._changed()

    def replace_initial(self, initial: GameState) -> None:
        """Correct a wrong set-up answer (companion): everything after replays on it."""
        state = initial
        replayed: list[Step] = []
        for step in self.steps[: self.cursor]:
            state, step = self._replay_step(state, step)
            replayed.append(step)
        self.steps[: self.cursor] = replayed  # what each action did on the corrected set-up
        self.initial = initial
        self._snapshots = {0: initial}
        self._changed()

    def _replay_step(self, state: GameState, step: Step) -> tuple[GameState, Step]:
        """Apply a step's actions again, keeping what the rules record of them: a step read from a
        file, or played on a corrected set-up, then tells the history what the actions did here
        (amounts, names), not what the file or the old set-up said."""
        recorded: list[Action] = []
        for action in step.actions:
            state, done = self.game.apply(state, action)
            recorded.append(done)
        if all(done is action for done, action in zip(recorded, step.actions)):
            return state, step
        return state, construct_unchecked(Step, {"actions": recorded})

    def replay_all(self) -> GameState:
        """Replay every step from the initial state (validates a loaded game)."""
        state = self.initial
        for number, step in enumerate(self.steps):
            try:
                state, self.steps[number] = self._replay_step(state, step)
            except ActionError as exc:  # the reason is rendered in the language asked for
                raise BadInput(
                    "save_replay_failed", {"step": number + 1, "detail": {"key": exc.key, "params": exc.params}}
                ) from None
            except SoloDeskError:
                raise
            except Exception as exc:  # a hand-edited state the rules cannot play on: a clear line in the
                # user's language; the Python error is kept for a bug report, never shown
                raise BadInput(
                    "save_replay_failed", {"step": number + 1, "detail": {"key": "invalid_data.rules_cannot_use"},
                                           "cause": f"{type(exc).__name__}: {exc}"[:300]}
                ) from None
            if (number + 1) % SNAPSHOT_EVERY == 0 or number + 1 in (self.cursor, len(self.steps)):
                self._snapshots[number + 1] = state
        return self.state_at(self.cursor)
