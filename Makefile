# One entry point for every task. The first run creates .venv and installs everything (a few minutes).
PYTHON ?= python3.11
VENV   := .venv
BIN    := $(VENV)/bin
export NO_MKDOCS_2_WARNING := 1

.PHONY: serve build test check outputs history runs page bench clean

$(BIN)/.installed: pyproject.toml tests/browser/package-lock.json
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet --editable '.[test]'
	npm ci --prefix tests/browser --silent --no-audit --no-fund
	touch $@

## serve: build the site in strict mode and serve it on http://127.0.0.1:8000; a rebuild re-runs only the snippets
## whose file changed (outputs of unchanged ones come from ~/.cache/torchdocs/snippets; only serve reads it)
serve: $(BIN)/.installed
	$(BIN)/mkdocs serve --strict --dev-addr 127.0.0.1:8000

## build: strict build into site/
build: $(BIN)/.installed
	$(BIN)/mkdocs build --strict

## test: the whole test suite (snippets, built site, browser)
test: $(BIN)/.installed
	$(BIN)/python -m pytest

## check: after editing a page or a snippet: the strict build and the fast layer, and the fresh-interpreter and
## browser tests of only the pages and snippets that differ from main and what depends on them (git: merge-base with
## origin/main or main, uncommitted and untracked files included; torchdocs/changed.py); shared code checks everything
CHECK_BASE ?=
check: $(BIN)/.installed
	$(BIN)/python -m pytest --changed=$(CHECK_BASE)

## outputs: re-run every snippet and rewrite its recorded output (snippets/**/*.out); review with git diff
outputs: $(BIN)/.installed
	$(BIN)/python -m torchdocs.record

## history: read each error page's message from every torch release's wheel into history/messages.json
## (wheels cached in $$TORCHDOCS_WHEELS, default ~/.cache/torchdocs-wheels); review with git diff
history: $(BIN)/.installed
	$(BIN)/python -m torchdocs.history

## runs: run every error page's trigger snippets under each torch release from 1.7 to the one before the installed one
## (Linux wheels, stub CUDA libraries and, for 1.x, Debian 11's Python 3.9 in $$TORCHDOCS_RELEASES, default
## ~/.cache/torchdocs-releases: about 15 GB the first time)
## into history/runs.json, which `make history` reads; review with git diff
runs: $(BIN)/.installed
	$(BIN)/python -m torchdocs.releaseruns

## page: start an error page: asks for the code that raises the error, then writes the page, its snippets, its nav
## and home entries (torchdocs/newpage.py; `make page ARGS='--trigger "..." --group "..."'` without questions)
ARGS ?=
page: $(BIN)/.installed
	$(BIN)/python -m torchdocs.newpage $(ARGS)

## bench: build time against its floor, serve rebuilds, cost per snippet, page weight, the first search on a phone,
## Lighthouse (15 minutes or less on 2 cores; `BENCH_ARGS=--quick` about 3; `BENCH_ARGS=--tests` adds make check and
## the suite's growth, about 55 minutes more); not part of `make test`
BENCH_ARGS ?=
bench: $(BIN)/.installed
	$(BIN)/python -m torchdocs.bench $(BENCH_ARGS)

clean:
	rm -rf site test-results
