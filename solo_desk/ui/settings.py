"""The window's settings, kept as JSON in the platformdirs config folder."""
from __future__ import annotations

import json
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ValidationError

from solo_desk.core.paths import user_config_dir

MAX_RECENT = 8


class Settings(BaseModel):
    language: Literal["en", "it"] = "en"
    geometry: str | None = None  # base64 of QMainWindow.saveGeometry()
    window_state: str | None = None
    last_folder: str | None = None
    auto_apply: bool = False
    recent_files: list[str] = []
    game_file: str | None = None  # the save file of the autosaved game: a resumed game keeps it
    hidden_panels: list[str] = []  # the side panels the player closed ("automa", "history", "dice")
    last_new_game: dict[str, Any] = {}  # the new-game wizard's last choices: game, options, mode
    panels_arranged: bool = False  # the player resized or moved a panel: window_state keeps their layout

    def add_recent(self, path: str) -> None:
        items = [p for p in self.recent_files if p != path]
        self.recent_files = [path, *items][:MAX_RECENT]


def settings_path() -> Path:
    return user_config_dir() / "settings.json"


def load_settings() -> Settings:
    """The saved settings, or defaults if none or unreadable (never a crash). A field with a bad
    value falls back to its default alone: the language and the recent files survive a bad
    window size."""
    try:
        raw = json.loads(settings_path().read_text(encoding="utf-8"))
    except (OSError, ValueError, RecursionError):
        return Settings()
    if not isinstance(raw, dict):
        return Settings()
    try:
        return Settings.model_validate(raw)
    except ValidationError as exc:
        bad = {error["loc"][0] for error in exc.errors() if error["loc"]}
        try:
            return Settings.model_validate({k: v for k, v in raw.items() if k not in bad})
        except ValidationError:
            return Settings()


def save_settings(settings: Settings) -> None:
    from solo_desk.core.saves import atomic_write

    atomic_write(settings_path(), settings.model_dump_json(indent=1), backups=1)  # settings.json.1: the one before
