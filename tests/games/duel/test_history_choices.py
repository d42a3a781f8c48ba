"""History lines of the choices a card or a divinity asks for: they say what happened to the card
or Wonder chosen ("discard Clay Pool from SOLO's city"), not only "choose Clay Pool", in English
and in Italian, in the history panel and after the game is saved and reopened."""
from __future__ import annotations

import pytest

from solo_desk.core.messages import render
from solo_desk.games.duel import GAME
from solo_desk.games.duel import rules
from solo_desk.games.duel.state import BuildWonder, Choose

from .helpers import reopened_history
from .test_pantheon import activate, pantheon
from .test_wonders_and_draft import wonder_state

pytestmark = pytest.mark.rule("SOLO-GEN-1")


def line(action, lang="en") -> str:
    message = GAME.describe(action)
    return render(message.key, message.params, lang)


def chosen(s, **fields):
    s, done = rules.apply(s, Choose(by=rules.to_move(s) or "player", **fields))
    return done


def test_the_statue_of_zeus_discards_a_card_of_the_other_city():
    s, _ = rules.apply(wonder_state("statue_of_zeus", automa={"buildings": ("quarry", "clay_pool")}),
                       BuildWonder(by="player", wonder="statue_of_zeus", card="walls"))
    done = chosen(s, pick="clay_pool")
    assert line(done) == "discard Clay Pool from SOLO's city"
    assert line(done, "it") == "scarti Bacino d'Argilla dalla città di SOLO"
    solo = done.model_copy(update={"by": "automa"})
    assert line(solo) == "discards Clay Pool from your city"
    assert line(solo, "it") == "scarta Bacino d'Argilla dalla tua città"


def test_the_mausoleum_builds_from_the_discard_pile():
    s, _ = rules.apply(wonder_state("mausoleum"), BuildWonder(by="player", wonder="mausoleum", card="walls"))
    done = chosen(s, pick=s.pending[0].options[0])
    card = rules._cat().buildings[done.pick].name
    assert line(done) == f"build {card} from the discard pile for free"
    assert "dalla pila degli scarti" in line(done, "it")


def test_baal_and_ra_take_from_the_other_city_and_anubis_unbuilds_a_wonder():
    baal = chosen(activate(pantheon({6: "baal"}, automa={"buildings": ("quarry", "press")}), 6), pick="press")
    assert line(baal) == "take Press from SOLO's city"
    ra = chosen(activate(pantheon({6: "ra"}, automa={"wonders": ("colossus", "sphinx")}), 6), pick="sphinx")
    assert line(ra) == "take The Sphinx from SOLO's city"
    assert line(ra.model_copy(update={"by": "automa"}), "it") == "prende la Meraviglia Sfinge dalla tua città"
    anubis = chosen(activate(pantheon({6: "anubis"}, automa={"wonders": ("colossus",), "built": (("colossus", "altar"),)}), 6),
                    pick="colossus")
    assert line(anubis) == "discard the card under The Colossus: that Wonder is no longer built"


def test_the_history_panel_names_what_the_choice_did_and_keeps_it_when_reopened(window, qtbot, tmp_path):
    s = activate(pantheon({6: "baal"}, automa={"buildings": ("quarry", "press")}), 6)
    lines = reopened_history(window, s, [Choose(by="player", pick="press")], tmp_path / "baal.json")
    assert lines[-1].endswith("you: take Press from SOLO's city"), lines


def test_nisaba_s_snake_is_named_with_the_card_it_lies_on():
    s = pantheon({6: "nisaba"}, player={"coins": 20}, automa={"buildings": ("apothecary", "workshop")})
    done = chosen(activate(s, 6), pick="apothecary")
    assert line(done) == "put the Snake on Apothecary in SOLO's city (copy its science symbol)"
    solo = done.model_copy(update={"by": "automa"})
    assert line(solo, "it") == f"mette il Serpente su {rules._cat().name_it('apothecary')} nella tua città (ne copia il simbolo scientifico)"


def test_zeus_on_a_face_down_card_discards_it_unnamed():
    s = pantheon({6: "zeus"}, slots={19: "walls", 15: "baths", 10: "glass_blower"})
    s = s.model_copy(update={"face_up": tuple(i != 10 for i in range(20))})
    done = chosen(activate(s, 6), slot=10)
    # its place as the table's questions name it (the Age is filled in when applied)
    assert line(done) == "discard a face-down card of the card structure (row 2 from the top, card 5 from the left)"
    assert line(done, "it") == "scarti una carta coperta della struttura delle carte (fila 2 dall'alto, carta 5 da sinistra)"
    assert "glass" not in line(done).lower() and "Soffieria" not in line(done, "it")
    older = done.model_copy(update={"age": 0})  # a save made before the Age was recorded
    assert line(older) == "discard a face-down card of the card structure (position 11)"
    up = chosen(activate(s, 6), slot=15)
    assert line(up) == "discard Baths from the card structure"
