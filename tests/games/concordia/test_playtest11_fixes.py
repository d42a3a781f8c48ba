"""Defects of the eleventh playtest (whole games to the final scoring, both modes, English and Italian)."""
import pytest

from solo_desk.games.concordia.state import Senator
from solo_desk.ui.i18n import set_language

from tests.games.concordia.helpers import fresh
from tests.games.concordia.test_playtest3_fixes import status_line
from tests.games.concordia.test_playtest_fixes import start


# -- 1. the last turn after the Concordia card: one correct sentence, in Italian too --------------------
@pytest.mark.gui
@pytest.mark.rule("CONC-END-CONCORDIA")
@pytest.mark.parametrize("taker, turn, lang, said", [
    ("automa", "player", "en", "the AI took the Concordia card: your last turn"),
    ("automa", "player", "it", "l'IA ha preso la carta Concordia: il tuo ultimo turno"),
    ("player", "automa", "en", "you took the Concordia card: the AI's last turn"),
    ("player", "automa", "it", "hai preso la carta Concordia: ultimo turno dell'IA"),
])
def test_the_status_line_says_whose_last_turn_it_is_after_the_concordia_card(window, qtbot, taker, turn, lang, said):
    """The line read "Carta Concordia presa da l'IA: ultimo turno per l'altra parte" (not Italian:
    "dall'IA"), and in both languages left the player to work out who "the other side" was."""
    set_language(lang)
    controller = start(window, qtbot)
    controller.session.replace_initial(fresh(seed=3).model_copy(update={"concordia": taker, "turn": turn}))
    qtbot.waitUntil(lambda: said in status_line(window.scene))
    assert "da l'IA" not in status_line(window.scene) and "other side" not in status_line(window.scene)


# -- 2. the AI's last action: why each action it skips is not possible ----------------------------------
def _skipped(proposal, lang):
    from solo_desk.core.messages import render

    return [render(s.key, s.params, lang) for s in proposal.trace if s.key == "concordia.trace.final_impossible"]


@pytest.mark.rule("CONC-END-AI-FINAL")
def test_the_ais_last_action_says_why_each_skipped_action_is_not_possible():
    """The explanation read "Buy Role Cards is not possible." three times over, with no reason: the
    player could not check it against the table (CONC-AMB-21: an action counts only if it can be done
    by itself)."""
    from tests.games.concordia.helpers import ai_turn, all_cities, goods, propose_turn, with_side

    no_goods = ai_turn(fresh(3), goods=goods()).model_copy(update={"concordia": "player"})
    action, proposal = propose_turn(no_goods)
    assert action.deed == "take"
    assert _skipped(proposal, "en") == [
        "Buy Role Cards is not possible: its goods pay for no card of the display.",
        "Build Houses is not possible: it has no goods to pay with.",
    ]
    full = with_side(no_goods, "automa", goods=goods(brick=8), houses=tuple(all_cities(no_goods, "brick")))
    full = full.model_copy(update={"display": (), "stack": ()})
    action, proposal = propose_turn(full)
    assert action.deed == "nothing"
    assert _skipped(proposal, "it") == [
        "Acquistare Carte Ruolo non è possibile: non resta nessuna carta in vendita.",
        "Costruire le Abitazioni non è possibile: con le merci che ha non può costruire in nessuna città.",
        "Prendere una Merce non è possibile: il suo magazzino è pieno.",
    ]


# -- 3. a display card the Senator cannot pay for: the menu says so, not only the corrections ------------
@pytest.mark.gui
@pytest.mark.parametrize("lang, said", [("en", "Senator: you cannot pay brick + wine + cloth + cloth"),
                                        ("it", "Senatore: non puoi pagare mattone + vino + stoffa + stoffa")])
def test_a_display_card_the_senator_cannot_pay_for_says_its_price(window, qtbot, monkeypatch, lang, said):
    """With the Senator in hand and too few goods, a click on the Vintner in slot 7 opened a menu of
    corrections only ("Move to your hand", ...): nothing said the purchase was missing for want of goods."""
    from tests.games.concordia.helpers import goods, set_display, with_side

    set_language(lang)
    controller = start(window, qtbot)
    state = set_display(controller.state, ["I-farmer", "I-mason", "I-prefect", "I-diplomat_I", "I-smith",
                                           "II-colonist", "II-vintner"])
    state = with_side(state, "player", goods=goods(brick=1, food=2, wine=1))
    controller.session.replace_initial(state)
    qtbot.waitUntil(lambda: controller.state.display[6] == "II-vintner")
    asked = []
    monkeypatch.setattr(window.scene, "choose", lambda title, entries: asked.append((title, entries)))
    window.scene.display_click(controller.state, 6)
    title, entries = asked[0]
    assert title.endswith(said) and not any(isinstance(a, Senator) for _, a in entries)
    window.scene.display_click(controller.state, 0)  # the Farmer it can pay: its purchases, no price in the title
    title, entries = asked[1]
    assert " · " not in title and any(isinstance(a, Senator) for _, a in entries)


# -- 4. a Prefect's production in the History: what each side got ------------------------------------------
@pytest.mark.rule("CONC-AMB-17")
def test_the_prefects_production_line_says_what_each_side_gained():
    """The History read "you: play the Prefect: produce in Venetia" and no more: the AI's house
    there produced too (CONC-AMB-17), and nothing in the History said so."""
    from solo_desk.core.messages import for_side, render
    from solo_desk.games.concordia import GAME, rules
    from solo_desk.games.concordia.content import place_name
    from solo_desk.games.concordia.state import Prefect

    from tests.games.concordia.helpers import set_city_goods, with_side

    state = fresh(seed=3)
    the_map = rules.game_map(state)
    province = next(p.id for p in the_map.provinces if len(the_map.province_cities(p.id)) >= 2)
    mine, ais = (c.id for c in the_map.province_cities(province)[:2])
    others = {c.id: "brick" for c in the_map.province_cities(province)[2:]}
    state = set_city_goods(state, {mine: "wine", ais: "tools", **others})  # bonus marker: wine
    state = with_side(with_side(state, "player", houses=(mine,)), "automa", houses=(ais,))
    played = Prefect(card="player-prefect-1", province=province)
    after, recorded = GAME.apply(state, played)
    assert after.automa.goods["tools"] == state.automa.goods["tools"] + 1
    name = place_name(province)

    def said(action, lang):
        line = for_side(GAME.describe(action, state), "player")
        return render(line.key, line.params, lang)

    assert said(recorded, "en") == f"play the Prefect: produce in {name} (2 wine; the AI: 1 tool)"
    assert said(recorded, "it") == \
        f"giochi la carta Prefetto: attivi la produzione in {name} (2 unità di vino; l'IA: 1 utensile)"
    assert GAME.apply(state, recorded)[1] == recorded  # replayed from a save: the same record
    assert said(played, "en") == f"play the Prefect: produce in {name}"  # recorded before: the plain line


# -- 5. the last turn buys cards: no new card is asked of a finished game --------------------------------
@pytest.mark.rule("CONC-END-PLAYER-FINAL")
@pytest.mark.parametrize("mode", ["companion", "digital"])
def test_no_new_card_comes_after_the_last_turn(mode):
    """Companion: the player's last turn (the AI had taken the Concordia card) bought a card with the
    Senator; the finished game then showed a grey display slot whose card it asked for."""
    from solo_desk.games.concordia import GAME, rules
    from solo_desk.games.concordia.state import Senator

    from tests.games.concordia.helpers import goods, with_side

    digital = fresh(seed=3)
    state = fresh(seed=3, mode=mode).model_copy(update={
        "city_goods": digital.city_goods, "display": digital.display, "stack": digital.stack, "concordia": "automa"})
    state = with_side(state, "player", goods=goods(brick=3, food=3, tools=3, wine=3, cloth=3))
    bought = state.display[0]
    after, _ = GAME.apply(state, Senator(card="player-senator", buy=(bought,)))
    assert after.finished and GAME.result(after) is not None
    assert None not in after.display and not rules.table_untold(after)
    assert after.display == state.display[1:] and after.stack == state.stack  # the table as the last turn left it
    # a turn that is not the last still refills the display
    going_on, _ = GAME.apply(state.model_copy(update={"concordia": None}),
                             Senator(card="player-senator", buy=(bought,)))
    assert len(going_on.display) == 7 and not going_on.finished
