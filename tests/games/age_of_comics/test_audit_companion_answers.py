"""Companion-mode audit: answers the table cannot give are refused with a reason (never a raw
ValueError), the Automa's money and ideas cannot be corrected away from 0, and an answer missing from
an action names the question by its own label."""
import pytest

from solo_desk.core.errors import IllegalAction
from solo_desk.core.messages import render, render_value
from solo_desk.games.age_of_comics import GAME, bot
from solo_desk.games.age_of_comics import rules as R
from solo_desk.games.age_of_comics.state import EditIdeas, EditMoney

from .helpers import started


def companion(state, **update):
    """The same table told by the player: face-down orders show no value until the table tells it."""
    state = state.model_copy(update={"mode": "companion", **update}, deep=True)
    for tile in state.orders.values():
        if not tile.face_up:
            tile.value = None
    for slot in range(state.flipped, len(state.automa_slots)):  # the Automa cards not turned over yet
        if state.automa_slots[slot] is not None:
            state.automa_pile.append(state.automa_slots[slot])
            state.automa_slots[slot] = None
    return state


# -- 1. a non-numeric answer is refused with the game's reason ------------------------------------------
@pytest.mark.parametrize("bad", ["zz", ""])
def test_a_non_numeric_automa_card_is_refused_with_a_reason(bad):
    state = companion(started(3))
    assert GAME.to_move(state) == "automa"
    assert any(r.name == "automa_card" for r in GAME.propose(state).inputs)
    with pytest.raises(IllegalAction) as refused:
        GAME.propose(state, {"automa_card": bad})
    assert refused.value.key == "age_of_comics.error.automa_card_impossible"
    assert render(refused.value.key, refused.value.params, "en") == \
        f"Automa card {bad} cannot be there: it is not in the deck."


@pytest.mark.parametrize("bad", ["zz", ""])
def test_a_non_numeric_value_of_a_flipped_order_is_refused_with_a_reason(bad):
    state = companion(started(3))
    space = next(s for s, t in state.orders.items() if not t.face_up)
    with pytest.raises(IllegalAction) as refused:
        bot.tile_value(state, space, {f"order_value:{space}": bad})
    assert refused.value.key == "age_of_comics.error.tile_value_impossible"
    place = render(R._order_place(space)["key"], R._order_place(space)["params"], "en")
    assert render(refused.value.key, refused.value.params, "en") == \
        f"The sales order {place} cannot be worth {bad}."


# -- 2. the Automa's money and ideas stay at 0 (AOC-FLOW-NOMONEY, AOC-SETUP-NOIDEAS) ----------------------
@pytest.mark.rule("AOC-FLOW-NOMONEY", "AOC-SETUP-NOIDEAS")
@pytest.mark.parametrize("edit", [EditMoney(side="automa", money=5), EditIdeas(side="automa", genre="crime", count=2)])
def test_a_correction_giving_the_automa_money_or_ideas_is_refused_by_the_rules(edit):
    state = started(3)
    with pytest.raises(IllegalAction) as refused:
        GAME.apply(state, edit)
    assert refused.value.key == "age_of_comics.error.automa_no_money_ideas"
    assert "never holds money or ideas" in render(refused.value.key, refused.value.params, "en")
    assert "non ha mai denaro né idee" in render(refused.value.key, refused.value.params, "it")


@pytest.mark.parametrize("edit", [EditMoney(side="automa", money=0), EditIdeas(side="automa", genre="crime", count=0),
                                  EditMoney(side="player", money=9)])
def test_corrections_that_keep_the_table_possible_still_pass(edit):
    new, _ = GAME.apply(started(3), edit)
    GAME.check(new)


# -- 3. an answer missing from an action names the question ----------------------------------------------
def test_a_missing_order_value_names_the_order_as_the_question_does():
    state = companion(started(3), turn=1)
    assert GAME.to_move(state) == "player"
    collect = next(a for a in R.area_actions(state, "sales")
                   if any(op.op == "collect" and not state.orders[op.space].face_up for op in a.ops))
    space = next(op.space for op in collect.ops if op.op == "collect" and not state.orders[op.space].face_up)
    with pytest.raises(IllegalAction) as refused:
        GAME.apply(state, collect)
    error = refused.value
    assert error.params["name"] == f"order_value:{space}"  # complete_move reads it back
    genre = state.orders[space].genre
    for lang, genre_key in (("en", "en"), ("it", "it")):
        place = render_value(R._order_place(space, short=True), lang)  # "B1–C1", to fit the Automa panel
        name = render(f"age_of_comics.genre.{genre}", {}, genre_key)
        text = render(error.key, error.params, lang)
        assert place in text and name in text, text
        assert f"order_value:{space}" in text
    assert render(error.key, error.params, "en") == (
        f"The table must tell first: Order {render_value(R._order_place(space, short=True), 'en')} "
        f"({render(f'age_of_comics.genre.{genre}', {}, 'en')}): value? "
        f"Give the answer in the action's outcomes as order_value:{space}.")
    # and the move completes once the table tells it
    done = R.complete_move(state, collect, lambda name, values: values[0])
    assert done is not None and f"order_value:{space}" in done.outcomes
    GAME.apply(state, done)
