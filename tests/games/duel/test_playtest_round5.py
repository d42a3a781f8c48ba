"""Round-5 playtest of companion mode: what the board says while the table is asked, the history's
prices of nothing, the corrections offered."""
from __future__ import annotations

from PySide6.QtWidgets import QGraphicsSimpleTextItem

from solo_desk.games.duel import GAME
from solo_desk.games.duel.scene import STRUCT_W, STRUCT_X
from solo_desk.ui.i18n import set_language
from solo_desk.games.duel.state import Answer

from tests.gui import status_messages

from .test_scene import open_state, texts


def test_the_draft_says_what_is_asked_before_the_wonders(window, qtbot):
    """Companion set-up: the Progress tokens on the board are asked first. The draft's middle said
    "Tell which Wonders were drawn" under a question about a Progress token: it says they come next,
    and asks for them once the question is theirs."""
    s = GAME.new_state({}, 3, "companion")
    assert s.asks[0].question.startswith("progress:")
    scene = open_state(window, qtbot, s)
    shown = texts(scene)
    assert "Tell which Wonders were drawn in the Automa panel" not in shown
    assert "The Wonders drawn are asked next, after the Progress tokens" in shown
    set_language("it")
    try:  # the Italian line stays in the draft's middle, clear of the Progress tokens and the Pantheon
        scene = open_state(window, qtbot, GAME.new_state({}, 3, "companion"))
        line = next(i for i in scene.items() if isinstance(i, QGraphicsSimpleTextItem)
                    and i.text() == "Le Meraviglie pescate sono chieste dopo i segnalini Progresso")
        rect = line.sceneBoundingRect()
        assert rect.left() >= STRUCT_X and rect.right() <= STRUCT_X + STRUCT_W
    finally:
        set_language("en")
    while s.asks[0].question.startswith("progress:"):
        q = s.asks[0].question
        s, _ = GAME.apply(s, Answer(question=q, value=GAME.propose(s).inputs[0].choices[0].value))
    assert s.asks[0].question.startswith("wonder")
    assert "Tell which Wonders were drawn in the Automa panel" in texts(open_state(window, qtbot, s))


def _age_one_with_tokens():
    """A companion game in Age I, its Mythology tokens on face-down cards told."""
    import random

    from solo_desk.core.playout import apply_step, next_step

    s = GAME.new_state({}, 8, "companion")
    rng = random.Random(8)
    while not (s.age == 1 and not s.asks and any(s.slot_tokens)):
        s, _ = apply_step(GAME, s, next_step(GAME, s, rng))
    return s


def test_a_right_click_on_a_token_on_a_face_down_card_says_how_to_correct_it(window, qtbot):
    """A right-click on a Mythology token lying on a face-down card did nothing and said nothing:
    the status bar says it is corrected by a drag."""
    from tests.gui import right_click

    scene = open_state(window, qtbot, _age_one_with_tokens())
    token = next(p for p in scene.pieces() if p.key[0] == "slot_token")
    with status_messages(window) as messages:
        right_click(scene.views()[0], token)
    assert messages[-1:] == ["This piece has no correction menu: drag it (Shift+Enter) to where it really lies to correct it"]


def test_an_answer_given_says_apply_records_it(window, qtbot):
    """Companion: once the table's question is answered and not yet applied (an answer given
    without the panel's one-click apply) the board's line still said "The table must tell what it
    shows: answer in the Automa panel"."""
    s = GAME.new_state({}, 3, "companion")
    scene = open_state(window, qtbot, s)
    assert "The table must tell what it shows: answer in the Automa panel" in texts(scene)
    request = window.controller.proposal.inputs[0]
    window.controller.answer(request.name, request.choices[0].value)
    qtbot.waitUntil(lambda: "Answered: Apply records the answer (Ctrl+Return)" in texts(scene))
    assert "The table must tell what it shows: answer in the Automa panel" not in texts(scene)
    assert window.controller.apply_proposal()
    qtbot.waitUntil(lambda: "The table must tell what it shows: answer in the Automa panel" in texts(window.scene))


def test_a_token_dropped_where_none_can_lie_says_which_card_and_why():
    """The refusal said "Slot 4 cannot hold this token: a token lies on a face-down card where the
    set-up lays such tokens, one per card (and not on a card whose token is still to be told)": a
    raw slot number and every reason at once. It names the card as the questions do, and the one
    reason that applies."""
    from solo_desk.core.errors import IllegalAction
    from solo_desk.games.duel.state import MoveToken

    from .helpers import after_draft

    s = after_draft(1)  # slot 9 (face down) carries a Greek token; slot 3 none
    import pytest

    with pytest.raises(IllegalAction) as none_here:
        GAME.apply(s, MoveToken(token="myth:roman", source="box", to="structure", to_slot=3))
    assert none_here.value.message("en") == ("No token lies on the card (row 2 from the top, card 2 from the left): the "
                                             "set-up lays these tokens on other face-down cards, one per card.")
    with pytest.raises(IllegalAction) as taken:
        GAME.apply(s, MoveToken(token="myth:roman", source="box", to="structure", to_slot=9))
    assert taken.value.message("en") == ("Another token already lies on the face-down card (row 4 from the top, card 1 "
                                         "from the left): move that one away first.")
    assert taken.value.message("it") == ("Un altro segnalino si trova già sulla carta coperta (fila 4 dall'alto, carta 1 "
                                         "da sinistra): prima sposta quello.")


def test_a_token_on_a_face_down_card_stays_over_it_after_a_click_or_a_refused_drag(window, qtbot):
    """A click or a refused drag of the token lying on a face-down card (or of a card of the
    structure) dropped it to depth 0: the token vanished under its card, and the next drag took
    the card instead ("That cannot go there"). Each stays at its row's depth."""
    from PySide6.QtCore import Qt

    from .test_scene import drag, fit, piece

    s = _age_one_with_tokens()
    scene = open_state(window, qtbot, s)
    view = scene.views()[0]
    slot = next(i for i, t in enumerate(s.slot_tokens) if t and scene.state.face_up[i] is False
                and i >= 2)  # a row below the top: its card lies over the depth 0
    token = piece(scene, ("slot_token", slot, s.slot_tokens[slot]))
    card = piece(scene, ("slot", slot))
    fit(view)
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=view.mapFromScene(token.center()))
    assert token.zValue() > card.zValue() > 0
    assert scene.itemAt(token.center(), view.transform()) is token
    taken = next(z for z in scene.zones() if z.key[0] == "structure" and z.key[1] != slot and s.slot_tokens[z.key[1]])
    for _ in range(2):  # refused twice, each time with its reason
        with status_messages(window) as messages:
            drag(qtbot, view, piece(window.scene, ("slot_token", slot, s.slot_tokens[slot])),
                 taken.sceneBoundingRect().center())
        assert messages[-1].startswith("Another token already lies on the face-down card"), messages[-1]
    token = piece(window.scene, ("slot_token", slot, s.slot_tokens[slot]))
    assert window.scene.itemAt(token.center(), view.transform()) is token


def test_a_card_of_a_city_column_stays_over_the_one_above_after_a_click(window, qtbot):
    """A click on a card of a city's column dropped it under the card above it (its name hidden)."""
    from PySide6.QtCore import Qt

    from .helpers import play_state
    from .test_scene import fit, piece

    s = play_state(age=1, slots={19: "lumber_yard"}, player={"buildings": ("stone_pit", "clay_pool", "logging_camp")})
    scene = open_state(window, qtbot, s)
    view = scene.views()[0]
    fit(view)
    card = max((p for p in scene.pieces() if p.key[:2] == ("card", "player")), key=lambda p: p.zValue())
    depth = card.zValue()
    assert depth > 0
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=view.mapFromScene(card.center()))
    card = piece(window.scene, card.key)
    assert card.zValue() == depth


def test_a_mythology_token_in_the_box_is_named_with_a_capital_in_italian(window, qtbot):
    """Its tooltip's first line read "segnalino Mitologia Greca" (the words used inside sentences)."""
    s = _age_one_with_tokens()
    set_language("it")
    try:
        scene = open_state(window, qtbot, s)
        tokens = [p for p in scene.pieces() if p.key[0] == "box_token" and p.key[1].startswith("myth:")]
        assert tokens
        for token in tokens:
            assert token.toolTip().split("\n")[0].startswith("Segnalino Mitologia "), token.toolTip()
    finally:
        set_language("en")


def _player_placing_a_divinity():
    """A companion game caught when the Player took a Mythology token: a divinity to place."""
    import random

    from solo_desk.core.playout import apply_step, next_step

    for seed in range(1, 40):
        s = GAME.new_state({}, seed, "companion")
        rng = random.Random(seed)
        while GAME.result(s) is None and s.age <= 1:
            if not s.asks and any(p.kind == "place_divinity" and p.side == "player" for p in s.pending):
                return s
            s, _ = apply_step(GAME, s, next_step(GAME, s, rng))
    raise AssertionError("no Mythology token taken by the Player")


def test_a_long_prompt_goes_on_two_lines_rather_than_shrinking_to_unreadable(window, qtbot):
    """The Italian prompt for a Mythology token the Player took ("Segnalino Mitologia Egizia: pesca
    le prime 2 Divinità del suo mazzo, …") was shrunk to 7 pt on one line, about 5 px high at
    1280x800: it goes on two lines, each larger, inside its box."""
    s = _player_placing_a_divinity()
    set_language("it")
    try:
        scene = open_state(window, qtbot, s)
        item, box = scene._prompt_line
        assert item.text().replace("\n", " ").startswith("Segnalino Mitologia ")
        assert "\n" in item.text() and item.font().pointSizeF() >= 8
        rect = item.sceneBoundingRect()
        assert box.contains(rect), (box, rect)
    finally:
        set_language("en")
    # a short one stays on one line, at its full size
    scene = open_state(window, qtbot, GAME.new_state({}, 3, "companion"))
    item, box = scene._prompt_line
    assert "\n" not in item.text() and item.font().pointSizeF() == 10.5 and box.contains(item.sceneBoundingRect())


def test_the_city_headers_mark_the_side_whose_turn_waits_on_the_table(window, qtbot):
    """Companion: the Player took a card and the table tells the card it uncovered. The headers said
    "You ◀ to move" (the person who answers); the turn that waits on the answer is SOLO's."""
    import random

    from solo_desk.core.playout import apply_step, next_step

    s, rng = GAME.new_state({}, 1, "companion"), random.Random(1)
    while not (s.asks and s.phase == "play" and s.asks[0].question.startswith("card")
               and s.current == "automa" and not s.pending):
        s, _ = apply_step(GAME, s, next_step(GAME, s, rng))
    shown = texts(open_state(window, qtbot, s))
    assert "SOLO (the automa)  ◀ to move" in shown
    assert "You  ◀ to move" not in shown and "You" in shown
