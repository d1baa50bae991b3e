import tempfile
from pathlib import Path

import torch
from torch import nn


class Net(nn.Module):  # the model as it was when the checkpoint was saved
    def __init__(self):
        super().__init__()
        self.hidden = nn.Linear(4, 8)
        self.out = nn.Linear(8, 2)

    def forward(self, x):
        return self.out(torch.relu(self.hidden(x)))


class NetNow(nn.Module):  # the code since: a layer added, `out` renamed `head`
    def __init__(self):
        super().__init__()
        self.hidden = nn.Linear(4, 8)
        self.norm = nn.LayerNorm(8)
        self.head = nn.Linear(8, 2)

    def forward(self, x):
        return self.head(self.norm(torch.relu(self.hidden(x))))


torch.manual_seed(0)
folder = tempfile.TemporaryDirectory()
path = Path(folder.name, "model.pt")
torch.save(Net().state_dict(), path)

model = NetNow()
model.load_state_dict(torch.load(path))
