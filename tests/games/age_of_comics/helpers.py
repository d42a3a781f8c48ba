"""Building table states for the tests."""
from __future__ import annotations

from solo_desk.core.proposal import Trace
from solo_desk.games.age_of_comics import GAME
from solo_desk.games.age_of_comics import rules as R
from solo_desk.games.age_of_comics.deck import AutomaCard, AutomaDeck
from solo_desk.games.age_of_comics.state import BeginRound, Flip, PrintedComic

GENRES = ("crime", "horror", "romance", "scifi", "superhero", "western")


def started(seed: int = 0, **options) -> R.AocState:
    """A digital game at round I, after the setup and the round start, before the first flip."""
    state = GAME.new_state({"deck": "demo", **options}, seed, "digital")
    state, _ = GAME.apply(state, R.setup_actions(state)[0])
    state, _ = GAME.apply(state, BeginRound())
    return state


def with_card(state, actions, priority=GENRES):
    """Replace the Automa deck by twelve copies of one card and flip it."""
    card = AutomaCard(name="test", actions=tuple(actions), priority=tuple(priority))
    state = state.model_copy(update={"deck": AutomaDeck(cards=(card,) * 12)}, deep=True)
    state, _ = GAME.apply(state, Flip(by="automa"))
    return state


def move_cards(state, row, cards):
    """Put `cards` (left to right) in a display, returning the old ones to the deck."""
    state.decks[row] += [c for c in state.displays[row]]
    for c in cards:
        for place in (state.decks[row], state.discards["creatives"], state.discards["comics"]):
            if c in place:
                place.remove(c)
    state.displays[row] = list(cards)


def printed(comic, fans, ripoff=False, writer="w-crime-1", artist="a-crime-1", round=1):
    return PrintedComic(comic=comic, ripoff=ripoff, writer=writer, artist=artist, fans=fans, round=round)


def trace():
    return Trace()
