"""Discovers the game packages: every ``solo_desk.games.<id>`` that exposes
``GAME``, plus any registered under the ``solo_desk.games`` entry-point group.
Tests may register extra games (the tiny fixture game) with :func:`register`."""
from __future__ import annotations

import importlib
from typing import Any

from solo_desk.core.errors import BadInput
from solo_desk.core.game import Game

_extra: dict[str, Game] = {}
_discovered: dict[str, Game] | None = None


def register(game: Game) -> None:
    _extra[game.id] = game


def unregister(game_id: str) -> None:
    _extra.pop(game_id, None)


def _discover() -> dict[str, Game]:
    import pkgutil  # only when listing every game: opening a save imports its package directly

    import solo_desk.games as games_pkg

    found: dict[str, Game] = {}
    for info in sorted(pkgutil.iter_modules(games_pkg.__path__), key=lambda i: i.name):
        if not info.ispkg or info.name.startswith("_"):
            continue
        module = importlib.import_module(f"solo_desk.games.{info.name}")
        game = getattr(module, "GAME", None)
        if game is not None:
            found[game.id] = game
    from importlib.metadata import entry_points  # only when listing: it is slow to import

    for ep in entry_points(group="solo_desk.games"):
        game = ep.load()
        found.setdefault(game.id, game)
    return found


def games() -> dict[str, Game]:
    global _discovered
    if _discovered is None:
        _discovered = _discover()
    return {**_discovered, **_extra}


def title_of(game_id: str) -> Any:
    """A game's title as a message parameter (its name in either language), its id if unknown."""
    try:
        return get(game_id).title.model_dump()
    except BadInput:
        return game_id


def get(game_id: str) -> Game:
    if game_id in _extra:
        return _extra[game_id]
    if _discovered is not None and game_id in _discovered:
        return _discovered[game_id]
    # import the one package directly: start-up must not import every game
    if game_id.isidentifier():
        try:
            module = importlib.import_module(f"solo_desk.games.{game_id}")
        except ModuleNotFoundError:
            module = None
        game = getattr(module, "GAME", None)
        if game is not None:
            return game
    known = games()
    if game_id in known:
        return known[game_id]
    raise BadInput("game_unknown", {"game": game_id, "known": ", ".join(sorted(known)) or "-"})
