"""The solo Opponent: the rendering's DERIVED EXAMPLES, every rung, every die branch, every switch."""
from __future__ import annotations

import pytest

from solo_desk.games.architects import GAME
from solo_desk.games.architects.bot import simulate
from solo_desk.games.architects.rules import apply, new_state
from solo_desk.games.architects.state import Task

from .helpers import first_take, table

pytestmark = pytest.mark.rule("ARCH-TURN-2")


def rules_cited(proposal) -> set[str]:
    return {step.rule for step in proposal.trace}


# -- DERIVED EXAMPLES ----------------------------------------------------------------


@pytest.mark.rule("ARCH-PRIO-2", "ARCH-PRIO-6A", "ARCH-PRIO-6")
def test_example_1_yellow_beats_red():
    state = table("shield_horn2", "gold", automa_cards=("shield",), player_cards=("shield",))
    proposal = GAME.propose(state)
    assert proposal.status == "automa_turn"
    assert proposal.actions[0].kind == "take" and proposal.actions[0].deck == "automa"
    assert "dice" not in proposal.actions[0].outcomes
    assert "ARCH-PRIO-2" in rules_cited(proposal)


@pytest.mark.rule("ARCH-PRIO-6", "ARCH-PRIO-6B", "ARCH-PRIO-6A")
@pytest.mark.parametrize(
    "automa_shields, expected_deck, rung",
    [(2, "player", "ARCH-PRIO-6B"), (3, "automa", "ARCH-PRIO-6A")],
)
def test_example_2_shield_comparison(automa_shields, expected_deck, rung):
    state = table("shield", "shield_horn1", automa_cards=("shield",) * automa_shields, player_cards=("shield",) * 3)
    proposal = GAME.propose(state)
    assert first_take(proposal) == expected_deck
    assert rung in rules_cited(proposal)


@pytest.mark.rule("ARCH-DIE-SEVERAL", "ARCH-SETUP-DIE")
@pytest.mark.parametrize("die, expected", [("1", "player"), ("3", "player"), ("4", "automa"), ("6", "automa")])
def test_example_3_several_decks_roll(die, expected):
    state = table("gold", "gold", mode="companion")
    asked = GAME.propose(state)
    assert asked.status == "needs_input" and asked.inputs[0].kind == "die"
    assert asked.inputs[0].params["rule"] == "ARCH-DIE-SEVERAL"
    proposal = GAME.propose(state, {asked.inputs[0].name: die})
    take = proposal.actions[0]
    assert take.deck == expected and take.outcomes["dice"] == [int(die)]


@pytest.mark.rule("ARCH-DIE-NONE", "ARCH-SETUP-DIE")
@pytest.mark.parametrize("die, expected", [("1", "player"), ("2", "automa"), ("3", "central"), ("6", "central")])
def test_example_4_nothing_matches(die, expected):
    state = table("blue_3vp", "blue_3vp", mode="companion")
    asked = GAME.propose(state)
    assert asked.inputs[0].params["rule"] == "ARCH-DIE-NONE"
    proposal = GAME.propose(state, {asked.inputs[0].name: die})
    assert proposal.actions[0].deck == expected
    assert not state.central_face_up  # taken face down when the die says so


def cat_position(player_top: str = "stone"):
    # Giza with stage 1 built: stage 2 needs 2 identical; holding wood, a stone does not help.
    return table(
        player_top, "shield", central=("blue_cat",) + ("blue_3vp",) * 4, cat="automa",
        automa_cards=("wood", "shield", "shield"), automa_built=(1,), player_cards=("shield",),
    )


@pytest.mark.rule("ARCH-TURN-1", "ARCH-PRIO-7", "ARCH-TURN-3", "ARCH-PRIO-3", "ARCH-PRIO-6A")
def test_example_5_cat_flip_then_central_blue_cat():
    proposal = GAME.propose(cat_position())
    kinds = [a.kind for a in proposal.actions]
    assert kinds[0] == "flip_central" and proposal.actions[0].outcomes["card"] == "blue_cat"
    assert proposal.actions[1].kind == "take" and proposal.actions[1].deck == "central"
    assert "discard_central" not in kinds  # the new central top is face down
    assert proposal.trace[0].rule == "ARCH-TURN-1"
    assert "ARCH-PRIO-7" in rules_cited(proposal)


@pytest.mark.rule("ARCH-TURN-3", "ARCH-TURN-1")
def test_example_5_variant_discard_when_a_player_deck_is_taken():
    proposal = GAME.propose(cat_position(player_top="gold"))
    kinds = [a.kind for a in proposal.actions]
    assert proposal.actions[1].deck == "player"
    assert kinds[-1] == "discard_central" and proposal.actions[-1].outcomes["card"] == "blue_cat"
    state = cat_position(player_top="gold")
    for action in proposal.actions:
        state, _ = GAME.apply(state, action)
    assert state.discard[-1] == "blue_cat" and not state.central_face_up and state.turn == "player"


def science_position(face_up, stack=("strategy",), **kw):
    # The Opponent holds a compass and takes a second one (rung 4): a pair gives a token.
    return table("compass", "blue_3vp", automa_cards=("compass",), face_up=face_up, stack=stack, **kw)


@pytest.mark.rule("ARCH-PROGRESS", "ARCH-PRIO-4")
def test_example_6_highest_printed_value():
    proposal = GAME.propose(science_position(("tactics", "education", "decor")))
    chosen = next(a for a in proposal.actions if a.kind == "choose_token")
    assert chosen.token == "decor"
    assert "ARCH-PROGRESS" in rules_cited(proposal)


@pytest.mark.rule("ARCH-PROGRESS-FACEDOWN")
def test_example_6_variant_face_down_token():
    state = science_position(("tactics", "engineering", "economy"), stack=("culture", "strategy"))
    proposal = GAME.propose(state)
    chosen = next(a for a in proposal.actions if a.kind == "choose_token")
    assert chosen.token == "stack"
    for action in proposal.actions:
        state, _ = GAME.apply(state, action)
    assert "culture" in state.automa.tokens and state.tokens_face_up == ("tactics", "engineering", "economy")


@pytest.mark.rule("ARCH-PROGRESS")
def test_culture_beats_decor_and_token_is_refilled():
    state = science_position(("decor", "culture", "politics"), stack=("tactics",))
    for action in GAME.propose(state).actions:
        state, _ = GAME.apply(state, action)
    assert state.automa.tokens == ("culture",)
    assert state.tokens_face_up == ("decor", "politics", "tactics")


@pytest.mark.rule("ARCH-PROGRESS", "ARCH-SETUP-DIE")
def test_token_tie_rolls_the_die():
    state = science_position(("politics", "strategy", "tactics"), mode="companion")
    asked = GAME.propose(state)
    assert asked.status == "needs_input" and asked.inputs[0].params["rule"] == "ARCH-PROGRESS"
    first = GAME.propose(state, {asked.inputs[0].name: "2"})
    second = GAME.propose(state, {asked.inputs[0].name: "5"})
    pick = lambda p: next(a for a in p.actions if a.kind == "choose_token").token  # noqa: E731
    assert (pick(first), pick(second)) == ("politics", "strategy")
    assert any(s.ambiguity == "ARCH-AMB-05" for s in first.trace)


@pytest.mark.rule("ARCH-SETUP-TOKEN", "ARCH-SETUP-TOKEN-TABLE", "ARCH-LEVEL-EASY", "ARCH-LEVEL-NORMAL", "ARCH-LEVEL-HARD")
def test_example_7_setup_levels_for_giza():
    options = {"automa_wonder": "giza", "player_wonder": "rhodes"}
    giza = {"architecture", "crafts", "jewellery"}
    seen_normal, seen_hard = set(), set()
    for seed in range(30):
        easy = GAME.new_state(options | {"difficulty": "easy"}, seed)
        assert easy.automa.tokens == ()
        normal = GAME.new_state(options | {"difficulty": "normal"}, seed)
        hard = GAME.new_state(options | {"difficulty": "hard"}, seed)
        assert len(normal.automa.tokens) == 1 and set(normal.automa.tokens) <= giza
        assert len(hard.automa.tokens) == 2 and set(hard.automa.tokens) <= giza
        for state in (normal, hard):  # taken before the face-up tokens are drawn
            assert not set(state.automa.tokens) & set(state.tokens_face_up + state.token_stack)
            assert len(state.tokens_face_up) == 3
            GAME.check(state)
        seen_normal.add(normal.automa.tokens)
        seen_hard.add(frozenset(hard.automa.tokens))
    assert len(seen_normal) == 3 and len(seen_hard) == 3


@pytest.mark.rule("ARCH-SETUP-TOKEN", "ARCH-LEVEL-NORMAL", "ARCH-LEVEL-HARD", "ARCH-SETUP-DIE")
@pytest.mark.parametrize(
    "difficulty, die, expected",
    [("normal", "1", ("architecture",)), ("normal", "4", ("crafts",)), ("normal", "6", ("jewellery",)),
     ("hard", "2", ("crafts", "jewellery")), ("hard", "3", ("architecture", "jewellery"))],
)
def test_companion_setup_die_maps_to_the_table(difficulty, die, expected):
    state = GAME.new_state({"automa_wonder": "giza", "difficulty": difficulty}, 0, "companion")
    asked = GAME.propose(state)
    assert asked.status == "needs_input" and asked.inputs[0].kind == "die"
    assert asked.inputs[0].params["rule"] == "ARCH-SETUP-TOKEN"
    answers = {asked.inputs[0].name: die}
    proposal = GAME.propose(state, answers)
    while not proposal.actions:  # then the table's other set-up questions: tokens, deck tops
        assert proposal.status == "needs_input" and proposal.inputs[0].kind != "die"
        answers[proposal.inputs[0].name] = proposal.inputs[0].choices[0].value
        proposal = GAME.propose(state, answers)
    # a question of the table, fully answered: still needs_input, with the answers to apply
    assert proposal.status == "needs_input" and proposal.applicable() and not proposal.inputs
    assert all(a.kind == "answer" for a in proposal.actions)
    state, _ = GAME.apply(state, proposal.actions[0])
    assert state.automa.tokens == expected
    assert len(state.token_stack) == 15 - len(expected)


def hali_position(player_top, automa_top, automa_deck, **kw):
    return table(
        player_top, automa_top, automa_deck=automa_deck, automa_wonder="halicarnassus",
        queue=(Task(kind="hali_deck"), Task(kind="end_turn")), **kw,
    )


@pytest.mark.rule("ARCH-HALI", "ARCH-PRIO-SCOPE", "ARCH-PRIO-2")
@pytest.mark.parametrize("central_face_up", [False, True])
def test_example_8_halicarnassus(central_face_up):
    state = hali_position(
        "blue_3vp", "gold", ("blue_3vp", "shield", "stone", "tablet", "wood", "clay"),
        central=("gold",) + ("blue_3vp",) * 4, central_face_up=central_face_up,
    )
    proposal = GAME.propose(state)
    assert proposal.actions[0].kind == "hali_deck" and proposal.actions[0].deck == "automa"
    assert proposal.actions[1].kind == "hali_keep" and proposal.actions[1].card == "gold"
    assert not proposal.actions[0].outcomes  # no die
    after, _ = GAME.apply(state, proposal.actions[0])
    assert after.hali_cards == ("gold", "blue_3vp", "shield", "stone", "tablet")
    after, _ = GAME.apply(after, proposal.actions[1])
    assert "gold" in after.automa.cards
    remaining = after.decks["automa"].cards
    assert sorted(remaining) == sorted(("blue_3vp", "shield", "stone", "tablet", "wood", "clay"))


@pytest.mark.rule("ARCH-HALI", "ARCH-SETUP-DIE")
@pytest.mark.parametrize("die, expected", [("3", "player"), ("4", "automa")])
def test_example_8_variant_no_rung_rolls_between_the_two_decks(die, expected):
    state = hali_position("blue_3vp", "blue_3vp", ("blue_3vp",) * 6, mode="companion",
                          central=("gold",) * 5, central_face_up=True)
    asked = GAME.propose(state)
    assert asked.inputs[0].params["rule"] == "ARCH-HALI"
    answers = {asked.inputs[0].name: die}
    assert simulate(state, answers).actions[0].deck == expected
    # the cards shuffled back hide the new top: the table is asked, nothing is applicable yet
    proposal = GAME.propose(state, answers)
    assert proposal.status == "needs_input" and not proposal.actions
    assert proposal.inputs[0].key == f"architects.input.card_{expected}_top"


@pytest.mark.rule("ARCH-HALI", "ARCH-PRIO-SCOPE", "ARCH-PRIO-6B", "ARCH-PRIO-4")
def test_halicarnassus_keeps_the_best_rung_among_the_five():
    # Shields 0 < 1: rung 6B; the hornless red on top of the Opponent's deck beats a plain blue.
    state = hali_position("blue_3vp", "shield", ("blue_cat", "compass", "blue_3vp", "shield_horn1", "gold"),
                          automa_cards=("compass",), player_cards=("shield",))
    proposal = GAME.propose(state)
    assert proposal.actions[0].deck == "automa"
    # Revealed: shield, blue_cat, compass, blue_3vp, shield_horn1 -> the second compass (rung 4).
    assert proposal.actions[1].card == "compass"


# -- each rung -----------------------------------------------------------------------


@pytest.mark.rule("ARCH-PRIO-1", "ARCH-PRIO-SCOPE")
def test_rung_1_card_granting_an_extra_card_then_extra_pick_by_the_ladder():
    state = table("wood", "gold", automa_tokens=("urbanism",), central=("blue_3vp",) * 5)
    proposal = GAME.propose(state)
    takes = [a for a in proposal.actions if a.kind == "take"]
    assert takes[0].deck == "player"  # rung 1 (Urbanism) beats rung 2 (yellow)
    assert takes[1].deck == "automa"  # the extra card: the yellow, rung 2
    assert "ARCH-PRIO-1" in rules_cited(proposal) and "ARCH-PRIO-SCOPE" in rules_cited(proposal)


@pytest.mark.rule("ARCH-PRIO-1")
def test_rung_1_needs_an_unused_token():
    state = table("wood", "gold", automa_tokens=("urbanism",), tokens_used=("urbanism",),
                  queue=(Task(kind="pick", reason="main"), Task(kind="end_turn")))
    assert first_take(GAME.propose(state)) == "automa"


@pytest.mark.rule("ARCH-PRIO-1")
def test_rung_1_architecture_card_completing_a_stage():
    # Giza stage 1 needs 2 different: holding wood, a stone completes it and Architecture grants a card.
    state = table("stone", "blue_cat", automa_cards=("wood",), automa_tokens=("architecture",))
    proposal = GAME.propose(state)
    assert first_take(proposal) == "player"
    assert [s.rule for s in proposal.trace if s.key == "architects.trace.rung_met"][0] == "ARCH-PRIO-1"
    kinds = [a.kind for a in proposal.actions]
    assert kinds[:2] == ["take", "build"] and kinds[2] == "take"


@pytest.mark.rule("ARCH-PRIO-3")
def test_rung_3_grey_that_helps_beats_rung_7():
    state = table("stone", "blue_cat", automa_cards=("wood",), automa_built=(1,), player_cards=())
    # Giza stage 2 (2 identical): holding wood, a stone does not help, so the blue cat (rung 7) wins...
    assert first_take(GAME.propose(state)) == "automa"
    # ...but a wood does.
    state = table("wood", "blue_cat", automa_cards=("wood",), automa_built=(1,))
    assert first_take(GAME.propose(state)) == "player"


@pytest.mark.rule("ARCH-PRIO-4", "ARCH-PRIO-6A")
def test_rung_4_another_copy_of_a_green():
    state = table("shield_horn1", "gear", automa_cards=("gear",))
    assert first_take(GAME.propose(state)) == "automa"


@pytest.mark.rule("ARCH-PRIO-5")
def test_rung_5_the_missing_green():
    state = table("blue_cat", "tablet", automa_cards=("compass", "gear"))
    proposal = GAME.propose(state)
    assert first_take(proposal) == "automa" and "ARCH-PRIO-5" in rules_cited(proposal)
    # With only one green, the third symbol meets no rung and the blue cat (rung 7) wins.
    state = table("blue_cat", "tablet", automa_cards=("compass",))
    assert first_take(GAME.propose(state)) == "player"


@pytest.mark.rule("ARCH-PRIO-7")
def test_rung_7_blue_with_cat():
    proposal = GAME.propose(table("blue_3vp", "blue_cat"))
    assert first_take(proposal) == "automa" and "ARCH-PRIO-7" in rules_cited(proposal)


@pytest.mark.rule("ARCH-DIE-NONE")
def test_die_pointing_to_an_empty_deck_is_rolled_again():
    state = table("blue_3vp", "blue_3vp", central=(), mode="companion")
    first = GAME.propose(state)
    second = GAME.propose(state, {first.inputs[0].name: "5"})  # central: empty
    assert second.status == "needs_input"
    proposal = GAME.propose(state, {first.inputs[0].name: "5", second.inputs[0].name: "2"})
    assert proposal.actions[0].deck == "automa" and proposal.actions[0].outcomes["dice"] == [5, 2]
    assert any(s.ambiguity == "ARCH-AMB-07" for s in proposal.trace)


@pytest.mark.rule("ARCH-SETUP-DIE", "ARCH-DIE-NONE")
def test_digital_die_is_recorded_and_advances_the_stream():
    state = table("blue_3vp", "blue_3vp", seed=7)
    proposal = GAME.propose(state)
    take = proposal.actions[0]
    assert len(take.outcomes["dice"]) == 1
    after, recorded = GAME.apply(state, take)
    assert after.rng_counter == state.rng_counter + 1 and recorded.outcomes["dice"] == take.outcomes["dice"]
    assert GAME.propose(state) == proposal  # proposing changes nothing


# -- ARCH-STAGE-PREF and the ambiguity switches -----------------------------------------------


@pytest.mark.rule("ARCH-STAGE-PREF")
def test_stage_with_effect_is_built_first():
    # Rhodes: stage 1 (2 different) and stage 2 (2 identical, +1 shield) share the bottom level.
    state = table("blue_3vp", "blue_3vp", automa_wonder="rhodes", player_wonder="giza",
                  automa_cards=("wood", "wood", "stone"), queue=(Task(kind="build"), Task(kind="end_turn")))
    build = GAME.propose(state).actions[0]
    assert (build.stage, build.payment) == (2, ("wood", "wood"))


def grey_tie(option: bool, mode="companion"):
    # Rhodes holding wood: a stone helps stage 1 only (plain), a wood helps stage 2 only (shield effect).
    return table("stone", "wood", automa_wonder="rhodes", player_wonder="giza", automa_cards=("wood",),
                 options={"stage_pref_grey_tiebreak": option}, mode=mode)


@pytest.mark.rule("ARCH-STAGE-PREF", "ARCH-PRIO-3", "ARCH-DIE-SEVERAL")
def test_switch_amb_01_grey_tiebreak():
    off = GAME.propose(grey_tie(False))
    assert off.status == "needs_input" and off.inputs[0].params["rule"] == "ARCH-DIE-SEVERAL"
    assert GAME.propose(grey_tie(False), {off.inputs[0].name: "1"}).actions[0].deck == "player"
    on = GAME.propose(grey_tie(True))
    assert on.actions[0].deck == "automa"
    assert any(s.ambiguity == "ARCH-AMB-01" for s in on.trace)


def central_tie(mode: str):
    return table("gold", "blue_3vp", central=("gold",) + ("blue_3vp",) * 4, cat="automa",
                 options={"several_decks": mode}, mode="companion")


@pytest.mark.rule("ARCH-DIE-SEVERAL", "ARCH-TURN-1")
def test_switch_amb_02_several_decks():
    matching = GAME.propose(central_tie("matching"))
    assert matching.status == "automa_turn" and matching.actions[1].deck == "player"
    literal = central_tie("literal")
    asked = GAME.propose(literal)
    assert asked.inputs[0].params["rule"] == "ARCH-DIE-SEVERAL"
    assert GAME.propose(literal, {asked.inputs[0].name: "5"}).actions[1].deck == "automa"


@pytest.mark.rule("ARCH-PRIO-3", "ARCH-DIE-NONE")
def test_switch_amb_03_grey_helps():
    closer = table("stone", "blue_3vp", automa_cards=("wood",), automa_built=(1,), options={"grey_helps": "closer"}, mode="companion")
    assert GAME.propose(closer).inputs[0].params["rule"] == "ARCH-DIE-NONE"
    any_grey = table("stone", "blue_3vp", automa_cards=("wood",), automa_built=(1,), options={"grey_helps": "any"}, mode="companion")
    assert GAME.propose(any_grey).actions[0].deck == "player"


@pytest.mark.rule("ARCH-PRIO-6A", "ARCH-PRIO-6B")
def test_switch_amb_09_shield_count():
    def position(count):
        return table("shield_horn1", "shield", automa_tokens=("tactics",), player_cards=("shield",),
                     options={"shield_count": count})
    assert first_take(GAME.propose(position("total"))) == "player"  # 2 >= 1: a horned red
    assert first_take(GAME.propose(position("red_cards"))) == "automa"  # 0 < 1: a hornless red


# -- proposal contract ---------------------------------------------------------------------


@pytest.mark.rule("ARCH-SETUP-2P")
def test_not_automa_turn_and_game_over():
    state = GAME.new_state({"first_player": "player"}, 3)
    proposal = GAME.propose(state)
    assert proposal.status == "not_automa_turn" and proposal.to_move == "player" and proposal.rule
    over = state.model_copy(update={"ended": "wonder", "queue": ()})
    assert GAME.propose(over).status == "game_over"


@pytest.mark.rule("ARCH-TURN-2")
def test_every_trace_step_cites_an_arch_rule_with_a_translated_key():
    from solo_desk.core.messages import lookup

    state = new_state({**{s.name: s.default for s in GAME.option_specs()}, "first_player": "automa"}, 5, "digital")
    for _ in range(12):
        proposal = GAME.propose(state)
        if proposal.status != "automa_turn":
            state, _ = apply(state, GAME.legal_actions(state)[0])
            continue
        for step in proposal.trace:
            assert step.rule.startswith("ARCH-")
            assert lookup(step.key, "it") and lookup(step.key, "en"), step.key
        for action in proposal.actions:
            state, _ = GAME.apply(state, action)
