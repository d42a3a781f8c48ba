"""Playtest 10: a refusal tells identical creatives apart by the ids the legal moves use; the
explanation's AOC-SALES-COLLECT step names each order by genre and value as well as its place; a
click on one of your cards puts its name in the PRINT! menu's title (as HIRE! does); the
companion's questions about a card told without a deck read on one line in the Automa panel; a round
end says the chart VP of each side and your income (what the table is given by hand); the final
scores name the Mastery VP alike in Italian; the chosen challenges never overlap the difficulty."""
import pytest

from solo_desk.core.errors import IllegalAction
from solo_desk.core.messages import render
from solo_desk.games.age_of_comics import GAME
from solo_desk.games.age_of_comics import rules as R
from solo_desk.games.age_of_comics.content import content
from solo_desk.games.age_of_comics.deck import AutomaCard, AutomaDeck
from solo_desk.games.age_of_comics.state import Print, PrintJob

from .helpers import GENRES, started


def player_turn():
    """Round I, the player to move after the Automa's first turn (the start's writer and artist in hand)."""
    state = started()
    for move in GAME.propose(state).actions:
        state, _ = GAME.apply(state, move)
    assert GAME.to_move(state) == "player"
    return state


def test_a_refused_creative_identical_to_one_you_hold_is_told_apart_by_its_id():
    """The two value-2 creatives of a genre are the same card at the table: "sci-fi artist 2 is not
    a free creative of yours" read as nonsense to a player holding one; the ids tell them apart."""
    state = player_turn()
    writer, artist = (next(c for c in state.player.hand if R.kind_of(c) == kind) for kind in ("writer", "artist"))
    twin = next(c.id for c in content().creatives if c.id != artist and (c.kind, c.genre, c.value)
                == (R.creative(artist).kind, R.creative(artist).genre, R.creative(artist).value))
    comic = state.player.developed[0]
    with pytest.raises(IllegalAction) as refused:
        GAME.apply(state, Print(by="player", prints=[PrintJob(comic=comic, writer=writer, artist=twin)]))
    name = {lang: render(f"age_of_comics.genre.{R.genre_of(artist)}", {}, lang) for lang in ("en", "it")}
    assert refused.value.message("en") == (f"{name['en']} artist 2 ({twin}) is not a free creative of yours; "
                                           f"the identical one you hold is {artist}.")
    assert refused.value.message("it") == (f"artista {name['it']} 2 ({twin}) non è un tuo creativo libero; "
                                           f"quello identico che hai è {artist}.")
    other = next(c.id for c in content().creatives if c.kind == "artist" and c.genre != R.genre_of(artist))
    with pytest.raises(IllegalAction) as refused:  # no identical card held: named as before
        GAME.apply(state, Print(by="player", prints=[PrintJob(comic=comic, writer=writer, artist=other)]))
    assert refused.value.message("en").endswith(" is not a free creative of yours.")


@pytest.mark.rule("AOC-SALES-COLLECT")
def test_the_sales_collect_step_names_each_order_by_genre_value_and_place():
    card = AutomaCard(name="t", actions=("sales", "develop", "hire"), priority=GENRES)
    state = started().model_copy(update={"deck": AutomaDeck(cards=(card,) * 12)}, deep=True)
    proposal = GAME.propose(state)
    step = next(t for t in proposal.trace if t.rule == "AOC-SALES-COLLECT")
    collect = proposal.actions[-1].collect
    assert collect
    from solo_desk.games.age_of_comics import names as N

    for lang, phrase in (("en", "the {genre} order {value} {place}"), ("it", "l'ordine {genre} {value} {place}")):
        line = render(step.key, step.params, lang)
        for space in collect:
            tile = state.orders[space]
            genre = render(f"age_of_comics.genre.{tile.genre}", {}, lang)
            place = render(N.order_place(space)["key"], N.order_place(space)["params"], lang)
            assert phrase.format(genre=genre, value=tile.value, place=place) in line, line


@pytest.mark.gui
def test_a_click_on_your_card_names_it_in_the_menu_title(window, qtbot, monkeypatch):
    from solo_desk.games.age_of_comics.scene import AgeOfComicsScene, comic_title, creative_label
    from solo_desk.games.age_of_comics.state import Hire

    from .test_scene import Chooser, click, piece, start, to_player_turn

    start(window, qtbot)
    state = to_player_turn(window, qtbot).state
    chooser = Chooser(pick=lambda options: None)
    monkeypatch.setattr(AgeOfComicsScene, "chooser", chooser)
    mine = state.player.developed[0]
    click(qtbot, window.view, piece(window.scene, ("dev", "player", mine)))
    title, options = chooser.offered[-1]
    assert options and title == f"PRINT! — {comic_title(mine)}", title
    creative = state.player.hand[0]
    click(qtbot, window.view, piece(window.scene, ("hand", "player", creative)))
    title, options = chooser.offered[-1]
    assert options and title == f"PRINT! — {creative_label(creative)}", title
    artist = state.displays["artists"][0]  # an artist on offer: its name in the title, the writers listed
    click(qtbot, window.view, piece(window.scene, ("card", artist)))
    title, options = chooser.offered[-1]
    assert title == f"HIRE! — {creative_label(artist)}", title
    assert options and all(isinstance(a, Hire) and a.artist == artist and len(path) == 1 for path, a in options)


def rows_up_to_the_first_card(window, qtbot, lang: str, deck: str = "ask") -> list:
    """A companion game at 1280×800 in ``lang`` (option ``deck``), the round start's questions answered
    up to those about the round's first Automa card: the Automa panel's question rows then (name, label,
    drop-down)."""
    from solo_desk.ui.i18n import set_language

    from .test_companion_and_deck import answer

    set_language(lang)
    window.resize(1280, 800)
    assert window.start_game("age_of_comics", {"deck": deck}, 5, "companion")
    controller = window.controller
    controller.apply(R.setup_actions(controller.state)[0])
    answers = {}
    def about_the_card(name: str) -> bool:  # no deck entered: its actions and genres; a deck: which card
        return name.startswith("card:") or name == "automa_card"

    while not any(about_the_card(r.name) for r in controller.proposal.inputs):
        request = next(r for r in controller.proposal.inputs if r.name not in controller.inputs)
        answers[request.name] = answer(request, answers)
        controller.answer(request.name, answers[request.name])
    panel = window.docks["automa"].widget()
    qtbot.waitUntil(lambda: any(about_the_card(key[0].name) for key, _l, _c in panel._rows))
    qtbot.wait(20)  # the rows laid out
    return [(key[0].name, label, combo) for key, label, combo in panel._rows]


@pytest.mark.gui
@pytest.mark.parametrize("lang", ["en", "it"])
def test_the_questions_about_a_card_told_without_a_deck_read_on_one_line_at_1280(window, qtbot, lang):
    """The round's first card, asked with the round start's answers above it (the widest answers):
    "Revealed Automa card: genre 5 in its priority?" took two lines; "Card: priority 5 of 6?" one."""
    rows = [(label.text(), label) for name, label, _c in rows_up_to_the_first_card(window, qtbot, lang)
            if name.startswith("card:")]
    assert len(rows) == 9
    for text, label in rows:
        assert label.fontMetrics().horizontalAdvance(text) <= label.contentsRect().width(), (text, label.width())
    texts = [text for text, _label in rows]
    assert texts[1] == {"en": "Card: action 2 of 3?", "it": "Carta: azione 2 di 3?"}[lang]
    assert texts[7] == {"en": "Card: priority 5 of 6?", "it": "Carta: priorità 5 di 6?"}[lang]


@pytest.mark.rule("AOC-ROUND-END")
def test_a_round_end_says_the_chart_vp_of_each_side_and_your_income():
    """Companion: the table's round end is done by hand; the explanation and the history say what
    to give each side (they said only "chart ranking VP, the player's income", "round II ends")."""
    import random

    from solo_desk.core.session import Session

    session = Session.new(GAME, {"deck": "demo"}, 4, "digital")
    rng = random.Random(4)
    while session.state.round < 2 or session.state.phase != "round_end":
        if GAME.to_move(session.state) == "automa":
            session.apply(list(GAME.propose(session.state).actions))
        else:
            session.apply(GAME.player_policy(session.state, rng))
    before = session.state
    proposal = GAME.propose(before)
    session.apply(list(proposal.actions))
    after = session.state
    vp = {who: after.side(who).chart_vp - before.side(who).chart_vp for who in ("player", "automa")}
    income = after.player.money - before.player.money
    assert vp["automa"] > 0  # a round end that gives something
    step = next(t for t in proposal.trace if t.rule == "AOC-ROUND-END")
    assert render(step.key, step.params, "en").startswith(
        f"End of round II: chart ranking VP (you +{vp['player']}, the Automa +{vp['automa']}), your income ${income}; ")
    assert render(step.key, step.params, "it").startswith(
        f"Fine del round II: PV della classifica (tu +{vp['player']}, l'Automa +{vp['automa']}), i tuoi incassi ${income}; ")
    end = next(a for a in session.steps[-1].actions if a.kind == "end_round")
    described = GAME.describe(end)
    assert render(described.key, described.params, "en") == (
        f"round II ends (chart VP: you +{vp['player']}, the Automa +{vp['automa']}; your income ${income})")
    assert render(described.key, described.params, "it") == (
        f"finisce il round II (PV della classifica: tu +{vp['player']}, l'Automa +{vp['automa']}; i tuoi incassi ${income})")


@pytest.mark.rule("AOC-SCORE-AUTOMA")
def test_the_final_scores_name_the_mastery_vp_alike_in_italian():
    """The Automa's line read "8 PV Maestria", yours "2 PV di Maestria"."""
    params = {"fans": 41, "chart": 15, "mastery": 8, "bonus": 24, "total": 88}
    assert "+ 8 PV di Maestria +" in render("age_of_comics.trace.final", params, "it")


@pytest.mark.gui
@pytest.mark.parametrize("lang", ["en", "it"])
def test_the_challenges_line_never_overlaps_the_difficulty(window, qtbot, lang):
    """In Italian the difficulty takes three lines: the chosen challenges were drawn over its last one."""
    from PySide6.QtWidgets import QGraphicsTextItem

    from solo_desk.ui.i18n import set_language

    set_language(lang)
    assert window.start_game("age_of_comics", {"deck": "demo", "challenge_ethical": True, "challenge_fans35": True},
                             3, "digital")
    qtbot.waitUntil(lambda: window.scene is not None and bool(window.scene.pieces()))
    texts = [i for i in window.scene.items() if isinstance(i, QGraphicsTextItem)]
    difficulty = next(i for i in texts if i.toPlainText().startswith(("Difficulty:", "Difficoltà:")))
    chosen = next(i for i in texts if i.toPlainText().startswith(("Challenges:", "Sfide:")))
    margin = difficulty.document().documentMargin()
    assert chosen.y() + margin >= difficulty.y() + difficulty.boundingRect().height() - margin  # its first line below
