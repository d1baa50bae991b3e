"""Material's copy button on a snippet puts exactly the snippet on the clipboard, and that text, run by Python,
prints what the page shows under it. An excerpt is pasted into its complete file in place of its section."""

from __future__ import annotations

import os
import re
import textwrap

import pytest

from torchdocs.fence import complete_code
from torchdocs.pages import usages
from torchdocs.runner import terminal_difference
from torchdocs.sitecheck import shown_code

from .conftest import page_sources, selected_pages, url_path

pytestmark = pytest.mark.browser


def program(usage, copied: str) -> tuple[str, str] | None:
    """What a reader runs: the copied complete file, or the complete file with the copied excerpt pasted over
    its section (the markers are blank lines on the page, so line numbers match). None if the copy is wrong."""
    if copied.rstrip("\n") != shown_code(usage).rstrip("\n"):
        return None
    if usage.excerpt is None:
        return "the complete file", copied
    lines = complete_code(usage.path.read_text(encoding="utf-8")).split("\n")
    marks = usage.path.read_text(encoding="utf-8").split("\n")
    first, last = marks.index(f"# --8<-- [start:{usage.excerpt}]"), marks.index(f"# --8<-- [end:{usage.excerpt}]")
    # A reader pastes the excerpt at the indentation of the place it goes (inside a loop, say).
    indent = os.path.commonprefix([re.match(r"[ \t]*", line).group() for line in lines[first + 1 : last] if line.strip()])
    pasted = textwrap.indent(copied.rstrip("\n"), indent).split("\n")
    return f"the excerpt {usage.excerpt!r} pasted into its file", "\n".join(lines[: first + 1] + pasted + lines[last:]) + "\n"


@pytest.fixture(scope="session")
def copies(request, pool, tmp_path_factory, terminal_runs) -> dict:
    """Every selected page's copy buttons clicked (pages shared out over the pool's browsers, all submitted at once),
    and each copied program started in a fresh interpreter as its page's copy comes back: page (its source) ->
    (failures found on the page, [(where, what, shown, Future of the run)])."""
    sources = selected_pages(request, ("test_copy_button_copies_a_snippet_that_prints_what_the_page_shows",))
    clicked = {src: pool.submit(copy_every_snippet, url_path(src)) for src in sources}
    fences = {}  # page -> its fences, in order
    for usage in usages():
        fences.setdefault(usage.page, []).append(usage)
    found = {}
    for src, future in clicked.items():
        try:
            copied, errors = future.result(timeout=600)
        except Exception as exc:  # noqa: BLE001  (reported by the page's test)
            found[src] = ([f"page /{url_path(src)}: {exc!r}"], [])
            continue
        found[src] = check_page(src, fences.get(src, []), copied, errors, tmp_path_factory, terminal_runs)
    return found


@pytest.mark.parametrize("page", page_sources())
def test_copy_button_copies_a_snippet_that_prints_what_the_page_shows(page, copies):
    failures, runs = copies[page]
    failures = list(failures)
    for where, what, shown, run in runs:
        printed, returncode = run.result()
        if shown is None:
            if returncode:
                failures.append(f"{where}: {what}, run by Python, failed:\n{printed}")
            continue
        difference = terminal_difference(shown, printed, returncode)
        if difference:
            failures.append(f"{where}: {what}, run by Python: {difference}")
    assert not failures, "\n\n".join(failures)


# Per page, in one call: open each snippet's collapsed blocks as a reader would, scroll it into view (content.lazy:
# Material adds the copy button then), check that the button is what a pointer at its centre hits, click it and
# read the clipboard. The text under the code is what the page shows as the output (null for output="html").
COPY_EVERY_SNIPPET = """async () => {
    const sleep = ms => new Promise(resolve => setTimeout(resolve, ms));
    const found = [];
    for (const block of document.querySelectorAll('div.snippet')) {
        // An error page's answer (under its title) shows the first cause's fix a second time: not a fence of its own.
        const got = {snippet: block.dataset.snippet, copied: null, hit: false,
                     answer: block.matches('p.answer-label + .snippet')};
        found.push(got);
        for (let d = block.closest('details'); d; d = d.parentElement.closest('details')) d.open = true;
        block.scrollIntoView({block: 'center'});
        let button = null;
        // Waits end on what they wait for, or after 10 s (a loaded machine; 3 s was not always enough).
        const until = performance.now() + 10000;
        while (!(button = block.querySelector('.highlight button[data-md-type="copy"]')) && performance.now() < until) await sleep(20);
        if (!button) continue;
        button.scrollIntoView({block: 'center'});  // a long block's button may be above the screen
        const box = button.getBoundingClientRect();
        got.hit = button.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2));
        // Up to three clicks, each read for up to 5 s: under load the page can lose focus to another page of the
        // pool, and the browser then refuses the button's clipboard write (the clipboard stays empty). A button that
        // copies other text fails at once; one that never copies fails after the third click.
        for (let click = 0; click < 3 && !got.copied; click++) {
            await navigator.clipboard.writeText('');
            window.focus();
            button.click();
            const copied = performance.now() + 5000;
            for (let i = 0; !got.copied && (i < 2 || performance.now() < copied); i++) { got.copied = await navigator.clipboard.readText(); await sleep(i ? 20 : 0); }
        }
        got.shown = block.querySelector('.snippet-output[data-output=html]') ? null
            : (block.querySelector('.snippet-output code') || {textContent: ''}).textContent;
    }
    return found;
}"""


def copy_every_snippet(visit, path: str) -> tuple[list[dict], list[str]]:
    """On one page (a thread of the pool): what each snippet's copy button copied, and the console errors."""
    v = visit()
    page = v.goto(path, wait_until="load")
    page.bring_to_front()  # the clipboard takes writes from the focused page only
    found = page.evaluate(COPY_EVERY_SNIPPET)  # the script waits for the buttons
    errors = []
    if any(got["copied"] == "" for got in found):
        # Under load another page of the pool can take the focus: the browser then refuses the clipboard write and
        # the clipboard stays empty. Once more, on a new load with the focus (a button that copies other text, or
        # never copies, still fails). The first load's console errors are kept.
        errors = list(v.errors)
        page = v.reset().goto(path, wait_until="load")
        page.bring_to_front()
        found = page.evaluate(COPY_EVERY_SNIPPET)
    return found, errors + list(v.errors)


def check_page(src: str, fences: list, found: list[dict], errors: list[str], tmp_path_factory, terminal_runs):
    """What is wrong with one page's copy buttons, and the copied programs to run (each started now)."""
    path, failures, runs = url_path(src), [], []
    if errors:
        failures.append(f"page /{path} logged errors: {errors}")
    answers = [got for got in found if got.get("answer")]
    gpu = {u.snippet for u in usages(runnable=False) if u.needs == "gpu"}  # not run here: not in `fences`
    found = [got for got in found if not got.get("answer") and got["snippet"] not in gpu]
    if len(found) != len(fences):
        failures.append(f"page /{path}: {len(found)} snippets on the page, {len(fences)} fences in its Markdown")
    pairs = list(zip(fences, found))
    for got in answers:  # the answer's copy button is checked as the fence it repeats
        same = [u for u in fences if u.snippet == got["snippet"]]  # the answer repeats the `fix` excerpt
        usage = next((u for u in same if u.excerpt == "fix"), same[0] if same else None)
        if usage is None:
            failures.append(f"page /{path}: its answer shows {got['snippet']}, which no fence of the page includes")
        else:
            pairs.append((usage, got))
    for usage, got in pairs:
        snippet, copied, shown = got["snippet"], got["copied"], got.get("shown")
        where = f"page /{path}, snippet {snippet}" + (" (the answer under the title)" if got.get("answer") else "")
        if copied is None:
            failures.append(f"{where}: no copy button on its code")
            continue
        if not got["hit"]:
            failures.append(f"{where}: the copy button is covered: a click at its centre hits something else")
        found_program = program(usage, copied) if usage.snippet == snippet else None
        if found_program is None:
            failures.append(f"{where}: the copy button copied other text than the page's code "
                            f"(snippets/{usage.snippet}):\n{copied}")
            continue
        what, source = found_program
        if what == "the complete file" and "fix" not in snippet.rsplit("/", 1)[-1]:
            continue  # copied exactly; running every file is tests/test_snippets.py's job (torch is slow)
        if source.rstrip("\n") == complete_code(usage.path.read_text(encoding="utf-8")):
            # What the reader pastes is the file (its section markers, comments, blank): the session runs
            # that file once in a fresh interpreter, for this test and the fresh layer alike.
            run = terminal_runs.start(usage.path)
        else:
            folder = tmp_path_factory.mktemp("pasted")
            (folder / usage.path.name).write_text(source, encoding="utf-8")
            run = terminal_runs.start(folder / usage.path.name, cwd=folder)
        runs.append((where, what, shown, run))
    return failures, runs
