"""SOLO's explanations read against the rendering: the rule that decided says what it decided, once,
in words a player can check at the table (English and Italian)."""
from __future__ import annotations

import random

import pytest

from solo_desk.core.proposal import Trace
from solo_desk.games.duel import GAME, bot_decide as D
from solo_desk.games.duel.bot_adapter import card_of, god_of, wonder_of
from solo_desk.games.duel.bot_levels import level
from solo_desk.games.duel.bot_scales import Randomness
from solo_desk.games.duel.bot_view import City, View


def make_view(direction: str = "SM", age: int = 1, **fields) -> View:
    return View(direction=direction, level=level("base"), age=age, **fields)


def acc(building_id: str, x: int = 0):
    return card_of(building_id, x=x, buildable=True)


def said(trace: Trace, lang: str = "en") -> list[str]:
    return [f"{s.rule}: {s.render(lang)}" for s in trace.steps]


@pytest.mark.rule("SOLO-ADAPT-4")
def test_example_8_the_instant_win_is_said_by_adapt_4_without_an_operational_step():
    """EXAMPLE-8: SOLO bypasses the operational scale and builds the Arsenal: no operational-scale
    step (it decided nothing), and the build itself is said, under SOLO-ADAPT-4."""
    view = make_view("SM", age=3, conflict=-7, accessible=(
        acc("greek_grand_temple", 0), acc("academy", 2), acc("arsenal", 4)))
    trace = Trace()
    decision = D.decide_turn(view, trace, Randomness(1, 0))
    assert decision.card == "arsenal"
    assert [s.rule for s in trace.steps] == ["SOLO-ADAPT-4", "SOLO-ADAPT-4"]
    assert trace.steps[-1].key == "duel.trace.build" and trace.steps[-1].kept == ["arsenal"]
    assert said(trace)[-1] == "SOLO-ADAPT-4: SOLO builds Arsenal"


@pytest.mark.rule("SOLO-ADAPT-4")
def test_a_winning_wonder_is_said_built_before_its_card():
    solo = City(coins=9, wonders=(wonder_of("pyramids", solo_price=0), wonder_of("colossus", solo_price=0)))
    view = make_view("SM", age=2, conflict=-7, solo=solo, accessible=(acc("altar"),))
    trace = Trace()
    assert D.decide_turn(view, trace, Randomness(1, 0)).wonder == "colossus"
    built = [s for s in trace.steps if s.key == "duel.trace.build_wonder"]
    assert [(s.rule, s.kept) for s in built] == [("SOLO-ADAPT-4", ["colossus"])]


@pytest.mark.rule("SOLO-LIBERTY-1", "SOLO-LIBERTY-2")
def test_the_statue_of_liberty_gift_is_explained_once():
    """The gift is its own decision (liberty_give): choosing SOLO's own card did not explain (and
    decide) it a first time."""
    state = GAME.new_state({"promo_wonders": True, "level": "legendary"}, 1, "digital")
    policy = random.Random(1)
    for _ in range(200):
        proposal = GAME.propose(state) if GAME.to_move(state) == "automa" else None
        if proposal is not None and any(s.rule.startswith("SOLO-LIBERTY") for s in proposal.trace):
            break
        for action in list(proposal.actions) if proposal is not None else [GAME.player_policy(state, policy)]:
            state, _ = GAME.apply(state, action)
    else:
        pytest.fail("SOLO never built the Statue of Liberty")
    gifts = [s for s in proposal.trace if s.key == "duel.trace.gift"]
    assert len(gifts) == 1 and gifts[0].rule == "SOLO-LIBERTY-2"
    assert [s.rule for s in proposal.trace].count("SOLO-LIBERTY-2") == 2  # its type, then the gift


@pytest.mark.rule("SOLO-PANTH-GATE", "SOLO-PANTH-N3")
def test_the_gate_names_the_divinities_it_reveals_not_the_pantheon_cards():
    # Hades does nothing with an empty discard pile
    trace = Trace()
    pick = D.choose_gate_divinity(make_view("SC", age=2), [god_of("hades"), god_of("tanit"), god_of("mars")], trace)
    assert pick == "tanit"
    step = trace.steps[0]
    assert step.rule == "SOLO-PANTH-N3" and [d.candidate for d in step.dropped] == ["hades"]
    assert step.render("en") == "the Gate reveals the top divinity of each Mythology; " \
                                "those whose ability would do something now: Tanit, Mars"
    assert step.render("it").startswith("il Portale rivela la prima divinità di ogni Mitologia")


@pytest.mark.rule("SOLO-GOD-MINERVA")
@pytest.mark.parametrize("conflict, space, words", [
    (2, 3, "space 3 toward SOLO's capital"),  # T-15
    (-4, -3, "space 3 toward your capital"),  # T-15
])
def test_minerva_says_where_the_pawn_goes_on_the_track(conflict, space, words):
    trace = Trace()
    assert D.choose_minerva(make_view(age=2, conflict=conflict), trace) == space
    assert trace.steps[0].render("en") == \
        f"the Minerva pawn goes between the Conflict pawn and SOLO's capital, next to the pawn: {words}"
    assert "-" not in trace.steps[0].render("it")


@pytest.mark.rule("SOLO-AGE-END-1")
def test_t21_the_weaker_army_is_said_with_the_pawn_s_place():
    trace = Trace()
    assert D.choose_next_starter(make_view(conflict=1), False, trace) == "automa"
    assert trace.steps[0].render("en") == \
        "SOLO has the weaker army (the Conflict pawn is on space 1 toward SOLO's capital): it chooses itself"
    assert trace.steps[0].render("it") == ("SOLO ha l'esercito più debole (la pedina Conflitto è sulla "
                                           "casella 1 verso la capitale di SOLO): sceglie se stesso")


@pytest.mark.rule("SOLO-GOD-ANUBIS-1", "SOLO-GOD-ANUBIS-3")
def test_anubis_says_whose_wonder_loses_its_card():
    # T-18: the Player's Pyramids (8, 9 VP) and Sphinx (8, 6 VP)
    player = City(wonders=(wonder_of("pyramids", built=True), wonder_of("sphinx", built=True)))
    trace = Trace()
    assert D.choose_anubis(make_view("SM", age=2, player=player), trace, Randomness(1, 0)) == "pyramids"
    assert said(trace)[-1] == "SOLO-GOD-ANUBIS-1: SOLO discards the card under The Pyramids, which the Player built"
    # T-19: the Player built none; SOLO's Temple of Artemis (8) and Appian Way (10)
    solo = City(wonders=(wonder_of("temple_of_artemis", built=True), wonder_of("appian_way", built=True)))
    trace = Trace()
    assert D.choose_anubis(make_view("SM", age=2, solo=solo), trace, Randomness(1, 0)) == "temple_of_artemis"
    assert said(trace)[-1] == ("SOLO-GOD-ANUBIS-3: the Player has built no Wonder: "
                               "SOLO discards the card under The Temple of Artemis, one of its own")


@pytest.mark.rule("SOLO-LIBERTY-1", "SOLO-LIBERTY-2", "SOLO-GEN-7")
def test_the_statue_of_liberty_gift_is_drawn_once_when_it_is_a_tie():
    """A gift left to chance (two green cards the discard scale cannot part) is drawn once, by the
    gift's own decision: choosing SOLO's own card drew it too, and the table was asked twice, told
    "SOLO gives Laboratory" and then "SOLO gives School"."""
    from solo_desk.games.duel.state import Pending

    from .helpers import play_state

    s = play_state(age=2, slots={19: "walls"}, current="automa", pending=(
        Pending(kind="liberty_pick", side="automa", options=("glass_blower", "laboratory", "school"),
                source="statue_of_liberty"),))
    proposal = GAME.propose(s)
    assert [a.pick for a in proposal.actions] == ["glass_blower", proposal.actions[1].pick]
    assert not proposal.actions[0].outcomes  # the pick drew nothing: the draw is the gift's
    assert [s.key for s in proposal.trace].count("duel.trace.gift") == 1
    assert [s.rule for s in proposal.trace].count("SOLO-GEN-7") == 1
    companion = GAME.propose(s.model_copy(update={"mode": "companion"}))
    assert [r.name for r in companion.inputs] == ["solo_random_1"]
    answered = GAME.propose(s.model_copy(update={"mode": "companion"}), {"solo_random_1": "school"})
    assert answered.status == "automa_turn" and answered.actions[-1].pick == "school"


@pytest.mark.rule("SOLO-WONDER-2", "SOLO-WONDER-3")
def test_t04_the_strategic_scale_is_said_as_the_tie_break_of_equal_costs():
    # T-04: MS; the Colossus (8) and the Sphinx (8) both buildable: the Colossus (MS-1 beats MS-7)
    trace = Trace()
    wonder = D.rank_wonders(make_view("MS"), [wonder_of("sphinx"), wonder_of("colossus")], trace, Randomness(1, 0))
    assert wonder.id == "colossus"
    assert said(trace) == ["SOLO-WONDER-2: the cheapest Wonder: all tied (The Sphinx, The Colossus)",
                           "SOLO-WONDER-3: still tied: the highest on the strategic scale: The Colossus"]
    assert said(trace, "it") == ["SOLO-WONDER-2: la Meraviglia più economica: tutte in parità (Sfinge, Colosso)",
                                 "SOLO-WONDER-3: ancora in parità: la più in alto nella scala strategica: Colosso"]


@pytest.mark.rule("SOLO-PANTH-SEL", "SOLO-TAC-2")
def test_an_activation_with_offering_tokens_says_what_solo_pays():
    """AMB-29: Tanit on space 6 costs SOLO 8; with 3 coins SOLO spends its 4-coin Offering token
    (largest first, as few as possible) and pays 4 coins, not 8."""
    tanit = god_of("tanit", space=6, face_up=True)
    view = make_view("SM", age=2, solo=City(coins=3 + 1, offerings=(2, 3, 4)), pantheon=(tanit,))
    trace = Trace()
    decision = D.decide_turn(view, trace, Randomness(1, 0))
    assert decision.god == "tanit" and decision.offerings == (4,)
    assert said(trace)[-1] == "SOLO-TAC-2: SOLO activates Tanit for 4 coins: its cost of 8 less its Offering tokens (4)"
    assert said(trace, "it")[-1] == \
        "SOLO-TAC-2: SOLO attiva Tanit per 4 monete: il costo di 8 meno i suoi segnalini Offerta (4)"


@pytest.mark.rule("SOLO-THEATER", "SOLO-GEN-7")
def test_a_draw_with_one_option_left_is_not_said_as_drawn_at_random():
    """SOLO-THEATER: a deck whose only applicable divinity is Anubis gives Anubis; the step said
    "drawn at random among Anubis: Anubis"."""
    trace = Trace()
    assert Randomness(1, 0).pick("SOLO-THEATER", [god_of("anubis")], trace).id == "anubis"
    assert said(trace) == ["SOLO-THEATER: nothing left to draw: the only one is Anubis"]
    assert said(trace, "it") == ["SOLO-THEATER: non resta nulla da estrarre: l'unica possibile è Anubi"]
    trace = Trace()
    Randomness(1, 0).pick("SOLO-THEATER", [god_of("anubis"), god_of("isis")], trace)
    assert said(trace)[0].startswith("SOLO-THEATER: drawn at random among Anubis, Isis: ")
