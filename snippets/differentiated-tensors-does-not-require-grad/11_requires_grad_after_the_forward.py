import torch
from torch import nn

torch.manual_seed(0)
u_net = nn.Sequential(nn.Linear(1, 16), nn.Tanh(), nn.Linear(16, 1))

x = torch.linspace(0, 1, 5).unsqueeze(1)
u = u_net(x)                 # recorded while x did not require grad
x.requires_grad_(True)       # too late: u was not computed from a tensor autograd tracked
(du_dx,) = torch.autograd.grad(u, x, grad_outputs=torch.ones_like(u), create_graph=True)
