"""Every decision the engine can open for the Player is takeable on the board: each of its legal
moves is offered by a lit piece (a card, a token, a button) a click plays; SOLO's strategic
direction (SOLO-SETUP-4) is offered by six buttons named in words and played by a real click."""
from __future__ import annotations

import random
import re
from pathlib import Path

import pytest

from solo_desk.core.messages import render
from solo_desk.games.duel import GAME
from solo_desk.games.duel import rules as R
from solo_desk.games.duel.bot_view import DIRECTIONS
from solo_desk.games.duel.scene_draw import ButtonItem
from solo_desk.games.duel.state import Choose, ChooseStart, Pending, fast_copy
from solo_desk.ui.i18n import message, set_language

from .test_scene import advance, applied, click, open_state, texts

pytestmark = pytest.mark.gui


def engine_kinds() -> set[str]:
    """The kinds of decision the engine opens (every ``Pending(kind=...)`` of rules.py)."""
    source = Path(R.__file__).read_text(encoding="utf-8")
    kinds = set(re.findall(r'Pending\(kind="(\w+)"', source))
    kinds |= set(re.findall(r'kind = "(\w+)" if \w+ else "(\w+)"', source)[0])  # Neptune's two
    return kinds


def first_decisions() -> dict[str, object]:
    """For each kind, the first state of seeded random games where the Player must take it."""
    found: dict[str, object] = {}
    kinds = engine_kinds()
    for seed in range(60):
        rng = random.Random(seed)
        s = GAME.new_state({"promo_wonders": True}, seed, "digital")
        while GAME.result(s) is None:
            p = s.pending[0] if s.pending else None
            if p is not None and p.side == "player" and R.to_move(s) == "player":
                found.setdefault(p.kind, s)
            s, _ = R.apply(s, R.random_legal_action(s, rng.randrange))
        if kinds <= set(found):
            break
    return found


def test_the_engine_kinds_are_all_met_by_the_seeded_games():
    kinds = engine_kinds()
    assert {"solo_direction", "start", "neptune_apply", "neptune_discard", "theater_top"} <= kinds
    assert kinds <= set(first_decisions())


def test_every_decision_of_the_player_is_offered_by_a_lit_piece_of_the_board(window, qtbot):
    missing = {}
    for kind, s in sorted(first_decisions().items()):
        scene = open_state(window, qtbot, s)
        offered = set()
        for piece in scene.pieces():
            if piece.legal:
                offered.update(a.model_dump_json() for a in scene._options(piece.key))
        legal = {a.model_dump_json() for a in R.legal_actions(s)}
        if not legal <= offered:
            missing[kind] = sorted(legal - offered)[:3]
    assert not missing


def direction_state():
    """The draft after SOLO took the Divine Theater first: the Player chooses its direction."""
    s = GAME.new_state({}, 5, "digital")
    s = advance(s, lambda x: bool(x.pending))
    assert s.pending[0].kind == "solo_direction" and s.automa.wonders == ("divine_theater",)
    return s


@pytest.mark.rule("SOLO-SETUP-4")
@pytest.mark.parametrize("lang", ["en", "it"])
def test_solo_s_direction_is_chosen_by_a_click_on_a_button_named_in_words(window, qtbot, lang):
    set_language(lang)
    try:
        s = direction_state()
        scene = open_state(window, qtbot, s)
        buttons = {p.key[1]: p for p in scene.pieces() if isinstance(p, ButtonItem)}
        assert set(buttons) == set(DIRECTIONS) and all(p.legal for p in buttons.values())
        labels = {d: p.label for d, p in buttons.items()}
        assert labels["MS"] == {"en": "Military, then Science", "it": "Militare, poi Scienza"}[lang]
        assert not any(label in DIRECTIONS or "MS" in label for label in labels.values())
        assert "Choose" not in texts(scene) and "Scegli" not in texts(scene)  # the prompt says what to do
        assert window.controller.proposal.rule == "SOLO-SETUP-4"  # the Automa panel's reason, not the draft's
        click(qtbot, window.view, buttons["SC"])
        qtbot.waitUntil(lambda: window.controller.session.cursor == 1)
        assert applied(window)[0] == Choose(by="player", pick="SC")
        assert window.controller.state.solo_direction == "SC"
        line = message(GAME.describe(applied(window)[0]).key, GAME.describe(applied(window)[0]).params)
        assert labels["SC"] in line and "SC" not in line.replace(labels["SC"], "")
        # SOLO's explanation names it in words too
        after = window.controller.state
        after = advance(after, lambda x: x.phase == "draft" and R.to_move(x) == "automa")
        trace = [t for t in GAME.propose(after).trace if t.key == "duel.trace.direction"]
        assert trace and labels["SC"] in render(trace[0].key, trace[0].params, lang)
    finally:
        set_language("en")


def test_the_who_starts_buttons_are_grey_and_say_why_while_the_table_is_asked(window, qtbot):
    """SOLO-AGE-END-1: SOLO chooses who starts while the table still answers: the Player's
    buttons are not lit; a click on one says why in the status bar."""
    s = GAME.new_state({}, 4, "companion")
    s = fast_copy(s, pending=(Pending(kind="start", side="automa", options=("player", "automa")),))
    assert s.asks and R.to_move(s) == "player"
    scene = open_state(window, qtbot, s)
    buttons = {p.key: p for p in scene.pieces() if p.key[0] == "start"}
    assert buttons and not any(p.legal for p in buttons.values())
    click(qtbot, window.view, buttons[("start", "player")])
    qtbot.waitUntil(lambda: "answer" in window.statusBar().currentMessage())
    assert window.controller.session.cursor == 0
    # with the questions answered, SOLO's choice is proposed: no button is the Player's
    s2 = fast_copy(s, asks=())
    scene = open_state(window, qtbot, s2)
    assert not any(p.legal for p in scene.pieces() if p.key[0] == "start")
    assert not any(isinstance(a, ChooseStart) for a in scene.legal)


def test_a_grand_temple_is_free_with_its_mythology_token_not_through_a_chain(qtbot):
    """Pantheon: a Grand Temple is built for free by a player holding the matching Mythology
    token; the menu gives that reason, not "through the chain"."""
    from solo_desk.games.duel.scene_text import action_label
    from solo_desk.games.duel.state import BuildCard

    from .helpers import play_state

    s = play_state(age=3, slots={19: "phoenician_grand_temple"}, player={"mythology_tokens": ("phoenician",)})
    build = next(a for a in R.legal_actions(s) if isinstance(a, BuildCard) and a.card == "phoenician_grand_temple")
    label = action_label(s, build)
    assert "free" in label and "Phoenician Mythology token" in label and "chain" not in label
    set_language("it")
    try:
        label = action_label(s, build)
        assert "gratis" in label and "segnalino Mitologia Fenicia" in label and "catena" not in label
    finally:
        set_language("en")
