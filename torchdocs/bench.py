"""Benchmark the site (`make bench`): build time against its floor and its snippets, tests, page weight, search.

    python -m torchdocs.bench              # medians over 3 runs, 15 minutes or less on 2 cores
    python -m torchdocs.bench --runs 5
    python -m torchdocs.bench --quick      # a rough look in under three minutes (see QUICK_LEAVES_OUT)
    python -m torchdocs.bench --tests      # also the test loop: make check on a copy, the suite's growth (about 55
                                           # more minutes: see below)

Prints one table of medians measured in this invocation, each figure beside its budget with PASS or FAIL; every
budget is one the project holds (PERFORMANCE.md), as a ratio to a floor of the same run where time is measured.
The budgets are informative: the exit code is 0 whether they pass or fail. This is not part of the tests.

- build: a strict build (`mkdocs build --strict` in a subprocess) against what it must do: its floor, the same
  build with snippet execution switched off (TORCHDOCS_RUN_PAGES="": torchdocs/fence.py then shows each
  snippet's recorded output), plus the snippets' own seconds shared over the cores the build runs them on
  (runner.JOBS). That build still imports torch once (the "verified with torch" line on each page runs
  `import torch` through markdown-exec), so the floor is that build alone; `python -c "import torch"` is
  timed beside it to show how much of the floor torch is. The build's CPU-seconds less the floor's, over the
  fences, is what a snippet costs a build (the tests' fast layer runs two builds' worth of each).
- snippets: `run_snippet` on every fence of every page, one at a time, in a fresh process per run, as the build
  and the standalone check (tests/test_snippets.py) run them.
- serve: `mkdocs serve --strict` (what `make serve` runs) on a copy of the repository with an empty snippet
  cache; once it serves, a sentence is added to a page (prose edit), then a comment to one snippet (one-snippet
  edit), and the time from the edit to MkDocs' "Reloading browsers" is each rebuild, compared with the floor.
- make check, with --tests only (3 to 4 minutes, which the 15 minutes of the rest cannot hold): `pytest --changed` on
  a copy of the repository after one page and one of its snippets are edited (budget: 20 floor builds).
- first search: measure.search_rows: on a phone-sized page at 4x CPU throttle, the first search over builds of
  today's pages and of a hundred error pages (copies of the real ones), each against its floor, the same site with
  the search index of a two-page build; budget 1.25 x floor. A site of two pages is timed too (shown, no budget).
- tests, with --tests only (the whole suite alone is over 20 minutes here, and its growth needs it twice): the fast
  layer (not browser, not fresh) and the fresh layer run apart, then the whole suite (what `make
  test` runs), wall time and CPU-seconds (every process each run started); the fresh layer and the whole suite again
  without the error pages (`--only-pages` with every other page), so that the difference over the error pages is
  what one more error page costs the suite as it runs (the programs the copy buttons copy are the fresh layer's runs:
  counted once); the fast layer's cost of one more snippet is twice what a snippet costs a build. From these, the
  whole suite projected at 18, 35 and 100 error pages (budget: at 100, at most 2.5 times at 18) and the cost of one
  more error page (budget: 18 CPU-seconds). `--quick`: the fast layer only.
- page weight: a first visit to each built page in headless Chromium (fresh context, site served on
  127.0.0.1), after network idle: bytes of response bodies, gzip-compressed as a server sends them (budget) and
  uncompressed, requests, third-party requests, and stylesheets of which no rule applies to the page.
"""

from __future__ import annotations

import argparse
import functools
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
from pathlib import Path
from urllib.parse import urlparse

from torchdocs import measure
from torchdocs.measure import COPY_IGNORED, NO_RUN, PYTHON, build, cpu_seconds, env, page_weights, timed
from torchdocs.runner import JOBS

ROOT = Path(os.environ.get("TORCHDOCS_ROOT") or Path(__file__).resolve().parent.parent).resolve()

# The budgets the project holds (PERFORMANCE.md says why each, and which were dropped): ratios to a floor measured in
# the same run, compressed bytes where a browser downloads compressed. Seconds alone are not budgets on a shared
# machine; the tests' growth is a ratio of the suite at 100 error pages to the suite at 18 (--tests).
MAX_BUILD_RATIO = 1.3  # the strict build against its floor plus its snippets' own seconds over the cores
MAX_SERVE_PROSE_RATIO = 0.5  # serve rebuild after a prose edit, against the floor build
MAX_BENCH_SECONDS = {"full": 900.0, "quick": 180.0}
MAX_CHECK_SECONDS_PER_SNIPPET = 0.3
MAX_CHECK_FLOORS = 20  # make check after a one-page change, in floor builds
MAX_GROWTH = 2.5  # the whole suite at 100 error pages, projected, against the whole suite at 18 (both from one run)
MAX_CPU_PER_ERROR_PAGE = 18.0  # CPU-seconds one more error page costs the whole suite (measured 18.4 at 37 pages)
MAX_ERROR_PAGE_GZIP_BYTES = 150_000  # a first visit, as a server sends it (gzip); 1 KB = 1000 bytes
MAX_ERROR_PAGE_REQUESTS = 10


# Figures measured elsewhere: each is a function of the built site (and the runs per figure) that returns rows
# (label, value, budget, verdict), printed in the table after the page weights.
EXTRA_ROWS: list = [measure.lookup_rows, measure.lighthouse_rows]  # and the first search (measure.search_rows), below
# --quick: what a contributor watches while working (the build against its floor, the serve rebuilds, the fast
# test layer, the weight of three pages, one Lighthouse run on the error page), in under three minutes.
QUICK_EXTRA_ROWS: list = [functools.partial(measure.lighthouse_rows, pages=(("error page", measure.BENCH_PAGES["error page"]),))]
QUICK_LEAVES_OUT = ("the fresh and browser test layers (so the costs per "
                    "snippet and page, the projection and make check), the weight of the "
                    "pages other than the three of Lighthouse, the lookup of huge pastes, and Lighthouse on the home "
                    "page and the tutorial")


# ---------------------------------------------------------------------------------------------- helpers
def median(values):
    return statistics.median(values)


def verdict(ok: bool) -> str:
    return "PASS" if ok else "FAIL"


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
def layer_run(options: list[str], tmp: Path, timeout: float, cwd: Path = ROOT, **extra_env):
    """One pytest run: (wall seconds, CPU-seconds of everything it started, a note on its exit code). The CPU-seconds
    come from a cgroup of the run's own (measure.CpuGroup: Chromium's processes included), else from
    RUSAGE_CHILDREN, which misses most of Chromium's (the note then says so)."""
    report_file = tmp / "pytest-report.txt"  # its summary of failures, if any, is printed under the table
    command = [PYTHON, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-rfE", *options]
    group = measure.CpuGroup.make()
    command = ["sh", "-c", (group.prefix if group else "") + '"$@" > "$0" 2>&1', str(report_file), *command]
    before = cpu_seconds()
    seconds, code = timed(command, cwd=cwd, check=False, timeout=timeout, **extra_env)
    cpu = group.cpu() if group else cpu_seconds() - before
    if seconds is None:
        return None, cpu, " (timed out)"
    # 0: passed, 1: some failed, 5: nothing collected. The time is shown either way.
    if code != 0 and report_file.is_file():
        summary = report_file.read_text(encoding="utf-8").split("short test summary info")[-1]
        print(f"pytest {' '.join(options)[:120]}:" + "\n".join(summary.splitlines()[-15:]), file=sys.stderr)
    note = "" if group else " (CPU without Chromium's renderers: no cgroup)"
    return seconds, cpu, note + ("" if code == 0 else f" (pytest exit {code})")


def growth_rows(tmp: Path, timeout: float, floor_s: float, build_cpu_per_snippet: float, say) -> list[tuple]:
    """The fast and fresh layers run apart, then the whole suite (what `make test` runs); the fresh layer and the whole
    suite again without the error pages (--only-pages with every other page: the per-page and per-snippet tests of the
    error pages left out; every other test runs in both), so that the difference over the error pages is the cost of
    one more error page (CPU-seconds) as the suite runs it, its shared work (a copied program the fresh layer runs
    anyway, the site build) counted once. From these, the whole suite projected at 18, 35 and 100 error pages, and
    `make check` after a one-page change."""
    from torchdocs.pages import error_pages, usages

    pages = [p.relative_to(ROOT / "docs").as_posix() for p in sorted((ROOT / "docs").rglob("*.md"))
             if "_includes" not in p.parts] + ["404.html"]
    errors = error_pages()
    others = [page for page in pages if page not in errors]
    error_snippets = {u.snippet for u in usages() if u.page in errors} - {u.snippet for u in usages() if u.page not in errors}
    without_errors = ["--only-pages", ",".join(others)]
    rows, runs = [], {}
    for name, options, limit in (("fast", ["-m", "not browser and not fresh"], timeout),
                                 ("fresh", ["-m", "fresh"], timeout),
                                 ("fresh, no error page", ["-m", "fresh", *without_errors], timeout),
                                 ("whole", [], 3 * timeout),
                                 ("whole, no error page", without_errors, 3 * timeout)):
        say(f"tests: {name}: pytest {' '.join(options)[:80]}")
        runs[name] = layer_run(options, tmp, limit)
    if not all(runs[name][0] for name in runs):
        rows.append(("tests: a run timed out or failed to start", ", ".join(n for n in runs if not runs[n][0]), "", "FAIL"))
        return rows
    (whole_s, whole_cpu, whole_status), (fast_s, fast_cpu, _), (fresh_s, fresh_cpu, _) = \
        runs["whole"], runs["fast"], runs["fresh"]
    cores = whole_cpu / whole_s  # how many cores the suite keeps busy: CPU-seconds become seconds at this rate
    per_error_page = len(error_snippets) / len(errors)
    # The fast layer runs each snippet twice, as a build does: the main build (whose runs its isolated test reads) and
    # the build again on one thread (the broken copy's build runs only the pages its breaks touch, the addressed build
    # none: tests/conftest.py); --only-pages shrinks neither.
    fast_unit = 2 * build_cpu_per_snippet
    fresh_unit = (fresh_cpu - runs["fresh, no error page"][1]) / len(error_snippets)
    per_page = (whole_cpu - runs["whole, no error page"][1]) / len(errors) + per_error_page * fast_unit
    browser_unit = per_page - per_error_page * (fast_unit + fresh_unit)
    rest_s, rest_cpu = whole_s - fast_s - fresh_s, whole_cpu - fast_cpu - fresh_cpu
    for label, shown in (("tests without browser, without fresh", f"{fast_s:.1f} / {fast_cpu:.0f}"),
                         ("fresh interpreters, marker fresh", f"{fresh_s:.1f} / {fresh_cpu:.0f}"),
                         ("browser: the whole suite less the two above", f"{rest_s:.1f} / {rest_cpu:.0f}")):
        rows.append((f"  {label} (s / CPU-s)", shown, "", ""))
    rows.append((f"whole suite, make test (s){whole_status}: {len(errors)} error pages, {len(pages)} pages, "
                 f"{len({u.snippet for u in usages()})} snippets", f"{whole_s:.1f}", "", ""))
    rows.append(("  CPU-seconds / cores kept busy", f"{whole_cpu:.0f} / {cores:.2f}", "", ""))
    rows.append(("  the same without the error pages (--only-pages), s / CPU-s",
                 f"{runs['whole, no error page'][0]:.1f} / {runs['whole, no error page'][1]:.0f}", "", ""))
    rows.append(("  cost per snippet, fast layer (CPU-s; 2 x the build's)", f"{fast_unit:.3f}", "", ""))
    rows.append(("  cost per snippet, fresh layer (CPU-s)", f"{fresh_unit:.3f}", "", ""))
    rows.append(("  cost per error page, browser, beside the fresh layer (CPU-s)", f"{browser_unit:.2f}", "", ""))
    rows.append(("  snippets per error page", f"{per_error_page:.1f}", "", ""))
    rows.append(("cost of one more error page, whole suite (CPU-s)", f"{per_page:.1f}", f"<= {MAX_CPU_PER_ERROR_PAGE:g}",
                 verdict(per_page <= MAX_CPU_PER_ERROR_PAGE)))

    def projected(target: int) -> float:
        """The whole suite at `target` error pages: now, plus (or less) what the error pages between cost."""
        return whole_s + (target - len(errors)) * per_page / cores

    # The budget is against the suite at 18 error pages (when it was set), from the same costs: both from this run.
    at_18 = projected(18)
    rows.append(("whole suite at 18 error pages, from the same costs (s)", f"{at_18:.0f}", "", ""))
    for target in (35, 100):
        budget = MAX_GROWTH * at_18 if target == 100 else None
        rows.append((f"whole suite projected at {target} error pages (s)", f"{projected(target):.0f}",
                     f"<= {budget:.0f}" if budget else "", verdict(projected(target) <= budget) if budget else ""))
    rows.append(("  at 100 error pages / at 18", f"{projected(100) / at_18:.2f}", f"<= {MAX_GROWTH:g}", ""))
    return rows


def check_rows(tmp: Path, timeout: float, floor_s: float, say) -> list[tuple]:
    """`make check` after a one-page change (check_on_a_copy), against the floor build of the same run."""
    say("make check: a copy of the repository as its own git repository, one page and one of its snippets edited")
    seconds, cpu, status, what = check_on_a_copy(tmp, timeout)
    shown = f"{seconds:.1f}" if seconds else "timed out"
    return [(f"make check after a one-page change (s){status}", shown, "", ""),
            (f"  {what}", "", "", ""),
            ("  make check / floor build", f"{seconds / floor_s:.1f}" if seconds else "-", f"<= {MAX_CHECK_FLOORS}",
             verdict(bool(seconds) and seconds <= MAX_CHECK_FLOORS * floor_s))]


def check_on_a_copy(tmp: Path, timeout: float):
    """`pytest --changed` (what `make check` runs) on a copy of the repository committed as its own git repository
    (branch main), after a sentence is added to one error page (not one Lighthouse measures) and a comment to one
    of its snippets: (seconds, CPU-seconds, exit note, what was edited)."""
    from torchdocs.pages import error_pages, usages

    copy = tmp / "check-copy"
    shutil.copytree(ROOT, copy, ignore=shutil.ignore_patterns(*COPY_IGNORED))
    modules = ROOT / "tests" / "browser" / "node_modules"
    if modules.is_dir():
        (copy / "tests" / "browser" / "node_modules").symlink_to(modules)
    git = ["git", "-c", "user.name=bench", "-c", "user.email=bench@example.org", "-c", "commit.gpgsign=false"]
    for command in (["init", "-q", "-b", "main"], ["add", "-A"], ["commit", "-q", "-m", "base"]):
        subprocess.run([*git, *command], cwd=copy, check=True, capture_output=True)
    measured = {"errors/" + path.split("/")[1].rstrip("/") + ".md" for path in measure.BENCH_PAGES.values()
                if path.startswith("errors/")}
    page = next(src for src in sorted(error_pages()) if src not in measured)
    snippet = next(u.snippet for u in usages() if u.page == page and u.raises is None)
    with (copy / "docs" / page).open("a", encoding="utf-8") as stream:
        stream.write("\nAn edited sentence.\n")
    with (copy / "snippets" / snippet).open("a", encoding="utf-8") as stream:
        stream.write("# an edited comment\n")
    seconds, cpu, status = layer_run(["--changed"], tmp, timeout, cwd=copy, TORCHDOCS_ROOT=str(copy))
    return seconds, cpu, status, f"edited: docs/{page}, snippets/{snippet}"


# ---------------------------------------------------------------------------------------------- main
def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m torchdocs.bench", description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=int, default=3, help="runs per figure; the table shows medians (default 3)")
    parser.add_argument("--quick", action="store_true", help="1 run, the fast test layer only, without what "
                        "QUICK_LEAVES_OUT names")
    parser.add_argument("--tests", action="store_true", help="also the test loop: make check after a one-page "
                        "change on a copy, and the test suite's growth (the whole suite run twice, with and without "
                        "the error pages); about 55 more minutes on 2 cores (see GROWTH)")
    parser.add_argument("--test-timeout", type=float, default=600, help="seconds per test suite run (default 600)")
    parser.add_argument("--time-snippets", action="store_true", help=argparse.SUPPRESS)  # the child of snippet_timings
    args = parser.parse_args(argv)
    if args.quick and args.tests:
        parser.error("--tests needs the full run")
    if args.time_snippets:
        time_snippets()
        return 0
    runs = 1 if args.quick else args.runs
    tmp = Path(tempfile.mkdtemp(prefix="torchdocs-bench-"))
    try:
        return report(tmp, runs, args.test_timeout, args.quick, args.tests)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


def report(tmp: Path, runs: int, test_timeout: float, quick: bool = False, tests: bool = False) -> int:
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
        print(f"[{time.perf_counter() - bench_start:.0f} s] {message}", file=sys.stderr, flush=True)

    # build, its floor, and the snippets (interleaved, so that the machine's noise hits all alike)
    say(f"build: {runs} x (import torch, strict build, build with snippets off), run_snippet on every fence once")
    imports, builds, floors, build_cpus, floor_cpus = [], [], [], [], []
    for i in range(runs):
        imports.append(timed([PYTHON, "-c", "import torch"])[0])
        before = cpu_seconds()
        builds.append(build(tmp / f"site-{i}"))
        build_cpus.append(cpu_seconds() - before)
        before = cpu_seconds()
        floors.append(build(tmp / f"floor-{i}", **{NO_RUN: ""}))
        floor_cpus.append(cpu_seconds() - before)
    snippet_runs = [snippet_timings()]
    site = tmp / f"site-{runs - 1}"
    build_s, floor_s, import_s = median(builds), median(floors), median(imports)
    snippets_s = sum(seconds for *_, seconds in snippet_runs[-1][1:])
    fence_count = len(snippet_runs[-1]) - 1
    # The snippets are the site's proof: the build must run each (never a cache), so their own seconds are part of
    # what it must do; the budget is on what the build adds around them and MkDocs.
    must_do = floor_s + snippets_s / JOBS
    build_cpu_per_snippet = (median(build_cpus) - median(floor_cpus)) / fence_count
    rows.append(("strict build (s)", f"{build_s:.2f}", "", ""))
    rows.append(("  floor: same build, snippets off (s)", f"{floor_s:.2f}", "", ""))
    rows.append(("  of which import torch alone (s)", f"{import_s:.2f}", "", ""))
    rows.append((f"  the snippets' own seconds over {JOBS} cores ({fence_count} fences, one at a time, / {JOBS})",
                 f"{snippets_s / JOBS:.2f}", "", ""))
    rows.append(("  build / (floor + snippets over the cores)", f"{build_s / must_do:.2f}", f"<= {MAX_BUILD_RATIO}",
                 verdict(build_s / must_do <= MAX_BUILD_RATIO)))
    rows.append(("  build / floor", f"{build_s / floor_s:.2f}", "", ""))
    rows.append(("  build CPU-seconds per snippet (build less floor, over the fences)", f"{build_cpu_per_snippet:.3f}",
                 "", ""))

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

    # tests: the fast and fresh layers apart, the whole suite, and the fresh layer and the whole suite without the error
    # pages: the CPU-seconds one more snippet or error page costs, the whole suite projected from them; `make check` on a copy with one page and one of its
    # snippets edited. --quick runs the fast layer only.
    if quick:
        say("tests: pytest -m 'not browser and not fresh'")
        wall, _, status = layer_run(["-m", "not browser and not fresh"], tmp, test_timeout)
        rows.append((f"  tests without browser, without fresh (s){status}", f"{wall:.1f}" if wall else "timed out",
                     "", ""))
    if tests:
        rows += check_rows(tmp, test_timeout, floor_s, say)
        rows += growth_rows(tmp, test_timeout, floor_s, build_cpu_per_snippet, say)
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
    visits = page_weights(site, list(measure.BENCH_PAGES.values()) if quick else None)
    for visit in visits:
        kb, requests = visit["bytes"] / 1000, visit["requests"]
        third, unused = len(visit["third_party"]), visit["unused"]
        if visit["page"].startswith("/errors/"):
            rows.append((f"{visit['page']} first visit, gzip-compressed (KB)", f"{visit['gzip'] / 1000:.0f}",
                         f"<= {MAX_ERROR_PAGE_GZIP_BYTES // 1000}", verdict(visit["gzip"] <= MAX_ERROR_PAGE_GZIP_BYTES)))
            rows.append(("  the same, uncompressed (KB)", f"{kb:.0f}", "", ""))
            rows.append(("  requests", str(requests), f"<= {MAX_ERROR_PAGE_REQUESTS}", verdict(requests <= MAX_ERROR_PAGE_REQUESTS)))
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

    if not quick:
        say("search: the first search on a phone, over today's pages and a hundred error pages, each against its floor")
        try:
            rows += measure.search_rows(tmp, max(runs, measure.SEARCH_LOADS))
        except Exception as error:  # noqa: BLE001  (one broken figure does not lose the table)
            rows.append(("first search: failed", type(error).__name__, "", "FAIL"))
            notes.append(f"search_rows: {error}")
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
    print_table(rows, runs)
    if quick:
        notes.append(f"--quick leaves out {QUICK_LEAVES_OUT}: `make bench` measures them")
    for note in notes:
        print(f"- {note}")
    return 0


def print_table(rows, runs: int) -> None:
    header = ("Figure", f"Median of {runs}", "Budget", "")
    widths = [max(len(str(row[k])) for row in [header, *rows]) for k in range(4)]
    line = "| " + " | ".join(f"{{:{'<' if k == 0 else '>'}{widths[k]}}}" for k in range(4)) + " |"
    print(f"\nMedians of {runs} run(s) on {os.cpu_count()} cores\n")
    print(line.format(*header))
    print("|" + "|".join(("-" * (w + 1) + ":") if k else ("-" * (w + 2)) for k, w in enumerate(widths)) + "|")
    for row in rows:
        print(line.format(*row))
    print()


if __name__ == "__main__":
    sys.exit(main())
