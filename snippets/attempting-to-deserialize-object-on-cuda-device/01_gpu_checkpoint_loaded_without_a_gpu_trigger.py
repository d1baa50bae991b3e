import os
import tempfile

import torch
from torch import nn

torch.manual_seed(0)
# This page is built on a machine without a GPU. To write the file a GPU machine writes, a tagger
# registered with torch.serialization marks every storage that torch.save writes as "cuda:0", the
# device a model moved to the GPU has its weights on.
on_the_gpu_machine = True
torch.serialization.register_package(
    0, lambda storage: "cuda:0" if on_the_gpu_machine else None, lambda storage, location: None
)

# A temporary folder, not the repository: running the snippet leaves no checkpoint behind.
with tempfile.TemporaryDirectory() as folder:
    path = os.path.join(folder, "model.pt")

    # On the machine with the GPU (your training run, Colab's GPU runtime, a cluster):
    model = nn.Linear(3, 1)                    # there: nn.Linear(3, 1).to("cuda"), then training
    torch.save(model.state_dict(), path)

    # On a machine without one (a laptop, a Mac, a CPU server, Colab's CPU runtime):
    on_the_gpu_machine = False
    model = nn.Linear(3, 1)
    model.load_state_dict(torch.load(path))
