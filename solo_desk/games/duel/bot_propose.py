"""SOLO's proposal on the engine's state: the whole turn, with the follow-up decisions it triggers."""
from __future__ import annotations

from solo_desk.core.actions import Action
from solo_desk.core.proposal import Message, Proposal, Trace
from solo_desk.games.duel import bot_decide as D
from solo_desk.games.duel import content, rules
from solo_desk.games.duel.bot_adapter import SOLO, build_view, name_of, printed_card, printed_god, solo_direction
from solo_desk.core.fast_models import _NEW, _SET_DICT, _SET_EXTRA, _SET_FIELDS_SET, _SET_PRIVATE, ensure_built
from solo_desk.games.duel.bot_scales import FastTrace, NeedsInput, Randomness, record_shared
from solo_desk.games.duel.bot_view import DIRECTION_NAMES, DIRECTION_OF_WONDER, MYTHOLOGIES, View
from solo_desk.games.duel.state import (
    ActivateDivinity, BuildCard, BuildWonder, Choose, ChooseStart, DiscardCard, DuelState, Pending, PickWonder, fast_copy,
)

# the field names of every proposal and summary made here, one set each (shared as bot_scales' are)
_PROPOSAL_FIELDS = {"status", "to_move", "rule", "actions", "inputs", "trace", "summary"}
_MESSAGE_FIELDS = {"key", "params"}

MAX_CHAIN = 12  # decisions in one turn: a turn, its tokens, gods, free builds
STRUCTURE_DECISIONS = frozenset({"zeus", "messe"})  # the pending decisions that look at the structure's cards


def propose(state: DuelState, inputs: dict[str, str] | None = None) -> Proposal:
    return propose_for(state, rules.to_move(state), inputs)


def propose_for(state: DuelState, side: str | None, inputs: dict[str, str] | None = None) -> Proposal:
    """``propose`` for a caller that knows whose move it is (``side``: ``rules.to_move(state)``)."""
    if side is None:
        return Proposal(status="game_over", summary=Message(key="duel.bot.game_over"))
    if side != SOLO:
        return Proposal(status="not_automa_turn", to_move=side, rule=turn_rule(state),
                        summary=Message(key="duel.bot.not_solo_turn"))
    sd = state.__dict__  # fields read from __dict__: a pydantic model's attribute read is slow
    rng = Randomness(sd["seed"], sd["rng_counter"], sd["mode"] == "companion", inputs)
    trace = FastTrace()
    actions: list[Action] = []
    chain: list[tuple] = []
    s = state
    try:
        for _ in range(MAX_CHAIN):
            # this action's random choices come from the stream at the state's counter; applying the
            # action advances the counter by their number (rules.apply), so the next draw is fresh
            # (the first state's stream is the one Randomness starts with)
            if s is not state:
                rng.restart(sd["seed"], sd["rng_counter"])
            before = len(rng.drawn)
            action = next_action(s, trace, rng, hint=actions[-1] if actions else None)
            if len(rng.drawn) > before:
                action = action.with_outcomes(**dict(list(rng.drawn.items())[before:]))
            new, recorded = rules.apply(s, action)
            nd = new.__dict__
            if type(action) is Choose and recorded is not action:  # (its class: no model field read, slow)
                # the choice as recorded names what it did to the card ("discards Clay Pool from
                # your city", not "chooses Clay Pool"): the explanation's last line reads as the history
                action = recorded
            elif nd["phase"] == "over" and getattr(recorded, "supremacy", "") and not getattr(action, "supremacy", ""):
                # the move that wins by a supremacy says so in the explanation's last line ("→ builds
                # Walls — military supremacy: SOLO wins"), as in the history: the field only describes
                action = fast_copy(action, supremacy=recorded.supremacy)
            chain.append((s, action, new, recorded))
            if nd["age"] != sd["age"]:
                level_steps(new, len(sd["set_aside_taken"]), trace, recorded)
            actions.append(action)
            s, sd = new, nd
            if not continues_turn(s):
                break
    except NeedsInput as asked:
        return Proposal(status="needs_input", to_move=SOLO, inputs=[asked.request], trace=trace.steps)
    rules.remember(chain)  # applying these very actions to these very states will not recompute them
    # built from values the bot made itself: no validation (proposals are hot); construct_unchecked
    # inlined, with the field sets it would make
    if not (Proposal.__pydantic_complete__ and Message.__pydantic_complete__):
        ensure_built(Message)
        ensure_built(Proposal)
    summary = summary_message(chain)
    proposal = _NEW(Proposal)
    _SET_DICT(proposal, {"status": "automa_turn", "to_move": SOLO, "rule": None, "actions": actions, "inputs": [],
                         "trace": trace.steps, "summary": summary})
    _SET_FIELDS_SET(proposal, _PROPOSAL_FIELDS)
    _SET_EXTRA(proposal, None)
    _SET_PRIVATE(proposal, None)
    return proposal


def summary_message(chain: list[tuple]) -> Message:
    """The proposal's summary: a line per action of the chain (state, action, new state, recorded).
    Most turns are one build or discard, whose line depends on the card alone (unless it wins the
    game): their summary is shared (as the trace's entries are: a proposal's models never change)."""
    if len(chain) == 1:
        _, action, _, recorded = chain[0]
        kind = action.kind
        if (kind == "build" or kind == "discard") and not getattr(recorded, "supremacy", ""):
            shared = _ONE_MOVE_SUMMARIES.get((kind, action.card))
            if shared is None:
                shared = _ONE_MOVE_SUMMARIES[(kind, action.card)] = _summary(chain)
            return shared
    return _summary(chain)


def _summary(chain: list[tuple]) -> Message:
    summary = _NEW(Message)  # construct_unchecked inlined, as the proposal's
    _SET_DICT(summary, {"key": "duel.bot.summary", "params": {"what": [
        ended_by(summary_of(a, st), done) for st, a, _, done in chain]}})
    _SET_FIELDS_SET(summary, _MESSAGE_FIELDS)
    _SET_EXTRA(summary, None)
    _SET_PRIVATE(summary, None)
    return summary


# (kind, card) -> the summary of a turn that only builds or discards that card (names from the
# content: forgotten on a reload)
_ONE_MOVE_SUMMARIES: dict[tuple[str, str], Message] = {}
content.on_reload(_ONE_MOVE_SUMMARIES.clear)


def turn_rule(s: DuelState) -> str:
    """The rule that says why the Player is to move: the draft order (SOLO-SETUP-6), the Player's
    choice of SOLO's direction (SOLO-SETUP-4), of who starts an Age (SOLO-AGE-END-2: weaker army, or
    a tie and the Player took the last card), the Player starting an Age so chosen (SOLO-AGE-END-2),
    else the base game's turn order and decisions (SOLO-GEN-1: turns alternate, "play again", the
    side that triggered a decision takes it)."""
    if s.pending and s.pending[0].kind == "solo_direction":  # asked during the draft
        return "SOLO-SETUP-4"
    if s.phase == "draft":
        return "SOLO-SETUP-6"
    if s.pending:
        kind = s.pending[0].kind
        if kind == "solo_direction":
            return "SOLO-SETUP-4"
        if kind == "start":
            return "SOLO-AGE-END-2"
        return "SOLO-GEN-1"
    if s.age >= 2 and s.turn == s.age_first_turn and not s.turn_done:
        return "SOLO-AGE-END-2"  # the Age's first turn: the Player starts it, as chosen
    return "SOLO-GEN-1"


def level_steps(new: DuelState, taken_before: int, trace: Trace, recorded: Action | None = None) -> None:
    """SOLO's action started an Age: the free card of SOLO's level (SOLO-LEVEL-C2) and the Conflict
    nudge (SOLO-LEVEL-C1, recorded in the action's outcomes when it happened) in the trace."""
    level = rules.solo_level(new)
    for card in new.set_aside_taken[taken_before:]:
        if printed_card(card).age == new.age and card in new.automa.buildings:
            trace.step("SOLO-LEVEL-C2", "duel.trace.level_free_card", kept=[card], card=name_of(card), age=new.age,
                       level={"key": "duel.bot.level." + level.id, "params": {}})
    nudge = recorded.outcomes.get("solo_level_nudge") if recorded is not None and recorded.outcomes else None
    if nudge:
        before, after = nudge["before"], nudge["after"]
        key = "duel.trace.level_nudge" if after != before else "duel.trace.level_nudge_stopped"
        from solo_desk.games.duel.describe import track_place  # the track's spaces as the history names them

        trace.step("SOLO-LEVEL-C1", key, kept=[str(after)], before=track_place(before), after=track_place(after),
                   minerva=track_place(before - 1),
                   age=new.age, level={"key": "duel.bot.level." + level.id, "params": {}}, ambiguity="SOLO-AMB-43")


def summary_of(action: Action, s: DuelState) -> dict:
    """One action of SOLO's turn as a nested message whose names are in both languages."""
    kind = action.kind
    if kind == "build" or kind == "discard":  # most turns
        return {"key": "duel.bot.do." + kind, "params": {"card": name_of(action.card)}}
    params: dict = {}
    if kind == "pick_wonder":
        params = {"wonder": name_of(action.wonder)}
    elif kind == "build_wonder":
        params = {"wonder": name_of(action.wonder), "card": name_of(action.card)}
    elif kind == "activate":
        params = {"god": name_of(s.pantheon_spaces[action.space - 1]), "space": action.space}
    elif kind == "choose_start":
        params = {"age": s.age}  # the Age already set up, its first move to choose
    elif kind == "choose":
        if action.slot is not None and 0 <= action.slot < len(s.slots):
            card = s.slots[action.slot]
            # a face-down card (Zeus) by its place, as the history names it, not by its index
            from solo_desk.games.duel.describe import _place

            choice = name_of(card) if card and not card.startswith("?") else {
                "key": "duel.bot.face_down_card", "params": {"place": _place(s.age, action.slot)}}
        elif action.pick and action.space is not None:
            kind, params = "place", {"space": action.space}
            return {"key": "duel.bot.do." + kind, "params": params}
        elif action.pick:
            choice = name_of(action.pick)
            owner, _, coins = action.pick.rpartition("_")
            if owner in ("player", "automa") and coins.isdigit():  # a Military token (Neptune): "automa_5"
                choice = {"key": "duel.bot.military_token", "params": {
                    "half": {"key": f"duel.bot.half.{'solo' if owner == 'automa' else 'player'}"}, "value": int(coins)}}
            if action.card:
                choice = [choice, name_of(action.card)]
        else:
            choice = action.space
        params = {"choice": choice}
    return {"key": "duel.bot.do." + kind, "params": params}


def ended_by(what: dict, recorded: Action) -> dict:
    """The proposal's line for a move that ends the game by a supremacy says so, as its history
    line does ("builds Walls — military supremacy: SOLO wins"); any other move's line is unchanged."""
    supremacy = getattr(recorded, "supremacy", "")
    if not supremacy:
        return what
    reason, _, winner = supremacy.partition(":")
    return {"key": "duel.action.game_won", "params": {"action": what, "end": {"key": f"duel.end.{reason}_{winner}"}}}


def continues_turn(s: DuelState) -> bool:
    """SOLO's own follow-up decisions belong to the same undo step; a new turn does not."""
    pending = s.pending  # most turns end without one: the cheap tests first
    return bool(pending) and not s.asks and pending[0].side == SOLO and rules.to_move(s) == SOLO


def next_action(s: DuelState, trace: Trace, rng: Randomness, hint: Action | None = None) -> Action:
    sd = s.__dict__  # fields read from __dict__: a pydantic model's attribute read is slow
    if sd["pending"]:
        return pending_action(s, sd["pending"][0], trace, rng, hint)
    if sd["phase"] == "draft":
        return draft_action(s, trace)
    view = build_view(s, turn=True)
    direction, fixed = view.direction, sd["solo_direction"]
    if fixed:  # solo_direction(s)'s rule, once the direction is in the state
        wonders = sd["automa"].wonders
        rule = "SOLO-SETUP-3" if wonders and DIRECTION_OF_WONDER.get(wonders[0]) == fixed else "SOLO-SETUP-4"
    else:
        rule = solo_direction(s)[1]
    record_shared(trace, rule, "duel.trace.direction", direction, "direction", DIRECTION_NAMES[direction])
    decision = D.decide_turn(view, trace, rng)
    kind = decision.kind
    if kind == "god":
        space = next(g.space for g in view.pantheon if g.id == decision.god)
        # the god named for the explanation's line (checked, never changed, when applied)
        return _act(ActivateDivinity, space=space, offerings=tuple(decision.offerings), god=decision.god)
    if kind == "build":
        action = rules._construct(BuildCard, {"by": SOLO, "card": decision.card})  # _act's
    elif kind == "wonder":
        action = _act(BuildWonder, wonder=decision.wonder, card=decision.card)
    else:
        action = _act(DiscardCard, card=decision.card)
    remember_checked(s, view, action)
    return action


def remember_checked(s: DuelState, view: View, action: Action) -> None:
    """The turn view has found the action's card accessible and priced it (SOLO's price table):
    the engine applies the action without checking and pricing it again (rules.remember_solo_turn)
    when it is legal by the view's facts. (Self-play speed: SOLO builds ~20 cards a game.)"""
    chosen = action.card
    for card in view.accessible:
        if card.id == chosen:
            break
    else:
        return
    slot, table = card.__dict__["_slot"], view.__dict__["_solo_table"]
    kind = type(action)
    if kind is BuildCard:
        if card.buildable:  # within SOLO's treasury at the table's price
            rules.remember_solo_turn(s, action, slot, table.card(chosen))
    elif kind is DiscardCard:
        rules.remember_solo_turn(s, action, slot, rules.discard_value(s, SOLO))
    elif view._wonders_open:
        automa, wonder = s.automa, action.wonder  # each read once: a pydantic model's attribute read is slow
        if wonder in rules._unbuilt_wonders(automa.wonders, automa.built):
            price = table.wonder(wonder)
            if price.coins <= automa.coins:
                rules.remember_solo_turn(s, action, slot, price)


def _act(cls: type[Action], **fields) -> Action:
    """One of SOLO's turn actions from fields the bot made itself (no validation)."""
    return rules._construct(cls, {"by": SOLO, **fields})


# the exact types Choose's fields hold: a field of another type (a decision that found nothing,
# None; a subclass pydantic would convert) goes through the validating constructor, as before
_CHOOSE_TYPES = {"pick": (str,), "card": (str,), "slot": (int, type(None)), "space": (int, type(None))}


def _choose(**fields) -> Action:
    """SOLO's answer to a pending decision: a :class:`Choose` without validation when every field
    has the type the model declares (the same fields, values and set fields as ``Choose(...)``)."""
    for name, value in fields.items():
        if type(value) not in _CHOOSE_TYPES[name]:
            return Choose(by=SOLO, **fields)
    return rules._construct(Choose, {"by": SOLO, **fields})


def draft_action(s: DuelState, trace: Trace) -> Action:
    """SOLO-SETUP-2: SOLO takes the first Wonder revealed; later picks by its strategic scale."""
    if not s.automa.wonders:
        first = s.draft_offer[0]
        trace.step("SOLO-SETUP-2", "duel.trace.first_wonder", kept=[first], wonder=name_of(first))
        return _act(PickWonder, wonder=first)
    direction, rule = solo_direction(s)
    trace.step(rule, "duel.trace.direction", kept=[direction], direction=DIRECTION_NAMES[direction],
               ambiguity="SOLO-AMB-40" if rule == "SOLO-SETUP-4" else None)
    return _act(PickWonder, wonder=D.draft_pick(direction, list(s.draft_offer), trace, name=name_of))


def pending_action(s: DuelState, p: Pending, trace: Trace, rng: Randomness, hint: Action | None) -> Action:
    kind, options = p.kind, p.options
    view = build_view(s, whole_structure=kind == "zeus", structure=kind in STRUCTURE_DECISIONS)
    if kind == "start":
        source = p.source  # "conflict:<d>" at the end of the Age (older saves: none)
        ended_at = int(source.split(":", 1)[1]) if source.startswith("conflict:") else None
        D.choose_next_starter(view, s.last_mover == SOLO, trace, ended_at)
        # the engine asks SOLO only when SOLO chooses: itself; the Age named for the explanation's line
        return _act(ChooseStart, starter=SOLO, age=s.age)
    if kind == "place_divinity":
        mythology = options[0].lstrip("?") if options[0].startswith("?") else printed_god(options[0]).mythology
        occupied = {k for k, g in enumerate(s.pantheon_spaces, start=1) if g}
        pick, space = D.place_divinity(view, mythology, occupied, len(options), trace, rng)
        if space is not None and options[0].startswith("?"):  # companion: the table draws for SOLO
            trace.step("SOLO-GODPLACE-1", "duel.trace.table_place_divinity", space=space,
                       mythology={"key": "duel.bot.mythology." + mythology, "params": {}})
        return _choose(pick=options[pick or 0], space=space)
    if kind in ("progress", "library", "enki"):
        offered = list(options) if kind != "progress" or s.options.get("solo_side", "left") == "left" \
            else list(reversed(options))
        return _choose(pick=D.choose_progress(view, offered, trace))
    if kind == "destroy":  # p.source: the Circus Maximus (grey) or the Statue of Zeus (brown)
        effect = content.catalogue().wonders[p.source].effect if p.source else None
        colour = "grey" if effect == "discard_opponent_grey" else "brown" if effect else printed_card(options[0]).colour
        return _choose(pick=D.choose_opponent_card(view, colour, trace, rng))
    if kind == "free_from_discard":
        if p.source:  # what triggered it: the Mausoleum or Hades
            rule = "SOLO-MAUSOLEUM" if p.source == "mausoleum" else "SOLO-GOD-HADES"
        else:  # a decision recorded before pending decisions named their source
            rule = "SOLO-GOD-HADES" if isinstance(hint, ActivateDivinity) or (
                not isinstance(hint, BuildWonder) and not (s.automa.built and s.automa.built[-1][0] == "mausoleum")
            ) else "SOLO-MAUSOLEUM"
        cards = [printed_card(c) for c in options]
        return _choose(pick=D.choose_free_card(view, cards, trace, rng, rule=rule).id)
    if kind == "nisaba":
        return _choose(pick=D.choose_nisaba(view, trace, rng))
    if kind == "baal":
        return _choose(pick=D.choose_baal(view, trace, rng))
    if kind == "anubis":
        return _choose(pick=D.choose_anubis(view, trace, rng))
    if kind == "ra":
        return _choose(pick=D.choose_ra(view, trace, rng))
    if kind == "isis":
        wonder, card = D.choose_isis(view, trace, rng)
        return _choose(pick=wonder, card=card)
    if kind == "zeus":
        target = D.choose_zeus(view, trace, rng)
        slot = int(target.split(":")[1]) if target.startswith("slot:") else s.slots.index(target)
        return _choose(slot=slot)
    if kind == "minerva":
        return _choose(space=D.choose_minerva(view, trace))
    if kind in ("neptune_discard", "neptune_apply"):
        void, applied = D.choose_neptune(view, trace, stage="void" if kind == "neptune_discard" else "apply")
        return _choose(pick=void if kind == "neptune_discard" else applied)
    if kind == "gate":
        return _choose(pick=D.choose_gate_divinity(view, [printed_god(g) for g in options], trace))
    if kind == "theater_deck":
        decks = {m: [printed_god(g) for g in deck_contents(s, m)] for m in options}
        chosen = D.choose_theater(view, decks, trace)
        return _choose(pick=chosen or options[0])
    if kind == "theater":
        usable = [printed_god(g) for g in options if D.applicable(view, printed_god(g))] or \
            [printed_god(g) for g in options]
        return _choose(pick=rng.pick("SOLO-THEATER", usable, trace).id)
    if kind == "messe":
        cards = [with_slot(view, s, int(i)) for i in options]
        chosen = D.choose_free_card(view, cards, trace, rng, rule="SOLO-MESSE")
        return _choose(slot=s.slots.index(chosen.id))
    if kind == "liberty_pick":
        # only SOLO's own card: the gift is the next decision's (liberty_give), explained there once
        return _choose(pick=D.choose_free_card(view, [printed_card(c) for c in options], trace, rng,
                                               rule="SOLO-LIBERTY-1").id)
    if kind == "liberty_give":
        return _choose(pick=D.choose_liberty_gift(view, [printed_card(c) for c in options], trace, rng))
    raise ValueError(f"SOLO has no rule for the decision {kind}")


def with_slot(view: View, s: DuelState, slot: int):
    found = next((c for c in view.structure_face_up if c.id == s.slots[slot]), None)
    return found or printed_card(s.slots[slot])


def deck_contents(s: DuelState, mythology: str) -> list[str]:
    """A Mythology deck's divinities as public information allows: all of that Mythology
    minus those face up on the Pantheon board or already gained (SOLO-THEATER looks at the deck).
    A face-down divinity (Age I; companion: "?<mythology>") shows only its Mythology: it may be
    any of those not seen, as the decks' cards may."""
    shown = s.pantheon_spaces if s.age >= 2 else ()
    seen = set(shown) | set(s.player.divinities) | set(s.automa.divinities)
    cat = content.catalogue()
    return [d.id for d in cat.divinities.values() if d.mythology == mythology and d.id not in seen]


assert set(MYTHOLOGIES) == set(content.MYTHOLOGIES)
