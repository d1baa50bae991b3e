"""How long the error lookup takes on the largest pastes, in headless Chromium against a built site.

    python -m torchdocs.lookup_bench [SITE]     # SITE: a built site (default: build one into a temporary folder)

Two pastes: a 2 MB log followed by a traceback, and a traceback holding one 100,000-character token. Each is
pasted into the home page's "Paste your error" box and looked up (from Ctrl+V to the paste in the box, plus
from "Find the page" to leaving for the page found), and pasted into the search box (from Ctrl+V to the page
found pinned first in the results). Chromium's reading of the clipboard is included. Timed in the page,
median of 3. Budget: 1 s each.
`bench_rows(site)` returns the rows for `make bench`; the browser tests (tests/browser/test_find_error.py) use
the same pastes and timings.
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

from torchdocs import publish

BUDGET_SECONDS = 1.0
RUNS = 3  # the median of three is reported
BOX = "#error-lookup-text"
SEARCH = '[data-md-component="search-query"]'
MESSAGE = "RuntimeError: element 0 of tensors does not require grad and does not have a grad_fn"
TARGET = "errors/element-0-does-not-require-grad/"  # the page MESSAGE is declared by


def traceback_of(error_line: str, code_line: str = "loss.backward()") -> str:
    return ("Traceback (most recent call last):\n"
            '  File "/home/me/project/train.py", line 12, in <module>\n'
            f"    {code_line}\n"
            f"{error_line}\n")


def big_log_paste(size: int = 2_000_000) -> str:
    """A training log of `size` characters with no error line, then the traceback."""
    line = "2026-11-30 02:13:43 INFO epoch 3 step 1200 loss 0.4312 lr 0.0010 grad_norm 1.73 tokens/s 18234\n"
    return line * (size // len(line)) + traceback_of(MESSAGE)


def long_token_paste(length: int = 100_000) -> str:
    """A traceback whose code line holds one token of `length` characters (a pasted tensor, a base64 blob)."""
    return traceback_of(MESSAGE, code_line=f"x = decode('{'A' * length}')")


# Marks set in the page (absolute ms, kept in sessionStorage across the navigation the box starts): Ctrl+V,
# the end of the paste's handling, the submit, leaving the page, the page found pinned first in search.
# Timed in the page, so Playwright's own round trips (0.1 to 0.5 s on a loaded machine) are not counted.
MARKS = """() => {
  const mark = (name, once) => {
    const marks = JSON.parse(sessionStorage.getItem("bench-marks") || "{}");
    if (once && marks[name]) return;
    marks[name] = performance.timeOrigin + performance.now();
    sessionStorage.setItem("bench-marks", JSON.stringify(marks));
  };
  sessionStorage.removeItem("bench-marks");
  window.addEventListener("keydown", (event) => event.code === "KeyV" && (event.ctrlKey || event.metaKey) && mark("ctrl+v"), true);
  window.addEventListener("paste", () => mark("pasted"));
  window.addEventListener("submit", () => mark("submit"), true);
  window.addEventListener("beforeunload", () => mark("leave"));
  new MutationObserver(() => document.querySelector(".error-match") && mark("pinned", true))
    .observe(document.body, { subtree: true, childList: true });
}"""


def _ready(page, base_url: str, text: str, selector: str) -> None:
    page.goto(base_url, wait_until="load")
    page.evaluate("text => navigator.clipboard.writeText(text)", text)
    page.click(selector)  # focus: the catalogue is fetched now, as when a reader clicks before pasting
    page.wait_for_load_state("networkidle")
    page.evaluate(MARKS)


def _marks(page) -> dict:
    return page.evaluate('JSON.parse(sessionStorage.getItem("bench-marks") || "{}")')


def time_box(page, base_url: str, text: str) -> float:
    """Seconds the "Paste your error" box takes: from Ctrl+V to the paste in the box, plus from "Find the page"
    to leaving for the page found."""
    _ready(page, base_url, text, BOX)
    page.keyboard.press("Control+V")
    page.click("#error-lookup button[type=submit]")
    page.wait_for_url(lambda url: url.rstrip("/").endswith(TARGET.rstrip("/")), wait_until="commit", timeout=30_000)
    m = _marks(page)
    return ((m["pasted"] - m["ctrl+v"]) + (m["leave"] - m["submit"])) / 1000


def time_search(page, base_url: str, text: str) -> float:
    """Seconds from Ctrl+V in the search box to the page found pinned first in the results."""
    _ready(page, base_url, text, SEARCH)
    page.keyboard.press("Control+V")
    page.wait_for_selector(f'.md-search-result__item.error-match > a[href$="{TARGET}"]', timeout=30_000)
    m = _marks(page)
    return (m["pinned"] - m["ctrl+v"]) / 1000


def bench_rows(site: Path, runs: int = 1) -> list[tuple[str, str, str, str]]:
    """(label, value, budget, PASS/FAIL) for the lookup of a 2 MB paste and of a 100k-character token (one timing
    each: `runs` is the benchmark's, for its other figures)."""
    from playwright.sync_api import sync_playwright

    rows = []
    with publish.serve_site(site, compressed=False) as base_url, sync_playwright() as playwright:
        browser = publish.launch_chromium(playwright)
        context = browser.new_context()
        context.grant_permissions(["clipboard-read", "clipboard-write"], origin=base_url.rstrip("/"))
        page = context.new_page()
        for label, text in (("2 MB log + traceback", big_log_paste()),
                            ("100k-character token", long_token_paste())):
            for where, measure in (("box", time_box), ("search", time_search)):
                seconds = statistics.median(measure(page, base_url, text) for _ in range(RUNS))
                rows.append((f"error lookup, {label}, {where} (s)", f"{seconds:.3f}", f"<= {BUDGET_SECONDS:g}",
                             "PASS" if seconds <= BUDGET_SECONDS else "FAIL"))
        browser.close()
    return rows


def main(argv: list[str]) -> int:
    with tempfile.TemporaryDirectory(prefix="lookup-bench-") as tmp:
        site = Path(argv[0]) if argv else Path(tmp)
        if not argv:
            subprocess.run([sys.executable, "-m", "mkdocs", "build", "--strict", "-q", "-d", str(site)], check=True,
                           env={**os.environ, "NO_MKDOCS_2_WARNING": "1"})
        for label, value, budget, verdict in bench_rows(site):
            print(f"| {label:<52} | {value:>6} | {budget:>6} | {verdict} |")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
