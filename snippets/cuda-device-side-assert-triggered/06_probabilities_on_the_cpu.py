import torch
from torch import nn

torch.manual_seed(0)
model = nn.Linear(20, 1)  # the same step on the CPU
inputs = torch.randn(8, 20)
targets = torch.randint(0, 2, (8, 1)).float()

loss = nn.BCELoss()(model(inputs), targets)
