import torch
from torch import nn

torch.manual_seed(0)
model = nn.Linear(3, 1)               # on the CPU, where .cpu() returns the tensor itself
optimizer = torch.optim.SGD(model.parameters(), lr=0.1)

# --8<-- [start:snapshot]
shared = model.weight.detach().cpu().numpy()       # on the CPU: the weight's own memory
kept = model.weight.detach().cpu().numpy().copy()  # a snapshot of its own
# --8<-- [end:snapshot]
before = kept.copy()
model(torch.randn(8, 3)).pow(2).mean().backward()
optimizer.step()                      # training goes on
print("after optimizer.step(), the array without .copy() changed:", not (shared == before).all())
print("after optimizer.step(), the array with .copy() changed:   ", not (kept == before).all())
