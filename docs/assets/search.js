/* The site's search worker, in place of Material's (overrides/main.html gives Material its address).
 *
 * It speaks Material's worker protocol (SETUP 0, READY 1, QUERY 2, RESULT 3) and answers as Material's lunr
 * worker would, from an index built at build time (torchdocs/search.py) instead of one built here over every
 * document: a query loads only the shards of its terms' first two characters and the sections and texts of the
 * pages it shows first (the pages' titles come with Material's configuration); the list of every section
 * (docs.json) is needed only for the second answer. Material's result list, and errors.js's pinned page, are
 * unchanged.
 *
 * As Material's worker: each word of the query is split on the configured separator, lowercased and matched as a
 * prefix of the indexed terms (Material adds `*` to every term); `+word` must match, `-word` must not (both whole); a
 * document's score is lunr's (the sum of its BM25 weights of the terms found, title boosted), times
 * 1 + (is a page + share of the query's terms found)^2; results are grouped by page, each page's own document
 * first. Previews mark the terms found in at most two blocks of a section's text, as Material does.
 */
"use strict";

var FIRST = 3;        // pages answered first, with their previews: a phone's first screen of results
var SHOWN = 10;       // pages whose previews are loaded: Material renders the first 10 at once
var config, separator, suggestions, ready, stops = {};
var docs = [], pageOf = [], pages = [];  // [location, title] per document; its page; each page's first document
var text = {};  // page: the texts of its documents, once its p/<n>.json is loaded
var cache = {}, queue = Promise.resolve();

var STOP_WORDS = ("a able about across after all almost also am among an and any are as at be because been but by " +
  "can cannot could dear did do does either else ever every for from get got had has have he her hers him his how " +
  "however i if in into is it its just least let like likely may me might most must my neither no nor not of off " +
  "often on only or other our own rather said say says she should since so some than that the their them then " +
  "there these they this tis to too twas us wants was we were what when where which while who whom why will with " +
  "would yet you your").split(" ");
STOP_WORDS.forEach(function (word) { stops[word] = true; });

function load(name) {
  var url = new URL("../search/" + config.shards.build + "/" + name, self.location.href).href;
  if (!cache[url]) cache[url] = fetch(url).then(function (response) {
    if (!response.ok) throw new Error(url + ": " + response.status);
    return response.json();
  }).catch(function (error) {
    delete cache[url];  // tried again with the next query
    throw error;
  });
  return cache[url];
}

/* Material hands over its configuration (and no documents): each page's location, title and number of documents
 * are in it; the sections' titles (docs.json) load at once, while the reader types. */
function setup(data) {
  config = data.config;
  separator = new RegExp(config.separator, "g");
  suggestions = !!(data.options && data.options.suggest);
  docs = []; pages = []; pageOf = [];
  config.shards.pages.forEach(function (page, n) {  // [location, title, documents]: the page's own document first
    pages.push(docs.length);
    docs.push([page[0], page[1]]);
    for (var i = 0; i < page[2]; i++) pageOf.push(n);
    docs.length += page[2] - 1;  // its sections: known once docs.json or the page's p/<n>.json is loaded
  });
  loadDocs().catch(function () {});
}

function loadDocs() {
  if (!ready) ready = load("docs.json").then(function (list) {
    list.forEach(function (page, n) {  // [location, [anchor, title], ...]
      for (var i = 1; i < page.length; i++) docs[pages[n] + i - 1] = [page[0] + page[i][0], page[i][1]];
    });
  }, function (error) {
    ready = null;
    throw error;
  });
  return ready;
}

/* The texts of the given pages, and their sections' titles: p/<n>.json, [anchor, title, text] each. */
function loadPages(list) {
  return Promise.all(list.map(function (page) {
    return load("p/" + page + ".json").then(function (entries) {
      var location = docs[pages[page]][0];
      entries.forEach(function (entry, i) { docs[pages[page] + i] = [location + entry[0], entry[1]]; });
      text[page] = entries.map(function (entry) { return entry[2]; });
    });
  }));
}

/* Split on the separator: [start, end] of each non-empty piece, as Material's split. */
function split(text, fn) {
  separator.lastIndex = 0;
  var index = 0, match;
  do {
    match = separator.exec(text);
    var until = match ? match.index : text.length;
    if (index < until) fn(index, until);
    if (match) {
      index = match.index + match[0].length;
      if (!match[0].length) separator.lastIndex = match.index + 1;
    }
  } while (match);
}

/* The query's clauses, as Material's transform and lunr's parser make them: [{term, presence}], presence 0
 * optional, 1 required, 2 prohibited. Quoted words are required. */
function clauses(query) {
  var result = [];
  query.trim().split(/"([^"]+)"/g).forEach(function (part, i) {
    part.split(/\s+/).forEach(function (word) {
      var presence = i & 1 ? 1 : 0;
      if (word[0] === "+") { presence = 1; word = word.slice(1); }
      else if (word[0] === "-") { presence = 2; word = word.slice(1); }
      word = word.replace(/[*~^].*$|^\*+/g, "").toLowerCase();
      split(word, function (start, end) { result.push({ term: word.slice(start, end), presence: presence }); });
    });
  });
  return result;
}

/* The shards that hold the terms the clauses find: those of their first two characters. */
function shardNames(list) {
  var names = {};
  list.forEach(function (clause) {
    var key = clause.term.slice(0, 2);
    if (config.shards.keys.indexOf(key) >= 0) names["t/" + hex(key) + ".json"] = true;
  });
  return Object.keys(names);
}

function hex(key) {
  return Array.prototype.map.call(new TextEncoder().encode(key), function (b) {
    return (b < 16 ? "0" : "") + b.toString(16);
  }).join("");
}

/* lunr's weight of a term in a document: BM25 with b = 0 (Material's setting) in each field, times the field's
 * boost, rounded to 3 decimals, summed over the fields; idf counts the fields that hold the term, as lunr does. */
function weights(postings) {
  var holding = 0, result = [], boost = config.fields;
  for (var p = 0; p < postings.length; p += 3) holding += (postings[p + 1] > 0) + (postings[p + 2] > 0);
  var idf = Math.log(1 + Math.abs((config.shards.docs - holding + 0.5) / (holding + 0.5)));
  function field(tf, spec) {
    return tf ? Math.round(idf * 2.2 * tf / (1.2 + tf) * (spec ? spec.boost || 1 : 1) * 1000) / 1000 : 0;
  }
  for (p = 0; p < postings.length; p += 3)
    result.push(postings[p], field(postings[p + 1], boost.title) + field(postings[p + 2], boost.text));
  return result;
}

function search(query) {
  var list = clauses(query);
  if (!list.length) return Promise.resolve({ items: [] });
  return Promise.all(shardNames(list).map(load)).then(function (shards) {
    var raw = {}, index = {};  // term: its postings as stored; term: [doc, weight, ...] for the terms found
    shards.forEach(function (shard) { for (var term in shard) raw[term] = shard[term]; });
    var scores = {}, found = {}, vector = {}, required = [], prohibited = {};
    list.forEach(function (clause) {
      var matched = {};
      for (var term in raw) {
        // lunr's trailing wildcard: every indexed term the clause's term starts (a 1-character term: itself)
        // (a required or prohibited word is matched whole, as Material adds no `*` to `+word` or `-word`)
        if (clause.term.length < 2 || clause.presence ? term !== clause.term : term.lastIndexOf(clause.term, 0) !== 0)
          continue;
        var postings = index[term] = index[term] || weights(raw[term]);
        for (var p = 0; p < postings.length; p += 2) {
          var doc = postings[p];
          matched[doc] = true;
          if (clause.presence === 2) { prohibited[doc] = true; continue; }
          (found[doc] = found[doc] || {})[term] = true;
        }
        if (clause.presence !== 2) vector[term] = (vector[term] || 0) + 1;
      }
      if (clause.presence === 1) required.push(matched);
    });
    var magnitude = 0;
    for (var t in vector) magnitude += vector[t] * vector[t];
    magnitude = Math.sqrt(magnitude) || 1;
    for (var term in vector) {
      var postings = index[term];
      for (var p = 0; p < postings.length; p += 2)
        scores[postings[p]] = (scores[postings[p]] || 0) + postings[p + 1] * vector[term] / magnitude;
    }
    var analysed = list.filter(function (clause) { return clause.presence !== 2; });
    var items = [], shares = {};  // the share of the query's terms found, by the terms a document holds
    for (var key in scores) {
      var doc = +key;
      if (prohibited[doc] || required.some(function (set) { return !set[doc]; })) continue;
      var held = Object.keys(found[doc] || {}), terms = held.join(" ");
      if (!(terms in shares)) shares[terms] = share(queryTerms(analysed, held));
      var boost = +(doc === pages[pageOf[doc]]) + shares[terms];  // a page's own
      items.push({ doc: doc, score: scores[key] * (1 + boost * boost), found: found[doc] || {} });
    }
    items.sort(function (a, b) { return b.score - a.score; });
    var groups = [], byPage = {};
    items.forEach(function (item) {
      var page = pageOf[item.doc];
      if (!(page in byPage)) { byPage[page] = []; groups.push(page); }
      byPage[page].push(item);
    });
    groups.forEach(function (page) {
      if (!byPage[page].some(function (item) { return item.doc === pages[page]; }))
        byPage[page].push({ doc: pages[page], score: 0, terms: {}, found: {} });
    });
    function result(first) {
      var data = {
        items: (first ? groups.slice(0, FIRST) : groups).map(function (page) {
          var group = byPage[page];
          // The sections Material folds under "N more on this page" (scored below the first) come with the second
          // answer: the first screen shows none of them
          if (first) group = group.filter(function (item) { return item.doc === pages[page] || item.score >= group[0].score; });
          return group.map(function (item, i) { return render(item, analysed, text[page], teaser(group, i)); });
        })
      };
      if (suggestions) data.suggest = suggest(analysed, items);  // first: over the titles loaded
      return data;
    }
    // The first screen at once: the first FIRST pages with their sections and previews, and no other (Material
    // renders the first ten pages of an answer at once: ten pages cost a phone as much as the index's files); then
    // the whole answer (every page, the sections of every page, the previews of the first SHOWN pages), which
    // Material renders in place of the first. Each is an answer Material renders as it is.
    return loadPages(groups.slice(0, FIRST)).then(function () {
      if (groups.length <= FIRST) return result(false);
      postMessage({ type: 3, data: result(true) });
      return Promise.all([loadDocs(), loadPages(groups.slice(FIRST, SHOWN))]).then(function () {
        return result(false);
      });
    });
  });
}

/* Material's getSearchQueryTerms: each clause's term, true when a term found starts with it; false when not,
 * unless it is a stop word. */
function queryTerms(list, found) {
  var result = {}, left = list.slice();
  found.forEach(function (term) {
    left = left.filter(function (clause) {
      if (term.lastIndexOf(clause.term, 0) !== 0) return true;
      result[clause.term] = true;
      return false;
    });
  });
  left.forEach(function (clause) { if (!stops[clause.term]) result[clause.term] = false; });
  return result;
}

/* The share of the query's terms a document's terms find (queryTerms: found / found and not found). */
function share(terms) {
  var keys = Object.keys(terms);
  return keys.length ? keys.filter(function (k) { return terms[k]; }).length / keys.length : 0;
}

/* Material's search.suggest: the terms of the best title that holds every term of the query. */
function suggest(list, items) {
  for (var i = 0; i < items.length; i++) {
    if (!docs[items[i].doc]) continue;  // a section whose title is not loaded yet (the first answer)
    var words = [];
    var title = docs[items[i].doc][1].replace(/<[^>]*>/g, " ").toLowerCase();
    split(title, function (start, end) { words.push(title.slice(start, end)); });
    var hits = [];
    var all = list.every(function (clause) {
      var match = words.filter(function (word) { return word.lastIndexOf(clause.term, 0) === 0 && !stops[word]; });
      hits = hits.concat(match);
      return match.length > 0;
    });
    if (all) return hits.filter(function (word, j) { return hits.indexOf(word) === j; });
  }
  return [];
}

/* Whether Material shows the text of the group's i-th item (renderSearchResultItem): every section's, and the
 * page's own only when it comes first and no section scores as high. The others' texts are not sent. */
function teaser(group, i) {
  var article = pages[pageOf[group[0].doc]];
  if (group[i].doc !== article) return true;
  return i === 0 && !(group.length > 1 && group[1].score >= group[0].score);
}

/* The item Material renders: the document, its title and text with the terms found marked. */
function render(item, analysed, texts, shown) {
  var doc = docs[item.doc], first = pages[pageOf[item.doc]];
  var text = texts && shown ? texts[item.doc - first] : "";
  return {
    location: doc[0],
    title: mark(doc[1], item.found, true),
    text: mark(text, item.found, false),
    score: item.score,
    terms: item.terms || queryTerms(analysed, Object.keys(item.found))  // a page's own, added below its sections: {}
  };
}

/* Material's highlight: the input's top-level blocks (elements, or text between them) that hold a term found,
 * each found word wrapped in <mark>; at most two blocks, or, for a title (full), everything around them too. */
function mark(input, found, full) {
  var blocks = [], block = null, depth = 0, start = 0;
  function open(at) { if (!block) blocks.push(block = { start: at, end: at, marks: [] }); }
  function close(at) { if (block) block.end = Math.max(block.end, at); }
  function words(from, to) {
    var part = input.slice(from, to);
    split(part, function (s, e) {
      open(from + s);
      close(from + e);
      if (found[part.slice(s, e).toLowerCase()]) block.marks.push([from + s, from + e]);
    });
  }
  for (var end = 0; end < input.length; end++) {
    var c = input.charAt(end);
    if (c === "<" && end > start) { words(start, end); start = end; }
    else if (c === ">") {
      if (input.charAt(start + 1) === "/") {
        close(end + 1);
        if (--depth === 0) block = null;
      } else if (input.charAt(end - 1) !== "/") {
        if (depth++ === 0) open(start);
        close(end + 1);
      }
      start = end + 1;
    }
  }
  if (end > start) words(start, end);
  var slices = [], cursor = 0;
  for (var i = 0; i < blocks.length && slices.length < 2; i++) {
    var b = blocks[i];
    if (!b.marks.length) continue;
    if (full && b.start > cursor) slices.push(input.slice(cursor, b.start));
    var slice = "", at = b.start;
    b.marks.forEach(function (m) {
      slice += input.slice(at, m[0]) + "<mark>" + input.slice(m[0], m[1]) + "</mark>";
      at = m[1];
    });
    slices.push(slice + input.slice(at, b.end));
    cursor = b.end;
  }
  if (!slices.length) return input;
  if (full && cursor < input.length) slices.push(input.slice(cursor));
  return slices.join("");
}

addEventListener("message", function (event) {
  var message = event.data;
  // Answers go out in the order the queries came: Material shows the last answer it gets
  queue = queue.then(function () {
    if (message.type === 0) {
      setup(message.data);
      return { type: 1 };
    }
    if (message.type === 2) {
      return search(message.data).catch(function (error) {
        console.warn("Search failed: " + message.data, error);
        return { items: [] };
      }).then(function (data) { return { type: 3, data: data }; });
    }
    throw new TypeError("Invalid message type");
  }).then(function (answer) { postMessage(answer); }, function (error) { console.warn(error); });
});
