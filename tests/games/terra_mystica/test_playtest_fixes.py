"""Defects found playing at the table (the window, its texts, the history)."""
import pytest

from solo_desk.games.terra_mystica import GAME
from solo_desk.games.terra_mystica.content import catalogue
from solo_desk.games.terra_mystica.state import EditBonusTile
from tests.history_person import line

from .test_companion_audit import companion  # noqa: F401  (a fixture)


def test_a_correction_of_your_own_bonus_tile_says_it_is_yours(companion):
    """The history and the status say whose tile was corrected: the player's own, or one in play."""
    pool, held = list(companion.bonus_pool), companion.bonus
    spare = [b for b in catalogue().bonus if b not in pool and b != held]
    _, mine = GAME.apply(companion, EditBonusTile(old=held, tile=spare[0]))
    assert line(GAME, mine, "en").startswith("Correction: your bonus tile “")
    assert " is really the bonus tile “" in line(GAME, mine, "en")
    assert line(GAME, mine, "it").startswith("Correzione: la tua tessera bonus «")
    _, theirs = GAME.apply(companion, EditBonusTile(old=pool[0], tile=spare[0]))
    assert "your bonus" not in line(GAME, theirs, "en") and "(not yours)" in line(GAME, theirs, "en")
    assert "tua tessera" not in line(GAME, theirs, "it") and "(non tua)" in line(GAME, theirs, "it")
    # a save recorded before the fix (no outcome) still reads, as before
    assert line(GAME, EditBonusTile(old=held, tile=spare[0]), "en").startswith("Correction: the bonus tile “")


def test_the_history_says_how_much_is_converted_and_sacrificed():
    """"convert workers into coins" said neither how many nor, for the Alchemists, at what rate."""
    from solo_desk.games.terra_mystica.state import Burn, Convert

    assert line(GAME, Convert(source="workers", target="coins", times=3), "en") == "convert 3 workers into 3 coins"
    assert line(GAME, Convert(source="power", target="priests", times=2), "it") == "converti 10 potere in 2 sacerdoti"
    assert line(GAME, Burn(count=3), "en") == "sacrifice 3 power"
    assert line(GAME, Burn(count=1), "it") == "sacrifichi 1 potere"


def test_the_alchemists_exchange_is_recorded_at_their_rate():
    from solo_desk.games.terra_mystica import rules
    from solo_desk.games.terra_mystica.state import Convert

    from .helpers import run_automa

    state = GAME.new_state({"faction": "alchemists", "difficulty": "easy", "third_colour": "player"}, 3, "digital")
    while state.phase != "actions":
        if GAME.to_move(state) == "automa":
            state = run_automa(state)
        else:
            state, _ = GAME.apply(state, next(a for a in rules.legal_moves(state)))
    state = state.model_copy(update={"coins": 10, "pending": []})
    _, recorded = GAME.apply(state, Convert(source="coins", target="vp", times=2))
    assert line(GAME, recorded, "en") == "convert 4 coins into 2 VP"
    assert line(GAME, recorded, "it") == "converti 4 monete in 2 PV"


def test_placing_or_upgrading_an_opponent_dwelling_is_your_act_in_the_second_person():
    """The new actions (TM-ACT-PLACE/-UPGRADE) are the player's: "you: places a grey dwelling" read
    in the third person after the window's "you:"."""
    from solo_desk.games.terra_mystica.state import OpponentPlace, OpponentUpgrade
    from tests.history_person import person_problems

    place, upgrade = OpponentPlace(colour="grey", hex="E7"), OpponentUpgrade(colour="brown", hex="F5")
    assert person_problems(GAME, [place, upgrade]) == []
    assert line(GAME, place, "en") == "place a grey dwelling on E7"
    assert line(GAME, place, "it") == "piazzi un'abitazione grigia in E7"
    assert line(GAME, upgrade, "en") == "upgrade the brown dwelling on F5 to a trading house"
    assert line(GAME, upgrade, "it") == "migliori in emporio l'abitazione marrone in F5"
    # the automa's (a save's) stays in the third person
    assert line(GAME, OpponentUpgrade(colour="red", hex="D4", by="automa"), "en").startswith("upgrades the red")


def test_a_power_action_in_the_history_says_what_it_gave():
    from solo_desk.games.terra_mystica.state import PowerAction

    assert line(GAME, PowerAction(number=4), "en") == "take power action 4 (collect 7 coins)"
    assert line(GAME, PowerAction(number=2), "it") == "prendi l'azione potere 2 (reclutare un sacerdote)"


def test_the_dice_blocking_power_actions_name_what_they_blocked():
    """"blocks power actions (rolls 5, 3, 5, 6)" left the player to look the faces up."""
    from solo_desk.games.terra_mystica.state import BlockPower

    block = BlockPower(by="automa").with_outcomes(rolls=[5, 3, 5, 6])
    # each with its face (the rolls are in the dice's order, the actions in the board's): "3 · gain two workers"
    assert line(GAME, block, "en") == "blocks power actions (rolls 5, 3, 5, 6): 3 · gain two workers, 5 · 1 free spade, 6 · 2 free spades"
    assert line(GAME, block, "it") == "blocca azioni potere (tiri 5, 3, 5, 6): 3 · reclutare due lavoratori, 5 · 1 vanga gratis, 6 · 2 vanghe gratis"


def test_passing_says_what_it_brought_in_the_history():
    """"pass (take …)" said nothing of the VP for passing, the round's cult bonus or the final scoring
    the pass set off: the rules record them with the Pass, the history line names them."""
    from solo_desk.core.playout import play_game

    record = play_game(GAME, {"faction": "witches", "difficulty": "easy"}, 3)
    state, passes = record.initial, []
    for step in record.steps:
        for action in step.actions:
            state, recorded = GAME.apply(state, action)
            if recorded.kind == "pass":
                passes.append((recorded, state))
    last, end = passes[-1]
    assert end.phase == "over" and last.outcomes["final_vp"] == sum(end.final.values())
    assert line(GAME, last, "en").startswith("pass (no tile in the last round): ")
    assert f"final scoring +{sum(end.final.values())} VP" in line(GAME, last, "en")
    assert f"conteggio finale +{sum(end.final.values())} PV" in line(GAME, last, "it")
    told = [p for p, _ in passes if p.outcomes.get("pass_vp") or p.outcomes.get("round_bonus")]
    assert told, "no pass of the seeded game scored: the test exercises nothing"
    for p in told:
        text = line(GAME, p, "en")
        if p.outcomes.get("pass_vp"):
            assert f"+{p.outcomes['pass_vp']} VP for passing" in text
        if p.outcomes.get("round_bonus"):
            assert "cult bonus of the round: " in text


def test_a_pass_from_a_save_before_the_told_outcomes_reads_as_before():
    from solo_desk.games.terra_mystica.state import Pass

    assert line(GAME, Pass(tile=None), "en") == "pass (no tile in the last round)"
    scored = Pass(tile=None).with_outcomes(pass_vp=2, round_bonus={"power": 4}, final_vp=9)
    assert line(GAME, scored, "en") == "pass (no tile in the last round): +2 VP for passing, cult bonus of the round: 4 power, final scoring +9 VP"


def test_special_actions_read_as_what_they_do():
    """The Witches' Ride builds on a forest hex (it transforms nothing), the Auren's stronghold gives 2 cult
    steps, a bridge says how it was paid and a cult step where it came from."""
    from solo_desk.games.terra_mystica.state import Bridge, CultAction, TransformBuild
    from tests.history_person import person_problems

    ride = TransformBuild(hex="I6", via="ride")
    assert line(GAME, ride, "en") == "build a dwelling on I6 (Witches' Ride)"
    assert line(GAME, ride, "it") == "costruisci un'abitazione in I6 (Cavalcata delle Streghe)"
    auren = CultAction(cult="air", via="auren")
    assert line(GAME, auren, "en") == "take 2 steps on the Air cult (stronghold)"
    assert line(GAME, auren, "it") == "fai 2 passi sul culto dell'Aria (fortezza)"
    assert line(GAME, CultAction(cult="fire"), "en") == "take a step on the Fire cult (bonus tile)"
    assert line(GAME, CultAction(cult="fire", via="FAV6"), "it") == "fai un passo sul culto del Fuoco (tessera favore)"
    assert line(GAME, Bridge(a="B5", b="C5"), "en") == "build a bridge B5–C5 (power action 1)"
    assert line(GAME, Bridge(a="B5", b="C5", via="engineers"), "en") == "build a bridge B5–C5 (Engineers' action, 2 workers)"
    assert person_problems(GAME, [ride, auren, Bridge(a="B5", b="C5", via="engineers")]) == []


def test_the_income_handed_out_is_said_in_the_history():
    from solo_desk.games.terra_mystica import rules
    from solo_desk.games.terra_mystica.state import Income, StartBonus

    from .helpers import witches_opponents_placed

    state = witches_opponents_placed()
    state, _ = GAME.apply(state, StartBonus(tile=state.bonus_pool[0]))
    proposal = GAME.propose(state)
    income = next(a for a in proposal.actions if isinstance(a, Income))
    expected = {r: n for r, n in rules.income_of(state).items() if n}
    _, recorded = GAME.apply(state, income)
    assert recorded.outcomes["income"] == expected
    assert line(GAME, recorded, "en").startswith("hands out the income: ")
    assert line(GAME, recorded, "it").startswith("distribuisce la rendita: ")
    assert line(GAME, Income(by="automa"), "en") == "hands out the income"  # a save before: as it read


@pytest.mark.gui
@pytest.mark.parametrize("lang", ["en", "it"])
def test_correcting_your_bonus_tile_at_the_table_says_it_is_yours_in_the_history(window, qtbot, monkeypatch, companion, lang):
    from PySide6.QtWidgets import QListWidget

    from solo_desk.ui.i18n import set_language
    from solo_desk.ui.panels import HistoryPanel
    from tests.gui import right_click

    from .test_corrections import menus_of, settle
    from .test_scene import open_state, piece

    set_language(lang)
    scene = open_state(window, qtbot, companion)
    seen = menus_of(scene, monkeypatch)
    right_click(window.view, piece(scene, ("bonus", companion.bonus)))
    qtbot.waitUntil(lambda: bool(seen["corrections"]))
    (title, entries), = seen["corrections"][0]
    assert title == {"en": "Your bonus tile is really…", "it": "La tua tessera bonus è in realtà…"}[lang]
    menus_of(scene, monkeypatch, pick=entries[0][0])
    right_click(window.view, piece(scene, ("bonus", companion.bonus)))
    settle(window, qtbot, 1)
    assert window.controller.state.bonus == entries[0][1].tile
    history = window.findChild(HistoryPanel).findChildren(QListWidget)[0]
    qtbot.waitUntil(lambda: history.count() == 2)
    assert history.item(1).text().startswith({"en": "1. Correction: your bonus tile “",
                                               "it": "1. Correzione: la tua tessera bonus «"}[lang])
