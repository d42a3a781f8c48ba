"""The shared rule that puts a history line in its side's person (``for_side``): the Player's
``<key>_you`` variant, nested messages too; the automa's and the table's lines unchanged."""
from solo_desk.core.messages import for_side, in_person, render
from solo_desk.core.proposal import Message


def test_the_players_line_and_its_nested_messages_take_their_you_variant():
    line = Message(key="concordia.action.senator", params={
        "card": {"key": "concordia.card.senator"}, "pay": "",
        "buy": {"key": "concordia.word.buys", "params": {"cards": [{"key": "concordia.card.smith"}]}}})
    mine = for_side(line, "player")
    assert mine.key == "concordia.action.senator_you" and mine.params["buy"]["key"] == "concordia.word.buys_you"
    assert mine.params["card"] == {"key": "concordia.card.senator", "params": {}}  # a name has no _you: kept
    assert render(mine.key, mine.params, "it") == "giochi la carta Senatore: acquisti Fabbro"
    assert for_side(line, "automa") is line and for_side(line, None) is line


def test_a_key_with_no_you_variant_stays_as_it_is():
    assert in_person("age_of_comics.action.begin_round", {}, "player") == ("age_of_comics.action.begin_round", {})
