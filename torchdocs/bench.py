"""Benchmark the site (`make bench`): build time against its floor, cost per snippet, tests, page weight.

    python -m torchdocs.bench              # medians over 3 runs
    python -m torchdocs.bench --runs 5
    python -m torchdocs.bench --quick      # a rough look in under three minutes (see QUICK_LEAVES_OUT)

Prints one table of medians measured in this invocation, each figure beside its budget with PASS or FAIL.
The budgets are informative: the exit code is 0 whether they pass or fail. This is not part of the tests.

- build: a strict build (`mkdocs build --strict` in a subprocess) against its floor, the same build with
  snippet execution switched off (TORCHDOCS_BENCH_NO_RUN=1: torchdocs/fence.py then shows each snippet's
  recorded output). That build still imports torch once (the "verified with torch" line on each page runs
  `import torch` through markdown-exec), so the floor is that build alone; `python -c "import torch"` is
  timed beside it to show how much of the floor torch is, and a ratio with it added is shown too.
- snippets: `run_snippet` on every fence of every page, in a fresh process per run, as the build and the
  standalone check (tests/test_snippets.py) run them.
- scale: copies of the repository with N extra generated snippets on one extra page (their outputs recorded
  by `python -m torchdocs.record` in the copy), built with TORCHDOCS_ROOT pointing at the copy; the least
  squares slope of build time over N is the cost of one more snippet.
- serve: `mkdocs serve --strict` (what `make serve` runs) on a copy of the repository with an empty snippet
  cache; once it serves, a sentence is added to a page (prose edit), then a comment to one snippet (one-snippet
  edit), and the time from the edit to MkDocs' "Reloading browsers" is each rebuild, compared with the floor.
- tests: the whole suite once (`make test` without the install; `--quick`: the fast layer only), with each
  layer's share of it (fast: not browser, not fresh; fresh; browser), from each test's setup, call and teardown.
- page weight: a first visit to each built page in headless Chromium (fresh context, site served on
  127.0.0.1), after network idle: bytes of response bodies (uncompressed), requests, third-party requests,
  and stylesheets of which no rule applies to the page.
"""

from __future__ import annotations

import argparse
import functools
import gzip
import json
import os
import shutil
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from urllib.parse import urlparse

from torchdocs import lookup_bench, publish

ROOT = Path(os.environ.get("TORCHDOCS_ROOT") or Path(__file__).resolve().parent.parent).resolve()
PYTHON = sys.executable
NO_RUN = "TORCHDOCS_BENCH_NO_RUN"  # read by torchdocs/fence.py; set only for the floor build below
COPY_IGNORED = (".git", ".venv", "site", "test-results", "__pycache__", "*.egg-info", ".pytest_cache", "node_modules", ".cache")
SCALE_PAGE = "bench-scale"  # the extra page (docs/bench-scale.md) and snippet folder in the copies
UNUSED_PATTERNS = ("pyodide", "markdown_exec", "markdown-exec")  # assets no page of this site may load

# Budgets (issues 6 and 13).
MAX_BUILD_RATIO = 1.3
MAX_SERVE_PROSE_RATIO = 0.5  # serve rebuild after a prose edit, against the floor build
MAX_MS_PER_SNIPPET = 5.0
MAX_TESTS_SECONDS = 60.0  # the fast layer
MAX_SUITE_SECONDS = 240.0  # make test, after the install
MAX_BROWSER_SECONDS = 90.0
MAX_BENCH_SECONDS = {"full": 600.0, "quick": 180.0}
MAX_CHECK_SECONDS_PER_SNIPPET = 0.3
MAX_ERROR_PAGE_BYTES = 320_000  # 320 KB, 1 KB = 1000 bytes
MAX_ERROR_PAGE_REQUESTS = 10


# Figures measured elsewhere: each is a function of the built site (and the runs per figure) that returns rows
# (label, value, budget, verdict), printed in the table after the page weights.
EXTRA_ROWS: list = [lookup_bench.bench_rows, publish.bench_rows]
# --quick: what a contributor watches while working (the build against its floor, the serve rebuilds, the fast
# test layer, the weight of three pages, one Lighthouse run on the error page), in under three minutes.
QUICK_EXTRA_ROWS: list = [functools.partial(publish.bench_rows, pages=(("error page", publish.BENCH_PAGES["error page"]),))]
QUICK_LEAVES_OUT = ("the scale (build time per extra snippet), the fresh and browser test layers, the weight of the "
                    "pages other than the three of Lighthouse, the lookup of huge pastes, and Lighthouse on the home "
                    "page and the tutorial")


# ---------------------------------------------------------------------------------------------- helpers
def median(values):
    return statistics.median(values)


def env(**extra) -> dict:
    """The environment for a child: never the floor switch unless asked, never another TORCHDOCS_ROOT."""
    result = {key: value for key, value in os.environ.items() if key not in (NO_RUN, "TORCHDOCS_ROOT")}
    result["NO_MKDOCS_2_WARNING"] = "1"
    result.update(extra)
    return result


def timed(command: list[str], cwd: Path = ROOT, check: bool = True, timeout: float | None = None, **extra_env):
    """Wall time of a subprocess in seconds and its exit code; (None, None) if it ran out of time."""
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
    command = [PYTHON, "-m", "mkdocs", "build", "--strict", "--quiet", "-f", str(config), "-d", str(dest)]
    return timed(command, cwd=cwd, **extra_env)[0]


def verdict(ok: bool) -> str:
    return "PASS" if ok else "FAIL"


def slope(points: list[tuple[float, float]]) -> float:
    """Least squares slope of y over x."""
    mean_x = sum(x for x, _ in points) / len(points)
    mean_y = sum(y for _, y in points) / len(points)
    return sum((x - mean_x) * (y - mean_y) for x, y in points) / sum((x - mean_x) ** 2 for x, _ in points)


# ---------------------------------------------------------------------------------------------- snippets
def time_snippets() -> None:
    """(Run in a child: `python -m torchdocs.bench --time-snippets`.) Time run_snippet on every fence, in order."""
    from torchdocs.pages import usages
    from torchdocs.runner import run_snippet

    fences = usages()
    # The first run also starts the snippet server (torch's import): timed on its own, so that it is not
    # charged to whichever fence comes first.
    start = time.perf_counter()
    run_snippet(fences[0].path)
    timings = [["(server start + first run)", fences[0].snippet, time.perf_counter() - start]]
    for usage in fences:
        start = time.perf_counter()
        run_snippet(usage.path)
        timings.append([usage.page, usage.snippet, time.perf_counter() - start])
    print(json.dumps(timings))


def snippet_timings() -> list[list]:
    done = subprocess.run(
        [PYTHON, "-m", "torchdocs.bench", "--time-snippets"], cwd=ROOT, env=env(), capture_output=True, text=True
    )
    if done.returncode != 0:
        raise RuntimeError(f"timing the snippets failed:\n{done.stderr[-3000:]}")
    return json.loads(done.stdout.strip().splitlines()[-1])


# ---------------------------------------------------------------------------------------------- scale
def scaled_copy(tmp: Path, extra: int) -> Path:
    """A copy of the repository with `extra` trivial snippets on one more page, their outputs recorded."""
    copy = tmp / f"copy-{extra}"
    shutil.copytree(ROOT, copy, ignore=shutil.ignore_patterns(*COPY_IGNORED))
    if not extra:
        return copy
    folder = copy / "snippets" / SCALE_PAGE
    folder.mkdir()
    fences = []
    for i in range(extra):
        (folder / f"s{i:03d}.py").write_text(f"import torch\n\nprint(torch.arange(4) * {i})\n", encoding="utf-8")
        fences.append(f"```snippet\n{SCALE_PAGE}/s{i:03d}.py\n```\n")
    page = f"# {extra} generated snippets\n\nOnly in the benchmark's copies of the site.\n\n" + "\n".join(fences)
    (copy / "docs" / f"{SCALE_PAGE}.md").write_text(page, encoding="utf-8")
    # record exits 1 for unrelated reasons too (an orphan snippet of a page in progress): check our outputs only.
    timed([PYTHON, "-m", "torchdocs.record"], cwd=copy, check=False, TORCHDOCS_ROOT=str(copy))
    missing = [i for i in range(extra) if not (folder / f"s{i:03d}.out").is_file()]
    if missing:
        raise RuntimeError(f"torchdocs.record did not record the output of {len(missing)} generated snippets")
    return copy


# ---------------------------------------------------------------------------------------------- serve
def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def serve_rebuilds(tmp: Path, runs: int) -> dict[str, list[float]]:
    """`mkdocs serve --strict` on a copy of the repository (empty snippet cache); the seconds from an edit to
    "Reloading browsers", for `runs` prose edits and `runs` one-snippet edits, and the first build."""
    from torchdocs.pages import usages

    copy = tmp / "serve-copy"
    shutil.copytree(ROOT, copy, ignore=shutil.ignore_patterns(*COPY_IGNORED))
    page = copy / "docs" / "index.md"
    snippet = copy / "snippets" / next(u.snippet for u in usages() if u.raises is None)
    command = [PYTHON, "-m", "mkdocs", "serve", "--strict", "-f", str(copy / "mkdocs.yml"),
               "--dev-addr", f"127.0.0.1:{free_port()}"]
    start = time.perf_counter()
    server = subprocess.Popen(command, cwd=copy, env=env(TORCHDOCS_ROOT=str(copy), TORCHDOCS_CACHE=str(tmp / "serve-cache")),
                              stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True, start_new_session=True)
    log: list[str] = []

    def wait_for(text: str, timeout: float = 300) -> float:
        deadline = time.perf_counter() + timeout
        while time.perf_counter() < deadline:
            line = server.stderr.readline()
            if not line:
                break
            log.append(line)
            if "WARNING" in line or "ERROR" in line or "Aborted" in line:
                raise RuntimeError(f"mkdocs serve: {line}{''.join(log[-20:])}")
            if text in line:
                return time.perf_counter()
        raise RuntimeError(f"mkdocs serve never said {text!r}:\n{''.join(log[-30:])}")

    times: dict[str, list[float]] = {"first": [], "prose": [], "snippet": []}
    try:
        times["first"].append(wait_for("Serving on") - start)
        time.sleep(1)  # let the file watcher settle
        for i in range(runs):
            for kind, path, addition in (("prose", page, f"\nAn edited sentence, number {i}.\n"),
                                         ("snippet", snippet, f"# an edited comment, number {i}\n")):
                edited = time.perf_counter()
                with path.open("a", encoding="utf-8") as stream:
                    stream.write(addition)
                times[kind].append(wait_for("Reloading browsers") - edited)
                time.sleep(0.5)
    finally:
        os.killpg(server.pid, signal.SIGINT)
        try:
            server.communicate(timeout=30)
        except subprocess.TimeoutExpired:
            os.killpg(server.pid, signal.SIGKILL)
            server.communicate()
    return times


# ---------------------------------------------------------------------------------------------- tests
LAYERS_FILE = "TORCHDOCS_BENCH_LAYERS"  # read by the pytest hook below, in the suite the benchmark runs


def pytest_runtest_logreport(report):
    """(A pytest hook: the benchmark runs pytest with `-p torchdocs.bench`.) Each test phase's duration and layer."""
    if os.environ.get(LAYERS_FILE):
        layer = "browser" if "browser" in report.keywords else "fresh" if "fresh" in report.keywords else "fast"
        with open(os.environ[LAYERS_FILE], "a", encoding="utf-8") as out:
            out.write(json.dumps([layer, report.duration]) + "\n")


def suite_layers(options: list[str], tmp: Path, timeout: float) -> tuple[float | None, dict[str, float], str]:
    """Wall time of one pytest run, each layer's seconds in it, and a note on its exit code."""
    layers_file = tmp / "layers.jsonl"
    layers_file.unlink(missing_ok=True)
    report_file = tmp / "pytest-report.txt"  # its summary of failures, if any, is printed under the table
    command = [PYTHON, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-p", "torchdocs.bench", "-rfE", *options]
    command = ["sh", "-c", '"$@" > "$0" 2>&1', str(report_file), *command]
    seconds, code = timed(command, check=False, timeout=timeout, **{LAYERS_FILE: str(layers_file)})
    if seconds is None:
        return None, {}, " (timed out)"
    layers: dict[str, float] = {}
    for line in layers_file.read_text(encoding="utf-8").splitlines() if layers_file.is_file() else []:
        layer, duration = json.loads(line)
        layers[layer] = layers.get(layer, 0.0) + duration
    # 0: passed, 1: some failed, 5: nothing collected. The time is shown either way.
    if code != 0 and report_file.is_file():
        summary = report_file.read_text(encoding="utf-8").split("short test summary info")[-1]
        print("pytest:" + "\n".join(summary.splitlines()[-15:]), file=sys.stderr)
    return seconds, layers, "" if code == 0 else f" (pytest exit {code})"


# ---------------------------------------------------------------------------------------------- page weight
def page_weights(site: Path, paths: list[str] | None = None) -> list[dict]:
    """First visit to every built page (or to `paths`): bytes, requests, third-party requests, unused assets. The
    pages are shared out over one Chromium per core (what is measured is bytes, not time)."""
    paths = publish.page_paths(site) if paths is None else paths
    workers = min(os.cpu_count() or 1, len(paths)) or 1
    # Served as the files are: the table reports bytes on the wire uncompressed, and gzips them itself.
    with publish.serve_site(site, compressed=False) as base, ThreadPoolExecutor(workers) as pool:
        shares = pool.map(functools.partial(first_visits, base), [paths[i::workers] for i in range(workers)])
        found = {visit["page"]: visit for share in shares for visit in share}
    return [found["/" + path] for path in paths]


def first_visits(base: str, paths: list[str]) -> list[dict]:
    """first_visit to each of `paths`, in a Chromium of this thread's own (Playwright's sync API is per thread)."""
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        browser = publish.launch_chromium(playwright)
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


# ---------------------------------------------------------------------------------------------- main
def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m torchdocs.bench", description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=int, default=3, help="runs per figure; the table shows medians (default 3)")
    parser.add_argument("--quick", action="store_true", help="1 run, the fast test layer only, without what "
                        "QUICK_LEAVES_OUT names")
    parser.add_argument("--test-timeout", type=float, default=600, help="seconds per test suite run (default 600)")
    parser.add_argument("--time-snippets", action="store_true", help=argparse.SUPPRESS)  # the child of snippet_timings
    args = parser.parse_args(argv)
    if args.time_snippets:
        time_snippets()
        return 0
    runs = 1 if args.quick else args.runs
    extras = () if args.quick else (0, 100)
    tmp = Path(tempfile.mkdtemp(prefix="torchdocs-bench-"))
    try:
        return report(tmp, runs, extras, args.test_timeout, args.quick)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


def report(tmp: Path, runs: int, extras: tuple[int, ...], test_timeout: float, quick: bool = False) -> int:
    bench_start = time.perf_counter()
    rows = []  # (figure, value, budget, verdict)
    notes = []

    printed = 0

    def say(message):
        """Progress, and the rows measured since the last message (the table comes at the end)."""
        nonlocal printed
        for row in rows[printed:]:
            print("  " + " | ".join(row), file=sys.stderr)
        printed = len(rows)
        print(message, file=sys.stderr, flush=True)

    # build, its floor, and the snippets (interleaved, so that the machine's noise hits all alike)
    say(f"build: {runs} x (import torch, strict build, build with snippets off, run_snippet on every fence)")
    imports, builds, floors, snippet_runs = [], [], [], []
    for i in range(runs):
        imports.append(timed([PYTHON, "-c", "import torch"])[0])
        builds.append(build(tmp / f"site-{i}"))
        floors.append(build(tmp / f"floor-{i}", **{NO_RUN: "1"}))
        snippet_runs.append(snippet_timings())
    site = tmp / f"site-{runs - 1}"
    build_s, floor_s, import_s = median(builds), median(floors), median(imports)
    ratio = build_s / floor_s
    rows.append(("strict build (s)", f"{build_s:.2f}", "", ""))
    rows.append(("  floor: same build, snippets off (s)", f"{floor_s:.2f}", "", ""))
    rows.append(("  of which import torch alone (s)", f"{import_s:.2f}", "", ""))
    rows.append(("  build / floor", f"{ratio:.2f}", f"<= {MAX_BUILD_RATIO}", verdict(ratio <= MAX_BUILD_RATIO)))
    rows.append(("  build / (floor + import torch)", f"{build_s / (floor_s + import_s):.2f}", "", ""))

    say(f"serve: mkdocs serve --strict on a copy, {runs} prose edits and {runs} one-snippet edits")
    served = serve_rebuilds(tmp, runs)
    prose_s, one_snippet_s = median(served["prose"]), median(served["snippet"])
    rows.append(("serve: first build, empty cache, until serving (s)", f"{served['first'][0]:.2f}", "", ""))
    rows.append(("serve rebuild after a prose edit (s)", f"{prose_s:.2f}", "", ""))
    rows.append(("  prose rebuild / floor", f"{prose_s / floor_s:.2f}", f"<= {MAX_SERVE_PROSE_RATIO}",
                 verdict(prose_s / floor_s <= MAX_SERVE_PROSE_RATIO)))
    rows.append(("serve rebuild after a one-snippet edit (s)", f"{one_snippet_s:.2f}", "", ""))
    rows.append(("  one-snippet rebuild / floor", f"{one_snippet_s / floor_s:.2f}", "", ""))

    # The median time of each fence over the runs (matched by page and snippet: others may edit pages meanwhile).
    times = {}
    for run in snippet_runs:
        for page, snippet, seconds in run:
            times.setdefault((page, snippet), []).append(seconds)
    fences = [(page, snippet, median(times[page, snippet])) for page, snippet, _ in snippet_runs[-1][1:]]
    rows.append(("snippet server start + first run (s)", f"{median(run[0][2] for run in snippet_runs):.2f}", "", ""))
    rows.append((f"snippets executed, {len(fences)} fences (s)", f"{sum(t for *_, t in fences):.2f}", "", ""))
    for page in sorted({page for page, *_ in fences}):
        rows.append((f"  {page} (s)", f"{sum(t for on, _, t in fences if on == page):.2f}", "", ""))
    for seconds, snippet in sorted({(t, snippet) for _, snippet, t in fences}, reverse=True)[:5]:
        rows.append((f"  slow: {snippet} (s)", f"{seconds:.2f}", "", ""))

    # scale (full runs only)
    if extras:
        say(f"scale: copies with {', '.join(map(str, extras))} extra snippets, {runs} builds each")
        copies = {extra: scaled_copy(tmp, extra) for extra in extras}
        scale_times = {extra: [] for extra in extras}
        for i in range(runs):
            for extra, copy in copies.items():
                dest = tmp / f"scale-{extra}-{i}"
                scale_times[extra].append(build(dest, config=copy / "mkdocs.yml", cwd=copy, TORCHDOCS_ROOT=str(copy)))
        medians = {extra: median(times) for extra, times in scale_times.items()}
        ms_per_snippet = 1000 * slope(list(medians.items()))
        for extra, seconds in medians.items():
            rows.append((f"build with {extra} extra snippets (s)", f"{seconds:.2f}", "", ""))
        rows.append(
            ("  build time per extra snippet (ms)", f"{ms_per_snippet:.1f}", f"<= {MAX_MS_PER_SNIPPET:g}", verdict(ms_per_snippet <= MAX_MS_PER_SNIPPET))
        )

    # tests: the whole suite once (what `make test` runs after its install), with each layer's share of it;
    # --quick runs the fast layer only.
    options = ["-m", "not browser and not fresh"] if quick else []
    say("tests: " + ("pytest -m 'not browser and not fresh'" if quick else "the whole suite (make test), once"))
    seconds, layers, status = suite_layers(options, tmp, test_timeout)
    shown = f"{seconds:.1f}" if seconds is not None else f"> {test_timeout:g}"
    if not quick:
        ok = seconds is not None and seconds <= MAX_SUITE_SECONDS
        rows.append((f"make test, whole suite, 1 run (s){status}", shown, f"<= {MAX_SUITE_SECONDS:g}", verdict(ok)))
    for layer, label, budget in (("fast", "tests without browser, without fresh (s)", MAX_TESTS_SECONDS),
                                 ("fresh", "fresh interpreters, marker fresh (s)", None),
                                 ("browser", "browser, marker browser (s)", MAX_BROWSER_SECONDS)):
        if layer in layers:
            value = layers[layer]
            rows.append((f"  {label}{status if quick else ''}", f"{value:.1f}", f"<= {budget:g}" if budget else "",
                         verdict(value <= budget) if budget else ""))
    firsts = [run[0][2] for run in snippet_runs]
    rests = [median(item[2] for item in run[1:]) for run in snippet_runs]
    first_s, rest_s = median(firsts), median(rests)
    rows.append(("standalone check, first snippet (s)", f"{first_s:.3f}", "", ""))
    rows.append(
        ("standalone check, each other snippet (s)", f"{rest_s:.3f}", f"<= {MAX_CHECK_SECONDS_PER_SNIPPET:g}", verdict(rest_s <= MAX_CHECK_SECONDS_PER_SNIPPET))
    )

    # page weight
    say("page weight: first visit to " + ("the Lighthouse pages" if quick else "every page") + " in headless Chromium")
    index_kb = (site / "search" / "search_index.json").stat().st_size / 1000
    visits = page_weights(site, list(publish.BENCH_PAGES.values()) if quick else None)
    for visit in visits:
        kb, requests = visit["bytes"] / 1000, visit["requests"]
        third, unused = len(visit["third_party"]), visit["unused"]
        if visit["page"].startswith("/errors/"):
            rows.append((f"{visit['page']} first visit (KB)", f"{kb:.0f}", f"<= {MAX_ERROR_PAGE_BYTES // 1000}", verdict(visit["bytes"] <= MAX_ERROR_PAGE_BYTES)))
            rows.append(("  requests", str(requests), f"<= {MAX_ERROR_PAGE_REQUESTS}", verdict(requests <= MAX_ERROR_PAGE_REQUESTS)))
            rows.append(("  the same, gzip-compressed (KB)", f"{visit['gzip'] / 1000:.0f}", "", ""))
            rows.append(("  third-party requests", str(third), "0", verdict(third == 0)))
            rows.append(("  unused assets loaded", str(len(unused)), "0", verdict(not unused)))
        else:
            rows.append((f"{visit['page']} first visit (KB)", f"{kb:.0f}", "", ""))
            rows.append(("  requests / third-party / unused", f"{requests} / {third} / {len(unused)}", "", ""))
        notes += [f"{visit['page']}: unused: {url}" for url in unused]
        notes += [f"{visit['page']}: third-party: {url}" for url in visit["third_party"]]
    rows.append(("search index, search/search_index.json (KB)", f"{index_kb:.1f}", "", ""))
    heaviest = max((visit for visit in visits if visit["page"].startswith("/errors/")), key=lambda visit: visit["bytes"], default=None)
    if heaviest:
        notes.append(f"heaviest error page, {heaviest['page']}, loads (KB, gzip KB):")
        notes += [f"  {urlparse(url).path}  {size / 1000:.1f}, {packed / 1000:.1f}" for url, size, packed in heaviest["resources"]]

    say("extra rows")
    for extra_rows in QUICK_EXTRA_ROWS if quick else EXTRA_ROWS:
        try:
            rows += extra_rows(site, runs=runs)
        except Exception as error:  # noqa: BLE001  (one broken figure does not lose the table)
            rows.append((f"{getattr(extra_rows, '__module__', extra_rows)}: failed", type(error).__name__, "", "FAIL"))
            notes.append(f"{extra_rows}: {error}")

    bench_s = time.perf_counter() - bench_start
    budget = MAX_BENCH_SECONDS["quick" if quick else "full"]
    rows.append((f"this benchmark, {'--quick' if quick else f'--runs {runs}'} (s)", f"{bench_s:.0f}", f"<= {budget:g}",
                 verdict(bench_s <= budget)))
    print_table(rows, runs, extras)
    if quick:
        notes.append(f"--quick leaves out {QUICK_LEAVES_OUT}: `make bench` measures them")
    for note in notes:
        print(f"- {note}")
    return 0


def print_table(rows, runs: int, extras) -> None:
    header = ("Figure", f"Median of {runs}", "Budget", "")
    widths = [max(len(str(row[k])) for row in [header, *rows]) for k in range(4)]
    line = "| " + " | ".join(f"{{:{'<' if k == 0 else '>'}{widths[k]}}}" for k in range(4)) + " |"
    slope = f"; extra snippets for the slope: {', '.join(map(str, extras))}" if extras else ""
    print(f"\nMedians of {runs} run(s) on {os.cpu_count()} cores{slope}\n")
    print(line.format(*header))
    print("|" + "|".join(("-" * (w + 1) + ":") if k else ("-" * (w + 2)) for k, w in enumerate(widths)) + "|")
    for row in rows:
        print(line.format(*row))
    print()


if __name__ == "__main__":
    sys.exit(main())
