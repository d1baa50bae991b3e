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
state = Net().state_dict()  # saved without DataParallel this time: no "module." to cut

print("removeprefix:", [key.removeprefix("module.") for key in state])
print("key[7:]:     ", [key[7:] for key in state])
model = Net()
model.load_state_dict({key[7:]: value for key, value in state.items()})
