"""Start an error page (`make page`): trigger the error in torch, then write the page and its snippets.

    make page                      # asks for what it needs
    python -m torchdocs.newpage --trigger "torch.optim.SGD([], lr=0.1)" --group "Optimizers" \\
        --seen-in https://github.com/o/r/issues/1 https://discuss.pytorch.org/t/x/2

It runs the trigger code (after `import torch`, and `from torch import nn` when the code uses `nn.`) in a new
interpreter and takes the message torch prints as the page's title, then writes, from the page form of
torchdocs/errorpage.py: docs/errors/<slug>.md (front matter, the six sections in order, the version stamp), a trigger
snippet (one statement a line, seeded with `torch.manual_seed(0)` when its code draws random numbers) and a fix
snippet to edit, the nav entry in mkdocs.yml and the home page's entry; it records both snippets' outputs and
reads the message history when the torch wheels are cached (otherwise it says what `make history` downloads).
The page then builds strictly. What is left to write is marked by `<!-- write: ... -->` comments; the steps
printed at the end are README.md's "Add an error page".
"""

from __future__ import annotations

import argparse
import ast
import json
import re
import subprocess
import sys
import time
from pathlib import Path

from torchdocs import errorpage, evidence, history, record
from torchdocs.matching import DTYPE
from torchdocs.pages import DOCS, ROOT, SNIPPETS
from torchdocs.runner import run_snippet

MKDOCS_YML = ROOT / "mkdocs.yml"
HOME = DOCS / "index.md"
# Code that draws random numbers (a creation function, an in-place sampler, dropout, a layer that initialises its
# weights): the snippet seeds torch, so that every run prints the same (README: each snippet seeds any randomness).
RANDOM = re.compile(r"\b(?:rand|randn|randint|randperm|rand_like|randn_like|randint_like|normal_?|uniform_?|bernoulli_?"
                    r"|multinomial|exponential_|geometric_|cauchy_|log_normal_|random_|dropout\w*|shuffle)\b"
                    r"|\bnn\.(?!functional\b)[A-Z]\w*\(")
# What each section of the page is for; the template writes the six sections of errorpage.REQUIRED_SECTIONS.
GUIDANCE = {
    "The error": "the situation in a sentence or two; the trigger and its traceback (printed by the build) follow",
    "What it means": "what torch checks and why it refuses, in plain words; a snippet if it helps",
    "Why it happens": "one `### ` subsection per cause, most reported first, each with a snippet that reproduces "
                      "it and one `Seen in (N threads): [...](...) (what it shows), ...` paragraph: N threads you "
                      "found and read, at least two linked",
    "How to fix it": "one `### ` subsection per fix, each with a snippet fence excerpt=\"fix\"; a popular answer "
                     "that silences the error but is wrong goes under `### Not a fix: ...`, with proof",
    "How to prevent it": "a few rules that keep the error away",
    "Related errors": "links to other error pages of the site, each with why it is related",
}
assert list(GUIDANCE) == errorpage.REQUIRED_SECTIONS, "GUIDANCE must follow errorpage.REQUIRED_SECTIONS"


def slug_of(message: str, words_kept: int = 6, longest: int = 60) -> str:
    """A page name from a message: its first whole words ("non-negative" is one word), lower case, without the error
    type and the numbers it prints (3, 4x20; "fp16", "mat1" and "conv2d" are words), never cut inside a word."""
    text = re.sub(r"(?<=[a-z])'(?=[a-z])", "", message.split(": ", 1)[-1].lower())
    words = [word for word in re.findall(r"[a-z0-9]+(?:-[a-z0-9]+)*", text)
             if re.search(r"[a-z]", word) and not re.fullmatch(r"[\d-]+(?:x[\d-]+)+", word)]
    slug = ""
    for word in words[:words_kept]:
        if slug and len(slug) + 1 + len(word) > longest:
            break
        slug = f"{slug}-{word}" if slug else word
    return slug or "error"


def header_of(code: str) -> str:
    """The snippet's first lines: `import torch`, `from torch import nn` only when the code uses it, and the seed when
    the code draws random numbers."""
    header = "import torch\n" + ("from torch import nn\n" if re.search(r"(?<![\w.])nn\.", code) else "") + "\n"
    if RANDOM.search(code):
        header += "torch.manual_seed(0)  # the same random numbers on every run\n"
    return header


def one_statement_a_line(code: str) -> str:
    """`a = 1; f(a)` (what fits in `--trigger "..."`) as one statement a line; other code as it is."""
    code = code.strip()
    if "\n" in code or ";" not in code or "#" in code:
        return code
    try:
        tree = ast.parse(code)
    except SyntaxError:
        return code
    return "\n".join(ast.get_source_segment(code, node) for node in tree.body)


def fragment_of(message: str) -> str:
    """Literal text of the message for the history: its longest stretch without a variable part, quotes or
    brackets."""
    text = declared(message).split(": ", 1)[-1]
    pieces = re.split(r"\.\.\.|['\"`()\[\]{}=]+", text)
    best = max((p.strip(" .,:;") for p in pieces), key=len, default="")
    return " ".join(best.split()[:8])


NUMBER = r"(?<![\w.])\d+(?:\.\d+)?(?:x\d+)*(?![\w])"


def declared(message: str, in_torch=None) -> str:
    """The message as the page declares it: numbers, quoted names and dtype names vary with the reader's code, so
    they become `...`; a number between two words that torch writes as it is ("more than 1 value per channel") stays.
    `in_torch(text)`: whether torch's sources hold `text` (default: written_in_torch)."""
    in_torch = in_torch or written_in_torch

    def number(match: re.Match) -> str:
        before = re.search(r"(?:^|\s)([A-Za-z]+) $", match.string[: match.start()])
        after = re.match(r" ([A-Za-z]+)\b", match.string[match.end():])
        if before and after and in_torch(f"{before[1]} {match[0]} {after[1]}"):  # "than 1 value"
            return match[0]
        return "..."
    text = re.sub(r"'[^']*'", "...", message)
    text = DTYPE.sub("...", text)
    text = re.sub(NUMBER, number, text)
    return re.sub(r"(\.\.\.)(?:[x, ]*\.\.\.)+", "...", text)


def written_in_torch(text: str) -> bool:
    """Whether `text` is written as it is in the installed torch: its Python files or libtorch's strings."""
    import torch

    folder = Path(torch.__file__).parent
    for command in (["grep", "-rqF", "--include=*.py", text, str(folder)],
                    ["grep", "-qaF", text, *map(str, (folder / "lib").glob("libtorch_cpu.*"))]):
        if subprocess.run(command, capture_output=True).returncode == 0:
            return True
    return False


def trigger_message(code: str, where: Path) -> str:
    """Run `code` as a snippet file and return the last line of what it raised (or warned)."""
    where.write_text(header_of(code) + code.strip() + "\n", encoding="utf-8")
    run = run_snippet(where)
    lines = [line for line in run.output.splitlines() if line.strip()]
    if run.error:
        return run.error
    warned = [line.split(": ", 1)[1] for line in lines if re.search(r":\d+: \w*Warning: ", line)]
    if warned:
        return warned[-1]
    raise SystemExit(f"the trigger code ran without raising or warning; it printed:\n{run.output}")


def page_text(message: str, stem: str, trigger: str, fix: str, seen_in: list[str]) -> str:
    W = errorpage.WRITE
    links = ", ".join(f"[{_label(url)}]({url}) ({W} what this thread shows -->)" for url in seen_in) \
        or f"{W} two or more threads -->"
    front = (
        "---\n"
        f"error: {_yaml_string(declared(message))}\n"
        f"fragment: {_yaml_string(fragment_of(message))}\n"
        f"trigger:\n  - {stem}/{trigger}\n"
        f'meaning: "{errorpage.STAND_IN_MEANING}{_meaning_escape(message)}"  # write: one sentence in the reader\'s words\n'
        "causes:  # one per `### ` cause under \"Why it happens\", same order; the first cause's fix opens the page\n"
        f'  - sign: "{errorpage.STAND_IN_SIGN}"  # write: what the reader sees in their code\n'
        f"    fix: {stem}/{fix}\n"
        "---\n"
    )
    E = errorpage
    sections = {
        "The error": f"{W} {GUIDANCE['The error']} -->\n\n```snippet\n{stem}/{trigger}\n```\n\n"
                     '--8<-- "verified-with.md"\n',
        "What it means": f"{W} {GUIDANCE['What it means']} -->\n\n{E.MEANS}\n",
        "Why it happens": f"{W} {GUIDANCE['Why it happens']} -->\n\n{E.CAUSE}\n\n"
                          f"Seen in ({len(seen_in)} threads): {links}.\n",
        "How to fix it": f"{W} {GUIDANCE['How to fix it']} -->\n\n{E.FIX}\n\n"
                         f'```snippet excerpt="fix"\n{stem}/{fix}\n```\n',
        "How to prevent it": f"{W} {GUIDANCE['How to prevent it']} -->\n\n{E.PREVENT}\n",
        "Related errors": f"{W} {GUIDANCE['Related errors']} -->\n\n"
                          f"- {E.RELATED} {W} replace this line by the error pages a reader confuses with this one, "
                          "each with why -->\n",
    }
    return front + "".join(f"\n## {title}\n\n{sections[title]}" for title in errorpage.REQUIRED_SECTIONS)


def evidence_text(slug: str, seen_in: list[str]) -> str:
    """evidence/<slug>.yml: a stand-in line for each thread, to replace by the error line the thread shows."""
    return (f"# docs/errors/{slug}.md: the error line each \"Seen in\" thread shows, copied from the thread\n"
            + "".join(f'{url}: "{errorpage.WRITE} the error line as this thread shows it -->"\n' for url in seen_in))


def fix_text(code: str) -> str:
    return (header_of(code) + "# The trigger's code, corrected: replace the lines between the markers with the fix a\n"
            "# reader pastes, and print what shows that it works.\n# --8<-- [start:fix]\n"
            + "".join(f"# {line}\n" for line in code.strip().splitlines()) + "# --8<-- [end:fix]\n"
            + errorpage.STAND_IN_FIX + "\n")


def add_to_nav(text: str, group: str, title: str, page: str) -> str:
    """mkdocs.yml with `page` at the end of nav group `group` (a new group goes before the Guides)."""
    entry = f"      - {_yaml_string(' '.join(title.split()))}: {page}\n"  # a message on several lines: one line
    lines = text.splitlines(keepends=True)
    heads = [i for i, line in enumerate(lines) if re.match(r"^  - (\"[^\"]*\"|[^\"\n:]+):\s*$", line)]
    for i in heads:
        if lines[i].strip()[2:].rstrip(":").strip('"') == group:
            end = i + 1
            while end < len(lines) and lines[end].startswith("      "):
                end += 1
            return "".join(lines[:end] + [entry] + lines[end:])
    guides = next(i for i in heads if lines[i].strip().startswith("- Guides"))
    return "".join(lines[:guides] + [f"  - {_yaml_string(group)}:\n", entry] + lines[guides:])


def add_to_home(text: str, group: str, title: str, page: str) -> str:
    """The home page with a line for `page` at the end of the `### group` list of errors (a new group goes last)."""
    entry = f"- [{_markdown_link_text(title)}]({page}):\n  {errorpage.WRITE} when a reader meets it, in a few words -->\n"
    match = re.search(rf"^### {re.escape(group)}\n\n(?:- .*\n(?:  .*\n)*)*", text, re.M)
    if match:
        return text[: match.end()] + entry + text[match.end() :]
    guides = re.search(r"^## Guides", text, re.M)
    at = guides.start() if guides else len(text)
    return text[:at] + f"### {group}\n\n{entry}\n" + text[at:]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--trigger", help="Python code that raises the error (torch and nn are imported); statements "
                                          "separated by `;` become one a line")
    parser.add_argument("--slug", help="the page's file name without .md (default: from the message)")
    parser.add_argument("--group", help="the nav and home-page group (an existing one, or a new one)")
    parser.add_argument("--seen-in", nargs="*", default=None, help="two or more public threads that show the error")
    parser.add_argument("--no-history", action="store_true", help="do not read the message history (run it later)")
    args = parser.parse_args(argv)
    started = time.monotonic()
    code = one_statement_a_line(args.trigger or _ask(
        "Python lines that raise the error (torch and nn are imported; end with an empty line):", multiline=True,
        option="--trigger"))
    scratch = SNIPPETS / "_newpage_trigger.py"
    try:
        message = trigger_message(code, scratch)
    finally:
        scratch.unlink(missing_ok=True)
    print(f"torch {history.installed_version()} raised:\n  {message}")
    slug = args.slug or slug_of(message)
    page = DOCS / "errors" / f"{slug}.md"
    if page.exists():
        raise SystemExit(f"docs/errors/{slug}.md exists already: choose another --slug")
    groups = re.findall(r"^### (.+)$", HOME.read_text(encoding="utf-8"), re.M)
    group = args.group or _ask(f"Group ({', '.join(groups)}, or a new one):", option="--group")
    if group not in groups:
        print(f"{group!r} is a new group (the home page's groups: {', '.join(groups)})")
    seen_in = args.seen_in if args.seen_in is not None else _ask(
        "Two or more public threads that show this error (GitHub issues, discuss.pytorch.org, ...), space-separated:",
        option="--seen-in",
    ).split()
    folder = SNIPPETS / slug
    folder.mkdir(parents=True, exist_ok=True)
    trigger, fix = f"01_{slug.replace('-', '_')}_trigger.py", "02_fix_it.py"
    (folder / trigger).write_text(header_of(code) + code.strip() + "\n", encoding="utf-8")
    (folder / fix).write_text(fix_text(code), encoding="utf-8")
    title = declared(message)
    page.write_text(page_text(message, slug, trigger, fix, seen_in), encoding="utf-8")
    evidence.path_for(f"errors/{slug}.md").parent.mkdir(exist_ok=True)
    evidence.path_for(f"errors/{slug}.md").write_text(evidence_text(slug, seen_in), encoding="utf-8")
    nav_title = title.split(": ", 1)[-1]  # the nav names the message without its type, as for the other pages
    MKDOCS_YML.write_text(add_to_nav(MKDOCS_YML.read_text(encoding="utf-8"), group, nav_title, f"errors/{slug}.md"),
                          encoding="utf-8")
    HOME.write_text(add_to_home(HOME.read_text(encoding="utf-8"), group, title, f"errors/{slug}.md"), encoding="utf-8")
    print(f"wrote docs/errors/{slug}.md, evidence/{slug}.yml, snippets/{slug}/{trigger}, snippets/{slug}/{fix}; "
          f"added it to mkdocs.yml's nav and docs/index.md under {group!r}")
    record.main([str(folder)])
    wheels = history.DEFAULT_WHEELS
    cached = [m for m in history.minors(history.installed_version()) if history.cached_wheel(m, wheels)]
    if args.no_history:
        print("message history not read (--no-history): run `make history` before the page can build strictly.")
    elif len(cached) == len(history.minors(history.installed_version())):
        print("reading the message history from the cached wheels (about a minute)...")
        subprocess.run([sys.executable, "-m", "torchdocs.history", "--offline"], check=True, cwd=ROOT)
        print(history_note(f"errors/{slug}.md", title))
    else:
        print(f"message history: {len(cached)} of {len(history.minors(history.installed_version()))} torch wheels are "
              f"cached in {wheels}. Run `make history` next: it downloads the others (about 2.4 GB for all, ten "
              "minutes or more on a fast line) and then reads them; the build refuses the page until it has run.")
    print(f"done in {time.monotonic() - started:.0f} s.\n{next_steps(slug, trigger, fix)}")
    return 0


def history_note(page: str, title: str) -> str:
    """What the message history found for the new page, and what to do when it is not the message torch raised."""
    entries = json.loads(history.DATA.read_text(encoding="utf-8")).get("pages", {}).get(page) or []
    entries = sorted(entries, key=lambda e: bool(e.get("part")))  # a whole wording first, if any
    if not entries:
        return ("message history: no release prints this message as one string. A message C++ builds from several "
                "strings needs `before:`/`after:` in the front matter (README.md, \"Writing pages\"), then `make history`.")
    newest = entries[0]["message"]
    words, found = re.findall(r"[A-Za-z_]{2,}", title), set(re.findall(r"[A-Za-z_]{2,}", newest))
    if sum(word in found for word in words) < 0.8 * len(words):  # a piece of the message, not all of it
        return (f"message history: the newest wording found is only part of the message torch raised:\n  {newest}\n"
                f"  {title}\nA message C++ builds from several strings needs `before:`/`after:` in the front matter "
                "(README.md, \"Writing pages\"), then `make history`.")
    return f"message history: {len(entries)} wording(s); the newest, {newest!r}, is the message torch raised."


def next_steps(slug: str, trigger: str, fix: str) -> str:
    """The rest of README.md's "Add an error page", in its order, with this page's files."""
    return (
        "Next (README.md, \"Add an error page\"):\n"
        f"  2. Snippets: make snippets/{slug}/{trigger} raise the error as readers meet it, write the fix in\n"
        f"     snippets/{slug}/{fix} (and more causes' snippets), then `.venv/bin/python -m torchdocs.record snippets/{slug}`.\n"
        f"  3. Write docs/errors/{slug}.md where the <!-- write: ... --> comments say (front matter first), and its\n"
        "     line on the home page, docs/index.md.\n"
        "  4. Evidence: what each linked thread shows, in its cause's `Seen in` paragraph (a value quoted from a\n"
        "     thread in plain text, not `code`: inline code that looks like an output must name its snippet), and\n"
        f"     in evidence/{slug}.yml the error line each thread shows, copied from the thread.\n"
        "  5. `make check`: the strict build refuses the page while anything make page wrote for you to replace\n"
        "     is left (it names each one)."
    )


def _ask(prompt: str, multiline: bool = False, option: str = "") -> str:
    print(prompt)
    try:
        if not multiline:
            return input("> ").strip()
        lines = []
        while (line := input("> " if not lines else "  ")) != "":
            lines.append(line)
        return "\n".join(lines)
    except EOFError:  # no terminal to answer from (a script, make without a tty)
        raise SystemExit(f"make page: no terminal to answer from: pass {option} "
                         "(make page ARGS='--trigger ... --group ... --seen-in URL URL')") from None


def _label(url: str) -> str:
    github = re.match(r"https://github\.com/([\w.-]+/[\w.-]+)/(?:issues|pull|discussions)/(\d+)", url)
    return f"{github[1]}#{github[2]}" if github else re.sub(r"^https?://(www\.)?", "", url).split("/")[0] + " thread"


def _yaml_string(text: str) -> str:
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def _meaning_escape(text: str) -> str:
    return text.replace("\\", "\\\\").replace('"', '\\"')


def _markdown_link_text(text: str) -> str:
    """A title as a link's text on one line: brackets and backticks kept as text (`lr_scheduler.step()`)."""
    return " ".join(text.split()).replace("[", "\\[").replace("]", "\\]").replace("`", "\\`")


if __name__ == "__main__":
    sys.exit(main())
