"""Second companion playtest (Italian): the Age III questions (face-up cards named, backs asked only
for face-down cards, named as the game's content has them), the Mythology-token placement told at
the table, the asked place framed on the board, old saves' table answers without a side, and the
history's person ("you: build", "SOLO: builds")."""
import random

import pytest

from solo_desk.games.duel import GAME, rules
from solo_desk.games.duel.content import catalogue
from solo_desk.games.duel.describe import question_text
from solo_desk.games.duel.state import Answer, BuildCard, PickWonder
from solo_desk.core.messages import render

from .test_companion_table import age_three

CAT = catalogue()


def group(card: str) -> str:
    return CAT.buildings[card].group


def asked_text(s, lang="en") -> str:
    q = question_text(s.asks[0].question, s)
    return render(q["key"], q["params"], lang)


@pytest.mark.rule("SOLO-GEN-4")  # Pantheon games have no Guilds: Grand Temples replace them
def test_age_three_face_up_cards_are_named_and_only_face_down_backs_asked():
    s = age_three(5, name_face_up=False)
    up = [i for i, f in enumerate(s.face_up) if f]
    down = [i for i, f in enumerate(s.face_up) if not f]
    questions = [q.question for q in s.asks if q.question.split(":")[0] in ("card", "back")]
    assert questions == [f"card:{i}" for i in up] + [f"back:{i}" for i in down]
    # a face-up card: any Age III card or Grand Temple (its colour shows which), never a Guild
    choices = rules.ask_choices(s, f"card:{up[0]}")
    assert {group(c) for c in choices} == {"age", "grand_temple"}
    # the Grand Temples named face up leave no back to ask: the face-down cards show Age III backs
    for slot in up[:3]:
        temple = next(c for c in rules.ask_choices(s, f"card:{slot}") if group(c) == "grand_temple")
        s, _ = GAME.apply(s, Answer(question=f"card:{slot}", value=temple))
    assert all(group(c) == "age" for c in rules.ask_choices(s, f"card:{up[3]}"))
    assert not any(q.question.startswith("back:") for q in s.asks)
    assert all(s.slots[i] == "?" for i in down)


@pytest.mark.rule("SOLO-GEN-4")
@pytest.mark.parametrize("pantheon, back, other", [(True, "temple", "a Grand Temple back"),
                                                    (False, "guild", "a Guild back")])
def test_back_questions_name_the_backs_the_game_holds(pantheon, back, other):
    s = age_three(5, {"pantheon": pantheon})
    assert s.asks[0].question.startswith("back:")
    proposal = GAME.propose(s)
    labels = {c.value: c.label for c in proposal.inputs[0].choices}
    assert set(labels) == {"age", back}
    assert labels[back]["en"] == other and labels["age"]["en"] == "an Age III back"
    text = asked_text(s)
    assert text.endswith(f"show an Age III back or {other}?")
    assert ("Guild" in text) == (not pantheon) and ("Grand Temple" in text) == pantheon
    assert ("Tempio" in asked_text(s, "it")) == pantheon
    # the answer, in the history: the back by its name
    s2, done = GAME.apply(s, Answer(question=s.asks[0].question, value=back))
    assert GAME.describe(done).render("en") == f"the table shows {other}"


def test_a_save_that_asked_every_back_first_still_loads():
    """Before: every Age III back was asked (face-up cards' too), then the face-up names, the Grand
    Temple back answered "guild". Such steps replay to the state the new questions give."""
    s = age_three(5, name_face_up=False)
    up = [i for i, f in enumerate(s.face_up) if f]
    down = [i for i, f in enumerate(s.face_up) if not f]
    temples = [c for c in rules.ask_choices(s, f"card:{up[0]}") if group(c) == "grand_temple"]
    ages = [c for c in rules.ask_choices(s, f"card:{up[0]}") if group(c) == "age"]
    names = {up[0]: temples[0], up[1]: temples[1]} | {slot: ages[k] for k, slot in enumerate(up[2:])}
    old = s
    for slot in (up[0], up[1], down[0]):  # the old order: the backs first, three Guild backs
        old, _ = GAME.apply(old, GAME.parse_action({"kind": "answer", "question": f"back:{slot}", "value": "guild",
                                                    "by": "player"}))
    for slot in up:
        old, _ = GAME.apply(old, Answer(question=f"card:{slot}", value=names[slot]))
    new = s
    for slot in up:
        new, _ = GAME.apply(new, Answer(question=f"card:{slot}", value=names[slot]))
    while new.asks and new.asks[0].question.startswith("back:"):
        q = new.asks[0].question
        new, _ = GAME.apply(new, Answer(question=q, value="temple" if q == f"back:{down[0]}" else "age"))
    assert old.slots == new.slots and old.asks == new.asks
    assert new.slots[down[0]] == "?guild"


def test_an_old_save_s_table_answer_has_no_side():
    """A save made when table answers were recorded with by="player": read without it, so the
    history shows "the table shows X", never "you: the table shows X"."""
    a = GAME.parse_action({"kind": "answer", "question": "card:0", "value": "courthouse", "by": "player"})
    assert a.by is None
    assert GAME.describe(a).render("en") == "the table shows Courthouse"


def test_history_lines_read_after_you_and_after_solo():
    """The history prefixes the side: "you: build …" / "tu: costruisci …", "SOLO: builds …"; the
    Wonder left over goes to "you" or to "SOLO" by side."""
    assert GAME.describe(BuildCard(card="baths", price=0, by="player")).render("en") == "build Baths for free"
    assert GAME.describe(BuildCard(card="baths", price=0, by="player")).render("it") == "costruisci Bagni gratis"
    assert GAME.describe(BuildCard(card="baths", price=0, by="automa")).render("en") == "builds Baths for free"
    mine = PickWonder(wonder="pyramids", left_over="colossus", by="player")
    theirs = PickWonder(wonder="pyramids", left_over="colossus", by="automa")
    assert GAME.describe(mine).render("en") == "take The Pyramids; SOLO gets the last Wonder left, The Colossus"
    assert GAME.describe(theirs).render("en") == "takes The Pyramids; you get the last Wonder left, The Colossus"
    assert GAME.describe(theirs).render("it") == "prende la Meraviglia Piramidi; tu ricevi l'ultima rimasta, Colosso"


def placing(side: str, seed: int = 1):
    """A companion game (random answers) caught when ``side`` places a divinity for a Mythology token."""
    from solo_desk.core.playout import apply_step, next_step

    for attempt in range(seed, seed + 40):
        s = GAME.new_state({}, attempt, "companion")
        rng = random.Random(attempt)
        while s.age <= 1 and GAME.result(s) is None:
            if s.pending and s.pending[0].kind == "place_divinity" and s.pending[0].side == side and not s.asks:
                return s
            s, _ = apply_step(GAME, s, next_step(GAME, s, rng))
    raise AssertionError("no placement")


@pytest.mark.rule("SOLO-GODPLACE-1")
def test_solo_s_blind_divinity_draw_is_told_to_the_table():
    s = placing("automa")
    proposal = GAME.propose(s)
    steps = [t for t in proposal.trace if t.key == "duel.trace.table_place_divinity"]
    assert steps and steps[0].rule == "SOLO-GODPLACE-1"
    text = render(steps[0].key, steps[0].params, "en")
    assert "top two" in text and "at random" in text and "back on top" in text
    assert f"space {proposal.actions[0].space}" in text
    assert "Mitologia" in render(steps[0].key, steps[0].params, "it")


@pytest.mark.rule("SOLO-GODPLACE-1")
def test_the_placement_prompts_say_what_to_do_at_the_table(window, qtbot):
    from .test_scene import open_state

    s = placing("player")
    scene = open_state(window, qtbot, s)
    prompt = scene._prompt_text(s)
    mythology = s.pending[0].options[0][1:]
    assert "top 2" in prompt and mythology.capitalize() in prompt and "click" in prompt
    assert "drawn" not in prompt  # nothing drawn lies on the board
    s = placing("automa")
    scene = open_state(window, qtbot, s)
    qtbot.waitUntil(lambda: bool(window.controller.proposal.actions))
    prompt = scene._prompt_text(s)
    assert "unseen" in prompt and "at random" in prompt and "space" in prompt


def test_the_asked_card_is_framed_on_the_board(window, qtbot):
    from .test_scene import open_state, piece

    s = age_three(5, name_face_up=False)
    scene = open_state(window, qtbot, s)
    slot = int(s.asks[0].question.split(":")[1])
    qtbot.waitUntil(lambda: piece(scene, ("slot", slot)).highlighted)
    assert not any(p.highlighted for p in scene.pieces() if p.key[0] == "slot" and p.key[1] != slot)
    s = age_three(5)  # a back question: its face-down card
    scene = open_state(window, qtbot, s)
    slot = int(s.asks[0].question.split(":")[1])
    qtbot.waitUntil(lambda: piece(scene, ("slot", slot)).highlighted)


def test_grand_temple_tooltip_and_italian_trace_names(qapp):
    """A Grand Temple's tooltip says once how it is free (its Mythology token, with the right
    article); the Italian trace keeps the capitals of names (Economia, Meraviglia)."""
    from solo_desk.games.duel.scene_text import building_lines

    lines = building_lines("egyptian_grand_temple")
    assert not any(line.startswith("Free through the chain") for line in lines)
    assert "Free for whoever holds the Egyptian Mythology token" in lines
    assert render("duel.bot.progress.economy", {}, "it") == "Economia"
    assert render("duel.trace.first_wonder", {"wonder": "Colosso"}, "it") == "la prima Meraviglia scoperta va a SOLO: Colosso"
