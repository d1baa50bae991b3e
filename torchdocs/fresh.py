"""What `python snippets/<page>/<file>.py` prints in a brand-new interpreter, without paying for torch's import on
every snippet: the fresh layer (tests/test_snippets.py) and the copy buttons' programs (tests/browser).

A brand-new interpreter spends 2 to 3 CPU-seconds in `import torch` before a snippet's first line runs. For most
snippets a child forked from a *zygote*, an interpreter that has run `import torch` (and its preload, below) and
nothing else, is that same interpreter at that same point: the snippet's first statement is `import torch` (already
done: a no-op), and nothing the snippet does can tell a fork from a new process. Three guards make sure of it:

1. The zygote proves that it is a fresh `python -c "import torch"`. After its own set-up (its loop needs only
   modules torch has loaded) it reports a fingerprint (FINGERPRINT: sys.modules, os.environ, the warning filters,
   torch's random state and global modes, the signal handlers, the open file descriptors, the threads, sys.path
   after its first entry, sys.flags), and a brand-new `python -c "import torch"` started beside it reports the
   same fingerprint. Any difference and the zygote is refused, naming what differs: every run it was asked for
   fails (`ZygoteRefused`). Nothing is run in it before the comparison.
2. A snippet for which a fork could differ from a new interpreter is run in a new interpreter, as before:
   `fresh_reason` reads the snippet's AST for code before `import torch`, the environment (os.environ, getenv),
   subprocesses, multiprocessing, torch.distributed, DataLoader workers, `__main__`/`__name__`, sys.modules,
   importlib, gc, weakref, a `__del__`, signal, exec/eval/__import__. What it found is given with the run (`how`).
3. The preload: the zygote also imports torch._dynamo (PRELOAD), which torch imports itself on first use (an
   optimizer's step, a lazy module, checkpoint, autocast: about a fifth of the snippets), so that they do not pay 1.7
   CPU-seconds each for it in their child. A snippet runs as if that import had come before its first line. That
   is the same run when the import changes nothing the snippet can see, and a third new interpreter checks it
   (`preload_check_source`): after `import torch` it imports the preload with every warning shown, every torch call
   and operator recorded, and every module's names (and the names of torch's classes) compared before and after;
   with the fingerprint of a new `python -c "import torch; import torch._dynamo"` (which the zygote's must equal),
   that gives what the import changed (`preload_changes`). A change that PRELOAD_CHANGES does not list with its
   reason (a mode, a random number drawn, a warning, a torch call, a replaced function, an atexit handler, an object
   with a finalizer) refuses the zygote, naming it. What the listed changes could show a snippet (the environment,
   logging, sympy, tempfile.tempdir, the safe globals of torch.load) sends that snippet to a new interpreter, as does
   naming a module only the preload loaded without importing it (`torch.ops.fsdp`): a new interpreter has no such
   attribute until the import. (Not one its owner's own `__getattr__` imports on first use, `np.random`,
   `torch.onnx`: the check asks a fork of itself taken before the import, each name in a fork of its own.)

One thing the zygote does on purpose, after its check: `gc.freeze()`, so that the objects `import torch` made are
never walked by a child's cyclic collections (each walk would copy the zygote's memory page by page: a child's exit
cost 1 CPU-second, 0.4 frozen). A snippet could tell only by when a finalizer runs (a collection's timing, or
garbage of torch's own objects never collected): a snippet using gc or weakref, or defining `__del__`, runs in a
new interpreter, and test_fresh checks that `import torch` makes no object with a Python finalizer.

A child then does what `python file.py` does before the first line (runs `_snippet` in the zygote's source):
its standard input is /dev/null and its output goes to one file (stdout and stderr, as PYTHONUNBUFFERED=1 writes
them), its working folder is the snippet's, `sys.argv`, `sys.orig_argv` and `sys.path[0]` are the script's,
torch's generator and `random` are seeded from the OS (a new interpreter seeds each differently, so unseeded numbers
differ run to run either way), and `__main__` holds exactly what a script's `__main__` holds. The snippet's code then runs as the zygote's main program, so its end is the
interpreter's own: atexit handlers, threads joined, the traceback and exit code of an uncaught exception,
SystemExit. The one visible difference is a traceback's first frame (`File "<string>"`, the zygote's line), which
the fresh layer's rule (runner.terminal_difference) never compares: a terminal also shows torch's frames.
At its end a child skips the interpreter's teardown (`_end`: os._exit after the exit's own steps) when nothing made
since the freeze has a finalizer or a weak reference's callback in Python: the teardown would print nothing, and
costs about 0.25 CPU-second (freeing objects copies the zygote's pages). Else it takes the real teardown.
One more thing a fork shares: str hashes (PYTHONHASHSEED) are the zygote's for all its children, so each snippet
still sees one random hash seed per session, as it does in a new interpreter per run.
"""

from __future__ import annotations

import ast
import os
import subprocess
import sys
import tempfile
import threading
from concurrent.futures import Future, ThreadPoolExecutor
from pathlib import Path

from torchdocs.runner import JOBS, run_in_terminal

TIMEOUT_SECONDS = 300


class ZygoteRefused(RuntimeError):
    """The zygote is not what a new `python -c "import torch"` is (see `differences`)."""


# ------------------------------------------------------------------------------------------------ the fingerprint
# Run (as source) at the end of the zygote's set-up and in a new `python -c "import torch"`: the two must be equal.
# Its first lines read sys.modules before anything it imports itself; what it loads is reported too, and must be
# nothing (it imports only what torch has loaded).
FINGERPRINT = r'''
def _fingerprint():
    import sys
    modules = sorted(sys.modules)
    import os, signal, threading, warnings
    import torch
    state = {
        "sys.modules": modules,
        "os.environ": dict(os.environ),
        "warnings.filters": [repr(f) for f in warnings.filters],
        # A new interpreter seeds torch's generator from the OS (each differently): equal to a generator just
        # seeded with its seed, as long as no number was drawn.
        "torch's random state, as seeded": torch.equal(torch.Generator().manual_seed(torch.initial_seed()).get_state(),
                                                       torch.random.get_rng_state()),
        "torch's modes": [torch.is_grad_enabled(), str(torch.get_default_dtype()),
                          torch.are_deterministic_algorithms_enabled(), repr(vars(torch._tensor_str.PRINT_OPTS))],
        "signal handlers": {s.name: repr(signal.getsignal(s)) for s in signal.Signals},
        "open file descriptors": len(os.listdir("/proc/self/fd")) - 1,
        "threads": [t.name for t in threading.enumerate()],
        "native threads": len(os.listdir("/proc/self/task")),
        "sys.path after its first entry": sys.path[1:],
        "sys.flags": repr(sys.flags),
        "recursion limit": sys.getrecursionlimit(),
        "atexit handlers": sys.modules["atexit"]._ncallbacks(),
    }
    state["loaded by this check"] = sorted(set(sys.modules) - set(modules))
    state["packages"] = sorted(name for name, module in list(sys.modules.items()) if hasattr(module, "__path__"))
    return state
'''

# What the zygote imports after torch, as a new interpreter checked against it does: torch._dynamo, which torch
# imports on first use (an optimizer's step, a lazy module, checkpoint, autocast: about a fifth of the snippets), 1.7
# CPU-seconds in each of their children. Why a child of a zygote that imported it still shows what `python file.py`
# shows: PRELOAD_CHECK, PRELOAD_CHANGES and the module's docstring.
PRELOAD = "import torch._dynamo"

REFERENCE = "import torch\n{preload}\n" + FINGERPRINT + "print(repr(_fingerprint()))\n"

# The zygote: `python -c ZYGOTE JOBS`. Only `import torch` comes before its loop (and, in the tests that check the
# refusal, a `setup` that changes something); its loop uses only modules torch has loaded.
ZYGOTE = r'''
import torch
{preload}
{setup}
import os, select, sys, time
''' + FINGERPRINT + r'''

def _serve():
    """Fork one child per request line ("id\tfile\targv0\tcwd\toutput"), up to JOBS at a time, and answer
    "id wait-status" as each ends. Returns only in a child: the request it is to run."""
    jobs, waiting, running, unread, reading = int(sys.argv[1]), [], {{}}, b"", True
    # The objects `import torch` made go where the cyclic collector never looks (gc.freeze): a child's collections,
    # its exit's too, then neither walk nor copy the zygote's memory (about 0.6 of a child's 1 CPU-second). What a
    # snippet could see of it is why `gc`, `weakref` and `__del__` send a snippet to a new interpreter (fresh_reason).
    # Garbage first: the preload's import leaves cycles holding copies of sys.modules, and frozen they would keep
    # `__main__` alive to the end of a child's teardown, where a new interpreter frees it first (test_fresh's
    # weak-reference callback). Collected here, it goes as a new interpreter's next collection would take it.
    sys.modules["gc"].collect()
    sys.modules["gc"].freeze()
    while reading or waiting or running:
        while waiting and len(running) < jobs:
            request = waiting.pop(0)
            pid = os.fork()
            if pid == 0:
                for fd in running:  # the other children's pidfds: a new interpreter has no such file
                    os.close(fd)
                return request
            running[os.pidfd_open(pid)] = (request[0], pid, time.monotonic())
        ready, _, _ = select.select([*running, *([0] if reading else [])], [], [], 5)
        for fd in ready:
            if fd == 0:
                data = os.read(0, 1 << 16)
                reading = bool(data)
                *lines, unread = (unread + data).split(b"\n")
                waiting += [line.decode().split("\t") for line in lines if line.strip()]
            else:
                request, pid, _ = running.pop(fd)
                os.close(fd)
                _, status = os.waitpid(pid, 0)
                os.write(1, f"{{request}} {{status}}\n".encode())
        for request, pid, started in running.values():
            if time.monotonic() - started > {timeout}:
                os.kill(pid, 9)
    os._exit(0)


def _snippet(request):
    """In a child: what `python <file>` does before the file's first line. Returns (code, globals) to exec."""
    _, path, argv0, cwd, output = request
    fd = os.open(output, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    os.dup2(fd, 1)
    os.dup2(fd, 2)
    os.close(fd)
    fd = os.open(os.devnull, os.O_RDONLY)
    os.dup2(fd, 0)
    os.close(fd)
    os.chdir(cwd)
    sys.argv[:] = [argv0]
    sys.orig_argv[:] = [sys.executable, argv0]
    sys.path[0] = os.path.dirname(path)
    # A new interpreter seeds each generator from the OS, each differently: so does each child.
    sys.modules["torch"].random.default_generator.seed()
    if "random" in sys.modules:
        sys.modules["random"].seed()
    if "numpy.random" in sys.modules:
        sys.modules["numpy.random"].seed()
    with open(path, "rb") as source:
        code = compile(source.read(), path, "exec", dont_inherit=True)
    main = sys.modules["__main__"].__dict__
    loader = sys.modules["_frozen_importlib_external"].SourceFileLoader("__main__", path)
    builtins = sys.modules["builtins"]
    main.clear()  # the zygote's own names go: what remains is what a script's __main__ starts with
    main.update(__name__="__main__", __doc__=None, __package__=None, __loader__=loader, __spec__=None,
                __annotations__={{}}, __builtins__=builtins, __file__=path, __cached__=None)
    return code, main


def _end(code, main, sys=sys, os=os):
    """In a child: run the snippet, then end as `python file.py` ends: an uncaught exception printed by sys.excepthook
    (exit 1), non-daemon threads joined, atexit handlers run, the standard streams flushed. Then the interpreter's
    teardown (every module's objects freed, which copies the zygote's memory page by page: about 0.2 CPU-second) is
    skipped when nothing is left that could run code or print in it: no object made since the freeze whose type has
    a finalizer (`__del__`, a generator's, a file's) and no weak reference with a callback. Else, the real teardown.
    (Arguments by default: the snippet's names replace the module's, whose globals this function would read.)"""
    status = 0
    try:
        exec(code, main)
    except Exception as error:  # what Python does with an uncaught exception (SystemExit and the like: itself)
        sys.last_type, sys.last_value, sys.last_traceback = type(error), error, error.__traceback__
        sys.excepthook(type(error), error, error.__traceback__)
        status = 1
    sys.modules["threading"]._shutdown()
    sys.modules["atexit"]._run_exitfuncs()
    weakref = sys.modules["weakref"]

    def silent(callback):
        """A weak reference's callback that runs no Python code of its own: compiled code (threading.local's, pybind11's
        bookkeeping: like the C++ destructors teardown runs, taken to print nothing), a weakref.finalize after atexit
        (its handler has run those it was to run, and set _shutdown so that no other runs), the removal of an entry
        from one of the standard library's weak containers."""
        if isinstance(callback, type(len)):
            return True
        if isinstance(callback, weakref.finalize):
            return weakref.finalize._shutdown
        return (getattr(callback, "__module__", None), getattr(callback, "__qualname__", None)) in (
            ("weakref", "WeakValueDictionary.__init__.<locals>.remove"),
            ("weakref", "WeakKeyDictionary.__init__.<locals>.remove"),
            ("_weakrefset", "WeakSet.__init__.<locals>._remove"))
    left = [o for o in sys.modules["gc"].get_objects() if getattr(type(o), "__del__", None) is not None
            or isinstance(o, weakref.ReferenceType) and o.__callback__ is not None and not silent(o.__callback__)]
    try:
        sys.stdout.flush()
        sys.stderr.flush()
    except Exception:  # noqa: BLE001  (Python's own teardown says it, and exits 120)
        left.append("a stream that would not flush")
    if left:
        del left
        raise SystemExit(status)  # the real teardown; atexit's handlers have run and are gone, the threads joined
    sys.modules["ctypes"].CDLL(None).fflush(None)  # C's buffered output (std::cout), which exit() would flush
    os._exit(status)


os.write(1, (repr(_fingerprint()) + "\n").encode())
_end(*_snippet(_serve()))
'''


def zygote_source(setup: str = "", preload: str = PRELOAD) -> str:
    return ZYGOTE.replace("{{", "\0").replace("}}", "\1").replace("{setup}", setup).replace("{preload}", preload) \
        .replace("{timeout}", str(TIMEOUT_SECONDS)).replace("\0", "{").replace("\1", "}")


# The preload's check: `python -c preload_check_source()`, a new interpreter that imports torch, takes its fingerprint, then
# imports the preload with every warning shown and every torch call recorded, and reports what the import did beyond
# loading modules. Its one printed line is the report (anything else it prints is a change too).
PRELOAD_CHECK = r"""
def _check():
    import atexit, gc, os, sys, types, warnings
    from torch.overrides import TorchFunctionMode
    from torch.utils._python_dispatch import TorchDispatchMode
    before = _fingerprint()

    def attributes():
        # Every module's names, and the names of the classes torch's modules define: what an import could replace.
        found = {}
        for name, module in list(sys.modules.items()):
            if isinstance(module, types.ModuleType) and name not in ("__main__", "__mp_main__"):  # the check's own
                found[name] = dict(vars(module))
                if name == "torch" or name.startswith("torch."):
                    for key, value in list(found[name].items()):
                        if isinstance(value, type) and value.__module__ == name:
                            found[name + "." + key] = dict(vars(value))
        return found

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # reading a deprecated name of torch.distributed warns: the check's own doing
        names, objects = attributes(), {id(o) for o in gc.get_objects()}
    calls, registered = [], []

    class Calls(TorchFunctionMode):
        def __torch_function__(self, func, types, args=(), kwargs=None):
            calls.append("torch function " + getattr(func, "__name__", repr(func)))
            return func(*args, **(kwargs or {}))

    class Ops(TorchDispatchMode):
        def __torch_dispatch__(self, func, types, args=(), kwargs=None):
            calls.append("operator " + str(func))
            return func(*args, **(kwargs or {}))

    prober, ask, answer = _prober()
    register = atexit.register
    atexit.register = lambda f, *a, **k: (registered.append(f.__module__ + "." + f.__qualname__), register(f, *a, **k))[1]
    try:
        with warnings.catch_warnings(record=True) as warned:
            warnings.simplefilter("always")
            with Calls(), Ops():
                exec(compile(PRELOAD_SOURCE, "<preload>", "exec"), {"torch": torch})
    finally:
        atexit.register = register
    replaced, added, namespaces = [], [], []
    for owner, old in names.items():  # (read, not called: nothing here warns)
        now = sys.modules.get(owner) or _lookup(owner)
        for key, value in list(vars(now).items()):
            if key not in old:
                if isinstance(value, types.ModuleType):
                    namespaces.append(owner + "." + key)
                else:
                    added.append(owner + "." + key)
            elif old[key] is not value and (owner, key) != ("warnings", "filters"):  # (catch_warnings swaps the
                replaced.append(owner + "." + key)                                 # list; the fingerprint has it)
    # Which of those a new interpreter reaches too, through its owner's own __getattr__ (numpy's `np.random`, torch's
    # `torch.onnx`): asked of the prober, forked before the import.
    os.write(ask, " ".join(name for name in namespaces if "__getattr__" in names.get(name.rpartition(".")[0], {})).encode())
    os.close(ask)
    reached = _read(answer).split()
    os.waitpid(prober, 0)
    return {"torch": before, "loaded": sorted(set(sys.modules) - set(before["sys.modules"])),
             "namespaces": sorted(namespaces), "reached": reached, "replaced": sorted(replaced), "added": sorted(added),
             "warned": [f"{w.category.__name__}: {w.message}" for w in warned], "calls": calls,
             "atexit": registered,
             "finalizers": sorted({type(o).__qualname__ for o in gc.get_objects() if id(o) not in objects
                                   and isinstance(getattr(type(o), "__del__", None), types.FunctionType)})}


def _lookup(dotted):
    import sys
    module, _, name = dotted.rpartition(".")
    return getattr(sys.modules[module], name)


def _read(fd):
    import os
    data = b""
    while chunk := os.read(fd, 1 << 16):
        data += chunk
    os.close(fd)
    return data.decode()


def _prober():
    # A fork of this interpreter as `import torch` left it: it reads names ("owner.attribute", space-separated) and
    # answers those that getattr reaches as a module, each tried in a fork of its own, its output thrown away.
    import os, sys, types, warnings
    ask_read, ask = os.pipe()
    answer, answer_write = os.pipe()
    pid = os.fork()
    if pid:
        os.close(ask_read)
        os.close(answer_write)
        return pid, ask, answer
    os.close(ask)
    os.close(answer)
    reached = []
    for name in _read(ask_read).split():
        probe = os.fork()
        if probe == 0:
            null = os.open(os.devnull, os.O_WRONLY)
            os.dup2(null, 1)
            os.dup2(null, 2)
            owner, _, key = name.rpartition(".")
            try:
                with warnings.catch_warnings():
                    warnings.simplefilter("ignore")
                    found = isinstance(getattr(sys.modules.get(owner) or _lookup(owner), key), types.ModuleType)
            except Exception:
                found = False
            os._exit(0 if found else 1)
        if os.waitstatus_to_exitcode(os.waitpid(probe, 0)[1]) == 0:
            reached.append(name)
    os.write(answer_write, " ".join(reached).encode())
    os._exit(0)


print(repr(_check()))
"""


def preload_check_source(preload: str = PRELOAD) -> str:
    return "import torch\n" + FINGERPRINT + PRELOAD_CHECK.replace("PRELOAD_SOURCE", repr(preload))

# What the preload's import changes that a snippet could see, each with why a child of the zygote still shows what
# `python file.py` shows. Any other change (a mode, a random number drawn, a warning, a torch call, a replaced
# function, an object with a finalizer, an atexit handler...) refuses the zygote, naming it. Besides these, the import
# loads modules: a snippet that reads sys.modules, or names one of those modules without importing it (fresh_reason's
# `preloaded`), runs in a new interpreter; a snippet that imports one gets the module the import would have made.
PRELOAD_CHANGES = {
    "os.environ['TORCHINDUCTOR_CACHE_DIR']": "the compiler's cache folder; a snippet that reads the environment or "
                                             "starts a process runs in a new interpreter",
    "warnings.filters + ('once', None, <class 'sympy.utilities.exceptions.SymPyDeprecationWarning'>, None, 0)":
        "sympy's own deprecations; a snippet that imports sympy runs in a new interpreter",
    "atexit + torch._dynamo.utils.dump_compile_times": "logs at INFO, so prints only where logging is set up: a snippet "
                                                       "that imports logging runs in a new interpreter",
    "atexit + torch._dynamo.eval_frame._log_traced_frames": "the same",
    "replaced tempfile.tempdir": "the temporary folder, found once: the folder a later call finds (the environment is "
                                 "the same); a snippet that reads tempfile.tempdir runs in a new interpreter",
    "replaced torch._weights_only_unpickler._marked_safe_globals_set":
        "DTensor's and dynamo's classes marked safe for torch.load(weights_only=True): they are in a checkpoint only "
        "if its maker imported them; a snippet that lists them (get_safe_globals) runs in a new interpreter",
    "replaced torch.distributed.device_mesh._distributed_opaque_types_registered": "DeviceMesh's registration for "
                                                                                    "torch.compile",
    "replaced torch._higher_order_ops.invoke_leaf_function._leaf_function_module_retriever": "a hook of "
                                                                                             "torch.compile's",
    "replaced torch._C._distributed.Placement.__module__": "DTensor's placements, completed by the import of "
                                                          "torch.distributed.tensor, which a snippet using them imports",
    "added torch._C._distributed.Placement.__eq__": "the same",
    "added torch._C._distributed.Placement.__hash__": "the same",
    "added torch._C._distributed.Placement.__fx_repr__": "the same",
    "replaced torch.compiler._cache.CacheInfo.pgo_artifacts": "torch.compile's cache",
    "replaced torch.compiler._cache.CacheInfo.precompile_artifacts": "torch.compile's cache",
    "replaced torch.manual_seed": "the same function wrapped by dynamo's `disable`: a traceback through it shows more "
                                  "of torch's frames, which the fresh layer does not compare",
}


def preload_changes(check: dict, preloaded: dict) -> list[str]:
    """What the preload's import changed, from the check's report and the fingerprint of a new interpreter that ran
    `import torch` and the preload (`preloaded`): each as a key that PRELOAD_CHANGES may hold."""
    before, found = check["torch"], []
    for name in sorted(set(before["os.environ"]) | set(preloaded["os.environ"])):
        if before["os.environ"].get(name) != preloaded["os.environ"].get(name):
            found.append(f"os.environ[{name!r}]")
    found += [f"warnings.filters + {f}" for f in preloaded["warnings.filters"] if f not in before["warnings.filters"]]
    found += [f"warnings.filters - {f}" for f in before["warnings.filters"] if f not in preloaded["warnings.filters"]]
    for key in before:
        if key not in ("sys.modules", "packages", "os.environ", "warnings.filters", "atexit handlers",
                       "loaded by this check") and before[key] != preloaded.get(key):
            found.append(f"{key} differs: {shorten(before[key])} after `import torch`, {shorten(preloaded.get(key))} after "
                         "the preload too")
    found += [f"atexit + {name}" for name in check["atexit"]]
    found += [f"replaced {name}" for name in check["replaced"]] + [f"added {name}" for name in check["added"]]
    found += [f"warned {text}" for text in check["warned"]] + [f"called {call}" for call in check["calls"][:5]]
    found += [f"made an object with a Python finalizer: {name}" for name in check["finalizers"]]
    return found


def differences(reference: dict, zygote: dict) -> list[str]:
    """What differs between a new interpreter's fingerprint and the zygote's, in words."""
    found = []
    extra = sorted(set(zygote["sys.modules"]) - set(reference["sys.modules"]))
    missing = sorted(set(reference["sys.modules"]) - set(zygote["sys.modules"]))
    if extra:
        found.append(f"sys.modules: the zygote has imported {', '.join(extra[:12])}{' ...' if len(extra) > 12 else ''}"
                     " (a new interpreter has not)")
    if missing:
        found.append(f"sys.modules: a new interpreter has imported {', '.join(missing[:12])} (the zygote has not)")
    env, ref_env = zygote["os.environ"], reference["os.environ"]
    for name in sorted(set(env) | set(ref_env)):
        if env.get(name) != ref_env.get(name):
            found.append(f"os.environ[{name!r}]: {env.get(name, '(unset)')!r} in the zygote, "
                         f"{ref_env.get(name, '(unset)')!r} in a new interpreter")
    if zygote["loaded by this check"]:
        found.append(f"the zygote's own check imported {zygote['loaded by this check']}: torch no longer loads them")
    for key in reference:
        if key not in ("sys.modules", "packages", "os.environ", "loaded by this check") and reference[key] != zygote.get(key):
            what = {"torch's random state, as seeded": " (a random number was drawn)",
                    "warnings.filters": " (a warning filter was changed)"}.get(key, "")
            found.append(f"{key} differs{what}: the zygote has {shorten(zygote.get(key))}, a new interpreter "
                         f"{shorten(reference[key])}")
    return found


def shorten(value) -> str:
    text = repr(value)
    return text if len(text) <= 300 else text[:300] + "..."


# ------------------------------------------------------------------------------------------------ the AST rules
# Modules whose use means a fork could differ from a new interpreter: new processes, the import system's or the
# garbage collector's state, signal handlers. (torch.distributed is not one: `import torch` loads it and starts
# nothing, so a process group a snippet starts in its own process starts in the child alike, its threads and sockets
# the child's; the processes, the environment a group reads and gc are caught by the rules here. The 33 snippets it
# moved to the zygote printed the same in both, twice each.)
FRESH_MODULES = ("subprocess", "multiprocessing", "concurrent.futures", "torch.multiprocessing",
                 "importlib", "pkgutil", "runpy", "__main__", "gc", "weakref", "signal", "pty", "ctypes", "site",
                 "torch.compile", "torch._dynamo",  # compiling leaves state that the zygote's end check trips on
                 "logging", "sympy")  # what the preload's import changes for them (PRELOAD_CHANGES)
# What reads or changes the process around the snippet (full dotted names, after resolving the snippet's imports).
FRESH_DOTTED = {"os.environ", "os.environb", "os.getenv", "os.putenv", "os.unsetenv", "os.fork", "os.forkpty",
                "os.system", "os.popen", "os.getppid", "os.register_at_fork", "sys.modules", "sys.meta_path",
                "sys.path_hooks", "sys.orig_argv",
                "tempfile.tempdir", "torch.serialization.get_safe_globals"}  # (PRELOAD_CHANGES)
FRESH_OS_PREFIXES = ("os.exec", "os.spawn", "os.posix_spawn", "os.wait")
# Built-in names that run code the AST does not show, or read the module's or the process's state.
FRESH_NAMES = {"__name__", "exec", "eval", "__import__", "globals", "vars", "breakpoint", "input"}


def _aliases(tree) -> dict[str, str]:
    """Each name the snippet's imports bind, and the module or attribute it stands for."""
    found = {}
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                if alias.asname:
                    found[alias.asname] = alias.name
                else:
                    top = alias.name.split(".")[0]
                    found[top] = top
        elif isinstance(node, ast.ImportFrom) and not node.level and node.module:
            for alias in node.names:
                found[alias.asname or alias.name] = f"{node.module}.{alias.name}"
    return found


def _dotted(node, aliases: dict[str, str]) -> str | None:
    """`dist.init_process_group` -> "torch.distributed.init_process_group" (None unless its root is imported)."""
    parts = []
    while isinstance(node, ast.Attribute):
        parts.append(node.attr)
        node = node.value
    if isinstance(node, ast.Name) and node.id in aliases:
        return ".".join([aliases[node.id], *reversed(parts)])
    return None


def _is_torch(name: str) -> bool:
    return name == "torch" or name.startswith("torch.")


def _imports_torch(statement) -> bool:
    if isinstance(statement, ast.Import):
        return any(_is_torch(alias.name) for alias in statement.names)
    return isinstance(statement, ast.ImportFrom) and not statement.level and _is_torch(statement.module or "")


# Standard modules whose import defines names and runs nothing torch's import could see (the figures' `import html`).
QUIET_MODULES = {"html", "string", "textwrap", "pprint", "fractions", "statistics"}


def _noop_before_torch(statement, loaded: set[str], packages: set[str]) -> bool:
    """A statement before `import torch` that changes nothing torch's import could see: the docstring, a
    `from __future__` import, or an import of a module a new `import torch` has loaded anyway or of a quiet one."""
    if isinstance(statement, ast.Expr) and isinstance(statement.value, ast.Constant) and isinstance(statement.value.value, str):
        return True
    if isinstance(statement, ast.ImportFrom) and statement.module == "__future__":
        return True
    if isinstance(statement, ast.Import):
        return all(alias.name in loaded or alias.name in QUIET_MODULES for alias in statement.names)
    if isinstance(statement, ast.ImportFrom) and not statement.level and statement.module in loaded:
        # `from package import name`: name may be a submodule that is not loaded yet.
        return statement.module not in packages or all(f"{statement.module}.{a.name}" in loaded for a in statement.names)
    return False


def _preloaded_name(dotted: str, preloaded: set[str], imported: set[str]) -> str | None:
    """The module (or torch.ops namespace) the preload loaded that `dotted` reaches through attributes, when the
    snippet does not import it itself: a new interpreter has no such attribute yet."""
    parts = dotted.split(".")
    for end in range(2, len(parts) + 1):
        prefix = ".".join(parts[:end])
        if prefix in preloaded:
            return None if any(name == prefix or name.startswith(prefix + ".") for name in imported) else prefix
    return None


def fresh_reason(source: str, loaded: set[str], packages: set[str] = frozenset(),
                 preloaded: set[str] = frozenset()) -> str | None:
    """Why this snippet must run in a new interpreter (None: a child of the zygote is the same). `loaded` and
    `packages`: the modules (and which of them are packages) a new `python -c "import torch"` has loaded;
    `preloaded`: what the zygote's preload loaded beyond them (modules, and torch.ops namespaces)."""
    try:
        tree = ast.parse(source)
    except SyntaxError as error:
        return f"it does not parse ({error.msg}, line {error.lineno})"
    first = next((i for i, statement in enumerate(tree.body) if _imports_torch(statement)), None)
    if first is None:
        return "it has no top-level `import torch`"
    for statement in tree.body[:first]:
        if not _noop_before_torch(statement, loaded, packages):
            return f"line {statement.lineno} runs before `import torch`"
    aliases = _aliases(tree)
    imported = {name for node in ast.walk(tree) if isinstance(node, (ast.Import, ast.ImportFrom)) and not getattr(node, "level", 0)
                for name in ([a.name for a in node.names] if isinstance(node, ast.Import) else
                             [node.module or "", *(f"{node.module}.{a.name}" for a in node.names)])}
    for node in ast.walk(tree):
        line = getattr(node, "lineno", "?")
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            names = [a.name for a in node.names] if isinstance(node, ast.Import) else \
                [node.module or "", *(f"{node.module}.{a.name}" for a in node.names)]
            for name in names:
                if any(name == m or name.startswith(m + ".") for m in FRESH_MODULES):
                    return f"line {line} imports {name}"
        elif isinstance(node, (ast.Attribute, ast.Name)):
            dotted = _dotted(node, aliases) or ""
            if any(dotted == m or dotted.startswith(m + ".") for m in FRESH_MODULES):
                return f"line {line} uses {dotted}"
            if dotted in FRESH_DOTTED or dotted.startswith(FRESH_OS_PREFIXES):
                return f"line {line} uses {dotted}"
            preload = _preloaded_name(dotted, preloaded, imported) if preloaded and dotted else None
            if preload:
                return f"line {line} uses {preload}, which only the zygote's preload has loaded"
            if isinstance(node, ast.Name) and node.id in FRESH_NAMES and node.id not in aliases:
                return f"line {line} uses {node.id}"
        elif isinstance(node, ast.FunctionDef) and node.name == "__del__":  # a finalizer: when it runs is gc's
            return f"line {line} defines __del__"
        elif isinstance(node, ast.Constant) and node.value == "__main__":
            return f"line {line} names \"__main__\""
        elif isinstance(node, ast.keyword) and node.arg == "num_workers" and not (
                isinstance(node.value, ast.Constant) and node.value.value == 0):
            return f"line {line} starts DataLoader worker processes (num_workers)"
    return None


# ------------------------------------------------------------------------------------------------ the zygote
def terminal_env() -> dict:
    """The environment of `python file.py` in the fresh layer (runner.run_in_terminal's)."""
    return {**os.environ, "PYTHONUNBUFFERED": "1"}


class Zygote:
    """A zygote and a new interpreter to check it against. run(path, cwd) -> Future of (printed, exit code); every
    run fails with ZygoteRefused if the zygote is not a fresh `python -c "import torch"`."""

    def __init__(self, jobs: int = JOBS, setup: str = "", env: dict | None = None, preload: str = PRELOAD):
        self.folder = tempfile.TemporaryDirectory(prefix="zygote-")  # a working folder holding no module
        env = env or terminal_env()
        self.process = subprocess.Popen([sys.executable, "-c", zygote_source(setup, preload), str(jobs)],
                                        cwd=self.folder.name, env=env, stdin=subprocess.PIPE, stdout=subprocess.PIPE)
        self.reference = subprocess.Popen([sys.executable, "-c", REFERENCE.replace("{preload}", preload)],
                                          cwd=self.folder.name, env=env, stdin=subprocess.DEVNULL,
                                          stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        self.check = subprocess.Popen([sys.executable, "-c", preload_check_source(preload)], cwd=self.folder.name,
                                      env=env, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                                      stderr=subprocess.PIPE) if preload else None  # (no preload: nothing to check)
        # Once the zygote is checked: the new interpreter's fingerprint, with what `import torch` alone loads
        # ("torch": its modules and packages) and what the preload loaded beyond it ("preloaded": modules and the
        # submodules and torch.ops namespaces it made reachable as attributes).
        self.fingerprint: Future = Future()
        self.lock = threading.Lock()
        self.pending: dict[int, tuple[Future, str]] = {}
        self.queued: list[str] = []  # requests held until the zygote is checked
        self.next_id = 0
        self.reader = threading.Thread(target=self._answers, daemon=True)
        self.reader.start()

    def run(self, path: Path, cwd: Path | None = None) -> Future:
        """`python <path>` (named relative to `cwd`, default its folder) in a child of the zygote."""
        path = Path(path).resolve()
        cwd = Path(cwd or path.parent).resolve()
        future: Future = Future()
        output = os.path.join(self.folder.name, f"run-{id(future)}.out")
        with self.lock:
            request_id, self.next_id = self.next_id, self.next_id + 1
            self.pending[request_id] = (future, output)
            line = "\t".join([str(request_id), str(path), os.path.relpath(path, cwd), str(cwd), output]) + "\n"
            if self.fingerprint.done() and self.fingerprint.exception() is None:
                self._send(line)
            else:
                self.queued.append(line)
        if self.fingerprint.done() and self.fingerprint.exception() is not None:
            self._fail_all(self.fingerprint.exception())
        return future

    def _send(self, line: str) -> None:
        self.process.stdin.write(line.encode())
        self.process.stdin.flush()

    def _fail_all(self, error: BaseException) -> None:
        with self.lock:
            lost, self.pending = list(self.pending.values()), {}
        for future, _ in lost:
            if not future.done():
                future.set_exception(error)

    def _answers(self) -> None:
        first = self.process.stdout.readline().decode()
        printed, errors = self.reference.communicate(timeout=TIMEOUT_SECONDS)
        try:
            if not first:
                raise ZygoteRefused(f"the zygote did not start (exit {self.process.wait()})")
            if self.reference.returncode:
                raise ZygoteRefused(f"`python -c \"import torch\"` failed:\n{errors.decode()[-2000:]}")
            reference, zygote = ast.literal_eval(printed.decode()), ast.literal_eval(first)
            found = differences(reference, zygote)
            if found:
                raise ZygoteRefused("the zygote is not what a new `python -c \"import torch\"` is, so its children "
                                    "would not show what `python file.py` shows:\n  " + "\n  ".join(found))
            if self.check is None:
                reference = {**reference, "torch": {key: reference[key] for key in ("sys.modules", "packages")},
                             "preloaded": []}
            else:
                checked, check_errors = self.check.communicate(timeout=TIMEOUT_SECONDS)
                reference = self._checked(reference, checked, check_errors)
        except BaseException as error:  # noqa: BLE001  (every run waiting for the zygote reports it)
            self.fingerprint.set_exception(error)
            self._end()
            self._fail_all(error)
            return
        with self.lock:
            self.fingerprint.set_result(reference)
            for line in self.queued:
                self._send(line)
            self.queued.clear()
        for answer in self.process.stdout:
            request_id, status = map(int, answer.split())
            with self.lock:
                future, output = self.pending.pop(request_id)
            try:
                text = Path(output).read_text(encoding="utf-8", errors="replace")
                os.unlink(output)
            except OSError as error:  # the child ended before it opened its output (killed, out of memory)
                text = f"(no output: {error})\n"
            future.set_result((text, os.waitstatus_to_exitcode(status)))
        self._fail_all(RuntimeError(f"the zygote ended (exit {self.process.wait()})"))
        self.process.stdout.close()

    def _checked(self, reference: dict, checked: bytes, errors: bytes) -> dict:
        """The new interpreter's fingerprint with what the preload's check found: "torch" (what `import torch` alone
        loads: modules, packages) and "preloaded" (what only the preload made reachable as an attribute). Raises
        ZygoteRefused when the check failed or found a change PRELOAD_CHANGES does not explain."""
        lines = checked.decode().splitlines()
        if self.check.returncode or not lines:
            raise ZygoteRefused(f"the check of the zygote's preload failed:\n{errors.decode()[-2000:]}")
        check = ast.literal_eval(lines[-1])
        found = [change for change in preload_changes(check, reference) if change not in PRELOAD_CHANGES]
        found += [f"printed {text!r}" for text in [*lines[:-1], errors.decode()] if text.strip()]
        if found:
            raise ZygoteRefused("the zygote's preload changes what a snippet could see, beyond what "
                                "PRELOAD_CHANGES explains:\n  " + "\n  ".join(found))
        reachable = set(check["reached"])  # (a new interpreter has these attributes too, on first use)
        return {**reference, "torch": {key: check["torch"][key] for key in ("sys.modules", "packages")},
                "preloaded": sorted(set(check["loaded"] + check["namespaces"]) - reachable)}

    def _end(self) -> None:
        with self.lock:
            if not self.process.stdin.closed:
                try:
                    self.process.stdin.close()  # the zygote ends when its input does (after its running children)
                except OSError:
                    pass
        try:
            self.process.wait(timeout=TIMEOUT_SECONDS)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()

    def close(self) -> None:
        self._end()
        self.reader.join(timeout=TIMEOUT_SECONDS)
        if not self.process.stdout.closed:
            self.process.stdout.close()
        if self.check is not None and self.check.returncode is None:  # not read: refused before the check
            self.check.kill()
            self.check.communicate()
        self.folder.cleanup()


class FreshRuns:
    """`python <file>` as a reader runs it, each file once: a child of the zygote when `fresh_reason` finds no reason
    against it, else a new interpreter. start(path, cwd) -> Future of (printed, exit code); `how[path]` says which."""

    def __init__(self, jobs: int = JOBS, setup: str = "", preload: str = PRELOAD):
        self.jobs, self.setup, self.preload = jobs, setup, preload
        self.zygote: Zygote | None = None
        self.pool = ThreadPoolExecutor(max_workers=jobs)  # the new interpreters, one per core at a time
        self.lock = threading.Lock()
        self.how: dict[str, str] = {}

    def route(self, path: Path) -> str | None:
        """Why `path` needs a new interpreter, or None (a child of the zygote)."""
        with self.lock:
            if self.zygote is None:
                self.zygote = Zygote(self.jobs, self.setup, preload=self.preload)
        reference = self.zygote.fingerprint.result(timeout=TIMEOUT_SECONDS)  # raises ZygoteRefused
        try:
            source = Path(path).read_text(encoding="utf-8", errors="replace")
        except OSError as error:  # a new interpreter says so, as it says it to a reader
            return f"it cannot be read ({error.strerror})"
        return fresh_reason(source, set(reference["torch"]["sys.modules"]), set(reference["torch"]["packages"]),
                            set(reference["preloaded"]))

    def start(self, path: Path, cwd: Path | None = None) -> Future:
        reason = self.route(path)
        key = str(Path(path).resolve())
        if reason is None:
            self.how[key] = "a child of the zygote (an interpreter that ran `import torch` and nothing else)"
            return self.zygote.run(path, cwd)
        self.how[key] = f"a new interpreter: {reason}"
        return self.pool.submit(terminal_run, Path(path), cwd)

    def close(self) -> None:
        self.pool.shutdown(cancel_futures=True)
        if self.zygote is not None:
            self.zygote.close()


def terminal_run(path: Path, cwd: Path | None = None) -> tuple[str, int]:
    """`python <file>` in a new interpreter: (printed, exit code)."""
    process = run_in_terminal(path, cwd=cwd)
    try:
        printed, _ = process.communicate(timeout=TIMEOUT_SECONDS)
    finally:
        if process.poll() is None:
            process.kill()
            process.communicate()
    return printed, process.returncode
