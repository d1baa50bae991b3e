"""Publishing: the public address, tags for shared links and crawlers, and Lighthouse on a phone.

As an MkDocs hook (mkdocs.yml `hooks:`) it dates each page in the sitemap by the last commit that changed
the page or one of its snippets, and writes robots.txt. The page templates (Open Graph, Twitter card, the
404 page) are in overrides/.

Run alone, it serves a built site gzip-compressed on 127.0.0.1 and prints Lighthouse's scores (mobile
preset) for the home page, one error page and the tutorial, or for every page:

    python -m torchdocs.publish                         # builds the site into a temporary folder first
    python -m torchdocs.publish site/                   # an existing build
    python -m torchdocs.publish site/ --every-page --runs 3
"""

from __future__ import annotations

import argparse
import contextlib
import functools
import gzip
import http.server
import json
import os
import re
import statistics
import subprocess
import sys
import tempfile
import threading
from pathlib import Path

from mkdocs.exceptions import PluginError
from mkdocs.plugins import event_priority

ROOT = Path(os.environ.get("TORCHDOCS_ROOT") or Path(__file__).resolve().parent.parent).resolve()
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


# ---------------------------------------------------------------------------------------------- MkDocs hooks
def last_changed(paths: list[Path]) -> str | None:
    """The UTC date (YYYY-MM-DD) of the last commit that changed one of `paths`; None outside a git checkout."""
    done = subprocess.run(["git", "log", "-1", "--date=format-local:%Y-%m-%d", "--format=%cd", "--",
                           *map(str, paths)], cwd=ROOT, capture_output=True, text=True, env={**os.environ, "TZ": "UTC"})
    return done.stdout.strip() or None


def uncommitted() -> set[Path] | None:
    """The files that differ from the last commit (changed, added or not yet tracked); None outside git."""
    done = subprocess.run(["git", "status", "--porcelain", "--untracked-files=all", "--no-renames", "-z"], cwd=ROOT,
                          capture_output=True, text=True)
    if done.returncode != 0:
        return None
    top = subprocess.run(["git", "rev-parse", "--show-toplevel"], cwd=ROOT, capture_output=True, text=True).stdout.strip()
    return {(Path(top) / entry[3:]).resolve() for entry in done.stdout.split("\0") if entry}


_sources: dict[str, list[Path]] = {}  # page (relative to docs/) -> its snippets and their recorded outputs
_uncommitted: set[Path] | None = None


def on_pre_build(config):
    from torchdocs.pages import usages

    global _uncommitted
    _uncommitted = uncommitted()
    _sources.clear()
    for usage in usages():
        _sources.setdefault(usage.page, []).extend([usage.path, usage.recorded])


def on_page_markdown(markdown, page, config, files):
    """The sitemap's <lastmod>: the last commit that changed the page or one of its snippets (and their outputs),
    so two builds of one commit are identical. A page with uncommitted changes (in it or its snippets) has no
    <lastmod> until they are committed: its date is not known yet, and a build date would differ build to build.
    Without git (a copy of the repository) MkDocs' build date stays."""
    from torchdocs.pages import DOCS

    sources = [DOCS / page.file.src_uri, *_sources.get(page.file.src_uri, [])]
    if _uncommitted and any(path.resolve() in _uncommitted for path in sources):
        page.update_date = ""
        return markdown
    date = last_changed(sources)
    if date:
        page.update_date = date
    return markdown


# Less markup in code blocks (Pygments gives every token its own <span>): a name (`n`) is shown in the code's
# own colour and whitespace (`w`) has no style, so both become plain text; neighbouring tokens of one class
# become one span. The text and the colours stay the same; a long page holds a third fewer elements.
_PRE = re.compile(r"<pre\b.*?</pre>", re.S)
_UNSTYLED = re.compile(r'<span class="[nw]">([^<]*)</span>|<span></span>')
_NEIGHBOURS = re.compile(r'<span class="(?!hll|gd|gi)([a-z0-9]+)">([^<]*)</span><span class="\1">([^<]*)</span>')


def _lighter_code(pre: re.Match) -> str:
    # A code block may scroll sideways: it takes keyboard focus (Material adds this only to blocks it has
    # processed, and content.lazy processes a block when it scrolls into view). --lines is its number of lines:
    # site.css holds a block's exact height with it while the browser skips the block (content-visibility).
    html = pre.group(0)
    lines = re.sub(r"<[^>]+>", "", html).rstrip("\n").count("\n") + 1
    code = _UNSTYLED.sub(lambda m: m.group(1) or "",
                         re.sub(r"<code(?=[ >])", f'<code tabindex="0" style="--lines:{lines}"', html, count=1))
    while True:
        merged = _NEIGHBOURS.sub(r'<span class="\1">\2\3</span>', code)
        if merged == code:
            return code
        code = merged


@event_priority(50)  # after the snippets' HTML is in the page (hooks.py), before the search plugin reads it
def on_page_context(context, page, config, nav):
    """Search previews show a block's text without its tags: a code block's title ("Output", a file name) and
    the summary of a folded block are followed by a line break, so they do not run into the words after them."""
    page.content = page.content.replace('</span><pre>', '</span>\n<pre>').replace("</summary>", "</summary>\n")
    return context


# An error page's <h1> is the whole message, identifiers and all. On a phone it may break only between words or
# after punctuation (`.` `_` `(` `[` `,` `=` `/`): <wbr> marks those places, and CSS forbids breaking elsewhere.
_H1 = re.compile(r"<h1>(.*?)</h1>", re.S)
_BREAK_AFTER = re.compile(r"([._(\[,=/])(?=\w)")


def _breakable_title(h1: re.Match) -> str:
    parts = re.split(r"(<[^>]+>|&[a-z#0-9]+;)", h1.group(1))  # leave tags and entities whole
    text = "".join(part if part.startswith(("<", "&")) else _BREAK_AFTER.sub(r"\1<wbr>", part) for part in parts)
    return f'<h1 class="error-title">{text}</h1>'


def on_post_page(output, page, config):
    if page.meta.get("error"):
        output = _H1.sub(_breakable_title, output, count=1)
    return _PRE.sub(_lighter_code, output)


# Edits of Material's bundle (Material 9.8.2, pinned). A Material whose bundle no longer holds one of these
# expressions exactly once fails the build.
BUNDLE_EDITS = {
    # Material loads the search index (search/search_index.json, the largest file of a first visit) and hands it
    # to its search worker as soon as a page opens. These two make both wait for the first search: the worker
    # gets the index when the search box opens (as Material already does for a site opened from file://), and
    # search.highlight fetches it only on a page opened from a search result (`?h=...`).
    'L($(location.protocol!=="file:"),Je("search")).pipe(Re(o=>o),b(()=>t))':
        'Je("search").pipe(Re(o=>o),b(()=>t))',
    'z([t,r.pipe(Q(we()),g(o=>!!o.searchParams.get("h")))]).pipe(m(([o,n])=>':
        'r.pipe(Q(we()),g(o=>!!o.searchParams.get("h")),b(n=>t.pipe(m(o=>[o,n])))).pipe(m(([o,n])=>',
    # The palette toggle restyled every element of the page two to three times as it opened (a phone's main
    # thread was blocked longest here): it added a <meta name="color-scheme"> and then set it, and it marked
    # the body as switching palettes, each a change that restyles the whole document. These leave the colour
    # scheme to the stylesheets (site.css gives the root element the palette's scheme) and mark a switch only
    # when a colour attribute of the body really changes.
    'let o=x("meta",{name:"color-scheme"});document.head.appendChild(o);': "let o={};",
    'if(document.body.setAttribute("data-md-color-switching",""),s.color.media==="(prefers-color-scheme)")':
        'if(s.color.media==="(prefers-color-scheme)")',
    "for(let[a,c]of Object.entries(s.color))document.body.setAttribute(`data-md-color-${a}`,c);":
        "for(let[a,c]of Object.entries(s.color))document.body.getAttribute(`data-md-color-${a}`)!==c&&"
        '(a==="media"||document.body.setAttribute("data-md-color-switching",""),'
        "document.body.setAttribute(`data-md-color-${a}`,c));",
}


def edit_bundle(site: Path) -> None:
    """Edit Material's bundle (BUNDLE_EDITS), and drop its source maps, which no longer match it."""
    (bundle,) = (site / "assets" / "javascripts").glob("bundle.*.min.js")
    code = bundle.read_text(encoding="utf-8")
    if all(new in code for new in BUNDLE_EDITS.values()):
        return  # already edited (a rebuild by `mkdocs serve` that did not copy the theme again)
    for old, new in BUNDLE_EDITS.items():
        if code.count(old) != 1:
            raise PluginError(f"torchdocs/publish.py: {bundle.name} does not hold {old!r} once: Material changed; "
                              "update BUNDLE_EDITS")
        code = code.replace(old, new)
    bundle.write_text(re.sub(r"\n//# sourceMappingURL=\S+\n?$", "\n", code), encoding="utf-8")
    for source_map in (site / "assets" / "javascripts").rglob("*.js.map"):
        source_map.unlink()
        script = source_map.with_suffix("")
        script.write_text(re.sub(r"\n//# sourceMappingURL=\S+\n?$", "\n", script.read_text(encoding="utf-8")),
                          encoding="utf-8")


def on_post_build(config):
    """robots.txt (everything may be crawled; the sitemap is named when the public address is known), and
    Material's bundle edited (BUNDLE_EDITS)."""
    site = Path(config["site_dir"])
    lines = ["User-agent: *", "Allow: /"]
    if config["site_url"]:
        lines.append(f"Sitemap: {config['site_url'].rstrip('/')}/sitemap.xml")
    (site / "robots.txt").write_text("\n".join(lines) + "\n", encoding="utf-8")
    edit_bundle(site)


# ---------------------------------------------------------------------------------------------- serving
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


def launch_chromium(playwright):
    """CHROMIUM, headless, driven by Playwright (a sync_playwright() of the calling thread)."""
    return playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)


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


def bench_rows(site: Path, runs: int = BENCH_RUNS, pages=tuple(BENCH_PAGES.items())) -> list[tuple[str, str, str, str]]:
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


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m torchdocs.publish", description="Lighthouse on a phone.")
    parser.add_argument("site", nargs="?", type=Path, help="a built site (default: build one now)")
    parser.add_argument("--every-page", action="store_true", help="every page of the site, not only BENCH_PAGES")
    parser.add_argument("--runs", type=int, default=BENCH_RUNS, help=f"runs per page (default {BENCH_RUNS})")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as tmp:
        site = args.site
        if site is None:
            site = Path(tmp) / "site"
            env = {**os.environ, "NO_MKDOCS_2_WARNING": "1"}
            subprocess.run([sys.executable, "-m", "mkdocs", "build", "--strict", "-d", str(site)],
                           cwd=ROOT, env=env, check=True)
        pages = tuple(BENCH_PAGES.items())
        if args.every_page:
            pages = tuple(("page", path) for path in page_paths(site))
        rows = bench_rows(site, args.runs, pages)
    width = max(len(row[0]) for row in rows)
    failed = False
    for label, value, budget, verdict in rows:
        print(f"| {label:<{width}} | {value:>6} | {budget:>6} | {verdict:4} |", flush=True)
        failed = failed or verdict == "FAIL"
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
