import tempfile
from pathlib import Path

import torch
from torch import nn


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.hidden = nn.Linear(4, 8)
        self.out = nn.Linear(8, 2)

    def forward(self, x):
        return self.out(torch.relu(self.hidden(x)))


torch.manual_seed(0)
folder = tempfile.TemporaryDirectory()
path = Path(folder.name, "model.pt")

# train.py: the model compiled for speed, and the compiled model saved
model = torch.compile(Net())
torch.save(model.state_dict(), path)

# predict.py: the same network, not compiled
model = Net()
model.load_state_dict(torch.load(path))
