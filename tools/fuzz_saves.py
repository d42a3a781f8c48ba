"""Adversarial fuzzing of saves: real saves of every game (digital and companion) mutated in every
way a hand edit or a damaged disk could (wrong types, null, huge or negative numbers, unknown ids,
empty lists, keys removed or added, steps reordered/duplicated/truncated, a card in two places...).

Every mutated save must either load cleanly (and then check, legal, propose, the history rendered
in both languages and a few automatic steps all work) or be refused with one clear BadSaveFile
rendered in the user's language. Anything else is reported with the innermost traceback frame:

    PYTHONPATH=. python tools/fuzz_saves.py [--games duel,concordia] [--per-save 300] [--seed 1]
        [--turns 30] [--time-limit 20] [-v]

Outcome classes: ok, refused (clean), RAW (refused, but the reason shown is a Python exception's
text: the game let bad data through to code that crashed), PYDANTIC (refused with pydantic's
English text), ESCAPED (an exception out of saves.load), LATER (loaded, then an exception when
used), HANG (over --time-limit seconds).
"""
from __future__ import annotations

import argparse
import copy
import json
import random
import re
import signal
import sys
import tempfile
import traceback
from collections import Counter, defaultdict
from pathlib import Path
from typing import Any

GAMES = ("duel", "terra_mystica", "architects", "age_of_comics", "concordia")
MODES = ("digital", "companion")
RAW_EXCEPTION = re.compile(r"\b[A-Z][A-Za-z]*(Error|Exception|Interrupt)\b|Traceback")


class Hang(Exception):
    pass


def _alarm(signum, frame):  # noqa: ARG001
    raise Hang()


# -- base saves -------------------------------------------------------------------------------
def make_base(game_id: str, mode: str, turns: int, folder: Path) -> dict[str, Any]:
    import random as _random

    from solo_desk.core import playout, registry, saves
    from solo_desk.core.session import Session

    game = registry.get(game_id)
    session = Session.new(game, {}, 7, mode)  # type: ignore[arg-type]
    rng = _random.Random(0)
    for _ in range(turns):
        if game.result(session.state) is not None:
            break
        session.apply(playout.next_step(game, session.state, rng))
    # a branch too: undo two steps and play another
    if len(session.steps) > 4:
        session.undo()
        session.undo()
        session.apply(playout.next_step(game, session.state, _random.Random(5)))
        session.undo()
    path = folder / f"{game_id}-{mode}.json"
    saves.save(session, path)
    return json.loads(path.read_text())


# -- mutations --------------------------------------------------------------------------------
def paths(node: Any, prefix: tuple = ()) -> list[tuple]:
    out = [prefix]
    if isinstance(node, dict):
        for k, v in node.items():
            out += paths(v, prefix + (k,))
    elif isinstance(node, list):
        for i, v in enumerate(node):
            out += paths(v, prefix + (i,))
    return out


def get(node: Any, path: tuple) -> Any:
    for p in path:
        node = node[p]
    return node


def put(node: Any, path: tuple, value: Any) -> None:
    for p in path[:-1]:
        node = node[p]
    node[path[-1]] = value


def strings(node: Any) -> list[str]:
    return [get(node, p) for p in paths(node) if isinstance(get(node, p), str)]


def replacements(value: Any, pool: list[str]) -> list[tuple[str, Any]]:
    out: list[tuple[str, Any]] = [("null", None)]
    if isinstance(value, bool):
        out += [("not_bool", "yes"), ("int_for_bool", 2)]
    elif isinstance(value, int):
        out += [("negative", -1), ("very_negative", -10**6), ("huge", 10**18), ("bigint", 10**40),
                ("float", value + 0.5), ("str", str(value) + "x"), ("list", [value]), ("plus_one", value + 1),
                ("minus_one", value - 1), ("zero", 0)]
    elif isinstance(value, float):
        out += [("nan_like", 1e308), ("negative", -value - 1)]
    elif isinstance(value, str):
        out += [("unknown_id", "zz_unknown"), ("empty", ""), ("int", 3), ("list", [value]),
                ("other_id", random.choice(pool) if pool else "x"), ("long", value * 500 or "x" * 5000),
                ("dict", {"en": value})]
    elif isinstance(value, list):
        out += [("empty", []), ("str", "abc"), ("dict", {})]
        if value:
            out += [("dup_first", value + value[:1]), ("reversed", list(reversed(value))),
                    ("drop_last", value[:-1]), ("null_item", value[:-1] + [None]),
                    ("unknown_item", value + ["zz_unknown"]), ("num_item", value + [-7]),
                    ("many", value * 50)]
        else:
            out += [("one_unknown", ["zz_unknown"]), ("one_pooled", [random.choice(pool)] if pool else [1]),
                    ("one_int", [-1])]
    elif isinstance(value, dict):
        out += [("empty", {}), ("list", []), ("str", "x"), ("extra_key", {**value, "zz_extra": 1})]
        for k in list(value)[:3]:
            out.append((f"drop:{k}", {kk: vv for kk, vv in value.items() if kk != k}))
    return out


def mutate_tree(base: dict, root: tuple, rng: random.Random, count: int) -> list[tuple[str, dict]]:
    tree = get(base, root)
    pool = list({s for s in strings(tree) if len(s) < 40}) or ["x"]
    random.seed(rng.random())
    cases: list[tuple[str, dict]] = []
    all_paths = paths(tree)[1:] or [()]
    chosen = rng.sample(all_paths, min(count, len(all_paths)))
    for p in chosen:
        for name, value in replacements(get(tree, p), pool):
            data = copy.deepcopy(base)
            if p or root:
                put(data, root + p, value)
                cases.append((f"{'/'.join(map(str, root + p))}={name}", data))
        if isinstance(p[-1] if p else None, str):  # the key removed
            data = copy.deepcopy(base)
            del get(data, root + p[:-1])[p[-1]]
            cases.append((f"{'/'.join(map(str, root + p))}=removed", data))
    # a string in two places: an id appended to another list
    lists = [p for p in all_paths if isinstance(get(tree, p), list)]
    for _ in range(min(count // 3 + 1, len(lists) * 2)):
        if not lists:
            break
        p = rng.choice(lists)
        item = rng.choice(pool)
        data = copy.deepcopy(base)
        get(data, root + p).append(item)
        cases.append((f"{'/'.join(map(str, root + p))}+={item}", data))
    return cases


def mutate_steps(base: dict, rng: random.Random) -> list[tuple[str, dict]]:
    cases: list[tuple[str, dict]] = []
    steps = base["steps"]
    n = len(steps)

    def with_steps(name: str, new: list, cursor: int | None = None) -> None:
        data = copy.deepcopy(base)
        data["steps"] = new
        data["cursor"] = min(len(new), data["cursor"]) if cursor is None else cursor
        cases.append((name, data))

    if n >= 2:
        for _ in range(6):
            i, j = rng.sample(range(n), 2)
            s = copy.deepcopy(steps)
            s[i], s[j] = s[j], s[i]
            with_steps(f"steps swap {i},{j}", s)
        for i in rng.sample(range(n), min(6, n)):
            s = copy.deepcopy(steps)
            s.insert(i, copy.deepcopy(s[i]))
            with_steps(f"steps dup {i}", s)
            s = copy.deepcopy(steps)
            del s[i]
            with_steps(f"steps del {i}", s)
        with_steps("steps reversed", list(reversed(copy.deepcopy(steps))))
        with_steps("steps first only", copy.deepcopy(steps[:1]))
        with_steps("steps without the first", copy.deepcopy(steps[1:]))
        s = copy.deepcopy(steps)
        s[n // 2]["actions"] = s[n // 2]["actions"] + s[n // 2 + 1]["actions"]
        with_steps("steps merged", s)
    with_steps("steps empty", [], 0)
    for c in (-1, n + 1, 10**12, "3", None, 1.5):
        data = copy.deepcopy(base)
        data["cursor"] = c
        cases.append((f"cursor={c}", data))
    for c in range(0, n + 1, max(1, n // 5)):
        data = copy.deepcopy(base)
        data["cursor"] = c
        cases.append((f"cursor={c} ok", data))
    # an action's fields
    actions = [(i, k) for i, s in enumerate(steps) for k in range(len(s["actions"]))]
    for i, k in rng.sample(actions, min(12, len(actions))):
        cases += mutate_tree(base, ("steps", i, "actions", k), rng, 6)
    # actions of another kind: one from later put earlier
    if n > 3:
        for _ in range(4):
            i, j = sorted(rng.sample(range(n), 2))
            data = copy.deepcopy(base)
            data["steps"][i]["actions"] = copy.deepcopy(steps[j]["actions"])
            cases.append((f"step {i} replaced by step {j}", data))
    # by flipped
    for i, k in rng.sample(actions, min(4, len(actions))):
        data = copy.deepcopy(base)
        a = data["steps"][i]["actions"][k]
        a["by"] = {"player": "automa", "automa": "player", None: "player"}.get(a.get("by"), None)
        cases.append((f"steps/{i}/actions/{k}/by flipped", data))
    return cases


def mutate_header(base: dict) -> list[tuple[str, dict]]:
    cases: list[tuple[str, dict]] = []
    for key in base:
        if key in ("initial_state", "steps"):
            continue
        for name, value in replacements(base[key], ["duel", "concordia", "digital"]):
            data = copy.deepcopy(base)
            data[key] = value
            cases.append((f"{key}={name}", data))
        data = copy.deepcopy(base)
        del data[key]
        cases.append((f"{key}=removed", data))
    data = copy.deepcopy(base)
    data["zz_extra"] = 1
    cases.append(("extra top key", data))
    for mode in ("digital", "companion", "tabletop"):
        data = copy.deepcopy(base)
        data["mode"] = mode
        data["initial_state"]["mode"] = mode
        cases.append((f"mode both={mode}", data))
    for seed in (-1, 0, 2**63, 2**70):
        data = copy.deepcopy(base)
        data["seed"] = seed
        data["initial_state"]["seed"] = seed
        cases.append((f"seed both={seed}", data))
    for other in GAMES:
        data = copy.deepcopy(base)
        data["game"] = other
        cases.append((f"game={other}", data))
    for answers in ({"x": "y"}, {"die": "99"}, {"": ""}, {"x": 3}, {"x" * 1000: "y"}):
        data = copy.deepcopy(base)
        data["answers"] = answers
        cases.append((f"answers={str(answers)[:30]}", data))
    for option in list(base["options"]):
        data = copy.deepcopy(base)
        data["options"][option] = "zz_bad"
        cases.append((f"options/{option}=zz_bad", data))
        data = copy.deepcopy(base)
        data["options"][option] = None
        cases.append((f"options/{option}=null", data))
    branches = base.get("branches") or []
    for b in range(len(branches)):
        for fork in (-1, 0, 10**9, "x"):
            data = copy.deepcopy(base)
            data["branches"][b]["fork"] = fork
            cases.append((f"branches/{b}/fork={fork}", data))
        data = copy.deepcopy(base)
        data["branches"][b]["steps"] = copy.deepcopy(base["steps"][:3])
        cases.append((f"branches/{b}/steps=main's first", data))
    return cases


# -- checking one case -----------------------------------------------------------------------
def innermost(tb: traceback.StackSummary | list) -> str:
    frames = [f for f in tb if "/solo_desk/" in f.filename]
    f = (frames or list(tb))[-1]
    return f"{f.filename.split('/solo_desk/')[-1]}:{f.lineno} {f.name}"


def diagnose(game: Any, data: dict) -> str:
    """Redo the load without the safety net: the real exception and where it was raised."""
    from solo_desk.core.options import resolve_options
    from solo_desk.core.saves import SaveFile
    from solo_desk.core.session import Session

    try:
        save_file = SaveFile.model_validate(data)
        resolve_options(game.option_specs(), save_file.options)
        initial = game.load_state(save_file.initial_state)
        game.check(initial)
        steps = []
        for s in save_file.steps:
            from solo_desk.core.actions import Step

            steps.append(Step(actions=[game.parse_action(a) for a in s.actions]))
        session = Session(game, initial, save_file.options, steps, save_file.cursor)
        state = initial
        for step in session.steps:
            for action in step.actions:
                state, _ = game.apply(state, action)
        game.check(state)
    except Exception as exc:  # noqa: BLE001
        return f"{type(exc).__name__}: {str(exc)[:160]} @ {innermost(traceback.extract_tb(exc.__traceback__))}"
    return "(not reproduced)"


def use(session: Any) -> None:
    """What the CLI and the window do with a loaded save."""
    import random as _random

    from solo_desk.core import playout
    from solo_desk.core.messages import render

    game, state = session.game, session.state
    game.check(state)
    game.legal_actions(state)
    game.to_move(state)
    game.result(state)
    game.public_view(state)
    proposal = game.propose(state)
    for t in proposal.trace:
        t.render("en"), t.render("it")
    game.propose(state, dict(session.answers))
    for step in session.steps + [s for b in session.branches for s in b.steps]:  # as the window's history
        for m in (game.describe_step(list(step.actions), state) or []) + [
                game.describe(action, state) for action in step.actions]:
            render(m.key, m.params, "en"), render(m.key, m.params, "it")
    rng = _random.Random(3)
    for _ in range(3):
        if game.result(session.state) is not None:
            break
        session.apply(playout.next_step(game, session.state, rng))
    session.undo()
    for number in range(len(session.branches)):
        try:
            session.restore_branch(number)
        except Exception as exc:  # noqa: BLE001
            from solo_desk.core.errors import SoloDeskError

            if not isinstance(exc, SoloDeskError):
                raise
        break


def run_case(data: dict, folder: Path, time_limit: int) -> tuple[str, str]:
    from solo_desk.core import registry, saves
    from solo_desk.core.errors import BadSaveFile, cause_of

    path = folder / "case.json"
    path.write_text(json.dumps(data))
    signal.alarm(time_limit)
    try:
        try:
            session = saves.load(path)
        except BadSaveFile as exc:
            en, it = exc.message("en"), exc.message("it")
            detail = exc.params.get("detail")
            if cause_of(exc.params) or (isinstance(detail, str) and RAW_EXCEPTION.search(detail)):
                try:
                    game = registry.get(data.get("game"))
                except Exception:  # noqa: BLE001
                    return "RAW", en
                return "RAW", diagnose(game, data)
            problem = detail.get("params", {}).get("problem") if isinstance(detail, dict) else None
            if isinstance(problem, str):
                return "PYDANTIC", f"{exc.key}: {problem}"
            if "\n" in en or en == it or RAW_EXCEPTION.search(en + it):
                return "UNCLEAR", f"{en} | {it}"
            return "refused", exc.key + ":" + (detail.get("key", "") if isinstance(detail, dict) else str(detail)[:40])
        except Hang:
            raise
        except Exception as exc:  # noqa: BLE001
            return "ESCAPED", f"{type(exc).__name__}: {str(exc)[:160]} @ {innermost(traceback.extract_tb(exc.__traceback__))}"
        try:
            use(session)
        except Hang:
            raise
        except Exception as exc:  # noqa: BLE001
            from solo_desk.core.errors import ActionError

            kind = "LATER-action" if isinstance(exc, ActionError) else "LATER"
            return kind, f"{type(exc).__name__}: {str(exc)[:160]} @ {innermost(traceback.extract_tb(exc.__traceback__))}"
        return "ok", ""
    except Hang:
        return "HANG", f"over {time_limit} s"
    finally:
        signal.alarm(0)


def fuzz_actions(game_id: str, mode: str, folder: Path, rng: random.Random, count: int, time_limit: int,
                 defects: dict, verbose: bool) -> Counter:
    """Actions typed at `solo-desk apply FILE --action JSON`: legal ones with a field mutated, taken
    the CLI's way (parse_user_action, then Session.apply). A refusal must be a SoloDeskError; an
    accepted action must leave a state that checks and can be proposed on."""
    from solo_desk.cli import parse_user_action
    from solo_desk.core import saves
    from solo_desk.core.errors import ActionError, BadInput, SoloDeskError

    counts: Counter = Counter()
    path = folder / f"{game_id}-{mode}.json"
    for cursor_back in (0, 3):
        session = saves.load(path)
        for _ in range(cursor_back):
            session.undo()
        legal = session.game.legal_actions(session.state)
        seeds = [a.model_dump(mode="json") for a in rng.sample(legal, min(count, len(legal)))]
        # actions of every other kind too (the edits of the table, the answers...): one legal-looking
        # example each is enough, taken from any step of the save
        seeds += [a.model_dump(mode="json") for s in session.steps for a in s.actions][:: max(1, len(session.steps) // 6)]
        for seed in seeds:
            pool = strings(seed) + ["zz_unknown"]
            cases = [("as is", seed)]
            for p in paths(seed)[1:]:
                for name, value in replacements(get(seed, p), pool):
                    data = copy.deepcopy(seed)
                    put(data, p, value)
                    cases.append((f"{'/'.join(map(str, p))}={name}", data))
            for name, data in cases:
                if mode == "digital" and isinstance(data, dict):
                    data = {k: v for k, v in data.items() if k != "outcomes"} if data.get("outcomes") == {} else data
                probe = saves.load(path) if cursor_back else session
                for _ in range(cursor_back):
                    probe.undo()
                signal.alarm(time_limit)
                try:
                    action = parse_user_action(probe, data)
                    probe.apply([action])
                    use(probe)
                    outcome, detail = "accepted", ""
                except (BadInput, ActionError) as exc:
                    en, it = exc.message("en"), exc.message("it")
                    if RAW_EXCEPTION.search(en + it) or "\n" in en + it or en == it:
                        outcome, detail = "UNCLEAR", f"{en} | {it}"
                    else:
                        outcome, detail = "refused", exc.key
                except SoloDeskError as exc:
                    outcome, detail = f"OTHER-{type(exc).__name__}", f"{exc.message('en')[:160]}"
                except Hang:
                    outcome, detail = "HANG", f"over {time_limit} s"
                except Exception as exc:  # noqa: BLE001
                    outcome = "CRASH"
                    detail = f"{type(exc).__name__}: {str(exc)[:160]} @ {innermost(traceback.extract_tb(exc.__traceback__))}"
                finally:
                    signal.alarm(0)
                if not cursor_back:
                    session = saves.load(path)
                counts[outcome] += 1
                if outcome not in ("accepted", "refused"):
                    signature = re.sub(r"\d+", "N", detail.split(" @ ")[-1] if " @ " in detail else detail)[:200]
                    defects[(game_id, "action " + outcome, signature)].append(f"{mode}: {json.dumps(data)[:300]}: {name}: {detail}")
                elif verbose:
                    print(f"  {game_id}/{mode} action {name}: {outcome} {detail}")
    return counts


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", default=",".join(GAMES))
    parser.add_argument("--modes", default=",".join(MODES))
    parser.add_argument("--per-save", type=int, default=60, help="paths of the initial state mutated per save")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--turns", type=int, default=30)
    parser.add_argument("--time-limit", type=int, default=20)
    parser.add_argument("--actions", type=int, default=0, help="legal actions mutated per save (apply's --action)")
    parser.add_argument("--no-saves", action="store_true", help="skip the save mutations")
    parser.add_argument("-v", "--verbose", action="store_true")
    args = parser.parse_args(argv)
    signal.signal(signal.SIGALRM, _alarm)
    folder = Path(tempfile.mkdtemp(prefix="fuzz-saves-"))
    totals: Counter = Counter()
    defects: dict[tuple[str, str, str], list[str]] = defaultdict(list)
    for game_id in args.games.split(","):
        for mode in args.modes.split(","):
            rng = random.Random(f"{args.seed}-{game_id}-{mode}")
            base = make_base(game_id, mode, args.turns, folder)
            if args.actions:
                counts = fuzz_actions(game_id, mode, folder, rng, args.actions, args.time_limit, defects, args.verbose)
                totals.update({"action " + k: v for k, v in counts.items()})
                print(f"{game_id}/{mode} actions: {dict(counts)}", flush=True)
            if args.no_saves:
                continue
            cases = mutate_header(base) + mutate_steps(base, rng) + mutate_tree(base, ("initial_state",), rng, args.per_save)
            counts: Counter = Counter()
            for name, data in cases:
                outcome, detail = run_case(data, folder, args.time_limit)
                counts[outcome] += 1
                if outcome not in ("ok", "refused"):
                    signature = re.sub(r"\d+", "N", detail.split(" @ ")[-1] if " @ " in detail else detail)[:200]
                    defects[(game_id, outcome, signature)].append(f"{mode}: {name}: {detail}")
                elif args.verbose:
                    print(f"  {game_id}/{mode} {name}: {outcome} {detail}")
            totals.update(counts)
            print(f"{game_id}/{mode}: {len(cases)} cases {dict(counts)}", flush=True)
    print(f"\nTOTAL {sum(totals.values())} cases {dict(totals)}")
    for (game_id, outcome, signature), examples in sorted(defects.items()):
        print(f"\n[{outcome}] {game_id}: {len(examples)} cases: {signature}")
        for example in examples[:3]:
            print(f"    {example[:400]}")
    return 1 if defects else 0


if __name__ == "__main__":
    sys.exit(main())
