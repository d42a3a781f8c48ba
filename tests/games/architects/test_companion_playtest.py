"""Companion-mode playtest fixes: while the Opponent's turn waits for the table, the deck it took
from is framed (where to look for the new top); the history and the explanation say which card
the table told (a deck's new top, the central card, a position)."""
from __future__ import annotations

import pytest

from solo_desk.ui.i18n import set_language

from .helpers import table
from .test_companion import _with_unknown
from .test_playtest_fixes import texts
from .test_scene import open_state, piece

pytestmark = pytest.mark.gui


def new_top_asked():
    """Companion: the Opponent takes the Gold on top of its deck (ARCH-PRIO-2); the table is then
    asked which card is now on top of that deck."""
    from solo_desk.games.architects.state import UNKNOWN

    state = table("shield_horn2", "gold", mode="companion", automa_deck=(UNKNOWN,) * 3)
    return _with_unknown(state, {"automa": {"wood": 2, "stone": 1}})


@pytest.mark.rule("ARCH-PRIO-2", "ARCH-TURN-2")
@pytest.mark.parametrize("lang, prompt, badge", [
    ("en", "The Opponent's turn so far is framed: answer the table's question in the Automa panel, then Apply",
     "Opponent's pick"),
    ("it", "Il turno dell'Avversario finora è incorniciato: rispondi alla domanda del tavolo nel pannello Automa, "
           "poi Applica", "Scelta dell'Avversario"),
])
def test_the_deck_the_opponent_took_from_is_framed_while_its_new_top_is_asked(window, qtbot, lang, prompt, badge):
    set_language(lang)
    scene = open_state(window, qtbot, new_top_asked())
    proposal = window.controller.proposal
    assert proposal.status == "needs_input" and not proposal.actions
    assert proposal.inputs[0].key == "architects.input.card_automa_top"
    qtbot.waitUntil(lambda: prompt in texts(window.scene))
    scene = window.scene
    assert {p.key for p in scene.pieces() if p.highlighted} == {("deck", "automa")}
    assert badge in texts(scene)
    assert window.controller.session.cursor == 0  # nothing applied before the answer
    window.controller.answer(proposal.inputs[0].name, "wood")
    qtbot.waitUntil(lambda: window.controller.proposal.applicable())
    window.apply_proposal()
    qtbot.waitUntil(lambda: window.controller.session.cursor == 1)
    assert "gold" in window.controller.state.automa.cards


def test_nothing_is_framed_while_the_opponents_die_is_asked_first(window, qtbot):
    """No priority met by any face-up card (ARCH-DIE-NONE): the die is asked before anything is
    decided, so nothing is framed and the prompt claims nothing."""
    from solo_desk.games.architects.state import UNKNOWN

    state = table("blue_3vp", "blue_3vp", mode="companion", automa_deck=(UNKNOWN,) * 3,
                  player_deck=(UNKNOWN,) * 3)
    state = _with_unknown(state, {"automa": {"wood": 3}, "player": {"wood": 3}})
    scene = open_state(window, qtbot, state)
    assert window.controller.proposal.inputs[0].kind == "die"
    qtbot.waitUntil(lambda: "Answer the table's question in the Automa panel, then Apply" in texts(window.scene))
    assert not any(p.highlighted for p in window.scene.pieces())


def told_line(action, lang):
    from solo_desk.core.messages import render
    from solo_desk.games.architects import GAME

    described = GAME.describe(action)
    return render(described.key, described.params, lang)


@pytest.mark.rule("ARCH-TURN-2")
def test_the_history_says_which_card_the_table_told():
    """"the table shows the card Wood" did not say which card it was: the new top of which deck,
    or the central card drawn. The answer records the question's deck and position."""
    from solo_desk.games.architects import GAME
    from solo_desk.games.architects.state import Answer

    state = new_top_asked()
    proposal = GAME.propose(state, {"card_1": "wood"})
    assert [a.kind for a in proposal.actions] == ["take", "answer"]
    state, _ = GAME.apply(state, proposal.actions[0])
    _, done = GAME.apply(state, proposal.actions[1])
    assert done.outcomes["asked"] == {"deck": "automa", "index": 0}
    assert told_line(done, "en") == "the top card of the Opponent's deck is Wood"
    assert told_line(done, "it") == "in cima al mazzo dell'Avversario c'è Legno"
    # the explanation says it too
    assert any(step.key == "architects.trace.told_card_top_automa" for step in proposal.trace)
    # a save written before names the card only; a forged "asked" is worked out again
    assert told_line(Answer(value="wood"), "en") == "the table shows the card Wood"
    _, again = GAME.apply(state, proposal.actions[1].with_outcomes(asked={"deck": "player", "index": 3}))
    assert again.outcomes["asked"] == {"deck": "automa", "index": 0}


@pytest.mark.parametrize("deck, index, en, it", [
    ("player", 0, "the top card of your deck is Wood", "in cima al tuo mazzo c'è Legno"),
    ("central", 0, "the card from the central deck is Wood", "la carta del mazzo centrale è Legno"),
    ("automa", 2, "card 3 of the Opponent's deck is Wood", "la carta 3 del mazzo dell'Avversario è Legno"),
])
def test_each_card_question_has_its_own_history_line(deck, index, en, it):
    from solo_desk.games.architects.state import Answer

    told = Answer(value="wood").with_outcomes(asked={"deck": deck, "index": index})
    assert (told_line(told, "en"), told_line(told, "it")) == (en, it)


@pytest.mark.rule("ARCH-SETUP-2P")
def test_a_new_top_told_in_the_panel_is_drawn_on_the_deck_before_apply(window, qtbot):
    """Your take from your deck: the table is asked its new top. Answered in the panel, the deck
    shows that card, captioned "told", before Apply; "Answer again" turns it back to "?"."""
    from solo_desk.games.architects import GAME
    from solo_desk.games.architects.state import UNKNOWN, Take

    state = table("wood", "stone", mode="companion", turn="player", player_deck=(UNKNOWN,) * 3)
    state = _with_unknown(state, {"player": {"clay": 2, "glass": 1}})
    state, _ = GAME.apply(state, Take(deck="player", by="player"))
    assert state.head.kind == "ask"
    scene = open_state(window, qtbot, state)
    assert piece(scene, ("deck", "player")).card == UNKNOWN
    window.controller.answer(window.controller.proposal.inputs[0].name, "glass")
    qtbot.waitUntil(lambda: piece(window.scene, ("deck", "player")).card == "glass")
    deck = piece(window.scene, ("deck", "player"))
    assert deck.caption == "told" and "Apply confirms it" in deck.toolTip()
    assert window.controller.state.decks["player"].top == UNKNOWN  # not applied
    window.controller.clear_answers()
    qtbot.waitUntil(lambda: piece(window.scene, ("deck", "player")).card == UNKNOWN)


@pytest.mark.rule("ARCH-SETUP-2P")
def test_tokens_revealed_at_set_up_and_told_in_the_panel_are_drawn_on_offer_before_apply(window, qtbot):
    from solo_desk.games.architects import GAME

    state = GAME.new_state({}, 7, "companion")
    open_state(window, qtbot, state)
    controller = window.controller
    die = controller.proposal.inputs[0]
    assert die.kind == "die"
    controller.answer(die.name, "3")
    qtbot.waitUntil(lambda: controller.proposal.inputs[-1].key == "architects.input.token")
    asked = controller.proposal.inputs[-1]
    told = asked.choices[0].value
    assert not any(p.key == ("told_token", told) for p in window.scene.pieces())
    controller.answer(asked.name, told)
    qtbot.waitUntil(lambda: any(p.key == ("told_token", told) for p in window.scene.pieces()))
    drawn = piece(window.scene, ("told_token", told))
    assert "Apply confirms it" in drawn.toolTip() and "told" in texts(window.scene)
    assert controller.state.tokens_face_up == ()  # nothing applied
    controller.clear_answers()
    qtbot.waitUntil(lambda: not any(p.key[0] == "told_token" for p in window.scene.pieces()))
