"""Mid-game playtest fixes: a hex's menu of every terrain by every way of paying (21 entries with
workers, power action 5 and power action 6) puts each way in its own submenu; a short menu stays flat."""
import pytest

from PySide6.QtCore import QPointF

from solo_desk.games.terra_mystica.state import TransformBuild
from solo_desk.ui.i18n import set_language

from .test_scene import mid_game, open_state

pytestmark = pytest.mark.gui


def rich_mid_game():
    state = mid_game(seed=5, moves=25)
    assert state.phase == "actions"
    return state.model_copy(update={"coins": 30, "workers": 12, "priests": 5, "power": [0, 2, 12]})


@pytest.mark.parametrize("lang", ["en", "it"])
def test_a_long_hex_menu_has_a_submenu_for_each_way_of_transforming(window, qtbot, lang):
    set_language(lang)
    try:
        state = rich_mid_game()
        scene = open_state(window, qtbot, state)
        by_hex = {h: scene.entries(state, scene.hex_actions(state, h)) for h in state.terrain}
        hex_, entries = max(by_hex.items(), key=lambda kv: len(kv[1]))
        assert len(entries) > 15  # every terrain by workers, power action 5 and power action 6
        menu, picked = scene.build_menu(entries)
        top = menu.actions()
        assert len(top) <= 8, [a.text() for a in top]
        subs = {a.menu().title(): [s.text() for s in a.menu().actions()] for a in top if a.menu()}
        verb = "Transform" if lang == "en" else "Trasforma"
        assert len(subs) >= 2 and all(t.startswith(f"{verb} {hex_} (") for t in subs), subs
        assert sorted(picked.values(), key=repr) == sorted((acts for _, acts in entries), key=repr)  # nothing lost
        for title, labels in subs.items():  # each submenu: one way of paying, its terrains
            way = title[title.index("("):]
            assert all(label.startswith(f"{verb} {hex_} ") and way in label for label in labels), (title, labels)
        flat = [picked[a][0] for a in top if not a.menu()]  # the dwellings built, another colour's dwelling
        assert any(isinstance(a, TransformBuild) and a.build for a in flat)
        assert not any(isinstance(a, TransformBuild) and not a.build for a in flat), flat
        short = [e for e in by_hex.values() if 1 < len(e) <= 10]
        if short:  # a short menu stays as it was: no submenu
            menu, _ = scene.build_menu(short[0])
            assert not any(a.menu() for a in menu.actions())
    finally:
        set_language("en")


@pytest.mark.parametrize("mark", ["lit", "highlighted"])
@pytest.mark.parametrize("colour", ["red", "brown", "grey", "yellow", "black"])
def test_a_lit_hex_keeps_its_name_readable(qtbot, colour, mark):
    """Power action 5 or 6 lights the hexes it can transform: the white veil and the dashed outline
    were painted over the name, white on a paler fill ("A6", "B3" could hardly be read). The name is
    now drawn last, dark on a light backing. So on a highlighted hex (the automa's move, the hexes of
    a tie asked): the thick orange outline hid the name the question asks for ("G1", "I3")."""
    from PySide6.QtGui import QColor, QImage, QPainter

    from solo_desk.games.terra_mystica.scene import HexItem

    def darkest_and_backing(item):
        image = QImage(int(item.w) + 1, int(item.h) + 1, QImage.Format.Format_ARGB32)
        image.fill(QColor("#bcd9ec"))
        painter = QPainter(image)
        item.paint(painter, None)
        painter.end()
        # around the name, the hexagon's top middle (x ±9 of the centre, y 6-14)
        middle = int(item.w / 2)
        values = [QColor(image.pixel(x, y)).lightness() for x in range(middle - 9, middle + 9) for y in range(6, 15)]
        return min(values), sorted(values)[len(values) // 2]

    item = HexItem("A6", colour, "")
    setattr(item, mark, True)
    darkest, median = darkest_and_backing(item)
    assert darkest < 90 and median > 200, (darkest, median)  # dark letters on a light ground
    assert item.poly.boundingRect().contains(item.name_backing())



def end_of_round_five():
    """Round 5 just ended (the round number already 6) and its cult bonus spades are to be used."""
    import random

    from solo_desk.core import playout
    from solo_desk.games.terra_mystica import GAME

    state = GAME.new_state({"faction": "nomads", "difficulty": "intermediate"}, 1, "digital")
    rng = random.Random(1)
    for _ in range(300):
        if state.pending and state.pending[0].kind == "spades" and state.pending[0].source == "round" and state.round == 6:
            return state
        for action in playout.next_step(GAME, state, rng):
            state, _ = GAME.apply(state, action)
    raise AssertionError("no round-end spades in round 5")


@pytest.mark.parametrize("lang", ["en", "it"])
def test_while_round_five_ends_the_board_does_not_say_the_last_round_yet(window, qtbot, lang):
    """At the end of round 5 (its cult bonus spades still to use) the board showed round 5 as current
    but said "Next income: none, the last round" and "Bonus tiles in play (the last round: passing
    takes none)": round 6's income is still to come and round 6 is not being played yet."""
    from PySide6.QtWidgets import QGraphicsSimpleTextItem, QGraphicsTextItem

    from solo_desk.games.terra_mystica import rules

    set_language(lang)
    try:
        state = end_of_round_five()
        scene = open_state(window, qtbot, state)
        texts = [i.toPlainText() if isinstance(i, QGraphicsTextItem) else i.text()
                 for i in scene.items() if isinstance(i, (QGraphicsTextItem, QGraphicsSimpleTextItem))]
        joined = "\n".join(texts)
        last_income = "Next income: none, the last round" if lang == "en" else "Prossima rendita: nessuna, è l'ultimo turno"
        last_bonus = "the last round: passing takes none" if lang == "en" else "ultimo turno: passando non se ne prende nessuna"
        assert last_income not in joined and last_bonus not in joined, joined
        income = "Next income: " if lang == "en" else "Prossima rendita: "
        assert any(t.startswith(income) or f"\n{income}" in t for t in texts)
        assert rules.income_of(state)  # there is one: round 6's
    finally:
        set_language("en")


@pytest.mark.parametrize("lang", ["en", "it"])
def test_the_dice_explanation_names_each_blocked_action_with_its_face(lang):
    """"Rolls 4, 3, 6, 2: blocked gain a priest, gain two workers, …" listed the actions in the board's
    order after the rolls in the dice's: the reader paired roll 4 with "gain a priest". Each blocked
    action now carries its face, as the dice questions of companion mode name them."""
    import re

    from solo_desk.core.messages import render
    from solo_desk.games.terra_mystica import GAME
    from solo_desk.games.terra_mystica.state import StartBonus

    from .helpers import witches_opponents_placed

    state = witches_opponents_placed("hard", power_mode="dice")
    state, _ = GAME.apply(state, StartBonus(tile=state.bonus_pool[0]))
    proposal = GAME.propose(state)
    step = next(s for s in proposal.trace if s.rule == "TM-POWER-D6")
    text = render(step.key, step.params, lang)
    faces = [int(n) for n in re.findall(r"(\d) · ", text)]
    assert len(faces) == 4 and faces == sorted(faces), text  # hard: 4 blocked, each named with its face
    assert faces == sorted(set(int(r) for r in re.findall(r"\d", text.split(":")[0]))), text


def test_a_blocked_power_action_is_crossed_under_its_text(qtbot):
    """The red cross of a power action blocked this round was painted over its name and "blocked this
    round" ("reclutare un sacerdote" could not be read): it is painted first, the text over it."""
    from PySide6.QtGui import QColor, QImage, QPainter

    from solo_desk.games.terra_mystica.scene import TileItem

    def image(mark):
        tile = TileItem(("power", 2), (78, 44), "2 · 3 power", ["gain a priest", "blocked this round"],
                        fill="#e6def5", title_fill="#b9a3e3", mark=mark)
        picture = QImage(78, 44, QImage.Format.Format_ARGB32)
        picture.fill(QColor("white"))
        painter = QPainter(picture)
        tile.paint(painter, None)
        painter.end()
        return picture

    plain, blocked = image(""), image("blocked")
    glyphs = [(x, y) for x in range(78) for y in range(18, 42) if QColor(plain.pixel(x, y)).lightness() < 80]
    assert len(glyphs) > 20
    reddened = [(x, y) for x, y in glyphs if QColor(blocked.pixel(x, y)).red() - QColor(blocked.pixel(x, y)).green() > 60]
    assert not reddened, reddened  # every letter dark grey as without the cross, none turned red
    cross = [(x, y) for x in range(78) for y in range(44)
             if QColor(blocked.pixel(x, y)).red() > 150 and QColor(blocked.pixel(x, y)).green() < 120]
    assert len(cross) > 100  # the cross is still there


@pytest.mark.parametrize("lang", ["en", "it"])
def test_many_favour_and_town_tiles_held_fit_their_panel(window, qtbot, lang):
    """Five favour tiles and three towns ("culto della Terra +1; città: 5 PV, 8 PV, 7 PV") ran past the
    bottom of the panel of the tiles held: the panel is taller and the text smaller when it must be."""
    from PySide6.QtWidgets import QGraphicsPathItem, QGraphicsTextItem

    set_language(lang)
    try:
        state = mid_game(seed=5, moves=25).model_copy(update={
            "favours": ["FAV1", "FAV6", "FAV7", "FAV8", "FAV11"], "towns": ["TW1", "TW5", "TW2"]})
        scene = open_state(window, qtbot, state)
        held = next(i for i in scene.items() if isinstance(i, QGraphicsTextItem) and i.toolTip().count("\n") == 7)
        text = held.sceneBoundingRect()
        panel = next(p.sceneBoundingRect() for p in scene.items() if isinstance(p, QGraphicsPathItem)
                     and p.sceneBoundingRect().contains(text.topLeft() + QPointF(6, 6)) and p.sceneBoundingRect().height() < 80)
        assert text.bottom() <= panel.bottom() - 1, (text, panel, held.toPlainText())
        assert "+1" in held.toPlainText() and ("5 VP" in held.toPlainText() or "5 PV" in held.toPlainText())
    finally:
        set_language("en")


@pytest.mark.parametrize("lang, wrong, theirs", [
    ("en", "The building on {hex} cannot become a temple: a temple replaces a trading house.",
     "The building on {hex} is an opponent's ({colour}): you upgrade only your own buildings."),
    ("it", "L'edificio in {hex} non può diventare un tempio: un tempio prende il posto di un emporio.",
     "L'edificio in {hex} è di un avversario ({colour}): migliori solo i tuoi edifici."),
])
def test_a_refused_upgrade_says_what_the_building_must_be(lang, wrong, theirs):
    """A temple dropped on a dwelling said "The building on E7 cannot become temple." (no article, no
    reason), and so did a trading house dropped on an opponent's dwelling."""
    from solo_desk.core.errors import ActionError
    from solo_desk.core.messages import render
    from solo_desk.games.terra_mystica import GAME, labels
    from solo_desk.games.terra_mystica.state import Upgrade

    state = mid_game(seed=5, moves=25)
    mine = next(h for h, (owner, kind) in state.buildings.items() if owner == "player" and kind == "D")
    other, (colour, _) = next((h, b) for h, b in state.buildings.items() if b[0] != "player" and b[1] == "D")
    for action, expected in ((Upgrade(hex=mine, to="TE"), wrong.format(hex=mine, colour="")),
                             (Upgrade(hex=other, to="TP"), theirs.format(hex=other, colour=render(labels.colour(colour)["key"], {}, lang)))):
        with pytest.raises(ActionError) as refused:
            GAME.apply(state, action)
        assert refused.value.message(lang) == expected


@pytest.mark.parametrize("special, en, it", [
    ("SH", "Already used this round: the action of the stronghold.", "Già usata in questo turno: l'azione della fortezza."),
    ("BON2", "Already used this round: the action of the bonus tile “income 4 coins; action: 1 cult step”.",
     "Già usata in questo turno: l'azione della tessera bonus «rendita 4 monete; azione: 1 passo su un culto»."),
])
def test_an_action_used_twice_says_so_in_a_sentence(special, en, it):
    """"stronghold was already used this round." began in lower case; "fortezza: già usata…" was no sentence."""
    from solo_desk.core.messages import render
    from solo_desk.games.terra_mystica import labels

    params = labels.named({"special": special})
    assert render("terra_mystica.error.special_used", params, "en") == en
    assert render("terra_mystica.error.special_used", params, "it") == it
