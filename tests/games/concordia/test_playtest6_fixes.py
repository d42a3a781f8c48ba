"""Defects of the sixth playtest (whole games, English and Italian, digital and companion): a
specialist's history line says which good it produced."""
import pytest

from solo_desk.core.messages import render
from solo_desk.games.concordia import GAME
from solo_desk.games.concordia.state import Specialist

from tests.gui import status_messages


def line(action, lang):
    described = GAME.describe(action)
    return render(described.key, described.params, lang)


@pytest.mark.parametrize("card, en, it", [
    ("I-smith", "play the Smith: produce tools", "giochi la carta Fabbro: produci utensili"),
    ("I-mason", "play the Mason: produce bricks", "giochi la carta Muratore: produci mattoni"),
    ("I-farmer", "play the Farmer: produce food", "giochi la carta Contadino: produci cibo"),
    ("II-vintner", "play the Vintner: produce wine", "giochi la carta Vinaio: produci vino"),
    ("II-weaver", "play the Weaver: produce cloth", "giochi la carta Tessitore: produci stoffa"),
    ("player-diplomat_start", "play the Diplomat, copying a specialist: produce its good",
     "giochi la carta Diplomatico, copiando uno specialista: produci la sua merce"),
])
def test_a_specialists_history_line_names_the_good_it_produced(card, en, it):
    assert line(Specialist(card=card), "en") == en
    assert line(Specialist(card=card), "it") == it


@pytest.mark.gui
@pytest.mark.parametrize("lang", ["en", "it"])
def test_the_names_in_a_crowded_hand_stay_readable(window, qtbot, lang):
    """14 cards in hand (a player who bought many): a long name ("Diplomatico", "Architetto") is
    condensed rather than shrunk to a speck, and still fits its card."""
    from PySide6.QtGui import QFontMetricsF

    from solo_desk.ui.i18n import set_language

    from solo_desk.games.concordia.scene import card_name

    from .helpers import with_side
    from .test_scene import redraw, start

    set_language(lang)
    controller = start(window, qtbot)
    state = controller.state
    bought = tuple(c for c in state.stack if not c.startswith("I-prefect"))[:7]
    crowded = with_side(state, "player", hand=state.player.hand + bought)
    crowded = crowded.model_copy(update={"stack": tuple(c for c in state.stack if c not in bought)})
    controller.session.replace_initial(crowded)
    scene = redraw(window)
    hand = [p for p in scene.pieces() if p.key[0] == "hand"]
    assert len(hand) == 14
    nominal = hand[0].h * 0.105
    for card in hand:
        chosen = card.name_font()
        longest = max(card_name(card.card).split(), key=len)
        assert QFontMetricsF(chosen).horizontalAdvance(longest) <= card.w - 12, longest
        assert chosen.pixelSize() >= nominal * 0.8, (longest, chosen.pixelSize(), nominal)


@pytest.mark.gui
@pytest.mark.parametrize("lang, said", [("en", "It is the AI's turn: press Apply"), ("it", "Tocca all'IA: premi Applica")])
def test_a_click_on_the_capital_in_the_ais_turn_says_why_nothing_happens(window, qtbot, lang, said):
    from solo_desk.games.concordia import rules
    from solo_desk.ui.i18n import set_language

    from .test_scene import start

    set_language(lang)
    controller = start(window, qtbot)
    controller.apply(controller.game.legal_actions(controller.state)[0])  # your move: now the AI's turn
    assert not rules.may_play(controller.state)
    scene = window.scene
    scene.refresh()
    capital = rules.game_map(controller.state).capital
    with status_messages(window) as errors:
        scene.piece_clicked(next(p for p in scene.pieces() if p.key == ("city", capital)))
    assert len(errors) == 1 and errors[0].startswith(said)
    assert controller.session.cursor == 1


@pytest.mark.gui
@pytest.mark.parametrize("lang, price", [("en", "a house costs food + 1 sestertius"),
                                         ("it", "un'abitazione costa cibo + 1 sesterzio")])
def test_a_city_whose_house_costs_one_sestertius_says_it_in_the_singular(window, qtbot, lang, price):
    from solo_desk.games.concordia import rules
    from solo_desk.ui.i18n import set_language

    from .test_scene import start

    set_language(lang)
    controller = start(window, qtbot)
    state = controller.state
    city = next(c for c, g in state.city_goods.items() if g and rules.house_price(state, c)[1] == 1)
    tip = next(p for p in window.scene.pieces() if p.key == ("city", city)).toolTip()
    assert price in tip, tip
    assert "1 sestertii" not in tip and "1 sesterzi " not in tip + " "


@pytest.mark.gui
@pytest.mark.parametrize("lang, one, many", [("en", "1 sestertius", "2 sestertii"), ("it", "1 sesterzio", "2 sesterzi")])
def test_your_one_sestertius_is_said_in_the_singular(window, qtbot, lang, one, many):
    from PySide6.QtWidgets import QGraphicsSimpleTextItem

    from solo_desk.ui.i18n import set_language

    from .helpers import with_side
    from .test_scene import redraw, start

    set_language(lang)
    controller = start(window, qtbot)
    for money, said in ((1, one), (2, many)):
        controller.session.replace_initial(with_side(controller.state, "player", money=money))
        texts = {i.text() for i in redraw(window).items() if isinstance(i, QGraphicsSimpleTextItem)}
        assert said in texts


@pytest.mark.gui
@pytest.mark.parametrize("map_id", ["italia", "hispania", "imperium"])
def test_six_colonists_a_side_in_the_capital_keep_clear_of_the_cities_and_names_near_it(window, qtbot, map_id):
    """The AI never moves its colonists: late in a game six of them may stand in the capital. On
    Imperium a row of them ran under Dyrrhachium and its name; each kind is now a pile."""
    from PySide6.QtWidgets import QGraphicsSimpleTextItem

    from solo_desk.games.concordia import rules
    from solo_desk.games.concordia.state import Colonist

    from .helpers import with_side
    from .test_scene import redraw, start

    controller = start(window, qtbot, map=map_id)
    state = controller.state
    capital = rules.game_map(state).capital
    six = tuple(Colonist(kind=k, at=capital) for k in ("land", "sea") * 3)
    for side in ("player", "automa"):
        state = with_side(state, side, colonists=six, store_colonists={"land": 0, "sea": 0})
    controller.session.replace_initial(state)
    scene = redraw(window)
    colonists = [p for p in scene.pieces() if p.key[0] in ("colonist", "ai-colonist")]
    assert len(colonists) == 12
    others = [p.sceneBoundingRect() for p in scene.pieces() if p.key[0] in ("city", "bonus", "house")]
    others += [t.sceneBoundingRect() for t in scene.items() if isinstance(t, QGraphicsSimpleTextItem)]
    for piece in colonists:
        rect = piece.sceneBoundingRect().adjusted(2, 2, -2, -2)  # the shape, not its margin
        assert not any(rect.intersects(other) for other in others), piece.key


@pytest.mark.parametrize("present, en, it", [
    (False, "Correction: house removed from Aleria (the AI)", "Correzione: abitazione tolta da Aleria (l'IA)"),
    (True, "Correction: house added in Aleria (the AI)", "Correzione: abitazione aggiunta ad Aleria (l'IA)"),
])
def test_a_house_taken_off_the_map_is_removed_from_its_city(present, en, it):
    from solo_desk.games.concordia.state import EditHouse

    action = EditHouse(side="automa", city="aleria", present=present)
    assert (line(action, "en"), line(action, "it")) == (en, it)


@pytest.mark.gui
@pytest.mark.parametrize("lang, said", [("en", ": 1 sestertius when"), ("it", ": 1 sesterzio quando")])
def test_a_bonus_marker_worth_one_sestertius_says_it_in_the_singular(window, qtbot, lang, said):
    from solo_desk.games.concordia import rules
    from solo_desk.games.concordia.content import content
    from solo_desk.ui.i18n import set_language

    from .test_scene import redraw, start

    set_language(lang)
    controller = start(window, qtbot)
    state = controller.state
    coins = content().unverified.bonus_marker_coins
    province = next(p.id for p in rules.game_map(state).provinces
                    if rules.bonus_good(state, p.id) and coins[rules.bonus_good(state, p.id)] == 1)
    controller.session.replace_initial(state.model_copy(update={"prefected": (province,)}))
    tip = next(p for p in redraw(window).pieces() if p.key == ("bonus", province)).toolTip()
    assert said in tip, tip


@pytest.mark.gui
def test_a_starting_card_is_not_offered_a_move_to_the_display(window, qtbot, monkeypatch):
    """The display holds only market cards: "Move to the display" on a starting card was always
    refused ("only market cards in the display"); a bought card still offers it."""
    from .helpers import with_side
    from .test_scene import choose_where, redraw, start

    controller = start(window, qtbot)
    state = controller.state
    bought = state.stack[0]
    controller.session.replace_initial(with_side(state.model_copy(update={"stack": state.stack[1:]}), "player",
                                                 hand=state.player.hand + (bought,)))
    scene = redraw(window)
    menus = []
    monkeypatch.setattr(scene, "choose", lambda title, entries: menus.append([label for label, _ in entries]))
    for card in ("player-senator", bought, "automa-senator"):
        key = ("ai-card", card) if card.startswith("automa") else ("hand", card)
        scene.context_actions(next(p for p in scene.pieces() if p.key == key))
    starting, market, ai = menus
    assert not any("display" in label for label in starting + ai), (starting, ai)
    assert "Move to the display (its rightmost slot)" in market
    assert "Move to your played cards (as the last played)" in starting  # the other places stay
    # the display is full (7 cards): moving the bought card there is refused, and says why
    choose_where(scene, monkeypatch, lambda a: getattr(a, "to", None) == "display")
    with status_messages(window) as errors:
        assert not controller.apply(scene.context_actions(next(p for p in scene.pieces() if p.key == ("hand", bought))))
    assert errors and "7" in errors[-1] and controller.session.cursor == 0
