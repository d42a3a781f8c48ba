"""SOLO, the automa of Pantheon Solo Mode v1.1 (rendering: rules/7wd-pantheon-solo.md).

The decisions live in bot_decide (on the read-only view of bot_view); the
adapter bot_adapter builds that view from the engine's state and turns the
decision into the engine's actions. This module holds the options.
"""
from __future__ import annotations

from typing import Any

from solo_desk.core.messages import lookup
from solo_desk.core.options import Label, OptionSpec, ambiguity_switch, choice

from solo_desk.games.duel.bot_levels import level_specs
from solo_desk.games.duel.bot_view import DIRECTIONS, Readings


def _level_spec() -> OptionSpec:
    specs = level_specs()
    return OptionSpec(
        name="level", type="choice", default="base",
        label=Label(en="SOLO's challenge level", it="Livello di sfida di SOLO"),
        help=Label(en="Bonuses for SOLO: Conflict nudge, free cards, divinity discount, coins, Wonder cap.",
                   it="Bonus per SOLO: spinta sul Conflitto, carte gratuite, sconto divinità, monete, limite meraviglie."),
        choices=tuple(choice(s.id, s.label.en, s.label.it) for s in specs.values()),
    )


BOT_OPTION_SPECS: list[OptionSpec] = [
    _level_spec(),
    OptionSpec(
        name="solo_direction", type="choice", default="auto",
        label=Label(en="SOLO's strategic direction", it="Indirizzo strategico di SOLO"),
        help=Label(en="auto: set by SOLO's first Wonder; the Player chooses when it is Messe, Statue of Liberty, "
                      "Sanctuary or Divine Theater (SOLO-SETUP-4).",
                   it="auto: dalla prima Meraviglia di SOLO; sceglie il giocatore se è Messe, Statua della Libertà, "
                      "Santuario o Teatro Divino."),
        choices=(choice("auto", "auto (first Wonder)", "auto (prima Meraviglia)"),
                 *(choice(d, lookup(f"duel.direction.{d}", "en") or d, lookup(f"duel.direction.{d}", "it") or d)
                   for d in DIRECTIONS)),
    ),
    ambiguity_switch("solo_side", "SOLO-AMB-21", "SOLO's end of the card structure", "Lato di SOLO nello schema delle carte", [
        ("left", "left (nearest SOLO's capital)", "sinistra (vicino alla capitale di SOLO)"),
        ("right", "right", "destra"),
    ]),
    ambiguity_switch("cost_mode", "SOLO-AMB-12", "Cost comparisons", "Confronto dei costi", [
        ("nominal", "printed cost: coins + 2 per resource", "costo stampato: monete + 2 per risorsa"),
        ("actual", "coins really paid now", "monete effettivamente pagate ora"),
    ]),
    ambiguity_switch("need_mode", "SOLO-AMB-24", "Most-needed resource", "Risorsa di cui ha più bisogno", [
        ("ranking", "a ranking of resources", "una classifica delle risorse"),
        ("strict_top", "only the top resource", "solo la prima risorsa"),
    ]),
    ambiguity_switch("chain_mode", "SOLO-AMB-23", "“Can give rise to a chain”", "«Può dare origine a una concatenazione»", [
        ("obtainable", "its chain symbol leads to a card still obtainable",
         "il suo simbolo di concatenazione porta a una carta ancora ottenibile"),
        ("completes", "it is itself built free by a chain", "si costruisce gratis per concatenazione"),
    ]),
    ambiguity_switch("uncover_count", "SOLO-AMB-22", "“Uncovers the fewest cards”", "«Scopre meno carte»", [
        ("accessible", "cards made accessible", "carte rese accessibili"),
        ("facedown_only", "face-down cards only", "solo carte a faccia in giù"),
    ]),
    ambiguity_switch("hades_scale", "SOLO-AMB-15", "Hades' free-choice scale", "Scala di scelta gratuita di Ade", [
        ("v1.1", "the 4-rung scale (v1.1)", "la scala a 4 punti (v1.1)"),
        ("literal", "the 3-rung list of the Hades rule", "l'elenco a 3 punti della regola di Ade"),
    ]),
    ambiguity_switch("nisaba_fallback", "SOLO-AMB-17", "Nisaba's last choice", "Ultima scelta di Nisaba", [
        ("first_built", "the Player's first green card", "la prima carta verde del giocatore"),
        ("random", "at random", "casuale"),
    ]),
    ambiguity_switch("liberty_gift", "SOLO-AMB-09", "Statue of Liberty gift", "Dono della Statua della Libertà", [
        ("literal", "discard scale as written", "scala di scarto alla lettera"),
        ("invert", "the Player's worst card", "la carta peggiore per il giocatore"),
    ]),
    OptionSpec(name="instant_win_includes_wonders", type="bool", default=True, ambiguity="SOLO-AMB-37",
               label=Label(en="SOLO's instant win includes Wonders", it="La vittoria istantanea di SOLO include le meraviglie")),
    ambiguity_switch("adaptive_scope", "SOLO-AMB-38", "Adaptive scale applies to", "La scala adattata vale per", [
        ("all", "every use of the operational scale", "ogni uso della scala operativa"),
        ("build_only", "building a structure only", "solo la costruzione di una struttura"),
    ]),
    ambiguity_switch("anubis_player_scale", "SOLO-AMB-16", "Anubis tie-break scale", "Scala per la parità di Anubi", [
        ("solo", "SOLO's strategic scale", "la scala strategica di SOLO"),
        ("derived", "a scale derived from the Player's first Wonder",
         "una scala derivata dalla prima Meraviglia del giocatore"),
    ]),
]

_READING_NAMES = tuple(Readings.__dataclass_fields__)


def readings_from(options: dict[str, Any]) -> Readings:
    """The interpretation switches set in a game's options (missing ones: the defaults)."""
    return Readings(**{name: options[name] for name in _READING_NAMES if name in options})


from solo_desk.games.duel.bot_propose import propose, propose_for  # noqa: E402  (the game object delegates to it)

__all__ = ["BOT_OPTION_SPECS", "propose", "propose_for", "readings_from"]
