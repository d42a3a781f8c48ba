"""Age of Comics: The Golden Years — the official solo Automa by Nestore Mangone (AOC-*)."""
from __future__ import annotations

import random
from typing import Any

from solo_desk.core.actions import Action, Side
from solo_desk.core.errors import BadInput, InconsistentState
from solo_desk.core.game import BaseGame, GameResult, GameState
from solo_desk.core.options import Label, OptionSpec, choice, choice_option, resolve_options
from solo_desk.core.proposal import InputRequest, Message, Proposal

from .state import ACTION_TYPES, AocState

GAME_ID = "age_of_comics"


class LevelOption(OptionSpec):
    """AOC-SETUP-LEVEL: the level is chosen as 1, 2 or 3 (AOC-AMB-31: 1 = Beginner, 2 = Intermediate,
    3 = Expert); the number is accepted as well as the name, and stored as the name."""

    def parse(self, raw: Any) -> Any:
        from .content import content

        by_number = {str(lv.number): lv.name for lv in content().levels}
        text = str(raw).strip().lower()
        return super().parse(by_number.get(text, text))


class AgeOfComicsGame(BaseGame):
    id = GAME_ID
    title = Label(en="Age of Comics: The Golden Years (solo Automa)", it="Age of Comics: The Golden Years (Automa in solitario)")
    state_model = AocState
    scene_path = "solo_desk.games.age_of_comics.scene:AgeOfComicsScene"
    action_types = ACTION_TYPES

    def option_specs(self) -> list[OptionSpec]:
        from .content import content

        specs = [
            LevelOption(name="difficulty", type="choice", default="intermediate",
                        label=Label(en="Difficulty", it="Difficoltà"),
                        help=Label(en="beginner, intermediate or expert (also 1, 2 or 3: AOC-SETUP-LEVEL)",
                                   it="beginner, intermediate o expert (anche 1, 2 o 3: AOC-SETUP-LEVEL)"),
                        choices=tuple(choice(lv.name, f"{lv.number} — {lv.en}", f"{lv.number} — {lv.it}")
                                      for lv in content().levels)),
            OptionSpec(name="deck", type="str", default="auto", label=Label(en="Automa deck", it="Mazzo Automa"),
                       help=Label(en="auto (your saved deck; else the demo deck in digital play, asked card by card in "
                                     "companion), saved, demo (made up, NOT the official cards), ask, or a JSON file",
                                  it="auto (il tuo mazzo salvato; altrimenti il mazzo dimostrativo nel gioco digitale, "
                                     "chiesto carta per carta in modalità compagno), saved, demo (inventato, NON le carte "
                                     "ufficiali), ask, oppure un file JSON")),
        ]
        specs += [OptionSpec(name=f"challenge_{ch.name}", type="bool", default=False,
                             label=Label(en=f"Challenge: {ch.en}", it=f"Sfida: {ch.it}")) for ch in content().challenges]
        specs += [
            choice_option("failed_fallback", "noaction", "When every action of the card fails",
                           "Quando tutte le azioni della carta falliscono",
                           [("noaction", "go to 'no action available'", "passa a 'nessuna azione disponibile'"),
                            ("second_editor", "first retry done actions with a second editor",
                             "prima riprova le azioni già eseguite con un secondo redattore")], "AOC-AMB-06"),
            choice_option("nothing_possible", "skip", "When the Automa can do nothing at all",
                           "Quando l'Automa non può fare nulla",
                           [("skip", "its editor is not placed", "il suo redattore non viene piazzato"),
                            ("place_anyway", "it takes the first free space with no effect",
                             "occupa il primo spazio libero senza effetto")], "AOC-AMB-07"),
            choice_option("develop_deck_top", "fallback_only", "Comic deck top in DEVELOP",
                           "Cima del mazzo Fumetti in DEVELOP",
                           [("fallback_only", "taken only when no comic is face up", "presa solo se nessun fumetto è scoperto"),
                            ("genre_visible", "card backs show the genre: scanned last", "il dorso mostra il genere: esaminata per ultima")],
                           "AOC-AMB-10"),
            choice_option("ideas_fans", "per_action", "IDEAS fans", "Fan di IDEAS",
                           [("per_action", "+1 to each top comic per action", "+1 a ogni fumetto in testa per azione"),
                            ("per_token", "+1 to each top comic per token", "+1 a ogni fumetto in testa per gettone")], "AOC-AMB-11"),
            choice_option("sales_collect", "C", "SALES collection", "Raccolta in SALES",
                           [("C", "until N tiles and the minimum value", "fino a N tessere e al valore minimo"),
                            ("A", "exactly N tiles, reaching the minimum if possible", "esattamente N tessere, raggiungendo il minimo se possibile"),
                            ("B", "stop at N tiles or at the minimum", "fermarsi a N tessere o al minimo")], "AOC-AMB-15"),
            OptionSpec(name="automa_start_distinct", type="bool", default=False, ambiguity="AOC-AMB-19",
                       label=Label(en="Automa's starting writer and artist of different genres",
                                   it="Scrittore e artista iniziali dell'Automa di generi diversi")),
            choice_option("challenge_penalty", "per_challenge", "Challenge penalty", "Penalità delle sfide",
                           [("per_challenge", "15 VP per unmet challenge", "15 PV per sfida non riuscita"),
                            ("per_requirement", "15 VP per missing part", "15 PV per ogni parte mancante")], "AOC-AMB-24"),
            choice_option("genre_priority_source", "card", "Genre priority", "Priorità di genere",
                           [("card", "on each Automa card", "su ogni carta Automa"),
                            ("board", "one priority on the Automa board (from the deck file)",
                             "una sola priorità sulla plancia Automa (dal file del mazzo)")], "AOC-AMB-02"),
        ]
        return specs

    # -- content -------------------------------------------------------------
    def content_json(self) -> dict[str, Any]:
        from .content import content_json

        return content_json()

    def content_hash(self) -> str:
        from .content import content_hash

        return content_hash()

    # -- game ------------------------------------------------------------------
    def new_state(self, options: dict[str, Any], seed: int, mode: str) -> GameState:
        from . import rules
        from .deck import resolve_deck

        resolved = resolve_options(self.option_specs(), options)
        deck = resolve_deck(resolved.pop("deck"), mode)
        if resolved["genre_priority_source"] == "board" and (deck is None or not deck.board_priority):
            raise BadInput(f"{GAME_ID}.deck.no_board_priority", {})
        return rules.new_state(resolved, seed, mode, deck)

    def legal_actions(self, state: GameState) -> list[Action]:
        from . import rules

        return rules.legal_actions(state)  # type: ignore[arg-type]

    def apply(self, state: GameState, action: Action) -> tuple[GameState, Action]:
        from . import rules

        return rules.apply(state, self.parse_action(action))  # type: ignore[arg-type]

    def propose(self, state: GameState, inputs: dict[str, str] | None = None) -> Proposal:
        from .bot import propose

        return propose(state, inputs)  # type: ignore[arg-type]

    def recorded_answers(self, actions: list[Action]) -> dict[str, str]:
        """As recorded, and the genre told on the back of the Comic deck's top (AOC-AMB-10 =
        genre_visible) when the Automa took that card: the comic's own genre, not recorded apart,
        so that an Undo does not ask it again."""
        from . import rules
        from .content import content

        found = super().recorded_answers(actions)
        for action in actions:
            told = action.outcomes.get("automa_card") if action.kind == "flip" else None
            if isinstance(told, int) and not isinstance(told, bool):  # asked by its number, recorded by its index
                found["automa_card"] = str(told + 1)
            comic = action.outcomes.get("comic_deck_top") if action.kind == "develop" and action.by == "automa" else None
            if isinstance(comic, str) and comic in content().comic_by_id:
                found.setdefault(rules.TOP_GENRE, rules.genre_of(comic))
        return found

    def refuse_answer(self, state: GameState, request: InputRequest, value: str) -> Message | None:
        """A revealed card answered by its name ("demo-4"): the number that answers it."""
        from . import rules

        number = rules.card_number_named(state, value) if request.name == "automa_card" else None  # type: ignore[arg-type]
        if number is None:
            return None
        return Message(key=f"{GAME_ID}.error.automa_card_by_number", params={"name": value, "number": number})

    def to_move(self, state: GameState) -> Side | None:
        from . import rules

        return rules.to_move(state)  # type: ignore[arg-type]

    def result(self, state: GameState) -> GameResult | None:
        from . import rules

        return rules.result(state)  # type: ignore[arg-type]

    def check(self, state: GameState) -> None:
        from .invariants import check

        problem = check(state)  # type: ignore[arg-type]
        if problem:
            raise InconsistentState(f"{GAME_ID}.inconsistent", {"detail": problem})

    def user_content(self, state: GameState) -> dict[str, Any]:
        deck = getattr(state, "deck", None)
        return {"automa_deck": deck.model_dump(mode="json")} if deck is not None else {}

    def public_view(self, state: GameState) -> dict[str, Any]:
        from .invariants import public_view

        return public_view(state)  # type: ignore[arg-type]

    def player_policy(self, state: GameState, rng: random.Random) -> Action:
        from . import rules

        if state.phase == "setup" or state.discard_due:  # type: ignore[attr-defined]
            return rng.choice(rules.legal_actions(state))  # type: ignore[arg-type]
        if state.sales_open is not None:  # type: ignore[attr-defined]
            options = rules.legal_actions(state)  # type: ignore[arg-type]
            action = options[0] if rng.random() < 0.5 else rng.choice(options)  # EndSales half the time
            if state.mode == "companion":  # type: ignore[attr-defined]
                action = rules.complete_move(state, action, lambda _name, values: rng.choice(values))
            return action
        areas = [a for a in rules.content().decisions.board_reading_order]
        rng.shuffle(areas)
        for area in areas:
            options = rules.area_actions(state, area)  # type: ignore[arg-type]
            if options:
                action = rng.choice(options)
                if state.mode == "companion":  # type: ignore[attr-defined]
                    action = rules.complete_move(state, action, lambda _name, values: rng.choice(values))
                return action
        raise InconsistentState(f"{GAME_ID}.player_stuck", {})

    def describe(self, action: Action, state: GameState | None = None) -> Message:
        """The history line, in its side's person ("you: hire … (HIRE!)", "the Automa: hires …
        (HIRE!)": see :func:`solo_desk.core.messages.for_side`), the action's printed name kept."""
        from solo_desk.core.messages import for_side

        from .names import action_detail, area

        named = action.outcomes.get("automa_card_name") if action.kind == "flip" else None
        told = action.outcomes.get("automa_card") if action.kind == "flip" else None
        if isinstance(named, str) and named:  # the card as your deck names it
            described = Message(key=f"{GAME_ID}.action.flip_named", params={"name": named})
        elif isinstance(told, dict) and isinstance(told.get("actions"), list):  # no deck: the card as told
            described = Message(key=f"{GAME_ID}.action.flip_told", params={"actions": [
                area(a) for a in told["actions"] if isinstance(a, str)]})
        elif action.kind in ("begin_round", "end_round") and isinstance(action.outcomes.get("round"), int):
            described = round_line(action)  # "round III ends", the last one with the final score
        elif action.kind == "royalties" and isinstance(action.outcomes.get("royalties_money"), int):
            described = Message(key=f"{GAME_ID}.action.royalties_paid",  # an older save: "take the royalties"
                                params={"money": action.outcomes["royalties_money"]})
        elif action.kind in ("ideas", "automa_sales") and isinstance(action.outcomes.get("fans_gained"), dict):
            described = automa_fans_line(action)  # with its fans; recorded without them: the plain line
        elif action.kind == "pass" and getattr(action, "area", None):  # AOC-AMB-07, placed anyway
            described = Message(key=f"{GAME_ID}.action.pass_area", params={"area": area(action.area)})  # type: ignore[attr-defined]
        else:
            described = Message(key=f"{GAME_ID}.action.{action.kind}", params={"detail": action_detail(action)})
        return for_side(described, action.by)


def automa_fans_line(action: Action) -> Message:
    """The Automa's IDEAS! or SALES! with the fans its comics gained (AOC-IDEAS-FANS, AOC-SALES-FANS)."""
    from .content import content
    from .names import action_detail, comic

    gained = action.outcomes["fans_gained"]
    comics = [comic(c[0], bool(c[1])) for c in gained.get("comics", [])
              if isinstance(c, list) and len(c) == 2 and c[0] in content().comic_by_id]
    return Message(key=f"{GAME_ID}.action.{action.kind}_fans",
                   params={"detail": action_detail(action), "fans": gained.get("fans", 0), "comics": comics})


def round_line(action: Action) -> Message:
    """A round's start or end named by its number (I-V), an end with the chart VP and your income
    ("round II ends (chart VP: you +1, the Automa +3; your income $4)"); the last round's end says
    them too, then the final score and who wins (AOC-SCORE-WIN). An older save, without these outcomes, reads "the round ends"."""
    from .names import number as number_shown
    from .rules import outcome, roman

    number = action.outcomes["round"]
    final = action.outcomes.get("final")
    gains = action.outcomes.get("round_gains")
    if not (action.kind == "end_round" and isinstance(gains, dict)
            and all(isinstance(gains.get(k), int) for k in ("player", "automa", "income"))):
        gains = None
    if action.kind == "end_round" and isinstance(final, dict) and {"player", "automa"} <= set(final):
        params = {"roman": roman(number), "player": number_shown(final["player"]), "automa": number_shown(final["automa"]),
                  "outcome": {"key": f"{GAME_ID}.outcome.{outcome(final['player'], final['automa'])}"}}
        if gains is None:  # recorded without the round's gains (an older save): the final score alone
            return Message(key=f"{GAME_ID}.action.end_game", params=params)
        return Message(key=f"{GAME_ID}.action.end_game_gains", params={
            **params, "player_vp": gains["player"], "automa_vp": gains["automa"], "income": gains["income"]})
    if gains is not None:
        return Message(key=f"{GAME_ID}.action.end_round_gains", params={
            "roman": roman(number), "player": gains["player"], "automa": gains["automa"], "income": gains["income"]})
    return Message(key=f"{GAME_ID}.action.{action.kind}_n", params={"roman": roman(number)})


GAME = AgeOfComicsGame()
