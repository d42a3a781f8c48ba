"""From the command line: a new game at each level, then the Automa's proposal; the hand limit."""
import json
from pathlib import Path

import pytest

from solo_desk.cli import main
from solo_desk.core.errors import IllegalAction
from solo_desk.core.schemas import NewOutput, ProposeOutput
from solo_desk.games.age_of_comics import GAME
from solo_desk.games.age_of_comics import rules as R
from solo_desk.games.age_of_comics.state import Develop, Discard, Hire

from .helpers import started

DEMO = Path(__file__).parents[3] / "resources" / "age_of_comics" / "demo_automa_deck.json"


def run(capsys, *argv):
    code = main(list(argv))
    out, err = capsys.readouterr()
    assert code == 0, err
    return out


@pytest.mark.rule("AOC-SETUP-LEVEL", "AOC-SETUP-PLAYER", "AOC-FLOW-FIRST")
@pytest.mark.parametrize("difficulty,number", [("beginner", 1), ("2", 2), ("expert", 3)])
@pytest.mark.parametrize("deck", ["demo", "file"])
def test_new_then_propose_cites_aoc_rules_at_every_level(capsys, tmp_path, difficulty, number, deck):
    path = str(tmp_path / "g.json")
    deck_option = str(DEMO) if deck == "file" else "demo"
    new = NewOutput.model_validate_json(run(capsys, "new", "age_of_comics", "--seed", "7", "--option",
                                            f"difficulty={difficulty}", "--option", f"deck={deck_option}", "-o", path, "--json"))
    assert new.options["difficulty"] == ["beginner", "intermediate", "expert"][number - 1]
    first = ProposeOutput.model_validate_json(run(capsys, "propose", path, "--json"))
    assert first.proposal.status == "not_automa_turn" and first.proposal.rule == "AOC-SETUP-PLAYER"
    assert {s.rule for s in first.proposal.trace} >= {"AOC-SETUP-LEVEL", "AOC-SETUP-PLAYER"}
    setup = json.loads(run(capsys, "legal", path, "--json"))["actions"][0]
    run(capsys, "apply", path, "--action", json.dumps(setup))
    turn = ProposeOutput.model_validate_json(run(capsys, "propose", path, "--json"))
    assert turn.proposal.status == "automa_turn"
    rules = [s.rule for s in turn.proposal.trace]
    assert rules and all(r.startswith("AOC-") for r in rules)
    assert {"AOC-SETUP-LEVEL", "AOC-FLOW-DRAW", "AOC-FLOW-FIRST", "AOC-FLOW-REVEAL", "AOC-FLOW-PLACE"} <= set(rules) or \
        "AOC-NOACTION" in rules
    level = next(s for s in turn.proposal.trace if s.rule == "AOC-SETUP-LEVEL")
    assert level.params["number"] == number
    assert any(f"Level {number}" in line for line in turn.explanation)
    run(capsys, "apply", path)  # the Automa's turn is played as proposed
    assert json.loads(Path(path).read_text())["cursor"] == 2


# -- the hand limit (decisions.json: hand_limit) ------------------------------------------------
def crowded():
    """The player's turn with 5 cards in hand (4 creatives + 1 developed comic)."""
    state = started()
    for row in ("writers", "artists"):
        extra = [c for c in state.decks[row] if c not in state.player.hand][:1]
        for c in extra:
            state.decks[row].remove(c)
        state.player.hand += extra
    for action in GAME.propose(state).actions:  # the Automa's first turn
        state, _ = GAME.apply(state, action)
    return state


@pytest.mark.rule("AOC-GEN-BASE")
def test_hand_limit_of_six_makes_the_player_discard():
    state = crowded()
    assert R.to_move(state) == "player" and R.hand_size(state.player) == 5
    hire = next(a for a in R.area_actions(state, "hire") if isinstance(a, Hire) and a.writer and a.artist)
    after, _ = GAME.apply(state, hire)
    assert R.hand_size(after.player) == 7 and after.discard_due == 1
    assert R.to_move(after) == "player"  # before the Automa's next turn
    assert all(isinstance(a, Discard) for a in R.legal_actions(after)) and len(R.legal_actions(after)) == 7
    proposal = GAME.propose(after)
    assert proposal.status == "not_automa_turn" and proposal.trace[0].key == "age_of_comics.trace.hand_limit"
    with pytest.raises(IllegalAction) as err:
        GAME.apply(after, next(a for a in R.area_actions(state, "develop") if isinstance(a, Develop)))
    assert err.value.key == "age_of_comics.error.discard_first"
    card = after.player.hand[0]
    done, _ = GAME.apply(after, Discard(by="player", card=card))
    assert done.discard_due == 0 and R.hand_size(done.player) == 6 and card in done.discards["creatives"]
    assert GAME.check(done) is None and R.to_move(done) == "automa"
    with pytest.raises(IllegalAction):
        GAME.apply(done, Discard(by="player", card=done.player.hand[0]))  # nothing is due


def test_hand_at_the_limit_needs_no_discard():
    state = crowded()
    develop = next(a for a in R.area_actions(state, "develop") if isinstance(a, Develop) and a.comic)
    after, _ = GAME.apply(state, develop)
    assert R.hand_size(after.player) == 6 and after.discard_due == 0
