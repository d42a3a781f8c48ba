"""The headless commands, in process (with the fixture game) and as a real program."""
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from solo_desk import __version__
from solo_desk.cli import main
from solo_desk.core.schemas import (
    ApplyOutput,
    AutoplayOutput,
    GamesOutput,
    LegalOutput,
    NewOutput,
    ProposeOutput,
    SelfplayOutput,
)
from tests.cli import run


def test_games_lists_registered_games_with_options(capsys):
    code, out, _ = run(capsys, "games", "--json")
    assert code == 0
    games = {g.id: g for g in GamesOutput.model_validate_json(out).games}
    assert "pebbles" in games
    assert [o.name for o in games["pebbles"].options] == ["pile", "first"]
    assert games["pebbles"].modes == ["digital", "companion"]


def test_new_legal_propose_apply_autoplay(capsys, tmp_path):
    path = str(tmp_path / "g.json")
    code, out, _ = run(capsys, "new", "pebbles", "--seed", "4", "--option", "pile=9", "-o", path, "--json")
    assert code == 0 and NewOutput.model_validate_json(out).to_move == "player"

    code, out, _ = run(capsys, "legal", path, "--json")
    legal = LegalOutput.model_validate_json(out)
    assert [a.model_dump()["count"] for a in legal.actions] == [1, 2, 3]

    code, out, _ = run(capsys, "propose", path, "--json")
    proposal = ProposeOutput.model_validate_json(out).proposal
    assert proposal.status == "not_automa_turn" and proposal.to_move == "player" and proposal.rule == "TINY-TURN"

    code, out, _ = run(capsys, "apply", path, "--action", '{"kind": "take", "count": 1}', "--json")
    assert code == 0 and ApplyOutput.model_validate_json(out).to_move == "automa"

    before = Path(path).read_text()
    code, out, _ = run(capsys, "propose", path, "--json")
    shown = ProposeOutput.model_validate_json(out)
    assert shown.proposal.status == "automa_turn" and shown.explanation[0].startswith("TINY-1")
    assert Path(path).read_text() == before  # propose never changes the file

    code, out, _ = run(capsys, "apply", path, "--json")  # the automa's proposed turn
    applied = ApplyOutput.model_validate_json(out)
    assert applied.steps == 2 and applied.applied[0].model_dump()["by"] == "automa"

    code, out, _ = run(capsys, "autoplay", path, "--turns", "50", "--json")
    done = AutoplayOutput.model_validate_json(out)
    assert done.result is not None and done.to_move is None


def test_apply_with_input_answers_the_physical_die(capsys, tmp_path):
    path = str(tmp_path / "c.json")
    run(capsys, "new", "pebbles", "--mode", "companion", "--option", "pile=8", "--option", "first=automa", "-o", path)
    code, out, _ = run(capsys, "propose", path, "--json")
    assert ProposeOutput.model_validate_json(out).proposal.status == "needs_input"
    code, _, err = run(capsys, "apply", path)
    assert code == 3 and "--input die=VALUE" in err
    code, out, _ = run(capsys, "apply", path, "--input", "die=5", "--json")
    applied = ApplyOutput.model_validate_json(out)
    assert code == 0 and applied.applied[0].model_dump()["outcomes"] == {"die": 5}


@pytest.mark.parametrize(
    "argv, code, message",
    [
        (["apply", "{f}", "--action", '{"kind": "take", "count": 3}'], 0, ""),
        (["apply", "{f}", "--action", '{"kind": "take", "count": 7}'], 2, "the 'take' action is not well formed"),
        (["apply", "{f}", "--action", '{"kind": "take"'], 2, "not valid JSON"),
        (["apply", "{f}", "--action", '{"kind": "fly"}'], 2, "Pebbles (test game) has no action kind 'fly' (known kinds: take"),
        (["new", "chess", "-o", "{f}"], 2, "unknown game 'chess'"),
        (["new", "pebbles", "--option", "pile=0", "-o", "{f}2"], 2, "option pile"),
        (["selfplay", "pebbles", "--games", "0"], 2, "--games must be at least 1"),
        (["legal", "{f}missing"], 2, "no such file"),
    ],
)
def test_errors_are_one_line_with_their_exit_code(capsys, tmp_path, argv, code, message):
    path = str(tmp_path / "g.json")
    run(capsys, "new", "pebbles", "--option", "pile=5", "-o", path)
    got, _, err = run(capsys, *[a.replace("{f}", path) for a in argv])
    assert got == code
    if message:
        assert message in err and err.count("\n") == 1 and "Traceback" not in err


def test_illegal_move_is_refused_with_the_reason_and_the_file_kept(capsys, tmp_path):
    path = tmp_path / "g.json"
    run(capsys, "new", "pebbles", "--option", "pile=2", "-o", str(path))
    before = path.read_text()
    code, _, err = run(capsys, "apply", str(path), "--action", '{"kind": "take", "count": 3}')
    assert code == 3 and "pebbles.illegal.too_many" in err
    assert path.read_text() == before


def test_selfplay_reports_the_design_fields(capsys):
    code, out, _ = run(capsys, "selfplay", "pebbles", "--games", "20", "--seed", "3", "--check", "--json")
    report = SelfplayOutput.model_validate_json(out)
    assert code == 0 and report.games == report.completed == 20 and report.errors == 0
    assert report.end_reasons == {"last_pebble": 20}
    assert sum(report.winners.values()) == 20 and report.checked
    assert report.bot_ms_p99 >= report.bot_ms_p50 >= 0
    assert report.scores == {}  # the fixture game keeps no score


def program(*argv, **env):
    """The real console program, as a user runs it."""
    return subprocess.run(
        [sys.executable, "-m", "solo_desk", *argv],
        capture_output=True, text=True, timeout=120,
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen", **env},
    )


def test_version_and_help():
    assert program("--version").stdout.strip() == f"solo-desk {__version__}"
    for command in ("games", "content", "new", "legal", "propose", "apply", "autoplay", "selfplay"):
        done = program(command, "--help")
        assert done.returncode == 0 and "usage: solo-desk" in done.stdout


def test_truncated_save_is_one_line_exit_2_no_traceback(tmp_path):
    good = {"format": "solo-desk-save", "schema_version": 1, "game": "pebbles", "steps": []}
    path = tmp_path / "cut.json"
    path.write_text(json.dumps(good)[:40])
    for argv in (["propose", str(path)], ["legal", str(path)], ["--open", str(path), "--exit-after-first-paint"]):
        done = program(*argv)
        assert done.returncode == 2, done.stderr
        assert "damaged or truncated" in done.stderr and "Traceback" not in done.stderr
        assert done.stderr.strip().count("\n") == 0


def test_wrong_argument_is_one_line_exit_2():
    done = program("new")
    assert done.returncode == 2 and "Traceback" not in done.stderr
    assert "the following arguments are required" in done.stderr


def test_a_plain_file_argument_opens_it(tmp_path):
    path = tmp_path / "cut.json"
    path.write_text("{")
    done = program(str(path), "--exit-after-first-paint")
    assert done.returncode == 2 and "damaged or truncated" in done.stderr


def test_the_window_gets_the_save_loaded_before_qt_or_the_error_it_gave(tmp_path, monkeypatch):
    """`solo-desk FILE` reads, validates and replays the save before the window starts, and hands
    the window the session (or the error, which the window shows in a dialog)."""
    import solo_desk.ui.app as app
    from solo_desk.core.errors import BadSaveFile
    from solo_desk.core.session import Session

    handed = {}
    monkeypatch.setattr(app, "run", lambda **kwargs: handed.update(kwargs) or 0)
    good = tmp_path / "good.json"
    assert main(["new", "pebbles", "--seed", "3", "-o", str(good)]) == 0
    assert main([str(good)]) == 0
    assert isinstance(handed["preloaded"], Session) and handed["open_file"] == str(good)
    assert handed["preloaded"].game.id == "pebbles"
    bad = tmp_path / "bad.json"
    bad.write_text("{")
    assert main([str(bad)]) == 0
    assert isinstance(handed["preloaded"], BadSaveFile)


@pytest.mark.parametrize("disabled", ["__all__", "my_plugin"])
def test_the_window_s_launcher_replaces_pydantic_s_plugin_loader_only_when_every_plugin_is_off(disabled, monkeypatch):
    """The real loader imports importlib.metadata (~1 MiB at the window's peak) only to answer
    "no plugins" when PYDANTIC_DISABLE_PLUGINS is __all__; the one put in its place answers the
    same, and models still validate through it."""
    import pydantic

    from solo_desk import cli

    name = "pydantic.plugin._loader"
    monkeypatch.setenv("PYDANTIC_DISABLE_PLUGINS", disabled)
    real = sys.modules.pop(name, None)
    try:
        cli.skip_pydantic_plugin_loader()
        if disabled != "__all__":
            assert name not in sys.modules
            return
        assert tuple(sys.modules[name].get_plugins()) == ()

        class Probe(pydantic.BaseModel):
            count: int

        assert Probe.model_validate({"count": "2"}).count == 2
    finally:
        sys.modules.pop(name, None)
        if real is not None:
            sys.modules[name] = real


FRESH_PROPOSALS = """
import json, sys
from solo_desk.cli import main
from solo_desk.core import registry
for game in registry.games().values():
    for mode in ("digital", "companion"):
        path = f"{sys.argv[1]}/{game.id}-{mode}.json"
        assert main(["new", game.id, "--seed", "7", "--mode", mode, "-o", path]) == 0
        assert main(["propose", path, "--json"]) == 0, (game.id, mode)
        assert main(["autoplay", path, "--turns", "3"]) == 0 or mode == "companion"
        assert main(["propose", path, "--json"]) == 0, (game.id, mode)
"""


def test_propose_serializes_in_a_fresh_process_of_every_game(tmp_path):
    # a fresh interpreter: action classes made only without validation have never built their
    # serializers (defer_build), which an in-process test hides once any other test built them
    done = subprocess.run([sys.executable, "-c", FRESH_PROPOSALS, str(tmp_path)], capture_output=True, text=True,
                          env={**os.environ, "SOLO_DESK_HOME": str(tmp_path / "home")})
    assert done.returncode == 0, done.stderr[-2000:]


@pytest.mark.parametrize("lang, question, answers", [
    ("en", "question progress:0: ", "answers (--input progress:0=VALUE): "),
    ("it", "domanda progress:0: ", "risposte (--input progress:0=VALORE): "),
])
def test_propose_text_asks_each_question_in_the_chosen_language(capsys, tmp_path, lang, question, answers):
    """The plain output says the status as the panel does, each question's text and the answers it
    takes (value and name), all in the chosen language: no "status:"/"needs: NAME (choice)"."""
    from solo_desk.core.messages import render
    from solo_desk.core.proposal import choice_items
    from solo_desk.core.saves import load

    path = str(tmp_path / "duel.json")
    assert main(["new", "duel", "--mode", "companion", "--seed", "3", "-o", path]) == 0
    capsys.readouterr()
    request = load(Path(path)).game.propose(load(Path(path)).state).inputs[0]
    code, out, err = run(capsys, "propose", path, "--lang", lang)
    assert code == 0 and not err
    lines = out.splitlines()
    assert lines[0] == render("panel.table_asks", {}, lang)
    assert lines[1] == question + render(request.key, request.params, lang)
    assert lines[2].strip().startswith(answers)
    for text, value in choice_items(request, lang):
        assert f"{value} ({text})" in lines[2]
    assert "status:" not in out and "needs:" not in out and "(choice)" not in out
