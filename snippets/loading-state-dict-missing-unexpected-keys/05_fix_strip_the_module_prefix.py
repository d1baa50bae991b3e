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
y = (x[:, 0] + x[:, 1] > 0).long()  # a task the network can learn


def accuracy(model):
    with torch.no_grad():
        return (model(x).argmax(dim=1) == y).float().mean().item()


folder = tempfile.TemporaryDirectory()
path = Path(folder.name, "model.pt")

# train.py: trained wrapped in DataParallel, saved as it is: every key starts with "module."
model = nn.DataParallel(Net())
optimizer = torch.optim.SGD(model.parameters(), lr=0.5)
for step in range(100):
    loss = nn.functional.cross_entropy(model(x), y)
    optimizer.zero_grad()
    loss.backward()
    optimizer.step()
print(f"trained model: accuracy {accuracy(model):.3f}")
torch.save(model.state_dict(), path)

# predict.py
# --8<-- [start:fix]
state = torch.load(path)
state = {key.removeprefix("module."): value for key, value in state.items()}
model = Net()  # your model wrapped in DataParallel/DDP? load into model.module instead
print(model.load_state_dict(state))
# --8<-- [end:fix]
print(f"loaded model:  accuracy {accuracy(model):.3f}")

# The other way round: a checkpoint without the prefix, loaded into a wrapped model
# --8<-- [start:wrapped]
wrapped = nn.DataParallel(Net())
print(wrapped.module.load_state_dict(state))
# --8<-- [end:wrapped]
print(f"wrapped model: accuracy {accuracy(wrapped):.3f}")

# torch's own helper strips the prefix in place, on the dictionary torch.load returns
# --8<-- [start:helper]
from torch.nn.modules.utils import consume_prefix_in_state_dict_if_present

state = torch.load(path)
consume_prefix_in_state_dict_if_present(state, "module.")
model = Net()
print(model.load_state_dict(state))
# --8<-- [end:helper]
print(f"loaded model:  accuracy {accuracy(model):.3f}")
