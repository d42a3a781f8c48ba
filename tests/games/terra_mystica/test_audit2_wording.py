"""Second companion playtest (Italian): a correction says what changed and its new value (an
opponent's cult pawn by its colour, the resource and its number, the tile taken or put back);
favour and town tiles are named by what they show, never by a number; small Italian wording."""
from __future__ import annotations

import re

import pytest
from PySide6.QtWidgets import QGraphicsSimpleTextItem, QGraphicsTextItem, QListWidget

from solo_desk.core.messages import render
from solo_desk.games.terra_mystica import GAME, rules
from solo_desk.games.terra_mystica.state import (
    EditBuilding, EditCult, EditResources, EditTerrain, EditTiles, Pass, Pending, SendPriest, TakeFavour, TakeTown,
)
from solo_desk.ui.i18n import set_language
from tests.gui import right_click

from .test_corrections import companion, menus_of, settle  # noqa: F401 (a fixture)
from .test_purpose import witches_next_to_free_red
from .test_scene import open_state, piece

NUMBERED = re.compile(r"(favour|town|bonus) tiles? \d|tesser[ae] (favore|città|bonus) \d")


def described(action, lang):
    m = GAME.describe(action)
    return render(m.key, m.params, lang)


def recorded(state, action):
    """The action as the session records it (what the history line describes)."""
    return GAME.apply(state, action)[1]


def history_tail(window) -> str:
    history = window.findChild(QListWidget, "history")
    return history.item(history.count() - 1).text()


# -- 1. corrections name what changed and its new value ----------------------------------------

@pytest.mark.gui
@pytest.mark.rule("TM-CULT-STATIC")
def test_swapping_two_opponent_cult_pawns_names_both_pawns_by_colour(window, qtbot, monkeypatch, companion):
    scene = open_state(window, qtbot, companion)
    first, second = companion.colours[:2]
    a, b = companion.opp_cults[first]["earth"], companion.opp_cults[second]["earth"]
    monkeypatch.setattr(scene, "choose_correction", lambda menus: dict(menus[1][1])[f"space {b} (in place of the {second} pawn)"])
    right_click(window.view, piece(scene, ("cult", "earth")))
    settle(window, qtbot, 1)
    line = history_tail(window)
    assert line == (f"1. Correction: the {first} and {second} pawns on the Earth cult swapped places: "
                    f"the {first} one is on space {b}, the {second} one on space {a}"), line
    assert "you:" not in line  # a correction is by no side
    assert "sets the Earth cult" not in line  # never read as the player's own pawn
    state = window.controller.state
    assert (state.opp_cults[first]["earth"], state.opp_cults[second]["earth"]) == (b, a)
    rules.check(state)


@pytest.mark.rule("TM-CULT-STATIC")
def test_a_swap_is_told_in_italian_and_replays_to_the_same_table(companion):
    first, second = companion.colours[:2]
    a, b = companion.opp_cults[first]["earth"], companion.opp_cults[second]["earth"]
    swap = recorded(companion, EditCult(cult="earth", value=b, colour=first, swap=second))
    fem = {"blue": "blu", "grey": "grigia", "red": "rossa"}
    assert described(swap, "it") == (f"Correzione: la pedina {fem[first]} e quella {fem[second]} del culto della Terra "
                                     f"si sono scambiate di posto: la {fem[first]} è alla casella {b}, "
                                     f"la {fem[second]} alla casella {a}")
    once, _ = GAME.apply(companion, swap)
    again, _ = GAME.apply(companion, EditCult(cult="earth", value=b, colour=first, swap=second))
    assert once == again and (once.opp_cults[first]["earth"], once.opp_cults[second]["earth"]) == (b, a)
    with pytest.raises(Exception):
        GAME.apply(companion, EditCult(cult="earth", value=b, colour=first, swap="purple"))


@pytest.mark.rule("TM-CULT-STATIC")
def test_an_opponent_cult_pawn_correction_names_its_colour_in_italian():
    assert described(EditCult(cult="earth", value=4, colour="grey"), "it") == "Correzione: la pedina grigia del culto della Terra è alla casella 4"
    assert described(EditCult(cult="water", value=4, colour="blue"), "en") == "Correction: the blue pawn on the Water cult is on space 4"
    assert described(EditCult(cult="water", value=4), "it") == "Correzione: la tua pedina del culto dell'Acqua è alla casella 4"
    assert described(EditCult(cult="water", value=4), "en") == "Correction: your pawn on the Water cult is on space 4"


@pytest.mark.parametrize("action, en, it", [
    (EditResources(coins=15), "Correction: your coins now 15", "Correzione: le tue monete ora 15"),
    (EditResources(coins=15, workers=3), "Correction: your coins now 15, your workers now 3",
     "Correzione: le tue monete ora 15, i tuoi lavoratori ora 3"),
    (EditResources(priests=3), "Correction: your priests now 3", "Correzione: i tuoi sacerdoti ora 3"),
    (EditResources(vp=44), "Correction: your VP now 44", "Correzione: i tuoi PV ora 44"),
    (EditResources(keys=2), "Correction: your keys now 2", "Correzione: le tue chiavi ora 2"),
    (EditResources(power=[1, 10, 1]), "Correction: your power bowls now 1 / 10 / 1",
     "Correzione: le tue ciotole del potere ora 1 / 10 / 1"),
    (EditResources(shipping=2), "Correction: your shipping level now 2", "Correzione: il tuo livello di navigazione ora 2"),
    (EditResources(digging=1), "Correction: your digging level now 1", "Correzione: il tuo livello di scavo ora 1"),
    (EditBuilding(hex="A2", owner="grey", building="D"), "Correction: the building on A2 is now a grey dwelling",
     "Correzione: l'edificio in A2 ora è un'abitazione grigia"),
    (EditBuilding(hex="A2", owner="grey", building="SH"), "Correction: the building on A2 is now a grey stronghold",
     "Correzione: l'edificio in A2 ora è una fortezza grigia"),  # the colour agrees with "fortezza"
    (EditBuilding(hex="A2", owner="red", building="TE"), "Correction: the building on A2 is now a red temple",
     "Correzione: l'edificio in A2 ora è un tempio rosso"),
    (EditBuilding(hex="A2", owner="player", building="SH"), "Correction: the building on A2 is now your stronghold",
     "Correzione: l'edificio in A2 ora è la tua fortezza"),
    (EditBuilding(hex="B6", owner=None), "Correction: no building on B6", "Correzione: nessun edificio in B6"),
    (EditTerrain(hex="D4", colour="grey"), "Correction: the terrain on D4 is grey", "Correzione: il terreno in D4 è grigio"),
])
def test_a_correction_names_what_changed_and_its_new_value(action, en, it):
    assert described(action, "en") == en
    assert described(action, "it") == it


@pytest.mark.gui
def test_a_counter_correction_in_the_history_names_the_resource_and_its_number(window, qtbot, monkeypatch, companion):
    scene = open_state(window, qtbot, companion)
    menus_of(scene, monkeypatch, pick=f"You have {companion.coins}: set the number…")
    monkeypatch.setattr(scene, "ask_count", lambda title, label, now, top: 17)
    right_click(window.view, piece(scene, ("counter", "coins")))
    settle(window, qtbot, 1)
    assert history_tail(window) == "1. Correction: your coins now 17"  # by no side, whatever its ``by``
    set_language("it")
    try:
        window.controller.changed.emit()
        assert history_tail(window) == "1. Correzione: le tue monete ora 17"
    finally:
        set_language("en")


def test_a_tile_correction_names_the_tile_taken_or_put_back(companion):
    took = recorded(companion, EditTiles(favours=companion.favours + ["FAV11"]))
    assert described(took, "en") == "Correction: tiles held: taken the favour tile “Earth cult +1; dwelling +2 VP”"
    assert described(took, "it") == "Correzione: tessere possedute: presa la tessera favore «culto della Terra +1; abitazione +2 PV»"
    state, _ = GAME.apply(companion, took)
    back = recorded(state, EditTiles(favours=companion.favours, towns=state.towns + ["TW1"]))
    assert described(back, "en") == ("Correction: tiles held: taken the town tile “5 VP; 6 coins”, "
                                     "put back the favour tile “Earth cult +1; dwelling +2 VP”")
    assert described(back, "it") == ("Correzione: tessere possedute: presa la tessera città «5 PV; 6 monete», "
                                     "rimessa la tessera favore «culto della Terra +1; abitazione +2 PV»")
    again, _ = GAME.apply(companion, took)  # the recorded action replays to the same table
    assert again == state


# -- 2. favour and town tiles by what they show ------------------------------------------------

@pytest.mark.parametrize("action, en, it", [
    (TakeFavour(tile="FAV9"), "take favour tile “Fire cult +1; income 3 coins”", "prendi la tessera favore «culto del Fuoco +1; rendita 3 monete»"),
    (TakeFavour(tile="FAV12"), "take favour tile “Air cult +1; passing: VP for trading houses”",
     "prendi la tessera favore «culto dell'Aria +1; passando: PV per gli empori»"),
    (TakeFavour(tile="FAV6"), "take favour tile “Water cult +2; action: 1 cult step”",
     "prendi la tessera favore «culto dell'Acqua +2; azione: 1 passo su un culto»"),
    (TakeTown(tile="TW5"), "take town tile “8 VP; +1 on each cult”", "prendi la tessera città «8 PV; +1 su ogni culto»"),
    (TakeTown(tile="TW3"), "take town tile “9 VP; 1 priest”", "prendi la tessera città «9 PV; 1 sacerdote»"),
])
def test_the_history_names_favour_and_town_tiles_by_what_they_show(action, en, it):
    assert described(action, "en") == en
    assert described(action, "it") == it


def test_no_two_favour_or_town_tiles_share_a_name():
    from solo_desk.games.terra_mystica import labels
    from solo_desk.games.terra_mystica.content import catalogue

    tiles = list(catalogue().favours) + list(catalogue().towns)
    for lang in ("en", "it"):
        for name in (labels.tile_shown, labels.tile_short):
            shown = [render_label(name(t), lang) for t in tiles]
            assert len(set(shown)) == len(tiles), shown
            assert not any(NUMBERED.search(s) for s in shown), shown


def render_label(value, lang):
    from solo_desk.core.messages import render_value

    return render_value(value, lang)


@pytest.mark.gui
@pytest.mark.parametrize("lang", ["en", "it"])
def test_the_board_names_no_favour_town_or_bonus_tile_by_number(window, qtbot, monkeypatch, lang):
    set_language(lang)
    base = witches_next_to_free_red()
    state = base.model_copy(update={"favours": ["FAV11", "FAV7"], "towns": ["TW1"],
                                    "pending": [Pending(kind="favour", amount=1)]})
    scene = open_state(window, qtbot, state)
    texts = [i.toPlainText() if isinstance(i, QGraphicsTextItem) else i.text()
             for i in scene.items() if isinstance(i, (QGraphicsTextItem, QGraphicsSimpleTextItem))]
    texts += [i.toolTip() for i in scene.items()]
    texts += [getattr(p, "title", "") for p in scene.pieces()]
    menus = [label for a in rules.legal_moves(state) if isinstance(a, (TakeFavour, Pass)) for label in [scene.label(state, a)]]
    menus += [label for a in rules.legal_moves(base) if isinstance(a, Pass) for label in [scene.label(base, a)]]
    titles = [t for key in (("favour", "FAV3"), ("town", "TW2")) for t, _ in scene.corrections(state, key)]
    assert menus and titles
    for text in texts + menus + titles:
        assert not NUMBERED.search(text), text
    held = "Earth cult +1, Earth cult +2; towns: 5 VP" if lang == "en" else "culto della Terra +1, culto della Terra +2; città: 5 PV"
    assert held in [t.replace("\u00a0", " ") for t in texts]
    if lang == "it":
        assert "Correzione: tessera favore «culto della Terra +3»" in titles
        assert any(m.startswith("Prendi la tessera favore «") for m in menus)
        assert any(m.startswith("Passa e prendi la tessera bonus «") for m in menus)
    else:
        assert "Correction: favour tile “Earth cult +3”" in titles


# -- 4. small wording ----------------------------------------------------------------------------

@pytest.mark.gui
def test_the_vp_dialog_label_reads_vp(window, qtbot, monkeypatch, companion):
    for lang, expected in (("en", "VP"), ("it", "PV")):
        set_language(lang)
        scene = open_state(window, qtbot, companion)
        asked = []
        monkeypatch.setattr(scene, "ask_count", lambda title, label, now, top: asked.append(label))
        scene._count_asker(companion, "vp")()
        assert asked == [expected]


@pytest.mark.gui
def test_sending_a_priest_names_the_cult_as_the_history_does(window, qtbot):
    set_language("it")
    state = witches_next_to_free_red()
    scene = open_state(window, qtbot, state)
    assert scene.label(state, SendPriest(cult="water", steps=3)).startswith("Manda un sacerdote al culto dell'Acqua: 3 passi")
    assert scene.label(state, SendPriest(cult="air", steps=1)).startswith("Manda un sacerdote al culto dell'Aria: 1 passo")
    assert scene.label(state, SendPriest(cult="fire", steps=2)).startswith("Manda un sacerdote al culto del Fuoco: 2 passi")
    set_language("en")
    assert scene.label(state, SendPriest(cult="water", steps=3)).startswith("Send a priest to the Water cult: 3 steps")


def test_a_refusal_for_one_missing_resource_is_singular_in_italian():
    error = rules.illegal("not_enough_one", resource="priests", need=1, have=0)
    assert render(error.key, error.params, "it") == "Non hai abbastanza sacerdoti: ne serve 1, ne hai 0."
    error = rules.illegal("not_enough", resource="workers", need=2, have=0)
    assert render(error.key, error.params, "it") == "Non hai abbastanza lavoratori: ne servono 2, ne hai 0."
    state = witches_next_to_free_red().model_copy(update={"priests": 0})
    with pytest.raises(Exception) as refused:
        rules.pay(state.model_copy(deep=True), {"priests": 1})
    assert render(refused.value.key, refused.value.params, "it") == "Non hai abbastanza sacerdoti: ne serve 1, ne hai 0."


@pytest.mark.rule("TM-POWER-D6")
def test_the_spade_power_actions_read_alike_by_count():
    from solo_desk.games.terra_mystica import labels

    five, six = (render_label(labels.die_choice(n), "it") for n in (5, 6))
    assert (five, six) == ("5 · 1 vanga gratis", "6 · 2 vanghe gratis")
    assert render_label(labels.die_choice(5), "en") == "5 · 1 free spade"


@pytest.mark.gui
def test_an_opponent_dwelling_in_the_correction_menu_agrees_in_gender(window, qtbot, companion):
    set_language("it")
    scene = open_state(window, qtbot, companion)
    h = next(h for h, c in companion.terrain.items() if h not in companion.buildings and c == "grey")
    entries = [label for title, items in scene.corrections(companion, ("hex", h)) for label, _ in items]
    assert "Abitazione (grigia)" in entries and "Emporio (grigio)" in entries


@pytest.mark.gui
def test_the_player_panel_does_not_repeat_the_long_name_of_the_bonus_tile_held(window, qtbot):
    set_language("it")
    state = witches_next_to_free_red()
    assert state.bonus
    scene = open_state(window, qtbot, state)
    texts = [i.toPlainText() for i in scene.items() if isinstance(i, QGraphicsTextItem)]
    assert not any("In mano" in t for t in texts)
    assert any(getattr(p, "title", "") == "Tessera bonus (tua)" for p in scene.pieces())
