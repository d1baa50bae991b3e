"""Shared fixtures: strict builds of the site (and of mutated copies of the repository), started together."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import threading
from concurrent.futures import Future
from pathlib import Path

import pytest

from torchdocs import measure, runner
from torchdocs.pages import usages
from torchdocs.fresh import FreshRuns
from torchdocs.runner import ROOT

POISON = "POISONED CACHE ENTRY: not printed by torch in this build\n"

IGNORED = shutil.ignore_patterns(".git", ".venv", "site", "test-results", "node_modules", "__pycache__", "*.egg-info")


def repo_copy(dest: Path) -> Path:
    """A copy of the repository, to mutate or to build without touching the real one."""
    shutil.copytree(ROOT, dest, ignore=IGNORED)
    return dest


class Build:
    """`mkdocs build` of a repository (or a copy of it) into its own folder, in a subprocess."""

    def __init__(self, root: Path, dest: Path, strict: bool = True, env: dict | None = None, nice: int = 0,
                 runs_out: Path | None = None):
        self.site = dest
        self.runs_out = runs_out  # where the build records what each snippet it ran printed (hooks.on_post_build)
        # never an inherited fence.RUN_PAGES or TORCHDOCS_RUNS_OUT
        env = measure.env(TORCHDOCS_ROOT=str(root), TORCHDOCS_RUNS_OUT=str(runs_out or ""), **(env or {}))
        command = [sys.executable, "-m", "mkdocs", "build", "-f", str(root / "mkdocs.yml"), "-d", str(dest)]
        if nice:  # it takes the cores only when the other builds and tests leave them idle
            command = ["nice", "-n", str(nice), *command]
        if strict:
            command.append("--strict")
        self.process = subprocess.Popen(command, cwd=root, env=env, stdout=subprocess.PIPE,
                                        stderr=subprocess.STDOUT, text=True)
        self._result = None

    def result(self) -> tuple[int, str]:
        if self._result is None:
            log, _ = self.process.communicate(timeout=600)
            self._result = (self.process.returncode, log)
        return self._result


def one_page_copy(dest: Path, page: str) -> Path:
    """A copy of the repository whose docs hold only `page` (and the includes), with a nav of that page."""
    repo_copy(dest)
    for other in (dest / "docs").rglob("*.md"):
        if "_includes" not in other.parts and str(other.relative_to(dest / "docs")) != page:
            other.unlink()
    config = dest / "mkdocs.yml"
    head = config.read_text(encoding="utf-8").split("\nnav:\n")[0].replace("strict: true", "strict: false")
    config.write_text(f"{head}\nnav:\n  - {page}\n", encoding="utf-8")
    return dest


def poisoned_cache(folder: Path) -> Path:
    """A serve cache (runner.CACHE) holding, for every snippet, an output that torch never printed."""
    folder.mkdir(parents=True, exist_ok=True)
    for usage in usages():
        if usage.path.is_file():
            entry = {"output": POISON, "error": None}
            (folder / f"{runner.cache_key(usage.path)}.json").write_text(json.dumps(entry), encoding="utf-8")
    return folder


def pytest_addoption(parser):
    group = parser.getgroup("torchdocs", "torchdocs: check the change at hand")
    group.addoption("--changed", nargs="?", const="", default=None, metavar="BASE",
                    help="run the fresh and browser tests only for the pages and snippets that differ from BASE "
                         "(default: origin/main, else main), and what depends on them (torchdocs/changed.py); the "
                         "other tests all run. `make check` runs this.")
    group.addoption("--only-pages", default=None, metavar="PAGE,PAGE",
                    help="run the fresh and browser tests only for these pages (relative to docs/) and their snippets "
                         "(the benchmark's subsets)")


def pytest_configure(config):
    from torchdocs import changed

    config.selection = None  # a changed.Selection under --changed or --only-pages: see keeps()
    if config.getoption("--changed") is not None:
        config.selection = changed.changed(config.getoption("--changed") or None)
    elif config.getoption("--only-pages"):
        config.selection = changed.only(config.getoption("--only-pages").split(","))


def pytest_report_header(config):
    if config.selection is not None:
        return config.selection.summary()


# Tests of the tooling itself (the checks of the checks: the breaks, determinism, the addressed build, make check's
# selection, the fresh layer's rules, the history reader on a fake wheel, the page generator): a page or snippet edit
# does not change what they check, so under --changed they run only when shared code changes. (The breaks mutate a
# few named pages, tests/test_contract_catches_breaks.py: an edit of those is caught by `make test` and CI.)
TOOLING = ("test_contract_catches_breaks.py::", "test_determinism.py::", "test_changed.py::", "test_fresh.py::",
           "test_newpage.py::", "test_shards.py::", "test_history.py::test_the_tool_", "test_history.py::test_release_",
           "test_history.py::test_checks_name_the_page_when_the_data_is_broken",
           "test_publish.py::test_every_address_is_under_site_url", "test_publish.py::test_workflow_passes_actionlint",
           "test_publish.py::test_two_builds_of_one_commit", "test_snippets.py::test_strict_build_ignores_the_serve_cache",
           "test_snippets.py::test_server_warm_up")


def is_tooling(item) -> bool:
    return item.nodeid.removeprefix("tests/").startswith(TOOLING)


def keeps(item, selection) -> bool:
    """Whether a test runs under a selection. The fast layer always runs, but for its tests of the tooling (TOOLING),
    which run only when shared code changes (or under --only-pages), and, under --changed, its isolated run of each
    snippet (parameter `usage`), kept for the selected snippets only: the strict build runs every snippet anyway
    and fails on any output that is not the recorded one. A fresh or browser test runs when it checks a selected
    snippet (parameter `usage`) or page (parameter `page`, a path relative to docs/, or 404.html), the lookup tests
    (marker `lookup`) when the lookup's inputs changed, and any other fresh or browser test (the checks of the
    checks, the site-wide ones) only when shared code changed (or under --only-pages)."""
    if is_tooling(item):
        return selection.everything or selection.site_wide
    params = getattr(item, "callspec", None) and item.callspec.params or {}
    if not (item.get_closest_marker("browser") or item.get_closest_marker("fresh")):
        return "usage" not in params or selection.site_wide or selection.snippet(params["usage"].snippet)
    if "usage" in params:
        return selection.snippet(params["usage"].snippet)
    if "page" in params:
        return selection.page(params["page"])
    if item.get_closest_marker("lookup"):
        return selection.everything or selection.lookup
    return selection.everything or selection.site_wide


def pytest_collection_modifyitems(config, items):
    """Under --changed, only the fresh and browser tests of the change (keeps); the browser tests last: the copy-button
    test then finds its files already run by the fresh layer."""
    if config.selection is not None:
        kept = [item for item in items if keeps(item, config.selection)]
        dropped = [item for item in items if not keeps(item, config.selection)]
        if dropped:
            config.hook.pytest_deselected(items=dropped)
            items[:] = kept
    items.sort(key=lambda item: item.get_closest_marker("browser") is not None)


class TerminalRuns:
    """`python <file>` as a reader runs it (torchdocs/fresh.py: a child of the zygote, an interpreter that imported torch
    and nothing else and was checked against a new one, unless the file's code gives a reason to start a new
    interpreter): each file once per session (the fresh layer and the copy-button test share them). result() is
    (printed, exit code); how(path) says where it ran."""

    def __init__(self):
        self.fresh = FreshRuns()
        self.lock = threading.Lock()
        self.runs: dict[str, Future] = {}

    def start(self, path: Path, cwd: Path | None = None) -> Future:
        key = str(Path(path).resolve())
        with self.lock:
            if key not in self.runs:
                self.runs[key] = self._named_as_the_page_names_it(self.fresh.start(Path(path), cwd), Path(path))
            return self.runs[key]

    def how(self, path: Path) -> str:
        return self.fresh.how.get(str(Path(path).resolve()), "not run")

    @staticmethod
    def _named_as_the_page_names_it(run: Future, path: Path) -> Future:
        """Python names the script of a warning line by its absolute path; the page, like its tracebacks, by its name."""
        named: Future = Future()

        def done(finished: Future):
            if finished.exception() is not None:
                named.set_exception(finished.exception())
            else:
                printed, code = finished.result()
                named.set_result((printed.replace(f"{path.resolve().parent}{os.sep}", ""), code))

        run.add_done_callback(done)
        return named


@pytest.fixture(scope="session")
def terminal_runs():
    runs = TerminalRuns()
    yield runs
    runs.fresh.close()


@pytest.fixture(scope="session")
def poisoned(tmp_path_factory) -> Path:
    return poisoned_cache(tmp_path_factory.mktemp("poisoned-cache"))


# The tests that read each build other than main (by node id, under tests/).
BUILDS_USED_BY = {
    "again": ("test_determinism.py::test_two_builds_in_a_row", "test_publish.py::test_two_builds_of_one_commit"),
    "one_page": ("test_determinism.py::test_a_page_built_alone",),
    "broken": ("test_contract_catches_breaks.py::test_strict_build_fails_and_says_where",),
    "addressed": ("test_publish.py::test_every_address_is_under_site_url",),
}


class LazyBuilds(dict):
    """name -> Build, each started the first time it is asked for."""

    def __init__(self, makers: dict):
        super().__init__()
        self.makers = makers

    def __missing__(self, name):
        self[name] = self.makers[name]()
        return self[name]


def pytest_terminal_summary(terminalreporter, config):
    """Where the session's build of the site is, to look at a page as built (pytest keeps the last three runs')."""
    site = getattr(config, "torchdocs_site", None)
    if site is not None and (site / "index.html").is_file():
        terminalreporter.write_line(f"the site as this run built it: {site} (to look: python3 -m http.server -d {site})")


@pytest.fixture(scope="session")
def builds(request, tmp_path_factory, poisoned):
    """Every build the session's tests need (BUILDS_USED_BY), started at once so they share the two cores:
    main (the site, with a poisoned serve cache it must ignore), again (for determinism, on one thread),
    one_page (the tutorial built alone), broken (mutated copy), and at a lower priority addressed (SITE_URL set,
    as the deployment builds it: first needed well after the others). Only main and again run every snippet (main
    proves the outputs and records its runs for tests/test_snippets.py, again that they do not depend on the thread
    count); broken runs the snippets of the pages its breaks touch, addressed none (its test reads addresses): the
    others show their recorded outputs (fence.RUN_PAGES)."""
    from test_contract_catches_breaks import RUN_PAGES, broken_copy  # the mutations live beside the test that reads them
    from test_publish import ADDRESS

    tmp = tmp_path_factory.mktemp("builds")
    request.config.torchdocs_site = tmp / "site"  # named at the end of the run (pytest_terminal_summary)
    wanted = {
        "main": lambda: Build(ROOT, tmp / "site", env={"TORCHDOCS_CACHE": str(poisoned)}, runs_out=tmp / "runs.json"),
        # Another thread count: one snippet at a time, on every core (the main build runs one per core, each on
        # its share of the cores).
        "again": lambda: Build(ROOT, tmp / "site-again",
                               env={"TORCHDOCS_JOBS": "1", "OMP_NUM_THREADS": str(os.cpu_count())}),
        "one_page": lambda: Build(one_page_copy(tmp / "one-page-repo", "tutorials/backward-non-scalar-output.md"),
                                  tmp / "site-one-page", strict=False),
        "broken": lambda: Build(broken_copy(tmp / "broken-repo"), tmp / "site-broken",
                                env={"TORCHDOCS_RUN_PAGES": ",".join(RUN_PAGES)}),
        "addressed": lambda: Build(ROOT, tmp / "site-addressed", env={"SITE_URL": ADDRESS, "TORCHDOCS_RUN_PAGES": ""},
                                   nice=10),
    }
    # The builds the tests of this session read (by their files: see BUILDS_USED_BY), all started now; any other one
    # (a test run alone) starts when it is asked for.
    tests = [item.nodeid.removeprefix("tests/") for item in request.session.items]
    started = LazyBuilds(wanted)
    for name in wanted:
        if name == "main" or any(test.startswith(BUILDS_USED_BY[name]) for test in tests):
            started[name]
    yield started
    for build in started.values():  # a build no test waited for (a test run with -k, say) is stopped
        if build.process.poll() is None:
            build.process.kill()
        build.process.communicate()


@pytest.fixture(scope="session")
def built_site(builds) -> Path:
    """The site, built in strict mode; the test session stops here if the build fails or warns."""
    build_main = builds["main"]
    code, log = build_main.result()
    if code != 0 or "WARNING" in log:
        pytest.fail(f"strict build failed (exit {code}):\n{log}", pytrace=False)
    return build_main.site
