"""The reader's numbers, read back: for the messages whose numbers hold the answer, what the lookup tells the reader
(`errorLookup.advice` in docs/assets/errors.js, the code the boxes run) is checked against torch on generated
cases: each case is raised in torch, its message goes through the page's own code in Chromium, and the change it
suggests, applied in torch, no longer raises."""

from __future__ import annotations

import copy
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


def _whole(thunk) -> str:
    """The whole message (a load_state_dict message lists its keys on several lines)."""
    try:
        thunk()
    except RuntimeError as error:
        return f"RuntimeError: {error}"
    raise AssertionError("the generated case did not raise")


def _net(rng: random.Random, widths: list[int], names: list[str]) -> nn.Module:
    net = nn.Sequential()
    for name, (a, b) in zip(names, zip(widths, widths[1:])):
        net.add_module(name, nn.Linear(a, b) if rng.random() < 0.7 else nn.Sequential(nn.Linear(a, b), nn.LayerNorm(b)))
    return net


class _Wrapped(nn.Module):
    def __init__(self, attribute: str, inner: nn.Module):
        super().__init__()
        setattr(self, attribute, inner)


def keys_cases(rng: random.Random):
    """A checkpoint saved from a wrapped model loaded into a plain one (or the reverse), or another architecture."""
    for i in range(CASES):
        widths = [rng.randint(1, 6) for _ in range(rng.randint(2, 5))]
        names = [rng.choice(["fc", "layer", "head", "enc", "0"]) + str(j) for j in range(len(widths) - 1)]
        plain = _net(rng, widths, names)
        attribute = rng.choice(["module", "_orig_mod", "model", "backbone", "net"])
        if i % 5 == 4:  # another architecture: other layer names
            other = _net(rng, widths, [n + "x" for n in names])
            saved, target, expect = other.state_dict(), plain, None
        elif i % 2:
            saved, target, expect = _Wrapped(attribute, plain).state_dict(), plain, "strip"
        else:
            saved, target, expect = plain.state_dict(), _Wrapped(attribute, copy.deepcopy(plain)), "add"
        message = _whole(lambda: target.load_state_dict(saved))

        def apply(fix, saved=saved, target=target, expect=expect):
            if fix is None:
                assert expect is None, f"no change suggested, though one prefix explains every key ({expect})"
                return
            assert expect is not None and expect in fix, f"{fix} for a case that needs {expect}"
            if "strip" in fix:
                target.load_state_dict({k.removeprefix(fix["strip"]): v for k, v in saved.items()})
            else:
                target.load_state_dict({fix["add"] + k: v for k, v in saved.items()})
        quoted = [] if expect is None else [f'"{attribute}.']
        yield message, apply, quoted


def mismatch_cases(rng: random.Random):
    """A checkpoint whose head (classes), embedding (vocabulary) or first convolution differs from the model."""
    for i in range(CASES):
        kind = ("head", "vocab", "conv")[i % 3]
        a, b = rng.randint(2, 9), rng.randint(2, 9)
        while b == a:
            b = rng.randint(2, 9)
        width = rng.randint(2, 8)

        def model(n, kind=kind, width=width):
            if kind == "head":
                return nn.Sequential(nn.Linear(width, width), nn.ReLU(), nn.Linear(width, n))
            if kind == "vocab":
                return nn.Sequential(nn.Embedding(n, width), nn.Linear(width, 3))
            return nn.Sequential(nn.Conv2d(n, width, kernel_size=rng.choice([1, 3, (3, 1)])), nn.ReLU())
        saved_model, mine = model(a), model(b)
        saved = saved_model.state_dict()
        message = _whole(lambda: mine.load_state_dict(saved))

        def apply(fix, saved=saved, mine=mine, saved_model=saved_model):
            kept = {k: v for k, v in saved.items() if k not in fix["drop"]}
            result = mine.load_state_dict(kept, strict=False)
            assert set(result.missing_keys) == set(fix["drop"]) and not result.unexpected_keys, result
            for owner, layer in fix["layers"].items():  # the layer that would load the checkpoint as it is
                args = layer["args"]
                built = getattr(nn, layer["kind"])(*args[:2], kernel_size=tuple(args[2])) if layer["kind"].startswith(
                    "Conv") else getattr(nn, layer["kind"])(*args)
                assert built.weight.shape == saved[f"{owner}.weight"].shape, (owner, layer)
        yield message, apply, [str(a), str(b)]


def kernel_cases(rng: random.Random):
    """A kernel larger than the padded input it slides over (an image shrunk by too many poolings)."""
    for _ in range(CASES):
        dims = rng.randint(1, 3)
        kernel = [rng.randint(2, 7) for _ in range(dims)]
        padding = [rng.randint(0, 1) for _ in range(dims)]
        size = [rng.randint(1, k + 2) for k in kernel]
        small = rng.randrange(dims)  # at least one dimension smaller than the kernel, padding included
        padding[small], size[small] = 0, rng.randint(1, kernel[small] - 1)
        conv = getattr(nn, f"Conv{dims}d")
        x = torch.randn(1, 2, *size)
        message = raised(lambda: conv(2, 3, tuple(kernel), padding=tuple(padding))(x))

        def apply(fix, x=x, conv=conv, kernel=kernel, padding=padding):
            conv(2, 3, tuple(kernel), padding=tuple(p + a for p, a in zip(padding, fix["padding_add"])))(x)
        yield message, apply, ["x".join(str(k) for k in kernel)]


def _product(values):
    result = 1
    for v in values:
        result *= v
    return result


GENERATORS = {"mat1 and mat2 shapes": linear_cases, "conv input channels": conv_cases,
              "Target out of bounds": target_cases, "Dimension out of range": dim_cases,
              "shape invalid for input of size": shape_cases, "state_dict keys and a prefix": keys_cases,
              "state_dict size mismatch": mismatch_cases, "kernel larger than its input": kernel_cases}


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
            fixed += advice["fix"] is not None or name == "state_dict keys and a prefix"  # a right "no prefix"
        except (RuntimeError, IndexError, ValueError, AssertionError) as error:
            wrong.append(f"applied, the suggested change {advice['fix']} still fails ({error}): {message}\n"
                         f"  {advice['text']}")
    assert not wrong, f"{len(wrong)} of {len(cases)} cases:\n" + "\n".join(wrong[:20])
    assert fixed >= 100, f"only {fixed} cases got a change to apply"
