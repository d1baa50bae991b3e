import os
import sys
from multiprocessing import resource_tracker

import torch
from torch.utils.data import DataLoader, Dataset

# Off the page: the worker runs this whole file again, and its traceback names paths of the machine that
# built this page (your terminal shows it whole): here the worker prints only the start of its last line.
# What multiprocessing's clean-up process says when this page's build ends the script without Python's
# exit steps (a terminal never shows that) goes to /dev/null.
if __name__ == "__mp_main__":  # in the worker
    sys.stdout = open(os.devnull, "w")
    sys.excepthook = lambda kind, error, trace: print(
        f"the worker: {kind.__name__}: {' '.join(str(error).split()[:11])} ...", file=sys.__stdout__)
else:
    stderr = os.dup(2)
    os.dup2(os.open(os.devnull, os.O_WRONLY), 2)
    resource_tracker.ensure_running()
    os.dup2(stderr, 2)


class Squares(Dataset):
    def __len__(self):
        return 64

    def __getitem__(self, index):
        x = torch.tensor([index / 64])
        return x, x**2


# "forkserver" as Python 3.13.7 and older, and 3.14.0 (Linux's default there), run it: each worker runs this
# file again. This page's Python 3.11 asks for it.
loader = DataLoader(Squares(), batch_size=16, num_workers=1, multiprocessing_context="forkserver")
try:
    for x, y in loader:  # no `if __name__ == "__main__":` around the training code
        print(x.shape)
except RuntimeError as error:
    print("the line above:", f"{type(error.__cause__).__module__}.{type(error.__cause__).__name__}")
    raise
