"""The companion questions' choices are named in the window's language: an Italian window never
lists a raw id ("mesopotamian", "2") or an English-only card name ("Clay Pool") among them, names
are in alphabetical order, and the history names a token by what it is."""
from __future__ import annotations

import random


from solo_desk.core.messages import render
from solo_desk.games.duel import GAME, rules
from solo_desk.games.duel.content import MYTHOLOGIES, catalogue
from solo_desk.games.duel.state import Answer
from solo_desk.ui.panels import choice_items


def companion_questions(seed: int, options: dict):
    """Every question of a companion game whose answers are drawn at random: (state, proposal)."""
    rng = random.Random(seed)
    s = GAME.new_state(options, seed, "companion")
    while GAME.result(s) is None:
        if s.asks:
            yield s, GAME.propose(s)
        s, _ = rules.apply(s, rules.random_legal_action(s, rng.randrange))


def english_only(value: str) -> str | None:
    """The English name of a catalogue id when its Italian name differs (else None)."""
    cat = catalogue()
    for section in (cat.buildings, cat.wonders, cat.progress_tokens, cat.divinities):
        if value in section and section[value].name != cat.name_it(value):
            return section[value].name
    return None


def test_every_choice_of_every_companion_question_is_named_in_italian():
    """As the Automa panel lists them in an Italian window."""
    kinds, bad = set(), []
    for seed, options in ((11, {}), (12, {"promo_wonders": True}), (13, {})):
        for s, proposal in companion_questions(seed, options):
            request = proposal.inputs[0]
            kinds.add(request.name.split(":")[0])
            items = choice_items(request, "it")
            for label, value in items:
                choice = next(c for c in request.choices if c.value == value)
                if label == choice.value or label == english_only(choice.value) or label.isdigit():
                    bad.append((request.name, choice.value, label))
                if choice.value in MYTHOLOGIES:
                    assert label == f"Segnalino Mitologia {catalogue().name_it(choice.value)}"
            if request.kind == "card":  # names in alphabetical order, as the window reads them
                labels = [label.casefold() for label, _ in items]
                assert labels == sorted(labels)
    assert {"card", "token", "progress", "wonder", "pantheon", "back"} <= kinds
    assert not bad, bad[:8]


def test_the_offering_and_mythology_tokens_are_named_by_what_they_are():
    """Inside the history's sentence a token reads with its article and in lower case; alone (a
    choice in the question's list) its label keeps its capital."""
    offer = GAME.describe(Answer(question="token:10", value="3"))
    assert render(offer.key, offer.params, "en") == "the table shows the Offering token (−3 coins)"
    assert render(offer.key, offer.params, "it") == "il tavolo mostra il segnalino Offerta (−3 monete)"
    myth = GAME.describe(Answer(question="token:4", value="phoenician"))
    assert render(myth.key, myth.params, "en") == "the table shows the Phoenician Mythology token"
    assert render(myth.key, myth.params, "it") == "il tavolo mostra il segnalino Mitologia Fenicia"
    card = GAME.describe(Answer(question="card:3", value="clay_pool"))
    assert render(card.key, card.params, "it") == f"il tavolo mostra {catalogue().name_it('clay_pool')}"


def test_a_token_choice_alone_keeps_its_capital():
    s = GAME.new_state({}, 11, "companion")
    rng = random.Random(11)
    while not (s.asks and s.asks[0].question.startswith("token:")):
        s, _ = rules.apply(s, rules.random_legal_action(s, rng.randrange))
    request = GAME.propose(s).inputs[0]
    labels = {value: label for label, value in choice_items(request, "it")}
    labels_en = {value: label for label, value in choice_items(request, "en")}
    for value, label in labels.items():
        assert label.startswith("Segnalino "), label
        assert labels_en[value][:1].isupper(), labels_en[value]


def test_a_correction_names_an_egyptian_token_with_an():
    from solo_desk.games.duel.edits import token_name

    assert token_name("myth:egyptian")["en"] == "an Egyptian Mythology token"
    assert token_name("myth:greek")["en"] == "a Greek Mythology token"


def test_the_table_s_answers_are_no_side_s_acts():
    """The history prefixes a step with its side ("you:"): an answer has none."""
    s = GAME.new_state({}, 2, "companion")
    question = s.asks[0].question
    value = rules.ask_choices(s, question)[0]
    assert all(a.by is None for a in rules.legal_actions(s))
    _, recorded = GAME.apply(s, Answer(by="player", question=question, value=value))  # an old save's
    assert recorded.by is None


def test_the_age_ii_card_temple_is_named_as_a_card_not_as_a_grand_temple_back():
    """"temple" is both the Age II card Temple and the Age III answer "a Grand Temple back": only a
    back question ("back:<i>") means the back; a card question, the table's line and SOLO's free card
    name the card (it was listed as "un dorso di Grande Tempio" among the Age II cards)."""
    from solo_desk.core.messages import render_value
    from solo_desk.games.duel.describe import answer_name

    assert render_value(answer_name("card:12", "temple"), "it") == "Tempio"
    assert answer_name("back:3", "temple") == {"en": "a Grand Temple back", "it": "un dorso di Grande Tempio"}
    assert GAME.describe(Answer(question="card:12", value="temple")).render("it") == "il tavolo mostra Tempio"
    assert GAME.describe(Answer(question="solo_free", value="temple")).render("en").endswith(
        "at the start of Age II (its challenge level): Temple")
