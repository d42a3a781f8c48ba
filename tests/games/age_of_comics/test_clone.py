"""The cheap copy used by apply and the bot: equal to a deep copy, and independent of it."""
import json

from solo_desk.core.playout import play_game
from solo_desk.games.age_of_comics import GAME
from solo_desk.games.age_of_comics.state import clone


def test_apply_and_propose_never_change_their_input_and_clone_equals_a_deep_copy():
    record = play_game(GAME, {"deck": "demo"}, 11)
    state = record.initial
    for step in record.steps:
        GAME.propose(state)  # at a step's start, as the window does
        for action in step.actions:
            before = json.dumps(state.model_dump(mode="json"), sort_keys=True)
            copy = clone(state)
            assert copy == state.model_copy(deep=True)
            new, _ = GAME.apply(state, action)
            assert json.dumps(state.model_dump(mode="json"), sort_keys=True) == before
            for side in (copy.player, copy.automa):  # the copy's parts are its own
                side.hand.append("x")
                for comic in side.printed:
                    comic.fans += 1
            for tile in copy.orders.values():
                tile.face_up = not tile.face_up
            copy.spaces["hire"].append("player")
            assert json.dumps(state.model_dump(mode="json"), sort_keys=True) == before
            state = new
    assert state == record.final
