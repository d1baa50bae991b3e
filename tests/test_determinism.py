"""Builds are reproducible, and no page's snippets can change another page's output."""

from __future__ import annotations

import difflib
import gzip

from torchdocs import sitecheck

TUTORIAL = "tutorials/backward-non-scalar-output.md"


def test_two_builds_in_a_row_are_identical(built_site, builds):
    """The second build runs one snippet at a time on every core (the first, one per core on its share of them):
    the thread count changes nothing either."""
    code, log = builds["again"].result()
    assert code == 0, log
    again = builds["again"].site
    names = sorted(str(p.relative_to(built_site)) for p in built_site.rglob("*") if p.is_file())
    assert names == sorted(str(p.relative_to(again)) for p in again.rglob("*") if p.is_file())
    for name in names:
        first, second = (built_site / name).read_bytes(), (again / name).read_bytes()
        if name.endswith(".gz"):  # gzip's header holds the time it was written; what it holds must be equal
            first, second = gzip.decompress(first), gzip.decompress(second)
        if first != second:
            diff = difflib.unified_diff(first.decode(errors="replace").splitlines(),
                                        second.decode(errors="replace").splitlines(), "build 1", "build 2", lineterm="")
            raise AssertionError(f"{name} differs between two builds:\n" + "\n".join(list(diff)[:40]))


def test_a_page_built_alone_shows_the_same_outputs(built_site, builds):
    code, log = builds["one_page"].result()
    assert code == 0, log

    def snippets(site):
        html = sitecheck.soup(sitecheck.page_html_path(site, TUTORIAL))
        return [str(block) for block in html.select("div.snippet")]

    alone, together = snippets(builds["one_page"].site), snippets(built_site)
    assert together and alone == together, f"docs/{TUTORIAL} shows other outputs when built alone"


def test_state_set_by_one_snippet_does_not_reach_the_next(tmp_path):
    """Seeds, print options, default dtype and grad mode changed by one snippet stay in its own process."""
    from torchdocs.runner import run_snippet

    meddler = tmp_path / "meddler.py"
    meddler.write_text("import torch\ntorch.manual_seed(123)\ntorch.set_printoptions(precision=1)\n"
                       "torch.set_default_dtype(torch.float64)\ntorch.set_grad_enabled(False)\nimport json\n")
    reader = tmp_path / "reader.py"
    reader.write_text("import torch, sys\nprint(torch.rand(2), torch.tensor([1/3]).dtype, torch.is_grad_enabled(),"
                      " 'json' in sys.modules and 'meddler' in sys.modules)\n")
    alone = run_snippet(reader).output
    run_snippet(meddler)
    assert run_snippet(reader).output == alone
