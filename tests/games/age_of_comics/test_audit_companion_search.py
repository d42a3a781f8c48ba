"""Companion mode: the player's $4 Develop search, with the table telling what it turned over."""
import pytest

from solo_desk.core.errors import IllegalAction
from solo_desk.core.messages import render
from solo_desk.games.age_of_comics import GAME
from solo_desk.games.age_of_comics import rules as R
from solo_desk.games.age_of_comics.scene import AgeOfComicsScene
from solo_desk.games.age_of_comics.state import Develop

from .test_companion_and_deck import answer
from .test_scene import Chooser, click, piece, play_automa_turn, redrawn, start


def companion_player_turn(seed=4):
    state = GAME.new_state({"deck": "demo"}, seed, "companion")
    state, _ = GAME.apply(state, R.setup_actions(state)[0])
    while GAME.to_move(state) == "automa":
        answers = {}
        proposal = GAME.propose(state, {})
        while proposal.status == "needs_input":
            for request in proposal.inputs:
                answers[request.name] = answer(request, answers)
            proposal = GAME.propose(state, {k: v for k, v in answers.items() if not k.startswith("_")})
        for action in proposal.actions:
            state, _ = GAME.apply(state, action)
    state.player.money = 6
    return state


def test_companion_offers_the_search_and_asks_what_was_turned_over():
    state = companion_player_turn()
    searches = [a for a in R.area_actions(state, "develop") if a.search]
    assert {a.search for a in searches} == {R.genre_of(x) for x in state.decks["comics"]}
    other = sorted(x for x in state.decks["comics"] if R.genre_of(x) != "horror")[:2]
    found = sorted(x for x in state.decks["comics"] if R.genre_of(x) == "horror")[-1]
    asked = []

    def table(name, values):  # two cards turned over and discarded, then the horror comic
        asked.append((name, values))
        if name.startswith("search_discard:"):
            n = int(name.split(":")[1])
            return other[n - 1] if n <= 2 else R.SEARCH_END
        return found

    action = R.complete_move(state, Develop(by="player", search="horror"), table)
    assert [n for n, _ in asked] == ["search_discard:1", "search_discard:2", "search_discard:3", "comic_deck_top"]
    assert R.SEARCH_END in asked[0][1] and not any(R.genre_of(x) == "horror" for x in asked[0][1][:-1])
    assert other[0] not in asked[1][1]  # a card told once is not offered again
    assert all(R.genre_of(x) == "horror" for x in asked[3][1])  # only a comic of the genre searched
    after, recorded = GAME.apply(state, action)
    assert after.player.money == 2 and found in after.player.developed
    assert after.discards["comics"][-2:] == other and not set(other + [found]) & set(after.decks["comics"])
    assert recorded.outcomes["discarded"] == other
    again, _ = GAME.apply(state, recorded)  # the recorded move replays
    assert again.player.developed == after.player.developed


def test_companion_search_refuses_what_the_search_cannot_turn_over():
    state = companion_player_turn()
    horror = next(x for x in state.decks["comics"] if R.genre_of(x) == "horror")
    crime = next(x for x in state.decks["comics"] if R.genre_of(x) != "horror")
    with pytest.raises(IllegalAction):  # a horror card would have stopped the search
        GAME.apply(state, Develop(by="player", search="horror", outcomes={"search_discard:1": horror}))
    with pytest.raises(IllegalAction):  # the card found must be of the genre searched
        GAME.apply(state, Develop(by="player", search="horror",
                                  outcomes={"search_discard:1": R.SEARCH_END, "comic_deck_top": crime}))
    with pytest.raises(IllegalAction) as err:  # not told yet: a question
        GAME.apply(state, Develop(by="player", search="horror"))
    assert err.value.params["name"] == "search_discard:1"


def test_the_search_questions_read_well_in_both_languages():
    state = companion_player_turn()
    reveal = R.Reveal(state, {})
    R.told_search_discards(state, reveal, "horror")
    request = reveal.missing[0]
    en, it = render(request.key, request.params, "en"), render(request.key, request.params, "it")
    assert "horror" in en and "card 1" in en and "carta 1" in it


@pytest.mark.gui
def test_the_window_asks_the_table_during_a_companion_search(window, qtbot, monkeypatch):
    controller = start(window, qtbot, mode="companion", seed=4)
    controller.apply(R.setup_actions(controller.state)[0])
    while GAME.to_move(controller.state) == "automa":
        play_automa_turn(controller)
    controller.state.player.money = 6
    window.scene.refresh()
    redrawn(qtbot, window)

    def pick(options):
        values = [v for _, v in options]
        searches = [v for v in values if isinstance(v, Develop) and v.search == "horror"]
        if searches:
            return searches[0]
        return R.SEARCH_END if R.SEARCH_END in values else values[0]

    chooser = Chooser(pick)
    monkeypatch.setattr(AgeOfComicsScene, "chooser", staticmethod(chooser))
    cursor = controller.session.cursor
    click(qtbot, window.view, piece(window.scene, ("space", "develop", R.first_free(controller.state, "develop"))))
    qtbot.waitUntil(lambda: len(chooser.offered) >= 1)
    assert any(path == ("search the deck for horror ($4)",) for path, _ in chooser.offered[0][1])
    qtbot.waitUntil(lambda: controller.session.cursor == cursor + 1)
    titles = [t for t, _ in chooser.offered[1:]]
    assert titles[0].startswith("Searching the Comic deck for horror") and "Which comic" in titles[-1]
    assert any(label == ("none: the next card was horror",) for label, _ in chooser.offered[1][1])
    assert controller.state.player.money == 2


def test_the_history_line_names_the_cards_the_search_turned_over_and_found():
    state = companion_player_turn()
    other = sorted(x for x in state.decks["comics"] if R.genre_of(x) != "horror")[:2]
    found = sorted(x for x in state.decks["comics"] if R.genre_of(x) == "horror")[-1]
    told = {"search_discard:1": other[0], "search_discard:2": other[1], "search_discard:3": R.SEARCH_END,
            "comic_deck_top": found}
    _, recorded = GAME.apply(state, Develop(by="player", search="horror", outcomes=told))
    described = GAME.describe(recorded)
    en, it = (render(described.key, described.params, lang) for lang in ("en", "it"))
    titles = [R.content().comic_by_id[c].title for c in other + [found]]
    assert en == (f"develop {titles[2]}, found by searching for horror after turning over and discarding {titles[0]}, "
                  f"{titles[1]} (DEVELOP!)")
    assert it == (f"sviluppi {titles[2]}, trovato cercando il genere horror dopo aver girato e scartato {titles[0]}, "
                  f"{titles[1]} (DEVELOP!)")
    # nothing turned over: the comic found at once
    _, first = GAME.apply(state, Develop(by="player", search="horror",
                                         outcomes={"search_discard:1": R.SEARCH_END, "comic_deck_top": found}))
    described = GAME.describe(first)
    assert render(described.key, described.params, "en") == f"develop {titles[2]}, found at once by searching for horror (nothing discarded) (DEVELOP!)"
    assert titles[2] in render(described.key, described.params, "it")


def test_the_history_line_of_a_digital_search_names_the_cards_too():
    from .helpers import started

    state = started(seed=2)
    while R.to_move(state) != "player":
        for action in GAME.propose(state).actions:
            state, _ = GAME.apply(state, action)
    state.player.money = 9
    genre = next(g for g in sorted({R.genre_of(x) for x in state.decks["comics"]})
                 if R.genre_of(state.decks["comics"][0]) != g)
    _, recorded = GAME.apply(state, Develop(by="player", search=genre))
    en = render(GAME.describe(recorded).key, GAME.describe(recorded).params, "en")
    assert recorded.outcomes["discarded"]
    for card in recorded.outcomes["discarded"] + [recorded.outcomes["comic_deck_top"]]:
        assert R.content().comic_by_id[card].title in en
