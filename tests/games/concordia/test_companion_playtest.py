"""Companion-mode playtest fixes: the answers given in the Automa panel (a city's token, a new
card of the display) are drawn on the board as told before Apply, not left grey and "?"."""
from __future__ import annotations

import pytest
from PySide6.QtGui import QColor

from solo_desk.games.concordia import rules
from solo_desk.games.concordia.scene import GOOD_COLOURS
from solo_desk.ui.i18n import set_language

from .test_scene import start

pytestmark = [pytest.mark.gui, pytest.mark.rule("CONC-SETUP-1")]


def piece(scene, key):
    return next(p for p in scene.pieces() if p.key == key)


@pytest.mark.parametrize("lang, said", [("en", "told cloth in the Automa panel"),
                                        ("it", "hai detto stoffa nel pannello Automa")])
def test_a_city_token_told_in_the_panel_is_drawn_in_its_colour_before_apply(window, qtbot, lang, said):
    set_language(lang)
    controller = start(window, qtbot, mode="companion")
    city = rules.pending_city_reveals(controller.state)[0]
    assert piece(window.scene, ("city", city)).fill == QColor("#e0e0e0")  # untold: grey
    request = next(r for r in controller.proposal.inputs if r.name == city)
    assert "cloth" in {c.value for c in request.choices}
    controller.answer(city, "cloth")
    qtbot.waitUntil(lambda: piece(window.scene, ("city", city)).fill == QColor(GOOD_COLOURS["cloth"]))
    assert said in piece(window.scene, ("city", city)).toolTip()
    assert controller.state.city_goods[city] is None and controller.session.cursor == 0  # not applied
    controller.clear_answers()  # "Answer again": grey again
    qtbot.waitUntil(lambda: piece(window.scene, ("city", city)).fill == QColor("#e0e0e0"))


def test_a_display_card_told_in_the_panel_is_drawn_before_apply(window, qtbot):
    controller = start(window, qtbot, mode="companion")
    for _ in range(40):  # tell the city tokens first (any good still possible), then apply
        proposal = controller.proposal
        open_ = [r for r in proposal.inputs if r.name not in controller.inputs]
        if not open_ or open_[0].key != "concordia.ask.city_token":
            break
        controller.answer(open_[0].name, open_[0].choices[0].value)
    window.apply_proposal()
    qtbot.waitUntil(lambda: not rules.pending_city_reveals(controller.state))
    request = next(r for r in controller.proposal.inputs if r.name == "slot_2")
    card = request.choices[0].value
    assert piece(window.scene, ("display", 1)).card is None
    controller.answer("slot_2", card)
    qtbot.waitUntil(lambda: piece(window.scene, ("display", 1)).card == card)
    shown = piece(window.scene, ("display", 1))
    assert shown.dim and "Apply confirms it" in shown.toolTip()
    assert controller.state.display[1] is None  # not applied yet


@pytest.mark.parametrize("lang, one, two", [
    ("en", "It buys Smith (slot 4), paying 1 tools.", "It buys Smith, Mason (slots 4, 5), paying 1 tools."),
    ("it", "(posizione 4)", "(posizioni 4, 5)"),
])
def test_the_explanation_of_a_purchase_agrees_slot_with_the_count(lang, one, two):
    """"(posizioni 2)" for one card bought: the slot is singular when one card is bought."""
    from solo_desk.core.messages import render

    def said(slots):
        cards = [{"key": "concordia.card.smith"}, {"key": "concordia.card.mason"}][: len(slots)]
        return render("concordia.trace.bought", {"cards": cards, "slots": slots, "count": len(slots),
                                                 "goods": "1 tools"}, lang)

    assert one in said([4]) and two in said([4, 5])
