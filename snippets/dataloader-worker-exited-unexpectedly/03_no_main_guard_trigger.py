import os
from multiprocessing import resource_tracker

import torch
from torch.utils.data import DataLoader, Dataset

# Off the page: the worker's own traceback, which names paths of the machine that built this page (your
# terminal shows it), and what multiprocessing's clean-up process says when this page's build ends the
# script without Python's exit steps (a terminal never shows that).
quiet = os.open(os.devnull, os.O_WRONLY)
if __name__ == "__mp_main__":  # in the worker
    os.dup2(quiet, 2)
else:
    stderr = os.dup(2)
    os.dup2(quiet, 2)
    resource_tracker.ensure_running()
    os.dup2(stderr, 2)


class Squares(Dataset):
    def __len__(self):
        return 64

    def __getitem__(self, index):
        x = torch.tensor([index / 64])
        return x, x**2


# Windows and macOS start workers with "spawn"; Linux uses it when asked, as here.
loader = DataLoader(Squares(), batch_size=16, num_workers=1, multiprocessing_context="spawn")
for x, y in loader:  # no `if __name__ == "__main__":` around the training code
    print(x.shape)
