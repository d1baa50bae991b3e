"""The `snippet` fence: include a file from `snippets/`, run it at build time, show its code and output.

Registered in mkdocs.yml as a pymdownx.superfences custom fence. It works like markdown-exec's python fence,
with three differences the site needs: each snippet runs isolated in its own forked process (pages cannot
leak into each other), a snippet may be declared to raise (and must then raise exactly that), and its output
must equal the output recorded beside it. Any break is a warning, which fails the strict build.
"""

from __future__ import annotations

import functools
import html
import itertools
import logging
import os
import re
import textwrap
from concurrent.futures import Future

from torchdocs.pages import FENCE_OPTIONS, Usage, describe, expected_raise, gpu_present, needs, problems
from torchdocs import history, runner
from torchdocs.runner import Run, is_warning

log = logging.getLogger("mkdocs.plugins.torchdocs")
current_page = {"src": "?", "meta": {}, "history": {}}  # set by hooks.on_page_markdown before the page is converted
# Which pages' snippets the build runs: every page's (TORCHDOCS_RUN_PAGES unset: every real build), or only the
# pages it names (comma-separated, relative to docs/; empty: none). Any other fence shows its recorded output and
# verifies nothing: set only for the benchmark's floor (bench.py, measure.py) and for test builds whose tests read
# something else (the addressed build, the broken copy: tests/conftest.py); the main build runs every snippet.
_RUN_PAGES = os.environ.get("TORCHDOCS_RUN_PAGES")
RUN_PAGES = None if _RUN_PAGES is None else {page for page in _RUN_PAGES.split(",") if page}
NO_RUN = RUN_PAGES == set()


def runs(page: str) -> bool:
    return RUN_PAGES is None or page in RUN_PAGES
SECTION_MARK = "# --8<-- ["  # pymdownx.snippets section markers: `# --8<-- [start:fix]`, `# --8<-- [end:fix]`


def validate(language, inputs, options, attrs, md) -> bool:
    options.update(inputs)
    return True


def format(src, language, css_class, options, md, **kwargs) -> str:  # noqa: A001  (superfences' name)
    page, meta = current_page["src"], current_page["meta"]
    snippet = src.strip()
    usage = Usage(page, snippet, expected_raise(meta, snippet, options.get("raises")), options.get("excerpt"),
                  needs(meta, snippet, options.get("needs")))
    found = [f"unknown fence option {key!r}" for key in options if key not in FENCE_OPTIONS]
    if options.get("needs") not in (None, "gpu"):
        found.append(f"needs={options['needs']!r}: the only thing a snippet may need is \"gpu\"")
    if not usage.path.is_file():
        found.append(f"snippet file snippets/{snippet} does not exist")
        return _fail(usage, found)
    code = usage.path.read_text(encoding="utf-8")
    if usage.needs == "gpu" and not gpu_present():
        return _not_run_here(usage, found, md, code, meta, current_page["history"])
    if options.get("output") not in (None, "html"):
        found.append(f"output={options['output']!r}: the only other output is \"html\"")
    whole_file = _block(md, complete_code(code), "python", usage.path.name)
    excerpt = None
    if usage.excerpt:
        excerpt = section(code, usage.excerpt)
        if excerpt is None:
            found.append(f"no section {usage.excerpt!r} (`# --8<-- [start:{usage.excerpt}]`) in the file")
            excerpt = ""
        excerpt = _block(md, excerpt, "python", f"Excerpt from {usage.path.name}")
    # RUN_PAGES (above): a snippet not run shows its recorded output. Never for a real build: nothing is verified.
    if not runs(page) and usage.recorded.is_file():
        run: Future = Future()
        run.set_result(Run(usage.recorded.read_text(encoding="utf-8"), None if is_warning(usage.raises) else usage.raises))
    else:
        run = runner.build_run(usage.path)  # submitted at the build's start (hooks.on_files)
    finish = functools.partial(_with_output, usage, found, options, md, run, whole_file, excerpt)
    if run.done():
        return finish()
    # MkDocs converts every page's Markdown before it writes any page: a fence whose run has not ended leaves a
    # mark, and its HTML is made when the page is written (resolve()), while the server starts and snippets run.
    mark = f"<!-- torchdocs snippet {next(_marks)} -->"
    _later[mark] = finish
    return mark


_later: dict[str, functools.partial] = {}  # mark -> the fence's HTML, once its run has ended (this build's)
_marks = itertools.count()
_MARK = re.compile(r"<!-- torchdocs snippet \d+ -->")


def new_build() -> None:
    """Forget the marks of an earlier build (`mkdocs serve` rebuilds in the same process)."""
    _later.clear()


def resolve(content: str) -> str:
    """A page's HTML with each fence's own in place of its mark (waiting for the runs that have not ended)."""
    return _MARK.sub(lambda mark: _later.pop(mark.group(0), lambda: mark.group(0))(), content)


def _with_output(usage: Usage, found: list[str], options: dict, md, run: Future, whole_file: str,
                 excerpt: str | None) -> str:
    """The fence's HTML: the code (highlighted already), its output, and what breaks the page contract."""
    try:
        run = run.result()
    except RuntimeError as error:  # timed out or killed
        return _fail(usage, [*found, str(error)])
    found = found + problems(usage, run)
    recorded = usage.recorded.read_text(encoding="utf-8") if usage.recorded.is_file() else None
    if recorded is not None and recorded != run.output and runner.same_output(recorded, run.output):
        run = Run(recorded, run.error)  # only a process id differs (runner.VARIES): the recorded run, torch's too
    name = usage.path.name
    # output="html": the snippet prints markup (an SVG figure, say) that is placed in the page as it is,
    # always in view (under an excerpt too, where the complete file is folded away).
    figure = options.get("output") == "html"
    printed = f'<div class="snippet-output" data-output="html">{run.output}</div>' if figure else _output(md, run.output)
    full = whole_file + printed
    if excerpt is not None:
        folded = whole_file + ("" if figure else printed)
        full = (
            excerpt
            + f'<details class="example"><summary>Complete file {html.escape(name)}'
            + ("" if figure else " and its output")
            + f"</summary>{folded}</details>"
            + (printed if figure else "")
        )
    body = f'<div class="snippet" data-snippet="{html.escape(usage.snippet)}">{full}</div>'
    return (_fail(usage, found) if found else "") + body


def _not_run_here(usage: Usage, found: list[str], md, code: str, meta: dict, data: dict) -> str:
    """A snippet that needs a GPU, on a build without one: its code, and instead of an output, the message its page
    declares it raises as read from torch's CUDA wheel (history.gpu_row), labelled so; never an invented output."""
    shown = _block(md, complete_code(code), "python", usage.path.name)
    if usage.raises and usage.raises != meta.get("error"):
        found.append("a snippet that needs a GPU may raise only its page's `error` (it is shown as read from the "
                     "CUDA wheel); make it a `gpu_trigger:` of the page that documents its message")
    row = history.gpu_row(usage.page, usage.raises, data) if usage.raises else None
    if usage.raises and row is None:
        found.append(f"it needs a GPU and raises {usage.raises!r}, which the record of torch's CUDA wheel "
                     "(history/messages.json, rows marked \"build\": \"cuda\") does not hold: run `make history`, "
                     "or correct the page's `error` to the message torch's source builds")
    version = ".".join(history.installed_version().split(".")[:2])
    if row is not None:
        label = (f"<p><strong>Needs a GPU</strong>: this site is built on a CPU, so this snippet was not run here. "
                 f"On a GPU it raises the message below, as torch {version}'s CUDA build holds it (read from the "
                 "files of its Linux CUDA wheel; <code>...</code> stands for what your run fills in: sizes, "
                 "devices, names):</p>")
        shown += f'<div class="snippet-output needs-gpu">{label}{_block(md, row["message"], "text", "Message")}</div>'
    elif not usage.raises:
        shown += ('<div class="snippet-output needs-gpu"><p><strong>Needs a GPU</strong>: this site is built on a '
                  "CPU, so this snippet was not run here and no output is shown.</p></div>")
    body = f'<div class="snippet" data-snippet="{html.escape(usage.snippet)}" data-needs="gpu">{shown}</div>'
    return (_fail(usage, found) if found else "") + body


def complete_code(code: str) -> str:
    """The whole file as the page shows it: section markers become blank lines, so the line numbers in a
    traceback are the same whether a reader runs the file or the code copied from the page."""
    return "\n".join("" if line.lstrip().startswith(SECTION_MARK) else line for line in code.rstrip("\n").splitlines())


def section(code: str, name: str) -> str | None:
    """The lines between `# --8<-- [start:name]` and `# --8<-- [end:name]`, dedented."""
    lines = code.splitlines()
    try:
        start = lines.index(f"# --8<-- [start:{name}]")
        end = lines.index(f"# --8<-- [end:{name}]", start)
    except ValueError:
        return None
    return textwrap.dedent("\n".join(lines[start + 1 : end]))


# `mkdocs serve` only (runner.use_cache): the highlighted code and outputs of earlier rebuilds, keyed on their text
# and the Markdown settings in force (hooks.on_config sets them). Pygments is a sixth of a build, and an edit
# to prose changes none of them. A build starts with none.
_highlighted: dict[tuple, str] = {}
markdown_settings = ""


def _block(md, code: str, language: str, title: str) -> str:
    key = (markdown_settings, code, language, title)
    if runner.use_cache and key in _highlighted:
        return _highlighted[key]
    highlighter = md.preprocessors["fenced_code_block"]
    html = highlighter.highlight(
        src=code, language=language, options={"title": title}, md=md, classes=[], id_value="", attrs={}
    )
    if runner.use_cache:
        _highlighted[key] = html
    return html


def _output(md, output: str) -> str:
    if not output:
        return ""
    return f'<div class="snippet-output">{_block(md, output.rstrip(chr(10)), "text", "Output")}</div>'


def _fail(usage: Usage, found: list[str]) -> str:
    message = describe(usage, found)
    log.warning(message)
    return (
        '<div class="admonition failure"><p class="admonition-title">This snippet breaks the page contract</p>'
        f"<pre><code>{html.escape(message)}</code></pre></div>"
    )
