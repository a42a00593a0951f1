#!/usr/bin/env python3
"""Counts the instructions a benchmark's timed lines execute, with valgrind's callgrind: a
figure that, unlike a time, repeats exactly on a busy machine, so that two builds compare.

Only what runs inside the benchmark clock (BenchmarkClock.milliseconds) is counted, so the set-up
of a workload (building its variables and constraint objects, checking the answer) is not.

    swift build -c release --product solver-bench
    python3 Scripts/instruction_counts.py W5A W5B W3:1024
    python3 Scripts/instruction_counts.py --bench /tmp/old/solver-bench W5A   # another build
    python3 Scripts/instruction_counts.py --program layout-bench feed:10      # another program

Prints one line per workload: `INSTR workload=W5A instructions=...`. Hashing is made
deterministic (SWIFT_DETERMINISTIC_HASHING=1) so that dictionaries behave the same in each run.
"""
import argparse
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
TIMED = "$s16BenchmarkSupport0A5ClockO12millisecondsySdyyKXEKF"


def count(cmd):
    """Runs cmd under callgrind, collecting only inside the benchmark clock; returns the count."""
    with tempfile.TemporaryDirectory() as scratch:
        out = os.path.join(scratch, "callgrind.out")
        env = dict(os.environ, SWIFT_DETERMINISTIC_HASHING="1")
        r = subprocess.run(
            ["valgrind", "--tool=callgrind", "--toggle-collect=" + TIMED,
             "--callgrind-out-file=" + out] + cmd,
            capture_output=True, text=True, env=env)
        if r.returncode != 0:
            sys.exit("failed: %s\n%s%s" % (" ".join(cmd), r.stdout, r.stderr))
        m = re.search(r"Collected : (\d+)", r.stderr)
        return int(m.group(1)), r.stdout


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--program", default="solver-bench",
                    help="solver-bench (default), layout-bench or masonry-bench")
    ap.add_argument("--bench", help="the program's path (default .build/release/PROGRAM)")
    ap.add_argument("--shared", default=os.path.join(HERE, "..", "..", "shared"))
    ap.add_argument("work", nargs="+")
    args = ap.parse_args()
    bench = args.bench or os.path.join(HERE, "..", ".build", "release", args.program)
    for item in args.work:
        cmd = [bench]
        if args.program != "masonry-bench":  # masonry-bench interleaves its own runs
            cmd += ["--runs", "1"]
        if args.program == "solver-bench":
            cmd += ["--shared", args.shared]
        instructions, _ = count(cmd + [item])
        print("INSTR workload=%s instructions=%d" % (item, instructions), flush=True)


if __name__ == "__main__":
    main()
