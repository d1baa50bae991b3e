import torch
from torch import nn

torch.manual_seed(0)
u_net = nn.Sequential(nn.Linear(1, 16), nn.Tanh(), nn.Linear(16, 1))  # u(x), trained so that u'' = -u

x = torch.linspace(0, 1, 5).unsqueeze(1)     # collocation points
u = u_net(x)
print("u requires grad:", u.requires_grad, "| x requires grad:", x.requires_grad)
(du_dx,) = torch.autograd.grad(u, x, grad_outputs=torch.ones_like(u), create_graph=True)  # boom
