"""Shared builders for the duel tests: states set up exactly as a rulebook example needs."""
from __future__ import annotations

import random
from typing import Any

from solo_desk.games.duel import GAME, rules
from solo_desk.games.duel.content import catalogue
from solo_desk.games.duel.state import City, DuelState, Pending


def after_draft(seed: int = 1, **options: Any) -> DuelState:
    """A digital game right after the Wonder draft (Age I dealt, the automa to move)."""
    s = GAME.new_state(options, seed, "digital")
    while s.phase == "draft":
        s, _ = rules.apply(s, rules.legal_actions(s)[0])
    return s


def play_state(age: int = 1, slots: dict[int, str] | None = None, player: dict | None = None,
               automa: dict | None = None, current: str = "player", pantheon: bool = True, promo: bool = False, **fields: Any) -> DuelState:
    """A state in ``age`` whose structure holds only the given cards (slot -> card) and whose
    cities are exactly as given; the other cards go to the discard pile so that every card stays in one place."""
    s = after_draft(pantheon=pantheon, promo_wonders=promo)
    geo_len = len(s.slots) if age == 1 else 20
    wanted = dict(slots or {})
    layout = [""] * geo_len
    for i, card in wanted.items():
        layout[i] = card
    cities = {"player": City(**(player or {})), "automa": City(**(automa or {}))}
    used = set(wanted.values()) | {b for c in cities.values() for b in c.buildings} | {
        card for c in cities.values() for _, card in c.built}
    age1, age2, age3, extras = rules.game_cards(s.pantheon)
    everything = age1 + age2 + age3 + extras
    s = s.model_copy(update=dict(
        age=age, phase="play", slots=tuple(layout), face_up=(True,) * geo_len, slot_tokens=("",) * geo_len,
        decks=((), (), ()), set_aside=((), (), ()), box=(), discard=tuple(c for c in everything if c not in used),
        player=cities["player"], automa=cities["automa"], current=current, pending=(), asks=(),
        wonders_out=tuple(w for w in rules.wonder_pool(pantheon, promo) if w not in
                          set(cities["player"].wonders) | set(cities["automa"].wonders)),
    ))
    held = set(cities["player"].progress) | set(cities["automa"].progress)
    s = s.model_copy(update=dict(progress_board=tuple("" if t in held else t for t in s.progress_board),
                                 progress_box=tuple(t for t in s.progress_box if t not in held)))
    s = s.model_copy(update=fields)
    if "progress_board" in fields and "progress_box" not in fields:
        s = s.model_copy(update={"progress_box": tuple(
            t for t in rules.progress_pool(pantheon) if t not in set(s.progress_board) | held)})
    return s


def do(s: DuelState, action) -> DuelState:
    new, _ = rules.apply(s, action)
    GAME.check(new)
    return new


def choose(s: DuelState, **fields: Any) -> DuelState:
    from solo_desk.games.duel.state import Choose

    return do(s, Choose(**fields))


def pending_kinds(s: DuelState) -> list[str]:
    return [p.kind for p in s.pending]


def random_game(seed: int, options: dict | None = None, mode: str = "digital", check: bool = True):
    """Both sides play random legal moves (answers too in companion); yields (state, action) pairs."""
    rng = random.Random(seed)
    s = GAME.new_state(options or {}, seed, mode)
    history = []
    while GAME.result(s) is None:
        action = rules.random_legal_action(s, rng.randrange)
        s2, recorded = rules.apply(s, action)
        if check:
            GAME.check(s2)
        history.append(recorded)
        s = s2
        assert len(history) < 3000
    return s, history


__all__ = ["after_draft", "play_state", "do", "choose", "pending_kinds", "random_game", "Pending"]


def with_gods(s: DuelState, placed: dict[int, str]) -> DuelState:
    """The Pantheon holding ``placed`` (space -> divinity id or "gate"), taken out of their decks."""
    from solo_desk.games.duel.content import MYTHOLOGIES

    spaces = list(s.pantheon_spaces)
    decks = [list(d) for d in s.divinity_decks]
    for space, god in placed.items():
        spaces[space - 1] = god
        for deck in decks:
            if god in deck:
                deck.remove(god)
    assert len(decks) == len(MYTHOLOGIES)
    return s.model_copy(update={"pantheon_spaces": tuple(spaces), "divinity_decks": tuple(tuple(d) for d in decks)})


def refused(s: DuelState, action) -> str:
    """The key of the IllegalAction that ``action`` raises on ``s``, whose message reads in both
    languages with every placeholder filled."""
    import pytest

    from solo_desk.core.errors import IllegalAction

    with pytest.raises(IllegalAction) as err:
        rules.apply(s, action)
    assert err.value.message("en") and err.value.message("it") and "{" not in err.value.message("it")
    return err.value.key


def dump(s: DuelState) -> dict:
    return s.model_dump(mode="json")


def table_answer(table: DuelState, comp: DuelState, question: str) -> str:
    """What the physical table (a digital game followed by the companion game ``comp``) shows
    for the companion's ``question``."""
    kind, _, arg = question.partition(":")
    if kind == "progress":
        return table.progress_board[int(arg)]
    if kind == "wonder":
        return table.draft_offer[len(comp.draft_offer)]
    if kind == "card":
        return table.slots[int(arg)]
    if kind == "back":
        from solo_desk.games.duel.rules import extras_back

        return "age" if catalogue().buildings[table.slots[int(arg)]].group == "age" else extras_back(table.pantheon)
    if kind == "token":
        return table.slot_tokens[int(arg)].split(":")[1]
    if kind == "pantheon":
        return table.pantheon_spaces[int(arg) - 1]
    if kind == "enki":
        return table.enki_tokens[int(arg)]
    if kind == "gate":
        gate = next(p for p in table.pending if p.kind == "gate")
        return next(o for o in gate.options if catalogue().divinities[o].mythology == arg)
    if kind == "discarded":
        return table.discard[-1]
    if kind == "offer":
        mine = rules._offer_target(comp)
        theirs = next(p for p in table.pending if p.kind == mine.kind)
        return theirs.options[len(mine.options)]
    if kind == "solo_free":  # the card SOLO drew from the set-aside ones, built in its city
        (card,) = [c for c in table.automa.buildings if c not in comp.automa.buildings]
        return card
    raise AssertionError(question)


def reopened_history(window, state: DuelState, actions: list, path) -> list[str]:
    """The History panel's lines after ``actions`` are applied to ``state``, saved to ``path`` and
    the save reopened in ``window`` (what a player reads after closing and reopening a game)."""
    from solo_desk.core import saves
    from solo_desk.core.session import Session
    from solo_desk.ui.panels import HistoryPanel

    session = Session(GAME, state, dict(state.options))  # the save's options are the state's own
    session.apply(actions)
    saves.save(session, path)
    window.open_file(path)
    panel = next(p for p in window.findChildren(HistoryPanel) if p.controller is window.controller)
    panel.refresh()
    return [panel.list.item(i).text() for i in range(panel.list.count())]


def play_with_corrections(seed: int, mode: str, rng: random.Random, corrections, share: float,
                          limit: int) -> set[str]:
    """A random game in which, at about ``share`` of its moves, the first of ``corrections(s, rng)``
    (a list of edits) the engine accepts is applied: every state passes the invariants, the game ends
    within ``limit`` actions, and the recorded actions replay to the same state. The kinds applied."""
    from solo_desk.core.errors import IllegalAction

    done: set[str] = set()
    s0 = s = GAME.new_state({}, seed, mode)
    log = []
    while GAME.result(s) is None:
        assert len(log) < limit
        if rng.random() < share:
            for action in corrections(s, rng):
                try:
                    s, recorded = rules.apply(s, action)
                except IllegalAction:
                    continue
                GAME.check(s)
                log.append(recorded)
                done.add(action.kind)
                break
        s, recorded = rules.apply(s, rules.random_legal_action(s, rng.randrange))
        GAME.check(s)
        log.append(recorded)
    replayed = s0
    for action in log:
        replayed, _ = GAME.apply(replayed, GAME.parse_action(action.model_dump(mode="json")))
    assert dump(replayed) == dump(s)
    return done
