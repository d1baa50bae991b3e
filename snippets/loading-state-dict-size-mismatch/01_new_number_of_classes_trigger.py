import tempfile
from pathlib import Path

import torch
from torch import nn


class Net(nn.Module):
    def __init__(self, num_classes):
        super().__init__()
        self.body = nn.Sequential(nn.Linear(4, 16), nn.ReLU())
        self.head = nn.Linear(16, num_classes)

    def forward(self, x):
        return self.head(self.body(x))


torch.manual_seed(0)
folder = tempfile.TemporaryDirectory()
path = Path(folder.name, "pretrained.pt")
torch.save(Net(num_classes=10).state_dict(), path)  # weights trained on 10 classes

# Fine-tuning on your own data, with 3 classes
model = Net(num_classes=3)
model.load_state_dict(torch.load(path))
