"""Fast paths of the engine's turn machinery and price tables, each against a plain computation on
many reachable states (seeded playouts of both sides, several option sets, companion mode too)."""
from __future__ import annotations

import random

import pytest

from solo_desk.core.errors import IllegalAction
from solo_desk.core.playout import apply_step, next_step
from solo_desk.games.duel import GAME, content, rules
from solo_desk.games.duel.state import SIDES, Choose

from .test_engine_speed_equivalence import playout_states
from .test_fast_paths import _card_price_plain, _wonder_price_plain


def _to_move_plain(s):
    if s.phase == "over":
        return None
    if s.asks:
        return "player"
    if s.pending:
        return s.pending[0].side
    if s.phase == "draft":
        return rules._draft_side(s)
    return s.current


def _states_with_companion():
    yield from playout_states()
    for seed in range(3):  # companion mode: the table's questions come first
        s = GAME.new_state({}, seed, "companion")
        rng = random.Random(seed)
        while GAME.result(s) is None:
            yield s
            s, _ = apply_step(GAME, s, next_step(GAME, s, rng))


def test_to_move_equals_the_plain_order_of_questions_decisions_and_turns():
    checked = 0
    for s in _states_with_companion():
        assert rules.to_move(s) == _to_move_plain(s)
        checked += 1
    assert checked > 2000


def _candidate_choices(s, p):
    """The listed moves of the decision, and near misses of them (another option, a card, a slot or
    a space where none is expected, out-of-range slots and spaces)."""
    listed = rules._pending_choices(s, p)
    out = set(listed)
    picks = {g[0] for g in listed} | set(p.options) | {"", "nonsense"}
    for pick, card, slot, space in listed:
        out.add((pick, "x", slot, space))
        out.add((pick, card, 0 if slot is None else None, space))
        out.add((pick, card, slot, 1 if space is None else None))
        out.add((pick, card, -1 if slot is not None else slot, space))
    for pick in picks:
        out.add((pick, "", None, None))
        out.add((pick, "", None, 1))
        out.add((pick, "", 0, None))
    return listed, out


def test_pending_choice_check_equals_membership_in_the_listed_moves():
    checked = kinds = 0
    seen = set()
    for s in playout_states():
        if not s.pending or s.asks or s.pending[0].kind in ("start", "solo_direction"):
            continue
        p = s.pending[0]
        seen.add(p.kind)
        listed, candidates = _candidate_choices(s, p)
        for given in candidates:
            assert rules._is_pending_choice(s, p, given) == (given in listed), (p.kind, given)
            checked += 1
    kinds = len(seen)
    assert checked > 2000 and kinds >= 8


def test_a_pending_choice_outside_the_options_is_refused():
    s = next(x for x in playout_states() if x.pending and x.pending[0].kind == "progress" and not x.asks)
    p = s.pending[0]
    bad = next(t for t in content.catalogue().progress_tokens if t not in p.options)
    assert rules._is_pending_choice(s, p, (bad, "", None, None)) is False
    assert rules._is_pending_choice(s, p, (p.options[0], "", None, None)) is True
    with pytest.raises(IllegalAction):
        rules.apply(s, Choose(by=p.side, pick=bad))


def test_every_price_a_table_shares_is_the_price_for_this_very_state():
    """A table's dicts are shared with every table of its market reading the same terms: each entry
    held (whoever priced it) equals the price computed from scratch here; the cards looked up first
    (``cards``) never hold a card needing a chain symbol (its price depends on the chains)."""
    facts = content.catalogue().buildings
    checked = 0
    for s in playout_states()[::2]:
        if s.phase != "play":
            continue
        for side in SIDES:
            table = rules.price_table(s, side)
            for card in rules.accessible_cards(s):
                table.card(card)
            for w in s.city(side).unbuilt_wonders():
                table.wonder(w)
            for card, price in table.cards.items():
                assert not facts[card].chain_needs
                assert price == _card_price_plain(s, side, card)
                checked += 1
            for card, price in table.chain_cards.items():
                assert facts[card].chain_needs
                assert price == _card_price_plain(s, side, card)
                checked += 1
            for w, price in table.wonders.items():
                assert price == _wonder_price_plain(s, side, w)
                checked += 1
    assert checked > 20000


def test_every_accessible_card_is_face_up_once_a_turn_ends():
    """The end of a turn skips revealing when every accessible card is already face up: at the end of
    every turn (nothing pending or asked) no accessible card is face down, and the cards revealed
    carried their layout tokens away."""
    checked = 0
    for s in playout_states():
        if s.phase != "play" or s.pending or s.asks or s.turn_done or not s.slots:
            continue
        for i in rules._accessible_plain(s.age, s.slots):
            assert s.face_up[i] and not s.slot_tokens[i]
            checked += 1
    assert checked > 3000


def test_the_random_player_draws_the_same_moves_after_many_games():
    """Warm caches (markets and tables shared by many games) draw the same moves as cold ones."""
    def moves(seed):
        s = GAME.new_state({}, seed, "digital")
        rng = random.Random(seed)
        out = []
        while rules.to_move(s) is not None and len(out) < 400:
            a = GAME.player_policy(s, rng)
            s, done = GAME.apply(s, a)
            out.append(done)
        return out

    warm = [moves(seed) for seed in (3, 4)]
    rules._forget_content_caches()
    cold = [moves(seed) for seed in (3, 4)]
    assert warm == cold


def _score_plain(s, side):
    """score_breakdown as a plain recount of every card (no cached per-city part)."""
    cat = content.catalogue()
    c, opp = s.city(side), s.city("automa" if side == "player" else "player")
    score = dict.fromkeys(rules.SCORE_CATEGORIES, 0)
    temples = 0
    for b in c.buildings:
        card = cat.buildings[b]
        if card.group == "grand_temple":
            temples += 1
        elif card.group == "guild":
            g = card.guild
            if "coin_set_of_3" in g.counts:
                n = max(c.coins, opp.coins) // 3
            elif "wonder" in g.counts:
                n = max(len(c.built), len(opp.built))
            else:
                n = max(sum(1 for x in city.buildings if cat.buildings[x].color in g.counts) for city in (c, opp))
            score["purple"] += g.vp_each * n
        elif card.color in ("blue", "green", "yellow"):
            score[card.color] += card.vp
    score["grand_temples"] = cat.board.grand_temple_vp[min(temples, len(cat.board.grand_temple_vp) - 1)]
    score["wonders"] = sum(cat.wonders[w].vp for w, _ in c.built)
    for t in c.progress:
        tok = cat.progress_tokens[t]
        score["progress"] += tok.vp
        if tok.effect == "mathematics":
            score["progress"] += 3 * len(c.progress)
        if tok.effect == "mysticism":
            score["progress"] += 2 * (len(c.mythology_tokens) + len(c.offering_tokens))
    score["divinities"] = sum(cat.divinities[d].vp for d in c.divinities) + c.astarte_coins
    score["coins"] = c.coins // 3
    dist = rules.military_position(s, side)
    if dist > 0:
        for zone in cat.board.military_zones:
            if zone.start <= dist <= zone.end:
                score["military"] = zone.vp
    return score


def test_score_breakdown_equals_a_plain_recount_of_every_card():
    """score_breakdown reads the printed VP, Grand Temples and Guilds of a city's cards once per
    buildings tuple (_printed_vp); Guilds and coin-per-card counts count colours in C: both equal a
    plain recount, Guilds and Grand Temples included; the caller may change the result."""
    checked = guilds = 0
    for s in playout_states():
        for side in SIDES:
            score = rules.score_breakdown(s, side)
            assert score == _score_plain(s, side)
            score["blue"] = 999  # a fresh dict: the shared part is not touched
            assert rules.score_breakdown(s, side) == _score_plain(s, side)
            guilds += any(content.catalogue().buildings[b].group == "guild" for b in s.city(side).buildings)
            checked += 1
    assert checked > 3000 and guilds > 100


def test_colour_counts_equal_a_plain_count():
    cat = content.catalogue()
    rng = random.Random(5)
    cards = list(cat.buildings)
    colours = sorted({b.color for b in cat.buildings.values()}) + ["wonder"]
    for _ in range(2000):
        city = tuple(rng.sample(cards, rng.randrange(0, 25)))
        what = tuple(rng.sample(colours, rng.randrange(1, 4)))
        what += what[:rng.randrange(0, 2)]  # a colour named twice counts its cards once
        assert rules._count_colors(city, what) == sum(1 for x in city if cat.buildings[x].color in what)


def test_a_card_giving_nothing_to_trading_keeps_the_price_table():
    """Price tables are keyed on what the city's cards give to trading and chains (_CityCards.trade),
    on the Wonders' productions and the Progress tokens' discounts: a card, Wonder or token giving
    none of these keeps the very same table, whose prices equal those computed from scratch."""
    cat = content.catalogue()
    neutral = [b.id for b in cat.buildings.values()
               if not (b.produces or b.produces_one_of or b.trade_at_one or b.chain_gives)]
    giving = [b.id for b in cat.buildings.values() if b.produces or b.chain_gives]
    kept = changed = 0
    for s in playout_states()[::4]:
        if s.phase != "play":
            continue
        for side in SIDES:
            c = s.city(side)
            table = rules.price_table(s, side)
            extra = next(b for b in neutral if b not in c.buildings)
            more = s.model_copy(update={side: c.model_copy(update={
                "buildings": c.buildings + (extra,), "progress": c.progress + ("law",) * ("law" not in c.progress)})})
            assert rules.price_table(more, side) is table
            kept += 1
            for card in rules.accessible_cards(s):
                assert rules.building_price(more, side, card) == _card_price_plain(more, side, card)
            for w in c.unbuilt_wonders():
                assert rules.wonder_price(more, side, w) == _wonder_price_plain(more, side, w)
            other = next(b for b in giving if b not in c.buildings)
            changed_city = s.model_copy(update={side: c.model_copy(update={"buildings": c.buildings + (other,)})})
            if rules._city_cards(changed_city.city(side).buildings).trade is not rules._city_cards(c.buildings).trade:
                assert rules.price_table(changed_city, side) is not table
                changed += 1
            for card in rules.accessible_cards(s):
                assert rules.building_price(changed_city, side, card) == _card_price_plain(changed_city, side, card)
    assert kept > 500 and changed > 100


def test_pools_and_token_slots_are_fresh_lists_equal_to_the_catalogue():
    cat = content.catalogue()
    for pantheon in (False, True):
        for promo in (False, True):
            pool = rules.wonder_pool(pantheon, promo)
            allowed = {"base"} | ({"pantheon"} if pantheon else set()) | ({"promo"} if promo else set())
            assert pool == [w.id for w in cat.wonders.values() if w.expansion in allowed]
            pool.clear()
            assert rules.wonder_pool(pantheon, promo)
        tokens = rules.progress_pool(pantheon)
        assert tokens == [t.id for t in cat.progress_tokens.values() if t.expansion == "base" or pantheon]
        tokens.clear()
        assert rules.progress_pool(pantheon)
    for age, kind in ((1, "mythology"), (2, "offering")):
        assert rules._token_slots(age, kind) == tuple(
            i for i, t in enumerate(cat.slot_geometry(age).tokens) if t == kind)


def test_assigning_a_field_of_a_fresh_copy_writes_the_instance_dict():
    """States and cities take assignments with object's own __setattr__ (no validation, no Python
    call): the value lands in the instance __dict__, where pydantic's equality and dumps read it."""
    from solo_desk.core.fast_models import copy_unchecked

    s = GAME.new_state({}, 3, "digital")
    copy = copy_unchecked(s)
    copy.conflict = 4
    city = copy_unchecked(copy.player)
    city.coins = 11
    copy.player = city
    assert copy.__dict__["conflict"] == 4 and copy.player.__dict__["coins"] == 11
    assert s.conflict == 0 and s.player is not city  # the original is untouched
    assert copy != s and copy.model_dump()["conflict"] == 4 and copy.model_dump()["player"]["coins"] == 11
    assert type(copy).model_validate(copy.model_dump()) == copy


def test_every_cache_of_the_rules_is_cleared_when_the_content_reloads():
    """Content overrides reload the catalogue: every cached function of the rules (those added for
    speed included) forgets what it computed from the old content."""
    for s in playout_states()[:200:7]:
        for side in SIDES:
            rules.price_table(s, side).card("lumber_yard")
            rules.score_breakdown(s, side)
            rules.science_counts(s.city(side))
    rules.wonder_pool(True, True)
    rules._token_slots(1, "mythology")
    cached = {name: fn for name, fn in vars(rules).items()
              if hasattr(fn, "cache_info") and getattr(fn, "__module__", "") == rules.__name__}
    assert {"_printed_vp", "_card_colors", "_progress_terms", "_wonder_pool", "_token_slots"} <= set(cached)
    assert any(fn.cache_info().currsize for fn in cached.values())
    rules._forget_content_caches()
    assert {name: fn.cache_info().currsize for name, fn in cached.items() if fn.cache_info().currsize} == {}
    assert not rules._MARKETS and not rules._ACCESSIBLE and not rules._PANTHEON_PRICES
