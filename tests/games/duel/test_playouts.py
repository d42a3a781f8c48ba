"""Random playouts: every generated action legal, invariants after every action, replay and JSON round trip."""
import random

import pytest

from solo_desk.core.playout import play_game, replay
from solo_desk.games.duel import GAME, game, rules

from .helpers import random_game

pytestmark = pytest.mark.rule("SOLO-GEN-1")


@pytest.fixture
def random_automa(monkeypatch):
    """Plays the automa's side with random legal moves, so these tests check the rules, not the bot."""
    monkeypatch.setattr(game, "_bot", lambda: None)


OPTION_SETS = [{}, {"pantheon": False}, {"promo_wonders": True}]


@pytest.mark.parametrize("options", OPTION_SETS, ids=["pantheon", "base", "promos"])
def test_random_playouts_keep_every_invariant(options, random_automa):
    reasons = set()
    for seed in range(60):
        record = play_game(GAME, options, seed, check=True)
        assert record.error is None, (seed, record.error)
        assert replay(GAME, record.initial, record.steps) == record.final
        assert GAME.load_state(record.final.model_dump(mode="json")) == record.final
        reasons.add(record.result.reason)
        # each action read back from its JSON (as a save is) replays into the very action recorded:
        # what the rules filled in for the history (a price, a supremacy) comes back from the rules
        state = record.initial
        for step in record.steps:
            for action in step.actions:
                state, done = GAME.apply(state, GAME.parse_action(action.model_dump(mode="json")))
                assert done == action
        assert state == record.final
    assert "civilian" in reasons


def test_every_policy_move_is_in_the_legal_list():
    rng = random.Random(4)
    for seed in range(6):
        s = GAME.new_state({}, seed, "digital")
        while GAME.result(s) is None:
            legal = rules.legal_actions(s)
            action = GAME.player_policy(s, rng)
            assert action in legal
            s, _ = GAME.apply(s, action)


def test_companion_random_answers_keep_every_invariant():
    for seed in range(8):
        final, history = random_game(seed, mode="companion")
        assert GAME.result(final) is not None
        assert any(a.kind == "answer" for a in history)


def test_coins_never_negative_and_wonders_at_most_seven():
    for seed in range(20):
        s = GAME.new_state({}, seed, "digital")
        rng = random.Random(seed)
        while GAME.result(s) is None:
            s, _ = GAME.apply(s, rules.random_legal_action(s, rng.randrange))
            assert min(s.player.coins, s.automa.coins) >= 0
            assert rules.wonders_built_total(s) <= 7


def test_the_automa_proposal_is_always_a_legal_turn(random_automa):
    s = GAME.new_state({}, 9, "digital")
    rng = random.Random(9)
    while GAME.result(s) is None:
        if rules.to_move(s) == "automa":
            proposal = GAME.propose(s)
            assert proposal.status == "automa_turn" and proposal.trace
            assert proposal.actions[0] in rules.legal_actions(s)
            assert GAME.propose(s) == proposal  # proposing changes nothing and is repeatable
            s, _ = GAME.apply(s, proposal.actions[0])
        else:
            assert GAME.propose(s).status == "not_automa_turn"
            s, _ = GAME.apply(s, GAME.player_policy(s, rng))
    assert GAME.propose(s).status == "game_over"


def test_public_view_hides_what_is_face_down():
    s = GAME.new_state({}, 3, "digital")
    rng = random.Random(3)
    while s.phase == "draft":
        s, _ = GAME.apply(s, GAME.player_policy(s, rng))
    view = GAME.public_view(s)
    for key in ("seed", "rng_counter", "decks", "set_aside", "box", "progress_box", "divinity_decks", "wonder_deck",
                "layout_tokens"):
        assert key not in view
    hidden = [i for i, up in enumerate(s.face_up) if not up]
    assert hidden and all(view["slots"][i] == "?" for i in hidden)
    assert all(view["slots"][i] == s.slots[i] for i, up in enumerate(s.face_up) if up)
    # permuting the hidden cards does not change the view
    cards = [s.slots[i] for i in hidden]
    rng.shuffle(cards)
    slots = list(s.slots)
    for i, card in zip(hidden, cards):
        slots[i] = card
    shuffled = s.model_copy(update={"slots": tuple(slots), "decks": (s.decks[0], s.decks[2], s.decks[1]), "seed": 99})
    assert GAME.public_view(shuffled) == view


def test_public_view_shows_guild_backs_and_hides_placed_gods():
    s = GAME.new_state({}, 5, "digital")
    rng = random.Random(5)
    seen_gods = False
    while GAME.result(s) is None:
        view = GAME.public_view(s)
        if s.age == 1 and any(s.pantheon_spaces):
            assert all(g == "" or g.startswith("?") for g in view["pantheon_spaces"])
            seen_gods = True
        if s.age == 3:
            temples = {i for i, (c, up) in enumerate(zip(s.slots, s.face_up)) if c and not up and c.endswith("grand_temple")}
            assert {i for i, v in enumerate(view["slots"]) if v == "?guild"} == temples
        s, _ = GAME.apply(s, GAME.player_policy(s, rng))
    assert seen_gods
