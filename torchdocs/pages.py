"""Read the pages in `docs/`: their front matter and the snippet fences they hold.

The build (through `fence.py`) and the tests read the same declarations through this module.
A fence that includes and runs a snippet looks like this:

    ```snippet raises="RuntimeError: Mismatch in shape: ..."
    backward-non-scalar-output/05_wrong_shaped_seed.py
    ```

A snippet that needs a GPU says so (`needs="gpu"` in its fence, or it is one of its page's `gpu_trigger:`
snippets). Where torch sees no GPU it is not run: `usages()` leaves it out, and its fence shows the code with
the message read from torch's CUDA wheel (fence.py).
"""

from __future__ import annotations

import copy
import difflib
import functools
import re
from dataclasses import dataclass
from pathlib import Path

import yaml

from torchdocs.runner import ROOT, SNIPPETS, Run, display, raise_problem, same_output

DOCS = ROOT / "docs"
FENCE_OPTIONS = {"raises", "excerpt", "output", "needs"}
_FENCE = re.compile(r"^(?P<indent>[ \t]*)```snippet(?P<options>[^\n]*)\n(?P<body>.*?)\n(?P=indent)```", re.M | re.S)
_OPTION = re.compile(r'(\w+)="([^"]*)"')
_FRONT_MATTER = re.compile(r"\A---\n(.*?)\n---\n", re.S)


@dataclass(frozen=True)
class Usage:
    """One snippet fence on one page."""

    page: str  # relative to docs/, e.g. "errors/grad-implicitly-created-scalar-outputs.md"
    snippet: str  # relative to snippets/, e.g. "backward-non-scalar-output/01_refusal_and_two_fixes.py"
    raises: str | None  # the declared "Type: message" (with `...` for variable parts), or None
    excerpt: str | None  # name of the section shown on the page, or None for the whole file
    needs: str | None = None  # "gpu": runs only where torch sees a CUDA device

    @property
    def path(self) -> Path:
        return SNIPPETS / self.snippet

    @property
    def recorded(self) -> Path:
        """The file holding the snippet's expected output, beside the snippet."""
        return self.path.with_suffix(".out")


def front_matter(text: str) -> dict:
    match = _FRONT_MATTER.match(text)
    return (load_yaml(match.group(1)) or {}) if match else {}


def load_yaml(text: str):
    """yaml.safe_load, with libyaml's parser when PyYAML has it, each text parsed once per process (a build reads
    each page's front matter several times): a copy, so that no caller changes another's."""
    return copy.deepcopy(_parsed_yaml(text))


@functools.lru_cache(maxsize=1024)
def _parsed_yaml(text: str):
    return yaml.load(text, Loader=getattr(yaml, "CSafeLoader", yaml.SafeLoader))  # noqa: S506 (a safe loader)


def expected_raise(meta: dict, snippet: str, fence_raises: str | None) -> str | None:
    """A fence may declare `raises`; an error page's `trigger` snippets raise the page's declared `error`."""
    if fence_raises:
        return fence_raises
    if snippet in as_list(meta.get("trigger")) + as_list(meta.get("gpu_trigger")):
        return meta["error"]
    return None


def needs(meta: dict, snippet: str, fence_needs: str | None) -> str | None:
    """What a snippet needs to run: "gpu" when its fence says `needs="gpu"` or it is a `gpu_trigger:`."""
    return fence_needs or ("gpu" if snippet in as_list(meta.get("gpu_trigger")) else None)


@functools.cache
def gpu_present() -> bool:
    """Does the torch that runs the snippets see a CUDA device? (Imported only when a page has a GPU snippet.)"""
    import torch

    return torch.cuda.is_available()


def nav_pages(nav) -> list[str]:
    """Every page path (relative to docs/) in a `nav:` value, as MkDocs or a YAML reader gives it (links to other
    sites left out)."""
    if isinstance(nav, str):
        return [] if nav.startswith(("http://", "https://")) else [nav]
    if isinstance(nav, list):
        return [p for item in nav for p in nav_pages(item)]
    if isinstance(nav, dict):
        return [p for value in nav.values() for p in nav_pages(value)]
    return []


def usages(docs: Path = DOCS, runnable: bool = True) -> list[Usage]:
    """Every snippet fence of every page; with `runnable`, not those that need a GPU where there is none."""
    found = []
    for page in sorted(docs.rglob("*.md")):
        text = page.read_text(encoding="utf-8")
        meta = front_matter(text)
        for fence in _FENCE.finditer(text):
            options = dict(_OPTION.findall(fence["options"]))
            snippet = fence["body"].strip()
            needed = needs(meta, snippet, options.get("needs"))
            if runnable and needed == "gpu" and not gpu_present():
                continue
            found.append(
                Usage(
                    page=str(page.relative_to(docs)),
                    snippet=snippet,
                    raises=expected_raise(meta, snippet, options.get("raises")),
                    excerpt=options.get("excerpt"),
                    needs=needed,
                )
            )
    return found


def error_pages(docs: Path = DOCS) -> dict[str, dict]:
    """Pages that document one error message, keyed by their path relative to docs/."""
    pages = {}
    for page in sorted(docs.rglob("*.md")):
        meta = front_matter(page.read_text(encoding="utf-8"))
        if "error" in meta:
            pages[str(page.relative_to(docs))] = meta
    return pages


def as_list(value) -> list:
    """A front-matter value that may be one item or a list (`trigger:`), as a list."""
    if value is None:
        return []
    return value if isinstance(value, list) else [value]


def output_diff(expected: str, actual: str, expected_name: str, actual_name: str) -> str:
    lines = difflib.unified_diff(
        expected.splitlines(keepends=True), actual.splitlines(keepends=True), expected_name, actual_name
    )
    return "".join(lines)


def problems(usage: Usage, run: Run) -> list[str]:
    """Everything in which a run breaks the contract of its fence: how it ends and what it prints (a GPU snippet
    run on a GPU: how it ends; its output depends on the GPU, and none is recorded on the CPU that builds the site)."""
    found = []
    raise_issue = raise_problem(run, usage.raises)
    if raise_issue:
        found.append(raise_issue)
    recorded = usage.recorded
    if usage.needs == "gpu" and not recorded.is_file():
        return found
    if not recorded.is_file():
        found.append(f"no recorded output {display(recorded)}: run `make outputs` and review the diff")
    else:
        expected = recorded.read_text(encoding="utf-8")
        if not same_output(expected, run.output):  # process ids aside (runner.VARIES)
            diff = output_diff(expected, run.output, display(recorded), f"printed by {display(usage.path)} now")
            found.append(f"output differs from the recorded output:\n{diff}")
    return found


def describe(usage: Usage, found: list[str]) -> str:
    """One failure message that names the page, the snippet file and the difference."""
    return f"page docs/{usage.page}, snippet snippets/{usage.snippet}: " + "\n".join(found)
