"""Renders resources/icons/solo-desk.svg to the PNG sizes the desktop wants.

    QT_QPA_PLATFORM=offscreen python packaging/render_icons.py

Uses PySide6's QSvgRenderer (PySide6.QtSvg, in PySide6-Essentials), so no
other tool is needed. It also packs the PNGs into packaging/windows/solo-desk.ico
and packaging/macos/solo-desk.icns (both formats hold PNGs as they are) for the
Windows and macOS recipes. The results are committed; run this only after
editing the SVG.
"""
from __future__ import annotations

import os
import struct
import sys
from pathlib import Path

SIZES = (16, 32, 48, 64, 128, 256, 512)
ICONS = Path(__file__).resolve().parents[1] / "resources" / "icons"
PACKAGING = Path(__file__).resolve().parent


def write_ico(path: Path, pngs: dict[int, bytes]) -> None:
    """A Windows .ico whose entries are PNGs (Windows Vista and later)."""
    sizes = [s for s in sorted(pngs) if s <= 256]
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = len(header) + 16 * len(sizes)
    entries, blobs = b"", b""
    for size in sizes:
        data = pngs[size]
        side = 0 if size == 256 else size  # 0 means 256
        entries += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(data), offset)
        blobs += data
        offset += len(data)
    path.write_bytes(header + entries + blobs)


def write_icns(path: Path, pngs: dict[int, bytes]) -> None:
    """A macOS .icns of PNG chunks (macOS 10.7 and later)."""
    types = {16: b"icp4", 32: b"icp5", 64: b"icp6", 128: b"ic07", 256: b"ic08", 512: b"ic09"}
    body = b"".join(kind + struct.pack(">I", 8 + len(pngs[size])) + pngs[size] for size, kind in types.items())
    path.write_bytes(b"icns" + struct.pack(">I", 8 + len(body)) + body)


def main() -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QGuiApplication, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])  # noqa: F841
    renderer = QSvgRenderer(str(ICONS / "solo-desk.svg"))
    if not renderer.isValid():
        print("render_icons: the SVG is not valid", file=sys.stderr)
        return 1
    for size in SIZES:
        image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        renderer.render(painter)
        painter.end()
        out = ICONS / f"solo-desk-{size}.png"
        image.save(str(out), "PNG")
        print(out)
    pngs = {size: (ICONS / f"solo-desk-{size}.png").read_bytes() for size in SIZES}
    for folder, name, writer in (("windows", "solo-desk.ico", write_ico), ("macos", "solo-desk.icns", write_icns)):
        out = PACKAGING / folder / name
        out.parent.mkdir(exist_ok=True)
        writer(out, pngs)
        print(out)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
