import os
import resource
import signal
import time

import torch
from torch.utils.data import DataLoader, Dataset, get_worker_info


class Scans(Dataset):
    def __len__(self):
        return 32

    def __getitem__(self, index):
        print(f"worker {get_worker_info().id} loads sample {index}", flush=True)
        if index == 9:
            # A C library (an image decoder, say) that crashes on one damaged file: SIGSEGV.
            time.sleep(0.5)
            resource.setrlimit(resource.RLIMIT_CORE, (0, 0))  # no core file
            signal.signal(signal.SIGSEGV, signal.SIG_DFL)  # torch's handler would first print one line
            os.kill(os.getpid(), signal.SIGSEGV)
        return torch.full((4,), float(index))


loader = DataLoader(Scans(), batch_size=4, num_workers=1)
for batch in loader:
    pass
