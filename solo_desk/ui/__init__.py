"""The game-agnostic Qt layer: window, board view, pieces, panels, wizard."""
