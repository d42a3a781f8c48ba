"""Defects of the third window playtest of 7 Wonders Architects (a player's game in the real window)."""
from __future__ import annotations

import random

import pytest
from PySide6.QtWidgets import QGraphicsSimpleTextItem

from solo_desk.core.playout import apply_step, next_step
from solo_desk.games.architects import GAME
from solo_desk.games.architects import rules as R
from solo_desk.games.architects.scene import WIDTH
from solo_desk.ui.i18n import set_language

from .test_scene import open_state


def finished_game(seed: int = 3):
    rng = random.Random(seed)
    state = GAME.new_state({}, seed, "digital")
    for _ in range(600):
        if GAME.result(state) is not None:
            return state
        state, _ = apply_step(GAME, state, next_step(GAME, state, rng))
    raise AssertionError("the playout never ended")


def texts(scene) -> list[QGraphicsSimpleTextItem]:
    return [i for i in scene.items() if isinstance(i, QGraphicsSimpleTextItem)]


# -- 1. the end of the game: how each final score adds up -------------------------------------------
@pytest.mark.gui
@pytest.mark.parametrize("lang", ["en", "it"])
def test_the_final_scores_are_broken_down_on_the_table(window, qtbot, lang):
    """Playtest 3: at the end the table said "62 VP, final score" and "33 VP, final score"; where
    the points came from (the stages, blue cards, the Cat, Military and Progress tokens) was
    only in a tooltip. Now a table in the middle band shows each side's sources and total."""
    set_language(lang)
    state = finished_game()
    scene = open_state(window, qtbot, state)
    items = texts(scene)
    head = next(i for i in items if i.text() == ("Final score" if lang == "en" else "Punteggio finale"))
    for who, name in (("automa", ("The Opponent", "L'Avversario")), ("player", ("You", "Tu"))):
        label = next(i for i in items if i.text() in name and abs(i.pos().x() - head.pos().x()) < 1)
        row = sorted((i for i in items if abs(i.pos().y() - label.pos().y()) < 1 and i.pos().x() > label.pos().x()),
                     key=lambda i: i.pos().x())
        score = R.score(state, who)
        assert [i.text() for i in row] == [str(score[p]) for p in ("wonder", "blue", "cat", "military", "progress", "total")]
        assert score["total"] == GAME.result(state).scores[who]
        assert max(i.sceneBoundingRect().right() for i in row) <= WIDTH - 8  # inside the middle band
    assert not [i for i in items if i.text().startswith(("Green dashed frame", "Cornice verde"))]  # no legend now


# -- 2. the menu of payments says what it pays for --------------------------------------------------
@pytest.mark.gui
@pytest.mark.parametrize("lang", ["en", "it"])
def test_the_payment_menu_names_the_stage_it_pays_for(window, qtbot, monkeypatch, lang):
    """Playtest 3: a click on a stage opened a bare menu, "Clay + Gold (1 coin)", "Stone + Gold
    (1 coin)": nothing said these were the ways to pay for that stage. Now a greyed head says so."""
    from solo_desk.games.architects.scene import ArchitectsScene
    from solo_desk.games.architects.state import Build

    from .helpers import table
    from .test_scene import click, piece

    set_language(lang)
    state = table("stone", "blue_3vp", turn="player", player_wonder="alexandria", player_cards=("wood", "gold"))
    open_state(window, qtbot, state)
    click(qtbot, window.view, piece(window.scene, ("deck", "player")))
    qtbot.waitUntil(lambda: piece(window.scene, ("stage", "player", 1)).legal)
    shown = []

    def choose(entries):
        menu = ArchitectsScene.build_menu(entries)
        shown.append([(a.text(), a.isEnabled(), a.data()) for a in menu.actions() if not a.isSeparator()])
        return None

    monkeypatch.setattr(window.scene, "choose", choose)
    click(qtbot, window.view, piece(window.scene, ("stage", "player", 1)))
    qtbot.waitUntil(lambda: bool(shown))
    (head, enabled, data), *rest = shown[0]
    assert head == ("Construct stage 1, paying with:" if lang == "en" else "Costruisci lo Stadio 1, pagando con:")
    assert not enabled and data is None
    assert len(rest) == 3 and all(e and isinstance(d, Build) and d.stage == 1 for _, e, d in rest)
    assert window.controller.session.cursor == 1  # the menu left: nothing built
