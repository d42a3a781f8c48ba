"""Fixes of the arch2 review: a Culture token in a city shows what it is worth there now; the
Opponent's questions cite the rule that asks them (ARCH-PROGRESS-FACEDOWN, ARCH-TURN-1, ARCH-HALI);
Halicarnassus keeps one of the revealed cards at random, not one of their kinds."""
from __future__ import annotations

import pytest

from solo_desk.core.session import Session
from solo_desk.games.architects import GAME
from solo_desk.games.architects.bot import simulate
from solo_desk.games.architects.rules import score, token_vp
from solo_desk.games.architects.state import UNKNOWN, Task
from solo_desk.ui.i18n import set_language

from .helpers import table

pytestmark = pytest.mark.rule("ARCH-SETUP-2P")


@pytest.mark.rule("ARCH-DATA-TOKENS")
def test_a_culture_token_is_worth_4_alone_and_12_with_the_other():
    one = table("wood", "stone", player_tokens=("culture",), automa_tokens=("culture", "decor"), turn="player",
                stack=("strategy",))
    assert token_vp(one, "player") == {"culture": 4}
    assert token_vp(one, "automa") == {"culture": 4, "decor": 4}  # Decor: 4 until the Wonder is complete
    both = table("wood", "stone", player_tokens=("culture", "culture"), turn="player")
    assert token_vp(both, "player") == {"culture": 12} and score(both, "player")["progress"] == 12


@pytest.mark.gui
@pytest.mark.rule("ARCH-DATA-TOKENS")
def test_a_culture_token_in_a_city_shows_what_it_is_worth_there(window, qtbot):
    set_language("en")
    state = table("wood", "stone", player_tokens=("culture", "culture"), automa_tokens=("culture",),
                  face_up=("tactics", "engineering", "economy"), stack=("strategy", "decor"), turn="player")
    window.set_session(Session(GAME, state, dict(state.options)))
    qtbot.waitUntil(lambda: bool(window.scene.pieces()))
    alone = next(p for p in window.scene.pieces() if p.key == ("token", "automa", "culture"))
    assert alone.worth == 4 and "Worth 4 VP now" in alone.toolTip()  # not its largest printed number, 12
    pair = [p for p in window.scene.pieces() if p.key == ("token", "player", "culture")]
    # the two share the 12 VP, so the laurels add up to what the city scores
    assert [p.worth for p in pair] == [6, 6] and "12 for the 2 tokens together" in pair[0].toolTip()


@pytest.mark.rule("ARCH-PROGRESS-FACEDOWN", "ARCH-PROGRESS")
@pytest.mark.parametrize("first_on_offer", ["tactics", "decor"])
def test_the_opponents_token_from_the_stack_is_asked_under_the_face_down_rule(first_on_offer):
    # The Opponent pairs two compasses. With no printed value on offer (Tactics) it draws face down;
    # with Decor (printed value 6) it takes Decor, and the table tells what refills the offer: both
    # come from the stack, under ARCH-PROGRESS-FACEDOWN (its note: "refill the face-up display").
    state = table("compass", "blue_3vp", automa_cards=("compass",), face_up=(first_on_offer, "engineering", "economy"),
                  stack=(UNKNOWN, UNKNOWN), mode="companion")
    asked = GAME.propose(state)
    assert asked.status == "needs_input" and asked.inputs[0].name.startswith("token")
    assert asked.rule == "ARCH-PROGRESS-FACEDOWN"
    answered = GAME.propose(state, {asked.inputs[0].name: "culture"})
    told = [s for s in answered.trace if s.key.startswith("architects.trace.told")]
    assert told and told[-1].rule == "ARCH-PROGRESS-FACEDOWN"


@pytest.mark.rule("ARCH-TURN-1")
def test_the_card_the_opponent_flips_with_the_cat_is_asked_under_arch_turn_1():
    state = table("blue_3vp", "blue_3vp", mode="companion", cat="automa", central=(UNKNOWN,) * 2)
    decks = dict(state.decks)
    decks["central"] = decks["central"].model_copy(update={"unknown": {"gold": 2}})
    asked = GAME.propose(state.model_copy(update={"decks": decks}))
    assert asked.inputs[0].name == "card_1" and asked.rule == "ARCH-TURN-1"


@pytest.mark.rule("ARCH-HALI", "ARCH-AMB-06", "ARCH-PRIO-6A", "ARCH-SETUP-DIE")
@pytest.mark.parametrize("die, kept", [("4", "shield_horn1"), ("5", "shield_horn2")])
def test_halicarnassus_picks_one_revealed_card_at_random_so_copies_weigh_more(die, kept):
    # Shields 0 >= 0: rung 6A; four one-horn Reds and one two-horn Red tie. One card of the five
    # at random: faces 1-4 keep a one-horn Red, 5 the two-horn one (6 rolls again).
    state = table("blue_3vp", "shield_horn1", automa_wonder="halicarnassus", mode="companion",
                  automa_deck=("shield_horn1", "shield_horn2", "shield_horn1", "shield_horn1", "wood"),
                  queue=(Task(kind="hali_deck"), Task(kind="end_turn")))
    asked = GAME.propose(state)
    assert asked.inputs[0].params["rule"] == "ARCH-HALI" and asked.rule == "ARCH-HALI"  # the panel's header too
    run = simulate(state, {asked.inputs[0].name: die})
    keep = next(a for a in run.actions if a.kind == "hali_keep")
    assert keep.card == kept
    pick = next(s for s in run.trace.steps if s.key == "architects.trace.die_pick")
    faces = [f["params"]["faces"] for f in pick.params["faces"]]
    assert faces == ["1–4", "5", "6"]


@pytest.mark.gui
@pytest.mark.rule("ARCH-HALI")
def test_the_rolls_under_a_told_die_stay_clear_of_its_frame(window, qtbot):
    from PySide6.QtWidgets import QGraphicsSimpleTextItem
    # five revealed cards of five kinds, none meeting a rung: one at random, 6 rolls again
    state = table("blue_3vp", "blue_3vp", automa_wonder="halicarnassus", mode="companion",
                  automa_deck=("compass", "gear", "tablet", "shield", "wood"),
                  queue=(Task(kind="hali_deck"), Task(kind="end_turn")))
    window.set_session(Session(GAME, state, dict(state.options)))
    controller = window.controller
    for die in ("4", "6", "5"):  # the deck (4-6: the Opponent's), then the card: 6 rolls again
        controller.answer(controller.proposal.inputs[0].name, die)

    def rolls_text():
        return next((i for i in window.scene.items()
                     if isinstance(i, QGraphicsSimpleTextItem) and i.text().startswith("rolls: ")), None)

    qtbot.waitUntil(lambda: rolls_text() is not None)
    die = next(p for p in window.scene.pieces() if p.key == ("die",))
    assert die.told
    rolls = rolls_text()
    # the die is 40 wide and its dashed frame (2.5 px pen) 3 px out: a clear gap of 4 px after it
    frame_right = die.sceneBoundingRect().center().x() + 20 + 3 + 1.25
    assert rolls.sceneBoundingRect().left() >= frame_right + 4
