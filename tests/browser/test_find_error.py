"""A reader pastes an error, in Material's search box or in the home page's "Paste your error" box, and lands on
the page that explains it. The expected page is worked out here, in Python, from the pages' declarations."""

from __future__ import annotations

import re
import time
from urllib.parse import urlsplit

import pytest

from torchdocs.pages import error_pages, usages
from torchdocs.runner import template_regex

pytestmark = pytest.mark.browser

GRAD = "RuntimeError: grad can be implicitly created only for scalar outputs"
MISMATCH = ("RuntimeError: Mismatch in shape: grad_output[0] has a shape of torch.Size([5]) "
            "and output[0] has a shape of torch.Size([7]).")
UNCOVERED = "RuntimeError: CUDA error: device-side assert triggered"


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


def documented_at(text: str) -> str | None:
    """Where the site explains the last `Type: message` line of `text`: an error page, else a section of a page
    with a fence declared to raise it. A URL relative to the site root, or None."""
    line = [ln.strip() for ln in text.splitlines() if re.match(r"\s*[\w.]*(Error|Exception|Warning): ", ln)]
    line = line[-1] if line else text.strip()
    for src, meta in error_pages().items():
        if template_regex(meta["error"]).fullmatch(line) or template_regex(meta["error"].split(": ", 1)[1]).fullmatch(line):
            return src.removesuffix(".md") + "/"
    for usage in usages():
        if usage.raises and (template_regex(usage.raises).fullmatch(line)
                             or template_regex(usage.raises.split(": ", 1)[1]).fullmatch(line)):
            return usage.page.removesuffix(".md") + "/"
    return None


def own_messages() -> list[tuple[str, str]]:
    """Every error page's declared message, with made-up values for its variable parts."""
    return [(f"declared by {src}", meta["error"].replace("...", "torch.Size([2, 3])"))
            for src, meta in sorted(error_pages().items())]


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
]


def site_path(url: str) -> str:
    """The page a URL points to, relative to the site root (no query, no anchor)."""
    return urlsplit(url).path.lstrip("/")


def expected(text: str) -> str:
    where = documented_at(text)
    assert where, f"the site documents no page for this input, so the case is wrong:\n{text}"
    return where


def first_result(page, timeout: float = 10.0) -> str | None:
    """The first search result's URL once the results stop changing."""
    deadline, last, stable = time.monotonic() + timeout, None, 0
    while time.monotonic() < deadline:
        link = page.locator(".md-search-result__item > a").first
        href = link.get_attribute("href", timeout=200) if link.count() else None
        stable = stable + 1 if href and href == last else 0
        if stable >= 3:
            return href
        last = href
        page.wait_for_timeout(150)
    return last


def paste(page, selector: str, text: str) -> None:
    """Put `text` on the clipboard and paste it with Ctrl+V into `selector`, as a reader does."""
    page.evaluate("text => navigator.clipboard.writeText(text)", text)
    page.click(selector)
    page.keyboard.press("Control+V")


@pytest.mark.parametrize("name,text", CASES, ids=[name for name, _ in CASES])
def test_search_box_paste_lands_on_the_page_first(visit, base_url, name, text):
    want = expected(text)
    v = visit()
    page = v.goto("")
    paste(page, '[data-md-component="search-query"]', text)
    query = page.input_value('[data-md-component="search-query"]')
    href = first_result(page)
    assert href, f"{name}: no search result for the pasted input; the query became {query!r}"
    got = site_path(href)
    titles = page.locator(".md-search-result__item > a h1").all_inner_texts()[:3]
    assert got == want, (f"{name}: first search result is {got!r}, expected {want!r}\n"
                         f"query: {query!r}\ntop results: {titles}")
    # Enter goes to the best result, like a reader would.
    page.keyboard.press("Enter")
    page.wait_for_url(lambda url: site_path(url) == want, timeout=5000)
    assert not v.errors, f"{name}: {v.errors}"


@pytest.mark.parametrize("name,text", CASES, ids=[name for name, _ in CASES])
def test_lookup_box_goes_to_the_page(visit, base_url, name, text):
    want = expected(text)
    v = visit()
    page = v.goto("")
    paste(page, "#error-lookup-text", text)
    assert page.input_value("#error-lookup-text") == text.replace("\r\n", "\n")
    page.click("#error-lookup button[type=submit]")
    try:
        page.wait_for_url(lambda url: site_path(url) == want, timeout=5000)
    except Exception:  # noqa: BLE001  (report what the box said instead)
        said = page.locator("[data-lookup-status]").inner_text()
        pytest.fail(f"{name}: the lookup box did not go to {want!r}; it is on {page.url} and says:\n{said}")
    assert not v.errors, f"{name}: {v.errors}"


@pytest.mark.parametrize("text", [UNCOVERED, script_traceback(UNCOVERED + "\nCUDA kernel errors might be "
                                  "asynchronously reported at some other API call, so the stacktrace below might "
                                  "be incorrect.\nFor debugging consider passing CUDA_LAUNCH_BLOCKING=1")],
                         ids=["line", "traceback"])
def test_lookup_box_says_when_no_page_documents_the_error(visit, base_url, text):
    assert documented_at(text) is None, "the site now documents this message: pick another one for this test"
    v = visit()
    page = v.goto("")
    page.fill("#error-lookup-text", text)
    page.keyboard.press("Control+Enter")  # keyboard only
    status = page.locator("[data-lookup-status]")
    status.get_by_text("No page on this site documents this error").wait_for(timeout=5000)
    assert page.url == base_url, f"the lookup box left the home page for an undocumented error: {page.url}"
    assert status.get_attribute("aria-live") == "polite"
    assert not v.errors, v.errors


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
