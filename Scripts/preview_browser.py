#!/usr/bin/env python3
"""Drives headless Chromium against a running `masonry preview`, as the browser test of the
live preview (Tests/MasonryToolTests/PreviewBrowserTests.swift runs it).

    python3 Scripts/preview_browser.py --chromium /usr/bin/chromium \
        --url http://127.0.0.1:PORT/ --file /tmp/x/layout.json --rounds 10

The layout file must be the one `layout()` below writes (the test writes it first). The script
talks to Chromium through its DevTools protocol over a pipe (--remote-debugging-pipe: commands
on fd 3, replies on fd 4, each JSON message ended by a NUL byte), so it needs nothing beyond
Python's standard library. It:

1. opens the page, clicks the view `card` (selecting it) and scrolls the window down;
2. moves the view `badge` `--rounds` times by rewriting the file (in place, and every other
   time by writing a new file and renaming it over the old one, as many editors save), and
   measures each time from just before the write to the moment the page has the box at its
   new place (a MutationObserver in the page resolves with Date.now(); both clocks are the
   machine's wall clock);
3. checks after the moves that `card` is still selected (box, panel, address) and that the
   scroll position is kept;
4. writes a broken file and waits for the located error to show, the last good layout kept;
5. repairs the file and waits for the error to go and the layout to follow.

It prints one JSON object: {"latencies_ms": [...], "checks": {name: bool}, "notes": [...]}
and exits with 0 when it could run (the checks are the caller's to judge), 2 when it could not.
"""

import argparse
import json
import os
import random
import select
import shutil
import subprocess
import sys
import tempfile
import time


def layout(badge_x, broken=False):
    """The test's layout file: a card with a title and a badge whose left edge is `badge_x`."""
    if broken:
        return '{\n  "root": {"width": 390, "height": 1400},\n  "views": [,\n}\n'
    return json.dumps(
        {
            "root": {"width": 390, "height": 1400, "scale": 2},
            "views": [
                {"id": "card", "color": "#ffffff"},
                {"id": "title", "parent": "card", "text": "Live preview", "fontSize": 20},
                {"id": "badge", "parent": "card", "color": "#1e88e5"},
                {"id": "clash", "parent": "card", "color": "#ffe0e0"},
                {"id": "drift", "parent": "card", "color": "#fff0c0"},
            ],
            "constraints": [
                "card.left == root.left + 16",
                "card.right == root.right - 16",
                "card.top == root.top + 40",
                "card.height == 1200",
                "title.left == card.left + 16",
                "title.top == card.top + 16",
                "badge.left == card.left + %d" % badge_x,
                "badge.top == card.top + 300",
                "badge.width == 40",
                "badge.height == 40",
                # Required widths that cannot both hold: the engine breaks the second.
                "clash.left == card.left + 200",
                "clash.top == card.top + 500",
                "clash.height == 40",
                "clash.width == 50",
                "clash.width == 60",
                # Nothing places it vertically: ambiguous.
                "drift.left == card.left + 200",
                "drift.width == 40",
                "drift.height == 40",
            ],
        },
        indent=2,
    )


class DevTools:
    """The DevTools protocol over Chromium's pipe."""

    def __init__(self, chromium, profile):
        to_browser_read, self.to_browser = os.pipe()
        self.from_browser, from_browser_write = os.pipe()

        def wire():
            os.dup2(to_browser_read, 3)
            os.dup2(from_browser_write, 4)

        self.process = subprocess.Popen(
            [
                chromium, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
                "--hide-scrollbars", "--remote-debugging-pipe", "--user-data-dir=" + profile,
                "--window-size=1200,700", "about:blank",
            ],
            preexec_fn=wire, pass_fds=(3, 4),
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
        )
        os.close(to_browser_read)
        os.close(from_browser_write)
        self.buffer = b""
        self.next_id = 0
        self.session = None

    def send(self, method, params=None, timeout=60):
        self.next_id += 1
        message = {"id": self.next_id, "method": method, "params": params or {}}
        if self.session and not method.startswith("Target."):
            message["sessionId"] = self.session
        os.write(self.to_browser, json.dumps(message).encode() + b"\0")
        deadline = time.time() + timeout
        while True:
            reply = self._read(deadline)
            if reply.get("id") == self.next_id:
                if "error" in reply:
                    raise RuntimeError("%s: %s" % (method, reply["error"]))
                return reply.get("result", {})

    def _read(self, deadline):
        while b"\0" not in self.buffer:
            left = deadline - time.time()
            if left <= 0:
                raise TimeoutError("no answer from Chromium")
            ready, _, _ = select.select([self.from_browser], [], [], left)
            if ready:
                chunk = os.read(self.from_browser, 1 << 20)
                if not chunk:
                    raise RuntimeError("Chromium closed its pipe")
                self.buffer += chunk
        message, _, self.buffer = self.buffer.partition(b"\0")
        return json.loads(message)

    def evaluate(self, expression, timeout=60):
        result = self.send(
            "Runtime.evaluate",
            {"expression": expression, "returnByValue": True, "awaitPromise": True,
             "timeout": int(timeout * 1000)},
            timeout=timeout + 5,
        )
        if "exceptionDetails" in result:
            raise RuntimeError("page: %s" % result["exceptionDetails"].get("text"))
        return result["result"].get("value")

    def open(self, url):
        target = self.send("Target.createTarget", {"url": "about:blank"})["targetId"]
        self.session = self.send(
            "Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
        self.send("Page.enable")
        self.send("Runtime.enable")
        self.send("Page.navigate", {"url": url})

    def click(self, x, y):
        for kind in ("mouseMoved", "mousePressed", "mouseReleased"):
            self.send("Input.dispatchMouseEvent", {
                "type": kind, "x": x, "y": y, "button": "left", "clickCount": 1})

    def close(self):
        try:
            self.send("Browser.close", timeout=10)
        except Exception:
            pass
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()


def wait_for(tools, condition, timeout):
    """Polls a JavaScript condition until it is true; returns whether it became true."""
    deadline = time.time() + timeout
    while time.time() < deadline:
        if tools.evaluate("Boolean(%s)" % condition):
            return True
        time.sleep(0.05)
    return False


def write(path, text, by_rename):
    if by_rename:
        fd, temporary = tempfile.mkstemp(dir=os.path.dirname(path), suffix=".tmp")
        with os.fdopen(fd, "w") as handle:
            handle.write(text)
        os.replace(temporary, path)
    else:
        with open(path, "w") as handle:
            handle.write(text)


BADGE = 'document.querySelector(\'.canvas[data-screen="0"] .box[data-id="badge"]\')'

# Resolves with Date.now() once the badge's rendered x is `x`.
MOVED = """new Promise(resolve => {
  const at = () => { const b = %s; return b && Number(b.dataset.rendered.split(',')[0]) === %%d; };
  if (at()) { resolve(Date.now()); return; }
  const observer = new MutationObserver(() => {
    if (at()) { observer.disconnect(); resolve(Date.now()); }
  });
  observer.observe(document.getElementById('screens'),
    {childList: true, subtree: true, attributes: true});
  window.__stop = () => { observer.disconnect(); resolve(-1); };
})""" % BADGE


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--chromium", required=True)
    parser.add_argument("--url", required=True)
    parser.add_argument("--file", required=True)
    parser.add_argument("--rounds", type=int, default=10)
    arguments = parser.parse_args()

    profile = tempfile.mkdtemp(prefix="masonry-preview-chromium-")
    checks = {}
    notes = []
    latencies = []
    tools = DevTools(arguments.chromium, profile)
    try:
        tools.open(arguments.url)
        checks["page loads"] = wait_for(
            tools, "document.body && document.body.dataset.ready === 'true'", 60)
        checks["socket connects"] = wait_for(
            tools, "document.body.dataset.state !== undefined", 30)
        # Select the card by clicking it (near its top left corner, away from the title).
        rect = tools.evaluate(
            "(() => { const r = document.querySelector('.box[data-id=\"card\"]')"
            ".getBoundingClientRect(); return [r.left, r.top]; })()")
        tools.click(rect[0] + 300, rect[1] + 100)
        checks["click selects the card"] = wait_for(
            tools, "document.querySelector('.box.selected')?.dataset.id === 'card'", 10)
        tools.evaluate("window.scrollTo(0, 200)")
        scroll = tools.evaluate("window.scrollY")
        checks["the page scrolls"] = scroll == 200

        def x_of(constant):
            return 16 + constant  # the badge's x in the root: card.left + the constant

        for round_ in range(arguments.rounds):
            constant = 24 + 10 * (round_ + 1)
            tools.send("Runtime.evaluate",
                       {"expression": "window.__moved = " + MOVED % x_of(constant)})
            sent = time.time() * 1000
            write(arguments.file, layout(constant), by_rename=round_ % 2 == 1)
            shown = tools.evaluate("window.__moved", timeout=30)
            if shown is None or shown < 0:
                notes.append("round %d: the badge did not move" % round_)
                latencies.append(None)
            else:
                latencies.append(round(shown - sent, 1))
            # A pause of random length, so that the writes do not fall into step with the
            # server's polling of the file (every 50 ms) and the times cover its whole cycle.
            time.sleep(0.1 + random.random() * 0.15)

        checks["the card is still selected"] = tools.evaluate(
            "document.querySelector('.box.selected')?.dataset.id === 'card'"
            " && document.querySelector('#details h2')?.textContent.startsWith('card')"
            " && location.hash === '#card'")
        checks["the scroll position is kept"] = tools.evaluate("window.scrollY") == scroll
        checks["the selection ring is outside the box"] = tools.evaluate(
            "(() => { const box = document.querySelector('.box[data-id=\"card\"]').getBoundingClientRect();"
            " const ring = document.querySelector('.canvas[data-screen=\"0\"] .ring:not(.hover)');"
            " if (!ring || ring.hidden) return false; const r = ring.getBoundingClientRect();"
            " return r.left < box.left && r.top < box.top && r.right > box.right"
            " && r.bottom > box.bottom; })()")

        # The marks stay visible on a selected view: the conflict's outline at the box's edge,
        # the ambiguity's dashed border inside it, the selection's ring outside both.
        def select(view_id):
            center = tools.evaluate(
                "(() => { const b = document.querySelector('.box[data-id=\"%s\"]');"
                " b.scrollIntoView({block: 'center'}); const r = b.getBoundingClientRect();"
                " return [r.left + r.width / 2, r.top + r.height / 2]; })()" % view_id)
            tools.click(center[0], center[1])
            return wait_for(
                tools, "document.querySelector('.box.selected')?.dataset.id === '%s'" % view_id, 10)

        ring_outside = (
            "(() => { const box = document.querySelector('.box.selected').getBoundingClientRect();"
            " const ring = document.querySelector('.canvas[data-screen=\"0\"] .ring:not(.hover)')"
            ".getBoundingClientRect(); return ring.left <= box.left - 2 && ring.top <= box.top - 2"
            " && ring.right >= box.right + 2 && ring.bottom >= box.bottom + 2; })()")
        checks["click selects the conflicting view"] = select("clash")
        checks["its conflict outline shows under the selection"] = tools.evaluate(
            "(() => { const s = getComputedStyle(document.querySelector('.box.selected'));"
            " return s.outlineStyle === 'solid' && s.outlineColor === 'rgb(217, 48, 37)'"
            " && s.outlineWidth === '2px'; })()") and tools.evaluate(ring_outside)
        checks["the panel names the broken constraint"] = tools.evaluate(
            "/the engine broke clash\\.width == 60/.test(document.getElementById('details')"
            ".textContent)")
        checks["click selects the ambiguous view"] = select("drift")
        checks["its ambiguity mark shows under the selection"] = tools.evaluate(
            "getComputedStyle(document.querySelector('.box.selected'), '::after').borderTopStyle"
            " === 'dashed'") and tools.evaluate(ring_outside)
        checks["the panel names the ambiguous axis"] = tools.evaluate(
            "document.getElementById('details').textContent.includes("
            "'Ambiguous on the vertical axis')")
        checks["the panel lists a text view's hugging and compression resistance"] = (
            select("title") and tools.evaluate(
                "(() => { const t = document.getElementById('details').textContent;"
                " return /title\\.width <= [0-9.]+ @250 hugging/.test(t)"
                " && /title\\.height >= [0-9.]+ @750 compression resistance/.test(t); })()"))

        last = tools.evaluate(BADGE + ".dataset.rendered")
        write(arguments.file, layout(0, broken=True), by_rename=False)
        checks["a broken file shows its error"] = wait_for(
            tools, "!document.getElementById('error').hidden && "
            "/:3:\\d+: error: /.test(document.getElementById('error').textContent)", 30)
        error_text = tools.evaluate("document.getElementById('error').textContent")
        notes.append("error shown: " + (error_text or "").split("\n")[0])
        checks["the last good layout stays"] = tools.evaluate(BADGE + ".dataset.rendered") == last
        checks["the selection stays through the error"] = tools.evaluate(
            "document.querySelector('.box.selected')?.dataset.id === 'title'")

        write(arguments.file, layout(100), by_rename=False)
        checks["a repaired file clears the error"] = wait_for(
            tools, "document.getElementById('error').hidden && "
            "Number(%s.dataset.rendered.split(',')[0]) === %d" % (BADGE, x_of(100)), 30)
    except Exception as error:  # noqa: BLE001 - reported to the caller as a note
        notes.append("error: %r" % (error,))
        print(json.dumps({"latencies_ms": latencies, "checks": checks, "notes": notes}))
        return 2
    finally:
        tools.close()
        shutil.rmtree(profile, ignore_errors=True)
    print(json.dumps({"latencies_ms": latencies, "checks": checks, "notes": notes}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
