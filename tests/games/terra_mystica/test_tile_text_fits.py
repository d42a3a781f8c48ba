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
