"""The History panel's closing line: once a game is over, its last line says who won, why and the
final score (as the Automa panel's header does), in the window's language. It is no step: undo
takes the last move back and the line goes; it comes back with redo, a reopened save and a
language switch."""

import random

import pytest
from PySide6.QtWidgets import QApplication

from solo_desk.core import playout, registry, saves
from solo_desk.core.session import Session
from solo_desk.ui.panels import closing_text, game_over_header

pytestmark = pytest.mark.gui

GAMES = ("duel", "terra_mystica", "architects", "age_of_comics", "concordia")


def settle(qtbot) -> None:
    for _ in range(5):
        QApplication.processEvents()
    qtbot.wait(10)


def finished_session(game_id: str, seed: int = 7) -> Session:
    """A whole game played by the automa and the built-in player (as ``autoplay`` does)."""
    game = registry.get(game_id)
    session = Session.new(game, {}, seed, "digital")
    rng = random.Random(seed)
    while game.result(session.state) is None:
        assert len(session.steps) < 2000
        session.apply(playout.next_step(game, session.state, rng))
    return session


def lines(window) -> list[str]:
    history = window.docks["history"].widget().list
    return [history.item(row).text() for row in range(history.count())]


@pytest.mark.parametrize("game_id", GAMES)
def test_a_finished_game_closes_its_history_with_the_result_and_undo_takes_it_away(window, qtbot, tmp_path, game_id):
    session = finished_session(game_id)
    path = tmp_path / "done.json"
    saves.save(session, path)
    assert window.open_file(path)
    settle(qtbot)
    controller, history = window.controller, window.docks["history"].widget()
    result = controller.game.result(controller.state)
    steps = len(controller.session.steps)
    shown = lines(window)
    assert len(shown) == steps + 2  # the start, each step, the closing line
    closing = shown[-1]
    assert closing.startswith("Game over: ") and closing == closing_text(result)
    assert closing.replace(". ", "\n") == game_over_header(result).replace(". ", "\n")  # the header's words
    if result.winner in ("player", "automa"):  # the scores, the winner's first
        assert "Final score: " in closing
        assert str(result.scores[result.winner]) in closing.split("Final score: ")[1]
    else:  # Terra Mystica's solo variant: the player's own score
        assert str(result.scores["player"]) in closing
    # in sight under the last move, not a step one could go back to
    item = history.list.item(history.list.count() - 1)
    assert history.list.viewport().rect().intersects(history.list.visualItemRect(item))
    history._jump(item)
    settle(qtbot)
    assert controller.session.cursor == steps
    # not an undo step: undo takes the last move back (the line goes), redo plays it again
    assert controller.can_undo() and not controller.can_redo()
    window.undo()
    settle(qtbot)
    assert controller.session.cursor == steps - 1 and controller.game.result(controller.state) is None
    assert len(lines(window)) == steps + 1 and not any(line.startswith("Game over") for line in lines(window))
    window.redo()
    settle(qtbot)
    assert lines(window)[-1] == closing
    # a language switch: the same line in Italian
    window.set_language("it")
    settle(qtbot)
    italian = lines(window)[-1]
    assert italian.startswith("Partita finita: ") and "Game over" not in italian
    if result.winner in ("player", "automa"):
        assert "Punteggio finale: " in italian and "(" in italian  # the reason, in Italian too
    window.set_language("en")
    settle(qtbot)
    # saved and reopened: still there, once
    assert window.controller.save(path)
    assert window.open_file(path)
    settle(qtbot)
    assert lines(window)[-1] == closing
    assert sum(line.startswith("Game over") for line in lines(window)) == 1


def test_the_closing_line_says_why_the_game_ended(window, qtbot):
    """The reason in words from the core's catalogue (never its code), none for a variant that only
    scores the player."""
    from solo_desk.core.game import GameResult
    from solo_desk.ui.i18n import set_game, set_language

    set_game(None)  # the window's own names of the sides ("the automa"), no game's
    won = GameResult(winner="automa", reason="military", scores={"player": 12, "automa": 30}, rule="R")
    assert closing_text(won) == "Game over: the automa wins (military supremacy). Final score: the automa 30 · you 12"
    alone = GameResult(winner="none", reason="final_score", scores={"player": 37}, rule="R")
    assert closing_text(alone) == "Game over: you scored 37 VP"
    # a negative score (Age of Comics' unmet challenges) with the minus sign, as the boards show it
    behind = GameResult(winner="automa", reason="final_score", scores={"player": -34, "automa": 41}, rule="R")
    assert closing_text(behind).endswith("Final score: the automa 41 · you \u221234")
    assert closing_text(GameResult(winner="none", reason="final_score", scores={"player": -3}, rule="R")) == \
        "Game over: you scored \u22123 VP"
    odd = GameResult(winner="player", reason="no_such_reason", scores={"player": 3, "automa": 1}, rule="R")
    assert "no_such_reason" not in closing_text(odd)
    set_language("it")
    try:
        assert closing_text(won) == ("Partita finita: vince l'automa (supremazia militare). "
                                     "Punteggio finale: l'automa 30 · tu 12")
        assert closing_text(alone) == "Partita finita: hai totalizzato 37 PV"
    finally:
        set_language("en")


def test_the_generic_board_says_the_result_as_the_history_does(window, qtbot):
    """The board of a game without its own (the tiny fixture's) ends with the same words as the
    History panel, never the result's code ("(last_pebble)")."""
    assert window.start_game("pebbles", {"pile": 3}, 3, "digital")
    controller = window.controller
    rng = random.Random(3)
    while controller.game.result(controller.state) is None:
        controller.apply(playout.next_step(controller.game, controller.state, rng))
    settle(qtbot)
    result = controller.game.result(controller.state)
    from solo_desk.ui.generic_scene import GenericScene

    scene = GenericScene(controller, window)  # the board of a game without its own
    scene.refresh()
    texts = [item.toPlainText() for item in scene.items() if hasattr(item, "toPlainText")]
    assert closing_text(result) in texts
    assert not any(result.reason in text for text in texts)
    assert lines(window)[-1] == closing_text(result)
