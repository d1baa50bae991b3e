"""A reader pastes an error, in Material's search box or in the home page's "Paste your error" box, and lands on
the page that explains it, told what kind of match it is. The expected page is worked out here, in Python, from
the pages' declarations (`error`, `fragment`, `raises=`, recorded outputs) and history/messages.json."""

from __future__ import annotations

import functools
import re
import time
from urllib.parse import urlsplit

import pytest

from torchdocs import catalogue, errorpage, evidence, pages
from torchdocs.matching import (DTYPE, SHORTEST_START, literal_parts, near_miss, starts_like, template_parts,
                                without_type)
from torchdocs.measure import BUDGET_SECONDS, big_log_paste, long_token_paste, time_box, time_search
from torchdocs.runner import template_regex


def filled(template: str, value: str) -> str:
    """A message with `value` for each variable part, as errors.js reads the wording (literal_parts)."""
    return value.join(literal_parts(template))


pytestmark = [pytest.mark.browser, pytest.mark.lookup]

# The declarations and the data, read once.
error_pages = functools.cache(pages.error_pages)
usages = functools.cache(pages.usages)
history = functools.cache(catalogue.history)

GRAD = "RuntimeError: grad can be implicitly created only for scalar outputs"
MISMATCH = ("RuntimeError: Mismatch in shape: grad_output[0] has a shape of torch.Size([5]) "
            "and output[0] has a shape of torch.Size([7]).")
UNCOVERED = "RuntimeError: CUDA error: an illegal memory access was encountered"


def script_traceback(error_line: str) -> str:
    return f'''Traceback (most recent call last):
  File "/home/me/project/train.py", line 12, in <module>
    loss.backward()
  File "/home/me/.venv/lib/python3.11/site-packages/torch/_tensor.py", line 581, in backward
    torch.autograd.backward(
  File "/home/me/.venv/lib/python3.11/site-packages/torch/autograd/__init__.py", line 347, in backward
    _engine_run_backward(
    ~~~~~~~~~~~~~~~~~~~~^
  File "/home/me/.venv/lib/python3.11/site-packages/torch/autograd/graph.py", line 823, in _engine_run_backward
    return Variable._execution_engine.run_backward(  # Calls into the C++ engine to run the backward pass
           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
{error_line}
'''


def jupyter_traceback(error_line: str) -> str:
    kind = error_line.split(":", 1)[0]
    return f'''---------------------------------------------------------------------------
{kind:<42}Traceback (most recent call last)
Cell In[3], line 5
      3 pred = model(x)
      4 loss = F.mse_loss(pred, y, reduction="none")
----> 5 loss.backward()

File ~/.venv/lib/python3.11/site-packages/torch/_tensor.py:581, in Tensor.backward(self, gradient, retain_graph, create_graph, inputs)
    571 if has_torch_function_unary(self):
    572     return handle_torch_function(
    573         Tensor.backward,
    574         (self,),
   (...)
    579         inputs=inputs,
    580     )
--> 581 torch.autograd.backward(
    582     self, gradient, retain_graph, create_graph, inputs=inputs
    583 )

{error_line}'''


TYPED = re.compile(r"^(?:\[rank\d+\]:|E(?=\s))?\s*[\w.]*(?:Error|Exception|Warning): (.+)$")


def messages_in(text: str) -> list[str]:
    """The messages of the `Type: message` lines of a paste, the last first (without ANSI colours, pytest's `E`,
    torchrun's `[rankN]:`), else the paste itself."""
    lines = re.sub(r"\x1b\[[0-9;]*m", "", text).replace("\r\n", "\n").split("\n")
    found = [match[1].strip() for line in lines if (match := TYPED.match(line))]
    return found[::-1] or [" ".join(text.split())]


def fits(template: str, message: str) -> bool:
    """Does the message fit the wording, spaces folded (a message may end in one: `... Killed. `)?"""
    return bool(template_regex(" ".join(without_type(template).split())).fullmatch(" ".join(message.split())))


def page_url(src: str) -> str:
    return src.removesuffix(".md") + "/"


def wordings() -> dict[str, list[str]]:
    """Every wording of each error page's message: the declared one, then the older ones of the data file."""
    older = history()
    return {src: [meta["error"], *(w["message"] for w in older.get(src, []))] for src, meta in error_pages().items()}


def documented_at(text: str) -> tuple[str, str] | None:
    """(page, kind) for the paste: "page" when a wording of an error page is the message, "close" when the
    message holds a page's fragment or is a piece of a wording (other numbers allowed), "section" when a fence
    raises it (on another page, or on the page of the close match), "mention" when a recorded output shows it,
    "near" when none of these and it is close to a page's wording (near_pages: the first of them);
    None when the site does not explain it."""
    messages = messages_in(text)
    pages = error_pages()
    for message in messages:
        for src, templates in wordings().items():
            if any(fits(template, message) for template in templates):
                return page_url(src), "page"
    def piece_of(piece: str, template: str) -> bool:
        """Is `piece` (numbers as 0) a part of the wording, or how it begins (`starts_like`)?"""
        return piece in digits(without_type(template)) or starts_like(template, piece)

    digits = lambda s: re.sub(r"\d+", "0", " ".join(s.split()).lower())  # noqa: E731
    for message in messages:
        several = pages_starting_like(message)
        exact_section = any(usage.raises and fits(usage.raises, message) for usage in usages())
        if len(several) > 1 and not exact_section:
            return page_url(several[0]), "several"
        if len(several) == 1 and not exact_section:
            start_of_one = several[0]
            break
    else:
        start_of_one = None
    for message in messages:
        piece = digits(message.removesuffix("...").strip())
        close = [src for src, templates in wordings().items()
                 if (pages[src].get("fragment") or "\0") in message
                 or (len(piece) >= 15 and any(piece_of(piece, template) for template in templates))]
        raised = [usage.page for usage in usages() if usage.raises and fits(usage.raises, message)]
        if not close and start_of_one:
            close = [start_of_one]
        if close:  # a page that documents the message, unless a section of that same page raises it exactly
            return (page_url(close[0]), "section" if close[0] in raised else "close")
        if raised:
            return page_url(raised[0]), "section"
    for message in messages:
        for page, template in mentions():
            if fits(template, message):
                return page_url(page), "mention"
    near = near_pages(text)
    return (near[0][0], "near") if near else None


ANSI = re.compile(r"\x1b\[[0-9;?]*[ -/]*[@-~]")


def near_pages(text: str) -> list[tuple[str, list[str]]]:
    """The pages a paste that nothing else matches is near (torchdocs.matching.near_miss, as errors.js nearMiss), most
    reported first, each with how the paste differs from its message: (page URL, differences)."""
    messages = messages_in(text)
    lines = ANSI.sub("", text).strip().splitlines()
    if lines and not any(TYPED.match(line) for line in lines):  # no error line: its last line too
        messages.append(lines[-1])
    return [(page_url(src), differs) for src, differs in near_miss(messages, wordings(), reports)]


@functools.cache
def mentions() -> list[tuple[str, str]]:
    """(page, template) of each error line in a recorded output, as the catalogue makes it a mention (numbers,
    quoted names and dtype names variable: catalogue.as_template)."""
    return [(usage.page, catalogue.as_template(line)) for usage in usages() if usage.recorded.is_file()
            for line in usage.recorded.read_text(encoding="utf-8").splitlines() if catalogue.ERROR_LINE.match(line)]


@functools.cache
def reports(src: str) -> int:
    return errorpage.reports((pages.DOCS / src).read_text(encoding="utf-8"))


@functools.cache
def whole_messages() -> list[re.Pattern]:
    """Every page's wordings and every message a section raises, without type, lower case (as errors.js fits)."""
    found = [*(t for ts in wordings().values() for t in ts), *(usage.raises for usage in usages() if usage.raises)]
    return [template_regex(without_type(t).lower()) for t in dict.fromkeys(found)]


@functools.cache
def pages_starting_like(message: str) -> list[str]:
    """The error pages whose message a paste cut short could be the start of, most reported first; none for a
    whole message (a page's wording, or a message a section raises), as in errors.js."""
    head = re.sub(r"\s*(\.\.\.|…)\s*$", "", re.sub(r"\d+", "0", " ".join(message.split()).lower()))
    head = re.sub(r"^[\w.]*(?:error|exception|warning):\s*", "", head)
    whole = without_type(" ".join(message.split())).lower()
    if len(head) < SHORTEST_START or any(regex.fullmatch(whole) for regex in whole_messages()):
        return []
    found = [src for src, templates in wordings().items() if any(starts_like(t, head) for t in templates)]
    return sorted(found, key=lambda src: -reports(src))


def printed_line(src: str) -> str | None:
    """The message a page's first trigger printed when the page was built (its own numbers); for a page whose
    trigger needs a GPU (not run here), the first line a public thread shows of it (its evidence file)."""
    meta = pages.front_matter((pages.DOCS / src).read_text(encoding="utf-8"))
    if not meta.get("trigger"):
        seen = evidence.load(src) or {}
        error = without_type(meta["error"])  # threads may show another type (RuntimeError before AcceleratorError)
        line = next((line for line in seen.values() if template_regex(error).fullmatch(without_type(line))), None)
        return line or filled(meta["error"], "2")  # no thread shows it whole: its values made up
    trigger = pages.as_list(meta["trigger"])[0]
    out = (pages.SNIPPETS / trigger).with_suffix(".out")
    # A message that goes on in lines starting with a tab (load_state_dict's key lists): pasted as one line
    lines = re.findall(r"([A-Za-z_]\w*(?:Error|Warning): .+(?:\n\t.*)*)$", out.read_text(encoding="utf-8"), re.M) \
        if out.is_file() else []
    return " ".join(lines[-1].split()) if lines else None


def other_numbers(line: str) -> str:
    """The same message with other numbers (those not part of a name such as `conv2d` or `mat1`)."""
    return re.sub(r"(?<![A-Za-wyz_.\d])\d+(?![A-Za-wyz_\d])", lambda m: str(int(m.group(0)) + 3), line)


def _other_dtypes() -> dict[str, list[tuple[str, str]]]:
    """Per error page, its front matter's `other_dtypes:` (the trigger's mistake with other dtypes), each with the
    line torch prints for it: run here, never typed. test_the_other_dtypes_are_what_torch_prints checks them."""
    import torch  # noqa: PLC0415  (only these cases need torch)
    import torch.nn.functional as F  # noqa: N812, PLC0415
    from torch import nn  # noqa: PLC0415

    found = {}
    for src, meta in sorted(error_pages().items()):
        for code in pages.as_list(meta.get("other_dtypes")):
            try:
                exec(code, {"torch": torch, "nn": nn, "F": F})  # noqa: S102
                line = "(no error)"
            except Exception as error:  # noqa: BLE001
                line = f"{type(error).__name__}: {error}".split("\n")[0]
            found.setdefault(src, []).append((code, line))
    return found


OTHER_DTYPES = _other_dtypes()


# A section's message (`raises=`) with other dtypes: (the page of the section, code, the line torch 2.13 prints).
SECTION_OTHER_DTYPES = [
    *(("errors/found-dtype-long-but-expected-float.md", code, line) for code, line in (
        ("F.binary_cross_entropy_with_logits(torch.ones(3), torch.ones(3, dtype=torch.int))",
         "RuntimeError: result type Float can't be cast to the desired output type Int"),
        ("F.binary_cross_entropy_with_logits(torch.ones(3), torch.ones(3, dtype=torch.uint8))",
         "RuntimeError: result type Float can't be cast to the desired output type Byte"),
        ("F.binary_cross_entropy_with_logits(torch.ones(3, dtype=torch.half), torch.ones(3, dtype=torch.long))",
         "RuntimeError: result type Half can't be cast to the desired output type Long"),
        ("F.binary_cross_entropy_with_logits(torch.ones(3, dtype=torch.bfloat16), torch.ones(3, dtype=torch.int))",
         "RuntimeError: result type BFloat16 can't be cast to the desired output type Int"),
    )),
    # class labels that are not int64: cause 1 of the expected-scalar-type page (torch 2.12's wording of its message);
    # the found-dtype page shows the same refusal in its "Not a fix: .float() on class indices"
    *(("errors/expected-scalar-type-but-found.md", code, line) for code, line in (
        ("F.cross_entropy(torch.ones(3, 5), torch.zeros(3, dtype=torch.float64))",
         "RuntimeError: expected target dtype to be Long or Byte, but got Double"),
        ("F.cross_entropy(torch.ones(3, 5), torch.zeros(3, dtype=torch.half))",
         "RuntimeError: expected target dtype to be Long or Byte, but got Half"),
        ("F.nll_loss(torch.ones(3, 5), torch.zeros(3, dtype=torch.int))",
         "RuntimeError: expected target dtype to be Long or Byte, but got Int"),
    )),
    # C++ type names: shown in a recorded output with other dtypes (a mention; catalogue.as_template)
    *(("errors/expected-scalar-type-but-found.md", code, line) for code, line in (
        ("torch.ones(2, 3, dtype=torch.half) @ torch.ones(3, 2)",
         "RuntimeError: expected m1 and m2 to have the same dtype, but got: c10::Half != float"),
        ("torch.ones(2, 3) @ torch.ones(3, 2, dtype=torch.bfloat16)",
         "RuntimeError: expected m1 and m2 to have the same dtype, but got: float != c10::BFloat16"),
        ("nn.Conv2d(3, 4, 3)(torch.ones(1, 3, 5, 5, dtype=torch.half))",
         "RuntimeError: Input type (c10::Half) and bias type (float) should be the same"),
    )),
]


def section_other_dtypes() -> list[tuple[str, str]]:
    """Each of SECTION_OTHER_DTYPES, as a line and in a traceback."""
    return [(f"shown on {page}, other dtypes: {line}", text)
            for page, _, line in SECTION_OTHER_DTYPES for text in (line, script_traceback(line))]


def other_values(src: str, line: str) -> list[str]:
    """The page's message with other values, as the box and search get it: with other numbers, and, where torch
    names dtypes in it, with other dtypes too (each of OTHER_DTYPES[src], its numbers changed)."""
    return [other_numbers(text) for _, text in OTHER_DTYPES.get(src, [])] or [other_numbers(line)]


def reader_messages() -> list[tuple[str, str]]:
    """Every error page's message as its trigger printed it, with other numbers, and, where it names dtypes, with
    other numbers and each of its other dtypes (OTHER_DTYPES), as a line and in a traceback."""
    found = []
    for src in sorted(error_pages()):
        line = printed_line(src)
        if line is None:
            continue
        variants = [("own numbers", line), ("other numbers", other_numbers(line)),
                    *((f"other numbers, other dtypes {n}", other_numbers(text))
                      for n, (_, text) in enumerate(OTHER_DTYPES.get(src, []), 1))]
        for numbers, text in variants:
            found += [(f"{src}, {numbers}, line", text), (f"{src}, {numbers}, script traceback", script_traceback(text))]
    return found


def test_the_other_dtypes_are_what_torch_prints():
    """Every page whose trigger printed a dtype name lists, in its front matter's `other_dtypes:`, code that makes the
    same mistake with other dtypes; each raises, with other dtypes than the printed line's (the lookup tests paste the
    line each prints); each section's other dtypes (SECTION_OTHER_DTYPES) are the very line torch prints."""
    import torch  # noqa: PLC0415  (only this test needs torch)
    import torch.nn.functional as F  # noqa: N812, PLC0415
    from torch import nn  # noqa: PLC0415

    wrong = []
    printed = {src: printed_line(src) or "" for src in sorted(error_pages())}
    named = {src for src, line in printed.items() if DTYPE.search(line)}
    wrong += [f"docs/{src}: its trigger printed dtype names ({printed[src]!r}); add `other_dtypes:` to its front "
              "matter: a list of one-line code strings (torch, nn and F are imported) that make the trigger's mistake "
              "with other dtypes, so that the tests paste what each prints"
              for src in sorted(named - set(OTHER_DTYPES))]
    for src, cases in OTHER_DTYPES.items():
        for code, line in cases:
            if line == "(no error)":
                wrong.append(f"docs/{src}: `other_dtypes:` {code!r} raises nothing")
            elif DTYPE.findall(line) == DTYPE.findall(printed[src]):
                wrong.append(f"docs/{src}: `other_dtypes:` {code!r} prints the page's own dtypes: {line!r}")
    for src, _, line in SECTION_OTHER_DTYPES:
        if (documented_at(line) or ("nowhere",))[0] != page_url(src):
            wrong.append(f"{src}: {line!r} (other dtypes than its section's `raises=`) lands on "
                         f"{documented_at(line)}, not on the section of {src}")
    for src, code, line in SECTION_OTHER_DTYPES:
        try:
            exec(code, {"torch": torch, "nn": nn, "F": F})  # noqa: S102
            got = "(no error)"
        except Exception as error:  # noqa: BLE001
            got = f"{type(error).__name__}: {error}".split("\n")[0]
        if got != line:
            wrong.append(f"{src}: {code}\n  torch prints {got!r}\n  the table says {line!r}")
    assert not wrong, "\n".join(wrong)


def own_messages() -> list[tuple[str, str]]:
    """Every error page's declared message, with made-up values for its variable parts."""
    return [(f"declared by {src}", filled(meta["error"], "torch.Size([2, 3])"))
            for src, meta in sorted(error_pages().items())]


def raised_messages() -> list[tuple[str, str]]:
    """Every message a fence declares it raises (`raises=`) on a page that is not that message's error page."""
    own = {meta["error"] for meta in error_pages().values()}
    found = {usage.raises: usage.page for usage in usages() if usage.raises and usage.raises not in own}
    return [(f"raised on {page}: {message[:40]}", filled(message, "torch.Size([2, 3])"))
            for message, page in sorted(found.items())]


def older_wordings() -> list[tuple[str, str]]:
    """Every older wording in history/messages.json, with made-up values for its variable parts."""
    return [(f"{src}, older wording {n}", filled(w["message"], "torch.Size([2, 3])"))
            for src, found in sorted(history().items()) for n, w in enumerate(found, 1)
            if src in error_pages() and w["message"] != error_pages()[src]["error"]]


IN_PLACE = "RuntimeError: one of the variables needed for gradient computation has been modified by an inplace operation: "
HINTS = {
    "2.13 hint": "Hint: enable anomaly detection to find the operation that failed to compute its gradient, with "
                 "torch.autograd.set_detect_anomaly(True, check_nan=False).",
    "older hint": "Hint: enable anomaly detection to find the operation that failed to compute its gradient, with "
                  "torch.autograd.set_detect_anomaly(True).",
    "anomaly-mode hint": "Hint: the backtrace further above shows the operation that failed to compute its gradient. "
                         "The variable in question was changed in there or anywhere later. Good luck!",
}
MODIFIED = {
    "output N of X": "[torch.cuda.FloatTensor [64, 128]], which is output 0 of ReluBackward0, is at version 1",
    "a leaf or an input": "[torch.FloatTensor [3]] is at version 2",
}
IN_PLACE_VARIANTS = [(f"in-place, {who}, {hint}", f"{IN_PLACE}{tensor}; expected version 0 instead. {text}")
                     for who, tensor in MODIFIED.items() for hint, text in HINTS.items()]
ISSUE_PASTES = [  # what readers paste (issue 9); where they land is worked out from the declarations and data
    ("old wording, buffers freed", "RuntimeError: Trying to backward through the graph a second time, but the buffers "
     "have already been freed. Specify retain_graph=True when calling backward the first time."),
    ("old wording, saved intermediate results", "RuntimeError: Trying to backward through the graph a second time, "
     "but the saved intermediate results have already been freed. Specify retain_graph=True when calling .backward() "
     "or autograd.grad() the first time."),
    ("old wording, leaf has been used", "RuntimeError: a leaf Variable that requires grad has been used in an "
     "in-place operation."),
    *IN_PLACE_VARIANTS,
    ("in-place, older hint, script traceback", script_traceback(IN_PLACE_VARIANTS[1][1])),
    ("near miss, element 2", "RuntimeError: element 2 of tensors does not require grad and does not have a grad_fn"),
    ("near miss, leaf without its final period",
     "RuntimeError: a leaf Variable that requires grad is being used in an in-place operation"),
    ("partial, second backward", "Trying to backward through the graph a second time"),
    ("partial, in-place", "one of the variables needed for gradient computation has been modified by an inplace"),
    ("NaN in anomaly mode", "RuntimeError: Function 'SqrtBackward0' returned nan values in its 0th output."),
    ("NaN in anomaly mode, Jupyter traceback",
     jupyter_traceback("RuntimeError: Function 'SqrtBackward0' returned nan values in its 0th output.")),
    ("ambiguous Boolean, if tensor:", script_traceback("RuntimeError: Boolean value of Tensor with more than one value "
                                                       "is ambiguous").replace("loss.backward()", "if mask:", 1)),
    ("pytest output", f"""    def test_training_step():
>       loss.backward()

tests/test_train.py:14:
_ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _
E       {GRAD}

.venv/lib/python3.11/site-packages/torch/autograd/graph.py:823: RuntimeError
=========================== short test summary info ============================
FAILED tests/test_train.py::test_training_step - {GRAD}
============================== 1 failed in 2.31s ==============================="""),
    ("torchrun output", "\n".join(f"[rank1]: {line}" for line in script_traceback(IN_PLACE_VARIANTS[1][1]).splitlines())
     + "\nE1130 02:13:43.123000 4242 torch/distributed/elastic/multiprocessing/api.py:874] failed (exitcode: 1)"),
    ("ANSI colours and CRLF", "\x1b[31m" + script_traceback(MISMATCH).replace("\n", "\r\n") + "\x1b[0m"),
    ("chained exceptions", script_traceback("RuntimeError: element 0 of tensors does not require grad and does not "
                                            "have a grad_fn") + "\nThe above exception was the direct cause of the "
     "following exception:\n\n" + script_traceback("TrainingError: step 1200 failed")),
]
ITEM = "RuntimeError: a Tensor with 64 elements cannot be converted to Scalar"  # torch 2.13's `.item()` (issue 23)
ISSUE_PASTES += [
    ("item() on several elements, torch 2.13", ITEM),
    ("item() on several elements, torch 2.13, script traceback", script_traceback(ITEM).replace(
        "loss.backward()", "running_loss += loss.item()", 1)),
    ("item() on several elements, older releases", script_traceback(
        "ValueError: only one element tensors can be converted to Python scalars").replace(
        "loss.backward()", "running_loss += loss.item()", 1)),
]
# GPU messages, which the CPU build cannot raise (issue 31): as torch 2.x prints them, and as older releases did.
OOM_OLD = ("RuntimeError: CUDA out of memory. Tried to allocate 20.00 MiB (GPU 0; 11.17 GiB total capacity; 10.52 GiB "
           "already allocated; 10.25 MiB free; 10.63 GiB reserved in total by PyTorch)")
ISSUE_PASTES += [
    ("tensors on two devices", "RuntimeError: Expected all tensors to be on the same device, but found at least two "
     "devices, cuda:0 and cpu!"),
    ("tensors on two devices, an argument named, script traceback", script_traceback(
        "RuntimeError: Expected all tensors to be on the same device, but found at least two devices, cuda:0 and cpu! "
        "(when checking argument for argument mat1 in method wrapper_CUDA_addmm)")),
    ("CUDA out of memory", "torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 20.00 MiB. GPU 0 has a "
     "total capacity of 7.79 GiB of which 3.06 MiB is free."),
    ("CUDA out of memory, torch 1.x", OOM_OLD),
    ("CUDA out of memory, torch 1.x, script traceback", script_traceback(OOM_OLD)),
    ("CUDA out of memory, torch 1.0 to 1.4", "RuntimeError: CUDA out of memory. Tried to allocate 12.50 MiB (GPU 0; "
     "10.92 GiB total capacity; 8.57 MiB already allocated; 9.28 GiB free; 4.68 MiB cached)"),
    ("device-side assert", script_traceback("RuntimeError: CUDA error: device-side assert triggered")),
    ("a checkpoint saved on an Intel GPU (XPU), loaded without one", script_traceback(
        "RuntimeError: Attempting to deserialize object on a XPU device but torch.xpu.is_available() is False. If you "
        "are running on a CPU-only machine, please use torch.load with map_location=torch.device('cpu') to map your "
        "storages to the CPU.")),
    ("DataLoader worker killed", script_traceback("RuntimeError: DataLoader worker (pid 4242) is killed by signal: "
                                                  "Killed.")),
    # A CUDA kernel's assertion on a label out of range, as CUDA's device-side assert prints it, one line per GPU thread (the
    # history reads the condition from the CUDA wheel's GPU code)
    ("CUDA kernel assertion, a label out of range", "../aten/src/ATen/native/cuda/Loss.cu:250: "
     "nll_loss_forward_reduce_cuda_kernel_2d: block: [0,0,0], thread: [0,0,0] Assertion `t >= 0 && t < n_classes` failed."),
    ("CUDA kernel assertion, a label out of range, several threads", "\n".join(
        f"../aten/src/ATen/native/cuda/NLLLoss2d.cu:104: nll_loss2d_forward_kernel: block: [13,0,0], thread: [{t},0,0] "
        "Assertion `t >= 0 && t < n_classes` failed." for t in (290, 291, 292))),
    # torch 1.7 and earlier: Long ids only (make runs ran the page's triggers under 1.7)
    ("embedding indices, torch 1.x", "RuntimeError: Expected tensor for argument #1 'indices' to have scalar type Long; "
     "but got torch.cuda.FloatTensor instead (while checking arguments for embedding)"),
    ("embedding indices, torch 1.x, script traceback", script_traceback(
        "RuntimeError: Expected tensor for argument #1 'indices' to have scalar type Long; but got torch.FloatTensor "
        "instead (while checking arguments for embedding)")),
    ("CUDA kernel assertion, reduction none, torch 0.4", "/opt/conda/conda-bld/pytorch_1532584813488/work/aten/src/THCUNN/"
     "ClassNLLCriterion.cu:56: void ClassNLLCriterion_updateOutput_no_reduce_kernel(int, THCDeviceTensor<Dtype, 2, int, "
     "DefaultPtrTraits>, THCDeviceTensor<long, 1, int, DefaultPtrTraits>, THCDeviceTensor<Dtype, 1, int, "
     "DefaultPtrTraits>, Dtype *, int, int) [with Dtype = float]: block: [0,0,0], thread: [23,0,0] Assertion "
     "`cur_target >= 0 && cur_target < n_classes` failed."),
]
NO_PAGE = [
    ("CUDA illegal memory access", UNCOVERED),
    ("empty dataset sampled", script_traceback("ValueError: num_samples should be a positive integer value, but got "
                                               "num_samples=0")),
]
# Real pastes (from public threads) that are no wording of a page's message, yet close to one: (name, paste, the pages
# it is near, most reported first). The box and search name those pages and say how the paste differs.
NEAR_MISSES = [
    ("hyphenated in-place", "RuntimeError: one of the variables needed for gradient computation has been modified by "
     "an in-place operation", ["modified-by-inplace-operation"]),
    ("Variables for Tensors (torch 0.2), cut short",
     "One of the differentiated Variables appears to not have been used", ["differentiated-tensor-not-used-in-graph"]),
    ("words in another order", "RuntimeError: One of the differentiated Tensors appears not to have been used in the "
     "graph", ["differentiated-tensor-not-used-in-graph"]),
    ("typos", "RuntineError: Boolean value of Tensor with nore than one value is ambiguous",
     ["boolean-value-of-tensor-ambiguous"]),
    ("typed into a search box", "loss.backward() RuntimeError grad can be implicitly created",
     ["grad-implicitly-created-scalar-outputs", "grad-implicitly-created-real-scalar-outputs"]),
]
NEAR_PASTES = [(f"not exact, {name}{way}", wrap(text)) for name, text, _ in NEAR_MISSES
               for way, wrap in (("", str), (", script traceback", script_traceback))]

CASES = [
    ("line", GRAD),
    ("line without its type", GRAD.removeprefix("RuntimeError: ")),
    ("script traceback", script_traceback(GRAD)),
    ("Jupyter traceback", jupyter_traceback(GRAD)),
    ("other shapes", MISMATCH),
    ("other shapes without type", MISMATCH.removeprefix("RuntimeError: ").replace("[5]", "[4, 1]")),
    ("other shapes, script traceback", script_traceback(MISMATCH.replace("[7]", "[2, 3]"))),
    ("other shapes, Jupyter traceback", jupyter_traceback(MISMATCH.replace("[5]", "[2, 3]").replace("[7]", "[3]"))),
    *own_messages(),
    *[(f"{name}, Jupyter traceback", jupyter_traceback(message)) for name, message in own_messages()],
    *reader_messages(),
    *raised_messages(),
    *section_other_dtypes(),
    *older_wordings(),
    *[(f"{name}, script traceback", script_traceback(message)) for name, message in older_wordings()],
    *ISSUE_PASTES,
    *NEAR_PASTES,
]


def site_path(url: str) -> str:
    """The page a URL points to, relative to the site root (no query, no anchor)."""
    return urlsplit(url).path.lstrip("/")


def expected(name: str, text: str) -> tuple[str, str]:
    where = documented_at(text)
    assert where, (f"{name}: no page, section or output of the site explains this paste, so the case is wrong (or "
                   f"history/messages.json lacks this wording):\n{text}")
    return where


# How the box (a note on the page it opens) and search (the pinned result) present each kind of match: only an
# error page's own message is "the page for this error".
SAYS = {"close": "Close match", "section": "section", "mention": "mentioned", "near": "Close to this page's message"}
THE_PAGE = "The page for this error"


class Reader:
    """One browser tab for the whole module (a fresh context per case would triple the time), with the console
    errors and uncaught exceptions of the current case."""

    def __init__(self, browser, base_url: str):
        self.base_url = base_url
        self.context = browser.new_context(viewport={"width": 1280, "height": 900}, service_workers="block")
        self.context.grant_permissions(["clipboard-read", "clipboard-write"], origin=base_url.rstrip("/"))
        self.page = self.context.new_page()
        self.errors: list[str] = []
        self.page.on("console", lambda msg: msg.type == "error" and self.errors.append(f"console: {msg.text}"))
        self.page.on("pageerror", lambda exc: self.errors.append(f"uncaught: {exc}"))

    def home(self):
        self.errors.clear()
        self.page.goto(self.base_url, wait_until="load")
        return self.page


@pytest.fixture(scope="module")
def reader(browser, base_url):
    r = Reader(browser, base_url)
    yield r
    r.context.close()


def first_result(page, timeout: float = 10.0) -> str | None:
    """The first search result's URL once the results stop changing."""
    deadline, last, stable = time.monotonic() + timeout, None, 0
    while time.monotonic() < deadline:
        href = page.evaluate("() => document.querySelector('.md-search-result__item > a')?.getAttribute('href')")
        stable = stable + 1 if href and href == last else 0
        pinned = page.evaluate("() => !!document.querySelector('.md-search-result__item.error-match:first-child')")
        if stable >= 3 or (stable and pinned):  # the page found stays first while the query is unchanged
            return href
        last = href
        page.wait_for_timeout(150)
    return last


def paste(page, selector: str, text: str) -> None:
    """Put `text` on the clipboard and paste it with Ctrl+V into `selector`, as a reader does."""
    page.evaluate("text => navigator.clipboard.writeText(text)", text)
    page.click(selector)
    page.keyboard.press("Control+V")


def pinned_text(page) -> str | None:
    pin = page.locator(".md-search-result__item.error-match p")
    return pin.first.inner_text() if pin.count() else None


def matches(page, texts: list[str]) -> list[tuple[str, str] | None]:
    """What the page's matcher (docs/assets/errors.js, the one both boxes use) finds for each text: (page, kind)."""
    found = page.evaluate("""async texts => {
        const entries = await errorLookup.load();
        return texts.map(text => { const m = errorLookup.lookup(text, entries); return m && [m.item.href, m.kind]; });
    }""", texts)
    return [(site_path(hit[0]).split("#")[0], hit[1]) if hit else None for hit in found]


def test_every_paste_is_matched_to_the_page_that_explains_it(reader):
    """The whole table at once, through the matcher the boxes run in the browser; the round trips below then
    paste a sample of it into each box, one case of each kind and each way of pasting."""
    cases = [*CASES, *NO_PAGE]
    wants = [expected(name, text) for name, text in CASES] + [documented_at(text) for _, text in NO_PAGE]
    got = matches(reader.home(), [text for _, text in cases])
    wrong = []
    for (name, text), want, found in zip(cases, wants, got):
        if found != want:
            wrong.append(f"{name}: the matcher finds {found}, expected {want}\n  paste: {text[:300]!r}")
    assert not wrong, f"{len(wrong)} of {len(cases)} pastes:\n" + "\n".join(wrong)
    assert not reader.errors, reader.errors


def round_trips() -> list[tuple[str, str]]:
    """The cases pasted for real into each box: every way of pasting (a line, tracebacks of a script, Jupyter,
    pytest, torchrun, chained, ANSI and CRLF, other shapes) and the first case of each kind of match."""
    ways = {"line", "line without its type", "script traceback", "Jupyter traceback", "other shapes, script traceback",
            "pytest output", "torchrun output", "ANSI colours and CRLF", "chained exceptions",
            "old wording, buffers freed", "item() on several elements, torch 2.13, script traceback",
            "CUDA kernel assertion, a label out of range, several threads", "CUDA kernel assertion, reduction none, torch 0.4"}
    chosen = [(name, text) for name, text in CASES if name in ways]
    for kind in ("close", "section", "mention"):
        chosen += [next((name, text) for name, text in CASES if (documented_at(text) or ("", ""))[1] == kind)]
    return chosen + NEAR_PASTES


def differs_in(differences: list[str]) -> str:
    """How the box and search say how a paste differs from a page's message it is near (errors.js differsIn)."""
    return f"your paste differs in {'; '.join(differences) or 'numbers, punctuation or spacing only'}."


@pytest.mark.parametrize("name,text,pages", NEAR_MISSES, ids=[name for name, _, _ in NEAR_MISSES])
def test_the_rule_for_a_near_miss(name, text, pages):
    """Each real paste of NEAR_MISSES, as a line and in a traceback, is near its pages by the rule (and by nothing
    else: no other tier matches it)."""
    for paste in (text, script_traceback(text)):
        assert [url for url, _ in near_pages(paste)] == [f"errors/{page}/" for page in pages], paste
        assert documented_at(paste) == (f"errors/{pages[0]}/", "near"), paste


ROUND_TRIPS = round_trips()


@pytest.mark.parametrize("name,text", ROUND_TRIPS, ids=[name for name, _ in ROUND_TRIPS])
def test_search_box_paste_lands_on_the_page_first(reader, name, text):
    want, kind = expected(name, text)
    page = reader.home()
    paste(page, '[data-md-component="search-query"]', text)
    query = page.input_value('[data-md-component="search-query"]')
    href = first_result(page)
    assert href, f"{name}: no search result for the pasted input; the query became {query!r}"
    got = site_path(href)
    titles = page.locator(".md-search-result__item > a h1").all_inner_texts()[:3]
    assert got == want, (f"{name}: first search result is {got!r}, expected {want!r} ({kind})\n"
                         f"query: {query!r}\ntop results: {titles}")
    said = pinned_text(page) or ""
    if kind == "page":
        assert said.startswith(THE_PAGE), f"{name}: the pinned result says {said!r}, not {THE_PAGE!r}"
    elif kind == "near":  # every page it is near, pinned in order, each saying how the paste differs
        pins = page.locator(".md-search-result__item.error-match")
        got = [(site_path(pin.locator("a").get_attribute("href")), pin.locator("p").inner_text()) for pin in pins.all()]
        assert got == [(url, f"{SAYS[kind]}: {differs_in(d)}") for url, d in near_pages(text)], f"{name}: {got}"
    else:
        assert SAYS[kind] in said and THE_PAGE not in said, (
            f"{name}: a {kind} match is pinned saying {said!r}; expected {SAYS[kind]!r}, never {THE_PAGE!r}")
    # Enter goes to the best result, like a reader would.
    page.keyboard.press("Enter")
    page.wait_for_url(lambda url: site_path(url) == want, wait_until="commit", timeout=5000)
    assert not reader.errors, f"{name}: {reader.errors}"


@pytest.mark.parametrize("name,text", ROUND_TRIPS, ids=[name for name, _ in ROUND_TRIPS])
def test_lookup_box_goes_to_the_page(reader, name, text):
    want, kind = expected(name, text)
    page = reader.home()
    paste(page, "#error-lookup-text", text)
    assert page.input_value("#error-lookup-text") == text.replace("\r\n", "\n")
    page.click("#error-lookup button[type=submit]")
    if kind == "near":  # not the same message: the box names the pages (most reported first), how it differs from each
        status = page.locator("[data-lookup-status]")
        try:
            status.locator("li").first.wait_for(timeout=5000)
        except Exception:  # noqa: BLE001
            pytest.fail(f"{name}: the box names no page; it says {status.inner_text()!r}")
        got = [(site_path(li.locator("a").get_attribute("href")), li.inner_text()) for li in status.locator("li").all()]
        titles = {page_url(src): meta["error"] for src, meta in error_pages().items()}  # what its links say
        assert got == [(url, f"{titles[url]}: {differs_in(d)}") for url, d in near_pages(text)], (
            f"{name}: the box says {status.inner_text()!r}")
        assert "No page on this site documents" not in status.inner_text()
        assert site_path(page.url) == "", f"{name}: the box left the home page for a message that is not the same"
        assert not reader.errors, f"{name}: {reader.errors}"
        return
    try:
        page.wait_for_url(lambda url: site_path(url) == want, wait_until="domcontentloaded", timeout=5000)
    except Exception:  # noqa: BLE001  (report what the box said instead)
        said = page.locator("[data-lookup-status]").inner_text()
        pytest.fail(f"{name}: the lookup box did not go to {want!r}; it is on {page.url} and says:\n{said}")
    note = page.locator(".error-lookup-note")
    if kind == "page":
        assert not note.count(), f"{name}: the page for this error says {note.first.inner_text()!r}"
    else:
        said = note.first.inner_text() if note.count() else ""
        assert SAYS[kind] in said and THE_PAGE not in said, (
            f"{name}: a {kind} match opened {want!r} saying {said!r}; expected a note with {SAYS[kind]!r}")
    assert not reader.errors, f"{name}: {reader.errors}"


@pytest.mark.parametrize("name,text", [*NO_PAGE, ("CUDA illegal memory access, traceback", script_traceback(
    UNCOVERED + "\nCUDA kernel errors might be asynchronously reported at some other API call, so the stacktrace "
    "below might be incorrect.\nFor debugging consider passing CUDA_LAUNCH_BLOCKING=1"))],
                         ids=[name for name, _ in NO_PAGE] + ["CUDA illegal memory access, traceback"])
def test_lookup_box_and_search_say_when_no_page_documents_the_error(reader, base_url, name, text):
    assert documented_at(text) is None, f"{name}: the site now explains this message: pick another one for this test"
    page = reader.home()
    page.fill("#error-lookup-text", text)
    page.keyboard.press("Control+Enter")  # keyboard only
    status = page.locator("[data-lookup-status]")
    status.get_by_text("No page on this site documents this error").wait_for(timeout=5000)
    assert page.url == base_url, f"{name}: the lookup box left the home page for an undocumented error: {page.url}"
    assert status.get_attribute("aria-live") == "polite"
    paste(page, '[data-md-component="search-query"]', text)
    first_result(page, timeout=2)
    assert pinned_text(page) is None, f"{name}: search pins a page for an undocumented error: {pinned_text(page)!r}"
    assert not reader.errors, f"{name}: {reader.errors}"


BIG = [("2 MB log, then a traceback", big_log_paste()), ("a 100,000-character token", long_token_paste())]


@pytest.mark.parametrize("name,text", BIG, ids=[name for name, _ in BIG])
def test_huge_pastes_land_in_under_a_second(reader, base_url, name, text):
    for where, measure in (("box", time_box), ("search", time_search)):
        seconds = measure(reader.page, base_url, text)  # each waits for the right page, else fails
        assert seconds < BUDGET_SECONDS, f"{name}: the {where} took {seconds:.2f} s (budget {BUDGET_SECONDS} s)"


def test_search_keeps_working_after_a_huge_paste_without_an_error_line(reader):
    page = reader.home()
    log = "2026-11-30 02:13:43 INFO epoch 3 step 1200 loss 0.4312 lr 0.0010\n" * 30_000
    paste(page, '[data-md-component="search-query"]', log)
    query = page.input_value('[data-md-component="search-query"]')
    assert len(query) <= 400, f"a 2 MB paste without an error line became a query of {len(query)} characters"
    paste(page, '[data-md-component="search-query"]', GRAD)
    want, _ = expected("line", GRAD)
    assert site_path(first_result(page) or "") == want, "search stopped finding pages after a huge paste"
    assert not reader.errors, reader.errors


def test_back_returns_to_the_box_with_the_paste(reader):
    text = script_traceback(MISMATCH)
    page = reader.home()
    paste(page, "#error-lookup-text", text)
    page.click("#error-lookup button[type=submit]")
    page.wait_for_url(lambda url: site_path(url) == expected("traceback", text)[0], timeout=5000)
    page.go_back()
    try:
        page.wait_for_url(lambda url: site_path(url) == "", timeout=5000)
    except Exception:  # noqa: BLE001
        pytest.fail(f"Back went to {page.url}, not the home page")
    try:
        page.wait_for_function("document.querySelector('#error-lookup-text').value.length > 0", timeout=5000)
    except Exception:  # noqa: BLE001
        pytest.fail("Back returned to the box without the paste: the box is empty")
    assert page.input_value("#error-lookup-text") == text, "Back returned to the box with another text"


def test_lookup_box_is_labelled_and_keyboard_usable(visit):
    v = visit()
    page = v.goto("")
    field = page.get_by_label("Paste your error")
    assert field.evaluate("el => el.tagName") == "TEXTAREA", "no text area labelled 'Paste your error'"
    field.focus()
    page.keyboard.press("Tab")
    focused = page.evaluate("document.activeElement.textContent.trim()")
    assert focused == "Find the page", f"Tab from the text area reaches {focused!r}, not the button"
    page.keyboard.press("Enter")  # the empty box asks for a message instead of pretending
    page.locator("[data-lookup-status]").get_by_text("Paste an error message").wait_for(timeout=5000)


def cut_short() -> list[str]:
    """Every error page's message cut short after 2, 3, ... words (a line cut off by a terminal or a search box),
    with its type and without."""
    found = set()
    for meta in error_pages().values():
        words = meta["error"].split()
        for n in range(2, len(words)):
            cut = " ".join(words[:n])
            if "..." not in cut:
                found |= {cut, without_type(cut)}
    return sorted(found)


def test_a_paste_cut_short_lists_every_page_whose_message_starts_that_way(reader):
    """A paste that could be the start of several pages' messages gets all of them, most reported first; one that
    starts one page's message gets that page; none of them is told that no page documents it."""
    texts = cut_short()
    got = reader.home().evaluate("""async texts => {
        const entries = await errorLookup.load();
        return texts.map(t => { const m = errorLookup.lookup(t, entries);
            return m && [m.kind, (m.items || [m.item]).map(i => i.href)]; });
    }""", texts)
    wrong, several = [], 0
    for text, found in zip(texts, got):
        if found is None:
            if pages_starting_like(text) or documented_at(text):
                wrong.append(f"{text!r}: the lookup says no page documents it")
            continue
        want = [page_url(src) for src in pages_starting_like(text)]
        kind, hrefs = found[0], [site_path(h).split("#")[0] for h in found[1]]
        if len(want) > 1:
            several += 1
            if kind != "several" or hrefs != want:
                wrong.append(f"{text!r}: the lookup finds {kind} {hrefs}, expected several {want}")
        elif kind == "several":
            wrong.append(f"{text!r}: the lookup lists {hrefs}, but only {want} start that way")
    assert not wrong, f"{len(wrong)} of {len(texts)} pastes cut short:\n" + "\n".join(wrong[:30])
    assert several >= 5, f"only {several} pastes cut short could start several pages' messages"
    assert not reader.errors, reader.errors


RULE = [  # (paste cut short, the pages it starts, by the rule of starts_like), read off the pages' declarations
    ("RuntimeError: mat1 and mat2",
     ["mat1-and-mat2-shapes-cannot-be-multiplied", "mat1-and-mat2-must-have-the-same-dtype"]),
    ("Given groups=1, weight of size [64, 3, 3, 3], expected input[1, 4, 224, 224] to have 3 channels, but",
     ["conv-expected-input-channels"]),  # values, then how the text after the last one begins
    # the start of "expected scalar type ... but found ..." (the history shows no piece of it as a wording)
    ("expected scalar type Float but", ["expected-scalar-type-but-found"]),
    ("RuntimeError: bool value of Tensor with more than one value is ambiguous", []),  # a whole older wording
    ("Expected to have", ["ddp-expected-to-finish-reduction"]),  # not "Expected ...D (unbatched)": prose is no value
    ("Expected 3D (unbatched) or", ["conv-expected-3d-or-4d-input"]),
    ("element 0 of", ["element-0-does-not-require-grad", "differentiated-tensor-not-used-in-graph"]),
    ("RuntimeError: element 0 of tensors", ["element-0-does-not-require-grad"]),
    # cut short: 1.3 to 1.8 hold this message only in pieces ("... before ..." is no wording of the history)
    ("RuntimeError: Expected to have finished reduction in the prior iteration before starting",
     ["ddp-expected-to-finish-reduction"]),
]


@pytest.mark.parametrize("text,pages", RULE, ids=[text for text, _ in RULE])
def test_the_rule_for_a_paste_cut_short(text, pages):
    assert pages_starting_like(text) == [f"errors/{name}.md" for name in pages]


# Pastes cut short where the rule matters: a `...` holds one value, not prose ("Expected to have" is not the start of
# "Expected ...D (unbatched) ..."); a message whose older releases hold only pieces of it; the start of several pages'
# messages.
TRICKY_CUTS = ["Expected to have", "RuntimeError: element 0 of tensors", "Expected tensor for",
               "RuntimeError: expected scalar type", "element 0 of", "RuntimeError: mat1 and mat2",
               "RuntimeError: Expected to have finished reduction in the prior iteration before starting"]


def box_cuts() -> list[str]:
    """The pastes cut short that go through the box itself: each error page's message cut as long as it stays a
    start (one per page, whose page it must open or list), and TRICKY_CUTS."""
    longest = [max((cut for cut in cut_short() if meta["error"].startswith(cut) and pages_starting_like(cut)),
                   key=len, default=None) for meta in error_pages().values()]
    return list(dict.fromkeys([*(cut for cut in longest if cut), *TRICKY_CUTS]))


def is_error_page(url: str) -> bool:
    return site_path(url).startswith("errors/")


def answer_error_pages_with_no_content(opened: list):
    """A route handler for error pages (route it with is_error_page): a navigation to one is recorded in `opened` and
    answered "204 No Content", so the home page (and its box) stays where it is."""

    def answer(route):
        if route.request.is_navigation_request():
            opened.append(site_path(route.request.url))
            route.fulfill(status=204)
        else:
            route.continue_()

    return answer


def test_the_box_lists_the_pages_a_paste_cut_short_could_be(reader):
    """Through the box (paste, Find the page): a paste cut short that starts one page's message opens that page;
    one that starts several lists them, most reported first, and so does search, pinned; the whole table is checked
    at once through the matcher by the test above. The page the box opens is answered with "204 No Content", which
    keeps the home page (and its box) where it is: one page load for all the cases."""
    cuts, several, wrong, opened = box_cuts(), 0, [], []

    answer = answer_error_pages_with_no_content(opened)

    page = reader.home()
    status = page.locator("[data-lookup-status]")
    page.route(is_error_page, answer)
    try:
        for text in cuts:
            want = [page_url(src) for src in pages_starting_like(text)] or [documented_at(text)[0]]
            opened.clear()
            page.fill("#error-lookup-text", "")
            paste(page, "#error-lookup-text", text)
            page.click("#error-lookup button[type=submit]")
            if len(want) == 1:
                deadline = time.monotonic() + 5
                while not opened and time.monotonic() < deadline:
                    page.wait_for_timeout(20)
                if opened != want:
                    wrong.append(f"{text!r}: the box opened {opened}, expected {want}; it says {status.inner_text()!r}")
                continue
            several += 1
            try:
                status.get_by_text("Pick yours").wait_for(timeout=5000)
            except Exception:  # noqa: BLE001
                wrong.append(f"{text!r}: the box opened {opened}, expected the list {want}; it says "
                             f"{status.inner_text()!r}")
                continue
            listed = [site_path(a.get_attribute("href")) for a in status.locator("li a").all()]
            if listed != want:
                wrong.append(f"{text!r}: the box lists {listed}, expected {want} (most reported first)")
    finally:
        page.unroute(is_error_page, answer)
    assert site_path(page.url) == "", f"the box left the home page: {page.url}"
    for text in TRICKY_CUTS:  # search pins the same list (a fresh page each: no results of the last query left)
        want = [page_url(src) for src in pages_starting_like(text)]
        if len(want) > 1:
            wrong += [f"{text!r}: {error}" for error in reader.errors]
            page = reader.home()
            paste(page, '[data-md-component="search-query"]', text)
            first_result(page)
            pinned = [site_path(a.get_attribute("href"))
                      for a in page.locator(".md-search-result__item.error-match > a").all()]
            if pinned != want:
                wrong.append(f"{text!r}: search pins {pinned}, expected {want}")
    wrong += reader.errors
    assert not wrong, f"{len(wrong)} of {len(cuts)} pastes cut short, through the box:\n" + "\n".join(wrong)
    assert several >= 3, f"only {several} of the pastes through the box start several pages' messages"


def test_every_pages_message_lands_on_its_page_through_the_box_and_search(reader):
    """Every error page's message as its trigger printed it, with other numbers (and each of its other dtypes, where
    it names dtypes: OTHER_DTYPES), through the real UI: into the box as a script traceback, Find the page, and
    pasted into search as a line, Enter. (Every variant of every page, own and other numbers, line and traceback,
    goes through the matcher at once in the first test of this file.)
    Where the box or Enter goes is answered with "204 No Content": the home page stays, one load for all pages."""
    cases = [(src, line) for src in sorted(error_pages()) for line in other_values(src, printed_line(src))]
    every = {f"errors/{path.name}" for path in (pages.DOCS / "errors").glob("*.md")}
    assert {src for src, _ in cases} == set(error_pages()) == every
    opened, wrong = [], []

    answer = answer_error_pages_with_no_content(opened)

    def went(name: str, want: str) -> None:
        deadline = time.monotonic() + 5
        while not opened and time.monotonic() < deadline:
            page.wait_for_timeout(20)
        if [url.split("#")[0] for url in opened] != [want]:
            wrong.append(f"{name}: went to {opened}, expected {want}")

    page = reader.home()
    status = page.locator("[data-lookup-status]")
    search = '[data-md-component="search-query"]'
    page.route(is_error_page, answer)
    try:
        for src, line in cases:
            want, kind = expected(src, line)
            if want != page_url(src):
                wrong.append(f"{src}: the paste {line!r} is documented at {want} ({kind}), not on its page")
                continue
            opened.clear()
            page.fill("#error-lookup-text", script_traceback(line))  # pasting itself: the round trips above
            page.click("#error-lookup button[type=submit]")
            went(f"{src}, box, script traceback of {line!r}", want)
            said = status.inner_text()
            if not said.startswith("Found:" if kind == "page" else "Close match:"):
                wrong.append(f"{src}, box, {line!r}: a {kind} match, and the box says {said!r}")
            opened.clear()
            page.fill(search, "")
            paste(page, search, line)
            try:
                page.wait_for_function("""want => { const a = document.querySelector(
                    '.md-search-result__item:first-child.error-match > a');
                    return a && new URL(a.href).pathname.replace(/^\\//, '') === want; }""", arg=want, timeout=5000)
            except Exception:  # noqa: BLE001  (report what search shows instead)
                wrong.append(f"{src}, search, {line!r}: the first result is {first_result(page, timeout=1)!r}, "
                             f"expected {want}")
                continue
            page.keyboard.press("Enter")
            went(f"{src}, search, Enter on {line!r}", want)
    finally:
        page.unroute(is_error_page, answer)
    wrong += reader.errors
    assert not wrong, (f"{len(wrong)} problems over {len(cases)} pastes of {len(error_pages())} error pages:\n"
                       + "\n".join(wrong))

