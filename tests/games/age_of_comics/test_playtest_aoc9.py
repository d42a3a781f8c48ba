"""Playtest 9: the history of the Automa's IDEAS! and SALES! says what they gave it, the fans of its
comics (AOC-IDEAS-FANS, AOC-SALES-FANS), and that its IDEAS! removes the board's ideas (it never holds
any), where it read "takes ideas"; no Print menu wider than a 1280-pixel screen; a click while the
table is asked says to answer, not to Apply; an Automa that can do nothing reads naturally in Italian."""
import pytest

from solo_desk.core.messages import render
from solo_desk.games.age_of_comics import GAME
from solo_desk.games.age_of_comics.deck import AutomaCard, AutomaDeck
from solo_desk.games.age_of_comics.state import Ideas

from .helpers import GENRES, printed, started


def automa_turn(action):
    card = AutomaCard(name="t", actions=(action, "develop", "hire"), priority=GENRES)
    state = started().model_copy(update={"deck": AutomaDeck(cards=(card,) * 12)}, deep=True)
    state.automa.printed = [printed("crime-1", 5), printed("horror-1", 7), printed("western-2", 2, ripoff=True),
                            printed("scifi-1", 1)]
    proposal = GAME.propose(state)
    for move in proposal.actions:  # the card's flip, then its action
        state, recorded = GAME.apply(state, move)
    described = GAME.describe(recorded)
    return {lang: render(described.key, described.params, lang) for lang in ("en", "it")}, recorded


@pytest.mark.rule("AOC-IDEAS-REMOVE", "AOC-IDEAS-FANS")
def test_the_automa_ideas_line_says_the_ideas_leave_the_board_and_which_comics_gain_a_fan():
    line, _ = automa_turn("ideas")
    assert line["en"].startswith("removes ideas from the board: ") and "takes" not in line["en"]
    assert line["en"].endswith("; +1 fan to Haunting Tales, Killer Dames, Hi Ranger (rip-off) (IDEAS!)"), line["en"]
    assert line["it"].startswith("toglie idee dal tabellone: ") and "prende" not in line["it"]
    assert line["it"].endswith("; +1 fan a Haunting Tales, Killer Dames, Hi Ranger (plagio) (IDEAS!)"), line["it"]


@pytest.mark.rule("AOC-SALES-FANS")
def test_the_automa_sales_line_says_the_fans_its_top_comic_gained():
    line, sales = automa_turn("sales")
    count = len(sales.collect)  # one fan per order collected, to its comic with most fans
    assert line["en"].endswith(f"; +{count} fans to Haunting Tales (SALES!)"), line["en"]
    assert line["it"].endswith(f"; +{count} fan a Haunting Tales (SALES!)"), line["it"]


def test_an_older_save_without_the_fans_reads_the_ideas_removed():
    described = GAME.describe(Ideas(by="automa", board=["crime", "horror"]))
    assert render(described.key, described.params, "it") == "toglie idee dal tabellone: poliziesco, horror (IDEAS!)"


@pytest.mark.gui
def test_no_print_menu_is_wider_than_a_1280_pixel_screen(window, qtbot, monkeypatch):
    """Two comics printed at once read one comic per menu level (the first one a submenu): as one
    line they made a menu some 1,300 pixels wide in Italian, cut off at 1280×800."""
    from PySide6.QtWidgets import QMenu

    from solo_desk.games.age_of_comics import rules as R
    from solo_desk.games.age_of_comics import scene as S
    from solo_desk.ui.i18n import set_language

    from .test_scene import start, to_player_turn

    start(window, qtbot)
    state = to_player_turn(window, qtbot).state.model_copy(deep=True)
    state.automa.printed = [printed("superhero-1", 5), printed("western-1", 4)]  # two comics to rip off
    state.player.hand = ["w-scifi-1", "w-superhero-1", "w-western-2", "a-scifi-2", "a-western-3"]
    state.player.developed = ["crime-1"]
    state.player.money, state.player.ideas = 20, {g: 2 for g in state.player.ideas}
    state.spaces["print"] = [None] * len(state.spaces["print"])  # the ×2 space free
    actions = R.area_actions(state, "print")
    assert any(len(a.prints) == 2 for a in actions)
    set_language("it")
    widths = []

    class Measured(QMenu):
        def exec(self, *args):
            widths.extend(m.sizeHint().width() for m in [self, *self.findChildren(QMenu)])

    monkeypatch.setattr(S, "QMenu", Measured)
    S.menu_chooser("PRINT!", window.scene.menu_options(state, "print", actions))
    assert widths and max(widths) < 1000, widths
    two = [window.scene.option_path(state, a) for a in actions if len(a.prints) == 2]
    assert all(len(p) == 3 and p[2].startswith("+ ") and "$" in p[2] and "$" not in p[1] for p in two)


@pytest.mark.gui
def test_a_click_while_the_table_is_asked_says_to_answer_not_to_apply(window, qtbot):
    """Companion: while the Automa's turn waits for the table's answers, Apply is disabled; the
    status bar asks for the answers instead."""
    from solo_desk.games.age_of_comics import rules as R
    from tests.gui import status_messages

    from .test_scene import start

    controller = start(window, qtbot, mode="companion")
    controller.apply(R.setup_actions(controller.state)[0])
    assert controller.proposal.status == "needs_input"
    with status_messages(window) as heard:
        window.scene.area_actions("hire")
    assert heard == ["It is the Automa's turn: answer the questions in the Automa panel"]


@pytest.mark.rule("AOC-AMB-07")
def test_an_automa_that_can_do_nothing_reads_naturally_in_italian():
    from solo_desk.games.age_of_comics.state import AutomaPass

    described = GAME.describe(AutomaPass(by="automa"))
    assert render(described.key, described.params, "it") == "non fa nessuna azione (nessuna è possibile)"
