"""Playtest through the window (third audit): the table's questions name what the table shows,
the board shows what was told or proposed before Apply, the final scoring explains each
challenge, history lines read as sentences, clipped texts, right-clicks."""
from __future__ import annotations

import re

import pytest
from PySide6.QtWidgets import QGraphicsRectItem, QGraphicsSimpleTextItem

from solo_desk.core.messages import render
from solo_desk.core.session import Session
from solo_desk.games.age_of_comics import GAME
from solo_desk.games.age_of_comics import names
from solo_desk.games.age_of_comics import rules as R
from solo_desk.games.age_of_comics.content import content
from solo_desk.games.age_of_comics.deck import AutomaDeck, resolve_deck
from solo_desk.games.age_of_comics.scene import AgeOfComicsScene, CardItem
from solo_desk.games.age_of_comics.state import EditFans, EditIdeas, EditMoney
from solo_desk.ui.panels import choice_items

from .helpers import printed, started

GENRE_IDS = "crime|horror|romance|scifi|superhero|western"
RAW_ID = re.compile(rf"\b(?:[wa]-)?(?:{GENRE_IDS})-\d\b|\bscifi\b|\bsuperhero\b|\b\d+_\d+\b")


def named_deck() -> AutomaDeck:
    """The demo deck as a player's own deck: cards named as the player named them."""
    deck = resolve_deck("demo", "digital")
    return deck.model_copy(update={"demo": False, "cards": tuple(
        card.model_copy(update={"name": f"My card {i + 1}"}) for i, card in enumerate(deck.cards))})


def companion_after_setup(seed: int = 11):
    state = GAME.new_state({"deck": "demo"}, seed, "companion")
    state = state.model_copy(update={"deck": named_deck()})
    state, _ = GAME.apply(state, R.setup_actions(state)[0])
    return state


def set_up_questions(state):
    """Every question of the round I set-up, answered with its first choice, as the panel lists it."""
    inputs, asked = {}, []
    for _ in range(120):
        proposal = GAME.propose(state, inputs)
        if proposal.status != "needs_input":
            return asked, inputs, proposal
        request = proposal.inputs[0]
        asked.append(request)
        inputs[request.name] = choice_items(request, "en")[0][1]
    raise AssertionError("the set-up never ends")


# -- 1. the questions name cards, genres and places as the table shows them ----------------------
@pytest.mark.rule("AOC-SETUP-AUTOMA-START")
@pytest.mark.parametrize("lang", ["en", "it"])
def test_every_set_up_choice_reads_as_the_table_shows_it(lang):
    asked, _, _ = set_up_questions(companion_after_setup())
    kinds = {r.name.split(":")[0] for r in asked}
    assert {"automa_writer", "automa_artist", "automa_comic", "order_genre", "calendar", "display",
            "automa_card"} <= kinds
    for request in asked:
        text = render(request.key, request.params, lang)
        assert not RAW_ID.search(text), text  # "between B1 and C1", never "2_5"
        if request.kind != "number":
            assert all(c.label is not None for c in request.choices), request.name
        for label, value in choice_items(request, lang):
            assert not RAW_ID.search(label), (request.name, label)
    writer = next(r for r in asked if r.name == "automa_writer")
    labels = dict((v, t) for t, v in choice_items(writer, "en"))
    assert labels["w-crime-3"] == "crime writer 2"  # its value, not its id's number
    assert len(set(labels.values())) == len(labels)  # two identical cards: one choice
    genre_q = next(r for r in asked if r.name == "order_genre:2_5")
    assert render(genre_q.key, genre_q.params, "en") == "Order between B1 and C1: genre?"
    assert ("sci-fi", "scifi") in choice_items(genre_q, "en")
    comic_q = next(r for r in asked if r.name == "automa_comic")
    for text, value in choice_items(comic_q, lang):  # the title the card shows
        assert text.startswith(content().comic_by_id[value].title + " "), text


# -- 2. the Automa card question: the player's own cards and the printed actions ---------------------
@pytest.mark.rule("AOC-FLOW-REVEAL")
def test_the_automa_card_question_names_the_players_cards_and_printed_actions():
    asked, _, _ = set_up_questions(companion_after_setup())
    card_q = next(r for r in asked if r.name == "automa_card")
    deck = named_deck()
    en = choice_items(card_q, "en")
    first = deck.cards[0]
    expected = "My card 1: " + ", ".join(content_area(a, "en") for a in first.actions)
    assert en[0] == (expected, "1")  # answered by its number in the deck, as the player counts it
    assert all(t.startswith(f"My card {v}: ") for t, v in en)
    it = choice_items(card_q, "it")
    assert "(Assumi)" in " ".join(t for t, _ in it) or "(Sviluppa)" in " ".join(t for t, _ in it)


def content_area(action: str, lang: str) -> str:
    return render(f"age_of_comics.area.{action}", {}, lang)


# -- board helpers ----------------------------------------------------------------------------------


def open_window(window, qtbot, state) -> AgeOfComicsScene:
    window.set_session(Session(GAME, state, dict(state.options)))
    qtbot.waitUntil(lambda: window.scene is not None and bool(window.scene.pieces()))
    qtbot.waitUntil(lambda: not window.scene._refresh_pending)
    qtbot.wait(10)
    return window.scene


def redrawn(qtbot, window):
    qtbot.waitUntil(lambda: not window.scene._refresh_pending)
    qtbot.wait(10)


def texts(scene):
    return [i.text() for i in scene.items() if isinstance(i, QGraphicsSimpleTextItem)]


def provisional_frames(scene):
    return {i.data(0)[1] for i in scene.items() if isinstance(i, QGraphicsRectItem)
            and isinstance(i.data(0), tuple) and i.data(0)[0] == "provisional"}


def rings(scene):
    return [i for i in scene.items() if isinstance(i, QGraphicsRectItem) and i.data(0) == "asked"]


# -- 1 (board) + 3. the asked place is lit; the answers show on the board before Apply -------------
@pytest.mark.gui
@pytest.mark.rule("AOC-SETUP-AUTOMA-START")
def test_set_up_answers_show_on_the_board_as_told_and_the_asked_place_is_lit(window, qtbot):
    state = companion_after_setup()
    scene = open_window(window, qtbot, state)
    controller = window.controller
    told = {}
    for _ in range(30):  # the Automa's start and most of the map
        request = controller.proposal.inputs[0]
        value = choice_items(request, "en")[0][1]
        controller.answer(request.name, value)
        told[request.name] = value
    redrawn(qtbot, window)
    scene = window.scene
    assert controller.state.orders == {} or all(not t.face_up for t in controller.state.orders.values())
    tiles = {p.key[1] for p in scene.pieces() if p.key[0] == "tile"}
    told_spaces = {k.split(":")[1] for k in told if k.startswith("order_genre:")}
    assert told_spaces and told_spaces <= tiles  # drawn before Apply
    assert {("tile", s) for s in told_spaces} <= provisional_frames(scene)
    assert ("hand", "automa", told["automa_writer"]) in provisional_frames(scene)
    assert any("told by you, not yet applied" in t for t in texts(scene))
    assert "Asked: what the table shows at the start of round I, then the Automa's first card" in texts(scene)
    assert any(t.startswith("Round I of V") for t in texts(scene))
    # the open question's place is lit: the next order of the map
    asked = controller.proposal.inputs[0].name.split(":")[1]
    tile_rect = next(r for r in rings(scene))
    assert asked not in told_spaces and len(rings(scene)) == 1
    spot = scene._map_pos(1060, 64, asked, order=True)
    assert tile_rect.rect().contains(spot.x() + 8, spot.y() + 8)


# -- 4 + 5. the round's start as proposed: refill drawn and highlighted; the right banner -----------
@pytest.mark.gui
@pytest.mark.rule("AOC-FLOW-DRAW")
def test_the_proposed_round_start_is_drawn_and_the_banner_says_what_is_proposed(window, qtbot):
    state = GAME.new_state({"deck": "demo"}, 11, "digital")
    state, _ = GAME.apply(state, R.setup_actions(state)[0])
    scene = open_window(window, qtbot, state)
    proposal = window.controller.proposal
    assert [a.kind for a in proposal.actions][:2] == ["begin_round", "flip"]
    hire = next(a for a in proposal.actions if a.kind == "hire")
    shown = {p.key: p for p in scene.pieces()}
    for card in (hire.writer, hire.artist):  # on offer only once the round starts: drawn, lit
        assert card not in state.displays["writers"] + state.displays["artists"]
        assert shown[("card", card)].highlighted
        assert ("card", card) in provisional_frames(scene)
    words = texts(scene)
    assert "Proposed: the start of round I, then the Automa's first card" in words
    assert not any("round end" in t for t in words)
    assert any(t.startswith("Round I of V") for t in words)
    assert not any("Round — of V" in t for t in words)


# -- 6. clipped texts -----------------------------------------------------------------------------
@pytest.mark.gui
def test_printed_rip_offs_say_so_whole_and_seven_automa_comics_stay_on_its_mat(window, qtbot):
    state = started(3)
    longest = max(content().comics, key=lambda c: len(c.ripoff_title))
    state.player.printed = [printed(c.id, 2) for c in content().comics[:1]] + [printed(longest.id, 1, ripoff=True)]
    state.automa.printed = [printed(c.id, 3) for c in content().comics[2:9]]
    scene = open_window(window, qtbot, state)
    mat = next(r for r in scene.items() if isinstance(r, QGraphicsRectItem) and r.rect().width() == 790
               and r.rect().height() == 200)
    cards = [p for p in scene.pieces() if p.key[:2] == ("printed", "automa")]
    assert len(cards) == 7
    for card in cards:
        box = card.mapRectToScene(card.boundingRect().adjusted(2, 2, -2, -2))
        assert mat.sceneBoundingRect().contains(box), card.key
        assert card.body_fits(), card.body
    rip = next(p for p in scene.pieces() if p.key == ("printed", "player", 1))
    assert isinstance(rip, CardItem) and rip.badge == "rip-off" and rip.body_fits()


@pytest.mark.gui
def test_the_card_about_to_be_revealed_has_its_title_whole(window, qtbot):
    state = GAME.new_state({"deck": "demo"}, 11, "digital")
    state, _ = GAME.apply(state, R.setup_actions(state)[0])
    scene = open_window(window, qtbot, state)
    title = next(i for i in scene.items() if isinstance(i, QGraphicsSimpleTextItem)
                 and i.text() == "card 1 — about to be revealed")
    assert title.sceneBoundingRect().width() <= 170 - 12


# -- 7. the final scoring explains each challenge -----------------------------------------------------
@pytest.mark.rule("AOC-CHALLENGE-PENALTY")
def test_the_game_over_proposal_explains_each_challenge_met_or_not():
    state = started(3, challenge_business=True, challenge_all_genres=True, challenge_ethical=True)
    state.phase = "over"
    state.round = content().rounds
    assert GAME.result(state) is not None
    proposal = GAME.propose(state)
    assert proposal.status == "game_over"
    rules = [s.rule for s in proposal.trace]
    assert {"AOC-CHALLENGE-BUSINESS", "AOC-CHALLENGE-ALLGENRES", "AOC-CHALLENGE-ETHICAL", "AOC-SCORE-PLAYER",
            "AOC-SCORE-AUTOMA", "AOC-SCORE-WIN"} <= set(rules)
    lines = [render(s.key, s.params, "en") for s in proposal.trace]
    unmet = [line for line in lines if line.startswith("Challenge A comic of every genre")]
    assert unmet == ["Challenge A comic of every genre: not met (no comic printed of crime, horror, romance, sci-fi, "
                     "superheroes and western), −15 VP."]


# -- 8. corrections in the history ------------------------------------------------------------------
@pytest.mark.parametrize("edit, en, it", [
    (EditMoney(money=17), "Correction: your money set to $17", "Correzione: il tuo denaro portato a $17"),
    (EditIdeas(genre="scifi", count=2), "Correction: your sci-fi ideas set to 2",
     "Correzione: le tue idee del genere fantascienza portate a 2"),
    (EditFans(index=0, fans=5), "Correction: the fans of your comic #1 {title} set to 5",
     "Correzione: i fan del tuo fumetto n. 1 {title} portati a 5"),
])
def test_a_correction_reads_as_a_sentence_in_the_history(edit, en, it):
    state = started(3)
    state.player.printed = [printed("crime-1", 3)]
    title = content().comic_by_id["crime-1"].title
    _, recorded = GAME.apply(state, edit)
    line = GAME.describe(recorded)
    assert render(line.key, line.params, "en") == en.format(title=title)
    assert render(line.key, line.params, "it") == it.format(title=title)


# -- 9. blind draws named once drawn ------------------------------------------------------------------
@pytest.mark.rule("AOC-GEN-BASE")
def test_blind_draws_are_named_in_the_history():
    state = started(3)
    for action in GAME.propose(state).actions:
        state, _ = GAME.apply(state, action)
    hire = next(a for a in GAME.legal_actions(state) if a.kind == "hire" and a.writer is None and a.artist)
    _, recorded = GAME.apply(state, hire)
    drawn = recorded.outcomes["writer"]
    line = GAME.describe(recorded)
    text = render(line.key, line.params, "en")
    # the card drawn first, then how it came: "hire romance writer 2 drawn blind, horror artist 1"
    writer, artist = names.creative(drawn), names.creative(hire.artist)
    assert text == f"hire {writer['en']} drawn blind, {artist['en']} (HIRE!)"
    assert render(line.key, line.params, "it") == f"assumi {writer['it']} dal mazzo, {artist['it']} (HIRE!)"
    develop = next(a for a in GAME.legal_actions(state) if a.kind == "develop" and a.comic is None and not a.search)
    _, recorded = GAME.apply(state, develop)
    title = content().comic_by_id[recorded.outcomes["comic_deck_top"]].title
    assert render(GAME.describe(recorded).key, GAME.describe(recorded).params, "en") == \
        f"develop the top of the Comic deck: {title} (DEVELOP!)"


# -- 10. a right-click on an order tile says why it has no correction -------------------------------
@pytest.mark.gui
def test_a_right_click_on_an_order_tile_says_why_it_has_no_correction(window, qtbot):
    from tests.gui import right_click

    scene = open_window(window, qtbot, started(3))
    window.statusBar().showMessage("an old message")
    tile = next(p for p in scene.pieces() if p.key[0] == "tile")
    right_click(window.view, tile)
    qtbot.waitUntil(lambda: window.statusBar().currentMessage() != "an old message")
    assert window.statusBar().currentMessage().startswith("A sales order has no correction")
