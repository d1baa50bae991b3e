"""The command that starts an error page (`make page`, torchdocs/newpage.py) writes a page that the handbook's
checks accept as it is: the same page form (torchdocs/errorpage.py) that the checks and the build read."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

from conftest import repo_copy
from test_handbook import error_page_problems, evidence_problems, home_problems, nav_problems, related_errors_problems

from torchdocs import history, newpage


SLUG = "optimizer-got-an-empty-parameter-list"


def start_page(copy: Path, *options: str) -> subprocess.CompletedProcess:
    """`make page` in a copy of the repository, without questions (no torch wheel cached: no history read)."""
    return subprocess.run(
        [sys.executable, "-m", "torchdocs.newpage", "--trigger", "params = []; torch.optim.SGD(params, lr=0.1)",
         "--group", "Optimizers", "--seen-in", "https://github.com/a/b/issues/1",
         "https://discuss.pytorch.org/t/a-thread/2", *options],
        cwd=copy, env={"TORCHDOCS_ROOT": str(copy), "PATH": "/usr/bin:/bin",
                       "TORCHDOCS_WHEELS": str(copy.parent / "no-wheels")},
        capture_output=True, text=True, timeout=300,
    )


def test_a_started_page_passes_the_handbook_checks_unchanged(tmp_path):
    copy = repo_copy(tmp_path / "repo")
    done = start_page(copy)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "ValueError: optimizer got an empty parameter list" in done.stdout
    assert "Run `make history` next" in done.stdout  # no wheel cached: it says what to run and what it downloads
    page = copy / "docs" / "errors" / "optimizer-got-an-empty-parameter-list.md"
    assert page.is_file()
    docs = copy / "docs"
    found = [p for p in (error_page_problems(docs, copy / "snippets") + nav_problems(docs, copy / "mkdocs.yml")
                         + home_problems(docs) + related_errors_problems(docs) + evidence_problems(docs))
             if "optimizer-got-an-empty-parameter-list" in p]
    assert not found, "\n".join(found)
    out = copy / "snippets" / "optimizer-got-an-empty-parameter-list" / "02_fix_it.out"
    assert out.read_text() == "fixed\n"  # both snippets' outputs recorded
    # The trigger as a reader would write it: one statement a line, no import it does not use, no seed without
    # randomness; the Related errors line is a marked stand-in, not a link to some other error.
    trigger = (copy / "snippets" / SLUG / f"01_{SLUG.replace('-', '_')}_trigger.py").read_text()
    assert trigger == "import torch\n\nparams = []\ntorch.optim.SGD(params, lr=0.1)\n", trigger
    related = page.read_text().split("## Related errors")[1]
    assert "(../index.md) <!-- write: replace this line" in related and "errors/" not in related, related
    # It ends with README.md's next steps, naming this page's files.
    assert f".venv/bin/python -m torchdocs.record snippets/{SLUG}" in done.stdout and "5. `make check`" in done.stdout


def test_the_page_name_keeps_whole_words():
    assert newpage.slug_of("RuntimeError: zeros: Dimension size must be non-negative.") == \
        "zeros-dimension-size-must-be-non-negative"  # was cut to "...-must-be-non"
    assert newpage.slug_of("RuntimeError: Can't call numpy() on Tensor that requires grad.") == \
        "cant-call-numpy-on-tensor-that"
    assert newpage.slug_of("ValueError: Attempting to unscale FP16 gradients.") == "attempting-to-unscale-fp16-gradients"
    assert newpage.slug_of("RuntimeError: mat1 and mat2 shapes cannot be multiplied (4x20 and 10x5)") == \
        "mat1-and-mat2-shapes-cannot-be"
    assert newpage.slug_of("RuntimeError: shape '[3, 4]' is invalid for input of size 10") == \
        "shape-is-invalid-for-input-of"
    long = "RuntimeError: " + " ".join(["supercalifragilistic"] * 8)
    assert newpage.slug_of(long) == "-".join(["supercalifragilistic"] * 2)  # at most 60 characters, whole words


def test_a_snippet_imports_what_it_uses_and_seeds_what_is_random():
    assert newpage.header_of("torch.optim.SGD([], lr=0.1)") == "import torch\n\n"
    assert newpage.header_of("torch.nn.functional.relu(torch.ones(2), 3)") == "import torch\n\n"
    seeded = "torch.manual_seed(0)  # the same random numbers on every run\n"
    assert newpage.header_of("x = torch.randn(2, 3); x.view(4)") == "import torch\n\n" + seeded
    assert newpage.header_of("nn.Linear(2, 3)(torch.ones(4))") == "import torch\nfrom torch import nn\n\n" + seeded
    assert newpage.one_statement_a_line("a = torch.ones(2); b = a.view(3)") == "a = torch.ones(2)\nb = a.view(3)"
    assert newpage.one_statement_a_line('print("a; b")') == 'print("a; b")'


def test_the_declared_message_keeps_the_numbers_torch_writes():
    """A number between two words stays when torch's sources write it so ("more than 1 value per channel"); other
    numbers, sizes and shapes become `...`."""
    assert newpage.declared("ValueError: Expected more than 1 value per channel when training, got input size "
                            "torch.Size([1, 512, 1, 1])") == \
        "ValueError: Expected more than 1 value per channel when training, got input size torch.Size([...])"
    assert newpage.declared("RuntimeError: Given groups=1, weight of size [8, 3, 3, 3], expected input[1, 1, 8, 8] to "
                            "have 3 channels, but got 1 channels instead") == \
        "RuntimeError: Given groups=..., weight of size [...], expected input[...] to have ... channels, but got ... " \
        "channels instead"
    assert newpage.declared("one 2 three", in_torch=lambda text: text == "one 2 three") == "one 2 three"
    assert newpage.declared("one 2 three", in_torch=lambda text: False) == "one ... three"


def test_a_partial_history_wording_is_reported():
    """A message C++ builds from several strings can be found only in part: `make page` says so."""
    page, title = "errors/conv-expected-input-channels.md", newpage.declared(
        "RuntimeError: Given groups=1, weight of size [8, 3, 3, 3], expected input[1, 1, 8, 8] to have 3 channels, "
        "but got 1 channels instead")
    assert "only part of the message" in newpage.history_note(page, title)
    assert "is the message torch raised" in newpage.history_note(
        "errors/dimension-out-of-range.md", "IndexError: Dimension out of range (expected to be in range of [..., ...], "
                                            "but got ...)")
    assert "no release prints" in newpage.history_note("errors/no-such-page.md", "RuntimeError: none")


def test_the_steps_it_prints_are_the_readme_checklist():
    from torchdocs.runner import ROOT

    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    checklist = readme.split("## Add an error page")[1].split("\n## ")[0]
    steps = re.findall(r"^(\d)\. \*\*(\w+)", checklist, re.M)
    printed = re.findall(r"^  (\d)\. (\S+)", newpage.next_steps("x", "01_x_trigger.py", "02_fix_it.py"), re.M)
    assert [n for n, _ in steps] == ["1", "2", "3", "4", "5"], steps
    assert [(n, word.strip("`:").split()[0]) for n, word in printed] == \
        [("2", "Snippets"), ("3", "Write"), ("4", "Evidence"), ("5", "make")]
    assert [word for _, word in steps[1:]] == ["Snippets", "Write", "Evidence", "Check"], steps


def test_an_uncommitted_page_passes_the_suite(tmp_path):
    """A page started with `make page` and not yet committed (nor the home page's and the nav's new lines) builds
    strictly, passes the handbook tests and the built-site tests, and has no sitemap date until it is committed:
    in a git repository made from a copy of this one."""
    copy = repo_copy(tmp_path / "repo")
    git = {"GIT_AUTHOR_NAME": "t", "GIT_AUTHOR_EMAIL": "t@t", "GIT_COMMITTER_NAME": "t", "GIT_COMMITTER_EMAIL": "t@t",
           "PATH": os.environ["PATH"], "HOME": str(tmp_path)}
    for command in (["init", "-q"], ["add", "-A"], ["commit", "-q", "-m", "copy"]):
        subprocess.run(["git", *command], cwd=copy, env=git, check=True, capture_output=True)
    done = start_page(copy, "--no-history")
    assert done.returncode == 0, done.stdout + done.stderr
    # The history entry `make history` would write (no wheel is read here).
    data = json.loads((copy / "history" / "messages.json").read_text(encoding="utf-8"))
    data["pages"][f"errors/{SLUG}.md"] = [{"message": "ValueError: optimizer got an empty parameter list",
                                           "releases": [history.installed_version()]}]
    (copy / "history" / "messages.json").write_text(json.dumps(data, indent=1, ensure_ascii=False) + "\n")
    status = subprocess.run(["git", "status", "--porcelain"], cwd=copy, capture_output=True, text=True).stdout
    assert f"?? docs/errors/{SLUG}.md" in status and " M docs/index.md" in status, status
    tests = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "--basetemp", str(tmp_path / "pytest"),
         "tests/test_handbook.py", "tests/test_site.py"],
        cwd=copy, env={**os.environ, "TORCHDOCS_ROOT": str(copy), "NO_MKDOCS_2_WARNING": "1"},
        capture_output=True, text=True, timeout=900,
    )
    assert tests.returncode == 0, tests.stdout[-6000:] + tests.stderr[-2000:]
    assert " passed" in tests.stdout and "skipped" not in tests.stdout, tests.stdout[-2000:]
    # The sitemap of that strict build: the new page and the home page have uncommitted changes, so no lastmod (a
    # build date would differ from build to build); a committed page has its commit's date.
    sitemap = (tmp_path / "pytest" / "builds0" / "site" / "sitemap.xml").read_text(encoding="utf-8")
    dates = {loc: date for loc, date in re.findall(r"<loc>(.*?)</loc>\s*(?:<lastmod>(.*?)</lastmod>)?", sitemap)}
    assert dates[f"/errors/{SLUG}/"] == "" and dates["/"] == "", sitemap[:600]
    assert re.fullmatch(r"\d{4}-\d\d-\d\d", dates["/errors/dimension-out-of-range/"]), sitemap[:600]
