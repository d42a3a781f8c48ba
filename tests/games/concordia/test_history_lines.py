"""History lines name the market cards the table revealed, in the UI language, not by id."""
from solo_desk.core.messages import render
from solo_desk.games.concordia import GAME
from solo_desk.games.concordia.state import RevealCard


def test_a_revealed_display_card_is_named_in_both_languages():
    described = GAME.describe(RevealCard(slot=1, card="I-smith"))
    en, it = (render(described.key, described.params, lang) for lang in ("en", "it"))
    assert "Smith" in en and "I-smith" not in en
    assert "Fabbro" in it and "I-smith" not in it
    assert "1" in en and "1" in it


def test_a_numbered_card_keeps_its_number():
    described = GAME.describe(RevealCard(slot=6, card="I-diplomat_I"))
    assert "Diplomatico (I)" in render(described.key, described.params, "it")


def test_the_ai_panel_names_dropped_cities_goods_and_cards():
    from solo_desk.core.messages import render_value
    from solo_desk.core.playout import play_game

    record = play_game(GAME, {}, 0)
    state, shown = record.initial, {}
    for step in record.steps:
        if step.actions[0].by == "automa":
            for t in GAME.propose(state).trace:
                shown.update({d.candidate: render_value(d.label, "it") for d in t.dropped})
        for action in step.actions:
            state, _ = GAME.apply(state, action)
    assert shown
    for candidate, name in shown.items():
        assert name != candidate or candidate[0].isupper(), candidate
    assert shown.get("I-architect", "Architetto") == "Architetto"


def test_architect_and_tribune_lines_read_as_sentences():
    from solo_desk.games.concordia.state import Architect, ColonistMove, Tribune

    def both(action):
        described = GAME.describe(action)
        return [render(described.key, described.params, lang) for lang in ("en", "it")]

    one = both(Architect(card="player-architect", moves=(ColonistMove(colonist=0, path=("r1",)),)))
    assert "colonists moved 1 step;" in one[0] and "no house built" in one[0] and "1 passo" in one[1]
    none = both(Architect(card="player-architect"))
    assert "no colonist moved" in none[0] and " - " not in none[0] and "nessun colono mosso" in none[1]
    assert "no new colonist" in both(Tribune(card="player-tribune"))[0]
    sea = both(Tribune(card="player-tribune", new_colonist="sea"))
    assert "a new sea colonist in the capital" in sea[0] and "colono di mare" in sea[1]


def test_empty_purchases_and_trades_say_what_happened_not_a_dash():
    """QA: "Diplomat: buys -", "Mercante (3): -"."""
    from solo_desk.games.concordia.state import Mercator, Senator

    for action, en_words, it_words in (
        (Senator(card="diplomat_start"), "buys nothing", "non acquista nulla"),
        (Mercator(card="mercator_3"), "no trade", "nessuno scambio"),
    ):
        described = GAME.describe(action)
        en, it = (render(described.key, described.params, lang) for lang in ("en", "it"))
        assert en_words in en and "-" not in en.split(":", 1)[1], en
        assert it_words in it and "-" not in it.split(":", 1)[1], it
    bought = GAME.describe(Senator(card="player-senator", buy=("I-smith",)))
    assert render(bought.key, bought.params, "en") == "Senator: buys Smith"


def test_the_ai_lines_start_with_the_verb_and_end_without_a_period():
    """The history prefixes "l'automa:": "l'automa: L'IA prende…" doubled the subject."""
    from solo_desk.games.concordia.state import AutomaTurn

    turn = AutomaTurn(deed="take", gain=("wine",), outcomes={"action_roll": "8", "goods_roll": "10"})
    described = GAME.describe(turn)
    en, it = (render(described.key, described.params, lang) for lang in ("en", "it"))
    assert en.startswith("takes ") and it.startswith("prende "), (en, it)
    assert not en.endswith(".") and not it.endswith(".")


def test_a_revealed_card_is_what_the_slot_shows():
    described = GAME.describe(RevealCard(slot=1, card="I-smith"))
    assert render(described.key, described.params, "en") == "display slot 1 shows Smith"



def test_the_goods_the_player_chose_to_throw_away_or_pay_are_told():
    from solo_desk.games.concordia.state import Prefect, Senator, Specialist

    def both(action):
        described = GAME.describe(action)
        return [render(described.key, described.params, lang) for lang in ("en", "it")]

    dropped = both(Prefect(card="player-prefect-1", province="venetia", drop=("food",)))
    assert dropped == ["Prefect: production in Venetia, throwing away food", "Prefetto: produzione in Venetia, scartando cibo"]
    assert "throwing away" not in both(Prefect(card="player-prefect-1", province="venetia"))[0]
    assert both(Specialist(card="I-mason", drop=("brick", "food")))[0] == "Mason: production, throwing away brick, food"
    paid = both(Senator(card="player-senator", buy=("I-smith",), pay=("cloth",)))
    assert paid == ["Senator: buys Smith, paying the “any good” with cloth",
                    "Senatore: acquista Fabbro, pagando la “merce a scelta” con stoffa"]
    assert "any good" not in both(Senator(card="player-senator", buy=("I-smith",)))[0]
