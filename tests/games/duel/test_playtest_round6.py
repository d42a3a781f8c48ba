"""Round-6 playtest of whole digital games in English and Italian: the titles of the choices, SOLO's
last explanation at the end."""
from __future__ import annotations

from PySide6.QtWidgets import QGraphicsSimpleTextItem

from solo_desk.games.duel.scene import RIGHT_X
from solo_desk.games.duel.state import ActivateDivinity
from solo_desk.ui.i18n import set_language

from .helpers import do
from .test_pantheon import pantheon
from .test_scene import open_state


def _isis_choice():
    """The Player activated Isis: a Wonder to build with one card of the discard pile."""
    s = pantheon({6: "isis"}, player={"coins": 3, "wonders": ("pyramids",)})
    s = do(s, ActivateDivinity(space=6))
    assert s.pending[0].kind == "isis"
    return s


def test_the_isis_choice_title_fits_its_column_in_italian(window, qtbot):
    """Italian: the title over the discarded cards Isis can use ("Iside: costruisci una Meraviglia
    con una", a sentence cut short) ran past the board's right edge even at its smallest size."""
    set_language("it")
    try:
        scene = open_state(window, qtbot, _isis_choice())
        titles = [i for i in scene.items() if isinstance(i, QGraphicsSimpleTextItem)
                  and i.text().startswith("Iside:") and i.sceneBoundingRect().left() >= RIGHT_X - 40]
        assert [t.text() for t in titles] == ["Iside: la carta per la Meraviglia"]
        title = titles[0]
        rect = title.sceneBoundingRect()
        assert rect.left() >= RIGHT_X - 1 and rect.right() <= RIGHT_X + 186 + 1
    finally:
        set_language("en")


def test_every_choice_title_fits_its_column_in_both_languages(window, qtbot):
    """Every title of a choice drawn in the right column fits its 186 points at 7 points or more
    (the Statue of Liberty's Italian title did not)."""
    from types import SimpleNamespace

    from PySide6.QtGui import QFontMetricsF

    from solo_desk.ui.board import fitted_font

    scene = open_state(window, qtbot, _isis_choice())
    kinds = ("library", "enki", "free_from_discard", "place_divinity", "gate", "theater", "theater_top",
             "liberty_pick", "liberty_give", "isis", "start", "solo_direction")
    for lang in ("en", "it"):
        set_language(lang)
        try:
            for kind in kinds:
                scene.pending = SimpleNamespace(kind=kind)
                title = scene._choice_title()
                font = fitted_font(title, 186, 9.5, smallest=7.0)
                assert QFontMetricsF(font).horizontalAdvance(title) <= 186, (lang, kind, title)
        finally:
            set_language("en")


def _player_chooses_start(seed: int):
    """The states of a digital game where the Player chooses who starts the new Age (SOLO-AGE-END-2)."""
    import random

    from solo_desk.core.playout import apply_step, next_step
    from solo_desk.games.duel import GAME

    s, rng, found = GAME.new_state({}, seed, "digital"), random.Random(seed), []
    while GAME.result(s) is None:
        if s.pending and s.pending[0].kind == "start" and s.pending[0].side == "player":
            found.append(s)
        s, _ = apply_step(GAME, s, next_step(GAME, s, rng))
    return found


def test_the_start_prompt_names_the_age_and_why_the_choice_is_yours(window, qtbot):
    """At an Age's start the board said "Choose who starts the next Age" over the new Age's cards
    (which Age? and why me?): it names the Age being started and the reason of SOLO-AGE-END-2."""
    from .test_scene import texts

    seen = set()
    for seed in (1, 2):
        for s in _player_chooses_start(seed):
            age = {2: "II", 3: "III"}[s.age]
            ended = int(s.pending[0].source.removeprefix("conflict:"))
            assert ended <= 0  # SOLO chooses when its army is the weaker
            why = "your army is the weaker" if ended < 0 else "the armies are level and you took the last card"
            shown = texts(open_state(window, qtbot, s))
            assert f"Choose who starts Age {age}: {why}" in shown
            assert "Choose who starts the next Age" not in shown
            seen.add(why)
    assert seen == {"your army is the weaker", "the armies are level and you took the last card"}
    set_language("it")
    try:
        s = next(s for s in _player_chooses_start(1) if s.pending[0].source == "conflict:-1")
        age = {2: "II", 3: "III"}[s.age]
        assert f"Scegli chi inizia l'Epoca {age}: il tuo esercito è il più debole" in texts(open_state(window, qtbot, s))
    finally:
        set_language("en")


def test_the_gates_tooltip_does_not_repeat_its_name(window, qtbot):
    """The Gate in the Pantheon said "Gate — Gate" ("Portale — Portale"): it is of no Mythology."""
    s = pantheon({3: "gate", 6: "isis"})
    for lang, first in (("en", "Gate — of no Mythology"), ("it", "Portale — di nessuna Mitologia")):
        set_language(lang)
        try:
            scene = open_state(window, qtbot, s)
            gate = next(p for p in scene.pieces() if p.key == ("pantheon", 3))
            assert gate.toolTip().splitlines()[0] == first, gate.toolTip()
        finally:
            set_language("en")


def test_a_divinity_that_asks_nothing_more_says_what_it_gave_in_the_history():
    """ "you: activate Tanit (Pantheon space 4) for free" said nothing of the 12 coins (nor Aphrodite
    of her 9 VP, Mars of his shields...): the history line says what the Divinity gave."""
    from solo_desk.core.messages import render
    from solo_desk.games.duel import GAME
    from solo_desk.games.duel import rules

    def line(action, lang):
        message = GAME.describe(action)
        return render(message.key, message.params, lang)

    expected = {
        "tanit": ("activate Tanit (Pantheon space 6) for 3 coins: 12 coins from the bank",
                  "attivi Tanit (casella 6 del Pantheon) per 3 monete: 12 monete dalla banca"),
        "aphrodite": ("activate Aphrodite (Pantheon space 6) for 3 coins: 9 VP at the end",
                      "attivi Afrodite (casella 6 del Pantheon) per 3 monete: 9 PV a fine partita"),
        "mars": ("activate Mars (Pantheon space 6) for 3 coins: 2 shields",
                 "attivi Marte (casella 6 del Pantheon) per 3 monete: 2 scudi"),
        "ishtar": ("activate Ishtar (Pantheon space 6) for 3 coins: the Law science symbol",
                   "attivi Ishtar (casella 6 del Pantheon) per 3 monete: il simbolo scientifico della Legge"),
        "astarte": ("activate Astarte (Pantheon space 6) for 3 coins: 7 coins on its card",
                    "attivi Astarte (casella 6 del Pantheon) per 3 monete: 7 monete sulla sua carta"),
    }
    for god, (en, it) in expected.items():
        s = pantheon({6: god})
        s, done = rules.apply(s, ActivateDivinity(space=6))
        assert not s.pending  # nothing more asked
        assert (line(done, "en"), line(done, "it")) == (en, it)
    # a Divinity that asks for more is worded by its choice, as before
    s, done = rules.apply(pantheon({6: "baal"}, automa={"buildings": ("lumber_yard",)}), ActivateDivinity(space=6))
    assert line(done, "en") == "activate Baal (Pantheon space 6) for 3 coins"


def test_the_progress_tokens_to_keep_are_drawn_with_their_names(window, qtbot):
    """The Great Library's (and Enki's) Progress tokens to keep were small icons without a name (only
    the tooltip said which was which): they are drawn as large as the board's, whose names are
    written on them, side by side in the right column, clear of one another."""
    from solo_desk.games.duel.scene_draw import TokenItem
    from solo_desk.games.duel.state import Pending, fast_copy

    s = pantheon({})
    drawn = tuple(s.progress_box[:3])
    s = fast_copy(s, pending=(Pending(kind="library", side="player", options=drawn, source="great_library"),))
    scene = open_state(window, qtbot, s)
    tokens = [p for p in scene.pieces() if isinstance(p, TokenItem) and p.key[0] == "choice"]
    assert sorted(p.key[1] for p in tokens) == sorted(drawn)
    board = next(p for p in scene.pieces() if isinstance(p, TokenItem) and p.key[:2] == ("progress", "board"))
    for token in tokens:
        assert token.radius() >= 27 and token.radius() == board.radius()  # the size whose name is drawn
        rect = token.sceneBoundingRect()
        assert rect.left() >= RIGHT_X and rect.right() <= RIGHT_X + 186
    rects = [t.sceneBoundingRect() for t in tokens]
    assert not any(a.intersects(b) for i, a in enumerate(rects) for b in rects[i + 1:])
