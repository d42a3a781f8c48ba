"""Fixes of the twelfth Architects session: a click on a constructed stage of the Opponent says what
it is and did, not how its turns are played; the history says what Olympia and Ephesus took when a
deck beside them is empty."""
from __future__ import annotations

import pytest

from solo_desk.core.messages import render
from solo_desk.games.architects import GAME
from solo_desk.games.architects.state import Build, Task

from .helpers import history_line, table
from .test_playtest10_fixes import _clicked


# -- 1. a constructed stage of the Opponent: what it is and did ------------------------------------------
@pytest.mark.gui
@pytest.mark.rule("ARCH-DATA-WONDERS")
@pytest.mark.parametrize("lang, wonder, stage, said", [
    ("en", "olympia", 1, "The Opponent's Stage 1 (2 different resources, 3 VP): constructed."),
    ("en", "olympia", 2, "The Opponent's Stage 2 (2 identical resources, 2 VP): constructed; its ★ gave the Opponent "
                         "the Wonder's effect once."),
    ("en", "rhodes", 2, "The Opponent's Stage 2 (2 identical resources, 4 VP): constructed; its ★ adds 1 Shield to "
                        "the Opponent's total in every battle."),
    ("it", "olympia", 1, "Stadio 1 dell'Avversario (2 risorse diverse, 3 PV): costruito."),
    ("it", "olympia", 2, "Stadio 2 dell'Avversario (2 risorse identiche, 2 PV): costruito; la sua ★ ha dato una volta "
                         "all'Avversario l'effetto della Meraviglia."),
])
@pytest.mark.parametrize("ended", [None, "wonder"])
def test_a_click_on_a_constructed_opponents_stage_says_only_what_it_is_and_did(window, qtbot, lang, wonder, stage,
                                                                                said, ended):
    """It added "The Automa panel applies its turns." (or "The game is over." at the end)."""
    queue = () if ended else (Task(kind="pick", reason="main"), Task(kind="end_turn"))
    state = table("wood", "stone", turn="player", automa_wonder=wonder, automa_built=(1, 2), queue=queue, ended=ended,
                  **({"player_built": (1, 2, 3, 4, 5)} if ended else {}))
    assert _clicked(window, qtbot, state, ("stage", "automa", stage), lang)[-1] == said


# -- 2. Olympia and Ephesus beside an empty deck: the history says what they took ---------------------------
def _olympia_builds(turn, player_top, automa_top):
    side = {"automa_wonder": "olympia", "player_wonder": "giza", "automa_cards": ("wood", "wood"), "automa_built": (1,)}
    if turn == "player":
        side = {"player_wonder": "olympia", "automa_wonder": "giza", "player_cards": ("wood", "wood"),
                "player_built": (1,)}
    state = table(player_top, automa_top, turn=turn, queue=(Task(kind="build"), Task(kind="end_turn")), **side)
    after, done = GAME.apply(state, Build(stage=2, payment=("wood", "wood")))
    return after, done


@pytest.mark.rule("ARCH-DATA-WONDERS")
@pytest.mark.parametrize("turn, player_top, automa_top, lang, said", [
    ("automa", None, "blue_cat", "en", "; Olympia: takes the top card of its own deck (Blue 2 VP and Cat); yours is empty"),
    ("automa", "blue_3vp", None, "en", "; Olympia: takes the top card of your deck (Blue 3 VP); its own is empty"),
    ("automa", None, None, "en", "; Olympia: both decks beside it are empty, it takes nothing"),
    ("automa", "blue_3vp", None, "it", "; Olympía: prende la prima carta del tuo mazzo (Blu da 3 punti); il suo è vuoto"),
    ("automa", None, "blue_cat", "it", "; Olympía: prende la prima carta del proprio mazzo (Blu da 2 punti con Gatto); "
                                       "il tuo è vuoto"),
])
def test_an_olympia_stage_beside_an_empty_deck_says_which_deck_it_took_from(turn, player_top, automa_top, lang, said):
    """"takes the top card of both decks beside it (Blue 3 VP)" when one of them was empty."""
    after, done = _olympia_builds(turn, player_top, automa_top)
    taken = [c for c in (player_top, automa_top) if c]
    assert sorted(after.automa.cards) == sorted(taken)  # the card(s) did go into its city
    assert history_line(done, lang).endswith(said)


@pytest.mark.rule("ARCH-DATA-WONDERS")
@pytest.mark.parametrize("player_top, automa_top, lang, said", [
    ("blue_3vp", None, "en", "; Olympia: take the top card of your deck (Blue 3 VP); the Opponent's is empty"),
    (None, "blue_cat", "en", "; Olympia: take the top card of the Opponent's deck (Blue 2 VP and Cat); yours is empty"),
    (None, "blue_cat", "it", "; Olympía: prendi la prima carta del mazzo dell'Avversario (Blu da 2 punti con Gatto); "
                             "il tuo è vuoto"),
    (None, None, "it", "; Olympía: entrambi i mazzi ai tuoi lati sono vuoti, non prendi nulla"),
])
def test_your_olympia_stage_beside_an_empty_deck_says_which_deck_you_took_from(player_top, automa_top, lang, said):
    _, done = _olympia_builds("player", player_top, automa_top)
    assert history_line(done, lang).endswith(said)


@pytest.mark.rule("ARCH-DATA-WONDERS")
def test_an_ephesus_stage_with_the_central_deck_empty_says_it_took_nothing():
    state = table("blue_3vp", "blue_3vp", turn="player", player_wonder="ephesus", central=(),
                  player_cards=("wood", "wood"), player_built=(1,), queue=(Task(kind="build"), Task(kind="end_turn")))
    after, done = GAME.apply(state, Build(stage=2, payment=("wood", "wood")))
    assert after.player.cards == ()
    assert history_line(done, "en").endswith("; Ephesus: the central deck is empty, you take nothing")


@pytest.mark.rule("ARCH-DATA-WONDERS")
@pytest.mark.parametrize("lang, said", [
    ("en", "; Olympia: take the top card of your deck and of the Opponent's (Blue 3 VP, Blue 2 VP and Cat)"),
    ("it", "; Olympía: prendi la prima carta del tuo mazzo e di quello dell'Avversario "
           "(Blu da 3 punti, Blu da 2 punti con Gatto)"),
])
def test_your_olympia_stage_says_which_card_came_from_which_deck(lang, said):
    """"both decks beside you (Blue 3 VP, Blue 2 VP and Cat)" did not say which deck gave which card."""
    _, done = _olympia_builds("player", "blue_3vp", "blue_cat")
    assert history_line(done, lang).endswith(said)


# -- 3. the Opponent taking from its own deck: "its own deck", not "the Opponent's deck" -------------------
@pytest.mark.rule("ARCH-TURN-2")
@pytest.mark.parametrize("lang, own, yours", [
    ("en", "takes the top card of its own deck (Stone)", "takes the top card of your deck (Wood)"),
    ("it", "prende la prima carta del proprio mazzo (Pietra)", "prende la prima carta del tuo mazzo (Legno)"),
])
def test_the_opponent_taking_its_own_deck_top_reads_its_own_deck(lang, own, yours):
    """"the Opponent: takes the top card of the Opponent's deck" named it twice."""
    from solo_desk.games.architects.state import Take

    state = table("wood", "stone", turn="automa", queue=(Task(kind="pick", reason="main"), Task(kind="end_turn")))
    _, done = GAME.apply(state, Take(deck="automa", by="automa"))
    assert history_line(done, lang) == own
    state = table("wood", "stone", turn="automa", queue=(Task(kind="pick", reason="main"), Task(kind="end_turn")))
    _, done = GAME.apply(state, Take(deck="player", by="automa"))
    assert history_line(done, lang) == yours
    # yours, taken by you, stays "your deck"; the Opponent's, taken by you, "the Opponent's deck"
    state = table("wood", "stone", turn="player", queue=(Task(kind="pick", reason="main"), Task(kind="end_turn")))
    _, done = GAME.apply(state, Take(deck="automa", by="player"))
    assert history_line(done, "en") == "take the top card of the Opponent's deck (Stone)"


# -- 4. the Automa panel's explanation tells the effect that takes cards by itself ------------------------
@pytest.mark.rule("ARCH-DATA-WONDERS")
@pytest.mark.parametrize("wonder, player_top, automa_top, central, said", [
    ("olympia", "blue_3vp", "blue_cat", ("glass",), "Stage 2 has the ★: Olympia's effect takes the top card of its own "
                                                    "deck and of yours"),
    ("olympia", None, "blue_cat", ("glass",), "Stage 2 has the ★: Olympia's effect takes the top card of its own deck "
                                              "(yours is empty)"),
    ("olympia", "blue_3vp", None, ("glass",), "Stage 2 has the ★: Olympia's effect takes the top card of your deck "
                                              "(its own is empty)"),
    ("ephesus", "blue_3vp", "blue_cat", ("glass",), "Stage 2 has the ★: Ephesus' effect takes the top card of the "
                                                    "central deck"),
    ("ephesus", "blue_3vp", "blue_cat", (), "Stage 2 has the ★, but the central deck is empty: Ephesus' effect takes "
                                            "nothing"),
])
def test_the_opponents_explanation_tells_what_its_stages_effect_takes(wonder, player_top, automa_top, central, said):
    """The explanation stopped at "The Opponent constructs stage 2 with …": the card(s) the effect then
    put in its city came from nowhere."""
    state = table(player_top, automa_top, turn="automa", automa_wonder=wonder, player_wonder="giza", central=central,
                  automa_cards=("wood", "wood"), automa_built=(1,), queue=(Task(kind="build"), Task(kind="end_turn")))
    proposal = GAME.propose(state)
    assert [a.kind for a in proposal.actions][:1] == ["build"]
    told = [render(t.key, t.params, "en") for t in proposal.trace if t.rule == "ARCH-DATA-WONDERS"]
    assert told == [said]
