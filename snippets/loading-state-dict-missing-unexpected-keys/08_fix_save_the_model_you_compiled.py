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

model = Net()
compiled = torch.compile(model, backend="eager")  # "eager" keeps this page's build fast; the default names keys the same
optimizer = torch.optim.SGD(compiled.parameters(), lr=0.5)
for step in range(100):
    loss = nn.functional.cross_entropy(compiled(x), y)
    optimizer.zero_grad()
    loss.backward()
    optimizer.step()
print(f"trained model: accuracy {accuracy(compiled):.3f}")
print("compiled keys:", list(compiled.state_dict())[:2])
print("model keys:   ", list(model.state_dict())[:2])

# The compiled model and the model you compiled share their weights: save the one without the prefix.
torch.save(model.state_dict(), path)  # or compiled._orig_mod.state_dict()
fresh = Net()
print(fresh.load_state_dict(torch.load(path)))
print(f"loaded model:  accuracy {accuracy(fresh):.3f}")

# A checkpoint saved from the compiled model already: strip the prefix when you load it.
torch.save(compiled.state_dict(), path)
# --8<-- [start:fix]
state = torch.load(path)
state = {key.removeprefix("_orig_mod."): value for key, value in state.items()}
model = Net()
print(model.load_state_dict(state))
# --8<-- [end:fix]
print(f"loaded model:  accuracy {accuracy(model):.3f}")
