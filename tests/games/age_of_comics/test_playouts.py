"""Random playouts: every action legal, invariants hold, replay and JSON round trip agree."""
import pytest

from solo_desk.core.playout import play_game, replay
from solo_desk.games.age_of_comics import GAME


@pytest.mark.rule("AOC-FLOW-FIRST", "AOC-FLOW-PLAYER", "AOC-FLOW-DRAW", "AOC-FLOW-DISCARD", "AOC-ROUND-END",
                  "AOC-ROUND-END-AUTOMA-NOMONEY", "AOC-SETUP-NOIDEAS", "AOC-SETUP-NOAGENT", "AOC-ROYALTIES",
                  "AOC-GEN-AUTOMA-PARTS", "AOC-SETUP-EDITORS", "AOC-SETUP-NOCUBES")
@pytest.mark.parametrize("seed", range(12))
def test_random_games_end_by_the_rules(seed):
    difficulty = ("beginner", "intermediate", "expert")[seed % 3]
    record = play_game(GAME, {"difficulty": difficulty, "deck": "demo"}, seed, check=True)
    assert record.error is None, record.error
    assert record.result is not None and set(record.result.scores) == {"player", "automa"}
    assert record.final.round == 5 and record.final.phase == "over"
    assert replay(GAME, record.initial, record.steps) == record.final
    assert GAME.load_state(record.final.model_dump(mode="json")) == record.final
    turns = [s for s in record.steps if s.actions[-1].by == "automa" and s.actions[-1].kind != "end_round"]
    assert len(turns) == 20  # four Automa turns in each of five rounds, always before the player's
    for step in record.steps:
        for action in step.actions:
            assert action.kind != "royalties" or action.by == "player"


@pytest.mark.rule("AOC-FLOW-RESHUFFLE", "AOC-ROUND-END-RESHUFFLE", "AOC-SETUP-DECK", "AOC-COMP-CARDS", "AOC-COMP-BOARD")
def test_reshuffle_schedule():
    record = play_game(GAME, {"deck": "demo"}, 3)
    state, seen = record.initial, []
    assert len(state.automa_pile) == 12 and sorted(state.automa_pile) == list(range(12))
    for step in record.steps:
        for action in step.actions:
            before = state
            state, _ = GAME.apply(state, action)
            if action.kind == "begin_round":
                seen.append((state.round, len(state.automa_pile)))
            if action.kind == "end_round" and before.round in (2, 4):
                assert "automa_pile" in action.outcomes and len(state.automa_pile) == 12
    assert seen == [(1, 8), (2, 4), (3, 8), (4, 4), (5, 8)]


@pytest.mark.rule("AOC-SETUP-AUTOMA-START", "AOC-SETUP-PLAYER", "AOC-SETUP-NOORDER", "AOC-SETUP-NOORDER-AUTOMA",
                  "AOC-COMP-MAT")
def test_setup_of_both_sides():
    state = GAME.new_state({"deck": "demo"}, 5, "digital")
    assert GAME.to_move(state) == "player" and GAME.propose(state).rule == "AOC-SETUP-PLAYER"
    from solo_desk.games.age_of_comics import rules as R
    hand = state.automa.hand
    assert [R.kind_of(c) for c in hand] == ["writer", "artist"] and all(R.creative(c).value == 2 for c in hand)
    assert len(state.automa.developed) == 1 and state.automa.money == 0
    setup = R.setup_actions(state)[0]
    new, _ = GAME.apply(state, setup)
    assert new.player.money == 5 and sum(new.player.ideas.values()) == 3 and len(new.player.developed) == 1
    bad = setup.model_copy(update={"artist": "a-" + setup.writer.split("-", 1)[1]})
    with pytest.raises(Exception):
        GAME.apply(state, bad)
