"""Session 14 (cli2): a refusal the command line prints says what may be typed instead — a choice's
options with the value an action types for each ("Military, then Science (MS)"; the window keeps the
names), a field's allowed values, and the kinds a save's action may have (not "(top)")."""
import json

import pytest

from solo_desk.core.errors import IllegalAction
from solo_desk.core.messages import for_command_line, render_value, typed_options
from tests.cli import run


def test_typed_options_read_by_name_in_the_window_and_with_their_values_on_the_command_line():
    options = typed_options([({"en": "Military, then Science", "it": "Militare, poi Scienza"}, "MS"), ("3", "3")])
    refusal = IllegalAction("duel.illegal.choose_one_of", {"options": options, "count": 2})
    assert render_value(options, "en") == "Military, then Science; 3"  # the window: names only
    assert refusal.message("it") == ": scegli tra Militare, poi Scienza; 3"
    # the command line: each name with its value, a name that is its value once
    assert render_value(for_command_line(options), "en") == "Military, then Science (MS); 3"
    assert refusal.message("it", command_line=True) == ": scegli tra Militare, poi Scienza (MS); 3"


@pytest.fixture
def duel_direction(capsys, tmp_path):
    """A Duel game at the player's choice of SOLO's strategic direction (the first Wonder revealed is
    an expansion's: SOLO-SETUP-4)."""
    path = tmp_path / "duel.json"
    assert run(capsys, "new", "duel", "--seed", "2", "-o", path)[0] == 0
    for _ in range(12):
        _, out, _ = run(capsys, "legal", path)
        if '"pick": "MS"' in out:
            return path
        assert run(capsys, "autoplay", path, "--turns", "1", "--seed", "0")[0] == 0
    pytest.fail("no choice of direction")


@pytest.mark.rule("SOLO-SETUP-4")
@pytest.mark.parametrize("lang, line", [
    ("en", "For SOLO's strategic direction, the choice cannot be XX: choose one of Military, then Science (MS); "
           "Military, then Construction (MC); Science, then Military (SM); Science, then Construction (SC); "
           "Construction, then Military (CM); Construction, then Science (CS)."),
    ("it", "Per l'indirizzo strategico di SOLO la scelta non può essere XX: scegli tra Militare, poi Scienza (MS); "
           "Militare, poi Costruzione (MC); Scienza, poi Militare (SM); Scienza, poi Costruzione (SC); "
           "Costruzione, poi Militare (CM); Costruzione, poi Scienza (CS)."),
])
def test_a_choice_the_decision_does_not_offer_lists_the_values_to_type(capsys, duel_direction, lang, line):
    """It listed the directions by name only ("Military, then Science"), where the action types "MS"."""
    code, _, err = run(capsys, "--lang", lang, "apply", duel_direction, "--action", '{"kind": "choose", "pick": "XX"}')
    assert (code, err) == (3, f"solo-desk: {line}\n")


@pytest.mark.parametrize("lang, detail", [
    ("en", 'take.deck: "xyz" is not allowed; the allowed values are "player", "automa", "central"'),
    ("it", 'take.deck: "xyz" non è ammesso; i valori ammessi sono "player", "automa", "central"'),
])
def test_a_field_value_that_is_not_allowed_lists_the_allowed_ones(capsys, tmp_path, lang, detail):
    """It said "take.deck: a value that is not allowed" and no more."""
    path = tmp_path / "a.json"
    assert run(capsys, "new", "architects", "--seed", "3", "-o", path)[0] == 0
    code, _, err = run(capsys, "--lang", lang, "apply", path, "--action", '{"kind": "take", "deck": "xyz"}')
    assert code == 2 and detail in err, err


@pytest.mark.parametrize("lang, detail", [
    ("en", 'the field "kind": "zzz" is not allowed; the allowed values are "take", "set_pile"'),
    ("it", 'il campo "kind": "zzz" non è ammesso; i valori ammessi sono "take", "set_pile"'),
])
def test_a_saved_action_of_an_unknown_kind_names_the_field_and_the_kinds(capsys, tmp_path, lang, detail):
    """It said "(top): a value that is not allowed"."""
    path = tmp_path / "p.json"
    assert run(capsys, "new", "pebbles", "--seed", "3", "--option", "pile=9", "-o", path)[0] == 0
    assert run(capsys, "apply", path, "--action", '{"kind": "take", "count": 1}')[0] == 0
    save = json.loads(path.read_text())
    save["steps"][0]["actions"][0]["kind"] = "zzz"
    path.write_text(json.dumps(save))
    code, _, err = run(capsys, "--lang", lang, "legal", path)
    assert code == 2 and err.rstrip().endswith(detail) and "(top)" not in err, err
    del save["steps"][0]["actions"][0]["kind"]  # no kind at all: said without a place
    path.write_text(json.dumps(save))
    code, _, err = run(capsys, "--lang", lang, "legal", path)
    assert code == 2 and err.rstrip().endswith({"en": '— no "kind" saying what it is',
                                                "it": '— manca il "kind" che dice cos\'è'}[lang]), err
