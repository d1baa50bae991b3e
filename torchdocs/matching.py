"""How a pasted message matches a wording: the rules of the lookup (docs/assets/errors.js) that Python needs too,
for the tests' model of the lookup and the check of the evidence lines (torchdocs/evidence.py)."""

from __future__ import annotations

import functools
import re


def without_type(message: str) -> str:
    return re.sub(r"^[\w.]*(?:Error|Exception|Warning): ", "", message)


SHORTEST_START = 8  # as in errors.js


def one_value(text: str) -> bool:
    """Could `text` be one value a `...` stands for (a number, a shape, a quoted name, a dtype)? At most one plain
    word (letters only) in it."""
    return bool(text) and sum(bool(re.fullmatch(r"[a-z]+", word)) for word in text.split(" ")) <= 1


@functools.cache
def template_parts(template: str) -> list[str]:
    """A wording without its type, lower case, numbers as 0, split on `...` (errors.js digitParts)."""
    return re.sub(r"\d+", "0", " ".join(without_type(template).split()).lower()).split("...")


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
