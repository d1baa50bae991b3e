import torch
from torch import nn

torch.manual_seed(0)
model = nn.Sequential(nn.Linear(2, 8), nn.Tanh(), nn.Linear(8, 1))
x = torch.randn(4, 2, requires_grad=True)  # 4 points, 2 coordinates each

u = model(x)  # one output per point
print(u.shape)
(du_dx,) = torch.autograd.grad(u, x)  # boom: u has 4 elements
