import os
import resource
import signal
import time

from torch.utils.data import DataLoader, Dataset


class DiesInWorker(Dataset):
    """A dataset whose worker dies the way a worker dies for each cause on this page, and a few more."""

    def __init__(self, death):
        self.death = death

    def __len__(self):
        return 8

    def __getitem__(self, index):
        time.sleep(0.5)
        resource.setrlimit(resource.RLIMIT_CORE, (0, 0))  # no core file
        if self.death == "exit code 1":
            os._exit(1)  # what a worker that raises while it starts does (spawn, cause 1)
        if self.death != signal.SIGKILL:
            # torch's own handler would first print one line in the worker: the page quotes it
            signal.signal(self.death, signal.SIG_DFL)
        os.kill(os.getpid(), self.death)


deaths = [signal.SIGKILL, signal.SIGBUS, signal.SIGSEGV, signal.SIGABRT, signal.SIGFPE, signal.SIGILL,
          signal.SIGTERM, "exit code 1"]
for death in deaths:
    loader = DataLoader(DiesInWorker(death), num_workers=1)
# --8<-- [start:diagnose]
    try:
        for batch in loader:
            pass
    except RuntimeError as error:
        print(error)                                   # the last line of the traceback
        print("  above it:", str(error.__cause__).rstrip())  # the last line of the first traceback
# --8<-- [end:diagnose]
