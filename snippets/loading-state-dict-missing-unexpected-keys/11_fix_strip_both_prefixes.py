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
folder = tempfile.TemporaryDirectory()
path = Path(folder.name, "model.pt")

# The outer module's prefix comes first ("eager" keeps this page's build fast; the default names keys the same)
print("DataParallel(torch.compile(model)):", list(nn.DataParallel(torch.compile(Net(), backend="eager")).state_dict())[0])
print("torch.compile(DataParallel(model)):", list(torch.compile(nn.DataParallel(Net()), backend="eager").state_dict())[0])

saved = torch.compile(nn.DataParallel(Net()), backend="eager")
torch.save(saved.state_dict(), path)
key = "_orig_mod.module.hidden.weight"
print("stripped in the wrong order:", key.removeprefix("module.").removeprefix("_orig_mod."))

# --8<-- [start:fix]
def strip_prefixes(key, prefixes=("module.", "_orig_mod.")):
    while key.startswith(prefixes):  # whichever comes first, until none is left
        key = key.split(".", 1)[1]
    return key


state = {strip_prefixes(key): value for key, value in torch.load(path).items()}
model = Net()
print(model.load_state_dict(state))
# --8<-- [end:fix]
print("weights loaded:", torch.equal(model.hidden.weight, saved._orig_mod.module.hidden.weight))
