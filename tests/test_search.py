"""The search index built at build time (torchdocs/search.py) for the site's search worker (docs/assets/search.js):
it covers every page and section Material indexes, scores as Material's lunr worker does, and names its files by
their content."""

from __future__ import annotations

import json
import re
from pathlib import Path

from torchdocs import search

_HEADING = re.compile(r'<h([1-6])\b[^>]*\bid="([^"]+)"')


def indexed(site: Path) -> dict:
    """search/search_index.json, and what search/<build>/ holds: each document's location and title, its text,
    and the terms whose postings name it."""
    index = json.loads((site / "search" / "search_index.json").read_text(encoding="utf-8"))
    folder = site / "search" / index["config"]["shards"]["build"]
    read = lambda path: json.loads(path.read_text(encoding="utf-8"))  # noqa: E731
    docs = [[page[0] + anchor, title] for page in read(folder / "docs.json") for anchor, title in page[1:]]
    pages = list(dict.fromkeys(location.split("#")[0] for location, _ in docs))
    texts = [[text for _, _, text in read(folder / "p" / f"{n}.json")] for n in range(len(pages))]
    terms: dict[int, set[str]] = {}
    for key in index["config"]["shards"]["keys"]:
        for term, postings in read(folder / "t" / f"{key.encode().hex()}.json").items():
            for doc in postings[::3]:
                terms.setdefault(doc, set()).add(term)
    return {"index": index, "docs": docs, "texts": texts, "terms": terms}


def missing(site: Path, found: dict) -> list[str]:
    """The pages and sections of the built site (each page, each heading with an id after its first <h1>, as
    Material's search plugin divides a page) that the index does not hold, with their title's words and text."""
    docs = found["docs"]
    where = {location: i for i, (location, _) in enumerate(docs)}
    pages = list(dict.fromkeys(location.split("#")[0] for location, _ in docs))
    separator = re.compile(found["index"]["config"]["separator"])
    problems = []
    for html in sorted(site.rglob("index.html")):
        url = html.parent.relative_to(site).as_posix() + "/" if html.parent != site else ""
        article = html.read_text(encoding="utf-8").split("<article", 1)[-1].split("</article>", 1)[0]
        headings = _HEADING.findall(article)
        if headings and headings[0][0] == "1":
            headings = headings[1:]  # the page's own title: the page's document
        for location in [url] + [f"{url}#{anchor}" for _, anchor in headings]:
            if location not in where:
                problems.append(f"{location}: not in the index's documents")
                continue
            doc = where[location]
            words = set(search.tokens(docs[doc][1], separator))
            if not words <= found["terms"].get(doc, set()):
                problems.append(f"{location}: the title's words {sorted(words - found['terms'].get(doc, set()))} "
                                "are in no term shard")
            first = next(i for i, (other, _) in enumerate(docs) if other.split("#")[0] == url)
            if url not in pages or doc - first >= len(found["texts"][pages.index(url)]):
                problems.append(f"{location}: no text in the page's text file")
    return problems


def test_the_index_covers_every_page_and_section(built_site):
    found = indexed(built_site)
    assert not missing(built_site, found)
    assert len(found["docs"]) > 500
    # Material's main thread fetches search_index.json: its configuration, and no document
    assert found["index"]["docs"] == [] and found["index"]["config"]["shards"]["docs"] == len(found["docs"])


def test_the_coverage_check_fails_when_a_page_or_its_words_are_dropped(built_site):
    found = indexed(built_site)
    docs = found["docs"]
    page = "errors/mat1-and-mat2-shapes-cannot-be-multiplied/"
    dropped = {**found, "docs": [d for d in docs if not d[0].startswith(page)]}
    assert any(problem.startswith(page) for problem in missing(built_site, dropped))
    section = next(i for i, d in enumerate(docs) if d[0].startswith(page + "#"))
    unindexed = {**found, "terms": {**found["terms"], section: set()}}
    assert [p for p in missing(built_site, unindexed) if "in no term shard" in p] == [
        next(p for p in missing(built_site, unindexed) if p.startswith(docs[section][0] + ":"))]


INDEX = {"config": {"separator": r"[\s\-,:!=\[\]()\"/]+|\.(?!\d)|&[lg]t;", "pipeline": ["stopWordFilter"],
                    "lang": ["en"], "fields": {"title": {"boost": 1000.0}, "text": {"boost": 1.0},
                                               "tags": {"boost": 1000000.0}}},
         "docs": [{"location": "a/", "title": "Shapes cannot be multiplied",
                   "text": "<p>The <code>mat1</code> shapes</p>"},
                  {"location": "a/#why", "title": "Why it happens", "text": "<p>Your images have another size.</p>"},
                  {"location": "b/", "title": "Dtypes", "text": "<p>Images of another dtype: shapes too</p>"}]}


def shard(files: dict, term: str) -> dict:
    return json.loads(files[f"t/{term[:2].encode().hex()}.json"])


def test_terms_are_split_lowercased_and_stop_words_dropped_as_materials_config_says():
    separator = re.compile(INDEX["config"]["separator"])
    assert search.tokens("<p>The <code>torch.Size([3])</code> Cannot x.grad &lt;b&gt;</p>", separator) == [
        "torch", "size", "3", "x", "grad", "b"]


def test_postings_count_each_term_in_the_title_and_in_the_text():
    small, files = search.build(INDEX)
    # doc 0 holds "shapes" once in its title and once in its text, doc 2 once in its text
    assert shard(files, "shapes")["shapes"] == [0, 1, 1, 2, 0, 1]
    assert "cannot" not in shard(files, "multiplied")  # a stop word
    assert json.loads(files["docs.json"]) == [["a/", ["", "Shapes cannot be multiplied"], ["#why", "Why it happens"]],
                                              ["b/", ["", "Dtypes"]]]
    docs = INDEX["docs"]
    assert [json.loads(files[f"p/{n}.json"]) for n in range(2)] == [
        [["", docs[0]["title"], docs[0]["text"]], ["#why", docs[1]["title"], docs[1]["text"]]],
        [["", docs[2]["title"], docs[2]["text"]]]]
    shards = small["config"]["shards"]
    assert small == {"config": {**INDEX["config"], "shards": shards}, "docs": []}
    assert shards["docs"] == 3 and shards["keys"] == ["an", "dt", "ha", "im", "ma", "mu", "sh", "si"]
    # each page's location, title and number of documents: the worker's first answer needs no docs.json
    assert shards["pages"] == [["a/", "Shapes cannot be multiplied", 2], ["b/", "Dtypes", 1]]


def test_the_build_is_named_by_the_content_of_its_files():
    small, _ = search.build(INDEX)
    assert search.build(json.loads(json.dumps(INDEX)))[0] == small
    changed = json.loads(json.dumps(INDEX))
    changed["docs"][2]["text"] = "<p>Images of another dtype: shapes, shapes</p>"
    assert search.build(changed)[0]["config"]["shards"]["build"] != small["config"]["shards"]["build"]
    assert re.fullmatch(r"[0-9a-f]{16}", small["config"]["shards"]["build"])


def test_pages_name_the_sites_worker_with_its_hash(built_site):
    worker = search.worker_url()
    assert (built_site / worker.split("?")[0]).read_bytes() == search.WORKER.read_bytes()
    for html in (built_site / "index.html", built_site / "errors" / "cuda-out-of-memory" / "index.html"):
        config = json.loads(re.search(r'<script id="__config" type="application/json">(.*?)</script>',
                                      html.read_text(encoding="utf-8"), re.S).group(1))
        assert config["search"].endswith(worker), config["search"]


def material_sections(html: str) -> list:
    """What Material's search plugin makes of a page's HTML: each section's id, title and text."""
    from material.plugins.search.plugin import Parser

    parser = Parser()
    parser.feed(html)
    parser.close()
    return [(section.id, section.title, section.text) for section in parser.data]


def test_material_indexes_a_page_without_its_excluded_elements_as_it_does_with_them(built_site):
    """search.py hands Material's parser each page without the elements it marks data-search-exclude (the parser
    would walk their tags only to skip them): every built page's article is indexed the same either way."""
    article = re.compile(r'<article class="md-content__inner md-typeset">(.*?)</article>', re.S)
    pages = sorted(built_site.rglob("*.html"))
    marked = 0
    for path in pages:
        found = article.search(path.read_text(encoding="utf-8"))
        if not found:
            continue
        html = found.group(1)
        marked += html.count("data-search-exclude")
        assert material_sections(search.without_excluded(html)) == material_sections(html), path
    assert marked > 1000, f"only {marked} elements marked data-search-exclude in {len(pages)} pages"


def test_leaving_out_an_excluded_element_is_refused_when_it_holds_more_than_its_block():
    """The check above fails if what is left out runs past the marked element (seen failing with a greedy
    pattern): the paragraph after a code block is text Material indexes."""
    html = ('<h2 id="a">A</h2><p>before</p><div class="highlight" data-search-exclude><pre><code>x = 1</code></pre>'
            '</div><p>after</p><div class="highlight" data-search-exclude><pre><code>y</code></pre></div>')
    assert material_sections(search.without_excluded(html)) == material_sections(html)
    greedy = re.sub(r'<div class="highlight" data-search-exclude.*</div>', "", html, flags=re.S)
    assert material_sections(greedy) != material_sections(html)
