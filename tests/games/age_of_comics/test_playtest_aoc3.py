"""Follow-ups of the player's Sales by steps and a companion playtest: a walk's history line says
what it cost, the Super-transport ticket's ~20 destinations are grouped by map column, and the
genre on the back of the Comic deck's top is not asked again while that card stays on top."""
import pytest

from solo_desk.core.messages import render
from solo_desk.games.age_of_comics import GAME, bot
from solo_desk.games.age_of_comics import rules as R
from solo_desk.games.age_of_comics.content import content
from solo_desk.games.age_of_comics.state import Develop, Sales, SalesMore
from solo_desk.ui.i18n import set_language

from .helpers import GENRES, move_cards, started, trace, with_card
from .test_audit_sales import player_turn
from .test_sales_steps import ADJ, REACH, face_down_near, first_stretch


def lines(action):
    described = GAME.describe(action)
    return {lang: render(described.key, described.params, lang) for lang in ("en", "it")}


# -- 1. a walk's history line says its price -------------------------------------------------------
@pytest.mark.rule("AOC-GEN-BASE")
def test_a_walks_history_line_says_free_paid_or_by_ticket():
    state = player_turn(tickets=1, money=10)
    state, free = GAME.apply(state, first_stretch(state))
    assert free.outcomes["walk_cost"] == 0
    text = lines(free)
    assert "move your agent 1 space to " in text["en"] and "(free)" in text["en"], text
    assert "(gratis)" in text["it"], text
    here = state.player.agent
    dest = next(d for d in ADJ[here] if d in REACH)
    state2, paid = GAME.apply(state, SalesMore(by="player", path=[dest]))
    text = lines(paid)
    assert state2.player.money == state.player.money - 2
    assert "($2)" in text["en"] and "($2)" in text["it"] and "1 space to" in text["en"], text
    far = next(d for d in sorted(REACH) if d not in ADJ[here] and d != here)
    _, by_ticket = GAME.apply(state, SalesMore(by="player", path=[far], ticket=True))
    text = lines(by_ticket)
    assert "with a Super-transport ticket" in text["en"] and "con un biglietto" in text["it"], text
    assert "$" not in text["en"] and "free" not in text["en"]


def test_an_older_save_without_the_price_reads_as_before():
    state = player_turn(tickets=0, money=10)
    _, recorded = GAME.apply(state, first_stretch(state))
    old = recorded.model_copy(update={"outcomes": {k: v for k, v in recorded.outcomes.items() if k != "walk_cost"}})
    text = lines(old)
    assert text["en"].startswith("move your agent 1 space, ") and "(free)" not in text["en"], text


# -- 2. the ticket's destinations grouped by map column ------------------------------------------------
@pytest.mark.gui
@pytest.mark.parametrize("lang", ["en", "it"])
def test_the_ticket_destinations_are_grouped_by_map_column(window, qtbot, lang):
    from .test_scene import start, to_player_turn

    set_language(lang)
    controller = start(window, qtbot, seed=3)
    to_player_turn(window, qtbot)
    state = controller.state.model_copy(deep=True)
    state.player.agent, state.player.tickets, state.player.money = "3_2", 1, 0
    options = window.scene.menu_options(state, "sales", R.area_actions(state, "sales"))
    head = {"en": "Use a Super-transport ticket", "it": "Usa un biglietto Super-trasporto"}[lang]
    tickets = [(path, a) for path, a in options if path[0] == head]
    assert len({a.path[-1] for _, a in tickets}) > 12
    columns = list(dict.fromkeys(path[1] for path, _ in tickets))
    assert 2 <= len(columns) <= 4, columns
    word = {"en": "column", "it": "colonna"}[lang]
    for path, action in tickets:  # the column's label names the place, and the place is under it
        place = path[2].split()[1] if lang == "en" else path[2].split()[1]
        assert path[1].startswith(f"{word} {place[0]}: ") and place in path[1].split(": ")[1].split(", "), path
    assert len(columns) == len({c.split(":")[0] for c in columns})
    set_language("en")


# -- 3. the Comic deck top's genre, told once while the top stays ----------------------------------------
def develop_state():
    """Companion, genre_visible: the display holds a comic of the Automa's first genre, the deck's
    top is of another genre; the Automa develops from the display."""
    state = with_card(started(develop_deck_top="genre_visible"), ["develop", "hire", "print"])
    state = state.model_copy(update={"mode": "companion"}, deep=True)
    shown = next(c for c in state.decks["comics"] + state.displays["comics"] if R.genre_of(c) == "crime")
    move_cards(state, "comics", [shown])
    state.decks["comics"].sort()
    top = next(g for g in GENRES if g != "crime" and any(R.genre_of(c) == g for c in state.decks["comics"]))
    first = next(g for g in GENRES if g not in ("crime", top))  # no comic of it shown: the top's genre matters
    return state, top, (first, "crime") + tuple(g for g in GENRES if g not in (first, "crime"))


@pytest.mark.rule("AOC-DEVELOP-FALLBACK", "AOC-AMB-10")
def test_the_deck_tops_genre_is_not_asked_when_a_shown_comic_comes_first():
    state, _, _ = develop_state()
    action = bot.plan_develop(state, ("crime",) + tuple(g for g in GENRES if g != "crime"), 0, trace(), {})
    assert action.comic is not None and R.genre_of(action.comic) == "crime"  # no question: the deck is scanned last


@pytest.mark.rule("AOC-DEVELOP-FALLBACK", "AOC-AMB-10")
def test_the_deck_tops_genre_is_not_asked_again_while_the_top_is_the_same():
    state, top, prio = develop_state()
    with pytest.raises(R.NeedInput) as asked:
        bot.plan_develop(state, prio, 0, trace(), {})
    assert [r.name for r in asked.value.requests] == ["comic_deck_top_genre"]
    action = bot.plan_develop(state, prio, 0, trace(), {"comic_deck_top_genre": top})
    assert action.comic is not None and R.genre_of(action.comic) == "crime"  # the Automa's choice as before
    after, recorded = GAME.apply(state, action)
    assert recorded.outcomes.get("comic_deck_top_genre") == top
    # the next DEVELOP: the deck is untouched, its top's back still shows `top`
    again = after.model_copy(deep=True)
    again.automa.developed, again.displays["comics"] = [], [action.comic]  # the same crime comic shown again
    assert R.known_top_genre(again) == top
    second = bot.plan_develop(again, prio, 0, trace(), {})  # no question
    assert second.comic is not None
    # a card leaves the deck (the player's develop from the top): the top is new, asked again
    drawn = again.model_copy(deep=True)
    drawn.decks["comics"].pop(0)
    assert R.known_top_genre(drawn) is None
    with pytest.raises(R.NeedInput) as asked:
        bot.plan_develop(drawn, prio, 0, trace(), {})
    assert [r.name for r in asked.value.requests] == ["comic_deck_top_genre"]


@pytest.mark.rule("AOC-AMB-10")
def test_the_told_genre_survives_a_save_and_the_deck_draw_forgets_it():
    from solo_desk.games.age_of_comics.state import AocState

    state, top, prio = develop_state()
    after, _ = GAME.apply(state, bot.plan_develop(state, prio, 0, trace(), {"comic_deck_top_genre": top}))
    reloaded = AocState.model_validate(after.model_dump(mode="json"))
    assert R.known_top_genre(reloaded) == top
    old = AocState.model_validate({k: v for k, v in after.model_dump(mode="json").items() if k != "comic_top_told"})
    assert R.known_top_genre(old) is None  # a save from before: asked as it was


# -- companion: the player's blind draws, told in short menus ---------------------------------------------
@pytest.mark.gui
def test_a_blind_draw_offers_identical_cards_once_and_the_comic_deck_by_genre(window, qtbot):
    from .test_scene import start

    controller = start(window, qtbot, mode="companion", seed=3)
    state = controller.state
    scene = window.scene
    writers = sorted(state.decks["writers"])
    options = scene.answer_options(state, "writer", writers)
    labels = [path[0] for path, _ in options]
    assert len(labels) == len(set(labels)) < len(writers)  # two romance writers 2: one choice
    assert {R.creative(v).genre for _, v in options} == {R.creative(w).genre for w in writers}
    comics = sorted(state.decks["comics"])
    assert len(comics) > 12
    options = scene.answer_options(state, "comic_deck_top", comics)
    assert sorted(v for _, v in options) == comics and all(len(path) == 2 for path, _ in options)
    genres = list(dict.fromkeys(path[0] for path, _ in options))
    assert len(genres) == len({R.genre_of(c) for c in comics})  # one submenu per genre, with its count
    assert all(path[0].endswith(f"({sum(R.genre_of(c) == R.genre_of(v) for c in comics)})") for path, v in options)
    few = comics[:3]
    assert all(len(path) == 1 and " — " in path[0] for path, _ in scene.answer_options(state, "comic_deck_top", few))


@pytest.mark.gui
def test_the_ideas_menu_asks_the_two_supply_ideas_one_at_a_time(window, qtbot):
    from .test_scene import start, to_player_turn

    controller = start(window, qtbot, seed=3)
    to_player_turn(window, qtbot)
    state = controller.state
    options = window.scene.menu_options(state, "ideas", R.area_actions(state, "ideas"))
    children: dict[tuple, set] = {}
    for path, _ in options:
        for depth in range(len(path)):
            children.setdefault(path[:depth], set()).add(path[depth])
    assert len(options) > 100 and max(len(v) for v in children.values()) <= 15, \
        max(len(v) for v in children.values())
    pair = next(path for path, a in options if len(a.supply) == 2)
    assert len(pair) == 3 and pair[1] == f"from the supply: {pair[2].split(', ')[0]}, …"
