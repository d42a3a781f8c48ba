"""The 7 Wonders Duel + Pantheon game object (SOLO automa in bot.py)."""
from __future__ import annotations

import importlib
import random
from typing import Any

from solo_desk.core.actions import Action
from solo_desk.core.errors import MalformedAction
from solo_desk.core.game import BaseGame, GameResult, GameState, Mode
from solo_desk.core.options import Label, OptionSpec
from solo_desk.core.proposal import InputChoice, InputRequest, Message, Proposal, Trace
from solo_desk.core.rng import Chance, below_picker
from solo_desk.games.duel import content, rules
from solo_desk.games.duel.describe import answer_name, question_text
from solo_desk.games.duel.state import ACTION_TYPES, Answer, DuelState

GAME_OPTIONS: list[OptionSpec] = [
    OptionSpec(name="pantheon", type="bool", default=True,
               label=Label(en="Pantheon expansion", it="Espansione Pantheon"),
               help=Label(en="Divinities, Grand Temples, the Pantheon Wonders and Progress tokens",
                          it="Divinità, Grandi Templi, le Meraviglie e i segnalini Progresso del Pantheon")),
    OptionSpec(name="promo_wonders", type="bool", default=False,
               label=Label(en="Promo Wonders (Messe, Statue of Liberty)", it="Meraviglie promo (Messe, Statua della Libertà)")),
]


_BOT: list = []
_LAST_PICKER: list = [None, None]  # the generator player_policy last drew with, and its below_picker


def _bot():
    """The automa's module, imported once (lazily: importing the game must stay cheap)."""
    if not _BOT:
        try:
            _BOT.append(importlib.import_module("solo_desk.games.duel.bot"))
        except ImportError:
            return None
    return _BOT[0]


class DuelGame(BaseGame):
    id = "duel"
    title = Label(en="7 Wonders Duel + Pantheon", it="7 Wonders Duel + Pantheon")
    title_base = Label(en="7 Wonders Duel", it="7 Wonders Duel")

    def title_for(self, options: dict[str, Any]) -> Label:
        """Without Pantheon (``pantheon=false``) plain "7 Wonders Duel"."""
        return self.title_base if options.get("pantheon", True) is False else self.title
    scene_path = "solo_desk.games.duel.scene:DuelScene"
    state_model = DuelState
    action_types = ACTION_TYPES

    def option_specs(self) -> list[OptionSpec]:
        bot = _bot()
        return GAME_OPTIONS + list(getattr(bot, "BOT_OPTION_SPECS", []) if bot else [])

    def content_json(self) -> dict[str, Any]:
        return content.content_json()

    def content_hash(self) -> str:
        return content.content_hash()

    def new_state(self, options: dict[str, Any], seed: int, mode: Mode) -> DuelState:
        return rules.new_state(options, seed, mode)

    def legal_actions(self, state: GameState) -> list[Action]:
        return rules.legal_actions(state)  # type: ignore[arg-type]

    def parse_action(self, data: Any) -> Action:
        """Also drops the outcomes that only tell the history what happened (rules.TOLD_OUTCOMES):
        applying the action records them again when they happen, never taken from a file."""
        action = super().parse_action(data)
        if isinstance(data, Action) or rules.TOLD_OUTCOMES.isdisjoint(action.outcomes):
            return action
        return action.model_copy(update={"outcomes": {
            k: v for k, v in action.outcomes.items() if k not in rules.TOLD_OUTCOMES}})

    def apply(self, state: GameState, action: Action) -> tuple[GameState, Action]:
        if not isinstance(state, DuelState):
            raise MalformedAction("duel.malformed.state", {})
        return rules.apply(state, action if isinstance(action, Action) else self.parse_action(action))

    # whose move it is: the rules' own function (asked at every step of a playout: no call in between)
    to_move = staticmethod(rules.to_move)

    def result(self, state: GameState) -> GameResult | None:
        s: DuelState = state  # type: ignore[assignment]
        if s.winner is None:
            return None
        scores = {side: sum(rules.score_breakdown(s, side).values()) for side in ("player", "automa")}
        # the base game's end conditions apply to the SOLO variant unchanged
        return GameResult(winner=s.winner, reason=s.end_reason or "civilian", scores=scores, rule="SOLO-GEN-1")

    def check(self, state: GameState) -> None:
        rules.check(state)  # type: ignore[arg-type]

    def public_view(self, state: GameState) -> dict[str, Any]:
        return public_view(state)  # type: ignore[arg-type]

    def player_policy(self, state: GameState, rng: random.Random) -> Action:
        # the picker of the game's generator, made once per generator (a game's moves share one)
        last = _LAST_PICKER
        if last[0] is not rng:
            last[:] = [rng, below_picker(rng)]
        return rules.random_legal_action(state, last[1])  # type: ignore[arg-type]

    def describe(self, action: Action, state: GameState | None = None) -> Message:
        from solo_desk.games.duel.describe import describe

        return describe(action)

    def propose(self, state: GameState, inputs: dict[str, str] | None = None) -> Proposal:
        s: DuelState = state  # type: ignore[assignment]
        side = rules.to_move(s)
        if side is None:
            return Proposal(status="game_over")
        if s.asks:
            return _table_questions(s, inputs or {})
        bot = _bot()
        if bot is not None and hasattr(bot, "propose_for"):
            try:
                return bot.propose_for(s, side, inputs)  # whose move it is, known already
            except (ImportError, AttributeError, NotImplementedError):
                pass  # the automa is unfinished: fall back to a random legal move
        if side != "automa":
            from solo_desk.games.duel.bot_propose import turn_rule

            return Proposal(status="not_automa_turn", to_move=side, rule=turn_rule(s))
        chance = Chance(s.seed, s.rng_counter)
        count = 0

        def pick(n: int) -> int:
            nonlocal count
            count = n
            return chance.randint(0, n - 1)

        chosen = rules.random_legal_action(s, pick)
        trace = Trace()
        trace.step("SOLO-GEN-7", "duel.trace.random_legal_move", kept=[chosen.kind], count=count)
        return Proposal(status="automa_turn", to_move="automa", actions=[chosen], trace=trace.steps)


def _table_questions(s: DuelState, inputs: dict[str, str]) -> Proposal:
    """The table's next question; with its answer in ``inputs``, the Answer action to apply."""
    question = s.asks[0].question
    kind = question.split(":", 1)[0]
    values = rules.ask_choices(s, question)
    choices = [InputChoice(value=v, label=answer_name(question, v)) for v in values]
    asked = question_text(question, s)
    key, params = (asked["key"], asked["params"]) if isinstance(asked, dict) else (f"duel.ask.{kind}", {"question": question})
    request = InputRequest(name=question, kind="card" if kind in ("card", "discarded", "wonder", "pantheon", "gate", "solo_free") else "choice",
                           key=key, params=params, choices=choices,
                           # names: alphabetical in the window's language (backs and tokens as the rules list them)
                           order="given" if kind in ("back", "token") else "label")
    answer = inputs.get(question)
    # the table's answer: no side's act (the history shows it without "you:")
    actions = [Answer(question=question, value=answer)] if answer in values else []
    return Proposal(status="needs_input", to_move="player", inputs=[request], actions=actions)


def public_view(s: DuelState) -> dict[str, Any]:
    """What either side may see: face-down cards show only their back, decks and set-aside cards are hidden."""
    data = s.model_dump(mode="json", exclude={"seed", "rng_counter", "decks", "layout_tokens", "set_aside", "box",
                                              "progress_box", "divinity_decks", "wonder_deck", "mythology_box"})
    cat = content.catalogue()

    def back(card: str) -> str:
        """What a face-down card shows: an Age back, or a Guild / Grand Temple back."""
        if card.startswith("?"):
            return card
        return "?" if cat.buildings[card].group == "age" else "?guild"

    data["slots"] = [card if up or not card else back(card) for card, up in zip(s.slots, s.face_up)]
    if s.age < 2:
        data["pantheon_spaces"] = [g if not g or g.startswith("?") else "?" + cat.divinities[g].mythology for g in s.pantheon_spaces]
    data["divinity_deck_sizes"] = [len(d) for d in s.divinity_decks]
    data["progress_box_size"] = len(s.progress_box)
    def shown(p) -> list[str]:
        """The two divinities drawn for a Mythology token are hidden: only their Mythology shows."""
        if p.kind != "place_divinity":
            return list(p.options)
        return [o if o.startswith("?") else "?" + cat.divinities[o].mythology for o in p.options]

    data["pending"] = [{"kind": p.kind, "side": p.side, "options": shown(p), "source": p.source} for p in s.pending]
    return data
