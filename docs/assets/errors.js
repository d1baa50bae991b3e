/* From a pasted error to its page.
 *
 * The build writes assets/errors.json (torchdocs/hooks.py): every message the site documents, as declared
 * by the error pages (`...` stands for a variable part: shapes, dtypes, indices), with its page.
 *
 * 1. Material's search box: a pasted traceback (script or Jupyter) is reduced to the message of its last
 *    `SomethingError: message` line, without lunr's query syntax characters, so file names, line numbers,
 *    quotes and code lines cannot stop the match. When the message is one the site documents, its page is
 *    put first in the results (Material alone ranks a page whose title has one more word equally).
 * 2. The "Paste your error" box on the home page (form#error-lookup) goes to the page of the pasted
 *    message, or says plainly that no page documents it and offers the closest pages by shared words.
 *
 * Everything runs in the browser; the only request is for assets/errors.json on this site.
 */
(function () {
  "use strict";

  var TYPE = "(?:[A-Za-z_]\\w*\\.)*[A-Za-z_]\\w*(?:Error|Exception|Warning|Interrupt|Exit)";
  var ERROR_LINE = new RegExp("^\\s*(" + TYPE + ")\\s*:\\s*(.*\\S)\\s*$");
  var ERROR_INLINE = new RegExp(TYPE + ":\\s", "g");

  /* The decisive part of what was pasted: the last `Type: message` line, or the text itself. */
  function errorLine(text) {
    text = String(text).replace(/\x1b\[[0-9;]*[A-Za-z]/g, "").replace(/\r\n?/g, "\n");
    var lines = text.split("\n");
    for (var i = lines.length - 1; i >= 0; i--) {
      var match = ERROR_LINE.exec(lines[i]);
      if (match) return match[1] + ": " + match[2];
    }
    // A traceback flattened onto one line: keep what follows the last `Type: `.
    var flat = squash(text), last = -1, found;
    ERROR_INLINE.lastIndex = 0;
    while ((found = ERROR_INLINE.exec(flat))) last = found.index;
    return last > 0 && /Traceback|File "|line \d/.test(flat.slice(0, last)) ? flat.slice(last) : flat;
  }

  /* The message without its `Type: ` prefix (the type only adds a word every error page has). */
  function messageOf(line) {
    var match = ERROR_LINE.exec(line);
    return squash(match ? match[2] : line);
  }

  function squash(text) {
    return String(text).replace(/\s+/g, " ").trim();
  }

  /* A query for Material's search: the message without lunr's syntax characters (+ - * : ^ ~ quotes). */
  function searchQuery(text) {
    return squash(messageOf(errorLine(text)).replace(/[+\-*:^~"'`\\]/g, " "));
  }

  /* ---------------------------------------------------------------- the catalogue */

  var catalogue = null;

  function loadCatalogue() {
    if (!catalogue) {
      var url = new URL("assets/errors.json", window.__md_scope || document.baseURI);
      catalogue = fetch(url).then(function (response) {
        if (!response.ok) throw new Error(url + ": HTTP " + response.status);
        return response.json();
      }).then(function (entries) {
        return entries.map(function (entry) {
          var message = messageOf(entry.message);
          return {
            entry: entry,
            href: new URL(entry.url, url.href.replace(/assets\/errors\.json$/, "")).href,
            regex: new RegExp(message.split("...").map(escapeRegex).join("[\\s\\S]+?"), "i"),
            literal: message.replace(/\.\.\./g, "").length,
            words: words(entry.message + " " + entry.title)
          };
        });
      });
      catalogue.catch(function () { catalogue = null; });
    }
    return catalogue;
  }

  function escapeRegex(text) {
    return text.replace(/[.*+?^${}()|[\]\\\/]/g, "\\$&");
  }

  /* The documented message the pasted text ends with: an error page first, then the most specific. */
  function documented(text, entries) {
    var message = messageOf(errorLine(text));
    var found = entries.filter(function (item) { return item.regex.test(message); });
    found.sort(function (a, b) {
      return (a.entry.kind === "page" ? 0 : 1) - (b.entry.kind === "page" ? 0 : 1) || b.literal - a.literal;
    });
    return found[0] || null;
  }

  var STOP = ("a an and are as at be but by can for from got has have in is it its not of on only or that " +
    "the this to was were with does error runtimeerror valueerror typeerror indexerror").split(" ");

  function words(text) {
    var found = {};
    (String(text).toLowerCase().match(/[a-z_][a-z0-9_]+/g) || []).forEach(function (word) {
      if (word.length > 2 && STOP.indexOf(word) < 0) found[word] = true;
    });
    return found;
  }

  /* Up to three pages sharing the most words with the message, one entry per page. */
  function closest(text, entries) {
    var pasted = words(messageOf(errorLine(text))), seen = {};
    return entries.map(function (item) {
      var shared = Object.keys(item.words).filter(function (word) { return pasted[word]; }).length;
      return { item: item, shared: shared };
    }).filter(function (c) {
      var page = c.item.href.split("#")[0];
      return c.shared > 0 && !seen[page] && (seen[page] = true);
    }).sort(function (a, b) { return b.shared - a.shared; }).slice(0, 3).map(function (c) { return c.item; });
  }

  /* ---------------------------------------------------------------- Material's search box */

  var SEARCH_INPUT = '[data-md-component="search-query"]';
  var pinned = null; // { query, item }: the documented page to show first while the query is unchanged
  var observed = null;

  function setQuery(input, value) {
    input.value = value;
    // Material reads the query on keyup (and focus): tell it the value changed.
    input.dispatchEvent(new KeyboardEvent("keyup", { bubbles: true }));
  }

  /* Put the documented page first in Material's result list (Enter opens the highest data-md-score). */
  function pin() {
    var input = document.querySelector(SEARCH_INPUT);
    var list = document.querySelector('[data-md-component="search-result"] .md-search-result__list');
    if (!input || !list) return;
    if (list !== observed) {
      new MutationObserver(pin).observe(list, { childList: true });
      observed = list;
    }
    var first = list.firstElementChild;
    if (!pinned || input.value !== pinned.query || !first || first.classList.contains("error-match")) return;
    var li = document.createElement("li");
    li.className = "md-search-result__item error-match";
    li.innerHTML = '<a class="md-search-result__link" tabindex="-1"><article class="md-search-result__article ' +
      'md-typeset" data-md-score="1e9"><div class="md-search-result__icon md-icon"></div><h1></h1>' +
      "<p>The page for this error.</p></article></a>";
    li.querySelector("a").href = pinned.item.href;
    li.querySelector("h1").textContent = pinned.item.entry.title;
    list.prepend(li);
  }

  document.addEventListener("paste", function (event) {
    var input = event.target;
    if (!(input instanceof HTMLInputElement) || !input.matches(SEARCH_INPUT) || !event.clipboardData) return;
    var pasted = event.clipboardData.getData("text/plain");
    var query = searchQuery(pasted);
    var before = input.value.slice(0, input.selectionStart || 0);
    var after = input.value.slice(input.selectionEnd || 0);
    var value = /\n|Error:/.test(pasted) ? query : squash(before + query + after);
    // A pasted traceback or error line replaces the query; a pasted word goes where the cursor is.
    event.preventDefault();
    setQuery(input, value);
    loadCatalogue().then(function (entries) {
      var item = documented(pasted, entries);
      pinned = item && { query: value, item: item };
      pin();
    });
  }, true);

  /* Material's search is a dialog without a name (axe-core: aria-dialog-name). */
  document.querySelectorAll('.md-search[role="dialog"]:not([aria-label])').forEach(function (el) {
    el.setAttribute("aria-label", "Search");
  });

  /* ---------------------------------------------------------------- the home page's lookup box */

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

  function lookUp(form) {
    var status = form.querySelector("[data-lookup-status]");
    var text = form.querySelector("textarea").value;
    status.textContent = "Looking up…";
    if (!text.trim()) {
      status.textContent = "Paste an error message or a whole traceback first.";
      form.querySelector("textarea").focus();
      return;
    }
    loadCatalogue().then(function (entries) {
      status.textContent = "";
      var match = documented(text, entries);
      if (match) {
        status.append("Found: ", link(match), ". Opening the page…");
        location.assign(match.href);
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
})();
