"""Correction of Nisaba's Snake token (``move_snake``): it lies on a green card of the other city
(copying its symbol) or in the box; refused where the table cannot hold it; one undoable step through
the Session, replayed and saved/loaded identically."""
import pytest

from solo_desk.core import saves
from solo_desk.core.errors import InconsistentState
from solo_desk.core.session import Session
from solo_desk.games.duel import GAME, rules
from solo_desk.games.duel.state import MoveCard, MoveDivinity, MoveSnake, Pending, ReturnCard, fast_copy

from .helpers import do, dump, play_state, refused




@pytest.fixture
def nisaba():
    """Digital, Age II: you activated Nisaba, her Snake still in the box; SOLO holds a Scriptorium
    (quill), an School (wheel) and a Quarry; you hold a Workshop (set square)."""
    s = play_state(age=2, slots={0: "walls", 1: "library"},
                   player={"buildings": ("workshop",), "divinities": ("nisaba",)},
                   automa={"buildings": ("scriptorium", "school", "quarry")})
    s = fast_copy(s, divinity_decks=rules._replace(s.divinity_decks, 0, tuple(d for d in s.divinity_decks[0] if d != "nisaba")))
    GAME.check(s)
    return s


def test_the_snake_lies_on_a_green_card_of_the_other_city_and_copies_its_symbol(nisaba):
    assert rules.science_symbols(nisaba, "player") == {"set_square": 1}
    s = do(nisaba, MoveSnake(side="player", card="scriptorium"))
    assert s.player.snake_on == "scriptorium"
    assert rules.science_symbols(s, "player") == {"set_square": 1, "quill": 1}
    assert rules.science_symbols(s, "automa") == rules.science_symbols(nisaba, "automa")  # SOLO keeps its symbol
    assert (s.player.coins, s.pending, s.current) == (nisaba.player.coins, (), nisaba.current)  # nothing gained
    s = do(s, MoveSnake(side="player", card="school"))  # really on the School
    assert rules.science_symbols(s, "player") == {"set_square": 1, "wheel": 1}
    s = do(s, MoveSnake(side="player"))  # back in the box
    assert s.player.snake_on == "" and rules.science_symbols(s, "player") == {"set_square": 1}


def test_refusals(nisaba):
    on = do(nisaba, MoveSnake(side="player", card="scriptorium"))
    assert refused(nisaba, MoveSnake(side="automa", card="workshop")) == "duel.illegal.edit_no_nisaba"
    assert refused(nisaba, MoveSnake(side="player")) == "duel.illegal.edit_snake_there"
    assert refused(on, MoveSnake(side="player", card="scriptorium")) == "duel.illegal.edit_snake_there"
    assert refused(nisaba, MoveSnake(side="player", card="nonsense")) == "duel.illegal.edit_card_unknown"
    assert refused(nisaba, MoveSnake(side="player", card="workshop")) == "duel.illegal.edit_snake_card"  # your own
    assert refused(nisaba, MoveSnake(side="player", card="quarry")) == "duel.illegal.edit_snake_card"  # not green
    assert "pharmacist" in nisaba.discard
    assert refused(nisaba, MoveSnake(side="player", card="pharmacist")) == "duel.illegal.edit_snake_card"  # discarded
    deciding = fast_copy(nisaba, pending=(Pending(kind="nisaba", side="player", options=("scriptorium", "school")),))
    assert refused(deciding, MoveSnake(side="player", card="scriptorium")) == "duel.illegal.edit_piece_offered"


def test_the_snake_goes_back_to_the_box_with_its_card_or_nisaba_and_the_invariant_holds(nisaba):
    on = do(nisaba, MoveSnake(side="player", card="school"))
    for action in (MoveCard(card="school", to="player"), MoveCard(card="school", to="discard"),
                   ReturnCard(card="school", slot=5), MoveDivinity(god="nisaba", to="deck")):
        assert do(on, action).player.snake_on == "", action
    assert do(on, MoveCard(card="scriptorium", to="player")).player.snake_on == "school"  # another card: it stays
    with pytest.raises(InconsistentState) as err:  # on your own card: nowhere on the table
        GAME.check(fast_copy(nisaba, player=nisaba.player.model_copy(update={"snake_on": "workshop"})))
    assert err.value.key == "duel.state.snake"
    with pytest.raises(InconsistentState):  # without Nisaba
        GAME.check(fast_copy(on, player=on.player.model_copy(update={"divinities": ()}),
                             divinity_decks=rules._replace(on.divinity_decks, 0, ("nisaba",) + on.divinity_decks[0])))


def test_history_lines():
    lines = [GAME.describe(a) for a in (MoveSnake(side="player", card="scriptorium"), MoveSnake(side="automa"))]
    assert lines[0].render("en") == "Correction: Nisaba's Snake token lies on Scriptorium in SOLO's city, copying its symbol"
    assert lines[0].render("it") == ("Correzione: il segnalino Serpente di Nisaba si trova sulla carta Scrittorio nella città di SOLO "
                                     "e ne copia il simbolo")
    assert lines[1].render("en") == "Correction: Nisaba's Snake token is in the box"
    assert "{" not in lines[1].render("it")


def test_one_undoable_step_replayed_and_saved(nisaba, tmp_path):
    session = Session(GAME, nisaba, dict(nisaba.options))
    for action in (MoveSnake(side="player", card="scriptorium"), MoveSnake(side="player", card="school")):
        before = session.state
        session.apply(action)
        after = session.state
        session.undo()
        assert dump(session.state) == dump(before)
        session.redo()
        assert dump(session.state) == dump(after)
    assert session.state.player.snake_on == "school"
    path = tmp_path / "snake.json"
    saves.save(session, path)
    loaded = saves.load(path)
    assert dump(loaded.replay_all()) == dump(session.state)
    replayed = loaded.initial
    for step in loaded.steps:
        for action in step.actions:
            replayed, _ = GAME.apply(replayed, GAME.parse_action(action.model_dump(mode="json")))
    assert dump(replayed) == dump(session.state) and replayed.player.snake_on == "school"
    assert rules.science_symbols(replayed, "player") == {"set_square": 1, "wheel": 1}
