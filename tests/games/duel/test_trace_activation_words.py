"""SOLO-TAC-2's step in SOLO's explanation: the Offering tokens named only when SOLO uses some
("for 3 coins (Offering tokens: -)" read as a missing value), "for free" when the god costs nothing."""
from __future__ import annotations

import random

import pytest

from solo_desk.core.messages import render
from solo_desk.core.playout import apply_step, next_step
from solo_desk.games.duel import GAME


def activation_steps(seed: int = 1) -> list:
    """SOLO-TAC-2's steps in the proposals of one seeded self-play game."""
    s, rng, steps = GAME.new_state({}, seed, "digital"), random.Random(seed ^ 0x5EED), []
    while GAME.result(s) is None:
        if GAME.to_move(s) == "automa":
            steps += [step for step in GAME.propose(s).trace if step.rule == "SOLO-TAC-2"]
        s, _ = apply_step(GAME, s, next_step(GAME, s, rng))
    return steps


@pytest.mark.rule("SOLO-TAC-2")
def test_solo_s_activation_names_offering_tokens_only_when_it_uses_some():
    steps = activation_steps()
    keys = {step.key for step in steps}
    assert keys >= {"duel.trace.activate_god", "duel.trace.activate_god_coins"}
    assert keys & {"duel.trace.activate_god_free", "duel.trace.activate_god_free_token"}  # free, and why
    for step in steps:
        for lang in ("en", "it"):
            text = render(step.key, step.params, lang)
            assert ": -)" not in text, text
            used = step.params["offerings"] != "-"
            assert (("Offering tokens" if lang == "en" else "segnalini Offerta") in text) == used, text
            if step.params["cost"] == 0 and not used:  # free, and for a Mythology token says so
                free = " for free" if lang == "en" else " gratis"
                assert text.endswith(free) or step.key.endswith("_token") and free + ": " in text, text
