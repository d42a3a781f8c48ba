"""The power actions' "taken this round" marker covers no text, and every favour and town tile of
the supply shows its whole text inside the tile, clear of its ×N count (English and Italian)."""
import pytest
from PySide6.QtCore import QRectF

from solo_desk.games.terra_mystica.scene import SupplyTile, TileItem
from solo_desk.ui.i18n import set_language

from .helpers import witches_in_round_one
from .test_scene import open_state


@pytest.fixture(params=["en", "it"])
def lang(request):
    set_language(request.param)
    yield request.param
    set_language("en")


def test_the_used_marker_of_a_power_action_covers_no_text(window, qtbot, lang):
    state = witches_in_round_one()
    state = state.model_copy(update={"used": [f"ACT{n}" for n in range(1, 7)], "blocked": []})
    scene = open_state(window, qtbot, state)
    tiles = [p for p in scene.items() if isinstance(p, TileItem) and p.key[0] == "power"]
    assert len(tiles) == 6
    for tile in tiles:
        assert tile.mark == "used"
        marker = tile.used_marker_rect()
        assert QRectF(0, 0, tile.w, tile.h).contains(marker)
        for text in tile.text_rects():
            assert not text.intersects(marker), (tile.key, tile.title, tile.lines)
            assert text.bottom() <= tile.h - 1 and text.right() <= tile.w - 3, (tile.key, tile.lines, text)


def test_every_favour_and_town_tile_text_fits_inside_the_tile_clear_of_its_count(window, qtbot, lang):
    scene = open_state(window, qtbot, witches_in_round_one())
    tiles = [p for p in scene.items() if isinstance(p, SupplyTile)]
    assert {t.key[0] for t in tiles} == {"favour", "town"} and len(tiles) == 12 + 5
    for tile in tiles:
        area, text, count = tile.text_area(), tile.text_bounds(), tile.count_rect()
        assert QRectF(0, 0, tile.w, tile.h).contains(area) and QRectF(0, 0, tile.w, tile.h).contains(count)
        assert area.contains(text), (tile.key, tile.lines, text, area)  # no word cut at the edge, no line below it
        assert not area.intersects(count), tile.key


@pytest.mark.parametrize("faction", ["witches", "mermaids", "dwarves", "halflings"])
def test_the_shipping_and_digging_tiles_show_their_whole_text_with_the_bonus_tile_shipping(window, qtbot, lang, faction):
    """With the bonus tile's +1 shipping held, the shipping tile's title says it ("Shipping 0+1 / 3"),
    whole, in both languages; the next step's price fits too."""
    from solo_desk.games.terra_mystica import rules

    state = witches_in_round_one().model_copy(update={"faction": faction, "bonus": "BON4", "shipping": 1, "digging": 1})
    scene = open_state(window, qtbot, state)
    tiles = {p.key[1]: p for p in scene.items() if isinstance(p, TileItem) and p.key[0] == "track"}
    if rules.faction_of(state).shipping.max:
        assert "1+1 / " in tiles["shipping"].title
    for tile in tiles.values():
        for text in tile.text_rects():
            assert text.bottom() <= tile.h - 1 and text.right() <= tile.w - 3, (tile.key, tile.title, tile.lines, text)


def test_every_bonus_tile_shows_its_whole_text_with_coins_on_it(window, qtbot, lang):
    """A bonus tile in play shows its income, action, passing VP and the coins on it, all inside the
    tile ("Passando: Fortezza 4 PV, Santuario 4 PV" wrapped and pushed the coins out of it)."""
    from solo_desk.games.terra_mystica.content import catalogue

    state = witches_in_round_one()
    every = sorted(catalogue().bonus, key=lambda b: int(b[3:]))
    for start in range(0, len(every), 3):
        pool = every[start:start + 3]
        held = next(b for b in every if b not in pool)
        shown = state.model_copy(update={"bonus_pool": pool, "bonus": held, "bonus_coins": {b: 9 for b in pool}})
        scene = open_state(window, qtbot, shown)
        tiles = [p for p in scene.items() if isinstance(p, TileItem) and p.key[0] == "bonus"]
        assert {t.key[1] for t in tiles} == set(pool) | {held}
        for tile in tiles:
            for text in tile.text_rects():
                assert text.bottom() <= tile.h - 1 and text.right() <= tile.w - 3, (tile.key, tile.lines, text)
