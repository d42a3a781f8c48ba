"""Real saves of a game, their initial state edited by hand: what each game's check_shapes tests
(tests/games/<game>/test_check_shapes.py) refuse, with the reason shown in both languages."""
from __future__ import annotations

import json
import random
import tempfile
from pathlib import Path
from typing import Any, Callable

import pytest

from solo_desk.core import playout, registry, saves
from solo_desk.core.errors import BadSaveFile
from solo_desk.core.session import Session


class EditedSaves:
    def __init__(self, game_id: str, turns: int = 20):
        self.game_id, self.turns = game_id, turns
        self._saves: dict[str, str] = {}

    def save(self, mode: str) -> str:
        """A real save of a game some turns in (made once per mode)."""
        if mode not in self._saves:
            game = registry.get(self.game_id)
            session = Session.new(game, {}, 7, mode)  # type: ignore[arg-type]
            rng = random.Random(0)
            for _ in range(self.turns):
                if game.result(session.state) is not None:
                    break
                session.apply(playout.next_step(game, session.state, rng))
            path = Path(tempfile.mkdtemp(prefix="check-shapes-")) / "game.json"
            saves.save(session, path)
            self._saves[mode] = path.read_text()
        return self._saves[mode]

    def refusal(self, tmp_path: Path, mode: str, edit: Callable[[dict[str, Any]], None]) -> tuple[str, str]:
        """The save with its initial state edited is refused: the reason shown, in English and Italian."""
        data = json.loads(self.save(mode))
        edit(data["initial_state"])
        path = tmp_path / "edited.json"
        path.write_text(json.dumps(data))
        with pytest.raises(BadSaveFile) as refused:
            saves.load(path)
        assert "cause" not in refused.value.params  # not the generic "values the rules cannot use"
        return refused.value.message("en"), refused.value.message("it")

    def check_unedited(self, tmp_path: Path) -> None:
        """The saves as made open, and the game's check passes on them."""
        for mode in ("digital", "companion"):
            path = tmp_path / f"{mode}.json"
            path.write_text(self.save(mode))
            session = saves.load(path)
            session.game.check(session.state)
