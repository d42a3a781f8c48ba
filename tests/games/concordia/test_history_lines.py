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
    assert one == ["play the Architect: move a colonist 1 step; build no house",
                   "giochi la carta Architetto: muovi un colono di 1 passo; non costruisci nessuna abitazione"]
    none = both(Architect(card="player-architect"))
    assert "move no colonist" in none[0] and " - " not in none[0] and "non muovi nessun colono" in none[1]
    assert "no new colonist" in both(Tribune(card="player-tribune"))[0]
    sea = both(Tribune(card="player-tribune", new_colonist="sea"))
    assert "place a new sea colonist in the capital" in sea[0] and "piazzi un nuovo colono di mare" in sea[1], sea


def test_empty_purchases_and_trades_say_what_happened_not_a_dash():
    """QA: "Diplomat: buys -", "Mercante (3): -"."""
    from solo_desk.games.concordia.state import Mercator, Senator

    for action, en_words, it_words in (
        (Senator(card="diplomat_start"), "buy nothing", "non acquisti nulla"),
        (Mercator(card="mercator_3"), "trade nothing", "non scambi nulla"),
    ):
        described = GAME.describe(action)
        en, it = (render(described.key, described.params, lang) for lang in ("en", "it"))
        assert en_words in en and "-" not in en.split(":", 1)[1] and en.startswith("play the "), en
        assert it_words in it and "-" not in it.split(":", 1)[1] and it.startswith("giochi la carta "), it
    bought = GAME.describe(Senator(card="player-senator", buy=("I-smith",)))
    assert render(bought.key, bought.params, "en") == "play the Senator: buy Smith"


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
    assert dropped == ["play the Prefect: produce in Venetia, throwing away 1 food",
                       "giochi la carta Prefetto: attivi la produzione in Venetia, scartando 1 cibo"]
    assert "throwing away" not in both(Prefect(card="player-prefect-1", province="venetia"))[0]
    assert both(Specialist(card="I-mason", drop=("brick", "food")))[0] == "play the Mason: produce bricks, throwing away 1 brick, 1 food"
    paid = both(Senator(card="player-senator", buy=("I-smith",), pay=("cloth",)))
    assert paid == ["play the Senator: buy Smith, paying the “any good” with 1 cloth",
                    "giochi la carta Senatore: acquisti Fabbro, pagando la “merce a scelta” con 1 stoffa"]
    assert "any good" not in both(Senator(card="player-senator", buy=("I-smith",)))[0]


def test_goods_counts_agree_with_their_number_in_both_languages():
    """QA: "scarti 2 mattone", "-2 mattone": a count and its good's name must agree."""
    from solo_desk.games.concordia.state import Mercator, Specialist

    def both(action):
        described = GAME.describe(action)
        return [render(described.key, described.params, lang) for lang in ("en", "it")]

    assert both(Specialist(card="I-mason", drop=("brick", "brick", "tools"))) == [
        "play the Mason: produce bricks, throwing away 2 bricks, 1 tool",
        "giochi la carta Muratore: produci mattoni, scartando 2 mattoni, 1 utensile"]
    traded = both(Mercator(card="player-mercator", trade={"tools": 1, "wine": -2, "cloth": 2}))
    assert "buy 1 tool" in traded[0] and "sell 2 wine" in traded[0] and "buy 2 cloth" in traded[0], traded
    assert "compri 1 utensile" in traded[1] and "vendi 2 unità di vino" in traded[1] and "compri 2 unità di stoffa" in traded[1], traded
    every = {g: [render(f"concordia.good_{n}.{g}", {}, lang) for n in ("one", "many") for lang in ("en", "it")]
             for g in ("brick", "food", "tools", "wine", "cloth")}
    assert every == {"brick": ["brick", "mattone", "bricks", "mattoni"], "food": ["food", "cibo", "food", "unità di cibo"],
                     "tools": ["tool", "utensile", "tools", "utensili"], "wine": ["wine", "vino", "wine", "unità di vino"],
                     "cloth": ["cloth", "stoffa", "cloth", "unità di stoffa"]}


def test_the_ai_counts_the_goods_it_pays_and_takes():
    from solo_desk.games.concordia import bot

    told = bot.summary(bot.Deed("build", city="ravenna", pay=("brick", "brick"), gain=()))
    assert render("concordia.done.build", told.params, "it").endswith("pagando 2 mattoni")
    assert render("concordia.done.build", told.params, "en").endswith("paying 2 bricks")


def test_errors_name_and_count_the_goods_in_both_languages():
    import pytest

    from solo_desk.core.errors import SoloDeskError
    from solo_desk.games.concordia import rules
    from solo_desk.games.concordia.state import Mercator

    from .helpers import fresh, goods, with_side

    state = with_side(fresh(5), "player", goods=goods(brick=1))
    with pytest.raises(SoloDeskError) as err:  # 1 brick held, 2 thrown away
        side = state.player.model_copy(update={"goods": goods(brick=1)})
        room = 12 - side.store_used()  # fill it up: two cloths come, two goods must go
        side = side.model_copy(update={"goods": goods(brick=1, food=room)})
        rules.fit_storehouse(side, ["cloth", "cloth"], ("brick", "brick"))
    assert err.value.message("en").startswith("You cannot throw away 2 bricks:")
    assert err.value.message("it").startswith("Non puoi scartare 2 mattoni:")
    with pytest.raises(SoloDeskError) as err:
        rules.apply_player_move(state, Mercator(card="player-mercator_3", trade={"wine": -1}))
    assert err.value.message("it") == "Hai 0 unità di vino: non puoi venderne 1."
    city = next(c for c in rules.game_map(state).cities if state.city_goods.get(c.id) == "wine")
    with pytest.raises(SoloDeskError) as err:
        rules.build_player_house(state, city.id, {city.id})
    told = err.value.message("it")
    assert told.startswith(f"Un'abitazione a {city.name} costa 1 ") and "vino" in told and "wine" not in told, told


def test_an_architect_line_agrees_with_the_number_of_houses_built():
    from solo_desk.games.concordia.state import Architect

    one = GAME.describe(Architect(by="player", card="player-architect", moves=(), build=("cosa",)))
    two = GAME.describe(Architect(by="player", card="player-architect", moves=(), build=("cosa", "roma")))
    assert render(one.key, one.params, "en").endswith("; build a house in Cosa")
    assert render(one.key, one.params, "it").endswith("; costruisci un'abitazione a Cosa")
    assert render(two.key, two.params, "en").endswith("; build houses in Cosa, Roma")
    assert render(two.key, two.params, "it").endswith("; costruisci abitazioni a Cosa, Roma")


def test_a_house_price_of_one_sestertius_is_singular(qtbot):
    from solo_desk.games.concordia.scene_dialogs import price_text

    assert price_text(("food",), 1).endswith("1 sestertius") and price_text(("food",), 2).endswith("2 sestertii")
