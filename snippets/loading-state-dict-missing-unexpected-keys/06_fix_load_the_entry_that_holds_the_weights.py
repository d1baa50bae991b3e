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
path = Path(folder.name, "checkpoint.pt")

model = Net()
optimizer = torch.optim.SGD(model.parameters(), lr=0.5)
for step in range(100):
    loss = nn.functional.cross_entropy(model(x), y)
    optimizer.zero_grad()
    loss.backward()
    optimizer.step()
print(f"trained model: accuracy {accuracy(model):.3f}")
torch.save({"epoch": 100,
            "model_state_dict": model.state_dict(),
            "optimizer_state_dict": optimizer.state_dict()}, path)

# --8<-- [start:fix]
checkpoint = torch.load(path)
print(list(checkpoint))  # which entry holds the weights?
model = Net()
print(model.load_state_dict(checkpoint["model_state_dict"]))
# --8<-- [end:fix]
print(f"loaded model:  accuracy {accuracy(model):.3f}")


# A LightningModule that keeps the network as `self.model`: its checkpoint's "state_dict" entry names every
# key after that attribute. This stand-in has the same attribute, so its keys are named the same way.
class LitNet(nn.Module):
    def __init__(self):
        super().__init__()
        self.model = Net()


lit = LitNet()
lit.model.load_state_dict(model.state_dict())
torch.save({"epoch": 100, "global_step": 100, "state_dict": lit.state_dict()}, path)

# --8<-- [start:lightning]
checkpoint = torch.load(path)
state = {key.removeprefix("model."): value for key, value in checkpoint["state_dict"].items()}
model = Net()
print(model.load_state_dict(state))
# --8<-- [end:lightning]
print(f"loaded from the Lightning-style checkpoint: accuracy {accuracy(model):.3f}")
