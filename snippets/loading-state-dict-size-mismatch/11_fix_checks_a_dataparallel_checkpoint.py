import tempfile
from pathlib import Path

import torch
from torch import nn


class Net(nn.Module):
    def __init__(self, num_classes):
        super().__init__()
        self.body = nn.Sequential(nn.Linear(4, 16), nn.ReLU())
        self.head = nn.Linear(16, num_classes)


torch.manual_seed(0)
folder = tempfile.TemporaryDirectory()
path = Path(folder.name, "pretrained.pt")
pretrained = nn.DataParallel(Net(num_classes=10))  # saved from the wrapper: every key starts with "module."
torch.save(pretrained.state_dict(), path)

# Fix 1 as it stands: no key matches, so strict=False loads nothing, and the check says so
state = torch.load(path)
state = {key: value for key, value in state.items() if not key.startswith("head.")}
model = Net(num_classes=3)
result = model.load_state_dict(state, strict=False)
try:
    assert not result.unexpected_keys and all(k.startswith("head.") for k in result.missing_keys), result
except AssertionError as error:
    print("AssertionError:", error)

# Strip the prefix first, then drop the head's keys
state = {key.removeprefix("module."): value for key, value in torch.load(path).items()}
state = {key: value for key, value in state.items() if not key.startswith("head.")}
model = Net(num_classes=3)
result = model.load_state_dict(state, strict=False)
assert not result.unexpected_keys and all(k.startswith("head.") for k in result.missing_keys), result
print(result)
print("body loaded:", torch.equal(model.body[0].weight, pretrained.module.body[0].weight))
