import torch
from torch import nn

torch.manual_seed(0)
model = nn.Sequential(nn.Linear(2, 8), nn.Tanh(), nn.Linear(8, 1))
x = torch.randn(4, 2, requires_grad=True)

loss = model(x).pow(2).mean()
# --8<-- [start:fix]
# Keep the graph for the walk that follows; a penalty on the gradient also needs create_graph=True.
(dloss_dx,) = torch.autograd.grad(loss, x, retain_graph=True, create_graph=True)
total = loss + 0.1 * dloss_dx.pow(2).sum()  # e.g. a gradient penalty
total.backward()  # one walk, the last one, frees the graph
# --8<-- [end:fix]
print("weight gradient:", model[0].weight.grad is not None)
