"""Solo Desk: a desktop companion for playing board games solo against an automa."""

__version__ = "0.1.0"
APP_NAME = "Solo Desk"
APP_ID = "solo-desk"
