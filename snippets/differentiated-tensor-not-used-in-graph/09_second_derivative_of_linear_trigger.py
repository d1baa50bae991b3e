import torch
from torch import nn

torch.manual_seed(0)
net = nn.Sequential(nn.Linear(1, 16), nn.Linear(16, 1))   # no activation: u is linear in x
x = torch.linspace(0, 1, 5).unsqueeze(1).requires_grad_()

u = net(x)
(u_x,) = torch.autograd.grad(u, x, torch.ones_like(u), create_graph=True)      # a constant in x
(u_xx,) = torch.autograd.grad(u_x, x, torch.ones_like(u_x), create_graph=True)  # boom
