"""The packaged installer (packaging/build.sh): the .deb and the portable
.tar.gz are built once for this module, unpacked, checked, and the bundled
program is started offscreen in a clean environment (no virtualenv, no
PYTHONPATH, not the checkout) to show that it is self-contained.

Slow (about two minutes on two cores): a quick local run may deselect it with
``-m 'not packaging'``. A missing tool is a failure, never a skip.
"""
from __future__ import annotations

import json
import os
import shutil
import struct
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

import solo_desk

pytestmark = pytest.mark.packaging

ROOT = Path(__file__).resolve().parents[2]
BUILD = ROOT / "packaging" / "build.sh"
SIZES = (16, 32, 48, 64, 128, 256, 512)
VERSION = solo_desk.__version__
# What Qt 6 needs on a desktop and the .deb must pull in.
QT_DEPENDS = {
    "libxcb-cursor0", "libegl1", "libgl1", "libxkbcommon-x11-0", "libfontconfig1", "libdbus-1-3",
    "libxcb1", "libxcb-icccm4", "libxcb-keysyms1", "libxcb-shape0", "libxcb-xinerama0",
}


def require_tool(name: str, hint: str) -> str:
    path = shutil.which(name)
    if path is None:
        pytest.fail(f"the packaging test needs {name!r}, which is not on PATH: {hint}", pytrace=False)
    return path


def run(cmd, **kwargs) -> subprocess.CompletedProcess:
    kwargs.setdefault("capture_output", True)
    kwargs.setdefault("text", True)
    kwargs.setdefault("timeout", 120)
    return subprocess.run([str(c) for c in cmd], **kwargs)


def checkout_resource_files() -> set[str]:
    base = ROOT / "resources"
    return {
        p.relative_to(base).as_posix()
        for p in base.rglob("*")
        if p.is_file() and "__pycache__" not in p.parts and p.suffix not in {".py", ".pyc"}
    }


def png_size(path: Path) -> tuple[int, int]:
    data = path.read_bytes()[:24]
    assert data[:8] == b"\x89PNG\r\n\x1a\n", f"{path} is not a PNG"
    return struct.unpack(">II", data[16:24])


def clean_env(tmp: Path) -> dict[str, str]:
    """What a desktop session would give the program: no Python of ours anywhere."""
    home = tmp / "home"
    home.mkdir(exist_ok=True)
    return {
        "PATH": "/usr/local/bin:/usr/bin:/bin",
        "HOME": str(home),
        "LANG": "C.UTF-8",
        "SOLO_DESK_HOME": str(tmp / "solo-desk-home"),
        "QT_QPA_PLATFORM": "offscreen",
        "QT_LOGGING_RULES": "qt.qpa.*=false",
    }


# -- the build, once ------------------------------------------------------------------
@pytest.fixture(scope="module")
def build(tmp_path_factory):
    require_tool("bash", "install bash")
    require_tool("dpkg-deb", "apt-get install dpkg")
    require_tool("desktop-file-validate", "apt-get install desktop-file-utils")
    require_tool("tar", "apt-get install tar")
    try:
        import PyInstaller  # noqa: F401
    except ImportError:
        pytest.fail("the packaging test needs PyInstaller: pip install -e '.[test]'", pytrace=False)

    resources_before = checkout_resource_files()
    dist = tmp_path_factory.mktemp("dist")
    # gzip instead of the release's xz: the same .deb, built in seconds rather than a minute
    env = {**os.environ, "PYTHON": sys.executable, "DIST_DIR": str(dist), "DEB_COMPRESSION": "gzip"}
    env.pop("QT_QPA_PLATFORM", None)
    done = run(["bash", BUILD], env=env, cwd=ROOT, timeout=600)
    assert done.returncode == 0, f"build.sh failed:\n{done.stdout[-3000:]}\n{done.stderr[-3000:]}"
    arch = run(["dpkg", "--print-architecture"]).stdout.strip() or "amd64"
    deb = dist / f"solo-desk_{VERSION}_{arch}.deb"
    tgz = dist / f"solo-desk-{VERSION}-linux-{arch}.tar.gz"
    assert deb.is_file() and tgz.is_file(), sorted(p.name for p in dist.iterdir())

    tree = tmp_path_factory.mktemp("deb-root")
    done = run(["dpkg-deb", "-x", deb, tree])
    assert done.returncode == 0, done.stderr
    control = run(["dpkg-deb", "-f", deb]).stdout
    return {"deb": deb, "tgz": tgz, "tree": tree, "control": control, "resources": resources_before}


@pytest.fixture(scope="module")
def save_file(tmp_path_factory):
    """A save of a registered game, made by the development install."""
    folder = tmp_path_factory.mktemp("save")
    env = {**os.environ, "SOLO_DESK_HOME": str(folder / "home")}
    listed = run([sys.executable, "-m", "solo_desk", "games", "--json"], env=env, cwd=ROOT)
    assert listed.returncode == 0, listed.stderr
    try:
        games = [g["id"] for g in json.loads(listed.stdout)["games"]]
    except (json.JSONDecodeError, KeyError) as exc:
        pytest.fail(f"`solo-desk games --json` printed no GamesOutput ({exc}):\n{listed.stdout[:2000]}", pytrace=False)
    assert games, "no game is registered: there is nothing to open in the bundled program"
    game = "duel" if "duel" in games else games[0]
    path = folder / f"{game}.json"
    made = run([sys.executable, "-m", "solo_desk", "new", game, "--seed", "7", "-o", path], env=env, cwd=folder)
    assert made.returncode == 0, made.stderr
    return {"path": path, "game": game, "games": games}


# -- the .deb ---------------------------------------------------------------------------
def test_control_file_names_the_package_and_the_qt_libraries(build):
    fields = {}
    for line in build["control"].splitlines():
        if line[:1] not in (" ", "") and ":" in line:
            key, value = line.split(":", 1)
            fields[key] = value.strip()
    assert fields["Package"] == "solo-desk" and fields["Version"] == VERSION
    depends = {d.split("(")[0].strip() for d in fields["Depends"].split(",")}
    assert QT_DEPENDS <= depends, QT_DEPENDS - depends
    assert int(fields["Installed-Size"]) > 10_000


def test_deb_installs_bundle_launcher_desktop_entry_and_icons(build):
    tree = build["tree"]
    program = tree / "opt/solo-desk/solo-desk"
    assert program.is_file() and os.access(program, os.X_OK)
    launcher = tree / "usr/bin/solo-desk"
    assert launcher.is_symlink() and os.readlink(launcher) == "/opt/solo-desk/solo-desk"

    entry = tree / "usr/share/applications/solo-desk.desktop"
    done = run(["desktop-file-validate", entry])
    assert done.returncode == 0 and not done.stdout.strip(), done.stdout + done.stderr
    keys = dict(line.split("=", 1) for line in entry.read_text().splitlines() if "=" in line)
    assert keys["Exec"].split()[0] == "solo-desk" and keys["Icon"] == "solo-desk"
    assert keys["Type"] == "Application" and keys["Terminal"] == "false"
    assert "Game" in keys["Categories"].split(";")

    hicolor = tree / "usr/share/icons/hicolor"
    for size in SIZES:
        assert png_size(hicolor / f"{size}x{size}/apps/solo-desk.png") == (size, size)
    svg = ET.parse(hicolor / "scalable/apps/solo-desk.svg").getroot()
    assert svg.tag == "{http://www.w3.org/2000/svg}svg"


def test_bundle_carries_resources_translations_and_only_the_qt_it_uses(build):
    internal = build["tree"] / "opt/solo-desk/_internal"
    packaged = internal / "solo_desk/resources"
    bundled = {p.relative_to(packaged).as_posix() for p in packaged.rglob("*") if p.is_file()}
    missing = build["resources"] - bundled
    assert not missing, f"resources not in the bundle: {sorted(missing)[:10]}"
    assert (packaged / "icons/solo-desk-256.png").is_file()
    # found as the package solo_desk.resources, not by the checkout fallback
    assert not (internal / "resources").exists()
    assert (internal / "solo_desk/ui/translations/solo_desk_it.ts").is_file()

    qt = internal / "PySide6"
    bindings = {p.name.split(".")[0] for p in qt.glob("Qt*.so")}
    assert {"QtCore", "QtGui", "QtWidgets"} <= bindings
    unused = {"QtQml", "QtQuick", "QtNetwork", "QtWebEngineCore", "QtMultimedia", "QtSql", "QtPdf", "QtOpenGLWidgets"}
    assert not bindings & unused, bindings & unused
    libs = {p.name for p in (qt / "Qt/lib").iterdir()}
    assert not any(name.startswith(("libQt6Qml", "libQt6Quick", "libQt6Network", "libQt6WebEngine")) for name in libs)
    assert (qt / "Qt/plugins/platforms/libqxcb.so").is_file()
    assert (qt / "Qt/plugins/platforms/libqwayland.so").is_file()
    # Qt's own catalogues: only the Italian of its standard buttons (ui.i18n.qt_translator)
    assert {p.name for p in qt.glob("Qt/translations/*.qm")} == {"qtbase_it.qm"}


# -- the bundled program, in a clean environment -------------------------------------------
def test_bundled_program_prints_its_version(build, tmp_path):
    program = build["tree"] / "opt/solo-desk/solo-desk"
    done = run([program, "--version"], env=clean_env(tmp_path), cwd=tmp_path, timeout=60)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == f"solo-desk {VERSION}"

    # started through a symlink, as /usr/bin/solo-desk does once installed
    (tmp_path / "bin").mkdir()
    (tmp_path / "bin/solo-desk").symlink_to(program)
    done = run([tmp_path / "bin/solo-desk", "--version"], env=clean_env(tmp_path), cwd=tmp_path, timeout=60)
    assert done.returncode == 0 and done.stdout.strip() == f"solo-desk {VERSION}", done.stderr


def test_bundled_program_lists_the_same_games(build, save_file, tmp_path):
    program = build["tree"] / "opt/solo-desk/solo-desk"
    done = run([program, "games", "--json"], env=clean_env(tmp_path), cwd=tmp_path, timeout=60)
    assert done.returncode == 0, done.stderr
    assert [g["id"] for g in json.loads(done.stdout)["games"]] == save_file["games"], done.stdout[:2000]


def test_bundled_program_opens_a_save_and_paints(build, save_file, tmp_path):
    program = build["tree"] / "opt/solo-desk/solo-desk"
    env = clean_env(tmp_path)
    shot = tmp_path / "shot.png"
    done = run(
        [program, "--open", save_file["path"], "--screenshot", shot, "--exit-after-first-paint"],
        env=env, cwd=tmp_path, timeout=60,
    )
    assert done.returncode == 0, done.stderr
    width, height = png_size(shot)
    assert width >= 640 and height >= 400 and shot.stat().st_size > 5_000
    # the frozen program logs to the user log folder (SOLO_DESK_HOME/log here)
    log = Path(env["SOLO_DESK_HOME"]) / "log/solo-desk.log"
    assert "started from the bundle" in log.read_text(encoding="utf-8")
    # a picture or a benchmark run leaves the user's window settings alone
    assert not (Path(env["SOLO_DESK_HOME"]) / "config/settings.json").exists()


def test_bundled_program_rejects_a_missing_save_in_one_line(build, tmp_path):
    program = build["tree"] / "opt/solo-desk/solo-desk"
    done = run(
        [program, "--open", tmp_path / "nowhere.json", "--exit-after-first-paint"],
        env=clean_env(tmp_path), cwd=tmp_path, timeout=60,
    )
    assert done.returncode == 2, (done.returncode, done.stderr)
    assert len(done.stderr.strip().splitlines()) == 1, done.stderr


# -- the portable archive --------------------------------------------------------------------
def test_portable_archive_installs_into_the_users_menu(build, tmp_path):
    (tmp_path / "apps with space").mkdir()
    done = run(["tar", "-xzf", build["tgz"], "-C", tmp_path / "apps with space"])
    assert done.returncode == 0, done.stderr
    (top,) = (tmp_path / "apps with space").iterdir()
    assert top.name == build["tgz"].name.removesuffix(".tar.gz")
    program = top / "solo-desk/solo-desk"
    env = clean_env(tmp_path)
    done = run([program, "--version"], env=env, cwd=tmp_path, timeout=60)
    assert done.returncode == 0 and done.stdout.strip() == f"solo-desk {VERSION}", done.stderr

    done = run(["sh", top / "install.sh"], env=env, cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    data = Path(env["HOME"]) / ".local/share"
    entry = data / "applications/solo-desk.desktop"
    valid = run(["desktop-file-validate", entry])
    assert valid.returncode == 0 and not valid.stdout.strip(), valid.stdout + valid.stderr
    keys = dict(line.split("=", 1) for line in entry.read_text().splitlines() if "=" in line)
    assert keys["Exec"] == f'"{program}" %f' and keys["Icon"] == "solo-desk"
    for size in SIZES:
        assert png_size(data / f"icons/hicolor/{size}x{size}/apps/solo-desk.png") == (size, size)
    assert (data / "icons/hicolor/scalable/apps/solo-desk.svg").is_file()
    assert os.readlink(Path(env["HOME"]) / ".local/bin/solo-desk") == str(program)

    done = run(["sh", top / "install.sh", "--uninstall"], env=env, cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    assert not entry.exists() and not (Path(env["HOME"]) / ".local/bin/solo-desk").exists()
    assert program.is_file()


# -- the icon in the window (no build needed) ------------------------------------------------
def test_window_icon_comes_from_the_packaged_resources(qapp):
    from solo_desk.ui.app import app_icon

    icon = app_icon()
    assert not icon.isNull()
    assert {(s.width(), s.height()) for s in icon.availableSizes()} >= {(s, s) for s in SIZES}
    assert icon.pixmap(48, 48).width() == 48
