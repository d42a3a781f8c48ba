"""Fixes of the tenth Architects session: each question of the table cites the rule that asks it
(your own turn's questions the normal 2-player rules, your Halicarnassus' cards the Wonder's text,
the set-up's the set-up, whoever plays first); the pieces that do nothing on a click say what they
are."""
from __future__ import annotations

import pytest

from PySide6.QtGui import QFontMetrics

from solo_desk.games.architects import GAME
from solo_desk.games.architects.state import UNKNOWN, Take, Task

from tests.gui import status_messages

from .helpers import table


def _asked_rule(state) -> str:
    asked = GAME.propose(state)
    assert asked.status == "needs_input" and state.head.kind == "ask"
    return asked.rule


# -- 1. each question cites the rule that asks it ------------------------------------------------
@pytest.mark.rule("ARCH-DATA-2P")
@pytest.mark.parametrize("deck", ["player", "automa", "central"])
def test_the_card_your_own_take_reveals_cites_the_normal_rules(deck):
    state = table("wood", "stone", mode="companion", turn="player", queue=(Task(kind="turn_start"),),
                  player_deck=(UNKNOWN,) * 3, automa_deck=(UNKNOWN,) * 3, central=(UNKNOWN,) * 3)
    state, _ = GAME.apply(state, Take(deck=deck, by="player"))
    assert state.turn == "player"
    assert _asked_rule(state) == "ARCH-DATA-2P"


@pytest.mark.rule("ARCH-DATA-WONDERS")
def test_the_cards_your_halicarnassus_reveals_cite_the_wonders_text_not_the_opponents_rule():
    state = table("wood", "stone", mode="companion", turn="player", player_wonder="halicarnassus",
                  queue=(Task(kind="hali_reveal", deck="automa"), Task(kind="end_turn")),
                  automa_deck=(UNKNOWN,) * 5)
    assert state.head.kind == "ask" and state.head.index == 1
    assert _asked_rule(state) == "ARCH-DATA-WONDERS"


@pytest.mark.rule("ARCH-HALI")
def test_the_cards_the_opponents_halicarnassus_reveals_still_cite_its_rule():
    state = table("wood", "stone", mode="companion", automa_wonder="halicarnassus",
                  queue=(Task(kind="hali_reveal", deck="player"), Task(kind="end_turn")),
                  player_deck=(UNKNOWN,) * 5)
    assert _asked_rule(state) == "ARCH-HALI"


@pytest.mark.rule("ARCH-SETUP-2P")
@pytest.mark.parametrize("first", ["player", "automa"])
def test_the_set_up_questions_cite_the_set_up_whoever_plays_first(first):
    """The Opponent playing first made the deck tops cite ARCH-TURN-2 and the face-up tokens
    ARCH-PROGRESS-FACEDOWN, rules of a turn not yet begun."""
    state = GAME.new_state({"difficulty": "easy", "first_player": first}, 4, "companion")
    rules = []
    while state.head is not None and state.head.kind == "ask":
        rules.append(_asked_rule(state))
        state, _ = GAME.apply(state, GAME.legal_actions(state)[0])
    assert len(rules) == 5 and set(rules) == {"ARCH-SETUP-2P"}


@pytest.mark.rule("ARCH-DATA-2P")
@pytest.mark.parametrize("turn", ["player", "automa"])
def test_a_question_between_two_turns_cites_the_normal_rules_not_the_set_up_nor_a_turn(turn):
    """A correction between turns asks the deck's new top before the next turn begins."""
    state = table("wood", "stone", mode="companion", turn=turn, turn_number=7, automa_deck=(UNKNOWN,) * 3,
                  queue=(Task(kind="ask", reason="card", deck="automa"), Task(kind="turn_start")))
    assert _asked_rule(state) == "ARCH-DATA-2P"


# -- 2. a click on a piece that only shows the table says what it is ---------------------------------
def _clicked(window, qtbot, state, key, lang="en") -> list[str]:
    from solo_desk.ui.i18n import set_language

    from .test_scene import click, open_state, piece

    set_language(lang)
    scene = open_state(window, qtbot, state)
    window.view.fitInView(scene.itemsBoundingRect())
    with status_messages(window) as said:
        click(qtbot, window.view, piece(scene, key))
    assert window.controller.session.cursor == 0  # nothing played
    # one line of the status bar of a 1280-pixel window, in either language
    assert said and QFontMetrics(window.statusBar().font()).horizontalAdvance(said[-1]) < 1200
    return said


@pytest.mark.gui
@pytest.mark.rule("ARCH-STAGE-PREF")
@pytest.mark.parametrize("lang, built, open_, locked", [
    ("en", "The Opponent's Stage 1 (2 different resources, 4 VP): constructed.",
     "The Opponent's Stage 2 (2 identical resources, 5 VP): it constructs it on its turn",
     "The Opponent's Stage 4 (3 identical resources, 7 VP): locked until it constructs the level below."),
    ("it", "Stadio 1 dell'Avversario (2 risorse diverse, 4 PV): costruito.",
     "Stadio 2 dell'Avversario (2 risorse identiche, 5 PV): lo costruisce nel suo turno",
     "Stadio 4 dell'Avversario (3 risorse identiche, 7 PV): bloccato finché non costruisce il livello sottostante."),
])
def test_a_click_on_an_opponents_stage_says_what_it_is(window, qtbot, lang, built, open_, locked):
    from solo_desk.games.architects.content import wonder

    stages = wonder("giza").stages
    assert [(s.number, s.requirement, s.cost, s.vp) for s in stages[:2] + stages[3:4]] == [
        (1, "different", 2, 4), (2, "identical", 2, 5), (4, "identical", 3, 7)]  # the texts below
    state = table("wood", "stone", turn="player", automa_built=(1,), queue=(Task(kind="pick", reason="main"),
                                                                          Task(kind="end_turn")))
    assert _clicked(window, qtbot, state, ("stage", "automa", 1), lang)[-1].startswith(built)
    assert _clicked(window, qtbot, state, ("stage", "automa", 2), lang)[-1].startswith(open_)
    assert _clicked(window, qtbot, state, ("stage", "automa", 4), lang)[-1].startswith(locked)


@pytest.mark.gui
@pytest.mark.rule("ARCH-TURN-1")
@pytest.mark.parametrize("lang, holder, said", [
    ("en", None, "The Cat pawn: nobody holds it yet"),
    ("en", "player", "The Cat pawn is yours: 2 VP at the end, and on your turn you may look at the central deck's "
                     "top card"),
    ("en", "automa", "The Cat pawn is the Opponent's: 2 VP at the end; at its turn's start it turns the central "
                     "deck's top card face up (ARCH-TURN-1)"),
    ("it", None, "La pedina Gatto: nessuno ce l'ha ancora"),
    ("it", "automa", "La pedina Gatto è dell'Avversario: 2 PV a fine partita"),
])
def test_a_click_on_the_cat_says_who_holds_it_and_what_it_does(window, qtbot, lang, holder, said):
    state = table("wood", "stone", turn="player", cat=holder, queue=(Task(kind="pick", reason="main"),
                                                                     Task(kind="end_turn")))
    assert _clicked(window, qtbot, state, ("cat",), lang)[-1].startswith(said)


@pytest.mark.gui
@pytest.mark.parametrize("lang, said", [
    ("en", "The discard pile, 3 cards: spent on stages, Green sets traded for tokens"),
    ("it", "La pila degli scarti, 3 carte: spese negli Stadi, set Verdi scambiati"),
])
def test_a_click_on_the_discard_pile_says_what_lies_there(window, qtbot, lang, said):
    state = table("wood", "stone", turn="player", discard=("wood", "wood", "gold"),
                  queue=(Task(kind="pick", reason="main"), Task(kind="end_turn")))
    assert _clicked(window, qtbot, state, ("discard",), lang)[-1].startswith(said)


@pytest.mark.gui
@pytest.mark.parametrize("lang, said", [
    ("en", "The Opponent's Stage 2 (2 identical resources, 5 VP): not constructed. The game is over."),
    ("it", "Stadio 2 dell'Avversario (2 risorse identiche, 5 PV): non costruito. La partita è finita."),
])
def test_at_the_end_an_opponents_stage_left_unbuilt_is_not_promised_a_turn(window, qtbot, lang, said):
    state = table("wood", "stone", turn="player", automa_built=(1,), player_built=(1, 2, 3, 4, 5),
                  queue=(), ended="wonder")
    assert _clicked(window, qtbot, state, ("stage", "automa", 2), lang)[-1] == said


# -- 3. a reopened companion game still explains the Opponent's last turn ---------------------------
def _answer_until_the_opponent_has_played(controller, rng):
    """Play (the built-in policy's moves, the table's answers at random) until the Opponent's turn
    just applied asked the table for a card and rolled its die."""
    for _ in range(400):
        proposal = controller.proposal
        if proposal.status == "needs_input" and proposal.inputs:
            request = proposal.inputs[0]
            controller.answer(request.name, rng.choice(request.choices).value)
        elif proposal.applicable():
            automa = proposal.status == "automa_turn"
            assert controller.apply_proposal()
            actions = controller.session.steps[controller.session.cursor - 1].actions
            if automa and any(a.family == "answer" for a in actions) and any(a.outcomes.get("dice") for a in actions):
                return
        else:
            controller.apply(GAME.player_policy(controller.state, rng))
    raise AssertionError("no Opponent's turn asked for a card and a die")


@pytest.mark.gui
@pytest.mark.rule("ARCH-TURN-2")
def test_a_reopened_companion_game_explains_the_opponents_last_turn_and_undo_gives_its_answers(window, qtbot, tmp_path):
    """Its cards told at the table were answer actions by nobody, and its dice a list: a reopened game
    proposed the turn again with none of them, so "Its last turn" was gone."""
    import random

    from PySide6.QtWidgets import QApplication

    assert window.start_game("architects", {"difficulty": "easy"}, 3, "companion")
    _answer_until_the_opponent_has_played(window.controller, random.Random(3))
    QApplication.processEvents()
    panel = window.docks["automa"].widget()

    def last_turn():
        lines = [panel.steps.item(i).text() for i in range(panel.steps.count())]
        heading = "Its last turn, as applied:"
        return lines[lines.index(heading) + 1:] if heading in lines else None

    explained = last_turn()
    assert explained and any(line.startswith("ARCH-DIE-") for line in explained)
    path = tmp_path / "game.json"
    assert window.controller.save(path) and window.open_file(path)  # a new controller: proposed again
    QApplication.processEvents()
    panel = window.docks["automa"].widget()
    assert last_turn() == explained
    step = window.controller.session.steps[-1]
    window.controller.undo()
    assert window.controller.proposal.status == "automa_turn"  # its answers given again: Apply is left
    assert window.controller.proposal.actions == list(step.actions)
