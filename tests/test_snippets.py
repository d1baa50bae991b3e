"""Every snippet, run alone, ends as its page declares and prints exactly its recorded output."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor

import pytest

from torchdocs.pages import SNIPPETS, describe, problems, usages
from torchdocs.runner import is_warning, run_snippet

USAGES = list({usage.snippet: usage for usage in usages()}.values())


@pytest.mark.parametrize("usage", USAGES, ids=[usage.snippet for usage in USAGES])
def test_snippet_prints_its_recorded_output(usage):
    """Isolated run (a child forked from this process, which imported torch once)."""
    assert usage.path.is_file(), describe(usage, [f"snippet file snippets/{usage.snippet} does not exist"])
    found = problems(usage, run_snippet(usage.path))
    assert not found, describe(usage, found)


def test_every_snippet_file_is_on_a_page_and_every_recording_has_its_snippet():
    used = {usage.snippet for usage in USAGES}
    orphans = [str(p.relative_to(SNIPPETS)) for p in SNIPPETS.rglob("*.py") if str(p.relative_to(SNIPPETS)) not in used]
    stale = [str(p.relative_to(SNIPPETS)) for p in SNIPPETS.rglob("*.out") if not p.with_suffix(".py").is_file()]
    assert not orphans, f"snippets no page includes: {orphans}"
    assert not stale, f"recorded outputs without a snippet: {stale}"


def test_no_recorded_output_depends_on_the_build_machine():
    """No absolute path, user, host, address or time in what the pages show."""
    machine = re.compile(r"(/(home|root|tmp|usr|work|opt)/|0x[0-9a-f]{6,}|\b\d{2}:\d{2}:\d{2}\b)")
    for usage in USAGES:
        if usage.recorded.is_file():
            found = machine.search(usage.recorded.read_text(encoding="utf-8"))
            assert not found, describe(usage, [f"the recorded output holds {found.group(0)!r}"])


@pytest.fixture(scope="session")
def fresh_runs():
    """`python snippets/<page>/<file>.py` in a brand-new interpreter, as a reader runs it (two at a time)."""

    def run(usage):
        env = {**os.environ, "PYTHONUNBUFFERED": "1"}  # keep prints, warnings and the traceback in terminal order
        # stdout and stderr in one stream, in the order a terminal shows them.
        done = subprocess.run([sys.executable, str(usage.path)], stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                              text=True, env=env, stdin=subprocess.DEVNULL, timeout=300)
        return usage.snippet, done

    with ThreadPoolExecutor(max_workers=2) as pool:
        return dict(pool.map(run, USAGES))


@pytest.mark.fresh
@pytest.mark.parametrize("usage", USAGES, ids=[usage.snippet for usage in USAGES])
def test_snippet_in_a_fresh_interpreter(usage, fresh_runs):
    """The standalone check above equals a real fresh interpreter. A raising snippet's terminal traceback also
    shows torch's own frames with absolute paths, which the page leaves out: its last line must be identical."""
    done = fresh_runs[usage.snippet]
    recorded = usage.recorded.read_text(encoding="utf-8")
    # A warning names the file with its absolute path; the page, like its tracebacks, shows the file's name.
    printed = done.stdout.replace(f"{usage.path.parent}{os.sep}", "")
    if usage.raises is None or is_warning(usage.raises):
        assert done.returncode == 0, describe(usage, [f"exit code {done.returncode}:\n{printed}"])
        assert printed == recorded, describe(usage, ["a fresh interpreter printed:\n" + printed])
    else:
        assert done.returncode == 1, describe(usage, [f"did not fail in a fresh interpreter:\n{printed}"])
        traceback = "Traceback (most recent call last):"
        assert printed.split(traceback)[0] == recorded.split(traceback)[0], describe(
            usage, ["a fresh interpreter printed:\n" + printed])
        assert printed.splitlines()[-1] == recorded.splitlines()[-1], describe(
            usage, [f"last line differs:\n  page:     {recorded.splitlines()[-1]}\n  terminal: {printed.splitlines()[-1]}"])
