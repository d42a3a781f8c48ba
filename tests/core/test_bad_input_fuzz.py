"""Bad input of every kind in the five real games, digital and companion: a mutated save either
loads (and then the game checks, proposes and renders its history in both languages) or is refused
with one clear line in the user's language, never a Python error's text. The big run is
``tools/fuzz_saves.py``; this is a fixed, fast sample of it, plus the files and actions the CLI
reads that are no file at all (a folder, a pipe, a device, a name with a NUL)."""
import copy
import json
import os
import random
import re
import threading

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from solo_desk.cli import action_kinds, main, parse_user_action
from solo_desk.core import playout, registry, saves
from solo_desk.core.errors import ActionError, BadInput, BadSaveFile
from solo_desk.core.messages import render
from solo_desk.core.session import Session
from tests.core.test_cli_errors import run  # main() with its exit code and both streams

GAMES = ("duel", "terra_mystica", "architects", "age_of_comics", "concordia")
MODES = ("digital", "companion")
# what a user must never read: Python's own words (an exception's name or text, pydantic's, json's, the OS's)
PYTHON_TEXT = re.compile(r"Traceback|\b[A-Z]\w*(Error|Exception)\b|Input should|Expecting |Is a directory|"
                         r"No such file|list index|not iterable|unhashable|is not in list|object has no")


@pytest.fixture(scope="module")
def base_saves(tmp_path_factory):
    """One short game of each game in each mode, as the raw JSON of its save."""
    folder = tmp_path_factory.mktemp("fuzz-bases")
    found = {}
    for game_id in GAMES:
        game = registry.get(game_id)
        for mode in MODES:
            session = Session.new(game, {}, 7, mode)
            rng = random.Random(0)
            for _ in range(6):
                if game.result(session.state) is None:
                    session.apply(playout.next_step(game, session.state, rng))
            path = folder / f"{game_id}-{mode}.json"
            saves.save(session, path)
            found[game_id, mode] = json.loads(path.read_text())
    return found


def mutations(raw, rng):
    """A sample of what a hand edit does to a save: a field of the initial state set to null, to an
    unknown id, emptied or removed; an option of the state removed or changed; steps reordered,
    duplicated; an action's field mistyped."""
    state = raw["initial_state"]
    keys = sorted(k for k in state if k not in ("mode", "seed"))
    for key in rng.sample(keys, min(7, len(keys))):
        value = state[key]
        wrong = [None, "zz_unknown", -1, 10**18]
        if isinstance(value, (list, dict)):
            wrong.append(type(value)())
        for bad in wrong:
            yield f"initial_state.{key}={bad!r}", {**raw, "initial_state": {**state, key: bad}}
        yield f"initial_state.{key} removed", {**raw, "initial_state": {k: v for k, v in state.items() if k != key}}
    if isinstance(state.get("options"), dict) and state["options"]:
        name = sorted(state["options"])[0]
        options = state["options"]
        yield f"state option {name} removed", {**raw, "initial_state": {
            **state, "options": {k: v for k, v in options.items() if k != name}}}
        for bad in ("zz_unknown", None, 3):
            yield f"state option {name}={bad!r}", {**raw, "initial_state": {**state, "options": {**options, name: bad}}}
    steps = raw["steps"]
    if len(steps) >= 3:
        yield "steps swapped", {**raw, "steps": [steps[1], steps[0], *steps[2:]]}
        yield "a step twice", {**raw, "steps": [steps[0], *steps], "cursor": min(raw["cursor"] + 1, len(steps) + 1)}
    action = steps[-1]["actions"][0]
    for field in sorted(k for k in action if k not in ("kind", "by", "outcomes"))[:3]:
        for bad in (None, "zz_unknown", -1, [1]):
            edited = copy.deepcopy(raw)
            edited["steps"][-1]["actions"][0][field] = bad
            yield f"last action's {field}={bad!r}", edited
    yield "cursor negative", {**raw, "cursor": -1}
    yield "cursor not whole", {**raw, "cursor": 1.5}


def use(session):
    """What the CLI and the window do with a loaded save."""
    game, state = session.game, session.state
    game.check(state)
    game.legal_actions(state)
    for step in game.propose(state).trace:
        step.render("en"), step.render("it")
    for step in session.steps:
        for action in step.actions:
            message = game.describe(action)
            render(message.key, message.params, "en"), render(message.key, message.params, "it")


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("game_id", GAMES)
def test_a_mutated_save_loads_or_is_refused_in_the_users_language(base_saves, tmp_path, game_id, mode):
    raw = base_saves[game_id, mode]
    rng = random.Random(f"{game_id}-{mode}")
    target = tmp_path / "edited.json"
    refused = []
    for name, data in mutations(raw, rng):
        target.write_text(json.dumps(data))
        try:
            session = saves.load(target)
        except BadSaveFile as exc:
            english, italian = exc.message("en"), exc.message("it")
            assert not PYTHON_TEXT.search(english + italian), f"{name}: {english} | {italian}"
            assert "\n" not in english + italian and english != italian, name
            refused.append(name)
            continue
        use(session)  # loaded: then it works
    assert refused  # the sample does hold bad saves


def state_with_options(base_saves):
    raw = copy.deepcopy(base_saves["terra_mystica", "digital"])
    assert isinstance(raw["initial_state"].get("options"), dict)
    return raw


@pytest.mark.parametrize("lang, changed", [
    ("en", "the initial state sets the option difficulty to zz_unknown, the save's options to"),
    ("it", "lo stato iniziale dà all'opzione difficulty il valore zz_unknown, le opzioni del salvataggio"),
])
def test_an_option_changed_in_the_state_is_named(base_saves, tmp_path, lang, changed):
    """The rules read the game's options in its state: one given there a value the save's options
    do not give used to crash the replay with the option's KeyError."""
    raw = state_with_options(base_saves)
    target = tmp_path / "edited.json"
    raw["initial_state"]["options"]["difficulty"] = "zz_unknown"
    target.write_text(json.dumps(raw))
    with pytest.raises(BadSaveFile) as info:
        saves.load(target)
    assert changed in info.value.message(lang)


def test_a_state_no_view_can_read_is_refused_when_opened(base_saves, tmp_path):
    """An unknown Divinity on the Pantheon passed the checks and the replay, then crashed the
    window's board (a dialog with a KeyError, for ever in --screenshot mode) and every view."""
    raw = copy.deepcopy(base_saves["duel", "companion"])
    raw["initial_state"]["pantheon_spaces"][0] = "zz_unknown"
    target = tmp_path / "edited.json"
    target.write_text(json.dumps(raw))
    with pytest.raises(BadSaveFile) as info:
        saves.load(target)
    # the game's check names it (before it had its own words: the views' safety net, tested below)
    assert "pantheon_spaces holds 'zz_unknown'" in info.value.message("en")
    assert "zz_unknown" in info.value.message("it") and "Error" not in info.value.message("it")


def test_a_state_a_view_cannot_read_is_refused_when_opened_in_the_users_language(base_saves, tmp_path, monkeypatch):
    """The safety net behind the games' checks: a state a view crashes on (here the public view,
    made to fail) is refused when the save is opened, not later in the window."""
    game = registry.get("duel")
    target = tmp_path / "game.json"
    target.write_text(json.dumps(base_saves["duel", "digital"]))
    saves.load(target)  # as saved, it opens

    def unreadable(state):
        raise KeyError("zz_unknown")

    monkeypatch.setattr(game, "public_view", unreadable)
    with pytest.raises(BadSaveFile) as info:
        saves.load(target)
    assert "rules cannot use" in info.value.message("en")
    assert "regole di questo gioco non possono usare" in info.value.message("it")
    assert "KeyError" not in info.value.message("en")


def test_a_state_whose_moves_cannot_be_listed_is_refused_when_opened(base_saves, tmp_path):
    """A hex of an unknown terrain passed the checks and the replay, then crashed `legal`, the
    window's board (a dialog with a KeyError, for ever in --screenshot mode) and the player's moves."""
    game = registry.get("terra_mystica")
    session = Session.new(game, {}, 7, "digital")
    rng = random.Random(0)
    while session.state.phase != "actions":  # the set-up done: the player transforms terrain
        session.apply(playout.next_step(game, session.state, rng))
    target = tmp_path / "edited.json"
    saves.save(session, target)
    raw = json.loads(target.read_text())
    raw["initial_state"]["terrain"]["E2"] = "zz_unknown"  # a hex no dwelling of the set-up is on
    target.write_text(json.dumps(raw))
    with pytest.raises(BadSaveFile) as info:
        saves.load(target)
    assert "zz_unknown" in info.value.message("en") and "Error" not in info.value.message("en")


@pytest.mark.parametrize("edit, english, italian", [
    ({"cursor": -1}, "cursor: must be at least 0", "cursor: deve essere almeno 0"),
    ({"cursor": 1.5}, "cursor: not a whole number", "cursor: non è un numero intero"),
    ({"steps": [{"actions": []}]}, "too few items (at least 1)", "troppo pochi elementi (almeno 1)"),
])
def test_a_value_out_of_bounds_is_said_in_the_users_language(base_saves, tmp_path, edit, english, italian):
    """pydantic's own text ("Input should be greater than or equal to 0") is English only."""
    target = tmp_path / "edited.json"
    target.write_text(json.dumps({**base_saves["duel", "digital"], **edit}))
    with pytest.raises(BadSaveFile) as info:
        saves.load(target)
    assert english in info.value.message("en") and italian in info.value.message("it")
    assert "Input should" not in info.value.message("it")


# -- files that are no file -------------------------------------------------------------------
@pytest.fixture
def save(capsys, tmp_path):
    path = tmp_path / "g.json"
    assert run(capsys, "new", "pebbles", "--seed", "3", "--option", "pile=9", "-o", path)[0] == 0
    return path


@pytest.mark.parametrize("lang, text", [("en", "cannot be read (it is a folder)"),
                                        ("it", "non si può leggere (è una cartella)")])
def test_a_folder_given_as_a_save_is_refused_in_the_users_language(capsys, tmp_path, lang, text):
    code, _, err = run(capsys, "--lang", lang, "legal", tmp_path)
    assert code == 2 and err.count("\n") == 1 and text in err and "Is a directory" not in err


def test_a_pipe_given_as_a_save_is_refused_without_waiting_for_it(capsys, tmp_path, save):
    """Reading a pipe waits for a writer (for ever, if none comes): it is refused unread."""
    pipe = tmp_path / "pipe.json"
    os.mkfifo(pipe)
    text = save.read_text()

    def writer():  # a save comes down the pipe if anyone reads it
        try:
            with open(pipe, "w") as handle:
                handle.write(text)
        except OSError:
            pass

    thread = threading.Thread(target=writer, daemon=True)
    thread.start()
    try:
        code, _, err = run(capsys, "--lang", "it", "legal", pipe)
        assert code == 2 and "è un dispositivo o una pipe, non un file" in err
        code, _, err = run(capsys, "apply", save, "--action", f"@{pipe}")
        assert code == 2 and "is a device or a pipe, not a file" in err
    finally:
        fd = os.open(pipe, os.O_RDONLY | os.O_NONBLOCK)  # let the writer go
        thread.join()
        os.close(fd)


def test_an_action_file_too_large_to_be_an_action_is_not_read(capsys, tmp_path, save):
    big = tmp_path / "big.json"
    big.write_text('{"kind": "take", "count": 1, "pad": "' + "x" * (2 * 1024 * 1024) + '"}')
    before = save.read_text()
    code, _, err = run(capsys, "apply", save, "--action", f"@{big}")
    assert code == 2 and "is too large" in err and save.read_text() == before


@pytest.mark.parametrize("lang, text", [("en", "no file name after @"), ("it", "manca il nome del file dopo @")])
def test_an_action_file_with_no_name_is_said_so(capsys, save, lang, text):
    code, _, err = run(capsys, "--lang", lang, "apply", save, "--action", "@")
    assert code == 2 and text in err and "folder" not in err and "cartella" not in err


@pytest.mark.parametrize("lang, text", [("en", "the action is not valid JSON (at line 1, column 9)"),
                                        ("it", "l'azione non è JSON valido (alla riga 1, colonna 9)")])
def test_an_action_that_is_not_json_says_where_in_the_users_language(capsys, save, lang, text):
    before = save.read_text()
    code, _, err = run(capsys, "--lang", lang, "apply", save, "--action", '{"kind":')
    assert code == 2 and text in err and "Expecting" not in err and save.read_text() == before


def test_a_name_with_a_nul_is_no_file_not_an_internal_error(capsys, save):
    code, _, err = run(capsys, "legal", "a\0b.json")
    assert code == 2 and "no such file" in err and "internal error" not in err
    code, _, err = run(capsys, "apply", save, "--action", "@a\0b.json")
    assert code == 2 and "no such file" in err and "internal error" not in err


# -- actions typed at `apply --action` ---------------------------------------------------------
JSON_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers(min_value=-10**20, max_value=10**20) | st.floats(allow_nan=False)
    | st.text(max_size=12) | st.sampled_from(["player", "automa", "zz_unknown", "", "?", "-1"]),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=12,
)


@pytest.mark.parametrize("game_id", GAMES)
def test_any_action_typed_is_applied_or_refused_cleanly(base_saves, tmp_path, game_id):
    """An action of the game's kinds with fields of any shape: refused as bad input or an illegal
    action (one clear line), or applied to a state that still checks; never a Python error."""
    path = tmp_path / "g.json"
    path.write_text(json.dumps(base_saves[game_id, "companion"]))
    session = saves.load(path)
    game = session.game
    examples = [a.model_dump(mode="json") for a in game.legal_actions(session.state)[:3]]
    examples += [a.model_dump(mode="json") for s in session.steps for a in s.actions][:3]
    fields = sorted({k for e in examples for k in e if k not in ("kind", "by")})

    @settings(max_examples=40, deadline=None, derandomize=True, database=None,
              suppress_health_check=list(HealthCheck))
    @given(kind=st.sampled_from(action_kinds(game)), base=st.sampled_from(examples),
           changes=st.dictionaries(st.sampled_from(fields or ["x"]) | st.text(max_size=6), JSON_VALUES, max_size=3))
    def check(kind, base, changes):
        data = {**base, **changes, "kind": kind}
        probe = Session(game, session.initial, session.options, session.steps, session.cursor)
        try:
            probe.apply([parse_user_action(probe, data)])
        except (BadInput, ActionError) as exc:
            english, italian = exc.message("en"), exc.message("it")
            assert not PYTHON_TEXT.search(english + italian), english
            return
        game.check(probe.state)

    check()
