"""Companion mode against a simulated physical table: its own shuffle of the city tokens and the
market decks, its own dice. Every question must offer exactly what the table can still show, name
each choice (never an id), and leave the app's state equal to the table; a wrong answer corrected
with an edit must bring the state back to the table."""
import random

import pytest

from solo_desk.core.messages import render
from solo_desk.games.concordia import GAME, rules
from solo_desk.games.concordia.content import content, market_card_ids, place_name
from solo_desk.games.concordia.state import EditCityToken, EditDisplay


class Table:
    """The physical game: tokens dealt per letter, deck I shuffled on top of deck II, dice."""

    def __init__(self, state, seed):
        self.rng = random.Random(seed)
        data = content()
        the_map = rules.game_map(state)
        mix = data.token_mix(state.variant.map)
        self.tokens = {}
        for letter in sorted({c.letter for c in the_map.lettered_cities()}):
            tokens = [g for g, n in mix[letter].items() for _ in range(n)]
            self.rng.shuffle(tokens)
            cities = [c.id for c in the_map.lettered_cities() if c.letter == letter]
            self.tokens.update(zip(cities, tokens))
        self.stack = []
        for deck in data.cards.decks_by_player_count["2"]:
            cards = list(market_card_ids((deck,)))
            self.rng.shuffle(cards)
            self.stack += cards
        self.display, self.stack = self.stack[:7], self.stack[7:]

    def follow(self, state):
        """Cards bought leave the display; the stack's next cards slide in (end of the turn)."""
        out = set(state.player.cards()) | set(state.automa.cards())
        self.display = [c for c in self.display if c not in out]
        while len(self.display) < len(state.display) and self.stack:
            self.display.append(self.stack.pop(0))

    def possible_cards(self, state, slot, answers=()):
        """The cards slot ``slot`` can show, as the table sees it, told cards and the answers
        already given for the other slots of the question set set aside."""
        told = {c for c in state.display if c} | {v for k, v in dict(answers).items() if k != f"slot_{slot + 1}"}
        unseen = [c for c in self.stack + self.display[slot:] if c not in told]
        decks, order = content().market_card_deck, content().cards.decks_by_player_count["2"]
        top = min(order.index(decks[c]) for c in unseen)
        return sorted(c for c in unseen if order.index(decks[c]) == top)

    def answer(self, state, request, answers=()):
        if request.name in self.tokens:
            return self.tokens[request.name]
        if request.name.startswith("slot_"):
            slot = int(request.name[5:]) - 1
            if not any(v != self.display[int(k[5:]) - 1] for k, v in dict(answers).items() if k.startswith("slot_")):
                assert sorted(c.value for c in request.choices) == self.possible_cards(state, slot, answers)
            return self.display[slot]
        if request.name in ("action_roll", "goods_roll"):
            dice = state.variant.dice
            roll = self.rng.randint(1, 12) if dice == "d12" else self.rng.randint(1, 6) + self.rng.randint(1, 6)
            assert [c.value for c in request.choices] == [str(f) for f in (range(1, 13) if dice == "d12" else range(2, 13))]
            return str(roll)
        assert request.name == "tie"
        return self.rng.choice(request.choices).value


def correct(state, table):
    """The edits a player makes after telling a wrong token or card."""
    the_map = rules.game_map(state)
    for city, good in list(state.city_goods.items()):
        truth = table.tokens[city]
        if good is None or good == truth:
            continue
        partners = [c for c, g in state.city_goods.items() if g == truth and c != city
                    and the_map.city(c).letter == the_map.city(city).letter and table.tokens[c] != g]
        state, _ = GAME.apply(state, EditCityToken(city=city, good=truth, swap_with=partners[0] if partners else None))
        GAME.check(state)
    for slot in range(len(state.display)):
        if state.display[slot] is not None and state.display[slot] != table.display[slot]:
            state, _ = GAME.apply(state, EditDisplay(slot=slot + 1, card=table.display[slot]))
            GAME.check(state)
    return state


def assert_named(request, lang_texts):
    """No id on the panel: every choice but a die face has a name, and so has every city asked about."""
    for choice in request.choices:
        if request.kind == "die":
            continue
        assert choice.label, (request.name, choice.value)
        assert choice.label != choice.value or choice.value == place_name(choice.value), (request.name, choice.value)
    if request.key == "concordia.ask.tie":
        for city in (c.value for c in request.choices):
            for text in lang_texts.values():
                assert place_name(city) in text and (city == place_name(city) or city not in text), text


def play(options, seed, mistakes=0.0):
    state = GAME.new_state(options, seed, "companion")
    table = Table(state, 1000 + seed)
    rng = random.Random(seed)
    asked = set()
    for _ in range(3000):
        if GAME.result(state) is not None:
            break
        proposal = GAME.propose(state)
        if proposal.status == "needs_input":
            answers = {}
            while not proposal.actions:
                request = next(r for r in proposal.inputs if r.name not in answers)
                asked.add(request.key)
                assert_named(request, {lang: render(request.key, request.params, lang) for lang in ("en", "it")})
                values = [c.value for c in request.choices]
                value = table.answer(state, request, answers)
                if value not in values and mistakes:
                    value = values[0]  # an earlier wrong token took this one: corrected below
                assert value in values, (request.name, value, values)
                if mistakes and (request.name in table.tokens or request.name.startswith("slot_")) \
                        and len(values) > 1 and rng.random() < mistakes:
                    value = rng.choice([v for v in values if v != value])  # told wrong
                answers[request.name] = value
                proposal = GAME.propose(state, dict(answers))
            actions = proposal.actions
        elif proposal.applicable():
            actions = proposal.actions
        else:
            actions = [GAME.player_policy(state, rng)]
        for action in actions:
            state, _ = GAME.apply(state, action)
            GAME.check(state)
        table.follow(state)
        if mistakes:
            state = correct(state, table)
        assert all(c is None or c == table.display[i] for i, c in enumerate(state.display))
        assert all(g is None or g == table.tokens[c] for c, g in state.city_goods.items())
        untold = {table.display[i] for i, c in enumerate(state.display) if c is None}
        assert set(state.stack) == set(table.stack) | untold
    assert GAME.result(state) is not None
    return asked


@pytest.mark.rule("CONC-SETUP-2P", "CONC-DATA-CARDS", "CONC-ROLL", "CONC-ROLL-GOODS", "CONC-BUILD-CHOOSE")
@pytest.mark.parametrize("options,seed", [({}, 1), ({"dice": "2d6", "map": "imperium"}, 2), ({"map": "hispania"}, 3)])
def test_a_companion_game_follows_the_physical_table(options, seed):
    asked = play(options, seed)
    assert {"concordia.ask.city_token", "concordia.ask.display_card", "concordia.ask.action_roll",
            "concordia.ask.goods_roll", "concordia.ask.tie"} <= asked


@pytest.mark.parametrize("seed", [4, 5])
def test_wrong_answers_corrected_by_edits_bring_the_table_back(seed):
    play({"map": ("italia", "hispania")[seed % 2]}, seed, mistakes=0.3)


def shown(request, lang):
    """A question's choices as the Automa panel lists them in ``lang``: value -> text."""
    from solo_desk.ui.panels import choice_items

    return {value: text for text, value in choice_items(request, lang)}


def test_the_questions_name_goods_cards_and_cities_in_both_languages():
    state = GAME.new_state({}, 1, "companion")
    city = GAME.propose(state).inputs[0]
    assert "brick" in shown(city, "en").values() and "mattone" in shown(city, "it").values()
    answers = {}
    proposal = GAME.propose(state)
    while not proposal.actions:
        request = next(r for r in proposal.inputs if r.name not in answers)
        answers[request.name] = request.choices[0].value
        proposal = GAME.propose(state, answers)
    for action in proposal.actions:
        state, _ = GAME.apply(state, action)
    card = GAME.propose(state).inputs[0]
    english, italian = shown(card, "en"), shown(card, "it")
    assert (english["I-architect"], italian["I-architect"]) == ("Architect", "Architetto")
    assert (english["I-diplomat_I"], italian["I-diplomat_I"]) == ("Diplomat (I)", "Diplomatico (I)")
