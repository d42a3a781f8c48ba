"""History texts: what an action did, with names in both languages, never who did it (the
history panel names the side) and never a raw id.

``describe`` sees only the recorded action. What the action alone does not say is filled in
when it is applied (``rules.apply``), like its price: ``ActivateDivinity.god`` (the divinity
activated), ``Choose.built`` (the card the Messe built) and ``Choose.discarded`` (the face-up card
Zeus discarded; a face-down one stays unnamed); for a card or Wonder picked (``Choose.pick``):
``discarded`` (Statue of Zeus, Circus Maximus, Anubis), ``built`` (Mausoleum), both (taken by Baal
or Ra) and ``on_top`` naming a card (Nisaba's Snake); ``Choose.decision`` for a divinity activated
for free (the Gate, the Divine Theater) or a card set aside built (Statue of Liberty: taken or
given); ``Choose.age`` for the place of a face-down card Zeus discarded; ``supremacy`` on any move
that ended the game by a supremacy ("… — military supremacy: SOLO wins"). Older saves have none
of these: their lines read as before. Not in the outcomes: those are random events.
"""
from __future__ import annotations

import functools
from typing import Any

from solo_desk.core.actions import Action
from solo_desk.core.proposal import Message
from solo_desk.games.duel import content

SIDE_NAMES = {
    "player": {"en": "the Player", "it": "il giocatore"},
    "automa": {"en": "SOLO", "it": "SOLO"},
}
PLACE_NAMES = {  # where a corrected piece lies, with its preposition ("lies {to}")
    "player": {"en": "in your city", "it": "nella tua città"},  # the history calls the Player "you"
    "automa": {"en": "in SOLO's city", "it": "nella città di SOLO"},
    "discard": {"en": "on the discard pile", "it": "nella pila degli scarti"},
    "board": {"en": "on the board", "it": "sul tabellone"},
    "box": {"en": "in the box", "it": "nella scatola"},
    "set_aside": {"en": "among the cards set aside", "it": "tra le carte messe da parte"},
    "enki": {"en": "on Enki's card", "it": "sulla carta di Enki"},
}
BACK_NAMES = {  # the back of a card of the Age III structure ("shows {back}", "has {back}")
    "age": {"en": "an Age III back", "it": "un dorso dell'Epoca III"},
    "guild": {"en": "a Guild back", "it": "un dorso di Gilda"},
    "temple": {"en": "a Grand Temple back", "it": "un dorso di Grande Tempio"},
    "guild_or_temple": {"en": "a Guild / Grand Temple back", "it": "un dorso di Gilda / Grande Tempio"},
}


@functools.cache
def name(item_id: str) -> Any:
    """A card, Wonder, Progress token, divinity or Mythology as {"en", "it"}; other values unchanged."""
    cat = content.catalogue()
    for section in (cat.buildings, cat.wonders, cat.progress_tokens, cat.divinities):
        item = section.get(item_id)
        if item is not None:
            return {"en": item.name, "it": cat.name_it(item_id)}
    if item_id in content.MYTHOLOGIES:
        return {"en": item_id.capitalize(), "it": cat.name_it(item_id)}
    return item_id


def kind_of(item_id: str) -> str:
    """Which section an id belongs to: building, wonder, progress, divinity, mythology, military, direction."""
    cat = content.catalogue()
    if item_id in cat.buildings:
        return "building"
    if item_id in cat.wonders:
        return "wonder"
    if item_id in cat.progress_tokens:
        return "progress"
    if item_id in cat.divinities:
        return "divinity"
    if item_id in content.MYTHOLOGIES:
        return "mythology"
    if item_id.rpartition("_")[2].isdigit() and item_id.partition("_")[0] in SIDE_NAMES:
        return "military"
    return "direction"


def answer_name(question: str, value: str, in_sentence: bool = False) -> Any:
    """What the table showed for ``question``, as a player reads it (a name in both languages or a
    nested message): a Mythology token by its Mythology, an Offering token by its discount. Alone
    (a choice in a list) a token's label starts with a capital ("Segnalino Mitologia Fenicia");
    ``in_sentence`` words it inside a sentence, with its article ("il segnalino Mitologia Fenicia")."""
    kind = question.split(":", 1)[0]
    if kind == "token":
        suffix = "_in_sentence" if in_sentence else ""
        if value.isdigit():
            return {"key": f"duel.answer.offering_token{suffix}", "params": {"coins": int(value)}}
        if value in content.MYTHOLOGIES:
            return {"key": f"duel.answer.mythology_token{suffix}", "params": {"mythology": name(value)}}
    if kind == "back" and value in BACK_NAMES:  # only there: "temple" elsewhere is the Age II card Temple
        return BACK_NAMES[value]
    return name(value)


def _choose(action: Action) -> Message:
    pick, card, slot, space = action.pick, action.card, action.slot, action.space  # type: ignore[attr-defined]
    if action.on_top:  # type: ignore[attr-defined]
        if kind_of(action.on_top) == "building":  # type: ignore[attr-defined]
            # Nisaba's Snake put on a green card of the other city (filled in when applied)
            return Message(key="duel.action.snake_on", params={"card": name(action.on_top)})  # type: ignore[attr-defined]
        return Message(key="duel.action.choose_on_top", params={"choice": name(action.on_top)})  # type: ignore[attr-defined]
    built, discarded = action.built, action.discarded  # type: ignore[attr-defined]
    decision = getattr(action, "decision", "")
    if pick and decision in DECISION_SOURCES:
        return _decided(decision, pick)
    if pick and slot is None and pick in (built, discarded):
        # filled in when applied (rules._apply_pending): a card or Wonder taken from the other city
        # (Baal, Ra: both), discarded from a city (Statue of Zeus, Circus Maximus, Anubis), built
        # from the discard pile (Mausoleum)
        wonder = kind_of(pick) == "wonder"
        if built == discarded:
            key = "take_wonder" if wonder else "take_card"
        elif discarded:
            key = "unbuild_wonder" if wonder else "destroy_card"
        else:
            key = "build_from_discard"
        return Message(key=f"duel.action.{key}", params={"card": name(pick)})
    if slot is not None:
        if built:
            return Message(key="duel.action.choose_build_slot", params={"card": name(built)})
        if discarded == "?":  # Zeus on a face-down card: unnamed, as at the table
            age = getattr(action, "age", 0)
            if age:  # filled in when applied: its place as the questions word it
                return Message(key="duel.action.discard_face_down_at", params={"place": _place(age, slot)})
            return Message(key="duel.action.discard_face_down", params={"slot": slot + 1})
        if discarded:
            return Message(key="duel.action.choose_discard_slot", params={"card": name(discarded)})
        return Message(key="duel.action.choose_slot", params={"slot": slot + 1})
    if pick and space is not None:
        # placed face down (SOLO draws blind): the history names only its Mythology
        cat = content.catalogue()
        mythology = pick[1:] if pick.startswith("?") else cat.divinities[pick].mythology if pick in cat.divinities else pick
        return Message(key="duel.action.choose_place", params={"mythology": name(mythology), "space": space})
    if pick and card:
        return Message(key="duel.action.choose_isis", params={"wonder": name(pick), "card": name(card)})
    if not pick:
        return Message(key="duel.action.choose_minerva", params={"space": space, "place": track_place(space)})
    kind = kind_of(pick)
    if kind == "military":
        return Message(key="duel.action.choose_military", params={"coins": int(pick.rpartition("_")[2])})
    if kind == "direction":
        return Message(key="duel.action.choose_direction", params={"direction": {"key": f"duel.direction.{pick}"}})
    return Message(key=f"duel.action.choose_{kind}", params={"choice": name(pick)})


# the decisions whose choice is worded by what the rules did with it (``Choose.decision``, filled
# in when applied), with the Wonder or divinity that asked for it
DECISION_SOURCES = {"gate": "gate", "theater": "divine_theater",
                    "liberty_pick": "statue_of_liberty", "liberty_give": "statue_of_liberty",
                    "neptune_discard": "neptune", "neptune_apply": "neptune"}


def _decided(decision: str, pick: str) -> Message:
    """A divinity activated for free from its Mythology deck (the Gate: from the top of one; the
    Divine Theater: from the deck chosen), a card set aside built for free (Statue of Liberty: by
    its owner, or given to the other side), a Military token Neptune discards without effect or
    applies against the other side."""
    params: dict[str, Any] = {"source": name(DECISION_SOURCES[decision])}
    if decision in ("gate", "theater"):
        params["god"] = name(pick)
        params["mythology"] = name(content.catalogue().divinities[pick].mythology)
    elif decision.startswith("neptune"):  # a Military token ("automa_5": 5 coins, on SOLO's half)
        half, _, coins = pick.rpartition("_")
        params.update(coins=int(coins), half={"key": f"duel.where.half_{half}", "params": {}})
    else:
        params["card"] = name(pick)
    return Message(key=f"duel.action.{decision}", params=params)


def _place(age: int, slot: int) -> dict[str, Any]:
    """A structure slot of ``age`` in words, as the questions name it (row, card from the left)."""
    slots = content.catalogue().board.age_layouts.get(age) or ()
    if slot >= len(slots):
        return {"key": "duel.where.slot_number", "params": {"n": slot + 1}}
    o = slots[slot]
    column = 1 + sum(1 for x in slots if x.row == o.row and x.column < o.column)
    return {"key": "duel.where.slot", "params": {"row": o.row, "column": column}}


SUPREMACY_ENDS = {("military", "player"), ("military", "automa"), ("science", "player"), ("science", "automa")}


def _priced(key: str, coins: int, free: bool = False) -> str:
    """The message saying "1 coin" ("1 moneta") rather than "1 coins": its ``_one`` variant; with
    ``free`` (a price), "for free" ("gratis") rather than "for 0 coins": its ``_free`` variant."""
    if free and coins == 0:
        return key + "_free"
    return key + "_one" if coins == 1 else key


def describe(action: Action) -> Message:
    """The history text of a recorded (or proposed) action. The history prefixes the side ("you:",
    "SOLO:"): the Player's acts read in the second person (``<key>_you``: "you: build …",
    "tu: costruisci …"), SOLO's in the third ("SOLO: builds …")."""
    from solo_desk.core.messages import for_side

    message = for_side(_describe(action), action.by)
    god = _immediate_god(action)
    if god:  # a Divinity whose whole effect is immediate: what it gave, not only its activation
        message = Message(key="duel.action.god_effect", params={
            "action": {"key": message.key, "params": dict(message.params)},
            "effect": {"key": f"duel.god_effect.{god}", "params": _god_gains(god)}})
    outcomes = getattr(action, "outcomes", None) or {}
    free = outcomes.get("solo_free_card")
    nudge = outcomes.get("solo_level_nudge")
    if outcomes.get("messe_nothing"):  # the Messe was built with the structure's top row empty
        message = Message(key="duel.action.messe_nothing", params={
            "action": {"key": message.key, "params": dict(message.params)}, "wonder": name("messe")})
    if free:  # this move started an Age: SOLO's challenge level gave it a card set aside (digital)
        message = Message(key="duel.action.level_free_card" + ("_nudge" if nudge else ""), params={
            "action": {"key": message.key, "params": dict(message.params)},
            "age": AGE_NUMERALS.get(_card_age(free[0]), ""), "card": name(free[0]),
            **({"nudge": nudge_words(nudge)} if nudge else {})})
    elif nudge:  # this move (or the table's card for SOLO's level) started an Age: the Conflict nudge
        key = "duel.action.answer_level_nudge" if action.kind == "answer" else "duel.action.level_nudge"
        message = Message(key=key, params={"action": {"key": message.key, "params": dict(message.params)},
                                           "age": AGE_NUMERALS.get(nudge.get("age", 0), ""), "nudge": nudge_words(nudge)})
    reason, _, winner = getattr(action, "supremacy", "").partition(":")
    if (reason, winner) in SUPREMACY_ENDS:  # filled in when applied: this move ended the game
        return Message(key="duel.action.game_won", params={
            "action": {"key": message.key, "params": dict(message.params)},
            "end": {"key": f"duel.end.{reason}_{winner}", "params": {}}})
    return message


AGE_NUMERALS = {1: "I", 2: "II", 3: "III"}


# the Divinities that ask nothing more once activated: the history says what they gave
IMMEDIATE_GODS = ("tanit", "aphrodite", "mars", "astarte", "ishtar")


def _god_gains(god: str) -> dict[str, int]:
    """What an immediate Divinity gives, as the content says it (its coins, VP, shields; the coins
    Astarte's card holds)."""
    cat = content.catalogue()
    d = cat.divinities[god]
    return {"coins": d.coins, "vp": d.vp, "shields": d.shields, "astarte": cat.board.astarte_coins}


def _immediate_god(action: Action) -> str:
    """The Divinity of an applied activation (a Pantheon space, or the one the Gate or the Divine
    Theater took) whose effect is immediate; "" for any other action or a proposed one."""
    if action.kind == "activate" and getattr(action, "price", None) is not None:
        god = getattr(action, "god", "") or ""
    elif action.kind == "choose" and getattr(action, "decision", "") in ("gate", "theater"):
        god = getattr(action, "pick", "") or ""
    else:
        return ""
    return god if god in IMMEDIATE_GODS else ""


def nudge_words(nudge: dict[str, Any]) -> dict[str, Any]:
    """SOLO-LEVEL-C1 as it happened at an Age's start (``outcomes["solo_level_nudge"]``, filled in
    when applied): SOLO was behind, its level moved the Conflict pawn one space toward the Player's
    capital, or a Minerva pawn on that space stopped it and was discarded."""
    before, after = int(nudge.get("before", 0)), int(nudge.get("after", 0))
    params = {"level": {"key": f"duel.bot.level.{nudge.get('level', 'base')}", "params": {}},
              "before": track_place(before), "after": track_place(after), "minerva": track_place(before - 1)}
    return {"key": "duel.nudge." + ("stopped" if after == before else "moved"), "params": params}


def track_place(position: int) -> dict[str, Any]:
    """A space of the Military track in words: the board's signed coordinate (positive: SOLO's half)
    read as its side, never "space -4"."""
    if position == 0:
        return {"key": "duel.where.track_centre", "params": {}}
    side = "automa" if position > 0 else "player"
    return {"key": f"duel.where.track_{side}", "params": {"n": abs(position)}}


def _card_age(card: str) -> int:
    found = content.catalogue().buildings.get(card)
    return found.age if found is not None else 0


STARTER_NAMES = {"player": {"en": "you", "it": "tu"}, "automa": {"en": "SOLO", "it": "SOLO"}}


def _describe(action: Action) -> Message:
    kind = action.kind
    a: Any = action
    if kind == "pick_wonder":
        if a.left_over:  # the last pick of a round: the Wonder left over goes to the other side
            # the Wonder left over goes to the other side: "you get" after SOLO's pick (the key's
            # ``_you`` variant, after the Player's: "SOLO gets")
            taker = "player" if a.by == "automa" else "automa"
            return Message(key="duel.action.pick_wonder_left_over",
                           params={"wonder": name(a.wonder), "other": SIDE_NAMES[taker], "left_over": name(a.left_over)})
        return Message(key="duel.action.pick_wonder", params={"wonder": name(a.wonder)})
    if kind == "build":
        return Message(key=_priced("duel.action.build", a.price, free=True) if a.price is not None else "duel.action.build_unpriced",
                       params={"card": name(a.card), "price": a.price})
    if kind == "discard":
        return Message(key=_priced("duel.action.discard", a.gain) if a.gain is not None else "duel.action.discard_unpriced",
                       params={"card": name(a.card), "gain": a.gain})
    if kind == "build_wonder":
        key = _priced("duel.action.build_wonder", a.price, free=True) if a.price is not None else "duel.action.build_wonder_unpriced"
        return Message(key=key,
                       params={"wonder": name(a.wonder), "card": name(a.card), "price": a.price})
    if kind == "activate":
        god = a.god
        params = {"space": a.space, "price": a.price, "offerings": len(a.offerings)}
        if god:
            params["god"] = name(str(god))
        if a.price is None:  # a proposed action, not applied yet
            key = "duel.action.activate" + ("" if god else "_space") + "_unpriced"
        else:
            tokens = {0: "", 1: "_offering"}.get(len(a.offerings), "_offerings")  # one token, or more
            key = _priced("duel.action.activate" + ("" if god else "_space") + tokens, a.price, free=True)
        return Message(key=key, params=params)
    if kind == "choose_start":
        if a.age is None:  # proposed, or an older save: the Age is not recorded
            return Message(key="duel.action.choose_start", params={"starter": STARTER_NAMES[a.starter]})
        return Message(key="duel.action.choose_start_age", params={"starter": STARTER_NAMES[a.starter], "age": a.age})
    if kind == "choose":
        return _choose(action)
    if kind == "answer":
        if a.question == "solo_free":  # the card set aside SOLO's challenge level builds at an Age's start
            return Message(key="duel.action.answer_solo_free", params={
                "age": AGE_NUMERALS.get(_card_age(a.value), ""), "card": name(a.value)})
        return _answer(a.question, a.value)
    if kind == "set_coins":
        key = "duel.action.set_coins" + ("_yours" if a.side == "player" else "")  # "you have 9 coins"
        return Message(key=_priced(key, a.coins), params={"side": SIDE_NAMES[a.side], "coins": a.coins})
    if kind == "set_conflict":
        return Message(key="duel.action.set_conflict", params={"position": a.position, "place": track_place(a.position)})
    if kind == "move_card":
        return Message(key="duel.action.move_card", params={"card": name(a.card), "to": PLACE_NAMES[a.to]})
    if kind == "move_wonder":
        key = "duel.action.move_wonder" + ("_yours" if a.to == "player" else "")  # "the Wonder X is yours"
        return Message(key=key, params={"wonder": name(a.wonder), "to": SIDE_NAMES[a.to]})
    if kind == "move_progress":
        return Message(key="duel.action.move_progress", params={"token": name(a.token), "to": PLACE_NAMES[a.to]})
    if kind == "move_divinity":
        return _move_divinity(a)
    if kind == "set_minerva":
        if a.position is None:
            return Message(key="duel.action.set_minerva_off", params={})
        return Message(key="duel.action.set_minerva", params={"position": a.position, "place": track_place(a.position)})
    if kind == "set_astarte_coins":
        return Message(key=_priced("duel.action.set_astarte_coins", a.coins), params={"place": PLACE_NAMES[a.side], "coins": a.coins})
    if kind == "move_snake":
        if a.card is None:
            return Message(key="duel.action.move_snake_box", params={})
        where = "automa" if a.side == "player" else "player"  # the Snake lies in the other city
        return Message(key="duel.action.move_snake", params={"card": name(a.card), "place": PLACE_NAMES[where]})
    if kind == "move_token":
        from solo_desk.games.duel.edits import token_name, token_place

        return Message(key="duel.action.move_token", params={"token": token_name(a.token), "to": token_place(a.to, a.to_slot, a.token)})
    if kind == "move_looting":
        from solo_desk.games.duel.edits import looting_name

        return Message(key="duel.action.move_looting" + ("_box" if a.to == "box" else ""),
                       params={"token": looting_name(a.token)})
    if kind == "return_card":
        return Message(key="duel.action.return_card", params={"card": name(a.card), **_slot_words(a.card, a.slot)})
    if kind == "rename_card":
        return Message(key="duel.action.rename_card", params={"card": name(a.card), **_slot_words(a.card, a.slot)})
    if kind == "tuck_card":
        if a.unbuilt:  # the card was under another Wonder of the city: that one is not built now
            return Message(key="duel.action.tuck_card_instead",
                           params={"wonder": name(a.wonder), "card": name(a.card), "other": name(a.unbuilt)})
        return Message(key="duel.action.tuck_card", params={"wonder": name(a.wonder), "card": name(a.card)})
    if kind == "unbuild_wonder":
        return Message(key="duel.action.correct_unbuilt_wonder", params={"wonder": name(a.wonder), "to": PLACE_NAMES[a.to]})
    if kind == "rename_placed":
        return Message(key="duel.action.rename_placed", params={"old": name(a.old), "card": name(a.card)})
    if kind == "set_back":
        return Message(key="duel.action.set_back", params={"back": BACK_NAMES[a.back], **_slot_words(None, a.slot)})
    if kind == "move_set_aside":
        if a.to == "set_aside":
            return Message(key="duel.action.move_set_aside", params={"card": name(a.card)})
        return Message(key="duel.action.move_set_aside_taken", params={"card": name(a.card), "to": PLACE_NAMES[a.to]})
    return Message(key=f"duel.action.{kind}", params={})


AGE_NUMERALS = {1: "I", 2: "II", 3: "III"}


def _slot_words(card: str | None, slot: int) -> dict[str, Any]:
    """A structure slot in a correction as the questions and the dialogs name it: the Age (the
    card's own; a back is told in Age III only) and its row and card from the left."""
    cat = content.catalogue()
    age = cat.buildings[card].age if card in cat.buildings else 3
    return {"slot": slot + 1, "age": AGE_NUMERALS[age], "place": _place(age, slot)}


def _answer(question: str, value: str) -> Message:
    """What the table showed, and for which question when the name alone does not say it (a
    Progress token on the board, a Wonder for the draft, a divinity revealed, a token for Enki, the
    Great Library's or the Statue of Liberty's draw, the top of a deck, Zeus's face-down card); a
    card of the structure, its back and a token on a card say it by themselves."""
    shown = answer_name(question, value, in_sentence=True)
    kind, _, arg = question.partition(":")
    params: dict[str, Any] = {"value": shown}
    if kind == "progress" and arg.isdigit():
        params["place"] = question_place(question, None)
    elif kind == "pantheon" and arg.isdigit():
        params["space"] = int(arg)
    elif kind == "gate" and arg:
        params.update(mythology=name(arg), source=name("gate"))
    elif kind == "offer":
        card = kind_of(value) == "building"
        kind = "offer_card" if card else "offer_token"
        params["source"] = name("statue_of_liberty" if card else "great_library")
    elif kind not in ("wonder", "enki", "discarded"):
        return Message(key="duel.action.answer", params=params)
    return Message(key=f"duel.action.answer_{kind}", params=params)


def _move_divinity(a: Any) -> Message:
    """A face-down divinity (``"?<mythology>"``) is named by its Mythology only, as at the table."""
    god = a.god
    hidden = god.startswith("?")
    mythology = god[1:] if hidden else content.catalogue().divinities[god].mythology
    if a.to == "pantheon":
        if hidden:
            return Message(key="duel.action.move_divinity_hidden", params={"mythology": name(mythology), "space": a.space})
        return Message(key="duel.action.move_divinity", params={"god": name(god), "space": a.space})
    if a.to == "deck":
        if hidden:
            return Message(key="duel.action.move_divinity_hidden_deck",
                           params={"mythology": name(mythology), "space": a.from_space})
        return Message(key="duel.action.move_divinity_deck", params={"god": name(god), "mythology": name(mythology)})
    return Message(key="duel.action.move_divinity_city", params={"god": name(god), "to": PLACE_NAMES[a.to]})


def question_text(question: str, s: Any) -> dict[str, Any] | str:
    """A companion question as the table asks it (``duel.ask.<kind>``, its place in words), for
    the messages that name one; the id itself when it is no question of the game."""
    from solo_desk.core.messages import lookup

    key = "duel.ask." + question.split(":", 1)[0]
    if not lookup(key):
        return question
    params: dict[str, Any] = {"question": question}
    if key == "duel.ask.back":  # the other back as this game's content has it (Guild, Grand Temple)
        from solo_desk.games.duel.rules import extras_back

        params["other"] = BACK_NAMES[extras_back(getattr(s, "pantheon", False))]
    arg = question.partition(":")[2]
    if key == "duel.ask.enki" and arg.isdigit():  # which of Enki's tokens (asked as enki:0, enki:1)
        asked = [int(q.question[5:]) for q in getattr(s, "asks", ()) if q.question[5:].isdigit() and q.question.startswith("enki:")]
        key = "duel.ask.enki_counted"
        params.update(n=int(arg) + 1, total=max(asked + [int(arg)]) + 1)
    if key == "duel.ask.offer":  # what is drawn says which decision asks: the Great Library, the Statue of Liberty
        offer = _offer_words(s)
        if offer is not None:
            key = offer[0]
            params.update(offer[1])
    place = question_place(question, s)
    if place is not None:
        params["place"] = place  # the question's place in words: the raw id never shows
    return {"key": key, "params": params}


def _offer_words(s: Any) -> tuple[str, dict[str, Any]] | None:
    """The ``offer`` question of the decision it fills (``rules._offer_target``): the Great
    Library's tokens drawn from the box, or the Statue of Liberty's cards set aside for this Age;
    which one of how many is asked now."""
    target = next((p for p in getattr(s, "pending", ()) if p.kind in ("library", "liberty_pick")), None)
    if target is None:
        return None
    told = len(target.options)
    total = told + sum(1 for q in s.asks if q.question == "offer")
    wonder = "great_library" if target.kind == "library" else "statue_of_liberty"
    key = "duel.ask.offer_library" if target.kind == "library" else "duel.ask.offer_liberty"
    return key, {"wonder": name(wonder), "n": told + 1, "total": total, "age": getattr(s, "age", 0)}


def question_place(question: str, s: Any) -> dict[str, Any] | None:
    """Where a companion question's piece lies, in words (never the raw ``card:3`` id): a nested
    message for the question's ``{place}``, or None when the question names no place."""
    kind, _, arg = question.partition(":")
    if kind in ("card", "back", "token") and arg.isdigit():
        return _place(s.age, int(arg))
    if kind == "progress" and arg.isdigit():
        total = content.catalogue().board.progress_tokens_on_board
        return {"key": "duel.where.progress", "params": {"n": int(arg) + 1, "total": total}}
    if kind == "pantheon" and arg.isdigit():
        # space 1 is next to the first player's capital
        return {"key": f"duel.where.pantheon_{s.first_player}", "params": {"n": int(arg)}}
    if kind == "gate" and arg:
        return name(arg)
    return None
