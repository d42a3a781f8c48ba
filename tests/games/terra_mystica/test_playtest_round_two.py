"""Second playtest of the game's end and the set-up's answers: a die already blocked given on the command
line says to re-roll it (TM-AMB-14), the final scoring's places read "4th place", the tracks after the
end offer no next level, and the history marks the hexes the player chose in a tie."""
from __future__ import annotations

import pytest

from solo_desk.cli import main
from solo_desk.core import saves
from solo_desk.core.errors import BadInput
from solo_desk.core.messages import render
from solo_desk.core.session import Session
from solo_desk.games.terra_mystica import GAME, rules
from solo_desk.games.terra_mystica.state import Income

from .helpers import ORDINAL
from .test_companion_audit import played
from .test_end_game_playtest import ended  # noqa: F401 (the fixture)
from .test_tie_trace import cultists_near_a7


# --- 1. a die already blocked, given again ---------------------------------------------------


@pytest.fixture(scope="module")
def rolling():
    """A companion game with dice at round 1's roll for the blocked power actions (intermediate: 3 dice)."""
    sess = played({"power_mode": "dice"}, until=lambda s: s.phase == "income")
    sess.apply(Income(by="automa"))
    return sess


@pytest.mark.rule("TM-POWER-D6", "TM-AMB-14")
@pytest.mark.parametrize("lang,said", [
    ("en", "The die shows 2: the action “gain a priest” is already blocked for round 1. Re-roll it and give the new "
           "number as round_1_die_2 (one of 1, 3, 4, 5, 6): a repeated action is re-rolled until 3 different ones are "
           "blocked (TM-AMB-14)."),
    ("it", "Il dado dà 2: l'azione “reclutare un sacerdote” è già bloccata per il turno 1. Ritiralo e indica il nuovo "
           "numero come round_1_die_2 (uno tra 1, 3, 4, 5, 6): un'azione ripetuta si ritira finché non ne sono "
           "bloccate 3 diverse (TM-AMB-14)."),
])
@pytest.mark.parametrize("command", ["propose", "apply"])
def test_a_die_given_twice_on_the_command_line_says_it_is_blocked_and_to_re_roll(rolling, tmp_path, capsys, command, lang, said):
    """It read "round_1_die_2 must be one of 1, 3, 4, 5, 6 (got '2')", not why nor what to do."""
    path = tmp_path / "g.json"
    saves.save(rolling, path)
    before = path.read_bytes()
    code = main(["--lang", lang, command, str(path), "--input", "round_1_die_1=2", "--input", "round_1_die_2=2"])
    _, err = capsys.readouterr()
    assert code == 2 and err.strip() == f"solo-desk: {said}"
    assert path.read_bytes() == before
    code = main([command, str(path), "--input", "round_1_die_1=2", "--input", "round_1_die_2=9"])
    assert code == 2 and "round_1_die_2 must be one of 1, 3, 4, 5, 6 (got '9')" in capsys.readouterr()[1]  # not a face


@pytest.mark.rule("TM-POWER-PRESET", "TM-AMB-14")
def test_a_preset_die_already_blocked_names_its_round_through_the_api_too():
    state = Session.new(GAME, {"power_mode": "preset", "faction": "witches", "third_colour": "random"}, 11, "companion").state
    inputs: dict[str, str] = {}
    while not (asked := GAME.propose(state, inputs).inputs[0]).name.startswith("preset_"):
        inputs[asked.name] = asked.choices[0].value
    assert asked.name == "preset_1_die_1"
    with pytest.raises(BadInput) as refused:
        GAME.propose(state, inputs | {"preset_1_die_1": "5", "preset_1_die_2": "5"})
    assert refused.value.message("en").startswith(
        "The die shows 5: the action “1 free spade” is already blocked for round 1. Re-roll it and give the new number "
        "as preset_1_die_2 (one of 1, 2, 3, 4, 6)")
    assert "l'azione “1 vanga gratis” è già bloccata per il turno 1. Ritiralo" in refused.value.message("it")


# --- 2. the places of the final scoring -------------------------------------------------------


@pytest.mark.rule("TM-SCORE-AREA-EASY", "TM-SCORE-CULT")
def test_the_final_explanation_says_4th_place_not_place_4(ended):  # noqa: F811
    _, _, end = ended
    for place in range(1, 5):
        tied = end.model_copy(update={"cults": end.cults | {"fire": {1: 8, 2: 6, 3: 4, 4: 0}[place]}})
        fire = GAME.propose(tied).trace[1]
        en, it = render(fire.key, fire.params, "en"), render(fire.key, fire.params, "it")
        assert f": {ORDINAL[place]} place, " in en and "place " + str(place) not in en
        assert f": {place}° posto, " in it
    tied = end.model_copy(update={"cults": end.cults | {"fire": 5}})  # easy: the opponents on 7, 5 and 3
    fire = GAME.propose(tied).trace[1]
    assert render(fire.key, fire.params, "en").startswith(
        "Fire cult: you on 5, the opponents on 7/5/3: 2nd place (tied, the places' VP split), ")
    assert fire.params["place"] == 2  # the JSON keeps the number


@pytest.mark.gui
@pytest.mark.parametrize("lang", ["en", "it"])
def test_the_final_scoring_boxes_say_the_place_as_an_ordinal(window, qtbot, ended, lang):  # noqa: F811
    from solo_desk.ui.i18n import set_language

    from .test_scene import open_state, piece

    _, _, end = ended
    set_language(lang)
    scene = open_state(window, qtbot, end)
    for key, (mine, place, tied, _) in rules.final_standings(end).items():
        box = piece(scene, ("final", key))
        said = {"en": f"you: {mine}, {ORDINAL[place]} place", "it": f"tu: {mine}, {place}° posto"}[lang]
        assert box.lines[0].split("\n")[0] == said + ({"en": " (tied)", "it": " (pari)"}[lang] if tied else "")
        assert all(r.width() <= box.w and r.bottom() <= box.h for r in box.text_rects())  # fits


# --- 3. the tracks after the end --------------------------------------------------------------


@pytest.mark.gui
@pytest.mark.parametrize("faction", ["engineers", "fakirs"])
@pytest.mark.parametrize("lang", ["en", "it"])
def test_after_the_end_the_tracks_show_no_next_level_or_price(window, qtbot, ended, lang, faction):  # noqa: F811
    """The shipping box still read "next: 4 coins, 1 priest" ("prossimo: …") once the game was over."""
    from solo_desk.ui.i18n import set_language

    from .test_scene import open_state, piece

    before, _, end = ended
    set_language(lang)
    for state, over in ((before, False), (end, True)):
        state = state.model_copy(update={"faction": faction, "shipping": 0, "digging": 0})
        scene = open_state(window, qtbot, state)
        ship, dig = piece(scene, ("track", "shipping")), piece(scene, ("track", "digging"))
        if faction == "fakirs":  # the carpet flight's reach stays, its price goes
            reach = {"en": "reach %d", "it": "portata %d"}[lang] % rules.range_reach(state)
            assert (ship.lines == [reach]) == over and ship.lines[0].startswith(reach)
        else:
            assert bool(ship.lines) != over and not any(("next" in t or "prossimo" in t) for t in ship.lines if over)
        assert bool(dig.lines) != over


# --- 4. the tie the player settled, in the history ---------------------------------------------


@pytest.mark.rule("TM-DWELL-TIE-RANDOM", "TM-AMB-07")
@pytest.mark.parametrize("options", [{"dwelling_tie": "player"}, {}])
def test_the_history_marks_the_hexes_chosen_or_drawn_in_a_tie(options):
    """The line "yellow on B4 and F3, …" did not say that B4 was the player's answer to a tie; nor, in a
    digital game, that A5 had been drawn at random between A5 and B4 (the same hexes as before)."""
    from solo_desk.core.actions import Step
    from solo_desk.ui.i18n import set_language
    from solo_desk.ui.panels import step_details, step_text

    state = cultists_near_a7(**options)
    inputs: dict[str, str] = {}
    while (proposal := GAME.propose(state, inputs)).inputs:
        asked = proposal.inputs[0]
        inputs[asked.name] = asked.choices[-1].value  # A7's tie: A5 or B4; E6's: D5 or E4
    recorded = []
    for action in proposal.actions:
        state, done = GAME.apply(state, action)
        recorded.append(done)
    step = Step(actions=recorded)
    chosen = bool(options)
    try:
        set_language("en")
        line, tip = step_text(GAME, step)[1], step_details(GAME, step)
        assert line == ("places the opponents' starting dwellings: yellow on B4 (your choice of the tie) and F3, black "
                        "on A8 and E5, blue on A4 and E4 (your choice of the tie)" if chosen else
                        "places the opponents' starting dwellings: yellow on A5 (drawn at random from the tie) and F3, "
                        "black on A8 and E5, blue on A4 and E4 (drawn at random from the tie)")
        assert ("Places a yellow starting dwelling on B4 (near your dwelling at A7; your choice of the tie between "
                "A5, B4)" in tip.splitlines()) == chosen
        assert ("Places a yellow starting dwelling on A5 (near your dwelling at A7; drawn at random from the tie "
                "between A5, B4)" in tip.splitlines()) != chosen
        set_language("it")
        line, tip = step_text(GAME, step)[1], step_details(GAME, step)
        assert ("giallo in B4 (a tua scelta nel pareggio) e in F3" in line) == chosen
        assert ("giallo in A5 (estratto a sorte nel pareggio) e in F3" in line) != chosen
        assert ("Piazza un'abitazione iniziale blu in E4 (vicino alla tua abitazione in E6; a tua scelta nel pareggio "
                "tra D5, E4)" in tip.splitlines()) == chosen
        assert ("Piazza un'abitazione iniziale blu in E4 (vicino alla tua abitazione in E6; esagono estratto a sorte "
                "nel pareggio tra D5, E4)" in tip.splitlines()) != chosen
    finally:
        set_language("en")


@pytest.mark.rule("TM-DWELL-TIE-RANDOM", "TM-DWELL-PLACE")
def test_the_automas_explanation_says_which_placements_were_drawn_in_a_tie():
    """The explanation said "Still tied: placed at random." and then "A yellow dwelling on A5 (near your
    dwelling at A7)." as if A5 had been the only nearest hex; a hex with no tie is told as before."""
    proposal = GAME.propose(cultists_near_a7())
    placed = {t.params["hex"]: t for t in proposal.trace if t.rule == "TM-DWELL-PLACE" and "hex" in t.params}
    assert render(placed["A5"].key, placed["A5"].params, "en") == (
        "A yellow dwelling on A5 (near your dwelling at A7), drawn at random from the tie between A5, B4.")
    assert render(placed["A5"].key, placed["A5"].params, "it") == (
        "Abitazione gialla in A5 (vicino alla tua abitazione in A7), esagono estratto a sorte nel pareggio tra A5, B4.")
    assert render(placed["F3"].key, placed["F3"].params, "en") == "A yellow dwelling on F3 (near your dwelling at E6)."


# --- the rest of the end: clicks that said nothing or too little --------------------------------


@pytest.mark.gui
@pytest.mark.parametrize("lang", ["en", "it"])
def test_clicks_on_the_supply_and_the_score_say_what_to_do(window, qtbot, ended, lang):  # noqa: F811
    """A click on a building of a supply said nothing (mid-game and after the end); at the end the score's
    click sent to a tooltip that no longer tells the final scoring; the tracks' tooltips still said
    "Click to advance"; the rules' refusal after the end was a bare "The game is over."."""
    from solo_desk.ui.i18n import set_language

    from .test_scene import click, open_state, piece

    before, _, end = ended
    set_language(lang)
    said: list[str] = []
    for state in (before, end):
        scene = open_state(window, qtbot, state)
        window.controller.error.connect(said.append)
        said.clear()
        click(qtbot, window.view, piece(scene, ("supply", "player", "D")))
        assert said, "a click on a building in the supply says something"
        assert said[-1] == {
            ("en", False): "A building is dragged, not clicked: drag it onto a hex (the hexes that take it light up; "
                           "Shift+Enter from the keyboard).",
            ("it", False): "Un edificio si trascina, non si clicca: trascinalo su un esagono (quelli che lo accettano si "
                           "illuminano; da tastiera Shift+Invio).",
            ("en", True): "The game is over: nothing more is played (Edit ▸ Undo takes back the last pass)",
            ("it", True): "La partita è finita: non si gioca più nulla (Modifica ▸ Annulla torna a prima che passassi)",
        }[lang, state is end]
        if state is before:  # a building none of which is left is not dragged: said so
            click(qtbot, window.view, piece(scene, ("supply", "player", "SA")))
            assert said[-1] == said[-2]  # one left: dragged, as the dwelling
            home = rules.faction_of(state).home
            free = next(h for h, c in state.terrain.items() if c == home and h not in state.buildings)
            scene = open_state(window, qtbot, state.model_copy(update={"buildings": state.buildings | {free: ("player", "SA")}}))
            window.controller.error.connect(said.append)
            click(qtbot, window.view, piece(scene, ("supply", "player", "SA")))
            assert said[-1] == {"en": "None of these buildings is left in the supply.",
                                "it": "Di questi edifici non ne resta nessuno nella riserva."}[lang]
            window.controller.error.disconnect(said.append)
    click(qtbot, window.view, piece(scene, ("score",)))
    assert said[-1] == {"en": f"You scored {end.vp} VP. The score is not a move: the final scoring is below the round tiles.",
                        "it": f"Hai totalizzato {end.vp} PV. Il punteggio non è una mossa: il conteggio finale è sotto "
                              "le tessere turno."}[lang]
    for track in ("shipping", "digging"):
        tip = piece(scene, ("track", track)).toolTip()
        assert "Click to advance" not in tip and "Clicca per avanzare" not in tip
    click(qtbot, window.view, piece(scene, ("power", 4)))
    assert said[-1] == {"en": "The game is over: nothing more is played (an undo takes back the last pass).",
                        "it": "La partita è finita: non si gioca più nulla (annullando torni a prima che passassi)."}[lang]
    set_language("en")
