"""Every snippet, run alone, ends as its page declares and prints exactly its recorded output."""

from __future__ import annotations

import json
import re
from concurrent.futures import Future
from pathlib import Path

import pytest

from torchdocs import runner
from torchdocs.pages import SNIPPETS, describe, problems, usages
from torchdocs.runner import Run, terminal_difference

USAGES = list({usage.snippet: usage for usage in usages()}.values())


def selected(request, test) -> list:
    """The usages of the `test` items this session runs (all of them, unless -k or -m deselected some)."""
    return [item.callspec.params["usage"] for item in request.session.items if getattr(item, "originalname", "") == test]


@pytest.fixture(scope="session")
def isolated_runs(request):
    """Each selected snippet's run in the session's main build (one forked child of the snippet server each, the same
    as runner.submit), read from the record the build writes as it ends, failed or not (conftest.Build.runs_out); a
    snippet the record lacks is submitted to the snippet server now. A session that builds nothing else (these tests
    alone) submits every snippet now, on every core, instead of building the whole site for a few snippets."""
    test = "test_snippet_prints_its_recorded_output"
    others = [item for item in request.session.items if getattr(item, "originalname", "") != test]
    record = None
    if any("builds" in item.fixturenames for item in others):
        build = request.getfixturevalue("builds")["main"]
        build.result()
        record = build.runs_out
    return runs_from(record, [usage for usage in selected(request, test) if usage.path.is_file()])


def runs_from(record: Path | None, wanted: list) -> dict[str, Future]:
    """Each usage's run: the one a build's record (TORCHDOCS_RUNS_OUT) holds, else one submitted now (the build
    crashed, did not run the snippet's page, or wrote no record)."""
    ran = json.loads(record.read_text(encoding="utf-8")) if record is not None and record.is_file() else {}
    runs = {}
    for usage in wanted:
        if usage.snippet in ran:
            runs[usage.snippet] = Future()
            runs[usage.snippet].set_result(Run(**ran[usage.snippet]))
        else:
            runs[usage.snippet] = runner.submit(usage.path)
    return runs


@pytest.mark.parametrize("usage", USAGES, ids=[usage.snippet for usage in USAGES])
def test_snippet_prints_its_recorded_output(usage, isolated_runs):
    """The snippet's isolated run in the main build (a child forked from the snippet server, which imported torch
    once), or one of its own when the build did not record it."""
    assert usage.path.is_file(), describe(usage, [f"snippet file snippets/{usage.snippet} does not exist"])
    found = problems(usage, isolated_runs[usage.snippet].result())
    assert not found, describe(usage, found)


def test_every_snippet_file_is_on_a_page_and_every_recording_has_its_snippet():
    used = {usage.snippet for usage in usages(runnable=False)}  # with those that need a GPU, not run here
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


def test_strict_build_ignores_the_serve_cache(built_site, poisoned, monkeypatch):
    """The site is built with a serve cache in which every snippet's output was replaced by hand: every output the
    pages show is still the one torch printed in that build (and the same cache does reach a `mkdocs serve` build)."""
    from conftest import POISON
    from torchdocs import sitecheck

    shown = [path for path in built_site.rglob("*.html") if POISON.strip() in path.read_text(encoding="utf-8")]
    assert not shown, f"the strict build showed outputs from the serve cache on {shown}"
    found = sitecheck.output_problems(built_site, usages())
    assert not found, "\n\n".join(found)
    # The poisoned entries are found under serve, so the build above had them in reach and ignored them.
    monkeypatch.setattr(runner, "use_cache", True)
    monkeypatch.setattr(runner, "CACHE", poisoned)
    runner.start_build([USAGES[0].path])
    assert runner.result(USAGES[0].path).output == POISON, "the poisoned cache is not keyed as mkdocs serve reads it"
    assert runner.build_record() == {}, "an output from the serve cache is recorded as a run (hooks.on_post_build)"
    runner.start_build([])


@pytest.fixture(scope="session")
def fresh_runs(request, terminal_runs):
    """`python snippets/<page>/<file>.py` in a brand-new interpreter for every selected snippet, all started now."""
    return {usage.snippet: terminal_runs.start(usage.path)
            for usage in selected(request, "test_snippet_in_a_fresh_interpreter")}


@pytest.mark.fresh
@pytest.mark.parametrize("usage", USAGES, ids=[usage.snippet for usage in USAGES])
def test_snippet_in_a_fresh_interpreter(usage, fresh_runs, terminal_runs):
    """The standalone check above equals a real fresh interpreter, by the rule of runner.terminal_difference (a
    raising snippet's terminal traceback also shows torch's frames, which the page leaves out). The interpreter is a
    child of the zygote (torchdocs/fresh.py: it ran `import torch` and nothing else, checked against a new one) unless
    the snippet's code gives a reason a fork could differ; then it is a new `python file.py`."""
    printed, returncode = fresh_runs[usage.snippet].result()
    difference = terminal_difference(usage.recorded.read_text(encoding="utf-8"), printed, returncode)
    assert difference is None, describe(usage, [f"in a fresh interpreter ({terminal_runs.how(usage.path)}): "
                                                f"{difference}"])


@pytest.mark.parametrize("side_effect", ["draws a random number", "warns"])
def test_server_warm_up_stops_the_server_if_it_changes_what_a_snippet_sees(side_effect, monkeypatch):
    """The snippet server's warm-up (runner._warm_up) runs torch once before any fork; a warm-up that drew a random
    number or warned would change what unseeded or warning snippets print, so the server refuses to start."""
    import warnings

    import torch

    linear = torch.nn.functional.linear

    def changed(x, weight):
        if side_effect == "warns":
            warnings.warn("a warning a snippet would no longer see", UserWarning)
        else:
            torch.rand(1)
        return linear(x, weight)

    monkeypatch.setattr(torch.nn.functional, "linear", changed)
    with pytest.raises(RuntimeError, match="warm-up changed what a snippet sees"):
        runner._warm_up(torch)
    monkeypatch.undo()
    runner._warm_up(torch)  # as it is, it passes its own check


def test_outputs_are_compared_but_for_process_ids_only():
    """A process id in torch's words ("DataLoader worker (pid 4242) ...") changes every run; nothing else may."""
    from torchdocs.runner import same_output

    assert same_output("worker (pid 12) is killed\n", "worker (pid 345) is killed\n")
    assert same_output("(pid(s) 12, 13) exited\n", "(pid(s) 7) exited\n")
    assert not same_output("worker (pid 12) is killed\n", "worker (pid 12) was killed\n")
    assert not same_output("loss 0.12\n", "loss 0.13\n")
    assert terminal_difference("(pid 1) exited\n", "(pid 2) exited\n", 0) is None
    assert terminal_difference("(pid 1) exited\n", "(pid 2) exited!\n", 0) is not None


def test_a_variable_part_beside_literal_dots_matches_what_torch_prints():
    # torch 2.13 words the CUDA load error f"... torch.{backend}.is_available() ...": its history row holds five dots
    pattern = runner.template_regex("but torch.....is_available() is False")
    assert pattern.fullmatch("but torch.cuda.is_available() is False")
    assert pattern.fullmatch("but torch.xpu.is_available() is False")
    assert not pattern.fullmatch("but torch.is_available() is False")
    assert runner.template_regex("got ....").fullmatch("got 5.")
    assert not runner.template_regex("size [...] of ...").fullmatch("size [2, 3] of")
