import os
import re
import resource
import signal
import tempfile
import time

import torch
from torch.utils.data import DataLoader, Dataset

log = tempfile.TemporaryFile("w+")  # stands for your terminal: the lines of two workers, interleaved


class Scans(Dataset):
    def __len__(self):
        return 32

    def __getitem__(self, index):
        print(f"pid {os.getpid()} loads sample {index}", file=log, flush=True)  # before the C code runs
        if index == 9:  # a damaged file that crashes the C library that decodes it
            time.sleep(0.5)
            resource.setrlimit(resource.RLIMIT_CORE, (0, 0))  # no core file
            signal.signal(signal.SIGSEGV, signal.SIG_DFL)  # torch's handler would first print one line
            os.kill(os.getpid(), signal.SIGSEGV)
        return torch.full((4,), float(index))


try:
    for batch in DataLoader(Scans(), batch_size=4, num_workers=2):
        pass
except RuntimeError as error:
    print(error)
    dead = re.search(r"pid\(s\) (\d+)", str(error)).group(1)  # the worker that the error names
    log.seek(0)
    lines = log.read().splitlines()
    print(f"the log has lines from {len({line.split()[1] for line in lines})} workers; "
          f"the last line of pid {dead}: {[line for line in lines if line.split()[1] == dead][-1]}")
