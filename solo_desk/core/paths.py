"""Where Solo Desk keeps the user's files (platformdirs), overridable for tests
and portable use with the SOLO_DESK_HOME environment variable."""
from __future__ import annotations

import os
from pathlib import Path

from solo_desk import APP_ID


def _base(kind: str) -> Path:
    home = os.environ.get("SOLO_DESK_HOME")
    if home:
        return Path(home) / kind
    import platformdirs

    getter = {
        "data": platformdirs.user_data_path,
        "config": platformdirs.user_config_path,
        "log": platformdirs.user_log_path,
    }[kind]
    return getter(APP_ID, appauthor=False)


def user_data_dir() -> Path:
    """Saves, autosaves, user content (overrides, an Automa deck)."""
    return _base("data")


def user_config_dir() -> Path:
    return _base("config")


def user_log_dir() -> Path:
    return _base("log")


def autosave_dir() -> Path:
    return user_data_dir() / "autosave"


def overrides_dir(game_id: str) -> Path:
    """A game's user content: corrections of content entries, a player-entered deck."""
    return user_data_dir() / "content" / game_id
