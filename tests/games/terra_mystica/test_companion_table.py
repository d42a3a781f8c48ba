"""Companion mode against a simulated physical table (its own shuffle of the factions and tiles, its
own d6): every question offers exactly what the table can still show, names each choice by what the
physical piece shows (the tiles carry no number), and the app's state follows the table."""
import random

import pytest

from solo_desk.core.messages import render
from solo_desk.games.terra_mystica import GAME
from solo_desk.games.terra_mystica.content import catalogue, colours_at
from solo_desk.ui.panels import choice_items


class Table:
    def __init__(self, seed):
        self.rng = random.Random(seed)
        cat = catalogue()
        self.factions = list(cat.factions)
        self.round_tiles = [t.id for t in cat.tables.round_tiles]
        self.bonus = list(cat.bonus)
        for pile in (self.factions, self.round_tiles, self.bonus):
            self.rng.shuffle(pile)
        self.faction = None
        self.drawn_rounds: list[str] = []
        self.drawn_bonus: list[str] = []
        self.rolls: dict[str, list[int]] = {}

    def answer(self, state, request, reroll: bool) -> str:
        cat = catalogue()
        name, offered = request.name, [c.value for c in request.choices]
        if name == "faction":
            assert sorted(offered) == sorted(cat.factions)
            self.faction = self.factions.pop()
            return self.faction
        if name == "third_colour":
            home = cat.factions[self.faction or state.faction].home
            assert sorted(offered) == sorted(colours_at(home, 2))
            return self.rng.choice(offered)
        if name.startswith("round_tile_"):
            slot = int(name.rsplit("_", 1)[1])
            allowed = [t.id for t in cat.tables.round_tiles if t.id not in self.drawn_rounds and slot not in t.not_in_rounds]
            assert sorted(offered) == sorted(allowed)
            tile = next(t for t in self.round_tiles if t in allowed)  # a tile not allowed is drawn again
            self.round_tiles.remove(tile)
            self.drawn_rounds.append(tile)
            return tile
        if name.startswith("bonus_tile_"):
            assert sorted(offered) == sorted(b for b in cat.bonus if b not in self.drawn_bonus)
            self.drawn_bonus.append(self.bonus.pop())
            return self.drawn_bonus[-1]
        if "_die_" in name:
            rolls = self.rolls.setdefault(name.split("_die_")[0], [])
            assert offered == [str(v) for v in range(1, 7) if not (reroll and v in rolls)]
            roll = self.rng.randint(1, 6)
            while reroll and roll in rolls:
                roll = self.rng.randint(1, 6)
            rolls.append(roll)
            return str(roll)
        assert name.startswith("tie_")
        return self.rng.choice(offered)


def check_named(request):
    """What the panel shows for each choice, in either language: the tile's content, the action a
    die face blocks."""
    for choice in request.choices:
        assert choice.label or request.name.startswith("tie_"), (request.name, choice.value)  # hexes: printed names
    shown = {lang: dict((value, text) for text, value in choice_items(request, lang)) for lang in ("en", "it")}
    if request.name.startswith("round_tile_"):
        for tid in shown["en"]:
            assert "VP" in shown["en"][tid] and "PV" in shown["it"][tid] and "→" in shown["en"][tid], shown["en"][tid]
    if request.name.startswith("bonus_tile_"):
        for tid in shown["en"]:
            assert "income" in shown["en"][tid] and "rendita" in shown["it"][tid], shown["en"][tid]
    if "_die_" in request.name:
        for choice in request.choices:
            for lang in ("en", "it"):
                action = render(f"terra_mystica.power_action.{choice.value}", {}, lang)
                assert shown[lang][choice.value] == f"{choice.value} · {action}", shown[lang][choice.value]


def play(options, seed):
    state = GAME.new_state(options, seed, "companion")
    table = Table(700 + seed)
    reroll = options.get("power_duplicates", "reroll") == "reroll"
    rng = random.Random(seed)
    keys = set()
    for _ in range(3000):
        if GAME.result(state) is not None:
            break
        proposal = GAME.propose(state)
        if proposal.status == "needs_input" or proposal.applicable():
            answers = {}
            while proposal.status == "needs_input" and not proposal.actions:
                request = proposal.inputs[0]
                keys.add(request.key)
                check_named(request)
                text = render(request.key, request.params, "en")
                if "_die_" in request.name:
                    assert ("re-roll an action already blocked" in text) == reroll, text
                answers[request.name] = table.answer(state, request, reroll)
                proposal = GAME.propose(state, dict(answers))
            actions = proposal.actions
        else:
            actions = [GAME.player_policy(state, rng)]
        for action in actions:
            state, _ = GAME.apply(state, action)
            GAME.check(state)
        assert state.round_tiles == table.drawn_rounds[:len(state.round_tiles)]
        if state.phase == "actions" and "passed" not in state.used and options.get("power_mode") == "dice":
            assert state.blocked == sorted(set(table.rolls[f"round_{state.round}"]))
    assert GAME.result(state) is not None
    assert state.faction == table.faction and state.round_tiles == table.drawn_rounds
    assert sorted(state.bonus_pool + ([state.bonus] if state.bonus else [])) == sorted(table.drawn_bonus)
    if options.get("power_mode") == "preset":
        assert state.blocked_plan == [sorted(set(table.rolls[f"preset_{r}"])) for r in range(1, 7)]
    return keys


@pytest.mark.rule("TM-GEN-MODE-RANDOM", "TM-SETUP-BONUS", "TM-POWER-D6", "TM-AMB-14")
@pytest.mark.parametrize("options,seed", [
    ({"power_mode": "dice"}, 1),
    ({"power_mode": "dice", "power_duplicates": "keep", "difficulty": "hard"}, 2),
    ({"power_mode": "preset", "power_duplicates": "keep", "map": "fire_ice_1"}, 3),
    ({"power_mode": "preset"}, 4),
])
def test_a_companion_game_follows_the_physical_table(options, seed):
    keys = play(options, seed)
    assert {"terra_mystica.trace.ask_faction", "terra_mystica.trace.ask_round_tile",
            "terra_mystica.trace.ask_bonus_tile"} <= keys


def test_the_tiles_are_told_by_what_they_show_in_both_languages():
    state = GAME.new_state({}, 1, "companion")
    answers = {"faction": "witches"}
    proposal = GAME.propose(state, answers)
    answers[proposal.inputs[0].name] = proposal.inputs[0].choices[0].value  # the third colour
    request = GAME.propose(state, answers).inputs[0]
    english = {v: text for text, v in choice_items(request, "en")}
    italian = {v: text for text, v in choice_items(request, "it")}
    assert english["SCORE3"] == "dwelling +2 VP; each 4 steps on the Water cult → 1 priest"
    assert italian["SCORE3"] == "abitazione +2 PV; ogni 4 passi sul culto dell'Acqua → 1 sacerdote"
    assert len(set(english.values())) == len(english)  # every tile told apart by what it shows
    for slot in range(1, 7):
        answers[f"round_tile_{slot}"] = GAME.propose(state, answers).inputs[0].choices[-1].value
    request = GAME.propose(state, answers).inputs[0]
    english = {v: text for text, v in choice_items(request, "en")}
    italian = {v: text for text, v in choice_items(request, "it")}
    assert english["BON6"] == "income 2 workers; passing: 4 VP per stronghold/sanctuary"
    assert italian["BON6"] == "rendita 2 lavoratori; passando: 4 PV per fortezza/santuario"
    assert len(set(english.values())) == len(english)


@pytest.mark.rule("TM-AMB-14")
def test_keeping_repeated_dice_does_not_ask_for_a_re_roll():
    state = GAME.new_state({"power_mode": "preset", "power_duplicates": "keep", "faction": "witches"}, 1, "companion")
    answers: dict[str, str] = {}
    request = GAME.propose(state, answers).inputs[0]
    while "_die_" not in request.name:
        answers[request.name] = request.choices[0].value
        request = GAME.propose(state, answers).inputs[0]
    assert [c.value for c in request.choices] == ["1", "2", "3", "4", "5", "6"]
    for lang in ("en", "it"):
        text = render(request.key, request.params, lang)
        assert "re-roll an action" not in text and "ritira se" not in text, text
