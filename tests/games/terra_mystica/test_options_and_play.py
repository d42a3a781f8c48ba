import json
import random

import pytest

from solo_desk.core.errors import IllegalAction
from solo_desk.core.playout import play_game, replay
from solo_desk.games.terra_mystica import GAME
from solo_desk.games.terra_mystica.state import BlockPower, Income, OpponentPlace, OpponentUpgrade, Pass, SetupPick, StartDwelling

from .helpers import run_automa, witches_in_round_one, witches_opponents_placed, witches_setup


def placements(**options):
    state = witches_setup("easy", **options)
    for hex_ in ("A10", "G3"):
        state, _ = GAME.apply(state, StartDwelling(hex=hex_))
    return GAME.propose(state)


def test_every_ambiguity_option_is_declared():
    declared = {o.ambiguity for o in GAME.option_specs() if o.ambiguity}
    assert declared == {"TM-AMB-01", "TM-AMB-03", "TM-AMB-04", "TM-AMB-05", "TM-AMB-07", "TM-AMB-10", "TM-AMB-12", "TM-AMB-14"}


def test_amb_04_nearest_to_any_dwelling_sends_red_to_a12():
    default = [(a.colour, a.hex) for a in placements().actions]
    flipped = [(a.colour, a.hex) for a in placements(dwelling_reference="any").actions]
    assert ("red", "G2") in default and ("red", "A12") in flipped


def test_amb_05_land_distance_keeps_grey_on_the_island_of_a10():
    flipped = [(a.colour, a.hex) for a in placements(distance="land").actions]
    assert ("grey", "C5") not in flipped and ("grey", "C2") in flipped


@pytest.mark.rule("TM-DWELL-TIE-RANDOM")
def test_amb_07_player_settles_the_remaining_tie():
    state = GAME.new_state({"faction": "witches", "third_colour": "player"}, 2, "digital")
    state, _ = GAME.apply(state, SetupPick(item="third_colour", value="red"))
    state = run_automa(state)
    # F4 (green) has grey F1? find a start pair where a tie outside the island remains: C4 and C3
    for h in ("C4", "F2"):
        state, _ = GAME.apply(state, StartDwelling(hex=h))
    auto = GAME.propose(state)
    asked = GAME.propose(state.model_copy(update={"options": state.options | {"dwelling_tie": "player"}}))
    ties = [s for s in auto.trace if s.rule == "TM-DWELL-TIE-RANDOM"]
    assert ties and auto.status == "automa_turn"
    assert asked.status == "needs_input" and asked.inputs[0].name.startswith("tie_")
    choice = asked.inputs[0].choices[-1].value
    answered = GAME.propose(state.model_copy(update={"options": state.options | {"dwelling_tie": "player"}}), {asked.inputs[0].name: choice})
    assert any(a.hex == choice for a in answered.actions if a.kind == "opponent_start")


def test_amb_03_third_colour_by_the_player_even_in_random_mode():
    state = GAME.new_state({"faction": "witches"}, 1, "digital")
    assert GAME.to_move(state) == "automa" and GAME.propose(state).actions[0].item == "third_colour"
    state = GAME.new_state({"faction": "witches", "third_colour": "player"}, 1, "digital")
    assert GAME.to_move(state) == "player"
    assert {a.value for a in GAME.legal_actions(state)} == {"black", "red"}


@pytest.mark.rule("TM-SETUP-BONUS")
def test_amb_01_weighted_bonus_choice_gives_the_bonus_tiles_to_the_player():
    state = GAME.new_state({"faction": "witches", "selection": "chosen", "weighted_bonus_choice": True}, 1, "digital")
    state, _ = GAME.apply(state, SetupPick(item="third_colour", value="black"))
    for n, tile in enumerate(["SCORE1", "SCORE2", "SCORE3", "SCORE4", "SCORE5", "SCORE6"], 1):
        state, _ = GAME.apply(state, SetupPick(item=f"round_tile_{n}", value=tile))
    assert GAME.to_move(state) == "player" and GAME.legal_actions(state)[0].item == "bonus_tile_1"


def test_amb_10_per_game_keeps_the_new_action_used():
    for mode, allowed in (("per_round", True), ("per_game", False)):
        state = witches_in_round_one(opponent_actions=mode)
        state, _ = GAME.apply(state, OpponentPlace(colour="blue", hex="D2"))
        state, _ = GAME.apply(state, Pass(tile=state.bonus_pool[0]))
        state = run_automa(state)
        try:
            GAME.apply(state, OpponentPlace(colour="blue", hex="E4"))
            assert allowed
        except IllegalAction:
            assert not allowed


def test_amb_12_upgrade_without_returning_the_dwelling():
    for returns, dwellings in ((True, 7), (False, 6)):
        state = witches_in_round_one(upgrade_returns_dwelling=returns)
        state, _ = GAME.apply(state, OpponentUpgrade(colour="blue", hex="A11"))
        assert state.opp_supply["blue"]["D"] == dwellings


def test_amb_14_keeping_duplicates_blocks_fewer_actions():
    for mode, blocked in (("reroll", [1, 4, 6]), ("keep", [1, 4])):
        state = witches_opponents_placed("intermediate", power_mode="dice", power_duplicates=mode)
        state, _ = GAME.apply(state, GAME.legal_actions(state)[0])
        state, _ = GAME.apply(state, Income(by="automa"))
        state = state.model_copy(update={"mode": "companion"})  # the table's dice (digital: the game's own)
        state, _ = GAME.apply(state, BlockPower(by="automa").with_outcomes(rolls=[4, 4, 1, 6][: 4 if mode == "reroll" else 3]))
        assert state.blocked == blocked


@pytest.mark.rule("TM-GEN-BASE", "TM-GEN-OPP", "TM-SETUP-NOABILITIES", "TM-ACT-NORMAL", "TM-SCORE-FINAL")
@pytest.mark.parametrize("options", [
    {}, {"difficulty": "hard", "power_mode": "dice"}, {"difficulty": "easy", "power_mode": "preset"},
    {"map": "fire_ice_1"}, {"map": "fjords", "selection": "chosen"},
])
def test_random_playouts_are_legal_replayable_and_round_trip(options):
    for seed in range(6):
        record = play_game(GAME, options, seed, check=True)
        assert record.error is None and record.result is not None
        final = record.final
        assert final.round == 6 and final.final is not None and final.vp >= 0
        assert replay(GAME, record.initial, record.steps) == final
        assert GAME.load_state(json.loads(json.dumps(final.model_dump(mode="json")))) == final
        for step in record.steps:
            for action in step.actions:
                GAME.parse_action(action.model_dump(mode="json"))
        # opponents only ever stand on their own colour (TM-ACT-TERRAIN)
        assert all(final.terrain[h] == o for h, (o, _) in final.buildings.items() if o != "player")


def test_public_view_hides_the_random_stream_and_the_bot_ignores_it():
    state = witches_setup()
    for hex_ in ("A10", "G3"):
        state, _ = GAME.apply(state, StartDwelling(hex=hex_))
    view = GAME.public_view(state)
    assert "seed" not in view and "rng_counter" not in view
    other = state.model_copy(update={"seed": 999, "rng_counter": 77})
    assert GAME.propose(other).actions == GAME.propose(state).actions


def test_a_whole_companion_game_from_a_script_of_answers():
    """Every draw and die is asked; the script answers with the first value offered."""
    state = GAME.new_state({"faction": "random", "power_mode": "dice", "difficulty": "hard"}, 4, "companion")
    rng = random.Random(4)
    asked = set()
    while GAME.result(state) is None:
        if GAME.to_move(state) == "player":
            state, _ = GAME.apply(state, GAME.player_policy(state, rng))
            continue
        answers: dict[str, str] = {}
        while (proposal := GAME.propose(state, answers)).status == "needs_input" and not proposal.actions:
            request = proposal.inputs[0]
            assert request.choices and request.name not in answers
            if request.kind == "die":
                assert len(request.choices) == 6 - sum(1 for k in answers if k.startswith(request.name.rsplit("_", 1)[0]))
            asked.add(request.name.split("_")[0])
            answers[request.name] = request.choices[0].value  # cumulative: every answer so far goes back
        # questions of the table, all answered: needs_input with the actions (Apply plays them); else the automa's turn
        assert proposal.applicable() and proposal.status == ("needs_input" if answers else "automa_turn")
        assert not proposal.inputs
        for action in proposal.actions:
            state, _ = GAME.apply(state, action)
        GAME.check(state)
    assert {"faction", "third", "round", "bonus"} <= asked
    assert state.faction == "alchemists" and state.phase == "over"


def test_companion_refuses_a_draw_without_an_answer():
    state = GAME.new_state({}, 1, "companion")
    with pytest.raises(IllegalAction):
        GAME.apply(state, SetupPick(by="automa", item="faction"))


def test_apply_never_changes_its_input_although_it_copies_only_the_containers():
    """``rules.fork`` replaces the deep copy: every action of a whole game leaves its input state as it was."""
    from solo_desk.games.terra_mystica.state import EditBuilding, EditCult

    state = GAME.new_state({"faction": "engineers", "power_mode": "preset"}, 9, "digital")
    rng = random.Random(9)
    while GAME.result(state) is None:
        actions = GAME.propose(state).actions if GAME.to_move(state) == "automa" else [GAME.player_policy(state, rng)]
        for action in actions:
            old, snapshot = state, state.model_dump()
            state, _ = GAME.apply(state, action)
            assert old.model_dump() == snapshot and state is not old
    # edits reach into the nested dicts (opponent supplies and pawns)
    colour = state.colours[0]
    snapshot = state.model_dump()
    GAME.apply(state, EditCult(cult="fire", value=1, colour=colour))
    GAME.apply(state, EditBuilding(hex=next(h for h in state.terrain if h not in state.buildings), owner=colour))
    assert state.model_dump() == snapshot
