import torch
from torch import nn


# --8<-- [start:fix]
def second_derivative(u, x):
    (u_x,) = torch.autograd.grad(u, x, torch.ones_like(u), create_graph=True)
    (u_xx,) = torch.autograd.grad(u_x, x, torch.ones_like(u_x), create_graph=True,
                                  materialize_grads=True)  # zeros where u_x does not depend on x
    return u_xx
# --8<-- [end:fix]


torch.manual_seed(0)
x = torch.linspace(0, 1, 5).unsqueeze(1).requires_grad_()
for name, net in [("linear", nn.Sequential(nn.Linear(1, 16), nn.Linear(16, 1))),
                  ("relu", nn.Sequential(nn.Linear(1, 16), nn.ReLU(), nn.Linear(16, 1))),
                  ("tanh", nn.Sequential(nn.Linear(1, 16), nn.Tanh(), nn.Linear(16, 1)))]:
    u_xx = second_derivative(net(x), x)
    print(f"{name:6} u_xx = {[round(v, 4) for v in u_xx.flatten().tolist()]}")
