"""Companion mode against a physical table: the questions offer exactly the values the table can
still show, and an Automa turn told by the table always completes (docs/age_of_comics.md)."""
import random
from collections import Counter

import pytest

from solo_desk.core.errors import IllegalAction
from solo_desk.games.age_of_comics import GAME, bot
from solo_desk.games.age_of_comics import rules as R
from solo_desk.games.age_of_comics.content import content

from .helpers import GENRES, move_cards, started, trace, with_card
from .test_companion_and_deck import TABLE_MAP, play_companion_game


def choices(proposal, name):
    request = next(r for r in proposal.inputs if r.name == name)
    return [c.value for c in request.choices]


# -- AOC-AMB-10 = genre_visible: the Automa takes the deck top whose back showed a genre --------------


def deck_top_state():
    state = with_card(started(develop_deck_top="genre_visible"), ["develop", "hire", "print"])
    state = state.model_copy(update={"mode": "companion"}, deep=True)  # the table tells the deck top
    top_genre = R.genre_of(state.decks["comics"][0])
    other = next(c for c in state.decks["comics"] if R.genre_of(c) != top_genre)
    move_cards(state, "comics", [other])
    return state, top_genre, (top_genre,) + tuple(g for g in GENRES if g != top_genre)


@pytest.mark.rule("AOC-DEVELOP-FALLBACK")
def test_the_deck_top_of_the_told_genre_is_asked_among_that_genre_only():
    state, genre, prio = deck_top_state()
    with pytest.raises(R.NeedInput) as asked:
        bot.plan_develop(state, prio, 0, trace(), {})
    assert [r.name for r in asked.value.requests] == ["comic_deck_top_genre"]
    with pytest.raises(R.NeedInput) as asked:
        bot.plan_develop(state, prio, 0, trace(), {"comic_deck_top_genre": genre})
    (request,) = asked.value.requests
    assert request.name == "comic_deck_top"
    assert [c.value for c in request.choices] == sorted(x for x in state.decks["comics"] if R.genre_of(x) == genre)
    told = request.choices[-1].value
    action = bot.plan_develop(state, prio, 0, trace(), {"comic_deck_top_genre": genre, "comic_deck_top": told})
    assert action.comic is None and action.outcomes == {"comic_deck_top": told}
    new, _ = GAME.apply(state, action)
    assert new.automa.developed[-1] == told and told not in new.decks["comics"]
    wrong = next(x for x in state.decks["comics"] if R.genre_of(x) != genre)
    with pytest.raises(IllegalAction):  # the back showed another genre
        bot.plan_develop(state, prio, 0, trace(), {"comic_deck_top_genre": genre, "comic_deck_top": wrong})


@pytest.mark.rule("AOC-DEVELOP-FALLBACK")
def test_the_automas_develop_from_the_deck_top_completes_once_told():
    state, genre, _ = deck_top_state()
    state.automa_slots[0] = None  # the Automa's card is revealed again by the proposal
    state.flipped = 0
    state.automa_pile = [i for i in range(12) if i not in state.automa_slots]
    told = sorted(x for x in state.decks["comics"] if R.genre_of(x) == genre)[0]
    inputs = {"automa_card": "1", "comic_deck_top_genre": genre, "comic_deck_top": told}
    proposal = GAME.propose(state, inputs)
    assert proposal.status == "automa_turn", [r.name for r in proposal.inputs]
    for action in proposal.actions:
        state, _ = GAME.apply(state, action)
    assert state.automa.developed[-1] == told


@pytest.mark.rule("AOC-GEN-OPERATE")
def test_a_whole_companion_game_with_the_genre_on_the_card_backs():
    state = GAME.new_state({"deck": "demo", "develop_deck_top": "genre_visible"}, 3, "companion")
    _, asked = play_companion_game(state, lambda s, moves: moves[len(s.player.printed) % len(moves)])
    assert asked["comic_deck_top_genre"] > 0 and asked["comic_deck_top"] > 0


# -- AOC-AMB-19: the Automa's starting artist of another genre than its writer -------------------


@pytest.mark.rule("AOC-SETUP-AUTOMA-START")
def test_the_automas_start_artist_is_asked_among_the_other_genres():
    state = GAME.new_state({"deck": "demo", "automa_start_distinct": True}, 1, "companion")
    state, _ = GAME.apply(state, R.setup_actions(state)[0])
    first = GAME.propose(state)
    names = [r.name for r in first.inputs]
    assert "automa_writer" in names and "automa_artist" not in names  # the writer decides the artists left
    writer = choices(first, "automa_writer")[0]
    then = GAME.propose(state, {"automa_writer": writer})
    artists = choices(then, "automa_artist")
    assert artists and all(R.genre_of(a) != R.genre_of(writer) for a in artists)
    # one choice per card as the table shows it (two identical horror artists 2: one choice)
    assert {R.genre_of(a) for a in artists} == {R.genre_of(a) for a in state.decks["artists"]
                                                if R.creative(a).value == 2 and R.genre_of(a) != R.genre_of(writer)}
    assert len(artists) == len({R.genre_of(a) for a in artists})
    same = next(a for a in state.decks["artists"] if R.creative(a).value == 2 and R.genre_of(a) == R.genre_of(writer))
    with pytest.raises(IllegalAction):
        GAME.propose(state, {"automa_writer": writer, "automa_artist": same})


def test_without_the_option_the_start_artist_may_share_the_writers_genre():
    state = GAME.new_state({"deck": "demo"}, 1, "companion")
    state, _ = GAME.apply(state, R.setup_actions(state)[0])
    first = GAME.propose(state)
    writer = choices(first, "automa_writer")[0]
    artists = choices(first, "automa_artist")
    assert any(R.genre_of(a) == R.genre_of(writer) for a in artists)


# -- the sales-order map: dealt again until no agent space sees 3 orders of a genre -----------------


@pytest.mark.rule("AOC-SETUP-DECK")
def test_the_map_offers_only_genres_the_box_can_deal():
    state = GAME.new_state({"deck": "demo"}, 1, "companion")
    state, _ = GAME.apply(state, R.setup_actions(state)[0])
    sales = content().sales
    limit = sales.max_same_genre_per_agent_space
    orders = next(o for o in sales.agent_to_orders.values() if len(o) > limit)
    told = {f"order_genre:{space}": "crime" for space in orders[:limit]}  # that agent space sees two crime orders
    proposal = GAME.propose(state, told)
    for space in orders[limit:]:
        offered = choices(proposal, f"order_genre:{space}")
        assert "crime" not in offered and set(offered) == set(GENRES) - {"crime"}
    with pytest.raises(IllegalAction) as refused:
        GAME.propose(state, {**told, f"order_genre:{orders[limit]}": "crime"})
    assert refused.value.key == "age_of_comics.error.order_genre_map"
    assert "three crime orders" in refused.value.message("en") and "tre ordini" in refused.value.message("it")


def test_a_map_the_box_can_deal_is_accepted_whole():
    state = GAME.new_state({"deck": "demo"}, 1, "companion")
    state, _ = GAME.apply(state, R.setup_actions(state)[0])
    told = {f"order_genre:{space}": genre for space, genre in TABLE_MAP.items()}
    proposal = GAME.propose(state, told)
    assert not any(r.name.startswith("order_genre") for r in proposal.inputs)


@pytest.mark.rule("AOC-SETUP-DECK")
@pytest.mark.parametrize("seed", [0, 1, 2])
def test_any_genres_offered_one_at_a_time_make_a_map_the_box_can_deal(seed):
    """Answered at random among the offered genres, the map is never left with a space that can
    show nothing, and the map told is one the box deals."""
    state = GAME.new_state({"deck": "demo"}, 1, "companion")
    state, _ = GAME.apply(state, R.setup_actions(state)[0])
    rng, told = random.Random(seed), {}
    while True:
        proposal = GAME.propose(state, told)
        request = next((r for r in proposal.inputs if r.name.startswith("order_genre")), None)
        if request is None:
            break
        assert request.choices, request.name
        told[request.name] = rng.choice(request.choices).value
    dealt = {name.split(":", 1)[1]: genre for name, genre in told.items()}
    assert len(dealt) == 30 and R.map_valid(dealt)
    assert Counter(dealt.values()) == {g: 5 for g in GENRES}


@pytest.mark.rule("AOC-SETUP-DECK")
def test_each_genre_told_searches_only_maps_it_has_not_searched_before(monkeypatch):
    """The map's genres told one at a time: each proposal re-checks every answer before it and the
    window proposes the same round start several times (its proposal, the board's view, the Undo
    menu). A map already searched is remembered: no answer makes the work grow with the ones before."""
    state = GAME.new_state({"deck": "demo"}, 1, "companion")
    state, _ = GAME.apply(state, R.setup_actions(state)[0])
    searched: list[tuple] = []
    search = R.search_map
    monkeypatch.setattr(R, "search_map", lambda dealt, budget: searched.append(tuple(dealt.items())) or search(dealt, budget))
    R._map_cache.clear()
    told: dict[str, str] = {}
    for name, genre in list(TABLE_MAP.items())[:12]:
        GAME.propose(state, told)
        before = len(searched)
        GAME.propose(state, told)  # the same answers again: nothing searched
        assert len(searched) == before
        told[f"order_genre:{name}"] = genre
    assert len(searched) == len(set(searched))  # no map searched twice
