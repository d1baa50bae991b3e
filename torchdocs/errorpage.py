"""The form of an error page, in one place: its sections and front matter, the checks the build applies to it
(each failure says what to do), and the answer it opens with.

The build (hooks.py), the tests and the command that starts a page (newpage.py) all read this definition.
An error page declares, in its front matter:

    error: "RuntimeError: ..."            # the message, `...` for its variable parts: the page's title
    fragment: "..."                       # literal text found in every wording it ever had (message history)
    trigger: [<page>/01_..._trigger.py]   # snippets that raise exactly `error`
    meaning: "One sentence: what the message means, in the reader's words."
    causes:                               # one per `###` cause under "Why it happens", in the same order
      - sign: "you ... (what the reader recognises in their own code)"
        fix: <page>/NN_fix_....py         # shown under "How to fix it" with excerpt="fix"

Under the title the page opens with the answer, made from that data so it cannot drift from the sections below:
the meaning, the releases that print this wording, the first cause's fix (its excerpt, run by the build like
every snippet), and "Which cause is yours?": each cause's sign, linked to the subsection that holds its fix.
"""

from __future__ import annotations

import html
import re

from torchdocs import evidence
from torchdocs.evidence import SEEN_IN
from torchdocs.pages import SNIPPETS, as_list, front_matter

REQUIRED_SECTIONS = [
    "The error",
    "What it means",
    "Why it happens",
    "How to fix it",
    "How to prevent it",
    "Related errors",
]
# Snippet names: a trigger raises the page's error, a fix holds the lines a reader pastes between
# `# --8<-- [start:fix]` and `# --8<-- [end:fix]`.
TRIGGER_NAME = re.compile(r"^\d\d_\w+_trigger\.py$")
FIX_NAME = re.compile(r"^\d\d_fix_\w+\.py$")
ERROR_TEXT = re.compile(r"^[A-Za-z_][\w.]*(Error|Exception|Warning): ")

_CODE_FENCE = re.compile(r"^[ \t]*```.*?^[ \t]*```", re.M | re.S)
_HEADING2 = re.compile(r"^## +(.+?)\s*#*\s*$", re.M)
_HEADING3 = re.compile(r"^### +(.+?)\s*$", re.M)
_SNIPPET_FENCE = re.compile(r'^[ \t]*```snippet(?P<options>[^\n]*)\n[ \t]*(?P<path>\S+)\s*\n[ \t]*```', re.M)


# ------------------------------------------------------------------------------------------- reading a page
def body(text: str) -> str:
    """The page without its front matter."""
    return re.sub(r"\A---\n.*?\n---\n", "", text, flags=re.S)


def headings(text: str) -> list[str]:
    """The page's `## ` headings (those inside code fences are not headings)."""
    return [h.strip() for h in _HEADING2.findall(_CODE_FENCE.sub("", body(text)))]


def section(text: str, title: str) -> str | None:
    """The Markdown between `## title` and the next `## ` heading (fences kept), or None if there is none."""
    text = body(text)
    blanked = _CODE_FENCE.sub(lambda m: re.sub(r"[^\n]", " ", m.group(0)), text)  # same offsets, no fake headings
    matches = list(_HEADING2.finditer(blanked))
    for i, match in enumerate(matches):
        if match.group(1).strip() == title:
            end = matches[i + 1].start() if i + 1 < len(matches) else len(text)
            return text[match.end() : end]
    return None


def subsections(markdown: str) -> list[tuple[str, str]]:
    """(title, text) of each `### ` subsection of a section."""
    parts = _HEADING3.split(markdown)
    return list(zip(parts[1::2], parts[2::2]))


def fix_subsection(text: str, fix: str) -> str | None:
    """The title of the `### ` subsection of "How to fix it" that shows snippet `fix` with excerpt="fix"."""
    for title, part in subsections(section(text, "How to fix it") or ""):
        for fence in _SNIPPET_FENCE.finditer(part):
            if fence["path"] == fix and 'excerpt="fix"' in fence["options"]:
                return title
    return None




def reports(text: str) -> int:
    """How often people report the page's error: the threads its causes cite (`Seen in (N threads)`), summed."""
    return sum(int(n) for n, _ in SEEN_IN.findall(section(text, "Why it happens") or ""))


# ------------------------------------------------------------------------------------------- stand-ins
# What `make page` (newpage.py) writes for the contributor to replace; a page still holding any of it is not written
# yet, and the build refuses it. newpage.py writes these very strings.
WRITE = evidence.STAND_IN  # `<!-- write: ... -->`: a comment saying what to write there
STAND_IN_MEANING = "The message says: "  # the start of the stand-in `meaning:`
STAND_IN_SIGN = "your code does what the trigger snippet does"
MEANS, CAUSE, FIX, PREVENT, RELATED = (  # stand-in text in the sections, in order
    "Torch refused the operation in the trigger above.", "### 1. The code of the trigger above",
    "### 1. Change what the trigger does", "- Run the fix above.", "[Every error of the handbook](../index.md)")
STAND_IN_TEXT = {  # -> what replaces it
    MEANS: "\"What it means\": what torch checks and why it refuses",
    CAUSE: "\"Why it happens\": a `### ` subsection per cause, named for the cause",
    FIX: "\"How to fix it\": a `### ` subsection per fix, named for the fix",
    PREVENT: "\"How to prevent it\": a few rules that keep the error away",
    RELATED: "\"Related errors\": the pages a reader confuses with this one",
}
STAND_IN_FIX = 'print("fixed")'  # the last line of the stand-in fix snippet, whose fix lines are commented out


def stand_ins(text: str, page: str, home: str | None = None, snippets=SNIPPETS) -> list[str]:
    """Each stand-in of `make page` still in the page, its fix snippets (in `snippets`) or its line on the home page."""
    where = f"docs/{page}"
    meta = front_matter(text)
    found = []
    if isinstance(meta.get("meaning"), str) and meta["meaning"].startswith(STAND_IN_MEANING):
        found.append(f"{where}: `meaning:` is still make page's stand-in ({STAND_IN_MEANING!r}...); write one sentence "
                     "saying what the message means, in the reader's words")
    for cause in meta.get("causes") or []:
        if isinstance(cause, dict) and cause.get("sign") == STAND_IN_SIGN:
            found.append(f"{where}: a cause's `sign:` is still make page's stand-in ({STAND_IN_SIGN!r}); write what the "
                         "reader recognises in their own code")
        fix = cause.get("fix") if isinstance(cause, dict) else None
        if isinstance(fix, str) and _stand_in_fix(snippets / fix):
            found.append(f"{where}: the fix snippet snippets/{fix} is still make page's stand-in (its fix lines are "
                         f"commented out and it prints \"fixed\"); write the fix and print what shows it works")
    for line in body(text).splitlines():
        if WRITE in line:
            found.append(f"{where}: a `{WRITE} ... -->` comment of make page is still there ({line.strip()[:90]}); "
                         "write what it asks for and delete the comment")
        for stand_in, what in STAND_IN_TEXT.items():
            if stand_in in line:
                found.append(f"{where}: make page's stand-in {stand_in!r} is still there; replace it: {what}")
    if home is not None:
        entry = re.search(rf"^- \[.*?\]\({re.escape(page)}\).*\n(?:(?!- \[).*\n)*", home, re.M)
        if entry and WRITE in entry.group(0):
            found.append(f"{where}: its line on the home page (docs/index.md) still has make page's `{WRITE} ... -->` "
                         "comment; say in a few words when a reader meets the error")
    return found


def _stand_in_fix(path) -> bool:
    """Is the snippet the fix make page wrote: every line between the fix markers commented out?"""
    if not path.is_file():
        return False
    source = path.read_text(encoding="utf-8")
    marked = re.search(r"# --8<-- \[start:fix\]\n(.*?)# --8<-- \[end:fix\]", source, re.S)
    lines = [line.strip() for line in (marked.group(1) if marked else "").splitlines() if line.strip()]
    return bool(marked) and all(line.startswith("#") for line in lines) and STAND_IN_FIX in source


# ------------------------------------------------------------------------------------------- what is wrong
def problems(text: str, page: str, context: dict | None = None) -> list[str]:
    """What keeps an error page (`page` relative to docs/, `text` its Markdown) from being complete, each with
    what to do. `context` (optional) holds what the build knows beyond the page: `nav` (page paths in mkdocs.yml's
    nav), `home` (the home page's Markdown) and `history` (the pages that history/messages.json covers)."""
    meta = front_matter(text)
    where = f"docs/{page}"
    found = []
    error = meta.get("error")
    if not isinstance(error, str) or not ERROR_TEXT.match(error):
        found.append(f'{where}: front matter needs `error: "SomeError: message"` (the message as torch prints it, '
                     f"`...` for variable parts), found {error!r}")
    if not isinstance(meta.get("fragment"), str) or not meta["fragment"].strip():
        found.append(f"{where}: front matter needs `fragment:`, literal text found in every wording of the message "
                     "(the message history finds it in each torch release by it)")
    triggers = as_list(meta.get("trigger") or meta.get("gpu_trigger"))
    if not triggers:
        found.append(f"{where}: front matter needs `trigger:`, the snippet(s) that raise the message (or "
                     "`gpu_trigger:`, those that raise it on a GPU)")
    present = headings(text)
    for title in REQUIRED_SECTIONS:
        if title not in present:
            found.append(f"{where}: no `## {title}` section; an error page has these sections, in this order: "
                         + ", ".join(REQUIRED_SECTIONS))
    ordered = [t for t in present if t in REQUIRED_SECTIONS]
    if ordered != [t for t in REQUIRED_SECTIONS if t in ordered]:
        found.append(f"{where}: sections out of order ({', '.join(ordered)}); the order is "
                     + ", ".join(REQUIRED_SECTIONS))
    found += answer_problems(text, meta, page)
    if context is not None:
        if page not in context.get("nav", ()):
            found.append(f"{where}: not in the nav; add it to `nav:` in mkdocs.yml, in the group of its kind of error")
        if context.get("home") is not None and f"({page})" not in context["home"]:
            found.append(f"{where}: not on the home page; add a line linking ({page}) to its group in docs/index.md")
        if page not in context.get("history", ()):
            found.append(f"{where}: no entry in history/messages.json; run `make history` (the first run downloads "
                         "about 2.4 GB of torch wheels) and commit the file")
        else:
            found += evidence.problems(text, page, evidence.page_wordings(page, meta, context["history"]))
        found += stand_ins(text, page, context.get("home"))
    return found


def answer_problems(text: str, meta: dict, page: str) -> list[str]:
    """What keeps the page's answer (meaning, causes, their fixes) from being made."""
    where = f"docs/{page}"
    found = []
    if not isinstance(meta.get("meaning"), str) or not meta["meaning"].strip():
        found.append(f'{where}: front matter needs `meaning: "..."`, one sentence saying what the message means, '
                     "shown under the title")
    causes = meta.get("causes")
    titles = [title for title, _ in subsections(section(text, "Why it happens") or "")]
    if not isinstance(causes, list) or not causes:
        return found + [f"{where}: front matter needs `causes:`, one `- sign: ...` / `fix: <snippet>` entry per `### ` "
                        f"cause under \"Why it happens\" ({len(titles)} there), in the same order"]
    if len(causes) != len(titles):
        found.append(f"{where}: `causes:` has {len(causes)} entries but \"Why it happens\" has {len(titles)} `### ` "
                     f"causes ({'; '.join(titles)}): one entry per cause, in the same order")
    for i, cause in enumerate(causes, 1):
        if not isinstance(cause, dict) or not isinstance(cause.get("sign"), str) or not isinstance(cause.get("fix"), str):
            found.append(f"{where}: cause {i} in `causes:` needs `sign:` (what the reader sees in their code) and "
                         "`fix:` (the snippet that fixes it)")
        elif re.search(r"\]\([^)]*\)", cause["sign"]):
            found.append(f"{where}: cause {i}'s `sign:` holds a link; the chooser links each sign to its own fix, so "
                         "name any other fix in words (\"fix 2\")")
        elif fix_subsection(text, cause["fix"]) is None:
            found.append(f"{where}: cause {i}'s fix {cause['fix']} is not shown under \"How to fix it\": show it there "
                         f'in a `### ` subsection with ```snippet excerpt="fix"')
    return found


# ------------------------------------------------------------------------------------------- the answer
def answer_markdown(text: str, meta: dict, releases_line: str) -> str:
    """The Markdown that opens an error page under its title (the page is complete: see problems())."""
    causes = meta["causes"]
    chooser = "\n".join(
        f'- {_capitalised(cause["sign"].strip())} → [{_unnumbered(fix_subsection(text, cause["fix"]))}](fix:{cause["fix"]})'
        for cause in causes
    )
    return (
        f'{meta["meaning"].strip()}\n{{ .answer-meaning }}\n\n'
        + (f"{releases_line}\n{{ .message-releases }}\n\n" if releases_line else "")
        + "**The fix for the most reported cause**\n{ .answer-label }\n\n"
        + f'```snippet excerpt="fix"\n{causes[0]["fix"]}\n```\n\n'
        + "**Which cause is yours?**\n{ .answer-label }\n\n"
        + f'<div class="answer-causes" markdown>\n\n{chooser}\n\n</div>\n\n'
    )


def _capitalised(sign: str) -> str:
    return sign[:1].upper() + sign[1:]


def _unnumbered(title: str) -> str:
    return re.sub(r"^\d+\.\s+", "", title)


_FIX_LINK = re.compile(r'href="fix:([^"]+)"')  # a scheme of its own: MkDocs checks no anchor in it
_H3 = re.compile(r'<h3 id="([^"]+)"[^>]*>(.*?)</h3>', re.S)


def link_fixes(content: str) -> tuple[str, list[str]]:
    """The page's HTML with each chooser link pointing at the `### ` subsection of "How to fix it" that shows its
    fix (the last `<h3>` before the snippet, after the section's `<h2>`), and the links that found none."""
    start = content.find('<h2 id="how-to-fix-it"')
    missing = []

    def target(match: re.Match) -> str:
        snippet = html.unescape(match.group(1))
        at = content.find(f'data-snippet="{html.escape(snippet)}"', start) if start >= 0 else -1
        h3s = list(_H3.finditer(content, start, at)) if at >= 0 else []
        if not h3s:
            missing.append(snippet)
            return match.group(0)
        return f'href="#{h3s[-1].group(1)}"'

    return _FIX_LINK.sub(target, content), missing
