"""Defects of the ninth playtest: the player's Tribune names the capital of the map in play (its
history line, the Undo menu, the card's menu), though the recorded move names no city."""
import pytest

from solo_desk.core.messages import render
from solo_desk.games.concordia import GAME
from solo_desk.games.concordia.state import Tribune
from solo_desk.ui.i18n import set_language

from tests.gui import status_messages

from .helpers import fresh

CAPITAL_LINES = [
    ("italia", "en", "place a new land colonist in Roma, the capital"),
    ("italia", "it", "piazzi un nuovo colono di terra a Roma, la capitale"),
    ("imperium", "en", "place a new land colonist in Roma, the capital"),
    ("imperium", "it", "piazzi un nuovo colono di terra a Roma, la capitale"),
    ("hispania", "en", "place a new land colonist in Saguntum, the capital"),
    ("hispania", "it", "piazzi un nuovo colono di terra a Saguntum, la capitale"),
]


@pytest.mark.parametrize(("map_id", "lang", "said"), CAPITAL_LINES)
def test_the_tribunes_new_colonist_names_the_capital(map_id, lang, said):
    state = fresh(map=map_id)
    described = GAME.describe(Tribune(card="player-tribune", new_colonist="land"), state)
    assert render(described.key, described.params, lang).endswith(said)
    without = GAME.describe(Tribune(card="player-tribune"), state)  # no colonist: no capital to name
    assert "capital" not in render(without.key, without.params, lang)


@pytest.mark.gui
@pytest.mark.parametrize(("map_id", "lang", "said"), [line for line in CAPITAL_LINES if line[0] != "hispania"])
def test_the_window_names_the_capital_of_a_tribune(window, qtbot, map_id, lang, said):
    """The history line, Edit ▸ Undo and the Tribune's entry in the card's menu."""
    set_language(lang)
    assert window.start_game("concordia", {"map": map_id}, 3, "digital")
    qtbot.waitUntil(lambda: bool(window.scene.pieces()))
    controller = window.controller
    capital = said.rsplit(" ", 3)[1].rstrip(",") if lang == "en" else said.split(" a ")[1].split(",")[0]
    entries = [label for label, action in window.scene.card_choices(controller.state, "player-tribune")
               if action.new_colonist == "land"]
    assert entries and all(capital in label for label in entries), entries
    controller.apply(Tribune(card="player-tribune", new_colonist="land"))
    history = window.docks["history"].widget().list
    assert history.item(1).text().endswith(said), history.item(1).text()
    assert window.act_undo.toolTip().endswith(said), window.act_undo.toolTip()


def test_a_played_card_is_refused_saying_the_tribune_takes_it_back():
    from solo_desk.core.errors import IllegalAction
    from solo_desk.games.concordia.state import Architect

    state, _ = GAME.apply(fresh(), Architect(card="player-architect"))
    state = state.model_copy(update={"turn": "player"})  # the player's turn again, the Architect played
    with pytest.raises(IllegalAction) as err:
        GAME.apply(state, Architect(card="player-architect"))
    assert err.value.message("en") == \
        "Architect is among your played cards: play the Tribune to take them back into your hand."
    assert err.value.message("it") == \
        "La carta Architetto è tra quelle che hai giocato: gioca il Tribuno per riprenderle in mano."


def answer_all(window, qtbot, key):
    """Answer every open question of ``key`` in the Automa panel (the first value offered), then Apply."""
    controller = window.controller
    for _ in range(60):
        open_ = [r for r in controller.proposal.inputs if r.name not in controller.inputs]
        if not open_ or open_[0].key != key:
            break
        controller.answer(open_[0].name, open_[0].choices[0].value)
    window.apply_proposal()


@pytest.mark.gui
@pytest.mark.rule("CONC-DATA-CARDS")
@pytest.mark.parametrize(("lang", "tokens", "display", "tip"), [
    ("en", "city tokens told for 30 cities", "the display shows ", "Display slot 7 shows "),
    ("it", "tessere città indicate per 30 città", "l'esposizione mostra ", "La posizione 7 dell'esposizione mostra "),
])
def test_the_companion_set_up_reads_as_two_short_history_lines(window, qtbot, lang, tokens, display, tip):
    """The set-up's thirty tokens and seven cards were two lines of thirty and seven clauses; each
    answer is now in the line's tooltip."""
    from solo_desk.games.concordia import rules

    set_language(lang)
    assert window.start_game("concordia", {"map": "imperium"}, 4, "companion")
    qtbot.waitUntil(lambda: bool(window.scene.pieces()))
    controller = window.controller
    answer_all(window, qtbot, "concordia.ask.city_token")
    qtbot.waitUntil(lambda: not rules.pending_city_reveals(controller.state))
    answer_all(window, qtbot, "concordia.ask.display_card")
    qtbot.waitUntil(lambda: None not in controller.state.display)
    history = window.docks["history"].widget().list
    assert history.item(1).text() == f"1. {tokens}"
    assert len(history.item(1).toolTip().splitlines()) == 30
    cards = history.item(2).text()
    assert cards.startswith(f"2. {display}") and cards.endswith(")") and cards.count(",") >= 6, cards
    assert history.item(2).toolTip().splitlines()[-1].startswith(tip), history.item(2).toolTip()


@pytest.mark.rule("CONC-DIPLOMAT")
def test_a_diplomat_refused_another_action_says_it_copies_your_last_played_card():
    from solo_desk.core.errors import IllegalAction
    from solo_desk.games.concordia.state import Architect, Mercator

    state, _ = GAME.apply(fresh(), Architect(card="player-architect"))
    state = state.model_copy(update={"turn": "player"})
    with pytest.raises(IllegalAction) as err:
        GAME.apply(state, Mercator(card="player-diplomat_start", trade={"food": 1}))
    assert err.value.message("en") == \
        "Your Diplomat copies your last played card, Architect, not the Mercator (3) action."
    assert err.value.message("it") == \
        "Il tuo Diplomatico copia l'ultima carta che hai giocato, Architetto, non l'azione Mercante (3)."


@pytest.mark.gui
@pytest.mark.parametrize(("lang", "key", "said"), [
    ("en", ("colonist", 0), "Your land colonist in Roma: drag it onto a route to move it with an Architect"),
    ("it", ("colonist", 0), "Il tuo colono di terra a Roma: trascinalo su una tratta per muoverlo con un Architetto"),
    ("en", ("store-colonists", "player", "sea"), "Sea colonist in the storehouse: 2. Drag one onto the board"),
    ("it", ("supply-house", "player"), "Le tue abitazioni non ancora costruite: trascinane una su una città"),
])
def test_a_click_on_a_piece_that_only_drags_says_how_to_move_it(window, qtbot, lang, key, said):
    """A click on a colonist, a house or a supply did nothing and said nothing."""
    set_language(lang)
    assert window.start_game("concordia", {}, 3, "digital")
    qtbot.waitUntil(lambda: bool(window.scene.pieces()))
    piece = next(p for p in window.scene.pieces() if p.key == key)
    with status_messages(window) as errors:
        window.scene.piece_clicked(piece)
    assert len(errors) == 1 and errors[0].startswith(said), errors
    assert window.controller.session.cursor == 0


@pytest.mark.rule("CONC-TURN-ORDER")
@pytest.mark.parametrize("by", [None, "player"])
def test_a_card_played_on_the_ais_turn_says_to_apply_its_turn_first(by):
    """It said "Not your turn: the move is marked as made by: you; to move: AI"."""
    from solo_desk.core.errors import IllegalAction

    state = fresh().model_copy(update={"turn": "automa"})
    with pytest.raises(IllegalAction) as err:
        GAME.apply(state, {"kind": "tribune", "card": "player-tribune", "by": by})
    assert err.value.message("en") == \
        "It is the AI's turn (CONC-TURN-ORDER): apply its turn first, then play your card."
    assert err.value.message("it") == \
        "Tocca all'IA (CONC-TURN-ORDER): applica prima il suo turno, poi gioca la tua carta."


def test_selling_more_than_you_hold_says_how_many_you_hold():
    """It said "Non hai abbastanza unità di stoffa da vendere"."""
    from solo_desk.core.errors import IllegalAction

    with pytest.raises(IllegalAction) as err:
        GAME.apply(fresh(), {"kind": "mercator", "card": "player-mercator_3", "trade": {"cloth": -3}})
    assert err.value.message("en") == "You hold 1 cloth: you cannot sell 3."
    assert err.value.message("it") == "Hai 1 stoffa: non puoi venderne 3."
