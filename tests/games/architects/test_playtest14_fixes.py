"""Playtest 14: a refused correction says why in the player's language (the engine's check reasons
were English only: "Questa correzione lascerebbe un tavolo impossibile: a deck holds cards it never
had"); the set-up asks the top card of a deck just shuffled, not the one "now" on top."""
import re
from pathlib import Path

import pytest

from solo_desk.core.errors import IllegalAction, InconsistentState
from solo_desk.core.messages import lookup, render
from solo_desk.games.architects import GAME
from solo_desk.games.architects import rules as R
from solo_desk.games.architects.state import CorrectConflict, CorrectStage

from .test_edits import OPTIONS, started  # noqa: F401 (pytest fixture)


def refusal(state, edit):
    with pytest.raises(IllegalAction) as caught:
        GAME.apply(state, edit)
    error = caught.value
    assert error.key == "architects.error.edit_breaks_state"
    return render(error.key, error.params, "en"), render(error.key, error.params, "it")


@pytest.mark.rule("ARCH-SETUP-2P")
def test_a_refused_correction_says_why_in_italian_too(started):
    en, it = refusal(started, CorrectStage(side="automa", stage=3, built=True))  # Giza: level 3 on nothing
    assert en == "This correction would leave an impossible table: stage 3 of the Opponent's Wonder built before the stages of a lower level"
    assert it == "Questa correzione lascerebbe un tavolo impossibile: lo Stadio 3 della Meraviglia dell'Avversario costruito prima degli Stadi di livello inferiore"
    en, it = refusal(started, CorrectConflict(war=4))
    assert it.endswith("più segnalini Conflitto di quanti ce ne siano nella scatola") and en.endswith("than the box holds")


def test_a_deck_holding_a_card_it_never_had_is_named_in_both_languages():
    state = GAME.new_state(OPTIONS, 3, "digital")
    deck = state.decks["player"]  # Rhodes: 1 Compass
    bad = state.model_copy(update={"decks": {**state.decks, "player": deck.model_copy(update={"cards": ("compass",) * 3 + deck.cards[3:]})}})
    with pytest.raises(InconsistentState) as caught:
        R.check(bad)
    what = caught.value.params["what"]
    assert render(what["key"], what["params"], "en") == "the cards of your deck include some it never had"
    assert render(what["key"], what["params"], "it") == "tra le carte del tuo mazzo ce ne sono alcune che non ha mai avuto"


def test_every_check_reason_has_its_message_in_both_languages():
    source = Path(R.__file__).read_text()
    reasons = set(re.findall(r'\bfail\("(\w+)"', source))
    assert len(reasons) >= 14
    for reason in reasons:
        for lang in ("en", "it"):
            assert lookup(f"architects.check.{reason}", lang), (reason, lang)


@pytest.mark.rule("ARCH-SETUP-2P")
def test_the_set_up_asks_the_top_card_without_now():
    state = GAME.new_state(OPTIONS, 3, "companion")
    inputs = {}
    while True:
        proposal = GAME.propose(state, inputs)
        cards = [r for r in proposal.inputs if r.kind == "card"]
        if cards:
            break
        inputs.update({r.name: r.choices[0].value for r in proposal.inputs})
    request = cards[0]
    assert request.key == "architects.input.card_player_top_setup"
    assert render(request.key, request.params, "en") == "Which card is on top of your shuffled deck?"
    assert render(request.key, request.params, "it") == "Quale carta c'è in cima al tuo mazzo mescolato?"
    assert render("architects.input.card_automa_top_setup", {}, "it") == "Quale carta c'è in cima al mazzo mescolato dell'Avversario?"


def test_a_card_taken_in_play_still_asks_the_one_now_on_top(started):
    """Once a card is taken, "now" is right: the card under it is the new top."""
    take = next(a for a in GAME.legal_actions(started) if getattr(a, "deck", "") == "player")
    state, _ = GAME.apply(started, take)
    asked = [r.key for r in GAME.propose(state).inputs if r.kind == "card"]
    assert asked == ["architects.input.card_player_top"]
