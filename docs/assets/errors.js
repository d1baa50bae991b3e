/* From a pasted error to the page that explains it.
 *
 * The build writes assets/errors.json (torchdocs/catalogue.py): every message the site explains, each with
 * its kind: "page" (an error page's declared message and its older wordings), "fragment" (stable text of a
 * page's message), "section" (raised by a snippet on another page), "mention" (shown in passing). `...`
 * stands for a variable part (shapes, dtypes, indices).
 *
 * One matcher (`lookup`) serves both:
 * 1. Material's search box: a pasted traceback becomes the message of its error line, without lunr's query
 *    syntax, and the page found is pinned first in the results, saying what kind of match it is.
 * 2. The "Paste your error" box on the home page (form#error-lookup) goes to the page found; names the pages whose
 *    message the paste is close to (a near miss: typos, older words, a cut line), saying how it differs; or says
 *    plainly that no page documents the message and offers the closest pages by shared words.
 *
 * Time is linear in the paste: only the heads of lines are searched for `SomethingError:`, templates are
 * matched with indexOf (no backtracking regex over the paste), and the query sent to lunr is bounded.
 * Everything runs in the browser; the only request is for assets/errors.json on this site.
 */
(function () {
  "use strict";

  var TYPE_HEAD = /^\s*((?:[A-Za-z_]\w*\.)*[A-Za-z_]\w*(?:Error|Exception|Warning|Interrupt|Exit))\s*:[ \t]*(?=\S)/;
  var WRAPPER = /^(?:\s*\[(?:rank|default|local_rank)?\d+\]:|E(?=\s))+/; // torchrun's [rank0]:, pytest's E
  var HEAD = 300;        // a line's `Type:` must start within its first HEAD characters
  var CANDIDATES = 8;    // error lines tried, from the last one up (chained exceptions)
  var QUERY_WORDS = 40, QUERY_TOKEN = 60, QUERY_CHARS = 400;

  function squash(text) {
    return String(text).replace(/\s+/g, " ").trim();
  }

  /* The error lines of a paste, last first, each {type, message}; else the paste itself as one message. */
  function reduce(text) {
    text = String(text).replace(/\x1b\[[0-9;?]*[ -\/]*[@-~]/g, "");
    var lines = text.split(/\r\n|\r|\n/), found = [];
    for (var i = lines.length - 1; i >= 0 && found.length < CANDIDATES; i--) {
      var line = lines[i].slice(0, HEAD).replace(WRAPPER, "");
      var head = TYPE_HEAD.exec(line);
      if (head) found.push({ type: head[1], message: squash(line.slice(head[0].length) + lines[i].slice(HEAD)), line: i });
    }
    if (found.length) return found;
    // One flattened line (a traceback copied from a log viewer, pytest's `FAILED ... - Error: ...`).
    var flat = squash(text.length > 20000 ? text.slice(-20000) : text);
    var at = Math.max(flat.lastIndexOf("Error: "), flat.lastIndexOf("Exception: "), flat.lastIndexOf("Warning: "));
    if (at > 0) {
      var start = at;
      while (start > 0 && start > at - HEAD && /[\w.]/.test(flat[start - 1])) start--;
      var inline = TYPE_HEAD.exec(flat.slice(start, at + 12));
      if (inline) return [{ type: inline[1], message: flat.slice(start + inline[0].length) }];
    }
    // No error line: a message without its type, or a log; a long paste keeps its last non-empty line.
    if (flat.length > 4000) {
      for (var j = lines.length - 1; j >= 0; j--) if (lines[j].trim()) return [{ type: "", message: squash(lines[j]) }];
    }
    return [{ type: "", message: flat }];
  }

  /* ---------------------------------------------------------------- matching */

  function norm(text) {
    return squash(text).toLowerCase();
  }

  function withoutType(message) {
    var head = TYPE_HEAD.exec(message.slice(0, HEAD));
    return head ? message.slice(head[0].length) : message;
  }

  /* Does `s` match the template split on `...` (each `...` at least one character), as a whole? */
  function fits(parts, s) {
    var last = parts.length - 1;
    if (!last) return s === parts[0];
    if (!s.startsWith(parts[0]) || !s.endsWith(parts[last])) return false;
    var pos = parts[0].length + 1, end = s.length - parts[last].length;
    for (var i = 1; i < last && pos <= end; i++) {
      var at = s.indexOf(parts[i], pos);
      if (at < 0) return false;
      pos = at + parts[i].length + 1; // the leftmost occurrence leaves the most room for what follows
    }
    return pos <= end;
  }

  /* Is `s` the beginning of a message the template matches (a message cut short)? The rule, mirrored by
   * starts_like in tests/browser/test_find_error.py: `s` follows the template's literal parts in order; a `...`
   * that more of the message follows stands for one value (a number, a shape, a quoted name, a dtype), which
   * holds at most one plain word (letters only); a `...` that ends the template, for anything. So "Expected to
   * have finished reduction" does not start "Expected ...D (unbatched) or ...D (batched) input". */
  function startsLike(parts, s) {
    if (!parts[0]) return false; // a wording that begins with a variable part says nothing of how a paste begins
    if (s.length <= parts[0].length) return parts[0].startsWith(s);
    if (!s.startsWith(parts[0])) return false;
    var pos = parts[0].length, last = parts.length - 1;
    for (var i = 1; i <= last; i++) {
      if (pos === s.length || (i === last && !parts[i])) return true; // cut here, or in the template's tail
      var at = i < last ? s.indexOf(parts[i], pos + 1) : -1;
      if (at >= 0 && oneValue(s.slice(pos, at))) { pos = at + parts[i].length; continue; }
      return endsInValue(s.slice(pos), parts[i]); // the paste ends in this value or in the text after it
    }
    return pos === s.length; // a template without `...`: `s` is longer than the message
  }

  function oneValue(text) {
    return text.length > 0 && text.split(" ").filter(function (word) { return /^[a-z]+$/.test(word); }).length <= 1;
  }

  /* Is `rest` a value followed by the beginning of `next` (maybe none of it, maybe all)? */
  function endsInValue(rest, next) {
    for (var j = 0; j < rest.length && j <= next.length; j++) {
      if (next.startsWith(rest.slice(rest.length - j)) && oneValue(rest.slice(0, rest.length - j))) return true;
    }
    return false;
  }

  var RANK = { page: 0, several: 1, close: 2, section: 3, mention: 4 };
  var SHORTEST_START = 8; // a paste shorter than this (after its type) is too short to say how a message starts

  /* The best match of a paste: {item, kind, candidate}, kind being page, several, close, section, mention or
   * near (a near miss: nothing above matches); or null. */
  function lookup(text, entries) {
    var best = null, candidates = reduce(text);
    candidates.forEach(function (candidate) {
      var match = matchMessage(candidate.message, entries);
      if (match && (!best || RANK[match.kind] < RANK[best.kind])) {
        best = match;
        best.candidate = candidate;
      }
    });
    return best || nearMiss(text, candidates, entries);
  }

  function matchMessage(message, entries) {
    var s = norm(message), digits = s.replace(/\d+/g, "0"), pieces = digits.split(/\.\.\.|…/);
    var piece = pieces.reduce(function (a, b) { return b.trim().length > a.length ? b.trim() : a; }, "");
    piece = piece.replace(/^[\w.]*(?:error|exception|warning):\s*/, "");
    var partial = piece.length >= 15 && piece.length <= 2000 && piece.split(" ").length >= 3;
    var found = { page: null, close: null, section: null, mention: null }, closeness = 0;
    entries.forEach(function (item) {
      var kind = item.entry.kind;
      if (kind === "fragment") {
        if (closeness < 2 && s.indexOf(item.fragment) >= 0) { found.close = item; closeness = 2; }
        return;
      }
      if (!found[kind] && fits(item.parts, s)) { found[kind] = item; return; }
      // A message cut short, or with other numbers, that a page's wording holds: a close match.
      if (kind === "page" && partial && closeness < 2) {
        var share = Math.min(piece.length, item.digits.length) / Math.max(piece.length, item.digits.length);
        if (share > closeness && (item.digits.indexOf(piece) >= 0 || startsLike(item.digitParts, piece))) {
          found.close = item;
          closeness = share;
        }
      }
    });
    // A paste that is only the start of a message (a line cut off by a terminal or a search box) and could be
    // the start of several pages' messages: all of them, most reported first.
    var head = digits.replace(/\s*(?:\.\.\.|…)\s*$/, "").replace(/^[\w.]*(?:error|exception|warning):\s*/, "");
    if (!found.page && !found.section && head.length >= SHORTEST_START) {
      var starts = {}, order = [];
      entries.forEach(function (item) {
        if (item.entry.kind !== "page" || !startsLike(item.digitParts, head)) return;
        var url = item.href.split("#")[0];
        if (!starts[url]) { starts[url] = item; order.push(item); }
      });
      if (order.length > 1) {
        order.sort(function (a, b) { return (b.entry.reports || 0) - (a.entry.reports || 0); });
        return { item: order[0], items: order, kind: "several" };
      }
      if (order.length === 1 && !found.close) found.close = order[0]; // the start of one page's message
    }
    // A section that raises exactly this message on the page of the close match is the more precise answer.
    if (found.close && found.section && found.close.href.split("#")[0] === found.section.href.split("#")[0]) {
      found.close = null;
    }
    var kinds = ["page", "close", "section", "mention"]; // "several" is returned above
    for (var i = 0; i < kinds.length; i++) {
      if (found[kinds[i]]) return { item: found[kinds[i]], kind: kinds[i] };
    }
    return null;
  }

  /* ---------------------------------------------------------------- near misses */

  /* A paste that no tier above matches may still be a page's message, typed by hand or copied from an old thread:
   * a typo or two in a word, "in-place" for torch's "inplace", "Variable" (torch 0.x) for "Tensor", two words
   * swapped, the line cut short, other words around it. The rule, mirrored by near_miss in torchdocs/matching.py:
   * - words: the paste's message (at most NEAR_CHARS characters; a paste without an error line also its last line)
   *   and each page wording become words, lower case, hyphens dropped, numbers 0; numbers alone and exception
   *   names (RuntimeError, RuntineError) are left out, and so are a wording's variable parts (`...`);
   * - two words are alike when equal, equal once Variable is read as Tensor, or, both of 4 letters or more, one typo
   *   apart (two from 7 letters; a typo: a letter added, dropped or changed, or two neighbours swapped);
   * - the paste's words are aligned with the wording's (the longest common subsequence of alike words); between the
   *   first and the last aligned word, a word of one side only is a difference (a word for another counts once),
   *   and so are two aligned words that are not equal; words before or after (the line cut short, text around it)
   *   are none;
   * - near: 4 words aligned or more, 3 of them of 4 letters or more, at most one difference per 4 aligned words, and
   *   the aligned words at least half of the paste's words. The pages with the best score (aligned minus
   *   differences), most reported first, each with how the paste differs from it. */
  var NEAR_CHARS = 1000;
  var VOCABULARY = [], NUMBER = Object.create(null); // the wordings' words, each numbered (see like)

  /* The words of a text, each {word, raw, at, end, text}: `word` folded, `raw` as written at text[at:end]; a
   * wording's words also have their number in VOCABULARY. */
  function nearWords(text) {
    var found = [], re = /[A-Za-z0-9_]+(?:-[A-Za-z0-9_]+)*/g, m;
    text = String(text);
    while ((m = re.exec(text))) {
      var word = m[0].toLowerCase().replace(/-/g, "").replace(/\d+/g, "0");
      if (word !== "0" && !/^\w+(?:error|exception|warning)$/.test(word)) {
        found.push({ word: word, raw: m[0], at: m.index, end: re.lastIndex, text: text });
      }
    }
    return found;
  }

  function numbered(words) {
    words.forEach(function (w) {
      if (!(w.word in NUMBER)) NUMBER[w.word] = VOCABULARY.push(w.word) - 1;
      w.number = NUMBER[w.word];
    });
    return words;
  }

  function older(word) { // torch before 0.4 called tensors Variables
    return word === "variable" ? "tensor" : word === "variables" ? "tensors" : word;
  }

  function alike(a, b) {
    if (older(a) === older(b)) return true;
    var shorter = Math.min(a.length, b.length), most = shorter >= 7 ? 2 : 1;
    return shorter >= 4 && Math.abs(a.length - b.length) <= most && typos(a, b) <= most;
  }

  /* alike for a paste's word and a wording's, each pair compared once a lookup (`likes`: 1, 0, or -1 not yet). */
  function like(pasted, worded) {
    var known = pasted.likes[worded.number];
    return known < 0 ? (pasted.likes[worded.number] = alike(pasted.word, worded.word) ? 1 : 0) : known;
  }

  /* Letters added, dropped, changed, or two neighbours swapped, to go from a to b (optimal string alignment). */
  var TYPOS = new Int32Array(64 * 64);
  function typos(a, b) {
    if (a.length > 62 || b.length > 62) return Infinity;
    var d = TYPOS, i, j; // d[i * 64 + j]: from a's first i letters to b's first j
    for (i = 0; i <= a.length; i++) d[i * 64] = i;
    for (j = 0; j <= b.length; j++) d[j] = j;
    for (i = 1; i <= a.length; i++) {
      for (j = 1; j <= b.length; j++) {
        var k = i * 64 + j;
        d[k] = Math.min(d[k - 64] + 1, d[k - 1] + 1, d[k - 65] + (a[i - 1] === b[j - 1] ? 0 : 1));
        if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[k] = Math.min(d[k], d[k - 130] + 1);
      }
    }
    return d[a.length * 64 + b.length];
  }

  /* The aligned words of p and t: [i, j] pairs, the longest common subsequence of alike words (the first one). */
  function align(p, t) {
    var w = t.length + 1, rest = new Int32Array((p.length + 1) * w), pairs = [], i, j; // rest[i * w + j]: p[i:], t[j:]
    for (i = p.length - 1; i >= 0; i--) {
      for (j = t.length - 1; j >= 0; j--) {
        rest[i * w + j] = like(p[i], t[j]) ? rest[(i + 1) * w + j + 1] + 1 :
          Math.max(rest[(i + 1) * w + j], rest[i * w + j + 1]);
      }
    }
    for (i = 0, j = 0; i < p.length && j < t.length;) {
      if (like(p[i], t[j]) && rest[i * w + j] === rest[(i + 1) * w + j + 1] + 1) pairs.push([i++, j++]);
      else if (rest[(i + 1) * w + j] >= rest[i * w + j + 1]) i++;
      else j++;
    }
    return pairs;
  }

  /* The text from the first of `words` to the last, quoted, at most 40 characters. */
  function quote(words) {
    var said = words[0].text.slice(words[0].at, words[words.length - 1].end);
    return "“" + (said.length > 40 ? said.slice(0, 40).replace(/\s*\S*$/, "") + " …" : said) + "”";
  }

  /* {score, differs} when the paste's words p are near the wording's words t, else null. */
  function nearness(p, t) {
    var pairs = align(p, t), long = 0, differences = 0, differs = [], added = [], left = [];
    if (pairs.length < 4 || 2 * pairs.length < p.length) return null;
    pairs.forEach(function (pair, k) {
      var a = p[pair[0]], b = t[pair[1]], next = pairs[k + 1];
      if (b.word.length >= 4) long++;
      if (a.word !== b.word) differences++;
      if (a.raw.toLowerCase() !== b.raw.toLowerCase()) differs.push(quote([a]) + " for " + quote([b]));
      if (!next) return;
      var more = p.slice(pair[0] + 1, next[0]), less = t.slice(pair[1] + 1, next[1]);
      differences += Math.max(more.length, less.length);
      if (more.length && less.length) differs.push(quote(more) + " for " + quote(less));
      else if (more.length) added.push(more);
      else if (less.length) left.push(less);
    });
    if (long < 3 || 4 * differences > pairs.length) return null;
    var key = function (words) { return words.map(function (w) { return w.word; }).join(" "); };
    added.forEach(function (more) {
      var at = left.map(key).indexOf(key(more));
      if (at >= 0) { differs.push(quote(more) + " in another place"); left.splice(at, 1); }
      else differs.push(quote(more) + " added");
    });
    left.forEach(function (less) { differs.push(quote(less) + " left out"); });
    var first = pairs[0], last = pairs[pairs.length - 1];
    if (first[0] > 0) differs.push(quote(p.slice(0, first[0])) + " before it");
    if (last[0] < p.length - 1) differs.push(quote(p.slice(last[0] + 1)) + " after it");
    if (first[1] > 0) differs.push("its start left out (" + quote(t.slice(0, first[1])) + ")");
    if (last[1] < t.length - 1) differs.push("its end left out (" + quote(t.slice(last[1] + 1)) + ")");
    differs = differs.filter(function (said, i) { return differs.indexOf(said) === i; }); // each once
    return { score: pairs.length - differences, differs: differs };
  }

  /* The near miss of a paste: {item, items, differs (one list per item), kind: "near", candidate}, or null. */
  function nearMiss(text, candidates, entries) {
    if (candidates.length === 1 && !candidates[0].type) { // no error line: the paste's last line too
      var tail = String(text).slice(-4 * NEAR_CHARS).replace(/\x1b\[[0-9;?]*[ -\/]*[@-~]/g, "").trim();
      candidates = candidates.concat({ type: "", message: squash(tail.split(/\r\n|\r|\n/).pop()) });
    }
    var likes = Object.create(null);
    for (var c = 0; c < candidates.length; c++) {
      var message = squash(candidates[c].message);
      if (message.length > NEAR_CHARS) continue;
      var p = nearWords(message), best = {}, order = [];
      p.forEach(function (w) {
        w.likes = likes[w.word] || (likes[w.word] = new Int8Array(VOCABULARY.length).fill(-1));
      });
      entries.forEach(function (item) {
        if (item.entry.kind !== "page" || 2 * item.nearWords.length < p.length) return;
        var near = nearness(p, item.nearWords), url = item.href.split("#")[0];
        if (!near) return;
        if (!best[url]) order.push(url);
        if (!best[url] || near.score > best[url].score || near.score === best[url].score &&
            item.nearWords.length < best[url].item.nearWords.length) {
          best[url] = { item: item, score: near.score, differs: near.differs }; // the best wording, else the shortest
        }
      });
      var top = Math.max.apply(null, order.map(function (url) { return best[url].score; }));
      var found = order.map(function (url) { return best[url]; }).filter(function (b) { return b.score === top; });
      found.sort(function (a, b) { return (b.item.entry.reports || 0) - (a.item.entry.reports || 0); });
      if (found.length) {
        return { item: found[0].item, items: found.map(function (f) { return f.item; }), kind: "near",
          differs: found.map(function (f) { return f.differs; }), candidate: candidates[c] };
      }
    }
    return null;
  }

  /* A query for Material's search: the message without lunr's syntax characters, of bounded length. */
  function searchQuery(text, match) {
    var message = match ? match.candidate.message : reduce(text)[0].message;
    var words = message.slice(0, 20 * QUERY_CHARS).replace(/[+\-*:^~"'`\\]/g, " ").split(/\s+/);
    return words.filter(function (word) { return word && word.length <= QUERY_TOKEN; })
      .slice(0, QUERY_WORDS).join(" ").slice(0, QUERY_CHARS).trim();
  }


  /* ---------------------------------------------------------------- the reader's numbers, read back */

  /* For messages that carry the answer in their numbers: what to change, computed by the rules torch applies
   * (tests/browser/test_read_back.py raises hundreds of generated cases in torch and applies each `fix`).
   * Returns {text, fix} or null. Covered: mat1/mat2 shapes, conv input channels, Target out of bounds,
   * Dimension out of range, shape invalid for input of size, load_state_dict's missing/unexpected keys (a prefix)
   * and size mismatches, a kernel larger than its padded input. */
  function ints(text) {
    return (String(text).match(/-?\d+/g) || []).map(Number);
  }

  function product(values) {
    return values.reduce(function (a, b) { return a * b; }, 1);
  }

  var READ_BACK = [
    [/mat1 and mat2 shapes cannot be multiplied \((\d+)x(\d+) and (\d+)x(\d+)\)/, function (m) {
      var rows = +m[1], features = +m[2], wanted = +m[3], out = +m[4];
      return { fix: { in_features: features, out_features: out },
        text: "Your numbers: the input has " + features + " features per row (" + rows + "x" + features + ") and the " +
          "layer expects " + wanted + " (its weight, transposed, is " + wanted + "x" + out + "): make it nn.Linear(" +
          features + ", " + out + "), or change what feeds it so each row has " + wanted + " features." };
    }],
    [/Given groups=(\d+), weight of size \[([\d, ]+)\], expected input\[([\d, ]+)\] to have (\d+) channels, but got (\d+) channels instead/, function (m) {
      var groups = +m[1], weight = ints(m[2]), input = ints(m[3]), wanted = +m[4], got = +m[5];
      var keep = got % groups === 0 ? groups : 1, kind = "nn.Conv" + (input.length - 2) + "d";
      var last = input[input.length - 1] === wanted && input.length >= 3 ?
        " If your images are channels-last (" + wanted + " is their last dimension), permute them to channels-first " +
        "instead: x.permute(" + [0, input.length - 1].concat(range(1, input.length - 2)).join(", ") + ")." : "";
      return { fix: { in_channels: got, out_channels: weight[0], groups: keep },
        text: "Your numbers: the layer expects " + wanted + " input channels and your input has " + got + " (dimension 1 " +
          "of [" + input.join(", ") + "]): make it " + kind + "(" + got + ", " + weight[0] + ", ...)" +
          (keep !== 1 ? " with groups=" + keep : keep !== groups ? " with groups=1" : "") +
          ", or give it " + wanted + "-channel input." + last };
    }],
    [/Target (-?\d+) is out of bounds/, function (m) {
      var label = +m[1];
      return { fix: label < 0 ? { ignore_index: label } : { num_classes: "labels.max() + 1" },
        text: label < 0 ? "Your numbers: label " + label + " is negative: class labels run from 0 to the number of " +
          "classes minus 1 (an ignored label needs ignore_index=" + label + ")." :
          "Your numbers: label " + label + " needs a model with at least " + (label + 1) + " outputs (classes 0 to " + label +
          "): set the number of classes from your data, num_classes = int(labels.max()) + 1, or, if your labels start at 1, " +
          "subtract 1 (a mask value such as 255 is ignore_index=255)." };
    }],
    [/Dimension out of range \(expected to be in range of \[(-?\d+), (-?\d+)\], but got (-?\d+)\)/, function (m) {
      var low = +m[1], high = +m[2], got = +m[3], dims = high + 1;
      return { fix: { dim: -1 },
        text: "Your numbers: your tensor has " + (dims === 1 && low === -1 ? "one dimension (or none)" : dims + " dimensions") +
          ", so dim can be " + low + " to " + high + ", and the code asked for " + got + ". The last dimension is always dim=-1; " +
          "if you meant a batch dimension, the tensor has lost it (see the page)." };
    }],
    [/(?:Missing|Unexpected) key\(s\) in state_dict:/, function (m, text) {
      return stateDictKeys(keysAfter(text, "Missing key(s) in state_dict:"), keysAfter(text, "Unexpected key(s) in state_dict:"));
    }],
    [/size mismatch for [^:\s]+: copying a param with shape/, function (m, text) {
      return sizeMismatch(text);
    }],
    [/Calculated padded input size per channel: \(([\d x]+)\)\. Kernel size: \(([\d x]+)\)/, function (m) {
      var size = ints(m[1]), kernel = ints(m[2]);
      var add = kernel.map(function (k, i) { return Math.max(0, Math.ceil((k - size[i]) / 2)); });
      return { fix: { padding_add: add },
        text: "Your numbers: by the time the input reaches this layer it is " + size.join("x") + " (padding included), " +
          "and the kernel is " + kernel.join("x") + ": a kernel cannot be larger than what it slides over. Each pooling " +
          "or stride-2 layer before it halves the size, so either feed larger inputs (or remove a pooling), use a kernel " +
          "of at most " + size.join("x") + ", or pad this layer by " + add.join("x") + " more on each side (padding=" +
          (add.length === 1 ? add[0] : "(" + add.join(", ") + ")") + " added to its own)." };
    }],
    [/shape '\[([-\d, ]*)\]' is invalid for input of size (\d+)/, function (m) {
      var shape = ints(m[1]), size = +m[2], holds = product(shape.filter(function (d) { return d !== -1; }));
      var free = shape.indexOf(-1), fix = null, text;
      if (free >= 0) {
        text = "Your numbers: the tensor has " + size + " elements, which cannot be split into pieces of " + holds +
          " (the product of the other sizes in [" + shape.join(", ") + "]): " + size + " / " + holds + " is not a whole number.";
      } else {
        for (var i = 0; i < shape.length && !fix; i++) {
          var others = product(shape.filter(function (d, j) { return j !== i; }));
          if (others > 0 && size % others === 0) {
            fix = { shape: shape.map(function (d, j) { return j === i ? -1 : d; }) };
          }
        }
        text = "Your numbers: the tensor has " + size + " elements and the shape [" + shape.join(", ") + "] holds " + holds + "." +
          (fix ? " With -1 where the size may change, torch computes it: view(" + fix.shape.join(", ") + ") gives " +
            shape.map(function (d, j) { return fix.shape[j] === -1 ? size / product(fix.shape.filter(function (x) { return x !== -1; })) : d; }).join("x") + "."
            : " No single -1 fixes it: no size can be computed from the others, so the data itself has another shape.");
      }
      return { fix: fix, text: text };
    }]
  ];

  /* The quoted keys after `label` in a load_state_dict message, up to the next list. */
  function keysAfter(text, label) {
    var at = text.indexOf(label);
    if (at < 0) return [];
    var rest = text.slice(at + label.length);
    var end = rest.search(/(?:Missing|Unexpected) key\(s\) in state_dict:|size mismatch for /);
    return (end >= 0 ? rest.slice(0, end) : rest).match(/"[^"]*"/g) || [];
  }

  /* A prefix p such that `longer` is exactly `shorter` with p in front of each key, or null. */
  function prefixOf(longer, shorter) {
    if (!longer.length || longer.length !== shorter.length) return null;
    var want = longer.slice().sort().join("\n");
    for (var i = 0; i < shorter.length; i++) {
      var key = shorter[i], first = longer[0];
      if (first.length > key.length && first.slice(-key.length) === key) {
        var p = first.slice(0, first.length - key.length);
        if (shorter.map(function (k) { return p + k; }).sort().join("\n") === want) return p;
      }
    }
    return null;
  }

  var PREFIX_SOURCE = { "module.": "DataParallel or DistributedDataParallel", "_orig_mod.": "torch.compile",
    "model.": "a Lightning module or another wrapper that keeps your network as self.model" };

  function stateDictKeys(missing, unexpected) {
    missing = missing.map(function (k) { return k.slice(1, -1); });
    unexpected = unexpected.map(function (k) { return k.slice(1, -1); });
    var strip = prefixOf(unexpected, missing), add = strip === null ? prefixOf(missing, unexpected) : null;
    var quote = function (k) { return '"' + k + '"'; };
    if (strip !== null) {
      return { fix: { strip: strip },
        text: "Your keys: each of the " + unexpected.length + " unexpected keys is a missing key with " + quote(strip) +
          " in front (the checkpoint's " + quote(unexpected[0]) + " is your model's " + quote(missing[missing.indexOf(
            unexpected[0].slice(strip.length))]) + "): it was saved from a model wrapped in " +
          (PREFIX_SOURCE[strip] || "a module that holds yours as an attribute") + ". Strip the prefix: state_dict = " +
          "{k.removeprefix(" + quote(strip) + "): v for k, v in state_dict.items()}." };
    }
    if (add !== null) {
      return { fix: { add: add },
        text: "Your keys: each of the " + missing.length + " missing keys is a checkpoint key with " + quote(add) +
          " in front: your model is wrapped (" + (PREFIX_SOURCE[add] || "it holds the network as an attribute") +
          ") and the checkpoint is not. Load into the inner model, or add the prefix: state_dict = {" + quote(add) +
          " + k: v for k, v in state_dict.items()}." };
    }
    return { fix: null,
      text: "Your keys: " + missing.length + " missing" + (missing.length ? " (such as " + quote(missing[0]) + ")" : "") +
        " and " + unexpected.length + " unexpected" + (unexpected.length ? " (such as " + quote(unexpected[0]) + ")" : "") +
        ", and no single prefix turns one list into the other: the checkpoint holds another model's weights, or " +
        "only some of yours (see the page)." };
  }

  var LAYER = { 3: "nn.Conv1d", 4: "nn.Conv2d", 5: "nn.Conv3d" };

  function sizeMismatch(text) {
    var pattern = /size mismatch for ([^:\s]+): copying a param with shape torch\.Size\(\[([\d, ]*)\]\) from checkpoint, the shape in current model is torch\.Size\(\[([\d, ]*)\]\)/g;
    var found = [], layers = {}, m;
    while ((m = pattern.exec(text.slice(0, 20000))) !== null) {
      var name = m[1], saved = ints(m[2]), yours = ints(m[3]);
      found.push(name + " is [" + saved.join(", ") + "] in the checkpoint and [" + yours.join(", ") + "] in your model");
      if (/(^|\.)weight$/.test(name) && saved.length >= 2) {
        var owner = name.replace(/\.?weight$/, "") || "the layer";
        layers[owner] = saved.length === 2 ? (/embed/i.test(name) ? { kind: "Embedding", args: [saved[0], saved[1]] }
          : { kind: "Linear", args: [saved[1], saved[0]] })
          : LAYER[saved.length] ? { kind: LAYER[saved.length].slice(3), args: [saved[1], saved[0], saved.slice(2)] } : null;
        if (!layers[owner]) delete layers[owner];
      }
    }
    if (!found.length) return null;
    var names = (text.match(/size mismatch for ([^:\s]+):/g) || []).map(function (s) { return s.slice(18, -1); });
    var build = Object.keys(layers).map(function (owner) {
      var l = layers[owner];
      return owner + " = nn." + l.kind + "(" + (l.kind.indexOf("Conv") === 0 ? l.args[0] + ", " + l.args[1] +
        ", kernel_size=" + (l.args[2].length === 1 ? l.args[2][0] : "(" + l.args[2].join(", ") + ")") : l.args.join(", ")) + ")";
    });
    return { fix: { drop: names, layers: layers },
      text: "Your shapes: " + found.join("; ") + ". To load the checkpoint as it is, " + (build.length ? "the layer" +
        (build.length > 1 ? "s" : "") + " must be " + build.join(", ") : "those parameters must have its shapes") +
        ". To keep your new layer (another number of classes, another vocabulary), leave those keys out and load the " +
        "rest: state_dict = {k: v for k, v in state_dict.items() if k not in {" + names.map(function (k) {
          return '"' + k + '"'; }).join(", ") + "}}, then load_state_dict(state_dict, strict=False): strict=False alone " +
        "does not skip a size mismatch." };
  }

  function range(from, to) {
    var values = [];
    for (var i = from; i <= to; i++) values.push(i);
    return values;
  }

  function advice(message) {
    var text = String(message).slice(0, 20000);  // a state_dict message lists every key
    for (var i = 0; i < READ_BACK.length; i++) {
      var m = READ_BACK[i][0].exec(text);
      if (m) return READ_BACK[i][1](m, text);
    }
    return null;
  }

  /* ---------------------------------------------------------------- the catalogue */

  var catalogue = null, catalogueText = null;

  /* The catalogue's bytes, fetched when a reader is about to paste: reading them costs the main thread nothing
   * while a first search runs; parsing and preparing them (loadCatalogue) waits for a paste. */
  function fetchCatalogue() {
    if (!catalogueText) {
      var url = new URL("assets/errors.json", window.__md_scope || document.baseURI);
      catalogueText = fetch(url).then(function (response) {
        if (!response.ok) throw new Error(url + ": HTTP " + response.status);
        return response.text();
      }).then(function (text) { return { url: url, text: text }; });
      catalogueText.catch(function () { catalogueText = null; });
    }
    return catalogueText;
  }

  /* A message's literal parts around its `...`; a longer run of dots is a variable part beside literal dots, shared
   * out on both sides, the odd one after it (`torch.....is_available()`: `torch.` and `.is_available()`; `got ....`:
   * `got ` and `.`); runner.template_regex tries every way. */
  function templateParts(message) {
    return message.replace(/\.{4,}/g, function (run) {
      var extra = run.length - 3, left = Math.floor(extra / 2);
      return new Array(left + 1).join(".") + "\u0000" + new Array(extra - left + 1).join(".");
    }).split(/\.\.\.|\u0000/);
  }

  function loadCatalogue() {
    if (!catalogue) {
      catalogue = fetchCatalogue().then(function (fetched) {
        var url = fetched.url;
        return JSON.parse(fetched.text).map(function (entry) {
          var message = norm(withoutType(entry.message));
          var digits = message.replace(/\d+/g, "0");
          return {
            entry: entry,
            href: new URL(entry.url, url.href.replace(/assets\/errors\.json$/, "")).href,
            parts: templateParts(message),
            digits: digits,
            digitParts: templateParts(digits),
            fragment: message,
            words: words(entry.message + " " + entry.title),
            nearWords: numbered(nearWords(entry.message))
          };
        });
      });
      catalogue.catch(function () { catalogue = null; });
    }
    return catalogue;
  }

  var STOP = ("a an and are as at be but by can for from got has have in is it its not of on only or that " +
    "the this to was were with does error runtimeerror valueerror typeerror indexerror").split(" ");

  function words(text) {
    var found = {};
    (String(text).slice(0, 5000).toLowerCase().match(/[a-z_][a-z0-9_]{2,40}/g) || []).forEach(function (word) {
      if (STOP.indexOf(word) < 0) found[word] = true;
    });
    return found;
  }

  /* Up to three pages sharing the most words with the message, one entry per page. */
  function closest(text, entries) {
    var pasted = words(reduce(text)[0].message), seen = {};
    return entries.map(function (item) {
      var shared = Object.keys(item.words).filter(function (word) { return pasted[word]; }).length;
      return { item: item, shared: shared };
    }).filter(function (c) {
      var page = c.item.href.split("#")[0];
      return c.shared > 0 && !seen[page] && (seen[page] = true);
    }).sort(function (a, b) { return b.shared - a.shared; }).slice(0, 3).map(function (c) { return c.item; });
  }

  /* How each kind of match is presented (for its item, or one of its items): only a page entry is "the page for
   * this error". */
  function describe(match, item) {
    var releases = match.item.entry.releases, at = match.items ? match.items.indexOf(item || match.item) : 0;
    if (match.kind === "near") return "Close to this page's message: " + differsIn(match.differs[at]);
    return {
      page: releases && releases.length ? "The page for this error (worded as in torch " +
        releases[releases.length - 1] + (releases.length > 1 ? " to " + releases[0] : "") + ")." :
        "The page for this error.",
      several: "One of " + (match.items ? match.items.length : 0) + " pages whose message starts like yours, " +
        "the most reported first.",
      close: "Close match: the page for a message worded like yours, not exactly the same.",
      section: "No page of its own: a section of this page raises this error.",
      mention: "No page of its own: mentioned in this section in passing."
    }[match.kind];
  }

  /* How a paste differs from a page's message it is near (nearness). */
  function differsIn(differs) {
    return "your paste differs in " + (differs.length ? differs.join("; ") : "numbers, punctuation or spacing only") +
      ".";
  }

  /* ---------------------------------------------------------------- Material's search box */

  var SEARCH_INPUT = '[data-md-component="search-query"]';
  var pinned = null; // { query, match }: the page found, shown first while the query is unchanged
  var observed = null;

  function setQuery(input, value) {
    input.value = value;
    // Material reads the query on keyup (and focus): tell it the value changed.
    input.dispatchEvent(new KeyboardEvent("keyup", { bubbles: true }));
  }

  /* Put the page found first in Material's result list (Enter opens the highest data-md-score). */
  function pin() {
    var input = document.querySelector(SEARCH_INPUT);
    var list = document.querySelector('[data-md-component="search-result"] .md-search-result__list');
    if (!input || !list) return;
    if (list !== observed) {
      new MutationObserver(pin).observe(list, { childList: true });
      observed = list;
    }
    var first = list.firstElementChild;
    if (!pinned || input.value !== pinned.query || (first && first.classList.contains("error-match"))) return;
    var items = pinned.match.items || [pinned.match.item];
    items.slice().reverse().forEach(function (item, i) {
      var li = document.createElement("li");
      li.className = "md-search-result__item error-match";
      li.innerHTML = '<a class="md-search-result__link" tabindex="-1"><article class="md-search-result__article ' +
        'md-typeset" data-md-score="' + (1e9 + i) + '"><div class="md-search-result__icon md-icon"></div><h1></h1>' +
        "<p></p></article></a>";
      li.querySelector("a").href = item.href;
      li.querySelector("h1").textContent = item.entry.title;
      var read = advice(pinned.match.candidate.message);
      var said = describe(pinned.match, item);
      li.querySelector("p").textContent = said + (read && item === pinned.match.item ? " " + read.text : "");
      list.prepend(li);
    });
  }

  document.addEventListener("paste", function (event) {
    var input = event.target;
    if (!(input instanceof HTMLInputElement) || !input.matches(SEARCH_INPUT) || !event.clipboardData) return;
    var pasted = event.clipboardData.getData("text/plain");
    event.preventDefault();
    loadCatalogue().catch(function () { return []; }).then(function (entries) {
      var match = lookup(pasted, entries);
      var query = searchQuery(pasted, match);
      var before = input.value.slice(0, input.selectionStart || 0);
      var after = input.value.slice(input.selectionEnd || 0);
      // A pasted traceback or error line replaces the query; a pasted word goes where the cursor is.
      var value = match || pasted.length > QUERY_CHARS || /\n|Error:/.test(pasted.slice(0, 20000)) ? query
        : squash(before + query + after);
      pinned = match && { query: value, match: match };
      setQuery(input, value);
      pin();
    });
  }, true);

  /* Fetch the catalogue when a reader is about to paste, not on every page view (one request less); in the search
   * box only its bytes, as a first search there runs on the same main thread (the box is for pasting). */
  document.addEventListener("focusin", function (event) {
    var field = event.target;
    if (field instanceof HTMLTextAreaElement && field.id === "error-lookup-text") loadCatalogue().catch(function () {});
    else if (field instanceof HTMLInputElement && field.matches(SEARCH_INPUT)) fetchCatalogue().catch(function () {});
  });

  /* Material's search is a dialog without a name (axe-core: aria-dialog-name). */
  document.querySelectorAll('.md-search[role="dialog"]:not([aria-label])').forEach(function (el) {
    el.setAttribute("aria-label", "Search");
  });

  /* ---------------------------------------------------------------- the home page's lookup box */

  var BOX_LIMIT = 20000, LINE_LIMIT = 5000, KEPT_LINES = 400;

  /* What the box keeps of a very long paste (a whole log): its last traceback, long lines cut, since a text
   * area holding megabytes takes seconds to lay out. The lookup of the excerpt finds what the whole finds. */
  function excerpt(text) {
    var lines = String(text).split(/\r\n|\r|\n/), found = reduce(text), start;
    var first = found.length ? found[found.length - 1].line : undefined; // the earliest error line used
    if (typeof first === "number") {
      start = Math.max(0, first - 30);
      for (var k = first; k >= Math.max(0, first - 200); k--) {
        if (/Traceback \(most recent call last\)|^-{20,}$/.test(lines[k].slice(0, 200))) { start = k; break; }
      }
    } else {
      start = lines.length - 50;
    }
    return lines.slice(Math.max(0, start, lines.length - KEPT_LINES)).map(function (line) {
      return line.length > LINE_LIMIT ? line.slice(0, LINE_LIMIT) + " …" : line;
    }).join("\n").replace(/^\s*\n|\s+$/g, "");
  }

  document.addEventListener("paste", function (event) {
    var field = event.target;
    if (!(field instanceof HTMLTextAreaElement) || field.id !== "error-lookup-text" || !event.clipboardData) return;
    var pasted = event.clipboardData.getData("text/plain");
    if (pasted.length <= BOX_LIMIT) return;
    event.preventDefault();
    var kept = excerpt(pasted);
    field.value = field.value.slice(0, field.selectionStart) + kept + field.value.slice(field.selectionEnd);
    var status = field.form.querySelector("[data-lookup-status]");
    status.textContent = "Your paste had " + pasted.length.toLocaleString("en") + " characters: the box keeps " +
      "its last traceback (" + kept.split("\n").length + " lines), which is what the lookup reads.";
  }, true);

  var NOTE = "error-lookup-note";  // sessionStorage: what the page we open was found as
  var PASTE = "error-lookup-paste"; // sessionStorage: the paste, back in the box after Back

  function link(item) {
    var a = document.createElement("a");
    a.href = item.href;
    a.textContent = item.entry.title;
    return a;
  }

  function element(tag, text) {
    var el = document.createElement(tag);
    el.textContent = text;
    return el;
  }

  function remember(key, value) {
    try { sessionStorage.setItem(key, value); } catch (error) { /* storage full or off: not needed to work */ }
  }

  function lookUp(form) {
    var status = form.querySelector("[data-lookup-status]");
    var text = form.querySelector("textarea").value;
    status.textContent = "Looking up…";
    if (!text.trim()) {
      status.textContent = "Paste an error message or a whole traceback first.";
      form.querySelector("textarea").focus();
      return;
    }
    remember(PASTE, text);
    loadCatalogue().then(function (entries) {
      status.textContent = "";
      var match = lookup(text, entries);
      if (match && match.kind === "several") {
        var starts = document.createElement("ul");
        match.items.forEach(function (item) { starts.append(element("li", "")); starts.lastChild.append(link(item)); });
        status.append(element("p", "Your message is cut short: " + match.items.length + " pages document messages " +
          "that start like it, the most reported first. Pick yours:"), starts);
        return;
      }
      if (match && match.kind === "near") { // not the same message: named, not opened
        var near = document.createElement("ul");
        match.items.forEach(function (item, i) {
          near.append(element("li", "")); near.lastChild.append(link(item), ": " + differsIn(match.differs[i]));
        });
        status.append(element("p", "Not a message this site documents as it is, but close to " + (match.items.length > 1 ?
          "the messages of these pages, the most reported first:" : "this page's message:")), near);
        return;
      }
      if (match) {
        var opening = match.kind === "page" ? "Found: " : match.kind === "close" ? "Close match: " : "Not a page of its own: ";
        status.append(opening, link(match.item), ". Opening it…");
        var read = advice(match.candidate.message);
        if (match.kind !== "page" || read) {
          remember(NOTE, JSON.stringify({ url: match.item.href.split("#")[0],
            text: (match.kind !== "page" ? describe(match) + " " : "") + (read ? read.text : "") }));
        }
        try { history.replaceState(Object.assign({}, history.state, { errorLookup: true }), ""); } catch (e) { /* */ }
        location.assign(match.item.href);
        return;
      }
      var none = element("p", "No page on this site documents this error.");
      none.className = "error-lookup__none";
      status.append(none);
      var close = closest(text, entries);
      if (close.length) {
        var list = document.createElement("ul");
        close.forEach(function (item) {
          list.append(element("li", "")); list.lastChild.append(link(item));
        });
        status.append(element("p", "The closest pages, by the words they share with your message:"), list);
      } else {
        status.append(element("p", "No documented error shares a word with it; the list of errors is below."));
      }
    }).catch(function (error) {
      status.textContent = "The list of documented errors could not be loaded (" + error.message + ").";
    });
  }

  /* On the page opened by the box: say how it was found when it is not the page for the error. On the home
   * page: put the last paste back in the box (Back after the box opened a page). */
  function arrived() {
    var note = null, field = document.getElementById("error-lookup-text");
    try { note = JSON.parse(sessionStorage.getItem(NOTE) || "null"); } catch (error) { note = null; }
    if (note && note.url.split("#")[0] === location.href.split("#")[0]) {
      sessionStorage.removeItem(NOTE);
      var content = document.querySelector(".md-content__inner");
      if (content && !content.querySelector(".error-lookup-note")) {
        var box = element("p", note.text);
        box.className = "error-lookup-note admonition note";
        box.setAttribute("role", "note");
        // Under the heading the page opened at (a section), else at the top of the page.
        var target = location.hash && document.getElementById(decodeURIComponent(location.hash.slice(1)));
        if (target && content.contains(target)) target.after(box); else content.prepend(box);
      }
    }
    var navigation = performance.getEntriesByType && performance.getEntriesByType("navigation")[0];
    var back = navigation && navigation.type === "back_forward" || history.state && history.state.errorLookup;
    if (field && !field.value && back) {
      try { field.value = sessionStorage.getItem(PASTE) || ""; } catch (error) { /* storage off */ }
    }
  }

  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", arrived);
  else arrived();
  if (window.document$ && window.document$.subscribe) window.document$.subscribe(arrived); // instant navigation
  window.addEventListener("pageshow", function (event) { if (event.persisted) arrived(); });

  document.addEventListener("submit", function (event) {
    if (event.target.id !== "error-lookup") return;
    event.preventDefault();
    lookUp(event.target);
  });

  /* Ctrl+Enter (or Cmd+Enter) in the text area looks up; plain Enter adds a line. */
  document.addEventListener("keydown", function (event) {
    var field = event.target;
    if (event.key !== "Enter" || !(event.ctrlKey || event.metaKey)) return;
    if (!(field instanceof HTMLTextAreaElement) || !field.form || field.form.id !== "error-lookup") return;
    event.preventDefault();
    field.form.requestSubmit();
  });

  window.errorLookup = { reduce: reduce, lookup: lookup, load: loadCatalogue, advice: advice }; // tests, benchmark
})();
