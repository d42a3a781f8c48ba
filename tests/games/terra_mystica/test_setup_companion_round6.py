"""Round 6 playtest: the set-up and companion mode as the player sees them."""
import pytest

from solo_desk.games.terra_mystica.scene import TileItem
from solo_desk.ui.i18n import set_language

from tests.gui import status_messages

from .helpers import witches_in_round_one
from .test_scene import open_state


@pytest.fixture(params=["en", "it"])
def lang(request):
    set_language(request.param)
    yield request.param
    set_language("en")


def test_round_and_bonus_tiles_spell_stronghold_sanctuary_alike(window, qtbot, lang):
    """A round tile scoring strongholds and sanctuaries and the bonus tile giving VP for them on
    passing print the pair the same way ("Stronghold/sanctuary" against "Stronghold/Sanctuary")."""
    state = witches_in_round_one()
    rounds = list(state.round_tiles)
    rounds[1] = "SCORE4" if "SCORE4" not in rounds else rounds[1]
    state = state.model_copy(update={"round_tiles": rounds, "bonus_pool": ["BON6"] + [b for b in state.bonus_pool if b != "BON6"][:2]})
    scene = open_state(window, qtbot, state)
    tiles = {p.key: p for p in scene.items() if isinstance(p, TileItem)}
    pair = "Stronghold/Sanctuary" if lang == "en" else "Fortezza/Santuario"
    score = next(t for k, t in tiles.items() if k[0] == "round" and state.round_tiles[k[1] - 1] == "SCORE4")
    bonus = tiles[("bonus", "BON6")]
    assert score.lines[0].startswith(f"{pair}: +5"), score.lines
    assert any(f"{pair} 4" in line for line in bonus.lines), bonus.lines


def open_at_a_dwelling_tie(window, qtbot):
    """The window on a companion set-up whose opponents' dwelling is tied, every question before the
    tie answered: the tie's question, now asked."""
    from solo_desk.core.session import Session
    from solo_desk.games.terra_mystica import GAME

    state, inputs, tie = at_a_dwelling_tie()
    window.set_session(Session(GAME, state, state.options))
    qtbot.waitUntil(lambda: bool(window.scene.pieces()))
    for name, value in inputs.items():
        window.controller.answer(name, value)
    qtbot.waitUntil(lambda: any(r.name == tie.name for r in window.controller.proposal.inputs))
    return tie


def at_a_dwelling_tie():
    """A companion game at the set-up question "Tie for the <colour> dwelling near your dwelling
    at <hex>: which hex does it go on?" (the table's draws answered at random, the player's starting
    dwellings placed at random)."""
    import random

    from solo_desk.core.session import Session
    from solo_desk.games.terra_mystica import GAME, rules
    from solo_desk.games.terra_mystica.state import StartDwelling

    for seed in range(1, 40):
        sess = Session.new(GAME, {}, seed, "companion")
        rng, inputs = random.Random(seed), {}
        for _ in range(40):
            proposal = GAME.propose(sess.state, inputs)
            asked = [r for r in proposal.inputs if r.name not in inputs]
            if any(r.name.startswith("tie_") for r in asked):
                return sess.state, inputs, next(r for r in asked if r.name.startswith("tie_"))
            if asked:
                inputs[asked[0].name] = rng.choice([c.value for c in asked[0].choices])
                continue
            if proposal.actions and proposal.to_move != "player":
                sess.apply(proposal.actions)
                inputs = {}
                continue
            dwellings = [m for m in rules.legal_moves(sess.state) if isinstance(m, StartDwelling)]
            if not dwellings:
                break
            sess.apply(rng.choice(dwellings))
    raise AssertionError("no dwelling tie in 40 seeds")


def test_a_dwelling_tie_lights_its_candidate_hexes_on_the_map(window, qtbot):
    """Asked where an opponent's starting dwelling goes among equal candidates, the player sees
    those hexes lit on the map (they were named only in the question); the answer puts the
    light out."""
    tie = open_at_a_dwelling_tie(window, qtbot)
    window.scene.show_proposal()
    lit = {p.key for p in window.scene.pieces() if p.highlighted}
    candidates = {("hex", c.value) for c in tie.choices}
    assert len(candidates) >= 2 and candidates <= lit, (candidates, lit)
    window.controller.answer(tie.name, tie.choices[0].value)
    window.scene.show_proposal()
    lit = {p.key for p in window.scene.pieces() if p.highlighted}
    assert not (candidates - {("hex", tie.choices[0].value)}) & lit


@pytest.mark.rule("TM-DWELL-TIE-RANDOM")
def test_a_click_on_a_lit_tie_hex_answers_the_tie(window, qtbot):
    """The tied hexes are lit on the map, but a click on one did nothing, without a word: it now
    answers the question (as the Automa panel's box would) and the status bar says so."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    from .test_scene import piece

    tie = open_at_a_dwelling_tie(window, qtbot)
    chosen = tie.choices[-1].value
    hex_ = piece(window.scene, ("hex", chosen))
    assert window.scene.can_click(hex_)  # the keyboard's hint says Enter answers it too
    window.view.centerOn(hex_)
    cursor = window.controller.session.cursor
    with status_messages(window, info=True) as shown:
        QTest.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton, pos=window.view.mapFromScene(hex_.center()))
    assert window.controller.inputs[tie.name] == chosen
    assert shown and chosen in shown[-1] and "tie" in shown[-1]
    assert window.controller.session.cursor == cursor  # an answer, not a move: Apply places the dwellings

def test_a_right_click_with_nothing_to_correct_says_why_in_the_status_bar(window, qtbot):
    """At the set-up a right-click on a round tile not drawn yet or on a power action did nothing,
    without a word (the Menu key said "Nothing to correct"): the status bar now says why."""
    from solo_desk.core.session import Session
    from solo_desk.games.terra_mystica import GAME
    from tests.gui import right_click

    from .test_scene import piece

    sess = Session.new(GAME, {}, 7, "companion")
    window.set_session(sess)
    qtbot.waitUntil(lambda: bool(window.scene.pieces()))
    with status_messages(window) as said:
        right_click(window.view, piece(window.scene, ("round", 2)))
        right_click(window.view, piece(window.scene, ("power", 3)))
    assert said == ["The tile of round 2 is not drawn yet: the set-up asks which one it is.",
                    "The blocked power actions can be corrected once the round's actions begin."]
    assert window.controller.session.cursor == 0


def chosen_set_up(until):
    """A digital game in mode 2 (the player chooses the round tiles), played at random until ``until``."""
    import random

    from solo_desk.core.session import Session
    from solo_desk.games.terra_mystica import GAME, rules

    sess = Session.new(GAME, {"selection": "chosen"}, 7, "digital")
    rng = random.Random(5)
    while not until(sess.state):
        if rules.to_move(sess.state) == "player":
            sess.apply(rng.choice(rules.legal_moves(sess.state)))
        else:
            sess.apply(GAME.propose(sess.state).actions)
    return sess


def test_in_mode_2_a_click_on_the_round_being_chosen_offers_its_tiles(window, qtbot, monkeypatch, lang):
    """Choosing round 1's tile, a click on the empty "Round 1" slot said "a round tile is not a
    move": the slot says it is the player's choice, is outlined, and a click offers its tiles."""
    from solo_desk.games.terra_mystica.state import SetupPick

    from .test_scene import piece

    sess = chosen_set_up(lambda s: s.faction and s.colours and len(s.colours) == 3)
    window.set_session(sess)
    qtbot.waitUntil(lambda: bool(window.scene.pieces()))
    scene = window.scene
    slot = piece(scene, ("round", 1))
    assert slot.mark == "current"
    assert slot.lines == ["your choice now: click to choose its tile" if lang == "en"
                          else "scegli ora: clicca per sceglierne la tessera"]
    assert piece(scene, ("round", 2)).mark == "" and scene.can_click(slot) and not scene.can_click(piece(scene, ("round", 2)))
    offered = []
    monkeypatch.setattr(scene, "choose", lambda entries: offered.append(entries) or entries[0][1])
    scene.piece_clicked(slot)
    qtbot.waitUntil(lambda: len(window.controller.state.round_tiles) == 1)
    picks = [a for _, actions in offered[0] for a in actions]
    assert len(picks) >= 2 and all(isinstance(a, SetupPick) and a.item == "round_tile_1" for a in picks)
    done = window.controller.session.steps[-1].actions[0]
    assert isinstance(done, SetupPick) and done.item == "round_tile_1"


def test_the_bonus_tiles_heading_at_the_set_up_says_take_not_pass(window, qtbot, lang):
    from solo_desk.games.terra_mystica.scene import TerraMysticaScene

    sess = chosen_set_up(lambda s: s.phase == "start_bonus")
    window.set_session(sess)
    qtbot.waitUntil(lambda: isinstance(window.scene, TerraMysticaScene) and bool(window.scene.pieces()))
    texts = [i.toPlainText() for i in window.scene.items() if hasattr(i, "toPlainText")]
    texts += [i.text() for i in window.scene.items() if hasattr(i, "text") and callable(i.text) and isinstance(i.text(), str)]
    wanted = ("Bonus tiles in play (click one to take it as your first)" if lang == "en"
              else "Tessere bonus in gioco (clicca su una per prenderla come prima)")
    assert wanted in texts
    assert not any("pass" in t and "Bonus" in t for t in texts if lang == "en")


def test_the_dice_told_for_a_round_cross_their_power_actions_while_the_next_die_is_asked(window, qtbot):
    """Companion mode, power actions blocked by the d6: after the first die is told, the board
    showed every power action still "available" until the last die; the ones told are crossed
    as proposed blocks at once."""
    import random

    from solo_desk.core.session import Session
    from solo_desk.games.terra_mystica import GAME, rules
    from solo_desk.games.terra_mystica.scene import TerraMysticaScene

    from .test_scene import piece

    sess = Session.new(GAME, {"power_mode": "dice"}, 9, "companion")
    rng, inputs = random.Random(3), {}
    for _ in range(60):
        proposal = GAME.propose(sess.state, inputs)
        asked = [r for r in proposal.inputs if r.name not in inputs]
        if asked and "_die_" in asked[0].name:
            break
        if asked:
            inputs[asked[0].name] = rng.choice([c.value for c in asked[0].choices])
            continue
        if proposal.actions and proposal.to_move != "player":
            sess.apply(proposal.actions)
            inputs = {}
            continue
        sess.apply(rng.choice(rules.legal_moves(sess.state)))
    die = asked[0]
    window.set_session(Session(GAME, sess.state, sess.state.options))
    qtbot.waitUntil(lambda: isinstance(window.scene, TerraMysticaScene) and bool(window.scene.pieces()))
    for name, value in inputs.items():
        window.controller.answer(name, value)
    window.controller.answer(die.name, "4")
    qtbot.waitUntil(lambda: any(r.name != die.name and "_die_" in r.name for r in window.controller.proposal.inputs))
    window.scene.show_proposal()
    assert piece(window.scene, ("power", 4)).mark == "blocked"
    assert piece(window.scene, ("power", 4)).lines[-1] == "blocked (proposed)"
    assert all(piece(window.scene, ("power", n)).mark == "" for n in (1, 2, 3, 5, 6))
    assert window.scene.power_title.text() == f"Power actions, round {window.controller.state.round} (proposed)"


@pytest.mark.rule("TM-DWELL-TIE-RANDOM")
def test_the_tie_question_names_the_dwelling_and_asks_for_a_hex():
    """The question read "Candidati pari per il blu vicino alla tua abitazione in I6: dove va?" ("where
    does it go?": what goes, the blue?): it now names the opponent's dwelling and asks for a hex."""
    from solo_desk.core.messages import render
    from solo_desk.games.terra_mystica import labels

    _, _, request = at_a_dwelling_tie()
    colour = request.name.rsplit("_", 1)[1]
    ref = request.name.split("_")[1]
    en, it = (render(request.key, request.params, lang) for lang in ("en", "it"))
    blue, blu = render(labels.colour(colour)["key"], {}, "en"), render(labels.colour_f(colour)["key"], {}, "it")
    assert en == f"Tie for the {blue} dwelling near your dwelling at {ref}: which hex does it go on?"
    assert it == f"Pareggio per l'abitazione {blu} vicino alla tua abitazione in {ref}: in quale esagono va?"
