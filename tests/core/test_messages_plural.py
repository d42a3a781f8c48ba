"""The plural choice of the message renderer: ``{n:singular|plural}`` agrees a noun (or a verb)
with a count, in every language ("1 coin", "2 coins"; "ne manca 1", "ne mancano 2")."""
import json
import string
from pathlib import Path

import pytest

from solo_desk.core import messages
from solo_desk.core.messages import placeholders, plural_form, render, roman
from solo_desk.core.resources import resources_root


@pytest.fixture
def template(monkeypatch):
    """Render ``text`` as the template of a key."""
    def use(text: str, params: dict, lang: str = "en") -> str:
        monkeypatch.setattr(messages, "lookup", lambda key, lang="en": text)
        return render("any.key", params, lang)
    return use


@pytest.mark.parametrize("n, text", [(1, "1 coin"), (2, "2 coins"), (0, "0 coins"), (-1, "-1 coin"), (12, "12 coins")])
def test_the_form_agrees_with_the_count(template, n, text):
    assert template("{n} {n:coin|coins}", {"n": n}) == text


def test_a_verb_agrees_too_and_the_count_may_come_after_it(template):
    assert template("ne {n:manca|mancano} {n}", {"n": 1}, "it") == "ne manca 1"
    assert template("ne {n:manca|mancano} {n}", {"n": 2}, "it") == "ne mancano 2"


def test_a_form_may_hold_the_count_itself(template):
    text = "{n:the only card|the {n} cards}"
    assert template(text, {"n": 1}) == "the only card"
    assert template(text, {"n": 3}) == "the 3 cards"


def test_a_count_given_as_text_and_a_value_that_is_no_number(template):
    assert template("{n} {n:coin|coins}", {"n": "1"}) == "1 coin"
    assert template("{n:coin|coins}", {"n": "many"}) == "coins"
    assert template("{n} {n:coin|coins}", {}) == "{n} coins"  # a missing count shows, as any missing value


def test_plural_form():
    assert plural_form(1, "a|b") == "a" and plural_form(1.0, "a|b") == "a"
    assert plural_form(2, "a|b") == "b" and plural_form(0, "a|b") == "b" and plural_form(None, "a|b") == "b"


def test_every_template_without_a_choice_renders_as_before():
    """The mechanism changes nothing else: every catalogue template renders as ``str.format`` did."""
    for path in Path(str(resources_root())).glob("*/messages*.json"):
        for key, entry in json.loads(path.read_text(encoding="utf-8")).items():
            if key.startswith("_"):
                continue
            for lang in ("en", "it"):
                text = entry[lang]
                fields = list(string.Formatter().parse(text))
                if any(spec for _, _, spec, _ in fields):
                    continue  # a template with a choice
                values = {name: f"<{name}>" for name in placeholders(text)}
                assert render(key, values, lang) == text.format(**values), (key, lang)


def test_every_choice_has_a_singular_and_a_plural():
    found = 0
    for path in Path(str(resources_root())).glob("*/messages*.json"):
        for key, entry in json.loads(path.read_text(encoding="utf-8")).items():
            if key.startswith("_"):
                continue
            for lang in ("en", "it"):
                for _, name, spec, _ in string.Formatter().parse(entry[lang]):
                    if spec and spec != "roman":  # {age:roman}: a number as the boards print it
                        found += 1
                        assert spec.count("|") == 1 and all(spec.split("|")), (key, lang, spec)
    assert found > 100


def test_a_roman_numeral_is_written_as_the_boards_print_ages():
    assert [render("duel.trace.level_free_card", {"level": "L", "age": age, "card": "C"}).split(" SOLO")[0]
            for age in (1, 2, "3")] == ["L: at the start of Age I", "L: at the start of Age II", "L: at the start of Age III"]
    assert roman(4) == "IV" and roman(14) == "XIV" and roman(0) == "0" and roman("x") == "x"
