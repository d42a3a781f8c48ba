"""Playtest of the end of a game: the bridges as the menus name them, what passing brings (the
Engineers' bridges on their own), the final scoring on the board and in the history."""
from __future__ import annotations

import pytest

from solo_desk.games.terra_mystica import GAME, rules
from solo_desk.games.terra_mystica.state import Bridge, Pass
from tests.gui import status_messages
from tests.history_person import line

from .helpers import ORDINAL
from .test_faction_abilities_playtest import history, in_round_one


def test_the_bridge_history_names_the_pair_as_the_menu_does():
    """The history wrote "H6-I9" (hyphen), the menu and the bridge's tooltip "H6–I9" (en dash)."""
    for lang in ("en", "it"):
        assert "H6–I9" in line(GAME, Bridge(a="H6", b="I9"), lang)
        assert "H6–I9" in line(GAME, Bridge(a="H6", b="I9", via="engineers"), lang)
        assert "H6-I9" not in line(GAME, Bridge(a="H6", b="I9"), lang)


@pytest.mark.gui
def test_the_bridge_menu_entry_and_its_history_line_name_the_same_pair(window, qtbot):
    from .test_scene import open_state

    state = in_round_one("engineers")
    scene = open_state(window, qtbot, state)
    bridge = Bridge(a="H6", b="I9", via="engineers")
    assert "H6–I9" in scene.label(state, bridge) and "H6–I9" in history(bridge)


def engineers_with_bridges(joined: int):
    """The Engineers with their stronghold and ``joined`` bridges each joining two of their structures
    (one more bridge touching only one of them, which scores nothing)."""
    state = in_round_one("engineers")
    board = rules.board_of(state)
    pairs, used = [], set()
    for pair in sorted(tuple(sorted(p)) for p in board.bridgeable):
        if not set(pair) & used and not set(pair) & set(state.buildings):
            pairs.append(pair)
            used |= set(pair)
        if len(pairs) == joined + 1:
            break
    buildings = dict(state.buildings)
    h = next(h for h, (owner, _) in buildings.items() if owner == "player")
    buildings[h] = ("player", "SH")
    for a, b in pairs[:joined]:
        buildings[a] = buildings[b] = ("player", "D")
    a, _ = pairs[joined]
    buildings[a] = ("player", "D")
    return state.model_copy(update={"buildings": buildings, "bridges": list(pairs)})


@pytest.mark.parametrize("joined,en,it", [
    (1, "+3 VP for 1 bridge joining two of your structures (stronghold)",
     "+3 PV per 1 ponte che collega due tue strutture (fortezza)"),
    (2, "+6 VP for 2 bridges joining two of your structures (stronghold)",
     "+6 PV per 2 ponti che collegano due tue strutture (fortezza)"),
])
def test_the_engineers_bridge_vp_is_listed_on_its_own_when_passing(joined, en, it):
    """The 3 VP per bridge of the Engineers' stronghold were hidden inside "+N VP for passing": the line
    now lists them apart, as the bonus tile's VP, the cult bonus and the final scoring are."""
    state = engineers_with_bridges(joined)
    tile = state.bonus_pool[0]
    plain = state.model_copy(update={"bridges": []})
    after_plain, _ = GAME.apply(plain, Pass(tile=tile))
    after, recorded = GAME.apply(state, Pass(tile=tile))
    assert after.vp - after_plain.vp == 3 * joined  # the rule: 3 VP a bridge joining two of theirs
    assert recorded.outcomes["bridge_vp"] == {"bridges": joined, "vp": 3 * joined}
    assert recorded.outcomes.get("pass_vp", 0) == after_plain.vp - plain.vp
    assert en in history(recorded) and it in history(recorded, "it")
    if recorded.outcomes.get("pass_vp"):
        assert f"+{recorded.outcomes['pass_vp']} VP for passing, +{3 * joined} VP for" in history(recorded)


def test_no_bridge_line_without_the_stronghold():
    state = engineers_with_bridges(1)
    state = state.model_copy(update={"buildings": {h: (o, "D" if k == "SH" else k) for h, (o, k) in state.buildings.items()}})
    _, recorded = GAME.apply(state, Pass(tile=state.bonus_pool[0]))
    assert "bridge_vp" not in recorded.outcomes and "bridge" not in history(recorded)


@pytest.mark.parametrize("faction,en,it", [
    ("fakirs", "The Fakirs have no shipping track: their carpet flight reaches 1 space beyond their buildings, 2 after their stronghold.",
     "I Fachiri non hanno il tracciato di navigazione: il loro tappeto volante arriva a 1 spazio oltre i loro edifici, 2 dopo la loro fortezza."),
    ("dwarves", "The Dwarves have no shipping track: their tunnelling reaches 1 space beyond their buildings.",
     "I Nani non hanno il tracciato di navigazione: il loro tunnel arriva a 1 spazio oltre i loro edifici."),
])
def test_the_fakirs_cannot_buy_a_longer_carpet_flight_and_are_told_why(faction, en, it):
    """The Fakirs have no shipping track and their carpet range grows only with the stronghold (reference
    jsnell Fakirs: ship max_level 0, teleport max_level 1 via the stronghold's GAIN_TELEPORT). Advancing
    shipping was refused as "Your shipping track is already at the top", a track they do not have."""
    from solo_desk.core.errors import ActionError
    from solo_desk.games.terra_mystica.state import AdvanceShipping

    state = in_round_one(faction)
    assert not [a for a in GAME.legal_actions(state) if isinstance(a, AdvanceShipping)]
    with pytest.raises(ActionError) as refused:
        GAME.apply(state, AdvanceShipping())
    assert refused.value.message("en") == en and refused.value.message("it") == it
    if faction == "fakirs":
        assert rules.range_reach(state) == 1
        h = next(h for h, (owner, _) in state.buildings.items() if owner == "player")
        assert rules.range_reach(state.model_copy(update={"buildings": state.buildings | {h: ("player", "SH")}})) == 2


@pytest.fixture(scope="module")
def ended():
    """A whole seeded digital game: the states before and after the last pass, and that pass."""
    from solo_desk.core.playout import play_game

    record = play_game(GAME, {"faction": "engineers", "difficulty": "easy"}, 4)
    state = record.initial
    for step in record.steps:
        for action in step.actions:
            before = state
            state, recorded = GAME.apply(state, action)
    assert state.phase == "over" and recorded.kind == "pass"
    return before, recorded, state


def test_the_last_pass_tells_the_final_scoring_table_and_the_final_score(ended):
    """The history said only "final scoring +10 VP": now each category, and the final score."""
    _, last, end = ended
    parts = {"area": ("largest area", "area più grande"), "cult_fire": ("Fire cult", "culto del Fuoco"),
             "cult_water": ("Water cult", "culto dell'Acqua"), "cult_earth": ("Earth cult", "culto della Terra"),
             "cult_air": ("Air cult", "culto dell'Aria"), "resources": ("resources", "risorse")}
    en = ", ".join(f"{parts[k][0]} {v}" for k, v in end.final.items())
    it = ", ".join(f"{parts[k][1]} {v}" for k, v in end.final.items())
    total = sum(end.final.values())
    assert f"final scoring +{total} VP ({en}): final score {end.vp} VP" in history(last)
    assert f"conteggio finale +{total} PV ({it}): punteggio finale {end.vp} PV" in history(last, "it")
    assert last.outcomes["final"] == end.final and last.outcomes["final_score"] == end.vp
    # a pass recorded before the table was told reads as before
    old = last.model_copy(update={"outcomes": {"final_vp": total}})
    assert history(old).endswith(f"final scoring +{total} VP")


def test_the_final_resources_are_counted_as_coins(ended):
    """The resources box said only "what you had left": now the coins they made and the rate."""
    before, _, _ = ended
    rich = before.model_copy(update={"coins": 7, "workers": 2, "priests": 1, "power": [4, 5, 3]})
    assert rules.final_coins(rich) == {"coins": 7, "workers": 2, "priests": 1, "power": 3 + 2}
    assert rules.final_scoring(rich)["resources"] == 15 // 3


@pytest.mark.gui
@pytest.mark.parametrize("lang,texts", [
    ("en", ("coins in all, 3 a VP", "not taken", "none")),
    ("it", ("monete in tutto, 3 per PV", "non presa", "nessuna")),
])
def test_the_board_at_the_end_counts_the_resources_and_offers_nothing(window, qtbot, ended, lang, texts):
    from solo_desk.ui.i18n import set_language

    from .test_scene import open_state, piece

    _, _, end = ended
    end = end.model_copy(update={"favours": [], "towns": []})
    set_language(lang)
    scene = open_state(window, qtbot, end)
    coins = sum(rules.final_coins(end).values())
    box = piece(scene, ("final", "resources"))
    assert box.lines == [f"{coins} {texts[0]}"]
    assert all(r.width() <= box.w and r.bottom() <= box.h for r in box.text_rects())  # fits
    statuses = {piece(scene, ("power", n)).lines[1] for n in range(1, 7)}
    assert texts[1] in statuses and ("available" not in statuses and "disponibile" not in statuses)
    held = [i for i in scene.items() if hasattr(i, "toPlainText") and i.toPlainText() == texts[2]]
    assert held, "the held tiles at the end say none (not 'none yet')"
    mine, place, _, _ = rules.final_standings(end)["area"]
    assert piece(scene, ("final", "area")).lines[0].startswith(
        {"en": f"you: {mine}, {ORDINAL[place]} place", "it": f"tu: {mine}, {place}° posto"}[lang])


@pytest.mark.gui
@pytest.mark.parametrize("lang", ["en", "it"])
def test_the_last_round_says_passing_ends_the_game_and_a_tile_click_says_why_not(window, qtbot, ended, monkeypatch, lang):
    """In round 6 the bonus tiles' heading still said "click one to pass and take it", a click on one did
    nothing and said nothing, and the Pass banner and menu spoke of the round, not the game's end."""
    from solo_desk.ui.i18n import set_language

    from .test_scene import click, open_state, piece

    before, _, _ = ended
    assert before.round == 6 and GAME.to_move(before) == "player" and before.bonus_pool
    set_language(lang)
    scene = open_state(window, qtbot, before)
    texts = [i.text() for i in scene.items() if hasattr(i, "text") and callable(i.text) and isinstance(i.text(), str)]
    heading = {"en": "Bonus tiles in play (the last round: passing takes none)",
               "it": "Tessere bonus in gioco (ultimo turno: passando non se ne prende nessuna)"}[lang]
    assert heading in texts
    banner = piece(scene, ("pass",))
    assert banner.lines == [{"en": "end the game: final scoring", "it": "finisci la partita: conteggio finale"}[lang]]
    seen = []
    monkeypatch.setattr(scene, "choose", lambda entries: seen.append(entries) or None)
    click(qtbot, window.view, banner)
    assert seen and seen[0][0][0].startswith({"en": "Pass (last round: the game ends)", "it": "Passa (ultimo turno: la partita finisce)"}[lang])
    tile = piece(scene, ("bonus", before.bonus_pool[0]))
    with status_messages(window) as said:
        click(qtbot, window.view, tile)
    assert said and said[-1] == {"en": "Passing in round 6: take a bonus tile in rounds 1-5, none in round 6.",
                                 "it": "Passando nel turno 6: prendi una tessera bonus nei turni 1-5, nessuna nel turno 6."}[lang]
    assert window.controller.session.cursor == 0


@pytest.mark.gui
def test_clicks_at_the_end_say_the_game_is_over(window, qtbot, ended):
    """A click on a final scoring box said nothing; a power action said "not possible at this point"."""
    from .test_scene import click, open_state, piece

    _, _, end = ended
    scene = open_state(window, qtbot, end)
    with status_messages(window) as said:
        click(qtbot, window.view, piece(scene, ("final", "resources")))
        assert said[-1].startswith("The game is over: the final scoring is not a move.")
        click(qtbot, window.view, piece(scene, ("power", 4)))
        assert said[-1] == "The game is over: nothing more is played (an undo takes back the last pass)."  # what to do
        for key in (("hex", next(iter(end.terrain))), ("cult", "fire"), ("bowls",)):
            said.clear()
            click(qtbot, window.view, piece(scene, key))
            assert said and said[-1].startswith("The game is over"), key


@pytest.mark.gui
def test_no_next_income_is_announced_in_the_last_round(window, qtbot, ended):
    """Round 6 and the end still showed "Next income: …", an income that never comes."""
    from .test_scene import open_state

    before, _, end = ended
    for state, said in ((before, "Next income: none, the last round"), (end, "Next income: none, the game is over")):
        scene = open_state(window, qtbot, state)
        text = " ".join(i.toPlainText() for i in scene.items() if hasattr(i, "toPlainText"))
        assert said in text and text.count("Next income:") == 1


@pytest.mark.rule("TM-SCORE-AREA-EASY", "TM-SCORE-CULT", "TM-SCORE-FINAL", "TM-AMB-22")
def test_the_last_explanation_is_the_final_scoring_category_by_category(ended):
    """At the end the Automa panel said only "Final scores: You: 56": the game-over proposal now explains
    each category as the rules scored it, citing its rule, and the final score."""
    from solo_desk.core.messages import render

    _, _, end = ended
    proposal = GAME.propose(end)
    assert proposal.status == "game_over"
    rules_cited = [step.rule for step in proposal.trace]
    assert rules_cited == ["TM-SCORE-AREA-EASY"] + ["TM-SCORE-CULT"] * 4 + ["TM-SCORE-FINAL", "TM-AMB-22"]
    lines = [render(step.key, step.params, "en") for step in proposal.trace]
    standings = rules.final_standings(end)
    mine, place, _, theirs = standings["area"]
    assert lines[0].startswith(f"Largest area: yours {mine}, the opponents' {'/'.join(map(str, theirs))}: {ORDINAL[place]} place")
    assert lines[0].endswith(f"{end.final['area']} VP.")
    assert lines[1].startswith("Fire cult: you on ") and lines[1].endswith(f"{end.final['cult_fire']} VP.")
    left = rules.final_coins(end)
    assert f"= {sum(left.values())} coins, 3 coins a VP: {end.final['resources']} VP." in lines[5]
    assert lines[6] == f"Final score {end.vp} VP: {end.vp - sum(end.final.values())} before the final scoring, +{sum(end.final.values())} from it."
    assert all("{" not in render(step.key, step.params, "it") for step in proposal.trace)


def test_the_final_scoring_says_the_places_in_natural_italian(ended):
    """Italian read "la tua 2, degli avversari 12/10/8: posto 4" (a seat number): now "quelle degli
    avversari", "4° posto" and a tie "a pari merito"."""
    from solo_desk.core.messages import render

    _, _, end = ended
    mine, place, _, theirs = rules.final_standings(end)["area"]
    first = GAME.propose(end).trace[0]
    assert render(first.key, first.params, "it").startswith(
        f"Area più grande: la tua {mine}, quelle degli avversari {'/'.join(map(str, theirs))}: {place}° posto")
    tied = end.model_copy(update={"cults": end.cults | {"fire": 5}})  # easy: the opponents on 7, 5 and 3
    fire = GAME.propose(tied).trace[1]
    assert render(fire.key, fire.params, "it").startswith(
        "Culto del Fuoco: tu su 5, gli avversari su 7/5/3: 2° posto a pari merito (PV dei posti divisi), ")


@pytest.mark.gui
def test_a_correction_after_the_end_redoes_the_final_scoring(window, qtbot, ended):
    """Corrected after the end, the table changed but the final scoring did not: the board showed a cult
    pawn on space 9, "place 1", beside "+0 VP", and the resources' coins beside their old VP."""
    from solo_desk.core.session import Session
    from solo_desk.games.terra_mystica.state import EditCult, EditResources

    from .test_scene import piece

    _, _, end = ended
    window.set_session(Session(GAME, end, end.options))
    qtbot.waitUntil(lambda: bool(window.scene.pieces()))
    before = end.vp - sum(end.final.values())
    assert window.controller.apply(EditCult(cult="air", value=9))
    assert window.controller.apply(EditResources(coins=end.coins + 30))
    state = window.controller.state
    assert state.final["cult_air"] == 8 and state.final["resources"] == end.final["resources"] + 10
    assert state.vp == before + sum(state.final.values()) and GAME.result(state).scores["player"] == state.vp
    qtbot.waitUntil(lambda: piece(window.scene, ("final", "cult_air")).headline == "+8 VP")
    assert piece(window.scene, ("final", "total")).headline == f"{state.vp} VP"
    assert piece(window.scene, ("final", "before")).headline == f"{before} VP"
    last = window.controller.session.steps[-1].actions[0]
    assert history(last).endswith(f"; the final scoring is redone: final score {state.vp} VP")
    # the VP corrected by hand are the final score as given
    assert window.controller.apply(EditResources(vp=99))
    assert window.controller.state.vp == 99 and window.controller.state.final == state.final


@pytest.mark.gui
def test_a_right_click_at_the_end_corrects_the_table_and_rescores(window, qtbot, ended, monkeypatch):
    """At the end a right-click offered nothing ("Nothing to correct"): the table that scores (a cult pawn,
    the counters, a building) is correctable again, its final scoring redone; the power actions, round and
    bonus tiles, done with, are not."""
    from tests.gui import right_click

    from .test_scene import open_state, piece

    _, _, end = ended
    scene = open_state(window, qtbot, end)
    assert not scene.corrections(end, ("power", 3)) and not scene.corrections(end, ("round", 6))

    def pick(menus):
        title, entries = menus[0]
        assert title == "Your pawn on the Air cult is really on…"
        return dict(entries)["space 9"]

    monkeypatch.setattr(scene, "choose_correction", pick)
    right_click(window.view, piece(scene, ("cult", "air")))
    qtbot.waitUntil(lambda: window.controller.session.cursor == 1)
    assert window.controller.state.final["cult_air"] == 8
    qtbot.waitUntil(lambda: piece(window.scene, ("final", "cult_air")).headline == "+8 VP")


@pytest.mark.gui
def test_the_score_tooltip_counts_the_resources_as_the_final_box_does(window, qtbot, ended):
    from .test_scene import open_state, piece

    before, _, _ = ended
    scene = open_state(window, qtbot, before)
    coins = sum(rules.final_coins(before).values())
    vp = rules.final_scoring(before)["resources"]
    assert f"Resources: +{vp} VP — {coins} coins in all, 3 a VP" in piece(scene, ("score",)).toolTip()


@pytest.mark.gui
@pytest.mark.parametrize("faction,name", [("fakirs", "Carpet flight"), ("dwarves", "Tunnelling")])
def test_a_right_click_on_the_carpet_flight_says_why_it_has_nothing_to_correct(window, qtbot, faction, name):
    """A right-click on the Fakirs' carpet flight said only "Nothing to correct on this piece": its reach
    has no level of its own, the stronghold sets it (corrected on the map)."""
    from tests.gui import status_messages

    from .test_scene import open_state, piece

    state = in_round_one(faction)
    for shown in (state, state.model_copy(update={"phase": "over"})):
        scene = open_state(window, qtbot, shown)
        with status_messages(window) as heard:
            assert scene.context_actions(piece(scene, ("track", "shipping"))) is None
        assert heard == [f"{name} has no level to correct: its reach (1) comes from your stronghold, "
                         "which a right-click on its hex corrects."]
