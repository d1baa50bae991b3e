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


def train(model, x, y, steps):
    optimizer = torch.optim.Adam(model.parameters(), lr=0.05)
    for step in range(steps):
        loss = nn.functional.cross_entropy(model(x), y)
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()


def accuracy(model, x, y):
    with torch.no_grad():
        return (model(x).argmax(dim=1) == y).float().mean().item()


torch.manual_seed(0)
x = torch.randn(600, 4)
score = x[:, 0] + x[:, 1]
folder = tempfile.TemporaryDirectory()
path = Path(folder.name, "pretrained.pt")

pretrained = Net(num_classes=10)  # "pretrained": 10 classes, bands of x0 + x1
train(pretrained, x, torch.bucketize(score, torch.linspace(-2, 2, 9)), steps=200)
torch.save(pretrained.state_dict(), path)

y = torch.bucketize(score, torch.tensor([-0.5, 0.5]))  # your task: 3 classes
# --8<-- [start:fix]
state = torch.load(path)
state = {key: value for key, value in state.items() if not key.startswith("head.")}
model = Net(num_classes=3)
result = model.load_state_dict(state, strict=False)
print(result)  # only the new head may be missing
assert not result.unexpected_keys and all(k.startswith("head.") for k in result.missing_keys), result
# --8<-- [end:fix]
print("body loaded:", torch.equal(model.body[0].weight, pretrained.body[0].weight))
print(f"before fine-tuning: accuracy {accuracy(model, x, y):.3f}")
train(model, x, y, steps=30)
print(f"after 30 steps:     accuracy {accuracy(model, x, y):.3f}")

# The same, another way: build the model as it was saved, load everything, then give it a new head
# --8<-- [start:replace]
model = Net(num_classes=10)
print(model.load_state_dict(torch.load(path)))
model.head = nn.Linear(model.head.in_features, 3)
# --8<-- [end:replace]
train(model, x, y, steps=30)
print(f"after 30 steps:     accuracy {accuracy(model, x, y):.3f}")

# Not in this order: an optimizer made before the new head holds the old head's parameters, and never trains the new one
model = Net(num_classes=10)
model.load_state_dict(torch.load(path))
optimizer = torch.optim.Adam(model.parameters(), lr=0.05)
model.head = nn.Linear(model.head.in_features, 3)
head_before = model.head.weight.detach().clone()
for step in range(30):
    loss = nn.functional.cross_entropy(model(x), y)
    optimizer.zero_grad()
    loss.backward()
    optimizer.step()
print("new head changed by training:", not torch.equal(head_before, model.head.weight))
print(f"optimizer made before the new head: accuracy {accuracy(model, x, y):.3f}")
