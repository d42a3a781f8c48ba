#!/bin/sh
# Adds Solo Desk, from the folder this script is in, to your own applications
# menu: no root needed, nothing is copied but the menu entry and the icons.
#
#   ./install.sh              install the menu entry, the icons and ~/.local/bin/solo-desk
#   ./install.sh --uninstall  remove them again (this folder is left alone)
#
# Honours XDG_DATA_HOME (default ~/.local/share). Move the folder? Run it again.
set -eu

here=$(cd "$(dirname "$0")" && pwd -P)
data=${XDG_DATA_HOME:-"$HOME/.local/share"}
bin="$HOME/.local/bin"
apps="$data/applications"
icons="$data/icons/hicolor"
sizes="16 32 48 64 128 256 512"

refresh() {
    command -v update-desktop-database >/dev/null 2>&1 && update-desktop-database -q "$apps" 2>/dev/null || true
    command -v gtk-update-icon-cache >/dev/null 2>&1 && gtk-update-icon-cache -q -t "$icons" 2>/dev/null || true
}

if [ "${1:-}" = "--uninstall" ]; then
    rm -f "$apps/solo-desk.desktop" "$icons/scalable/apps/solo-desk.svg"
    for s in $sizes; do rm -f "$icons/${s}x${s}/apps/solo-desk.png"; done
    if [ -L "$bin/solo-desk" ] && [ "$(readlink "$bin/solo-desk")" = "$here/solo-desk/solo-desk" ]; then
        rm -f "$bin/solo-desk"
    fi
    refresh
    echo "Solo Desk removed from the menu (the folder $here is still there)."
    exit 0
fi

if [ ! -x "$here/solo-desk/solo-desk" ]; then
    echo "install.sh: $here/solo-desk/solo-desk is missing; run me from the unpacked archive" >&2
    exit 2
fi

mkdir -p "$apps" "$icons/scalable/apps" "$bin"
for s in $sizes; do
    mkdir -p "$icons/${s}x${s}/apps"
    cp "$here/share/icons/hicolor/${s}x${s}/apps/solo-desk.png" "$icons/${s}x${s}/apps/solo-desk.png"
done
cp "$here/share/icons/hicolor/scalable/apps/solo-desk.svg" "$icons/scalable/apps/solo-desk.svg"

# The menu entry runs this folder's program by its absolute path, quoted by the
# Exec key's rules (a path with spaces or quotes still works).
exe="$here/solo-desk/solo-desk"
quoted=$(printf '%s' "$exe" | sed -e 's/\\/\\\\/g' -e 's/["`$]/\\&/g' -e 's/\\/\\\\/g' -e 's/%/%%/g')
plain=$(printf '%s' "$exe" | sed -e 's/\\/\\\\/g')
{
    grep -v -e '^Exec=' -e '^TryExec=' "$here/share/applications/solo-desk.desktop"
    printf 'Exec="%s" %%f\n' "$quoted"
    printf 'TryExec=%s\n' "$plain"
} > "$apps/solo-desk.desktop.tmp"
mv "$apps/solo-desk.desktop.tmp" "$apps/solo-desk.desktop"
ln -sfn "$here/solo-desk/solo-desk" "$bin/solo-desk"
refresh
echo "Solo Desk is in your applications menu; from a terminal: $bin/solo-desk"
