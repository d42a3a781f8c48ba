"""The Automa deck: the player's own 12 cards (not public), entered once and kept in
the user data folder; a built-in demo deck (NOT the official cards) for digital play."""
from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict, ValidationError

from solo_desk.core.errors import BadInput
from solo_desk.core.paths import overrides_dir

from .content import AUTOMA_ACTIONS, GAME_ID, content

DECK_FILE = "automa_deck.json"


class AutomaCard(BaseModel):
    """One Automa card: three actions top to bottom and its genre priority (AOC-DATA-CARDS)."""

    model_config = ConfigDict(frozen=True, extra="forbid")
    name: str = ""
    actions: tuple[str, str, str]
    priority: tuple[str, str, str, str, str, str]


class AutomaDeck(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")
    cards: tuple[AutomaCard, ...]
    demo: bool = False
    board_priority: tuple[str, ...] | None = None  # AOC-AMB-02 alternative: one priority on the Automa board


def _bad(detail: str, **params: Any) -> BadInput:
    return BadInput(f"{GAME_ID}.deck.{detail}", params)


def validate_card(data: Any, number: int = 1) -> AutomaCard:
    """A card from loose JSON; a clear message names the card and what is wrong."""
    if not isinstance(data, dict):
        raise _bad("card_not_object", card=number)
    listed = data.get("actions", [])
    actions = [str(a).strip().lower() for a in listed] if isinstance(listed, list) else []  # null, a text...
    if len(actions) != 3:
        raise _bad("card_three_actions", card=number, count=len(actions))
    for action in actions:
        if action not in AUTOMA_ACTIONS:
            raise _bad("card_bad_action", card=number, action=action, allowed=", ".join(AUTOMA_ACTIONS))
    if len(set(actions)) != 3:
        raise _bad("card_repeated_action", card=number)
    genres = content().genre_names
    listed = data.get("priority", [])
    priority = [str(g).strip().lower() for g in listed] if isinstance(listed, list) else []
    if sorted(priority) != sorted(genres):
        raise _bad("card_bad_priority", card=number, genres=", ".join(genres))
    return AutomaCard(name=str(data.get("name") or f"card-{number}"), actions=tuple(actions), priority=tuple(priority))


def validate_deck(data: Any) -> AutomaDeck:
    """Check a deck given as JSON data: exactly 12 well-formed cards."""
    if isinstance(data, AutomaDeck):
        return data
    if isinstance(data, list):
        data = {"cards": data}
    if not isinstance(data, dict) or not isinstance(data.get("cards"), list):
        raise _bad("not_a_deck")
    expected = content().automa_cards
    if len(data["cards"]) != expected:
        raise _bad("card_count", count=len(data["cards"]), expected=expected)
    cards = tuple(validate_card(card, i + 1) for i, card in enumerate(data["cards"]))
    board = data.get("board_priority")
    if board is not None and sorted(board) != sorted(content().genre_names):
        raise _bad("card_bad_priority", card="board", genres=", ".join(content().genre_names))
    try:
        return AutomaDeck(cards=cards, demo=bool(data.get("demo", False)), board_priority=board)
    except ValidationError as exc:  # pragma: no cover - the checks above come first
        raise _bad("not_a_deck") from exc


def demo_deck() -> AutomaDeck:
    return validate_deck(content().demo_deck)


def deck_path() -> Path:
    return overrides_dir(GAME_ID) / DECK_FILE


def load_deck_file(path: str | os.PathLike) -> AutomaDeck:
    try:
        text = Path(path).read_text(encoding="utf-8")
    except OSError:  # missing, a folder, unreadable
        raise _bad("file_unreadable", path=str(path)) from None
    except UnicodeDecodeError:
        raise _bad("file_not_text", path=str(path)) from None
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise _bad("file_not_json", path=str(path), line=exc.lineno) from None
    return validate_deck(data)


def load_saved_deck() -> AutomaDeck | None:
    """The player's saved deck, or None if none was entered yet."""
    path = deck_path()
    return load_deck_file(path) if path.exists() else None


def save_deck(deck: AutomaDeck | Any) -> Path:
    """Validate and save atomically (temp file, fsync, rename)."""
    deck = validate_deck(deck)
    path = deck_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    text = json.dumps(deck.model_dump(mode="json"), indent=1, ensure_ascii=False)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=".deck-", suffix=".json")
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
    return path


def resolve_deck(choice: str, mode: str) -> AutomaDeck | None:
    """The deck a new game uses for the `deck` option; None means: ask each revealed card.

    "auto": the saved deck; without one, the demo deck in digital play and asking in companion.
    "saved" | "demo" | "ask" | a path to a deck JSON file.
    """
    if choice in ("auto", "saved"):
        saved = load_saved_deck()
        if saved is not None:
            return saved
        if choice == "saved":
            raise _bad("none_saved", path=str(deck_path()))
        return demo_deck() if mode == "digital" else None
    if choice == "demo":
        return demo_deck()
    if choice == "ask":
        if mode == "digital":
            raise _bad("ask_needs_companion")
        return None
    return load_deck_file(choice)
