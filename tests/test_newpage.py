"""The command that starts an error page (`make page`, torchdocs/newpage.py) writes a page of the form the handbook's
checks read (torchdocs/errorpage.py), with stand-ins for what the contributor writes: the strict build refuses the
page until every stand-in is replaced, and accepts it once it is written."""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from conftest import Build, repo_copy
from test_handbook import error_page_problems, evidence_problems, home_problems, nav_problems, related_errors_problems

from torchdocs import errorpage, evidence, history, newpage
from torchdocs.pages import DOCS, SNIPPETS, front_matter


SLUG = "optimizer-got-an-empty-parameter-list"


def without_the_page(copy: Path) -> None:
    """The copy as it was before the site had SLUG's page (the page this file starts again, as a contributor would)."""
    (copy / "docs" / "errors" / f"{SLUG}.md").unlink()
    (copy / "evidence" / f"{SLUG}.yml").unlink()
    shutil.rmtree(copy / "snippets" / SLUG)
    nav = copy / "mkdocs.yml"
    nav.write_text("".join(line for line in nav.read_text().splitlines(keepends=True) if f"errors/{SLUG}.md" not in line))
    home = copy / "docs" / "index.md"
    home.write_text(re.sub(rf"^- \[[^\n]*\]\(errors/{SLUG}\.md\):\n(?:  .*\n)*", "", home.read_text(), flags=re.M))


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


def test_a_started_page_has_the_page_form_and_each_stand_in_is_named(tmp_path):
    """`make page` writes a page of the right form (the handbook's form checks accept it), and the build's check
    names everything it wrote for the contributor to replace: the page is refused until it is written."""
    copy = repo_copy(tmp_path / "repo")
    without_the_page(copy)
    done = start_page(copy)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "ValueError: optimizer got an empty parameter list" in done.stdout
    assert "Run `make history` next" in done.stdout  # no wheel cached: it says what to run and what it downloads
    page = copy / "docs" / "errors" / f"{SLUG}.md"
    assert page.is_file()
    docs = copy / "docs"
    found = [p for p in (error_page_problems(docs, copy / "snippets") + nav_problems(docs, copy / "mkdocs.yml")
                         + home_problems(docs) + related_errors_problems(docs) + evidence_problems(docs))
             if SLUG in p]
    assert not found, "\n".join(found)
    out = copy / "snippets" / SLUG / "02_fix_it.out"
    assert out.read_text() == "fixed\n"  # both snippets' outputs recorded
    # The trigger as a reader would write it: one statement a line, no import it does not use, no seed without
    # randomness; the Related errors line is a marked stand-in, not a link to some other error.
    trigger = (copy / "snippets" / SLUG / f"01_{SLUG.replace('-', '_')}_trigger.py").read_text()
    assert trigger == "import torch\n\nparams = []\ntorch.optim.SGD(params, lr=0.1)\n", trigger
    text = page.read_text()
    related = text.split("## Related errors")[1]
    assert "(../index.md) <!-- write: replace this line" in related and "errors/" not in related, related
    # It ends with README.md's next steps, naming this page's files.
    assert f".venv/bin/python -m torchdocs.record snippets/{SLUG}" in done.stdout and "5. `make check`" in done.stdout
    # Every stand-in is named, with what to write instead (the check runs with the files of the copy).
    stand_ins = errorpage.stand_ins(text, f"errors/{SLUG}.md", (docs / "index.md").read_text(), copy / "snippets")
    for expected in ["`meaning:` is still make page's stand-in", "a cause's `sign:` is still make page's stand-in",
                     f"the fix snippet snippets/{SLUG}/02_fix_it.py is still make page's stand-in",
                     *(f"make page's stand-in {s!r} is still there" for s in errorpage.STAND_IN_TEXT),
                     "a `<!-- write: ... -->` comment of make page is still there",
                     "its line on the home page (docs/index.md) still has make page's"]:
        assert any(expected in found for found in stand_ins), (expected, stand_ins)
    assert all(found.startswith(f"docs/errors/{SLUG}.md: ") for found in stand_ins)
    monkey = pytest.MonkeyPatch()
    monkey.setattr(evidence, "EVIDENCE", copy / "evidence")
    try:
        lines = evidence.problems(text, f"errors/{SLUG}.md", [newpage.declared("ValueError: optimizer got an empty "
                                                                                "parameter list")])
    finally:
        monkey.undo()
    assert len(lines) == 2 and all("still has make page's stand-in" in line for line in lines), lines


WRITTEN = "errors/stack-expects-each-tensor-to-be-equal-size.md"  # a written page: none of make page's stand-ins


@pytest.mark.parametrize("stand_in", ["meaning", "sign", "write comment", "section text", "home line", "fix snippet"])
def test_each_stand_in_alone_is_refused(tmp_path, stand_in):
    text = (DOCS / WRITTEN).read_text(encoding="utf-8")
    home = (DOCS / "index.md").read_text(encoding="utf-8")
    snippets = tmp_path / "snippets"
    shutil.copytree(SNIPPETS / "stack-expects-each-tensor-to-be-equal-size", snippets / "stack-expects-each-tensor-to-be-equal-size")
    assert errorpage.stand_ins(text, WRITTEN, home, snippets) == []
    if stand_in == "meaning":
        text = re.sub(r'^meaning: "', f'meaning: "{errorpage.STAND_IN_MEANING}', text, count=1, flags=re.M)
    elif stand_in == "sign":
        text = re.sub(r'^  - sign: ".*"$', f'  - sign: "{errorpage.STAND_IN_SIGN}"', text, count=1, flags=re.M)
    elif stand_in == "write comment":
        text = text.replace("## How to prevent it\n", "## How to prevent it\n\n<!-- write: a few rules -->\n", 1)
    elif stand_in == "section text":
        text = text.replace("## What it means\n", f"## What it means\n\n{errorpage.MEANS}\n", 1)
    elif stand_in == "home line":
        home = re.sub(rf"(\({re.escape(WRITTEN)}\).*\n)", r"\1  <!-- write: when a reader meets it -->\n", home, count=1)
    else:
        fix = snippets / front_matter(text)["causes"][0]["fix"]
        fix.write_text(newpage.fix_text("torch.stack([torch.ones(2), torch.ones(3)])"))
    found = errorpage.stand_ins(text, WRITTEN, home, snippets)
    assert len(found) == 1 and found[0].startswith(f"docs/{WRITTEN}: "), found


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
    # dtype names are the reader's too (the other dtypes are pasted by the lookup tests: `other_dtypes:`)
    assert newpage.declared("RuntimeError: mean(): could not infer output dtype. Input dtype must be either a floating "
                            "point or complex dtype. Got: Long").endswith("dtype. Got: ...")
    assert newpage.declared("RuntimeError: Found dtype Long but expected torch.float32") == \
        "RuntimeError: Found dtype ... but expected ..."


def test_a_partial_history_wording_is_reported(tmp_path, monkeypatch):
    """A message C++ builds from several strings can be found only in part: `make page` says so."""
    title = newpage.declared(
        "RuntimeError: Given groups=1, weight of size [8, 3, 3, 3], expected input[1, 1, 8, 8] to have 3 channels, "
        "but got 1 channels instead")
    data = {"releases": {"2.13.0": "read"}, "pages": {
        "errors/piece.md": [{"message": "RuntimeError: ... channels, but got ... channels instead",
                             "releases": ["2.13.0"], "part": True}],
        "errors/whole.md": [{"message": title, "releases": ["2.13.0"]}]}}
    monkeypatch.setattr(history, "DATA", tmp_path / "messages.json")
    history.DATA.write_text(json.dumps(data))
    assert "only part of the message" in newpage.history_note("errors/piece.md", title)
    assert "is the message torch raised" in newpage.history_note("errors/whole.md", title)
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


def write_the_page(copy: Path) -> None:
    """What a contributor writes in place of make page's stand-ins, for the page of `start_page` (in `copy`)."""
    page = copy / "docs" / "errors" / f"{SLUG}.md"
    text = page.read_text()
    text = re.sub(r'^meaning: ".*$', 'meaning: "The optimizer was given no parameters to update."', text, flags=re.M)
    text = text.replace(errorpage.STAND_IN_SIGN, "you pass a list you never filled")
    text = re.sub(r"<!-- write: what this thread shows -->", "an empty list", text)
    text = re.sub(r"^<!-- write: .*?-->\n\n", "", text, flags=re.M)
    text = text.replace(errorpage.MEANS, "SGD needs at least one tensor to update.")
    text = text.replace(errorpage.CAUSE, "### 1. An empty list of parameters")
    text = text.replace(errorpage.FIX, "### 1. Pass the model's parameters")
    text = text.replace(errorpage.PREVENT, "- Build the optimizer after the model.")
    text = re.sub(r"^- \[Every error of the handbook\].*$", "- [RuntimeError: element 0 of tensors does not require "
                  "grad and does not have a grad_fn](element-0-does-not-require-grad.md): nothing to train", text,
                  flags=re.M)
    page.write_text(text)
    home = copy / "docs" / "index.md"
    home.write_text(home.read_text().replace("<!-- write: when a reader meets it, in a few words -->", "an empty list"))
    fix = copy / "snippets" / SLUG / "02_fix_it.py"
    fix.write_text("import torch\n\n# --8<-- [start:fix]\nparams = [torch.nn.Parameter(torch.zeros(2))]\n"
                   "optimizer = torch.optim.SGD(params, lr=0.1)\n# --8<-- [end:fix]\nprint(len(optimizer.param_groups))\n")
    (copy / "snippets" / SLUG / "02_fix_it.out").write_text("1\n")
    evidence_file = copy / "evidence" / f"{SLUG}.yml"
    evidence_file.write_text(re.sub(r'"<!-- write: .*?-->"', '"ValueError: optimizer got an empty parameter list"',
                                    evidence_file.read_text()))


def test_an_uncommitted_page_is_refused_as_started_and_passes_the_suite_once_written(tmp_path):
    """A page started with `make page` fails the strict build, which names the page and each stand-in; written, and
    not yet committed (nor the home page's and the nav's new lines), it builds strictly, passes the handbook tests
    and the built-site tests, and has no sitemap date until it is committed: in a git repository made from a copy
    of this one."""
    copy = repo_copy(tmp_path / "repo")
    without_the_page(copy)
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
    # As make page leaves it: the strict build fails, naming the page and each stand-in.
    code, log = Build(copy, tmp_path / "as-started").result()
    assert code != 0, log[-3000:]
    refused = [line for line in log.splitlines() if f"docs/errors/{SLUG}.md: " in line]
    for expected in ("`meaning:` is still make page's stand-in", "is still make page's stand-in (its fix lines",
                     "its line on the home page (docs/index.md) still has", f"evidence/{SLUG}.yml still has"):
        assert any(expected in line for line in refused), (expected, "\n".join(refused) or log[-3000:])
    write_the_page(copy)
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


MEAN = ("RuntimeError: mean(): could not infer output dtype. Input dtype must be either a floating point or complex "
        "dtype. Got: Long")


def whole(found: set[str], message: str) -> list[str]:
    """The wordings of `found` that are the whole declared message (with values, or values written in), not a piece."""
    from torchdocs.runner import template_regex

    error = newpage.declared(message)
    return [w for w in found if (template_regex(w).fullmatch(error) or template_regex(error).fullmatch(w))
            and not history.piece_of(w, error)]


def spec_of(message: str, picked: dict) -> dict:
    return {**picked, "type": message.split(":", 1)[0], "declared": newpage.declared(message).split(": ", 1)[-1]}


def test_make_page_picks_the_pieces_of_a_message_cpp_builds_from_several_strings():
    """mean()'s message is three C strings and a word between ("Input"; nanmean's says "Optional"): the fragment lies
    within the first, `after:` finds the second, nanmean's message is excluded, and the history reads the message."""
    picked, strings = newpage.pick_pieces(MEAN)
    assert picked["fragment"].startswith("mean(): could not infer output dtype"), picked
    assert picked["after"] == ["dtype must be either a floating point or complex dtype."], picked
    assert picked["before"] == [] and picked["exclude"] and all("nanmean".startswith(e) or e.startswith("nanmean")
                                                               for e in picked["exclude"]), picked
    c_strings = [s for table in strings["libraries"].values() for s in table]
    assert any(s.startswith(picked["fragment"]) for s in c_strings)  # within one C string, the one that starts it
    # The C strings alone: the pieces joined, the word between them a value; nanmean's message not read as mean's.
    found = history.whole_wordings(history.wordings({**strings, "python": []}, spec_of(MEAN, picked)))
    assert found == {"RuntimeError: mean(): could not infer output dtype. ... dtype must be either a floating point or "
                     "complex dtype. ..."}, found
    # With the Python strings too (torch._refs words the whole message): the whole message torch raised.
    assert whole(history.whole_wordings(history.wordings(strings, spec_of(MEAN, picked))), MEAN)
    # The same front matter over torch 2.13's macOS wheel, which `make history` reads (when it is cached).
    wheel = history.cached_wheel(".".join(history.installed_version().split(".")[:2]), history.DEFAULT_WHEELS)
    if wheel is not None:
        spec = spec_of(MEAN, picked)
        release = history.read_wheel(wheel, history.search_words([spec]))
        found = history.whole_wordings(history.wordings(release, spec))
        assert whole(found, MEAN) and not any("Optional" in w for w in found), found
    # make page writes them in the front matter
    text = newpage.page_text(MEAN, "m", "01_m_trigger.py", "02_fix_it.py", [], picked)
    meta = front_matter(text)
    assert (meta["fragment"], meta["after"], meta["exclude"]) == (picked["fragment"], picked["after"],
                                                                  picked["exclude"]) and "before" not in meta


def test_make_page_picks_a_python_message_within_one_python_string():
    message = "ValueError: optimizer got an empty parameter list"
    picked, strings = newpage.pick_pieces(message)
    assert picked == {"fragment": "optimizer got an empty parameter list", "before": [], "after": [], "exclude": []}
    assert any(picked["fragment"] in text for _, text in strings["python"]) and not strings["libraries"]
    assert whole(history.whole_wordings(history.wordings(strings, spec_of(message, picked))), message)


def test_without_a_string_of_torch_make_page_keeps_the_longest_stretch_and_says_so():
    message = "RuntimeError: no such words qwzx vbnm in torch ever"
    assert newpage.pick_pieces(message) is None
    assert "no string of the installed torch holds" in newpage.history_fields(message, None)
    assert 'fragment: "no such words qwzx vbnm in torch ever"' in newpage.page_text(message, "m", "t.py", "f.py", [])
