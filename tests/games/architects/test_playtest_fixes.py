"""Playtest fixes: what the board says while the Opponent's turn waits for the table, the battle
in the history, the flip, the die's faces, the discard badge, stage corrections, wording."""
from __future__ import annotations

import pytest
from PySide6.QtWidgets import QGraphicsSimpleTextItem

from solo_desk.ui.i18n import set_language

from tests.gui import status_messages

from .helpers import table
from .test_companion import _with_unknown
from .test_scene import open_state, piece

UNKNOWN = "?"


def texts(scene) -> set[str]:
    return {i.text() for i in scene.items() if isinstance(i, QGraphicsSimpleTextItem)}


@pytest.mark.gui
@pytest.mark.rule("ARCH-TURN-1")
def test_the_prompt_asks_for_the_tables_answer_while_the_opponents_turn_waits(window, qtbot):
    from solo_desk.games.architects.state import UNKNOWN as HIDDEN

    state = table("blue_3vp", "blue_3vp", mode="companion", cat="automa", central=(HIDDEN,) * 2)
    state = _with_unknown(state, {"central": {"blue_cat": 1, "blue_3vp": 1}})
    scene = open_state(window, qtbot, state)
    assert window.controller.proposal.status == "needs_input"
    # The flip is decided (the Opponent holds the Cat): the central deck it flips is framed, so
    # the player knows where to look; no pick is claimed before the flipped card is told
    # (playtest of companion mode: nothing lit left the player guessing which card was meant).
    wanted = "The Opponent's turn so far is framed: answer the table's question in the Automa panel, then Apply"
    qtbot.waitUntil(lambda: wanted in texts(scene))
    assert not any("its pick is highlighted" in t for t in texts(scene))
    assert {p.key for p in scene.pieces() if p.highlighted} == {("deck", "central")}
    # answered: the pick is proposed and highlighted, the prompt says so
    request = window.controller.proposal.inputs[0]
    window.controller.answer(request.name, "blue_cat")
    qtbot.waitUntil(lambda: any("its pick is highlighted" in t for t in texts(window.scene)))
    assert any(p.highlighted for p in window.scene.pieces())


def line(action, lang):
    from solo_desk.core.messages import render
    from solo_desk.games.architects import GAME

    described = GAME.describe(action)
    return render(described.key, described.params, lang)


def horned_take():
    from solo_desk.games.architects import GAME
    from solo_desk.games.architects.state import Take

    state = table("shield_horn2", "blue_3vp", turn="player", player_cards=("shield_horn1", "shield"),
                  automa_cards=("shield",), conflict=1)
    return state, GAME.apply(state, Take(deck="player"))


@pytest.mark.rule("ARCH-DATA-2P")
def test_the_battle_is_told_in_the_history_line_in_both_languages():
    _, (after, done) = horned_take()
    assert after.player.victories == 2 and after.conflict == 0
    assert done.outcomes["battle"]["player"] == {"shields": 3, "won": 2, "discarded": ["shield_horn1", "shield_horn2"]}
    en, it = line(done, "en"), line(done, "it")
    assert en == ("take the top card of your deck (Shield with 2 horns); battle — Shields: you 3, the Opponent 1: "
                  "you gain 2 Military Victory tokens; horned cards discarded: 2 of yours")
    assert it == ("prendi la prima carta del tuo mazzo (Scudo con 2 corni); battaglia — Scudi: tu 3, l'Avversario 1: "
                  "ottieni 2 segnalini Vittoria Militare; carte con corni scartate: 2 tue")


@pytest.mark.rule("ARCH-DATA-2P")
def test_a_recorded_battle_replays_and_is_worked_out_again():
    from solo_desk.core.session import Session
    from solo_desk.games.architects import GAME
    from solo_desk.games.architects.state import Take

    state, (after, done) = horned_take()
    session = Session(GAME, state, dict(state.options))
    session.apply(Take(deck="player"))
    assert session.steps[0].actions[0] == done
    assert session.replay_all() == after
    forged = done.with_outcomes(battle={"player": {"shields": 9, "won": 2, "discarded": []}})
    again, redone = GAME.apply(state, forged)  # told, not decided: what the table does wins
    assert again == after and redone == done


@pytest.mark.rule("ARCH-DATA-2P", "ARCH-TURN-2")
def test_the_opponents_explanation_tells_the_battle_its_move_makes():
    from solo_desk.games.architects import GAME

    state = table(None, "shield_horn2", central=(), automa_cards=("shield_horn1",), player_cards=("shield",),
                  conflict=1)
    proposal = GAME.propose(state)
    assert proposal.status == "automa_turn"
    lines = [line(a, "en") for a in proposal.actions]
    assert any("battle — Shields: you 1, the Opponent 2: the Opponent gains 2 Military Victory tokens; "
               "horned cards discarded: 2 of the Opponent's" in t for t in lines), lines
    assert any("l'Avversario ottiene 2 segnalini Vittoria Militare" in line(a, "it") for a in proposal.actions)


def test_a_battle_without_gains_or_horned_cards_says_so():
    from solo_desk.core.messages import render
    from solo_desk.games.architects import describe_battle

    told = describe_battle({"player": {"shields": 2, "won": 0, "discarded": ["shield_horn1"]},
                            "automa": {"shields": 2, "won": 0, "discarded": []}})
    assert render(told["key"], told["params"], "en") == ("battle — Shields: you 2, the Opponent 2: nobody gains a "
                                                         "Military Victory token; horned cards discarded: 1 of yours")
    none = describe_battle({"player": {"shields": 0, "won": 0, "discarded": []},
                            "automa": {"shields": 1, "won": 1, "discarded": []}})
    assert render(none["key"], none["params"], "it").endswith(
        "l'Avversario ottiene 1 segnalino Vittoria Militare; nessuna carta con corni da scartare")


@pytest.mark.rule("ARCH-TURN-1")
def test_the_flip_of_an_untold_card_does_not_call_it_face_down():
    from solo_desk.games.architects.state import FlipCentral

    assert line(FlipCentral(by="automa"), "en") == "flips the top card of the central deck face up"
    assert line(FlipCentral(by="automa"), "it") == "scopre la prima carta del mazzo centrale"
    told = FlipCentral(by="automa", outcomes={"card": "stone"})
    assert line(told, "en") == "flips the top card of the central deck face up (Stone)"


@pytest.mark.rule("ARCH-STAGE-PREF", "ARCH-SETUP-DIE")
@pytest.mark.parametrize("options, en, it", [
    (["2", "3"], "1–3 → stage 2, 4–6 → stage 3", "1–3 → Stadio 2, 4–6 → Stadio 3"),
    (["1", "2", "3", "4"], "1 → stage 1, 2 → stage 2, 3 → stage 3, 4 → stage 4, 5–6 → roll again",
     "4 → Stadio 4, 5–6 → si ritira"),
])
def test_the_die_of_a_random_choice_spells_out_its_faces(options, en, it):
    from solo_desk.core.messages import render
    from solo_desk.core.proposal import Trace
    from solo_desk.games.architects.bot import Asker, pick_random

    state = table("wood", "stone", mode="companion")
    trace = Trace()
    chosen = pick_random(state, trace, Asker({"die_1": "4"}), [], options, "ARCH-STAGE-PREF", "ARCH-AMB-10")
    step = trace.steps[-1]
    assert chosen == options[1 if len(options) == 2 else 3]
    assert render(step.key, step.params, "en") == f"Die 4 chooses at random: {en}"
    assert it in render(step.key, step.params, "it")


def test_one_conflict_token_shows_war_in_the_singular():
    from solo_desk.games.architects.state import CorrectConflict

    assert line(CorrectConflict(war=1), "en") == "Correction: 1 of the 3 Conflict tokens really shows war"
    assert line(CorrectConflict(war=1), "it") == "Correzione: 1 dei 3 segnalini Conflitto mostra in realtà il lato Battaglia"
    assert "2 of the 3 Conflict tokens really show war" in line(CorrectConflict(war=2), "en")


@pytest.mark.rule("ARCH-SETUP-2P")
def test_the_question_of_a_new_top_says_on_top_of_your_deck():
    from solo_desk.core.messages import render
    from solo_desk.games.architects import GAME

    state = GAME.new_state({"first_player": "player"}, 3, "companion")
    asked = []
    answers: dict[str, str] = {}
    while True:
        proposal = GAME.propose(state, answers)
        if not proposal.inputs:
            break
        request = proposal.inputs[0]
        asked.append(render(request.key, request.params, "en"))
        answers[request.name] = request.choices[0].value
    # the set-up's: nothing taken yet, so not "now" (playtest 14)
    assert "Which card is on top of your shuffled deck?" in asked
    assert "Which card is on top of the Opponent's shuffled deck?" in asked
    assert not any("position" in q or "Your" in q for q in asked)


@pytest.mark.gui
@pytest.mark.parametrize("lang", ["en", "it"])
@pytest.mark.parametrize("count", [1, 19, 60])
def test_the_discard_pile_never_covers_its_label(window, qtbot, lang, count):
    """The pile (its last card and the edges of the cards under it: no "×N" badge, round 4) lies
    below its label with a clear gap, whatever the label's font."""
    set_language(lang)
    discard = ("wood",) * count
    state = table("wood", "stone", turn="player", central=("gold",) * 6, discard=discard)
    scene = open_state(window, qtbot, state)
    label = next(i for i in scene.items() if isinstance(i, QGraphicsSimpleTextItem)
                 and i.text().startswith(("Discarded:", "Scartat")))
    card = piece(scene, ("discard",))
    pile = card.sceneBoundingRect()
    assert pile.top() >= label.sceneBoundingRect().bottom() + 4  # a clear gap, not edge to edge
    assert not pile.intersects(label.sceneBoundingRect())
    assert str(count) in label.text()


def real_game(*edits):
    from solo_desk.games.architects import GAME

    state = GAME.new_state({"player_wonder": "rhodes", "automa_wonder": "giza"}, 3)
    for edit in edits:
        state, _ = GAME.apply(state, edit)
    return state


@pytest.mark.gui
def test_a_stage_under_a_built_stage_says_why_it_cannot_be_corrected(window, qtbot):
    from solo_desk.games.architects.state import CorrectStage

    state = real_game(*(CorrectStage(side="automa", stage=n, built=True) for n in (1, 2)))
    scene = open_state(window, qtbot, state)
    stage1 = piece(scene, ("stage", "automa", 1))  # stage 2 stands on it
    assert "Right-click" not in stage1.toolTip()
    assert "a stage above it is built" in stage1.toolTip()
    shown: list = []
    scene.choose_correction = lambda title, entries: shown.append(title)  # type: ignore[method-assign]
    with status_messages(window) as said:
        assert scene.context_actions(stage1) is None and not shown
    assert said and "Stage 1 cannot be corrected to not built while a stage above it is built" in said[-1]
    # the top built stage and a free one still invite the correction, and open it
    for key in (("stage", "automa", 2), ("stage", "player", 1)):
        assert "Right-click if the table shows it built or not" in piece(scene, key).toolTip()
        scene.context_actions(piece(scene, key))
    assert shown == ["This stage is really…"] * 2


@pytest.mark.gui
def test_a_single_correction_list_is_one_menu_without_a_submenu(window, qtbot):
    from solo_desk.games.architects.scene import ArchitectsScene

    scene = open_state(window, qtbot, real_game())
    entries = scene.table_piece_corrections(("cat",))
    menu = ArchitectsScene.correction_menu([("The Cat pawn is really…", entries)])
    actions = menu.actions()
    assert not any(a.menu() for a in actions)
    picks = [a for a in actions if a.isEnabled() and not a.isSeparator()]
    assert [a.text() for a in picks] == ["with you", "with the Opponent"]
    assert [a.data() for a in picks] == [action for _, action in entries]
    assert actions[0].text() == "The Cat pawn is really…" and not actions[0].isEnabled()
    several = ArchitectsScene.correction_menu([("A", entries), ("B", entries)])
    assert all(a.menu() for a in several.actions())


@pytest.mark.gui
@pytest.mark.rule("ARCH-TURN-1")
def test_the_cat_in_use_says_why_it_cannot_be_corrected(window, qtbot):
    from solo_desk.games.architects.state import CorrectCat, Take

    state = real_game(CorrectCat(holder="automa"), Take(deck="player", by="player"))
    assert state.head.kind == "cat_flip"
    scene = open_state(window, qtbot, state)
    cat = piece(scene, ("cat",))
    assert "Right-click" not in cat.toolTip() and "using the Cat right now" in cat.toolTip()
    shown: list = []
    scene.choose_correction = lambda title, entries: shown.append(title)  # type: ignore[method-assign]
    with status_messages(window) as said:
        assert scene.context_actions(cat) is None and not shown
    assert said and "using the Cat right now" in said[-1]


@pytest.mark.gui
@pytest.mark.parametrize("lang, war, discard, deck", [
    ("en", "1 of 3 Conflict tokens shows horns", "Discarded: 1 card", "1 card"),
    ("it", "1 segnalino Conflitto su 3 mostra i corni", "Scartata: 1 carta", "1 carta"),
])
def test_one_of_a_kind_is_said_in_the_singular_on_the_board(window, qtbot, lang, war, discard, deck):
    set_language(lang)
    state = table("wood", "stone", turn="player", player_deck=(), conflict=1, discard=("clay",))
    scene = open_state(window, qtbot, state)
    assert war in piece(scene, ("conflict", 0)).toolTip()
    assert discard in texts(scene) and deck in texts(scene)
