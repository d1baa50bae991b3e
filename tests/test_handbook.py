"""The handbook as a whole: error pages, navigation, related-error links and the home page's registry.

Each check is a function that returns a list of problems, each naming the page it is about. The tests run
them on the real docs/ (which must give no problems) and on small broken copies (which must give some), so
that a check that can never fail does not pass unnoticed. The generic checks of snippets, recorded outputs,
links and quoted numbers live in the other test files.
"""

from __future__ import annotations

import posixpath
import re
from html.parser import HTMLParser
from pathlib import Path

import markdown
import pytest
import yaml

from torchdocs import errorpage, pages
from torchdocs.errorpage import ERROR_TEXT, REQUIRED_SECTIONS, SEEN_IN, headings, section
from torchdocs.pages import DOCS, ROOT, error_pages, front_matter

MKDOCS_YML = ROOT / "mkdocs.yml"
SNIPPETS = ROOT / "snippets"
_FENCE = re.compile(r"^[ \t]*```.*?^[ \t]*```", re.M | re.S)


# ---------------------------------------------------------------------------------------------- helpers
class _Loader(yaml.SafeLoader):
    """mkdocs.yml holds `!!python/name:` tags; the nav does not need them."""


_Loader.add_multi_constructor("tag:yaml.org,2002:python/", lambda loader, suffix, node: None)
_Loader.add_constructor("!ENV", lambda loader, node: None)  # site_url: !ENV SITE_URL


def nav_pages(config_path: Path = MKDOCS_YML) -> list[str]:
    """Every page path (relative to docs/) listed in the `nav:` of mkdocs.yml."""
    config = yaml.load(config_path.read_text(encoding="utf-8"), Loader=_Loader)  # noqa: S506 (safe loader)
    return pages.nav_pages(config.get("nav") or [])


def doc_pages(docs: Path = DOCS) -> list[str]:
    """Every Markdown page of the site (docs/_includes holds fragments, not pages)."""
    return sorted(
        str(p.relative_to(docs)) for p in docs.rglob("*.md") if "_includes" not in p.relative_to(docs).parts
    )


def _body(text: str) -> str:
    """The page without its front matter and without code fences (their `##` lines are not headings)."""
    return _FENCE.sub("", errorpage.body(text))


class _Links(HTMLParser):
    def __init__(self):
        super().__init__()
        self.links: list[tuple[str, str]] = []
        self._href: str | None = None
        self._text: list[str] = []

    def handle_starttag(self, tag, attrs):
        if tag == "a":
            self._href, self._text = dict(attrs).get("href", ""), []

    def handle_data(self, data):
        if self._href is not None:
            self._text.append(data)

    def handle_endtag(self, tag):
        if tag == "a" and self._href is not None:
            self.links.append((self._href, " ".join("".join(self._text).split())))
            self._href = None


def links(md_text: str) -> list[tuple[str, str]]:
    """(target, text) of every link in a piece of Markdown, rendered the way the site renders it."""
    parser = _Links()
    parser.feed(markdown.markdown(md_text, extensions=["attr_list", "md_in_html"]))
    return parser.links


def resolve(page: str, href: str, docs: Path = DOCS) -> str | None:
    """The docs/-relative path a relative link from `page` points to, or None if it leaves the site."""
    target = href.split("#", 1)[0]
    if not target or re.match(r"^[a-z][a-z0-9+.-]*:", target) or target.startswith("/"):
        return None
    return posixpath.normpath(posixpath.join(posixpath.dirname(page), target))


# ---------------------------------------------------------------------------------------------- checks
def error_page_problems(docs: Path = DOCS, snippets: Path = SNIPPETS) -> list[str]:
    """Every page in docs/errors/ declares its error and its triggers, and has the six sections."""
    problems = []
    for page in sorted((docs / "errors").glob("*.md")):
        name = f"docs/{page.relative_to(docs)}"
        text = page.read_text(encoding="utf-8")
        # The form of a page (declaration, sections, answer) is errorpage.problems', as the build checks it;
        # the rest needs the snippets folder.
        problems += errorpage.problems(text, str(page.relative_to(docs)))
        triggers = front_matter(text).get("trigger")
        triggers = [triggers] if isinstance(triggers, str) else triggers or []
        if not all(isinstance(t, str) for t in triggers):
            problems.append(f"{name}: front matter `trigger:` must be a snippet path or a list of them")
            triggers = []
        for trigger in triggers:
            if not (snippets / trigger).is_file():
                problems.append(f"{name}: trigger snippets/{trigger} does not exist")
            if f"\n{trigger}\n" not in text:
                problems.append(f"{name}: trigger {trigger} is declared but no ```snippet fence runs it")
        if re.search(r"^# ", _body(text), re.M):
            problems.append(f"{name}: has a `# ` heading; the title comes from the declared error")
    return problems


def nav_problems(docs: Path = DOCS, config_path: Path = MKDOCS_YML) -> list[str]:
    """Every page is in the nav, and every nav entry is a page."""
    listed = nav_pages(config_path)
    pages = doc_pages(docs)
    problems = [f"docs/{page}: not in the nav of mkdocs.yml" for page in pages if page not in listed]
    problems += [f"mkdocs.yml nav: {entry} does not exist in docs/" for entry in listed if entry not in pages]
    return problems


def related_errors_problems(docs: Path = DOCS) -> list[str]:
    """Each error page's "Related errors" section links only to pages that exist (anchors excepted)."""
    problems = []
    pages = set(doc_pages(docs))
    for page in sorted((docs / "errors").glob("*.md")):
        rel = str(page.relative_to(docs))
        related = section(page.read_text(encoding="utf-8"), "Related errors")
        if related is None:
            continue  # reported by error_page_problems
        found = links(related)
        if not found:
            problems.append(f"docs/{rel}: its Related errors section links to nothing")
        for href, text in found:
            target = resolve(rel, href)
            if target is None:
                problems.append(f"docs/{rel}: Related errors links outside the site: [{text}]({href})")
            elif target not in pages:
                problems.append(f"docs/{rel}: Related errors links to a missing page: [{text}]({href})")
    return problems


def home_problems(docs: Path = DOCS) -> list[str]:
    """The home page links every error page, and every error message it links by text has its page."""
    registry = error_pages(docs)
    home = (docs / "index.md").read_text(encoding="utf-8")
    problems = []
    home_links = [(resolve("index.md", href), text) for href, text in links(_body(home))]
    targets = {target for target, _ in home_links}
    for page in registry:
        if page.startswith("errors/") and page not in targets:
            problems.append(f"docs/{page}: not linked from the home page docs/index.md")
    for target, text in home_links:
        if not ERROR_TEXT.match(text):
            continue
        # Markdown joins the spaces of a link's text; torch's messages may hold two ("...0.  Target sizes")
        pages_with_message = [page for page, meta in registry.items() if " ".join(str(meta.get("error")).split()) == text]
        if not pages_with_message:
            problems.append(f"docs/index.md links the error message {text!r}, but no page declares it")
        elif target not in pages_with_message:
            problems.append(
                f"docs/index.md links the error message {text!r} to {target}, "
                f"but the page that declares it is {pages_with_message[0]}"
            )
    return problems


# Public threads where people report what they hit: issue trackers and forums (not blogs, articles or mirrors).
THREAD = re.compile(r"https://(github\.com/[\w.-]+/[\w.-]+/(issues|pull|discussions)/\d+"
                    r"|discuss\.pytorch\.org/t/|stackoverflow\.com/(questions|q)/|forums\.fast\.ai/t/"
                    r"|discuss\.huggingface\.co/t/)")
_HEADING3 = re.compile(r"^### +(.+?)\s*$", re.M)


def evidence_problems(docs: Path = DOCS) -> list[str]:
    """Each error page's "Why it happens" lists its causes as `###` subsections, ordered by how often people
    report them: each says `Seen in (N threads):` (N distinct public threads found for it) and links at least
    two of them, and no cause has a larger N than the one before it."""
    problems = []
    for page in error_pages(docs):
        if not page.startswith("errors/"):
            continue
        why = section((docs / page).read_text(encoding="utf-8"), "Why it happens") or ""
        parts = _HEADING3.split(why)
        causes = list(zip(parts[1::2], parts[2::2]))
        if not causes:
            problems.append(f"docs/{page}: 'Why it happens' has no cause (a `### ` subsection per cause)")
        previous = None
        for title, body in causes:
            where = f"docs/{page}, cause {title!r}"
            seen = SEEN_IN.findall(body)
            if len(seen) != 1:
                problems.append(f"{where}: {len(seen)} 'Seen in (N threads):' paragraphs, expected one")
                continue
            count, text = int(seen[0][0]), seen[0][1]
            urls = set(re.findall(r"\]\((https?://[^)\s]+)\)", text))
            not_threads = sorted(url for url in urls if not THREAD.match(url))
            if not_threads:
                problems.append(f"{where}: links that are not issue or forum threads: {not_threads}")
            if len(urls) < 2:
                problems.append(f"{where}: Seen in links {len(urls)} thread(s), at least two are needed")
            if count < len(urls):
                problems.append(f"{where}: Seen in says {count} threads but links {len(urls)}")
            if previous is not None and count > previous[1]:
                problems.append(f"{where}: seen in {count} threads, more than the cause before it "
                                f"({previous[0]!r}, {previous[1]}): the causes are ordered by how often they are reported")
            previous = (title, count)
    return problems


# ---------------------------------------------------------------------------------------------- tests
def test_the_handbook_has_its_pages():
    errors = [p for p in error_pages() if p.startswith("errors/")]
    guides = [p for p in doc_pages() if p.startswith("guides/")]
    assert len(errors) >= 7, f"expected at least 7 error pages in docs/errors, found {errors}"
    assert len(guides) >= 4, f"expected at least 4 guides in docs/guides, found {guides}"


def test_error_pages_declare_error_trigger_and_sections():
    problems = error_page_problems()
    assert not problems, "\n".join(problems)


def test_every_page_is_in_the_nav():
    problems = nav_problems()
    assert not problems, "\n".join(problems)


def test_related_errors_link_only_existing_pages():
    problems = related_errors_problems()
    assert not problems, "\n".join(problems)


def test_home_page_lists_every_error_and_every_linked_message_has_a_page():
    problems = home_problems()
    assert not problems, "\n".join(problems)


def test_causes_carry_their_evidence_most_reported_first():
    problems = evidence_problems()
    assert not problems, "\n".join(problems)


def test_every_seen_in_link_quotes_the_line_its_thread_shows_and_no_stand_in_is_left():
    """What the strict build refuses, checked here too (errorpage.problems with the build's context): each link's
    line in evidence/<page>.yml, a wording of the page's message; nothing make page wrote to be replaced."""
    from torchdocs import evidence, history

    data, home = history.load()["pages"], (DOCS / "index.md").read_text(encoding="utf-8")
    problems = []
    for page in sorted((DOCS / "errors").glob("*.md")):
        src, text = f"errors/{page.name}", page.read_text(encoding="utf-8")
        problems += evidence.problems(text, src, evidence.page_wordings(src, front_matter(text), data))
        problems += errorpage.stand_ins(text, src, home)
    assert not problems, "\n".join(problems)


def test_every_guide_is_linked_from_the_home_page():
    home = (DOCS / "index.md").read_text(encoding="utf-8")
    targets = {resolve("index.md", href) for href, _ in links(_body(home))}
    missing = [f"docs/{page}: not linked from docs/index.md" for page in doc_pages() if page.startswith("guides/")
               and page not in targets]
    assert not missing, "\n".join(missing)


# ------------------------------------------------------------------- the checks fail on broken pages
GOOD_ERROR_PAGE = """---
error: "RuntimeError: something broke"
fragment: "something broke"
trigger: demo/01_trigger.py
meaning: "Something broke."
causes:
  - sign: "you broke it"
    fix: demo/02_fix_it.py
  - sign: "you broke it rarely"
    fix: demo/02_fix_it.py
---

## The error

```snippet
demo/01_trigger.py
```

## What it means
## Why it happens

### The common cause

Seen in (3 threads): [a/b#1](https://github.com/a/b/issues/1), [a/b#2](https://github.com/a/b/issues/2).

### The rarer cause

Seen in (2 threads): [a/b#3](https://github.com/a/b/issues/3),
[a question](https://discuss.pytorch.org/t/a-question/4).

## How to fix it

### Mend it

```snippet excerpt="fix"
demo/02_fix_it.py
```

## How to prevent it
## Related errors

- [The other error](other.md): a sibling.
"""


@pytest.fixture
def site(tmp_path):
    docs = tmp_path / "docs"
    (docs / "errors").mkdir(parents=True)
    (tmp_path / "snippets" / "demo").mkdir(parents=True)
    (tmp_path / "snippets" / "demo" / "01_trigger.py").write_text("raise RuntimeError('something broke')\n")
    (docs / "errors" / "demo.md").write_text(GOOD_ERROR_PAGE)
    (docs / "errors" / "other.md").write_text(
        GOOD_ERROR_PAGE.replace("something broke", "other thing").replace("other.md", "demo.md")
    )
    (docs / "index.md").write_text(
        "# Home\n\n- [RuntimeError: something broke](errors/demo.md)\n"
        "- [RuntimeError: other thing](errors/other.md)\n"
    )
    (tmp_path / "mkdocs.yml").write_text(
        "nav:\n  - Home: index.md\n  - Errors:\n      - errors/demo.md\n      - errors/other.md\n"
        "markdown_extensions:\n  - x:\n      validator: !!python/name:os.path.join\n"
    )
    return tmp_path


def test_checks_pass_on_a_good_site(site):
    docs = site / "docs"
    assert error_page_problems(docs, site / "snippets") == []
    assert nav_problems(docs, site / "mkdocs.yml") == []
    assert related_errors_problems(docs) == []
    assert home_problems(docs) == []
    assert evidence_problems(docs) == []


@pytest.mark.parametrize("edit,reported", [
    (("Seen in (2 threads): [a/b#3](https://github.com/a/b/issues/3),", "Seen in (2 threads):"),
     "links 1 thread(s), at least two"),
    (("Seen in (2 threads)", "Seen in (9 threads)"), "more than the cause before it"),
    (("https://github.com/a/b/issues/3", "https://someblog.example/post"), "not issue or forum threads"),
    (("Seen in (3 threads)", "Seen in"), "0 'Seen in (N threads):' paragraphs"),
    (("### ", "#### "), "has no cause"),
])
def test_missing_or_misordered_evidence_is_reported(site, edit, reported):
    page = site / "docs" / "errors" / "demo.md"
    page.write_text(page.read_text().replace(*edit))
    problems = evidence_problems(site / "docs")
    assert any("errors/demo.md" in p and reported in p for p in problems), problems


def test_a_link_inside_a_sign_is_reported():
    """The chooser links each sign to its fix: a second link inside a sign would give a cause two links."""
    text = (DOCS / "errors/stack-expects-each-tensor-to-be-equal-size.md").read_text(encoding="utf-8")
    assert errorpage.answer_problems(text, front_matter(text), "errors/x.md") == []
    broken = text.replace('  - sign: "your images', '  - sign: "see [fix 2](#2-sequences-pad-them-in-a-collate_fn) or your images', 1)
    assert any("cause 1's `sign:` holds a link" in p for p in errorpage.answer_problems(broken, front_matter(broken),
                                                                                         "errors/x.md"))


def test_missing_section_and_trigger_are_reported(site):
    page = site / "docs" / "errors" / "demo.md"
    page.write_text(page.read_text().replace("## How to prevent it\n", "").replace("01_trigger", "02_gone"))
    problems = error_page_problems(site / "docs", site / "snippets")
    assert any("errors/demo.md" in p and "How to prevent it" in p for p in problems), problems
    assert any("errors/demo.md" in p and "02_gone.py does not exist" in p for p in problems), problems


def test_missing_front_matter_is_reported(site):
    page = site / "docs" / "errors" / "demo.md"
    page.write_text(page.read_text().split("---\n", 2)[2])
    problems = error_page_problems(site / "docs", site / "snippets")
    assert any("errors/demo.md" in p and "error:" in p for p in problems), problems
    assert any("errors/demo.md" in p and "trigger:" in p for p in problems), problems


def test_page_missing_from_nav_is_reported(site):
    (site / "docs" / "errors" / "orphan.md").write_text(GOOD_ERROR_PAGE)
    problems = nav_problems(site / "docs", site / "mkdocs.yml")
    assert any("errors/orphan.md" in p for p in problems), problems


def test_related_link_to_missing_page_is_reported(site):
    page = site / "docs" / "errors" / "demo.md"
    page.write_text(page.read_text().replace("(other.md)", "(renamed.md)"))
    problems = related_errors_problems(site / "docs")
    assert any("errors/demo.md" in p and "renamed.md" in p for p in problems), problems


def test_unlinked_error_page_and_unregistered_message_are_reported(site):
    home = site / "docs" / "index.md"
    home.write_text(
        "# Home\n\n- [RuntimeError: something broke](errors/demo.md)\n"
        "- [RuntimeError: a message with no page](errors/demo.md)\n"
        "- [RuntimeError: other thing](errors/demo.md)\n"
    )
    problems = home_problems(site / "docs")
    assert any("errors/other.md: not linked" in p for p in problems), problems
    assert any("a message with no page" in p and "no page declares it" in p for p in problems), problems
    assert any("'RuntimeError: other thing' to errors/demo.md" in p for p in problems), problems


@pytest.mark.parametrize("edit,reported", [
    (('  - sign: "you broke it rarely"\n    fix: demo/02_fix_it.py\n', ""),
     '`causes:` has 1 entries but "Why it happens" has 2'),
    (('excerpt="fix"\ndemo/02_fix_it.py', "\ndemo/02_fix_it.py"), "fix demo/02_fix_it.py is not shown under"),
    (('meaning: "Something broke."\n', ""), "front matter needs `meaning:"),
])
def test_an_answer_that_drifts_from_the_page_is_reported(site, edit, reported):
    page = site / "docs" / "errors" / "demo.md"
    page.write_text(page.read_text().replace(*edit))
    found = error_page_problems(site / "docs", site / "snippets")
    assert any(reported in problem and "docs/errors/demo.md" in problem for problem in found), found


def test_a_message_with_two_spaces_is_found_from_the_home_page(site):
    """torch prints some messages with two spaces ("... 0.  Target sizes: ..."); the page declares it so, and the
    home page's link text (whose spaces Markdown joins) still names that page, and no other."""
    page = site / "docs" / "errors" / "demo.md"
    page.write_text(page.read_text().replace('error: "RuntimeError: something broke"',
                                             'error: "RuntimeError: something broke.  Target sizes: [...]"'))
    home = site / "docs" / "index.md"
    home.write_text(home.read_text().replace("[RuntimeError: something broke]",
                                             "[RuntimeError: something broke.  Target sizes: \\[...\\]]"))
    assert not home_problems(site / "docs")
    home.write_text(home.read_text().replace("(errors/demo.md)", "(errors/other.md)", 1))
    assert any("errors/other.md" in p for p in home_problems(site / "docs"))
