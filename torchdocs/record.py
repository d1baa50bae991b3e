"""Regenerate the recorded output of every snippet (`make outputs`), then review the diff with `git diff`.

Writes `snippets/<page>/<file>.out` for each snippet a page includes; with arguments (snippet files or
folders, `python -m torchdocs.record snippets/<page>`), only for those. A snippet that does not end the way
its page declares (raises when it should not, or not what it should) is reported and its recorded output
is left as it was. Exits 1 if anything needs attention.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from torchdocs.pages import SNIPPETS, describe, usages
from torchdocs.runner import display, raise_problem, run_snippet, same_output


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m torchdocs.record", description=__doc__.split("\n\n")[0],
                                     epilog=__doc__.split("\n\n", 1)[1])
    parser.formatter_class = argparse.RawDescriptionHelpFormatter
    parser.add_argument("paths", nargs="*", type=Path, help="snippet files or folders (default: every snippet)")
    args = parser.parse_args(argv)
    only = [p.resolve() for p in args.paths]
    for path in only:
        if not path.exists():
            print(f"no such file or folder: {path}")
            return 1
    failed = False
    seen = {}
    for usage in usages():
        if usage.snippet in seen:
            continue
        if only and not any(usage.path == o or o in usage.path.parents for o in only):
            continue
        seen[usage.snippet] = usage
        if not usage.path.is_file():
            print(describe(usage, [f"snippet file snippets/{usage.snippet} does not exist"]))
            failed = True
            continue
        run = run_snippet(usage.path)
        problem = raise_problem(run, usage.raises)
        if problem:
            print(describe(usage, [problem, "recorded output left unchanged"]))
            failed = True
            continue
        old = usage.recorded.read_text(encoding="utf-8") if usage.recorded.is_file() else None
        if old is None or not same_output(old, run.output):  # a new process id alone changes nothing
            usage.recorded.write_text(run.output, encoding="utf-8")
            print(f"updated   {display(usage.recorded)}")
        else:
            print(f"unchanged {display(usage.recorded)}")
    used = {str(SNIPPETS / snippet) for snippet in seen}
    gpu = {str(u.path) for u in usages(runnable=False) if u.needs == "gpu"} - used  # not runnable here
    for path in sorted({p for o in only for p in ([o] if o.is_file() else o.rglob("*.py")) if p.suffix == ".py"}):
        if str(path) in gpu:
            print(f"skipped   {display(path)}: needs a GPU (torch sees none here); its page shows the message read "
                  "from torch's CUDA wheel")
        elif str(path) not in used:  # asked for, but no page runs it, so it has no output to record
            print(f"skipped   {display(path)}: no page includes it (add a ```snippet fence naming "
                  f"{path.relative_to(SNIPPETS).as_posix() if SNIPPETS in path.parents else path})")
    if only:
        return 1 if failed else 0
    for path in sorted(SNIPPETS.rglob("*.py")):
        if str(path) not in used | gpu:
            print(f"orphan    {display(path)}: no page includes it (add a ```snippet fence or delete it)")
            failed = True
    for path in sorted(SNIPPETS.rglob("*.out")):
        if str(path.with_suffix(".py")) not in used:
            print(f"stale     {display(path)}: its snippet is gone or unused; delete it")
            failed = True
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
