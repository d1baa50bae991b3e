"""The contract catches breaks: each test breaks one thing and checks the failure names the page, the
snippet (or sentence) and shows the difference."""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path

import pytest

from conftest import repo_copy
from torchdocs import pages, runner, sitecheck
from torchdocs.pages import describe, problems, usages
from torchdocs.runner import run_snippet

TUTORIAL = "tutorials/backward-non-scalar-output.md"
ERROR_PAGE = "errors/grad-implicitly-created-scalar-outputs.md"
SNIPPETS = "backward-non-scalar-output"
WARNING_PAGE = "errors/non-leaf-grad-accessed.md"  # declares a UserWarning: its triggers must warn, not raise
WARNING_TRIGGER = "non-leaf-grad-accessed/01_grad_of_activation_trigger.py"
GPU_PAGE = "errors/cuda-out-of-memory.md"  # its trigger needs a GPU: the page shows the message read from the CUDA wheel
GPU_TRIGGER = "cuda-out-of-memory/01_batch_too_large_trigger.py"
EVIDENCE_PAGE = "stack-expects-each-tensor-to-be-equal-size"  # its evidence file names milesial/Pytorch-UNet#285
# The pages whose snippets the breaks below touch: the broken copy's build runs only theirs (fence.RUN_PAGES).
RUN_PAGES = (TUTORIAL, ERROR_PAGE, WARNING_PAGE, GPU_PAGE)

# What the broken copy of the repository changes, and what the strict build must say about each change.
BREAKS = {
    "a number in a snippet": (
        f"snippets/{SNIPPETS}/05_per_sample_weights.py", lambda t: t.replace("[1., 1., 4.]", "[1., 1., 5.]"),
        [f"page docs/{TUTORIAL}, snippet snippets/{SNIPPETS}/05_per_sample_weights.py: output differs",
         "-tensor([ 2.,  0., 16.])", "+tensor([ 2.,  0., 20.])"]),
    "a recorded output": (
        f"snippets/{SNIPPETS}/03_gradients_accumulate.out", lambda t: t.replace("4., 4., 6.", "4., 4., 7."),
        [f"snippet snippets/{SNIPPETS}/03_gradients_accumulate.py: output differs", "-tensor([4., 4., 7.])"]),
    "a snippet that raises": (
        f"snippets/{SNIPPETS}/02_sum_instead_of_ones.py", lambda t: t + 'raise ValueError("boom")\n',
        [f"snippet snippets/{SNIPPETS}/02_sum_instead_of_ones.py: raised when it should not", "ValueError: boom"]),
    "a snippet that stops raising": (
        f"snippets/{SNIPPETS}/06_wrong_shaped_seed.py", lambda t: t.replace("torch.ones(2)", "torch.ones(3)"),
        [f"snippet snippets/{SNIPPETS}/06_wrong_shaped_seed.py: did not raise"]),
    "a missing snippet file": (
        f"snippets/{SNIPPETS}/07_implicit_seed.py", lambda t: None,
        [f"page docs/{TUTORIAL}, snippet snippets/{SNIPPETS}/07_implicit_seed.py: snippet file "
         f"snippets/{SNIPPETS}/07_implicit_seed.py does not exist"]),
    "a trigger that stops warning": (
        f"snippets/{WARNING_TRIGGER}", lambda t: t.replace("print(hidden.grad)", "print(layer.weight.grad is None)"),
        [f"page docs/{WARNING_PAGE}, snippet snippets/{WARNING_TRIGGER}: did not warn; expected the warning:\n"
         "UserWarning: The .grad attribute of a Tensor that is not a leaf Tensor is being accessed."]),
    "an error message edited on its page": (
        f"docs/{ERROR_PAGE}", lambda t: t.replace("only for scalar outputs\"", "only for scalar output\""),
        [f"page docs/{ERROR_PAGE}, snippet snippets/grad-implicitly-created-scalar-outputs/"
         "01_reduction_none_trigger.py: raised something else",
         "expected: RuntimeError: grad can be implicitly created only for scalar output\n"]),
    "a GPU page's message that torch's CUDA wheel does not hold": (
        f"docs/{GPU_PAGE}", lambda t: t.replace("has a total capacity of", "has a capacity of", 1),
        [f"page docs/{GPU_PAGE}, snippet snippets/{GPU_TRIGGER}: it needs a GPU and raises",
         "which the record of torch's CUDA wheel (history/messages.json, rows marked \"build\": \"cuda\") does not hold"]),
    # An incomplete error page: the build (not only the tests) refuses it and says what to do.
    "an error page missing from the nav": (
        "mkdocs.yml", lambda t: _without_lines(t, "errors/mismatch-in-shape-grad-output.md"),
        ["docs/errors/mismatch-in-shape-grad-output.md: not in the nav; add it to `nav:` in mkdocs.yml"]),
    "an error page missing from the home page": (
        "docs/index.md", lambda t: _without_lines(t, "errors/boolean-value-of-tensor-ambiguous.md"),
        ["docs/errors/boolean-value-of-tensor-ambiguous.md: not on the home page; add a line linking"]),
    "an error page without its message history": (
        "history/messages.json", lambda t: _without_history(t, "errors/numpy-on-tensor-that-requires-grad.md"),
        ["docs/errors/numpy-on-tensor-that-requires-grad.md: no entry in history/messages.json; run `make history`"]),
    "an error page missing a section": (
        "docs/errors/view-created-in-no-grad-modified-inplace.md",
        lambda t: t.replace("## How to prevent it", "## Prevention"),
        ["docs/errors/view-created-in-no-grad-modified-inplace.md: no `## How to prevent it` section; an error page "
         "has these sections, in this order"]),
    # A page is written before it builds: the evidence of its links, and nothing left that make page wrote.
    "a Seen-in link without its quoted line": (
        f"evidence/{EVIDENCE_PAGE}.yml", lambda t: _without_lines(t, "milesial/Pytorch-UNet/issues/285"),
        [f"docs/errors/{EVIDENCE_PAGE}.md: the \"Seen in\" link https://github.com/milesial/Pytorch-UNet/issues/285 "
         f"has no line in evidence/{EVIDENCE_PAGE}.yml"]),
    "a quoted line that is another error": (
        f"evidence/{EVIDENCE_PAGE}.yml",
        lambda t: re.sub(r"(qubvel-org/segmentation_models.pytorch/issues/472: ).*",
                         r'\1"RuntimeError: Sizes of tensors must match except in dimension 1"', t),
        [f"docs/errors/{EVIDENCE_PAGE}.md: the line evidence/{EVIDENCE_PAGE}.yml quotes for "
         "https://github.com/qubvel-org/segmentation_models.pytorch/issues/472 is not a wording of the page's message"]),
    "a page with make page's stand-ins": (
        "docs/errors/dimension-out-of-range.md",
        lambda t: re.sub(r'^meaning: "', 'meaning: "The message says: ', t, count=1, flags=re.M)
        .replace("## How to prevent it\n", "## How to prevent it\n\n<!-- write: a few rules -->\n- Run the fix above.\n", 1),
        ["docs/errors/dimension-out-of-range.md: `meaning:` is still make page's stand-in",
         "docs/errors/dimension-out-of-range.md: a `<!-- write: ... -->` comment of make page is still there",
         "docs/errors/dimension-out-of-range.md: make page's stand-in '- Run the fix above.' is still there"]),
}


def _without_lines(text: str, needle: str) -> str:
    return "".join(line for line in text.splitlines(keepends=True) if needle not in line)


def _without_history(text: str, page: str) -> str:
    data = json.loads(text)
    del data["pages"][page]
    return json.dumps(data, indent=1)


def broken_copy(dest: Path) -> Path:
    """A copy of the repository with every break above applied (built once, by the `builds` fixture)."""
    repo_copy(dest)
    for relative, change, _ in BREAKS.values():
        path = dest / relative
        changed = change(path.read_text(encoding="utf-8"))
        assert changed != path.read_text(encoding="utf-8"), f"break not applied to {relative}"
        path.unlink() if changed is None else path.write_text(changed, encoding="utf-8")
    return dest


@pytest.mark.parametrize("name", BREAKS)
def test_strict_build_fails_and_says_where(name, builds):
    code, log = builds["broken"].result()
    assert code != 0, "the strict build of a broken copy succeeded"
    for expected in BREAKS[name][2]:
        assert expected in log, f"{name}: the build log does not say {expected!r}:\n{log}"


def _snippet_problems(tmp_path, monkeypatch, snippet, change):
    """What tests/test_snippets.py would report for `snippet` after `change` to a copy of it."""
    copy = tmp_path / "snippets"
    shutil.copytree(pages.SNIPPETS, copy)
    monkeypatch.setattr(pages, "SNIPPETS", copy)
    usage = next(u for u in usages() if u.snippet == snippet)
    change(usage)
    return describe(usage, problems(usage, run_snippet(usage.path)))


def test_snippet_check_names_a_changed_number(tmp_path, monkeypatch):
    def change(usage):
        usage.path.write_text(usage.path.read_text().replace("[1., 1., 4.]", "[1., 1., 5.]"))

    message = _snippet_problems(tmp_path, monkeypatch, f"{SNIPPETS}/05_per_sample_weights.py", change)
    assert f"page docs/{TUTORIAL}, snippet snippets/{SNIPPETS}/05_per_sample_weights.py" in message
    assert "-tensor([ 2.,  0., 16.])\n+tensor([ 2.,  0., 20.])" in message


def test_snippet_check_names_a_changed_recorded_output(tmp_path, monkeypatch):
    def change(usage):
        usage.recorded.write_text(usage.recorded.read_text().replace("16.", "61."))

    message = _snippet_problems(tmp_path, monkeypatch, f"{SNIPPETS}/05_per_sample_weights.py", change)
    assert "output differs" in message and "-tensor([ 2.,  0., 61.])" in message


def test_snippet_check_names_a_snippet_that_raises(tmp_path, monkeypatch):
    def change(usage):
        usage.path.write_text(usage.path.read_text() + "x.grad.zero_()[5]\n")

    message = _snippet_problems(tmp_path, monkeypatch, f"{SNIPPETS}/02_sum_instead_of_ones.py", change)
    assert "raised when it should not" in message and "IndexError" in message


def test_snippet_check_names_a_trigger_that_stops_warning(tmp_path, monkeypatch):
    def change(usage):
        usage.path.write_text(usage.path.read_text().replace("print(hidden.grad)", "print(layer.weight.grad is None)"))

    message = _snippet_problems(tmp_path, monkeypatch, WARNING_TRIGGER, change)
    assert message.startswith(f"page docs/{WARNING_PAGE}, snippet snippets/{WARNING_TRIGGER}: did not warn"), message


def test_snippet_check_names_a_warning_trigger_that_raises(tmp_path, monkeypatch):
    def change(usage):
        usage.path.write_text(usage.path.read_text().replace("print(hidden.grad)", "hidden.requires_grad = False"))

    message = _snippet_problems(tmp_path, monkeypatch, WARNING_TRIGGER, change)
    assert f"snippet snippets/{WARNING_TRIGGER}: raised when it should only warn" in message, message


def test_snippet_check_names_a_changed_output_in_the_build_record(tmp_path, monkeypatch):
    """tests/test_snippets.py reads the main build's runs: a run there that differs from its recorded output fails,
    named; a snippet the build did not record is run by the snippet server."""
    from test_snippets import runs_from

    changed, missing = (next(u for u in usages() if u.snippet == f"{SNIPPETS}/{name}")
                        for name in ("05_per_sample_weights.py", "03_gradients_accumulate.py"))
    record = tmp_path / "runs.json"
    output = changed.recorded.read_text(encoding="utf-8").replace("16.", "61.")
    record.write_text(json.dumps({changed.snippet: {"output": output, "error": None}}), encoding="utf-8")
    submitted, submit = [], runner.submit
    monkeypatch.setattr(runner, "submit", lambda path: submitted.append(path) or submit(path))
    runs = runs_from(record, [changed, missing])
    message = describe(changed, problems(changed, runs[changed.snippet].result()))
    assert message.startswith(f"page docs/{TUTORIAL}, snippet snippets/{changed.snippet}: output differs"), message
    assert "-tensor([ 2.,  0., 16.])\n+tensor([ 2.,  0., 61.])" in message
    assert submitted == [missing.path] and not problems(missing, runs[missing.snippet].result())


def _site_copy(site: Path, tmp_path: Path, page: str, old: str, new: str) -> Path:
    copy = tmp_path / "site"
    shutil.copytree(site, copy)
    html = sitecheck.page_html_path(copy, page)
    text = html.read_text(encoding="utf-8")
    assert old in text, f"{old!r} not on the built page {page}"
    html.write_text(text.replace(old, new, 1), encoding="utf-8")
    return copy


def test_site_check_names_an_output_the_page_shows_wrongly(built_site, tmp_path):
    site = _site_copy(built_site, tmp_path, TUTORIAL, "16.", "17.")
    found = sitecheck.output_problems(site, usages())
    assert len(found) == 1 and found[0].startswith(f"page docs/{TUTORIAL}, snippet snippets/{SNIPPETS}/05_")
    assert "+tensor([ 2.,  0., 17.])" in found[0]


def test_quote_check_names_an_edited_number_in_the_prose(built_site, tmp_path):
    site = _site_copy(built_site, tmp_path, TUTORIAL, ">[2., 4., 6.]<", ">[2., 4., 7.]<")
    found = sitecheck.quote_problems(site, usages())
    assert len(found) == 1 and f"page docs/{TUTORIAL}: quotes `[2., 4., 7.]`" in found[0]
    assert "All-ones gave [2., 4., 7.]" in found[0]  # the sentence


def test_quote_check_names_every_sentence_when_a_snippet_output_changes(built_site, tmp_path, monkeypatch):
    copy = tmp_path / "snippets"
    shutil.copytree(pages.SNIPPETS, copy)
    monkeypatch.setattr(pages, "SNIPPETS", copy)
    out = copy / SNIPPETS / "01_refusal_and_two_fixes.out"
    out.write_text(out.read_text().replace("tensor([2., 0., 0.])", "tensor([2., 0., 1.])"))
    found = sitecheck.quote_problems(built_site, usages())
    assert len(found) == 2, found  # the walkthrough quotes [2., 0., 0.] twice
    assert all("quotes `[2., 0., 0.]`, which 01_refusal_and_two_fixes.py does not print" in f for f in found)


def test_quote_check_names_an_unbound_value(built_site, tmp_path):
    site = _site_copy(built_site, tmp_path, TUTORIAL, ' data-from="05_per_sample_weights.py"', "")
    found = sitecheck.quote_problems(site, usages())
    assert len(found) == 1 and "`16` looks like an output but is not bound" in found[0]


def test_stamp_check_names_a_wrong_version(built_site, tmp_path):
    site = _site_copy(built_site, tmp_path, ERROR_PAGE, "Outputs verified with torch 2.", "Outputs verified with torch 1.")
    found = sitecheck.stamp_problems(site, usages(), "2.13.0")
    assert found == [f"page docs/{ERROR_PAGE}: states torch ['1.13.0'], expected exactly once 2.13.0"]


def test_link_check_names_a_dead_anchor(built_site, tmp_path):
    site = _site_copy(built_site, tmp_path, TUTORIAL, "#1-reduce-to-a-scalar-before-backward", "#no-such-section")
    found = sitecheck.link_problems(site)
    assert len(found) == 1 and "no id 'no-such-section'" in found[0] and TUTORIAL.replace(".md", "") in found[0]


def test_contributor_command_check_names_the_page(built_site, tmp_path):
    site = _site_copy(built_site, tmp_path, ERROR_PAGE, "<h2 id=\"what-it-means\"", "<p>Run make history.</p><h2 id=\"what-it-means\"")
    found = sitecheck.contributor_command_problems(site)
    assert found == [f"{ERROR_PAGE.removesuffix('.md')}/index.html: names the contributor command 'make history'"]


def test_attribute_leak_check_names_the_page(built_site, tmp_path):
    site = _site_copy(built_site, tmp_path, TUTORIAL, "<h2 id=\"", "<p>[1., 2.]{ data-from=\"x.py\" } moves</p><h2 id=\"")
    found = sitecheck.attribute_leak_problems(site)
    assert len(found) == 1 and found[0].startswith(TUTORIAL.replace(".md", "/index.html")), found
