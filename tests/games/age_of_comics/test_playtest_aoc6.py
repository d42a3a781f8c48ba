"""Playtest round 6: the Automa's Sales read at a glance. Its history line and the explanation's
last line group what repeats ("flips 5 superheroes orders (4, 5, 3, 6, 3); collects …") instead of
repeating the verb and the genre for every tile, and still name every tile, in both languages."""
from __future__ import annotations

import re

import pytest

from solo_desk.core.messages import render
from solo_desk.core.playout import answer_questions, play_game
from solo_desk.core.session import Session
from solo_desk.games.age_of_comics import GAME
from solo_desk.games.age_of_comics.state import AutomaSales

GENRE_EN = {"crime": "crime", "horror": "horror", "romance": "romance", "scifi": "sci-fi",
            "superhero": "superheroes", "western": "western"}


def line(action, lang):
    described = GAME.describe(action)
    return render(described.key, described.params, lang)


def sales(flip, collect):
    """An Automa Sales over tiles given as (genre, value): spaces 1_1, 1_2, … in that order."""
    tiles = [*flip, *collect]
    spaces = [f"1_{i + 1}" for i in range(len(tiles))]
    outcomes = {f"order_tile:{s}": [g, v] for s, (g, v) in zip(spaces, tiles)}
    return AutomaSales(by="automa", flip=spaces[:len(flip)], collect=spaces[len(flip):], outcomes=outcomes)


def test_the_automa_s_sales_line_groups_repeated_orders_in_english_and_italian():
    action = sales([("horror", 3), ("horror", 5)], [("superhero", 4), ("superhero", 3), ("crime", 6)])
    assert line(action, "en") == ("flips 2 horror orders (3, 5); collects 2 superheroes orders (4, 3) "
                                  "and the crime order 6 (SALES!)")
    assert line(action, "it") == ("gira 2 ordini di genere horror (3, 5); raccoglie 2 ordini di genere "
                                  "supereroi (4, 3) e l'ordine poliziesco 6 (SALES!)")


def test_a_single_tile_and_no_tile_read_as_before():
    assert line(sales([("horror", 3)], []), "en") == "flips the horror order 3 (SALES!)"
    assert line(sales([], [("western", 5)]), "it") == "raccoglie l'ordine western 5 (SALES!)"
    assert line(sales([], []), "en") == "flips or collects no order (SALES!)"
    three = sales([], [("crime", 3), ("horror", 4), ("crime", 5)])  # grouped by genre, in the order taken
    assert line(three, "en") == "collects 2 crime orders (3, 5) and the horror order 4 (SALES!)"


def test_an_older_save_without_the_tiles_genres_still_names_every_value():
    action = AutomaSales(by="automa", flip=["1_1", "1_2"], collect=["1_3"],
                         outcomes={"order_value:1_1": 4, "order_value:1_2": 6, "order_value:1_3": 4})
    assert line(action, "en") == "flips 2 orders (4, 6); collects the order 4 (SALES!)"
    assert line(action, "it") == "gira 2 ordini (4, 6); raccoglie l'ordine 4 (SALES!)"


GROUP = re.compile(r"(\d+) ([\w-]+) orders \(([\d, ]+)\)|the ([\w-]+) order (\d+)")


def told(part):
    """The (genre, value) tiles a part of the English line names."""
    found = []
    for m in GROUP.finditer(part):
        if m.group(1):
            values = [int(v) for v in m.group(3).split(", ")]
            assert len(values) == int(m.group(1)), part
            found += [(m.group(2), v) for v in values]
        else:
            found.append((m.group(4), int(m.group(5))))
    return found


@pytest.mark.parametrize("seed", [3, 5])
def test_every_automa_sales_in_a_game_names_each_verb_once_and_every_tile(seed):
    record = play_game(GAME, {"deck": "demo"}, seed)
    found = [a for step in record.steps for a in step.actions if a.kind == "automa_sales"]
    assert found
    for action in found:
        en, it = line(action, "en"), line(action, "it")
        assert en.count("flips") <= 1 and en.count("collects") <= 1, en
        assert it.count("gira") <= 1 and it.count("raccoglie") <= 1, it
        flips, _, collects = en.removesuffix(" (SALES!)").partition("; ")
        if not action.flip:
            flips, collects = "", flips
        for part, spaces in ((flips, action.flip), (collects, action.collect)):
            tiles = [tuple(action.outcomes[f"order_tile:{s}"]) for s in spaces]
            assert sorted(told(part)) == sorted((GENRE_EN[g], v) for g, v in tiles), en


def test_your_own_sales_groups_the_orders_in_a_row_too():
    from solo_desk.games.age_of_comics.state import Sales, SalesOp

    outcomes = {"order_tile:1_1": ["crime", 3], "order_tile:1_2": ["crime", 3], "order_tile:1_3": ["horror", 4]}
    ops = [SalesOp(op="collect", space=s) for s in ("1_1", "1_2", "1_3")]
    action = Sales(by="player", ops=ops, outcomes=outcomes)
    assert line(action, "en") == "collect 2 crime orders (3, 3) and the horror order 4 (SALES!)"
    assert line(action, "it") == "raccogli 2 ordini di genere poliziesco (3, 3) e l'ordine horror 4 (SALES!)"
    flips = Sales(by="player", ops=[SalesOp(op="flip", space="1_3"), *ops[:2]], outcomes=outcomes)
    assert line(flips, "en") == "flip the horror order 4, collect 2 crime orders (3, 3) (SALES!)"


@pytest.mark.gui
def test_the_explanation_s_last_line_reads_the_grouped_line(window, qtbot):
    from solo_desk.ui.i18n import set_language
    from solo_desk.ui.panels import BotPanel

    record = play_game(GAME, {"deck": "demo"}, 3)
    state = record.initial
    for step in record.steps:
        if any(a.kind == "automa_sales" and len(a.flip) > 1 for a in step.actions):
            break
        for action in step.actions:
            state, _ = GAME.apply(state, action)
    sale = next(a for a in GAME.propose(state).actions if a.kind == "automa_sales")
    assert len(sale.flip) > 1  # the Automa's decision, as in the self-played game
    for lang in ("en", "it"):
        set_language(lang)
        window.set_session(Session(GAME, state.model_copy(deep=True), dict(state.options)))
        qtbot.waitUntil(lambda: window.scene is not None and bool(window.scene.pieces()))
        panel = next(p for p in window.findChildren(BotPanel) if p.controller is window.controller)
        qtbot.waitUntil(lambda: panel.steps.count() > 0)
        last = panel.steps.item(panel.steps.count() - 1).text()
        verb = {"en": "flips", "it": "gira"}[lang]
        assert last == "→ " + line(sale, lang) and last.count(verb) == 1, last
        assert f"{verb} {len(sale.flip)} " in last
    set_language("en")


# -- companion, no deck entered: Undo after reopening gives the card told at the table back ----------
def companion_until_the_automa_played(seed=9, automa_turns=3):
    """A companion game without a deck, the table's answers at random, up to the Automa's
    ``automa_turns``-th turn (a revealed card told at the table) just applied."""
    import random

    session = Session.new(GAME, {}, seed, "companion")
    rng = random.Random(seed)
    played = 0
    while played < automa_turns:
        state = session.state
        if GAME.to_move(state) == "automa":
            proposal = answer_questions(GAME, state, GAME.propose(state), rng)  # the table's answers at random
            session.apply(list(proposal.actions))
            played += any(a.kind == "flip" for a in proposal.actions)
        else:
            session.apply(GAME.player_policy(state, rng))
    return session


@pytest.mark.gui
def test_undo_after_reopening_gives_back_the_automa_card_told_at_the_table(window, qtbot, tmp_path):
    from solo_desk.core import saves

    session = companion_until_the_automa_played()
    assert session.state.deck is None
    undone = session.steps[session.cursor - 1]
    told = next(a for a in undone.actions if a.kind == "flip").outcomes["automa_card"]
    saves.save(session, tmp_path / "told.json")
    assert window.open_file(tmp_path / "told.json")
    qtbot.waitUntil(lambda: window.scene is not None and bool(window.scene.pieces()))
    window.controller.undo()
    proposal = window.controller.proposal
    assert proposal.status == "automa_turn"  # not asked again: the card as the table told it
    assert [a.model_dump() for a in proposal.actions] == [a.model_dump() for a in undone.actions]
    assert next(a for a in proposal.actions if a.kind == "flip").outcomes["automa_card"] == told


def test_the_answers_undo_gives_back_are_saved_with_the_game(window, qtbot, tmp_path):
    """After that Undo, Save then reopen asked the card again: the answers given back were in the
    panel but not in the session the save writes."""
    from solo_desk.core import saves

    session = companion_until_the_automa_played()
    saves.save(session, tmp_path / "told.json")
    assert window.open_file(tmp_path / "told.json")
    qtbot.waitUntil(lambda: window.scene is not None and bool(window.scene.pieces()))
    window.controller.undo()
    given = dict(window.controller.inputs)
    assert given  # the card's answers, given back
    assert window.controller.session.answers == given
    saves.save(window.controller.session, tmp_path / "undone.json")
    assert saves.load(tmp_path / "undone.json").answers == given
