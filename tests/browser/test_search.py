"""The site's search worker (docs/assets/search.js, its index built by torchdocs/search.py) through Material's search
box in Chromium: words of a cause's sign find that cause's section, the page holding every word comes first, the
previews mark the words found, and search works with the site served under a path, asking only 127.0.0.1."""

from __future__ import annotations

import json
import re
import time
from pathlib import Path

import pytest

from torchdocs import measure
from torchdocs.pages import error_pages

from .conftest import PHONE, Visit, url_path

pytestmark = pytest.mark.browser

SEARCH = '[data-md-component="search-query"]'
# page -> (its cause, counted from 0; words of that cause's sign in its front matter)
SIGN_WORDS = {
    "errors/register-hook-on-tensor-without-grad.md": (0, "Grad-CAM hook"),
    "errors/target-is-out-of-bounds.md": (0, "segmentation masks"),
}


def search(page, text: str) -> None:
    """Type a query as a reader does (Material reads it on keyup)."""
    page.focus(SEARCH)  # on a phone the box opens from its icon; focus opens it too
    page.locator(SEARCH).fill(text[:-1])
    page.keyboard.press(text[-1])


def result_groups(page, timeout: float = 10.0) -> list[list[str]]:
    """Each result's links (the page's, then its sections'), site paths, once the list stops changing."""
    script = """() => [...document.querySelectorAll('.md-search-result__item')].map(li =>
        [...li.querySelectorAll('a.md-search-result__link')].map(a => {
            const url = new URL(a.href);
            return url.pathname + url.hash;
        }))"""
    end, last, since = time.monotonic() + timeout, None, time.monotonic()
    while time.monotonic() < end:
        now = page.evaluate(script)
        if now != last:
            last, since = now, time.monotonic()
        elif now and time.monotonic() - since > 0.5:
            return now
        time.sleep(0.1)
    return last or []


def cause_anchor(site: Path, src: str, cause: int) -> str:
    """The id of the cause's `###` subsection under "Why it happens" in the built page."""
    html = (site / url_path(src) / "index.html").read_text(encoding="utf-8")
    why = html.split('id="why-it-happens"', 1)[1].split("<h2", 1)[0]
    return re.findall(r'<h3 id="([^"]+)"', why)[cause]


@pytest.mark.parametrize("src", list(SIGN_WORDS))
def test_words_of_a_causes_sign_find_its_section(visit, site, src):
    cause, words = SIGN_WORDS[src]
    sign = error_pages()[src]["causes"][cause]["sign"]
    assert all(word in sign for word in words.split()), f"docs/{src}: cause {cause + 1}'s sign no longer says {words!r}"
    v: Visit = visit(PHONE)
    page = v.goto("")
    search(page, words)
    groups = result_groups(page)
    assert groups, f"no result for {words!r}"
    path = "/" + url_path(src)
    anchor = cause_anchor(site, src, cause)
    assert groups[0][0] == path, f"{words!r}: first result {groups[0][0]}, expected {path}"
    assert f"{path}#{anchor}" in groups[0], f"{words!r}: the cause's section #{anchor} is not among {groups[0]}"
    # the section's preview marks the words found
    marks = page.locator(f'.md-search-result__item a[href*="#{anchor}"] mark').all_text_contents()
    terms = re.split(r"[\s\-]+", words.lower())
    assert marks and all(any(mark.lower().startswith(term) for term in terms) for mark in marks), marks
    assert not v.requests and not v.errors, (v.requests, v.errors)


def test_a_title_holding_every_word_comes_first_and_previews_load_past_the_first_screen(visit):
    v: Visit = visit(PHONE)
    page = v.goto("errors/cuda-out-of-memory/")
    search(page, "shapes cannot be multiplied")
    groups = result_groups(page)
    assert groups[0][0] == "/errors/mat1-and-mat2-shapes-cannot-be-multiplied/", groups[0]
    assert len(groups) == 10  # Material renders the first ten pages at once
    # every page shown has its sections (the worker's first answer gives the first screen's pages alone; the
    # second, every page and preview): the fifth page's sections and previews are there
    fifth = page.locator(".md-search-result__item").nth(4)
    assert fifth.locator("a").count() == len(groups[4]) and len(groups[4]) > 1, groups[4]
    assert fifth.locator("mark").count() > 0
    assert page.locator(".md-search-result__meta").inner_text().split()[0].isdigit()
    assert not v.requests and not v.errors, (v.requests, v.errors)


def test_search_works_with_the_site_served_under_a_path(browser, site, tmp_path):
    (tmp_path / "torch-errors").symlink_to(site, target_is_directory=True)
    with measure.serve_site(tmp_path, compressed=False) as root:
        v = Visit(browser, root + "torch-errors/", PHONE)
        try:
            page = v.goto("errors/cuda-out-of-memory/")
            search(page, "segmentation masks")
            groups = result_groups(page)
            assert groups and groups[0][0] == "/torch-errors/errors/target-is-out-of-bounds/", groups[:1]
            assert not v.requests and not v.errors, (v.requests, v.errors)
        finally:
            v.close()


# Queries as readers type them: words, a message, a cut word, a required and a prohibited word. (Words joined by
# the separator's characters differ on purpose: `Grad-CAM` or `x.grad` are matched word by word, as the index
# splits them; Material's query parser kept `x.grad*` whole, which no indexed term starts with, and turned
# `Grad-CAM` into `grad` exactly and `cam*`, twice.)
SAME_AS_LUNR = ["shapes cannot be multiplied", "expected scalar type Long but found Float", "backwar",
                "segmentation masks hook", "cuda +memory -device"]

ASK = """async ([worker, setup, query]) => new Promise((done, fail) => {
    const w = new Worker(worker), answers = [];
    let timer = null;
    w.onerror = e => fail(e.message);
    w.onmessage = e => {
        if (e.data.type === 1) w.postMessage({type: 2, data: query});
        if (e.data.type !== 3) return;
        answers.push(e.data.data);  // the last answer is the whole one
        clearTimeout(timer);
        timer = setTimeout(() => { w.terminate(); done(answers[answers.length - 1]); }, 1000);
    };
    w.postMessage({type: 0, data: setup});
})"""


def shown(answer: dict) -> list:
    """What Material renders of an answer's first ten pages (renderSearchResultItem): each item's location, score,
    title, terms and, where it shows it, its text (a page's own only when it comes first and no section scores
    as high)."""
    rendered = []
    for group in answer["items"][:10]:
        first = group[0]["score"]
        article = next(i for i, item in enumerate(group) if "#" not in item["location"])
        best = any(item["score"] >= first for i, item in enumerate(group) if i != article)
        rendered.append([(item["location"], item["score"], item["title"], item["terms"],
                          item["text"] if i != article or (article == 0 and not best) else None)
                         for i, item in enumerate(group)])
    return rendered


def test_the_worker_answers_as_materials_lunr_worker(visit, site):
    """Material's own worker (still in the site), given every document the index holds (docs.json and the texts),
    and the site's worker give the same pages, sections, scores, titles and previews, in the same order."""
    (material,) = (site / "assets" / "javascripts" / "workers").glob("search.*.min.js")
    v: Visit = visit()
    page = v.goto("")
    setup = page.evaluate("""async () => {
        const index = await (await fetch('search/search_index.json')).json();
        const folder = 'search/' + index.config.shards.build + '/';
        const pages = await (await fetch(folder + 'docs.json')).json(), docs = [];
        for (let n = 0; n < pages.length; n++) {
            const entries = await (await fetch(folder + 'p/' + n + '.json')).json();
            pages[n].slice(1).forEach(([anchor, title], i) =>
                docs.push({location: pages[n][0] + anchor, title: title, text: entries[i][2]}));
        }
        return {ours: {config: index.config, docs: [], options: {suggest: true}},
                lunr: {config: index.config, docs: docs, options: {suggest: true}}};
    }""")
    assert len(setup["lunr"]["docs"]) == setup["ours"]["config"]["shards"]["docs"]
    ours_url = json.loads(page.locator("#__config").text_content())["search"]
    for query in SAME_AS_LUNR:
        ours = page.evaluate(ASK, [ours_url, setup["ours"], query])
        lunr = page.evaluate(ASK, [f"assets/javascripts/workers/{material.name}", setup["lunr"], query])
        assert ours["items"], query
        assert len(ours["items"]) == len(lunr["items"]), query
        # The same scores, to the last few bits: both sum the same floats, not always in the same order (a score
        # rounded to two places could land on either side of a boundary, as 1.055 did)
        scores = lambda answer: [item[1] for group in shown(answer) for item in group]  # noqa: E731
        without = lambda answer: [[item[:1] + item[2:] for item in group] for group in shown(answer)]  # noqa: E731
        assert without(ours) == without(lunr), query
        assert scores(ours) == pytest.approx(scores(lunr), rel=1e-9), query
        assert ours.get("suggest") == lunr.get("suggest"), query
