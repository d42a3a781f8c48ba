"""Terra Mystica, solo variant by Alex Peters (Italian adaptation by Nuvolaz)."""
from __future__ import annotations

import random
from typing import Any

from solo_desk.core.actions import Action
from solo_desk.core.game import BaseGame, GameResult, GameState, Mode
from solo_desk.core.options import Label, OptionSpec, choice, resolve_options
from solo_desk.core.proposal import InputRequest, Message, Proposal

from . import state as _state

FACTIONS = (
    ("alchemists", "Alchemists", "Alchimisti"), ("auren", "Auren", "Auren"),
    ("chaosmagicians", "Chaos Magicians", "Maghi del Caos"), ("cultists", "Cultists", "Cultisti"),
    ("darklings", "Darklings", "Oscuri"), ("dwarves", "Dwarves", "Nani"), ("engineers", "Engineers", "Ingegneri"),
    ("fakirs", "Fakirs", "Fachiri"), ("giants", "Giants", "Giganti"), ("halflings", "Halflings", "Mezzuomini"),
    ("mermaids", "Mermaids", "Sirene"), ("nomads", "Nomads", "Nomadi"), ("swarmlings", "Swarmlings", "Sciami"),
    ("witches", "Witches", "Streghe"),
)


def _number_span(numbers: list[int]) -> str:
    """Round numbers as a reader writes them: "1–6" when they follow each other, else "2, 5"."""
    ordered = sorted(numbers)
    if len(ordered) > 2 and ordered == list(range(ordered[0], ordered[-1] + 1)):
        return f"{ordered[0]}–{ordered[-1]}"
    return ", ".join(str(n) for n in ordered)


def _bool(name: str, default: bool, en: str, it: str, ambiguity: str) -> OptionSpec:
    return OptionSpec(name=name, type="bool", default=default, label=Label(en=en, it=it), ambiguity=ambiguity)


class TerraMysticaGame(BaseGame):
    id = "terra_mystica"
    title = Label(en="Terra Mystica (solo variant)", it="Terra Mystica (variante solitario)")
    state_model = _state.TMState
    action_types = _state.ACTION_TYPES
    scene_path = "solo_desk.games.terra_mystica.scene:TerraMysticaScene"

    def rolls_dice(self, options: dict[str, Any]) -> bool:
        return options.get("power_mode", "all") != "all"  # only the power-action die is rolled

    def option_specs(self) -> list[OptionSpec]:
        return [
            OptionSpec(
                name="faction", type="choice", default="random", label=Label(en="Your faction", it="La tua fazione"),
                choices=(choice("random", "Drawn in mode 1, your choice at set-up in mode 2",
                                "Estratta nel modo 1, a tua scelta nella preparazione nel modo 2"),)
                + tuple(choice(*f) for f in FACTIONS),
            ),
            OptionSpec(
                name="difficulty", type="choice", default="intermediate", label=Label(en="Scenario", it="Scenario"),
                choices=(
                    choice("easy", "Easy", "Facile"), choice("intermediate", "Intermediate", "Intermedio"),
                    choice("hard", "Hard", "Difficile"),
                ),
            ),
            OptionSpec(
                name="selection", type="choice", default="random",
                label=Label(en="Selection of round tiles and colour", it="Scelta di tessere turno e colore"),
                choices=(choice("random", "Random (mode 1)", "Casuale (modo 1)"), choice("chosen", "Chosen (mode 2)", "Ponderata (modo 2)")),
            ),
            OptionSpec(
                name="power_mode", type="choice", default="all", label=Label(en="Power actions", it="Azioni potere"),
                choices=(
                    choice("all", "All available", "Tutte disponibili"),
                    choice("dice", "Blocked by a d6 each round", "Bloccate con un d6 ogni turno"),
                    choice("preset", "All six rounds rolled in advance", "Tutti i sei turni tirati in anticipo"),
                ),
            ),
            OptionSpec(
                name="map", type="choice", default="base", label=Label(en="Map", it="Mappa"),
                choices=(
                    choice("base", "Original (base game)", "Mappa originale"),
                    choice("fire_ice_2", "Fire & Ice, side 2", "Fuoco e Ghiaccio, lato 2"),
                    choice("fire_ice_1", "Fire & Ice, side 1", "Fuoco e Ghiaccio, lato 1"),
                    choice("loon_lakes", "Loon Lakes (fan map)", "Loon Lakes (mappa dei fan)"),
                    choice("fjords", "Fjords (fan map)", "Fiordi (mappa dei fan)"),
                ),
            ),
            _bool("weighted_bonus_choice", False, "Mode 2: choose the 4 bonus tiles too",
                  "Modo 2: scegli anche le 4 tessere bonus", "TM-AMB-01"),
            OptionSpec(
                name="third_colour", type="choice", default="by_mode", ambiguity="TM-AMB-03",
                label=Label(en="Who picks the third colour", it="Chi sceglie il terzo colore"),
                choices=(
                    choice("by_mode", "Random in mode 1, you in mode 2", "Casuale nel modo 1, tu nel modo 2"),
                    choice("random", "Always random", "Sempre casuale"), choice("player", "Always you", "Sempre tu"),
                ),
            ),
            OptionSpec(
                name="dwelling_reference", type="choice", default="each", ambiguity="TM-AMB-04",
                label=Label(en="Opponent starting dwellings", it="Abitazioni iniziali avversarie"),
                choices=(
                    choice("each", "One near each of your dwellings", "Una vicino a ciascuna tua abitazione"),
                    choice("any", "Each near the closest of your dwellings", "Ognuna vicino alla tua abitazione più vicina"),
                ),
            ),
            OptionSpec(
                name="distance", type="choice", default="hex", ambiguity="TM-AMB-05",
                label=Label(en="Distance", it="Distanza"),
                choices=(
                    choice("hex", "Hex spaces, rivers included", "Esagoni, fiumi compresi"),
                    choice("land", "Over land first", "Prima via terra"),
                ),
            ),
            OptionSpec(
                name="dwelling_tie", type="choice", default="random", ambiguity="TM-AMB-07",
                label=Label(en="Remaining ties", it="Pareggi residui"),
                choices=(choice("random", "Random", "A caso"), choice("player", "Your choice", "A tua scelta")),
            ),
            OptionSpec(
                name="opponent_actions", type="choice", default="per_round", ambiguity="TM-AMB-10",
                label=Label(en="New actions once per colour", it="Nuove azioni una volta per colore"),
                choices=(choice("per_round", "Per round", "Per turno"), choice("per_game", "Per game", "Per partita")),
            ),
            _bool("upgrade_returns_dwelling", True, "An upgraded opponent dwelling returns to its supply",
                  "L'abitazione avversaria evoluta torna nella riserva", "TM-AMB-12"),
            OptionSpec(
                name="power_duplicates", type="choice", default="reroll", ambiguity="TM-AMB-14",
                label=Label(en="Repeated die results", it="Risultati ripetuti del dado"),
                choices=(choice("reroll", "Re-roll", "Ritira"), choice("keep", "Keep (fewer blocked)", "Tieni (meno bloccate)")),
            ),
        ]

    def content_json(self) -> dict[str, Any]:
        from .content import content_json

        return content_json()

    def content_hash(self) -> str:
        from .content import content_hash

        return content_hash()

    def new_state(self, options: dict[str, Any], seed: int, mode: Mode) -> _state.TMState:
        from .content import catalogue

        opts = resolve_options(self.option_specs(), options)
        board = catalogue().board(opts["map"])
        s = _state.TMState(mode=mode, seed=seed, options=opts, map_id=opts["map"], terrain=dict(board.terrain),
                           rules_version=_state.RULES_VERSION)
        if opts["faction"] != "random":
            from .rules import init_player

            s.faction = opts["faction"]
            init_player(s)
        return s

    def parse_action(self, data: Any) -> Action:
        """Power actions 1, 5 and 6 are no ``power_action``: they are taken with what they give."""
        if isinstance(data, dict) and data.get("kind") == "power_action" and data.get("number") in (1, 5, 6):
            from solo_desk.core.errors import MalformedAction

            number = data["number"]
            key = "power_action_bridge" if number == 1 else "power_action_spades"
            raise MalformedAction(f"terra_mystica.error.{key}", {"number": number})
        return super().parse_action(data)

    def legal_actions(self, state: _state.TMState) -> list[Action]:
        from .rules import legal_moves

        return legal_moves(state)

    def apply(self, state: _state.TMState, action: Action) -> tuple[_state.TMState, Action]:
        from .rules import apply

        return apply(state, self.parse_action(action))

    def propose(self, state: _state.TMState, inputs: dict[str, str] | None = None) -> Proposal:
        from .bot import propose

        return propose(state, inputs)

    def refuse_answer(self, state: _state.TMState, request: InputRequest, value: str) -> Message | None:
        from .bot import refusal

        return refusal(request, value)

    def to_move(self, state: _state.TMState):
        from .rules import to_move

        return to_move(state)

    def result(self, state: _state.TMState) -> GameResult | None:
        if state.phase != "over":
            return None
        # TM-AMB-22: no victory condition; the result is the player's final VP.
        return GameResult(winner="none", reason="final_score", scores={"player": state.vp}, rule="TM-AMB-22")

    def check(self, state: _state.TMState) -> None:
        from .rules import check

        check(state)

    def public_view(self, state: _state.TMState) -> dict[str, Any]:
        return state.model_dump(mode="json", exclude={"seed", "rng_counter"})

    def player_policy(self, state: _state.TMState, rng: random.Random) -> Action:
        from .policy import random_move

        return random_move(state, rng)

    def describe(self, action: Action, state: GameState | None = None) -> Message:
        """The history line: every field (defaults too), names as nested messages so they translate.

        A lower-case verb phrase with no final full stop: the window writes "side: " before it and
        joins a step's actions with "; " ("the automa: places a red dwelling on D4; ..."); the Player's
        lines are in the second person ("you: upgrade B5 to a trading house"). A correction is by no
        side (the window writes none before it, whatever its ``by``): it states the corrected fact,
        "Correction: your coins now 15", as every game's corrections do."""
        from . import labels

        from solo_desk.core.messages import lookup

        params = {k: v for k, v in action.model_dump(mode="json").items() if k not in ("kind", "outcomes", "by")}
        nested = {"via": "via", "to": "building", "colour": "colour", "cult": "cult", "building": "building"}
        for field, section in nested.items():
            if isinstance(params.get(field), str):
                params[field] = {"key": f"terra_mystica.{section}.{params[field]}"}
        key = f"terra_mystica.action.{action.kind}"
        if isinstance(action.model_dump().get("colour"), str):  # agrees with a feminine noun (abitazione rossa)
            params["colour_f"] = labels.colour_f(action.model_dump()["colour"])
        if action.kind == "transform_build":
            target = params.get("target")
            # the terrain by name, as the menus say it ("to Desert", "in Deserto"), never its colour
            from .content import catalogue

            terrain = catalogue().tables.terrains.get(target) if target else None
            params["target"] = ({"key": "terra_mystica.transform_to.colour", "params": {"colour": labels.terrain(terrain)}}
                                if terrain else {"key": "terra_mystica.transform_to.colour",
                                                 "params": {"colour": {"key": f"terra_mystica.colour.{target}"}}}
                                if target else {"key": "terra_mystica.transform_to.home"})
            params["built"] = {"key": "terra_mystica.built_dwelling"} if params.get("build") else ""
        from solo_desk.core.messages import lookup

        if action.kind == "upgrade":  # the stronghold's gain at once, the Swarmlings' free trading house
            gained = params.pop("gain", None) or {}
            if gained:
                key = "terra_mystica.action.upgrade_gain"
                params["gain"] = [{"key": f"terra_mystica.sh_gain.{r}", "params": {"n": n}} for r, n in gained.items()
                                  if lookup(f"terra_mystica.sh_gain.{r}")]
            elif params.get("free"):
                key = "terra_mystica.action.upgrade_free"
        if action.kind == "leech" and params.get("accept") and params.get("power") is not None:  # how much, for what
            key = "terra_mystica.action.leech_cost" if params.get("vp") else "terra_mystica.action.leech_amount"
        if action.kind == "take_town" and params.get("bonus"):  # the Swarmlings' 3 workers
            key, params["bonus"] = "terra_mystica.action.take_town_bonus", labels.amounts(params["bonus"])
        if action.kind == "workers_to_priests" and params.get("count") == 0:
            key = "terra_mystica.action.workers_to_priests_none"
        if action.kind == "river_town":  # the river by the buildings on its banks, never its id ("r10")
            banks, town = params.pop("banks", None), params.pop("town", None)
            key = "terra_mystica.action.river_town_named" if banks and town else "terra_mystica.action.river_town_old"
            params = {"banks": ", ".join(banks or []), "town": ", ".join(town or [])}
        if action.kind == "transform_build":  # what the rules recorded: the Darklings' priests, carpet/tunnel
            via, paid, reach = params.get("via"), params.pop("paid_with", None), params.pop("range_kind", None)
            if via == {"key": "terra_mystica.via.dig"} and paid:
                via = {"key": f"terra_mystica.via.dig_{paid}"} if lookup(f"terra_mystica.via.dig_{paid}") else via
            if reach:
                via = {"key": "terra_mystica.via.with_range", "params": {"via": via, "range": {"key": f"terra_mystica.range.{reach}"}}}
            params["via"] = via
            if params.pop("built_only", False) and params.get("build") and via != {"key": "terra_mystica.via.ride"}:
                # nothing transformed (a hex already of the home terrain): "build a dwelling on C5"
                key = "terra_mystica.action.build_dwelling" + ("_range" if reach else "")
                params["via"] = {"key": f"terra_mystica.range.{reach}"} if reach else via
        if action.kind == "transform_build" and params.get("via") == {"key": "terra_mystica.via.ride"}:
            key = "terra_mystica.action.transform_build_ride"  # the Witches' Ride transforms nothing: a forest hex
        if action.kind == "cult_action" and params.get("via") == {"key": "terra_mystica.via.auren"}:
            key = "terra_mystica.action.cult_action_two"  # the Auren's stronghold: 2 steps
        if action.kind == "opponent_start":  # the dwelling the hex is nearest to (dwelling_reference=any)
            params["ref"] = params.pop("near", None) or params.get("ref")
            params["refs"] = len([r for r in str(params["ref"] or "").split(",") if r.strip()]) or 1  # "your dwellings at …"
            if params.get("tie"):  # the player settled a tie: "…; your choice of the tie between A11, B3"
                key = "terra_mystica.action.opponent_start_chosen"
            elif params.get("tie_drawn"):  # the app drew it: "…; drawn at random from the tie between A5, B4"
                key, params["tie"] = "terra_mystica.action.opponent_start_drawn", params["tie_drawn"]
        if action.kind == "convert":  # how much: "convert 2 workers into 2 coins"
            rate = _conversion_rate(params["source"], params["target"])
            if rate is not None:
                paid, got = ({r: n * action.times for r, n in part.items()} for part in rate)
                params["source"], params["target"] = labels.amounts(paid), labels.amounts(got)
            else:
                params["source"], params["target"] = labels.resource(params["source"]), labels.resource(params["target"])
        income = action.outcomes.get("income")
        if action.kind == "income" and isinstance(income, dict) and income and all(isinstance(v, int) for v in income.values()):
            key, params["gain"] = "terra_mystica.action.income_told", labels.amounts(income)  # type: ignore[arg-type]
        if action.kind == "power_action":  # what it gave: "take power action 4 (collect 7 coins)"
            params["name"] = {"key": f"terra_mystica.power_action.{params['number']}"}
        if action.kind == "burn":  # "sacrifice 2 power"
            key = "terra_mystica.action.burn_count"
        if isinstance(params.get("tile"), str):
            params["tile"] = labels.tile_shown(params["tile"])
        if action.kind == "leech" and not params.get("accept"):
            key = "terra_mystica.action.leech_decline"
        if action.kind == "send_priest" and params.get("steps") == 1:
            key = "terra_mystica.action.send_priest_one"
        rolls = action.outcomes.get("rolls")
        if (action.kind == "block_power" and isinstance(rolls, list) and rolls
                and all(isinstance(r, int) and 1 <= r <= 6 for r in rolls)):  # the dice, and what they blocked
            key = "terra_mystica.action.block_power_named"
            params["blocked"] = [labels.die_choice(n) for n in sorted(set(rolls))]  # as the trace names them: "2 · gain a priest"
        if action.kind == "block_power" and "rolls" not in action.outcomes:
            # power_mode=preset: no dice now (rolled before the game); the action names what it blocked
            blocked = params.pop("blocked", None)
            key = "terra_mystica.action.block_power_preset" + ("" if blocked else "_unnamed")
            if blocked:
                params["blocked"] = [labels.die_choice(n) for n in blocked]
        if action.kind == "pass" and not params.get("tile"):
            key = "terra_mystica.action.pass_last"
        if action.kind == "pass":  # what passing brought (recorded by the rules; a save before them: nothing said)
            scored: list[Any] = []
            if isinstance(action.outcomes.get("pass_vp"), int):
                scored.append(labels.msg("pass_scored.vp", n=action.outcomes["pass_vp"]))
            bridges = action.outcomes.get("bridge_vp")  # the Engineers' stronghold: 3 VP a bridge
            if isinstance(bridges, dict) and all(isinstance(bridges.get(k), int) for k in ("bridges", "vp")):
                scored.append(labels.msg("pass_scored.bridges", n=bridges["bridges"], vp=bridges["vp"]))
            bonus = action.outcomes.get("round_bonus")
            if isinstance(bonus, dict) and bonus and all(isinstance(v, int) for v in bonus.values()):
                scored.append(labels.msg("pass_scored.round_bonus", gain=labels.amounts(bonus)))  # type: ignore[arg-type]
            final, total = action.outcomes.get("final"), action.outcomes.get("final_score")
            if (isinstance(action.outcomes.get("final_vp"), int) and isinstance(final, dict) and isinstance(total, int)
                    and all(isinstance(v, int) for v in final.values())):  # the table, category by category
                parts = [labels.final_part(k, v) for k, v in final.items()]
                scored.append(labels.msg("pass_scored.final_table", n=action.outcomes["final_vp"], parts=parts, total=total))
            elif isinstance(action.outcomes.get("final_vp"), int):  # recorded before the table was told
                scored.append(labels.msg("pass_scored.final", n=action.outcomes["final_vp"]))
            if scored:
                key, params["scored"] = key + "_scored", scored
        if action.kind == "setup_pick":
            item = str(params.get("item"))
            head, _, n = item.rpartition("_")
            step = head if n.isdigit() else item
            if step in ("faction", "third_colour", "round_tile", "bonus_tile", "preset_round", "cults"):
                key = f"terra_mystica.action.setup_pick.{step}"
                if step in ("faction", "third_colour", "round_tile") and action.by != "automa":
                    key += ".chosen"  # mode 2 (or the third colour option): the player chooses, nothing is drawn
                params["n"] = int(n) if n.isdigit() else ""
                params["value"] = labels.setup_value(item, params.get("value"))
                if step == "preset_round" and "rolls" not in action.outcomes:  # not rolled yet
                    key += "_unrolled"
        if action.family == "edit":
            key, params = self._describe_edit(action, key, params)
            if isinstance(action.outcomes.get("rescored"), int):  # after the game's end: the score follows
                key, params = "terra_mystica.action.rescored_edit", {"edit": {"key": key, "params": params},
                                                                    "vp": action.outcomes["rescored"]}
        params |= {f"outcome_{k}": v for k, v in action.outcomes.items()}
        if action.family == "edit":  # "Correction: …", in no side's person (its ``by`` is only the saves' default)
            return Message(key=key, params=params)
        from solo_desk.core.messages import for_side

        return for_side(Message(key=key, params=params), action.by)  # "you: upgrade …", "the automa: places …"

    # the set-up draws the history says in one short clause, in this order (each draw in the line's tooltip)
    SETUP_DRAWS = ("faction", "third_colour", "round_tile", "bonus_tile", "preset_round")

    def describe_step(self, actions: list[Action], state: GameState | None = None) -> list[Message] | None:
        """The automa's set-up of many draws in one short clause ("draws the faction Alchemists, the
        third opponent colour green, the scoring tiles of rounds 1–6, 4 bonus tiles in play"), the
        other actions' lines after it; None for any other step."""
        from . import labels

        starts = self._describe_opponent_starts(actions)
        if starts is not None:
            return starts
        drawn: dict[str, list[Any]] = {}
        rest: list[Action] = []
        for a in actions:
            head, _, n = str(getattr(a, "item", "")).rpartition("_")
            step = head if n.isdigit() else getattr(a, "item", "")
            if a.kind == "setup_pick" and a.by == "automa" and step in self.SETUP_DRAWS:
                drawn.setdefault(step, []).append(int(n) if n.isdigit() else a.value)
            else:
                rest.append(a)
        if sum(len(v) for v in drawn.values()) < 2:
            return None
        parts = []
        for step in self.SETUP_DRAWS:
            values = drawn.get(step)
            if not values:
                continue
            if step in ("faction", "third_colour"):
                parts.append(labels.msg(f"setup_drawn.{step}", value=labels.setup_value(step, values[-1])))
            else:  # numbered: the rounds ("1–6") or how many tiles
                parts.append(labels.msg(f"setup_drawn.{step}", count=len(values), rounds=_number_span(values)))
        drew = (Message(key="terra_mystica.action.setup_drawn_and", params={"parts": parts[:-1], "last": parts[-1]})
                if len(parts) > 1 else Message(key="terra_mystica.action.setup_drawn", params={"parts": parts}))
        return [drew, *(self.describe(a) for a in rest)]

    @staticmethod
    def _describe_opponent_starts(actions: list[Action]) -> list[Message] | None:
        """The opponents' starting dwellings in one short clause, colour by colour ("places the
        opponents' starting dwellings: yellow on D3 and F3, grey on F1 and E7, …"); each one's line,
        with the dwelling it is near, in the tooltip. None unless the step is two or more of them."""
        from . import labels

        if len(actions) < 2 or any(a.kind != "opponent_start" or a.by != "automa" or not getattr(a, "hex", None)
                                   for a in actions):
            return None  # (a colour with no free hex left: each action keeps its own line)
        hexes: dict[str, list[Any]] = {}
        for a in actions:  # a hex chosen or drawn in a tie is marked so (the tied hexes in the tooltip's line)
            mark = "chosen" if getattr(a, "tie", None) else "drawn" if getattr(a, "tie_drawn", None) else None
            hexes.setdefault(a.colour, []).append(  # type: ignore[attr-defined]
                labels.msg(f"opponent_starts.{mark}", hex=a.hex) if mark else a.hex)  # type: ignore[attr-defined]
        parts = [labels.msg("opponent_starts.one", colour=labels.colour(c), hex=hs[0]) if len(hs) == 1 else
                 labels.msg("opponent_starts.many", colour=labels.colour(c), hexes=hs[:-1], last=hs[-1])
                 for c, hs in hexes.items()]
        return [Message(key="terra_mystica.action.opponent_starts", params={"parts": parts})]

    @staticmethod
    def _describe_edit(action: Action, key: str, params: dict[str, Any]) -> tuple[str, dict[str, Any]]:
        """A correction states the corrected fact ("Correction: your coins now 15", "Correction: the
        blue pawn on the Earth cult is on space 4", "Correction: tiles held: taken the favour tile
        “Earth +1; ...”")."""
        from . import labels

        data = action.model_dump(mode="json")
        if action.kind == "edit_cult" and data.get("colour") and data.get("swap") and "swap_value" in action.outcomes:
            return "terra_mystica.action.edit_cult_swap", params | {
                "colour": labels.colour(data["colour"]), "swap": labels.colour(data["swap"]),
                "swap_f": labels.colour_f(data["swap"]), "swap_value": action.outcomes["swap_value"]}
        if action.kind == "edit_cult" and data.get("colour"):
            return "terra_mystica.action.edit_cult_opponent", params | {"colour": labels.colour(data["colour"])}
        if action.kind == "edit_resources":
            parts = []
            for name in ("coins", "workers", "priests", "power", "vp", "keys", "shipping", "digging"):
                value = data.get(name)
                if value is None:
                    continue
                if name == "power":
                    parts.append(labels.msg("edit.power", a=value[0], b=value[1], c=value[2]))
                else:
                    parts.append(labels.msg(f"edit.{name}", n=value))
            if parts:
                return key, params | {"what": parts}
            return "terra_mystica.action.edit_resources_none", params
        if action.kind == "edit_building":
            if not data.get("owner"):
                return "terra_mystica.action.edit_building_remove", params
            b, owner = data.get("building") or "D", data["owner"]
            if owner == "player":
                now = labels.msg(f"edit_now.mine.{b}")
            else:  # the colour agrees with the building (un tempio grigio, una fortezza grigia)
                now = labels.msg(f"edit_now.opp.{b}", colour=labels.colour(owner), colour_f=labels.colour_f(owner))
            return key, params | {"now": now}
        if action.kind == "edit_round_tile" and action.outcomes.get("swapped"):
            return "terra_mystica.action.edit_round_tile_swap", params | {"swapped": action.outcomes["swapped"]}
        if action.kind == "edit_bonus_tile":  # whose tile: the player's own, or one in play (saves before: neither said)
            held = action.outcomes.get("held")
            key = {True: "terra_mystica.action.edit_bonus_tile_yours", False: "terra_mystica.action.edit_bonus_tile_pool"}.get(held, key)
            return key, params | {"old": labels.tile_shown(data["old"]), "old_shows": labels.tile_choice(data["old"])}
        if action.kind == "edit_blocked":
            if not data.get("blocked"):
                return "terra_mystica.action.edit_blocked_none", {}
            return key, {"count": len(data["blocked"]), "blocked": [
                {"key": "terra_mystica.power_action_numbered", "params": {"number": n, "name": {"key": f"terra_mystica.power_action.{n}"}}}
                for n in data["blocked"]]}
        if action.kind == "edit_tiles" and ("added" in action.outcomes or "removed" in action.outcomes):
            parts = [labels.msg("edit_tile.added", tile=labels.tile_shown(str(t))) for t in action.outcomes.get("added") or []]
            parts += [labels.msg("edit_tile.removed", tile=labels.tile_shown(str(t))) for t in action.outcomes.get("removed") or []]
            if parts:
                return "terra_mystica.action.edit_tiles_changed", {"what": parts}
        return key, params

def _conversion_rate(source: str, target: str) -> tuple[dict[str, int], dict[str, int]] | None:
    """What one conversion pays and gets: the fixed rates, or the exchange of VP and coins of the one
    faction that has it (the Alchemists: no other faction may convert VP or into VP)."""
    from .content import catalogue
    from .rules import CONVERSIONS

    if (source, target) in CONVERSIONS:
        return CONVERSIONS[(source, target)]
    exchanges = [f.exchange for f in catalogue().factions.values() if f.exchange]
    if len(exchanges) == 1 and (source, target) == ("vp", "coins"):
        return {"vp": 1}, {"coins": exchanges[0]["vp_to_coins"]}
    if len(exchanges) == 1 and (source, target) == ("coins", "vp"):
        return {"coins": exchanges[0]["coins_per_vp"]}, {"vp": 1}
    return None


GAME = TerraMysticaGame()
