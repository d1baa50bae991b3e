"""Run one snippet file the way `python snippets/<page>/<file>.py` would, isolated, and report what it printed.

Each snippet runs in a child forked from this process, so torch is imported once (by the parent) instead of
once per snippet, and nothing a snippet does (seeds, print options, globals, grad mode) reaches the next one.
"""

from __future__ import annotations

import importlib
import os
import re
import runpy
import signal
import sys
import tempfile
import traceback
import warnings
from dataclasses import dataclass
from pathlib import Path

import torch  # noqa: F401  (imported before forking so each child starts with it loaded)

# The repository; tests point it at a mutated copy with TORCHDOCS_ROOT.
ROOT = Path(os.environ.get("TORCHDOCS_ROOT") or Path(__file__).resolve().parent.parent).resolve()
SNIPPETS = ROOT / "snippets"
TIMEOUT_SECONDS = 120

# Python's own default warning filters (what a plain `python file.py` starts with).
_DEFAULT_FILTERS = [
    ("default", DeprecationWarning, "__main__"),
    ("ignore", DeprecationWarning, ""),
    ("ignore", PendingDeprecationWarning, ""),
    ("ignore", ImportWarning, ""),
    ("ignore", ResourceWarning, ""),
]


@dataclass
class Run:
    """What a snippet printed (stdout and stderr in order, then the reader's traceback) and how it ended."""

    output: str
    error: str | None  # "RuntimeError: message" when the snippet raised, else None


def run_snippet(path: Path) -> Run:
    """Run `path` in a forked child with the snippet's folder as working directory."""
    path = Path(path).resolve()
    if not path.is_file():
        raise FileNotFoundError(f"snippet file {display(path)} does not exist")
    with tempfile.TemporaryFile() as captured:
        status_read, status_write = os.pipe()
        sys.stdout.flush()
        sys.stderr.flush()
        pid = os.fork()
        if pid == 0:  # child: never returns
            os.close(status_read)
            _child(path, captured.fileno(), status_write)
        os.close(status_write)
        with os.fdopen(status_read, "rb") as status:
            error = status.read().decode()
        _, wait_status = os.waitpid(pid, 0)
        captured.seek(0)
        output = captured.read().decode()
    if os.WIFSIGNALED(wait_status):
        sig = signal.Signals(os.WTERMSIG(wait_status)).name
        reason = f"timed out after {TIMEOUT_SECONDS} s" if sig == "SIGALRM" else f"was killed by {sig}"
        raise RuntimeError(f"snippet {display(path)} {reason}; output so far:\n{output}")
    return Run(output=output, error=error or None)


def _child(path: Path, out_fd: int, status_fd: int) -> None:
    code = 0
    try:
        os.dup2(out_fd, 1)
        os.dup2(out_fd, 2)
        # One line-buffered stream for both, so prints, warnings and the traceback keep their order.
        stream = open(1, "w", buffering=1, encoding="utf-8", closefd=False)
        sys.stdout = sys.stderr = stream
        importlib.reload(warnings)  # drop any warning capture a test runner installed
        warnings.resetwarnings()
        for action, category, module in _DEFAULT_FILTERS:
            warnings.filterwarnings(action, category=category, module=module)
        os.chdir(path.parent)
        sys.path.insert(0, str(path.parent))
        sys.argv = [path.name]
        signal.alarm(TIMEOUT_SECONDS)
        error = ""
        try:
            runpy.run_path(path.name, run_name="__main__")
        except SystemExit as exc:
            if exc.code not in (None, 0):
                error = f"SystemExit: {exc.code}"
        except BaseException as exc:  # noqa: BLE001  (everything a snippet raises is reported)
            stream.write(reader_traceback(exc, path.name))
            error = "".join(traceback.format_exception_only(exc)).rstrip("\n")
        stream.flush()
        os.write(status_fd, error.encode())
    except BaseException:  # noqa: BLE001
        code = 70
    finally:
        os._exit(code)


def reader_traceback(exc: BaseException, filename: str) -> str:
    """The traceback a reader sees, keeping only the snippet's own frames (no runner or site-packages frames)."""
    trace = traceback.TracebackException.from_exception(exc)
    trace.stack = traceback.StackSummary.from_list([f for f in trace.stack if f.filename == filename])
    return "".join(trace.format(chain=False))


def display(path: Path) -> str:
    """A path as the repository names it (never the build machine's absolute path)."""
    try:
        return str(Path(path).resolve().relative_to(ROOT))
    except ValueError:
        return str(path)


def template_regex(template: str) -> re.Pattern:
    """`...` in a declared message stands for a variable part (shapes, dtypes, indices, versions)."""
    return re.compile(".+?".join(re.escape(part) for part in template.split("...")), re.DOTALL)


def raise_problem(run: Run, expected: str | None) -> str | None:
    """Why `run` does not end the way it was declared to (None when it does)."""
    if expected is None:
        return None if run.error is None else f"raised when it should not:\n{run.error}"
    if run.error is None:
        return f"did not raise; expected:\n{expected}"
    if not template_regex(expected).fullmatch(run.error):
        return f"raised something else.\nexpected: {expected}\nraised:   {run.error}"
    return None
