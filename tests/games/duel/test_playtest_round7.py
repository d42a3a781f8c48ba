"""Playtest round 7: the rule the Automa panel cites for the Player's turn, the CLI's words."""
import random

import pytest

from solo_desk.core.errors import IllegalAction
from solo_desk.games.duel import GAME, rules
from solo_desk.games.duel.state import ActivateDivinity, ChooseStart, fast_copy


def _at_age_two_start(seed: int = 3):
    """A digital game played by the built-in policy up to the choice of who starts Age II."""
    rng = random.Random(seed)
    s = GAME.new_state({}, seed, "digital")
    while not (s.pending and s.pending[0].kind == "start"):
        proposal = GAME.propose(s)
        actions = proposal.actions if proposal.status == "automa_turn" else [GAME.player_policy(s, rng)]
        for action in actions:
            s, _ = rules.apply(s, action)
            if s.pending and s.pending[0].kind == "start":
                break
    assert s.age == 2
    return s


def _activate_first_god(s):
    """The side to move activates the god on the first space it can, given the coins for it."""
    side = s.current
    space = next(i for i, god in enumerate(s.pantheon_spaces, start=1) if god and not god.startswith("?"))
    s = fast_copy(s, **{side: fast_copy(s.city(side), coins=30)})
    s, _ = rules.apply(s, ActivateDivinity(by=side, space=space))
    while s.pending:  # the god's own decision (Isis's card, ...)
        s, _ = rules.apply(s, rules.legal_actions(s)[0])
    return s


@pytest.mark.rule("SOLO-AGE-END-2", "SOLO-GEN-1")
def test_the_player_s_turn_after_solo_opened_the_age_with_a_god_is_the_turn_order_s():
    """SOLO starts Age II by activating a god (a turn that takes no card): the Player's turn that
    follows is the turn order's (SOLO-GEN-1), not the start of the Age (SOLO-AGE-END-2)."""
    start = _at_age_two_start()
    chooser = start.pending[0].side
    s, _ = rules.apply(start, ChooseStart(by=chooser, starter="automa"))
    s = _activate_first_god(s)
    assert s.current == "player" and all(s.slots)  # no card taken yet
    assert GAME.propose(s).rule == "SOLO-GEN-1"


@pytest.mark.rule("SOLO-AGE-END-2", "SOLO-GEN-1")
def test_the_player_starting_an_age_is_cited_until_the_first_turn_is_played():
    start = _at_age_two_start()
    s, _ = rules.apply(start, ChooseStart(by=start.pending[0].side, starter="player"))
    assert GAME.propose(s).rule == "SOLO-AGE-END-2"
    s = _activate_first_god(s)  # the Player's first turn, a god
    s = _activate_first_god(s)  # SOLO's, a god too: the Player's turn again, no card taken yet
    assert s.current == "player" and all(s.slots)
    assert GAME.propose(s).rule == "SOLO-GEN-1"


def test_an_action_while_a_decision_waits_names_the_decision_in_words():
    """It said "First resolve the pending decision isis (not activate)" (raw ids), and a Wonder
    picked while SOLO's direction was to be chosen read "the choice cannot be pick_wonder"."""
    from solo_desk.games.duel.state import BuildCard, Choose, Pending, PickWonder

    from .helpers import play_state

    s = play_state(age=2, slots={19: "walls"})
    s = s.model_copy(update={"pending": (Pending(kind="isis", side="player", source="isis"),)})
    with pytest.raises(IllegalAction) as err:
        rules.apply(s, BuildCard(card="walls"))
    assert err.value.message("en") == "First make the choice for Isis (a 'build' action has to wait)."
    assert err.value.message("it") == "Prima fai la scelta per Iside (un'azione 'build' deve attendere)."
    s = s.model_copy(update={"pending": (Pending(kind="solo_direction", side="player", options=("MS", "SC")),)})
    with pytest.raises(IllegalAction) as err:
        rules.apply(s, PickWonder(wonder="colossus"))
    assert err.value.message("en") == "First make the choice for SOLO's strategic direction (a 'pick_wonder' action has to wait)."
    with pytest.raises(IllegalAction) as err:
        rules.apply(s, Choose(pick="XX"))
    assert err.value.key == "duel.illegal.bad_choice"
    start = _at_age_two_start()  # the Age set up already: "the next Age" was Age III to read
    with pytest.raises(IllegalAction) as err:
        rules.apply(start, BuildCard(card=next(c for c in start.slots if c)))
    assert err.value.message("en") == "First choose who starts Age II (a 'build' action has to wait)."
    assert err.value.message("it") == "Prima scegli chi inizia l'Epoca II (un'azione 'build' deve attendere)."


def test_a_refused_move_given_for_solo_names_solo_not_you():
    """On SOLO's turn an action without "by" is SOLO's (the command line): its refusal said "not one
    of your unbuilt Wonders" of a Wonder the Player does own, hiding that it was SOLO's turn."""
    from solo_desk.games.duel.state import BuildCard, BuildWonder

    from .helpers import play_state

    s = play_state(age=2, slots={19: "walls", 18: "baths"}, current="automa",
                   player={"wonders": ("colossus",)}, automa={"coins": 0, "wonders": ("pyramids",)})
    with pytest.raises(IllegalAction) as err:
        rules.apply(s, BuildWonder(wonder="colossus", card="walls"))
    assert err.value.message("en") == "The Colossus is not one of SOLO's unbuilt Wonders."
    assert err.value.message("it") == "La Meraviglia Colosso non è tra le Meraviglie di SOLO ancora da costruire."
    with pytest.raises(IllegalAction) as err:
        rules.apply(s, BuildCard(card="walls"))
    assert "; SOLO has 0: " in err.value.message("en") and "; SOLO ne ha 0: " in err.value.message("it")
    s = s.model_copy(update={"current": "player", "player": s.player.model_copy(update={"coins": 0})})
    with pytest.raises(IllegalAction) as err:
        rules.apply(s, BuildCard(card="walls"))
    assert "; you have 0: " in err.value.message("en")
