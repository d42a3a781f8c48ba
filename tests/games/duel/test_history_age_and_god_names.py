"""What SOLO's proposal and the history name: the divinity SOLO proposes to activate (it is face up:
"activates Gate (Pantheon space 1)", not "the divinity on Pantheon space 1"), the Age whose starter
is chosen ("choose who starts Age II: SOLO"), and a face-down card Zeus discards by its place, never
by the structure's index ("#8")."""
from __future__ import annotations

import random

import pytest

from solo_desk.core.messages import render
from solo_desk.core.playout import apply_step, next_step
from solo_desk.games.duel import GAME, rules
from solo_desk.games.duel.bot_propose import summary_of
from solo_desk.games.duel.state import Choose, ChooseStart, Pending, fast_copy
from tests.gui import status_messages

from .helpers import play_state


def line(message, lang: str) -> str:
    key, params = (message.key, message.params) if hasattr(message, "key") else (message["key"], message["params"])
    return render(key, params, lang)


def proposals_of(kind: str, seed: int = 1, mode: str = "digital"):
    """(state, proposal) for each of SOLO's proposals holding a ``kind`` action in one seeded game."""
    s, rng = GAME.new_state({}, seed, mode), random.Random(seed ^ 0x5EED)
    while GAME.result(s) is None:
        if GAME.to_move(s) == "automa":
            proposal = GAME.propose(s)
            if any(a.kind == kind for a in proposal.actions):
                yield s, proposal
        s, _ = apply_step(GAME, s, next_step(GAME, s, rng))


@pytest.mark.rule("SOLO-TAC-2")
def test_solo_s_proposed_activation_names_the_face_up_divinity():
    s, proposal = next(proposals_of("activate"))
    activation = next(a for a in proposal.actions if a.kind == "activate")
    god = s.pantheon_spaces[activation.space - 1]
    names = {"en": rules._named(god)["en"], "it": rules._named(god)["it"]}
    for lang in ("en", "it"):
        text = line(GAME.describe(activation), lang)
        assert names[lang] in text and f"{activation.space}" in text, text
        assert "divinity on" not in text and "divinità della casella" not in text, text
    after, done = rules.apply(s, activation)  # applied as proposed: the same divinity, now priced
    assert done.god == god and line(GAME.describe(done), "en").startswith(f"activates {names['en']} (Pantheon space")


@pytest.mark.rule("SOLO-AGE-END-2")
def test_the_history_names_the_age_whose_starter_is_chosen():
    s = play_state(age=2, slots={19: "walls", 18: "baths"}, current="player", pantheon=False,
                   pending=(Pending(kind="start", side="player", options=("player", "automa")),))
    s, done = rules.apply(s, ChooseStart(by="player", starter="automa"))
    assert done.age == 2
    assert line(GAME.describe(done), "en") == "choose who starts Age II: SOLO"
    assert line(GAME.describe(done), "it") == "scegli chi inizia l'Epoca II: SOLO"
    # the Age is the rules' to say: one given with the action is dropped, then filled in again
    assert GAME.parse_action({"kind": "choose_start", "starter": "player", "age": 3}).age is None


@pytest.mark.rule("SOLO-AGE-END-2")
def test_solo_s_proposed_start_names_the_age():
    s = play_state(age=3, slots={19: "walls", 18: "baths"}, current="automa", pantheon=False,
                   pending=(Pending(kind="start", side="automa", options=("player", "automa")),))
    proposal = GAME.propose(s)
    assert line(proposal.summary, "en") == "SOLO: starts Age III"
    assert line(proposal.summary, "it") == "SOLO: inizia l'Epoca III"
    assert line(GAME.describe(proposal.actions[0]), "en") == "chooses who starts Age III: SOLO"


def test_an_older_save_s_choice_of_starter_reads_as_before():
    assert line(GAME.describe(ChooseStart(by="player", starter="automa")), "en") == "choose who starts the Age: SOLO"


@pytest.mark.rule("SOLO-GOD-ZEUS-3")
def test_solo_s_summary_names_a_face_down_card_zeus_discards_by_its_place():
    s = play_state(age=2, slots={19: "walls", 18: "baths"}, current="automa")
    s = fast_copy(s, slots=tuple("?" if i == 8 else card for i, card in enumerate(s.slots)))  # face down
    what = summary_of(Choose(by="automa", slot=8), s)
    assert line(what, "en") == "chooses the face-down card (row 2 from the top, card 3 from the left)"
    assert line(what, "it") == "sceglie la carta coperta (fila 2 dall'alto, carta 3 da sinistra)"


@pytest.mark.gui
@pytest.mark.rule("SOLO-PANTH-SEL")
def test_a_click_on_a_face_down_divinity_in_age_one_says_why_it_does_nothing(window, qtbot):
    """Digital Age I: the app knows the face-down divinity, and an affordable one was clicked in
    silence; it says, as in companion mode, that divinities are activated from Age II."""
    from solo_desk.core.playout import apply_step, next_step

    from .test_scene import click, open_state, piece

    s, rng = GAME.new_state({}, 3, "digital"), random.Random(3)
    while not (any(s.pantheon_spaces) and GAME.to_move(s) == "player" and not s.pending and not s.asks):
        s, _ = apply_step(GAME, s, next_step(GAME, s, rng))
    assert s.age == 1 and s.player.coins >= 8  # any space's price: not a matter of coins
    space = next(k for k, god in enumerate(s.pantheon_spaces, start=1) if god)
    scene = open_state(window, qtbot, s)
    with status_messages(window) as messages:
        click(qtbot, window.view, piece(scene, ("pantheon", space)))
    assert messages == ["The Divinities are revealed at the start of Age II: none can be activated before"]
    assert window.controller.session.cursor == 0


@pytest.mark.rule("SOLO-TAC-2")
def test_solo_s_explanation_says_a_divinity_is_free_for_its_mythology_token():
    """"SOLO activates Anubis for free" left the player to guess why (the space costs SOLO 4)."""
    from solo_desk.core.proposal import Trace
    from solo_desk.games.duel import bot_adapter
    from solo_desk.games.duel import bot_decide as D
    from solo_desk.games.duel.bot_scales import Randomness

    from .helpers import with_gods

    s = play_state(age=2, slots={19: "walls", 18: "baths"}, current="automa",
                   automa={"coins": 0, "mythology_tokens": ("phoenician",)})
    s = with_gods(s, {2: "tanit"})  # Phoenician: 12 coins, free for SOLO's token
    assert rules.divinity_price(s, "automa", 2).coins == 0
    trace = Trace()
    D.decide_pantheon(bot_adapter.build_view(s, turn=True), trace, Randomness(s.seed, s.rng_counter))
    step = next(step for step in trace.steps if step.rule == "SOLO-TAC-2")
    assert render(step.key, step.params, "en") == "SOLO activates Tanit for free: it holds the Phoenician Mythology token"
    assert render(step.key, step.params, "it") == "SOLO attiva Tanit gratis: ha il segnalino Mitologia Fenicia"
