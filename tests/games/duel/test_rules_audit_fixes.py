"""Rules-audit fixes: the Gate's and the Divine Theater's fallbacks follow the Pantheon scale,
SOLO-FLEX-4 obeys the cost_mode switch, and the Baal trace cites the rung that decided."""
from __future__ import annotations

import pytest

from solo_desk.core.proposal import Trace
from solo_desk.games.duel import bot_decide as D
from solo_desk.games.duel.bot_adapter import card_of, god_of, wonder_of
from solo_desk.games.duel.bot_levels import level
from solo_desk.games.duel.bot_scales import Randomness
from solo_desk.games.duel.bot_view import Card, City, Readings, View

ALL_BUILT = City(wonders=tuple(wonder_of(w, built=True) for w in ("colossus", "pyramids", "sphinx", "piraeus")),
                 coins=20)
# no brown/grey card (Baal), no green card (Nisaba)
PLAYER = City(cards=(card_of("altar"),), wonders=(wonder_of("mausoleum", built=True),))


def make_view(direction="MS", **fields) -> View:
    fields.setdefault("age", 2)
    return View(direction=direction, level=level("base"), **fields)


@pytest.mark.rule("SOLO-PANTH-GATE", "SOLO-PANTH-N3", "SOLO-PANTH-2")
def test_gate_with_no_applicable_divinity_takes_the_pantheon_scale_best():
    # Isis: SOLO has built all its Wonders; Nisaba, Baal: the Player has no green, brown or grey card
    view = make_view(solo=ALL_BUILT, player=PLAYER, discard=(card_of("baths"),), structure_cards=10)
    offered = [god_of("nisaba"), god_of("baal"), god_of("isis")]  # the engine's deck order
    assert not any(D.applicable(view, g) for g in offered)
    trace = Trace()
    assert D.choose_gate_divinity(view, offered, trace) == "isis"  # Egyptian first (SOLO-PANTH-2)
    assert trace.rules() == ["SOLO-PANTH-N3", "SOLO-PANTH-2", "SOLO-PANTH-GATE"]
    assert trace.steps[0].key == "duel.trace.gate_none_applicable"
    assert "scala del Pantheon" in trace.steps[0].render("it")
    assert "Pantheon scale alone" in trace.steps[0].render("en")


@pytest.mark.rule("SOLO-PANTH-GATE", "SOLO-PANTH-N3", "SOLO-PANTH-4.1", "SOLO-PANTH-4.3")
def test_gate_fallback_follows_the_directions_order():
    # Nisaba (Mesopotamian) and Hades (Greek, empty discard pile) both do nothing
    view = make_view(player=PLAYER, solo=ALL_BUILT)
    offered = [god_of("nisaba"), god_of("hades")]
    assert D.choose_gate_divinity(view, offered, Trace()) == "nisaba"  # MS: Mesopotamian before Greek
    view = make_view("CS", player=PLAYER, solo=ALL_BUILT)
    assert D.choose_gate_divinity(view, offered, Trace()) == "hades"  # CS: Greek first


@pytest.mark.rule("SOLO-THEATER", "SOLO-PANTH-2")
def test_divine_theater_with_no_applicable_divinity_takes_the_pantheon_scale_deck():
    view = make_view("SM", solo=ALL_BUILT, player=PLAYER)
    decks = {"mesopotamian": [god_of("nisaba")], "egyptian": [god_of("isis")]}  # neither applicable
    trace = Trace()
    assert D.choose_theater(view, decks, trace) == "egyptian"
    assert trace.steps[-1].rule == "SOLO-THEATER" and trace.steps[-1].key == "duel.trace.theater_none_applicable"
    assert trace.steps[-1].render("it").endswith("mazzo della Mitologia Egizia")
    decks = {"mesopotamian": [god_of("nisaba")], "greek": [god_of("hades")]}
    assert D.choose_theater(view, decks, Trace()) == "mesopotamian"  # SM: Mesopotamian (4.1) first


@pytest.mark.rule("SOLO-FLEX-4", "SOLO-GEN-9", "SOLO-ADAPT-3")
def test_flexibility_cheapest_obeys_cost_mode():
    # both threats: the pawn at 7 (SOLO-ADAPT-1) and the Player's 5 science symbols (SOLO-ADAPT-2)
    player = City(science={"globe": 1, "wheel": 1, "sundial": 1, "mortar": 1, "compass": 1})
    red = Card("barracks", "R", cost={"clay": 1}, solo_price=4, buildable=True, shields=1, x=0, row=0)
    green = Card("school", "G", cost={"wood": 1, "papyrus": 2}, solo_price=0, buildable=True, symbol="wheel",
                 x=2, row=0)  # SOLO-COST 6 but free for SOLO (its real price)
    chosen = {}
    for mode in ("nominal", "actual"):
        view = make_view(conflict=7, readings=Readings(cost_mode=mode), solo=City(coins=10), player=player,
                         accessible=(red, green))
        trace = Trace()
        chosen[mode] = D.choose_build(view, [red, green], trace, Randomness(1, 0)).id
        assert trace.rules()[-1] == "SOLO-FLEX-4"
    assert chosen == {"nominal": "barracks", "actual": "school"}


@pytest.mark.rule("SOLO-GOD-BAAL-1", "SOLO-GOD-BAAL-2")
def test_baal_trace_cites_the_rung_that_decided():
    player = City(cards=(card_of("lumber_yard"), card_of("logging_camp"), card_of("stone_pit")))
    trace = Trace()
    assert D.choose_baal(make_view(solo=ALL_BUILT, player=player), trace, Randomness(1, 0)) == "stone_pit"
    assert trace.steps[-1].key == "duel.trace.steal" and trace.steps[-1].rule == "SOLO-GOD-BAAL-2"
    building = City(wonders=(wonder_of("pyramids"),))
    trace = Trace()
    D.choose_baal(make_view(solo=building, player=player), trace, Randomness(1, 0))
    assert trace.steps[-1].key == "duel.trace.steal" and trace.steps[-1].rule == "SOLO-GOD-BAAL-1"
