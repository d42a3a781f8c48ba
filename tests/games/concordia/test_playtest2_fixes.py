"""Defects of the second companion playtest (in Italian): a colonist dragged during the set-up,
who the history credits with a correction, Italian wording of the menus, history and questions."""
import pytest

from solo_desk.core.messages import render
from solo_desk.games.concordia import GAME, rules
from solo_desk.games.concordia.state import EditColonist

from tests.games.concordia.helpers import fresh
from tests.games.concordia.test_playtest_fixes import start
from tests.gui import status_messages


# -- 1. a colonist dragged onto a route during the companion set-up --------------------------------
@pytest.mark.gui
@pytest.mark.rule("CONC-SETUP-2P")
@pytest.mark.parametrize("pick", [False, True])
def test_a_colonist_dragged_during_the_set_up_offers_only_the_correction_and_says_why(window, qtbot, monkeypatch, pick):
    """Playtest 2: the drag silently moved the colonist (a step "Player: land colonist moved") while
    the Architect stayed in hand. Now: a menu with the correction only, the set-up reason told."""
    from tests.games.concordia.test_scene import drag

    controller = start(window, qtbot, mode="companion")
    state = controller.state
    assert rules.table_untold(state)
    the_map = rules.game_map(state)
    route = next(r for r in the_map.routes_at(the_map.capital) if r.kind == "land")
    scene = window.scene
    offered = []
    monkeypatch.setattr(scene, "choose", lambda title, entries: offered.append((title, entries))
                        or (entries[-1][1] if pick else None))
    colonist = next(p.key for p in scene.pieces() if p.key[0] == "colonist"
                    and state.player.colonists[p.key[1]].kind == "land")
    with status_messages(window) as errors:
        drag(scene, colonist, ("route", route.id))
    assert len(offered) == 1, "a menu, never a silent edit"
    title, entries = offered[0]
    assert [type(a) for _, a in entries] == [EditColonist]  # no Architect before the table is told
    assert "correction" in entries[0][0] and "no card played" in entries[0][0]
    assert errors and "city token" in errors[-1] and "CONC-SETUP-2P" in errors[-1], errors
    if pick:  # the correction chosen knowingly: one step, the Architect still in hand
        assert [s.actions for s in controller.session.steps] == [[entries[0][1]]]
        assert controller.state.player.colonists[colonist[1]].at == route.id
    else:  # the menu left: nothing moves
        assert not controller.session.steps and controller.state.player.colonists[colonist[1]].at == the_map.capital
    assert "player-architect" in controller.state.player.hand


@pytest.mark.gui
@pytest.mark.rule("CONC-SETUP-2P")
def test_the_set_up_refusal_fits_the_status_bar_of_a_1280_px_window_in_italian(window, qtbot):
    """Playtest 2: "… Clicca ogni cit…" was cut off at 1280 px, beside the game's name."""
    from PySide6.QtWidgets import QWidget

    from solo_desk.ui.i18n import set_language

    set_language("it")
    window.resize(1280, 800)
    controller = start(window, qtbot, mode="companion", map="italia")
    scene = window.scene
    scene.piece_clicked(next(p for p in scene.pieces() if p.key == ("hand", "player-senator")))
    bar = window.statusBar()
    shown = bar.currentMessage()
    # the room beside the bar's own widgets (the game's name, hidden while a message shows, and the grip)
    beside = sum(w.sizeHint().width() for w in bar.findChildren(QWidget) if w.parent() is bar)
    room = bar.width() - beside - 30
    assert beside > 0 and bar.fontMetrics().horizontalAdvance(shown) <= room, (shown, room)
    assert shown.startswith("Nessuna carta") and "CONC-SETUP-2P" in shown[:90] and "tessere città" in shown[:90]
    assert shown.endswith("clicca le città grigie.")
    assert not controller.session.steps


# -- 2. corrections credited as moves are ------------------------------------------------------------
def test_corrections_credit_the_side_as_the_history_credits_moves():
    """Playtest 2: "1. Giocatore: colono … spostato" beside "2. tu: Senatore: …": one way, the moves'.
    A correction reads as every game's does ("Correction: …", the history shows no side before it),
    the side named as the history names it before a move ("(you)", "(l'IA)")."""
    from solo_desk.games.concordia.state import EditGoods, EditHouse, EditMoney

    for action, side in ((EditColonist(side="player", colonist="land", at="roma", to=None), "player"),
                         (EditGoods(side="player", good="wine", count=2), "player"),
                         (EditMoney(count=7), "player"),
                         (EditHouse(side="player", city="aleria", present=True), "player"),
                         (EditGoods(side="automa", good="cloth", count=0), "automa"),
                         (EditHouse(side="automa", city="aleria", present=False), "automa")):
        described = GAME.describe(action)
        for lang in ("en", "it"):
            # the words the history panel puts before a move of that side
            by = render("side.player", {}, lang) if side == "player" else render("concordia.ui.side.automa", {}, lang)
            text = render(described.key, described.params, lang)
            assert text.startswith("Correzione: " if lang == "it" else "Correction: "), text
            assert text.endswith(f"({by})"), (text, by)
            assert "Player" not in text and "Giocatore" not in text and "giocatore" not in text, text
    money = GAME.describe(EditMoney(count=7))
    assert render(money.key, money.params, "it") == "Correzione: sesterzi ora 7 (tu)"


# -- 3. Italian wording ------------------------------------------------------------------------------
@pytest.mark.gui
def test_the_senator_menu_buys_with_the_history_s_verb(window, qtbot):
    """Playtest 2: the menu said "Compra Fabbro", the history "acquista Fabbro": one verb."""
    from solo_desk.games.concordia.state import Senator
    from solo_desk.ui.i18n import set_language

    set_language("it")
    controller = start(window, qtbot, seed=5)
    state = controller.state
    labels = [label for label, _ in window.scene.card_choices(state, "player-senator")]
    buys = [label for label in labels if label.startswith("Acquista ")]
    assert buys and not [label for label in labels if "ompra" in label], labels
    action = next(a for label, a in window.scene.card_choices(state, "player-senator") if isinstance(a, Senator) and a.buy)
    described = GAME.describe(action)
    assert ": acquisti " in render(described.key, described.params, "it")  # the Player's own, in the second person


def test_wine_and_cloth_are_counted_in_units_as_food_is():
    """Playtest 2: "-2 vini", "2 stoffe": the board's forms ("2 unità di vino")."""
    from solo_desk.games.concordia.content import counted_goods

    told = render("x", {"goods": counted_goods(("wine", "wine", "cloth", "cloth", "cloth"))}, "it")
    assert told == "x(goods=2 unità di vino, 3 unità di stoffa)"
    one = render("x", {"goods": counted_goods(("wine", "cloth"))}, "it")
    assert one == "x(goods=1 vino, 1 stoffa)"


@pytest.mark.gui
def test_the_menus_count_wine_in_units(window, qtbot):
    from solo_desk.games.concordia.scene import delta_text
    from solo_desk.ui.i18n import set_language

    from tests.games.concordia.helpers import goods, with_side

    set_language("it")
    state = start(window, qtbot).state
    before = with_side(state, "player", goods=goods(wine=3, cloth=3))
    after = with_side(state, "player", goods=goods(wine=1, cloth=5))
    text = delta_text(before, after)
    assert "-2 unità di vino" in text and "+2 unità di stoffa" in text and "vini" not in text, text


def test_an_architect_line_counts_its_colonists():
    """Playtest 2: "coloni mossi di 1 passo" / "colonists moved 1 step" for a single colonist."""
    from solo_desk.games.concordia.state import Architect, ColonistMove

    def both(*moves):
        described = GAME.describe(Architect(card="player-architect", moves=moves))
        return [render(described.key, described.params, lang) for lang in ("en", "it")]

    en, it = both(ColonistMove(colonist=0, path=("r1",)))
    assert "move a colonist 1 step;" in en and "muovi un colono di 1 passo" in it and "coloni" not in it
    en, it = both(ColonistMove(colonist=0, path=("r1", "r2")))
    assert "move a colonist 2 steps;" in en and "muovi un colono di 2 passi" in it
    en, it = both(ColonistMove(colonist=0, path=("r1",)), ColonistMove(colonist=1, path=("r2", "r3")))
    assert "move colonists 3 steps;" in en and "muovi i coloni di 3 passi" in it


@pytest.mark.rule("CONC-ROLL-DIE")
@pytest.mark.parametrize("dice", ["d12", "2d6"])
def test_a_single_d12_is_the_die_two_d6_are_the_dice(dice):
    """Playtest 2: "Tira i dadi … (d12)": one d12 is "il dado"."""
    from tests.games.concordia.helpers import ai_turn

    state = ai_turn(fresh(4, dice=dice))
    asked = GAME.propose(state.model_copy(update={"mode": "companion"})).inputs[0]
    question = {lang: render(asked.key, asked.params, lang) for lang in ("en", "it")}
    trace = GAME.propose(state).trace
    told = {lang: render(trace[0].key, trace[0].params, lang) for lang in ("en", "it")}
    if dice == "d12":
        assert question["it"].startswith("Tira il dado dell'azione dell'IA (d12)"), question
        assert question["en"].startswith("Roll the AI's action die (d12)"), question
        assert told["it"].startswith("L'IA tira il dado (d12)") and told["en"].startswith("The AI rolls its die (d12)"), told
    else:
        assert question["it"].startswith("Tira i dadi dell'azione dell'IA (2d6)"), question
        assert told["it"].startswith("L'IA tira i dadi (2d6)") and told["en"].startswith("The AI rolls its dice (2d6)"), told


@pytest.mark.gui
@pytest.mark.rule("CONC-ROLL-DIE")
def test_the_board_names_the_ai_s_single_die(window, qtbot):
    from PySide6.QtWidgets import QGraphicsSimpleTextItem

    from solo_desk.ui.i18n import set_language

    set_language("it")
    start(window, qtbot, dice="d12")
    texts = [i.text() for i in window.scene.items() if isinstance(i, QGraphicsSimpleTextItem)]
    assert "Dado dell'IA: d12" in texts and "Dadi dell'IA: d12" not in texts
