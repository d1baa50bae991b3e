import os
import tempfile
import warnings
from multiprocessing import resource_tracker

import torch
from torch.utils.data import DataLoader, Dataset

# Off the page: what multiprocessing's clean-up process says when this page's build ends the script without
# Python's exit steps (a terminal never shows that) goes to /dev/null.
if __name__ == "__main__":
    stderr = os.dup(2)
    os.dup2(os.open(os.devnull, os.O_WRONLY), 2)
    resource_tracker.ensure_running()
    os.dup2(stderr, 2)

class OpenedInInit(Dataset):
    def __init__(self, path):
        self.file = open(path, "rb")  # one handle, opened in the main process

    def __len__(self):
        return 8

    def __getitem__(self, index):
        self.file.seek(4 * index)
        return torch.tensor(list(self.file.read(4)))


# --8<-- [start:lazy]
class OpenedInEachWorker(Dataset):
    def __init__(self, path):
        self.path, self.file = path, None  # a file name: what the worker is sent

    def __len__(self):
        return 8

    def __getitem__(self, index):
        if self.file is None:  # opened by each worker, the first time it reads
            self.file = open(self.path, "rb")
        self.file.seek(4 * index)
        return torch.tensor(list(self.file.read(4)))
# --8<-- [end:lazy]


if __name__ == "__main__":
    folder = tempfile.TemporaryDirectory()  # 8 samples of 4 bytes: it stands for an HDF5 or LMDB file
    data = os.path.join(folder.name, "samples.bin")
    with open(data, "wb") as f:
        f.write(bytes(range(32)))
    for dataset in [OpenedInInit(data), OpenedInEachWorker(data)]:
        loader = DataLoader(dataset, batch_size=8, num_workers=1, multiprocessing_context="spawn")
        try:
            with warnings.catch_warnings(record=True) as caught:
                batch = next(iter(loader))
            print(f"{type(dataset).__name__}: a batch of {tuple(batch.shape)}, last sample {batch[-1].tolist()}")
        except TypeError as error:
            print(f"{type(dataset).__name__}: TypeError: {error}")
            print("  torch warns:", str(caught[0].message).split(". ")[0])
