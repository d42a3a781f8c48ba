"""What a window QA found: a click on the bonus tile the player holds said nothing; mode 2 asked the
player's faction with "Draws the faction: … — free; +20 VP"; the priest menu read "1 steps" and its
history line did not say which space the priest took."""
import pytest

from solo_desk.core.messages import render
from solo_desk.core.session import Session
from solo_desk.games.terra_mystica import GAME
from solo_desk.games.terra_mystica.content import catalogue
from solo_desk.games.terra_mystica.scene import TerraMysticaScene
from solo_desk.games.terra_mystica.state import EditResources, Pass, SendPriest, SetupPick
from solo_desk.ui.i18n import set_language

from tests.gui import status_messages

from .helpers import witches_in_round_one
from .test_scene import click, open_state, piece

pytestmark = pytest.mark.gui


def described(action, lang):
    m = GAME.describe(action)
    return render(m.key, m.params, lang)


def history_lines(window):
    lst = window.docks["history"].widget().list
    return [lst.item(i).text() for i in range(lst.count())]


# --- 1. the held bonus tile ----------------------------------------------------------------------


@pytest.mark.parametrize("lang, words", [("en", "You already hold the bonus tile"), ("it", "Hai già la tessera bonus")])
def test_clicking_the_bonus_tile_you_hold_says_why_nothing_happens(window, qtbot, monkeypatch, lang, words):
    set_language(lang)
    state = witches_in_round_one()
    assert state.bonus and state.bonus != "BON2"  # no special action on it: a click can only mean a pass
    scene = open_state(window, qtbot, state)
    monkeypatch.setattr(scene, "choose", lambda entries: pytest.fail("no menu for the held tile"))
    with status_messages(window) as said:
        click(qtbot, window.view, piece(scene, ("bonus", state.bonus)))
    assert said and words in said[-1], said
    assert window.controller.session.cursor == 0  # nothing applied
    assert words in window.statusBar().currentMessage()


def test_the_held_bonus_tile_two_offers_its_cult_step(window, qtbot, monkeypatch):
    state = witches_in_round_one()
    state = state.model_copy(update={"bonus": "BON2", "bonus_pool": [b for b in state.bonus_pool if b != "BON2"]
                                     + ([state.bonus] if state.bonus != "BON2" else [])})
    scene = open_state(window, qtbot, state)
    seen = []
    monkeypatch.setattr(scene, "choose", lambda entries: seen.append(entries) or None)
    click(qtbot, window.view, piece(scene, ("bonus", "BON2")))
    offered = [a for _, actions in seen[0] for a in actions]
    assert offered and all(a.kind == "cult_action" and a.via == "BON2" for a in offered)
    assert not any(isinstance(a, Pass) for a in offered)


# --- 2. mode 2: the player chooses the faction -----------------------------------------------------


def chosen_mode_state():
    return GAME.new_state({"selection": "chosen", "faction": "random"}, 7, "digital")


@pytest.mark.parametrize("lang", ["en", "it"])
def test_mode_two_faction_menu_says_choose_and_shows_the_home_terrain(window, qtbot, monkeypatch, lang):
    set_language(lang)
    scene = open_state(window, qtbot, chosen_mode_state())
    menus = []

    def pick(entries):
        menus.append(entries)
        return next(actions for _, actions in entries if actions[0].value == "chaosmagicians")

    monkeypatch.setattr(scene, "choose", pick)
    click(qtbot, window.view, piece(scene, ("decide",)))
    qtbot.waitUntil(lambda: window.controller.session.cursor == 1)
    entries = menus[0]
    assert len(entries) == len(catalogue().factions) == 14
    labels = {actions[0].value: label for label, actions in entries}
    verb = "Choose the faction: " if lang == "en" else "Scegli la fazione: "
    assert all(label.startswith(verb) for label in labels.values()), labels
    assert not any("—" in label or "VP" in label or "PV" in label for label in labels.values()), labels
    if lang == "en":
        assert labels["chaosmagicians"] == "Choose the faction: Chaos Magicians (Wasteland, red)"
        assert labels["witches"] == "Choose the faction: Witches (Forest, green)"
    else:
        assert labels["chaosmagicians"] == "Scegli la fazione: Maghi del Caos (Lande desolate, rosso)"
        assert labels["witches"] == "Scegli la fazione: Streghe (Foresta, verde)"
    menu, _ = scene.build_menu(entries)
    title = menu.actions()[0]
    assert title.text() == ("Choose your faction" if lang == "en" else "Scegli la tua fazione") and not title.isEnabled()
    history = history_lines(window)[-1]
    assert ("you: choose the faction: Chaos Magicians" if lang == "en" else "tu: scegli la fazione: Maghi del Caos") in history


def test_mode_one_still_draws_the_faction():
    state = GAME.new_state({"faction": "random"}, 7, "digital")
    proposal = GAME.propose(state)
    pick = next(a for a in proposal.actions if isinstance(a, SetupPick) and a.item == "faction")
    assert described(pick, "en").startswith("draws the faction")
    assert described(pick, "it").startswith("estrae la fazione")
    assert described(SetupPick(item="faction", value="witches"), "en") == "choose the faction: Witches"
    assert described(SetupPick(item="faction", value="witches"), "it") == "scegli la fazione: Streghe"


# --- 3. the priest: 1 step / 2 steps, and the history says which -----------------------------------


@pytest.mark.parametrize("lang, one, two, three", [("en", "1 step", "2 steps", "3 steps"),
                                                   ("it", "1 passo", "2 passi", "3 passi")])
def test_priest_menu_and_history_say_the_steps_in_singular_or_plural(window, qtbot, monkeypatch, lang, one, two, three):
    set_language(lang)
    state, _ = GAME.apply(witches_in_round_one(), EditResources(priests=5))
    scene = open_state(window, qtbot, state)
    seen = []

    def pick(entries):
        seen.append(entries)
        return next(actions for _, actions in entries if isinstance(actions[0], SendPriest) and actions[0].steps == 3)

    monkeypatch.setattr(scene, "choose", pick)
    click(qtbot, window.view, piece(scene, ("cult", "fire")))
    qtbot.waitUntil(lambda: window.controller.session.cursor == 1)
    steps = {actions[0].steps: label for label, actions in seen[0] if isinstance(actions[0], SendPriest)}
    assert set(steps) == {1, 2, 3}
    assert f": {one} —" in steps[1] and f": {two} —" in steps[2] and f": {three} —" in steps[3], steps
    assert "1 steps" not in steps[1] and "1 passi" not in steps[1]
    assert f"({three})" in history_lines(window)[-1]
    cult = "Fire cult" if lang == "en" else "culto del Fuoco"
    assert described(SendPriest(cult="fire", steps=1), lang).endswith(f"{cult} ({one})")
    assert described(SendPriest(cult="fire", steps=2), lang).endswith(f"{cult} ({two})")
