"""Defects of the window playtest (companion set-up, the AI's explanation, refused drags,
the colonists' places on the map, the Architect's labels, the display's questions, Italian)."""
import pytest

from solo_desk.core.errors import IllegalAction
from solo_desk.games.concordia import GAME, moves, rules
from solo_desk.games.concordia.state import Prefect, RevealCity, Tribune

from tests.games.concordia.helpers import fresh
from tests.gui import status_messages


def tell_one_token(state):
    city = rules.pending_city_reveals(state)[0]
    return GAME.apply(state, RevealCity(city=city, good=rules.possible_city_goods(state, city)[0]))[0]


@pytest.mark.rule("CONC-SETUP-2P", "CONC-PREFECT")
@pytest.mark.parametrize("map_id", ["italia", "hispania"])
def test_no_card_is_played_while_the_companion_set_up_is_untold(map_id):
    state = fresh(mode="companion", map=map_id)
    for told in (state, tell_one_token(state)):  # before any token, and after one (a grey city clicked)
        assert all(a.family == "answer" for a in GAME.legal_actions(told))
        assert moves.player_moves(told) == []
        for move in (Prefect(card="player-prefect-1"), Tribune(card="player-tribune")):
            with pytest.raises(IllegalAction) as refused:
                GAME.apply(told, move)
            assert refused.value.key == "concordia.err.tokens_untold"
            assert f"untold: {len(rules.pending_city_reveals(told))}" in refused.value.message("en")
        assert len(told.automa.colonists) == 2  # the Prefect's money gave the AI no colonist


@pytest.mark.rule("CONC-DATA-CARDS")
def test_no_card_is_played_while_display_cards_are_untold():
    state = fresh(mode="companion")
    state = state.model_copy(update={"city_goods": fresh().city_goods})  # every token told
    with pytest.raises(IllegalAction) as refused:
        GAME.apply(state, Prefect(card="player-prefect-1"))
    assert refused.value.key == "concordia.err.cards_untold" and "7" in refused.value.message("it")


# -- the board -------------------------------------------------------------------------------------
def start(window, qtbot, mode="digital", seed=3, **options):
    assert window.start_game("concordia", options, seed, mode)
    qtbot.waitUntil(lambda: bool(window.scene.pieces()))
    return window.controller


@pytest.mark.gui
@pytest.mark.rule("CONC-SETUP-2P")
def test_the_board_offers_no_card_during_the_companion_set_up_and_says_why(window, qtbot, monkeypatch):
    controller = start(window, qtbot, mode="companion")
    scene = window.scene
    offered = []
    monkeypatch.setattr(scene, "choose", lambda title, entries: offered.extend(entries) or (entries[0][1] if entries else None))
    monkeypatch.setattr(scene, "ask_architect", lambda *a: offered.append("architect dialog"))
    with status_messages(window) as errors:
        for card in ("player-prefect-1", "player-architect", "player-senator"):
            scene.piece_clicked(next(p for p in scene.pieces() if p.key == ("hand", card)))
    assert offered == [] and not controller.session.steps
    assert len(errors) == 3 and "city token" in errors[-1] and "25" in errors[-1]
    assert len(controller.state.automa.colonists) == 2


@pytest.mark.gui
def test_a_house_dropped_on_the_capital_says_why_it_snaps_back(window, qtbot):
    from tests.games.concordia.test_scene import drag

    controller = start(window, qtbot)
    capital = rules.game_map(controller.state).capital
    with status_messages(window) as errors:
        drag(window.scene, ("supply-house", "player"), ("city", capital))
    assert not controller.session.steps
    assert errors and "capital" in errors[-1] and "Roma" in errors[-1], errors
    assert "cannot go there" not in errors[-1]


@pytest.mark.gui
@pytest.mark.parametrize("map_id", ["italia", "hispania", "imperium"])
def test_no_colonist_on_a_route_covers_a_province_label(window, qtbot, map_id):
    from solo_desk.games.concordia.scene import colonist_rect, route_point

    controller = start(window, qtbot, map=map_id)
    scene = window.scene
    state = controller.state
    assert len(scene.label_rects) == len(rules.game_map(state).provinces)
    covered = [(r.id, i) for r in rules.game_map(state).routes for i, box in enumerate(scene.label_rects)
               if box.intersects(colonist_rect(route_point(state, r.id)))]
    assert covered == []


@pytest.mark.gui
def test_province_labels_searched_once_per_map_stay_where_a_fresh_search_puts_them(window, qtbot):
    """The labels' places are cached by map (the search took most of a rebuild): after boards of
    the other maps, each map's labels are where a search with an empty cache puts them."""
    from solo_desk.games.concordia import scene as scene_module

    shown = {}
    for map_id in ("italia", "hispania", "imperium", "italia"):
        start(window, qtbot, map=map_id)
        shown.setdefault(map_id, []).append([box.getRect() for box in window.scene.label_rects])
    for map_id, (first, *again) in shown.items():
        assert all(later == first for later in again)
        scene_module._LABEL_BOXES.clear()
        start(window, qtbot, map=map_id)
        assert [box.getRect() for box in window.scene.label_rects] == first, map_id
    assert len({tuple(boxes[0]) for boxes in shown.values()}) == 3  # each map its own places


# -- the AI's explanation ---------------------------------------------------------------------------
def tied_build(mode):
    """Seed 4: the AI's cloth city is a tie between Florentia and Syracusae (d12 build roll 1)."""
    from tests.games.concordia.helpers import BUILD, ai_turn, rolling

    state = ai_turn(fresh(4)).model_copy(update={"mode": mode})
    if mode == "companion":
        return GAME.propose(state, {"action_roll": BUILD, "tie": "syracusae"})
    return GAME.propose(rolling(state, action_roll=BUILD, tie="syracusae"))


@pytest.mark.rule("CONC-BUILD-CHOOSE", "CONC-AMB-05")
@pytest.mark.parametrize("mode", ["digital", "companion"])
def test_the_explanation_names_the_cities_and_the_tie(mode):
    from solo_desk.core.messages import render

    proposal = tied_build(mode)
    lines = {lang: [render(s.key, s.params, lang) for s in proposal.trace] for lang in ("en", "it")}
    text = "\n".join(lines["en"] + lines["it"])
    assert "syracusae" not in text and "florentia" not in text  # never an id
    tie = next(line for line in lines["en"] if "Equally near" in line)
    assert "Florentia" in tie and "Syracusae" in tie  # the tied cities, to check the draw
    assert ("was drawn" in tie) == (mode == "digital") and ("You chose" in tie) == (mode == "companion")
    assert any(line.startswith("It builds a house in Syracusae") for line in lines["en"])
    assert any(line.startswith("Costruisce un'abitazione a Syracusae") for line in lines["it"])


def test_italian_says_ad_before_a_vowel_and_counts_food_by_units():
    from solo_desk.core.messages import render
    from solo_desk.games.concordia.bot import Deed, summary
    from solo_desk.games.concordia.content import counted_goods

    told = summary(Deed("build", city="aleria", pay=("cloth",)))
    assert render(told.key, told.params, "it") == "L'IA costruisce ad Aleria, pagando 1 stoffa"
    assert render(told.key, told.params, "en") == "AI builds in Aleria, paying 1 cloth"
    told = summary(Deed("build", city="roma", pay=("cloth",)))
    assert render(told.key, told.params, "it").startswith("L'IA costruisce a Roma,")
    done = GAME.describe(GAME.parse_action({"kind": "edit_house", "side": "automa", "city": "aleria", "present": True}))
    assert " ad Aleria" in render(done.key, done.params, "it")
    assert render("x", {"goods": counted_goods(("food", "food"))}, "it") == "x(goods=2 unità di cibo)"


@pytest.mark.rule("CONC-DATA-CARDS")
def test_the_untold_display_slots_are_one_question_set_across_the_decks():
    """Three untold slots and one card of deck I left: the leftmost shows it, the two others deck II."""
    from solo_desk.games.concordia.content import content

    state = fresh(mode="companion")
    state = state.model_copy(update={"city_goods": fresh().city_goods})
    decks = content().market_card_deck
    deck_one = [c for c in state.stack if decks[c] == "I"]
    shown = tuple(deck_one[:4]) + (None,) * 3
    stack = tuple(c for c in state.stack if c not in shown[:4] and c not in deck_one[5:])
    hand = state.player.hand + tuple(deck_one[5:])  # the rest of deck I was bought
    state = state.model_copy(update={"display": shown, "stack": stack,
                                     "player": state.player.model_copy(update={"hand": hand})})
    GAME.check(state)
    last_one = deck_one[4]
    proposal = GAME.propose(state)
    asked = {r.name: [c.value for c in r.choices] for r in proposal.inputs}
    assert list(asked) == ["slot_5", "slot_6", "slot_7"] and asked["slot_5"] == [last_one]
    assert last_one not in asked["slot_6"] and all(decks[c] == "II" for c in asked["slot_6"] + asked["slot_7"])
    two = asked["slot_7"][0]
    partial = GAME.propose(state, {"slot_7": two})  # answered out of order: narrows the others
    assert two not in [c.value for r in partial.inputs for c in r.choices]
    with pytest.raises(IllegalAction):
        GAME.propose(state, {"slot_6": last_one})
    answers = {"slot_5": last_one, "slot_6": asked["slot_6"][-1], "slot_7": two}
    done = GAME.propose(state, answers)
    assert [a.slot for a in done.actions] == [5, 6, 7]
    for action in done.actions:
        state, _ = GAME.apply(state, action)
    assert state.display[4:] == (last_one, asked["slot_6"][-1], two)


@pytest.mark.gui
def test_the_move_only_architect_entry_says_the_colonist_moves(window, qtbot):
    controller = start(window, qtbot)
    state = controller.state
    the_map = rules.game_map(state)
    index = next(i for i, c in enumerate(state.player.colonists) if c.kind == "land")
    route = next(r.id for r in the_map.routes_at(the_map.capital) if r.kind == "land")
    entries = window.scene.architect_entries(state, index, route)
    move_only = next(label for label, action in entries if not action.build)
    assert "no change" not in move_only and move_only.endswith("→ the colonist moves, nothing paid"), move_only


@pytest.mark.gui
@pytest.mark.rule("CONC-DATA-CARDS")
def test_a_grey_slot_clicked_on_the_board_answers_its_question(window, qtbot, monkeypatch):
    controller = start(window, qtbot, mode="companion")
    state = controller.state.model_copy(update={"city_goods": fresh().city_goods})
    controller.session.replace_initial(state)
    scene = window.scene
    scene.refresh()
    picked = []
    monkeypatch.setattr(scene, "choose", lambda title, entries: picked.append(entries) or entries[0][1])
    scene.piece_clicked(next(p for p in scene.pieces() if p.key == ("display", 2)))  # slot 3: an answer of the set
    assert not controller.session.steps and list(controller.inputs) == ["slot_3"]
    third = controller.inputs["slot_3"]
    assert {r.name for r in controller.proposal.inputs} == {f"slot_{n}" for n in (1, 2, 4, 5, 6, 7)}
    scene.piece_clicked(next(p for p in scene.pieces() if p.key == ("display", 0)))  # the leftmost: told at once
    assert third not in [a.card for _, a in picked[-1]]
    assert controller.state.display[0] is not None and controller.state.display[0] != third
