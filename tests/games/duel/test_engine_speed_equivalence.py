"""The engine's fast paths equal plain computations from the state, on many reachable states
(seeded random playouts of both sides, with and without Pantheon, with the promo Wonders): the
per-card facts, the facts derived once per city's buildings, trade prices, shared price tables,
the activations, the pending decisions' choices and the small cached helpers."""
from __future__ import annotations

import functools
import random

from solo_desk.games.duel import GAME, content, engine_tables, rules
from solo_desk.games.duel.state import SIDES

from .test_fast_paths import _card_price_plain, _divinity_price_plain, _plain_prices, _plain_production, _wonder_price_plain

OPTION_SETS = [{}, {"pantheon": False}, {"promo_wonders": True, "level": "legendary"}]


@functools.cache
def playout_states() -> tuple:
    """Every state of seeded random playouts (the player policy for both sides), final states included."""
    out = []
    for options in OPTION_SETS:
        for seed in range(8):
            s = GAME.new_state(options, seed, "digital")
            rng = random.Random(seed)
            while rules.to_move(s) is not None:
                out.append(s)
                s, _ = GAME.apply(s, GAME.player_policy(s, rng))
            out.append(s)
    return tuple(out)


def _plain_city_cards(buildings):
    cat = content.catalogue()
    at_one, chains, science, yellow = set(), set(), {}, 0
    for b in buildings:
        card = cat.buildings[b]
        at_one.update(card.trade_at_one)
        if card.chain_gives is not None:
            chains.add(card.chain_gives)
        if card.science:
            science[card.science] = science.get(card.science, 0) + 1
        yellow += card.color == "yellow"
    return frozenset(at_one), frozenset(chains), science, yellow


def test_card_facts_copy_the_content():
    cat = content.catalogue()
    facts = engine_tables.card_facts()
    assert set(facts) == set(cat.buildings)
    for card_id, b in cat.buildings.items():
        f = facts[card_id]
        assert (f.id, f.color, f.cost_coins, f.cost, f.chain_needs, f.chain_gives, f.science, f.shields, f.coins) == \
            (b.id, b.color, b.cost_coins, b.cost, b.chain_needs, b.chain_gives, b.science, b.shields, b.coins)
        assert f.chain_myth == (b.chain_needs[len("mythology_"):] if b.chain_needs and b.chain_needs.startswith("mythology_")
                                else None)
        assert f.fixed_coins == (b.coins_per is None and b.guild is None)
        assert (f.blue, f.red) == (b.color == "blue", b.color == "red")
        assert (f.produces, f.produces_one_of, f.trade_at_one, f.group, f.vp, f.guild) == \
            (b.produces, b.produces_one_of, b.trade_at_one, b.group, b.vp, b.guild)
        assert f.coins_per == ((b.coins_per.what, b.coins_per.each) if b.coins_per else None)
    assert any(f.coins_per for f in facts.values())  # some cards give coins per card: not all left out


def test_board_facts_copy_the_content():
    """The board's numbers, the Wonders' costs and the science symbols the engine reads as plain
    objects equal the content models' fields."""
    cat = content.catalogue()
    board, facts = cat.board, engine_tables.board_facts()
    numbers = ("wonders_built_max", "discard_base_coins", "military_capital", "science_supremacy_symbols")
    assert [getattr(facts, n) for n in numbers] == [getattr(board, n) for n in numbers]
    assert facts.looting_zones == tuple((z.start, z.end, z.looting) for z in board.military_zones if z.looting)
    assert facts.looting_zones  # the track has looting tokens: the zones are not all left out
    assert facts.military_vp_zones == tuple((z.start, z.end, z.vp) for z in board.military_zones)
    assert (facts.grand_temple_vp, facts.astarte_coins, facts.trade_base_price) == \
        (board.grand_temple_vp, board.astarte_coins, board.trade_base_price)
    pantheon = ("cost_first_player", "cost_second_player", "gate_multiplier", "sanctuary_discount")
    assert [getattr(facts, n) for n in pantheon] == [getattr(board.pantheon, n) for n in pantheon]
    token_science = engine_tables.token_science()
    assert token_science == {t.id: t.science for t in cat.progress_tokens.values()}
    assert any(token_science.values())


def test_divinity_and_wonder_facts_copy_the_content():
    """The divinities' and Wonders' facts the engine reads as plain objects equal the content models' fields."""
    cat = content.catalogue()
    divinities = engine_tables.divinity_facts()
    assert set(divinities) == set(cat.divinities)
    fields = ("id", "mythology", "coins", "vp", "shields", "science", "effect")
    for god, d in cat.divinities.items():
        assert [getattr(divinities[god], n) for n in fields] == [getattr(d, n) for n in fields]
    wonders = engine_tables.wonder_facts()
    assert set(wonders) == set(cat.wonders)
    fields = ("id", "cost", "vp", "shields", "coins", "opponent_loses", "play_again", "effect")
    for wonder, w in cat.wonders.items():
        assert [getattr(wonders[wonder], n) for n in fields] == [getattr(w, n) for n in fields]


def _printed_vp_plain(buildings):
    cat = content.catalogue()
    printed = {"blue": 0, "green": 0, "yellow": 0}
    temples, guilds = 0, []
    for card_id in buildings:
        b = cat.buildings[card_id]
        if b.group == "grand_temple":
            temples += 1
        elif b.group == "guild":
            guilds.append(b.guild)
        elif b.color in printed:
            printed[b.color] += b.vp
    return printed, temples, tuple(guilds)


def test_printed_vp_read_from_the_card_facts_equal_a_plain_count():
    rules._printed_vp.cache_clear()  # computed anew: the plain count is compared with the computation
    seen_temples = seen_guilds = seen_vp = 0
    for s in playout_states()[::5]:
        for side in SIDES:
            buildings = s.city(side).buildings
            printed = rules._printed_vp(buildings)
            assert printed == _printed_vp_plain(buildings)
            seen_temples += printed[1]
            seen_guilds += len(printed[2])
            seen_vp += sum(printed[0].values())
    assert seen_temples and seen_guilds and seen_vp


def test_facts_derived_per_city_equal_the_plain_computation():
    """Production, trading at 1, chain symbols, science and yellow cards are derived once per
    buildings tuple (from the facts of all but the last card) and shared: they equal the sums over
    the city's cards, and the trade prices equal 2 + the opponent's production (1 with a Reserve)."""
    cat = content.catalogue()
    checked = 0
    for s in playout_states()[::3]:
        for side in SIDES:
            c, o = s.city(side), s.city("automa" if side == "player" else "player")
            facts = rules._city_cards(c.buildings)
            fixed, choices = _plain_production(c)
            at_one, chains, science, yellow = _plain_city_cards(c.buildings)
            building_choices = tuple(cat.buildings[b].produces_one_of for b in c.buildings
                                     if cat.buildings[b].produces_one_of)
            assert facts.fixed == fixed and facts.fixed_key == tuple(sorted(fixed.items()))
            assert facts.choices == building_choices
            assert (facts.trade_at_one, facts.chains, facts.science, facts.yellow) == (at_one, chains, science, yellow)
            prod = rules.production(s, side)
            assert (prod.fixed, prod.choices, prod.key) == (fixed, choices, (tuple(sorted(fixed.items())), choices))
            assert rules.trade_prices(s, side) == _plain_prices(c, o)
            assert rules.discard_value(s, side) == cat.board.discard_base_coins + yellow
            assert rules.chain_symbols(s, side) == chains | {"mythology_" + m for m in c.mythology_tokens}
            checked += 1
    assert checked > 1000


def test_shared_price_tables_equal_prices_computed_from_scratch():
    """Price tables of the same market, chains, Mythology tokens and discounting Progress tokens
    share their prices: every card and Wonder price equals the one computed from scratch."""
    checked = 0
    for s in playout_states()[::2]:
        if s.phase != "play":
            continue
        for side in SIDES:
            for card in rules.accessible_cards(s):
                assert rules.building_price(s, side, card) == _card_price_plain(s, side, card)
                checked += 1
            for w in s.city(side).unbuilt_wonders():
                assert rules.wonder_price(s, side, w) == _wonder_price_plain(s, side, w)
    assert checked > 2000


def _activations_plain(s, side, have):
    out = []
    tokens = s.city(side).offering_tokens
    for space, god in enumerate(s.pantheon_spaces, start=1):
        if not god or god.startswith("?"):
            continue
        cost = rules.divinity_price(s, side, space).coins
        for combo in rules._offering_sets(tokens, cost) if cost and tokens else [()]:
            price = max(0, cost - sum(combo))
            if price <= have:
                out.append((rules.ActivateDivinity, {"by": side, "space": space, "offerings": combo, "price": price}))
    return out


def test_cached_activations_equal_the_plain_listing():
    checked = 0
    for s in playout_states():
        if not s.pantheon or s.age < 2 or s.phase != "play":
            continue
        for side in SIDES:
            for have in {0, 3, rules.coins_available(s, side), 99}:
                assert rules._activation_actions(s, side, have) == _activations_plain(s, side, have)
                checked += 1
    assert checked > 1000


def test_pending_choices_equal_the_listed_decision_moves():
    """A Choose is checked against the (pick, card, slot, space) of the decision's moves, listed
    without building them: the same tuples as the moves legal_moves lists."""
    kinds = set()
    for s in playout_states():
        if not s.pending or s.asks:
            continue
        p = s.pending[0]
        if p.kind in ("start", "solo_direction"):
            continue
        listed = [(f.get("pick", ""), f.get("card", ""), f.get("slot"), f.get("space"))
                  for _, f in rules._pending_actions(s, p)]
        assert rules._pending_choices(s, p) == listed
        kinds.add(p.kind)
    assert {"progress", "place_divinity", "destroy"} <= kinds and len(kinds) >= 8


def test_small_cached_helpers_equal_the_plain_ones():
    checked = 0
    for s in playout_states():
        plain_to_move = (None if s.phase == "over" else "player" if s.asks else s.pending[0].side if s.pending
                         else rules._draft_side(s) if s.phase == "draft" else s.current)
        assert rules.to_move(s) == plain_to_move
        for side in SIDES:
            c = s.city(side)
            assert rules._unbuilt_wonders(c.wonders, c.built) == c.unbuilt_wonders()
        if s.phase == "play" and s.slots:
            assert rules.accessible_cards(s) == tuple(s.slots[i] for i in rules._accessible_plain(s.age, s.slots))
            checked += 1
    assert checked > 1000


def test_game_cards_are_fresh_lists_each_call():
    for pantheon in (True, False):
        first = rules.game_cards(pantheon)
        expected = [list(x) for x in first]
        for cards in first:
            cards.clear()  # a caller changing its lists changes nothing for the next one
        assert [list(x) for x in rules.game_cards(pantheon)] == expected
        cat = content.catalogue()
        assert expected[0] == [b.id for b in cat.buildings.values() if b.group == "age" and b.age == 1]


def test_content_reload_forgets_the_derived_facts():
    facts, cards = engine_tables.card_facts(), rules._city_cards(("lumber_yard",))
    board, science = engine_tables.board_facts(), engine_tables.token_science()
    divinities, wonders = engine_tables.divinity_facts(), engine_tables.wonder_facts()
    rules._forget_content_caches()
    assert engine_tables.divinity_facts() is not divinities
    assert engine_tables.wonder_facts() is not wonders
    assert engine_tables.card_facts() is not facts
    assert engine_tables.board_facts() is not board
    assert engine_tables.token_science() is not science
    assert rules._city_cards(("lumber_yard",)) is not cards
    assert rules._city_cards(("lumber_yard",)).fixed == cards.fixed


def test_accessibility_by_mask_equals_the_plain_computation():
    """Accessible slots come from the mask of the slots holding a card (shared by every game) and,
    when a card leaves, from the previous structure's: both equal the plain computation, for cards
    taken in random orders (accessible or not) from every Age's layout."""
    rng = random.Random(5)
    checked = 0
    for _ in range(40):
        rules._ACCESSIBLE.clear()
        rules._ACCESSIBLE_BY_MASK.clear()
        for age in (1, 2, 3):
            slots = tuple(f"card{i}" for i in range(len(content.catalogue().slot_geometry(age).covered_by)))
            while any(slots):
                assert rules._accessible(age, slots) == rules._accessible_plain(age, slots)
                filled = [i for i, card in enumerate(slots) if card]
                accessible = rules._accessible(age, slots)
                slot = rng.choice(accessible if rng.random() < 0.8 else filled)
                _, _, mask, _ = rules._ACCESSIBLE[id(slots)]
                after = slots[:slot] + ("",) + slots[slot + 1:]
                assert rules._accessible_after(age, mask, accessible, slot) == rules._accessible_plain(age, after)
                slots = after
                checked += 1
    assert checked > 1000


def test_accessibility_is_cached_per_slots_tuple_and_age():
    """The cache is keyed on the slots tuple's identity: an equal tuple made anew, the same tuple read
    as another Age's layout, a structure derived by taking a card and a tuple whose id was freed all
    give the plain computation's slots."""
    rules._ACCESSIBLE.clear()
    n = len(content.catalogue().slot_geometry(1).covered_by)
    slots = tuple(f"card{i}" for i in range(n))
    for age in (1, 2, 3, 1):
        assert rules._accessible(age, slots) == rules._accessible_plain(age, slots)
    fresh = tuple(list(slots))
    assert fresh is not slots and rules._accessible(2, fresh) == rules._accessible_plain(2, fresh)
    s = next(s for s in playout_states() if s.phase == "play" and s.age == 2 and s.slots and rules.to_move(s) == s.current
             and not s.pending and not s.asks)
    rng = random.Random(3)
    for _ in range(30):  # cards taken one by one: each next structure is derived from the previous one's entry
        accessible = rules._accessible(s.age, s.slots)
        assert accessible == rules._accessible_plain(s.age, s.slots)
        if not accessible:
            break
        state = s.model_copy()
        rules._take_slot(state, rng.choice(accessible))
        assert id(state.slots) in rules._ACCESSIBLE
        assert rules._accessible(state.age, state.slots) == rules._accessible_plain(state.age, state.slots)
        s = state
    for k in range(3 * rules._ACCESSIBLE_KEPT):  # tuples made and freed: their ids come back for other tuples
        made = tuple(f"x{i}" if (i + k) % 3 else "" for i in range(n))
        assert rules._accessible(1, made) == rules._accessible_plain(1, made)
    assert len(rules._ACCESSIBLE) <= rules._ACCESSIBLE_KEPT + 1


def test_a_drawn_turn_action_applies_as_when_checked_again():
    """A turn action random_legal_action has just drawn is applied without checking it again (its
    slot and price come from the draw): the state and the recorded action equal those of the checked
    path, for every kind of turn action."""
    kinds = set()
    for s in playout_states()[::2]:
        if s.phase != "play" or s.pending or s.asks:
            continue
        action = rules.random_legal_action(s, random.Random(len(s.slots) + s.turn).randrange)
        drawn = rules._PICKED.state is s and rules._PICKED.action is action
        assert drawn == (action.kind != "activate")
        fast, fast_recorded = rules.apply(s, action)
        assert rules._PICKED.state is None  # used once
        rules._APPLIED.clear()
        checked, checked_recorded = rules.apply(s, action)  # nothing remembered: the plain path
        assert fast == checked and fast_recorded == checked_recorded
        kinds.add(action.kind)
    assert kinds == {"build", "discard", "build_wonder", "activate"}


def test_price_tables_trade_as_the_city_does():
    """A price table takes its production from its market (made only when the market is new): equal
    to the city's production, with the bank's prices of its trade."""
    checked = 0
    for s in playout_states()[::3]:
        for side in SIDES:
            table = rules.price_table(s, side)
            assert table.prod == rules.production(s, side)
            assert table.prices == rules.trade_prices(s, side)
            assert table.market.prod == table.prod and table.market.prices == table.prices
            checked += 1
    assert checked > 1000


def test_divinity_prices_looked_up_on_the_fields_equal_a_plain_recount():
    """divinity_price looks its price up on the state's fields first (the built Wonders rather than
    whether the Sanctuary is among them): the same price as a plain recount, whatever the cache holds."""
    checked = 0
    for s in playout_states()[::3]:
        if not s.pantheon or s.age < 2:
            continue
        for side in SIDES:
            offered = s.city(side).offering_tokens[:1]
            for space, god in enumerate(s.pantheon_spaces, start=1):
                if god and not god.startswith("?"):
                    for offerings in ((), offered, list(offered)):
                        plain = _divinity_price_plain(s, side, space, tuple(offerings))
                        assert rules.divinity_price(s, side, space, offerings) == plain
                        assert rules.divinity_price(s, side, space, offerings) == plain  # from the cache
                        checked += 1
        if checked % 7 == 0:
            rules._DIVINITY_PRICES.clear()
    assert checked > 300


def _with_opponent_buildings(s, side, buildings):
    opponent = "automa" if side == "player" else "player"
    return s.model_copy(update={opponent: s.city(opponent).model_copy(update={"buildings": buildings})})


def test_price_tables_are_keyed_on_the_opponents_fixed_production_only():
    """price_table keys on the opponent's fixed (brown/grey) production rather than its buildings:
    an opponent without its other cards gets the very same table, and every price in it equals the
    one computed from scratch for that opponent (Pantheon, promo Wonders and levels included)."""
    cat = content.catalogue()
    shared = 0
    for s in playout_states()[::5]:
        if s.phase != "play":
            continue
        for side in SIDES:
            opponent = s.city("automa" if side == "player" else "player").buildings
            producing = tuple(b for b in opponent if cat.buildings[b].produces)
            if producing == opponent:
                continue
            lean = _with_opponent_buildings(s, side, producing)
            table = rules.price_table(s, side)
            assert rules.price_table(lean, side) is table
            fresh = rules.PriceTable(*(getattr(s.city(side), f) for f in ("buildings", "built", "progress",
                                                                           "mythology_tokens")), producing)
            for card in rules.accessible_cards(s):
                assert table.card(card) == fresh.card(card) == _card_price_plain(lean, side, card)
            for w in s.city(side).unbuilt_wonders():
                assert table.wonder(w) == fresh.wonder(w) == _wonder_price_plain(lean, side, w)
            shared += 1
    assert shared > 300


def test_pantheon_prices_equal_each_space_priced_alone():
    """pantheon_prices prices the whole Pantheon at once: the same Price as divinity_price for every
    space (empty and face-down ones included), and as a plain recount for the face-up ones."""
    checked = 0
    for s in playout_states()[::3]:
        for side in SIDES:
            prices = rules.pantheon_prices(s, side)
            assert len(prices) == len(s.pantheon_spaces)
            for space, god in enumerate(s.pantheon_spaces, start=1):
                assert prices[space - 1] == rules.divinity_price(s, side, space)
                if god and not god.startswith("?"):
                    assert prices[space - 1] == _divinity_price_plain(s, side, space)
                    checked += 1
            assert rules.pantheon_prices(s, side) == prices  # from the cache
        if checked % 11 == 0:
            rules._PANTHEON_PRICES.clear()
    assert checked > 300


def test_state_and_city_copies_are_whole_models():
    """rules.apply copies the state, and _set_city a city, setting pydantic's slots directly: each copy
    has the slots model_construct gives (fields set, no extra, no private values) and validates to
    an equal model."""
    from solo_desk.games.duel.state import DuelState

    checked = 0
    for s in playout_states()[::5]:
        for model in (s, s.player, s.automa):
            assert model.__pydantic_extra__ is None and model.__pydantic_private__ is None
            assert isinstance(model.__pydantic_fields_set__, set)
            assert model.__pydantic_fields_set__ <= set(type(model).model_fields)
        assert DuelState.model_validate(s.model_dump()) == s
        checked += 1
    assert checked > 100
    before = playout_states()[10]
    copy = before.model_copy()
    c = rules._set_city(copy, "player", coins=99)
    assert copy.player is c and before.player is not c
    assert c.__pydantic_fields_set__ is before.player.__pydantic_fields_set__
    assert c.model_dump() == {**before.player.model_dump(), "coins": 99}
