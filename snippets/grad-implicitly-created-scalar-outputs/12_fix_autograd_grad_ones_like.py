import torch
from torch import nn

torch.manual_seed(0)
model = nn.Sequential(nn.Linear(2, 8), nn.Tanh(), nn.Linear(8, 1))
x = torch.randn(4, 2, requires_grad=True)

u = model(x)
# --8<-- [start:fix]
# Each row of u depends only on the same row of x, so a seed of ones gives every row its own gradient.
(du_dx,) = torch.autograd.grad(u, x, grad_outputs=torch.ones_like(u), create_graph=True)
# --8<-- [end:fix]
print(du_dx.shape)

# The same, one point at a time:
rows = [torch.autograd.grad(model(x[i : i + 1]).sum(), x)[0][i] for i in range(4)]
print("each row is that point's own gradient:", torch.allclose(du_dx, torch.stack(rows)))
