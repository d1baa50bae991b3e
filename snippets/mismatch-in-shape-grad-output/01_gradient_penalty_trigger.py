import torch
from torch import nn

torch.manual_seed(0)
critic = nn.Linear(2, 1)              # outputs one score per sample: shape [batch, 1]
points = torch.randn(4, 2, requires_grad=True)

scores = critic(points)
print("scores:", scores.shape)
grads, = torch.autograd.grad(
    outputs=scores,
    inputs=points,
    grad_outputs=torch.ones(4),       # boom: shape [4], but scores has shape [4, 1]
    create_graph=True,
)
