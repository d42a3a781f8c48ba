"""SOLO's explanations follow each scale's ladder as the rule lists it: a rung that ties every
candidate is still said, a fall-through says why the higher rungs did not apply, and each rung
names what it measured (the resource, the colour's measure, the Mythology) in English and Italian."""
from __future__ import annotations

import pytest

from solo_desk.core.proposal import Trace
from solo_desk.games.duel import bot_decide as D
from solo_desk.games.duel.bot_adapter import card_of, god_of, wonder_of
from solo_desk.games.duel.bot_levels import level
from solo_desk.games.duel.bot_scales import Randomness, select
from solo_desk.games.duel.bot_view import City, Readings, View


def make_view(direction: str = "SM", age: int = 1, **fields) -> View:
    return View(direction=direction, level=level("base"), age=age, **fields)


def said(trace: Trace, lang: str = "en") -> list[str]:
    return [f"{s.rule}: {s.render(lang)}" for s in trace.steps]


# -- a rung that ties every candidate ---------------------------------------------------------

@pytest.mark.rule("SOLO-GOD-BAAL-1", "SOLO-GOD-BAAL-3", "SOLO-AMB-18")
def test_baal_says_the_most_needed_rung_that_tied_before_the_last_built():
    # SOLO needs stone for the Pyramids: both of the Player's cards give it; the last built decides
    player = City(cards=(card_of("quarry"), card_of("stone_pit")))
    view = make_view(solo=City(wonders=(wonder_of("pyramids"),)), player=player)
    trace = Trace()
    assert D.choose_baal(view, trace, Randomness(1, 0)) == "stone_pit"
    assert said(trace)[:2] == [
        "SOLO-GOD-BAAL-1: produces the resource SOLO most needs for its Wonders (stone): all tied (Quarry, Stone Pit)",
        "SOLO-GOD-BAAL-3: the Player's last built: Stone Pit"]
    assert said(trace, "it")[0] == ("SOLO-GOD-BAAL-1: produce la risorsa di cui SOLO ha più bisogno per le "
                                    "Meraviglie (pietra): tutte in parità (Cava, Cava di Pietra)")
    tie = trace.steps[0]
    assert tie.kept == ["quarry", "stone_pit"] and not tie.dropped


@pytest.mark.rule("SOLO-OPPCARD-1", "SOLO-OPPCARD-3", "SOLO-ZEUS-STATUE")
def test_the_statue_of_zeus_says_the_fewest_owned_rung_that_tied():
    # the Player owns 1 wood and 1 stone: OPPCARD-1 ties, OPPCARD-3 takes the last built
    view = make_view(player=City(cards=(card_of("lumber_yard"), card_of("quarry"))))
    trace = Trace()
    assert D.choose_opponent_card(view, "brown", trace, Randomness(1, 0)) == "quarry"
    assert [s.rule for s in trace.steps] == ["SOLO-OPPCARD-1", "SOLO-OPPCARD-3", "SOLO-ZEUS-STATUE"]
    assert said(trace)[0] == "SOLO-OPPCARD-1: the resource the Player owns fewest of: all tied (Lumber Yard, Quarry)"
    assert said(trace, "it")[0] == ("SOLO-OPPCARD-1: la risorsa di cui il giocatore possiede il minor numero: "
                                    "tutte in parità (Cantiere d'Abbattimento, Cava)")


@pytest.mark.rule("SOLO-CHOICE-2", "SOLO-CHOICE-6", "SOLO-GEN-3")
def test_a_predicate_rung_every_candidate_meets_is_said_as_met_by_all():
    # SOLO holds one quill and one wheel: the Library and the School both complete a pair, and both
    # cost 6 (SOLO-COST)
    solo = City(cards=(card_of("scriptorium"), card_of("apothecary")), science={"quill": 1, "wheel": 1})
    cards = [card_of("library", x=0), card_of("school", x=2)]
    trace = Trace()
    assert select(cards, D.choice_rungs(make_view(age=2, solo=solo)), trace, Randomness(1, 0)).id == "library"
    assert said(trace)[:2] == ["SOLO-CHOICE-2: completes a pair of scientific symbols: all of them (Library, School)",
                               "SOLO-CHOICE-6: the least expensive: all tied (Library, School)"]
    assert said(trace, "it")[:2] == [
        "SOLO-CHOICE-2: chiude una coppia di simboli scientifici: tutte (Biblioteca, Scuola)",
        "SOLO-CHOICE-6: la meno costosa: tutte in parità (Biblioteca, Scuola)"]


# -- the Progress scale's fall-through -------------------------------------------------------

@pytest.mark.rule("SOLO-PROG-1", "SOLO-PROG-2", "SOLO-PROG-3", "SOLO-PROG-4-SM", "SOLO-PROG-5")
def test_a_progress_choice_falling_to_prog_5_says_why_each_higher_rung_did_not_apply():
    solo = City(coins=9, wonders=(wonder_of("pyramids", built=True), wonder_of("sphinx", built=True)))
    trace = Trace()
    assert D.choose_progress(make_view("SM", solo=solo), ["theology", "agriculture"], trace) == "theology"
    assert said(trace) == [
        "SOLO-PROG-1: does not apply: SOLO has built 2 Wonders, not 0–1",
        "SOLO-PROG-2: does not apply: SOLO has 9 coins, not 0–3",
        "SOLO-PROG-3: does not apply: SOLO's built Wonders are worth 15 VP, more than the Player's (0 VP)",
        "SOLO-PROG-4-SM: none of its tokens is on offer (Mathematics, Law, Strategy, Poliorcetics)",
        "SOLO-PROG-5: the first Progress token on offer: Theology"]
    assert said(trace, "it")[:4] == [
        "SOLO-PROG-1: non si applica: SOLO ha costruito 2 Meraviglie, non 0–1",
        "SOLO-PROG-2: non si applica: SOLO ha 9 monete, non 0–3",
        "SOLO-PROG-3: non si applica: le Meraviglie costruite da SOLO valgono 15 PV, più di quelle del giocatore "
        "(0 PV)",
        "SOLO-PROG-4-SM: nessuno dei suoi segnalini è disponibile (Matematica, Legge, Strategia, Poliorcetica)"]


@pytest.mark.rule("SOLO-PROG-1", "SOLO-PROG-3", "SOLO-PROG-5", "SOLO-AMB-26")
def test_a_rung_whose_situation_holds_but_offers_nothing_says_so():
    # no Wonder built (PROG-1 holds) and 0 VP each (PROG-3 holds), but none of their tokens is on offer
    trace = Trace()
    assert D.choose_progress(make_view("SM", solo=City(coins=9)), ["agriculture", "economy"], trace) == "agriculture"
    assert said(trace) == [
        "SOLO-PROG-1: none of its tokens is on offer (Architecture, Theology)",
        "SOLO-PROG-2: does not apply: SOLO has 9 coins, not 0–3",
        "SOLO-PROG-3: none of its tokens is on offer (Philosophy, Mysticism)",
        "SOLO-PROG-4-SM: none of its tokens is on offer (Mathematics, Law, Strategy, Poliorcetics)",
        "SOLO-PROG-5: the first Progress token on offer: Agriculture"]


# -- the resource a "most needed" rung names ----------------------------------------------------

@pytest.mark.rule("SOLO-CHOICE-3", "SOLO-NEED-1")
def test_choice_3_names_the_resource_and_the_card_that_gives_it():
    # the Sphinx needs glass (2) and SOLO owns none: the Glassworks gives it
    view = make_view(solo=City(wonders=(wonder_of("sphinx"),)))
    trace = Trace()
    card = select([card_of("lumber_yard", x=0), card_of("glassworks", x=2)], D.choice_rungs(view), trace,
                  Randomness(1, 0))
    assert card.id == "glassworks"
    assert said(trace) == ["SOLO-CHOICE-3: produces the resource SOLO most needs for its Wonders (glass): Glassworks"]
    assert said(trace, "it") == ["SOLO-CHOICE-3: produce la risorsa di cui SOLO ha più bisogno per le Meraviglie "
                                 "(vetro): Vetreria"]


@pytest.mark.rule("SOLO-DISCARD-2", "SOLO-NEED-P")
def test_discard_2_names_the_resource_the_player_most_needs_and_the_card_that_gives_it():
    # the Great Library needs 3 wood: the Player's most needed resource
    view = make_view(player=City(wonders=(wonder_of("great_library"),)))
    trace = Trace()
    card = select([card_of("lumber_yard", x=0), card_of("press", x=2)], D.discard_rungs(view), trace,
                  Randomness(1, 0))
    assert card.id == "lumber_yard"
    assert said(trace) == ["SOLO-DISCARD-2: produces the resource the Player most needs for their Wonders (wood): "
                           "Lumber Yard"]
    assert said(trace, "it") == ["SOLO-DISCARD-2: produce la risorsa di cui il giocatore ha più bisogno per le sue "
                                 "Meraviglie (legno): Cantiere d'Abbattimento"]


# -- the measure CHOICE-8 compares ------------------------------------------------------------

@pytest.mark.rule("SOLO-CHOICE-8", "SOLO-AMB-35")
@pytest.mark.parametrize("cards, chosen, en, it", [
    (("tavern", "brewery"), "brewery", "the most coins: Brewery", "più monete: Birrificio"),
    (("horse_breeders", "walls"), "walls", "the most shields: Walls", "più scudi: Mura"),
])
def test_choice_8_says_the_one_measure_of_the_cards_colour(cards, chosen, en, it):
    trace = Trace()
    card = select([card_of(c, x=2 * i) for i, c in enumerate(cards)], D.choice_rungs(make_view(age=2)), trace,
                  Randomness(1, 0))
    assert card.id == chosen
    step = next(s for s in trace.steps if s.rule == "SOLO-CHOICE-8")
    assert (step.render("en"), step.render("it")) == (en, it)


@pytest.mark.rule("SOLO-CHOICE-8")
def test_choice_8_says_victory_points_for_blue_cards():
    assert D.choice_measure([card_of("altar"), card_of("baths")])["measure"]["key"] == "duel.trace.measure.vp"
    assert D.choice_measure([card_of("altar"), card_of("tavern")])["measure"]["key"] == "duel.trace.measure.by_colour"


# -- the Pantheon scale's last rung -------------------------------------------------------------

@pytest.mark.rule("SOLO-PANTH-4.3")
def test_the_last_mythology_of_the_pantheon_scale_is_said_as_the_remaining_one():
    # SM: Mesopotamian (4.1), Roman (4.2), then Greek (4.3)
    trace = Trace()
    assert D.rank_gods(make_view("SM", age=2), [god_of("zeus")], trace).id == "zeus"
    assert said(trace) == ["SOLO-PANTH-4.3: Pantheon scale: lastly the remaining Mythology, Greek: Zeus"]
    assert said(trace, "it") == ["SOLO-PANTH-4.3: scala del Pantheon: infine la Mitologia restante, quella Greca: Zeus"]
    first = Trace()
    D.rank_gods(make_view("SM", age=2), [god_of("enki")], first)
    assert said(first) == ["SOLO-PANTH-4.1: Pantheon scale: Mesopotamian first: Enki"]


@pytest.mark.rule("SOLO-LIBERTY-2", "SOLO-DISCARD-2")
def test_an_inverted_gift_is_explained_as_the_players_worst_card():
    """liberty_gift=invert (SOLO-AMB-09) turns DISCARD-2..6 into the Player's worst card: the steps say
    "least needs", never "most needs" (the cards of test_bot_scales' liberty switch)."""
    solo = City(wonders=(wonder_of("sphinx"),))
    player = City(wonders=(wonder_of("pyramids"),))  # stone first
    cards = [card_of("quarry", x=0), card_of("clay_pool", x=2)]
    view = make_view(solo=solo, player=player, readings=Readings(liberty_gift="invert"))
    trace = Trace()
    assert D.choose_liberty_gift(view, cards, trace, Randomness(1, 0)) == "clay_pool"
    line = next(line for line in said(trace) if line.startswith("SOLO-DISCARD-2"))
    assert "least needs" in line and "most needs" not in line and "Clay Pool" in line
    assert "meno bisogno" in next(line for line in said(trace, "it") if line.startswith("SOLO-DISCARD-2"))
