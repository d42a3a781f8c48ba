"""Fixes of the ninth Architects session: the card names read well in a sentence and in a list, from
one place (cards.json) on the board and in the messages; a refused move is named in words only, in
the window and on the command line; the told die's caption clear of the tokens beside it; the
command line's new-game line and missing answer in the chosen language; the same Wonder twice."""
from __future__ import annotations

import json

import pytest

from solo_desk.core.errors import IllegalAction
from solo_desk.core.messages import render_value
from solo_desk.games.architects import GAME
from solo_desk.games.architects.content import card_name, content
from solo_desk.games.architects.rules import apply
from solo_desk.games.architects.state import Answer, Build, ChooseToken, KeepCard
from tests.history_person import line

from .helpers import table

pytestmark = pytest.mark.rule("ARCH-SETUP-2P")


# -- 1. the card names ---------------------------------------------------------------------------
def test_no_card_name_breaks_a_list_or_a_sentence():
    """Session 9: "Blu, 3 punti" and "Scienza: compasso" read as two items of a list, and "Gold (1 coin)"
    nested parentheses in "takes the top card of your deck (Gold (1 coin))"."""
    for spec in content().kinds.values():
        for name in (spec.name.en, spec.name.it):
            assert not any(mark in name for mark in ",:;()"), name


@pytest.mark.parametrize("card, it", [
    ("blue_3vp", "Blu da 3 punti"), ("blue_cat", "Blu da 2 punti con Gatto"), ("compass", "Verde con compasso"),
    ("gold", "Oro da 1 Moneta"),
])
def test_the_history_names_a_card_as_the_board_does(card, it):
    """One place holds the names: the history's line and the board's name are the same words."""
    from solo_desk.games.architects.scene import card_name as board_name
    from solo_desk.ui.i18n import set_language

    build = Build(stage=2, payment=("wood", card), by="player")
    assert line(GAME, build, "it") == f"costruisci lo Stadio 2, spendendo Legno, {it}"
    set_language("it")
    try:
        assert board_name(card) == it
    finally:
        set_language("en")


def test_a_name_this_game_does_not_know_is_not_shown_as_a_message_key():
    assert render_value(card_name("dragon"), "it") == "dragon"
    assert render_value(card_name(None), "it") == "una carta coperta"


# -- 2. refusals say the move in words -----------------------------------------------------------
@pytest.mark.parametrize("action, en", [
    (Build(stage=1, payment=("stone", "papyrus")), "Stage 1 cannot be constructed with Stone, Papyrus"),
    (ChooseToken(token="tactics"), "The Progress token Tactics is not available"),
    (KeepCard(card="blue_cat"), "Blue 2 VP and Cat is not among the revealed cards"),
    (Answer(value="gold"), "Gold coin cannot be the answer to this question: answer with one of the values it offers"),
])
def test_a_refused_move_names_its_cards_and_tokens_not_their_codes(action, en):
    """Session 9: "Stage 1 cannot be constructed with stone, papyrus" named the cards by their ids."""
    from solo_desk.games.architects.state import Task

    task = {"build": Task(kind="build"), "choose_token": Task(kind="token"), "hali_keep": Task(kind="hali_keep"),
            "answer": Task(kind="ask", reason="card", deck="player", index=0)}[action.kind]
    state = table("wood", "stone", turn="player", face_up=("decor", "culture", "economy"))
    state = state.model_copy(update={"queue": (task, Task(kind="end_turn"))})  # the decision, as asked
    with pytest.raises(IllegalAction) as refused:
        apply(state, action)
    assert refused.value.message("en") == en


@pytest.mark.gui
@pytest.mark.parametrize("lang, wanted", [
    ("en", "Choosing a Progress token is not possible now: the game expects you to take a card from a deck"),
    ("it", "Scegliere un segnalino Progresso non è possibile ora: il gioco attende che tu prenda una carta da un mazzo"),
])
def test_the_window_says_a_refused_move_in_words(window, qtbot, lang, wanted):
    """Session 9: the window's status bar showed "… (choose_token) …: … (take)"."""
    from solo_desk.ui.i18n import set_language
    from tests.gui import status_messages

    from .test_scene import open_state

    set_language(lang)
    try:
        open_state(window, qtbot, table("wood", "stone", turn="player"))
        with status_messages(window) as heard:
            assert not window.controller.apply(ChooseToken(token="tactics", by="player"))
        assert heard == [wanted]
    finally:
        set_language("en")


@pytest.mark.parametrize("lang, wanted", [
    ("en", "solo-desk: Constructing a stage is not possible now: the game expects you to take a card from a deck\n"),
    ("it", "solo-desk: Costruire uno Stadio non è possibile ora: il gioco attende che tu prenda una carta da un mazzo\n"),
])
def test_the_command_line_says_a_refused_move_in_words(tmp_path, capsys, lang, wanted):
    from solo_desk.cli import main

    path = str(tmp_path / "game.json")
    assert main(["new", "architects", "--seed", "3", "-o", path]) == 0
    capsys.readouterr()
    build = json.dumps({"kind": "build", "stage": 1, "payment": ["wood", "gold"]})
    assert main(["--lang", lang, "apply", path, "--action", build]) == 3
    assert capsys.readouterr().err == wanted


# -- 3. the board at 1280×800 in Italian -----------------------------------------------------------
@pytest.mark.gui
@pytest.mark.parametrize("lang", ["en", "it"])
def test_the_told_die_s_caption_stays_clear_of_the_tokens_told_beside_it(window, lang):
    """Session 9: in a companion set-up, with the die and a revealed token told in the panel, the
    Italian "indicato, da applicare" under the die ran over the token's "dal tavolo"."""
    from PySide6.QtWidgets import QApplication, QGraphicsSimpleTextItem

    from solo_desk.ui.i18n import tr

    window.set_language(lang)
    assert window.start_game("architects", {}, 7, "companion")
    controller = window.controller
    for kind in ("die", "choice"):  # the set-up die, then the first token revealed
        request = controller.proposal.inputs[0]
        assert request.kind == kind
        controller.answer(request.name, request.choices[0].value)
        for _ in range(8):
            QApplication.processEvents()
    texts = [i for i in window.scene.items() if isinstance(i, QGraphicsSimpleTextItem) and i.isVisible()]
    caption = next(i for i in texts if i.text() == tr("told, to apply"))
    told = [i for i in texts if i.text() == tr("told")]
    assert told  # the revealed token, drawn as told
    for other in told:
        assert not caption.sceneBoundingRect().intersects(other.sceneBoundingRect()), other.text()


# -- 4. the command line in Italian ----------------------------------------------------------------
def test_a_new_game_is_announced_in_the_chosen_language(tmp_path, capsys):
    """Session 9: `solo-desk --lang it new …` answered "c.json: new architects game, seed 7, companion mode"."""
    from solo_desk.cli import main

    path = str(tmp_path / "game.json")
    assert main(["--lang", "it", "new", "architects", "--mode", "companion", "--seed", "7", "-o", path]) == 0
    assert capsys.readouterr().out == f"{path}: nuova partita a 7 Wonders Architects (Avversario solitario), seme 7, tavolo reale\n"
    assert main(["new", "architects", "--seed", "7", "-o", path]) == 0
    assert capsys.readouterr().out == f"{path}: new game of 7 Wonders Architects (solo Opponent), seed 7, digital table\n"


@pytest.mark.rule("ARCH-SETUP-TOKEN")
def test_an_answer_still_missing_is_asked_by_its_question(tmp_path, capsys):
    """Session 9: with the set-up die told and the first token not, `apply` said "the automa's turn
    needs your answer first: give --input for token_2": not the Opponent's turn, and no question."""
    from solo_desk.cli import main

    path = str(tmp_path / "game.json")
    assert main(["new", "architects", "--mode", "companion", "--seed", "7", "-o", path]) == 0
    capsys.readouterr()
    assert main(["--lang", "it", "apply", path, "--input", "die_1=4"]) == 3
    assert capsys.readouterr().err == ("solo-desk: serve ancora una risposta: Quale segnalino Progresso è stato "
                                       "rivelato dalla pila coperta? — indicala con --input token_2=VALORE "
                                       f"(`solo-desk propose {path}` elenca i valori)\n")


@pytest.mark.parametrize("lang, wanted", [
    ("en", "You and the Opponent cannot both play Halicarnassus: choose another Wonder for one of you"),
    ("it", "Tu e l'Avversario non potete giocare entrambi Halikarnassos: scegli un'altra Meraviglia per uno dei due"),
])
def test_the_same_wonder_for_both_sides_is_refused_by_its_name(lang, wanted):
    """Session 9: "Both players cannot play halicarnassus" (the id, and no way out), in the wizard too."""
    from solo_desk.core.errors import BadInput

    with pytest.raises(BadInput) as refused:
        GAME.new_state({"player_wonder": "halicarnassus", "automa_wonder": "halicarnassus"}, 3, "companion")
    assert refused.value.message(lang) == wanted
