"""7 Wonders Architects against the solo Opponent (seed 002, architects-solo.md)."""
from __future__ import annotations

import random
from typing import Any, ClassVar

from solo_desk.core.actions import Action, Side
from solo_desk.core.game import BaseGame, GameResult, GameState, Mode
from solo_desk.core.options import Label, OptionSpec, choice, resolve_options
from solo_desk.core.proposal import Message, Proposal

from .state import ACTION_TYPES, ArchitectsState

WONDER_CHOICES = (
    ("alexandria", "Alexandria", "Alexandria"), ("babylon", "Babylon", "Babylon"), ("ephesus", "Ephesus", "Éphesos"),
    ("giza", "Giza", "Gizah"), ("halicarnassus", "Halicarnassus", "Halikarnassos"), ("olympia", "Olympia", "Olympía"),
    ("rhodes", "Rhodes", "Rhódos"),
)


def _wonder_option(name: str, en: str, it: str) -> OptionSpec:
    return OptionSpec(
        name=name, type="choice", default="random", label=Label(en=en, it=it),
        choices=(choice("random", "Random", "Casuale"),) + tuple(choice(v, e, i) for v, e, i in WONDER_CHOICES),
    )


class ArchitectsGame(BaseGame):
    id: ClassVar[str] = "architects"
    title: ClassVar[Label] = Label(en="7 Wonders Architects (solo Opponent)", it="7 Wonders Architects (Avversario solitario)")
    scene_path: ClassVar[str | None] = "solo_desk.games.architects.scene:ArchitectsScene"
    state_model: ClassVar[type[GameState]] = ArchitectsState
    action_types: ClassVar[tuple[type[Action], ...]] = ACTION_TYPES

    def rolls_dice(self, options: dict[str, Any]) -> bool:
        return True

    def setup_rolls(self, state: GameState) -> list[tuple[str, Any]]:
        start_dice = state.start_dice  # type: ignore[attr-defined]
        return [("start_die", start_dice[0])] if start_dice else []

    def option_specs(self) -> list[OptionSpec]:
        return [
            OptionSpec(
                name="difficulty", type="choice", default="normal", label=Label(en="Difficulty", it="Difficoltà"),
                help=Label(en="The Opponent's starting Progress tokens: none, one or two (ARCH-LEVEL-*).",
                           it="I segnalini Progresso iniziali dell'Avversario: nessuno, uno o due (ARCH-LEVEL-*)."),
                choices=(choice("easy", "Easy", "Facile"), choice("normal", "Normal", "Normale"), choice("hard", "Hard", "Difficile")),
            ),
            _wonder_option("player_wonder", "Your Wonder", "La tua Meraviglia"),
            _wonder_option("automa_wonder", "The Opponent's Wonder", "La Meraviglia dell'Avversario"),
            OptionSpec(
                name="first_player", type="choice", default="player", label=Label(en="First player", it="Primo giocatore"),
                help=Label(en="Normal rules: the youngest player starts (ARCH-AMB-04).",
                           it="Regole normali: inizia il giocatore più giovane (ARCH-AMB-04)."),
                choices=(choice("player", "You", "Tu"), choice("automa", "The Opponent", "L'Avversario")),
            ),
            OptionSpec(
                name="stage_pref_grey_tiebreak", type="bool", default=False, ambiguity="ARCH-AMB-01",
                label=Label(en="Grey tie-break by special-effect stage", it="Spareggio delle Grigie per Stadio con effetto"),
                help=Label(en="Off: a tie on rung 3 goes to the die. On: a Grey card helping a stage with a special effect wins.",
                           it="No: il pareggio al gradino 3 va al dado. Sì: vince la carta Grigia che aiuta uno Stadio con effetto speciale."),
            ),
            OptionSpec(
                name="several_decks", type="choice", default="matching", ambiguity="ARCH-AMB-02",
                label=Label(en="\"Several decks\" die", it="Dado dei \"più mazzi\""),
                choices=(
                    choice("matching", "Only decks meeting the rung", "Solo i mazzi che soddisfano il gradino"),
                    choice("literal", "Always roll 1–3 / 4–6", "Tira sempre 1–3 / 4–6"),
                ),
            ),
            OptionSpec(
                name="grey_helps", type="choice", default="closer", ambiguity="ARCH-AMB-03",
                label=Label(en="A Grey card helps a stage when", it="Una carta Grigia aiuta uno Stadio quando"),
                choices=(
                    choice("closer", "it brings the requirement closer", "avvicina al requisito"),
                    choice("any", "any Grey card, while a stage is available", "qualsiasi carta Grigia, se c'è uno Stadio disponibile"),
                ),
            ),
            OptionSpec(
                name="shield_count", type="choice", default="total", ambiguity="ARCH-AMB-09",
                label=Label(en="Shields compared on rung 6", it="Scudi confrontati al gradino 6"),
                choices=(
                    choice("total", "All Shields (cards, Rhodes, Tactics)", "Tutti gli Scudi (carte, Rhódos, Tattica)"),
                    choice("red_cards", "Red cards only", "Solo le carte Rosse"),
                ),
            ),
        ]

    # -- content -------------------------------------------------------------------
    def content_json(self) -> dict[str, Any]:
        from .content import content_json

        return content_json()

    def content_hash(self) -> str:
        from .content import content_hash

        return content_hash()

    def load_state(self, data: Any) -> GameState:
        from .state import migrate_state

        return super().load_state(migrate_state(data))

    # -- play ------------------------------------------------------------------------
    def new_state(self, options: dict[str, Any], seed: int, mode: Mode = "digital") -> GameState:
        from .rules import new_state

        return new_state(resolve_options(self.option_specs(), options), seed, mode)

    def legal_actions(self, state: GameState) -> list[Action]:
        from .rules import legal_actions

        return legal_actions(state)  # type: ignore[arg-type]

    def apply(self, state: GameState, action: Action) -> tuple[GameState, Action]:
        from .rules import apply

        return apply(state, self.parse_action(action))  # type: ignore[arg-type]

    def propose(self, state: GameState, inputs: dict[str, str] | None = None) -> Proposal:
        from .bot import propose

        return propose(state, inputs)  # type: ignore[arg-type]

    def to_move(self, state: GameState) -> Side | None:
        return None if state.ended is not None else state.turn  # type: ignore[attr-defined]

    def result(self, state: GameState) -> GameResult | None:
        from .rules import result

        return result(state)  # type: ignore[arg-type]

    def check(self, state: GameState) -> None:
        from .rules import check

        check(state)  # type: ignore[arg-type]

    def public_view(self, state: GameState) -> dict[str, Any]:
        from .bot import public_view

        return public_view(state)  # type: ignore[arg-type]

    def player_policy(self, state: GameState, rng: random.Random) -> Action:
        return rng.choice(self.legal_actions(state))

    def recorded_answers(self, actions: list[Action]) -> dict[str, str]:
        """The Opponent's turn asks the table in the order of its actions, under one count
        (``bot.Asker``: ``card_1``, ``die_2``, …): the dice a decision rolled, recorded in the action
        it decided, and the cards and tokens told, each an ``answer`` action."""
        found: dict[str, str] = {}
        for action in actions:
            outcomes = action.outcomes or {}
            if action.family == "answer":
                asked = outcomes.get("asked") or {}
                what = "card" if "deck" in asked else "die" if "tokens" in outcomes else "token"
                found[f"{what}_{len(found) + 1}"] = str(getattr(action, "value", ""))
            else:
                for die in outcomes.get("dice") or []:
                    found[f"die_{len(found) + 1}"] = str(die)
        return found

    def describe(self, action: Action, state: GameState | None = None) -> Message:
        """The history line, in its side's person: "you: take the top card …", "the Opponent: takes
        …" (see :func:`solo_desk.core.messages.for_side`); a battle's summary names each side."""
        from solo_desk.core.messages import for_side

        return for_side(self._describe(action), action.by)

    def _describe(self, action: Action) -> Message:
        if action.family == "edit":
            from .edits import describe_edit

            return describe_edit(action)
        from .content import card_name, card_names, content

        data = action.brief()
        outcomes = data.pop("outcomes", {})
        params: dict[str, Any] = {"by": {"key": f"architects.side.{data.get('by') or 'table'}"}}
        if "deck" in data:  # "the top card of your deck": the deck with its preposition
            # the Opponent's own deck, in its own line: "its own deck", not "the Opponent's deck"
            own = data["deck"] == "automa" and action.by == "automa"
            params["deck"] = {"key": "architects.deck_of.own" if own else f"architects.deck_of.{data['deck']}"}
        card = data.get("card") or outcomes.get("card")
        params["card"] = card_name(card)
        if "payment" in data:
            params["payment"] = card_names(data["payment"])
        if "token" in data:
            params["token"] = {"key": f"architects.token.{data['token']}"}
        params["stage"] = data.get("stage", "")
        params["value"] = data.get("value", "")
        params["dice"] = ", ".join(str(d) for d in outcomes.get("dice", [])) or "-"
        if action.kind == "answer":
            described = describe_answer(str(data.get("value", "")), outcomes.get("tokens"), outcomes.get("asked"))
        elif action.kind == "choose_token" and data.get("token") == "stack":
            drawn = outcomes.get("drawn")
            if isinstance(drawn, str) and drawn in content().tokens:  # digital: the token drawn, told by apply
                described = Message(key="architects.action.choose_token_stack_drawn",
                                    params=params | {"token": {"key": f"architects.token.{drawn}"}})
            else:  # companion: the table's answer that follows names it
                described = Message(key="architects.action.choose_token_stack", params=params)
        elif action.kind == "flip_central" and not data.get("card") and not outcomes.get("card"):
            # companion: the card is told next ("The table shows the card …"), not "a face-down card"
            described = Message(key="architects.action.flip_central_untold", params=params)
        else:
            described = Message(key=f"architects.action.{action.kind}", params=params)
        effect = outcomes.get("effect")
        if action.kind == "build" and isinstance(effect, dict) and effect.get("wonder") in ("ephesus", "olympia"):
            # the stage's effect took cards by itself: no action of its own tells it
            cards = [c for c in effect.get("cards") or [] if isinstance(c, str)]
            told = f"architects.effect.{effect['wonder']}"
            if effect.get("empty"):
                told += "_empty"
            elif effect.get("deck"):  # Olympia beside one empty deck: the deck it took from, its own or the other
                told += "_own" if effect["deck"] == action.by else "_other"
            elif cards:
                told += "_cards"
            described = Message(key="architects.action.with_effect", params={
                "action": {"key": described.key, "params": described.params},
                "effect": {"key": told, "params": {"cards": card_names(cards)}}})
        battle = outcomes.get("battle")
        if isinstance(battle, dict):  # the last Conflict token flipped: the battle ended the turn
            return Message(key="architects.action.with_battle",
                           params={"action": {"key": described.key, "params": described.params},
                                   "battle": describe_battle(battle)})
        return described


def describe_battle(battle: dict[str, Any]) -> dict[str, Any]:
    """A battle as the history tells it (ARCH-DATA-2P): each side's Shields, who gains how many
    Military Victory tokens, the horned cards discarded from each city."""
    sides = ("player", "automa")
    fought = {who: battle.get(who) if isinstance(battle.get(who), dict) else {} for who in sides}
    won = [(who, int(fought[who].get("won", 0))) for who in sides if int(fought[who].get("won", 0)) > 0]
    gains = [{"key": f"architects.battle.gain_{who}_{'one' if n == 1 else 'many'}", "params": {"count": n}} for who, n in won]
    gone = [(who, len(fought[who].get("discarded", []))) for who in sides if fought[who].get("discarded")]
    discarded = ({"key": "architects.battle.discarded",
                  "params": {"cards": [{"key": f"architects.battle.cards_{who}_{'one' if n == 1 else 'many'}",
                                        "params": {"count": n}} for who, n in gone]}}
                 if gone else {"key": "architects.battle.discarded_none"})
    return {"key": "architects.battle.summary",
            "params": {"player": fought["player"].get("shields", 0), "automa": fought["automa"].get("shields", 0),
                       "gains": gains or {"key": "architects.battle.gain_none"}, "discarded": discarded}}


def describe_answer(value: str, tokens: Any = None, asked: Any = None) -> Message:
    """What the table showed, by its name in the UI language: a card, a Progress token or the
    Opponent's starting die (the three questions of companion mode), with the starting
    token(s) that die gave the Opponent (``tokens``, recorded since) and, for a card, which
    card the question was about (``asked``: its deck and position, recorded since) or, for a token
    drawn face down, who drew it (``asked``: ``drawn_by``)."""
    from solo_desk.core.messages import lookup

    from .content import card_name, content

    if isinstance(asked, dict) and value in content().kinds:
        from .bot import told_key
        from .state import Task

        deck, index = asked.get("deck"), asked.get("index", 0)
        if deck in ("player", "automa", "central") and type(index) is int and index >= 0:
            task = Task(kind="ask", reason="card", deck=deck, index=index)
            return Message(key=told_key("architects.action.answer", task),
                           params={"value": card_name(value), "position": index + 1})

    if isinstance(asked, dict) and asked.get("drawn_by") in ("player", "automa") and lookup(f"architects.token.{value}"):
        # a token drawn face down: whose city it joins (a token revealed on offer has no ``asked``)
        return Message(key=f"architects.action.answer_token_drawn_{asked['drawn_by']}",
                       params={"value": {"key": f"architects.token.{value}"}})
    if value.isdigit():
        if isinstance(tokens, list) and tokens and all(isinstance(t, str) for t in tokens):
            from .bot import token_list

            return Message(key="architects.action.answer_start_die", params={"value": value, "tokens": token_list(tokens)})
        return Message(key="architects.action.answer_die", params={"value": value})
    if value in content().kinds:
        return Message(key="architects.action.answer_card", params={"value": card_name(value)})
    if lookup(f"architects.token.{value}"):
        return Message(key="architects.action.answer_token", params={"value": {"key": f"architects.token.{value}"}})
    return Message(key="architects.action.answer", params={"value": value})


GAME = ArchitectsGame()
