"""One package per game; see solo_desk.core.game for the contract."""
