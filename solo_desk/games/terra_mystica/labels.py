"""Names for messages, in both languages: every id a message shows (a colour, a faction, a tile, a
resource, a set-up step) becomes a nested message ``{"key": ...}`` of ``resources/terra_mystica/
messages.json``, rendered in the window's language. No Qt here: the rules and the bot use it too.
"""
from __future__ import annotations

import re
from typing import Any

P = "terra_mystica."
CULT_IDS = ("fire", "water", "earth", "air")
RESOURCE_IDS = ("coins", "workers", "priests", "power", "vp", "spades", "keys", "bridges", "shipping", "digging")
BUILDING_IDS = ("D", "TP", "TE", "SH", "SA")
TILE = re.compile(r"^(BON|FAV|TW|SCORE)(\d+)$")


def msg(key: str, **params: Any) -> dict[str, Any]:
    return {"key": P + key, "params": params} if params else {"key": P + key}


def colour(c: str) -> dict[str, Any]:
    return msg(f"colour.{c}")


def colour_f(c: str) -> dict[str, Any]:
    """The colour agreeing with a feminine noun (Italian: "abitazione rossa")."""
    return msg(f"colour_f.{c}")


def colour_from(c: str) -> dict[str, Any]:
    """The colour after "from" (Italian: "dal giallo", the preposition agreeing with its article)."""
    return msg(f"colour_from.{c}")


def terrain(t: str) -> dict[str, str]:
    from .content import catalogue

    return {"en": t.capitalize(), "it": catalogue().names_it["terrains"].get(t, t)}


def faction(f: str) -> Any:
    """A faction's name from factions.json and names_it.json."""
    from .content import catalogue

    cat = catalogue()
    if f not in cat.factions:
        return f
    return {"en": cat.factions[f].name, "it": cat.names_it["factions"].get(f, cat.factions[f].name)}


def cult(c: str) -> dict[str, Any]:
    """A cult as every text names it: "Fire cult" / "culto del Fuoco" (the board, the menus, the
    history and the explanations alike)."""
    return msg(f"cult.{c}")


def cult_title(c: str) -> dict[str, str]:
    """A cult's name at the start of a line or as a heading: "Fire cult" / "Culto del Fuoco"."""
    return {lang: (lambda t: t[:1].upper() + t[1:])(_render(cult(c), lang)) for lang in LANGS}


def cult_to(c: str) -> dict[str, str]:
    """Towards a cult: "to the Water cult" / "al culto dell'Acqua"."""
    name = {lang: _render(cult(c), lang) for lang in LANGS}
    return {"en": f"to the {name['en']}", "it": f"al {name['it']}"}


def building(kind: str) -> dict[str, Any]:
    return msg(f"building.{kind}")


def resource(r: str) -> Any:
    """A resource or a cult (conversions, costs); anything else unchanged."""
    if r in CULT_IDS:
        return cult(r)
    return msg(f"resource.{r}") if r in RESOURCE_IDS else r


def tile(tid: str | None) -> Any:
    """BON9 -> "bonus tile 9", FAV5 -> "favour tile 5", TW1 -> "town tile 1", SCORE7 -> "scoring tile 7"."""
    m = TILE.match(tid or "")
    return msg(f"tile.{m.group(1)}", n=int(m.group(2))) if m else tid


def tile_shown(tid: str | None) -> Any:
    """A tile as the history, the menus and the explanations name it: by what it shows (the
    physical tiles carry no number: "bonus tile “income 3 power; shipping +1”", "favour tile
    “Earth cult +1; dwelling +2 VP”", "town tile “5 VP; 6 coins”")."""
    m = TILE.match(tid or "")
    if m:
        what = tile_choice(str(tid))
        if isinstance(what, dict) and "key" not in what:  # a known tile: named by what it shows
            return msg(f"tile_shown.{m.group(1)}", what=what)
    return tile(tid)


def cult_steps(c: str, n: int) -> dict[str, str]:
    """Steps on a cult as a favour tile shows them: "Earth cult +1" / "culto della Terra +1"."""
    return {lang: f"{_render(cult(c), lang)} +{n}" for lang in LANGS}


def tile_short(tid: str) -> Any:
    """A favour or town tile in a few words, enough to tell it from the others: a favour tile by its
    cult steps ("Earth cult +1": no two tiles share them), a town tile by its VP ("5 VP")."""
    from .content import catalogue

    cat = catalogue()
    if tid in cat.favours:
        return cult_steps(*next(iter(cat.favours[tid].cults.items())))
    if tid in cat.towns:
        return msg("choice.town_vp", vp=cat.towns[tid].gain.get("vp", 0))
    return tile_shown(tid)


def setup_item(item: str, bonus_tiles: int = 4) -> Any:
    """A set-up step (``round_tile_2``) as the player reads it."""
    head, _, n = item.rpartition("_")
    if n.isdigit():
        if head == "bonus_tile":
            return msg("setup.bonus_tile", n=int(n), count=bonus_tiles)
        if head in ("round_tile", "preset_round"):
            return msg(f"setup.{head}", n=int(n))
    if item in ("faction", "third_colour", "cults"):
        return msg(f"setup.{item}")
    if item.startswith("tie"):
        return msg("setup.tie")
    return item


def difficulty(level: str) -> Any:
    return msg(f"difficulty.{level}") if level in ("easy", "intermediate", "hard") else level


def side(who: str) -> Any:
    return msg(f"side.{who}") if who in ("player", "automa") else who


def setup_value(item: str, value: str | None) -> Any:
    """The value of a set-up step, named: a faction, a colour, a tile."""
    if value is None:
        return ""
    if item == "faction":
        return faction(value)
    if item == "third_colour":
        return colour(value)
    return tile_shown(value)


def setup_choice(item: str, value: str) -> Any:
    """A choice of a set-up question: a faction, a colour, or a tile told by what it shows."""
    if item.startswith(("round_tile_", "bonus_tile_")):
        return tile_choice(value)
    return setup_value(item, value)


LANGS = ("en", "it")


_AMOUNTS: dict[tuple[tuple[str, int], ...], dict[str, Any]] = {}  # a few dozen distinct amounts in a game


def amounts(gains: dict[str, int]) -> dict[str, Any]:
    """Amounts of resources ("2 coins + 1 worker"), a name in both languages (made once per amount:
    income and tiles are explained at every step)."""
    key = tuple(gains.items())
    found = _AMOUNTS.get(key)
    if found is None:
        parts = [msg(f"amount_one.{r}") if n == 1 else msg(f"amount.{r}", n=n) for r, n in gains.items()]
        if len(_AMOUNTS) > 4096:
            _AMOUNTS.clear()
        found = _AMOUNTS[key] = {lang: " + ".join(_render(p, lang) for p in parts) for lang in LANGS}
    return dict(found)


def _render(value: Any, lang: str) -> str:
    from solo_desk.core.messages import render_value

    return render_value(value, lang)


# tile_choice's names, made once per catalogue (the proposals name tiles at every set-up step)
_TILE_NAMES: dict[str, Any] = {"catalogue": None, "names": {}}


def tile_choice(tid: str) -> Any:
    """A round or bonus tile as drawn at the table, where tiles carry no number: what it shows, a
    name in both languages ("dwelling +2 VP; each 4 on the Water cult → 1 priest", "abitazione +2 PV; ...")."""
    from .content import catalogue

    cat = catalogue()
    if _TILE_NAMES["catalogue"] is not cat:  # new content (an override): the names again
        _TILE_NAMES["catalogue"], _TILE_NAMES["names"] = cat, {}
    names = _TILE_NAMES["names"]
    if tid not in names:
        names[tid] = _tile_choice(cat, tid)
    return names[tid]


def _tile_choice(cat: Any, tid: str) -> Any:
    rounds = {t.id: t for t in cat.tables.round_tiles}
    if tid in rounds:
        t = rounds[tid]
        scoring = building(t.vp_for) if t.vp_for in BUILDING_IDS else msg(f"vp_for.{t.vp_for}")
        parts: list[Any] = [msg("choice.score", scoring=scoring, vp=t.vp, per=t.per, cult=cult(t.cult), gain=amounts(t.gain))]
    elif tid in cat.bonus:
        b = cat.bonus[tid]
        parts = [msg("choice.income", income=amounts(b.income))]
        if b.action in ("spade", "cult"):
            parts.append(msg(f"choice.action_{b.action}"))
        if b.shipping:
            parts.append(msg("choice.shipping", n=b.shipping))
        by_vp: dict[int, list[str]] = {}
        for kind, vp in b.pass_vp.items():
            by_vp.setdefault(vp, []).append(kind)
        for vp, kinds in by_vp.items():
            names = {lang: "/".join(_render(building(k), lang) for k in kinds) for lang in LANGS}
            parts.append(msg("choice.pass_vp", vp=vp, building=names))
    elif tid in cat.favours:
        f = cat.favours[tid]
        parts = [cult_steps(c, n) for c, n in f.cults.items()]
        if f.income:
            parts.append(msg("choice.income", income=amounts(f.income)))
        for kind, vp in f.build_vp.items():
            parts.append(msg("choice.build_vp", building=building(kind), vp=vp))
        if f.town_power:
            parts.append(msg("choice.town_power", n=f.town_power))
        if f.action == "cult":
            parts.append(msg("choice.action_cult"))
        if f.pass_vp_by_trading_houses:
            parts.append(msg("choice.pass_vp_trading_houses"))
    elif tid in cat.towns:
        gain = dict(cat.towns[tid].gain)
        parts = [msg("choice.town_vp", vp=gain.pop("vp", 0))]
        gain.pop("keys", None)
        if set(gain) == set(CULT_IDS) and len(set(gain.values())) == 1:
            parts.append(msg("choice.each_cult", n=next(iter(gain.values()))))
        elif gain:
            parts.append(amounts(gain))
    else:
        return tile(tid)
    return {lang: "; ".join(_render(p, lang) for p in parts) for lang in LANGS}


def die_choice(n: int) -> Any:
    """A face of the power-action die with the action it blocks (TM-POWER-D6), in both languages."""
    action = {"key": f"{P}power_action.{n}"}
    return {lang: f"{n} · {_render(action, lang)}" for lang in LANGS}


def ability(name: str) -> Any:
    """A special ability (``ride``, ``engineers``) or an action kind (``advance_shipping``), named."""
    from solo_desk.core.messages import lookup

    for section in ("via", "kind"):
        if lookup(P + f"{section}.{name}"):
            return msg(f"{section}.{name}")
    return name


PARAM_NAMES = {
    "action": ability,
    "colour": colour, "colour_f": colour_f, "home": colour, "faction": faction, "cult": cult, "building": building, "to": building,
    "resource": resource, "source": resource, "target": resource, "tile": tile_shown,
    "special": lambda x: building(x) if x in BUILDING_IDS else tile_shown(x), "item": setup_item,
    "side": side, "level": difficulty,
    "pending": lambda k: msg(f"pending.{k}") if k in ("leech", "favour", "town", "spades", "workers_to_priests") else k, "track": lambda t: msg(f"track.{t}") if t in ("shipping", "digging") else t,
}


def place(n: int) -> dict[str, Any] | str:
    """A place of the final scoring, as both languages write it: "4th place", "4° posto" (1 to 4: you
    and the three opponents)."""
    return msg(f"place.{n}") if 1 <= n <= 4 else str(n)


def final_part(key: str, vp: int) -> dict[str, Any] | str:
    """One category of the final scoring for the history: "largest area 6", "Fire cult 4", "resources 3"."""
    if key.startswith("cult_"):
        return msg("final_part.cult", cult=cult(key[5:]), vp=vp)
    if key in ("area", "resources"):
        return msg(f"final_part.{key}", vp=vp)
    return f"{key} {vp}"  # no other category is scored


def named(params: dict[str, Any]) -> dict[str, Any]:
    """Message parameters with every known id replaced by its name in both languages."""
    out = {}
    for k, v in params.items():
        fn = PARAM_NAMES.get(k)
        out[k] = fn(v) if fn and isinstance(v, str) else v
    return out
