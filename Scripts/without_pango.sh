#!/usr/bin/env bash
# Runs a command with Pango and Cairo out of sight: in a mount namespace of its own, the headers
# and pkg-config files of Pango, Cairo, HarfBuzz and GLib are hidden under empty directories.
# CI builds the default configuration (no traits) this way, which proves that it needs none of
# them. Needs root for the namespace; without it the command runs as it is, with a notice.
#
#     bash Scripts/without_pango.sh swift build --scratch-path .build-werror
set -euo pipefail
cd "$(dirname "$0")/.."
if [ "$(id -u)" -ne 0 ] || ! command -v unshare > /dev/null; then
  echo "without_pango.sh: not root or no unshare: running with the system libraries in sight"
  exec "$@"
fi
exec unshare --mount bash -euo pipefail -c '
  for dir in /usr/include/pango-1.0 /usr/include/cairo /usr/include/harfbuzz \
    /usr/include/glib-2.0 /usr/lib/*/pkgconfig /usr/share/pkgconfig; do
    if [ -d "$dir" ]; then mount -t tmpfs none "$dir"; fi
  done
  if pkg-config --exists pangocairo 2> /dev/null || [ -e /usr/include/pango-1.0/pango/pango.h ]; then
    echo "without_pango.sh: Pango is still in sight"
    exit 1
  fi
  echo "without_pango.sh: Pango, Cairo, HarfBuzz and GLib headers and pkg-config files hidden"
  exec "$@"
' without_pango "$@"
