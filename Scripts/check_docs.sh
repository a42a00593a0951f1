#!/usr/bin/env bash
# Builds a module's DocC catalog with the toolchain's `docc` (no swift-docc-plugin needed) and
# fails on any warning: unresolved symbol links, bad disambiguations, missing articles.
#
#     bash Scripts/check_docs.sh            # Masonry
#     bash Scripts/check_docs.sh AutoLayout
#     DOCS_TRAITS=Pango DOCS_SCRATCH_PATH=.build-pango bash Scripts/check_docs.sh MasonryPango
#
# DOCS_TRAITS builds with the package's traits (a module whose symbols need one); give such a
# build its own DOCS_SCRATCH_PATH, so that it does not rebuild the default one.
# The symbol graph comes from the debug build's module (with extension blocks, so that links to
# members this module adds to other modules' types, such as ``AutoLayout/View/mas``, resolve).
set -euo pipefail
cd "$(dirname "$0")/.."
MODULE="${1:-Masonry}"
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT
TRIPLE="$(swift -print-target-info | python3 -c 'import json, sys; print(json.load(sys.stdin)["target"]["triple"])')"

SCRATCH="${DOCS_SCRATCH_PATH:-.build}"
BUILD_FLAGS=(--scratch-path "$SCRATCH")
EXTRACT_FLAGS=()
if [ -n "${DOCS_TRAITS:-}" ]; then
  # Warnings as errors, as CI builds that scratch path, so that nothing is compiled twice.
  BUILD_FLAGS+=(--traits "$DOCS_TRAITS" -Xswiftc -warnings-as-errors)
  # The Pango trait's C module: its module map, and the headers pkg-config names.
  EXTRACT_FLAGS+=(-I Sources/CPango)
  for flag in $(pkg-config --cflags-only-I pangocairo); do EXTRACT_FLAGS+=(-Xcc "$flag"); done
fi
swift build --target "$MODULE" "${BUILD_FLAGS[@]}"
mkdir -p "$WORK/symbols"
swift symbolgraph-extract -module-name "$MODULE" -I "$SCRATCH/debug/Modules" -target "$TRIPLE" \
  ${EXTRACT_FLAGS[@]+"${EXTRACT_FLAGS[@]}"} \
  -output-dir "$WORK/symbols" -minimum-access-level public -emit-extension-block-symbols
docc convert "Sources/$MODULE/$MODULE.docc" --additional-symbol-graph-dir "$WORK/symbols" \
  --fallback-display-name "$MODULE" --fallback-bundle-identifier "org.masonry-swift.$MODULE" \
  --output-path "$WORK/$MODULE.doccarchive" --analyze --warnings-as-errors
echo "DocC catalog of $MODULE: no warnings."
