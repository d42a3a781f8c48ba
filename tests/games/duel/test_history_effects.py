"""History lines that say what a choice or a move did, not only what was chosen: a divinity the
Gate or the Divine Theater activates for free, the Statue of Liberty's card built or given, a
face-down card Zeus discards named by its place, and the move that ends the game by a supremacy
("… — military supremacy: you win"), in English and in Italian, in the history panel after the game
is saved and reopened, and on the board's line proposing SOLO's move. Older saves (none of these
fields filled in) read as before."""
from __future__ import annotations

import pytest

from solo_desk.core.messages import render
from solo_desk.games.duel import GAME
from solo_desk.games.duel import rules
from solo_desk.games.duel.content import MYTHOLOGIES
from solo_desk.games.duel.state import BuildCard, BuildWonder, Choose, Pending, fast_copy

from .helpers import play_state, reopened_history
from .test_pantheon import activate, pantheon

pytestmark = pytest.mark.rule("SOLO-GEN-1")


def line(action, lang="en") -> str:
    message = GAME.describe(action)
    return render(message.key, message.params, lang)


def applied(s, action):
    s, done = rules.apply(s, action)
    GAME.check(s)
    return s, done


def chosen(s, **fields):
    return applied(s, Choose(by=rules.to_move(s) or "player", **fields))


def names(god):
    cat = rules._cat()
    d = cat.divinities[god]
    return d.name, cat.name_it(god), d.mythology


MYTHS = {"mesopotamian": ("Mesopotamian", "Mesopotamica"), "phoenician": ("Phoenician", "Fenicia"),
         "greek": ("Greek", "Greca"), "egyptian": ("Egyptian", "Egizia"), "roman": ("Roman", "Romana")}


def test_the_gate_activates_the_divinity_taken_from_the_top_of_its_deck():
    s = activate(pantheon({3: "gate"}), 3)
    god = s.pending[0].options[0]
    _, done = chosen(s, pick=god)
    en, it, myth = names(god)
    assert line(done) == f"activate {en} for free from the top of the {MYTHS[myth][0]} Mythology deck (Gate)"
    assert line(done, "it") == f"attivi gratis {it} dalla cima del mazzo della Mitologia {MYTHS[myth][1]} (Portale)"
    solo = done.model_copy(update={"by": "automa"})
    assert line(solo) == f"activates {en} for free from the top of the {MYTHS[myth][0]} Mythology deck (Gate)"
    # a save made before the decision was recorded reads as before
    assert line(done.model_copy(update={"decision": ""})) == f"choose the divinity {en}"


def test_the_divine_theater_activates_the_divinity_taken_from_the_deck_chosen():
    s = pantheon({}, player={"coins": 30, "wonders": ("divine_theater",)})
    s, _ = applied(s, BuildWonder(by="player", wonder="divine_theater", card="walls"))
    s, deck = chosen(s, pick="phoenician")
    assert line(deck) == "choose the Phoenician Mythology deck"
    s, done = chosen(s, pick="tanit")
    # Tanit asks nothing more: the line says what she gave (round 6)
    assert line(done) == ("activate Tanit for free from the Phoenician Mythology deck (The Divine Theater): "
                          "12 coins from the bank")
    assert line(done, "it") == "attivi gratis Tanit dal mazzo della Mitologia Fenicia (Teatro Divino): 12 monete dalla banca"
    assert line(done.model_copy(update={"by": "automa"}), "it") == \
        "attiva gratis Tanit dal mazzo della Mitologia Fenicia (Teatro Divino): 12 monete dalla banca"


def liberty(owner="player"):
    s = play_state(slots={19: "walls", 18: "baths"}, current=owner, promo=True,
                   **{owner: {"coins": 40, "wonders": ("statue_of_liberty",)}})
    aside = ("altar", "guard_tower", "press")
    s = s.model_copy(update={"set_aside": (aside, (), ()), "discard": tuple(c for c in s.discard if c not in aside)})
    s, _ = applied(s, BuildWonder(by=owner, wonder="statue_of_liberty", card="walls"))
    return s


def test_the_statue_of_liberty_s_cards_say_who_builds_them():
    s, took = chosen(liberty(), pick="altar")
    assert line(took) == "build Altar for free from the cards set aside (Statue of Liberty)"
    assert line(took, "it") == f"costruisci gratis {rules._cat().name_it('altar')} dalle carte messe da parte " \
                               "(Statua della Libertà)"
    s, gave = chosen(s, pick="guard_tower")
    assert "guard_tower" in s.automa.buildings
    assert line(gave) == "give Guard Tower to SOLO, who builds it for free (Statue of Liberty)"
    assert line(gave, "it") == "dai a SOLO la carta Torre di Guardia: la costruisce gratis (Statua della Libertà)"
    # SOLO's Statue: it builds one and gives the Player the other
    s, took = chosen(liberty("automa"), pick="press")
    assert line(took) == "builds Press for free from the cards set aside (Statue of Liberty)"
    s, gave = chosen(s, pick="altar")
    assert "altar" in s.player.buildings
    assert line(gave) == "gives you Altar, which you build for free (Statue of Liberty)"
    assert line(gave, "it") == f"ti dà la carta {rules._cat().name_it('altar')}: la costruisci gratis (Statua della Libertà)"


def test_the_move_that_wins_by_military_supremacy_says_so():
    s = play_state(age=2, slots={19: "walls", 18: "baths"}, player={"coins": 20}, conflict=8)
    s, done = applied(s, BuildCard(by="player", card="walls"))
    assert s.winner == "player" and s.end_reason == "military"
    price = done.price
    assert line(done) == f"build Walls for {price} coins — military supremacy: you win"
    assert line(done, "it") == f"costruisci {rules._cat().name_it('walls')} per {price} monete — supremazia militare: vinci tu"
    # SOLO's winning move
    s = play_state(age=2, slots={19: "walls", 18: "baths"}, automa={"coins": 20}, current="automa", conflict=-8)
    s, done = applied(s, BuildCard(by="automa", card="walls"))
    assert s.winner == "automa"
    assert line(done).endswith(" — military supremacy: SOLO wins")
    assert line(done, "it").endswith(" — supremazia militare: vince SOLO")
    # a move that does not end the game, and a save made before: no ending named
    s = play_state(age=2, slots={19: "walls", 18: "baths"}, player={"coins": 20}, conflict=2)
    _, plain = applied(s, BuildCard(by="player", card="walls"))
    assert "supremacy" not in line(plain) and not plain.supremacy


def test_the_choice_that_wins_by_science_supremacy_says_so():
    # five different symbols and a pair on building the scriptorium: Law is the sixth
    owner = ("library", "pharmacist", "apothecary", "academy", "university")
    s = play_state(slots={19: "walls", 18: "baths"}, promo=True, progress_board=("law", "agriculture", "", "", ""),
                   player={"coins": 50, "wonders": ("statue_of_liberty",), "buildings": owner})
    aside = ("scriptorium", "workshop", "lumber_yard")
    s = s.model_copy(update={"set_aside": (aside, (), ()), "discard": tuple(c for c in s.discard if c not in aside)})
    s, _ = applied(s, BuildWonder(by="player", wonder="statue_of_liberty", card="walls"))
    s, _ = chosen(s, pick="scriptorium")
    s, done = chosen(s, pick="law")
    assert s.winner == "player" and s.end_reason == "science"
    assert line(done) == "take the Progress token Law — scientific supremacy: you win"
    assert line(done, "it").endswith(" — supremazia scientifica: vinci tu")


def test_the_history_panel_names_the_supremacy_after_reopening(window, qtbot, tmp_path):
    s = play_state(age=2, slots={19: "walls", 18: "baths"}, player={"coins": 20}, conflict=8)
    lines = reopened_history(window, s, [BuildCard(by="player", card="walls")], tmp_path / "won.json")
    # the last step, then the panel's closing line (the result, not a step)
    assert lines[-2].endswith("you: build Walls for 4 coins — military supremacy: you win"), lines
    assert lines[-1] == "Game over: you win (military supremacy). Final score: you 5 · SOLO 2"


@pytest.mark.gui
def test_solo_s_proposed_gate_and_liberty_choices_say_what_they_do(window, qtbot):
    from solo_desk.ui.i18n import set_language
    from solo_desk.ui.panels import BotPanel

    from .test_scene import open_state
    from .test_scene_prompts import prompt

    s = pantheon({})
    tops = tuple(d[0] for d in s.divinity_decks if d)
    s = fast_copy(s, pending=(Pending(kind="gate", side="automa", options=tops),), current="automa")
    GAME.check(s)
    god = GAME.propose(s).actions[0].pick
    en, it, myth = names(god)
    scene = open_state(window, qtbot, s)
    assert prompt(scene) == (f"SOLO proposes: activate {en} for free from the top of the {MYTHS[myth][0]} Mythology "
                             "deck (the Gate) — Apply it (Ctrl+Return)")
    panel = next(p for p in window.findChildren(BotPanel) if p.controller is window.controller)
    qtbot.waitUntil(lambda: panel.steps.count() > 0)
    last = panel.steps.item(panel.steps.count() - 1).text()
    # a Divinity that asks nothing more says what it gives (round 6): "...(Gate): 12 coins from the bank"
    assert last.partition("(Gate)")[0] == f"→ activates {en} for free from the top of the {MYTHS[myth][0]} Mythology deck "
    set_language("it")
    scene = open_state(window, qtbot, s)
    assert prompt(scene).startswith(f"SOLO propone: attivare gratis {it} dalla cima del mazzo della Mitologia "
                                    f"{MYTHS[myth][1]} (il Portale)")
    set_language("en")
    given = liberty("automa")
    given, _ = chosen(given, pick="press")
    assert given.pending[0].kind == "liberty_give" and given.pending[0].side == "automa"
    card = GAME.propose(given).actions[0].pick
    shown = {"altar": "Altar", "guard_tower": "Guard Tower"}[card]
    assert prompt(open_state(window, qtbot, given)) == \
        f"SOLO proposes: give you {shown}, which you build for free (Statue of Liberty) — Apply it (Ctrl+Return)"


def test_neptune_s_military_tokens_say_which_is_discarded_and_which_applied():
    s = activate(pantheon({6: "neptune"}, automa={"coins": 9}), 6)
    s, void = chosen(s, pick="automa_5")
    assert line(void) == "discard the 5-coin Military token on SOLO's half without effect (Neptune)"
    assert line(void, "it") == "scarti senza effetto il segnalino Esercito da 5 monete della metà di SOLO (Nettuno)"
    s, applied_ = chosen(s, pick="automa_2")
    assert s.automa.coins == 9 - 2
    assert line(applied_) == "apply the 2-coin Military token on SOLO's half against SOLO (Neptune)"
    solo = applied_.model_copy(update={"by": "automa", "pick": "player_5"})
    assert line(solo) == "applies the 5-coin Military token on your half against you (Neptune)"
    assert line(solo, "it") == "applica contro di te il segnalino Esercito da 5 monete della tua metà (Nettuno)"
    assert line(void.model_copy(update={"decision": ""})) == "choose the 5-coin Military token"  # an older save


@pytest.mark.gui
def test_solo_s_proposed_neptune_token_is_named_not_its_id(window, qtbot):
    from solo_desk.ui.i18n import set_language

    from .test_scene import open_state
    from .test_scene_prompts import prompt

    s = pantheon({})
    tokens = s.military_tokens
    s = fast_copy(s, pending=(Pending(kind="neptune_discard", side="automa", options=tokens),), current="automa")
    GAME.check(s)
    half, _, coins = GAME.propose(s).actions[0].pick.rpartition("_")
    where = {"player": "your half", "automa": "SOLO's half"}[half]
    shown = prompt(open_state(window, qtbot, s))
    assert shown == f"SOLO proposes: discard the {coins}-coin Military token on {where} without effect (Neptune) — " \
                    "Apply it (Ctrl+Return)"
    set_language("it")
    shown = prompt(open_state(window, qtbot, s))
    assert shown.startswith(f"SOLO propone: scartare senza effetto il segnalino Esercito da {coins} monete") and "_" not in shown
    set_language("en")


@pytest.mark.gui
def test_solo_s_proposed_divine_theater_deck_is_named_not_its_id(window, qtbot):
    from .test_scene import open_state
    from .test_scene_prompts import prompt

    s = pantheon({})
    decks = tuple(m for m, deck in zip(MYTHOLOGIES, s.divinity_decks) if deck)
    s = fast_copy(s, pending=(Pending(kind="theater_deck", side="automa", options=decks, source="divine_theater"),),
                  current="automa")
    GAME.check(s)
    proposal = GAME.propose(s)
    assert proposal.applicable()
    myth = proposal.actions[0].pick
    assert prompt(open_state(window, qtbot, s)) == (
        f"SOLO proposes: look at the {MYTHS[myth][0]} Mythology deck and activate one of its Divinities for free "
        "(the Divine Theater) — Apply it (Ctrl+Return)")


@pytest.mark.gui
def test_solo_s_other_proposed_choices_say_what_they_do(window, qtbot):
    """SOLO's Progress token, Minerva, Isis and Divinity placed face down: the line says the move as
    the history does, and a divinity placed face down is named by its Mythology only."""
    from .test_scene import open_state
    from .test_scene_prompts import prompt

    def proposed(s, pending):
        s = fast_copy(s, pending=(pending,), current="automa")
        GAME.check(s)
        return GAME.propose(s).actions[0], prompt(open_state(window, qtbot, s))

    apply_it = " — Apply it (Ctrl+Return)"
    s = pantheon({})
    board = tuple(t for t in s.progress_board if t)
    action, shown = proposed(s, Pending(kind="progress", side="automa", options=board))
    assert shown == f"SOLO proposes: take the Progress token {rules._cat().progress_tokens[action.pick].name}{apply_it}"
    action, shown = proposed(s, Pending(kind="minerva", side="automa"))
    side = "SOLO's" if action.space > 0 else "your"  # the track's signed space read as its side
    assert shown == f"SOLO proposes: put the Minerva pawn on the Military track, space {abs(action.space)} toward {side} capital{apply_it}"
    isis = pantheon({}, automa={"coins": 5, "wonders": ("colossus",)})
    action, shown = proposed(isis, Pending(kind="isis", side="automa"))
    card = rules._cat().buildings[action.card].name
    assert shown == f"SOLO proposes: build The Colossus with {card} from the discard pile{apply_it}"
    first = play_state(age=1, slots={0: "altar", 2: "theater"})
    deck = first.divinity_decks[2]  # Greek
    action, shown = proposed(first, Pending(kind="place_divinity", side="automa", options=deck[:2]))
    assert shown == f"SOLO proposes: place a Greek Divinity face down on Pantheon space {action.space}{apply_it}"
    assert rules._cat().divinities[action.pick].name not in shown
