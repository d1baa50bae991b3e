"""The evidence behind an error page's "Seen in" links: for each linked thread, the line of the error as the thread
shows it, copied from the thread's text, in evidence/<page>.yml beside the page:

    # docs/errors/stack-expects-each-tensor-to-be-equal-size.md: the error line each "Seen in" thread shows
    https://github.com/milesial/Pytorch-UNet/issues/285: "RuntimeError: stack expects each tensor to be equal size, but got [3, 544, 386] at entry 0 and [3, 794, 586] at entry 1"

The build (errorpage.problems) refuses a page with a "Seen in" link that has no line, and a line that is not a
wording of the page's message: the page's `error` or a wording of its history (`...` stands for any value), a line
cut short that starts like one (a thread's title often is), or a line that holds the page's `fragment`, the text
every wording has.

    python -m torchdocs.evidence [docs/errors/PAGE.md ...]   # what is missing or wrong, for these pages or all
"""

from __future__ import annotations

import argparse
import re
import sys
from pathlib import Path

from torchdocs.matching import SHORTEST_START, starts_like, without_type
from torchdocs.pages import DOCS, ROOT, front_matter, load_yaml
from torchdocs.runner import template_regex

EVIDENCE = ROOT / "evidence"
# A cause's evidence paragraph: its count of public threads, then the links to them (up to a blank line).
SEEN_IN = re.compile(r"^Seen in \((\d+) threads?\):(.*?)(?:\n\n|\Z)", re.M | re.S)
_LINK = re.compile(r"\]\((https?://[^)\s]+)\)")
STAND_IN = "<!-- write:"  # what make page writes where something is to be written (errorpage.WRITE)


def path_for(page: str) -> Path:
    """evidence/<name>.yml for the page `errors/<name>.md` (relative to docs/)."""
    return EVIDENCE / f"{Path(page).stem}.yml"


def links(text: str) -> list[str]:
    """The threads the page's "Seen in" paragraphs link to, in order."""
    return [url for _, paragraph in SEEN_IN.findall(text) for url in _LINK.findall(paragraph)]


def load(page: str) -> dict | None:
    """URL -> line for the page, or None without a file."""
    path = path_for(page)
    if not path.is_file():
        return None
    data = load_yaml(path.read_text(encoding="utf-8"))
    return data if isinstance(data, dict) else {}


def _folded(text: str) -> str:
    return " ".join(text.split())


def is_wording(line: str, wordings: list[str], fragment: str | None) -> bool:
    """Is `line` (one line as a thread shows it) the page's message: one of its `wordings` with any values, a line
    cut short that starts like one, or a line holding the page's `fragment`?"""
    line = _folded(re.sub(r"^(?:E\s+|\[rank\d+\]:\s*)", "", line.strip().strip("`")))
    message = without_type(line)
    if fragment and _folded(fragment) in line:
        return True
    if any(template_regex(_folded(without_type(w))).fullmatch(message) for w in wordings):
        return True
    head = re.sub(r"\d+", "0", re.sub(r"\s*(?:\.\.\.|…)\s*$", "", message).lower())
    return len(head) >= SHORTEST_START and any(starts_like(w, head) for w in wordings)


def problems(text: str, page: str, wordings: list[str]) -> list[str]:
    """What is missing or wrong in the evidence of the page `page` (relative to docs/; `text` its Markdown)."""
    where, file = f"docs/{page}", f"evidence/{path_for(page).name}"
    urls = links(text)
    if not urls:
        return []
    lines = load(page)
    if lines is None:
        return [f"{where}: its \"Seen in\" links have no evidence file; write {file}: for each link, `URL: \"the "
                f"error line as the thread shows it\"`, copied from the thread"]
    fragment = front_matter(text).get("fragment")
    found = []
    for url in urls:
        line = lines.get(url)
        if not isinstance(line, str) or not line.strip():
            found.append(f"{where}: the \"Seen in\" link {url} has no line in {file}; copy the error line the thread "
                         "shows (a link whose thread does not show the error goes, and its count with it)")
        elif STAND_IN in line:
            found.append(f"{where}: {file} still has make page's stand-in for {url}; copy the error line the thread "
                         "shows")
        elif not is_wording(line, wordings, fragment):
            found.append(f"{where}: the line {file} quotes for {url} is not a wording of the page's message "
                         f"(its `error` or a wording of its history, any values): {line!r}")
    for url in lines:
        if url not in urls:
            found.append(f"{where}: {file} quotes {url}, which no \"Seen in\" paragraph links; remove it")
    return found


def page_wordings(page: str, meta: dict, history_pages: dict) -> list[str]:
    """The page's declared message and every wording of its history."""
    return [meta.get("error") or "", *(entry["message"] for entry in history_pages.get(page, []))]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("pages", nargs="*", type=Path, help="error pages (default: every page in docs/errors/)")
    args = parser.parse_args(argv)
    from torchdocs import history

    data = history.load()["pages"]
    paths = [p.resolve() for p in args.pages] or sorted((DOCS / "errors").glob("*.md"))
    found = []
    for path in paths:
        page = path.relative_to(DOCS).as_posix()
        text = path.read_text(encoding="utf-8")
        found += problems(text, page, page_wordings(page, front_matter(text), data))
    print("\n".join(found) or f"evidence complete for {len(paths)} page(s)")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
