"""Set-up wording (tm2 playtest): the opponents' starting dwellings in one short history line (each
one's line in the tooltip, as a sentence); "a una vanga dal giallo", the articulated preposition of
each colour; a refusal naming a colour starts as a sentence and says which colours are opponents."""
from __future__ import annotations

import pytest

from solo_desk.core.errors import IllegalAction
from solo_desk.core.messages import render
from solo_desk.core.actions import Step
from solo_desk.games.terra_mystica import GAME
from solo_desk.games.terra_mystica.content import catalogue
from solo_desk.games.terra_mystica.state import EditCult, OpponentPlace
from solo_desk.ui.i18n import set_language
from solo_desk.ui.panels import step_details, step_text

from .helpers import witches_in_round_one, witches_setup
from .test_setup_history import line


def opponent_starts():
    """The rendering's EXAMPLE 3 (Witches, dwellings on A10 and G3): the automa's placements."""
    from solo_desk.games.terra_mystica.state import StartDwelling

    state = witches_setup()
    for hex_ in ("A10", "G3"):
        state, _ = GAME.apply(state, StartDwelling(hex=hex_))
    proposal = GAME.propose(state)
    assert proposal.status == "automa_turn" and len(proposal.actions) == 6
    return proposal.actions


@pytest.mark.rule("TM-DWELL-PLACE")
def test_the_opponents_starting_dwellings_are_one_short_line_colour_by_colour():
    actions = opponent_starts()
    assert line(actions, "en") == ("places the opponents' starting dwellings: "
                                   "blue on A11 and H4, grey on C5 and I9, red on A9 and G2")
    assert line(actions, "it") == ("piazza le abitazioni iniziali degli avversari: "
                                   "blu in A11 e in H4, grigio in C5 e in I9, rosso in A9 e in G2")
    assert GAME.describe_step(actions[:1]) is None  # one dwelling (a correction's replay): its own line


@pytest.mark.rule("TM-DWELL-PLACE")
@pytest.mark.parametrize("lang", ["en", "it"])
def test_the_tooltip_gives_each_dwelling_as_a_sentence(lang):
    step = Step(actions=opponent_starts())
    set_language(lang)
    try:
        tip = step_details(GAME, step).splitlines()
        assert "A11" in step_text(GAME, step)[1] and "(" not in step_text(GAME, step)[1]
    finally:
        set_language("en")
    assert len(tip) == 6 and all(t[:1].isupper() for t in tip)
    assert tip[0] == {"en": "Places a blue starting dwelling on A11 (near your dwelling at A10)",
                      "it": "Piazza un'abitazione iniziale blu in A11 (vicino alla tua abitazione in A10)"}[lang]


@pytest.mark.rule("TM-SETUP-COLOURS-1SPADE")
def test_one_spade_from_each_home_colour_has_its_articulated_preposition():
    homes = {f.home: name for name, f in catalogue().factions.items()}
    assert len(homes) == 7
    for home, faction in homes.items():
        proposal = GAME.propose(GAME.new_state({"faction": faction}, 3, "digital"))
        forced = next(t for t in proposal.trace if t.key == "terra_mystica.trace.forced_colours")
        name_en, name_it = (render(f"terra_mystica.colour.{home}", {}, lang) for lang in ("en", "it"))
        assert render(forced.key, forced.params, "en") == f"Both colours one spade from {name_en} are opponents."
        assert render(forced.key, forced.params, "it") == f"Entrambi i colori a una vanga dal {name_it} sono avversari."


def refusal(state, action):
    with pytest.raises(IllegalAction) as caught:
        GAME.apply(state, action)
    return render(caught.value.key, caught.value.params, "en"), render(caught.value.key, caught.value.params, "it")


def test_a_colour_that_is_no_opponent_is_refused_in_a_sentence_naming_the_opponents():
    state = witches_in_round_one()
    assert refusal(state, OpponentPlace(colour="yellow", hex="A1")) == (
        "There is no yellow opponent: the opponent colours are blue, grey, red.",
        "Non c'è un avversario giallo: i colori avversari sono blu, grigio, rosso.")
    assert refusal(state, EditCult(cult="fire", value=3, colour="grey", swap="grey")) == (
        "The grey pawn cannot trade places with itself: choose another opponent colour to swap with.",
        "La pedina grigia non può scambiarsi di posto con sé stessa: scegli un altro colore avversario con cui scambiarla.")


@pytest.mark.rule("TM-SETUP-COLOURS-2SPADE")
def test_a_set_up_choice_that_is_not_offered_is_refused_in_a_sentence():
    from solo_desk.games.terra_mystica.state import SetupPick

    state = GAME.new_state({"faction": "witches", "third_colour": "player"}, 3, "digital")
    assert refusal(state, SetupPick(item="third_colour", value="yellow")) == (
        "Not a possible choice for the third opponent colour: yellow; the possible ones: black, red.",
        "Scelta non valida per il terzo colore avversario: yellow; quelle possibili: black, red.")
