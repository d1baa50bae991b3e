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
path = Path(folder.name, "checkpoint.pt")

# train.py: a checkpoint to resume from, as PyTorch's tutorial saves one
model = Net()
optimizer = torch.optim.SGD(model.parameters(), lr=0.1)
torch.save({"epoch": 5,
            "model_state_dict": model.state_dict(),
            "optimizer_state_dict": optimizer.state_dict()}, path)

# predict.py: the whole checkpoint given to the model
model = Net()
model.load_state_dict(torch.load(path))
