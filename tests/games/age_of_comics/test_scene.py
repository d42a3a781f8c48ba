"""The Age of Comics table with pytest-qt: it builds at set-up and mid-game, a drag or a click
on an action space becomes the right move (with a menu of only the legal outcomes), companion
draws ask what the table shows, and the Automa's proposal is highlighted before it is applied."""
import random

import pytest
from PySide6.QtCore import QPointF, Qt

from solo_desk.games.age_of_comics import GAME
from solo_desk.games.age_of_comics import rules as R
from solo_desk.games.age_of_comics.content import content
from solo_desk.games.age_of_comics.scene import AgeOfComicsScene, SetupDialog

from .test_companion_and_deck import answer

pytestmark = pytest.mark.gui



class Chooser:
    """Stands in for the menu: records what was offered and picks with `pick(options)`."""

    def __init__(self, pick=lambda options: options[0][1]):
        self.pick = pick
        self.offered = []

    def __call__(self, title, options):
        self.offered.append((title, list(options)))
        return self.pick(options)


def start(window, qtbot, mode="digital", seed=3):
    assert window.start_game("age_of_comics", {"deck": "demo"}, seed, mode)
    qtbot.waitUntil(lambda: window.scene is not None and bool(window.scene.pieces()))
    assert isinstance(window.scene, AgeOfComicsScene)
    return window.controller


def piece(scene, key):
    found = [p for p in scene.pieces() if p.key == key]
    assert found, key
    return found[0]


def redrawn(qtbot, window):
    qtbot.waitUntil(lambda: not window.scene._refresh_pending)
    qtbot.wait(10)  # the automa's proposal is highlighted right after the board is drawn


def to_player_turn(window, qtbot):
    """Set up the player's side and play the Automa's first turn."""
    controller = window.controller
    if controller.state.phase == "setup":
        controller.apply(R.setup_actions(controller.state)[0])
    while GAME.to_move(controller.state) == "automa":
        assert controller.apply_proposal()
    redrawn(qtbot, window)
    return controller


def click(qtbot, view, item):
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=view.mapFromScene(item.center()))


def drag(qtbot, view, item, target: QPointF):
    qtbot.mousePress(view.viewport(), Qt.MouseButton.LeftButton, pos=view.mapFromScene(item.center()))
    qtbot.mouseMove(view.viewport(), view.mapFromScene(target))
    qtbot.mouseRelease(view.viewport(), Qt.MouseButton.LeftButton, pos=view.mapFromScene(target))


def test_the_table_at_set_up_shows_every_part(window, qtbot, monkeypatch):
    controller = start(window, qtbot)
    scene = window.scene
    keys = {p.key for p in scene.pieces()}
    for area in ("hire", "develop", "ideas", "print", "royalties", "sales"):
        assert {("space", area, i) for i in range(3)} <= keys
    assert {("editor", "player", n) for n in range(4)} <= keys and ("setup",) in keys
    assert {("slot", n) for n in range(4)} <= keys and ("automa_deck",) in keys
    assert len([k for k in keys if k[0] == "tile"]) == 30 and ("agent",) in keys
    assert {("calendar", n) for n in range(6)} <= keys and len([k for k in keys if k[0] == "mastery"]) == 6
    assert ("hand", "automa", controller.state.automa.hand[0]) in keys
    # the set-up is entered on the board
    chosen = {}

    def fake_exec(dialog):
        dialog.writer.setCurrentIndex(dialog.writer.findData("w-crime-2"))
        dialog.artist.setCurrentIndex(dialog.artist.findData("a-horror-2"))
        dialog.comic.setCurrentIndex(dialog.comic.findData(controller.state.decks["comics"][5]))
        chosen["comic"] = dialog.comic.currentData()
        return True

    monkeypatch.setattr(SetupDialog, "exec", fake_exec)
    click(qtbot, window.view, piece(scene, ("setup",)))
    qtbot.waitUntil(lambda: controller.session.cursor == 1)
    state = controller.state
    assert state.phase == "round_start" and state.player.hand == ["w-crime-2", "a-horror-2"]
    assert state.player.developed == [chosen["comic"]] and sum(state.player.ideas.values()) == 3


@pytest.mark.parametrize("seed", [1, 2, 3, 11, 42])
def test_the_set_up_dialog_s_defaults_are_a_legal_set_up(qapp, seed):
    from solo_desk.games.age_of_comics import GAME

    state = GAME.new_state({}, seed, "digital")
    dialog = SetupDialog(state)
    assert R.genre_of(dialog.writer.currentData()) != R.genre_of(dialog.artist.currentData())
    GAME.apply(state, dialog.action())  # accepted as offered: OK alone sets up the player
    for index in range(dialog.writer.count()):  # another writer: the artist follows if it must
        dialog.writer.setCurrentIndex(index)
        assert R.genre_of(dialog.writer.currentData()) != R.genre_of(dialog.artist.currentData())


def test_the_automa_choice_is_highlighted_before_it_is_applied(window, qtbot):
    controller = start(window, qtbot)
    controller.apply(R.setup_actions(controller.state)[0])
    redrawn(qtbot, window)
    proposal = controller.proposal
    assert proposal.status == "automa_turn"
    acting = proposal.actions[-1]
    area = acting.area if acting.kind == "pass" else R.AREA_OF_KIND[acting.kind]
    scene = window.scene
    lit = {p.key for p in scene.pieces() if p.highlighted}
    assert ("space", area, 0) in lit and ("slot", 0) in lit and ("slot_action", 0, area) in lit
    if acting.kind == "hire":
        assert {("card", acting.writer), ("card", acting.artist)} <= lit
    assert controller.session.cursor == 1  # nothing applied yet
    # the revealed card is previewed with its three actions, the chosen one marked
    flip = next(a for a in proposal.actions if a.kind == "flip")
    card = controller.state.deck.cards[flip.outcomes["automa_card"]]
    assert {("slot_action", 0, a) for a in card.actions} <= {p.key for p in scene.pieces()}
    assert controller.apply_proposal()
    redrawn(qtbot, window)
    state = controller.state
    assert state.spaces[area][0] == "automa" and state.automa_chosen == [area]
    assert piece(window.scene, ("slot_action", 0, area)).label.startswith("▶")


def test_dragging_an_editor_onto_royalties_takes_the_money(window, qtbot, monkeypatch):
    controller = start(window, qtbot)
    to_player_turn(window, qtbot)
    chooser = Chooser()
    monkeypatch.setattr(AgeOfComicsScene, "chooser", staticmethod(chooser))
    scene = window.scene
    before = controller.state.player.money
    cursor = controller.session.cursor
    zone = next(z for z in scene.zones() if z.key == ("area", "royalties"))
    drag(qtbot, window.view, piece(scene, ("editor", "player", 0)), zone.sceneBoundingRect().center())
    qtbot.waitUntil(lambda: controller.session.cursor == cursor + 1)
    assert chooser.offered[0][1][0][0] == ("gain $4",)
    assert controller.state.player.money == before + 4
    assert controller.state.spaces["royalties"][0] == "player"


def test_clicking_a_space_offers_only_the_legal_outcomes_and_plays_the_one_picked(window, qtbot, monkeypatch):
    controller = start(window, qtbot)
    to_player_turn(window, qtbot)
    state = controller.state
    legal = R.area_actions(state, "hire")
    target = next(a for a in legal if a.writer and a.artist)
    chooser = Chooser(lambda options: next(v for _, v in options if v == target))
    monkeypatch.setattr(AgeOfComicsScene, "chooser", staticmethod(chooser))
    space = R.first_free(state, "hire")
    cursor = controller.session.cursor
    click(qtbot, window.view, piece(window.scene, ("space", "hire", space)))
    qtbot.waitUntil(lambda: controller.session.cursor == cursor + 1)
    offered = chooser.offered[0][1]
    assert [v for _, v in offered] == legal  # every legal outcome, nothing else
    assert all(len(path) == 2 for path, _ in offered)  # writer, then artist
    assert target.writer in controller.state.player.hand and target.artist in controller.state.player.hand


def test_the_menu_labels_show_the_price(window, qtbot):
    controller = start(window, qtbot)
    to_player_turn(window, qtbot)
    scene = window.scene
    state = controller.state.model_copy(deep=True)
    state.player.money = 9
    state.player.ideas = {g: 3 for g in state.player.ideas}
    jobs = R.area_actions(state, "print")
    assert jobs
    for action in jobs:
        path = scene.option_path(state, action)
        cost = sum(R.creative(j.writer).value + R.creative(j.artist).value for j in action.prints)
        assert f"${cost}" in path[-1]
    sales = R.area_actions(state, "sales")
    assert any("move to" in scene.option_path(state, a)[0] and "($" in scene.option_path(state, a)[0] for a in sales)


def test_companion_blind_hire_asks_which_card_was_drawn(window, qtbot, monkeypatch):
    controller = start(window, qtbot, mode="companion", seed=4)
    controller.apply(R.setup_actions(controller.state)[0])
    rng = random.Random(0)
    while GAME.to_move(controller.state) == "automa":  # answer the table's questions, as the panel does
        play_automa_turn(controller)
    redrawn(qtbot, window)
    state = controller.state
    drawn = sorted(state.decks["writers"])[rng.randrange(len(state.decks["writers"]))]

    def pick(options):
        values = [v for _, v in options]
        if drawn in values:
            return drawn
        return next(v for v in values if v.writer is None and v.artist is not None)

    chooser = Chooser(pick)
    monkeypatch.setattr(AgeOfComicsScene, "chooser", staticmethod(chooser))
    cursor = controller.session.cursor
    click(qtbot, window.view, piece(window.scene, ("space", "hire", R.first_free(state, "hire"))))
    qtbot.waitUntil(lambda: controller.session.cursor == cursor + 1)
    assert chooser.offered[1][0] == "Which writer did you draw?"
    assert drawn in controller.state.player.hand
    assert controller.session.steps[-1].actions[0].outcomes == {"writer": drawn}


def test_mid_game_and_final_tables_build_in_both_languages(window, qtbot):
    controller = start(window, qtbot)
    rng = random.Random(5)
    while GAME.result(controller.state) is None:
        if GAME.to_move(controller.state) == "automa":
            assert controller.apply_proposal()
        else:
            controller.apply(GAME.player_policy(controller.state, rng))
        if controller.state.round == 3 and controller.state.turn == 3:
            window.scene.refresh()
            keys = {p.key for p in window.scene.pieces()}
            assert any(k[0] == "marker" for k in keys) and any(k[0] == "printed" for k in keys)
            for n, comic in enumerate(controller.state.automa.printed):
                assert ("marker", "automa", n) in keys
    window.set_language("it")
    qtbot.waitUntil(lambda: window.scene is not None and bool(window.scene.pieces()))
    texts = [i.text() for i in window.scene.items() if hasattr(i, "text") and callable(i.text)]
    assert any("Partita finita" in t for t in texts)


def test_the_areas_that_take_a_dragged_editor_are_lit_while_it_is_dragged(window, qtbot, monkeypatch):
    controller = start(window, qtbot)
    to_player_turn(window, qtbot)
    monkeypatch.setattr(AgeOfComicsScene, "chooser", staticmethod(Chooser(pick=lambda options: None)))  # dropped: nothing chosen
    scene, view = window.scene, window.view
    editor = piece(scene, ("editor", "player", 0))
    areas = content().decisions.board_reading_order
    background = next(z for z in scene.zones() if z.key == ("area", areas[0])).brush().color()
    qtbot.mousePress(view.viewport(), Qt.MouseButton.LeftButton, pos=view.mapFromScene(editor.center()))
    qtbot.mouseMove(view.viewport(), view.mapFromScene(editor.center() + QPointF(0, -80)))
    expected = {a for a in areas if R.area_actions(controller.state, a)}
    assert expected and {key[1] for key in scene.lit_zones()} == expected
    qtbot.mouseRelease(view.viewport(), Qt.MouseButton.LeftButton, pos=view.mapFromScene(editor.center() + QPointF(0, -80)))
    assert scene.lit_zones() == []
    assert next(z for z in scene.zones() if z.key == ("area", areas[0])).brush().color() == background  # as before


def play_automa_turn(controller) -> None:
    """Answer the table's questions one by one, as the Automa panel asks them, then apply the turn."""
    answers: dict = {}
    while controller.proposal.status == "needs_input":
        for request in controller.proposal.inputs:
            answers[request.name] = answer(request, answers)
            controller.answer(request.name, answers[request.name])
    assert controller.apply_proposal()

