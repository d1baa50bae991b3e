"""The built site (strict build) shows what the snippets print, and keeps its promises to readers."""

from __future__ import annotations

import re

import torch

from torchdocs import sitecheck
from torchdocs.pages import DOCS, error_pages, usages

USAGES = usages()


def test_each_page_shows_each_snippet_and_its_recorded_output(built_site):
    found = sitecheck.output_problems(built_site, USAGES)
    assert not found, "\n\n".join(found)


def test_each_page_states_the_torch_version_that_produced_its_outputs(built_site):
    installed = torch.__version__.split("+")[0]
    found = sitecheck.stamp_problems(built_site, USAGES, installed)
    assert not found, "\n".join(found)


def test_every_quoted_value_is_bound_to_what_a_snippet_printed(built_site):
    found = sitecheck.quote_problems(built_site, USAGES)
    assert not found, "\n".join(found)


def test_every_internal_link_and_anchor_resolves(built_site):
    found = sitecheck.link_problems(built_site)
    assert not found, "\n".join(found)


def test_nothing_is_loaded_from_another_host(built_site):
    found = sitecheck.third_party_problems(built_site)
    assert not found, "\n".join(found)


def test_error_page_title_and_first_heading_are_the_declared_message(built_site):
    for page, meta in error_pages().items():
        html = sitecheck.soup(sitecheck.page_html_path(built_site, page))
        h1 = html.select("article h1")[0].get_text().strip().rstrip("¶").strip()
        assert h1 == meta["error"], f"page docs/{page}: <h1> is {h1!r}, declared error is {meta['error']!r}"
        assert html.title.get_text().startswith(meta["error"]), f"page docs/{page}: <title> is {html.title!r}"


def test_no_fenced_block_in_docs_holds_typed_output():
    """Code on a page comes from snippets/; the only other fences allowed are shell commands and the
    markdown-exec block that prints the torch version."""
    fence = re.compile(r"^[ \t]*(`{3,})(.*)$", re.M)
    for page in sorted(DOCS.rglob("*.md")):
        opening = True
        for match in fence.finditer(page.read_text(encoding="utf-8")):
            info = match.group(2).strip()
            if opening:
                allowed = info.startswith("snippet") or info == "bash" or info.startswith('python exec="on"')
                assert allowed, f"docs/{page.relative_to(DOCS)}: fenced block ```{info} (outputs come from snippets/)"
            opening = not opening


def test_no_reader_facing_page_names_a_contributor_command(built_site):
    found = sitecheck.contributor_command_problems(built_site)
    assert not found, "\n".join(found)


def test_no_page_shows_an_attribute_list_as_text(built_site):
    found = sitecheck.attribute_leak_problems(built_site)
    assert not found, "\n".join(found)


def test_404_page_exists(built_site):
    assert (built_site / "404.html").is_file()


def test_every_command_the_contributor_docs_name_exists():
    """The README, HOW-IT-WORKS.md and PERFORMANCE.md name `make <target>` and `python -m torchdocs.<module>`
    commands: each target is in the Makefile and each module is a file (a renamed tool leaves no stale command)."""
    from torchdocs.pages import ROOT

    targets = set(re.findall(r"^([a-z][\w-]*):", (ROOT / "Makefile").read_text(encoding="utf-8"), re.M))
    stale = []
    for name in ("README.md", "HOW-IT-WORKS.md", "PERFORMANCE.md"):
        text = (ROOT / name).read_text(encoding="utf-8")
        stale += [f"{name}: make {t}" for t in re.findall(r"`make ([a-z][\w-]*)", text) if t not in targets]
        stale += [f"{name}: python -m torchdocs.{m}" for m in re.findall(r"python -m torchdocs\.(\w+)", text)
                  if not (ROOT / "torchdocs" / f"{m}.py").is_file()]
    assert not stale, "commands that no longer exist:\n" + "\n".join(stale)
