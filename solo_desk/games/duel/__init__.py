"""7 Wonders Duel + Pantheon with the SOLO automa (content and rules load lazily)."""
from solo_desk.games.duel.game import DuelGame

GAME = DuelGame()
