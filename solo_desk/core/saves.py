"""The save file: versioned JSON, atomic writes, rotating backups, autosave.

A file is written to a temporary file in the same folder, flushed and fsynced,
then renamed over the old one, which is first kept as ``NAME.1`` (older ones
shift to ``.2``, ``.3``): a crash mid-write never loses the last good save.
Loading checks size, JSON, schema version (migrating older ones), game,
options, the initial state and then replays every action; any failure is one
clear ``BadSaveFile`` and the file is left untouched. No pickle, no eval.
"""
from __future__ import annotations

import json
import os
import shutil
import tempfile
from collections.abc import Callable
from datetime import datetime, timezone
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from solo_desk import __version__
from solo_desk.core.actions import Branch, Step
from solo_desk.core.errors import BadInput, BadSaveFile, MalformedAction, SoloDeskError, WriteFailed
from solo_desk.core.game import Game, GameState, Mode, first_error
from solo_desk.core.messages import render
from solo_desk.core.proposal import Message
from solo_desk.core.session import Session

FORMAT = "solo-desk-save"
SCHEMA_VERSION = 1
MAX_SAVE_BYTES = 32 * 1024 * 1024
BACKUPS = 3

# schema version -> function turning that version's raw dict into the next one's
MIGRATIONS: dict[int, Callable[[dict[str, Any]], dict[str, Any]]] = {}


class RawStep(BaseModel):
    model_config = ConfigDict(defer_build=True, extra="forbid")
    actions: list[dict[str, Any]] = Field(min_length=1)


class RawBranch(BaseModel):
    model_config = ConfigDict(defer_build=True, extra="forbid")
    fork: int = Field(ge=0)
    steps: list[RawStep]


class SaveFile(BaseModel):
    """The on-disk format (schema version 1)."""

    model_config = ConfigDict(defer_build=True, extra="forbid")
    format: Literal["solo-desk-save"]
    schema_version: int
    app_version: str
    game: str
    saved_at: str | None = None
    mode: Mode
    seed: int
    options: dict[str, Any]
    content_hash: str
    user_content: dict[str, Any] = {}
    initial_state: dict[str, Any]
    steps: list[RawStep]
    cursor: int = Field(ge=0)
    branches: list[RawBranch] = []
    answers: dict[str, str] = {}  # the automa's questions answered at the cursor, not applied yet


def to_save(session: Session, user_content: dict[str, Any] | None = None) -> SaveFile:
    # a step is written in its file form once (steps are immutable): a long game's autosave after
    # each move does not turn every past action into JSON again
    known, session.file_forms = session.file_forms, {}

    def raw(step: Step) -> RawStep:
        kept = known.get(id(step))
        if kept is None or kept[0] is not step:
            kept = (step, RawStep(actions=[a.model_dump(mode="json") for a in step.actions]))
        session.file_forms[id(step)] = kept  # only the steps written now stay known
        return kept[1]

    return SaveFile(
        format=FORMAT,
        schema_version=SCHEMA_VERSION,
        app_version=__version__,
        game=session.game.id,
        saved_at=datetime.now(timezone.utc).isoformat(timespec="seconds"),
        mode=session.mode,
        seed=session.seed,
        options=session.options,
        content_hash=session.game.content_hash(),
        user_content=user_content or session.game.user_content(session.initial),
        initial_state=session.initial.model_dump(mode="json"),
        steps=[raw(s) for s in session.steps],
        cursor=session.cursor,
        branches=[RawBranch(fork=b.fork, steps=[raw(s) for s in b.steps]) for b in session.branches],
        answers=session.answers,
    )


def dumps(session: Session) -> str:
    return to_save(session).model_dump_json(indent=1)


# -- writing ------------------------------------------------------------------
_OS_REASONS = {  # errno name -> message key of the reason (rendered in the user's language)
    "EACCES": "os_error_permission", "EPERM": "os_error_permission", "EROFS": "os_error_read_only_fs",
    "ENOENT": "os_error_no_folder", "ENOTDIR": "os_error_no_folder", "ENOSPC": "os_error_disk_full",
    "EDQUOT": "os_error_disk_full", "EISDIR": "os_error_is_folder", "ENAMETOOLONG": "os_error_name_too_long",
    "EEXIST": "os_error_exists",
}


def os_reason(exc: OSError, reading: bool = False) -> Any:
    """Why the system refused a file, as a message key (rendered in the user's language), else the
    system's own words."""
    import errno as errno_names

    name = errno_names.errorcode.get(exc.errno or 0, "")
    key = (_READ_REASONS.get(name) if reading else None) or _OS_REASONS.get(name)
    return {"key": key} if key else (exc.strerror or type(exc).__name__)


_READ_REASONS = {"ENOENT": "os_error_not_found", "ENOTDIR": "os_error_not_found", "ELOOP": "os_error_loop",
                 "EIO": "os_error_io", "ENXIO": "os_error_not_found"}


def _write_failed(path: Path, exc: OSError) -> WriteFailed:
    detail = os_reason(exc)
    reason = render(detail["key"]) if isinstance(detail, dict) else str(detail)
    return WriteFailed("save_write_failed", {"path": str(path), "detail": detail}, exc.errno, reason)


def _check_writable(path: Path, backups: int) -> None:
    """Refuse, before anything is written, a target that must not be replaced."""
    if not path.name or str(path) in (".", ".."):
        raise WriteFailed("save_no_file_name", {"path": str(path)})
    if path.is_dir():
        raise WriteFailed("save_is_folder", {"path": str(path)})
    if path.exists():
        try:
            mode = path.stat().st_mode
        except OSError as exc:
            raise _write_failed(path, exc) from None
        # the write bits, not only os.access: the super-user may write anything, but a file the
        # user write-protected (chmod a-w) must not be replaced behind their back
        if not os.access(path, os.W_OK) or not mode & 0o222:
            raise WriteFailed("save_read_only", {"path": str(path)})
    for n in range(1, backups + 1):  # a backup's name taken by a folder: never rename a folder
        backup = path.with_name(f"{path.name}.{n}")
        if backup.is_dir():
            raise WriteFailed("save_backup_is_folder", {"path": str(path), "backup": str(backup)})


def atomic_write(path: Path, text: str, backups: int = BACKUPS) -> None:
    """Write ``text`` to ``path`` atomically, keeping the old file as ``path.1`` (older
    backups shift to ``.2``, ``.3``). The file at ``path`` is never missing, not even for
    an instant: the old content is linked (or copied) to ``.1`` before the new file is
    renamed over it. Any failure raises ``WriteFailed`` (a ``BadInput`` and an ``OSError``)
    with a clear reason; then ``path`` keeps its old content and no temporary file is left."""
    path = Path(path)
    _check_writable(path, backups)
    tmp: str | None = None
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.chmod(tmp, 0o666 & ~_umask())  # an ordinary file, not mkstemp's private 0600
        if backups and path.exists():
            for n in range(backups - 1, 0, -1):
                older = path.with_name(f"{path.name}.{n}")
                if older.is_file():
                    os.replace(older, path.with_name(f"{path.name}.{n + 1}"))
            first = path.with_name(f"{path.name}.1")
            if first.is_file() or first.is_symlink():
                first.unlink()
            try:
                os.link(path, first)
            except OSError:  # a file system without hard links
                shutil.copy2(path, first)
        os.replace(tmp, path)
        tmp = None
    except OSError as exc:
        if isinstance(exc, WriteFailed):
            raise
        raise _write_failed(path, exc) from None
    finally:
        if tmp is not None:
            Path(tmp).unlink(missing_ok=True)
    try:  # make the rename itself durable
        dir_fd = os.open(path.parent, os.O_RDONLY)
        try:
            os.fsync(dir_fd)
        finally:
            os.close(dir_fd)
    except OSError:
        pass


def _umask() -> int:
    mask = os.umask(0)
    os.umask(mask)
    return mask


def save(session: Session, path: Path) -> None:
    atomic_write(Path(path), dumps(session))


# -- reading ------------------------------------------------------------------
def read_limited(path: Path, limit: int, too_large: Callable[[int], Exception],
                 unreadable: Callable[[Any], Exception], not_found: Callable[[], Exception]) -> bytes:
    """The bytes of the regular file at ``path``, at most ``limit`` of them. A folder, a device or
    a pipe is refused before it is opened (reading /dev/zero or a pipe no one writes to would
    never end); so is a file larger than ``limit``, even one that grows while it is read."""
    import stat

    try:
        info = path.stat()
    except FileNotFoundError:
        raise not_found() from None
    except OSError as exc:
        raise unreadable(os_reason(exc, reading=True)) from None
    except ValueError:  # a NUL character in the name: no file can have it
        raise not_found() from None
    if stat.S_ISDIR(info.st_mode):
        raise unreadable({"key": "os_error_is_folder"})
    if not stat.S_ISREG(info.st_mode):
        raise unreadable({"key": "os_error_not_regular"})
    if info.st_size > limit:
        raise too_large(info.st_size)
    try:
        with path.open("rb") as handle:
            data = handle.read(limit + 1)
    except OSError as exc:
        raise unreadable(os_reason(exc, reading=True)) from None
    if len(data) > limit:
        raise too_large(len(data))
    return data


def _read_raw(path: Path) -> dict[str, Any]:
    path = Path(path)
    data = read_limited(
        path, MAX_SAVE_BYTES,
        too_large=lambda size: BadSaveFile("save_too_large", {"path": str(path), "size_mb": size // (1024 * 1024)}),
        unreadable=lambda detail: BadSaveFile("save_unreadable", {"path": str(path), "detail": detail}),
        not_found=lambda: BadSaveFile("save_not_found", {"path": str(path)}),
    )
    if not data.strip():
        raise BadSaveFile("save_empty", {"path": str(path)})
    try:
        text = data.decode("utf-8")
        raw = json.loads(text)
    except UnicodeDecodeError:
        raise BadSaveFile("save_not_json", {"path": str(path), "detail": {"key": "invalid_data.not_utf8"}}) from None
    except json.JSONDecodeError as exc:
        raise BadSaveFile(
            "save_not_json", {"path": str(path), "detail": {"key": "invalid_data.json_at", "params": {"line": exc.lineno, "column": exc.colno}}}
        ) from None
    except RecursionError:
        raise BadSaveFile("save_not_json", {"path": str(path), "detail": {"key": "invalid_data.too_deep"}}) from None
    if not isinstance(raw, dict):
        raise BadSaveFile("save_wrong_format", {"path": str(path)})
    if raw.get("format") != FORMAT:
        raise BadSaveFile("save_wrong_format", {"path": str(path)})
    return raw


def migrate(raw: dict[str, Any], path: Path) -> dict[str, Any]:
    version = raw.get("schema_version")
    if not isinstance(version, int) or version < 1:
        raise BadSaveFile("save_bad_version", {"path": str(path), "version": version})
    if version > SCHEMA_VERSION:
        raise BadSaveFile(
            "save_too_new", {"path": str(path), "version": version, "supported": SCHEMA_VERSION}
        )
    while version < SCHEMA_VERSION:
        raw = MIGRATIONS[version](raw)
        version += 1
        raw["schema_version"] = version
    return raw


def load(path: Path, expect_game: str | None = None) -> Session:
    """Load and fully validate a save; raise BadSaveFile with one clear message."""
    from solo_desk.core import registry

    path = Path(path)
    raw = migrate(_read_raw(path), path)
    try:
        save_file = SaveFile.model_validate(raw)
    except ValidationError as exc:
        raise BadSaveFile("save_invalid", {"path": str(path), "detail": first_error(exc)}) from None
    except RecursionError:
        raise BadSaveFile("save_invalid", {"path": str(path), "detail": {"key": "invalid_data.too_deep"}}) from None
    if expect_game and save_file.game != expect_game:
        raise BadSaveFile("save_wrong_game", {"path": str(path), "game": save_file.game, "expected": expect_game})
    try:
        game = registry.get(save_file.game)
    except BadInput:
        raise BadSaveFile("save_unknown_game", {"path": str(path), "game": save_file.game}) from None
    try:
        session = _build_session(game, save_file)
    except BadSaveFile:
        raise
    except SoloDeskError as exc:  # the reason is rendered in the language asked for
        raise BadSaveFile("save_invalid", {"path": str(path), "detail": {"key": exc.key, "params": exc.params}}) from None
    except Exception as exc:  # a hand-edited state the rules cannot use: still one clear line, in the
        # user's language (the Python error is kept for a bug report, never shown)
        raise BadSaveFile("save_invalid", {"path": str(path), "detail": {"key": "invalid_data.rules_cannot_use"},
                                           "cause": f"{type(exc).__name__}: {exc}"[:300]}) from None
    session.load_warnings = []
    try:
        current_hash = game.content_hash()
    except SoloDeskError:
        current_hash = save_file.content_hash
    if save_file.content_hash != current_hash:
        session.load_warnings.append(Message(key="save_content_changed", params={"path": str(path), "game": game.id}))
    return session


def _build_session(game: Game, save_file: SaveFile) -> Session:
    from solo_desk.core.options import resolve_options

    options = resolve_options(game.option_specs(), save_file.options)
    initial = game.load_state(save_file.initial_state)
    if initial.mode != save_file.mode or initial.seed != save_file.seed:
        raise BadInput("save_header_mismatch", {})
    _check_state_options(game, initial, options)
    try:
        game.check(initial)
    except SoloDeskError:
        raise
    except Exception as exc:  # a hand-edited initial state the rules cannot use
        raise BadInput("save_initial_state_failed", {"detail": {"key": "invalid_data.rules_cannot_use"},
                                                     "cause": f"{type(exc).__name__}: {exc}"[:300]}) from None

    def steps(raw_steps: list[RawStep], main_line: bool = False) -> list[Step]:
        parsed = []
        for number, s in enumerate(raw_steps, start=1):
            try:
                parsed.append(Step(actions=[game.parse_action(a) for a in s.actions]))
            except MalformedAction as exc:  # which step, as a step the rules refuse is named
                if not main_line:
                    raise
                detail = {"key": exc.key, "params": exc.params}
                raise BadInput("save_replay_failed", {"step": number, "detail": detail}) from None
        return parsed

    main = steps(save_file.steps, main_line=True)
    if save_file.cursor > len(main):
        raise BadInput("session_cursor_out_of_range", {"cursor": save_file.cursor, "steps": len(main)})
    # A branch forks within the main line; a save written before branches were rebased may keep
    # one forking off a tail cut since (restore refuses it, session_branch_stale), but never beyond
    # every step the game has recorded.
    recorded = len(main) + sum(len(b.steps) for b in save_file.branches)
    for number, b in enumerate(save_file.branches):
        if b.fork > recorded:
            raise BadInput("save_branch_fork_out_of_range", {"branch": number + 1, "fork": b.fork, "steps": recorded})
    branches = [Branch(fork=b.fork, steps=steps(b.steps)) for b in save_file.branches]
    session = Session(game, initial, options, main, save_file.cursor, branches)
    session.answers = dict(save_file.answers)  # checked when proposed: an answer no question takes is ignored
    state = session.replay_all()
    game.check(state)
    # what every view of the game reads first: a state they cannot read is refused here, in
    # one clear line, rather than crashing the window or a command after the file was accepted
    game.to_move(state)
    game.result(state)
    game.public_view(state)
    game.legal_actions(state)  # kept by the games' caches: the window's first use of it costs nothing more
    return session


def _check_state_options(game: Game, initial: GameState, options: dict[str, Any]) -> None:
    """A state that keeps the game's options (the rules read them there) must keep the save's own:
    one set there to a value the save's options do not give would be read by the rules as it is (a
    crash far from the cause, or another game than the one saved). One missing there is left as it
    is (a game may read it with its default; one that cannot is refused when the replay fails)."""
    kept = getattr(initial, "options", None)
    if not isinstance(kept, dict):
        return
    try:
        expected = getattr(game.new_state(options, initial.seed, initial.mode), "options", None)
    except Exception:  # noqa: BLE001 - a set-up the header cannot make: the checks that follow say why
        return
    if not isinstance(expected, dict):
        return
    for name, value in kept.items():
        if name in expected and value != expected[name]:
            shown = json.dumps(value) if not isinstance(value, str) else value
            raise BadInput("save_state_option_mismatch", {"name": name, "value": shown[:40] + "…" * (len(shown) > 40),
                                                          "expected": expected[name]})


# -- autosave -----------------------------------------------------------------
def autosave_path() -> Path:
    from solo_desk.core.paths import autosave_dir

    return autosave_dir() / "last-game.json"


def autosave(session: Session) -> Path:
    path = autosave_path()
    save(session, path)
    return path


ARCHIVED_KEPT = 10  # games set aside from the autosave (another game replaced them unsaved)


def autosave_backups() -> list[Path]:
    """The autosave and its backups, newest first."""
    path = autosave_path()
    return [path] + [path.with_name(f"{path.name}.{n}") for n in range(1, BACKUPS + 1)]


def resumable() -> tuple[Path, Session] | None:
    """The autosave to offer on start: the newest of the autosave and its backups that loads (a
    damaged autosave, cut by a crash mid-write, falls back to the state before it)."""
    for path in autosave_backups():
        if path.is_file():
            try:
                return path, load(path)
            except SoloDeskError:
                continue
    return None


def set_aside_dir() -> Path:
    return autosave_path().parent / "set-aside"


def archive_autosave() -> Path | None:
    """Set the autosaved game aside before another game takes the autosave: it moves to
    ``autosave/set-aside/<game>-<time>.json`` (the newest ``ARCHIVED_KEPT`` are kept), and its
    backups go (the next game's must not be the old game's)."""
    found = resumable()
    if found is None:
        return None
    path, session = found
    folder = set_aside_dir()
    folder.mkdir(parents=True, exist_ok=True)
    stamp = datetime.fromtimestamp(path.stat().st_mtime, timezone.utc).strftime("%Y%m%d-%H%M%S")
    target = folder / f"{session.game.id}-{stamp}.json"
    number = 1
    while target.exists():  # two games set aside within a second: never one over the other
        number += 1
        target = folder / f"{session.game.id}-{stamp}-{number}.json"
    os.replace(path, target)
    for stale in autosave_backups():
        stale.unlink(missing_ok=True)
    others = sorted((p for p in folder.glob("*.json") if p.is_file() and p != target), key=lambda p: p.stat().st_mtime_ns)
    for old in others[:max(0, len(others) - (ARCHIVED_KEPT - 1))]:
        old.unlink(missing_ok=True)
    return target
