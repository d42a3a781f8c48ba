"""Playtest round 5: every count the board shows for either side can be corrected (tickets, chart
VP, the Automa's comics' fans, mastery tokens), undoable and in the history; round V's end (the
game's end) is previewed on the board as the earlier round ends are."""
from __future__ import annotations

import random

import pytest
from PySide6.QtWidgets import QGraphicsSimpleTextItem, QGraphicsTextItem, QInputDialog

from solo_desk.core.errors import IllegalAction
from solo_desk.core.messages import render
from solo_desk.core.session import Session
from solo_desk.games.age_of_comics import GAME
from solo_desk.games.age_of_comics import rules as R
from solo_desk.games.age_of_comics.scene import AgeOfComicsScene, genre_name
from solo_desk.games.age_of_comics.state import EditChartVp, EditMastery, EditTickets
from tests.gui import right_click

from .helpers import printed, started


def open_window(window, qtbot, state) -> AgeOfComicsScene:
    window.set_session(Session(GAME, state, dict(state.options)))
    qtbot.waitUntil(lambda: window.scene is not None and bool(window.scene.pieces()))
    redrawn(qtbot, window)
    return window.scene


def redrawn(qtbot, window):
    qtbot.waitUntil(lambda: not window.scene._refresh_pending)
    qtbot.wait(10)


def piece(scene, key):
    found = [p for p in scene.pieces() if p.key == key]
    assert found, key
    return found[0]


def last_line(controller, lang="en") -> str:
    step = controller.session.steps[controller.session.cursor - 1]
    line = GAME.describe(step.actions[-1])
    return render(line.key, line.params, lang)


def asked(monkeypatch, value):
    """QInputDialog.getInt answers `value` (OK) and records what it was asked."""
    seen = []

    def get_int(parent, title, label, current, low, high):
        seen.append((title, label, current, low, high))
        return value, True

    monkeypatch.setattr(QInputDialog, "getInt", staticmethod(get_int))
    return seen


def with_comics() -> R.AocState:
    state = started(3)
    state.player.printed = [printed("crime-1", 3)]
    state.automa.printed = [printed("horror-1", 5, writer="w-horror-1", artist="a-horror-1")]
    used = {"crime-1", "horror-1", "w-crime-1", "a-crime-1", "w-horror-1", "a-horror-1"}
    places = [*state.decks.values(), *state.displays.values(), *state.discards.values()]
    places += [state.player.hand, state.player.developed, state.automa.hand, state.automa.developed]
    for place in places:
        place[:] = [card for card in place if card not in used]
    GAME.check(state)
    return state


# -- gap 1: corrections of every count the board shows ------------------------------------------
@pytest.mark.gui
def test_your_tickets_are_corrected_with_a_click_undoably_and_in_the_history(window, qtbot, monkeypatch):
    scene = open_window(window, qtbot, started(3))
    seen = asked(monkeypatch, 2)
    ticket = piece(scene, ("tickets",))
    assert scene.can_correct(ticket) and scene.click_corrects(ticket)
    right_click(window.view, ticket)
    controller = window.controller
    qtbot.waitUntil(lambda: controller.state.player.tickets == 2)
    assert seen[0][2] == 0  # asked from the count the table shows
    assert last_line(controller) == "Correction: your Super-transport tickets set to 2"
    assert last_line(controller, "it") == "Correzione: i tuoi biglietti Super-trasporto portati a 2"
    redrawn(qtbot, window)
    assert piece(window.scene, ("tickets",)).label == "tickets: 2"
    assert controller.session.undo() and controller.state.player.tickets == 0


@pytest.mark.gui
@pytest.mark.parametrize("who", ["player", "automa"])
def test_each_sides_chart_vp_is_corrected_from_the_both_sides_panel(window, qtbot, monkeypatch, who):
    scene = open_window(window, qtbot, started(3))
    asked(monkeypatch, 7)
    right_click(window.view, piece(scene, ("chart_vp", who)))
    controller = window.controller
    qtbot.waitUntil(lambda: controller.state.side(who).chart_vp == 7)
    other = "automa" if who == "player" else "player"
    assert controller.state.side(other).chart_vp == 0
    expected = "your chart VP set to 7" if who == "player" else "the Automa's chart VP set to 7"
    assert last_line(controller) == "Correction: " + expected
    score = R.player_score if who == "player" else R.automa_score
    assert score(controller.state)["chart"] == 7
    assert controller.session.undo() and controller.state.side(who).chart_vp == 0


@pytest.mark.gui
def test_the_automas_comic_fans_are_corrected_with_a_right_click_its_click_still_prints_a_ripoff(
        window, qtbot, monkeypatch):
    scene = open_window(window, qtbot, with_comics())
    seen = asked(monkeypatch, 9)
    comic = piece(scene, ("printed", "automa", 0))
    assert scene.can_correct(comic) and not scene.click_corrects(comic)  # a click: PRINT! its rip-off
    right_click(window.view, comic)
    controller = window.controller
    qtbot.waitUntil(lambda: controller.state.automa.printed[0].fans == 9)
    assert seen[0][2] == 5
    assert last_line(controller).startswith("Correction: the fans of the Automa's comic #1 ")
    assert controller.session.undo() and controller.state.automa.printed[0].fans == 5


@pytest.mark.gui
@pytest.mark.parametrize("who", ["player", "automa"])
def test_a_marker_of_the_fan_chart_corrects_its_comics_fans(window, qtbot, monkeypatch, who):
    scene = open_window(window, qtbot, with_comics())
    asked(monkeypatch, 11)
    right_click(window.view, piece(scene, ("marker", who, 0)))
    controller = window.controller
    qtbot.waitUntil(lambda: controller.state.side(who).printed[0].fans == 11)


@pytest.mark.gui
def test_a_mastery_token_is_given_to_the_side_the_table_shows(window, qtbot):
    scene = open_window(window, qtbot, with_comics())
    offered = []

    def chooser(title, options):
        offered.append((title, [path for path, _ in options]))
        return next(value for path, value in options if path == ("the Automa's",))

    scene.chooser = chooser
    right_click(window.view, piece(scene, ("mastery", "horror")))
    controller = window.controller
    qtbot.waitUntil(lambda: controller.state.mastery["horror"] == "automa")
    # only a side with a printed horror comic may hold it; nobody holds it now (not offered)
    assert offered == [("The horror mastery token is really…", [("the Automa's",)])]
    assert last_line(controller) == "Correction: the horror mastery token given to the Automa"
    assert R.automa_score(controller.state)["mastery"] == R.content().mastery_vp
    assert controller.session.undo() and controller.state.mastery["horror"] is None


def test_corrections_the_table_cannot_show_are_refused_with_a_reason():
    state = with_comics()
    cases = [
        (EditTickets(side="automa", tickets=1), "The Automa never holds a Super-transport ticket"),
        (EditTickets(tickets=-1), "The number of tickets cannot be negative."),
        (EditChartVp(side="automa", vp=-3), "The chart VP cannot be negative."),
        (EditMastery(genre="crime", holder="automa"), "The Automa cannot hold the crime mastery"),
        (EditMastery(genre="horror", holder="player"), "You cannot hold the horror mastery"),
    ]
    for action, reason in cases:
        with pytest.raises(IllegalAction) as refused:
            GAME.apply(state, action)
        assert render(refused.value.key, refused.value.params, "en").startswith(reason)


def test_corrections_are_kept_by_a_save_and_its_reopening(tmp_path):
    from solo_desk.core import saves

    state = with_comics()
    session = Session(GAME, state, dict(state.options))
    session.apply(EditTickets(tickets=3))
    session.apply(EditChartVp(side="automa", vp=4))
    session.apply(EditMastery(genre="crime", holder="player"))
    saves.save(session, tmp_path / "game.json")
    reopened = saves.load(tmp_path / "game.json")
    assert len(reopened.steps) == 3
    state = reopened.state
    assert (state.player.tickets, state.automa.chart_vp, state.mastery["crime"]) == (3, 4, "player")


@pytest.mark.gui
def test_a_right_click_on_an_editor_says_why_editors_have_no_correction(window, qtbot):
    scene = open_window(window, qtbot, started(3))
    window.statusBar().showMessage("an old message")
    right_click(window.view, piece(scene, ("editor", "automa", 0)))
    qtbot.waitUntil(lambda: window.statusBar().currentMessage() != "an old message")
    message = window.statusBar().currentMessage()
    assert message.startswith("Editors have no correction") and "tickets" in message


# -- gap 2: round V's end on the board -----------------------------------------------------------
def at_last_round_end(seed=7) -> Session:
    session = Session.new(GAME, {}, seed, "digital")
    rng = random.Random(seed)
    while not (session.state.phase == "round_end" and session.state.round == 5):
        state = session.state
        if GAME.to_move(state) == "player":
            session.apply(GAME.player_policy(state, rng))
        else:
            session.apply(GAME.propose(state).actions)
    return session


def texts_of(item) -> str:
    return item.text() if isinstance(item, QGraphicsSimpleTextItem) else item.toPlainText()


def texts(scene):
    return [texts_of(item) for item in scene.items() if isinstance(item, (QGraphicsSimpleTextItem, QGraphicsTextItem))]


@pytest.mark.gui
@pytest.mark.rule("AOC-SCORE-WIN")
def test_round_fives_end_is_previewed_on_the_board_with_the_final_scores(window, qtbot):
    session = at_last_round_end()
    state = session.state
    window.set_session(session)
    qtbot.waitUntil(lambda: window.scene is not None and bool(window.scene.pieces()))
    redrawn(qtbot, window)
    scene = window.scene
    proposal = window.controller.proposal
    assert proposal.actions and proposal.actions[-1].kind == "end_round"
    final, _ = GAME.apply(state, proposal.actions[-1])
    mine, theirs = R.player_score(final)["total"], R.automa_score(final)["total"]
    shown = texts(scene)
    assert (f"Proposed: the end of round V and of the game: you {mine} VP, the Automa {theirs} VP"
            in shown)
    assert "final VP" in shown and "Final scores proposed, not yet applied (Apply ends the game)" in shown
    # the editors back, as at the earlier rounds' ends; the chart ranking's VP shown, dashed
    assert len([p for p in scene.pieces() if p.key[:2] == ("editor", "player")]) == R.content().editors_per_side
    for who in ("player", "automa"):
        assert piece(scene, ("chart_vp", who)).label == str(final.side(who).chart_vp)
    changed = {who for who in ("player", "automa") if final.side(who).chart_vp != state.side(who).chart_vp}
    assert changed and all(("chart_vp", who) in scene.provisional for who in changed)
    assert ("automa_discard",) in scene.provisional
    view_rect = window.view.mapToScene(window.view.viewport().rect()).boundingRect()
    banner = next(i for i in scene.items() if isinstance(i, (QGraphicsSimpleTextItem, QGraphicsTextItem))
                  and texts_of(i).startswith("Proposed: the end of round V"))
    assert view_rect.contains(banner.sceneBoundingRect())
    # nothing applied yet: the game goes on until Apply
    assert window.controller.state.phase == "round_end"
    assert window.controller.apply_proposal()
    redrawn(qtbot, window)
    assert window.controller.state.phase == "over"
    assert "Final scores proposed, not yet applied (Apply ends the game)" not in texts(window.scene)


# -- playtest: clicks that are no move say why ---------------------------------------------------
@pytest.mark.gui
@pytest.mark.parametrize("key, reason", [
    (("editor", "automa", 0), "The Automa's editors are placed on its turns"),
    (("editor", "player", 0), "Drag an editor onto an action, or click its first free space"),
    (("agent",), "Your agent moves with the Sales action"),
    (("mastery", "crime"), "Nobody can hold the crime mastery yet: no side has printed a comic of it"),
])
def test_a_click_that_is_no_move_says_why_in_the_status_bar(window, qtbot, key, reason):
    from .test_scene import click

    open_window(window, qtbot, started(3))
    controller = window.controller
    while GAME.to_move(controller.state) == "automa":
        assert controller.apply_proposal()
    redrawn(qtbot, window)
    window.statusBar().showMessage("an old message")
    click(qtbot, window.view, piece(window.scene, key))
    qtbot.waitUntil(lambda: window.statusBar().currentMessage() != "an old message")
    assert window.statusBar().currentMessage().startswith(reason)


@pytest.mark.gui
def test_an_idea_token_on_the_action_board_is_corrected(window, qtbot, monkeypatch):
    from solo_desk.games.age_of_comics.state import EditBoardIdeas

    state = started(3)
    assert state.ideas_board["western"] == 1
    scene = open_window(window, qtbot, state)
    seen = asked(monkeypatch, 0)
    right_click(window.view, piece(scene, ("idea", "western")))
    controller = window.controller
    qtbot.waitUntil(lambda: controller.state.ideas_board["western"] == 0)
    assert seen[0][2:] == (1, 0, 1)  # 0 or 1: one token of each genre a round
    assert last_line(controller) == "Correction: no western idea token on the action board"
    assert last_line(controller, "it") == \
        "Correzione: nessun segnalino idea del genere western sul tabellone delle azioni"
    with pytest.raises(IllegalAction):
        GAME.apply(controller.state, EditBoardIdeas(genre="western", count=2))
    assert controller.session.undo() and controller.state.ideas_board["western"] == 1


@pytest.mark.gui
def test_a_click_on_an_idea_token_of_the_action_board_takes_ideas_with_it(window, qtbot):
    from .test_scene import click

    open_window(window, qtbot, started(3))
    controller = window.controller
    while GAME.to_move(controller.state) == "automa":
        assert controller.apply_proposal()
    redrawn(qtbot, window)
    genre = next(g for g, n in controller.state.ideas_board.items() if n)
    offered = []

    def chooser(title, options):
        offered.extend(value for _, value in options)
        return options[0][1]

    window.scene.chooser = chooser
    assert not window.scene.click_corrects(piece(window.scene, ("idea", genre)))
    click(qtbot, window.view, piece(window.scene, ("idea", genre)))
    qtbot.waitUntil(lambda: controller.state.ideas_board[genre] == 0)
    assert offered and all(a.kind == "ideas" and genre in a.board for a in offered)
    redrawn(qtbot, window)
    window.statusBar().showMessage("an old message")
    click(qtbot, window.view, piece(window.scene, ("idea", genre)))  # none left there now
    qtbot.waitUntil(lambda: window.statusBar().currentMessage() != "an old message")
    assert window.statusBar().currentMessage().startswith(f"No {genre_name(genre)} idea token on the action board")


@pytest.mark.gui
def test_a_hand_over_the_limit_is_asked_first_the_editors_not_offered(window, qtbot):
    from .test_scene import click

    state = started(3)
    for action in GAME.propose(state).actions:  # the Automa's first turn
        state, _ = GAME.apply(state, action)
    state.discard_due = 1  # a hire left one card too many
    state.player.hand.append(state.decks["writers"].pop())
    GAME.check(state)
    open_window(window, qtbot, state)
    scene = window.scene
    shown = texts(scene)
    assert "Drag an editor onto an action, or click its first free space" not in shown
    assert shown.count("Hand limit: click 1 card of your hand to discard") == 2  # the mat and the action board
    editor = piece(scene, ("editor", "player", 0))
    assert not editor.flags() & editor.GraphicsItemFlag.ItemIsMovable
    window.statusBar().showMessage("an old message")
    click(qtbot, window.view, editor)
    qtbot.waitUntil(lambda: window.statusBar().currentMessage() != "an old message")
    assert window.statusBar().currentMessage() == "Hand limit: click 1 card of your hand to discard"
