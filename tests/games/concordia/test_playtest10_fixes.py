"""Defects of the tenth playtest: the Prefect's money says what it paid and that an AI colonist joins
the board (CONC-PREFECT), the Colonist's money says how much; a route typed with its two cities in
the other order is the same route; the AI's colonists and the player's go to "the capital", one
name for one place."""
import json

import pytest

from solo_desk.core.errors import IllegalAction
from solo_desk.core.messages import render
from solo_desk.core.resources import read_json
from solo_desk.games.concordia import GAME, rules
from solo_desk.games.concordia.content import content
from solo_desk.games.concordia.state import Architect, ColonistCard, ColonistMove, EditColonist, Prefect

from .helpers import BUILD, BUY, ai_turn, fresh, goods, propose_turn, rolling, with_side
from .test_rules import take_from_market


def line(action) -> tuple[str, str]:
    described = GAME.describe(action)
    return render(described.key, described.params, "en"), render(described.key, described.params, "it")


def flipped_one(state):
    province = rules.game_map(state).provinces[0].id
    coins = content().unverified.bonus_marker_coins[rules.bonus_good(state, province)]
    return state.model_copy(update={"prefected": (province,)}), coins


@pytest.mark.rule("CONC-PREFECT")
def test_the_prefects_money_line_says_what_it_paid_and_the_ais_colonist_joining_the_board():
    state, coins = flipped_one(fresh(2))
    after, recorded = GAME.apply(state, Prefect(card="player-prefect-1"))
    joined = after.automa.colonists[-1]
    assert joined.at == "roma" and len(after.automa.colonists) == len(state.automa.colonists) + 1
    kind_en, kind_it = {"land": ("land", "di terra"), "sea": ("sea", "di mare")}[joined.kind]
    assert line(recorded) == (
        f"play the Prefect: take {coins} sestertii from the flipped bonus markers; "
        f"the AI places a {kind_en} colonist in Roma, the capital",
        f"giochi la carta Prefetto: prendi {coins} sesterzi dai segnalini bonus girati; "
        f"l'IA piazza un colono {kind_it} a Roma, la capitale")
    # the recorded move replays to the same state and the same record (a reopened save)
    assert GAME.apply(state, recorded) == (after, recorded)


@pytest.mark.rule("CONC-PREFECT")
def test_the_prefects_money_line_says_when_the_ai_has_no_colonist_left():
    state, coins = flipped_one(fresh(2))
    ai = state.automa
    state = with_side(state, "automa", store_colonists={"land": 0, "sea": 0},
                      colonists=ai.colonists + (ai.colonists[0],) * 2 + (ai.colonists[1],) * 2)
    after, recorded = GAME.apply(state, Prefect(card="player-prefect-1"))
    assert after.automa.colonists == state.automa.colonists
    en, it = line(recorded)
    assert en.endswith("from the flipped bonus markers; the AI has no colonist left to place"), en
    assert it.endswith("dai segnalini bonus girati; l'IA non ha più coloni da piazzare"), it


def test_the_colonists_money_line_says_how_much():
    state = take_from_market(fresh(2), "I-colonist")
    after, recorded = GAME.apply(state, ColonistCard(card="I-colonist", take_money=True))
    assert after.player.money - state.player.money == 7
    assert line(recorded) == ("play the Colonist: take 7 sestertii (5 + 1 per colonist on the board)",
                              "giochi la carta Colono: prendi 7 sesterzi (5 + 1 per colono sul tabellone)")


def test_a_save_made_before_the_money_was_recorded_reads_the_plain_line():
    assert line(Prefect(card="player-prefect-1")) == (
        "play the Prefect: take the money of the flipped bonus markers",
        "giochi la carta Prefetto: prendi il denaro dei segnalini bonus girati")
    assert line(ColonistCard(card="I-colonist", take_money=True))[0] == \
        "play the Colonist: take 5 sestertii + 1 per colonist on the board"


def test_a_route_written_with_its_cities_in_the_other_order_is_that_route():
    state = fresh(5)
    after, recorded = GAME.apply(state, Architect(card="player-architect",
                                                  moves=(ColonistMove(colonist=0, path=("land:roma-cosa",)),)))
    assert recorded.moves[0].path == ("land:cosa-roma",)  # recorded as the legal moves write it
    assert after.player.colonists[0].at == "land:cosa-roma"
    edited, recorded = GAME.apply(state, EditColonist(side="player", colonist="land", at="roma", to="land:roma-cosa"))
    assert recorded.to == "land:cosa-roma" and any(c.at == "land:cosa-roma" for c in edited.player.colonists)


def test_a_route_that_does_not_exist_is_refused_saying_how_to_write_one():
    with pytest.raises(IllegalAction) as err:
        GAME.apply(fresh(5), Architect(card="player-architect", moves=(ColonistMove(colonist=0, path=("land:roma-zzz",)),)))
    assert err.value.message("en") == ("There is no route land:roma-zzz: name a route as the legal moves do, "
                                       "its kind and its two cities (e.g. land:casinum-roma).")
    assert err.value.message("it").startswith("Non esiste la tratta land:roma-zzz: indica la tratta come la riportano "
                                              "le mosse consentite")


def test_the_capital_has_one_name_in_every_message():
    """The seed's "città di partenza" is the capital of the base game (and of the Italian edition):
    the AI's colonist lines and the player's Tribune name it alike."""
    texts = json.dumps(read_json("concordia", "messages.json"), ensure_ascii=False)
    assert "starting city" not in texts and "città di partenza" not in texts
    assert "capital" in texts and "capitale" in texts


def end_steps(proposal) -> list[str]:
    return [render(s.key, s.params, "en") for s in proposal.trace if s.rule == "CONC-END-CONCORDIA"]


@pytest.mark.rule("CONC-END-CONCORDIA", "CONC-END-PLAYER-FINAL")
def test_the_ais_turn_that_builds_its_15th_house_says_the_game_ends():
    state = fresh(3)
    cities = [c for c in rules.game_map(state).cities if c.id in state.city_goods]
    spread = sorted(cities, key=lambda c: (c.id in {"aquileia", "verona"}, c.id))  # a free city of every type left
    for built, ends in ((14, True), (13, False)):
        turn = ai_turn(state, houses=tuple(c.id for c in spread[:built]), goods=goods(brick=2, food=2, tools=2, wine=2, cloth=2))
        action, proposal = propose_turn(rolling(turn, action_roll=BUILD), action_roll=BUILD)
        assert action.deed == "build"
        assert end_steps(proposal) == ([
            "That is its 15th house: the game ends. The AI takes the Concordia card (7 points) "
            "and you play one last turn (CONC-END-PLAYER-FINAL)."] if ends else [])
        after, _ = GAME.apply(rolling(turn, action_roll=BUILD), action)
        assert (after.concordia == "automa") is ends


@pytest.mark.rule("CONC-END-CONCORDIA", "CONC-END-PLAYER-FINAL")
def test_the_ais_turn_that_buys_the_last_card_says_the_game_ends():
    state = fresh(3)
    last = next(c for c in state.display if c.startswith("I-"))
    turn = ai_turn(state.model_copy(update={"display": (last,), "stack": ()}), goods=goods(brick=2, food=2, tools=2, wine=2, cloth=2))
    action, proposal = propose_turn(rolling(turn, action_roll=BUY), action_roll=BUY)
    assert action.cards == (last,)
    en = [render(s.key, s.params, "it") for s in proposal.trace if s.rule == "CONC-END-CONCORDIA"]
    assert en == ["Non resta nessuna carta in vendita: la partita finisce. L'IA prende la carta Concordia (7 punti) "
                  "e tu giochi un ultimo turno (CONC-END-PLAYER-FINAL)."]


@pytest.mark.rule("CONC-END-SCORE")
def test_a_move_after_the_end_is_refused_as_the_game_being_over_not_as_the_other_sides_turn():
    over = fresh(2).model_copy(update={"finished": True, "concordia": "player"})
    for move in (Prefect(card="player-prefect-1"), {"kind": "automa_turn"}):
        with pytest.raises(IllegalAction) as err:
            GAME.apply(over, move)
        assert err.value.message("en") == "The game is over (CONC-END-SCORE): no more moves can be played."
        assert err.value.message("it") == "La partita è finita (CONC-END-SCORE): non si possono giocare altre mosse."


@pytest.mark.gui
@pytest.mark.rule("CONC-END-PLAYER-FINAL")
@pytest.mark.parametrize("lang, words", [("en", "Your last move: the AI took the Concordia card"),
                                         ("it", "La tua ultima mossa: l'IA ha preso la carta Concordia")])
def test_the_automa_panel_calls_the_players_turn_after_the_ai_ended_the_game_the_last(window, qtbot, tmp_path, lang, words):
    """Not "the AI's next turn will be explained here": no AI turn follows."""
    from solo_desk.core import saves
    from solo_desk.core.playout import play_game
    from solo_desk.core.session import Session

    record = play_game(GAME, {}, 1)
    session = Session.new(GAME, {}, 1, "digital")
    for step in record.steps:
        session.apply(list(step.actions))
        if session.state.concordia:
            break
    assert session.state.concordia == "automa" and GAME.to_move(session.state) == "player"
    saves.save(session, tmp_path / "last.json")
    if lang != "en":
        window.set_language(lang)
    assert window.open_file(tmp_path / "last.json")
    panel = window.docks["automa"].widget()
    qtbot.waitUntil(lambda: panel.steps.count() > 1)
    assert panel.steps.item(0).text().startswith(words), panel.steps.item(0).text()
    texts = [panel.steps.item(i).text() for i in range(panel.steps.count())]
    assert any("Concordia" in t and "CONC-END-CONCORDIA" in t for t in texts), texts  # its last turn says why


@pytest.mark.gui
@pytest.mark.rule("CONC-PREFECT")
def test_the_prefects_menu_entry_says_when_no_ai_colonist_can_join(window):
    assert window.start_game("concordia", {}, 2, "digital")
    state = window.controller.state
    ai = state.automa
    emptied = with_side(state, "automa", store_colonists={"land": 0, "sea": 0},
                        colonists=ai.colonists + (ai.colonists[0],) * 2 + (ai.colonists[1],) * 2)
    money = Prefect(card="player-prefect-1")
    assert window.scene.describe_move(state, money).endswith("(an AI colonist joins the board)")
    assert window.scene.describe_move(emptied, money).endswith("(the AI has no colonist left to place)")


@pytest.mark.rule("CONC-END-AI-FINAL")
@pytest.mark.parametrize("mode", ["digital", "companion"])
def test_the_ais_last_action_after_the_player_ended_the_game_names_its_rule(mode):
    """The header read "the AI's turn, rule CONC-AI-TURN", and the companion's roll asked for its
    last action (final_action=roll) did not say it was the last."""
    state = ai_turn(fresh(3, mode=mode, final_action="roll")).model_copy(update={"concordia": "player"})
    if mode == "companion":
        state = state.model_copy(update={"city_goods": fresh(3).city_goods, "display": fresh(3).display, "stack": fresh(3).stack})
    proposal = GAME.propose(state)
    assert proposal.rule == "CONC-END-AI-FINAL", proposal
    assert proposal.status == ("needs_input" if mode == "companion" else "automa_turn")
    assert mode == "digital" or proposal.inputs[0].name == "action_roll"
    assert GAME.propose(ai_turn(fresh(3))).rule == "CONC-AI-TURN"
