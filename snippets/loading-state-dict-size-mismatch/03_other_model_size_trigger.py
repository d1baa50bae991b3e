import tempfile
from pathlib import Path

import torch
from torch import nn


class Net(nn.Module):
    def __init__(self, hidden=16, num_classes=3):
        super().__init__()
        self.body = nn.Sequential(nn.Linear(4, hidden), nn.ReLU())
        self.head = nn.Linear(hidden, num_classes)

    def forward(self, x):
        return self.head(self.body(x))


torch.manual_seed(0)
folder = tempfile.TemporaryDirectory()
path = Path(folder.name, "model.pt")
torch.save(Net(hidden=32).state_dict(), path)  # trained with --hidden 32

model = Net()  # built with the default, 16
model.load_state_dict(torch.load(path))
