"""Concordia against the dice AI (rules/seeds/004_*, rendered in concordia-ai.md)."""
from __future__ import annotations

import random
from typing import Any

from solo_desk.core.actions import Action, Side
from solo_desk.core.errors import IllegalAction, MalformedAction
from solo_desk.core.game import BaseGame, GameResult, GameState, Mode
from solo_desk.core.options import Label, OptionSpec, ambiguity_switch, choice, resolve_options
from solo_desk.core.proposal import Message, Proposal


OPTION_SPECS = [
    OptionSpec(name="map", type="choice", default="italia", label=Label(en="Map", it="Mappa"), choices=(
        choice("italia", "Italia", "Italia"), choice("hispania", "Hispania", "Hispania"),
        choice("imperium", "Imperium", "Imperium"),
    )),
    OptionSpec(name="dice", type="choice", default="d12", label=Label(en="AI dice", it="Dadi dell'IA"), choices=(
        choice("d12", "one 12-sided die (blue numbers)", "un dado a 12 facce (numeri blu)"),
        choice("2d6", "two 6-sided dice (red numbers)", "due dadi a 6 facce (numeri rossi)"),
    )),
    OptionSpec(name="ai_colour", type="choice", default="black", label=Label(en="AI colour", it="Colore dell'IA"), choices=(
        choice("black", "black", "nero"), choice("red", "red", "rosso"), choice("green", "green", "verde"),
        choice("yellow", "yellow", "giallo"), choice("blue", "blue", "blu"),
    )),
    ambiguity_switch("distance", "CONC-AMB-05", "Distance from the capital", "Distanza dalla capitale", [
        ("any_route", "fewest routes, land or sea mixed", "meno tratte, di terra o di mare insieme"),
        ("one_colonist", "steps of one colonist (land only or sea only)", "passi di un solo colono (solo terra o solo mare)"),
    ]),
    ambiguity_switch("extra_good_missing", "CONC-AMB-07", "AI cannot pay the extra good", "L'IA non può pagare la merce aggiuntiva", [
        ("next_type", "try the next city type", "prova il tipo di città successivo"),
        ("goods_pair", "take the goods pair at once", "prende subito la coppia di merci"),
    ]),
    ambiguity_switch("next_type_payment", "CONC-AMB-08", "Payment for the next city type", "Pagamento per il tipo di città successivo", [
        ("highest_good", "the highest-value good held", "la merce di valore più alto posseduta"),
        ("matching_good", "a good of the city's type, if held", "una merce del tipo della città, se posseduta"),
    ]),
    ambiguity_switch("poor_full_build", "CONC-AMB-16", "No card affordable, storehouse full", "Nessuna carta acquistabile, magazzino pieno", [
        ("build_rules", "Build Houses as usual", "Costruire le Abitazioni come al solito"),
        ("cloth_city", "a cloth city, paying the highest good", "una città della stoffa, pagando la merce più alta"),
    ]),
    ambiguity_switch("prefect_production", "CONC-AMB-17", "Prefect production and AI houses", "Produzione del Prefetto e abitazioni dell'IA", [
        ("all_houses", "AI houses in the province produce too", "producono anche le abitazioni dell'IA nella provincia"),
        ("player_only", "only the player's houses produce", "producono solo le abitazioni del giocatore"),
    ]),
    ambiguity_switch("final_action", "CONC-AMB-21", "AI's last action when the player ends the game", "Ultima azione dell'IA quando il giocatore chiude la partita", [
        ("listed_order", "buy, else build, else take a cloth (no roll)", "acquista, altrimenti costruisce, altrimenti prende una stoffa (senza tiro)"),
        ("roll", "roll as usual; Take a Good gives a cloth", "tira come al solito; Prendere una Merce dà una stoffa"),
    ]),
]


def _side_in_sentence(side: str) -> dict[str, Any]:
    """A side inside a sentence: "you" / "tu" as the history says it, the AI by its name."""
    return {"key": "side.player"} if side == "player" else {"key": "concordia.side.automa"}


def money_words(key: str, paid: Any, **params: Any) -> dict[str, Any]:
    """A card's money as its history says it: with the sum it paid (``<key>_paid``) when the move
    recorded it, else as a save made before that reads ("5 sestertii + 1 per colonist")."""
    if isinstance(paid, int) and not isinstance(paid, bool):
        return {"key": f"{key}_paid", "params": {"money": paid, **params}}
    return {"key": key}


def production_words(province: str, outcomes: dict[str, Any]) -> dict[str, Any]:
    """A Prefect's production, with the goods it gave each side when the move recorded them
    ("produce in Apulia (1 cloth, 1 wine; the AI: 1 tool)"); a save made before reads the plain line."""
    from solo_desk.games.concordia.content import counted_goods
    from solo_desk.games.concordia.rules import PRODUCED
    from solo_desk.games.concordia.state import GOODS

    produced = outcomes.get(PRODUCED)
    if not isinstance(produced, dict) or not all(isinstance(produced.get(s), dict) for s in ("player", "automa")):
        return {"key": "concordia.word.production_in", "params": {"province": province}}

    def goods(side: str) -> list[dict[str, Any]]:
        counts = produced[side]
        return counted_goods([g for g in GOODS for _ in range(int(counts.get(g, 0)))])

    mine, ai = goods("player"), goods("automa")
    return {"key": "concordia.word.production_in_gained", "params": {
        "province": province, "goods": mine or {"key": "concordia.word.nothing_kept"},
        "ai": {"key": "concordia.word.ai_gained", "params": {"goods": ai}} if ai else ""}}


def prefect_money_words(outcomes: dict[str, Any]) -> dict[str, Any]:
    """The Prefect's money, and the AI colonist that joined the board with it (CONC-PREFECT)."""
    from solo_desk.games.concordia.content import in_places
    from solo_desk.games.concordia.rules import AI_COLONIST, PREFECT_MONEY

    colonist = outcomes.get(AI_COLONIST)
    if isinstance(colonist, dict) and isinstance(colonist.get("city"), str) and colonist.get("kind") in ("land", "sea"):
        ai = {"key": "concordia.word.ai_colonist_joins", "params": {
            "colonist": {"key": f"concordia.colonist.{colonist['kind']}"}, "in_capital": in_places(colonist["city"])}}
    else:
        ai = {"key": "concordia.word.ai_no_colonist_left"}
    return money_words("concordia.word.money", outcomes.get(PREFECT_MONEY), ai=ai)


class ConcordiaGame(BaseGame):
    id = "concordia"
    scene_path = "solo_desk.games.concordia.scene:ConcordiaScene"
    title = Label(en="Concordia (dice AI)", it="Concordia (IA con i dadi)")

    def rolls_dice(self, options: dict[str, Any]) -> bool:
        return True

    @property
    def state_model(self):  # type: ignore[override]
        from solo_desk.games.concordia.state import ConcordiaState

        return ConcordiaState

    @property
    def action_types(self):  # type: ignore[override]
        from solo_desk.games.concordia.state import ACTION_TYPES

        return ACTION_TYPES

    def option_specs(self) -> list[OptionSpec]:
        return list(OPTION_SPECS)

    def content_json(self) -> dict[str, Any]:
        from solo_desk.games.concordia.content import content_json

        return content_json()

    def content_hash(self) -> str:
        from solo_desk.games.concordia.content import content_hash

        return content_hash()

    def new_state(self, options: dict[str, Any], seed: int, mode: Mode) -> GameState:
        from solo_desk.games.concordia import rules
        from solo_desk.games.concordia.state import Variant

        variant = Variant(**resolve_options(OPTION_SPECS, options))
        return rules.new_state(variant, seed, mode)

    def legal_actions(self, state: GameState) -> list[Action]:
        from solo_desk.games.concordia.moves import legal_actions

        return legal_actions(state)  # type: ignore[arg-type]

    def apply(self, state: GameState, action: Action) -> tuple[GameState, Action]:
        from solo_desk.games.concordia import bot, rules
        from solo_desk.games.concordia.state import AutomaTurn, PlayerMove

        action = rules.with_route_ids(state, self.parse_action(action))  # type: ignore[arg-type]
        if isinstance(action, (AutomaTurn, PlayerMove)):
            if state.finished:  # type: ignore[attr-defined]  # not "not your turn": no one's, the game is scored
                raise IllegalAction("concordia.err.game_over", {"rule": "CONC-END-SCORE"})
            side = "automa" if isinstance(action, AutomaTurn) else "player"
            moving = rules.to_move(state)  # type: ignore[arg-type]
            if side == "player" and moving == "automa" and action.by in (None, "player"):  # says what comes first
                raise IllegalAction("concordia.err.ai_turn_first", {"rule": "CONC-TURN-ORDER"})
            if action.by is not None and moving is not None and action.by != moving:
                raise IllegalAction("concordia.err.wrong_side", {
                    "side": _side_in_sentence(action.by), "turn": _side_in_sentence(moving), "rule": "CONC-TURN-ORDER"})
            if action.by is not None and action.by != side:  # a player move is the player's, the AI turn the AI's
                raise IllegalAction("concordia.err.move_side", {
                    "side": _side_in_sentence(action.by), "turn": _side_in_sentence(side), "rule": "CONC-TURN-ORDER"})
            if action.by is None:
                action = action.model_copy(update={"by": side})
        if isinstance(action, AutomaTurn):
            return bot.apply_automa_turn(state, action)  # type: ignore[arg-type]
        if isinstance(action, PlayerMove):
            after = rules.apply_player_move(state, action)  # type: ignore[arg-type]
            return after, rules.with_history_outcomes(state, after, action)  # type: ignore[arg-type]
        if action.family == "answer":
            return rules.apply_answer(state, action), action  # type: ignore[arg-type]
        if action.family == "edit":
            return rules.apply_edit(state, action)  # type: ignore[arg-type]
        raise MalformedAction("action_malformed", {"game": self.title.model_dump(), "detail": action.kind})

    def propose(self, state: GameState, inputs: dict[str, str] | None = None) -> Proposal:
        from solo_desk.games.concordia import bot

        return bot.propose(state, inputs)  # type: ignore[arg-type]

    def to_move(self, state: GameState) -> Side | None:
        from solo_desk.games.concordia import rules

        return rules.to_move(state)  # type: ignore[arg-type]

    def result(self, state: GameState) -> GameResult | None:
        from solo_desk.games.concordia import rules

        if not state.finished:  # type: ignore[attr-defined]
            return None
        scores = {side: rules.score(state, side)["total"] for side in ("player", "automa")}  # type: ignore[arg-type]
        if scores["player"] == scores["automa"]:
            winner = "draw"
        else:
            winner = max(scores, key=scores.__getitem__)
        reason = "houses" if state.concordia and len(state.side(state.concordia).houses) >= 15 else "cards"  # type: ignore[attr-defined]
        return GameResult(winner=winner, reason=reason, scores=scores, rule="CONC-END-SCORE")  # type: ignore[arg-type]

    def check(self, state: GameState) -> None:
        from solo_desk.games.concordia import rules

        rules.check(state)  # type: ignore[arg-type]

    def public_view(self, state: GameState) -> dict[str, Any]:
        """All but the seed and the order of the card stack (its cards are known, by deck)."""
        from solo_desk.games.concordia.content import content

        view = state.model_dump(mode="json", exclude={"seed", "rng_counter", "stack"})
        decks = content().market_card_deck
        view["stack"] = {deck: sorted(c for c in state.stack if decks[c] == deck) for deck in sorted(set(decks.values()))}  # type: ignore[attr-defined]
        return view

    def player_policy(self, state: GameState, rng: random.Random) -> Action:
        from solo_desk.games.concordia.moves import random_move

        return random_move(state, rng)  # type: ignore[arg-type]

    def describe_step(self, actions: list[Action], state: GameState | None = None) -> list[Message] | None:
        """A companion table's many answers in one short clause ("the display shows Prefect, Farmer, …
        (slots 1–7)", "city tokens told for 30 cities"; each answer in the line's tooltip); None for another step."""
        kinds = {a.kind for a in actions}
        if len(actions) < 2 or kinds not in ({"reveal_card"}, {"reveal_city"}):
            return None
        if kinds == {"reveal_city"}:
            return [Message(key="concordia.step.reveal_cities", params={"count": len(actions)})]
        from solo_desk.games.concordia.rules import card_word

        shown = sorted(actions, key=lambda a: a.slot)  # type: ignore[attr-defined]
        slots = [a.slot for a in shown]  # type: ignore[attr-defined]
        span = f"{slots[0]}–{slots[-1]}" if len(slots) > 2 and slots == list(range(slots[0], slots[-1] + 1)) \
            else ", ".join(map(str, slots))
        return [Message(key="concordia.step.reveal_cards", params={
            "cards": [card_word(a.card) for a in shown], "slots": span})]  # type: ignore[attr-defined]

    def describe(self, action: Action, state: GameState | None = None) -> Message:
        """The history line, in its side's person: "you: play the Consul: buy Mercator (5)", "the
        AI: buys Mason, paying …" (see :func:`solo_desk.core.messages.for_side`); with ``state``, a
        Tribune's new colonist names the capital of its map (the move does not record it)."""
        from solo_desk.core.messages import for_side
        from solo_desk.games.concordia.rules import TOOK_CONCORDIA

        described = for_side(self._describe(action, state), action.by)
        ended = action.outcomes.get(TOOK_CONCORDIA) if action.by == "player" else None
        if ended in ("houses", "cards"):  # the move that ends the game says so, as the status line does
            from solo_desk.games.concordia.content import content

            return Message(key=f"concordia.word.took_concordia_{ended}", params={
                "move": {"key": described.key, "params": dict(described.params)},
                "houses": content().rules.houses_per_side, "points": content().rules.scoring.concordia_card})
        return described

    def _describe(self, action: Action, state: GameState | None = None) -> Message:
        from solo_desk.games.concordia import bot
        from solo_desk.games.concordia.content import card_type_name, content
        from solo_desk.games.concordia.state import AutomaTurn, PlayerMove

        if isinstance(action, AutomaTurn) and action.deed is not None:
            # the history prefixes the side ("the automa: "): the line starts with the verb
            told = bot.summary(bot.Deed(action.deed, action.city, action.pay, action.gain, action.cards))
            return Message(key=f"concordia.done.{action.deed}", params=told.params)
        from solo_desk.games.concordia.content import counted_goods, good_word, in_places, place_name

        params = action.model_dump(mode="json", exclude={"outcomes", "by"})
        if isinstance(action, PlayerMove):
            params["card"] = {"key": f"concordia.card.{card_type_name(action.card)}"}
            played = content().cards.card_types.get(card_type_name(action.card))
            if action.kind != "diplomat" and played is not None and played.action == "diplomat":
                # a Diplomat copying the last played card: the line says which action it took
                params["card"] = {"key": "concordia.word.copying", "params": {
                    "card": params["card"], "copied": {"key": f"concordia.word.copied.{action.kind}"}}}
            steps = sum(len(m.path) for m in getattr(action, "moves", ()))
            params["steps"] = steps
            kind = action.kind
            if kind == "prefect":
                province = getattr(action, "province", None)
                params["province"] = production_words(place_name(province), action.outcomes) \
                    if province else prefect_money_words(action.outcomes)
            elif kind == "mercator":
                params["trade"] = [
                    {"key": "concordia.trade.buy" if n > 0 else "concordia.trade.sell",
                     "params": {"n": abs(n), "good": good_word(g, n)}}
                    for g, n in getattr(action, "trade", {}).items() if n
                ] or {"key": "concordia.word.no_trade"}
            elif kind == "architect":
                built = [place_name(c) for c in getattr(action, "build", ())]
                params["build"] = built
                movers = len({m.colonist for m in getattr(action, "moves", ()) if m.path})  # "colonist(s)" by count
                params["moves"] = {"key": "concordia.word.no_move"} if not steps else \
                    {"key": "concordia.word.moved_one"} if steps == 1 else \
                    {"key": "concordia.word.moved_single" if movers == 1 else "concordia.word.moved",
                     "params": {"steps": steps}}
                params["houses"] = {"key": "concordia.word.houses_in", "params": {
                    "cities": built, "count": len(getattr(action, "build", ())),
                    "in_cities": in_places(getattr(action, "build", ()))}} if built \
                    else {"key": "concordia.word.no_house"}
            elif kind == "specialist":  # the good it produced: the card's (a Diplomat's copy: the specialist's)
                good = getattr(played, "good", None)
                params["good"] = {"key": f"concordia.word.produced.{good or 'copied'}"}
            elif kind == "tribune":
                new = getattr(action, "new_colonist", None)
                colonist = {"colonist": {"key": f"concordia.colonist.{new}"}}
                if new and state is not None:  # "in Roma, the capital"
                    from solo_desk.games.concordia.rules import game_map

                    capital = game_map(state).capital  # type: ignore[arg-type]
                    params["new_colonist"] = {"key": "concordia.word.new_colonist_in",
                                              "params": {**colonist, "in_capital": in_places(capital)}}
                else:
                    params["new_colonist"] = {"key": "concordia.word.new_colonist", "params": colonist} if new \
                        else {"key": "concordia.word.no_new_colonist"}
            elif kind == "colonist":
                from solo_desk.games.concordia.rules import COLONIST_MONEY

                cities = [place_name(p.city) for p in getattr(action, "place", ())]
                params["place"] = {"key": "concordia.word.new_colonists", "params": {
                    "cities": cities, "in_cities": in_places([p.city for p in getattr(action, "place", ())])}} \
                    if cities else money_words("concordia.word.colonist_money", action.outcomes.get(COLONIST_MONEY))
            elif kind in ("consul", "senator"):
                bought = getattr(action, "buy", None)
                bought = (bought,) if isinstance(bought, str) else (bought or ())
                params["buy"] = {"key": "concordia.word.buys",
                                 "params": {"cards": [{"key": f"concordia.card.{card_type_name(c)}"} for c in bought]}} \
                    if bought else {"key": "concordia.word.buys_nothing"}
            # the goods the player chose to throw away or to pay an "any good" space with (none: the cheapest)
            chosen = getattr(action, "drop", None) or getattr(action, "pay", None)
            goods = counted_goods(chosen or ())
            params["drop"] = {"key": "concordia.word.throwing_away", "params": {"goods": goods}} \
                if goods and kind in ("prefect", "specialist") else ""
            params["pay"] = {"key": "concordia.word.paying_any", "params": {"goods": goods}} \
                if goods and kind in ("consul", "senator") else ""
            params = {k: ("-" if v in ([], {}, None) else v) for k, v in params.items()}
        elif action.family == "edit":
            params = self._edit_params(action, params)
        elif action.kind == "reveal_card":  # the card by its name, not its id ("I-smith")
            from solo_desk.games.concordia.rules import card_word

            params["card"] = card_word(params["card"])
        elif "city" in params:
            params["city"] = place_name(params["city"])
            if "good" in params:
                params["good"] = {"key": f"concordia.good.{params['good']}"}
        return Message(key=f"concordia.action.{action.kind}", params=params)

    @staticmethod
    def _edit_params(action: Action, params: dict[str, Any]) -> dict[str, Any]:
        """The words of a correction: sides, places and cards by name, in both languages."""
        from solo_desk.games.concordia.content import in_places, place_name
        from solo_desk.games.concordia.rules import card_word, kind_word

        def where(place: str | None) -> Any:
            if place is None:
                return {"key": "concordia.word.storehouse"}
            if place.startswith(("land:", "sea:")):
                return " – ".join(place_name(c) for c in place.split(":", 1)[1].split("-", 1))
            return place_name(place)

        kind = action.kind
        if "side" in params and kind != "edit_card":  # "you: …", "the AI: …", as the history credits moves
            params["side"] = {"key": f"concordia.word.by.{params['side']}"}
        if kind == "edit_money":
            params["side"] = {"key": "concordia.word.by.player"}
        if "good" in params:
            params["good"] = {"key": f"concordia.good.{params['good']}"}
        if kind == "edit_house":
            params["in_city"] = in_places(params["city"])
            params["city"] = place_name(params["city"])
            params["present"] = {"key": "concordia.word.house_added" if params["present"] else "concordia.word.house_removed",
                                 "params": {"in_city": params["in_city"], "city": params["city"]}}  # "added in", "removed from"
        elif kind == "edit_colonist":
            params["colonist"] = kind_word(params["colonist"])
            params["at"], params["to"] = where(params["at"]), where(params["to"])
        elif kind == "edit_card":
            to = params["to"]
            params["to"] = {"key": "concordia.place.display" if to == "display" else f"concordia.place.{to}.{params['side']}"}
            params["card"] = card_word(params["card"])
        elif kind == "edit_display":
            params["card"] = card_word(params["card"])
        elif kind == "edit_city_token":
            params["city"] = place_name(params["city"])
            partner = params.pop("swap_with")
            params["swap"] = {"key": "concordia.word.token_swapped", "params": {"city": place_name(partner)}} if partner else ""
        elif kind == "edit_bonus":
            params["province"] = place_name(params["province"])
            params["face"] = {"key": "concordia.word.coin_side" if params.pop("flipped") else "concordia.word.goods_side"}
        return params


GAME = ConcordiaGame()
