"""Running the command line inside a test: its exit code and what it printed."""
from __future__ import annotations

from solo_desk.cli import main


def run(capsys, *argv):
    """``solo-desk ARGV`` in this process: (exit code, stdout, stderr)."""
    code = main([str(a) for a in argv])
    out, err = capsys.readouterr()
    return code, out, err


def deepest_brackets(text: str) -> int:
    """How deep brackets nest in ``text`` (a title in brackets inside a wrapper's brackets: 2)."""
    depth = deepest = 0
    for char in text:
        depth += {"(": 1, ")": -1}.get(char, 0)
        deepest = max(deepest, depth)
    return deepest
