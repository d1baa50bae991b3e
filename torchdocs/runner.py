"""Run one snippet file the way `python snippets/<page>/<file>.py` would, isolated, and report what it printed.

Each snippet runs in its own process, forked from a small server process that imported torch once: a run
costs milliseconds instead of torch's two-second import, and nothing a snippet does (seeds, print options,
globals, grad mode) reaches the next one. The server is a fresh interpreter that never runs torch code
itself: forking a process whose OpenMP thread pool was used (a test process, say) can hang the child.
"""

from __future__ import annotations

import atexit
import importlib
import json
import os
import re
import runpy
import signal
import subprocess
import sys
import tempfile
import threading
import traceback
import warnings
from dataclasses import dataclass
from pathlib import Path

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


class _Server:
    process: subprocess.Popen | None = None
    lock = threading.Lock()


def run_snippet(path: Path) -> Run:
    """Run `path` in a fresh child process with the snippet's folder as working directory."""
    path = Path(path).resolve()
    if not path.is_file():
        raise FileNotFoundError(f"snippet file {display(path)} does not exist")
    with tempfile.TemporaryDirectory(prefix="snippet-") as tmp, _Server.lock:
        output_file, error_file = Path(tmp, "output"), Path(tmp, "error")
        server = _server()
        server.stdin.write(json.dumps([str(path), str(output_file), str(error_file)]) + "\n")
        server.stdin.flush()
        status = int(server.stdout.readline())
        output = output_file.read_text(encoding="utf-8") if output_file.exists() else ""
        if status != 0:
            reason = "timed out" if status == signal.SIGALRM else f"crashed (wait status {status})"
            raise RuntimeError(f"snippet {display(path)} {reason}; output so far:\n{output}")
        error = error_file.read_text(encoding="utf-8")
    return Run(output=output, error=error or None)


def start_server() -> None:
    """Start the server now (its imports take seconds), so that it loads while other work goes on."""
    with _Server.lock:
        _server()


def _server() -> subprocess.Popen:
    if _Server.process is None or _Server.process.poll() is not None:
        _Server.process = subprocess.Popen(
            [sys.executable, "-c", "from torchdocs.runner import serve; serve()"],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1,
        )
        atexit.register(_stop, _Server.process)
    return _Server.process


def _stop(server: subprocess.Popen) -> None:
    server.stdin.close()  # the server ends when its input does
    server.wait()


def serve() -> None:
    """The server: for each request line, fork a child that runs one snippet, and answer its wait status."""
    # Loaded once, before any fork. torch loads the last three lazily, on first use (torch.func, an optimizer's
    # step, autograd's shape checks): each child would pay up to two seconds for them again.
    import numpy  # noqa: F401
    import torch  # noqa: F401
    import torch._dynamo  # noqa: F401
    import torch.func  # noqa: F401
    import torch.fx.experimental.symbolic_shapes  # noqa: F401
    import torch.optim  # noqa: F401

    # The one place print options are set for every snippet: torch's defaults, what a reader's fresh
    # interpreter has (so `python file.py` prints what the page shows).
    torch.set_printoptions(profile="default")

    for line in sys.stdin:
        path, output_file, error_file = json.loads(line)
        pid = os.fork()
        if pid == 0:
            code = 0
            try:
                signal.alarm(TIMEOUT_SECONDS)
                _child(Path(path), output_file, error_file)
            except BaseException:  # noqa: BLE001
                code = 70
            os._exit(code)
        _, status = os.waitpid(pid, 0)
        sys.stdout.write(f"{status}\n")
        sys.stdout.flush()


def _child(path: Path, output_file: str, error_file: str) -> None:
    with open(output_file, "w", encoding="utf-8", buffering=1) as stream:
        os.dup2(os.open(os.devnull, os.O_RDONLY), 0)  # the server's requests are not the snippet's input
        os.dup2(stream.fileno(), 1)
        os.dup2(stream.fileno(), 2)
        # One line-buffered stream for both, so prints, warnings and the traceback keep their order.
        sys.stdout = sys.stderr = stream
        importlib.reload(warnings)
        warnings.resetwarnings()
        for action, category, module in _DEFAULT_FILTERS:
            warnings.filterwarnings(action, category=category, module=module)
        os.chdir(path.parent)
        sys.path.insert(0, str(path.parent))
        sys.argv = [path.name]
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
    Path(error_file).write_text(error, encoding="utf-8")


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


def is_warning(declared: str | None) -> bool:
    """A declared message whose type ends in `Warning` ("UserWarning: ...") is a warning, not an error."""
    return bool(declared) and declared.split(":", 1)[0].endswith("Warning")


def warning_line_regex(template: str) -> re.Pattern:
    """The line Python prints for a warning: `<file>:<line>: UserWarning: <message>`, on one line."""
    message = "[^\n]+?".join(re.escape(part) for part in template.split("..."))
    return re.compile(rf"^[^\n]+:\d+: {message}$", re.M)


def raise_problem(run: Run, expected: str | None) -> str | None:
    """Why `run` does not end the way it was declared to (None when it does). A declared warning means:
    the snippet does not raise, and its output holds that warning as Python prints it."""
    if is_warning(expected):
        if run.error is not None:
            return f"raised when it should only warn:\n{run.error}\nexpected the warning:\n{expected}"
        if not warning_line_regex(expected).search(run.output):
            return f"did not warn; expected the warning:\n{expected}"
        return None
    if expected is None:
        return None if run.error is None else f"raised when it should not:\n{run.error}"
    if run.error is None:
        return f"did not raise; expected:\n{expected}"
    if not template_regex(expected).fullmatch(run.error):
        return f"raised something else.\nexpected: {expected}\nraised:   {run.error}"
    return None
