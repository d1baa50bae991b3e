import torch
from torch import nn

model = nn.Sequential(nn.Linear(4, 8), nn.ReLU(), nn.Linear(8, 1))
params = model.parameters()  # a generator: it can be read once
print("weights to train:", sum(p.numel() for p in params))  # this reads it to the end
optimizer = torch.optim.SGD(params, lr=0.1)  # boom: nothing is left to read
