"""Material's copy button on a snippet puts exactly the snippet on the clipboard, and that text, run by Python,
prints what the page shows under it. An excerpt is pasted into its complete file in place of its section."""

from __future__ import annotations

import contextlib
import os
import re
import textwrap

import pytest
from playwright.sync_api import TimeoutError as PlaywrightTimeout

from torchdocs.fence import complete_code
from torchdocs.pages import usages
from torchdocs.runner import terminal_difference
from torchdocs.sitecheck import shown_code

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


def test_copy_button_copies_a_snippet_that_prints_what_the_page_shows(visit, pages, tmp_path, terminal_runs):
    failures, runs = [], []
    check_pages(visit, pages, tmp_path, failures, runs, terminal_runs)
    assert not failures, "\n\n".join(failures)
    print(f"\n{len(runs)} snippets copied with the copy button and run")


def check_pages(visit, pages, tmp_path, failures, runs, terminal_runs):
    fences = {}  # URL path -> the fences of its page, in order
    for usage in usages():
        url = "" if usage.page == "index.md" else usage.page.removesuffix(".md") + "/"
        fences.setdefault(url, []).append(usage)
    for path in pages:
        v = visit()
        page = v.goto(path)
        for n, block in enumerate(page.locator("div.snippet").all()):
            snippet = block.get_attribute("data-snippet")
            usage = fences[path][n]
            where = f"page /{path}, snippet {snippet}"
            # A snippet inside a collapsed block ("??? success"): open it, as a reader would.
            block.evaluate("el => { for (let d = el.closest('details'); d; d = d.parentElement.closest('details')) "
                           "d.open = true }")
            # content.lazy: Material adds the copy button when the code block comes into view.
            block.scroll_into_view_if_needed()
            button = block.locator(".highlight button[data-md-type=\"copy\"]").first
            with contextlib.suppress(PlaywrightTimeout):
                button.wait_for(state="attached", timeout=3000)
            if not button.count():
                failures.append(f"{where}: no copy button on its code")
                continue
            page.evaluate("navigator.clipboard.writeText('')")
            button.click()
            page.wait_for_function("async () => (await navigator.clipboard.readText()) !== ''", timeout=3000)
            copied = page.evaluate("navigator.clipboard.readText()")
            # None when the output is markup placed in the page (output="html"): only a clean run is checked.
            shown = block.evaluate("el => el.querySelector('.snippet-output[data-output=html]') ? null : "
                                   "(el.querySelector('.snippet-output code') || {textContent: ''}).textContent")
            found = program(usage, copied) if usage.snippet == snippet else None
            if found is None:
                failures.append(f"{where}: the copy button copied other text than the page's code "
                                f"(snippets/{usage.snippet}):\n{copied}")
                continue
            what, source = found
            if what == "the complete file" and "fix" not in snippet.rsplit("/", 1)[-1]:
                continue  # copied exactly; running every file is tests/test_snippets.py's job (torch is slow)
            if source.rstrip("\n") == complete_code(usage.path.read_text(encoding="utf-8")):
                # What the reader pastes is the file (its section markers, comments, blank): the session runs
                # that file once in a fresh interpreter, for this test and the fresh layer alike.
                run = terminal_runs.start(usage.path)
            else:
                folder = tmp_path / f"{len(runs)}"
                folder.mkdir()
                (folder / usage.path.name).write_text(source, encoding="utf-8")
                run = terminal_runs.start(folder / usage.path.name, cwd=folder)
            runs.append((where, what, shown, run))
        assert not v.errors, f"page /{path}: {v.errors}"
    assert runs, "no snippet with a copy button on any page"
    for where, what, shown, run in runs:
        printed, returncode = run.result()
        if shown is None:
            if returncode:
                failures.append(f"{where}: {what}, run by Python, failed:\n{printed}")
            continue
        difference = terminal_difference(shown, printed, returncode)
        if difference:
            failures.append(f"{where}: {what}, run by Python: {difference}")
