"""The dice tables, checked by exhaustive enumeration (§5 of the rendering)."""
from collections import Counter
from fractions import Fraction as F
from itertools import product

import pytest

from solo_desk.games.concordia import GAME
from solo_desk.games.concordia.bot import action_for, good_for, next_lower, resolve
from solo_desk.games.concordia.content import GOODS_HIGH_TO_LOW

from .helpers import ai_turn, fresh

ROLLS = {"2d6": [a + b for a, b in product(range(1, 7), repeat=2)], "d12": list(range(1, 13))}


def distribution(dice, table):
    outcomes = Counter(table(dice, r) for r in ROLLS[dice])
    return {k: F(n, len(ROLLS[dice])) for k, n in outcomes.items()}


@pytest.mark.rule("CONC-ROLL", "CONC-ROLL-COLOUR", "CONC-ROLL-DIE")
def test_action_probabilities():
    assert distribution("2d6", action_for) == {"build": F(5, 18), "take": F(4, 9), "buy": F(5, 18)}
    assert distribution("d12", action_for) == {"build": F(1, 3), "take": F(5, 12), "buy": F(1, 4)}


@pytest.mark.rule("CONC-ROLL-GOODS")
def test_goods_probabilities():
    assert distribution("2d6", good_for) == {
        "brick": F(1, 6), "food": F(1, 4), "tools": F(11, 36), "wine": F(7, 36), "cloth": F(1, 12)
    }
    assert distribution("d12", good_for) == {
        "brick": F(1, 3), "food": F(1, 6), "tools": F(1, 6), "wine": F(1, 6), "cloth": F(1, 6)
    }


@pytest.mark.rule("CONC-ROLL", "CONC-ROLL-GOODS")
def test_derived_example_3_rolls():
    assert action_for("2d6", 7) == "take" and good_for("2d6", 11) == "cloth"
    assert action_for("d12", 7) == "buy"
    assert action_for("d12", 8) == "take"
    assert action_for("2d6", 5) == "build" and action_for("d12", 5) == "buy"


@pytest.mark.rule("CONC-GOODS-ORDER", "CONC-GOODS-PAIR")
def test_example_2_pair_table():
    assert GOODS_HIGH_TO_LOW == ("cloth", "wine", "tools", "food", "brick")
    assert {g: (g, next_lower(g)) for g in GOODS_HIGH_TO_LOW} == {
        "cloth": ("cloth", "wine"), "wine": ("wine", "tools"), "tools": ("tools", "food"),
        "food": ("food", "brick"), "brick": ("brick", "brick"),
    }


@pytest.mark.rule("CONC-ROLL-DIE", "CONC-AI-TURN")
@pytest.mark.parametrize("dice", ["2d6", "d12"])
def test_drawn_rolls_follow_the_die_and_feed_both_tables(dice):
    """The die chosen once is used for the action roll and the goods roll (CONC-AMB-02)."""
    seen = Counter()
    for seed in range(120):
        state = ai_turn(fresh(seed, dice=dice))
        deed, dice_used = resolve(state, None, ask=False)
        seen[dice_used.used["action_roll"]] += 1
        assert all(v in ROLLS[dice] for k, v in dice_used.used.items() if k.endswith("_roll"))
    assert set(seen) == set(ROLLS[dice])


@pytest.mark.rule("CONC-ROLL-DIE")
def test_a_physical_roll_outside_the_die_is_refused():
    from solo_desk.core.errors import IllegalAction

    state = ai_turn(fresh(1, dice="2d6"))
    with pytest.raises(IllegalAction):
        GAME.propose(state, {"action_roll": "1"})
    assert GAME.propose(state, {"action_roll": "12"}).status == "automa_turn"
