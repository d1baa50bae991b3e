"""How a pasted message matches a wording: the rules of the lookup (docs/assets/errors.js) that Python needs too,
for the tests' model of the lookup and the check of the evidence lines (torchdocs/evidence.py)."""

from __future__ import annotations

import functools
import re


def without_type(message: str) -> str:
    return re.sub(r"^[\w.]*(?:Error|Exception|Warning): ", "", message)


SHORTEST_START = 8  # as in errors.js

# A dtype as torch names it in a message: its C++ name (`Float`, `BFloat16`, `ComplexFloat`), its Python name
# (`torch.float32`), a legacy tensor type (`torch.FloatTensor`, `torch.cuda.HalfTensor`, `CPUBFloat16Type`).
DTYPE = re.compile(r"\b(?:(?:Float|Double|Half|BFloat16|Long|Int|Short|Char|Byte|Bool|Complex(?:Half|Float|Double))\b"
                   r"|torch\.(?:(?:float|int|uint|bfloat|complex)\d+|bool)\b|torch\.(?:cuda\.)?[A-Z]\w*Tensor\b"
                   r"|CPU\w+Type\b)")


def one_value(text: str) -> bool:
    """Could `text` be one value a `...` stands for (a number, a shape, a quoted name, a dtype)? At most one plain
    word (letters only) in it."""
    return bool(text) and sum(bool(re.fullmatch(r"[a-z]+", word)) for word in text.split(" ")) <= 1


def literal_parts(wording: str) -> list[str]:
    """The literal parts of a wording around its variable parts (`...`); a longer run of dots is a variable part
    beside literal dots, shared out on both sides, the odd one after it (`torch.....is_available()`: `torch.` and
    `.is_available()`), as errors.js templateParts."""
    parts = re.split(r"\.{3,}", wording)
    runs = [len(run) - 3 for run in re.findall(r"\.{3,}", wording)]
    for i, extra in enumerate(runs):
        parts[i] += "." * (extra // 2)
        parts[i + 1] = "." * (extra - extra // 2) + parts[i + 1]
    return parts


@functools.cache
def template_parts(template: str) -> list[str]:
    """A wording without its type, lower case, numbers as 0, split into its literal parts (literal_parts; errors.js
    digitParts)."""
    return literal_parts(re.sub(r"\d+", "0", " ".join(without_type(template).split()).lower()))


def starts_like(template: str, text: str) -> bool:
    """Is `text` (numbers as 0) the beginning of a message the wording `template` matches? The rule (errors.js
    startsLike): `text` follows the wording's literal parts in order; a `...` that more of the message follows
    stands for one value (`one_value`), a `...` that ends the wording for anything."""
    first, *rest = template_parts(template)
    if not first:
        return False
    if len(text) <= len(first):
        return first.startswith(text)
    if not text.startswith(first):
        return False
    at = len(first)
    for i, part in enumerate(rest, 1):
        if at == len(text) or (i == len(rest) and not part):
            return True  # cut here, or in the wording's tail
        found = text.find(part, at + 1) if i < len(rest) else -1
        if found >= 0 and one_value(text[at:found]):
            at = found + len(part)
            continue
        tail = text[at:]  # the paste ends in this value, or in the text after it
        return any(part.startswith(tail[len(tail) - j:]) and one_value(tail[:len(tail) - j])
                   for j in range(min(len(part), len(tail) - 1) + 1))
    return at == len(text)


# A near miss (errors.js nearMiss: the rule is written out there): a paste no other tier matches, close to a page's
# wording word by word (a typo or two in a word, "in-place" for "inplace", Variable for Tensor, words swapped, the
# line cut short, other words around it).
NEAR_CHARS = 1000
WORD = re.compile(r"[A-Za-z0-9_]+(?:-[A-Za-z0-9_]+)*")
EXCEPTION_NAME = re.compile(r"\w+(?:error|exception|warning)")


def near_words(text: str) -> list[tuple[str, str, int, int, str]]:
    """The words of a text, each (folded, raw, start, end, text): folded is lower case, hyphens dropped, numbers 0;
    numbers alone and exception names are left out."""
    found = []
    for m in WORD.finditer(text):
        word = re.sub(r"\d+", "0", m[0].lower().replace("-", ""))
        if word != "0" and not EXCEPTION_NAME.fullmatch(word):
            found.append((word, m[0], m.start(), m.end(), text))
    return found


def older(word: str) -> str:
    """torch before 0.4 called tensors Variables."""
    return {"variable": "tensor", "variables": "tensors"}.get(word, word)


def typos(a: str, b: str) -> int:
    """Letters added, dropped, changed, or two neighbours swapped, to go from a to b (optimal string alignment)."""
    if len(a) > 62 or len(b) > 62:
        return 1 << 30
    d = [[i + j if not i or not j else 0 for j in range(len(b) + 1)] for i in range(len(a) + 1)]
    for i in range(1, len(a) + 1):
        for j in range(1, len(b) + 1):
            d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + (a[i - 1] != b[j - 1]))
            if i > 1 and j > 1 and a[i - 1] == b[j - 2] and a[i - 2] == b[j - 1]:
                d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1)
    return d[len(a)][len(b)]


@functools.cache
def alike(a: str, b: str) -> bool:
    if older(a) == older(b):
        return True
    shorter = min(len(a), len(b))
    most = 2 if shorter >= 7 else 1
    return shorter >= 4 and abs(len(a) - len(b)) <= most and typos(a, b) <= most


def align(p: list, t: list) -> list[tuple[int, int]]:
    """The aligned words of p and t: (i, j) pairs, the longest common subsequence of alike words (the first one)."""
    rest = [[0] * (len(t) + 1) for _ in range(len(p) + 1)]
    for i in range(len(p) - 1, -1, -1):
        for j in range(len(t) - 1, -1, -1):
            rest[i][j] = (rest[i + 1][j + 1] + 1 if alike(p[i][0], t[j][0])
                          else max(rest[i + 1][j], rest[i][j + 1]))
    pairs, i, j = [], 0, 0
    while i < len(p) and j < len(t):
        if alike(p[i][0], t[j][0]) and rest[i][j] == rest[i + 1][j + 1] + 1:
            pairs.append((i, j))
            i, j = i + 1, j + 1
        elif rest[i + 1][j] >= rest[i][j + 1]:
            i += 1
        else:
            j += 1
    return pairs


def quote(words: list) -> str:
    """The text from the first of `words` to the last, quoted, at most 40 characters."""
    said = words[0][4][words[0][2]:words[-1][3]]
    if len(said) > 40:
        said = re.sub(r"\s*\S*$", "", said[:40]) + " …"
    return f"“{said}”"


def nearness(p: list, t: list) -> tuple[int, list[str]] | None:
    """(score, how the paste differs) when the paste's words p are near the wording's words t, else None."""
    pairs = align(p, t)
    if len(pairs) < 4 or 2 * len(pairs) < len(p):
        return None
    long = differences = 0
    differs, added, left = [], [], []
    for k, (i, j) in enumerate(pairs):
        long += len(t[j][0]) >= 4
        differences += p[i][0] != t[j][0]
        if p[i][1].lower() != t[j][1].lower():
            differs.append(f"{quote([p[i]])} for {quote([t[j]])}")
        if k + 1 == len(pairs):
            break
        more, less = p[i + 1:pairs[k + 1][0]], t[j + 1:pairs[k + 1][1]]
        differences += max(len(more), len(less))
        if more and less:
            differs.append(f"{quote(more)} for {quote(less)}")
        elif more:
            added.append(more)
        elif less:
            left.append(less)
    if long < 3 or 4 * differences > len(pairs):
        return None
    key = lambda words: " ".join(w[0] for w in words)  # noqa: E731
    for more in added:
        keys = [key(less) for less in left]
        if key(more) in keys:
            differs.append(f"{quote(more)} in another place")
            del left[keys.index(key(more))]
        else:
            differs.append(f"{quote(more)} added")
    differs += [f"{quote(less)} left out" for less in left]
    (first_i, first_j), (last_i, last_j) = pairs[0], pairs[-1]
    if first_i > 0:
        differs.append(f"{quote(p[:first_i])} before it")
    if last_i < len(p) - 1:
        differs.append(f"{quote(p[last_i + 1:])} after it")
    if first_j > 0:
        differs.append(f"its start left out ({quote(t[:first_j])})")
    if last_j < len(t) - 1:
        differs.append(f"its end left out ({quote(t[last_j + 1:])})")
    return len(pairs) - differences, list(dict.fromkeys(differs))


def near_miss(messages: list[str], pages: dict[str, list[str]], reports) -> list[tuple[str, list[str]]]:
    """The pages a paste is near (errors.js nearMiss), most reported first, each with how the paste differs: for the
    first of `messages` (a paste's messages, the last error line first) that is near any; `pages` maps each page to
    its wordings (catalogue order), `reports(page)` is how often it is reported."""
    for message in messages:
        message = " ".join(message.split())
        if len(message) > NEAR_CHARS:
            continue
        p, best = near_words(message), {}
        for page, wordings in pages.items():
            for wording in wordings:
                t = near_words(wording)
                near = 2 * len(t) >= len(p) and nearness(p, t)
                if near and (page not in best or near[0] > best[page][0]
                             or near[0] == best[page][0] and len(t) < best[page][2]):
                    best[page] = (near[0], near[1], len(t))
        if best:
            top = max(score for score, _, _ in best.values())
            found = [(page, differs) for page, (score, differs, _) in best.items() if score == top]
            return sorted(found, key=lambda found: -reports(found[0]))
    return []
