# One entry point for every task. The first run creates .venv and installs everything (a few minutes).
PYTHON ?= python3.11
VENV   := .venv
BIN    := $(VENV)/bin
export NO_MKDOCS_2_WARNING := 1

.PHONY: serve build test outputs bench clean

$(BIN)/.installed: pyproject.toml
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet --editable '.[test]'
	touch $@

## serve: build the site in strict mode and serve it on http://127.0.0.1:8000
serve: $(BIN)/.installed
	$(BIN)/mkdocs serve --strict --dev-addr 127.0.0.1:8000

## build: strict build into site/
build: $(BIN)/.installed
	$(BIN)/mkdocs build --strict

## test: the whole test suite (snippets, built site, browser)
test: $(BIN)/.installed
	$(BIN)/python -m pytest

## outputs: re-run every snippet and rewrite its recorded output (snippets/**/*.out); review with git diff
outputs: $(BIN)/.installed
	$(BIN)/python -m torchdocs.record

clean:
	rm -rf site test-results
