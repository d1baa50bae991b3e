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
saved = Net()
torch.save(saved.state_dict(), path)

# Best: build the model the checkpoint was saved from (the same class, the same settings).
model = Net()
print(model.load_state_dict(torch.load(path)))

# When the change is on purpose: give renamed layers their new names, and let only the new layer stay as it is.
# --8<-- [start:fix]
renamed = {"out.weight": "head.weight", "out.bias": "head.bias"}
state = {renamed.get(key, key): value for key, value in torch.load(path).items()}
model = NetNow()
result = model.load_state_dict(state, strict=False)
print(result)
assert result.unexpected_keys == [] and all(k.startswith("norm.") for k in result.missing_keys)
# --8<-- [end:fix]
print("hidden loaded:", torch.equal(model.hidden.weight, saved.hidden.weight))
print("head loaded:  ", torch.equal(model.head.weight, saved.out.weight))
