"""The engine's fast paths equal the straightforward computations on many reachable states:
the player policy's candidate sampling, cached science / chain symbols, cached divinity prices and
SOLO's readings."""
from __future__ import annotations

import random

import pytest

from solo_desk.games.duel import GAME, bot_adapter, content, rules
from solo_desk.games.duel.bot import readings_from
from solo_desk.games.duel.state import SIDES

from .test_solo_engine import reachable_states

OPTION_SETS = [{}, {"level": "legendary", "promo_wonders": True}, {"level": "normal", "cost_mode": "actual"}]


def states(every: int = 3):
    for options in OPTION_SETS:
        yield from list(reachable_states(range(3), options))[::every]


def test_policy_sampling_draws_each_legal_turn_move_at_its_index_of_the_candidate_list():
    """random_legal_action walks the candidates of _turn_candidates (build, discard, each Wonder per
    card, then the activations) without building the list: the same index gives the same move, and
    the count drawn from is the list's length, so the draw stays uniform among legal moves."""
    checked = 0
    for s in states():
        side = rules.to_move(s)
        if side is None or s.phase != "play" or s.pending or s.asks:
            continue
        candidates = rules._turn_candidates(s, side)
        have = rules.coins_available(s, side)
        for index, candidate in enumerate(candidates):
            expected = rules._priced(s, side, candidate, have)
            if expected is None:
                continue  # unaffordable: the sampler draws again
            sizes = []

            def pick(n: int) -> int:
                sizes.append(n)
                return index

            got = rules.random_legal_action(s, pick)
            assert sizes == [len(candidates)]
            assert (type(got), got.model_dump(exclude_defaults=True)) == \
                (expected[0], expected[0](**expected[1]).model_dump(exclude_defaults=True))
            checked += 1
        legal = rules.legal_actions(s)
        rng = random.Random(len(legal))
        for _ in range(5):
            assert rules.random_legal_action(s, rng.randrange) in legal
    assert checked > 1000


def _science_plain(s, side):
    cat = content.catalogue()
    c = s.city(side)
    symbols = [cat.buildings[b].science for b in c.buildings] + [cat.progress_tokens[t].science for t in c.progress]
    symbols += [cat.divinities[d].science for d in c.divinities]
    if c.snake_on:
        symbols.append(cat.buildings[c.snake_on].science)
    out: dict[str, int] = {}
    for sym in symbols:
        if sym:
            out[sym] = out.get(sym, 0) + 1
    return out


def _divinity_price_plain(s, side, space, offerings=()):
    cat = content.catalogue()
    god = s.pantheon_spaces[space - 1]
    base = rules.divinity_cost_base(s, side, space) * (cat.board.pantheon.gate_multiplier if god == "gate" else 1)
    c = s.city(side)
    mythology = cat.divinities[god].mythology if god in cat.divinities else god.lstrip("?")
    if god != "gate" and mythology in c.mythology_tokens:
        return rules.Price(0, base=base, mythology_token=True)
    sanctuary = 2 if any(w == "sanctuary" for w, _ in c.built) else 0
    start = rules.solo_level(s).god_discount_from_age
    cut = 1 if side == "automa" and god != "gate" and start is not None and s.age >= start else 0
    after = max(0, base - sanctuary - cut)
    used = sum(offerings)
    return rules.Price(max(0, after - used), base=base, sanctuary=sanctuary, level_discount=cut,
                       offerings=min(used, after))


def test_cached_symbols_and_divinity_prices_equal_a_plain_recount():
    gods = 0
    for s in states(every=2):
        for side in SIDES:
            assert rules.science_symbols(s, side) == _science_plain(s, side)
            c = s.city(side)
            plain = {content.catalogue().buildings[b].chain_gives for b in c.buildings} - {None}
            plain |= {"mythology_" + m for m in c.mythology_tokens}
            assert rules.chain_symbols(s, side) == plain
            for space, god in enumerate(s.pantheon_spaces, start=1):
                if god and not god.startswith("?"):
                    for offerings in ((), tuple(c.offering_tokens[:1])):
                        assert rules.divinity_price(s, side, space, offerings) == \
                            _divinity_price_plain(s, side, space, offerings)
                        gods += 1
    assert gods > 200


def test_a_science_result_may_be_changed_by_its_caller_without_touching_the_cache():
    s = next(x for x in states() if rules.science_symbols(x, "player"))
    counts = rules.science_symbols(s, "player")
    counts["law"] = 99
    assert rules.science_symbols(s, "player") != counts


@pytest.mark.parametrize("options", [{}, {"cost_mode": "actual", "need_mode": "strict_top"}, {"hades_scale": "literal"}])
def test_readings_follow_the_options_dict(options):
    assert bot_adapter.readings_of(options) == readings_from(options)
    other = dict(options, chain_mode="completes")
    assert bot_adapter.readings_of(other) == readings_from(other)
    assert bot_adapter.readings_of(options) == readings_from(options)


def _card_price_plain(s, side, card):
    """A card's price computed from scratch: chain, Masonry, trading at 2 + the opponent's
    production (1 with a Reserve), Engineering."""
    cat = content.catalogue()
    c, o = s.city(side), s.city("automa" if side == "player" else "player")
    b = cat.buildings[card]
    if b.chain_needs:
        if b.chain_needs.startswith("mythology_"):
            if b.chain_needs[len("mythology_"):] in c.mythology_tokens:
                return rules.Price(0, chain=True)
        elif b.chain_needs in {cat.buildings[x].chain_gives for x in c.buildings}:
            return rules.Price(0, chain=True)
    prod = rules.Production(*_plain_production(c))
    prices = _plain_prices(c, o)
    waived = 2 if b.color == "blue" and "masonry" in c.progress else 0
    coins, trade, discounted = rules._buy(b.cost, prod, prices, waived) if b.cost else (0, (), ())
    total = b.cost_coins + coins
    if b.chain_needs and "engineering" in c.progress and total > 1:
        return rules.Price(1, engineering=True)
    return rules.Price(total, b.cost_coins, trade, coins, discounted=discounted)


def _wonder_price_plain(s, side, wonder):
    cat = content.catalogue()
    c, o = s.city(side), s.city("automa" if side == "player" else "player")
    prod = rules.Production(*_plain_production(c))
    waived = 2 if "architecture" in c.progress else 0
    coins, trade, discounted = rules._buy(cat.wonders[wonder].cost, prod, _plain_prices(c, o), waived)
    return rules.Price(coins, 0, trade, coins, discounted=discounted)


def _plain_production(c):
    cat = content.catalogue()
    fixed: dict[str, int] = {}
    choices = []
    for b in c.buildings:
        for r, n in cat.buildings[b].produces.items():
            fixed[r] = fixed.get(r, 0) + n
        if cat.buildings[b].produces_one_of:
            choices.append(cat.buildings[b].produces_one_of)
    choices += [cat.wonders[w].produces_one_of for w, _ in c.built if cat.wonders[w].produces_one_of]
    return fixed, tuple(choices)


def _plain_prices(c, o):
    cat = content.catalogue()
    opp, _ = _plain_production(o)
    at_one = {r for b in c.buildings for r in cat.buildings[b].trade_at_one}
    return {r: 1 if r in at_one else 2 + opp.get(r, 0) for r in ("wood", "clay", "stone", "glass", "papyrus")}


def test_shared_market_prices_equal_prices_computed_from_scratch():
    """Cards and Wonders are priced once per resource situation (rules._Market) and shared by every
    city trading alike: each price equals the one computed from scratch for that very state."""
    checked = 0
    for s in states(every=2):
        if s.phase != "play":
            continue
        for side in SIDES:
            for card in rules.accessible_cards(s):
                if not card.startswith("?"):
                    assert rules.building_price(s, side, card) == _card_price_plain(s, side, card)
                    checked += 1
            for w in s.city(side).unbuilt_wonders():
                assert rules.wonder_price(s, side, w) == _wonder_price_plain(s, side, w)
    assert checked > 1000


def test_incremental_accessibility_equals_the_plain_computation():
    """Taking a card derives the next structure's accessible slots from the previous ones."""
    checked = 0
    for options in OPTION_SETS:
        rules._ACCESSIBLE.clear()  # every structure below comes from the incremental path or a fresh one
        for s in reachable_states(range(3), options):
            if s.phase == "play" and s.slots:
                assert rules.accessible_slots(s) == rules._accessible_plain(s.age, s.slots)
                for i in range(len(s.slots)):
                    geo = content.catalogue().slot_geometry(s.age)
                    plain = bool(s.slots[i]) and not any(s.slots[j] for j in geo.covered_by[i])
                    assert (i in rules.accessible_slots(s)) == plain
                checked += 1
    assert checked > 300


def _buy_plain(cost, prod, prices, waived):
    """Trading searched over every pick of the "one of" producers (no cache)."""
    import itertools

    missing = {r: n - prod.fixed.get(r, 0) for r, n in cost.items() if n > prod.fixed.get(r, 0)}
    if not missing:
        return 0, (), ()
    useful = [u for u in (tuple(r for r in ch if r in missing) for ch in prod.choices) if u]
    best = None
    for picks in itertools.product(*useful):
        left = dict(missing)
        for r in picks:
            if left.get(r, 0) > 0:
                left[r] -= 1
        units = sorted((r for r, n in left.items() for _ in range(n)), key=lambda r: -prices[r])
        total = sum(prices[r] for r in units[waived:])
        if best is None or total < best[0]:
            best = (total, tuple(units[waived:]), tuple(units[:waived]))
    total, paid, waive = best
    return total, tuple((r, paid.count(r), prices[r]) for r in dict.fromkeys(paid)), waive


def test_cached_trading_search_equals_the_full_search():
    cat = content.catalogue()
    rng = random.Random(7)
    producers = [b.id for b in cat.buildings.values() if b.produces or b.produces_one_of]
    costs = [b.cost for b in cat.buildings.values() if b.cost] + [w.cost for w in cat.wonders.values()]
    for _ in range(3000):
        own = tuple(rng.sample(producers, rng.randrange(0, 7)))
        built = tuple((w, "") for w in rng.sample(["piraeus", "great_lighthouse", "pyramids"], rng.randrange(0, 3)))
        prod = rules._production(own, built)
        prices = {r: rng.choice((1, 2, 3, 4, 5)) for r in ("wood", "clay", "stone", "glass", "papyrus")}
        cost, waived = rng.choice(costs), rng.choice((0, 0, 2))
        assert rules._buy(cost, prod, prices, waived) == _buy_plain(cost, prod, prices, waived)


def test_pending_decisions_without_the_structure_decide_as_with_it(monkeypatch):
    """Every pending decision but Zeus's and the Messe's is taken on a view without the structure's
    cards: the same choice and the same trace as on the whole view."""
    from solo_desk.games.duel import bot_propose
    from solo_desk.games.duel.bot_scales import FastTrace, Randomness

    full_view = bot_adapter.build_view
    checked = 0

    def inside_turns(seeds, options):
        """Reachable states, with those inside SOLO's turns (its pending decisions)."""
        for s in reachable_states(seeds, options):
            yield s
            if GAME.to_move(s) == "automa" and not s.asks:
                for action in GAME.propose(s).actions[:-1]:
                    s, _ = GAME.apply(s, action)
                    yield s

    for options in OPTION_SETS:
        for s in inside_turns(range(4), options):
            if not s.pending or s.asks or s.pending[0].side != "automa":
                continue
            p = s.pending[0]
            results = []
            for light in (True, False):
                if not light:
                    monkeypatch.setattr(bot_propose, "build_view",
                                        lambda st, whole_structure=False, structure=True: full_view(st, whole_structure))
                trace = FastTrace()
                action = bot_propose.pending_action(s, p, trace, Randomness(s.seed, s.rng_counter), None)
                results.append((action, [(t.rule, t.key, t.kept, t.params) for t in trace.steps]))
                monkeypatch.setattr(bot_propose, "build_view", full_view)
            assert results[0] == results[1], p.kind
            checked += p.kind not in bot_propose.STRUCTURE_DECISIONS
    assert checked > 30


# -- SOLO's cached view parts, needs, scales and trace ------------------------------------------

def _forget_bot_caches():
    """Every cache the automa keeps between proposals (views found by identity, needs)."""
    from solo_desk.games.duel import bot_scales

    for cache in bot_adapter._IDENTITY_CACHES:
        cache.entries.clear()
    bot_adapter._CITY_VIEWS.clear()
    bot_adapter._CITY_WONDERS.clear()
    bot_scales._NEEDS.clear()


PROPOSAL_OPTION_SETS = OPTION_SETS + [
    {"pantheon": False, "level": "hard"},
    {"need_mode": "strict_top", "chain_mode": "completes", "uncover_count": "facedown_only", "hades_scale": "literal",
     "liberty_gift": "invert", "adaptive_scope": "build_only", "solo_side": "right", "promo_wonders": True},
]


@pytest.mark.parametrize("options", PROPOSAL_OPTION_SETS)
def test_proposals_with_warm_caches_equal_fresh_proposals(options):
    """SOLO's view reuses the parts of the previous views whose objects did not change (cities,
    discard pile, decks, tokens) and each city's most-needed ranking: on every SOLO turn of seeded
    playouts the proposal (actions, trace, summary) equals the one computed with every cache empty,
    and the view equals the reference construction."""
    from .test_solo_engine import comparable

    checked = 0
    for s in reachable_states(range(2), options):
        if GAME.to_move(s) != "automa" or s.asks:
            continue
        warm = GAME.propose(s).model_dump(mode="json")
        warm_view = comparable(bot_adapter.build_view(s, whole_structure=True))
        _forget_bot_caches()
        rules._APPLIED.clear()
        assert GAME.propose(s).model_dump(mode="json") == warm
        _forget_bot_caches()
        assert comparable(bot_adapter.build_view(s, whole_structure=True)) == warm_view
        assert warm_view == comparable(bot_adapter.build_view_reference(s, whole_structure=True))
        checked += 1
    assert checked > 40


def test_cached_needs_equal_a_fresh_computation():
    from solo_desk.games.duel import bot_scales

    checked = 0
    for s in states(every=2):
        view = bot_adapter.build_view(s)
        for city in (view.solo, view.player):
            assert bot_scales.need_of(city) == bot_scales._need_of(city)
            assert bot_scales.need_of(city) is bot_scales.need_of(city)  # found again, not recomputed
            checked += 1
    assert checked > 200


def _narrow_plain(trace, rule, key, before, after, why, ambiguity=None, **params):
    """narrow as first written: through option_id, label_of and drop."""
    from solo_desk.games.duel.bot_scales import drop, label_of, option_id

    kept_ids = {option_id(c) for c in after}
    trace.step(rule, key, kept=[option_id(c) for c in after],
               dropped=[drop(option_id(c), why, label=label_of(c)) for c in before if option_id(c) not in kept_ids],
               ambiguity=ambiguity, kept_names=[label_of(c) for c in after], **params)


def test_narrow_records_what_the_generic_helpers_record():
    """narrow inlines option_id, label_of and drop: the same trace step for cards, Wonders, gods,
    face-down cards, military tokens and plain strings, with or without labels."""
    from solo_desk.core.proposal import Trace
    from solo_desk.games.duel.bot_scales import FastTrace, narrow

    rng = random.Random(5)
    groups = []
    for s in states(every=4):
        view = bot_adapter.build_view(s, whole_structure=True)
        groups += [list(view.structure_face_up), list(view.face_down), list(view.solo.wonders), list(view.pantheon),
                   list(view.military_tokens), list(view.discard), [w.id for w in view.player.wonders],
                   list(view.face_down) + list(view.structure_face_up)]
    checked = 0
    for group in groups:
        if not group:
            continue
        after = rng.sample(group, rng.randrange(0, len(group) + 1))
        for trace_type in (Trace, FastTrace):
            fast, plain = trace_type(), trace_type()
            narrow(fast, "R", "k", group, after, "why", ambiguity="A", extra=1)
            _narrow_plain(plain, "R", "k", group, after, "why", ambiguity="A", extra=1)
            assert fast.steps == plain.steps
            # FastTrace.record: the same JSON, keys in the same order, the same fields set
            assert [t.model_dump_json() for t in fast.steps] == [t.model_dump_json() for t in plain.steps]
            assert [t.model_fields_set for t in fast.steps] == [t.model_fields_set for t in plain.steps]
            assert [d.model_dump() for d in fast.steps[0].dropped] == [d.model_dump() for d in plain.steps[0].dropped]
            checked += 1
    assert checked > 500


def test_type_order_follows_the_operational_groups():
    """by_type walks _type_order: operational_groups' (group, rule) pairs, reversed for SOLO-OP-REV,
    with the scale's messages best first."""
    from solo_desk.games.duel import bot_decide as D
    from solo_desk.games.duel.bot_view import DIRECTIONS

    for direction in DIRECTIONS:
        for red in (False, True):
            for green in (False, True):
                groups, rule_ids = D._groups_for(direction, red, green)
                for reverse in (False, True):
                    order, scale = D._type_order(direction, red, green, reverse)
                    expected = list(zip(groups, rule_ids))
                    assert list(order) == (expected[::-1] if reverse else expected)
                    assert list(scale) == D.scale_message(groups)


def test_select_scores_each_candidate_once_and_keeps_the_best():
    from solo_desk.core.proposal import Trace
    from solo_desk.games.duel.bot_scales import Randomness, Rung, select

    calls: list[str] = []

    def score(c):
        calls.append(c)
        return len(c)

    chosen = select(["bb", "a", "ccc", "d"], [Rung("R", "k", score=score), Rung("S", "k", score=lambda c: c)], Trace(),
                    Randomness(1, 0))
    assert chosen == "a" and sorted(calls) == ["a", "bb", "ccc", "d"]


def test_the_state_fields_solo_reads_from_dict_are_the_fields_the_model_gives():
    """build_view, propose_for and next_action read a state's fields from its ``__dict__`` (a
    pydantic model's attribute read is slow): the same objects as the attribute reads, on every state
    (a field turned into a property or a computed value would break this)."""
    read = ("options", "automa", "player", "slots", "age", "phase", "face_up", "solo_direction", "conflict",
            "minerva", "enki_tokens", "seed", "rng_counter", "mode", "pending", "set_aside_taken")
    checked = 0
    for s in states():
        for name in read:
            assert s.__dict__[name] is getattr(s, name), name
        checked += 1
    assert checked > 100
