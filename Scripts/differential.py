#!/usr/bin/env python3
"""Differential test of cassowary-replay against kiwi (kiwi_replay.py from ../shared/bench).

Generates random constraint scripts (gen_scripts.py), runs each through both solvers, and
compares the outputs with compare_replay.py. Where kiwi fails (an internal error, a crash or a
time-out), our output must still exist and satisfy every required constraint in force at each
update. Failing scripts are kept in --keep for replaying by hand.

    python3 Scripts/differential.py --replay .build/release/cassowary-replay --count 2000
"""
import argparse
import os
import random
import re
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import gen_scripts  # noqa: E402

SMALL = ["rows", "sparse", "edits", "failing", "mixed", "degenerate"]
NAME = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
TOKEN = re.compile(r"\s*(?:([A-Za-z_][A-Za-z0-9_]*)|(\d+(?:\.\d*)?(?:[eE][-+]?\d+)?|\.\d+(?:[eE][-+]?\d+)?)|(==|<=|>=|[-+*]))")


def linear(tokens):
    """[+|-] term ((+|-) term)* -> ({var: coefficient}, constant)."""
    coeffs, constant, i, sign = {}, 0.0, 0, 1.0
    if tokens and tokens[0] in "+-":
        sign = -1.0 if tokens[0] == "-" else 1.0
        i = 1
    while i < len(tokens):
        t = tokens[i]
        if NAME.fullmatch(t):
            coeffs[t] = coeffs.get(t, 0.0) + sign
            i += 1
        elif i + 1 < len(tokens) and tokens[i + 1] == "*":
            coeffs[tokens[i + 2]] = coeffs.get(tokens[i + 2], 0.0) + sign * float(t)
            i += 3
        else:
            constant += sign * float(t)
            i += 1
        if i < len(tokens):
            sign = -1.0 if tokens[i] == "-" else 1.0
            i += 1
    return coeffs, constant


def parse_constraint(line):
    words = line.split(None, 3)
    toks = []
    pos, text = 0, words[3].rstrip()
    while pos < len(text):
        m = TOKEN.match(text, pos)
        toks.append(m.group(1) or m.group(2) or m.group(3))
        pos = m.end()
    k = next(i for i, t in enumerate(toks) if t in ("==", "<=", ">="))
    lc, lk = linear(toks[:k])
    rc, rk = linear(toks[k + 1:])
    for v, c in rc.items():
        lc[v] = lc.get(v, 0.0) - c
    lc = {v: c for v, c in lc.items() if abs(c) >= 1e-8}  # kiwi ignores terms this small
    strength = words[2]
    required = strength == "required" or (strength not in ("strong", "medium", "weak") and float(strength) >= 1001001000)
    return words[1], lc, lk - rk, toks[k], required


def check_required(script, output):
    """Checks that our output holds every required constraint in force at each update.
    Returns an error message, or None."""
    out = output.splitlines()
    p = 0
    active = {}
    for raw in script.splitlines():
        line = raw.split("#", 1)[0].strip()
        if not line:
            continue
        words = line.split()
        failed = p < len(out) and out[p].startswith("error ") and out[p].split()[-1] in (words[1:2] or [""])
        if failed:
            p += 1
        if words[0] == "constraint" and not failed:
            name, coeffs, constant, op, required = parse_constraint(line)
            active[name] = (coeffs, constant, op, required)
        elif words[0] == "remove" and not failed:
            active.pop(words[1], None)
        elif words[0] == "update":
            if p >= len(out) or out[p] != "values":
                return "expected a values block at output line %d" % (p + 1)
            p += 1
            values = {}
            while p < len(out) and not out[p].startswith(("values", "error ")):
                name, value = out[p].split()
                values[name] = float(value)
                p += 1
            for name, (coeffs, constant, op, required) in active.items():
                if not required:
                    continue
                lhs = sum(c * values.get(v, 0.0) for v, c in coeffs.items()) + constant
                scale = 1e-6 * max(1.0, abs(constant), *(abs(c * values.get(v, 0.0)) for v, c in coeffs.items()))
                ok = abs(lhs) <= scale if op == "==" else (lhs <= scale if op == "<=" else lhs >= -scale)
                if not ok:
                    return "required constraint %s violated by %g" % (name, lhs)
    return None


def run(cmd, text, timeout):
    try:
        r = subprocess.run(cmd, input=text, capture_output=True, text=True, timeout=timeout)
        return r.returncode, r.stdout, r.stderr
    except subprocess.TimeoutExpired:
        return "timeout", "", ""


def one(job, args):
    seed, kind = job
    script = gen_scripts.generate(seed, kind)
    krc, kout, kerr = run([sys.executable, os.path.join(args.shared, "bench", "kiwi_replay.py")], script, args.kiwi_timeout)
    orc, oout, oerr = run([args.replay], script, 120)
    if orc == 0 and args.check_all:
        problem = check_required(script, oout)
        if problem:
            return ("fail", seed, kind, script, "required constraint check: " + problem)
    if orc != 0:
        return ("fail", seed, kind, script, "cassowary-replay exited with %s: %s" % (orc, oerr.strip()[-500:]))
    if krc != 0:
        problem = check_required(script, oout)
        if problem:
            return ("fail", seed, kind, script, "kiwi failed (%s) and ours is wrong: %s" % (krc, problem))
        return ("kiwi-failed", seed, kind, script, (kerr.strip().splitlines() or [str(krc)])[-1])
    tmp = os.path.join(args.keep, "tmp-%d-%s" % (seed, kind))
    with open(tmp + ".kiwi", "w") as f:
        f.write(kout)
    with open(tmp + ".ours", "w") as f:
        f.write(oout)
    crc, cout, _ = run([sys.executable, os.path.join(args.shared, "bench", "compare_replay.py"), tmp + ".kiwi", tmp + ".ours"], "", 60)
    os.remove(tmp + ".kiwi")
    os.remove(tmp + ".ours")
    if crc != 0:
        return ("fail", seed, kind, script, cout.strip())
    return ("same", seed, kind, None, None)


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--replay", default=".build/release/cassowary-replay")
    ap.add_argument("--shared", default=os.path.join(HERE, "..", "..", "shared"))
    ap.add_argument("--count", type=int, default=2000, help="number of small random scripts")
    ap.add_argument("--large", type=int, default=10, help="number of large chain and grid scripts")
    ap.add_argument("--seed", type=int, default=20261122)
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 2)
    ap.add_argument("--kiwi-timeout", type=float, default=180)
    ap.add_argument("--keep", default="out/differential")
    ap.add_argument("--check-all", action="store_true",
                    help="also check the required constraints on scripts where kiwi succeeds")
    args = ap.parse_args()
    os.makedirs(args.keep, exist_ok=True)
    rng = random.Random(args.seed)
    jobs = [(rng.randrange(1 << 30), rng.choice(SMALL)) for _ in range(args.count)]
    jobs += [(rng.randrange(1 << 30), ("large-chain", "large-grid")[i % 2]) for i in range(args.large)]
    counts = {"same": 0, "kiwi-failed": 0, "fail": 0}
    with ThreadPoolExecutor(max_workers=args.jobs) as pool:
        for status, seed, kind, script, detail in pool.map(lambda j: one(j, args), jobs):
            counts[status] += 1
            if status != "same":
                path = os.path.join(args.keep, "%s-%d-%s.txt" % (status, seed, kind))
                with open(path, "w") as f:
                    f.write(script)
                print("%s: seed %d kind %s: %s (script: %s)" % (status.upper(), seed, kind, detail, path), flush=True)
    print("differential: %d scripts, %d agree with kiwi, %d where kiwi failed and ours held every required constraint, %d failures"
          % (len(jobs), counts["same"], counts["kiwi-failed"], counts["fail"]))
    sys.exit(1 if counts["fail"] else 0)


if __name__ == "__main__":
    main()
