"""Which pages and snippets a change touches: what `make check` (`pytest --changed`) runs beyond the fast layer.

The change is what differs from main, by git: the files changed since the merge-base of HEAD and `origin/main`
(else `main`), committed or not, and the untracked files. From it:

- a snippet (`snippets/<page>/<file>.py` or its `.out`): that snippet, and every page that includes it;
- a page (`docs/**.md`): that page, and every snippet it includes;
- a page whose lookup inputs differ from the merge-base (its declared `error`, `fragment`, `exclude`, `before`,
  `after`, a fence's `raises=`, an error line written as inline code), a snippet whose recorded output's error
  lines differ, the home page (it holds the "Paste your error" box), `history/`: the lookup tests (the catalogue,
  both boxes); `history/` also selects every error page (each shows its Message block);
- shared code (SHARED: the tooling, the theme, the assets, the configuration, the tests): everything.

Anything else (README.md, PERFORMANCE.md, CI files) changes no page: the fast layer alone checks it.
The fast layer (not fresh, not browser) runs whole but for its isolated run of each snippet, kept for the selected
snippets (the strict build runs every snippet and refuses any output that is not the recorded one);
`tests/conftest.py` deselects the fresh and browser tests that check only unchanged pages and snippets (see `keeps`).
"""

from __future__ import annotations

import json
import re
import subprocess
from dataclasses import dataclass, field

from torchdocs.pages import DOCS, error_pages, front_matter, usages
from torchdocs.runner import ROOT

# A change under one of these may change every page (or every test): everything is checked.
SHARED = ("torchdocs/", "overrides/", "docs/assets/", "docs/_includes/", "tests/", "mkdocs.yml", "pyproject.toml")
BASES = ("origin/main", "main")
LOOKUP_KEYS = ("error", "fragment", "exclude", "before", "after", "other_dtypes")
ERROR_LINE = re.compile(r"^\s*(?:[A-Za-z_]\w*\.)*[A-Za-z_]\w*(?:Error|Exception|Warning): \S.*$")
_INLINE_CODE = re.compile(r"`([^`\n]+)`")
_RAISES = re.compile(r'raises="([^"]*)"')


@dataclass
class Selection:
    """What a change touches. `everything`: shared code changed, every page and snippet is checked."""

    everything: bool = False
    pages: set[str] = field(default_factory=set)  # relative to docs/: "errors/x.md", "index.md"
    snippets: set[str] = field(default_factory=set)  # relative to snippets/: "page/01_x.py"
    lookup: bool = False
    site_wide: bool = False  # the fresh and browser tests that check no one page or snippet (--only-pages)
    base: str = ""  # what the change is measured against, for the report
    why: list[str] = field(default_factory=list)

    def page(self, src: str) -> bool:
        return self.everything or src in self.pages

    def snippet(self, snippet: str) -> bool:
        return self.everything or snippet in self.snippets

    def summary(self) -> str:
        if self.everything:
            shared = [why for why in self.why if not why.startswith("lookup")]
            more = f" and {len(shared) - 3} more" if len(shared) > 3 else ""
            return f"changed since {self.base}: shared code ({', '.join(shared[:3])}{more}): everything is checked"
        pages = ", ".join(sorted(self.pages)) or "none"
        return (f"changed since {self.base}: {len(self.pages)} page(s) ({pages}), {len(self.snippets)} snippet(s), "
                f"lookup tests {'yes' if self.lookup else 'no'}")


def git(*args: str, check: bool = True) -> str:
    done = subprocess.run(["git", *args], cwd=ROOT, capture_output=True, text=True)
    if check and done.returncode != 0:
        raise RuntimeError(f"git {' '.join(args)} failed: {done.stderr.strip()}")
    return done.stdout if done.returncode == 0 else ""


def merge_base(base: str | None = None) -> tuple[str, str]:
    """(name, commit): the merge-base of HEAD and `base` (default: origin/main, else main)."""
    for ref in [base] if base else BASES:
        if git("rev-parse", "--verify", "--quiet", f"{ref}^{{commit}}", check=False).strip():
            return ref, git("merge-base", "HEAD", ref).strip()
    raise RuntimeError(f"none of {', '.join([base] if base else BASES)} exists: nothing to compare the change with")


def changed_files(commit: str) -> set[str]:
    """Paths (relative to the repository's top) that differ from `commit`: committed since, staged, unstaged, untracked.
    `git diff <commit>` compares it with the working tree."""
    found = git("diff", "--name-only", "--no-renames", "-z", commit).split("\0")
    found += git("ls-files", "--others", "--exclude-standard", "--full-name", "-z").split("\0")
    prefix = git("rev-parse", "--show-prefix").strip()  # ROOT inside a larger checkout (a test's copy)
    return {path.removeprefix(prefix) for path in found if path and path.startswith(prefix)}


def old_text(commit: str, path: str) -> str | None:
    """The file as it was at `commit` (None if it did not exist)."""
    prefix = git("rev-parse", "--show-prefix").strip()
    done = subprocess.run(["git", "show", f"{commit}:{prefix}{path}"], cwd=ROOT, capture_output=True, text=True)
    return done.stdout if done.returncode == 0 else None


def lookup_inputs(page_text: str | None) -> tuple:
    """What the catalogue of messages (torchdocs/catalogue.py) reads from a page: its declarations, its fences'
    `raises=`, and error lines written as inline code."""
    if page_text is None:
        return ()
    meta = front_matter(page_text)
    declared = tuple(repr(meta.get(key)) for key in LOOKUP_KEYS)
    spans = sorted({span.strip() for span in _INLINE_CODE.findall(page_text) if ERROR_LINE.match(span.strip())})
    return declared, tuple(sorted(_RAISES.findall(page_text))), tuple(spans)


def error_lines(output: str | None) -> set[str]:
    return {line.strip() for line in (output or "").splitlines() if ERROR_LINE.match(line)}


def _without_nav(config: str | None) -> str | None:
    """mkdocs.yml without its `nav:` block (which lists pages: a page added to it is checked as a page)."""
    return None if config is None else re.sub(r"(?ms)^nav:\n.*?(?=^\S|\Z)", "", config)


def select(files: set[str], commit: str = "", base: str = "") -> Selection:
    """The Selection for a set of changed paths (relative to the repository root); `commit` is the merge-base the
    old versions are read from (for the lookup inputs)."""
    selection = Selection(base=base or commit[:12])
    fences = usages()
    for path in sorted(files):
        if path == "mkdocs.yml" and commit and _without_nav(old_text(commit, path)) == _without_nav(
                (ROOT / path).read_text(encoding="utf-8")):
            selection.why.append("mkdocs.yml: the nav only (a page added or renamed is checked as a page)")
        elif path.startswith(SHARED) or path in SHARED:
            selection.everything = True
            selection.why.append(path)
        elif path.startswith("docs/") and path.endswith(".md"):
            src = path.removeprefix("docs/")
            selection.pages.add(src)
            selection.snippets.update(u.snippet for u in fences if u.page == src)
            now = (DOCS / src).read_text(encoding="utf-8") if (DOCS / src).is_file() else None
            if src == "index.md" or lookup_inputs(now) != lookup_inputs(old_text(commit, path) if commit else None):
                selection.lookup = True
                selection.why.append(f"lookup: {path}")
        elif path.startswith("snippets/") and path.endswith((".py", ".out")):
            snippet = path.removeprefix("snippets/").removesuffix(".out").removesuffix(".py") + ".py"
            selection.snippets.add(snippet)
            selection.pages.update(u.page for u in fences if u.snippet == snippet)
            if path.endswith(".out"):
                now = ROOT / path
                old = old_text(commit, path) if commit else None
                if error_lines(now.read_text(encoding="utf-8") if now.is_file() else None) != error_lines(old):
                    selection.lookup = True
                    selection.why.append(f"lookup: {path}")
        elif path.startswith("history/"):
            # Each error page shows its own entry: the pages whose entry changed (every one when the releases read
            # changed, since each shows release ranges)
            selection.lookup = True
            old = json.loads(old_text(commit, path) or "{}") if commit else {}
            now = json.loads((ROOT / path).read_text(encoding="utf-8")) if (ROOT / path).is_file() else {}
            pages = set(error_pages())
            if old.get("releases") != now.get("releases"):
                touched = pages
            else:
                before, after = old.get("pages", {}), now.get("pages", {})
                touched = {src for src in pages if before.get(src) != after.get(src)}
            selection.pages.update(touched)
            selection.why.append(f"lookup and the {len(touched)} error pages whose entry changed: {path}")
    return selection


def changed(base: str | None = None) -> Selection:
    """The Selection for the change at hand (see the module's docstring)."""
    name, commit = merge_base(base)
    return select(changed_files(commit), commit, f"{name} (merge-base {commit[:12]})")


def only(pages: list[str]) -> Selection:
    """The per-page and per-snippet tests of only the given pages (relative to docs/) and their snippets; every
    other test runs (the benchmark's subsets: the difference between two of them is what pages cost)."""
    chosen = set(pages)
    return Selection(pages=chosen, snippets={u.snippet for u in usages() if u.page in chosen}, lookup=True,
                     site_wide=True, base="--only-pages")


if __name__ == "__main__":  # python -m torchdocs.changed [--json] [BASE]
    import sys

    arguments = [arg for arg in sys.argv[1:] if arg != "--json"]
    chosen = changed(arguments[0] if arguments else None)
    if "--json" in sys.argv:
        print(json.dumps({"everything": chosen.everything, "pages": sorted(chosen.pages),
                          "snippets": sorted(chosen.snippets), "lookup": chosen.lookup}))
    else:
        print(chosen.summary())
