"""Publishing: one setting for the public address, tags for shared links and crawlers, a reproducible sitemap,
a helpful 404 page, and a deployment workflow that actionlint accepts."""

from __future__ import annotations

import gzip
import os
import re
from urllib.parse import urlparse
import subprocess
import sys
from pathlib import Path

import pytest

from torchdocs import sitecheck
from torchdocs.pages import error_pages
from torchdocs.runner import ROOT

ADDRESS = "https://example.org/torch-errors/"
WORKFLOWS = ROOT / ".github" / "workflows"
ACTIONLINT = Path(sys.executable).parent / "actionlint"


@pytest.fixture(scope="module")
def addressed_site(builds) -> Path:
    """The site built with SITE_URL set, as the deployment builds it (conftest.builds)."""
    build = builds["addressed"]
    code, log = build.result()
    if code != 0 or "WARNING" in log:
        pytest.fail(f"strict build with SITE_URL={ADDRESS} failed (exit {code}):\n{log}", pytrace=False)
    return build.site


def html_pages(site: Path) -> list[Path]:
    return sorted(site.rglob("index.html"))


def meta(soup, prop: str) -> str | None:
    tag = soup.find("meta", attrs={"property": prop}) or soup.find("meta", attrs={"name": prop})
    return tag["content"] if tag else None


def test_every_address_is_under_site_url(addressed_site):
    wrong = []
    for path in html_pages(addressed_site):
        soup = sitecheck.soup(path)
        page = path.parent.relative_to(addressed_site).as_posix()
        expected = ADDRESS if page == "." else f"{ADDRESS}{page}/"
        canonical = soup.find("link", rel="canonical")
        for what, got in (("canonical", canonical and canonical["href"]), ("og:url", meta(soup, "og:url"))):
            if got != expected:
                wrong.append(f"{path.relative_to(addressed_site)}: {what} is {got!r}, expected {expected!r}")
    sitemap = (addressed_site / "sitemap.xml").read_text(encoding="utf-8")
    locs = re.findall(r"<loc>(.*?)</loc>", sitemap)
    assert len(locs) == len(html_pages(addressed_site)), f"sitemap.xml lists {len(locs)} pages"
    wrong += [f"sitemap.xml: <loc>{loc}</loc> is not under {ADDRESS}" for loc in locs if not loc.startswith(ADDRESS)]
    robots = (addressed_site / "robots.txt").read_text(encoding="utf-8")
    if f"Sitemap: {ADDRESS}sitemap.xml" not in robots.splitlines():
        wrong.append(f"robots.txt does not name {ADDRESS}sitemap.xml:\n{robots}")
    four04 = sitecheck.soup(addressed_site / "404.html")
    wrong += [f"404.html: link {a['href']} is not under /torch-errors/" for a in four04.select("article a[href]")
              if not a["href"].startswith(("/torch-errors/", "#"))]
    assert not wrong, "\n".join(wrong)


def test_a_build_without_site_url_names_no_local_address(built_site):
    found = []
    for path in sorted(p for p in built_site.rglob("*") if p.is_file()):
        data = path.read_bytes()
        if path.suffix == ".gz":
            data = gzip.decompress(data)
        # As a URL (what a leaked dev address or SITE_URL looks like); a snippet's code may name the loopback
        # address a one-process distributed group meets on (MASTER_ADDR="127.0.0.1")
        for address in (b"http://127.0.0.1", b"http://localhost", b"https://127.0.0.1", b"https://localhost"):
            if address in data:
                at = data.index(address)
                found.append(f"{path.relative_to(built_site)}: ...{data[max(0, at - 60):at + 40].decode(errors='replace')}...")
    assert not found, "a build without SITE_URL names a local address:\n" + "\n".join(found)
    robots = (built_site / "robots.txt").read_text(encoding="utf-8")
    assert "User-agent: *" in robots and "Sitemap:" not in robots, robots


def test_error_pages_share_their_message(built_site):
    wrong = []
    for src, declared in error_pages().items():
        soup = sitecheck.soup(sitecheck.page_html_path(built_site, src))
        title, description = meta(soup, "og:title"), meta(soup, "og:description")
        if title != declared["error"]:
            wrong.append(f"docs/{src}: og:title is {title!r}, the declared message is {declared['error']!r}")
        if not description:
            wrong.append(f"docs/{src}: no og:description")
        if meta(soup, "twitter:title") != title or meta(soup, "twitter:card") != "summary":
            wrong.append(f"docs/{src}: twitter:title/twitter:card do not match og:title")
    for path in html_pages(built_site):  # every page has them, from its own title
        soup = sitecheck.soup(path)
        if not meta(soup, "og:title") or not meta(soup, "og:description"):
            wrong.append(f"{path.relative_to(built_site)}: no og:title or og:description")
    assert not wrong, "\n".join(wrong)


def test_two_builds_of_one_commit_are_identical_sitemap_included(built_site, builds):
    code, log = builds["again"].result()
    assert code == 0, log
    again = builds["again"].site
    for name in ("sitemap.xml", "sitemap.xml.gz", "robots.txt"):
        assert (built_site / name).read_bytes() == (again / name).read_bytes(), f"{name} differs between two builds"
    assert gzip.decompress((built_site / "sitemap.xml.gz").read_bytes()) == (built_site / "sitemap.xml").read_bytes()


def git_date(*paths: Path) -> str | None:
    done = subprocess.run(["git", "log", "-1", "--date=format-local:%Y-%m-%d", "--format=%cd", "--", *map(str, paths)],
                          cwd=ROOT, capture_output=True, text=True, env={**os.environ, "TZ": "UTC"})
    return done.stdout.strip() or None


def test_sitemap_dates_each_page_by_its_last_commit(built_site):
    """lastmod is the last commit that changed the page or a snippet it shows, not the build date; a page with
    uncommitted changes (a new page, an edited snippet) has no lastmod until they are committed."""
    from torchdocs.pages import DOCS, usages
    from torchdocs.publish import uncommitted

    if git_date(DOCS) is None:
        pytest.skip("not a git checkout")
    sitemap = (built_site / "sitemap.xml").read_text(encoding="utf-8")
    dated = dict(re.findall(r"<loc>(.*?)</loc>\s*<lastmod>(.*?)</lastmod>", sitemap))
    base = urlparse(re.search(r"<loc>(.*?)</loc>", sitemap)[1]).path  # the home page's, the first
    wrong = []
    for page in sorted({u.page for u in usages()} | {str(p.relative_to(DOCS)) for p in DOCS.rglob("*.md")
                                                      if "_includes" not in p.parts}):
        sources = [DOCS / page] + [path for u in usages() if u.page == page for path in (u.path, u.recorded)]
        url = "/" if page == "index.md" else "/" + page.removesuffix(".md") + "/"
        got = next((date for loc, date in dated.items() if urlparse(loc).path == base + url.lstrip("/")), None)
        pending = sorted(str(p.relative_to(ROOT)) for p in sources if p.resolve() in uncommitted())
        expected = None if pending else git_date(*sources)
        if got != expected:
            why = (f"it has uncommitted changes ({', '.join(pending)}), so it must have no lastmod" if pending else
                   f"the last commit of the page and its snippets is {expected!r} (git log -1 -- <page> <snippets>)")
            wrong.append(f"docs/{page}: sitemap lastmod {got!r}, but {why}")
    assert not wrong, "\n".join(wrong)


def test_the_404_page_offers_a_way_on(built_site):
    soup = sitecheck.soup(built_site / "404.html")
    article = soup.select_one("article")
    assert soup.select_one("article form#error-lookup textarea"), "404.html has no 'Paste your error' box"
    assert article.find("noscript"), "404.html: no <noscript> line for readers without JavaScript"
    links = {a["href"] for a in article.select("a[href]")}
    missing = [src for src in error_pages() if not any(href.rstrip("/").endswith(src.removesuffix(".md"))
                                                       for href in links)]
    assert not missing, f"404.html does not link the error pages {missing}"
    home = sitecheck.soup(built_site / "index.html").select_one("form#error-lookup")
    assert home.find("noscript") and home.find("noscript").find("a", href="#errors"), \
        "the home page's lookup box has no <noscript> line pointing to the list of errors"


def test_workflow_passes_actionlint():
    workflows = sorted(WORKFLOWS.glob("*.yml"))
    assert workflows, f"no workflow in {WORKFLOWS}"
    assert ACTIONLINT.is_file(), f"{ACTIONLINT} is missing: install the test extras (pip install -e '.[test]')"
    done = subprocess.run([str(ACTIONLINT), "-no-color", *map(str, workflows)], cwd=ROOT, capture_output=True, text=True)
    assert done.returncode == 0, f"actionlint:\n{done.stdout}{done.stderr}"
    text = (WORKFLOWS / "publish.yml").read_text(encoding="utf-8")
    for needed in ("branches: [main]", "download.pytorch.org/whl/cpu", 'pytest -m "not browser and not fresh"',
                   "SITE_URL: ${{ steps.pages.outputs.base_url }}/", "mkdocs build --strict",
                   "actions/upload-pages-artifact@", "actions/deploy-pages@", "fetch-depth: 0"):
        assert needed in text, f".github/workflows/publish.yml does not hold {needed!r}"
