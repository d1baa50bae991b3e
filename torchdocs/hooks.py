"""MkDocs hooks: tell the snippet fence which page it is on and title error pages from their declaration.
(The catalogue of documented messages is written by the other hook file, torchdocs/catalogue.py.)"""

import html
import json
import logging
import os
from pathlib import Path

from mkdocs.plugins import event_priority

from torchdocs import errorpage, fence, history, runner
from torchdocs.pages import as_list, nav_pages, usages

log = logging.getLogger("mkdocs.plugins.torchdocs")
_WHAT_IT_MEANS = "\n## What it means"


def on_startup(command, dirty):
    # Only `mkdocs serve` reuses the outputs of earlier runs of unchanged snippets (see runner.use_cache).
    runner.use_cache = command == "serve"


def on_config(config):
    # What the highlighted blocks that `mkdocs serve` keeps from one rebuild to the next depend on (fence._block).
    fence.markdown_settings = repr((config["markdown_extensions"], config["mdx_configs"]))
    if not fence.NO_RUN:
        runner.start_server()  # torch loads in the snippet server while MkDocs reads the pages


# What every error page is checked against (errorpage.problems), read once per build (serve rebuilds re-read it).
_build: dict = {}


def on_files(files, config):
    fence.new_build()
    _build.update(history=history.load(), home=_read(Path(config["docs_dir"]) / "index.md"),
                  nav=nav_pages(config["nav"]))
    if not fence.NO_RUN:
        # Every snippet of every page starts now, on every core, while MkDocs renders; each fence waits for its own.
        runner.start_build(dict.fromkeys(usage.path for usage in usages() if fence.runs(usage.page)))


def on_page_markdown(markdown, page, config, files):
    fence.current_page.update(src=page.file.src_uri, meta=page.meta, history=_build["history"])
    error = page.meta.get("error")
    if error:
        # The declared message is the page's <h1>, its <title> and the description search engines show
        # (the nav keeps its short title).
        page.meta["title"] = error
        page.meta.setdefault("description", error)
        # An incomplete page (no nav entry, no home entry, no history, a missing section or answer) fails the
        # strict build with what to do (errorpage.problems).
        text, data = page.file.content_string, _build["history"]
        context = {"nav": _build["nav"], "history": data["pages"], "home": _build["home"]}
        problems = errorpage.problems(text, page.file.src_uri, context)
        for problem in problems:
            log.warning(problem)
        # Under the title, the answer (errorpage.answer_markdown); the message as each torch release words it
        # (history/messages.json) closes "The error", under the trigger.
        triggers = as_list(page.meta.get("trigger")) or as_list(page.meta.get("gpu_trigger"))
        line = history.releases_line(page.file.src_uri, triggers[0], data, error) if triggers else ""
        complete = not errorpage.answer_problems(text, page.meta, page.file.src_uri)
        top = errorpage.answer_markdown(text, page.meta, line) if complete else ""
        block = history.message_block(page.file.src_uri, data)
        if _WHAT_IT_MEANS in markdown:
            markdown = markdown.replace(_WHAT_IT_MEANS, f"\n{block}\n{_WHAT_IT_MEANS}", 1)
        else:
            markdown = f"{block}\n{markdown}"
        markdown = f"<h1>{html.escape(error)}</h1>\n\n{top}{markdown}"
    return markdown


def on_post_build(config):
    # TORCHDOCS_RUNS_OUT (the tests' main build): what each snippet printed in this build, so that the per-snippet
    # test reads these runs instead of running every snippet again (tests/test_snippets.py).
    if os.environ.get("TORCHDOCS_RUNS_OUT"):
        record = json.dumps(runner.build_record(), indent=1, sort_keys=True)
        Path(os.environ["TORCHDOCS_RUNS_OUT"]).write_text(record, encoding="utf-8")


def _read(path: Path) -> str | None:
    return path.read_text(encoding="utf-8") if path.is_file() else None


@event_priority(100)  # before anything reads the page's HTML: publish.py's hook, then the search index
def on_page_context(context, page, config, nav):
    # The snippets whose runs had not ended when the page's Markdown was converted (fence.format)
    page.content = fence.resolve(page.content)
    if page.meta.get("causes"):
        # "Which cause is yours?" links each cause to the subsection that shows its fix
        page.content, missing = errorpage.link_fixes(page.content)
        for snippet in missing:
            log.warning(f"docs/{page.file.src_uri}: the fix {snippet} of a cause in `causes:` is in no `### ` "
                        "subsection of \"How to fix it\"")
    return context
