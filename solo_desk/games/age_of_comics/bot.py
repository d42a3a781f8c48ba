"""The solo Automa (seed 003, rendering AOC-*): propose(state, inputs) -> Proposal.

The bot reads only what the table shows: face-up cards, the map's tile backs, revealed
values. Hidden events (a revealed Automa card, the Comic deck's top, a face-down sales
order taken) come from the state in digital play, or are asked (needs_input) in companion.
"""
from __future__ import annotations

from typing import Any

from solo_desk.core.actions import Action
from solo_desk.core.proposal import Dropped, InputChoice, InputRequest, Message, Proposal, Trace

from . import names as N
from . import rules as R
from .content import GAME_ID, content
from .deck import AutomaCard
from .state import (
    AocState, AutomaPass, AutomaSales, BeginRound, Develop, EndRound, Flip, Hire, Ideas, Print, PrintJob, clone,
)

K = f"{GAME_ID}.trace"
BEGIN_KEYS = ("automa_writer", "automa_artist", "automa_comic", "order_genre:", "calendar:", "display:",
              "order_value:", "reshuffle:")


def propose(state: AocState, inputs: dict[str, str] | None = None) -> Proposal:
    inputs = dict(inputs or {})
    trace = Trace()
    result = R.result(state)
    if result is not None:  # the final scoring, each chosen challenge met or not with its penalty
        final_steps(state, trace)
        return Proposal(status="game_over", rule="AOC-SCORE-WIN", trace=trace.steps, summary=Message(
            key=f"{GAME_ID}.summary.game_over", params=result.scores))
    side = R.to_move(state)
    if side == "player":
        if state.discard_due:  # the base game's hand limit (AOC-GEN-BASE)
            trace.step("AOC-GEN-BASE", f"{K}.hand_limit", count=state.discard_due,
                       limit=content().decisions.hand_limit)
            return Proposal(status="not_automa_turn", to_move="player", rule="AOC-GEN-BASE", trace=trace.steps)
        if state.sales_open is not None:  # your Sales goes on (the base game's Sales, AOC-GEN-BASE)
            turn = state.sales_open
            trace.step("AOC-GEN-BASE", f"{K}.player_sales_open", flips=turn.flips, collects=turn.collects)
            return Proposal(status="not_automa_turn", to_move="player", rule="AOC-GEN-BASE", trace=trace.steps)
        rule = "AOC-SETUP-PLAYER" if state.phase == "setup" else "AOC-FLOW-PLAYER"
        if state.phase == "setup":
            trace.step("AOC-SETUP-LEVEL", f"{K}.level", **level_params(state))
            compat_warnings(state, trace)
            trace.step(rule, f"{K}.player_setup")
        # your ordinary turn has no step of its own (the header names its rule): the window shows
        # its hint and, under it, the Automa's last turn as applied
        return Proposal(status="not_automa_turn", to_move="player", rule=rule, trace=trace.steps)
    actions: list[Action] = []
    # what the open question needs comes first: the panel shows the explanation's first lines
    # without scrolling (round II's questions follow round I's end, a card's the level's text)
    asked = Trace()
    try:
        work = state
        if work.phase == "round_end":
            work = _end_round(work, actions, trace, inputs)
            if work.phase == "over":
                final_steps(work, trace)
                return _proposal(actions, trace)
        if work.phase == "round_start":
            given = {k: v for k, v in inputs.items() if k.startswith(BEGIN_KEYS)}
            try:
                work = _do(work, BeginRound(by="automa"), actions, given)  # the history names the Automa
            except R.NeedInput:  # the table's questions: what they are about, above them in the panel
                number = work.round + 1
                asked.step("AOC-GEN-BASE", f"{K}.ask_why.round_start_first" if number == 1 else f"{K}.ask_why.round_start",
                           roman=R.roman(number))
                if number == 1:
                    trace.step("AOC-SETUP-LEVEL", f"{K}.level", **level_params(work))
                raise
            if work.round == 1:
                trace.step("AOC-SETUP-LEVEL", f"{K}.level", **level_params(work))
                compat_warnings(work, trace)
            trace.step("AOC-FLOW-DRAW", f"{K}.draw", round=work.round, roman=R.roman(work.round), cards=content().cards_per_round)
            trace.step("AOC-FLOW-FIRST", f"{K}.automa_first")
        work = _do(work, Flip(by="automa"), actions, _card_outcome(work, inputs))
        card = R.current_card(work)
        assert card is not None
        named = actions[-1].outcomes.get(R.CARD_SHOWN)  # your deck's name for it (no deck entered: none)
        if R.board_priority_used(work):  # AOC-AMB-02 = board: the card's own priority is not used, not shown
            trace.step("AOC-FLOW-REVEAL", f"{K}.reveal_named_board" if named else f"{K}.reveal_board",
                       slot=work.flipped, name=named or "", actions=[_area(a) for a in card.actions])
            trace.step("AOC-AMB-02", f"{K}.board_priority", priority=[_genre(g) for g in R.priority(work, card)],
                       ambiguity="AOC-AMB-02")
        else:
            trace.step("AOC-FLOW-REVEAL", f"{K}.reveal_named" if named else f"{K}.reveal", slot=work.flipped,
                       name=named or "", actions=[_area(a) for a in card.actions],
                       priority=[_genre(g) for g in card.priority])
        action = choose(work, card, trace, inputs)
        _do(work, action, actions, action.outcomes)
    except R.NeedInput as need:
        explain_questions(need.requests, asked)
        return Proposal(status="needs_input", to_move="automa", inputs=need.requests, trace=asked.steps + trace.steps,
                        summary=Message(key=f"{GAME_ID}.summary.needs_input"))
    return _proposal(actions, trace)


def explain_questions(requests: list[InputRequest], trace: Trace) -> None:
    """The Automa's questions are one short line each in the panel ("Card in slot 2?"): what
    the table shows, where and why, the rule that asks it, are said in the explanation."""
    asked = {r.name.split(":")[0]: r for r in requests}
    if "automa_card" in asked:
        request = asked["automa_card"]
        # the answer is the card's number in your deck (the command line types it): a card with a
        # name as the example ("Shadow is 3"); a card without one would read "4 is 4"
        named = [c.label["params"] for c in request.choices if c.label["params"]["name"] != str(c.label["params"]["number"])]
        if named:
            trace.step("AOC-FLOW-REVEAL", f"{K}.ask_why.automa_card", slot=request.params.get("slot"),
                       example=named[-1]["name"], number=named[-1]["number"])
        else:
            trace.step("AOC-FLOW-REVEAL", f"{K}.ask_why.automa_card_unnamed", slot=request.params.get("slot"))
    if "card" in asked:
        trace.step("AOC-FLOW-REVEAL", f"{K}.ask_why.card")
    if "comic_deck_top_genre" in asked:
        trace.step("AOC-AMB-10", f"{K}.ask_why.deck_top_genre")
    if "comic_deck_top" in asked:
        trace.step("AOC-DEVELOP", f"{K}.ask_why.deck_comic")


def _proposal(actions: list[Action], trace: Trace) -> Proposal:
    last = actions[-1]
    return Proposal(status="automa_turn", to_move="automa", actions=actions, trace=trace.steps,
                    summary=Message(key=f"{GAME_ID}.summary.{last.kind}", params=last.brief()))


def _do(state: AocState, action: Action, actions: list[Action], outcomes: dict[str, Any]) -> AocState:
    """Apply on a copy to go on reasoning; the recorded action carries what was revealed."""
    new = clone(state)
    reveal = R.Reveal(new, outcomes)
    recorded = R._apply_move(new, action.model_copy(update={"outcomes": outcomes}), reveal)
    actions.append(action.model_copy(update={"outcomes": recorded}))
    return new


def _end_round(state: AocState, actions: list[Action], trace: Trace, inputs: dict[str, str]) -> AocState:
    last = state.round >= content().rounds  # round V: no fan loss before final scoring
    after = _do(state, EndRound(by="automa"), actions, {})
    gains = actions[-1].outcomes[R.ROUND_GAINS]  # what the table must be given: the VP and your money
    trace.step("AOC-ROUND-END", f"{K}.round_end_last" if last else f"{K}.round_end", round=state.round,
               roman=R.roman(state.round), minimum=content().min_fans_after_loss, player_vp=gains["player"],
               automa_vp=gains["automa"], income=gains["income"])
    trace.step("AOC-ROUND-END-AUTOMA-NOMONEY", f"{K}.no_income")
    trace.step("AOC-FLOW-DISCARD", f"{K}.discard")
    if state.round in content().reshuffle_after_rounds:
        trace.step("AOC-FLOW-RESHUFFLE", f"{K}.reshuffle", round=state.round, roman=R.roman(state.round))
    return after


def _card_outcome(state: AocState, inputs: dict[str, str]) -> dict[str, Any]:
    if state.deck is None:
        card = R.card_from_inputs(inputs)
        if card is None:
            raise R.NeedInput(R.ask_card_requests(inputs))
        return {"automa_card": card}
    told = inputs.get("automa_card")
    if told is None:
        return {}
    return {"automa_card": R.card_index_told(told)}


_genre = N.genre
_area = N.area


def level_params(state: AocState) -> dict[str, Any]:
    """AOC-SETUP-LEVEL, AOC-AMB-31: the level 1/2/3 and what it sets (AOC-LEVEL)."""
    lv = R.level(state)
    return {"number": lv.number, "level": {"en": lv.en, "it": lv.it}, "fans": lv.print_fans,
            "minimum": lv.sales_min_value, "bonus": lv.bonus_vp}


def final_steps(state: AocState, trace: Trace) -> None:
    """AOC-SCORE-*: both sides' final scores, each chosen challenge, the winner."""
    scores = R.result(state).scores  # type: ignore[union-attr]
    trace.step("AOC-SCORE-AUTOMA", f"{K}.final", **N.numbers(R.automa_score(state)))
    challenge_steps(state, trace)
    trace.step("AOC-SCORE-PLAYER", f"{K}.final_player", **N.numbers(R.player_score(state)))
    trace.step("AOC-SCORE-WIN", f"{K}.winner", player=N.number(scores["player"]), automa=N.number(scores["automa"]),
               outcome={"key": f"{GAME_ID}.outcome.{R.outcome(scores['player'], scores['automa'])}"})


def challenge_steps(state: AocState, trace: Trace) -> None:
    """AOC-CHALLENGE-PENALTY: each chosen challenge, met or not, citing its own rule."""
    compat_warnings(state, trace)
    for name in R.chosen_challenges(state):
        ch = content().challenge_by_name[name]
        unmet = R.challenge_unmet(state, name)
        params: dict[str, Any] = {"why": challenge_why(state, name)} if unmet else {}
        trace.step(ch.rule, f"{K}.challenge_unmet" if unmet else f"{K}.challenge_met", challenge=N.challenge(name),
                   penalty=unmet * content().challenge_penalty, ambiguity="AOC-AMB-24" if unmet else None, **params)


def challenge_why(state: AocState, name: str) -> dict[str, Any]:
    """Why a challenge is not met: what is missing, or which comics break it."""
    ch = content().challenge_by_name[name]
    side = state.player
    key = f"{K}.challenge_why.{ch.kind}"
    if ch.kind == "mastery":
        mine = [g for g, h in state.mastery.items() if h == "player"]
        missing = [g for g in ch.genres if g not in mine]
        extra = max(0, ch.tokens - len(ch.genres) - len([g for g in mine if g not in ch.genres]))
        if missing and extra:
            key += ".and_other"
        elif not missing:
            key += ".other"
        return {"key": key, "params": {"genres": N.and_list([N.genre(g) for g in missing])}}
    if ch.kind == "money":
        return {"key": key, "params": {"money": side.money, "needed": ch.at_least}}
    if ch.kind == "comic_fans":
        return {"key": key, "params": {"best": max((x.fans for x in side.printed), default=0), "needed": ch.at_least}}
    if ch.kind == "total_fans":
        return {"key": key, "params": {"total": sum(x.fans for x in side.printed), "needed": ch.at_least}}
    if ch.kind == "orders":
        done = sum(1 for o in side.orders if o.fulfilled_by is not None)
        return {"key": key, "params": {"done": done, "needed": ch.at_least}}
    if ch.kind == "all_genres":
        missing = [g for g in content().genre_names if not any(R.genre_of(x.comic) == g for x in side.printed)]
        return {"key": key, "params": {"genres": N.and_list([N.genre(g) for g in missing])}}
    if ch.kind == "no_ripoffs":
        return {"key": key, "params": {"comics": [N.comic(x.comic, True) for x in side.printed if x.ripoff]}}
    originals = [N.comic(x.comic) for x in side.printed if not x.ripoff]  # only_ripoffs
    return {"key": key + (".originals" if originals else ".none"), "params": {"comics": originals}}


def compat_warnings(state: AocState, trace: Trace) -> None:
    """AOC-CHALLENGE-COMPAT (AOC-AMB-25): chosen challenges that cannot all be met."""
    for pair, reason in R.incompatible_chosen(state):
        names = [N.challenge(name) for name in pair]
        trace.step("AOC-CHALLENGE-COMPAT", f"{K}.compat.{reason}", first=names[0], second=names[1],
                   penalty=content().challenge_penalty, ambiguity="AOC-AMB-25")


# -- the choice of the turn ---------------------------------------------------------------
def choose(state: AocState, card: AutomaCard, trace: Trace, inputs: dict[str, str]) -> Action:
    acts = list(card.actions)
    done = [a for a in acts if R.done_this_round(state, a)]
    prio = R.priority(state, card)  # the board's under AOC-AMB-02 = board, shown with the reveal (propose)
    if len(done) == len(acts):
        trace.step("AOC-FLOW-SECOND", f"{K}.second_editor", kept=acts)
        candidates = acts
    else:
        candidates = [a for a in acts if a not in done]
        trace.step("AOC-FLOW-DONE", f"{K}.candidates", kept=candidates,
                   dropped=[Dropped(candidate=a, key=f"{K}.already_done", label=N.area(a)) for a in done],
                   ambiguity="AOC-AMB-06")
    for area in candidates:
        action = attempt(state, area, prio, trace, inputs)
        if action is not None:
            return action
    if done and len(done) < len(acts) and state.options.get("failed_fallback") == "second_editor":
        trace.step("AOC-FAILED", f"{K}.try_done", kept=done, ambiguity="AOC-AMB-06")
        for area in done:
            action = attempt(state, area, prio, trace, inputs)
            if action is not None:
                return action
    trace.step("AOC-NOACTION", f"{K}.noaction", ambiguity="AOC-AMB-07")
    for area in content().decisions.board_reading_order:
        if area == "royalties":
            continue
        action = attempt(state, area, prio, trace, inputs)
        if action is not None:
            return action
    if state.options.get("nothing_possible") == "place_anyway":
        area = next((a for a in content().decisions.board_reading_order
                     if a != "royalties" and R.first_free(state, a) is not None), None)
        trace.step("AOC-NOACTION", f"{K}.nothing_place", area=_area(area) if area else "-", ambiguity="AOC-AMB-07")
        return AutomaPass(by="automa", area=area)
    trace.step("AOC-NOACTION", f"{K}.nothing", ambiguity="AOC-AMB-07")
    return AutomaPass(by="automa")


def attempt(state: AocState, area: str, prio: tuple[str, ...], trace: Trace, inputs: dict[str, str]) -> Action | None:
    space = R.first_free(state, area)
    if space is None:
        trace.step("AOC-FAILED-NOSPACE", f"{K}.no_space", area=_area(area), ambiguity="AOC-AMB-06")
        return None
    planner = {"hire": plan_hire, "develop": plan_develop, "ideas": plan_ideas, "print": plan_print,
               "sales": plan_sales}.get(area)
    action = planner(state, prio, space, trace, inputs) if planner else None
    if action is None:
        trace.step("AOC-FAILED", f"{K}.failed", area=_area(area))
        return None
    trace.step("AOC-FLOW-PLACE", f"{K}.place", area=_area(area), space=space + 1)
    return action


# -- HIRE! -------------------------------------------------------------------------------
def best_of(display: list[str], genre: str) -> str | None:
    """AOC-HIRE-TIE: highest value, then leftmost."""
    cards = [(i, c) for i, c in enumerate(display) if R.genre_of(c) == genre]
    if not cards:
        return None
    return min(cards, key=lambda ic: (-R.creative(ic[1]).value, ic[0]))[1]


def plan_hire(state: AocState, prio, space, trace: Trace, inputs) -> Action | None:
    if len(state.automa.hand) >= 4:
        trace.step("AOC-HIRE-FAIL-FULL", f"{K}.hire_full", count=len(state.automa.hand), ambiguity="AOC-AMB-09")
        return None
    writers, artists = state.displays["writers"], state.displays["artists"]
    if not writers or not artists:
        trace.step("AOC-HIRE-FAIL-EMPTY", f"{K}.hire_empty")
        return None
    dropped = []
    for genre in prio:
        w, a = best_of(writers, genre), best_of(artists, genre)
        if w and a:
            trace.step("AOC-HIRE-PAIR", f"{K}.hire_pair", genre=_genre(genre), kept=[w, a], dropped=dropped)
            trace.step("AOC-HIRE-TIE", f"{K}.hire_pick", writer=N.creative(w), artist=N.creative(a))
            trace.step("AOC-HIRE-PLACE", f"{K}.hire_place")
            return Hire(by="automa", writer=w, artist=a)
        dropped.append(Dropped(candidate=genre, key=f"{K}.no_pair", label=N.genre(genre)))
    w = next(best_of(writers, g) for g in prio if best_of(writers, g))
    a = next(best_of(artists, g) for g in prio if best_of(artists, g))
    trace.step("AOC-HIRE-MIXED", f"{K}.hire_mixed", kept=[w, a], dropped=dropped)
    trace.step("AOC-HIRE-TIE", f"{K}.hire_pick", writer=N.creative(w), artist=N.creative(a))
    trace.step("AOC-HIRE-PLACE", f"{K}.hire_place")
    return Hire(by="automa", writer=w, artist=a)


# -- DEVELOP! --------------------------------------------------------------------------
def deck_top_genre(state: AocState, inputs: dict[str, str]) -> str | None:
    """AOC-AMB-10 alternative: the Comic deck's card backs show the genre."""
    if state.options.get("develop_deck_top") != "genre_visible" or not state.decks["comics"]:
        return None
    if state.mode == "digital":
        return R.genre_of(state.decks["comics"][0])
    told = inputs.get("comic_deck_top_genre") or R.known_top_genre(state)  # told earlier, same top: not asked
    if told is None:
        genres = sorted({R.genre_of(c) for c in state.decks["comics"]})
        raise R.NeedInput([InputRequest(name="comic_deck_top_genre", kind="choice", key=f"{GAME_ID}.ask.deck_top_genre",
                                        choices=N.choices(genres)[0], order="label")])
    return told


def plan_develop(state: AocState, prio, space, trace: Trace, inputs) -> Action | None:
    if len(state.automa.developed) >= 2:
        trace.step("AOC-DEVELOP-FAIL-FULL", f"{K}.develop_full", ambiguity="AOC-AMB-30")
        return None
    row = list(reversed(state.displays["comics"]))  # right to left
    if not row and not state.decks["comics"]:
        trace.step("AOC-DEVELOP-FAIL-EMPTY", f"{K}.develop_empty")
        return None
    visible = state.options.get("develop_deck_top") == "genre_visible"
    seen: list[str | None] = []  # the deck top's genre, once looked at (asked only when it matters)

    def top() -> str | None:
        if not seen:
            seen.append(deck_top_genre(state, inputs) if visible else None)
        return seen[0]

    def pick(genre: str) -> Develop | None:
        comic = next((c for c in row if R.genre_of(c) == genre), None)
        if comic:  # scanned before the deck (AOC-AMB-10): its top's genre not needed; told, it is kept
            told = seen[0] if seen and state.mode != "digital" else None
            return Develop(by="automa", comic=comic, outcomes={R.TOP_GENRE: told} if told else {})
        if top() == genre:  # the top card, its genre told (companion): which comic of that genre it is
            return Develop(by="automa", outcomes=_deck_outcome(state, inputs, top()))
        return None

    wanted = R.printed_genres_newest_first(state.player)
    dropped = []
    for genre in wanted:
        action = pick(genre)
        if action:
            trace.step("AOC-DEVELOP-MATCH", f"{K}.develop_match", genre=_genre(genre), comic=N.comic(action.comic),
                       dropped=dropped, ambiguity="AOC-AMB-33" if dropped else None)
            trace.step("AOC-DEVELOP", f"{K}.develop_place")
            return action
        dropped.append(Dropped(candidate=genre, key=f"{K}.no_comic_of_genre", label=N.genre(genre)))
    for genre in prio:
        action = pick(genre)
        if action:
            trace.step("AOC-DEVELOP-FALLBACK", f"{K}.develop_fallback", genre=_genre(genre), comic=N.comic(action.comic),
                       dropped=dropped)
            trace.step("AOC-DEVELOP", f"{K}.develop_place")
            return action
    trace.step("AOC-DEVELOP-FALLBACK", f"{K}.develop_deck", ambiguity="AOC-AMB-10")
    trace.step("AOC-DEVELOP", f"{K}.develop_place")
    return Develop(by="automa", outcomes=_deck_outcome(state, inputs, top()))


def _deck_outcome(state: AocState, inputs: dict[str, str], genre: str | None = None) -> dict[str, Any]:
    """The comic the Automa takes from the deck top, as the table told it. Under AOC-AMB-10 =
    genre_visible the back already showed its genre (``genre``): only comics of that genre are
    offered, and another one is refused."""
    told = inputs.get("comic_deck_top")
    if state.mode == "companion" and genre is not None:
        found = sorted(x for x in state.decks["comics"] if R.genre_of(x) == genre)
        if told is None:
            raise R.NeedInput([InputRequest(name="comic_deck_top", kind="card", key=f"{GAME_ID}.ask.deck_comic",
                                            choices=N.choices(found)[0], order="label")])
        if told not in found:
            raise R.illegal("card_not_there", card=told, where="comic_deck_top")
    return {"comic_deck_top": told} if told else {}


# -- IDEAS! -------------------------------------------------------------------------------
def plan_ideas(state: AocState, prio, space, trace: Trace, inputs) -> Action | None:
    side = state.automa
    if not side.printed:
        trace.step("AOC-IDEAS-FAIL", f"{K}.ideas_no_chart")
        return None
    if sum(state.ideas_board.values()) == 0:
        trace.step("AOC-IDEAS-FAIL", f"{K}.ideas_board_empty", ambiguity="AOC-AMB-11")
        return None
    wanted = content().space("ideas", space).board_ideas
    board = dict(state.ideas_board)
    taken: list[str] = []
    for genre in prio:
        while board.get(genre, 0) > 0 and len(taken) < wanted:
            board[genre] -= 1
            taken.append(genre)
    if len(taken) < wanted:  # the board holds fewer tokens than the space shows: all of them go
        trace.step("AOC-IDEAS-REMOVE", f"{K}.ideas_remove_short", count=len(taken), wanted=wanted,
                   genres=[_genre(g) for g in taken])
    else:
        trace.step("AOC-IDEAS-REMOVE", f"{K}.ideas_remove", count=len(taken), genres=[_genre(g) for g in taken])
    trace.step("AOC-IDEAS-NOSUPPLY", f"{K}.ideas_nosupply")
    top = R.top_comics(side, prio, 3)
    per = len(taken) if state.options.get("ideas_fans") == "per_token" else 1
    names = [_comic_name(side.printed[i]) for i in top]
    trace.step("AOC-IDEAS-FANS", f"{K}.ideas_fans", fans=per, comics=names, ambiguity="AOC-AMB-11")
    if len(side.printed) > 3:
        cut = side.printed[top[-1]].fans
        if any(side.printed[i].fans == cut for i in range(len(side.printed)) if i not in top):
            trace.step("AOC-IDEAS-TIE", f"{K}.ideas_tie", fans=cut,
                       dropped=[Dropped(candidate=_plain_name(side.printed[i]), key=f"{K}.tie_lost",
                                        params={"name": _comic_name(side.printed[i])}, label=_comic_name(side.printed[i]))
                                for i in range(len(side.printed)) if i not in top and side.printed[i].fans == cut])
    elif len(side.printed) < 3:  # only 1 or 2 comics in the chart (with exactly 3, all three are the top)
        trace.step("AOC-IDEAS-FEW", f"{K}.ideas_few_one" if len(side.printed) == 1 else f"{K}.ideas_few",
                   count=len(side.printed))
    return Ideas(by="automa", board=taken)


def _plain_name(comic) -> str:
    return f"{comic.comic}{' (rip-off)' if comic.ripoff else ''}"


def _comic_name(comic) -> dict[str, str]:
    return N.comic(comic.comic, comic.ripoff)


# -- PRINT! -------------------------------------------------------------------------------
def plan_print(state: AocState, prio, space, trace: Trace, inputs) -> Action | None:
    teams = R.teams(state.automa)
    if not teams:
        trace.step("AOC-PRINT-FAIL", f"{K}.print_no_team")
        return None
    count = 2 if content().space("print", space).prints >= 2 and len(teams) >= 2 else 1
    if content().space("print", space).prints >= 2:
        trace.step("AOC-PRINT-X2", f"{K}.print_x2", teams=len(teams), count=count, ambiguity="AOC-AMB-14")
    work = clone(state)
    jobs: list[PrintJob] = []
    lv = R.level(state)
    for _ in range(count):
        writer, artist = R.teams(work.automa)[0]
        developed = work.automa.developed
        if developed:
            comic = choose_developed(work, developed, prio, trace)
            job = PrintJob(comic=comic, writer=writer, artist=artist)
            trace.step("AOC-PRINT-ORIGINAL", f"{K}.print_original", comic=N.comic(comic), writer=N.creative(writer),
                       artist=N.creative(artist),
                       ambiguity="AOC-AMB-12")
            trace.step("AOC-PRINT-NOMATCH", f"{K}.print_nomatch")
            trace.step("AOC-PRINT-FANS", f"{K}.print_fans", level=lv.print_fans, round=work.round,
                       fans=lv.print_fans + work.round)
        else:
            targets = R.ripoff_targets(work, "player")
            if not work.player.printed or not targets:
                trace.step("AOC-RIPOFF", f"{K}.ripoff_none", ambiguity="AOC-AMB-13")
                break
            newest = len(work.player.printed) - 1
            skipped = [Dropped(candidate=_plain_name(work.player.printed[i]), key=f"{K}.ripped_already",
                               params={"name": _comic_name(work.player.printed[i])},
                               label=_comic_name(work.player.printed[i]))
                       for i in range(newest, targets[0], -1)]
            target = work.player.printed[targets[0]].comic
            job = PrintJob(comic=target, ripoff=True, writer=writer, artist=artist)
            trace.step("AOC-RIPOFF", f"{K}.ripoff", comic=N.comic(target), dropped=skipped, ambiguity="AOC-AMB-13")
            trace.step("AOC-RIPOFF-FANS", f"{K}.ripoff_fans", fans=lv.print_fans)
        R.print_one(work, "automa", work.automa, job)
        jobs.append(job)
    if not jobs:
        trace.step("AOC-PRINT-FAIL", f"{K}.print_nothing")
        return None
    return Print(by="automa", prints=jobs)


def choose_developed(state: AocState, developed: list[str], prio, trace: Trace) -> str:
    """AOC-PRINT-CHOOSE: Mastery gain, then taking it from the player, then genre priority."""
    by_prio = sorted(developed, key=lambda c: (prio.index(R.genre_of(c)), developed.index(c)))
    if len(developed) < 2:
        return developed[0]
    gain = [c for c in by_prio if R.would_gain_mastery(state, "automa", R.genre_of(c), False)]
    steal = [c for c in gain if state.mastery.get(R.genre_of(c)) == "player"]
    pool = steal or gain or by_prio
    trace.step("AOC-PRINT-CHOOSE", f"{K}.print_choose", kept=pool[:1],
               dropped=[Dropped(candidate=c, key=f"{K}.print_not_first", params={"name": N.comic(c)}, label=N.comic(c))
                        for c in by_prio if c != pool[0]],
               comic=N.comic(pool[0]), gain=len(gain), steal=len(steal), ambiguity=None if gain else "AOC-AMB-12")
    return pool[0]


# -- SALES! -------------------------------------------------------------------------------
def tile_value(state: AocState, space: str, inputs: dict[str, str]) -> int:
    """A value the table has just revealed: the state (digital) or the player's answer."""
    tile = state.orders[space]
    told = inputs.get(f"order_value:{space}")
    if told is not None:
        try:
            return int(told)
        except (TypeError, ValueError):  # a typed-in answer that is no number: refuse it with a reason
            raise R.illegal("tile_value_impossible", space=R._order_place(space), value=told) from None
    if tile.value is not None:
        return tile.value
    raise R.NeedInput([InputRequest(
        name=f"order_value:{space}", kind="number", key=f"{GAME_ID}.ask.tile_value",
        params={"space": space, "genre": tile.genre, "place": N.order_place(space),
                "pair": N.order_place(space, short=True), "genre_name": N.genre(tile.genre)},
        choices=[InputChoice(value=str(v)) for v in sorted(set(R.values_left(state, space, inputs)))])])


def plan_sales(state: AocState, prio, space, trace: Trace, inputs) -> Action | None:
    tiles = state.orders
    if not tiles:
        trace.step("AOC-SALES-FAIL", f"{K}.sales_empty")
        return None
    printed = R.printed_genres_newest_first(state.player)
    order = printed + [g for g in prio if g not in printed]
    flip: list[str] = []
    skipped = []  # the genres looked at first (your printed comics', then the priority's): none face down
    for genre in order:
        flip = sorted(s for s, t in tiles.items() if t.genre == genre and not t.face_up)
        if flip:
            trace.step("AOC-SALES-FLIP", f"{K}.sales_flip_after" if skipped else f"{K}.sales_flip", genre=_genre(genre),
                       spaces=flip, places=[N.order_place(x) for x in flip], skipped=N.and_list(skipped),
                       by_player=genre in printed, ambiguity="AOC-AMB-16")
            break
        skipped.append(N.genre(genre))
    else:
        trace.step("AOC-SALES-FLIP", f"{K}.sales_flip_none")
    missing = []
    for s in flip:
        try:
            tile_value(state, s, inputs)
        except R.NeedInput as need:
            missing += need.requests
    if missing:
        raise R.NeedInput(missing)
    known = {s: tile_value(state, s, inputs) for s, t in tiles.items() if t.face_up or s in flip}
    queue = []
    for genre in order:  # known values highest first, then face-down tiles by position
        mine = [s for s in tiles if tiles[s].genre == genre]
        queue += sorted((s for s in mine if s in known), key=lambda s: (-known[s], s))
        queue += sorted(s for s in mine if s not in known)
    lv = R.level(state)
    need_n, need_v = content().space("sales", space).operations, lv.sales_min_value
    reading = state.options.get("sales_collect", "C")
    got: list[str] = []
    values: dict[str, int] = {}
    total = 0
    while queue:
        if reading == "C" and len(got) >= need_n and total >= need_v:
            break
        if reading == "B" and (len(got) >= need_n or total >= need_v):
            break
        if reading == "A" and len(got) >= need_n:
            break
        pick = queue[0]
        if reading == "A" and len(got) == need_n - 1:
            pick = next((s for s in queue if s in known and total + known[s] >= need_v), queue[0])
        queue.remove(pick)
        values[pick] = known[pick] if pick in known else tile_value(state, pick, inputs)
        total += values[pick]
        got.append(pick)
    trace.step("AOC-SALES-COLLECT", f"{K}.sales_collect", spaces=got, places=[N.order_place(x) for x in got],
               orders=N.and_list([N.order_at(tiles[s].genre, values[s], s) for s in got]), count=need_n, kept=got)
    trace.step("AOC-SALES-MIN", f"{K}.sales_min", minimum=need_v, total=total, taken=len(got),
               ambiguity="AOC-AMB-15" if len(got) > need_n or reading != "C" else None)
    if state.automa.printed:
        best = R.top_comics(state.automa, prio, 1)[0]
        trace.step("AOC-SALES-FANS", f"{K}.sales_fans", fans=len(got), comic=_comic_name(state.automa.printed[best]),
                   ambiguity="AOC-AMB-17")
    trace.step("AOC-SALES-DISCARD", f"{K}.sales_discard", ambiguity="AOC-AMB-18")
    outcomes = {f"order_value:{s}": tile_value(state, s, inputs) for s in flip + got if tiles[s].value is None}
    return AutomaSales(by="automa", flip=flip, collect=got, outcomes=outcomes)
