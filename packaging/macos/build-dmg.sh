#!/usr/bin/env bash
# macOS: "Solo Desk.app" in a drag-to-Applications .dmg.
# UNTESTED here (no Mac): see packaging/README.md. Run on macOS from the checkout,
# with the project installed (pip install -e '.[test]'):
#
#   packaging/macos/build-dmg.sh      ->  dist/solo-desk-<version>-macos-<arch>.dmg
#
# The app is not signed or notarized: Gatekeeper asks the user to confirm the
# first start (Control-click > Open). Signing needs an Apple Developer ID:
#   codesign --deep --force --options runtime --sign "Developer ID Application: ..." "dist/Solo Desk.app"
#   xcrun notarytool submit dist/*.dmg --keychain-profile ... --wait && xcrun stapler staple dist/*.dmg
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/../.." && pwd -P)
cd "$ROOT"
PYTHON=${PYTHON:-python3}
VERSION=$("$PYTHON" -c "import solo_desk; print(solo_desk.__version__)")
ARCH=$(uname -m)

"$PYTHON" -m PyInstaller --noconfirm --distpath dist --workpath build/pyinstaller-macos packaging/solo-desk.spec
APP="dist/Solo Desk.app"
[ -d "$APP" ] || { echo "build-dmg.sh: PyInstaller made no $APP" >&2; exit 1; }
"$APP/Contents/MacOS/solo-desk" --version

STAGE=build/dmg
rm -rf "$STAGE" && mkdir -p "$STAGE"
cp -R "$APP" "$STAGE/"
ln -s /Applications "$STAGE/Applications"
DMG="dist/solo-desk-$VERSION-macos-$ARCH.dmg"
rm -f "$DMG"
hdiutil create -volname "Solo Desk $VERSION" -srcfolder "$STAGE" -fs HFS+ -format UDZO -ov "$DMG"
ls -l "$DMG"
