import os
import resource
import signal
import time

import torch
from torch.utils.data import DataLoader, Dataset, Subset


class Scans(Dataset):
    def __len__(self):
        return 32

    def __getitem__(self, index):
        if index == 9:  # the damaged file of 07_native_crash_trigger.py
            time.sleep(0.5)
            resource.setrlimit(resource.RLIMIT_CORE, (0, 0))
            signal.signal(signal.SIGSEGV, signal.SIG_DFL)
            os.kill(os.getpid(), signal.SIGSEGV)
        return torch.full((4,), float(index))


scans = Scans()
# --8<-- [start:fix]
damaged = {9}  # the last sample the worker printed before it died
usable = Subset(scans, [i for i in range(len(scans)) if i not in damaged])
loader = DataLoader(usable, batch_size=4, num_workers=1)
# --8<-- [end:fix]
loaded = sum(len(batch) for batch in loader)
print(f"samples loaded: {loaded} of {len(scans)}")
