"""History lines in Italian agree in gender (abitazione rossa, not "abitazione rosso"), and every
action description is a lower-case verb phrase without a final full stop, so the window's
"side: a; b" line reads well (a correction, by no side, reads "Correction: …")."""
import pytest

from solo_desk.core.messages import catalogue, render
from solo_desk.games.terra_mystica import GAME
from solo_desk.games.terra_mystica.state import OpponentPlace, OpponentStart, OpponentUpgrade

FEMININE = {"red": "rossa", "grey": "grigia", "yellow": "gialla", "black": "nera", "brown": "marrone",
            "blue": "blu", "green": "verde"}


def described(action, lang):
    m = GAME.describe(action)
    return render(m.key, m.params, lang)


@pytest.mark.parametrize("colour", sorted(FEMININE))
def test_dwelling_colour_agrees_with_the_feminine_noun(colour):
    fem = FEMININE[colour]
    assert f"abitazione {fem} " in described(OpponentPlace(colour=colour, hex="D4"), "it").lower()
    assert f"abitazione {fem} " in described(OpponentUpgrade(colour=colour, hex="D4"), "it").lower()
    assert f"abitazione iniziale {fem} " in described(OpponentStart(colour=colour, hex="D4", ref="E5"), "it").lower()
    assert colour in described(OpponentPlace(colour=colour, hex="D4"), "en")


def test_no_italian_message_puts_a_masculine_colour_after_a_feminine_or_plural_noun():
    cat = catalogue("terra_mystica")
    for key, entry in cat.items():
        it = entry["it"].lower()
        for noun in ("abitazione {colour}", "abitazione iniziale {colour}", "esagoni {colour}"):
            assert noun + "}" not in it and noun + " " not in it and not it.endswith(noun), (key, it)


def test_every_action_description_is_a_lower_case_phrase_without_a_final_full_stop():
    """A correction (by no side: the window writes none before it) reads "Correction: …" instead."""
    cat = catalogue("terra_mystica")
    actions = {k: v for k, v in cat.items() if k.startswith("terra_mystica.action.")}
    assert len(actions) > 30
    corrections = {"en": "Correction: ", "it": "Correzione: "}
    for key, entry in actions.items():
        for lang in ("en", "it"):
            text = entry[lang]
            assert not text.rstrip().endswith("."), (key, lang, text)
            if key.startswith("terra_mystica.action.edit_"):
                assert text.startswith(corrections[lang]), (key, lang, text)
            else:
                assert text[:1] == "{" or text[:1].islower(), (key, lang, text)


@pytest.mark.parametrize("action, en, it", [
    ("Pass(tile='BON5')", "pass (take bonus tile “income 3 power + 1 worker”)",
     "passi (prendi la tessera bonus «rendita 3 potere + 1 lavoratore»)"),
    ("Pass(tile=None)", "pass (no tile in the last round)", "passi (nessuna tessera nell'ultimo turno)"),
    ("Convert(source='power', target='coins')", "convert 1 power into 1 coin", "converti 1 potere in 1 moneta"),
    ("Upgrade(hex='G6', to='TP')", "upgrade G6 to a trading house", "migliori G6 in emporio"),
    ("TransformBuild(hex='G6', build=True, via='dig')",
     "transform G6 to your home terrain (spades paid with workers) and build a dwelling",
     "trasformi G6 nel tuo terreno ideale (vanghe pagate con lavoratori) e costruisci un'abitazione"),
    ("TransformBuild(hex='G6', target='green', build=False, via='dig')", "transform G6 to Forest (spades paid with workers)",
     "trasformi G6 in Foresta (vanghe pagate con lavoratori)"),
    ("Burn(count=1)", "sacrifice 1 power", "sacrifichi 1 potere"),
])
def test_history_lines_read_as_verb_phrases(action, en, it):
    from solo_desk.games.terra_mystica import state as S

    a = eval(action, vars(S))
    assert described(a, "en") == en
    assert described(a, "it") == it


def test_a_step_of_several_actions_joins_without_stray_full_stops():
    steps = [OpponentStart(colour="blue", hex="D5", ref="C4"), OpponentStart(colour="grey", hex="C5", ref="C4")]
    line = "; ".join(described(a, "en") for a in steps)
    assert ".;" not in line and not line.endswith(".")
    assert line == "places a blue starting dwelling on D5 (near your dwelling at C4); places a grey starting dwelling on C5 (near your dwelling at C4)"
