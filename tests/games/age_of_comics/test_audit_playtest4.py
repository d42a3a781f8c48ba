"""Second companion playtest in Italian: your own Sales asks each flipped order's value by its
place on the map (and frames it), the Automa's cards are named as your deck names them, the new
round's reshuffle is drawn before the first card is asked, rip-offs keep a readable title."""
import importlib.resources
import json
import random
import re
from pathlib import Path

import pytest
from PySide6.QtGui import QFontMetrics

from solo_desk.core.messages import render_value
from solo_desk.games.age_of_comics import GAME
from solo_desk.games.age_of_comics import names
from solo_desk.games.age_of_comics import rules as R
from solo_desk.games.age_of_comics.content import content
from solo_desk.games.age_of_comics.scene import AgeOfComicsScene, sales_intents
from solo_desk.ui.i18n import set_language

from .test_scene import Chooser, click, piece, play_automa_turn, redrawn, start

pytestmark = pytest.mark.gui


def companion_player_turn(window, qtbot, seed=4):
    controller = start(window, qtbot, mode="companion", seed=seed)
    controller.apply(R.setup_actions(controller.state)[0])
    while GAME.to_move(controller.state) == "automa":
        play_automa_turn(controller)
    redrawn(qtbot, window)
    return controller


@pytest.mark.parametrize("lang", ["en", "it"])
def test_your_sales_asks_each_flipped_order_by_its_place_and_frames_it(window, qtbot, monkeypatch, lang):
    set_language(lang)
    controller = companion_player_turn(window, qtbot)
    state = controller.state
    state.player.money = 20
    state.rules_version = 1  # a game begun before Sales went on by steps: two flips in one menu choice
    space = R.first_free(state, "sales")
    two = next(a for a in R.area_actions(state, "sales") if not a.ticket
               and len([s for s, kind in sales_intents(a) if kind == "flip"]) == 2)
    flipped = [s for s, kind in sales_intents(two) if kind == "flip"]
    scene = window.scene
    framed: dict[str, list] = {}
    told: dict[str, int] = {}

    def pick(options):
        values = [v for _, v in options]
        if two in values:
            return two
        rings = [i.sceneBoundingRect() for i in scene.items() if i.data(0) == "asked"]
        asked = next(s for s in flipped if s not in told)
        framed[asked] = [s for s in flipped if any(r.contains(piece(scene, ("tile", s)).sceneBoundingRect())
                                                   for r in rings)]
        told[asked] = values[-1]
        return values[-1]

    chooser = Chooser(pick)
    monkeypatch.setattr(AgeOfComicsScene, "chooser", staticmethod(chooser))
    cursor = controller.session.cursor
    click(qtbot, window.view, piece(scene, ("space", "sales", space)))
    qtbot.waitUntil(lambda: controller.session.cursor == cursor + 1)
    titles = [t for t, _ in chooser.offered[1:]]
    assert len(titles) == 2 and titles[0] != titles[1], titles
    for title, s in zip(titles, flipped):  # "Order B1–C1 (crime): value?", never its code
        assert render_value(names.order_place(s, short=True), lang) in title and "_" not in title, title
    assert all(framed[s] == [s] for s in flipped), framed  # the asked order, and only it, framed
    assert not [i for i in scene.items() if i.data(0) == "asked"]  # the frame goes with the menu
    outcomes = controller.session.steps[-1].actions[0].outcomes
    assert {s: outcomes[f"order_value:{s}"] for s in flipped} == told


def companion_to_round_end(window, qtbot, rnd, seed=4):
    """A companion game in the window up to the end of round ``rnd`` (the Automa's questions answered
    by the script, your moves the ones the table need not tell)."""
    controller = start(window, qtbot, mode="companion", seed=seed)
    controller.apply(R.setup_actions(controller.state)[0])
    rng = random.Random(seed)
    while not (controller.state.phase == "round_end" and controller.state.round == rnd):
        if GAME.to_move(controller.state) == "automa":
            play_automa_turn(controller)
        else:
            moves = [a for a in GAME.legal_actions(controller.state)
                     if not (a.kind == "hire" and None in (a.writer, a.artist)) and not (a.kind == "develop" and a.comic is None)
                     and not (a.kind in ("sales", "sales_more") and any(o.op == "flip" or not controller.state.orders[o.space].face_up for o in a.ops))]
            assert controller.apply(rng.choice(moves))
    redrawn(qtbot, window)
    return controller


def automa_board(scene):
    keys = {p.key: p for p in scene.pieces()}
    revealed = [k for k in keys if k[0] in ("slot_action", "slot_prio")]
    return keys[("automa_deck",)].body.split("\n")[-1], keys[("automa_discard",)].body.split("\n")[-1], revealed


@pytest.mark.rule("AOC-FLOW-DISCARD", "AOC-FLOW-RESHUFFLE", "AOC-FLOW-DRAW")
def test_the_new_rounds_first_card_is_asked_over_the_discard_and_reshuffle(window, qtbot):
    from .test_companion_and_deck import answer

    controller = companion_to_round_end(window, qtbot, 2)
    state = controller.state
    assert len(state.automa_pile) == 4 and len(state.automa_discard) == 4 and state.flipped == 4
    assert automa_board(window.scene) == ("12", "0", [])  # round II's cards gone, all 12 reshuffled
    answers: dict = {}
    while [r for r in controller.proposal.inputs if r.name != "automa_card"]:
        request = next(r for r in controller.proposal.inputs if r.name != "automa_card")
        answers[request.name] = answer(request, answers)
        controller.answer(request.name, answers[request.name])
    assert [r.name for r in controller.proposal.inputs] == ["automa_card"]
    redrawn(qtbot, window)
    deck, discard, revealed = automa_board(window.scene)
    assert (deck, discard, revealed) == ("12", "0", [])  # the new draw is the one asked
    slot0 = piece(window.scene, ("slot", 0)).sceneBoundingRect()
    rings = [i.sceneBoundingRect() for i in window.scene.items() if i.data(0) == "asked"]
    assert len(rings) == 1 and rings[0].contains(slot0)


@pytest.mark.rule("AOC-FLOW-REVEAL", "AOC-FLOW-FIRST")
@pytest.mark.parametrize("mode", ["digital", "companion"])
def test_the_revealed_card_is_named_as_your_deck_names_it(mode):
    from solo_desk.core.messages import render

    state = GAME.new_state({"deck": "demo"}, 5, mode)
    state, _ = GAME.apply(state, R.setup_actions(state)[0])
    inputs = {}
    proposal = GAME.propose(state)
    while proposal.status == "needs_input":  # companion: the table's answers, the third card of the deck
        from .test_companion_and_deck import answer

        for request in proposal.inputs:
            inputs[request.name] = "3" if request.name == "automa_card" else answer(request, inputs)
        proposal = GAME.propose(state, inputs)
    begin, flip = proposal.actions[0], proposal.actions[1]
    assert begin.kind == "begin_round" and begin.by == "automa"  # the history line says "the Automa:"
    index = flip.outcomes["automa_card"]
    name = state.deck.cards[index].name
    assert flip.outcomes["automa_card_name"] == name and name.startswith("demo-")
    if mode == "companion":
        assert index == 2
    for lang, said in (("en", "reveals the Automa card "), ("it", "svela la carta Automa ")):
        described = GAME.describe(flip)
        assert render(described.key, described.params, lang) == said + name
        reveal = next(s for s in proposal.trace if s.rule == "AOC-FLOW-REVEAL")
        assert f": {name} — " in render(reveal.key, reveal.params, lang)
    after = state
    for action in proposal.actions:
        after, done = GAME.apply(after, action)
        assert done.outcomes == action.outcomes  # recorded as proposed, replayed the same


def test_the_slot_shows_the_cards_name(window, qtbot):
    controller = start(window, qtbot, seed=5)
    controller.apply(R.setup_actions(controller.state)[0])
    redrawn(qtbot, window)
    preview = [i.text() for i in window.scene.items() if i.data(0) == ("slot_name", 0)]
    index = next(a for a in controller.proposal.actions if a.kind == "flip").outcomes["automa_card"]
    assert preview == [controller.state.deck.cards[index].name]  # about to be revealed: named already
    assert controller.apply_proposal()
    redrawn(qtbot, window)
    shown = [i.text() for i in window.scene.items() if i.data(0) == ("slot_name", 0)]
    assert shown == preview


@pytest.mark.parametrize("lang", ["en", "it"])
def test_a_rip_off_keeps_its_title_at_the_size_of_the_others_and_says_so_in_a_badge(window, qtbot, lang):
    from PySide6.QtCore import QRectF

    from .helpers import printed
    from .test_audit_playtest3 import open_window

    set_language(lang)
    state = GAME.new_state({"deck": "demo"}, 3, "digital")
    state, _ = GAME.apply(state, R.setup_actions(state)[0])
    comics = sorted(content().comics, key=lambda c: -len(c.ripoff_title))
    state.player.printed = [printed(comics[0].id, 1, ripoff=True), printed(comics[1].id, 2),
                            printed(comics[2].id, 12, ripoff=True)]
    scene = open_window(window, qtbot, state)
    cards = [piece(scene, ("printed", "player", n)) for n in range(3)]

    def title_px(card):
        band_h, corner_h = min(18.0, card.h / 4), min(26.0, card.h / 3)
        return card.body_font(QRectF(4, band_h + 3, card.w - 8, card.h - band_h - 3 - corner_h - 2)).pixelSize()

    assert [c.badge for c in cards] == [{"en": "rip-off", "it": "plagio"}[lang], "", cards[0].badge]
    assert all(c.body_fits() and "\n" not in c.body for c in cards)
    assert min(title_px(c) for c in cards) >= 9  # readable: not shrunk to make room for "rip-off"
    for card in (cards[0], cards[2]):
        badge, font = card.badge_rect()
        assert font.pixelSize() >= 9 and QRectF(0, 0, card.w, card.h).contains(badge)
        assert card.corner_font().pixelSize() >= 16  # the fans stay big
        corner = QFontMetrics(card.corner_font()).horizontalAdvance(card.corner)
        assert badge.right() <= card.w - 4 - corner  # beside the fans, never over them


def model_to_round_end(rnd, seed=4, options=None):
    """A companion game (model only) up to the end of round ``rnd``."""
    from .test_companion_and_deck import answer

    state = GAME.new_state(options or {"deck": "demo"}, seed, "companion")
    state, _ = GAME.apply(state, R.setup_actions(state)[0])
    rng = random.Random(seed)
    while not (state.phase == "round_end" and state.round == rnd):
        if GAME.to_move(state) == "automa":
            answers: dict = {}
            proposal = GAME.propose(state)
            while proposal.status == "needs_input":
                for request in proposal.inputs:
                    answers[request.name] = answer(request, answers)
                proposal = GAME.propose(state, {k: v for k, v in answers.items() if not k.startswith("_")})
            for action in proposal.actions:
                state, _ = GAME.apply(state, action)
        else:
            moves = [a for a in GAME.legal_actions(state)
                     if not (a.kind == "hire" and None in (a.writer, a.artist)) and not (a.kind == "develop" and a.comic is None)
                     and not (a.kind in ("sales", "sales_more") and any(o.op == "flip" or not state.orders[o.space].face_up for o in a.ops))]
            state, _ = GAME.apply(state, rng.choice(moves))
    return state


@pytest.mark.rule("AOC-ROUND-END", "AOC-FLOW-RESHUFFLE", "AOC-FLOW-DRAW")
def test_round_iiis_two_calendar_tiles_are_asked_apart_and_rounds_read_as_the_board_numbers_them():
    from solo_desk.core.messages import render

    proposal = GAME.propose(model_to_round_end(2))
    calendar = [r for r in proposal.inputs if r.name.startswith("calendar:")]
    assert len(calendar) == 2
    for lang, expected in (("en", ["Calendar, round III, left tile: genre?", "Calendar, round III, right tile: genre?"]),
                           ("it", ["Calendario, round III, a sinistra: genere?",
                                   "Calendario, round III, a destra: genere?"])):
        assert [render(r.key, r.params, lang) for r in calendar] == expected
        said = [render(s.key, s.params, lang) for s in proposal.trace]
        assert len([t for t in said if " II:" in t]) == 2  # the end of round II, the reshuffle after it
        assert not any(re.search(r"round [0-9]", t, re.I) for t in said), said


@pytest.mark.rule("AOC-CHALLENGE-PENALTY", "AOC-CHALLENGE-ETHICAL", "AOC-CHALLENGE-BUSINESS", "AOC-CHALLENGE-ACTION",
                  "AOC-CHALLENGE-HUSTLER", "AOC-CHALLENGE-BEYOND")
def test_an_unmet_challenge_says_why():
    from solo_desk.core.messages import render

    from .helpers import printed, started

    state = started(3, challenge_business=True, challenge_ethical=True, challenge_action=True,
                    challenge_hustler=True, challenge_beyond=True)
    state.phase, state.round = "over", content().rounds
    rip = content().comics[1]
    state.player.printed = [printed(content().comics[0].id, 7), printed(rip.id, 4, ripoff=True)]
    state.player.money = 13
    state.mastery["western"] = "player"
    lines = {lang: [render(s.key, s.params, lang) for s in GAME.propose(state).trace] for lang in ("en", "it")}
    original = content().comics[0].title
    for expected in (f"Challenge Ethical Publisher: not met (rip-offs printed: {rip.ripoff_title} (rip-off)), −15 VP.",
                     "Challenge Business Genius: not met (you have $13, it takes $20), −15 VP.",
                     "Challenge Action!: not met (no Mastery of superheroes, nor of a third genre), −15 VP.",
                     f"Challenge Wheeler-Dealer: not met (originals printed: {original}), −15 VP.",
                     "Challenge Beyond: not met (your best comic has 7 fans, it takes 12), −15 VP."):
        assert expected in lines["en"], lines["en"]
    assert f"Sfida Editore etico: non riuscita (plagi stampati: {rip.ripoff_title} (plagio)), −15 PV." in lines["it"]
    assert "Sfida Genio degli affari: non riuscita (hai $13, ne servono $20), −15 PV." in lines["it"]


@pytest.mark.rule("AOC-IDEAS-FEW")
def test_one_comic_in_the_chart_reads_in_the_singular():
    from solo_desk.core.messages import render

    from solo_desk.games.age_of_comics import bot

    from .helpers import GENRES, printed, started, trace, with_card

    state = with_card(started(), ["ideas", "hire", "print"])
    state.automa.printed = [printed("crime-1", 4)]
    t = trace()
    bot.plan_ideas(state, GENRES, 0, t, {})
    step = next(s for s in t.steps if s.rule == "AOC-IDEAS-FEW")
    assert render(step.key, step.params, "it") == "Guadagna solo il suo unico fumetto in classifica."
    assert render(step.key, step.params, "en") == "Only its one comic in the chart gains."


@pytest.mark.parametrize("lang", ["en", "it"])
def test_money_reads_as_the_board_writes_it(lang):
    from solo_desk.core.messages import render

    from solo_desk.games.age_of_comics.state import EditMoney

    from .helpers import started

    line = GAME.describe(GAME.apply(started(3), EditMoney(money=7))[1])
    assert render(line.key, line.params, lang).endswith("$7")
    messages = importlib.resources.files("solo_desk.resources") / "age_of_comics" / "messages.json"
    texts = [v[lang] for v in json.loads(messages.read_text(encoding="utf-8")).values() if isinstance(v, dict) and lang in v]
    board = Path(R.__file__).parent / "translations" / "it.ts"  # the board's texts in Italian
    if lang == "it":
        texts += re.findall(r"<translation>(.*?)</translation>", board.read_text(encoding="utf-8"))
    assert not [t for t in texts if re.search(r"(\d|\}|%d)\s?\$", t)]  # never "5 $", "{money} $" nor "%d $"
