import torch
from torch import nn

model = nn.Sequential(nn.Linear(4, 8), nn.ReLU(), nn.Linear(8, 1))
# --8<-- [start:fix]
params = list(model.parameters())  # a list can be read as often as you like
print("weights to train:", sum(p.numel() for p in params))
optimizer = torch.optim.SGD(params, lr=0.1)
print("the optimizer got", len(optimizer.param_groups[0]["params"]), "parameters")
# --8<-- [end:fix]
