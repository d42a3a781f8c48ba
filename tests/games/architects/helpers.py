"""Building hand-made table positions for the Opponent's tests."""
from __future__ import annotations

from typing import Any

from solo_desk.core.options import resolve_options
from solo_desk.games.architects import GAME
from solo_desk.games.architects.rules import _sorted, advance
from solo_desk.games.architects.state import ArchitectsState, Deck, Tableau, Task

FILLER = ("blue_3vp",) * 6


def table(
    player_top: str | None,
    automa_top: str | None,
    *,
    central: tuple[str, ...] = FILLER,
    player_deck: tuple[str, ...] = FILLER,
    automa_deck: tuple[str, ...] = FILLER,
    automa_cards: tuple[str, ...] = (),
    player_cards: tuple[str, ...] = (),
    automa_tokens: tuple[str, ...] = (),
    player_tokens: tuple[str, ...] = (),
    automa_built: tuple[int, ...] = (),
    player_built: tuple[int, ...] = (),
    automa_wonder: str = "giza",
    player_wonder: str = "rhodes",
    cat: str | None = None,
    face_up: tuple[str, ...] = ("tactics", "engineering", "economy"),
    stack: tuple[str, ...] = ("strategy", "decor"),
    options: dict[str, Any] | None = None,
    mode: str = "digital",
    queue: tuple[Task, ...] = (Task(kind="turn_start"),),
    turn: str = "automa",
    seed: int = 1,
    **extra: Any,
) -> ArchitectsState:
    """A position where the Opponent is about to act; decks list their cards top first."""
    state = ArchitectsState(
        mode=mode, seed=seed, options=resolve_options(GAME.option_specs(), options or {}), turn=turn,
        player=Tableau(wonder=player_wonder, cards=_sorted(player_cards), tokens=player_tokens, built=player_built),
        automa=Tableau(wonder=automa_wonder, cards=_sorted(automa_cards), tokens=automa_tokens, built=automa_built),
        decks={
            "player": Deck(cards=((player_top,) if player_top else ()) + (player_deck if player_top else ())),
            "automa": Deck(cards=((automa_top,) if automa_top else ()) + (automa_deck if automa_top else ())),
            "central": Deck(cards=central),
        },
        cat=cat, tokens_face_up=face_up, token_stack=stack, queue=queue, **extra,
    )
    return advance(state)


def first_take(proposal) -> str:
    return next(a for a in proposal.actions if a.kind == "take").deck


def propose_with(state: ArchitectsState, answers: dict[str, str] | None = None):
    return GAME.propose(state, answers)


def history_line(action: Any, lang: str) -> str:
    """An action's history line as the window shows it, in ``lang``."""
    from solo_desk.core.messages import render

    described = GAME.describe(action)
    return render(described.key, described.params, lang)
