"""Every page of the built site, in Chromium: nothing loads from another host, nothing logs an error, it reads at
a phone's width and in the dark palette, axe-core finds no serious accessibility violation, and (with
TORCHDOCS_SCREENSHOTS=1) a screenshot of each state is left in test-results/screenshots/ for a person to look at."""

from __future__ import annotations

import pytest

from torchdocs import measure
from torchdocs.pages import error_pages

from .conftest import AXE, FULL_SCREENSHOTS, page_sources, screenshot, step_result, url_path

pytestmark = pytest.mark.browser

SERIOUS = ("serious", "critical")
# The first screen an error page must answer on (issue: the fix on the first screen): a phone, a laptop.
FIRST_SCREENS = {"phone": {"width": 390, "height": 844}, "desktop": {"width": 1280, "height": 800}}
ERROR_PAGES = {f"{src.removesuffix('.md')}/": meta for src, meta in error_pages().items()}
PAGES = page_sources()


def name(path: str) -> str:
    return path.strip("/").replace("/", "_").removesuffix(".html") or "home"


def to_dark(page) -> None:
    """Click the header's palette toggle, as a reader would, and wait for the dark scheme and the end of the colour
    transitions (axe-core reads the colours)."""
    page.locator('form[data-md-component="palette"] label[title="Switch to dark mode"]').click()
    page.wait_for_function("document.body.getAttribute('data-md-color-scheme') === 'slate' && "
                           "!document.body.hasAttribute('data-md-color-switching') && !document.getAnimations().length",
                           timeout=3000)


# The pages whose tour searches: every page but the error pages, and the first of those. The search is one worker
# loading one index, whatever the page (the error pages differ only in their content): searching from each of them
# cost about a CPU-second a page (measured 2026-12-03) and would find nothing the first one does not.
SEARCH_FROM = {url_path(src) for src in PAGES if src not in error_pages()} | {url_path(sorted(error_pages())[0])}


def use(page, search: bool = True) -> None:
    """What a reader does on a page: search (`search`), switch the palette, open collapsed blocks, copy a code
    block."""
    if search:
        query = page.locator('[data-md-component="search-query"]')
        query.click()
        query.fill("backwar")
        page.keyboard.press("d")  # Material reads the query on keyup
        page.locator(".md-search-result__item").first.wait_for(timeout=30000)  # the index loads on a first search
        page.keyboard.press("Escape")
    dark = page.evaluate("document.body.getAttribute('data-md-color-scheme')") == "slate"
    page.locator(f'form[data-md-component="palette"] label[title="Switch to {"light" if dark else "dark"} mode"]').click()
    page.wait_for_function(f"document.body.getAttribute('data-md-color-scheme') === '{'default' if dark else 'slate'}'",
                           timeout=3000)
    page.evaluate("document.querySelectorAll('details').forEach(d => d.open = true)")
    copy = page.locator('.highlight button[data-md-type="copy"]')
    if copy.count():
        copy.first.click()
    page.wait_for_load_state("networkidle")


def horizontal_overflow(page) -> str | None:
    width = page.evaluate("[document.scrollingElement.scrollWidth, document.scrollingElement.clientWidth]")
    if width[0] <= width[1]:
        return None
    wide = page.evaluate("""() => [...document.querySelectorAll('body *')]
        .filter(el => el.getBoundingClientRect().right > document.scrollingElement.clientWidth + 1)
        .slice(0, 5).map(el => el.tagName.toLowerCase() + (el.className ? '.' + el.className : ''))""")
    return f"scrollWidth {width[0]} > clientWidth {width[1]}; wider than the page: {wide}"


def root_scheme(page) -> str:
    """The colour scheme of the page's root (scroll bars, form controls): site.css sets it from the palette."""
    return page.evaluate("getComputedStyle(document.documentElement).colorScheme")


def code_blocks_that_move(page) -> list[str]:
    """Code blocks the browser has not rendered yet (content-visibility, site.css) hold a height computed from their
    number of lines: the blocks whose height changes once rendered, each as 'block N: held -> rendered px'."""
    return page.evaluate("""() => {
        const codes = [...document.querySelectorAll('.md-typeset pre > code')];
        const held = codes.map(c => c.getBoundingClientRect().height);
        codes.forEach(c => c.style.contentVisibility = 'visible');
        const shown = codes.map(c => c.getBoundingClientRect().height);
        codes.forEach(c => c.style.contentVisibility = '');
        return codes.flatMap((c, i) => Math.abs(held[i] - shown[i]) > 0.5
            ? [`block ${i + 1} (${c.style.getPropertyValue('--lines')} lines): ${held[i]} -> ${shown[i]} px`] : []);
    }""")


def axe_violations(page, axe_script, rules: list[str] | None = None) -> list[str]:
    """axe-core's serious and critical violations on the page (all its rules, or only `rules`)."""
    if not page.evaluate("typeof axe !== 'undefined'"):
        page.add_script_tag(path=str(axe_script))
    options = {"resultTypes": ["violations"], **({"runOnly": rules} if rules else {})}
    return page.evaluate("""async ([serious, options]) => (await axe.run(document, options))
        .violations.filter(v => serious.includes(v.impact))
        .map(v => `${v.impact} ${v.id}: ${v.help}\\n` + v.nodes.slice(0, 5)
            .map(n => `    ${n.target.join(' ')}: ${n.failureSummary.replace(/\\s+/g, ' ')}`).join('\\n'))""",
                         [list(SERIOUS), options])


def first_screen_problems(page, fix: str, causes: list[dict]) -> list[str]:
    """What an error page's first screen lacks: the code of its answer (the excerpt of `fix`, under the title)
    visible without scrolling, and "Which cause is yours?" linking each cause to the `###` subsection of "How to
    fix it" that shows that cause's fix."""
    return page.evaluate("""([fix, fixes]) => {
        const found = [];
        const answer = document.querySelector('p.answer-label + .snippet');
        if (!answer) return ['no answer (a fix snippet under "The fix for the most reported cause")'];
        if (answer.dataset.snippet !== fix)
            found.push(`the answer shows ${answer.dataset.snippet}, the first cause's fix is ${fix}`);
        // The fix's own code: the snippet's first block, not its output nor the complete file (in <details>).
        const code = answer.querySelector(':scope > .highlight pre > code');
        const top = code && code.getBoundingClientRect().top;
        if (!code) found.push(`the answer (${answer.dataset.snippet}) shows no fix code`);
        else if (window.scrollY !== 0 || top < 0 ||
                 top + Math.min(3 * parseFloat(getComputedStyle(code).lineHeight), code.getBoundingClientRect().height) > innerHeight)
            found.push(`the fix's code starts at ${Math.round(top)} px: its first lines are not on the first ` +
                       `screen (${innerWidth} x ${innerHeight})`);
        const links = [...document.querySelectorAll('.answer-causes a')];
        if (links.length !== fixes.length)
            found.push(`"Which cause is yours?" has ${links.length} links for ${fixes.length} causes`);
        const howTo = document.getElementById('how-to-fix-it');
        links.forEach((link, i) => {
            const target = document.getElementById(decodeURIComponent(link.hash.slice(1)));
            if (!target || target.tagName !== 'H3' || !howTo ||
                !(howTo.compareDocumentPosition(target) & Node.DOCUMENT_POSITION_FOLLOWING)) {
                found.push(`cause ${i + 1} links to ${link.hash}, which is no subsection of "How to fix it"`);
                return;
            }
            let el = target.nextElementSibling, shows = false;
            while (el && !/^H[23]$/.test(el.tagName)) {
                if (el.matches(`[data-snippet="${fixes[i]}"]`) || el.querySelector(`[data-snippet="${fixes[i]}"]`)) shows = true;
                el = el.nextElementSibling;
            }
            if (!shows) found.push(`cause ${i + 1} links to ${link.hash}, which does not show its fix ${fixes[i]}`);
        });
        return found;
    }""", [fix, [c["fix"] for c in causes]])


def first_screen_check(page, path: str, size: str) -> list[str]:
    """The error page at `path`, loaded in `page` and not scrolled, at the first screen FIRST_SCREENS[size] (the
    viewport is left at that size): what first_screen_problems finds, each naming the page and the size."""
    page.set_viewport_size(FIRST_SCREENS[size])
    causes = ERROR_PAGES[path].get("causes") or [{"fix": "?"}]
    return [f"page /{path}, {size}: {problem}" for problem in first_screen_problems(page, causes[0]["fix"], causes)]


def tour(v, page, path: str, size: str) -> dict[str, list[str]]:
    """The tour of one page at one width (`v` and `page`, the visit at that width, just loaded): the failures found,
    by test. Error pages: the first screen (first_screen_check). Then light, then dark (the header's toggle): the
    body's and the root's colour scheme, overflow; in light, code blocks that would move as they render; at desktop
    width axe-core (all its rules in light, in dark only what a palette changes: contrast), then what a reader does
    (search, switch the palette, open blocks, copy). Requests leaving 127.0.0.1 (desktop) and console errors are
    recorded over the whole visit."""
    found = {"requests": [], "reading": [], "axe": [], "answer": []}
    viewport = v.viewport
    if path in ERROR_PAGES:  # the answer on the first screen, at the size of a phone and of a laptop
        found["answer"] += first_screen_check(page, path, size)
        screenshot(page, f"{name(path)}-first-screen-{size}")
        page.set_viewport_size(viewport)
    for palette in ("light", "dark"):
        if palette == "dark":
            to_dark(page)
        scheme = page.evaluate("document.body.getAttribute('data-md-color-scheme')")
        if scheme != ("slate" if palette == "dark" else "default"):
            found["reading"].append(f"page /{path}, {size}, {palette}: body data-md-color-scheme is {scheme!r}")
        if (root_scheme(page) == "dark") != (palette == "dark"):
            found["reading"].append(f"page /{path}, {size}, {palette}: the root's color-scheme is "
                                    f"{root_scheme(page)!r}")
        if palette == "light":
            found["reading"] += [f"page /{path}, {size}: code block moves when rendered, {move}"
                                 for move in code_blocks_that_move(page)]
        overflow = horizontal_overflow(page)
        if overflow:
            found["reading"].append(f"page /{path}, {size} ({viewport['width']} px), {palette}: {overflow}")
        screenshot(page, f"{name(path)}-{palette}-{size}", full_page=FULL_SCREENSHOTS)
        if size == "desktop":
            rules = ["color-contrast"] if palette == "dark" else None
            found["axe"] += [f"page /{path}, {palette}: {violation}" for violation in axe_violations(page, AXE, rules)]
    if size == "desktop":
        use(page, search=path in SEARCH_FROM)
        if v.requests:
            found["requests"].append(f"page /{path} requested another host: {v.requests}")
    if v.errors:
        found["requests"].append(f"page /{path}, {size} logged errors: {v.errors}")
    return found


def tour_desktop(v, page, path: str) -> dict[str, list[str]]:
    return tour(v, page, path, "desktop")


def tour_phone(v, page, path: str) -> dict[str, list[str]]:
    return tour(v, page, path, "phone")


TOUR_TESTS = ("test_no_request_leaves_127_0_0_1_and_no_console_error", "test_page_reads_at_phone_width_and_in_the_dark_palette",
              "test_axe_finds_no_serious_accessibility_violation", "test_error_page_answers_on_its_first_screen")
# The tour's steps (conftest.page_visits, by width and order): every selected page visited once at each width,
# everything the four tests below check done on that visit (they need no isolation from each other), the pages
# shared out over the pool.
PAGE_STEPS = (("desktop", 10, tour_desktop, TOUR_TESTS), ("phone", 10, tour_phone, TOUR_TESTS))


def found_on(page_visits, page: str) -> dict[str, list[str]]:
    """The tour's failures on a page, by test, at both widths."""
    steps = [step_result(page_visits, page, step) for step in (tour_desktop, tour_phone)]
    return {test: [problem for found in steps for problem in found[test]] for test in steps[0]}


@pytest.mark.parametrize("page", PAGES)
def test_no_request_leaves_127_0_0_1_and_no_console_error(page_visits, page):
    found = found_on(page_visits, page)
    assert not found["requests"], "\n".join(found["requests"])


@pytest.mark.parametrize("page", PAGES)
def test_page_reads_at_phone_width_and_in_the_dark_palette(page_visits, page, screenshots):
    """No horizontal scroll at 375 px, the dark palette, no code block that moves as it renders. Screenshots in
    test-results/screenshots/ with TORCHDOCS_SCREENSHOTS=1."""
    found = found_on(page_visits, page)
    assert not found["reading"], "\n".join(found["reading"])


@pytest.mark.parametrize("page", PAGES)
def test_axe_finds_no_serious_accessibility_violation(axe_script, page_visits, page):
    found = found_on(page_visits, page)
    assert not found["axe"], "\n".join(found["axe"])


@pytest.mark.parametrize("page", [src for src in PAGES if src in error_pages()])
def test_error_page_answers_on_its_first_screen(page_visits, page):
    """At 390 x 844 and at 1280 x 800: the first cause's fix is on the first screen, and each cause links to its fix.
    Screenshots (TORCHDOCS_SCREENSHOTS=1): test-results/screenshots/*-first-screen-*.png."""
    found = found_on(page_visits, page)
    assert not found["answer"], "\n".join(found["answer"])


def test_the_page_tests_cover_every_built_page(site):
    """The per-page tests are parametrized from docs/ (conftest.page_sources): they are every page the build wrote."""
    built = sorted([*measure.page_paths(site), "404.html"])
    assert sorted(url_path(src) for src in PAGES) == built


# Breaks of a built error page, made in the browser on the page as served (the site's CSS and fonts, as in the tour):
# the DOM change (a function run in the page), and what first_screen_check must then report, every problem of it.
# The spacer is twice the window's height: the fix goes below the first screen whatever the fonts and the layout.
SPACER = "() => document.querySelector('p.answer-label').before(Object.assign(document.createElement('div'), " \
         "{style: `height: ${2 * innerHeight}px`}))"
FIRST_LINK_TARGET = "document.getElementById(decodeURIComponent(document.querySelector('.answer-causes a').hash.slice(1)))"
BREAKS_OF_THE_FIRST_SCREEN = {
    "the answer removed": ("() => document.querySelector('p.answer-label + .snippet').remove()", "no answer"),
    "the fix's code removed": ("() => document.querySelector('p.answer-label + .snippet > .highlight').remove()",
                               "shows no fix code"),
    "the fix pushed below the first screen": (SPACER, "its first lines are not on the first screen"),
}
BREAKS_OF_THE_CHOOSER = {
    "the first cause's subsection removed": (f"() => {FIRST_LINK_TARGET}.remove()", "which is no subsection"),
    "the first cause's subsection renamed": (f"() => {FIRST_LINK_TARGET}.id = 'renamed'", "which is no subsection"),
    "the first cause's link to a missing anchor": (
        "() => document.querySelector('.answer-causes a').setAttribute('href', '#no-such-subsection')",
        "which is no subsection"),
    "the first cause's link to the second cause's subsection": (
        "() => { const [a, b] = document.querySelectorAll('.answer-causes a'); a.setAttribute('href', b.hash) }",
        "which does not show its fix"),
    "the last cause's link removed": ("() => [...document.querySelectorAll('.answer-causes a')].pop().remove()",
                                      "links for"),
}


def test_first_screen_check_fails_on_a_page_without_the_answer(visit):
    """first_screen_check, the tour's check, on an error page served from the built site, unbroken (it passes) and
    broken in the browser: the fix's code gone from the first screen (at both first-screen sizes) or a link of
    "Which cause is yours?" to a target that is missing or does not show that cause's fix. Each break must be
    reported, and only as itself."""
    path = next(path for path, meta in ERROR_PAGES.items() if len({c["fix"] for c in meta.get("causes") or []}) >= 3)
    cases = [(size, *break_) for size in FIRST_SCREENS for break_ in BREAKS_OF_THE_FIRST_SCREEN.items()]
    cases += [("phone", *break_) for break_ in BREAKS_OF_THE_CHOOSER.items()]
    for size in FIRST_SCREENS:
        page = visit(FIRST_SCREENS[size]).goto(path, wait_until="load")
        assert first_screen_check(page, path, size) == [], f"/{path} fails the check unbroken, at {size} size"
    missed = []
    for size, what, (mutation, expected) in cases:
        page = visit(FIRST_SCREENS[size]).goto(path, wait_until="load")  # the page as served, unbroken
        page.evaluate(mutation)
        problems = first_screen_check(page, path, size)
        if not problems or not all(expected in problem for problem in problems):
            missed.append(f"{what}, {size}: expected only {expected!r}, the check reported {problems}")
    assert not missed, "\n".join(missed)
