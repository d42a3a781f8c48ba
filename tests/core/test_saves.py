import json
import os
from pathlib import Path

import pytest

from solo_desk.core import saves
from solo_desk.core.errors import BadSaveFile
from solo_desk.core.session import Session
from tests.fixtures.tiny import Take


@pytest.fixture
def saved(pebbles, tmp_path) -> Path:
    session = Session.new(pebbles, {"pile": 9}, seed=3)
    session.apply(Take(count=1))
    session.apply(pebbles.propose(session.state).actions)
    path = tmp_path / "game.json"
    saves.save(session, path)
    return path


def test_round_trip_keeps_everything(saved, pebbles):
    session = saves.load(saved)
    data = json.loads(saved.read_text())
    assert data["format"] == "solo-desk-save" and data["schema_version"] == saves.SCHEMA_VERSION
    assert data["game"] == "pebbles" and data["content_hash"] == pebbles.content_hash()
    assert session.cursor == 2 and session.state.pile == 9 - 1 - session.steps[1].actions[0].count


def test_saving_again_keeps_rotating_backups(saved, pebbles):
    session = saves.load(saved)
    first = saved.read_text()
    for _ in range(4):
        session.apply(Take(count=1)) if pebbles.to_move(session.state) == "player" else session.apply(
            pebbles.propose(session.state).actions)
        saves.save(session, saved)
    backups = sorted(p.name for p in saved.parent.iterdir() if p.name.startswith("game.json."))
    assert backups == ["game.json.1", "game.json.2", "game.json.3"]
    assert all(saves.load(saved.parent / b) for b in backups)
    assert first not in {(saved.parent / b).read_text() for b in backups}  # oldest rotated out


def test_a_failed_write_leaves_the_good_save_untouched(saved, monkeypatch, pebbles):
    good = saved.read_text()
    session = saves.load(saved)

    def broken_fsync(fd):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "fsync", broken_fsync)
    with pytest.raises(OSError):
        saves.save(session, saved)
    assert saved.read_text() == good
    assert not [p for p in saved.parent.iterdir() if p.name.endswith(".tmp")]


def corrupt(path: Path, text: str | bytes) -> Path:
    if isinstance(text, bytes):
        path.write_bytes(text)
    else:
        path.write_text(text)
    return path


def edit(saved: Path, **changes) -> str:
    data = json.loads(saved.read_text())
    for key, value in changes.items():
        data[key] = value
    return json.dumps(data)


@pytest.mark.parametrize(
    "make, expected",
    [
        (lambda p: p.read_text()[: len(p.read_text()) // 2], "damaged or truncated"),
        (lambda p: "", "is empty"),
        (lambda p: b"\xff\xfe\x00garbage", "not UTF-8"),
        (lambda p: "[1, 2, 3]", "not a Solo Desk save"),
        (lambda p: json.dumps({"format": "something-else"}), "not a Solo Desk save"),
        (lambda p: edit(p, schema_version=99), "newer Solo Desk"),
        (lambda p: edit(p, schema_version="one"), "no valid schema version"),
        (lambda p: edit(p, game="chess"), "a game this version of Solo Desk does not have"),
        (lambda p: edit(p, cursor=-1), "not a valid save"),
        (lambda p: edit(p, cursor=50), "outside the game's history"),
        (lambda p: edit(p, steps="lots"), "not a valid save"),
        (lambda p: edit(p, options={"pile": "many"}), "option pile"),
        (lambda p: edit(p, initial_state={"pile": -4}), "not a valid save"),
        (lambda p: edit(p, steps=[{"actions": [{"kind": "take", "count": 9}]}]), "not a valid save"),
        (lambda p: edit(p, steps=[{"actions": [{"kind": "teleport"}]}]), "not a valid"),
        (lambda p: '{"format": "solo-desk-save", "x": ' + "[" * 100000 + "]" * 100000 + "}", "nested too deeply"),
    ],
)
def test_bad_files_give_one_clear_message(saved, make, expected):
    target = saved.parent / "bad.json"
    corrupt(target, make(saved))
    with pytest.raises(BadSaveFile) as info:
        saves.load(target)
    assert expected in str(info.value)
    assert "\n" not in str(info.value)


def test_replay_of_an_illegal_step_is_refused(saved):
    data = json.loads(saved.read_text())
    data["steps"][0]["actions"][0]["count"] = 3
    data["steps"][1]["actions"][0]["count"] = 3
    data["initial_state"]["pile"] = 4
    target = saved.parent / "edited.json"
    target.write_text(json.dumps(data))
    with pytest.raises(BadSaveFile, match="step 2 of the saved game cannot be replayed"):
        saves.load(target)


def test_huge_file_is_refused_before_reading(saved, monkeypatch):
    monkeypatch.setattr(saves, "MAX_SAVE_BYTES", 100)
    with pytest.raises(BadSaveFile, match="too large"):
        saves.load(saved)


def test_missing_file(tmp_path):
    with pytest.raises(BadSaveFile, match="no such file"):
        saves.load(tmp_path / "nope.json")


def test_migration_hook_upgrades_old_versions(saved, monkeypatch):
    data = json.loads(saved.read_text())
    data["schema_version"] = 1
    data["legacy_field"] = "old"
    monkeypatch.setattr(saves, "SCHEMA_VERSION", 2)

    def one_to_two(raw):
        raw = dict(raw)
        raw.pop("legacy_field")
        return raw

    monkeypatch.setitem(saves.MIGRATIONS, 1, one_to_two)
    target = saved.parent / "old.json"
    target.write_text(json.dumps(data))
    assert saves.load(target).cursor == 2


def test_autosave_goes_to_the_user_data_folder(saved, _isolated_user_dirs):
    session = saves.load(saved)
    path = saves.autosave(session)
    assert path.is_relative_to(_isolated_user_dirs)
    found = saves.resumable()
    assert found is not None and found[0] == path and found[1].state == session.state


def test_a_damaged_autosave_falls_back_to_its_last_good_backup(saved, pebbles):
    session = saves.load(saved)
    saves.autosave(session)
    before = session.state
    session.apply(pebbles.legal_actions(session.state)[0])
    path = saves.autosave(session)
    path.write_text(path.read_text()[:100])  # cut by a crash mid-write
    found = saves.resumable()
    assert found is not None and found[0] == path.with_name(path.name + ".1") and found[1].state == before


def test_an_autosaved_game_set_aside_is_kept_and_the_next_game_starts_clean(saved, pebbles):
    session = saves.load(saved)
    saves.autosave(session)
    saves.autosave(session)
    archived = saves.archive_autosave()
    assert archived is not None and saves.load(archived).state == session.state
    assert saves.resumable() is None  # no backup of the old game left to offer
    for _ in range(saves.ARCHIVED_KEPT + 3):
        saves.autosave(session)
        before = set(archived.parent.glob("*.json"))
        newest = saves.archive_autosave()
        assert newest not in before  # within one second too: never one over another
        after = set(archived.parent.glob("*.json"))
        assert newest in after and len(after) == min(len(before) + 1, saves.ARCHIVED_KEPT)


def test_user_content_in_use_is_recorded_in_the_header(saved, pebbles, monkeypatch):
    monkeypatch.setattr(type(pebbles), "user_content", lambda self, state: {"deck": ["a", "b"]}, raising=False)
    session = saves.load(saved)
    saves.save(session, saved)
    assert json.loads(saved.read_text())["user_content"] == {"deck": ["a", "b"]}


@pytest.mark.parametrize(
    "make, english, italian",
    [
        (lambda p: b"\xff\xfe\x00garbage", "not UTF-8 text", "non è testo UTF-8"),
        (lambda p: '{"format": "solo-desk-save",\n "x": ]', "at line 2, column 7", "alla riga 2, colonna 7"),
        (lambda p: edit(p, steps="lots"), "steps: a value of the wrong kind", "steps: un valore del tipo sbagliato"),
        (lambda p: edit(p, cursor="x"), "cursor: a value of the wrong kind", "cursor: un valore del tipo sbagliato"),
        (lambda p: json.dumps({k: v for k, v in json.loads(p.read_text()).items() if k != "game"}),
         "game: a required field is missing", "game: manca un campo obbligatorio"),
    ],
)
def test_what_is_wrong_in_a_bad_file_is_said_in_either_language(saved, make, english, italian):
    """The detail of a refused save is the app's own message, not pydantic's or json's English."""
    target = saved.parent / "bad.json"
    corrupt(target, make(saved))
    with pytest.raises(BadSaveFile) as info:
        saves.load(target)
    assert english in info.value.message("en")
    assert italian in info.value.message("it") and english not in info.value.message("it")


def written(session: Session) -> dict:
    data = json.loads(saves.dumps(session))
    data.pop("saved_at")
    return data


def test_a_long_game_writes_each_step_once_and_its_file_stays_the_whole_game(pebbles, monkeypatch):
    """The autosave after each move turns only the new step into its file form; after undo, a
    branch and its restoring the file says what a session never saved before would say."""
    made = []
    real = saves.RawStep
    monkeypatch.setattr(saves, "RawStep", lambda **fields: made.append(1) or real(**fields))
    session = Session.new(pebbles, {"pile": 30}, seed=5)
    for _ in range(6):
        session.apply(Take(count=1)) if pebbles.to_move(session.state) == "player" else session.apply(
            pebbles.propose(session.state).actions)
        saves.dumps(session)
    assert len(made) == 6  # one form per step, not 1 + 2 + ... + 6
    session.undo()
    session.undo()
    session.apply(Take(count=2) if pebbles.to_move(session.state) == "player" else pebbles.propose(session.state).actions)
    assert session.branches
    written(session)
    assert len(made) == 7  # the new move only: the steps kept as a branch were written already
    session.restore_branch(0)
    restored = written(session)
    monkeypatch.setattr(saves, "RawStep", real)
    fresh = Session(pebbles, session.initial, session.options, session.steps, session.cursor, session.branches)
    assert restored == written(fresh) and restored["branches"] and len(restored["steps"]) == 6


def test_the_content_hash_is_hashlib_s_sha256_without_openssl():
    """A save records its content's hash and opening it compares: the hash from Python's own
    SHA-256 (no OpenSSL on the way to the first paint) must be the one saves always had."""
    import hashlib

    from solo_desk.core.resources import content_hash

    assert content_hash("a", "è") == hashlib.sha256("a".encode() + b"\0" + "è".encode() + b"\0").hexdigest()[:16]
    assert content_hash() == hashlib.sha256(b"").hexdigest()[:16]
