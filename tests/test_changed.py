"""`make check` (`pytest --changed`): which fresh and browser tests a change selects (torchdocs/changed.py,
conftest.keeps), on a copy of the repository that is a git repository of its own."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from types import SimpleNamespace

import pytest
from conftest import keeps, repo_copy

from torchdocs.changed import Selection
from torchdocs.pages import error_pages, usages

GIT = ["git", "-c", "user.name=t", "-c", "user.email=t@example.org", "-c", "commit.gpgsign=false"]


@pytest.fixture(scope="module")
def repo(tmp_path_factory) -> Path:
    """A copy of the repository, committed on its own branch main."""
    copy = repo_copy(tmp_path_factory.mktemp("changed") / "repo")
    for command in (["init", "-q", "-b", "main"], ["add", "-A"], ["commit", "-q", "-m", "base"]):
        subprocess.run([*GIT, *command], cwd=copy, check=True, capture_output=True)
    return copy


def selection_after(repo: Path, edits: dict[str, str], commit: bool = False) -> dict:
    """Apply `edits` (path -> text appended; a new path is created), ask torchdocs.changed, then undo the edits."""
    before = {path: (repo / path).read_bytes() if (repo / path).exists() else None for path in edits}
    try:
        for path, text in edits.items():
            (repo / path).parent.mkdir(parents=True, exist_ok=True)
            with (repo / path).open("a", encoding="utf-8") as stream:
                stream.write(text)
        if commit:  # a feature branch with the edit committed: compared with main's merge-base
            subprocess.run([*GIT, "checkout", "-q", "-b", "feature"], cwd=repo, check=True)
            subprocess.run([*GIT, "commit", "-q", "-am", "edit"], cwd=repo, check=True)
        env = {**os.environ, "TORCHDOCS_ROOT": str(repo)}
        done = subprocess.run([sys.executable, "-m", "torchdocs.changed", "--json"], cwd=repo, env=env,
                              capture_output=True, text=True, check=True)
        return json.loads(done.stdout)
    finally:
        if commit:
            subprocess.run([*GIT, "checkout", "-q", "main"], cwd=repo, check=True)
            subprocess.run([*GIT, "branch", "-q", "-D", "feature"], cwd=repo, check=True)
        for path, data in before.items():
            if data is None:
                (repo / path).unlink()
            else:
                (repo / path).write_bytes(data)


def an_error_page_and_snippet():
    src = next(iter(error_pages()))
    snippet = next(u.snippet for u in usages() if u.page == src and u.raises is None)
    return src, snippet


def test_a_snippet_edit_selects_it_and_its_pages_not_the_lookup(repo):
    src, snippet = an_error_page_and_snippet()
    got = selection_after(repo, {f"snippets/{snippet}": "# a comment\n"})
    assert not got["everything"] and not got["lookup"]
    assert got["snippets"] == [snippet]
    assert src in got["pages"]


def test_a_prose_edit_selects_the_page_and_its_snippets(repo):
    src, _ = an_error_page_and_snippet()
    got = selection_after(repo, {f"docs/{src}": "\nA new sentence.\n"})
    assert got["pages"] == [src] and not got["lookup"] and not got["everything"]
    assert set(got["snippets"]) == {u.snippet for u in usages() if u.page == src}


def test_a_committed_edit_on_a_branch_counts_too(repo):
    src, snippet = an_error_page_and_snippet()
    got = selection_after(repo, {f"snippets/{snippet}": "# a comment\n"}, commit=True)
    assert got["snippets"] == [snippet] and src in got["pages"]


def test_a_declared_message_or_an_error_line_selects_the_lookup(repo):
    src, _ = an_error_page_and_snippet()
    text = (repo / "docs" / src).read_text(encoding="utf-8")
    declared = next(line for line in text.splitlines() if line.startswith("error:"))
    (repo / "docs" / src).write_text(text.replace(declared, declared.rstrip('"') + ' (edited)"', 1), encoding="utf-8")
    try:
        got = selection_after(repo, {})
    finally:
        (repo / "docs" / src).write_text(text, encoding="utf-8")
    assert got["lookup"] and got["pages"] == [src]
    got = selection_after(repo, {f"docs/{src}": "\nSee `RuntimeError: a new message in the prose`.\n"})
    assert got["lookup"]


def test_an_untracked_snippet_is_part_of_the_change(repo):
    src, snippet = an_error_page_and_snippet()
    new = snippet.rsplit("/", 1)[0] + "/99_new.py"
    got = selection_after(repo, {f"snippets/{new}": "import torch\n"})
    assert new in got["snippets"]


@pytest.mark.parametrize("path,text", [("torchdocs/runner.py", "\n"), ("overrides/main.html", "\n"),
                                       ("docs/assets/site.css", "\n"), ("mkdocs.yml", "\nextra: {}\n"),
                                       ("tests/conftest.py", "\n")])
def test_shared_code_selects_everything(repo, path, text):
    assert selection_after(repo, {path: text})["everything"]


def test_a_nav_entry_alone_does_not_select_everything(repo):
    """`make page` adds the new page to the nav: that page is checked as a page, not the whole site."""
    assert not selection_after(repo, {"mkdocs.yml": '      - "a new error": errors/new.md\n'})["everything"]


def test_a_history_entry_selects_its_page_and_the_lookup(repo):
    """`make history` after `make page` changes one page's entry: that page and the lookup, not every page."""
    path = repo / "history" / "messages.json"
    text = path.read_text(encoding="utf-8")
    data = json.loads(text)
    src = next(iter(data["pages"]))
    data["pages"][src] = [*data["pages"][src], {"message": "RuntimeError: an older wording", "releases": ["0.1"]}]
    path.write_text(json.dumps(data), encoding="utf-8")
    try:
        got = selection_after(repo, {})
    finally:
        path.write_text(text, encoding="utf-8")
    assert got["lookup"] and got["pages"] == [src] and not got["everything"]


def test_no_change_selects_nothing_and_the_readme_changes_no_page(repo):
    for edits in ({}, {"README.md": "\nmore\n"}):
        got = selection_after(repo, edits)
        assert got == {"everything": False, "pages": [], "snippets": [], "lookup": False}


def item(markers=(), nodeid="tests/test_site.py::test_x", **params):
    return SimpleNamespace(get_closest_marker=lambda name: name if name in markers else None,
                           callspec=SimpleNamespace(params=params), nodeid=nodeid)


def test_keeps_deselects_only_fresh_and_browser_tests_of_unchanged_pages_and_snippets():
    usage = SimpleNamespace(snippet="a/01.py")
    one = Selection(pages={"errors/a.md"}, snippets={"a/01.py"})
    assert keeps(item(), one)  # the fast layer always runs
    # its isolated runs: the change's snippets only (the strict build runs every snippet); all under --only-pages
    assert keeps(item(usage=usage), one)
    assert not keeps(item(usage=SimpleNamespace(snippet="b/01.py")), one)
    assert keeps(item(usage=SimpleNamespace(snippet="b/01.py")), Selection(everything=True))
    assert keeps(item(usage=SimpleNamespace(snippet="b/01.py")), Selection(pages={"errors/a.md"}, site_wide=True))
    assert keeps(item(["fresh"], usage=usage), one)
    assert not keeps(item(["fresh"], usage=SimpleNamespace(snippet="b/01.py")), one)
    assert keeps(item(["browser"], page="errors/a.md"), one)
    assert not keeps(item(["browser"], page="errors/b.md"), one)
    assert not keeps(item(["browser", "lookup"]), one)
    assert keeps(item(["browser", "lookup"]), Selection(lookup=True))
    assert not keeps(item(["browser"]), one)  # a site-wide browser test: only when shared code changed
    assert keeps(item(["browser"]), Selection(everything=True))
    assert keeps(item(["fresh"], usage=SimpleNamespace(snippet="b/01.py")), Selection(everything=True))
    # a test of the tooling (conftest.TOOLING): only when shared code changed
    breaks = item(nodeid="tests/test_contract_catches_breaks.py::test_strict_build_fails_and_says_where[x]")
    assert not keeps(breaks, one) and keeps(breaks, Selection(everything=True))
