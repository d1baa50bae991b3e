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
trained = Net()
torch.save(trained.state_dict(), Path(folder.name, "gathered.pt"))  # the full weights, gathered before saving
placeholders = Net()
for param in placeholders.parameters():
    param.data = torch.empty(0)  # a ZeRO-3 module's placeholders, saved without gathering
torch.save(placeholders.state_dict(), Path(folder.name, "placeholders.pt"))

state = torch.load(Path(folder.name, "placeholders.pt"))
empty = [key for key, value in state.items() if value.numel() == 0]
print(f"placeholders.pt: {len(empty)} empty weights of {len(state)}")

path = Path(folder.name, "gathered.pt")
# --8<-- [start:fix]
state = torch.load(path)
empty = [key for key, value in state.items() if value.numel() == 0]
assert not empty, f"{len(empty)} empty weights: saved from a sharded model, gather them first"
model = Net()
print(model.load_state_dict(state))
# --8<-- [end:fix]
print("weights loaded:", torch.equal(model.body.weight, trained.body.weight))
