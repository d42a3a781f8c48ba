"""The headless commands (DESIGN.md) and the GUI launcher.

Exit codes: 0 ok, 2 bad input (file, argument), 3 an illegal or ambiguous
action, 4 an inconsistent state. Errors are one clear line on stderr.
"""
from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path
from typing import Any

from solo_desk import __version__

EXIT_OK, EXIT_BAD_INPUT, EXIT_ILLEGAL, EXIT_INCONSISTENT = 0, 2, 3, 4


class CliParser(argparse.ArgumentParser):
    """argparse, but a bad argument is one line and exit code 2 (no usage dump)."""

    def error(self, message: str) -> None:  # type: ignore[override]
        self.exit(EXIT_BAD_INPUT, f"solo-desk: error: {message} (see --help)\n")


def build_parser() -> argparse.ArgumentParser:
    parser = CliParser(
        prog="solo-desk",
        description="Solo Desk: play board games solo against an automa. "
        "Without a command, opens the window (`solo-desk FILE` opens a saved game).",
    )
    parser.add_argument("--version", action="version", version=f"solo-desk {__version__}")
    parser.add_argument(
        "--lang", choices=("en", "it"), default=None,
        help="language of the messages (default: en) and, for this session only, of the window "
        "(default: the language chosen in the window's Settings menu; the setting is not changed)",
    )
    parser.add_argument("--open", metavar="FILE", help="open a saved game in the window")
    parser.add_argument(
        "--exit-after-first-paint", action="store_true", help="quit once the board has painted (benchmarks)"
    )
    parser.add_argument("--screenshot", metavar="PNG", help="save a picture of the window after the first paint")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=CliParser)

    p = sub.add_parser("games", help="the registered games and their options")
    p.add_argument("--json", action="store_true")

    p = sub.add_parser("content", help="a game's full static content")
    p.add_argument("game")
    p.add_argument("--json", action="store_true")

    p = sub.add_parser("new", help="start a new game and save it")
    p.add_argument("game")
    p.add_argument("--seed", type=int, help="random seed (default: a random one)")
    p.add_argument("--mode", choices=("digital", "companion"), default="digital")
    p.add_argument("--option", action="append", metavar="KEY=VALUE", help="a game option (repeatable)")
    p.add_argument("-o", "--output", required=True, metavar="FILE")
    p.add_argument("--json", action="store_true")

    p = sub.add_parser("legal", help="the legal actions of the side to move")
    p.add_argument("file")
    p.add_argument("--json", action="store_true")

    p = sub.add_parser("propose", help="the automa's proposal (never changes FILE)")
    p.add_argument("file")
    p.add_argument("--input", action="append", metavar="KEY=VALUE", help="answer what the proposal asks")
    p.add_argument("--json", action="store_true")

    p = sub.add_parser(
        "apply",
        help="apply one action, or the automa's proposed turn, and save FILE",
        description="With --action, apply that action. Without it, apply the automa's proposed turn, "
        "answering what it asks with --input KEY=VALUE.",
    )
    p.add_argument("file")
    p.add_argument("--action", metavar="JSON|@PATH|-", help="the action as JSON, @file, or - for stdin")
    p.add_argument("--input", action="append", metavar="KEY=VALUE", help="answer what the proposal asks")
    p.add_argument("--json", action="store_true")

    p = sub.add_parser("autoplay", help="play N more turns (automa + built-in player policy) and save")
    p.add_argument("file")
    p.add_argument("--turns", type=int, required=True)
    p.add_argument("--seed", type=int, default=0, help="seed of the player policy")
    p.add_argument("--json", action="store_true")

    p = sub.add_parser("selfplay", help="full games, automa vs the built-in player policy")
    p.add_argument("game")
    p.add_argument("--games", type=int, default=100)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--option", action="append", metavar="KEY=VALUE")
    p.add_argument("--check", action="store_true", help="check the invariants after every action")
    p.add_argument("--json", action="store_true")
    return parser


def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    if argv and not argv[0].startswith("-") and argv[0] not in COMMANDS:
        argv = ["--open", *argv]  # `solo-desk FILE`: how a file manager opens a save
    args = build_parser().parse_args(argv)
    window_language, args.lang = args.lang, args.lang or "en"  # the window's own default is its setting
    if args.command is None:
        return run_gui(args, window_language)
    from solo_desk.core.errors import SoloDeskError

    try:
        return COMMANDS[args.command](args)
    except SoloDeskError as exc:
        print(f"solo-desk: {exc.message(args.lang)}", file=sys.stderr)
        return exc.exit_code
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:  # e.g. `solo-desk propose F | head`: the reader left
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return EXIT_OK
    except Exception as exc:  # a bug: still one line, the details on request
        if os.environ.get("SOLO_DESK_DEBUG"):
            raise
        print(f"solo-desk: internal error ({type(exc).__name__}: {exc}); "
              "run again with SOLO_DESK_DEBUG=1 for the details", file=sys.stderr)
        return 1


def gui_main() -> int:
    return main(sys.argv[1:])


def run_gui(args: argparse.Namespace, language: str | None = None) -> int:
    # A save is read, validated and replayed before Qt is imported: PySide6 reads the source
    # of every module imported after it (its __feature__ import hook), a cost paid once per
    # model module on the way to the first painted board.
    os.environ.setdefault("PYDANTIC_DISABLE_PLUGINS", "__all__")  # no entry-point scan: we use none
    preloaded = None
    if args.open:
        from solo_desk.core import saves
        from solo_desk.core.errors import SoloDeskError

        try:
            preloaded = saves.load(Path(args.open))
        except SoloDeskError as exc:
            preloaded = exc
    from solo_desk.ui.app import run

    return run(
        open_file=args.open,
        exit_after_first_paint=args.exit_after_first_paint,
        screenshot=args.screenshot,
        preloaded=preloaded,
        language=language,
    )


# -- helpers --------------------------------------------------------------------
def emit(model: Any, as_json: bool, text: str | None = None) -> None:
    if as_json:
        print(model.model_dump_json(indent=2) if hasattr(model, "model_dump_json") else json.dumps(model, indent=2))
    else:
        print(text if text is not None else model.model_dump_json(indent=2))


def read_action(spec: str) -> Any:
    from solo_desk.core.errors import BadInput

    if spec == "-":
        text = sys.stdin.read()
    elif spec.startswith("@"):
        try:
            text = Path(spec[1:]).read_text(encoding="utf-8")
        except OSError as exc:
            raise BadInput("action_file_unreadable", {"path": spec[1:], "detail": exc.strerror or str(exc)}) from None
    else:
        text = spec
    try:
        return json.loads(text)
    except (json.JSONDecodeError, RecursionError) as exc:
        raise BadInput("action_not_json", {"detail": getattr(exc, "msg", "nested too deeply")}) from None


def save_session(session: Any, file: str) -> None:
    from solo_desk.core import saves

    saves.save(session, Path(file))


# -- commands ---------------------------------------------------------------------
def cmd_games(args: argparse.Namespace) -> int:
    from solo_desk.core import registry
    from solo_desk.core.game import MODES
    from solo_desk.core.schemas import GameInfo, GamesOutput

    out = GamesOutput(
        games=[
            GameInfo(id=g.id, title=g.title, modes=list(MODES), options=g.option_specs())
            for g in registry.games().values()
        ]
    )
    lines = [f"{g.id:16} {g.title.get(args.lang)}" for g in out.games]
    emit(out, args.json, "\n".join(lines))
    return EXIT_OK


def cmd_content(args: argparse.Namespace) -> int:
    from solo_desk.core import registry

    content = registry.get(args.game).content_json()
    if args.json:
        print(json.dumps(content, indent=1, ensure_ascii=False))
    else:
        for key, value in content.items():
            size = len(value) if isinstance(value, (list, dict)) else value
            print(f"{key:24} {size}")
    return EXIT_OK


def cmd_new(args: argparse.Namespace) -> int:
    import random

    from solo_desk.core import registry
    from solo_desk.core.options import parse_key_values
    from solo_desk.core.schemas import NewOutput
    from solo_desk.core.session import Session

    game = registry.get(args.game)
    seed = args.seed if args.seed is not None else random.SystemRandom().randrange(1, 2**31)
    session = Session.new(game, parse_key_values(args.option), seed, args.mode)
    save_session(session, args.output)
    out = NewOutput(
        file=args.output, game=game.id, seed=seed, mode=args.mode, options=session.options,
        to_move=game.to_move(session.state),
    )
    emit(out, args.json, f"{args.output}: new {game.id} game, seed {seed}, {args.mode} mode")
    return EXIT_OK


def cmd_legal(args: argparse.Namespace) -> int:
    from solo_desk.core import saves
    from solo_desk.core.schemas import LegalOutput, actions_json

    session = saves.load(Path(args.file))
    state = session.state
    actions = session.game.legal_actions(state)
    out = LegalOutput(game=session.game.id, to_move=session.game.to_move(state), actions=actions_json(actions))
    emit(out, args.json, "\n".join(json.dumps(a.brief()) for a in actions))
    return EXIT_OK


def _propose(session: Any, inputs: list[str] | None) -> Any:
    from solo_desk.core.options import parse_key_values

    return session.game.propose(session.state, parse_key_values(inputs, "input") or None)


def cmd_propose(args: argparse.Namespace) -> int:
    from solo_desk.core import saves
    from solo_desk.core.schemas import ProposalJson, ProposeOutput

    session = saves.load(Path(args.file))
    proposal = _propose(session, args.input)
    lines = [f"{s.rule}: {s.render(args.lang)}" for s in proposal.trace]
    out = ProposeOutput(game=session.game.id, proposal=ProposalJson.of(proposal), explanation=lines)
    text = [f"status: {proposal.status}" + (f", to move: {proposal.to_move}" if proposal.to_move else "")
            + (f" ({proposal.rule})" if proposal.rule else "")] + lines
    text += [f"action: {json.dumps(a.brief())}" for a in proposal.actions]
    text += [f"needs: {r.name} ({r.kind})" for r in proposal.inputs]
    emit(out, args.json, "\n".join(text))
    return EXIT_OK


def cmd_apply(args: argparse.Namespace) -> int:
    from solo_desk.core import saves
    from solo_desk.core.errors import IllegalAction
    from solo_desk.core.schemas import ApplyOutput, actions_json

    session = saves.load(Path(args.file))
    if args.action is not None:
        if args.input:
            from solo_desk.core.errors import BadInput

            raise BadInput("apply_action_and_input", {})
        actions = [session.game.parse_action(read_action(args.action))]
    else:
        proposal = _propose(session, args.input)
        if proposal.status == "needs_input" and not proposal.actions:
            names = ", ".join(r.name for r in proposal.inputs)
            raise IllegalAction("apply_needs_input", {"names": names})
        if not proposal.applicable():
            raise IllegalAction("apply_not_automa_turn", {"to_move": proposal.to_move or "-", "rule": proposal.rule or "-"})
        actions = list(proposal.actions)
    step = session.apply(actions)
    save_session(session, args.file)
    state = session.state
    out = ApplyOutput(
        file=args.file, applied=actions_json(step.actions), steps=len(session.steps),
        to_move=session.game.to_move(state), result=session.game.result(state),
    )
    emit(out, args.json, "\n".join(json.dumps(a.brief()) for a in step.actions))
    return EXIT_OK


def cmd_autoplay(args: argparse.Namespace) -> int:
    import random

    from solo_desk.core import playout, saves
    from solo_desk.core.schemas import AutoplayOutput

    session = saves.load(Path(args.file))
    rng = random.Random(args.seed)
    played = 0
    while played < args.turns and session.game.result(session.state) is None:
        session.apply(playout.next_step(session.game, session.state, rng))
        played += 1
    save_session(session, args.file)
    state = session.state
    out = AutoplayOutput(
        file=args.file, played=played, steps=len(session.steps),
        to_move=session.game.to_move(state), result=session.game.result(state),
    )
    emit(out, args.json, f"{args.file}: played {played} turns")
    return EXIT_OK


def cmd_selfplay(args: argparse.Namespace) -> int:
    from solo_desk.core import registry
    from solo_desk.core.errors import BadInput
    from solo_desk.core.options import parse_key_values, resolve_options
    from solo_desk.core.selfplay import run_selfplay

    if args.games < 1:
        raise BadInput("selfplay_games_positive", {"games": args.games})
    game = registry.get(args.game)
    options = resolve_options(game.option_specs(), parse_key_values(args.option))
    out = run_selfplay(game, options, args.games, args.seed, args.check)
    text = (
        f"{out.games} games, {out.completed} completed, {out.errors} errors, "
        f"{out.games_per_s:.1f} games/s, bot p50 {out.bot_ms_p50:.2f} ms, p99 {out.bot_ms_p99:.2f} ms, "
        f"end reasons {out.end_reasons}"
    )
    emit(out, args.json, text)
    return EXIT_OK if out.errors == 0 else EXIT_INCONSISTENT


COMMANDS = {
    "games": cmd_games,
    "content": cmd_content,
    "new": cmd_new,
    "legal": cmd_legal,
    "propose": cmd_propose,
    "apply": cmd_apply,
    "autoplay": cmd_autoplay,
    "selfplay": cmd_selfplay,
}


if __name__ == "__main__":
    raise SystemExit(main())
