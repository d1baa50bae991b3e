import tempfile
from pathlib import Path

import torch
from torch import nn


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.body = nn.Linear(4, 16)
        self.head = nn.Linear(16, 3)


torch.manual_seed(0)
folder = tempfile.TemporaryDirectory()
path = Path(folder.name, "model.pt")

# train.py under DeepSpeed ZeRO-3: each process keeps a slice of every weight in the engine, and leaves the
# module's own parameters as empty placeholders. model.state_dict() saves the placeholders.
model = Net()
for param in model.parameters():
    param.data = torch.empty(0)  # what ZeRO-3 leaves in the module between uses
torch.save(model.state_dict(), path)

# predict.py
model = Net()
model.load_state_dict(torch.load(path))
