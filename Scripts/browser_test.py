#!/usr/bin/env python3
"""The inspector's viewer in a real browser, on a real BookKitty.

Scripts/browser-test.sh installs what this needs and builds bookkitty; this file does the test:
it starts `bookkitty --inspect 0` reading its commands from a pipe written step by step, opens
the URL the app prints (token included) in headless Chromium through Playwright, and checks
what the page shows against what the app does:

- the tree shows Login;
- once the script logs in and opens Dune from the Library, the page shows Library › Book Detail,
  the flow that owns it and the cause;
- the journal's filter finds that event, and selecting it shows the tree before, after and
  their difference;
- the export button downloads a bundle;
- a link typed in the page opens in the app (the journal says deep link), and the page's Back
  button goes back;
- a link holding markup is refused and its text shown as text;
- "jump here" asks first (refusing changes nothing), and once accepted on the login point brings
  the app back to Login, which the app's own `--dump` at exit agrees with.

It saves a screenshot of the viewer for the README, and ends with
`browser test: N checks, F failures`.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import re
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

from playwright.sync_api import Error as PlaywrightError
from playwright.sync_api import sync_playwright

# The demo account, and the Library script of Examples/Tests/BookKittyAppTests/BookKittyAppFixtures.swift.
LOG_IN = ["type kitty@bookkitty.app", "enter", "type meow", "enter"]
# From a tab's root: + → Add a book → search "dune" → the first result → Save.
ADD_DUNE = ["+", "enter", "type dune", "enter", "enter", "enter"]
# Books of Examples/BookKittyData/Resources/catalog.json (their rows, from 1) the typed link opens.
CATALOG_ROWS = 502
URL_PATTERN = re.compile(r"http://127\.0\.0\.1:\d+/\?token=[A-Za-z0-9_-]+")
WAIT_MS = 20_000


class Checks:
    """Counts checks and failures, and says each failure with what was seen."""

    def __init__(self) -> None:
        self.count = 0
        self.failures: list[str] = []

    def check(self, condition: bool, what: str, seen: object = None) -> bool:
        self.count += 1
        if condition:
            print(f"  ok   {what}")
        else:
            detail = f" (saw {seen!r})" if seen is not None else ""
            self.failures.append(f"{what}{detail}")
            print(f"  FAIL {what}{detail}")
        return condition


class BookKitty:
    """`bookkitty --inspect 0` on a fresh database, fed one command a line through a pipe."""

    def __init__(self, binary: str, folder: Path) -> None:
        self.stdout: list[str] = []
        self.stderr: list[str] = []
        self.url: str | None = None
        self._url_seen = threading.Event()
        self.process = subprocess.Popen(
            # Line-buffered standard output (stdbuf), so each screen arrives as it is printed.
            ["stdbuf", "-oL", binary, "--db", str(folder / "bookkitty.sqlite"), "--inspect", "0", "--dump",
             "--width", "80"],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
            text=True, encoding="utf-8", errors="replace", bufsize=1,
            env={**os.environ, "XDG_DATA_HOME": str(folder), "TERM": "dumb"})
        threading.Thread(target=self._read, args=(self.process.stdout, self.stdout), daemon=True).start()
        threading.Thread(target=self._read, args=(self.process.stderr, self.stderr, True),
                         daemon=True).start()

    def _read(self, stream, lines: list[str], find_url: bool = False) -> None:
        for line in stream:
            lines.append(line.rstrip("\n"))
            if find_url and self.url is None:
                match = URL_PATTERN.search(line)
                if match:
                    self.url = match.group(0)
                    self._url_seen.set()
        if find_url:
            self._url_seen.set()

    def wait_for_url(self, seconds: float) -> str | None:
        self._url_seen.wait(seconds)
        return self.url

    def send(self, *commands: str) -> None:
        for command in commands:
            self.process.stdin.write(command + "\n")
            self.process.stdin.flush()

    def quit(self, seconds: float = 30) -> int | None:
        try:
            self.send("q")
            self.process.stdin.close()
        except (BrokenPipeError, ValueError):
            pass
        try:
            return self.process.wait(seconds)
        except subprocess.TimeoutExpired:
            self.process.kill()
            return None

    def screen_titles(self) -> list[str]:
        """Each printed screen's title: its first line under the `── command ──` heading."""
        lines = list(self.stdout)
        return [lines[at + 1].strip().replace("‹ ", "") for at, line in enumerate(lines[:-1])
                if line.startswith("── ")]

    def dump(self) -> str:
        """What `--dump` printed at exit: the lines after the last screen's, from `stack`/`tabs`."""
        lines = list(self.stdout)
        for start in range(len(lines) - 1, -1, -1):
            if re.match(r"^(stack|tabs|split)\b", lines[start]):
                return "\n".join(lines[start:]).rstrip()
        return ""


def now(page) -> str:
    return page.inner_text("#now-screen").strip()


def wait_until(page, expression: str, argument=None, timeout: int = WAIT_MS) -> bool:
    try:
        page.wait_for_function(expression, arg=argument, timeout=timeout)
        return True
    except PlaywrightError:
        return False


def wait_for_screen(page, text: str) -> bool:
    return wait_until(
        page, "text => document.getElementById('now-screen').textContent.trim() === text", text)


def wait_for_app_screen(app: BookKitty, title: str, seconds: float = 20) -> bool:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        titles = app.screen_titles()
        if titles and titles[-1] == title:
            return True
        time.sleep(0.05)
    return False


def newest_event(page) -> dict:
    return page.evaluate("""() => {
      const row = document.querySelector('#timeline .event-row');
      if (!row) return {};
      return { sequence: Number(row.dataset.sequence),
               kind: row.querySelector('.kind').textContent,
               cause: row.querySelector('.cause').textContent,
               where: row.querySelector('.where').textContent };
    }""")


def visible_screen(page) -> dict:
    return page.evaluate("""() => {
      const screen = document.querySelector('#tree .screen.visible');
      if (!screen) return {};
      const text = (name) => screen.querySelector(name)?.textContent ?? '';
      const section = screen.closest('.section');
      return { route: text('.route'), args: text('.args'), owner: text('.owner'),
               section: section ? section.querySelector('.section-name').textContent : '',
               sectionSelected: section ? section.classList.contains('selected') : false };
    }""")


def run_once(binary: str, screenshot: Path | None, book: int, checks: Checks) -> None:
    with tempfile.TemporaryDirectory(prefix="browser-test-") as folder:
        app = BookKitty(binary, Path(folder))
        try:
            exercise(app, Path(folder), screenshot, book, checks)
        finally:
            status = app.quit()
        checks.check(status == 0, "bookkitty exits with status 0", status)
        dump = app.dump()
        checks.check(dump == "stack\n  login", "bookkitty's --dump at exit shows Login, as the page did",
                     dump)
        if checks.failures:
            print("  bookkitty's standard error, last lines:")
            for line in app.stderr[-15:]:
                print(f"    {line}")


def exercise(app: BookKitty, folder: Path, screenshot: Path | None, book: int, checks: Checks) -> None:
    url = app.wait_for_url(60)
    if not checks.check(url is not None, "bookkitty prints the inspector's URL on standard error",
                        app.stderr[-5:]):
        return
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(
            executable_path=os.environ.get("CHROMIUM", "/usr/bin/chromium"),
            args=["--no-sandbox", "--disable-dev-shm-usage"])
        try:
            context = browser.new_context(viewport={"width": 1440, "height": 1000},
                                          accept_downloads=True)
            page = context.new_page()
            errors: list[str] = []
            page.on("pageerror", lambda error: errors.append(str(error)))
            page.on("console", lambda message: errors.append(message.text)
                    if message.type == "error" else None)
            page.on("response", lambda response: errors.append(
                f"{response.status} for {response.url.split('?')[0]}")
                if response.status >= 400 else None)
            check_page(app, page, folder, screenshot, book, checks)
            checks.check(not errors, "the page logs no error (script, CSP, connection)", errors)
        finally:
            browser.close()


def check_page(app: BookKitty, page, folder: Path, screenshot: Path | None, book: int,
               checks: Checks) -> None:
    # Without the token the page connects to nothing and says what to open.
    page.goto(app.url.split("?")[0])
    checks.check(page.inner_text("#connection") == "no token"
                 and "token" in page.inner_text("#help"),
                 "without the token the page says to open the whole URL", page.inner_text("#help"))

    page.goto(app.url)
    checks.check(wait_until(page, "() => document.getElementById('connection').dataset.state === 'open'"),
                 "the page connects with the token", page.inner_text("#connection"))
    checks.check(wait_for_screen(page, "Login"), "the tree shows Login", now(page))
    checks.check(visible_screen(page).get("route") == "Login",
                 "the visible screen in the tree is marked: Login", visible_screen(page))

    # The script logs in, picks the Library tab, adds Dune and opens it.
    app.send(*LOG_IN, "3", *ADD_DUNE)
    wait_for_app_screen(app, "Library")
    app.send("enter")
    checks.check(wait_for_app_screen(app, "Dune"), "the app shows Dune", app.screen_titles()[-3:])
    checks.check(wait_for_screen(page, "Library › Book Detail"),
                 "the page shows Library › Book Detail", now(page))
    screen = visible_screen(page)
    checks.check(screen.get("route") == "Book Detail" and screen.get("section") == "library"
                 and screen.get("sectionSelected") is True,
                 "Book Detail is the visible screen, in the selected library tab", screen)
    owner = page.inner_text("#now-flow").strip()
    checks.check(owner not in ("", "—") and screen.get("owner", "") != ""
                 and owner.endswith(screen.get("owner", "?")),
                 "Book Detail is labelled with the flow that owns it", (owner, screen.get("owner")))
    event = newest_event(page)
    cause = page.inner_text("#now-cause").strip()
    checks.check(event.get("where") == "Library › Book Detail" and event.get("cause", "") != ""
                 and cause.startswith(event.get("cause", "?")[:20])
                 and cause.endswith(f"(#{event.get('sequence')})"),
                 "the page shows the cause of the change to Book Detail", (cause, event))

    # The journal's filter, and the event's trees before and after.
    page.fill("#filter-text", "book detail")
    rows = page.eval_on_selector_all("#timeline .event-row .where", "rows => rows.map(r => r.textContent)")
    checks.check(len(rows) > 0 and all("Book Detail" in row for row in rows),
                 "the journal's text filter keeps only the events that show Book Detail", rows)
    page.fill("#filter-text", "")
    page.click(f"#timeline .event-row[data-sequence='{event.get('sequence')}']")
    compare = page.inner_text("#event .compare")
    added = page.eval_on_selector_all("#event .diff li.added", "rows => rows.map(r => r.textContent)")
    checks.check(compare.startswith("Before (after #") and "\nAfter\n" in compare
                 and added == ["+     1 Book Detail(id: 113)"],
                 "selecting the event shows the tree before, after, and the line it added",
                 (compare[:80], added))
    if screenshot is not None:
        screenshot.parent.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(screenshot), full_page=False)
        checks.check(screenshot.stat().st_size > 10_000, f"the screenshot is saved: {screenshot}")

    # Export: one JSON file.
    with page.expect_download(timeout=WAIT_MS) as download_info:
        page.click("#export")
    bundle_path = folder / "bundle.json"
    download_info.value.save_as(bundle_path)
    try:
        bundle = json.loads(bundle_path.read_text())
    except ValueError as error:
        bundle = {"error": str(error)}
    checks.check({"format", "snapshot", "journal", "flows"} <= set(bundle),
                 "Export bundle downloads a JSON bundle (format, snapshot, journal, flows)",
                 sorted(bundle))

    # A link typed in the page opens in the app.
    link = f"bookkitty://home/books/{book}"
    page.fill("#link", link)
    page.click("#open-form button[type=submit]")
    checks.check(wait_for_screen(page, "Home › Book Detail"),
                 f"the link {link} typed in the page opens Home › Book Detail", now(page))
    screen = visible_screen(page)
    checks.check(screen.get("args") == f"id: {book}", f"the book opened is {book}", screen)
    event = newest_event(page)
    checks.check(event.get("kind") == "Deep Link" and link in event.get("cause", ""),
                 "the journal says the link caused it", event)
    checks.check(wait_until(page, "() => document.getElementById('reply').textContent.startsWith('Opened')"),
                 "the page says the link opened", page.inner_text("#reply"))

    # A user event from the page: Back.
    page.click("#user-back")
    checks.check(wait_for_screen(page, "Home"), "Back in the page goes back to Home", now(page))

    # A section chosen in the page.
    page.select_option("#tab", "questions")
    page.click("#user-tab")
    checks.check(wait_for_screen(page, "Questions"), "Select section in the page shows Questions",
                 now(page))
    checks.check(newest_event(page).get("kind") == "Tab Selection",
                 "the journal says the user selected a tab", newest_event(page))

    # A refused link: the app's reason is shown, and markup in what the page shows stays text.
    page.fill("#link", "bookkitty://<img/src=x/onerror=alert(1)>")
    page.click("#open-form button[type=submit]")
    failed = wait_until(page, "() => document.getElementById('reply').classList.contains('failed')")
    reply = page.inner_text("#reply")
    checks.check(failed and reply.startswith("The link was not opened: ") and len(reply) > 30
                 and page.query_selector("img") is None,
                 "a refused link shows the app's reason, and its markup makes no element", reply)

    # Jump to the login point: the newest journal event whose visible screen is Login.
    login_points = page.eval_on_selector_all(
        "#timeline .event-row",
        "rows => rows.filter(r => r.querySelector('.where').textContent === 'Login')"
        ".map(r => Number(r.dataset.sequence))")
    if not checks.check(len(login_points) > 0, "the journal has a point showing Login", login_points):
        return
    point = max(login_points)
    page.click(f"#timeline .event-row[data-sequence='{point}']")
    dialogs: list[str] = []

    def refuse(dialog) -> None:
        dialogs.append(dialog.type)
        dialog.dismiss()

    page.once("dialog", refuse)
    page.click("#event button.jump")
    page.wait_for_timeout(300)
    checks.check(dialogs == ["confirm"] and now(page) == "Questions",
                 "jump here asks first; refused, nothing changes", (dialogs, now(page)))

    def accept(dialog) -> None:
        dialogs.append(dialog.type)
        dialog.accept()

    page.once("dialog", accept)
    page.click("#event button.jump")
    checks.check(wait_for_screen(page, "Login"), f"jump here on #{point}, confirmed, shows Login",
                 now(page))
    checks.check(wait_until(page, "() => document.getElementById('event-status').textContent.startsWith('Jumped')"),
                 "the page says it jumped", page.inner_text("#event"))
    checks.check(newest_event(page).get("kind") == "Restoration",
                 "the journal records the jump as a restoration", newest_event(page))
    checks.check(wait_for_app_screen(app, "BookKitty — Log In", 5) or app_shows_login_after(app),
                 "the app shows Log In", app.screen_titles()[-3:])


def app_shows_login_after(app: BookKitty) -> bool:
    """The terminal prints a screen after each command: a harmless one shows what the jump left."""
    app.send("resize 80x24")
    return wait_for_app_screen(app, "BookKitty — Log In", 10)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--bookkitty", required=True, help="the bookkitty executable")
    parser.add_argument("--screenshot", type=Path, help="where to save the viewer's PNG")
    parser.add_argument("--runs", type=int, default=1, help="how many times to run the scenario")
    parser.add_argument("--seed", type=int, default=1, help="picks the books the typed links open")
    arguments = parser.parse_args()
    checks = Checks()
    rng = random.Random(arguments.seed)
    started = time.monotonic()
    for run in range(arguments.runs):
        book = rng.randint(1, CATALOG_ROWS)
        print(f"run {run + 1} of {arguments.runs} (link to book {book})")
        run_once(arguments.bookkitty, arguments.screenshot if run == 0 else None, book, checks)
    seconds = time.monotonic() - started
    for failure in checks.failures:
        print(f"failure: {failure}")
    print(f"browser test: {checks.count} checks, {len(checks.failures)} failures, "
          f"{arguments.runs} runs, seed {arguments.seed}, {seconds:.1f} s")
    return 1 if checks.failures else 0


if __name__ == "__main__":
    sys.exit(main())
