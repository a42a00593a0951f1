#!/usr/bin/env python3
"""Checks that the documentation's runnable examples are the code the consumer package runs.

Usage: python3 Scripts/check_examples_run.py [FILE.md ...]   (default: README.md and the DocC articles)

A fenced Swift block right after a line `<!-- runs in Examples/Consumer/PATH -->` must appear in that
file of the consumer package, line for line (runs of white space count as one space; blank lines and `import` lines are
not compared). CI builds and runs the consumer, so each such
block is compiled against the public API and its stated results are checked.
"""

import glob
import re
import sys

MARKER = re.compile(r"<!--\s*runs in (Examples/Consumer/\S+)\s*-->")


def normalized(lines):
    out = []
    for line in lines:
        text = line.strip()
        if not text or text.startswith("import "):
            continue
        out.append(re.sub(r"\s+", " ", text))
    return out


def blocks(path):
    """Yields (line number, target file, block lines) for each marked block of a Markdown file."""
    lines = open(path, encoding="utf-8").read().split("\n")
    index = 0
    while index < len(lines):
        match = MARKER.search(lines[index])
        if match:
            start = index + 1
            while start < len(lines) and not lines[start].strip():
                start += 1
            if start >= len(lines) or not lines[start].strip().startswith("```"):
                yield index + 1, match.group(1), None
                index += 1
                continue
            end = start + 1
            while end < len(lines) and not lines[end].strip().startswith("```"):
                end += 1
            yield start + 1, match.group(1), lines[start + 1:end]
            index = end
        index += 1


def contains(haystack, needle):
    if not needle:
        return True
    for start in range(len(haystack) - len(needle) + 1):
        if haystack[start:start + len(needle)] == needle:
            return True
    return False


def main() -> int:
    files = sys.argv[1:] or ["README.md"] + sorted(glob.glob("Sources/*/*.docc/*.md"))
    checked = failed = 0
    for path in files:
        for line, target, block in blocks(path):
            checked += 1
            if block is None:
                print(f"{path}:{line}: error: the marker is not followed by a code block")
                failed += 1
                continue
            try:
                code = open(target, encoding="utf-8").read().split("\n")
            except OSError as error:
                print(f"{path}:{line}: error: {target}: {error.strerror}")
                failed += 1
                continue
            if not contains(normalized(code), normalized(block)):
                print(f"{path}:{line}: error: this block is not in {target} as written")
                failed += 1
    print(f"{checked} documented examples checked against the consumer package, {failed} differ")
    return 1 if failed or checked == 0 else 0


if __name__ == "__main__":
    sys.exit(main())
