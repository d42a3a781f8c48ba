"""The headless commands (DESIGN.md) and the GUI launcher.

Exit codes: 0 ok, 2 bad input (file, argument), 3 an illegal or ambiguous
action, 4 an inconsistent state. Errors are one clear line on stderr.
"""
from __future__ import annotations

import argparse
import contextlib
import json
import os
import sys
from pathlib import Path
from typing import Any

from solo_desk import __version__

EXIT_OK, EXIT_BAD_INPUT, EXIT_ILLEGAL, EXIT_INCONSISTENT = 0, 2, 3, 4


SEED_MAX = 2**31 - 1  # the seeds a new game takes: 0..SEED_MAX, as in the window's wizard


def _text(key: str, lang: str, **params: Any) -> str:
    from solo_desk.core.messages import render

    return render(key, params, lang)


class CliParser(argparse.ArgumentParser):
    """argparse, but a bad argument is one line and exit code 2 (no usage dump), in the
    language asked with --lang."""

    lang = "en"

    def error(self, message: str) -> None:  # type: ignore[override]
        self.exit(EXIT_BAD_INPUT, _text("cli_error_line", self.lang, prog="solo-desk", message=message) + "\n")


# argparse's own texts (usage, headings, its error lines) -> their catalogue keys
ARGPARSE_TEXTS = {
    "usage: ": "cli_argparse_usage",
    "positional arguments": "cli_argparse_positional",
    "options": "cli_argparse_options",
    "show this help message and exit": "cli_argparse_help",
    "the following arguments are required: %s": "cli_argparse_required",
    "unrecognized arguments: %s": "cli_argparse_unrecognized",
    "invalid choice: %(value)r (choose from %(choices)s)": "cli_argparse_invalid_choice",
    "invalid %(type)s value: %(value)r": "cli_argparse_invalid_value",
    "argument %(argument_name)s: %(message)s": "cli_argparse_argument",
    "expected one argument": "cli_argparse_expected_one",
    "expected at least one argument": "cli_argparse_expected_at_least_one",
    "expected at most one argument": "cli_argparse_expected_at_most_one",
    "ambiguous option: %(option)s could match %(matches)s": "cli_argparse_ambiguous",
    "not allowed with argument %s": "cli_argparse_not_allowed_with",
    "one of the arguments %s is required": "cli_argparse_one_required",
    "ignored explicit argument %r": "cli_argparse_ignored_explicit",
}


@contextlib.contextmanager
def argparse_language(lang: str):
    """argparse's own texts in ``lang`` while it builds, parses and prints help (argparse reads
    them through gettext's ``_`` and ``ngettext``, module globals it looks up at each use)."""
    if lang == "en":
        yield
        return

    def translate(text: str) -> str:
        key = ARGPARSE_TEXTS.get(text)
        return _text(key, lang) if key else text

    def translate_n(singular: str, plural: str, n: int) -> str:
        if singular == "expected %s argument":
            return _text("cli_argparse_expected_n_one" if n == 1 else "cli_argparse_expected_n", lang)
        return translate(singular if n == 1 else plural)

    saved = argparse._, argparse.ngettext  # type: ignore[attr-defined]
    argparse._, argparse.ngettext = translate, translate_n  # type: ignore[attr-defined]
    try:
        yield
    finally:
        argparse._, argparse.ngettext = saved  # type: ignore[attr-defined]


def seed_type(lang: str):
    """A new game's seed: a whole number from 0 to SEED_MAX, else argparse's one-line error."""

    def parse(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(_text("cli_seed_not_a_number", lang, value=text, max=SEED_MAX)) from None
        if not 0 <= value <= SEED_MAX:
            raise argparse.ArgumentTypeError(_text("cli_seed_out_of_range", lang, value=text, max=SEED_MAX))
        return value

    return parse


def whole_number_type(lang: str):
    """A count or a policy's seed: a whole number, else argparse's one-line error in ``lang``
    (not argparse's own "invalid int value")."""

    def parse(text: str) -> int:
        try:
            return int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(_text("cli_not_a_whole_number", lang, value=text)) from None

    return parse


def build_parser(lang: str = "en") -> argparse.ArgumentParser:
    """The command line; its help texts in ``lang`` (argparse's own, under
    :func:`argparse_language`)."""

    def h(key: str, **params: Any) -> str:
        return _text(f"cli_help_{key}", lang, **params)

    parser_class = type("CliParser_" + lang, (CliParser,), {"lang": lang})
    parser = parser_class(prog="solo-desk", description=h("description"))
    parser.add_argument("--version", action="version", version=f"solo-desk {__version__}", help=h("version"))
    parser.add_argument("--lang", choices=("en", "it"), default=None, help=h("lang"))
    parser.add_argument("--open", metavar="FILE", help=h("open"))
    parser.add_argument("--exit-after-first-paint", action="store_true", help=h("exit_after_first_paint"))
    parser.add_argument("--screenshot", metavar="PNG", help=h("screenshot"))
    # --lang is accepted after the command too (`solo-desk legal F --lang it`)
    common = argparse.ArgumentParser(add_help=False)
    common.add_argument("--lang", choices=("en", "it"), default=argparse.SUPPRESS, help=h("lang_short"))
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=parser_class, title=h("commands"))
    _add_parser = sub.add_parser
    sub.add_parser = lambda *a, **kw: _add_parser(*a, parents=[common], **kw)  # type: ignore[method-assign]

    def add_json(p: argparse.ArgumentParser) -> None:
        p.add_argument("--json", action="store_true", help=h("json"))

    p = sub.add_parser("games", help=h("games"), description=h("games"))
    add_json(p)

    p = sub.add_parser("content", help=h("content"), description=h("content"))
    p.add_argument("game", help=h("game"))
    add_json(p)

    p = sub.add_parser("new", help=h("new"), description=h("new"))
    p.add_argument("game", help=h("game"))
    p.add_argument("--seed", type=seed_type(lang), help=h("seed_new", max=SEED_MAX))
    p.add_argument("--mode", choices=("digital", "companion"), default="digital", help=h("mode"))
    p.add_argument("--option", action="append", metavar="KEY=VALUE", help=h("option"))
    p.add_argument("-o", "--output", required=True, metavar="FILE", help=h("output"))
    add_json(p)

    p = sub.add_parser("legal", help=h("legal"), description=h("legal"))
    p.add_argument("file", help=h("file"))
    add_json(p)

    p = sub.add_parser("propose", help=h("propose"), description=h("propose"))
    p.add_argument("file", help=h("file"))
    p.add_argument("--input", action="append", metavar="KEY=VALUE", help=h("input"))
    add_json(p)

    p = sub.add_parser("apply", help=h("apply"), description=h("apply_description"))
    p.add_argument("file", help=h("file"))
    p.add_argument("--action", metavar="JSON|@PATH|-", help=h("action"))
    p.add_argument("--input", action="append", metavar="KEY=VALUE", help=h("input"))
    add_json(p)

    p = sub.add_parser("autoplay", help=h("autoplay"), description=h("autoplay_description"))
    p.add_argument("file", help=h("file"))
    p.add_argument("--turns", type=whole_number_type(lang), required=True, help=h("turns"))
    p.add_argument("--seed", type=whole_number_type(lang), default=0, help=h("seed_policy"))
    add_json(p)

    p = sub.add_parser("selfplay", help=h("selfplay"), description=h("selfplay"))
    p.add_argument("game", help=h("game"))
    p.add_argument("--games", type=whole_number_type(lang), default=100, help=h("games_count"))
    p.add_argument("--seed", type=whole_number_type(lang), default=1, help=h("seed_selfplay"))
    p.add_argument("--option", action="append", metavar="KEY=VALUE", help=h("option"))
    p.add_argument("--check", action="store_true", help=h("check"))
    add_json(p)
    return parser


GLOBAL_WITH_VALUE = ("--lang", "--open", "--screenshot")
IMAGE_SUFFIXES = (".png", ".jpg", ".jpeg", ".bmp", ".ppm", ".pbm", ".pgm", ".xbm", ".xpm")


def _lang_of(argv: list[str]) -> str:
    """The --lang asked anywhere on the line (for errors found before argparse has run)."""
    for i, arg in enumerate(argv):
        if arg == "--lang" and i + 1 < len(argv) and argv[i + 1] in ("en", "it"):
            return argv[i + 1]
        if arg in ("--lang=en", "--lang=it"):
            return arg.split("=", 1)[1]
    return "en"


def _shortcut(argv: list[str]) -> list[str]:
    """`solo-desk [OPTIONS] FILE`: how a file manager opens a save. The first word that is not an
    option (nor an option's value) must be a command or an existing file; anything else is a
    mistyped command, refused rather than opening the window."""
    from solo_desk.core.errors import BadInput

    i = 0
    while i < len(argv):
        arg = argv[i]
        if arg == "--":
            return argv
        if arg in GLOBAL_WITH_VALUE:
            i += 2
            continue
        if arg.startswith("-"):
            i += 1
            continue
        if arg in COMMANDS:
            return argv
        if Path(arg).is_file():
            return [*argv[:i], "--open", arg, *argv[i + 1:]]
        if Path(arg).suffix or os.sep in arg or "/" in arg:
            raise BadInput("save_not_found", {"path": arg})
        raise BadInput("cli_unknown_command", {"command": arg, "known": ", ".join(COMMANDS)})
    return argv


def _check_window_options(args: argparse.Namespace) -> None:
    """Options of the window checked before it starts: a wrong one is an error, never ignored."""
    from solo_desk.core.errors import BadInput

    window_only = [name for name, given in (("--open", args.open), ("--screenshot", args.screenshot),
                   ("--exit-after-first-paint", args.exit_after_first_paint)) if given]
    if args.command is not None and window_only:
        raise BadInput("cli_window_option_with_command", {"option": window_only[0], "command": args.command})
    if args.command is not None:
        return
    if (args.screenshot or args.exit_after_first_paint) and not args.open:
        option = "--screenshot" if args.screenshot else "--exit-after-first-paint"
        raise BadInput("cli_needs_open", {"option": option})
    if args.screenshot is not None:
        shot = Path(args.screenshot)
        if not shot.name or shot.suffix.lower() not in IMAGE_SUFFIXES:
            raise BadInput("screenshot_bad_suffix", {"path": args.screenshot, "known": ", ".join(IMAGE_SUFFIXES)})
        folder = shot.parent
        if not folder.is_dir():
            raise BadInput("screenshot_no_folder", {"path": args.screenshot, "folder": str(folder)})
        if shot.is_dir():
            raise BadInput("save_is_folder", {"path": args.screenshot})
        if not os.access(folder, os.W_OK):
            raise BadInput("save_write_failed", {"path": args.screenshot, "detail": {"key": "os_error_permission"}})
    if (sys.platform.startswith("linux") and not any(os.environ.get(v) for v in
                                                     ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM"))):
        raise BadInput("cli_no_display", {})


def main(argv: list[str] | None = None) -> int:
    from solo_desk.core.errors import SoloDeskError

    argv = list(sys.argv[1:] if argv is None else argv)
    lang = _lang_of(argv)
    try:
        return _main(argv, lang)
    except SoloDeskError as exc:
        print(f"solo-desk: {exc.message(lang, command_line=True)}", file=sys.stderr)
        return exc.exit_code


def _main(argv: list[str], lang: str) -> int:
    argv = _shortcut(argv)
    with argparse_language(lang):
        args = build_parser(lang).parse_args(argv)
    window_language, args.lang = args.lang, args.lang or "en"  # the window's own default is its setting
    _check_window_options(args)
    if args.command is None:
        return run_gui(args, window_language)
    from solo_desk.core.errors import BadInput, SoloDeskError, cause_of

    try:
        return COMMANDS[args.command](args)
    except SoloDeskError as exc:
        print(f"solo-desk: {exc.message(args.lang, command_line=True)}", file=sys.stderr)
        cause = cause_of(exc.params)
        if cause and os.environ.get("SOLO_DESK_DEBUG"):  # the Python error behind a refused save
            print(f"solo-desk: (debug) {cause}", file=sys.stderr)
        return exc.exit_code
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:  # e.g. `solo-desk propose F | head`: the reader left
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return EXIT_OK
    except UnicodeDecodeError:  # a file given on the command line (an option's file, ...)
        err = BadInput("input_not_utf8", {})
        print(f"solo-desk: {err.message(args.lang)}", file=sys.stderr)
        return err.exit_code
    except Exception as exc:  # a bug: still one line, the details on request
        if os.environ.get("SOLO_DESK_DEBUG"):
            raise
        from solo_desk.core.messages import render

        print("solo-desk: " + render("internal_error", {"detail": f"{type(exc).__name__}: {exc}"}, args.lang),
              file=sys.stderr)
        return 1


def gui_main() -> int:
    return main(sys.argv[1:])


def skip_pydantic_plugin_loader() -> None:
    """With every pydantic plugin disabled (PYDANTIC_DISABLE_PLUGINS=__all__), its plugin loader
    only answers "no plugins", but importing it imports importlib.metadata (and email, csv, ...):
    ~1 MiB at the window's peak for nothing. An equivalent loader is put in its place before
    pydantic first asks for it (when the first validator is built)."""
    import types

    name = "pydantic.plugin._loader"
    if os.environ.get("PYDANTIC_DISABLE_PLUGINS") != "__all__" or name in sys.modules:
        return
    loader = types.ModuleType(name, "pydantic's plugin loader when every plugin is disabled (solo_desk.cli)")
    loader.get_plugins = no_pydantic_plugins  # type: ignore[attr-defined]
    sys.modules[name] = loader


def no_pydantic_plugins() -> tuple[()]:
    return ()


def run_gui(args: argparse.Namespace, language: str | None = None) -> int:
    # A save is read, validated and replayed before Qt is imported: PySide6 reads the source
    # of every module imported after it (its __feature__ import hook), a cost paid once per
    # model module on the way to the first painted board.
    os.environ.setdefault("PYDANTIC_DISABLE_PLUGINS", "__all__")  # no entry-point scan: we use none
    skip_pydantic_plugin_loader()
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


MAX_ACTION_BYTES = 1024 * 1024  # an action is a few hundred bytes: a bigger file is not one


def read_action(spec: str) -> Any:
    from solo_desk.core.errors import BadInput

    if spec == "-":
        try:
            text = sys.stdin.buffer.read().decode("utf-8") if hasattr(sys.stdin, "buffer") else sys.stdin.read()
        except UnicodeDecodeError:
            raise BadInput("action_not_utf8", {"path": "-"}) from None
        if not text.strip():
            raise BadInput("action_stdin_empty", {})
    elif spec.startswith("@"):
        from solo_desk.core.saves import read_limited

        path = spec[1:]
        if not path.strip():
            raise BadInput("action_no_file_name", {})
        data = read_limited(
            Path(path), MAX_ACTION_BYTES,
            too_large=lambda size: BadInput("action_file_too_large", {"path": path, "size_kb": size // 1024}),
            unreadable=lambda detail: BadInput("action_file_unreadable", {"path": path, "detail": detail}),
            not_found=lambda: BadInput("action_file_unreadable", {"path": path, "detail": {"key": "os_error_not_found"}}),
        )
        try:
            text = data.decode("utf-8")
        except UnicodeDecodeError:
            raise BadInput("action_not_utf8", {"path": path}) from None
        if not text.strip():
            raise BadInput("action_empty", {})
    else:
        text = spec
        if not text.strip():
            raise BadInput("action_empty", {})
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:  # where, in the user's language (json's own text is English)
        raise BadInput("action_not_json", {"detail": {"key": "invalid_data.json_at",
                                                      "params": {"line": exc.lineno, "column": exc.colno}}}) from None
    except RecursionError:
        raise BadInput("action_not_json", {"detail": {"key": "invalid_data.too_deep"}}) from None


def action_kinds(game: Any) -> list[str]:
    kinds = []
    for action_type in getattr(game, "action_types", ()):
        field = action_type.model_fields.get("kind")
        if field is not None and isinstance(field.default, str):
            kinds.append(field.default)
    return kinds


def parse_user_action(session: Any, data: Any, file: str = "FILE") -> Any:
    """An action typed by the user: a malformed one is bad input (exit 2) with a readable line;
    a well-formed one the rules forbid stays an illegal action (exit 3), found when applied."""
    from solo_desk.core.errors import BadInput, MalformedAction

    game = session.game
    kinds = action_kinds(game)
    known = ", ".join(kinds) or "-"
    if not isinstance(data, dict):
        raise BadInput("action_not_object", {"known": known, "file": file})
    kind = data.get("kind")
    if kind is None:
        raise BadInput("action_no_kind", {"known": known, "file": file})
    if kinds and kind not in kinds:
        title = game.title_for(session.options).model_dump()  # the game as the window names it
        raise BadInput("action_unknown_kind", {"kind": kind, "game": title, "known": known, "file": file})
    if data.get("by") not in (None, *SIDES):  # not a field like the others: say its two values
        raise BadInput("action_bad_by", {"value": json.dumps(data["by"], ensure_ascii=False),
                                         "automa": _side_name("automa", game.id)})
    try:
        action = game.parse_action(data)
    except MalformedAction as exc:
        # the game's reason: its detail (the field that failed), else its own message, never a bare key
        detail = exc.params.get("detail") or {"key": exc.key, "params": exc.params}
        raise BadInput("action_bad_fields", {"kind": kind, "detail": detail, "file": file}) from None
    if session.mode == "digital" and action.outcomes:
        # a move given for the side not to move (one copied from `propose`, ...) is told as that
        outcomes = BadInput("action_outcomes_digital", {"names": ", ".join(action.outcomes)})
        raise turn_refusal(session, action, file) or outcomes
    return action


def turn_refusal(session: Any, action: Any, file: str) -> Any:
    """What to type instead of a move the rules refuse because the game is over or the other side
    is to move, in one place for every game (its own sides' names): None for any other move."""
    from solo_desk.core.errors import IllegalAction

    game, state = session.game, session.state
    if action.family != "move":  # corrections and answers are not played in turn
        return None
    result = game.result(state)
    if result is not None:
        return IllegalAction("apply_move_game_over", {"result": _result_message(result, game.id), "game": game.id})
    to_move = game.to_move(state)
    if action.by is None or to_move not in SIDES or action.by == to_move:
        return None
    key = "apply_move_automa_turn" if to_move == "automa" else "apply_move_player_turn"
    return IllegalAction(key, {"automa": _side_name("automa", game.id), "file": file})


def load_session(file: str, lang: str) -> Any:
    """Load a save; its warnings (content changed since the save, ...) are lines on stderr."""
    from solo_desk.core import saves
    from solo_desk.core.errors import BadInput

    if not file.strip():  # not "." (the folder Path("") names)
        raise BadInput("save_no_file_name", {})
    session = saves.load(Path(file))
    for warning in getattr(session, "load_warnings", []):
        print(f"solo-desk: {warning.render(lang)}", file=sys.stderr)
    return session


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
        width = max((len(key) for key in content), default=0) + 1  # every count in one column
        for key, value in content.items():
            size = len(value) if isinstance(value, (list, dict)) else value
            print(f"{key:{width}} {size}")
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
    title = game.title_for(session.options).model_dump()  # as the window's status bar names it
    emit(out, args.json, _text("new_game_saved", args.lang, file=args.output, game=title, seed=seed,
                               mode={"key": f"new_game_mode.{args.mode}"}))
    return EXIT_OK


def cmd_legal(args: argparse.Namespace) -> int:
    from solo_desk.core.schemas import LegalOutput, actions_json

    session = load_session(args.file, args.lang)
    state = session.state
    actions = session.game.legal_actions(state)
    out = LegalOutput(game=session.game.id, to_move=session.game.to_move(state), actions=actions_json(actions))
    text = "\n".join(json.dumps(a.brief()) for a in actions)
    result = session.game.result(state)
    if result is not None and not actions:  # not an empty line: why there is nothing to play
        text = _text("legal_game_over", args.lang, result=_result_message(result, session.game.id))
    emit(out, args.json, text)
    return EXIT_OK


MAX_QUESTIONS = 200


def _propose(session: Any, inputs: list[str] | None) -> Any:
    """The proposal with the table's answers given as --input KEY=VALUE. The questions are
    walked one at a time (as the table would answer them): each answer must be one of the
    asked question's choices, and a given key that no question asks is refused."""
    from solo_desk.core.errors import BadInput
    from solo_desk.core.options import parse_key_values

    given = parse_key_values(inputs, "--input")
    game, state = session.game, session.state
    proposal = game.propose(state)
    if not given:
        return proposal
    answers: dict[str, str] = {}
    asked: list[str] = []
    for _ in range(MAX_QUESTIONS):
        if proposal.status != "needs_input" or proposal.actions:
            break
        for r in proposal.inputs:
            if r.name not in asked:
                asked.append(r.name)
        request = next((r for r in proposal.inputs if r.name not in answers and r.name in given), None)
        if request is None:
            break
        value = given[request.name]
        choices = [c.value for c in request.choices]
        if choices and value not in choices:
            reason = game.refuse_answer(state, request, value)  # the game's own why, e.g. a die already blocked
            if reason is not None:
                raise BadInput(reason.key, reason.params)
            raise BadInput("input_bad_value", {"name": request.name, "value": value, "expected": ", ".join(choices)})
        answers[request.name] = value
        proposal = game.propose(state, dict(answers))
    unknown = [key for key in given if key not in answers]
    if unknown:
        if not asked:
            raise BadInput("input_not_asked", {"name": unknown[0]})
        raise BadInput("input_unknown", {"name": unknown[0], "asked": ", ".join(asked)})
    return proposal


def _game_key(key: str, game: str) -> str:
    """A window-wide key, or the game's own version of it ("duel.ui.panel.automa_turn": SOLO's turn)."""
    from solo_desk.core.messages import lookup

    return f"{game}.ui.{key}" if lookup(f"{game}.ui.{key}") else key


def _proposal_header(session: Any, proposal: Any) -> dict[str, Any]:
    """The proposal's status as the Automa panel's header says it, with the rule that says whose turn it is."""
    game = session.game.id
    rule = proposal.rule
    if proposal.status == "game_over":
        status: dict[str, Any] = {"key": "cli_status.game_over",
                                  "params": {"result": _result_message(session.game.result(session.state), game)}}
        rule = None
    elif proposal.status == "needs_input" and proposal.applicable():
        status = {"key": _game_key("panel.answered", game)}
    elif proposal.status == "needs_input" and proposal.to_move == "player":
        status = {"key": _game_key("panel.table_asks", game)}
    elif proposal.status == "not_automa_turn":
        status = {"key": "cli_status.not_automa_turn"}
    else:
        status = {"key": _game_key(f"panel.{proposal.status}", game)}
    if rule:
        return {"key": "cli_propose_status_rule", "params": {"status": status, "rule": rule}}
    return {"key": "cli_propose_status", "params": {"status": status}}


def _question_lines(request: Any, lang: str) -> list[str]:
    """A question as the panel asks it, then the answers `--input NAME=VALUE` takes (each value with
    its name when they differ)."""
    from solo_desk.core.proposal import choice_items

    lines = [_text("cli_propose_question", lang, name=request.name, text=_text(request.key, lang, **request.params))]
    items = choice_items(request, lang)
    if items:
        answers = ", ".join(value if text == value else f"{value} ({text})" for text, value in items)
        lines.append(_text("cli_propose_answers", lang, name=request.name, answers=answers))
    else:
        lines.append(_text("cli_propose_answer_number", lang, name=request.name))
    return lines


def cmd_propose(args: argparse.Namespace) -> int:
    from solo_desk.core.messages import render_value
    from solo_desk.core.schemas import ProposalJson, ProposeOutput

    session = load_session(args.file, args.lang)
    proposal = _propose(session, args.input)
    lines = [f"{s.rule}: {s.render(args.lang)}" for s in proposal.trace]
    out = ProposeOutput(game=session.game.id, proposal=ProposalJson.of(proposal), explanation=lines)
    text = [render_value(_proposal_header(session, proposal), args.lang)] + lines
    text += [_text("cli_propose_action", args.lang, action=json.dumps(a.brief(), ensure_ascii=False))
             for a in proposal.actions]
    for request in proposal.inputs:
        text += _question_lines(request, args.lang)
    emit(out, args.json, "\n".join(text))
    return EXIT_OK


def cmd_apply(args: argparse.Namespace) -> int:
    from solo_desk.core.errors import IllegalAction
    from solo_desk.core.schemas import ApplyOutput, actions_json

    session = load_session(args.file, args.lang)
    if args.action is not None:
        if args.input:
            from solo_desk.core.errors import BadInput

            raise BadInput("apply_action_and_input", {})
        actions = [parse_user_action(session, read_action(args.action), args.file)]
    else:
        result = session.game.result(session.state)
        if result is not None:
            raise IllegalAction("apply_game_over", {"result": _result_message(result, session.game.id)})
        proposal = _propose(session, args.input)
        if proposal.status == "needs_input" and not proposal.actions:
            asked = proposal.inputs[0]  # the question itself, not only its input's name
            raise IllegalAction("apply_needs_input", {"name": asked.name, "file": args.file,
                                                      "question": {"key": asked.key, "params": asked.params}})
        if not proposal.applicable():
            # only the Player's turn gets here (a finished game and the automa's questions are told above)
            raise IllegalAction("apply_not_automa_turn", {"automa": _side_name("automa", session.game.id),
                                                          "rule": proposal.rule or "-"})
        actions = list(proposal.actions)
    try:
        step = session.apply(actions)
    except IllegalAction as exc:
        if args.action is None:
            raise
        raise turn_refusal(session, actions[0], args.file) or exc from None
    save_session(session, args.file)
    state = session.state
    out = ApplyOutput(
        file=args.file, applied=actions_json(step.actions), steps=len(session.steps),
        to_move=session.game.to_move(state), result=session.game.result(state),
    )
    emit(out, args.json, "\n".join(json.dumps(a.brief()) for a in step.actions))
    return EXIT_OK


def _result_message(result: Any, game: str = "") -> dict[str, Any]:
    """How a finished game ended, as a message naming the sides as the window's closing line does
    ("SOLO wins (civilian victory); final score: SOLO 70, you 25"): the winner's score first, then
    any tie-break count in words ("; stages built: the Opponent 5, you 2")."""
    from solo_desk.core.messages import number

    main = sorted((side for side in result.scores if side in SIDES), key=lambda side: (side != result.winner, side))
    scores: Any = [_side_count(side, result.scores[side], game) for side in main] or "-"
    tie_breaks: dict[str, list[str]] = {}  # "stages": ["automa_stages", "player_stages"], the winner's first
    for side in sorted((side for side in result.scores if side not in SIDES),
                       key=lambda side: side.partition("_")[0] != result.winner):
        tie_breaks.setdefault(side.partition("_")[2], []).append(side)
    for what, sides in tie_breaks.items():
        counts = [_side_count(side.partition("_")[0], result.scores[side], game) for side in sides]
        scores = {"key": "result_then_tie_break",
                  "params": {"scores": scores, "tie_break": _tie_break(what, counts)}}
    reason = _reason_name(result.reason)
    if result.winner == "player":  # "you win", "hai vinto": not "the winner: you"
        return {"key": "result_player_wins", "params": {"reason": reason, "scores": scores}}
    if result.winner == "automa":
        return {"key": "result_winner", "params": {"winner": _side_name("automa", game), "reason": reason,
                                                   "scores": scores}}
    if result.winner == "none":  # a variant that only scores the player: the window's "you scored 37"
        return {"key": "result_none", "params": {"score": number(result.scores.get("player", 0))}}
    return {"key": "result_draw", "params": {"reason": reason, "scores": scores}}


SIDES = ("player", "automa")


def _reason_name(reason: str) -> Any:
    """Why a game ended (a GameResult's ``reason``: "score", "stages", "military"...) in words,
    its code itself for a reason no catalogue names."""
    from solo_desk.core.messages import lookup

    return {"key": f"result_reason.{reason}"} if lookup(f"result_reason.{reason}") else reason


def _side_name(side: str, game: str) -> Any:
    from solo_desk.core.messages import side_message

    return side_message(side, game)


def _side_count(side: str, count: int, game: str) -> dict[str, Any]:
    """A side's score or tie-break count: "the Opponent 45"; a code no side names as it is."""
    from solo_desk.core.messages import number

    return {"key": "result_score", "params": {"side": _side_name(side, game) if side in SIDES else side, "score": number(count)}}


def _tie_break(what: str, counts: list[dict[str, Any]]) -> Any:
    """A tie-break's counts ("stages") after its name in words ("stages built: the Opponent 5, you 2"),
    after its code for a tie-break no catalogue names."""
    from solo_desk.core.messages import lookup

    if lookup(f"result_tie_break.{what}"):
        return {"key": f"result_tie_break.{what}", "params": {"counts": counts}}
    return {"key": "result_tie_break", "params": {"what": what, "counts": counts}}


def cmd_autoplay(args: argparse.Namespace) -> int:
    import random

    from solo_desk.core import playout
    from solo_desk.core.errors import BadInput
    from solo_desk.core.messages import render, render_value
    from solo_desk.core.schemas import AutoplayOutput

    if args.turns < 1:
        raise BadInput("autoplay_turns_positive", {"turns": args.turns})
    session = load_session(args.file, args.lang)
    rng = random.Random(args.seed)
    played = 0
    while played < args.turns and session.game.result(session.state) is None:
        session.apply(playout.next_step(session.game, session.state, rng))
        played += 1
    if played:  # nothing changed: the file and its backups stay as they are
        save_session(session, args.file)
    state = session.state
    result = session.game.result(state)
    out = AutoplayOutput(
        file=args.file, played=played, steps=len(session.steps),
        to_move=session.game.to_move(state), result=result,
    )
    text = f"{args.file}: " + render("autoplay_played", {"turns": played}, args.lang)
    if result is not None:
        text += "; " + render_value(_result_message(result, session.game.id), args.lang)
    if not played:
        text = f"{args.file}: " + render("autoplay_game_over", {"result": _result_message(result, session.game.id)}, args.lang)
    emit(out, args.json, text)
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
    emit(out, args.json, _text("selfplay_summary", args.lang, **_selfplay_figures(out, game.id, args.lang)))
    return EXIT_OK if out.errors == 0 else EXIT_INCONSISTENT


def _selfplay_figures(out: Any, game: str, lang: str) -> dict[str, Any]:
    """A self-play run's figures in words: who won how often ("SOLO 28, you 2"), how the games
    ended ("civilian victory ×20; military supremacy ×10") and the speed, with the language's
    decimal mark."""
    def decimal(value: float, digits: int) -> str:
        text = f"{value:.{digits}f}"
        return text.replace(".", ",") if lang == "it" else text

    from solo_desk.core.messages import listed

    def won(side: str, count: int) -> Any:
        if side in SIDES:
            return _side_count(side, count, game)
        if side in ("draw", "none"):  # a draw; a variant that only scores the player
            return {"key": f"selfplay_{side}", "params": {"count": count}}
        return f"{side} {count}"

    wins = [won(side, count) for side, count in sorted(out.winners.items(), key=lambda item: -item[1])]
    endings = [{"key": "selfplay_ending", "params": {"reason": _reason_name(reason), "count": count}}
               for reason, count in sorted(out.end_reasons.items(), key=lambda item: -item[1])]

    return {"games": out.games, "completed": out.completed, "errors": out.errors, "wins": wins or "-",
            "endings": listed(endings) if endings else "-", "rate": decimal(out.games_per_s, 1),
            "p50": decimal(out.bot_ms_p50, 2), "p99": decimal(out.bot_ms_p99, 2)}


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
