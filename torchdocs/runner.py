"""Run one snippet file the way `python snippets/<page>/<file>.py` would, isolated, and report what it printed.

Each snippet runs in its own process, forked from a small server process that imported torch once: a run
costs milliseconds instead of torch's two-second import, and nothing a snippet does (seeds, print options,
globals, grad mode) reaches the next one. The server runs up to one child per core at a time, so a build's
snippets run in parallel (a build submits them all at its start: see `start_build`). The server is a fresh interpreter that never runs torch code
itself: forking a process whose OpenMP thread pool was used (a test process, say) can hang the child.
"""

from __future__ import annotations

import atexit
import functools
import gc
import hashlib
import importlib
import importlib.metadata
import json
import multiprocessing.process
import os
import re
import runpy
import select
import signal
import subprocess
import sys
import tempfile
import threading
import traceback
import warnings
from collections import deque
from concurrent.futures import Future
from dataclasses import dataclass
from pathlib import Path

# The repository; tests point it at a mutated copy with TORCHDOCS_ROOT.
ROOT = Path(os.environ.get("TORCHDOCS_ROOT") or Path(__file__).resolve().parent.parent).resolve()
SNIPPETS = ROOT / "snippets"
TIMEOUT_SECONDS = 120
# Snippets run at the same time, each in its own child (TORCHDOCS_JOBS, default: one per core).
JOBS = int(os.environ.get("TORCHDOCS_JOBS") or os.cpu_count() or 1)

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


# The server's memory in 2 MB pages (glibc's malloc asks the kernel for transparent huge pages, and Python's
# objects go through that malloc): forking it and ending a child then handle about 100 page-table entries
# instead of 50,000, which was most of a snippet's cost (measured: 25 ms of kernel time per fork and exit,
# 5 ms with these). Read once at the server's start; its children do not pass them on (see serve()).
SERVER_MEMORY = {"GLIBC_TUNABLES": "glibc.malloc.hugetlb=1", "PYTHONMALLOC": "malloc"}


class _Server:
    process: subprocess.Popen | None = None
    version: Future  # torch.__version__ as the server imported it: the torch that runs the snippets
    lock = threading.Lock()  # one writer at a time on the server's input
    pending: dict[int, tuple[Future, Path, tempfile.TemporaryDirectory]] = {}
    next_id = 0


def run_snippet(path: Path) -> Run:
    """Run `path` in a fresh child process with the snippet's folder as working directory."""
    return submit(path).result()


def submit(path: Path) -> Future:
    """Ask the server to run `path` now; the Future gives its Run. Runs go on in parallel, one child each."""
    path = Path(path).resolve()
    if not path.is_file():
        raise FileNotFoundError(f"snippet file {display(path)} does not exist")
    future: Future = Future()
    tmp = tempfile.TemporaryDirectory(prefix="snippet-")
    output_file, error_file = Path(tmp.name, "output"), Path(tmp.name, "error")
    with _Server.lock:
        server = _server()
        request = _Server.next_id
        _Server.next_id += 1
        _Server.pending[request] = (future, path, tmp)
        server.stdin.write(json.dumps([request, str(path), str(output_file), str(error_file)]) + "\n")
        server.stdin.flush()
    return future


# ------------------------------------------------------------------------------------------ one build's runs
# A build submits every snippet of every page as soon as the pages are known (hooks.on_files), and each fence
# then waits for its own run: snippets run on every core while MkDocs renders. A run is found again by the
# snippet's path and the hash of its content, so a file edited meanwhile is run again.
_build_runs: dict[tuple[str, str], Future] = {}
_from_cache: set[tuple[str, str]] = set()  # the keys of _build_runs whose output the serve cache gave (not a run)

# `mkdocs serve` only (hooks.on_startup sets it): reuse the output of an earlier run of the same snippet file
# under the same torch, Python and runner code. Never in `mkdocs build`, the tests or CI, where every output
# shown is printed by torch in that build.
use_cache = False
CACHE = Path(os.environ.get("TORCHDOCS_CACHE") or Path.home() / ".cache" / "torchdocs" / "snippets")
_RUNNER_CODE = hashlib.sha256(Path(__file__).read_bytes()).hexdigest()


def start_build(paths) -> None:
    """Forget the previous build's runs and submit every snippet of this one (cached ones under serve)."""
    _build_runs.clear()
    _from_cache.clear()
    for path in paths:
        if Path(path).is_file():
            build_run(Path(path))


def result(path: Path) -> Run:
    """The run of `path` in this build: the one submitted at its start, else a run started now."""
    return build_run(Path(path)).result()


def build_run(path: Path) -> Future:
    """The Future of `path`'s run in this build (see result())."""
    key = (str(path.resolve()), cache_key(path))
    if key not in _build_runs:
        cached = CACHE / f"{key[1]}.json" if use_cache else None
        if cached is not None and cached.is_file():
            future: Future = Future()
            future.set_result(Run(**json.loads(cached.read_text(encoding="utf-8"))))
            _from_cache.add(key)
        else:
            future = submit(path)
            if cached is not None:
                future.add_done_callback(lambda done: _store(cached, done))
        _build_runs[key] = future
    return _build_runs[key]


def build_record() -> dict[str, dict]:
    """What each snippet this build ran printed ({"output", "error"} of its Run), by its path relative to snippets/
    (usage.snippet): runs that ended only, never an output the serve cache gave (hooks.on_post_build writes it)."""
    record = {}
    for key, future in _build_runs.items():
        path = Path(key[0])
        if key not in _from_cache and future.done() and future.exception() is None and path.is_relative_to(SNIPPETS):
            record[str(path.relative_to(SNIPPETS))] = vars(future.result())
    return record


def cache_key(path: Path) -> str:
    """The hash of what a snippet's output depends on: its file, torch's and Python's versions, this code."""
    parts = [Path(path).read_bytes(), _versions()]
    return hashlib.sha256(b"\0".join(parts)).hexdigest()


@functools.cache
def _versions() -> bytes:
    """torch's and Python's versions and the hash of this code (looking torch up takes milliseconds: once)."""
    return "\0".join([importlib.metadata.version("torch"), sys.version, _RUNNER_CODE]).encode()


def _store(cached: Path, done: Future) -> None:
    if done.exception() is None:  # a run that timed out or crashed is not an output
        cached.parent.mkdir(parents=True, exist_ok=True)
        partial = cached.with_suffix(f".{os.getpid()}.tmp")
        partial.write_text(json.dumps(vars(done.result())), encoding="utf-8")
        partial.replace(cached)


def start_server() -> None:
    """Start the server now (its imports take seconds), so that it loads while other work goes on."""
    with _Server.lock:
        _server()


def _server() -> subprocess.Popen:
    if _Server.process is None or _Server.process.poll() is not None:
        _Server.process = subprocess.Popen(
            [sys.executable, "-c", "from torchdocs.runner import serve; serve()"],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1, env={**os.environ, **SERVER_MEMORY},
        )
        _Server.version = Future()
        atexit.register(_stop, _Server.process)
        threading.Thread(target=_answers, args=(_Server.process,), daemon=True).start()
    return _Server.process


def torch_version() -> str:
    """The version of the torch that runs the snippets, for the page's stamp: the snippet server's, once it has
    imported torch (the build process itself then never imports torch); without a server, this process's."""
    with _Server.lock:
        running = _Server.process is not None and _Server.process.poll() is None
    if running:
        return _Server.version.result(timeout=TIMEOUT_SECONDS)
    import torch

    return torch.__version__


def _answers(server: subprocess.Popen) -> None:
    """Read the server's answers ("<request> <wait status>", in the order the runs end) and settle the Futures.
    Its first line is the version of torch it imported."""
    version = _Server.version
    first = server.stdout.readline()
    if first.startswith("torch "):
        version.set_result(first.split()[1])
    else:
        version.set_exception(RuntimeError(f"the snippet server did not start (exit {server.wait()})"))
    for line in server.stdout:
        request, status = map(int, line.split())
        with _Server.lock:
            future, path, tmp = _Server.pending.pop(request)
        with tmp:
            output_file, error_file = Path(tmp.name, "output"), Path(tmp.name, "error")
            output = output_file.read_text(encoding="utf-8") if output_file.exists() else ""
            if status != 0:
                reason = "timed out" if status == signal.SIGALRM else f"crashed (wait status {status})"
                future.set_exception(RuntimeError(f"snippet {display(path)} {reason}; output so far:\n{output}"))
                continue
            error = error_file.read_text(encoding="utf-8")
        future.set_result(Run(output=output, error=error or None))
    with _Server.lock:  # the server ended: nothing more will be answered
        lost = list(_Server.pending.values())
        _Server.pending.clear()
    for future, path, tmp in lost:
        future.set_exception(RuntimeError(f"snippet {display(path)}: the snippet server ended (exit {server.wait()})"))
        tmp.cleanup()


def _stop(server: subprocess.Popen) -> None:
    server.stdin.close()  # the server ends when its input does (after its running children)
    server.wait()


def serve() -> None:
    """The server: fork one child per request line, up to JOBS at a time; answer "<request> <wait status>"."""
    # Children run side by side: each gets its share of the cores (unless OMP_NUM_THREADS says otherwise), so
    # that torch's thread pools do not fight over them. Outputs do not depend on it (tests/test_determinism.py).
    os.environ.setdefault("OMP_NUM_THREADS", str(max(1, (os.cpu_count() or 1) // JOBS)))
    for name in SERVER_MEMORY:  # a snippet's own subprocesses start as a reader's would
        os.environ.pop(name, None)
    # Loaded once, before any fork. torch loads the last three lazily, on first use (torch.func, an optimizer's
    # step, autograd's shape checks): each child would pay up to two seconds for them again.
    import numpy  # noqa: F401
    import torch  # noqa: F401

    # The version stamp of every page waits for this line (torch_version()): it comes before the slower imports.
    os.write(1, f"torch {torch.__version__}\n".encode())
    for module in ("torch._dynamo", "torch.func", "torch.fx.experimental.symbolic_shapes", "torch.optim"):
        try:
            importlib.import_module(module)
        except ImportError:  # a torch 1.x release (`make runs`) has no torch._dynamo or torch.func
            pass

    # The one place print options are set for every snippet: torch's defaults, what a reader's fresh
    # interpreter has (so `python file.py` prints what the page shows).
    torch.set_printoptions(profile="default")
    if not os.environ.get("TORCHDOCS_NO_WARM_UP"):  # `make runs` of a torch 1.x release: it warns of no driver
        _warm_up(torch)
    # What is loaded now is never collected: a child's garbage collector then does not write to (and copy)
    # the pages it shares with the server.
    gc.freeze()

    waiting: deque = deque()
    running: dict[int, tuple[int, int]] = {}  # pidfd -> (request, pid)
    unread, reading = b"", True
    while reading or waiting or running:
        while waiting and len(running) < JOBS:
            request, path, output_file, error_file = waiting.popleft()
            pid = os.fork()
            if pid == 0:
                code = 0
                try:
                    signal.alarm(TIMEOUT_SECONDS)
                    _child(Path(path), output_file, error_file)
                except BaseException:  # noqa: BLE001
                    code = 70
                os._exit(code)
            running[os.pidfd_open(pid)] = (request, pid)
        ready, _, _ = select.select([*running, *([0] if reading else [])], [], [])
        for fd in ready:
            if fd == 0:
                data = os.read(0, 1 << 16)
                reading = bool(data)
                *lines, unread = (unread + data).split(b"\n")
                waiting.extend(json.loads(line) for line in lines if line.strip())
            else:
                request, pid = running.pop(fd)
                os.close(fd)
                _, status = os.waitpid(pid, 0)
                os.write(1, f"{request} {status}\n".encode())


def _warm_up(torch) -> None:
    """What nearly every snippet does (a forward pass, backward, an optimizer step), done once in the server so
    that no child pays for torch's set-up on first use: about a quarter of a child's CPU time, measured. It must
    leave nothing a snippet could see: it draws no random number and warns of nothing (both checked here, or the
    server stops), and its tensors are too small for torch to start its OpenMP threads (a child forked after
    they started can hang)."""
    rng = torch.random.get_rng_state()
    with warnings.catch_warnings(record=True) as warned:
        warnings.simplefilter("always")
        weight = torch.nn.Parameter(torch.ones(2, 3))
        optimizer = torch.optim.SGD([weight], lr=0.1)
        loss = torch.nn.functional.mse_loss(torch.nn.functional.linear(torch.ones(4, 3), weight), torch.zeros(4, 2))
        loss.backward()
        optimizer.step()
        optimizer.zero_grad()
        repr(weight)
    if warned or not torch.equal(rng, torch.random.get_rng_state()):
        raise RuntimeError(f"the snippet server's warm-up changed what a snippet sees: warnings {warned}")


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
        # What `python file.py` started in the folder records: a process that mp.spawn starts finds the file.
        multiprocessing.process.ORIGINAL_DIR = str(path.parent)
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
            error = "".join(traceback.format_exception_only(type(exc), exc)).rstrip("\n")
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


@functools.lru_cache(maxsize=4096)  # the catalogue matches every wording against every page's: compiled once each
def template_regex(template: str) -> re.Pattern:
    """`...` in a declared message stands for a variable part (shapes, dtypes, indices, versions). A longer run of
    dots is a variable part beside literal dots, on either side (`torch.....is_available()`: `torch.cuda.is_...`)."""
    def gap(dots: str) -> str:
        extra = len(dots) - 3
        return "(?:" + "|".join(rf"\.{{{left}}}.+?\.{{{extra - left}}}" for left in range(extra + 1)) + ")"

    pieces = re.split(r"(\.{3,})", template)  # literal, dots, literal, ...
    return re.compile("".join(gap(p) if i % 2 else re.escape(p) for i, p in enumerate(pieces)), re.DOTALL)


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
        return None if run.error is None else (f"raised when it should not:\n{run.error}\n(a trigger of the page's "
                                               "error is listed under `trigger:` in its front matter; another "
                                               "snippet that raises declares it: raises=\"...\" in its fence)")
    if run.error is None:
        return f"did not raise; expected:\n{expected}"
    if not template_regex(expected).fullmatch(run.error):
        return f"raised something else.\nexpected: {expected}\nraised:   {run.error}"
    return None


TRACEBACK = "Traceback (most recent call last):"

# What changes from one run to the next in torch's own words: a process id ("DataLoader worker (pid 4242) is killed
# by signal", "(pid(s) 4242, 4243) exited unexpectedly"). Outputs are compared without them (same_output), and a
# page shows the recorded output while this build's equals it but for them (fence.py): builds stay identical.
VARIES = re.compile(r"\b(pid(?:\(s\))? )\d+(?:, \d+)*")


def without_varying(text: str) -> str:
    """`text` with what changes every run (VARIES) written `...`."""
    return VARIES.sub(r"\1...", text)


def same_output(recorded: str, printed: str) -> bool:
    """Are two outputs the same, but for what changes every run?"""
    return recorded == printed or without_varying(recorded) == without_varying(printed)


def terminal_difference(shown: str, printed: str, returncode: int) -> str | None:
    """The one rule for what a reader's terminal shows against what the page shows (None when they agree).

    `printed` is what `python file.py` wrote, stdout and stderr in one stream (PYTHONUNBUFFERED=1). Without a
    traceback on the page the two are equal and the run succeeds. With one, the page keeps only the snippet's
    own frames while a terminal also shows torch's (with absolute paths): everything before the traceback is
    equal, the run fails, and the last line (the error) is identical. Trailing newlines are not compared (the
    page does not show them)."""
    shown, printed = without_varying(shown.rstrip("\n")), without_varying(printed.rstrip("\n"))
    if TRACEBACK not in shown:
        if returncode != 0:
            return f"the terminal run failed (exit {returncode}):\n{printed}"
        if printed != shown:
            return f"the terminal shows:\n{printed}\nthe page shows:\n{shown}"
        return None
    if returncode == 0:
        return f"the terminal run did not fail; it printed:\n{printed}\nthe page shows:\n{shown}"
    page_before, terminal_before = shown.split(TRACEBACK)[0], printed.split(TRACEBACK)[0]
    if terminal_before != page_before:
        return f"before the traceback, the terminal shows:\n{terminal_before}\nthe page shows:\n{page_before}"
    page_last, terminal_last = shown.splitlines()[-1], printed.splitlines()[-1] if printed else ""
    if terminal_last != page_last:
        return f"last line differs:\n  page:     {page_last}\n  terminal: {terminal_last}"
    return None


def run_in_terminal(path: Path, cwd: Path | None = None, **popen) -> subprocess.Popen:
    """`python <file>` in a brand-new interpreter, as a reader runs it; read it with terminal_difference."""
    env = {**os.environ, "PYTHONUNBUFFERED": "1"}  # prints, warnings and the traceback in terminal order
    cwd = cwd or Path(path).parent
    # Named relative to the working folder, as a reader types it: a warning line names the file that way.
    return subprocess.Popen([sys.executable, os.path.relpath(path, cwd)], cwd=cwd, env=env, text=True,
                            stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, **popen)
