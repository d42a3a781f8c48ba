"""History lines name what the table showed (cards, Progress tokens, the starting die) in the UI
language, never by their ids, and read as a line after the window's "side:" prefix."""
from __future__ import annotations

import pytest

from solo_desk.core.messages import render
from solo_desk.games.architects import GAME
from solo_desk.games.architects.state import Answer, Build, ChooseToken, Take


def line(action, lang):
    described = GAME.describe(action)
    return render(described.key, described.params, lang)


@pytest.mark.parametrize("value, en, it", [
    ("compass", "Green compass", "Verde con compasso"),
    ("gear", "Green gear", "Verde con ingranaggio"),
    ("blue_3vp", "Blue 3 VP", "Blu da 3 punti"),
    ("culture", "Progress token Culture", "segnalino Progresso Cultura"),
    ("4", "starting die: 4", "dado iniziale dell'Avversario: 4"),
])
def test_what_the_table_shows_is_named_in_both_languages(value, en, it):
    action = Answer(value=value)
    assert en in line(action, "en")
    assert it in line(action, "it")


def test_a_take_reads_after_the_side_prefix_without_a_capitalised_deck():
    take = Take(deck="player", by="player", outcomes={"card": "glass"})
    assert line(take, "en") == "take the top card of your deck (Glass)"
    assert line(take, "it") == "prendi la prima carta del tuo mazzo (Vetro)"
    central = Take(deck="central", by="automa", outcomes={"card": "gear"})
    assert line(central, "it") == "prende la prima carta del mazzo centrale (Verde con ingranaggio)"


@pytest.mark.parametrize("action", [
    Take(deck="automa", by="player", outcomes={"card": "wood"}),
    Build(stage=2, payment=("wood", "wood"), by="automa"),
    ChooseToken(token="science", by="player"),
])
def test_no_history_line_starts_with_a_capitalised_verb(action):
    # the window writes "you: " / "the automa: " before the line: "you: Takes" read badly
    for lang in ("en", "it"):
        text = line(action, lang)
        assert text[0].islower(), text
        assert "Your" not in text and " da il " not in text and " di il " not in text


def test_the_automa_panel_names_dropped_candidates():
    from solo_desk.core.messages import render_value
    from solo_desk.core.playout import play_game

    record = play_game(GAME, {}, 4)
    state, labels = record.initial, []
    for step in record.steps:
        if step.actions[0].by == "automa":
            labels += [d.label for t in GAME.propose(state).trace for d in t.dropped]
        for action in step.actions:
            state, _ = GAME.apply(state, action)
    assert labels and all(label is not None for label in labels)
    shown = {render_value(label, "it") for label in labels}
    assert "Blu da 2 punti con Gatto, prima carta del tuo mazzo" in shown
    assert not any(":" in s and s.split(":")[0] in ("player", "automa", "central") for s in shown)


def test_the_set_up_die_question_leaves_the_rule_id_to_the_header():
    """QA: "(ARCH-SETUP-TOKEN)" in the header and again in the question text."""
    from solo_desk.core.messages import render as render_message

    state = GAME.new_state({"automa_wonder": "giza", "difficulty": "normal"}, 0, "companion")
    asked = GAME.propose(state)
    assert asked.rule == "ARCH-SETUP-TOKEN"  # the header cites it
    request = asked.inputs[0]
    for lang in ("en", "it"):
        text = render_message(request.key, request.params, lang)
        assert "ARCH-" not in text and text.strip(), text
