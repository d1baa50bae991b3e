"""The command that starts an error page (`make page`, torchdocs/newpage.py) writes a page that the handbook's
checks accept as it is: the same page form (torchdocs/errorpage.py) that the checks and the build read."""

from __future__ import annotations

import subprocess
import sys

from conftest import repo_copy
from test_handbook import error_page_problems, evidence_problems, home_problems, nav_problems, related_errors_problems

from torchdocs import newpage


def test_a_started_page_passes_the_handbook_checks_unchanged(tmp_path):
    copy = repo_copy(tmp_path / "repo")
    done = subprocess.run(
        [sys.executable, "-m", "torchdocs.newpage", "--trigger", "torch.optim.SGD([], lr=0.1)", "--group", "Optimizers",
         "--seen-in", "https://github.com/a/b/issues/1", "https://discuss.pytorch.org/t/a-thread/2"],
        cwd=copy, env={"TORCHDOCS_ROOT": str(copy), "PATH": "/usr/bin:/bin", "TORCHDOCS_WHEELS": str(tmp_path / "none")},
        capture_output=True, text=True, timeout=300,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    assert "ValueError: optimizer got an empty parameter list" in done.stdout
    assert "Run `make history` next" in done.stdout  # no wheel cached: it says what to run and what it downloads
    page = copy / "docs" / "errors" / "optimizer-got-an-empty-parameter-list.md"
    assert page.is_file()
    docs = copy / "docs"
    found = [p for p in (error_page_problems(docs, copy / "snippets") + nav_problems(docs, copy / "mkdocs.yml")
                         + home_problems(docs) + related_errors_problems(docs) + evidence_problems(docs))
             if "optimizer-got-an-empty-parameter-list" in p]
    assert not found, "\n".join(found)
    out = copy / "snippets" / "optimizer-got-an-empty-parameter-list" / "02_fix_it.out"
    assert out.read_text() == "fixed\n"  # both snippets' outputs recorded


def test_a_message_becomes_a_declaration_with_its_variable_parts_as_dots():
    assert newpage.declared("RuntimeError: mat1 and mat2 shapes cannot be multiplied (4x20 and 10x5)") == \
        "RuntimeError: mat1 and mat2 shapes cannot be multiplied (... and ...)"
    assert newpage.slug_of("ValueError: optimizer got an empty parameter list") == "optimizer-got-an-empty-parameter-list"


def test_the_readme_is_short_and_starts_with_what_a_contributor_does():
    from torchdocs.runner import ROOT

    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert len(readme.encode()) < 12 * 1024, f"README.md is {len(readme.encode())} bytes: move details out of it"
    at = readme.find("## Add an error page")
    assert 0 <= at < len(readme) / 2, "README.md: the checklist 'Add an error page' belongs in its first half"
    assert "make page" in readme[at:] and "make check" in readme[at:]
