"""The error ladder. Every error carries a message key and parameters; its
English text (``str(err)``) is what the CLI prints, and the UI renders the key
in the player's language through :mod:`solo_desk.core.messages`.

Exit codes (DESIGN.md): 2 bad input (file, argument, content), 3 an illegal or
ambiguous action, 4 an inconsistent state.
"""
from __future__ import annotations

from typing import Any


class SoloDeskError(Exception):
    exit_code = 1

    def __init__(self, key: str, params: dict[str, Any] | None = None):
        self.key = key
        self.params = dict(params or {})
        super().__init__(key)

    def message(self, lang: str = "en", command_line: bool = False) -> str:
        """The message in ``lang``; ``command_line``: as the command line prints it (an option with
        the value to type, see :func:`solo_desk.core.messages.typed_options`)."""
        from solo_desk.core.messages import for_command_line, render

        return render(self.key, for_command_line(self.params) if command_line else self.params, lang)

    def __str__(self) -> str:
        return self.message("en")


class BadInput(SoloDeskError):
    """A file, an argument or a value given by the user that cannot be used."""

    exit_code = 2


class BadSaveFile(BadInput):
    pass


class ContentError(BadInput):
    """Missing or corrupt content under resources/ (or a bad user override)."""


class ActionError(SoloDeskError):
    exit_code = 3


class MalformedAction(ActionError):
    """Not an action of this game at all: unknown kind, missing or mistyped fields."""


class IllegalAction(ActionError):
    """A well-formed action that the rules forbid now."""


class AmbiguousAction(ActionError):
    """An action that could mean several moves: the player must say which."""

    def __init__(self, key: str, params: dict[str, Any] | None = None, candidates: list | None = None):
        super().__init__(key, params)
        self.candidates = list(candidates or [])


class InconsistentState(SoloDeskError):
    """A state that breaks the game's invariants (every card in one place, ...)."""

    exit_code = 4


class WriteFailed(BadInput, OSError):
    """A file could not be written (folder missing or read-only, the name is a folder, ...).

    Also an ``OSError``, so callers that guard a write with ``except OSError`` keep working;
    ``strerror`` is the English reason, the message renders it in any language."""

    def __init__(self, key: str, params: dict[str, Any] | None = None, errno: int | None = None,
                 reason: str | None = None):
        BadInput.__init__(self, key, params)
        self.errno = errno
        self.strerror = reason or self.message("en")
        self.filename = (params or {}).get("path")

    def __str__(self) -> str:
        return self.message("en")


def cause_of(params: Any) -> str | None:
    """The Python error a refusal keeps for a bug report (a "cause" parameter, at any depth of its
    parameters: the core's safety nets put it there, never shown unasked)."""
    if isinstance(params, dict):
        if isinstance(params.get("cause"), str):
            return params["cause"]
        return next((c for c in map(cause_of, params.values()) if c), None)
    if isinstance(params, list):
        return next((c for c in map(cause_of, params) if c), None)
    return None
