"""Two cards doing the same thing are still two cards: a move names the card played by
its id (``player-prefect-1``, ``player-prefect-2``), the one that leaves the hand, so
the legal moves list the uses of every card in hand, not of one copy per type."""
import random

from solo_desk.core.options import resolve_options
from solo_desk.core.playout import play_game
from solo_desk.games.concordia import GAME, moves, rules
from solo_desk.games.concordia.state import Diplomat, Mercator, Prefect

from .helpers import fresh, with_side


def listed_cards(state):
    return {a.card for a in GAME.legal_actions(state)}


def test_both_starting_prefects_are_listed_and_each_plays_its_own_card():
    state = fresh(1)
    assert {"player-prefect-1", "player-prefect-2"} <= set(state.player.hand)
    prefects = [a for a in GAME.legal_actions(state) if isinstance(a, Prefect)]
    assert {a.card for a in prefects} == {"player-prefect-1", "player-prefect-2"}
    # the same uses for each copy: the second copy's are not missing
    uses = {card: sorted(a.model_dump_json(exclude={"card"}) for a in prefects if a.card == card)
            for card in ("player-prefect-1", "player-prefect-2")}
    assert uses["player-prefect-1"] == uses["player-prefect-2"]
    second = next(a for a in prefects if a.card == "player-prefect-2")
    after, _ = GAME.apply(state, second)
    assert after.player.discard[-1] == "player-prefect-2" and "player-prefect-1" in after.player.hand


def test_a_diplomat_copying_the_card_on_top_is_listed_beside_a_card_of_that_type():
    state = fresh(1)
    hand = tuple(c for c in state.player.hand if c != "player-prefect-1")
    state = with_side(state, "player", hand=hand, discard=("player-prefect-1",))
    listed = GAME.legal_actions(state)
    copying = [a for a in listed if a.card == "player-diplomat_start"]
    assert copying and all(isinstance(a, Prefect) for a in copying)  # CONC-DIPLOMAT: it copies the Prefect
    assert any(isinstance(a, Prefect) and a.card == "player-prefect-2" for a in listed)
    rules.apply_player_move(state, copying[-1])  # and the rules accept it


def test_a_diplomat_with_nothing_to_copy_is_listed_once_per_card():
    state = fresh(1)
    assert [a for a in GAME.legal_actions(state) if isinstance(a, Diplomat)] == [Diplomat(card="player-diplomat_start")]


def test_every_card_in_hand_is_listed_and_no_move_twice_along_seeded_games():
    options = resolve_options(GAME.option_specs(), {})
    checked = 0
    for seed in (1, 2):
        record = play_game(GAME, options, seed)
        state = record.initial
        for step in record.steps:
            if state.turn == "player" and GAME.to_move(state) == "player" and not state.finished \
                    and not rules.pending_city_reveals(state) and rules.pending_card_reveal(state) is None:
                listed = GAME.legal_actions(state)
                assert listed_cards(state) == set(state.player.hand)
                dumped = [a.model_dump_json() for a in listed]
                assert len(dumped) == len(set(dumped))
                checked += 1
            for action in step.actions:
                state, _ = GAME.apply(state, action)
    assert checked > 20


def test_the_random_policy_can_still_play_any_card():
    state = fresh(1)
    rng = random.Random(4)
    played = {moves.random_move(state, rng).card for _ in range(200)}
    assert played == set(state.player.hand)
    assert any(isinstance(a, Mercator) for a in GAME.legal_actions(state))
