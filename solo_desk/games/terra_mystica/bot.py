"""The variant's automation: setup draws, opponent starting dwellings, round start.

``propose`` plays the automated steps on a scratch copy (``rules.apply`` is pure)
and explains each with the rule ID that decided it. In companion mode, and for
ties the player settles, every random event becomes a question (``needs_input``)
offering only the values still possible.
"""
from __future__ import annotations

import re
from typing import Any

from solo_desk.core.actions import Action
from solo_desk.core.errors import BadInput
from solo_desk.core.messages import listed
from solo_desk.core.proposal import Dropped, InputChoice, InputRequest, Message, Proposal, Trace

from . import labels, rules
from .content import CULTS, catalogue, colours_at
from .state import BlockPower, Income, OpponentStart, SetupPick, TMState

K = "terra_mystica.trace."
DIFFICULTY_RULE = {"easy": "EASY", "intermediate": "INTERMEDIATE", "hard": "HARD"}


class NeedAnswer(Exception):
    def __init__(self, request: InputRequest):
        self.request = request


def ask(name: str, key: str, choices: list[str], kind: str = "choice", label: Any = None, **params: Any) -> InputRequest:
    """A question of the table; ``label(value)`` names a choice ({"en", "it"} or a nested message)."""
    return InputRequest(name=name, kind=kind, key=K + key, params=labels.named(params),
                        choices=[InputChoice(value=c, label=label(c) if label else None) for c in choices])


TABLE = "__table__"  # marks, inside the working copy of the inputs, that a question of the table was answered


def answer(inputs: dict[str, str], request: InputRequest, table: bool = True) -> str:
    """The player's answer to ``request`` (inputs are cumulative: every answer given so far).

    ``table``: a question of the table (a drawn faction or tile, a physical die), as opposed to a
    choice inside the automated opponents' placement (a tie the player settles).
    """
    value = inputs.get(request.name)
    if value is None:
        raise NeedAnswer(request)
    if value not in {c.value for c in request.choices}:  # refused with the answers offered, never asked again silently
        reason = refusal(request, value)
        if reason is not None:
            raise BadInput(reason.key, reason.params)
        raise BadInput("terra_mystica.error.bad_answer", {
            "name": request.name, "value": value,
            "choices": [c.value for c in request.choices]})  # what the answer is given as (the CLI's values)
    if table:
        inputs[TABLE] = "1"
    return value


DIE_QUESTION = re.compile(r"^(?:round|preset)_(\d+)_die_\d+$")


def refusal(request: InputRequest, value: str) -> Message | None:
    """Why an answer not offered is refused, when there is more to say than the choices: a die face
    whose action is already blocked for that round is re-rolled (TM-AMB-14)."""
    asked = DIE_QUESTION.match(request.name)
    if request.kind != "die" or asked is None or value not in {str(n) for n in range(1, 7)}:
        return None
    return Message(key="terra_mystica.error.die_already_blocked", params={
        "face": int(value), "action": {"key": f"terra_mystica.power_action.{value}"}, "round": int(asked.group(1)),
        "name": request.name, "choices": [c.value for c in request.choices], "count": request.params.get("count")})


def final_trace(s: TMState) -> list:
    """The last explanation: the final scoring category by category, as the rules scored it (``s.final``),
    with what each compared (your value, your place, the opponents' values) and the final score."""
    if not s.final or not s.faction:
        return []
    trace = Trace()
    standings = rules.final_standings(s)
    level = str(s.options.get("difficulty", "")).upper()
    for key, vp in s.final.items():
        if key in standings:
            mine, place, tied, theirs = standings[key]
            common = {"mine": mine, "place": place, "place_name": labels.place(place), "theirs": "/".join(map(str, theirs)), "vp": vp}
            if key == "area":
                trace.step(f"TM-SCORE-AREA-{level}", K + "final_area" + ("_tied" if tied else ""), **common)
            else:
                trace.step("TM-SCORE-CULT", K + "final_cult" + ("_tied" if tied else ""), cult=labels.cult_title(key[5:]), **common)
        elif key == "resources":
            left = rules.final_coins(s)
            trace.step("TM-SCORE-FINAL", K + "final_resources", total=sum(left.values()), per=rules.coins_per_vp(s), vp=vp, **left)
    total = sum(s.final.values())
    trace.step("TM-AMB-22", K + "final_total", vp=s.vp, before=s.vp - total, final=total)
    return trace.steps


def propose(state: TMState, inputs: dict[str, str] | None = None) -> Proposal:
    inputs = dict(inputs or {})
    side = rules.to_move(state)
    if side is None:
        return Proposal(status="game_over", rule="TM-AMB-22", summary=Message(key=K + "game_over", params={"vp": state.vp}),
                        trace=final_trace(state))
    if side == "player":
        return Proposal(status="not_automa_turn", to_move="player", rule=player_rule(state))
    trace = Trace()
    actions: list[Action] = []
    s = state
    try:
        while rules.to_move(s) == "automa":
            action = next_action(s, inputs, trace)
            s, recorded = rules.apply(s, action)
            actions.append(recorded)
            explain_after(s, recorded, trace)
    except NeedAnswer as need:
        # one question at a time and no actions, so nothing half-answered can be applied
        return Proposal(status="needs_input", to_move="automa", inputs=[need.request], trace=trace.steps)
    if TABLE in inputs:
        # questions of the table (draws, dice), all answered: still needs_input, with the actions to apply
        return Proposal(
            status="needs_input", to_move="automa", rule=trace.steps[0].rule if trace.steps else None,
            actions=actions, trace=trace.steps, summary=Message(key=K + "answered", params={"count": len(actions)}),
        )
    return Proposal(
        status="automa_turn",
        to_move="automa",
        rule=trace.steps[0].rule if trace.steps else None,
        actions=actions,
        trace=trace.steps,
        summary=Message(key=K + "summary", params={"count": len(actions)}),
    )


def player_rule(s: TMState) -> str:
    if s.phase == "setup":
        return rules.setup_need(s).rule  # type: ignore[union-attr]
    if s.phase == "dwellings":
        return "TM-DWELL-ORDER"
    return "TM-GEN-OPP"  # opponents never take a turn: only the player acts


def asks_player(s: TMState) -> bool:
    return s.mode == "companion"


# --- choosing the next automated action -----------------------------------------------------


def next_action(s: TMState, inputs: dict[str, str], trace: Trace) -> Action:
    if s.phase == "setup":
        return setup_action(s, inputs, trace)
    if s.phase == "opponents":
        return opponent_dwelling(s, inputs, trace)
    if s.phase == "income":
        return round_start_action(s, inputs, trace)
    raise AssertionError(s.phase)


def setup_action(s: TMState, inputs: dict[str, str], trace: Trace) -> Action:
    need = rules.setup_need(s)
    assert need is not None
    if need.item == "cults":
        return SetupPick(by="automa", item="cults")
    if need.item.startswith("preset_round_"):
        r = int(need.item.rsplit("_", 1)[1])
        rolls = dice(s, inputs, f"preset_{r}", trace) if asks_player(s) else None
        pick = SetupPick(by="automa", item=need.item)
        return pick.with_outcomes(rolls=rolls) if rolls is not None else pick
    if need.item == "third_colour":
        home = rules.faction_of(s).home
        forced = colours_at(home, 1)
        trace.step("TM-SETUP-COLOURS-1SPADE", K + "forced_colours", kept=forced, home=labels.colour(home),
                   home_from=labels.colour_from(home))
    if asks_player(s):
        value = answer(inputs, ask(need.item, "ask_" + need.item.rstrip("0123456789").rstrip("_"), list(need.choices),
                                   label=lambda v: labels.setup_choice(need.item, v), slot=labels.setup_item(need.item)))
        return SetupPick(by="automa", item=need.item, value=value)
    return SetupPick(by="automa", item=need.item)


def dice(s: TMState, inputs: dict[str, str], prefix: str, trace: Trace) -> list[int]:
    """Physical d6 rolls, one question at a time, offering only the actions not yet blocked."""
    count = rules.difficulty(s).blocked_power_actions
    reroll = s.options["power_duplicates"] == "reroll"
    rolls: list[int] = []
    while (len(set(rolls)) if reroll else len(rolls)) < count:
        offered = [str(v) for v in range(1, 7) if not (reroll and v in rolls)]
        request = ask(f"{prefix}_die_{len(rolls) + 1}", "ask_die" if reroll else "ask_die_keep", offered, kind="die",
                      label=lambda v: labels.die_choice(int(v)), number=len(rolls) + 1, count=count)
        rolls.append(int(answer(inputs, request)))
    return rolls


def round_start_action(s: TMState, inputs: dict[str, str], trace: Trace) -> Action:
    if "income" not in s.used:
        return Income(by="automa")
    block = BlockPower(by="automa")
    if s.options["power_mode"] == "dice" and asks_player(s):
        return block.with_outcomes(rolls=dice(s, inputs, f"round_{s.round}", trace))
    return block


def refs(ref: str) -> dict[str, Any]:
    """The ``ref`` parameter (the player's dwelling(s) a distance is measured from, "A10" or "A10, G3")
    with ``refs``, how many, so a message says "your dwelling at A10" or "your dwellings at A10, G3"."""
    return {"ref": ref, "refs": len([r for r in ref.split(",") if r.strip()]) or 1}


def opponent_dwelling(s: TMState, inputs: dict[str, str], trace: Trace) -> Action:
    ref, colour = rules.next_opponent_start(s)  # type: ignore[misc]
    place = rules.placement(s, ref, colour)
    board = rules.board_of(s)
    any_ref = s.options["dwelling_reference"] == "any"
    by_land = s.options["distance"] == "land"
    count = rules.opponent_dwellings_needed(s)
    trace.step(
        "TM-DWELL-COUNT", K + ("dwelling_count_one" if count == 1 else "dwelling_count_any" if any_ref else "dwelling_count"),
        count=count,
        faction=labels.faction(s.faction or ""), ambiguity="TM-AMB-04", **refs(ref), colour=labels.colour(colour),
    ) if (ref, colour) == (s.start_dwellings[0], s.colours[0]) else None
    occupied = [h for h, c in s.terrain.items() if c == colour and h in s.buildings]
    trace.step(
        "TM-DWELL-PLACE", K + ("candidates_any" if any_ref else "candidates"), kept=place.candidates,
        dropped=[Dropped(candidate=h, key=K + "occupied", params={"hex": h}) for h in occupied],
        colour=labels.colour(colour), **refs(ref), ambiguity="TM-AMB-08" if occupied else ("TM-AMB-04" if any_ref else None),
    )
    if not place.candidates:
        return OpponentStart(by="automa", colour=colour, ref=ref)

    def near(hexes: list[str]) -> str:
        """The dwelling(s) the distances of ``hexes`` were measured from (TM-AMB-04: any of the player's)."""
        return ", ".join(r for r in s.start_dwellings if any(r in place.near[h] for h in hexes)) if any_ref else ref

    # TM-AMB-05: with distance=land the ranking is by land path; a hex no land path reaches comes after
    # every hex one does, then by plain hex distance
    reached = place.keys[place.nearest[0]][0] == 0

    def farther(h: str) -> Dropped:
        unreached = place.keys[h][0] == 1
        key = "not_by_land" if unreached and reached else ("farther_land" if by_land and reached else "farther")
        if any_ref and key == "farther":
            key = "farther_from"
        return Dropped(candidate=h, key=K + key,
                       params={"hex": h, "distance": place.keys[h][1], "ref": near([h])})

    trace.step(
        "TM-DWELL-DIST", K + ("nearest" if not by_land else "nearest_land" if reached else "nearest_no_land"),
        kept=place.nearest,
        dropped=[farther(h) for h in place.candidates if h not in place.nearest],
        colour=labels.colour(colour), **refs(near(place.nearest)), distance=place.distance,
        ambiguity="TM-AMB-05" if by_land else ("TM-AMB-04" if any_ref else None),
    )
    if place.island_used:
        if any_ref:  # each hex is compared with the island of its own nearest dwelling(s)
            trace.step(
                "TM-DWELL-TIE-ISLAND", K + "same_island_any", kept=place.best,
                dropped=[
                    Dropped(candidate=h, key=K + "other_island_any",
                            params={"hex": h, "island": board.island[h] + 1, "ref": near([h])})
                    for h in place.nearest if h not in place.best
                ],
                colour=labels.colour(colour), **refs(near(place.best)),
                where=[labels.msg("trace.hex_island_of", hex=h, island=board.island[h] + 1, ref=near([h]))
                       for h in place.best],
                ambiguity="TM-AMB-06",
            )
        else:
            trace.step(
                "TM-DWELL-TIE-ISLAND", K + "same_island", kept=place.best,
                dropped=[
                    Dropped(candidate=h, key=K + "other_island", params={"hex": h, "island": board.island[h] + 1})
                    for h in place.nearest if h not in place.best
                ],
                colour=labels.colour(colour), **refs(ref), island=board.island[ref] + 1, ambiguity="TM-AMB-06",
            )
    elif len(place.best) > 1:  # the island settles nothing: said before the tie is drawn or asked
        if any_ref:  # each hex on the island of its own nearest dwelling, or none of them: said hex by hex
            def island_of(h: str) -> Any:
                own = [r for r in place.near[h] if board.island[r] == board.island[h]]
                return (labels.msg("trace.hex_island_of", hex=h, island=board.island[h] + 1, ref=", ".join(own)) if own
                        else labels.msg("trace.hex_island_not_of", hex=h, island=board.island[h] + 1, ref=near([h])))
            same = any(board.island[r] == board.island[place.best[0]] for r in place.near[place.best[0]])
            trace.step("TM-DWELL-TIE-ISLAND", K + ("island_undecided_any" if same else "island_undecided_any_none"),
                       kept=place.best, colour=labels.colour(colour), **refs(near(place.best)), ambiguity="TM-AMB-06",
                       where=listed([island_of(h) for h in place.best]))
        else:
            same = board.island[place.best[0]] == board.island[ref]  # all on it or none (else the island decided)
            trace.step("TM-DWELL-TIE-ISLAND", K + ("island_undecided_all" if same else "island_undecided_none"),
                       kept=place.best, colour=labels.colour(colour), **refs(ref), hexes=", ".join(place.best),
                       island=board.island[ref] + 1, ambiguity="TM-AMB-06")
    action = OpponentStart(by="automa", colour=colour, ref=ref)
    if len(place.best) > 1:
        if s.options["dwelling_tie"] == "player" or asks_player(s):
            hex_ = answer(inputs, ask(f"tie_{ref}_{colour}", "ask_tie", place.best, colour_f=colour,
                                      **refs(near(place.best))), table=False)
            action = action.model_copy(update={"hex": hex_})
        trace.step(
            "TM-DWELL-TIE-RANDOM", K + ("tie_player" if action.hex else "tie_random"), kept=place.best,
            colour=labels.colour(colour), **refs(near(place.best)), ambiguity="TM-AMB-07",
        )
    return action


# --- explaining what an applied action did ---------------------------------------------------------


def explain_after(s: TMState, done: Action, trace: Trace) -> None:
    if isinstance(done, SetupPick):
        explain_setup(s, done, trace)
    elif isinstance(done, OpponentStart):
        drawn = {"tie": ", ".join(done.tie_drawn)} if done.tie_drawn else {}  # the app drew it (TM-DWELL-TIE-RANDOM)
        trace.step("TM-DWELL-PLACE", K + ("placed_drawn" if drawn else "placed"), kept=[done.hex] if done.hex else [],
                   colour=labels.colour(done.colour), colour_f=labels.colour_f(done.colour),
                   **refs(", ".join(rules.nearest_dwellings(s, done.ref, done.hex)) if done.hex else done.ref),
                   hex=done.hex or "-", **drawn)
    elif isinstance(done, Income):
        income = {k: v for k, v in rules.income_of(s).items() if v}
        trace.step("TM-GEN-BASE", K + ("income" if income else "income_none"), round=s.round,
                   income=labels.amounts(income) if income else "", **income)
        if s.options["power_mode"] == "all":
            trace.step("TM-POWER-ALL", K + "power_all", round=s.round)
    elif isinstance(done, BlockPower):
        explain_block(s, done, trace)


def explain_setup(s: TMState, done: SetupPick, trace: Trace) -> None:
    item, value = done.item, done.value
    if item == "faction":
        trace.step("TM-GEN-MODE-RANDOM", K + "faction", kept=[value], faction=labels.faction(value or ""))
    elif item == "third_colour":
        home = rules.faction_of(s).home
        options = colours_at(home, 2)
        trace.step(
            "TM-SETUP-COLOURS-2SPADE", K + "third_colour", kept=[value],
            dropped=[Dropped(candidate=c, key=K + "not_drawn", label=labels.colour(c)) for c in options if c != value],
            colour=labels.colour(value or ""), ambiguity="TM-AMB-03",
        )
        trace.step("TM-SETUP-SUPPLY", K + "supply", kept=list(s.colours), dwellings=8, trading_houses=4)
    elif item.startswith("round_tile_"):
        slot = int(item.rsplit("_", 1)[1])
        banned = [t.id for t in catalogue().tables.round_tiles if slot in t.not_in_rounds and t.id not in s.round_tiles]
        trace.step(
            "TM-GEN-MODE-RANDOM", K + "round_tile", kept=[value], round=slot, tile=labels.tile_shown(value),
            ambiguity="TM-AMB-02",
            dropped=[Dropped(candidate=t, key=K + "not_in_round", params={"round": slot}, label=labels.tile_choice(t))
                     for t in banned],
        )
    elif item.startswith("bonus_tile_"):
        trace.step("TM-SETUP-BONUS", K + "bonus_tile", kept=[value], tile=labels.tile_shown(value), ambiguity="TM-AMB-01")
    elif item.startswith("preset_round_"):
        r = int(item.rsplit("_", 1)[1])
        rolls = list(done.outcomes.get("rolls", []))  # type: ignore[arg-type]
        trace.step("TM-POWER-PRESET", K + "preset", kept=[str(n) for n in s.blocked_plan[r - 1]], round=r, rolls=rolls)
        explain_rolls(s, rolls, s.blocked_plan[r - 1], trace)
    elif item == "cults":
        level = s.options["difficulty"]
        values = rules.difficulty(s).cult_values
        trace.step("TM-CULT-PLACE", K + "cults", kept=list(s.colours), low=values[0], mid=values[1], high=values[2])
        trace.step(f"TM-CULT-{DIFFICULTY_RULE[level]}", K + "cult_values", level=labels.difficulty(level), values=values)
        trace.step("TM-CULT-ORDER", K + "cult_order", **{
            c: [labels.msg("colour_at", colour=labels.colour(col), value=s.opp_cults[col][c]) for col in s.colours]
            for c in CULTS})


def explain_rolls(s: TMState, rolls: list[int], blocked: list[int], trace: Trace) -> None:
    count = rules.difficulty(s).blocked_power_actions
    trace.step("TM-POWER-COUNT", K + "power_count", level=labels.difficulty(s.options["difficulty"]), count=count)
    seen: set[int] = set()
    repeats = []
    for r in rolls:
        if r in seen:
            repeats.append(r)
        seen.add(r)
    names = catalogue().names_it["power_actions"]
    trace.step(
        "TM-POWER-D6", K + "power_rolls", kept=[str(n) for n in blocked], rolls=rolls,
        blocked=[labels.die_choice(n) for n in blocked],  # each with its die face: "2 · gain a priest"
        dropped=[Dropped(candidate=str(r), key=K + "duplicate_roll", params={"roll": r}) for r in repeats],
        ambiguity="TM-AMB-14" if repeats or s.options["power_duplicates"] != "reroll" else None,
    )
    del names


def explain_block(s: TMState, done: Action, trace: Trace) -> None:
    if s.options["power_mode"] == "preset":
        trace.step("TM-POWER-PRESET", K + "preset_applied", kept=[str(n) for n in s.blocked], round=s.round)
        return
    rolls = list(done.outcomes.get("rolls", []))  # type: ignore[arg-type]
    trace.step("TM-POWER-BLOCK", K + "power_block", kept=[str(n) for n in s.blocked], round=s.round)
    explain_rolls(s, rolls, s.blocked, trace)
