"""The board's line under the structure on SOLO's turn: when SOLO needs an answer from the table
before it can move (the Divine Theater in companion mode) it says so instead of "Apply it"; SOLO's
proposed choice of a card says what it does to the card ("discard Clay Pool from your city")."""
from __future__ import annotations

import pytest

from solo_desk.games.duel import GAME
from solo_desk.games.duel.content import MYTHOLOGIES
from solo_desk.games.duel.state import Answer, Pending, fast_copy
from solo_desk.ui.i18n import set_language
from tests.gui import status_messages

from .test_companion_audit_fixes import companion_play
from .test_pantheon import pantheon
from .test_scene import open_state, texts

pytestmark = pytest.mark.gui


def prompt(scene) -> str:
    """The board's prompt as it reads (a long one is drawn on two lines: read as one)."""
    found = [t.replace("\n", " ") for t in texts(scene) if "(Ctrl+" in t]  # the line ends with the Apply key
    assert len(found) == 1, found
    return found[0]


@pytest.mark.rule("SOLO-THEATER")
def test_solo_waiting_for_the_table_s_answer_says_to_answer_not_to_apply(window, qtbot):
    s = companion_play(2)
    theater = Pending(kind="theater_deck", side="automa", options=tuple(MYTHOLOGIES), source="divine_theater")
    s = fast_copy(s, pending=(theater,), current="automa")
    GAME.check(s)
    assert GAME.propose(s).status == "needs_input" and not GAME.propose(s).applicable()
    scene = open_state(window, qtbot, s)
    shown = prompt(scene)
    assert "answer its question in the Automa panel" in shown and "highlighted" not in shown
    # once answered, SOLO's move can be applied: the line says what it is, without rebuilding the board
    request = window.controller.proposal.inputs[0]
    window.controller.answer(request.name, request.choices[0].value)
    qtbot.waitUntil(lambda: window.controller.proposal.applicable())
    assert window.scene is scene and prompt(scene).startswith("SOLO proposes: ")
    set_language("it")
    scene = open_state(window, qtbot, s)
    assert "rispondi alla sua domanda nel pannello Automa" in prompt(scene)


def test_solo_s_proposed_discard_of_your_card_says_so(window, qtbot):
    s = pantheon({}, player={"coins": 20, "buildings": ("clay_pool", "quarry")})
    s = fast_copy(s, pending=(Pending(kind="destroy", side="automa", options=("clay_pool", "quarry"),
                                      source="statue_of_zeus"),), current="automa")
    GAME.check(s)
    picked = GAME.propose(s).actions[0].pick
    scene = open_state(window, qtbot, s)
    card = {"clay_pool": "Clay Pool", "quarry": "Quarry"}[picked]
    assert prompt(scene) == f"SOLO proposes: discard {card} from your city — Apply it (Ctrl+Return)"
    # the Automa panel's explanation ends with the same move, as the history will read it
    from solo_desk.ui.panels import BotPanel
    panel = next(p for p in window.findChildren(BotPanel) if p.controller is window.controller)
    qtbot.waitUntil(lambda: panel.steps.count() > 0)
    lines = [panel.steps.item(i).text() for i in range(panel.steps.count())]
    assert lines[-1] == f"→ discards {card} from your city"


def test_the_pantheon_menu_names_every_offering_token_spent_in_order(window, qtbot):
    s = pantheon({2: "gate"}, player={"coins": 20, "offering_tokens": (4, 2, 3)})
    scene = open_state(window, qtbot, s)
    shown = []
    scene.choose = lambda entries, notes=(): shown.extend(label for label, _ in entries)
    scene.click_actions(next(p for p in scene.pieces() if p.key == ("pantheon", 2)))
    assert shown[0] == "Activate Gate — 14 coins (space 14 coins)"
    assert shown[1:4] == ["Activate Gate — 12 coins (space 14 coins; Offering −2)",
                          "Activate Gate — 11 coins (space 14 coins; Offering −3)",
                          "Activate Gate — 10 coins (space 14 coins; Offering −4)"]
    # two or three tokens: each one named (all of them are spent), not only their sum
    assert "Activate Gate — 9 coins (space 14 coins; Offering tokens −2 −3)" in shown[4:]
    assert shown[-1] == "Activate Gate — 5 coins (space 14 coins; Offering tokens −2 −3 −4)"
    assert not any("Offering −5" in label or "Offering −9" in label for label in shown)


def test_the_progress_token_the_table_is_asked_about_is_framed(window, qtbot):
    s = GAME.new_state({}, 5, "companion")
    open_state(window, qtbot, s)
    assert window.controller.proposal.inputs[0].name == "progress:0"

    def framed():
        return [getattr(p, "board_index", None) for p in window.scene.pieces()
                if p.key[:2] == ("progress", "board") and p.highlighted]

    qtbot.waitUntil(lambda: framed() == [0])  # the first of the five, not all the unknown ones
    value = window.controller.proposal.inputs[0].choices[0].value
    window.controller.apply([Answer(question="progress:0", value=value)])
    qtbot.waitUntil(lambda: window.controller.session.cursor == 1)
    qtbot.waitUntil(lambda: framed() == [1])


def test_a_click_on_a_card_or_divinity_that_cannot_be_played_says_why(window, qtbot):
    from solo_desk.games.duel import rules as R

    from .test_scene import advance, click, piece, your_turn

    def said(key) -> str:
        with status_messages(window) as heard:
            click(qtbot, window.view, piece(window.scene, key))
        assert window.controller.session.cursor == 0
        return heard[-1] if heard else ""

    s = advance(GAME.new_state({}, 3, "digital"), your_turn)
    open_state(window, qtbot, s)
    covered = next(i for i, c in enumerate(s.slots) if c and not R.is_accessible(s, i))
    assert said(("slot", covered)) == "This card is still covered: take the cards lying on it first"
    solo = fast_copy(s, current="automa")
    open_state(window, qtbot, solo)
    assert said(("slot", covered)) == "It is SOLO's turn: Apply its move first (Ctrl+Return)"
    poor = pantheon({1: "tanit"}, player={"coins": 0})
    open_state(window, qtbot, poor)
    assert said(("pantheon", 1)) == "Activate Tanit — 8 coins: you have 0 coins"


def test_a_supremacy_victory_says_the_points_did_not_decide_it(window, qtbot):
    from .test_scene import advance

    over = advance(GAME.new_state({}, 3, "digital"), lambda s: False)
    note = "A supremacy ends the game at once: the points do not decide it"
    assert note not in texts(open_state(window, qtbot, fast_copy(over, end_reason="civilian")))
    for reason, shown in (("military", "military supremacy"), ("science", "scientific supremacy")):
        scene = open_state(window, qtbot, fast_copy(over, end_reason=reason))
        assert note in texts(scene) and any(t.endswith("— " + shown) for t in texts(scene))


def test_the_mythology_deck_the_gate_asks_about_is_framed(window, qtbot):
    from solo_desk.games.duel.state import ActivateDivinity

    from .helpers import do, with_gods

    s = with_gods(companion_play(2, player={"coins": 20}), {2: "gate"})
    s = do(s, ActivateDivinity(space=2))
    assert [q.question for q in s.asks][:2] == ["gate:mesopotamian", "gate:phoenician"]
    open_state(window, qtbot, s)

    def framed():
        return [p.key for p in window.scene.pieces() if p.highlighted]

    qtbot.waitUntil(lambda: framed() == [("deck", "mesopotamian")])


def test_solo_s_zeus_names_the_card_s_place_not_a_raw_index(window, qtbot):
    s = pantheon({}, slots={19: "walls", 15: "baths", 10: "glass_blower"})
    s = fast_copy(s, pending=(Pending(kind="zeus", side="automa", options=()),), current="automa")
    GAME.check(s)
    proposed = GAME.propose(s).actions[0]
    assert proposed.slot == 15 and s.face_up[15]
    assert prompt(open_state(window, qtbot, s)) == "SOLO proposes: discard Baths from the card structure — Apply it (Ctrl+Return)"
    hidden = fast_copy(s, face_up=tuple(False for _ in s.face_up))
    proposed = GAME.propose(hidden).actions[0]
    assert proposed.slot is not None and not proposed.discarded
    shown = prompt(open_state(window, qtbot, hidden))
    assert shown.startswith("SOLO proposes: discard the card of the structure (row ") and "slot" not in shown
