"""Self-play's collector settings: tuned while games run, given back afterwards, even on an error."""
import gc

import pytest

from solo_desk.core.selfplay import fewer_collections


def test_fewer_collections_raises_the_threshold_and_gives_everything_back():
    before, frozen_before = gc.get_threshold(), gc.get_freeze_count()
    with fewer_collections(threshold=12_345):
        assert gc.get_threshold() == (12_345, before[1], before[2])
        assert gc.get_freeze_count() > frozen_before  # the warm objects are out of the scans
    assert gc.get_threshold() == before
    assert gc.get_freeze_count() == 0


def test_fewer_collections_gives_everything_back_after_an_error():
    before = gc.get_threshold()
    with pytest.raises(RuntimeError):
        with fewer_collections():
            raise RuntimeError("a game failed")
    assert gc.get_threshold() == before
    assert gc.get_freeze_count() == 0
