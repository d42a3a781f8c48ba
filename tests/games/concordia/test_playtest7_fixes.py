"""Defects of the seventh playtest: a refusal and the AI's explanation name the player as the
board and the history do ("You" on the board, "you: …" in the history), never "Player" / "Giocatore"
or "the player" / "il giocatore"."""
import pytest

from solo_desk.core.errors import IllegalAction, InconsistentState
from solo_desk.core.messages import render
from solo_desk.games.concordia import GAME, rules
from solo_desk.games.concordia.state import EditColonist

from .helpers import BUILD, ai_turn, all_cities, fresh, goods, propose_turn, rolling, with_side


@pytest.mark.rule("CONC-TURN-ORDER")
def test_an_out_of_turn_refusal_calls_the_player_you():
    state = fresh()
    with pytest.raises(IllegalAction) as err:
        GAME.apply(state, {"kind": "tribune", "card": "player-tribune", "by": "automa"})
    assert err.value.message("en") == \
        "Not your turn: the move is marked as made by: AI; to move: you (CONC-TURN-ORDER)."
    assert err.value.message("it") == \
        "Non è il tuo turno: la mossa è indicata come fatta da: IA; di turno: tu (CONC-TURN-ORDER)."
    with pytest.raises(IllegalAction) as err:  # the AI's turn marked as the player's, on the player's turn
        GAME.apply(state, {"kind": "automa_turn", "by": "player"})
    assert err.value.message("en") == \
        "This move is not for its marked author (you); only for: AI (CONC-TURN-ORDER)."
    assert err.value.message("it") == \
        "Questa mossa non spetta all'autore indicato (tu); spetta solo a: IA (CONC-TURN-ORDER)."


def test_a_refused_correction_names_the_player_as_the_board_does():
    state = fresh(2)
    the_map = rules.game_map(state)
    route = next(r for r in the_map.routes_at(the_map.capital) if r.kind == "land")
    with pytest.raises((IllegalAction, InconsistentState)) as err:
        GAME.apply(state, EditColonist(side="player", colonist="land", at=route.id, to=the_map.capital))
    en, it = err.value.message("en"), err.value.message("it")
    assert "You: no land colonist there" in en and "Player" not in en
    assert "Tu: nessun colono di terra in quel posto" in it and "Giocatore" not in it


@pytest.mark.rule("CONC-BUILD-PAY")
def test_the_ai_explains_a_city_it_left_for_your_house_in_the_second_person():
    state = fresh(3)
    cloth = all_cities(state, "cloth")
    state = with_side(state, "player", houses=(cloth[0],))
    state = rolling(ai_turn(state, goods=goods(cloth=1)), action_roll=BUILD)
    action, proposal = propose_turn(state, action_roll=BUILD)
    assert action.city != cloth[0]
    dropped = next(d for s in proposal.trace for d in s.dropped if d.candidate == cloth[0])
    assert (render(dropped.key, dropped.params, "en"), render(dropped.key, dropped.params, "it")) == \
        ("you already have a house there", "vi hai già un'abitazione")


@pytest.mark.rule("CONC-END-AI-FINAL")
def test_the_ais_last_action_says_you_ended_the_game():
    state = ai_turn(fresh(3), goods=goods()).model_copy(update={"concordia": "player"})
    _, proposal = propose_turn(state)
    first = proposal.trace[0]
    assert first.rule == "CONC-END-AI-FINAL"
    assert first.render("en").startswith("You ended the game. Last AI action, no roll")
    assert first.render("it").startswith("Hai chiuso la partita. Ultima azione dell'IA, senza tiro")
