"""Search that answers a phone's first query without indexing the whole site in the browser (issue 34).

Material's search plugin writes search/search_index.json: every page and section, its title and its text. Its
worker built a lunr index over all of it on the first search, seconds on a phone at a hundred pages. This hook
(mkdocs.yml `hooks:`, after the search plugin) builds that index at build time instead, the way Material's
worker would (its `config`: split on `separator`, lowercase, lunr's stop words removed, no stemming; BM25 with
b = 0 and the fields' boosts, as lunr scores), and splits it so a query loads only what it needs:

- search/search_index.json keeps `config` and each document's location and title (no text): Material fetches
  it and hands it to the worker. `config.shards` names the other files.
- search/t/<hash>.json, one per first two characters of a term: each term's postings, [doc, weight, ...].
- search/p/<hash>.json, one per page: the texts of the page's documents, for the previews of the results shown.

Every file is named by the hash of its content, so a stale one is never served with a new build. The worker,
docs/assets/search.js, answers Material's messages (SETUP, READY, QUERY, RESULT) from these files.
"""

from __future__ import annotations

import hashlib
import json
import math
import re
from collections import Counter, defaultdict
from pathlib import Path

from mkdocs.plugins import event_priority

# lunr's English stop words (lunr.stopWordFilter, as Material's worker bundles it)
STOP_WORDS = frozenset("""a able about across after all almost also am among an and any are as at be because been
but by can cannot could dear did do does either else ever every for from get got had has have he her hers him his
how however i if in into is it its just least let like likely may me might most must my neither no nor not of off
often on only or other our own rather said say says she should since so some than that the their them then there
these they this tis to too twas us wants was we were what when where which while who whom why will with would yet
you your""".split())
K1 = 1.2  # lunr's k1; Material sets b to 0 (no length normalisation)
WORKER = Path(__file__).resolve().parent.parent / "docs" / "assets" / "search.js"
_TAG = re.compile(r"<[^>]*>")


def tokens(html: str, separator: re.Pattern) -> list[str]:
    """The terms of a title or text as Material's worker makes them: the text between tags, split on the
    separator, lowercased, stop words removed."""
    words = []
    for part in _TAG.split(html):
        words.extend(word.lower() for word in separator.split(part) if word)
    return [word for word in words if word not in STOP_WORDS]


def key(term: str) -> str:
    """The shard a term is in: its first two characters (a query term is a prefix of the terms it finds)."""
    return term[:2]


def _weights(tf: Counter, idf: dict[str, float], boost: float) -> dict[str, float]:
    # lunr's field vector with b = 0, each score rounded to 3 decimals as lunr does
    return {term: round(idf[term] * (K1 + 1) * n / (K1 + n) * boost, 3) for term, n in tf.items()}


def build(index: dict) -> tuple[dict, dict[str, bytes]]:
    """From Material's search index: the small index Material fetches, and the files beside it (path: bytes)."""
    config, docs = index["config"], index["docs"]
    separator = re.compile(config["separator"])
    boosts = {field: spec.get("boost", 1) for field, spec in config["fields"].items()}
    fields = [{field: Counter(tokens(doc.get(field) or "", separator)) for field in ("title", "text")}
              for doc in docs]
    counts = Counter(term for doc in fields for tf in doc.values() for term in tf)  # lunr counts each field
    idf = {term: math.log(1 + abs((len(docs) - n + 0.5) / (n + 0.5))) for term, n in counts.items()}
    postings: dict[str, list] = defaultdict(list)
    for number, doc in enumerate(fields):
        total = Counter()
        for field, tf in doc.items():
            total.update(_weights(tf, idf, boosts[field]))
        for term, weight in total.items():
            postings[term] += [number, round(weight, 3)]
    shards: dict[str, dict] = defaultdict(dict)
    for term in sorted(postings):
        shards[key(term)][term] = postings[term]

    files: dict[str, bytes] = {}

    def put(folder: str, data) -> str:
        body = json.dumps(data, separators=(",", ":"), ensure_ascii=False).encode("utf-8")
        name = hashlib.sha256(body).hexdigest()[:16]
        files[f"{folder}/{name}.json"] = body
        return name

    pages: dict[str, list[str]] = {}  # page -> its documents' texts, in index order
    for doc in docs:
        pages.setdefault(doc["location"].split("#")[0], []).append(doc.get("text") or "")
    small = {
        "config": {**config, "shards": {"terms": {k: put("t", shard) for k, shard in sorted(shards.items())},
                                        "texts": [put("p", texts) for texts in pages.values()]}},
        "docs": [{"location": doc["location"], "title": doc["title"]} for doc in docs],
    }
    return small, files


@event_priority(-100)  # after Material's search plugin has written its index
def on_post_build(config):
    folder = Path(config["site_dir"]) / "search"
    path = folder / "search_index.json"
    index = json.loads(path.read_text(encoding="utf-8"))
    if "shards" in index["config"]:
        return  # already split (a rebuild by `mkdocs serve` that did not write the index again)
    small, files = build(index)
    for sub in ("t", "p"):
        for old in (folder / sub).glob("*.json"):
            old.unlink()
    for name, body in files.items():
        (folder / name).parent.mkdir(parents=True, exist_ok=True)
        (folder / name).write_bytes(body)
    path.write_text(json.dumps(small, separators=(",", ":"), ensure_ascii=False), encoding="utf-8")


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
