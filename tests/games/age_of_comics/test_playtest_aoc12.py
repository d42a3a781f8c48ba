"""Playtest 12: the Automa's companion questions about its card and the Comic deck's top are one
short line of the Automa panel at 1280 px ("Card in slot 1?", "Top comic: genre?"); what the table
is asked and why, with the rule that asks it, is said in the explanation above them, and the Comic
deck is lit while asked. A refused payment says the money you have; a search's refusal of a comic
of the genre searched says what to answer; the Automa's SALES! flip says which genres had nothing
face down; an Undo of the Automa's DEVELOP! from the deck top gives back the genre told on its back;
on your turn the panel explains the Automa's last turn again."""
import pytest

from solo_desk.core.errors import IllegalAction
from solo_desk.core.messages import render
from solo_desk.games.age_of_comics import GAME
from solo_desk.games.age_of_comics import rules as R
from solo_desk.games.age_of_comics.content import content
from solo_desk.games.age_of_comics.deck import AutomaCard, AutomaDeck
from solo_desk.games.age_of_comics.state import Develop

from .helpers import GENRES, move_cards, started
from .test_playtest_aoc10 import player_turn

DECK_QUESTIONS = ("comic_deck_top_genre", "comic_deck_top")


def develop_from_the_deck_top():
    """A companion game under AOC-AMB-10 = genre_visible, the Automa about to DEVELOP! with no
    comic on offer of the genre it looks for first, the one on the Comic deck's back."""
    state = started(develop_deck_top="genre_visible")
    top = R.genre_of(state.decks["comics"][0])
    card = AutomaCard(name="test", actions=("develop", "hire", "print"),
                      priority=(top,) + tuple(g for g in GENRES if g != top))
    state = state.model_copy(update={"deck": AutomaDeck(cards=(card,) * 12), "mode": "companion"}, deep=True)
    move_cards(state, "comics", [next(c for c in state.decks["comics"] if R.genre_of(c) != top)])
    return state, top


@pytest.mark.rule("AOC-AMB-10", "AOC-DEVELOP")
def test_the_deck_top_questions_are_explained_with_the_rule_that_asks_them():
    """"Which genre shows on the back of the Comic deck's top card?" took four lines of the panel and
    the explanation did not say why it was asked; the short question's step says it."""
    state, top = develop_from_the_deck_top()
    proposal = GAME.propose(state, {})
    assert [r.name for r in proposal.inputs] == ["comic_deck_top_genre"]
    assert render(proposal.inputs[0].key, proposal.inputs[0].params, "en") == "Top comic: genre?"
    step = proposal.trace[0]  # first: read without scrolling (playtest 14)
    assert step.rule == "AOC-AMB-10" and "the genre on the back of the deck's top card" in render(step.key, step.params, "en")
    proposal = GAME.propose(state, {"comic_deck_top_genre": top})
    assert [r.name for r in proposal.inputs] == ["comic_deck_top"]
    assert render(proposal.inputs[0].key, proposal.inputs[0].params, "it") == "Cima mazzo: fumetto?"
    step = proposal.trace[0]
    assert step.rule == "AOC-DEVELOP" and "in cima al mazzo Fumetti" in render(step.key, step.params, "it")
    assert not any(s.key.endswith(("ask_why.deck_top_genre", "ask_why.deck_comic")) for s in proposal.trace[1:])


@pytest.mark.gui
@pytest.mark.rule("AOC-FLOW-REVEAL")
@pytest.mark.parametrize("lang", ["en", "it"])
def test_the_card_and_deck_top_questions_read_on_one_line_at_1280(window, qtbot, lang):
    """"Which Automa card is revealed in slot 1?" took two lines of the panel at 1280 px, the Comic
    deck's questions three or four; each now takes one, the explanation saying what it asks."""
    from solo_desk.ui.i18n import message

    from .test_playtest_aoc10 import rows_up_to_the_first_card

    rows = rows_up_to_the_first_card(window, qtbot, lang, deck="demo")
    name, label, _combo = rows[-1]
    assert name == "automa_card"
    assert label.text() == {"en": "Card in slot 1?", "it": "Carta nello spazio 1?"}[lang]
    width = label.contentsRect().width()
    # the deck top's questions in a row of the same panel (same width and font)
    texts = [label.text()] + [message(f"age_of_comics.ask.{key}") for key in ("deck_top_genre", "deck_comic")]
    assert all(label.fontMetrics().horizontalAdvance(text) <= width for text in texts), (texts, width)
    explained = window.controller.proposal.trace[0]  # first: read without scrolling (playtest 14)
    assert explained.rule == "AOC-FLOW-REVEAL" and explained.key.endswith("ask_why.automa_card")
    assert explained.params["slot"] == 1


@pytest.mark.rule("AOC-GEN-BASE")
def test_a_payment_refused_says_the_money_you_have():
    """"You cannot pay $4." left the player to look for their money; the refusal now says it."""
    state = player_turn()
    state.player.money = 3
    with pytest.raises(IllegalAction) as refused:
        GAME.apply(state, Develop(by="player", search="horror"))
    error = refused.value
    assert error.params == {"cost": 4, "money": 3}
    assert render(error.key, error.params, "en") == "You cannot pay $4: you have $3."
    assert render(error.key, error.params, "it") == "Non puoi pagare $4: hai $3."


@pytest.mark.rule("AOC-SALES-FLIP")
def test_the_sales_flip_names_the_genres_it_passed_over_with_nothing_face_down():
    """The Automa flips the first genre, in its order, with a face-down order; "Flip every face-down
    western order" did not say why not the genres before it. The flip itself is unchanged."""
    state = started()
    last = GENRES[-1]
    for tile in state.orders.values():  # every order face up but the last priority genre's
        if tile.genre != last:
            tile.face_up = True
    card = AutomaCard(name="test", actions=("sales", "hire", "print"), priority=GENRES)
    state = state.model_copy(update={"deck": AutomaDeck(cards=(card,) * 12)}, deep=True)
    proposal = GAME.propose(state, {})
    step = next(s for s in proposal.trace if s.rule == "AOC-SALES-FLIP")
    sales = proposal.actions[-1]
    assert sales.flip == sorted(s for s, t in state.orders.items() if t.genre == last)
    assert render(step.key, step.params, "en").startswith(
        "No face-down order of crime, horror, romance, sci-fi and superheroes; flip every face-down western order: ")
    assert render(step.key, step.params, "it").startswith(
        "Nessun ordine coperto di genere poliziesco, horror, romantico, fantascienza e supereroi; "
        "gira tutti gli ordini coperti di genere western: ")


@pytest.mark.rule("AOC-AMB-10", "AOC-DEVELOP-FALLBACK")
def test_the_automa_turn_taking_the_deck_top_is_proposed_again_from_its_recorded_answers():
    """Undo, or a reopened save explaining the Automa's last turn, proposes the turn again with the
    answers its actions recorded: the comic taken from the deck was recorded, not the genre told on
    its back, so the genre was asked again (and a reopened game could not explain that turn)."""
    state, top = develop_from_the_deck_top()
    comic = next(c for c in state.decks["comics"] if R.genre_of(c) == top)
    played = GAME.propose(state, {"comic_deck_top_genre": top, "comic_deck_top": comic})
    assert played.status == "automa_turn"
    recorded = GAME.recorded_answers(list(played.actions))
    again = GAME.propose(state, recorded)
    assert again.status == "automa_turn", [r.name for r in again.inputs]
    assert again.actions == played.actions


@pytest.mark.gui
@pytest.mark.rule("AOC-FLOW-PLAYER", "AOC-FLOW-REVEAL")
def test_on_your_turn_the_panel_explains_the_automa_turn_just_applied(window, qtbot):
    """Its turn applied, the Automa panel showed only "AOC-FLOW-PLAYER: Your turn: place an editor.",
    the Automa's explanation gone (the README: "once applied, its turn stays explained under 'Its
    last turn'"); your turn now has no step of its own, and the last turn shows under the hint."""
    from solo_desk.ui.i18n import message

    assert window.start_game("age_of_comics", {"deck": "demo"}, 5, "digital")
    controller = window.controller
    controller.apply(R.setup_actions(controller.state)[0])
    assert controller.apply_proposal()  # round I begins, the Automa's first card
    assert controller.proposal.status == "not_automa_turn" and controller.proposal.rule == "AOC-FLOW-PLAYER"
    panel = window.docks["automa"].widget()
    qtbot.waitUntil(lambda: panel.steps.count() > 2)
    lines = [panel.steps.item(i).text() for i in range(panel.steps.count())]
    assert lines[0] == message("panel.your_move")
    assert lines[1] == message("panel.last_turn")
    assert any(line.startswith("AOC-FLOW-REVEAL: ") for line in lines[2:]), lines


@pytest.mark.rule("AOC-GEN-BASE")
def test_a_comic_of_the_searched_genre_told_as_discarded_is_refused_with_what_to_answer():
    """A western comic told as the first card a western search discarded was refused with "it is
    not in that deck", though it is: the refusal now says the search stops at it and what to answer."""
    from .test_audit_companion_search import companion_player_turn

    state = companion_player_turn()
    western = next(x for x in state.decks["comics"] if R.genre_of(x) == "western")
    with pytest.raises(IllegalAction) as refused:
        GAME.apply(state, Develop(by="player", search="western", outcomes={"search_discard:1": western}))
    error = refused.value
    title = content().comic_by_id[western].title
    assert render(error.key, error.params, "en") == (
        f"{title} is a western comic: the search stops at it, it is not discarded. Answer search_discard:1 "
        f"with 'end', then tell {title} as the comic found (comic_deck_top).")
    assert render(error.key, error.params, "it").startswith(f"{title} è un fumetto western: la ricerca si ferma lì")
    told = {"search_discard:1": R.SEARCH_END, "comic_deck_top": western}  # as the refusal says
    after, _ = GAME.apply(state, Develop(by="player", search="western", outcomes=told))
    assert western in after.player.developed


@pytest.mark.gui
@pytest.mark.rule("AOC-AMB-10")
def test_the_comic_deck_is_lit_while_its_top_is_asked():
    """The place the first open question is about is lit on the board: the Comic deck was not, while
    the table was asked the genre on its top card's back or which comic it is."""
    from solo_desk.games.age_of_comics.scene import asked_places

    state, top = develop_from_the_deck_top()
    assert asked_places(GAME.propose(state, {})) == {("deck", "comics")}
    assert asked_places(GAME.propose(state, {"comic_deck_top_genre": top})) == {("deck", "comics")}
