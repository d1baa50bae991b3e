import torch
from torch import nn


class TwoHeads(nn.Module):
    def __init__(self):
        super().__init__()
        self.body = nn.Linear(4, 3)
        self.aux_head = nn.Linear(3, 1)
        self.head = nn.Linear(3, 2)

    def forward(self, x):
        return self.head(self.body(x).relu())


model = TwoHeads()
for index, (name, p) in enumerate(model.named_parameters()):
    print(index, name, tuple(p.shape))
