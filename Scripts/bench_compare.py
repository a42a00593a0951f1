#!/usr/bin/env python3
"""Runs kiwi (../shared/bench/kiwi_bench.py) and our solver-bench on the same workloads, each
workload in its own process so that peak memory is measured per workload, and prints a table
of medians, the ratio ours / kiwi, and both peak RSS figures.

    swift build -c release --product solver-bench
    python3 Scripts/bench_compare.py                       # the default workloads
    python3 Scripts/bench_compare.py W1:2000 W4:1000       # chosen ones
    python3 Scripts/bench_compare.py --rounds 7 W5A W5B    # interleaved rounds, with the spread
    python3 Scripts/bench_compare.py --rounds 7 --before /tmp/old/solver-bench W5A  # and a baseline
    python3 Scripts/bench_compare.py --ours-only W1:100000 # sizes kiwi cannot reach

With --rounds R (R > 1), each workload is measured R times on each side, the two sides taking
turns (ours first in even rounds, kiwi first in odd ones), so that both see the same machine; the
table then gives the median of the per-round ratios and their range (min–max), which on a busy
machine says more than one pair of medians. Each round is itself the median of --runs runs.
With --before PATH (and --rounds), another build of solver-bench takes its turn in each round
too, so that a change is measured against kiwi and against the code before it in the same run.
"""
import argparse
import os
import re
import statistics
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
DEFAULTS = ["W1:1000", "W1:2000", "W2:1024", "W3:1024", "W4:1000", "W5A:0", "W5B:0"]
RESULT = re.compile(r"RESULT impl=(\S+) workload=(\S+) n=(\d+) median_ms=([\d.]+) min_ms=([\d.]+)")


def measure(cmd):
    """Runs cmd under GNU time; returns (median_ms, min_ms, peak_rss_mb)."""
    r = subprocess.run(["/usr/bin/time", "-f", "PEAKRSS %M"] + cmd, capture_output=True, text=True)
    if r.returncode != 0:
        sys.exit("failed: %s\n%s%s" % (" ".join(cmd), r.stdout, r.stderr))
    m = RESULT.search(r.stdout)
    rss = int(re.search(r"PEAKRSS (\d+)", r.stderr).group(1)) / 1024
    return float(m.group(4)), float(m.group(5)), rss


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--rounds", type=int, default=1,
                    help="interleaved rounds per workload (the ratio's median and range)")
    ap.add_argument("--shared", default=os.path.join(HERE, "..", "..", "shared"))
    ap.add_argument("--bench", default=os.path.join(HERE, "..", ".build", "release", "solver-bench"))
    ap.add_argument("--ours-only", action="store_true")
    ap.add_argument("--before", help="another solver-bench, measured in the same rounds (with --rounds)")
    ap.add_argument("work", nargs="*", default=DEFAULTS)
    args = ap.parse_args()
    kiwi_cmd = [sys.executable, os.path.join(args.shared, "bench", "kiwi_bench.py"), "--runs", str(args.runs)]
    ours_cmd = [args.bench, "--runs", str(args.runs), "--shared", args.shared]
    if args.rounds > 1 and not args.ours_only:
        before_cmd = [args.before, "--runs", str(args.runs), "--shared", args.shared] if args.before else None
        head = "| workload | kiwi median ms | ours median ms | ours / kiwi (median of %d rounds) | range |" % args.rounds
        rule = "|---|---|---|---|---|"
        if before_cmd:
            head += " before median ms | before / kiwi | range |"
            rule += "---|---|---|"
        print(head + " kiwi peak RSS MB | ours peak RSS MB |")
        print(rule + "---|---|")
        for item in args.work:
            ours, kiwi, before, ratios, before_ratios = [], [], [], [], []
            for k in range(args.rounds):
                sides = [("ours", ours_cmd), ("kiwi", kiwi_cmd)]
                if before_cmd:
                    sides.append(("before", before_cmd))
                # Each side takes its turn first: the order rotates from round to round.
                sides = sides[k % len(sides):] + sides[:k % len(sides)]
                got = {name: measure(cmd + [item]) for name, cmd in sides}
                ours.append(got["ours"])
                kiwi.append(got["kiwi"])
                ratios.append(got["ours"][0] / got["kiwi"][0])
                if before_cmd:
                    before.append(got["before"])
                    before_ratios.append(got["before"][0] / got["kiwi"][0])
            line = "| %s | %.3f | %.3f | %.3f | %.3f–%.3f |" % (
                item, statistics.median(w[0] for w in kiwi), statistics.median(o[0] for o in ours),
                statistics.median(ratios), min(ratios), max(ratios))
            if before_cmd:
                line += " %.3f | %.3f | %.3f–%.3f |" % (
                    statistics.median(b[0] for b in before), statistics.median(before_ratios),
                    min(before_ratios), max(before_ratios))
            print(line + " %.1f | %.1f |" % (max(w[2] for w in kiwi), max(o[2] for o in ours)), flush=True)
        return
    print("| workload | kiwi median ms | ours median ms | ours / kiwi | kiwi peak RSS MB | ours peak RSS MB |")
    print("|---|---|---|---|---|---|")
    for item in args.work:
        ours = measure(ours_cmd + [item])
        if args.ours_only:
            print("| %s | – | %.3f | – | – | %.1f |" % (item, ours[0], ours[2]), flush=True)
            continue
        kiwi = measure(kiwi_cmd + [item])
        print("| %s | %.3f | %.3f | %.3f | %.1f | %.1f |" % (item, kiwi[0], ours[0], ours[0] / kiwi[0], kiwi[2], ours[2]), flush=True)


if __name__ == "__main__":
    main()
