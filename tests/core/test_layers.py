"""The model layer never imports Qt: the core, and every game's content, state,
rules and bot. Only ``scene`` modules and ``solo_desk.ui`` may."""
import ast
import subprocess
import sys
from pathlib import Path

import solo_desk

PACKAGE = Path(solo_desk.__file__).parent
QT_MODULES = ("PySide6", "shiboken6", "PyQt5", "PyQt6")


def model_modules() -> list[Path]:
    files = list((PACKAGE / "core").rglob("*.py"))
    for path in (PACKAGE / "games").rglob("*.py"):
        relative = path.relative_to(PACKAGE / "games")
        if not any(part.startswith("scene") for part in relative.parts):
            files.append(path)
    return files


def imported_names(path: Path) -> set[str]:
    names = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names.add(node.module)
    return names


def test_no_model_module_imports_qt_or_the_ui():
    offenders = {
        str(path.relative_to(PACKAGE)): sorted(n for n in imported_names(path)
                                                if n.split(".")[0] in QT_MODULES or n.startswith("solo_desk.ui"))
        for path in model_modules()
    }
    assert {k: v for k, v in offenders.items() if v} == {}


def test_importing_every_model_module_loads_no_qt():
    modules = sorted(
        "solo_desk." + ".".join(p.relative_to(PACKAGE).with_suffix("").parts)
        for p in model_modules()
        if p.name != "__main__.py"
    )
    code = (
        "import importlib, sys\n"
        f"for name in {modules!r}:\n"
        "    importlib.import_module(name.removesuffix('.__init__'))\n"
        f"print(sorted(m for m in sys.modules if m.split('.')[0] in {QT_MODULES!r}))\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "[]"
