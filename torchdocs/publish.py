"""Publishing, what a build does for it (mkdocs.yml `hooks:`): it dates each page in the sitemap by the last commit
that changed the page or one of its snippets, writes robots.txt, makes code blocks lighter and their height known,
lets an error page's title wrap only between words, and edits Material's bundle (BUNDLE_EDITS). The page templates
(Open Graph, Twitter card, the 404 page) are in overrides/. Measuring the built site (its server, Lighthouse, the
weight of a page) is torchdocs/measure.py's.
"""

from __future__ import annotations

import os
import re
import subprocess
from pathlib import Path

from mkdocs.exceptions import PluginError
from mkdocs.plugins import event_priority

ROOT = Path(os.environ.get("TORCHDOCS_ROOT") or Path(__file__).resolve().parent.parent).resolve()


# ---------------------------------------------------------------------------------------------- MkDocs hooks
def last_changed(paths: list[Path]) -> str | None:
    """The UTC date (YYYY-MM-DD) of the last commit that changed one of `paths`; None outside a git checkout."""
    done = subprocess.run(["git", "log", "-1", "--date=format-local:%Y-%m-%d", "--format=%cd", "--",
                           *map(str, paths)], cwd=ROOT, capture_output=True, text=True, env={**os.environ, "TZ": "UTC"})
    return done.stdout.strip() or None


def uncommitted() -> set[Path] | None:
    """The files that differ from the last commit (changed, added or not yet tracked); None outside git."""
    done = subprocess.run(["git", "status", "--porcelain", "--untracked-files=all", "--no-renames", "-z"], cwd=ROOT,
                          capture_output=True, text=True)
    if done.returncode != 0:
        return None
    top = subprocess.run(["git", "rev-parse", "--show-toplevel"], cwd=ROOT, capture_output=True, text=True).stdout.strip()
    return {(Path(top) / entry[3:]).resolve() for entry in done.stdout.split("\0") if entry}


_sources: dict[str, list[Path]] = {}  # page (relative to docs/) -> its snippets and their recorded outputs
_uncommitted: set[Path] | None = None


def on_pre_build(config):
    from torchdocs.pages import usages

    global _uncommitted
    _uncommitted = uncommitted()
    _sources.clear()
    for usage in usages():
        _sources.setdefault(usage.page, []).extend([usage.path, usage.recorded])


def on_page_markdown(markdown, page, config, files):
    """The sitemap's <lastmod>: the last commit that changed the page or one of its snippets (and their outputs),
    so two builds of one commit are identical. A page with uncommitted changes (in it or its snippets) has no
    <lastmod> until they are committed: its date is not known yet, and a build date would differ build to build.
    Without git (a copy of the repository) MkDocs' build date stays."""
    from torchdocs.pages import DOCS

    sources = [DOCS / page.file.src_uri, *_sources.get(page.file.src_uri, [])]
    if _uncommitted and any(path.resolve() in _uncommitted for path in sources):
        page.update_date = ""
        return markdown
    date = last_changed(sources)
    if date:
        page.update_date = date
    return markdown


# Less markup in code blocks (Pygments gives every token its own <span>): a name (`n`) is shown in the code's
# own colour and whitespace (`w`) has no style, so both become plain text; neighbouring tokens of one class
# become one span. The text and the colours stay the same; a long page holds a third fewer elements.
_PRE = re.compile(r"<pre\b.*?</pre>", re.S)
_UNSTYLED = re.compile(r'<span class="[nw]">([^<]*)</span>|<span></span>')
_NEIGHBOURS = re.compile(r'<span class="(?!hll|gd|gi)([a-z0-9]+)">([^<]*)</span><span class="\1">([^<]*)</span>')


def _lighter_code(pre: re.Match) -> str:
    # A code block may scroll sideways: it takes keyboard focus (Material adds this only to blocks it has
    # processed, and content.lazy processes a block when it scrolls into view). --lines is its number of lines:
    # site.css holds a block's exact height with it while the browser skips the block (content-visibility).
    html = pre.group(0)
    lines = re.sub(r"<[^>]+>", "", html).rstrip("\n").count("\n") + 1
    code = _UNSTYLED.sub(lambda m: m.group(1) or "",
                         re.sub(r"<code(?=[ >])", f'<code tabindex="0" style="--lines:{lines}"', html, count=1))
    while True:
        merged = _NEIGHBOURS.sub(r'<span class="\1">\2\3</span>', code)
        if merged == code:
            return code
        code = merged


@event_priority(50)  # after the snippets' HTML is in the page (hooks.py), before the search plugin reads it
def on_page_context(context, page, config, nav):
    """Search previews show a block's text without its tags: a code block's title ("Output", a file name) and
    the summary of a folded block are followed by a line break, so they do not run into the words after them."""
    page.content = page.content.replace('</span><pre>', '</span>\n<pre>').replace("</summary>", "</summary>\n")
    return context


# An error page's <h1> is the whole message, identifiers and all. On a phone it may break only between words or
# after punctuation (`.` `_` `(` `[` `,` `=` `/`): <wbr> marks those places, and CSS forbids breaking elsewhere.
_H1 = re.compile(r"<h1>(.*?)</h1>", re.S)
_BREAK_AFTER = re.compile(r"([._(\[,=/])(?=\w)")


def _breakable_title(h1: re.Match) -> str:
    parts = re.split(r"(<[^>]+>|&[a-z#0-9]+;)", h1.group(1))  # leave tags and entities whole
    text = "".join(part if part.startswith(("<", "&")) else _BREAK_AFTER.sub(r"\1<wbr>", part) for part in parts)
    return f'<h1 class="error-title">{text}</h1>'


def on_post_page(output, page, config):
    if page.meta.get("error"):
        output = _H1.sub(_breakable_title, output, count=1)
    return _PRE.sub(_lighter_code, output)


# Edits of Material's bundle (Material 9.8.2, pinned). A Material whose bundle no longer holds one of these
# expressions exactly once fails the build.
BUNDLE_EDITS = {
    # Material loads the search index (search/search_index.json, the largest file of a first visit) and hands it
    # to its search worker as soon as a page opens. These two make both wait for the first search: the worker
    # gets the index when the search box opens (as Material already does for a site opened from file://), and
    # search.highlight fetches it only on a page opened from a search result (`?h=...`).
    'L($(location.protocol!=="file:"),Je("search")).pipe(Re(o=>o),b(()=>t))':
        'Je("search").pipe(Re(o=>o),b(()=>t))',
    'z([t,r.pipe(Q(we()),g(o=>!!o.searchParams.get("h")))]).pipe(m(([o,n])=>':
        'r.pipe(Q(we()),g(o=>!!o.searchParams.get("h")),b(n=>t.pipe(m(o=>[o,n])))).pipe(m(([o,n])=>',
    # The palette toggle restyled every element of the page two to three times as it opened (a phone's main
    # thread was blocked longest here): it added a <meta name="color-scheme"> and then set it, and it marked
    # the body as switching palettes, each a change that restyles the whole document. These leave the colour
    # scheme to the stylesheets (site.css gives the root element the palette's scheme) and mark a switch only
    # when a colour attribute of the body really changes.
    'let o=x("meta",{name:"color-scheme"});document.head.appendChild(o);': "let o={};",
    'if(document.body.setAttribute("data-md-color-switching",""),s.color.media==="(prefers-color-scheme)")':
        'if(s.color.media==="(prefers-color-scheme)")',
    "for(let[a,c]of Object.entries(s.color))document.body.setAttribute(`data-md-color-${a}`,c);":
        "for(let[a,c]of Object.entries(s.color))document.body.getAttribute(`data-md-color-${a}`)!==c&&"
        '(a==="media"||document.body.setAttribute("data-md-color-switching",""),'
        "document.body.setAttribute(`data-md-color-${a}`,c));",
}


def edit_bundle(site: Path) -> None:
    """Edit Material's bundle (BUNDLE_EDITS), and drop its source maps, which no longer match it."""
    (bundle,) = (site / "assets" / "javascripts").glob("bundle.*.min.js")
    code = bundle.read_text(encoding="utf-8")
    if all(new in code for new in BUNDLE_EDITS.values()):
        return  # already edited (a rebuild by `mkdocs serve` that did not copy the theme again)
    for old, new in BUNDLE_EDITS.items():
        if code.count(old) != 1:
            raise PluginError(f"torchdocs/publish.py: {bundle.name} does not hold {old!r} once: Material changed; "
                              "update BUNDLE_EDITS")
        code = code.replace(old, new)
    bundle.write_text(re.sub(r"\n//# sourceMappingURL=\S+\n?$", "\n", code), encoding="utf-8")
    for source_map in (site / "assets" / "javascripts").rglob("*.js.map"):
        source_map.unlink()
        script = source_map.with_suffix("")
        script.write_text(re.sub(r"\n//# sourceMappingURL=\S+\n?$", "\n", script.read_text(encoding="utf-8")),
                          encoding="utf-8")


def on_post_build(config):
    """robots.txt (everything may be crawled; the sitemap is named when the public address is known), and
    Material's bundle edited (BUNDLE_EDITS)."""
    site = Path(config["site_dir"])
    lines = ["User-agent: *", "Allow: /"]
    if config["site_url"]:
        lines.append(f"Sitemap: {config['site_url'].rstrip('/')}/sitemap.xml")
    (site / "robots.txt").write_text("\n".join(lines) + "\n", encoding="utf-8")
    edit_bundle(site)
