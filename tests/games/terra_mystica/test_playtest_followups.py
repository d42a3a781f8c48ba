"""Follow-ups of the playtest: converting and sacrificing several at once (one action, one history
line), the Sandstorm's terrain by name, the Italian "ad A1", and a click on a round tile or a
counter that says what it is."""
from __future__ import annotations

import pytest

from solo_desk.core.errors import ActionError
from solo_desk.games.terra_mystica import GAME, rules
from solo_desk.games.terra_mystica.state import Burn, Convert
from tests.history_person import line

from .helpers import witches_in_round_one


def rich(**update):
    state = witches_in_round_one()
    return state.model_copy(update={"workers": 5, "coins": 3, "priests": 1, "power": [0, 7, 5]} | update)


def test_converting_five_workers_at_once_is_one_action_and_one_line():
    state = rich()
    after, recorded = GAME.apply(state, Convert(source="workers", target="coins", times=5))
    assert (after.workers, after.coins) == (0, 8)
    assert line(GAME, recorded, "en") == "convert 5 workers into 5 coins"
    after, recorded = GAME.apply(state, Burn(count=3))
    assert after.power == [0, 1, 8] and after.burned == state.burned + 3
    assert line(GAME, recorded, "en") == "sacrifice 3 power"
    assert line(GAME, recorded, "it") == "sacrifichi 3 potere"


def test_one_at_a_time_as_old_saves_recorded_it_still_replays_to_the_same_state():
    state = rich()
    one_by_one = state
    for _ in range(5):
        one_by_one, _ = GAME.apply(one_by_one, Convert(source="workers", target="coins"))
    at_once, _ = GAME.apply(state, Convert(source="workers", target="coins", times=5))
    assert one_by_one.model_dump() | {"rng_counter": 0} == at_once.model_dump() | {"rng_counter": 0}


def refusal(state, action, lang="en") -> str:
    with pytest.raises(ActionError) as exc:
        rules.apply(state, action)
    return exc.value.message(lang)


def test_the_rules_refuse_more_than_affordable_with_a_reason():
    state = rich()
    assert "6" in refusal(state, Convert(source="workers", target="coins", times=6))
    assert "5" in refusal(state, Convert(source="workers", target="coins", times=6))
    assert refusal(state, Burn(count=4)) == "Sacrificing 4 power takes 8 power from bowl II, which holds 7."
    assert refusal(state, Burn(count=4), "it") == \
        "Sacrificare 4 potere richiede 8 potere nella ciotola II, che ne contiene 7."


@pytest.mark.gui
def test_the_bowls_offer_each_conversion_as_many_times_as_affordable(window, qtbot, monkeypatch):
    from .test_scene import click, open_state, piece

    state = rich()
    scene = open_state(window, qtbot, state)
    menus = []

    def pick(self, entries):
        menus.append(entries)
        return next((actions for label, actions in entries if label == "Convert 5 workers into 5 coins"), None)

    monkeypatch.setattr(type(scene), "choose", pick)
    click(qtbot, window.view, piece(scene, ("bowls",)))
    assert "Convert 5 workers into 5 coins" in [label for label, _ in menus[0]]
    qtbot.waitUntil(lambda: window.controller.session.cursor == 1)
    assert list(window.controller.session.steps[-1].actions) == [Convert(source="workers", target="coins", times=5)]
    assert (window.controller.state.workers, window.controller.state.coins) == (0, 8)
    offered = [actions[0] for _, actions in menus[0]]
    workers = [a.times for a in offered if isinstance(a, Convert) and (a.source, a.target) == ("workers", "coins")]
    assert workers == [1, 2, 3, 4, 5]  # never more than the 5 workers held
    assert [a.count for a in offered if isinstance(a, Burn)] == [1, 2, 3]  # 7 power in bowl II
    power = [a.times for a in offered if isinstance(a, Convert) and (a.source, a.target) == ("power", "coins")]
    assert power == [1, 2, 3, 4, 5]
    labels = [label for label, _ in menus[0]]
    assert "Sacrifice 3 power (bowl II −6, bowl III +3)" in labels


@pytest.mark.gui
def test_the_counts_of_a_conversion_are_one_submenu(window, qtbot):
    from .test_scene import open_state

    state = rich()
    scene = open_state(window, qtbot, state)
    options = [a for a in rules.legal_moves(state) if isinstance(a, (Burn, Convert))]
    menu, picked = scene.build_menu(scene.entries(state, options))
    subs = {a.menu().title(): [s.text() for s in a.menu().actions()] for a in menu.actions() if a.menu()}
    assert subs["Convert workers into coins"] == [f"Convert {n} {'worker' if n == 1 else 'workers'} into "
                                                  f"{n} {'coin' if n == 1 else 'coins'}" for n in range(1, 6)]
    assert subs["Sacrifice power (bowl II → III)"][0] == "Sacrifice 1 power (bowl II −2, bowl III +1)"
    assert len(picked) == sum(len(v) for v in subs.values()) + len([a for a in menu.actions() if not a.menu()])


def test_the_sandstorm_and_every_transform_name_the_terrain_as_the_menu_does():
    from solo_desk.games.terra_mystica.state import TransformBuild

    sandstorm = TransformBuild(hex="D4", target="yellow", via="sandstorm", build=False)
    assert line(GAME, sandstorm, "en") == "transform D4 to Desert (Sandstorm)"
    assert line(GAME, sandstorm, "it") == "trasformi D4 in Deserto (Tempesta di sabbia)"
    dig = TransformBuild(hex="G6", target="green", via="dig", build=False)
    assert line(GAME, dig, "en") == "transform G6 to Forest (spades paid with workers)"
    assert line(GAME, dig, "it") == "trasformi G6 in Foresta (vanghe pagate con lavoratori)"


def test_no_italian_message_puts_a_bare_a_before_a_hex_name():
    """"vicini a A1" (ad A1): the messages naming a hex after "a" are worded with no elision."""
    import json
    import re
    from pathlib import Path

    path = Path(__file__).resolve().parents[3] / "resources" / "terra_mystica" / "messages.json"
    messages = json.loads(path.read_text(encoding="utf-8"))
    hex_params = ("ref", "hex", "a", "b", "best", "where", "river", "name")
    bad = {k: v["it"] for k, v in messages.items() if isinstance(v, dict) and "it" in v
           and re.search(r"(?<![\w'])a \{(%s)\}" % "|".join(hex_params), v["it"])}
    assert bad == {}


def test_the_automa_s_starting_dwelling_near_a1_reads_in_italian():
    from solo_desk.games.terra_mystica.state import OpponentStart

    placed = OpponentStart(by="automa", colour="grey", hex="B2", ref="A1")
    assert line(GAME, placed, "it") == "piazza un'abitazione iniziale grigia in B2 (vicino alla tua abitazione in A1)"


@pytest.mark.gui
@pytest.mark.parametrize("key, said", [
    (("round", 1), "Round 1: "),
    (("counter", "coins"), "You have 3 coins. A counter is not a move"),
    (("counter", "workers"), "You have 5 workers. A counter is not a move"),
    (("score",), " VP. The score is not a move"),
    (("favour", "FAV1"), "Favour tile “"),
    (("town", "TW1"), "Town tile “"),
])
def test_a_click_on_a_round_tile_or_a_counter_says_what_it_is(window, qtbot, monkeypatch, key, said):
    from .test_scene import click, open_state, piece

    state = rich()
    scene = open_state(window, qtbot, state)
    monkeypatch.setattr(type(scene), "choose", lambda self, entries: pytest.fail("no menu"))
    click(qtbot, window.view, piece(scene, key))
    message = window.statusBar().currentMessage()
    assert said in message and ("not a move" in message or message.endswith(", not now."))
    assert window.controller.session.cursor == 0
