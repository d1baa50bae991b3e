"""Browser tests: the built site, served on 127.0.0.1, driven by Playwright in Debian's Chromium."""

from __future__ import annotations

import os
import queue
import subprocess
import sys
import threading
from concurrent.futures import Future, ThreadPoolExecutor
from pathlib import Path
from urllib.parse import urlsplit

import pytest

from torchdocs import measure
from torchdocs.runner import ROOT

CHROMIUM = Path(measure.CHROMIUM)
DOCS = ROOT / "docs"


def page_sources() -> list[str]:
    """Every page the build writes, by its source: each Markdown file under docs/ (relative to it; docs/_includes is
    excluded by mkdocs.yml), and 404.html (from overrides/). The browser tests that check each page are parametrized
    by these (`page`), so that `--changed` and CI's shards can pick pages; test_pages.py checks that they are every
    page of the built site."""
    sources = [p.relative_to(DOCS).as_posix() for p in DOCS.rglob("*.md") if "_includes" not in p.parts]
    return [*sorted(sources), "404.html"]


def url_path(src: str) -> str:
    """A page's URL path under the site's address: "" for the home page, "errors/x/", "404.html"."""
    if src.endswith(".html"):
        return src
    return "" if src == "index.md" else src.removesuffix("index.md").removesuffix(".md").rstrip("/") + "/"


def source_of(path: str) -> str:
    """The inverse of url_path (for a page of measure.BENCH_PAGES)."""
    return next(src for src in page_sources() if url_path(src) == path)


def selected_pages(request, tests: tuple[str, ...]) -> list[str]:
    """The `page` parameters of the `tests` this session runs (all pages, unless --changed, -k or a shard left some
    out): a session fixture does the work of exactly those pages, all at once."""
    return list(dict.fromkeys(item.callspec.params["page"] for item in request.session.items
                              if getattr(item, "originalname", "") in tests and "page" in item.callspec.params))
AXE = Path(__file__).parent / "node_modules" / "axe-core" / "axe.min.js"
SCREENSHOTS = ROOT / "test-results" / "screenshots"
DESKTOP = {"width": 1280, "height": 900}
PHONE = {"width": 375, "height": 740}


@pytest.fixture(scope="session")
def site(request, tmp_path_factory) -> Path:
    """The strict build of the site: the suite's shared build when other tests need it anyway, else our own."""
    if os.environ.get("BROWSER_TEST_SITE"):  # a site built beforehand (e.g. `mkdocs build -d ...`)
        return Path(os.environ["BROWSER_TEST_SITE"]).resolve()
    here = Path(__file__).parent
    if any("built_site" in item.fixturenames and not Path(str(item.path)).is_relative_to(here)
           for item in request.session.items):
        return request.getfixturevalue("built_site")
    dest = tmp_path_factory.mktemp("site-browser")
    env = {**os.environ, "NO_MKDOCS_2_WARNING": "1"}
    done = subprocess.run([sys.executable, "-m", "mkdocs", "build", "--strict", "-d", str(dest)], cwd=ROOT, env=env,
                          capture_output=True, text=True)
    if done.returncode or "WARNING" in done.stderr:
        pytest.fail(f"strict build failed (exit {done.returncode}):\n{done.stderr}", pytrace=False)
    return dest


@pytest.fixture(scope="session")
def base_url(site) -> str:
    """The built site over HTTP on 127.0.0.1 (a free port, files as they are), for the whole session."""
    with measure.serve_site(site, compressed=False) as base:
        yield base


@pytest.fixture(scope="session")
def pages(site) -> list[str]:
    """Every page of the built site, as URL paths: each index.html, and 404.html."""
    return sorted([*measure.page_paths(site), "404.html"])


@pytest.fixture(scope="session", autouse=True)
def lighthouse_reports(request, site) -> dict:
    """Lighthouse (accessibility, best practices, SEO) on the pages of measure.BENCH_PAGES that this session tests,
    served compressed: started with the first browser test and run one after another in a thread, with its own
    Chromium, while the other browser tests go on (tests/browser/test_publish.py reads the reports). Page (its
    source) -> Future of the report."""
    wanted = selected_pages(request, ("test_lighthouse_accessibility_best_practices_and_seo",))
    if not wanted:
        yield {}
        return
    with measure.serve_site(site) as base, ThreadPoolExecutor(max_workers=1) as pool:
        reports = {src: pool.submit(measure.lighthouse, base + url_path(src), ("accessibility", "best-practices", "seo"))
                   for src in wanted}
        yield reports
        for report in reports.values():
            report.cancel()


@pytest.fixture(scope="session")
def browser():
    if not CHROMIUM.is_file():
        pytest.fail(f"Chromium not found at {CHROMIUM}: install Debian's `chromium` package "
                    "(apt-get install chromium) or set CHROMIUM to its path", pytrace=False)
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        browser = measure.launch_chromium(playwright)
        yield browser
        browser.close()


@pytest.fixture(scope="session")
def axe_script() -> Path:
    if not AXE.is_file():
        pytest.fail(f"{AXE} is missing: run `npm ci --prefix tests/browser`", pytrace=False)
    return AXE


# Screenshots of the pages are for a person to look at (no test reads them): taken with TORCHDOCS_SCREENSHOTS=1 (of the
# first screen; of whole pages with TORCHDOCS_FULL_SCREENSHOTS=1, which implies it). They cost about a tenth of a
# page's checks.
FULL_SCREENSHOTS = os.environ.get("TORCHDOCS_FULL_SCREENSHOTS") == "1"
TAKE_SCREENSHOTS = FULL_SCREENSHOTS or os.environ.get("TORCHDOCS_SCREENSHOTS") == "1"


def screenshot(page, name: str, full_page: bool = False) -> None:
    """test-results/screenshots/<name>.png of `page`, when screenshots are asked for (TAKE_SCREENSHOTS)."""
    if TAKE_SCREENSHOTS:
        SCREENSHOTS.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=SCREENSHOTS / f"{name}.png", full_page=full_page)


@pytest.fixture(scope="session")
def screenshots() -> Path | None:
    """Where the screenshots go, if they are taken (TAKE_SCREENSHOTS), else None."""
    if not TAKE_SCREENSHOTS:
        return None
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    print(f"\nscreenshots: {SCREENSHOTS}")
    return SCREENSHOTS


class Visit:
    """A browser context and its page that records what every page does (requests leaving 127.0.0.1, console
    errors). Contexts are reused from test to test (one per viewport): `reset` gives the next test what a fresh
    context has (no stored palette or search state, an empty clipboard, no recorded requests or errors)."""

    def __init__(self, browser, base_url: str, viewport: dict):
        self.base_url = base_url
        self.viewport = viewport
        self.context = browser.new_context(viewport=viewport, color_scheme="light", service_workers="block")
        self.context.grant_permissions(["clipboard-read", "clipboard-write"], origin=base_url.rstrip("/"))
        self.requests: list[str] = []  # every request that did not go to 127.0.0.1
        self.errors: list[str] = []  # console errors and uncaught exceptions
        self.context.route("**/*", self._route)
        self.page = self.context.new_page()
        self.page.on("console", lambda msg: msg.type == "error" and self.errors.append(f"console: {msg.text}"))
        self.page.on("pageerror", lambda exc: self.errors.append(f"uncaught: {exc}"))

    def _route(self, route):
        url = route.request.url
        if urlsplit(url).hostname != "127.0.0.1" and not url.startswith(("data:", "blob:")):
            self.requests.append(url)
            route.abort()
        else:
            route.continue_()

    def goto(self, path: str, wait_until: str = "networkidle"):
        self.page.goto(self.base_url + path, wait_until=wait_until)
        return self.page

    def reset(self) -> Visit:
        """Leave the page and forget what the last test stored (palette, search, clipboard) and recorded."""
        if len(self.context.pages) != 1 or self.page.is_closed():
            raise RuntimeError("a test opened or closed pages")
        if self.page.url.startswith(self.base_url):
            self.page.evaluate("async () => { localStorage.clear(); sessionStorage.clear(); "
                               "await navigator.clipboard.writeText('') }")
        self.context.clear_cookies()
        self.page.goto("about:blank")
        self.page.set_viewport_size(self.viewport)  # a step may have resized it (the first screen, 320 px)
        self.requests.clear()
        self.errors.clear()
        return self

    def close(self):
        self.context.close()


class Contexts:
    """One Visit per viewport, shared by the tests that use one browser (opening a context costs more than clearing
    one): contexts(viewport) is that viewport's Visit, reset."""

    def __init__(self, browser, base_url: str):
        self.browser, self.base_url = browser, base_url
        self.visits: dict[tuple, Visit] = {}

    def __call__(self, viewport=DESKTOP) -> Visit:
        key = tuple(sorted(viewport.items()))
        if key in self.visits:
            try:
                return self.visits[key].reset()
            except Exception:  # noqa: BLE001  (a test left its page closed or opened others: start afresh)
                self.visits.pop(key).close()
        self.visits[key] = Visit(self.browser, self.base_url, viewport)
        return self.visits[key]

    def close(self):
        for v in self.visits.values():
            v.close()


@pytest.fixture(scope="session")
def _reused(browser, base_url):
    contexts = Contexts(browser, base_url)
    yield contexts
    contexts.close()


class Pool:
    """Work split by page over every core: one thread per core, each driving its own Chromium (Playwright's sync
    API belongs to the thread that started it). map(fn, items) runs fn(visit, item) for each item on the next free
    thread, `visit` being that thread's Contexts (as the `visit` fixture), and returns the results in order."""

    def __init__(self, base_url: str, workers: int):
        self.tasks: queue.Queue = queue.Queue()
        self.threads = [threading.Thread(target=self._work, args=(base_url,), daemon=True) for _ in range(workers)]
        for thread in self.threads:
            thread.start()

    def _work(self, base_url: str):
        from playwright.sync_api import sync_playwright

        with sync_playwright() as playwright:
            try:
                browser, failed = measure.launch_chromium(playwright), None
                contexts = Contexts(browser, base_url)
            except Exception as exc:  # noqa: BLE001  (every task of this thread reports it)
                browser, failed = None, exc
            while (task := self.tasks.get()) is not None:
                fn, item, future = task
                try:
                    if failed:
                        raise failed
                    future.set_result(fn(contexts, item))
                except Exception as exc:  # noqa: BLE001  (re-raised in the test that waits for it)
                    future.set_exception(exc)
            if browser:
                contexts.close()
                browser.close()

    def submit(self, fn, item) -> Future:
        """fn(visit, item) on the next free thread; its Future."""
        future: Future = Future()
        self.tasks.put((fn, item, future))
        return future

    def map(self, fn, items) -> list:
        futures = [self.submit(fn, item) for item in items]
        return [future.result(timeout=600) for future in futures]

    def close(self):
        for _ in self.threads:
            self.tasks.put(None)
        for thread in self.threads:
            thread.join(timeout=60)


@pytest.fixture(scope="session")
def pool(browser, base_url):
    """Pool of one Chromium per core, for the tests that visit every page (the page tour, the copy buttons, the
    error titles at 320 px); `browser` first, so a missing Chromium fails with its own message."""
    workers = Pool(base_url, os.cpu_count() or 1)
    yield workers
    workers.close()


@pytest.fixture
def visit(_reused):
    """visit(viewport=DESKTOP) -> Visit with nothing stored by an earlier visit: the shared context of that
    viewport, reset. Each call starts a new visit (an earlier Visit of the same viewport is that same object)."""
    return _reused


# The per-page work of the page tour (test_pages.py) and of the title at 320 px (test_publish.py), on one load of each
# page at each width (a load and a reset cost about as much as a page's checks at one width): each module names its
# steps in PAGE_STEPS, as (width, order, step, the tests the step serves), and on each visit of a page the steps run
# by their order. Desktop: the tour. Phone: the tour, then the title at 320 px (it reads only the layout, which the
# resize lays out anew). A step is fn(visit, page, path) -> what its tests read. The copy buttons
# (test_copy_button.py) keep a load of their own, as a task of the pool: on the same visit as the tour (after its
# checks, or on a new load right after it) some blocks' copy buttons copied nothing, now and then.
STEP_MODULES = ("test_pages", "test_publish")
WIDTHS = {"desktop": DESKTOP, "phone": PHONE}


def visit_page(contexts, path: str, steps: dict[str, list]) -> dict:
    """The steps of one page (a thread of the pool): at each width, one load, then each step on it. A step that
    raises leaves the page as it was: the next step starts on a new load. Step name -> its result or exception."""
    results = {}
    for width, viewport in WIDTHS.items():
        page = None
        for fn in steps[width]:
            if page is None:
                v = contexts(viewport)
                page = v.goto(path, wait_until="load")
            try:
                results[fn.__name__] = fn(v, page, path)
            except Exception as exc:  # noqa: BLE001  (re-raised in the tests of that step)
                results[fn.__name__], page = exc, None
    return results


@pytest.fixture(scope="session")
def page_visits(request, pool) -> dict:
    """Every selected page visited once at each width, with the steps of the tests selected for it (all pages
    submitted to the pool at once): page (its source) -> Future of {step name: result}; step_result() reads one."""
    import importlib

    wanted: dict[str, dict[str, list]] = {}
    for module_name in STEP_MODULES:
        module = importlib.import_module(f"{__package__}.{module_name}" if __package__ else module_name)
        for width, order, fn, tests in module.PAGE_STEPS:
            for src in selected_pages(request, tests):
                wanted.setdefault(src, {w: [] for w in WIDTHS})[width].append((order, fn))
    wanted = {src: {width: [fn for _, fn in sorted(steps, key=lambda step: step[0])] for width, steps in by_width.items()}
              for src, by_width in wanted.items()}
    return {src: pool.submit(lambda contexts, src=src, steps=steps: visit_page(contexts, url_path(src), steps), src)
            for src, steps in wanted.items()}


def step_result(page_visits: dict, src: str, step) -> object:
    """What `step` found on page `src` (raising what it raised)."""
    result = page_visits[src].result(timeout=600)[step.__name__]
    if isinstance(result, Exception):
        raise result
    return result
