"""Defects of the eighth playtest: an id naming no card, city or province is refused as such, in a
sentence; the AI's colonist turn names the capital of the map in play; a token told for the
capital is refused for what it is, not as "already known"; a Mercator short of money says by how much."""
import pytest

from solo_desk.core.errors import IllegalAction
from solo_desk.core.messages import render
from solo_desk.games.concordia import GAME, rules
from solo_desk.games.concordia.state import AutomaTurn, RevealCity

from .helpers import TAKE, ai_turn, fresh, propose_turn, rolling, with_side


def refusal(state, action) -> tuple[str, str]:
    with pytest.raises(IllegalAction) as err:
        GAME.apply(state, action)
    return err.value.message("en"), err.value.message("it")


def test_an_unknown_card_id_is_refused_as_no_card_of_concordia():
    state = fresh()
    assert refusal(state, {"kind": "senator", "card": "player-senator", "buy": ["I-zzz"]}) == (
        "Concordia has no card “I-zzz”: name a card by its id, as the legal moves give it.",
        "Concordia non ha nessuna carta «I-zzz»: indica la carta con il suo identificativo, "
        "come lo riportano le mosse consentite.")
    en, it = refusal(state, {"kind": "tribune", "card": "player-zzz"})
    assert en.startswith("Concordia has no card “player-zzz”") and it.startswith("Concordia non ha nessuna carta «player-zzz»")


def test_a_card_of_the_game_elsewhere_is_still_refused_where_it_is_missing():
    en, it = refusal(fresh(), {"kind": "senator", "card": "automa-senator"})
    assert (en, it) == ("Senator is not in your hand.", "La carta Senatore non è nella tua mano.")


@pytest.mark.rule("CONC-GOODS-FULL")
@pytest.mark.parametrize(("map_id", "en_city", "it_city"), [
    ("imperium", "in Roma", "a Roma"), ("hispania", "in Saguntum", "a Saguntum")])
def test_the_ais_colonist_turn_names_the_capital(map_id, en_city, it_city):
    state = ai_turn(fresh(3, map=map_id))
    land, sea = state.automa.colonists
    full = with_side(state, "automa", store_colonists={"land": 1, "sea": 0},
                     goods={"brick": 11, "food": 0, "tools": 0, "wine": 0, "cloth": 0},
                     colonists=(land, land, sea, sea, sea))
    full = rolling(full, action_roll=TAKE)
    action, proposal = propose_turn(full, action_roll=TAKE)
    assert action.deed == "colonist" and action.city == rules.game_map(full).capital
    capital = en_city.removeprefix("in ")
    step = next(s for s in proposal.trace if s.rule == "CONC-GOODS-FULL")
    assert render(step.key, step.params, "en").endswith(f"goes from it to the capital, {capital}.")
    assert render(step.key, step.params, "it").endswith(f"alla capitale, {capital}.")
    summary = proposal.summary
    assert render(summary.key, summary.params, "en") == f"AI places a colonist {en_city}, the capital"
    assert render(summary.key, summary.params, "it") == f"L'IA posiziona un colono {it_city}, la capitale"
    _, recorded = GAME.apply(full, action)
    line = GAME.describe(recorded)
    assert render(line.key, line.params, "en") == f"places a colonist {en_city}, the capital"
    assert render(line.key, line.params, "it") == f"posiziona un colono {it_city}, la capitale"
    # a colonist turn saved before the city was named replays as it did
    after, _ = GAME.apply(full, AutomaTurn(deed="colonist", outcomes=action.outcomes))
    assert after.automa.colonists[-1].at == rules.game_map(full).capital


@pytest.mark.rule("CONC-SETUP-2P")
def test_a_token_told_for_the_capital_or_no_city_is_refused_for_what_it_is():
    state = fresh(3, mode="companion", map="imperium")
    assert refusal(state, RevealCity(city="roma", good="brick")) == (
        "Roma has no city token: only the cities with a letter have one.",
        "Roma non ha una tessera città: ce l'hanno solo le città con una lettera.")
    assert refusal(state, RevealCity(city="zzz", good="brick")) == (
        "This map has no city “zzz”: name a city by its id, as the legal moves give it.",
        "Su questa mappa non c'è nessuna città «zzz»: indica la città con il suo identificativo, "
        "come lo riportano le mosse consentite.")
    told, _ = GAME.apply(state, RevealCity(city="cyrene", good="food"))
    assert refusal(told, RevealCity(city="cyrene", good="brick"))[0] == "The token of Cyrene is already known."


def test_a_move_naming_no_city_or_province_of_the_map_is_refused_as_such():
    state = fresh(7, map="imperium")
    assert refusal(state, {"kind": "architect", "card": "player-architect", "build": ["zzz"]})[0] == \
        "This map has no city “zzz”: name a city by its id, as the legal moves give it."
    assert refusal(state, {"kind": "prefect", "card": "player-prefect-1", "province": "zzz"}) == (
        "This map has no province “zzz”: name a province by its id, as the legal moves give it.",
        "Su questa mappa non c'è nessuna provincia «zzz»: indica la provincia con il suo identificativo, "
        "come lo riportano le mosse consentite.")


def test_a_mercator_buying_beyond_its_money_says_how_much_is_missing():
    state = fresh(7, map="imperium")
    short = 5 * 7 - (state.player.money + 3)  # five cloth at 7, the Mercator's 3 added
    assert refusal(state, {"kind": "mercator", "card": "player-mercator_3", "trade": {"cloth": 5}}) == (
        f"Not enough sestertii for these purchases: {short} sestertii short.",
        f"Sesterzi insufficienti per questi acquisti: ne mancano {short}.")
