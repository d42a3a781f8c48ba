"""Session 13: the command line's words. A game is named by its title in the chosen language (not
its id), the game-over lines nest no brackets, a correction to an impossible table is refused
(exit 3, not 4) and an out-of-turn "by" says what to type."""
import json

import pytest

from solo_desk.core import registry, saves
from solo_desk.core.errors import MalformedAction
from tests.cli import deepest_brackets, run


# -- 1. the game by its title ------------------------------------------------------------------------
@pytest.mark.parametrize("lang, option, line", [
    ("en", "pantheon=true", "new game of 7 Wonders Duel + Pantheon, seed 5, digital table"),
    ("it", "pantheon=true", "nuova partita a 7 Wonders Duel + Pantheon, seme 5, tavolo digitale"),
    ("en", "pantheon=false", "new game of 7 Wonders Duel, seed 5, digital table"),  # as the window's title
])
def test_new_names_the_game_by_its_title(capsys, tmp_path, lang, option, line):
    path = tmp_path / "d.json"
    code, out, _ = run(capsys, "--lang", lang, "new", "duel", "--seed", "5", "--option", option, "-o", path)
    assert code == 0 and out == f"{path}: {line}\n" and "duel game" not in out


@pytest.mark.parametrize("lang, text", [
    ("en", "the action is not valid in 7 Wonders Architects (solo Opponent) — "),
    ("it", "l'azione non è valida in 7 Wonders Architects (Avversario solitario) — "),
])
def test_a_malformed_action_names_the_game_by_its_title(lang, text):
    with pytest.raises(MalformedAction) as refused:
        registry.get("architects").parse_action({"kind": "take_card", "source": 99})
    assert refused.value.message(lang).startswith(text)


@pytest.mark.parametrize("lang, text", [
    ("en", "7 Wonders Architects (solo Opponent) has no action kind 'fly' (known kinds: "),
    ("it", "in 7 Wonders Architects (Avversario solitario) non esiste il tipo di azione 'fly' (tipi noti: "),
])
def test_an_unknown_action_kind_names_the_game_by_its_title(capsys, tmp_path, lang, text):
    path = tmp_path / "a.json"
    assert run(capsys, "new", "architects", "--seed", "5", "-o", path)[0] == 0
    code, _, err = run(capsys, "--lang", lang, "apply", path, "--action", '{"kind": "fly"}')
    assert code == 2 and err.startswith(f"solo-desk: {text}")


# -- 2. the game-over lines ----------------------------------------------------------------------------
def test_the_game_over_lines_nest_no_brackets(capsys, tmp_path):
    path = tmp_path / "a.json"
    assert run(capsys, "new", "architects", "--seed", "3", "-o", path)[0] == 0
    assert run(capsys, "autoplay", path, "--turns", "500", "--seed", "1")[0] == 0
    said = {}
    for lang in ("en", "it"):
        code, _, said[lang, "apply"] = run(capsys, "--lang", lang, "apply", path)
        assert code == 3
        code, said[lang, "autoplay"], _ = run(capsys, "--lang", lang, "autoplay", path, "--turns", "1")
        assert code == 0
        said[lang, "propose"] = run(capsys, "--lang", lang, "propose", path)[1].splitlines()[0]
    assert said["en", "apply"] == ("solo-desk: there is nothing to apply: the game is over, the Opponent wins "
                                   "(on points); final score: the Opponent 52, you 30; stages built: the Opponent 5, you 3\n")
    assert said["it", "autoplay"] == (f"{path}: nessun turno giocato, il file non è cambiato: la partita è finita, "
                                      "vince l'Avversario (ai punti); punteggio finale: l'Avversario 52, tu 30; "
                                      "Stadi costruiti: l'Avversario 5, tu 3\n")
    for (lang, command), line in said.items():
        assert deepest_brackets(line) == 1, (lang, command, line)


# -- 3. a correction to an impossible table is refused -------------------------------------------------
@pytest.mark.parametrize("action, en, it", [
    ({"kind": "set_coins", "side": "player", "coins": -3},
     "A city cannot hold -3 coins: give 0 or more.", "Una città non può avere -3 monete: indica 0 o più."),
    ({"kind": "set_astarte_coins", "side": "automa", "coins": -1},
     "A city cannot hold -1 coins: give 0 or more.", "Una città non può avere -1 monete: indica 0 o più."),
    ({"kind": "set_conflict", "position": 12},
     "The Conflict pawn cannot stand on space 12: the Military track runs from -9 to 9.",
     "La pedina Conflitto non può trovarsi sulla casella 12: il tracciato Militare va da -9 a 9."),
])
def test_a_correction_to_an_impossible_table_is_refused_not_an_inconsistent_state(capsys, tmp_path, action, en, it):
    path = tmp_path / "d.json"
    assert run(capsys, "new", "duel", "--seed", "1", "-o", path)[0] == 0
    before = path.read_bytes()
    for lang, text in (("en", en), ("it", it)):
        code, _, err = run(capsys, "--lang", lang, "apply", path, "--action", json.dumps(action))
        assert (code, err) == (3, f"solo-desk: {text}\n")  # exit 3: an illegal action, not 4
    assert path.read_bytes() == before


# -- 4. an out-of-turn "by" --------------------------------------------------------------------------
@pytest.mark.parametrize("lang, text", [
    ("en", 'you are to move now, not SOLO: give "by": "player" in the action, or leave "by" out'),
    ("it", 'ora muovi tu, non SOLO: nell\'azione indica "by": "player", oppure togli "by"'),
])
def test_a_move_given_as_solos_on_your_turn_says_what_to_type(capsys, tmp_path, lang, text):
    path = tmp_path / "d.json"
    assert run(capsys, "new", "duel", "--seed", "1", "-o", path)[0] == 0
    assert run(capsys, "apply", path)[0] == 0  # SOLO's first pick: then yours
    session = saves.load(path)
    move = session.game.legal_actions(session.state)[0].brief()
    assert move["by"] == "player"
    code, _, err = run(capsys, "--lang", lang, "apply", path, "--action", json.dumps({**move, "by": "automa"}))
    assert (code, err) == (3, f"solo-desk: {text}\n")
    assert "make this move as yours" not in err
    del move["by"]  # as the message says
    assert run(capsys, "apply", path, "--action", json.dumps(move))[0] == 0
    assert saves.load(path).steps[-1].actions[0].by == "player"
