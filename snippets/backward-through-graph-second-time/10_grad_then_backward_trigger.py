import torch
from torch import nn

torch.manual_seed(0)
model = nn.Sequential(nn.Linear(2, 8), nn.Tanh(), nn.Linear(8, 1))
x = torch.randn(4, 2, requires_grad=True)

loss = model(x).pow(2).mean()
(dloss_dx,) = torch.autograd.grad(loss, x)  # frees the graph, as backward() does
print("input gradient:", tuple(dloss_dx.shape))
loss.backward()  # boom: the same graph, a second time
