"""The message history: `history/messages.json` (written by `make history` from released torch wheels) covers
every error page, agrees with what the installed torch raised, and is what each error page's "Message" block
shows; the tool itself is checked on a small fake wheel.

As in test_handbook.py, each check returns a list of problems naming the page; the tests run it on the real
data (no problems) and on a broken copy (some problems), so a check that cannot fail does not pass unnoticed.
"""

from __future__ import annotations

import copy
import re
import json
import zipfile
from pathlib import Path

import pytest
from bs4 import BeautifulSoup

from torchdocs import history, releaseruns
from torchdocs.pages import DOCS, error_pages
from torchdocs.runner import SNIPPETS, template_regex
from torchdocs.sitecheck import page_html_path

INSTALLED = history.installed_version()


def _triggers(meta: dict) -> list[str]:
    trigger = meta.get("trigger") or []
    return trigger if isinstance(trigger, list) else [trigger]


_raised = history.raised


# ------------------------------------------------------------------------------------------- checks
def wording_problems(data: dict) -> list[str]:
    """No wording shown is a piece of another (or of the page's title) nor another with values written in."""
    found = []
    for page, entries in data["pages"].items():
        rows = [e["message"] for e in entries if not e.get("part")]
        declared = error_pages(DOCS)[page]["error"]
        for row in rows:
            for other in [*rows, declared]:
                if history.piece_of(row, other):
                    found.append(f"page docs/{page}: the wording {row!r} is a piece of {other!r}")
                # A title that is the start of a long message, `...` for the rest (a warning's advice), is not a
                # template of its whole wordings: those are the message a reader sees in full.
                abbreviated = other == declared and other.endswith(" ...") and row.startswith(other[:-3])
                if history.instance_of(row, other) and not abbreviated:
                    found.append(f"page docs/{page}: the wording {row!r} is {other!r} with values written in")
    return found


def banner_problems(site: Path, data: dict, pages: dict[str, dict]) -> list[str]:
    """The line under each built page's title names the releases of the title's own row of the Message table."""
    found = []
    for page, meta in pages.items():
        soup = BeautifulSoup(page_html_path(site, page).read_text(encoding="utf-8"), "html.parser")
        banner = soup.select_one(".message-releases")
        table = {tr.select("td")[0].get_text(): tr.select("td")[1].get_text()
                 for tr in soup.select("div.message-history tbody tr")}
        gpu = history.gpu_page(meta)  # its title's wording is read from the CUDA wheel, not printed by a trigger
        said = re.search(r"(?:printed by|in the CUDA build of) torch (.*?)(?: \(read from its files: .*?\))?"
                         r"(?:; \d+ other wordings?)?: every wording", banner.get_text()) if banner else None
        if said is None or gpu != ("in the CUDA build of" in banner.get_text()):
            found.append(f"page docs/{page}: no line naming the releases that print the title's wording")
            continue
        said = said.group(1) + (", CUDA build (NVIDIA GPUs)" if gpu else "")
        printed = meta["error"] if gpu else _raised(_triggers(meta)[0])
        rows = [r for m, r in table.items() if template_regex(m).fullmatch(printed)]
        if said not in rows:
            found.append(f"page docs/{page}: the line under the title says torch {said}, but the Message table gives "
                         f"the wording its trigger printed ({printed!r}) {rows or 'no row'}")
        # A title ending in `...`: the releases whose runs of the trigger printed its words are named first.
        title = set((data.get("title") or {}).get(page, []))
        row = history.title_row(page, _triggers(meta)[0], data) if title else None
        if row and title - set(row["releases"]):
            both = sorted(title | set(row["releases"]), key=history._key)
            want = f"torch {history.release_ranges(both, history._read(page, data))} raise this error with the title's words"
            if not banner.get_text().startswith(want):
                found.append(f"page docs/{page}: torch {', '.join(sorted(title - set(row['releases'])))} printed the "
                             f"title's words when they ran its trigger, but the line under the title does not begin "
                             f"{want!r}: {banner.get_text()!r}")
    return found


def coverage_problems(data: dict, pages: dict[str, dict]) -> list[str]:
    """Every error page declares a fragment and has wordings in the data; every minor release is there."""
    found = []
    for page, meta in pages.items():
        if not isinstance(meta.get("fragment"), str) or not meta["fragment"]:
            found.append(f"page docs/{page}: no `fragment:` (a string) in its front matter")
        if not data["pages"].get(page):
            found.append(f"page docs/{page}: no wording in history/messages.json; run `make history`")
        elif meta.get("fragment") and any(meta["fragment"] not in e["message"] for e in data["pages"][page]
                                          if e["message"] not in [o["message"] for o in meta.get("older") or []]):
            found.append(f"page docs/{page}: a wording in history/messages.json lacks the page's fragment")
    minors = {history._minor(v) for v in data["releases"]}
    for minor in history.minors(INSTALLED):
        if minor not in minors:
            found.append(f"release {minor}: neither read nor named as not read in history/messages.json")
    return found


def installed_problems(data: dict, pages: dict[str, dict], version: str) -> list[str]:
    """What each trigger raised with the installed torch is one of the wordings the data gives for it."""
    if data["releases"].get(version) != "read":
        return [f"the installed torch {version} was not read by `make history`"]
    found = []
    for page, meta in pages.items():
        wordings = [e["message"] for e in data["pages"].get(page, []) if version in e["releases"]]
        for snippet in _triggers(meta):
            raised = _raised(snippet)
            if not any(template_regex(w).fullmatch(raised) for w in wordings):
                found.append(f"page docs/{page}, snippet snippets/{snippet}: raised\n  {raised}\nbut "
                             f"history/messages.json gives torch {version}:\n  " + "\n  ".join(wordings or ["nothing"]))
    return found


def block_problems(site: Path, data: dict, pages: dict[str, dict]) -> list[str]:
    """Each built error page shows its Message block, row for row the data's wordings and release ranges."""
    found = []
    for page in pages:
        read = history._read(page, data)
        path = page_html_path(site, page)
        block = BeautifulSoup(path.read_text(encoding="utf-8"), "html.parser").select_one("div.message-history")
        if block is None:
            found.append(f"page docs/{page}: no Message block on the built page")
            continue
        shown = [[td.get_text() for td in tr.select("td")] for tr in block.select("tbody tr")]
        expected = [[e["message"], history.releases_cell(e, read)] for e in data["pages"].get(page, [])
                    if not e.get("part")]
        if shown != expected:
            found.append(f"page docs/{page}: the Message block shows {shown}\nbut history/messages.json gives {expected}")
    return found


def gpu_problems(data: dict, pages: dict[str, dict]) -> list[str]:
    """A page whose trigger needs a GPU shows its message as read from torch's CUDA wheel: the record
    (history/messages.json, rows "build": "cuda") holds it for the installed release."""
    found = []
    for page, meta in pages.items():
        if history.gpu_page(meta) and history.gpu_row(page, meta["error"], data) is None:
            found.append(f"page docs/{page}: its message {meta['error']!r} needs a GPU, and the record of torch "
                         f"{INSTALLED}'s CUDA wheel does not hold it (run `make history`; check the message)")
    return found


def ran_problems(data: dict, runs: dict, pages: dict[str, dict]) -> list[str]:
    """Each message a release printed when its run of the page's triggers did (history/runs.json, `make runs`) is
    worded by a row of the page's history that lists that release; every release from 1.7 to the one before the
    installed one was run (or is named as not run)."""
    found = []
    for page, meta in pages.items():
        read = history._read(page, data)
        ran = history.ran_messages(runs, page, history.page_spec(meta), read)
        for version, messages in ran.items():
            rows = [e["message"] for e in data["pages"].get(page, []) if not e.get("part") and version in e["releases"]]
            for message in dict.fromkeys(messages):
                if not any(template_regex(row).fullmatch(message) for row in rows):
                    found.append(f"page docs/{page}: a trigger run under torch {version} printed\n  {message}\nbut "
                                 f"history/messages.json gives torch {version}:\n  " + "\n  ".join(rows or ["nothing"]))
        said = history.ran_releases(runs, page, meta, read)  # its message or an older wording of it
        if data.get("ran", {}).get(page, []) != said:
            found.append(f"page docs/{page}: history/messages.json says torch {data.get('ran', {}).get(page)} ran its "
                         f"triggers, history/runs.json {said}")
    minors = {history._minor(v) for v in runs.get("releases", {})}
    for minor in history.minors(INSTALLED):
        if history._key(minor) >= (1, 7) and minor != history._minor(INSTALLED) and minor not in minors:
            found.append(f"release {minor}: neither run nor named as not run in history/runs.json (make runs)")
    return found


# -------------------------------------------------------------------------------------- the real data
@pytest.fixture(scope="module")
def data() -> dict:
    return history.load()


@pytest.fixture(scope="module")
def runs() -> dict:
    return history.runs_record(history.RUNS)


def test_each_message_a_release_printed_when_it_ran_the_triggers_is_in_its_row(data, runs):
    problems = ran_problems(data, runs, error_pages(DOCS))
    assert not problems, "\n".join(problems)


def test_the_runs_file_is_as_the_tool_writes_it(runs):
    assert history.RUNS.read_text(encoding="utf-8") == history.dump(runs)
    for page, triggers in runs["pages"].items():
        for lines in triggers.values():
            for versions in lines.values():
                assert versions == sorted(versions, key=history._key, reverse=True), page


def test_every_error_page_has_a_fragment_and_a_history(data):
    problems = coverage_problems(data, error_pages(DOCS))
    assert not problems, "\n".join(problems)


def test_a_gpu_page_shows_only_a_message_the_cuda_wheel_holds(data):
    pages = error_pages(DOCS)
    assert any(history.gpu_page(meta) for meta in pages.values()), "no page declares a `gpu_trigger:`"
    problems = gpu_problems(data, pages)
    assert not problems, "\n".join(problems)


def test_the_installed_release_words_each_message_as_the_build_raised_it(data):
    problems = installed_problems(data, error_pages(DOCS), INSTALLED)
    assert not problems, "\n".join(problems)


def test_each_built_error_page_shows_its_message_block_from_the_data(built_site, data):
    problems = block_problems(built_site, data, error_pages(DOCS))
    assert not problems, "\n".join(problems)


def test_the_data_file_is_as_the_tool_writes_it(data):
    """Sorted and stable: what `make history` would write from the same strings (a hand edit breaks it)."""
    text = history.DATA.read_text(encoding="utf-8")
    assert text == history.dump(data)
    for page, entries in data["pages"].items():
        for entry in entries:
            assert entry["releases"] == sorted(entry["releases"], key=history._key, reverse=True), page


def test_no_wording_is_a_piece_or_a_filled_in_template_of_another(data):
    problems = wording_problems(data)
    assert not problems, "\n".join(problems)


def test_the_line_under_each_title_agrees_with_the_message_table(built_site, data):
    problems = banner_problems(built_site, data, error_pages(DOCS))
    assert not problems, "\n".join(problems)


def test_a_title_ending_in_dots_names_every_release_that_printed_its_words(data):
    """The view page's title is the message's start and `...`: torch 1.7 - 1.9 print those words with another end
    than the build's trigger (1.10 - 2.13); the line under the title names them all, from the runs (make runs)."""
    page = "errors/view-created-in-no-grad-modified-inplace.md"
    meta = error_pages(DOCS)[page]
    line = history.releases_line(page, _triggers(meta)[0], data, meta["error"])
    assert line.startswith("torch 1.7 – 2.13 raise this error with the title's words"), line
    # the ending quoted where it parts from 1.9's ("You can clarify your code and remove this warning by moving")
    assert "the ending that trigger gets here, “… forbidden. You can clarify your code by moving both the …”, is " \
           "printed by torch 1.10 – 2.13; 5 other wordings" in line, line
    # Where they come from: the releases whose run of the first trigger printed a message the title fits, for titles
    # ending in `...` only
    runs = {"pages": {page: {"other_trigger.py": {
        "RuntimeError: A view was created in no_grad mode and is being modified inplace with grad mode enabled. More.":
            ["1.8.1"]}, "t.py": {
        "RuntimeError: A view was created in no_grad mode and is being modified inplace with grad mode enabled. Old.":
            ["1.7.1"],
        "RuntimeError: A view was created in no_grad mode and is being modified inplace with grad mode enabled. New.":
            ["2.0.1"],
        "RuntimeError: A view was created in no_grad mode and its base has been modified inplace.": ["1.8.1"]}}}}
    read = ["2.0.1", "1.8.1", "1.7.1"]
    assert history.title_releases(runs, page, history.page_spec(meta), read, "page/t.py") == ["2.0.1", "1.7.1"]
    whole = {**meta, "error": meta["error"].removesuffix(" ...")}
    assert history.title_releases(runs, page, history.page_spec(whole), read, "page/t.py") == []


def test_the_check_of_the_line_under_a_title_names_releases_it_leaves_out(built_site, data, tmp_path):
    """A built view page whose line under the title names only the build's own ending (1.10 - 2.13) is refused."""
    page = "errors/view-created-in-no-grad-modified-inplace.md"
    built = page_html_path(built_site, page).read_text(encoding="utf-8")
    broken = re.sub(r"torch 1\.7 – 2\.13 raise this error with the title(?:&#x27;|')s words .*?, is printed by",
                    "This wording is printed by", built)
    assert broken != built
    path = page_html_path(tmp_path, page)
    path.parent.mkdir(parents=True)
    path.write_text(broken, encoding="utf-8")
    found = banner_problems(tmp_path, data, {page: error_pages(DOCS)[page]})
    assert len(found) == 1 and "torch 1.7.1, 1.8.1, 1.9.1 printed the title's words" in found[0], found


def test_a_piece_and_a_filled_in_template_are_not_shown_as_wordings():
    """How `make history` turns what it read into rows (history.proven): a C++ message's piece found alone and the
    message with a value written in are refused as wordings; the piece completes the declared message where the
    release holds its other parts, or stays a part, never shown."""
    declared = "RuntimeError: expected scalar type ... but found ..."
    printed = {"RuntimeError: expected scalar type ...": ["1.0.1", "2.13.0"],        # a piece (read alone)
               "RuntimeError: expected scalar type Float but found ...": ["1.9.1"],  # a value written in
               "RuntimeError: expected scalar type ... but found ...": ["2.12.1"],
               "RuntimeError: bool value of Tensor is ambiguous": ["1.0.1"]}     # another wording: stays
    holds = lambda version, text: version != "1.0.1"  # noqa: E731  (1.0.1 lacks " but found ")
    rows = history.proven(printed, declared, holds, installed="2.13.0")
    shown = {row["message"]: row["releases"] for row in rows if not row.get("part")}
    assert shown == {declared: ["2.13.0", "2.12.1", "1.9.1"], "RuntimeError: bool value of Tensor is ambiguous": ["1.0.1"]}
    assert [row for row in rows if row.get("part")] == [
        {"message": "RuntimeError: expected scalar type ...", "releases": ["1.0.1"], "part": True}]
    assert history.piece_of("RuntimeError: ... to have one of the following scalar types: ...",
                            "RuntimeError: Expected tensor for argument #1 'indices' to have one of the following "
                            "scalar types: Long, Int; but got ... instead")
    assert history.piece_of("ValueError: Expected input batch_size (...) to match target batch_size (...",
                            "ValueError: Expected input batch_size (...) to match target batch_size (...).")
    assert not history.piece_of("RuntimeError: you can only change requires_grad flags of leaf variables.",
                                "RuntimeError: you can only change requires_grad flags of leaf variables. If you want")
    # The checks of the real data name a page whose data shows a piece or a filled-in template.
    data = {"releases": {"2.13.0": "read"}, "pages": {"errors/expected-scalar-type-but-found.md": [
        {"message": "RuntimeError: expected scalar type ...", "releases": ["2.13.0"]},
        {"message": "RuntimeError: expected scalar type Float but found ...", "releases": ["2.13.0"]}]}}
    found = wording_problems(data)
    assert any("is a piece of" in f for f in found) and any("with values written in" in f for f in found), found


def test_a_release_that_ran_the_trigger_is_in_the_row_of_what_it_printed():
    """history.proven with what releases' runs printed: a release whose files hold the message only in pieces but whose
    trigger printed it whole is in the whole wording's row (its piece is no longer kept); a warning printed under
    another class than the row's, or any message no row words, is refused (Unproven) with the release and message."""
    declared = "RuntimeError: Function ... returned an invalid gradient at index ... - got [...] but expected [...]"
    printed = {"RuntimeError: invalid gradient at index ...": ["2.0.1", "1.0.1"], declared: ["2.13.0"]}
    holds = lambda version, text: False  # noqa: E731  (no release holds the other pieces)
    ran = {"2.0.1": ["RuntimeError: Function MyBackward returned an invalid gradient at index 0 - got [8, 3] but "
                     "expected [2, 4, 3]"]}
    rows = history.proven(printed, declared, holds, installed="2.13.0", ran=ran)
    assert rows == [{"message": declared, "releases": ["2.13.0", "2.0.1"]},
                    {"message": "RuntimeError: invalid gradient at index ...", "releases": ["1.0.1"], "part": True}]
    assert history.proven(printed, declared, holds, installed="2.13.0") == [  # without the run: a piece in 2.0.1
        {"message": declared, "releases": ["2.13.0"]},
        {"message": "RuntimeError: invalid gradient at index ...", "releases": ["2.0.1", "1.0.1"], "part": True}]
    warned = {"FutureWarning: Using a non-full backward hook is deprecated": ["2.13.0", "2.0.1"]}
    with pytest.raises(history.Unproven, match=r"torch 2\.0\.1 printed 'UserWarning: Using a non-full"):
        history.proven(warned, "FutureWarning: Using a non-full backward hook is deprecated", holds, "2.13.0",
                       {"2.0.1": ["UserWarning: Using a non-full backward hook is deprecated"]})


def test_a_python_message_has_the_class_it_is_raised_or_warned_with():
    """`warnings.warn(text)` warns a UserWarning, `warnings.warn(text, FutureWarning)` a FutureWarning, `assert c, text`
    raises an AssertionError and `check(c, text, exc_type=ValueError)` a ValueError; `torch._check(c, text)` says
    nothing of its class (the page's own)."""
    source = b'''
import warnings
warnings.warn("Using a non-full backward hook")
warnings.warn("Using a non-full backward hook, later", FutureWarning)
warnings.warn("Using a non-full backward hook, elsewhere", category=DeprecationWarning)
assert a == b, f"stack expects each tensor to be equal size, but got {a} at entry 0"
check(a, lambda: "Sizes of tensors must match", exc_type=ValueError)
torch._check(a, lambda: "grad can be implicitly created")
'''
    assert history.python_messages(source) == [
        ["UserWarning", "Using a non-full backward hook"], ["FutureWarning", "Using a non-full backward hook, later"],
        ["DeprecationWarning", "Using a non-full backward hook, elsewhere"],
        ["AssertionError", "stack expects each tensor to be equal size, but got ... at entry 0"],
        ["ValueError", "Sizes of tensors must match"], [None, "grad can be implicitly created"]]


def test_a_wording_only_torch_compile_or_torchscript_code_holds_is_labelled_so():
    """A message read only from torch.compile's reference and meta code (or TorchScript's shape functions) is
    labelled in its row: eager code never prints it. The same wording held by eager code too is not."""
    assert history.code_path("torch/_refs/__init__.py") == history.code_path("torch/_meta_registrations.py") \
        == "torch.compile"
    assert history.code_path("torch/jit/_shape_functions.py") == "TorchScript"
    assert history.code_path("torch/nn/functional.py") == ""
    spec = {"type": "RuntimeError", "fragment": "stack expects", "exclude": [], "before": [], "after": []}
    strings = {"python": [["AssertionError", "stack expects ... at entry 0and ...", "torch.compile"],
                          [None, "stack expects both", "torch.compile"], [None, "stack expects both", ""]],
               "libraries": {"libtorch_cpu.so": ["stack expects a tensor"]}}
    paths = {}
    assert history.wordings(strings, spec, paths) == {"AssertionError: stack expects ... at entry 0and ...",
                                                      "RuntimeError: stack expects both",
                                                      "RuntimeError: stack expects a tensor"}
    assert paths == {"AssertionError: stack expects ... at entry 0and ...": "torch.compile"}
    row = {"message": "AssertionError: stack expects ... at entry 0and ...", "releases": ["2.3.1"], "path": "torch.compile"}
    assert history.releases_cell(row, ["2.3.1"]) == \
        "2.3, torch.compile, torch.export and meta tensors only (torch's reference and meta code)"
    stack = history.load()["pages"]["errors/stack-expects-each-tensor-to-be-equal-size.md"]
    assert {e.get("path") for e in stack if "0and" in e["message"]} == {"torch.compile"}
    assert all(not e.get("path") for e in stack if e["message"].startswith("RuntimeError:"))


def test_a_run_records_the_warnings_and_the_exception_a_reader_would_paste():
    output = ("/x/module.py:1344: FutureWarning: Using a hook\n  warnings.warn(\n"
              "/x/a.py:9: UserWarning: Using a target size (Triggered internally at /pytorch/aten/src/x.cpp:12.)\n"
              "/x/module.py:1344: FutureWarning: Using a hook\nTraceback (most recent call last):\n")
    assert releaseruns.printed(output, "RuntimeError: stack expects\nmore") == [
        "FutureWarning: Using a hook", "UserWarning: Using a target size", "RuntimeError: stack expects\nmore"]
    assert releaseruns.printed("hello\n", None) == []


# ------------------------------------------------------------------------------ the checks can fail
def test_checks_name_the_page_when_the_data_is_broken(built_site, data):
    pages = error_pages(DOCS)
    page = "errors/grad-implicitly-created-scalar-outputs.md"
    broken = copy.deepcopy(data)
    for entry in broken["pages"][page]:
        entry["message"] = entry["message"].replace("scalar outputs", "scalar output")
    assert any(page in p for p in installed_problems(broken, pages, INSTALLED))
    assert any(page in p for p in block_problems(built_site, broken, pages))
    older = copy.deepcopy(data)
    older["pages"][page][0]["releases"].pop()  # the oldest release no longer prints it
    assert any(page in p for p in block_problems(built_site, older, pages))
    del broken["pages"][page]
    assert any(page in p for p in coverage_problems(broken, pages))
    gpu = "errors/cuda-out-of-memory.md"  # a GPU page: its trigger needs a GPU
    assert history.gpu_page(pages[gpu])
    edited = {**pages, gpu: {**pages[gpu], "error": pages[gpu]["error"].replace("capacity", "size")}}
    assert any(gpu in p for p in gpu_problems(data, edited))  # a message the CUDA wheel does not hold
    held = copy.deepcopy(data)
    held["pages"][gpu] = [{**e, "build": "macos"} for e in held["pages"][gpu]]  # read from another wheel
    assert any(gpu in p for p in gpu_problems(held, pages))
    runs = history.runs_record(history.RUNS)
    embedding = "errors/embedding-indices-must-be-long-or-int.md"
    dropped = copy.deepcopy(data)  # the oldest release run no longer in the row of what its trigger printed
    for entry in dropped["pages"][embedding]:
        entry["releases"] = [v for v in entry["releases"] if v != "2.0.1"]
    assert any(embedding in p and "torch 2.0.1 printed" in p for p in ran_problems(dropped, runs, pages))
    reworded = copy.deepcopy(runs)  # a run that printed another wording
    for lines in reworded["pages"][embedding].values():
        for line in list(lines):
            lines[line.replace("Long, Int", "Long")] = lines.pop(line)
    assert any(embedding in p for p in ran_problems(data, reworded, pages))
    unrun = {**runs, "releases": {v: s for v, s in runs["releases"].items() if not v.startswith("2.4.")}}
    assert any("release 2.4" in p for p in ran_problems(data, unrun, pages))
    no_fragment = {p: {k: v for k, v in m.items() if k != "fragment"} for p, m in pages.items()}
    assert any(page in p for p in coverage_problems(data, no_fragment))


# ------------------------------------------------------------------------------- the tool, on a fake wheel
FAKE_PYTHON = '''
def _make_grads(out, dtype):
    """grad can be implicitly created only for real scalar outputs (a docstring, not a message)"""
    if out.numel() != 1:
        raise RuntimeError("grad can be implicitly created only for scalar outputs")
    msg = ("grad can be implicitly created only for real scalar outputs"
           f" but got {dtype}")
    raise RuntimeError(msg)


def _check(grad, out, i):
    raise RuntimeError("Mismatch in shape: grad_output[" + str(i) + "] has a shape of " + str(grad.shape)
                       + " and output[{}] has a shape of {}.".format(i, out.shape))
'''
# C++ keeps each literal piece of a message as a NUL-terminated string, usually next to each other.
FAKE_LIBRARY = b"\0".join([
    b"\x7fELF junk", b"element ", b" of tensors does not require grad and does not have a grad_fn",
    b"unrelated", b"a view of a leaf Variable that requires grad is being used in an in-place operation.",
    b"a leaf Variable that requires grad has been used in an in-place operation.",
    b"one of the variables needed for gradient computation has been modified by an inplace operation: [",
    b", which is output ", b" of ", b" is at version ", b"; expected version ", b" instead.",
    b" Hint: enable anomaly detection, with torch.autograd.set_detect_anomaly(True).",
    b" Hint: the backtrace further above shows the operation. Good luck!",
    b"Trying to backward through the graph a second time, but the buffers have already been freed.",
    # older releases: one printf-style string, whose "element " must not be taken for a piece before it
    b"element %d of tensors tuple is not a Tensor", b"element %d of tensors does not require grad and does not have a grad_fn",
    b"",
])
SPECS = {
    "scalar": {"fragment": "grad can be implicitly created only for scalar outputs"},
    "real": {"fragment": "grad can be implicitly created only for real scalar outputs"},
    "shape": {"fragment": "Mismatch in shape"},
    "element": {"fragment": " of tensors does not require grad", "before": ["element "]},
    "leaf": {"fragment": "leaf Variable that requires grad", "exclude": ["a view of a leaf"]},
    "inplace": {"fragment": "modified by an inplace operation",
                "after": [{"optional": ["which is output", " of "]}, "is at version", "expected version", " instead.",
                          "Hint:"],
                # where the declared message shows two pieces printed one after the other, no `...` between
                "declared": "one of ... operation: [...], which is output ... of ..., is at version ...; expected "
                            "version ... instead. Hint: enable anomaly detection, with ..."},
    "twice": {"fragment": "backward through the graph a second time"},
}
EXPECTED = {
    "scalar": {"RuntimeError: grad can be implicitly created only for scalar outputs"},
    "real": {"RuntimeError: grad can be implicitly created only for real scalar outputs but got ..."},
    "shape": {"RuntimeError: Mismatch in shape: grad_output[...] has a shape of ... and output[...] has a shape of ...."},
    "element": {"RuntimeError: element ... of tensors does not require grad and does not have a grad_fn"},
    "leaf": {"RuntimeError: a leaf Variable that requires grad has been used in an in-place operation."},
    "inplace": {
        "RuntimeError: one of the variables needed for gradient computation has been modified by an inplace "
        f"operation: [...{which}is at version ...; expected version ... instead. Hint: {hint}"
        for which in (", which is output ... of ... ", " ")
        for hint in ("enable anomaly detection, with torch.autograd.set_detect_anomaly(True).",
                     "the backtrace further above shows the operation. Good luck!")
    },
    "twice": {"RuntimeError: Trying to backward through the graph a second time, but the buffers have already been freed."},
}


def test_the_ends_a_message_prints_one_or_the_other_of_are_sought_near_each_other():
    """An `after:` list `[a, b]` (ends one message prints one or the other of): the compiler keeps them together, so
    an end further from the piece before them than WINDOW is found next to another end (torch 2.13 keeps a custom
    Function's end six strings after the view message's piece, one after the no_grad end); an end alone far away,
    beside no other end, is not."""
    ends = [" Multiple views.", " Given that it is forbidden.", "junk", "junk", " Inside a custom Function."]
    table = ["A view was created in no_grad mode and ", " modified inplace with grad mode enabled.", "junk", "junk",
             *ends]
    spec = {"fragment": " no_grad mode and", "before": [],
            "after": [" modified inplace", [" Multiple views", " Given that", " Inside a custom Function"]]}
    found = {"".join(pieces) for pieces in history._assemble(table, 0, spec)}
    assert found == {f"{table[0]}{table[1]}{end}" for end in ends if end != "junk"}, found
    lonely = [*table[:4], "junk", "junk", "junk", "junk", " Inside a custom Function."]
    assert {"".join(p) for p in history._assemble(lonely, 0, spec)} == {f"{table[0]}{table[1]}"}


def fake_wheel(folder: Path, version: str, library: bytes = FAKE_LIBRARY) -> Path:
    wheel = folder / f"torch-{version}-cp311-none-macosx_11_0_arm64.whl"
    with zipfile.ZipFile(wheel, "w") as archive:
        archive.writestr("torch/version.py", f"__version__ = '{version}+cpu'\n")
        archive.writestr("torch/autograd/__init__.py", FAKE_PYTHON)
        archive.writestr("torch/lib/libtorch_cpu.dylib", library)
    return wheel


def _spec(name: str) -> dict:
    return {"type": "RuntimeError", "exclude": [], "before": [], "after": [], **SPECS[name]}


@pytest.mark.parametrize("name", sorted(SPECS))
def test_the_tool_reads_each_wording_from_a_fake_wheel(tmp_path, name):
    strings = history.read_wheel(fake_wheel(tmp_path, "2.13.0"), history.search_words([_spec(n) for n in SPECS]))
    assert strings["version"] == "2.13.0"
    assert history.wordings(strings, _spec(name)) == EXPECTED[name]


def test_the_tool_writes_each_release_once_newest_first_and_the_same_twice(tmp_path, monkeypatch):
    """`main` over a cache holding two fake releases: the rest are named as not read, and a re-run over the
    same wheels writes the same bytes."""
    fake_wheel(tmp_path, "2.13.0")
    older = FAKE_LIBRARY.replace(b"has been used", b"is used")  # an older wording of the leaf message
    fake_wheel(tmp_path, "1.0.1", older)
    out = tmp_path / "messages.json"
    cuda = ["--cuda-wheels", str(tmp_path / "cuda")]  # none: the GPU pages' record is named as not read
    assert history.main(["--wheels", str(tmp_path), *cuda, "--offline", "--out", str(out)]) == 0
    first = out.read_bytes()
    assert history.main(["--wheels", str(tmp_path), *cuda, "--offline", "--out", str(out)]) == 0
    assert out.read_bytes() == first
    data = json.loads(first)
    assert data["releases"]["2.13.0"] == data["releases"]["1.0.1"] == "read"
    assert data["releases"]["1.5"].startswith("not read: ")
    assert list(data["releases"]) == sorted(data["releases"], key=history._key, reverse=True)
    assert set(data["pages"]) == set(error_pages(DOCS))
    leaf = data["pages"]["errors/leaf-variable-in-place-operation.md"]
    assert leaf == [
        {"message": "RuntimeError: a leaf Variable that requires grad has been used in an in-place operation.",
         "releases": ["2.13.0"]},
        {"message": "RuntimeError: a leaf Variable that requires grad is used in an in-place operation.",
         "releases": ["1.0.1"]},
    ]


def test_the_tool_reads_one_page_and_keeps_the_others_entries(tmp_path):
    """`--page` (what make page runs): that page's entry as a full run writes it, every other entry as --out had it;
    the same bytes as a full run when nothing else changed; without --out, every page."""
    fake_wheel(tmp_path, "2.13.0")
    out, cuda = tmp_path / "messages.json", ["--cuda-wheels", str(tmp_path / "cuda")]
    common = ["--wheels", str(tmp_path), *cuda, "--offline", "--out", str(out)]
    leaf, other = "errors/leaf-variable-in-place-operation.md", "errors/cuda-out-of-memory.md"
    assert history.main([*common, "--page", leaf]) == 0  # no --out yet: every page
    full = out.read_bytes()
    assert set(json.loads(full)["pages"]) == set(error_pages(DOCS))
    data = json.loads(full)
    data["pages"][leaf], data["pages"][other] = [], [{"message": "RuntimeError: kept as it was", "releases": ["2.13.0"]}]
    out.write_text(history.dump(data), encoding="utf-8")
    assert history.main([*common, "--page", leaf]) == 0
    again = json.loads(out.read_bytes())
    assert again["pages"][leaf] == json.loads(full)["pages"][leaf] != []
    assert again["pages"][other] == data["pages"][other]
    again["pages"][other] = json.loads(full)["pages"][other]
    assert history.dump(again).encode() == full


def test_release_ranges_join_consecutive_releases():
    read = ["2.13.0", "2.12.1", "2.0.1", "1.13.1", "1.1.0", "1.0.1"]
    assert history.release_ranges(["2.13.0", "2.12.1", "1.13.1", "1.0.1"], read) == "2.12 – 2.13, 1.13, 1.0"
    assert history.release_ranges(read, read) == "1.0 – 2.13"


def test_a_wording_read_only_in_part_is_dropped_when_the_whole_is_read_in_the_same_release():
    """A C++ message's first piece found alone ("... range of [...") beside the whole message of the same release is
    not another wording; a partial read with nothing whole beside it stays."""
    whole = "IndexError: Dimension out of range (expected to be in range of [..., ...], but got ...)"
    part = "IndexError: Dimension out of range (expected to be in range of [..."
    assert history.whole_wordings({whole, part}) == {whole}
    assert history.whole_wordings({part}) == {part}
    assert history.whole_wordings({"E: a ...", "E: b"}) == {"E: a ...", "E: b"}
    assert history.whole_wordings({"E: at dimension ...", "E: at dimension ...)"}) == {"E: at dimension ...",
                                                                                      "E: at dimension ...)"}
    data = history.load()
    partial = [(page, release, entry["message"]) for page, entries in data["pages"].items() for entry in entries
               for release in entry["releases"] if entry["message"] not in history.whole_wordings(
                   {e["message"] for e in entries if release in e["releases"]})]
    assert not partial, f"history/messages.json holds partial wordings (run make history): {partial[:3]}"


def test_a_gpu_message_joined_from_two_libraries_is_held_only_at_a_string_boundary():
    """torch's "CUDA error: " and the CUDA runtime's "device-side assert triggered" make one message: held as the end
    of one string and the start of another, never from the middle of a string."""
    strings = {"libraries": {"libc10_cuda.so": ["CUDA error: ", "other"], "libcudart.so.13": ["device-side assert triggered"]},
               "python": []}
    assert history._holds_joined(strings, "CUDA error: device-side assert triggered")
    assert not history._holds(strings, "CUDA error: device-side assert triggered")
    assert not history._holds_joined(strings, "CUDA error: side assert triggered")  # the middle of a string
    assert not history._holds_joined(strings, "error: other side")


def test_a_cuda_kernels_assertion_is_shown_where_the_cuda_wheels_gpu_code_holds_its_condition():
    """An `older:` wording with `backend: "CUDA"` on a CPU page is read from the CUDA wheel, not the macOS ones; an
    assertion (`Assertion `...` failed.`) is held where the kernels' GPU code (device_strings) holds its condition,
    and the block says where the row was read. Breaks: the condition missing from the GPU code, or only the macOS
    wheel holding it."""
    meta = {"error": "IndexError: Target ... is out of bounds.", "fragment": "is out of bounds.", "before": ["Target "],
            "older": [{"message": "...: block: [...], thread: [...] Assertion `t >= 0 && t < n_classes` failed.",
                       "backend": "CUDA"}]}
    mac = {"version": "2.13.0", "python": [], "libraries": {"libtorch_cpu.dylib": ["Target ", " is out of bounds.",
                                                                                  "t >= 0 && t < n_classes"]}}
    cuda = {"version": "2.13.0", "python": [], "libraries": {}, "device": ["t >= 0 && t < n_classes", "index >= 0"]}
    page = "errors/target.md"

    def rows(cuda_strings):
        entries = history.build({page: meta}, {"2.13.0": dict(mac)}, {"2.13.0": cuda_strings})["pages"][page]
        return [(e["message"], e["releases"], e.get("backend")) for e in entries]

    assert rows(cuda) == [("IndexError: Target ... is out of bounds.", ["2.13.0"], None),
                          ("...: block: [...], thread: [...] Assertion `t >= 0 && t < n_classes` failed.", ["2.13.0"],
                           "CUDA")]
    assert len(rows({**cuda, "device": ["index >= 0"]})) == 1  # the condition not in the GPU code
    assert len(rows({**cuda, "device": None})) == 1  # the GPU code not read
    data = history.build({page: meta}, {"2.13.0": dict(mac)}, {"2.13.0": cuda})
    block = history.message_block(page, data)
    assert "Assertion `t &gt;= 0 &amp;&amp; t &lt; n_classes` failed." in block
    assert "2.13, CUDA build (NVIDIA GPUs; no older CUDA wheel read)" in block
    assert "read from torch 2.13's Linux CUDA wheel alone" in block
    target = history.load()["pages"]["errors/target-is-out-of-bounds.md"]
    assert {e["message"].split("] ")[-1] for e in target if e.get("backend") == "CUDA"} == {
        "Assertion `t >= 0 && t < n_classes` failed.", "Assertion `cur_target >= 0 && cur_target < n_classes` failed."}


def test_an_older_wording_no_file_holds_whole_is_shown_where_a_release_printed_it():
    """An `older:` wording whose literal parts no release's files hold as such (C++ joins it from generic pieces, as
    embedding's Long-only message of torch 1.7 and earlier) is shown for the releases whose triggers printed it
    (history/runs.json): not for a release that did not run, nor for one that printed another wording."""
    older = "RuntimeError: Expected tensor for argument #1 'indices' to have scalar type Long; but got ... instead " \
            "(while checking arguments for embedding)"
    meta = {"error": "RuntimeError: Expected ... to have one of the following scalar types: Long, Int; but got ...",
            "fragment": "to have one of the following", "older": [{"message": older}],
            "trigger": ["emb/01_trigger.py"]}
    strings = {"python": [], "libraries": {"libtorch_cpu.dylib": [
        "Expected ", " to have one of the following scalar types: Long, Int; but got ...", " to have scalar type "]}}
    page = "errors/emb.md"
    releases = {v: dict(strings, version=v) for v in ("2.13.0", "1.8.1", "1.7.1", "1.6.0")}
    printed = {"1.7.1": "RuntimeError: Expected tensor for argument #1 'indices' to have scalar type Long; but got "
                        "torch.HalfTensor instead (while checking arguments for embedding)",
               "1.8.1": "RuntimeError: Expected ... to have one of the following scalar types: Long, Int; but got ..."}
    runs = {"releases": {"1.8.1": "1.8.1", "1.7.1": "1.7.1"},
            "pages": {page: {"01_trigger.py": {line: [v] for v, line in printed.items()}}}}
    rows = {e["message"]: e["releases"] for e in history.build({page: meta}, releases, runs=runs)["pages"][page]}
    assert rows[older] == ["1.7.1"]
    del runs["pages"][page]["01_trigger.py"][printed["1.7.1"]]  # 1.7 not run: no release shows the older wording
    assert older not in {e["message"] for e in history.build({page: meta}, releases, runs=runs)["pages"][page]}


def test_a_template_whose_last_sentence_an_older_printed_wording_fills_is_not_a_row_of_its_own():
    """torch 1.7 and 1.8 join `A view was created in no_grad mode and is being modified inplace with grad mode
    enabled. ` and a sentence: their files hold the start with `...` for the rest, which their trigger printed whole
    with a sentence the page's `older:` gives. The whole printed wording is the row of those releases; the template is
    a piece of it, not a wording (with no run of 1.8, 1.8 keeps the template, as the files show it)."""
    start = "A view was created in no_grad mode and is being modified inplace with grad mode enabled. "
    older = f"RuntimeError: {start}Given that this use case is ambiguous and error-prone, it is deprecated."
    meta = {"error": f"RuntimeError: {start}...", "fragment": " no_grad mode and",
            "older": [{"message": older}], "trigger": ["view/01_trigger.py"]}
    strings = {"python": [], "libraries": {"libtorch_cpu.dylib": [start + "%s"]}}
    page = "errors/view.md"
    releases = {v: dict(strings, version=v) for v in ("1.8.1", "1.7.1")}
    runs = {"pages": {page: {"01_trigger.py": {older: ["1.8.1", "1.7.1"]}}}}
    rows = {e["message"]: e["releases"] for e in history.build({page: meta}, releases, runs=runs)["pages"][page]}
    assert rows == {older: ["1.8.1", "1.7.1"]}, rows
    runs["pages"][page]["01_trigger.py"][older] = ["1.7.1"]
    rows = {e["message"]: e["releases"] for e in history.build({page: meta}, releases, runs=runs)["pages"][page]}
    assert rows == {older: ["1.7.1"], f"RuntimeError: {start}...": ["1.8.1"]}, rows
