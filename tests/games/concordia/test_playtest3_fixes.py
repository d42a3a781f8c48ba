"""Defects of the third window playtest (a player's game in the real window, English and Italian)."""
import pytest

from solo_desk.games.concordia.state import Consul, Senator
from solo_desk.ui.i18n import set_language

from tests.games.concordia.helpers import goods, set_display, with_side
from tests.games.concordia.test_playtest_fixes import start
from tests.gui import status_messages


# -- 1. two cards of one name for sale: the Senator's and the Consul's menus say which one -----------
@pytest.mark.gui
@pytest.mark.parametrize("lang", ["en", "it"])
def test_buying_one_of_two_cards_of_the_same_name_names_its_slot(window, qtbot, lang):
    """Playtest 3: the display showed a Prefect in slot 3 and another in slot 7; the Senator's menu
    offered "Buy Prefect" twice, at two prices, with no way to tell which card each one buys."""
    set_language(lang)
    controller = start(window, qtbot)
    state = set_display(controller.state, ["I-farmer", "I-mason", "I-prefect", "I-diplomat_I", "I-smith",
                                           "II-colonist", "II-prefect"])
    state = with_side(state, "player", goods=goods(brick=3, food=3, tools=3, wine=3, cloth=3), money=30,
                      hand=state.player.hand + ("player-consul",) if "player-consul" not in state.player.hand
                      else state.player.hand)
    scene = window.scene
    for card, kind in (("player-senator", Senator), ("player-consul", Consul)):
        labels: dict[tuple, str] = {}
        for label, action in scene.card_choices(state, card):
            if isinstance(action, kind) and action.pay is None:
                bought = action.buy if isinstance(action, Senator) else (action.buy,)
                labels[tuple(b for b in bought if b)] = label.split(" → ")[0]
        one = {b[0]: text for b, text in labels.items() if len(b) == 1}
        assert "I-prefect" in one and "II-prefect" in one, labels
        assert one["I-prefect"] != one["II-prefect"]
        slot = "slot" if lang == "en" else "posizione"
        assert f"({slot} 3)" in one["I-prefect"] and f"({slot} 7)" in one["II-prefect"], one
        assert f"({slot}" not in one["I-farmer"]  # a name alone in the display stays short


# -- 2. the status line on the AI's turn says what the table does next ------------------------------
def status_line(scene) -> str:
    from PySide6.QtWidgets import QGraphicsSimpleTextItem

    return next((i.text() for i in scene.items() if isinstance(i, QGraphicsSimpleTextItem)
                 and i.text().startswith(("Turn ", "Turno "))), "")


@pytest.mark.gui
def test_the_ai_s_turn_asks_for_its_die_then_for_apply(window, qtbot):
    """Playtest 3 (companion): the board said "the AI's turn: Apply it in the Automa panel" while
    Apply was greyed, the panel waiting for the AI's die. Now the line asks for the answer, then,
    once the die is told, for Apply."""
    from solo_desk.games.concordia import moves

    from tests.games.concordia.helpers import fresh

    controller = start(window, qtbot, mode="companion")
    digital = fresh(seed=3)
    told = controller.state.model_copy(update={"city_goods": digital.city_goods, "display": digital.display,
                                               "stack": digital.stack})
    controller.session.replace_initial(told)
    qtbot.waitUntil(lambda: "your turn" in status_line(window.scene))
    assert controller.apply(moves.player_moves(controller.state, ("player-prefect-1",))[1])
    qtbot.waitUntil(lambda: "the AI's turn" in status_line(window.scene))
    assert "answer its question in the Automa panel" in status_line(window.scene)
    asked = controller.proposal.inputs[0]
    controller.answer(asked.name, asked.choices[0].value)
    while controller.proposal.inputs and any(r.name not in controller.inputs for r in controller.proposal.inputs):
        request = next(r for r in controller.proposal.inputs if r.name not in controller.inputs)
        controller.answer(request.name, request.choices[0].value)
    assert controller.proposal.applicable()
    qtbot.waitUntil(lambda: "press Apply in the Automa panel" in status_line(window.scene))


# -- 3. a tie asked of the table: its cities lit on the map ------------------------------------------
@pytest.mark.gui
@pytest.mark.rule("CONC-AMB-05")
def test_the_cities_of_a_tie_are_lit_while_the_table_picks_one(window, qtbot, monkeypatch):
    """Playtest 3 (companion): "These cities are equally near: pick one (Mutina, Croton)" lit
    neither city; the player had to look for them on the map."""
    from solo_desk.core.proposal import InputChoice, InputRequest, Proposal
    from solo_desk.games.concordia.bot import named_choice

    controller = start(window, qtbot, mode="companion")
    tie = InputRequest(name="tie", kind="choice", key="concordia.ask.tie", params={"cities": ["Mutina", "Croton"]},
                       choices=[named_choice("mutina"), named_choice("croton")])
    roll = InputRequest(name="action_roll", kind="die", key="concordia.ask.action_roll",
                        params={"dice": "d12", "die": "d12"}, choices=[InputChoice(value="1")])
    proposal = Proposal(status="needs_input", to_move="automa", rule="CONC-AI-TURN", inputs=[roll, tie])
    monkeypatch.setattr(type(controller), "proposal", property(lambda self: proposal))
    scene = window.scene
    scene.show_proposal()
    lit = {p.key for p in scene.pieces() if p.highlighted}
    assert {("city", "mutina"), ("city", "croton")} <= lit, lit
    assert not {k for k in lit if k[0] == "city"} - {("city", "mutina"), ("city", "croton")}


# -- 4. a colonist dragged beyond the Architect's reach ----------------------------------------------
@pytest.mark.gui
@pytest.mark.parametrize("pick", [False, True])
def test_a_colonist_dragged_too_far_for_the_architect_is_no_silent_correction(window, qtbot, monkeypatch, pick):
    """Playtest 3: a land colonist dragged from Roma to Aquileia – Bauzanum (too far for the
    Architect) silently became "Correction: land colonist moved", the Architect still in hand
    and the turn not passed. Now the menu offers the correction only, and the status bar says why."""
    from PySide6.QtWidgets import QWidget

    from solo_desk.games.concordia import rules
    from solo_desk.games.concordia.state import EditColonist

    from tests.games.concordia.test_scene import drag

    window.resize(1280, 800)
    controller = start(window, qtbot)
    state = controller.state
    scene = window.scene
    offered = []
    monkeypatch.setattr(scene, "choose", lambda title, entries: offered.append(entries)
                        or (entries[-1][1] if pick else None))
    colonist = next(p.key for p in scene.pieces() if p.key[0] == "colonist"
                    and state.player.colonists[p.key[1]].kind == "land")
    with status_messages(window) as errors:
        drag(scene, colonist, ("route", "land:aquileia-bauzanum"))
    assert len(offered) == 1 and [type(a) for _, a in offered[0]] == [EditColonist], offered
    assert errors and "No Architect move takes it there (2 steps at most" in errors[-1], errors
    bar = window.statusBar()
    beside = sum(w.sizeHint().width() for w in bar.findChildren(QWidget) if w.parent() is bar)
    assert bar.fontMetrics().horizontalAdvance(bar.currentMessage()) <= bar.width() - beside - 30
    if pick:
        assert controller.state.player.colonists[colonist[1]].at == "land:aquileia-bauzanum"
    else:
        assert not controller.session.steps
        assert controller.state.player.colonists[colonist[1]].at == rules.game_map(state).capital
    assert "player-architect" in controller.state.player.hand


# -- 5. a house the player cannot pay: what it costs and what the player has -------------------------
def test_a_house_refused_for_its_price_says_what_the_player_has():
    """Playtest 3: the Architect dialog refused with "A house in Cosa costs 1 brick, 1 cloth and 5
    sestertii.": true, but not what is missing. Now it adds what the player holds."""
    from solo_desk.core.errors import IllegalAction
    from solo_desk.games.concordia import rules
    from solo_desk.games.concordia.scene_dialogs import ArchitectDialog

    from tests.games.concordia.helpers import fresh

    state = with_side(fresh(seed=3), "player", goods=goods(brick=2, cloth=0, wine=1), money=3)
    dialog = ArchitectDialog(state, "player-architect")
    dialog.set_move(0, next(r for r in dialog.destinations(0) if "cosa" in r))
    assert "cosa" in dialog.buildable()
    dialog.set_build("cosa", True)
    with pytest.raises(IllegalAction) as refused:
        rules.apply_player_move(state, dialog.action())
    price, money = rules.house_price(state, "cosa")
    told = {lang: refused.value.message(lang) for lang in ("en", "it")}
    assert told["en"].startswith(f"A house in Cosa costs 1 brick, 1 {price[1]}")
    assert told["en"].endswith(f"and {money} sestertii; you have 2 bricks, 0 {price[1]} and 3 sestertii."), told
    assert "; hai 2 mattoni, 0 unità di stoffa e 3 sesterzi." in told["it"], told
    assert dialog.error.text() == told["en"]


# -- 6. Italian: the score table's rows all start with a capital -------------------------------------
def test_every_row_of_the_score_table_starts_with_a_capital_in_italian():
    """Playtest 3: "Vesta, Giove, … Minerva, carta Concordia, Totale"."""
    from solo_desk.core.messages import render
    from solo_desk.games.concordia.content import GODS

    for god in list(GODS) + ["concordia"]:
        for lang in ("en", "it"):
            label = render(f"concordia.god.{god}", {}, lang)
            assert label[:1].isupper(), (god, lang, label)


@pytest.mark.gui
@pytest.mark.parametrize("lang", ["en", "it"])
def test_the_board_s_game_over_line_reads_as_one_sentence(window, qtbot, lang):
    """Playtest 3: "Game over: The AI wins (17 to 146)", "Partita finita: Vince l'IA (42 a 185)":
    a capital after the colon, and the loser's score first, unlike the window's "game over: the AI
    wins (the AI 146 · you 17)"."""
    from PySide6.QtWidgets import QGraphicsSimpleTextItem

    from tests.games.concordia.test_scene import play

    set_language(lang)
    controller = start(window, qtbot)
    play(controller, 400)
    result = controller.game.result(controller.state)
    assert result is not None
    window.scene.refresh()
    lines = [i.text() for i in window.scene.items() if isinstance(i, QGraphicsSimpleTextItem)
             and i.text().startswith(("Game over:", "Partita finita:"))]
    winner = {"en": {"automa": "the AI wins", "player": "you win", "draw": "a draw"},
              "it": {"automa": "vince l'IA", "player": "hai vinto", "draw": "pareggio"}}[lang][result.winner]
    head = "Game over: " if lang == "en" else "Partita finita: "
    scores = sorted(result.scores[s] for s in ("player", "automa"))[::-1]  # the winner's first, as the window says it
    why = window.scene.end_reason(controller.state, result.reason)  # what ended it (playtest 4)
    assert why
    assert lines == [f"{head}{winner} ({scores[0]} {'to' if lang == 'en' else 'a'} {scores[1]}) · {why}"]
