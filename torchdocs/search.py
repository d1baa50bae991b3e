"""Search that answers a phone's first query without indexing the whole site in the browser (issue 34).

Material's search plugin writes search/search_index.json: every page and section, its title and its text, which
Material's worker indexed with lunr in the browser on the first search (seconds on a phone at a hundred pages).
This hook (mkdocs.yml `hooks:`, after the search plugin) indexes it at build time instead, as Material's worker
would (its `config`: the text between tags split on `separator`, lowercased, lunr's stop words removed, no
stemming), and splits it so that a query loads only what it needs, into search/<build>/ (<build>: the hash of
every file in it, so a stale file is never served with a new build):

- t/<key>.json: the postings of the terms whose first two characters are `key` (hex-encoded in the name): [doc,
  times in the title, times in the text, ...], from which the worker computes lunr's weights;
- p/<n>.json: page n's documents, [anchor, title, text] each, for the sections and previews of the results shown;
- docs.json: each page's location and its documents' anchors and titles (the sections of the pages below the first
  screen of results: the worker fetches it when Material sets it up, and needs it only for its second answer).

search/search_index.json keeps Material's `config` (with `shards`: the build, the number of documents, the keys,
and each page's location, title and number of documents, so that the first answer waits for no list of every
document) and no document: Material's main thread fetches it and hands it to the worker, docs/assets/search.js,
which answers Material's messages (SETUP, READY, QUERY, RESULT) from these files, scoring as lunr does.
"""

from __future__ import annotations

import hashlib
import json
import re
import shutil
from collections import Counter, defaultdict
from pathlib import Path

from mkdocs.plugins import CombinedEvent, event_priority

# lunr's English stop words (lunr.stopWordFilter, as Material's worker bundles it)
STOP_WORDS = frozenset("""a able about across after all almost also am among an and any are as at be because been
but by can cannot could dear did do does either else ever every for from get got had has have he her hers him his
how however i if in into is it its just least let like likely may me might most must my neither no nor not of off
often on only or other our own rather said say says she should since so some than that the their them then there
these they this tis to too twas us wants was we were what when where which while who whom why will with would yet
you your""".split())
WORKER = Path(__file__).resolve().parent.parent / "docs" / "assets" / "search.js"
_TAG = re.compile(r"<[^>]*>")


# Left out of the index (Material's search plugin skips an element marked data-search-exclude): code and output
# blocks (54% of the index's text; readers search for the words of a message, the headings, the causes' signs and
# the prose, which the titles and prose hold), the folded complete files of excerpts, and the "Seen in" paragraphs
# (links to threads, 6%). Each is marked on the innermost element that holds it: Material's parser forgets an
# exclusion at the first closing tag of the element's kind (a <div> in the <div>).
_EXCLUDED = {'<div class="highlight"': '<div class="highlight" data-search-exclude',
             '<details class="example"': '<details class="example" data-search-exclude',
             "<p>Seen in (": "<p data-search-exclude>Seen in ("}


# Material's parser still walks every tag of an excluded element (the highlighted code's spans: most of a page's
# tags, and 40% of a `mkdocs serve` rebuild): it is given the page without them, which it indexes the same (each
# marked element ends at the first closing tag of its kind, as Material's parser ends its exclusion; none holds a
# heading; tests/test_search.py checks the index is the same), and the page gets its content back after it.
_SKIPPED = re.compile("|".join(re.escape(marked) + ".*?</" + marked[1:].split(" ", 1)[0].rstrip(">") + ">"
                               for marked in _EXCLUDED.values()), re.S)
_whole: dict[str, str] = {}  # page -> its content, while Material's search plugin reads the page without the above


@event_priority(10)  # after the snippets' HTML is in the page (hooks.py, publish.py), before Material's search plugin
def _before_search(context, page, config, nav):
    for old, new in _EXCLUDED.items():
        page.content = page.content.replace(old, new)
    _whole[page.file.src_uri] = page.content
    page.content = without_excluded(page.content)
    return context


@event_priority(-10)  # after Material's search plugin has read the page
def _after_search(context, page, config, nav):
    page.content = _whole.pop(page.file.src_uri)
    return context


on_page_context = CombinedEvent(_before_search, _after_search)


def without_excluded(html: str) -> str:
    """The page's HTML as Material's search indexes it: without the elements marked data-search-exclude."""
    return _SKIPPED.sub("", html)


def tokens(html: str, separator: re.Pattern) -> list[str]:
    """The terms of a title or text as Material's worker makes them: the text between tags, split on the
    separator, lowercased, stop words removed."""
    words = []
    for part in _TAG.split(html):
        words.extend(word.lower() for word in separator.split(part) if word)
    return [word for word in words if word not in STOP_WORDS]


def build(index: dict) -> tuple[dict, dict[str, bytes]]:
    """From Material's search index: the small index Material fetches, and the files of search/<build>/ (path:
    bytes; see the top of this file). A document is its number in Material's index, whose pages' documents follow
    one another."""
    config, docs = index["config"], index["docs"]
    separator = re.compile(config["separator"])
    postings: dict[str, list] = defaultdict(list)
    for number, doc in enumerate(docs):
        title, text = (Counter(tokens(doc.get(field) or "", separator)) for field in ("title", "text"))
        for term in sorted(title.keys() | text.keys()):
            postings[term] += [number, title[term], text[term]]
    shards: dict[str, dict] = defaultdict(dict)  # a term's first two characters: its postings
    for term in sorted(postings):
        shards[term[:2]][term] = postings[term]
    pages: dict[str, list[dict]] = {}  # page -> its documents, in index order
    for doc in docs:
        page = doc["location"].split("#")[0]
        pages.setdefault(page, []).append(doc)
    if [doc for page in pages.values() for doc in page] != docs or any(
            page_docs[0]["location"] != page for page, page_docs in pages.items()):
        raise ValueError("search/search_index.json: a page's documents do not follow one another, its own first")
    # docs.json: per page, its location and its documents' titles, each section's with its anchor
    files = {"docs.json": _json([[page, *[[doc["location"][len(page):], doc["title"]] for doc in page_docs]]
                                 for page, page_docs in pages.items()])}
    files.update({f"t/{k.encode().hex()}.json": _json(shard) for k, shard in sorted(shards.items())})
    files.update({f"p/{n}.json": _json([[doc["location"][len(page):], doc["title"], doc.get("text") or ""]
                                        for doc in page_docs])
                  for n, (page, page_docs) in enumerate(pages.items())})
    digest = hashlib.sha256()
    for name, body in sorted(files.items()):
        digest.update(name.encode() + b"\0" + body + b"\0")
    shards_config = {"build": digest.hexdigest()[:16], "docs": len(docs), "keys": sorted(shards),
                     "pages": [[page, page_docs[0]["title"], len(page_docs)] for page, page_docs in pages.items()]}
    return {"config": {**config, "shards": shards_config}, "docs": []}, files


def _json(data) -> bytes:
    return json.dumps(data, separators=(",", ":"), ensure_ascii=False).encode("utf-8")


@event_priority(-100)  # after Material's search plugin has written its index
def on_post_build(config):
    folder = Path(config["site_dir"]) / "search"
    path = folder / "search_index.json"
    index = json.loads(path.read_text(encoding="utf-8"))
    if "shards" in index["config"]:
        return  # already split (a rebuild by `mkdocs serve` that did not write the index again)
    small, files = build(index)
    for old in folder.iterdir():  # an earlier build's files (`mkdocs serve`)
        if old.is_dir():
            shutil.rmtree(old)
    for name, body in files.items():
        target = folder / small["config"]["shards"]["build"] / name
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(body)
    path.write_bytes(_json(small))


def worker_url() -> str:
    """The worker's address under the site, with its content's hash: a new worker is never taken from a cache."""
    return f"assets/search.js?v={hashlib.sha256(WORKER.read_bytes()).hexdigest()[:12]}"


def on_env(env, config, files):
    env.globals["search_worker"] = worker_url()  # overrides/main.html puts it in Material's configuration
    return env


def on_post_page(output, page, config):
    if "assets/search.js?v=" not in output:
        from mkdocs.exceptions import PluginError
        raise PluginError(f"{page.file.src_uri}: the page names Material's search worker, not docs/assets/search.js "
                          "(overrides/main.html replaces its address in the `config` block: did Material rename it?)")
    return output
