"""Defects found by a rules audit: priest spaces in any order, TW5's key, passing with the held bonus
tile, the Halflings' stronghold spades, power action 2 with no priest left, choosing the faction in
mode 2, and clearer refusals."""
import pytest

from solo_desk.core.errors import IllegalAction, MalformedAction
from solo_desk.core.messages import render
from solo_desk.games.terra_mystica import GAME, rules
from solo_desk.games.terra_mystica.state import (
    EditBuilding, EditResources, EditTerrain, OpponentPlace, OpponentUpgrade, Pass, Pending, PowerAction, SendPriest, SetupPick,
    StartBonus, StartDwelling, TakeTown, TransformBuild, Upgrade,
)

from .helpers import run_automa, witches_in_round_one


def apply(state, action):
    state, _ = GAME.apply(state, action)
    GAME.check(state)
    return state


def refused(state, action) -> IllegalAction:
    with pytest.raises(IllegalAction) as info:
        GAME.apply(state, action)
    return info.value


def same_legal_lists(state) -> None:
    assert sorted(m.model_dump_json() for m in rules.legal_moves(state)) == sorted(
        m.model_dump_json() for m in rules.legal_moves_exhaustive(state))


def priests_offered(state, cult):
    return sorted(m.steps for m in rules.legal_moves(state) if isinstance(m, SendPriest) and m.cult == cult)


# --- 1. priests on any free action space ------------------------------------------------------------


@pytest.mark.rule("TM-GEN-BASE", "TM-ACT-NORMAL")
def test_a_priest_may_take_a_two_step_space_while_the_three_step_space_is_free():
    state = apply(witches_in_round_one(), EditResources(priests=5))
    assert priests_offered(state, "fire") == [1, 2, 3]
    state = apply(state, SendPriest(cult="fire", steps=2))
    assert state.cults["fire"] == 2 and state.priest_spaces["fire"] == 1 and state.priest_on_three == []
    assert priests_offered(state, "fire") == [1, 2, 3]  # the 3 is still free
    same_legal_lists(state)
    state = apply(state, SendPriest(cult="fire", steps=2))
    state = apply(state, SendPriest(cult="fire", steps=2))
    assert priests_offered(state, "fire") == [1, 3]  # the three 2-step spaces are full
    error = refused(state, SendPriest(cult="fire", steps=2))
    assert error.key == "terra_mystica.error.no_priest_space"
    state = apply(state, SendPriest(cult="fire", steps=3))
    assert state.cults["fire"] == 9 and state.priest_on_three == ["fire"]
    assert priests_offered(state, "fire") == [1]
    assert refused(state, SendPriest(cult="fire", steps=3)).key == "terra_mystica.error.no_priest_space"
    same_legal_lists(state)


@pytest.mark.rule("TM-GEN-BASE")
def test_the_three_step_space_first_still_leaves_the_three_two_step_spaces():
    state = apply(witches_in_round_one(), EditResources(priests=5))
    state = apply(state, SendPriest(cult="water", steps=3))
    assert priests_offered(state, "water") == [1, 2]
    for _ in range(3):
        state = apply(state, SendPriest(cult="water", steps=2))
    assert state.priest_spaces["water"] == 4 and priests_offered(state, "water") == [1]
    assert rules.priests_room(state) == 7 - 1 - 4  # priests on the spaces stay out of play


def test_the_invariants_catch_a_three_step_space_taken_with_no_priest_counted():
    from solo_desk.core.errors import InconsistentState

    state = witches_in_round_one().model_copy(update={"priest_on_three": ["air"]})
    with pytest.raises(InconsistentState) as info:
        GAME.check(state)
    assert info.value.key == "terra_mystica.invariant.priest_spaces"
    assert "Air" in render(info.value.key, info.value.params, "en")


@pytest.mark.gui
def test_the_cult_track_marks_the_space_a_priest_took(window, qtbot):
    from solo_desk.games.terra_mystica.scene import CultTrack

    from .test_scene import open_state

    state = apply(witches_in_round_one(), EditResources(priests=2))
    state = apply(state, SendPriest(cult="earth", steps=2))
    scene = open_state(window, qtbot, state)
    track = next(p for p in scene.pieces() if isinstance(p, CultTrack) and p.cult == "earth")
    assert track.spaces == [3, 2, 2, 2] and track.filled == [False, True, False, False]


# --- 2. TW5: the key first -------------------------------------------------------------------------------


@pytest.mark.rule("TM-GEN-BASE")
def test_town_tile_5_key_opens_space_10_for_its_own_cult_steps():
    state = witches_in_round_one()
    state = state.model_copy(update={"pending": [Pending(kind="town")], "keys": 0,
                                     "cults": {**state.cults, "fire": 9}, "power": [12, 0, 0]})
    state = apply(state, TakeTown(tile="TW5"))
    assert state.keys == 1 and state.cults["fire"] == 10
    # power: +3 for reaching 10 on fire, +1 for reaching 3 on air (the Witches start there at 2)
    assert state.power == [8, 4, 0]


# --- 3. passing with the bonus tile already held ---------------------------------------------------------


@pytest.mark.rule("TM-AMB-19")
def test_passing_with_the_bonus_tile_held_is_refused():
    state = witches_in_round_one()
    held = state.bonus
    error = refused(state, Pass(tile=held))
    assert error.key == "terra_mystica.error.pass_same_bonus"
    assert "already hold" in render(error.key, error.params, "en")
    assert "Hai già" in render(error.key, error.params, "it")
    assert Pass(tile=held) not in rules.legal_moves(state)
    other = apply(state, Pass(tile=state.bonus_pool[0]))
    assert other.bonus != held and held in other.bonus_pool


# --- 4. the Halflings' stronghold: a dwelling on exactly one of the three hexes ---------------------------


def halflings_with_stronghold_spades():
    state = GAME.new_state({"faction": "halflings", "third_colour": "player"}, 5, "digital")
    state = apply(state, SetupPick(item="third_colour", value=rules.setup_need(state).choices[0]))
    state = run_automa(state)
    homes = [h for h, c in state.terrain.items() if c == "brown" and h not in state.buildings]
    for h in homes[:2]:
        state = apply(state, StartDwelling(hex=h))
    state = run_automa(state)
    state = apply(state, StartBonus(tile=state.bonus_pool[0]))
    state = run_automa(state)
    home = state.start_dwellings[0]
    state = apply(state, EditBuilding(hex=home, owner="player", building="TP"))
    state = apply(state, EditResources(coins=40, workers=20))
    state = apply(state, Upgrade(hex=home, to="SH"))
    assert state.pending[0].kind == "spades" and state.pending[0].amount == 3 and state.pending[0].build
    return state


@pytest.mark.rule("TM-GEN-BASE")
def test_the_halflings_stronghold_spades_build_one_dwelling_only():
    state = halflings_with_stronghold_spades()
    cost = {m.hex: rules.spades_needed(state, state.terrain[m.hex], "brown")
            for m in rules.legal_moves(state) if isinstance(m, TransformBuild) and m.build}
    first = min(cost, key=cost.get)
    assert cost[first] < 3
    near = next(h for h in cost if h != first)
    state = apply(state, EditTerrain(hex=near, colour="yellow"))  # one spade from brown: a build there fits
    state = apply(state, TransformBuild(hex=first, via="pending"))
    assert state.buildings[first] == ("player", "D")
    left = 3 - cost[first]
    assert state.pending[0].amount == left >= 1 and not state.pending[0].build
    moves = rules.legal_moves(state)
    assert not [m for m in moves if isinstance(m, TransformBuild) and m.build]
    error = refused(state, TransformBuild(hex=near, via="pending"))
    assert error.key == "terra_mystica.error.spades_built_already"
    assert render(error.key, error.params, "it").startswith("Queste vanghe")
    same_legal_lists(state)
    state = apply(state, TransformBuild(hex=near, via="pending", build=False))  # the spade left still transforms
    assert state.terrain[near] == "brown" and near not in state.buildings


@pytest.mark.rule("TM-GEN-BASE")
def test_the_halflings_stronghold_spades_may_first_transform_then_build_once():
    state = halflings_with_stronghold_spades()
    transform = next(m for m in rules.legal_moves(state) if isinstance(m, TransformBuild) and not m.build
                     and rules.spades_needed(state, state.terrain[m.hex], m.target or "brown") == 1)
    state = apply(state, transform)
    assert state.pending[0].amount == 2 and state.pending[0].build  # no dwelling yet: one may still be built
    build = next(m for m in rules.legal_moves(state) if isinstance(m, TransformBuild) and m.build)
    state = apply(state, build)
    assert not state.pending or not state.pending[0].build


# --- 5. power action 2 with every priest in play ----------------------------------------------------------


@pytest.mark.rule("TM-POWER-D6", "TM-GEN-BASE")
def test_power_action_2_is_not_taken_with_no_priest_left():
    state = apply(witches_in_round_one(), EditResources(priests=7, power=[0, 0, 12]))
    assert rules.priests_room(state) == 0
    assert PowerAction(number=2) not in rules.legal_moves(state)
    assert PowerAction(number=3) in rules.legal_moves(state)
    error = refused(state, PowerAction(number=2))
    assert error.key == "terra_mystica.error.no_priest_left"
    same_legal_lists(state)
    # a priest on a cult space is in play too
    state = apply(apply(state, SendPriest(cult="fire", steps=3)), EditResources(priests=6))
    assert rules.priests_room(state) == 0 and PowerAction(number=2) not in rules.legal_moves(state)
    state = apply(state, EditResources(priests=5))
    after = apply(state, PowerAction(number=2))
    assert after.priests == 6 and after.power[2] == 9


# --- 6. mode 2 with the faction left open: the player chooses ---------------------------------------------


@pytest.mark.rule("TM-GEN-MODE-WEIGHTED", "TM-FACTION-PLAYER")
def test_mode_2_asks_the_player_for_the_faction():
    state = GAME.new_state({"selection": "chosen"}, 4, "digital")
    need = rules.setup_need(state)
    assert need.item == "faction" and need.by == "player" and GAME.to_move(state) == "player"
    assert GAME.propose(state).actions == []
    picks = rules.legal_moves(state)
    assert {m.value for m in picks} == set(need.choices) and len(picks) == 14
    state = apply(state, SetupPick(item="faction", value="halflings"))
    assert state.faction == "halflings" and rules.setup_need(state).item == "third_colour"


@pytest.mark.gui
@pytest.mark.rule("TM-GEN-MODE-WEIGHTED", "TM-FACTION-PLAYER")
def test_mode_2_the_board_asks_for_the_faction_and_a_click_chooses_it(window, qtbot, monkeypatch):
    from .test_scene import click, open_state, piece

    state = GAME.new_state({"selection": "chosen"}, 4, "digital")
    scene = open_state(window, qtbot, state)
    seen = []

    def pick(entries):
        seen.append([label for label, _ in entries])
        return next(actions for label, actions in entries if actions[0].value == "mermaids")

    monkeypatch.setattr(scene, "choose", pick)
    decision = piece(scene, ("decide",))
    assert decision.lines == ["Set-up: choose your faction"]
    click(qtbot, window.view, decision)
    qtbot.waitUntil(lambda: window.controller.session.cursor == 1)
    assert len(seen[0]) == 14 and any("Mermaids" in label for label in seen[0])
    assert window.controller.state.faction == "mermaids"


def test_a_mode_2_save_with_the_old_faction_draw_still_replays():
    drawn = GAME.new_state({"selection": "random"}, 11, "digital")
    _, recorded = GAME.apply(drawn, GAME.propose(drawn).actions[0])
    assert recorded.item == "faction" and recorded.outcomes["value"] == recorded.value
    state = GAME.new_state({"selection": "chosen"}, 11, "digital")
    replayed = apply(state, recorded)
    assert replayed.faction == recorded.value and replayed.rng_counter == 1
    other = next(f for f in rules.setup_need(state).choices if f != recorded.value)
    assert refused(state, recorded.model_copy(update={"value": other, "outcomes": {"value": other}})).key == \
        "terra_mystica.error.outcome_mismatch"
    with pytest.raises(IllegalAction):  # a new automa draw (nothing recorded) is not the automa's to make
        GAME.apply(state, SetupPick(by="automa", item="faction"))


@pytest.mark.rule("TM-GEN-MODE-RANDOM", "TM-FACTION-PLAYER")
def test_mode_1_still_draws_the_faction():
    state = GAME.new_state({"selection": "random"}, 4, "digital")
    assert rules.setup_need(state).by == "automa"
    proposal = GAME.propose(state)
    assert proposal.actions[0].item == "faction"
    assert any(step.rule == "TM-GEN-MODE-RANDOM" for step in proposal.trace)


# --- 7. clearer refusals ----------------------------------------------------------------------------------


@pytest.mark.parametrize("number,key", [(1, "power_action_bridge"), (5, "power_action_spades"), (6, "power_action_spades")])
def test_power_actions_1_5_6_say_which_action_takes_them(number, key):
    state = witches_in_round_one()
    with pytest.raises(MalformedAction) as info:
        GAME.apply(state, {"kind": "power_action", "number": number})
    assert info.value.key == f"terra_mystica.error.{key}"
    text = render(info.value.key, info.value.params, "en")
    assert ("'bridge'" if number == 1 else "'transform_build'") in text
    assert render(info.value.key, info.value.params, "it") != text


@pytest.mark.parametrize("lang,said", [
    ("en", "the 'power_action' action is not well formed (Power action 6 is taken by using its spades: use the "
           "'transform_build' action (via ACT6), not 'power_action'.)"),
    ("it", "l'azione 'power_action' non è ben formata (L'azione potere 6 si prende usando le sue vanghe: usa "
           "l'azione 'transform_build' (via ACT6), non 'power_action'.)"),
])
def test_the_command_line_says_which_action_takes_power_action_6_not_a_message_key(tmp_path, capsys, lang, said):
    """`solo-desk apply --action '{"kind": "power_action", "number": 6}'` printed "… is not well formed
    (terra_mystica.error.power_action_spades) …": the key, not the reason."""
    import json

    from solo_desk.cli import main
    from solo_desk.core import saves
    from solo_desk.core.session import Session

    session = Session(GAME, witches_in_round_one(), witches_in_round_one().options)
    path = tmp_path / "g.json"
    saves.save(session, path)
    code = main(["--lang", lang, "apply", str(path), "--action", json.dumps({"kind": "power_action", "number": 6})])
    err = capsys.readouterr()[1]
    assert code == 2 and said in err and "terra_mystica.error" not in err


@pytest.mark.rule("TM-ACT-ONCE", "TM-AMB-10")
@pytest.mark.parametrize("per,words", [("per_round", ("this round", "per round")), ("per_game", ("this game", "per game"))])
def test_the_once_per_colour_refusal_names_the_limit(per, words):
    state = witches_in_round_one(opponent_actions=per)
    free = [h for h, c in state.terrain.items() if c == "blue" and h not in state.buildings]
    state = apply(state, OpponentPlace(colour="blue", hex=free[0]))
    while state.pending:
        state = apply(state, rules.legal_moves(state)[-1])
    error = refused(state, OpponentPlace(colour="blue", hex=free[1]))
    text = render(error.key, error.params, "en")
    assert all(w in text for w in words) and "(once per colour)" not in text
    assert ("turno" if per == "per_round" else "partita") in render(error.key, error.params, "it")


@pytest.mark.rule("TM-ACT-UPGRADE")
def test_upgrading_an_empty_hex_says_there_is_no_building():
    state = witches_in_round_one()
    empty = next(h for h, c in state.terrain.items() if c == "blue" and h not in state.buildings)
    error = refused(state, OpponentUpgrade(colour="blue", hex=empty))
    assert render(error.key, error.params, "en") == f"There is no building on {empty}."
    assert render(error.key, error.params, "it") == f"Non c'è nessun edificio in {empty}."
    assert refused(state, Upgrade(hex=empty, to="TP")).key == "terra_mystica.error.no_building"


@pytest.mark.gui
@pytest.mark.rule("TM-ACT-ONCE", "TM-AMB-10")
@pytest.mark.parametrize("per,mark", [("per_round", "placed this round"), ("per_game", "placed in this game")])
def test_the_opponent_panel_marks_the_limit_of_the_option(window, qtbot, per, mark):
    from PySide6.QtWidgets import QGraphicsTextItem

    from .test_scene import open_state

    state = witches_in_round_one(opponent_actions=per)
    free = next(h for h, c in state.terrain.items() if c == "blue" and h not in state.buildings)
    state = apply(state, OpponentPlace(colour="blue", hex=free))
    scene = open_state(window, qtbot, state)
    texts = [item.toPlainText() for item in scene.items() if isinstance(item, QGraphicsTextItem)]
    assert mark in texts


def test_an_action_before_a_pending_decision_names_the_decision_in_words():
    state = witches_in_round_one().model_copy(update={"pending": [Pending(kind="leech", amount=2, source="blue")]})
    error = refused(state, PowerAction(number=3))
    assert error.key == "terra_mystica.error.pending_first"
    assert render(error.key, error.params, "en") == "First settle: the power offered by a neighbour (take it or not)."
    assert "leech" not in render(error.key, error.params, "it")
