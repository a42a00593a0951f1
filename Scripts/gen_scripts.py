#!/usr/bin/env python3
"""Generates random constraint scripts (the format of ../shared/bench/README.md) for the
differential test against kiwi.

Every script gives each variable a stay of its own (`VAR == value` at a distinct, non-round
optional strength) and uses distinct non-round weights, so that the optimum is unique and two
correct solvers must print the same values.

    python3 gen_scripts.py SEED KIND   # prints one script; KIND: rows sparse edits failing mixed large-chain large-grid
"""
import random
import sys

KINDS = ["rows", "sparse", "edits", "failing", "mixed", "degenerate", "large-chain", "large-grid"]


class Script:
    def __init__(self, rng):
        self.rng = rng
        self.lines = []
        self.names = 0
        self.optional = []      # names of optional constraints that may be removed / re-added
        self.removed = []       # (name, text) of removed constraints, to add back later
        self.used_weights = set()
        self.stayed = set()

    def weight(self, low, high):
        """A distinct, non-round strength between low and high."""
        while True:
            w = round(self.rng.uniform(low, high), 6)
            if w not in self.used_weights:
                self.used_weights.add(w)
                return "%.6f" % w

    def name(self, prefix="c"):
        self.names += 1
        return "%s%d" % (prefix, self.names)

    def add(self, strength, text, name=None, removable=None):
        name = name or self.name()
        self.lines.append("constraint %s %s %s" % (name, strength, text))
        if removable or (removable is None and strength != "required"):
            self.optional.append((name, strength, text))
        return name

    def stay(self, var, value):
        if var in self.stayed:
            return
        self.stayed.add(var)
        self.add(self.weight(0.2, 9.0), "%s == %s" % (var, value), name="stay_" + var, removable=False)

    def maybe_churn(self, p=0.15):
        rng = self.rng
        if self.optional and rng.random() < p:
            name, strength, text = self.optional.pop(rng.randrange(len(self.optional)))
            self.lines.append("remove %s" % name)
            self.removed.append((name, strength, text))
        if self.removed and rng.random() < p:
            name, strength, text = self.removed.pop(rng.randrange(len(self.removed)))
            self.lines.append("constraint %s %s %s" % (name, strength, text))
            self.optional.append((name, strength, text))
        if rng.random() < p * 0.5:
            self.lines.append("update")

    def text(self):
        return "\n".join(self.lines) + "\n"


def terms(rng, variables, constant=None):
    """`[-] k * v (+|-) ...` with small coefficients, and an optional constant at the end."""
    out = []
    for var in variables:
        k = rng.choice([1, 1, 1, 2, -1, 0.5, 3, -2, 1.5])
        body = var if abs(k) == 1 else "%s * %s" % (abs(k), var)
        out.append(("- " if k < 0 else ("+ " if out else "")) + body)
    if constant is not None:
        out.append(("- %d" if constant < 0 else ("+ %d" if out else "%d")) % abs(constant))
    return " ".join(out)


def rows(s, n=None):
    """Views in rows inside a container: spacing, minimum and preferred widths, edges."""
    rng = s.rng
    n = n or rng.randint(2, 9)
    rows_count = rng.randint(1, 3)
    s.stay("cw", rng.randint(200, 900))
    s.stay("cl", 0)
    if rng.random() < 0.5:
        s.lines.append("edit cw %s" % s.weight(2e5, 9e5))
        s.lines.append("suggest cw %d" % rng.randint(150, 1200))
    for r in range(rows_count):
        prev = None
        for i in range(n):
            l, w = "l%d_%d" % (r, i), "w%d_%d" % (r, i)
            if prev is None:
                s.add("required", "%s == cl + %d" % (l, rng.randint(0, 20)))
            else:
                s.add(rng.choice(["required", "required", s.weight(1e4, 9e4)]),
                      "%s == %s + %s + %d" % (l, prev[0], prev[1], rng.randint(0, 16)))
            s.add("required", "%s >= %d" % (w, rng.randint(0, 40)))
            s.add(s.weight(1e3, 9e5), "%s == %d" % (w, rng.randint(20, 160)))
            if prev is not None and rng.random() < 0.3:
                s.add(s.weight(10, 900), "%s == %s" % (w, prev[1]))
            s.stay(l, rng.randint(0, 500))
            s.stay(w, rng.randint(0, 100))
            prev = (l, w)
            s.maybe_churn(0.1)
        s.add(rng.choice(["required", s.weight(1e5, 9e5)]), "%s + %s <= cl + cw - %d" % (prev[0], prev[1], rng.randint(0, 20)))
    s.lines.append("update")
    for _ in range(rng.randint(0, 6)):
        if rng.random() < 0.6 and "edit cw" in "\n".join(s.lines):
            s.lines.append("suggest cw %d" % rng.randint(100, 1500))
        s.maybe_churn(0.4)
        s.lines.append("update")


def stayed_variables(s, prefix, most, spread):
    """Between 2 and `most` variables named PREFIX0, PREFIX1..., each with a stay in -spread..spread."""
    vs = ["%s%d" % (prefix, i) for i in range(s.rng.randint(2, most))]
    for v in vs:
        s.stay(v, s.rng.randint(-spread, spread))
    return vs


def sparse(s):
    """A random sparse system of equalities and inequalities over a few variables."""
    rng = s.rng
    vs = stayed_variables(s, "v", 12, 100)
    nv = len(vs)
    for _ in range(rng.randint(2, 3 * nv)):
        k = rng.randint(1, min(3, nv))
        chosen = rng.sample(vs, k)
        lhs = terms(rng, chosen[:1 + (k > 2)])
        rhs = terms(rng, chosen[1 + (k > 2):], rng.randint(-50, 50))
        op = rng.choice(["==", "<=", ">=", ">=", "<="])
        strength = rng.choice(["required", "required", s.weight(1, 1e6), s.weight(1e3, 1e7)])
        s.add(strength, "%s %s %s" % (lhs, op, rhs))
        s.maybe_churn(0.2)
    s.lines.append("update")


def edits(s):
    """Edit variables: add, suggest, remove, re-add, with the errors the format names."""
    rng = s.rng
    vs = stayed_variables(s, "e", 6, 50)
    nv = len(vs)
    for i in range(1, nv):
        s.add(rng.choice(["required", s.weight(1e2, 1e6)]),
              "%s %s %s" % (vs[i], rng.choice(["<=", ">=", "=="]), terms(rng, [vs[i - 1]], rng.randint(-20, 20))))
    editing = set()
    for _ in range(rng.randint(4, 30)):
        v = rng.choice(vs)
        x = rng.random()
        if x < 0.25:
            s.lines.append("edit %s %s" % (v, rng.choice([s.weight(10, 9e5), s.weight(10, 9e5), "required", "2e9"])))
            editing.add(v)
        elif x < 0.75:
            s.lines.append("suggest %s %d" % (v, rng.randint(-200, 200)))
        elif x < 0.85:
            s.lines.append("unedit %s" % v)
            editing.discard(v)
        else:
            s.lines.append("update")
    s.lines.append("update")


def failing(s):
    """Commands that must fail: conflicts, duplicates, unknown names."""
    rng = s.rng
    vs = stayed_variables(s, "f", 6, 50)
    nv = len(vs)
    base = rng.randint(0, 100)
    s.add("required", "%s == %d" % (vs[0], base))
    for i in range(1, nv):
        s.add("required", "%s >= %s + %d" % (vs[i], vs[i - 1], rng.randint(1, 10)))
    for _ in range(rng.randint(2, 8)):
        x = rng.random()
        if x < 0.3:
            s.add("required", "%s <= %s - %d" % (vs[-1], vs[0], rng.randint(1, 30)))  # conflicts
        elif x < 0.45:
            s.add("required", "%s == %d" % (vs[0], base + rng.randint(1, 9)))  # conflicts
        elif x < 0.6:
            named = [line.split()[1] for line in s.lines if line.startswith("constraint ")]
            name = rng.choice(named)
            s.lines.append("constraint %s required %s >= -1000" % (name, rng.choice(vs)))
        elif x < 0.75:
            s.lines.append("remove nosuch%d" % rng.randint(0, 9))
        elif x < 0.85:
            s.lines.append("unedit %s" % rng.choice(vs))
            s.lines.append("suggest %s 3" % rng.choice(vs))
        else:
            s.add(s.weight(1, 1e6), "%s == %d" % (rng.choice(vs), rng.randint(-200, 200)))
        if rng.random() < 0.4:
            s.lines.append("update")
    s.lines.append("update")


def degenerate(s):
    """Unusual but valid input: constant-only constraints, zero and tiny (ignored) coefficients,
    strengths beyond required or at zero, edits with odd strengths. These reach the inputs on
    which kiwi aborts ("The objective is unbounded"); coefficients stay within 1e-3..4 so that
    the systems are well conditioned and a correct solver must hold every required constraint."""
    rng = s.rng
    vs = ["g%d" % i for i in range(rng.randint(1, 5))]
    for v in vs:
        s.stay(v, rng.randint(-20, 20))

    def side():
        parts = []
        for _ in range(rng.randint(0, 3)):
            k = rng.choice(["", "0 * ", "1e-9 * ", "2 * ", "0.001 * ", "3.7 * "])
            parts.append(("- " if rng.random() < 0.3 else ("+ " if parts else "")) + k + rng.choice(vs))
        parts.append(("+ " if parts else "") + str(rng.choice([0, 1, 5, 1e-7, 3.5, 250])))
        return " ".join(parts)

    for _ in range(rng.randint(5, 30)):
        x = rng.random()
        if x < 0.5:
            s.add(rng.choice(["required", "strong", "weak", "2e9", "0", "1e-3", s.weight(1, 1e6)]),
                  "%s %s %s" % (side(), rng.choice(["==", "<=", ">="]), side()))
        elif x < 0.6:
            s.lines.append("edit %s %s" % (rng.choice(vs), rng.choice(["strong", "weak", "0", "1e12", s.weight(1, 1e6)])))
        elif x < 0.75:
            s.lines.append("suggest %s %s" % (rng.choice(vs), rng.choice(["0", "-3", "1e-7", "7.25", "400"])))
        elif x < 0.85:
            s.maybe_churn(1.0)
        elif x < 0.9:
            s.lines.append("unedit %s" % rng.choice(vs))
        else:
            s.lines.append("update")
    s.lines.append("update")


def mixed(s):
    for part in s.rng.sample([rows, sparse, edits, failing], s.rng.randint(2, 3)):
        part(s)


def large_chain(s):
    """A chain of a few thousand views with optional widths, then churn and resizes."""
    rng = s.rng
    n = rng.randint(250, 700)
    s.stay("cw", 1000)
    s.lines.append("edit cw %s" % s.weight(2e5, 9e5))
    s.lines.append("suggest cw %d" % (60 * n))
    for i in range(n):
        l, w = "l%d" % i, "w%d" % i
        s.add("required", "%s == 0" % l if i == 0 else "%s == l%d + w%d + 8" % (l, i - 1, i - 1))
        s.add("required", "%s >= 20" % w)
        s.add(s.weight(1e3, 9e5), "%s == %d" % (w, rng.randint(30, 60)))
        if rng.random() < 0.1:
            s.add(s.weight(1, 900), "%s == w%d" % (w, rng.randrange(i + 1)))
        s.stay(w, rng.randint(0, 100))  # the lefts follow from the widths
    s.add("required", "l%d + w%d <= cw" % (n - 1, n - 1))
    s.lines.append("update")
    for _ in range(rng.randint(1, 4)):
        s.lines.append("suggest cw %d" % rng.randint(30 * n, 70 * n))
        for _ in range(rng.randint(1, 10)):
            s.maybe_churn(1.0)
        s.lines.append("update")


def large_grid(s):
    """A k-by-k grid of views filling a container that is resized."""
    rng = s.rng
    k = rng.randint(8, 16)
    s.lines.append("edit cw %s" % s.weight(2e5, 9e5))
    s.lines.append("edit ch %s" % s.weight(2e5, 9e5))
    s.lines.append("suggest cw 1920")
    s.lines.append("suggest ch 1080")
    for v in range(k * k):
        r, c = divmod(v, k)
        L, T, W, H = "L%d" % v, "T%d" % v, "W%d" % v, "H%d" % v
        s.add("required", "%s == 8" % L if c == 0 else "%s == L%d + W%d + 8" % (L, v - 1, v - 1))
        if c > 0:
            s.add(rng.choice(["required", s.weight(1e3, 9e4)]), "%s == W%d" % (W, v - 1))
        if c == k - 1:
            s.add("required", "%s + %s == cw - 8" % (L, W))
        s.add("required", "%s == 8" % T if r == 0 else "%s == T%d + H%d + 8" % (T, v - k, v - k))
        if r > 0:
            s.add(rng.choice(["required", s.weight(1e3, 9e4)]), "%s == H%d" % (H, v - k))
        if r == k - 1:
            s.add("required", "%s + %s == ch - 8" % (T, H))
        s.add("required", "%s >= 1" % W)
        s.add("required", "%s >= 1" % H)
        for var in (L, T, W, H):
            s.stay(var, rng.randint(0, 50))
    s.lines.append("update")
    for _ in range(rng.randint(1, 5)):
        s.lines.append("suggest cw %d" % rng.randint(2 * k + 300, 2500))
        s.lines.append("suggest ch %d" % rng.randint(2 * k + 300, 2500))
        s.maybe_churn(0.5)
        s.lines.append("update")


GENERATORS = {"degenerate": degenerate, "rows": rows, "sparse": sparse, "edits": edits, "failing": failing, "mixed": mixed,
              "large-chain": large_chain, "large-grid": large_grid}


def generate(seed, kind):
    s = Script(random.Random(seed))
    s.lines.append("# seed %d kind %s" % (seed, kind))
    GENERATORS[kind](s)
    return s.text()


if __name__ == "__main__":
    if len(sys.argv) != 3 or sys.argv[2] not in GENERATORS:
        sys.exit(__doc__.strip())
    sys.stdout.write(generate(int(sys.argv[1]), sys.argv[2]))
