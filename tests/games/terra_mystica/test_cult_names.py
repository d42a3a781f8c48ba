"""A cult has one name wherever a player reads it: the board's final-scoring box said "Cult: Fire"
("Culto: Fuoco"), its track "Fire" ("Fuoco"), a favour tile "Fire +1", the priest menu "to Fire"
("a Fuoco"), while the history and the explanations said "the Fire cult" ("culto Fuoco"). Now every
text says "Fire cult" / "culto del Fuoco" (at the start of a line or as a heading "Culto del Fuoco"),
English and Italian alike."""
import pytest

from solo_desk.core.messages import render
from solo_desk.games.terra_mystica import GAME, labels
from solo_desk.games.terra_mystica.scene import CultTrack, SupplyTile, TileItem
from solo_desk.games.terra_mystica.state import SendPriest
from solo_desk.ui.i18n import set_language

from .helpers import witches_in_round_one
from .test_board_names_and_supply import finished_game
from .test_scene import open_state

pytestmark = pytest.mark.gui

NAMES = {
    "en": {"fire": "Fire cult", "water": "Water cult", "earth": "Earth cult", "air": "Air cult"},
    "it": {"fire": "culto del Fuoco", "water": "culto dell'Acqua", "earth": "culto della Terra", "air": "culto dell'Aria"},
}


def title(text: str) -> str:
    return text[:1].upper() + text[1:]


@pytest.fixture(params=["en", "it"])
def lang(request):
    set_language(request.param)
    yield request.param
    set_language("en")


@pytest.fixture(scope="module")
def ended():
    return finished_game()


def test_the_final_scoring_boxes_the_history_and_the_explanation_name_each_cult_alike(window, qtbot, lang, ended):
    scene = open_state(window, qtbot, ended)
    boxes = {p.key[1]: p for p in scene.pieces() if isinstance(p, TileItem) and p.key[0] == "final"}
    explanation = [render(step.key, step.params, lang) for step in GAME.propose(ended).trace if step.rule == "TM-SCORE-CULT"]
    for cult, name in NAMES[lang].items():
        assert boxes[f"cult_{cult}"].title == title(name)  # was "Cult: Fire" / "Culto: Fuoco"
        assert any(line.startswith(title(name) + ":") for line in explanation), (name, explanation)
        part = labels.final_part(f"cult_{cult}", ended.final[f"cult_{cult}"])  # the history's last line
        assert render(part["key"], part["params"], lang) == f"{name} {ended.final[f'cult_{cult}']}"


def test_the_cult_tracks_tiles_and_menus_name_each_cult_as_the_history_does(window, qtbot, lang):
    state = witches_in_round_one()
    scene = open_state(window, qtbot, state)
    tracks = {p.cult: p for p in scene.pieces() if isinstance(p, CultTrack)}
    favours = {p.key[1]: p for p in scene.pieces() if isinstance(p, SupplyTile) and p.key[0] == "favour"}
    rounds = [p for p in scene.pieces() if isinstance(p, TileItem) and p.key[0] == "round"]
    for cult, name in NAMES[lang].items():
        track = tracks[cult]
        assert track.toolTip().splitlines()[0] == title(name)
        bounds = track.title_bounds()  # the name painted above space 10, whole, inside the track
        assert track.title_rect().contains(bounds) and bounds.bottom() < track.HEAD, (cult, bounds)
        menu = scene.label(state, SendPriest(cult=cult, steps=2))
        history = render(GAME.describe(SendPriest(cult=cult, steps=2)).key, GAME.describe(SendPriest(cult=cult, steps=2)).params, lang)
        assert name in menu and name in history, (menu, history)
    for tile in favours.values():
        assert any(tile.lines[0] == f"{title(name)} +{n}" for name in NAMES[lang].values() for n in (1, 2, 3)), tile.lines
    ends = [line for tile in rounds for line in tile.lines if "→" in line]
    assert ends and all(any(name in line for name in NAMES[lang].values()) for line in ends), ends
    for line in ends:  # "each 4 Water → 1 priest" became "each 4 on the Water cult → 1 priest"
        assert (" on the " if lang == "en" else " sul ") in line, line


def test_no_message_or_board_string_names_a_cult_the_old_ways():
    from solo_desk.core.messages import catalogue

    old = ("{cult} cult", "culto {cult}", "Cult: ", "Culto: ")
    for key, entry in catalogue("terra_mystica").items():
        if key == "terra_mystica.error.no_such_cult":  # an id that is no cult, as it was sent
            continue
        for lang in ("en", "it"):
            assert not any(o in entry[lang] for o in old), (key, entry[lang])
    for lang in ("en", "it"):
        assert render("terra_mystica.final_part.cult", {"cult": {"key": "terra_mystica.cult.water"}, "vp": 3}, lang) == \
            f"{NAMES[lang]['water']} 3"


def test_the_opponent_pawns_explanation_says_which_cult_each_group_of_values_is_on(lang):
    """TM-CULT-ORDER listed four groups "green at 4, red at 6, yellow at 8 / green at 6, …" without
    saying which cult each one is."""
    from solo_desk.games.terra_mystica.state import SetupPick

    state = GAME.new_state({"faction": "witches", "difficulty": "intermediate", "third_colour": "player"}, 3, "digital")
    state, _ = GAME.apply(state, SetupPick(item="third_colour", value="red"))
    step = next(s for s in GAME.propose(state).trace if s.rule == "TM-CULT-ORDER")
    text = render(step.key, step.params, lang)
    at = [text.find(title(name) + ": ") if cult == "fire" else text.find(name + ": ") for cult, name in NAMES[lang].items()]
    assert -1 not in at and at == sorted(at), text  # each cult named, in the track order, before its values
    assert text.count(" at " if lang == "en" else " a ") >= 12, text


def test_the_round_tiles_scoring_lines_all_start_with_a_capital(window, qtbot, lang):
    scene = open_state(window, qtbot, witches_in_round_one())
    firsts = [p.lines[0] for p in scene.pieces() if isinstance(p, TileItem) and p.key[0] == "round"]
    assert len(firsts) == 6 and all(line[:1].isupper() for line in firsts), firsts


def test_the_round_tiles_cult_bonus_says_steps_and_fits_the_tile(window, qtbot, lang):
    """ "each 1 on the Earth cult → 1 coin" read oddly: "each step on the Earth cult → 1 coin", "each 4
    steps on the Water cult → 1 priest" (as the history and the menus name a round tile), whole on the tile."""
    state = witches_in_round_one()
    scene = open_state(window, qtbot, state)
    tiles = [p for p in scene.pieces() if isinstance(p, TileItem) and p.key[0] == "round"]
    step = ("each step on the ", " steps on the ") if lang == "en" else ("ogni passo sul ", " passi sul ")
    ends = [line for t in tiles for line in t.lines if "→" in line]
    assert ends and all(any(s in line for s in step) for line in ends), ends
    for tile in tiles:
        for rect in tile.text_rects():
            assert rect.bottom() <= tile.h - 1 and rect.right() <= tile.w - 3, (tile.key, tile.lines, rect)
    for tid in state.round_tiles:
        shown = render(labels.tile_choice(tid)["key"], {}, lang) if "key" in labels.tile_choice(tid) else labels.tile_choice(tid)[lang]
        if "→" in shown:
            assert any(s in shown for s in step), shown
