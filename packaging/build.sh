#!/usr/bin/env bash
# Builds Solo Desk's Linux packages into dist/ (at the top of the checkout):
#
#   dist/solo-desk_<version>_<arch>.deb           installs /opt/solo-desk/, /usr/bin/solo-desk,
#                                                 the menu entry and the hicolor icons
#   dist/solo-desk-<version>-linux-<arch>.tar.gz  the same bundle, portable, with install.sh
#                                                 for the user's own menu
#
# Usage:  packaging/build.sh
# Needs:  the project installed with its test extras (pip install -e '.[test]': PyInstaller),
#         dpkg-deb (dpkg), desktop-file-validate (desktop-file-utils).
# Env:    PYTHON       the interpreter that has Solo Desk and PyInstaller (default: python3)
#         BUILD_DIR    scratch folder (default: build/packaging); PyInstaller's work folder
#                      inside it is kept, so a rebuild reuses its caches
#         DIST_DIR     output folder (default: dist)
#         DEB_COMPRESSION  the .deb's compressor: xz (default, smallest), gzip (about 8x
#                      faster, a third bigger: the packaging test uses it), zstd
set -euo pipefail

ROOT=$(cd "$(dirname "$0")/.." && pwd -P)
PYTHON=${PYTHON:-python3}
BUILD_DIR=${BUILD_DIR:-"$ROOT/build/packaging"}
DIST_DIR=${DIST_DIR:-"$ROOT/dist"}
DEB_COMPRESSION=${DEB_COMPRESSION:-xz}
PKG=solo-desk
SIZES="16 32 48 64 128 256 512"
# What Qt 6 (xcb or wayland) needs on a desktop. The bundle carries most xcb helper
# libraries itself; depending on them too keeps the system's copies in reach.
DEPENDS="libc6 (>= 2.34), libegl1, libgl1, libfontconfig1, libfreetype6, libdbus-1-3, \
libxkbcommon0, libxkbcommon-x11-0, libx11-6, libx11-xcb1, libxcb1, libxcb-cursor0, libxcb-glx0, \
libxcb-icccm4, libxcb-image0, libxcb-keysyms1, libxcb-randr0, libxcb-render0, libxcb-render-util0, \
libxcb-shape0, libxcb-shm0, libxcb-sync1, libxcb-util1, libxcb-xfixes0, libxcb-xinerama0, libxcb-xkb1, \
libwayland-client0, libwayland-cursor0, libwayland-egl1"

die() { echo "build.sh: $*" >&2; exit 1; }
need() { command -v "$1" >/dev/null 2>&1 || die "$1 is missing: $2"; }

need "$PYTHON" "set PYTHON to the interpreter that has Solo Desk installed"
need dpkg-deb "apt-get install dpkg"
need desktop-file-validate "apt-get install desktop-file-utils"
"$PYTHON" -c "import PyInstaller" 2>/dev/null || die "PyInstaller is missing: pip install -e '.[test]'"

cd "$ROOT"
mkdir -p "$BUILD_DIR"
# One build at a time per BUILD_DIR (two test runs at once would share it).
if command -v flock >/dev/null 2>&1; then
    exec 9>"$BUILD_DIR/.lock"
    flock 9
fi
VERSION=$("$PYTHON" -c "import solo_desk; print(solo_desk.__version__)")
ARCH=$(dpkg --print-architecture 2>/dev/null || echo amd64)
echo "== Solo Desk $VERSION ($ARCH)"

desktop-file-validate packaging/linux/solo-desk.desktop

# 1. The bundle (one folder, windowed).
echo "== PyInstaller"
"$PYTHON" -m PyInstaller --noconfirm --log-level WARN \
    --distpath "$BUILD_DIR/pyinstaller-dist" --workpath "$BUILD_DIR/pyinstaller-work" \
    packaging/solo-desk.spec
BUNDLE="$BUILD_DIR/pyinstaller-dist/$PKG"
[ -x "$BUNDLE/$PKG" ] || die "PyInstaller made no $BUNDLE/$PKG"

install_icons() {  # $1 = the hicolor folder
    local s
    for s in $SIZES; do
        install -D -m 644 "resources/icons/solo-desk-$s.png" "$1/${s}x${s}/apps/$PKG.png"
    done
    install -D -m 644 resources/icons/solo-desk.svg "$1/scalable/apps/$PKG.svg"
}

mkdir -p "$DIST_DIR"
DEB="$DIST_DIR/${PKG}_${VERSION}_${ARCH}.deb"
TARNAME="$PKG-$VERSION-linux-$ARCH"
TGZ="$DIST_DIR/$TARNAME.tar.gz"
rm -f "$DEB" "$TGZ"

# 2. The .deb.
echo "== .deb"
DEBROOT="$BUILD_DIR/deb"
rm -rf "$DEBROOT"
mkdir -p "$DEBROOT/DEBIAN" "$DEBROOT/opt" "$DEBROOT/usr/bin" "$DEBROOT/usr/share/doc/$PKG"
cp -a "$BUNDLE" "$DEBROOT/opt/$PKG"
ln -s "/opt/$PKG/$PKG" "$DEBROOT/usr/bin/$PKG"
install -D -m 644 packaging/linux/solo-desk.desktop "$DEBROOT/usr/share/applications/$PKG.desktop"
install_icons "$DEBROOT/usr/share/icons/hicolor"
cat > "$DEBROOT/usr/share/doc/$PKG/copyright" <<COPYRIGHT
Solo Desk $VERSION, MIT licence. The bundle in /opt/$PKG carries Python, PySide6 / Qt 6
(LGPLv3), pydantic and platformdirs under their own licences.
COPYRIGHT
chmod -R u+rwX,go+rX,go-w "$DEBROOT"
INSTALLED_KB=$(du -sk --exclude=DEBIAN "$DEBROOT" | cut -f1)
cat > "$DEBROOT/DEBIAN/control" <<CONTROL
Package: $PKG
Version: $VERSION
Section: games
Priority: optional
Architecture: $ARCH
Maintainer: Solo Desk developers <solo-desk@users.noreply.github.com>
Installed-Size: $INSTALLED_KB
Depends: $DEPENDS
Homepage: https://github.com/solo-desk/solo-desk
Description: play board games solo against an automa
 Solo Desk is a desktop companion for people who play board games solo
 against an automa: it draws the game's table, keeps the game state, runs
 the automa's turn by its rules and explains each choice. 7 Wonders Duel +
 Pantheon, Terra Mystica, 7 Wonders Architects, Age of Comics, Concordia.
CONTROL
# The portable archive is written at the same time as the .deb (xz takes the longest).
TARROOT="$BUILD_DIR/tar/$TARNAME"
rm -rf "$BUILD_DIR/tar"
mkdir -p "$TARROOT/share/applications"
cp -a "$BUNDLE" "$TARROOT/$PKG"
install -m 644 packaging/linux/solo-desk.desktop "$TARROOT/share/applications/$PKG.desktop"
install_icons "$TARROOT/share/icons/hicolor"
install -m 755 packaging/linux/install.sh "$TARROOT/install.sh"
cat > "$TARROOT/README.txt" <<README
Solo Desk $VERSION for Linux ($ARCH), portable.

Run it:          ./solo-desk/solo-desk
Add to the menu: ./install.sh          (your own menu; no root needed)
Remove:          ./install.sh --uninstall, then delete this folder

Qt needs these system libraries (Debian/Ubuntu names): libegl1 libgl1 libfontconfig1
libxkbcommon-x11-0 libxcb-cursor0 libdbus-1-3 and the xcb libraries.
README
tar -C "$BUILD_DIR/tar" --owner=0 --group=0 -czf "$TGZ.part" "$TARNAME" &
TAR_PID=$!
dpkg-deb --root-owner-group -Z"$DEB_COMPRESSION" --build "$DEBROOT" "$DEB.part" >/dev/null
wait "$TAR_PID" || die "tar failed"
mv "$DEB.part" "$DEB"
mv "$TGZ.part" "$TGZ"

echo "== done"
ls -l "$DEB" "$TGZ"
echo "bundle: $(du -sh "$BUNDLE" | cut -f1) in $BUNDLE"
