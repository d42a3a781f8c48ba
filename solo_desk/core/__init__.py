"""The game-agnostic core. Never imports Qt."""
