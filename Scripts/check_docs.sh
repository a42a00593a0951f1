#!/usr/bin/env bash
# Builds a module's DocC catalog with the toolchain's `docc` (no swift-docc-plugin needed) and
# fails on any warning: unresolved symbol links, bad disambiguations, missing articles.
#
#     bash Scripts/check_docs.sh            # Masonry
#     bash Scripts/check_docs.sh AutoLayout
#
# The symbol graph comes from the debug build's module (with extension blocks, so that links to
# members this module adds to other modules' types, such as ``AutoLayout/View/mas``, resolve).
set -euo pipefail
cd "$(dirname "$0")/.."
MODULE="${1:-Masonry}"
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT
TRIPLE="$(swift -print-target-info | python3 -c 'import json, sys; print(json.load(sys.stdin)["target"]["triple"])')"

swift build --target "$MODULE"
mkdir -p "$WORK/symbols"
swift symbolgraph-extract -module-name "$MODULE" -I .build/debug/Modules -target "$TRIPLE" \
  -output-dir "$WORK/symbols" -minimum-access-level public -emit-extension-block-symbols
docc convert "Sources/$MODULE/$MODULE.docc" --additional-symbol-graph-dir "$WORK/symbols" \
  --fallback-display-name "$MODULE" --fallback-bundle-identifier "org.masonry-swift.$MODULE" \
  --output-path "$WORK/$MODULE.doccarchive" --analyze --warnings-as-errors
echo "DocC catalog of $MODULE: no warnings."
