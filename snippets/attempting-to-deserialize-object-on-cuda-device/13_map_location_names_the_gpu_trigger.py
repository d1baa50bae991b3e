import os
import tempfile

import torch
from torch import nn

# A temporary folder, not the repository: running the snippet leaves no checkpoint behind.
with tempfile.TemporaryDirectory() as folder:
    path = os.path.join(folder, "model.pt")
    torch.save(nn.Linear(3, 1).state_dict(), path)    # saved on the CPU: the file names no GPU

    device = torch.device("cuda")    # written for a GPU machine (or a --device option whose default is "cuda")
    model = nn.Linear(3, 1)
    model.load_state_dict(torch.load(path, map_location=device))
