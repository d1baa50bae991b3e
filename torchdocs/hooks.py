"""MkDocs hooks: tell the snippet fence which page it is on and title error pages from their declaration.
(The catalogue of documented messages is written by the other hook file, torchdocs/catalogue.py.)"""

import html

from mkdocs.plugins import event_priority

from torchdocs import fence, history, runner
from torchdocs.pages import usages


def on_startup(command, dirty):
    # Only `mkdocs serve` reuses the outputs of earlier runs of unchanged snippets (see runner.use_cache).
    runner.use_cache = command == "serve"


def on_config(config):
    # What the highlighted blocks that `mkdocs serve` keeps from one rebuild to the next depend on (fence._block).
    fence.markdown_settings = repr((config["markdown_extensions"], config["mdx_configs"]))
    if not fence.NO_RUN:
        runner.start_server()  # torch loads in the snippet server while MkDocs reads the pages


def on_files(files, config):
    fence.new_build()
    if not fence.NO_RUN:
        # Every snippet of every page starts now, on every core, while MkDocs renders; each fence waits for its own.
        runner.start_build(dict.fromkeys(usage.path for usage in usages()))


def on_page_markdown(markdown, page, config, files):
    fence.current_page.update(src=page.file.src_uri, meta=page.meta)
    error = page.meta.get("error")
    if error:
        # The declared message is the page's <h1>, its <title> and the description search engines show
        # (the nav keeps its short title).
        page.meta["title"] = error
        page.meta.setdefault("description", error)
        # Under the title, the message as each torch release words it (history/messages.json).
        block = history.message_block(page.file.src_uri, history.load())
        markdown = f"<h1>{html.escape(error)}</h1>\n\n{block}\n{markdown}"
    return markdown


@event_priority(100)  # before anything reads the page's HTML: publish.py's hook, then the search index
def on_page_context(context, page, config, nav):
    # The snippets whose runs had not ended when the page's Markdown was converted (fence.format)
    page.content = fence.resolve(page.content)
    return context
