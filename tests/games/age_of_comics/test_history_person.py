"""The history's lines agree with their side, in both languages, the printed action names kept
("HIRE!" ... "ROYALTIES!", English in both editions): "you: hire ... (HIRE!)" / "tu: assumi ...",
"the Automa: hires ... (HIRE!)" / "l'Automa: assume ..."; events read after the prefix."""
from solo_desk.games.age_of_comics import GAME
from solo_desk.games.age_of_comics.state import BeginRound, Royalties, Sales
from tests.history_person import kinds_without_you, line, person_problems, played, you_key_problems


def test_the_players_lines_are_in_the_second_person_and_the_automas_in_the_third():
    actions = played(GAME, {"deck": "demo"}, 1) + played(GAME, {"deck": "demo"}, 3)
    assert {a.by for a in actions} >= {"player", "automa"}
    assert person_problems(GAME, actions) == []
    hires = {a.by: a for a in actions if a.kind == "hire"}
    assert line(GAME, hires["player"], "en").startswith("hire ") and line(GAME, hires["player"], "it").startswith("assumi ")
    assert line(GAME, hires["automa"], "en").startswith("hires ") and line(GAME, hires["automa"], "it").startswith("assume ")
    assert all(line(GAME, a, "en").endswith("(HIRE!)") for a in hires.values())


def test_worked_lines_in_both_languages():
    assert line(GAME, Royalties(by="player"), "en") == "take the royalties (ROYALTIES!)"
    assert line(GAME, Royalties(by="player"), "it") == "incassi i diritti d'autore (ROYALTIES!)"
    moved = Sales(path=["a", "b"], by="player")
    assert line(GAME, moved, "it") == "sposti il tuo agente di 2 spazi, non giri né raccogli ordini (SALES!)"
    assert line(GAME, BeginRound(by="automa"), "en") == "the round begins"  # an event, after "the Automa: "


def test_every_second_person_key_has_its_base_keys_placeholders():
    assert you_key_problems("age_of_comics") == []


def test_every_action_the_player_can_take_has_a_second_person_line():
    # the Automa's, the rounds', corrections (by no side)
    not_the_players = {"automa_sales", "begin_round", "end_round", "flip", "pass", "edit_fans", "edit_ideas", "edit_money",
                       "edit_tickets", "edit_chart_vp", "edit_mastery",
                       "edit_board_ideas"}
    assert kinds_without_you(GAME, not_the_players) == []


def test_a_paid_or_free_move_names_its_place_as_italian_reads_it():
    """"sposta l'agente in A5", not "fino a A5" (Italian wants "ad" before a vowel: "in" reads right
    before any place of the map)."""
    from solo_desk.core.messages import render
    from solo_desk.games.age_of_comics.names import place

    move = {"key": "age_of_comics.sales_move.one", "params": {}}
    paid = render("age_of_comics.sales_move.paid", {"move": move, "place": place("5_1"), "cost": 2}, "it")
    free = render("age_of_comics.sales_move.free", {"move": move, "place": place("5_1"), "cost": 0}, "it")
    assert paid.endswith(" in A5 ($2)") and free.endswith(" in A5 (gratis)"), (paid, free)
    assert "fino a A" not in paid + free
    assert render("age_of_comics.sales_move.paid", {"move": move, "place": "A5", "cost": 2}, "en").endswith(" to A5 ($2)")
