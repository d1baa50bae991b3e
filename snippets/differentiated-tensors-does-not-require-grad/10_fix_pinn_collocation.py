import torch
from torch import nn

torch.manual_seed(0)
u_net = nn.Sequential(nn.Linear(1, 16), nn.Tanh(), nn.Linear(16, 1))

# --8<-- [start:fix]
x = torch.linspace(0, 1, 5).unsqueeze(1).requires_grad_(True)  # before u_net(x)
u = u_net(x)
(du_dx,) = torch.autograd.grad(u, x, grad_outputs=torch.ones_like(u), create_graph=True)
(d2u_dx2,) = torch.autograd.grad(du_dx, x, grad_outputs=torch.ones_like(du_dx), create_graph=True)
physics_loss = (d2u_dx2 + u).pow(2).mean()   # the residual of u'' = -u
# --8<-- [end:fix]
physics_loss.backward()
print("physics loss:", round(physics_loss.item(), 4))
print("every parameter has a gradient:", all(p.grad is not None for p in u_net.parameters()))
