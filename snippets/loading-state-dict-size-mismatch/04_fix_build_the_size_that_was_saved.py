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
x = torch.randn(8, 4)
folder = tempfile.TemporaryDirectory()
path = Path(folder.name, "model.pt")
trained = Net(hidden=32)
torch.save(trained.state_dict(), path)

# A checkpoint without its settings: read them from the shapes it holds
state = torch.load(path)
print({key: tuple(value.shape) for key, value in state.items()})
model = Net(hidden=state["body.0.weight"].shape[0], num_classes=state["head.weight"].shape[0])
print(model.load_state_dict(state))

# Better: save the settings with the weights, and build the model from them
torch.save({"config": {"hidden": 32, "num_classes": 3}, "model_state_dict": trained.state_dict()}, path)
# --8<-- [start:fix]
checkpoint = torch.load(path)
model = Net(**checkpoint["config"])
print(model.load_state_dict(checkpoint["model_state_dict"]))
# --8<-- [end:fix]
print("same predictions as the trained model:", torch.equal(model(x), trained(x)))
