import torch
from torch import nn


class Saved(nn.Module):
    def __init__(self):
        super().__init__()
        self.body = nn.Linear(4, 16)
        self.head = nn.Linear(16, 10)
        self.aux = nn.Linear(16, 1)  # a layer the new model no longer has


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.body = nn.Linear(4, 16)
        self.norm = nn.LayerNorm(16)  # a layer the checkpoint does not have
        self.head = nn.Linear(16, 3)  # 3 classes instead of 10


torch.manual_seed(0)
state = Saved().state_dict()
model = Net()
try:
    model.load_state_dict(state)
except RuntimeError as error:
    print(error)  # strict=True, the default: the three kinds of problem in one message

print("\nwith strict=False:")
model.load_state_dict(state, strict=False)
