"""Edits mirror the physical table; illegal moves are refused with a key a player understands."""
import pytest

from solo_desk.core.errors import IllegalAction, InconsistentState
from solo_desk.core.messages import render
from solo_desk.games.duel import GAME, rules
from solo_desk.games.duel.state import ActivateDivinity, BuildCard, BuildWonder, MoveCard, MoveProgress, SetCoins, SetConflict

from solo_desk.games.duel.state import Pending

from .helpers import do, play_state


def test_edits_move_pieces_where_they_really_are():
    s = play_state(slots={19: "walls"}, player={"buildings": ("quarry",)})
    s = do(s, MoveCard(card="quarry", to="automa"))
    assert s.automa.buildings == ("quarry",) and s.player.buildings == ()
    s = do(s, SetCoins(side="player", coins=12))
    s = do(s, SetConflict(position=-3))
    assert s.player.coins == 12 and s.conflict == -3
    with pytest.raises(IllegalAction):  # a correction to an impossible table is refused, nothing kept
        do(s, SetCoins(side="player", coins=-1))


def test_errors_render_in_both_languages():
    s = play_state(slots={19: "walls"}, player={"coins": 1})
    with pytest.raises(IllegalAction) as err:
        do(s, BuildCard(card="walls"))
    assert "4" in err.value.message("en") and "mancano 3" in err.value.message("it")
    assert render("duel.action.build", {"card": {"en": "Walls", "it": "Mura"}, "price": 4}, "it") == "costruisce Mura per 4 monete"


@pytest.mark.parametrize("current, by, en, it", [
    ("player", "automa", "You are to move, not SOLO: make this move as yours.",
     "Tocca a te, non a SOLO: fai tu questa mossa."),
    ("automa", "player", "SOLO is to move, not you: play SOLO's move first.",
     "Tocca a SOLO, non a te: prima va giocata la mossa di SOLO."),
])
def test_an_out_of_turn_move_names_the_sides_as_the_history_does(current, by, en, it):
    s = play_state(slots={19: "walls"}, current=current)
    with pytest.raises(IllegalAction) as err:
        do(s, BuildCard(card="walls", by=by))
    assert (err.value.message("en"), err.value.message("it")) == (en, it)


@pytest.mark.parametrize("side, en, it", [
    ("player", "You have a negative number of coins.", "Hai un numero negativo di monete."),
    ("automa", "SOLO has a negative number of coins.", "SOLO ha un numero negativo di monete."),
])
def test_a_broken_city_is_named_as_the_history_does(side, en, it):
    s = play_state(slots={19: "walls"})
    city = s.city(side)
    with pytest.raises(InconsistentState) as err:
        GAME.check(s.model_copy(update={side: city.model_copy(update={"coins": -1})}))
    assert (err.value.message("en"), err.value.message("it")) == (en, it)
    with pytest.raises(InconsistentState) as err:
        GAME.check(s.model_copy(update={side: city.model_copy(update={"wonders": ("pyramids", "pyramids")})}))
    assert "(player)" not in err.value.message("en") and "(automa)" not in err.value.message("en")
    assert err.value.message("it").startswith("Le tue Meraviglie" if side == "player" else "Le Meraviglie di SOLO")


def test_every_message_key_used_by_the_rules_exists():
    from solo_desk.core.messages import catalogue

    keys = catalogue("duel")
    for action_type in GAME.action_types:
        kind = action_type.model_fields["kind"].default
        assert f"duel.action.{kind}" in keys
    for question in ("card", "back", "token", "progress", "wonder", "pantheon", "enki", "offer", "gate", "discarded"):
        assert f"duel.ask.{question}" in keys
    assert rules.SCORE_CATEGORIES


def test_describe_renders_every_recorded_action():
    from .helpers import random_game

    _, history = random_game(2)
    for action in history:
        text = GAME.describe(action).render("it")
        assert "{" not in text, text


def test_wonder_and_progress_token_edits():
    from solo_desk.games.duel.state import MoveProgress, MoveWonder

    s = play_state(player={"wonders": ("pyramids",), "built": (("pyramids", "walls"),)},
                   progress_board=("law", "", "", "", ""))
    s = do(s, MoveWonder(wonder="pyramids", to="automa"))
    assert s.automa.built == (("pyramids", "walls"),) and s.player.wonders == ()
    s = do(s, MoveProgress(token="law", to="player"))
    assert s.player.progress == ("law",) and s.progress_board == ("", "", "", "", "")
    s = do(s, MoveProgress(token="law", to="board"))
    assert s.progress_board[0] == "law"


@pytest.mark.parametrize("breakage, key", [
    (lambda s: {"player": s.player.model_copy(update={"buildings": (s.discard[0],)})}, "duel.state.card_twice"),
    (lambda s: {"discard": s.discard[1:]}, "duel.state.card_missing"),
    (lambda s: {"automa": s.automa.model_copy(update={"coins": -2})}, "duel.state.negative_coins"),
    (lambda s: {"conflict": 10}, "duel.state.conflict"),
    (lambda s: {"wonders_out": s.wonders_out[1:]}, "duel.state.wonder_missing"),
    (lambda s: {"progress_box": s.progress_box + (s.progress_board[0],)}, "duel.state.progress_twice"),
])
def test_check_finds_every_broken_invariant(breakage, key):
    s = play_state(slots={19: "walls"})
    GAME.check(s)
    with pytest.raises(InconsistentState) as err:
        GAME.check(s.model_copy(update=breakage(s)))
    assert err.value.key == key


def test_check_refuses_an_eighth_built_wonder():
    built = tuple(zip(("pyramids", "colossus", "sphinx", "great_library"), ("lumber_yard", "stone_pit", "clay_pool", "quarry")))
    built2 = tuple(zip(("piraeus", "mausoleum", "appian_way", "sanctuary"), ("clay_pit", "glassworks", "press", "altar")))
    s = play_state(player={"wonders": tuple(w for w, _ in built), "built": built},
                   automa={"wonders": tuple(w for w, _ in built2), "built": built2})
    with pytest.raises(InconsistentState) as err:
        GAME.check(s)
    assert err.value.key == "duel.state.too_many_wonders"


def _raw_words() -> set[str]:
    """Every id of the content (and the sides) as it would leak into a text: a whole word, case kept."""
    from solo_desk.games.duel import content

    cat = content.catalogue()
    ids = set(cat.buildings) | set(cat.wonders) | set(cat.progress_tokens) | set(cat.divinities) | set(content.MYTHOLOGIES)
    return ids | {"player", "automa", "by"}


@pytest.mark.parametrize("seed,options,mode", [(3, {}, "digital"), (11, {"level": "legendary", "promo_wonders": True}, "digital"),
                                               (5, {"pantheon": False}, "digital"), (2, {"promo_wonders": True}, "companion")])
def test_history_names_what_happened_without_ids_or_side(seed, options, mode):
    """describe(): names in both languages, never the side that acted nor a raw id (issue: history lines)."""
    import re

    from solo_desk.core.messages import catalogue
    from solo_desk.core.playout import play_game

    record = play_game(GAME, options, seed, mode=mode)
    assert record.error is None
    raw = _raw_words()
    seen_keys = set()
    for step in record.steps:
        for action in step.actions:
            message = GAME.describe(action)
            seen_keys.add(message.key)
            assert message.key in catalogue("duel"), message.key
            for lang in ("en", "it"):
                text = message.render(lang)
                # "messe da parte" (Italian: set aside) is no Wonder Messe
                words = set(re.findall(r"[A-Za-z_]+", text.replace("messe da parte", "")))
                assert not words & raw, (lang, text, words & raw)
                assert "{" not in text and "_" not in text, text
    assert {"duel.action.build", "duel.action.discard"} <= seen_keys or "duel.action.build_wonder" in seen_keys


def test_history_keys_have_italian_with_the_same_placeholders():
    from solo_desk.core.messages import catalogue, placeholders

    for key, entry in catalogue("duel").items():
        assert entry.get("it"), key
        assert placeholders(entry["en"]) == placeholders(entry["it"]), key


def test_history_names_gods_cards_and_choices():
    from solo_desk.games.duel.state import ActivateDivinity, Choose, ChooseStart, DiscardCard, PickWonder

    assert GAME.describe(PickWonder(wonder="pyramids", by="automa")).render("it") == "prende la Meraviglia Piramidi"
    assert GAME.describe(DiscardCard(card="clay_pit", gain=3, by="player")).render("en") == \
        "discard Clay Pit for 3 coins"  # the Player's act: "you: discard …"
    activated = ActivateDivinity(space=2, price=4, by="automa", god="isis")
    assert GAME.describe(activated).render("en") == "activates Isis (Pantheon space 2) for 4 coins"
    assert "Iside" in GAME.describe(activated).render("it")
    assert GAME.describe(ChooseStart(starter="automa", by="player")).render("en") == "choose who starts the Age: SOLO"
    assert GAME.describe(ActivateDivinity(space=4, by="automa")).render("en") == \
        "activates the divinity on Pantheon space 4"  # proposed, not applied yet: no price, no name
    assert GAME.describe(Choose(pick="law", by="player")).render("it") == "prendi il segnalino Progresso Legge"
    assert GAME.describe(Choose(pick="law", by="automa")).render("it") == "prende il segnalino Progresso Legge"
    placed = GAME.describe(Choose(pick="zeus", space=3, by="automa"))  # face down: only its Mythology
    assert placed.render("en") == "places a divinity of the Greek Mythology face down on Pantheon space 3"
    assert "Greca" in placed.render("it") and "Zeus" not in placed.render("it")
    assert GAME.describe(Choose(pick="?roman", space=1, by="player")).render("en") == \
        "place a divinity of the Roman Mythology face down on Pantheon space 1"
    for mythology in ("mesopotamian", "phoenician", "greek", "egyptian", "roman"):  # never "a Egyptian"
        for by in ("automa", "player"):
            said = GAME.describe(Choose(pick=f"?{mythology}", space=2, by=by))
            assert " a Egyptian" not in said.render("en") and mythology.capitalize() in said.render("en")
            assert "Mitologia " in said.render("it") and "{" not in said.render("it")
    assert GAME.describe(Choose(pick="player_5", by="automa")).render("en") == "chooses the 5-coin Military token"


def test_a_recorded_activation_names_its_god_and_a_zeus_discard_its_card():
    from solo_desk.games.duel.state import ActivateDivinity, Choose

    s = play_state(age=2, slots={0: "walls", 1: "library"}, current="player", player={"coins": 20},
                   pantheon_spaces=("zeus", "", "", "", "", ""))
    s2, recorded = rules.apply(s, ActivateDivinity(space=1))
    assert recorded.god == "zeus" and not recorded.outcomes  # not a random event: not in the outcomes
    assert rules.apply(s, recorded)[0] == s2  # a replay of the recorded action
    with pytest.raises(IllegalAction):
        rules.apply(s, ActivateDivinity(space=1, god="isis"))
    _, chosen = rules.apply(s2, Choose(slot=1))
    assert chosen.discarded == "library" and not chosen.outcomes
    assert GAME.describe(chosen).render("en") == "discard Library from the card structure"


def test_not_solo_turn_cites_the_rule_of_the_turn_order():
    from .helpers import after_draft

    s = GAME.new_state({}, 4, "digital")
    rules_seen = set()
    while s.phase == "draft":
        proposal = GAME.propose(s)
        if proposal.status == "not_automa_turn":
            rules_seen.add(proposal.rule)
            s, _ = rules.apply(s, rules.legal_actions(s)[0])
        else:
            s, _ = rules.apply(s, proposal.actions[0])
    assert rules_seen == {"SOLO-SETUP-6"}
    s = after_draft(4)
    s, _ = rules.apply(s, rules.legal_actions(s)[0])  # SOLO's first move: now the Player's turn
    assert GAME.propose(s).rule == "SOLO-GEN-1"
    start = play_state(age=2, slots={0: "walls"}, pending=(Pending(kind="start", side="player", options=("player", "automa")),))
    assert GAME.propose(start).rule == "SOLO-AGE-END-2"


@pytest.mark.parametrize("action, what", [
    (BuildCard(card="nosuch"), ("a card", "una carta")),
    (ActivateDivinity(space=1, god="nosuch"), ("a divinity", "una divinità")),
    (BuildWonder(wonder="nosuch", card="walls"), ("a Wonder", "una Meraviglia")),
    (MoveProgress(token="nosuch", to="box"), ("a Progress token", "un segnalino Progresso")),
])
def test_an_unknown_id_is_refused_as_unknown(action, what):
    """An id that names nothing of the game reads as such ("'nosuch' is not a card ..."), in
    both languages, not as a piece that is elsewhere ("Pantheon space 1 does not hold nosuch")."""
    s = play_state(age=2, slots={19: "walls"}, pantheon_spaces=("anubis", "", "", "", "", ""))
    with pytest.raises(IllegalAction) as err:
        do(s, action)
    assert err.value.key == "duel.illegal.unknown_id"
    assert err.value.message("en").startswith(f"'nosuch' is not {what[0]} of 7 Wonders Duel")
    assert err.value.message("it").startswith(f"'nosuch' non è {what[1]} di 7 Wonders Duel")


def test_a_known_divinity_on_another_space_says_which_one_is_there():
    s = play_state(age=2, slots={19: "walls"}, player={"coins": 10}, pantheon_spaces=("anubis", "", "", "", "", ""))
    with pytest.raises(IllegalAction) as err:
        do(s, ActivateDivinity(space=1, god="zeus"))
    assert err.value.message("en") == "Pantheon space 1 holds Anubis, not Zeus."
    assert err.value.message("it") == "La casella 1 del Pantheon contiene Anubi, non Zeus."


def test_a_decision_s_action_on_a_turn_says_what_a_turn_does():
    """It read "A choose action is not a turn action." without saying what is expected."""
    from solo_desk.games.duel.state import Choose

    s = play_state(slots={19: "walls"})
    with pytest.raises(IllegalAction) as err:
        do(s, Choose(pick="walls"))
    assert err.value.message("en").startswith("No 'choose' action is expected now: a turn builds or discards a card")
    assert err.value.message("it").startswith("Ora non si attende un'azione 'choose': nel turno si costruisce")


def test_a_refusal_during_the_wonder_selection_says_what_to_pick():
    s = GAME.new_state({}, 1, "digital")
    with pytest.raises(IllegalAction) as err:
        do(s, BuildCard(card="walls", by=None))
    assert err.value.message("en") == \
        "During the Wonder selection only a Wonder can be picked: pick one of the Wonders on offer."
    assert "build" not in err.value.message("it")  # no action code in the Italian sentence


def test_a_conflict_pawn_off_the_track_is_told_where_the_track_runs():
    s = play_state(slots={19: "walls"})
    with pytest.raises(IllegalAction) as err:  # a refused correction (exit 3), not a broken game
        do(s, SetConflict(position=12))
    assert err.value.message("en") == "The Conflict pawn cannot stand on space 12: the Military track runs from -9 to 9."
    assert err.value.message("it") == \
        "La pedina Conflitto non può trovarsi sulla casella 12: il tracciato Militare va da -9 a 9."
