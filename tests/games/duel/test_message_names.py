"""Names inside sentences: the English names carry their article ("The Colossus"), the Italian ones
none and some are plural ("Piramidi", "Scuderie"), so no sentence puts "the Wonder" before a name
nor makes a bare name the subject of an Italian verb ("Piramidi non è")."""
import re

import pytest

from solo_desk.core.errors import IllegalAction
from solo_desk.core.messages import catalogue, render
from solo_desk.games.duel import GAME, rules
from solo_desk.games.duel.describe import name
from solo_desk.games.duel.state import BuildCard, PickWonder

from .helpers import play_state

pytestmark = pytest.mark.rule("SOLO-GEN-1")


def _refusal(s, action) -> IllegalAction:
    with pytest.raises(IllegalAction) as err:
        rules.apply(s, action)
    return err.value


def test_a_wonder_not_on_offer_is_refused_in_words_that_fit_any_name():
    s = GAME.new_state({}, 1, "digital")
    offered = {a.wonder for a in rules.legal_actions(s) if a.kind == "pick_wonder"}
    plural, singular = "pyramids", "colossus"
    assert {plural, singular} - offered, "the seed must leave one of them off the offer"
    off = next(w for w in (plural, singular) if w not in offered)
    err = _refusal(s, PickWonder(wonder=off))
    assert err.key == "duel.illegal.wonder_not_offered"
    assert err.message("it") == f"La Meraviglia {name(off)['it']} non è tra quelle disponibili."
    assert err.message("en") == f"{name(off)['en']} is not among the Wonders on offer."


@pytest.mark.parametrize("wonder, en, it", [
    ("pyramids", "Nobody owns The Pyramids.", "Nessuno possiede la Meraviglia Piramidi."),
    ("colossus", "Nobody owns The Colossus.", "Nessuno possiede la Meraviglia Colosso."),
])
def test_nobody_owns_a_wonder_names_it_once(wonder, en, it):
    params = {"wonder": name(wonder)}
    assert render("duel.illegal.edit_wonder_not_owned", params, "en") == en
    assert render("duel.illegal.edit_wonder_not_owned", params, "it") == it


@pytest.mark.parametrize("key, params, it", [
    ("duel.illegal.not_your_wonder", {"wonder": "hanging_gardens"},
     "La Meraviglia Giardini Pensili non è tra le tue Meraviglie ancora da costruire."),
    ("duel.illegal.not_your_wonder", {"wonder": "sphinx"},
     "La Meraviglia Sfinge non è tra le tue Meraviglie ancora da costruire."),
    ("duel.illegal.seven_wonders", {"wonder": "pyramids"},
     "Sono già state costruite sette Meraviglie: la Meraviglia Piramidi non si può più costruire."),
    ("duel.illegal.not_in_structure", {"card": "stable"}, "La carta Scuderie non è nella struttura dell'Epoca."),
    ("duel.illegal.not_in_structure", {"card": "tavern"}, "La carta Taverna non è nella struttura dell'Epoca."),
    ("duel.illegal.edit_card_seen", {"card": "walls"},
     "La carta Mura si trova già altrove (in una città, negli scarti, nella struttura o in una decisione)."),
    ("duel.illegal.edit_divinity_in_deck", {"god": "gate"}, "La divinità Portale è già nel suo mazzo Mitologia."),
])
def test_italian_refusals_read_for_singular_and_plural_names(key, params, it):
    assert render(key, {k: name(v) for k, v in params.items()}, "it") == it


def test_a_card_too_dear_is_named_before_its_price_whatever_its_number():
    s = play_state(slots={19: "walls"}, player={"coins": 3})  # Walls: "Mura", a plural name
    assert _refusal(s, BuildCard(card="walls")).message("it") == "Mura: costo 4 monete; ne hai 3: ne manca 1."


def test_the_statue_of_liberty_s_gift_reads_for_a_plural_card():
    params = {"card": name("stable"), "source": name("statue_of_liberty")}
    assert render("duel.action.liberty_give_you", params, "it") == \
        "dai a SOLO la carta Scuderie: la costruisce gratis (Statua della Libertà)"
    assert render("duel.action.liberty_give", params, "it") == \
        "ti dà la carta Scuderie: la costruisci gratis (Statua della Libertà)"


NAMES = r"\{(card|wonder|god|choice|value|what|held|old)\}"


def test_no_italian_message_makes_a_bare_name_the_subject_of_a_verb():
    """A verb right after a bare name agrees with it: wrong for half the names whatever its number."""
    verbs = r" (non |è |sono |si |costa|entra|ha |contiene)"
    wrong = {key: entry["it"] for key, entry in catalogue("duel").items()
             if re.search(r"(^|[:;—] )" + NAMES + verbs, entry.get("it", ""))}
    assert wrong == {}


def test_no_english_message_puts_the_wonder_before_a_wonder_s_name():
    wrong = {key: entry["en"] for key, entry in catalogue("duel").items()
             if re.search(r"[Tt]he Wonder " + NAMES, entry.get("en", ""))}
    assert wrong == {}


def test_a_draft_pick_reads_without_a_doubled_article():
    s = GAME.new_state({}, 1, "digital")
    pick = next(a for a in rules.legal_actions(s) if a.kind == "pick_wonder")
    line = GAME.describe(pick).render("en")
    assert "the Wonder The" not in line and line.startswith("takes " + name(pick.wonder)["en"])


def test_a_choice_the_decision_does_not_offer_is_refused_by_name_with_what_it_offers():
    """It said "La scelta law non è possibile per enki." (raw ids, and nothing about what to do)."""
    from solo_desk.games.duel.state import Choose, Pending

    s = play_state(slots={19: "walls"})
    s = s.model_copy(update={"pending": (Pending(kind="enki", side="player", options=("philosophy", "mathematics")),)})
    err = _refusal(s, Choose(pick="law"))
    assert err.message("en") == "For Enki, the choice cannot be Law: choose one of Philosophy; Mathematics."
    assert err.message("it") == "Per Enki la scelta non può essere Legge: scegli tra Filosofia; Matematica."
    # each option reads whole, though a direction's name holds a comma
    s = s.model_copy(update={"pending": (Pending(kind="solo_direction", side="player", options=("MS", "SC")),)})
    assert _refusal(s, Choose(pick="XX")).message("en") == (
        "For SOLO's strategic direction, the choice cannot be XX: choose one of Military, then Science; "
        "Science, then Construction.")
    assert _refusal(s, Choose(pick="XX")).message("it") == (
        "Per l'indirizzo strategico di SOLO la scelta non può essere XX: scegli tra Militare, poi Scienza; "
        "Scienza, poi Costruzione.")
    s = s.model_copy(update={"pending": (Pending(kind="place_divinity", side="player", options=("?greek",)),),
                             "pantheon_spaces": ("zeus", "", "", "", "", "")})
    assert _refusal(s, Choose(pick="?greek", space=1)).message("it") == (
        "La casella 1 del Pantheon non può accogliere la divinità: collocala su una casella vuota (2, 3, 4, 5, 6).")
    assert _refusal(s, Choose(pick="?roman", space=2)).message("en") == (
        "For the divinity to place, the choice cannot be a Roman divinity: choose a Greek divinity.")  # the only one


def test_an_impossible_answer_is_named_as_the_choices_name_it():
    """It said "La risposta baths è impossibile …" (the raw id)."""
    from solo_desk.games.duel.state import Answer

    s = GAME.new_state({}, 2, "companion")
    first = s.asks[0].question
    taken = rules.ask_choices(s, first)[0]
    s, _ = GAME.apply(s, Answer(question=first, value=taken))
    err = _refusal(s, Answer(question=s.asks[0].question, value=taken))
    assert err.message("it").startswith(f"La risposta {name(taken)['it']} è impossibile (è altrove")
    assert err.message("en").startswith(f"The answer cannot be {name(taken)['en']} (it is elsewhere")
