"""A reader on a phone: Lighthouse (mobile preset) on the site served compressed, error titles at 320 px, the
lookup box without JavaScript, and the dark palette's focused button."""

from __future__ import annotations

import pytest

from torchdocs import measure
from torchdocs.pages import error_pages

from .conftest import screenshot, source_of, step_result, url_path

pytestmark = pytest.mark.browser

SMALL_PHONE = {"width": 320, "height": 568}
# Where a title may wrap: after a space, or after the punctuation the build marks with <wbr>.
BREAKABLE = " .-_([,=/:;"


LIGHTHOUSE_PAGES = {source_of(path): label for label, path in measure.BENCH_PAGES.items()}


@pytest.mark.parametrize("page", list(LIGHTHOUSE_PAGES))
def test_lighthouse_accessibility_best_practices_and_seo(lighthouse_reports, page):
    """One Lighthouse run per page (started with the browser layer: conftest.lighthouse_reports); performance is
    a benchmark figure (`make bench`), not a test."""
    report = lighthouse_reports[page].result(timeout=600)
    got = measure.scores(report)
    failing = {name: measure.failing_audits(report, name) for name, score in got.items() if score < 100}
    assert not failing, (f"Lighthouse on /{url_path(page)} ({LIGHTHOUSE_PAGES[page]}): {got}; audits that cost "
                         f"points: {failing}")


def title_breaks(page) -> list[str]:
    """Every place the <h1> wraps, as 'text before|text after' around the break."""
    return page.evaluate("""() => {
        const h1 = document.querySelector('article h1'), breaks = [];
        const walker = document.createTreeWalker(h1, NodeFilter.SHOW_TEXT);
        let last = null;  // [top of the previous character, its text]
        const range = document.createRange();
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            for (let i = 0; i < node.length; i++) {
                range.setStart(node, i); range.setEnd(node, i + 1);
                const rect = range.getClientRects()[0];
                if (!rect) continue;
                if (last && rect.top > last[0] + 2) breaks.push([last[1], node.data[i]]);
                last = [rect.top, node.data[i]];
            }
        }
        return breaks;
    }""")


def title_at_320_px(v, page, path: str) -> list[str]:
    """One error page at 320 px (a step of conftest.page_visits, after the tour's at phone width: the page resized to
    320 x 568 and scrolled to its top, as loaded there): what is wrong with its title."""
    wrong = []
    src = path.rstrip("/") + ".md"
    page.set_viewport_size(SMALL_PHONE)
    page.evaluate("() => new Promise(done => { scrollTo(0, 0); requestAnimationFrame(() => requestAnimationFrame(done)) })")
    screenshot(page, f"publish-320-{path.strip('/').replace('/', '-')}")
    first = page.evaluate("""() => {
        const h1 = document.querySelector('article h1');
        let next = h1.nextElementSibling;
        while (next && !next.getBoundingClientRect().height) next = next.nextElementSibling;
        return {h1: h1.getBoundingClientRect().bottom, next: next ? next.getBoundingClientRect().top : null};
    }""")
    if first["next"] is None or first["next"] + 40 > SMALL_PHONE["height"]:
        wrong.append(f"docs/{src}: at 320 px the title ends at {first['h1']:.0f} px and the page starts at "
                     f"{first['next']} px, below the first screen ({SMALL_PHONE['height']} px)")
    for before, after in title_breaks(page):
        if before not in BREAKABLE and after != " ":
            wrong.append(f"docs/{src}: at 320 px the title breaks inside a word: ...{before}|{after}...")
    return wrong


TITLE_TESTS = ("test_error_title_on_a_small_phone",)
PAGE_STEPS = (("phone", 20, title_at_320_px, TITLE_TESTS),)


# The longest titles first: they take longest to check.
@pytest.mark.parametrize("page", [src for src, meta in sorted(error_pages().items(), key=lambda item: -len(item[1]["error"]))])
def test_error_title_on_a_small_phone(page, page_visits):
    """At 320 px the title leaves the start of the page on the first screen, and wraps only between words or
    after punctuation. Screenshots of each error page at 320 px (TORCHDOCS_SCREENSHOTS=1):
    test-results/screenshots/publish-320-*.png."""
    wrong = step_result(page_visits, page, title_at_320_px)
    assert not wrong, "\n".join(wrong)


@pytest.mark.lookup
def test_lookup_box_without_javascript(browser, base_url):
    context = browser.new_context(java_script_enabled=False, viewport=SMALL_PHONE)
    try:
        page = context.new_page()
        page.goto(base_url, wait_until="load")
        line = page.locator("#error-lookup noscript, #error-lookup .error-lookup__noscript").first
        assert "list of errors" in page.locator("#error-lookup").inner_text(), \
            "without JavaScript the lookup box says nothing about the list of errors"
        assert line.count()
        page.fill("#error-lookup-text", "RuntimeError: grad can be implicitly created only for scalar outputs")
        page.click("#error-lookup button[type=submit]")
        page.wait_for_load_state("load")
        assert page.url.endswith("#errors"), f"without JavaScript 'Find the page' leads to {page.url}, not the list"
        four04 = context.new_page()
        four04.goto(base_url + "404.html", wait_until="load")
        assert four04.locator("article a[href*='errors/']").count() >= len(error_pages()), \
            "the 404 page does not list the error pages"
    finally:
        context.close()


def contrast(foreground: str, background: str) -> float:
    def luminance(css: str) -> float:
        r, g, b = (int(float(v)) / 255 for v in css[css.index("(") + 1:css.index(")")].split(",")[:3])
        lin = [c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4 for c in (r, g, b)]
        return 0.2126 * lin[0] + 0.7152 * lin[1] + 0.0722 * lin[2]

    light, dark = sorted((luminance(foreground), luminance(background)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


def test_focused_button_contrast_in_both_palettes(browser, base_url):
    for scheme in ("light", "dark"):
        context = browser.new_context(color_scheme=scheme)
        try:
            page = context.new_page()
            page.goto(base_url, wait_until="networkidle")
            button = page.locator("#error-lookup button[type=submit]")
            button.focus()
            page.wait_for_timeout(300)  # Material's 125 ms colour transition
            colors = button.evaluate("el => [getComputedStyle(el).color, getComputedStyle(el).backgroundColor]")
            ratio = contrast(*colors)
            assert ratio >= 4.5, f"{scheme} palette: the focused 'Find the page' button is {colors[0]} on " \
                                 f"{colors[1]}, {ratio:.1f}:1 (needs 4.5:1)"
        finally:
            context.close()
