"""MkDocs hooks: tell the snippet fence which page it is on, title error pages from their declaration, and
write the catalogue of documented messages that the home page's lookup box and the search box use."""

import html
import json
import re
from pathlib import Path

from mkdocs.structure.files import File

from torchdocs import fence, runner
from torchdocs.pages import error_pages, usages


def on_startup(command, dirty):
    # Only `mkdocs serve` reuses the outputs of earlier runs of unchanged snippets (see runner.use_cache).
    runner.use_cache = command == "serve"


def on_config(config):
    if not fence.NO_RUN:
        runner.start_server()  # torch loads in the snippet server while MkDocs reads the pages


def on_files(files, config):
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
        markdown = f"<h1>{html.escape(error)}</h1>\n\n{markdown}"
    return markdown


def on_post_build(config):
    """Write assets/errors.json: every message the site documents, for the home page's lookup box."""
    site = Path(config["site_dir"])

    def built(src):
        return File(src, config["docs_dir"], config["site_dir"], config["use_directory_urls"])

    def text(markup):
        return html.unescape(re.sub(r"<[^>]+>", "", re.sub(r'<a class="headerlink".*?</a>', "", markup))).strip()

    pages = error_pages()
    entries = [
        {"message": meta["error"], "url": built(src).url, "title": meta["error"], "kind": "page"}
        for src, meta in pages.items()
    ]
    documented = {meta["error"] for meta in pages.values()}
    # A message declared by a fence (`raises=`) elsewhere is explained at that fence: link its section.
    for usage in usages():
        if not usage.raises or usage.raises in documented:
            continue
        page = built(usage.page)
        page_url = page.url
        markup = (site / page.dest_uri).read_text(encoding="utf-8")
        before = markup[: markup.find(f'data-snippet="{html.escape(usage.snippet)}"')]
        heading = re.findall(r'<h[1-6] id="([^"]+)"[^>]*>(.*?)</h[1-6]>', before, re.S)
        h1 = re.search(r"<h1[^>]*>(.*?)</h1>", markup, re.S)
        title = text(h1.group(1)) if h1 else usage.page
        if heading:
            anchor, section = heading[-1]
            page_url, title = f"{page_url}#{anchor}", f"{title}: {text(section)}"
        entries.append({"message": usage.raises, "url": page_url, "title": title, "kind": "section"})
        documented.add(usage.raises)
    out = site / "assets" / "errors.json"
    out.write_text(json.dumps(entries, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
