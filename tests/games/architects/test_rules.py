"""Content facts and the normal two-player rules (ARCH-SETUP-2P / ARCH-DATA-*)."""
from __future__ import annotations

import json
from collections import Counter

import pytest

from solo_desk.core.errors import IllegalAction
from solo_desk.core.messages import catalogue, placeholders
from solo_desk.games.architects import GAME
from solo_desk.games.architects.content import content, content_json, wonder
from solo_desk.games.architects.rules import battle, payments, result, score, victory_tokens
from solo_desk.games.architects.state import Build, Take, Task

from .helpers import table

pytestmark = pytest.mark.rule("ARCH-SETUP-2P")


# -- content -------------------------------------------------------------------------


def test_card_counts():
    c = content()
    assert len(c.wonders) == 7 and len(c.kinds) == 14
    assert all(sum(w.deck.values()) == 25 for w in c.wonders.values())
    assert sum(c.central_deck.values()) == 60
    totals = Counter(c.central_deck)
    for w in c.wonders.values():
        totals.update(w.deck)
    assert sum(totals.values()) == 235
    assert all(totals[r] == 17 for r in ("wood", "stone", "clay", "papyrus", "glass"))
    assert totals["gold"] == 27 and all(totals[s] == 14 for s in ("compass", "gear", "tablet"))
    assert (totals["shield"], totals["shield_horn1"], totals["shield_horn2"]) == (18, 15, 8)
    assert (totals["blue_3vp"], totals["blue_cat"]) == (16, 24)
    # Known deck facts: Alexandria has 4 gold; Giza two 1-horn and no 2-horn red cards.
    assert wonder("alexandria").deck["gold"] == 4
    assert (wonder("giza").deck["shield_horn1"], wonder("giza").deck["shield_horn2"]) == (2, 0)
    assert (wonder("babylon").deck["stone"], wonder("babylon").deck["clay"]) == (1, 2)


def test_wonder_stages():
    vp = {w.id: sum(s.vp for s in w.stages) for w in content().wonders.values()}
    assert vp == {"alexandria": 25, "babylon": 20, "ephesus": 22, "giza": 30, "halicarnassus": 24, "olympia": 22, "rhodes": 26}
    for w in content().wonders.values():
        assert [(s.cost, s.requirement) for s in w.stages] == [
            (2, "different"), (2, "identical"), (3, "different"), (3, "identical"), (4, "different")]
    effects = {w.id: [s.number for s in w.stages if s.effect] for w in content().wonders.values()}
    assert effects["ephesus"] == [2, 3, 4] and effects["giza"] == [] and effects["rhodes"] == [2, 4]


def test_tokens_and_names():
    c = content()
    assert len(c.token_pool()) == 15 and len(c.tokens) == 14 and c.tokens["culture"].copies == 2
    printed = {t.id: t.printed_vp for t in c.tokens.values() if t.printed_vp}
    assert sorted(set(printed.values()), reverse=True) == [12, 6, 2, 1]
    assert c.conflict_tokens == 3
    data = content_json()
    assert [w["name"] for w in data["wonders"]] == ["Alexandria", "Babylon", "Ephesus", "Giza", "Halicarnassus", "Olympia", "Rhodes"]
    assert data["wonders"][2]["name_it"] == "Éphesos" and c.tokens["crafts"].name.it == "Manufatti"
    json.dumps(data)
    assert set(data["names_it"]["progress_tokens"]) == set(c.tokens)


def test_every_message_has_italian_with_the_same_placeholders():
    entries = catalogue("architects")
    assert len(entries) > 50
    for key, text in entries.items():
        assert key.startswith("architects.")
        assert text["en"] and text["it"], key
        assert placeholders(text["en"]) == placeholders(text["it"]), key


# -- base rules ------------------------------------------------------------------------


def test_payments_identical_different_gold_economy_engineering():
    stage2 = wonder("giza").stage(2)  # 2 identical
    held = Counter({"wood": 1, "stone": 1, "gold": 1})
    assert sorted(p for p, _ in payments(held, stage2, False, False)) == [("stone", "gold"), ("wood", "gold")]
    assert payments(Counter({"wood": 1, "stone": 1}), stage2, False, False) == []
    assert payments(Counter({"wood": 1, "stone": 1}), stage2, True, False) == [(("wood", "stone"), False)]
    assert payments(Counter({"gold": 1}), stage2, False, True) == [(("gold",), True)]
    stage5 = wonder("giza").stage(5)  # 4 different
    assert payments(Counter({"wood": 2, "stone": 1, "gold": 1}), stage5, False, False) == []


def test_construction_is_mandatory_and_follows_the_levels():
    state = table("stone", "blue_3vp", automa_wonder="babylon", automa_cards=("wood",), turn="player",
                  player_wonder="olympia", player_cards=("wood", "clay"), queue=(Task(kind="turn_start"),))
    # The player took nothing yet; wood + clay would already build: start of turn asks for a card first.
    state, _ = GAME.apply(state, Take(deck="player"))
    assert state.head.kind == "build"
    builds = GAME.legal_actions(state)
    assert {b.stage for b in builds} == {1}
    with pytest.raises(IllegalAction):
        GAME.apply(state, Build(stage=2, payment=("wood", "clay")))
    with pytest.raises(IllegalAction):
        GAME.apply(state, Take(deck="central"))


@pytest.mark.parametrize("mine, theirs, tokens", [(1, 0, 1), (2, 0, 2), (2, 1, 2), (3, 2, 1), (4, 2, 2), (2, 2, 0), (0, 1, 0)])
def test_two_player_battle(mine, theirs, tokens):
    assert victory_tokens(mine, theirs) == tokens


def test_horns_trigger_a_battle_at_the_end_of_the_turn():
    state = table("shield_horn2", "blue_3vp", turn="player", player_cards=("shield_horn1", "shield"),
                  automa_cards=("shield",), conflict=1)
    state, _ = GAME.apply(state, Take(deck="player"))
    assert state.turn == "automa" and state.conflict == 0
    assert state.player.victories == 2  # 3 shields against 1
    assert state.player.cards == ("shield",)  # horned reds discarded, the hornless one stays
    assert state.automa.victories == 0 and state.automa.cards == ("shield",)


def test_cat_pawn_moves_to_whoever_takes_a_cat_card():
    state = table("blue_cat", "blue_3vp", turn="player", cat="automa")
    state, _ = GAME.apply(state, Take(deck="player"))
    assert state.cat == "player"


def test_extra_card_once_per_turn_and_optional():
    state = table("wood", "clay", turn="player", player_tokens=("urbanism",), player_deck=("wood",) * 5)
    state, _ = GAME.apply(state, Take(deck="player"))
    assert state.head.kind == "pick" and state.head.reason == "token:urbanism"
    assert {a.kind for a in GAME.legal_actions(state)} == {"take", "skip"}
    state, _ = GAME.apply(state, Take(deck="automa"))  # clay: Urbanism already used this turn
    assert "urbanism" in state.tokens_used
    assert state.head.kind == "build"  # wood + clay build Rhodes stage 1; no second Urbanism card
    assert not any(t.kind == "pick" for t in state.queue)
    skipped = table("wood", "clay", turn="player", player_tokens=("urbanism",))
    skipped, _ = GAME.apply(skipped, Take(deck="player"))
    skipped, _ = GAME.apply(skipped, GAME.legal_actions(skipped)[-1])
    assert skipped.turn == "automa" and skipped.player.cards == ("wood",)


def test_science_pair_gives_a_token_and_refills():
    state = table("gear", "blue_3vp", turn="player", player_cards=("gear",), face_up=("tactics", "decor", "economy"),
                  stack=("culture",))
    state, _ = GAME.apply(state, Take(deck="player"))
    assert state.head.kind == "token" and "gear" not in state.player.cards
    state, _ = GAME.apply(state, GAME.legal_actions(state)[1])
    assert state.player.tokens == ("decor",) and state.tokens_face_up == ("tactics", "economy", "culture")


def test_olympia_takes_both_tops_and_ephesus_the_central_top():
    state = table("blue_3vp", "blue_cat", turn="player", player_wonder="olympia", automa_wonder="giza",
                  player_cards=("wood", "wood"), player_deck=("wood",) * 3, player_built=(1,),
                  queue=(Task(kind="build"), Task(kind="end_turn")))
    state, _ = GAME.apply(state, Build(stage=2, payment=("wood", "wood")))
    assert Counter(state.player.cards) == Counter({"blue_3vp": 1, "blue_cat": 1}) and state.cat == "player"
    eph = table("blue_3vp", "blue_3vp", turn="player", player_wonder="ephesus", central=("glass",) * 3,
                player_cards=("wood", "wood"), player_built=(1,), queue=(Task(kind="build"), Task(kind="end_turn")))
    eph, _ = GAME.apply(eph, Build(stage=2, payment=("wood", "wood")))
    assert eph.player.cards == ("glass",) and len(eph.decks["central"].cards) == 2


def test_scoring():
    state = table("blue_3vp", "blue_3vp", turn="player", cat="player", player_cards=("blue_cat", "blue_cat", "blue_3vp"),
                  player_tokens=("politics", "culture", "culture", "education", "decor", "strategy"))
    state = state.model_copy(update={"player": state.player.model_copy(update={"built": (1, 2), "victories": 2})})
    # Rhodes 4+4; blue 2+2+3; cat 2; 2 Military tokens 6; Politics 2 + Culture 12 + Education 12 + Decor 4 + Strategy 2.
    assert score(state, "player") == {"wonder": 8, "blue": 7, "cat": 2, "military": 6, "progress": 32, "total": 55}


def ended(player_cards, player_built, automa_cards, automa_built):
    state = table("blue_3vp", "blue_3vp", player_cards=player_cards, automa_cards=automa_cards, ended="wonder", queue=())
    return state.model_copy(update={"player": state.player.model_copy(update={"built": player_built}),
                                    "automa": state.automa.model_copy(update={"built": automa_built})})


def test_winner_then_tie_break_by_stages_then_shared():
    assert result(ended(("blue_3vp",), (), ("blue_cat",), ())).winner == "player"
    by_stages = result(ended((), (1,), ("blue_cat", "blue_cat"), ()))  # Rhodes stage 1: 4 VP against 2 + 2
    assert by_stages.winner == "player" and by_stages.reason == "stages"
    assert by_stages.scores["player"] == by_stages.scores["automa"] == 4
    shared = result(ended(("blue_3vp",), (), ("blue_3vp",), ()))
    assert shared.winner == "draw" and shared.reason == "shared"


def test_battle_helper_discards_only_horned_cards():
    state = table("blue_3vp", "blue_3vp", player_cards=("shield_horn2", "shield"), automa_cards=("shield_horn1",),
                  conflict=3, battle_pending=True)
    after = battle(state)
    assert after.player.cards == ("shield",) and after.automa.cards == ()
    assert Counter(after.discard) == Counter({"shield_horn2": 1, "shield_horn1": 1})


@pytest.mark.rule("ARCH-PRIO-1", "ARCH-DATA-WONDERS")
def test_can_build_agrees_with_the_list_of_payments():
    """The quick construction check (used by rung 1 and the mandatory construction) gives
    the same answer as listing every payment, over many reachable positions."""
    import random as _random

    from solo_desk.core.playout import next_step
    from solo_desk.games.architects.bot import grants_extra_card
    from solo_desk.games.architects.rules import build_options, can_build, spent_tokens

    checked = 0
    for seed in range(6):
        state = GAME.new_state({"difficulty": "hard", "automa_wonder": ["giza", "halicarnassus"][seed % 2]}, seed)
        rng = _random.Random(seed)
        while GAME.result(state) is None:
            for who in ("player", "automa"):
                assert can_build(state, who) == (len(state.side(who).built) < 5 and bool(build_options(state, who)))
                for extra in ("wood", "glass", "gold", "compass"):
                    grown = state.model_copy(update={who: state.side(who).model_copy(
                        update={"cards": state.side(who).cards + (extra,)})})
                    assert can_build(state, who, extra) == (len(state.side(who).built) < 5 and bool(build_options(grown, who)))
                    checked += 1
            if "architecture" in state.automa.tokens:
                for card in ("wood", "gold", "shield"):
                    slow = "architecture" not in spent_tokens(state) and len(state.automa.built) < 5 and not build_options(state, "automa") \
                        and bool(build_options(state.model_copy(update={"automa": state.automa.model_copy(
                            update={"cards": state.automa.cards + (card,)})}), "automa"))
                    assert grants_extra_card(state, card) == (slow or bool(triggered(state, card)))
            for action in next_step(GAME, state, rng):
                state, _ = GAME.apply(state, action)
    assert checked > 1000


def triggered(state, card):
    from solo_desk.games.architects.rules import triggered_tokens

    return triggered_tokens(state, "automa", card)
