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
x = torch.randn(512, 4)
y = (x[:, 0] + x[:, 1] > 0).long()


def accuracy(model):
    with torch.no_grad():
        return (model(x).argmax(dim=1) == y).float().mean().item()


folder = tempfile.TemporaryDirectory()
path = Path(folder.name, "model.pt")
model = nn.DataParallel(Net())
optimizer = torch.optim.SGD(model.parameters(), lr=0.5)
for step in range(100):
    loss = nn.functional.cross_entropy(model(x), y)
    optimizer.zero_grad()
    loss.backward()
    optimizer.step()
print(f"trained model: accuracy {accuracy(model):.3f}")
torch.save(model.state_dict(), path)  # keys: "module.hidden.weight", ...

# strict=False: no error, and no weight loaded
model = Net()
before = {key: value.clone() for key, value in model.state_dict().items()}
result = model.load_state_dict(torch.load(path), strict=False)
print(f"missing: {len(result.missing_keys)}, unexpected: {len(result.unexpected_keys)}")
changed = sum(not torch.equal(before[key], value) for key, value in model.state_dict().items())
print(f"weights changed by loading: {changed} of {len(before)}")
print(f"strict=False:  accuracy {accuracy(model):.3f}")

# Keeping only the checkpoint's keys that the model has, then loading: no error, and nothing loaded either
model = Net()
state = model.state_dict()
state.update({key: value for key, value in torch.load(path).items() if key in state})
print(model.load_state_dict(state))
print(f"filtered keys: accuracy {accuracy(model):.3f}")
