"""Checks of a built site against the repository: what the tests assert, as plain functions.

Each function returns a list of problems, each naming the page (and the snippet, sentence or link) and
showing the difference; an empty list means the site keeps that promise.
"""

from __future__ import annotations

import functools
import re
from pathlib import Path
from urllib.parse import unquote, urlsplit

from bs4 import BeautifulSoup

from torchdocs import pages
from torchdocs.fence import complete_code, section
from torchdocs.pages import Usage, output_diff

# Inline code in prose that looks like a value a run printed; such code must say which snippet printed it.
LOOKS_LIKE_OUTPUT = re.compile(r"^(tensor\(.*|torch\.Size\(.*|\[[-+\d.,\s]+\]|-?\d+(\.\d*)?)$")
STAMP = re.compile(r"Outputs verified with torch (\S+), CPU\.")


def page_html_path(site: Path, page: str) -> Path:
    """Where the build writes docs/<page> (directory URLs)."""
    stem = Path(page).with_suffix("")
    return site / ("index.html" if stem.name == "index" and stem.parent == Path(".") else stem / "index.html")


def soup(path: Path) -> BeautifulSoup:
    """The parsed page, parsed once per content: several checks read the same pages, and the tests' copies of a
    site with one page changed share the others' parses."""
    return _parse(Path(path).read_text(encoding="utf-8"))


@functools.lru_cache(maxsize=256)
def _parse(html: str) -> BeautifulSoup:
    return BeautifulSoup(html, "html.parser")


def shown_code(usage: Usage) -> str:
    """The code a reader sees (and copies) for a fence: the excerpt, or the file without section markers."""
    code = usage.path.read_text(encoding="utf-8")
    if usage.excerpt:
        return section(code, usage.excerpt) or ""
    return complete_code(code)


def output_problems(site: Path, usages: list[Usage]) -> list[str]:
    """Under each snippet, each page shows the snippet's code and exactly its recorded output."""
    found = []
    for usage in usages:
        where = f"page docs/{usage.page}, snippet snippets/{usage.snippet}"
        html_path = page_html_path(site, usage.page)
        blocks = soup(html_path).select(f'div.snippet[data-snippet="{usage.snippet}"]') if html_path.is_file() else []
        if not blocks:
            found.append(f"{where}: not rendered on the built page {html_path.relative_to(site)}")
            continue
        # A file may be shown more than once on a page (the answer's excerpt, two excerpts): the block that shows
        # this fence's code, else the first
        first_code = lambda b: b.select("code")[0].get_text().rstrip("\n")  # noqa: E731
        block = next((b for b in blocks if first_code(b) == shown_code(usage)), blocks[0])
        code = first_code(block)
        if code != shown_code(usage):
            found.append(f"{where}: the code shown differs from the file:\n" + output_diff(
                shown_code(usage) + "\n", code + "\n", f"snippets/{usage.snippet}", "shown on the page"))
        expected = usage.recorded.read_text(encoding="utf-8") if usage.recorded.is_file() else ""
        outputs = block.select(".snippet-output")
        if not outputs:
            found.append(f"{where}: no output block on the page")
            continue
        if outputs[-1].get("data-output") == "html":
            shown = "".join(str(child) for child in outputs[-1].children)
            same = BeautifulSoup(expected, "html.parser").decode() == BeautifulSoup(shown, "html.parser").decode()
        else:
            shown = outputs[-1].select("code")[0].get_text().rstrip("\n") + "\n"
            same = shown == expected
        if not same:
            found.append(f"{where}: the page shows another output than the recorded one:\n" + output_diff(
                expected, shown, str(usage.recorded.relative_to(pages.SNIPPETS.parent)), "shown on the page"))
    return found


def stamp_problems(site: Path, usages: list[Usage], torch_version: str) -> list[str]:
    """Every page with snippets states the torch version that produced its outputs, and it is the installed one."""
    found = []
    for page in sorted({usage.page for usage in usages}):
        if not page_html_path(site, page).is_file():
            found.append(f"page docs/{page}: not on the built site")
            continue
        text = soup(page_html_path(site, page)).get_text(" ")
        stamps = STAMP.findall(text)
        if stamps != [torch_version]:
            found.append(f"page docs/{page}: states torch {stamps or 'nowhere'}, expected exactly once {torch_version}")
    return found


def quote_problems(site: Path, usages: list[Usage]) -> list[str]:
    """Values the prose quotes appear where they say: `...`{ data-from="file.py" } in that snippet's recorded
    output, `...`{ data-code="file.py" } (an input, such as a seed) in its source; and no value-looking inline
    code in the prose goes unbound."""
    found = []
    for page in sorted({usage.page for usage in usages}):
        if not page_html_path(site, page).is_file():
            found.append(f"page docs/{page}: not on the built site")
            continue
        folder = pages.SNIPPETS / Path(page).stem
        for code in soup(page_html_path(site, page)).select("article code"):
            if code.find_parent("pre") or code.find_parent(class_="snippet"):
                continue
            sentence = " ".join(code.find_parent(["p", "li", "td"]).get_text(" ").split()) if code.find_parent(
                ["p", "li", "td"]) else code.get_text()
            if code.get("data-code"):
                source_file = folder / code["data-code"]
                if not source_file.is_file() or code.get_text() not in source_file.read_text(encoding="utf-8"):
                    found.append(f"page docs/{page}: quotes `{code.get_text()}` from the code of {code['data-code']}, "
                                 f"which does not contain it, in: {sentence}")
                continue
            source = code.get("data-from")
            if source is None:
                if LOOKS_LIKE_OUTPUT.match(code.get_text().strip()):
                    found.append(f"page docs/{page}: `{code.get_text()}` looks like an output but is not bound "
                                 f"to a snippet (add {{ data-from=\"file.py\" }}), in: {sentence}")
                continue
            recorded = (folder / source).with_suffix(".out")
            if not recorded.is_file():
                found.append(f"page docs/{page}: quotes {source}, which has no recorded output, in: {sentence}")
            elif code.get_text() not in recorded.read_text(encoding="utf-8"):
                found.append(f"page docs/{page}: quotes `{code.get_text()}`, which {source} does not print "
                             f"(its output: {recorded.read_text(encoding='utf-8')!r}), in: {sentence}")
    return found


def link_problems(site: Path) -> list[str]:
    """Every internal link and anchor on the built site resolves."""
    found = []
    ids: dict[Path, set[str]] = {}

    def anchors(path: Path) -> set[str]:
        if path not in ids:
            ids[path] = {tag["id"] for tag in soup(path).select("[id]")}
        return ids[path]

    for html_path in sorted(site.rglob("*.html")):
        for tag in soup(html_path).select("a[href], link[href], script[src], img[src]"):
            url = tag.get("href") or tag.get("src")
            parts = urlsplit(url)
            if parts.scheme or parts.netloc or url.startswith(("mailto:", "javascript:")):
                continue
            path = unquote(parts.path)
            if not path:
                target = html_path
            elif path.startswith("/"):  # 404.html links from the site root, as it is served at any depth
                target = (site / path.lstrip("/")).resolve()
            else:
                target = (html_path.parent / path).resolve()
            if target.is_dir():
                target = target / "index.html"
            page = html_path.relative_to(site)
            if not target.is_file():
                found.append(f"{page}: link {url!r} leads to no file")
            elif parts.fragment and target.suffix == ".html" and unquote(parts.fragment) not in anchors(target):
                found.append(f"{page}: link {url!r}: no id {parts.fragment!r} on {target.relative_to(site)}")
    return found


def third_party_problems(site: Path) -> list[str]:
    """Nothing a page loads comes from another host (links a reader may click are fine)."""
    found = []
    for html_path in sorted(site.rglob("*.html")):
        for tag in soup(html_path).select("script[src], link[href], img[src], iframe[src], source[src]"):
            if tag.name == "link" and not set(tag.get("rel", [])) & {"stylesheet", "preload", "prefetch", "icon",
                                                                      "modulepreload", "preconnect"}:
                continue
            url = tag.get("href") or tag.get("src")
            if urlsplit(url).netloc or url.startswith("//"):
                found.append(f"{html_path.relative_to(site)}: loads {url}")
    return found


# Commands and paths for contributors: a reader of the site has no use for them (say what was read, not how).
CONTRIBUTOR_WORDS = re.compile(r"\bmake (?:history|outputs|serve|test|build|check|bench|clean|page)\b|"
                               r"python -m torchdocs|\btorchdocs[./]\w|\bmkdocs (?:build|serve)\b|\bpytest\b")


def contributor_command_problems(site: Path) -> list[str]:
    """No reader-facing page names a contributor command (`make history`, `python -m torchdocs...`)."""
    found = []
    for html_path in sorted(site.rglob("*.html")):
        page = soup(html_path).select_one("article") or soup(html_path).body
        if page is None:
            continue
        for match in CONTRIBUTOR_WORDS.finditer(page.get_text(" ")):
            found.append(f"{html_path.relative_to(site)}: names the contributor command {match.group(0)!r}")
    return found


# An attribute list that Markdown did not attach (`value{ data-from="..." }` without backticks) shows as text.
LEAKED_ATTRIBUTES = re.compile(r"\{\s*(?:data-[\w-]+=|\.[A-Za-z][\w-]*\s*\}|#[A-Za-z][\w-]*\s*\})")


def attribute_leak_problems(site: Path) -> list[str]:
    """No built page shows an attribute list as text (`{ data-from="..." }`, `{ .answer-label }`)."""
    found = []
    for html_path in sorted(site.rglob("*.html")):
        page = soup(html_path).body
        if page is None:
            continue
        for element in page.find_all(string=LEAKED_ATTRIBUTES):
            if element.find_parent(["code", "pre", "script", "style"]) is None:
                found.append(f"{html_path.relative_to(site)}: shows attribute-list text "
                             f"{' '.join(element.strip().split())[:120]!r} (inline code needs backticks: "
                             "`value`{ data-from=\"...\" })")
    return found
