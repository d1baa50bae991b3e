"""The reader's numbers, read back: for the messages whose numbers hold the answer, what the lookup tells the reader
(`errorLookup.advice` in docs/assets/errors.js, the code the boxes run) is checked against torch on generated
cases: each case is raised in torch, its message goes through the page's own code in Chromium, and the change it
suggests, applied in torch, no longer raises."""

from __future__ import annotations

import random

import pytest
import torch
import torch.nn.functional as F
from torch import nn

pytestmark = [pytest.mark.browser, pytest.mark.lookup]  # the advice the lookup gives (torchdocs/changed.py)

CASES = 120  # per message


def raised(thunk) -> str:
    try:
        thunk()
    except (RuntimeError, IndexError, ValueError) as error:
        return f"{type(error).__name__}: {error}".splitlines()[0]
    raise AssertionError("the generated case did not raise")


def linear_cases(rng: random.Random):
    for _ in range(CASES):
        rows, features, out = rng.randint(1, 9), rng.randint(1, 64), rng.randint(1, 16)
        wanted = rng.choice([f for f in range(1, 65) if f != features])
        shape = [rows, features] if rng.random() < 0.6 else [rows, rng.randint(2, 5), features]
        x = torch.randn(*shape)
        message = raised(lambda: nn.Linear(wanted, out)(x))

        def apply(fix, x=x):
            nn.Linear(fix["in_features"], fix["out_features"])(x)
        yield message, apply, [str(features), str(wanted)]


def conv_cases(rng: random.Random):
    for _ in range(CASES):
        dims, groups = rng.randint(1, 3), rng.choice([1, 1, 1, 2, 4])
        wanted, out = groups * rng.randint(1, 4), groups * rng.randint(1, 4)
        got = rng.choice([c for c in range(1, 13) if c != wanted])
        kernel = rng.randint(1, 3)
        spatial = [rng.randint(kernel, kernel + 4) for _ in range(dims)]
        batched = rng.random() < 0.8
        x = torch.randn(*([rng.randint(1, 3)] if batched else []), got, *spatial)
        conv = getattr(nn, f"Conv{dims}d")
        message = raised(lambda: conv(wanted, out, kernel, groups=groups)(x))

        def apply(fix, x=x, conv=conv, kernel=kernel):
            conv(fix["in_channels"], fix["out_channels"], kernel, groups=fix["groups"])(x)
        yield message, apply, [str(wanted), str(got)]


def target_cases(rng: random.Random):
    for i in range(CASES):
        classes, n = rng.randint(2, 20), rng.randint(1, 16)
        labels = [rng.randrange(classes) for _ in range(n)]
        if i % 6 == 0:  # a padding value below zero (all of one value, as padding is)
            pad = rng.choice([-1, -100 + 1, -7])
            for j in rng.sample(range(n), rng.randint(1, n)):
                labels[j] = pad
        else:  # labels at or above the number of classes (1-based labels, 255 in masks)
            for j in rng.sample(range(n), rng.randint(1, n)):
                labels[j] = rng.choice([classes, classes + rng.randint(1, 9), 255])
        target = torch.tensor(labels)
        message = raised(lambda: F.cross_entropy(torch.randn(n, classes), target))

        def apply(fix, target=target, n=n, classes=classes):
            if "ignore_index" in fix:
                F.cross_entropy(torch.randn(n, classes), target, ignore_index=fix["ignore_index"])
            else:
                assert fix["num_classes"] == "labels.max() + 1"
                F.cross_entropy(torch.randn(n, int(target.max()) + 1), target)
        yield message, apply, [message.split()[2]]


def dim_cases(rng: random.Random):
    ops = [lambda t, d: torch.softmax(t, d), lambda t, d: t.argmax(d), lambda t, d: t.sum(d),
           lambda t, d: torch.cat([t, t], d), lambda t, d: t.unsqueeze(0).squeeze(d - 1 if d < 0 else d + 1),
           lambda t, d: F.log_softmax(t, dim=d), lambda t, d: t.mean(dim=d)]
    for _ in range(CASES):
        n = rng.randint(0, 4)
        t = torch.randn(tuple(rng.randint(1, 4) for _ in range(n)))
        top = max(n, 1)
        d = rng.choice([top + rng.randint(0, 3), -top - 1 - rng.randint(0, 3)])
        op = rng.choice(ops[:4] + ops[5:]) if n else rng.choice([ops[0], ops[2], ops[5]])
        message = raised(lambda: op(t, d))

        def apply(fix, t=t, op=op):
            op(t, fix["dim"])
        yield message, apply, [str(d)]


def shape_cases(rng: random.Random):
    for i in range(2 * CASES + 20):  # about half of random shapes can be fixed by one -1: at least 100 of them
        sizes = [rng.randint(1, 8) for _ in range(rng.randint(1, 4))]
        x = torch.zeros(*sizes)
        size = x.numel()
        while True:  # a shape that does not fit (with a -1 in a quarter of the cases)
            shape = [rng.randint(1, 8) for _ in range(rng.randint(1, 4))]
            if i % 4 == 0:
                shape[rng.randrange(len(shape))] = -1
            known = _product([s for s in shape if s != -1])
            if (size % known != 0) if -1 in shape else (known != size):
                break
        message = raised(lambda: x.view(*shape))

        def apply(fix, x=x, shape=shape, size=size):
            fixable = -1 not in shape and any(
                size % max(1, _product(shape[:j] + shape[j + 1:])) == 0 for j in range(len(shape)))
            if fix is None:
                assert not fixable, f"no change suggested for {shape} and {size} elements, though a single -1 fits"
                return
            x.view(*fix["shape"])
        yield message, apply, [str(size)]


def _product(values):
    result = 1
    for v in values:
        result *= v
    return result


GENERATORS = {"mat1 and mat2 shapes": linear_cases, "conv input channels": conv_cases,
              "Target out of bounds": target_cases, "Dimension out of range": dim_cases,
              "shape invalid for input of size": shape_cases}


@pytest.mark.parametrize("name", GENERATORS)
def test_the_numbers_read_back_fix_the_error_in_torch(visit, name):
    rng = random.Random(name)
    cases = list(GENERATORS[name](rng))
    assert len(cases) >= 100
    page = visit().goto("")
    read = page.evaluate("messages => messages.map(m => errorLookup.advice(m))", [m for m, _, _ in cases])
    wrong, fixed = [], 0
    for (message, apply, numbers), advice in zip(cases, read):
        if advice is None:
            wrong.append(f"no advice for: {message}")
            continue
        missing = [n for n in numbers if n not in advice["text"]]
        if missing:
            wrong.append(f"the advice does not quote {missing}: {message}\n  {advice['text']}")
        try:
            apply(advice["fix"])
            fixed += advice["fix"] is not None
        except (RuntimeError, IndexError, ValueError, AssertionError) as error:
            wrong.append(f"applied, the suggested change {advice['fix']} still fails ({error}): {message}\n"
                         f"  {advice['text']}")
    assert not wrong, f"{len(wrong)} of {len(cases)} cases:\n" + "\n".join(wrong[:20])
    assert fixed >= 100, f"only {fixed} cases got a change to apply"
