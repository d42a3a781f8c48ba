"""An installed (non-editable) wheel finds its resources and translations."""
import subprocess
import sys
import zipfile

import pytest


@pytest.fixture(scope="module")
def wheel_dir(tmp_path_factory):
    out = tmp_path_factory.mktemp("wheel")
    root = __import__("pathlib").Path(__file__).resolve().parents[1]
    done = subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w", str(out), str(root)],
        capture_output=True, text=True, timeout=300,
    )
    assert done.returncode == 0, done.stderr
    wheel = next(out.glob("solo_desk-*.whl"))
    site = tmp_path_factory.mktemp("site")
    with zipfile.ZipFile(wheel) as archive:
        names = archive.namelist()
        archive.extractall(site)
    return site, names


def test_wheel_carries_resources_and_translations(wheel_dir):
    _, names = wheel_dir
    assert "solo_desk/resources/core/messages.json" in names
    assert "solo_desk/ui/translations/solo_desk_it.ts" in names
    assert not any(n.startswith(("tests/", "resources/")) for n in names)


def test_installed_layout_reads_its_resources_outside_the_checkout(wheel_dir, tmp_path):
    site, _ = wheel_dir
    code = (
        "import solo_desk.core.resources as r, solo_desk.core.messages as m\n"
        "print(r.resources_root())\n"
        "print(m.render('save_empty', {'path': 'x'}, 'it'))\n"
    )
    done = subprocess.run([sys.executable, "-I", "-c", f"import sys; sys.path.insert(0, {str(site)!r})\n" + code],
                          capture_output=True, text=True, cwd=tmp_path, timeout=60)
    assert done.returncode == 0, done.stderr
    root, rendered = done.stdout.splitlines()
    assert root.startswith(str(site)) and rendered == "x è vuoto"
