"""Shared fixtures: strict builds of the site (and of mutated copies of the repository), started together."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from concurrent.futures import Future, ThreadPoolExecutor
from pathlib import Path

import pytest

from torchdocs import runner
from torchdocs.pages import usages
from torchdocs.runner import ROOT, run_in_terminal

POISON = "POISONED CACHE ENTRY: not printed by torch in this build\n"

IGNORED = shutil.ignore_patterns(".git", ".venv", "site", "test-results", "node_modules", "__pycache__", "*.egg-info")


def repo_copy(dest: Path) -> Path:
    """A copy of the repository, to mutate or to build without touching the real one."""
    shutil.copytree(ROOT, dest, ignore=IGNORED)
    return dest


class Build:
    """`mkdocs build` of a repository (or a copy of it) into its own folder, in a subprocess."""

    def __init__(self, root: Path, dest: Path, strict: bool = True, env: dict | None = None, nice: int = 0):
        self.site = dest
        env = {**os.environ, "TORCHDOCS_ROOT": str(root), "NO_MKDOCS_2_WARNING": "1", **(env or {})}
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


def pytest_collection_modifyitems(items):
    """The browser tests last: the copy-button test then finds its files already run by the fresh layer."""
    items.sort(key=lambda item: item.get_closest_marker("browser") is not None)


class TerminalRuns:
    """`python <file>` in a brand-new interpreter, as a reader runs it: each file once per session (the fresh layer
    and the copy-button test share them), one run per core at a time. result() is (printed, exit code)."""

    def __init__(self):
        self.pool = ThreadPoolExecutor(max_workers=os.cpu_count() or 1)
        self.runs: dict[str, Future] = {}

    def start(self, path: Path, cwd: Path | None = None) -> Future:
        key = str(Path(path).resolve())
        if key not in self.runs:
            self.runs[key] = self.pool.submit(self._run, Path(path), cwd)
        return self.runs[key]

    @staticmethod
    def _run(path: Path, cwd: Path) -> tuple[str, int]:
        process = run_in_terminal(path, cwd=cwd)
        try:
            printed, _ = process.communicate(timeout=300)
        finally:
            if process.poll() is None:
                process.kill()
                process.communicate()
        # Python names the script of a warning line by its absolute path; the page, like its tracebacks, by its name.
        return printed.replace(f"{Path(path).resolve().parent}{os.sep}", ""), process.returncode


@pytest.fixture(scope="session")
def terminal_runs():
    runs = TerminalRuns()
    yield runs
    runs.pool.shutdown(cancel_futures=True)


@pytest.fixture(scope="session")
def poisoned(tmp_path_factory) -> Path:
    return poisoned_cache(tmp_path_factory.mktemp("poisoned-cache"))


@pytest.fixture(scope="session")
def builds(tmp_path_factory, poisoned):
    """Every build the suite needs, started at once so they share the two cores:
    main (the site, with a poisoned serve cache it must ignore), again (for determinism, on one thread),
    one_page (the tutorial built alone), broken (mutated copy), and at a lower priority addressed (SITE_URL set,
    as the deployment builds it: first needed well after the others)."""
    from test_contract_catches_breaks import broken_copy  # the mutations live beside the test that reads them
    from test_publish import ADDRESS

    tmp = tmp_path_factory.mktemp("builds")
    one_page = one_page_copy(tmp / "one-page-repo", "tutorials/backward-non-scalar-output.md")
    started = {
        "main": Build(ROOT, tmp / "site", env={"TORCHDOCS_CACHE": str(poisoned)}),
        # Another thread count: one snippet at a time, on every core (the main build runs one per core, each on
        # its share of the cores).
        "again": Build(ROOT, tmp / "site-again", env={"TORCHDOCS_JOBS": "1", "OMP_NUM_THREADS": str(os.cpu_count())}),
        "one_page": Build(one_page, tmp / "site-one-page", strict=False),
        "broken": Build(broken_copy(tmp / "broken-repo"), tmp / "site-broken"),
        "addressed": Build(ROOT, tmp / "site-addressed", env={"SITE_URL": ADDRESS}, nice=10),
    }
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
