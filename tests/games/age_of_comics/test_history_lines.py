"""History lines: sales orders named as their tiles show them (genre and value), not by their map
space; the action names as printed on the board (the Italian edition keeps HIRE! ... ROYALTIES!)."""
import re

from solo_desk.core.messages import render
from solo_desk.core.playout import play_game
from solo_desk.games.age_of_comics import GAME

SPACE_ID = re.compile(r"\b\d+_\d+\b")


def lines(action):
    described = GAME.describe(action)
    return {lang: render(described.key, described.params, lang) for lang in ("en", "it")}


def sales_actions(seed=3):
    record = play_game(GAME, {"deck": "demo"}, seed)
    return [a for step in record.steps for a in step.actions if a.kind in ("sales", "automa_sales")]


def test_sales_orders_are_named_by_genre_and_value_not_by_space():
    found = sales_actions()
    assert found
    for action in found:
        text = lines(action)
        for lang in ("en", "it"):
            assert not SPACE_ID.search(text[lang]), text[lang]
        spaces = [op.space for op in action.ops] if action.kind == "sales" else action.flip + action.collect
        for space in spaces:  # every tile by genre and value (grouped by genre: see test_playtest_aoc6)
            genre, value = action.outcomes[f"order_tile:{space}"]
            for lang in ("en", "it"):
                assert render(f"age_of_comics.genre.{genre}", {}, lang) in text[lang]
                assert re.search(rf"\b{value}\b", text[lang]), text[lang]


def test_the_recorded_tiles_are_what_the_player_holds():
    record = play_game(GAME, {"deck": "demo"}, 5)
    state = record.initial
    for step in record.steps:
        for action in step.actions:
            before = len(state.player.orders)
            state, recorded = GAME.apply(state, action)
            if recorded.kind == "sales":
                taken = [op.space for op in recorded.ops if op.op == "collect"]
                held = [(o.genre, o.value) for o in state.player.orders[before:]]
                assert held == [tuple(recorded.outcomes[f"order_tile:{s}"]) for s in taken]


def test_history_and_board_use_the_same_action_names_in_italian():
    from solo_desk.games.age_of_comics.state import Royalties

    it = lines(Royalties(by="player"))["it"]
    assert it == "incassi i diritti d'autore (ROYALTIES!)" and "Diritti" not in it  # the printed name, not the area's gloss


def test_the_automa_panel_names_dropped_actions_and_genres():
    from solo_desk.core.messages import render_value

    record = play_game(GAME, {"deck": "demo"}, 3)
    state, shown = record.initial, {}
    for step in record.steps:
        if step.actions[-1].by == "automa":
            for t in GAME.propose(state).trace:
                shown.update({d.candidate: render_value(d.label, "it") for d in t.dropped})
        for action in step.actions:
            state, _ = GAME.apply(state, action)
    assert shown and "None" not in shown.values(), shown
    same_in_italian = ("horror", "western")  # genres Italian names with the English word
    assert all(name != candidate for candidate, name in shown.items() if candidate not in same_in_italian), shown


def test_a_sales_without_orders_says_what_happened_not_a_dash():
    """QA: "tu: SALES! -"."""
    from solo_desk.games.age_of_comics.state import AutomaPass, AutomaSales, Sales

    moved = lines(Sales(path=["a", "b"], by="player"))
    assert moved["en"] == "move your agent 2 spaces, flip or collect no order (SALES!)"
    assert moved["it"] == "sposti il tuo agente di 2 spazi, non giri né raccogli ordini (SALES!)"
    assert lines(Sales(path=["2_1"], ticket=True, by="player"))["en"].startswith(
        "move your agent to A2 with a Super-transport ticket, ")
    for action in (Sales(), AutomaSales(), AutomaPass()):
        for text in lines(action).values():
            assert not text.rstrip().endswith("-"), text
