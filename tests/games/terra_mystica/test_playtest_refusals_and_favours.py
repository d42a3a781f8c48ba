"""This morning's playtest: a bonus tile id that names no tile and a sacrifice of less than 1 power
are refused for what is wrong with them; the favour tiles' tooltips say their cult steps as the rest
of the board does ("Fire cult +3", "culto del Fuoco +3")."""
import pytest

from solo_desk.core.errors import IllegalAction
from solo_desk.games.terra_mystica import GAME
from solo_desk.games.terra_mystica.state import Burn, Pass, StartBonus
from solo_desk.ui.i18n import set_language

from .helpers import witches_in_round_one, witches_opponents_placed
from .test_scene import open_state, piece


@pytest.mark.rule("TM-SETUP-BONUS")
def test_a_bonus_tile_id_that_names_no_tile_is_refused_as_such():
    """"The bonus tile 99 is not available." read as if BON99 were a tile someone had taken."""
    state = witches_opponents_placed()
    with pytest.raises(IllegalAction) as refused:
        GAME.apply(state, StartBonus(tile="BON99"))
    assert refused.value.key == "terra_mystica.error.not_a_bonus_tile"
    tiles = ", ".join(f"BON{n}" for n in range(1, 10))
    pool = ", ".join(sorted(state.bonus_pool, key=lambda t: int(t[3:])))
    assert refused.value.message("en") == \
        f"BON99 is not a bonus tile of the game (they are {tiles}); the ones you can take now: {pool}."
    assert refused.value.message("it") == \
        f"BON99 non è una tessera bonus del gioco (sono {tiles}); quelle che puoi prendere ora: {pool}."
    taken = next(t for t in tiles.split(", ") if t not in state.bonus_pool)  # a real tile not on offer
    with pytest.raises(IllegalAction) as refused:
        GAME.apply(state, StartBonus(tile=taken))
    assert refused.value.key == "terra_mystica.error.bonus_not_available"


def test_passing_for_an_unknown_bonus_tile_is_refused_as_such():
    state = witches_in_round_one()
    with pytest.raises(IllegalAction) as refused:
        GAME.apply(state, Pass(tile="BON99"))
    assert refused.value.key == "terra_mystica.error.not_a_bonus_tile"


@pytest.mark.parametrize("count", [0, -3])
def test_a_sacrifice_of_less_than_1_power_says_the_count_is_wrong_not_that_it_is_not_now(count):
    """"You cannot sacrifice -3 power now." in the middle of the actions, when sacrificing was possible."""
    state = witches_in_round_one()
    with pytest.raises(IllegalAction) as refused:
        GAME.apply(state, Burn(count=count))
    assert refused.value.key == "terra_mystica.error.burn_count"
    assert refused.value.message("en") == f"Sacrifice at least 1 power, not {count}."
    assert refused.value.message("it") == f"Sacrifica almeno 1 potere, non {count}."


@pytest.mark.parametrize("lang,fire,earth", [("en", "Fire cult +3", "Earth cult +1"),
                                             ("it", "culto del Fuoco +3", "culto della Terra +1")])
def test_the_favour_tiles_tooltips_say_the_cult_steps_as_the_board_does(window, qtbot, lang, fire, earth):
    """The tooltips said "3 on the Fire cult" / "3 sul culto del Fuoco"."""
    set_language(lang)
    try:
        scene = open_state(window, qtbot, witches_in_round_one())
        assert fire in piece(scene, ("favour", "FAV1")).toolTip()
        assert earth in piece(scene, ("favour", "FAV11")).toolTip()
        assert not any(word in piece(scene, ("favour", f"FAV{n}")).toolTip()
                       for n in range(1, 13) for word in (" on the ", " sul culto"))
    finally:
        set_language("en")
