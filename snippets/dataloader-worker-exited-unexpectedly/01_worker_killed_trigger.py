import os
import signal
import time

import torch
from torch.utils.data import DataLoader, Dataset


class Images(Dataset):
    def __len__(self):
        return 64

    def __getitem__(self, index):
        if index == 0:
            # A worker that asks for more memory than the machine has is killed by the kernel's
            # out-of-memory killer with SIGKILL. This page does not exhaust the memory of the machine
            # that builds it: the worker sends itself the same signal.
            time.sleep(0.5)
            os.kill(os.getpid(), signal.SIGKILL)
        return torch.full((3, 8, 8), float(index))


loader = DataLoader(Images(), batch_size=8, num_workers=2)
for images in loader:
    print(images.shape)
