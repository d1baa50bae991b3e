/* The site's search worker, in place of Material's (overrides/main.html gives Material its address).
 *
 * It speaks Material's worker protocol (SETUP 0, READY 1, QUERY 2, RESULT 3) and answers as Material's lunr
 * worker would, from an index built at build time (torchdocs/search.py) instead of one built here over every
 * document: a query loads only the shards of its terms' first two characters and the texts of the pages it
 * shows first. Material's result list, and errors.js's pinned page, are unchanged.
 *
 * As Material's worker: each word of the query is split on the configured separator, lowercased and matched as a
 * prefix of the indexed terms (Material adds `*` to every term); `+word` must match, `-word` must not; a
 * document's score is lunr's (the sum of its BM25 weights of the terms found, title boosted), times
 * 1 + (is a page + share of the query's terms found)^2; results are grouped by page, each page's own document
 * first. Previews mark the terms found in at most two blocks of a section's text, as Material does.
 */
"use strict";

var SHOWN = 10;       // pages whose texts are loaded with a result: Material renders the first 10 at once
var config, docs, separator, suggestions, pageOf = [], pages = [], stops = {};
var cache = {}, queue = Promise.resolve();

var STOP_WORDS = ("a able about across after all almost also am among an and any are as at be because been but by " +
  "can cannot could dear did do does either else ever every for from get got had has have he her hers him his how " +
  "however i if in into is it its just least let like likely may me might most must my neither no nor not of off " +
  "often on only or other our own rather said say says she should since so some than that the their them then " +
  "there these they this tis to too twas us wants was we were what when where which while who whom why will with " +
  "would yet you your").split(" ");
STOP_WORDS.forEach(function (word) { stops[word] = true; });

function load(folder, name) {
  var url = new URL("../search/" + folder + "/" + name + ".json", self.location.href).href;
  if (!cache[url]) cache[url] = fetch(url).then(function (response) {
    if (!response.ok) throw new Error(url + ": " + response.status);
    return response.json();
  });
  return cache[url];
}

function setup(data) {
  config = data.config;
  docs = data.docs;
  separator = new RegExp(config.separator, "g");
  var seen = {};
  docs.forEach(function (doc, i) {
    var path = doc.location.split("#")[0];
    if (!(path in seen)) { seen[path] = pages.length; pages.push(i); }
    pageOf[i] = seen[path];
  });
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

function shardNames(list) {
  var names = {};
  list.forEach(function (clause) {
    var name = config.shards.terms[clause.term.slice(0, 2)];
    if (name) names[name] = true;
  });
  return Object.keys(names);
}

function search(query) {
  var list = clauses(query);
  if (!list.length) return Promise.resolve({ items: [] });
  var names = shardNames(list);
  return Promise.all(names.map(function (name) { return load("t", name); })).then(function (shards) {
    var index = {};
    shards.forEach(function (shard) { for (var term in shard) index[term] = shard[term]; });
    var scores = {}, found = {}, vector = {}, required = [], prohibited = {};
    list.forEach(function (clause) {
      var matched = {};
      for (var term in index) {
        // lunr's trailing wildcard: every indexed term the clause's term starts (a 1-character term: itself)
        if (clause.term.length < 2 ? term !== clause.term : term.lastIndexOf(clause.term, 0) !== 0) continue;
        var postings = index[term];
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
    var items = [];
    for (var key in scores) {
      var doc = +key;
      if (prohibited[doc] || required.some(function (set) { return !set[doc]; })) continue;
      var terms = queryTerms(analysed, Object.keys(found[doc] || {}));
      var keys = Object.keys(terms), hits = keys.filter(function (k) { return terms[k]; }).length;
      var boost = +(docs[doc].location.indexOf("#") < 0) + (keys.length ? hits / keys.length : 0);
      items.push({ doc: doc, score: scores[key] * (1 + boost * boost), terms: terms, found: found[doc] || {} });
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
    var shown = groups.slice(0, SHOWN);
    return Promise.all(shown.map(function (page) { return load("p", config.shards.texts[page]); }))
      .then(function (texts) {
        var text = {};
        shown.forEach(function (page, i) { text[page] = texts[i]; });
        var result = {
          items: groups.map(function (page) {
            return byPage[page].map(function (item) { return render(item, text[page]); });
          })
        };
        if (suggestions) result.suggest = suggest(analysed, items);
        return result;
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

/* Material's search.suggest: the terms of the best title that holds every term of the query. */
function suggest(list, items) {
  for (var i = 0; i < items.length; i++) {
    var words = [];
    var title = docs[items[i].doc].title.replace(/<[^>]*>/g, " ").toLowerCase();
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

/* The item Material renders: the document, its title and text with the terms found marked. */
function render(item, texts) {
  var doc = docs[item.doc], page = pages[pageOf[item.doc]];
  var text = texts ? texts[item.doc - page] : "";
  return {
    location: doc.location,
    title: mark(doc.title, item.found, true),
    text: mark(text, item.found, false),
    score: item.score,
    terms: item.terms
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
      suggestions = !!(message.data.options && message.data.options.suggest);
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
