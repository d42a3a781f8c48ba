"""The player's menu entries are commands, the power offer's two answers are told apart, and the
history and explanations name tiles by what they show (the physical tiles carry no number)."""
from __future__ import annotations

import pytest

from solo_desk.core.messages import render
from solo_desk.games.terra_mystica import GAME, labels
from solo_desk.games.terra_mystica.state import Leech, OpponentPlace, Pass, Pending, SetupPick, WorkersToPriests
from solo_desk.ui.i18n import set_language

from .test_purpose import witches_next_to_free_red
from .test_scene import open_state, piece


def described(action, lang):
    m = GAME.describe(action)
    return render(m.key, m.params, lang)


@pytest.mark.rule("TM-ACT-LEECH")
def test_the_history_says_whether_the_power_was_taken_or_declined():
    assert described(Leech(accept=True), "en") == "take the power offered by a neighbour's building"
    assert described(Leech(accept=False), "en") == "decline the power offered by a neighbour's building"
    assert described(Leech(accept=False), "it") == "rifiuti il potere offerto da un edificio vicino"
    assert described(Leech(accept=True), "it") == "prendi il potere offerto da un edificio vicino"


@pytest.mark.gui
@pytest.mark.rule("TM-ACT-LEECH")
@pytest.mark.parametrize("lang, offer, accept, decline", [
    ("en", 1, "Take 1 power", "Decline the power"),
    ("en", 3, "Take 3 power (−2 VP)", "Decline the power"),
    ("it", 3, "Prendi 3 potere (−2 PV)", "Rifiuta il potere"),
])
def test_the_power_offer_menu_names_its_two_answers(window, qtbot, monkeypatch, lang, offer, accept, decline):
    state = witches_next_to_free_red()
    state, _ = GAME.apply(state, OpponentPlace(colour="red", hex="D6"))
    state = state.model_copy(update={"pending": [Pending(kind="leech", amount=offer, source="D6")],
                                     "power": [5, 7, 0]})
    set_language(lang)
    scene = open_state(window, qtbot, state)
    menus = []
    monkeypatch.setattr(scene, "choose", lambda entries: menus.append(entries) or None)
    scene.click_actions(piece(scene, ("decide",)))
    assert [label for label, _ in menus[0]] == [accept, decline]
    assert [actions for _, actions in menus[0]] == [[Leech(accept=True)], [Leech(accept=False)]]


@pytest.mark.gui
@pytest.mark.parametrize("action, en, it", [
    (SetupPick(item="faction", value="witches"), "Choose the faction: Witches", "Scegli la fazione: Streghe"),
    (SetupPick(item="bonus_tile_1", value="BON8"), "Put into play: income 1 priest", "Metti in gioco: rendita 1 sacerdote"),
    (WorkersToPriests(count=2), "Turn 2 workers into priests", "Trasforma 2 lavoratori in sacerdoti"),
    (WorkersToPriests(count=1), "Turn 1 worker into a priest", "Trasforma 1 lavoratore in sacerdote"),
])
def test_menu_entries_are_commands_in_both_languages(window, qtbot, action, en, it):
    state = witches_next_to_free_red()
    scene = open_state(window, qtbot, state)
    for lang, expected in (("en", en), ("it", it)):
        set_language(lang)
        assert scene.label(state, action).startswith(expected)


def test_the_history_names_bonus_and_scoring_tiles_by_what_they_show():
    en = described(Pass(tile="BON4"), "en")
    assert "bonus tile 4" not in en and en.startswith("pass (take bonus tile “income 3 power")
    it = described(Pass(tile="BON4"), "it")
    assert it.startswith("passi (prendi la tessera bonus «rendita 3 potere")
    drawn = described(SetupPick(item="round_tile_1", value="SCORE1", by="automa"), "en")
    assert "scoring tile 1" not in drawn and drawn.startswith("draws for round 1: scoring tile “")
    assert described(SetupPick(item="bonus_tile_2", value="BON8"), "en") == "put into play: bonus tile “income 1 priest”"


def trace_texts(proposal, lang="en"):
    return {step.key: render(step.key, step.params, lang) for step in proposal.trace}


@pytest.mark.rule("TM-DWELL-COUNT")
def test_one_starting_dwelling_is_singular_and_a_farther_hex_says_its_distance():
    from .helpers import run_automa

    state = GAME.new_state({"faction": "chaosmagicians", "third_colour": "player"}, 3, "digital")
    state, _ = GAME.apply(state, GAME.legal_actions(state)[0])
    state = run_automa(state)
    state, _ = GAME.apply(state, GAME.legal_actions(state)[0])  # the only starting dwelling
    proposal = GAME.propose(state)
    texts = trace_texts(proposal)
    assert texts["terra_mystica.trace.dwelling_count_one"] == (
        "Chaos Magicians: 1 starting dwelling for each opponent colour, near your dwelling.")
    farther = [d for step in proposal.trace for d in step.dropped if d.key == "terra_mystica.trace.farther"]
    assert farther
    text = render(farther[0].key, farther[0].params, "en")
    assert text == f"{farther[0].candidate} is farther: distance {farther[0].params['distance']}" and "(" not in text


@pytest.mark.rule("TM-GEN-BASE")
def test_the_income_explanation_says_what_will_be_collected():
    from solo_desk.games.terra_mystica import rules

    from .helpers import witches_in_round_one

    state = witches_in_round_one()
    state, _ = GAME.apply(state, Pass(tile=state.bonus_pool[0]))
    income = rules.income_of(state)
    proposal = GAME.propose(state)
    step = next(s for s in proposal.trace if s.key.startswith("terra_mystica.trace.income"))
    en, it = render(step.key, step.params, "en"), render(step.key, step.params, "it")
    assert en.startswith("Round 2: the income to collect is ") and "collected" not in en
    assert f"{income['workers']} workers" in en and f"{income['coins']} coins" in en
    assert it.startswith("Turno 2: la rendita da riscuotere è ") and f"{income['workers']} lavoratori" in it
