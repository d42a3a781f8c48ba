"""Finding the content data under resources/, from a checkout or an installed wheel.

In a wheel the top-level resources/ folder is the package ``solo_desk.resources``;
in a checkout (editable install or plain source tree) it is found beside the package.
A frozen (PyInstaller) bundle carries it as ``solo_desk/resources``.
"""
from __future__ import annotations

import functools
import json
from importlib import resources as importlib_resources
from importlib.abc import Traversable
from pathlib import Path
from typing import Any

from solo_desk.core.errors import ContentError


@functools.cache
def resources_root() -> Traversable:
    try:
        root = importlib_resources.files("solo_desk.resources")
        if root.is_dir() and any(True for _ in root.iterdir()):
            return root
    except (ModuleNotFoundError, TypeError):
        pass
    checkout = Path(__file__).resolve().parents[2] / "resources"
    if checkout.is_dir():
        return checkout
    raise ContentError("content_missing", {"path": str(checkout)})


def resource(*parts: str) -> Traversable:
    node = resources_root()
    for part in parts:
        node = node / part
    return node


def read_text(*parts: str) -> str:
    node = resource(*parts)
    try:
        return node.read_text(encoding="utf-8")
    except (FileNotFoundError, NotADirectoryError, IsADirectoryError) as exc:
        raise ContentError("content_missing", {"path": "/".join(parts)}) from exc


def read_json(*parts: str) -> Any:
    text = read_text(*parts)
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        raise ContentError(
            "content_corrupt", {"path": "/".join(parts), "detail": f"line {exc.lineno}: {exc.msg}"}
        ) from exc


def sha256():
    """A SHA-256 digest from Python's own implementation: the same hash as hashlib's, without
    initialising OpenSSL (hashlib's), which costs ~0.7 MiB on the way to the first paint (a
    save's content hash is checked when it is opened)."""
    try:
        from _sha256 import sha256 as builtin  # Python 3.11
    except ImportError:
        try:
            from _sha2 import sha256 as builtin  # Python 3.12 and later
        except ImportError:
            from hashlib import sha256 as builtin
    return builtin()


def content_hash(*texts: str) -> str:
    """A short stable hash of content texts, recorded in saves."""
    digest = sha256()
    for text in texts:
        digest.update(text.encode("utf-8"))
        digest.update(b"\0")
    return digest.hexdigest()[:16]
