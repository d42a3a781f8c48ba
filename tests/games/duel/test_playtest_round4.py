"""Round-4 playtest: the history and the explanation say what SOLO's level's Conflict nudge did
(SOLO-LEVEL-C1) and that a Messe built with the structure's top row empty gave nothing; the
corrections and companion mode as a player uses them."""
from __future__ import annotations

import random

import pytest

from solo_desk.core.messages import render
from solo_desk.games.duel import GAME, rules
from solo_desk.games.duel.state import Answer, BuildWonder, DiscardCard

from .helpers import play_state


def _end_of_age_one(level: str, conflict: int, current: str = "player", **fields):
    """Age I with one card left (Lumber Yard): the next move starts Age II."""
    return play_state(age=1, slots={19: "lumber_yard"}, current=current, conflict=conflict,
                      options={"level": level}, **fields)


def _lines(action) -> tuple[str, str]:
    message = GAME.describe(action)
    return message.render("en"), message.render("it")


# -- SOLO-LEVEL-C1 in the history and in SOLO's explanation --------------------------------------

@pytest.mark.rule("SOLO-LEVEL-C1", "SOLO-LEVEL-FACILE")
def test_the_move_that_starts_an_age_says_the_level_moved_the_conflict_pawn():
    """The nudge moved the pawn with no word in the history: the move that started the Age says so."""
    new, done = rules.apply(_end_of_age_one("easy", 3), DiscardCard(card="lumber_yard"))
    assert new.conflict == 2
    en, it = _lines(done)
    assert en == ("discard Lumber Yard for 2 coins — Age II begins: SOLO is behind in the Conflict, so its "
                  "challenge level (Easy level, SOLO-LEVEL-C1) moves the Conflict pawn one space toward your "
                  "capital, from space 3 toward SOLO's capital to space 2 toward SOLO's capital")
    assert it.endswith(" — inizia l'Epoca II: SOLO è in svantaggio nel Conflitto, quindi il suo livello di sfida "
                       "(livello Facile, SOLO-LEVEL-C1) sposta la pedina Conflitto di una casella verso la tua "
                       "capitale, dalla casella 3 verso la capitale di SOLO alla casella 2 verso la capitale di SOLO"), it
    # no nudge (SOLO ahead, or the base level): the line is as before
    for level, conflict in (("easy", -1), ("easy", 0), ("base", 3)):
        _, done = rules.apply(_end_of_age_one(level, conflict), DiscardCard(card="lumber_yard"))
        assert _lines(done) == ("discard Lumber Yard for 2 coins",
                                f"scarti {rules._cat().name_it('lumber_yard')} e ricevi 2 monete")


@pytest.mark.rule("SOLO-LEVEL-C1")
def test_a_nudge_stopped_by_minerva_is_in_the_history():
    new, done = rules.apply(_end_of_age_one("easy", 3, minerva=2), DiscardCard(card="lumber_yard"))
    assert new.conflict == 3 and new.minerva is None
    en, it = _lines(done)
    assert en.endswith("— Age II begins: SOLO is behind in the Conflict, so its challenge level (Easy level, "
                       "SOLO-LEVEL-C1) pushes the Conflict pawn toward your capital, but the Minerva pawn on "
                       "space 2 toward SOLO's capital stops it and is discarded"), en
    assert "ma la pedina Minerva sulla casella 2 verso la capitale di SOLO la ferma e viene scartata" in it


@pytest.mark.rule("SOLO-LEVEL-C1", "SOLO-LEVEL-C2")
def test_free_card_then_nudge_in_one_line():
    """Both bonuses at an Age's start: the free card first, then the nudge on the position it left."""
    s = _end_of_age_one("challenging", 3)
    s = s.model_copy(update={"set_aside": ((), ("horse_breeders",), ()),
                             "discard": tuple(c for c in s.discard if c != "horse_breeders")})
    new, done = rules.apply(s, DiscardCard(card="lumber_yard"))
    assert new.conflict == 1
    en, it = _lines(done)
    assert en.endswith("— Age II begins: SOLO builds Horse Breeders for free (its challenge level); then SOLO is "
                       "behind in the Conflict, so its challenge level (Challenging level, SOLO-LEVEL-C1) moves "
                       "the Conflict pawn one space toward your capital, from space 2 toward SOLO's capital to "
                       "space 1 toward SOLO's capital"), en
    assert "; poi SOLO è in svantaggio nel Conflitto" in it and "alla casella 1 verso la capitale di SOLO" in it


@pytest.mark.rule("SOLO-LEVEL-C1")
def test_solo_s_turn_that_starts_an_age_explains_the_nudge():
    s = _end_of_age_one("easy", 3, current="automa")
    proposal = GAME.propose(s)
    steps = [st for st in proposal.trace if st.rule == "SOLO-LEVEL-C1"]
    assert len(steps) == 1
    assert render(steps[0].key, steps[0].params, "en") == (
        "Easy level: at the start of Age II SOLO is behind in the Conflict, so it moves the Conflict pawn one "
        "space toward the Player's capital, from space 3 toward SOLO's capital to space 2 toward SOLO's capital")
    assert render(steps[0].key, steps[0].params, "it").startswith("livello Facile: all'inizio dell'Epoca II SOLO")
    # what SOLO does is unchanged, and the history line of its move says it too
    new, done = rules.apply(s, proposal.actions[0])
    assert new.conflict == 2 and "SOLO-LEVEL-C1" in GAME.describe(done).render("en")
    stopped = GAME.propose(_end_of_age_one("easy", 3, current="automa", minerva=2))
    (step,) = [st for st in stopped.trace if st.rule == "SOLO-LEVEL-C1"]
    assert "the Minerva pawn on space 2 toward SOLO's capital stops it and is discarded" in render(step.key, step.params, "en")
    # no nudge: no step
    assert not [st for st in GAME.propose(_end_of_age_one("easy", -2, current="automa")).trace
                if st.rule == "SOLO-LEVEL-C1"]


@pytest.mark.rule("SOLO-LEVEL-C1", "SOLO-LEVEL-C2")
def test_companion_the_table_s_free_card_line_says_the_nudge_that_followed():
    """Companion mode: the nudge waits for the table's free card; that answer's line says it."""
    from solo_desk.core.playout import apply_step, next_step

    s = GAME.new_state({"level": "medium"}, 6, "companion")
    rng = random.Random(6)
    found = []
    while s.age < 2 or s.asks:
        s, step = apply_step(GAME, s, next_step(GAME, s, rng))
        found += [a for a in step.actions if a.outcomes.get("solo_level_nudge")]
    (answer,) = found
    assert isinstance(answer, Answer) and answer.question == "solo_free"
    en, it = _lines(answer)
    assert en.startswith("the table shows the card SOLO builds for free at the start of Age II (its challenge "
                         "level): ") and en.endswith(
        "; then SOLO is behind in the Conflict, so its challenge level (Medium level, SOLO-LEVEL-C1) moves the "
        "Conflict pawn one space toward your capital, from space 1 toward SOLO's capital to the centre space"), en
    assert "; poi SOLO è in svantaggio nel Conflitto" in it


@pytest.mark.gui
@pytest.mark.rule("SOLO-LEVEL-C1")
def test_the_nudge_line_survives_save_and_reopen(window, tmp_path):
    from .helpers import reopened_history

    lines = reopened_history(window, _end_of_age_one("easy", 3), [DiscardCard(by="player", card="lumber_yard")],
                             tmp_path / "nudge.json")
    assert any("SOLO-LEVEL-C1" in line and "from space 3 toward SOLO's capital to space 2" in line for line in lines), lines


# -- Messe with the top row empty ------------------------------------------------------------------

def test_messe_with_the_top_row_empty_says_it_built_nothing():
    player = {"coins": 20, "wonders": ("messe",)}
    s = play_state(age=1, slots={18: "altar", 19: "lumber_yard"}, promo=True, player=player)
    new, done = rules.apply(s, BuildWonder(wonder="messe", card="lumber_yard"))
    assert not new.pending
    en, it = _lines(done)
    assert en == ("build Messe with Lumber Yard for 10 coins — Messe builds nothing: the top row of the "
                  "structure is empty, all its cards have been taken")
    assert it.endswith(" — la Meraviglia Messe non costruisce nulla: la fila più alta dello schema è vuota, tutte le sue carte "
                       "sono già state prese"), it
    # a card on the top row: the Messe's choice, and no such words
    s = play_state(age=1, slots={0: "altar", 19: "lumber_yard"}, promo=True, player=player)
    new, done = rules.apply(s, BuildWonder(wonder="messe", card="lumber_yard"))
    assert [p.kind for p in new.pending] == ["messe"] and "nothing" not in _lines(done)[0]


# -- companion mode: the table's questions and answers say what they are about ------------------------

def _companion_wonder(wonder: str, **fields):
    """Companion mode, your turn in Age II: you build ``wonder`` with Walls (the table then tells its draw)."""
    s = play_state(age=2, slots={19: "walls"}, promo=True, player={"coins": 30, "wonders": (wonder,)}, **fields)
    aside = {c for cards in s.set_aside for c in cards}
    s = s.model_copy(update={"mode": "companion", "discard": tuple(c for c in s.discard if c not in aside)})
    new, _ = rules.apply(s, BuildWonder(wonder=wonder, card="walls"))
    return new


def _asked(s, lang: str) -> str:
    request = GAME.propose(s).inputs[0]
    return render(request.key, request.params, lang)


def test_the_great_library_s_draw_is_asked_as_such_and_counted():
    """"Which item was drawn (Progress token from the box or card set aside)?" served both the Great
    Library and the Statue of Liberty: each now says which Wonder asks, what and which of how many."""
    s = _companion_wonder("great_library")
    assert [a.question for a in s.asks] == ["offer"] * 3
    assert _asked(s, "en") == "The Great Library: which Progress token was drawn from the box (1 of 3)?"
    assert _asked(s, "it") == "Grande Biblioteca: quale segnalino Progresso è stato pescato dalla scatola (1 di 3)?"
    token = rules.ask_choices(s, "offer")[0]
    s, done = rules.apply(s, Answer(question="offer", value=token))
    assert _asked(s, "en") == "The Great Library: which Progress token was drawn from the box (2 of 3)?"
    en, it = _lines(done)
    assert en == f"the table shows a Progress token drawn from the box (The Great Library): {rules._cat().progress_tokens[token].name}"
    assert it.startswith("il tavolo mostra un segnalino Progresso pescato dalla scatola (Grande Biblioteca): ")


def test_the_statue_of_liberty_s_cards_are_asked_as_such():
    s = _companion_wonder("statue_of_liberty", set_aside=((), ("sawmill", "brickyard", "library"), ()))
    n = len(s.asks)
    assert n and all(a.question == "offer" for a in s.asks)
    assert _asked(s, "en") == f"Statue of Liberty: which card of Age II was set aside at set-up (1 of {n})?"
    assert _asked(s, "it") == ("Statua della Libertà: quale carta dell'Epoca II era stata messa da parte durante la "
                               f"preparazione (1 di {n})?")
    card = rules.ask_choices(s, "offer")[0]
    _, done = rules.apply(s, Answer(question="offer", value=card))
    assert _lines(done)[0] == ("the table shows a card set aside for this Age (Statue of Liberty): "
                               f"{rules._cat().buildings[card].name}")


@pytest.mark.parametrize("question, value, en, it", [
    ("progress:2", "law", "the table shows the Progress token on the board (space 3 of 5, counted from the top): Law",
     "il tavolo mostra il segnalino Progresso sul tabellone (casella 3 di 5, contando dall'alto): Legge"),
    ("wonder", "pyramids", "the table shows a Wonder drawn for the selection: The Pyramids",
     "il tavolo mostra una Meraviglia pescata per la selezione: Piramidi"),
    ("pantheon:3", "tanit", "the table shows the Divinity revealed on Pantheon space 3: Tanit",
     "il tavolo mostra la Divinità scoperta sulla casella 3 del Pantheon: Tanit"),
    ("enki", "law", "the table shows a Progress token drawn for Enki: Law",
     "il tavolo mostra un segnalino Progresso pescato per Enki: Legge"),
    ("gate:greek", "zeus", "the table shows the Divinity on top of the Greek Mythology deck (Gate): Zeus",
     "il tavolo mostra la Divinità in cima al mazzo Mitologia Greca (Portale): Zeus"),
    ("discarded", "sawmill", "the table shows the face-down card Zeus discarded: Sawmill",
     "il tavolo mostra la carta coperta scartata da Zeus: Segheria"),
    # a card of the structure, a back, a token on a card: the name says it (unchanged)
    ("card:3", "sawmill", "the table shows Sawmill", "il tavolo mostra Segheria"),
    ("back:3", "age", "the table shows an Age III back", "il tavolo mostra un dorso dell'Epoca III"),
])
def test_the_table_s_answers_say_what_was_asked(question, value, en, it):
    """A run of "the table shows Tanit", "the table shows Law" lines did not say for what."""
    assert _lines(Answer(question=question, value=value)) == (en, it)


@pytest.mark.gui
def test_the_rename_dialog_says_when_no_card_matches(window, qtbot):
    """Companion rename (right-click "This card is really…"): typing a name no possible card has left
    an empty list whose OK did nothing; OK is now off and the dialog says why."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication, QDialogButtonBox, QLabel, QLineEdit

    from .test_scene import open_state

    scene = open_state(window, qtbot, play_state(age=2, slots={19: "walls"}))
    seen = {}

    def act():
        dialog = QApplication.activeModalWidget()
        if dialog is None:
            QTimer.singleShot(10, act)
            return
        try:
            ok = dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok)
            notes = [label for label in dialog.findChildren(QLabel) if "No possible card" in label.text()]
            shown = lambda: (ok.isEnabled(), bool(notes) and notes[0].isVisible())  # noqa: E731
            seen["start"] = shown()
            qtbot.keyClicks(dialog.findChild(QLineEdit), "zzz")
            seen["none"] = shown()
            dialog.findChild(QLineEdit).clear()
            qtbot.keyClicks(dialog.findChild(QLineEdit), "saw")
            seen["saw"] = shown()
        finally:
            dialog.accept()

    QTimer.singleShot(0, act)
    assert scene.pick_card("title", ["sawmill", "brickyard"]) == "sawmill"
    assert seen == {"start": (True, False), "none": (False, True), "saw": (True, False)}


# -- the corrections: what a right-click (the Menu key) says on a piece corrected by a drag ----------

@pytest.mark.gui
def test_a_right_click_on_a_piece_corrected_by_a_drag_says_how(window, qtbot):
    """The Menu key on the Conflict pawn (or a built card, a divinity) said "Nothing to correct on this
    piece", though a drag corrects it; a right-click said nothing. Both now say how to correct it."""
    from PySide6.QtCore import Qt

    from tests.gui import right_click

    from .test_scene import open_state

    s = play_state(age=2, slots={19: "walls"}, player={"buildings": ("sawmill",)})
    scene = open_state(window, qtbot, s)
    how = "This piece has no correction menu: drag it (Shift+Enter) to where it really lies to correct it"
    for key in (("pawn",), ("card", "player", "sawmill")):
        window.statusBar().clearMessage()
        right_click(window.view, next(p for p in scene.pieces() if p.key == key))
        assert window.statusBar().currentMessage() == how, key
        window.statusBar().clearMessage()
        window.view.setFocus()
        scene.set_focus(next(p for p in scene.pieces() if p.key == key))
        qtbot.keyClick(window.view, Qt.Key.Key_F10, Qt.KeyboardModifier.ShiftModifier)
        assert window.statusBar().currentMessage() == how, key
    assert window.controller.session.cursor == 0  # nothing applied


def test_the_history_names_a_military_track_space_by_its_side():
    """"Correction: the Conflict pawn is on space -3": the board's signed coordinate, which the track
    never shows. The history (and SOLO's proposed Minerva move) now names the side."""
    from solo_desk.games.duel.state import Choose, SetConflict, SetMinerva

    lines = [_lines(a) for a in (SetConflict(position=-3), SetConflict(position=0), SetMinerva(position=5),
                                 Choose(by="automa", space=-4))]
    assert lines == [
        ("Correction: the Conflict pawn is on space 3 toward your capital",
         "Correzione: la pedina Conflitto è sulla casella 3 verso la tua capitale"),
        ("Correction: the Conflict pawn is on the centre space", "Correzione: la pedina Conflitto è sulla casella centrale"),
        ("Correction: the Minerva pawn is on space 5 toward SOLO's capital",
         "Correzione: la pedina Minerva è sulla casella 5 verso la capitale di SOLO"),
        ("puts the Minerva pawn on the Military track, space 4 toward your capital",
         "mette la pedina Minerva sul tracciato Militare, casella 4 verso la tua capitale"),
    ]


def test_corrections_call_the_player_you_as_the_rest_of_the_history_does():
    """"you: build …" next to "Correction: the Player has 9 coins" / "… in the Player's city"."""
    from solo_desk.games.duel.state import MoveCard, MoveToken, MoveWonder, SetCoins

    lines = [_lines(a) for a in (SetCoins(side="player", coins=9), SetCoins(side="player", coins=1),
                                 SetCoins(side="automa", coins=9), MoveCard(card="baths", to="player"),
                                 MoveWonder(wonder="colossus", to="player"), MoveWonder(wonder="colossus", to="automa"),
                                 MoveToken(token="offer:4", source="structure", from_slot=8, to="player"))]
    assert lines == [
        ("Correction: you have 9 coins", "Correzione: hai 9 monete"),
        ("Correction: you have 1 coin", "Correzione: hai 1 moneta"),
        ("Correction: SOLO has 9 coins", "Correzione: SOLO ha 9 monete"),
        ("Correction: Baths lies in your city", f"Correzione: la carta {rules._cat().name_it('baths')} si trova nella tua città"),
        ("Correction: The Colossus is yours", "Correzione: la Meraviglia Colosso è tua"),
        ("Correction: The Colossus belongs to SOLO", "Correzione: SOLO possiede la Meraviglia Colosso"),
        ("Correction: the −4 Offering token lies in your city", "Correzione: il segnalino Offerta −4 si trova nella tua città"),
    ]


def test_a_token_on_a_face_down_card_is_placed_as_the_questions_say_it():
    """"… lies on the face-down card of slot 9": a number the board never shows."""
    from solo_desk.games.duel.state import MoveToken

    assert _lines(MoveToken(token="offer:3", source="box", to="structure", to_slot=8)) == (
        "Correction: the −3 Offering token lies on the face-down card (row 2 from the top, card 3 from the left)",
        "Correzione: il segnalino Offerta −3 si trova sulla carta coperta (fila 2 dall'alto, carta 3 da sinistra)")


def test_enki_s_tokens_are_asked_one_of_two():
    from solo_desk.games.duel.state import Ask

    s = play_state(age=2, slots={19: "walls"})
    s = s.model_copy(update={"mode": "companion", "asks": (Ask(question="enki:0"), Ask(question="enki:1"))})
    assert _asked(s, "en") == "Which Progress token was drawn for Enki (1 of 2)?"
    assert _asked(s, "it") == "Quale segnalino Progresso è stato pescato per Enki (1 di 2)?"
    s, _ = rules.apply(s, Answer(question="enki:0", value=rules.ask_choices(s, "enki:0")[0]))
    assert _asked(s, "en") == "Which Progress token was drawn for Enki (2 of 2)?"
