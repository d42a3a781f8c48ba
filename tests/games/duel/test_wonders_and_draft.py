"""The Wonder draft and every Wonder effect that asks for a decision."""
import pytest

from solo_desk.core.errors import IllegalAction
from solo_desk.games.duel import GAME, rules
from solo_desk.games.duel.state import BuildWonder, Choose, PickWonder

from .helpers import choose, do, pending_kinds, play_state

pytestmark = pytest.mark.rule("SOLO-GEN-1")


@pytest.mark.rule("SOLO-SETUP-1", "SOLO-SETUP-7")
def test_draft_order_and_starting_coins():
    s = GAME.new_state({}, 3, "digital")
    assert (s.player.coins, s.automa.coins) == (7, 7) and s.first_player == "automa"
    sides = []
    while s.phase == "draft":
        sides.append(rules.to_move(s))
        s = do(s, rules.legal_actions(s)[0])
    # round 1: first, second, second (the first gets the last); round 2: second, first, first
    assert sides == ["automa", "player", "player", "player", "automa", "automa"]
    assert len(s.player.wonders) == len(s.automa.wonders) == 4
    assert s.age == 1 and rules.to_move(s) == "automa"


def test_only_an_offered_wonder_can_be_picked():
    s = GAME.new_state({}, 3, "digital")
    other = next(w for w in rules.wonder_pool(True, False) if w not in s.draft_offer)
    with pytest.raises(IllegalAction) as err:
        do(s, PickWonder(wonder=other))
    assert err.value.key == "duel.illegal.wonder_not_offered"


def test_wonder_pool_by_options():
    assert len(rules.wonder_pool(False, False)) == 12
    assert {"sanctuary", "divine_theater"} <= set(rules.wonder_pool(True, False))
    assert {"messe", "statue_of_liberty"} <= set(rules.wonder_pool(True, True))


def wonder_state(wonder, **kw):
    player = {"coins": 40, "wonders": (wonder,), **kw.pop("player", {})}
    return play_state(slots=kw.pop("slots", {19: "walls", 18: "baths"}), player=player, **kw)


def test_statue_of_zeus_discards_an_opponent_brown_card():
    s = wonder_state("statue_of_zeus", automa={"buildings": ("quarry", "press", "clay_pool")})
    s = do(s, BuildWonder(wonder="statue_of_zeus", card="walls"))
    assert s.pending[0].options == ("quarry", "clay_pool") and s.conflict == 1
    s = choose(s, pick="quarry")
    assert s.automa.buildings == ("press", "clay_pool") and s.discard[-1] == "quarry"


def test_circus_maximus_discards_a_grey_card_or_nothing():
    s = wonder_state("circus_maximus", automa={"buildings": ("quarry",)})
    s = do(s, BuildWonder(wonder="circus_maximus", card="walls"))
    assert s.pending == () and s.current == "automa"


def test_great_library_three_tokens_from_the_box():
    s = wonder_state("great_library")
    box = set(s.progress_box)
    s = do(s, BuildWonder(wonder="great_library", card="walls"))
    offered = s.pending[0].options
    assert len(offered) == 3 and set(offered) <= box
    s = choose(s, pick=offered[1])
    assert offered[1] in s.player.progress and set(offered) - {offered[1]} <= set(s.progress_box)


def test_mausoleum_builds_a_discarded_card_for_free():
    s = wonder_state("mausoleum")
    s = do(s, BuildWonder(wonder="mausoleum", card="walls"))
    assert "walls" not in s.pending[0].options and "pantheon" in s.pending[0].options
    coins = s.player.coins
    s = choose(s, pick="pantheon")
    assert "pantheon" in s.player.buildings and s.player.coins == coins


def test_piraeus_produces_and_plays_again():
    s = wonder_state("piraeus")
    s = do(s, BuildWonder(wonder="piraeus", card="walls"))
    assert s.current == "player" and rules.production(s, "player").choices == (("papyrus", "glass"),)


def test_messe_builds_a_top_row_card_even_if_covered():
    s = play_state(slots={0: "altar", 1: "theater", 2: "baths", 19: "walls"}, player={"coins": 40, "wonders": ("messe",)}, promo=True)
    s = do(s, BuildWonder(wonder="messe", card="walls"))
    assert s.pending[0].options == ("0", "1")
    s = choose(s, slot=0)
    assert "altar" in s.player.buildings and s.slots[0] == ""


def test_statue_of_liberty_builds_one_set_aside_card_and_gives_another():
    s = play_state(slots={19: "walls", 18: "baths"}, player={"coins": 40, "wonders": ("statue_of_liberty",)}, promo=True)
    aside = ("altar", "guard_tower", "press")
    s = s.model_copy(update={"set_aside": (aside, (), ()), "discard": tuple(c for c in s.discard if c not in aside)})
    s = do(s, BuildWonder(wonder="statue_of_liberty", card="walls"))
    assert s.pending[0].options == aside
    s = choose(s, pick="altar")
    assert s.pending[0].kind == "liberty_give" and s.pending[0].options == ("guard_tower", "press")
    s = choose(s, pick="guard_tower")
    assert "altar" in s.player.buildings and "guard_tower" in s.automa.buildings and s.conflict == -1
    assert s.set_aside[0] == ("press",)


# -- the Statue of Liberty's two cards and the Progress tokens they earn -------------------------------

def liberty_state(owner: str, owner_cards: tuple, other_cards: tuple, **fields):
    """The Statue of Liberty's ``owner`` about to build it (Age I), the set-aside cards the scriptorium
    (quill), the workshop (set square) and the lumber yard."""
    mine = {"coins": 50, "wonders": ("statue_of_liberty",), "buildings": owner_cards}
    theirs = {"coins": 50, "buildings": other_cards}
    cities = {owner: mine, rules.other(owner): theirs}
    s = play_state(slots={19: "walls", 18: "baths"}, current=owner, promo=True, **cities, **fields)
    aside = ("scriptorium", "workshop", "lumber_yard")
    return s.model_copy(update={"set_aside": (aside, (), ()), "discard": tuple(c for c in s.discard if c not in aside)})


def decide(s, side: str, **fields):
    """``side``'s decision: as given, except SOLO's Progress token, taken as the bot proposes it."""
    if side == "automa" and s.pending[0].kind == "progress":
        action = GAME.propose(s).actions[0]
        return do(s, action), action
    return choose(s, **fields), Choose(**fields)


@pytest.mark.rule("SOLO-GEN-1", "SOLO-LIBERTY-1", "SOLO-LIBERTY-2")
@pytest.mark.parametrize("owner", ["player", "automa"])
def test_statue_of_liberty_a_progress_token_is_taken_only_once(owner):
    # the owner's card (scriptorium) and the given one (workshop) each complete a pair of symbols
    opp = rules.other(owner)
    s = liberty_state(owner, ("library",), ("laboratory",))
    s = do(s, BuildWonder(by=owner, wonder="statue_of_liberty", card="walls"))
    s = choose(s, by=owner, pick="scriptorium")
    assert "scriptorium" in s.city(owner).buildings
    # the owner takes the token its own card earned before giving the other card
    assert pending_kinds(s) == ["progress", "liberty_give"] and s.pending[0].side == owner
    board = tuple(t for t in s.progress_board if t)
    assert s.pending[0].options == board
    s, took = decide(s, owner, pick=board[0])
    taken = took.pick
    assert s.city(owner).progress == (taken,) and taken not in s.progress_board
    s = choose(s, by=owner, pick="workshop")
    assert "workshop" in s.city(opp).buildings
    # the other side's pair: only the tokens still on the board
    assert pending_kinds(s) == ["progress"] and s.pending[0].side == opp
    assert taken not in s.pending[0].options and len(s.pending[0].options) == len(board) - 1
    assert {a.pick for a in rules.legal_actions(s)} == set(s.pending[0].options)
    if opp == "player":
        with pytest.raises(IllegalAction) as err:
            rules.apply(s, Choose(pick=taken))
        assert err.value.key == "duel.illegal.bad_choice"
        s = choose(s, pick=s.pending[0].options[-1])
    else:
        s, _ = decide(s, opp)
    assert len(s.city(opp).progress) == 1 and s.city(opp).progress != s.city(owner).progress
    assert not s.pending


@pytest.mark.rule("SOLO-GEN-1", "SOLO-LIBERTY-1")
def test_a_token_corrected_onto_the_board_is_offered_by_the_progress_decision_waiting():
    """A correction (the table's board really holds another token) while a Progress decision waits:
    the decision offers what the board holds now."""
    from solo_desk.games.duel.state import MoveProgress

    s = liberty_state("player", ("library",), (), progress_board=("law", "agriculture", "", "", ""))
    s = do(s, BuildWonder(wonder="statue_of_liberty", card="walls"))
    s = choose(s, pick="scriptorium")
    assert s.pending[0].kind == "progress" and set(s.pending[0].options) == {"law", "agriculture"}
    boxed = next(t for t in rules.progress_pool(s.pantheon) if t not in s.progress_board)
    s = do(s, MoveProgress(token=boxed, to="board"))
    assert set(s.pending[0].options) == {"law", "agriculture", boxed}
    assert boxed in {a.pick for a in rules.legal_actions(s)}


@pytest.mark.rule("SOLO-GEN-1", "SOLO-LIBERTY-1")
def test_statue_of_liberty_the_owners_token_can_win_before_the_card_is_given():
    # five different symbols and a pair on building the scriptorium: Law is the sixth
    owner = ("library", "pharmacist", "apothecary", "academy", "university")
    s = liberty_state("player", owner, (), progress_board=("law", "agriculture", "", "", ""))
    s = do(s, BuildWonder(wonder="statue_of_liberty", card="walls"))
    s = choose(s, pick="scriptorium")
    assert pending_kinds(s) == ["progress", "liberty_give"]
    s = choose(s, pick="law")
    assert s.winner == "player" and s.end_reason == "science"
    assert "workshop" not in s.automa.buildings and not s.pending


@pytest.mark.rule("SOLO-GEN-1")
def test_statue_of_liberty_an_older_save_giving_first_still_replays():
    # saves made when the gift came before the owner's token: accepted in that order, and the
    # second Progress decision offers only the tokens left (none left: it lapses)
    for board, left in [(("law", "agriculture", "", "", ""), ("agriculture",)), (("law", "", "", "", ""), None)]:
        s = liberty_state("player", ("library",), ("laboratory",), progress_board=board)
        s = do(s, BuildWonder(wonder="statue_of_liberty", card="walls"))
        s = choose(s, pick="scriptorium")
        s = choose(s, pick="workshop")  # the gift, first
        assert "workshop" in s.automa.buildings
        assert [(p.kind, p.side) for p in s.pending] == [("progress", "player"), ("progress", "automa")]
        s = choose(s, pick="law")
        if left is None:
            assert not s.pending and s.automa.progress == ()
            continue
        assert s.pending[0].options == left
        with pytest.raises(IllegalAction) as err:
            rules.apply(s, Choose(by="automa", pick="law"))
        assert err.value.key == "duel.illegal.bad_choice"
        s = choose(s, by="automa", pick="agriculture")
        assert (s.player.progress, s.automa.progress) == (("law",), ("agriculture",))


def test_a_draw_is_recorded_in_the_action_and_replayed_from_it():
    s = wonder_state("great_library")
    after, recorded = rules.apply(s, BuildWonder(wonder="great_library", card="walls"))
    drawn = recorded.outcomes["great_library"]
    assert tuple(drawn) == after.pending[0].options
    other = [t for t in s.progress_box if t not in drawn][:3]
    replayed, _ = rules.apply(s, recorded.model_copy(update={"outcomes": {"great_library": other}}))
    assert replayed.pending[0].options == tuple(other)
    with pytest.raises(IllegalAction) as err:
        rules.apply(s, recorded.model_copy(update={"outcomes": {"great_library": ["law", "law", "no_such"]}}))
    assert err.value.key == "duel.illegal.bad_outcome"
