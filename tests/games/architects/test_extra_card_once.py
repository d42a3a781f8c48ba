"""ARCH-PRIO-1 with decisions.json extra_card_once_per_turn: a Progress token grants one extra
card per turn, so while that extra card is being chosen the token is spent. A card that would
trigger it again grants nothing more (not rung 1), and the engine never grants a second one."""
from __future__ import annotations

import random
from collections import Counter

import pytest

from solo_desk.core.options import resolve_options
from solo_desk.core.proposal import Trace
from solo_desk.games.architects import GAME, bot
from solo_desk.games.architects.rules import _set, triggered_tokens
from solo_desk.games.architects.state import Take, Task

from .helpers import table

pytestmark = pytest.mark.rule("ARCH-PRIO-1")


def extra_pick(token: str, **kw):
    """The Opponent about to choose the extra card `token` granted."""
    return table(queue=(Task(kind="pick", reason=f"token:{token}"), Task(kind="check"), Task(kind="end_turn")), **kw)


def rung_steps(trace) -> list:
    return [s for s in trace if s.key == "architects.trace.rung_met"]


def pending_tokens(state) -> set[str]:
    """Tokens whose extra card is granted but not placed yet (the task itself says so)."""
    return {t.reason[6:] for t in state.queue if t.reason.startswith("token:")}


def with_spent(state, tokens):
    return _set(state, tokens_used=state.tokens_used + tuple(sorted(tokens)))


def test_crafts_extra_pick_does_not_rate_a_glass_rung_1():
    # The audit's position (seed 3, hard, turn 14), built by hand: Crafts granted this pick.
    state = extra_pick("crafts", player_top="compass", automa_top="blue_cat", central=("glass",) + ("blue_3vp",) * 5,
                       central_face_up=True, automa_tokens=("crafts",), automa_cards=("glass",))
    assert bot.rung_of(state, "glass") is None
    proposal = GAME.propose(state)
    assert proposal.actions[0].deck == "automa"  # blue_cat, rung 7
    [step] = rung_steps(proposal.trace)
    assert step.rule == "ARCH-PRIO-7" and step.kept == ["automa:blue_cat"]
    dropped = {d.candidate: d for d in step.dropped}
    assert dropped["central:glass"].key == "architects.trace.drop_no_rung"
    assert "ARCH-PRIO-1" not in {s.rule for s in proposal.trace}


def test_another_token_still_grants_during_an_extra_pick():
    # Chaining stays: during the Crafts pick, a Wood card triggers Urbanism (not spent).
    state = extra_pick("crafts", player_top="wood", automa_top="glass", automa_tokens=("crafts", "urbanism"))
    assert bot.rung_of(state, "wood") == 1 and bot.rung_of(state, "glass") != 1
    proposal = GAME.propose(state)
    assert proposal.actions[0].deck == "player"
    assert rung_steps(proposal.trace)[0].rule == "ARCH-PRIO-1"


def test_architecture_extra_pick_rates_the_completing_grey_by_its_own_rung():
    # Giza stage 2 (2 identical) with a Stone held: a second Stone makes it payable, but this
    # pick is Architecture's own extra card: the Stone is a Grey that helps (rung 3), not rung 1.
    state = extra_pick("architecture", player_top="stone", automa_top="blue_cat", automa_cards=("stone",),
                       automa_built=(1,), automa_tokens=("architecture",))
    assert bot.rung_of(state, "stone") == 3
    proposal = GAME.propose(state)
    assert proposal.actions[0].deck == "player"
    assert rung_steps(proposal.trace)[0].rule == "ARCH-PRIO-3"
    assert sum(1 for a in proposal.actions if a.kind == "take") == 1  # the build grants no second card


def _seed3_crafts_pick():
    state = GAME.new_state(resolve_options(GAME.option_specs(), {"difficulty": "hard"}), 3, "digital")
    rng = random.Random(3)
    while GAME.result(state) is None:
        if GAME.to_move(state) == "automa":
            for action in GAME.propose(state).actions:
                if state.head.kind == "pick" and state.head.reason == "token:crafts" and state.turn_number == 14:
                    return state, action
                state, _ = GAME.apply(state, action)
        else:
            state, _ = GAME.apply(state, GAME.player_policy(state, rng))
    raise AssertionError("seed 3 no longer reaches the Crafts pick of turn 14")


def test_seed_3_hard_turn_14_crafts_pick_takes_the_blue_cat():
    state, action = _seed3_crafts_pick()
    assert bot.visible_tops(state) == {"player": "compass", "automa": "blue_cat", "central": "glass"}
    assert "crafts" in state.automa.tokens
    assert {d: bot.rung_of(state, c) for d, c in bot.visible_tops(state).items()} == {"player": None, "automa": 7, "central": None}
    assert action.deck == "automa"
    trace = Trace()
    bot.decide(state, state.head, trace, bot.Asker(None))
    assert [s.rule for s in rung_steps(trace.steps)] == ["ARCH-PRIO-7"]


def _walk(seeds):
    """Every Opponent decision of seeded games (both players' turns played to the end)."""
    for seed in seeds:
        options = {"difficulty": ["hard", "normal"][seed % 2], "automa_wonder": ["giza", "halicarnassus", "random"][seed % 3]}
        state = GAME.new_state(resolve_options(GAME.option_specs(), options), seed, "digital")
        rng = random.Random(seed)
        while GAME.result(state) is None:
            if GAME.to_move(state) == "automa":
                for action in GAME.propose(state).actions:
                    yield state
                    state, _ = GAME.apply(state, action)
            else:
                yield state
                state, _ = GAME.apply(state, GAME.player_policy(state, rng))


def test_property_an_extra_pick_never_rates_its_own_token_rung_1():
    picks = spent_seen = 0  # spent_seen: a card that would trigger the spent token again
    for state in _walk(range(24)):
        if state.turn != "automa" or state.head.kind not in ("pick", "hali_deck", "hali_keep"):
            continue
        pending = pending_tokens(state)
        if not pending:
            continue
        picks += 1
        candidates = list(bot.visible_tops(state).values()) + list(state.hali_cards)
        spent = with_spent(state, pending)  # the rule: those tokens already gave their card
        for card in candidates:
            assert not set(triggered_tokens(state, "automa", card)) & pending, (state.seed, state.turn_number, card)
            rung = bot.rung_of(state, card)
            assert rung == bot.rung_of(spent, card), (state.seed, state.turn_number, state.head.reason, card)
            spent_seen += bool(set(triggered_tokens(_set(state, queue=()), "automa", card)) & pending)
        if state.head.kind == "pick":  # the explanation cites the rung the rule gives
            trace = Trace()
            bot.decide(state, state.head, trace, bot.Asker(None))
            ranks = [r for r in (bot.rung_of(spent, c) for c in bot.visible_tops(state).values()) if r is not None]
            cited = [s.rule for s in rung_steps(trace.steps)]
            assert cited == ([bot.rung_id(spent, min(ranks))] if ranks else []), (state.seed, state.turn_number)
    assert picks > 50 and spent_seen > 0


@pytest.mark.rule("ARCH-SETUP-2P")
def test_property_no_token_grants_two_extra_cards_in_one_turn():
    grants: Counter = Counter()
    for state in _walk(range(24)):
        head = state.head
        for task in state.queue:
            if task.kind == "pick" and task.reason.startswith("token:"):
                assert sum(1 for t in state.queue if t.reason == task.reason) == 1, (state.seed, state.turn_number, task.reason)
        if head.kind == "pick" and head.reason.startswith("token:"):
            grants[(state.seed, state.turn_number, head.reason)] += 1
            assert head.reason[6:] not in state.tokens_used
    assert grants and max(grants.values()) == 1


@pytest.mark.rule("ARCH-SETUP-2P")
def test_player_architecture_grants_once_when_a_stage_effect_builds_a_second_stage():
    # Alexandria: the Wood completes stage 2 (2 identical; effect: a card from any deck), then
    # Architecture's card is queued; the Alexandria card (Glass) completes stage 3 (3 different):
    # Architecture has already granted its card this turn, so no second one.
    state = table("wood", "glass", turn="player", player_wonder="alexandria", player_built=(1,),
                  player_cards=("wood", "stone", "clay"), player_tokens=("architecture",))
    state, _ = GAME.apply(state, Take(deck="player"))
    state, _ = GAME.apply(state, next(a for a in GAME.legal_actions(state) if a.kind == "build" and a.stage == 2))
    assert state.head.reason == "alexandria"
    state, _ = GAME.apply(state, Take(deck="automa"))  # the Glass
    assert state.head.kind == "build"
    state, _ = GAME.apply(state, next(a for a in GAME.legal_actions(state) if a.kind == "build" and a.stage == 3))
    assert [t.reason for t in state.queue if t.kind == "pick"] == ["token:architecture"]
    state, _ = GAME.apply(state, Take(deck="central"))
    assert state.turn == "automa"  # the turn ended: no second Architecture card
    assert state.player.built == (1, 2, 3) and state.player.cards.count("blue_3vp") == 1


def test_the_extra_pick_explanation_names_the_kept_card_and_says_the_token_is_spent():
    """QA: "Priority 3 is met by the kept cards" named no card and the token's spending went unsaid."""
    from solo_desk.core.messages import render

    state = extra_pick("crafts", player_top="compass", automa_top="blue_cat", central=("glass",) + ("blue_3vp",) * 5,
                       central_face_up=True, automa_tokens=("crafts",), automa_cards=("glass",))
    trace = GAME.propose(state).trace
    pick = next(s for s in trace if s.key == "architects.trace.pick_token")
    [rung] = rung_steps(trace)
    told = {lang: [render(s.key, s.params, lang) for s in (pick, rung)] for lang in ("en", "it")}
    assert told["en"][0].startswith("Extra card from Crafts, chosen by the priority list. Crafts is spent for this turn")
    assert "does not meet priority 1" in told["en"][0]
    assert told["it"][0].startswith("Carta in più da Manufatti")
    assert "Manufatti è usato per questo turno" in told["it"][0] and "non soddisfa la priorità 1" in told["it"][0]
    assert told["en"][1] == "Priority 7 is met by Blue 2 VP and Cat (top card of the Opponent's deck)", told["en"][1]
    assert told["it"][1].startswith("La priorità 7 è soddisfatta da ") and "(prima carta del mazzo dell'Avversario)" in told["it"][1]


def test_a_tie_at_the_deciding_priority_names_every_kept_card():
    from solo_desk.core.messages import render

    state = extra_pick("crafts", player_top="wood", automa_top="clay", automa_tokens=("crafts",))
    [rung] = rung_steps(GAME.propose(state).trace)
    assert rung.rule == "ARCH-PRIO-3" and rung.kept == ["player:wood", "automa:clay"]
    assert render(rung.key, rung.params, "en") == \
        "Priority 3 is met by Wood (top card of your deck), Clay (top card of the Opponent's deck)"
    assert render(rung.key, rung.params, "it") == \
        "La priorità 3 è soddisfatta da Legno (prima carta del tuo mazzo), Argilla (prima carta del mazzo dell'Avversario)"
