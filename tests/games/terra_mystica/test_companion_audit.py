"""Companion-mode audit: the history of preset blocks names what was blocked (no raw placeholder);
corrections and answers given through the API/CLI that the table cannot hold are refused with a
reason (an opponent temple, a track past the faction's top, keys without town tiles, space 10
without a key, more dice than the roll needs, an answer that is not one of the choices)."""
from __future__ import annotations

import json
import random

import pytest

from solo_desk.cli import main
from solo_desk.core import saves
from solo_desk.core.errors import BadInput, IllegalAction
from solo_desk.core.messages import render
from solo_desk.core.playout import next_step
from solo_desk.core.session import Session
from solo_desk.games.terra_mystica import GAME
from solo_desk.games.terra_mystica.state import BlockPower, EditBuilding, EditCult, EditResources, EditTiles, Income, SetupPick


def described(action, lang="en"):
    m = GAME.describe(action)
    return render(m.key, m.params, lang)


def played(options: dict, mode: str = "companion", until=lambda s: s.round >= 2 and s.phase == "actions", seed=11):
    sess = Session.new(GAME, options, seed, mode)
    rng = random.Random(1)
    while not until(sess.state):
        sess.apply(next_step(GAME, sess.state, rng))
    return sess


# --- 1. preset blocks in the history -----------------------------------------------------------


@pytest.mark.parametrize("lang", ["en", "it"])
def test_a_block_without_dice_reads_without_a_raw_placeholder(lang):
    for action in (BlockPower(by="automa"), SetupPick(by="automa", item="preset_round_2")):
        line = described(action, lang)
        assert "{" not in line and "}" not in line, line
    assert "round 2" in described(SetupPick(by="automa", item="preset_round_2"))


@pytest.mark.parametrize("mode", ["digital", "companion"])
def test_the_preset_block_of_a_round_names_the_blocked_actions_in_the_history(mode):
    sess = played({"power_mode": "preset"}, mode)
    blocks = [a for step in sess.steps for a in step.actions if isinstance(a, BlockPower)]
    assert len(blocks) == 2 and all("rolls" not in a.outcomes for a in blocks)
    plan = sess.state.blocked_plan
    for round_, action in enumerate(blocks, start=1):
        assert action.blocked == plan[round_ - 1]
        for lang in ("en", "it"):
            line = described(action, lang)
            assert "{" not in line, line
            for n in plan[round_ - 1]:
                name = render(f"terra_mystica.power_action.{n}", {}, lang)
                assert name in line, (line, name)
    assert described(blocks[0]).startswith("blocks the power actions written down before the game: ")


def test_a_dice_block_still_names_its_rolls():
    sess = played({"power_mode": "dice"})
    block = next(a for step in sess.steps for a in step.actions if isinstance(a, BlockPower))
    rolls = ", ".join(str(r) for r in block.outcomes["rolls"])
    assert f"(rolls {rolls})" in described(block) and f"(tiri {rolls})" in described(block, "it")


def test_a_preset_game_saved_and_reopened_replays_the_same_blocks(tmp_path):
    sess = played({"power_mode": "preset"})
    path = tmp_path / "g.json"
    saves.save(sess, path)
    again = saves.load(path)
    assert again.state.model_dump() == sess.state.model_dump()


# --- 2. corrections the table cannot hold ------------------------------------------------------


@pytest.fixture(scope="module")
def companion():
    return played({"power_mode": "dice"}, until=lambda s: s.round >= 3 and s.phase == "actions").state


def refusal(state, action) -> IllegalAction:
    with pytest.raises(IllegalAction) as err:
        GAME.apply(state, action)
    for lang in ("en", "it"):
        text = err.value.message(lang)
        assert "{" not in text and "KeyError" not in text, text
    return err.value


@pytest.mark.parametrize("building", ["TE", "SH", "SA"])
def test_an_opponent_building_other_than_a_dwelling_or_trading_house_is_refused(companion, building):
    colour = companion.colours[0]
    free = next(h for h, c in companion.terrain.items() if c == colour and h not in companion.buildings)
    err = refusal(companion, EditBuilding(hex=free, owner=colour, building=building))
    assert err.key == "terra_mystica.error.edit_opponent_building"
    assert "only dwellings and trading houses" in err.message("en") and "solo abitazioni ed empori" in err.message("it")
    GAME.apply(companion, EditBuilding(hex=free, owner=colour, building="TP"))  # a trading house is fine


def test_the_cli_refuses_an_opponent_temple_with_a_reason_not_an_internal_error(companion, tmp_path, capsys):
    sess = played({"power_mode": "dice"}, until=lambda s: s.round >= 2 and s.phase == "actions")
    path = tmp_path / "g.json"
    saves.save(sess, path)
    s = sess.state
    colour = s.colours[0]
    free = next(h for h, c in s.terrain.items() if c == colour and h not in s.buildings)
    action = {"kind": "edit_building", "owner": colour, "building": "TE", "hex": free}
    code = main(["apply", str(path), "--action", json.dumps(action)])
    out, err = capsys.readouterr()
    assert code != 0 and "internal error" not in err and "KeyError" not in err
    assert "only dwellings and trading houses" in err


@pytest.mark.parametrize("field,value", [("shipping", 9), ("digging", 7), ("shipping", -1), ("digging", -1)])
def test_a_track_beyond_the_faction_s_levels_is_refused_naming_the_top(companion, field, value):
    err = refusal(companion, EditResources(**{field: value}))
    from solo_desk.games.terra_mystica.rules import faction_of
    top = getattr(faction_of(companion), field).max
    assert err.key == "terra_mystica.error.edit_track_range" and f"0 to {top}" in err.message("en")
    GAME.apply(companion, EditResources(**{field: top}))


def test_keys_beyond_the_town_tiles_held_are_refused(companion):
    assert companion.towns == [] and companion.keys == 0
    err = refusal(companion, EditResources(keys=9))
    assert err.key == "terra_mystica.error.edit_keys_range" and "at most 0 keys" in err.message("en")
    with_towns, _ = GAME.apply(companion, EditTiles(towns=["TW1", "TW3"]))
    refusal(with_towns, EditResources(keys=3))
    assert GAME.apply(with_towns, EditResources(keys=2))[0].keys == 2


def test_the_player_s_pawn_on_space_10_needs_a_key(companion):
    err = refusal(companion, EditCult(cult="fire", value=10))
    assert err.key == "terra_mystica.error.edit_cult_ten_no_key" and "needs a key" in err.message("en")
    refusal(companion, EditCult(cult="fire", value=11))
    keyed, _ = GAME.apply(GAME.apply(companion, EditTiles(towns=["TW1"]))[0], EditResources(keys=1))
    at_ten, _ = GAME.apply(keyed, EditCult(cult="fire", value=10))
    assert at_ten.cults["fire"] == 10
    err = refusal(at_ten, EditCult(cult="water", value=10))  # the one key already opens fire's space 10
    assert err.key == "terra_mystica.error.edit_cult_ten_key"
    assert refusal(at_ten, EditResources(keys=0)).key == "terra_mystica.error.edit_keys_below_ten"
    GAME.apply(at_ten, EditCult(cult="fire", value=10))  # already there: nothing more needed


def test_a_block_answer_with_more_dice_than_needed_is_refused():
    sess = played({"power_mode": "dice"}, until=lambda s: s.phase == "income")
    state, _ = GAME.apply(sess.state, Income(by="automa"))
    err = refusal(state, BlockPower(by="automa").with_outcomes(rolls=[1, 2, 3, 4, 5, 6]))
    assert err.key == "terra_mystica.error.rolls_extra" and "4, 5, 6" in err.message("en")
    done, recorded = GAME.apply(state, BlockPower(by="automa").with_outcomes(rolls=[2, 2, 3, 4]))
    assert done.blocked == [2, 3, 4] and recorded.outcomes["rolls"] == [2, 2, 3, 4]  # a re-roll counts


def test_an_answer_that_is_not_one_of_the_choices_is_refused_with_a_reason():
    state = Session.new(GAME, {"power_mode": "dice"}, 11, "companion").state
    asked = GAME.propose(state)
    assert asked.status == "needs_input" and asked.inputs[0].name == "faction"
    with pytest.raises(BadInput) as err:
        GAME.propose(state, {"faction": "elves"})
    assert "elves" in err.value.message("en") and "witches" in err.value.message("en")
    assert "non è tra quelle offerte" in err.value.message("it")
    assert GAME.propose(state, {"faction": "witches"}).inputs[0].name == "third_colour"  # a valid answer goes on


def test_a_die_already_blocked_is_not_an_answer_when_duplicates_are_rerolled():
    sess = played({"power_mode": "dice"}, until=lambda s: s.phase == "income")
    state, _ = GAME.apply(sess.state, Income(by="automa"))
    first = GAME.propose(state, {"round_1_die_1": "3"})
    assert "3" not in [c.value for c in first.inputs[0].choices]
    with pytest.raises(BadInput):
        GAME.propose(state, {"round_1_die_1": "3", "round_1_die_2": "3"})


# --- the board's correction menus offer only what the rules accept ----------------------------


@pytest.mark.gui
def test_the_cult_menu_offers_space_10_only_with_a_key_and_the_keys_dialog_stops_at_the_towns(window, qtbot, monkeypatch, companion):
    from tests.gui import right_click

    from .test_corrections import menus_of
    from .test_scene import open_state, piece

    def offered(state):
        scene = open_state(window, qtbot, state)
        seen = menus_of(scene, monkeypatch)
        right_click(window.view, piece(scene, ("cult", "fire")))
        qtbot.waitUntil(lambda: bool(seen["corrections"]))
        entries = dict(seen["corrections"][0])["Your pawn on the Fire cult is really on…"]
        return scene, [label for label, _ in entries]

    _, labels = offered(companion)
    assert "space 9" in labels and "space 10" not in labels
    keyed = GAME.apply(GAME.apply(companion, EditTiles(towns=["TW1"]))[0], EditResources(keys=1))[0]
    scene, labels = offered(keyed)
    assert "space 10" in labels
    tops = []
    monkeypatch.setattr(scene, "ask_count", lambda title, label, now, top: tops.append(top))
    scene._count_asker(keyed, "keys")()
    scene._count_asker(keyed, "coins")()
    assert tops == [1, 999]


# --- 3. the round's blocked power actions are corrected, not only undone -----------------------


def test_the_blocked_power_actions_of_the_round_are_corrected_and_the_history_says_so(companion):
    from solo_desk.games.terra_mystica.state import EditBlocked

    assert companion.phase == "actions" and companion.blocked
    free = next(n for n in range(1, 7) if n not in companion.blocked and f"ACT{n}" not in companion.used)
    wanted = sorted(companion.blocked[1:] + [free])
    state, recorded = GAME.apply(companion, EditBlocked(blocked=wanted))
    assert state.blocked == wanted
    names = [f"{n} ({render(f'terra_mystica.power_action.{n}', {}, 'en')})" for n in wanted]
    assert described(recorded) == "Correction: the power actions blocked this round are " + ", ".join(names)
    one = GAME.apply(companion, EditBlocked(blocked=[6]))[1]  # one action: singular, and named by its number
    assert described(one) == "Correction: the power action blocked this round is 6 (2 free spades)"
    assert described(one, "it") == "Correzione: l'azione potere bloccata in questo turno è la 6 (2 vanghe gratis)"
    assert "{" not in described(recorded, "it") and described(EditBlocked(blocked=[])).startswith("Correction: no power")
    err = refusal(companion, EditBlocked(blocked=[free, free]))
    assert err.key == "terra_mystica.error.edit_blocked_twice"
    used = state.model_copy(update={"used": ["ACT%d" % companion.blocked[0]]})
    assert refusal(used, EditBlocked(blocked=[companion.blocked[0]])).key == "terra_mystica.error.edit_blocked_used"


@pytest.mark.gui
def test_a_right_click_on_a_power_action_blocks_or_unblocks_it_for_the_round(window, qtbot, monkeypatch, companion):
    from solo_desk.games.terra_mystica.state import EditBlocked
    from tests.gui import right_click

    from .test_corrections import menus_of, settle
    from .test_scene import open_state, piece

    blocked = companion.blocked[0]
    scene = open_state(window, qtbot, companion)
    seen = menus_of(scene, monkeypatch, pick="Not blocked this round")
    right_click(window.view, piece(scene, ("power", blocked)))
    scene = settle(window, qtbot, 1)
    assert seen["moves"] == [] and seen["corrections"][0][0][0] == f"Power action {blocked} is really…"
    assert window.controller.state.blocked == [n for n in companion.blocked if n != blocked]
    assert list(window.controller.session.steps[-1].actions) == [EditBlocked(blocked=window.controller.state.blocked)]
    seen = menus_of(scene, monkeypatch, pick="Blocked this round")
    right_click(window.view, piece(scene, ("power", blocked)))
    settle(window, qtbot, 2)
    assert window.controller.state.blocked == companion.blocked


def test_a_round_tile_is_corrected_and_a_tile_of_another_round_trades_places(companion):
    from solo_desk.games.terra_mystica.content import catalogue
    from solo_desk.games.terra_mystica.state import EditRoundTile

    tiles = list(companion.round_tiles)
    unused = next(t.id for t in catalogue().tables.round_tiles if t.id not in tiles and not t.not_in_rounds)
    state, recorded = GAME.apply(companion, EditRoundTile(round=4, tile=unused))
    assert state.round_tiles == tiles[:3] + [unused] + tiles[4:]
    assert described(recorded).startswith("Correction: the tile of round 4 is the scoring tile “")
    state, recorded = GAME.apply(companion, EditRoundTile(round=4, tile=tiles[5]))
    assert state.round_tiles == tiles[:3] + [tiles[5], tiles[4], tiles[3]]
    assert described(recorded).endswith("which trades places with the tile of round 6")
    assert "{" not in described(recorded, "it")
    spade = next(t for t in catalogue().tables.round_tiles if t.not_in_rounds)
    err = refusal(companion, EditRoundTile(round=spade.not_in_rounds[0], tile=spade.id))
    assert err.key == "terra_mystica.error.edit_round_tile_not_in_round"
    assert refusal(companion, EditRoundTile(round=7, tile=unused)).key == "terra_mystica.error.edit_round_tile_unknown"


def test_a_bonus_tile_in_play_or_held_is_corrected_and_keeps_its_coins(companion):
    from solo_desk.games.terra_mystica.content import catalogue
    from solo_desk.games.terra_mystica.state import EditBonusTile

    pool, held = list(companion.bonus_pool), companion.bonus
    assert held and len(pool) == 3
    spare = [b for b in catalogue().bonus if b not in pool and b != held]
    state, recorded = GAME.apply(companion, EditBonusTile(old=pool[0], tile=spare[0]))
    assert state.bonus_pool == [spare[0]] + pool[1:] and state.bonus == held
    assert state.bonus_coins[spare[0]] == companion.bonus_coins[pool[0]] and pool[0] not in state.bonus_coins
    assert described(recorded).startswith("Correction: the bonus tile “") and "is really the bonus tile “" in described(recorded)
    state, _ = GAME.apply(companion, EditBonusTile(old=held, tile=spare[1]))
    assert state.bonus == spare[1] and state.bonus_pool == pool
    assert refusal(companion, EditBonusTile(old=held, tile=pool[1])).key == "terra_mystica.error.edit_bonus_in_play"
    assert refusal(companion, EditBonusTile(old=spare[0], tile=spare[1])).key == "terra_mystica.error.edit_bonus_not_in_play"


@pytest.mark.gui
def test_a_right_click_on_a_round_or_bonus_tile_corrects_it(window, qtbot, monkeypatch, companion):
    from solo_desk.games.terra_mystica.content import catalogue
    from solo_desk.games.terra_mystica.state import EditBonusTile, EditRoundTile
    from tests.gui import right_click

    from .test_corrections import menus_of, settle
    from .test_scene import open_state, piece

    scene = open_state(window, qtbot, companion)
    seen = menus_of(scene, monkeypatch)
    right_click(window.view, piece(scene, ("round", 5)))
    qtbot.waitUntil(lambda: bool(seen["corrections"]))
    (title, entries), = seen["corrections"][0]
    assert title == "The tile of round 5 is really…"
    actions = [a for _, a in entries]
    assert all(isinstance(a, EditRoundTile) and a.round == 5 for a in actions)
    assert EditRoundTile(round=5, tile=companion.round_tiles[3]) in actions  # another round's: they trade places
    assert any(label.endswith("(now in round 4: the two trade places)") for label, _ in entries)
    assert all(GAME.apply(companion, a) for a in actions)
    label = entries[0][0]
    seen = menus_of(scene, monkeypatch, pick=label)
    right_click(window.view, piece(scene, ("round", 5)))
    scene = settle(window, qtbot, 1)
    assert window.controller.state.round_tiles[4] == entries[0][1].tile
    held = companion.bonus
    seen = menus_of(scene, monkeypatch)
    right_click(window.view, piece(scene, ("bonus", held)))
    qtbot.waitUntil(lambda: bool(seen["corrections"]))
    (title, entries), = seen["corrections"][0]
    assert title == "Your bonus tile is really…"  # the player's own (a tile in play: "This bonus tile in play is really…")
    assert {a.tile for _, a in entries} == {b for b in catalogue().bonus if b not in companion.bonus_pool and b != held}
    assert all(isinstance(a, EditBonusTile) and a.old == held for _, a in entries)
