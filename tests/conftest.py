"""Shared fixtures: strict builds of the site (and of mutated copies of the repository), started together."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from torchdocs.runner import ROOT

IGNORED = shutil.ignore_patterns(".git", ".venv", "site", "test-results", "node_modules", "__pycache__", "*.egg-info")


def repo_copy(dest: Path) -> Path:
    """A copy of the repository, to mutate or to build without touching the real one."""
    shutil.copytree(ROOT, dest, ignore=IGNORED)
    return dest


class Build:
    """`mkdocs build` of a repository (or a copy of it) into its own folder, in a subprocess."""

    def __init__(self, root: Path, dest: Path, strict: bool = True):
        self.site = dest
        env = {**os.environ, "TORCHDOCS_ROOT": str(root), "NO_MKDOCS_2_WARNING": "1"}
        command = [sys.executable, "-m", "mkdocs", "build", "-f", str(root / "mkdocs.yml"), "-d", str(dest)]
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


@pytest.fixture(scope="session")
def build_main(tmp_path_factory) -> Build:
    return Build(ROOT, tmp_path_factory.mktemp("site"))


@pytest.fixture(scope="session")
def built_site(build_main) -> Path:
    """The site, built in strict mode; the test session stops here if the build fails or warns."""
    code, log = build_main.result()
    if code != 0 or "WARNING" in log:
        pytest.fail(f"strict build failed (exit {code}):\n{log}", pytrace=False)
    return build_main.site
