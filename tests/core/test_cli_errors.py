"""The CLI's promises on bad input: one clear line on stderr, the right exit code, the
message in the asked language, and nothing lost (QA review of the headless commands)."""
import io
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from solo_desk.cli import main
from solo_desk.core import saves
from tests.cli import run


@pytest.fixture
def game(capsys, tmp_path):
    """A digital pebbles game with two steps played (so it has a backup)."""
    path = tmp_path / "g.json"
    assert run(capsys, "new", "pebbles", "--seed", "3", "--option", "pile=9", "-o", path)[0] == 0
    assert run(capsys, "apply", path, "--action", '{"kind": "take", "count": 1}')[0] == 0
    return path


def one_line(err):
    return err.count("\n") == 1 and "Traceback" not in err and "internal error" not in err


def folder_listing(folder):
    return sorted(p.name for p in Path(folder).iterdir())


# -- 1. a failed write ---------------------------------------------------------------
@pytest.mark.parametrize("lang, text", [("en", "cannot write {f}: permission denied"),
                                        ("it", "impossibile scrivere {f}: permesso negato")])
def test_a_write_refused_by_the_system_is_one_clear_line_and_nothing_is_lost(capsys, game, monkeypatch, lang, text):
    before = {name: (game.parent / name).read_bytes() for name in folder_listing(game.parent)}

    def refuse(*args, **kwargs):
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(saves.tempfile, "mkstemp", refuse)
    code, _, err = run(capsys, "--lang", lang, "autoplay", game, "--turns", "1")
    assert code == 2 and one_line(err)
    assert text.format(f=game) in err
    assert {name: (game.parent / name).read_bytes() for name in folder_listing(game.parent)} == before


def test_a_failed_rename_leaves_the_save_and_no_temporary_file(capsys, game, monkeypatch):
    before = game.read_bytes()
    real_replace = os.replace

    def replace(src, dst):
        if str(src).endswith(".tmp"):
            raise OSError(28, "No space left on device")
        return real_replace(src, dst)

    monkeypatch.setattr(saves.os, "replace", replace)
    code, _, err = run(capsys, "autoplay", game, "--turns", "1")
    assert code == 2 and one_line(err) and "the disk is full" in err
    assert game.read_bytes() == before  # the save is never missing, not even mid-write
    assert not [n for n in folder_listing(game.parent) if n.endswith(".tmp")]


def test_a_folder_that_does_not_exist_or_an_empty_name_is_bad_input(capsys, tmp_path):
    code, _, err = run(capsys, "new", "pebbles", "-o", "/proc/x.json")
    assert code == 2 and one_line(err) and "cannot write /proc/x.json" in err
    code, _, err = run(capsys, "--lang", "it", "new", "pebbles", "-o", "")
    assert code == 2 and one_line(err) and "nessun nome di file" in err


# -- 2. a folder's name ----------------------------------------------------------------
def test_saving_onto_a_folder_is_refused_and_the_folder_never_renamed(capsys, tmp_path):
    folder = tmp_path / "mygames"
    folder.mkdir()
    (folder / "keep.txt").write_text("mine")
    for _ in range(4):
        code, _, err = run(capsys, "new", "pebbles", "-o", folder)
        assert code == 2 and one_line(err) and f"{folder} is a folder" in err
    assert folder_listing(tmp_path) == ["mygames"] and (folder / "keep.txt").read_text() == "mine"


def test_the_backup_rotation_never_renames_a_folder(capsys, game):
    (game.parent / "g.json.2").mkdir()
    before = game.read_bytes()
    code, _, err = run(capsys, "autoplay", game, "--turns", "1")
    assert code == 2 and one_line(err) and "g.json.2 is a folder" in err
    assert (game.parent / "g.json.2").is_dir() and game.read_bytes() == before


def test_backups_rotate_and_the_save_is_never_missing(capsys, game):
    for _ in range(4):
        assert run(capsys, "apply", game, "--action", '{"kind": "take", "count": 1}')[0] == 0
    assert folder_listing(game.parent) == ["g.json", "g.json.1", "g.json.2", "g.json.3"]
    steps = [len(json.loads((game.parent / n).read_text())["steps"]) for n in folder_listing(game.parent)]
    assert steps == [5, 4, 3, 2]


# -- 3. a write-protected save ---------------------------------------------------------------
def test_a_write_protected_save_is_refused_and_left_untouched(capsys, game):
    before = game.read_bytes()
    game.chmod(0o444)
    try:
        code, _, err = run(capsys, "apply", game, "--action", '{"kind": "take", "count": 1}')
        assert code == 2 and one_line(err) and f"{game} is read-only" in err
        assert game.read_bytes() == before and (game.stat().st_mode & 0o777) == 0o444
        assert not (game.parent / "g.json.2").exists()
    finally:
        game.chmod(0o644)


# -- 4. files that are not UTF-8 ----------------------------------------------------------------
def test_an_action_file_that_is_not_utf8_is_bad_input(capsys, game, tmp_path):
    action = tmp_path / "a.json"
    action.write_bytes(b'{"kind": "take", "count": 1, "x": "\xe9"}')
    code, _, err = run(capsys, "apply", game, "--action", f"@{action}")
    assert code == 2 and one_line(err) and "not UTF-8 text" in err


def test_an_option_file_that_is_not_utf8_is_bad_input(capsys, tmp_path):
    deck = tmp_path / "deck.json"
    deck.write_bytes(b"\xff\xfe[]")
    code, _, err = run(capsys, "new", "age_of_comics", "--option", f"deck={deck}", "-o", tmp_path / "a.json")
    assert code == 2 and one_line(err) and "not UTF-8 text" in err


# -- 5. --input --------------------------------------------------------------------------------
@pytest.fixture
def table(capsys, tmp_path):
    """A companion pebbles game where the automa asks for its die."""
    path = tmp_path / "c.json"
    run(capsys, "new", "pebbles", "--mode", "companion", "--option", "pile=8", "--option", "first=automa", "-o", path)
    return path


@pytest.mark.parametrize("command", ["propose", "apply"])
def test_an_unknown_input_is_refused_with_what_was_asked(capsys, table, command):
    before = table.read_bytes()
    code, _, err = run(capsys, command, table, "--input", "dice=5")
    assert code == 2 and one_line(err) and "unknown input dice (asked: die)" in err
    code, _, err = run(capsys, command, table, "--input", "die=5", "--input", "colour=red")
    assert code == 2 and one_line(err) and "unknown input colour (asked: die)" in err
    assert table.read_bytes() == before


@pytest.mark.parametrize("command", ["propose", "apply"])
def test_an_input_value_not_among_the_choices_is_refused(capsys, table, command):
    code, _, err = run(capsys, command, table, "--input", "die=9")
    assert code == 2 and one_line(err) and "die must be one of 1, 2, 3, 4, 5, 6 (got '9')" in err


def test_an_input_when_nothing_is_asked_is_unknown(capsys, game):
    code, _, err = run(capsys, "apply", game, "--input", "die=3")
    assert code == 2 and one_line(err) and "--input die: nothing is asked now, give no --input" in err  # not "(asked: -)"
    code, _, err = run(capsys, "--lang", "it", "apply", game, "--input", "die=3")
    assert code == 2 and "--input die: ora non c'è nessuna domanda, non indicare --input" in err


# -- 6. outcomes given by the user --------------------------------------------------------------
def test_a_digital_action_may_not_carry_outcomes(capsys, game):
    before = game.read_bytes()
    code, _, err = run(capsys, "apply", game, "--action", '{"kind": "take", "count": 1, "outcomes": {"die": 6}}')
    assert code == 2 and one_line(err) and "random outcomes are drawn by the app in a digital game" in err
    assert game.read_bytes() == before


def test_a_companion_action_keeps_the_tables_outcomes(capsys, table):
    code, out, _ = run(capsys, "apply", table, "--action", '{"kind": "take", "count": 3, "outcomes": {"die": 6}}',
                       "--json")
    assert code == 0 and json.loads(out)["applied"][0]["outcomes"] == {"die": 6}


# -- 7. autoplay with nothing to play ---------------------------------------------------------------
@pytest.mark.parametrize("turns", ["0", "-5"])
def test_autoplay_needs_at_least_one_turn(capsys, game, turns):
    before = folder_listing(game.parent), game.read_bytes()
    code, _, err = run(capsys, "autoplay", game, "--turns", turns)
    assert code == 2 and one_line(err) and "--turns must be at least 1" in err
    assert (folder_listing(game.parent), game.read_bytes()) == before


def test_autoplay_on_a_finished_game_says_so_and_keeps_the_file_and_backups(capsys, game):
    assert run(capsys, "autoplay", game, "--turns", "50")[0] == 0
    backups = {n: (game.parent / n).read_bytes() for n in folder_listing(game.parent)}
    for _ in range(3):
        code, out, err = run(capsys, "autoplay", game, "--turns", "5")
        assert code == 0 and "the game is over" in out and "the file is unchanged" in out and not err
    assert {n: (game.parent / n).read_bytes() for n in folder_listing(game.parent)} == backups
    code, _, err = run(capsys, "apply", game, "--lang", "it")  # 10. apply without --action
    assert code == 3 and one_line(err) and "la partita è finita" in err and "non tocca" not in err.lower()


def test_legal_on_a_finished_game_says_it_is_over_with_the_result(capsys, game):
    """`legal` printed an empty line once the game was over; its JSON stays an empty list."""
    assert run(capsys, "autoplay", game, "--turns", "50")[0] == 0
    code, out, err = run(capsys, "legal", game)
    assert code == 0 and not err and out.startswith("there are no legal actions: the game is over, ")
    code, out, _ = run(capsys, "legal", game, "--lang", "it")
    assert code == 0 and out.startswith("non ci sono azioni possibili: la partita è finita, ")
    code, out, _ = run(capsys, "legal", game, "--json")
    assert code == 0 and json.loads(out)["actions"] == []


# -- 8. window options ----------------------------------------------------------------------------
@pytest.fixture
def no_window(monkeypatch):
    import solo_desk.ui.app as app

    started = []
    monkeypatch.setattr(app, "run", lambda **kwargs: started.append(kwargs) or 0)
    return started


@pytest.mark.parametrize("shot, text", [
    ("/nonexistent/dir/x.png", "the folder /nonexistent/dir does not exist"),
    ("{tmp}/x.xyz", "its name must end in one of .png"),
])
def test_a_screenshot_that_cannot_be_written_is_refused_before_the_window(capsys, game, tmp_path, no_window,
                                                                           shot, text):
    code, _, err = run(capsys, "--open", game, "--screenshot", shot.format(tmp=tmp_path))
    assert code == 2 and one_line(err) and text in err and not no_window


@pytest.mark.parametrize("argv, text", [
    (["--screenshot", "x.png", "legal", "{f}"], "--screenshot is an option of the window"),
    (["--screenshot", "x.png"], "--screenshot needs --open FILE"),
    (["--exit-after-first-paint"], "--exit-after-first-paint needs --open FILE"),
])
def test_window_options_are_never_silently_ignored(capsys, game, no_window, argv, text):
    code, _, err = run(capsys, *[a.replace("{f}", str(game)) for a in argv])
    assert code == 2 and one_line(err) and text in err and not no_window


# -- 9. malformed actions ----------------------------------------------------------------------------
@pytest.mark.parametrize("action, text", [
    ("[]", 'the action must be a JSON object with a "kind" (known kinds: take, set_pile'),
    ("{}", 'the action has no "kind" (known kinds: take, set_pile'),
    ('{"kind": "fly"}', "Pebbles (test game) has no action kind 'fly'"),
    ('{"kind": "take", "count": "many"}', "the 'take' action is not well formed"),
])
def test_a_malformed_action_is_bad_input_with_a_readable_line(capsys, game, action, text):
    code, _, err = run(capsys, "apply", game, "--action", action)
    assert code == 2 and one_line(err) and text in err and f"solo-desk legal {game}" in err
    assert "discriminator" not in err


def test_empty_standard_input_is_no_action(capsys, game, monkeypatch):
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(b"")))
    code, _, err = run(capsys, "apply", game, "--action", "-")
    assert code == 2 and one_line(err) and "no action on standard input" in err


def test_a_well_formed_illegal_action_stays_exit_3(capsys, game):
    code, _, err = run(capsys, "apply", game, "--action", '{"kind": "take", "count": 3, "by": "player"}')
    assert code == 3 and one_line(err)


# -- 11. parsing ------------------------------------------------------------------------------------
def test_lang_is_accepted_after_the_command(capsys, tmp_path):
    code, _, err = run(capsys, "legal", tmp_path / "missing.json", "--lang", "it")
    assert code == 2 and one_line(err) and "il file non esiste" in err


def test_the_file_shortcut_works_after_global_options(capsys, game, no_window):
    assert run(capsys, "--lang", "it", game)[0] == 0
    assert no_window[0]["open_file"] == str(game) and no_window[0]["language"] == "it"


def test_a_mistyped_command_is_refused_not_opened(capsys, no_window):
    code, _, err = run(capsys, "lgeal")
    assert code == 2 and one_line(err) and "unknown command lgeal" in err and "see --help" in err
    code, _, err = run(capsys, "--lang", "it", "nowhere.json")
    assert code == 2 and one_line(err) and "nowhere.json: il file non esiste" in err
    assert not no_window


def test_no_display_is_one_clear_line(capsys, monkeypatch, no_window):
    monkeypatch.setattr(sys, "platform", "linux")
    for name in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM"):
        monkeypatch.delenv(name, raising=False)
    code, _, err = run(capsys)
    assert code == 2 and one_line(err) and "no display" in err and not no_window


# -- 12. Italian --------------------------------------------------------------------------------------
def test_side_names_are_rendered_in_the_language():
    from solo_desk.core.messages import render

    text = render("architects.error.not_your_turn", {"side": "player", "turn": "automa"}, "it")
    assert "player" not in text and "automa" not in text.replace("Automa", "")
    assert render("duel.state.negative_coins", {"side": "automa"}, "en") == \
        "SOLO has a negative number of coins."  # the Duel's name of its automa


@pytest.mark.parametrize("game_id, en, it", [
    ("duel", "not SOLO (rule SOLO-", "non SOLO (regola SOLO-"),
    ("terra_mystica", "not the automa (rule TM-", "non l'automa (regola TM-"),
    ("architects", "not the Opponent (rule ARCH-", "non l'Avversario (regola ARCH-"),
    ("age_of_comics", "not the Automa (rule AOC-", "non l'Automa (regola AOC-"),
    ("concordia", "not the AI (rule CONC-", "non l'IA (regola CONC-"),
])
def test_applying_the_automa_s_turn_on_yours_names_the_sides_as_the_game_does(capsys, tmp_path, game_id, en, it):
    """Not "player is to move" / "muove: Giocatore": you, and the automa by its game's name."""
    path = tmp_path / "g.json"
    assert run(capsys, "new", game_id, "--seed", "2", "-o", path)[0] == 0
    for _ in range(10):  # the automa's opening turns, up to the Player's first
        code, _, err = run(capsys, "apply", path)
        if code:
            break
    assert code == 3 and one_line(err)
    assert err.startswith(f"solo-desk: you are to move now, {en}") and err.endswith("): give your action with --action\n")
    _, _, err = run(capsys, "--lang", "it", "apply", path)
    assert err.startswith(f"solo-desk: ora muovi tu, {it}") and err.endswith("): indica la tua azione con --action\n")


def test_an_automa_with_no_move_is_named_as_its_game_names_it(monkeypatch):
    import random

    from solo_desk.core import playout
    from solo_desk.core.errors import InconsistentState
    from solo_desk.core.proposal import Proposal
    from solo_desk.games.concordia import GAME

    state = GAME.new_state({}, 2, "digital")
    while GAME.to_move(state) != "automa":
        state, _ = GAME.apply(state, GAME.player_policy(state, random.Random(1)))
    monkeypatch.setattr(type(GAME), "propose", lambda self, s, inputs=None: Proposal(status="not_automa_turn"))
    with pytest.raises(InconsistentState) as err:
        playout.next_step(GAME, state, random.Random(1))
    assert err.value.message("en").startswith("the AI had no move to make")
    assert err.value.message("it").startswith("l'IA non aveva mosse da fare")


def test_internal_error_is_translated(capsys, game, monkeypatch):
    import solo_desk.cli as cli

    def broken(args):
        raise RuntimeError("boom")

    monkeypatch.delenv("SOLO_DESK_DEBUG", raising=False)
    monkeypatch.setitem(cli.COMMANDS, "legal", broken)
    code, _, err = run(capsys, "--lang", "it", "legal", game)
    assert code == 1 and err.count("\n") == 1 and "errore interno (RuntimeError: boom)" in err


def test_the_replay_reason_is_in_the_asked_language(capsys, game):
    save = json.loads(game.read_text())
    save["steps"][0]["actions"][0]["count"] = 3
    save["initial_state"]["pile"] = 1
    game.write_text(json.dumps(save))
    code, _, err = run(capsys, "--lang", "it", "legal", game)
    assert code == 2 and one_line(err) and "il passo 1 della partita salvata non si può rigiocare" in err


# -- 13. hand-edited saves ------------------------------------------------------------------------------
def test_a_content_hash_mismatch_is_a_warning(capsys, game):
    save = json.loads(game.read_text())
    save["content_hash"] = "0000"
    game.write_text(json.dumps(save))
    code, out, err = run(capsys, "legal", game)
    assert code == 0 and out and one_line(err) and "the content changed since the save" in err


def test_a_branch_forking_beyond_the_steps_is_refused(capsys, game):
    save = json.loads(game.read_text())
    save["branches"] = [{"fork": 999, "steps": []}]
    game.write_text(json.dumps(save))
    code, _, err = run(capsys, "legal", game)
    assert code == 2 and one_line(err) and "kept branch 1 forks after step 999" in err


def test_any_exception_while_replaying_names_the_step(capsys, game, monkeypatch, pebbles):
    real_apply = type(pebbles).apply

    def apply(self, state, action):
        if state.pile < 9:
            raise IndexError("list index out of range")
        return real_apply(self, state, action)

    assert run(capsys, "apply", game, "--action", '{"kind": "take", "count": 1}')[0] == 0
    monkeypatch.setattr(type(pebbles), "apply", apply)
    code, _, err = run(capsys, "legal", game)
    assert code == 2 and one_line(err) and "step 2 of the saved game cannot be replayed: it holds values" in err
    assert "IndexError" not in err and "list index" not in err  # the Python error is never shown
    monkeypatch.setenv("SOLO_DESK_DEBUG", "1")  # ... unless asked for, on a line of its own
    code, _, err = run(capsys, "legal", game)
    assert code == 2 and err.splitlines()[1] == "solo-desk: (debug) IndexError: list index out of range"


def test_a_malformed_saved_action_names_its_step(capsys, game):
    """A hand-edited step the game cannot read is named as a step the rules refuse is ("step 2")."""
    raw = json.loads(Path(game).read_text())
    raw["steps"][-1]["actions"][0]["colour"] = "red"
    Path(game).write_text(json.dumps(raw))
    code, _, err = run(capsys, "legal", game)
    assert code == 2 and one_line(err) and "step 1 of the saved game cannot be replayed: the action is not valid" in err
    assert "take.colour" in err


def test_the_real_program_reports_a_bad_folder_in_one_line(tmp_path):
    done = subprocess.run([sys.executable, "-m", "solo_desk", "--lang", "it", "new", "duel", "-o", str(tmp_path)],
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 2 and done.stderr.count("\n") == 1 and "è una cartella" in done.stderr
    assert sorted(p.name for p in tmp_path.parent.iterdir() if p.name.startswith(tmp_path.name)) == [tmp_path.name]


@pytest.mark.parametrize("lang, text", [("en", "argument --turns: a whole number is needed, not x"),
                                        ("it", "argomento --turns: serve un numero intero, non x")])
def test_a_count_that_is_no_whole_number_is_said_in_the_language(capsys, game, lang, text):
    for argv in (["autoplay", game, "--turns", "x"], ["selfplay", "pebbles", "--games", "x"],
                 ["autoplay", game, "--turns", "1", "--seed", "x"]):
        with pytest.raises(SystemExit) as left:  # argparse's own error: it leaves at once
            main([str(a) for a in argv] + ["--lang", lang])
        err = capsys.readouterr().err
        wanted = text.replace("--turns", argv[2] if argv[0] == "selfplay" else argv[-2])
        assert left.value.code == 2 and one_line(err) and wanted in err, err
        assert "int" not in err.replace("intero", "")  # not argparse's "invalid int value"


@pytest.mark.parametrize("lang, text", [("en", "--input 'bad' must be written KEY=VALUE"),
                                        ("it", "--input 'bad' va scritto nella forma CHIAVE=VALORE"),
                                        ("it", "--option 'pile' va scritto nella forma CHIAVE=VALORE")])
def test_a_key_value_pair_without_equals_names_its_option_as_typed(capsys, game, lang, text):
    argv = ["propose", game, "--input", "bad"] if "--input" in text else ["new", "pebbles", "--option", "pile",
                                                                         "-o", game.parent / "n.json"]
    code, _, err = run(capsys, *argv, "--lang", lang)
    assert code == 2 and one_line(err) and err == f"solo-desk: {text}\n"


def test_the_window_s_refusal_of_a_damaged_save_is_in_the_asked_language(tmp_path):
    cut = tmp_path / "cut.json"
    cut.write_text("{")
    done = subprocess.run([sys.executable, "-m", "solo_desk", "--lang", "it", "--open", str(cut),
                           "--exit-after-first-paint"], capture_output=True, text=True, timeout=120,
                          env={**os.environ, "QT_QPA_PLATFORM": "offscreen"})
    assert done.returncode == 2
    assert done.stderr == f"solo-desk: {cut} è danneggiato o troncato: non è JSON valido (alla riga 1, colonna 2)\n"


@pytest.mark.parametrize("lang, text", [("en", "--input pile is given twice (3, 4): give it once"),
                                        ("it", "--option pile è indicato due volte (3, 4): indicalo una volta sola")])
def test_a_key_given_twice_is_refused_not_the_last_one_silently_taken(capsys, game, lang, text):
    before = game.read_bytes()
    what = text.split()[0]
    argv = ["apply", game] if what == "--input" else ["new", "pebbles", "-o", game.parent / "n.json"]
    code, _, err = run(capsys, *argv, what, "pile=3", what, "pile=4", "--lang", lang)
    assert code == 2 and err == f"solo-desk: {text}\n"
    assert game.read_bytes() == before and not (game.parent / "n.json").exists()


def test_an_empty_file_name_is_no_file_name_not_the_current_folder(capsys):
    code, _, err = run(capsys, "legal", "", "--lang", "it")
    assert code == 2 and err == "solo-desk: nessun nome di file indicato\n"
