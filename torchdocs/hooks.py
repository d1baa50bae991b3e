"""MkDocs hooks: tell the snippet fence which page it is on, and title error pages from their declaration."""

from torchdocs import fence


def on_page_markdown(markdown, page, config, files):
    fence.current_page.update(src=page.file.src_uri, meta=page.meta)
    error = page.meta.get("error")
    if error:
        # The declared message is the page title (and so its <h1>) and the description search engines show.
        page.meta["title"] = error
        page.meta.setdefault("description", error)
    return markdown
