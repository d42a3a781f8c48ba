"""decisions.json extra_card_timing: a Progress token's extra card is chosen after the triggering
card's science set and compulsory construction (the rendering's order, ARCH-TURN-2), so the
Opponent's priority list rates it against the cards it really holds; the old order stays
available there, and saves written with it still open and replay in it."""
from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from solo_desk.core import saves
from solo_desk.games.architects import GAME
from solo_desk.games.architects.state import UNKNOWN, Build, Take

from .helpers import table

SAVES = Path(__file__).parent / "saves"


def kinds(proposal) -> list[tuple[str, object]]:
    return [(a.kind, getattr(a, "deck", getattr(a, "stage", getattr(a, "token", None)))) for a in proposal.actions]


def build_then_extra(**extra):
    # Giza (stage 1: 2 different, stage 2: 2 identical); the Opponent holds Stone and Urbanism.
    # Wood (rung 1: Urbanism) makes stage 1 payable; next under it lies Clay.
    return table("wood", "blue_3vp", player_deck=("clay", "blue_cat") + ("blue_3vp",) * 5,
                 automa_deck=("blue_cat",) + ("blue_3vp",) * 5, automa_cards=("stone",),
                 automa_tokens=("urbanism",), automa_wonder="giza", **extra)


@pytest.mark.rule("ARCH-TURN-2")
def test_the_reading_is_recorded_in_decisions_json():
    from solo_desk.games.architects.content import decided, extra_card_timing

    entry = decided("extra_card_timing")
    assert entry["value"] == "after_consequences" == extra_card_timing()
    assert "before_consequences" in entry["decision"]
    assert GAME.new_state({}, seed=3).extra_card_timing == "after_consequences"


@pytest.mark.rule("ARCH-TURN-2", "ARCH-PRIO-3", "ARCH-PRIO-SCOPE")
def test_the_opponent_builds_before_choosing_its_extra_card():
    proposal = GAME.propose(build_then_extra())
    assert kinds(proposal) == [("take", "player"), ("build", 1), ("take", "player")]
    # stage 1 built with Wood + Stone: Clay now helps stage 2 (rung 3); chosen first, it helped nothing
    assert proposal.actions[2].outcomes["card"] == "clay"
    assert "ARCH-PRIO-3" in [s.rule for s in proposal.trace]


@pytest.mark.rule("ARCH-TURN-2", "ARCH-PRIO-4", "ARCH-PROGRESS")
def test_the_opponent_exchanges_its_science_set_before_choosing_its_extra_card():
    # Science token, one Gear held; the Gear on top of your deck grants the extra card (rung 1)
    # and completes a pair, exchanged for a token before the extra card: the second Gear below
    # is no longer "another copy" (rung 4), the 1-horn Red (rung 6A) is.
    state = table("gear", "shield_horn1", player_deck=("gear",) + ("blue_3vp",) * 5, automa_cards=("gear",),
                  automa_tokens=("science",))
    proposal = GAME.propose(state)
    assert kinds(proposal) == [("take", "player"), ("choose_token", "stack"), ("take", "automa")]


@pytest.mark.rule("ARCH-TURN-2")
def test_the_old_order_is_still_available():
    proposal = GAME.propose(build_then_extra(extra_card_timing="before_consequences"))
    assert [a.kind for a in proposal.actions] == ["take", "take", "build"]


@pytest.mark.rule("ARCH-SETUP-2P")
def test_your_own_turn_builds_then_takes_the_extra_card():
    # Rhodes stage 1 (2 different): you hold Stone and take Wood with Urbanism.
    state = table("wood", "blue_3vp", player_deck=("clay",) + ("blue_3vp",) * 5, player_cards=("stone",),
                  player_tokens=("urbanism",), turn="player")
    state, _ = GAME.apply(state, Take(deck="player", by="player"))
    assert state.head.kind == "build" and state.turn == "player"
    assert {a.kind for a in GAME.legal_actions(state)} == {"build"}
    state, _ = GAME.apply(state, Build(stage=1, payment=("wood", "stone"), by="player"))
    assert state.player.built == (1,)
    assert state.head.kind == "pick" and state.head.reason == "token:urbanism"
    assert {a.kind for a in GAME.legal_actions(state)} == {"take", "skip"}
    state, _ = GAME.apply(state, Take(deck="player", by="player"))
    assert "clay" in state.player.cards and state.turn == "automa"


@pytest.mark.rule("ARCH-TURN-2", "ARCH-PRIO-3")
def test_companion_the_table_is_asked_and_the_build_comes_before_the_extra_card():
    state = table("wood", "blue_3vp", player_deck=(UNKNOWN,) * 6, automa_deck=("blue_3vp",) * 5,
                  automa_cards=("stone",), automa_tokens=("urbanism",), automa_wonder="giza", mode="companion")
    decks = dict(state.decks)
    decks["player"] = decks["player"].model_copy(update={"unknown": {"clay": 2, "blue_cat": 4}})
    state = state.model_copy(update={"decks": decks})
    asked = GAME.propose(state)
    assert asked.status == "needs_input" and asked.inputs[0].key == "architects.input.card_player_top"
    asked = GAME.propose(state, {"card_1": "clay"})  # the new top of your deck, then the build, then the extra card
    assert asked.status == "needs_input" and asked.inputs[0].key == "architects.input.extra_card_automa"
    done = GAME.propose(state, {"card_1": "clay", "card_2": "blue_cat"})
    assert done.status == "automa_turn"
    assert [a.kind for a in done.actions] == ["take", "answer", "build", "take", "answer"]
    assert done.actions[3].deck == "player" and done.actions[3].outcomes["card"] == "clay"
    for action in done.actions:
        state, _ = GAME.apply(state, action)
    assert state.automa.built == (1,) and "clay" in state.automa.cards and state.turn == "player"


@pytest.mark.parametrize("name", ["old_order_digital.json", "old_order_companion.json"])
def test_a_save_written_with_the_old_order_opens_and_replays(tmp_path, name):
    path = tmp_path / name
    shutil.copy(SAVES / name, path)
    assert "extra_card_timing" not in json.loads(path.read_text())["initial_state"]
    session = saves.load(path)
    assert session.state.extra_card_timing == "before_consequences"
    assert session.cursor == len(session.steps) > 30
    # written again, it keeps its order
    saves.save(session, path)
    assert json.loads(path.read_text())["initial_state"]["extra_card_timing"] == "before_consequences"
    assert saves.load(path).state == session.state


def test_a_new_save_keeps_the_new_order(tmp_path):
    from solo_desk.core.session import Session

    session = Session.new(GAME, {}, seed=5)
    path = tmp_path / "new.json"
    saves.save(session, path)
    assert saves.load(path).state.extra_card_timing == "after_consequences"


# -- Halicarnassus when no rung is met (ARCH-AMB-06): the explanation says so ---------------------


def hali(player_top, automa_top, automa_deck, **kw):
    from solo_desk.games.architects.state import Task

    return table(player_top, automa_top, automa_deck=automa_deck, automa_wonder="halicarnassus",
                 queue=(Task(kind="hali_deck"), Task(kind="end_turn")), **kw)


@pytest.mark.rule("ARCH-HALI")
def test_halicarnassus_with_no_rung_met_says_so():
    proposal = GAME.propose(hali("blue_3vp", "blue_3vp", ("blue_3vp",) * 6))
    steps = [(s.rule, s.key, s.ambiguity) for s in proposal.trace]
    assert steps[:3] == [
        ("ARCH-HALI", "architects.trace.hali_no_rung", "ARCH-AMB-06"),
        ("ARCH-HALI", "architects.trace.hali_die_no_rung", "ARCH-AMB-06"),
        ("ARCH-HALI", "architects.trace.hali_card_no_rung", "ARCH-AMB-06"),
    ]
    assert not any(s.key in ("architects.trace.die_several", "architects.trace.hali_deck", "architects.trace.hali_card")
                   for s in proposal.trace)
    assert {d.candidate for d in proposal.trace[0].dropped} == {"player:blue_3vp", "automa:blue_3vp"}


@pytest.mark.rule("ARCH-HALI", "ARCH-DIE-SEVERAL")
def test_halicarnassus_tie_on_a_rung_keeps_the_several_decks_die():
    proposal = GAME.propose(hali("gold", "gold", ("blue_3vp",) * 6))
    keys = [s.key for s in proposal.trace]
    assert keys[:2] == ["architects.trace.hali_deck", "architects.trace.die_several"]
    assert "architects.trace.hali_no_rung" not in keys


@pytest.mark.rule("ARCH-HALI", "ARCH-PRIO-SCOPE")
def test_halicarnassus_cards_with_no_rung_are_kept_at_random_and_said_so():
    # a Gold on top of the Opponent's deck (rung 2) chooses it; the other four revealed meet no rung
    state = hali("blue_3vp", "gold", ("blue_3vp", "wood", "blue_3vp", "clay"))
    proposal = GAME.propose(state)
    assert proposal.actions[1].card == "gold"
    assert "architects.trace.hali_card_no_rung" not in [s.key for s in proposal.trace]
    after = GAME.propose(hali("shield", "shield", ("blue_3vp", "shield", "blue_3vp")))  # shields 0-0: a hornless Red meets no rung
    keys = [s.key for s in after.trace]
    assert "architects.trace.hali_card_no_rung" in keys and "architects.trace.hali_card" not in keys
    assert keys[-1] == "architects.trace.die_pick"  # Red or Blue: the die picks
