"""The solo Opponent (seed 002, rendered as architects-solo.md, ARCH-* IDs).

``propose`` plays the Opponent's whole turn on a copy of the state: every card
choice by the seven-rung priority list (ARCH-PRIO-*), the die when no rung is met
or several decks meet it (ARCH-DIE-*), its Progress tokens (ARCH-PROGRESS*),
Halicarnassus (ARCH-HALI), the Cat flip and the central discard (ARCH-TURN-*).
A choice reads only what the Opponent may see: the face-up tops, the tableaux,
the face-up tokens. Dice come from the state's Chance stream (digital) or from
the player's inputs (companion), and are recorded in the action's outcomes.
"""
from __future__ import annotations

from collections import Counter
from typing import Any

from solo_desk.core.actions import Action
from solo_desk.core.errors import BadInput
from solo_desk.core.proposal import Dropped as _Dropped
from solo_desk.core.proposal import InputChoice, InputRequest, Message, Proposal, Trace
from solo_desk.core.rng import Chance

from .content import SYMBOLS, Stage, card_name, card_names, content, kind, token, wonder
from .rules import (
    PLAYER_DECKS, apply, available_stages, build_options, can_build, die_pick, economy_ready, effect_decks, progress,
    question_choices, result, shields, red_shields, start_tokens, token_drawer, triggered_tokens,
)
from .state import (
    DECKS, STACK, UNKNOWN, Answer, ArchitectsState, Build, ChooseHaliDeck, ChooseToken, DiscardCentral, FlipCentral,
    KeepCard, Take, Task,
)

ME = "automa"
RUNG_IDS = {1: "ARCH-PRIO-1", 2: "ARCH-PRIO-2", 3: "ARCH-PRIO-3", 4: "ARCH-PRIO-4", 5: "ARCH-PRIO-5", 7: "ARCH-PRIO-7"}


class NeedInput(Exception):
    def __init__(self, request: InputRequest):
        super().__init__(request.name)
        self.request = request


class Asker:
    """Names the inputs of one proposal in order and reads the answers (or rolls the dice)."""

    def __init__(self, inputs: dict[str, str] | None):
        self.inputs = inputs or {}
        self.count = 0
        self.used: set[str] = set()

    def _name(self, what: str) -> str:
        self.count += 1
        return f"{what}_{self.count}"

    def die(self, state: ArchitectsState, dice: list[int], rule: str) -> int:
        if state.mode == "digital":
            value = Chance(state.seed, state.rng_counter + len(dice)).die()
        else:
            name = self._name("die")
            raw = self.inputs.get(name)
            if raw is None:
                choices = [InputChoice(value=str(v)) for v in range(1, 7)]
                raise NeedInput(InputRequest(name=name, kind="die", key="architects.input.die", params={"rule": rule}, choices=choices))
            if raw not in {str(v) for v in range(1, 7)}:
                raise BadInput("architects.error.bad_input", {"name": name, "value": raw})
            self.used.add(name)
            value = int(raw)
        dice.append(value)
        return value

    def answer(self, state: ArchitectsState, task: Task) -> Answer:
        what = {"card": "card", "token": "token", "start_die": "die"}[task.reason]
        name = self._name(what)
        choices = question_choices(state, task)
        raw = self.inputs.get(name)
        if raw is None:
            raise NeedInput(question_request(name, state, task, choices))
        if raw not in choices:
            raise BadInput("architects.error.bad_input", {"name": name, "value": raw})
        self.used.add(name)
        return Answer(value=raw)


def question_request(name: str, state: ArchitectsState, task: Task, choices: list[str]) -> InputRequest:
    if task.reason == "card":
        options = [InputChoice(value=k, label=kind(k).name.model_dump()) for k in choices]
        where = "_top" if task.index == 0 else ""  # "on top of your deck"; Halicarnassus' other cards by position
        if where and setting_up(state):
            where = "_top_setup"  # nothing taken yet: not the card "now" on top
        key, params = f"architects.input.card_{task.deck}{where}", {"position": task.index + 1}
        if task.deck == "central" and task.index == 0 and len(state.queue) > 1 and state.queue[1].kind == "flip":
            key = "architects.input.card_central_flipped"  # the Cat's flip (ARCH-TURN-1), not a card taken
        extra = extra_card_token(state)
        if extra:  # the same question may come twice this turn: the first card's new top, then the extra card's
            params = {"question": {"key": key, "params": params}, "token": {"key": f"architects.token.{extra}"}}
            key = f"architects.input.extra_card_{state.turn}"
        return InputRequest(name=name, kind="card", key=key, params=params, choices=options)
    if task.reason == "token":
        options = [InputChoice(value=t, label=token(t).name.model_dump()) for t in choices]
        drawer = token_drawer(state)  # drawn into a city, or revealed on offer
        key = f"architects.input.token_drawn_{drawer}" if drawer else "architects.input.token"
        return InputRequest(name=name, kind="choice", key=key, choices=options)
    options = [InputChoice(value=v) for v in choices]
    return InputRequest(name=name, kind="die", key="architects.input.start_die", params={"rule": "ARCH-SETUP-TOKEN"}, choices=options)


def extra_card_token(state: ArchitectsState) -> str:
    """The Progress token whose extra card was just taken, when the table's question (the new top
    card) comes from that take: the card waits to be placed right behind the question."""
    following = state.queue[1] if len(state.queue) > 1 else None
    if following is not None and following.kind == "placed" and following.reason.startswith("token:"):
        return following.reason[6:]
    return ""


# -- the priority list ------------------------------------------------------------


def helped_stages(state: ArchitectsState, card: str) -> list[Stage]:
    """ARCH-PRIO-3 / ARCH-AMB-03: the available stages a Grey card brings closer."""
    tableau = state.side(ME)
    stages = available_stages(tableau)
    if state.options.get("grey_helps") == "any":
        return stages
    held = Counter(tableau.cards)
    engineering = "engineering" in tableau.tokens
    economy = economy_ready(state, ME)
    after = held + Counter([card])
    return [s for s in stages if progress(after, s, engineering, economy) > progress(held, s, engineering, economy)]


def shield_totals(state: ArchitectsState) -> tuple[int, int]:
    if state.options.get("shield_count") == "red_cards":
        return red_shields(state, ME), red_shields(state, "player")
    return shields(state, ME), shields(state, "player")


def rung6_id(state: ArchitectsState) -> str:
    mine, yours = shield_totals(state)
    return "ARCH-PRIO-6A" if mine >= yours else "ARCH-PRIO-6B"


def grants_extra_card(state: ArchitectsState, card: str) -> bool:
    """ARCH-PRIO-1: taking the card triggers a held extra-card token not spent this turn, or
    a stage the card makes payable triggers Architecture. Only a Grey or Yellow card can make
    a stage payable, so no other card needs the construction check. ``triggered_tokens``
    counts a token as spent while the Opponent picks the extra card that token granted
    (decisions.json extra_card_once_per_turn): that card cannot grant it again."""
    if triggered_tokens(state, ME, card):
        return True
    if kind(card).color in ("grey", "yellow") and triggered_tokens(state, ME, None, build=True):
        return not can_build(state, ME) and can_build(state, ME, extra=card)
    return False


def rung_of(state: ArchitectsState, card: str) -> int | None:
    """The highest rung (1 = best) the card meets for the Opponent, None if none."""
    spec = kind(card)
    held = Counter(state.side(ME).cards)
    if grants_extra_card(state, card):
        return 1
    if spec.color == "yellow":
        return 2
    if spec.color == "grey" and helped_stages(state, card):
        return 3
    if spec.science is not None:
        if held[spec.science]:
            return 4
        if sum(1 for s in SYMBOLS if held[s]) == 2:
            return 5
    if spec.color == "red":
        mine, yours = shield_totals(state)
        if (mine >= yours) == (spec.horns > 0):
            return 6
    if spec.cat:
        return 7
    return None


def rung_id(state: ArchitectsState, rung: int) -> str:
    return rung6_id(state) if rung == 6 else RUNG_IDS[rung]


def told_key(prefix: str, task: Task) -> str:
    """The message saying what the table told: for a card, which one it was (the top of a Wonder
    deck, the central card drawn or flipped, Halicarnassus' card at a position)."""
    if task.reason != "card" or task.deck is None:
        return f"{prefix}_{task.reason}"
    if task.deck == "central":
        return f"{prefix}_card_central"
    return f"{prefix}_card_{'top' if task.index == 0 else 'position'}_{task.deck}"


def value_name(question: str, value: str) -> Any:
    return {"card": card_name(value), "token": {"key": f"architects.token.{value}"}}.get(question, value)


def _label(deck: str, card: str) -> str:
    return f"{deck}:{card}"


def candidate_label(candidate: str) -> dict[str, Any] | str:
    """How the Automa panel names a dropped candidate, in the UI language: a deck's top card
    ("player:blue_cat"), a card, a Progress token or a stage number (never the raw id)."""
    from solo_desk.core.messages import lookup

    deck, _, card = candidate.partition(":")
    if card and deck in DECKS:
        return {"key": "architects.candidate.deck_card",
                "params": {"card": card_name(card), "deck": {"key": f"architects.deck_of.{deck}"}}}
    if candidate.isdigit():
        return {"key": "architects.candidate.stage", "params": {"stage": candidate}}
    if candidate in content().kinds:
        return card_name(candidate)
    if lookup(f"architects.token.{candidate}"):
        return {"key": f"architects.token.{candidate}"}
    return candidate


def top_card_name(deck: str, card: str) -> dict[str, Any]:
    """A deck's top card named for a list ("Stone (top card of your deck)")."""
    return {"key": "architects.candidate.deck_card_short",
            "params": {"card": card_name(card), "deck": {"key": f"architects.deck_of.{deck}"}}}


def Dropped(candidate: str, key: str, params: dict[str, Any] | None = None) -> _Dropped:  # noqa: N802 (the model's name)
    """A dropped candidate with its name for the panel (``label``)."""
    return _Dropped(candidate=candidate, key=key, params=params or {}, label=candidate_label(candidate))


def visible_tops(state: ArchitectsState, with_central: bool = True) -> dict[str, str]:
    tops = {d: state.decks[d].cards[0] for d in PLAYER_DECKS if state.decks[d].cards}
    if with_central and state.central_face_up and state.decks["central"].cards:
        tops["central"] = state.decks["central"].cards[0]
    return tops


def choose_deck(state: ArchitectsState, trace: Trace, asker: Asker, dice: list[int], rule: str) -> str:
    """ARCH-TURN-2 with ARCH-PRIO-1..7, ARCH-STAGE-PREF (b), ARCH-DIE-SEVERAL, ARCH-DIE-NONE."""
    tops = visible_tops(state)
    ranks = {d: rung_of(state, c) for d, c in tops.items()}
    trace.step(rule, "architects.trace.candidates", kept=[_label(d, c) for d, c in tops.items()], count=len(tops))
    met = [r for r in ranks.values() if r is not None]
    if not met:
        return die_none(state, trace, asker, dice, tops)
    best = min(met)
    meet = [d for d in tops if ranks[d] == best]
    dropped = [
        Dropped(candidate=_label(d, tops[d]), key="architects.trace.drop_rung" if ranks[d] else "architects.trace.drop_no_rung",
                params={"rule": rung_id(state, ranks[d]) if ranks[d] else "-"})
        for d in tops if d not in meet
    ]
    trace.step(rung_id(state, best), "architects.trace.rung_met", kept=[_label(d, tops[d]) for d in meet], dropped=dropped,
               rung=best, cards=[top_card_name(d, tops[d]) for d in meet])
    if best == 3 and len(meet) > 1 and state.options.get("stage_pref_grey_tiebreak"):
        special = [d for d in meet if any(s.effect for s in helped_stages(state, tops[d]))]
        if special and len(special) < len(meet):
            trace.step("ARCH-STAGE-PREF", "architects.trace.grey_tiebreak", kept=[_label(d, tops[d]) for d in special],
                       dropped=[Dropped(candidate=_label(d, tops[d]), key="architects.trace.drop_plain_stage") for d in meet if d not in special],
                       ambiguity="ARCH-AMB-01")
            meet = special
    if len(meet) == 1:
        return meet[0]
    players = [d for d in meet if d != "central"]
    if state.options.get("several_decks") != "literal" and len(players) == 1:
        trace.step("ARCH-DIE-SEVERAL", "architects.trace.one_player_deck", kept=[_label(players[0], tops[players[0]])],
                   dropped=[Dropped(candidate=_label("central", tops["central"]), key="architects.trace.drop_central_tie")],
                   ambiguity="ARCH-AMB-02")
        return players[0]
    return die_several(state, trace, asker, dice, "ARCH-DIE-SEVERAL", ambiguity="ARCH-AMB-02" if "central" in meet else None)


def die_several(state: ArchitectsState, trace: Trace, asker: Asker, dice: list[int], rule: str, ambiguity: str | None = None,
                key: str = "architects.trace.die_several") -> str:
    """1-3 Your deck, 4-6 the Opponent's deck, never the central deck; an empty deck: roll again.
    ``key`` says why the die is rolled (several decks meet the priority, or none does)."""
    while True:
        roll = asker.die(state, dice, rule)
        deck = "player" if roll <= 3 else "automa"
        if state.decks[deck].cards:
            trace.step(rule, key, kept=[deck], die=roll, ambiguity=ambiguity)
            return deck
        trace.step(rule, "architects.trace.die_empty", die=roll, deck={"key": f"architects.deck.{deck}"}, ambiguity="ARCH-AMB-07")


def die_none(state: ArchitectsState, trace: Trace, asker: Asker, dice: list[int], tops: dict[str, str]) -> str:
    """ARCH-DIE-NONE: 1 Your deck, 2 the Opponent's deck, 3-6 the central deck (even face down)."""
    trace.step("ARCH-DIE-NONE", "architects.trace.no_rung",
               dropped=[Dropped(candidate=_label(d, c), key="architects.trace.drop_no_rung", params={"rule": "-"}) for d, c in tops.items()])
    while True:
        roll = asker.die(state, dice, "ARCH-DIE-NONE")
        deck = {1: "player", 2: "automa"}.get(roll, "central")
        if state.decks[deck].cards:
            trace.step("ARCH-DIE-NONE", "architects.trace.die_none", kept=[deck], die=roll)
            return deck
        trace.step("ARCH-DIE-NONE", "architects.trace.die_empty", die=roll, deck={"key": f"architects.deck.{deck}"}, ambiguity="ARCH-AMB-07")


def die_faces(options: list[str]) -> list[dict[str, Any]]:
    """Which faces of the die pick which option (as ``die_pick`` splits them): "1–3 → stage 2",
    "4–6 → stage 3"; faces left over: "5–6 → roll again"."""
    count = len(options)
    usable = 6 - 6 % count
    per = usable // count

    def faces(low: int, high: int) -> str:
        return str(low) if low == high else f"{low}–{high}"

    lines = []
    for i, o in enumerate(options):
        if i and options[i - 1] == o:  # copies of one card next to each other: one line, "1–4 → Stone"
            continue
        last = i
        while last + 1 < count and options[last + 1] == o:
            last += 1
        lines.append({"key": "architects.trace.die_face",
                      "params": {"faces": faces(i * per + 1, (last + 1) * per), "option": candidate_label(o)}})
    if usable < 6:
        lines.append({"key": "architects.trace.die_face_again", "params": {"faces": faces(usable + 1, 6)}})
    return lines


def pick_random(state: ArchitectsState, trace: Trace, asker: Asker, dice: list[int], options: list[str], rule: str, ambiguity: str) -> str:
    """Uniform pick among options with the die (ARCH-SETUP-DIE)."""
    while True:
        roll = asker.die(state, dice, rule)
        index = die_pick(dice, len(options))
        if index is not None:
            trace.step(rule, "architects.trace.die_pick", kept=[options[index]], die=roll, ambiguity=ambiguity,
                       faces=die_faces(options))
            return options[index]


# -- one decision of the Opponent ---------------------------------------------------


def decide(state: ArchitectsState, task: Task, trace: Trace, asker: Asker) -> Action:
    dice: list[int] = []
    action: Action
    if task.kind == "cat_flip":
        trace.step("ARCH-TURN-1", "architects.trace.cat_flip")
        action = FlipCentral(by=ME)
    elif task.kind == "discard_central":
        trace.step("ARCH-TURN-3", "architects.trace.discard_central", card=card_name(state.decks["central"].cards[0]))
        action = DiscardCentral(by=ME)
    elif task.kind == "pick":
        rule = "ARCH-TURN-2" if task.reason == "main" else "ARCH-PRIO-SCOPE"
        extra = task.reason.partition(":")[2]
        trace.step(rule, f"architects.trace.pick_{task.reason.split(':')[0]}", token={"key": f"architects.token.{extra}"} if extra else "")
        action = Take(deck=choose_deck(state, trace, asker, dice, rule), by=ME)
    elif task.kind == "build":
        action = choose_build(state, trace, asker, dice)
    elif task.kind == "token":
        action = ChooseToken(token=choose_token(state, trace, asker, dice), by=ME)
    elif task.kind == "hali_deck":
        action = ChooseHaliDeck(deck=choose_hali_deck(state, trace, asker, dice), by=ME)
    elif task.kind == "hali_keep":
        action = KeepCard(card=choose_hali_card(state, trace, asker, dice), by=ME)
    else:  # pragma: no cover - every decision kind is handled above
        raise ValueError(task.kind)
    return action.with_outcomes(dice=dice) if dice else action


def choose_build(state: ArchitectsState, trace: Trace, asker: Asker, dice: list[int]) -> Build:
    options = build_options(state, ME)
    w = wonder(state.automa.wonder)
    stages = sorted({o.stage for o in options})
    if len(stages) > 1:
        special = [n for n in stages if w.stage(n).effect]
        if special and len(special) < len(stages):
            trace.step("ARCH-STAGE-PREF", "architects.trace.stage_pref", kept=[str(n) for n in special],
                       dropped=[Dropped(candidate=str(n), key="architects.trace.drop_plain_stage") for n in stages if n not in special],
                       ambiguity="ARCH-AMB-01")
            stages = special
        if len(stages) > 1:
            stages = [int(pick_random(state, trace, asker, dice, [str(n) for n in stages], "ARCH-STAGE-PREF", "ARCH-AMB-10"))]
    held = Counter(state.automa.cards)
    candidates = [o for o in options if o.stage == stages[0]]
    best = min(candidates, key=lambda o: (o.payment.count("gold"), -sum(held[c] for c in o.payment if c != "gold"), o.payment))
    trace.step("ARCH-TURN-2", "architects.trace.build", stage=best.stage, payment=card_names(best.payment),
               ambiguity="ARCH-AMB-10" if len(candidates) > 1 else None)
    if w.stage(best.stage).effect and w.id in ("ephesus", "olympia"):
        # the effect takes its cards by itself, with no decision of its own: the explanation says so
        beside, stocked = effect_decks(state, w.id)
        told = ("" if len(stocked) == len(beside) else "_empty" if not stocked
                else "_own" if stocked[0] == ME else "_other")
        trace.step("ARCH-DATA-WONDERS", f"architects.trace.effect_{w.id}{told}", stage=best.stage)
    return best


def token_dropped(token_id: str, vp: int | None) -> _Dropped:
    """A token passed over by ARCH-PROGRESS: its printed value, or that it has none (not "0")."""
    if vp:
        return Dropped(candidate=token_id, key="architects.trace.drop_token_vp", params={"vp": vp})
    return Dropped(candidate=token_id, key="architects.trace.drop_token_no_vp")


def choose_token(state: ArchitectsState, trace: Trace, asker: Asker, dice: list[int]) -> str:
    face_up = list(dict.fromkeys(state.tokens_face_up))
    valued = {t: token(t).printed_vp for t in face_up if token(t).printed_vp}
    if valued:
        top = max(valued.values())
        best = [t for t in face_up if valued.get(t) == top]
        trace.step("ARCH-PROGRESS", "architects.trace.token_vp", kept=best, vp=top, tokens=token_list(best),
                   dropped=[token_dropped(t, valued.get(t)) for t in face_up if t not in best])
        if len(best) == 1:
            return best[0]
        return pick_random(state, trace, asker, dice, best, "ARCH-PROGRESS", "ARCH-AMB-05")
    if state.token_stack:
        trace.step("ARCH-PROGRESS-FACEDOWN", "architects.trace.token_stack",
                   dropped=[token_dropped(t, None) for t in face_up])
        return STACK
    return pick_random(state, trace, asker, dice, face_up, "ARCH-PROGRESS-FACEDOWN", "ARCH-AMB-10")


def choose_hali_deck(state: ArchitectsState, trace: Trace, asker: Asker, dice: list[int]) -> str:
    tops = visible_tops(state, with_central=False)
    if len(tops) == 1:
        only = next(iter(tops))
        trace.step("ARCH-HALI", "architects.trace.hali_one_deck", kept=[only], ambiguity="ARCH-AMB-07")
        return only
    ranks = {d: rung_of(state, c) or 99 for d, c in tops.items()}
    if min(ranks.values()) == 99:  # ARCH-AMB-06: neither top meets a rung: the same 1-3 / 4-6 die
        trace.step("ARCH-HALI", "architects.trace.hali_no_rung", ambiguity="ARCH-AMB-06",
                   dropped=[Dropped(candidate=_label(d, c), key="architects.trace.drop_no_rung", params={"rule": "-"}) for d, c in tops.items()])
        return die_several(state, trace, asker, dice, "ARCH-HALI", ambiguity="ARCH-AMB-06", key="architects.trace.hali_die_no_rung")
    kept = [d for d in tops if ranks[d] == min(ranks.values())]
    trace.step("ARCH-HALI", "architects.trace.hali_deck", kept=[_label(d, tops[d]) for d in kept],
               dropped=[Dropped(candidate=_label(d, tops[d]), key="architects.trace.drop_lower_top") for d in tops if d not in kept])
    if len(kept) == 1:
        return kept[0]
    return die_several(state, trace, asker, dice, "ARCH-HALI", ambiguity="ARCH-AMB-06")


def choose_hali_card(state: ArchitectsState, trace: Trace, asker: Asker, dice: list[int]) -> str:
    """ARCH-HALI / ARCH-AMB-06: the revealed card with the highest priority; among tied cards one card
    at random, so a kind revealed twice is twice as likely (copies kept together for the die's faces)."""
    kinds = list(dict.fromkeys(state.hali_cards))
    ranks = {c: rung_of(state, c) or 99 for c in kinds}
    best = [c for c in kinds if ranks[c] == min(ranks.values())]
    tied_cards = sorted((c for c in state.hali_cards if c in best), key=kinds.index)
    if min(ranks.values()) == 99:  # ARCH-AMB-06: no revealed card meets a rung: one of them at random
        trace.step("ARCH-HALI", "architects.trace.hali_card_no_rung", kept=best, ambiguity="ARCH-AMB-06")
        return best[0] if len(best) == 1 else pick_random(state, trace, asker, dice, tied_cards, "ARCH-HALI", "ARCH-AMB-06")
    trace.step("ARCH-PRIO-SCOPE", "architects.trace.hali_card", kept=best,
               dropped=[Dropped(candidate=c, key="architects.trace.drop_lower_top") for c in kinds if c not in best],
               ambiguity="ARCH-AMB-06")
    if len(best) == 1:
        return best[0]
    return pick_random(state, trace, asker, dice, tied_cards, "ARCH-HALI", "ARCH-AMB-06")


# -- the proposal -------------------------------------------------------------------------


class Run:
    """One simulated proposal: the state reached, the actions so far, the pending question."""

    def __init__(self, state: ArchitectsState):
        self.start = state
        self.sim = state
        self.actions: list[Action] = []
        self.trace = Trace()
        self.need: InputRequest | None = None
        # A question pending when the proposal starts (the card you drew face down, a
        # refilled token, the set-up die) is the table's, not the Opponent's turn.
        self.table_question = state.head is not None and state.head.kind == "ask"


def simulate(state: ArchitectsState, inputs: dict[str, str] | None = None) -> Run:
    """Play the Opponent's turn (or answer the table's questions) on a copy, up to the
    first question not answered by ``inputs``."""
    run = Run(state)
    asker = Asker(inputs)
    try:
        while run.sim.ended is None and run.sim.head is not None:
            task = run.sim.head
            if task.kind == "ask":
                action = asker.answer(run.sim, task)
                if task.reason == "start_die":
                    start_die_step(run.sim, int(action.value), run.trace)
                else:
                    told = told_key("architects.trace.told", task) + ("_drawn" if token_drawer(run.sim) and task.reason == "token" else "")
                    run.trace.step(ask_rule(run.sim, task), told,
                                   value=value_name(task.reason, action.value), position=task.index + 1)
            elif run.table_question or run.sim.turn == "player":
                break
            else:
                action = decide(run.sim, task, run.trace, asker)
            run.sim, done = apply(run.sim, action)
            run.actions.append(done)
    except NeedInput as need:
        run.need = need.request
    return run


def propose(state: ArchitectsState, inputs: dict[str, str] | None = None) -> Proposal:
    """The Opponent's whole turn, or the answers to the table's pending questions.

    Questions are asked one at a time (``needs_input`` with no actions, so nothing
    half-done can be applied); inputs are cumulative. The table's question, fully
    answered, stays ``needs_input`` with the ``answer`` actions and no inputs; the
    Opponent's turn, fully answered, is ``automa_turn``.
    """
    if result(state) is not None:
        return Proposal(status="game_over", rule="ARCH-DATA-2P")  # the game's end and scoring
    run = simulate(state, inputs)
    sim = run.sim
    if run.need is not None:
        # a die names the rule that rolls it (ARCH-HALI, ARCH-DIE-NONE, ...); a question of the table, its own
        rule = run.need.params.get("rule") or (ask_rule(sim, sim.head) if sim.head else None)
        return Proposal(status="needs_input", to_move=state.turn, rule=rule,
                        inputs=[run.need], trace=run.trace.steps)
    if not run.actions:
        # your turn: the normal 2-player rules (ARCH-DATA-2P), as the table's questions on it cite
        return Proposal(status="not_automa_turn", to_move="player", rule="ARCH-DATA-2P", trace=run.trace.steps)
    if run.table_question:
        return Proposal(status="needs_input", to_move=state.turn, rule=ask_rule(state, state.head),
                        actions=run.actions, trace=run.trace.steps)
    return Proposal(status="automa_turn", to_move=state.turn, rule="ARCH-TURN-2",
                    actions=run.actions, trace=run.trace.steps,
                    summary=Message(key="architects.summary.turn", params={"actions": len(run.actions)}))


def token_list(tokens: list[str] | tuple[str, ...]) -> Any:
    """Progress tokens by name: "Architecture", "Architecture and Jewellery"."""
    refs = [{"key": f"architects.token.{t}"} for t in tokens]
    if len(refs) == 2:
        return {"key": "architects.list.two", "params": {"first": refs[0], "second": refs[1]}}
    return refs[0] if len(refs) == 1 else refs


def start_die_step(state: ArchitectsState, die: int, trace: Trace) -> None:
    """ARCH-SETUP-TOKEN / ARCH-LEVEL-*: which faces of the set-up die pick what, and the
    Opponent's starting token(s), told before the face-up tokens are drawn."""
    options = list(content().start_token_options[state.automa.wonder])
    count = content().start_tokens_by_difficulty[str(state.options["difficulty"])]
    face_key = "architects.trace.die_face" if count == 1 else "architects.trace.start_face_exclude"
    faces = [{"key": face_key, "params": {"faces": f"{2 * i + 1}–{2 * i + 2}", "option": {"key": f"architects.token.{o}"}}}
             for i, o in enumerate(options)]
    trace.step("ARCH-SETUP-TOKEN", "architects.trace.start_tokens", kept=start_tokens(state.automa.wonder, count, die),
               ambiguity=None, die=die, faces=faces, tokens=token_list(start_tokens(state.automa.wonder, count, die)))


def setting_up(state: ArchitectsState) -> bool:
    """No turn played nor going on: the set-up's questions (or a correction before the first turn)."""
    return state.turn_number == 1 and any(t.kind == "turn_start" for t in state.queue)


def ask_rule(state: ArchitectsState, task: Task | None) -> str:
    """The rule that asks the table's question: the set-up's, the normal rules' on your turn,
    or the Opponent's rule that needs the card or token."""
    if task is not None and task.reason == "start_die":
        return "ARCH-SETUP-TOKEN"
    if setting_up(state):
        return "ARCH-SETUP-2P"
    if any(t.kind == "turn_start" for t in state.queue):  # no turn going on: a correction between turns
        return "ARCH-DATA-2P"
    following = state.queue[1].kind if len(state.queue) > 1 else None  # the task the question is asked for
    if (following == "hali_reveal" and state.turn != ME) or (following == "take" and state.queue[1].reason == "ephesus"):
        return "ARCH-DATA-WONDERS"  # a Wonder's effect asks: its text (the Opponent's Halicarnassus: ARCH-HALI)
    if state.turn != ME:  # your own turn: the normal 2-player rules
        return "ARCH-DATA-2P"
    if task is not None and task.reason == "token" and following == "draw_token":
        return "ARCH-PROGRESS-FACEDOWN"  # the token the Opponent draws from the face-down stack
    if following == "refill":
        return "ARCH-PROGRESS-FACEDOWN"  # its note: the face-up token it took is replaced from the stack
    if following == "flip":
        return "ARCH-TURN-1"  # the central card it flips with the Cat
    if following == "hali_reveal":
        return "ARCH-HALI"  # the cards it reveals from the deck Halicarnassus chose
    return "ARCH-TURN-2"


def public_view(state: ArchitectsState) -> dict[str, Any]:
    """What the Opponent may see: face-up tops, deck sizes, tableaux, face-up tokens."""
    data = state.model_dump(mode="json", exclude={"seed", "rng_counter", "decks", "token_stack"})
    data["decks"] = {
        d: {"size": len(deck.cards),
            "top": deck.cards[0] if deck.cards and (d != "central" or state.central_face_up) and deck.cards[0] != UNKNOWN else None}
        for d, deck in state.decks.items()
    }
    data["token_stack"] = {"size": len(state.token_stack)}
    return data
