"""Start an error page (`make page`): trigger the error in torch, then write the page and its snippets.

    make page                      # asks for what it needs
    python -m torchdocs.newpage --trigger "torch.optim.SGD([], lr=0.1)" --group "Optimizers" \\
        --seen-in https://github.com/o/r/issues/1 https://discuss.pytorch.org/t/x/2

It runs the trigger code (after `import torch`, and `from torch import nn` when the code uses `nn.`) in a new
interpreter and takes the message torch prints as the page's title; it reads how the history finds that message
(`fragment:`, `before:`/`after:`, `exclude:`) from the installed torch's own strings (pick_pieces), then writes, from
the page form of torchdocs/errorpage.py: docs/errors/<slug>.md (front matter, the six sections in order, the version
stamp), a trigger snippet (one statement a line, seeded with `torch.manual_seed(0)` when its code draws random
numbers) and a fix snippet to edit, the nav entry in mkdocs.yml and the home page's entry; it records both
snippets' outputs and reads the message history when the torch wheels are cached (otherwise it says what
`make history` downloads).
The page then builds strictly. What is left to write is marked by `<!-- write: ... -->` comments; the steps
printed at the end are README.md's "Add an error page".
"""

from __future__ import annotations

import argparse
import ast
import gzip
import json
import os
import re
import struct
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
    brackets (what make page writes when no string of the installed torch holds two words of the message)."""
    text = declared(message).split(": ", 1)[-1]
    pieces = re.split(r"\.\.\.|['\"`()\[\]{}=]+", text)
    best = max((p.strip(" .,:;") for p in pieces), key=len, default="")
    return " ".join(best.split()[:8])


# The libraries whose C strings hold torch's C++ messages, and how many bytes around a string that holds part of
# the message are decoded: enough for the strings near it, where the history looks for the other pieces (WINDOW).
LIBRARIES = ("libtorch_cpu.", "libtorch_python.", "libc10.")
AROUND = 4096
WORDS = r"[A-Za-z]\w*"


def pick_pieces(message: str) -> tuple[dict, dict] | None:
    """How the history finds `message`, read from the installed torch's own strings: {"fragment", "before",
    "after", "exclude"} for the front matter, and the strings read (history.read_wheel's form, to check it with
    history.wordings). The fragment is the message's first piece that one string holds (or its longest, when the
    first has fewer than three words), at most eight words; `before`/`after` are the other pieces, when C++
    builds the message from several strings; `exclude` a word of each other message holding the fragment
    (nanmean's holds mean's words). None when no string holds two words of the message in a row."""
    import mmap
    from importlib.util import find_spec

    folder = Path(find_spec("torch").origin).parent  # (importing torch takes longer than the rest)
    text = declared(message).split(": ", 1)[-1]
    python = _python_messages(folder, text)
    libraries, files = {}, []
    try:
        for path in sorted((folder / "lib").iterdir()):
            if path.name.startswith(LIBRARIES) and path.suffix in (".so", ".dylib"):
                files.append(path.open("rb"))
                libraries[path.name] = mmap.mmap(files[-1].fileno(), 0, access=mmap.ACCESS_READ)
        found = {}
        holding = lambda needle: found.setdefault(needle, _holding(needle, libraries, python))  # noqa: E731
        every = _pieces(text, holding)
        # The pieces C strings hold (a Python message is read whole: it may hold two of them and the value between);
        # they give the fragment unless they hold less than half of what Python's strings do (a Python message).
        in_c = _pieces(text, lambda needle: [h for h in holding(needle) if h[0]])
        words = lambda found: sum(len(re.findall(WORDS, p)) for _, p in found)  # noqa: E731
        pieces = in_c if in_c and 2 * words(in_c) >= words(every) else every
        if not pieces:
            return None
        at, piece = pieces[0] if len(re.findall(WORDS, pieces[0][1])) >= 3 else max(
            pieces, key=lambda p: len(re.findall(WORDS, p[1])))
        fragment = re.match(r"\s*((?:\S+\s+){0,7}\S+)", piece)[1]
        at += piece.index(fragment)
        holders = _holding(fragment, libraries, python)
        own = [h for h in holders if _differs(h[2], fragment, text, at) is None]
        exclude = []
        for holder in holders:
            word = _differs(holder[2], fragment, text, at)
            if word and not any(word in h[2] for h in own) and word not in exclude:
                exclude.append(word)
        strings = {"version": history.installed_version(), "python": python, "libraries": {
            f"{name}@{start}": _around(libraries[name], start) for name, start, _ in holders if name}}
        tables = [strings["libraries"][f"{name}@{start}"] for name, start, _ in own if name] + _cached_tables()
        near = [table[max(i - history.WINDOW[-1], 0):i + history.WINDOW[-1] + 1] for table in tables
                for i, s in enumerate(table) if fragment in s and _differs(s, fragment, text, at) is None]
    finally:
        for data in libraries.values():
            data.close()
        for file in files:
            file.close()
    # The other pieces C++ prints, in the message's order, when a C string holds the fragment (not in its own string:
    # a printf format holds them all); and a word or a bracket the message starts or ends with, or prints between
    # two values ("Target " 5 " is out of bounds."), when a string near the fragment's, either way, is that alone.
    mine = [(p_at, p) for p_at, p in in_c if p_at <= at < p_at + len(p)]
    others = [(p_at, p.strip()) for p_at, p in in_c if mine and (p_at, p) != mine[0]
              and not any(p.strip() in h[2] for h in own if h[0])]
    for p_at, rest in _rest(text, in_c) if mine else []:
        alone = [s.strip() for table in near for s in table if s.strip(" '") == rest.strip(" '") and s.strip()]
        others += [(p_at, alone[0])] if alone else []
    others.sort()
    spec = {"fragment": fragment, "before": [p for p_at, p in others if p_at < at],
            "after": [p for p_at, p in others if p_at > at], "exclude": exclude}
    return spec, strings


def _cached_tables() -> list[list[str]]:
    """The C strings of the installed release's macOS wheel, when `make history` has read it: the order the history
    reads (a Linux library may keep a piece far from the others, as libtorch_cpu.so keeps "element ")."""
    wheel = history.cached_wheel(".".join(history.installed_version().split(".")[:2]), history.DEFAULT_WHEELS)
    cached = wheel and wheel.parent / f"{wheel.name}.cstrings-{history.EXTRACTOR}.json.gz"
    if not cached or not cached.is_file() or not wheel.name.startswith(f"torch-{history.installed_version()}-"):
        return []
    return list(json.loads(gzip.decompress(cached.read_bytes())).values())


def _rest(text: str, pieces: list[tuple[int, str]]) -> list[tuple[int, str]]:
    """The text between `pieces` and values that no piece holds, as (position, text), but for text between two pieces
    without a value between (the word there is a value: "Input", which nanmean's message words "Optional")."""
    bounds = sorted([(at, at + len(p)) for at, p in pieces]
                    + [(m.start(), m.end()) for m in re.finditer(r"\.\.\.", text)])
    found, end = [], 0
    for start, stop in [*bounds, (len(text), len(text))]:
        between = text[end:start]
        value_before = end == 0 or text[end - 3:end] == "..."
        value_after = start == len(text) or text[start:start + 3] == "..."
        if between.strip() and (value_before or value_after):
            found.append((end, between))
        end = max(end, stop)
    return found


def _python_messages(folder: Path, text: str) -> list[list]:
    """The messages of torch's Python files (not its tests') that hold the first or the last three words of one of
    the literal stretches of `text` (history.python_messages; parsing every file takes seconds)."""
    words = [re.findall(r"\w+", stretch) for stretch in text.split("...")]
    patterns = history.search_words([{"fragment": " ".join(w)} for found in words if len(found) >= 3
                                     for w in (found[:3], found[-3:])])
    found = []
    for path in sorted(folder.rglob("*.py")):
        if not path.relative_to(folder).as_posix().startswith(("testing/", "test/")):
            source = path.read_bytes()
            if any(pattern.search(source) for pattern in patterns):
                found += history.python_messages(source)
    return sorted({tuple(m) for m in found}, key=lambda m: (m[1], m[0] or ""))


def _holding(needle: str, libraries: dict, python: list) -> list[tuple[str | None, int | None, str]]:
    """Every string of torch that holds `needle`: (library, offset, text) for a C string, (None, None, text) for a
    Python message. bytes.find runs through a library's constant strings in milliseconds; decoding them whole
    (history.c_strings) takes seconds."""
    found = [(None, None, m[1]) for m in python if needle in m[1]]
    raw = needle.encode()
    for name, data in libraries.items():
        low, high = _rodata(data)
        at = data.find(raw, low, high)
        while at != -1:
            start, end = data.rfind(b"\0", 0, at) + 1, data.find(b"\0", at)
            found += [(name, start, s) for s in history.c_strings(data[start:end])]  # read as the history does
            at = data.find(raw, end, high)
    return found


def _rodata(data) -> tuple[int, int]:
    """Where a Linux library keeps its constant strings (the .rodata section of a 64-bit ELF file: 18 MB of the
    0.4 GB of libtorch_cpu.so); all of any other file."""
    if data[:5] != b"\x7fELF\x02":
        return 0, len(data)
    headers, = struct.unpack_from("<Q", data, 0x28)
    size, count, names = struct.unpack_from("<HHH", data, 0x3A)
    table = struct.unpack_from("<Q", data, headers + names * size + 24)[0]
    for number in range(count):
        name, _, _, _, offset, length = struct.unpack_from("<IIQQQQ", data, headers + number * size)
        if data[table + name:table + name + 8] == b".rodata\0":
            return offset, offset + length
    return 0, len(data)


def _around(data, start: int) -> list[str]:
    """The C strings around the one at `start`, in the library's order: where the history finds the other pieces."""
    low = data.rfind(b"\0", 0, max(start - AROUND, 0)) + 1
    high = data.find(b"\0", start + AROUND)
    return history.c_strings(data[low:high if high != -1 else len(data)])


# A piece ends where its string ends, or at a value: a printf format (`%ld`), `{}`, or a Python message's `...`.
VALUE = r"(?:\.\.\.|%[-+ #0-9.]*[a-zA-Z]+|\{\})"


def _pieces(text: str, holding) -> list[tuple[int, str]]:
    """The pieces of a declared message's `text` that single strings hold, in order, as (position, piece): for each
    word of it the longest stretch from there that a string holds as a piece of its own (from its start or a value to
    its end or a value), of two words or more; then the longest of those that do not overlap. Text no string holds
    so, one word ("Input", which nanmean's message words "Optional"), is a value the message prints, not a piece."""
    found, offset = [], 0
    for stretch in text.split("..."):
        for word in re.finditer(r"\b\w", stretch):
            rest = stretch[word.start():]
            if len(re.findall(WORDS, rest)) < 2:
                break
            anchor = re.match(r"\w+\W+\w+", rest)[0]
            best = ""
            for _, _, host in holding(anchor):
                for match in re.finditer(re.escape(anchor), host):
                    piece = os.path.commonprefix([rest, host[match.start():]])
                    starts = re.search(rf"(?:^|{VALUE})\W*$", host[:match.start()])
                    # where the declared message has a value, torch's string may hold text ("In PyTorch 1.1.0 and")
                    ends = (piece == rest and offset + len(stretch) < len(text)) or \
                        re.match(rf"\W*(?:$|{VALUE})", host[match.start() + len(piece):])
                    if starts and ends:
                        best = max(best, piece, key=len)
            if len(re.findall(WORDS, best)) >= 2:
                found.append((offset + word.start(), best))
        offset += len(stretch) + 3
    chosen = []
    for at, piece in sorted(found, key=lambda f: -len(f[1])):
        if all(at + len(piece) <= other or other + len(p) <= at for other, p in chosen):
            chosen.append((at, piece))
    return sorted(chosen)


def _differs(host: str, fragment: str, text: str, at: int) -> str | None:
    """None when `host` holds `fragment` as the message (at `at` in its declared `text`) does, up to a value on either
    side; else the word of `host` nearest to where it differs that the message does not hold (for `exclude`)."""
    for found in re.finditer(re.escape(fragment), host):
        i, j = found.start(), found.end()
        mine_before, mine_after = text[:at].split("..."), text[at + len(fragment):].split("...")
        theirs_before = re.split(r"\.\.\.|%", host[:i])[-1]
        theirs_after = re.split(r"\.\.\.|%", host[j:])[0]
        before = len(os.path.commonprefix([mine_before[-1][::-1], theirs_before[::-1]]))
        after = len(os.path.commonprefix([mine_after[0], theirs_after]))
        # where one side ends, the other may go on only after a value of the message (or a printf format in host)
        if before < len(theirs_before) and (before < len(mine_before[-1]) or len(mine_before) == 1):
            d = i - before - 1
        elif after < len(theirs_after) and (after < len(mine_after[0]) or len(mine_after) == 1):
            d = j + after
        else:
            return None
        words = sorted(re.finditer(r"\w*[A-Za-z]\w*", host), key=lambda w: max(w.start() - d, d - w.end() + 1, 0))
        return next((w[0] for w in words if w[0] not in text and (len(w[0]) > 2 or w.start() <= d < w.end())), "")
    return None


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


def page_text(message: str, stem: str, trigger: str, fix: str, seen_in: list[str], spec: dict | None = None) -> str:
    """The page as make page writes it; `spec`: what pick_pieces found (default: fragment_of's fragment alone)."""
    W = errorpage.WRITE
    spec = spec or {"fragment": fragment_of(message)}
    found = "".join(f"{key}: [{', '.join(map(_yaml_string, spec[key]))}]\n"
                    for key in ("exclude", "before", "after") if spec.get(key))
    links = ", ".join(f"[{_label(url)}]({url}) ({W} what this thread shows -->)" for url in seen_in) \
        or f"{W} two or more threads -->"
    front = (
        "---\n"
        f"error: {_yaml_string(declared(message))}\n"
        f"fragment: {_yaml_string(spec['fragment'])}\n{found}"
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
    picked = pick_pieces(message)
    print(history_fields(message, picked))
    page.write_text(page_text(message, slug, trigger, fix, seen_in, picked and picked[0]), encoding="utf-8")
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
        print("reading the message history of the new page from the cached wheels (about ten seconds)...")
        subprocess.run([sys.executable, "-m", "torchdocs.history", "--offline", "--page", f"errors/{slug}.md"],
                       check=True, cwd=ROOT)
        print(history_note(f"errors/{slug}.md", title))
    else:
        print(f"message history: {len(cached)} of {len(history.minors(history.installed_version()))} torch wheels are "
              f"cached in {wheels}. Run `make history` next: it downloads the others (about 2.4 GB for all, ten "
              "minutes or more on a fast line) and then reads them; the build refuses the page until it has run.")
    print(f"done in {time.monotonic() - started:.0f} s.\n{next_steps(slug, trigger, fix)}")
    return 0


def history_fields(message: str, picked: tuple[dict, dict] | None) -> str:
    """What make page writes for the history to find the message, and what the installed torch's strings give."""
    if picked is None:
        return ("fragment: no string of the installed torch holds two words of the message in a row: wrote its longest "
                f"literal stretch, {fragment_of(message)!r} (the old way); check it (README.md, \"Harder messages in "
                "the history\").")
    spec, strings = picked
    fields = ", ".join(f"{key}: {spec[key]!r}" for key in ("fragment", "exclude", "before", "after") if spec[key])
    full = history.page_spec({**spec, "error": declared(message)})
    found = sorted(history.whole_wordings(history.wordings(strings, full)), key=len)
    return (f"from the installed torch's strings: {fields}\n  the installed torch's strings give: "
            + ("; ".join(found) if found else "nothing (check them: README.md, \"Harder messages in the history\")"))


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
