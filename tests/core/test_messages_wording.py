"""The model's messages read right for every value they are given (Italian review): counts agree
with their nouns, side names stand where any of them reads right, codes are named in both
languages, and every game's correction lines read alike."""
import json
import re
from pathlib import Path

import pytest

from solo_desk.core.game import GameResult
from solo_desk.core.messages import SIDE_PARAMS, lookup, render
from solo_desk.core.resources import resources_root


# -- 1. counts -------------------------------------------------------------------------------------
@pytest.mark.parametrize("key, params, one_en, one_it, two_en, two_it", [
    ("duel.illegal.cannot_afford", {"what": "X", "price": "{n}", "coins": 0, "missing": "{n}"},
     "X costs 1 coin; you have 0: 1 missing.", "X: costo 1 moneta; ne hai 0: ne manca 1.",
     "X costs 2 coins; you have 0: 2 missing.", "X: costo 2 monete; ne hai 0: ne mancano 2."),
    ("duel.bot.drop.unaffordable", {"cost": 3, "coins": "{n}"},
     "costs 3, SOLO has 1 coin", "costa 3, SOLO ha 1 moneta", "costs 3, SOLO has 2 coins", "costa 3, SOLO ha 2 monete"),
    ("duel.trace.no_god", {"coins": "{n}"},
     "no Pantheon card can be activated (SOLO has 1 coin)", "nessuna carta del Pantheon attivabile (SOLO ha 1 moneta)",
     "no Pantheon card can be activated (SOLO has 2 coins)", "nessuna carta del Pantheon attivabile (SOLO ha 2 monete)"),
    ("terra_mystica.trace.answered", {"count": "{n}"},
     "Your answers give 1 step: apply it.", "Le tue risposte danno 1 passo: applicalo.",
     "Your answers give 2 steps: apply them.", "Le tue risposte danno 2 passi: applicali."),
    ("terra_mystica.trace.summary", {"count": "{n}"},
     "1 automated step.", "1 passo automatico.", "2 automated steps.", "2 passi automatici."),
    ("autoplay_played", {"turns": "{n}"}, "played 1 turn", "giocato 1 turno", "played 2 turns", "giocati 2 turni"),
    ("architects.summary.turn", {"actions": "{n}"},
     "The Opponent's turn: 1 action", "Il turno dell'Avversario: 1 azione",
     "The Opponent's turn: 2 actions", "Il turno dell'Avversario: 2 azioni"),
    ("architects.action.correct_victories", {"count": "{n}", "place": "here"},
     "Correction: 1 Military Victory token really lies here", "Correzione: in realtà c'è 1 segnalino Vittoria Militare here",
     "Correction: 2 Military Victory tokens really lie here", "Correzione: in realtà ci sono 2 segnalini Vittoria Militare here"),
    ("concordia.drop.farther", {"distance": "{n}", "nearest": 0},
     "1 route away, the nearest is 0 away", "a 1 tratta, la più vicina è a 0",
     "2 routes away, the nearest is 0 away", "a 2 tratte, la più vicina è a 0"),
    ("age_of_comics.trace.challenge_why.comic_fans", {"best": "{n}", "needed": "{n}"},
     "your best comic has 1 fan, it takes 1", "il tuo fumetto migliore ha 1 fan, ne serve 1",
     "your best comic has 2 fans, it takes 2", "il tuo fumetto migliore ha 2 fan, ne servono 2"),
    ("terra_mystica.amount.spades", {"n": "{n}"}, "1 spade", "1 vanga", "2 spades", "2 vanghe"),
])
def test_a_count_agrees_with_its_noun(key, params, one_en, one_it, two_en, two_it):
    def with_count(n):
        return {k: n if v == "{n}" else v for k, v in params.items()}
    assert render(key, with_count(1), "en") == one_en and render(key, with_count(1), "it") == one_it
    assert render(key, with_count(2), "en") == two_en and render(key, with_count(2), "it") == two_it


# -- 2. side names ---------------------------------------------------------------------------------
def catalogue_entries():
    for path in Path(str(resources_root())).glob("*/messages*.json"):
        for key, entry in json.loads(path.read_text(encoding="utf-8")).items():
            if not key.startswith("_"):
                yield key, entry


def test_no_italian_template_puts_a_side_name_after_a_preposition():
    """A side renders as a bare name ("Giocatore", "IA", "Avversario", "Automa", "SOLO", "tu"):
    "il turno di {turn}" reads "il turno di IA", "da {side}" reads "da l'automa"."""
    names = "|".join(sorted(SIDE_PARAMS))
    preposition = re.compile(r"\b(di|a|da|in|su|per|con|tra|fra)\s+\{(" + names + r")\}", re.IGNORECASE)
    wrong = [(key, entry["it"]) for key, entry in catalogue_entries() if preposition.search(entry["it"])]
    assert wrong == []


@pytest.mark.parametrize("key, params, en, it", [
    ("architects.error.not_your_turn", {"side": "player", "turn": "automa"},
     "Out-of-turn move (player); to move: Opponent", "Mossa fuori turno (Giocatore); di turno: Avversario"),
    ("age_of_comics.error.not_your_turn", {"side": "automa"}, "Out-of-turn move (automa).", "Mossa fuori turno (Automa)."),
    ("duel.state.negative_coins", {"side": "automa"},  # the Player's own variant is "_yours": "You have …"
     "SOLO has a negative number of coins.", "SOLO ha un numero negativo di monete."),
    ("concordia.err.wrong_side", {"side": {"key": "side.player"}, "turn": {"key": "concordia.side.automa"}, "rule": "R"},
     "Not your turn: the move is marked as made by: you; to move: AI (R).",
     "Non è il tuo turno: la mossa è indicata come fatta da: tu; di turno: IA (R)."),
    ("concordia.err.wrong_side", {"side": {"key": "concordia.side.automa"}, "turn": {"key": "side.player"}, "rule": "R"},
     "Not your turn: the move is marked as made by: AI; to move: you (R).",
     "Non è il tuo turno: la mossa è indicata come fatta da: IA; di turno: tu (R)."),
    ("terra_mystica.error.not_your_turn", {"side": {"en": "you", "it": "tu"}, "turn": {"en": "the automa", "it": "l'automa"}},
     "Not your turn: the move is marked as made by: you; to move: the automa.",
     "Non è il tuo turno: la mossa è indicata come fatta da: tu; di turno: l'automa."),
])
def test_a_side_name_stands_where_every_name_reads_right(key, params, en, it):
    assert render(key, params, "en") == en
    assert render(key, params, "it") == it


def test_terra_mystica_names_who_decides_a_set_up_step():
    from solo_desk.core.errors import IllegalAction
    from solo_desk.games.terra_mystica import GAME, rules
    from solo_desk.games.terra_mystica.state import SetupPick

    state = GAME.new_state({}, 1, "companion")
    need = rules.setup_need(state)
    other = "automa" if need.by == "player" else "player"
    with pytest.raises(IllegalAction) as err:  # the set-up step itself, past the check of whose turn it is
        rules._setup_pick(state, SetupPick(item=need.item, value=(need.choices or ["x"])[0], by=other))
    assert err.value.key.startswith("terra_mystica.error.wrong_side_")
    it = err.value.message("it")
    assert it.startswith("Questa scelta spetta a te, non all'automa: " if need.by == "player"
                         else "Questa scelta spetta all'automa, non a te: ")
    assert need.item not in it and "da l'automa" not in it


# -- 3. codes named --------------------------------------------------------------------------------
def test_a_colonist_kind_is_named():
    from solo_desk.core.errors import IllegalAction
    from solo_desk.games.concordia import GAME, rules

    state = GAME.new_state({}, 1, "digital")
    player = state.player.model_copy(update={"store_colonists": {"land": 0, "sea": 0}})
    with pytest.raises(IllegalAction) as err:
        rules.new_colonist(player, "sea", "roma")
    assert err.value.message("en") == "No sea colonist is left in your storehouse."
    assert err.value.message("it") == "Nel tuo magazzino non resta alcun colono di mare."


def test_money_is_named_when_it_cannot_be_negative():
    from solo_desk.core.errors import IllegalAction
    from solo_desk.games.age_of_comics import GAME
    from solo_desk.games.age_of_comics.state import EditMoney

    state = GAME.new_state({"deck": "demo"}, 0, "digital")
    with pytest.raises(IllegalAction) as err:
        GAME.apply(state, EditMoney(money=-1))
    assert err.value.message("en") == "Money cannot be negative."
    assert err.value.message("it") == "Il denaro non può essere negativo."


def test_age_of_comics_refusals_name_genres_decks_and_piles():
    from solo_desk.games.age_of_comics import rules as R

    assert R.illegal("no_idea_there", genre="scifi").message("it") == "Non c'è un'idea di genere fantascienza sul tabellone."
    assert R.illegal("deck_empty", row="writers").message("en") == "The writers deck is empty."
    assert R.illegal("card_not_there", card="x", where="comic_deck_top").message("it") == \
        "La carta x non può essere il fumetto in cima al mazzo Fumetti: non è in quel mazzo."
    assert R.illegal("card_not_there", card="x", where="display:artists:1").message("en") == \
        "Card x cannot be the card in slot 2 of the artists display: it is not in that deck."
    assert R.illegal("unknown_genre", genre="opera", field="f").message("en").startswith("opera ")  # unknown: as told


def test_terra_mystica_abilities_are_named():
    from solo_desk.games.terra_mystica.rules import illegal

    assert illegal("no_such_ability", action="free_trading_house").message("it") == \
        "La tua fazione non può fare il miglioramento gratuito a emporio della fortezza ora."
    assert illegal("no_such_ability", action="double_action").message("en") == \
        "Your faction cannot do the stronghold's double action now."


def test_duel_refusals_name_cards_and_wonders():
    from solo_desk.core.errors import IllegalAction
    from solo_desk.games.duel import GAME, rules
    from solo_desk.games.duel.content import catalogue
    from solo_desk.games.duel.state import BuildCard
    from tests.games.duel.helpers import after_draft

    state = after_draft()
    open_slots = rules.accessible_slots(state)
    slot, covered = next((i, c) for i, c in enumerate(state.slots) if c and not c.startswith("?") and i not in open_slots)
    with pytest.raises(IllegalAction) as err:
        GAME.apply(state, BuildCard(by=GAME.to_move(state), card=covered))
    assert err.value.key == "duel.illegal.not_accessible"
    assert err.value.message("en").startswith(f"{catalogue().buildings[covered].name} is covered")
    assert err.value.message("it").startswith(f"La carta {catalogue().name_it(covered)} è coperta")


def test_concordia_names_its_chance_events():
    from solo_desk.core.errors import IllegalAction
    from solo_desk.games.concordia.bot import Dice
    from solo_desk.games.concordia import GAME

    state = GAME.new_state({}, 1, "companion")
    with pytest.raises(IllegalAction) as err:
        Dice(state, {"action_roll": "99"}, ask=False).roll("action_roll")
    assert "action_roll" not in err.value.message("en") and "for the action roll" in err.value.message("en")
    assert "per il tiro dell'azione" in err.value.message("it")


REASONS = {"architects": ("score", "stages", "shared"), "age_of_comics": ("score",), "terra_mystica": ("final_score",),
           "concordia": ("houses", "cards"), "duel": ("military", "science", "civilian")}


@pytest.mark.parametrize("reason", sorted({r for rs in REASONS.values() for r in rs}))
def test_every_result_reason_is_named(reason):
    from solo_desk.cli import _result_message
    from solo_desk.core.messages import render_value

    result = GameResult(winner="player", reason=reason, scores={"player": 5, "automa": 3}, rule="R")
    for lang in ("en", "it"):
        named = lookup(f"result_reason.{reason}", lang)
        assert named and f"({named})" in render_value(_result_message(result), lang)


def test_the_command_line_result_lines():
    """The command line names the sides as the window's closing line does ("you", "tu", the game's
    own name of its automa), the winner's score first, never "player"/"Giocatore"; a tie-break's
    counts come after the scores, named in words (not "the automa (Stages) 4" among the scores)."""
    from solo_desk.cli import _result_message
    from solo_desk.core.messages import render_value

    won = GameResult(winner="automa", reason="stages", scores={"player": 40, "automa": 40, "player_stages": 3,
                                                                "automa_stages": 4}, rule="R")
    assert render_value(_result_message(won), "en") == ("the automa wins (more stages built, tied on points); final "
                                                        "score: the automa 40, you 40; stages built: the automa 4, you 3")
    assert render_value(_result_message(won, "architects"), "it") == (
        "vince l'Avversario (più Stadi costruiti, a pari punti); punteggio finale: l'Avversario 40, tu 40; "
        "Stadi costruiti: l'Avversario 4, tu 3")
    draw = GameResult(winner="draw", reason="shared", scores={"player": 40, "automa": 40}, rule="R")
    assert render_value(_result_message(draw), "it") == \
        "pareggio (pari punti e Stadi: vittoria condivisa); punteggio finale: l'automa 40, tu 40"
    civilian = GameResult(winner="automa", reason="civilian", scores={"player": 25, "automa": 70}, rule="R")
    assert render_value(_result_message(civilian, "duel"), "it") == \
        "vince SOLO (vittoria civile); punteggio finale: SOLO 70, tu 25"
    assert render_value(_result_message(civilian, "concordia"), "en") == \
        "the AI wins (civilian victory); final score: the AI 70, you 25"
    mine = GameResult(winner="player", reason="score", scores={"player": 61, "automa": 58}, rule="R")
    assert render_value(_result_message(mine, "age_of_comics"), "it") == \
        "hai vinto (ai punti); punteggio finale: tu 61, l'Automa 58"
    odd = GameResult(winner="player", reason="timeout", scores={"player": 7}, rule="R")
    assert render_value(_result_message(odd), "en") == "you win (timeout); final score: you 7"  # an unknown reason: its code
    alone = GameResult(winner="none", reason="final_score", scores={"player": 37}, rule="R")
    assert render_value(_result_message(alone), "it") == "hai totalizzato 37 PV"  # victory points, as the game counts
    behind = GameResult(winner="automa", reason="score", scores={"player": -34, "automa": 41}, rule="R")
    assert render_value(_result_message(behind, "age_of_comics"), "en") == \
        "the Automa wins (on points); final score: the Automa 41, you \u221234"  # the minus sign, as the board shows
    assert render_value(_result_message(alone), "en") == "you scored 37 VP"


def test_duel_summary_names_a_military_token():
    from solo_desk.games.duel.bot_propose import summary_of
    from solo_desk.games.duel import GAME
    from solo_desk.games.duel.state import Choose

    state = GAME.new_state({}, 1, "digital")
    told = summary_of(Choose(by="automa", pick="automa_5"), state)
    assert render(told["key"], told["params"], "en") == "chooses SOLO's 5-coin Military token"
    assert render(told["key"], told["params"], "it") == "sceglie il segnalino Esercito di SOLO da 5 monete"


# -- 4. correction lines ---------------------------------------------------------------------------
def correction_lines():
    from solo_desk.games.age_of_comics import GAME as AOC
    from solo_desk.games.age_of_comics.state import EditMoney as AocMoney
    from solo_desk.games.architects import GAME as ARCH
    from solo_desk.games.architects.state import CorrectConflict
    from solo_desk.games.concordia import GAME as CONC
    from solo_desk.games.concordia.state import EditCard, EditGoods
    from solo_desk.games.duel import GAME as DUEL
    from solo_desk.games.duel.state import SetCoins
    from solo_desk.games.terra_mystica import GAME as TM
    from solo_desk.games.terra_mystica.state import EditBuilding, EditCult, EditResources, EditTerrain, EditTiles

    yield "age_of_comics", AOC.describe(AocMoney(money=3))
    yield "architects", ARCH.describe(CorrectConflict(war=2))
    yield "concordia", CONC.describe(EditGoods(side="automa", good="wine", count=2))
    yield "concordia", CONC.describe(EditCard(card="I-mason", to="hand"))
    yield "duel", DUEL.describe(SetCoins(side="automa", coins=1))
    # Terra Mystica's corrections carry by="player" (the saves' default): still no side's person
    for tm in (EditResources(coins=15, workers=3), EditResources(), EditCult(cult="water", value=4),
               EditCult(cult="earth", value=4, colour="grey"),
               EditCult(cult="earth", value=4, colour="grey", swap="red").with_outcomes(swap_value=2),
               EditBuilding(hex="A2", owner="grey", building="D"), EditBuilding(hex="B6"),
               EditTerrain(hex="D4", colour="grey"), EditTiles(favours=[]),
               EditTiles(favours=["FAV11"]).with_outcomes(added=["FAV11"], removed=["TW1"])):
        yield "terra_mystica", TM.describe(tm)


def test_every_game_writes_its_corrections_alike():
    """A correction has no side before it in the history: its line starts "Correction: …"."""
    for game, line in correction_lines():
        assert render(line.key, line.params, "en").startswith("Correction: "), game
        assert render(line.key, line.params, "it").startswith("Correzione: "), game


def test_a_few_correction_lines_in_full():
    from solo_desk.games.concordia import GAME as CONC
    from solo_desk.games.concordia.state import EditGoods
    from solo_desk.games.duel import GAME as DUEL
    from solo_desk.games.duel.state import SetCoins

    wine = CONC.describe(EditGoods(side="automa", good="wine", count=1))
    assert render(wine.key, wine.params, "it") == "Correzione: vino ora 1 (l'IA)"
    coins = DUEL.describe(SetCoins(side="automa", coins=2))
    assert render(coins.key, coins.params, "en") == "Correction: SOLO has 2 coins"
    from solo_desk.games.terra_mystica import GAME as TM
    from solo_desk.games.terra_mystica.state import EditResources

    tm = TM.describe(EditResources(coins=15, workers=3))
    assert render(tm.key, tm.params, "en") == "Correction: your coins now 15, your workers now 3"
    assert render(tm.key, tm.params, "it") == "Correzione: le tue monete ora 15, i tuoi lavoratori ora 3"


# -- 5. one Italian term per game concept, the seed documents' -------------------------------------
# (game, a term the Italian must not use, the seed document's term for the same piece)
SEED_TERMS = [
    ("duel", "saccheggio", "segnalino Esercito"),  # seed 000: "Il proprio segnalino Esercito da 5 monete"
    ("terra_mystica", "tessera punteggio", "tessere turno"),  # seed 001: "tessere turno e tessere bonus"
    ("terra_mystica", "tessere punteggio", "tessere turno"),
    ("concordia", "carte personaggio", "Carte Ruolo"),  # seed 004: "Azione Acquistare Carte Ruolo"
]


def italian_texts(game: str):
    """The game's Italian: its model messages and its board's Qt translations."""
    root = Path(str(resources_root())) / game
    for path in root.glob("messages*.json"):
        for key, entry in json.loads(path.read_text(encoding="utf-8")).items():
            if not key.startswith("_") and isinstance(entry, dict):
                yield key, entry.get("it", "")
    ts = Path(__file__).parents[2] / "solo_desk" / "games" / game / "translations" / "it.ts"
    for number, text in enumerate(re.findall(r"<translation[^>]*>(.*?)</translation>", ts.read_text(encoding="utf-8"),
                                             flags=re.S)):
        yield f"it.ts #{number}", text


@pytest.mark.parametrize("game, avoided, term", SEED_TERMS)
def test_the_italian_names_a_piece_as_its_seed_document_does(game, avoided, term):
    found = [key for key, text in italian_texts(game) if avoided.lower() in text.lower()]
    assert not found, f"{game}: {found} say {avoided!r}, the seed says {term!r}"
    assert any(term.lower() in text.lower() for _, text in italian_texts(game)), term
