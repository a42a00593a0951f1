#!/usr/bin/env python3
"""Counts the public (and open) declarations of each library module, from SwiftPM's symbol graphs.

Usage: python3 Scripts/public_api_count.py [--list]

It runs `swift package dump-symbol-graph --minimum-access-level public` (which builds the package)
and counts, per library module, the symbols the module itself declares; symbols that a module
only extends into another module's types (the `Module@Other.symbols.json` files) count for the
module that declares them. `--list` prints every counted symbol, one a line, for a diff.
"""

import glob
import json
import os
import re
import subprocess
import sys

LIBRARIES = ["Cassowary", "AutoLayout", "Masonry", "MasonryRender", "MasonryYAML"]


def main() -> int:
    listing = "--list" in sys.argv[1:]
    out = subprocess.run(
        ["swift", "package", "dump-symbol-graph", "--minimum-access-level", "public"],
        capture_output=True, text=True)
    if out.returncode != 0:
        sys.stderr.write(out.stdout + out.stderr)
        return 1
    match = re.search(r"Files written to (\S+)", out.stdout + out.stderr)
    folder = match.group(1) if match else ".build/symbolgraph"
    total = 0
    for module in LIBRARIES:
        names = set()
        for path in glob.glob(os.path.join(folder, f"{module}.symbols.json")) + glob.glob(
                os.path.join(folder, f"{module}@*.symbols.json")):
            with open(path) as handle:
                graph = json.load(handle)
            for symbol in graph["symbols"]:
                if symbol.get("accessLevel") not in ("public", "open"):
                    continue
                # Synthesized members (protocol defaults copied into each conformer) are not
                # declarations anyone wrote.
                if "::SYNTHESIZED::" in symbol["identifier"]["precise"]:
                    continue
                names.add(("/".join(symbol["pathComponents"]), symbol["kind"]["identifier"],
                           symbol["identifier"]["precise"]))
        total += len(names)
        print(f"{module}: {len(names)}")
        if listing:
            for path, kind, _ in sorted(names):
                print(f"  {kind} {path}")
    print(f"total: {total}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
