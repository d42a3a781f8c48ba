"""The command line's help and argparse's own lines: every argument has its help, the seed of
a new game is in the wizard's range (0..2^31-1), and --lang it gives them in Italian."""
import argparse

import pytest

from solo_desk.cli import main

SEED_MAX = 2**31 - 1  # the new-game wizard's range


def run(capsys, *argv):
    try:
        code = main([str(a) for a in argv])
    except SystemExit as exc:  # --help exits through argparse
        code = exc.code
    out, err = capsys.readouterr()
    return code, out, err


def test_content_help_explains_the_game_and_json(capsys):
    code, out, _ = run(capsys, "content", "--help")
    assert code == 0
    lines = out.splitlines()
    game = next(line for line in lines if line.strip().startswith("game "))
    json_line = next(line for line in lines if line.strip().startswith("--json"))
    assert "id" in game and "JSON" in json_line


@pytest.mark.parametrize("command", ["games", "content", "new", "legal", "propose", "apply", "autoplay", "selfplay"])
def test_every_argument_of_every_command_has_a_help_text(capsys, command):
    code, out, _ = run(capsys, command, "--help")
    assert code == 0
    lines = out.splitlines()
    entries = 0
    for i, line in enumerate(lines):
        if line.startswith("  ") and not line.startswith("   "):  # an argument's entry
            entries += 1
            text = line.strip().split("  ", 1)[1:]  # its help on the same line...
            following = lines[i + 1] if i + 1 < len(lines) else ""
            assert (text and text[0].strip()) or following.startswith(" " * 10), line  # ...or the next
    assert entries >= 3


@pytest.mark.parametrize("seed", ["-5", str(SEED_MAX + 1), "x"])
@pytest.mark.parametrize("lang, start", [("en", "solo-desk: error: argument --seed: the seed must be"),
                                         ("it", "solo-desk: errore: argomento --seed: il seme deve essere")])
def test_a_seed_outside_the_wizard_s_range_is_refused(capsys, tmp_path, seed, lang, start):
    out_file = tmp_path / "g.json"
    code, _, err = run(capsys, "--lang", lang, "new", "pebbles", "--seed", seed, "-o", out_file)
    assert code == 2 and err.count("\n") == 1 and err.startswith(start) and seed in err
    assert not out_file.exists()


@pytest.mark.parametrize("seed", [0, SEED_MAX])
def test_the_ends_of_the_seed_range_are_accepted(capsys, tmp_path, seed):
    code, out, _ = run(capsys, "new", "pebbles", "--seed", seed, "-o", tmp_path / "g.json")
    assert code == 0 and f"seed {seed}" in out


def test_argparse_s_own_lines_are_in_italian_with_lang_it(capsys, tmp_path):
    code, _, err = run(capsys, "--lang", "it", "new", "pebbles")
    assert code == 2 and err == "solo-desk: errore: mancano questi argomenti obbligatori: -o/--output (vedi --help)\n"
    code, _, err = run(capsys, "new", "pebbles", "--mode", "foo", "-o", tmp_path / "g.json", "--lang", "it")
    assert code == 2 and "argomento --mode: scelta non valida: 'foo'" in err
    code, out, _ = run(capsys, "--lang", "it", "content", "--help")
    assert code == 0 and out.startswith("uso: solo-desk content")
    assert "argomenti posizionali:" in out and "opzioni:" in out and "mostra questo aiuto ed esci" in out
    assert "l'id del gioco" in out
    # English again afterwards: argparse's texts are not left in Italian
    code, out, _ = run(capsys, "content", "--help")
    assert out.startswith("usage: ") and "show this help message and exit" in out
    assert argparse._("usage: ") == "usage: "
