"""History lines: the table's answers are no side's acts (no "you:"), the last Wonder of each
draft round (taken inside the third pick) is named, and the final scores of a Pantheon game have
no Guilds row; the companion draft says to answer the table while no Wonder lies on the board."""
from __future__ import annotations

import random

import pytest

from solo_desk.core.messages import render
from solo_desk.core.session import Session
from solo_desk.games.duel import GAME
from solo_desk.games.duel import rules as R
from solo_desk.games.duel.state import PickWonder
from solo_desk.ui.panels import HistoryPanel

from .test_scene import advance, open_state, texts

pytestmark = pytest.mark.gui


def test_the_last_wonder_of_each_draft_round_is_in_the_history():
    s = GAME.new_state({}, 3, "digital")
    picks = []
    while s.phase == "draft":
        s, done = R.apply(s, R.legal_actions(s)[0])
        picks.append(done)
    last = [p for p in picks if isinstance(p, PickWonder) and p.left_over]
    assert len(last) == 2 and len(picks) == 6  # one at the end of each round of two
    owned = set(s.player.wonders) | set(s.automa.wonders)
    assert all(p.left_over in owned and p.left_over != p.wonder for p in last)
    for p in last:
        taker = "player" if p.by == "automa" else "automa"
        assert p.left_over in s.city(taker).wonders
        described = GAME.describe(p)
        line = render(described.key, described.params, "en")
        assert R._cat().wonders[p.left_over].name in line and "last" in line
        assert R._cat().name_it(p.left_over) in render(described.key, described.params, "it")


def test_the_table_s_answers_show_in_the_history_without_a_side(window, qtbot):
    rng = random.Random(5)
    s = GAME.new_state({}, 5, "companion")
    session = Session(GAME, s, dict(s.options))
    for _ in range(3):
        session.apply([R.random_legal_action(session.state, rng.randrange)])
    window.set_session(session)
    panel = next(p for p in window.findChildren(HistoryPanel) if p.controller is window.controller)
    panel.refresh()
    lines = [panel.list.item(i).text() for i in range(panel.list.count())]
    answers = [line for line in lines if "the table shows" in line]
    assert len(answers) == 3
    assert not any("you:" in line or "the automa" in line for line in answers)


def test_a_pantheon_game_over_has_no_guilds_row(window, qtbot):
    over = advance(GAME.new_state({}, 3, "digital"), lambda s: False)
    scene = open_state(window, qtbot, over)
    shown = texts(scene)
    assert "Grand Temples" in shown and "Guilds" not in shown
    plain = advance(GAME.new_state({"pantheon": False}, 3, "digital"), lambda s: False)
    shown = texts(open_state(window, qtbot, plain))
    assert "Guilds" in shown and "Grand Temples" not in shown


def test_the_companion_draft_says_to_answer_the_table_while_no_wonder_is_drawn(window, qtbot):
    s = GAME.new_state({}, 5, "companion")
    s = advance(s, lambda x: x.phase == "draft" and bool(x.asks) and x.asks[0].question == "wonder")
    assert not s.draft_offer
    shown = texts(open_state(window, qtbot, s))
    assert "Click a Wonder to take it" not in shown
    assert "Answer the table's question in the Automa panel" in shown


def test_a_price_of_nothing_reads_for_free():
    """"builds Palace for 0 coins" read oddly in every free build (a chain, SOLO): "for free" /
    "gratis", for a card, a Wonder and a divinity; 1 coin and more keep their price."""
    from solo_desk.games.duel import GAME
    from solo_desk.games.duel.state import ActivateDivinity, BuildCard, BuildWonder

    assert GAME.describe(BuildCard(card="palace", price=0, by="automa")).render("it") == "costruisce Palazzo gratis"
    assert GAME.describe(BuildCard(card="palace", price=0, by="player")).render("en") == "build Palace for free"
    assert GAME.describe(BuildCard(card="palace", price=1, by="player")).render("en") == "build Palace for 1 coin"
    wonder = BuildWonder(wonder="pyramids", card="palace", price=0, by="automa")
    assert GAME.describe(wonder).render("en") == "builds The Pyramids with Palace for free"
    god = ActivateDivinity(space=3, god="ra", price=0, offerings=(2,), by="player")
    assert GAME.describe(god).render("it") == "attivi Ra (casella 3 del Pantheon) gratis, usando 1 segnalino Offerta"
    assert GAME.describe(ActivateDivinity(space=3, god="ra", price=4, by="player")).render("en") == \
        "activate Ra (Pantheon space 3) for 4 coins"
