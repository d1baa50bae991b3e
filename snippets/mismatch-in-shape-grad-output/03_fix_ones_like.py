import torch
from torch import nn

torch.manual_seed(0)
critic = nn.Linear(2, 1)
points = torch.randn(4, 2, requires_grad=True)

# --8<-- [start:fix]
scores = critic(points)
grads, = torch.autograd.grad(
    outputs=scores,
    inputs=points,
    grad_outputs=torch.ones_like(scores),   # always the shape of the output it seeds
    create_graph=True,
)
penalty = ((grads.norm(dim=1) - 1) ** 2).mean()
# --8<-- [end:fix]
print("grads:", grads.shape)
print("penalty:", penalty.shape)
