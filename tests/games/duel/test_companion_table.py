"""Companion mode against a simulated physical table.

The table is a digital game with its OWN seed (its own shuffle of the decks, tokens, Wonders and
divinities, independent of the app's seed). The app (a companion game) is told what the table shows
whenever it asks; SOLO's turns come from the app's proposals and are played on the table as well
(SOLO's blind picks of a divinity are the table's cards); the Player's moves are drawn on the table
and told to the app. After every step the app must agree with the table on everything public, every
answer must be among the values offered, the saved steps must replay to the same state, and in the
end both games must agree on the result. Some answers are given wrong on purpose and corrected with
the edits the board offers (rename a card, move a divinity, a Progress or Mythology token).
"""
import json
import random

import pytest

from solo_desk.games.duel import GAME, rules
from solo_desk.games.duel.content import catalogue
from solo_desk.games.duel.state import (
    Answer, Choose, DuelState, MoveDivinity, MoveProgress, MoveSetAside, MoveToken, RenameCard, SetBack, SetCoins,
    SetConflict,
)

from tests.gui import status_messages

from .helpers import table_answer

pytestmark = pytest.mark.rule("SOLO-GEN-1")

CAT = catalogue()
SIDES = ("player", "automa")


def wrong_answer(table: DuelState, comp: DuelState, question: str, truth: str, choices: list[str], rng) -> str | None:
    """A wrong value the user might give that no later question needs (it lies nowhere on the table)."""
    kind = question.split(":")[0]
    if kind == "card":
        # a name misread, not a colour: a card of the same kind of back (Age III, Guild / Grand Temple)
        choices = [c for c in choices if truth not in CAT.buildings or (CAT.buildings[c].group == "age") == (CAT.buildings[truth].group == "age")]
        seen = {c for c in table.slots if c} | set(table.discard)
        seen |= {c for side in SIDES for c in table.city(side).buildings + tuple(c for _, c in table.city(side).built)}
    elif kind == "pantheon":
        seen = set(table.pantheon_spaces) | {d for side in SIDES for d in table.city(side).divinities}
    elif kind == "progress":
        seen = set(table.progress_board) | {t for side in SIDES for t in table.city(side).progress}
    elif kind == "token" and comp.age == 1:
        seen = {t.split(":")[1] for t in table.slot_tokens if t} | {m for side in SIDES for m in table.city(side).mythology_tokens}
    else:
        return None
    wrong = [c for c in choices if c != truth and c not in seen]
    return rng.choice(wrong) if wrong else None


def guild_back(card: str) -> bool:
    return card == "?guild" or (bool(card) and not card.startswith("?") and CAT.buildings[card].group != "age")


def corrections(table: DuelState, comp: DuelState, kind: str, question: str, wrong: str, truth: str) -> list:
    arg = int(question.split(":")[1]) if ":" in question else None
    if kind == "back":  # Age III: the wrong Guild backs first (the structure shows 3 at most)
        backs = [(i, guild_back(c), guild_back(t)) for i, (c, t) in enumerate(zip(comp.slots, table.slots)) if t]
        return [SetBack(by="player", slot=i, back="age") for i, told, real in backs if told and not real] + \
            [SetBack(by="player", slot=i, back=rules.extras_back(comp.pantheon)) for i, told, real in backs if real and not told]
    if kind == "solo_free":
        # a correction gains nothing: the pawn and the coins are corrected too
        fixed = [MoveSetAside(by="player", card=wrong, to="set_aside"), MoveSetAside(by="player", card=truth, to="automa")]
        if comp.conflict != table.conflict:
            fixed.append(SetConflict(by="player", position=table.conflict))
        return fixed + [SetCoins(by="player", side=side, coins=table.city(side).coins)
                        for side in SIDES if comp.city(side).coins != table.city(side).coins]
    if kind == "card":
        return [RenameCard(by="player", slot=arg, card=truth)]
    if kind == "pantheon":
        return [MoveDivinity(by="player", god=truth, to="pantheon", space=arg)]
    if kind == "progress":
        return [MoveProgress(by="player", token=wrong, to="box"), MoveProgress(by="player", token=truth, to="board")]
    return [MoveToken(by="player", token="myth:" + wrong, source="structure", from_slot=arg, to="box"),
            MoveToken(by="player", token="myth:" + truth, source="box", to="structure", to_slot=arg)]


def agree(table: DuelState, comp: DuelState) -> None:
    for side in SIDES:
        a, b = table.city(side), comp.city(side)
        fields = ("coins", "buildings", "built", "progress", "divinities", "wonders", "mythology_tokens", "offering_tokens")
        assert [getattr(a, f) for f in fields] == [getattr(b, f) for f in fields], side
    for f in ("conflict", "age", "phase", "current", "military_tokens", "minerva", "winner", "enki_tokens", "slot_tokens"):
        assert getattr(table, f) == getattr(comp, f), f
    assert [c if up else bool(c) for c, up in zip(table.slots, table.face_up)] == \
        [c if up else bool(c) for c, up in zip(comp.slots, table.face_up)]
    assert len(table.discard) == len(comp.discard)
    assert all(c == d for c, d in zip(table.discard, comp.discard) if d != "?")
    assert sorted(table.progress_board) == sorted(comp.progress_board)
    if table.age >= 2:
        assert table.pantheon_spaces == comp.pantheon_spaces
    # the table's Divine Theater owner orders its deck (digital only: companion decks are not followed)
    assert [p.kind for p in table.pending if p.kind != "theater_top"] == [p.kind for p in comp.pending]


def play_against_table(table_seed: int, app_seed: int, options: dict, mistakes: bool = False) -> dict[str, int]:
    table = GAME.new_state(options, table_seed, "digital")
    comp = initial = GAME.new_state(options, app_seed, "companion")
    rng = random.Random(table_seed * 31 + app_seed)
    recorded: list[dict] = []
    asked: dict[str, int] = {}
    fixes: list[tuple] = []

    def tell(state, action):
        new, done = GAME.apply(state, action)
        GAME.check(new)
        recorded.append(json.loads(done.model_dump_json()))
        return new

    for _ in range(3000):
        if GAME.result(table) is not None:
            break
        if comp.asks:
            question = comp.asks[0].question
            kind = question.split(":")[0]
            proposal = GAME.propose(comp)
            assert proposal.status == "needs_input" and proposal.inputs[0].name == question
            # the rules' order (the panel lists them alphabetically by name): the seeds' answers keep it
            choices = rules.ask_choices(comp, question)
            assert sorted(c.value for c in proposal.inputs[0].choices) == sorted(choices)
            try:
                value = table_answer(table, comp, question)
            except (IndexError, StopIteration, ValueError):
                value = None
            if value not in choices:  # asked, or asked so, only because of a wrong answer not corrected yet
                assert fixes, (question, value, choices)
                truth, value = value, wrong_answer(table, comp, question, value, choices, rng) or rng.choice(choices)
                if kind == "solo_free":  # the card SOLO drew is named elsewhere by mistake: corrected afterwards
                    fixes.append((kind, question, value, truth))
            elif mistakes and kind == "back" and value in rules.BACK_VALUES and not any(f[0] == "back" for f in fixes):
                # the user says "Age III back" for a Guild (and maybe later "Guild" for an Age III back)
                fixes.append(("back", question, None, value))
                value = "age"
            elif fixes and fixes[-1][0] == "back" and kind == "back" and value == "age" and rng.random() < 0.3:
                value = rules.extras_back(comp.pantheon)
            asked[kind] = asked.get(kind, 0) + 1
            wrong = wrong_answer(table, comp, question, value, choices, rng) if mistakes and kind != "back" and not any(f[0] == "back" for f in fixes) and rng.random() < 0.3 else None
            if wrong is not None:
                fixes.append((kind, question, wrong, value))
                value = wrong
            # saved mid-question and loaded again: nothing lost
            comp = DuelState.model_validate_json(comp.model_dump_json())
            comp = tell(comp, GAME.propose(comp, {question: value}).actions[0])
            if not comp.asks:
                for fix in fixes:
                    for edit in corrections(table, comp, *fix):
                        comp = tell(comp, edit)
                        asked[edit.kind] = asked.get(edit.kind, 0) + 1
                fixes.clear()
            continue
        side = rules.to_move(comp)
        assert side == rules.to_move(table)
        if side == "automa":
            answers: dict[str, str] = {}
            proposal = GAME.propose(comp)
            while proposal.status == "needs_input":  # SOLO's random choices, made at the table
                request = proposal.inputs[0]
                values = [c.value for c in request.choices]
                if all(v in CAT.divinities for v in values):  # a blind draw from a Mythology deck
                    values = [v for v in values if any(v in deck for deck in table.divinity_decks)]
                answers[request.name] = rng.choice(values)
                asked["solo_random"] = asked.get("solo_random", 0) + 1
                proposal = GAME.propose(comp, answers)
            for action in proposal.actions:
                comp = tell(comp, action)
                mine = recorded[-1]
                played = GAME.parse_action({**mine, "outcomes": {}})
                if isinstance(played, Choose) and played.pick and played.pick.startswith("?"):
                    played = played.model_copy(update={"pick": rng.choice(list(table.pending[0].options))})
                table, _ = GAME.apply(table, played)
                if comp.asks:
                    break
        else:
            table, done = GAME.apply(table, rules.random_legal_action(table, rng.randrange))
            if isinstance(done, Choose) and done.space is not None and done.pick in CAT.divinities:
                done = done.model_copy(update={"pick": "?" + CAT.divinities[done.pick].mythology})
            comp = tell(comp, done)
        while table.pending and table.pending[0].kind == "theater_top":
            table, _ = GAME.apply(table, rules.random_legal_action(table, rng.randrange))
        if not comp.asks:
            agree(table, comp)
    assert GAME.result(table) is not None
    while comp.asks:  # the table's game ended when the app still had questions (SOLO's free card won it)
        question = comp.asks[0].question
        comp = tell(comp, GAME.propose(comp, {question: table_answer(table, comp, question)}).actions[0])
    assert GAME.result(comp) == GAME.result(table)
    assert comp.pending == table.pending
    replayed = initial
    for raw in recorded:
        replayed, _ = GAME.apply(replayed, GAME.parse_action(raw))
    assert replayed == comp
    return asked


@pytest.mark.parametrize("table_seed, app_seed", [(101, 5001), (106, 5006)])
def test_companion_follows_an_independent_table(table_seed, app_seed):
    asked = play_against_table(table_seed, app_seed, {})
    assert {"progress", "wonder", "card", "token", "pantheon", "gate"} <= set(asked)
    # seed 106's table shows its 3 Grand Temples face up in Age III: no back is asked
    assert ("back" in asked) == (table_seed == 101)


def test_companion_follows_a_table_with_promos_and_a_level():
    asked = play_against_table(102, 5002, {"promo_wonders": True, "level": "legendary"})
    assert asked["solo_free"] == 3


@pytest.mark.parametrize("table_seed, app_seed", [(118, 5118), (107, 5107), (110, 5110)])
def test_wrong_answers_corrected_with_edits(table_seed, app_seed):
    asked = play_against_table(table_seed, app_seed, {}, mistakes=True)
    assert asked["card"] >= 50
    assert {"rename_card", "move_divinity", "move_progress", "move_token", "set_back"} <= set(asked)


def test_solo_s_free_card_named_elsewhere_by_mistake_is_corrected():
    """Age III (level Legendary): a face-up card is named by mistake as the card SOLO then draws for
    free; the free card's question cannot offer it (seen in the structure), another is told. The
    name (``rename_card``) and the free card (``move_set_aside`` twice) are corrected and the game
    goes on with SOLO holding the right card."""
    s = age_three(9032, {"level": "legendary"}, name_face_up=False)
    assert any(q.question == "solo_free" for q in s.asks)
    first = s.asks[0].question
    slot = int(first.split(":")[1])
    ages = [c for c in rules.ask_choices(s, first) if CAT.buildings[c].group == "age"]
    free, truth = ages[0], ages[1]  # the table: ``truth`` lies in the slot, SOLO draws ``free``
    s, _ = GAME.apply(s, Answer(question=first, value=free))
    while s.asks[0].question != "solo_free":
        q = s.asks[0].question
        choices = [c for c in rules.ask_choices(s, q) if c != truth]
        s, _ = GAME.apply(s, Answer(question=q, value=choices[0]))
    offered = rules.ask_choices(s, "solo_free")
    assert free not in offered
    told = next(c for c in offered if c != truth)
    s, _ = GAME.apply(s, Answer(question="solo_free", value=told))
    for edit in (RenameCard(slot=slot, card=truth), MoveSetAside(card=told, to="set_aside"),
                 MoveSetAside(card=free, to="automa")):
        s, _ = GAME.apply(s, edit)
        GAME.check(s)
    assert s.slots[slot] == truth and free in s.automa.buildings and told not in s.automa.buildings


def test_age_three_backs_are_not_asked_once_determined():
    """Once the 3 Guild / Grand Temple backs are told, every other card shows an Age III back: the
    app no longer asks (it asked all 20 backs, the rest with one possible answer). Likewise when
    the backs left to tell are as many as the Guild backs left."""
    s = age_three(5)
    down = [i for i, up in enumerate(s.face_up) if not up]
    assert [q.question for q in s.asks if q.question.startswith("back:")] == [f"back:{i}" for i in down]
    for _ in range(3):
        s, _ = GAME.apply(s, Answer(question=s.asks[0].question, value="temple"))
    assert not any(q.question.startswith("back:") for q in s.asks)
    assert [s.slots[i] for i in down[:3]] == ["?guild"] * 3 and {s.slots[i] for i in down[3:]} == {"?"}
    s = age_three(5)
    told = 0
    while s.asks and s.asks[0].question.startswith("back:"):
        s, _ = GAME.apply(s, Answer(question=s.asks[0].question, value="age"))
        told += 1
    assert told == len(down) - 3 and [s.slots[i] for i in down[-3:]] == ["?guild"] * 3
    GAME.check(s)



@pytest.mark.rule("SOLO-LEVEL-C2")
def test_the_game_won_by_solo_s_free_card():
    """SOLO's free card at the start of Age III wins it the game by military supremacy: the app
    (which asks the new structure first) ends the game once told which card it was."""
    play_against_table(219, 7019, {"level": "hard"})


@pytest.mark.rule("SOLO-LEVEL-C2")
def test_solo_free_card_effects_come_before_the_choice_of_who_starts():
    """SOLO's free card at the start of Age II gives it a pair of science symbols: its Progress token
    is chosen before who starts the Age, in companion mode as in digital mode (the card is built as
    the Age starts, before the start decision). The app asked the start first and the table's order
    diverged."""
    play_against_table(210, 7010, {"level": "hard"})
    play_against_table(222, 7022, {"level": "hard"})
    play_against_table(208, 7008, {"level": "legendary"})


def age_three(seed: int, options: dict | None = None, name_face_up: bool = True) -> DuelState:
    """A companion game played (random answers) up to the Age III set-up, its face-up cards named
    with Age III cards (first in the rules' order), its backs still to tell."""
    from solo_desk.core.playout import apply_step, next_step

    state = GAME.new_state(options or {}, seed, "companion")
    rng = random.Random(seed)
    while not (state.age == 3 and state.asks):
        state, _ = apply_step(GAME, state, next_step(GAME, state, rng))
    while name_face_up and state.asks[0].question.startswith("card:"):
        q = state.asks[0].question
        card = next(c for c in rules.ask_choices(state, q) if CAT.buildings[c].group == "age")
        state, _ = GAME.apply(state, Answer(question=q, value=card))
    assert state.asks[0].question.startswith("back:" if name_face_up else "card:")
    return state


def test_a_back_told_wrong_is_corrected():
    """Age III: a Guild back told as an Age III back. When that card is revealed the app offers Age
    III cards only; before the correction the table's Guild could not be named at all (rename_card
    keeps the back). ``set_back`` gives the back told Guild by mistake an Age III back and the
    revealed card its Guild back: the question then offers the Guilds / Grand Temples."""
    s = age_three(5)
    down = [i for i, up in enumerate(s.face_up) if not up]
    wrong, real = down[0], down[1]  # slot ``real`` shows a Guild back, told for ``wrong`` instead
    while s.asks and s.asks[0].question.startswith("back:"):
        slot = int(s.asks[0].question.split(":")[1])
        choices = rules.ask_choices(s, s.asks[0].question)
        value = "temple" if slot in (wrong, down[2], down[3]) else "age"
        assert value in choices
        s, _ = GAME.apply(s, Answer(by="player", question=s.asks[0].question, value=value))
    assert s.slots[wrong] == "?guild" and s.slots[real] == "?"
    with pytest.raises(Exception) as refused:  # three Guild backs already
        GAME.apply(s, SetBack(by="player", slot=real, back="guild"))
    assert refused.value.key == "duel.illegal.edit_back_guilds"
    # the game's own back (Grand Temples with Pantheon), not "Guild / Grand Temple"
    assert refused.value.message("en") == ("The structure already shows the 3 cards with a Grand Temple back: first give "
                                           "the one told wrong an Age III back.")
    assert refused.value.message("it") == ("La struttura mostra già le 3 carte con un dorso di Grande Tempio: prima dai "
                                           "un dorso dell'Epoca III a quella indicata per errore.")
    s, _ = GAME.apply(s, SetBack(by="player", slot=wrong, back="age"))
    s, _ = GAME.apply(s, SetBack(by="player", slot=real, back="guild"))
    GAME.check(s)
    assert s.slots[wrong] == "?" and s.slots[real] == "?guild"
    # a face-up card named with the wrong back: unnamed, and its question asked again
    up = next(i for i, c in enumerate(s.slots) if s.face_up[i] and c in CAT.buildings and CAT.buildings[c].group == "age")
    while s.asks:
        q = s.asks[0].question
        s, _ = GAME.apply(s, Answer(by="player", question=q, value=rules.ask_choices(s, q)[0]))
    named = s.slots[up]
    s, _ = GAME.apply(s, SetBack(by="player", slot=real, back="age"))  # make room for one more Guild back
    s, done = GAME.apply(s, SetBack(by="player", slot=up, back="guild"))
    assert s.slots[up] == "?guild" and s.asks[-1].question == f"card:{up}"
    choices = rules.ask_choices(s, f"card:{up}")
    assert named not in choices and all(catalogue().buildings[c].group != "age" for c in choices)
    assert GAME.describe(done).key == "duel.action.set_back"


def test_a_back_is_corrected_from_the_right_click_menu(window, qtbot, monkeypatch):
    """The board: right-click on a card of the Age III structure, "Its back is really …" (the other
    back) applies ``set_back``; while the backs are still being asked, the entry is absent."""
    from .test_scene import applied, open_state, piece

    s = age_three(5)
    scene = open_state(window, qtbot, s)
    assert scene.back_correction(0) is None  # the backs are still being told
    while s.asks and s.asks[0].question.startswith("back:"):
        q = s.asks[0].question
        s, _ = GAME.apply(s, Answer(by="player", question=q, value=rules.ask_choices(s, q)[-1]))
    guild = next(i for i, c in enumerate(s.slots) if c == "?guild")
    scene = open_state(window, qtbot, s)
    menus = []
    monkeypatch.setattr(scene, "choose", lambda entries, notes=(): menus.append(entries) or entries[-1][1])
    actions = scene.context_actions(piece(scene, ("slot", guild)))
    assert [label for label, _ in menus[0]] == ["Its back is really an Age III back"]
    assert actions == [SetBack(slot=guild, back="age")]
    assert window.controller.apply(actions)
    assert applied(window) == [SetBack(slot=guild, back="age")]
    assert window.controller.state.slots[guild] == "?"


def test_a_back_correction_the_edit_would_refuse_is_not_offered(window, qtbot, monkeypatch):
    """All the Guild / Grand Temple backs of the structure are told: "Its back is really a Grand
    Temple back" would be refused, so a face-down Age III card's right-click offers nothing and the
    status bar says why; a face-up card offers its rename, the back correction only greyed with the
    reason."""
    from .test_scene import open_state, piece

    s = age_three(5)
    while s.asks and s.asks[0].question.startswith("back:"):
        q = s.asks[0].question
        s, _ = GAME.apply(s, Answer(question=q, value=rules.ask_choices(s, q)[-1]))
    assert sum(1 for c in s.slots if c == "?guild") == CAT.board.guilds_per_game
    scene = open_state(window, qtbot, s)
    menus = []
    monkeypatch.setattr(scene, "choose", lambda entries, notes=(): menus.append((entries, list(notes))) or None)
    down = next(i for i, c in enumerate(s.slots) if c == "?")
    with status_messages(window) as errors:
        assert scene.context_actions(piece(scene, ("slot", down))) is None
    assert menus == []
    assert errors and "already shows the 3 cards with a Grand Temple back" in errors[-1]
    up = next(i for i, c in enumerate(s.slots) if s.face_up[i] and c in CAT.buildings and CAT.buildings[c].group == "age")
    scene.context_actions(piece(scene, ("slot", up)))
    entries, notes = menus[-1]
    assert [label for label, _ in entries] == ["This card is really…"]
    assert notes[0] == "Its back is really a Grand Temple back (not possible now):"
    assert notes[1:] == ["The structure already shows the 3 cards with a Grand Temple back:",
                         "first give the one told wrong an Age III back."]
