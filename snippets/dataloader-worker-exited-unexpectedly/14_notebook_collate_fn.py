import os
import tempfile

import torch
from torch.utils.data import DataLoader, TensorDataset

del __file__  # a notebook: Jupyter runs your cells in a __main__ module that has no file


def stack_images(samples):  # a collate_fn defined in a notebook cell
    return torch.stack([image for (image,) in samples])


loader = DataLoader(TensorDataset(torch.zeros(8, 3)), batch_size=4, num_workers=1,
                    collate_fn=stack_images, multiprocessing_context="spawn")  # Windows and macOS

worker_output = tempfile.TemporaryFile()  # the worker's traceback names paths of the machine that built
stderr = os.dup(2)                        # this page: it goes to a file, and its last line is printed
os.dup2(worker_output.fileno(), 2)
try:
    next(iter(loader))
except RuntimeError as error:
    os.dup2(stderr, 2)
    worker_output.seek(0)
    print("the worker printed:", worker_output.read().decode().splitlines()[-1])
    print(error)
    print("  above it:", str(error.__cause__).rstrip())
