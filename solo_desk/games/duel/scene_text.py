"""Texts of the 7 Wonders Duel board: card, Wonder, token and Divinity details (the hover tooltips),
prices with their breakdown, the labels of the choices a click offers."""
from __future__ import annotations

from solo_desk.core.messages import roman
from solo_desk.ui.i18n import tr

from . import rules as R
from .content import catalogue
from .scene_draw import chain_name, colour_name, mythology_name, name, resource_name, science_name
from .state import ActivateDivinity, BuildCard, BuildWonder, Choose, ChooseStart, DiscardCard, DuelState, PickWonder


def coins_text(n: int) -> str:
    return tr("1 coin") if n == 1 else tr("%d coins") % n


def cards_text(n: int) -> str:
    return tr("1 card") if n == 1 else tr("%d cards") % n


def side_name(side: str) -> str:
    return tr("you") if side == "player" else tr("SOLO")


def cost_text(cost_coins: int, cost: dict[str, int]) -> str:
    parts = [coins_text(cost_coins)] if cost_coins else []
    parts += [f"{n} {resource_name(r)}" for r, n in cost.items()]
    return ", ".join(parts) if parts else tr("free")


def colours_text(what: tuple[str, ...]) -> str:
    return ", ".join(colour_name(c) for c in what)


def building_lines(card_id: str) -> list[str]:
    cat = catalogue()
    b = cat.buildings[card_id]
    ages = {1: "I", 2: "II", 3: "III"}
    kind = {"guild": tr("Guild"), "grand_temple": tr("Grand Temple")}.get(b.group, colour_name(b.color))
    lines = [f"{name(card_id)} — {kind}, " + tr("Age %s") % ages[b.age]]
    lines.append(tr("Cost: %s") % cost_text(b.cost_coins, dict(b.cost)))
    if b.chain_needs and b.group != "grand_temple":  # a Grand Temple's "chain" is its Mythology token: below
        lines.append(tr("Free through the chain: %s") % chain_name(b.chain_needs))
    if b.produces:
        lines.append(tr("Produces: %s") % ", ".join(f"{n} {resource_name(r)}" for r, n in b.produces.items()))
    if b.produces_one_of:
        lines.append(tr("Produces one of these each turn: %s") % " / ".join(resource_name(r) for r in b.produces_one_of))
    for r in b.trade_at_one:
        lines.append(tr("Trading: %s costs you 1 coin from the bank") % resource_name(r))
    if b.shields:
        lines.append(tr("Shields: %d") % b.shields)
    if b.science:
        lines.append(tr("Science symbol: %s") % science_name(b.science))
    if b.coins:
        lines.append(tr("Coins when built: %d") % b.coins)
    if b.coins_per:
        lines.append(tr("Coins when built: %d per card in your city: %s") % (b.coins_per.each, colours_text(b.coins_per.what)))
    if b.guild:
        g = b.guild
        if "coin_set_of_3" in g.counts:
            what = tr("set of 3 coins in the richest city")
        else:
            what = tr("card in the city with the most: %s") % colours_text(g.counts)
        if g.coins_each:
            lines.append(tr("Coins when built: %d per %s") % (g.coins_each, what))
        if g.vp_each:
            lines.append(tr("VP at the end: %d per %s") % (g.vp_each, what))
    if b.group == "grand_temple":
        lines.append(tr("Grand Temples: 1 / 2 / 3 built give 5 / 12 / 21 VP"))
        lines.append(tr("Free for whoever holds the %s Mythology token") % mythology_name(b.mythology or ""))
    if b.vp:
        lines.append(tr("VP: %d") % b.vp)
    if b.chain_gives:
        lines.append(tr("Chain symbol: %s (a later card with it is free)") % chain_name(b.chain_gives))
    return lines


def wonder_effect_text(effect: str) -> str:
    texts = {
        "discard_opponent_brown": tr("Discard one brown card of the opponent"),
        "discard_opponent_grey": tr("Discard one grey card of the opponent"),
        "progress_from_box": tr("Draw 3 Progress tokens from the box, keep one"),
        "build_from_discard": tr("Build a card of the discard pile for free"),
        "pantheon_discount": tr("Divinities cost you 2 coins less"),
        "divine_theater": tr("Take a Divinity from a Mythology deck of your choice"),
        "messe": tr("Build a card of the structure's top row for free"),
        "statue_of_liberty": tr("Look at the cards set aside this Age: build one, give one to the opponent"),
    }
    return texts.get(effect, effect)


def wonder_lines(wonder_id: str) -> list[str]:
    w = catalogue().wonders[wonder_id]
    lines = [name(wonder_id) + " — " + tr("Wonder"), tr("Cost: %s") % cost_text(0, dict(w.cost))]
    if w.produces_one_of:
        lines.append(tr("Produces one of these each turn: %s") % " / ".join(resource_name(r) for r in w.produces_one_of))
    if w.shields:
        lines.append(tr("Shields: %d") % w.shields)
    if w.coins:
        lines.append(tr("Coins when built: %d") % w.coins)
    if w.opponent_loses:
        lines.append(tr("The opponent loses %s") % coins_text(w.opponent_loses))
    if w.effect:
        lines.append(wonder_effect_text(w.effect))
    if w.play_again:
        lines.append(tr("Play again"))
    if w.vp:
        lines.append(tr("VP: %d") % w.vp)
    return lines


def progress_lines(token_id: str) -> list[str]:
    texts = {
        "agriculture": tr("6 coins now and 4 VP"),
        "architecture": tr("Your Wonders cost 2 resources less"),
        "economy": tr("The coins your opponent pays for trading go to you"),
        "law": tr("A science symbol (scales of justice)"),
        "masonry": tr("Your blue cards cost 2 resources less"),
        "mathematics": tr("3 VP per Progress token you hold, this one included"),
        "philosophy": tr("7 VP"),
        "strategy": tr("Each new red card gives one more shield"),
        "theology": tr("Every Wonder you build lets you play again"),
        "urbanism": tr("6 coins now; 4 coins each time you build through a chain"),
        "mysticism": tr("2 VP per Mythology and Offering token you hold at the end"),
        "poliorcetics": tr("Each step of the Conflict pawn towards your opponent costs them 1 coin"),
        "engineering": tr("A card you could chain costs you at most 1 coin"),
    }
    return [name(token_id) + " — " + tr("Progress token"), texts.get(token_id, "")]


def divinity_lines(god: str) -> list[str]:
    cat = catalogue()
    d = cat.divinities[god]
    texts = {
        "enki": tr("Take one of the 2 Progress tokens drawn for him at the start of Age II"),
        "ishtar": tr("A science symbol (law)"),
        "nisaba": tr("Copy the science symbol of one of your opponent's green cards"),
        "astarte": tr("7 coins on this card: spend them like yours; each one left is 1 VP"),
        "baal": tr("Steal one brown or grey card of your opponent"),
        "tanit": tr("12 coins"),
        "aphrodite": tr("9 VP"),
        "hades": tr("Build a card of the discard pile for free"),
        "zeus": tr("Discard any card of the structure (and the token on it)"),
        "anubis": tr("Undo a built Wonder: its card goes to the discard pile"),
        "isis": tr("Build one of your Wonders with a card from the discard pile"),
        "ra": tr("Steal one of your opponent's unbuilt Wonders"),
        "mars": tr("2 shields"),
        "minerva": tr("Place Minerva on the Military track: she stops the Conflict pawn once"),
        "neptune": tr("Discard a looting token, or apply it to your opponent"),
        "gate": tr("Take the top Divinity of any Mythology deck; costs double"),
    }
    if d.mythology == god:  # the Gate is its own "Mythology": not "Gate — Gate"
        return [tr("%s — of no Mythology") % name(god), texts.get(god, "")]
    mythology = mythology_name(d.mythology)
    return [f"{name(god)} — {mythology}", texts.get(god, "")]


def price_text(price: R.Price, card: str = "", offerings: tuple[int, ...] = ()) -> str:
    """The coins to pay and why: trading, chain, discounts. A Grand Temple (``card``) is free with
    the matching Mythology token (its "chain" in the rules), not through a chain of cards. The
    Offering tokens spent (``offerings``) are named one by one when there are several."""
    total = tr("free") if price.coins == 0 else coins_text(price.coins)
    why = []
    building = catalogue().buildings.get(card)
    if price.chain and building is not None and building.group == "grand_temple" and building.mythology:
        why.append(tr("with your %s Mythology token") % mythology_name(building.mythology))
    elif price.chain:
        why.append(tr("through the chain"))
    if price.mythology_token:
        why.append(tr("with your Mythology token"))
    if price.engineering:
        why.append(tr("Engineering"))
    if price.card_coins:
        why.append(tr("%s on the card") % coins_text(price.card_coins))
    for r, n, unit in price.trade:
        why.append(tr("buy %d %s at %d") % (n, resource_name(r), unit))
    if price.discounted:
        why.append(tr("waived: %s") % ", ".join(resource_name(r) for r in price.discounted))
    if price.base and not price.mythology_token:
        why.append(tr("space %d coins") % price.base)
    if price.sanctuary:
        why.append(tr("Sanctuary −%d") % price.sanctuary)
    if len(offerings) > 1:  # every token spent, not only their sum: all of them leave the city
        why.append(tr("Offering tokens %s") % " ".join(f"−{d}" for d in sorted(offerings)))
    elif price.offerings:
        why.append(tr("Offering −%d") % price.offerings)
    return total + (f" ({'; '.join(why)})" if why else "")


def action_label(s: DuelState, action) -> str:
    """What a menu entry says: the move and its exact price."""
    if isinstance(action, BuildCard):
        return tr("Build %s — %s") % (name(action.card), price_text(R.building_price(s, "player", action.card), action.card))
    if isinstance(action, DiscardCard):
        return tr("Discard for %s") % coins_text(action.gain or 0)
    if isinstance(action, BuildWonder):
        return tr("Build %s with it — %s") % (name(action.wonder), price_text(R.wonder_price(s, "player", action.wonder)))
    if isinstance(action, ActivateDivinity):
        god = s.pantheon_spaces[action.space - 1]
        return tr("Activate %s — %s") % (name(god), price_text(R.divinity_price(s, "player", action.space, action.offerings),
                                                                 offerings=tuple(action.offerings)))
    if isinstance(action, PickWonder):
        return tr("Take %s") % name(action.wonder)
    if isinstance(action, ChooseStart):
        return (tr("You start Age %s") if action.starter == "player" else tr("SOLO starts Age %s")) % roman(s.age)
    if isinstance(action, Choose):
        p = s.pending[0] if s.pending else None
        kind = p.kind if p else ""
        if kind == "place_divinity":
            return tr("Place %s on space %d") % (name(action.pick), action.space)
        if kind == "isis":
            return tr("Build %s with %s") % (name(action.pick), name(action.card))
        if kind in ("zeus", "messe"):
            card = s.slots[action.slot] if action.slot is not None else ""
            what = name(card) if card and not card.startswith("?") else tr("the face-down card")
            return (tr("Discard %s") if kind == "zeus" else tr("Build %s for free")) % what
        if kind == "minerva":
            return tr("Place Minerva on space %d") % action.space
        if kind == "theater_deck":
            return tr("The %s deck") % mythology_name(action.pick)
        if kind == "theater_top":
            return tr("Put %s back on top") % name(action.pick)
        if kind in ("neptune_discard", "neptune_apply"):
            owner, _, amount = action.pick.rpartition("_")
            verb = tr("Discard the looting token") if kind == "neptune_discard" else tr("Apply the looting token")
            return f"{verb} −{amount} ({side_name(owner)})"
        return name(action.pick)
    return action.kind
