"""The board used for a game that has no board of its own yet: the side to
move, the result, and every legal action as a clickable tile."""
from __future__ import annotations

import json
from typing import Any

from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor, QFont

from solo_desk.core.actions import Action
from solo_desk.core.proposal import Proposal
from solo_desk.ui.board import BoardScene, PieceItem
from solo_desk.ui.i18n import message, tr

TILE_W, TILE_H, COLUMNS, MAX_TILES = 220, 56, 4, 60


class GenericScene(BoardScene):
    def rebuild(self, state: Any) -> None:
        game = self.controller.game
        title = self.addText(game.title.get(_lang()))
        font = QFont()
        font.setPointSize(16)
        font.setBold(True)
        title.setFont(font)
        result = game.result(state)
        side = game.to_move(state)
        if result is not None:
            from solo_desk.ui.panels import closing_text

            status = closing_text(result)  # as the History panel ends: the reason in words, never its code
        else:
            status = tr("To move: %s") % message(f"side.{side}") if side else tr("Waiting for the table")
        self.addText(status).setPos(0, 34)
        actions = game.legal_actions(state) if side == "player" else []
        for index, action in enumerate(actions[:MAX_TILES]):
            tile = PieceItem(("action", index), (TILE_W, TILE_H), "#e8f0fe",
                             text=_label(game, action), details=json.dumps(action.brief()), movable=False)
            tile.action = action  # type: ignore[attr-defined]
            tile.place(QPointF((index % COLUMNS) * (TILE_W + 10), 80 + (index // COLUMNS) * (TILE_H + 10)))
            self.addItem(tile)
        if len(actions) > MAX_TILES:
            more = self.addText(tr("… and %d more moves") % (len(actions) - MAX_TILES))
            more.setPos(0, 90 + (MAX_TILES // COLUMNS + 1) * (TILE_H + 10))
        self.setBackgroundBrush(QColor("#f4efe6"))

    def click_actions(self, piece: PieceItem) -> list[Action] | None:
        action = getattr(piece, "action", None)
        return [action] if action is not None else None

    def proposal_keys(self, proposal: Proposal) -> set[Any]:
        return set()


def _label(game: Any, action: Action) -> str:
    text = message(game.describe(action).key, game.describe(action).params)
    return text if not text.startswith(f"{game.id}.action.") else json.dumps(action.brief())[:80]


def _lang() -> str:
    from solo_desk.ui.i18n import language

    return language()
