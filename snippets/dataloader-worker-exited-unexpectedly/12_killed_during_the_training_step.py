import os
import signal
import time

import torch
from torch.utils.data import DataLoader, Dataset


class Images(Dataset):
    def __len__(self):
        return 64

    def __getitem__(self, index):
        if index == 32:  # a batch a worker loads ahead, while the loop trains on the first one
            time.sleep(2)  # until the loop is in its training step: the error comes from there
            os.kill(os.getpid(), signal.SIGKILL)  # what the out-of-memory killer does
        return torch.full((3, 8, 8), float(index))


loader = DataLoader(Images(), batch_size=8, num_workers=2)
for images in loader:
    time.sleep(5)  # the training step: forward, backward, optimizer step (the worker dies during it)
