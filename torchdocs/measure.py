"""Measuring the site, in one place: the static server every measurement (and the browser tests) reads the built
site from, Chromium, the time of a command or a build, the weight of a first visit, the error lookup's time on the
largest pastes, and Lighthouse. `torchdocs/bench.py` (`make bench`) puts these figures in its table; the browser
tests use the server, Chromium, the pastes and Lighthouse; `torchdocs/publish.py` holds only what a build does.

    python -m torchdocs.measure lighthouse [SITE] [--every-page] [--runs N]   # Lighthouse's scores (mobile preset)
    python -m torchdocs.measure lookup [SITE]                                 # the lookup of the largest pastes
    python -m torchdocs.measure search [--runs N]                             # the first search on a phone, 2/all/100 pages

SITE is a built site (default: a strict build into a temporary folder first). Lighthouse runs on the site served
gzip-compressed on 127.0.0.1, the home page, one error page and the tutorial (BENCH_PAGES), or every page.

The lookup: two pastes, a 2 MB log followed by a traceback, and a traceback holding one 100,000-character token.
Each is pasted into the home page's "Paste your error" box and looked up (from Ctrl+V to the paste in the box, plus
from "Find the page" to leaving for the page found), and pasted into the search box (from Ctrl+V to the page found
pinned first in the results). Chromium's reading of the clipboard is included. Timed in the page, median of 3.
Budget: 1 s each. The browser tests (tests/browser/test_find_error.py) use the same pastes and timings.
"""

from __future__ import annotations

import argparse
import contextlib
import functools
import gzip
import http.server
import json
import os
import signal
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from urllib.parse import urlparse

ROOT = Path(os.environ.get("TORCHDOCS_ROOT") or Path(__file__).resolve().parent.parent).resolve()
PYTHON = sys.executable
NO_RUN = "TORCHDOCS_RUN_PAGES"  # read by torchdocs/fence.py: set to "" (no page's snippets run) for the floor build
COPY_IGNORED = (".git", ".venv", "site", "test-results", "__pycache__", "*.egg-info", ".pytest_cache",
                "node_modules", ".cache")  # what a copy of the repository leaves out (the bench's copies too)
LIGHTHOUSE = ROOT / "tests" / "browser" / "node_modules" / "lighthouse" / "cli" / "index.js"
# Debian's Chromium (Playwright's own browser download does not work here), for Lighthouse, the browser tests and
# the benchmark; CHROMIUM overrides its path.
CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync", "--no-first-run"]
CATEGORIES = ("performance", "accessibility", "best-practices", "seo")
# The pages Lighthouse measures: the home page, the error page with the most markup, the tutorial.
BENCH_PAGES = {
    "home page": "",
    "error page": "errors/grad-implicitly-created-scalar-outputs/",
    "tutorial": "tutorials/backward-non-scalar-output/",
}
BUDGETS = {"performance": 95, "accessibility": 100, "best-practices": 100, "seo": 100}
UNUSED_PATTERNS = ("pyodide", "markdown_exec", "markdown-exec")  # assets no page of this site may load


# ---------------------------------------------------------------------------------------------- timing a command
def env(**extra) -> dict:
    """The environment for a child: never the floor switch unless asked, never another TORCHDOCS_ROOT."""
    result = {key: value for key, value in os.environ.items() if key not in (NO_RUN, "TORCHDOCS_ROOT")}
    result["NO_MKDOCS_2_WARNING"] = "1"
    result.update(extra)
    return result


def timed(command: list[str], cwd: Path = ROOT, check: bool = True, timeout: float | None = None, **extra_env):
    """Wall time of a subprocess in seconds and its exit code; (None, None) if it ran out of time. (Its CPU time:
    cpu_seconds() before and after.)"""
    start = time.perf_counter()
    # Its own process group, so that a timeout also ends what it started (a browser, a server).
    child = subprocess.Popen(
        command, cwd=cwd, env=env(**extra_env), stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
        start_new_session=True,
    )
    try:
        out, err = child.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        os.killpg(child.pid, signal.SIGKILL)
        child.communicate()
        return None, None
    seconds = time.perf_counter() - start
    if check and child.returncode != 0:
        raise RuntimeError(f"{' '.join(command)} failed ({child.returncode}):\n{out[-3000:]}{err[-3000:]}")
    return seconds, child.returncode


def build(dest: Path, config: Path = ROOT / "mkdocs.yml", cwd: Path = ROOT, **extra_env) -> float:
    """Seconds of a strict build (`mkdocs build --strict` in a subprocess) into `dest`."""
    command = [PYTHON, "-m", "mkdocs", "build", "--strict", "--quiet", "-f", str(config), "-d", str(dest)]
    return timed(command, cwd=cwd, **extra_env)[0]


def cpu_seconds() -> float:
    """CPU time (user + system) of this process's children that have ended, and theirs: what a command waited for
    with `timed` cost the machine, every process it started included (each one waited for by its parent)."""
    import resource

    used = resource.getrusage(resource.RUSAGE_CHILDREN)
    return used.ru_utime + used.ru_stime


class CpuGroup:
    """The CPU-seconds of a command and of every process it starts, counted by a cgroup of its own (cgroup v1's
    cpuacct, where this machine's root may make one): unlike cpu_seconds(), it counts processes nobody waits for,
    as Chromium's renderers (measured 2026-12-01: a page tour in Chromium, 49 CPU-seconds in its cgroup, 14.5 in
    RUSAGE_CHILDREN). `prefix` goes first in a `sh -c` script (it moves the shell into the group); `cpu()` reads it
    once the command has ended. None from make() where no cgroup can be made: then cpu_seconds() is all there is."""

    ROOT = Path("/sys/fs/cgroup/cpuacct")

    def __init__(self, path: Path):
        self.path = path
        self.prefix = f"echo $$ > {path}/cgroup.procs && "

    @classmethod
    def make(cls) -> CpuGroup | None:
        try:
            path = cls.ROOT / f"torchdocs-bench-{os.getpid()}-{time.monotonic_ns()}"
            path.mkdir()
            return cls(path)
        except OSError:
            return None

    def cpu(self) -> float:
        seconds = int((self.path / "cpuacct.usage").read_text()) / 1e9
        try:
            self.path.rmdir()
        except OSError:  # a process of the command still lingers: the group stays until the machine restarts
            pass
        return seconds


# ---------------------------------------------------------------------------------------------- the static server
class QuietHandler(http.server.SimpleHTTPRequestHandler):
    """Static files as they are, without a log line per request."""

    def log_message(self, format, *args):  # noqa: A002
        pass


class CompressedHandler(QuietHandler):
    """Static files, gzip-compressed when the client accepts it (as any static host should serve them)."""

    COMPRESSIBLE = (".html", ".css", ".js", ".json", ".xml", ".svg", ".txt", ".map")

    def send_head(self):
        path = Path(self.translate_path(self.path))
        if path.is_dir() and self.path.split("?")[0].endswith("/"):
            path = path / "index.html"
        if (path.suffix not in self.COMPRESSIBLE or not path.is_file()
                or "gzip" not in self.headers.get("Accept-Encoding", "")):
            return super().send_head()  # also the redirect of a folder without its trailing slash
        body = gzip.compress(path.read_bytes(), compresslevel=6, mtime=0)
        self.send_response(200)
        self.send_header("Content-Type", self.guess_type(str(path)))
        self.send_header("Content-Encoding", "gzip")
        self.send_header("Content-Length", str(len(body)))
        self.send_header("Vary", "Accept-Encoding")
        self.end_headers()
        return _Body(body)


class _Body:
    """What send_head returns for do_GET to copy (and do_HEAD to close)."""

    def __init__(self, data: bytes):
        self.data = data

    def read(self, *_):
        data, self.data = self.data, b""
        return data

    def close(self):
        pass


class _Server(http.server.ThreadingHTTPServer):
    def handle_error(self, request, client_address):
        if not isinstance(sys.exc_info()[1], ConnectionError):  # the browser closed a request it aborted
            super().handle_error(request, client_address)


def page_paths(site: Path) -> list[str]:
    """Every page of a built site as its URL path under the site's address: "" for the home page, "errors/x/" for
    the others (each index.html; 404.html is not a page of the nav)."""
    return sorted("" if index.parent == site else f"{index.parent.relative_to(site).as_posix()}/"
                  for index in site.rglob("index.html"))


@contextlib.contextmanager
def serve_site(site: Path, compressed: bool = True):
    """The built site on 127.0.0.1 (a free port), gzip-compressed or as its files are; yields its base URL."""
    handler = CompressedHandler if compressed else QuietHandler
    server = _Server(("127.0.0.1", 0), functools.partial(handler, directory=str(site)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/"
    finally:
        server.shutdown()
        server.server_close()


# ---------------------------------------------------------------------------------------------- Chromium
def launch_chromium(playwright):
    """CHROMIUM, headless, driven by Playwright (a sync_playwright() of the calling thread)."""
    return playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)


# ---------------------------------------------------------------------------------------------- page weight
def page_weights(site: Path, paths: list[str] | None = None) -> list[dict]:
    """First visit to every built page (or to `paths`): bytes, requests, third-party requests, unused assets. The
    pages are shared out over one Chromium per core (what is measured is bytes, not time)."""
    paths = page_paths(site) if paths is None else paths
    workers = min(os.cpu_count() or 1, len(paths)) or 1
    # Served as the files are: the table reports bytes on the wire uncompressed, and gzips them itself.
    with serve_site(site, compressed=False) as base, ThreadPoolExecutor(workers) as pool:
        shares = pool.map(functools.partial(first_visits, base), [paths[i::workers] for i in range(workers)])
        found = {visit["page"]: visit for share in shares for visit in share}
    return [found["/" + path] for path in paths]


def first_visits(base: str, paths: list[str]) -> list[dict]:
    """first_visit to each of `paths`, in a Chromium of this thread's own (Playwright's sync API is per thread)."""
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        browser = launch_chromium(playwright)
        try:
            return [first_visit(browser, base, path) for path in paths]
        finally:
            browser.close()


def first_visit(browser, base: str, path: str) -> dict:
    context = browser.new_context()
    responses = []
    context.on("response", lambda response: responses.append(response))  # also the search worker's
    page = context.new_page()
    cdp = context.new_cdp_session(page)
    sheets = {}
    cdp.on("CSS.styleSheetAdded", lambda event: sheets.setdefault(event["header"]["styleSheetId"], event["header"]["sourceURL"]))
    cdp.send("DOM.enable")
    cdp.send("CSS.enable")
    cdp.send("CSS.startRuleUsageTracking")
    page.goto(base + path, wait_until="networkidle")
    used_sheets = {rule["styleSheetId"] for rule in cdp.send("CSS.stopRuleUsageTracking")["ruleUsage"] if rule["used"]}
    resources = []
    for response in responses:
        url = response.url
        if urlparse(url).scheme not in ("http", "https"):
            continue
        try:
            body = response.body()
        except Exception:  # noqa: BLE001  (a redirect has no body)
            body = b""
        resources.append((url, len(body), len(gzip.compress(body))))
    unused = [url for url, *_ in resources if any(pattern in url for pattern in UNUSED_PATTERNS)]
    # A stylesheet may be parsed more than once (one id each): it is unused if no rule of any of them applies.
    used_urls = {url for sheet, url in sheets.items() if sheet in used_sheets}
    unused += [f"{url} (no rule applies)" for url in sorted(set(sheets.values()) - used_urls) if url]
    context.close()
    return {
        "page": "/" + path,
        "bytes": sum(size for _, size, _ in resources),
        "gzip": sum(size for _, _, size in resources),
        "requests": len(resources),
        "third_party": [url for url, *_ in resources if urlparse(url).hostname != "127.0.0.1"],
        "unused": unused,
        "resources": sorted(resources, key=lambda item: -item[1]),
    }


# ---------------------------------------------------------------------------------------------- the lookup
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


def lookup_rows(site: Path, runs: int = 1) -> list[tuple[str, str, str, str]]:
    """(label, value, budget, PASS/FAIL) for the lookup of a 2 MB paste and of a 100k-character token (one timing
    each: `runs` is the benchmark's, for its other figures)."""
    from playwright.sync_api import sync_playwright

    rows = []
    with serve_site(site, compressed=False) as base_url, sync_playwright() as playwright:
        browser = launch_chromium(playwright)
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


# ---------------------------------------------------------------------------------------------- Lighthouse
def lighthouse(url: str, categories=CATEGORIES) -> dict:
    """One Lighthouse run (mobile preset, simulated throttling): the JSON report as a dict."""
    if not LIGHTHOUSE.is_file():
        raise RuntimeError(f"{LIGHTHOUSE} is missing: run `npm ci --prefix tests/browser`")
    command = ["node", str(LIGHTHOUSE), url, "--output=json", "--output-path=stdout", "--quiet",
               f"--only-categories={','.join(categories)}",
               "--chrome-flags=--headless=new --no-sandbox --disable-gpu"]
    done = subprocess.run(command, capture_output=True, text=True, timeout=300,
                          env={**os.environ, "CHROME_PATH": CHROMIUM})
    if done.returncode:
        raise RuntimeError(f"lighthouse {url} failed (exit {done.returncode}):\n{done.stderr[-3000:]}")
    return json.loads(done.stdout)


def scores(report: dict) -> dict[str, int]:
    return {name: round(category["score"] * 100) for name, category in report["categories"].items()}


def failing_audits(report: dict, category: str) -> list[str]:
    """The audits that cost a category points, with their titles: for a test's message."""
    refs = report["categories"][category]["auditRefs"]
    audits = report["audits"]
    return [f"{ref['id']}: {audits[ref['id']]['title']}" for ref in refs
            if ref["weight"] and audits[ref["id"]]["score"] is not None and audits[ref["id"]]["score"] < 1]


# Runs per page in the benchmark: the performance score of one page moves by up to 10 points from run to run on
# a shared machine (Lighthouse simulates a slow phone from the CPU time it measures), so the median is shown.
BENCH_RUNS = 3


def lighthouse_rows(site: Path, runs: int = BENCH_RUNS, pages=tuple(BENCH_PAGES.items())) -> list[tuple[str, str, str, str]]:
    """Lighthouse's four scores for each of `pages` ((label, path) pairs), the median of `runs` runs (the lowest and
    highest performance beside it): (label, value, budget, PASS/FAIL) rows."""
    rows = []
    with serve_site(site) as base:
        for label, path in pages:
            reports = [lighthouse(base + path) for _ in range(runs)]
            for name in CATEGORIES:
                values = [scores(report)[name] for report in reports]
                middle = statistics.median_low(values)
                spread = f" ({min(values)}-{max(values)})" if name == "performance" and runs > 1 else ""
                rows.append((f"Lighthouse {label} /{path}: {name}, median of {runs}{spread}", str(middle),
                             f">= {BUDGETS[name]}", "PASS" if middle >= BUDGETS[name] else "FAIL"))
            tbt = statistics.median_low(report["audits"]["total-blocking-time"]["numericValue"] for report in reports)
            rows.append(("  total blocking time, median (ms)", f"{tbt:.0f}", "", ""))
    return rows


# ---------------------------------------------------------------------------------------------- the first search
# A reader on a phone opens search and types a few words of an error. Timed as a mid-range phone runs it: 390 px
# wide, CPU slowed down 4 times (what Lighthouse's mobile preset simulates), a fresh browser context each time (the
# index is not cached), the site served compressed; from the words in the box to the first result shown. The floor
# of a site is the same site, the same page and the same search over an index of two pages (its search/ folder and
# search_index.json from a build of two pages): what the index costs is the ratio; what the page costs (a longer
# navigation as pages are added) is Lighthouse's to measure.
SEARCH_WORDS = "shapes cannot be multiplied"
SEARCH_PAGE = "errors/mat1-and-mat2-shapes-cannot-be-multiplied"  # where the search starts, and the floor's error page
SEARCH_THROTTLE = 4
MAX_SEARCH_RATIO = 1.25  # the first search against the same search over an index of two pages (issue 34)
SEARCH_TARGET_PAGES = 100


TYPING_SECONDS = 1.5  # from opening search to the last key of the words: a fast reader's, on a phone
SEARCH_LOADS = 9  # fresh loads a site, at least: the median of five moved by a tenth between runs


def first_search(browser, base: str) -> float:
    """Seconds from SEARCH_WORDS entered in the search box of SEARCH_PAGE (just loaded) to the first result."""
    context = browser.new_context(viewport={"width": 390, "height": 844})
    try:
        page = context.new_page()
        context.new_cdp_session(page).send("Emulation.setCPUThrottlingRate", {"rate": SEARCH_THROTTLE})
        page.goto(f"{base}{SEARCH_PAGE}/", wait_until="load")
        page.evaluate("""() => new MutationObserver(() => window.__found = window.__found ||
            (document.querySelector(".md-search-result__item") && performance.now()))
            .observe(document.body, { subtree: true, childList: true })""")
        page.focus(SEARCH)
        # A reader takes seconds to type the words after opening search: the page settles meanwhile (Material fetches
        # the search configuration on focus and starts its worker). Typed at once, the figure was mostly how far
        # the page's own start-up had got (0.2 to 0.6 s on the same site).
        page.wait_for_timeout(TYPING_SECONDS * 1000)
        start = page.evaluate("() => performance.now()")
        # The words as one input event, then the last key pressed: Material reads the query on a key's release
        # (or when its worker reports ready), so insert_text alone is never searched once the worker is ready.
        page.keyboard.insert_text(SEARCH_WORDS[:-1])
        page.keyboard.press(SEARCH_WORDS[-1])
        page.wait_for_selector(".md-search-result__item", timeout=60_000)
        return (page.evaluate("() => window.__found") - start) / 1000
    finally:
        context.close()


def search_sites(tmp: Path) -> dict[str, Path]:
    """Builds of copies of the repository, snippets off (TORCHDOCS_RUN_PAGES="": recorded outputs shown), not strict
    (the copies are not whole sites): "two pages" (the home page and SEARCH_PAGE), "today" (every page) and "100
    error pages" (every page, and copies of the error pages under new names up to 100); and the floor of each of
    the last two: the site with the search index of "two pages" in place of its own."""
    import re
    import shutil

    from torchdocs.pages import error_pages

    ignored = shutil.ignore_patterns(*COPY_IGNORED)
    sites = {}
    errors = sorted(error_pages())
    for name in ("two pages", "today", f"{SEARCH_TARGET_PAGES} error pages"):
        copy = tmp / f"search-{name.replace(' ', '-')}"
        shutil.copytree(ROOT, copy, ignore=ignored)
        docs = copy / "docs"
        if name == "two pages":
            for page in [*docs.rglob("*.md")]:
                if "_includes" not in page.parts and page.relative_to(docs).as_posix() not in ("index.md",
                                                                                             f"{SEARCH_PAGE}.md"):
                    page.unlink()
            config = (copy / "mkdocs.yml").read_text(encoding="utf-8")
            config = re.sub(r"^nav:\n(?:[ -].*\n)+", f"nav:\n  - Home: index.md\n  - Error: {SEARCH_PAGE}.md\n",
                            config, flags=re.M)
            (copy / "mkdocs.yml").write_text(config, encoding="utf-8")
        elif name != "today":
            for n in range(SEARCH_TARGET_PAGES - len(errors)):
                source = docs / errors[n % len(errors)]
                shutil.copy(source, source.with_name(f"copy-{n}-{source.name}"))
        site = tmp / f"site-{copy.name}"
        subprocess.run([PYTHON, "-m", "mkdocs", "build", "-q", "-d", str(site), "-f", str(copy / "mkdocs.yml")],
                       cwd=copy, env=env(TORCHDOCS_ROOT=str(copy), **{NO_RUN: ""}), check=True,
                       capture_output=True)
        sites[name] = site
        if name != "two pages":
            floor = sites[f"{name}, index of two pages"] = tmp / f"site-{copy.name}-floor"
            shutil.copytree(site, floor, ignore=shutil.ignore_patterns("search"))
            shutil.copytree(sites["two pages"] / "search", floor / "search")
    return sites


def search_rows(tmp: Path, runs: int = 5) -> list[tuple[str, str, str, str]]:
    """The first search (first_search) over each of search_sites, the median of `runs` fresh loads, taken in turns
    (the machine's noise hits all alike); today's and a hundred pages' each against its floor, in the same run."""
    from playwright.sync_api import sync_playwright

    sites = search_sites(tmp)
    times = {name: [] for name in sites}
    with contextlib.ExitStack() as stack, sync_playwright() as playwright:
        bases = {name: stack.enter_context(serve_site(site)) for name, site in sites.items()}
        browser = launch_chromium(playwright)
        for _ in range(max(runs, SEARCH_LOADS)):
            for name, base in bases.items():
                times[name].append(first_search(browser, base))
        browser.close()
    medians = {name: statistics.median(values) for name, values in times.items()}
    rows = [(f"first search at {SEARCH_THROTTLE}x CPU throttle, 390 px: a site of two pages (s)",
             f"{medians['two pages']:.3f}", "", "")]
    for name in ("today", f"{SEARCH_TARGET_PAGES} error pages"):
        index_kb = sum(f.stat().st_size for f in (sites[name] / "search").rglob("*") if f.is_file()) / 1000
        floor = medians[f"{name}, index of two pages"]
        rows.append((f"  {name}: first search (s); search/ holds {index_kb:.0f} KB", f"{medians[name]:.3f}", "", ""))
        rows.append((f"  {name}, the same site with an index of two pages: its floor (s)", f"{floor:.3f}", "", ""))
        ratio = medians[name] / floor
        rows.append((f"  {name} / its floor", f"{ratio:.2f}", f"<= {MAX_SEARCH_RATIO}",
                     "PASS" if ratio <= MAX_SEARCH_RATIO else "FAIL"))
    return rows


# ---------------------------------------------------------------------------------------------- command line
def strict_build_into(folder: Path) -> Path:
    site = folder / "site"
    subprocess.run([PYTHON, "-m", "mkdocs", "build", "--strict", "-q", "-d", str(site)], cwd=ROOT, env=env(), check=True)
    return site


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m torchdocs.measure", description=__doc__.split("\n")[0])
    parser.add_argument("what", choices=("lighthouse", "lookup", "search"))
    parser.add_argument("site", nargs="?", type=Path, help="a built site (default: build one now)")
    parser.add_argument("--every-page", action="store_true", help="lighthouse: every page, not only BENCH_PAGES")
    parser.add_argument("--runs", type=int, default=BENCH_RUNS, help=f"lighthouse: runs per page (default {BENCH_RUNS})")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as tmp:
        if args.what == "search":  # builds its own copies of the repository
            rows = search_rows(Path(tmp), args.runs)
        elif args.what == "lookup":
            rows = lookup_rows(args.site or strict_build_into(Path(tmp)))
        else:
            site = args.site or strict_build_into(Path(tmp))
            pages = tuple(("page", path) for path in page_paths(site)) if args.every_page else tuple(BENCH_PAGES.items())
            rows = lighthouse_rows(site, args.runs, pages)
    width = max(len(row[0]) for row in rows)
    for label, value, budget, verdict in rows:
        print(f"| {label:<{width}} | {value:>6} | {budget:>6} | {verdict:4} |", flush=True)
    return 1 if any(row[3] == "FAIL" for row in rows) else 0


if __name__ == "__main__":
    sys.exit(main())
