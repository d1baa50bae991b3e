"""MkDocs hook: write assets/errors.json, the catalogue of every error message the site explains, read by
docs/assets/errors.js (the home page's "Paste your error" box and pastes into the search box).

Each entry says what kind it is, because the lookup presents them differently:

- "page": the page for this message: an error page's declared `error`, and every older wording of it in
  history/messages.json (`make history`; optional, the catalogue works without it).
- "fragment": an error page's `fragment` (front matter): stable text found in every wording of its message;
  a paste that matches no wording but holds it is a close match for that page.
- "section": a message a snippet fence declares it raises (`raises=`) on a page that is not its error page;
  the URL is that fence's section.
- "mention": a message shown in passing: an error line in a snippet's recorded output (numbers and quoted
  names in it become `...`), or an inline code span in the prose, with the section it is in.

`...` in a message stands for a variable part (shapes, dtypes, indices, versions).
"""

from __future__ import annotations

import html
import json
import re
from pathlib import Path

from mkdocs.structure.files import File

from torchdocs import errorpage
from torchdocs.pages import error_pages, usages
from torchdocs.runner import ROOT, template_regex

HISTORY = ROOT / "history" / "messages.json"
ERROR_LINE = re.compile(r"^\s*(?:[A-Za-z_]\w*\.)*[A-Za-z_]\w*(?:Error|Exception|Warning): \S.*$")


def history(path: Path = HISTORY) -> dict[str, list[dict]]:
    """Older wordings per error page ("errors/<page>.md" -> [{"message", "releases"}]), or {} without the file;
    not the pieces of a message that `make history` could not join ("part")."""
    if not path.is_file():
        return {}
    pages = json.loads(path.read_text(encoding="utf-8")).get("pages", {})
    return {page: [e for e in entries if not e.get("part")] for page, entries in pages.items()}  # whole wordings


# How torch names a dtype in a message, which a reader's paste may name otherwise: ScalarType names (Float,
# BFloat16), torch.float32, the legacy torch.FloatTensor and CPUFloatType, and C++ types around `!=` or in `type (...)`.
SCALAR_TYPE = re.compile(r"\b(?:Float|Double|Half|BFloat16|Long|Int|Short|Byte|Char|Bool|ComplexFloat|ComplexDouble"
                         r"|ComplexHalf)\b|\b(?:CPU|CUDA)\w+Type\b|\btorch\.(?:cuda\.)?\w*Tensor\b"
                         r"|\btorch\.(?:u?int|float|bfloat|complex|bool|half|double|long|short)\w*")
CPP_TYPES = re.compile(r"\S+ != \S+|(?<=type \()[\w:<>]+(?=\))")


def as_template(line: str) -> str:
    """An output line as a message template: quoted names, numbers and dtype names are variable parts."""
    line = re.sub(r"'[^']*'", "'...'", line.strip())
    line = CPP_TYPES.sub(lambda m: "... != ..." if "!=" in m[0] else "...", line)
    line = SCALAR_TYPE.sub("...", line)
    return re.sub(r"\d+(?:\.\d+)?", "...", line).replace("......", "...")


def on_post_build(config):
    site = Path(config["site_dir"])
    entries = catalogue(config)
    out = site / "assets" / "errors.json"
    out.write_text(json.dumps(entries, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")


def catalogue(config) -> list[dict]:
    site = Path(config["site_dir"])
    files: dict[str, File] = {}

    def built(src: str) -> File:
        if src not in files:
            files[src] = File(src, config["docs_dir"], config["site_dir"], config["use_directory_urls"])
        return files[src]

    def markup(src: str) -> str:
        return (site / built(src).dest_uri).read_text(encoding="utf-8")

    def text(fragment: str) -> str:
        fragment = re.sub(r'<a class="headerlink".*?</a>', "", fragment)
        return html.unescape(re.sub(r"<[^>]+>", "", fragment)).strip()

    def title(src: str) -> str:
        h1 = re.search(r"<h1[^>]*>(.*?)</h1>", markup(src), re.S)
        return text(h1.group(1)) if h1 else src

    def section(src: str, position: int) -> tuple[str, str]:
        """URL and "Page title: section" of the heading above `position` in the page's built HTML."""
        headings = re.findall(r'<h[2-6] id="([^"]+)"[^>]*>(.*?)</h[2-6]>', markup(src)[:position], re.S)
        if not headings:
            return built(src).url, title(src)
        anchor, heading = headings[-1]
        return f"{built(src).url}#{anchor}", f"{title(src)}: {text(heading)}"

    def at_snippet(src: str, snippet: str) -> int:
        return max(markup(src).find(f'data-snippet="{html.escape(snippet)}"'), 0)

    entries: list[dict] = []
    pages = error_pages()
    older = history()
    docs = Path(config["docs_dir"])
    for src, meta in pages.items():
        # reports: how often people report the error (its causes' threads), to list the pages a paste could be
        # the start of, most reported first
        page = {"url": built(src).url, "title": meta["error"],
                "reports": errorpage.reports((docs / src).read_text(encoding="utf-8"))}
        entries.append({"message": meta["error"], "kind": "page", **page})
        for wording in older.get(src, []):
            if wording["message"] != meta["error"]:
                entries.append({"message": wording["message"], "kind": "page", "releases": wording.get("releases", []),
                                **page})
        if meta.get("fragment"):
            entries.append({"message": meta["fragment"], "kind": "fragment", **page})

    def known(line: str) -> bool:
        message = line.split(": ", 1)[-1]
        return any(template_regex(e["message"]).fullmatch(line) or
                   template_regex(e["message"].split(": ", 1)[-1]).fullmatch(message)
                   for e in entries if e["kind"] in ("page", "section", "mention"))

    for usage in usages():
        if usage.raises and not known(usage.raises):
            url, where = section(usage.page, at_snippet(usage.page, usage.snippet))
            entries.append({"message": usage.raises, "kind": "section", "url": url, "title": where})
    for usage in usages():
        output = usage.recorded.read_text(encoding="utf-8") if usage.recorded.is_file() else ""
        for line in output.splitlines():
            if ERROR_LINE.match(line) and not known(line.strip()):
                url, where = section(usage.page, at_snippet(usage.page, usage.snippet))
                entries.append({"message": as_template(line), "kind": "mention", "url": url, "title": where})
    for src in sorted(p.relative_to(docs).as_posix() for p in docs.rglob("*.md")):
        if not (site / built(src).dest_uri).is_file():  # excluded (docs/_includes)
            continue
        for code in re.finditer(r"<code>([^<]*)</code>", markup(src)):
            line = html.unescape(code.group(1)).strip()
            if ERROR_LINE.match(line) and not known(line):
                url, where = section(src, code.start())
                entries.append({"message": line, "kind": "mention", "url": url, "title": where})
    unique = {(e["message"], e["url"], e["kind"]): e for e in entries}
    return list(unique.values())

