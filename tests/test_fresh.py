"""The fresh layer's shortcut (torchdocs/fresh.py): a child of the zygote shows what `python file.py` shows, the zygote
is refused when it differs from a new `python -c "import torch"`, and a snippet for which a fork could differ is
sent to a new interpreter."""

from __future__ import annotations

import os

import pytest

from torchdocs.fresh import PRELOAD, FreshRuns, Zygote, ZygoteRefused, fresh_reason, terminal_run
from torchdocs.runner import TRACEBACK

# A stand-in for what a new `python -c "import torch"` has loaded (the real list comes from the zygote's check).
LOADED = {"os", "sys", "math", "tempfile", "collections", "collections.abc", "warnings", "torch"}
PACKAGES = {"collections", "torch"}


@pytest.mark.parametrize("source,reason", [
    ("import torch\nprint(torch.ones(2))\n", None),
    ('"""A docstring."""\nfrom __future__ import annotations\nimport math\nimport torch\n', None),
    ("from collections import abc\nimport torch\n", None),
    ("from torch import nn\nimport torch.nn.functional as F\nx = F.relu\n", None),
    ("import torch\nsignal = torch.ones(2, requires_grad=True)\nprint(signal.grad)\n", None),  # a variable, not the module
    ("import torch\nmodel = torch.nn.Linear(2, 2)\nmodel.eval()\n", None),  # a method, not the built-in eval
    ("import numpy as np\nimport torch\n", "line 1 runs before `import torch`"),
    ("import os\nos.environ['OMP_NUM_THREADS'] = '1'\nimport torch\n", "line 2 runs before `import torch`"),
    ("from collections import deque_helpers\nimport torch\n", "line 1 runs before `import torch`"),
    ("print('hi')\n", "it has no top-level `import torch`"),
    ("def f(:\n", "it does not parse"),
    ("import torch\nimport os\nprint(os.environ.get('X'))\n", "line 3 uses os.environ"),
    ("import torch\nfrom os import getenv\nprint(getenv('X'))\n", "line 3 uses os.getenv"),
    ("import torch\nimport subprocess\n", "line 2 imports subprocess"),
    ("import torch\nimport torch.multiprocessing as mp\n", "line 2 imports torch.multiprocessing"),
    ("import html\nimport math\nimport torch\n", None),  # a quiet standard module before torch
    ("import torch\nimport torch.distributed as dist\n", None),  # loaded by `import torch`; a group starts in the child
    ("import torch\nimport os\nimport torch.distributed as dist\nos.environ['MASTER_PORT'] = '1'\n",
     "line 4 uses os.environ"),
    ("import torch\nimport torch.distributed as dist\nimport torch.multiprocessing as mp\n",
     "line 3 imports torch.multiprocessing"),
    ("import torch\nfrom concurrent.futures import ProcessPoolExecutor\n", "line 2 imports concurrent.futures"),
    ("import torch\nif __name__ == '__main__':\n    pass\n", "line 2 uses __name__"),
    ("import torch\nimport sys\nprint(len(sys.modules))\n", "line 3 uses sys.modules"),
    ("import torch\nimport importlib\n", "line 2 imports importlib"),
    ("import torch\nimport gc\n", "line 2 imports gc"),
    ("import torch\nimport weakref\n", "line 2 imports weakref"),
    ("import torch\nclass Noisy:\n    def __del__(self):\n        print('gone')\n", "line 3 defines __del__"),
    ("import torch\nexec('x = 1')\n", "line 2 uses exec"),
    ("import torch\nloader = torch.utils.data.DataLoader([1], num_workers=2)\n", "line 2 starts DataLoader worker"),
    ("import torch\nloader = torch.utils.data.DataLoader([1], num_workers=0)\n", None),
    ("import torch\nimport os\nos.system('true')\n", "line 3 uses os.system"),
])
def test_the_ast_sends_a_snippet_to_a_new_interpreter_when_a_fork_could_differ(source, reason):
    found = fresh_reason(source, LOADED, PACKAGES)
    if reason is None:
        assert found is None, found
    else:
        assert found is not None and found.startswith(reason), found


# A stand-in for what the zygote's preload loaded beyond `import torch` (the real list comes from its check).
PRELOADED = {"numpy.random", "torch.fx.experimental.symbolic_shapes", "torch.ops.fsdp"}


@pytest.mark.parametrize("source,reason", [
    ("import torch\nimport numpy as np\nx = np.random.rand(2)\n",
     "line 3 uses numpy.random, which only the zygote's preload has loaded"),
    ("import torch\nimport numpy as np\nx = np.fft.fft(np.ones(2))\n", None),  # reached by numpy's own __getattr__
    ("import torch\nimport numpy.random\nimport numpy as np\nx = np.random.rand(2)\n", None),
    ("import torch\nfrom torch.fx.experimental.symbolic_shapes import ShapeEnv\nprint(ShapeEnv)\n", None),
    ("import torch\nprint(torch.fx.experimental.symbolic_shapes.ShapeEnv)\n",
     "line 2 uses torch.fx.experimental.symbolic_shapes, which only"),
    ("import torch\nprint(torch.ops.fsdp.chunk_cat)\n", "line 2 uses torch.ops.fsdp, which only"),
    ("import torch\nprint(torch.ops.aten.mm)\n", None),
    ("import torch\nimport logging\n", "line 2 imports logging"),
    ("import torch\nimport sympy\n", "line 2 imports sympy"),
    ("import torch\nimport tempfile\nprint(tempfile.tempdir)\n", "line 3 uses tempfile.tempdir"),
    ("import torch\nprint(torch.serialization.get_safe_globals())\n", "line 2 uses torch.serialization.get_safe_globals"),
])
def test_the_ast_sends_a_snippet_that_could_tell_the_preload_to_a_new_interpreter(source, reason):
    """What the preload changes (fresh.PRELOAD_CHANGES) and what it loads: a snippet that names a module only the
    preload loaded, without importing it, would find it in a child and not in a new interpreter."""
    found = fresh_reason(source, LOADED, PACKAGES, PRELOADED)
    if reason is None:
        assert found is None, found
    else:
        assert found is not None and found.startswith(reason), found


@pytest.mark.fresh
def test_a_preload_that_changes_what_a_snippet_sees_is_refused(tmp_path):
    """The preload's check (fresh.preload_check_source) names each change that PRELOAD_CHANGES does not explain: a
    preload that switched grad mode off, warned and replaced a function is refused, and no run goes through it."""
    snippet = tmp_path / "snippet.py"
    snippet.write_text("import torch\nprint('ran')\n", encoding="utf-8")
    zygote = Zygote(jobs=1, preload=PRELOAD + "\ntorch.set_grad_enabled(False)\nimport warnings\n"
                    "warnings.warn('preloaded')\ntorch.nn.functional.relu = torch.nn.functional.gelu\n")
    try:
        with pytest.raises(ZygoteRefused) as refused:
            zygote.run(snippet).result(timeout=300)
    finally:
        zygote.close()
    for named in ("torch's modes differs", "warned UserWarning: preloaded", "replaced torch.nn.functional.relu"):
        assert named in str(refused.value), str(refused.value)


# What a parent could have done that a snippet might depend on: each is named, and every run fails.
CHANGED_PARENTS = {
    "imported a module": ("import sqlite3", "sys.modules: the zygote has imported _sqlite3, sqlite3"),
    "set an environment variable": ("import os\nos.environ['TORCHDOCS_SET_BY_THE_PARENT'] = '1'",
                                    "os.environ['TORCHDOCS_SET_BY_THE_PARENT']: '1' in the zygote, '(unset)'"),
    "drew a random number": ("torch.rand(1)", "a random number was drawn"),
    "changed a warning filter": ("import warnings\nwarnings.simplefilter('ignore')", "a warning filter was changed"),
    "changed grad mode": ("torch.set_grad_enabled(False)", "torch's modes differs"),
}


@pytest.mark.fresh
@pytest.mark.parametrize("change", list(CHANGED_PARENTS))
def test_a_zygote_that_differs_from_a_new_interpreter_is_refused(change, tmp_path):
    """A snippet that would work only because the parent imported or set something fails: the zygote is refused,
    naming what differs, and no run goes through it."""
    setup, named = CHANGED_PARENTS[change]
    snippet = tmp_path / "snippet.py"
    snippet.write_text("import torch\nprint('ran')\n", encoding="utf-8")
    zygote = Zygote(jobs=1, setup=setup, preload="")  # (the preload's own check: the test below)
    try:
        with pytest.raises(ZygoteRefused) as refused:
            zygote.run(snippet).result(timeout=300)
    finally:
        zygote.close()
    assert named in str(refused.value), str(refused.value)


BEHAVIOURS = '''import torch
import atexit
import numpy as np
import os
import sys
import warnings

atexit.register(lambda: print("atexit ran"))
print(sorted(dir()))
print(__file__ == os.path.abspath(sys.argv[0]), sys.argv, sys.path[0] == os.path.dirname(__file__))
print(os.getcwd() == os.path.dirname(__file__), repr(sys.stdin.read()))
print(torch.tensor([1.0, 2.0]) * 2, torch.is_grad_enabled(), torch.get_default_dtype())
warnings.warn("a warning, as Python prints it")
warnings.warn("hidden by the default filters", DeprecationWarning)
torch.set_default_dtype(torch.float64)
weight = torch.nn.Parameter(torch.ones(2))
weight.sum().backward()
torch.optim.SGD([weight], lr=0.5).step()  # torch imports torch._dynamo here: the zygote has (its preload)
print(weight, sorted(name for name in sys.modules if name.startswith("torch._dynamo"))[:3])
print(np.random.default_rng(0).integers(10, size=3))  # numpy imports numpy.random here: the zygote has
sys.exit(3)
'''
RAISES = '''import torch

print("before the error")
torch.ones(2).view(3)
'''


@pytest.mark.fresh
def test_a_child_of_the_zygote_shows_what_a_new_interpreter_shows(tmp_path):
    """Output (prints, warnings as Python prints them, the end of a traceback), exit code, __main__'s names, argv,
    sys.path[0], the working folder, stdin, atexit, an optimizer's step after a change of default dtype (torch
    imports the preload there): forced through the zygote and in a new interpreter."""
    (tmp_path / "behaviours.py").write_text(BEHAVIOURS, encoding="utf-8")
    (tmp_path / "raises.py").write_text(RAISES, encoding="utf-8")
    zygote = Zygote(jobs=2)
    try:
        forked = {name: zygote.run(tmp_path / name) for name in ("behaviours.py", "raises.py")}
        # What only the preload loaded, as the check found it: reached by a name without an import in a new
        # interpreter (numpy's own __getattr__ imports numpy.random) or not (a torch.ops namespace, a submodule).
        preloaded = set(zygote.fingerprint.result(timeout=300)["preloaded"])
        assert "numpy.random" not in preloaded and "torch._dynamo" not in preloaded
        assert {"torch.ops.fsdp", "torch.fx.experimental.symbolic_shapes"} <= preloaded
        for name, run in forked.items():
            printed, code = run.result(timeout=300)
            new_printed, new_code = terminal_run(tmp_path / name)
            assert code == new_code, (name, printed, new_printed)
            if TRACEBACK in new_printed:
                assert printed.split(TRACEBACK)[0] == new_printed.split(TRACEBACK)[0]
                assert printed.splitlines()[-1] == new_printed.splitlines()[-1]
            else:
                assert printed == new_printed
    finally:
        zygote.close()
    assert code == 1 and "RuntimeError: shape '[3]' is invalid" in printed


def routed_and_forced(snippet):
    """A snippet run as the fresh layer routes it and forced through the zygote: (where the layer ran it and why, the
    routed run's (output, exit code), the forced run's)."""
    runs = FreshRuns(jobs=1, preload="")  # (what these snippets show does not depend on it)
    try:
        routed = runs.start(snippet).result(timeout=300)
        forced = runs.zygote.run(snippet).result(timeout=300)
    finally:
        runs.close()
    return runs.how[str(snippet.resolve())], routed, forced


@pytest.mark.fresh
@pytest.mark.skipif((os.cpu_count() or 1) < 2, reason="torch's thread count is 1 either way on one core")
def test_a_snippet_with_code_before_import_torch_goes_to_a_new_interpreter(tmp_path):
    """Where the AST finds a reason, a fork would print something else: this snippet sets OMP_NUM_THREADS before
    torch loads. Forced through the zygote (whose torch loaded without it) it prints the cores; routed, it runs in a
    new interpreter and prints 1, as `python file.py` does."""
    snippet = tmp_path / "threads.py"
    snippet.write_text('import os\nos.environ["OMP_NUM_THREADS"] = "1"\nimport torch\nprint(torch.get_num_threads())\n',
                       encoding="utf-8")
    how, routed, forced = routed_and_forced(snippet)
    assert how == "a new interpreter: line 2 runs before `import torch`"
    assert routed == ("1\n", 0)
    assert forced[1] == 0 and forced[0] != "1\n", forced


@pytest.mark.fresh
def test_a_snippet_that_could_see_the_frozen_objects_goes_to_a_new_interpreter(tmp_path):
    """The zygote freezes what `import torch` made (gc.freeze, see fresh.py): forced through it, a snippet that asks
    gc sees the frozen objects; routed (it imports gc), it runs in a new interpreter and sees none."""
    snippet = tmp_path / "frozen.py"
    snippet.write_text("import torch\nimport gc\nprint(gc.get_freeze_count() > 0)\n", encoding="utf-8")
    how, routed, forced = routed_and_forced(snippet)
    assert how == "a new interpreter: line 2 imports gc"
    assert routed == ("False\n", 0)
    assert forced == ("True\n", 0)


@pytest.mark.fresh
def test_import_torch_makes_no_object_with_a_python_finalizer(tmp_path):
    """What makes the freeze safe: no object `import torch` and the preload made runs Python code when the collector
    frees it (a torch that adds one fails here, naming its type: then the freeze needs another look)."""
    check = tmp_path / "finalizers.py"
    check.write_text(f"import gc, types\nimport torch\n{PRELOAD}\nprint(sorted({{type(o).__qualname__ for o in gc.get_objects() "
                     "if isinstance(getattr(type(o), '__del__', None), types.FunctionType)}))\n", encoding="utf-8")
    assert terminal_run(check) == ("[]\n", 0)


# What a child skips when it ends (fresh.py, `_end`): the interpreter's teardown, when nothing left could run code in
# it. Each snippet prints something only at its end (a finalizer, a generator's `finally`, a weak reference's
# callback, C's buffered output, a thread, atexit), from a module of its folder, where the AST sees nothing.
AT_EXIT = '''import weakref

class Noisy:
    def __del__(self):
        print("a finalizer ran at exit")

def ending():
    try:
        yield 1
    finally:
        print("a generator was closed at exit")

class Target:
    pass

def report(ref):
    print("a weak reference's callback ran at exit")

kept = []

def watch(target):
    kept.append(weakref.ref(target, report))
'''
ENDINGS = {
    "finalizer.py": "import torch\nimport at_exit\n\nnoisy = at_exit.Noisy()\nprint('the snippet ended')\n",
    "generator.py": "import torch\nimport at_exit\n\nopen_generator = at_exit.ending()\nnext(open_generator)\n",
    "callback.py": "import torch\nimport at_exit\n\ntarget = at_exit.Target()\nat_exit.watch(target)\n",
    "c_output.py": "import torch\nimport ctypes\n\nctypes.CDLL(None).printf(b'printed by C, buffered\\n')\nprint('printed by Python')\n",
    "thread.py": "import torch\nimport threading\nimport time\n\nthreading.Thread(target=lambda: (time.sleep(0.5), "
                 "print('the thread ended last'))).start()\nprint('the snippet ended')\n",
    "raises_after_atexit.py": "import torch\nimport atexit\n\natexit.register(print, 'atexit ran')\ntorch.ones(2).view(3)\n",
}
EXPECTED_AT_EXIT = {"finalizer.py": "a finalizer ran at exit", "generator.py": "a generator was closed at exit",
                    "callback.py": "a weak reference's callback ran at exit", "c_output.py": "printed by C",
                    "thread.py": "the thread ended last", "raises_after_atexit.py": "atexit ran"}


@pytest.mark.fresh
def test_a_child_skips_the_teardown_only_when_nothing_would_print_in_it(tmp_path):
    """Forced through the zygote, each snippet of ENDINGS prints what a new interpreter prints, the line it prints at
    exit included: a child that skipped the teardown with a finalizer, a generator or a callback left would lose
    that line (checked: with the skip unconditional, finalizer.py fails first). C's output is unbuffered here
    (PYTHONUNBUFFERED=1 sets C's stdio unbuffered too): c_output.py guards the child's fflush for a run without it."""
    (tmp_path / "at_exit.py").write_text(AT_EXIT, encoding="utf-8")
    for name, source in ENDINGS.items():
        (tmp_path / name).write_text(source, encoding="utf-8")
    zygote = Zygote(jobs=2)
    try:
        forked = {name: zygote.run(tmp_path / name) for name in ENDINGS}
        for name, run in forked.items():
            printed, code = run.result(timeout=300)
            new_printed, new_code = terminal_run(tmp_path / name)
            assert EXPECTED_AT_EXIT[name] in new_printed, (name, new_printed)
            assert code == new_code, (name, printed, new_printed)
            if TRACEBACK in new_printed:
                assert printed.split(TRACEBACK)[0] == new_printed.split(TRACEBACK)[0], name
                assert printed.splitlines()[-1] == new_printed.splitlines()[-1], name
            else:
                assert printed == new_printed, name
    finally:
        zygote.close()
