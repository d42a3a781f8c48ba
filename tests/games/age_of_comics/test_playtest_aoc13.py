"""This morning's playtest: the Automa card answered by the number the player sees ("4" is demo-4, not
demo-5), the card named mid-turn shown on the board before Apply, and the final scoring's genres listed
with "and" / "e"."""
import json

import pytest
from PySide6.QtWidgets import QGraphicsSimpleTextItem

from solo_desk.cli import main
from solo_desk.core import saves
from solo_desk.core.messages import render
from solo_desk.core.proposal import choice_items
from solo_desk.core.session import Session
from solo_desk.games.age_of_comics import GAME, bot
from solo_desk.games.age_of_comics import rules as R
from solo_desk.games.age_of_comics.content import content
from solo_desk.games.age_of_comics.state import PrintedComic

from .helpers import started
from .test_audit_companion_answers import companion
from .test_audit_playtest3 import open_window, provisional_frames, redrawn


def card_question(state):
    return next(r for r in GAME.propose(state).inputs if r.name == "automa_card")


# -- 1. the Automa card by its number in your deck -------------------------------------------------
@pytest.mark.rule("AOC-FLOW-REVEAL")
def test_the_automa_card_is_answered_by_the_number_its_name_shows():
    """`--input automa_card=3` took demo-4: the answers were the deck's indexes, counted from 0."""
    state = companion(started(3))
    request = card_question(state)
    items = choice_items(request, "en")
    assert items and all(text.startswith(f"demo-{value}: ") for text, value in items)
    flip = GAME.propose(state, {"automa_card": "4"}).actions[0]
    assert flip.kind == "flip" and flip.outcomes["automa_card_name"] == "demo-4"
    assert flip.outcomes["automa_card"] == 3  # the action records the deck's index, as before
    assert GAME.recorded_answers([flip])["automa_card"] == "4"  # an Undo gives back the answer given


@pytest.mark.rule("AOC-FLOW-REVEAL")
def test_the_explanation_says_the_answer_is_the_cards_number_and_a_name_is_refused_with_it():
    state = companion(started(3))
    proposal = GAME.propose(state)
    step = next(s for s in proposal.trace if s.key.endswith("ask_why.automa_card"))
    assert "or by its number, its place in your deck (demo-12 is 12)" in render(step.key, step.params, "en")
    assert "o con il suo numero, il suo posto nel mazzo (demo-12 è la 12)" in render(step.key, step.params, "it")
    request = card_question(state)
    reason = GAME.refuse_answer(state, request, "demo-4")
    assert render(reason.key, reason.params, "en") == "demo-4 is card 4 of your deck: answer 4."
    assert render(reason.key, reason.params, "it") == "demo-4 è la carta 4 del tuo mazzo: rispondi 4."
    assert GAME.refuse_answer(state, request, "zz") is None


@pytest.mark.rule("AOC-FLOW-REVEAL")
def test_the_command_line_takes_the_number_shown(capsys, tmp_path):
    state = companion(started(3))
    path = tmp_path / "card.json"
    saves.save(Session(GAME, state, dict(state.options)), path)
    assert main(["propose", str(path), "--input", "automa_card=4", "--json"]) == 0
    flip = json.loads(capsys.readouterr().out)["proposal"]["actions"][0]
    assert flip["outcomes"]["automa_card_name"] == "demo-4"
    assert main(["propose", str(path), "--input", "automa_card=demo-4"]) == 2
    assert "demo-4 is card 4 of your deck: answer 4." in capsys.readouterr().err


# -- 2. a card named mid-turn shows on the board before Apply ------------------------------------------
@pytest.mark.gui
@pytest.mark.rule("AOC-FLOW-REVEAL")
def test_the_card_named_while_other_questions_are_open_shows_dashed_on_its_slot(window, qtbot):
    """The card's SALES! asks the values of the orders it flips: the slot said "card 1 face down"
    until Apply, though the other answers show at once with a dashed red frame."""
    state = companion(started(3))
    scene = open_window(window, qtbot, state)
    controller = window.controller
    controller.answer("automa_card", "9")  # demo-9: SALES! first, whose flipped orders are asked
    redrawn(qtbot, window)
    scene = window.scene
    assert controller.proposal.status == "needs_input" and not controller.proposal.actions
    assert controller.state.flipped == 0  # not applied
    assert ("slot", 0) in provisional_frames(scene)
    names = [i.text() for i in scene.items() if isinstance(i, QGraphicsSimpleTextItem) and i.data(0) == ("slot_name", 0)]
    assert names == ["demo-9"]
    assert any(p.key == ("slot_action", 0, "sales") for p in scene.pieces())
    assert "(told by you, not yet applied)" in next(p for p in scene.pieces() if p.key == ("slot", 0)).toolTip()


# -- 3. the final scoring lists genres as each language does ----------------------------------------
@pytest.mark.rule("AOC-CHALLENGE-PENALTY")
def test_the_genres_a_challenge_misses_are_listed_with_and():
    state = started(3)
    state.player.printed = [PrintedComic(comic="crime-1", ripoff=False, writer="w-crime-1", artist="a-crime-1",
                                         fans=3, round=1)]
    why = bot.challenge_why(state, next(n for n, c in content().challenge_by_name.items() if c.kind == "all_genres"))
    assert render(why["key"], why["params"], "en") == "no comic printed of horror, romance, sci-fi, superheroes and western"
    assert render(why["key"], why["params"], "it").endswith(", supereroi e western")


# -- playtest at 1280×800: the round start's questions come with their explanation ---------------------
@pytest.mark.rule("AOC-GEN-BASE")
def test_the_round_starts_questions_are_explained_first():
    """Round I's thirty questions came with no explanation at all: the panel hid the explanation
    and gave all its height to the questions."""
    state = GAME.new_state({"deck": "demo"}, 5, "companion")
    state, _ = GAME.apply(state, R.setup_actions(state)[0])
    proposal = GAME.propose(state)
    assert proposal.status == "needs_input" and len(proposal.inputs) > 20
    first = proposal.trace[0]
    assert first.rule == "AOC-GEN-BASE" and first.key.endswith("ask_why.round_start_first")
    assert render(first.key, first.params, "en").startswith("Round I starts: set up the table as the base game says")
    assert render(first.key, first.params, "it").startswith("Inizia il round I: prepara il tavolo come nel gioco base")
    assert proposal.trace[1].rule == "AOC-SETUP-LEVEL"


@pytest.mark.gui
@pytest.mark.parametrize("lang", ["en", "it"])
def test_the_explanation_shows_above_the_round_starts_questions_at_1280(window, qtbot, lang):
    from solo_desk.ui.i18n import set_language

    set_language(lang)
    window.resize(1280, 800)
    assert window.start_game("age_of_comics", {"deck": "demo"}, 5, "companion")
    window.controller.apply(R.setup_actions(window.controller.state)[0])
    panel = window.docks["automa"].widget()
    qtbot.waitUntil(lambda: len(panel._rows) > 20)
    qtbot.wait(20)
    assert panel.steps.isVisible() and panel.steps.count() >= 2
    first = panel.steps.visualItemRect(panel.steps.item(0))
    assert first.top() >= 0 and first.bottom() <= panel.steps.viewport().height()  # read without scrolling
    assert panel.steps.item(0).text().startswith({"en": "AOC-GEN-BASE: Round I starts", "it": "AOC-GEN-BASE: Inizia il round I"}[lang])
