"""Playtest 8: after the game's end the Automa's pieces no longer say that the Automa panel applies its
turns; the two player mats have one Italian name (the seed's "plancia giocatore")."""
import pytest

from solo_desk.core import saves

from .test_info_clicks import said
from .test_playtest_aoc4 import finished
from .test_scene import redrawn


@pytest.mark.rule("AOC-FLOW-RESHUFFLE")
def test_after_the_end_the_automa_deck_says_the_game_is_over(window, qtbot, tmp_path):
    session = finished()
    saves.save(session, tmp_path / "over.json")
    assert window.open_file(tmp_path / "over.json")
    redrawn(qtbot, window)
    assert window.controller.state.phase == "over"
    for key in (("automa_deck",), ("automa_discard",), ("slot", 0)):
        (message,) = said(qtbot, window, key)
        assert message.endswith(" The game is over.") and "applies its turns" not in message, message


@pytest.mark.rule("AOC-COMP-MAT", "AOC-GEN-AUTOMA-PARTS")
def test_both_mats_are_a_plancia_giocatore_in_italian(window, qtbot):
    from .test_scene import start

    start(window, qtbot)
    window.set_language("it")
    qtbot.waitUntil(lambda: window.scene is not None and bool(window.scene.pieces()))
    shown = {i.text() for i in window.scene.items() if hasattr(i, "text") and callable(i.text)}
    assert "La tua plancia giocatore" in shown and "Plancia giocatore dell'Automa" in shown
    assert not any("appetino" in text for text in shown)


@pytest.mark.rule("AOC-GEN-BASE", "AOC-DATA-RIPOFF")
def test_the_print_menu_says_the_fans_each_comic_will_have(window, qtbot):
    """A rip-off starts at 0 fans, +1 per creative of its genre (base rules, chart.json
    ripoff_base_fans): the menu says so before the player prints one with 0 fans."""
    from solo_desk.games.age_of_comics import rules as R
    from solo_desk.games.age_of_comics.state import Print, PrintJob

    from .helpers import printed
    from .test_scene import start, to_player_turn

    start(window, qtbot)
    state = to_player_turn(window, qtbot).state.model_copy(deep=True)
    state.automa.printed.append(printed("western-1", 5))
    state.player.hand = ["w-crime-1", "a-horror-1", "w-western-2", "a-western-2"]
    state.player.money = 20
    mismatched = Print(by="player", prints=[PrintJob(comic="western-1", ripoff=True, writer="w-crime-1",
                                                     artist="a-horror-1")])
    matched = Print(by="player", prints=[PrintJob(comic="western-1", ripoff=True, writer="w-western-2",
                                                  artist="a-western-2")])
    assert R.apply(state, mismatched)[0].player.printed[-1].fans == 0
    assert window.scene.option_path(state, mismatched)[-1].split(" — ")[1].endswith("→ 0♥")
    assert window.scene.option_path(state, matched)[-1].split(" — ")[1].endswith("→ 2♥")
