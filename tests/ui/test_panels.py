"""The window's shared parts on a laptop screen: the side panels keep their size whatever
they show (many questions, long texts), the window fits the screen, the history wraps,
the dice are drawn as the dice the game rolls, the game-over header gives the result."""

import random

import pytest
from PySide6.QtCore import QRect, QSize
from PySide6.QtWidgets import QApplication, QComboBox

from solo_desk.core import playout
from solo_desk.core.game import GameResult
from solo_desk.core.proposal import InputChoice, InputRequest, Message, Proposal
from solo_desk.ui import main_window as main_window_module
from solo_desk.ui.main_window import MainWindow, fitted_size
from solo_desk.ui.panels import DIE_FACES, die_kind, last_rolls, proposed_rolls
from solo_desk.ui.settings import Settings

pytestmark = pytest.mark.gui

LAPTOP = QRect(0, 0, 1366, 728)  # a 1366x768 screen less a 40 px task bar


def settle(rounds: int = 5) -> None:
    for _ in range(rounds):
        QApplication.processEvents()


def questions(count: int, text: str = "Which good does the token of Bauzanum (letter A) show?") -> list[InputRequest]:
    choices = [InputChoice(value=v) for v in ("brick", "food", "tools", "wine", "cloth")]
    return [InputRequest(name=f"token_{i}", kind="choice", key=f"{text} {i}", choices=choices) for i in range(count)]


def combos(panel) -> list[QComboBox]:
    return [c for c in panel.findChildren(QComboBox) if c.objectName().startswith("input_") and c.isVisibleTo(panel)]


def show_proposal(window, proposal: Proposal) -> None:
    window.controller._proposal = proposal
    window.docks["automa"].widget().refresh()
    settle()


def test_many_questions_keep_the_window_small_and_apply_visible(window, qtbot):
    assert window.start_game("concordia", {}, 5, "companion")
    panel = window.docks["automa"].widget()
    asked = len(window.controller.proposal.inputs)
    assert asked >= 20  # the set-up asks every city token at once
    qtbot.waitUntil(lambda: len(combos(panel)) == asked)
    settle()
    assert window.minimumSizeHint().height() < 700
    assert window.minimumSize().height() < 700
    window.resize(1366, 688)  # what a 1366x768 screen leaves inside the window frame
    settle()
    assert window.height() == 688
    button = panel.apply_button
    assert button.isVisible()
    top_left = button.mapTo(window, button.rect().topLeft())
    assert window.rect().contains(QRect(top_left, button.size()))
    # every question stays reachable: the last one scrolls into view
    last = panel.findChild(QComboBox, f"input_{window.controller.proposal.inputs[-1].name}")
    panel.inputs_area.ensureWidgetVisible(last)
    settle()
    assert not last.visibleRegion().isEmpty()


def test_the_side_panel_keeps_its_width_for_short_and_very_long_texts(window, qtbot):
    assert window.start_game("pebbles", {"pile": 9}, 3, "companion")
    window.resize(1280, 680)
    dock = window.docks["automa"]
    show_proposal(window, Proposal(status="not_automa_turn", to_move="player", rule="T-1"))
    short = (dock.width(), dock.widget().minimumSizeHint().width(), window.view.width())
    long_rule = "ARCH-SETUP-TOKEN-" + "X" * 60
    long_text = "Which Progress token does the Opponent take at the start of the game?" + "Y" * 80
    show_proposal(window, Proposal(status="needs_input", rule=long_rule, inputs=questions(3, long_text)))
    assert len(combos(dock.widget())) == 3
    assert (dock.width(), dock.widget().minimumSizeHint().width(), window.view.width()) == short


def test_history_entries_wrap_instead_of_scrolling_sideways(window, qtbot, monkeypatch):
    assert window.start_game("pebbles", {"pile": 9}, 3, "digital")
    controller = window.controller
    long_text = "Takes the top card of the central deck face up (Glass); " * 4
    monkeypatch.setattr(controller.game, "describe", lambda action, state=None: Message(key=long_text))
    controller.apply(controller.game.legal_actions(controller.state)[0])
    history = window.docks["history"].widget()
    history.refresh()
    settle()
    view = history.list
    assert view.count() == 2
    entry, start = view.visualItemRect(view.item(1)), view.visualItemRect(view.item(0))
    assert entry.width() <= view.viewport().width()
    assert entry.height() >= 3 * start.height()  # wrapped on several lines
    assert view.horizontalScrollBar().maximum() == 0


def test_the_default_window_fits_a_laptop_screen(qtbot, monkeypatch):
    monkeypatch.setattr(main_window_module, "screen_area", lambda widget=None: LAPTOP)
    window = MainWindow(Settings())
    qtbot.addWidget(window)
    assert window.width() <= 1366 and window.height() + main_window_module.FRAME_MARGIN.height() <= 728
    # no screen to fit (the offscreen platform of tests and screenshots): the usual size
    assert fitted_size(QSize(1280, 860), None) == QSize(1280, 860)
    assert fitted_size(QSize(1280, 860), QRect(0, 0, 2560, 1400)) == QSize(1280, 860)


def test_a_saved_size_larger_than_the_screen_is_made_to_fit(qtbot, monkeypatch):
    big = MainWindow(Settings())
    qtbot.addWidget(big)
    big.resize(1300, 1000)
    big.setMinimumSize(0, 0)
    big.remember_geometry()
    monkeypatch.setattr(main_window_module, "screen_area", lambda widget=None: LAPTOP)
    again = MainWindow(big.settings)
    qtbot.addWidget(again)
    assert again.height() + main_window_module.FRAME_MARGIN.height() <= 728 and again.width() <= 1366
    small = MainWindow(Settings())
    qtbot.addWidget(small)
    small.resize(700, 500)
    small.remember_geometry()
    kept = MainWindow(small.settings)
    qtbot.addWidget(kept)
    assert kept.size() == QSize(700, 500)  # a size that fits is kept as it was


def test_a_d12_roll_is_a_number_never_a_six_sided_face(window, qtbot):
    assert die_kind({"dice": "d12"}) == "d12" and die_kind({"dice": "2d6"}) == "2d6"
    assert die_kind({"dice": "d6", "pile": 9}) is None
    assert window.start_game("concordia", {"dice": "d12"}, 5, "digital")
    controller = window.controller
    panel = window.docks["dice"].widget()
    for _ in range(12):
        if controller.game.to_move(controller.state) == "automa":
            controller.apply_proposal()
        else:
            controller.apply(controller.game.legal_actions(controller.state)[0])
        rolls = [v for a in controller.session.steps[-1].actions for k, v in a.outcomes.items() if "roll" in k]
        if rolls:
            break
    panel.refresh()
    assert rolls and not panel.faces.pixmap().isNull()  # numbered faces, drawn
    assert not any(face in panel.faces.text() for face in DIE_FACES)
    assert panel.shown == [str(v) for v in rolls]


def test_the_dice_panel_keeps_the_last_die_after_steps_that_only_drew_cards(window, qtbot):
    """Architects: the Opponent's die stays on the panel, as on the board, while later steps
    only flip cards (they have outcomes, none of them a roll)."""
    assert window.start_game("architects", {"difficulty": "easy"}, 4, "digital")
    session, game = window.controller.session, window.controller.game
    rng = random.Random(1)
    rolled = None
    for _ in range(400):
        if game.result(session.state) is not None:
            break
        window.controller.apply(playout.next_step(game, session.state, rng))
        outcomes = [a.outcomes for a in session.steps[-1].actions]
        dice = [d for o in outcomes for d in o.get("dice", [])]
        if dice:
            rolled = dice
        elif rolled and any(outcomes):  # a later step that drew cards without a roll
            break
    assert rolled is not None and not any("dice" in o for a in session.steps[-1].actions for o in [a.outcomes])
    assert [v for _, value in last_rolls(window.controller) for v in value] == rolled
    panel = window.docks["dice"].widget()
    panel.refresh()
    if not proposed_rolls(window.controller):  # else the proposed turn's roll is shown first
        assert panel.detail.text() == f"Opponent's die: {', '.join(str(d) for d in rolled)}"


def test_the_game_over_header_gives_the_result_not_the_last_rule(window, qtbot, monkeypatch):
    assert window.start_game("pebbles", {"pile": 9}, 3, "digital")
    controller = window.controller
    result = GameResult(winner="automa", reason="score", scores={"automa": 41, "player": 17, "automa_stages": 5},
                        rule="TINY-END")
    monkeypatch.setattr(controller.game, "result", lambda state: result)
    show_proposal(window, Proposal(status="game_over", rule="TINY-TURN"))
    header = window.docks["automa"].widget().status.text()
    assert "TINY" not in header
    assert header == "Game over: the automa wins (on points)\nFinal score: the automa 41 · you 17"
    draw = GameResult(winner="none", reason="score", scores={"player": 36})
    monkeypatch.setattr(controller.game, "result", lambda state: draw)
    show_proposal(window, Proposal(status="game_over", rule="TM-AMB-22"))
    assert window.docks["automa"].widget().status.text() == "Game over: you scored 36 VP"


def test_the_game_over_header_says_you_win_in_both_languages(window, qtbot, monkeypatch):
    """"Game over: you win" / "partita finita: hai vinto", never "the winner: you" ("vincitore: tu")."""
    from solo_desk.ui.i18n import set_language
    from solo_desk.ui.panels import result_text

    won = GameResult(winner="player", reason="score", scores={"automa": 17, "player": 41})
    lost = GameResult(winner="automa", reason="score", scores={"automa": 41, "player": 17})
    assert result_text(won) == "game over: you win"
    window.set_language("it")
    try:
        assert result_text(won) == "partita finita: hai vinto"
        assert result_text(lost).startswith("partita finita: vince ")
    finally:
        set_language("en")


def test_lang_on_the_command_line_is_the_window_s_language_for_the_session(monkeypatch):
    from solo_desk import cli
    from solo_desk.ui import app

    calls = []
    monkeypatch.setattr(app, "run", lambda **kwargs: calls.append(kwargs) or 0)
    assert cli.main(["--lang", "it"]) == 0 and calls[-1]["language"] == "it"
    assert cli.main([]) == 0 and calls[-1]["language"] is None  # the saved setting decides
    assert "--lang" in cli.build_parser().format_help() and "window" in cli.build_parser().format_help()


def test_the_window_opens_in_the_asked_language_and_the_setting_stays(qtbot, monkeypatch, tmp_path):
    import sys

    from solo_desk.core import registry, saves
    from solo_desk.core.session import Session
    from solo_desk.ui import app
    from solo_desk.ui.i18n import language, set_language
    from solo_desk.ui.settings import load_settings, save_settings

    save_settings(Settings(language="en"))
    path = tmp_path / "g.json"
    saves.save(Session.new(registry.get("pebbles"), {"pile": 9}, 3, "digital"), path)
    seen = {}

    def fake_exec(self=None):  # instead of the event loop: look at the window, then close it
        window = next(w for w in QApplication.topLevelWidgets()
                      if isinstance(w, MainWindow) and w.controller is not None and w.controller.path == path)
        seen["language"] = language()
        seen["menus"] = [a.text() for a in window.menuBar().actions()]
        seen["italian_checked"] = window.act_italian.isChecked()
        window.close()
        window.deleteLater()
        return 0

    monkeypatch.setattr(sys, "excepthook", sys.excepthook)  # run() installs its own
    monkeypatch.setattr(QApplication, "exec", fake_exec)
    try:
        assert app.run(open_file=str(path), language="it") == 0
    finally:
        set_language("en")
    assert seen["language"] == "it" and "&Partita" in seen["menus"] and seen["italian_checked"]
    assert load_settings().language == "en"  # the saved setting is unchanged, window closed and all
    assert app.session_language("it", None) == "it" and app.session_language("en", "it") == "it"


def test_the_rule_id_in_the_header_never_breaks_at_a_hyphen(window, qtbot):
    assert window.start_game("pebbles", {"pile": 9}, 3, "digital")
    show_proposal(window, Proposal(status="not_automa_turn", to_move="player", rule="ARCH-SETUP-2P"))
    header = window.docks["automa"].widget().status.text()
    assert header.endswith("rule\u00a0ARCH\u2011SETUP\u20112P") and "-" not in header


@pytest.mark.parametrize("lang, header, tip", [
    ("en", "Your turn  ·  rule\u00a0TM\u2011GEN\u2011OPP", "Rule TM-GEN-OPP of the solo rules says whose turn it is"),
    ("it", "Il tuo turno  ·  regola\u00a0TM\u2011GEN\u2011OPP", "La regola TM-GEN-OPP del regolamento in solitario"),
])
def test_the_header_names_the_rule_id_as_a_rule_and_says_what_it_is(window, qtbot, lang, header, tip):
    """It read "Your turn (TM-GEN-OPP)": a bare ID, in brackets, nothing saying what it was."""
    from solo_desk.ui.i18n import set_language

    set_language(lang)
    try:
        assert window.start_game("pebbles", {"pile": 9}, 3, "digital")
        show_proposal(window, Proposal(status="not_automa_turn", to_move="player", rule="TM-GEN-OPP"))
        status = window.docks["automa"].widget().status
        assert status.text() == header
        assert status.toolTip().startswith(tip)
        show_proposal(window, Proposal(status="not_automa_turn", to_move="player"))  # no rule: no tooltip
        assert status.text() == header.split("  ·  ")[0] and status.toolTip() == ""
    finally:
        set_language("en")


def test_the_dice_panel_shows_the_roll_of_the_proposed_turn_before_it_is_applied(window, qtbot):
    assert window.start_game("concordia", {}, 11, "digital")
    controller = window.controller
    panel = window.docks["dice"].widget()
    for _ in range(40):
        if controller.game.to_move(controller.state) == "automa":
            break
        controller.apply(controller.game.legal_actions(controller.state)[0])
    proposal = controller.proposal
    assert proposal.status == "automa_turn"
    proposed = [v for a in proposal.actions for k, v in a.outcomes.items() if "roll" in k]
    panel.refresh()
    assert proposed and panel.heading.text() == "The AI's roll, to apply"
    assert panel.shown == [str(v) for v in proposed]
    controller.apply_proposal()  # applied: the last step's roll, the same dice
    panel.refresh()
    if controller.proposal.status != "automa_turn":
        assert panel.heading.text() == "Last dice rolls" and panel.shown == [str(v) for v in proposed]
