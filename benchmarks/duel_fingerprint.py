"""A fingerprint of the Duel engine's and SOLO's behaviour, to compare two versions of the code.

`python benchmarks/duel_fingerprint.py [GAMES]` plays GAMES seeded games (default 40) under each of
several option sets (levels, interpretation switches, Pantheon off, promo Wonders, companion mode)
and hashes everything observable: every proposal (actions, explanation trace, summary), every
applied action as recorded, the legal actions of every state of the first games, the final state
and the result. It prints one hash per option set and one for all: a speed-up that changes
nothing prints the same lines.

`python benchmarks/duel_fingerprint.py [GAMES] --games-only` hashes only each game's final state and
result: what the games did, whatever the words. A change of wording (explanations, history lines,
recorded descriptive fields, state fields that only describe, DESCRIPTIVE_STATE_FIELDS) moves the
full fingerprint and leaves these lines as they were.
"""
from __future__ import annotations

import hashlib
import random
import sys

from solo_desk.core.playout import answer_questions

OPTION_SETS: list[tuple[str, dict, str]] = [
    ("default", {}, "digital"),
    ("no-pantheon", {"pantheon": False}, "digital"),
    ("promo", {"promo_wonders": True, "level": "legendary"}, "digital"),
    ("levels", {"level": "hard", "solo_direction": "SC"}, "digital"),
    ("switches-1", {"solo_side": "right", "cost_mode": "actual", "need_mode": "strict_top",
                    "chain_mode": "completes", "uncover_count": "facedown_only"}, "digital"),
    ("switches-2", {"hades_scale": "literal", "nisaba_fallback": "random", "liberty_gift": "invert",
                    "instant_win_includes_wonders": False, "adaptive_scope": "build_only",
                    "anubis_player_scale": "derived", "promo_wonders": True}, "digital"),
    ("companion", {"promo_wonders": True}, "companion"),
]
LEGAL_GAMES = 3  # games per option set whose every state's legal actions are hashed too
# state fields that only describe the game (the Automa panel's rule for the Player's turn): left out
# of the final state's hash, which says what the games did
DESCRIPTIVE_STATE_FIELDS = {"age_first_turn"}


class _Unhashed:
    """The digest of --games-only's steps: the moves and words are not hashed."""

    def update(self, data: bytes) -> None:
        pass


def fingerprint_game(options: dict, seed: int, mode: str, with_legal: bool, games_only: bool = False) -> str:
    from solo_desk.games.duel import GAME

    final = hashlib.sha256()
    digest = _Unhashed() if games_only else final
    state = GAME.new_state(options, seed, mode)
    rng = random.Random(seed ^ 0x5EED)
    digest.update(state.model_dump_json().encode())
    for _ in range(2000):
        if GAME.result(state) is not None:
            break
        if with_legal:
            digest.update(repr([a.model_dump_json() for a in GAME.legal_actions(state)]).encode())
        side = GAME.to_move(state)
        actions = None
        if side == "automa" or mode == "companion":
            proposal = GAME.propose(state)
            digest.update(proposal.model_dump_json().encode())
            proposal = answer_questions(GAME, state, proposal, rng)
            digest.update(proposal.model_dump_json().encode())
            if proposal.applicable():
                actions = list(proposal.actions)
        if actions is None:
            actions = [GAME.player_policy(state, rng)]
        for action in actions:
            state, done = GAME.apply(state, action)
            digest.update(done.model_dump_json().encode())
    final.update(state.model_dump_json(exclude=DESCRIPTIVE_STATE_FIELDS).encode())
    result = GAME.result(state)
    final.update((result.model_dump_json() if result else "unfinished").encode())
    return final.hexdigest()


def main(argv: list[str]) -> int:
    games_only = "--games-only" in argv
    numbers = [a for a in argv if a != "--games-only"]
    games = int(numbers[0]) if numbers else 40
    whole = hashlib.sha256()
    for name, options, mode in OPTION_SETS:
        part = hashlib.sha256()
        for seed in range(1, games + 1):
            part.update(fingerprint_game(options, seed, mode, seed <= LEGAL_GAMES and not games_only,
                                         games_only).encode())
        print(f"{name:12} {part.hexdigest()[:16]}")
        whole.update(part.digest())
    print(f"{'all':12} {whole.hexdigest()[:16]}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
