"""Corrections of the small pieces and of the cards out of play: Mythology / Offering tokens
(``move_token``), looting tokens (``move_looting``), a card put back into the structure
(``return_card``), the cards set aside (``move_set_aside``); and every new edit through the
Session: one undo step each, replayed and saved/loaded identically."""
import pytest

from solo_desk.core import saves
from solo_desk.core.errors import IllegalAction, MalformedAction
from solo_desk.core.session import Session
from solo_desk.games.duel import GAME, edits, rules
from solo_desk.games.duel.state import (
    Answer, Ask, MoveDivinity, MoveLooting, MoveSetAside, MoveToken, Pending, ReturnCard, fast_copy,
)

from .helpers import after_draft, do, dump, play_state, play_with_corrections, refused, with_gods




# -- Mythology and Offering tokens -----------------------------------------------------------------

def test_a_mythology_token_between_a_card_a_city_and_the_box():
    s = after_draft(1)  # slot 9 (face down) carries a Greek token; the box holds 5 tokens
    assert s.slot_tokens[9] == "myth:greek" and s.mythology_box.count("greek") == 1
    s1 = do(s, MoveToken(token="myth:greek", source="structure", from_slot=9, to="player"))
    assert s1.slot_tokens[9] == "" and s1.player.mythology_tokens == ("greek",)
    assert not s1.pending  # a correction gains nothing: no divinity to place
    assert refused(s1, MoveToken(token="myth:greek", source="player", to="structure", to_slot=3)) == \
        "duel.illegal.edit_token_slot"  # no token is laid on that card at set-up
    s2 = do(s1, MoveToken(token="myth:greek", source="player", to="structure", to_slot=9))
    assert s2.slot_tokens[9] == "myth:greek" and s2.player.mythology_tokens == ()
    s3 = do(s2, MoveToken(token="myth:greek", source="box", to="automa"))
    assert s3.automa.mythology_tokens == ("greek",) and "greek" not in s3.mythology_box
    assert refused(s3, MoveToken(token="myth:greek", source="box", to="player")) == "duel.illegal.edit_token_not_there"
    s4 = do(s3, MoveToken(token="myth:greek", source="automa", to="box"))
    assert s4.mythology_box.count("greek") == 1 and s4.automa.mythology_tokens == ()
    s5 = do(s4, MoveToken(token=s4.slot_tokens[2], source="structure", from_slot=2, to="box"))
    s6 = do(s5, MoveToken(token="myth:greek", source="structure", from_slot=9, to="structure", to_slot=2))
    assert s6.slot_tokens[9] == "" and s6.slot_tokens[2] == "myth:greek"


@pytest.mark.parametrize("action, key", [
    (MoveToken(token="myth:norse", source="box", to="player"), "duel.illegal.edit_token_unknown"),
    (MoveToken(token="offer:5", source="box", to="player"), "duel.illegal.edit_token_unknown"),
    (MoveToken(token="offer:3", source="box", to="player"), "duel.illegal.edit_token_not_yet"),
    (MoveToken(token="myth:greek", source="player", to="box"), "duel.illegal.edit_token_not_there"),
    (MoveToken(token="myth:greek", source="structure", from_slot=2, to="box"), "duel.illegal.edit_token_not_there"),
    (MoveToken(token="myth:greek", source="box", to="box"), "duel.illegal.edit_token_there"),
    (MoveToken(token="myth:roman", source="box", to="structure", to_slot=19), "duel.illegal.edit_token_slot"),  # face up
    (MoveToken(token="myth:roman", source="box", to="structure", to_slot=9), "duel.illegal.edit_token_slot_taken"),  # has one
])
def test_token_refusals_in_age_one(action, key):
    assert refused(after_draft(1), action) == key


def test_offering_tokens_in_age_two_and_the_companion_box():
    s = play_state(age=2, slots={6: "walls", 10: "library", 8: "brewery", 0: "sawmill"},
                   face_up=tuple(i not in (6, 8, 10) for i in range(20)),
                   slot_tokens=tuple("offer:4" if i == 6 else "offer:2" if i == 8 else "" for i in range(20)),
                   player={"offering_tokens": (3,)})
    GAME.check(s)
    assert edits.box_offering_tokens(s) == ()
    s1 = do(s, MoveToken(token="offer:3", source="player", to="box"))
    assert edits.box_offering_tokens(s1) == (3,) and s1.player.offering_tokens == ()
    s2 = do(s1, MoveToken(token="offer:3", source="box", to="structure", to_slot=10))
    assert s2.slot_tokens[10] == "offer:3"
    s3 = do(s2, MoveToken(token="offer:4", source="structure", from_slot=6, to="automa"))
    assert s3.automa.offering_tokens == (4,) and s3.slot_tokens[6] == ""
    assert refused(s3, MoveToken(token="myth:greek", source="box", to="structure", to_slot=6)) == \
        "duel.illegal.edit_token_wrong_age"
    assert refused(s3, MoveToken(token="offer:4", source="box", to="player")) == "duel.illegal.edit_token_not_there"
    with pytest.raises(MalformedAction):
        rules.apply(s3, MoveToken(token="offer:4", source="automa", to="structure"))
    # companion: the box is what is seen nowhere (2 tokens per Mythology)
    c = fast_copy(s3, mode="companion", mythology_box=(), player=s3.player.model_copy(update={"mythology_tokens": ("roman",)}),
                  automa=s3.automa.model_copy(update={"mythology_tokens": ("roman",)}))
    assert edits.box_mythology_tokens(c).count("roman") == 0 and edits.box_mythology_tokens(c).count("greek") == 2
    assert refused(c, MoveToken(token="myth:roman", source="box", to="player")) == "duel.illegal.edit_token_not_there"
    assert do(c, MoveToken(token="myth:greek", source="box", to="player")).player.mythology_tokens == ("roman", "greek")


# -- looting tokens ----------------------------------------------------------------------------------

def test_looting_tokens_leave_the_track_and_come_back_in_their_place():
    s = play_state(slots={19: "walls"}, player={"coins": 4})
    s1 = do(s, MoveLooting(token="player_2", to="box"))
    assert s1.military_tokens == ("player_5", "automa_2", "automa_5") and s1.player.coins == 4  # coins untouched
    s2 = do(do(s1, MoveLooting(token="automa_5", to="box")), MoveLooting(token="player_2", to="track"))
    assert s2.military_tokens == ("player_5", "player_2", "automa_2")
    assert refused(s2, MoveLooting(token="player_2", to="track")) == "duel.illegal.edit_looting_there"
    assert refused(s2, MoveLooting(token="automa_5", to="box")) == "duel.illegal.edit_looting_there"
    assert refused(s2, MoveLooting(token="automa_7", to="box")) == "duel.illegal.edit_looting_unknown"
    neptune = fast_copy(s, pending=(Pending(kind="neptune_discard", side="player", options=s.military_tokens),))
    assert refused(neptune, MoveLooting(token="automa_5", to="box")) == "duel.illegal.edit_piece_offered"


# -- a card back into the structure -------------------------------------------------------------------

def test_a_card_goes_back_into_an_empty_slot_face_up_and_covers_again():
    s = after_draft(1)
    s1 = do(s, MoveCardFrom(s, "baths", "player"))  # taken by mistake (a correction itself)
    assert s1.slots[14] == "" and 9 not in rules.accessible_slots(s1)
    s2 = do(s1, ReturnCard(card="baths", slot=14))
    assert s2.slots[14] == "baths" and s2.face_up[14] and s2.player.buildings == ()
    assert rules.accessible_slots(s2) == rules.accessible_slots(s)
    # from the discard pile, into another empty slot: what it lies on is covered again
    s3 = do(s2, MoveCardFrom(s2, "stone_reserve", "discard"))
    s4 = do(s3, ReturnCard(card="stone_reserve", slot=15))
    assert s4.discard == s.discard and rules.accessible_slots(s4) == rules.accessible_slots(s)


def MoveCardFrom(s, card, to):
    from solo_desk.games.duel.state import MoveCard

    return MoveCard(card=card, to=to)


def test_putting_a_card_back_refusals():
    s = play_state(slots={18: "walls", 19: "lumber_yard"}, player={"buildings": ("quarry", "library")})
    assert do(s, ReturnCard(card="quarry", slot=0)).slots[0] == "quarry"
    assert refused(s, ReturnCard(card="lumber_yard", slot=0)) == "duel.illegal.edit_card_not_placed"  # in the structure
    assert refused(s, ReturnCard(card="quarry", slot=18)) == "duel.illegal.edit_slot_taken"
    assert refused(s, ReturnCard(card="library", slot=0)) == "duel.illegal.edit_card_wrong_age"  # an Age II card
    assert refused(s, ReturnCard(card="nonsense", slot=0)) == "duel.illegal.edit_card_unknown"
    assert refused(GAME.new_state({}, 1, "digital"), ReturnCard(card="quarry", slot=0)) == "duel.illegal.edit_no_structure"
    with pytest.raises(MalformedAction):
        rules.apply(s, ReturnCard(card="quarry", slot=25))
    destroy = fast_copy(s, pending=(Pending(kind="destroy", side="automa", options=("quarry",), source="circus_maximus"),))
    assert refused(destroy, ReturnCard(card="quarry", slot=0)) == "duel.illegal.edit_piece_offered"


# -- the cards set aside ----------------------------------------------------------------------------

def test_digital_cards_set_aside_and_the_unused_guilds():
    s = after_draft(1)
    aside = s.set_aside[0]
    s1 = do(s, MoveSetAside(card=aside[0], to="player"))
    assert s1.player.buildings == (aside[0],) and s1.set_aside[0] == aside[1:] and s1.set_aside_taken == (aside[0],)
    assert edits.set_aside_cards(s1) == aside[1:]
    s2 = do(s1, MoveSetAside(card=aside[0], to="set_aside"))
    assert s2.set_aside[0] == aside[1:] + (aside[0],) and s2.set_aside_taken == () and s2.player.buildings == ()
    assert refused(do(s2, MoveSetAside(card=aside[1], to="discard")), MoveSetAside(card=aside[1], to="player")) == \
        "duel.illegal.edit_not_set_aside"
    built = do(s, MoveCardFrom(s, "baths", "automa"))
    assert refused(built, MoveSetAside(card="baths", to="set_aside")) == "duel.illegal.edit_set_aside_full"
    guild = s.box[0]
    g1 = do(s, MoveSetAside(card=guild, to="automa"))
    assert guild not in g1.box and g1.automa.buildings == (guild,) and g1.set_aside_taken == ()
    assert do(g1, MoveSetAside(card=guild, to="set_aside")).box[-1] == guild
    assert refused(s, MoveSetAside(card="joker", to="player")) == "duel.illegal.edit_card_unknown"
    assert refused(s, MoveSetAside(card="baths", to="set_aside")) == "duel.illegal.edit_card_not_placed"


def test_companion_a_misnamed_statue_of_liberty_card_is_corrected():
    """Companion, Age I: the Statue of Liberty's 3 cards were told; SOLO was given the wrong one."""
    s = after_draft(1)
    hidden = tuple("?" if not up else c for c, up in zip(s.slots, s.face_up))
    s = fast_copy(s, mode="companion", slots=hidden, decks=((), (), ()), set_aside=((), (), ()), box=(),
                  progress_box=(), mythology_box=(), layout_tokens=((), ()), divinity_decks=((), (), (), (), ()))
    aside = [c for c in rules.game_cards(True)[0] if c not in rules.known_cards(s)][:4]
    s = fast_copy(s, player=s.player.model_copy(update={"buildings": (aside[0],)}),
                  automa=s.automa.model_copy(update={"buildings": (aside[1],)}), set_aside_taken=(aside[0], aside[1]))
    GAME.check(s)
    assert aside[2] in edits.set_aside_cards(s) and aside[1] not in edits.set_aside_cards(s)
    s1 = do(s, MoveSetAside(card=aside[1], to="set_aside"))  # not that one...
    assert s1.automa.buildings == () and s1.set_aside_taken == (aside[0],) and aside[1] not in rules.known_cards(s1)
    s2 = do(s1, MoveSetAside(card=aside[3], to="automa"))  # ...this one
    assert s2.automa.buildings == (aside[3],) and s2.set_aside_taken == (aside[0], aside[3])
    s3 = do(s2, MoveSetAside(card=aside[2], to="discard"))
    assert refused(s3, MoveSetAside(card=aside[1], to="player")) == "duel.illegal.edit_set_aside_empty"
    assert refused(s3, MoveSetAside(card=aside[0], to="player")) == "duel.illegal.edit_not_set_aside"
    assert edits.set_aside_cards(s3) == ()


# -- history ---------------------------------------------------------------------------------------

def test_history_lines_of_the_new_edits_in_both_languages():
    def text(action, lang="en"):
        return GAME.describe(action).render(lang)

    assert text(MoveToken(token="myth:greek", source="box", to="structure", to_slot=9)) == \
        "Correction: a Greek Mythology token lies on the face-down card (row 4 from the top, card 1 from the left)"
    assert text(MoveToken(token="offer:3", source="player", to="box"), "it") == \
        "Correzione: il segnalino Offerta −3 si trova nella scatola"
    assert text(MoveLooting(token="automa_5", to="box")) == \
        "Correction: the 5-coin looting token on SOLO's half has left the Military track"
    assert "metà del giocatore" in text(MoveLooting(token="player_2", to="track"), "it")
    assert text(ReturnCard(card="baths", slot=14)) == \
        "Correction: Baths lies face up in the Age I structure (row 5 from the top, card 1 from the left)"
    assert text(MoveSetAside(card="baths", to="set_aside")) == "Correction: Baths is set aside (in the box)"
    assert text(MoveSetAside(card="baths", to="automa"), "it") == \
        "Correzione: la carta Bagni, una delle carte messe da parte, si trova nella città di SOLO"


# -- through the Session: undo, replay, save and load ----------------------------------------------------

def test_every_new_edit_is_one_undoable_step_replayed_and_saved(tmp_path):
    """A game corrected with each new edit: undo takes back exactly one, a replay from the recorded
    actions and a save/load give the same states, the game plays on after them."""
    import random

    session = Session.new(GAME, {}, 1, "digital")
    while session.state.phase == "draft":
        session.apply(rules.legal_actions(session.state)[0])
    s = session.state
    aside, guild, top_greek = s.set_aside[0][0], s.box[0], s.divinity_decks[2][0]
    corrections = [
        MoveToken(token="myth:greek", source="structure", from_slot=9, to="player"),
        MoveToken(token="myth:roman", source="box", to="structure", to_slot=9),
        MoveLooting(token="player_5", to="box"),
        MoveSetAside(card=aside, to="automa"),
        MoveSetAside(card=guild, to="discard"),
        MoveDivinity(god="?greek", to="pantheon", space=2),
        MoveDivinity(god="?greek", to="pantheon", space=4, from_space=2),
    ]
    for action in corrections:
        before = session.state
        session.apply(action)
        after = session.state
        session.undo()
        assert dump(session.state) == dump(before)
        session.redo()
        assert dump(session.state) == dump(after)
    s = session.state
    assert s.pantheon_spaces[3] == top_greek and s.automa.buildings == (aside,) and s.discard[-1] == guild
    # play on, then put a card taken in play back into the structure
    built = next(a for a in rules.legal_actions(s) if a.kind in ("build", "discard"))
    session.apply(built)
    slot = s.slots.index(built.card)
    session.apply(ReturnCard(card=built.card, slot=slot))
    assert session.state.slots[slot] == built.card and session.state.face_up[slot]
    rng = random.Random(3)
    for _ in range(6):
        if GAME.result(session.state) is not None:
            break
        session.apply(rules.random_legal_action(session.state, rng.randrange))
    path = tmp_path / "corrected.json"
    saves.save(session, path)
    loaded = saves.load(path)
    assert dump(loaded.replay_all()) == dump(session.state)
    assert [a.kind for st in loaded.steps for a in st.actions][-8 - 6:] == [a.kind for st in session.steps for a in st.actions][-8 - 6:]
    replayed = loaded.initial
    for step in loaded.steps:
        for action in step.actions:
            replayed, _ = GAME.apply(replayed, GAME.parse_action(action.model_dump(mode="json")))
    assert dump(replayed) == dump(session.state)
    for step in loaded.steps:
        for action in step.actions:
            for lang in ("en", "it"):
                assert "{" not in GAME.describe(action).render(lang)


# -- the Minerva pawn, Astarte's coins, Enki's tokens ----------------------------------------------------

def test_the_minerva_pawn_on_and_off_the_track():
    from solo_desk.games.duel.state import SetMinerva

    s = play_state(slots={19: "walls"}, conflict=2)
    s1 = do(s, SetMinerva(position=-4))
    assert s1.minerva == -4
    assert do(s1, SetMinerva(position=None)).minerva is None
    assert refused(s1, SetMinerva(position=-4)) == "duel.illegal.edit_minerva_there"
    assert refused(s1, SetMinerva(position=2)) == "duel.illegal.edit_minerva_space"  # the Conflict pawn's space
    assert refused(s1, SetMinerva(position=12)) == "duel.illegal.edit_minerva_space"
    assert refused(play_state(pantheon=False), SetMinerva(position=1)) == "duel.illegal.edit_no_pantheon"
    assert GAME.describe(SetMinerva(position=-4)).render("en") == "Correction: the Minerva pawn is on space 4 toward your capital"


def test_the_coins_on_astarte():
    from solo_desk.games.duel.state import SetAstarteCoins

    s = play_state(slots={19: "walls"}, automa={"divinities": ("astarte",), "astarte_coins": 7})
    s = fast_copy(s, divinity_decks=rules._replace(s.divinity_decks, 1, tuple(d for d in s.divinity_decks[1] if d != "astarte")))
    s1 = do(s, SetAstarteCoins(side="automa", coins=4))
    assert s1.automa.astarte_coins == 4 and s1.automa.coins == s.automa.coins
    assert refused(s, SetAstarteCoins(side="player", coins=4)) == "duel.illegal.edit_no_astarte"
    with pytest.raises(IllegalAction):
        rules.apply(s, SetAstarteCoins(side="automa", coins=-1))
    assert GAME.describe(SetAstarteCoins(side="automa", coins=4)).render("en") == \
        "Correction: 4 coins lie on Astarte in SOLO's city"


def test_enkis_tokens_are_corrected_like_any_progress_token():
    from solo_desk.games.duel.state import MoveProgress

    s = with_gods(play_state(age=2, slots={0: "walls", 1: "library"}), {2: "enki"})
    on_enki, rest = s.progress_box[:2], s.progress_box[2:]
    s = fast_copy(s, enki_tokens=on_enki, progress_box=rest)
    GAME.check(s)
    s1 = do(s, MoveProgress(token=on_enki[0], to="box"))
    assert s1.enki_tokens == on_enki[1:] and on_enki[0] in s1.progress_box
    s2 = do(s1, MoveProgress(token=rest[0], to="enki"))
    assert s2.enki_tokens == (on_enki[1], rest[0]) and rest[0] not in s2.progress_box
    assert refused(s2, MoveProgress(token=rest[1], to="enki")) == "duel.illegal.edit_enki_full"
    assert refused(s2, MoveProgress(token=rest[0], to="enki")) == "duel.illegal.edit_token_there"
    away = do(s2, MoveDivinity(god="enki", to="deck"))
    assert refused(away, MoveProgress(token=rest[1], to="enki")) == "duel.illegal.edit_enki_absent"
    offered = fast_copy(s2, pending=(Pending(kind="enki", side="player", options=s2.enki_tokens),))
    assert refused(offered, MoveProgress(token=rest[0], to="box")) == "duel.illegal.edit_piece_offered"
    # companion: his card still shows two tokens, so the table is asked which is the other one
    c = fast_copy(s, mode="companion", progress_box=(), decks=((), (), ()), box=(), divinity_decks=((), (), (), (), ()),
                  mythology_box=(), layout_tokens=((), ()))
    c1 = do(c, MoveProgress(token=on_enki[0], to="player"))
    assert c1.enki_tokens == on_enki[1:] and [a.question for a in c1.asks] == ["enki:1"]
    assert refused(c1, MoveProgress(token=rest[0], to="enki")) == "duel.illegal.edit_enki_full"
    c2 = do(c1, Answer(question="enki:1", value=rest[0]))
    assert c2.enki_tokens == (on_enki[1], rest[0]) and not c2.asks


def test_companion_the_box_is_unknown_while_the_tokens_of_the_structure_are_told():
    s = after_draft(1)
    c = fast_copy(s, mode="companion", slots=tuple("?" if not up else x for x, up in zip(s.slots, s.face_up)),
                  decks=((), (), ()), set_aside=((), (), ()), box=(), progress_box=(), mythology_box=(),
                  layout_tokens=((), ()), divinity_decks=((), (), (), (), ()), slot_tokens=("",) * 20,
                  asks=tuple(Ask(question=f"token:{i}") for i in (2, 4)))
    GAME.check(c)
    assert refused(c, MoveToken(token="myth:greek", source="box", to="player")) == "duel.illegal.edit_tokens_untold"
    guild = rules.game_cards(True)[3][0]
    assert refused(c, MoveSetAside(card=guild, to="player")) == "duel.illegal.edit_not_set_aside"  # not followed


def test_random_corrections_keep_the_game_playable():
    """Games played by the policies with corrections of every kind dropped in at random (those the
    engine accepts): every state passes the invariants, the game reaches its end, and the recorded
    actions replay to the same state."""
    import random

    from solo_desk.games.duel.content import MYTHOLOGIES
    from solo_desk.games.duel.state import MoveCard, MoveProgress, MoveSnake, MoveWonder, SetAstarteCoins, SetMinerva

    def corrections(s, rng):
        n = len(s.slots) or 20
        gods = [g for g in s.pantheon_spaces if g] + ["?" + m for m in MYTHOLOGIES] + ["zeus", "enki", "astarte", "nisaba", "gate"]
        out = [MoveDivinity(god=rng.choice(gods), to=rng.choice(["player", "automa", "deck", "pantheon"]),
                            space=rng.randint(1, 6), from_space=rng.choice([None, rng.randint(1, 6)])) for _ in range(6)]
        tokens = ["myth:" + m for m in MYTHOLOGIES] + ["offer:2", "offer:3", "offer:4"]
        places = ["player", "automa", "box", "structure"]
        out += [MoveToken(token=rng.choice(tokens), source=rng.choice(places), to=rng.choice(places),
                          from_slot=rng.randrange(n), to_slot=rng.randrange(n)) for _ in range(6)]
        cards = [c for side in ("player", "automa") for c in s.city(side).buildings] + [c for c in s.discard if c != "?"]
        if cards:
            out += [ReturnCard(card=rng.choice(cards), slot=rng.randrange(n)), MoveSetAside(card=rng.choice(cards), to="set_aside")]
        if cards:
            out.append(MoveSnake(side=rng.choice(["player", "automa"]), card=rng.choice(cards + [None])))
            out.append(MoveCard(card=rng.choice(cards), to=rng.choice(["player", "automa", "discard"])))
        wonders = s.player.wonders + s.automa.wonders
        if wonders:
            out.append(MoveWonder(wonder=rng.choice(wonders), to=rng.choice(["player", "automa"])))
        out += [MoveSetAside(card=rng.choice(rules.game_cards(True)[rng.randrange(3)]), to=rng.choice(["player", "discard"])),
                MoveLooting(token=rng.choice(edits.LOOTING_TOKENS), to=rng.choice(["track", "box"])),
                MoveProgress(token=rng.choice(rules.progress_pool(True)), to=rng.choice(["player", "box", "enki", "board"])),
                SetMinerva(position=rng.choice([None, -3, 2, 5])), SetAstarteCoins(side="player", coins=3)]
        rng.shuffle(out)
        return out

    corrected = set()
    for seed, mode in ((1, "digital"), (2, "companion"), (3, "companion"), (4, "digital")):
        corrected |= play_with_corrections(seed, mode, random.Random(seed), lambda s, rng: corrections(s, rng)[:12],
                                           share=0.2, limit=800)
    assert len(corrected) >= 7, corrected  # the corrections really were of many kinds


def test_companion_the_box_keeps_a_progress_token_for_each_one_still_to_be_told():
    """The Great Library's draw still being told, and Enki's two tokens while he has not had them
    (the engine asks for both at once): a correction does not take them out of the box."""
    from solo_desk.games.duel.state import MoveProgress

    s = play_state(slots={18: "walls", 19: "lumber_yard"})
    s = fast_copy(s, mode="companion", progress_box=(), decks=((), (), ()), box=(), divinity_decks=((), (), (), (), ()),
                  mythology_box=(), layout_tokens=((), ()))
    unseen = rules._unseen_tokens(s)
    s = fast_copy(s, player=s.player.model_copy(update={"progress": tuple(unseen[:-4])}),
                  pending=(Pending(kind="library", side="player", source="great_library"),), asks=(Ask(question="offer"),))
    GAME.check(s)
    assert edits._box_spare(s) == 1  # four in the box: one still to be told as drawn, two kept for Enki
    s1 = do(s, MoveProgress(token=unseen[-1], to="automa"))
    assert edits._box_spare(s1) == 0
    assert refused(s1, MoveProgress(token=unseen[-2], to="automa")) == "duel.illegal.edit_box_needed"
    assert do(s1, MoveProgress(token=unseen[0], to="box")).player.progress == tuple(unseen[1:-4])  # into it: always
    had_enki = fast_copy(s1, automa=s1.automa.model_copy(update={"divinities": ("enki",)}))
    assert edits._box_spare(had_enki) == 2  # he has had his tokens
    assert do(had_enki, MoveProgress(token=unseen[-2], to="automa")).automa.progress[-1] == unseen[-2]
