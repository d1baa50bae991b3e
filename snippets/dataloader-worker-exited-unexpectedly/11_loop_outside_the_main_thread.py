import gc
import os
import signal
import threading
import time

from torch.utils.data import DataLoader, Dataset


class KilledInWorker(Dataset):
    def __len__(self):
        return 8

    def __getitem__(self, index):
        time.sleep(0.5)
        os.kill(os.getpid(), signal.SIGKILL)  # what the out-of-memory killer does


def load(where):
    try:
        for batch in DataLoader(KilledInWorker(), num_workers=1):
            pass
    except RuntimeError as error:
        cause = error.__cause__  # the last line of the first traceback, as your terminal shows it
        print(f"{where}: {error}")
        print("  above it:", str(cause).rstrip() or f"{type(cause).__module__}.{type(cause).__name__}")


# The loop in another thread (a GUI, a web server, a background loader): torch sets no signal handler
thread = threading.Thread(target=load, args=["loop in a thread"])
thread.start()
thread.join()
gc.collect()  # frees that loader before the next one starts its worker
load("loop in the main thread")
