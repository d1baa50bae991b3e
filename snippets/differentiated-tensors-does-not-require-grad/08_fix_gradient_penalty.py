import torch
from torch import nn

torch.manual_seed(0)
critic = nn.Sequential(nn.Linear(2, 16), nn.ReLU(), nn.Linear(16, 1))
generator = nn.Linear(4, 2)
real = torch.randn(8, 2)
fake = generator(torch.randn(8, 4))
alpha = torch.rand(8, 1)

# --8<-- [start:fix]
interp = (alpha * real + (1 - alpha) * fake.detach()).requires_grad_(True)  # before the critic sees it
score = critic(interp)
(grad,) = torch.autograd.grad(score, interp, grad_outputs=torch.ones_like(score), create_graph=True)
penalty = ((grad.norm(2, dim=1) - 1) ** 2).mean()
# --8<-- [end:fix]
penalty.backward()
print("penalty:", round(penalty.item(), 4))
print("the penalty reaches the critic's first layer:", critic[0].weight.grad.abs().sum().item() > 0)
print("and not the generator:", generator.weight.grad is None)
