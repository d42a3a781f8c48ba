"""Playtest 12: your move that takes the Concordia card says so in the History (the status line and
the Automa panel did, the History line did not); the "II Transpadana" label sits in its own province."""
import pytest

from solo_desk.core.messages import render
from solo_desk.games.concordia import GAME, rules
from solo_desk.games.concordia.state import Senator

from .helpers import all_cities, fresh, goods, with_side


def history_line(action, lang):
    line = GAME.describe(action)
    return render(line.key, line.params, lang)


@pytest.mark.rule("CONC-END-TRIGGER", "CONC-END-CONCORDIA")
def test_your_fifteenth_house_takes_the_concordia_card_in_the_history():
    state = fresh(3)
    target = all_cities(state, "brick")[0]
    route = next(r for r in rules.game_map(state).routes_at(target) if r.kind == "land")
    others = [c for c in state.city_goods if c != target][:14]
    state = with_side(state, "player", houses=tuple(others), goods=goods(food=1), money=10,
                      colonists=(state.player.colonists[0].model_copy(update={"at": route.id}), state.player.colonists[1]))
    move = next(a for a in GAME.legal_actions(state) if a.kind == "architect" and a.build == (target,) and not a.moves)
    ended, recorded = GAME.apply(state, move)
    assert ended.concordia == "player"
    en, it = history_line(recorded, "en"), history_line(recorded, "it")
    assert en.startswith("play the Architect: ") and en.endswith(
        "; that is your 15th house: you take the Concordia card (7 points) and the AI plays one last turn")
    assert it.startswith("giochi la carta Architetto: ") and it.endswith(
        "; è la tua 15ª abitazione: prendi la carta Concordia (7 punti) e l'IA gioca un ultimo turno")
    saved = GAME.parse_action(recorded.model_dump(mode="json"))  # a reopened save's History reads the same
    assert history_line(saved, "it") == it
    # a move that does not end the game reads as before
    plain, recorded = GAME.apply(fresh(3), next(a for a in GAME.legal_actions(fresh(3)) if a.kind == "architect"))
    assert "Concordia" not in history_line(recorded, "en")


@pytest.mark.rule("CONC-END-TRIGGER", "CONC-END-CONCORDIA")
def test_buying_the_last_card_takes_the_concordia_card_in_the_history():
    state = fresh(2)
    last = state.display[0]
    state = state.model_copy(update={"display": (last,), "stack": ()})
    state = with_side(state, "player", money=50, goods=goods(brick=3, food=3, tools=3, wine=3, cloth=3))
    ended, recorded = GAME.apply(state, Senator(card="player-senator", buy=(last,)))
    assert ended.concordia == "player" and rules.cards_left(ended) == 0
    assert "; no card is left for sale: you take the Concordia card (7 points)" in history_line(recorded, "en")
    assert "; non resta nessuna carta in vendita: prendi la carta Concordia (7 punti)" in history_line(recorded, "it")


@pytest.mark.gui
def test_the_transpadana_label_sits_by_its_own_cities(window, qtbot):
    """"II Transpadana" sat below Genua, by Liguria's cities, far from Comum and Segusio."""
    from PySide6.QtCore import QLineF

    from solo_desk.games.concordia.scene import city_point

    assert window.start_game("concordia", {"map": "italia"}, 3, "digital")
    qtbot.waitUntil(lambda: bool(window.scene.pieces()))
    state, the_map = window.controller.state, rules.game_map(window.controller.state)
    index = [p.id for p in the_map.provinces].index("transpadana")
    middle = window.scene.label_rects[index].center()

    def nearest(cities):
        return min(QLineF(middle, city_point(state, c.id)).length() for c in cities)
    own = nearest([c for c in the_map.cities if c.province == "transpadana"])
    assert own < nearest([c for c in the_map.cities if c.province != "transpadana"])
