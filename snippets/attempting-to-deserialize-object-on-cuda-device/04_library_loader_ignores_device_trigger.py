import os
import tempfile

import torch
from torch import nn

torch.manual_seed(0)
# This page is built on a machine without a GPU: a tagger registered with torch.serialization marks
# every storage torch.save writes as "cuda:0", so the file below is the one a GPU machine writes.
on_the_gpu_machine = True
torch.serialization.register_package(
    0, lambda storage: "cuda:0" if on_the_gpu_machine else None, lambda storage, location: None
)


def load_pretrained(path, device="cuda"):
    """A library's loader (here, a stand-in): its `device` moves the model, and never reaches torch.load."""
    model = nn.Linear(3, 1)
    model.load_state_dict(torch.load(path))
    return model.to(device)


# A temporary folder, not the repository: running the snippet leaves no checkpoint behind.
with tempfile.TemporaryDirectory() as folder:
    path = os.path.join(folder, "pretrained.pt")
    torch.save(nn.Linear(3, 1).state_dict(), path)    # the authors' file, saved on their GPU
    on_the_gpu_machine = False

    model = load_pretrained(path, device="cpu")       # your code, on a machine without a GPU
