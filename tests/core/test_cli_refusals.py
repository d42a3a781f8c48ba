"""Session 14: a move the command line refuses because of whose turn it is, or because the game is
over, says what to type instead, in every game's own terms (its automa's name) and in both languages;
a wrong "by" names its two values; no game title's brackets nest inside a wrapper's."""
import contextlib
import io
import json

import pytest

from solo_desk.cli import main
from solo_desk.core import registry, saves
from solo_desk.core.errors import BadSaveFile
from tests.cli import deepest_brackets, run

GAMES = ("duel", "terra_mystica", "architects", "age_of_comics", "concordia")
AUTOMA = {  # each game's automa as its window names it
    "duel": {"en": "SOLO", "it": "SOLO"},
    "terra_mystica": {"en": "the automa", "it": "l'automa"},
    "architects": {"en": "the Opponent", "it": "l'Avversario"},
    "age_of_comics": {"en": "the Automa", "it": "l'Automa"},
    "concordia": {"en": "the AI", "it": "l'IA"},
}


def quiet(*argv):
    with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()):
        assert main([str(a) for a in argv]) == 0, argv


@pytest.fixture(scope="module")
def tables(tmp_path_factory):
    """Per game: a save on the automa's turn (with the automa's proposed move), one on the player's
    turn (with a legal move of the player's) and a finished one."""
    made = {}
    for game in GAMES:
        folder = tmp_path_factory.mktemp(game)
        automa, player, over = folder / "automa.json", folder / "player.json", folder / "over.json"
        quiet("new", game, "--seed", "5", "-o", automa)
        automa_move = None
        for _ in range(40):  # to the automa's first turn with a move to apply
            session = saves.load(automa)
            if session.game.to_move(session.state) == "automa":
                proposal = session.game.propose(session.state)
                if proposal.actions:
                    automa_move = proposal.actions[0].brief()
                    break
            quiet("autoplay", automa, "--turns", "1", "--seed", "1")
        player.write_bytes(automa.read_bytes())
        for _ in range(40):  # then to the player's turn
            session = saves.load(player)
            if session.game.to_move(session.state) == "player" and session.game.legal_actions(session.state):
                break
            quiet("autoplay", player, "--turns", "1", "--seed", "1")
        player_move = {**session.game.legal_actions(session.state)[0].brief(), "by": "player"}
        over.write_bytes(player.read_bytes())
        quiet("autoplay", over, "--turns", "3000", "--seed", "1")
        assert automa_move is not None
        made[game] = {"automa": (automa, automa_move), "player": (player, player_move), "over": over}
    return made


@pytest.mark.parametrize("lang", ["en", "it"])
@pytest.mark.parametrize("game", GAMES)
def test_a_move_on_the_automas_turn_says_to_apply_its_turn_first(capsys, tables, game, lang):
    path, _ = tables[game]["automa"]
    _, move = tables[game]["player"]
    before = path.read_bytes()
    code, _, err = run(capsys, "--lang", lang, "apply", path, "--action", json.dumps(move))
    name = AUTOMA[game][lang]
    line = {"en": f"{name} is to move now, not you: apply its turn first with `solo-desk apply {path}` "
                  "(without --action), then give your move",
            "it": f"ora muove {name}, non tu: applica prima il suo turno con `solo-desk apply {path}` "
                  "(senza --action), poi indica la tua mossa"}[lang]
    assert (code, err) == (3, f"solo-desk: {line}\n")
    assert path.read_bytes() == before
    assert run(capsys, "apply", path)[0] == 0  # as the line says
    path.write_bytes(before)


@pytest.mark.parametrize("lang", ["en", "it"])
@pytest.mark.parametrize("game", GAMES)
def test_the_automas_move_on_your_turn_says_to_give_it_as_yours(capsys, tables, game, lang):
    """Also the automa's move as `propose --json` writes it, its drawn outcomes and all: the turn is
    the first thing wrong with it, not the outcomes a digital game draws itself."""
    path, _ = tables[game]["player"]
    _, automa_move = tables[game]["automa"]
    _, move = tables[game]["player"]
    name = AUTOMA[game][lang]
    line = {"en": f'you are to move now, not {name}: give "by": "player" in the action, or leave "by" out',
            "it": f'ora muovi tu, non {name}: nell\'azione indica "by": "player", oppure togli "by"'}[lang]
    for given in (automa_move, {**move, "by": "automa"}):
        code, _, err = run(capsys, "--lang", lang, "apply", path, "--action", json.dumps(given))
        assert (code, err) == (3, f"solo-desk: {line}\n"), given


@pytest.mark.parametrize("lang", ["en", "it"])
@pytest.mark.parametrize("game", GAMES)
def test_a_move_after_the_end_says_the_game_is_over_and_how_to_start_another(capsys, tables, game, lang):
    path = tables[game]["over"]
    _, automa_move = tables[game]["automa"]
    _, move = tables[game]["player"]
    start = {"en": "solo-desk: no move can be played: the game is over, ",
             "it": "solo-desk: non si può giocare nessuna mossa: la partita è finita, "}[lang]
    end = {"en": f" — `solo-desk new {game} -o FILE` starts a new game\n",
           "it": f" — `solo-desk new {game} -o FILE` inizia una nuova partita\n"}[lang]
    for given in (move, automa_move):
        code, _, err = run(capsys, "--lang", lang, "apply", path, "--action", json.dumps(given))
        assert code == 3 and err.startswith(start) and err.endswith(end), err
        assert deepest_brackets(err) <= 1, err


@pytest.mark.parametrize("lang, line", [
    ("en", '"by" can only be "player" (you) or "automa" (the AI), not "robot": correct it or leave "by" out'),
    ("it", '"by" può valere solo "player" (tu) o "automa" (l\'IA), non "robot": correggilo oppure togli "by"'),
])
def test_a_wrong_by_names_its_two_values(capsys, tables, lang, line):
    path, move = tables["concordia"]["player"]
    code, _, err = run(capsys, "--lang", lang, "apply", path, "--action", json.dumps({**move, "by": "robot"}))
    assert (code, err) == (2, f"solo-desk: {line}\n")
    before = path.read_bytes()
    mine = {k: v for k, v in move.items() if k != "by"}  # as the line says
    assert run(capsys, "apply", path, "--action", json.dumps(mine))[0] == 0
    path.write_bytes(before)


@pytest.mark.parametrize("lang", ["en", "it"])
def test_legal_on_a_finished_game_nests_no_brackets(capsys, tables, lang):
    code, out, _ = run(capsys, "--lang", lang, "legal", tables["duel"]["over"])
    assert code == 0 and deepest_brackets(out) == 1, out
    assert out.startswith({"en": "there are no legal actions: the game is over, SOLO wins (",
                           "it": "non ci sono azioni possibili: la partita è finita, vince SOLO ("}[lang])


@pytest.mark.parametrize("game", GAMES)
def test_a_damaged_save_nests_no_brackets_whatever_the_games_title(tables, tmp_path, game):
    """The game's title has brackets of its own ("Concordia (dice AI)"): the lines that name it put no
    brackets around it."""
    source, _ = tables[game]["player"]
    raw = json.loads(source.read_text())
    broken_action = json.loads(source.read_text())
    broken_action["steps"][0]["actions"][0]["zzz"] = 1
    broken_state = dict(raw, initial_state={**raw["initial_state"], "zzz": 1})
    for number, broken in enumerate((broken_action, broken_state)):
        path = tmp_path / f"broken{number}.json"
        path.write_text(json.dumps(broken))
        with pytest.raises(BadSaveFile) as refused:
            saves.load(path)
        for lang in ("en", "it"):
            line = refused.value.message(lang)
            assert registry.get(game).title.get(lang) in line and deepest_brackets(line) <= 1, line


@pytest.mark.parametrize("lang, line", [
    ("en", "{path} is not a valid save: step 1 of the saved game cannot be replayed: the action is not valid "
           "in Concordia (dice AI) — {kind}.zzz: a field this version does not know"),
    ("it", "{path} non è un salvataggio valido: il passo 1 della partita salvata non si può rigiocare: "
           "l'azione non è valida in Concordia (IA con i dadi) — {kind}.zzz: un campo che questa versione non conosce"),
])
def test_a_damaged_save_of_concordia_reads_as_one_sentence(capsys, tables, tmp_path, lang, line):
    source, _ = tables["concordia"]["player"]
    raw = json.loads(source.read_text())
    raw["steps"][0]["actions"][0]["zzz"] = 1
    path = tmp_path / "broken.json"
    path.write_text(json.dumps(raw))
    code, _, err = run(capsys, "--lang", lang, "legal", path)
    kind = raw["steps"][0]["actions"][0]["kind"]
    assert (code, err) == (2, "solo-desk: " + line.format(path=path, kind=kind) + "\n")


@pytest.mark.parametrize("lang, start", [
    ("en", "solo-desk: For SOLO's strategic direction, no choice was given: choose one of Military, then Science (MS); "),
    ("it", "solo-desk: Per l'indirizzo strategico di SOLO non è stata indicata nessuna scelta: scegli tra Militare, "
           "poi Scienza (MS); "),
])
def test_a_choice_typed_with_nothing_chosen_says_so(capsys, tables, lang, start):
    """It read "the choice cannot be : choose one of …" (the empty choice printed as nothing)."""
    path, move = tables["duel"]["player"]
    assert move["kind"] == "choose"  # the player's first decision: SOLO's strategic direction
    code, _, err = run(capsys, "--lang", lang, "apply", path, "--action", '{"kind": "choose"}')
    assert code == 3 and err.startswith(start), err


@pytest.mark.parametrize("lang, line", [
    ("en", "an answer is still needed: Which Progress token lies on the board (space 1 of 5, counted from the top)? "
           "— give it with --input progress:0=VALUE (`solo-desk propose {path}` lists the values)"),
    ("it", "serve ancora una risposta: Quale segnalino Progresso si trova sul tabellone (casella 1 di 5, contando "
           "dall'alto)? — indicala con --input progress:0=VALORE (`solo-desk propose {path}` elenca i valori)"),
])
def test_an_answer_still_needed_puts_no_brackets_around_its_question(capsys, tmp_path, lang, line):
    """It read "one more answer is needed first (Which Progress token … (space 1 of 5, …)?): give --input
    for progress:0": the question's own brackets nested in the line's, and no VALUE to type."""
    path = tmp_path / "c.json"
    assert run(capsys, "new", "duel", "--mode", "companion", "--seed", "4", "-o", path)[0] == 0
    code, _, err = run(capsys, "--lang", lang, "apply", path)
    assert (code, err) == (3, "solo-desk: " + line.format(path=path) + "\n")


@pytest.mark.parametrize("lang, pattern", [
    ("en", r"2 games, 2 completed, 0 errors — wins: the Opponent 2; endings: on points ×2 — "
           r"\d+\.\d games/s, bot p50 \d+\.\d\d ms, p99 \d+\.\d\d ms"),
    ("it", r"2 partite, 2 completate, 0 errori — vittorie: l'Avversario 2; esiti: ai punti ×2 — "
           r"\d+,\d partite/s, bot p50 \d+,\d\d ms, p99 \d+,\d\d ms"),
])
def test_selfplay_sums_up_in_words_and_in_the_language(capsys, lang, pattern):
    """It printed "2 games, 2 completed, 0 errors, 14.6 games/s, …, end reasons {'score': 2}" in
    English whatever the language, a Python dictionary for how the games ended, and no winners."""
    import re

    code, out, _ = run(capsys, "--lang", lang, "selfplay", "architects", "--games", "2", "--seed", "1")
    assert code == 0 and re.fullmatch(pattern, out.strip()), out


def test_content_keeps_every_count_in_one_column(capsys):
    code, out, _ = run(capsys, "content", "concordia")
    columns = {len(line) - len(line.rsplit(" ", 1)[1]) for line in out.splitlines()}
    assert code == 0 and len(columns) == 1, out
