"""Properties over random player-entered Automa decks and the states they lead to."""
import json

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from solo_desk.core.options import resolve_options
from solo_desk.core.playout import play_game
from solo_desk.games.age_of_comics import GAME
from solo_desk.games.age_of_comics.content import AUTOMA_ACTIONS, content

GENRES = content().genre_names

card = st.fixed_dictionaries({
    "actions": st.permutations(AUTOMA_ACTIONS).map(lambda a: list(a[:3])),
    "priority": st.permutations(GENRES).map(list),
})
deck = st.lists(card, min_size=12, max_size=12)


@settings(max_examples=6, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(cards=deck, seed=st.integers(0, 10_000), difficulty=st.sampled_from(["beginner", "intermediate", "expert"]))
def test_any_valid_deck_plays_a_whole_game_within_the_automa_s_limits(tmp_path, cards, seed, difficulty):
    path = tmp_path / "deck.json"
    path.write_text(json.dumps({"cards": cards}))
    options = resolve_options(GAME.option_specs(), {"deck": str(path), "difficulty": difficulty})
    record = play_game(GAME, options, seed, check=True)  # check(): at most 4 creatives, 2 developed, ...
    assert record.error is None and record.result is not None
    state = record.initial
    for step in record.steps:
        for action in step.actions:
            before = state
            state, _ = GAME.apply(state, action)
            assert len(state.automa.hand) <= 4 and len(state.automa.developed) <= 2
            for area, spaces in before.spaces.items():
                for index, who in enumerate(spaces):
                    if who is not None:  # an occupied space is never taken over (only emptied at round end)
                        assert state.spaces[area][index] in (who, None)
