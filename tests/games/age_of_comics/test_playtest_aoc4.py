"""A playtest of the end of the game, the Automa's turns in companion mode and the corrections:
the history names each round that begins and ends, the last one with the final score and the
winner; the final explanation says who wins; a card told at the table (no deck entered) is named
by its actions in the history; the board's tips say "1 comic" / "2 comics"; at the end the score
table reads "final VP"."""
import random

import pytest

from solo_desk.core.messages import render
from solo_desk.core.session import Session
from solo_desk.games.age_of_comics import GAME, bot
from solo_desk.games.age_of_comics import rules as R
from solo_desk.games.age_of_comics.state import BeginRound, EndRound, Flip
from solo_desk.ui.i18n import set_language

from tests.gui import status_messages

from .helpers import trace


def lines(action):
    described = GAME.describe(action)
    return {lang: render(described.key, described.params, lang) for lang in ("en", "it")}


def finished(seed=7):
    """A whole digital game (the demo deck, the built-in player policy), as the window records it."""
    session = Session.new(GAME, {"deck": "demo"}, seed, "digital")
    rng = random.Random(seed)
    while GAME.to_move(session.state) is not None:
        if GAME.to_move(session.state) == "automa":
            session.apply(list(GAME.propose(session.state).actions))
        else:
            session.apply(GAME.player_policy(session.state, rng))
    return session


# -- the history: each round by its number, the last one with the final score -----------------------
@pytest.mark.rule("AOC-SCORE-WIN", "AOC-ROUND-END")
def test_the_history_names_each_round_and_ends_with_the_final_score():
    session = finished()
    rounds = [(a.kind, lines(a)) for step in session.steps for a in step.actions if a.kind in ("begin_round", "end_round")]
    expected = []
    for roman in ("I", "II", "III", "IV", "V"):
        expected += [f"round {roman} begins", f"round {roman} ends"]
    assert [text["en"].split(";")[0].split(" (")[0] for _, text in rounds] == expected
    assert rounds[4][1]["it"] == "inizia il round III"
    assert rounds[5][1]["it"].startswith("finisce il round III (PV della classifica: tu +")
    result = GAME.result(session.state)
    mine, theirs = result.scores["player"], result.scores["automa"]
    last = lines(session.steps[-1].actions[-1])
    winner = {"en": "you win" if mine > theirs else "the Automa wins",
              "it": "vinci tu" if mine > theirs else "vince l'Automa"}
    assert last["en"].startswith("round V ends (chart VP: you +") and last["en"].endswith(
        f"; final score: you {mine} VP, the Automa {theirs} VP: {winner['en']}"), last
    assert last["it"].startswith("finisce il round V (PV della classifica: tu +") and last["it"].endswith(
        f"; punteggio finale: tu {mine} PV, l'Automa {theirs} PV: {winner['it']}")


@pytest.mark.rule("AOC-SCORE-WIN")
def test_the_final_score_line_survives_a_save_and_older_saves_read_as_before():
    session = finished(3)
    last = session.steps[-1].actions[-1]
    reloaded = GAME.parse_action(last.model_dump(mode="json"))
    assert lines(reloaded) == lines(last) and "final score" in lines(reloaded)["en"]
    # a step recorded before the round was: "the round ends", "the round begins"
    assert lines(EndRound(by="automa"))["en"] == "the round ends"
    assert lines(BeginRound(by="automa"))["it"] == "inizia il round"


# -- the last explanation says who wins -------------------------------------------------------------
@pytest.mark.rule("AOC-SCORE-WIN")
@pytest.mark.parametrize("player, automa, en, it", [
    (40, 30, "you win", "vinci tu"),
    (30, 40, "the Automa wins", "vince l'Automa"),
    (35, 35, "a tie, and the Automa wins it (you win only with more VP)", "pareggio, e vince l'Automa"),
])
def test_the_final_explanation_says_who_wins(monkeypatch, player, automa, en, it):
    session = finished()
    state = session.state
    monkeypatch.setattr(R, "player_score", lambda s: {**dict.fromkeys(
        ("fans", "chart", "mastery", "money", "ideas", "originals", "penalty"), 0), "total": player})
    monkeypatch.setattr(R, "automa_score", lambda s: {**dict.fromkeys(("fans", "chart", "mastery", "bonus"), 0),
                                                       "total": automa})
    steps = trace()
    bot.final_steps(state, steps)
    win = next(s for s in steps.steps if s.rule == "AOC-SCORE-WIN")
    assert render(win.key, win.params, "en") == f"You {player} VP, Automa {automa} VP: {en}."
    assert render(win.key, win.params, "it").startswith(f"Tu {player} PV, Automa {automa} PV: {it}")
    assert GAME.result(state).winner == ("player" if player > automa else "automa")


# -- companion, no deck entered: the card told is named by its actions ------------------------------
@pytest.mark.rule("AOC-FLOW-REVEAL")
def test_a_card_told_at_the_table_is_named_by_its_actions_in_the_history():
    state = GAME.new_state({}, 4, "companion")
    assert state.deck is None
    card = {"actions": ["sales", "hire", "print"],
            "priority": ["crime", "horror", "romance", "scifi", "superhero", "western"]}
    text = lines(Flip(by="automa", outcomes={"automa_card": card}))
    assert text["en"] == "reveals an Automa card (SALES!, HIRE!, PRINT!)", text
    assert text["it"] == "svela una carta Automa con SALES! (Vendite), HIRE! (Assumi), PRINT! (Stampa)", text  # no (…(…))
    assert lines(Flip(by="automa"))["en"] == "reveals an Automa card"  # nothing told: as before


# -- the board: singular and plural, "final VP" at the end ----------------------------------------------
@pytest.mark.gui
@pytest.mark.parametrize("lang", ["en", "it"])
def test_the_space_tips_say_one_comic_or_several(window, qtbot, lang):
    from .test_scene import start

    set_language(lang)
    start(window, qtbot)
    scene = window.scene
    tips = {(area, i): scene._space_tip(area, i) for area in ("print", "ideas") for i in range(3)}
    assert all("(s)" not in t and "/i " not in t and "/e " not in t for t in tips.values()), tips
    if lang == "en":
        assert tips[("print", 0)] == "prints up to 2 comics" and tips[("print", 1)] == "prints 1 comic"
        assert tips[("ideas", 0)] == "2 ideas from the board and 2 from the supply"
        assert tips[("ideas", 1)] == "1 idea from the board and 2 from the supply"
    else:
        assert tips[("print", 0)] == "stampa fino a 2 fumetti" and tips[("print", 1)] == "stampa 1 fumetto"
        assert tips[("ideas", 1)] == "1 idea dal tabellone e 2 dalla riserva"
    set_language("en")


@pytest.mark.gui
def test_the_hand_limit_line_says_one_card_or_several(window, qtbot):
    from .test_scene import start, to_player_turn

    start(window, qtbot)
    controller = to_player_turn(window, qtbot)
    for due, text in ((1, "Hand limit: click 1 card of your hand to discard"),
                      (2, "Hand limit: click 2 cards of your hand to discard")):
        state = controller.state.model_copy(deep=True)
        state.discard_due = due
        window.scene.rebuild(state)
        assert text in texts(window.scene)


def texts(scene):
    from PySide6.QtWidgets import QGraphicsSimpleTextItem, QGraphicsTextItem

    return [i.text() if isinstance(i, QGraphicsSimpleTextItem) else i.toPlainText()
            for i in scene.items() if isinstance(i, (QGraphicsSimpleTextItem, QGraphicsTextItem))]


@pytest.mark.gui
@pytest.mark.parametrize("lang, now, final", [("en", "VP now", "final VP"), ("it", "PV ora", "PV finali")])
def test_the_score_table_reads_final_vp_once_the_game_is_over(window, qtbot, tmp_path, lang, now, final):
    from solo_desk.core import saves

    from .test_scene import redrawn

    set_language(lang)
    session = finished()
    saves.save(session, tmp_path / "over.json")
    session.jump(len(session.steps) - 1)  # the last round's end not yet applied
    saves.save(session, tmp_path / "last.json")
    assert window.open_file(tmp_path / "last.json")
    redrawn(qtbot, window)
    # round V's end proposed (playtest 5): the panel previews the final scores, marked as proposed
    from solo_desk.ui.i18n import tr

    note = tr("Final scores proposed, not yet applied (Apply ends the game)")
    assert note != "Final scores proposed, not yet applied (Apply ends the game)" or lang == "en"
    assert final in texts(window.scene) and note in texts(window.scene)
    session.jump(len(session.steps) - 2)  # an earlier turn: the scores as they are now
    saves.save(session, tmp_path / "turn.json")
    assert window.open_file(tmp_path / "turn.json")
    redrawn(qtbot, window)
    assert now in texts(window.scene) and final not in texts(window.scene)
    assert window.open_file(tmp_path / "over.json")
    redrawn(qtbot, window)
    assert window.controller.state.phase == "over"
    shown = texts(window.scene)
    assert final in shown and now not in shown and note not in shown
    set_language("en")


# -- companion, no deck entered: the discard is emptied when the cards are reshuffled ----------------
def companion_rounds(seed=9):
    """A companion game without a deck, the table's answers at random: the state after each round's end."""
    session = Session.new(GAME, {}, seed, "companion")
    rng = random.Random(seed)
    after_round = {}
    while GAME.to_move(session.state) is not None:
        state = session.state
        if GAME.to_move(state) == "automa":
            inputs = {}
            proposal = GAME.propose(state, inputs)
            while proposal.status == "needs_input":
                asked = next(r for r in proposal.inputs if r.name not in inputs)
                inputs[asked.name] = rng.choice(asked.choices).value
                proposal = GAME.propose(state, inputs)
            for action in proposal.actions:
                state, _ = GAME.apply(state, action)
                if action.kind == "end_round":
                    after_round[len(after_round) + 1] = state
            session.apply(list(proposal.actions))
        else:
            session.apply(GAME.player_policy(state, rng))
    return session, after_round


@pytest.mark.rule("AOC-FLOW-DISCARD", "AOC-FLOW-RESHUFFLE")
def test_without_a_deck_the_discard_goes_back_into_the_deck_after_rounds_two_and_four():
    session, after = companion_rounds()
    assert session.state.deck is None and session.state.phase == "over"
    assert [len(after[n].automa_discard) for n in range(1, 6)] == [4, 0, 4, 0, 4]


@pytest.mark.gui
@pytest.mark.rule("AOC-FLOW-DRAW", "AOC-FLOW-RESHUFFLE")
def test_without_a_deck_the_automa_deck_shows_how_many_cards_are_left_at_the_table(window, qtbot, tmp_path):
    from solo_desk.core import saves

    from .test_scene import piece, redrawn

    session, _ = companion_rounds()
    counts = {}
    for cursor in range(len(session.steps) + 1):
        state = session.state_at(cursor)
        if state.phase == "turns" and state.round not in counts:
            counts[state.round] = cursor
    for number, cursor in sorted(counts.items())[:3]:  # rounds I, II (before the reshuffle) and III (after it)
        session.jump(cursor)
        saves.save(session, tmp_path / f"r{number}.json")
        assert window.open_file(tmp_path / f"r{number}.json")
        redrawn(qtbot, window)
        deck = piece(window.scene, ("automa_deck",))
        discard = piece(window.scene, ("automa_discard",))
        expected = {1: (8, 0), 2: (4, 4), 3: (8, 0)}[number]
        assert (deck.body, discard.body) == (f"deck\n{expected[0]}", f"discard\n{expected[1]}"), number


# -- a click on a card offers the moves that use it ---------------------------------------------------
@pytest.mark.gui
def test_a_click_on_a_card_offers_only_the_moves_that_use_it(window, qtbot, monkeypatch):
    from solo_desk.games.age_of_comics.scene import AgeOfComicsScene
    from solo_desk.games.age_of_comics.state import Develop, Hire

    from .test_scene import Chooser, click, piece, start, to_player_turn

    start(window, qtbot)
    controller = to_player_turn(window, qtbot)
    scene = window.scene
    state = controller.state
    writer = state.displays["writers"][0]
    chooser = Chooser(pick=lambda options: None)  # looks at the menu, picks nothing
    monkeypatch.setattr(AgeOfComicsScene, "chooser", chooser)
    click(qtbot, window.view, piece(scene, ("card", writer)))
    title, options = chooser.offered[-1]
    assert options and all(isinstance(a, Hire) and writer in (a.writer, a.artist) for _, a in options)
    from solo_desk.games.age_of_comics.scene import creative_label
    assert title == f"HIRE! — {creative_label(writer)}" and all(len(path) == 1 for path, _ in options)  # one level
    comic = state.displays["comics"][0]
    click(qtbot, window.view, piece(scene, ("card", comic)))
    title, options = chooser.offered[-1]
    assert title == "DEVELOP!" and [a.comic for _, a in options] == [comic]
    click(qtbot, window.view, piece(scene, ("deck", "comics")))
    title, options = chooser.offered[-1]
    assert title == "DEVELOP!" and options and all(a.comic is None for _, a in options)
    assert any(a.search for _, a in options) == (state.player.money >= 4)
    mine = state.player.developed[0]
    legal_prints = [a for a in R.area_actions(state, "print") if any(j.comic == mine for j in a.prints)]
    click(qtbot, window.view, piece(scene, ("dev", "player", mine)))
    assert [a for _, a in chooser.offered[-1][1]] == legal_prints and chooser.offered[-1][0].startswith("PRINT!")
    # picked: the move is played as from the area's menu
    chooser.pick = lambda options: options[0][1]
    click(qtbot, window.view, piece(scene, ("card", comic)))
    qtbot.waitUntil(lambda: controller.session.cursor == 3)
    done = controller.session.steps[-1].actions[0]
    assert isinstance(done, Develop) and done.comic == comic and comic in controller.state.player.developed


@pytest.mark.gui
def test_a_click_on_a_card_out_of_turn_says_why(window, qtbot):
    from .test_scene import click, piece, start

    controller = start(window, qtbot)
    controller.apply(R.setup_actions(controller.state)[0])
    assert GAME.to_move(controller.state) == "automa"
    writer = controller.state.decks["writers"][0]
    with status_messages(window) as messages:
        click(qtbot, window.view, piece(window.scene, ("deck", "writers")))
    assert messages == ["It is the Automa's turn: Apply it in the Automa panel (Ctrl+Return)"], (messages, writer)
