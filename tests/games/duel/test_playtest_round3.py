"""Round-3 playtest: what the player sees when SOLO's proposed move ends the game, without the
Pantheon, with the promo Wonders and at SOLO's other levels."""
from __future__ import annotations

import pytest

from solo_desk.games.duel import GAME, rules
from solo_desk.games.duel.state import Pending

from .helpers import play_state

pytestmark = pytest.mark.rule("SOLO-GEN-1")


def _last_step(window, qtbot) -> str:
    from solo_desk.ui.panels import BotPanel

    panel = next(p for p in window.findChildren(BotPanel) if p.controller is window.controller)
    qtbot.waitUntil(lambda: panel.steps.count() > 0)
    return panel.steps.item(panel.steps.count() - 1).text()


@pytest.mark.gui
def test_solo_s_proposed_winning_build_says_it_wins_by_supremacy(window, qtbot):
    from solo_desk.ui.i18n import set_language

    from .test_scene import open_state
    from .test_scene_prompts import prompt

    s = play_state(age=2, slots={19: "walls"}, automa={"coins": 20}, current="automa", conflict=-8)
    proposal = GAME.propose(s)
    assert [a.card for a in proposal.actions] == ["walls"]  # what SOLO does is unchanged
    scene = open_state(window, qtbot, s)
    assert _last_step(window, qtbot) == "→ builds Walls — military supremacy: SOLO wins"
    assert prompt(scene) == "SOLO proposes: build Walls — military supremacy: SOLO wins — Apply it (Ctrl+Return)"
    set_language("it")
    scene = open_state(window, qtbot, s)
    walls = rules._cat().name_it('walls')
    assert _last_step(window, qtbot) == f"→ costruisce {walls} — supremazia militare: vince SOLO"
    assert prompt(scene) == f"SOLO propone: costruire {walls} — supremazia militare: vince SOLO — Applicalo (Ctrl+Invio)"
    set_language("en")
    # applying it wins the game and the history line is the same as before
    new, done = rules.apply(s, proposal.actions[0])
    assert new.winner == "automa" and done.supremacy == "military:automa"
    # a move that does not end the game says nothing of it
    s = play_state(age=2, slots={19: "walls"}, automa={"coins": 20}, current="automa", conflict=-2)
    assert not GAME.propose(s).actions[0].supremacy
    scene = open_state(window, qtbot, s)
    assert _last_step(window, qtbot) == "→ builds Walls"
    assert prompt(scene) == "SOLO proposes: build Walls — Apply it (Ctrl+Return)"


@pytest.mark.rule("SOLO-LEVEL-C2")
def test_the_move_that_starts_an_age_names_solo_s_free_card_of_its_level():
    """At a level with free cards, the card SOLO builds for free at an Age's start appeared in its city
    with no word in the history: the move that started the Age now says so (both languages)."""
    from solo_desk.core.session import Session

    s = GAME.new_state({"pantheon": False, "level": "hard"}, 7, "digital")
    session = Session(GAME, s, dict(s.options))
    lines = []
    while session.state.age < 2:
        state = session.state
        proposal = GAME.propose(state)
        session.apply(list(proposal.actions) if proposal.applicable() else [rules.legal_actions(state)[0]])
        for action in session.steps[-1].actions:
            message = GAME.describe(action)
            lines.append((action, message.render("en"), message.render("it")))
    started = [(a, en, it) for a, en, it in lines if a.outcomes.get("solo_free_card")]
    assert len(started) == 2  # Age I (the draft's last pick) and Age II
    for action, en, it in started:
        card = action.outcomes["solo_free_card"][0]
        age = "I" if rules._cat().buildings[card].age == 1 else "II"
        assert card in session.state.automa.buildings
        assert en.endswith(f" — Age {age} begins: SOLO builds {rules._cat().buildings[card].name} for free "
                           "(its challenge level)"), en
        assert it.endswith(f" — inizia l'Epoca {age}: SOLO costruisce gratis {rules._cat().name_it(card)} "
                           "(il suo livello di sfida)"), it
    # the other moves name no free card
    assert all("challenge level" not in en for a, en, _ in lines if not a.outcomes.get("solo_free_card"))


@pytest.mark.rule("SOLO-LEVEL-C2")
def test_the_table_s_answer_for_solo_s_free_card_says_what_it_is():
    a = GAME.parse_action({"kind": "answer", "question": "solo_free", "value": "clay_reserve"})
    assert GAME.describe(a).render("en") == \
        "the table shows the card SOLO builds for free at the start of Age I (its challenge level): Clay Reserve"
    assert GAME.describe(a).render("it") == ("il tavolo mostra la carta che SOLO costruisce gratis all'inizio "
                                             f"dell'Epoca I (il suo livello di sfida): {rules._cat().name_it('clay_reserve')}")
    other = GAME.parse_action({"kind": "answer", "question": "card:0", "value": "clay_reserve"})
    assert GAME.describe(other).render("en") == "the table shows Clay Reserve"


@pytest.mark.gui
def test_the_set_aside_pile_shows_no_card_back_when_none_is_left(window, qtbot):
    """All the cards set aside for the Age taken (SOLO's level, the Statue of Liberty): the box drew a
    card back under "Set aside (0)"; an empty outline now, a card back while some are left."""
    from solo_desk.games.duel.scene_draw import CardItem, EmptyPileItem

    from .test_scene import open_state, piece

    s = play_state(slots={19: "walls", 18: "baths"}, promo=True)
    assert s.set_aside == ((), (), ())
    pile = piece(open_state(window, qtbot, s), ("set_aside",))
    assert isinstance(pile, EmptyPileItem)
    s = s.model_copy(update={"set_aside": (("altar", "press"), (), ()),
                             "discard": tuple(c for c in s.discard if c not in ("altar", "press"))})
    GAME.check(s)
    pile = piece(open_state(window, qtbot, s), ("set_aside",))
    assert isinstance(pile, CardItem) and not isinstance(pile, EmptyPileItem) and not pile.face_up


@pytest.mark.gui
@pytest.mark.rule("SOLO-AGE-END-2")
def test_solo_s_proposed_start_of_the_age_reads_as_a_sentence(window, qtbot):
    """The proposal line reused the button's label: "SOLO propone: Inizia SOLO" (a capital inside the
    sentence); it now says what SOLO does, naming the Age as the board's title does, in both languages."""
    from solo_desk.ui.i18n import set_language

    from .test_scene import open_state
    from .test_scene_prompts import prompt

    s = play_state(age=2, slots={19: "walls", 18: "baths"}, current="automa", pantheon=False,
                   pending=(Pending(kind="start", side="automa", options=("player", "automa")),))
    proposal = GAME.propose(s)
    assert proposal.actions[0].kind == "choose_start" and proposal.actions[0].starter == "automa"
    assert prompt(open_state(window, qtbot, s)) == "SOLO proposes: SOLO starts Age II — Apply it (Ctrl+Return)"
    set_language("it")
    assert prompt(open_state(window, qtbot, s)) == "SOLO propone: SOLO inizia l'Epoca II — Applicalo (Ctrl+Invio)"
    set_language("en")
