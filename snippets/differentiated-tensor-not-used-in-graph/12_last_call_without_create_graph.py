import torch
from torch import nn

torch.manual_seed(0)
net = nn.Sequential(nn.Linear(1, 16), nn.Tanh(), nn.Linear(16, 1))
x = torch.linspace(0, 1, 5).unsqueeze(1).requires_grad_()
x0 = torch.zeros(1, 1)


def weight_grad(residual_on, last_create_graph):
    net.zero_grad()
    u = net(x)
    (u_x,) = torch.autograd.grad(u, x, torch.ones_like(u), create_graph=True)
    (u_xx,) = torch.autograd.grad(u_x, x, torch.ones_like(u_x), create_graph=last_create_graph,
                                  materialize_grads=True)
    loss = (net(x0) - 1).pow(2).mean()          # a boundary condition...
    if residual_on:
        loss = loss + u_xx.pow(2).mean()        # ...plus the PDE residual u_xx = 0
    loss.backward()
    return net[0].weight.grad.clone()


boundary_only = weight_grad(residual_on=False, last_create_graph=True)
for last_create_graph in (True, False):
    g = weight_grad(residual_on=True, last_create_graph=last_create_graph)
    print(f"create_graph={last_create_graph!s:5} on the last call: the residual reaches the weights:",
          not torch.equal(g, boundary_only))
