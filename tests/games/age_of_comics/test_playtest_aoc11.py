"""Playtest 11: the round start's companion questions read on one or two lines of the Automa
panel at 1280 px; round V's history line gives that round's chart VP and income as rounds I-IV
do; negative scores and money read with the minus sign (−8), as the player reads them."""
import pytest

from solo_desk.games.age_of_comics import rules as R


def _lines(label) -> int:
    """How many lines the label's text takes at its width (word-wrapped, as the panel shows it)."""
    from PySide6.QtCore import QRect, Qt

    width = label.contentsRect().width()
    rect = label.fontMetrics().boundingRect(QRect(0, 0, width, 10_000), int(Qt.TextFlag.TextWordWrap), label.text())
    return round(rect.height() / label.fontMetrics().lineSpacing())


@pytest.mark.gui
@pytest.mark.parametrize("lang", ["en", "it"])
def test_the_round_start_questions_read_on_one_or_two_lines_at_1280(window, qtbot, lang):
    """"What value does the superheroes sales order between B2 and C2 show?" took 3-4 lines of the
    Automa panel at 1280 px; each round-start question now takes at most two."""
    from .test_playtest_aoc10 import rows_up_to_the_first_card

    rows = [(name, label) for name, label, _c in rows_up_to_the_first_card(window, qtbot, lang)
            if not name.startswith("card:")]
    kinds = {name.split(":")[0] for name, _label in rows}
    assert {"automa_writer", "automa_artist", "automa_comic", "order_genre", "order_value", "display"} <= kinds, kinds
    assert any(name.startswith("calendar") for name in kinds), kinds
    too_long = {label.text(): _lines(label) for _name, label in rows if _lines(label) > 2}
    assert not too_long, (too_long, rows[0][1].contentsRect().width())


def played_to_the_end(seed: int = 4, **options):
    """A digital session played to the end of round V (your moves by the player policy)."""
    import random

    from solo_desk.core.session import Session
    from solo_desk.games.age_of_comics import GAME

    session = Session.new(GAME, {"deck": "demo", **options}, seed, "digital")
    rng = random.Random(seed)
    while session.state.phase != "over":
        if GAME.to_move(session.state) == "automa":
            session.apply(list(GAME.propose(session.state).actions))
        else:
            session.apply(GAME.player_policy(session.state, rng))
    return session


@pytest.mark.rule("AOC-ROUND-END")
def test_round_v_history_line_gives_its_chart_vp_and_income_and_the_final_score():
    """Rounds I-IV say "round II ends (chart VP: you +1, the Automa +3; your income $4)"; round V
    said only the final score."""
    from solo_desk.core.messages import render
    from solo_desk.games.age_of_comics import GAME

    session = played_to_the_end()
    end = next(a for a in reversed(session.steps[-1].actions) if a.kind == "end_round")
    gains, final = end.outcomes["round_gains"], end.outcomes["final"]
    outcome = {"en": {"player": "you win", "automa": "the Automa wins"}, "it": {"player": "vinci tu", "automa": "vince l'Automa"}}
    result = R.outcome(final["player"], final["automa"])
    assert result != "tie"
    described = GAME.describe(end)
    assert render(described.key, described.params, "en") == (
        f"round V ends (chart VP: you +{gains['player']}, the Automa +{gains['automa']}; your income ${gains['income']}); "
        f"final score: you {final['player']} VP, the Automa {final['automa']} VP: {outcome['en'][result]}")
    assert render(described.key, described.params, "it") == (
        f"finisce il round V (PV della classifica: tu +{gains['player']}, l'Automa +{gains['automa']}; "
        f"i tuoi incassi ${gains['income']}); punteggio finale: tu {final['player']} PV, l'Automa {final['automa']} PV: "
        f"{outcome['it'][result]}")
    # a save recorded without the round's gains keeps its final-score line
    older = end.model_copy(update={"outcomes": {k: v for k, v in end.outcomes.items() if k != "round_gains"}})
    assert render(GAME.describe(older).key, GAME.describe(older).params, "en").startswith("round V ends; final score:")


@pytest.mark.rule("AOC-SCORE-PLAYER")
@pytest.mark.parametrize("lang", ["en", "it"])
def test_a_negative_score_reads_with_the_minus_sign_in_the_history_and_the_explanation(lang):
    """"-8" read as a hyphen: the history's final score, the explanation's final scores and the unmet
    challenges say "−8" (U+2212)."""
    from solo_desk.core.messages import render
    from solo_desk.core.proposal import Trace
    from solo_desk.games.age_of_comics import GAME
    from solo_desk.games.age_of_comics import bot

    session = played_to_the_end(challenge_ethical=True, challenge_fans35=True, challenge_business=True)
    end = next(a for a in reversed(session.steps[-1].actions) if a.kind == "end_round")
    negative = end.model_copy(update={"outcomes": {**end.outcomes, "final": {"player": -8, "automa": 40}}})
    line = render(GAME.describe(negative).key, GAME.describe(negative).params, lang)
    assert "−8" in line and "-8" not in line, line
    state = session.state.model_copy(deep=True)
    state.player.chart_vp = -200  # a correction gone wrong: the total below zero
    trace = Trace()
    bot.final_steps(state, trace)
    texts = {t.rule: render(t.key, t.params, lang) for t in trace.steps}
    total = R.player_score(state)["total"]
    assert total < 0
    assert f"= −{-total} " in texts["AOC-SCORE-PLAYER"] and "−200" in texts["AOC-SCORE-PLAYER"], texts["AOC-SCORE-PLAYER"]
    assert f"−{-total} " in texts["AOC-SCORE-WIN"], texts["AOC-SCORE-WIN"]
    unmet = [render(t.key, t.params, lang) for t in trace.steps if t.key.endswith("challenge_unmet")]
    assert unmet and all("−15 " in text and "-15" not in text for text in unmet), unmet
    assert not any("-" + str(n) in text for text in texts.values() for n in range(1, 300)), texts


@pytest.mark.gui
@pytest.mark.rule("AOC-SCORE-PLAYER")
def test_the_board_shows_a_negative_score_with_the_minus_sign(window, qtbot):
    """Two challenges not met yet: "VP now" and "challenges" read "−30", not "-30"."""
    from PySide6.QtWidgets import QGraphicsSimpleTextItem

    assert window.start_game("age_of_comics", {"deck": "demo", "challenge_fans35": True, "challenge_business": True},
                             3, "digital")
    qtbot.waitUntil(lambda: window.scene is not None and bool(window.scene.pieces()))
    texts = [i.text() for i in window.scene.items() if isinstance(i, QGraphicsSimpleTextItem)]
    score = R.player_score(window.controller.state)
    assert score["penalty"] == -30 and score["total"] < 0
    assert "−30" in texts and f"−{-score['total']}" in texts, sorted(t for t in texts if t[-1:].isdigit())
    assert not [t for t in texts if t.startswith("-") and t[1:2].isdigit()], texts
